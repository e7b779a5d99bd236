// The default derivation of each SegOp kind; see lower.h.  Every step is a
// rule application recorded in a Derivation (printed by --explain).
#include "rewrite/lower.h"

#include <cstdlib>

#include <algorithm>
#include <functional>

#include "rewrite/search.h"

namespace runic::rewrite {

namespace {

[[noreturn]] void unsupported(const Span& loc, const std::string& what) {
  user_error(loc, "not supported by the OpenCL backend yet: " + what);
}

// The functions of a composition λx. f1(f2(...fn(x))), outermost first; a
// function that is not a composition is a chain of one.
std::vector<FunPtr> chain_of(const FunPtr& f) {
  std::vector<FunPtr> r;
  if (f->kind == FunKind::Lambda && f->params.size() == 1) {
    PExprPtr e = f->body;
    while (e->kind == PExpr::Kind::Call && e->args.size() == 1) {
      r.push_back(e->fun);
      e = e->args[0];
    }
    if (e->kind == PExpr::Kind::Param && e->name == f->params[0] && !r.empty()) return r;
  }
  return {f};
}

// Flattens nested compositions into one chain.
std::vector<FunPtr> flat_chain(const std::vector<FunPtr>& fs) {
  std::vector<FunPtr> r;
  for (auto& f : fs) {
    auto c = chain_of(f);
    if (c.size() == 1) r.push_back(f);
    else for (auto& g : flat_chain(c)) r.push_back(g);
  }
  return r;
}

// Rewrites the nested functions of a pattern (map bodies, iterate steps,
// toX bodies) with `fn`, top-down: where fn returns non-null, that
// replacement is kept and not descended into.
FunPtr transform(const FunPtr& f, const std::function<FunPtr(const FunPtr&)>& fn);

PExprPtr transform_expr(const PExprPtr& e, const std::function<FunPtr(const FunPtr&)>& fn) {
  if (e->kind != PExpr::Kind::Call) return e;
  std::vector<PExprPtr> args;
  for (auto& a : e->args) args.push_back(transform_expr(a, fn));
  return call(transform(e->fun, fn), args);
}

FunPtr transform(const FunPtr& f, const std::function<FunPtr(const FunPtr&)>& fn) {
  if (FunPtr r = fn(f)) return r;
  if (f->kind == FunKind::Lambda) return lambda(f->params, transform_expr(f->body, fn));
  if (f->f.empty()) return f;
  auto copy = std::make_shared<Fun>(*f);
  for (auto& g : copy->f) g = transform(g, fn);
  return copy;
}

bool is_partial_of(const FunPtr& f, int64_t m) {
  int64_t v = 0;
  return f->kind == FunKind::ReducePart && arith::is_const(f->n, &v) && v == m;
}

int64_t log2_exact(int64_t w) {
  int64_t k = 0;
  while ((int64_t(1) << k) < w) ++k;
  internal_assert((int64_t(1) << k) == w, "work-group size " << w << " is not a power of 2");
  return k;
}

std::shared_ptr<UserFun> make_user_fun(const std::string& name, const std::vector<ir::Param>& params,
                                       const ir::BodyPtr& body, const std::vector<ir::Type>& ret,
                                       const Span& loc, bool allow_arrays = false) {
  auto u = std::make_shared<UserFun>();
  u->name = name;
  u->params = params;
  u->body = body;
  bool arrays = false;
  for (auto& t : ret) {
    if (t.is_array() && !allow_arrays) unsupported(loc, "a SegOp body returning arrays");
    arrays = arrays || t.is_array();
    u->ret.push_back(t.elem);
  }
  if (arrays) u->ret_types = ret;
  return u;
}

struct Ctx {
  const ir::Exp& e;
  const std::vector<ir::Param>& pat;
  const Span& loc;
  const DeviceProfile& dp;
  LoweringChoice ch;
  std::string base;
  Derivation d;
  SegOpLowering out;
  int64_t W = 256;
  arith::Expr Wx;

  std::string sz(const std::string& s) { return base + "_" + s; }
};

PExprPtr neutral_literal(Ctx& c) {
  std::vector<PrimValue> vs;
  for (auto& s : c.e.reduces[0].neutral) {
    if (!s.is_const()) unsupported(c.loc, "a reduction whose neutral element is not a constant");
    vs.push_back(s.value);
  }
  return literal(vs);
}

FunPtr op_fun(Ctx& c) {
  const ir::ReduceOp& op = c.e.reduces[0];
  std::vector<ir::Type> ret = op.lambda.ret;
  return user_fun(make_user_fun("op", op.lambda.params, op.lambda.body, ret, c.loc));
}

FunPtr reduce_fun(Ctx& c) {
  auto r = std::make_shared<Fun>();
  r->kind = FunKind::Reduce;
  r->f = {op_fun(c)};
  r->init = {neutral_literal(c)};
  return r;
}

// The work-group part of a reduction: a reducePart(op, ne, 1) over [T]_{W*C}
// becomes per-thread folds of C elements (with `g` fused in when given), a
// tree in local memory and a write-back by the first thread.
FunPtr derive_group_reduce(Ctx& c, const FunPtr& rp1, arith::Expr C, const FunPtr& g,
                           bool allow_reorder, bool vectors = false) {
  auto two = chain_of(c.d.apply("partial-two-level", rp1, RuleArgs::size(c.Wx)));
  // two = [reducePart(1), reducePart(W)]
  std::vector<FunPtr> lower_part;
  FunPtr rpW = two[1];
  std::vector<FunPtr> tail;
  bool comm = c.e.reduces[0].commutative;
  if (allow_reorder && c.ch.reorder && c.d.can_apply("partial-reorder-stride", rpW, RuleArgs::size(c.Wx).with_commutative(comm))) {
    auto r = chain_of(c.d.apply("partial-reorder-stride", rpW, RuleArgs::size(c.Wx).with_commutative(comm)));
    rpW = r[0];
    tail.push_back(r[1]);
  }
  auto chunks = chain_of(c.d.apply("partial-split-join", rpW, RuleArgs::size(C).without_pad()));
  // chunks = [join, map(reducePart(1)), split(C)]
  FunPtr per_thread = transform(chunks[1], [&](const FunPtr& f) -> FunPtr {
    if (f->kind == FunKind::Map) {
      FunPtr inner = f->f[0];
      FunPtr seq = g && vectors ? c.d.apply("fuse-vector-map-into-partial", inner, RuleArgs::fusing(g))
                   : g         ? c.d.apply("fuse-map-into-partial", inner, RuleArgs::fusing(g))
                               : c.d.apply("partial-to-reduceSeq", inner);
      seq = c.d.apply("to-local", seq);
      return c.d.apply("map-to-mapLcl", pattern(FunKind::Map, {seq}), RuleArgs::at_dim(0));
    }
    return nullptr;
  });
  // The tree: iterate(L, join o mapLcl(toLocal(reduceSeq)) o split(F)),
  // a level's lanes folding F = 8 values, then the rest
  // (group_tree_factors; 256: two levels of 8, one of 4).
  std::vector<int64_t> fs = group_tree_factors(c.W);
  auto factor = [](int64_t n, int64_t f) {
    RuleArgs a = RuleArgs::size(arith::cst(n));
    a.n2 = arith::cst(f);
    return a;
  };
  FunPtr tree;
  if (fs.empty()) {
    tree = c.d.apply("partial-iterate", two[0], RuleArgs::size(arith::cst(0)));
  } else if (fs.back() == 8) {
    tree = c.d.apply("partial-iterate", two[0], factor((int64_t)fs.size(), 8));
  } else if (fs.size() == 1) {
    tree = c.d.apply("partial-iterate", two[0], factor(1, fs.back()));
  } else {
    auto parts = chain_of(c.d.apply("partial-iterate-part", two[0], factor((int64_t)fs.size() - 1, 8)));
    // parts = [reducePart(1), iterate(levels of 8)]
    tree = compose({c.d.apply("partial-iterate", parts[0], factor(1, fs.back())), parts[1]});
  }
  tree = transform(tree, [&](const FunPtr& f) -> FunPtr {
    if (f->kind == FunKind::Map && is_partial_of(f->f[0], 1)) {
      FunPtr seq = c.d.apply("to-local", c.d.apply("partial-to-reduceSeq", f->f[0]));
      return c.d.apply("map-to-mapLcl", pattern(FunKind::Map, {seq}), RuleArgs::at_dim(0));
    }
    return nullptr;
  });
  // Write-back of the group's result by its first thread.
  FunPtr copy = c.d.apply("map-to-mapLcl",
                          pattern(FunKind::Map, {c.d.apply("map-to-mapSeq", pattern(FunKind::Map, {pattern(FunKind::Id)}))}),
                          RuleArgs::at_dim(0));
  copy = c.d.apply("to-global", copy);
  std::vector<FunPtr> all = {join(), copy, split(arith::cst(1)), tree, chunks[0], per_thread, chunks[2]};
  for (auto& t : tail) all.push_back(t);
  return compose(flat_chain(all));
}

KernelBuffer buffer(const std::string& name, PrimType t, std::vector<arith::Expr> shape) {
  return KernelBuffer{name, t, std::move(shape)};
}

std::vector<ir::Param> index_params(const ir::SegSpace& s) {
  std::vector<ir::Param> ps;
  for (auto& [n, _] : s.dims) ps.push_back({n, ir::Type::scalar(PrimType::I64)});
  return ps;
}

FunPtr body_fun(Ctx& c, bool allow_arrays = false) {
  auto u = make_user_fun("body", index_params(c.e.seg_space), c.e.bodies[0], c.e.ret, c.loc, allow_arrays);
  for (auto& [n, len] : c.e.seg_space.dims) u->index_bounds[n] = len;
  return user_fun(u);
}

// -------------------------------------------------------------- SegMap

// A 1-D SegMap whose threads handle V elements each (the choice's
// map_coarsen; GPU profiles choose V > 1 so that each thread has several
// loads in flight).  Thread t of T handles elements t, t+T, ..., t+(V-1)T,
// so that neighbouring threads touch neighbouring addresses:
//   map(f) o pad(V*T)
//   -> reorderStride(V) o map(f) o reorderStride(T)          map-reorder-stride
//   -> ... join o map(map(f)) o split(V) ...                 map-split-join
//   -> ... map(map(id) o toPrivate(map(f))) ...              private-staging
//   -> mapGlb(toGlobal(mapSeq(id)) o toPrivate(mapSeq(f)))   lowering
// The reorderStride(V) in front is an output view: the results are written
// back in the original order.
void lower_segmap_coarsened(Ctx& c) {
  const auto& [dim, len] = c.e.seg_space.dims[0];
  int64_t V = c.ch.map_coarsen, W = c.ch.map_group_size;
  arith::Expr n = size_expr(len), Vx = arith::cst(V);
  std::string T = c.sz("threads");
  c.out.sizes.push_back({T, "rn_round_up(rn_ceil_div(" + arith::to_c(n) + ", " + std::to_string(V) + "), " +
                                std::to_string(W) + ")"});
  arith::Expr Tx = arith::var(T);
  std::string i = c_name(dim);
  FunPtr f = lambda({i}, call(body_fun(c), {param(i)}));
  c.d.note("pad(V*T): the index space is padded to V elements for each of T threads");
  auto ro = chain_of(c.d.apply("map-reorder-stride", pattern(FunKind::Map, {f}),
                               [&] { RuleArgs a = RuleArgs::size(Tx); a.n2 = Vx; return a; }()));
  // ro = [reorderStride(V), map(f), reorderStride(T)]
  auto sj = chain_of(c.d.apply("map-split-join", ro[1], RuleArgs::size(Vx)));
  // sj = [join, map(map(f)), split(V)]
  auto staged = chain_of(c.d.apply("private-staging", sj[1]->f[0]));
  // staged = [map(id), toPrivate(map(f))]
  FunPtr copy = c.d.apply("to-global", c.d.apply("map-to-mapSeq", staged[0]));
  FunPtr comp = c.d.apply("map-to-mapSeq", staged[1]->f[0]);
  FunPtr thread = compose({copy, pattern(FunKind::ToPrivate, {comp})});
  FunPtr glb = c.d.apply("map-to-mapGlb", pattern(FunKind::Map, {thread}), RuleArgs::at_dim(0));
  KernelPlan k;
  k.name = c.base;
  k.expr = call(compose({ro[0], sj[0], glb, sj[2], ro[2], pad(arith::mul(Vx, Tx))}), {iota(n)});
  for (size_t r = 0; r < c.pat.size(); ++r) {
    k.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {n}));
    c.out.result_names.push_back(c_name(c.pat[r].name));
  }
  k.size_params = {T};
  k.global_size = {"rn_round_up(" + T + ", " + std::to_string(W) + ")"};
  k.local_size = {std::to_string(W)};
  k.derivation = c.d.str();
  c.out.kernels.push_back(k);
}

