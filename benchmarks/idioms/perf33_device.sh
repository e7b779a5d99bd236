#!/usr/bin/env bash
# perf33's first device call: main's build (B/runic-old) against this
# branch's (B/runic-new) on the idioms perf33 changes (row maxima by
# loops and reductions from the first element, the transposed add, the
# compactions with an exclusive scan) and their yardsticks (row_max,
# row_sums, transpose, filter_by_hand).
#   benchmarks/idioms/perf33_device.sh B    (from the repository root; B
#   holds the two builds; this script's folder holds the idioms run)
# The device tool sends the session's own checkout, not a helper's
# worktree: perf33 copied the two stripped builds, benchmarks/idioms/*.{py,
# fut,sh} and benchmarks/gpu/*.py into an ignored folder of that checkout
# (build-perf33dev/, carried) and ran
#   build-perf33dev/benchmarks/idioms/perf33_device.sh build-perf33dev
set -u
B=${1:-build-dev}
H=$(cd "$(dirname "$0")" && pwd)
NEW=row_max_while,row_max_for,row_max_reduce,row_max,row_sums,add_transposed,transpose,compact_exclusive,compact_concat,compact_tabulate,filter_by_hand
OLD=row_max_while,row_max_for,row_max_reduce,row_max,add_transposed,compact_exclusive,compact_concat,compact_tabulate
R=$OUT
mkdir -p "$R/old" "$R/new"
OUT=$R/new timeout 60 "$H/gpu_idioms.sh" "$B/runic-new" --only "$NEW" >/dev/null 2>&1
OUT=$R/old timeout 50 "$H/gpu_idioms.sh" "$B/runic-old" --only "$OLD" >/dev/null 2>&1
for v in old new; do echo "== $v"; cut -c1-170 "$R/$v/idioms.txt"; tail -2 "$R/$v/idioms.log"; done
