#include "backend/index_ranges.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace runic::backend {

namespace {

// c + sum t[v] * v over sizes v; coefficients and constant kept under 2^40
// in magnitude (larger ones are dropped: no bound rather than a wrong one).
struct Affine {
  int64_t c = 0;
  std::map<std::string, int64_t> t;
};

constexpr int64_t kLimit = int64_t(1) << 40;

bool small(__int128 x) { return x > -kLimit && x < kLimit; }

std::optional<Affine> lin(const Affine& a, int64_t ka, const Affine& b, int64_t kb) {
  Affine r;
  __int128 c = (__int128)a.c * ka + (__int128)b.c * kb;
  if (!small(c)) return std::nullopt;
  r.c = (int64_t)c;
  for (auto* src : {&a, &b}) {
    int64_t k = src == &a ? ka : kb;
    for (auto& [v, x] : src->t) {
      __int128 y = (__int128)r.t[v] + (__int128)x * k;
      if (!small(y)) return std::nullopt;
      r.t[v] = (int64_t)y;
    }
  }
  for (auto it = r.t.begin(); it != r.t.end();) it = it->second == 0 ? r.t.erase(it) : std::next(it);
  return r;
}

Affine constant(int64_t c) { return Affine{c, {}}; }

// Lower bounds: the value is >= min(list) for every list; upper bounds:
// <= max(list) for every list.  Lists and alternatives are capped.
using Bound = std::vector<Affine>;
struct Range {
  std::vector<Bound> lo, hi;
};

constexpr size_t kMaxAlts = 4, kMaxList = 4;

void push_alt(std::vector<Bound>& alts, Bound b) {
  if (b.empty() || b.size() > kMaxList || alts.size() >= kMaxAlts) return;
  alts.push_back(std::move(b));
}

// Pairwise combination of the alternatives of x and y: f(list_x, list_y).
template <class F>
std::vector<Bound> pairs(const std::vector<Bound>& x, const std::vector<Bound>& y, F f) {
  std::vector<Bound> r;
  for (auto& a : x)
    for (auto& b : y) {
      std::optional<Bound> c = f(a, b);
      if (c) push_alt(r, *c);
    }
  return r;
}

// {a + kb * b for a in x, b in y}: min(x) + kb*min(y) = min over pairs when
// kb > 0 (likewise max).
std::optional<Bound> cross(const Bound& x, const Bound& y, int64_t kb) {
  Bound r;
  for (auto& a : x)
    for (auto& b : y) {
      auto s = lin(a, 1, b, kb);
      if (!s) return std::nullopt;
      r.push_back(*s);
    }
  if (r.size() > kMaxList) return std::nullopt;
  return r;
}

std::optional<Bound> scaled(const Bound& x, int64_t k) {
  Bound r;
  for (auto& a : x) {
    auto s = lin(a, k, constant(0), 0);
    if (!s) return std::nullopt;
    r.push_back(*s);
  }
  return r;
}

std::optional<Bound> concat(const Bound& x, const Bound& y) {
  Bound r = x;
  r.insert(r.end(), y.begin(), y.end());
  if (r.size() > kMaxList) return std::nullopt;
  return r;
}

}  // namespace

struct IndexRanges::Impl {
  const SizeFacts& facts;
  std::set<std::string> sizes;  // canonical names known >= 0 (array extents)
  // The analysis state of one scope: ranges of names, and the sizes known
  // >= 1 there (a segment's or a loop's extent inside it).
  struct Scope {
    std::map<std::string, Range> ranges;
    std::set<std::string> positive;
  };
  Scope top;
  std::map<std::string, const ir::Stm*> defs;  // body statements by bound name
  std::map<std::string, Range> defined;         // their ranges where they are bound
  std::map<const ir::Stm*, std::vector<bool>> proven;
  const std::map<std::string, ir::Type>& host_types;
  mutable int host_depth = 0;

  Impl(const SizeFacts& f, const std::map<std::string, ir::Type>& ht) : facts(f), host_types(ht) {
    for (auto& [name, t] : ht)
      for (auto& d : t.shape)
        if (d.is_var()) sizes.insert(facts.find(d.var));
  }

  // The least value of size atom v in scope s (nullopt: unknown sign).
  std::optional<int64_t> least(const Scope& s, const std::string& v) const {
    if (s.positive.count(v)) return 1;
    if (sizes.count(v)) return 0;
    return std::nullopt;
  }
  // Whether a >= 0 holds for all values of the sizes.
  bool nonneg(const Scope& s, const Affine& a) const {
    __int128 m = a.c;
    for (auto& [v, k] : a.t) {
      if (k < 0) return false;
      auto l = least(s, v);
      if (!l) return false;
      m += (__int128)k * *l;
    }
    return m >= 0;
  }

