#!/usr/bin/env bash
# perf5's last call: the whole idiom suite with main's build and the
# branch's, one after the other, then the radix sorts' kernel profiles.
#   final.sh RUNIC_MAIN RUNIC_NEW
set -uo pipefail
B=$(cd "$(dirname "$0")" && pwd); OUTDIR=${OUT:-/tmp/perf5out}; mkdir -p $OUTDIR
M=$(realpath "$1"); N=$(realpath "$2")
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUTDIR/idioms.log 2>&1
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  timeout 250 python3 $B/../../idioms/idioms.py --runic $r --json $OUTDIR/$v.json --work /dev/shm/idioms-$v \
    2>>$OUTDIR/idioms.log > $OUTDIR/$v.txt
done
paste -d'|' <(cut -c1-64 $OUTDIR/main.txt) <(cut -c1-64 $OUTDIR/new.txt | cut -c1-40) | awk -F'|' '{print $1 " | " substr($2, 20)}'
RUNS=11 OUT=$OUTDIR timeout 80 $B/diag.sh "$M $N" "radix1.fut radix2.fut" > /dev/null 2>&1
grep "==\|main_k" $OUTDIR/diag.txt
tail -4 $OUTDIR/idioms.log
