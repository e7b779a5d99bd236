#!/usr/bin/env bash
# perf12 call 1: main's build against the branch's (partition counts kept
# on the device, the rejected part appended by rn_copy_tail) on the 1-bit
# radix sort, partition_f32 and filter_f32 (C made on the workstation for
# the nvidia-h100 profile, in DIR as NAME-main.c / NAME-new.c), then the
# branch's partition tests on the card's own OpenCL.
#   run1.sh DIR RUNIC TESTDIR...
set -uo pipefail
DIR=$(realpath $1); RUNIC=$(realpath $2); shift 2
W=/dev/shm/p12; mkdir -p $W; OUTDIR=${OUT:-/tmp/p12out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
x = g.integers(0, 2**32, 16777216, dtype=np.uint32)
put('sort', b" u32", x)
np.sort(x).tofile(w + '/sort.ref')
f = g.random(33554432, dtype=np.float32)
put('f32', b" f32", f)
np.concatenate([f[f < 0.25], f[~(f < 0.25)]]).tofile(w + '/part.ref')
f[f > 0.5].tofile(w + '/filt.ref')
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
ts compiled
run() {  # label exe input ref
  local l=$1 e=$2 i=$3 r=$4
  timeout 60 $W/$e -b -r 21 -T $W/$l.t -p NVIDIA < $W/$i.in > $W/$l.out 2>$W/$l.err || { ts "$l: failed rc=$? $(tail -c 300 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  sz=$(stat -c %s $W/$r.ref)
  s=$(tail -c $sz $W/$l.out | cmp -s - $W/$r.ref && echo ok || echo WRONG)
  ts "$l $med us $s" | tee -a $OUTDIR/times.txt
}
for round in 1 2; do
  for v in main new; do run sort1-$v radix_sort-$v sort sort; done
  for v in main new; do run part-$v partition_f32-$v f32 part; done
  for v in main new; do run filt-$v filter_f32-$v f32 filt; done
done
for v in main new; do
  echo "== radix_sort-$v -P"; timeout 20 $W/radix_sort-$v -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -8 | cut -c1-110
done
if [ $# -gt 0 ]; then
  timeout 150 $RUNIC test --backend=opencl -j "$(nproc)" "$@" > $OUTDIR/tests.log 2>&1
  echo "runic test exit $?"; grep -E "^FAIL|passed" $OUTDIR/tests.log | tail -12
fi
ts done