  Range exact(const Affine& a) const { return Range{{{a}}, {{a}}}; }

  Range range(const Scope& s, const ir::SubExp& e) const {
    if (e.is_const()) {
      if (!is_signed_int(e.value.type)) return {};
      return exact(constant(e.value.as_i64()));
    }
    auto it = s.ranges.find(e.var);
    if (it != s.ranges.end()) return it->second;
    // A body scalar bound in an inner scope (the then branch of `a && b`):
    // its range where it was bound holds wherever its value is seen.
    auto bound_at = defined.find(e.var);
    if (bound_at != defined.end()) return bound_at->second;
    if (defs.count(e.var)) return {};  // a body scalar whose range is unknown
    auto d = facts.defs.find(e.var);
    if (d != facts.defs.end() && host_depth < 8) {
      ++host_depth;
      Range r = binop(s, d->second.op, range(s, d->second.a), range(s, d->second.b), d->second.b);
      --host_depth;
      return r;
    }
    // A host scalar or size: itself.
    Affine a;
    a.t[facts.find(e.var)] = 1;
    return exact(a);
  }

  Range binop(const Scope& s, BinOp op, const Range& x, const Range& y, const ir::SubExp& b) const {
    Range r;
    switch (op) {
      case BinOp::Add:
        r.lo = pairs(x.lo, y.lo, [](const Bound& p, const Bound& q) { return cross(p, q, 1); });
        r.hi = pairs(x.hi, y.hi, [](const Bound& p, const Bound& q) { return cross(p, q, 1); });
        break;
      case BinOp::Sub:
        r.lo = pairs(x.lo, y.hi, [](const Bound& p, const Bound& q) { return cross(p, q, -1); });
        r.hi = pairs(x.hi, y.lo, [](const Bound& p, const Bound& q) { return cross(p, q, -1); });
        break;
      case BinOp::Mul: {
        if (!b.is_const()) break;  // x * constant (the elaborator puts constants second or first)
        int64_t k = b.value.as_i64();
        if (k < -kLimit || k > kLimit) break;
        const auto& lo = k >= 0 ? x.lo : x.hi;
        const auto& hi = k >= 0 ? x.hi : x.lo;
        for (auto& l : lo)
          if (auto v = scaled(l, k)) push_alt(r.lo, *v);
        for (auto& h : hi)
          if (auto v = scaled(h, k)) push_alt(r.hi, *v);
        break;
      }
      case BinOp::Max:
        for (auto* a : {&x.lo, &y.lo})
          for (auto& l : *a) push_alt(r.lo, l);
        r.hi = pairs(x.hi, y.hi, concat);
        break;
      case BinOp::Min:
        for (auto* a : {&x.hi, &y.hi})
          for (auto& h : *a) push_alt(r.hi, h);
        r.lo = pairs(x.lo, y.lo, concat);
        break;
      default: break;
    }
    (void)s;
    return r;
  }

  // Every element of some lower alternative >= 0, and every element of
  // some upper alternative <= n - 1.
  bool within(const Scope& s, const Range& r, const ir::SubExp& n) {
    bool lo_ok = false, hi_ok = false;
    for (auto& l : r.lo)
      lo_ok = lo_ok || std::all_of(l.begin(), l.end(), [&](const Affine& a) { return nonneg(s, a); });
    if (!lo_ok) return false;
    Range nr = range(s, n);
    for (auto& h : r.hi)
      for (auto& nh : nr.lo) {  // n - 1 - h >= 0 for the least n
        bool ok = true;
        for (auto& a : h)
          for (auto& m : nh) {
            auto d = lin(m, 1, a, -1);
            ok = ok && d && nonneg(s, *lin(*d, 1, constant(-1), 1));
          }
        hi_ok = hi_ok || ok;
      }
    return hi_ok;
  }

  // ---- facts from conditions

