// Sequentialisation: a Screma becomes a Loop (used for the parallelism that
// flattening does not exploit: SOACs inside SegOp bodies).
//
//   let (s, r, m) = screma w xs (scan op1 ne1) (reduce op2 ne2) (map f)
// =>
//   let s0 = replicate w 0 ; let m0 = replicate w 0      -- scratch
//   let (s, _, r, m) =
//     loop (s' = s0, sacc = ne1, racc = ne2, m' = m0) for i < w do
//       let x = xs[i]
//       let (a, b, c) = f x
//       let sacc2 = op1 sacc a ; let s'' = s' with [i] = sacc2
//       let racc2 = op2 racc b
//       let m'' = m' with [i] = c
//       in (s'', sacc2, racc2, m'')
//
// Pre: names bound once.  Post: no Screma anywhere inside the body; the loop
// has the Screma's pattern (plus fresh names for the scan accumulators), so
// later statements are unchanged.  The scratch arrays are merge parameters
// of unique type, so the updates are in place.
#include "flatten/build.h"

namespace runic::flatten_impl {

using namespace ir;

namespace {

// `let v = replicate ...` chains building a zero array of type `t`.
SubExp scratch(const Type& t, const Span& loc, std::vector<Stm>& out, TypeEnv& env) {
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

Exp update_exp(const VName& arr, const Type& arr_type, SubExp i, SubExp value, const Span& loc) {
  Exp e = index_exp(arr, arr_type, {i}, loc);
  e.kind = Exp::Kind::Update;
  e.args = {std::move(value)};
  return e;
}

}  // namespace

std::vector<Stm> sequentialise_screma(Stm s, TypeEnv& env) {
  Exp& e = s.exp;
  internal_assert(e.kind == Exp::Kind::Screma, "sequentialise: not a Screma");
  const Span loc = s.loc;
  SubExp w = e.args.at(0);
  Lambda& lam = e.map_lambda;
  sequentialise_body(*lam.body, env);
  size_t nscan = 0, nred = 0;
  for (auto& op : e.scans) nscan += op.neutral.size();
  for (auto& op : e.reduces) nred += op.neutral.size();
  size_t nres = lam.ret.size();
  internal_assert(nres >= nscan + nred && s.pat.size() == nres,
                  "sequentialise: Screma result count");
  size_t nmap = nres - nscan - nred;

  std::vector<Stm> out;
  std::vector<std::pair<Param, SubExp>> merge;
  std::vector<Param> loop_pat;
  auto buffer = [&](const Param& result) {
    Type t = result.type;
    t.unique = true;
    Param p{fresh_name(result.name + "_buf"), t};
    env.add(p);
    merge.push_back({p, scratch(result.type, loc, out, env)});
    loop_pat.push_back(result);
    return p;
  };
  auto accumulator = [&](const Param& result, const Type& t, SubExp ne) {
    Param p{fresh_name(result.name + "_acc"), t};
    env.add(p);
    merge.push_back({p, ne});
    loop_pat.push_back(result);
    return p;
  };

  std::vector<Param> scan_bufs, scan_accs, red_accs, map_bufs;
  {
    size_t k = 0;
    for (auto& op : e.scans)
      for (auto& ne : op.neutral) {
        (void)ne;
        scan_bufs.push_back(buffer(s.pat[k]));
        k++;
      }
    k = 0;
    for (auto& op : e.scans)
      for (auto& ne : op.neutral) {
        Param unused{fresh_name(s.pat[k].name + "_last"), lam.ret[k]};
        env.add(unused);
        scan_accs.push_back(accumulator(unused, lam.ret[k], ne));
        k++;
      }
    for (auto& op : e.reduces)
      for (auto& ne : op.neutral) {
        red_accs.push_back(accumulator(s.pat[k], lam.ret[k], ne));
        k++;
      }
    for (; k < nres; k++) map_bufs.push_back(buffer(s.pat[k]));
  }
  // Merge order: scan buffers, scan accumulators, reduce accumulators, map
  // buffers; the loop's pattern lists the Screma's results in that order
  // with the fresh scan-accumulator names in between.
  std::vector<Param> pat;
  for (size_t k = 0; k < nscan; k++) pat.push_back(loop_pat[k]);
  for (size_t k = 0; k < nscan; k++) pat.push_back(loop_pat[nscan + k]);
  for (size_t k = 0; k < nred + nmap; k++) pat.push_back(loop_pat[2 * nscan + k]);

  VName i = fresh_name("i");
  env.add(Param{i, Type::scalar(PrimType::I64)});
  auto body = std::make_shared<Body>();
  auto& bs = body->stms;
  for (size_t q = 0; q < e.arrays.size(); q++)
    bs.push_back(bind_row(lam.params[q], e.arrays[q], env.of(e.arrays[q]), {SubExp::variable(i)}, loc));
  for (auto& st : lam.body->stms) bs.push_back(std::move(st));
  const std::vector<SubExp> res = lam.body->result;

  std::vector<SubExp> next_scan_bufs, next_scan_accs, next_red_accs, next_map_bufs;
  size_t k = 0;
  for (auto& op : e.scans) {
    std::vector<SubExp> args;
    size_t a = op.neutral.size();
    for (size_t q = 0; q < a; q++) args.push_back(SubExp::variable(scan_accs[k + q].name));
    for (size_t q = 0; q < a; q++) args.push_back(res[k + q]);
    auto r = inline_lambda(op.lambda, args, loc, bs);
    for (size_t q = 0; q < a; q++) {
      Param acc2{fresh_name("scanacc"), lam.ret[k + q]};
      env.add(acc2);
      bs.push_back(let(acc2, subexp_exp(r[q]), loc));
      next_scan_accs.push_back(SubExp::variable(acc2.name));
      const Param& buf = scan_bufs[k + q];
      Param buf2{fresh_name(buf.name), buf.type};
      env.add(buf2);
      bs.push_back(let(buf2, update_exp(buf.name, buf.type, SubExp::variable(i),
                                        SubExp::variable(acc2.name), loc), loc));
      next_scan_bufs.push_back(SubExp::variable(buf2.name));
    }
    k += a;
  }
  size_t kr = 0;
  for (auto& op : e.reduces) {
    std::vector<SubExp> args;
    size_t a = op.neutral.size();
    for (size_t q = 0; q < a; q++) args.push_back(SubExp::variable(red_accs[kr + q].name));
    for (size_t q = 0; q < a; q++) args.push_back(res[k + q]);
    auto r = inline_lambda(op.lambda, args, loc, bs);
    for (auto& x : r) next_red_accs.push_back(x);
    k += a;
    kr += a;
  }
  for (size_t q = 0; q < nmap; q++, k++) {
    const Param& buf = map_bufs[q];
    Param buf2{fresh_name(buf.name), buf.type};
    env.add(buf2);
    bs.push_back(let(buf2, update_exp(buf.name, buf.type, SubExp::variable(i), res[k], loc), loc));
    next_map_bufs.push_back(SubExp::variable(buf2.name));
  }
  for (auto* v : {&next_scan_bufs, &next_scan_accs, &next_red_accs, &next_map_bufs})
    for (auto& x : *v) body->result.push_back(x);
  sequentialise_body(*body, env);  // operator lambdas may hold SOACs

  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.loop_var = i;
  loop.prim = PrimType::I64;
  loop.args = {w};
  loop.merge = merge;
  // Reorder merge to match `pat` (the order the body returns).
  std::vector<std::pair<Param, SubExp>> ordered;
  for (size_t q = 0; q < nscan; q++) ordered.push_back(merge[q]);
  for (size_t q = 0; q < nscan; q++) ordered.push_back(merge[nscan + q]);
  for (size_t q = 0; q < nred + nmap; q++) ordered.push_back(merge[2 * nscan + q]);
  loop.merge = ordered;
  for (auto& [p, init] : loop.merge) loop.ret.push_back(p.type);
  loop.bodies = {body};
  out.push_back(Stm{pat, loop, loc});
  return out;
}

void sequentialise_body(Body& b, TypeEnv& env) {
  std::vector<Stm> out;
  for (Stm& s : b.stms) {
    // The body's own bindings are the authority on their types: a body
    // that distribution renamed (a size such as a filter's count read back
    // from its distributed array under a new name) binds the same arrays
    // with types naming the new size, where the environment still has the
    // types from before flattening.
    for (const Param& p : s.pat) env.add(p);
    if (s.exp.kind == Exp::Kind::Loop)
      for (const auto& [p, init] : s.exp.merge) env.add(p);
    for (auto& nb : s.exp.bodies)
      if (nb) sequentialise_body(*nb, env);
    if (s.exp.kind == Exp::Kind::Screma) {
      for (auto& st : sequentialise_screma(std::move(s), env)) out.push_back(std::move(st));
    } else if (s.exp.kind == Exp::Kind::Scatter || s.exp.kind == Exp::Kind::Hist) {
      for (auto& st : sequentialise_scatter(std::move(s), env)) out.push_back(std::move(st));
    } else {
      for (auto& op : s.exp.reduces)
        if (op.lambda.body) sequentialise_body(*op.lambda.body, env);
      out.push_back(std::move(s));
    }
  }
  b.stms = std::move(out);
}

}  // namespace runic::flatten_impl
