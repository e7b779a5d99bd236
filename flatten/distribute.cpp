// Map distribution and interchanges (PLDI'17 section 5.1), as Core IR to
// Core IR rewrites that run on host-level statements before they are turned
// into SegOps (flatten.cpp):
//
//   G4  map fission: the body of a map is cut into groups, each becoming its
//       own map over the same arrays; values a later group needs are
//       materialised as arrays (one row per point).  Cut points are the
//       inner SOACs and the loops with inner parallelism ("inner SOACs are
//       natural splitting points"); scalar code is grouped with the SOAC
//       that follows it (let-floating and grouping of scalar code), and the
//       scalar code after the last SOAC forms its own group.  Side
//       condition: a group is only closed when every value it passes on has
//       a size invariant to the map; otherwise the group grows (the inner
//       parallelism is then sequentialised, as for `scan (+) 0 (iota p)` in
//       Figure 11).  Groups that update in place an array bound outside
//       themselves block distribution.  Applied innermost first, so that a
//       map nest is distributed at every level.
//   G7  map-loop interchange: `map (\x -> loop (y = x) for i < n do B) xs`
//       becomes `loop (ys = xs) for i < n do map (\x y -> B) xs ys`, but only
//       when B contains inner parallelism (a SOAC): otherwise the loop stays
//       inside the kernel (Mandelbrot).  Invariant initial values are
//       replicated; merge values must have invariant sizes.
//   G6  rearrange distribution: `map (\x -> rearrange ks x) ys` becomes
//       `rearrange (0, 1+ks...) ys`; a rearrange is a cut point of G4, so
//       that it is distributed on its own.
//   Before G4, a Screma in a map's body with mapped outputs beside its
//   scans or reductions is split into a map and the operators over its
//   arrays (split_mapped_outputs), so that each becomes a nest.
//   G5  reduce-map interchange: a reduction whose operator is a map of a
//       scalar operator and whose neutral element is `replicate k v` (the
//       vectorised addition of K-means, Figure 4b) becomes
//       `map (\col -> reduce op v col) (transpose zs)`: a segmented
//       reduction over the transposed rows.
//
// Pre/post: Core IR, names bound once; interpreter results unchanged.
#include <optional>
#include <set>

#include "flatten/build.h"
#include "flatten/distribute.h"
#include "ir/ir_walk.h"

namespace runic::flatten_impl {

namespace {

using namespace ir;

bool is_pure_map(const Exp& e) {
  return e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.empty();
}

bool has_inner_parallelism(const Body& b) {
  for (const Stm& s : b.stms) {
    if (s.exp.kind == Exp::Kind::Screma) return true;
    if (s.exp.kind == Exp::Kind::Loop && has_inner_parallelism(*s.exp.bodies.at(0))) return true;
  }
  return false;
}

bool is_cut_point(const Stm& s) {
  if (s.exp.kind == Exp::Kind::Screma || s.exp.kind == Exp::Kind::Rearrange) return true;
  return s.exp.kind == Exp::Kind::Loop && s.exp.loop_kind == Exp::LoopKind::For &&
         has_inner_parallelism(*s.exp.bodies.at(0));
}

bool regular(const Type& t, const std::set<VName>& bound) {
  for (auto& d : t.shape)
    if (d.is_var() && bound.count(d.var)) return false;
  return true;
}

// Arrays updated in place (Update, Scatter/Hist destinations) anywhere in `b`.
void updated_names(const Body& b, std::set<VName>& out) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Update) out.insert(e.array);
    if (e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist)
      for (size_t a = 1 + (e.arrays.size() - 1) / 2; a < e.arrays.size(); a++)
        out.insert(e.arrays[a]);
    for (auto& nb : e.bodies)
      if (nb) updated_names(*nb, out);
    if (e.map_lambda.body) updated_names(*e.map_lambda.body, out);
  }
}

Exp map_exp(SubExp w, std::vector<VName> arrays, Lambda lam) {
  Exp e;
  e.kind = Exp::Kind::Screma;
  e.args = {std::move(w)};
  e.arrays = std::move(arrays);
  e.map_lambda = std::move(lam);
  return e;
}

