#!/usr/bin/env python3
"""Issue 16's idiom suite: the programs of benchmarks/idioms/, each run by
runic on one input and checked against a NumPy (or, for the heavy ones,
float64 PyTorch) reference, and timed against every library that has the
operation in the same run: PyTorch, CuPy (CUB, cuBLAS), and a plain CUDA
kernel through cupy.RawKernel where neither has it (or where the library
needs several kernels for what one simple kernel does).

    idioms.py --runic RUNIC [--scale large|small] [--only a,b] [--cpu]
              [--json OUT.json] [--work DIR]

runic's time: the median of the program's device times (`-T`, third
column: the device's timestamps of the call's first and last commands)
over R runs after a first one; the libraries': the median of CUDA events
around the call (torch.cuda.Event; CuPy runs on the same legacy default
stream).  Each idiom counts the fewest bytes it must move (inputs read
once, outputs written once, per step for the stencils) or its
floating-point operations; the report gives GB/s as a fraction of the
device-to-device copy rate measured in the run, GFLOP/s as a fraction of
cuBLAS's sgemm rate at 8192^3, and runic's speed over the fastest
library's (reference µs / runic µs: above 1 is faster).

--cpu: a rehearsal on PoCL with the small inputs (no libraries): every
program compiled, run and checked.
"""
import argparse
import concurrent.futures
import json
import os
import struct
import subprocess
import sys
import time
import traceback
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "gpu"))
import references  # noqa: E402
from references import read_values, close  # noqa: E402

references.TYPES[b" u32"] = np.uint32
references.TYPES[b"  u8"] = np.uint8

torch = None
cp = None

# ---------------------------------------------------------------------------
# Futhark's binary value format (shared/LANGUAGE.md).

FUT_TYPES = {np.dtype(np.float32): b" f32", np.dtype(np.float64): b" f64",
             np.dtype(np.int32): b" i32", np.dtype(np.int64): b" i64",
             np.dtype(np.uint32): b" u32", np.dtype(np.uint8): b"  u8", np.dtype(np.bool_): b"bool"}


def write_values(path, values):
    with open(path, "wb") as f:
        for v in values:
            a = np.asarray(v)
            a = np.ascontiguousarray(a) if a.ndim else a
            f.write(b"b\x02" + bytes([a.ndim]) + FUT_TYPES[a.dtype])
            f.write(struct.pack("<" + "q" * a.ndim, *a.shape))
            f.write(a.tobytes())


# ---------------------------------------------------------------------------
# Sizes.  large: 16M elements or more where the idiom is memory-bound.

SIZES = {
    "large": dict(n=1 << 25, rows=8192, cols=4096, mm=4096, batch=32768, bt=(512, 256, 256),
                  grid2=4096, grid3=256, sort=1 << 24, bodies=32768, mandel=4096, runs=20,
                  emb=(4096, 512)),
    "small": dict(n=100003, rows=123, cols=301, mm=67, batch=37, bt=(5, 33, 17),
                  grid2=97, grid3=13, sort=10007, bodies=301, mandel=61, runs=3, emb=(67, 33)),
}

IDIOMS = {}


class Idiom:
    def __init__(self, name, group, make, ref, libs=(), bytes_=None, flops=None, check=None,
                 runs=None):
        self.name, self.group, self.make, self.ref = name, group, make, ref
        self.libs = libs            # [(label, builder(T) -> fn)], T: the inputs as torch tensors
        self.bytes = bytes_          # f(S) -> fewest bytes moved
        self.flops = flops           # f(S) -> floating-point operations
        self.check = check           # None: runic's tolerance; "fraction:X": share of mismatches
        self.runs = runs


def idiom(name, group, make, ref, libs=(), bytes_=None, flops=None, check=None, runs=None):
    IDIOMS[name] = Idiom(name, group, make, ref, libs, bytes_, flops, check, runs)


def f32s(rng, *shape):
    return rng.random(shape, dtype=np.float32)


def ints(rng, hi, n, dtype=np.int64):
    return rng.integers(0, hi, n, dtype=dtype)


def tc(x):
    """A CuPy view of a torch tensor."""
    return cp.asarray(x)


# Plain CUDA kernels (one thread per output element, the way a CUDA
# programmer writes them first).
CUDA_SRC = r"""
extern "C" __global__ void reverse_rotate(const float* x, float* y, long n, long k) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) y[i] = 2.0f * x[n - 1 - (i + k) % n];
}
extern "C" __global__ void stencil1(const float* x, float* y, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) y[i] = (x[i > 0 ? i - 1 : 0] + x[i] + x[i < n - 1 ? i + 1 : n - 1]) / 3.0f;
}
extern "C" __global__ void stencil2(const float* g, float* o, int n, int m) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= m) return;
  float up = g[(long)(i > 0 ? i - 1 : 0) * m + j], down = g[(long)(i < n - 1 ? i + 1 : n - 1) * m + j];
  float left = g[(long)i * m + (j > 0 ? j - 1 : 0)], right = g[(long)i * m + (j < m - 1 ? j + 1 : m - 1)];
  o[(long)i * m + j] = 0.2f * (g[(long)i * m + j] + up + down + left + right);
}
extern "C" __global__ void stencil3(const float* g, float* o, int n, int m, int k) {
  int l = blockIdx.x * blockDim.x + threadIdx.x, j = blockIdx.y * blockDim.y + threadIdx.y;
  int i = blockIdx.z;
  if (l >= k || j >= m) return;
#define G(a, b, c) g[((long)(a) * m + (b)) * k + (c)]
  float s = G(i > 0 ? i - 1 : 0, j, l) + G(i < n - 1 ? i + 1 : n - 1, j, l)
          + G(i, j > 0 ? j - 1 : 0, l) + G(i, j < m - 1 ? j + 1 : m - 1, l)
          + G(i, j, l > 0 ? l - 1 : 0) + G(i, j, l < k - 1 ? l + 1 : k - 1);
  o[((long)i * m + j) * k + l] = 0.4f * G(i, j, l) + 0.1f * s;
}
extern "C" __global__ void nbody(const float* x, const float* y, const float* z, const float* w,
                                 float* ax, float* ay, float* az, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float xi = x[i], yi = y[i], zi = z[i], a = 0, b = 0, c = 0;
  for (int j = 0; j < n; j++) {
    float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
    float r2 = dx * dx + dy * dy + dz * dz + 1e-3f;
    float inv = 1.0f / sqrtf(r2);
    float s = w[j] * inv * inv * inv;
    a += dx * s; b += dy * s; c += dz * s;
  }
  ax[i] = a; ay[i] = b; az[i] = c;
}
extern "C" __global__ void mandel(int* out, long h, long w) {
  long j = blockIdx.x * (long)blockDim.x + threadIdx.x, i = blockIdx.y;
  if (j >= w) return;
  float cx = -2.0f + 3.0f * (float)j / (float)w, cy = -1.5f + 3.0f * (float)i / (float)h;
  float x = 0, y = 0; int k = 0;
  while (k < 256 && x * x + y * y < 4.0f) {
    float nx = x * x - y * y + cx; y = 2.0f * x * y + cy; x = nx; k++;
  }
  out[i * w + j] = k;
}
extern "C" __global__ void conv3x3(const float* g, float* o, int n, int m) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= m) return;
  int i0 = i > 0 ? i - 1 : 0, i2 = i < n - 1 ? i + 1 : n - 1;
  int j0 = j > 0 ? j - 1 : 0, j2 = j < m - 1 ? j + 1 : m - 1;
#define A(a, b) g[(long)(a) * m + (b)]
  o[(long)i * m + j] = (A(i0, j0) + 2.0f * A(i0, j) + A(i0, j2) + 2.0f * A(i, j0) + 4.0f * A(i, j)
                        + 2.0f * A(i, j2) + A(i2, j0) + 2.0f * A(i2, j) + A(i2, j2)) / 16.0f;
#undef A
}
extern "C" __global__ void horner(const float* x, const float* c, float* y, long n, int k) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  float xi = x[i], acc = 0.0f;
  for (int j = 0; j < k; j++) acc = acc * xi + c[j];
  y[i] = acc;
}
extern "C" __global__ void ema_rows(const float* x, float* y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float* r = x + (long)i * m;
  float s = r[0];
  for (int j = 1; j < m; j++) s = 0.9f * s + 0.1f * r[j];
  y[i] = s;
}
extern "C" __global__ void foldr_rows(const float* x, float* y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float* r = x + (long)i * m;
  float acc = 0;
  for (int j = m - 1; j >= 0; j--) acc = r[j] + 0.99f * acc;
  y[i] = acc;
}
extern "C" __global__ void horner_rows(const float* c, const float* x, float* y, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float* r = c + (long)i * m;
  float acc = 0, xi = x[i];
  for (int j = 0; j < m; j++) acc = acc * xi + r[j];
  y[i] = acc;
}
extern "C" __global__ void gather7(const float* x, float* y, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) y[i] = x[(i * 7) % n];
}
"""
_module = None


