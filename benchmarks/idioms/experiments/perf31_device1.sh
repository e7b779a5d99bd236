#!/usr/bin/env bash
# perf31's first device call: where a radix pass's time goes.  Main's
# build (B/runic) on the four radix sorts, scan_i32 and partition_f32
# (idioms.py, checked), each generated executable's per-kernel times
# (-P), the registers and local memory of its kernels (the NVIDIA OpenCL
# binary is PTX: ptxas -v), then the hand-written one-pass yardstick
# (perf31_onepass.py).   benchmarks/idioms/experiments/perf31_device1.sh B
set -u
B=${1:-build-perf31}
R=$OUT
ONLY=radix_sort_2bit,radix_sort_4bit_hist,radix_sort,radix_sort_4bit,scan_i32,partition_f32
OUT=$R/old timeout 120 benchmarks/idioms/gpu_idioms.sh "$B/runic" --only "$ONLY" --keep --work /dev/shm/ido >/dev/null 2>&1
for s in ${ONLY//,/ }; do
  timeout 20 /dev/shm/ido/$s -P -r 5 --cache-file /dev/shm/$s.bin </dev/shm/ido/$s.in >/dev/null 2>"$R/prof_$s.txt"
  tail -c +49 /dev/shm/$s.bin >/dev/shm/$s.ptx
  timeout 20 ptxas -arch=sm_90 -v /dev/shm/$s.ptx -o /dev/null >"$R/ptxas_$s.txt" 2>&1
done
timeout 100 python3 "$B/perf31_onepass.py" "$R/onepass.json" >"$R/onepass.txt" 2>&1
timeout 40 ncu --clock-control none --kernel-name main_k1 --launch-count 1 --section LaunchStats --section Occupancy \
  /dev/shm/ido/radix_sort_2bit </dev/shm/ido/radix_sort_2bit.in >"$R/ncu_2bit.txt" 2>&1
grep -E "radix|scan_i32|partition_f32" "$R/old/idioms.txt" | cut -c1-140
for s in ${ONLY//,/ }; do echo "== $s"; cat "$R/prof_$s.txt" | head -12; grep -E "Compiling entry|registers" "$R/ptxas_$s.txt" | paste - - | sed 's/ptxas info *: //g' | cut -c1-160; done
cat "$R/onepass.txt"
grep -E "Registers|Shared Memory|Theoretical Occ|Achieved Occ|Block Limit" "$R/ncu_2bit.txt" | head -12
