// Sequential loops recognised as reductions: see ir/loop_reduce.h.
#include "ir/loop_reduce.h"

#include <map>
#include <optional>
#include <set>

#include "ir/ir_walk.h"

namespace runic::ir {

namespace {

using K = Exp::Kind;

// What the analysis knows of a value of the loop body.
struct Sym {
  enum class Kind {
    Elem,    // computed from the loop variable and outer values only
    Acc,     // acc_comp (+) (element values): a FOLD in progress
    Cond,    // the key test `key rel acc_comp` of pick `pick`
    Picked,  // result `comp` of pick `pick`'s `if`
  } kind = Kind::Elem;
  int comp = -1;
  bool pure = false;  // Acc: exactly acc_comp
  int pick = -1;
};

// One PICK or LAST group (see the header).
struct Pick {
  bool keyed = false;     // PICK (a key test) or LAST (an element condition)
  int key_comp = -1;      // PICK: the component compared
  SubExp key;             // PICK: the element's key
  CmpOp rel = CmpOp::Gt;  // PICK: key rel acc (Gt, Ge, Lt, Le)
  VName cond;             // the condition of the `if`
  bool picked_on_true = true;
  bool has_if = false;
  std::vector<int> comps;      // the components the `if` returns, in order
  std::vector<SubExp> values;  // the picked branch's values for them
};

bool strict(CmpOp r) {
  return r == CmpOp::Gt || r == CmpOp::Lt;
}

CmpOp flip(CmpOp r) {  // a rel b  <=>  b flip(rel) a
  switch (r) {
    case CmpOp::Lt:
      return CmpOp::Gt;
    case CmpOp::Le:
      return CmpOp::Ge;
    case CmpOp::Gt:
      return CmpOp::Lt;
    case CmpOp::Ge:
      return CmpOp::Le;
    default:
      return r;
  }
}

CmpOp negate(CmpOp r) {  // !(a rel b) <=> a negate(rel) b, on a total order
  switch (r) {
    case CmpOp::Lt:
      return CmpOp::Ge;
    case CmpOp::Le:
      return CmpOp::Gt;
    case CmpOp::Gt:
      return CmpOp::Le;
    case CmpOp::Ge:
      return CmpOp::Lt;
    default:
      return r;
  }
}

// The associative and commutative operators a FOLD may use on type t.
bool fold_op(BinOp op, PrimType t) {
  if (t == PrimType::Bool) return op == BinOp::LogAnd || op == BinOp::LogOr;
  if (!is_int(t)) return false;
  switch (op) {
    case BinOp::Add:
    case BinOp::Mul:
    case BinOp::And:
    case BinOp::Or:
    case BinOp::Xor:
    case BinOp::Min:
    case BinOp::Max:
      return true;
    default:
      return false;
  }
}

PrimValue neutral_of(BinOp op, PrimType t) {
  if (t == PrimType::Bool) return PrimValue::bool_value(op == BinOp::LogAnd);
  const int bits = prim_bits(t);
  const bool sgn = is_signed_int(t);
  const uint64_t all = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  switch (op) {
    case BinOp::Mul:
      return PrimValue::int_value(t, 1);
    case BinOp::And:
      return PrimValue::uint_value(t, all);
    case BinOp::Min:
      return sgn ? PrimValue::uint_value(t, all >> 1) : PrimValue::uint_value(t, all);
    case BinOp::Max:
      return sgn ? PrimValue::uint_value(t, (all >> 1) + 1) : PrimValue::int_value(t, 0);
    default:
      return PrimValue::int_value(t, 0);  // +, |, ^
  }
}

bool same_subexp(const SubExp& a, const SubExp& b) {
  if (a.is_var() != b.is_var()) return false;
  return a.is_var() ? a.var == b.var : a.value == b.value;
}

// Whether a statement may move from the loop into a map's lambda: it
// consumes nothing and calls nothing (the lambda runs in a kernel).
bool movable(const Exp& e);
bool movable_body(const Body& b) {
  for (const Stm& s : b.stms)
    if (!movable(s.exp)) return false;
  return true;
}
bool movable(const Exp& e) {
  switch (e.kind) {
    case K::Update:
    case K::Scatter:
    case K::Hist:
    case K::Apply:
    case K::Ad:
    case K::SegOp:
    case K::Stream:
      return false;
    default:
      break;
  }
  for (const auto& [p, init] : e.merge)
    if (p.type.is_array()) return false;
  for (const BodyPtr& b : e.bodies)
    if (b && !movable_body(*b)) return false;
  if (e.kind == K::Screma) {
    if (e.map_lambda.body && !movable_body(*e.map_lambda.body)) return false;
    for (const ReduceOp& op : e.scans)
      if (op.lambda.body && !movable_body(*op.lambda.body)) return false;
    for (const ReduceOp& op : e.reduces)
      if (op.lambda.body && !movable_body(*op.lambda.body)) return false;
  }
  return true;
}

class LoopAnalysis {
 public:
  LoopAnalysis(const Exp& loop, const std::map<VName, Type>& types) : loop_(loop), types_(types) {}

