/* How much host time does an OpenCL call sequence cost beyond its kernels?
 * A measurement for the runtime (issue 5), not part of the suite: each mode
 * runs a scal kernel over N floats (or an empty kernel) and ends the way a
 * generated entry point can end; the median host time of 200 runs is
 * printed next to the kernel's own time (profiling events, separate run).
 *   cc -O2 overhead.c -lOpenCL -o overhead && ./overhead [N]            */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
#define RUNS 200
static double med(double *t) { qsort(t, RUNS, sizeof *t, cmp); return t[RUNS / 2]; }
#define CK(e) do { cl_int e_ = (e); if (e_ != CL_SUCCESS) { fprintf(stderr, "%s:%d: %d\n", __FILE__, __LINE__, e_); exit(1); } } while (0)

static const char *src =
    "__kernel void scal(long n, float a, __global const float *x, __global float *y) {\n"
    "  long i = get_global_id(0); if (i < n) y[i] = a * x[i]; }\n"
    "__kernel void empty(long n) { }\n"
    "__kernel void one(__global float *r) { if (get_global_id(0) == 0) r[0] = 1.0f; }\n";

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 16L << 20;
  cl_platform_id plats[8]; cl_uint np;
  cl_device_id dev = NULL; cl_int e;
  CK(clGetPlatformIDs(8, plats, &np));
  for (cl_uint p = 0; p < np && !dev; p++)
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS) dev = NULL;
  if (!dev) { fprintf(stderr, "no GPU\n"); return 1; }
  char name[256]; clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL);
  cl_context c = clCreateContext(NULL, 1, &dev, NULL, NULL, &e); CK(e);
  cl_command_queue q = clCreateCommandQueue(c, dev, 0, &e); CK(e);
  cl_command_queue qp = clCreateCommandQueue(c, dev, CL_QUEUE_PROFILING_ENABLE, &e); CK(e);
  cl_program pr = clCreateProgramWithSource(c, 1, &src, NULL, &e); CK(e);
  CK(clBuildProgram(pr, 1, &dev, "", NULL, NULL));
  cl_kernel ks = clCreateKernel(pr, "scal", &e); CK(e);
  cl_kernel ke = clCreateKernel(pr, "empty", &e); CK(e);
  cl_kernel k1 = clCreateKernel(pr, "one", &e); CK(e);
  cl_mem x = clCreateBuffer(c, CL_MEM_READ_WRITE, n * 4, NULL, &e); CK(e);
  cl_mem y = clCreateBuffer(c, CL_MEM_READ_WRITE, n * 4, NULL, &e); CK(e);
  cl_mem r = clCreateBuffer(c, CL_MEM_READ_WRITE, 64, NULL, &e); CK(e);
  cl_mem st = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 4096, NULL, &e); CK(e);
  float *stp = (float *)clEnqueueMapBuffer(q, st, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 4096, 0, NULL, NULL, &e); CK(e);
  float a = 2.0f, zero = 0;
  CK(clEnqueueFillBuffer(q, x, &zero, 4, 0, n * 4, 0, NULL, NULL));
  CK(clFinish(q));
  CK(clSetKernelArg(ks, 0, 8, &n)); CK(clSetKernelArg(ks, 1, 4, &a));
  CK(clSetKernelArg(ks, 2, sizeof x, &x)); CK(clSetKernelArg(ks, 3, sizeof y, &y));
  CK(clSetKernelArg(ke, 0, 8, &n)); CK(clSetKernelArg(k1, 0, sizeof r, &r));
  size_t gs = (size_t)((n + 255) / 256 * 256), ls = 256, g1 = 256;
  double t[RUNS];
  printf("device: %s, n = %ld\n", name, n);

  /* kernel time by events */
  for (int i = 0; i < RUNS; i++) {
    cl_event ev; cl_ulong s0, s1;
    CK(clEnqueueNDRangeKernel(qp, ks, 1, NULL, &gs, &ls, 0, NULL, &ev));
    CK(clWaitForEvents(1, &ev));
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &s0, NULL);
    clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &s1, NULL);
    clReleaseEvent(ev);
    t[i] = (s1 - s0) / 1e3;
  }
  printf("%-44s %8.1f us\n", "scal kernel (events)", med(t));

