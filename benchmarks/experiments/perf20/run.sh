#!/usr/bin/env bash
# perf20's one device call (made from perf18's): main's runic (B/runic-old) against the
# branch's (B/runic-new) on the radix sorts and the scan idioms
# (idioms.py, same call, old first), the 4-bit and 2-bit sorts' kernels
# on 16M random u32 keys (-P), then the branch's OpenCL tests of
# scan_vectors (the branch's copy, B/scan_vectors), partition2 and
# benchmarks/idioms.  B: the carried folder holding the binaries (the
# device tool copies the session's checkout, main's: the call ran this
# script from an ignored build-perf20/ there).  Under $OUT: gpu.txt,
# idioms-{old,new}.{txt,json}, profiles.txt (with two settings of the
# new build's 4-bit-hist pass), tests.txt, summary.txt.
#   B=build-perf20 build-perf20/run.sh   (from the repository root)
set -uo pipefail
B=${B:-build-dev}
O=$OUT; L=/dev/shm/p20log; mkdir -p $L; W=/dev/shm/p20; mkdir -p $W
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
export PYTHONUNBUFFERED=1
ONLY=radix_sort,radix_sort_2bit,radix_sort_4bit,radix_sort_4bit_hist,scan_tuple,scan_i32,partition_f32,scan_vectors
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader | tee $O/gpu.txt
for v in old new; do
  ts "idioms $v"
  timeout 80 python3 benchmarks/idioms/idioms.py --runic $B/runic-$v --work /dev/shm/id-$v \
    --json $O/idioms-$v.json --only $ONLY 2>$L/idioms-$v.log >$O/idioms-$v.txt
  tail -2 $L/idioms-$v.log
done
python3 - $W <<'P'
import sys, struct, numpy as np
a = np.random.default_rng(20).integers(0, 2**32, 1 << 24, dtype=np.uint64).astype(np.uint32)
open(sys.argv[1] + '/k16M.in', 'wb').write(b"b\x02\x01 u32" + struct.pack("<q", a.size) + a.tobytes())
P
for v in old new; do
  for p in radix_sort_2bit radix_sort_4bit_hist; do
    $B/runic-$v --device-profile nvidia-h100 benchmarks/idioms/$p.fut -o $W/$p-$v >/dev/null 2>&1 || { ts "$p $v: compile failed"; continue; }
    timeout 15 $W/$p-$v -b -r 2 -P -p NVIDIA < $W/k16M.in 2>&1 >$W/$p-$v.out | grep -v '^\s*$' | head -12 | cut -c1-100 > $L/P-$p-$v.txt
    echo "== -P $p $v md5 $(md5sum < $W/$p-$v.out | cut -c1-8)"; cat $L/P-$p-$v.txt
  done
done 2>&1 | tee $O/profiles.txt
# The new build's 4-bit-hist pass under two compile-time settings, for
# the next step (a shorter window; a smaller local budget: smaller tiles,
# more groups resident).
for e in RUNIC_SCAN_WINDOW=2 RUNIC_SCAN_LOCAL_KB=24; do
  p=radix_sort_4bit_hist
  env $e $B/runic-new --device-profile nvidia-h100 benchmarks/idioms/$p.fut -o $W/$p-$e >/dev/null 2>&1 || { ts "$p $e: compile failed"; continue; }
  timeout 15 $W/$p-$e -b -r 2 -P -p NVIDIA < $W/k16M.in 2>&1 >$W/$p-$e.out | grep -v '^\s*$' | head -12 | cut -c1-100 > $L/P-$p-$e.txt
  echo "== -P $p $e md5 $(md5sum < $W/$p-$e.out | cut -c1-8)"; cat $L/P-$p-$e.txt
done 2>&1 | tee -a $O/profiles.txt
ts "tests"
timeout 100 $B/runic-new test --backend=opencl -j 16 $B/scan_vectors tests/programs/partition2 benchmarks/idioms > $O/tests.txt 2>&1
echo "tests rc $?"; tail -4 $O/tests.txt
{ for v in old new; do echo "== $v"; grep -E "radix|scan_|partition" $O/idioms-$v.txt | cut -c1-160; done; } | tee $O/summary.txt
tail -4 $O/tests.txt >> $O/summary.txt
ts done
