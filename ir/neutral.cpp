// Lifting reductions and scans whose neutral element is not shown neutral:
// see ir/neutral.h.
#include "ir/neutral.h"

#include <cmath>
#include <map>
#include <memory>
#include <optional>

#include "ir/commutative.h"
#include "ir/ir_walk.h"

namespace runic::ir {

namespace {

using K = Exp::Kind;

// What the symbolic evaluation knows of a value: a constant, one of the
// operator's parameters, a comparison of two known values (for `if`), or
// nothing.
struct Val {
  enum class Kind { Unknown, Const, Param, Cmp } kind = Kind::Unknown;
  PrimValue c;   // Const
  int n = 0;     // Param: the parameter's position
  CmpOp cmp = CmpOp::Eq;
  std::shared_ptr<std::pair<Val, Val>> operands;  // Cmp

  static Val constant(PrimValue v) { return {Kind::Const, v, 0, CmpOp::Eq, nullptr}; }
  static Val param(int n) { return {Kind::Param, {}, n, CmpOp::Eq, nullptr}; }
  bool known() const { return kind == Kind::Const || kind == Kind::Param; }
};

// The same value: a constant or a parameter (comparisons are not compared).
bool same(const Val& x, const Val& y) {
  if (x.kind != y.kind) return false;
  if (x.kind == Val::Kind::Const) return x.c == y.c;
  if (x.kind == Val::Kind::Param) return x.n == y.n;
  return false;
}

bool is_zero(const Val& v) {
  if (v.kind != Val::Kind::Const) return false;
  return is_float(v.c.type) ? v.c.f == 0.0 : v.c.bits == 0;
}

bool is_one(const Val& v) {
  if (v.kind != Val::Kind::Const || v.c.type == PrimType::Bool) return false;
  return is_float(v.c.type) ? v.c.f == 1.0 : v.c.as_i64() == 1;
}

bool is_true(const Val& v) { return v.kind == Val::Kind::Const && v.c.type == PrimType::Bool && v.c.as_bool(); }
bool is_false(const Val& v) { return v.kind == Val::Kind::Const && v.c.type == PrimType::Bool && !v.c.as_bool(); }

bool all_ones(const Val& v, PrimType t) {
  return v.kind == Val::Kind::Const && is_int(t) && v.c == PrimValue::int_value(t, -1);
}

// The largest (`largest`) or smallest value of t: min's and max's neutral
// elements.
bool is_extreme(const Val& v, PrimType t, bool largest) {
  if (v.kind != Val::Kind::Const) return false;
  if (is_float(t)) return std::isinf(v.c.f) && ((v.c.f > 0) == largest);
  int bits = prim_bits(t);
  if (is_unsigned_int(t)) return largest ? v.c == PrimValue::uint_value(t, ~0ull) : v.c.as_u64() == 0;
  if (!is_signed_int(t)) return false;
  uint64_t top = bits == 64 ? ~0ull >> 1 : (1ull << (bits - 1)) - 1;
  return largest ? v.c == PrimValue::int_value(t, (int64_t)top) : v.c == PrimValue::int_value(t, -(int64_t)top - 1);
}

// Whether `x cmp y` is false for every value of the unknown operand: one
// operand the smallest (largest) value of t where the comparison asks for
// something below (above) it.
bool never_holds(CmpOp cmp, PrimType t, const Val& x, const Val& y) {
  if (!is_numeric(t)) return false;
  const bool gt = cmp == CmpOp::Gt, lt = cmp == CmpOp::Lt;
  if (!gt && !lt) return false;
  // x > y and y < x: false when x is the smallest or y the largest.
  const Val& small = gt ? x : y;
  const Val& large = gt ? y : x;
  return is_extreme(small, t, false) || is_extreme(large, t, true);
}

class Evaluator {
 public:
  explicit Evaluator(std::map<VName, Val> env) : env_(std::move(env)) {}

  std::vector<Val> body(const Body& b) {
    for (const Stm& s : b.stms) {
      std::vector<Val> r = exp(s.exp, s.pat.size());
      for (size_t i = 0; i < s.pat.size(); ++i) env_[s.pat[i].name] = i < r.size() ? r[i] : Val{};
    }
    std::vector<Val> out;
    for (const SubExp& r : b.result) out.push_back(sub(r));
    return out;
  }

 private:
  std::map<VName, Val> env_;

