#!/usr/bin/env bash
# perf23's device call: main's runic (B/runic-old) against the branch's
# (B/runic-new: the look-back's loads as volatile 64-bit loads, not
# atomic adds of 0) on the radix sorts and the scan, filter and
# partition idioms (idioms.py, old first), the sorts' kernels on 16M
# random u32 keys (-P) with the new build under RUNIC_SCAN_LOAD=atomic
# and three windows, then the branch's OpenCL tests (B/radix2, the
# branch's folder, and main's scan_vectors, partition2, segscan).
# B: the carried folder (the device copies main's checkout, not the
# branch's).  Under $OUT: gpu.txt, idioms-{old,new}.{txt,json},
# profiles.txt, tests.txt, summary.txt.
#   B=build-perf23 bash build-perf23/run.sh   (from the repository root)
set -uo pipefail
B=${B:-build-dev}
O=$OUT; L=/dev/shm/p23log; mkdir -p $L; W=/dev/shm/p23; mkdir -p $W
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
export PYTHONUNBUFFERED=1
ONLY=radix_sort,radix_sort_2bit,radix_sort_4bit,radix_sort_4bit_hist,scan_i32,scan_tuple,scan_exclusive,filter_f32,partition_f32,scan_vectors,nonzero_indices
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader | tee $O/gpu.txt
for v in old new; do
  ts "idioms $v"
  timeout 75 python3 benchmarks/idioms/idioms.py --runic $B/runic-$v --work /dev/shm/id-$v \
    --json $O/idioms-$v.json --only $ONLY 2>$L/idioms-$v.log >$O/idioms-$v.txt
  tail -2 $L/idioms-$v.log
done
python3 - $W <<'P'
import sys, struct, numpy as np
a = np.random.default_rng(23).integers(0, 2**32, 1 << 24, dtype=np.uint64).astype(np.uint32)
open(sys.argv[1] + '/k16M.in', 'wb').write(b"b\x02\x01 u32" + struct.pack("<q", a.size) + a.tobytes())
P
prof() {  # prof NAME BUILD PROGRAM [ENV...]
  local name=$1 b=$2 p=$3; shift 3
  env "$@" $B/runic-$b --device-profile nvidia-h100 benchmarks/idioms/$p.fut -o $W/$p-$name >/dev/null 2>&1 || { echo "== $p $name: compile failed"; return; }
  timeout 15 $W/$p-$name -b -r 2 -P -p NVIDIA < $W/k16M.in 2>&1 >$W/$p-$name.out | grep -v '^\s*$' | head -10 | cut -c1-100 > $L/P-$p-$name.txt
  echo "== -P $p $name md5 $(md5sum < $W/$p-$name.out | cut -c1-8)"; cat $L/P-$p-$name.txt
}
{ ts profiles
  for p in radix_sort_2bit radix_sort_4bit_hist radix_sort; do
    prof old old $p; prof new new $p
    [ $p = radix_sort ] || prof atomic new $p RUNIC_SCAN_LOAD=atomic
  done
  for w in 1 2; do
    prof w$w new radix_sort_2bit RUNIC_SCAN_WINDOW=$w
    prof w$w new radix_sort_4bit_hist RUNIC_SCAN_WINDOW=$w
  done
} 2>&1 | tee $O/profiles.txt
ts "tests"
timeout 80 $B/runic-new test --backend=opencl -j 16 $B/radix2 tests/programs/scan_vectors tests/programs/partition2 tests/programs/segscan > $O/tests.txt 2>&1
echo "tests rc $?"; tail -3 $O/tests.txt
{ for v in old new; do echo "== $v"; grep -E "radix|scan_|partition|filter|nonzero" $O/idioms-$v.txt | cut -c1-150; done; } | tee $O/summary.txt
tail -3 $O/tests.txt >> $O/summary.txt
ts done
