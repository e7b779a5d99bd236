#!/usr/bin/env bash
# perf8 call 2 (call 1 ran past its limit with its output buffered): the
# same measurements, each run under its own timeout, printed as they come;
# median device time (-T, third column) of 11 runs.
#   run2.sh DIR   (DIR: the .c files NAME-main.c / NAME-new.c)
set -uo pipefail
DIR=$(realpath $1); W=/dev/shm/p8; mkdir -p $W; OUTDIR=${OUT:-/tmp/p8out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
put('sort', b" u32", g.integers(0, 2**32, 16777216, dtype=np.uint32))
put('hist256', b" u32", g.integers(0, 2**32, (65536, 256), dtype=np.uint32))
for m in (256, 4096):
    put('scan%d' % m, b" i32", g.integers(-100, 100, (16777216 // m, m), dtype=np.int32))
P
ts data
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
ts compiled
echo "main_rowgroup0=1" > $W/rg1.tuning; echo "main_rowgroup0=0" > $W/rg0.tuning
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
run scan4096-main scan_rows-main scan4096
run scan4096-new scan_rows-new scan4096
run scan256-main scan_rows-main scan256
run scan256-rg1 scan_rows-new scan256 --tuning $W/rg1.tuning
for v in radix_sort_4bit-main radix_sort_4bit-new; do
  echo "== $v"; timeout 20 $W/$v -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -14 | cut -c1-100
done 2>&1 | tee $OUTDIR/prof.txt
run sort4hist-main radix_sort_4bit_hist-main sort
run sort4hist-new radix_sort_4bit_hist-new sort
ts done