void grid_shape(Ctx& c, KernelPlan& k, const std::vector<std::pair<ir::VName, ir::SubExp>>& dims, int r);
bool has_loop(const ir::Body& b);

// Rows a thread for map nests of two or three dimensions on GPU profiles
// (RUNIC_MAP_ROWS when compiling, default 4; 1: a thread a point): the outermost
// dimension's mapGlb becomes a grid-stride loop over a grid R times
// shorter, so that each thread writes R rows' elements, neighbouring
// threads still neighbouring addresses.  Not where the body loops (its
// work may vary, as mandelbrot's), nor where the outer dimension has
// fewer than 64 R rows.  On the H200 (benchmarks/IDIOMS.md, perf17) the
// outer product's 8192x4096 floats took 92.1 us with a thread a point and
// 75.7 with 4 rows a thread (PyTorch 89.3).
int64_t map_rows_per_thread() {
  static const int64_t rows = [] {
    const char* a = std::getenv("RUNIC_MAP_ROWS");
    return a ? std::max<int64_t>(1, std::atoll(a)) : int64_t(4);
  }();
  return rows;
}

void lower_segmap(Ctx& c) {
  const auto& dims = c.e.seg_space.dims;
  int r = (int)dims.size();
  if (r < 1 || r > 3) unsupported(c.loc, "a SegMap with " + std::to_string(r) + " dimensions");
  bool array_results = false;  // written row by row: no private staging
  for (auto& t : c.e.ret) array_results = array_results || t.is_array();
  if (r == 1 && c.ch.map_coarsen > 1 && !array_results) {
    lower_segmap_coarsened(c);
    return;
  }
  std::vector<PExprPtr> idx;
  for (auto& [n, _] : dims) idx.push_back(param(c_name(n)));
  // A body returning arrays (of map-invariant sizes) writes each result
  // row into the output at its point (backend/kernel_codegen.cpp).
  FunPtr body = c.d.apply("to-global", body_fun(c, true));
  PExprPtr inner = call(body, idx);
  for (int k = r - 1; k >= 0; --k) {
    FunPtr m = pattern(FunKind::Map, {lambda({c_name(dims[k].first)}, inner)});
    m = c.d.apply("map-to-mapGlb", m, RuleArgs::at_dim(r - 1 - k));
    inner = call(m, {iota(size_expr(dims[k].second))});
  }
  KernelPlan k;
  k.name = c.base;
  k.expr = inner;
  std::vector<arith::Expr> shape;
  for (auto& [_, s] : dims) shape.push_back(size_expr(s));
  for (size_t i = 0; i < c.pat.size(); ++i) {
    std::vector<arith::Expr> full = shape;
    for (auto& s : c.e.ret[i].shape) full.push_back(size_expr(s));
    k.outputs.push_back(buffer(c_name(c.pat[i].name), c.e.ret[i].elem, full));
    c.out.result_names.push_back(c_name(c.pat[i].name));
  }
  grid_shape(c, k, dims, r);
  const int64_t R = map_rows_per_thread();
  if (c.dp.gpu && R > 1 && r >= 2 && !array_results && !has_loop(*c.e.bodies[0])) {
    std::string n = arith::to_c(size_expr(dims[0].second)), Rs = std::to_string(R);
    k.global_size[r - 1] = "rn_round_up((" + n + ") >= " + std::to_string(64 * R) + " ? rn_ceil_div(" + n + ", " + Rs +
                           ") : (" + n + "), " + k.local_size[r - 1] + ")";
    c.d.note("rows a thread: the outer mapGlb strides over a grid " + Rs + " times shorter where it has " +
             std::to_string(64 * R) + " rows or more (RUNIC_MAP_ROWS)");
  }
  k.derivation = c.d.str();
  c.out.kernels.push_back(k);
}

// -------------------------------------------------------------- SegRed

// Kernel 1 of a reduction (also of a scan): G groups fold [0, n) into
// Whether a body has a loop (at any depth of its ifs): its work per element
// may vary by orders of magnitude, as in mandelbrot's escape loop.
bool has_loop(const ir::Body& b) {
  for (auto& s : b.stms) {
    if (s.exp.kind == ir::Exp::Kind::Loop) return true;
    if (s.exp.kind == ir::Exp::Kind::If)
      for (auto& br : s.exp.bodies)
        if (br && has_loop(*br)) return true;
  }
  return false;
}

// `partials` (G elements per result).
KernelPlan first_pass(Ctx& c, const std::string& name, const arith::Expr& n, const arith::Expr& G,
                      const arith::Expr& C, const std::vector<std::string>& partials,
                      bool allow_reorder, int64_t vw = 1) {
  FunPtr red = reduce_fun(c);
  auto two = chain_of(c.d.apply("reduce-to-partial", red, RuleArgs::size(G)));
  c.d.note("kernel-boundary: reducePart(op, ne, G) is kernel " + name);
  FunPtr rpG = two[1];
  // Vectors: map(body) over iota(n) becomes asScalar o map(mapVec(body)) o
  // asVector(w); the reduction then runs over the n/w vectors, each
  // vector's lanes folded by one thread (the operator is commutative).
  FunPtr vec_prefix;
  if (vw > 1) {
    auto v = chain_of(c.d.apply("map-vectorize", pattern(FunKind::Map, {body_fun(c)}), RuleArgs::size(arith::cst(vw))));
    vec_prefix = v.back();  // asVector(w)
    c.d.note("partial-over-vectors: reducePart(op, ne, G) o asScalar -> reducePart(op, ne, G) over the " +
             std::to_string(vw) + "-lane vectors (" +
             (c.e.reduces[0].commutative ? "op commutative: a vector's lanes go to one thread"
                                         : "contiguous chunks: a thread folds its vectors and their lanes in order") +
             ")");
  }
  // GPU profiles, commutative operators: a grid-stride loop.  Over the
  // input padded to G*W*C, reorderStride(G*W) gives thread t = g*W + l the
  // elements t, t + G*W, ..., so that the whole grid sweeps the input in
  // step (rather than each group its own contiguous chunk); the groups'
  // lanes then take contiguous runs of C of the reordered input.  Not
  // where the body loops: mandelbrot's sum of escape counts took 822 us on
  // the H200 with the grid-stride loop, 579 us with a chunk per group.
  arith::Expr GW = arith::mul(G, c.Wx);
  RuleArgs grid_args = RuleArgs::size(GW).with_commutative(c.e.reduces[0].commutative);
  bool body_loops = has_loop(*c.e.bodies[0]);
  bool grid = allow_reorder && c.dp.gpu && c.ch.reorder && !body_loops &&
              c.d.can_apply("partial-reorder-stride", rpG, grid_args);
  if (allow_reorder && c.dp.gpu && c.ch.reorder && body_loops)
    c.d.note("contiguous chunks, not a grid-stride loop: the body has a loop");
  std::vector<FunPtr> groups;
  if (grid) {
    auto r = chain_of(c.d.apply("partial-reorder-stride", rpG, grid_args));
    // r = [reducePart(G), reorderStride(G*W)]
    groups = chain_of(c.d.apply("partial-split-join", r[0], RuleArgs::size(arith::mul(c.Wx, C)).without_pad()));
    c.d.note("pad(G*W*C): the input is padded to a multiple of the grid (G*W threads, C elements each)");
    groups.push_back(r[1]);
    groups.push_back(pad(arith::mul(GW, C)));
    // groups = [join, map(reducePart(1)), split(W*C), reorderStride(G*W), pad(G*W*C)]
  } else {
    groups = chain_of(c.d.apply("partial-split-join", rpG, RuleArgs::size(arith::mul(c.Wx, C))));
    // groups = [join, map(reducePart(1)), split(W*C), pad(G*W*C)]
  }
  FunPtr group = derive_group_reduce(c, groups[1]->f[0], C, body_fun(c), allow_reorder && !grid, vw > 1);
  FunPtr wrg = c.d.apply("map-to-mapWrg", pattern(FunKind::Map, {group}), RuleArgs::at_dim(0));
  KernelPlan k;
  k.name = name;
  std::vector<FunPtr> parts = {groups[0], wrg};
  parts.insert(parts.end(), groups.begin() + 2, groups.end());
  if (vec_prefix) parts.push_back(vec_prefix);
  k.expr = call(compose(parts), {iota(n)});
  for (size_t i = 0; i < partials.size(); ++i)
    k.outputs.push_back(buffer(partials[i], c.e.ret[i].elem, {G}));
  k.global_size = {arith::to_c(arith::mul(G, c.Wx))};
  k.local_size = {std::to_string(c.W)};
  return k;
}

