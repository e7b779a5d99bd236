#!/usr/bin/env bash
# perf30's one device call: main's build (B/runic-old) against this
# branch's (B/runic-new) on the idioms whose generated code changed
# (compared by normalised C on this machine) and two neighbours, then the
# new build's OpenCL tests of tests/programs/perf30 (copied to B/perf30)
# and of the neighbouring folders.
#   benchmarks/idioms/perf30_device.sh B    (from the repository root)
set -u
B=${1:-build-perf30}
ONLY=compact_exclusive,scan_exclusive,row_max_while,radix_sort_4bit,radix_sort_4bit_hist,partition_f32,scan_exclusive_concat,filter_by_hand
R=$OUT
OUT=$R/old timeout 110 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only "$ONLY" >/dev/null 2>&1
OUT=$R/new timeout 110 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$ONLY" >/dev/null 2>&1
timeout 100 "$B/runic-new" test --backend=opencl -j 16 "$B/perf30" tests/programs/compaction \
  tests/programs/partition2 tests/programs/scan_vectors tests/programs/segscan tests/programs/loop_reduce \
  tests/programs/wrong1 tests/programs/rowloop2 tests/programs/rowwise tests/programs/histogram2 >"$R/gputests.txt" 2>&1
tail -3 "$R/gputests.txt"
for v in old new; do echo "== $v"; cut -c1-160 "$R/$v/idioms.txt"; done