// G6 on a map whose lambda body is one rearrange of a parameter:
// `map (\x -> rearrange ks x) ys` -> `rearrange (0, 1+ks...) ys`.
std::optional<Stm> distribute_rearrange(const Stm& s) {
  const Lambda& lam = s.exp.map_lambda;
  const Body& b = *lam.body;
  if (b.stms.size() != 1 || b.stms[0].exp.kind != Exp::Kind::Rearrange) return std::nullopt;
  const Stm& r = b.stms[0];
  if (s.pat.size() != 1 || b.result.size() != 1 || !b.result[0].is_var() ||
      b.result[0].var != r.pat.at(0).name)
    return std::nullopt;
  std::optional<size_t> q;
  for (size_t k = 0; k < lam.params.size(); k++)
    if (lam.params[k].name == r.exp.array) q = k;
  if (!q) return std::nullopt;
  Exp e;
  e.kind = Exp::Kind::Rearrange;
  e.array = s.exp.arrays.at(*q);
  e.perm = {0};
  for (int k : r.exp.perm) e.perm.push_back(k + 1);
  return Stm{s.pat, std::move(e), s.loc};
}

// G7 on a map whose lambda body is one loop returning its results.
std::optional<std::vector<Stm>> interchange_map_loop(Stm& s, TypeEnv& env) {
  Exp& e = s.exp;
  Lambda& lam = e.map_lambda;
  Body& b = *lam.body;
  if (b.stms.size() != 1 || !is_cut_point(b.stms[0])) return std::nullopt;
  Stm& loop = b.stms[0];
  Exp& le = loop.exp;
  if (le.kind != Exp::Kind::Loop || loop.pat.size() != b.result.size()) return std::nullopt;
  for (size_t k = 0; k < loop.pat.size(); k++)
    if (!b.result[k].is_var() || b.result[k].var != loop.pat[k].name) return std::nullopt;
  std::set<VName> bound;
  for (auto& p : lam.params) bound.insert(p.name);
  for (auto& [p, init] : le.merge) bound.insert(p.name);
  if (le.args.at(0).is_var() && bound.count(le.args[0].var)) return std::nullopt;
  for (auto& [p, init] : le.merge)
    if (!regular(p.type, bound)) return std::nullopt;

  const SubExp& w = e.args.at(0);
  std::vector<Stm> out;
  auto uses = walk::count_uses(*le.bodies[0]);
  Lambda inner;
  std::vector<VName> inner_arrays;
  for (size_t q = 0; q < lam.params.size(); q++)
    if (uses.count(lam.params[q].name)) {
      inner.params.push_back(lam.params[q]);
      inner_arrays.push_back(e.arrays[q]);
    }
  std::vector<std::pair<Param, SubExp>> merge;
  std::vector<SubExp> next;
  Body loop_body;
  for (auto& [p, init] : le.merge) {
    Param outer{fresh_name(p.name + "_x"), p.type.array_of(w)};
    env.add(outer);
    SubExp start;
    std::optional<size_t> from_param;
    for (size_t q = 0; q < lam.params.size(); q++)
      if (init.is_var() && init.var == lam.params[q].name) from_param = q;
    if (from_param) {
      start = SubExp::variable(e.arrays[*from_param]);
    } else {
      Param rep{fresh_name(p.name + "_rep"), p.type.array_of(w)};
      env.add(rep);
      Exp r;
      r.kind = Exp::Kind::Replicate;
      r.args = {w, init};
      out.push_back(let(rep, std::move(r), s.loc));
      start = SubExp::variable(rep.name);
    }
    merge.push_back({outer, start});
    inner.params.push_back(p);
    inner_arrays.push_back(outer.name);
    inner.ret.push_back(p.type);
    Param nx{fresh_name(p.name + "_next"), p.type.array_of(w)};
    env.add(nx);
    next.push_back(SubExp::variable(nx.name));
  }
  inner.body = le.bodies[0];
  Stm inner_map;
  for (auto& sx : next) inner_map.pat.push_back(Param{sx.var, env.of(sx.var)});
  inner_map.exp = map_exp(w, inner_arrays, std::move(inner));
  inner_map.loc = s.loc;
  auto nb = std::make_shared<Body>();
  for (Stm& d : distribute_map(std::move(inner_map), env)) nb->stms.push_back(std::move(d));
  nb->result = next;
  Exp ne;
  ne.kind = Exp::Kind::Loop;
  ne.merge = std::move(merge);
  ne.loop_kind = Exp::LoopKind::For;
  ne.loop_var = le.loop_var;
  ne.prim = le.prim;
  ne.args = le.args;
  ne.bodies = {nb};
  for (auto& [p, init] : ne.merge) ne.ret.push_back(p.type);
  out.push_back(Stm{s.pat, std::move(ne), s.loc});
  return out;
}

}  // namespace

