#!/usr/bin/env bash
# Oclgrind over the test suite: every test program compiled and run under
# Oclgrind (scripts/oclgrind_wrap.sh: data races, out-of-bounds accesses,
# uninitialised values, API errors), one program at a time, each under a
# time limit.  Resumable: a program with a result in OUTDIR is not run
# again (delete OUTDIR/results/KEY to run it again), so a long campaign
# can be continued.
#
# usage: scripts/oclgrind_suite.sh RUNIC OUTDIR [PATHS...]
#   PATHS: .fut files and folders (default: tests/programs)
# environment:
#   LIMIT  seconds per program (default 300); a program over it is
#          "too slow under Oclgrind", not a failure
#   CASE_LIMIT  seconds per case (default 60): a case over it is stopped
#          and counted as too slow; the program's other cases still count
#   NICE   niceness (default 15)
#   JOBS   programs at a time (default 1: the development machine has 2 cores)
#   SUMMARY_ONLY=1  run nothing: rewrite OUTDIR/summary.md from the results
#   PROFILE  compile for this device profile (runic --device-profile; e.g.
#          nvidia-h100: the GPU derivations, local memory and barriers;
#          default: runic's own choice); with a profile Oclgrind's device
#          gets 256 KiB of local memory (its default, 32 KiB, is less than
#          the GPU profiles' tiles take)
#   MAX_ELEMS  cases with a random input array of more elements are left
#          out (default 20000; Oclgrind runs about a thousand times slower
#          than PoCL): the program is run from a copy without those lines,
#          and the results count them as "cases left out"
#
# OUTDIR/results/KEY   one line per program: STATUS SECONDS PASSED FAILED PROGRAM LEFT_OUT
#   STATUS: clean | reports (Oclgrind reported on a successful run) |
#           failed (a case failed without a report: check the log) |
#           partial (clean, but some cases over CASE_LIMIT) | slow
#   LEFT_OUT: cases left out for their size (MAX_ELEMS)
#   SLOW_CASES: cases stopped at CASE_LIMIT (listed in OUTDIR/slow/KEY)
# OUTDIR/reports/KEY   Oclgrind's reports, headed by "== EXE -e ENTRY (case, exit)"
# OUTDIR/logs/KEY      the test runner's output
# OUTDIR/summary.md    the figures and every report (rewritten at the end)
#
# Reports on runs stopped by a run-time error (expected-error cases) are
# kept apart in the summary: they do not fail the program.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runic=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
shift 2
limit=${LIMIT:-300}
case_limit=${CASE_LIMIT:-60}
niceness=${NICE:-15}
jobs=${JOBS:-1}
profile=${PROFILE:-}
max_elems=${MAX_ELEMS:-20000}
if ! command -v oclgrind >/dev/null; then
  echo "oclgrind_suite: oclgrind is not installed (apt-get install oclgrind)" >&2
  exit 2
