#!/usr/bin/env bash
# Builds the C++ references (benchmarks/reference/*.cpp) and writes each
# benchmark dataset, data/NAME-SIZE.in, with its expected output
# data/NAME-SIZE.out (fixed seeds: the same files on every machine).
#
#   benchmarks/gen_data.sh [--size small|large|all] [--only NAME]
#
# small: the CI sizes (seconds on PoCL); large: the papers' sizes, for the GPU.
# Existing files are kept unless the reference changed since.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SIZE=small
ONLY=
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE=$2; shift 2 ;;
    --size=*) SIZE=${1#--size=}; shift ;;
    --only) ONLY=$2; shift 2 ;;
    *) echo "usage: $0 [--size small|large|all] [--only NAME]" >&2; exit 2 ;;
  esac
done
case "$SIZE" in small|large|all) ;; *) echo "bad --size $SIZE" >&2; exit 2 ;; esac
DATA=$HERE/data
BIN=$DATA/bin
mkdir -p "$BIN"
CXX=${CXX:-c++}
NPROC=$(nproc 2>/dev/null || echo 2)
JOBS=${GEN_JOBS:-$(( NPROC >= 8 ? 4 : 2 ))}
OMP=-fopenmp
echo 'int main(){}' > "$BIN/omp.cpp"
"$CXX" -fopenmp "$BIN/omp.cpp" -o "$BIN/omp" 2>/dev/null || OMP=

# gen NAME SIZE-CLASS DATASET ARGS...: queues a dataset; run_queue (at the
# end) builds the references it needs, then writes the datasets, JOBS at a
# time (each reference also uses OpenMP; most of the time is the fixed-seed
# random numbers and the writing, which are sequential).
QUEUE=()
gen() {
  local name=$1 class=$2
  [ -n "$ONLY" ] && [ "$ONLY" != "$name" ] && return 0
  [ "$SIZE" != all ] && [ "$SIZE" != "$class" ] && return 0
  QUEUE+=("$*")
}

build() {
  local name=$1 src=$HERE/reference/$1.cpp exe=$BIN/$1
  if [ ! -x "$exe" ] || [ "$src" -nt "$exe" ] || [ "$HERE/reference/common.h" -nt "$exe" ]; then
    "$CXX" -O2 -std=c++17 $OMP -o "$exe.tmp$$" "$src" && mv "$exe.tmp$$" "$exe"
  fi
}

one() {
  local name=$1 ds=$3
  shift 3
  local exe=$BIN/$name prefix=$DATA/$name-$ds
  if [ -f "$prefix.in" ] && [ -f "$prefix.out" ] && [ "$prefix.out" -nt "$exe" ]; then return 0; fi
  local t0=$SECONDS
  rm -f "$prefix.in" "$prefix.out"
  if "$exe" "$prefix.tmp" "$@" && mv "$prefix.tmp.in" "$prefix.in" && mv "$prefix.tmp.out" "$prefix.out"; then
    echo "gen_data: $name-$ds ($((SECONDS - t0))s)" >&2
  else
    echo "gen_data: $name-$ds FAILED" >&2
    rm -f "$prefix.tmp.in" "$prefix.tmp.out"
    return 1
  fi
}

# Runs "$@" in the background, at most JOBS at a time.
FAILED=0
spawn() {
  while [ "$(jobs -pr | wc -l)" -ge "$JOBS" ]; do wait -n || FAILED=1; done
  "$@" &
}
drain() {
  while [ "$(jobs -pr | wc -l)" -gt 0 ]; do wait -n || FAILED=1; done
  wait || FAILED=1
}

run_queue() {
  local names
  names=$(for q in "${QUEUE[@]}"; do echo "${q%% *}"; done | sort -u)
  for n in $names; do spawn build "$n"; done
  drain
  for q in "${QUEUE[@]}"; do
    # shellcheck disable=SC2086
    spawn one $q
  done
  drain
  [ "$FAILED" = 0 ] || { echo "gen_data: some datasets failed" >&2; exit 1; }
}

gen scal small small 10000
gen scal large 16M 16777216
gen scal large 128M 134217728
gen asum small small 10000
gen asum large 16M 16777216
gen asum large 128M 134217728
gen dot small small 10000
gen dot large 16M 16777216
gen dot large 128M 134217728
gen gemv small small 64 48
gen gemv large 4096 4096 4096
gen gemv large 8192x16384 8192 16384
gen gemm small small 32
gen gemm large 1024 1024
gen gemm large 4096 4096
gen batched_matmul small small 64 16
gen batched_matmul large 32K 32768 16
gen softmax small small 64 100
gen softmax large 8192x4096 8192 4096
gen layernorm small small 64 100
gen layernorm large 8192x4096 8192 4096
gen blackscholes small small 10000
gen blackscholes large 4M 4194304
gen md small small 1000 16
gen md large 12K 12288 128
gen md large 64K 65536 128
gen nbody small small 256
gen nbody large 32K 32768
gen mandelbrot small small 64 48 64
gen mandelbrot large 4K 4096 4096 256
gen convolution small small 48 64 5
gen convolution large 4K 4096 4096 17
gen atax small small 64 48
gen atax large 8192 8192 8192
gen gesummv small small 64 48
gen gesummv large 8192 8192 8192
gen hotspot small small 32 32 10
gen hotspot large 1024 1024 1024 360
gen pathfinder small small 20 1000
gen pathfinder large 100K 100 100000
gen mriq small small 64 512
gen mriq large large 3072 262144
gen nn small small 10000
gen nn large 8M 8388608
gen kmeans small small 2000 8 5 3
gen kmeans large kdd 494019 34 5 10
gen backprop small small 4096 16
gen backprop large 1M 1048576 16
gen srad small small 64 48 10
gen srad large 502x458 502 458 100
gen lavamd small small 3 16
gen lavamd large 10 10 100
gen optionpricing small small 4096 3 5
gen optionpricing large 1M 1048576 3 5
gen locvolcalib small small 8 16 16 10
gen locvolcalib large medium 128 256 32 64

run_queue