// Kernel 2 of a reduction: one group reduces the partial results.
KernelPlan second_pass(Ctx& c, const std::string& name, const arith::Expr& G, const arith::Expr& C2,
                       const std::vector<std::string>& partials, const std::vector<std::string>& results) {
  FunPtr rp = c.d.apply("reduce-as-partial", reduce_fun(c));
  auto groups = chain_of(c.d.apply("partial-split-join", rp, RuleArgs::size(arith::mul(c.Wx, C2))));
  FunPtr group = derive_group_reduce(c, groups[1]->f[0], C2, nullptr, true);
  FunPtr wrg = c.d.apply("map-to-mapWrg", pattern(FunKind::Map, {group}), RuleArgs::at_dim(0));
  KernelPlan k;
  k.name = name;
  PExprPtr input;
  if (partials.size() == 1) {
    input = param(partials[0]);
  } else {
    std::vector<PExprPtr> ps;
    for (auto& p : partials) ps.push_back(param(p));
    input = call(zip(), ps);
  }
  k.expr = call(compose({groups[0], wrg, groups[2], groups[3]}), {input});
  for (size_t i = 0; i < partials.size(); ++i) {
    k.inputs.push_back(buffer(partials[i], c.e.ret[i].elem, {G}));
    k.outputs.push_back(buffer(results[i], c.e.ret[i].elem, {arith::cst(1)}));
  }
  k.global_size = {std::to_string(c.W)};
  k.local_size = {std::to_string(c.W)};
  return k;
}

// The work-group shape of an r-dimensional grid over the first r of
// `dims` (innermost last).  1-D: the search's map group size.  2-D and
// 3-D on GPU profiles: 32 threads along the innermost dimension when it
// has at least 32 points, so that a warp reads whole 128-byte rows (32x8,
// 32x4x2), else square-ish groups (16x16, 8x8x4: rows 16 wide, as in
// backprop, would leave half of a 32-wide group idle); a run-time choice
// by the innermost extent.  (The H100 figures of RESULTS-speed.md: 2-D
// SegMaps of 4096-wide rows took 142-148 us with 16x16, 123-131 us with
// 32x8.)
void grid_shape(Ctx& c, KernelPlan& k, const std::vector<std::pair<ir::VName, ir::SubExp>>& dims, int r) {
  static const int64_t local2[] = {16, 16}, local3[] = {8, 8, 4};
  static const int64_t wide2[] = {32, 8}, wide3[] = {32, 4, 2};
  std::string inner = arith::to_c(size_expr(dims[r - 1].second));
  for (int d = 0; d < r; ++d) {
    std::string n = arith::to_c(size_expr(dims[r - 1 - d].second));
    std::string l;
    if (r == 1 && c.dp.gpu && c.dp.compute_units > 1) {
      // Fewer points than compute units x groups: smaller groups (a
      // multiple of 32), so that every compute unit gets some.  A map over
      // the 8192 rows of a matrix whose threads each loop over a row ran on
      // 32 of the H200's 132 SMs with 256-thread groups (benchmarks/IDIOMS.md,
      // perf19: ema_rows).
      int64_t W = c.ch.map_group_size, cu = c.dp.compute_units;
      l = "(" + n + " >= " + std::to_string(W * cu) + " ? " + std::to_string(W) + " : rn_max64(32, rn_round_up(rn_ceil_div(" +
          n + ", " + std::to_string(cu) + "), 32)))";
    } else if (r == 1) {
      l = std::to_string(c.ch.map_group_size);
    } else {
      int64_t narrow = r == 2 ? local2[d] : local3[d], wide = r == 2 ? wide2[d] : wide3[d];
      l = c.dp.gpu && narrow != wide
              ? "(" + inner + " >= 32 ? " + std::to_string(wide) + " : " + std::to_string(narrow) + ")"
              : std::to_string(narrow);
    }
    k.global_size.push_back("rn_round_up(" + n + ", " + l + ")");
    k.local_size.push_back(l);
  }
}

// A segmented reduction with one thread per segment: nested mapGlb over
// the segment dimensions (innermost on dimension 0), each thread folding
// its segment sequentially with the body fused in.
void lower_segred_threads(Ctx& c) {
  const auto& dims = c.e.seg_space.dims;
  int r = (int)dims.size() - 1;  // segment dimensions
  if (r < 1 || r > 3) unsupported(c.loc, "a SegRed with " + std::to_string(r + 1) + " dimensions");
  arith::Expr n = size_expr(dims[r].second);
  std::vector<PExprPtr> idx;
  for (int k = 0; k <= r; ++k) idx.push_back(param(c_name(dims[k].first)));
  FunPtr g = lambda({c_name(dims[r].first)}, call(body_fun(c), idx));
  FunPtr rp = c.d.apply("reduce-as-partial", reduce_fun(c));
  FunPtr seq = c.d.apply("to-global", c.d.apply("fuse-map-into-partial", rp, RuleArgs::fusing(g)));
  PExprPtr inner = call(seq, {iota(n)});
  for (int k = r - 1; k >= 0; --k) {
    FunPtr m = pattern(FunKind::Map, {lambda({c_name(dims[k].first)}, inner)});
    m = c.d.apply("map-to-mapGlb", m, RuleArgs::at_dim(r - 1 - k));
    inner = call(m, {iota(size_expr(dims[k].second))});
    if (k == r - 1) inner = call(join(), {inner});  // each fold yields [T]_1
  }
  KernelPlan k;
  k.name = c.base;
  k.expr = inner;
  std::vector<arith::Expr> shape;
  for (int d = 0; d < r; ++d) shape.push_back(size_expr(dims[d].second));
  for (size_t i = 0; i < c.pat.size(); ++i) {
    k.outputs.push_back(buffer(c_name(c.pat[i].name), c.e.ret[i].elem, shape));
    c.out.result_names.push_back(c_name(c.pat[i].name));
  }
  grid_shape(c, k, dims, r);
  k.derivation = c.d.str();
  c.out.kernels.push_back(k);
}

