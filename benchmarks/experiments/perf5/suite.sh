#!/usr/bin/env bash
# perf5's first call: the whole idiom suite with main's build, then the
# per-kernel profiles (-P) of the radix sorts and argmax.
#   suite.sh RUNIC
set -uo pipefail
B=$(cd "$(dirname "$0")" && pwd); R=$(realpath "$1"); OUTDIR=${OUT:-/tmp/perf5out}; mkdir -p $OUTDIR
OUT=$OUTDIR timeout 460 benchmarks/idioms/gpu_idioms.sh "$R" > /dev/null 2>&1
tail -50 $OUTDIR/idioms.txt | cut -c1-110
W=/dev/shm/p5; mkdir -p $W
$R dataset -b -s 7 -g [16777216]u32 > $W/u32.in
$R dataset -b -s 7 -g [33554432]f32 > $W/f32.in
for n in radix1 radix2 argmax; do
  inp=$W/u32.in; [ $n = argmax ] && inp=$W/f32.in
  timeout 40 $R $B/$n.fut -o $W/$n >/dev/null 2>&1 || { echo "$n compile fail"; continue; }
  timeout 40 $W/$n -b -r 5 -P < $inp > /dev/null 2> $W/p-$n.txt
  echo "== $n"; grep -v '^\s*$' $W/p-$n.txt | head -14
done 2>&1 | tee $OUTDIR/prof.txt
