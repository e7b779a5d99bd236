/* What do the OpenCL timestamps of NVIDIA's driver measure?  For one
 * sequence (marker a, kernel, 4-byte read, marker b), prints each command's
 * QUEUED, SUBMIT, START and END timestamps relative to marker a's START,
 * median of 201 runs, for two kernels: an empty one-work-item kernel and a
 * 16M-element dot product's first pass (about 40 us on an H200).  Shows which
 * part of the marker-to-marker span is the device's work and which is not.
 * Then what events cost a program of many small kernels: 200 launches of a
 * one-group kernel between two markers, without events, with an event per
 * launch released at once, and with an event per launch where the previous
 * one is released at the next (as runic's device clock keeps the last),
 * each by the marker span and by the host clock (median of 51 runs), and
 * on a queue without profiling by the host clock.
 * usage: clock_probe [platform-substring]   (cc clock_probe.c -lOpenCL) */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *src =
    "__kernel void empty(__global const float *x, __global const float *y, __global float *r, int n) {\n"
    "  if (get_global_id(0) == 0) r[0] = x[0] + 1.0f; }\n"
    "__kernel void dot1(__global const float *x, __global const float *y, __global float *r, int n) {\n"
    "  __local float acc[256];\n"
    "  float s = 0.0f;\n"
    "  for (int i = get_global_id(0); i < n; i += get_global_size(0)) s += x[i] * y[i];\n"
    "  acc[get_local_id(0)] = s;\n"
    "  for (int w = 128; w > 0; w /= 2) { barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (get_local_id(0) < w) acc[get_local_id(0)] += acc[get_local_id(0) + w]; }\n"
    "  if (get_local_id(0) == 0) r[get_group_id(0)] = acc[0]; }\n";

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