  // a < b (strict) or a <= b, learnt in scope s.
  void learn_le(Scope& s, const ir::SubExp& a, const ir::SubExp& b, bool strict) {
    Range ra = range(s, a), rb = range(s, b);
    int64_t d = strict ? 1 : 0;
    if (a.is_var()) {
      Range& r = s.ranges[a.var];
      r = ra;
      for (auto& h : rb.hi)
        if (auto v = cross(h, Bound{constant(-d)}, 1)) push_alt(r.hi, *v);
    }
    if (b.is_var()) {
      Range& r = s.ranges[b.var];
      r = rb;
      for (auto& l : ra.lo)
        if (auto v = cross(l, Bound{constant(d)}, 1)) push_alt(r.lo, *v);
    }
  }
  // a != c for a constant c: a bound exactly c moves past it.
  void learn_ne(Scope& s, const ir::SubExp& a, const ir::SubExp& c) {
    if (!a.is_var() || !c.is_const() || !is_signed_int(c.value.type)) return;
    int64_t k = c.value.as_i64();
    Range r = range(s, a);
    for (auto& l : r.lo)
      if (l.size() == 1 && l[0].t.empty() && l[0].c == k) l[0].c = k + 1;
    for (auto& h : r.hi)
      if (h.size() == 1 && h[0].t.empty() && h[0].c == k) h[0].c = k - 1;
    s.ranges[a.var] = r;
  }
  void learn(Scope& s, const ir::SubExp& cond, bool truth, int depth = 0) {
    if (!cond.is_var() || depth > 8) return;
    auto it = defs.find(cond.var);
    if (it == defs.end()) return;
    const ir::Exp& e = it->second->exp;
    using K = ir::Exp::Kind;
    if (e.kind == K::CmpOp && e.prim == PrimType::I64) {
      const ir::SubExp &a = e.args[0], &b = e.args[1];
      CmpOp op = e.cmpop;
      if (!truth) {  // not (a < b) = b <= a, ...
        switch (op) {
          case CmpOp::Lt: learn_le(s, b, a, false); return;
          case CmpOp::Le: learn_le(s, b, a, true); return;
          case CmpOp::Gt: learn_le(s, a, b, false); return;
          case CmpOp::Ge: learn_le(s, a, b, true); return;
          case CmpOp::Eq: learn_ne(s, a, b); learn_ne(s, b, a); return;
          case CmpOp::Ne: learn_le(s, a, b, false); learn_le(s, b, a, false); return;
        }
      }
      switch (op) {
        case CmpOp::Lt: learn_le(s, a, b, true); return;
        case CmpOp::Le: learn_le(s, a, b, false); return;
        case CmpOp::Gt: learn_le(s, b, a, true); return;
        case CmpOp::Ge: learn_le(s, b, a, false); return;
        case CmpOp::Eq: learn_le(s, a, b, false); learn_le(s, b, a, false); return;
        case CmpOp::Ne: learn_ne(s, a, b); learn_ne(s, b, a); return;
      }
    }
    if (truth && e.kind == K::BinOp && e.binop == BinOp::LogAnd) {
      learn(s, e.args[0], true, depth + 1);
      learn(s, e.args[1], true, depth + 1);
      return;
    }
    if (!truth && e.kind == K::BinOp && e.binop == BinOp::LogOr) {
      learn(s, e.args[0], false, depth + 1);
      learn(s, e.args[1], false, depth + 1);
      return;
    }
    if (e.kind == K::UnOp && e.unop == UnOp::Not) {
      learn(s, e.args[0], !truth, depth + 1);
      return;
    }
    // `a && b` elaborated as `if a then b else false` (and `a || b` as
    // `if a then true else b`): the branch that gives `truth` by its
    // constant tells nothing more; the other adds its condition.
    if (e.kind == K::If && e.bodies.size() == 2 && e.bodies[0] && e.bodies[1] && it->second->pat.size() == 1 &&
        e.bodies[0]->result.size() == 1 && e.bodies[1]->result.size() == 1) {
      auto is_bool = [](const ir::SubExp& x, bool v) {
        return x.is_const() && x.value.type == PrimType::Bool && x.value.as_bool() == v;
      };
      const ir::SubExp &t = e.bodies[0]->result[0], &f = e.bodies[1]->result[0];
      if (is_bool(f, !truth)) {  // truth only through the then branch
        learn(s, e.args[0], true, depth + 1);
        learn(s, t, truth, depth + 1);
      } else if (is_bool(t, !truth)) {  // truth only through the else branch
        learn(s, e.args[0], false, depth + 1);
        learn(s, f, truth, depth + 1);
      }
    }
  }

  // ---- the walk

  void body(Scope& s, const ir::Body& b) {
    for (auto& st : b.stms) stm(s, st);
  }

