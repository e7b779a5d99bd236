#!/usr/bin/env bash
# perf32's first device call: main's build (B/runic-old) against this
# branch's (B/runic-new: two-level packed counters, the rakes scanned by a
# lane a word) on the two packed counter sorts, the new build on the other
# radix sorts and the scan/filter/partition idioms, per-kernel times (-P)
# of both sorts old and new, registers of the new kernels (ptxas -v),
# then the new build's OpenCL tests of the radix folders copied into
# B/tests.   benchmarks/idioms/experiments/perf32_device1.sh B
set -u
B=${1:-build-perf32}
R=$OUT
TWO=radix_sort_2bit,radix_sort_4bit_hist
REST=radix_sort,radix_sort_4bit,scan_i32,filter_f32,partition_f32
OUT=$R/old timeout 40 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only "$TWO" --keep --work /dev/shm/ido >/dev/null 2>&1
OUT=$R/new timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only "$TWO,$REST" --keep --work /dev/shm/idn >/dev/null 2>&1
for w in ido idn; do for s in radix_sort_2bit radix_sort_4bit_hist; do
  timeout 10 /dev/shm/$w/$s -P -r 5 --cache-file /dev/shm/$w$s.bin </dev/shm/$w/$s.in >/dev/null 2>"$R/prof_${w}_$s.txt"
  tail -c +49 /dev/shm/$w$s.bin >/dev/shm/$w$s.ptx
  timeout 10 ptxas -arch=sm_90 -v /dev/shm/$w$s.ptx -o /dev/null >"$R/ptxas_${w}_$s.txt" 2>&1
done; done
(cd "$B/tests" && timeout 30 ../runic-new test --backend=opencl -j 16 perf32 radix6 radix5 radix4) >"$R/tests.txt" 2>&1
tail -2 "$R/tests.txt"
for v in old new; do echo "== $v"; grep -E "radix|scan_i32|filter_f32|partition_f32" "$R/$v/idioms.txt" | cut -c1-140; done
for f in "$R"/prof_*; do echo "== $(basename $f)"; grep -E "main_k|hist|total" "$f" | head -8; done
for f in "$R"/ptxas_idn*; do echo "== $(basename $f)"; grep -E "Compiling entry|registers|smem" "$f" | paste - - - | sed 's/ptxas info *: //g' | cut -c1-200; done