// Scalar statements that cannot fail may move (let-floating, below).
bool sinkable(const Stm& s) {
  for (auto& p : s.pat)
    if (!p.type.shape.empty()) return false;
  switch (s.exp.kind) {
    case Exp::Kind::SubExp: case Exp::Kind::CmpOp: case Exp::Kind::UnOp: case Exp::Kind::Convert:
      return true;
    case Exp::Kind::BinOp:
      switch (s.exp.binop) {
        case BinOp::Div: case BinOp::Mod: case BinOp::Quot: case BinOp::Rem: case BinOp::Pow:
          return false;
        default:
          return true;
      }
    default:
      return false;
  }
}

// Let-floating before G4's grouping: scalar code that cannot fail moves
// down to just before its first use, so that it joins the group of the
// SOAC (or the tail) that needs it, not that of the next SOAC.  In
// gesummv's `alpha * reduce (+) 0 .. + beta * reduce (+) 0 ..` the product
// with alpha then belongs to the tail, and the second reduction's group is
// a perfect reduction (a SegRed) instead of a map with a reduction and a
// second result (a SegMap with a sequential loop).  Statements used by
// nothing in the body stay in their original order at its end.
void sink_scalar_code(Body& b) {
  std::vector<Stm> out;
  std::vector<std::optional<Stm>> pending;
  std::map<VName, size_t> pending_of;
  auto flush = [&](const std::map<VName, int>& uses) {
    std::set<size_t> need;
    std::vector<size_t> stack;
    for (auto& [v, c] : uses)
      if (auto it = pending_of.find(v); it != pending_of.end()) stack.push_back(it->second);
    while (!stack.empty()) {
      size_t i = stack.back();
      stack.pop_back();
      if (!need.insert(i).second) continue;
      for (auto& [v, c] : walk::count_uses(*pending[i]))
        if (auto it = pending_of.find(v); it != pending_of.end()) stack.push_back(it->second);
    }
    for (size_t i : need) {  // in their original order
      for (auto& p : pending[i]->pat) pending_of.erase(p.name);
      out.push_back(std::move(*pending[i]));
      pending[i].reset();
    }
  };
  for (Stm& t : b.stms) {
    if (sinkable(t)) {
      for (auto& p : t.pat) pending_of[p.name] = pending.size();
      pending.push_back(std::move(t));
      continue;
    }
    flush(walk::count_uses(t));
    out.push_back(std::move(t));
  }
  for (auto& t : pending)
    if (t) out.push_back(std::move(*t));
  b.stms = std::move(out);
}

