/* smoke.c - an OpenCL smoke test of runtime/opencl.c and runtime/harness.c.
 *
 * A hand-written "generated program": three entry points over small
 * kernels, an rn_entry_info table and main() calling rn_main, the runtime
 * files pasted in the order the backend uses.  run_smoke.sh drives it.
 *   main  (xs: []i32) -> []i32              add one to each element
 *   scale (xs: []f32, s: f32) -> ([]f32, f32)  multiply, return s too
 *   get   (xs: []i32, i: i64) -> i32        bounds-checked index
 *   alloc (n: i64) -> i64                    allocates n bytes, returns n
 */
#include "runtime.h"
#include "values.c"
#include "opencl.c"
#include "harness.c"

static const char *smoke_source =
    "__kernel void add_one(__global const int *xs, __global int *ys, long n) {\n"
    "  long gid = get_global_id(0);\n"
    "  if (gid < n) ys[gid] = xs[gid] + 1;\n"
    "}\n"
    "__kernel void scale(__global const float *xs, __global float *ys, float s, long n) {\n"
    "  long gid = get_global_id(0);\n"
    "  if (gid < n) ys[gid] = xs[gid] * s;\n"
    "}\n"
    "__kernel void get(__global const int *xs, __global int *out, long n, long i,\n"
    "                  __global long *err) {\n"
    "  if (get_global_id(0) != 0) return;\n"
    "  if (i < 0 || i >= n) {\n"
    "    if (atomic_cmpxchg((volatile __global int *)err, 0, 1) == 0) {\n"
    "      err[1] = i; err[2] = n;\n"
    "    }\n"
    "    return;\n"
    "  }\n"
    "  out[0] = xs[i];\n"
    "}\n";

static const char *const smoke_errors[] = {
    "index %lld out of bounds for array of %lld elements (smoke.c:3:5)"};

static size_t smoke_round_up(size_t n, size_t g) { return (n + g - 1) / g * g; }

static int smoke_main(rn_ctx *ctx, rn_arg *in, rn_arg *out) {
  rn_kernel *k;
  int64_t n = in[0].shape[0];
  size_t group = 64, global = smoke_round_up((size_t)n, group);
  out[0].shape[0] = n;
  if (rn_alloc(ctx, (size_t)n * 4, "ys", &out[0].mem)) return 1;
  if (rn_kernel_get(ctx, "add_one", &k)) return 1;
  if (rn_arg_mem(ctx, k, 0, in[0].mem) || rn_arg_mem(ctx, k, 1, out[0].mem) ||
      rn_arg_scalar(ctx, k, 2, sizeof n, &n))
    return 1;
  return rn_launch(ctx, k, 1, &global, &group);
}

static int smoke_scale(rn_ctx *ctx, rn_arg *in, rn_arg *out) {
  rn_kernel *k;
  int64_t n = in[0].shape[0];
  float s;
  size_t group = 32, global = smoke_round_up((size_t)n, group);
  memcpy(&s, in[1].scalar, 4);
  out[0].shape[0] = n;
  memcpy(out[1].scalar, &s, 4);
  if (rn_alloc(ctx, (size_t)n * 4, "ys", &out[0].mem)) return 1;
  if (rn_kernel_get(ctx, "scale", &k)) return 1;
  if (rn_arg_mem(ctx, k, 0, in[0].mem) || rn_arg_mem(ctx, k, 1, out[0].mem) ||
      rn_arg_scalar(ctx, k, 2, sizeof s, &s) || rn_arg_scalar(ctx, k, 3, sizeof n, &n))
    return 1;
  return rn_launch(ctx, k, 1, &global, &group);
}

static int smoke_get(rn_ctx *ctx, rn_arg *in, rn_arg *out) {
  rn_kernel *k;
  rn_mem *res;
  int64_t n = in[0].shape[0], i;
  size_t one = 1;
  int rc;
  memcpy(&i, in[1].scalar, 8);
  if (rn_alloc(ctx, 4, "result", &res)) return 1;
  rc = rn_kernel_get(ctx, "get", &k) || rn_arg_mem(ctx, k, 0, in[0].mem) ||
       rn_arg_mem(ctx, k, 1, res) || rn_arg_scalar(ctx, k, 2, 8, &n) ||
       rn_arg_scalar(ctx, k, 3, 8, &i) || rn_arg_mem(ctx, k, 4, rn_error_mem(ctx)) ||
       rn_launch(ctx, k, 1, &one, NULL) || rn_sync(ctx) ||
       rn_check_errors(ctx, smoke_errors, 1) || rn_read(ctx, res, 0, 4, out[0].scalar);
  rn_release(ctx, res);
  return rc;
}

static int smoke_alloc(rn_ctx *ctx, rn_arg *in, rn_arg *out) {
  rn_mem *m;
  int64_t n;
  int32_t zero = 0;
  memcpy(&n, in[0].scalar, 8);
  if (rn_alloc(ctx, (size_t)n, "a big buffer", &m)) return 1;
  if (rn_write(ctx, m, 0, sizeof zero, &zero)) {
    rn_release(ctx, m);
    return 1;
  }
  rn_release(ctx, m);
  memcpy(out[0].scalar, &n, 8);
  return 0;
}

static const rn_type_info smoke_i64_0[] = {{RN_I64, 0, 0}};
static const rn_type_info smoke_i32_1[] = {{RN_I32, 1, 0}};
static const rn_type_info smoke_scale_in[] = {{RN_F32, 1, 0}, {RN_F32, 0, 0}};
static const rn_type_info smoke_get_in[] = {{RN_I32, 1, 0}, {RN_I64, 0, 0}};
static const rn_type_info smoke_i32_0[] = {{RN_I32, 0, 0}};

static const rn_entry_info smoke_entries[] = {
    {"main", 1, smoke_i32_1, 1, smoke_i32_1, smoke_main},
    {"scale", 2, smoke_scale_in, 2, smoke_scale_in, smoke_scale},
    {"get", 2, smoke_get_in, 1, smoke_i32_0, smoke_get},
    {"alloc", 1, smoke_i64_0, 1, smoke_i64_0, smoke_alloc},
};

int main(int argc, char **argv) {
  return rn_main(argc, argv, smoke_entries, 4, smoke_source, smoke_errors, 1, NULL, 0);
}
