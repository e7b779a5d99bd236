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
# Usage: compile_time.sh RUNIC [OUTDIR]
set -euo pipefail
runic=$(realpath "$1")
out=${2:-$(mktemp -d)}
here=$(cd "$(dirname "$0")" && pwd)
python3 "$here/gen_programs.py" "$out"
printf '%-22s %6s %9s %9s %9s %9s %9s %9s %9s\n' program lines parse defunctor typecheck monomorph desugar check wall_ms
for f in "$out"/chain_*.fut "$out"/hof_chain_*.fut "$out"/lines_*.fut $(ls "$out"/functors_*.fut | sort -t_ -k2 -n) \
    $(ls "$out"/library_*.fut | sort -t_ -k2 -n) $(ls "$out"/deep_*.fut | sort -t_ -k2 -n); do
  name=$(basename "$f" .fut)
  passes=$("$runic" check --time-passes "$f" 2>&1 >/dev/null) || { echo "$name: does not check"; echo "$passes"; continue; }
  # The stage's CPU time (the machine may be shared).
  stage() { echo "$passes" | awk -v s="$1" '$1 == s { printf "%.1f", ($4 == "(cpu" ? $5 : $2) }'; }
  walls=()
  for _ in 1 2 3; do
    t0=$(date +%s%N)
    "$runic" check "$f" >/dev/null 2>&1
    t1=$(date +%s%N)
    walls+=($(( (t1 - t0) / 1000000 )))
  done
  wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 2p)
  printf '%-22s %6s %9s %9s %9s %9s %9s %9s %9s\n' "$name" "$(wc -l < "$f")" "$(stage parse)" "$(stage defunctorise)" "$(stage typecheck)" \
    "$(stage monomorphise)" "$(stage desugar)" "$(stage check)" "$wall"
done
