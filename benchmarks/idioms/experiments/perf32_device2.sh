#!/usr/bin/env bash
# perf32's second device call: main's build (B/runic-old) against this
# branch's final build (B/runic-new: two-level packed counters, the rakes
# scanned by a lane a word, the lanes' whole prefixes read as uint4s) and
# the same build with RUNIC_SCAN_LANEPRE=0 (the first call's kernels) on
# the two packed counter sorts, per-kernel times (-P) of each, then the
# new build's OpenCL tests of the folders copied into B/tests.
#   benchmarks/idioms/experiments/perf32_device2.sh B
set -u
B=${1:-build-perf32}
R=$OUT
TWO=radix_sort_2bit,radix_sort_4bit_hist
OUT=$R/old timeout 30 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only "$TWO" --keep --work /dev/shm/ido >/dev/null 2>&1
OUT=$R/new timeout 30 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$TWO" --keep --work /dev/shm/idn >/dev/null 2>&1
RUNIC_SCAN_LANEPRE=0 OUT=$R/lp0 timeout 30 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$TWO" --keep --work /dev/shm/idl >/dev/null 2>&1
for w in ido idn idl; do for s in radix_sort_2bit radix_sort_4bit_hist; do
  timeout 8 /dev/shm/$w/$s -P -r 5 </dev/shm/$w/$s.in >/dev/null 2>"$R/prof_${w}_$s.txt"
done; done
(cd "$B/tests" && timeout 75 ../runic-new test --backend=opencl -j 16 *) >"$R/tests.txt" 2>&1
tail -3 "$R/tests.txt"
for v in old new lp0; do echo "== $v"; grep -E "radix" "$R/$v/idioms.txt" | cut -c1-140; done
for f in "$R"/prof_*; do echo "== $(basename $f)"; grep -E "main_k" "$f" | head -8; done
