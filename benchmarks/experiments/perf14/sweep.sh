#!/usr/bin/env bash
# perf14: one device call timing scan-lookback variants chosen when
# compiling (RUNIC_SCAN_* environment variables of rewrite/lower.cpp) and
# builds against each other: median device time (-T) of 21 runs, two
# rounds; outputs compared with the first variant's; -P of some.
#   build-perf14/sweep.sh VARIANTS_FILE
# VARIANTS_FILE lines: NAME PROG BIN ENV...   (BIN: runic or runic-main;
# PROG: a .fut under build-perf14/progs or benchmarks/idioms)
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
W=/dev/shm/p14; mkdir -p $W; OUTDIR=${OUT:-/tmp/p14out}; mkdir -p $OUTDIR
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv,noheader
python3 - "$W" <<'P'
import sys, numpy as np, struct
w = sys.argv[1]; g = np.random.default_rng(1)
def put(name, tag, a):
    shape = b"".join(struct.pack("<q", d) for d in a.shape)
    open(w + '/' + name + '.in', 'wb').write(b"b\x02" + bytes([a.ndim]) + tag + shape + a.tobytes())
n = 33554432
put('i32', b" i32", g.integers(-100, 100, n, dtype=np.int32))
put('f32', b" f32", g.random(n, dtype=np.float32))
put('outer', b" f32", g.random(8192, dtype=np.float32))
open(w + '/outer2.in', 'wb').write(open(w + '/outer.in', 'rb').read() + (lambda a: b"b\x02\x01 f32" + struct.pack("<q", a.size) + a.tobytes())(g.random(4096, dtype=np.float32)))
P
while read -r name prog bin env; do
  [ -z "$name" ] && continue
  src=$HERE/progs/$prog.fut; [ -f "$src" ] || src=$ROOT/benchmarks/idioms/$prog.fut
  env $env "$HERE/$bin" --device-profile nvidia-h100 "$src" -o "$W/$name" > "$W/$name.clog" 2>&1 || echo "$name: compile failed: $(tail -3 $W/$name.clog)"
  echo "$name $prog" >> $W/list
done < "$1"
for r in 1 2; do
  while read -r name prog; do
    case $prog in scan_i32) in=i32;; outer*) in=outer2;; *) in=f32;; esac
    runs=21; case $name in *seq*) runs=3;; esac
    timeout 60 "$W/$name" -b -r $runs -T "$W/$name.t" -p NVIDIA < "$W/$in.in" > "$W/$name.out" 2>"$W/$name.err" || { echo "$name: failed: $(tail -2 $W/$name.err)"; continue; }
    med=$(python3 -c "
import statistics
r=[list(map(float,l.split())) for l in open('$W/$name.t') if l.strip()][1:]
print('%.1f' % statistics.median(x[2] for x in r))")
    first=$(grep " $prog\$" $W/list | head -1 | cut -d' ' -f1)
    same=$(cmp -s "$W/$name.out" "$W/$first.out" && echo same || echo DIFFERENT)
    echo "round $r $name ($prog) $med us $same"
  done < $W/list
done | tee $OUTDIR/times.txt
for name in ${PROFILE:-}; do
  prog=$(grep "^$name " $W/list | cut -d' ' -f2)
  case $prog in scan_i32) in=i32;; outer*) in=outer2;; *) in=f32;; esac
  echo "== $name"; "$W/$name" -b -r 3 -P -p NVIDIA < "$W/$in.in" 2>&1 >/dev/null | grep -v '^\s*$' | head -12
done > $OUTDIR/prof.txt 2>&1
cat $OUTDIR/prof.txt