namespace {

size_t arity(const std::vector<ReduceOp>& ops) {
  size_t n = 0;
  for (auto& op : ops) n += op.neutral.size();
  return n;
}

// `map (\x -> id x)` over `arrays`, with the operators `ops` (scans when
// `scan`, else reductions), binding `pat`.
Stm over_arrays(const SubExp& w, const std::vector<Param>& arrays, std::vector<ReduceOp> ops,
                bool scan, std::vector<Param> pat, const Span& loc, TypeEnv& env) {
  Lambda id;
  id.body = std::make_shared<Body>();
  std::vector<VName> names;
  for (const Param& a : arrays) {
    Param x{fresh_name("x"), a.type.row()};
    env.add(x);
    id.params.push_back(x);
    id.ret.push_back(x.type);
    id.body->result.push_back(SubExp::variable(x.name));
    names.push_back(a.name);
  }
  Exp e = map_exp(w, std::move(names), std::move(id));
  (scan ? e.scans : e.reduces) = std::move(ops);
  return Stm{std::move(pat), std::move(e), loc};
}

// Inside a map, a Screma with mapped outputs beside its scans or
// reductions (what fusion makes of `let es = map f xs; let s = reduce (+)
// 0 es` when es is used again, as in softmax) is split: a map computing the
// mapped outputs and the operators' inputs, then the scans and the
// reductions over those arrays.  Otherwise no nest rule applies and each
// outer point runs the whole Screma as a sequential loop (one thread per
// row); split, the map is a nest level and each operator a segmented
// SegScan or SegRed.  An operator input that is also a mapped output is
// not materialised twice.
std::vector<Stm> split_mapped_outputs(Stm s, TypeEnv& env) {
  Exp& e = s.exp;
  if (e.kind != Exp::Kind::Screma || !e.map_lambda.body) return {std::move(s)};
  size_t nscan = arity(e.scans), nred = arity(e.reduces);
  size_t nres = e.map_lambda.ret.size();
  if (nscan + nred == 0 || nscan + nred >= nres) return {std::move(s)};
  const SubExp w = e.args.at(0);
  Lambda lam = std::move(e.map_lambda);
  const std::vector<SubExp> res = lam.body->result;
  // The map: the mapped outputs (as they are bound), then the operator
  // inputs that are not among them.
  std::vector<Param> map_pat;
  std::vector<SubExp> map_res;
  std::vector<Type> map_ret;
  std::map<std::string, VName> array_of_result;  // a lambda result -> its array
  auto key = [](const SubExp& x) { return x.is_var() ? "v:" + x.var : std::string(); };
  for (size_t k = nscan + nred; k < nres; k++) {
    map_pat.push_back(s.pat.at(k));
    map_res.push_back(res[k]);
    map_ret.push_back(lam.ret[k]);
    if (res[k].is_var()) array_of_result.emplace(key(res[k]), s.pat[k].name);
  }
  std::vector<Param> op_in;
  for (size_t k = 0; k < nscan + nred; k++) {
    Type t = lam.ret[k].array_of(w);
    auto it = res[k].is_var() ? array_of_result.find(key(res[k])) : array_of_result.end();
    if (it != array_of_result.end()) {
      op_in.push_back(Param{it->second, t});
      continue;
    }
    Param a{fresh_name(k < nscan ? "scan_in" : "red_in"), t};
    env.add(a);
    op_in.push_back(a);
    map_pat.push_back(a);
    map_res.push_back(res[k]);
    map_ret.push_back(lam.ret[k]);
  }
  lam.body->result = std::move(map_res);
  lam.ret = std::move(map_ret);
  std::vector<Stm> out;
  out.push_back(Stm{std::move(map_pat), map_exp(w, e.arrays, std::move(lam)), s.loc});
  if (nscan > 0)
    out.push_back(over_arrays(w, {op_in.begin(), op_in.begin() + nscan}, std::move(e.scans), true,
                              {s.pat.begin(), s.pat.begin() + nscan}, s.loc, env));
  if (nred > 0)
    out.push_back(over_arrays(w, {op_in.begin() + nscan, op_in.end()}, std::move(e.reduces), false,
                              {s.pat.begin() + nscan, s.pat.begin() + nscan + nred}, s.loc, env));
  return out;
}

}  // namespace