enum { R = 201, NCMD = 4 };
static const cl_profiling_info what[4] = {CL_PROFILING_COMMAND_QUEUED, CL_PROFILING_COMMAND_SUBMIT,
                                          CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END};

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
  if (clBuildProgram(prog, 1, &d, "", NULL, NULL) != CL_SUCCESS) { fprintf(stderr, "build failed\n"); return 1; }
  int n = 16 << 20;
  float *h = malloc((size_t)n * 4);
  for (int i = 0; i < n; i++) h[i] = (float)(((unsigned)i * 7919u) % 1000u) / 1000.0f;
  cl_mem x = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, (size_t)n * 4, h, &e);
  cl_mem y = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, (size_t)n * 4, h, &e);
  cl_mem r = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 1 << 20, NULL, &e);
  cl_mem stage = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR, 4096, NULL, &e);
  float *pinned = clEnqueueMapBuffer(q, stage, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, 4096, 0, NULL, NULL, &e);
  const char *kn[2] = {"empty", "dot1"};
  const char *cn[NCMD] = {"marker a", "kernel", "read 4B", "marker b"};
  static double t[NCMD][4][R];
  for (int which = 0; which < 2; which++) {
    cl_kernel k = clCreateKernel(prog, kn[which], &e);
    clSetKernelArg(k, 0, sizeof x, &x);
    clSetKernelArg(k, 1, sizeof y, &y);
    clSetKernelArg(k, 2, sizeof r, &r);
    clSetKernelArg(k, 3, sizeof n, &n);
    size_t g = which ? 1056 * 256 : 1, l = which ? 256 : 1;
    for (int rep = -5; rep < R; rep++) {
      cl_event ev[NCMD];
      clEnqueueMarkerWithWaitList(q, 0, NULL, &ev[0]);
      clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, &ev[1]);
      clEnqueueReadBuffer(q, r, CL_FALSE, 0, 4, pinned, 0, NULL, &ev[2]);
      clEnqueueMarkerWithWaitList(q, 0, NULL, &ev[3]);
      clWaitForEvents(1, &ev[3]);
      cl_ulong base = 0;
      clGetEventProfilingInfo(ev[0], CL_PROFILING_COMMAND_START, sizeof base, &base, NULL);
      for (int c = 0; c < NCMD; c++) {
        for (int w = 0; w < 4; w++) {
          cl_ulong v = 0;
          clGetEventProfilingInfo(ev[c], what[w], sizeof v, &v, NULL);
          if (rep >= 0) t[c][w][rep] = ((double)v - (double)base) / 1000.0;
        }
        clReleaseEvent(ev[c]);
      }
    }
    printf("%s kernel: timestamps in us after marker a's START, median of %d (QUEUED SUBMIT START END)\n", kn[which], R);
    for (int c = 0; c < NCMD; c++) {
      printf("  %-9s", cn[c]);
      for (int w = 0; w < 4; w++) {
        qsort(t[c][w], R, sizeof(double), cmp);
        printf(" %9.1f", t[c][w][R / 2]);
      }
      printf("\n");
    }
    clReleaseKernel(k);
  }

  /* Many small kernels. */
  {
    cl_kernel k = clCreateKernel(prog, "dot1", &e);
    int small = 256 * 64;
    clSetKernelArg(k, 0, sizeof x, &x);
    clSetKernelArg(k, 1, sizeof y, &y);
    clSetKernelArg(k, 2, sizeof r, &r);
    clSetKernelArg(k, 3, sizeof small, &small);
    size_t g = 256, l = 256;
    const char *ways[3] = {"no events", "event, released at once", "event, kept to the next"};
    enum { RS = 51, NK = 200 };
    static double span[3][RS], host[3][RS];
    for (int rep = -3; rep < RS; rep++)
      for (int way = 0; way < 3; way++) {
        cl_event a, b, prev = NULL;
        clFinish(q);
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        clEnqueueMarkerWithWaitList(q, 0, NULL, &a);
        for (int i = 0; i < NK; i++) {
          cl_event ev = NULL;
          clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, way ? &ev : NULL);
          if (way == 1) clReleaseEvent(ev);
          if (way == 2) { if (prev) clReleaseEvent(prev); prev = ev; }
        }
        clEnqueueMarkerWithWaitList(q, 0, NULL, &b);
        clWaitForEvents(1, &b);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (prev) clReleaseEvent(prev);
        cl_ulong s0 = 0, s1 = 0;
        clGetEventProfilingInfo(a, CL_PROFILING_COMMAND_START, sizeof s0, &s0, NULL);
        clGetEventProfilingInfo(b, CL_PROFILING_COMMAND_END, sizeof s1, &s1, NULL);
        if (rep >= 0) {
          span[way][rep] = (double)(s1 - s0) / 1000.0;
          host[way][rep] = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
        }
        clReleaseEvent(a);
        clReleaseEvent(b);
      }
    /* The same launches on a queue without profiling, by the host clock. */
    cl_command_queue plain = clCreateCommandQueue(ctx, d, 0, &e);
    static double plain_host[RS];
    for (int rep = -3; rep < RS; rep++) {
      clFinish(plain);
      struct timespec t0, t1;
      clock_gettime(CLOCK_MONOTONIC, &t0);
      for (int i = 0; i < NK; i++) clEnqueueNDRangeKernel(plain, k, 1, NULL, &g, &l, 0, NULL, NULL);
      clFinish(plain);
      clock_gettime(CLOCK_MONOTONIC, &t1);
      if (rep >= 0) plain_host[rep] = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
    }
    printf("%d launches of a one-group kernel, median of %d (us): marker span, host clock\n", NK, RS);
    for (int way = 0; way < 3; way++) {
      qsort(span[way], RS, sizeof(double), cmp);
      qsort(host[way], RS, sizeof(double), cmp);
      printf("  %-26s %9.1f %9.1f\n", ways[way], span[way][RS / 2], host[way][RS / 2]);
    }
    qsort(plain_host, RS, sizeof(double), cmp);
    printf("  %-26s %9s %9.1f\n", "queue without profiling", "-", plain_host[RS / 2]);
  }
  return 0;
}
