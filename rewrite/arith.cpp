// Symbolic integer arithmetic with simplification on construction; see
// arith.h.
#include "rewrite/arith.h"

#include <algorithm>

#include <boost/multiprecision/cpp_int.hpp>

namespace runic::arith {

namespace {
using Big = boost::multiprecision::cpp_int;

// Exact constant folding: the result when it fits in int64, else false
// (the expression then stays symbolic instead of wrapping around).
bool fits(const Big& v, int64_t& out) {
  if (v > Big(INT64_MAX) || v < Big(INT64_MIN)) return false;
  out = v.convert_to<int64_t>();
  return true;
}

// An inclusive upper bound of a non-negative expression, from the value
// ranges of its variables (exact, in unbounded integers); false if unknown.
bool upper(const Expr& e, Big& out) {
  Big a, b;
  switch (e->kind) {
    case Node::Kind::Const: out = e->value; return true;
    case Node::Kind::Var:
      if (!e->bound || !upper(e->bound, b)) return false;
      out = b - 1;
      return true;
    case Node::Kind::Add:
      if (!upper(e->a, a) || !upper(e->b, b)) return false;
      out = a + b;
      return true;
    case Node::Kind::Sub:
      // a - b <= upper(a) - b for a constant b, else <= upper(a) (b >= 0).
      if (!upper(e->a, a)) return false;
      out = e->b->kind == Node::Kind::Const ? Big(a - e->b->value) : a;
      return true;
    case Node::Kind::Mul:
      if (!upper(e->a, a) || !upper(e->b, b)) return false;
      out = a * b;
      return true;
    case Node::Kind::Div: case Node::Kind::CeilDiv:
      if (e->b->kind != Node::Kind::Const || e->b->value <= 0 || !upper(e->a, a)) return false;
      b = e->b->value;
      out = e->kind == Node::Kind::Div ? Big(a / b) : Big((a + b - 1) / b);
      return true;
    case Node::Kind::Mod:
      if (e->b->kind == Node::Kind::Const && e->b->value > 0) { out = e->b->value - 1; return true; }
      return upper(e->a, out);
    case Node::Kind::Min: {
      bool ha = upper(e->a, a), hb = upper(e->b, b);
      if (ha && hb) out = a < b ? a : b;
      else if (ha) out = a;
      else if (hb) out = b;
      return ha || hb;
    }
  }
  return false;
}
Expr make(Node::Kind k, Expr a, Expr b) {
  auto n = std::make_shared<Node>();
  n->kind = k;
  n->a = std::move(a);
  n->b = std::move(b);
  return n;
}

// The factors of a product: the non-constant ones, and the product of the
// constants.
void factors(const Expr& e, std::vector<Expr>& fs, Big& k) {
  if (e->kind == Node::Kind::Mul) {
    factors(e->a, fs, k);
    factors(e->b, fs, k);
  } else if (e->kind == Node::Kind::Const) {
    k *= e->value;
  } else {
    fs.push_back(e);
  }
}

// e / c when the product e has every factor of c (G*256*C / (C*256) = G).
bool divide_product(const Expr& e, const Expr& c, Expr* quotient) {
  std::vector<Expr> fe, fc;
  Big ke = 1, kc = 1;
  factors(e, fe, ke);
  factors(c, fc, kc);
  if (kc == 0 || ke % kc != 0) return false;
  for (auto& f : fc) {
    auto it = std::find_if(fe.begin(), fe.end(), [&](const Expr& g) { return equal(f, g); });
    if (it == fe.end()) return false;
    fe.erase(it);
  }
  int64_t k;
  if (!fits(ke / kc, k)) return false;
  Expr q = cst(k);
  for (auto it = fe.rbegin(); it != fe.rend(); ++it) q = mul(*it, q);
  *quotient = q;
  return true;
}

// Splits `e` as a*c + rest when it has that shape (a term that is a multiple
// of c).  Returns false otherwise.
bool split_multiple(const Expr& e, const Expr& c, Expr* quotient, Expr* rest) {
  if (e->kind == Node::Kind::Mul) {
    if (equal(e->b, c)) { *quotient = e->a; *rest = cst(0); return true; }
    if (equal(e->a, c)) { *quotient = e->b; *rest = cst(0); return true; }
    int64_t cv, bv;
    if (is_const(c, &cv) && is_const(e->b, &bv) && cv != 0 && bv % cv == 0) {
      *quotient = mul(e->a, cst(bv / cv)); *rest = cst(0); return true;
    }
    if (divide_product(e, c, quotient)) { *rest = cst(0); return true; }
  }
  if (e->kind == Node::Kind::Add) {
    Expr q, r;
    if (split_multiple(e->a, c, &q, &r)) { *quotient = q; *rest = add(r, e->b); return true; }
    if (split_multiple(e->b, c, &q, &r)) { *quotient = q; *rest = add(e->a, r); return true; }
  }
  return false;
}
}  // namespace

Expr cst(int64_t v) {
  auto n = std::make_shared<Node>();
  n->kind = Node::Kind::Const;
  n->value = v;
  return n;
}

Expr var(const std::string& name, Expr bound) {
  auto n = std::make_shared<Node>();
  n->kind = Node::Kind::Var;
  n->name = name;
  n->bound = std::move(bound);
  return n;
}

bool is_const(const Expr& e, int64_t* v) {
  if (e->kind != Node::Kind::Const) return false;
  if (v) *v = e->value;
  return true;
}

bool equal(const Expr& a, const Expr& b) {
  if (a == b) return true;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case Node::Kind::Const: return a->value == b->value;
    case Node::Kind::Var: return a->name == b->name;
    default: return equal(a->a, b->a) && equal(a->b, b->b);
  }
}

