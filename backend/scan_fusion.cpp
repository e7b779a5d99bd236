// Scan-scatter fusion: the plan (backend/scan_fusion.h says what and why;
// backend/backend.cpp emits it, backend/kernel_codegen.cpp's scan-lookback
// template runs the scatters in its last phase).
#include "backend/scan_fusion.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <functional>
#include <optional>
#include <set>

#include "ir/ir_walk.h"

namespace runic::backend {

namespace {

using K = ir::Exp::Kind;

bool same_subexp(const ir::SubExp& a, const ir::SubExp& b) {
  if (a.is_var() != b.is_var()) return false;
  return a.is_var() ? a.var == b.var : a.value == b.value;
}

bool is_1d_segop(const ir::Exp& e, ir::SegKind k) {
  return e.kind == K::SegOp && e.seg_kind == k && !e.seg_group && e.seg_space.dims.size() == 1 &&
         !e.bodies.empty() && e.bodies[0];
}

// `\a b -> a + b` on i64 with neutral element 0.
bool is_sum_i64(const ir::ReduceOp& op) {
  const ir::Lambda& l = op.lambda;
  if (op.neutral.size() != 1 || !op.neutral[0].is_const() || op.neutral[0].value.type != PrimType::I64 ||
      op.neutral[0].value.as_i64() != 0)
    return false;
  if (l.params.size() != 2 || !l.body || l.body->stms.size() != 1 || l.body->result.size() != 1) return false;
  const ir::Stm& s = l.body->stms[0];
  const ir::Exp& e = s.exp;
  if (e.kind != K::BinOp || e.binop != BinOp::Add || e.prim != PrimType::I64) return false;
  if (s.pat.size() != 1 || !l.body->result[0].is_var() || l.body->result[0].var != s.pat[0].name) return false;
  auto is = [](const ir::SubExp& x, const std::string& n) { return x.is_var() && x.var == n; };
  return (is(e.args[0], l.params[0].name) && is(e.args[1], l.params[1].name)) ||
         (is(e.args[0], l.params[1].name) && is(e.args[1], l.params[0].name));
}

// `x = a[g]`: a scalar read at the thread index.
bool reads_at(const ir::Stm& s, const std::string& gtid, std::string* array = nullptr) {
  const ir::Exp& e = s.exp;
  if (e.kind != K::Index || s.pat.size() != 1 || s.pat[0].type.is_array() || e.dims.size() != 1 ||
      e.dims[0].is_slice || !e.dims[0].index.is_var() || e.dims[0].index.var != gtid)
    return false;
  if (array) *array = e.array;
  return true;
}

// The statements of a body by the names they bind, chained to the
// enclosing bodies (If branches).
struct Scope {
  const Scope* parent = nullptr;
  std::string gtid;
  std::map<std::string, std::pair<const ir::Stm*, size_t>> defs;
  Scope(const ir::Body& b, std::string g, const Scope* p = nullptr) : parent(p), gtid(std::move(g)) {
    for (auto& s : b.stms)
      for (size_t k = 0; k < s.pat.size(); ++k) defs[s.pat[k].name] = {&s, k};
  }
  const std::pair<const ir::Stm*, size_t>* find(const std::string& v) const {
    for (const Scope* s = this; s; s = s->parent) {
      auto it = s->defs.find(v);
      if (it != s->defs.end()) return &it->second;
    }
    return nullptr;
  }
};

// Value numbering across kernel bodies: a canonical spelling of a scalar
// in terms of the thread index ("G"), constants and free variables, reads
// of a flags map's outputs at the thread index replaced by the map's body.
struct Canon {
  std::map<std::string, const ir::Stm*> maps;  // output array -> 1-D SegMap over n

  std::string of(const ir::SubExp& x, const Scope& sc) const {
    if (x.is_const()) return "c" + prim_value_str(x.value);
    if (x.var == sc.gtid) return "G";
    auto d = sc.find(x.var);
    if (!d) return "v" + x.var;
    const ir::Stm& s = *d->first;
    const ir::Exp& e = s.exp;
    auto args = [&] {
      std::string r;
      for (auto& a : e.args) r += of(a, sc) + ",";
      return r;
    };
    std::string p = std::to_string((int)e.prim);
    switch (e.kind) {
      case K::SubExp: return of(e.args[0], sc);
      case K::BinOp: return "b" + std::to_string((int)e.binop) + ":" + p + "(" + args() + ")";
      case K::CmpOp: return "p" + std::to_string((int)e.cmpop) + ":" + p + "(" + args() + ")";
      case K::UnOp: return "u" + std::to_string((int)e.unop) + ":" + p + "(" + args() + ")";
      case K::Convert: return "cv" + std::to_string((int)e.from) + ":" + p + "(" + args() + ")";
      case K::PrimFun: return "f" + e.fun_name + ":" + p + "(" + args() + ")";
      case K::Index: {
        std::string a;
        if (reads_at(s, sc.gtid, &a)) {
          auto m = maps.find(a);
          if (m != maps.end()) {
            const ir::Stm& ms = *m->second;
            for (size_t k = 0; k < ms.pat.size(); ++k)
              if (ms.pat[k].name == a) {
                Scope inner(*ms.exp.bodies[0], ms.exp.seg_space.dims[0].first);
                return of(ms.exp.bodies[0]->result[k], inner);
              }
          }
        }
        std::string r = "i" + e.array + "[";
        for (auto& dim : e.dims) r += dim.is_slice ? std::string("?") + x.var : of(dim.index, sc) + ",";
        return r + "]";
      }
      case K::If: {
        if (e.bodies.size() != 2) break;
        Scope t(*e.bodies[0], sc.gtid, &sc), f(*e.bodies[1], sc.gtid, &sc);
        return "if(" + of(e.args[0], sc) + "," + of(e.bodies[0]->result[d->second], t) + "," +
               of(e.bodies[1]->result[d->second], f) + ")";
      }
      default: break;
    }
    return "?" + x.var;  // opaque: equal only to itself
  }

  // The predicate P of a flag `x` = bool_to_i64(P) or `if P then 1 else 0`
  // (spelled canonically), or "" where x is not such a flag.
  std::string predicate(const ir::SubExp& x, const Scope& sc) const {
    if (!x.is_var()) return "";
    auto d = sc.find(x.var);
    if (!d) return "";
    const ir::Stm& s = *d->first;
    const ir::Exp& e = s.exp;
    if (e.kind == K::SubExp) return predicate(e.args[0], sc);
    if (e.kind == K::Convert && e.from == PrimType::Bool && e.prim == PrimType::I64) return of(e.args[0], sc);
    if (e.kind == K::If && e.bodies.size() == 2) {
      const ir::SubExp& a = e.bodies[0]->result[d->second];
      const ir::SubExp& b = e.bodies[1]->result[d->second];
      if (a.is_const() && b.is_const() && a.value == PrimValue::int_value(PrimType::I64, 1) &&
          b.value == PrimValue::int_value(PrimType::I64, 0))
        return of(e.args[0], sc);
      return "";
    }
    std::string a;
    if (reads_at(s, sc.gtid, &a)) {
      auto m = maps.find(a);
      if (m == maps.end()) return "";
      const ir::Stm& ms = *m->second;
      for (size_t k = 0; k < ms.pat.size(); ++k)
        if (ms.pat[k].name == a) {
          Scope inner(*ms.exp.bodies[0], ms.exp.seg_space.dims[0].first);
          return predicate(ms.exp.bodies[0]->result[k], inner);
        }
    }
    return "";
  }
};

// The spelling (Canon) of the complement of an integer comparison
// spelled `p`: == and !=, < and >=, <= and > swapped (not for floats,
// where NaN is neither), or "" where `p` is no such comparison.
std::string complement_spelling(const std::string& p) {
  if (p.size() < 4 || p[0] != 'p') return "";
  size_t colon = p.find(':'), paren = p.find('(');
  if (colon == std::string::npos || paren == std::string::npos || colon > paren) return "";
  int op = std::atoi(p.substr(1, colon - 1).c_str()), prim = std::atoi(p.substr(colon + 1, paren - colon - 1).c_str());
  if (!is_int((PrimType)prim)) return "";
  static const int flip[] = {(int)CmpOp::Ne, (int)CmpOp::Eq, (int)CmpOp::Ge, (int)CmpOp::Gt, (int)CmpOp::Le, (int)CmpOp::Lt};
  static_assert((int)CmpOp::Eq == 0 && (int)CmpOp::Ne == 1 && (int)CmpOp::Lt == 2 && (int)CmpOp::Le == 3 &&
                (int)CmpOp::Gt == 4 && (int)CmpOp::Ge == 5, "CmpOp order");
  if (op < 0 || op > 5) return "";
  return "p" + std::to_string(flip[op]) + p.substr(colon);
}

// An affine form over symbols ("g": the index, "o": the scan value, free
// variables), or a known bool.
struct Aff {
  bool ok = false, is_bool = false;
  std::map<std::string, int64_t> c;
  int64_t k = 0;
  bool constant() const {
    if (!ok || is_bool) return false;
    for (auto& [s, v] : c)
      if (v != 0) return false;
    return true;
  }
  bool is(std::map<std::string, int64_t> cs, int64_t kk) const {
    if (!ok || is_bool) return false;
    std::map<std::string, int64_t> mine;
    for (auto& [s, v] : c)
      if (v != 0) mine[s] = v;
    return mine == cs && k == kk;
  }
};

// The scatter index under flag = f: the flag's and the predicate's
// canonical spellings are known values, offs reads are "o".
struct AffEval {
  const Canon& canon;
  std::string flag, pred, not_pred;
  std::set<std::string> offs;
  int64_t f = 0;