// tile-2d: the thread-per-segment derivation gives the kernel's meaning
// (and the code when the template does not apply); the macro rule
// replaces its code by the tiled template and its launch by
// ceil(N/(TS*R)) x ceil(M/(TS*R)) groups of TS x TS threads.
void lower_segred_tiled(Ctx& c) {
  auto t = std::make_shared<Tile2D>();
  internal_assert(match_tile2d(c.e, t.get()), "tile-2d chosen for a SegRed it does not apply to");
  t->ts = c.ch.tile;
  t->r = c.ch.tile_reg;
  t->k = c.ch.tile_k;
  const auto& dims = c.e.seg_space.dims;
  t->m = size_expr(dims[0].second);
  t->n = size_expr(dims[1].second);
  t->kd = size_expr(dims[2].second);
  std::string ts = std::to_string(t->ts), bm = std::to_string(t->ts * t->r);
  c.d.note("tile-2d(TS=" + ts + ", R=" + std::to_string(t->r) + ", K=" + std::to_string(t->k) + "): " + c_name(t->x) +
           "[i, q] x " + c_name(t->y) + (t->y_transposed ? "[j, q]" : "[q, j]") + "; " + ts + "x" + ts +
           " work-groups, " + bm + "x" + bm + " output tiles, " + std::to_string(t->r) + "x" + std::to_string(t->r) +
           " register blocks, toLocal tiles of " + std::to_string(t->k) + " steps of q");
  lower_segred_threads(c);
  KernelPlan& k = c.out.kernels.back();
  k.tile = t;
  k.global_size = {"rn_ceil_div(" + arith::to_c(t->n) + ", " + bm + ") * " + ts,
                   "rn_ceil_div(" + arith::to_c(t->m) + ", " + bm + ") * " + ts};
  k.local_size = {ts, ts};
  // The exact variant (no guards, int indices, 4-element global loads and
  // stores) when the tile divides the extents and indices fit an int; the
  // guarded variant with int indices when only the indices fit (bounds
  // with a tile's slack, so no index past the arrays' ends overflows);
  // the host chooses at run time.
  const int64_t bt = t->ts * t->r;
  const std::string b = std::to_string(bt), kt = std::to_string(t->k);
  int64_t mv = 0, nv = 0, kv = 0;
  bool known = arith::is_const(t->m, &mv) && arith::is_const(t->n, &nv) && arith::is_const(t->kd, &kv);
  const std::string m = "(int64_t)(" + arith::to_c(t->m) + ")", n = "(int64_t)(" + arith::to_c(t->n) + ")",
                    kd = "(int64_t)(" + arith::to_c(t->kd) + ")";
  const std::string div = m + " % " + b + " == 0 && " + n + " % " + b + " == 0 && " + kd + " % " + kt + " == 0";
  auto slack = [](const std::string& e, const std::string& d) { return "(" + e + " + " + d + ")"; };
  const std::string mb = slack(m, b), nb = slack(n, b), kk = slack(kd, kt);
  // Each extent below 2^31 first, so that the products cannot overflow.
  const std::string fit = m + " < 2147483647 && " + n + " < 2147483647 && " + kd + " < 2147483647 && " + mb +
                          " * " + kk + " < 2147483647 && " + kk + " * " + nb + " < 2147483647 && " + mb + " * " + nb +
                          " < 2147483647";
  const int64_t big = 2147483647;
  const bool fits_known = known && mv < big && nv < big && kv < big && (mv + bt) * (kv + t->k) < big &&
                          (kv + t->k) * (nv + bt) < big && (mv + bt) * (nv + bt) < big;
  const bool div_known = known && mv % bt == 0 && nv % bt == 0 && kv % t->k == 0;
  // Rows of X, Y and the output whose lengths are multiples of 4: the
  // guarded variant loads and stores vectors (each wholly in or out).
  const std::string al = kd + " % 4 == 0 && " + n + " % 4 == 0";
  const bool al_known = known && kv % 4 == 0 && nv % 4 == 0;
  auto variant = [&](bool exact, const std::string& suffix, const std::string& what, bool aligned = false) {
    auto te = std::make_shared<Tile2D>(*t);
    te->exact = exact;
    te->narrow = !exact;
    te->aligned = aligned && !exact;
    KernelPlan kv2 = k;
    kv2.tile = te;
    kv2.name = k.name + suffix;
    kv2.derivation += what;
    return kv2;
  };
  if (known) {
    if (!fits_known) return;
    c.out.kernels.back() =
        div_known  ? variant(true, "_exact", "exact variant (no guards, vector loads and stores)\n")
        : al_known ? variant(false, "_i32v", "guarded variant with 32-bit indices, vector loads and stores\n", true)
                   : variant(false, "_i32", "guarded variant with 32-bit indices\n");
    return;
  }
  KernelPlan ke = variant(true, "_exact", "exact variant (no guards, vector loads and stores), run when " + fit +
                                              " && " + div + "\n");
  ke.run_if = fit + " && " + div;
  const std::string nv_cond = fit + " && !(" + div + ") && " + al, n_cond = fit + " && !(" + div + ") && !(" + al + ")";
  KernelPlan kv4 = variant(false, "_i32v",
                           "guarded variant with 32-bit indices, vector loads and stores, run when " + nv_cond + "\n", true);
  kv4.run_if = nv_cond;
  KernelPlan kn = variant(false, "_i32", "guarded variant with 32-bit indices, run when " + n_cond + "\n");
  kn.run_if = n_cond;
  k.run_if = "!(" + fit + ")";
  k.derivation += "guarded variant, run unless " + fit + "\n";
  c.out.kernels.push_back(ke);
  c.out.kernels.push_back(kv4);
  c.out.kernels.push_back(kn);
}

void lower_segred(Ctx& c) {
  const auto& dims = c.e.seg_space.dims;
  if (c.e.reduces.size() != 1) unsupported(c.loc, "a SegRed with several operators");
  if (dims.size() == 3 && c.ch.tile > 0) {
    lower_segred_tiled(c);
    return;
  }
  if (dims.size() > 2 || (dims.size() == 2 && c.ch.thread_per_segment)) {
    lower_segred_threads(c);
    return;
  }
  if (dims.size() == 1) {
    arith::Expr n = size_expr(dims[0].second);
    std::string ns = arith::to_c(n), W = std::to_string(c.W);
    std::string G = c.sz("groups"), C = c.sz("chunk"), C2 = c.sz("chunk2");
    if (c.dp.gpu && !c.e.reduces[0].commutative) {
      // Contiguous chunks (an operator not known commutative): the lanes of
      // a warp read addresses C*elem bytes apart, one cache line per lane
      // that must stay in L1 until the lane has read it all.  Chunks of
      // about 32 elements, up to 32 groups per compute unit: on an H100,
      // argmax over 32M floats read as float4 took 101 us with chunks of
      // 128 (1056 groups), 84 us with 32 (4224) and 104 us with 8 (16896,
      // the last group's fold of the partials grows); benchmarks/IDIOMS.md,
      // "Value ranges, 32-bit indices, ordered vectors".
      c.out.sizes.push_back({G, "rn_max64(1, rn_min64(rn_ceil_div(" + ns + ", " + W + " * 32), " +
                                    std::to_string(32 * c.dp.compute_units) + "))"});
      c.d.note("contiguous chunks of about 32 elements a thread: G = min(n/(32*W), 32 per compute unit)");
    } else
      c.out.sizes.push_back({G, "rn_max64(1, rn_min64(rn_ceil_div(" + ns + ", " + W + "), " +
                                    std::to_string(c.ch.max_groups) + "))"});
    c.out.sizes.push_back({C, "rn_ceil_div(" + ns + ", " + G + " * " + W + ")"});
    c.out.sizes.push_back({C2, "rn_ceil_div(" + G + ", " + W + ")"});
    arith::Expr Gx = arith::var(G), Cx = arith::var(C), C2x = arith::var(C2);
    std::vector<std::string> partials, results;
    for (size_t i = 0; i < c.pat.size(); ++i) {
      partials.push_back(c.sz("partial" + std::to_string(i)));
      results.push_back(c.sz("result" + std::to_string(i)));
      // Room for the one-pass kernel's transposed partials (OnePass).
      const bool transposed = c.dp.gpu && !c.e.reduces[0].commutative;
      c.out.temps.push_back({buffer(partials.back(), c.e.ret[i].elem, {Gx}),
                             transposed ? "rn_ceil_div(" + G + ", " + W + ") * " + W : G});
      c.out.temps.push_back({buffer(results.back(), c.e.ret[i].elem, {arith::cst(1)}), "1"});
      c.out.scalar_result_buffers.push_back(results.back());
      c.out.result_names.push_back(c_name(c.pat[i].name));
    }
    KernelPlan k1 = first_pass(c, c.base + "_pass1", n, Gx, Cx, partials, true);
    k1.size_params = {G, C};
    k1.derivation = c.d.str();
    Derivation d1 = c.d;
    // Vectors (map-vectorize): kernel 1 over the n/w vectors where w
    // divides n; the scalar kernel 1 above elsewhere.  Both fill the same
    // G partials.
    const int64_t vw = c.ch.vector_width;
    std::vector<KernelPlan> firsts = {k1};
    std::vector<Derivation> first_ds = {d1};
    if (vw > 1 && vectorizable_segred(c.e)) {
      std::string CV = c.sz("chunkv"), w = std::to_string(vw);
      c.out.sizes.push_back({CV, "rn_ceil_div(" + ns + " / " + w + ", " + G + " * " + W + ")"});
      std::string cond = "(" + ns + ") % " + w + " == 0";
      c.d = Derivation();
      KernelPlan kv = first_pass(c, c.base + "_pass1v", n, Gx, arith::var(CV), partials, true, vw);
      kv.size_params = {G, CV};
      kv.run_if = cond;
      c.d.note("run when " + cond + "; otherwise kernel " + k1.name + " (scalar)");
      kv.derivation = c.d.str();
      firsts = {kv, k1};
      first_ds = {c.d, d1};
      firsts[1].run_if = "!(" + cond + ")";
      firsts[1].derivation += "run unless " + cond + " (else kernel " + kv.name + ", vectors)\n";
      first_ds[1].note("run unless " + cond + " (else the vector kernel)");
    }
    c.d = Derivation();
    KernelPlan k2 = second_pass(c, c.base + "_pass2", Gx, C2x, partials, results);
    k2.size_params = {G, C2};
    k2.derivation = c.d.str();
    c.out.kernels = firsts;
    c.out.kernels.push_back(k2);
    bool words = true;  // partials published with 32-bit atomics: 4- and 8-byte types
    for (auto& b : k1.outputs) words = words && (prim_bytes(b.elem) == 4 || prim_bytes(b.elem) == 8);
    for (size_t fi = 0; fi < firsts.size() && c.dp.gpu && words; ++fi) {
      const KernelPlan& k1 = firsts[fi];
      const Derivation& d1 = first_ds[fi];
      // one-pass-last-group: kernel 1 itself folds the partials in the
      // group that finishes last (no second launch).  The host keeps the
      // two kernels above where this one could report a device error.
      auto op = std::make_shared<OnePass>();
      op->counter = c.sz(fi == 0 && firsts.size() > 1 ? "counterv" : "counter");
      op->groups = G;
      op->partials = k1.outputs;
      for (auto& r : results) op->results.push_back(buffer(r, k1.outputs[op->results.size()].elem, {arith::cst(1)}));
      op->op = op_fun(c)->user;
      for (auto& s : c.e.reduces[0].neutral) op->neutral.push_back(s.value);
      op->commutative = c.e.reduces[0].commutative;
      op->transposed = !op->commutative;
      op->group_size = c.W;
      op->unused_sizes = {C2};
      KernelPlan k = k1;
      k.name = c.base + (fi == 0 && firsts.size() > 1 ? "_onepassv" : "_onepass");
      k.one_pass = op;
      Derivation d = d1;
      d.note(std::string("one-pass-last-group: reduce(op, ne) o reducePart(op, ne, G) in one kernel; the last of "
                         "the G groups to finish (atomic counter ") +
             op->counter + ") folds the G partials " +
             (op->commutative ? "(lanes strided, then a tree)" : "(lanes in group order, then an in-order tree)") +
             " and resets the counter");
      k.derivation = d.str();
      const std::string was = "is kernel " + k1.name + "\n";
      size_t at = k.derivation.find(was);
      if (at != std::string::npos) k.derivation.replace(at, was.size(), "is kernel " + k.name + "\n");
      c.out.one_pass_kernels.push_back(k);
    }
    return;
  }
  if (dims.size() == 2) {
    // One work-group per segment.
    arith::Expr m = size_expr(dims[0].second), n = size_expr(dims[1].second);
    std::string C = c.sz("chunk");
    c.out.sizes.push_back({C, "rn_ceil_div(" + arith::to_c(n) + ", " + std::to_string(c.W) + ")"});
    arith::Expr Cx = arith::var(C);
    std::string i = c_name(dims[0].first), j = c_name(dims[1].first);
    // The body with the segment index fixed: \j -> body(i, j).
    FunPtr g = lambda({j}, call(body_fun(c), {param(i), param(j)}));
    FunPtr rp = c.d.apply("reduce-as-partial", reduce_fun(c));
    FunPtr group = derive_group_reduce(c, rp, Cx, g, true);
    auto padded = compose({group, pad(arith::mul(c.Wx, Cx))});
    c.d.note("pad(W*C): the segment is padded to a multiple of the work-group size");
    FunPtr seg = lambda({i}, call(padded, {iota(n)}));
    FunPtr wrg = c.d.apply("map-to-mapWrg", pattern(FunKind::Map, {seg}), RuleArgs::at_dim(0));
    KernelPlan k;
    k.name = c.base;
    k.expr = call(compose({join(), wrg}), {iota(m)});
    for (size_t r = 0; r < c.pat.size(); ++r) {
      k.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {m}));
      c.out.result_names.push_back(c_name(c.pat[r].name));
    }
    k.size_params = {C};
    k.global_size = {"(" + arith::to_c(m) + ") * " + std::to_string(c.W)};
    k.local_size = {std::to_string(c.W)};
    k.derivation = c.d.str();
    c.out.kernels = {k};
    // Vectors (map-vectorize) where w divides the segment length: each
    // segment is folded as n/w vectors (rows of 4-byte elements read as
    // float4 at 16-byte-aligned offsets); the scalar kernel elsewhere.
    const int64_t vw = c.ch.vector_width;
    if (vw > 1 && vectorizable_segred(c.e)) {
      std::string CV = c.sz("chunkv"), w = std::to_string(vw), ns = arith::to_c(n);
      c.out.sizes.push_back({CV, "rn_ceil_div(" + ns + " / " + w + ", " + std::to_string(c.W) + ")"});
      std::string cond = "(" + ns + ") % " + w + " == 0";
      c.d = Derivation();
      FunPtr rpv = c.d.apply("reduce-as-partial", reduce_fun(c));
      auto v = chain_of(c.d.apply("map-vectorize", pattern(FunKind::Map, {g}), RuleArgs::size(arith::cst(vw))));
      c.d.note("partial-over-vectors: reducePart(op, ne, W) o asScalar -> reducePart(op, ne, W) over the " + w +
               "-lane vectors of the segment (op commutative: a vector's lanes go to one thread)");
      FunPtr groupv = derive_group_reduce(c, rpv, arith::var(CV), g, true, true);
      c.d.note("pad(W*C): the segment's vectors are padded to a multiple of the work-group size");
      FunPtr segv = lambda({i}, call(compose({groupv, pad(arith::mul(c.Wx, arith::var(CV))), v.back()}), {iota(n)}));
      FunPtr wrgv = c.d.apply("map-to-mapWrg", pattern(FunKind::Map, {segv}), RuleArgs::at_dim(0));
      c.d.note("run when " + cond + "; otherwise kernel " + k.name + " (scalar)");
      KernelPlan kv = k;
      kv.name = c.base + "_v";
      kv.expr = call(compose({join(), wrgv}), {iota(m)});
      kv.size_params = {CV};
      kv.run_if = cond;
      kv.derivation = c.d.str();
      c.out.kernels[0].run_if = "!(" + cond + ")";
      c.out.kernels[0].derivation += "run unless " + cond + " (else kernel " + kv.name + ", vectors)\n";
      c.out.kernels.insert(c.out.kernels.begin(), kv);
    }
    return;
  }
  unsupported(c.loc, "a SegRed with " + std::to_string(dims.size()) + " dimensions");
}

