#!/usr/bin/env python3
"""GPU references for the benchmark suite, measured with CuPy on the same
device as runic's code (shared/DESIGN.md, "Performance method"):

- cuBLAS through CuPy for scal, asum, dot, gemv, gemm, atax and gesummv
  (and the two matrix-vector products of backprop);
- a hand-written CUDA kernel (cupy.RawKernel / ElementwiseKernel, compiled
  by NVRTC) for every other program, written the straightforward way a
  CUDA programmer would (one thread per output element, shared-memory
  tiles where the papers' CUDA versions use them);
- the device-to-device copy bandwidth (read + write bytes per second), the
  memory limit against which bandwidth-bound benchmarks are judged;
- the sgemm rate of the largest gemm as the arithmetic limit.

Every reference runs on the large datasets of the programs' `-- ==` blocks
(benchmarks/*.fut, `large input @ data/X.in output @ data/X.out`) and its
result is checked against the expected output with runic's tolerance.  A
failing reference is reported and skipped; the others still run.

Each reference is timed two ways, each the median of up to 50 runs after
two warm-ups (fewer for slow references: about one second of runs each):

- "references": by CUDA events recorded before and after the call (device
  timestamps; runic's `device_runtimes`, the timestamps of the first and
  last OpenCL command of the call, are the counterpart; the events also
  include the Python call up to the first kernel's launch, about 9 µs for
  an empty kernel on the H200, and CuPy refuses cuBLAS calls in a captured
  CUDA graph, which would leave that out);
- "host_references": by the host clock (time.perf_counter) from the call
  until its 0-d/size-1 results are copied to the host (runic's entry points
  return scalars on the host; arrays stay on the device) and the device is
  synchronized: the counterpart of runic's `runtimes`.

Multi-kernel references (hotspot, srad, pathfinder, locvolcalib, kmeans,
...) launch their kernels from Python, so both times include CuPy's launch
overhead.  A failure of the host timing is recorded in "host_errors" and
keeps the event time.

Writes JSON: {"references": {"benchmarks/scal.fut": {"data/scal-16M.in": us}},
              "host_references": {"benchmarks/scal.fut": {"data/scal-16M.in": us}},
              "kinds": {"benchmarks/scal.fut": "cuBLAS"},
              "checks": {"benchmarks/scal.fut": {"data/scal-16M.in": true}},
              "copy_gbs": G, "sgemm_gflops": F, "device": NAME}

Usage: references.py --data benchmarks/data --json OUT.json [--only NAME,...]
"""
import argparse
import glob
import json
import os
import re
import struct
import sys
import time
import traceback

import numpy as np

try:
    import cupy as cp
    from cupy import cublas
except ImportError:  # the data reading and checking still work (tests)
    cp = None
    cublas = None

TYPES = {b" f32": np.float32, b" f64": np.float64, b" i32": np.int32, b" i64": np.int64,
         b" i16": np.int16, b"  i8": np.int8, b"bool": np.bool_}


def read_values(path):
    """Reads the binary values of a Futhark data file (shared/LANGUAGE.md)."""
    out = []
    with open(path, "rb") as f:
        data = f.read()
    pos = 0
    while pos < len(data):
        if data[pos:pos + 1].isspace():
            pos += 1
            continue
        if data[pos:pos + 2] != b"b\x02":
            raise ValueError(f"{path}: not binary data at byte {pos}")
        rank = data[pos + 2]
        ty = TYPES[data[pos + 3:pos + 7]]
        dims = struct.unpack_from("<" + "q" * rank, data, pos + 7)
        pos += 7 + 8 * rank
        n = int(np.prod(dims)) if rank else 1
        a = np.frombuffer(data, dtype=ty, count=n, offset=pos).reshape(dims)
        pos += n * np.dtype(ty).itemsize
        out.append(a)
    return out


def close(got, want):
    """runic's comparison (driver/values.cpp): relative 0.002, absolute 1e-6
    or 1e-5 of the largest expected magnitude; integers exactly."""
    got = np.asarray(got)
    want = np.asarray(want)
    if got.shape != want.shape:
        return False, f"shape {got.shape} instead of {want.shape}"
    if not np.issubdtype(want.dtype, np.floating):
        bad = np.flatnonzero(got.ravel() != want.ravel())
        return (len(bad) == 0,
                f"{len(bad)} elements differ, first at {bad[0]}: {got.ravel()[bad[0]]} "
                f"instead of {want.ravel()[bad[0]]}" if len(bad) else "")
    g = got.astype(np.float64).ravel()
    w = want.astype(np.float64).ravel()
    scale = float(np.max(np.abs(w[np.isfinite(w)]))) if w.size and np.isfinite(w).any() else 0.0
    diff = np.abs(g - w)
    with np.errstate(invalid="ignore"):
        ok = ((diff <= 0.002 * np.maximum(np.abs(g), np.abs(w))) | (diff <= 1e-6) |
              (diff <= 1e-5 * scale) | (np.isnan(g) & np.isnan(w)) | (g == w))
    bad = np.flatnonzero(~ok)
    if len(bad):
        i = bad[0]
        return False, f"{len(bad)} of {ok.size} elements differ, first at {i}: {g[i]} instead of {w[i]}"
    return True, ""


def check_outputs(got, want):
    """Compares a tuple of results with the expected values of a .out file."""
    if not isinstance(got, (tuple, list)):
        got = (got,)
    if len(got) != len(want):
        return False, f"{len(got)} results instead of {len(want)}"
    for k, (g, w) in enumerate(zip(got, want)):
        if cp is not None and isinstance(g, cp.ndarray):
            g = cp.asnumpy(g)
        g = np.asarray(g).astype(w.dtype).reshape(w.shape)
        ok, why = close(g, w)
        if not ok:
            return False, f"result {k}: {why}"
    return True, ""


