#!/usr/bin/env bash
# registers of each program's kernels: PTX from runic's kernel cache through ptxas -v
set -uo pipefail
OUTDIR=${OUT:-/tmp/perf4out}; mkdir -p "$OUTDIR"
W=/dev/shm/perf4r; mkdir -p $W
R=$1; shift
$R dataset -b -s 7 -g [1000000]f32 > $W/f32.in
which ptxas cuobjdump || ls /usr/local/cuda*/bin 2>/dev/null | head
export PATH=$PATH:/usr/local/cuda/bin
for f in "$@"; do
  n=$(basename $f .fut)
  $R build-perf4/$f -o $W/$n >/dev/null 2>&1 || { echo "$n compile fail"; continue; }
  XDG_CACHE_HOME=$W/cache_$n $W/$n -b < $W/f32.in > /dev/null
  for c in $(find $W/cache_$n -type f); do
    python3 - "$c" "$W/$n.ptx" <<'PY'
import sys
d=open(sys.argv[1],'rb').read(); i=d.find(b"//")
open(sys.argv[2],'wb').write(d[i:].rstrip(b"\0"))
PY
    ptxas -arch=sm_90 -v $W/$n.ptx -o $W/$n.cubin 2>&1 | grep -A2 "main_k0'" | sed "s/^/$n: /"
    cuobjdump -sass $W/$n.cubin > $OUTDIR/$n.sass 2>/dev/null
    cp $W/$n.ptx $OUTDIR/$n.ptx
  done
done
