#!/usr/bin/env bash
# perf27's one device call.  Run from the repository root:
#   benchmarks/idioms/experiments/perf27_device.sh OLD MAIN NEW
# 1. idioms.py with NEW on the idioms below (checked against the
#    references, which are timed too);
# 2. the same programs compiled by MAIN, OLD (main before the eighth
#    merges) and NEW, run on idioms.py's inputs in two rounds of opposite
#    order: -T device time, median of 20 runs, outputs compared with NEW's;
# 3. ema_rows with other row-loop shapes (RUNIC_ROWLOOP=LOADERS,ROW_BYTES,UNROLL);
# 4. NEW's tests of the row-recurrence folders on the GPU's OpenCL.
# REHEARSE=1: the same flow on PoCL with small inputs (no libraries).
set -uo pipefail
P=(-p NVIDIA) X=() PR=()
if [ "${REHEARSE:-0}" = 1 ]; then P=(); X=(--cpu --profile nvidia-h100); PR=(--device-profile nvidia-h100); fi
OLD=$(realpath "$1") MAIN=$(realpath "$2") NEW=$(realpath "$3")
R=${OUT:-/tmp/perf27}
IDI=${IDI:-benchmarks/idioms}  # the idioms' folder (a copy where the device's tree is main's)
W=/dev/shm/idioms
mkdir -p "$R"
ONLY=${ONLY:-ema_rows,argmax,gather,filter_by_hand,hist_values,softmax,layernorm,col_mean_var}
# (REHEARSE=1 without numpy: $W/NAME.in, NAME.out and the NEW program $W/NAME made by hand.)
[ "${REHEARSE:-0}" = 1 ] || OUT=$R/new timeout 200 "$IDI/gpu_idioms.sh" "$NEW" --only $ONLY --keep "${X[@]}" >"$R/new.txt" 2>&1
med() {  # EXE NAME -> median device µs of runs 2..21, and whether the output equals NEW's
  local exe=$1 n=$2
  if ! timeout 60 "$exe" -b -r 21 -T "$W/$n.t" "${P[@]}" <"$W/$n.in" >"$W/$n.o2" 2>"$W/$n.err"; then
    echo "FAIL $(tail -c 300 "$W/$n.err")"; return; fi
  local same=differs; cmp -s "$W/$n.o2" "$W/$n.out" && same=same
  echo "$(tail -n +2 "$W/$n.t" | awk '{print $3}' | sort -g | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}') $same"
}
for tag in old main; do
  mkdir -p "$W/$tag"; B=$OLD; [ $tag = main ] && B=$MAIN
  for n in ${ONLY//,/ }; do "$B" "$IDI/$n.fut" "${PR[@]}" -o "$W/$tag/$n" >/dev/null 2>&1 & done
done
wait
for round in 1 2; do
  order="main new old"; [ $round = 2 ] && order="old new main"
  for tag in $order; do
    for n in ${ONLY//,/ }; do
      exe=$W/$tag/$n; [ $tag = new ] && exe=$W/$n
      echo "$round $tag $n $(med "$exe" $n)"
    done
  done
done >"$R/ab.txt"
SHAPES=${SHAPES:-"96,384,1 96,384,8 128,512,1 128,512,4 128,512,8 128,512,16 96,512,8 64,512,8 256,512,8 128,640,8 160,640,8 128,256,8 128,768,8"}
mkdir -p "$W/shape"
for s in $SHAPES; do RUNIC_ROWLOOP=$s "$NEW" "$IDI/ema_rows.fut" "${PR[@]}" -o "$W/shape/ema_$s" >/dev/null 2>&1 & done
wait
for round in 1 2; do
  for s in $SHAPES; do echo "$round $s $(med "$W/shape/ema_$s" ema_rows)"; done
done >"$R/shapes.txt"
[ "${REHEARSE:-0}" = 1 ] || [ -n "${NO_TESTS:-}" ] || timeout 150 "$NEW" test --backend=opencl -j 16 ${TESTS:-tests/programs/rowloop2 tests/programs/colstats} >"$R/tests.txt" 2>&1
echo "tests rc $?" >>"$R/tests.txt"
cat "$R/new/idioms.txt" 2>/dev/null; echo "== A/B"; cat "$R/ab.txt"; echo "== shapes"; cat "$R/shapes.txt"; tail -3 "$R/tests.txt"
