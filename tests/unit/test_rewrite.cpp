// Unit tests of rewrite/: the symbolic arithmetic, the pattern type
// checker and printer, rule side conditions, the default derivations of
// each SegOp kind, and the structure of the OpenCL generated from them.
#include <catch2/catch.hpp>

#include "backend/backend.h"
#include "rewrite/arith.h"
#include "rewrite/device_profile.h"
#include "rewrite/lower.h"
#include "rewrite/pattern.h"
#include "rewrite/rules.h"
#include "rewrite/search.h"
#include "tests/unit/kernel_ir_examples.h"

using namespace runic;
using namespace runic::rewrite;
namespace ex = runic::kernel_examples;

namespace {
bool contains(const std::string& s, const std::string& sub) { return s.find(sub) != std::string::npos; }

// Lowers with the profile's default parameters (no search: the structure of
// each derivation is tested here, the search in test_search.cpp).
SegOpLowering lower_first(const ir::Function& f, const std::string& profile = "") {
  const ir::Stm& s = f.body->stms.at(0);
  const DeviceProfile& dp = device_profile(profile);
  LoweringChoice ch;
  ch.group_size = dp.group_size;
  ch.max_groups = dp.max_groups;
  ch.map_group_size = dp.map_group_size;
  return lower_segop_with(s.exp, s.pat, Span{}, dp, ch, "k");
}
}  // namespace

TEST_CASE("arith simplifies split/join/reorderStride index expressions", "[rewrite]") {
  auto C = arith::var("C");
  auto l = arith::var("l", arith::cst(256));
  auto j = arith::var("j", C);
  auto i = arith::add(arith::mul(l, C), j);
  CHECK(arith::str(arith::div(i, C)) == "l");
  CHECK(arith::str(arith::mod(i, C)) == "j");
  CHECK(arith::str(arith::add(arith::mul(arith::cst(1), C), arith::cst(0))) == "C");
  CHECK(arith::str(arith::ceil_div(arith::mul(arith::var("G"), C), C)) == "G");
  // Products divided by products (the grid-stride first pass of a
  // reduction): (g*C*256 + j) / C = g*256 and % C = j when j < C;
  // G*256*C / (C*256) = G; no division where a factor is missing.
  auto G = arith::var("G"), g = arith::var("g", G);
  auto gi = arith::add(arith::mul(arith::mul(g, C), arith::cst(256)), j);
  CHECK(arith::str(arith::div(gi, C)) == "g*256");
  CHECK(arith::str(arith::mod(gi, C)) == "j");
  CHECK(arith::str(arith::ceil_div(arith::mul(arith::mul(G, arith::cst(256)), C), arith::mul(C, arith::cst(256)))) ==
        "G");
  CHECK(arith::str(arith::div(arith::mul(G, arith::cst(256)), arith::mul(C, arith::cst(256)))) == "(G*256)/(C*256)");
  CHECK(arith::str(arith::div(arith::mul(G, arith::cst(256)), arith::cst(512))) == "(G*256)/(512)");
  // Without a known range, nothing is dropped.
  auto k = arith::var("k");
  CHECK(arith::str(arith::div(arith::add(arith::mul(l, C), k), C)) == "(l + (k)/(C))");
  CHECK(arith::to_c(arith::ceil_div(arith::var("n"), arith::cst(4))) == "(((n) + (4) - 1)/(4))");
}

TEST_CASE("pattern type checker tracks lengths symbolically", "[rewrite]") {
  TypeEnv env;
  auto n = arith::var("n");
  PExprPtr e = call(join(), {call(split(arith::cst(4)), {call(pad(arith::mul(n, arith::cst(4))), {iota(n)})})});
  CHECK(type_str(check_type(e, env)) == "[i64]_n*4");
  PExprPtr s = call(split(arith::cst(8)), {iota(n)});
  CHECK(type_str(check_type(s, env)) == "[[i64]_8]_ceil(n/8)");
  env["xs"] = array_type(scalar_type(PrimType::F32), n);
  env["ys"] = array_type(scalar_type(PrimType::F32), n);
  CHECK(type_str(check_type(call(zip(), {param("xs"), param("ys")}), env)) == "[(f32, f32)]_n");
  // join of a one-dimensional array is a type error (our bug).
  CHECK_THROWS_AS(check_type(call(join(), {param("xs")}), env), InternalError);
}