  Aff of(const ir::SubExp& x, const Scope& sc) const {
    Aff r;
    if (x.is_const()) {
      if (x.value.type == PrimType::Bool) {
        r.ok = r.is_bool = true;
        r.k = x.value.as_bool();
      } else if (x.value.type == PrimType::I64) {
        r.ok = true;
        r.k = x.value.as_i64();
      }
      return r;
    }
    std::string cs = canon.of(x, sc);
    if (cs == flag) return Aff{true, false, {}, f};
    if (cs == pred) return Aff{true, true, {}, f};
    if (cs == not_pred) return Aff{true, true, {}, 1 - f};
    if (!pred.empty() && cs == complement_spelling(pred)) return Aff{true, true, {}, 1 - f};
    // A predicate that is itself a negation: its operand is the complement
    // (`filter (not <-< p) xs ++ filter p xs`).
    const std::string neg = "u" + std::to_string((int)UnOp::Not) + ":" + std::to_string((int)PrimType::Bool) + "(";
    if (pred.size() > neg.size() + 2 && pred.compare(0, neg.size(), neg) == 0 &&
        pred.compare(pred.size() - 2, 2, ",)") == 0 && cs == pred.substr(neg.size(), pred.size() - neg.size() - 2))
      return Aff{true, true, {}, 1 - f};
    if (x.var == sc.gtid) return Aff{true, false, {{"g", 1}}, 0};
    auto d = sc.find(x.var);
    if (!d) return Aff{true, false, {{"v" + x.var, 1}}, 0};
    const ir::Stm& s = *d->first;
    const ir::Exp& e = s.exp;
    std::string a;
    if (reads_at(s, sc.gtid, &a) && offs.count(a)) return Aff{true, false, {{"o", 1}}, 0};
    switch (e.kind) {
      case K::SubExp: return of(e.args[0], sc);
      case K::BinOp: {
        if (e.prim != PrimType::I64) return r;
        Aff p = of(e.args[0], sc), q = of(e.args[1], sc);
        if (!p.ok || !q.ok || p.is_bool || q.is_bool) return r;
        if (e.binop == BinOp::Add || e.binop == BinOp::Sub) {
          int64_t sg = e.binop == BinOp::Add ? 1 : -1;
          r = p;
          for (auto& [s2, v] : q.c) r.c[s2] += sg * v;
          r.k += sg * q.k;
          return r;
        }
        if (e.binop == BinOp::Mul) {
          if (!p.constant() && !q.constant()) return r;
          const Aff& cst = p.constant() ? p : q;
          r = p.constant() ? q : p;
          for (auto& [s2, v] : r.c) v *= cst.k;
          r.k *= cst.k;
          return r;
        }
        return r;
      }
      case K::CmpOp: {
        if (e.prim != PrimType::I64 || (e.cmpop != CmpOp::Eq && e.cmpop != CmpOp::Ne)) return r;
        Aff p = of(e.args[0], sc), q = of(e.args[1], sc);
        if (!p.constant() || !q.constant()) return r;
        r.ok = r.is_bool = true;
        r.k = (p.k == q.k) == (e.cmpop == CmpOp::Eq);
        return r;
      }
      case K::UnOp: {
        if (e.unop != UnOp::Not) return r;
        Aff p = of(e.args[0], sc);
        if (!p.ok || !p.is_bool) return r;
        p.k = 1 - p.k;
        return p;
      }
      case K::Convert: {
        if (e.from != PrimType::Bool || e.prim != PrimType::I64) return r;
        Aff p = of(e.args[0], sc);
        if (!p.ok || !p.is_bool) return r;
        p.is_bool = false;
        return p;
      }
      case K::If: {
        Aff c = of(e.args[0], sc);
        if (!c.ok || !c.is_bool || e.bodies.size() != 2) return r;
        const ir::Body& b = *e.bodies[c.k ? 0 : 1];
        Scope inner(b, sc.gtid, &sc);
        return of(b.result[d->second], inner);
      }
      default: return r;
    }
  }
};

bool consumes_or_loops(const ir::Exp& e) {
  switch (e.kind) {
    case K::Update: case K::Loop: case K::If: case K::Apply: case K::Scatter: case K::Hist: return true;
    case K::SegOp: return e.seg_kind == ir::SegKind::Scatter || e.seg_kind == ir::SegKind::Hist;
    default: return false;
  }
}

// An `if` of scalars whose branches compute scalars only (no arrays, no
// kernels, no consumption): it can run on the host before the scan.
bool scalar_if(const ir::Exp& e) {
  if (e.kind != K::If) return false;
  for (auto& t : e.ret)
    if (t.is_array()) return false;
  for (auto& b : e.bodies) {
    if (!b) return false;
    for (auto& s : b->stms) {
      for (auto& p : s.pat)
        if (p.type.is_array()) return false;
      switch (s.exp.kind) {
        case K::SubExp:
        case K::BinOp:
        case K::CmpOp:
        case K::UnOp:
        case K::Convert:
        case K::PrimFun:
        case K::Index:
        case K::Assert:
          break;
        case K::If:
          if (!scalar_if(s.exp)) return false;
          break;
        default:
          return false;
      }
    }
  }
  return true;
}

// Whether every use of the scan's outputs `offs` in `b` is a read of the
// last element, `o[n - 1]`, in a branch where n is not 0 (`nonzero`: the
// enclosing branches already say so); `*count` counts them.
bool last_reads_only(const ir::Body& b, const Scope& parent, bool nonzero, const ir::SubExp& n,
                     const std::set<std::string>& offs, int* count) {
  Scope sc(b, "", &parent);
  for (auto& s : b.stms) {
    const ir::Exp& e = s.exp;
    if (e.kind == K::Index && offs.count(e.array)) {
      if (!nonzero || s.pat.size() != 1 || s.pat[0].type.is_array() || e.dims.size() != 1 ||
          e.dims[0].is_slice || !e.dims[0].index.is_var())
        return false;
      auto d = sc.find(e.dims[0].index.var);
      const ir::Exp* x = d ? &d->first->exp : nullptr;
      if (!x || x->kind != K::BinOp || x->binop != BinOp::Sub || x->prim != PrimType::I64 ||
          !same_subexp(x->args[0], n) || !x->args[1].is_const() || x->args[1].value.as_i64() != 1)
        return false;
      ++*count;
      continue;
    }
    if (e.kind == K::If && e.bodies.size() == 2 && e.bodies[0] && e.bodies[1]) {
      // `if n == 0` (n is not 0 in the else branch) or `if n != 0`.
      int nz_branch = -1;
      if (e.args[0].is_var()) {
        auto d = sc.find(e.args[0].var);
        const ir::Exp* c = d ? &d->first->exp : nullptr;
        if (c && c->kind == K::CmpOp && c->prim == PrimType::I64 &&
            (c->cmpop == CmpOp::Eq || c->cmpop == CmpOp::Ne)) {
          auto zero = [](const ir::SubExp& z) { return z.is_const() && z.value.as_i64() == 0; };
          if ((same_subexp(c->args[0], n) && zero(c->args[1])) ||
              (same_subexp(c->args[1], n) && zero(c->args[0])))
            nz_branch = c->cmpop == CmpOp::Eq ? 1 : 0;
        }
      }
      for (int k = 0; k < 2; ++k)
        if (!last_reads_only(*e.bodies[k], sc, nonzero || nz_branch == k, n, offs, count))
          return false;
      continue;
    }
    auto u = ir::walk::count_uses(s);
    for (auto& o : offs)
      if (u.count(o)) return false;
  }
  for (auto& r : b.result)
    if (r.is_var() && offs.count(r.var)) return false;
  return true;
}

// `if n == 0 then ne else t` (or `if n != 0 then t else ne`) after
// replace_last_reads: where each result of the non-empty branch is a
// component of the totals (`totals`, by a chain of plain bindings) and the
// empty branch's the operator's neutral element of that component, the
// statement's results always equal the totals (over no elements the
// reduction gives ne): recorded in `alias` (result -> component).  The
// non-empty branch may compute other scalars (its `n - 1`), which are then
// dead; nothing is recorded where it does more.
void alias_totals(const ir::Stm& c, const Scope& scope, const ir::SubExp& n, const ir::ReduceOp& op,
                  const std::vector<ir::Param>& totals, std::map<std::string, std::string>* alias) {
  const ir::Exp& e = c.exp;
  if (e.kind != K::If || e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1] || e.args.empty() ||
      !e.args[0].is_var())
    return;
  auto d = scope.find(e.args[0].var);
  const ir::Exp* x = d ? &d->first->exp : nullptr;
  auto zero = [](const ir::SubExp& z) { return z.is_const() && z.value.as_i64() == 0; };
  if (!x || x->kind != K::CmpOp || x->prim != PrimType::I64 || (x->cmpop != CmpOp::Eq && x->cmpop != CmpOp::Ne) ||
      !((same_subexp(x->args[0], n) && zero(x->args[1])) || (same_subexp(x->args[1], n) && zero(x->args[0]))))
    return;
  const int empty = x->cmpop == CmpOp::Eq ? 0 : 1;  // the branch taken where n == 0
  const ir::Body& eb = *e.bodies[empty];
  const ir::Body& tb = *e.bodies[1 - empty];
  std::map<std::string, size_t> comp;  // name -> the totals component it is
  for (size_t j = 0; j < totals.size(); ++j) comp[totals[j].name] = j;
  if (!eb.stms.empty() || eb.result.size() != c.pat.size() || tb.result.size() != c.pat.size() ||
      op.neutral.size() != totals.size())
    return;
  for (auto& st : tb.stms) {
    const ir::Exp& s = st.exp;
    bool pure = s.kind == K::SubExp || s.kind == K::BinOp || s.kind == K::CmpOp || s.kind == K::UnOp ||
                s.kind == K::Convert;
    if (!pure || st.pat.size() != 1) return;
    if (s.kind == K::SubExp && s.args[0].is_var() && comp.count(s.args[0].var))
      comp[st.pat[0].name] = comp[s.args[0].var];
  }
  std::map<std::string, std::string> found;
  for (size_t k = 0; k < c.pat.size(); ++k) {
    const ir::SubExp& t = tb.result[k];
    if (!t.is_var() || !comp.count(t.var)) return;
    size_t j = comp[t.var];
    if (!op.neutral[j].is_const() || !same_subexp(eb.result[k], op.neutral[j])) return;
    found[c.pat[k].name] = totals[j].name;
  }
  alias->insert(found.begin(), found.end());
}

// A scan by a componentwise sum of K integer components from 0 (`(a0 +
// b0, ..., aK-1 + bK-1)`), the neutral elements all 0.
bool componentwise_sum(const ir::ReduceOp& op) {
  const ir::Lambda& l = op.lambda;
  const size_t k = op.neutral.size();
  if (!l.body || k == 0 || l.params.size() != 2 * k || l.body->result.size() != k) return false;
  for (auto& z : op.neutral)
    if (!z.is_const() || !is_int(z.value.type) || z.value.as_i64() != 0) return false;
  std::map<std::string, const ir::Exp*> def;
  for (auto& s : l.body->stms) {
    if (s.pat.size() != 1) return false;
    def[s.pat[0].name] = &s.exp;
  }
  for (size_t j = 0; j < k; ++j) {
    const ir::SubExp& r = l.body->result[j];
    if (!r.is_var() || !def.count(r.var)) return false;
    const ir::Exp& e = *def[r.var];
    if (e.kind != K::BinOp || e.binop != BinOp::Add || !is_int(e.prim) || e.args.size() != 2) return false;
    auto is = [&](const ir::SubExp& x, size_t q) { return x.is_var() && x.var == l.params[q].name; };
    if (!((is(e.args[0], j) && is(e.args[1], k + j)) || (is(e.args[0], k + j) && is(e.args[1], j)))) return false;
  }
  return true;
}

// A linear form over symbols ("o<j>": the scan's component j at the
// element, "g": its index, "v<name>": a free scalar), or a known bool.
struct Lin {
  bool ok = false, is_bool = false;
  std::map<std::string, int64_t> c;
  int64_t k = 0;
};

// Digit placements (issue 16: a radix sort pass without `partition`).
// The scan sums K one-hot components, component j being `d == j` for a
// digit d of each element known to lie in [0, K) (`(x >> s) & (K - 1)`,
// converted); so every element has exactly one component 1, and the
// totals T_j of the components sum to n.  The scatter's index, evaluated
// for each digit value v (comparisons of d with constants decided, the
// branches of `match` followed), must be `o_v - 1 + sum of T_j over j in
// A_v`, T_j the totals (free scalars that total_alias says are
// component j's total), where the sets A_v grow by one component along
// some order of the digits: digit v's keys then go to [start_v, start_v +
// T_v) with start_v the sum of the totals before it, each place once.  So
// the scatter writes all n places of a destination of n elements, and
// whatever that destination held is never seen.  Returns the largest n
// for which the counts cannot overflow (their narrowest type's maximum),
// or nothing where this is not proven.
std::optional<int64_t> digit_permutation(const ScanScatterPlan& plan, const ScanScatterPlan::Out& o,
                                         const Canon& canon, const Scope& b_scope) {
  const ir::Exp& se = plan.scan_exp;
  const ir::Stm& S = *plan.scan;
  const size_t K = S.pat.size();
  if (K < 2 || K > 64 || se.reduces.size() != 1 || !componentwise_sum(se.reduces[0]) || !plan.totals) return std::nullopt;
  if (o.body->result.empty() || o.params.size() != K + 1) return std::nullopt;
  const std::string gS = se.seg_space.dims[0].first;
  Scope ss(*se.bodies[0], gS);
  auto follow = [](const Scope& sc, ir::SubExp x) -> const ir::Exp* {
    for (int depth = 0; depth < 16 && x.is_var(); ++depth) {
      auto d = sc.find(x.var);
      if (!d || d->first->pat.size() != 1) return nullptr;
      const ir::Exp& e = d->first->exp;
      if (e.kind != K::SubExp) return &e;
      x = e.args[0];
    }
    return nullptr;
  };
  // The digit: every component `bool_to_int(d == j)`, one spelling of d.
  std::string D;
  std::set<int64_t> consts;
  ir::SubExp dvar;
  int64_t limit = INT64_MAX;
  for (size_t j = 0; j < K; ++j) {
    const PrimType t = S.pat[j].type.elem;
    if (!is_int(t)) return std::nullopt;
    int64_t mx = t == PrimType::I8 ? INT8_MAX : t == PrimType::I16 ? INT16_MAX : t == PrimType::I32 ? INT32_MAX
               : t == PrimType::U8 ? UINT8_MAX : t == PrimType::U16 ? UINT16_MAX : t == PrimType::U32 ? UINT32_MAX
               : INT64_MAX;
    limit = std::min(limit, mx);
    const ir::Exp* cv = follow(ss, se.bodies[0]->result[j]);
    if (!cv || cv->kind != K::Convert || cv->from != PrimType::Bool) return std::nullopt;
    const ir::Exp* cmp = follow(ss, cv->args[0]);
    if (!cmp || cmp->kind != K::CmpOp || cmp->cmpop != CmpOp::Eq || !is_int(cmp->prim)) return std::nullopt;
    int ci = cmp->args[1].is_const() ? 1 : cmp->args[0].is_const() ? 0 : -1;
    if (ci < 0) return std::nullopt;
    std::string d = canon.of(cmp->args[1 - ci], ss);
    if (!D.empty() && d != D) return std::nullopt;
    D = d;
    dvar = cmp->args[1 - ci];
    if (!consts.insert(cmp->args[ci].value.as_i64()).second) return std::nullopt;
  }
  for (size_t j = 0; j < K; ++j)
    if (!consts.count((int64_t)j)) return std::nullopt;
  // d lies in [0, K): an integer conversion of `y & (K - 1)` (values that
  // small survive any conversion between integer types).
  const ir::Exp* de = follow(ss, dvar);
  for (int depth = 0; de && de->kind == K::Convert && depth < 4; ++depth) {
    if (!is_int(de->from) || !is_int(de->prim)) return std::nullopt;
    de = follow(ss, de->args[0]);
  }
  if (!de || de->kind != K::BinOp || de->binop != BinOp::And || !is_int(de->prim)) return std::nullopt;
  int mi = de->args[1].is_const() ? 1 : de->args[0].is_const() ? 0 : -1;
  if (mi < 0 || de->args[mi].value.as_i64() != (int64_t)K - 1) return std::nullopt;
  // The totals by component.
  std::map<std::string, size_t> comp_of_total;
  for (size_t j = 0; j < plan.totals->pat.size(); ++j) comp_of_total[plan.totals->pat[j].name] = j;
  const std::string gX = o.params[0].name;
  std::map<std::string, size_t> param_comp;
  for (size_t j = 1; j < o.params.size(); ++j) param_comp[o.params[j].name] = j - 1;
  Scope xs(*o.body, gX);
  int64_t v = 0;
  std::function<Lin(const ir::SubExp&, const Scope&, int)> eval = [&](const ir::SubExp& x, const Scope& sc,
                                                                      int depth) -> Lin {
    Lin r;
    if (depth > 64) return r;
    if (x.is_const()) {
      r.ok = true;
      r.is_bool = x.value.type == PrimType::Bool;
      if (r.is_bool) r.k = x.value.as_bool();
      else if (is_int(x.value.type)) r.k = x.value.as_i64();
      else r.ok = false;
      return r;
    }
    if (canon.of(x, sc) == D) return Lin{true, false, {}, v};
    if (x.var == gX) return Lin{true, false, {{"g", 1}}, 0};
    auto pc = param_comp.find(x.var);
    if (pc != param_comp.end()) return Lin{true, false, {{"o" + std::to_string(pc->second), 1}}, 0};
    auto ta = plan.total_alias.find(x.var);
    if (ta != plan.total_alias.end()) return Lin{true, false, {{"t" + std::to_string(comp_of_total.at(ta->second)), 1}}, 0};
    // The body's own statements, then the host's (the starts computed
    // from the totals before the scan).
    auto d = sc.find(x.var);
    if (!d && &sc != &b_scope) return eval(x, b_scope, depth + 1);
    if (!d) return r;
    const ir::Exp& e = d->first->exp;
    switch (e.kind) {
      case K::SubExp: return eval(e.args[0], sc, depth + 1);
      case K::BinOp: {
        if (!is_int(e.prim)) return r;
        Lin a = eval(e.args[0], sc, depth + 1), b = eval(e.args[1], sc, depth + 1);
        if (!a.ok || !b.ok || a.is_bool || b.is_bool) return r;
        if (e.binop == BinOp::Add || e.binop == BinOp::Sub) {
          int64_t sg = e.binop == BinOp::Add ? 1 : -1;
          r = a;
          for (auto& [s2, q] : b.c) r.c[s2] += sg * q;
          r.k += sg * b.k;
          return r;
        }
        return r;
      }
      case K::CmpOp: {
        if (!is_int(e.prim) || (e.cmpop != CmpOp::Eq && e.cmpop != CmpOp::Ne)) return r;
        Lin a = eval(e.args[0], sc, depth + 1), b = eval(e.args[1], sc, depth + 1);
        auto cst = [](const Lin& l) {
          if (!l.ok || l.is_bool) return false;
          for (auto& [_, q] : l.c)
            if (q != 0) return false;
          return true;
        };
        if (!cst(a) || !cst(b)) return r;
        return Lin{true, true, {}, (a.k == b.k) == (e.cmpop == CmpOp::Eq) ? 1 : 0};
      }
      case K::UnOp: {
        if (e.unop != UnOp::Not) return r;
        Lin a = eval(e.args[0], sc, depth + 1);
        if (!a.ok || !a.is_bool) return r;
        a.k = 1 - a.k;
        return a;
      }
      case K::Convert: {
        // Counts and places are below n, which fits every type involved
        // (the limit returned): integer conversions keep them.
        if (!is_int(e.prim) || !is_int(e.from)) return r;
        return eval(e.args[0], sc, depth + 1);
      }
      case K::If: {
        Lin c = eval(e.args[0], sc, depth + 1);
        if (!c.ok || !c.is_bool || e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1]) return r;
        const ir::Body& b = *e.bodies[c.k ? 0 : 1];
        Scope inner(b, sc.gtid, &sc);
        return eval(b.result[d->second], inner, depth + 1);
      }
      default: return r;
    }
  };
  std::vector<std::set<size_t>> A(K);
  for (v = 0; v < (int64_t)K; ++v) {
    Lin f = eval(o.body->result[0], xs, 0);
    if (!f.ok || f.is_bool || f.k != -1) return std::nullopt;
    for (auto& [sym, q] : f.c) {
      if (q == 0) continue;
      if (q != 1) return std::nullopt;
      if (sym == "o" + std::to_string(v)) continue;
      if (sym[0] != 't') return std::nullopt;
      A[v].insert(std::stoul(sym.substr(1)));
    }
    if (!f.c.count("o" + std::to_string(v)) || f.c.at("o" + std::to_string(v)) != 1) return std::nullopt;
  }
  // The sets grow by one digit along an order of the digits.
  std::vector<size_t> order(K);
  for (size_t j = 0; j < K; ++j) order[j] = j;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return A[a].size() < A[b].size(); });
  std::set<size_t> before;
  for (size_t m = 0; m < K; ++m) {
    if (A[order[m]] != before) return std::nullopt;
    before.insert(order[m]);
  }
  return limit;
}

