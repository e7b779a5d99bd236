#!/usr/bin/env bash
# perf8 call 1: main's build against the branch's on the row-group idioms
# (C compiled here from runic's output for the nvidia-h100 profile):
# median device time (-T, third column) of 21 runs, two rounds; outputs
# compared between the builds; -P kernel tables of the sorts.
#   run1.sh DIR   (DIR: the .c files NAME-main.c / NAME-new.c)
set -uo pipefail
DIR=$(realpath $1); W=/dev/shm/p8; mkdir -p $W; OUTDIR=${OUT:-/tmp/p8out}; mkdir -p $OUTDIR
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
put('sort', b" u32", g.integers(0, 2**32, 16777216, dtype=np.uint32))
put('hist256', b" u32", g.integers(0, 2**32, (65536, 256), dtype=np.uint32))
for m in (256, 1024, 4096):
    put('scan%d' % m, b" i32", g.integers(-100, 100, (16777216 // m, m), dtype=np.int32))
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm || echo "$v: compile failed"; done
echo "main_rowgroup0=1" > $W/rg1.tuning; echo "main_rowgroup0=0" > $W/rg0.tuning
run() {  # label exe input [extra args]
  local l=$1 e=$2 i=$3; shift 3
  $W/$e -b -r 21 -T $W/$l.t -p NVIDIA "$@" < $W/$i.in > $W/$l.out 2>$W/$l.err || { echo "$l: failed: $(tail -2 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  echo "$l $med us $(md5sum < $W/$l.out | cut -c1-8)"
}
for r in 1 2; do
  for b in main new; do
    run sort4-$b radix_sort_4bit-$b sort
    run sort4hist-$b radix_sort_4bit_hist-$b sort
    run hist256-$b hist_rows-$b hist256
    for m in 256 1024 4096; do run scan$m-$b scan_rows-$b scan$m; done
  done
  for m in 256 1024 4096; do run scan$m-new-rg1 scan_rows-new scan$m --tuning $W/rg1.tuning; run scan$m-new-rg0 scan_rows-new scan$m --tuning $W/rg0.tuning; done
done 2>&1 | sed "s/^/round: /" | tee $OUTDIR/times.txt
for v in radix_sort_4bit-main radix_sort_4bit-new radix_sort_4bit_hist-new; do
  echo "== $v"; $W/$v -b -r 3 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -16
done > $OUTDIR/prof.txt 2>&1
cat $OUTDIR/prof.txt | cut -c1-110