TEST_CASE("rule side conditions", "[rewrite]") {
  auto red = ex::dot_segred();
  FunPtr op = user_fun(std::make_shared<UserFun>(UserFun{"add", red.reduces[0].lambda.params,
                                                         red.reduces[0].lambda.body, {PrimType::F32}}));
  auto rp = std::make_shared<Fun>();
  rp->kind = FunKind::ReducePart;
  rp->f = {op};
  rp->init = {literal({PrimValue::float_value(PrimType::F32, 0)})};
  rp->n = arith::cst(1);
  Derivation d;
  CHECK_FALSE(d.can_apply("partial-reorder-stride", rp, RuleArgs::size(arith::cst(256))));
  CHECK(d.can_apply("partial-reorder-stride", rp, RuleArgs::size(arith::cst(256)).with_commutative(true)));
  CHECK(d.can_apply("partial-iterate", rp, RuleArgs::size(arith::cst(8))));
  CHECK_FALSE(d.can_apply("map-to-mapGlb", rp));
  FunPtr m = pattern(FunKind::Map, {op});
  CHECK(d.can_apply("map-to-mapGlb", m));
  FunPtr glb = d.apply("map-to-mapGlb", m, RuleArgs::at_dim(1));
  CHECK(print_fun(glb) == "mapGlb1(add)");
  FunPtr sj = d.apply("map-split-join", m, RuleArgs::size(arith::cst(64)));
  CHECK(print_fun(sj) == "join o map(map(add)) o split(64)");
  CHECK(d.steps().size() == 2);
  CHECK(d.steps()[0] == "map-to-mapGlb(dim=1)");
  CHECK_THROWS_AS(d.apply("partial-reorder-stride", rp, RuleArgs::size(arith::cst(2))), InternalError);
  CHECK(all_rules().size() >= 14);
}

TEST_CASE("SegMap derivation: nested mapGlb, innermost dimension on 0", "[rewrite]") {
  auto low = lower_first(ex::outer_fn());
  REQUIRE(low.kernels.size() == 1);
  auto& k = low.kernels[0];
  CHECK(print_expr(k.expr) == "mapGlb1((\\i -> mapGlb0((\\j -> toGlobal(body)(i, j)))(iota(m))))(iota(n))");
  CHECK(contains(k.derivation, "map-to-mapGlb(dim=0)"));
  CHECK(contains(k.derivation, "map-to-mapGlb(dim=1)"));
  CHECK(k.global_size.size() == 2);
}