  Val sub(const SubExp& s) const {
    if (s.is_const()) return Val::constant(s.value);
    auto it = env_.find(s.var);
    return it == env_.end() ? Val{} : it->second;
  }

  static Val binop(BinOp op, PrimType t, const Val& x, const Val& y) {
    if (x.kind == Val::Kind::Const && y.kind == Val::Kind::Const) {
      std::optional<PrimValue> v = eval_binop(op, t, x.c, y.c);
      return v ? Val::constant(*v) : Val{};
    }
    switch (op) {
      case BinOp::Add:
        if (is_zero(x)) return y;
        if (is_zero(y)) return x;
        break;
      case BinOp::Sub:
        if (is_zero(y)) return x;
        break;
      case BinOp::Mul:
        if (is_one(x)) return y;
        if (is_one(y)) return x;
        if (is_zero(x)) return x;
        if (is_zero(y)) return y;
        break;
      case BinOp::Div:
      case BinOp::Quot:
        if (is_one(y)) return x;
        break;
      case BinOp::Shl:
      case BinOp::Shr:
      case BinOp::LShr:
        if (is_zero(y)) return x;
        break;
      case BinOp::And:
        if (all_ones(x, t)) return y;
        if (all_ones(y, t)) return x;
        break;
      case BinOp::Or:
      case BinOp::Xor:
        if (is_zero(x)) return y;
        if (is_zero(y)) return x;
        break;
      case BinOp::LogAnd:
        if (is_true(x)) return y;
        if (is_true(y)) return x;
        if (is_false(x) || is_false(y)) return Val::constant(PrimValue::bool_value(false));
        break;
      case BinOp::LogOr:
        if (is_false(x)) return y;
        if (is_false(y)) return x;
        if (is_true(x) || is_true(y)) return Val::constant(PrimValue::bool_value(true));
        break;
      case BinOp::Min:
        if (is_extreme(x, t, true)) return y;
        if (is_extreme(y, t, true)) return x;
        break;
      case BinOp::Max:
        if (is_extreme(x, t, false)) return y;
        if (is_extreme(y, t, false)) return x;
        break;
      default:
        break;
    }
    return {};
  }

  // The value of `if c then t else e` for one result.
  static Val choose(const Val& c, const Val& t, const Val& e) {
    if (same(t, e)) return t;
    if (c.kind == Val::Kind::Cmp && (c.cmp == CmpOp::Eq || c.cmp == CmpOp::Ne)) {
      // `if a != b then a else b` is a (and b): each branch one of the two
      // compared values, the equal branch whichever.
      const Val& unequal = c.cmp == CmpOp::Ne ? t : e;
      const Val& equal = c.cmp == CmpOp::Ne ? e : t;
      const Val &a = c.operands->first, &b = c.operands->second;
      if ((same(unequal, a) || same(unequal, b)) && (same(equal, a) || same(equal, b))) return unequal;
    }
    return {};
  }

