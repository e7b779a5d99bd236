// Unit tests of the derivation search (rewrite/search.h), the general rule
// matcher and the composition rules (rewrite/rules.h): candidates stay
// within the device's limits, the cost model prefers coalesced access on a
// GPU and contiguous chunks on a CPU, and the PoCL and GPU profiles get
// different derivations of the same SegOps.
#include <catch2/catch.hpp>

#include "backend/kernel_codegen.h"
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
const ir::Stm& first_stm(const ir::Function& f) { return f.body->stms.at(0); }
SegOpLowering lower_first(const ir::Function& f, const std::string& profile) {
  const ir::Stm& s = first_stm(f);
  return lower_segop(s.exp, s.pat, Span{}, device_profile(profile), "k");
}
}  // namespace

TEST_CASE("search: candidates respect the device limits", "[search]") {
  for (auto& name : device_profile_names()) {
    const DeviceProfile& dp = device_profile(name);
    auto f = ex::dot_fn();
    auto cs = enumerate_choices(first_stm(f).exp, dp);
    CHECK(cs.size() > 4);
    for (auto& c : cs) {
      CHECK(c.group_size <= dp.max_group_size);
      CHECK(c.group_size * 4 <= dp.local_mem_bytes);
      CHECK((c.group_size & (c.group_size - 1)) == 0);
    }
    SearchResult r = search_segop(first_stm(f).exp, dp);
    for (auto& [c, cost] : r.ranked) CHECK(cost >= r.best_cost);
  }
}

TEST_CASE("search: PoCL and GPU profiles get different derivations", "[search]") {
  // dot: coalesced reorderStride on the GPU, contiguous chunks on the CPU.
  auto gpu = lower_first(ex::dot_fn(), "nvidia-h100");
  auto cpu = lower_first(ex::dot_fn(), "pocl-cpu");
  CHECK(contains(print_expr(gpu.kernels[0].expr), "reorderStride("));
  CHECK_FALSE(contains(print_expr(cpu.kernels[0].expr), "reorderStride("));
  CHECK(contains(gpu.kernels[0].derivation, "search (nvidia-h100)"));
  CHECK(contains(cpu.kernels[0].derivation, "contiguous-chunks"));
  CHECK(gpu.kernels[0].derivation != cpu.kernels[0].derivation);
  // One kernel on the GPU (one-pass-last-group; a vector one and a scalar
  // one, test_vectorize.cpp), two passes on the CPU.
  REQUIRE(gpu.one_pass_kernels.size() == 2);
  CHECK(gpu.one_pass_kernels[0].one_pass);
  CHECK(contains(gpu.one_pass_kernels[0].derivation, "one-pass-last-group"));
  CHECK(cpu.one_pass_kernels.empty());

  // Row sums: a work-group per row on the GPU (coalesced), a thread per
  // row on the CPU (each work-item reads its row sequentially).
  auto rg = lower_first(ex::rowsums_fn(), "nvidia-h100");
  auto rc = lower_first(ex::rowsums_fn(), "pocl-cpu");
  CHECK(contains(print_expr(rg.kernels[0].expr), "mapWrg0("));
  CHECK(contains(print_expr(rc.kernels[0].expr), "mapGlb0("));
  CHECK(contains(print_expr(rc.kernels[0].expr), "reduceSeq("));
  CHECK(contains(rc.kernels[0].derivation, "thread-per-segment"));
}

TEST_CASE("search: a non-commutative operator never gets reorderStride", "[search]") {
  for (auto& name : device_profile_names()) {
    auto f = ex::sum_i32_fn(false);
    for (auto& c : enumerate_choices(first_stm(f).exp, device_profile(name))) CHECK_FALSE(c.reorder);
  }
}

