// Unit tests of the driver: the test-block parser and value comparison.
#include <catch2/catch.hpp>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "backend/backend.h"
#include "driver/pipeline.h"
#include "driver/test_spec.h"
#include "driver/values.h"

using namespace runic;

TEST_CASE("test blocks: inputs, outputs, errors, structure", "[driver]") {
  std::string src =
      "-- Sum.\n"
      "-- ==\n"
      "-- input { [1f32, 2f32] } output { 3f32 }\n"
      "-- input { [1f32] }\n"
      "--   error: out of bounds\n"
      "-- compiled random input { [100][3]f32 7i64 } auto output\n"
      "-- structure { SegRed 1 Screma 0 }\n"
      "-- tags { no_opencl }\n"
      "def main (xs: []f32) = reduce (+) 0 xs\n";
  TestSpec s = parse_test_spec(src, "x.fut");
  REQUIRE(s.present);
  REQUIRE(s.cases.size() == 3);
  CHECK(s.cases[0].expect == TestCase::Expect::Output);
  CHECK(s.cases[0].input == " [1f32, 2f32] ");
  CHECK(s.cases[0].output == " 3f32 ");
  CHECK(s.cases[0].line == 3);
  CHECK(s.cases[1].expect == TestCase::Expect::RuntimeError);
  CHECK(s.cases[1].error_regex == "out of bounds");
  CHECK(s.cases[2].random);
  CHECK(s.cases[2].compiled_only);
  CHECK(s.cases[2].expect == TestCase::Expect::AutoOutput);
  REQUIRE(s.cases[2].random_specs.size() == 2);
  CHECK(s.cases[2].random_specs[0].shape == std::vector<int64_t>{100, 3});
  CHECK(s.cases[2].random_specs[0].elem == "f32");
  CHECK(s.cases[2].random_specs[1].literal == "7i64");
  REQUIRE(s.structure.size() == 2);
  CHECK(s.structure[1] == std::make_pair(std::string("Screma"), 0));
  CHECK(s.tags.count("no_opencl"));
  CHECK_FALSE(s.compile_error);
}

TEST_CASE("test blocks: compile errors and entry points", "[driver]") {
  TestSpec e = parse_test_spec("-- ==\n-- error: unknown variable `y`\ndef main = y\n", "e.fut");
  REQUIRE(e.compile_error);
  CHECK(*e.compile_error == "unknown variable `y`");

  TestSpec m = parse_test_spec(
      "-- ==\n-- entry: f g\n-- input { 1 } output { 2 }\ndef f x = x\n", "m.fut");
  REQUIRE(m.cases.size() == 2);
  CHECK(m.cases[0].entry == "f");
  CHECK(m.cases[1].entry == "g");

  CHECK_FALSE(parse_test_spec("def main = 1\n", "n.fut").present);
}

TEST_CASE("test blocks: malformed blocks are reported with their line", "[driver]") {
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- input { 1 \n", "b.fut"),
                    Catch::Contains("b.fut:") && Catch::Contains("unclosed"));
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- frobnicate\n", "b.fut"),
                    Catch::Contains("b.fut:2") && Catch::Contains("frobnicate"));
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- structure { SegMap }\n", "b.fut"),
                    Catch::Contains("pairs"));
}

TEST_CASE("test blocks: case tags, warnings and spaced separators (futhark-test(1))", "[driver]") {
  TestSpec s = parse_test_spec(
      "--   ==\n-- warning: unused\n-- no_opencl notest input { 1 } output { 2 }\n"
      "-- \"set\" my-tag compiled input { 2 }\n-- input { 3 }\n", "t.fut");
  REQUIRE(s.cases.size() == 3);
  CHECK(s.cases[0].tags == std::set<std::string>{"no_opencl", "notest"});
  CHECK(s.cases[1].tags == std::set<std::string>{"my-tag"});
  CHECK(s.cases[1].compiled_only);
  CHECK(s.cases[1].name == "set");
  CHECK(s.cases[2].tags.empty());
  CHECK(s.warnings == std::vector<std::string>{"unused"});
  CHECK(parse_test_spec("--==\n-- input { 1 }\n", "t.fut").cases.size() == 1);
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- input { 1 }\n-- slow\n", "t.fut"),
                    Catch::Contains("`slow` is not followed by a case"));
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- input { 1 } outptu { 2 }\n", "t.fut"),
                    Catch::Contains("malformed test block"));
}