// An operator on k-tuples of integers that combines each component with
// its partner alone by a commutative operation (`+`, `*`, bitwise, min,
// max): commutative, so its reduction may read the lanes strided.
bool componentwise_commutative(const ir::ReduceOp& op) {
  const ir::Lambda& l = op.lambda;
  const size_t k = l.params.size() / 2;
  if (!l.body || k == 0 || l.params.size() != 2 * k || l.body->result.size() != k ||
      l.body->stms.size() != k)
    return false;
  std::map<std::string, const ir::Exp*> def;
  for (auto& s : l.body->stms) {
    if (s.pat.size() != 1) return false;
    def[s.pat[0].name] = &s.exp;
  }
  for (size_t j = 0; j < k; ++j) {
    const ir::SubExp& r = l.body->result[j];
    if (!r.is_var() || !def.count(r.var)) return false;
    const ir::Exp& e = *def[r.var];
    if (e.kind != K::BinOp || !is_int(e.prim) || e.args.size() != 2) return false;
    switch (e.binop) {
      case BinOp::Add:
      case BinOp::Mul:
      case BinOp::And:
      case BinOp::Or:
      case BinOp::Xor:
      case BinOp::Min:
      case BinOp::Max:
        break;
      default:
        return false;
    }
    auto is = [](const ir::SubExp& x, const std::string& n) { return x.is_var() && x.var == n; };
    const std::string &a = l.params[j].name, &b = l.params[j + k].name;
    if (!((is(e.args[0], a) && is(e.args[1], b)) || (is(e.args[0], b) && is(e.args[1], a))))
      return false;
  }
  return true;
}