def large_datasets(bench_dir):
    """(program name, input path, output path) of each large dataset."""
    pat = re.compile(r"^--\s*large\s+input\s+@\s*(\S+)\s+output\s+@\s*(\S+)")
    out = []
    for fut in sorted(glob.glob(os.path.join(bench_dir, "*.fut"))):
        name = os.path.basename(fut)[:-4]
        with open(fut) as f:
            for line in f:
                m = pat.match(line.strip())
                if m:
                    out.append((name, m.group(1), m.group(2)))
    return out


def event_times(fn, budget_us=1.0e6, max_runs=50):
    """(median time of fn by CUDA events, number of timed runs), after two
    warm-ups (the first compiles the kernels; the second, also timed by
    events, sets the number of runs)."""
    fn()
    cp.cuda.Device().synchronize()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    start.record()
    fn()
    stop.record()
    stop.synchronize()
    first = cp.cuda.get_elapsed_time(start, stop) * 1000.0
    runs = int(max(5, min(max_runs, budget_us / max(first, 1.0))))
    ts = []
    for _ in range(runs):
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        ts.append(cp.cuda.get_elapsed_time(start, stop) * 1000.0)
    return float(np.median(ts)), runs


def time_us(fn, budget_us=1.0e6, max_runs=50):
    """Median time of fn by CUDA events (event_times)."""
    return event_times(fn, budget_us, max_runs)[0]


def materialise(result):
    """What runic's entry points hand back on the host: a 0-d or size-1
    result is copied to the host (runic returns scalars as host values);
    arrays stay on the device.  Takes a value or a tuple of values."""
    items = result if isinstance(result, (tuple, list)) else (result,)
    for x in items:
        if isinstance(x, cp.ndarray) and x.size == 1:
            x.get()  # a device-to-host copy: waits for the value


def host_time_us(fn, runs):
    """Median time of fn by the host clock, as runic's harness times a run:
    from the call until its scalar results are on the host and the device is
    idle (materialise, then synchronize).  The same warm-ups as event_times
    (two untimed runs) and `runs` timed runs."""
    dev = cp.cuda.Device()
    for _ in range(2):
        materialise(fn())
        dev.synchronize()
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        r = fn()
        materialise(r)
        dev.synchronize()
        t1 = time.perf_counter()
        ts.append((t1 - t0) * 1e6)
        r = None
    return float(np.median(ts))


# --------------------------------------------------------------------------
# The references.  Each takes a dataset's input values (arrays on the GPU,
# scalars as NumPy scalars) and returns (kind, run): run() computes the
# results (a value or a tuple, as the program's main returns them).

REFS = {}
_kernels = {}


def ref(name):
    def reg(f):
        REFS[name] = f
        return f
    return reg


def kernel(src, name):
    """A RawKernel, compiled once (NVRTC)."""
    key = (name, src)
    if key not in _kernels:
        _kernels[key] = cp.RawKernel(src, name)
    return _kernels[key]