TEST_CASE("cost model: coalescing and occupancy", "[search]") {
  const DeviceProfile& gpu = device_profile("nvidia-h100");
  auto f = ex::dot_fn();
  const ir::Exp& e = first_stm(f).exp;
  LoweringChoice strided;
  strided.group_size = 256;
  strided.max_groups = 1056;
  strided.reorder = true;
  LoweringChoice chunks = strided;
  chunks.reorder = false;
  CHECK(estimate_cost(e, strided, gpu) < estimate_cost(e, chunks, gpu));
  LoweringChoice few = strided;
  few.max_groups = 8;  // a handful of groups cannot fill 132 SMs
  CHECK(estimate_cost(e, strided, gpu) < estimate_cost(e, few, gpu));
  const DeviceProfile& cpu = device_profile("pocl-cpu");
  CHECK(estimate_cost(e, chunks, cpu) < estimate_cost(e, strided, cpu));
}

TEST_CASE("general matcher finds rule positions anywhere", "[search]") {
  // join o map(f) o map(g) o split(4) applied to xs
  FunPtr f = user_fun(std::make_shared<UserFun>(UserFun{"f", {}, nullptr, {PrimType::F32}}));
  FunPtr g = user_fun(std::make_shared<UserFun>(UserFun{"g", {}, nullptr, {PrimType::F32}}));
  FunPtr chain = compose({join(), pattern(FunKind::Map, {pattern(FunKind::Map, {f})}),
                          pattern(FunKind::Map, {pattern(FunKind::Map, {g})}), split(arith::cst(4))});
  PExprPtr e = call(chain, {param("xs")});
  auto maps = find_matches(e, "map-to-mapSeq");
  CHECK(maps.size() == 4);  // two outer and two inner maps
  auto fusions = find_matches(e, "map-fusion");
  REQUIRE(fusions.size() == 1);
  Derivation d;
  PExprPtr fused = d.apply_at("map-fusion", e, fusions[0].index);
  CHECK(print_expr(fused) == "(join o map(map(f) o map(g)) o split(4))(xs)");
  // the nested maps of the fused body can now fuse too
  CHECK(find_matches(fused, "map-fusion").size() == 1);
  CHECK(d.str() == "map-fusion\n");
  // cancellation: join o split(n) -> id
  PExprPtr js = call(compose({pattern(FunKind::Map, {f}), join(), split(arith::cst(8))}), {param("xs")});
  auto m = find_matches(js, "join-split-cancel");
  REQUIRE(m.size() == 1);
  CHECK(print_expr(d.apply_at("join-split-cancel", js, m[0].index)) == "map(f)(xs)");
  // split(n) o join only cancels at the inner length n
  PExprPtr sj = call(compose({split(arith::cst(8)), join()}), {param("xss")});
  CHECK(find_matches(sj, "split-join-cancel", RuleArgs::size(arith::cst(4))).empty());
  CHECK(find_matches(sj, "split-join-cancel", RuleArgs::size(arith::cst(8))).size() == 1);
}

TEST_CASE("map-reorder-stride and private-staging rules", "[search][rewrite]") {
  FunPtr f = user_fun(std::make_shared<UserFun>(UserFun{"f", {}, nullptr, {PrimType::F32}}));
  FunPtr m = pattern(FunKind::Map, {f});
  Derivation d;
  RuleArgs a = RuleArgs::size(arith::var("T"));
  CHECK_FALSE(d.can_apply("map-reorder-stride", m, a));  // needs the inverse stride too
  a.n2 = arith::cst(4);
  CHECK(d.can_apply("map-reorder-stride", m, a));
  CHECK_FALSE(d.can_apply("map-reorder-stride", f, a));
  CHECK(print_fun(d.apply("map-reorder-stride", m, a)) == "reorderStride(4) o map(f) o reorderStride(T)");
  CHECK(print_fun(d.apply("private-staging", m)) == "map(id) o toPrivate(map(f))");
  CHECK(d.steps()[0] == "map-reorder-stride(n=T, n2=4)");
  // reorderStride(4) undoes reorderStride(T) on [T]_{4T}: position t*4+k
  // reads element t + T*k, and is written back there.
  TypeEnv env;
  env["xs"] = array_type(scalar_type(PrimType::F32), arith::mul(arith::cst(4), arith::var("T")));
  PType t = check_type(call(compose({reorder_stride(arith::cst(4)), reorder_stride(arith::var("T"))}),
                            {param("xs")}), env);
  CHECK(arith::equal(t.len, env["xs"].len));
}

