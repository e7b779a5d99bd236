#!/usr/bin/env bash
# Run-to-run spread of the small reductions (issue 5): each compiler's dot
# and asum at 16M in several processes, 201 runs each; prints the 10th,
# 50th and 90th percentiles of host and device time per process, then
# cuBLAS the same way (three rounds in one process).
#   usage: benchmarks/gpu_noise.sh [PROCESSES]   (.search-bin/runic-* compilers)
B=benchmarks/gpu_kernels; D=/tmp/ns; mkdir -p $D
K=${1:-6}
python3 $B/bench.py gen $D dot_16M asum_16M > /dev/null
VS=$(for r in .search-bin/runic-*; do v=${r##*/runic-}; echo $v; done)
for v in $VS; do for p in dot asum; do .search-bin/runic-$v --device-profile nvidia-h100 $B/$p.fut -o $D/$p-$v; done; done
for c in dot_16M asum_16M; do p=${c%%_*}
  for k in $(seq $K); do for v in $VS; do
    $D/$p-$v -p NVIDIA -e main -r 201 -T $D/$v.$c.$k.T < $D/$c.in > /dev/null
  done; done
done
python3 - $D <<'P'
import glob, sys, numpy as np
for f in sorted(glob.glob(sys.argv[1] + "/*.T")):
    a = np.loadtxt(f)[1:]
    print("%-22s host p10/50/90 %6.1f %6.1f %6.1f   device %6.1f %6.1f %6.1f" % (
        f.split("/")[-1], *np.percentile(a[:, 1], [10, 50, 90]), *np.percentile(a[:, 2], [10, 50, 90])))
import cupy as cp, time
from cupy import cublas
for c in ("dot", "asum"):
    r = np.random.default_rng(1); x = cp.asarray(r.random(1 << 24, np.float32)); y = cp.asarray(r.random(1 << 24, np.float32))
    f = (lambda: cublas.dot(x, y)) if c == "dot" else (lambda: cublas.asum(x))
    for k in range(3):
        ev, ho = [], []
        for i in range(201):
            s, e = cp.cuda.Event(), cp.cuda.Event(); s.record(); f(); e.record(); e.synchronize()
            ev.append(cp.cuda.get_elapsed_time(s, e) * 1e3)
        for i in range(201):
            t0 = time.perf_counter(); float(f()); ho.append((time.perf_counter() - t0) * 1e6)
        print("cuBLAS %-4s round %d   events p10/50/90 %6.1f %6.1f %6.1f   host+result %6.1f %6.1f %6.1f" % (
            c, k, *np.percentile(ev, [10, 50, 90]), *np.percentile(ho, [10, 50, 90])))
P