std::vector<Stm> distribute_map(Stm s, TypeEnv& env, const std::map<VName, Exp>* outer_replicates) {
  if (!is_pure_map(s.exp) || !s.exp.map_lambda.body) return {std::move(s)};
  Stm original{s.pat, walk::clone_exp(s.exp), s.loc};
  Lambda& lam = s.exp.map_lambda;
  Body& b = *lam.body;
  const SubExp w = s.exp.args.at(0);

  // Innermost levels first.
  {
    std::map<VName, Exp> replicates;
    if (outer_replicates) replicates = *outer_replicates;
    std::vector<Stm> stms;
    for (Stm& t : b.stms) {
      for (Stm& u : split_mapped_outputs(std::move(t), env)) {
        if (u.exp.kind == Exp::Kind::Replicate && u.pat.size() == 1) replicates[u.pat[0].name] = u.exp;
        if (is_pure_map(u.exp)) {
          for (Stm& d : distribute_map(std::move(u), env, &replicates)) stms.push_back(std::move(d));
        } else if (auto parts = interchange_reduce_map(u, replicates, env)) {
          // G5 inside the map: a reduction or scan of rows becomes a map over
          // the columns, which the nest then flattens.
          for (Stm& d : *parts) {
            if (is_pure_map(d.exp))
              for (Stm& dd : distribute_map(std::move(d), env, &replicates)) stms.push_back(std::move(dd));
            else
              stms.push_back(std::move(d));
          }
        } else {
          stms.push_back(std::move(u));
        }
      }
    }
    b.stms = std::move(stms);
  }
  sink_scalar_code(b);

  std::set<VName> bound;
  for (auto& p : lam.params) bound.insert(p.name);
  std::map<VName, Type> types;
  for (auto& p : lam.params) types[p.name] = p.type;
  for (auto& t : b.stms)
    for (auto& p : t.pat) {
      bound.insert(p.name);
      types[p.name] = p.type;
    }

  // Uses after each statement (later statements and the results).
  size_t n = b.stms.size();
  std::vector<std::map<VName, int>> after(n + 1);
  for (auto& r : b.result)
    if (r.is_var()) after[n][r.var]++;
  for (size_t k = n; k-- > 0;) {
    after[k] = after[k + 1];
    for (auto& [v, c] : walk::count_uses(b.stms[k])) after[k][v] += c;
  }
  // after[k] holds uses from statement k on; uses strictly after k are
  // after[k + 1].

  // Grouping.
  std::vector<std::vector<size_t>> groups;
  std::vector<size_t> cur;
  for (size_t k = 0; k < n; k++) {
    cur.push_back(k);
    if (!is_cut_point(b.stms[k]) || k + 1 == n) continue;
    bool ok = true;
    for (size_t m : cur)
      for (auto& p : b.stms[m].pat)
        if (after[k + 1].count(p.name) && !regular(p.type, bound)) ok = false;
    if (!ok) continue;
    // Scalar code before the SOAC whose values are also needed after it
    // (layer norm's `mean`, used by the variance and by the last map) is a
    // group of its own: the SOAC's group then returns only the SOAC's
    // results, a perfect nest, instead of a map whose threads run the
    // whole SOAC sequentially.
    // (Only scalar code: an array there would be materialised, one row
    // per point.)
    std::vector<size_t> pre(cur.begin(), cur.end() - 1);
    bool needed_later = false, scalar = true;
    for (size_t m : pre)
      for (auto& p : b.stms[m].pat) {
        needed_later |= after[k + 1].count(p.name) > 0;
        scalar &= !p.type.is_array();
      }
    if (needed_later && scalar && b.stms[k].exp.kind == Exp::Kind::Screma) {
      groups.push_back(pre);
      groups.push_back({k});
    } else {
      groups.push_back(cur);
    }
    cur.clear();
  }
  if (!cur.empty()) groups.push_back(cur);
  if (groups.size() <= 1) {
    if (auto r = distribute_rearrange(s)) return {std::move(*r)};
    if (auto ex = interchange_map_loop(s, env)) return std::move(*ex);
    return {std::move(s)};
  }

  // Results: each must be bound by a statement, at most once.
  std::map<VName, size_t> result_pos;
  for (size_t k = 0; k < b.result.size(); k++) {
    const SubExp& r = b.result[k];
    if (!r.is_var() || !types.count(r.var) || result_pos.count(r.var)) return {std::move(original)};
    bool param = false;
    for (auto& p : lam.params) param |= p.name == r.var;
    if (param) return {std::move(original)};
    result_pos[r.var] = k;
  }

  // In-place updates of arrays bound outside the group block distribution.
  for (auto& g : groups) {
    Body gb;
    std::set<VName> inside;
    for (size_t m : g) {
      gb.stms.push_back(b.stms[m]);
    }
    walk::for_each_name_body(gb, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Bind) inside.insert(v);
    });
    std::set<VName> upd;
    updated_names(gb, upd);
    for (auto& v : upd)
      if (!inside.count(v)) return {std::move(original)};
  }

  std::map<VName, VName> array_of;  // value bound in the map -> its array
  for (size_t q = 0; q < lam.params.size(); q++) array_of[lam.params[q].name] = s.exp.arrays[q];
  std::vector<Stm> out;
  for (size_t gi = 0; gi < groups.size(); gi++) {
    auto& g = groups[gi];
    auto gb = std::make_shared<Body>();
    std::set<VName> own;
    for (size_t m : g) {
      for (auto& p : b.stms[m].pat) own.insert(p.name);
      gb->stms.push_back(std::move(b.stms[m]));
    }
    const std::map<VName, int>& later = after[g.back() + 1];
    Lambda gl;
    std::vector<VName> arrays;
    std::map<VName, VName> rename;
    auto uses = walk::count_uses(*gb);
    for (auto& [v, c] : uses) {
      if (own.count(v) || !array_of.count(v)) continue;
      Param p{fresh_name(v), types.at(v)};
      env.add(p);
      rename[v] = p.name;
      gl.params.push_back(p);
      arrays.push_back(array_of.at(v));
    }
    Stm gs;
    for (const Stm& t : gb->stms)
      for (auto& p : t.pat) {
        if (!later.count(p.name)) continue;
        gb->result.push_back(SubExp::variable(p.name));
        gl.ret.push_back(p.type);
        auto rp = result_pos.find(p.name);
        Param arr = rp != result_pos.end()
                        ? s.pat.at(rp->second)
                        : Param{fresh_name(p.name + "_dist"), p.type.array_of(w)};
        env.add(arr);
        gs.pat.push_back(arr);
        array_of[p.name] = arr.name;
      }
    walk::rename_uses(*gb, rename);
    gl.body = gb;
    gs.exp = map_exp(w, std::move(arrays), std::move(gl));
    gs.loc = s.loc;
    if (gs.pat.empty()) continue;  // dead group
    if (auto r = distribute_rearrange(gs)) {
      out.push_back(std::move(*r));
    } else if (auto ex = interchange_map_loop(gs, env)) {
      for (Stm& t : *ex) out.push_back(std::move(t));
    } else {
      out.push_back(std::move(gs));
    }
  }
  return out;
}

