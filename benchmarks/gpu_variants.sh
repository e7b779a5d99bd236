#!/usr/bin/env bash
# The derivations the search ranks first, second and third for the memory-
# bound reductions, measured head to head on the GPU (one device call):
# each program is compiled with --variants 3 and run with a tuning file
# that picks variant K of its first kernel, in several processes (the
# variants alternating), 201 runs each; medians of host and device time.
#   usage: benchmarks/gpu_variants.sh RUNIC [PROCESSES]
set -u
RUNIC=$(realpath "${1:-.search-bin/runic}")
K=${2:-4}
B=benchmarks/gpu_kernels; D=/tmp/gv; mkdir -p $D
CASES="dot_16M dot_128M asum_16M asum_128M"
python3 $B/bench.py gen $D $CASES > /dev/null
for p in dot asum; do
  "$RUNIC" --device-profile nvidia-h100 --variants 3 --explain $B/$p.fut -o $D/$p 2>&1 | grep -m1 "variant"
  for v in 0 1 2; do echo "main_k0=$v" > $D/$p.$v.tuning; done
done
for c in $CASES; do p=${c%%_*}
  for k in $(seq $K); do for v in 0 1 2; do
    $D/$p -p NVIDIA -e main -r 201 --tuning $D/$p.$v.tuning -T $D/$c.v$v.$k.T < $D/$c.in > /dev/null || echo "$c v$v failed"
  done; done
done
python3 - $D $CASES <<'P'
import sys, glob, numpy as np
d = sys.argv[1]
for c in sys.argv[2:]:
    for v in range(3):
        fs = sorted(glob.glob("%s/%s.v%d.*.T" % (d, c, v)))
        meds = [np.median(np.loadtxt(f)[1:], axis=0) for f in fs]
        print("%-10s variant %d  host medians %s  device medians %s" % (
            c, v, " ".join("%.1f" % m[1] for m in meds), " ".join("%.1f" % m[2] for m in meds)))
P