TEST_CASE("search: GPU maps get several elements per thread, PoCL maps one", "[search]") {
  // Little's law on the GPU profile: one 4-byte load per resident thread
  // does not keep enough bytes in flight; the CPU profile does not model it.
  auto gpu = lower_first(ex::divby_fn(), "nvidia-h100");
  auto cpu = lower_first(ex::divby_fn(), "pocl-cpu");
  REQUIRE(gpu.kernels.size() == 1);
  REQUIRE(cpu.kernels.size() == 1);
  CHECK(contains(gpu.kernels[0].derivation, "elems/thread=4"));
  CHECK(contains(gpu.kernels[0].derivation, "private-staging"));
  CHECK(contains(gpu.kernels[0].derivation, "map-reorder-stride"));
  CHECK(contains(print_expr(gpu.kernels[0].expr), "toPrivate(mapSeq("));
  CHECK(contains(cpu.kernels[0].derivation, "elems/thread=1"));
  CHECK_FALSE(contains(print_expr(cpu.kernels[0].expr), "toPrivate("));
  const DeviceProfile& dp = device_profile("nvidia-h100");
  ir::Function fn = ex::divby_fn();
  const ir::Exp& e = first_stm(fn).exp;
  LoweringChoice one, four;
  one.map_group_size = four.map_group_size = 256;
  four.map_coarsen = 4;
  CHECK(estimate_cost(e, four, dp) < estimate_cost(e, one, dp));
}

namespace {
// entry gemm (xs: [n][k]f32) (ys: [k][m]f32 or [m][k]f32): [n][m]f32 as the
// flattener produces it: a 3-D SegRed whose body reads xs[i, q] and
// ys[q, j] (ys[j, q] when `transposed`).  `extra_index`: the body also
// uses j directly (tile-2d must not apply).
ir::Function gemm_fn(bool transposed, bool extra_index = false) {
  using namespace runic::kernel_examples;
  std::vector<Stm> stms = {let("x", f32(), index("xs", {v("i"), v("q")})),
                           let("y", f32(), index("ys", transposed ? std::vector<SubExp>{v("j"), v("q")}
                                                                  : std::vector<SubExp>{v("q"), v("j")})),
                           let("p", f32(), bin(BinOp::Mul, PrimType::F32, v("x"), v("y")))};
  if (extra_index) stms.push_back(let("z", i64(), bin(BinOp::Add, PrimType::I64, v("j"), v("q"))));
  Exp e = segop(SegKind::Red, {{"i", v("n")}, {"j", v("m")}, {"q", v("k")}}, body(stms, {v("p")}), {f32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::F32, f32c(0), true)};
  Type ys = transposed ? f32().array_of(v("k")).array_of(v("m")) : f32().array_of(v("m")).array_of(v("k"));
  Type rt = f32().array_of(v("m")).array_of(v("n"));
  return entry("gemm", {{"xs", f32().array_of(v("k")).array_of(v("n"))}, {"ys", ys}}, {rt}, {let("r", rt, e)},
               {v("r")});
}
}  // namespace

TEST_CASE("search: tile-2d matches matrix-multiplication SegReds only", "[search]") {
  Tile2D t;
  ir::Function g = gemm_fn(false), gt = gemm_fn(true), bad = gemm_fn(false, true);
  REQUIRE(match_tile2d(first_stm(g).exp, &t));
  CHECK(t.x == "xs");
  CHECK(t.y == "ys");
  CHECK_FALSE(t.y_transposed);
  CHECK(t.body->params.size() == 2);
  REQUIRE(match_tile2d(first_stm(gt).exp, &t));
  CHECK(t.y_transposed);
  CHECK_FALSE(match_tile2d(first_stm(bad).exp));
  // Tiling marks of the flattener, where present, must agree.
  ir::Exp marked = first_stm(g).exp;
  marked.tile_marks = {{"xs", {1}}, {"ys", {0}}};
  CHECK(match_tile2d(marked));
  marked.tile_marks = {{"xs", {0}}};
  CHECK_FALSE(match_tile2d(marked));
  ir::Function rs = ex::rowsums_fn(), dot = ex::dot_fn();
  CHECK_FALSE(match_tile2d(first_stm(rs).exp));
  CHECK_FALSE(match_tile2d(first_stm(dot).exp));
}

