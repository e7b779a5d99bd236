// Unit tests of `runic bench`'s pieces: `-- bench:` size expressions and
// the `input @ FILE` / `large` syntax of test blocks.
#include <catch2/catch.hpp>

#include "driver/bench.h"
#include "driver/test_spec.h"

using namespace runic;

TEST_CASE("bench size expressions", "[bench]") {
  std::vector<std::pair<std::string, double>> vars = {{"n", 10}, {"d0_0", 10}, {"d0_1", 4}, {"v1", 3}};
  CHECK(eval_bench_expr("4*2*n", vars) == 80);
  CHECK(eval_bench_expr("2*d0_0*d0_1 + 3*(n - 1)", vars) == 107);
  CHECK(eval_bench_expr("v1 / 2", vars) == 1.5);
  CHECK(eval_bench_expr("-n + 1e3", vars) == 990);
  CHECK_THROWS_WITH(eval_bench_expr("2*m", vars), Catch::Contains("unknown name `m`"));
  CHECK_THROWS_WITH(eval_bench_expr("2*(n", vars), Catch::Contains("expected `)`"));
  CHECK_THROWS(eval_bench_expr("2 n", vars));
}

TEST_CASE("test blocks: values in files and large datasets", "[bench]") {
  std::string src =
      "-- ==\n"
      "-- input @ data/a.in output @ data/a.out\n"
      "-- large input @ data/b.in auto output\n"
      "-- nobench input { 1 } output { 2 }\n"
      "def main (x: i32) = x + 1\n";
  TestSpec s = parse_test_spec(src, "t.fut");
  REQUIRE(s.cases.size() == 3);
  CHECK(s.cases[0].input_file == "data/a.in");
  CHECK(s.cases[0].output_file == "data/a.out");
  CHECK(s.cases[0].expect == TestCase::Expect::Output);
  CHECK(!s.cases[0].large);
  CHECK(s.cases[1].large);
  CHECK(s.cases[1].input_file == "data/b.in");
  CHECK(s.cases[1].expect == TestCase::Expect::AutoOutput);
  CHECK(s.cases[2].nobench);
  CHECK(!s.cases[2].large);
  CHECK_THROWS_WITH(parse_test_spec("-- ==\n-- input @\n", "t.fut"),
                    Catch::Contains("file name"));
}
