// End-to-end tests of backend/: hand-built Kernel IR -> C program with the
// runtime pasted in -> executable (system C compiler) -> run on the OpenCL
// device (PoCL here) and compare the printed results.  Skipped with a
// warning when no OpenCL device can be used.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "backend/backend.h"
#include "tests/unit/kernel_ir_examples.h"

using namespace runic;
namespace ex = runic::kernel_examples;

namespace {

struct RunResult {
  int rc = -1;
  std::string out;  // stdout and stderr
};

std::string temp_dir() {
  static std::string dir = [] {
    char tmpl[] = "/tmp/runic_backend_test_XXXXXX";
    char* d = mkdtemp(tmpl);
    return std::string(d ? d : "/tmp");
  }();
  return dir;
}

// Builds the test program once; returns its path ("" on failure, with the
// reason in `error`).
const std::string& test_program(std::string* error) {
  static std::string err;
  static std::string exe = [] {
    try {
      auto g = generate_program(ex::program({ex::dot_fn(), ex::sum_i32_fn(true), ex::sum_i32_fn(false),
                                             ex::outer_fn(), ex::rowsums_fn(), ex::psum_fn(), ex::rowscan_fn(),
                                             ex::host_index_fn(), ex::divmod_fn(), ex::sumcount_fn(ir::SegKind::Red),
                                             ex::sumcount_fn(ir::SegKind::Scan), ex::host_ops_fn(), ex::divby_fn(), ex::shift_fn()}),
                                "");
      std::string c = temp_dir() + "/prog.c", x = temp_dir() + "/prog";
      write_c_program(g, OutputKind::Executable, c);
      compile_c_program(c, x);
      return x;
    } catch (const std::exception& e) {
      err = e.what();
      return std::string();
    }
  }();
  if (error) *error = err;
  return exe;
}

RunResult run(const std::string& entry, const std::string& input) {
  std::string in = temp_dir() + "/input.txt";
  {
    std::ofstream f(in);
    f << input;
  }
  std::string cmd = test_program(nullptr) + " -e " + entry + " < " + in + " 2>&1";
  RunResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  char buf[65536];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, k);
  int st = pclose(p);
  r.rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  while (!r.out.empty() && (r.out.back() == '\n' || r.out.back() == ' ')) r.out.pop_back();
  return r;
}

// Whether an OpenCL device runs the program (else the test is skipped).
bool device_ok() {
  static int ok = -1;
  if (ok < 0) {
    std::string err;
    if (test_program(&err).empty()) FAIL("the generated program does not build: " << err);
    RunResult r = run("dot", "[1f32] [2f32]");
    ok = r.rc == 0 && r.out == "2.0f32";
    if (!ok) WARN("skipping OpenCL end-to-end tests: " << r.out);
  }
  return ok == 1;
}

std::string array_text(const std::vector<long long>& xs, const char* suffix = "") {
  std::string s = "[";
  for (size_t i = 0; i < xs.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(xs[i]) + suffix;
  }
  return s + "]";
}

// The numbers of a printed array (integral values), in order.
std::vector<long long> parse_ints(const std::string& s) {
  std::vector<long long> r;
  const char* p = s.c_str();
  while (*p) {
    if (*p == '-' || (*p >= '0' && *p <= '9')) {
      char* end;
      r.push_back((long long)std::strtod(p, &end));  // integers, and floats such as 1.0e1f32
      p = end;
      while (*p && *p != ',' && *p != ']') ++p;  // skip the suffix
    } else {
      ++p;
    }
  }
  return r;
}

}  // namespace

TEST_CASE("dot product (SegRed over map2)", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("dot", "[1f32,2f32] [3f32,4f32]").out == "11.0f32");
  CHECK(run("dot", "empty([0]f32) empty([0]f32)").out == "0.0f32");
  CHECK(run("dot", "[3f32] [5f32]").out == "15.0f32");
  // Large, not a multiple of the work-group size; all partial sums exact.
  for (long long n : {1000003LL}) {
    std::vector<long long> xs(n), ys(n);
    long long expect = 0;
    for (long long i = 0; i < n; ++i) {
      xs[i] = i % 7;
      ys[i] = (i % 3) - 1;
      expect += xs[i] * ys[i];
    }
    RunResult r = run("dot", array_text(xs) + " " + array_text(ys));
    CHECK(r.rc == 0);
    CHECK(r.out == std::to_string(expect) + ".0f32");
  }
  // Mismatched sizes are a run-time error.
  RunResult bad = run("dot", "[1f32,2f32] [3f32]");
  CHECK(bad.rc != 0);
}

TEST_CASE("integer sums wrap; commutative and not", "[backend]") {
  if (!device_ok()) return;
  for (long long n : {0LL, 1LL, 255LL, 257LL, 2000001LL}) {
    std::vector<long long> xs(n);
    int32_t expect = 0;
    for (long long i = 0; i < n; ++i) {
      xs[i] = (i * 7919) % 2000001 - 1000000;
      expect = (int32_t)((uint32_t)expect + (uint32_t)(int32_t)xs[i]);
    }
    std::string in = n == 0 ? "empty([0]i32)" : array_text(xs);
    CHECK(run("sum", in).out == std::to_string(expect) + "i32");
    CHECK(run("sum_nc", in).out == std::to_string(expect) + "i32");
  }
}