  std::vector<Pick> picks;
  std::vector<std::optional<BinOp>> folds;  // per component
  std::map<VName, Sym> env;

  bool run() {
    const size_t k = loop_.merge.size();
    folds.assign(k, std::nullopt);
    owner_.assign(k, -2);  // -2 none, -1 the folds, q >= 0 pick q
    for (size_t j = 0; j < k; j++)
      env[loop_.merge[j].first.name] = Sym{Sym::Kind::Acc, (int)j, true, -1};
    const Body& b = *loop_.bodies[0];
    if (!body(b, 0)) return false;
    if (b.result.size() != k) return false;
    for (size_t j = 0; j < k; j++) {
      Sym r = sym(b.result[j]);
      if (r.kind == Sym::Kind::Acc && r.comp == (int)j && folds[j]) {
        if (!own((int)j, -1)) return false;
      } else if (r.kind == Sym::Kind::Picked && r.comp == (int)j) {
        if (!own((int)j, r.pick)) return false;
      } else {
        return false;
      }
    }
    // Every component of a pick is returned by it (checked above for those
    // returned); a pick whose `if` is missing never reaches a result.
    for (size_t q = 0; q < picks.size(); q++) {
      if (!picks[q].has_if) continue;
      for (int j : picks[q].comps)
        if (owner_[j] != (int)q) return false;
    }
    return true;
  }

 private:
  const Exp& loop_;
  const std::map<VName, Type>& types_;
  std::vector<int> owner_;

  bool own(int j, int who) {
    if (owner_[j] != -2 && owner_[j] != who) return false;
    owner_[j] = who;
    return true;
  }

  Sym sym(const SubExp& s) const {
    if (!s.is_var()) return {};
    auto it = env.find(s.var);
    return it == env.end() ? Sym{} : it->second;
  }

  bool depends(const Exp& e) const {
    bool dep = false;
    walk::for_each_name_exp(e, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Use && env.count(v)) dep = true;
    });
    return dep;
  }

  // Reads that cannot fail: `a[i]` of an array of trip-count rows.
  bool cannot_fail(const Exp& e) const {
    switch (e.kind) {
      case K::SubExp:
      case K::CmpOp:
      case K::UnOp:
      case K::Convert:
        return true;
      case K::PrimFun:
        return is_primfun(e.fun_name);
      case K::BinOp:
        return !(is_int(e.prim) &&
                 (e.binop == BinOp::Div || e.binop == BinOp::Mod || e.binop == BinOp::Quot ||
                  e.binop == BinOp::Rem || e.binop == BinOp::Pow));
      case K::Index: {
        if (e.dims.size() != 1 || e.dims[0].is_slice || !e.dims[0].index.is_var() ||
            e.dims[0].index.var != loop_.loop_var)
          return false;
        auto it = types_.find(e.array);
        return it != types_.end() && it->second.is_array() &&
               same_subexp(it->second.shape[0], loop_.args[0]);
      }
      case K::If:
        return body_cannot_fail(*e.bodies[0]) && body_cannot_fail(*e.bodies[1]);
      default:
        return false;
    }
  }
  bool body_cannot_fail(const Body& b) const {
    for (const Stm& s : b.stms)
      if (!cannot_fail(s.exp)) return false;
    return true;
  }

  // Whether any statement of `b` reads an accumulator.
  bool body_depends(const Body& b) const {
    for (const Stm& s : b.stms)
      if (depends(s.exp)) return true;
    return false;
  }

  bool body(const Body& b, int depth) {
    for (const Stm& s : b.stms)
      if (!stm(s, depth)) return false;
    return true;
  }

