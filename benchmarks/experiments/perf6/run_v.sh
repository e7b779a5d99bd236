#!/usr/bin/env bash
# perf6: times the hand-made variants DIR/*.c (variants.py) on the GPU
# machine: argmax_* on 32M random f32, rows_* on 8192x4096 f32; median
# device time (-T) of 21 runs, 2 rounds interleaved; outputs compared with
# each program's base variant; then one -P kernel profile of each.
#   run_v.sh DIR
set -uo pipefail
DIR=$1; W=/dev/shm/p6; mkdir -p $W; OUTDIR=${OUT:-/tmp/p6out}; mkdir -p $OUTDIR
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
a = g.random(33554432, dtype=np.float32)
open(w + '/argmax.in', 'wb').write(b"b\x02\x01 f32" + struct.pack("<q", a.size) + a.tobytes())
r = g.random((8192, 4096), dtype=np.float32)
open(w + '/rows.in', 'wb').write(b"b\x02\x02 f32" + struct.pack("<qq", 8192, 4096) + r.tobytes())
P
for c in "$DIR"/*.c; do v=$(basename "$c" .c); cc -O2 -w "$c" -o "$W/$v" -lOpenCL -lm || echo "$v: compile failed"; done
for r in 1 2; do
  for c in "$DIR"/*.c; do
    v=$(basename "$c" .c); p=${v%%_*}
    "$W/$v" -b -r 21 -T "$W/$v.t" -p NVIDIA < "$W/$p.in" > "$W/$v.out" 2>"$W/$v.err" || { echo "$v: failed: $(tail -2 $W/$v.err)"; continue; }
    med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$v.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
    same=$(cmp -s "$W/$v.out" "$W/${p}_base.out" && echo same || echo DIFFERENT)
    echo "round $r $v $med us $same"
  done
done | tee $OUTDIR/times.txt
for c in "$DIR"/*.c; do
  v=$(basename "$c" .c); p=${v%%_*}
  echo "== $v"; "$W/$v" -b -r 5 -P -p NVIDIA < "$W/$p.in" 2>&1 >/dev/null | grep -v '^\s*$' | head -8
done > $OUTDIR/prof.txt 2>&1
grep -A4 "==" $OUTDIR/prof.txt | grep "==\|main_k" | head -40
