#!/usr/bin/env bash
# Fusion and flattening figures (PLDI'17 sections 4-5, issue 4): compiles
# benchmark programs and some test programs with every pass on, and with
# `--disable=fuse`, runs each generated program once with -P on the
# available OpenCL device (PoCL here) and prints a Markdown table of kernels
# launched (sum of the -P launch counts) and peak device memory in bytes.
#
# Usage: benchmarks/fusion_counts.sh RUNIC [PROGRAM.fut:INPUTFILE|TYPES ...]
# Without programs, a default list is used: benchmarks with their small
# datasets (benchmarks/data, made by gen_data.sh --size small) and test
# programs with random inputs of the given types (runic dataset -g), or
# with the literal input text after `=`.
set -euo pipefail
RUNIC=$(realpath "$1")
shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if [ $# -eq 0 ]; then
  set -- \
    "tests/programs/soacs/redomap.fut:[1000000]f32" \
    "tests/programs/soacs/map_map_fused.fut:[1000000]f32" \
    "tests/programs/fusion/sum_of_map.fut:[1000000]f32" \
    "tests/programs/fusion/horizontal.fut:[1000000]f32" \
    "tests/programs/fusion/figure10_optionpricing.fut:=100000i64" \
    "tests/programs/flattening/distribute_normalise.fut:[1000][100]f32" \
    "tests/programs/flattening/kmeans_counts.fut:@kmeans" \
    benchmarks/kmeans.fut benchmarks/optionpricing.fut benchmarks/nbody.fut \
    benchmarks/blackscholes.fut benchmarks/backprop.fut
fi

# Profiles one compiled program: "launches peak_bytes" (or "fail").
profile() {
  local exe=$1 input=$2
  if ! "$exe" -P <"$input" >/dev/null 2>"$WORK/prof"; then
    echo "fail"
    return
  fi
  awk '/^total/ {next}
       /^peak device memory:/ {peak = $4}
       NF >= 4 && $2 ~ /^[0-9]+$/ {launches += $2}
       END {printf "%d %d\n", launches, peak}' "$WORK/prof"
}

echo "| program | kernels (fusion on) | kernels (fusion off) | peak bytes (on) | peak bytes (off) |"
echo "|---|---:|---:|---:|---:|"
for spec in "$@"; do
  prog=${spec%%:*}
  what=${spec#*:}
  name=$(basename "$prog" .fut)
  input="$WORK/$name.in"
  if [ "$what" = "$spec" ]; then
    data="benchmarks/data/$name-small.in"
    [ -f "$data" ] || { echo "| $name | no dataset ($data) | | | |"; continue; }
    cp "$data" "$input"
  elif [ "${what:0:1}" = "=" ]; then
    echo "${what:1}" >"$input"
  elif [ "$what" = "@kmeans" ]; then
    # k, then a membership vector with values in [0, k).
    python3 -c "import random; random.seed(1); print('16i64'); print('[' + ', '.join('%di64' % random.randrange(16) for _ in range(100000)) + ']')" >"$input"
  else
    args=()
    for t in $what; do args+=(-g "$t"); done
    "$RUNIC" dataset "${args[@]}" >"$input" || { echo "| $name | bad input types | | | |"; continue; }
  fi
  row="| $name"
  on=""
  off=""
  for mode in on off; do
    flags=()
    [ "$mode" = off ] && flags=(--disable fuse)
    exe="$WORK/$name-$mode"
    if "$RUNIC" "${flags[@]}" -o "$exe" "$prog" >/dev/null 2>"$WORK/err"; then
      r=$(profile "$exe" "$input")
    else
      r="fail"
    fi
    if [ "$mode" = on ]; then on=$r; else off=$r; fi
  done
  k_on=${on%% *}; k_off=${off%% *}
  b_on=${on##* }; b_off=${off##* }
  echo "$row | $k_on | $k_off | $b_on | $b_off |"
done
