#!/usr/bin/env bash
# Where host time goes (issue 5), in one device call:
#   1. benchmarks/gpu/overhead.c: launch, wait and read costs of the OpenCL
#      driver alone (a scal kernel and an empty one);
#   2. runic's dot, asum, scal and gemv at the small sizes, run the way
#      `runic bench` runs them, with -T (time until the entry returned, and
#      in all) and with -P (kernel time);
#   3. cuBLAS through CuPy timed three ways: CUDA events, host clock around
#      call + synchronize, host clock with the result on the host.
#   usage: benchmarks/gpu_overhead.sh RUNIC [CASE...]     (results under $OUT)
set -u
RUNIC=$(realpath "${1:-.search-bin/runic}"); shift
CASES=${*:-dot_16M asum_16M scal_16M gemv_4096}
B=benchmarks/gpu_kernels
D=/tmp/ovh; mkdir -p "$D"
OUTDIR=${OUT:-/tmp/ovh-out}; mkdir -p "$OUTDIR"
cc -O2 benchmarks/gpu/overhead.c -lOpenCL -o "$D/ov" && "$D/ov" 16777216 > "$OUTDIR/overhead.txt" 2>&1
cat "$OUTDIR/overhead.txt"
python3 $B/bench.py gen "$D" $CASES || exit 1
for c in $CASES; do
  p=${c%%_*}
  [ -x "$D/$p" ] || "$RUNIC" --device-profile nvidia-h100 "$B/$p.fut" -o "$D/$p" || { echo "compile $p failed"; continue; }
  timeout 60 "$D/$p" -p NVIDIA -b -e main -r 51 -T "$D/$c.split" < "$D/$c.in" > /dev/null || echo "$c failed"
  timeout 60 "$D/$p" -p NVIDIA -b -e main -P -r 51 -t "$D/$c.P" < "$D/$c.in" > /dev/null 2> "$D/$c.err" || echo "$c -P failed"
  cp "$D/$c.split" "$D/$c.err" "$OUTDIR/" 2>/dev/null
done
python3 $B/bench.py overhead "$D" | tee "$OUTDIR/overhead-table.txt"
