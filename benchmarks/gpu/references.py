#!/usr/bin/env python3
"""GPU references for the benchmark suite, measured with CuPy on the same
device as runic's code (shared/DESIGN.md, "Performance method"):

- cuBLAS through CuPy for scal, asum, dot, gemv and gemm, on the same data
  files as the benchmarks' large datasets (benchmarks/data/*.in);
- the device-to-device copy bandwidth (read + write bytes per second), the
  memory limit against which bandwidth-bound benchmarks are judged;
- the sgemm rate of the largest gemm as the arithmetic limit.

Each time is the median of 50 runs after a warm-up, by CUDA events.
Writes JSON: {"references": {"benchmarks/scal.fut": {"data/scal-16M.in": us}},
              "copy_gbs": G, "sgemm_gflops": F, "device": NAME}

Usage: references.py --data benchmarks/data --json OUT.json
"""
import argparse
import json
import os
import struct
import sys

import numpy as np
import cupy as cp
from cupy import cublas

TYPES = {b" f32": np.float32, b" f64": np.float64, b" i32": np.int32, b" i64": np.int64}


def read_values(path):
    """Reads the binary values of a Futhark data file."""
    out = []
    with open(path, "rb") as f:
        data = f.read()
    pos = 0
    while pos < len(data):
        if data[pos:pos + 1].isspace():
            pos += 1
            continue
        assert data[pos:pos + 2] == b"b\x02", f"{path}: not binary data"
        rank = data[pos + 2]
        ty = TYPES[data[pos + 3:pos + 7]]
        dims = struct.unpack_from("<" + "q" * rank, data, pos + 7)
        pos += 7 + 8 * rank
        n = int(np.prod(dims)) if rank else 1
        a = np.frombuffer(data, dtype=ty, count=n, offset=pos).reshape(dims)
        pos += n * np.dtype(ty).itemsize
        out.append(a)
    return out


def time_us(fn, runs=50):
    fn()
    cp.cuda.Device().synchronize()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    ts = []
    for _ in range(runs):
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        ts.append(cp.cuda.get_elapsed_time(start, stop) * 1000.0)
    return float(np.median(ts))


def check(name, got, want):
    got = cp.asnumpy(got).astype(np.float64).ravel()
    want = np.asarray(want, dtype=np.float64).ravel()
    if not np.allclose(got, want, rtol=2e-3, atol=1e-4):
        print(f"references.py: {name}: cuBLAS result differs from the expected output",
              file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True)
    ap.add_argument("--json", required=True)
    ap.add_argument("--prefix", default="benchmarks/")
    args = ap.parse_args()
    refs = {}

    def dataset(prog, ds):
        path = os.path.join(args.data, ds + ".in")
        if not os.path.exists(path):
            return None
        return [cp.asarray(v) for v in read_values(path)], read_values(os.path.join(args.data, ds + ".out"))

    def put(prog, ds, us):
        refs.setdefault(f"{args.prefix}{prog}.fut", {})[f"data/{ds}.in"] = us
        print(f"references.py: {prog} {ds}: {us:.1f} us", file=sys.stderr)

    for ds in ["scal-16M", "scal-128M"]:
        d = dataset("scal", ds)
        if d:
            (a, x), (want,) = d
            y = x.copy()
            check(ds, a * x, want)
            put("scal", ds, time_us(lambda: cublas.scal(a, y)))
    for ds in ["asum-16M", "asum-128M"]:
        d = dataset("asum", ds)
        if d:
            (x,), (want,) = d
            check(ds, cublas.asum(x), want)
            put("asum", ds, time_us(lambda: cublas.asum(x)))
    for ds in ["dot-16M", "dot-128M"]:
        d = dataset("dot", ds)
        if d:
            (x, y), (want,) = d
            check(ds, cublas.dot(x, y), want)
            put("dot", ds, time_us(lambda: cublas.dot(x, y)))
    for ds in ["gemv-4096", "gemv-8192x16384"]:
        d = dataset("gemv", ds)
        if d:
            (a, x, y, alpha, beta), (want,) = d
            al, be = float(alpha), float(beta)
            check(ds, cublas.gemv("N", al, a, x, be, y.copy()), want)
            yy = y.copy()
            put("gemv", ds, time_us(lambda: cublas.gemv("N", al, a, x, be, yy)))
    sgemm_gflops = None
    for ds in ["gemm-1024", "gemm-4096"]:
        d = dataset("gemm", ds)
        if d:
            (a, b), (want,) = d
            check(ds, cp.matmul(a, b), want)
            us = time_us(lambda: cp.matmul(a, b))
            put("gemm", ds, us)
            n = a.shape[0]
            sgemm_gflops = 2.0 * n * a.shape[1] * b.shape[1] / us * 1e-3

    # Device-to-device copy bandwidth: 256 MiB, read + write.
    src = cp.random.random(64 * 1024 * 1024, dtype=cp.float32)
    dst = cp.empty_like(src)
    us = time_us(lambda: dst.__setitem__(slice(None), src))
    copy_gbs = 2 * src.nbytes / us * 1e-3
    print(f"references.py: copy {copy_gbs:.0f} GB/s", file=sys.stderr)
    name = cp.cuda.runtime.getDeviceProperties(0)["name"]
    name = name.decode() if isinstance(name, bytes) else name
    with open(args.json, "w") as f:
        json.dump({"references": refs, "copy_gbs": copy_gbs, "sgemm_gflops": sgemm_gflops,
                   "device": name}, f, indent=1)


if __name__ == "__main__":
    main()
