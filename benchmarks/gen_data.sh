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
OMP=-fopenmp
echo 'int main(){}' > "$BIN/omp.cpp"
"$CXX" -fopenmp "$BIN/omp.cpp" -o "$BIN/omp" 2>/dev/null || OMP=

# gen NAME SIZE-CLASS DATASET ARGS...
gen() {
  local name=$1 class=$2 ds=$3
  shift 3
  [ -n "$ONLY" ] && [ "$ONLY" != "$name" ] && return 0
  [ "$SIZE" != all ] && [ "$SIZE" != "$class" ] && return 0
  local src=$HERE/reference/$name.cpp exe=$BIN/$name
  if [ ! -x "$exe" ] || [ "$src" -nt "$exe" ] || [ "$HERE/reference/common.h" -nt "$exe" ]; then
    "$CXX" -O2 -std=c++17 $OMP -o "$exe" "$src"
  fi
  local prefix=$DATA/$name-$ds
  if [ -f "$prefix.in" ] && [ -f "$prefix.out" ] && [ "$prefix.out" -nt "$exe" ]; then return 0; fi
  echo "gen_data: $name-$ds" >&2
  "$exe" "$prefix" "$@"
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
gen blackscholes small small 10000
gen blackscholes large 4M 4194304
gen md small small 1000 16
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
