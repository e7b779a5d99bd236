#!/usr/bin/env bash
# perf13 call 2: as call 1 (idioms.py, main's runic and the branch's, the
# six scan idioms), with the branch's selects for the row literal; then
# radix_sort_4bit_hist compiled here to C (c/rs-main.c: main; c/rs-new46.c:
# the branch, W=128 K=4; c/rs-new24.c: RUNIC_SCAN_LOCAL_KB=24, W=64 K=4)
# on 32M random u32 keys: median -T of 6 runs after the first, md5 of the
# outputs, and the kernels of a run (-P).
#   run2.sh DIR   (from the repository root; DIR: runic, runic-main, c/)
set -uo pipefail
DIR=$(realpath "$1"); OUTDIR=${OUT:-/tmp/p13out}; mkdir -p "$OUTDIR"; W=/dev/shm/p13; mkdir -p $W
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader
for c in $DIR/c/*.c; do cc -O2 -w $c -o $W/$(basename $c .c) -lOpenCL -lm & done
python3 - "$W" <<'P'
import sys, numpy as np, struct
a = np.random.default_rng(13).integers(0, 2**32, 1 << 25, dtype=np.uint64).astype(np.uint32)
open(sys.argv[1] + '/k32M.in', 'wb').write(b"b\x02\x01 u32" + struct.pack("<q", a.size) + a.tobytes())
P
wait
ONLY=radix_sort_4bit_hist,scan_vectors,scan_columns,scan_rows_few,scan_tuple,scan_records
export PYTHONUNBUFFERED=1
for v in main new; do
  R=$DIR/runic; [ $v = main ] && R=$DIR/runic-main
  ts "idioms.py ($v)"
  timeout 200 python3 benchmarks/idioms/idioms.py --runic "$R" --work /dev/shm/id-$v --json "$OUTDIR/idioms-$v.json" \
    --only $ONLY 2>"$OUTDIR/idioms-$v.log" > "$OUTDIR/idioms-$v.txt"
  tail -1 "$OUTDIR/idioms-$v.log"
done
for e in rs-main rs-new46 rs-new24; do
  r=7; [ $e = rs-main ] && r=3
  timeout 60 $W/$e -b -r $r -T $W/$e.t -p NVIDIA < $W/k32M.in > $W/$e.out 2>$W/$e.err || { ts "$e failed $(tail -c 300 $W/$e.err)"; continue; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$e.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  ts "$e 32M: $med us md5 $(md5sum < $W/$e.out | cut -c1-8)" | tee -a $OUTDIR/times.txt
  timeout 30 $W/$e -b -r 2 -P -p NVIDIA < $W/k32M.in 2>&1 >/dev/null | grep -v '^\s*$' | head -14 | cut -c1-110 > "$OUTDIR/profile-$e.txt"
done
for e in rs-main rs-new46; do echo "== -P $e"; cat $OUTDIR/profile-$e.txt; done
for v in main new; do echo "== $v"; grep -E "radix|scan_" "$OUTDIR/idioms-$v.txt" | cut -c1-150; done
ts done
