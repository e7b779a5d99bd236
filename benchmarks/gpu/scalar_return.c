/* How long does returning a scalar result take on the device clock?  Three
 * ways of getting a kernel's 4-byte result to the host, each timed from an
 * OpenCL marker before the kernel to one after the transfer (as runic's
 * device clock times an entry point), median of 301 runs:
 *   kernel   the kernel alone (no transfer);
 *   read     a non-blocking clEnqueueReadBuffer into pinned host memory
 *            (runic's way: a mapped CL_MEM_ALLOC_HOST_PTR staging buffer);
 *   map      the kernel writes a CL_MEM_ALLOC_HOST_PTR buffer, which is
 *            then mapped for reading (no copy where the driver keeps the
 *            buffer in host memory).
 * usage: scalar_return [platform-substring]   (cc scalar_return.c -lOpenCL) */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *src =
    "__kernel void k(__global const float *x, __global float *r) { if (get_global_id(0) == 0) r[0] = x[0] + 1.0f; }\n";

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double span(cl_event a, cl_event b) {
  cl_ulong t0, t1;
  clGetEventProfilingInfo(a, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL);
  clGetEventProfilingInfo(b, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL);
  return (double)(t1 - t0) / 1000.0;
}

int main(int argc, char **argv) {
  cl_platform_id ps[8];
  cl_uint np = 0;
  clGetPlatformIDs(8, ps, &np);
  cl_platform_id p = ps[0];
  for (cl_uint i = 0; i < np && argc > 1; i++) {
    char name[256];
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strstr(name, argv[1])) p = ps[i];
  }
  cl_device_id d;
  clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
  cl_int e;
  cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueue(ctx, d, CL_QUEUE_PROFILING_ENABLE, &e);
  cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &e);
  clBuildProgram(prog, 1, &d, "", NULL, NULL);
  cl_kernel k = clCreateKernel(prog, "k", &e);
  float one = 1.0f;
  cl_mem x = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 4, &one, &e);
  cl_mem dev = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 4, NULL, &e);
  cl_mem host = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 4, NULL, &e);
  cl_mem stage = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 4096, NULL, &e);
  float *pinned = clEnqueueMapBuffer(q, stage, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 4096, 0, NULL, NULL, &e);
  const char *names[3] = {"kernel", "read", "map"};
  enum { R = 301 };
  static double t[3][R];
  size_t g = 1;
  for (int rep = 0; rep < R; rep++)
    for (int way = 0; way < 3; way++) {
      cl_event a, b;
      float got = 0;
      clEnqueueMarkerWithWaitList(q, 0, NULL, &a);
      clSetKernelArg(k, 0, sizeof x, &x);
      clSetKernelArg(k, 1, sizeof(cl_mem), way == 2 ? &host : &dev);
      clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL);
      float *mapped = NULL;
      if (way == 1) clEnqueueReadBuffer(q, dev, CL_FALSE, 0, 4, pinned, 0, NULL, NULL);
      if (way == 2) mapped = clEnqueueMapBuffer(q, host, CL_FALSE, CL_MAP_READ, 0, 4, 0, NULL, NULL, &e);
      clEnqueueMarkerWithWaitList(q, 0, NULL, &b);
      clWaitForEvents(1, &b);
      if (way == 1) got = pinned[0];
      if (way == 2) { got = mapped[0]; clEnqueueUnmapMemObject(q, host, mapped, 0, NULL, NULL); clFinish(q); }
      if (way > 0 && got != 2.0f) { fprintf(stderr, "%s: wrong value %g\n", names[way], got); return 1; }
      t[way][rep] = span(a, b);
      clReleaseEvent(a);
      clReleaseEvent(b);
    }
  for (int way = 0; way < 3; way++) {
    qsort(t[way], R, sizeof(double), cmp);
    printf("%-7s median %6.1f us  (p10 %6.1f, p90 %6.1f)\n", names[way], t[way][R / 2], t[way][R / 10], t[way][9 * R / 10]);
  }
  return 0;
}