// `b` with the reads of `tot`'s arrays replaced by their totals.
void replace_last_reads(ir::Body& b, const std::map<std::string, std::string>& tot) {
  for (auto& s : b.stms) {
    auto it = s.exp.kind == K::Index ? tot.find(s.exp.array) : tot.end();
    if (it != tot.end()) {
      PrimType t = s.pat[0].type.elem;
      s.exp = ir::Exp{};
      s.exp.kind = K::SubExp;
      s.exp.prim = t;
      s.exp.args = {ir::SubExp::variable(it->second)};
      continue;
    }
    for (auto& nb : s.exp.bodies)
      if (nb) replace_last_reads(*nb, tot);
  }
}

// `b` with the reads of the flags map's outputs at `gtid` replaced by the
// map's body (once, then its results).
ir::BodyPtr inline_map(const ir::Body& b, const std::string& gtid, const ir::Stm& m) {
  auto r = std::make_shared<ir::Body>();
  r->result = b.result;
  bool done = false;
  const ir::Body& mb = *m.exp.bodies[0];
  for (auto& s : b.stms) {
    std::string a;
    if (reads_at(s, gtid, &a)) {
      size_t k = 0;
      while (k < m.pat.size() && m.pat[k].name != a) ++k;
      if (k < m.pat.size()) {
        // The map's index renamed to ours (names are bound once: the
        // inlined body's reads at its index become reads at ours).
        std::map<std::string, std::string> ren = {{m.exp.seg_space.dims[0].first, gtid}};
        auto cb = ir::walk::clone_body(mb);
        ir::walk::rename_uses(*cb, ren);
        if (!done) {
          for (auto& st : cb->stms) r->stms.push_back(st);
          done = true;
        }
        ir::Stm v;
        v.pat = s.pat;
        v.exp.kind = K::SubExp;
        v.exp.prim = s.pat[0].type.elem;
        v.exp.args = {cb->result[k]};
        v.loc = s.loc;
        r->stms.push_back(v);
        continue;
      }
    }
    r->stms.push_back(s);
  }
  return r;
}