def blocks(n, b=256):
    return ((int(n) + b - 1) // b,)


i32, i64, f32 = np.int32, np.int64, np.float32


@ref("scal")
def ref_scal(a, x):
    y = x.copy()

    def run():
        # In place on a scratch copy: cuBLAS's scal is in place.
        cublas.scal(a, y)
        return y
    check = (lambda: a * x)
    return "cuBLAS", run, check


@ref("asum")
def ref_asum(x):
    return "cuBLAS", (lambda: cublas.asum(x)), None


@ref("dot")
def ref_dot(x, y):
    return "cuBLAS", (lambda: cublas.dot(x, y)), None


@ref("gemv")
def ref_gemv(a, x, y, alpha, beta):
    al, be = float(alpha), float(beta)
    yy = y.copy()

    def run():
        return cublas.gemv("N", al, a, x, be, yy)
    def check():  # cublas.gemv updates its last argument in place
        out = y.copy()
        cublas.gemv("N", al, a, x, be, out)
        return out
    return "cuBLAS", run, check


@ref("gemm")
@ref("gemm_inline")
@ref("gemm_iota")
@ref("gemm_tabulate")
def ref_gemm(a, b):
    return "cuBLAS", (lambda: cp.matmul(a, b)), None


@ref("batched_matmul")
def ref_batched_matmul(a, b):
    # cp.matmul on 3-D arrays: cuBLAS's strided batched sgemm.
    return "cuBLAS batched", (lambda: cp.matmul(a, b)), None


def torch_or_cupy(a, torch_fn, cupy_fn):
    """PyTorch's fused kernel on `a` (shared through DLPack) where PyTorch
    is installed, else CuPy's composition of kernels."""
    try:
        import torch
        t = torch.from_dlpack(a)
        return ("PyTorch", (lambda: torch_fn(torch, t)),
                (lambda: cp.from_dlpack(torch_fn(torch, t))))
    except ImportError:
        return "CuPy", (lambda: cupy_fn(a)), None


@ref("softmax")
def ref_softmax(a):
    def with_cupy(x):
        e = cp.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    return torch_or_cupy(a, lambda torch, t: torch.softmax(t, dim=1), with_cupy)


@ref("layernorm")
def ref_layernorm(a):
    def with_cupy(x):
        m = x.mean(axis=1, keepdims=True)
        return (x - m) / cp.sqrt(((x - m) ** 2).mean(axis=1, keepdims=True) + 1e-5)
    return torch_or_cupy(a, lambda torch, t: torch.nn.functional.layer_norm(t, (t.shape[1],), eps=1e-5),
                         with_cupy)


@ref("atax")
def ref_atax(a, x):
    # A^T (A x): two cuBLAS gemv (the transpose is a flag, not a copy).
    return "cuBLAS", (lambda: cp.matmul(a.T, cp.matmul(a, x))), None


@ref("gesummv")
def ref_gesummv(a, b, x, alpha, beta):
    al, be = f32(alpha), f32(beta)
    return "cuBLAS", (lambda: al * cp.matmul(a, x) + be * cp.matmul(b, x)), None


BS_PRE = r"""
__device__ float cnd(float x) {
  float l = fabsf(x);
  float k = 1.0f / (1.0f + 0.2316419f * l);
  float w = 1.0f - 0.3989422804014327f * expf(-l * l / 2.0f) *
            (k * (0.31938153f + k * (-0.356563782f + k * (1.781477937f +
             k * (-1.821255978f + k * 1.330274429f)))));
  return x < 0.0f ? 1.0f - w : w;
}
"""


@ref("blackscholes")
def ref_blackscholes(s, x, t):
    k = cp.ElementwiseKernel(
        "float32 s, float32 x, float32 t", "float32 p",
        "const float r = 0.02f, v = 0.30f; float sq = sqrtf(t);"
        "float d1 = (logf(s / x) + (r + v * v / 2.0f) * t) / (v * sq);"
        "float d2 = d1 - v * sq;"
        "p = s * cnd(d1) - x * expf(-r * t) * cnd(d2);",
        "blackscholes", preamble=BS_PRE)
    return "CUDA kernel", (lambda: k(s, x, t)), None


MD_SRC = r"""
extern "C" __global__ void md(const float* x, const float* y, const float* z,
                              const int* ngT, int n, int m,
                              float* fx, float* fy, float* fz) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float xi = x[i], yi = y[i], zi = z[i], ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < m; ++j) {
    int k = ngT[(long long)j * n + i];
    float dx = xi - x[k], dy = yi - y[k], dz = zi - z[k];
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < 16.0f && r2 > 0.0f) {
      float r2inv = 1.0f / r2;
      float r6inv = r2inv * r2inv * r2inv;
      float f = r2inv * r6inv * (1.5f * r6inv - 2.0f);
      ax += dx * f; ay += dy * f; az += dz * f;
    }
  }
  fx[i] = ax; fy[i] = ay; fz[i] = az;
}
"""


@ref("md")
def ref_md(x, y, z, neigh):
    n, m = neigh.shape
    ngT = cp.ascontiguousarray(neigh.T)  # SHOC's column-major neighbour lists
    k = kernel(MD_SRC, "md")

    def run():
        fx, fy, fz = (cp.empty(n, f32) for _ in range(3))
        k(blocks(n), (256,), (x, y, z, ngT, i32(n), i32(m), fx, fy, fz))
        return fx, fy, fz
    return "CUDA kernel", run, None


NBODY_SRC = r"""
extern "C" __global__ void nbody(const float* x, const float* y, const float* z,
                                 const float* m, int n,
                                 float* oax, float* oay, float* oaz) {
  __shared__ float sx[256], sy[256], sz[256], sm[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float xi = i < n ? x[i] : 0.0f, yi = i < n ? y[i] : 0.0f, zi = i < n ? z[i] : 0.0f;
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int base = 0; base < n; base += 256) {
    int j = base + threadIdx.x;
    sx[threadIdx.x] = j < n ? x[j] : 0.0f;
    sy[threadIdx.x] = j < n ? y[j] : 0.0f;
    sz[threadIdx.x] = j < n ? z[j] : 0.0f;
    sm[threadIdx.x] = j < n ? m[j] : 0.0f;
    __syncthreads();
    int lim = min(256, n - base);
    for (int t = 0; t < lim; ++t) {
      float dx = sx[t] - xi, dy = sy[t] - yi, dz = sz[t] - zi;
      float r2 = dx * dx + dy * dy + dz * dz + 0.01f;
      float inv = rsqrtf(r2);
      float s = sm[t] * inv * inv * inv;
      ax += dx * s; ay += dy * s; az += dz * s;
    }
    __syncthreads();
  }
  if (i < n) { oax[i] = ax; oay[i] = ay; oaz[i] = az; }
}
"""


@ref("nbody")
def ref_nbody(x, y, z, m):
    n = x.shape[0]
    k = kernel(NBODY_SRC, "nbody")

    def run():
        ax, ay, az = (cp.empty(n, f32) for _ in range(3))
        k(blocks(n), (256,), (x, y, z, m, i32(n), ax, ay, az))
        return ax, ay, az
    return "CUDA kernel", run, None


@ref("nn")
def ref_nn(lat, lng, tlat, tlng):
    dist = cp.ElementwiseKernel(
        "float32 a, float32 b, float32 tx, float32 ty", "float32 d",
        "d = sqrtf((a - tx) * (a - tx) + (b - ty) * (b - ty))", "nn_dist")

    def run():
        d = dist(lat, lng, f32(tlat), f32(tlng))
        i = cp.argmin(d)
        return d[i], i
    return "CUDA kernel", run, None


MRIQ_SRC = r"""
extern "C" __global__ void mriq(const float* kx, const float* ky, const float* kz,
                                const float* phi, int k,
                                const float* px, const float* py, const float* pz, int x,
                                float* qr, float* qi) {
  __shared__ float skx[256], sky[256], skz[256], sphi[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = i < x ? px[i] : 0.0f, b = i < x ? py[i] : 0.0f, c = i < x ? pz[i] : 0.0f;
  float r = 0.0f, im = 0.0f;
  for (int base = 0; base < k; base += 256) {
    int j = base + threadIdx.x;
    skx[threadIdx.x] = j < k ? kx[j] : 0.0f;
    sky[threadIdx.x] = j < k ? ky[j] : 0.0f;
    skz[threadIdx.x] = j < k ? kz[j] : 0.0f;
    sphi[threadIdx.x] = j < k ? phi[j] : 0.0f;
    __syncthreads();
    int lim = min(256, k - base);
    for (int t = 0; t < lim; ++t) {
      float arg = 6.2831853071795865f * (skx[t] * a + sky[t] * b + skz[t] * c);
      float s, co;
      sincosf(arg, &s, &co);
      r += sphi[t] * co;
      im += sphi[t] * s;
    }
    __syncthreads();
  }
  if (i < x) { qr[i] = r; qi[i] = im; }
}
"""


@ref("mriq")
def ref_mriq(kx, ky, kz, phi, px, py, pz):
    k, x = kx.shape[0], px.shape[0]
    kern = kernel(MRIQ_SRC, "mriq")

    def run():
        qr, qi = cp.empty(x, f32), cp.empty(x, f32)
        kern(blocks(x), (256,), (kx, ky, kz, phi, i32(k), px, py, pz, i32(x), qr, qi))
        return qr, qi
    return "CUDA kernel", run, None


CONV_SRC = r"""
extern "C" __global__ void conv(const float* img, const float* filt, int h, int w, int k,
                                float* out) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (j >= w) return;
  int r = k / 2;
  float acc = 0.0f;
  for (int a = 0; a < k; ++a) {
    int y = min(h - 1, max(0, i + a - r));
    for (int b = 0; b < k; ++b) {
      int x = min(w - 1, max(0, j + b - r));
      acc += img[(long long)y * w + x] * filt[a * k + b];
    }
  }
  out[(long long)i * w + j] = acc;
}
"""


@ref("convolution")
def ref_convolution(img, filt):
    h, w = img.shape
    k = filt.shape[0]
    kern = kernel(CONV_SRC, "conv")

    def run():
        out = cp.empty((h, w), f32)
        kern((blocks(w)[0], h), (256,), (img, filt, i32(h), i32(w), i32(k), out))
        return out
    return "CUDA kernel", run, None


HOTSPOT_SRC = r"""
extern "C" __global__ void hotspot(const float* t, const float* power, int r, int c,
                                   float* out) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (j >= c) return;
  const float cap = 0.5f, rx = 1.0f / 0.1f, ry = 1.0f / 0.1f, rz = 1.0f / 3.0f;
  const float amb = 80.0f, step = 0.001f;
  long long g = (long long)i * c + j;
  float here = t[g];
  float n = t[(long long)max(0, i - 1) * c + j], s = t[(long long)min(r - 1, i + 1) * c + j];
  float w = t[(long long)i * c + max(0, j - 1)], e = t[(long long)i * c + min(c - 1, j + 1)];
  out[g] = here + step / cap * (power[g] + (n + s - 2.0f * here) / ry +
                                (e + w - 2.0f * here) / rx + (amb - here) / rz);
}
"""


@ref("hotspot")
def ref_hotspot(temp, power, iterations):
    r, c = temp.shape
    kern = kernel(HOTSPOT_SRC, "hotspot")

    def run():
        a, b = temp.copy(), cp.empty_like(temp)
        for _ in range(int(iterations)):
            kern((blocks(c)[0], r), (256,), (a, power, i32(r), i32(c), b))
            a, b = b, a
        return a
    return "CUDA kernel", run, None


PATHFINDER_SRC = r"""
extern "C" __global__ void pathfinder(const int* prev, const int* wall_row, int cols, int* next) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= cols) return;
  int left = prev[max(0, i - 1)], right = prev[min(cols - 1, i + 1)];
  next[i] = wall_row[i] + min(prev[i], min(left, right));
}
"""


@ref("pathfinder")
def ref_pathfinder(wall):
    rows, cols = wall.shape
    kern = kernel(PATHFINDER_SRC, "pathfinder")

    def run():
        a, b = wall[0].copy(), cp.empty(cols, cp.int32)
        for r in range(1, rows):
            kern(blocks(cols), (256,), (a, wall[r], i32(cols), b))
            a, b = b, a
        return a
    return "CUDA kernel", run, None


MANDEL_SRC = r"""
extern "C" __global__ void mandel(long long w, long long h, int limit, float* counts) {
  long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= w * h) return;
  long long y = g / w, x = g % w;
  float cr = -2.0f + 2.5f * (float)x / (float)w, ci = -1.25f + 2.5f * (float)y / (float)h;
  float zr = 0.0f, zi = 0.0f;
  int k = 0;
  while (k < limit && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++k;
  }
  counts[g] = (float)k;
}
"""


@ref("mandelbrot")
def ref_mandelbrot(w, h, limit):
    n = int(w) * int(h)
    kern = kernel(MANDEL_SRC, "mandel")

    def run():
        counts = cp.empty(n, f32)
        kern(blocks(n), (256,), (i64(w), i64(h), i32(limit), counts))
        return cp.sum(counts)
    return "CUDA kernel", run, None


KMEANS_SRC = r"""
extern "C" __global__ void kmeans_assign(const float* ps, const float* cs, int n, int d, int k,
                                         int* assign) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int best = 0;
  float bd = 0.0f;
  for (int c = 0; c < k; ++c) {
    float s = 0.0f;
    for (int t = 0; t < d; ++t) {
      float x = ps[(long long)i * d + t] - cs[c * d + t];
      s += x * x;
    }
    if (c == 0 || s < bd) { best = c; bd = s; }
  }
  assign[i] = best;
}

extern "C" __global__ void kmeans_sums(const float* ps, const int* assign, int n, int d,
                                       float* sums, int* counts) {
  long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= (long long)n * d) return;
  int i = (int)(g / d), t = (int)(g % d);
  int c = assign[i];
  atomicAdd(&sums[c * d + t], ps[g]);
  if (t == 0) atomicAdd(&counts[c], 1);
}

extern "C" __global__ void kmeans_update(const float* sums, const int* counts, int k, int d,
                                         float* cs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= k * d) return;
  int c = counts[g / d];
  if (c > 0) cs[g] = sums[g] / (float)c;
}
"""


@ref("kmeans")
def ref_kmeans(ps, k, iters):
    n, d = ps.shape
    k = int(k)
    assign_k = kernel(KMEANS_SRC, "kmeans_assign")
    sums_k = kernel(KMEANS_SRC, "kmeans_sums")
    update_k = kernel(KMEANS_SRC, "kmeans_update")

    def run():
        cs = ps[:k].copy()
        assign = cp.empty(n, cp.int32)
        for _ in range(int(iters)):
            assign_k(blocks(n), (256,), (ps, cs, i32(n), i32(d), i32(k), assign))
            sums = cp.zeros(k * d, f32)
            counts = cp.zeros(k, cp.int32)
            sums_k(blocks(n * d), (256,), (ps, assign, i32(n), i32(d), sums, counts))
            update_k(blocks(k * d), (256,), (sums, counts, i32(k), i32(d), cs))
        return cs
    return "CUDA kernel", run, None


@ref("backprop")
def ref_backprop(inp, w_ih, dw_ih, w_ho, dw_ho, target):
    adjust = cp.ElementwiseKernel(
        "float32 w, float32 x, float32 dh, float32 odw", "float32 o",
        "o = w + 0.3f * dh * x + 0.3f * odw", "bp_adjust")
    tgt = f32(target)

    def run():
        hidden = 1 / (1 + cp.exp(-cp.matmul(inp, w_ih)))      # cuBLAS gemv
        out = 1 / (1 + cp.exp(-cp.dot(w_ho, hidden)))
        delta_o = out * (1 - out) * (tgt - out)
        delta_h = hidden * (1 - hidden) * delta_o * w_ho
        w_ho2 = w_ho + f32(0.3) * delta_o * hidden + f32(0.3) * dw_ho
        w_ih2 = adjust(w_ih, inp[:, None], delta_h[None, :], dw_ih)
        return w_ih2, w_ho2
    return "cuBLAS + CUDA kernel", run, None


SRAD_SRC = r"""
__device__ inline float at(const float* a, int r, int c, int i, int k) {
  return a[(long long)min(r - 1, max(0, i)) * c + min(c - 1, max(0, k))];
}

extern "C" __global__ void srad_q0(const float* sums, float ne, float* q0) {
  float mean = sums[0] / ne;
  float var = sums[1] / ne - mean * mean;
  q0[0] = var / (mean * mean);
}

extern "C" __global__ void srad_coef(const float* j, const float* q0p, int r, int c, float* coef) {
  int k = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (k >= c) return;
  float q0sqr = q0p[0];
  float jc = j[(long long)i * c + k];
  float dn = at(j, r, c, i - 1, k) - jc, ds = at(j, r, c, i + 1, k) - jc;
  float dw = at(j, r, c, i, k - 1) - jc, de = at(j, r, c, i, k + 1) - jc;
  float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
  float l = (dn + ds + dw + de) / jc;
  float num = 0.5f * g2 - (1.0f / 16.0f) * (l * l);
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  coef[(long long)i * c + k] = fmaxf(0.0f, fminf(1.0f, 1.0f / (1.0f + den)));
}

extern "C" __global__ void srad_update(const float* j, const float* coef, int r, int c,
                                       float lambda, float* out) {
  int k = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y;
  if (k >= c) return;
  float jc = j[(long long)i * c + k];
  float dn = at(j, r, c, i - 1, k) - jc, ds = at(j, r, c, i + 1, k) - jc;
  float dw = at(j, r, c, i, k - 1) - jc, de = at(j, r, c, i, k + 1) - jc;
  float cc = coef[(long long)i * c + k];
  float d = cc * dn + at(coef, r, c, i + 1, k) * ds + cc * dw + at(coef, r, c, i, k + 1) * de;
  out[(long long)i * c + k] = jc + 0.25f * lambda * d;
}
"""


@ref("srad")
def ref_srad(img, iters, lam):
    r, c = img.shape
    q0_k = kernel(SRAD_SRC, "srad_q0")
    coef_k = kernel(SRAD_SRC, "srad_coef")
    upd_k = kernel(SRAD_SRC, "srad_update")
    grid = (blocks(c)[0], r)

    def run():
        j = cp.exp(img / f32(255))
        nj = cp.empty_like(j)
        coef = cp.empty_like(j)
        sums = cp.empty(2, f32)
        q0 = cp.empty(1, f32)
        for _ in range(int(iters)):
            sums[0] = cp.sum(j)
            sums[1] = cublas.dot(j.ravel(), j.ravel())
            q0_k((1,), (1,), (sums, f32(r * c), q0))
            coef_k(grid, (256,), (j, q0, i32(r), i32(c), coef))
            upd_k(grid, (256,), (j, coef, i32(r), i32(c), f32(lam), nj))
            j, nj = nj, j
        return cp.log(j) * f32(255)
    return "CUDA kernel", run, None


LAVAMD_SRC = r"""
extern "C" __global__ void lavamd(const float* rv, const float* rx, const float* ry,
                                  const float* rz, const float* qv, const int* neigh,
                                  int par, int nn, float* fv, float* fx, float* fy, float* fz) {
  __shared__ float sv[128], sx[128], sy[128], sz[128], sq[128];
  int b = blockIdx.x, i = threadIdx.x;
  long long g = (long long)b * par + i;
  const float a2 = 2.0f * 0.5f * 0.5f;
  float pv = 0.0f, px = 0.0f, py = 0.0f, pz = 0.0f;
  if (i < par) { pv = rv[g]; px = rx[g]; py = ry[g]; pz = rz[g]; }
  float av = 0.0f, ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int k = 0; k < nn; ++k) {
    int o = neigh[b * nn + k];
    if (o < 0) continue;  // the same for the whole block
    __syncthreads();
    if (i < par) {
      long long q = (long long)o * par + i;
      sv[i] = rv[q]; sx[i] = rx[q]; sy[i] = ry[q]; sz[i] = rz[q]; sq[i] = qv[q];
    }
    __syncthreads();
    if (i < par)
      for (int j = 0; j < par; ++j) {
        float r2 = pv + sv[j] - (px * sx[j] + py * sy[j] + pz * sz[j]);
        float vij = expf(-(a2 * r2));
        float fs = 2.0f * vij;
        float q = sq[j];
        av += q * vij;
        ax += q * fs * (px - sx[j]);
        ay += q * fs * (py - sy[j]);
        az += q * fs * (pz - sz[j]);
      }
  }
  if (i < par) { fv[g] = av; fx[g] = ax; fy[g] = ay; fz[g] = az; }
}
"""


@ref("lavamd")
def ref_lavamd(rv, rx, ry, rz, qv, neigh):
    nb, par = rv.shape
    nn = neigh.shape[1]
    if par > 128:
        raise ValueError("lavamd reference: at most 128 particles per box")
    kern = kernel(LAVAMD_SRC, "lavamd")

    def run():
        outs = [cp.empty((nb, par), f32) for _ in range(4)]
        kern((nb,), (128,), (rv, rx, ry, rz, qv, neigh, i32(par), i32(nn), *outs))
        return tuple(outs)
    return "CUDA kernel", run, None


LVC_SRC = r"""
extern "C" __global__ void lvc_init(const float* xs, int nx, int ny, long long tot, float* res) {
  long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= tot) return;
  long long nxy = (long long)nx * ny;
  int o = (int)(g / nxy), i = (int)((g % nxy) / ny);
  res[g] = fmaxf(0.0f, xs[i] - 0.001f * (float)o);
}

// varx / vary of grid point (i, j) at time tg.
__device__ inline float var(float e, const float* xs, const float* ys, int i, int j,
                            float nu, float tg) {
  return expf(2.0f * (e * logf(xs[i]) + ys[j] - 0.5f * nu * nu * tg));
}

extern "C" __global__ void lvc_explicit(const float* res, const float* xs, const float* ys,
    const float* dxx0, const float* dxx1, const float* dxx2,
    const float* dyy0, const float* dyy1, const float* dyy2,
    int nx, int ny, long long tot, float tg, float dtinv, float alpha, float beta, float nu,
    float* u, float* v) {
  long long g = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (g >= tot) return;
  int j = (int)(g % ny), i = (int)((g / ny) % nx);
  float r = res[g];
  float vv = dyy1[j] * r;
  if (j > 0) vv += dyy0[j] * res[g - 1];
  if (j < ny - 1) vv += dyy2[j] * res[g + 1];
  float vg = 0.5f * var(alpha, xs, ys, i, j, nu, tg) * vv;
  float uu = dxx1[i] * r;
  if (i > 0) uu += dxx0[i] * res[g - ny];
  if (i < nx - 1) uu += dxx2[i] * res[g + ny];
  v[g] = vg;
  u[g] = dtinv * r + 0.25f * var(beta, xs, ys, i, j, nu, tg) * uu + vg;
}

// Thomas algorithm along x for each (o, j), in place on u (layout o, i, j:
// neighbouring threads read neighbouring elements).
extern "C" __global__ void lvc_tridag_x(float* u, const float* xs, const float* ys,
    const float* dxx0, const float* dxx1, const float* dxx2,
    int nx, int ny, int outer, float tg, float dtinv, float beta, float nu,
    float* bbs, float* cs) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= outer * ny) return;
  int o = t / ny, j = t % ny;
  long long base = (long long)o * nx * ny + j;
  float bprev = 0.0f, cprev = 0.0f, yprev = 0.0f;
  for (int i = 0; i < nx; ++i) {
    long long g = base + (long long)i * ny;
    float cx = 0.5f * var(beta, xs, ys, i, j, nu, tg);
    float a = -0.5f * cx * dxx0[i], b = dtinv - 0.5f * cx * dxx1[i], c = -0.5f * cx * dxx2[i];
    float y = u[g];
    if (i > 0) {
      float m = a / bprev;
      b = b - m * cprev;
      y = y - m * yprev;
    }
    bbs[g] = b; cs[g] = c; u[g] = y;
    bprev = b; cprev = c; yprev = y;
  }
  long long last = base + (long long)(nx - 1) * ny;
  float x = u[last] / bbs[last];
  u[last] = x;
  for (int i = nx - 2; i >= 0; --i) {
    long long g = base + (long long)i * ny;
    x = (u[g] - cs[g] * x) / bbs[g];
    u[g] = x;
  }
}

// Thomas algorithm along y for each (o, i): res from u and v.
extern "C" __global__ void lvc_tridag_y(const float* u, const float* v, const float* xs,
    const float* ys, const float* dyy0, const float* dyy1, const float* dyy2,
    int nx, int ny, int outer, float tg, float dtinv, float alpha, float nu,
    float* bbs, float* cs, float* res) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= outer * nx) return;
  long long base = (long long)t * ny;
  int i = t % nx;
  float bprev = 0.0f, cprev = 0.0f, yprev = 0.0f;
  for (int j = 0; j < ny; ++j) {
    long long g = base + j;
    float cy = 0.5f * var(alpha, xs, ys, i, j, nu, tg);
    float a = -0.5f * cy * dyy0[j], b = dtinv - 0.5f * cy * dyy1[j], c = -0.5f * cy * dyy2[j];
    float y = dtinv * u[g] - 0.5f * v[g];
    if (j > 0) {
      float m = a / bprev;
      b = b - m * cprev;
      y = y - m * yprev;
    }
    bbs[g] = b; cs[g] = c; res[g] = y;
    bprev = b; cprev = c; yprev = y;
  }
  long long last = base + ny - 1;
  float x = res[last] / bbs[last];
  res[last] = x;
  for (int j = ny - 2; j >= 0; --j) {
    long long g = base + j;
    x = (res[g] - cs[g] * x) / bbs[g];
    res[g] = x;
  }
}
"""


def _operator(xs):
    n = len(xs)
    d = np.zeros((3, n), np.float32)
    for i in range(1, n - 1):
        dl, du = xs[i] - xs[i - 1], xs[i + 1] - xs[i]
        d[0, i] = 2 / dl / (dl + du)
        d[1, i] = -2 * (1 / dl + 1 / du) / (dl + du)
        d[2, i] = 2 / du / (dl + du)
    return [cp.asarray(r) for r in d]


@ref("locvolcalib")
def ref_locvolcalib(outer, nx, ny, nt, s0, t, alpha, nu, beta):
    outer, nx, ny, nt = int(outer), int(nx), int(ny), int(nt)
    s0, t, alpha, nu, beta = (np.float32(v) for v in (s0, t, alpha, nu, beta))
    # The grid, as the program computes it (FinPar's initGrid), in f32.
    dx = np.float32(20) * alpha * s0 * np.sqrt(t) / np.float32(nx)
    xidx = int(s0 / dx) % nx
    xs = (np.arange(nx, dtype=np.float32) * dx - np.float32(xidx) * dx + s0).astype(np.float32)
    dy = np.float32(10) * nu * np.sqrt(t) / np.float32(ny)
    yidx = ny // 2
    ys = (np.arange(ny, dtype=np.float32) * dy - np.float32(yidx) * dy +
          np.log(alpha)).astype(np.float32)
    dxx = _operator(xs.astype(np.float64))
    dyy = _operator(ys.astype(np.float64))
    xs_d, ys_d = cp.asarray(xs), cp.asarray(ys)
    tot = outer * nx * ny
    init_k = kernel(LVC_SRC, "lvc_init")
    expl_k = kernel(LVC_SRC, "lvc_explicit")
    trx_k = kernel(LVC_SRC, "lvc_tridag_x")
    try_k = kernel(LVC_SRC, "lvc_tridag_y")

    def time_of(g):
        return float(t) * g / (nt - 1)

    def run():
        res = cp.empty(tot, f32)
        u, v, bbs, cs = (cp.empty(tot, f32) for _ in range(4))
        init_k(blocks(tot), (256,), (xs_d, i32(nx), i32(ny), i64(tot), res))
        for g in range(nt - 2, -1, -1):
            tg = f32(time_of(g))
            dtinv = f32(1.0 / (np.float32(time_of(g + 1)) - tg))
            expl_k(blocks(tot), (256,), (res, xs_d, ys_d, *dxx, *dyy, i32(nx), i32(ny), i64(tot),
                                          tg, dtinv, alpha, beta, nu, u, v))
            trx_k(blocks(outer * ny), (256,), (u, xs_d, ys_d, *dxx, i32(nx), i32(ny), i32(outer),
                                                tg, dtinv, beta, nu, bbs, cs))
            try_k(blocks(outer * nx), (256,), (u, v, xs_d, ys_d, *dyy, i32(nx), i32(ny),
                                                i32(outer), tg, dtinv, alpha, nu, bbs, cs, res))
        return res.reshape(outer, nx, ny)[:, xidx, yidx]
    return "CUDA kernel", run, None


OPTION_SRC = r"""
__device__ float tail(float q) {
  return (((((-7.784894002430293e-3f * q - 3.223964580411365e-1f) * q - 2.400758277161838f) * q
            - 2.549732539343734f) * q + 4.374664141464968f) * q + 2.938163982698783f)
         / ((((7.784695709041462e-3f * q + 3.224671290700398e-1f) * q + 2.445134137142996f) * q
             + 3.754408661907416f) * q + 1.0f);
}

__device__ float ugaussian(float p) {
  if (p < 0.02425f) return tail(sqrtf(-2.0f * logf(p)));
  if (p > 1.0f - 0.02425f) return -tail(sqrtf(-2.0f * logf(1.0f - p)));
  float q = p - 0.5f, r = q * q;
  return (((((-3.969683028665376e1f * r + 2.209460984245205e2f) * r - 2.759285104469687e2f) * r
            + 1.383577518672690e2f) * r - 3.066479806614716e1f) * r + 2.506628277459239f) * q
         / (((((-5.447609879822406e1f * r + 1.615858368580409e2f) * r - 1.556989798598866e2f) * r
              + 6.680131188771972e1f) * r - 1.328068155288572e1f) * r + 1.0f);
}

#define MAXDU 64
extern "C" __global__ void option(long long paths, const int* dirvs, int bits,
    const int* bi, const int* li, const int* ri,
    const float* sd, const float* lw, const float* rw,
    const float* corr, const float* drift, const float* vol,
    const float* s0, const float* weights, int d, int u, float strike, float* payoff) {
  long long p = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= paths) return;
  float z[MAXDU], bb[MAXDU];
  unsigned g = (unsigned)(p + 1), gray = g ^ (g >> 1);
  for (int dim = 0; dim < d * u; ++dim) {
    unsigned x = 0;
    for (int k = 0; k < bits; ++k)
      if ((gray >> k) & 1u) x ^= (unsigned)dirvs[dim * bits + k];
    z[dim] = ugaussian(((float)(x >> 7) + 0.5f) / 8388608.0f);
  }
  for (int i = 0; i < d; ++i)
    for (int k = 0; k < u; ++k) {
      float wj = li[i] < 0 ? 0.0f : bb[li[i] * u + k];
      float wk = ri[i] < 0 ? 0.0f : bb[ri[i] * u + k];
      bb[bi[i] * u + k] = lw[i] * wj + rw[i] * wk + sd[i] * z[i * u + k];
    }
  float basket = 0.0f;
  for (int k = 0; k < u; ++k) {
    float ls = logf(s0[k]), s = 0.0f;
    for (int t = 0; t < d; ++t) {
      float zc = 0.0f;
      for (int v = 0; v <= k; ++v)
        zc += corr[k * u + v] * (bb[t * u + v] - (t == 0 ? 0.0f : bb[(t - 1) * u + v]));
      ls += drift[t * u + k] + vol[t * u + k] * zc;
      s += expf(ls);
    }
    basket += weights[k] * s / (float)d;
  }
  payoff[p] = fmaxf(0.0f, basket - strike);
}
"""


@ref("optionpricing")
def ref_optionpricing(paths, dirvs, bi, li, ri, sd, lw, rw, corr, drift, vol, s0, weights,
                      strike, discount):
    du, bits = dirvs.shape
    d = bi.shape[0]
    u = s0.shape[0]
    if du > 64:
        raise ValueError("optionpricing reference: at most 64 dimensions")
    paths = int(paths)
    kern = kernel(OPTION_SRC, "option")

    def run():
        pay = cp.empty(paths, f32)
        kern(blocks(paths), (256,), (i64(paths), dirvs, i32(bits), bi, li, ri, sd, lw, rw,
                                     corr, drift, vol, s0, weights, i32(d), i32(u),
                                     f32(strike), pay))
        return f32(discount) * cp.sum(pay) / f32(paths)
    return "CUDA kernel", run, None


# --------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--json", required=True)
    ap.add_argument("--prefix", default="benchmarks/")
    ap.add_argument("--only", default="", help="comma-separated program names")
    ap.add_argument("--budget", type=float, default=1.0, help="seconds of timed runs per dataset")
    args = ap.parse_args()
    if cp is None:
        sys.exit("references.py: CuPy is not installed")
    bench_dir = os.path.dirname(os.path.abspath(args.data.rstrip("/")))
    only = set(x for x in args.only.split(",") if x)
    result = {"references": {}, "host_references": {}, "kinds": {}, "checks": {}, "errors": {},
              "host_errors": {}}

    def put(key, prog, ds, value):
        result[key].setdefault(f"{args.prefix}{prog}.fut", {})[ds] = value

    def save():
        # After every dataset: a timeout keeps what ran.
        with open(args.json + ".tmp", "w") as f:
            json.dump(result, f, indent=1)
        os.replace(args.json + ".tmp", args.json)

    t0 = time.time()
    name = cp.cuda.runtime.getDeviceProperties(0)["name"]
    result["device"] = name.decode() if isinstance(name, bytes) else name
    result["copy_gbs"] = result["sgemm_gflops"] = None
    try:
        # Device-to-device copy bandwidth: 1 GiB, read + write.
        src = cp.random.random(256 * 1024 * 1024, dtype=cp.float32)
        dst = cp.empty_like(src)
        us = time_us(lambda: dst.__setitem__(slice(None), src))
        result["copy_gbs"] = copy_gbs = 2 * src.nbytes / us * 1e-3
        print(f"references.py: copy {copy_gbs:.0f} GB/s", file=sys.stderr)
        src = dst = None
    except Exception:
        traceback.print_exc()
    save()
    for prog, ds_in, ds_out in large_datasets(bench_dir):
        if only and prog not in only:
            continue
        if prog not in REFS:
            print(f"references.py: {prog}: no reference", file=sys.stderr)
            continue
        pin = os.path.join(bench_dir, ds_in)
        pout = os.path.join(bench_dir, ds_out)
        if not (os.path.exists(pin) and os.path.exists(pout)):
            print(f"references.py: {prog} {ds_in}: no data", file=sys.stderr)
            continue
        try:
            vals = [cp.asarray(v) if v.ndim else v[()] for v in read_values(pin)]
            want = read_values(pout)
            kind, run, check = REFS[prog](*vals)
            ok, why = check_outputs((check or run)(), want)
            if not ok:
                print(f"references.py: {prog} {ds_in}: WRONG RESULT: {why}", file=sys.stderr)
            us, runs = event_times(run, budget_us=args.budget * 1e6)
            put("references", prog, ds_in, us)
            put("checks", prog, ds_in, ok)
            result["kinds"][f"{args.prefix}{prog}.fut"] = kind
            host = None
            try:  # a failure here keeps the event time
                host = host_time_us(run, runs)
                put("host_references", prog, ds_in, host)
            except Exception as e:
                traceback.print_exc()
                put("host_errors", prog, ds_in, f"{type(e).__name__}: {e}"[:300])
            print(f"references.py: {prog} {ds_in}: {us:.1f} us events, "
                  f"{'-' if host is None else f'{host:.1f}'} us host "
                  f"({kind}{'' if ok else ', WRONG'}) [{time.time() - t0:.0f}s]", file=sys.stderr)
            if prog == "gemm":
                a, b = vals
                result["sgemm_gflops"] = 2.0 * a.shape[0] * a.shape[1] * b.shape[1] / us * 1e-3
        except Exception as e:  # one failing reference must not stop the others
            traceback.print_exc()
            put("errors", prog, ds_in, f"{type(e).__name__}: {e}"[:300])
            print(f"references.py: {prog} {ds_in}: FAILED ({e})", file=sys.stderr)
        finally:
            vals = want = run = check = None
            cp.get_default_memory_pool().free_all_blocks()
        save()

    save()
    print(f"references.py: done after {time.time() - t0:.0f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