TEST_CASE("SegRed derivation: two kernels, chunked + tree in local memory", "[rewrite]") {
  auto low = lower_first(ex::dot_fn());
  REQUIRE(low.kernels.size() == 2);
  std::string p1 = print_expr(low.kernels[0].expr), p2 = print_expr(low.kernels[1].expr);
  CHECK(contains(p1, "mapWrg0("));
  // Commutative, GPU-like profile: a grid-stride loop (thread t of G*W
  // takes t, t + G*W, ...), over the input padded to the grid.
  CHECK(contains(p1, "reorderStride(k_groups*256) o pad(k_groups*256*k_chunk)"));
  CHECK(contains(low.kernels[0].derivation, "partial-reorder-stride(n=k_groups*256)"));
  // The tree over 256 lanes: two levels folding 8 values, one folding 4.
  CHECK(contains(p1, "iterate(1, join o mapLcl0(toLocal("));
  CHECK(contains(p1, "iterate(2, join o mapLcl0(toLocal("));
  CHECK(contains(p1, "o split(8)"));
  CHECK(contains(p1, "reduceSeq((\\acc x -> op(acc, body(x))))"));  // the map is fused
  CHECK(contains(p1, "toGlobal(mapLcl0(mapSeq(id)))"));
  CHECK(contains(p2, "(k_partial0)"));
  CHECK(contains(low.kernels[0].derivation, "reduce-to-partial(n=k_groups)"));
  CHECK(contains(low.kernels[0].derivation, "fuse-map-into-partial(f=body)"));
  CHECK(contains(low.kernels[0].derivation, "partial-iterate-part(n=2, n2=8)"));
  CHECK(contains(low.kernels[0].derivation, "partial-iterate(n=1, n2=4)"));
  CHECK(low.scalar_result_buffers.size() == 1);

  // A non-commutative operator keeps contiguous chunks.
  auto nc = lower_first(ex::sum_i32_fn(false));
  CHECK_FALSE(contains(print_expr(nc.kernels[0].expr), "reorderStride"));
  CHECK_FALSE(contains(nc.kernels[0].derivation, "partial-reorder-stride"));

  // The device profile sets the work-group size; PoCL keeps contiguous
  // chunks per group.
  auto cpu = lower_first(ex::dot_fn(), "pocl-cpu");
  CHECK_FALSE(contains(print_expr(cpu.kernels[0].expr), "reorderStride(k_groups"));
  CHECK(contains(print_expr(cpu.kernels[0].expr), "iterate(2,"));  // 64 lanes: 8, 8
  CHECK(cpu.kernels[0].local_size == std::vector<std::string>{"64"});
}

TEST_CASE("segmented SegRed: one work-group per segment", "[rewrite]") {
  auto low = lower_first(ex::rowsums_fn());
  REQUIRE(low.kernels.size() == 1);
  std::string p = print_expr(low.kernels[0].expr);
  CHECK(contains(p, "join o mapWrg0((\\i ->"));
  CHECK(contains(p, "pad(k_chunk*256))(iota(m))"));
}

TEST_CASE("SegScan derivation: reduce, scan of group sums, rescan", "[rewrite]") {
  auto low = lower_first(ex::psum_fn(), "pocl-cpu");
  REQUIRE(low.kernels.size() == 3);
  CHECK(low.kernels[0].name == "k_reduce");
  CHECK(print_expr(low.kernels[1].expr) == "toGlobal(scanSeqExcl(op))(0i32, k_sums0)");
  std::string p3 = print_expr(low.kernels[2].expr);
  CHECK(contains(p3, "scanSeqExcl(op)(gp, s)"));
  CHECK(contains(p3, "toGlobal(scanSeq((\\acc x -> op(acc, body(x)))))(p, chunk)"));
  // Segmented scan: one thread per segment.
  auto seg = lower_first(ex::rowscan_fn());
  REQUIRE(seg.kernels.size() == 1);
  CHECK(contains(print_expr(seg.kernels[0].expr), "mapGlb0((\\i -> toGlobal(scanSeq("));
}

TEST_CASE("SegScan on GPU profiles: scan-lookback, one pass", "[rewrite]") {
  auto low = lower_first(ex::psum_fn());
  REQUIRE(low.kernels.size() == 2);
  CHECK(low.kernels[0].name == "k_states");
  REQUIRE(low.kernels[1].scan);
  CHECK(low.kernels[1].scan->pieces == 1);
  CHECK(contains(print_expr(low.kernels[1].expr), "toGlobal(scanSeq((\\acc x -> op(acc, body(x)))))(0i32, iota("));
  CHECK(contains(low.kernels[1].derivation, "scan-lookback"));
}

