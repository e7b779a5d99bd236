#!/usr/bin/env bash
# Issue 16's matrix products on the GPU machine, in one call of a few
# minutes: the spellings of the textbook matrix product (gemm.fut,
# gemm_inline.fut, gemm_iota.fut, gemm_tabulate.fut) and the batched small
# products (batched_matmul.fut) against cuBLAS through CuPy (cp.matmul;
# strided batched sgemm for the batch), by the same clocks as run_gpu.sh.
#
#   benchmarks/gpu_speed.sh [RUNIC [OLD_RUNIC]]
#
# OLD_RUNIC (optional): a second compiler whose figures go beside (`bench`
# JSON old.json), e.g. the build before a change.  Results under $OUT
# (default benchmarks/out): runic.json, references.json, RESULTS-speed.md.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
RUNIC=$(realpath "${1:-$ROOT/build/runic}")
OLD=${2:+$(realpath "$2")}
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
PROGS=(gemm gemm_inline gemm_iota gemm_tabulate batched_matmul softmax layernorm)
START=$(date +%s)
elapsed() { echo $(( $(date +%s) - START )); }

for p in gemm batched_matmul softmax layernorm; do
  "$HERE/gen_data.sh" --size large --only "$p" || echo "gpu_speed.sh: gen_data $p failed" >&2
done
echo "gpu_speed.sh: datasets after $(elapsed)s" >&2
FILES=()
for p in "${PROGS[@]}"; do FILES+=("benchmarks/$p.fut"); done
cd "$ROOT"
timeout 200 "$RUNIC" bench "${FILES[@]}" --size large -p NVIDIA --budget 1 --min-runs 10 --ci 1 \
  --json "$OUTDIR/runic.json" 2>"$OUTDIR/bench.log" | tee "$OUTDIR/bench.txt"
echo "gpu_speed.sh: bench after $(elapsed)s" >&2
if [ -n "$OLD" ]; then
  # The old compiler: only what it can run (the textbook spelling at 4096^2
  # asks it for an n x n x n array).
  timeout 120 "$OLD" bench benchmarks/gemm_inline.fut benchmarks/batched_matmul.fut benchmarks/softmax.fut benchmarks/layernorm.fut --size large \
    -p NVIDIA --budget 1 --min-runs 3 --ci 5 --json "$OUTDIR/old.json" 2>"$OUTDIR/old.log" |
    tee "$OUTDIR/old.txt"
  echo "gpu_speed.sh: old compiler after $(elapsed)s" >&2
fi
ONLY=$(IFS=,; echo "${PROGS[*]}")
timeout 120 python3 "$HERE/gpu/references.py" --data "$HERE/data" --json "$OUTDIR/references.json" \
  --only "$ONLY" --budget 0.5 || echo "gpu_speed.sh: references.py failed" >&2
DEVICE=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
python3 "$HERE/gpu/report.py" --runic "$OUTDIR/runic.json" --refs "$OUTDIR/references.json" \
  --device "$DEVICE" --note "gpu_speed.sh, $("$RUNIC" --version | head -1)" \
  --out-md "$OUTDIR/RESULTS-speed.md" --out-plot "$OUTDIR" || echo "gpu_speed.sh: report failed" >&2
cat "$OUTDIR/RESULTS-speed.md"
echo "gpu_speed.sh: finished after $(elapsed)s" >&2
