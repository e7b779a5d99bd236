// The prelude (prelude/*.fut, embedded by CMake): it parses, its functions
// are visible to user programs, user definitions shadow them, and type
// errors inside prelude functions are reported at the user's call first.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "driver/pipeline.h"
#include "frontend/parser.h"
#include "ir/interpreter.h"
#include "runtime/runtime.h"
#include "typecheck/typecheck.h"

namespace runic {
const std::vector<std::pair<std::string, std::string>>& prelude_files();
}

namespace {

using namespace runic;

ast::Program parse_text(const std::string& path, const std::string& src) {
  auto f = std::make_shared<SourceFile>();
  f->path = path;
  f->text = src;
  return parse_program(f);
}

// Runs the entry point `main` without arguments; the results as text.
std::string run_main(const std::string& src) {
  ir::Program ip = run_frontend_ast(parse_text("test.fut", src), PipelineOptions{});
  std::vector<rn_value> out = ir::interpret(ip, "main", {});
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

std::string error_of(const std::string& src) {
  try {
    typecheck(parse_text("test.fut", src));
  } catch (const CompileError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("the prelude is embedded and parses", "[prelude]") {
  const auto& files = prelude_files();
  REQUIRE(!files.empty());
  bool found = false;
  for (auto& [name, text] : files) {
    if (name == "prelude.fut") found = true;
    auto p = parse_text("prelude/" + name, text);
    CHECK(!p.decls.empty());
    for (auto& d : p.decls)
      if (d.kind == ast::Decl::Kind::Val) CHECK(d.val.name != "main");
  }
  CHECK(found);
}

TEST_CASE("prelude functions are visible and polymorphic", "[prelude]") {
  CHECK(run_main("def main = foldl (+) 0 [1, 2, 3]") == "6i32\n");
  CHECK(run_main("def main = foldl (+) 0 [1.5f32, 2f32]") == "3.5f32\n");
  CHECK(run_main("def main = (id 2u8, flip (-) 1 10)") == "2u8\n9i32\n");
  CHECK(run_main("def main = tabulate 3 (\\i -> i * 2)") == "[0i64, 2i64, 4i64]\n");
}

TEST_CASE("user definitions shadow the prelude", "[prelude]") {
  CHECK(run_main("def id (x: i32) = x + 1\ndef main = id 1") == "2i32\n");
  // Defining a prelude name once is not "defined twice"...
  CHECK(error_of("def foldl = 1\ndef main = foldl") == "(no error)");
  // ... but defining it twice in the user's file is.
  CHECK(error_of("def id = 1\ndef id = 2\ndef main = id").find("defined twice") != std::string::npos);
}

TEST_CASE("errors inside prelude functions name the user's call", "[prelude]") {
  std::string e = error_of("def main = foldl 1 0 [1, 2]");
  INFO(e);
  CHECK(e.find("test.fut:1:12: error: in this call of the prelude function `foldl`") != std::string::npos);
  CHECK(e.find("prelude/prelude.fut:") != std::string::npos);
}
