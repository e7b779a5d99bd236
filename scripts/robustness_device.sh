#!/usr/bin/env bash
# The long robustness campaign on a machine without clang or network
# (docs/robustness.md, "On another machine"): the fuzz targets and runic
# come prebuilt in a bundle (scripts/build_device_bundle.sh fills
# build-dev/); this script needs bash, coreutils, python3 and, for the
# compiled slice, a C compiler (`cc` or $CC) and an OpenCL platform.
#
# usage: scripts/robustness_device.sh OUTDIR FUZZ_SECONDS PROGRAMS [COMPILED]
#   FUZZ_SECONDS  wall time of the fuzzing part (all targets at once)
#   PROGRAMS      generated programs run through the interpreter at every stage
#   COMPILED      how many of them (the first ones) are also compiled
#                 (--backend=opencl) and run through the interpreter with the
#                 optional passes off; default PROGRAMS / 10
# environment:
#   BUNDLE=build-dev   the folder with runic and fuzz_values, fuzz_frontend, fuzz_capi
#   JOBS=$(nproc)      processes at a time (fuzzers, then program shards)
#   SHARDS=16          program shards
#   SEED=3000001       seed of the first generated program
#   PROGRAM_TIMEOUT=20 seconds per program and mode (a program over it is "slow")
#   COMPILED_TIMEOUT=120  the same for the compiled slice (C compilation included)
#   OPENCL_DEVICE      passed to compiled programs and fuzz_capi as the device (-d);
#                      default: the first GPU, else the first device
#
# Part 1 fuzzes all targets at once for FUZZ_SECONDS, in libFuzzer's fork
# mode (crashes, timeouts and OOMs are kept and fuzzing goes on): fuzz_frontend
# gets half the processes, fuzz_values and fuzz_capi a quarter each.  Part 2
# runs the generated programs in SHARDS shards, JOBS at a time, each program
# on its own under `timeout`.  OUTDIR/summary.md gets the figures; defect
# inputs go to OUTDIR/defects/TARGET/, failing programs with their logs to
# OUTDIR/programs/MODE/; the logs of every part to OUTDIR/logs/.
set -uo pipefail
if [ $# -lt 3 ]; then
  sed -n '8,21p' "$0" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "$1" && cd "$1" && pwd)
secs=$2
nprog=$3
ncomp=${4:-$((nprog / 10))}
bundle=$(cd "${BUNDLE:-$root/build-dev}" && pwd) || exit 2
jobs=${JOBS:-$(nproc)}
shards=${SHARDS:-16}
seed=${SEED:-3000001}
ptime=${PROGRAM_TIMEOUT:-20}
ctime=${COMPILED_TIMEOUT:-120}
device=${OPENCL_DEVICE:-}
work=$(mktemp -d /tmp/runic-device-XXXXXX)
mkdir -p "$out/logs" "$out/defects" "$out/programs"
export XDG_CACHE_HOME=$work/cache   # the kernel binary cache of fuzz_capi and compiled programs
log() { echo "robustness_device: $(date -u +%H:%M:%S) $*" >&2; }

runic=$bundle/runic
for b in runic fuzz_values fuzz_frontend fuzz_capi; do
  [ -x "$bundle/$b" ] || { echo "robustness_device: no $bundle/$b (scripts/build_device_bundle.sh)" >&2; exit 2; }
done
cc_ok=1
command -v "${CC:-cc}" >/dev/null || cc_ok=0

# ---------------------------------------------------------------- 1. fuzzing
fuzz_targets=(frontend values capi)
if [ "$jobs" -ge 4 ]; then
  n_capi=$((jobs / 4)) n_values=$((jobs / 4))
else
  n_capi=1 n_values=1
