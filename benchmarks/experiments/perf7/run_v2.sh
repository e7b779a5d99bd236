#!/usr/bin/env bash
# perf7: times the hand-made variants DIR/*.c (variants.py) on the GPU
# machine: scani32 on 32M i32, filterf32/partitionf32 on 32M f32,
# radixsort on 16M u32; median device time (-T) of 21 runs, 2 rounds
# interleaved; outputs compared with each program's base; then one -P
# kernel profile of some; ptxas -v of the base kernels.
#   run_v.sh DIR
set -uo pipefail
DIR=$1; W=/dev/shm/p7; mkdir -p $W; OUTDIR=${OUT:-/tmp/p7out}; mkdir -p $OUTDIR
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02\x01" + tag + struct.pack("<q", a.size) + a.tobytes())
put('scani32', b" i32", g.integers(-100, 100, 33554432, dtype=np.int32))
a = g.random(33554432, dtype=np.float32)
put('filterf32', b" f32", a); put('partitionf32', b" f32", a)
put('radixsort', b" u32", g.integers(0, 2**32, 16777216, dtype=np.uint32))
P
for c in "$DIR"/*.c; do v=$(basename "$c" .c); cc -O2 -w "$c" -o "$W/$v" -lOpenCL -lm || echo "$v: compile failed"; done
for r in 1 2; do
  for c in "$DIR"/*.c; do
    v=$(basename "$c" .c); p=${v%%_*}
    "$W/$v" -b -r 21 -T "$W/$v.t" -p NVIDIA < "$W/$p.in" > "$W/$v.out" 2>"$W/$v.err" || { echo "$v: failed: $(tail -2 $W/$v.err)"; continue; }
    med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$v.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
    same=$(cmp -s "$W/$v.out" "$W/${p}_base.out" && echo same || echo DIFFERENT)
    echo "round $r $v $med us $same"
  done
done | tee $OUTDIR/times.txt
for c in "$DIR"/*.c; do
  v=$(basename "$c" .c); p=${v%%_*}
  echo "== $v"; "$W/$v" -b -r 3 -P -p NVIDIA < "$W/$p.in" 2>&1 >/dev/null | grep -v '^\s*$' | head -12
done > $OUTDIR/prof.txt 2>&1
export PATH=$PATH:/usr/local/cuda/bin
for p in filterf32_base filterf32_new radixsort_base radixsort_new; do
  rm -rf $W/cache; XDG_CACHE_HOME=$W/cache "$W/$p" -b -p NVIDIA < "$W/${p%%_*}.in" > /dev/null 2>&1
  for c in $(find $W/cache -type f 2>/dev/null); do
    python3 -c "
import sys
d=open('$c','rb').read(); i=d.find(b'//')
open('$W/$p.ptx','wb').write(d[i:].rstrip(b'\0'))"
    ptxas -arch=sm_90 -v $W/$p.ptx -o $W/$p.cubin 2>&1 | grep -A3 "main_k0'" | sed "s/^/$p: /"
  done
done > $OUTDIR/regs.txt 2>&1
cat $OUTDIR/regs.txt | head; grep -A3 "==" $OUTDIR/prof.txt | head -60
