#!/usr/bin/env bash
# perf6: the listed idioms with main's build and the branch's, one after
# the other in one call (idioms.py --only), then the two tables side by side.
#   ab.sh RUNIC_MAIN RUNIC_NEW IDIOM,IDIOM,...
set -uo pipefail
B=$(cd "$(dirname "$0")" && pwd); OUTDIR=${OUT:-/tmp/perf6out}; mkdir -p $OUTDIR
M=$(realpath "$1"); N=$(realpath "$2"); ONLY=$3
I=${IDIOMS_PY:-$B/../../idioms/idioms.py}
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUTDIR/idioms.log 2>&1
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  timeout 200 python3 $I --runic $r --only $ONLY --json $OUTDIR/$v.json --work /dev/shm/idioms-$v \
    2>>$OUTDIR/idioms.log > $OUTDIR/$v.txt
done
paste -d'|' <(cut -c1-64 $OUTDIR/main.txt) <(cut -c1-64 $OUTDIR/new.txt | cut -c1-40) | awk -F'|' '{print $1 " | " substr($2, 20)}'
tail -3 $OUTDIR/idioms.log
