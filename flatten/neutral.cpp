// Variable neutral elements of host-level SegRed and SegScan (the last step
// of flatten; see flatten.h).
//
// The kernels that rewrite/lower.cpp derives (ICFP'15 section 4: reducePart,
// the per-thread folds, the tree in local memory, the scan look-back) start
// every partial result from the neutral element and pad incomplete
// work-groups with it, so they take it as a literal.  A Futhark program may
// pass any value that is neutral for its operator (`reduce min xs[0] xs`,
// `scan f x0 ys` with `x0` a parameter): the operator then has no neutral
// element the compiler knows.  The usual remedy (adjoining an identity to a
// semigroup) gives it one: the operator is lifted to flagged values
//
//   op' (fa, a) (fb, b) = if !fb then (fa, a)
//                         else if !fa then (fb, b)
//                         else (true, op a b)
//
// with the constant neutral element (false, 0...), and every point of the
// space contributes (true, x).  A segment's flag is false exactly when the
// segment is empty, where the reduction's result is the program's neutral
// element:
//
//   SegRed, one dimension:   let (f, v') = SegRed ...
//                            let v = if f then v' else ne      (host scalars)
//   SegRed, k > 1 dimensions: the same selection per segment, by a SegMap
//                            over the k-1 outer dimensions
//   SegScan:                 every prefix holds at least its own point, so
//                            every flag is true and the flags are dropped
//
// The neutral element is a host value (flatten keeps a nest whose neutral
// element varies inside it sequential), so the selection reads it directly.
// SegHist reads its neutral element where it needs it (scatter_codegen.cpp)
// and is left as it is.
//
// Pre: Kernel IR (after flattening), names bound once.  Post: every SegRed
// and SegScan has constant neutral elements; interpreter results unchanged.
#include "flatten/build.h"
#include "flatten/flatten.h"

