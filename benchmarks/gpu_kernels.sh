#!/bin/bash
# GPU benchmark of runic's kernels against cuBLAS (through CuPy), for the
# lent NVIDIA machine: compiles benchmarks/gpu_kernels/*.fut with
# --device-profile nvidia-h100, runs each with `-p NVIDIA -r 50 -t FILE` on
# 16M/128M floats (gemv 4096^2 and 8192x16384, gemm 1024^2/4096^2), checks dot against
# NumPy, and prints a table (runic us: host time per run, the harness's -t;
# kernels us: the kernels' own time per run from -P profiling events) (ratio = cuBLAS time / runic time; >= 1 means
# runic is as fast or faster).
#   usage: benchmarks/gpu_kernels.sh [RUNIC]     (default build-search/runic)
set -u
RUNIC=${1:-build-search/runic}
D=${BENCH_DIR:-/tmp/gpu_kernels}
B=$(dirname "$0")/gpu_kernels
mkdir -p "$D"
export PYTHONUNBUFFERED=1
python3 "$B/bench.py" gen "$D" || exit 1
for p in dot asum scal gemv gemm; do
  "$RUNIC" --device-profile nvidia-h100 "$B/$p.fut" -o "$D/$p" || echo "compile $p failed"
done
"$RUNIC" --device-profile nvidia-h100 --explain "$B/dot.fut" -o "$D/dot" | head -3
for c in dot_16M dot_128M asum_16M asum_128M scal_16M scal_128M gemv_4096 gemv_8k16k gemm_1024 gemm_4096; do
  p=${c%%_*}
  timeout 120 "$D/$p" -p NVIDIA -P -r 51 -t "$D/$c.times" < "$D/$c.in" > "$D/$c.out" 2> "$D/$c.err" ||
    { echo "$c failed:"; head -5 "$D/$c.err"; rm -f "$D/$c.times"; }
done
python3 "$B/bench.py" table "$D"
