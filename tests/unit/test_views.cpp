// Unit tests of the layout views gather, scatter and slide in the code
// generator (backend/kernel_codegen.cpp): kernels built by hand from
// pattern expressions, their index expressions after simplification, and
// (where an OpenCL device is available, PoCL here) their results when run.
// Types, printing and rules of these patterns are tested in
// test_rewrite.cpp.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "backend/backend.h"
#include "backend/kernel_codegen.h"
#include "rewrite/device_profile.h"
#include "rewrite/lower.h"
#include "rewrite/pattern.h"
#include "tests/unit/kernel_ir_examples.h"

using namespace runic;
using namespace runic::rewrite;
namespace ex = runic::kernel_examples;

namespace {
bool contains(const std::string& s, const std::string& sub) {
  return s.find(sub) != std::string::npos;
}

FunPtr id() {
  return pattern(FunKind::Id);
}
FunPtr map_glb(int dim, FunPtr f) {
  return pattern(FunKind::MapGlb, {std::move(f)}, nullptr, dim);
}
FunPtr map_seq(FunPtr f) {
  return pattern(FunKind::MapSeq, {std::move(f)});
}
arith::Expr V(const std::string& n) {
  return arith::var(n);
}
arith::Expr C(int64_t v) {
  return arith::cst(v);
}

// A kernel `k` evaluating `f` on the buffer `xs` (shape `in_shape`) into
// `out` (shape `out_shape`), with no launch sizes in the plan: every
// parallel loop is grid-strided, so any launch is correct.
rewrite::KernelPlan plan(const FunPtr& f, PrimType elem, std::vector<arith::Expr> in_shape,
                         std::vector<arith::Expr> out_shape) {
  rewrite::KernelPlan p;
  p.name = "k";
  p.expr = call(f, {param("xs")});
  p.inputs = {{"xs", elem, std::move(in_shape)}};
  p.outputs = {{"out", elem, std::move(out_shape)}};
  return p;
}

backend::GeneratedKernel generate(const rewrite::KernelPlan& p) {
  backend::ErrorTable errors;
  return backend::generate_kernel(p, {}, errors);
}

// The kernel's code without its header comment (which prints the pattern).
std::string body_of(const backend::GeneratedKernel& g) {
  return g.code.substr(g.code.find("__kernel"));
}

std::string temp_dir() {
  static std::string dir = [] {
    char tmpl[] = "/tmp/runic_views_test_XXXXXX";
    char* d = mkdtemp(tmpl);
    return std::string(d ? d : "/tmp");
  }();
  return dir;
}

std::string c_elem(PrimType t) {
  switch (t) {
    case PrimType::I32:
      return "cl_int";
    case PrimType::I64:
      return "cl_long";
    case PrimType::F32:
      return "cl_float";
    default:
      FAIL("unsupported element type in the test harness");
      return "";
  }
}

// Runs a generated kernel on the first OpenCL device with a small C host
// program (plain OpenCL API, compiled like runic's generated programs).
// `sizes`: the values of the kernel's size parameters; `data`: the input
// buffers' contents; `out_len`: the output's element count; `global`: the
// launch size per dimension.  Returns the output's elements, or nothing
// with a warning when no device can be used.
std::optional<std::vector<double>> run_kernel(
    const backend::GeneratedKernel& g, const std::map<std::string, int64_t>& sizes,
    const std::map<std::string, std::vector<double>>& data, size_t out_len,
    std::vector<size_t> global, std::vector<size_t> local = {}) {
  static int n = 0;
  std::string base = temp_dir() + "/k" + std::to_string(n++);
  {
    std::ofstream cl(base + ".cl");
    cl << backend::opencl_prelude() << g.code;
  }
  std::ostringstream c;
  c << "#define CL_TARGET_OPENCL_VERSION 120\n#include <CL/cl.h>\n#include <stdio.h>\n#include "
       "<stdlib.h>\n"
    << "#define CHECK(x) do { cl_int e_ = (x); if (e_ != CL_SUCCESS) { printf(\"error %d at line "
       "%d\\n\", e_, "
       "__LINE__); return 1; } } while (0)\n"
    << "int main(void) {\n"
    << "  FILE *f = fopen(\"" << base << ".cl\", \"rb\"); static char src[1 << 20];\n"
    << "  size_t len = fread(src, 1, sizeof src - 1, f); src[len] = 0; fclose(f);\n"
    << "  const char *srcp = src; cl_int err; cl_platform_id plats[8]; cl_uint np = 0; "
       "cl_device_id dev;\n"
    << "  if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS || np == 0) { printf(\"no "
       "device\\n\"); return 2; }\n"
    << "  err = CL_DEVICE_NOT_FOUND;\n"
    << "  for (cl_uint p = 0; p < np && err != CL_SUCCESS; ++p) err = clGetDeviceIDs(plats[p], "
       "CL_DEVICE_TYPE_ALL, "
       "1, &dev, NULL);\n"
    << "  if (err != CL_SUCCESS) { printf(\"no device\\n\"); return 2; }\n"
    << "  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err); CHECK(err);\n"
    << "  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err); CHECK(err);\n"
    << "  cl_program prog = clCreateProgramWithSource(ctx, 1, &srcp, NULL, &err); CHECK(err);\n"
    << "  if (clBuildProgram(prog, 1, &dev, \"\", NULL, NULL) != CL_SUCCESS) {\n"
    << "    static char log[1 << 16]; clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, "
       "sizeof log, log, NULL);\n"
    << "    printf(\"build failed:\\n%s\\n\", log); return 1; }\n"
    << "  cl_kernel k = clCreateKernel(prog, \"" << g.name << "\", &err); CHECK(err);\n";
  int idx = 0;
  std::string out_type;
  for (auto& a : g.args) {
    std::string i = std::to_string(idx);
    if (a.kind == backend::KernelArg::Kind::Size) {
      REQUIRE(sizes.count(a.name));
      c << "  cl_long a" << i << " = " << sizes.at(a.name) << "; CHECK(clSetKernelArg(k, " << i
        << ", sizeof a" << i << ", &a" << i << "));\n";
    } else {
      REQUIRE(a.kind == backend::KernelArg::Kind::Mem);
      std::string T = c_elem(a.prim);
      if (a.name == "out") {
        out_type = T;
        c << "  static " << T << " b" << i << "[" << out_len << "];\n";
      } else {
        REQUIRE(data.count(a.name));
        c << "  static " << T << " b" << i << "[] = {";
        for (double x : data.at(a.name)) c << x << ", ";
        c << "};\n";
      }
      c << "  cl_mem m" << i
        << " = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof b" << i << ", b"
        << i << ", &err); CHECK(err);\n"
        << "  CHECK(clSetKernelArg(k, " << i << ", sizeof m" << i << ", &m" << i << "));\n";
      if (a.name == "out") c << "  cl_mem out = m" << i << "; " << T << " *outb = b" << i << ";\n";
    }
    ++idx;
  }
  c << "  static cl_long errb[3];\n"
    << "  cl_mem errm = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof errb, "
       "errb, &err); "
       "CHECK(err);\n"
    << "  CHECK(clSetKernelArg(k, " << idx << ", sizeof errm, &errm));\n"
    << "  size_t global[] = {";
  for (size_t s : global) c << s << ", ";
  c << "};\n";
  if (!local.empty()) {
    c << "  size_t local[] = {";
    for (size_t s : local) c << s << ", ";
    c << "};\n";
  }
  c << "  CHECK(clEnqueueNDRangeKernel(q, k, " << global.size()
    << ", NULL, global, " << (local.empty() ? "NULL" : "local") << ", 0, NULL, NULL));\n"
    << "  CHECK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, " << out_len
    << " * sizeof *outb, outb, 0, NULL, NULL));\n"
    << "  CHECK(clEnqueueReadBuffer(q, errm, CL_TRUE, 0, sizeof errb, errb, 0, NULL, NULL));\n"
    << "  if (errb[0]) { printf(\"device error %ld\\n\", (long)errb[0]); return 1; }\n"
    << "  for (int i = 0; i < " << out_len << "; ++i) printf(\"%.17g \", (double)outb[i]);\n"
    << "  printf(\"\\n\"); return 0;\n}\n";
  {
    std::ofstream f(base + ".c");
    f << c.str();
  }
  try {
    compile_c_program(base + ".c", base);
  } catch (const std::exception& e) {
    FAIL("the test host program does not compile: " << e.what());
  }
  std::string cmd = base + " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  std::string out;
  char buf[4096];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, k);
  int st = pclose(p);
  int rc = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  if (rc == 2) {
    WARN("skipping the run of kernel " << g.name << ": " << out);
    return std::nullopt;
  }
  INFO(g.code);
  REQUIRE(rc == 0);
  std::vector<double> r;
  std::istringstream is(out);
  for (double x; is >> x;) r.push_back(x);
  return r;
}

