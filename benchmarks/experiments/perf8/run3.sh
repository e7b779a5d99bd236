#!/usr/bin/env bash
# perf8 call 3: the row-group thresholds fixed (bodies with a hist or a
# loop at any row length); median device time (-T) of 11 runs, main's
# build and the branch's; -P tables of the 4-bit sorts.
#   run3.sh DIR
set -uo pipefail
DIR=$(realpath $1); W=/dev/shm/p8; mkdir -p $W; OUTDIR=${OUT:-/tmp/p8out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
put('sort', b" u32", g.integers(0, 2**32, 16777216, dtype=np.uint32))
put('hist256', b" u32", g.integers(0, 2**32, (65536, 256), dtype=np.uint32))
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
ts compiled
run() {  # label exe input [extra args]
  local l=$1 e=$2 i=$3; shift 3
  timeout 25 $W/$e -b -r 11 -T $W/$l.t -p NVIDIA "$@" < $W/$i.in > $W/$l.out 2>$W/$l.err || { ts "$l: failed rc=$? $(tail -c 300 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  ts "$l $med us $(md5sum < $W/$l.out | cut -c1-8)" | tee -a $OUTDIR/times.txt
}
run sort4-main radix_sort_4bit-main sort
run sort4-new radix_sort_4bit-new sort
run hist256-main hist_rows-main hist256
run hist256-new hist_rows-new hist256
echo "== radix_sort_4bit-new"; timeout 20 $W/radix_sort_4bit-new -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -14 | cut -c1-90
echo "== radix_sort_4bit_hist-main (1 run)"; timeout 30 $W/radix_sort_4bit_hist-main -b -r 1 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -16 | cut -c1-90
ts done