  void bind(const Stm& s, const std::vector<Sym>& r) {
    for (size_t p = 0; p < s.pat.size() && p < r.size(); p++)
      if (r[p].kind != Sym::Kind::Elem) env[s.pat[p].name] = r[p];
  }

  bool stm(const Stm& s, int depth) {
    const Exp& e = s.exp;
    if (!depends(e)) return movable(e);
    switch (e.kind) {
      case K::SubExp:
        bind(s, {sym(e.args[0])});
        return true;
      case K::BinOp: {
        Sym x = sym(e.args[0]), y = sym(e.args[1]);
        if (y.kind == Sym::Kind::Acc) std::swap(x, y);
        if (x.kind != Sym::Kind::Acc || y.kind != Sym::Kind::Elem) return false;
        const PrimType t = loop_.merge[x.comp].first.type.elem;
        if (e.prim != t || !fold_op(e.binop, t)) return false;
        if (folds[x.comp] && *folds[x.comp] != e.binop) return false;
        folds[x.comp] = e.binop;
        bind(s, {Sym{Sym::Kind::Acc, x.comp, false, -1}});
        return true;
      }
      case K::CmpOp: {
        Sym x = sym(e.args[0]), y = sym(e.args[1]);
        CmpOp rel = e.cmpop;  // element rel acc, once ordered
        SubExp key = e.args[0];
        if (x.kind == Sym::Kind::Acc) {
          std::swap(x, y);
          key = e.args[1];
          rel = flip(rel);
        }
        if (y.kind != Sym::Kind::Acc || !y.pure || x.kind != Sym::Kind::Elem || depth != 0)
          return false;
        if (rel == CmpOp::Eq || rel == CmpOp::Ne) return false;
        if (!is_numeric(e.prim)) return false;
        Pick p;
        p.keyed = true;
        p.key_comp = y.comp;
        p.key = key;
        p.rel = rel;
        p.cond = s.pat[0].name;
        picks.push_back(p);
        bind(s, {Sym{Sym::Kind::Cond, y.comp, false, (int)picks.size() - 1}});
        return true;
      }
      case K::If:
        return if_stm(s, depth);
      default:
        return false;
    }
  }

  bool if_stm(const Stm& s, int depth) {
    const Exp& e = s.exp;
    if (e.bodies.size() != 2 || !e.bodies[0] || !e.bodies[1]) return false;
    const Body& tb = *e.bodies[0];
    const Body& fb = *e.bodies[1];
    Sym c = sym(e.args[0]);
    if (c.kind == Sym::Kind::Cond) return pick_if(s, c.pick, depth);
    if (c.kind == Sym::Kind::Acc) return short_circuit(s);
    if (c.kind != Sym::Kind::Elem || !e.args[0].is_var()) return false;
    if (!body(tb, depth + 1) || !body(fb, depth + 1)) return false;
    // FOLD branches (every result an element value or a fold of one
    // component in both), or a LAST pick (accumulators on one side,
    // element values on the other, for every result).
    std::vector<Sym> out;
    int acc_side = -1;  // LAST: 0 when the `then` branch keeps the accumulators
    for (size_t r = 0; r < s.pat.size(); r++) {
      Sym a = sym(tb.result[r]), b = sym(fb.result[r]);
      if (a.kind == Sym::Kind::Elem && b.kind == Sym::Kind::Elem) {
        out.push_back({});
      } else if (a.kind == Sym::Kind::Acc && b.kind == Sym::Kind::Acc && a.comp == b.comp) {
        out.push_back(Sym{Sym::Kind::Acc, a.comp, a.pure && b.pure, -1});
      } else if ((a.kind == Sym::Kind::Acc && a.pure && b.kind == Sym::Kind::Elem) ||
                 (b.kind == Sym::Kind::Acc && b.pure && a.kind == Sym::Kind::Elem)) {
        const int side = a.kind == Sym::Kind::Acc ? 0 : 1;
        if (acc_side >= 0 && acc_side != side) return false;
        acc_side = side;
        out.push_back(Sym{Sym::Kind::Picked, side == 0 ? a.comp : b.comp, false, -1});
      } else {
        return false;
      }
    }
    if (acc_side < 0) {
      bind(s, out);
      return true;
    }
    // LAST: every result picked, no accumulator read inside the branches,
    // at the body's top level (the index is computed from the condition).
    if (depth != 0 || body_depends(tb) || body_depends(fb)) return false;
    Pick p;
    p.keyed = false;
    p.cond = e.args[0].var;
    p.picked_on_true = acc_side == 1;
    p.has_if = true;
    const Body& picked = acc_side == 1 ? tb : fb;
    std::set<int> seen;
    for (size_t r = 0; r < out.size(); r++) {
      if (out[r].kind != Sym::Kind::Picked || !seen.insert(out[r].comp).second) return false;
      p.comps.push_back(out[r].comp);
      p.values.push_back(picked.result[r]);
    }
    picks.push_back(p);
    for (Sym& o : out) o.pick = (int)picks.size() - 1;
    bind(s, out);
    return true;
  }

