#!/usr/bin/env bash
# Times the programs DIR/PROG_VARIANT.c (generated C programs, by hand or by
# runic with different settings) on the GPU machine: 32M random f32 in
# [0,1), median device time of 20 runs, ROUNDS rounds interleaved; each
# output compared with the first variant's of the same PROG.
#   run_variants.sh DIR [ROUNDS] [N]
set -uo pipefail
DIR=$1; ROUNDS=${2:-2}; N=${3:-33554432}
W=/dev/shm/kv; mkdir -p $W
python3 - "$W/in" "$N" <<'P'
import sys, numpy as np, struct
n = int(sys.argv[2]); a = np.random.default_rng(1).random(n, dtype=np.float32)
with open(sys.argv[1], 'wb') as f:
    f.write(b"b\x02\x01 f32" + struct.pack("<q", n) + a.tobytes())
P
for c in "$DIR"/*.c; do
  v=$(basename "$c" .c)
  cc -O2 "$c" -o "$W/$v" -lOpenCL -lm || echo "$v: compile failed"
done
for r in $(seq "$ROUNDS"); do
  declare -A first=()
  for c in "$DIR"/*.c; do
    v=$(basename "$c" .c); p=${v%_*}
    "$W/$v" -b -r 21 -T "$W/$v.t" -p NVIDIA < "$W/in" > "$W/$v.out" 2>"$W/$v.err" || { echo "$v: failed: $(tail -2 $W/$v.err)"; continue; }
    med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$v.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
    [ -z "${first[$p]:-}" ] && first[$p]=$v
    same=$(cmp -s "$W/$v.out" "$W/${first[$p]}.out" && echo same || echo DIFFERENT)
    echo "round $r $v: $med us ($same as ${first[$p]})"
  done
done
