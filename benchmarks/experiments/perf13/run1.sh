#!/usr/bin/env bash
# perf13 call 1: main's runic and the branch's on the six scan idioms
# (idioms.py, 20 runs each, checked against NumPy), then the kernels of a
# pass of radix_sort_4bit_hist with each (-P).
#   run1.sh DIR   (DIR: runic, runic-main; run from the repository root)
set -uo pipefail
DIR=$(realpath "$1"); OUTDIR=${OUT:-/tmp/p13out}; mkdir -p "$OUTDIR"
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
ONLY=radix_sort_4bit_hist,scan_vectors,scan_columns,scan_rows_few,scan_tuple,scan_records
export PYTHONUNBUFFERED=1
for v in main new; do
  R=$DIR/runic; [ $v = main ] && R=$DIR/runic-main
  ts "idioms.py ($v)"
  timeout 200 python3 benchmarks/idioms/idioms.py --runic "$R" --work /dev/shm/id-$v --json "$OUTDIR/idioms-$v.json" \
    --only $ONLY 2>"$OUTDIR/idioms-$v.log" > "$OUTDIR/idioms-$v.txt"
  tail -2 "$OUTDIR/idioms-$v.log"
done
for v in main new; do
  echo "== radix_sort_4bit_hist ($v) -P"
  timeout 30 /dev/shm/id-$v/radix_sort_4bit_hist -b -r 2 -P -p NVIDIA < /dev/shm/id-$v/radix_sort_4bit_hist.in 2>&1 >/dev/null \
    | grep -v '^\s*$' | head -14 | cut -c1-110 | tee "$OUTDIR/profile-$v.txt"
done
for v in main new; do echo "== $v"; grep -E "radix|scan_" "$OUTDIR/idioms-$v.txt" | cut -c1-150; done
ts done