  void stm(Scope& s, const ir::Stm& st) {
    const ir::Exp& e = st.exp;
    using K = ir::Exp::Kind;
    for (auto& p : st.pat) defs[p.name] = &st;
    auto set = [&](Range r) {
      if (st.pat.size() == 1 && !st.pat[0].type.is_array() && st.pat[0].type.elem == PrimType::I64) {
        defined[st.pat[0].name] = r;
        s.ranges[st.pat[0].name] = std::move(r);
      }
    };
    switch (e.kind) {
      case K::SubExp: set(range(s, e.args[0])); return;
      case K::BinOp:
        if (e.prim == PrimType::I64) {
          const ir::SubExp *a = &e.args[0], *b = &e.args[1];
          if (e.binop == BinOp::Mul && a->is_const()) std::swap(a, b);
          set(binop(s, e.binop, range(s, *a), range(s, *b), *b));
        }
        return;
      case K::Index: {
        auto it = host_types.find(e.array);
        if (it == host_types.end() || (int)e.dims.size() != it->second.rank()) return;
        std::vector<bool> ok;
        for (size_t d = 0; d < e.dims.size(); ++d)
          ok.push_back(!e.dims[d].is_slice && within(s, range(s, e.dims[d].index), it->second.shape[d]));
        proven[&st] = ok;
        return;
      }
      case K::If: {
        std::vector<Range> res[2];
        for (int k = 0; k < 2 && k < (int)e.bodies.size(); ++k) {
          if (!e.bodies[k]) continue;
          Scope inner = s;
          learn(inner, e.args[0], k == 0);
          body(inner, *e.bodies[k]);
          for (auto& r : e.bodies[k]->result) res[k].push_back(range(inner, r));
        }
        for (size_t i = 0; i < st.pat.size() && i < res[0].size() && i < res[1].size(); ++i) {
          if (st.pat[i].type.is_array() || st.pat[i].type.elem != PrimType::I64) continue;
          Range r;
          r.lo = pairs(res[0][i].lo, res[1][i].lo, concat);
          r.hi = pairs(res[0][i].hi, res[1][i].hi, concat);
          defined[st.pat[i].name] = r;
          s.ranges[st.pat[i].name] = r;
        }
        return;
      }
      case K::Loop: {
        Scope inner = s;
        if (e.loop_kind == ir::Exp::LoopKind::For && !e.args.empty() && e.prim == PrimType::I64) {
          Range t = range(s, e.args[0]);
          Range r;
          r.lo.push_back({constant(0)});
          for (auto& h : t.hi)
            if (auto v = cross(h, Bound{constant(-1)}, 1)) push_alt(r.hi, *v);
          inner.ranges[e.loop_var] = r;
          defined[e.loop_var] = r;
          if (e.args[0].is_var() && !defs.count(e.args[0].var)) inner.positive.insert(facts.find(e.args[0].var));
        }
        for (auto& m : e.merge) inner.ranges.erase(m.first.name);
        for (auto& b : e.bodies)
          if (b) body(inner, *b);
        return;
      }
      default:
        for (auto& b : e.bodies)
          if (b) {
            Scope inner = s;
            body(inner, *b);
          }
        return;
    }
  }
};

bool IndexRanges::fits_i32(const ir::SubExp& e, std::set<std::string>* sizes) const {
  constexpr __int128 kSize = int64_t(1) << 30, kMin = -(int64_t(1) << 31), kMax = (int64_t(1) << 31) - 1;
  Range r = impl_->range(impl_->top, e);
  // The least (lower) or greatest (upper) value of an affine form over
  // sizes in [0, 2^30].
  auto extreme = [&](const Affine& a, bool upper) {
    __int128 x = a.c;
    for (auto& [v, k] : a.t)
      if ((k > 0) == upper) x += (__int128)k * kSize;
    return x;
  };
  auto pick = [&](const std::vector<Bound>& alts, bool upper) -> const Bound* {
    for (auto& b : alts)
      if (std::all_of(b.begin(), b.end(), [&](const Affine& a) {
            __int128 x = extreme(a, upper);
            return upper ? x <= kMax : x >= kMin;
          }))
        return &b;
    return nullptr;
  };
  const Bound* lo = pick(r.lo, false);
  const Bound* hi = pick(r.hi, true);
  if (!lo || !hi) return false;
  for (auto* b : {lo, hi})
    for (auto& a : *b)
      for (auto& [v, k] : a.t) sizes->insert(v);
  return true;
}

IndexRanges::IndexRanges(const SizeFacts& facts, const std::map<std::string, ir::Type>& host_types)
    : impl_(std::make_unique<Impl>(facts, host_types)) {}
IndexRanges::~IndexRanges() = default;

void IndexRanges::segment_index(const std::string& p, const ir::SubExp& bound) {
  Range r;
  r.lo.push_back({constant(0)});
  Range b = impl_->range(impl_->top, bound);
  for (auto& h : b.hi)
    if (auto v = cross(h, Bound{constant(-1)}, 1)) push_alt(r.hi, *v);
  impl_->top.ranges[p] = r;
  if (bound.is_var()) impl_->top.positive.insert(impl_->facts.find(bound.var));
}

void IndexRanges::analyse(const ir::Body& body) { impl_->body(impl_->top, body); }

bool IndexRanges::in_range(const ir::Stm* s, size_t d) const {
  auto it = impl_->proven.find(s);
  return it != impl_->proven.end() && d < it->second.size() && it->second[d];
}

}  // namespace runic::backend
