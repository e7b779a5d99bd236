#!/usr/bin/env bash
# perf15's one device call: main's runic (build-dev/runic-old) against the
# branch's (build-dev/runic-new) on the radix sorts and the scan idioms
# (idioms.py, same call, old first), each sort's kernels on 16M random u32
# keys (-P, a run after the first), then the branch's OpenCL tests.
# Everything under $OUT: results.tgz (all files), summary.txt.
#   benchmarks/experiments/perf15/run.sh   (from the repository root)
set -uo pipefail
O=/dev/shm/p15out; mkdir -p $O; W=/dev/shm/p15; mkdir -p $W
T0=$(date +%s); ts() { echo "[$(( $(date +%s) - T0 ))s] $*"; }
export PYTHONUNBUFFERED=1
ONLY=radix_sort,radix_sort_2bit,radix_sort_4bit,radix_sort_4bit_hist,scan_tuple,scan_i32,partition_f32
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,temperature.gpu --format=csv,noheader | tee $O/gpu.txt
for v in old new; do
  ts "idioms $v"
  timeout 150 python3 benchmarks/idioms/idioms.py --runic build-dev/runic-$v --work /dev/shm/id-$v \
    --json $O/idioms-$v.json --only $ONLY 2>$O/idioms-$v.log >$O/idioms-$v.txt
  tail -2 $O/idioms-$v.log
done
python3 - $W <<'P'
import sys, struct, numpy as np
a = np.random.default_rng(15).integers(0, 2**31, 1 << 24, dtype=np.uint64).astype(np.uint32)
open(sys.argv[1] + '/k16M.in', 'wb').write(b"b\x02\x01 u32" + struct.pack("<q", a.size) + a.tobytes())
P
for v in old new; do
  for p in radix_sort_2bit radix_sort_4bit radix_sort_4bit_hist; do
    build-dev/runic-$v --device-profile nvidia-h100 benchmarks/idioms/$p.fut -o $W/$p-$v >/dev/null 2>&1 || { ts "$p $v: compile failed"; continue; }
    timeout 20 $W/$p-$v -b -r 2 -P -p NVIDIA < $W/k16M.in 2>&1 >$W/$p-$v.out | grep -v '^\s*$' | head -16 | cut -c1-100 > $O/P-$p-$v.txt
    echo "== -P $p $v md5 $(md5sum < $W/$p-$v.out | cut -c1-8)"; cat $O/P-$p-$v.txt
  done
done 2>&1 | tee $O/profiles.txt
ts "tests"
timeout 170 build-dev/runic-new test --backend=opencl -j 16 tests/programs/scan_vectors tests/programs/soacs2 benchmarks/idioms > $O/tests.txt 2>&1
echo "tests rc $?"; tail -4 $O/tests.txt
{ for v in old new; do echo "== $v"; grep -E "radix|scan_|partition" $O/idioms-$v.txt | cut -c1-160; done; } | tee $O/summary.txt
tail -4 $O/tests.txt >> $O/summary.txt
cp $O/summary.txt $OUT/; tar czf $OUT/results.tgz -C $O .
ts done
