#!/usr/bin/env bash
# perf20's second device call: the final build (B/runic-new: packed
# aggregates only above 16 loads a step, window 16 / words) on the two
# counter-scan sorts (idioms.py), the 4-bit-hist sort's kernels on 16M
# random u32 keys (-P), and the branch's scan_vectors tests on OpenCL.
#   B=build-perf20 bash build-perf20/run2.sh   (from the repository root)
set -uo pipefail
B=${B:-build-dev}
O=$OUT; W=/dev/shm/p20; mkdir -p $W
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
export PYTHONUNBUFFERED=1
ts idioms
timeout 40 python3 benchmarks/idioms/idioms.py --runic $B/runic-new --work /dev/shm/id-new \
  --json $O/idioms-final.json --only radix_sort_2bit,radix_sort_4bit_hist 2>$O/idioms-final.log >$O/idioms-final.txt
grep -E "radix" $O/idioms-final.txt | cut -c1-160
python3 - $W <<'P'
import sys, struct, numpy as np
a = np.random.default_rng(20).integers(0, 2**32, 1 << 24, dtype=np.uint64).astype(np.uint32)
open(sys.argv[1] + '/k16M.in', 'wb').write(b"b\x02\x01 u32" + struct.pack("<q", a.size) + a.tobytes())
P
p=radix_sort_4bit_hist
$B/runic-new --device-profile nvidia-h100 benchmarks/idioms/$p.fut -o $W/$p-final >/dev/null 2>&1
timeout 15 $W/$p-final -b -r 2 -P -p NVIDIA < $W/k16M.in 2>&1 >$W/$p-final.out | grep -v '^\s*$' | head -9 | cut -c1-100 | tee $O/profile-final.txt
echo "md5 $(md5sum < $W/$p-final.out | cut -c1-8)" | tee -a $O/profile-final.txt
ts tests
timeout 30 $B/runic-new test --backend=opencl -j 16 $B/scan_vectors > $O/tests-final.txt 2>&1
echo "tests rc $?"; tail -2 $O/tests-final.txt
ts done
