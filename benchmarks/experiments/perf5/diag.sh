#!/usr/bin/env bash
# perf5 diagnostics: each program compiled by each runic binary, run on a
# 16M u32 (radix*) or 32M f32 input: median device time (-T) and the
# per-kernel profile (-P); then the listed idioms with each binary.
#   diag.sh "RUNIC1 RUNIC2" "a.fut b.fut" [IDIOM,IDIOM]
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-/tmp/perf5out}; mkdir -p "$OUTDIR"
W=/dev/shm/perf5; mkdir -p $W
RUNICS=$1; FUTS=$2; ONLY=${3:-}; RUNS=${RUNS:-11}
first=$(echo $RUNICS | awk '{print $1}')
$first dataset -b -s 7 -g [33554432]f32 > $W/f32.in
$first dataset -b -s 7 -g [16777216]u32 > $W/u32.in
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
for r in $RUNICS; do
  tag=$(basename $r)
  for f in $FUTS; do
    n=$(basename $f .fut); exe=$W/$n-$tag
    timeout 60 $r $HERE/$f -o $exe >$W/c.log 2>&1 || { echo "$n $tag COMPILE FAIL"; tail -5 $W/c.log; continue; }
    inp=$W/f32.in; case $n in radix*) inp=$W/u32.in;; esac
    timeout 60 $exe -b -r $RUNS -T $W/t.txt -P < $inp > $W/$n-$tag.out 2> $W/p.txt || { echo "$n $tag RUN FAIL"; tail -5 $W/p.txt; continue; }
    med=$(tail -n +2 $W/t.txt | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
    sum=$(md5sum < $W/$n-$tag.out | cut -c1-8)
    echo "== $n $tag median_dev_us $med out $sum"
    grep -v '^\s*$' $W/p.txt | grep -v "peak" | head -12 | sed 's/^/   /'
  done
done 2>&1 | tee $OUTDIR/diag.txt
if [ -n "$ONLY" ]; then
  for r in $RUNICS; do
    tag=$(basename $r)
    timeout 200 python3 $HERE/../../idioms/idioms.py --runic $r --only $ONLY --json $OUTDIR/$tag.json --work /dev/shm/idioms-$tag \
      2>>$OUTDIR/idioms.log > $OUTDIR/$tag.txt
    echo "-- $tag"; cut -c1-120 $OUTDIR/$tag.txt
  done
fi
