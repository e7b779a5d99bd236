#!/usr/bin/env bash
# perf9 call 1: main's build against the branch's (flat segmented scan,
# run-time choice) on few long and many short segments; median device
# time (-T, third column) of the runs after the first; outputs compared
# by md5 between the builds; forced variants through tuning files.
#   run1.sh DIR   (DIR: NAME-main.c / NAME-new.c from build.sh)
set -uo pipefail
DIR=$(realpath $1); W=/dev/shm/p9; mkdir -p $W; OUTDIR=${OUT:-/tmp/p9out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
put('r16', b" i32", g.integers(-100, 100, (16, 1 << 22), dtype=np.int32))
put('r4', b" i32", g.integers(-100, 100, (4, 1 << 23), dtype=np.int32))
put('r512', b" i32", g.integers(-100, 100, (512, 1 << 16), dtype=np.int32))
put('s4', b" i32", g.integers(-100, 100, (1 << 22, 4), dtype=np.int32))
put('s16', b" i32", g.integers(-100, 100, (1 << 20, 16), dtype=np.int32))
put('v16', b" i32", g.integers(0, 2, (1 << 22, 16), dtype=np.int32))
put('sort16M', b" u32", g.integers(0, 2**32, 1 << 24, dtype=np.uint32))
put('sort1M', b" u32", g.integers(0, 2**32, 1 << 20, dtype=np.uint32))
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
echo "main_segscan0=1" > $W/flat.tuning; echo "main_segscan0=0" > $W/seq.tuning
ts ready
run() {  # label exe input runs [extra args]
  local l=$1 e=$2 i=$3 r=$4; shift 4
  timeout 40 $W/$e -b -r $r -T $W/$l.t -p NVIDIA "$@" < $W/$i.in > $W/$l.out 2>$W/$l.err || { ts "$l: failed rc=$? $(tail -c 300 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  ts "$l $med us $(md5sum < $W/$l.out | cut -c1-8)" | tee -a $OUTDIR/times.txt
}
run rows16x4M-main scan_rows-main r16 3
run rows16x4M-new scan_rows-new r16 11
run rows4x8M-main scan_rows-main r4 3
run rows4x8M-new scan_rows-new r4 11
run rows512x64K-main scan_rows-main r512 5
run rows512x64K-new scan_rows-new r512 11
run rows4Mx4-main scan_rows-main s4 11
run rows4Mx4-new scan_rows-new s4 11
run rows4Mx4-new-flat scan_rows-new s4 11 --tuning $W/flat.tuning
run rows1Mx16-main scan_rows-main s16 11
run rows1Mx16-new scan_rows-new s16 11
run rows1Mx16-new-seq scan_rows-new s16 11 --tuning $W/seq.tuning
run vectors4Mx16-main scan_vectors-main v16 3
run vectors4Mx16-new scan_vectors-new v16 11
run columns4Mx16-main scan_columns-main v16 3
run columns4Mx16-new scan_columns-new v16 11
run sort4hist1M-main radix_sort_4bit_hist-main sort1M 2
run sort4hist1M-new radix_sort_4bit_hist-new sort1M 11
run sort4hist16M-new radix_sort_4bit_hist-new sort16M 11
echo "== radix_sort_4bit_hist-new 16M -P"; timeout 20 $W/radix_sort_4bit_hist-new -b -r 2 -P -p NVIDIA < $W/sort16M.in 2>&1 >/dev/null | grep -v '^\s*$' | head -16 | cut -c1-100
echo "== scan_vectors-new -P"; timeout 20 $W/scan_vectors-new -b -r 2 -P -p NVIDIA < $W/v16.in 2>&1 >/dev/null | grep -v '^\s*$' | head -10 | cut -c1-100
ts done
