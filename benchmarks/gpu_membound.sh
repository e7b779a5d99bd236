#!/bin/bash
# Memory-bound kernels: the old (base) and new runic, against cuBLAS, in one call.
# Expects $H/runic-old and $H/runic-new (two compilers to compare); writes
# per-case times under $OUT/old and $OUT/new as it goes, prints a table last.
set -u
B=benchmarks/gpu_kernels
H=${RUNIC_DIR:-.dev-membound}
D=/tmp/mbk; mkdir -p $D
export PYTHONUNBUFFERED=1
T0=$(date +%s)
ls $D/gemv_8k16k.in >/dev/null 2>&1 && echo "inputs kept" || python3 $B/bench.py gen $D || exit 1
echo "gen done $(( $(date +%s) - T0 ))s"
for v in old new; do
  for p in dot asum scal gemv; do
    $H/runic-$v --device-profile nvidia-h100 $B/$p.fut -o $D/$p-$v || echo "compile $p-$v failed"
  done
done
echo "compile done $(( $(date +%s) - T0 ))s"
for c in dot_16M dot_128M asum_16M asum_128M scal_16M scal_128M gemv_4096 gemv_8k16k; do
  for v in old new; do
    mkdir -p $D/$v $OUT/$v
    p=${c%%_*}
    timeout 40 $D/$p-$v -p NVIDIA -P -r 31 -t $D/$v/$c.times < $D/$c.in > $D/$v/$c.out 2> $D/$v/$c.err ||
      { echo "$v $c failed:"; head -5 $D/$v/$c.err; rm -f $D/$v/$c.times; }
    case $c in *_16M|gemv_4096) timeout 40 $D/$p-$v -p NVIDIA -r 31 -t $D/$v/$c.noP < $D/$c.in > /dev/null 2>&1;; esac
    cp $D/$v/$c.* $OUT/$v/ 2>/dev/null
  done
  echo "$c done $(( $(date +%s) - T0 ))s"
done
timeout 100 python3 $B/bench.py table2 $D