std::optional<std::vector<Stm>> interchange_reduce_map(
    const Stm& s, const std::map<VName, Exp>& replicates, TypeEnv& env) {
  const Exp& e = s.exp;
  if (e.kind != Exp::Kind::Screma) return std::nullopt;
  // A scan of rows works the same way, column by column, and gives the
  // columns' scans, transposed back.
  bool is_scan = e.reduces.empty() && e.scans.size() == 1;
  if (!is_scan && (!e.scans.empty() || e.reduces.size() != 1)) return std::nullopt;
  const ReduceOp& op = is_scan ? e.scans[0] : e.reduces[0];
  size_t p = op.neutral.size();
  if (e.map_lambda.ret.size() != p || s.pat.size() != p) return std::nullopt;
  const Lambda& ol = op.lambda;
  if (ol.params.size() != 2 * p || !ol.body || ol.body->stms.size() != 1) return std::nullopt;
  const Stm& inner = ol.body->stms[0];
  if (!is_pure_map(inner.exp) || inner.exp.arrays.size() != 2 * p) return std::nullopt;
  for (size_t q = 0; q < 2 * p; q++) {
    if (inner.exp.arrays[q] != ol.params[q].name || ol.params[q].type.rank() != 1)
      return std::nullopt;
  }
  if (inner.pat.size() != p || ol.body->result.size() != p) return std::nullopt;
  for (size_t q = 0; q < p; q++)
    if (!ol.body->result[q].is_var() || ol.body->result[q].var != inner.pat[q].name)
      return std::nullopt;
  const Lambda& scalar_op = inner.exp.map_lambda;
  if (scalar_op.params.size() != 2 * p || scalar_op.ret.size() != p) return std::nullopt;
  // Neutral elements: replicate k v with scalar v, or an array of the
  // program (`reduce (map2 f32.max) xss[0] xss`): column j starts from
  // its element j, a neutral element that varies with the column.
  std::vector<SubExp> neutral;
  std::vector<VName> ne_arrays(p);
  for (size_t q = 0; q < p; q++) {
    const SubExp& ne = op.neutral[q];
    if (!ne.is_var()) return std::nullopt;
    auto it = replicates.find(ne.var);
    if (it == replicates.end()) {
      if (env.of(ne.var).rank() != 1) return std::nullopt;
      ne_arrays[q] = ne.var;
      neutral.push_back(ne);
      continue;
    }
    const SubExp& v = it->second.args.at(1);
    if (v.is_var() && env.of(v.var).is_array()) return std::nullopt;
    neutral.push_back(v);
  }
  const SubExp w = e.args.at(0);
  const SubExp k = inner.exp.args.at(0);
  std::vector<Stm> out;

  // The rows: zs_j : [w][k]t.
  Stm rows;
  for (size_t q = 0; q < p; q++) {
    Param z{fresh_name("rows"), e.map_lambda.ret[q].array_of(w)};
    env.add(z);
    rows.pat.push_back(z);
  }
  rows.exp = walk::clone_exp(e);
  rows.exp.reduces.clear();
  rows.exp.scans.clear();
  rows.loc = s.loc;
  // `reduce (map2 (+)) zeros xss`: the map part is the identity, and the
  // rows are the input arrays themselves (copying them would be a SegMap
  // with one thread per row walking its row).
  const Lambda& ml = e.map_lambda;
  bool identity = ml.body && ml.body->stms.empty() && ml.params.size() == p && e.arrays.size() == p &&
                  ml.body->result.size() == p;
  for (size_t q = 0; q < p && identity; q++)
    identity = ml.body->result[q].is_var() && ml.body->result[q].var == ml.params[q].name;
  // The transposes: zt_j : [k][w]t.
  std::vector<VName> transposed;
  for (size_t q = 0; q < p; q++) {
    const Type& rt = e.map_lambda.ret[q];
    Type tt{rt.elem, {k, w}, false};
    Param zt{fresh_name("rows_tr"), tt};
    env.add(zt);
    Exp r;
    r.kind = Exp::Kind::Rearrange;
    r.array = identity ? e.arrays[q] : rows.pat[q].name;
    r.perm = {1, 0};
    out.push_back(let(zt, std::move(r), s.loc));
    transposed.push_back(zt.name);
  }
  if (!identity) out.insert(out.begin(), std::move(rows));
  // map (\cols -> reduce scalar_op v cols) zts
  Lambda seg;
  Lambda ident;
  ReduceOp red;
  red.lambda = walk::clone_lambda(scalar_op);
  red.neutral = neutral;
  red.commutative = op.commutative;
  std::vector<VName> col_names;
  for (size_t q = 0; q < p; q++) {
    Type et = Type::scalar(e.map_lambda.ret[q].elem);
    Param col{fresh_name("col"), et.array_of(w)};
    env.add(col);
    seg.params.push_back(col);
    col_names.push_back(col.name);
    Param x{fresh_name("x"), et};
    env.add(x);
    ident.params.push_back(x);
    ident.ret.push_back(et);
    seg.ret.push_back(is_scan ? et.array_of(w) : et);
  }
  for (size_t q = 0; q < p; q++) {
    if (ne_arrays[q].empty()) continue;
    Param x{fresh_name("ne"), Type::scalar(e.map_lambda.ret[q].elem)};
    env.add(x);
    seg.params.push_back(x);
    transposed.push_back(ne_arrays[q]);
    red.neutral[q] = SubExp::variable(x.name);
  }
  ident.body = std::make_shared<Body>();
  for (auto& x : ident.params) ident.body->result.push_back(SubExp::variable(x.name));
  Stm redstm;
  for (size_t q = 0; q < p; q++) {
    Param r{fresh_name("seg_sum"), seg.ret[q]};
    env.add(r);
    redstm.pat.push_back(r);
  }
  redstm.exp = map_exp(w, col_names, std::move(ident));
  if (is_scan) redstm.exp.scans = {std::move(red)};
  else redstm.exp.reduces = {std::move(red)};
  redstm.loc = s.loc;
  seg.body = std::make_shared<Body>();
  for (auto& r : redstm.pat) seg.body->result.push_back(SubExp::variable(r.name));
  seg.body->stms.push_back(std::move(redstm));
  if (!is_scan) {
    out.push_back(Stm{s.pat, map_exp(k, transposed, std::move(seg)), s.loc});
    return out;
  }
  // The scanned columns [k][w], transposed back to the rows [w][k].
  Stm cols;
  cols.loc = s.loc;
  for (size_t q = 0; q < p; q++) {
    Param c{fresh_name("scanned_cols"), Type{e.map_lambda.ret[q].elem, {k, w}, false}};
    env.add(c);
    cols.pat.push_back(c);
  }
  cols.exp = map_exp(k, transposed, std::move(seg));
  std::vector<Param> col_pat = cols.pat;
  out.push_back(std::move(cols));
  for (size_t q = 0; q < p; q++) {
    Exp r;
    r.kind = Exp::Kind::Rearrange;
    r.array = col_pat[q].name;
    r.perm = {1, 0};
    out.push_back(let(s.pat[q], std::move(r), s.loc));
  }
  return out;
}