// -------------------------------------------------------------- SegScan

// A 1-D scan on GPU profiles: scan-lookback (rewrite/lower.h), one pass
// over memory, after a kernel that zeroes the groups' published words and
// the ticket counter.  Its pattern (the plan's expr) is the meaning:
// scanSeq(op o body) over the whole index space.  A 2-D scan (m segments
// of n) with flat_scan: the same kernel over the m*n elements as one
// segmented scan (ScanLookback::seg_len); its pattern is the
// thread-per-segment meaning, a scanSeq per segment.
void lower_segscan_lookback(Ctx& c) {
  const auto& dims = c.e.seg_space.dims;
  const bool segmented = dims.size() == 2;
  const arith::Expr n = segmented ? arith::mul(size_expr(dims[0].second), size_expr(dims[1].second))
                                  : size_expr(dims[0].second);
  auto t = std::make_shared<ScanLookback>();
  if (segmented) t->seg_len = arith::to_c(size_expr(dims[1].second));
  const ir::ReduceOp& op = c.e.reduces[0];
  auto body_u = make_user_fun("body", index_params(c.e.seg_space), c.e.bodies[0], c.e.ret, c.loc);
  for (auto& [v, len] : c.e.seg_space.dims) body_u->index_bounds[v] = len;
  t->body = body_u;
  t->op = make_user_fun("op", op.lambda.params, op.lambda.body, op.lambda.ret, c.loc);
  for (auto& ne : op.neutral) {
    if (!ne.is_const()) unsupported(c.loc, "a reduction whose neutral element is not a constant");
    t->neutral.push_back(ne.value);
  }
  int64_t bytes = 0, pieces = 0;
  for (auto& r : c.e.ret) {
    t->types.push_back(r.elem);
    bytes += prim_bytes(r.elem);
    pieces += prim_bytes(r.elem) > 4 ? 2 : 1;
  }
  // The segment flag: an int in the lanes' registers and the tile; not a
  // published piece (it rides in the look-back words' tags).
  if (segmented) bytes += 4;
  // K elements a thread in registers: 16 up to 16 bytes an element (on an
  // H100, 16 rather than 8 took 8-byte tuple scans from 287 to 234 us and
  // 4-byte ones from 169 to 151 us at 32M; on an H200, a 16-byte tuple of
  // four i32 counts with a fused scatter, 16M elements, 250 -> 208 us);
  // above 16 bytes at most 128 bytes a thread (K halved, at least 4);
  // W*K = 2048 elements a group (CUB's tiles for 4-byte scans are of
  // that order), W at most 256.
  // RUNIC_SCAN_K (K for elements of up to 16 bytes, a power of 2 from 4 to 32) and
  // RUNIC_SCAN_WINDOW (1 to 16), read when compiling, are for measuring
  // other choices.
  auto env_int = [](const char* name, int64_t dflt, int64_t lo, int64_t hi) {
    const char* v = std::getenv(name);
    int64_t x = v ? std::atoll(v) : dflt;
    return x < lo || x > hi ? dflt : x;
  };
  static const int64_t k4 = [&] {
    int64_t k = env_int("RUNIC_SCAN_K", 16, 4, 32);
    return (k & (k - 1)) == 0 ? k : 16;
  }();
  static const int64_t window = env_int("RUNIC_SCAN_WINDOW", 4, 1, 16);
  // A plain scan of one component (not segmented): tiles of 4096 elements
  // for 4-byte values (W = 256, K = 16; 16 KB of local tile); lane 0's
  // window of 4 for the look-back.  The look-back spread over 32 lanes
  // (RUNIC_SCAN_LANES=32: the group loops with a barrier per step, lane 0's
  // running values in local memory, as PoCL 3.1 needs) is slower on an
  // H200 (32M elements, median device time, one call, benchmarks/IDIOMS.md
  // "After the merges of the third session"): scan_i32 119.6 us with lane 0
  // and the 4096 tile, 144.6 with the 32 lanes, 143.4 with lane 0 and 2048
  // tiles; filter_f32 170.9 / 217.0; radix_sort 3,656 / 4,450.  Tuples and
  // flat segmented scans keep 2048 (not measured).
  // RUNIC_SCAN_TILE (W*K, a power of 2 from 1024 to 8192) and
  // RUNIC_SCAN_LANES (the look-back's lanes, 0 or 32), read when
  // compiling, are for measuring other choices.
  const bool single = c.e.ret.size() == 1 && !segmented;
  const char* tile_env = std::getenv("RUNIC_SCAN_TILE");
  const char* lanes_env = std::getenv("RUNIC_SCAN_LANES");
  int64_t tile = single && bytes <= 4 ? 4096 : 2048;
  if (tile_env) {
    int64_t x = env_int("RUNIC_SCAN_TILE", tile, 1024, 8192);
    tile = (x & (x - 1)) == 0 ? x : tile;
  }
  int64_t lanes = 0;
  if (lanes_env) lanes = env_int("RUNIC_SCAN_LANES", lanes, 0, 32) == 32 ? 32 : 0;
  // The tile's shape for elements of `eb` bytes (in the lanes' registers
  // and the local tile), W*K at most `tl`.
  auto shape = [&](int64_t eb, int64_t tl) {
    int64_t k = k4;
    while (k > 4 && k * eb > (eb <= 16 ? 16 : 8) * k4) k /= 2;
    return std::make_pair(std::max<int64_t>(32, std::min<int64_t>(256, tl / k)), k);
  };
  int64_t W = shape(bytes, tile).first, K = shape(bytes, tile).second;
  // Wide tuples (a scan of k-vectors as k-tuples, fusion/vector_scans.h):
  // each component has a tile of W*K (+1/32), W totals and 32 rakes in
  // local memory, which must stay under the 48 KB a work-group gets on
  // NVIDIA's OpenCL: W halved (down to 64), then K.  Tuples of up to 16
  // bytes never reach the bound.
  auto local_bytes = [&](int64_t w, int64_t k) { return (w * k + w * k / 32 + w + 32) * bytes + 8 * pieces; };
  // (RUNIC_SCAN_LOCAL_KB, 8 to 46, read when compiling: a smaller budget,
  // for measuring.)
  static const int64_t local_budget = env_int("RUNIC_SCAN_LOCAL_KB", 46, 8, 46) * 1024;
  while (local_bytes(W, K) > local_budget && W > 64) W /= 2;
  while (local_bytes(W, K) > local_budget && K > 1) K /= 2;
  // Packed counters (counter_layout): the group's registers and tile hold
  // 32-bit words of several components' fields, so the tile is sized by
  // the words, not the components.  The largest tile (up to 4096) whose
  // layout's words fit as above: a radix sort pass's 16 one-hot i32
  // counts, 64 bytes an element, got tiles of 128 x 4 (6 words of 10-bit
  // fields); as 8 words (32 bytes an element: K = 4) they get 256 x 4 (11-bit
  // fields), and the 2-bit sort's 4 counts (2 words of 13-bit fields)
  // 256 x 16 rather than 128 x 16: half the groups, so half the
  // look-backs and serial per-group steps.  (The layout tried is that of
  // the tile `tl`; the backend lays the fields out for the tile it gets,
  // W*K <= tl, in as many words or fewer.)
  // (not with the look-back over lanes, which packs nothing)
  std::optional<std::vector<int64_t>> cb = lanes > 0 ? std::nullopt : counter_bounds(*t);
  if (cb && two_level_counters()) {
    // Two-level (perf32, lane_counter_layout): the tile holds an element's
    // sum over its lane's run of K in the lane layout, and the totals, the
    // rakes and the lanes' prefixes (the totals' array again) the group
    // layout.  The largest tile up to 4096 whose lane registers (K x the
    // lane layout's words) stay within 32 words and whose local arrays
    // fit, K from 16 down: 16 one-hot counts get 256 x 8 (2 words of
    // 4-bit fields an element, 8 words of 12-bit fields a lane) rather
    // than 256 x 4 with 8 words an element; 4 counts 256 x 16 with one
    // word of 5-bit fields an element rather than 2.
    const int64_t best = W * K;
    bool found = false;
    for (int64_t tl = 4096; tl > best && !found; tl /= 2) {
      std::optional<PackedLayout> lay = counter_layout(*cb, tl);
      if (!lay) continue;
      for (int64_t k = k4; k >= 4 && !found; k /= 2) {
        const int64_t w = tl / k;
        if (w < 32 || w > 256) continue;
        std::optional<PackedLayout> ll = lane_counter_layout(*cb, k, *lay);
        const int64_t lw = ll ? ll->words : lay->words;
        const int64_t slots = ll ? std::max<int64_t>(lay->words, lane_prefix_slots(t->types)) : lay->words;
        const int64_t local =
            (w * k + w * k / 32) * 4 * lw + (w * slots + 32 * lay->words) * 4 + 4 * bytes + 8 * pieces;
        if (k * lw > 32 || local > local_budget) continue;
        W = w;
        K = k;
        found = true;
      }
    }
  } else if (cb) {
    int64_t best = W * K;
    for (int64_t tl = 4096; tl > W * K; tl /= 2) {
      std::optional<PackedLayout> lay = counter_layout(*cb, tl);
      if (!lay) continue;
      const int64_t pb = 4 * lay->words;
      int64_t w = shape(pb, tl).first;
      const int64_t k = shape(pb, tl).second;
      auto packed_local = [&](int64_t ww, int64_t kk) {
        return (ww * kk + ww * kk / 32 + ww + 32) * pb + 4 * bytes + 8 * pieces;
      };
      while (packed_local(w, k) > local_budget && w > 64) w /= 2;
      if (packed_local(w, k) > local_budget || w * k <= best) continue;
      W = w;
      K = k;
      best = w * k;
      break;
    }
  }
  t->group_size = W;
  t->per_thread = K;
  t->pieces = pieces;
  t->window = window;
  t->lanes = lanes;
  t->n = arith::to_c(n);
  t->groups = c.sz("groups");
  t->states = c.sz("states");
  c.out.sizes.push_back({t->groups, "rn_max64(1, rn_ceil_div(" + t->n + ", " + std::to_string(W * K) + "))"});
  arith::Expr Gx = arith::var(t->groups);
  arith::Expr words = arith::add(arith::mul(Gx, arith::cst(pieces)), arith::cst(1));
  c.out.temps.push_back({buffer(t->states, PrimType::I64, {words}),
                         t->groups + " * " + std::to_string(pieces) + " + 1"});
  for (size_t r = 0; r < c.pat.size(); ++r) c.out.result_names.push_back(c_name(c.pat[r].name));
  // Kernel 1: the published words (and the ticket counter) to zero.
  KernelPlan k0;
  k0.name = c.base + "_states";
  FunPtr zero = c.d.apply("to-global", lambda({"rn_g"}, literal({PrimValue::int_value(PrimType::I64, 0)})));
  k0.expr = call(c.d.apply("map-to-mapGlb", pattern(FunKind::Map, {zero}), RuleArgs::at_dim(0)), {iota(words)});
  k0.outputs.push_back(buffer(t->states, PrimType::I64, {words}));
  k0.size_params = {t->groups};
  k0.global_size = {"rn_round_up(" + t->groups + " * " + std::to_string(pieces) + " + 1, 256)"};
  k0.local_size = {"256"};
  k0.derivation = "the look-back words of the " + t->groups + " groups (" + std::to_string(pieces) +
                  " a group) and the ticket counter, zeroed at every launch\n";
  c.d = Derivation();
  // Kernel 2: the scan.
  if (segmented)
    c.d.note("flat-segmented-scan: the " + arith::to_c(size_expr(dims[0].second)) + " segments of " + t->seg_len +
             " scanned as one scan of all their elements with the segmented operator on (flag, value) pairs, "
             "the flag set where the flat index is a multiple of " + t->seg_len + " (Blelloch 1990)");
  c.d.note(std::string(segmented ? "scan-lookback over the flattened segments" : "scan-lookback (GPU profile; rather than reduce-then-scan's three kernels)") + ": one pass; group tiles of "
           "W*K = " + std::to_string(W) + "*" + std::to_string(K) +
           " elements loaded and stored coalesced, K a thread scanned in registers, chained by decoupled "
           "look-back over self-validating 64-bit words (" + std::to_string(pieces) + " a group, " +
           std::to_string(t->lanes ? t->lanes : t->window) + " predecessors a step" +
           (t->lanes ? ", one a lane" : "") + ")");
  KernelPlan k;
  k.name = c.base;
  k.scan = t;
  if (segmented) {
    arith::Expr m = size_expr(dims[0].second), len = size_expr(dims[1].second);
    std::string i = c_name(dims[0].first), j = c_name(dims[1].first);
    FunPtr fused = lambda({"acc", j}, call(op_fun(c), {param("acc"), call(user_fun(body_u), {param(i), param(j)})}));
    FunPtr seq = c.d.apply("to-global", pattern(FunKind::ScanSeq, {fused}));
    k.expr = call(pattern(FunKind::Map, {lambda({i}, call(seq, {neutral_literal(c), iota(len)}))}), {iota(m)});
    for (size_t r = 0; r < c.pat.size(); ++r)
      k.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {m, len}));
  } else {
    FunPtr fused = lambda({"acc", "x"}, call(op_fun(c), {param("acc"), call(user_fun(body_u), {param("x")})}));
    FunPtr seq = c.d.apply("to-global", pattern(FunKind::ScanSeq, {fused}));
    k.expr = call(seq, {neutral_literal(c), iota(n)});
    for (size_t r = 0; r < c.pat.size(); ++r) k.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {n}));
  }
  k.inputs.push_back(buffer(t->states, PrimType::I64, {words}));
  k.size_params = {t->groups};
  k.global_size = {t->groups + " * " + std::to_string(W)};
  k.local_size = {std::to_string(W)};
  k.derivation = c.d.str();
  c.out.kernels = {k0, k};
}

