#!/usr/bin/env bash
# Runs the whole benchmark suite on the GPU machine in one call (< 9 min):
#   1. builds the C++ references and writes the large datasets (gen_data.sh),
#   2. `runic bench --size large` on the NVIDIA device (-p NVIDIA: the GPU
#      machines list PoCL as platform 0),
#   3. the CuPy references (cuBLAS) and the copy bandwidth (gpu/references.py),
#   4. benchmarks/RESULTS.md and a plot of the ratios, copied to $OUT.
#
#   benchmarks/run_gpu.sh [--cpu] [--runic PATH] [--budget SECONDS]
#
# --cpu: a rehearsal on PoCL with the small datasets and no CuPy.
# RUNIC defaults to the first of build/runic, build-*/runic that exists.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
CPU=0
RUNIC=
BUDGET=3
while [ $# -gt 0 ]; do
  case "$1" in
    --cpu) CPU=1; shift ;;
    --runic) RUNIC=$2; shift 2 ;;
    --budget) BUDGET=$2; shift 2 ;;
    *) echo "usage: $0 [--cpu] [--runic PATH] [--budget SECONDS]" >&2; exit 2 ;;
  esac
done
if [ -z "$RUNIC" ]; then
  for c in "$ROOT"/build/runic "$ROOT"/build-*/runic; do
    [ -x "$c" ] && RUNIC=$c && break
  done
fi
[ -x "$RUNIC" ] || { echo "run_gpu.sh: no runic executable (use --runic PATH)" >&2; exit 2; }
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
START=$(date +%s)
elapsed() { echo $(( $(date +%s) - START )); }

if [ "$CPU" = 1 ]; then
  SIZE=small
  PASS=()
  DEVICE="PoCL on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
  BENCH_LIMIT=300
else
  SIZE=large
  PASS=(-p NVIDIA)
  DEVICE=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
  BENCH_LIMIT=330
fi

echo "run_gpu.sh: datasets ($SIZE)" >&2
"$HERE/gen_data.sh" --size "$SIZE" || echo "run_gpu.sh: gen_data.sh failed" >&2
echo "run_gpu.sh: datasets ready after $(elapsed)s" >&2

# The bench rewrites its JSON after each program, so a timeout keeps what ran.
cd "$ROOT"
timeout "$BENCH_LIMIT" "$RUNIC" bench benchmarks --size "$SIZE" "${PASS[@]}" --budget "$BUDGET" \
  --min-runs 10 --ci 1 --json "$OUTDIR/runic.json" | tee "$OUTDIR/bench.txt"
echo "run_gpu.sh: bench done after $(elapsed)s (status ${PIPESTATUS[0]})" >&2

REFS=()
if [ "$CPU" = 0 ]; then
  if timeout 150 python3 "$HERE/gpu/references.py" --data "$HERE/data" --json "$OUTDIR/references.json"; then
    REFS=(--refs "$OUTDIR/references.json")
  else
    echo "run_gpu.sh: references.py failed" >&2
  fi
  echo "run_gpu.sh: references done after $(elapsed)s" >&2
fi

python3 "$HERE/gpu/report.py" --runic "$OUTDIR/runic.json" "${REFS[@]}" --device "$DEVICE" \
  --out-md "$HERE/RESULTS.md" --out-plot "$OUTDIR"
cp "$HERE/RESULTS.md" "$OUTDIR/RESULTS.md"
cat "$HERE/RESULTS.md"
echo "run_gpu.sh: finished after $(elapsed)s; results in $OUTDIR" >&2