std::vector<double> iota_values(int n, double from = 0) {
  std::vector<double> v;
  for (int i = 0; i < n; ++i) v.push_back(from + i);
  return v;
}
}  // namespace

TEST_CASE("slide: windows read at w*step + k", "[rewrite][views]") {
  // mapGlb0(mapSeq(id)) o slide(3, 2) on [i64]_n: window w, element k is
  // element 2*w + k.
  FunPtr f = compose({map_glb(0, map_seq(id())), slide(C(3), C(2))});
  TypeEnv env{{"xs", array_type(scalar_type(PrimType::I64), V("n"))}};
  PType t = check_type(call(f, {param("xs")}), env);
  CHECK(type_str(t) == "[[i64]_3]_(((n - 3))/(2) + 1)");
  auto g = generate(plan(f, PrimType::I64, {V("n")}, {t.len, C(3)}));
  INFO(g.code);
  CHECK(contains(g.code, "rn_gid0 < (((n - 3))/(2) + 1)"));
  CHECK(contains(g.code, "out[(rn_gid0*3 + rn_i2)] = xs[(rn_gid0*2 + rn_i2)];"));
  // The windows' count is a size of the kernel.
  REQUIRE(!g.args.empty());
  CHECK(g.args[0].name == "n");

  // On the device: 10 elements give 4 windows of 3.
  auto r = run_kernel(g, {{"n", 10}}, {{"xs", iota_values(10, 100)}}, 12, {3});
  if (r)
    CHECK(*r == std::vector<double>{100, 101, 102, 102, 103, 104, 104, 105, 106, 106, 107, 108});
}

