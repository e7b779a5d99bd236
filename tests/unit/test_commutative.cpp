// ir/commutative.h: which reduction operators the simplifier marks
// commutative, from source.
#include <catch2/catch.hpp>

#include "frontend/parser.h"
#include "ir/commutative.h"
#include "ir/simplify.h"
#include "typecheck/typecheck.h"

using namespace runic;

namespace {

// The `commutative` flag of the first reduction operator of `main`.
std::optional<bool> first_reduce_commutative(const ir::Body& b) {
  for (const ir::Stm& s : b.stms) {
    if (!s.exp.reduces.empty()) return s.exp.reduces[0].commutative;
    for (const ir::BodyPtr& nb : s.exp.bodies)
      if (nb)
        if (auto r = first_reduce_commutative(*nb)) return r;
    if (s.exp.map_lambda.body)
      if (auto r = first_reduce_commutative(*s.exp.map_lambda.body)) return r;
  }
  return std::nullopt;
}

bool commutative(const std::string& text) {
  auto file = std::make_shared<SourceFile>(SourceFile{"test.fut", text});
  auto checked = typecheck(parse_program(file));
  ir::Program p = ir::simplify(elaborate(*checked));
  for (const ir::Function& f : p.functions)
    if (f.name == "main" && f.body)
      if (auto r = first_reduce_commutative(*f.body)) return *r;
  FAIL("no reduction in main");
  return false;
}

}  // namespace

TEST_CASE("commutative: argmax and argmin by value, ties to the lower index", "[commutative]") {
  CHECK(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if x > y || (x == y && i < j) "
                    "then (x, i) else (y, j)) (f32.lowest, -1) (zip xs (iota n))"));
  // Operands and conditions in another order.
  CHECK(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if (j > i && y == x) || y < x "
                    "then (x, i) else (y, j)) (f32.lowest, -1) (zip xs (iota n))"));
  CHECK(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if y < x || (y == x && j > i) "
                    "then (x, i) else (y, j)) (f32.inf, -1) (zip xs (iota n))"));
}

TEST_CASE("commutative: the minimum and maximum with indices, componentwise sums", "[commutative]") {
  CHECK(commutative("def main [n] (xs: [n]f32) : (f32, i64, f32, i64) = reduce (\\(a, i, b, j) (c, k, d, l) -> "
                    "let (mn, mi) = if a < c || (a == c && i < k) then (a, i) else (c, k) "
                    "let (mx, xi) = if b > d || (b == d && j < l) then (b, j) else (d, l) in (mn, mi, mx, xi)) "
                    "(f32.inf, -1, f32.lowest, -1) (map2 (\\x i -> (x, i, x, i)) xs (iota n))"));
  CHECK(commutative("def main (xs: []i32) : (i32, i32) = reduce (\\(a, b) (c, d) -> (i32.min a c, b + d)) "
                    "(i32.highest, 0) (map (\\x -> (x, x)) xs)"));
}

TEST_CASE("commutative: operators whose order matters stay ordered", "[commutative]") {
  // Ties to the first argument (no index comparison): the earlier element
  // wins, which a reordering would change.
  CHECK_FALSE(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if x >= y "
                          "then (x, i) else (y, j)) (f32.lowest, -1) (zip xs (iota n))"));
  // Ties to the second argument.
  CHECK_FALSE(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if x > y "
                          "then (x, i) else (y, j)) (f32.lowest, -1) (zip xs (iota n))"));
  // A NaN test (x != x compares a component with itself).
  CHECK_FALSE(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> "
                          "if f32.isnan x || x > y || (x == y && i < j) then (x, i) else (y, j)) "
                          "(f32.lowest, -1) (zip xs (iota n))"));
  // Subtraction; a first component that is always the first argument's.
  CHECK_FALSE(commutative("def main (xs: []i32) : i32 = reduce (\\a b -> a - b) 0 xs"));
  CHECK_FALSE(commutative("def main [n] (xs: [n]f32) : (f32, i64) = reduce (\\(x, i) (y, j) -> if x > y || (x == y && i < j) "
                          "then (x, i) else (x, j)) (f32.lowest, -1) (zip xs (iota n))"));
}

TEST_CASE("commutative: symbolic, op(x, y) and op(y, x) the same canonical term", "[commutative]") {
  // A smooth maximum: new values from both arguments through - and exp.
  CHECK(commutative("def main (xs: []f32) : f32 = reduce (\\a b -> let m = f32.max a b in if m == -f32.inf then m "
                    "else m + f32.log (f32.exp (a - m) + f32.exp (b - m))) (-f32.inf) xs"));
  CHECK(commutative("def main (xs: []i32) : i32 = reduce (\\a b -> a + b + a * b) 0 xs"));
  // Conditions on commutative combinations of the arguments.
  CHECK(commutative("def main (xs: []i32) : i32 = reduce (\\a b -> if i32.max a b > 10 then i32.min b a "
                    "else if b == a then 0 else b + a) 0 xs"));
  // Not: the arguments in different roles.
  CHECK_FALSE(commutative("def main (xs: []i32) : i32 = reduce (\\a b -> a * 2 + b) 0 xs"));
  CHECK_FALSE(commutative("def main (xs: []f32) : f32 = reduce (\\a b -> a / b + b / a + a) 0 xs"));
}