  std::vector<Val> exp(const Exp& e, size_t results) {
    std::vector<Val> unknown(results);
    switch (e.kind) {
      case K::SubExp:
        return {sub(e.args[0])};
      case K::BinOp:
        return {binop(e.binop, e.prim, sub(e.args[0]), sub(e.args[1]))};
      case K::CmpOp: {
        Val x = sub(e.args[0]), y = sub(e.args[1]);
        if (x.kind == Val::Kind::Const && y.kind == Val::Kind::Const)
          return {Val::constant(PrimValue::bool_value(eval_cmpop(e.cmpop, e.prim, x.c, y.c)))};
        if (x.known() && y.known() && same(x, y) && !is_float(e.prim))
          return {Val::constant(PrimValue::bool_value(e.cmpop == CmpOp::Eq || e.cmpop == CmpOp::Le ||
                                                      e.cmpop == CmpOp::Ge))};
        // No value is below the smallest or above the largest: `-inf > x`
        // and `x < -inf` are false for every x (NaN too), as `x > inf`.
        if (never_holds(e.cmpop, e.prim, x, y)) return {Val::constant(PrimValue::bool_value(false))};
        if (!x.known() || !y.known()) return unknown;
        Val c;
        c.kind = Val::Kind::Cmp;
        c.cmp = e.cmpop;
        c.operands = std::make_shared<std::pair<Val, Val>>(x, y);
        return {c};
      }
      case K::UnOp: {
        Val x = sub(e.args[0]);
        if (x.kind == Val::Kind::Const) return {Val::constant(eval_unop(e.unop, e.prim, x.c))};
        if (e.unop == UnOp::Not && x.kind == Val::Kind::Cmp && (x.cmp == CmpOp::Eq || x.cmp == CmpOp::Ne)) {
          Val n = x;
          n.cmp = x.cmp == CmpOp::Eq ? CmpOp::Ne : CmpOp::Eq;
          return {n};
        }
        return unknown;
      }
      case K::Convert: {
        Val x = sub(e.args[0]);
        if (x.kind == Val::Kind::Const) return {Val::constant(eval_convert(e.prim, x.c))};
        return unknown;
      }
      case K::If: {
        if (e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1]) return unknown;
        Val c = sub(e.args[0]);
        if (c.kind == Val::Kind::Const) return body(*e.bodies[c.c.as_bool() ? 0 : 1]);
        std::vector<Val> t = body(*e.bodies[0]);
        std::vector<Val> f = body(*e.bodies[1]);
        if (t.size() != results || f.size() != results) return unknown;
        std::vector<Val> r;
        for (size_t i = 0; i < results; ++i) r.push_back(choose(c, t[i], f[i]));
        return r;
      }
      default:
        return unknown;
    }
  }
};

// Whether op(x, ne) = x (`ne_right`) or op(ne, y) = y.
bool neutral_on(const ReduceOp& op, bool ne_right) {
  const size_t k = op.neutral.size();
  std::map<VName, Val> env;
  for (size_t j = 0; j < k; ++j) {
    const size_t arg = ne_right ? j : j + k, ne_at = ne_right ? j + k : j;
    env[op.lambda.params[arg].name] = Val::param((int)arg);
    env[op.lambda.params[ne_at].name] = Val::constant(op.neutral[j].value);
  }
  std::vector<Val> r = Evaluator(std::move(env)).body(*op.lambda.body);
  if (r.size() != k) return false;
  for (size_t j = 0; j < k; ++j)
    if (r[j].kind != Val::Kind::Param || (size_t)r[j].n != (ne_right ? j : j + k)) return false;
  return true;
}

// ---- the lifting ----

// `xs_17` -> `xs`: the base for a fresh copy's names.
std::string base_of(const VName& v) {
  size_t u = v.rfind('_');
  if (u == std::string::npos || u + 1 == v.size()) return v;
  for (size_t i = u + 1; i < v.size(); ++i)
    if (v[i] < '0' || v[i] > '9') return v;
  return v.substr(0, u);
}

// A copy of `l` with every name it binds fresh.
Lambda fresh_copy(const Lambda& l) {
  Lambda r = walk::clone_lambda(l);
  std::map<VName, VName> renamed;
  walk::for_each_name_lambda(r, [&](const VName& v, walk::Role role) {
    if (role == walk::Role::Bind && !renamed.count(v)) renamed[v] = fresh_name(base_of(v));
  });
  walk::for_each_name_lambda(r, [&](VName& v, walk::Role) {
    auto it = renamed.find(v);
    if (it != renamed.end()) v = it->second;
  });
  return r;
}

Type scalar(PrimType t) {
  Type ty;
  ty.elem = t;
  return ty;
}

SubExp bool_const(bool b) { return SubExp::constant(PrimValue::bool_value(b)); }

Stm bind(const Param& p, SubExp v) {
  Stm s;
  s.pat = {p};
  s.exp.kind = K::SubExp;
  s.exp.args = {std::move(v)};
  return s;
}

Exp if_exp(SubExp cond, BodyPtr then_body, BodyPtr else_body, std::vector<Type> ret) {
  Exp e;
  e.kind = K::If;
  e.args = {std::move(cond)};
  e.bodies = {std::move(then_body), std::move(else_body)};
  e.ret = std::move(ret);
  return e;
}

BodyPtr result_body(std::vector<SubExp> result) {
  auto b = std::make_shared<Body>();
  b->result = std::move(result);
  return b;
}

std::vector<SubExp> vars(const std::vector<Param>& ps, size_t from, size_t count) {
  std::vector<SubExp> r;
  for (size_t i = from; i < from + count; ++i) r.push_back(SubExp::variable(ps[i].name));
  return r;
}

// Whether `op` is lifted: an operator of scalars, not commutative, its
// neutral element not proven neutral.
bool needs_lift(const ReduceOp& op) {
  const size_t k = op.neutral.size();
  if (op.commutative || k == 0 || op.lambda.params.size() != 2 * k || !op.lambda.body ||
      op.lambda.body->result.size() != k)
    return false;
  for (const Param& p : op.lambda.params)
    if (p.type.is_array()) return false;
  if (inferred_commutative(op.lambda)) return false;
  return !proven_neutral(op);
}

// Whether `op`'s neutral element is proven neutral on the right, op(x, ne)
// = x (then, the operator being associative, any ne the kernels put in the
// middle or at the end of the elements vanishes, and one at the front is
// what foldl starts with: see `screma`).
bool right_neutral(const ReduceOp& op) {
  for (const SubExp& n : op.neutral)
    if (!n.is_const()) return false;
  return neutral_on(op, true);
}

// op' on (fa, a..., fb, b...): the operator's own parameters are kept, its
// body moved under `fa && fb`.
ReduceOp lift(const ReduceOp& op) {
  const size_t k = op.neutral.size();
  const std::vector<Param>& ps = op.lambda.params;
  Param fa{fresh_name("lift_fa"), scalar(PrimType::Bool)}, fb{fresh_name("lift_fb"), scalar(PrimType::Bool)};
  std::vector<Type> ret = op.lambda.ret;
  ret.insert(ret.begin(), scalar(PrimType::Bool));

  // if fa then (true, op(a, b)) else (true, b)
  auto both = std::make_shared<Body>(*op.lambda.body);
  both->result.insert(both->result.begin(), bool_const(true));
  std::vector<SubExp> only_b = vars(ps, k, k);
  only_b.insert(only_b.begin(), bool_const(true));
  std::vector<Param> inner_pat;
  for (const Type& t : ret) inner_pat.push_back(Param{fresh_name("lift_r"), t});
  auto has_b = std::make_shared<Body>();
  has_b->stms.push_back(Stm{inner_pat, if_exp(SubExp::variable(fa.name), both, result_body(only_b), ret), {}});
  has_b->result = vars(inner_pat, 0, inner_pat.size());

  std::vector<SubExp> keep_a = vars(ps, 0, k);
  keep_a.insert(keep_a.begin(), SubExp::variable(fa.name));
  std::vector<Param> pat;
  for (const Type& t : ret) pat.push_back(Param{fresh_name("lifted"), t});
  auto body = std::make_shared<Body>();
  body->stms.push_back(Stm{pat, if_exp(SubExp::variable(fb.name), has_b, result_body(keep_a), ret), {}});
  body->result = vars(pat, 0, pat.size());

  ReduceOp r;
  r.lambda.params.push_back(fa);
  r.lambda.params.insert(r.lambda.params.end(), ps.begin(), ps.begin() + k);
  r.lambda.params.push_back(fb);
  r.lambda.params.insert(r.lambda.params.end(), ps.begin() + k, ps.end());
  r.lambda.body = body;
  r.lambda.ret = ret;
  r.neutral = op.neutral;
  r.neutral.insert(r.neutral.begin(), bool_const(false));
  r.commutative = false;
  return r;
}

// Statements computing op(ne, v) into `into` from the values `v`, with a
// fresh copy of the operator.
std::vector<Stm> apply_after_ne(const ReduceOp& op, const std::vector<SubExp>& v, std::vector<SubExp>* into) {
  const size_t k = op.neutral.size();
  Lambda copy = fresh_copy(op.lambda);
  std::vector<Stm> stms;
  for (size_t j = 0; j < k; ++j) stms.push_back(bind(copy.params[j], op.neutral[j]));
  for (size_t j = 0; j < k; ++j) stms.push_back(bind(copy.params[k + j], v[j]));
  for (const Stm& s : copy.body->stms) stms.push_back(s);
  *into = copy.body->result;
  return stms;
}

class Lifter {
 public:
  bool changed = false;

