/* Which reduction kernel reads fastest?  A measurement for issue 5, not part
 * of the suite: hand-written OpenCL variants of dot's first pass (scalar or
 * float4 loads, 64- or 32-bit indices, a contiguous chunk per group or a
 * grid-stride loop, the unroll factor, the group count) and of a one-pass
 * form (the last group to finish adds the partials), timed with events from
 * the first kernel's start to the last one's end, median of 50 runs, on
 * random floats; each result is checked against a float64 sum.
 *   cc -O2 reduce_variants.c -lOpenCL -lm -o rv && ./rv                   */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CK(e) do { cl_int e_ = (e); if (e_ != CL_SUCCESS) { fprintf(stderr, "%s:%d: %d\n", __FILE__, __LINE__, e_); exit(1); } } while (0)
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static const char *src =
    "#if VEC == 4\n"
    "typedef float4 T;\n"
    "#define DOTV(a, b) (a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w)\n"
    "#else\n"
    "typedef float T;\n"
    "#define DOTV(a, b) (a * b)\n"
    "#endif\n"
    "#define PRAGMA(x) _Pragma(#x)\n"
    "#define UNROLLED PRAGMA(unroll UNROLL)\n"
    "static float group_sum(float acc, __local float *l) {\n"
    "  int lid = get_local_id(0);\n"
    "  l[lid] = acc; barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (int s = 128; s > 0; s >>= 1) { if (lid < s) l[lid] += l[lid + s]; barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "  return l[0];\n"
    "}\n"
    "__kernel void pass1(IDX nv, IDX chunk, __global const T *restrict x, __global const T *restrict y,\n"
    "                    __global float *part, __global volatile int *count, __global float *out) {\n"
    "  __local float l[256];\n"
    "  __local int last;\n"
    "  IDX lid = get_local_id(0), g = get_group_id(0), G = get_num_groups(0);\n"
    "  float acc = 0.0f;\n"
    "#if GRIDSTRIDE\n"
    "  IDX stride = G * 256;\n"
    "  UNROLLED\n"
    "  for (IDX i = g * 256 + lid; i < nv; i += stride) acc += DOTV(x[i], y[i]);\n"
    "#else\n"
    "  IDX base = g * chunk * 256 + lid;\n"
    "  if (base + (chunk - 1) * 256 < nv) {\n"
    "    UNROLLED\n"
    "    for (IDX j = 0; j < chunk; j++) { IDX i = base + j * 256; acc += DOTV(x[i], y[i]); }\n"
    "  } else {\n"
    "    for (IDX j = 0; j < chunk; j++) { IDX i = base + j * 256; if (i < nv) acc += DOTV(x[i], y[i]); }\n"
    "  }\n"
    "#endif\n"
    "  float s = group_sum(acc, l);\n"
    "#if ONEPASS\n"
    "  if (lid == 0) {\n"
    "    atomic_xchg((volatile __global float *)&part[g], s);\n"
    "    mem_fence(CLK_GLOBAL_MEM_FENCE);\n"
    "    last = atomic_inc(count) == (int)G - 1;\n"
    "  }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (last) {\n"
    "    float a = 0.0f;\n"
    "    for (IDX i = lid; i < G; i += 256) a += as_float(atomic_or((volatile __global int *)&part[i], 0));\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    a = group_sum(a, l);\n"
    "    if (lid == 0) { out[0] = a; *count = 0; }\n"
    "  }\n"
    "#else\n"
    "  if (lid == 0) part[g] = s;\n"
    "#endif\n"
    "}\n"
    "__kernel void pass2(int G, __global const float *part, __global float *out) {\n"
    "  __local float l[256];\n"
    "  int lid = get_local_id(0);\n"
    "  float a = 0.0f;\n"
    "  for (int i = lid; i < G; i += 256) a += part[i];\n"
    "  a = group_sum(a, l);\n"
    "  if (lid == 0) out[0] = a;\n"
    "}\n";