struct Planner {
  std::set<const ir::Stm*> taken;
  std::vector<std::shared_ptr<ScanScatterPlan>> plans;

  // `parent`: the enclosing bodies' statements (a host `if n == 0` may
  // test a size outside the loop that holds the scan).
  void body(const ir::Body& b, const Scope* parent = nullptr) {
    Scope sc(b, "", parent);
    for (auto& s : b.stms) {
      if (s.exp.kind == K::Loop || s.exp.kind == K::If)
        for (auto& nb : s.exp.bodies)
          if (nb) body(*nb, &sc);
    }
    for (size_t i = 0; i < b.stms.size(); ++i) {
      const ir::Stm& s = b.stms[i];
      if (is_1d_segop(s.exp, ir::SegKind::Scan) && !taken.count(&s)) try_plan(b, i, sc);
    }
  }

  void try_plan(const ir::Body& B, size_t si, const Scope& b_scope) {
    const ir::Stm& S = B.stms[si];
    const ir::Exp& se = S.exp;
    if (se.reduces.size() != 1) return;
    const ir::SubExp n = se.seg_space.dims[0].second;
    const std::string gS = se.seg_space.dims[0].first;
    std::set<std::string> offs;
    for (auto& p : S.pat) {
      if (p.type.rank() != 1) return;
      offs.insert(p.name);
    }
    std::map<std::string, size_t> def_at;  // name -> index in B
    for (size_t j = 0; j < B.stms.size(); ++j)
      for (auto& p : B.stms[j].pat) def_at[p.name] = j;
    auto uses = ir::walk::count_uses(B);
    Canon canon;
    for (size_t j = 0; j < si; ++j) {
      const ir::Stm& m = B.stms[j];
      if (!is_1d_segop(m.exp, ir::SegKind::Map) || !same_subexp(m.exp.seg_space.dims[0].second, n)) continue;
      bool scalar = true;
      for (auto& t : m.exp.ret) scalar = scalar && !t.is_array();
      if (!scalar || m.exp.bodies[0]->result.size() != m.pat.size()) continue;
      for (auto& p : m.pat) canon.maps[p.name] = &m;
    }
    Scope scan_scope(*se.bodies[0], gS);
    const bool flag_sum = S.pat.size() == 1 && S.pat[0].type.elem == PrimType::I64 && is_sum_i64(se.reduces[0]);
    std::string flag_c, pred_c;
    if (flag_sum) {
      flag_c = canon.of(se.bodies[0]->result[0], scan_scope);
      pred_c = canon.predicate(se.bodies[0]->result[0], scan_scope);
    }
    // The count: a sum of the same flags after the scan.
    const ir::Stm* R = nullptr;
    if (flag_sum)
      for (size_t j = si + 1; j < B.stms.size() && !R; ++j) {
        const ir::Stm& r = B.stms[j];
        if (!is_1d_segop(r.exp, ir::SegKind::Red) || taken.count(&r) || r.pat.size() != 1 ||
            r.exp.reduces.size() != 1 || !is_sum_i64(r.exp.reduces[0]) ||
            !same_subexp(r.exp.seg_space.dims[0].second, n))
          continue;
        Scope rs(*r.exp.bodies[0], r.exp.seg_space.dims[0].first);
        if (canon.of(r.exp.bodies[0]->result[0], rs) == flag_c) R = &r;
      }
    const std::string cnt = R ? R->pat[0].name : "";
    // The scatters and their forms.
    auto plan = std::make_shared<ScanScatterPlan>();
    plan->scan = &S;
    std::set<const ir::Stm*> members = {&S};
    std::map<const ir::Stm*, size_t> out_of;
    std::set<std::string> inplace_dests;
    int fused_reads = 0;
    size_t last = si;
    // The scatters over n after statement `from` that read an output of
    // map `m` at their own index, and how many such reads there are.
    auto scatter_readers = [&](const ir::Stm& m, size_t from, int* reads) {
      std::set<const ir::Stm*> r;
      *reads = 0;
      for (size_t j = from + 1; j < B.stms.size(); ++j) {
        const ir::Stm& X = B.stms[j];
        if (!is_1d_segop(X.exp, ir::SegKind::Scatter) || !same_subexp(X.exp.seg_space.dims[0].second, n)) continue;
        for (auto& st : X.exp.bodies[0]->stms) {
          std::string a;
          if (!reads_at(st, X.exp.seg_space.dims[0].first, &a)) continue;
          for (auto& p : m.pat)
            if (p.name == a) {
              ++*reads;
              r.insert(&X);
            }
        }
      }
      return r;
    };
    // Maps that several scatters read (a key-value sort's index map, one
    // for the keys' scatter and the values'): inlined into each, where
    // every one of them is fused (checked after the scatters; otherwise
    // planned again without sharing).
    std::map<const ir::Stm*, std::set<const ir::Stm*>> shared_maps;
    for (int attempt = 0; attempt < 2; ++attempt) {
      const bool share = attempt == 0;
      if (attempt == 1) {
        plan = std::make_shared<ScanScatterPlan>();
        plan->scan = &S;
        members = {&S};
        out_of.clear();
        inplace_dests.clear();
        fused_reads = 0;
        last = si;
        shared_maps.clear();
      }
      for (size_t j = si + 1; j < B.stms.size(); ++j) {
        const ir::Stm& X = B.stms[j];
        if (!is_1d_segop(X.exp, ir::SegKind::Scatter) || taken.count(&X) ||
            !same_subexp(X.exp.seg_space.dims[0].second, n))
          continue;
        ir::Exp xe = X.exp;
        const std::string gX = xe.seg_space.dims[0].first;
        // Maps over n whose outputs only this scatter reads, at its index
        // (the indices of a compaction written by hand): inlined.
        std::vector<const ir::Stm*> absorbed;
        for (bool again = true; again;) {
          again = false;
          for (auto& st : xe.bodies[0]->stms) {
            std::string a;
            if (!reads_at(st, gX, &a)) continue;
            auto it = def_at.find(a);
            if (it == def_at.end() || it->second >= j) continue;
            const ir::Stm& m = B.stms[it->second];
            if (taken.count(&m) || !is_1d_segop(m.exp, ir::SegKind::Map) ||
                !same_subexp(m.exp.seg_space.dims[0].second, n) || m.exp.bodies[0]->result.size() != m.pat.size())
              continue;
            bool scalar = true;
            for (auto& t : m.exp.ret) scalar = scalar && !t.is_array();
            int total = 0, here = 0;
            for (auto& p : m.pat) total += uses.count(p.name) ? uses[p.name] : 0;
            for (auto& s2 : xe.bodies[0]->stms) {
              std::string a2;
              if (reads_at(s2, gX, &a2))
                for (auto& p : m.pat) here += p.name == a2;
            }
            if (!scalar) continue;
            if (total != here) {
              int all_reads = 0;
              std::set<const ir::Stm*> readers = scatter_readers(m, it->second, &all_reads);
              if (!share || total != all_reads || readers.size() < 2) continue;
              shared_maps[&m] = readers;
            }
            xe.bodies[0] = inline_map(*xe.bodies[0], gX, m);
            absorbed.push_back(&m);
            again = true;
            break;
          }
        }
        int reads = 0, all = 0;
        for (auto& st : xe.bodies[0]->stms) {
          std::string a;
          if (reads_at(st, gX, &a) && offs.count(a)) ++reads;
        }
        auto xu = ir::walk::count_uses(*xe.bodies[0]);
        for (auto& o : offs) all += xu.count(o) ? xu[o] : 0;
        if (reads == 0 || reads != all) continue;
        bool ok = true;
        auto bu = ir::walk::count_uses(*xe.bodies[0]);
        for (auto& d : xe.arrays) ok = ok && !bu.count(d);
        for (auto& p : X.pat) ok = ok && p.type.rank() == 1;
        // Destinations: blanks of count / n - count (form b), else in place.
        std::vector<const ir::Stm*> blanks;
        std::string form;
        for (auto& d : xe.arrays) {
          auto it = def_at.find(d);
          std::string f = "in place";
          if (it != def_at.end() && it->second > si && it->second < j && R) {
            const ir::Stm& bs = B.stms[it->second];
            bool blank = bs.pat.size() == 1 && uses[d] == 1 && bs.pat[0].type.rank() == 1 &&
                         (is_1d_segop(bs.exp, ir::SegKind::Map) || bs.exp.kind == K::Replicate) &&
                         bs.pat[0].type.shape[0].is_var();
            if (blank) {
              const std::string& sz = bs.pat[0].type.shape[0].var;
              if (sz == cnt) {
                f = "kept";
              } else if (def_at.count(sz)) {
                const ir::Stm& z = B.stms[def_at[sz]];
                if (z.exp.kind == K::BinOp && z.exp.binop == BinOp::Sub && z.exp.prim == PrimType::I64 &&
                    same_subexp(z.exp.args[0], n) && z.exp.args[1].is_var() && z.exp.args[1].var == cnt)
                  f = "rejected";
              }
            }
            if (f != "in place") blanks.push_back(&bs);
          }
          if (!form.empty() && form != f) ok = false;
          form = f;
        }
        if (!ok) continue;
        if (form != "in place") {
          // The proof: the index under flag 1 and flag 0.
          if (pred_c.empty()) continue;
          AffEval ev{canon, flag_c, pred_c, "u" + std::to_string((int)UnOp::Not) + ":" +
                                                std::to_string((int)PrimType::Bool) + "(" + pred_c + ",)",
                     offs, 0};
          Scope xs(*xe.bodies[0], gX);
          ev.f = 1;
          Aff one = ev.of(xe.bodies[0]->result[0], xs);
          ev.f = 0;
          Aff zero = ev.of(xe.bodies[0]->result[0], xs);
          bool proven = form == "kept" ? one.is({{"o", 1}}, -1) && zero.constant() && zero.k < 0
                                       : zero.is({{"g", 1}, {"o", -1}}, 0) && one.constant() && one.k < 0;
          if (!proven) continue;
        } else {
          // Written at the scan, before the statements between it and the
          // scatter: only fresh arrays that nothing but the scatter uses (no
          // alias of them can be read in between).
          bool fresh = true;
          for (auto& d : xe.arrays) {
            auto it = def_at.find(d);
            if (it == def_at.end() || uses[d] != 1) {
              fresh = false;
              continue;
            }
            const ir::Exp& de = B.stms[it->second].exp;
            fresh = fresh && (is_1d_segop(de, ir::SegKind::Map) || de.kind == K::Replicate || de.kind == K::Copy ||
                              de.kind == K::Iota);
            inplace_dests.insert(d);
          }
          if (!fresh) continue;
        }
        ScanScatterPlan::Out o;
        o.scatter = &X;
        o.exp = xe;
        o.absorbed = absorbed;
        for (auto* m : absorbed) members.insert(m);
        o.blanks = blanks;
        o.form = form;
        out_of[&X] = plan->outs.size();
        plan->outs.push_back(o);
        members.insert(&X);
        for (auto* b : blanks) members.insert(b);
        fused_reads += reads;
        last = j;
      }
      bool all_fused = true;
      for (auto& [m, readers] : shared_maps)
        for (auto* x : readers) all_fused = all_fused && out_of.count(x);
      if (all_fused) break;
    }
    // A shared map's reads of the scan were counted once per scatter it
    // went into; the program has them once.
    for (auto& [m, readers] : shared_maps) {
      int r = 0;
      for (auto& st : m->exp.bodies[0]->stms) {
        std::string a;
        if (reads_at(st, m->exp.seg_space.dims[0].first, &a) && offs.count(a)) ++r;
      }
      fused_reads -= r * (int)(readers.size() - 1);
    }
    if (plan->outs.empty()) return;
    // Statements between the scan and the last scatter that the scatters
    // need: emitted before the scan.
    std::set<std::string> needed;
    for (auto& o : plan->outs) {
      for (auto& [v, _] : ir::walk::free_vars(o.exp))
        if (!offs.count(v)) needed.insert(v);
      if (o.form == "in place")
        for (auto& p : o.scatter->pat)
          for (auto& d : p.type.shape)
            if (d.is_var()) needed.insert(d.var);
    }
    // Blank destinations are not read; their sizes come after the count.
    for (auto& o : plan->outs)
      if (o.form != "in place")
        for (auto& d : o.scatter->exp.arrays) needed.erase(d);
    std::set<const ir::Stm*> moved;
    bool count_replaced = R != nullptr;
    for (size_t j = last; j > si; --j) {
      const ir::Stm& T = B.stms[j];
      if (members.count(&T)) continue;
      bool need = false;
      for (auto& p : T.pat) need = need || needed.count(p.name);
      if (!need) continue;
      if (&T == R) count_replaced = false;
      if (consumes_or_loops(T.exp) && !scalar_if(T.exp)) return;
      moved.insert(&T);
      for (auto& [v, _] : ir::walk::free_vars(T.exp)) needed.insert(v);
      for (auto& p : T.pat)
        for (auto& d : p.type.shape)
          if (d.is_var()) needed.insert(d.var);
    }
    bool int_scan = true;
    for (auto& p : S.pat) int_scan = int_scan && is_int(p.type.elem);
    std::set<const ir::Stm*> need_totals;
    int total_reads = 0;
    for (size_t j = si + 1; j <= last; ++j) {
      const ir::Stm& T = B.stms[j];
      if (!moved.count(&T)) continue;
      bool reads_scan = false;
      for (auto& [v, _] : ir::walk::free_vars(T.exp)) {
        auto it = def_at.find(v);
        if (it == def_at.end() || it->second < si) continue;
        if (it->second == si) {
          reads_scan = true;
          continue;
        }
        if (it->second >= j || !moved.count(&B.stms[it->second])) return;  // depends on the scan
      }
      if (reads_scan) {
        // Only through its last element, which a reduction gives before it.
        int c = 0;
        if (!int_scan || T.exp.kind != K::If || !T.exp.bodies[0] || !T.exp.bodies[1]) return;
        ir::Body one;
        one.stms.push_back(T);
        if (!last_reads_only(one, b_scope, false, n, offs, &c) || c == 0) return;
        need_totals.insert(&T);
        total_reads += c;
      }
      plan->moved.push_back(&T);
    }
    // In-place destinations: nothing else between the scan and their
    // scatter reads them (the kernel writes them at the scan).
    for (auto& o : plan->outs) {
      if (o.form != "in place") continue;
      size_t xj = def_at[o.scatter->pat[0].name];
      for (size_t j = si + 1; j < xj; ++j) {
        const ir::Stm& T = B.stms[j];
        if (moved.count(&T)) continue;
        auto tu = ir::walk::count_uses(T);
        for (auto& d : o.scatter->exp.arrays)
          if (tu.count(d)) return;
      }
    }
    if (count_replaced) {
      plan->count = R;
      members.insert(R);
    }
    // The flags map: absorbed where only the members read it, at their index.
    const ir::Stm* M = nullptr;
    for (auto& st : se.bodies[0]->stms) {
      std::string a;
      if (reads_at(st, gS, &a) && canon.maps.count(a)) M = canon.maps[a];
    }
    if (M && !taken.count(M)) {
      int member_reads = 0, total = 0;
      std::set<std::string> outs;
      for (auto& p : M->pat) {
        outs.insert(p.name);
        total += uses.count(p.name) ? uses[p.name] : 0;
      }
      auto count_reads = [&](const ir::Exp& e) {
        for (auto& st : e.bodies[0]->stms) {
          std::string a;
          if (reads_at(st, e.seg_space.dims[0].first, &a) && outs.count(a)) ++member_reads;
        }
      };
      count_reads(se);
      if (plan->count) count_reads(plan->count->exp);
      for (auto& o : plan->outs) count_reads(o.exp);
      if (member_reads != total) M = nullptr;
    } else {
      M = nullptr;
    }
    plan->flags = M;
    // The bodies.
    plan->scan_exp = se;
    if (M) plan->scan_exp.bodies[0] = inline_map(*se.bodies[0], gS, *M);
    for (auto& o : plan->outs) {
      const ir::Exp& xe = o.exp;
      const std::string gX = xe.seg_space.dims[0].first;
      ir::BodyPtr b = M ? inline_map(*xe.bodies[0], gX, *M) : ir::walk::clone_body(*xe.bodies[0]);
      o.params = {{gX, ir::Type::scalar(PrimType::I64)}};
      std::map<std::string, std::string> pname;
      for (auto& p : S.pat) {
        pname[p.name] = gX + "_scan" + std::to_string(o.params.size() - 1);
        o.params.push_back({pname[p.name], ir::Type::scalar(p.type.elem)});
      }
      for (auto& st : b->stms) {
        std::string a;
        if (reads_at(st, gX, &a) && offs.count(a)) {
          st.exp = ir::Exp{};
          st.exp.kind = K::SubExp;
          st.exp.prim = st.pat[0].type.elem;
          st.exp.args = {ir::SubExp::variable(pname[a])};
        }
      }
      o.body = b;
    }
    // The totals the moved statements read: the scan's body reduced by its
    // operator, before them.
    if (!need_totals.empty()) {
      auto tot_stm = std::make_shared<ir::Stm>();
      tot_stm->exp = ir::walk::clone_exp(plan->scan_exp);
      tot_stm->exp.seg_kind = ir::SegKind::Red;
      if (componentwise_commutative(tot_stm->exp.reduces[0]))
        tot_stm->exp.reduces[0].commutative = true;
      tot_stm->loc = S.loc;
      std::map<std::string, std::string> tot;
      for (auto& p : S.pat) {
        tot[p.name] = p.name + "_total_red";
        tot_stm->pat.push_back({tot[p.name], ir::Type::scalar(p.type.elem)});
      }
      plan->totals = tot_stm;
      for (auto* T : need_totals) {
        auto c = std::make_shared<ir::Stm>(ir::Stm{T->pat, ir::walk::clone_exp(T->exp), T->loc});
        for (auto& nb : c->exp.bodies)
          if (nb) replace_last_reads(*nb, tot);
        plan->rewritten[T] = c;
        alias_totals(*c, b_scope, n, tot_stm->exp.reduces[0], tot_stm->pat, &plan->total_alias);
      }
    }
    // Host reads of the scan's last element (`offs[n - 1]`, a count
    // written by hand): the kernel's total, after the same bounds check.
    int last_reads = total_reads;
    if (S.pat.size() == 1 && S.pat[0].type.elem == PrimType::I64) {
      const std::string& o = S.pat[0].name;
      auto walk = [&](const ir::Body& b, size_t from, auto& self) -> void {
        Scope sc(b, "");
        for (size_t q = from; q < b.stms.size(); ++q) {
          const ir::Stm& T = b.stms[q];
          const ir::Exp& e = T.exp;
          if (need_totals.count(&T)) continue;  // emitted with the totals
          if (e.kind == K::Index && e.array == o && e.dims.size() == 1 && !e.dims[0].is_slice &&
              e.dims[0].index.is_var() && T.pat.size() == 1 && !T.pat[0].type.is_array()) {
            auto d = sc.find(e.dims[0].index.var);
            const ir::Exp* x = d ? &d->first->exp : nullptr;
            if (x && x->kind == K::BinOp && x->binop == BinOp::Sub && x->prim == PrimType::I64 &&
                same_subexp(x->args[0], n) && x->args[1].is_const() && x->args[1].value.as_i64() == 1) {
              plan->lasts.push_back(&T);
              ++last_reads;
            }
          }
          if (e.kind == K::If || e.kind == K::Loop)
            for (auto& nb : e.bodies)
              if (nb) self(*nb, 0, self);
        }
      };
      walk(B, si + 1, walk);
    }
    // In-place destinations of n elements made for the scatter (`copy xs`,
    // `replicate n v`, moved before the scan) that a digit placement
    // writes entirely need no initial values.
    for (auto& o : plan->outs) {
      if (o.form != "in place") continue;
      std::optional<int64_t> lim = digit_permutation(*plan, o, canon, b_scope);
      o.placement = lim ? *lim : 0;
      for (size_t q = 0; q < o.exp.arrays.size(); ++q) {
        auto it = def_at.find(o.exp.arrays[q]);
        if (it == def_at.end()) continue;
        const ir::Stm* d = &B.stms[it->second];
        const ir::Exp& de = d->exp;
        // (A flattened `replicate`: a map of constants.)
        bool constant_map = is_1d_segop(de, ir::SegKind::Map) && de.bodies[0]->stms.empty();
        if (constant_map)
          for (auto& r : de.bodies[0]->result) constant_map = constant_map && r.is_const();
        if ((de.kind != K::Copy && de.kind != K::Replicate && !constant_map) || d->pat.size() != 1 ||
            d->pat[0].type.rank() != 1 ||
            !same_subexp(d->pat[0].type.shape[0], n) ||
            std::find(plan->moved.begin(), plan->moved.end(), d) == plan->moved.end() ||
            d->pat[0].name != o.exp.arrays[q] || uses[o.exp.arrays[q]] != 1)
          continue;
        // (one proof for all the scatter's destinations: it is about the index)
        if (lim) plan->no_init[d] = *lim;
      }
    }
    int total_offs = 0;
    for (auto& o : offs) total_offs += uses.count(o) ? uses[o] : 0;
    plan->write_scan = total_offs > fused_reads + last_reads;
    for (auto* m : members) taken.insert(m);
    if (M) taken.insert(M);
    for (auto* m : plan->moved) taken.insert(m);
    plans.push_back(plan);
  }
};

}  // namespace