TEST_CASE("search: tile-2d on GPU profiles, thread per segment on PoCL", "[search]") {
  auto gpu = lower_first(gemm_fn(true), "nvidia-h100");
  auto cpu = lower_first(gemm_fn(true), "pocl-cpu");
  // Symbolic sizes: the guarded kernel (64-bit indices), the exact one for
  // multiples of the tile, and the guarded ones with 32-bit indices (with
  // vectors where k and n are multiples of 4), chosen by the host.
  REQUIRE(gpu.kernels.size() == 4);
  REQUIRE(cpu.kernels.size() == 1);
  for (auto& k : gpu.kernels) REQUIRE(k.tile);
  CHECK_FALSE(gpu.kernels[0].tile->exact);
  CHECK_FALSE(gpu.kernels[0].tile->narrow);
  CHECK(gpu.kernels[1].tile->exact);
  CHECK(gpu.kernels[2].tile->narrow);
  CHECK(gpu.kernels[2].tile->aligned);
  CHECK(gpu.kernels[3].tile->narrow);
  CHECK_FALSE(gpu.kernels[3].tile->aligned);
  CHECK(contains(gpu.kernels[0].run_if, "!("));
  CHECK(contains(gpu.kernels[1].run_if, "% 128 == 0"));
  CHECK(contains(gpu.kernels[2].run_if, "% 4 == 0"));
  CHECK(contains(gpu.kernels[3].run_if, "!((int64_t)(k) % 4 == 0"));
  CHECK_FALSE(cpu.kernels[0].tile);
  CHECK(contains(gpu.kernels[0].derivation, "tile-2d(TS=16, R=8, K=8)"));
  CHECK(contains(cpu.kernels[0].derivation, "thread-per-segment"));
  CHECK_FALSE(contains(cpu.kernels[0].derivation, "tile-2d"));
  CHECK(gpu.kernels[0].local_size == std::vector<std::string>{"16", "16"});
  CHECK(gpu.kernels[0].global_size[0] == "rn_ceil_div(m, 128) * 16");
  CHECK(gpu.kernels[0].global_size[1] == "rn_ceil_div(n, 128) * 16");
  // Candidates fit the device (two buffers per array); a 4x4 register
  // block beats one result per thread on a large product.
  const DeviceProfile& dp = device_profile("nvidia-h100");
  ir::Function fn = gemm_fn(false);
  const ir::Exp& e = first_stm(fn).exp;
  for (auto& c : enumerate_choices(e, dp)) {
    CHECK(c.tile * c.tile <= dp.max_group_size);
    CHECK(2 * 2 * c.tile_k * (c.tile * c.tile_reg + 4) * 4 <= dp.local_mem_bytes);
  }
  LoweringChoice r1, r4, naive;
  r1.tile = r4.tile = 16;
  r4.tile_reg = 4;
  naive.thread_per_segment = true;
  CHECK(estimate_cost(e, r4, dp) < estimate_cost(e, r1, dp));
  CHECK(estimate_cost(e, r1, dp) < estimate_cost(e, naive, dp));
}