struct variant { const char *name; int vec, idx32, gridstride, unroll, groups_per_cu, onepass; };
static const struct variant V[] = {
    {"runic now: scalar, long, chunk, unroll 4, 8/CU", 1, 0, 0, 4, 8, 0},
    {"scalar, int, chunk, unroll 4, 8/CU", 1, 1, 0, 4, 8, 0},
    {"scalar, long, grid-stride, unroll 4, 8/CU", 1, 0, 1, 4, 8, 0},
    {"scalar, int, grid-stride, unroll 8, 8/CU", 1, 1, 1, 8, 8, 0},
    {"scalar, long, chunk, unroll 8, 8/CU", 1, 0, 0, 8, 8, 0},
    {"float4, long, chunk, unroll 4, 8/CU", 4, 0, 0, 4, 8, 0},
    {"float4, int, chunk, unroll 2, 8/CU", 4, 1, 0, 2, 8, 0},
    {"float4, int, chunk, unroll 4, 8/CU", 4, 1, 0, 4, 8, 0},
    {"float4, int, grid-stride, unroll 4, 8/CU", 4, 1, 1, 4, 8, 0},
    {"float4, int, grid-stride, unroll 4, 16/CU", 4, 1, 1, 4, 16, 0},
    {"float4, int, grid-stride, unroll 4, 4/CU", 4, 1, 1, 4, 4, 0},
    {"float4, int, chunk, unroll 4, 16/CU", 4, 1, 0, 4, 16, 0},
    {"float4, int, chunk, unroll 4, 4/CU", 4, 1, 0, 4, 4, 0},
    {"scalar, long, chunk, unroll 4, 8/CU, one pass", 1, 0, 0, 4, 8, 1},
    {"float4, int, chunk, unroll 4, 8/CU, one pass", 4, 1, 0, 4, 8, 1},
    {"float4, int, grid-stride, unroll 4, 8/CU, one pass", 4, 1, 1, 4, 8, 1},
};

