#!/usr/bin/env bash
# perf10 call 2: the rank loop on groups of 32, 64, 128 and 256 threads
# histogram words with 1 or 8 copies) on the 4-bit sort and the 1-bit
# sort; median device time (-T, third column) of 11 runs, md5 of the
# outputs, -P kernel tables.
#   run1.sh DIR   (DIR: the generated C files NAME-VARIANT.c)
set -uo pipefail
DIR=$(realpath $1); W=/dev/shm/p10; mkdir -p $W; OUTDIR=${OUT:-/tmp/p10out}; mkdir -p $OUTDIR
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
nvidia-smi --query-gpu=name --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + b"".join(struct.pack("<q", d) for d in a.shape) + a.tobytes())
put('sort', b" u32", g.integers(0, 2**32, 16777216, dtype=np.uint32))
P
for c in $DIR/*.c; do v=$(basename $c .c); cc -O2 -w $c -o $W/$v -lOpenCL -lm & done; wait
ts compiled
run() {  # label exe input
  local l=$1 e=$2 i=$3; shift 3
  timeout 40 $W/$e -b -r 11 -T $W/$l.t -p NVIDIA "$@" < $W/$i.in > $W/$l.out 2>$W/$l.err || { ts "$l: failed rc=$? $(tail -c 300 $W/$l.err)"; return; }
  med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$l.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
  ts "$l $med us $(md5sum < $W/$l.out | cut -c1-8)" | tee -a $OUTDIR/times.txt
}
for v in main g32 g64 g128 g256 main; do run sort4-$v radix_sort_4bit-$v sort; done
python3 -c "
import numpy as np
x=np.fromfile('$W/sort.in',dtype=np.uint32,offset=3+4+8)
np.sort(x).tofile('$W/ref.bin')" 
for f in sort4-main sort4-g32 sort4-g64 sort4-g128 sort4-g256; do tail -c 67108864 $W/$f.out | cmp -s - $W/ref.bin && echo "$f sorted" || echo "$f NOT SORTED"; done
for v in g64 g128; do echo "== radix_sort_4bit-$v -P"; timeout 20 $W/radix_sort_4bit-$v -b -r 2 -P -p NVIDIA < $W/sort.in 2>&1 >/dev/null | grep -v '^\s*$' | head -12 | cut -c1-100; done
cp $W/*.t $OUTDIR/ 2>/dev/null
ts done
