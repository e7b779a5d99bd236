// Commutative reduction operators found from their lambdas: see
// ir/commutative.h.
#include "ir/commutative.h"

#include <algorithm>
#include <map>
#include <string>

namespace runic::ir {

namespace {

using K = Exp::Kind;

// What the symbolic evaluation knows of a value.
struct Sym {
  enum class Kind { Unknown, Bool, Param, Combined } kind = Kind::Unknown;
  int n = 0;  // Bool: 0/1; Param: the parameter's position; Combined: the
              // component j of a commutative operation of a_j and b_j
  static Sym unknown() { return {}; }
  static Sym boolean(bool b) { return {Kind::Bool, b ? 1 : 0}; }
};

bool commutative_binop(BinOp op, PrimType t) {
  switch (op) {
    case BinOp::Min:
    case BinOp::Max:
      return is_numeric(t);
    case BinOp::Add:
    case BinOp::Mul:
      return is_numeric(t);
    case BinOp::LogAnd:
    case BinOp::LogOr:
      return t == PrimType::Bool;
    case BinOp::And:
    case BinOp::Or:
    case BinOp::Xor:
      return is_int(t);
    default:
      return false;
  }
}

bool compare(CmpOp op, int sign) {
  switch (op) {
    case CmpOp::Eq: return sign == 0;
    case CmpOp::Ne: return sign != 0;
    case CmpOp::Lt: return sign < 0;
    case CmpOp::Le: return sign <= 0;
    case CmpOp::Gt: return sign > 0;
    case CmpOp::Ge: return sign >= 0;
  }
  return false;
}

// Evaluates the operator's body for one relation between its arguments:
// `sign[m]` is the sign of a_m - b_m (a the first argument, b the second).
class Evaluator {
 public:
  Evaluator(const Lambda& op, const std::vector<int>& sign) : k_(sign.size()), sign_(sign) {
    for (size_t p = 0; p < op.params.size(); ++p) env_[op.params[p].name] = {Sym::Kind::Param, (int)p};
  }

  bool compared = false;  // whether a comparison of the arguments was evaluated

  std::vector<Sym> body(const Body& b) {
    for (const Stm& s : b.stms) {
      std::vector<Sym> r = exp(s.exp, s.pat.size());
      for (size_t i = 0; i < s.pat.size(); ++i) env_[s.pat[i].name] = i < r.size() ? r[i] : Sym::unknown();
    }
    std::vector<Sym> out;
    for (const SubExp& r : b.result) out.push_back(sub(r));
    return out;
  }

 private:
  size_t k_;
  const std::vector<int>& sign_;
  std::map<VName, Sym> env_;

  Sym sub(const SubExp& s) const {
    if (s.is_const()) return s.value.type == PrimType::Bool ? Sym::boolean(s.value.as_bool()) : Sym::unknown();
    auto it = env_.find(s.var);
    return it == env_.end() ? Sym::unknown() : it->second;
  }

  // The component m when (x, y) is (a_m, b_m) (+1) or (b_m, a_m) (-1).
  int pair_of(const Sym& x, const Sym& y, size_t* m) const {
    if (x.kind != Sym::Kind::Param || y.kind != Sym::Kind::Param) return 0;
    size_t i = x.n, j = y.n;
    if (i < k_ && j == i + k_) return *m = i, 1;
    if (j < k_ && i == j + k_) return *m = j, -1;
    return 0;
  }