def cuda(name):
    global _module
    if _module is None:
        _module = cp.RawModule(code=CUDA_SRC)
    return _module.get_function(name)


def grid1(n, b=256):
    return ((int(n) + b - 1) // b,), (b,)


# ---------------------------------------------------------------------------
# The idioms.  make(rng, S) -> input values (NumPy); ref(values) -> the
# results (NumPy, a tuple where main returns several); libs: (label,
# builder) where builder(T, S) returns a function of no arguments on the
# GPU inputs T (torch tensors).

N4 = lambda S: 4 * S["n"]  # noqa: E731
RC4 = lambda S: 4 * S["rows"] * S["cols"]  # noqa: E731


def small_ints(rng, S):
    return [rng.integers(0, 10, S["n"], dtype=np.int32)]


idiom("scan_i32", "scan", small_ints, lambda x: np.cumsum(x, dtype=np.int32),
      [("PyTorch cumsum", lambda T, S: lambda: torch.cumsum(T[0], 0, dtype=torch.int32)),
       ("CuPy cumsum", lambda T, S: lambda: cp.cumsum(tc(T[0]), dtype=cp.int32))],
      bytes_=lambda S: 2 * N4(S))
idiom("scan_exclusive", "scan", small_ints, lambda x: np.cumsum(x, dtype=np.int32) - x,
      [("PyTorch cumsum - x", lambda T, S: lambda: torch.cumsum(T[0], 0, dtype=torch.int32) - T[0])],
      bytes_=lambda S: 2 * N4(S))
idiom("scan_max_f32", "scan", lambda rng, S: [f32s(rng, S["n"]) - 0.5],
      lambda x: np.maximum.accumulate(x),
      [("PyTorch cummax", lambda T, S: lambda: torch.cummax(T[0], 0).values)],
      bytes_=lambda S: 2 * N4(S))
for nm in ("scan_tuple", "scan_records"):
    idiom(nm, "scan", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, S["n"])],
          lambda x, y: (np.cumsum(x.astype(np.float64)), np.cumsum(y.astype(np.float64))),
          [("PyTorch 2x cumsum", lambda T, S: lambda: (torch.cumsum(T[0], 0), torch.cumsum(T[1], 0)))],
          bytes_=lambda S: 4 * N4(S))


def seg_make(rng, S):
    return [rng.random(S["n"]) < 1 / 64, f32s(rng, S["n"])]


def seg_ref(flags, xs):
    n = len(xs)
    start = np.maximum.accumulate(np.where(flags, np.arange(n), 0))
    c = np.cumsum(xs.astype(np.float64))
    return c - c[start] + xs[start]


def seg_torch(T, S):
    flags, xs = T
    ar = torch.arange(xs.shape[0], device=xs.device)

    def run():
        start = torch.cummax(torch.where(flags, ar, 0), 0).values
        c = torch.cumsum(xs, 0, dtype=torch.float64)
        return (c - c[start]).float() + xs[start]
    return run


idiom("scan_segmented", "scan", seg_make, seg_ref,
      [("PyTorch cummax+cumsum (f64)", seg_torch)], bytes_=lambda S: S["n"] * 9)

