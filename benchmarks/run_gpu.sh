#!/usr/bin/env bash
# Runs the whole benchmark suite on the GPU machine in one call (< 9 min):
#   1. builds the C++ references and writes the large datasets (gen_data.sh),
#   2. `runic bench --size large` on the NVIDIA device (-p NVIDIA: the GPU
#      machines list PoCL as platform 0),
#   3. the references (gpu/references.py: cuBLAS through CuPy, or
#      hand-written CUDA kernels) and the copy bandwidth,
#   4. benchmarks/RESULTS.md and a plot of the ratios (benchmarks/ratios.svg),
#      copied to $OUT with the raw JSON and logs.
#
#   benchmarks/run_gpu.sh [--cpu] [--runic PATH] [--budget SECONDS] [--total SECONDS]
#
# --cpu: a rehearsal on PoCL with the small datasets and no references; it
# writes its report to $OUT (default benchmarks/out) only.
# --budget: seconds of runs per dataset (default 2); --total: the time the
# whole script may take (default 530): the bench and the references get
# what the data generation leaves.
# RUNIC defaults to the first of build/runic, build-*/runic that exists.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
CPU=0
RUNIC=
BUDGET=2
TOTAL=530
while [ $# -gt 0 ]; do
  case "$1" in
    --cpu) CPU=1; shift ;;
    --runic) RUNIC=$2; shift 2 ;;
    --budget) BUDGET=$2; shift 2 ;;
    --total) TOTAL=$2; shift 2 ;;
    *) echo "usage: $0 [--cpu] [--runic PATH] [--budget SECONDS] [--total SECONDS]" >&2; exit 2 ;;
  esac
done
if [ -z "$RUNIC" ]; then
  for c in "$ROOT"/build/runic "$ROOT"/build-*/runic; do
    [ -x "$c" ] && RUNIC=$c && break
  done
fi
[ -x "$RUNIC" ] || { echo "run_gpu.sh: no runic executable (use --runic PATH)" >&2; exit 2; }
RUNIC=$(realpath "$RUNIC")
export PYTHONUNBUFFERED=1
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
START=$(date +%s)
elapsed() { echo $(( $(date +%s) - START )); }

if [ "$CPU" = 1 ]; then
  SIZE=small
  PASS=()
  DEVICE="PoCL on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
  REF_TIME=0
else
  SIZE=large
  PASS=(-p NVIDIA)
  DEVICE=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
  REF_TIME=150
fi

echo "run_gpu.sh: datasets ($SIZE)" >&2
# At most half of the total: the bench then runs the datasets that exist.
timeout $(( TOTAL / 2 )) "$HERE/gen_data.sh" --size "$SIZE" || echo "run_gpu.sh: gen_data.sh failed" >&2
echo "run_gpu.sh: datasets ready after $(elapsed)s" >&2
df -h "$HERE/data" | tail -1 >&2

# What is left for the bench: the total less the references' share.
BENCH_LIMIT=$(( TOTAL - $(elapsed) - REF_TIME - 15 ))
[ "$BENCH_LIMIT" -ge 60 ] || BENCH_LIMIT=60
echo "run_gpu.sh: runic bench, at most ${BENCH_LIMIT}s" >&2

# The bench rewrites its JSON after each program, so a timeout keeps what ran.
cd "$ROOT"
# Its progress goes to bench.log; only the compilations and errors are shown.
timeout "$BENCH_LIMIT" "$RUNIC" bench benchmarks --size "$SIZE" "${PASS[@]}" --budget "$BUDGET" \
  --min-runs 10 --ci 1 --json "$OUTDIR/runic.json" \
  2> >(tee "$OUTDIR/bench.log" | tr '\r' '\n' | grep --line-buffered -iE 'compiling|error|fail' >&2) |
  tee "$OUTDIR/bench.txt"
echo "run_gpu.sh: bench done after $(elapsed)s (status ${PIPESTATUS[0]})" >&2

REFS=()
if [ "$CPU" = 0 ]; then
  REF_LIMIT=$(( TOTAL - $(elapsed) - 10 ))
  [ "$REF_LIMIT" -ge 30 ] || REF_LIMIT=30
  echo "run_gpu.sh: references, at most ${REF_LIMIT}s" >&2
  rm -f "$OUTDIR/references.json"
  timeout "$REF_LIMIT" python3 "$HERE/gpu/references.py" --data "$HERE/data" --json "$OUTDIR/references.json" ||
    echo "run_gpu.sh: references.py failed or ran out of time" >&2
  # references.py rewrites its JSON after each dataset: a timeout keeps what ran.
  [ -s "$OUTDIR/references.json" ] && REFS=(--refs "$OUTDIR/references.json")
  echo "run_gpu.sh: references done after $(elapsed)s" >&2
fi

NOTE="$("$RUNIC" --version 2>/dev/null | head -1), per-dataset budget ${BUDGET}s, whole run $(elapsed)s before the report"
if [ "$CPU" = 1 ]; then
  python3 "$HERE/gpu/report.py" --runic "$OUTDIR/runic.json" --device "$DEVICE" --note "$NOTE" \
    --out-md "$OUTDIR/RESULTS.md" --out-plot "$OUTDIR"
else
  python3 "$HERE/gpu/report.py" --runic "$OUTDIR/runic.json" "${REFS[@]}" --device "$DEVICE" \
    --note "$NOTE" --out-md "$HERE/RESULTS.md" --out-plot "$HERE"
  cp "$HERE/RESULTS.md" "$OUTDIR/RESULTS.md"
  for f in ratios.svg ratios.png; do [ -f "$HERE/$f" ] && cp "$HERE/$f" "$OUTDIR/"; done
fi
cat "$OUTDIR/RESULTS.md"
echo "run_gpu.sh: finished after $(elapsed)s; results in $OUTDIR" >&2