bool known_below(const Expr& e, const Expr& bound) {
  int64_t x, y;
  if (is_const(e, &x) && is_const(bound, &y)) return x >= 0 && x < y;
  if (e->kind == Node::Kind::Var && e->bound) {
    if (equal(e->bound, bound)) return true;
    if (is_const(e->bound, &x) && is_const(bound, &y)) return x <= y;
  }
  if (e->kind == Node::Kind::Mod) return equal(e->b, bound);
  // a - b <= a, and (m - c) - ... < m for a constant c >= 1.
  if (e->kind == Node::Kind::Sub) {
    if (known_below(e->a, bound)) return true;
    if (equal(e->a, bound) && is_const(e->b, &x) && x >= 1) return true;
  }
  // Value ranges: (l*2 + j) < 256 when l < 128 and j < 2.
  if (is_const(bound, &y)) {
    Big u;
    if (upper(e, u) && u < y) return true;
  }
  return false;
}

Expr add(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(a, &x) && is_const(b, &y))
    if (int64_t r; fits(Big(x) + y, r)) return cst(r);
  if (is_const(a, &x) && x == 0) return b;
  if (is_const(b, &y) && y == 0) return a;
  if (is_const(a)) std::swap(a, b);  // constants to the right
  // (x - b) + b = x; (x - c1) + c2 folds the constants.
  if (a->kind == Node::Kind::Sub) {
    if (equal(a->b, b)) return a->a;
    if (is_const(a->b, &x) && is_const(b, &y)) return y <= x ? sub(a->a, cst(x - y)) : add(a->a, cst(y - x));
  }
  return make(Node::Kind::Add, a, b);
}

Expr sub(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(a, &x) && is_const(b, &y))
    if (int64_t r; fits(Big(x) - y, r)) return cst(r);
  if (is_const(b, &y) && y == 0) return a;
  if (equal(a, b)) return cst(0);
  if (a->kind == Node::Kind::Add) {
    // (p + q) - q = p; (p + c1) - c2 folds the constants.
    if (equal(a->b, b)) return a->a;
    if (equal(a->a, b)) return a->b;
    if (is_const(a->b, &x) && is_const(b, &y)) return x >= y ? add(a->a, cst(x - y)) : sub(a->a, cst(y - x));
  }
  return make(Node::Kind::Sub, a, b);
}