void lower_segscan(Ctx& c) {
  const auto& dims = c.e.seg_space.dims;
  if (c.e.reduces.size() != 1) unsupported(c.loc, "a SegScan with several operators");
  FunPtr op = op_fun(c);
  PExprPtr ne = neutral_literal(c);
  // (RUNIC_SCAN_LOOKBACK=0 when compiling keeps reduce-then-scan and the
  // thread per segment, for comparisons.)
  static const bool lookback = [] {
    const char* v = std::getenv("RUNIC_SCAN_LOOKBACK");
    return !(v && std::string(v) == "0");
  }();
  if (dims.size() == 2 && c.ch.flat_scan && c.dp.gpu && lookback) {
    lower_segscan_lookback(c);
    return;
  }
  if (dims.size() == 2) {
    arith::Expr m = size_expr(dims[0].second), n = size_expr(dims[1].second);
    std::string i = c_name(dims[0].first), j = c_name(dims[1].first);
    FunPtr fused = lambda({"acc", j}, call(op, {param("acc"), call(body_fun(c), {param(i), param(j)})}));
    c.d.note("scan-to-scanSeq: each segment is scanned sequentially, with the body fused");
    FunPtr seq = c.d.apply("to-global", pattern(FunKind::ScanSeq, {fused}));
    FunPtr seg = lambda({i}, call(seq, {ne, iota(n)}));
    FunPtr glb = c.d.apply("map-to-mapGlb", pattern(FunKind::Map, {seg}), RuleArgs::at_dim(0));
    KernelPlan k;
    k.name = c.base;
    k.expr = call(glb, {iota(m)});
    for (size_t r = 0; r < c.pat.size(); ++r) {
      k.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {m, n}));
      c.out.result_names.push_back(c_name(c.pat[r].name));
    }
    k.global_size = {"rn_round_up(" + arith::to_c(m) + ", 64)"};
    k.local_size = {"64"};
    k.derivation = c.d.str();
    c.out.kernels = {k};
    return;
  }
  if (dims.size() != 1) unsupported(c.loc, "a SegScan with " + std::to_string(dims.size()) + " dimensions");
  arith::Expr n = size_expr(dims[0].second);
  // The one-pass scan on GPU profiles.
  if (c.dp.gpu && lookback) {
    lower_segscan_lookback(c);
    return;
  }
  std::string ns = arith::to_c(n), W = std::to_string(c.W);
  std::string G = c.sz("groups"), C = c.sz("chunk");
  c.out.sizes.push_back({G, "rn_max64(1, rn_min64(rn_ceil_div(" + ns + ", " + W + "), " +
                                std::to_string(c.ch.max_groups) + "))"});
  c.out.sizes.push_back({C, "rn_ceil_div(" + ns + ", " + G + " * " + W + ")"});
  arith::Expr Gx = arith::var(G), Cx = arith::var(C);
  std::vector<std::string> sums, prefixes;
  for (size_t r = 0; r < c.pat.size(); ++r) {
    sums.push_back(c.sz("sums" + std::to_string(r)));
    prefixes.push_back(c.sz("prefix" + std::to_string(r)));
    c.out.temps.push_back({buffer(sums.back(), c.e.ret[r].elem, {Gx}), G});
    c.out.temps.push_back({buffer(prefixes.back(), c.e.ret[r].elem, {Gx}), G});
    c.out.result_names.push_back(c_name(c.pat[r].name));
  }
  c.d.note("scan-to-reduce-then-scan: kernel 1 reduces each group's contiguous chunk");
  KernelPlan k1 = first_pass(c, c.base + "_reduce", n, Gx, Cx, sums, false);
  k1.size_params = {G, C};
  k1.derivation = c.d.str();
  c.d = Derivation();

  auto zipped = [&](const std::vector<std::string>& names) {
    if (names.size() == 1) return param(names[0]);
    std::vector<PExprPtr> ps;
    for (auto& s : names) ps.push_back(param(s));
    return call(zip(), ps);
  };
  // Kernel 2: exclusive scan of the group sums (one thread).
  c.d.note("scan-to-scanSeqExcl: the G group sums are scanned by one thread");
  FunPtr excl = c.d.apply("to-global", pattern(FunKind::ScanSeqExcl, {op}));
  KernelPlan k2;
  k2.name = c.base + "_scan_groups";
  k2.expr = call(excl, {ne, zipped(sums)});
  for (size_t r = 0; r < c.pat.size(); ++r) {
    k2.inputs.push_back(buffer(sums[r], c.e.ret[r].elem, {Gx}));
    k2.outputs.push_back(buffer(prefixes[r], c.e.ret[r].elem, {Gx}));
  }
  k2.size_params = {G};
  k2.global_size = {"1"};
  k2.local_size = {"1"};
  k2.derivation = c.d.str();
  c.d = Derivation();

  // Kernel 3: per group, thread sums -> exclusive scan from the group's
  // prefix -> each thread rescans its chunk from its prefix.
  FunPtr body = body_fun(c);
  FunPtr red1 = std::make_shared<Fun>(*reduce_fun(c));
  FunPtr rp1 = c.d.apply("reduce-as-partial", red1);
  FunPtr thread_fold = c.d.apply("to-local", c.d.apply("fuse-map-into-partial", rp1, RuleArgs::fusing(body)));
  FunPtr sums_f = c.d.apply("map-to-mapLcl", pattern(FunKind::Map, {thread_fold}), RuleArgs::at_dim(0));
  c.d.note("scan-to-scanSeqExcl: the W thread sums are scanned by the first thread, from the group prefix");
  FunPtr pre_scan = c.d.apply(
      "to-local", lambda({"s"}, call(pattern(FunKind::ScanSeqExcl, {op}), {param("gp"), param("s")})));
  FunPtr pre_f = c.d.apply("map-to-mapLcl", pattern(FunKind::Map, {pre_scan}), RuleArgs::at_dim(0));
  FunPtr fused = lambda({"acc", "x"}, call(op, {param("acc"), call(body, {param("x")})}));
  c.d.note("scan-to-scanSeq: each thread rescans its chunk, with the body fused");
  FunPtr rescan = lambda({"chunk", "p"}, call(c.d.apply("to-global", pattern(FunKind::ScanSeq, {fused})),
                                              {param("p"), param("chunk")}));
  FunPtr final_f = c.d.apply("map-to-mapLcl", pattern(FunKind::Map, {rescan}), RuleArgs::at_dim(0));
  PExprPtr grp = param("grp");
  PExprPtr ts = call(join(), {call(sums_f, {call(split(Cx), {grp})})});
  PExprPtr group_body = call(
      lambda({"ts"},
             call(lambda({"tp"}, call(join(), {call(final_f, {call(zip(), {call(split(Cx), {grp}), param("tp")})})})),
                  {call(join(), {call(pre_f, {call(split(c.Wx), {param("ts")})})})})),
      {ts});
  FunPtr group = lambda({"grp", "gp"}, group_body);
  FunPtr wrg = c.d.apply("map-to-mapWrg", pattern(FunKind::Map, {group}), RuleArgs::at_dim(0));
  c.d.note("split(W*C) o pad(G*W*C): contiguous chunks of W*C elements per group");
  KernelPlan k3;
  k3.name = c.base + "_rescan";
  PExprPtr chunks = call(split(arith::mul(c.Wx, Cx)), {call(pad(arith::mul(Gx, arith::mul(c.Wx, Cx))), {iota(n)})});
  k3.expr = call(join(), {call(wrg, {call(zip(), {chunks, zipped(prefixes)})})});
  for (size_t r = 0; r < c.pat.size(); ++r) {
    k3.inputs.push_back(buffer(prefixes[r], c.e.ret[r].elem, {Gx}));
    k3.outputs.push_back(buffer(c_name(c.pat[r].name), c.e.ret[r].elem, {n}));
  }
  k3.size_params = {G, C};
  k3.global_size = {arith::to_c(arith::mul(Gx, c.Wx))};
  k3.local_size = {W};
  k3.derivation = c.d.str();
  c.out.kernels = {k1, k2, k3};
}

