/* PoCL 3.1 (LLVM 15) loses a store guarded by `if (lid < 16)` after a
 * barrier inside a loop that holds barriers, when the kernel is built
 * optimised (no -cl-opt-disable).  Evidence for README.md, not a test.
 *
 *   gcc -O1 hoisted_lid.c -o hoisted_lid -lOpenCL && ./hoisted_lid
 *
 * Builds the kernel three ways (optimised; -cl-opt-disable; optimised with
 * the local id volatile, runic's workaround) and checks out[g][b] == 3 for
 * each of the 3 groups and 16 bins. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>

static const char *src =
    "#ifdef WORKAROUND\n"
    "#define LID_QUAL volatile\n"
    "#else\n"
    "#define LID_QUAL\n"
    "#endif\n"
    "__kernel void k(long n, long m, __global const int *xs, __global long *out,\n"
    "                __local int *row) {\n"
    "  __local int t[256];\n"
    "  LID_QUAL const long lid = get_local_id(0);\n"
    "  // One row a work-group; the loop is uniform in the group.\n"
    "  for (long g = get_group_id(0); g < n; g += get_num_groups(0)) {\n"
    "    for (long i = lid; i < m; i += 256) row[i] = xs[g * m + i];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (lid < 16) out[g * 16 + lid] = 3;   // never lands on PoCL -O\n"
    "    t[lid] = lid < m ? row[lid] : 0;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (lid < 128) t[lid] += t[lid + 128];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "}\n";

#define CK(x) do { cl_int e_ = (x); if (e_) { fprintf(stderr, "%s: %d\n", #x, e_); exit(2); } } while (0)

static int run(cl_context ctx, cl_device_id dev, cl_command_queue q, const char *opts) {
  cl_int err;
  cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err); CK(err);
  if (clBuildProgram(p, 1, &dev, opts, NULL, NULL)) {
    char log[16384];
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "%s\n", log);
    exit(2);
  }
  cl_kernel k = clCreateKernel(p, "k", &err); CK(err);
  cl_long n = 3, m = 5;
  int xs[15];
  cl_long out[48];
  for (int i = 0; i < 15; i++) xs[i] = i + 1;
  for (int i = 0; i < 48; i++) out[i] = -7;
  cl_mem bx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof xs, xs, &err); CK(err);
  cl_mem bo = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof out, out, &err); CK(err);
  CK(clSetKernelArg(k, 0, sizeof n, &n));
  CK(clSetKernelArg(k, 1, sizeof m, &m));
  CK(clSetKernelArg(k, 2, sizeof bx, &bx));
  CK(clSetKernelArg(k, 3, sizeof bo, &bo));
  CK(clSetKernelArg(k, 4, 64 * sizeof(int), NULL));
  size_t gs = 3 * 256, ls = 256;
  CK(clEnqueueNDRangeKernel(q, k, 1, NULL, &gs, &ls, 0, NULL, NULL));
  CK(clEnqueueReadBuffer(q, bo, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
  int bad = 0;
  for (int i = 0; i < 48; i++) bad += out[i] != 3;
  printf("%-36s out[0][0..3] = %ld %ld %ld %ld: %s (%d of 48 wrong)\n", opts[0] ? opts : "(optimised)",
         (long)out[0], (long)out[1], (long)out[2], (long)out[3], bad ? "WRONG" : "right", bad);
  clReleaseMemObject(bx);
  clReleaseMemObject(bo);
  clReleaseKernel(k);
  clReleaseProgram(p);
  return bad != 0;
}

int main(void) {
  cl_platform_id pl;
  cl_device_id dev;
  cl_int err;
  char name[256], ver[256];
  CK(clGetPlatformIDs(1, &pl, NULL));
  CK(clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, NULL));
  CK(clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL));
  CK(clGetPlatformInfo(pl, CL_PLATFORM_VERSION, sizeof ver, ver, NULL));
  printf("%s | %s\n", name, ver);
  cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err); CK(err);
  cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err); CK(err);
  int bad = run(ctx, dev, q, "");
  bad |= run(ctx, dev, q, "-cl-opt-disable") << 1;
  bad |= run(ctx, dev, q, "-DWORKAROUND") << 2;
  return bad;
}
