#!/usr/bin/env bash
# Issue 16's idiom suite on the GPU machine, in one call of about six
# minutes: every program of benchmarks/idioms/ compiled by RUNIC, run on its
# large input, checked, and timed against PyTorch, CuPy and plain CUDA
# kernels in the same run (idioms.py).  Results under $OUT: idioms.json,
# idioms.txt (the table as it ran), idioms.log; then
# `benchmarks/idioms/report.py $OUT/idioms.json` here writes IDIOMS.md.
#
#   benchmarks/idioms/gpu_idioms.sh RUNIC [--only a,b]
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
RUNIC=$(realpath "${1:-$HERE/../../build/runic}")
shift || true
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv >"$OUTDIR/idioms.log" 2>&1
timeout 540 python3 "$HERE/idioms.py" --runic "$RUNIC" --json "$OUTDIR/idioms.json" "$@" \
  2>>"$OUTDIR/idioms.log" | tee "$OUTDIR/idioms.txt"
tail -3 "$OUTDIR/idioms.log"
