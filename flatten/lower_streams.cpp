// Stream lowering: no streaming SOAC (Exp::Kind::Stream, PLDI'17 Figure 8)
// reaches flattening or the backend.  The semantics allow any partitioning
// of the input into chunks, so this pass picks chunks of size 1:
//
//   host level (function bodies, and Loop/If bodies at host level):
//     stream_map f xs            =>  map (\x -> (f 1 [x])[0]) xs
//     stream_red op f (e) xs     =>  redomap op e (\x -> let (a, ys) = f 1 e [x]
//                                                   in (a, ys[0])) xs
//   (valid because e is op's neutral element and any partitioning gives the
//   same result: e op f(e, b_1) op ... op f(e, b_n)); flattening then makes
//   the map/redomap parallel (a SegMap/SegRed).  A stream_red with array
//   accumulators (k-means) is the exception: it becomes the loop below,
//   since a SegRed over arrays needs per-thread arrays in the backend;
//
//   everywhere else (inside a lambda: code that one thread runs), and for
//   stream_seq at any level:
//     stream_seq f (e) xs  =>  loop (a = e, out = scratch) for i < w do
//                                let (a', ys) = f 1 a [xs[i]]
//                                in (a', out with [i] = ys[0])
//     stream_red op f (e) xs: the same loop with a' = a op (f 1 e [xs[i]])
//     stream_map f xs: the same loop without accumulators
//   (PLDI'17 section 5: "we currently sequentialise a stream_red inside a
//   map nest"; Figure 10c: a stream_seq of chunk size 1 keeps the
//   accumulators in registers, a thread's footprint O(1)).
//
// Inside the inlined chunk function, reads `chunk[0, ...]` of a chunk become
// reads of the element itself, so that the one-element chunk arrays
// (`replicate 1 x`) usually die.
//
// Pre: Core IR after fusion.  Post: no Stream anywhere; interpreter results
// unchanged.
#include "flatten/build.h"
#include "flatten/flatten.h"
#include "ir/ir_walk.h"