TEST_CASE("slide: a 3-point stencil (CGO'17 section 3.2)", "[rewrite][views]") {
  // join o mapGlb0(reduceSeq(add, 0)) o slide(3, 1): each output is the sum
  // of a window.
  auto red = ex::sum_i32_fn(true).body->stms.at(0).exp.reduces.at(0);
  FunPtr add = user_fun(std::make_shared<UserFun>(
      UserFun{"add", red.lambda.params, red.lambda.body, {PrimType::I32}}));
  FunPtr fold =
      lambda({"w"}, call(pattern(FunKind::ReduceSeq, {add}),
                         {literal({PrimValue::int_value(PrimType::I32, 0)}), param("w")}));
  FunPtr f = compose({join(), map_glb(0, fold), slide(C(3), C(1))});
  TypeEnv env{{"xs", array_type(scalar_type(PrimType::I32), V("n"))}};
  PType t = check_type(call(f, {param("xs")}), env);
  CHECK(type_str(t) == "[i32]_(n - 2)");
  CHECK(print_fun(f) == "join o mapGlb0((\\w -> reduceSeq(add)(0i32, w))) o slide(3, 1)");
  auto g = generate(plan(f, PrimType::I32, {V("n")}, {t.len}));
  CHECK(contains(g.code, "xs[(rn_gid0 + rn_j"));
  auto r = run_kernel(g, {{"n", 8}}, {{"xs", {1, 2, 4, 8, 16, 32, 64, 128}}}, 6, {4});
  if (r) CHECK(*r == std::vector<double>{7, 14, 28, 56, 112, 224});
}