// Drops the results of the pure maps of `b` that nothing reads (a map that
// made the rows of several reductions, of which a part of a split Screma
// keeps one): the map then makes only the rows its part reduces, and
// flattening distributes it as such (a 2-D SegMap) instead of a thread per
// row writing rows it does not return.
static void drop_unread_map_results(Body& b) {
  for (size_t i = b.stms.size(); i-- > 0;) {
    Stm& t = b.stms[i];
    Exp& e = t.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || t.pat.size() < 2 ||
        !e.map_lambda.body || e.map_lambda.ret.size() != t.pat.size() ||
        e.map_lambda.body->result.size() != t.pat.size())
      continue;
    auto uses = walk::count_uses(b);
    std::vector<size_t> keep;
    for (size_t j = 0; j < t.pat.size(); ++j)
      if (uses.count(t.pat[j].name) && uses.at(t.pat[j].name) > 0) keep.push_back(j);
    if (keep.empty() || keep.size() == t.pat.size()) continue;
    std::vector<Param> pat;
    std::vector<Type> ret;
    std::vector<SubExp> res;
    auto body = std::make_shared<Body>(*e.map_lambda.body);
    for (size_t j : keep) {
      pat.push_back(t.pat[j]);
      ret.push_back(e.map_lambda.ret[j]);
      res.push_back(body->result[j]);
    }
    body->result = std::move(res);
    t.pat = std::move(pat);
    e.map_lambda.ret = std::move(ret);
    e.map_lambda.body = body;
  }
}

