#!/usr/bin/env bash
# A/B comparison of two runic compilers on programs of benchmarks/ with
# their large datasets, in one device call: `runic bench` with each, then
# `runic bench --compare`.
#   usage: benchmarks/gpu_ab_programs.sh OLD_RUNIC NEW_RUNIC PROG...   (names without .fut; results under $OUT)
set -u
OLD=$(realpath "$1"); NEW=$(realpath "$2"); shift 2
OUTDIR=${OUT:-/tmp/ab-programs}; mkdir -p "$OUTDIR"
FILES=()
for p in "$@"; do
  benchmarks/gen_data.sh --size large --only "$p" >/dev/null || echo "gen_data $p failed" >&2
  FILES+=("benchmarks/$p.fut")
done
"$OLD" bench --size large --budget 5 --json "$OUTDIR/old.json" "${FILES[@]}" >"$OUTDIR/old.txt" 2>&1
"$NEW" bench --size large --budget 5 --json "$OUTDIR/new.json" "${FILES[@]}" >"$OUTDIR/new.txt" 2>&1
"$NEW" bench --compare "$OUTDIR/old.json" "$OUTDIR/new.json" | tee "$OUTDIR/compare.txt"
