#!/usr/bin/env bash
# perf7, fifth call: code size against time.  DIR/*.c are filter_f32,
# partition_f32 and radix_sort compiled by the base build with
# RUNIC_SCAN_FULL=1 or 0 (fewer full-tile copies of the phases) or
# RUNIC_SCAN_K=8 (half the unrolled elements), the epoch variant (new) and
# the rake variant of the first call.  Median -T of 21 runs (2 rounds),
# -P kernel times, and the SASS size of each main_k0 (ptxas of the PTX in
# the driver's cache, cuobjdump).
#   run_v5.sh DIR
set -uo pipefail
DIR=$1; W=/dev/shm/p7; mkdir -p $W; OUTDIR=${OUT:-/tmp/p7out}; mkdir -p $OUTDIR
export PATH=$PATH:/usr/local/cuda/bin
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    open(w + '/' + name + '.in', 'wb').write(b"b\x02\x01" + tag + struct.pack("<q", a.size) + a.tobytes())
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
done > $OUTDIR/times.txt
for c in "$DIR"/*.c; do
  v=$(basename "$c" .c); p=${v%%_*}
  k=$("$W/$v" -b -r 3 -P -p NVIDIA < "$W/$p.in" 2>&1 >/dev/null | awk '$1=="main_k0"{print $4}')
  rm -rf $W/cache; XDG_CACHE_HOME=$W/cache "$W/$v" -b -p NVIDIA < "$W/$p.in" > /dev/null 2>&1
  f=$(find $W/cache -type f | head -1)
  python3 -c "
d=open('$f','rb').read(); i=d.find(b'//')
open('$W/$v.ptx','wb').write(d[i:].rstrip(b'\0'))"
  regs=$(ptxas -arch=sm_90 -v $W/$v.ptx -o $W/$v.cubin 2>&1 | grep -A3 "main_k0'" | grep -o "Used [0-9]* registers")
  ins=$(cuobjdump -sass -fun main_k0 $W/$v.cubin 2>/dev/null | grep -c '^        /\*[0-9a-f]*\*/')
  echo "$v kernel_us=$k $regs sass_instructions=$ins"
done > $OUTDIR/size.txt 2>&1
sort -k3 $OUTDIR/times.txt | awk '{print $3, $4, $6}'
cat $OUTDIR/size.txt