# Few long segments (perf9): 16 rows of n/16, and n/16 [16] vectors.
def rows16(rng, S):
    return [rng.integers(0, 10, (16, S["n"] // 16), dtype=np.int32)]


def vecs16(rng, S):
    return [rng.integers(0, 10, (S["n"] // 16, 16), dtype=np.int32)]


idiom("scan_rows_few", "scan", rows16, lambda x: np.cumsum(x, axis=1, dtype=np.int32),
      [("PyTorch cumsum(dim=1)", lambda T, S: lambda: torch.cumsum(T[0], 1, dtype=torch.int32)),
       ("CuPy cumsum(axis=1)", lambda T, S: lambda: cp.cumsum(tc(T[0]), axis=1))], bytes_=lambda S: 8 * S["n"])
for nm in ("scan_vectors", "scan_columns"):
    idiom(nm, "scan", vecs16, lambda x: np.cumsum(x, axis=0, dtype=np.int32),
          [("PyTorch cumsum(dim=0)", lambda T, S: lambda: torch.cumsum(T[0], 0, dtype=torch.int32)),
           ("CuPy cumsum(axis=0)", lambda T, S: lambda: cp.cumsum(tc(T[0]), axis=0))], bytes_=lambda S: 8 * S["n"])

# Compaction and partition.
for nm in ("filter_f32", "filter_by_hand"):
    idiom(nm, "compaction", lambda rng, S: [f32s(rng, S["n"])], lambda x: x[x > 0.5],
          [("PyTorch masked_select", lambda T, S: lambda: torch.masked_select(T[0], T[0] > 0.5)),
           ("CuPy boolean index", lambda T, S: lambda: tc(T[0])[tc(T[0]) > 0.5])],
          bytes_=lambda S: N4(S) + N4(S) // 2)
idiom("partition_f32", "compaction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.concatenate([x[x < 0.25], x[~(x < 0.25)]]),
      [("PyTorch 2x masked_select + cat", lambda T, S: lambda: torch.cat(
          [torch.masked_select(T[0], T[0] < 0.25), torch.masked_select(T[0], T[0] >= 0.25)]))],
      bytes_=lambda S: 2 * N4(S))
idiom("nonzero_indices", "compaction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.flatnonzero(x > 0.9).astype(np.int64),
      [("PyTorch nonzero", lambda T, S: lambda: torch.nonzero(T[0] > 0.9).flatten()),
       ("CuPy flatnonzero", lambda T, S: lambda: cp.flatnonzero(tc(T[0]) > 0.9))],
      bytes_=lambda S: N4(S) + 8 * S["n"] // 10)

# Histograms.


def counts(k):
    return lambda rng, S: [ints(rng, k, S["n"])]


def bincount_ref(k):
    return lambda i: np.bincount(i, minlength=k).astype(np.int32)


for k, nm in ((16, "hist_count_16"), (65536, "hist_count_64k")):
    idiom(nm, "histogram", counts(k), bincount_ref(k),
          [("PyTorch bincount", lambda T, S, k=k: lambda: torch.bincount(T[0], minlength=k)),
           ("CuPy bincount", lambda T, S, k=k: lambda: cp.bincount(tc(T[0]), minlength=k))],
          bytes_=lambda S: 8 * S["n"])
idiom("hist_f32_1024", "histogram", lambda rng, S: [ints(rng, 1024, S["n"]), f32s(rng, S["n"])],
      lambda i, w: np.bincount(i, weights=w, minlength=1024),
      [("PyTorch index_add_", lambda T, S: lambda: torch.zeros(1024, device="cuda").index_add_(0, T[0], T[1])),
       ("PyTorch bincount", lambda T, S: lambda: torch.bincount(T[0], weights=T[1], minlength=1024)),
       ("CuPy bincount", lambda T, S: lambda: cp.bincount(tc(T[0]), weights=tc(T[1]), minlength=1024))],
      bytes_=lambda S: 12 * S["n"])
for nm in ("hist_values", "hist_values_inline"):
    idiom(nm, "histogram", lambda rng, S: [f32s(rng, S["n"])],
          lambda x: np.bincount((x * 256).astype(np.int64), minlength=256).astype(np.int32),
          [("PyTorch histc", lambda T, S: lambda: torch.histc(T[0], 256, 0, 1)),
           ("PyTorch bincount", lambda T, S: lambda: torch.bincount((T[0] * 256).long(), minlength=256))],
          bytes_=lambda S: N4(S))


def hist_max_ref(i, v):
    out = np.full(4096, np.finfo(np.float32).min, dtype=np.float32)
    np.maximum.at(out, i, v)
    return out


idiom("hist_max", "histogram", lambda rng, S: [ints(rng, 4096, S["n"]), f32s(rng, S["n"])],
      hist_max_ref,
      [("PyTorch scatter_reduce amax", lambda T, S: lambda: torch.full(
          (4096,), float(np.finfo(np.float32).min), device="cuda").scatter_reduce_(0, T[0], T[1], "amax"))],
      bytes_=lambda S: 12 * S["n"])

# Reductions.
idiom("sum_f32", "reduction", lambda rng, S: [f32s(rng, S["n"])], lambda x: x.astype(np.float64).sum(),
      [("PyTorch sum", lambda T, S: lambda: torch.sum(T[0])),
       ("CuPy sum", lambda T, S: lambda: cp.sum(tc(T[0])))], bytes_=N4)
idiom("dot", "reduction", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, S["n"])],
      lambda x, y: np.dot(x.astype(np.float64), y),
      [("PyTorch dot", lambda T, S: lambda: torch.dot(T[0], T[1])),
       ("CuPy dot (cuBLAS)", lambda T, S: lambda: cp.dot(tc(T[0]), tc(T[1])))],
      bytes_=lambda S: 2 * N4(S))
idiom("min_max_sum", "reduction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: (x.min(), x.max(), x.astype(np.float64).mean()),
      [("PyTorch aminmax + mean", lambda T, S: lambda: (torch.aminmax(T[0]), torch.mean(T[0])))],
      bytes_=N4)


def argmax_ref(x):
    i = int(np.argmax(x))
    return (x[i], np.int64(i))


idiom("argmax", "reduction", lambda rng, S: [f32s(rng, S["n"])], argmax_ref,
      [("PyTorch max(dim=0)", lambda T, S: lambda: torch.max(T[0], 0)),
       ("CuPy argmax", lambda T, S: lambda: (lambda i: (tc(T[0])[i], i))(cp.argmax(tc(T[0]))))], bytes_=N4)


def argmax_i32_ref(x):
    i = int(np.argmax(x))
    return (x[i], np.int32(i))


def min_max_index_ref(x):
    i, j = int(np.argmin(x)), int(np.argmax(x))
    return (x[i], np.int64(i), x[j], np.int64(j))


# argmax_loop: the sequential `loop` spelling.  Futhark's compiler runs it
# in one thread, as runic did before its loop-reduce pass (perf16: on an
# H200 1.93 s a run at 32M); the pass makes it a reduction.  Five runs, so
# that the sequential version of an older compiler still fits a call.
idiom("argmax_loop", "reduction", lambda rng, S: [f32s(rng, S["n"])], argmax_ref,
      [("PyTorch max(dim=0)", lambda T, S: lambda: torch.max(T[0], 0))], bytes_=N4, runs=5)
for nm in ("argmax_comm", "argmax_records"):
    idiom(nm, "reduction", lambda rng, S: [f32s(rng, S["n"])], argmax_ref,
          [("PyTorch max(dim=0)", lambda T, S: lambda: torch.max(T[0], 0))], bytes_=N4)
idiom("argmax_i32", "reduction", lambda rng, S: [f32s(rng, S["n"])], argmax_i32_ref,
      [("PyTorch max(dim=0)", lambda T, S: lambda: torch.max(T[0], 0))], bytes_=N4)
idiom("min_max_index", "reduction", lambda rng, S: [f32s(rng, S["n"])], min_max_index_ref,
      [("PyTorch min(dim=0) + max(dim=0)", lambda T, S: lambda: (torch.min(T[0], 0), torch.max(T[0], 0)))],
      bytes_=N4)


def rows(rng, S):
    return [f32s(rng, S["rows"], S["cols"])]


idiom("argmin_rows", "reduction", rows, lambda x: np.argmin(x, axis=1).astype(np.int64),
      [("PyTorch argmin(dim=1)", lambda T, S: lambda: torch.argmin(T[0], 1))], bytes_=RC4)
idiom("row_sums", "reduction", rows, lambda x: x.astype(np.float64).sum(1),
      [("PyTorch sum(1)", lambda T, S: lambda: torch.sum(T[0], 1)),
       ("CuPy sum(axis=1)", lambda T, S: lambda: cp.sum(tc(T[0]), axis=1))], bytes_=RC4)
for nm in ("col_sums", "col_sums_reduce"):
    idiom(nm, "reduction", rows, lambda x: x.astype(np.float64).sum(0),
          [("PyTorch sum(0)", lambda T, S: lambda: torch.sum(T[0], 0)),
           ("CuPy sum(axis=0)", lambda T, S: lambda: cp.sum(tc(T[0]), axis=0))], bytes_=RC4)

# Row-wise normalisations.


def softmax_ref(x):
    x = x.astype(np.float64)
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def layernorm_ref(x):
    x = x.astype(np.float64)
    m = x.mean(1, keepdims=True)
    return (x - m) / np.sqrt(x.var(1, keepdims=True) + 1e-5)


for nm in ("softmax", "softmax_tabulate"):
    idiom(nm, "row-wise", rows, softmax_ref,
          [("PyTorch softmax", lambda T, S: lambda: torch.softmax(T[0], 1))], bytes_=lambda S: 2 * RC4(S))
idiom("layernorm", "row-wise", rows, layernorm_ref,
      [("PyTorch layer_norm", lambda T, S: lambda: torch.nn.functional.layer_norm(T[0], (S["cols"],), eps=1e-5))],
      bytes_=lambda S: 2 * RC4(S))
for nm in ("row_centre", "row_centre_iota"):
    idiom(nm, "row-wise", rows, lambda x: x - x.astype(np.float64).mean(1, keepdims=True),
          [("PyTorch x - mean(1)", lambda T, S: lambda: T[0] - T[0].mean(1, keepdim=True))],
          bytes_=lambda S: 2 * RC4(S))
idiom("l2_normalise", "row-wise", rows,
      lambda x: x / np.sqrt((x.astype(np.float64) ** 2).sum(1, keepdims=True)),
      [("PyTorch normalize", lambda T, S: lambda: torch.nn.functional.normalize(T[0], dim=1))],
      bytes_=lambda S: 2 * RC4(S))

# Matrix products.


def mm_make(rng, S):
    return [f32s(rng, S["mm"], S["mm"]) - 0.5, f32s(rng, S["mm"], S["mm"]) - 0.5]


def mm_ref(a, b):
    if torch is not None:
        return (torch.from_numpy(a).cuda().double() @ torch.from_numpy(b).cuda().double()).cpu().numpy()
    return a.astype(np.float64) @ b


for nm in ("matmul_inline", "matmul_tabulate", "matmul_loop"):
    idiom(nm, "matrix product", mm_make, mm_ref,
          [("cuBLAS (torch.matmul)", lambda T, S: lambda: torch.matmul(T[0], T[1])),
           ("cuBLAS (cp.matmul)", lambda T, S: lambda: cp.matmul(tc(T[0]), tc(T[1])))],
          flops=lambda S: 2 * S["mm"] ** 3)
idiom("matvec", "matrix product", lambda rng, S: [f32s(rng, S["rows"], S["cols"]), f32s(rng, S["cols"])],
      lambda a, v: a.astype(np.float64) @ v,
      [("cuBLAS gemv (torch.mv)", lambda T, S: lambda: torch.mv(T[0], T[1]))], bytes_=RC4)


def bmm_make(rng, S):
    return [f32s(rng, S["batch"], 16, 16) - 0.5, f32s(rng, S["batch"], 16, 16) - 0.5]


idiom("batched_matmul", "matrix product", bmm_make, lambda a, b: np.matmul(a.astype(np.float64), b),
      [("cuBLAS batched (torch.bmm)", lambda T, S: lambda: torch.bmm(T[0], T[1])),
       ("cuBLAS batched (cp.matmul)", lambda T, S: lambda: cp.matmul(tc(T[0]), tc(T[1])))],
      bytes_=lambda S: 3 * 4 * 256 * S["batch"])
for nm in ("outer", "outer_replicate"):
    idiom(nm, "matrix product", lambda rng, S: [f32s(rng, S["rows"]), f32s(rng, S["cols"])],
          lambda x, y: np.outer(x, y),
          [("PyTorch outer", lambda T, S: lambda: torch.outer(T[0], T[1])),
           ("CuPy outer", lambda T, S: lambda: cp.outer(tc(T[0]), tc(T[1])))], bytes_=RC4)

# Transposes, gathers, scatters, permutations.
for nm in ("transpose", "transpose_map_id"):
    idiom(nm, "layout", rows, lambda x: x.T.copy(),
          [("PyTorch t().contiguous()", lambda T, S: lambda: T[0].t().contiguous()),
           ("CuPy ascontiguousarray(x.T)", lambda T, S: lambda: cp.ascontiguousarray(tc(T[0]).T))],
          bytes_=lambda S: 2 * RC4(S))
idiom("batched_transpose", "layout", lambda rng, S: [f32s(rng, *S["bt"])],
      lambda x: np.ascontiguousarray(np.transpose(x, (0, 2, 1))),
      [("PyTorch transpose(1,2).contiguous()", lambda T, S: lambda: T[0].transpose(1, 2).contiguous())],
      bytes_=lambda S: 8 * S["bt"][0] * S["bt"][1] * S["bt"][2])
idiom("gather", "layout", lambda rng, S: [f32s(rng, S["n"]), ints(rng, S["n"], S["n"])],
      lambda x, i: x[i],
      [("PyTorch index", lambda T, S: lambda: T[0][T[1]]),
       ("CuPy take", lambda T, S: lambda: cp.take(tc(T[0]), tc(T[1])))],
      bytes_=lambda S: 16 * S["n"])


def scatter_make(rng, S):
    return [rng.permutation(S["n"]).astype(np.int64), f32s(rng, S["n"])]


def scatter_ref(i, v):
    out = np.zeros(len(i), np.float32)
    out[i] = v
    return out


def scatter_torch(T, S):
    def run():
        out = torch.zeros(T[1].shape[0], device="cuda")
        out[T[0]] = T[1]
        return out
    return run


idiom("scatter", "layout", scatter_make, scatter_ref, [("PyTorch index_put", scatter_torch)],
      bytes_=lambda S: 16 * S["n"])


def rr_cuda(T, S):
    n = T[0].shape[0]
    x = tc(T[0])
    y = cp.empty_like(x)
    return lambda: (cuda("reverse_rotate")(*grid1(n), (x, y, np.int64(n), np.int64(1000))), y)[1]


idiom("reverse_rotate", "layout", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: 2 * np.roll(x[::-1], -1000),
      [("PyTorch roll(flip)*2", lambda T, S: lambda: torch.roll(torch.flip(T[0], (0,)), -1000) * 2),
       ("plain CUDA", rr_cuda)], bytes_=lambda S: 2 * N4(S))
idiom("saxpy", "layout", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, S["n"])],
      lambda x, y: 2.5 * x.astype(np.float64) + y,
      [("PyTorch add(alpha)", lambda T, S: lambda: torch.add(T[1], T[0], alpha=2.5))],
      bytes_=lambda S: 3 * N4(S))

# Stencils.


def stencil1_ref(x):
    x = x.astype(np.float64)
    for _ in range(10):
        x = (np.concatenate([x[:1], x[:-1]]) + x + np.concatenate([x[1:], x[-1:]])) / 3
    return x


def stencil1_cuda(T, S):
    n = T[0].shape[0]
    a = tc(T[0]).copy()
    b = cp.empty_like(a)

    def run():
        x, y = a, b
        for _ in range(10):
            cuda("stencil1")(*grid1(n), (x, y, np.int64(n)))
            x, y = y, x
        return x
    return run


def clamp_shift(x, axis, d):
    n = x.shape[axis]
    idx = np.clip(np.arange(n) + d, 0, n - 1)
    return np.take(x, idx, axis=axis)


def stencil2_ref(g):
    g = g.astype(np.float64)
    for _ in range(10):
        g = 0.2 * (g + clamp_shift(g, 0, -1) + clamp_shift(g, 0, 1) + clamp_shift(g, 1, -1) +
                   clamp_shift(g, 1, 1))
    return g


def stencil2_cuda(T, S):
    n, m = T[0].shape
    a = tc(T[0]).copy()
    b = cp.empty_like(a)

    def run():
        x, y = a, b
        for _ in range(10):
            cuda("stencil2")(((m + 31) // 32, (n + 7) // 8), (32, 8), (x, y, np.int32(n), np.int32(m)))
            x, y = y, x
        return x
    return run


def stencil3_ref(g):
    g = g.astype(np.float64)
    for _ in range(5):
        s = sum(clamp_shift(g, ax, d) for ax in range(3) for d in (-1, 1))
        g = 0.4 * g + 0.1 * s
    return g


def stencil3_cuda(T, S):
    n, m, k = T[0].shape
    a = tc(T[0]).copy()
    b = cp.empty_like(a)

    def run():
        x, y = a, b
        for _ in range(5):
            cuda("stencil3")(((k + 31) // 32, (m + 7) // 8, n), (32, 8, 1),
                             (x, y, np.int32(n), np.int32(m), np.int32(k)))
            x, y = y, x
        return x
    return run


idiom("stencil_1d", "stencil", lambda rng, S: [f32s(rng, S["n"])], stencil1_ref,
      [("plain CUDA", stencil1_cuda)], bytes_=lambda S: 10 * 2 * N4(S))
idiom("stencil_2d", "stencil", lambda rng, S: [f32s(rng, S["grid2"], S["grid2"])], stencil2_ref,
      [("plain CUDA", stencil2_cuda)], bytes_=lambda S: 10 * 8 * S["grid2"] ** 2)
idiom("stencil_3d", "stencil", lambda rng, S: [f32s(rng, S["grid3"], S["grid3"], S["grid3"])], stencil3_ref,
      [("plain CUDA", stencil3_cuda)], bytes_=lambda S: 5 * 8 * S["grid3"] ** 3)

# Whole programs.
idiom("radix_sort", "program", lambda rng, S: [rng.integers(0, 1 << 31, S["sort"], dtype=np.uint32)],
      lambda x: np.sort(x),
      [("PyTorch sort", lambda T, S: lambda: torch.sort(T[0].view(torch.int32))[0]),
       ("CuPy sort (CUB)", lambda T, S: lambda: cp.sort(tc(T[0])))],
      bytes_=lambda S: 8 * S["sort"], runs=5)
idiom("radix_sort_2bit", "program", lambda rng, S: [rng.integers(0, 1 << 31, S["sort"], dtype=np.uint32)],
      lambda x: np.sort(x),
      [("PyTorch sort", lambda T, S: lambda: torch.sort(T[0].view(torch.int32))[0]),
       ("CuPy sort (CUB)", lambda T, S: lambda: cp.sort(tc(T[0])))],
      bytes_=lambda S: 8 * S["sort"], runs=5)
idiom("radix_sort_4bit_hist", "program", lambda rng, S: [rng.integers(0, 1 << 31, S["sort"], dtype=np.uint32)],
      lambda x: np.sort(x),
      [("CuPy sort (CUB)", lambda T, S: lambda: cp.sort(tc(T[0])))],
      bytes_=lambda S: 8 * S["sort"], runs=5)
idiom("radix_sort_4bit", "program", lambda rng, S: [rng.integers(0, 1 << 31, S["sort"], dtype=np.uint32)],
      lambda x: np.sort(x),
      [("PyTorch sort", lambda T, S: lambda: torch.sort(T[0].view(torch.int32))[0]),
       ("CuPy sort (CUB)", lambda T, S: lambda: cp.sort(tc(T[0])))],
      bytes_=lambda S: 8 * S["sort"], runs=5)


def nbody_make(rng, S):
    n = S["bodies"]
    return [f32s(rng, n), f32s(rng, n), f32s(rng, n), f32s(rng, n)]


def nbody_ref(x, y, z, w):
    if torch is not None:
        x, y, z, w = (torch.from_numpy(a).cuda().double() for a in (x, y, z, w))
        cat = torch.cat
    else:
        x, y, z, w = (a.astype(np.float64) for a in (x, y, z, w))
        cat = np.concatenate
    outs = ([], [], [])
    for s in range(0, len(x), 1024):
        dx = x[None, :] - x[s:s + 1024, None]
        dy = y[None, :] - y[s:s + 1024, None]
        dz = z[None, :] - z[s:s + 1024, None]
        inv = 1 / (dx * dx + dy * dy + dz * dz + 1e-3) ** 1.5
        f = w[None, :] * inv
        for o, d in zip(outs, (dx, dy, dz)):
            o.append((d * f).sum(1))
    res = tuple(cat(o) for o in outs)
    return tuple(r.cpu().numpy() for r in res) if torch is not None else res


def nbody_cuda(T, S):
    n = T[0].shape[0]
    x, y, z, w = (tc(t) for t in T)
    ax, ay, az = (cp.empty_like(x) for _ in range(3))
    return lambda: (cuda("nbody")(*grid1(n), (x, y, z, w, ax, ay, az, np.int32(n))), (ax, ay, az))[1]


for nm in ("nbody", "nbody_loop", "nbody_sums"):
    idiom(nm, "program", nbody_make, nbody_ref, [("plain CUDA", nbody_cuda)],
          flops=lambda S: 20 * S["bodies"] ** 2)


def mandel_ref(h, w):
    h, w = int(h), int(w)
    if cp is not None:
        out = cp.empty((h, w), cp.int32)
        cuda("mandel")(((w + 255) // 256, h), (256,), (out, np.int64(h), np.int64(w)))
        return cp.asnumpy(out)
    cy, cx = np.meshgrid(-1.5 + 3 * np.arange(h, dtype=np.float32) / np.float32(h),
                         -2 + 3 * np.arange(w, dtype=np.float32) / np.float32(w), indexing="ij")
    x = np.zeros_like(cx)
    y = np.zeros_like(cx)
    k = np.zeros(cx.shape, np.int32)
    for _ in range(256):
        live = (x * x + y * y) < 4
        nx = np.where(live, x * x - y * y + cx, x)
        y = np.where(live, 2 * x * y + cy, y)
        x = nx
        k += live
    return k


def mandel_cuda(T, S):
    h = w = S["mandel"]
    out = cp.empty((h, w), cp.int32)
    return lambda: (cuda("mandel")(((w + 255) // 256, h), (256,), (out, np.int64(h), np.int64(w))), out)[1]


idiom("mandelbrot", "program", lambda rng, S: [np.int64(S["mandel"]), np.int64(S["mandel"])],
      mandel_ref, [("plain CUDA", mandel_cuda)], check="fraction:5e-3")


# ---------------------------------------------------------------------------
# perf19: new spellings (issue 16: cliffs on programs we have not written).


def lse_ref(x):
    x = x.astype(np.float64)
    m = x.max(1)
    return m + np.log(np.exp(x - m[:, None]).sum(1))


idiom("logsumexp_rows", "row-wise", rows, lse_ref,
      [("PyTorch logsumexp(1)", lambda T, S: lambda: torch.logsumexp(T[0], 1))],
      bytes_=lambda S: RC4(S) + 4 * S["rows"])


def xent_make(rng, S):
    return [4 * f32s(rng, S["rows"], S["cols"]), ints(rng, S["cols"], S["rows"])]


def xent_ref(x, lab):
    x = x.astype(np.float64)
    return np.mean(lse_ref(x) - x[np.arange(len(lab)), lab])


idiom("cross_entropy", "row-wise", xent_make, xent_ref,
      [("PyTorch cross_entropy", lambda T, S: lambda: torch.nn.functional.cross_entropy(T[0], T[1]))],
      bytes_=lambda S: RC4(S) + 8 * S["rows"])


def colmv_torch(T, S):
    def run():
        v, m = torch.var_mean(T[0], 0, correction=0)
        return m, v
    return run


idiom("col_mean_var", "reduction", rows,
      lambda x: (x.astype(np.float64).mean(0), x.astype(np.float64).var(0)),
      [("PyTorch var_mean(0)", colmv_torch)], bytes_=RC4)
idiom("top1_rows", "reduction", rows, lambda x: (x.max(1), np.argmax(x, 1).astype(np.int64)),
      [("PyTorch max(dim=1)", lambda T, S: lambda: tuple(torch.max(T[0], 1)))], bytes_=RC4)


def segi_make(rng, S):
    return [(rng.random(S["n"]) < 1 / 64).astype(np.int32), f32s(rng, S["n"])]


def segi_torch(T, S):
    flags, xs = T
    ar = torch.arange(xs.shape[0], device=xs.device)

    def run():
        start = torch.cummax(torch.where(flags != 0, ar, 0), 0).values
        c = torch.cumsum(xs, 0, dtype=torch.float64)
        return (c - c[start]).float() + xs[start]
    return run


idiom("segsum_flags", "scan", segi_make, lambda f, x: seg_ref(f != 0, x),
      [("PyTorch cummax+cumsum (f64)", segi_torch)], bytes_=lambda S: 12 * S["n"])
idiom("hist_f32_100k", "histogram", lambda rng, S: [ints(rng, 100000, S["n"]), f32s(rng, S["n"])],
      lambda i, w: np.bincount(i, weights=w, minlength=100000),
      [("PyTorch index_add_", lambda T, S: lambda: torch.zeros(100000, device="cuda").index_add_(0, T[0], T[1])),
       ("PyTorch bincount", lambda T, S: lambda: torch.bincount(T[0], weights=T[1], minlength=100000)),
       ("CuPy bincount", lambda T, S: lambda: cp.bincount(tc(T[0]), weights=tc(T[1]), minlength=100000))],
      bytes_=lambda S: 12 * S["n"])

# k-means on n/8 points of 8 coordinates, 16 centres.


def km_assign_make(rng, S):
    return [f32s(rng, S["n"] // 8, 8), f32s(rng, 16, 8)]


def km_assign_ref(p, c):
    p, c = p.astype(np.float64), c.astype(np.float64)
    d = (p * p).sum(1)[:, None] - 2 * p @ c.T + (c * c).sum(1)[None, :]
    return np.argmin(d, 1).astype(np.int32)


def km_assign_torch(T, S):
    p, c = T
    return lambda: ((c * c).sum(1)[None, :] - 2 * p @ c.T).argmin(1)


idiom("kmeans_assign", "program", km_assign_make, km_assign_ref,
      [("PyTorch |c|^2 - 2 p c^T, argmin", km_assign_torch)],
      bytes_=lambda S: 4 * S["n"] + S["n"] // 2, check="fraction:1e-4")


def km_update_make(rng, S):
    return [f32s(rng, S["n"] // 8, 8), ints(rng, 16, S["n"] // 8), f32s(rng, 16, 8)]


def km_update_ref(p, a, c):
    cnt = np.bincount(a, minlength=16)
    sums = np.stack([np.bincount(a, weights=p[:, j], minlength=16) for j in range(p.shape[1])], 1)
    return np.where(cnt[:, None] > 0, sums / np.maximum(cnt, 1)[:, None], c)


def km_update_torch(T, S):
    p, a, c = T

    def run():
        sums = torch.zeros_like(c).index_add_(0, a, p)
        cnt = torch.bincount(a, minlength=16)
        return torch.where(cnt[:, None] > 0, sums / cnt.clamp(min=1)[:, None], c)
    return run


idiom("kmeans_update", "program", km_update_make, km_update_ref,
      [("PyTorch index_add_ + bincount", km_update_torch)], bytes_=lambda S: 5 * S["n"])

# Convolutions.


def conv3x3_ref(g):
    g = g.astype(np.float64)
    w = {-1: 1, 0: 2, 1: 1}
    out = np.zeros_like(g)
    for di in (-1, 0, 1):
        r = clamp_shift(g, 0, di)
        for dj in (-1, 0, 1):
            out += w[di] * w[dj] * clamp_shift(r, 1, dj)
    return out / 16


def conv3x3_torch(T, S):
    w = torch.tensor([[1., 2., 1.], [2., 4., 2.], [1., 2., 1.]], device="cuda")[None, None] / 16
    F = torch.nn.functional
    return lambda: F.conv2d(F.pad(T[0][None, None], (1, 1, 1, 1), mode="replicate"), w)[0, 0]


def conv3x3_cuda(T, S):
    n, m = T[0].shape
    x = tc(T[0])
    y = cp.empty_like(x)
    return lambda: (cuda("conv3x3")(((m + 31) // 32, (n + 7) // 8), (32, 8),
                                    (x, y, np.int32(n), np.int32(m))), y)[1]


idiom("conv3x3", "stencil", lambda rng, S: [f32s(rng, S["grid2"], S["grid2"])], conv3x3_ref,
      [("cuDNN conv2d (replicate pad)", conv3x3_torch), ("plain CUDA", conv3x3_cuda)],
      bytes_=lambda S: 8 * S["grid2"] ** 2)
idiom("conv1d", "stencil", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, 7)],
      lambda x, w: np.correlate(x.astype(np.float64), w.astype(np.float64), "valid"),
      [("cuDNN conv1d", lambda T, S: lambda: torch.nn.functional.conv1d(T[0][None, None], T[1][None, None])[0, 0])],
      bytes_=lambda S: 2 * N4(S))

# Matrix-vector spellings.
idiom("matvec_transposed", "matrix product",
      lambda rng, S: [f32s(rng, S["rows"], S["cols"]), f32s(rng, S["rows"])],
      lambda a, v: a.T.astype(np.float64) @ v,
      [("cuBLAS gemv (torch.mv(a.t()))", lambda T, S: lambda: torch.mv(T[0].t(), T[1]))], bytes_=RC4)
idiom("row_dot", "matrix product", lambda rng, S: [f32s(rng, S["rows"], S["cols"]), f32s(rng, S["cols"])],
      lambda a, v: 0.5 * (a.astype(np.float64) @ v),
      [("cuBLAS gemv (0.5 * torch.mv)", lambda T, S: lambda: 0.5 * torch.mv(T[0], T[1])),
       ("cuBLAS gemv (torch.addmv alpha)", lambda T, S: lambda: torch.addmv(
           torch.zeros(T[0].shape[0], device="cuda"), T[0], T[1], beta=0, alpha=0.5))], bytes_=RC4)

# Sequential loops inside maps.


def horner_ref(x, c):
    x = x.astype(np.float64)
    acc = np.zeros_like(x)
    for cj in c.astype(np.float64):
        acc = acc * x + cj
    return acc


def horner_cuda(T, S):
    n = T[0].shape[0]
    x, c = tc(T[0]), tc(T[1])
    y = cp.empty_like(x)
    return lambda: (cuda("horner")(*grid1(n), (x, c, y, np.int64(n), np.int32(c.shape[0]))), y)[1]


idiom("horner", "row-wise", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, 16) - 0.5], horner_ref,
      [("plain CUDA", horner_cuda)], bytes_=lambda S: 2 * N4(S))


def ema_ref(x):
    x = x.astype(np.float64)
    s = x[:, 0].copy()
    for j in range(1, x.shape[1]):
        s = 0.9 * s + 0.1 * x[:, j]
    return s


def ema_cuda(T, S):
    n, m = T[0].shape
    x = tc(T[0])
    y = cp.empty(n, cp.float32)
    return lambda: (cuda("ema_rows")(*grid1(n, 128), (x, y, np.int32(n), np.int32(m))), y)[1]


idiom("ema_rows", "row-wise", rows, ema_ref, [("plain CUDA", ema_cuda)], bytes_=RC4)

# Scans.
idiom("scan_max_rows", "scan", rows, lambda x: np.maximum.accumulate(x, axis=1),
      [("PyTorch cummax(dim=1)", lambda T, S: lambda: torch.cummax(T[0], 1).values)],
      bytes_=lambda S: 2 * RC4(S))
idiom("scan_exclusive_concat", "scan", small_ints, lambda x: np.cumsum(x, dtype=np.int32) - x,
      [("PyTorch cumsum - x", lambda T, S: lambda: torch.cumsum(T[0], 0, dtype=torch.int32) - T[0]),
       ("PyTorch cat(0, cumsum[:-1])", lambda T, S: lambda: torch.cat(
           [torch.zeros(1, dtype=torch.int32, device="cuda"), torch.cumsum(T[0][:-1], 0, dtype=torch.int32)]))],
      bytes_=lambda S: 2 * N4(S))

# Reshapes and permutations.
idiom("flatten_map", "row-wise", rows,
      lambda x: (1 / (1 + np.exp(-x.astype(np.float64)))).sum(1),
      [("PyTorch sigmoid().sum(1)", lambda T, S: lambda: torch.sigmoid(T[0]).sum(1))], bytes_=RC4)


def scatter_inverse_torch(T, S):
    perm, xs = T
    ar = torch.arange(perm.shape[0], device="cuda")

    def run():
        inv = torch.empty_like(perm)
        inv[perm] = ar
        return xs[inv]
    return run


idiom("scatter_inverse", "layout", scatter_make, scatter_ref,
      [("PyTorch index_put + index", scatter_inverse_torch)], bytes_=lambda S: 16 * S["n"])


# ---------------------------------------------------------------------------
# perf29: more new spellings (issue 16: `while` loops and `foldr` along rows,
# vector reductions of computed rows, prelude helpers, tabulate, records).


def foldr_ref(x):
    x = x.astype(np.float64)
    acc = np.zeros(x.shape[0])
    for j in range(x.shape[1] - 1, -1, -1):
        acc = x[:, j] + 0.99 * acc
    return acc


def foldr_cuda(T, S):
    n, m = T[0].shape
    x = tc(T[0])
    y = cp.empty(n, cp.float32)
    return lambda: (cuda("foldr_rows")(*grid1(n, 128), (x, y, np.int32(n), np.int32(m))), y)[1]


def horner_rows_ref(c, x):
    c, x = c.astype(np.float64), x.astype(np.float64)
    acc = np.zeros(c.shape[0])
    for j in range(c.shape[1]):
        acc = acc * x + c[:, j]
    return acc


def horner_rows_cuda(T, S):
    n, m = T[0].shape
    c, x = tc(T[0]), tc(T[1])
    y = cp.empty(n, cp.float32)
    return lambda: (cuda("horner_rows")(*grid1(n, 128), (c, x, y, np.int32(n), np.int32(m))), y)[1]


def gather7_cuda(T, S):
    n = T[0].shape[0]
    x = tc(T[0])
    y = cp.empty_like(x)
    return lambda: (cuda("gather7")(*grid1(n), (x, y, np.int64(n))), y)[1]


idiom("ema_while", "row-wise", rows, ema_ref, [("plain CUDA", ema_cuda)], bytes_=RC4)
idiom("row_max_while", "row-wise", rows, lambda x: x.max(1),
      [("PyTorch amax(1)", lambda T, S: lambda: torch.amax(T[0], 1))], bytes_=RC4)
for nm in ("row_max_for", "row_max_reduce", "row_max"):
    idiom(nm, "row-wise", rows, lambda x: x.max(1),
          [("PyTorch amax(1)", lambda T, S: lambda: torch.amax(T[0], 1))], bytes_=RC4)
idiom("row_foldr", "row-wise", rows, foldr_ref, [("plain CUDA", foldr_cuda)], bytes_=RC4)
idiom("row_foldl", "row-wise", lambda rng, S: [f32s(rng, S["rows"], S["cols"]) - 0.5, f32s(rng, S["rows"])],
      horner_rows_ref, [("plain CUDA", horner_rows_cuda)], bytes_=RC4)
idiom("row_sums_loop", "row-wise", rows, lambda x: x.astype(np.float64).sum(1),
      [("PyTorch sum(1)", lambda T, S: lambda: T[0].sum(1))], bytes_=RC4)
idiom("sum_reduce_comm", "reduction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.dot(x.astype(np.float64), x),
      [("PyTorch dot", lambda T, S: lambda: torch.dot(T[0], T[0])),
       ("CuPy dot (cuBLAS)", lambda T, S: lambda: cp.dot(tc(T[0]), tc(T[0])))], bytes_=N4)
idiom("scan_minmax_record", "scan", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: (np.minimum.accumulate(x), np.maximum.accumulate(x)),
      [("PyTorch cummin + cummax", lambda T, S: lambda: (torch.cummin(T[0], 0).values, torch.cummax(T[0], 0).values))],
      bytes_=lambda S: 3 * N4(S))
idiom("saxpy_tabulate", "elementwise",
      lambda rng, S: [np.float32(2.5), f32s(rng, S["n"]), f32s(rng, S["n"])],
      lambda a, x, y: a * x.astype(np.float64) + y,
      [("PyTorch add(alpha)", lambda T, S: lambda: torch.add(T[1], T[0], alpha=2.5))],
      bytes_=lambda S: 3 * N4(S))
idiom("zip3_unzip3", "elementwise", lambda rng, S: [f32s(rng, S["n"]) for _ in range(3)],
      lambda x, y, z: (x + y, y * z, x - z),
      [("PyTorch three ops", lambda T, S: lambda: (T[0] + T[1], T[1] * T[2], T[0] - T[2]))],
      bytes_=lambda S: 6 * N4(S))
idiom("unflatten_row_sums", "row-wise",
      lambda rng, S: [np.int64(S["rows"]), np.int64(S["cols"]), f32s(rng, S["rows"] * S["cols"])],
      lambda n, m, x: x.astype(np.float64).reshape(int(n), int(m)).sum(1),
      [("PyTorch view().sum(1)", lambda T, S: lambda: T[0].view(S["rows"], S["cols"]).sum(1))], bytes_=RC4)
idiom("iota_gather", "layout", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: x[(np.arange(len(x)) * 7) % len(x)],
      [("plain CUDA", gather7_cuda)], bytes_=lambda S: 2 * N4(S))
idiom("stencil_rotate", "stencil", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: (np.roll(x.astype(np.float64), 1) + x + np.roll(x.astype(np.float64), -1)) / 3,
      [("PyTorch roll", lambda T, S: lambda: (torch.roll(T[0], 1) + T[0] + torch.roll(T[0], -1)) / 3)],
      bytes_=lambda S: 2 * N4(S))
idiom("concat_map", "layout", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, S["n"] // 2)],
      lambda x, y: 2 * np.concatenate([x, y]).astype(np.float64) + 1,
      [("PyTorch cat, 2x+1", lambda T, S: lambda: 2 * torch.cat([T[0], T[1]]) + 1)],
      bytes_=lambda S: 3 * N4(S))
idiom("reverse_add", "layout", lambda rng, S: [f32s(rng, S["n"])], lambda x: x + x[::-1],
      [("PyTorch x + flip", lambda T, S: lambda: T[0] + T[0].flip(0))], bytes_=lambda S: 2 * N4(S))
idiom("add_transposed", "layout", lambda rng, S: [f32s(rng, S["grid2"], S["grid2"]), f32s(rng, S["grid2"], S["grid2"])],
      lambda a, b: a + b.T,
      [("PyTorch a + b.t()", lambda T, S: lambda: T[0] + T[1].t())], bytes_=lambda S: 12 * S["grid2"] ** 2)
idiom("softmax_maximum", "row-wise", rows,
      lambda x: np.exp(x - x.max(1)[:, None]) / np.exp(x - x.max(1)[:, None]).sum(1)[:, None],
      [("PyTorch softmax(1)", lambda T, S: lambda: torch.softmax(T[0], 1))], bytes_=lambda S: 2 * RC4(S))
idiom("logsumexp_vec", "reduction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: lse_ref(x[None, :])[0],
      [("PyTorch logsumexp(0)", lambda T, S: lambda: torch.logsumexp(T[0], 0))], bytes_=N4)
idiom("cumprod", "scan", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.cumprod(np.where(x < 0.5, -1.0, 1.0)).astype(np.float32),
      [("PyTorch cumprod", lambda T, S: lambda: torch.cumprod(torch.where(T[0] < 0.5, -1.0, 1.0), 0))],
      bytes_=lambda S: 2 * N4(S))
idiom("matvec_tabulate", "matrix product", lambda rng, S: [f32s(rng, S["rows"], S["cols"]), f32s(rng, S["cols"])],
      lambda a, v: a.astype(np.float64) @ v,
      [("cuBLAS gemv (torch.mv)", lambda T, S: lambda: torch.mv(T[0], T[1]))], bytes_=RC4)
idiom("vecmat_rows", "matrix product", lambda rng, S: [f32s(rng, S["rows"], S["cols"]), f32s(rng, S["rows"])],
      lambda a, v: v.astype(np.float64) @ a,
      [("cuBLAS gemv (torch.mv(a.t()))", lambda T, S: lambda: torch.mv(T[0].t(), T[1]))], bytes_=RC4)
idiom("matmul_tabulate_2d", "matrix product", lambda rng, S: [f32s(rng, S["mm"], S["mm"]), f32s(rng, S["mm"], S["mm"])],
      mm_ref,
      [("cuBLAS sgemm (torch.matmul)", lambda T, S: lambda: torch.matmul(T[0], T[1]))],
      flops=lambda S: 2 * S["mm"] ** 3)
idiom("batched_matvec4", "matrix product",
      lambda rng, S: [f32s(rng, S["n"] // 16, 4, 4), f32s(rng, S["n"] // 16, 4)],
      lambda a, v: np.einsum("bij,bj->bi", a.astype(np.float64), v),
      [("PyTorch bmm", lambda T, S: lambda: torch.bmm(T[0], T[1][:, :, None])[:, :, 0])],
      bytes_=lambda S: 4 * (S["n"] // 16) * 24)
idiom("kmeans_assign_loop", "program", km_assign_make, km_assign_ref,
      [("PyTorch |c|^2 - 2 p c^T, argmin", km_assign_torch)],
      bytes_=lambda S: 4 * S["n"] + S["n"] // 2, check="fraction:1e-4")
for nm in ("compact_exclusive", "compact_concat", "compact_tabulate"):
    idiom(nm, "compaction", lambda rng, S: [f32s(rng, S["n"])], lambda x: x[x < 0.25],
          [("PyTorch x[x < 0.25]", lambda T, S: lambda: T[0][T[0] < 0.25])], bytes_=lambda S: N4(S) + N4(S) // 4)
idiom("hist_computed", "histogram", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.bincount(np.minimum(99, (x * 100).astype(np.int64)), minlength=100).astype(np.int32),
      [("PyTorch bincount", lambda T, S: lambda: torch.bincount(torch.clamp((T[0] * 100).long(), max=99), minlength=100))], bytes_=N4)
idiom("vjp_lsq", "program", lambda rng, S: [f32s(rng, S["n"]) for _ in range(3)],
      lambda w, x, y: 2 * (w.astype(np.float64) * x - y) * x,
      [("PyTorch 2 (w x - y) x", lambda T, S: lambda: 2 * (T[0] * T[1] - T[2]) * T[1])],
      bytes_=lambda S: 4 * N4(S))


# ---------------------------------------------------------------------------
# perf34: more new spellings (issue 16: programs we have not written): a
# `loop` for softmax's maximum, layer norm's moments in a record or one
# tuple reduction, bytes binned by `hist`, a running argmax by a tuple scan,
# `length (filter p xs)`, cosine similarities, an embedding lookup, `**`,
# `iterate`, `tabulate_2d` spellings of a transpose and an outer product.

idiom("softmax_loop_max", "row-wise", rows, softmax_ref,
      [("PyTorch softmax", lambda T, S: lambda: torch.softmax(T[0], 1))], bytes_=lambda S: 2 * RC4(S))
for nm in ("layernorm_record", "layernorm_onepass"):
    idiom(nm, "row-wise", rows, layernorm_ref,
          [("PyTorch layer_norm", lambda T, S: lambda: torch.nn.functional.layer_norm(T[0], (S["cols"],), eps=1e-5))],
          bytes_=lambda S: 2 * RC4(S))
idiom("hist_u8", "histogram", lambda rng, S: [rng.integers(0, 256, S["n"], dtype=np.uint8)],
      lambda x: np.bincount(x, minlength=256).astype(np.int32),
      [("PyTorch bincount", lambda T, S: lambda: torch.bincount(T[0], minlength=256)),
       ("CuPy bincount", lambda T, S: lambda: cp.bincount(tc(T[0]), minlength=256))],
      bytes_=lambda S: S["n"])


def scan_argmax_ref(x):
    run = np.maximum.accumulate(x)
    prev = np.concatenate([[np.finfo(np.float32).min], run[:-1]])
    new = x > prev
    idx = np.maximum.accumulate(np.where(new, np.arange(len(x)), 0)).astype(np.int64)
    return (run, idx)


# Normal values: uniform f32 values repeat (2^24 of them in [0, 1)), and
# cummax's index of a tie is the last one, the program's the first: one
# tie with the running maximum moved half the indices.
idiom("scan_argmax", "scan", lambda rng, S: [rng.standard_normal(S["n"], dtype=np.float32)], scan_argmax_ref,
      [("PyTorch cummax", lambda T, S: lambda: tuple(torch.cummax(T[0], 0)))],
      bytes_=lambda S: 4 * N4(S))
idiom("count_filter", "compaction", lambda rng, S: [f32s(rng, S["n"])],
      lambda x: np.int64(np.count_nonzero(x > 0.5)),
      [("PyTorch count_nonzero", lambda T, S: lambda: torch.count_nonzero(T[0] > 0.5)),
       ("CuPy count_nonzero", lambda T, S: lambda: cp.count_nonzero(tc(T[0]) > 0.5))], bytes_=N4)


def cosine_rows_ref(a, b):
    a, b = a.astype(np.float64), b.astype(np.float64)
    return (a * b).sum(1) / np.sqrt((a * a).sum(1) * (b * b).sum(1))


def two_rows(rng, S):
    return [f32s(rng, S["rows"], S["cols"]) - 0.5, f32s(rng, S["rows"], S["cols"]) - 0.5]


idiom("cosine_rows", "row-wise", two_rows, cosine_rows_ref,
      [("PyTorch cosine_similarity(dim=1)",
        lambda T, S: lambda: torch.nn.functional.cosine_similarity(T[0], T[1], dim=1))],
      bytes_=lambda S: 2 * RC4(S))
idiom("batched_dot", "row-wise", two_rows, lambda a, b: (a.astype(np.float64) * b).sum(1),
      [("PyTorch (a * b).sum(1)", lambda T, S: lambda: (T[0] * T[1]).sum(1)),
       ("PyTorch einsum ij,ij->i", lambda T, S: lambda: torch.einsum("ij,ij->i", T[0], T[1]))],
      bytes_=lambda S: 2 * RC4(S))


def cosine_pairs_ref(x):
    if torch is not None:
        u = torch.from_numpy(x).cuda().double()
        u = u / u.norm(dim=1, keepdim=True)
        return (u @ u.T).cpu().numpy()
    u = x.astype(np.float64)
    u = u / np.sqrt((u * u).sum(1, keepdims=True))
    return u @ u.T


def cosine_pairs_torch(T, S):
    F = torch.nn.functional
    return lambda: (lambda u: u @ u.T)(F.normalize(T[0], dim=1))


idiom("cosine_pairs", "matrix product", lambda rng, S: [f32s(rng, *S["emb"]) - 0.5], cosine_pairs_ref,
      [("PyTorch normalize, u @ u.T (cuBLAS)", cosine_pairs_torch)],
      flops=lambda S: 2 * S["emb"][0] ** 2 * S["emb"][1])


def embedding_make(rng, S):
    return [f32s(rng, S["rows"], 128), ints(rng, S["rows"], S["n"] // 128)]


idiom("embedding_gather", "layout", embedding_make, lambda t, i: t[i],
      [("PyTorch embedding", lambda T, S: lambda: torch.nn.functional.embedding(T[1], T[0])),
       ("PyTorch index_select", lambda T, S: lambda: torch.index_select(T[0], 0, T[1]))],
      bytes_=lambda S: 8 * (S["n"] // 128) * 128 + 8 * (S["n"] // 128))
idiom("row_norm_pow", "row-wise", rows, lambda x: np.sqrt((x.astype(np.float64) ** 2).sum(1)),
      [("PyTorch vector_norm(dim=1)", lambda T, S: lambda: torch.linalg.vector_norm(T[0], dim=1))],
      bytes_=RC4)
idiom("mse_loss", "reduction", lambda rng, S: [f32s(rng, S["n"]), f32s(rng, S["n"])],
      lambda x, y: ((x.astype(np.float64) - y) ** 2).mean(),
      [("PyTorch mse_loss", lambda T, S: lambda: torch.nn.functional.mse_loss(T[0], T[1]))],
      bytes_=lambda S: 2 * N4(S))
idiom("stencil_iterate", "stencil", lambda rng, S: [f32s(rng, S["n"])], stencil1_ref,
      [("plain CUDA", stencil1_cuda)], bytes_=lambda S: 10 * 2 * N4(S))
idiom("transpose_tabulate", "layout", rows, lambda x: x.T.copy(),
      [("PyTorch t().contiguous()", lambda T, S: lambda: T[0].t().contiguous()),
       ("CuPy ascontiguousarray(x.T)", lambda T, S: lambda: cp.ascontiguousarray(tc(T[0]).T))],
      bytes_=lambda S: 2 * RC4(S))
idiom("col_max_reduce", "reduction", rows, lambda x: x.max(0),
      [("PyTorch amax(0)", lambda T, S: lambda: torch.amax(T[0], 0)),
       ("CuPy max(axis=0)", lambda T, S: lambda: cp.max(tc(T[0]), axis=0))], bytes_=RC4)
idiom("outer_tabulate", "matrix product", lambda rng, S: [f32s(rng, S["rows"]), f32s(rng, S["cols"])],
      lambda x, y: np.outer(x, y),
      [("PyTorch outer", lambda T, S: lambda: torch.outer(T[0], T[1])),
       ("CuPy outer", lambda T, S: lambda: cp.outer(tc(T[0]), tc(T[1])))], bytes_=RC4)


# ---------------------------------------------------------------------------
# Running.


def compare(got, want, check):
    got = got if isinstance(got, (list, tuple)) else [got]
    want = want if isinstance(want, tuple) else (want,)
    if len(got) != len(want):
        return False, f"{len(got)} results instead of {len(want)}"
    for k, (g, w) in enumerate(zip(got, want)):
        w = np.asarray(w)
        g = np.asarray(g)
        if g.size != w.size:
            return False, f"result {k}: {g.size} elements instead of {w.size}"
        if w.dtype.kind == "f":
            g = g.astype(np.float64).reshape(w.shape)
            w = w.astype(np.float64)
        else:
            g = g.reshape(w.shape)
        if check and check.startswith("fraction:"):
            frac = float(np.mean(g != w))
            if frac > float(check.split(":")[1]):
                return False, f"result {k}: {frac:.2e} of the elements differ"
            continue
        if w.dtype.kind == "f":
            # Relative to the result's scale (float32 sums of many terms).
            ok, why = close(g.astype(np.float32), w)
            if not ok:
                err = np.linalg.norm(g - w) / max(np.linalg.norm(w), 1e-30)
                if not (err < 1e-4 and np.isfinite(g).all()):
                    return False, f"result {k}: {why} (relative norm error {err:.1e})"
        else:
            ok, why = close(g, w)
            if not ok:
                return False, f"result {k}: {why}"
    return True, ""


def to_numpy(r):
    if isinstance(r, (tuple, list)):
        out = []
        for x in r:
            out.extend(to_numpy(x))
        return out
    if torch is not None and isinstance(r, torch.Tensor):
        return [r.cpu().numpy()]
    if cp is not None and isinstance(r, cp.ndarray):
        return [cp.asnumpy(r)]
    return [np.asarray(r)]


def median_event_us(fn, runs=30, budget_s=1.5):
    fn()
    torch.cuda.synchronize()
    ts = []
    t_end = time.time() + budget_s
    for k in range(runs):
        s = torch.cuda.Event(enable_timing=True)
        e = torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        ts.append(s.elapsed_time(e) * 1000.0)
        if time.time() > t_end and k >= 4:
            break
    return float(np.median(ts))


def compile_one(runic, fut, exe, profile):
    cmd = [runic, fut, "-o", exe] + (["--device-profile", profile] if profile else [])
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True)
    return p.returncode, (p.stdout + p.stderr)[-2000:], time.time() - t0


def run_runic(exe, inp, outp, tfile, runs, platform):
    cmd = [exe, "-b", "-r", str(runs + 1), "-T", tfile] + (["-p", platform] if platform else [])
    with open(inp, "rb") as fi, open(outp, "wb") as fo:
        p = subprocess.run(cmd, stdin=fi, stdout=fo, stderr=subprocess.PIPE, text=True, timeout=300)
    if p.returncode != 0:
        raise RuntimeError(f"exit {p.returncode}: {p.stderr[-1500:]}")
    rows = [list(map(float, ln.split())) for ln in open(tfile) if ln.strip()]
    rows = rows[1:] if len(rows) > 1 else rows
    dev = [r[2] for r in rows]
    whole = [r[1] for r in rows]
    return float(np.median(dev)), float(np.median(whole)), len(rows)


def main():
    global torch, cp
    ap = argparse.ArgumentParser()
    ap.add_argument("--runic", required=True)
    ap.add_argument("--scale", default="large", choices=list(SIZES))
    ap.add_argument("--only", default="")
    ap.add_argument("--cpu", action="store_true", help="PoCL rehearsal: no libraries, small inputs")
    ap.add_argument("--json", default=None)
    ap.add_argument("--work", default="/dev/shm/idioms" if os.path.isdir("/dev/shm") else "/tmp/idioms")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", action="store_true",
                    help="keep each idiom's input (NAME.in) and runic's output (NAME.out) in --work")
    ap.add_argument("--profile", default=None, help="runic --device-profile (--cpu: e.g. nvidia-h100)")
    args = ap.parse_args()
    if args.cpu:
        args.scale = "small"
    S = SIZES[args.scale]
    platform = None if args.cpu else "NVIDIA"
    profile = args.profile
    if not args.cpu:
        import torch as _torch
        import cupy as _cp
        torch, cp = _torch, _cp
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
    names = [n for n in IDIOMS if not args.only or n in args.only.split(",")]
    os.makedirs(args.work, exist_ok=True)
    runic = os.path.abspath(args.runic)
    t_start = time.time()

    # Compile every program, in parallel.
    compiled = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futs = {n: pool.submit(compile_one, runic, os.path.join(HERE, n + ".fut"),
                               os.path.join(args.work, n), profile) for n in names}
        for n, f in futs.items():
            rc, log, secs = f.result()
            compiled[n] = (rc == 0, log, secs)
            if rc != 0:
                print(f"idioms: {n}: compile failed:\n{log}", file=sys.stderr)
    print(f"idioms: compiled {sum(c[0] for c in compiled.values())}/{len(names)} "
          f"after {time.time() - t_start:.0f}s", file=sys.stderr)

    results = {"scale": args.scale, "sizes": S, "idioms": {}}
    if not args.cpu:
        results["device"] = torch.cuda.get_device_name()
        # The copy rate: the best of the medians of three rounds of 1 GiB
        # device-to-device copies (PyTorch and CuPy; one round's median
        # moved by 10% between runs).
        a = torch.empty(1 << 28, device="cuda")
        b = torch.empty_like(a)
        a.uniform_()
        rates = []
        for _ in range(3):
            rates.append(2 * a.numel() * 4 / median_event_us(lambda: b.copy_(a), runs=30) / 1e3)
            ca, cb = tc(a), tc(b)
            rates.append(2 * a.numel() * 4 / median_event_us(lambda: cb.__setitem__(Ellipsis, ca), runs=30) / 1e3)
        results["copy_gbs"] = max(rates)
        results["copy_gbs_all"] = rates
        del a, b, ca, cb
        x = torch.rand(8192, 8192, device="cuda")
        us = median_event_us(lambda: torch.matmul(x, x), runs=10)
        results["sgemm_gflops"] = 2 * 8192 ** 3 / us / 1e3
        del x
        torch.cuda.empty_cache()
        print(f"idioms: copy {results['copy_gbs']:.0f} GB/s, sgemm {results['sgemm_gflops']:.0f} GFLOP/s",
              file=sys.stderr)

    for n in names:
        idm = IDIOMS[n]
        r = {"group": idm.group}
        results["idioms"][n] = r
        t0 = time.time()
        try:
            rng = np.random.default_rng(zlib.crc32(n.encode()))
            vals = idm.make(rng, S)
            inp = os.path.join(args.work, n + ".in")
            outp = os.path.join(args.work, n + ".out")
            write_values(inp, vals)
            want = idm.ref(*vals)
            if idm.bytes:
                r["bytes"] = idm.bytes(S)
            if idm.flops:
                r["flops"] = idm.flops(S)
            if compiled[n][0]:
                runs = (idm.runs or S["runs"]) if not args.cpu else 2
                dev_us, whole_us, k = run_runic(os.path.join(args.work, n), inp, outp,
                                                os.path.join(args.work, n + ".t"), runs, platform)
                r.update(runic_us=dev_us, runic_whole_us=whole_us, runic_runs=k)
                ok, why = compare(read_values(outp), want, idm.check)
                r["check"] = ok
                if not ok:
                    r["check_error"] = why
            else:
                r["error"] = "compile: " + compiled[n][1][-500:]
            if not args.cpu:
                T = [torch.from_numpy(np.ascontiguousarray(v)).cuda() for v in vals
                     if isinstance(v, np.ndarray) and v.ndim > 0]
                libs = {}
                for label, build in idm.libs:
                    try:
                        fn = build(T, S)
                        got = to_numpy(fn())
                        ok, why = compare(got, want, idm.check)
                        libs[label] = {"us": median_event_us(fn), "check": ok}
                        if not ok:
                            libs[label]["check_error"] = why
                    except Exception as e:  # noqa: BLE001
                        libs[label] = {"error": f"{type(e).__name__}: {e}"[:300]}
                r["libs"] = libs
                good = [(v["us"], k) for k, v in libs.items() if "us" in v and v.get("check")]
                if good:
                    r["ref_us"], r["ref"] = min(good)
                del T
                torch.cuda.empty_cache()
            for p in (inp, outp):
                if os.path.exists(p) and not args.keep:
                    os.remove(p)
        except Exception as e:  # noqa: BLE001
            r["error"] = f"{type(e).__name__}: {e}"[:1500]
            traceback.print_exc()
        r["secs"] = time.time() - t0
        line = f"{n:18s} runic {r.get('runic_us', float('nan')):10.1f} us  check {r.get('check')}"
        if "ref_us" in r:
            line += f"  ref {r['ref_us']:10.1f} us ({r['ref']})  ratio {r['ref_us'] / r['runic_us']:.2f}" \
                if r.get("runic_us") else ""
        if "error" in r or r.get("check_error"):
            line += "  " + (r.get("error") or r.get("check_error"))[:200]
        print(line, flush=True)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(results, f, indent=1, default=float)
    print(f"idioms: finished after {time.time() - t_start:.0f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