// The body's statements other than the two reads may only compute on
// scalars, without the thread indices.
bool scalar_stm_without(const ir::Stm& s, const std::vector<std::string>& idx) {
  using K = ir::Exp::Kind;
  K k = s.exp.kind;
  if (k != K::SubExp && k != K::BinOp && k != K::CmpOp && k != K::UnOp && k != K::Convert && k != K::PrimFun)
    return false;
  for (auto& p : s.pat)
    if (p.type.is_array()) return false;
  for (auto& a : s.exp.args)
    if (a.is_var() && std::find(idx.begin(), idx.end(), a.var) != idx.end()) return false;
  return true;
}

}  // namespace

bool match_tile2d(const ir::Exp& e, Tile2D* t) {
  if (e.kind != ir::Exp::Kind::SegOp || e.seg_kind != ir::SegKind::Red) return false;
  const auto& dims = e.seg_space.dims;
  if (dims.size() != 3 || e.reduces.size() != 1 || e.ret.size() != 1 || e.ret[0].is_array()) return false;
  const ir::ReduceOp& op = e.reduces[0];
  if (op.neutral.size() != 1 || !op.neutral[0].is_const() || op.lambda.params.size() != 2) return false;
  if (!e.bodies[0] || e.bodies[0]->result.size() != 1) return false;
  const std::string &gi = dims[0].first, &gj = dims[1].first, &gq = dims[2].first;
  auto is = [](const ir::DimIndex& d, const std::string& v) { return !d.is_slice && d.index.is_var() && d.index.var == v; };
  const ir::Stm *xs = nullptr, *ys = nullptr;
  bool yt = false;
  auto body = std::make_shared<ir::Body>();
  for (auto& s : e.bodies[0]->stms) {
    if (s.exp.kind == ir::Exp::Kind::Index && s.exp.dims.size() == 2 && s.pat.size() == 1 &&
        !s.pat[0].type.is_array()) {
      const auto& d = s.exp.dims;
      if (!xs && is(d[0], gi) && is(d[1], gq)) { xs = &s; continue; }
      if (!ys && is(d[0], gq) && is(d[1], gj)) { ys = &s; continue; }
      if (!ys && is(d[0], gj) && is(d[1], gq)) { ys = &s; yt = true; continue; }
    }
    if (!scalar_stm_without(s, {gi, gj, gq})) return false;
    body->stms.push_back(s);
  }
  if (!xs || !ys) return false;
  // The flattener's tiling marks (flatten/locality.cpp), where present,
  // must agree: X invariant to j (dimension 1), Y invariant to i (0).
  if (!e.tile_marks.empty() && xs->exp.array != ys->exp.array) {
    auto marked = [&](const std::string& a, int d) {
      for (auto& m : e.tile_marks)
        if (m.array == a && m.invariant_dims == std::vector<int>{d}) return true;
      return false;
    };
    if (!marked(xs->exp.array, 1) || !marked(ys->exp.array, 0)) return false;
  }
  const ir::SubExp& res = e.bodies[0]->result[0];
  if (res.is_var() && (res.var == gi || res.var == gj || res.var == gq)) return false;
  if (!t) return true;
  body->result = e.bodies[0]->result;
  t->x = xs->exp.array;
  t->y = ys->exp.array;
  t->y_transposed = yt;
  t->body = make_user_fun("tile_body", {xs->pat[0], ys->pat[0]}, body, e.ret, Span{});
  t->op = make_user_fun("op", op.lambda.params, op.lambda.body, op.lambda.ret, Span{});
  t->neutral = op.neutral[0].value;
  t->elem = e.ret[0].elem;
  t->elem_bytes = std::max<int64_t>(prim_bytes(xs->pat[0].type.elem), prim_bytes(ys->pat[0].type.elem));
  return true;
}