namespace {

// One level of fuse_complementary_filters: true where something changed.
bool complementary_filters_here(ir::Body& b) {
  Canon canon;
  for (auto& m : b.stms) {
    if (!is_1d_segop(m.exp, ir::SegKind::Map) || m.exp.bodies[0]->result.size() != m.pat.size()) continue;
    bool scalar = true;
    for (auto& t : m.exp.ret) scalar = scalar && !t.is_array();
    if (scalar)
      for (auto& p : m.pat) canon.maps[p.name] = &m;
  }
  // A flag-sum scan or reduction: its flag's and predicate's spellings.
  auto flag_of = [&](const ir::Stm& s, ir::SegKind k, std::string* flag, std::string* pred) {
    if (!is_1d_segop(s.exp, k) || s.pat.size() != 1 || s.exp.reduces.size() != 1 ||
        !is_sum_i64(s.exp.reduces[0]) || s.pat[0].type.elem != PrimType::I64 ||
        s.exp.bodies[0]->result.size() != 1)
      return false;
    Scope sc(*s.exp.bodies[0], s.exp.seg_space.dims[0].first);
    *flag = canon.of(s.exp.bodies[0]->result[0], sc);
    *pred = canon.predicate(s.exp.bodies[0]->result[0], sc);
    return !pred->empty();
  };
  auto negation = [](const std::string& p) {
    return "u" + std::to_string((int)UnOp::Not) + ":" + std::to_string((int)PrimType::Bool) + "(" + p + ",)";
  };
  const auto uses = ir::walk::count_uses(b);
  for (size_t i = 0; i < b.stms.size(); ++i) {
    std::string f1, p1;
    if (!flag_of(b.stms[i], ir::SegKind::Scan, &f1, &p1)) continue;
    const ir::SubExp n = b.stms[i].exp.seg_space.dims[0].second;
    const std::string offs1 = b.stms[i].pat[0].name;
    // The first scan's count.
    size_t c1 = b.stms.size();
    for (size_t j = i + 1; j < b.stms.size() && c1 == b.stms.size(); ++j) {
      std::string f, p;
      if (flag_of(b.stms[j], ir::SegKind::Red, &f, &p) && f == f1 &&
          same_subexp(b.stms[j].exp.seg_space.dims[0].second, n))
        c1 = j;
    }
    if (c1 == b.stms.size()) continue;
    for (size_t k = i + 1; k < b.stms.size(); ++k) {
      std::string f2, p2;
      const ir::Stm& S2 = b.stms[k];
      if (!flag_of(S2, ir::SegKind::Scan, &f2, &p2) || !same_subexp(S2.exp.seg_space.dims[0].second, n)) continue;
      if (p2 != negation(p1) && p1 != negation(p2) && p2 != complement_spelling(p1)) continue;
      const std::string offs2 = S2.pat[0].name;
      // Its count, after the first's.
      size_t c2 = b.stms.size();
      for (size_t j = std::max(k, c1) + 1; j < b.stms.size() && c2 == b.stms.size(); ++j) {
        std::string f, p;
        if (flag_of(b.stms[j], ir::SegKind::Red, &f, &p) && f == f2 &&
            same_subexp(b.stms[j].exp.seg_space.dims[0].second, n))
          c2 = j;
      }
      if (c2 == b.stms.size()) continue;
      // Every use of offs2 is a read at its own index by a scatter over n
      // after the first scan.
      int reads = 0;
      for (size_t j = k + 1; j < b.stms.size(); ++j) {
        const ir::Stm& X = b.stms[j];
        if (!is_1d_segop(X.exp, ir::SegKind::Scatter) || !same_subexp(X.exp.seg_space.dims[0].second, n)) continue;
        for (auto& st : X.exp.bodies[0]->stms) {
          std::string a;
          if (reads_at(st, X.exp.seg_space.dims[0].first, &a) && a == offs2) ++reads;
        }
      }
      auto u = uses.find(offs2);
      if (reads == 0 || u == uses.end() || u->second != reads) continue;
      // offs2[g] = g + 1 - offs1[g] (the flags are complements; both
      // scans are inclusive sums from 0); count2 = n - count1.
      for (size_t j = k + 1; j < b.stms.size(); ++j) {
        ir::Stm& X = b.stms[j];
        if (!is_1d_segop(X.exp, ir::SegKind::Scatter) || !same_subexp(X.exp.seg_space.dims[0].second, n)) continue;
        const std::string g = X.exp.seg_space.dims[0].first;
        auto nb = std::make_shared<ir::Body>();
        nb->result = X.exp.bodies[0]->result;
        for (auto& st : X.exp.bodies[0]->stms) {
          std::string a;
          if (!reads_at(st, g, &a) || a != offs2) {
            nb->stms.push_back(st);
            continue;
          }
          ir::Stm rd = st, inc, sub;
          rd.pat[0].name = ir::fresh_name("offs_other");
          rd.exp.array = offs1;
          inc.pat = {ir::Param{ir::fresh_name("pos"), ir::Type::scalar(PrimType::I64)}};
          inc.exp.kind = K::BinOp;
          inc.exp.binop = BinOp::Add;
          inc.exp.prim = PrimType::I64;
          inc.exp.args = {ir::SubExp::variable(g), ir::SubExp::i64(1)};
          inc.loc = st.loc;
          sub.pat = st.pat;
          sub.exp.kind = K::BinOp;
          sub.exp.binop = BinOp::Sub;
          sub.exp.prim = PrimType::I64;
          sub.exp.args = {ir::SubExp::variable(inc.pat[0].name), ir::SubExp::variable(rd.pat[0].name)};
          sub.loc = st.loc;
          nb->stms.push_back(rd);
          nb->stms.push_back(inc);
          nb->stms.push_back(sub);
        }
        X.exp.bodies[0] = nb;
      }
      ir::Stm& C2 = b.stms[c2];
      ir::Exp e;
      e.kind = K::BinOp;
      e.binop = BinOp::Sub;
      e.prim = PrimType::I64;
      e.args = {n, ir::SubExp::variable(b.stms[c1].pat[0].name)};
      C2.exp = e;
      b.stms.erase(b.stms.begin() + (long)k);
      return true;
    }
  }
  return false;
}

}  // namespace