TEST_CASE("2-D SegScan on GPU profiles: the flat segmented scan and the run-time rule", "[rewrite]") {
  const ir::Function f = ex::rowscan_fn();
  const ir::Stm& s = f.body->stms.at(0);
  const DeviceProfile& dp = device_profile("nvidia-h100");
  LoweringChoice ch;
  ch.flat_scan = true;
  auto low = lower_segop_with(s.exp, s.pat, Span{}, dp, ch, "k");
  REQUIRE(low.kernels.size() == 2);
  REQUIRE(low.kernels[1].scan);
  CHECK_FALSE(low.kernels[1].scan->seg_len.empty());
  CHECK(low.kernels[1].scan->pieces == 1);  // the flag rides in the tags
  CHECK(contains(low.kernels[1].derivation, "flat-segmented-scan"));
  // Its meaning is a sequential scan per segment.
  CHECK(contains(print_expr(low.kernels[1].expr), "toGlobal(scanSeq("));
  // Few long segments: the flat scan is cheaper; very many short ones
  // (a segment within one transaction) a thread a segment.
  CHECK(segscan_cost(dp, 16, 1 << 22, 4, true) < segscan_cost(dp, 16, 1 << 22, 4, false));
  CHECK(segscan_cost(dp, 1 << 22, 4, 4, false) < segscan_cost(dp, 1 << 22, 4, 4, true));
  SegScanRule rule = segscan_flat_rule(dp);
  CHECK(rule.min_segments == dp.compute_units * dp.threads_per_cu);
  CHECK(rule.max_segment_bytes == dp.transaction_bytes);
}

