// Flattening and sequentialisation of scatter and hist (reduce_by_index).
//
// Host level (flatten_scatter): one parallel dimension over the w indices;
// the destinations are consumed and written in place.  A scatter of rows
// (destinations of rank > 1) becomes a scatter of elements on the flattened
// (reshaped) arrays, with one point per element of the values.
//
//   let (d1', d2') = scatter w {is, v1, v2, d1, d2}
// =>
//   let (d1', d2') = segscatter{d1, d2}(gtid < w) : {i64, t1, t2} {
//     let i = is[gtid] ; let a = v1[gtid] ; let b = v2[gtid]
//     in {i, a, b}
//   }
// and `hist` likewise to a seghist carrying the operator (the backend
// combines with atomics, so the operator must be associative and
// commutative, as reduce_by_index requires).
//
// Inside a SegOp body (sequentialise_scatter): a Loop over the indices with
// the destinations as merge parameters and an in-place Update guarded by
// the index's range (out-of-range indices are ignored, as in Futhark):
//
//   loop (d' = d) for i < w do
//     let j = is[i] ; let ok = 0 <= j && j < m
//     let d'' = if ok then (let x = v[i] [; x = op(d'[j], x)] in d' with [j] = x) else d'
//     in d''
//
// Pre: Core IR, names bound once; the Exp layout of ir.h (Scatter/Hist).
// Post: no Scatter/Hist Exp left at the place it was; interpreter results
// unchanged.  PLDI'17 section 5 (scatter is the in-place write of the
// paper's language, here made a kernel of its own).
#include "flatten/build.h"

#include <optional>

#include "ir/ir_walk.h"