TEST_CASE("value comparison: float tolerance, shapes and types", "[driver]") {
  ir::Type f32v{PrimType::F32, {ir::SubExp::i64(0)}, false};
  ir::Type i32s = ir::Type::scalar(PrimType::I32);
  Values a = read_values_text("[1.0f32, 2.0f32]", {f32v}, {}, "v");
  Values b = read_values_text("[1.001f32, 2.0f32]", {f32v}, {}, "v");
  Values c = read_values_text("[1.1f32, 2.0f32]", {f32v}, {}, "v");
  Values d = read_values_text("[1.0f32]", {f32v}, {}, "v");
  Values i = read_values_text("1", {i32s}, {}, "v");
  std::string why;
  CHECK(values_match(a.get()[0], b.get()[0], &why));
  CHECK_FALSE(values_match(a.get()[0], c.get()[0], &why));
  CHECK(why.find("[0]") != std::string::npos);
  CHECK_FALSE(values_match(a.get()[0], d.get()[0], &why));
  CHECK(why.find("shape") != std::string::npos);
  CHECK_FALSE(values_match(a.get()[0], i.get()[0], &why));
  CHECK(why.find("type") != std::string::npos);
  // Small elements are compared at the scale of the array's largest one.
  Values big1 = read_values_text("[30.0f32, 2.2e-5f32]", {f32v}, {}, "v");
  Values big2 = read_values_text("[30.0f32, 2.45e-5f32]", {f32v}, {}, "v");
  Values big3 = read_values_text("[30.0f32, 1.0e-3f32]", {f32v}, {}, "v");
  CHECK(values_match(big1.get()[0], big2.get()[0], &why));
  CHECK_FALSE(values_match(big1.get()[0], big3.get()[0], &why));
  Values nan1 = read_values_text("f32.nan", {ir::Type::scalar(PrimType::F32)}, {}, "v");
  Values nan2 = read_values_text("f32.nan", {ir::Type::scalar(PrimType::F32)}, {}, "v");
  CHECK(values_match(nan1.get()[0], nan2.get()[0], &why));
}

TEST_CASE("reading values names the argument and rejects extra input", "[driver]") {
  ir::Type f32v{PrimType::F32, {ir::SubExp::i64(0)}, false};
  CHECK_THROWS_WITH(read_values_text("[1i32]", {f32v}, {"xs"}, "argument"),
                    Catch::Contains("argument 1 (xs: []f32)"));
  CHECK_THROWS_WITH(read_values_text("[1f32] 2", {f32v}, {"xs"}, "argument"),
                    Catch::Contains("unexpected input"));
  CHECK_THROWS_WITH(read_values_text("", {f32v}, {"xs"}, "argument"),
                    Catch::Contains("missing"));
}

TEST_CASE("kernels never use long long (a reserved 128-bit type in OpenCL C)", "[driver]") {
  // Index checks in kernels passed their values through (long long) casts:
  // clang's OpenCL C makes that a 128-bit integer, which Oclgrind cannot
  // run ("Unsupported signed int size: 16 bytes") and other compilers
  // reject.  Row slices, single indices, slices of slices and scatter.
  char tmpl[] = "/tmp/runic_no_long_long_XXXXXX.fut";
  int fd = mkstemps(tmpl, 4);
  REQUIRE(fd >= 0);
  close(fd);
  {
    std::ofstream f(tmpl);
    f << "entry rows [n] (xss: [n][]i32) (i: i64) = map (\\xs -> i32.sum xs[i:i+2]) xss\n"
         "entry idx (xss: [][]i32) (js: []i64) = map (\\j -> xss[j, j]) js\n"
         "entry strided (xss: [][]i32) (k: i64) = map (\\xs -> i32.sum xs[k::2]) xss\n"
         "entry sc [k] (xs: *[]i32) (is: [k]i64) (vs: [k]i32) = scatter xs is vs\n";
  }
  PipelineOptions opts;
  GeneratedProgram g = run_to_code(tmpl, opts);
  std::remove(tmpl);
  CHECK(g.opencl.find("rn_set_error") != std::string::npos);
  CHECK(g.opencl.find("long long") == std::string::npos);
}
