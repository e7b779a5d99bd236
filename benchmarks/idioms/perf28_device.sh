#!/usr/bin/env bash
# perf28's one device call: main's build (B/runic-old) against this
# branch's (B/runic-new) on the radix sorts and the scan, filter and
# partition idioms, the new build with the ranked scatters off
# (RUNIC_SCAN_REORDER=0) on the two sorts they change, then the new
# build's OpenCL tests of the folders copied into B/tests.
#   benchmarks/idioms/perf28_device.sh B    (from the repository root)
set -u
B=${1:-build-perf28}
ONLY=radix_sort_2bit,radix_sort_4bit_hist,radix_sort,radix_sort_4bit,scan_i32,filter_f32,partition_f32
R=$OUT
OUT=$R/old timeout 100 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only "$ONLY" --keep --work /dev/shm/ido >/dev/null 2>&1
OUT=$R/new timeout 100 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$ONLY" --keep --work /dev/shm/idn >/dev/null 2>&1
# Per-kernel times of the two sorts the change touches (-P), old and new.
for w in ido idn; do for s in radix_sort_2bit radix_sort_4bit_hist; do
  timeout 15 /dev/shm/$w/$s -P -r 5 </dev/shm/$w/$s.in >/dev/null 2>"$R/prof_${w}_$s.txt"
done; done
RUNIC_SCAN_REORDER=0 OUT=$R/noreorder timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" \
  --only radix_sort_2bit,radix_sort_4bit_hist >/dev/null 2>&1
(cd "$B/tests" && timeout 90 ../runic-new test --backend=opencl -j 16 radix5 radix4 radix3 ) >"$R/tests.txt" 2>&1
tail -3 "$R/tests.txt"
for v in old new noreorder; do echo "== $v"; grep -E "radix|scan_i32|filter_f32|partition_f32" "$R/$v/idioms.txt" | cut -c1-150; done
