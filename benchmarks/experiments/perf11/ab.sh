#!/usr/bin/env bash
# perf11's A/B call: main's build against the branch's on the same idioms,
# two rounds each (gpu_ab_idioms.sh's loop), from a copy of the branch's
# benchmarks/idioms and benchmarks/gpu carried beside the two binaries
# (the device machine gets main's tree):
#   build-perf11/ab.sh IDIOM,IDIOM
# Layout of build-perf11/: runic, runic-main, ab.sh, bench/idioms, bench/gpu.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
IDIOMS=$1
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv > "$OUTDIR/gpu.txt" 2>&1
cat "$OUTDIR/gpu.txt"
for round in 1 2; do
  for which in old new; do
    bin=$HERE/runic-main; [ "$which" = new ] && bin=$HERE/runic
    timeout 120 python3 "$HERE/bench/idioms/idioms.py" --runic "$bin" --only "$IDIOMS" \
      --json "$OUTDIR/$which$round.json" 2>> "$OUTDIR/$which.log" > "$OUTDIR/$which$round.txt"
    echo "== $which (round $round)"; grep -E "runic|^\|" "$OUTDIR/$which$round.txt" | head -30
  done
done
tail -5 "$OUTDIR/new.log"