TEST_CASE("gather reads through its index function", "[rewrite][views]") {
  // Reversal: mapGlb0(id) o gather(i -> (n - 1) - i).
  auto n = V("n");
  FunPtr rev = gather({"i", arith::sub(arith::sub(n, C(1)), V("i"))});
  FunPtr f = compose({map_glb(0, id()), rev});
  auto g = generate(plan(f, PrimType::I64, {n}, {n}));
  CHECK(contains(g.code, "out[rn_gid0] = xs[((n - 1) - rn_gid0)];"));
  auto r = run_kernel(g, {{"n", 5}}, {{"xs", iota_values(5, 10)}}, 5, {2});
  if (r) CHECK(*r == std::vector<double>{14, 13, 12, 11, 10});
}

TEST_CASE("matrix transposition through gather and through scatter (CGO'17 section 3.2)",
          "[rewrite][views]") {
  auto R = V("nrows"), K = V("ncols");
  TypeEnv env{{"xs", array_type(array_type(scalar_type(PrimType::I64), K), R)}};
  // [[T]_ncols]_nrows -> [[T]_nrows]_ncols
  FunPtr tg = compose(transpose_gather(R, K)), ts = compose(transpose_scatter(R, K));
  CHECK(type_str(check_type(call(tg, {param("xs")}), env)) == "[[i64]_nrows]_ncols");
  CHECK(type_str(check_type(call(ts, {param("xs")}), env)) == "[[i64]_nrows]_ncols");
  CHECK(print_fun(tg) == "split(nrows) o gather(i -> ((i)%(nrows)*ncols + (i)/(nrows))) o join");
  CHECK(print_fun(ts) == "split(nrows) o scatter(i -> ((i)%(ncols)*nrows + (i)/(ncols))) o join");
  std::vector<double> m = iota_values(6);  // [[0 1 2] [3 4 5]]: nrows 2, ncols 3
  std::vector<double> mt = {0, 3, 1, 4, 2, 5};

  // Reading: mapGlb1(mapGlb0(id)) o transpose.  Row r < ncols, column
  // c < nrows of the result is element c*ncols + r: the index simplifies
  // to what one would write by hand (CGO'17 section 5.3, figure 6, line 3).
  std::vector<FunPtr> chain = {map_glb(1, map_glb(0, id()))};
  for (auto& v : transpose_gather(R, K)) chain.push_back(v);
  auto g = generate(plan(compose(chain), PrimType::I64, {R, K}, {K, R}));
  INFO(g.code);
  CHECK(contains(g.code, "for (long rn_gid0 = get_global_id(1); rn_gid0 < ncols;"));
  CHECK(contains(g.code, "for (long rn_gid2 = get_global_id(0); rn_gid2 < nrows;"));
  CHECK(contains(g.code, "out[(rn_gid0*nrows + rn_gid2)] = xs[(rn_gid2*ncols + rn_gid0)];"));
  auto r = run_kernel(g, {{"nrows", 2}, {"ncols", 3}}, {{"xs", m}}, 6, {2, 2});
  if (r) CHECK(*r == mt);

  // Writing: transpose o mapGlb1(mapGlb0(id)): the copy of row a < nrows,
  // column b < ncols writes through scatter, at b*nrows + a.
  std::vector<FunPtr> wchain = transpose_scatter(R, K);
  wchain.push_back(map_glb(1, map_glb(0, id())));
  auto gw = generate(plan(compose(wchain), PrimType::I64, {R, K}, {K, R}));
  INFO(gw.code);
  CHECK(contains(gw.code, "for (long rn_gid0 = get_global_id(1); rn_gid0 < nrows;"));
  CHECK(contains(gw.code, "out[(rn_gid2*nrows + rn_gid0)] = xs[(rn_gid0*ncols + rn_gid2)];"));
  auto rw = run_kernel(gw, {{"nrows", 2}, {"ncols", 3}}, {{"xs", m}}, 6, {2, 2});
  if (rw) CHECK(*rw == mt);
}

