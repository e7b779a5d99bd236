#!/usr/bin/env bash
# Everything the GPU machine is needed for, in one device call (< 10 min):
#   1. the whole suite: run_gpu.sh (RESULTS.md, ratios.svg, JSON) on the GPU;
#   2. `runic autotune` of a few benchmarks on the large datasets that step 1
#      generated (it prints the model's and the tuned times);
#   3. the derivations chosen for the GPU and for PoCL (--explain), to show
#      that the two profiles get different kernels and why.
#   usage: benchmarks/gpu_session.sh RUNIC      (results under $OUT)
set -u
RUNIC=$(realpath "${1:-.search-bin/runic}")
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
START=$(date +%s)
"$HERE/run_gpu.sh" --runic "$RUNIC" > "$OUTDIR/run_gpu.log" 2>&1
echo "gpu_session: suite done after $(( $(date +%s) - START ))s" >&2
tail -45 "$OUTDIR/run_gpu.log"

cd "$(dirname "$HERE")"
{
  for p in dot asum gemv; do
    left=$(( 560 - ($(date +%s) - START) ))
    [ "$left" -lt 90 ] && { echo "autotune: skipping $p (time)"; continue; }
    timeout $(( left - 60 )) "$RUNIC" autotune "benchmarks/$p.fut" --size large -p NVIDIA --budget 0.5 2>&1 | grep -E '^autotune' || true
    [ -f "benchmarks/$p.fut.tuning" ] && cat "benchmarks/$p.fut.tuning"
  done
} > "$OUTDIR/autotune.txt" 2>&1
cat "$OUTDIR/autotune.txt"

{
  for prof in nvidia-h100 pocl-cpu; do
    for p in dot scal gemm; do
      echo "== $p with --device-profile $prof"
      "$RUNIC" --device-profile "$prof" --explain "benchmarks/$p.fut" -o "/tmp/explain-$p" 2>&1 | grep -E '^kernel|search|rule|tile|coarsen|elems' | head -12
    done
  done
} > "$OUTDIR/derivations.txt" 2>&1
echo "gpu_session: finished after $(( $(date +%s) - START ))s" >&2
