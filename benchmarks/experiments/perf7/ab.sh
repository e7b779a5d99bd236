#!/usr/bin/env bash
# perf7: the listed idioms with the base build (main at the branch point)
# and the branch's, one after the other in one call (idioms.py --only),
# the tables side by side; then -P kernel tables of the sorts (16M u32)
# and the branch's test run of the compaction/scan folders on the GPU's
# own OpenCL platform.
#   ab.sh RUNIC_MAIN RUNIC_NEW IDIOMS_DIR IDIOM,IDIOM,...
set -uo pipefail
OUTDIR=${OUT:-/tmp/perf7out}; mkdir -p $OUTDIR
M=$(realpath "$1"); N=$(realpath "$2"); D=$(realpath "$3"); ONLY=$4
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUTDIR/idioms.log 2>&1
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  timeout 200 python3 $D/idioms.py --runic $r --only $ONLY --json $OUTDIR/$v.json --work /dev/shm/idioms-$v \
    2>>$OUTDIR/idioms.log > $OUTDIR/$v.txt
done
paste -d'|' <(cut -c1-64 $OUTDIR/main.txt) <(cut -c1-64 $OUTDIR/new.txt | cut -c1-40) | awk -F'|' '{print $1 " | " substr($2, 20)}'
W=/dev/shm/p7m; mkdir -p $W; $M dataset -b -s 7 -g [16777216]u32 > $W/u32.in
for v in main new; do
  r=$M; [ $v = new ] && r=$N
  for p in radix_sort radix_sort_4bit filter_f32; do
    timeout 60 $r $D/$p.fut -o $W/$p-$v > /dev/null 2>&1
    echo "== $p $v"; timeout 60 $W/$p-$v -b -r 3 -P < $W/u32.in 2>&1 >/dev/null | grep -v '^\s*$' | head -14
  done
done > $OUTDIR/prof.txt 2>&1
grep -A5 "==" $OUTDIR/prof.txt | cut -c1-90 | head -50
timeout 150 $N test --backend=opencl tests/programs/compaction tests/programs/soacs2 > $OUTDIR/tests.txt 2>&1; tail -2 $OUTDIR/tests.txt
tail -3 $OUTDIR/idioms.log
