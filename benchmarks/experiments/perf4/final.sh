#!/usr/bin/env bash
# perf4's final call: argmax unroll variants, then the changed idioms with
# main's build and the branch's, each against the references.
set -uo pipefail
B=$(cd "$(dirname "$0")" && pwd); OUTDIR=${OUT:-/tmp/perf4out}; mkdir -p $OUTDIR
RUNS=21 $B/diag.sh "$B/runic-main $B/runic-new $B/runic-u4 $B/runic-u8" "argmax.fut" 2>&1 | grep -v "kernel  \|total\|peak"
ONLY=nonzero_indices,filter_f32,partition_f32,radix_sort,scan_i32,scan_exclusive,scan_max_f32,scan_tuple,scan_segmented,argmax,sum_f32,dot
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUTDIR/idioms.log 2>&1
for v in main new; do
  timeout 250 python3 benchmarks/idioms/idioms.py --runic $B/runic-$v --only $ONLY --json $OUTDIR/$v.json --work /dev/shm/idioms-$v \
    2>>$OUTDIR/idioms.log > $OUTDIR/$v.txt
done
paste -d'|' <(cut -c1-70 $OUTDIR/main.txt) <(cut -c1-70 $OUTDIR/new.txt) | tail -15
tail -3 $OUTDIR/idioms.log
