#!/usr/bin/env python3
"""perf17: what limits the outer product's 8192x4096 f32 output on the GPU?

Plain CUDA kernels through cupy.RawKernel, each writing out[i, j] = x[i] * y[j]
with a different store shape, timed with CUDA events (median of 30 after
warm-up), each output checked against NumPy; with torch.outer and a plain
fill of the same buffer for reference.  Prints a table of microseconds and
GB/s (output bytes over time).

    python3 outer_stores.py [--rows 8192] [--cols 4096]
"""
import argparse

import cupy as cp
import numpy as np

SRC = r"""
extern "C" __global__ void scalar2d(float *o, const float *x, const float *y, long n, long m) {
  long j = blockIdx.x * 32L + threadIdx.x, i = blockIdx.y * 8L + threadIdx.y;
  if (i < n && j < m) o[i * m + j] = x[i] * y[j];
}
extern "C" __global__ void flat1d(float *o, const float *x, const float *y, int n, int m) {
  int t = blockIdx.x * blockDim.x + threadIdx.x, T = gridDim.x * blockDim.x;
  for (int k = 0; k < 8; ++k) {
    int f = t + k * T;
    if (f < n * m) { int i = f / m, j = f - i * m; o[f] = x[i] * y[j]; }
  }
}
extern "C" __global__ void vec4(float *o, const float *x, const float *y, long n, long m) {
  long j = (blockIdx.x * 32L + threadIdx.x) * 4, i = blockIdx.y * 8L + threadIdx.y;
  if (i < n && j < m) {
    float a = x[i];
    float4 b = *(const float4 *)(y + j);
    *(float4 *)(o + i * m + j) = make_float4(a * b.x, a * b.y, a * b.z, a * b.w);
  }
}
extern "C" __global__ void rows4(float *o, const float *x, const float *y, long n, long m) {
  long j = blockIdx.x * 32L + threadIdx.x, i0 = blockIdx.y * 8L + threadIdx.y, S = gridDim.y * 8L;
  if (j >= m) return;
  float b = y[j];
  for (int k = 0; k < 4; ++k) {
    long i = i0 + k * S;
    if (i < n) o[i * m + j] = x[i] * b;
  }
}
extern "C" __global__ void vec4rows4(float *o, const float *x, const float *y, long n, long m) {
  long j = (blockIdx.x * 32L + threadIdx.x) * 4, i0 = blockIdx.y * 8L + threadIdx.y, S = gridDim.y * 8L;
  if (j >= m) return;
  float4 b = *(const float4 *)(y + j);
  for (int k = 0; k < 4; ++k) {
    long i = i0 + k * S;
    if (i < n) { float a = x[i]; *(float4 *)(o + i * m + j) = make_float4(a * b.x, a * b.y, a * b.z, a * b.w); }
  }
}
extern "C" __global__ void fill(float *o, long total) {
  long t = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (t < total) o[t] = 1.0f;
}
extern "C" __global__ void fill4(float4 *o, long total4) {
  long t = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (t < total4) o[t] = make_float4(1.0f, 1.0f, 1.0f, 1.0f);
}
"""


def time_it(f, reps=30):
    for _ in range(3):
        f()
    cp.cuda.Device().synchronize()
    ts = []
    for _ in range(reps):
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record()
        f()
        b.record()
        b.synchronize()
        ts.append(cp.cuda.get_elapsed_time(a, b) * 1000.0)
    return float(np.median(ts))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=8192)
    ap.add_argument("--cols", type=int, default=4096)
    a = ap.parse_args()
    n, m = a.rows, a.cols
    mod = cp.RawModule(code=SRC)
    rng = np.random.default_rng(17)
    xh, yh = rng.random(n, dtype=np.float32), rng.random(m, dtype=np.float32)
    x, y = cp.asarray(xh), cp.asarray(yh)
    o = cp.empty((n, m), dtype=cp.float32)
    ref = np.outer(xh, yh)
    N, M = np.int64(n), np.int64(m)
    k = {name: mod.get_function(name) for name in ["scalar2d", "flat1d", "vec4", "rows4", "vec4rows4", "fill", "fill4"]}
    flat_threads = (n * m + 7) // 8
    runs = {
        "scalar 2-D (32x8, a thread an element)": lambda: k["scalar2d"](((m + 31) // 32, (n + 7) // 8), (32, 8), (o, x, y, N, M)),
        "flat 1-D, 8 elements a thread (strided), int div": lambda: k["flat1d"](((flat_threads + 255) // 256,), (256,), (o, x, y, np.int32(n), np.int32(m))),
        "float4 stores (32x8 of 4 columns)": lambda: k["vec4"](((m // 4 + 31) // 32, (n + 7) // 8), (32, 8), (o, x, y, N, M)),
        "4 rows a thread (strided rows)": lambda: k["rows4"](((m + 31) // 32, (n + 31) // 32), (32, 8), (o, x, y, N, M)),
        "float4 stores, 4 rows a thread": lambda: k["vec4rows4"](((m // 4 + 31) // 32, (n + 31) // 32), (32, 8), (o, x, y, N, M)),
    }
    try:
        import torch
        xt, yt = torch.as_tensor(xh, device="cuda"), torch.as_tensor(yh, device="cuda")
        runs["torch.outer"] = lambda: torch.outer(xt, yt)
    except Exception as e:  # noqa: BLE001
        print("no torch:", e)
    rows = []
    for name, f in runs.items():
        o.fill(cp.nan)
        f()
        cp.cuda.Device().synchronize()
        if name == "torch.outer":
            got = runs[name]().cpu().numpy()
        else:
            got = cp.asnumpy(o)
        err = float(np.linalg.norm(got - ref) / np.linalg.norm(ref))
        t = time_it(f)
        rows.append((name, t, n * m * 4 / t / 1e3, "ok" if err < 1e-6 else f"BAD {err:.2e}"))
    total = np.int64(n * m)
    t = time_it(lambda: k["fill"](((n * m + 255) // 256,), (256,), (o, total)))
    rows.append(("fill 1.0 (a thread a float)", t, n * m * 4 / t / 1e3, "-"))
    t = time_it(lambda: k["fill4"](((n * m // 4 + 255) // 256,), (256,), (o, total // 4)))
    rows.append(("fill 1.0 (a thread a float4)", t, n * m * 4 / t / 1e3, "-"))
    src = cp.ones(n * m, dtype=cp.float32)
    dst = cp.empty_like(src)
    t = time_it(lambda: dst.__setitem__(slice(None), src))
    rows.append(("device copy (bytes read + written)", t, 2 * n * m * 4 / t / 1e3, "-"))
    print(f"outer product {n}x{m} f32 (output {n * m * 4 / 2**20:.0f} MiB)")
    print(f"{'kernel':52s} {'us':>9s} {'GB/s':>8s}  check")
    for name, t, bw, ok in rows:
        print(f"{name:52s} {t:9.1f} {bw:8.0f}  {ok}")


if __name__ == "__main__":
    main()