TEST_CASE("generated OpenCL has the expected structure", "[rewrite]") {
  auto g = generate_program(ex::program({ex::dot_fn(), ex::outer_fn(), ex::psum_fn()}), "");
  CHECK(contains(g.opencl, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable"));
  // The default profile is GPU-like: the reduction runs in one kernel
  // (one-pass-last-group), the last group folding the partials.
  CHECK(contains(g.opencl, "__kernel void dot_k0_onepass("));
  CHECK_FALSE(contains(g.opencl, "__kernel void dot_k0_pass2("));
  CHECK(contains(g.opencl, "atomic_inc(dot_k0_counter)"));
  CHECK(contains(g.host_c, "rn_counter(ctx, \"dot_k0_onepass\", &dot_k0_counter)"));
  CHECK(contains(g.opencl, "__local float"));
  CHECK(contains(g.opencl, "barrier(CLK_LOCAL_MEM_FENCE)"));
  CHECK(contains(g.opencl, "get_group_id(0)"));
  // Grid-stride loop: thread l of group g reads g*W + l + G*W*j (W chosen
  // by the search).
  CHECK(contains(g.opencl, "(rn_wid0*"));
  CHECK(contains(g.opencl, " + rn_lid3) + dot_k0_groups*"));
  // The SegMap kernel uses no local memory and no barrier.
  auto start = g.opencl.find("__kernel void outer_k1(");
  REQUIRE(start != std::string::npos);
  auto end = g.opencl.find("__kernel", start + 10);
  std::string outer = g.opencl.substr(start, end - start);
  CHECK_FALSE(contains(outer, "barrier"));
  CHECK(contains(outer, "get_global_id(1)"));
  CHECK(contains(outer, "xs[rn_idx"));
  // Its reads are at segment indices of the arrays' own extents: no bounds
  // check, and no device error message (messages are made only for checks).
  CHECK_FALSE(contains(outer, "rn_set_error"));
  for (auto& m : g.error_messages) CHECK(contains(m, "out of bounds for array of shape ["));
  CHECK(contains(g.host_c, "static int rn_entry_dot(rn_ctx *ctx, rn_arg *rn_in, rn_arg *rn_out)"));
  CHECK(contains(g.host_c, "{\"dot\", 2, rn_in_dot, 1, rn_out_dot, rn_entry_dot}"));
  CHECK(contains(g.patterns, "dot_k0_onepass:"));
}

TEST_CASE("f16 is stored as its bits and computed on as float, rounded after each operation", "[rewrite]") {
  // entry outer (xs: [n]f16) (ys: [m]f16) = map (\x -> map (\y -> x * y + 1) ys) xs
  auto f = ex::outer_fn();
  ir::Type h = ir::Type::scalar(PrimType::F16);
  for (auto& p : f.params) p.type.elem = PrimType::F16;
  f.ret[0].elem = PrimType::F16;
  f.body->stms[0].pat[0].type.elem = PrimType::F16;
  ir::Exp& seg = f.body->stms[0].exp;
  seg.ret = {h};
  for (auto& s : seg.bodies[0]->stms) {
    s.pat[0].type = h;
    if (s.exp.kind == ir::Exp::Kind::BinOp) s.exp.prim = PrimType::F16;
  }
  seg.bodies[0]->stms[3].exp.args[1] = ir::SubExp::constant(PrimValue::float_value(PrimType::F16, 1));
  auto g = generate_program(ex::program({f}), "");
  CHECK(contains(g.opencl, "__global ushort *"));
  CHECK(contains(g.opencl, "rn_f2h((rn_h2f("));
  CHECK(contains(g.opencl, "(0x1p+0f)));"));  // the constant 1.0f16 as a float
  CHECK(contains(g.host_c, "RN_F16"));
}

TEST_CASE("unsupported constructs are clear compile errors", "[rewrite]") {
  // A SegRed over five dimensions: the backend collapses its leading
  // segment dimensions (an NDRange has three).
  auto r = ex::rowsums_fn();
  ir::Stm& s = r.body->stms[0];
  auto& dims = s.exp.seg_space.dims;
  for (const char* d : {"k", "k2", "k3"}) dims.insert(dims.end() - 1, {d, ex::v("m")});
  for (int k = 0; k < 3; ++k) s.pat[0].type.shape.push_back(ex::v("m"));
  r.ret[0] = s.pat[0].type;
  CHECK_NOTHROW(generate_program(ex::program({r}), ""));
  // Unknown device profile.
  CHECK_THROWS_AS(generate_program(ex::program({ex::dot_fn()}), "tpu"), CompileError);
}

TEST_CASE("arith: subtraction and substitution", "[rewrite]") {
  auto n = arith::var("n"), i = arith::var("i");
  CHECK(arith::str(arith::sub(n, arith::cst(0))) == "n");
  CHECK(arith::str(arith::sub(n, n)) == "0");
  CHECK(arith::str(arith::sub(arith::cst(9), arith::cst(3))) == "6");
  CHECK(arith::str(arith::add(arith::sub(n, arith::cst(3)), arith::cst(1))) == "(n - 2)");
  CHECK(arith::str(arith::add(arith::sub(n, arith::cst(1)), arith::cst(3))) == "(n + 2)");
  CHECK(arith::str(arith::sub(arith::add(n, i), i)) == "n");
  CHECK(arith::to_c(arith::sub(n, i)) == "(n - i)");
  // (n - 1) - i < n without knowing i; an upper bound through a constant.
  CHECK(arith::known_below(arith::sub(arith::sub(n, arith::cst(1)), i), n));
  CHECK(arith::known_below(arith::sub(arith::var("j", arith::cst(10)), arith::cst(3)), arith::cst(7)));
  CHECK_FALSE(arith::known_below(arith::sub(arith::var("j", arith::cst(10)), arith::cst(3)), arith::cst(6)));
  // Substitution rebuilds with the simplifier: (i % 4)*8 + i/4 at
  // i = g*4 + c (c < 4) is c*8 + g.
  auto f = arith::add(arith::mul(arith::mod(i, arith::cst(4)), arith::cst(8)), arith::div(i, arith::cst(4)));
  auto g = arith::var("g"), c = arith::var("c", arith::cst(4));
  CHECK(arith::str(arith::subst(f, "i", arith::add(arith::mul(g, arith::cst(4)), c))) == "(c*8 + g)");
  CHECK(arith::str(arith::subst(f, "i", arith::cst(13))) == "11");
  CHECK(arith::str(arith::subst(f, "k", arith::cst(13))) == arith::str(f));
}

TEST_CASE("gather, scatter and slide: types with symbolic lengths, and printing", "[rewrite]") {
  TypeEnv env;
  auto n = arith::var("n"), m = arith::var("m");
  env["xs"] = array_type(scalar_type(PrimType::F32), n);
  env["xss"] = array_type(array_type(scalar_type(PrimType::F32), m), n);
  IndexFun rev{"i", arith::sub(arith::sub(n, arith::cst(1)), arith::var("i"))};
  // gather/scatter permute: [T]_n -> [T]_n, also for rows.
  CHECK(type_str(check_type(call(gather(rev), {param("xs")}), env)) == "[f32]_n");
  CHECK(type_str(check_type(call(scatter(rev), {param("xs")}), env)) == "[f32]_n");
  CHECK(type_str(check_type(call(gather(rev), {param("xss")}), env)) == "[[f32]_m]_n");
  CHECK(print_fun(gather(rev)) == "gather(i -> ((n - 1) - i))");
  CHECK(print_fun(scatter(rev)) == "scatter(i -> ((n - 1) - i))");
  // slide(size, step): [T]_n -> [[T]_size]_{(n - size)/step + 1}.
  CHECK(type_str(check_type(call(slide(arith::cst(3), arith::cst(1)), {param("xs")}), env)) == "[[f32]_3]_(n - 2)");
  CHECK(type_str(check_type(call(slide(arith::cst(5), arith::cst(2)), {param("xs")}), env)) ==
        "[[f32]_5]_(((n - 5))/(2) + 1)");
  auto s = arith::var("s");
  CHECK(type_str(check_type(call(slide(s, s), {param("xs")}), env)) == "[[f32]_s]_(((n - s))/(s) + 1)");
  CHECK(print_fun(slide(arith::cst(3), arith::cst(1))) == "slide(3, 1)");
  // Full windows only: 10 elements give 4 windows of 3 with step 2, and
  // 9 elements too.
  CHECK(type_str(check_type(call(slide(arith::cst(3), arith::cst(2)), {iota(arith::cst(10))}), env)) ==
        "[[i64]_3]_4");
  CHECK(type_str(check_type(call(slide(arith::cst(3), arith::cst(2)), {iota(arith::cst(9))}), env)) ==
        "[[i64]_3]_4");
  // Towards a 2-D stencil: slide o map(slide) slides over rows and columns.
  PExprPtr nb = call(compose({slide(arith::cst(3), arith::cst(1)),
                              pattern(FunKind::Map, {slide(arith::cst(3), arith::cst(1))})}),
                     {param("xss")});
  CHECK(type_str(check_type(nb, env)) == "[[[[f32]_3]_(m - 2)]_3]_(n - 2)");
  // Errors are ours (internal): a scalar argument; fewer elements than a window.
  env["x"] = scalar_type(PrimType::F32);
  CHECK_THROWS_AS(check_type(call(gather(rev), {param("x")}), env), InternalError);
  CHECK_THROWS_AS(check_type(call(slide(arith::cst(3), arith::cst(1)), {param("x")}), env), InternalError);
  CHECK_THROWS_AS(check_type(call(slide(arith::cst(4), arith::cst(1)), {iota(arith::cst(3))}), env), InternalError);
  CHECK_THROWS_AS(check_type(call(slide(arith::cst(2), arith::cst(0)), {param("xs")}), env), InternalError);
}

TEST_CASE("layout rules: reorder-stride-as-gather, gather-scatter-cancel, slide-as-split", "[rewrite]") {
  Derivation d;
  auto n = arith::var("n");
  FunPtr rs = reorder_stride(arith::cst(4));
  // The array length is the rule's argument.
  CHECK_FALSE(d.can_apply("reorder-stride-as-gather", rs));
  CHECK(d.can_apply("reorder-stride-as-gather", rs, RuleArgs::size(n)));
  CHECK_FALSE(d.can_apply("reorder-stride-as-gather", split(arith::cst(4)), RuleArgs::size(n)));
  FunPtr g = d.apply("reorder-stride-as-gather", rs, RuleArgs::size(n));
  CHECK(print_fun(g) == "gather(i -> ((i)/((n)/(4)) + (i)%((n)/(4))*4))");
  // Evaluated on 12 elements it is reorderStride(4)'s permutation
  // (backend/kernel_codegen.cpp's Reorder view: i/(n/s) + s*(i%(n/s))),
  // and the same gather's type.
  FunPtr g12 = d.apply("reorder-stride-as-gather", rs, RuleArgs::size(arith::cst(12)));
  std::vector<int64_t> perm;
  for (int64_t i = 0; i < 12; ++i) {
    int64_t v = -1;
    REQUIRE(arith::is_const(g12->index(arith::cst(i)), &v));
    perm.push_back(v);
  }
  CHECK(perm == std::vector<int64_t>{0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11});

  // gather(f) o scatter(f) and scatter(f) o gather(f) cancel, also when
  // the functions name their variable differently; other functions do not.
  IndexFun f{"i", arith::add(arith::mul(arith::mod(arith::var("i"), arith::cst(2)), arith::cst(3)),
                             arith::div(arith::var("i"), arith::cst(2)))};
  IndexFun f_j{"j", arith::subst(f.body, "i", arith::var("j"))};
  IndexFun h{"i", arith::sub(arith::sub(n, arith::cst(1)), arith::var("i"))};
  FunPtr body = pattern(FunKind::Map, {pattern(FunKind::Id)});
  CHECK(print_fun(d.apply("gather-scatter-cancel", compose({body, gather(f), scatter(f_j)}))) == "map(id)");
  CHECK(print_fun(d.apply("gather-scatter-cancel", compose({scatter(f), gather(f), body}))) == "map(id)");
  CHECK_FALSE(d.can_apply("gather-scatter-cancel", compose({gather(f), scatter(h)})));
  CHECK_FALSE(d.can_apply("gather-scatter-cancel", compose({gather(f), gather(f)})));

  // slide(n, n) is split(n) when n divides the length.
  FunPtr sl = slide(arith::cst(4), arith::cst(4));
  CHECK(d.can_apply("slide-as-split", sl, RuleArgs::size(arith::mul(arith::var("k"), arith::cst(4)))));
  CHECK(d.can_apply("slide-as-split", sl, RuleArgs::size(arith::cst(12))));
  CHECK_FALSE(d.can_apply("slide-as-split", sl, RuleArgs::size(arith::cst(10))));
  CHECK_FALSE(d.can_apply("slide-as-split", sl, RuleArgs::size(n)));
  CHECK_FALSE(d.can_apply("slide-as-split", slide(arith::cst(4), arith::cst(2)), RuleArgs::size(arith::cst(12))));
  CHECK(print_fun(d.apply("slide-as-split", sl, RuleArgs::size(arith::cst(12)))) == "split(4)");
  // Same type before and after on 12 elements.
  TypeEnv env;
  CHECK(type_str(check_type(call(sl, {iota(arith::cst(12))}), env)) ==
        type_str(check_type(call(split(arith::cst(4)), {iota(arith::cst(12))}), env)));
  CHECK(d.steps().size() == 5);
  CHECK(d.steps()[0] == "reorder-stride-as-gather(n=n)");
}

TEST_CASE("group reduction trees fold 8 values a level, then the rest", "[rewrite]") {
  using V = std::vector<int64_t>;
  CHECK(group_tree_factors(1) == V{});
  CHECK(group_tree_factors(2) == V{2});
  CHECK(group_tree_factors(8) == V{8});
  CHECK(group_tree_factors(32) == V{8, 4});
  CHECK(group_tree_factors(64) == V{8, 8});
  CHECK(group_tree_factors(128) == V{8, 8, 2});
  CHECK(group_tree_factors(256) == V{8, 8, 4});
  CHECK(group_tree_factors(1024) == V{8, 8, 8, 2});
}

TEST_CASE("packed counter layouts: fields sized by the tile, words shared", "[rewrite]") {
  // 16 one-hot counts (a 4-bit radix sort pass) in tiles of 512: 10-bit
  // fields, three a word, 6 words; in tiles of 1024: 11 bits, two a word.
  std::vector<int64_t> onehot16(16, 1);
  auto a = counter_layout(onehot16, 512);
  REQUIRE(a);
  CHECK(a->words == 6);
  CHECK(a->bits[0] == 10);
  CHECK(a->word[15] == 5);
  CHECK(a->shift[2] == 20);
  auto b = counter_layout(onehot16, 1024);
  REQUIRE(b);
  CHECK(b->words == 8);
  CHECK(b->bits[0] == 11);
  CHECK(b->word[3] == 1);
  CHECK(b->shift[3] == 11);
  // Four one-hot counts in tiles of 4096 (13 bits): two words.
  auto c = counter_layout(std::vector<int64_t>(4, 1), 4096);
  REQUIRE(c);
  CHECK(c->words == 2);
  CHECK(c->bits[1] == 13);
  // Bounds 1, 3 and 7 in tiles of 2048: 12, 13 and 14 bits, two words.
  auto d = counter_layout({1, 3, 7}, 2048);
  REQUIRE(d);
  CHECK(d->words == 2);
  CHECK(d->bits == std::vector<int>{12, 13, 14});
  CHECK(d->word == std::vector<int>{0, 0, 1});
  // Fields of 17 bits or more, one a word, gain nothing: not packed.
  CHECK(!counter_layout({1, 1}, 1 << 16));
  // A bound too large for a 32-bit field at this tile.
  CHECK(!counter_layout({1 << 20, 1}, 4096));
}

TEST_CASE("two-level packed counters: lane runs in narrow fields", "[rewrite]") {
  // 16 one-hot counts, runs of 8 a lane: 4-bit fields, eight a word, 2
  // words, against the 8 words of a tile of 2048.
  std::vector<int64_t> onehot16(16, 1);
  auto g = counter_layout(onehot16, 2048);
  REQUIRE(g);
  CHECK(g->words == 8);
  auto l = lane_counter_layout(onehot16, 8, *g);
  REQUIRE(l);
  CHECK(l->words == 2);
  CHECK(l->bits[0] == 4);
  CHECK(l->word[8] == 1);
  CHECK(l->shift[9] == 4);
  // Four counts, runs of 16: 5-bit fields, one word against two.
  auto g4 = counter_layout(std::vector<int64_t>(4, 1), 4096);
  REQUIRE(g4);
  auto l4 = lane_counter_layout(std::vector<int64_t>(4, 1), 16, *g4);
  REQUIRE(l4);
  CHECK(l4->words == 1);
  CHECK(l4->bits[3] == 5);
  // No fewer words than the group's: none (the tile keeps the group layout).
  auto g2 = counter_layout({1, 1}, 1024);
  REQUIRE(g2);
  CHECK(g2->words == 1);
  CHECK(!lane_counter_layout({1, 1}, 8, *g2));
  // The lanes' whole prefixes: 32-bit integer components only, rounded
  // up to 4 slots.
  CHECK(lane_prefix_slots({PrimType::I32, PrimType::I32, PrimType::I32}) == 4);
  CHECK(lane_prefix_slots(std::vector<PrimType>(16, PrimType::U32)) == 16);
  CHECK(lane_prefix_slots({PrimType::I64, PrimType::I32}) == 0);
}