fi
paths=("$@")
[ ${#paths[@]} -eq 0 ] && paths=("$root/tests/programs")
mkdir -p "$out/results" "$out/reports" "$out/logs" "$out/slow" "$out/suppressed" "$out/tmp"
out=$(cd "$out" && pwd)

programs=()
for p in "${paths[@]}"; do
  if [ -d "$p" ]; then
    while IFS= read -r f; do programs+=("$f"); done < <(find "$p" -name '*.fut' | sort)
  else
    programs+=("$p")
  fi
done

# reduce PROGRAM COPY: writes COPY without the test-block lines of random
# inputs over MAX_ELEMS elements and prints how many it left out (0: no
# copy written).  Programs with data files (`input @ FILE`) are not copied.
reduce_program() {
  python3 - "$1" "$2" "$max_elems" <<'PY'
import re, sys
src, dst, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = open(src).read().split("\n")
out, dropped = [], 0
for ln in lines:
    m = re.match(r"\s*--.*\brandom input\s*\{([^}]*)\}", ln)
    if m:
        big = False
        for arr in re.findall(r"((?:\[\d+\])+)", m.group(1)):
            n = 1
            for d in re.findall(r"\d+", arr):
                n *= int(d)
            big = big or n > limit
        if big:
            dropped += 1
            continue
    out.append(ln)
if dropped and not any("@" in ln for ln in lines if ln.lstrip().startswith("--")):
    open(dst, "w").write("\n".join(out))
    print(dropped)
else:
    print(0)
PY
}

progroot=$(realpath "$root/tests/programs")
key_of() {
  local f
  f=$(realpath "$1")
  f=${f#"$progroot/"}
  f=${f#"$(realpath "$root")/"}
  echo "${f//\//__}"
}

run_one() {
  local prog=$1 key start rc secs status passed failed wd child run dropped nslow nfail
  key=$(key_of "$prog")
  [ -s "$out/results/$key" ] && return 0
  rm -f "$out/reports/$key" "$out/slow/$key" "$out/suppressed/$key"
  wd=$(mktemp -d "$out/tmp/$key.XXXX")
  run=$prog
  dropped=$(reduce_program "$prog" "$wd/$(basename "$prog")")
  [ "$dropped" -gt 0 ] && run=$wd/$(basename "$prog")
  start=$(date +%s)
  RUNIC_OCLGRIND_SUMMARY="$out/reports/$key" RUNIC_OCLGRIND_TMP="$wd" TMPDIR="$wd" \
    RUNIC_OCLGRIND_CASE_LIMIT="$case_limit" RUNIC_OCLGRIND_SLOW="$out/slow/$key" \
    RUNIC_OCLGRIND_SUPPRESSED="$out/suppressed/$key" \
    RUNIC_OCLGRIND_OPTIONS="${profile:+--local-mem-size 262144}" \
    timeout -k 10 "$limit" nice -n "$niceness" "$runic" test --backend=opencl ${profile:+--device-profile "$profile"} -j 1 --verbose-tests \
    --exec-wrapper "$root/scripts/oclgrind_wrap.sh" "$run" > "$out/logs/$key" 2>&1 &
  child=$!
  # Stopping the campaign stops the program under way (timeout runs it in
  # a process group of its own); what it leaves is not recorded.
  trap 'kill "$child" 2>/dev/null; rm -rf "$wd"; exit 130' TERM INT
  wait "$child"
  rc=$?
  trap - TERM INT
  secs=$(( $(date +%s) - start ))
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
    status=slow
  elif grep -q '^== .*, exit 0)$' "$out/reports/$key" 2>/dev/null; then
    status=reports
  elif [ $rc -ne 0 ]; then
    status=failed
    # Every failing case stopped at CASE_LIMIT: the others are clean.
    nslow=$(cat "$out/slow/$key" 2>/dev/null | wc -l)
    nfail=$(grep -c '^FAIL' "$out/logs/$key")
    [ "$nslow" -gt 0 ] && [ "$nslow" -eq "$nfail" ] && status=partial
  else
    status=clean
  fi
  rm -rf "$wd"
  read -r passed failed < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p' "$out/logs/$key" | tail -1)
  nslow=$(cat "$out/slow/$key" 2>/dev/null | wc -l)
  echo "$status $secs ${passed:-0} ${failed:-0} ${prog#"$root/"} $dropped $nslow" > "$out/results/$key"
  echo "$status $secs ${passed:-0} ${failed:-0} ${prog#"$root/"} $dropped $nslow"
}

if [ -n "${SUMMARY_ONLY:-}" ]; then
  :
elif [ "$jobs" -le 1 ]; then
  for prog in "${programs[@]}"; do run_one "$prog"; done
else
  export -f run_one key_of
  export root runic out limit case_limit niceness max_elems progroot profile
  export -f reduce_program
  printf '%s\0' "${programs[@]}" | xargs -0 -n 1 -P "$jobs" bash -c 'run_one "$1"' _
fi

# The summary, over every result in OUTDIR (earlier runs included).
{
  echo "# Oclgrind over the test suite"
  echo
  echo "runic: $("$runic" --version 2>/dev/null | head -1), $(git -C "$progroot" rev-parse --short HEAD 2>/dev/null); limits: ${limit} s per program, ${case_limit} s per case, ${max_elems} elements per random input; device profile: ${profile:-default}"
  echo
  awk '{n++; if ($1=="clean" && $3+$4==0) s["empty"]++; else s[$1]++; if ($1!="slow") checked+=$3+$4-$7; t+=$2; left+=$6; if ($6>0) lp++; slowc+=$7}
       END {printf "| programs | clean | clean but for cases over the case limit | with reports | failed without report | too slow | every case left out |\n|---|---|---|---|---|---|---|\n";
            printf "| %d | %d | %d | %d | %d | %d | %d |\n\n", n, s["clean"], s["partial"], s["reports"], s["failed"], s["slow"], s["empty"];
            printf "cases run to the end: %d; cases stopped at the case limit: %d; cases left out (random inputs over the size limit): %d, of %d programs; time: %d s\n",
                   checked, slowc, left, lp, t}' "$out"/results/* 2>/dev/null
  echo "entry points run: $(awk '/^(ok|FAIL) / && match($0, /: entry [^ :]+/) {print FILENAME, substr($0, RSTART + 8, RLENGTH - 8)}' \
    "$out"/logs/* 2>/dev/null | sort -u | wc -l)"
  echo
  echo "## Too slow under Oclgrind (skipped)"
  echo
  awk '$1=="slow" {print "- " $5}' "$out"/results/* 2>/dev/null
  echo
  echo "## Cases stopped at the case limit"
  echo
  for f in "$out"/slow/*; do
    [ -s "$f" ] || continue
    echo "- $(awk '{print $5}' "$out/results/$(basename "$f")" 2>/dev/null): $(sed 's/.*_\([0-9]*\)_\([^_]*\)\.in)$/line \1 (\2)/' "$f" | paste -sd, - | sed 's/,/, /g')"
  done
  echo
  echo "## Known false positives dropped (atomic_xchg into memory not yet written; scripts/oclgrind_wrap.sh)"
  echo
  for f in "$out"/suppressed/*; do
    [ -s "$f" ] || continue
    echo "- $(awk '{print $5}' "$out/results/$(basename "$f")" 2>/dev/null): $(wc -l < "$f") runs, kernels $(sed 's/.* in //' "$f" | tr ',' '\n' | sed 's/^ *//' | sort -u | paste -sd' ' -)"
  done
  echo
  echo "## Failed without an Oclgrind report"
  echo
  awk '$1=="failed" {print "- " $5}' "$out"/results/* 2>/dev/null
  echo
  echo "## Reports"
  for f in "$out"/reports/*; do
    [ -s "$f" ] || continue
    grep -q '^== .*, exit 0)$' "$f" || continue
    echo
    echo "### $(awk '{print $5}' "$out/results/$(basename "$f")" 2>/dev/null)"
    echo '```'
    head -c 6000 "$f"
    echo '```'
  done
  echo
  echo "## Reports on runs stopped by a run-time error (expected-error cases; not failures)"
  for f in "$out"/reports/*; do
    [ -s "$f" ] || continue
    grep -q '^== .*, exit [1-9][0-9]*)$' "$f" || continue
    echo
    echo "### $(awk '{print $5}' "$out/results/$(basename "$f")" 2>/dev/null)"
    echo '```'
    grep -A 12 '^== .*, exit [1-9][0-9]*)$' "$f" | head -c 3000
    echo '```'
  done
} > "$out/summary.md"
grep -A 3 '^| programs' "$out/summary.md"
grep -q '^reports ' "$out"/results/* 2>/dev/null && exit 1
exit 0