  std::vector<Sym> exp(const Exp& e, size_t results) {
    std::vector<Sym> unknown(results);
    switch (e.kind) {
      case K::SubExp:
        return {sub(e.args[0])};
      case K::CmpOp: {
        size_t m = 0;
        int dir = pair_of(sub(e.args[0]), sub(e.args[1]), &m);
        if (dir == 0) return unknown;
        compared = true;
        return {Sym::boolean(compare(e.cmpop, dir * sign_[m]))};
      }
      case K::UnOp: {
        Sym x = sub(e.args[0]);
        if (e.unop == UnOp::Not && x.kind == Sym::Kind::Bool) return {Sym::boolean(!x.n)};
        return unknown;
      }
      case K::BinOp: {
        Sym x = sub(e.args[0]), y = sub(e.args[1]);
        if ((e.binop == BinOp::LogAnd || e.binop == BinOp::LogOr) && x.kind == Sym::Kind::Bool &&
            y.kind == Sym::Kind::Bool)
          return {Sym::boolean(e.binop == BinOp::LogAnd ? (x.n && y.n) : (x.n || y.n))};
        size_t m = 0;
        if (commutative_binop(e.binop, e.prim) && pair_of(x, y, &m) != 0) return {{Sym::Kind::Combined, (int)m}};
        return unknown;
      }
      case K::If: {
        Sym c = sub(e.args[0]);
        if (c.kind != Sym::Kind::Bool || e.bodies.size() != 2) return unknown;
        const BodyPtr& branch = e.bodies[c.n ? 0 : 1];
        if (!branch) return unknown;
        return body(*branch);
      }
      default:
        return unknown;
    }
  }
};

// Which argument component j of op(x, y) is for a result: 'a' (x's), 'b'
// (y's), 'c' (a commutative combination), or 0 (anything else).
char side(const Sym& s, size_t j, size_t k) {
  if (s.kind == Sym::Kind::Param && (size_t)s.n == j) return 'a';
  if (s.kind == Sym::Kind::Param && (size_t)s.n == j + k) return 'b';
  if (s.kind == Sym::Kind::Combined && (size_t)s.n == j) return 'c';
  return 0;
}

// Symbolic commutativity: the operator's results as terms over its
// arguments, written canonically (the operands of commutative operations
// sorted, `y > x` as `x < y`), for op(x, y) and for op(y, x); equal terms
// for every result prove the operator commutative, whatever its arguments'
// values.  This takes operators that compute a new value from both
// arguments through non-commutative steps, such as a smooth maximum
// `let m = f32.max a b in if m == -f32.inf then m else m + f32.log
// (f32.exp (a - m) + f32.exp (b - m))`, which the relation check above
// cannot follow.  Terms longer than kMaxTerm characters give up.
constexpr size_t kMaxTerm = 4096;

class Terms {
 public:
  Terms(const Lambda& op, bool swapped) {
    const size_t k = op.params.size() / 2;
    for (size_t p = 0; p < op.params.size(); ++p) {
      const bool first = p < k;
      env_[op.params[p].name] = std::string(first != swapped ? "x" : "y") + std::to_string(p % k);
    }
  }
  bool ok = true;

  std::vector<std::string> body(const Body& b) {
    for (const Stm& s : b.stms) {
      std::vector<std::string> r = exp(s.exp, s.pat.size());
      if (!ok || r.size() != s.pat.size()) {
        ok = false;
        return {};
      }
      for (size_t i = 0; i < s.pat.size(); ++i) env_[s.pat[i].name] = r[i];
    }
    std::vector<std::string> out;
    for (const SubExp& r : b.result) out.push_back(sub(r));
    return out;
  }

 private:
  std::map<VName, std::string> env_;

  std::string sub(const SubExp& s) {
    if (s.is_const()) return prim_value_str(s.value);
    auto it = env_.find(s.var);
    if (it == env_.end()) return "free:" + s.var;  // bound outside the operator: the same in both
    return it->second;
  }
  std::string term(const std::string& head, std::vector<std::string> args) {
    std::string t = head + "(";
    for (size_t i = 0; i < args.size(); ++i) t += (i ? "," : "") + args[i];
    t += ")";
    if (t.size() > kMaxTerm) ok = false;
    return t;
  }