  // `acc || e` and `acc && e` on bool, as `&&` and `||` are elaborated
  // (they short-circuit): `if acc then true else e`, `if acc then e else
  // false`.  The map evaluates e for every element (acc = the neutral
  // element), so e must be unable to fail.
  bool short_circuit(const Stm& s) {
    const Exp& e = s.exp;
    Sym c = sym(e.args[0]);
    if (!c.pure || s.pat.size() != 1 || loop_.merge[c.comp].first.type.elem != PrimType::Bool)
      return false;
    const Body& tb = *e.bodies[0];
    const Body& fb = *e.bodies[1];
    auto is_const = [](const SubExp& x, bool v) {
      return x.is_const() && x.value.type == PrimType::Bool && x.value.as_bool() == v;
    };
    BinOp op;
    const Body* other;
    if (is_const(tb.result[0], true) && tb.stms.empty())
      op = BinOp::LogOr, other = &fb;
    else if (is_const(fb.result[0], false) && fb.stms.empty())
      op = BinOp::LogAnd, other = &tb;
    else
      return false;
    if (body_depends(*other) || sym(other->result[0]).kind != Sym::Kind::Elem ||
        !body_cannot_fail(*other))
      return false;
    if (folds[c.comp] && *folds[c.comp] != op) return false;
    folds[c.comp] = op;
    bind(s, {Sym{Sym::Kind::Acc, c.comp, false, -1}});
    return true;
  }

  bool pick_if(const Stm& s, int q, int depth) {
    const Exp& e = s.exp;
    Pick& p = picks[q];
    if (p.has_if || depth != 0) return false;
    const Body& tb = *e.bodies[0];
    const Body& fb = *e.bodies[1];
    if (body_depends(tb) || body_depends(fb)) return false;
    // Which side keeps the accumulators.
    int acc_side = -1;
    std::vector<Sym> out;
    std::set<int> seen;
    for (size_t r = 0; r < s.pat.size(); r++) {
      Sym a = sym(tb.result[r]), b = sym(fb.result[r]);
      int side;
      if (a.kind == Sym::Kind::Acc && a.pure && b.kind == Sym::Kind::Elem)
        side = 0;
      else if (b.kind == Sym::Kind::Acc && b.pure && a.kind == Sym::Kind::Elem)
        side = 1;
      else
        return false;
      if (acc_side >= 0 && acc_side != side) return false;
      acc_side = side;
      const int comp = side == 0 ? a.comp : b.comp;
      if (!seen.insert(comp).second) return false;
      p.comps.push_back(comp);
      p.values.push_back(side == 0 ? fb.result[r] : tb.result[r]);
      out.push_back(Sym{Sym::Kind::Picked, comp, false, q});
    }
    if (acc_side < 0) return false;
    // The picked value of the key's component is the key itself.
    bool key_found = false;
    for (size_t r = 0; r < p.comps.size(); r++)
      if (p.comps[r] == p.key_comp) key_found = same_subexp(p.values[r], p.key);
    if (!key_found) return false;
    const Body& picked = acc_side == 1 ? tb : fb;
    if (!body_cannot_fail(picked)) return false;
    p.picked_on_true = acc_side == 1;
    if (!p.picked_on_true) {
      // `if k > a then acc else v`: picks where !(k > a), which is k <= a
      // on a total order only (a NaN key would be picked).
      const PrimType t = loop_.merge[p.key_comp].first.type.elem;
      if (!is_int(t)) return false;
      p.rel = negate(p.rel);
    }
    p.has_if = true;
    bind(s, out);
    return true;
  }
};

Stm scalar_stm(const VName& name, PrimType t, Exp e, const Span& loc) {
  Stm s;
  s.pat = {Param{name, Type::scalar(t)}};
  s.exp = std::move(e);
  s.loc = loc;
  return s;
}

