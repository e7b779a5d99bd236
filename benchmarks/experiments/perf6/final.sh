#!/usr/bin/env bash
# perf6's last call: the whole idiom suite with main's build and the
# branch's, one after the other, then the radix sorts' peak device memory
# (16M u32, -P) with each.
#   final.sh RUNIC_MAIN RUNIC_NEW
set -uo pipefail
B=$(cd "$(dirname "$0")" && pwd); OUTDIR=${OUT:-/tmp/perf6out}; mkdir -p $OUTDIR
M=$(realpath "$1"); N=$(realpath "$2")
I=${IDIOMS_PY:-$B/../../idioms/idioms.py}; D=$(dirname $I)
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUTDIR/idioms.log 2>&1
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  timeout 250 python3 $I --runic $r --json $OUTDIR/$v.json --work /dev/shm/idioms-$v \
    2>>$OUTDIR/idioms.log > $OUTDIR/$v.txt
done
paste -d'|' <(cut -c1-64 $OUTDIR/main.txt) <(cut -c1-64 $OUTDIR/new.txt | cut -c1-40) | awk -F'|' '{print $1 " | " substr($2, 20)}'
W=/dev/shm/p6m; mkdir -p $W; $M dataset -b -s 7 -g [16777216]u32 > $W/u32.in
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  for p in radix_sort radix_sort_2bit; do
    timeout 60 $r $D/$p.fut -o $W/$p-$v > /dev/null 2>&1
    echo "$p $v $(timeout 60 $W/$p-$v -b -r 3 -P < $W/u32.in 2>&1 >/dev/null | grep peak)"
  done
done | tee $OUTDIR/peak.txt
tail -3 $OUTDIR/idioms.log
