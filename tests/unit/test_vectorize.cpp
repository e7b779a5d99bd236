// Unit tests of vectorisation in the pattern IR (ICFP'15 figure 7e; CGO'17
// section 3): the vector types of asVector/asScalar/mapVec, the rules
// map-vectorize and fuse-vector-map-into-partial, the search's choice of a
// vector width per profile, and the vector loads of the generated kernels.
#include <catch2/catch.hpp>

#include "backend/backend.h"
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

FunPtr add_f32() {
  auto red = ex::dot_segred();
  return user_fun(std::make_shared<UserFun>(
      UserFun{"add", red.reduces[0].lambda.params, red.reduces[0].lambda.body, {PrimType::F32}}));
}

// neg: f32 -> f32 (one parameter, for mapVec).
FunPtr neg_f32() {
  using namespace runic::kernel_examples;
  ir::BodyPtr b = body({let("r", f32(), bin(BinOp::Sub, PrimType::F32, f32c(0), v("x")))}, {v("r")});
  return user_fun(std::make_shared<UserFun>(UserFun{"neg", {{"x", f32()}}, b, {PrimType::F32}}));
}

SegOpLowering lower_with_width(const ir::Function& f, const std::string& profile, int64_t w) {
  const ir::Stm& s = f.body->stms.at(0);
  const DeviceProfile& dp = device_profile(profile);
  LoweringChoice ch;
  ch.group_size = dp.group_size;
  ch.max_groups = dp.max_groups;
  ch.map_group_size = dp.map_group_size;
  ch.vector_width = w;
  return lower_segop_with(s.exp, s.pat, Span{}, dp, ch, "k");
}
}  // namespace

TEST_CASE("vector types: asVector, asScalar and mapVec", "[rewrite][vectorize]") {
  TypeEnv env;
  auto n = arith::var("n");
  env["xs"] = array_type(scalar_type(PrimType::F32), n);
  PExprPtr v = call(as_vector(4), {param("xs")});
  CHECK(type_str(check_type(v, env)) == "[<f32>_4]_(n)/(4)");
  CHECK(type_str(check_type(call(as_scalar(), {v}), env)) == "[f32]_(n)/(4)*4");
  PExprPtr mv = call(pattern(FunKind::Map, {map_vec(neg_f32())}), {v});
  CHECK(type_str(check_type(mv, env)) == "[<f32>_4]_(n)/(4)");
  // A vector is an array to reduceSeq: its lanes are folded in order.
  env["acc"] = scalar_type(PrimType::F32);
  env["vec"] = vector_type(PrimType::F32, 4);
  PExprPtr lanes = call(pattern(FunKind::ReduceSeq, {add_f32()}), {param("acc"), param("vec")});
  CHECK(type_str(check_type(lanes, env)) == "[f32]_1");
  // Our bugs: vectors of vectors, mapVec of a scalar array, asScalar of scalars.
  CHECK_THROWS_AS(check_type(call(as_vector(4), {v}), env), InternalError);
  CHECK_THROWS_AS(check_type(call(map_vec(neg_f32()), {param("xs")}), env), InternalError);
  CHECK_THROWS_AS(check_type(call(as_scalar(), {param("xs")}), env), InternalError);
  CHECK(print_fun(map_vec(neg_f32())) == "mapVec(neg)");
  CHECK(print_fun(as_vector(8)) == "asVector(8)");
}

TEST_CASE("vectorisation rules", "[rewrite][vectorize]") {
  Derivation d;
  FunPtr m = pattern(FunKind::Map, {neg_f32()});
  CHECK(d.can_apply("map-vectorize", m, RuleArgs::size(arith::cst(4))));
  CHECK_FALSE(d.can_apply("map-vectorize", m, RuleArgs::size(arith::cst(3))));
  CHECK_FALSE(d.can_apply("map-vectorize", m, RuleArgs::size(arith::var("w"))));
  FunPtr vec = d.apply("map-vectorize", m, RuleArgs::size(arith::cst(4)));
  CHECK(print_fun(vec) == "asScalar o map(mapVec(neg)) o asVector(4)");
  // Once per map: the vectorised map's function is a mapVec.
  FunPtr inner_map = pattern(FunKind::Map, {map_vec(neg_f32())});
  CHECK_FALSE(d.can_apply("map-vectorize", inner_map, RuleArgs::size(arith::cst(4))));
  // Same meaning: map(f) and its vectorised form give the same type on
  // lengths that 4 divides.
  TypeEnv env;
  env["xs"] = array_type(scalar_type(PrimType::F32), arith::cst(64));
  CHECK(type_str(check_type(call(m, {param("xs")}), env)) == "[f32]_64");
  CHECK(type_str(check_type(call(vec, {param("xs")}), env)) == "[f32]_64");

  auto rp = std::make_shared<Fun>();
  rp->kind = FunKind::ReducePart;
  rp->f = {add_f32()};
  rp->init = {literal({PrimValue::float_value(PrimType::F32, 0)})};
  rp->n = arith::cst(1);
  FunPtr fused = d.apply("fuse-vector-map-into-partial", rp, RuleArgs::fusing(neg_f32()));
  CHECK(contains(print_fun(fused), "reduceSeq((\\acc v -> reduceSeq(add)(acc, mapVec(neg)(v))))(0.0f32, xs)"));
  env["vs"] = array_type(vector_type(PrimType::F32, 4), arith::cst(16));
  CHECK(type_str(check_type(call(fused, {param("vs")}), env)) == "[f32]_1");
  CHECK(d.steps().back() == "fuse-vector-map-into-partial(f=neg)");
}

