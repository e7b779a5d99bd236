#!/usr/bin/env bash
# A/B comparison of runic compilers on the memory-bound BLAS kernels, with
# cuBLAS (CuPy) in the same device call.  Each compiler .search-bin/runic-NAME
# (or the ones given) compiles dot, asum, scal and gemv for the nvidia-h100
# profile; every case runs 51 times with -T (host and device clocks, first
# run dropped) and the result is checked against NumPy.
#   usage: benchmarks/gpu_ab.sh [RUNIC-NAME...]   (results under $OUT)
set -u
B=benchmarks/gpu_kernels
D=/tmp/ab; mkdir -p "$D"
OUTDIR=${OUT:-/tmp/ab-out}; mkdir -p "$OUTDIR"
CASES=${CASES:-dot_16M dot_128M asum_16M asum_128M scal_16M scal_128M gemv_4096 gemv_8k16k}
COMPILERS=${*:-$(ls .search-bin/runic-*)}
export PYTHONUNBUFFERED=1
T0=$(date +%s)
python3 $B/bench.py gen "$D" $CASES || exit 1
echo "inputs $(( $(date +%s) - T0 ))s"
for r in $COMPILERS; do
  v=$(basename "$r"); v=${v#runic-}
  mkdir -p "$D/$v"
  for p in $(for c in $CASES; do echo ${c%%_*}; done | sort -u); do
    "$r" --device-profile nvidia-h100 "$B/$p.fut" -o "$D/$v/$p" || echo "$v: compile $p failed"
  done
done
echo "compiled $(( $(date +%s) - T0 ))s"
# Interleave the compilers case by case, so that drift hits them alike.
for c in $CASES; do
  p=${c%%_*}
  for r in $COMPILERS; do
    v=$(basename "$r"); v=${v#runic-}
    timeout 60 "$D/$v/$p" -p NVIDIA -e main -r 51 -T "$D/$v/$c.T" < "$D/$c.in" > "$D/$v/$c.out" 2> "$D/$v/$c.err" ||
      { echo "$v $c failed:"; head -5 "$D/$v/$c.err"; }
  done
  echo "$c $(( $(date +%s) - T0 ))s"
done
# Kernel times (-P) of the reduction cases, for the split between kernels
# and the scalar read.
for c in ${PCASES:-dot_16M dot_128M asum_16M}; do
  p=${c%%_*}
  for r in $COMPILERS; do
    v=$(basename "$r"); v=${v#runic-}
    timeout 60 "$D/$v/$p" -p NVIDIA -e main -P -r 51 < "$D/$c.in" > /dev/null 2> "$OUTDIR/$v.$c.P" || echo "$v $c -P failed"
  done
done
python3 $B/bench.py ab "$D" $(for r in $COMPILERS; do v=$(basename "$r"); echo ${v#runic-}; done) $CASES | tee "$OUTDIR/ab.txt"
