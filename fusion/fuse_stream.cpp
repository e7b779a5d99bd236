// Fusion rules for the streaming SOACs (PLDI'17 section 4, Figure 9).
//
//   F1  map f xs               =>  stream_map (\m xs_c -> map f xs_c) xs
//   F3  redomap (+) f e xs     =>  stream_red (+) (\m a xs_c -> redomap (+) f e xs_c) e xs
//       (a Screma without scans becomes a parallel stream; each chunk of a
//       stream_red starts from the neutral elements, so the chunk function
//       need not add its accumulator: e + r = r)
//   F6  stream_red (+) f e1 as  ;  stream_red (*) g e2 (xs, bs)
//         => stream_red ((+), (*)) (\m (a1, a2) (as_c, bs_c) ->
//                let (r1, xs_c, ys_c) = f m a1 as_c
//                let (r2, zs_c)       = g m a2 xs_c bs_c
//                in (r1, r2, xs_c, ys_c, zs_c)) (e1, e2) as bs
//       producer-consumer (xs, outputs of the first, feed the second) or
//       horizontal (no xs); stream_map is the case of no accumulators; the
//       operators are tupled component-wise;
//   F7  stream_seq f e1 as ; stream_seq g e2 (xs, bs): the same chunk
//       function, without operators.
//   F2  map f xs        =>  stream_seq (\q () xs_c -> map f xs_c) () xs
//   F4  reduce (+) e xs =>  stream_seq (\q a xs_c -> a + reduce (+) e xs_c) e xs
//   F5  scan (+) e xs   =>  stream_seq (\q a xs_c -> let ys = map (a +) (scan (+) e xs_c)
//                                                    in (last ys, ys)) e xs
//       (one function for any Screma: its scans, reductions and maps); the
//       driver applies them inside the chunk function of a parallel stream
//       where Screma fusion left a producer-consumer chain (a scan feeding
//       a reduction, Figure 10b), and then F7 fuses the stream_seqs: the
//       Figure 10c form.
//
// A map or redomap next to a parallel stream is first turned into one (F1,
// F3) and then fused by F6.  A parallel stream is never fused with a
// sequential one (it would lose the strength-reduction invariant the user
// encoded, PLDI'17 section 4).  The driver (fusion.cpp) checks the side
// conditions: producer outputs used by the consumer only as its input
// arrays, the producer's accumulators not at all; nothing in between
// consumes what the producer reads.
//
// Names stay bound once: the chunk functions are cloned with fresh names for
// everything they bind.
#include <map>

#include "ir/ir_walk.h"
#include "fusion/rules.h"

