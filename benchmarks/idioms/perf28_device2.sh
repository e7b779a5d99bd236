#!/usr/bin/env bash
# perf28's second device call: main's build (B/runic-old) against this
# branch's with the ranked scatters on (RUNIC_SCAN_REORDER=1; the 2-bit
# sort's placement proven, so no run-time check) and off (the default) on
# radix_sort_2bit, per-kernel times (-P), then the new build's OpenCL
# tests with the ranked scatters on (radix5, radix4, radix3) and off
# (radix5).
#   benchmarks/idioms/perf28_device2.sh B    (from the repository root)
set -u
B=${1:-build-perf28}
R=$OUT
OUT=$R/old timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-old" --only radix_sort_2bit --keep --work /dev/shm/ido >/dev/null 2>&1
RUNIC_SCAN_REORDER=1 OUT=$R/rank timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only radix_sort_2bit,radix_sort_4bit_hist --keep --work /dev/shm/idr >/dev/null 2>&1
OUT=$R/new timeout 60 benchmarks/idioms/gpu_idioms.sh "$B/runic-new" --only radix_sort_2bit --keep --work /dev/shm/idn >/dev/null 2>&1
for w in ido idr idn; do
  timeout 15 /dev/shm/$w/radix_sort_2bit -P -r 5 </dev/shm/$w/radix_sort_2bit.in >/dev/null 2>"$R/prof_${w}.txt"
done
(cd "$B/tests" && RUNIC_SCAN_REORDER=1 timeout 90 ../runic-new test --backend=opencl -j 16 radix5 radix4 radix3 ) >"$R/tests_rank.txt" 2>&1
(cd "$B/tests" && timeout 60 ../runic-new test --backend=opencl -j 16 radix5 ) >"$R/tests_default.txt" 2>&1
for v in old rank new; do rm -f "$R/$v/idioms.json"; done
tail -2 "$R/tests_rank.txt" "$R/tests_default.txt"
for v in old rank new; do echo "== $v"; grep -E "radix" "$R/$v/idioms.txt" | cut -c1-150; done
for w in ido idr idn; do echo "== $w"; cat "$R/prof_$w.txt"; done
