// Functions in the Core IR: the elaborator makes one function per
// definition and instantiation; the inline pass (ir/inline.h) replaces the
// calls by renamed copies of the bodies, keeps #[noinline] ones when asked,
// and the interpreter gives the same results before and after.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "driver/pipeline.h"
#include "frontend/parser.h"
#include "ir/check.h"
#include "ir/inline.h"
#include "ir/interpreter.h"
#include "runtime/runtime.h"
#include "typecheck/typecheck.h"

namespace {

using namespace runic;

ir::Program elaborate_text(const std::string& src) {
  auto f = std::make_shared<SourceFile>();
  f->path = "test.fut";
  f->text = src;
  return run_frontend_ast(parse_program(f), PipelineOptions{});
}

std::string run_main(const ir::Program& p) {
  std::vector<rn_value> out = ir::interpret(p, "main", {});
  std::string s;
  for (auto& v : out) {
    char* t = rn_value_to_string(&v);
    s += t;
    s += "\n";
    free(t);
    rn_value_free(&v);
  }
  return s;
}

size_t count_applies(const ir::Body& b) {
  size_t n = 0;
  for (const ir::Stm& s : b.stms) {
    if (s.exp.kind == ir::Exp::Kind::Apply) n++;
    for (const auto& c : s.exp.bodies)
      if (c) n += count_applies(*c);
    if (s.exp.map_lambda.body) n += count_applies(*s.exp.map_lambda.body);
  }
  return n;
}

size_t count_applies(const ir::Program& p) {
  size_t n = 0;
  for (const auto& f : p.functions) n += count_applies(*f.body);
  return n;
}

const char* kProgram = R"(
def sq (x: i32) : i32 = x * x
def sum_sq [n] (xs: [n]i32) : i32 = reduce (+) 0 (map sq xs)
#[noinline] def twice (x: i32) : i32 = sq x + sq x
def main : (i32, i32, i32, i32) =
  let a = sum_sq [1, 2, 3]
  let b = sum_sq [4, 5, 6]
  in (a, b, twice 3, sq 5)
)";

}  // namespace

TEST_CASE("elaboration: one function per instantiation, called with apply", "[inline]") {
  ir::Program p = elaborate_text(kProgram);
  ir::check_program(p, "elaborate");
  size_t funs = 0;
  for (const auto& f : p.functions) funs += f.entry ? 0 : 1;
  // sum_sq once (both calls have the same argument type [3]i32), sq for a
  // variable, sq for the constant 5, twice for the constant 3 (and the sq
  // calls inside it).
  CHECK(funs >= 4);
  CHECK(count_applies(p) >= 5);
  CHECK(run_main(p) == "14i32\n77i32\n18i32\n25i32\n");
}

TEST_CASE("inline: every call, or all but #[noinline] ones; same results", "[inline]") {
  ir::Program p = elaborate_text(kProgram);
  std::string expected = run_main(p);

  ir::Program all = ir::inline_all_calls(p);
  ir::check_program(all, "inline-noinline");
  CHECK(count_applies(all) == 0);
  CHECK(all.functions.size() == 1);
  CHECK(run_main(all) == expected);

  ir::Program kept = ir::inline_calls(p);
  ir::check_program(kept, "inline");
  // Only the call of `twice` remains; `twice` keeps its own body (with the
  // calls of `sq` in it inlined) and is the only other function.
  CHECK(count_applies(kept) == 1);
  REQUIRE(kept.functions.size() == 2);
  CHECK(kept.functions[1].noinline);
  CHECK(count_applies(*kept.functions[1].body) == 0);
  CHECK(run_main(kept) == expected);
}