Expr mul(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(a, &x) && is_const(b, &y))
    if (int64_t r; fits(Big(x) * y, r)) return cst(r);
  if (is_const(a, &x)) { if (x == 0) return cst(0); if (x == 1) return b; }
  if (is_const(b, &y)) { if (y == 0) return cst(0); if (y == 1) return a; }
  if (is_const(a)) std::swap(a, b);
  return make(Node::Kind::Mul, a, b);
}

Expr div(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(b, &y) && y == 1) return a;
  if (is_const(a, &x) && is_const(b, &y) && y != 0) return cst(x / y);
  if (is_const(a, &x) && x == 0) return cst(0);
  if (equal(a, b)) return cst(1);
  if (known_below(a, b)) return cst(0);
  Expr q, r;
  if (split_multiple(a, b, &q, &r)) return add(q, div(r, b));
  return make(Node::Kind::Div, a, b);
}

Expr mod(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(b, &y) && y == 1) return cst(0);
  if (is_const(a, &x) && is_const(b, &y) && y != 0) return cst(x % y);
  if (known_below(a, b)) return a;
  Expr q, r;
  if (split_multiple(a, b, &q, &r)) return mod(r, b);
  return make(Node::Kind::Mod, a, b);
}

Expr ceil_div(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(b, &y) && y == 1) return a;
  if (is_const(a, &x) && is_const(b, &y) && y > 0)
    if (int64_t r; fits((Big(x) + y - 1) / y, r)) return cst(r);
  Expr q, r;
  if (split_multiple(a, b, &q, &r) && is_const(r, &x) && x == 0) return q;
  return make(Node::Kind::CeilDiv, a, b);
}

Expr min(Expr a, Expr b) {
  int64_t x, y;
  if (is_const(a, &x) && is_const(b, &y)) return cst(x < y ? x : y);
  if (equal(a, b)) return a;
  return make(Node::Kind::Min, a, b);
}

namespace {
std::string render(const Expr& e, bool c) {
  switch (e->kind) {
    case Node::Kind::Const: return std::to_string(e->value) + (c && (e->value > 2147483647 || e->value < -2147483647) ? "L" : "");
    case Node::Kind::Var: return e->name;
    case Node::Kind::Add: return "(" + render(e->a, c) + " + " + render(e->b, c) + ")";
    case Node::Kind::Sub: return "(" + render(e->a, c) + " - " + render(e->b, c) + ")";
    case Node::Kind::Mul: return render(e->a, c) + "*" + render(e->b, c);
    case Node::Kind::Div: return "(" + render(e->a, c) + ")/(" + render(e->b, c) + ")";
    case Node::Kind::Mod: return "(" + render(e->a, c) + ")%(" + render(e->b, c) + ")";
    case Node::Kind::CeilDiv:
      if (c) return "(((" + render(e->a, c) + ") + (" + render(e->b, c) + ") - 1)/(" + render(e->b, c) + "))";
      return "ceil(" + render(e->a, c) + "/" + render(e->b, c) + ")";
    case Node::Kind::Min:
      if (c) return "((" + render(e->a, c) + ") < (" + render(e->b, c) + ") ? (" + render(e->a, c) + ") : (" + render(e->b, c) + "))";
      return "min(" + render(e->a, c) + ", " + render(e->b, c) + ")";
  }
  return "?";
}
}  // namespace

Expr subst(const Expr& e, const std::string& v, const Expr& by) {
  switch (e->kind) {
    case Node::Kind::Const: return e;
    case Node::Kind::Var: return e->name == v ? by : e;
    case Node::Kind::Add: return add(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::Sub: return sub(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::Mul: return mul(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::Div: return div(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::Mod: return mod(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::CeilDiv: return ceil_div(subst(e->a, v, by), subst(e->b, v, by));
    case Node::Kind::Min: return min(subst(e->a, v, by), subst(e->b, v, by));
  }
  return e;
}

std::string to_c(const Expr& e) { return render(e, true); }
std::string str(const Expr& e) { return render(e, false); }

}  // namespace runic::arith