namespace runic::flatten_impl {

using namespace ir;

namespace {

bool variable_neutral(const Exp& e) {
  if (e.kind != Exp::Kind::SegOp || (e.seg_kind != SegKind::Red && e.seg_kind != SegKind::Scan)) return false;
  bool var = false;
  for (const ReduceOp& op : e.reduces) {
    // An operator on rows (its neutral element an array) is left as it is.
    for (const Param& p : op.lambda.params)
      if (p.type.is_array()) return false;
    for (const SubExp& ne : op.neutral) var = var || !ne.is_const();
  }
  return var;
}

SubExp var(const VName& v) { return SubExp::variable(v); }

Type bool_t() { return Type::scalar(PrimType::Bool); }

// `if c then (then_vals) else (else_vals)` binding `pat`.
Stm select(const std::vector<Param>& pat, const SubExp& c, const std::vector<SubExp>& then_vals,
           const std::vector<SubExp>& else_vals, const Span& loc) {
  Exp e;
  e.kind = Exp::Kind::If;
  e.args = {c};
  auto t = std::make_shared<Body>(), f = std::make_shared<Body>();
  t->result = then_vals;
  f->result = else_vals;
  e.bodies = {t, f};
  for (auto& p : pat) e.ret.push_back(p.type);
  Stm s;
  s.pat = pat;
  s.exp = std::move(e);
  s.loc = loc;
  return s;
}

// op lifted to flagged values (see the header).  `op` is consumed.
ReduceOp lift(ReduceOp op, const Span& loc) {
  size_t k = op.neutral.size();
  std::vector<Param> acc(op.lambda.params.begin(), op.lambda.params.begin() + k);
  std::vector<Param> elem(op.lambda.params.begin() + k, op.lambda.params.end());
  Param fa{fresh_name("rn_ne_fa"), bool_t()}, fb{fresh_name("rn_ne_fb"), bool_t()};
  std::vector<SubExp> av = {var(fa.name)}, bv = {var(fb.name)};
  for (auto& p : acc) av.push_back(var(p.name));
  for (auto& p : elem) bv.push_back(var(p.name));
  std::vector<Type> ret = {bool_t()};
  for (auto& t : op.lambda.ret) ret.push_back(t);

  auto fresh_pat = [&](const std::string& base) {
    std::vector<Param> pat;
    for (auto& t : ret) pat.push_back({fresh_name(base), t});
    return pat;
  };
  auto vars = [](const std::vector<Param>& pat) {
    std::vector<SubExp> r;
    for (auto& p : pat) r.push_back(var(p.name));
    return r;
  };
  // Both present: (true, op a b).
  auto both = op.lambda.body;
  std::vector<SubExp> both_res = {SubExp::constant(PrimValue::bool_value(true))};
  for (auto& r : both->result) both_res.push_back(r);
  both->result = both_res;
  // fa: both, else b.
  auto inner = std::make_shared<Body>();
  std::vector<Param> ipat = fresh_pat("rn_ne_x");
  {
    Stm s = select(ipat, var(fa.name), {}, bv, loc);
    s.exp.bodies[0] = both;
    inner->stms.push_back(std::move(s));
    inner->result = vars(ipat);
  }
  // fb: inner, else a.
  auto body = std::make_shared<Body>();
  std::vector<Param> opat = fresh_pat("rn_ne_y");
  Stm s = select(opat, var(fb.name), {}, av, loc);
  s.exp.bodies[0] = inner;
  body->stms.push_back(std::move(s));
  body->result = vars(opat);

  ReduceOp r;
  r.commutative = op.commutative;
  r.lambda.params = {fa};
  for (auto& p : acc) r.lambda.params.push_back(p);
  r.lambda.params.push_back(fb);
  for (auto& p : elem) r.lambda.params.push_back(p);
  r.lambda.body = body;
  r.lambda.ret = ret;
  r.neutral = {SubExp::constant(PrimValue::bool_value(false))};
  for (auto& t : op.lambda.ret) r.neutral.push_back(SubExp::constant(zero_of(t.elem)));
  return r;
}

// Rewrites one SegRed/SegScan statement with variable neutral elements into
// the statements that replace it.
void rewrite(Stm s, std::vector<Stm>& out) {
  Exp& e = s.exp;
  internal_assert(e.reduces.size() == 1, "flatten: a SegOp with " << e.reduces.size() << " operators");
  std::vector<SubExp> ne = e.reduces[0].neutral;
  e.reduces[0] = lift(std::move(e.reduces[0]), s.loc);
  // Every point contributes (true, x).
  auto body = std::make_shared<Body>(*e.bodies.at(0));
  body->result.insert(body->result.begin(), SubExp::constant(PrimValue::bool_value(true)));
  e.bodies[0] = body;
  e.ret.insert(e.ret.begin(), bool_t());
  // The flags' array (or scalar) has the results' shape.
  Type flag_t = bool_t();
  flag_t.shape = s.pat.at(0).type.shape;
  Param flag{fresh_name("rn_ne_flag"), flag_t};
  if (e.seg_kind == SegKind::Scan) {
    s.pat.insert(s.pat.begin(), flag);
    out.push_back(std::move(s));
    return;
  }
  std::vector<Param> result = s.pat;
  std::vector<Param> lifted = {flag};
  for (auto& p : result) lifted.push_back({fresh_name(p.name + "_lifted"), p.type});
  s.pat = lifted;
  Span loc = s.loc;
  const auto dims = e.seg_space.dims;
  out.push_back(std::move(s));
  std::vector<SubExp> got;
  for (size_t k = 1; k < lifted.size(); ++k) got.push_back(var(lifted[k].name));
  if (dims.size() == 1) {
    out.push_back(select(result, var(flag.name), got, ne, loc));
    return;
  }
  // Segmented: a SegMap over the outer dimensions selects per segment.
  Exp m;
  m.kind = Exp::Kind::SegOp;
  m.seg_kind = SegKind::Map;
  auto mb = std::make_shared<Body>();
  std::vector<SubExp> idx;
  for (size_t d = 0; d + 1 < dims.size(); ++d) {
    VName g = fresh_name("rn_ne_gtid");
    m.seg_space.dims.push_back({g, dims[d].second});
    idx.push_back(var(g));
  }
  std::vector<SubExp> read;
  for (const Param& p : lifted) {
    VName x = fresh_name(p.name + "_at");
    mb->stms.push_back(let({x, Type::scalar(p.type.elem)}, index_exp(p.name, p.type, idx, loc), loc));
    read.push_back(var(x));
  }
  std::vector<Param> sel;
  for (auto& p : result) sel.push_back({fresh_name(p.name + "_sel"), Type::scalar(p.type.elem)});
  std::vector<SubExp> vals(read.begin() + 1, read.end());
  mb->stms.push_back(select(sel, read[0], vals, ne, loc));
  for (auto& p : sel) {
    mb->result.push_back(var(p.name));
    m.ret.push_back(p.type);
  }
  m.bodies = {mb};
  Stm ms;
  ms.pat = result;
  ms.exp = std::move(m);
  ms.loc = loc;
  out.push_back(std::move(ms));
}

}  // namespace

void lift_variable_neutrals(Body& b) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    for (auto& bb : s.exp.bodies)
      if (bb && s.exp.kind != Exp::Kind::SegOp) {
        auto copy = std::make_shared<Body>(*bb);
        lift_variable_neutrals(*copy);
        bb = copy;
      }
    if (variable_neutral(s.exp)) rewrite(std::move(s), out);
    else out.push_back(std::move(s));
  }
  b.stms = std::move(out);
}

}  // namespace runic::flatten_impl