TEST_CASE("vectorizable reductions", "[search][vectorize]") {
  CHECK(vectorizable_segred(ex::dot_segred()));
  // Not known commutative: still vectorised, with contiguous chunks and the
  // lanes combined in order (ordered vector reductions).
  CHECK(vectorizable_segred(ex::dot_segred(false)));
  CHECK(vectorizable_segred(ex::sum_i32_fn(true).body->stms.at(0).exp));
  CHECK(vectorizable_segred(ex::rowsums_fn().body->stms.at(0).exp));  // rows: the last index is the folded one
}

TEST_CASE("search: the vector width follows the profile", "[search][vectorize]") {
  auto f = ex::dot_fn();
  const ir::Exp& e = f.body->stms.at(0).exp;
  CHECK(search_segop(e, device_profile("nvidia-h100")).best.vector_width == 4);
  CHECK(search_segop(e, device_profile("pocl-cpu")).best.vector_width == 4);
  CHECK(search_segop(e, device_profile("default")).best.vector_width == 1);
  CHECK(contains(describe_choice(e, search_segop(e, device_profile("nvidia-h100")).best), "asVector(4)"));
  // Rows: the vector candidate is ranked behind the scalar one (measured
  // slower on the H200), but ranked, for autotuning.
  auto rows = ex::rowsums_fn();
  SearchResult rs = search_segop(rows.body->stms.at(0).exp, device_profile("nvidia-h100"));
  CHECK(rs.best.vector_width == 1);
  bool ranked = false;
  for (auto& [c, cost] : rs.ranked) ranked = ranked || c.vector_width == 4;
  CHECK(ranked);
}

TEST_CASE("a vectorised reduction: the vector kernel where 4 divides n, else the scalar one", "[rewrite][vectorize]") {
  auto low = lower_with_width(ex::dot_fn(), "nvidia-h100", 4);
  REQUIRE(low.kernels.size() == 3);
  CHECK(low.kernels[0].name == "k_pass1v");
  CHECK(low.kernels[0].run_if == "(n) % 4 == 0");
  CHECK(low.kernels[1].name == "k_pass1");
  CHECK(low.kernels[1].run_if == "!((n) % 4 == 0)");
  CHECK(low.kernels[2].run_if.empty());
  CHECK(contains(print_expr(low.kernels[0].expr), "o asVector(4))(iota(n))"));
  CHECK(contains(print_expr(low.kernels[0].expr), "mapVec(body)"));
  CHECK_FALSE(contains(print_expr(low.kernels[1].expr), "asVector"));
  CHECK(contains(low.kernels[0].derivation, "map-vectorize(n=4)"));
  CHECK(contains(low.kernels[0].derivation, "fuse-vector-map-into-partial(f=body)"));
  REQUIRE(low.one_pass_kernels.size() == 2);
  CHECK(low.one_pass_kernels[0].run_if == low.kernels[0].run_if);
  CHECK(low.one_pass_kernels[0].one_pass->counter != low.one_pass_kernels[1].one_pass->counter);
  // Width 1 leaves the derivation as it was.
  auto plain = lower_with_width(ex::dot_fn(), "nvidia-h100", 1);
  CHECK(plain.kernels.size() == 2);
  CHECK(plain.one_pass_kernels.size() == 1);
}

TEST_CASE("generated vector loads", "[rewrite][vectorize]") {
  auto g = generate_program(ex::program({ex::dot_fn()}), "nvidia-h100");
  // One float4 load per array and vector, aligned (index of the vector).
  CHECK(contains(g.opencl, "float4 rn_vec"));
  CHECK(contains(g.opencl, " = ((__global const float4 *)xs)[rn_vi"));
  CHECK(contains(g.opencl, " = ((__global const float4 *)ys)[rn_vi"));
  CHECK(contains(g.opencl, ".s3;"));
  // The host picks the kernel by n % 4.
  CHECK(contains(g.host_c, "if ((n) % 4 == 0)"));
  CHECK(contains(g.host_c, "if (!((n) % 4 == 0))"));
  // The default profile does not vectorise.
  auto d = generate_program(ex::program({ex::dot_fn()}), "default");
  CHECK_FALSE(contains(d.opencl, "float4 rn_vec"));
}

TEST_CASE("a vectorised segmented reduction: a group per row over float4 vectors", "[rewrite][vectorize]") {
  auto low = lower_with_width(ex::rowsums_fn(), "nvidia-h100", 4);
  REQUIRE(low.kernels.size() == 2);
  CHECK(low.kernels[0].name == "k_v");
  CHECK(contains(low.kernels[0].run_if, "% 4 == 0"));
  CHECK(low.kernels[1].run_if == "!(" + low.kernels[0].run_if + ")");
  CHECK(contains(print_expr(low.kernels[0].expr), "mapVec("));
  CHECK(contains(low.kernels[0].derivation, "map-vectorize(n=4)"));
  std::map<std::string, ir::Type> host = {
      {"xss", ir::Type::scalar(PrimType::I32).array_of(ir::SubExp::variable("m")).array_of(ir::SubExp::variable("n"))}};
  backend::ErrorTable errors;
  std::string code = backend::generate_kernel(low.kernels[0], host, errors).code;
  // Row i starts at i * (row length): aligned where 4 divides the length.
  CHECK(contains(code, "int4 rn_vec"));
  CHECK(contains(code, "((__global const int4 *)(xss + ((long)rn_wid0) * m))[rn_vi"));
  CHECK(contains(code, "#pragma unroll 2"));  // one vector load an element: two in flight
}
