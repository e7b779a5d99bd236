#!/usr/bin/env bash
# perf26's one device call: the old (main) and new runic on the four radix
# sorts and the scan/compaction idioms, the new build's OpenCL tests of
# the folders it touched, then the new build with the kept loads switched
# off (RUNIC_SCAN_KEEP=0) on the sorts that use them.  Run from the
# repository root.
#   benchmarks/idioms/experiments/perf26_device.sh OLD NEW
set -uo pipefail
OLD=$1 NEW=$2
ONLY=radix_sort_2bit,radix_sort,radix_sort_4bit,radix_sort_4bit_hist,scan_i32,filter_f32,partition_f32
D=$(cd "$(dirname "$0")" && pwd)
R=${OUT:-/tmp/perf26}
mkdir -p "$R"
OUT=$R/new timeout 130 "$D/../gpu_idioms.sh" "$NEW" --only $ONLY >"$R/new.txt" 2>&1
timeout 90 "$NEW" test --backend=opencl -j 16 tests/programs/radix4 tests/programs/radix3 tests/programs/radix2 \
  tests/programs/partition2 tests/programs/compaction >"$R/tests.txt" 2>&1
echo "tests rc $?" >>"$R/tests.txt"
OUT=$R/old timeout 110 "$D/../gpu_idioms.sh" "$OLD" --only $ONLY >"$R/old.txt" 2>&1
RUNIC_SCAN_KEEP=0 OUT=$R/nokeep timeout 50 "$D/../gpu_idioms.sh" "$NEW" --only radix_sort_2bit,radix_sort,partition_f32,filter_f32 \
  >"$R/nokeep.txt" 2>&1
for f in new old nokeep; do echo "== $f"; grep -E "radix|scan_i32|filter|partition" "$R/$f.txt" | cut -c1-150; done
tail -2 "$R/tests.txt"