 private:
  // The element index in the Screma's map lambda, once asked for: a
  // parameter over `iota w`, an input added to the Screma.
  std::optional<Param> index_;

  const Param& index_param(Exp& e, std::vector<Stm>& out, const Span& loc) {
    if (index_) return *index_;
    Param iota{fresh_name("scan_index"), scalar(PrimType::I64).array_of(e.args[0])};
    Exp io;
    io.kind = K::Iota;
    io.prim = PrimType::I64;
    io.args = {e.args[0], SubExp::constant(PrimValue::int_value(PrimType::I64, 0)),
               SubExp::constant(PrimValue::int_value(PrimType::I64, 1))};
    out.push_back(Stm{{iota}, std::move(io), loc});
    e.arrays.push_back(iota.name);
    index_ = Param{fresh_name("scan_i"), scalar(PrimType::I64)};
    return *index_;
  }

 public:

  BodyPtr body(const Body& b) {
    auto out = std::make_shared<Body>();
    out->result = b.result;
    for (const Stm& s : b.stms) {
      Stm t{s.pat, s.exp, s.loc};
      nested(t.exp);
      if (t.exp.kind == K::Screma) screma(t, out->stms);
      else out->stms.push_back(std::move(t));
    }
    return out;
  }

 private:
  void lambda(Lambda& l) {
    if (l.body) l.body = body(*l.body);
  }

