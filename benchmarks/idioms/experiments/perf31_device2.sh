#!/usr/bin/env bash
# perf31's second device call: main's build (B/runic-old) against this
# branch's (B/runic-new, the piecewise look-back) on the two packed
# counter sorts (the only idioms whose C differs), the new build on the
# other radix sorts, scan, filter, partition and compaction idioms (the
# same C as main's), per-kernel times (-P) of both sorts old and new, the
# new build with a window of 8 predecessors a step, then the new build's
# OpenCL tests of the radix folders copied into B/tests.
#   benchmarks/idioms/experiments/perf31_device2.sh B
set -u
B=${1:-build-perf31}
R=$OUT
TWO=radix_sort_2bit,radix_sort_4bit_hist
REST=radix_sort,radix_sort_4bit,scan_i32,filter_f32,partition_f32,compact_exclusive
OUT=$R/old timeout 80 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only "$TWO" --keep --work /dev/shm/ido >/dev/null 2>&1
OUT=$R/new timeout 120 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$TWO,$REST" --keep --work /dev/shm/idn >/dev/null 2>&1
for w in ido idn; do for s in radix_sort_2bit radix_sort_4bit_hist; do
  timeout 15 /dev/shm/$w/$s -P -r 5 </dev/shm/$w/$s.in >/dev/null 2>"$R/prof_${w}_$s.txt"
done; done
RUNIC_SCAN_WINDOW=8 OUT=$R/win8 timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$TWO" >/dev/null 2>&1
(cd "$B/tests" && timeout 100 ../runic-new test --backend=opencl -j 16 radix6 radix5 radix4 radix3) >"$R/tests.txt" 2>&1
tail -2 "$R/tests.txt"
for v in old new win8; do echo "== $v"; grep -E "radix|scan_i32|filter_f32|partition_f32|compact" "$R/$v/idioms.txt" | cut -c1-140; done
for f in "$R"/prof_*; do echo "== $(basename $f)"; grep -E "main_k" "$f"; done