#define MODE(label, ...) do { \
    for (int i = 0; i < RUNS; i++) { double t0 = now_us(); __VA_ARGS__; t[i] = now_us() - t0; } \
    printf("%-44s %8.1f us\n", label, med(t)); } while (0)

  MODE("scal + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("scal + clFinish + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); CK(clFinish(q)); });
  MODE("scal + clWaitForEvents", { cl_event ev; CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, &ev)); CK(clWaitForEvents(1, &ev)); clReleaseEvent(ev); });
  MODE("scal + clFlush + poll event", { cl_event ev; cl_int s = 1; CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, &ev)); CK(clFlush(q));
       while (s > 0) clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof s, &s, NULL); clReleaseEvent(ev); });
  MODE("scal on profiling queue + clFinish", { CK(clEnqueueNDRangeKernel(qp, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(qp)); });
  MODE("2 x scal + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("scal + one(256) + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, k1, 1, NULL, &g1, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("scal + blocking read 4 B (pageable)", { float v; CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_TRUE, 0, 4, &v, 0, NULL, NULL)); });
  MODE("scal + blocking read 4 B (pinned)", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_TRUE, 0, 4, stp, 0, NULL, NULL)); });
  MODE("scal + read 4 B (pinned) + poll event", { cl_event ev; cl_int s = 1; CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_FALSE, 0, 4, stp, 0, NULL, &ev)); CK(clFlush(q));
       while (s > 0) clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof s, &s, NULL); clReleaseEvent(ev); });
  MODE("scal + read 4 B (pinned) + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_FALSE, 0, 4, stp, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("scal + 2 reads (pinned) + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, r, CL_FALSE, 0, 4, stp + 8, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_FALSE, 0, 4, stp, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("empty + clFinish", { CK(clEnqueueNDRangeKernel(q, ke, 1, NULL, &g1, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
  MODE("empty + blocking read 4 B (pinned)", { CK(clEnqueueNDRangeKernel(q, ke, 1, NULL, &g1, &ls, 0, NULL, NULL)); CK(clEnqueueReadBuffer(q, y, CL_TRUE, 0, 4, stp, 0, NULL, NULL)); });
  MODE("clFinish on an empty queue", { CK(clFinish(q)); });
  MODE("enqueue scal only (no wait)", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); });
  CK(clFinish(q));
  MODE("fill 16 B + scal + clFinish", { CK(clEnqueueFillBuffer(q, r, &zero, 4, 0, 16, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
  {
    float *h = (float *)calloc((size_t)n, 4);
    MODE("[write x, finish] scal + clFinish", { CK(clEnqueueWriteBuffer(q, x, CL_TRUE, 0, n * 4, h, 0, NULL, NULL)); CK(clFinish(q)); t0 = now_us();
         CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
    MODE("[write x, finish] scal (events)", { cl_event ev; cl_ulong s0, s1; CK(clEnqueueWriteBuffer(qp, x, CL_TRUE, 0, n * 4, h, 0, NULL, NULL)); CK(clFinish(qp));
         CK(clEnqueueNDRangeKernel(qp, ks, 1, NULL, &gs, &ls, 0, NULL, &ev)); CK(clWaitForEvents(1, &ev));
         clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &s0, NULL); clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &s1, NULL);
         clReleaseEvent(ev); t0 = now_us() - (s1 - s0) / 1e3; });
    MODE("[usleep 3ms] scal + clFinish", { struct timespec sl = {0, 3000000}; nanosleep(&sl, NULL); t0 = now_us();
         CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clFinish(q)); });
    free(h);
  }
  {
    /* the result written by a kernel into a host-allocated buffer, then mapped */
    cl_mem rh = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 64, NULL, &e); CK(e);
    cl_kernel k2 = clCreateKernel(pr, "one", &e); CK(e);
    CK(clSetKernelArg(k2, 0, sizeof rh, &rh));
    MODE("scal + one(host buffer) + map + unmap", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, k2, 1, NULL, &g1, &ls, 0, NULL, NULL));
         float *p = (float *)clEnqueueMapBuffer(q, rh, CL_TRUE, CL_MAP_READ, 0, 4, 0, NULL, NULL, &e); CK(e); volatile float v = p[0]; (void)v;
         CK(clEnqueueUnmapMemObject(q, rh, p, 0, NULL, NULL)); });
    MODE("scal + one(dev buffer) + blocking read (pinned)", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, k1, 1, NULL, &g1, &ls, 0, NULL, NULL));
         CK(clEnqueueReadBuffer(q, r, CL_TRUE, 0, 4, stp, 0, NULL, NULL)); });
    MODE("scal + one(dev buffer) + read (pinned) + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, k1, 1, NULL, &g1, &ls, 0, NULL, NULL));
         CK(clEnqueueReadBuffer(q, r, CL_FALSE, 0, 4, stp, 0, NULL, NULL)); CK(clFinish(q)); });
    MODE("scal + one(dev buffer) + clFinish", { CK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &gs, &ls, 0, NULL, NULL)); CK(clEnqueueNDRangeKernel(q, k1, 1, NULL, &g1, &ls, 0, NULL, NULL));
         CK(clFinish(q)); });
  }
  return 0;
}