namespace runic::flatten_impl {

using namespace ir;

namespace {

size_t arity_of(const Exp& e) { return (e.arrays.size() - 1) / 2; }

}  // namespace

namespace {

// The scalar operator of a histogram of rows whose operator combines rows
// element by element (`map2 op`) and whose neutral element is `replicate
// r v` (v scalar): `op` with neutral element `v`.
std::optional<ReduceOp> elementwise_row_op(const Exp& e, const std::map<VName, Exp>& replicates,
                                           const TypeEnv& env) {
  if (e.kind != Exp::Kind::Hist || e.reduces.size() != 1) return std::nullopt;
  const ReduceOp& op = e.reduces[0];
  size_t p = op.neutral.size();
  const Lambda& ol = op.lambda;
  if (ol.params.size() != 2 * p || !ol.body || ol.body->stms.size() != 1) return std::nullopt;
  const Stm& inner = ol.body->stms[0];
  const Exp& m = inner.exp;
  if (m.kind != Exp::Kind::Screma || !m.scans.empty() || !m.reduces.empty() || m.arrays.size() != 2 * p)
    return std::nullopt;
  for (size_t q = 0; q < 2 * p; q++)
    if (m.arrays[q] != ol.params[q].name || ol.params[q].type.rank() != 1) return std::nullopt;
  if (inner.pat.size() != p || ol.body->result.size() != p) return std::nullopt;
  for (size_t q = 0; q < p; q++)
    if (!ol.body->result[q].is_var() || ol.body->result[q].var != inner.pat[q].name) return std::nullopt;
  if (m.map_lambda.params.size() != 2 * p || m.map_lambda.ret.size() != p) return std::nullopt;
  ReduceOp scalar;
  scalar.lambda = walk::clone_lambda(m.map_lambda);
  scalar.commutative = op.commutative;
  for (const SubExp& ne : op.neutral) {
    if (!ne.is_var()) return std::nullopt;
    auto it = replicates.find(ne.var);
    if (it == replicates.end() || it->second.args.size() < 2) return std::nullopt;
    const SubExp& v = it->second.args.at(1);
    if (v.is_var() && (!env.types.count(v.var) || env.of(v.var).is_array())) return std::nullopt;
    scalar.neutral.push_back(v);
  }
  return scalar;
}

// A scatter of rows (destinations of rank > 1) as a scatter of elements on
// the flattened arrays: point t < w*r (r = elements per row) writes
// element t of the flattened values to is[t / r] * r + t % r.  With
// `hist_op`, a histogram of rows likewise, combining elements by it.
std::vector<Stm> flatten_row_scatter(Stm s, TypeEnv& env, std::optional<ReduceOp> hist_op = std::nullopt) {
  Exp& e = s.exp;
  const Span loc = s.loc;
  size_t k = arity_of(e);
  SubExp w = e.args.at(0);
  std::vector<Stm> out;
  auto host = [&](Exp x, const std::string& base, Type t) {
    Param p{fresh_name(base), std::move(t)};
    env.add(p);
    out.push_back(let(p, std::move(x), loc));
    return SubExp::variable(p.name);
  };
  const Type d0 = env.of(e.arrays[1 + k]);
  SubExp m = d0.shape[0];
  SubExp r = SubExp::i64(1);
  for (int d = 1; d < d0.rank(); d++) r = host(binop_exp(BinOp::Mul, PrimType::I64, r, d0.shape[d]), "row_elems", Type::scalar(PrimType::I64));
  SubExp total = host(binop_exp(BinOp::Mul, PrimType::I64, w, r), "total", Type::scalar(PrimType::I64));
  SubExp mr = host(binop_exp(BinOp::Mul, PrimType::I64, m, r), "total", Type::scalar(PrimType::I64));
  auto reshape = [&](const VName& a, std::vector<SubExp> shape, const std::string& base) {
    Exp x;
    x.kind = Exp::Kind::Reshape;
    x.array = a;
    x.args = shape;
    Type t{env.of(a).elem, shape, false};
    return host(std::move(x), base, t).var;
  };
  std::vector<VName> vflat, dflat;
  for (size_t j = 0; j < k; j++) vflat.push_back(reshape(e.arrays[1 + j], {total}, "vals_flat"));
  for (size_t j = 0; j < k; j++) dflat.push_back(reshape(e.arrays[1 + k + j], {mr}, "dest_flat"));

  VName gtid = fresh_name("gtid");
  env.add(Param{gtid, Type::scalar(PrimType::I64)});
  auto body = std::make_shared<Body>();
  auto in = [&](Exp x, const std::string& base, PrimType t) {
    Param p{fresh_name(base), Type::scalar(t)};
    env.add(p);
    body->stms.push_back(let(p, std::move(x), loc));
    return SubExp::variable(p.name);
  };
  SubExp t = SubExp::variable(gtid);
  SubExp i = in(binop_exp(BinOp::Quot, PrimType::I64, t, r), "row", PrimType::I64);
  SubExp jj = in(binop_exp(BinOp::Rem, PrimType::I64, t, r), "col", PrimType::I64);
  SubExp idx = in(index_exp(e.arrays[0], env.of(e.arrays[0]), {i}, loc), "idx", PrimType::I64);
  auto cmp = [&](CmpOp op, SubExp x, SubExp y) {
    Exp c;
    c.kind = Exp::Kind::CmpOp;
    c.cmpop = op;
    c.prim = PrimType::I64;
    c.args = {std::move(x), std::move(y)};
    return in(std::move(c), "ok", PrimType::Bool);
  };
  SubExp ok = in(binop_exp(BinOp::LogAnd, PrimType::Bool, cmp(CmpOp::Le, SubExp::i64(0), idx), cmp(CmpOp::Lt, idx, m)),
                 "in_range", PrimType::Bool);
  Exp conv;
  conv.kind = Exp::Kind::Convert;
  conv.from = PrimType::Bool;
  conv.prim = PrimType::I64;
  conv.args = {ok};
  SubExp okf = in(std::move(conv), "okf", PrimType::I64);
  // okf * (idx * r + jj + 1) - 1: the flat index, or -1 (ignored).
  SubExp f = in(binop_exp(BinOp::Mul, PrimType::I64, idx, r), "flat", PrimType::I64);
  f = in(binop_exp(BinOp::Add, PrimType::I64, f, jj), "flat", PrimType::I64);
  f = in(binop_exp(BinOp::Add, PrimType::I64, f, SubExp::i64(1)), "flat", PrimType::I64);
  f = in(binop_exp(BinOp::Mul, PrimType::I64, okf, f), "flat", PrimType::I64);
  f = in(binop_exp(BinOp::Sub, PrimType::I64, f, SubExp::i64(1)), "flat", PrimType::I64);
  body->result.push_back(f);
  std::vector<Type> ret = {Type::scalar(PrimType::I64)};
  for (size_t j = 0; j < k; j++) {
    PrimType et = env.of(vflat[j]).elem;
    body->result.push_back(in(index_exp(vflat[j], env.of(vflat[j]), {t}, loc), "val", et));
    ret.push_back(Type::scalar(et));
  }
  Exp seg;
  seg.kind = Exp::Kind::SegOp;
  seg.seg_kind = hist_op ? SegKind::Hist : SegKind::Scatter;
  if (hist_op) {
    seg.reduces = {std::move(*hist_op)};
    for (auto& op : seg.reduces)
      if (op.lambda.body) sequentialise_body(*op.lambda.body, env);
  }
  seg.seg_space.dims = {{gtid, total}};
  seg.arrays = dflat;
  seg.bodies = {body};
  seg.ret = ret;
  std::vector<Param> flat_pat;
  for (size_t j = 0; j < k; j++) {
    Param p{fresh_name("scattered_flat"), env.of(dflat[j])};
    env.add(p);
    flat_pat.push_back(p);
  }
  out.push_back(Stm{flat_pat, seg, loc});
  for (size_t j = 0; j < k; j++) {
    Exp x;
    x.kind = Exp::Kind::Reshape;
    x.array = flat_pat[j].name;
    x.args = s.pat[j].type.shape;
    out.push_back(let(s.pat[j], std::move(x), loc));
  }
  return out;
}

}  // namespace

bool hist_rows_sequential(const Stm& s, const TypeEnv& env, const std::map<VName, Exp>& replicates) {
  const Exp& e = s.exp;
  if (e.kind != Exp::Kind::Hist) return false;
  size_t k = arity_of(e);
  bool rows = false;
  for (size_t j = 0; j < k; j++) rows = rows || env.of(e.arrays[1 + k + j]).rank() > 1;
  if (!rows) return false;
  bool rank2 = k > 0;
  for (size_t j = 0; j < k; j++) rank2 = rank2 && env.of(e.arrays[1 + k + j]).rank() == 2;
  return !(rank2 && elementwise_row_op(e, replicates, env));
}

std::vector<Stm> flatten_scatter(Stm s, TypeEnv& env, const std::map<VName, Exp>& replicates) {
  Exp& e = s.exp;
  internal_assert(e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist, "flatten_scatter: not a scatter");
  const Span loc = s.loc;
  size_t k = arity_of(e);
  bool rows = e.kind == Exp::Kind::Scatter;
  for (size_t j = 0; j < k; j++) {
    const Type& d = env.of(e.arrays[1 + k + j]);
    rows = rows && d.rank() > 1 && type_str(Type{PrimType::I32, d.shape, false}) ==
                                       type_str(Type{PrimType::I32, env.of(e.arrays[1 + k]).shape, false});
  }
  if (rows) return flatten_row_scatter(std::move(s), env);
  bool hist_rows = e.kind == Exp::Kind::Hist && k > 0;
  for (size_t j = 0; j < k && hist_rows; j++) hist_rows = env.of(e.arrays[1 + k + j]).rank() == 2;
  if (hist_rows)
    if (auto op = elementwise_row_op(e, replicates, env)) return flatten_row_scatter(std::move(s), env, std::move(*op));
  SubExp w = e.args.at(0);
  VName gtid = fresh_name("gtid");
  env.add(Param{gtid, Type::scalar(PrimType::I64)});
  auto body = std::make_shared<Body>();
  std::vector<Type> ret;
  for (size_t j = 0; j <= k; j++) {
    const Type& at = env.of(e.arrays[j]);
    Param p{fresh_name(j == 0 ? "idx" : "val"), at.row()};
    env.add(p);
    body->stms.push_back(bind_row(p, e.arrays[j], at, {SubExp::variable(gtid)}, loc));
    body->result.push_back(SubExp::variable(p.name));
    ret.push_back(p.type);
  }
  Exp seg;
  seg.kind = Exp::Kind::SegOp;
  seg.seg_kind = e.kind == Exp::Kind::Scatter ? SegKind::Scatter : SegKind::Hist;
  seg.seg_space.dims = {{gtid, w}};
  seg.arrays.assign(e.arrays.begin() + 1 + static_cast<long>(k), e.arrays.end());
  seg.bodies = {body};
  seg.ret = ret;
  seg.reduces = std::move(e.reduces);
  for (auto& op : seg.reduces)
    if (op.lambda.body) sequentialise_body(*op.lambda.body, env);
  inline_row_bindings(*body);
  return {Stm{s.pat, seg, loc}};
}

std::vector<Stm> sequentialise_scatter(Stm s, TypeEnv& env) {
  Exp& e = s.exp;
  internal_assert(e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist, "sequentialise_scatter: not a scatter");
  const Span loc = s.loc;
  size_t k = arity_of(e);
  SubExp w = e.args.at(0);
  bool hist = e.kind == Exp::Kind::Hist;
  if (hist) sequentialise_body(*e.reduces.at(0).lambda.body, env);

  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.prim = PrimType::I64;
  loop.args = {w};
  loop.loop_var = fresh_name("i");
  env.add(Param{loop.loop_var, Type::scalar(PrimType::I64)});
  SubExp i = SubExp::variable(loop.loop_var);
  std::vector<Param> acc;
  for (size_t j = 0; j < k; j++) {
    Type t = env.of(e.arrays[1 + k + j]);
    t.unique = true;
    Param p{fresh_name("dest"), t};
    env.add(p);
    acc.push_back(p);
    loop.merge.push_back({p, SubExp::variable(e.arrays[1 + k + j])});
    loop.ret.push_back(t);
  }
  auto body = std::make_shared<Body>();
  Param idx{fresh_name("idx"), Type::scalar(PrimType::I64)};
  env.add(idx);
  body->stms.push_back(bind_row(idx, e.arrays[0], env.of(e.arrays[0]), {i}, loc));
  auto cmp = [&](CmpOp op, SubExp x, SubExp y) {
    Param p{fresh_name("ok"), Type::scalar(PrimType::Bool)};
    env.add(p);
    Exp c;
    c.kind = Exp::Kind::CmpOp;
    c.cmpop = op;
    c.prim = PrimType::I64;
    c.args = {std::move(x), std::move(y)};
    body->stms.push_back(let(p, c, loc));
    return SubExp::variable(p.name);
  };
  SubExp lo = cmp(CmpOp::Le, SubExp::i64(0), SubExp::variable(idx.name));
  SubExp hi = cmp(CmpOp::Lt, SubExp::variable(idx.name), acc[0].type.shape.at(0));
  Param ok{fresh_name("in_range"), Type::scalar(PrimType::Bool)};
  env.add(ok);
  body->stms.push_back(let(ok, binop_exp(BinOp::LogAnd, PrimType::Bool, lo, hi), loc));

  auto then_b = std::make_shared<Body>();
  std::vector<SubExp> vals;
  for (size_t j = 0; j < k; j++) {
    const Type& vt = env.of(e.arrays[1 + j]);
    Param v{fresh_name("val"), vt.row()};
    env.add(v);
    then_b->stms.push_back(bind_row(v, e.arrays[1 + j], vt, {i}, loc));
    vals.push_back(SubExp::variable(v.name));
  }
  if (hist) {
    std::vector<SubExp> args;
    for (size_t j = 0; j < k; j++) {
      Param old{fresh_name("old"), acc[j].type.row()};
      env.add(old);
      then_b->stms.push_back(bind_row(old, acc[j].name, acc[j].type, {SubExp::variable(idx.name)}, loc));
      args.push_back(SubExp::variable(old.name));
    }
    for (auto& v : vals) args.push_back(v);
    vals = inline_lambda(e.reduces[0].lambda, args, loc, then_b->stms);
  }
  for (size_t j = 0; j < k; j++) {
    Type t = acc[j].type;
    Param upd{fresh_name("dest"), t};
    env.add(upd);
    Exp u = index_exp(acc[j].name, t, {SubExp::variable(idx.name)}, loc);
    u.kind = Exp::Kind::Update;
    u.args = {vals[j]};
    then_b->stms.push_back(let(upd, u, loc));
    then_b->result.push_back(SubExp::variable(upd.name));
  }
  auto else_b = std::make_shared<Body>();
  for (auto& p : acc) else_b->result.push_back(SubExp::variable(p.name));
  Exp iff;
  iff.kind = Exp::Kind::If;
  iff.args = {SubExp::variable(ok.name)};
  iff.bodies = {then_b, else_b};
  iff.ret = loop.ret;
  std::vector<Param> next;
  for (auto& p : acc) {
    Param q{fresh_name("dest"), p.type};
    env.add(q);
    next.push_back(q);
    body->result.push_back(SubExp::variable(q.name));
  }
  body->stms.push_back(Stm{next, iff, loc});
  loop.bodies = {body};
  return {Stm{s.pat, loop, loc}};
}

}  // namespace runic::flatten_impl
