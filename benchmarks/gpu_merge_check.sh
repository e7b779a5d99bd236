#!/usr/bin/env bash
# After merging branches: one device call that runs the changed test
# folders on the card's own OpenCL, times the listed idioms against their
# references, and compares two builds on benchmark programs (large data).
#   benchmarks/gpu_merge_check.sh OLD_RUNIC NEW_RUNIC "TESTS..." IDIOM,IDIOM PROG...
# Results under $OUT: tests.log, idioms.txt/json, ab/ (gpu_ab_programs.sh).
set -uo pipefail
OLD=$(realpath "$1"); NEW=$(realpath "$2"); TESTS=$3; IDIOMS=$4; shift 4
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
START=$(date +%s)
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv > "$OUTDIR/tests.log" 2>&1
# shellcheck disable=SC2086
timeout 200 "$NEW" test --backend=opencl -j "$(nproc)" $TESTS >> "$OUTDIR/tests.log" 2>&1
echo "runic test exit: $? after $(( $(date +%s) - START )) s" >> "$OUTDIR/tests.log"
grep -E "^FAIL|passed|exit" "$OUTDIR/tests.log" | tail -30
timeout 170 python3 "$HERE/idioms/idioms.py" --runic "$NEW" --only "$IDIOMS" \
  --json "$OUTDIR/idioms.json" 2> "$OUTDIR/idioms.log" | tee "$OUTDIR/idioms.txt" | tail -30
echo "idioms done after $(( $(date +%s) - START )) s"
if [ $# -gt 0 ]; then
  OUT=$OUTDIR/ab timeout 150 "$HERE/gpu_ab_programs.sh" "$OLD" "$NEW" "$@" 2>&1 | tail -20
fi
echo "all done after $(( $(date +%s) - START )) s"
