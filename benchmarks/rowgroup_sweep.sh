#!/usr/bin/env bash
# Row-wise idioms at several row shapes, two compilers in the same device
# call: where the row-group kernel (a work-group per row, ir/rowgroup.h) wins
# and where the flattened kernels should stay.  Each case runs 21 times with
# -T (first run dropped); the median device time is printed.  Run on the
# GPU machine:
#   usage: benchmarks/rowgroup_sweep.sh OLD-RUNIC NEW-RUNIC   (results under $OUT)
set -u
OLD=$(realpath "$1"); NEW=$(realpath "$2")
W=${WORK:-/dev/shm/rowgroup}; mkdir -p "$W"
OUTDIR=${OUT:-/tmp/rowgroup-out}; mkdir -p "$OUTDIR"
here=$(cd "$(dirname "$0")" && pwd)
SHAPES=${SHAPES:-"8192x4096 65536x64 262144x16 16384x1024 2048x16384 512x65536 100x100000 1000000x8"}
PROGS=${PROGS:-"idioms/softmax idioms/layernorm idioms/argmin_rows idioms/row_centre"}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
for p in $PROGS; do
  for v in old new; do
    r=$OLD; [ $v = new ] && r=$NEW
    "$r" --device-profile nvidia-h100 "$here/$p.fut" -o "$W/$(basename $p)-$v" || echo "compile $p $v failed"
  done
done
printf "%-14s %-12s %10s %10s %7s\n" program shape old_us new_us new/old | tee "$OUTDIR/sweep.txt"
for s in $SHAPES; do
  n=${s%x*}; m=${s#*x}
  "$NEW" dataset -b -g "[$n][$m]f32" > "$W/in-$s"
  for p in $PROGS; do
    b=$(basename $p); t=()
    for v in old new; do
      "$W/$b-$v" -b -r 21 -T "$W/t" < "$W/in-$s" > "$W/out-$v" 2>"$W/err" || { cat "$W/err"; t+=(fail); continue; }
      t+=($(tail -n +2 "$W/t" | awk '{print $3}' | median))
    done
    cmp -s "$W/out-old" "$W/out-new" && same=same || same=DIFF
    printf "%-14s %-12s %10s %10s %7s %s\n" $b $s ${t[0]} ${t[1]} \
      $(awk -v a=${t[0]} -v b=${t[1]} 'BEGIN{ if (a+0 > 0) printf "%.2f", b/a; else print "-" }') $same | tee -a "$OUTDIR/sweep.txt"
  done
  rm -f "$W/in-$s"
done
# GESUMMV (two dot products per row: a row-group body of two reductions).
if [ -z "${SKIP_GESUMMV:-}" ]; then
  g=${GESUMMV:-8192}
  for v in old new; do
    r=$OLD; [ $v = new ] && r=$NEW
    "$r" --device-profile nvidia-h100 "$here/gesummv.fut" -o "$W/gesummv-$v"
  done
  "$NEW" dataset -b -g "[$g][$g]f32" -g "[$g][$g]f32" -g "[$g]f32" -g f32 -g f32 > "$W/in-g"
  t=()
  for v in old new; do
    "$W/gesummv-$v" -b -r 21 -T "$W/t" < "$W/in-g" > /dev/null || t+=(fail)
    t+=($(tail -n +2 "$W/t" | awk '{print $3}' | median))
  done
  printf "%-14s %-12s %10s %10s %7s\n" gesummv ${g}x$g ${t[0]} ${t[1]} \
    $(awk -v a=${t[0]} -v b=${t[1]} 'BEGIN{ printf "%.2f", b/a }') | tee -a "$OUTDIR/sweep.txt"
fi
