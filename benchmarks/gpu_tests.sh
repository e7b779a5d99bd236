#!/usr/bin/env bash
# Test folders on the GPU machine's own OpenCL platform (the first GPU),
# in one device call: `runic test --backend=opencl` with the device's
# profile chosen at compile time ('auto'), then the listed idioms timed
# against the references (idioms.py).  Results under $OUT: tests.log,
# idioms.txt/json.
#   benchmarks/gpu_tests.sh RUNIC "DIR DIR ..." [IDIOM,IDIOM,...]
set -uo pipefail
RUNIC=$(realpath "$1")
DIRS=$2
IDIOMS=${3:-}
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name --format=csv,noheader > "$OUTDIR/tests.log" 2>&1
# shellcheck disable=SC2086
timeout 420 "$RUNIC" test --backend=opencl -j "$(nproc)" $DIRS >> "$OUTDIR/tests.log" 2>&1
echo "runic test exit: $?" >> "$OUTDIR/tests.log"
grep -E "^FAIL|passed" "$OUTDIR/tests.log" | tail -40
if [ -n "$IDIOMS" ]; then
  timeout 150 python3 "$HERE/idioms/idioms.py" --runic "$RUNIC" --only "$IDIOMS" \
    --json "$OUTDIR/idioms.json" 2> "$OUTDIR/idioms.log" | tee "$OUTDIR/idioms.txt" | tail -12
fi
