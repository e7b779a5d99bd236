#!/usr/bin/env bash
# perf17's one device call: the old (main) and new runic on the partition,
# compaction and outer-product idioms, the outer product's store shapes in
# plain CUDA (outer_stores.py), and the partition tests on the GPU's OpenCL.
# Run from the repository root (gpu_idioms.sh is read from there); TESTS
# names the test folders (default the two below, from the root).
#   benchmarks/idioms/experiments/perf17_device.sh OLD NEW
set -uo pipefail
OLD=$1 NEW=$2
ONLY=radix_sort,partition_f32,filter_f32,nonzero_indices,outer,outer_replicate,saxpy
D=$(cd "$(dirname "$0")" && pwd)
R=${OUT:-/tmp/perf17}
mkdir -p "$R"
OUT=$R/new benchmarks/idioms/gpu_idioms.sh "$NEW" --only $ONLY >"$R/new.txt" 2>&1
OUT=$R/old benchmarks/idioms/gpu_idioms.sh "$OLD" --only $ONLY >"$R/old.txt" 2>&1
RUNIC_MAP_ROWS=4 OUT=$R/rows4 benchmarks/idioms/gpu_idioms.sh "$NEW" --only outer,outer_replicate >"$R/rows4.txt" 2>&1
timeout 20 python3 "$D/outer_stores.py" >"$R/outer_stores.txt" 2>&1
timeout 55 "$NEW" test --backend=opencl -j 16 ${TESTS:-tests/programs/partition2 tests/programs/compaction} >"$R/tests.txt" 2>&1
echo "tests rc $?" >>"$R/tests.txt"
for f in new old rows4; do echo "== $f"; cat "$R/$f/idioms.txt"; done
cat "$R/outer_stores.txt"
tail -4 "$R/tests.txt"