TEST_CASE("reorder-stride-as-gather: the gather indexes as reorderStride does",
          "[rewrite][views]") {
  // mapGlb0(id) o reorderStride(4) and the same through the rule's gather,
  // over n elements and over 12 (constant folding): the same kernel.
  for (auto n : {V("n"), C(12)}) {
    Derivation d;
    FunPtr rs = reorder_stride(C(4));
    FunPtr ga = d.apply("reorder-stride-as-gather", rs, RuleArgs::size(n));
    auto g1 = generate(plan(compose({map_glb(0, id()), rs}), PrimType::I64, {n}, {n}));
    auto g2 = generate(plan(compose({map_glb(0, id()), ga}), PrimType::I64, {n}, {n}));
    INFO(g1.code << "\n" << g2.code);
    CHECK(body_of(g1) == body_of(g2));
    if (arith::is_const(n)) {
      auto r1 = run_kernel(g1, {}, {{"xs", iota_values(12)}}, 12, {5});
      auto r2 = run_kernel(g2, {}, {{"xs", iota_values(12)}}, 12, {5});
      if (r1 && r2) {
        CHECK(*r1 == *r2);
        CHECK(*r1 == std::vector<double>{0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11});
      }
    }
  }
}

TEST_CASE("scatter cannot be read and gather cannot be written", "[rewrite][views]") {
  auto n = V("n");
  IndexFun rev{"i", arith::sub(arith::sub(n, C(1)), V("i"))};
  // Reading through scatter needs the inverse of its function.
  auto read = plan(compose({map_glb(0, id()), scatter(rev)}), PrimType::I64, {n}, {n});
  CHECK_THROWS_WITH(generate(read),
                    Catch::Contains("scatter is supported only as the destination of a write"));
  // So does writing through gather.
  auto write = plan(compose({gather(rev), map_glb(0, id())}), PrimType::I64, {n}, {n});
  CHECK_THROWS_WITH(
      generate(write),
      Catch::Contains("needs the inverse of its index function: write through scatter"));
  // And slide is read-only (its windows overlap).
  auto sl = plan(compose({slide(C(3), C(1)), map_glb(0, id())}), PrimType::I64, {n}, {n});
  CHECK_THROWS_AS(generate(sl), InternalError);
}

TEST_CASE("vector loads: a group per row over float4 vectors, run", "[rewrite][views][vectorize]") {
  // rowsums with the vector form forced (LoweringChoice::vector_width = 4):
  // rows of m = 8 and 12 elements (4 divides both), 3 rows, groups of 256.
  using namespace runic::kernel_examples;
  ir::BodyPtr b = body({let("x", i32(), index("xs", {v("i"), v("j")}))}, {v("x")});
  ir::Exp e = segop(ir::SegKind::Red, {{"i", v("n")}, {"j", v("m")}}, b, {i32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::I32, i32c(0), true)};
  const DeviceProfile& dp = device_profile("nvidia-h100");
  LoweringChoice ch;
  ch.group_size = 256;
  ch.vector_width = 4;
  SegOpLowering low = lower_segop_with(e, {{"out", i32().array_of(v("n"))}}, Span{}, dp, ch, "k");
  REQUIRE(low.kernels.size() == 2);
  REQUIRE(low.kernels[0].name == "k_v");
  std::map<std::string, ir::Type> host = {{"xs", i32().array_of(v("m")).array_of(v("n"))}};
  backend::ErrorTable errors;
  backend::GeneratedKernel g = backend::generate_kernel(low.kernels[0], host, errors);
  INFO(g.code);
  CHECK(contains(g.code, "((__global const int4 *)(xs + ((long)rn_wid0) * m))[rn_vi"));
  for (int m : {8, 12}) {
    std::vector<double> xs = iota_values(3 * m, 1);
    std::vector<double> want;
    for (int r = 0; r < 3; ++r) {
      double t = 0;
      for (int c = 0; c < m; ++c) t += xs[r * m + c];
      want.push_back(t);
    }
    // k_chunkv = ceil(m/4 / 256) = 1.
    auto r = run_kernel(g, {{"n", 3}, {"m", m}, {"k_chunkv", 1}}, {{"xs", xs}}, 3, {3 * 256}, {256});
    if (r) CHECK(*r == want);
  }
}