TEST_CASE("2-D SegMap", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("outer", "[1f32,2f32] [3f32,4f32,5f32]").out ==
        "[[4.0f32, 5.0f32, 6.0f32], [7.0f32, 9.0f32, 11.0f32]]");
  CHECK(run("outer", "empty([0]f32) [1f32]").out == "empty([0][1]f32)");
  std::vector<long long> xs(1001), ys(37);
  for (size_t i = 0; i < xs.size(); ++i) xs[i] = (long long)i % 13;
  for (size_t j = 0; j < ys.size(); ++j) ys[j] = (long long)j;
  RunResult r = run("outer", array_text(xs, "f32") + " " + array_text(ys, "f32"));
  REQUIRE(r.rc == 0);
  auto got = parse_ints(r.out);
  REQUIRE(got.size() == xs.size() * ys.size());
  bool all = true;
  for (size_t i = 0; i < xs.size(); ++i)
    for (size_t j = 0; j < ys.size(); ++j) all = all && got[i * ys.size() + j] == xs[i] * ys[j] + 1;
  CHECK(all);
}

TEST_CASE("segmented SegRed", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("rowsums", "[[1,2,3],[4,5,6]]").out == "[6i32, 15i32]");
  CHECK(run("rowsums", "empty([0][3]i32)").out == "empty([0]i32)");
  CHECK(run("rowsums", "empty([2][0]i32)").out == "[0i32, 0i32]");
  // Rows longer than a work-group and not a multiple of it.
  int n = 5, m = 100003;
  std::string in = "[";
  std::vector<long long> expect(n, 0);
  for (int i = 0; i < n; ++i) {
    std::vector<long long> row(m);
    for (int j = 0; j < m; ++j) {
      row[j] = (j % 11) * (i + 1);
      expect[i] += row[j];
    }
    in += (i ? ", " : "") + array_text(row);
  }
  in += "]";
  RunResult r = run("rowsums", in);
  REQUIRE(r.rc == 0);
  CHECK(parse_ints(r.out) == expect);
}

TEST_CASE("SegScan (reduce-then-scan) and segmented scan", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("psum", "[1,2,3,4,5]").out == "[2i32, 6i32, 12i32, 20i32, 30i32]");
  CHECK(run("psum", "empty([0]i32)").out == "empty([0]i32)");
  CHECK(run("psum", "[21]").out == "[42i32]");
  for (long long n : {257LL, 1000001LL}) {
    std::vector<long long> xs(n), expect(n);
    long long acc = 0;
    for (long long i = 0; i < n; ++i) {
      xs[i] = (i % 5) - 2;
      acc += 2 * xs[i];
      expect[i] = acc;
    }
    RunResult r = run("psum", array_text(xs));
    REQUIRE(r.rc == 0);
    CHECK(parse_ints(r.out) == expect);
  }
  CHECK(run("rowscan", "[[1,2,3],[4,5,6]]").out == "[[1i32, 3i32, 6i32], [4i32, 9i32, 15i32]]");
}

TEST_CASE("host indexing, division semantics and bounds errors", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("get", "[7,-7,8,0] 2i64").out == "8i32\n-4i32\n-1i32");
  RunResult r = run("get", "[7,-7,8,0] 4i64");
  CHECK(r.rc != 0);
  CHECK(r.out.find("test.fut:9:7: Index [4] out of bounds for array of shape [4]") != std::string::npos);
  CHECK(run("shift", "[1, 2, 3] 0i64").out == "[1i32, 2i32, 3i32]");
  RunResult oob = run("shift", "[1, 2, 3] 1i64");
  CHECK(oob.rc != 0);
  CHECK(oob.out.find("test.fut:5:7: Index [3] out of bounds for array of shape [3]") != std::string::npos);
  CHECK(run("divby", "[7, -7, 9] 2").out == "[3i32, -4i32, 4i32]");
  RunResult z = run("divby", "[7, -7, 9] 0");
  CHECK(z.rc != 0);
  CHECK(z.out.find("test.fut:4:7: division by zero") != std::string::npos);
  CHECK(run("divmod", "[7,-7,8,0,-1]").out == "[-3i32, 2i32, -3i32, 0i32, 0i32]\n[-2i32, -1i32, -1i32, 0i32, -1i32]");
}

TEST_CASE("tuple-valued reduction and scan", "[backend]") {
  if (!device_ok()) return;
  CHECK(run("sumcount", "[0.5f32, 2f32, 3f32]").out == "5.5f32\n2i32");
  CHECK(run("sumcount", "empty([0]f32)").out == "0.0f32\n0i32");
  CHECK(run("scancount", "[0.5f32, 2f32, 3f32]").out == "[0.5f32, 2.5f32, 5.5f32]\n[0i32, 1i32, 2i32]");
  std::vector<long long> xs(300007);
  long long big = 0, total = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    xs[i] = (long long)(i % 4);
    total += xs[i];
    big += xs[i] > 1;
  }
  CHECK(run("sumcount", array_text(xs, "f32")).out == std::to_string(total) + ".0f32\n" + std::to_string(big) + "i32");
}

TEST_CASE("host-level iota, replicate, transpose, concat, copy, update, reshape, loop, assert", "[backend]") {
  if (!device_ok()) return;
  RunResult r = run("host_ops", "3i64 [[1, 2], [3, 4], [5, 6]]");
  CHECK(r.rc == 0);
  CHECK(r.out ==
        "[[1.5f32, 1.5f32, 1.5f32], [1.5f32, 1.5f32, 1.5f32]]\n"
        "[[1i32, 3i32, 5i32], [2i32, 4i32, 6i32]]\n"
        "[7i32, 42i32, 5i32, 8i32, 11i32]\n"
        "[1i32, 3i32, 5i32, 2i32, 4i32, 6i32]\n"
        "13i32");
  RunResult bad = run("host_ops", "0i64 [[1]]");
  CHECK(bad.rc != 0);
  CHECK(bad.out.find("test.fut:30:7: Assertion is false: n must be positive") != std::string::npos);
}