TEST_CASE("search: the tile-2d template, and the untiled code when shapes differ", "[search]") {
  using namespace runic::kernel_examples;
  auto low = lower_first(gemm_fn(true), "nvidia-h100");
  REQUIRE(low.kernels.size() == 4);
  std::map<std::string, ir::Type> host = {{"xs", f32().array_of(v("k")).array_of(v("n"))},
                                          {"ys", f32().array_of(v("k")).array_of(v("m"))},
                                          {"n", i64()}, {"m", i64()}, {"k", i64()}};
  backend::ErrorTable errors;
  std::string code = backend::generate_kernel(low.kernels[0], host, errors).code;
  CHECK(contains(code, "tile-2d: TS=16 R=8 K=8 V=4"));
  CHECK(contains(code, "__local float4 rn_xs4[528];"));  // 2 buffers of 8 rows of 128 + 4
  CHECK(contains(code, "barrier(CLK_LOCAL_MEM_FENCE);"));
  CHECK(contains(code, "float rn_acc[8][8];"));
  CHECK(contains(code, "ys[rn_go * (k) + rn_gq]"));  // Y[j, q], guarded
  std::string exact = backend::generate_kernel(low.kernels[1], host, errors).code;
  CHECK(contains(exact, "tile-2d (exact): TS=16 R=8 K=8 V=4"));
  CHECK(contains(exact, "*(__global const float4 *)(ys + rn_go * rn_kd + rn_gq)"));
  CHECK_FALSE(contains(exact, "rn_go < "));
  CHECK(contains(exact, "rn_xf[rn_kk * 33 + rn_h * 16]"));  // constant offsets from a base per chunk
  CHECK(contains(exact, "if (rn_q0 + 8 >= rn_kd) break;"));  // two chunks an iteration, buffers 0 and 1
  CHECK_FALSE(contains(exact, "rn_cur"));
  CHECK(contains(code, "rn_cur ^= 1;"));  // guarded: one chunk an iteration, the buffer toggled
  std::string vec = backend::generate_kernel(low.kernels[2], host, errors).code;
  CHECK(contains(vec, "tile-2d (32-bit indices, vectors): TS=16 R=8 K=8 V=4"));
  CHECK(contains(vec, "(rn_go < rn_m && rn_gq < rn_kd) ? *(__global const float4 *)(xs + rn_go * rn_kd + rn_gq)"));
  std::string narrow = backend::generate_kernel(low.kernels[3], host, errors).code;
  CHECK(contains(narrow, "tile-2d (32-bit indices): TS=16 R=8 K=8 V=4"));
  CHECK(contains(narrow, "ys[rn_go * rn_kd + rn_gq]"));
  // ys of another extent than the SegRed's: the thread-per-segment code.
  host["ys"] = f32().array_of(v("k2")).array_of(v("m"));
  host["k2"] = i64();
  std::string plain = backend::generate_kernel(low.kernels[0], host, errors).code;
  CHECK_FALSE(contains(plain, "tile-2d:"));
  CHECK(contains(plain, "get_global_id("));
}

TEST_CASE("general matcher: layout rules inside maps", "[search][rewrite]") {
  // mapGlb0(gather(f) o scatter(f) o mapSeq(id)) o reorderStride(4) o slide(4, 4) on xs
  auto i = arith::var("i");
  IndexFun f{"i", arith::add(arith::mul(arith::mod(i, arith::cst(2)), arith::cst(2)), arith::div(i, arith::cst(2)))};
  FunPtr inner = compose({gather(f), scatter(f), pattern(FunKind::MapSeq, {pattern(FunKind::Id)})});
  PExprPtr e = call(compose({pattern(FunKind::MapGlb, {inner}), reorder_stride(arith::cst(4)),
                             slide(arith::cst(4), arith::cst(4))}),
                    {param("xs")});
  auto m = find_matches(e, "gather-scatter-cancel");
  REQUIRE(m.size() == 1);
  Derivation d;
  PExprPtr r = d.apply_at("gather-scatter-cancel", e, m[0].index);
  CHECK(print_expr(r) == "(mapGlb0(mapSeq(id)) o reorderStride(4) o slide(4, 4))(xs)");
  // The length-dependent rules match only with the length given.
  CHECK(find_matches(r, "reorder-stride-as-gather").empty());
  auto rg = find_matches(r, "reorder-stride-as-gather", RuleArgs::size(arith::cst(8)));
  REQUIRE(rg.size() == 1);
  r = d.apply_at("reorder-stride-as-gather", r, rg[0].index, RuleArgs::size(arith::cst(8)));
  auto ss = find_matches(r, "slide-as-split", RuleArgs::size(arith::cst(32)));
  REQUIRE(ss.size() == 1);
  r = d.apply_at("slide-as-split", r, ss[0].index, RuleArgs::size(arith::cst(32)));
  CHECK(print_expr(r) == "(mapGlb0(mapSeq(id)) o gather(i -> ((i)/(2) + (i)%(2)*4)) o split(4))(xs)");
  CHECK(d.str() == "gather-scatter-cancel\nreorder-stride-as-gather(n=8)\nslide-as-split(n=32)\n");
}
