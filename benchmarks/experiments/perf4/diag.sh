#!/usr/bin/env bash
# perf4 diagnostics: compile each variant with every runic binary given,
# run it on a 32M f32 (or 16M u32 for radix) input, print median device
# time (-T third column) and the per-kernel profile (-P).
#   diag.sh "RUNIC1 RUNIC2" "a.fut b.fut"
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-/tmp/perf4out}; mkdir -p "$OUTDIR"
W=/dev/shm/perf4; mkdir -p $W
RUNICS=$1; FUTS=$2; RUNS=${RUNS:-11}
first=$(echo $RUNICS | awk '{print $1}')
$first dataset -b -s 7 -g [33554432]f32 > $W/f32.in
$first dataset -b -s 7 -g [16777216]u32 > $W/u32.in
$first dataset -b -s 7 -g [33554432]i32 > $W/i32.in
$first dataset -b -s 7 -g [33554432]f32 -g [33554432]f32 > $W/f32x2.in
$first dataset -b -s 7 -g [33554432]bool -g [33554432]f32 > $W/boolf32.in
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
for r in $RUNICS; do
  tag=$(basename $r)
  for f in $FUTS; do
    n=$(basename $f .fut); exe=$W/$n-$tag
    $r $HERE/$f -o $exe >$W/c.log 2>&1 || { echo "$n $tag COMPILE FAIL"; tail -5 $W/c.log; continue; }
    inp=$W/f32.in; case $n in radix*) inp=$W/u32.in;; scan_i32|scan_exclusive) inp=$W/i32.in;;
      scan_tuple) inp=$W/f32x2.in;; scan_segmented) inp=$W/boolf32.in;; esac
    $exe -b -r $RUNS -T $W/t.txt -P < $inp > $W/$n-$tag.out 2> $W/p.txt || { echo "$n $tag RUN FAIL"; tail -5 $W/p.txt; continue; }
    med=$(tail -n +2 $W/t.txt | awk '{print $3}' | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
    sum=$(md5sum < $W/$n-$tag.out | cut -c1-8)
    echo "== $n $tag median_dev_us $med out $sum"
    grep -v '^\s*$' $W/p.txt | head -12 | sed 's/^/   /'
  done
done 2>&1 | tee $OUTDIR/diag.txt