namespace runic {

namespace {

using namespace ir;
using namespace flatten_impl;

enum class Level { Host, Thread };

void lower_body(Body& b, Level level, TypeEnv& env);

// `let v = replicate ...` chains building a zero array of type `t`.
SubExp zero_array(const Type& t, const Span& loc, std::vector<Stm>& out, TypeEnv& env) {
  SubExp v = SubExp::constant(zero_of(t.elem));
  Type cur = Type::scalar(t.elem);
  for (int k = t.rank() - 1; k >= 0; k--) {
    cur = cur.array_of(t.shape[k]);
    Param p{fresh_name("scratch"), cur};
    Exp e;
    e.kind = Exp::Kind::Replicate;
    e.args = {t.shape[k], v};
    env.add(p);
    out.push_back(let(p, e, loc));
    v = SubExp::variable(p.name);
  }
  return v;
}

// Replaces `chunk[0]` / `chunk[0, is...]` (anywhere in `b`) by the element
// `x` itself / `x[is...]`, for each (chunk, element) pair of `elems`.
void read_elements(Body& b, const std::map<VName, std::pair<VName, Type>>& elems) {
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    if (e.kind == Exp::Kind::Index && elems.count(e.array) && !e.dims.empty() && !e.dims[0].is_slice) {
      const auto& [x, xt] = elems.at(e.array);
      if (e.dims.size() == 1) {
        if (!xt.is_array()) {
          e = subexp_exp(SubExp::variable(x));
        } else {
          Exp c;
          c.kind = Exp::Kind::Copy;  // a row: the simplifier removes the copy where it may
          c.array = x;
          e = c;
        }
      } else {
        e.array = x;
        e.dims.erase(e.dims.begin());
      }
    }
    for (auto& nb : e.bodies)
      if (nb) read_elements(*nb, elems);
    if (e.map_lambda.body) read_elements(*e.map_lambda.body, elems);
    for (auto& op : e.scans)
      if (op.lambda.body) read_elements(*op.lambda.body, elems);
    for (auto& op : e.reduces)
      if (op.lambda.body) read_elements(*op.lambda.body, elems);
  }
}

// Inlines the chunk function of stream `e` on the one-element chunks of the
// rows `xs` (of the input arrays), with accumulators `accs`; appends the
// statements to `out` and returns the accumulator results and the rows of
// the mapped results.
std::vector<SubExp> chunk_of_one(Exp& e, const std::vector<SubExp>& accs, const std::vector<Param>& xs,
                                 const Span& loc, std::vector<Stm>& out, TypeEnv& env) {
  Lambda& lam = e.map_lambda;
  size_t p = e.args.size() - 1;
  std::vector<SubExp> args = {SubExp::i64(1)};
  for (size_t k = 0; k < p; k++) {
    // stream_red's chunks each start from the neutral elements: an array
    // accumulator gets a fresh copy, since the chunk function may update it
    // in place (k-means, PLDI'17 Figure 4c).
    const Param& ap = lam.params[1 + k];
    if (e.stream_kind == Exp::StreamKind::Red && ap.type.is_array() && accs[k].is_var()) {
      Param c{fresh_name(ap.name + "_fresh"), ap.type};
      c.type.unique = true;
      env.add(c);
      Exp cp;
      cp.kind = Exp::Kind::Copy;
      cp.array = accs[k].var;
      out.push_back(let(c, cp, loc));
      args.push_back(SubExp::variable(c.name));
    } else {
      args.push_back(accs[k]);
    }
  }
  std::map<VName, std::pair<VName, Type>> elems;
  for (size_t j = 0; j < xs.size(); j++) {
    const Param& cp = lam.params[1 + p + j];
    Param chunk{fresh_name(cp.name), xs[j].type.array_of(SubExp::i64(1))};
    env.add(chunk);
    Exp rep;
    rep.kind = Exp::Kind::Replicate;
    rep.args = {SubExp::i64(1), SubExp::variable(xs[j].name)};
    out.push_back(let(chunk, rep, loc));
    args.push_back(SubExp::variable(chunk.name));
    elems[cp.name] = {xs[j].name, xs[j].type};
  }
  read_elements(*lam.body, elems);
  lower_body(*lam.body, Level::Thread, env);
  std::vector<SubExp> res = inline_lambda(lam, args, loc, out);
  for (size_t k = p; k < res.size(); k++) {
    Type rt = lam.ret[k].row();
    for (auto& d : rt.shape)  // sizes in terms of the chunk size
      if (d.is_var() && d.var == lam.params[0].name) d = SubExp::i64(1);
    Param row{fresh_name("row"), rt};
    env.add(row);
    Type at = rt.array_of(SubExp::i64(1));
    out.push_back(bind_row(row, res[k].var, at, {SubExp::i64(0)}, loc));
    res[k] = SubExp::variable(row.name);
  }
  return res;
}

std::vector<Param> row_params(const Exp& e, TypeEnv& env) {
  std::vector<Param> xs;
  for (const VName& a : e.arrays) {
    Param x{fresh_name("x"), env.of(a).row()};
    env.add(x);
    xs.push_back(x);
  }
  return xs;
}

// Host level: stream_map / stream_red -> map / redomap (chunk size 1).
Stm stream_to_screma(Stm s, TypeEnv& env) {
  Exp& e = s.exp;
  std::vector<SubExp> init(e.args.begin() + 1, e.args.end());
  std::vector<Param> xs = row_params(e, env);
  auto body = std::make_shared<Body>();
  body->result = chunk_of_one(e, init, xs, s.loc, body->stms, env);
  Exp r;
  r.kind = Exp::Kind::Screma;
  r.args = {e.args[0]};
  r.arrays = e.arrays;
  r.map_lambda.params = xs;
  r.map_lambda.body = body;
  for (size_t k = 0; k < init.size(); k++) r.map_lambda.ret.push_back(e.map_lambda.params[1 + k].type);
  for (size_t k = init.size(); k < s.pat.size(); k++) r.map_lambda.ret.push_back(s.pat[k].type.row());
  if (e.stream_kind == Exp::StreamKind::Red) {
    ReduceOp op = e.reduces.at(0);
    op.neutral = init;
    lower_body(*op.lambda.body, Level::Thread, env);
    r.reduces = {op};
  }
  return Stm{s.pat, r, s.loc};
}

// Any level: a stream -> a sequential loop (chunk size 1).
Stm stream_to_loop(Stm s, TypeEnv& env, std::vector<Stm>& out) {
  Exp& e = s.exp;
  const Span loc = s.loc;
  size_t p = e.args.size() - 1;
  std::vector<SubExp> init(e.args.begin() + 1, e.args.end());
  std::vector<std::pair<Param, SubExp>> merge;
  for (size_t k = 0; k < p; k++) {
    Param a{fresh_name("acc"), s.pat[k].type};
    a.type.unique = a.type.is_array();
    env.add(a);
    merge.push_back({a, init[k]});
  }
  for (size_t k = p; k < s.pat.size(); k++) {
    Type t = s.pat[k].type;
    t.unique = true;
    Param buf{fresh_name(s.pat[k].name + "_buf"), t};
    env.add(buf);
    merge.push_back({buf, zero_array(s.pat[k].type, loc, out, env)});
  }
  VName i = fresh_name("i");
  env.add(Param{i, Type::scalar(PrimType::I64)});
  auto body = std::make_shared<Body>();
  auto& bs = body->stms;
  std::vector<Param> xs = row_params(e, env);
  for (size_t j = 0; j < xs.size(); j++)
    bs.push_back(bind_row(xs[j], e.arrays[j], env.of(e.arrays[j]), {SubExp::variable(i)}, loc));
  std::vector<SubExp> accs;
  for (size_t k = 0; k < p; k++)
    accs.push_back(e.stream_kind == Exp::StreamKind::Seq ? SubExp::variable(merge[k].first.name) : init[k]);
  std::vector<SubExp> res = chunk_of_one(e, accs, xs, loc, bs, env);
  if (e.stream_kind == Exp::StreamKind::Red) {
    // a' = a op (f 1 e [x])
    std::vector<SubExp> args;
    for (size_t k = 0; k < p; k++) args.push_back(SubExp::variable(merge[k].first.name));
    for (size_t k = 0; k < p; k++) args.push_back(res[k]);
    Lambda op = e.reduces.at(0).lambda;
    lower_body(*op.body, Level::Thread, env);
    auto combined = inline_lambda(op, args, loc, bs);
    for (size_t k = 0; k < p; k++) res[k] = combined[k];
  }
  for (size_t k = 0; k < p; k++) body->result.push_back(res[k]);
  for (size_t k = p; k < s.pat.size(); k++) {
    const Param& buf = merge[k].first;
    Param buf2{fresh_name(buf.name), buf.type};
    env.add(buf2);
    Exp up = index_exp(buf.name, buf.type, {SubExp::variable(i)}, loc);
    up.kind = Exp::Kind::Update;
    up.args = {res[k]};
    bs.push_back(let(buf2, up, loc));
    body->result.push_back(SubExp::variable(buf2.name));
  }
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.loop_var = i;
  loop.prim = PrimType::I64;
  loop.args = {e.args[0]};
  loop.merge = merge;
  for (auto& [mp, v] : loop.merge) loop.ret.push_back(mp.type);
  loop.bodies = {body};
  return Stm{s.pat, loop, loc};
}

void lower_nested(Exp& e, Level level, TypeEnv& env) {
  // Loop and If bodies stay at the level of their statement; lambdas run
  // per element (one thread).
  for (auto& nb : e.bodies)
    if (nb) lower_body(*nb, e.kind == Exp::Kind::SegOp ? Level::Thread : level, env);
  if (e.kind != Exp::Kind::Stream && e.map_lambda.body) lower_body(*e.map_lambda.body, Level::Thread, env);
  if (e.kind != Exp::Kind::Stream)
    for (auto* ops : {&e.scans, &e.reduces})
      for (auto& op : *ops)
        if (op.lambda.body) lower_body(*op.lambda.body, Level::Thread, env);
}

// Whether a stream has an array accumulator (k-means, Figure 4c): a
// SegRed over arrays needs per-thread arrays, which the OpenCL backend does
// not have yet, so such a stream is lowered to a loop even at host level.
bool array_accumulators(const Exp& e) {
  for (size_t k = 1; k < e.args.size(); k++)
    if (e.map_lambda.params.at(k).type.is_array()) return true;
  return false;
}

void lower_body(Body& b, Level level, TypeEnv& env) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    lower_nested(s.exp, level, env);
    if (s.exp.kind != Exp::Kind::Stream) {
      out.push_back(std::move(s));
    } else if (level == Level::Host && s.exp.stream_kind != Exp::StreamKind::Seq && !array_accumulators(s.exp)) {
      out.push_back(stream_to_screma(std::move(s), env));
    } else {
      Stm loop = stream_to_loop(std::move(s), env, out);
      out.push_back(std::move(loop));
    }
  }
  b.stms = std::move(out);
}

}  // namespace

ir::Program lower_streams(const ir::Program& prog) {
  ir::Program out = ir::walk::clone_program(prog);
  TypeEnv env = collect_types(out);
  for (auto& f : out.functions)
    if (f.body) lower_body(*f.body, Level::Host, env);
  return out;
}

}  // namespace runic