Exp binop_exp(BinOp op, PrimType t, SubExp a, SubExp b) {
  Exp e;
  e.kind = K::BinOp;
  e.binop = op;
  e.prim = t;
  e.args = {std::move(a), std::move(b)};
  return e;
}

Exp cmpop_exp(CmpOp op, PrimType t, SubExp a, SubExp b) {
  Exp e;
  e.kind = K::CmpOp;
  e.cmpop = op;
  e.prim = t;
  e.args = {std::move(a), std::move(b)};
  return e;
}

Exp if_exp(SubExp c, std::vector<SubExp> then_res, std::vector<SubExp> else_res,
           std::vector<Type> ret) {
  Exp e;
  e.kind = K::If;
  e.args = {std::move(c)};
  auto tb = std::make_shared<Body>();
  tb->result = std::move(then_res);
  auto fb = std::make_shared<Body>();
  fb->result = std::move(else_res);
  e.bodies = {tb, fb};
  e.ret = std::move(ret);
  return e;
}

// The operator of a pick: the larger of (key, index) by the loop's relation
// (see the header).  `types` are the group's component types, the index
// last or at `idx_pos`.
ReduceOp pick_operator(const Pick& p, const std::vector<Type>& types, int key_pos, int idx_pos) {
  const size_t m = types.size();
  ReduceOp op;
  op.commutative = true;  // the maximum of a total order (see the header)
  std::vector<Param> as, bs;
  for (size_t c = 0; c < m; c++) {
    as.push_back(Param{fresh_name("pick_a"), types[c]});
    bs.push_back(Param{fresh_name("pick_b"), types[c]});
  }
  auto body = std::make_shared<Body>();
  const PrimType it = types[idx_pos].elem;
  auto var = [](const Param& x) { return SubExp::variable(x.name); };
  VName wins;
  const bool first = p.keyed && strict(p.rel);
  VName idx_cmp = fresh_name("pick_later");
  body->stms.push_back(scalar_stm(
      idx_cmp, PrimType::Bool,
      cmpop_exp(first ? CmpOp::Lt : CmpOp::Gt, it, var(bs[idx_pos]), var(as[idx_pos])), Span{}));
  if (!p.keyed) {
    wins = idx_cmp;
  } else {
    const PrimType kt = types[key_pos].elem;
    const CmpOp above = (p.rel == CmpOp::Gt || p.rel == CmpOp::Ge) ? CmpOp::Gt : CmpOp::Lt;
    VName better = fresh_name("pick_better"), equal = fresh_name("pick_equal"),
          tie = fresh_name("pick_tie");
    wins = fresh_name("pick_wins");
    body->stms.push_back(scalar_stm(
        better, PrimType::Bool, cmpop_exp(above, kt, var(bs[key_pos]), var(as[key_pos])), Span{}));
    body->stms.push_back(scalar_stm(equal, PrimType::Bool,
                                    cmpop_exp(CmpOp::Eq, kt, var(bs[key_pos]), var(as[key_pos])),
                                    Span{}));
    body->stms.push_back(scalar_stm(tie, PrimType::Bool,
                                    binop_exp(BinOp::LogAnd, PrimType::Bool,
                                              SubExp::variable(equal), SubExp::variable(idx_cmp)),
                                    Span{}));
    body->stms.push_back(scalar_stm(
        wins, PrimType::Bool,
        binop_exp(BinOp::LogOr, PrimType::Bool, SubExp::variable(better), SubExp::variable(tie)),
        Span{}));
  }
  std::vector<SubExp> bres, ares;
  Stm choose;
  for (size_t c = 0; c < m; c++) {
    bres.push_back(var(bs[c]));
    ares.push_back(var(as[c]));
    choose.pat.push_back(Param{fresh_name("pick_r"), types[c]});
    body->result.push_back(SubExp::variable(choose.pat.back().name));
  }
  choose.exp = if_exp(SubExp::variable(wins), bres, ares, types);
  body->stms.push_back(std::move(choose));
  op.lambda.params = as;
  op.lambda.params.insert(op.lambda.params.end(), bs.begin(), bs.end());
  op.lambda.ret = types;
  op.lambda.body = body;
  return op;
}

class Rewriter {
 public:
  explicit Rewriter(const std::map<VName, Type>& types) : types_(types) {}
  int rewritten = 0;