  void nested(Exp& e) {
    for (auto& b : e.bodies)
      if (b) b = body(*b);
    if (e.kind == K::Screma || e.kind == K::Stream || e.kind == K::Ad) lambda(e.map_lambda);
    for (auto& op : e.scans) lambda(op.lambda);
    for (auto& op : e.reduces) lambda(op.lambda);
  }

  // Lifts the Screma's operators that need it; `out` receives the Screma
  // and the statements that give the original results back.
  //
  // An operator whose ne is neutral on the right (argmax's `if y > x then
  // (y, j) else (x, i)` from (-inf, -1), which gives (-inf, -1) for
  // op(ne, (-inf, j))) needs no flags (perf34): any bracketing of the
  // elements with ne's padded in anywhere is, by associativity, op of the
  // elements in order with at most one ne in front (op(a, ne) = a absorbs
  // the others, op(ne, ne) = ne), so op(ne, that) is foldl exactly.  A
  // reduction's result is op(ne, v); a scan's first element becomes op(ne,
  // x_0) in the map lambda (every later result then starts with it), where
  // the lifted scan needed a map over all its results.
  void screma(Stm& s, std::vector<Stm>& out) {
    Exp& e = s.exp;
    bool any = false;
    for (const auto& op : e.scans) any = any || needs_lift(op);
    for (const auto& op : e.reduces) any = any || needs_lift(op);
    if (!any) {
      out.push_back(std::move(s));
      return;
    }
    changed = true;
    const SubExp w = e.args[0];
    Lambda& ml = e.map_lambda;
    auto mbody = std::make_shared<Body>(*ml.body);
    std::vector<SubExp> new_results;
    std::vector<Type> new_ret;
    std::vector<Param> new_pat;
    std::vector<Stm> after;
    size_t pos = 0;  // position in the map lambda's results and the pattern
    auto take = [&](std::vector<ReduceOp>& ops, bool scan) {
      for (ReduceOp& op : ops) {
        const size_t k = op.neutral.size();
        if (!needs_lift(op)) {
          for (size_t j = 0; j < k; ++j, ++pos) {
            new_results.push_back(mbody->result[pos]);
            new_ret.push_back(ml.ret[pos]);
            new_pat.push_back(s.pat[pos]);
          }
          continue;
        }
        if (right_neutral(op)) {
          std::vector<SubExp> elems(mbody->result.begin() + pos, mbody->result.begin() + pos + k);
          if (scan) {
            // if i == 0 then op(ne, x) else x, in the map lambda.
            std::vector<SubExp> fixed;
            auto first = std::make_shared<Body>();
            first->stms = apply_after_ne(op, elems, &first->result);
            std::vector<Param> fixed_pat;
            for (size_t j = 0; j < k; ++j) fixed_pat.push_back(Param{fresh_name("first_ne"), ml.ret[pos + j]});
            Param is0{fresh_name("is_first"), scalar(PrimType::Bool)};
            Exp cmp;
            cmp.kind = K::CmpOp;
            cmp.cmpop = CmpOp::Eq;
            cmp.prim = PrimType::I64;
            cmp.args = {SubExp::variable(index_param(e, out, s.loc).name), SubExp::constant(PrimValue::int_value(PrimType::I64, 0))};
            mbody->stms.push_back(Stm{{is0}, std::move(cmp), s.loc});
            std::vector<Type> ts(ml.ret.begin() + pos, ml.ret.begin() + pos + k);
            mbody->stms.push_back(
                Stm{fixed_pat, if_exp(SubExp::variable(is0.name), first, result_body(elems), ts), s.loc});
            for (size_t j = 0; j < k; ++j, ++pos) {
              new_results.push_back(SubExp::variable(fixed_pat[j].name));
              new_ret.push_back(ml.ret[pos]);
              new_pat.push_back(s.pat[pos]);
            }
          } else {
            // op(ne, v) after the reduction (ne for an empty one).
            std::vector<Param> vals;
            for (size_t j = 0; j < k; ++j, ++pos) {
              new_results.push_back(mbody->result[pos]);
              new_ret.push_back(ml.ret[pos]);
              Param v{fresh_name(base_of(s.pat[pos].name)), s.pat[pos].type};
              new_pat.push_back(v);
              vals.push_back(v);
            }
            std::vector<SubExp> res;
            for (Stm& st : apply_after_ne(op, vars(vals, 0, k), &res)) after.push_back(std::move(st));
            for (size_t j = 0; j < k; ++j) after.push_back(bind(s.pat[pos - k + j], res[j]));
          }
          continue;
        }
        new_results.push_back(bool_const(true));
        new_ret.push_back(scalar(PrimType::Bool));
        Param flag{fresh_name("lift_flag"), scan ? scalar(PrimType::Bool).array_of(w) : scalar(PrimType::Bool)};
        new_pat.push_back(flag);
        std::vector<Param> lifted_vals;
        for (size_t j = 0; j < k; ++j, ++pos) {
          new_results.push_back(mbody->result[pos]);
          new_ret.push_back(ml.ret[pos]);
          Param v{fresh_name(base_of(s.pat[pos].name)), s.pat[pos].type};
          new_pat.push_back(v);
          lifted_vals.push_back(v);
        }
        std::vector<Param> originals(s.pat.begin() + (pos - k), s.pat.begin() + pos);
        if (scan) {
          // map (\v -> op(ne, v)) over the lifted scan's values.
          Exp m;
          m.kind = K::Screma;
          m.args = {w};
          std::vector<Param> elems;
          std::vector<SubExp> elem_vals;
          for (const Param& v : lifted_vals) {
            Param p{fresh_name("lift_v"), v.type.row()};
            elems.push_back(p);
            elem_vals.push_back(SubExp::variable(p.name));
            m.arrays.push_back(v.name);
          }
          auto mb = std::make_shared<Body>();
          mb->stms = apply_after_ne(op, elem_vals, &mb->result);
          m.map_lambda.params = elems;
          m.map_lambda.body = mb;
          m.map_lambda.ret = op.lambda.ret;
          after.push_back(Stm{originals, std::move(m), s.loc});
        } else {
          // if flag then op(ne, v) else ne
          auto some = std::make_shared<Body>();
          some->stms = apply_after_ne(op, vars(lifted_vals, 0, k), &some->result);
          after.push_back(Stm{originals,
                              if_exp(SubExp::variable(flag.name), some, result_body(op.neutral), op.lambda.ret),
                              s.loc});
        }
        op = lift(op);
      }
    };
    take(e.scans, true);
    take(e.reduces, false);
    if (index_) {
      ml.params.push_back(*index_);
      index_.reset();
    }
    for (; pos < mbody->result.size(); ++pos) {
      new_results.push_back(mbody->result[pos]);
      new_ret.push_back(ml.ret[pos]);
      new_pat.push_back(s.pat[pos]);
    }
    mbody->result = new_results;
    ml.body = mbody;
    ml.ret = new_ret;
    s.pat = new_pat;
    out.push_back(std::move(s));
    for (Stm& a : after) out.push_back(std::move(a));
  }
};

}  // namespace

bool proven_neutral(const ReduceOp& op) {
  const size_t k = op.neutral.size();
  if (k == 0 || op.lambda.params.size() != 2 * k || !op.lambda.body) return false;
  for (const SubExp& n : op.neutral)
    if (!n.is_const()) return false;
  for (const Param& p : op.lambda.params)
    if (p.type.is_array()) return false;
  return neutral_on(op, true) && neutral_on(op, false);
}

Program guard_neutral_elements(const Program& prog) {
  Program out = prog;
  Lifter lifter;
  for (auto& f : out.functions)
    if (f.body) f.body = lifter.body(*f.body);
  return lifter.changed ? out : prog;
}

}  // namespace runic::ir