ir::BodyPtr fuse_complementary_filters(const ir::Body& b) {
  auto r = std::make_shared<ir::Body>(b);
  bool changed = false;
  for (auto& s : r->stms)
    if (s.exp.kind == K::Loop || s.exp.kind == K::If)
      for (auto& nb : s.exp.bodies)
        if (nb)
          if (auto x = fuse_complementary_filters(*nb)) {
            nb = x;
            changed = true;
          }
  while (complementary_filters_here(*r)) changed = true;
  return changed ? r : nullptr;
}

std::vector<std::shared_ptr<ScanScatterPlan>> plan_scan_scatters(const ir::Body& b) {
  Planner p;
  p.body(b);
  return p.plans;
}

std::shared_ptr<ir::Stm> count_reduction(const ScanScatterPlan& p, const std::string& name) {
  if (!p.scan || p.scan->pat.size() != 1 || p.scan->pat[0].type.elem != PrimType::I64) return nullptr;
  if (p.scan_exp.reduces.size() != 1 || !componentwise_commutative(p.scan_exp.reduces[0])) return nullptr;
  auto red = std::make_shared<ir::Stm>();
  red->exp = ir::walk::clone_exp(p.scan_exp);
  red->exp.seg_kind = ir::SegKind::Red;
  red->exp.reduces[0].commutative = true;
  red->loc = p.scan->loc;
  red->pat.push_back({name, ir::Type::scalar(PrimType::I64)});
  return red;
}

}  // namespace runic::backend
