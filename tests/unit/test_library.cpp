// backend/library.h: the C library writer.  The generated files are
// checked as text here (prefix, signatures, manifest) and compiled with the
// system C compiler; tests/library/ runs generated libraries on OpenCL.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "backend/library.h"
#include "tests/unit/kernel_ir_examples.h"

using namespace runic;
namespace ex = runic::kernel_examples;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string shell(const std::string& cmd, int* rc) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return out;
  char buf[4096];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, k);
  *rc = pclose(p);
  return out;
}

}  // namespace

TEST_CASE("API prefixes must be C identifiers that cannot clash with the runtime", "[library]") {
  CHECK_FALSE(api_prefix_problem("futhark_"));
  CHECK_FALSE(api_prefix_problem("mylib"));
  CHECK_FALSE(api_prefix_problem("_x9"));
  CHECK(api_prefix_problem(""));
  CHECK(api_prefix_problem("9lib"));
  CHECK(api_prefix_problem("my-lib"));
  CHECK(contains(*api_prefix_problem("rn_lib"), "rn_"));
}

TEST_CASE("the library's header, manifest and C file", "[library]") {
  char tmpl[] = "/tmp/runic_library_test_XXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  std::string base = std::string(tmpl) + "/mylib";
  GeneratedProgram g = generate_program(ex::program({ex::dot_fn(), ex::outer_fn()}), "");
  write_c_library(g, base, "mylib", "example.fut");  // "_" is appended
  std::string h = read_file(base + ".h"), j = read_file(base + ".json"), c = read_file(base + ".c");

  CHECK(contains(h, "#ifndef MYLIB_MYLIB_H"));
  CHECK(contains(h, "extern \"C\" {"));
  CHECK(contains(h, "#define MYLIB_PROGRAM_ERROR 2"));
  CHECK(contains(h, "struct mylib_context *mylib_context_new(struct mylib_context_config *cfg);"));
  CHECK(contains(h, "int mylib_entry_dot(struct mylib_context *ctx, float *out0, "
                    "const struct mylib_f32_1d *in0, const struct mylib_f32_1d *in1);"));
  CHECK(contains(h, "int mylib_entry_outer(struct mylib_context *ctx, struct mylib_f32_2d **out0, "
                    "const struct mylib_f32_1d *in0, const struct mylib_f32_1d *in1);"));
  CHECK(contains(h, "struct mylib_f32_2d *mylib_new_f32_2d(struct mylib_context *ctx, const float *data, "
                    "int64_t dim0, int64_t dim1);"));
  CHECK(contains(h, "const int64_t *mylib_shape_f32_1d(struct mylib_context *ctx, struct mylib_f32_1d *arr);"));
  CHECK_FALSE(contains(h, "futhark_"));

  CHECK(contains(j, "\"cfun\": \"mylib_entry_outer\""));
  CHECK(contains(j, "{\"name\": \"arg0\", \"type\": \"[]f32\", \"unique\": false}"));  // no source names
  CHECK(contains(j, "\"[][]f32\": {\n      \"kind\": \"array\""));

  CHECK(contains(c, "#include \"mylib.h\""));
  CHECK(contains(c, "static rn_ctx *rn_ctx_new("));  // the runtime is static
  CHECK_FALSE(contains(c, "rn_usage("));  // no harness.c

  const char* cc_env = std::getenv("CC");
  std::string cc = cc_env && *cc_env ? cc_env : "cc";
  int rc = -1;
  std::string out = shell(cc + " -std=c99 -Wall -Wextra -pedantic -Werror -c '" + base + ".c' -o '" + base + ".o'", &rc);
  INFO(out);
  REQUIRE(rc == 0);
  out = shell("nm -g --defined-only '" + base + ".o' | awk '{print $3}' | grep -v '^mylib_' || true", &rc);
  CHECK(out.empty());
  shell("rm -rf '" + std::string(tmpl) + "'", &rc);
}
