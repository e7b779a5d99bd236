// The uniqueness and alias checker (typecheck/uniqueness.cpp, PLDI'17
// section 3): what it accepts, what it rejects, and the positions in its
// messages.  End-to-end cases live in tests/errors/uniqueness_*.fut and
// tests/programs/uniqueness/.
#include <catch2/catch.hpp>

#include "frontend/parser.h"
#include "typecheck/typecheck.h"

namespace {

using namespace runic;

// The message of the compile error of `src`, or "" when it checks.
std::string check_error(const std::string& src) {
  auto f = std::make_shared<SourceFile>();
  f->path = "u.fut";
  f->text = src;
  try {
    typecheck(parse_program(f));
  } catch (const CompileError& e) {
    return e.diagnostics().at(0).message;
  }
  return "";
}

}  // namespace

TEST_CASE("uniqueness: valid in-place updates are accepted", "[uniqueness]") {
  CHECK(check_error("def main (xs: *[]i32) = let xs[0] = 1 in xs") == "");
  CHECK(check_error("def main (n: i64) = loop a = replicate n 0 for i < n do a with [i] = 1") == "");
  CHECK(check_error("def main (xs: []i32) = let v = xs[0] let ys = copy xs in ys with [0] = v") ==
        "");
  CHECK(check_error("def main (xss: *[][]i32) = map (\\r -> r with [0] = 0) xss") == "");
  CHECK(check_error("def f (a: *[]i32) : *[]i32 = a with [0] = 0\n"
                    "def main (xs: []i32) = f (f (copy xs))") == "");
  // An element read before the update does not alias the array.
  CHECK(check_error("def main (xs: *[]i32) = let e = xs[1] let xs[0] = e in (xs, e)") == "");
}

TEST_CASE("uniqueness: use after consumption names both positions", "[uniqueness]") {
  std::string m = check_error("def main (xs: *[]i32) =\n  let ys = xs with [0] = 1\n  in (xs, ys)");
  CHECK(m == "Using `xs`, but this was consumed at 2:12: `xs` is consumed at 2:12 and used again at 3:7");
}

TEST_CASE("uniqueness: the error classes", "[uniqueness]") {
  CHECK_THAT(check_error("def main (xs: []i32) = xs with [0] = 1"),
             Catch::Contains("not a unique parameter (declare it `*[]i32`)"));
  CHECK_THAT(check_error("def main (ys: *[]i32) (n: i64) = map (\\i -> (ys with [i] = 0)[0]) (iota n)"),
             Catch::Contains("a lambda passed to `map` may only consume its own parameters"));
  CHECK_THAT(check_error("def main (x: *[]i32) = let y = x let x[0] = 1 in (y, x)"),
             Catch::Contains("`y` aliases `x`, which is consumed"));
  CHECK_THAT(check_error("def f (xs: []i32) : *[]i32 = xs\ndef main (xs: []i32) = f xs"),
             Catch::Contains("declared unique"));
  CHECK_THAT(check_error("def g (a: *[]i32) (b: []i32) : *[]i32 = a\n"
                         "def main (xs: *[]i32) = g xs xs"),
             Catch::Contains("consumed by the first argument of `g`"));
  CHECK_THAT(check_error("def main (ys: *[]i32) (n: i64) = loop s = 0 for i < n do (ys with [i] = 0)[0] + s"),
             Catch::Contains("a loop body may only consume"));
}
