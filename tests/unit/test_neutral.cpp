// ir/neutral.h: which neutral elements are proven neutral, from source.
#include <catch2/catch.hpp>

#include "frontend/parser.h"
#include "ir/neutral.h"
#include "ir/simplify.h"
#include "typecheck/typecheck.h"

using namespace runic;

namespace {

const ir::ReduceOp* first_op(const ir::Body& b) {
  for (const ir::Stm& s : b.stms) {
    if (!s.exp.reduces.empty()) return &s.exp.reduces[0];
    if (!s.exp.scans.empty()) return &s.exp.scans[0];
    for (const ir::BodyPtr& nb : s.exp.bodies)
      if (nb)
        if (auto r = first_op(*nb)) return r;
    if (s.exp.map_lambda.body)
      if (auto r = first_op(*s.exp.map_lambda.body)) return r;
  }
  return nullptr;
}

// Whether the first reduction or scan of `main` has its ne proven neutral.
bool neutral(const std::string& text) {
  auto file = std::make_shared<SourceFile>(SourceFile{"test.fut", text});
  auto checked = typecheck(parse_program(file));
  ir::Program p = ir::simplify(elaborate(*checked));
  for (const ir::Function& f : p.functions)
    if (f.name == "main" && f.body)
      if (const ir::ReduceOp* op = first_op(*f.body)) return ir::proven_neutral(*op);
  FAIL("no reduction in main");
  return false;
}

}  // namespace

TEST_CASE("neutral: identities of arithmetic, matrices and affine maps", "[neutral]") {
  CHECK(neutral("def main (xs: []i32) : i32 = reduce (+) 0 xs"));
  CHECK(neutral("def main (xs: []f32) : f32 = reduce (*) 1 xs"));
  CHECK(neutral("def main (xs: []i32) : i32 = reduce i32.max i32.lowest xs"));
  CHECK(neutral("def main (xs: []f32) : f32 = reduce f32.min f32.inf xs"));
  CHECK(neutral("def main (as: []i32) (bs: []i32) : (i32, i32) = "
                "reduce (\\(a, b) (c, d) -> (a * c, b * c + d)) (1, 0) (zip as bs)"));
  CHECK(neutral("def main (a: []i32) (b: []i32) (c: []i32) (d: []i32) : (i32, i32, i32, i32) = "
                "reduce (\\(a0, b0, c0, d0) (a1, b1, c1, d1) -> (a0 * a1 + b0 * c1, a0 * b1 + b0 * d1, "
                "c0 * a1 + d0 * c1, c0 * b1 + d0 * d1)) (1, 0, 0, 1) (zip4 a b c d)"));
}

TEST_CASE("neutral: selections and flagged segmented operators", "[neutral]") {
  CHECK(neutral("def main (xs: []i32) : i32 = reduce (\\x y -> if x != 0 then x else y) 0 xs"));
  CHECK(neutral("def main (xs: []i32) : i32 = reduce (\\x y -> if y == 0 then x else y) 0 xs"));
  CHECK(neutral("def main (fs: []bool) (xs: []i32) : (bool, i32) = "
                "reduce (\\(f1, x) (f2, y) -> (f1 || f2, if f2 then y else x + y)) (false, 0) (zip fs xs)"));
  CHECK(neutral("def main (fs: []bool) (xs: []i32) : (bool, i32) = "
                "reduce (\\(f1, x) (f2, y) -> (f1 || f2, if f2 then y else i32.max x y)) (false, i32.lowest) (zip fs xs)"));
}

TEST_CASE("neutral: elements neutral on one side or on none", "[neutral]") {
  CHECK_FALSE(neutral("def main (xs: []i32) : i32 = reduce (\\_ y -> y) 0 xs"));
  CHECK_FALSE(neutral("def main (xs: []i32) : i32 = reduce (\\x _ -> x) 0 xs"));
  CHECK_FALSE(neutral("def main (xs: []i32) : i32 = reduce (+) 1 xs"));
  CHECK_FALSE(neutral("def main (xs: []i32) : i32 = reduce i32.max 5 xs"));
  CHECK_FALSE(neutral("def main (xs: []i32) : i32 = reduce (\\x y -> if y >= 0 then y else x) (-1) xs"));
  // The index of the last non-zero element: (-1, 0) is neutral on the right only.
  CHECK_FALSE(neutral("def main [n] (xs: [n]i32) : (i64, i32) = reduce (\\(i, x) (j, y) -> if y != 0 then (j, y) "
                      "else (i, x)) (-1, 0) (zip (iota n) xs)"));
}