namespace runic::fusion_rules {

namespace {

using namespace ir;

// A clone of `l` in which every name bound inside it (parameters included)
// is fresh.
Lambda freshen(const Lambda& l) {
  Lambda r = walk::clone_lambda(l);
  std::map<VName, VName> m;
  walk::for_each_name_lambda(r, [&](const VName& v, walk::Role role) {
    if (role == walk::Role::Bind && !m.count(v)) m[v] = fresh_name(v.substr(0, v.rfind('_')));
  });
  rename_all(r, m);
  return r;
}

Stm let_subexp(const Param& p, SubExp v) {
  Stm s;
  s.pat = {p};
  s.exp.kind = Exp::Kind::SubExp;
  s.exp.args = {std::move(v)};
  return s;
}

size_t accumulators(const Exp& e) { return e.args.size() - 1; }

// The tupled operator (a1, a2) (b1, b2) -> (op1 a1 b1, op2 a2 b2) of two
// operators over p1 and p2 accumulators (either may be absent: p = 0).
Lambda tuple_ops(const Lambda* op1, size_t p1, const Lambda* op2, size_t p2) {
  Lambda r;
  r.body = std::make_shared<Body>();
  Lambda a = op1 && p1 ? freshen(*op1) : Lambda{};
  Lambda b = op2 && p2 ? freshen(*op2) : Lambda{};
  for (size_t k = 0; k < p1; k++) r.params.push_back(a.params[k]);
  for (size_t k = 0; k < p2; k++) r.params.push_back(b.params[k]);
  for (size_t k = 0; k < p1; k++) r.params.push_back(a.params[p1 + k]);
  for (size_t k = 0; k < p2; k++) r.params.push_back(b.params[p2 + k]);
  for (Lambda* l : {&a, &b}) {
    if (!l->body) continue;
    for (Stm& s : l->body->stms) r.body->stms.push_back(std::move(s));
    for (SubExp& x : l->body->result) r.body->result.push_back(x);
    for (Type& t : l->ret) r.ret.push_back(t);
  }
  return r;
}

}  // namespace

void rename_all(Lambda& l, const std::map<VName, VName>& m) {
  walk::for_each_name_lambda(l, [&](VName& v, walk::Role) {
    auto it = m.find(v);
    if (it != m.end()) v = it->second;
  });
}

// F1 / F3: a Screma without scans as a stream_map / stream_red whose chunk
// function applies the Screma to the chunk.  The pattern is unchanged.
Stm screma_to_stream(const Stm& s) {
  const Exp& e = s.exp;
  if (e.kind == Exp::Kind::Stream) return s;
  size_t nred = 0;
  for (auto& op : e.reduces) nred += op.neutral.size();
  Lambda chunk;
  chunk.body = std::make_shared<Body>();
  Param m{fresh_name("chunk_size"), Type::scalar(PrimType::I64)};
  chunk.params.push_back(m);
  Exp inner;
  inner.kind = Exp::Kind::Screma;
  inner.args = {SubExp::variable(m.name)};
  inner.map_lambda = walk::clone_lambda(e.map_lambda);
  inner.reduces = e.reduces;
  for (auto& op : inner.reduces) op.lambda = walk::clone_lambda(op.lambda);
  // The chunk function gets the original lambdas (their names appear only
  // there from now on); the operator of the stream is a fresh copy.
  for (size_t k = 0; k < nred; k++) chunk.params.push_back(Param{fresh_name("acc"), s.pat[k].type});
  std::vector<Param> chunk_pat;
  for (size_t k = 0; k < s.pat.size(); k++) {
    Type t = k < nred ? s.pat[k].type : s.pat[k].type.row().array_of(SubExp::variable(m.name));
    Param p{fresh_name(s.pat[k].name + "_c"), t};
    chunk_pat.push_back(p);
    chunk.ret.push_back(t);
    chunk.body->result.push_back(SubExp::variable(p.name));
  }
  for (size_t j = 0; j < e.arrays.size(); j++) {
    Type rt = e.map_lambda.params[j].type;
    Param c{fresh_name("chunk"), rt.array_of(SubExp::variable(m.name))};
    chunk.params.push_back(c);
    inner.arrays.push_back(c.name);
  }
  chunk.body->stms.push_back(Stm{chunk_pat, inner, s.loc});

  Exp st;
  st.kind = Exp::Kind::Stream;
  st.stream_kind = nred ? Exp::StreamKind::Red : Exp::StreamKind::Map;
  st.args = {e.args.at(0)};
  st.arrays = e.arrays;
  if (nred) {
    // Several operators become one tupled operator.
    Lambda op;
    size_t have = 0;
    bool comm = true;
    for (auto& r : e.reduces) {
      size_t k = r.neutral.size();
      op = have ? tuple_ops(&op, have, &r.lambda, k) : freshen(r.lambda);
      have += k;
      comm = comm && r.commutative;
      for (auto& n : r.neutral) st.args.push_back(n);
    }
    ReduceOp rop;
    rop.lambda = op;
    rop.commutative = comm;
    st.reduces = {rop};
  }
  // The original lambdas now live in the chunk function: the caller drops
  // the Screma, so its names stay bound once.
  st.map_lambda = chunk;
  return Stm{s.pat, st, s.loc};
}

namespace {

Stm let_exp(const Param& p, Exp e, const Span& loc) {
  Stm s;
  s.pat = {p};
  s.exp = std::move(e);
  s.loc = loc;
  return s;
}

// Binds the parameters of a fresh copy of `op` to `args` and appends its
// body to `out`; returns its results.
std::vector<SubExp> inline_fresh(const Lambda& op, const std::vector<SubExp>& args, std::vector<Stm>& out) {
  Lambda l = freshen(op);
  for (size_t k = 0; k < args.size(); k++) out.push_back(let_subexp(l.params[k], args[k]));
  for (Stm& s : l.body->stms) out.push_back(std::move(s));
  return l.body->result;
}

}  // namespace

// F2/F4/F5: any Screma as a stream_seq whose chunk function applies the
// Screma to the chunk and adds the accumulators: a reduction's accumulator
// is combined with the chunk's reduction; a scan's chunk is offset by its
// accumulator (map (a op) over the chunk's scan) and its last element is
// the next accumulator.
Stm screma_to_stream_seq(const Stm& s) {
  const Exp& e = s.exp;
  const Span loc = s.loc;
  size_t nscan = 0, nred = 0;
  for (auto& op : e.scans) nscan += op.neutral.size();
  for (auto& op : e.reduces) nred += op.neutral.size();
  const std::vector<Type>& ret = e.map_lambda.ret;
  size_t nres = ret.size();
  Param q{fresh_name("chunk_size"), Type::scalar(PrimType::I64)};
  SubExp qv = SubExp::variable(q.name);
  Lambda chunk;
  chunk.body = std::make_shared<Body>();
  auto& bs = chunk.body->stms;
  chunk.params.push_back(q);
  std::vector<SubExp> accs;
  for (size_t k = 0; k < nscan + nred; k++) {
    Param a{fresh_name("acc"), ret[k]};
    chunk.params.push_back(a);
    accs.push_back(SubExp::variable(a.name));
  }
  Exp inner = walk::clone_exp(e);
  inner.args = {qv};
  inner.arrays.clear();
  for (size_t j = 0; j < e.arrays.size(); j++) {
    Param c{fresh_name("chunk"), e.map_lambda.params[j].type.array_of(qv)};
    chunk.params.push_back(c);
    inner.arrays.push_back(c.name);
  }
  std::vector<Param> inner_pat;
  for (size_t k = 0; k < nres; k++) {
    bool reduced = k >= nscan && k < nscan + nred;
    inner_pat.push_back(Param{fresh_name("part"), reduced ? ret[k] : ret[k].array_of(qv)});
  }
  bs.push_back(Stm{inner_pat, inner, loc});

  std::vector<SubExp> next_accs, scanned;
  size_t k = 0;
  for (auto& op : e.scans) {
    size_t a = op.neutral.size();
    // ys = map (acc op) part
    Exp fix;
    fix.kind = Exp::Kind::Screma;
    fix.args = {qv};
    Lambda& fl = fix.map_lambda;
    fl.body = std::make_shared<Body>();
    std::vector<SubExp> args(accs.begin() + (long)k, accs.begin() + (long)(k + a));
    for (size_t j = 0; j < a; j++) {
      Param x{fresh_name("x"), ret[k + j]};
      fl.params.push_back(x);
      fl.ret.push_back(ret[k + j]);
      fix.arrays.push_back(inner_pat[k + j].name);
      args.push_back(SubExp::variable(x.name));
    }
    fl.body->result = inline_fresh(op.lambda, args, fl.body->stms);
    std::vector<Param> fixed;
    for (size_t j = 0; j < a; j++) fixed.push_back(Param{fresh_name("scanned"), ret[k + j].array_of(qv)});
    bs.push_back(Stm{fixed, fix, loc});
    // next acc = if q == 0 then acc else ys[q - 1]
    Param empty{fresh_name("empty"), Type::scalar(PrimType::Bool)};
    Exp cmp;
    cmp.kind = Exp::Kind::CmpOp;
    cmp.cmpop = CmpOp::Eq;
    cmp.prim = PrimType::I64;
    cmp.args = {qv, SubExp::i64(0)};
    bs.push_back(let_exp(empty, cmp, loc));
    Exp branch;
    branch.kind = Exp::Kind::If;
    branch.args = {SubExp::variable(empty.name)};
    auto then_b = std::make_shared<Body>(), else_b = std::make_shared<Body>();
    Param last{fresh_name("last_i"), Type::scalar(PrimType::I64)};
    Exp sub;
    sub.kind = Exp::Kind::BinOp;
    sub.binop = BinOp::Sub;
    sub.prim = PrimType::I64;
    sub.args = {qv, SubExp::i64(1)};
    else_b->stms.push_back(let_exp(last, sub, loc));
    std::vector<Param> lasts;
    for (size_t j = 0; j < a; j++) {
      then_b->result.push_back(accs[k + j]);
      Param l{fresh_name("last"), ret[k + j]};
      Exp ix;
      ix.kind = Exp::Kind::Index;
      ix.array = fixed[j].name;
      DimIndex d;
      d.index = SubExp::variable(last.name);
      ix.dims = {d};
      for (int r = 0; r < ret[k + j].rank(); r++) {
        DimIndex full;
        full.is_slice = true;
        full.start = SubExp::i64(0);
        full.count = ret[k + j].shape[(size_t)r];
        full.stride = SubExp::i64(1);
        ix.dims.push_back(full);
      }
      ix.loc = loc;
      else_b->stms.push_back(let_exp(l, ix, loc));
      else_b->result.push_back(SubExp::variable(l.name));
      branch.ret.push_back(ret[k + j]);
      lasts.push_back(Param{fresh_name("scan_acc"), ret[k + j]});
      scanned.push_back(SubExp::variable(fixed[j].name));
    }
    branch.bodies = {then_b, else_b};
    bs.push_back(Stm{lasts, branch, loc});
    for (auto& l : lasts) next_accs.push_back(SubExp::variable(l.name));
    k += a;
  }
  for (auto& op : e.reduces) {
    size_t a = op.neutral.size();
    std::vector<SubExp> args(accs.begin() + (long)k, accs.begin() + (long)(k + a));
    for (size_t j = 0; j < a; j++) args.push_back(SubExp::variable(inner_pat[k + j].name));
    for (auto& r : inline_fresh(op.lambda, args, bs)) next_accs.push_back(r);
    k += a;
  }
  chunk.body->result = next_accs;
  for (auto& x : scanned) chunk.body->result.push_back(x);
  for (size_t j = nscan + nred; j < nres; j++) chunk.body->result.push_back(SubExp::variable(inner_pat[j].name));
  for (size_t j = 0; j < nscan + nred; j++) chunk.ret.push_back(ret[j]);
  for (size_t j = 0; j < nres; j++)
    if (j < nscan || j >= nscan + nred) chunk.ret.push_back(ret[j].array_of(qv));

  Exp st;
  st.kind = Exp::Kind::Stream;
  st.stream_kind = Exp::StreamKind::Seq;
  st.args = {e.args.at(0)};
  for (auto& op : e.scans)
    for (auto& n : op.neutral) st.args.push_back(n);
  for (auto& op : e.reduces)
    for (auto& n : op.neutral) st.args.push_back(n);
  st.arrays = e.arrays;
  st.map_lambda = chunk;
  // Pattern: the scans' last elements (unused), the reductions, the scanned
  // arrays, the mapped arrays.
  std::vector<Param> pat;
  for (size_t j = 0; j < nscan; j++) pat.push_back(Param{fresh_name("scan_last"), ret[j]});
  for (size_t j = nscan; j < nscan + nred; j++) pat.push_back(s.pat[j]);
  for (size_t j = 0; j < nscan; j++) pat.push_back(s.pat[j]);
  for (size_t j = nscan + nred; j < nres; j++) pat.push_back(s.pat[j]);
  return Stm{pat, st, loc};
}

std::optional<Stm> fuse_streams(const Stm& first, const Stm& second, const std::vector<bool>& keep_output) {
  const Exp& p = first.exp;
  const Exp& c = second.exp;
  if (p.kind != Exp::Kind::Stream || c.kind != Exp::Kind::Stream) return std::nullopt;
  bool p_seq = p.stream_kind == Exp::StreamKind::Seq, c_seq = c.stream_kind == Exp::StreamKind::Seq;
  if (p_seq != c_seq) return std::nullopt;  // never a parallel stream with a sequential one
  Lambda f = freshen(p.map_lambda), g = freshen(c.map_lambda);
  size_t pp = accumulators(p), pc = accumulators(c);

  // One chunk size: g's becomes f's.
  rename_all(g, {{g.params[0].name, f.params[0].name}});

  Lambda h;
  h.body = std::make_shared<Body>();
  h.params.push_back(f.params[0]);
  for (size_t k = 0; k < pp; k++) h.params.push_back(f.params[1 + k]);
  for (size_t k = 0; k < pc; k++) h.params.push_back(g.params[1 + k]);
  std::map<VName, VName> chunk_of;  // input array -> chunk parameter of h
  std::vector<VName> arrays;
  for (size_t j = 0; j < p.arrays.size(); j++) {
    const Param& cp = f.params[1 + pp + j];
    if (chunk_of.count(p.arrays[j])) {
      h.body->stms.push_back(let_subexp(cp, SubExp::variable(chunk_of[p.arrays[j]])));
      continue;
    }
    chunk_of[p.arrays[j]] = cp.name;
    h.params.push_back(cp);
    arrays.push_back(p.arrays[j]);
  }
  for (Stm& s : f.body->stms) h.body->stms.push_back(std::move(s));
  // The producer's outputs, chunk by chunk.
  std::map<VName, SubExp> produced;
  for (size_t k = pp; k < first.pat.size(); k++) produced[first.pat[k].name] = f.body->result[k];
  for (size_t j = 0; j < c.arrays.size(); j++) {
    const Param& cp = g.params[1 + pc + j];
    if (produced.count(c.arrays[j])) {
      h.body->stms.push_back(let_subexp(cp, produced[c.arrays[j]]));
    } else if (chunk_of.count(c.arrays[j])) {
      h.body->stms.push_back(let_subexp(cp, SubExp::variable(chunk_of[c.arrays[j]])));
    } else {
      chunk_of[c.arrays[j]] = cp.name;
      h.params.push_back(cp);
      arrays.push_back(c.arrays[j]);
    }
  }
  for (Stm& s : g.body->stms) h.body->stms.push_back(std::move(s));

  // Results: accumulators of both, then the kept producer arrays, then the
  // consumer's arrays.
  std::vector<Param> pat;
  auto result = [&](const Lambda& l, size_t k, const Param& pt) {
    h.body->result.push_back(l.body->result[k]);
    h.ret.push_back(l.ret[k]);
    pat.push_back(pt);
  };
  for (size_t k = 0; k < pp; k++) result(f, k, first.pat[k]);
  for (size_t k = 0; k < pc; k++) result(g, k, second.pat[k]);
  for (size_t k = pp; k < first.pat.size(); k++)
    if (keep_output.empty() || keep_output[k]) result(f, k, first.pat[k]);
  for (size_t k = pc; k < second.pat.size(); k++) result(g, k, second.pat[k]);

  Exp e;
  e.kind = Exp::Kind::Stream;
  e.stream_kind = p_seq                                                                      ? Exp::StreamKind::Seq
                  : (p.stream_kind == Exp::StreamKind::Red || c.stream_kind == Exp::StreamKind::Red)
                      ? Exp::StreamKind::Red
                      : Exp::StreamKind::Map;
  e.args = {p.args[0]};
  for (size_t k = 0; k < pp; k++) e.args.push_back(p.args[1 + k]);
  for (size_t k = 0; k < pc; k++) e.args.push_back(c.args[1 + k]);
  e.arrays = arrays;
  e.map_lambda = h;
  if (e.stream_kind == Exp::StreamKind::Red) {
    ReduceOp op;
    const Lambda* op1 = p.reduces.empty() ? nullptr : &p.reduces[0].lambda;
    const Lambda* op2 = c.reduces.empty() ? nullptr : &c.reduces[0].lambda;
    op.lambda = tuple_ops(op1, pp, op2, pc);
    op.commutative = (!op1 || p.reduces[0].commutative) && (!op2 || c.reduces[0].commutative);
    e.reduces = {op};
  }
  return Stm{pat, e, second.loc};
}

}  // namespace runic::fusion_rules