  BodyPtr body(const Body& b) {
    auto out = std::make_shared<Body>();
    out->result = b.result;
    for (const Stm& s : b.stms) {
      Stm t{s.pat, s.exp, s.loc};
      // Host-level nested bodies: the branches of an `if`, a loop's body.
      if (t.exp.kind == K::If || t.exp.kind == K::Loop)
        for (BodyPtr& nb : t.exp.bodies)
          if (nb) nb = body(*nb);
      if (t.exp.kind == K::Loop && rewrite_loop(t, *out)) {
        rewritten++;
        continue;
      }
      out->stms.push_back(std::move(t));
    }
    return out;
  }

 private:
  const std::map<VName, Type>& types_;

  bool rewrite_loop(const Stm& s, Body& out) {
    const Exp& e = s.exp;
    if (e.loop_kind != Exp::LoopKind::For || e.prim != PrimType::I64 || e.merge.empty() ||
        e.bodies.empty() || !e.bodies[0] || e.args.empty() || s.pat.size() != e.merge.size())
      return false;
    for (const auto& [p, init] : e.merge)
      if (p.type.is_array()) return false;
    LoopAnalysis a(e, types_);
    if (!a.run()) return false;
    const size_t k = e.merge.size();
    const Span& loc = s.loc;

    // The map's lambda: the loop body after the accumulators' constants.
    auto lam = std::make_shared<Body>();
    for (size_t j = 0; j < k; j++) {
      const Param& acc = e.merge[j].first;
      Exp v;
      v.kind = K::SubExp;
      v.args = {a.folds[j] ? SubExp::constant(neutral_of(*a.folds[j], acc.type.elem))
                           : e.merge[j].second};
      lam->stms.push_back(scalar_stm(acc.name, acc.type.elem, std::move(v), loc));
    }
    const BodyPtr lb_copy = walk::clone_body(*e.bodies[0]);
    const Body& lb = *lb_copy;
    lam->stms.insert(lam->stms.end(), lb.stms.begin(), lb.stms.end());

    Stm red;
    red.loc = loc;
    red.exp.kind = K::Screma;
    std::vector<Stm> after;

    // FOLDs: one componentwise operator.
    std::vector<size_t> fold_comps;
    for (size_t j = 0; j < k; j++)
      if (a.folds[j]) fold_comps.push_back(j);
    if (!fold_comps.empty()) {
      ReduceOp op;
      op.commutative = true;
      std::vector<Param> as, bs;
      auto body = std::make_shared<Body>();
      for (size_t j : fold_comps) {
        const PrimType t = e.merge[j].first.type.elem;
        const BinOp bop = *a.folds[j];
        as.push_back(Param{fresh_name("fold_a"), Type::scalar(t)});
        bs.push_back(Param{fresh_name("fold_b"), Type::scalar(t)});
        VName r = fresh_name("fold_r");
        body->stms.push_back(scalar_stm(
            r, t,
            binop_exp(bop, t, SubExp::variable(as.back().name), SubExp::variable(bs.back().name)),
            loc));
        body->result.push_back(SubExp::variable(r));
        op.lambda.ret.push_back(Type::scalar(t));
        const PrimValue ne = neutral_of(bop, t);
        op.neutral.push_back(SubExp::constant(ne));
        lam->result.push_back(lb.result[j]);
        red.exp.map_lambda.ret.push_back(Type::scalar(t));
        const SubExp& init = e.merge[j].second;
        if (init.is_const() && init.value == ne) {
          red.pat.push_back(s.pat[j]);
        } else {
          VName part = fresh_name("loop_fold");
          red.pat.push_back(Param{part, Type::scalar(t)});
          after.push_back(
              scalar_stm(s.pat[j].name, t, binop_exp(bop, t, init, SubExp::variable(part)), loc));
        }
      }
      op.lambda.params = as;
      op.lambda.params.insert(op.lambda.params.end(), bs.begin(), bs.end());
      op.lambda.body = body;
      red.exp.reduces.push_back(std::move(op));
    }

    // PICKs and LASTs: one operator each.
    for (const Pick& p : a.picks) {
      if (!p.has_if) continue;
      std::vector<Type> types;
      int key_pos = -1, idx_pos = -1;
      for (size_t c = 0; c < p.comps.size(); c++) {
        const int j = p.comps[c];
        types.push_back(e.merge[j].first.type);
        if (j == p.key_comp) key_pos = (int)c;
        // For the strict relations, a picked value that is the loop
        // variable is the index (init's own index is never compared: its
        // key is below every valid one).
        if (p.keyed && strict(p.rel) && idx_pos < 0 && p.values[c].is_var() &&
            p.values[c].var == e.loop_var && types.back().elem == e.prim)
          idx_pos = (int)c;
        lam->result.push_back(lb.result[j]);
        red.exp.map_lambda.ret.push_back(types.back());
        red.pat.push_back(s.pat[j]);
      }
      ReduceOp op;
      for (int j : p.comps) op.neutral.push_back(e.merge[j].second);
      if (idx_pos < 0) {
        // The index: `if valid then i else -1`.
        const SubExp i = SubExp::variable(e.loop_var);
        const SubExp none = SubExp::constant(PrimValue::int_value(e.prim, -1));
        VName idx = fresh_name("pick_index");
        lam->stms.push_back(
            scalar_stm(idx, e.prim,
                       if_exp(SubExp::variable(p.cond), {p.picked_on_true ? i : none},
                              {p.picked_on_true ? none : i}, {Type::scalar(e.prim)}),
                       loc));
        lam->result.push_back(SubExp::variable(idx));
        types.push_back(Type::scalar(e.prim));
        red.exp.map_lambda.ret.push_back(types.back());
        red.pat.push_back(Param{fresh_name("pick_index"), types.back()});
        op.neutral.push_back(none);
        idx_pos = (int)types.size() - 1;
      }
      ReduceOp built = pick_operator(p, types, key_pos, idx_pos);
      op.lambda = built.lambda;
      op.commutative = built.commutative;
      red.exp.reduces.push_back(std::move(op));
    }

    // A loop `for i < k` with k < 0 runs no iteration, where `iota k`
    // would fail: the reduction runs over max(k, 0) elements.
    SubExp width = e.args[0];
    if (!width.is_const() || width.value.as_i64() < 0) {
      VName w = fresh_name("loop_count");
      out.stms.push_back(scalar_stm(
          w, e.prim,
          binop_exp(BinOp::Max, e.prim, width, SubExp::constant(PrimValue::int_value(e.prim, 0))),
          loc));
      width = SubExp::variable(w);
    }
    red.exp.args = {width};
    Stm iota;
    iota.loc = loc;
    iota.pat = {Param{fresh_name("loop_iota"), Type{e.prim, {width}, false}}};
    iota.exp.kind = K::Iota;
    iota.exp.prim = e.prim;
    iota.exp.args = {width, SubExp::constant(PrimValue::int_value(e.prim, 0)),
                     SubExp::constant(PrimValue::int_value(e.prim, 1))};
    red.exp.arrays = {iota.pat[0].name};
    red.exp.map_lambda.params = {Param{e.loop_var, Type::scalar(e.prim)}};
    red.exp.map_lambda.body = lam;
    out.stms.push_back(std::move(iota));
    out.stms.push_back(std::move(red));
    for (Stm& f : after) out.stms.push_back(std::move(f));
    return true;
  }
};