fi
n_frontend=$((jobs - n_capi - n_values))
[ "$n_frontend" -lt 1 ] && n_frontend=1
declare -A workers=([frontend]=$n_frontend [values]=$n_values [capi]=$n_capi)
declare -A maxlen=([frontend]=8192 [values]=4096 [capi]=512)
if [ "$secs" -gt 0 ]; then
  log "fuzzing for $secs s: frontend x$n_frontend, values x$n_values, capi x$n_capi"
  pids=()
  for t in "${fuzz_targets[@]}"; do
    corpus=$work/corpus-$t
    mkdir -p "$corpus" "$work/artifacts-$t"
    cp "$root"/fuzz/corpus/"$t"/* "$corpus"/ 2>/dev/null
    cp -r "$root"/fuzz/regressions/"$t"/. "$corpus"/ 2>/dev/null
    [ "$t" = frontend ] && find "$root/tests/programs" -name '*.fut' -size -8k -exec cp {} "$corpus"/ \; 2>/dev/null
    (
      cd "$work" || exit 1
      # PoCL: one thread per fuzz_capi process (there are other processes)
      [ "$t" = capi ] && export POCL_MAX_PTHREAD_COUNT=1 POCL_CPU_MAX_CU_NUM=1
      [ "$t" = capi ] && [ -n "$device" ] && export RUNIC_FUZZ_DEVICE=$device
      exec "$bundle/fuzz_$t" -fork="${workers[$t]}" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -seed=$((seed + ${#t})) -max_total_time="$secs" -max_len="${maxlen[$t]}" -rss_limit_mb=4096 \
        -timeout=30 -artifact_prefix="$work/artifacts-$t/" "$corpus"
    ) >"$out/logs/fuzz_$t.log" 2>&1 &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p"; done
fi
fuzz_rows=""
fuzz_total=0
for t in "${fuzz_targets[@]}"; do
  l=$out/logs/fuzz_$t.log
  runs=0
  [ -f "$l" ] && runs=$(grep -oE '^#[0-9]+' "$l" | tail -1 | tr -d '#')
  runs=${runs:-0}
  fuzz_total=$((fuzz_total + runs))
  n_def=0
  if [ -d "$work/artifacts-$t" ]; then
    mkdir -p "$out/defects/$t"
    cp "$work/artifacts-$t"/* "$out/defects/$t"/ 2>/dev/null
    n_def=$(find "$out/defects/$t" -type f | wc -l)
  fi
  corp=$(find "$work/corpus-$t" -type f 2>/dev/null | wc -l)
  fuzz_rows+="| fuzz_$t | ${workers[$t]} | $secs s | $runs | $corp | $n_def |"$'\n'
done

# ------------------------------------------------------ 2. generated programs
log "generating $nprog programs (seeds $seed..$((seed + nprog - 1)))"
python3 "$root/fuzz/gen_programs.py" "$work/gen" "$nprog" "$seed" || exit 1
mapfile -t progs < <(ls "$work/gen"/*.fut | sort)
passes_off=(--disable=simplify --disable=hoist --disable=fuse --disable=simplify-fused --disable=simplify-kernels)
opencl_opts=()
[ -n "$device" ] && opencl_opts=(--pass-option=-d "--pass-option=$device")

# One program in one mode: a line "MODE RESULT PROGRAM SECONDS" on stdout.
run_one() { # MODE PROGRAM
  local mode=$1 p=$2 t=$ptime rc start
  local name logf
  name=$(basename "$p" .fut)
  logf=$work/logs/$mode/$name.log
  local args=(test -j1)
  case $mode in
    interp) args+=(--backend=interp) ;;
    passes-off) args+=(--backend=interp "${passes_off[@]}") ;;
    opencl) args+=(--backend=opencl "${opencl_opts[@]}"); t=$ctime ;;
  esac
  start=$(date +%s)
  timeout -k 5 "$t" "$runic" "${args[@]}" "$p" >"$logf" 2>&1
  rc=$?
  local res=passed
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then res=slow
  elif [ $rc -ne 0 ]; then
    res=failed
    mkdir -p "$out/programs/$mode"
    cp "$p" "$logf" "$out/programs/$mode/"
  fi
  echo "$mode $res $name $(( $(date +%s) - start ))"
}

run_shard() { # SHARD
  local s=$1 i
  for ((i = s; i < ${#progs[@]}; i += shards)); do
    run_one interp "${progs[$i]}"
    if [ "$i" -lt "$ncomp" ]; then
      run_one passes-off "${progs[$i]}"
      if [ $cc_ok = 1 ]; then run_one opencl "${progs[$i]}"; fi
    fi
  done
}

mkdir -p "$work/logs/interp" "$work/logs/passes-off" "$work/logs/opencl"
log "running the programs: $shards shards, $jobs at a time, $ncomp compiled"
[ $cc_ok = 1 ] || log "no C compiler (${CC:-cc}): the compiled slice is skipped"
for ((s = 0; s < shards; s++)); do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
  run_shard "$s" >"$work/shard-$s.txt" &
done
wait
cat "$work"/shard-*.txt | sort -k3 >"$out/logs/programs.txt"

prog_rows=""
for m in interp passes-off opencl; do
  total=$(awk -v m="$m" '$1 == m' "$out/logs/programs.txt" | wc -l)
  [ "$total" -eq 0 ] && continue
  p=$(awk -v m="$m" '$1 == m && $2 == "passed"' "$out/logs/programs.txt" | wc -l)
  f=$(awk -v m="$m" '$1 == m && $2 == "failed"' "$out/logs/programs.txt" | wc -l)
  sl=$(awk -v m="$m" '$1 == m && $2 == "slow"' "$out/logs/programs.txt" | wc -l)
  secs_sum=$(awk -v m="$m" '$1 == m {s += $4} END {print s + 0}' "$out/logs/programs.txt")
  prog_rows+="| $m | $total | $p | $f | $sl | $secs_sum s |"$'\n'
done

# ------------------------------------------------------------------ summary
{
  echo "# Robustness campaign"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M') UTC on $(hostname) ($(nproc) cores, JOBS=$jobs);"
  echo "runic: $("$runic" --version 2>/dev/null | head -1); commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)."
  echo
  echo "## Fuzzing ($secs s, libFuzzer fork mode)"
  echo
  echo "| target | processes | time | executions | corpus | defect inputs |"
  echo "|---|---|---|---|---|---|"
  printf '%s' "$fuzz_rows"
  echo
  echo "Executions in all: $fuzz_total. Defect inputs are in defects/TARGET/"
  echo "(crash-*, timeout-*, oom-*, leak-*); the reports are in logs/fuzz_TARGET.log."
  for t in "${fuzz_targets[@]}"; do
    found=$(cd "$out/defects/$t" 2>/dev/null && ls | head -50)
    [ -z "$found" ] && continue
    echo
    echo "fuzz_$t:"
    echo
    echo "$found" | sed 's/^/    /'
  done
  echo
  echo "## Generated programs ($nprog, seeds $seed..$((seed + nprog - 1)))"
  echo
  echo "Limits: $ptime s a program and mode, $ctime s compiled; a program over it is slow, not failed."
  echo
  echo "| mode | programs | passed | failed | slow | time (sum) |"
  echo "|---|---|---|---|---|---|"
  printf '%s' "$prog_rows"
  echo
  echo "Modes: interp = the interpreter at every stage; passes-off = the same with"
  echo "the optional passes off; opencl = compiled${device:+ (device $device)}, against the interpreter."
  [ $cc_ok = 1 ] || echo "No C compiler: the compiled slice did not run."
  echo "Failing programs and their logs are in programs/MODE/; every result is in logs/programs.txt."
  slow=$(awk '$2 == "slow" {print $1 " " $3}' "$out/logs/programs.txt" | head -20)
  if [ -n "$slow" ]; then
    echo
    echo "Slow (first 20):"
    echo
    echo "$slow" | sed 's/^/    /'
  fi
} >"$out/summary.md"
cat "$out/summary.md"
log "done; scratch in $work"
