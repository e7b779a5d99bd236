// Unit tests of the derivation search (rewrite/search.h), the general rule
// matcher and the composition rules (rewrite/rules.h): candidates stay
// within the device's limits, the cost model prefers coalesced access on a
// GPU and contiguous chunks on a CPU, and the PoCL and GPU profiles get
// different derivations of the same SegOps.
#include <catch2/catch.hpp>

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
