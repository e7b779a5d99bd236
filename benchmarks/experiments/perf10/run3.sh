#!/usr/bin/env bash
# perf10 call 3 (final build): main's build against the branch's on the
# 4-bit sort and the block-sort spelling (rank loops on groups of 32,
# histogram words), the 1-bit spellings (unchanged C) for the record, then
# the branch's test folders on the card's own OpenCL.
#   run3.sh DIR RUNIC TESTDIR...
set -uo pipefail
DIR=$(realpath $1); RUNIC=$(realpath $2); shift 2
W=/dev/shm/p10; mkdir -p $W; OUTDIR=${OUT:-/tmp/p10out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
x = g.integers(0, 2**32, 16777216, dtype=np.uint32)
put('sort', b" u32", x)
np.sort(x).tofile(w + '/ref.bin')
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
ts compiled
run() {  # label exe input [args]
  local l=$1 e=$2 i=$3; shift 3
  timeout 60 $W/$e -b -r 11 -T $W/$l.t -p NVIDIA "$@" < $W/$i.in > $W/$l.out 2>$W/$l.err || { ts "$l: failed rc=$? $(tail -c 300 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  s=$(tail -c 67108864 $W/$l.out | cmp -s - $W/ref.bin && echo sorted || echo NOT-SORTED)
  ts "$l $med us $s" | tee -a $OUTDIR/times.txt
}
for v in main new main new; do run sort4-$v radix_sort_4bit-$v sort; done
for v in main new; do run blocks2-$v radix_spellings-$v sort; done
run sort1-main radix_sort-main sort
for e in onehot_scan scan_flags by_partition by_filter; do run $e-new radix_spellings-new sort -e $e; done
echo "== radix_sort_4bit-new -P"; timeout 20 $W/radix_sort_4bit-new -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -12 | cut -c1-100
echo "== blocks2-new -P"; timeout 20 $W/radix_spellings-new -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -12 | cut -c1-100
timeout 170 $RUNIC test --backend=opencl -j "$(nproc)" "$@" > $OUTDIR/tests.log 2>&1
echo "runic test exit $?"; grep -E "^FAIL|passed" $OUTDIR/tests.log | tail -12
ts done
