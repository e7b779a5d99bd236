#!/usr/bin/env bash
# The front end's compile time (issue: checking is linear in the program).
# Generates the programs of gen_programs.py and times `runic check` on
# each: the front end's stages by --time-passes (CPU ms) and the whole command
# by the wall clock (median of 3).  Targets: 20 levels of doubled calls
# check in well under a second; a 500-line program's front end runs in
# under 50 ms; the functors_K programs' front end is linear in K.
# library_K (a skyline-shaped functor library, see gen_programs.py), CPU ms
# on a loaded 2-core machine, before -> after branch fe10 (docs/architecture.md,
# "Front-end compile time"): library_11 typecheck 1006 -> 778, check 3590 ->
# 958; library_6 typecheck 497 -> 416, check 944 -> 316.
# Whole compile of deeply nested programs (`--compile`, branch fe11): each
# chain of gen_programs.py --deep (an if chain, a let chain, a sum, nested
# parentheses and applications) compiled by `runic -o` (every pass to
# OpenCL and the host C), N = 1000, 2000, 4000; the passes' CPU ms must
# double with N.  Before -> after fe11, deep_ifs (CPU ms): simplify
# 839 -> 16 (N = 1000) and 4429 -> 19 (2000), simplify-fused 877 -> 13 and
# 4174 -> 15, simplify-kernels 814 -> 13 and 4036 -> 18, locality 732 -> 7
# and 3651 -> 11, lower 59 -> 13 and 173 -> 17; N = 4000 spent minutes in
# an unasked-for print of the IR, now 6.6 s user for the whole `runic -o`
# (the stages 1.3 s CPU, the rest the C compiler on the host code).
# The interpreter's test of the deep programs (`--interp`, branch fe12):
# `runic test --backend=interp` on gen_programs.py --deep N's deep_N_test.fut
# (all five chains), user CPU and peak memory; before -> after fe12 (the IR
# printer was quadratic in the depth): N = 2000 over 200 s -> 1.5 s,
# N = 20000 13 min at 3.5 GB (stopped) -> 24 s at 1.25 GB.
# Issue 15's targets, branch fe14 (docs/architecture.md, "Front-end compile
# time"): the "stages" column (all front-end stages, CPU ms, the minimum of
# REPEATS runs, default 5) of lines_500 under 50 ms; chain_20 and
# hof_chain_20 (20 levels of doubled calls) well under a second.
# Branch fe15 (measured only, docs/architecture.md): lines_500's stages
# 57-64 ms at a load of 19-24 (parse 9-10, typecheck 12-14, check 15-18);
# a one-line program's stages 8 ms (the prelude's parse and inference).
# Branch fe16: the unused checks of never-called higher-order definitions
# defunctionalise only what they reach; lines_500's check 23.1 -> 14.8 ms,
# all stages 78.2 -> 69.3 ms (minimum of 7 at a load of 5-6).
# Branch fe17: the pool allocator takes blocks up to 1024 bytes and huge
# pages; lines_500's stages 47.8 -> 41.3 ms (median of 10 interleaved, load
# 17-19), 65.1 -> 53.0 in a busier series; chain_20 9.3 -> 7.7 ms.
# Usage: compile_time.sh RUNIC [OUTDIR]   (REPEATS=N: runs per program)
#        compile_time.sh --compile RUNIC [OUTDIR] [N...]
#        compile_time.sh --interp RUNIC [OUTDIR] [N...]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--compile" ]; then
  runic=$(realpath "$2")
  out=${3:-$(mktemp -d)}
  shift $(( $# < 3 ? $# : 3 ))
  sizes=${*:-1000 2000 4000}
  stages=(parse typecheck check elaborate inline simplify simplify-fused flatten simplify-kernels locality lower)
  printf '%-22s' program; printf ' %9s' "${stages[@]}" passes wall_ms; printf '\n'
  for part in ifs lets sum_terms parens apps; do
    for n in $sizes; do
      python3 "$here/gen_programs.py" --deep "$n" "$part" "$out"
      f="$out/deep_${part}_$n.fut"
      t0=$(date +%s%N)
      passes=$("$runic" -o "$out/deep_${part}_$n" --time-passes "$f" 2>&1 >/dev/null) || { echo "$f: does not compile"; echo "$passes"; continue; }
      t1=$(date +%s%N)
      printf '%-22s' "deep_${part}_$n"
      for s in "${stages[@]}"; do
        printf ' %9s' "$(echo "$passes" | awk -v s="$s" '$1 == s { printf "%.1f", ($4 == "(cpu" ? $5 : $2) }')"
      done
      printf ' %9s' "$(echo "$passes" | awk '{ t += ($4 == "(cpu" ? $5 : $2) } END { printf "%.1f", t }')"
      printf ' %9s\n' $(( (t1 - t0) / 1000000 ))
    done
  done
  exit 0
fi
if [ "${1:-}" = "--interp" ]; then
  runic=$(realpath "$2")
  out=${3:-$(mktemp -d)}
  shift $(( $# < 3 ? $# : 3 ))
  sizes=${*:-1000 2000 4000}
  printf '%-22s %9s %9s %9s\n' program user_s sys_s max_mb
  for n in $sizes; do
    python3 "$here/gen_programs.py" --deep "$n" "$out"
    f="$out/deep_${n}_test.fut"
    /usr/bin/time -o "$out/time.txt" -f '%U %S %M' "$runic" test --backend=interp "$f" >/dev/null 2>&1 ||
      { echo "$f: the test fails"; continue; }
    read -r user sys kb < "$out/time.txt"
    printf '%-22s %9s %9s %9s\n' "deep_${n}_test" "$user" "$sys" $(( kb / 1024 ))
  done
  exit 0
fi
runic=$(realpath "$1")
out=${2:-$(mktemp -d)}
repeats=${REPEATS:-5}
python3 "$here/gen_programs.py" "$out"
printf '%-22s %6s %9s %9s %9s %9s %9s %9s %9s %9s\n' program lines parse defunctor typecheck monomorph desugar check stages wall_ms
for f in "$out"/chain_*.fut "$out"/hof_chain_*.fut "$out"/lines_*.fut $(ls "$out"/functors_*.fut | sort -t_ -k2 -n) \
    $(ls "$out"/library_*.fut | sort -t_ -k2 -n) $(ls "$out"/deep_*.fut | sort -t_ -k2 -n); do
  name=$(basename "$f" .fut)
  # Each stage's CPU time, the minimum of $repeats runs (the machine may be
  # shared: the minimum is the run least disturbed), and the minimum of the
  # runs' sums of all front-end stages ("stages", parse to check).
  passes=""
  for _ in $(seq "$repeats"); do
    p=$("$runic" check --time-passes "$f" 2>&1 >/dev/null) || { passes=""; echo "$name: does not check"; echo "$p"; break; }
    passes+="$p"$'\n'"--- run"$'\n'
  done
  [ -n "$passes" ] || continue
  stage() { echo "$passes" | awk -v s="$1" '$1 == s { v = ($4 == "(cpu" ? $5 : $2); if (m == "" || v < m) m = v } END { printf "%.1f", m }'; }
  total=$(echo "$passes" | awk '$1 == "---" { if (m == "" || t < m) m = t; t = 0; next } { t += ($4 == "(cpu" ? $5 : $2) } END { printf "%.1f", m }')
  walls=()
  for _ in 1 2 3; do
    t0=$(date +%s%N)
    "$runic" check "$f" >/dev/null 2>&1
    t1=$(date +%s%N)
    walls+=($(( (t1 - t0) / 1000000 )))
  done
  wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 2p)
  printf '%-22s %6s %9s %9s %9s %9s %9s %9s %9s %9s\n' "$name" "$(wc -l < "$f")" "$(stage parse)" "$(stage defunctorise)" "$(stage typecheck)" \
    "$(stage monomorphise)" "$(stage desugar)" "$(stage check)" "$total" "$wall"
done