std::optional<std::vector<Stm>> split_array_reductions(const Stm& s, TypeEnv& env) {
  const Exp& e = s.exp;
  if (e.kind != Exp::Kind::Screma || !e.scans.empty() || e.reduces.size() < 2) return std::nullopt;
  bool arrays = false;
  for (const ReduceOp& op : e.reduces)
    for (const Param& p : op.lambda.params) arrays = arrays || p.type.is_array();
  if (!arrays) return std::nullopt;
  size_t nred = 0;
  for (const ReduceOp& op : e.reduces) nred += op.neutral.size();
  if (!e.map_lambda.body || e.map_lambda.ret.size() < nred || s.pat.size() != e.map_lambda.ret.size())
    return std::nullopt;
  std::vector<Stm> out;
  size_t offset = 0;
  for (size_t i = 0; i < e.reduces.size(); ++i) {
    size_t k = e.reduces[i].neutral.size();
    std::vector<size_t> keep;
    for (size_t j = offset; j < offset + k; ++j) keep.push_back(j);
    if (i == 0)  // the mapped outputs
      for (size_t j = nred; j < s.pat.size(); ++j) keep.push_back(j);
    Stm part;
    part.loc = s.loc;
    part.exp = walk::clone_exp(e);
    part.exp.reduces = {part.exp.reduces[i]};
    Lambda& ml = part.exp.map_lambda;
    std::vector<SubExp> result;
    std::vector<Type> ret;
    for (size_t j : keep) {
      result.push_back(ml.body->result[j]);
      ret.push_back(ml.ret[j]);
      part.pat.push_back(s.pat[j]);
    }
    ml.body = std::make_shared<Body>(*ml.body);
    ml.body->result = std::move(result);
    ml.ret = std::move(ret);
    drop_unread_map_results(*ml.body);
    if (i > 0) {
      // Names are bound once in a program: the copies of the map function
      // get fresh ones.
      std::map<VName, VName> fresh;
      walk::for_each_name_lambda(ml, [&](VName& v, walk::Role r) {
        if (r == walk::Role::Bind && !fresh.count(v)) {
          fresh[v] = fresh_name(v);
          if (env.types.count(v)) env.add(Param{fresh[v], env.of(v)});
        }
      });
      walk::for_each_name_lambda(ml, [&](VName& v, walk::Role) {
        auto it = fresh.find(v);
        if (it != fresh.end()) v = it->second;
      });
    }
    out.push_back(std::move(part));
    offset += k;
  }
  return out;
}

}  // namespace runic::flatten_impl
