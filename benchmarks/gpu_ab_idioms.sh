#!/usr/bin/env bash
# Two builds on the same idioms in one device call (idioms.py once per
# build, the references timed in each run): which build is faster where.
#   benchmarks/gpu_ab_idioms.sh OLD_RUNIC NEW_RUNIC IDIOM,IDIOM
# Results under $OUT: old.txt, new.txt (and their JSON).
set -uo pipefail
OLD=$(realpath "$1"); NEW=$(realpath "$2"); IDIOMS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
OUTDIR=${OUT:-$HERE/out}
mkdir -p "$OUTDIR"
for round in 1 2; do
  for which in old new; do
    bin=$OLD; [ "$which" = new ] && bin=$NEW
    timeout 100 python3 "$HERE/idioms/idioms.py" --runic "$bin" --only "$IDIOMS" \
      --json "$OUTDIR/$which$round.json" 2>> "$OUTDIR/$which.log" > "$OUTDIR/$which$round.txt"
    echo "== $which (round $round)"; grep -E "runic" "$OUTDIR/$which$round.txt"
  done
done