// The types of every name bound in a body (and its nested bodies and
// lambdas): the analysis reads the row counts of indexed arrays.
void collect_types(const Body& b, std::map<VName, Type>& out);
void collect_lambda(const Lambda& l, std::map<VName, Type>& out) {
  for (const Param& p : l.params) out[p.name] = p.type;
  if (l.body) collect_types(*l.body, out);
}
void collect_types(const Body& b, std::map<VName, Type>& out) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) out[p.name] = p.type;
    const Exp& e = s.exp;
    for (const auto& [p, init] : e.merge) out[p.name] = p.type;
    for (const BodyPtr& nb : e.bodies)
      if (nb) collect_types(*nb, out);
    collect_lambda(e.map_lambda, out);
    for (const ReduceOp& op : e.scans) collect_lambda(op.lambda, out);
    for (const ReduceOp& op : e.reduces) collect_lambda(op.lambda, out);
  }
}

}  // namespace

Program loops_to_reductions(const Program& prog) {
  Program out = prog;
  for (Function& f : out.functions) {
    if (!f.body) continue;
    std::map<VName, Type> types;
    for (const Param& p : f.params) types[p.name] = p.type;
    collect_types(*f.body, types);
    Rewriter rw(types);
    BodyPtr nb = rw.body(*f.body);
    if (rw.rewritten > 0) f.body = nb;
  }
  return out;
}

}  // namespace runic::ir