bool vectorizable_segred(const ir::Exp& e) {
  const size_t rank = e.seg_space.dims.size();
  // A commutative operator folds the lanes of a vector in one thread
  // whatever the order of the vectors; a non-commutative one only over a
  // 1-D space, whose threads fold contiguous chunks (no reorderStride):
  // there the vectors of a chunk, and the lanes of each vector, come in
  // order.  Several scalar results (argmax's value and index, min and max
  // together) are folded lane by lane as one, with either kind of
  // operator: argmax by a commutative operator (ir/commutative.h) over
  // 32M floats took 76 us with contiguous chunks, 66 us strided, on an
  // H100 (benchmarks/IDIOMS.md, branch perf11).
  if (e.seg_kind != ir::SegKind::Red || rank < 1 || rank > 2 || e.reduces.size() != 1 ||
      (!e.reduces[0].commutative && rank != 1) || !e.bodies[0] || has_loop(*e.bodies[0]))
    return false;
  for (auto& t : e.ret)
    if (t.is_array()) return false;
  // The folded index is the innermost; a read's last index must be it.
  const std::string& i = e.seg_space.dims.back().first;
  for (auto& s : e.bodies[0]->stms) {
    const ir::Exp& x = s.exp;
    if (x.kind != ir::Exp::Kind::Index || x.dims.empty() || s.pat.size() != 1 || s.pat[0].type.is_array() ||
        prim_bytes(s.pat[0].type.elem) != 4)
      continue;
    bool ok = true;
    for (auto& d : x.dims) ok = ok && !d.is_slice;
    const ir::SubExp& last = x.dims.back().index;
    if (ok && last.is_var() && last.var == i) return true;
  }
  return false;
}

std::string c_name(const std::string& name) {
  std::string r;
  for (char ch : name) r += (std::isalnum((unsigned char)ch) || ch == '_') ? ch : '_';
  if (r.empty() || std::isdigit((unsigned char)r[0])) r = "v_" + r;
  return r;
}

arith::Expr size_expr(const ir::SubExp& s) {
  if (s.is_const()) return arith::cst(s.value.as_i64());
  return arith::var(c_name(s.var));
}

std::string LoweringChoice::str() const {
  return "W=" + std::to_string(group_size) + " G<=" + std::to_string(max_groups) +
         " map-group=" + std::to_string(map_group_size) + " elems/thread=" + std::to_string(map_coarsen) +
         (reorder ? " reorderStride" : " contiguous-chunks") +
         (thread_per_segment ? " thread-per-segment" : "") + (flat_scan ? " flat-segmented-scan" : "") +
         (vector_width > 1 ? " asVector(" + std::to_string(vector_width) + ")" : "") +
         (tile > 0 ? " tile-2d TS=" + std::to_string(tile) + " R=" + std::to_string(tile_reg) +
                         " K=" + std::to_string(tile_k)
                   : "");
}

SegOpLowering lower_segop(const ir::Exp& segop, const std::vector<ir::Param>& pat, const Span& loc,
                          const DeviceProfile& profile, const std::string& base) {
  internal_assert(segop.kind == ir::Exp::Kind::SegOp, "lower_segop on a non-SegOp");
  SearchResult sr = search_segop(segop, profile);
  SegOpLowering out = lower_segop_with(segop, pat, loc, profile, sr.best, base);
  std::string head = "search (" + profile.name + "): " + std::to_string(sr.ranked.size()) +
                     " candidates; chose " + describe_choice(segop, sr.best) + " (estimated " + format_cost(sr.best_cost) +
                     ")\n";
  for (auto& k : out.kernels) k.derivation = head + k.derivation;
  for (auto& k : out.one_pass_kernels) k.derivation = head + k.derivation;
  return out;
}

SegOpLowering lower_segop_with(const ir::Exp& segop, const std::vector<ir::Param>& pat, const Span& loc,
                               const DeviceProfile& profile, const LoweringChoice& choice,
                               const std::string& base) {
  internal_assert(segop.kind == ir::Exp::Kind::SegOp, "lower_segop on a non-SegOp");
  Ctx c{segop, pat, loc, profile, choice, base, {}, {}, choice.group_size, arith::cst(choice.group_size)};
  internal_assert(segop.bodies.size() == 1 && segop.bodies[0], "SegOp without a body");
  switch (segop.seg_kind) {
    case ir::SegKind::Map: lower_segmap(c); break;
    case ir::SegKind::Red: lower_segred(c); break;
    case ir::SegKind::Scan: lower_segscan(c); break;
    default: unsupported(loc, "this kind of SegOp");
  }
  // Every kernel's pattern must type check.
  for (auto& k : c.out.kernels) {
    TypeEnv env;
    for (auto& b : k.inputs) {
      PType t = scalar_type(b.elem);
      for (auto it = b.shape.rbegin(); it != b.shape.rend(); ++it) t = array_type(t, *it);
      env[b.name] = t;
    }
    check_type(k.expr, env);
  }
  return c.out;
}

std::vector<int64_t> group_tree_factors(int64_t w) {
  int64_t k = log2_exact(w);
  std::vector<int64_t> fs(size_t(k / 3), 8);
  if (k % 3) fs.push_back(int64_t(1) << (k % 3));
  return fs;
}

std::optional<int64_t> small_nonneg_bound(const ir::Body& body, const ir::SubExp& v) {
  // (depth: copies and branches followed at most 8 deep)
  std::function<std::optional<int64_t>(const ir::Body&, const ir::SubExp&, int)> go =
      [&](const ir::Body& b, const ir::SubExp& x, int depth) -> std::optional<int64_t> {
    if (!x.is_var()) {
      if (!is_int(x.value.type)) return std::nullopt;
      int64_t c = x.value.as_i64();
      return c >= 0 ? std::optional<int64_t>(c) : std::nullopt;
    }
    if (depth > 8) return std::nullopt;
    for (auto it = b.stms.rbegin(); it != b.stms.rend(); ++it) {
      for (size_t r = 0; r < it->pat.size(); ++r) {
        if (it->pat[r].name != x.var) continue;
        const ir::Exp& e = it->exp;
        if (e.kind == ir::Exp::Kind::Convert && e.from == PrimType::Bool) return 1;
        if (e.kind == ir::Exp::Kind::SubExp && r == 0) return go(b, e.args[0], depth + 1);
        if (e.kind == ir::Exp::Kind::If && e.bodies.size() == 2) {
          std::optional<int64_t> p = go(*e.bodies[0], e.bodies[0]->result[r], depth + 1);
          std::optional<int64_t> q = go(*e.bodies[1], e.bodies[1]->result[r], depth + 1);
          if (p && q) return std::max(*p, *q);
        }
        return std::nullopt;
      }
    }
    return std::nullopt;
  };
  return go(body, v, 0);
}

std::optional<std::vector<int64_t>> counter_bounds(const ScanLookback& t) {
  // RUNIC_SCAN_PACK=0, read when compiling, turns packing off (for measuring).
  static const bool enabled = [] {
    const char* v = std::getenv("RUNIC_SCAN_PACK");
    return !(v && std::string(v) == "0");
  }();
  const size_t kv = t.types.size();
  if (!enabled || !t.seg_len.empty() || kv < 2 || !t.op || !t.op->body || !t.body || !t.body->body ||
      t.neutral.size() != kv || t.body->body->result.size() != kv)
    return std::nullopt;
  const ir::Body& ob = *t.op->body;
  if (t.op->params.size() != 2 * kv || ob.result.size() != kv) return std::nullopt;
  auto is = [](const ir::SubExp& x, const std::string& n) { return x.is_var() && x.var == n; };
  std::vector<int64_t> bounds;
  for (size_t c = 0; c < kv; ++c) {
    if (!is_int(t.types[c]) || prim_bytes(t.types[c]) < 4 || t.neutral[c].as_i64() != 0) return std::nullopt;
    if (!ob.result[c].is_var()) return std::nullopt;
    const std::string &a = t.op->params[c].name, &b = t.op->params[kv + c].name;
    bool found = false;
    for (auto& s : ob.stms) {
      if (s.pat.size() != 1 || s.pat[0].name != ob.result[c].var) continue;
      const ir::Exp& e = s.exp;
      found = e.kind == ir::Exp::Kind::BinOp && e.binop == BinOp::Add && e.prim == t.types[c] &&
              ((is(e.args[0], a) && is(e.args[1], b)) || (is(e.args[0], b) && is(e.args[1], a)));
    }
    if (!found) return std::nullopt;
    std::optional<int64_t> bound = small_nonneg_bound(*t.body->body, t.body->body->result[c]);
    if (!bound) return std::nullopt;
    bounds.push_back(*bound);
  }
  return bounds;
}

std::optional<PackedLayout> counter_layout(const std::vector<int64_t>& bounds, int64_t tile) {
  PackedLayout L;
  int used = 32;
  for (int64_t b : bounds) {
    if (b > (int64_t(1) << 30) / tile) return std::nullopt;
    int bits = 1;
    while ((int64_t(1) << bits) <= b * tile) ++bits;
    if (used + bits > 32) {
      ++L.words;
      used = 0;
    }
    L.word.push_back(L.words - 1);
    L.shift.push_back(used);
    L.bits.push_back(bits);
    used += bits;
  }
  if (L.words >= (int)bounds.size()) return std::nullopt;
  return L;
}

std::optional<PackedLayout> lane_counter_layout(const std::vector<int64_t>& bounds, int64_t per_lane,
                                                const PackedLayout& group) {
  std::optional<PackedLayout> L = counter_layout(bounds, per_lane);
  if (!L || L->words >= group.words) return std::nullopt;
  return L;
}

int64_t lane_prefix_slots(const std::vector<PrimType>& types) {
  static const bool on = [] {
    const char* v = std::getenv("RUNIC_SCAN_LANEPRE");
    return !(v && std::string(v) == "0");
  }();
  if (!on) return 0;
  for (PrimType pt : types)
    if (!is_int(pt) || prim_bytes(pt) != 4) return 0;
  return ((int64_t)types.size() + 3) / 4 * 4;
}

bool two_level_counters() {
  static const bool on = [] {
    const char* v = std::getenv("RUNIC_SCAN_TWOLEVEL");
    return !(v && std::string(v) == "0");
  }();
  return on;
}

}  // namespace runic::rewrite
