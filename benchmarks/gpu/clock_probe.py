#!/usr/bin/env python3
"""The CUDA side of gpu/clock_probe.c: CUDA events around an empty
one-thread kernel, around it plus a 4-byte copy to pinned host memory, and
around cuBLAS's dot of 16M floats (cupy.cublas.dot, as references.py calls
it), without and with its result copied to pinned host memory (median of
201 runs, us)."""
import cupy as cp
from cupy import cublas
import numpy as np

empty = cp.RawKernel(r'''extern "C" __global__ void k(const float *x, float *r) { if (threadIdx.x == 0) r[0] = x[0] + 1.0f; }''', "k")
x = cp.ones(16 << 20, dtype=cp.float32)
y = cp.ones(16 << 20, dtype=cp.float32)
r = cp.zeros(1, dtype=cp.float32)
pinned = cp.cuda.alloc_pinned_memory(4)
host = np.frombuffer(pinned, dtype=np.float32, count=1)


def med(f):
    a, b = cp.cuda.Event(), cp.cuda.Event()
    ts = []
    for i in range(206):
        a.record()
        f()
        b.record()
        b.synchronize()
        if i >= 5:
            ts.append(cp.cuda.get_elapsed_time(a, b) * 1000.0)
    return float(np.median(ts))


print("CUDA events, median us")
print("  empty kernel          %7.1f" % med(lambda: empty((1,), (1,), (x, r))))
print("  empty kernel + read   %7.1f" % med(lambda: (empty((1,), (1,), (x, r)), r[:1].get(out=host, blocking=False))))
print("  cuBLAS dot 16M        %7.1f" % med(lambda: cublas.dot(x, y)))
print("  cuBLAS dot 16M + read %7.1f" % med(lambda: cublas.dot(x, y).reshape(1).get(out=host, blocking=False)))