int main(void) {
  cl_platform_id plats[8]; cl_uint np;
  cl_device_id dev = NULL; cl_int e;
  CK(clGetPlatformIDs(8, plats, &np));
  for (cl_uint p = 0; p < np && !dev; p++)
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS) dev = NULL;
  for (cl_uint p = 0; p < np && !dev; p++)  /* a CPU (PoCL) for a rehearsal */
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS) dev = NULL;
  if (!dev) { fprintf(stderr, "no OpenCL device\n"); return 1; }
  cl_uint cus; clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
  cl_context c = clCreateContext(NULL, 1, &dev, NULL, NULL, &e); CK(e);
  cl_command_queue q = clCreateCommandQueue(c, dev, CL_QUEUE_PROFILING_ENABLE, &e); CK(e);
  long sizes[] = {16L << 20, 128L << 20};
  if (getenv("RV_SMALL")) sizes[0] = 1L << 20, sizes[1] = (1L << 20) + 4096;
  for (int si = 0; si < 2; si++) {
    long n = sizes[si];
    float *hx = malloc(n * 4), *hy = malloc(n * 4);
    double ref = 0;
    srand(42 + si);
    for (long i = 0; i < n; i++) { hx[i] = rand() / (float)RAND_MAX; hy[i] = rand() / (float)RAND_MAX - 0.25f; ref += (double)hx[i] * hy[i]; }
    cl_mem x = clCreateBuffer(c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, hx, &e); CK(e);
    cl_mem y = clCreateBuffer(c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, hy, &e); CK(e);
    cl_mem part = clCreateBuffer(c, CL_MEM_READ_WRITE, 4 * 65536, NULL, &e); CK(e);
    cl_mem out = clCreateBuffer(c, CL_MEM_READ_WRITE, 64, NULL, &e); CK(e);
    cl_mem count = clCreateBuffer(c, CL_MEM_READ_WRITE, 4, NULL, &e); CK(e);
    int zero = 0;
    CK(clEnqueueWriteBuffer(q, count, CL_TRUE, 0, 4, &zero, 0, NULL, NULL));
    free(hx); free(hy);
    printf("n = %ld (%ld MB read), %u compute units\n", n, n * 8 >> 20, cus);
    for (size_t vi = 0; vi < sizeof V / sizeof V[0]; vi++) {
      const struct variant *v = &V[vi];
      char opts[256];
      snprintf(opts, sizeof opts, "-DVEC=%d -DIDX=%s -DGRIDSTRIDE=%d -DUNROLL=%d -DONEPASS=%d", v->vec,
               v->idx32 ? "int" : "long", v->gridstride, v->unroll, v->onepass);
      cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, &e); CK(e);
      if (clBuildProgram(pr, 1, &dev, opts, NULL, NULL) != CL_SUCCESS) {
        char log[8192]; clGetProgramBuildInfo(pr, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "%s: build failed:\n%s\n", v->name, log); continue;
      }
      cl_kernel k1 = clCreateKernel(pr, "pass1", &e); CK(e);
      cl_kernel k2 = clCreateKernel(pr, "pass2", &e); CK(e);
      long nv = n / v->vec;
      long G = (long)cus * v->groups_per_cu;
      if (G > (nv + 255) / 256) G = (nv + 255) / 256;
      long chunk = (nv + G * 256 - 1) / (G * 256);
      int Gi = (int)G, nvi = (int)nv, chunki = (int)chunk;
      if (v->idx32) { CK(clSetKernelArg(k1, 0, 4, &nvi)); CK(clSetKernelArg(k1, 1, 4, &chunki)); }
      else { CK(clSetKernelArg(k1, 0, 8, &nv)); CK(clSetKernelArg(k1, 1, 8, &chunk)); }
      CK(clSetKernelArg(k1, 2, sizeof x, &x)); CK(clSetKernelArg(k1, 3, sizeof y, &y));
      CK(clSetKernelArg(k1, 4, sizeof part, &part)); CK(clSetKernelArg(k1, 5, sizeof count, &count));
      CK(clSetKernelArg(k1, 6, sizeof out, &out));
      CK(clSetKernelArg(k2, 0, 4, &Gi)); CK(clSetKernelArg(k2, 1, sizeof part, &part)); CK(clSetKernelArg(k2, 2, sizeof out, &out));
      size_t gs = (size_t)G * 256, ls = 256;
      double t[50], t1[50];
      float res = 0;
      for (int r = 0; r < 53; r++) {
        cl_event e1, e2 = NULL; cl_ulong s0, s1, s2;
        float poison = NAN;
        CK(clEnqueueWriteBuffer(q, out, CL_TRUE, 0, 4, &poison, 0, NULL, NULL));
        CK(clEnqueueNDRangeKernel(q, k1, 1, NULL, &gs, &ls, 0, NULL, &e1));
        if (!v->onepass) CK(clEnqueueNDRangeKernel(q, k2, 1, NULL, &ls, &ls, 0, NULL, &e2));
        CK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, 4, &res, 0, NULL, NULL));
        clGetEventProfilingInfo(e1, CL_PROFILING_COMMAND_START, 8, &s0, NULL);
        clGetEventProfilingInfo(e1, CL_PROFILING_COMMAND_END, 8, &s1, NULL);
        if (e2) clGetEventProfilingInfo(e2, CL_PROFILING_COMMAND_END, 8, &s2, NULL); else s2 = s1;
        if (r >= 3) { t[r - 3] = (s2 - s0) / 1e3; t1[r - 3] = (s1 - s0) / 1e3; }
        clReleaseEvent(e1); if (e2) clReleaseEvent(e2);
      }
      qsort(t, 50, sizeof t[0], cmp); qsort(t1, 50, sizeof t1[0], cmp);
      double rel = fabs(res - ref) / fabs(ref);
      printf("  %-52s G=%5ld: pass1 %7.1f us, all %7.1f us, %6.0f GB/s, rel.err %.1e%s\n", v->name, G, t1[25], t[25],
             n * 8 / t[25] / 1e3, rel, rel < 1e-4 ? "" : "  WRONG");
      clReleaseKernel(k1); clReleaseKernel(k2); clReleaseProgram(pr);
    }
    clReleaseMemObject(x); clReleaseMemObject(y); clReleaseMemObject(part); clReleaseMemObject(out); clReleaseMemObject(count);
  }
  return 0;
}