  std::vector<std::string> exp(const Exp& e, size_t results) {
    const std::string ty = std::to_string((int)e.prim);
    switch (e.kind) {
      case K::SubExp:
        return {sub(e.args[0])};
      case K::BinOp: {
        std::vector<std::string> a = {sub(e.args[0]), sub(e.args[1])};
        if (commutative_binop(e.binop, e.prim)) std::sort(a.begin(), a.end());
        return {term("b" + std::to_string((int)e.binop) + ":" + ty, a)};
      }
      case K::CmpOp: {
        std::vector<std::string> a = {sub(e.args[0]), sub(e.args[1])};
        CmpOp c = e.cmpop;
        if (c == CmpOp::Gt || c == CmpOp::Ge) {
          std::swap(a[0], a[1]);
          c = c == CmpOp::Gt ? CmpOp::Lt : CmpOp::Le;
        }
        if (c == CmpOp::Eq || c == CmpOp::Ne) std::sort(a.begin(), a.end());
        return {term("c" + std::to_string((int)c) + ":" + ty, a)};
      }
      case K::UnOp:
        return {term("u" + std::to_string((int)e.unop) + ":" + ty, {sub(e.args[0])})};
      case K::Convert:
        return {term("conv" + std::to_string((int)e.from) + ":" + ty, {sub(e.args[0])})};
      case K::PrimFun: {
        std::vector<std::string> a;
        for (const SubExp& x : e.args) a.push_back(sub(x));
        return {term("f:" + e.fun_name + ":" + ty, a)};
      }
      case K::If: {
        if (e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1]) break;
        const std::string c = sub(e.args[0]);
        std::map<VName, std::string> saved = env_;
        std::vector<std::string> t = body(*e.bodies[0]);
        env_ = saved;
        std::vector<std::string> f = body(*e.bodies[1]);
        env_ = saved;
        if (!ok || t.size() != results || f.size() != results) break;
        std::vector<std::string> out;
        for (size_t i = 0; i < results; ++i) out.push_back(t[i] == f[i] ? t[i] : term("if", {c, t[i], f[i]}));
        return out;
      }
      default:
        break;
    }
    ok = false;
    return {};
  }
};

bool symbolic_commutative(const Lambda& op) {
  Terms xy(op, false), yx(op, true);
  std::vector<std::string> a = xy.body(*op.body), b = yx.body(*op.body);
  return xy.ok && yx.ok && a.size() == op.body->result.size() && a == b;
}

}  // namespace

bool inferred_commutative(const Lambda& op) {
  const size_t k = op.params.size() / 2;
  if (!op.body || k == 0 || op.params.size() != 2 * k || op.body->result.size() != k) return false;
  for (const Param& p : op.params)
    if (p.type.is_array()) return false;
  if (symbolic_commutative(op)) return true;
  std::vector<int> sign(k, -1), flipped(k);
  if (k > 6) {
    // Too many relations to try (3^k): only operators that compare nothing
    // and combine every component commutatively.
    Evaluator ev(op, sign);
    std::vector<Sym> r = ev.body(*op.body);
    if (ev.compared) return false;
    for (size_t j = 0; j < k; ++j)
      if (side(r[j], j, k) != 'c') return false;
    return true;
  }
  while (true) {
    for (size_t m = 0; m < k; ++m) flipped[m] = -sign[m];
    std::vector<Sym> ab = Evaluator(op, sign).body(*op.body);
    std::vector<Sym> ba = Evaluator(op, flipped).body(*op.body);
    for (size_t j = 0; j < k; ++j) {
      char s1 = side(ab[j], j, k), s2 = side(ba[j], j, k);
      if (s1 == 0 || s2 == 0) return false;
      if (s1 == 'c' || s2 == 'c') {
        if (s1 != s2) return false;
        continue;
      }
      // op(a, b) takes a's value when s1 is 'a'; op(b, a) takes a's when
      // s2 is 'b' (its second argument is a).
      if (sign[j] != 0 && (s1 == 'a') != (s2 == 'b')) return false;
    }
    size_t m = 0;
    while (m < k && sign[m] == 1) sign[m++] = -1;
    if (m == k) return true;
    ++sign[m];
  }
}

}  // namespace runic::ir
