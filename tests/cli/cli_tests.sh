#!/usr/bin/env bash
# Command-line tests: exit codes and messages of `runic` and of compiled
# programs on bad programs and bad input.  Usage: cli_tests.sh RUNIC
# Prints one line per failure and "N passed, N failed".
set -u
RUNIC=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# The compiled programs' host C at -O0 ($CFLAGS, as futhark-c reads it):
# about 30 of the tests below compile an executable, and -O2 over the
# pasted-in runtime was most of each compile's CPU; nothing here depends on
# the host code's speed.  `compile-ok` and `cflags-*` compile without it.
export CFLAGS=-O0
passed=0
failed=0

# expect NAME WANT_STATUS REGEX_ON_STDERR_OR_STDOUT -- command...
expect() {
  local name=$1 want=$2 regex=$3
  shift 4
  local out
  out=$("$@" 2>&1)
  local status=$?
  if [ "$status" -ne "$want" ]; then
    echo "FAIL $name: exit status $status, expected $want; output: $out"
    failed=$((failed + 1))
  elif [ -n "$regex" ] && ! grep -Eq -- "$regex" <<<"$out"; then
    echo "FAIL $name: output does not match /$regex/: $out"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

# stdout must be empty on errors.
expect_no_stdout() {
  local name=$1
  shift 2
  local out
  out=$("$@" 2>/dev/null)
  if [ -n "$out" ]; then
    echo "FAIL $name: printed on stdout despite an error: $out"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

cat > "$WORK/dot.fut" <<'FUT'
def main [n] (xs: [n]f32) (ys: [n]f32) = reduce (+) 0 (map2 (*) xs ys)
FUT
cat > "$WORK/bad.fut" <<'FUT'
def main (x: i32) =
  let y = x +
FUT
cat > "$WORK/rows.fut" <<'FUT'
def main (a: [][]f32) = map (\row -> reduce (+) 0 row) a
FUT
cat > "$WORK/idx.fut" <<'FUT'
def main (xs: []i32) (i: i64) = xs[i]
FUT
cat > "$WORK/loopidx.fut" <<'FUT'
def main [n][m] (xs: [n]f32) (idx: [n][m]i32) =
  map (\row -> loop acc = 0f32 for j < m do acc * 0.5 + xs[i64.i32 row[j]]) idx
FUT

# runic itself
expect version 0 '^runic [0-9]' -- "$RUNIC" --version
expect help 0 'dump-after' -- "$RUNIC" --help
expect bad-flag 2 '' -- "$RUNIC" --no-such-flag
expect check-ok 0 '' -- "$RUNIC" check "$WORK/dot.fut"
expect check-parse-error 1 'bad.fut:[0-9]+:[0-9]+: error: ' -- "$RUNIC" check "$WORK/bad.fut"
expect check-caret 1 '\^' -- "$RUNIC" check "$WORK/bad.fut"
expect missing-file 1 'cannot read' -- "$RUNIC" check "$WORK/nope.fut"
expect unknown-stage 2 'unknown stage' -- "$RUNIC" --dump-after=nonsense "$WORK/dot.fut"

# the interpreter
expect run-ok 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$RUNIC' run '$WORK/dot.fut'"
expect run-wrong-type 1 'argument 1 \(xs: \[\]f32\)' -- sh -c "echo '[1i32] [2f32]' | '$RUNIC' run '$WORK/dot.fut'"
expect run-missing-arg 1 'argument 2' -- sh -c "echo '[1f32]' | '$RUNIC' run '$WORK/dot.fut'"
expect run-bounds 1 'idx.fut:1:[0-9]+: .*out of bounds' -- sh -c "echo '[1,2] 5' | '$RUNIC' run '$WORK/idx.fut'"
expect run-entry 1 "no entry point 'foo'" -- sh -c "echo '' | '$RUNIC' run -e foo '$WORK/dot.fut'"
expect dump-ir 0 'after parse' -- "$RUNIC" check --dump-after=parse "$WORK/dot.fut"
expect dump-all 0 'after flatten' -- "$RUNIC" --dump-all -o "$WORK/dot2" "$WORK/dot.fut"
expect dump-lower 0 'mapWrg' -- "$RUNIC" --dump-after lower -o "$WORK/dot2" "$WORK/dot.fut"
# --dump-after=ad says which way each vjp is computed.
cat > "$WORK/grad.fut" <<'FUT'
def rec [n] (as: [n]f64) = loop acc = 1 for i < n do acc * as[i] + 0.5
entry tape [n] (as: [n]f64) = vjp rec as 1
entry fallback [n] (as: [n]f64) = vjp (\as -> reduce (\a b -> a + b + as[0] * a * b) 0 as) as 1
entry scans [n] (as: [n]f64) = vjp (\as -> f64.sum (scan (*) 1 as)) as 1
entry bins [n] (as: [n]f64) = vjp (\as -> f64.sum (hist f64.max (-f64.inf) 4 (map (% 4) (iota n)) as)) as 1
entry cols [n][m] (as: [n][m]f64) = vjp (\as -> f64.sum (reduce (map2 (+)) (replicate m 0) as)) as 1
def twice [n] (xs: [n]f64) (k: i64) : [n]f64 = if k == 0 then xs else map (* 2) (twice xs (k - 1))
entry recursive [n] (as: [n]f64) = vjp (\as -> f64.sum (twice as 3)) as 1
entry grows [n] (as: [n]f64) = vjp (\as -> f64.sum (loop as for _i < 2 do as ++ as)) as 1
def halves [n] (xs: [n]f64) : []f64 = if n <= 1 then filter (> 0) xs else let h = n / 2 in halves xs[:h] ++ halves xs[h:]
entry recursive2 [n] (as: [n]f64) = vjp (\as -> f64.sum (halves as)) as 1
FUT
expect ad-reverse 0 'vjp at .*grad.fut:2:31: reverse sweep \(.*loop \(tape\)' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-fallback 0 'grad.fut:3:35: forward mode over the input.s basis vectors \(the reverse sweep does not cover the reduce at .*grad.fut:3:[0-9]+: only reductions with an operator on scalars \(reading no float array' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-scan 0 'grad.fut:4:32: reverse sweep \(.*scan with any operator' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-hist 0 'grad.fut:5:31: reverse sweep \(.*reduce_by_index min/max' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-recursive 0 'grad.fut:8:36: reverse sweep \(calls of recursive functions' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-recursive-fallback 0 'grad.fut:11:37: forward mode .*does not cover the call of halves at .*grad.fut:11:58: a recursive function whose body the sweep does not cover' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-grows 0 'grad.fut:9:32: reverse sweep \(.*loop with arrays changing size \(padded tape\)' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect ad-cols 0 'grad.fut:6:37: reverse sweep \(.*reduce of arrays \(elementwise \+\)' -- sh -c "'$RUNIC' --dump-after=ad run -e tape '$WORK/grad.fut' < /dev/null 2>&1 | grep '^-- vjp'"
expect explain 0 'kernel' -- "$RUNIC" --explain -o "$WORK/dot2" "$WORK/dot.fut"
# Under a GPU profile a sum's first pass is a grid-stride loop, except
# where the body loops (work per element that varies: chunks per group).
expect explain-grid 0 'partial-reorder-stride\(n=main_k0_groups\*256\)' -- "$RUNIC" --device-profile nvidia-h100 --explain -o "$WORK/dot2" "$WORK/dot.fut"
cat > "$WORK/loopsum.fut" <<'EOF2'
def main (n: i64): i32 =
  reduce (+) 0 (map (\i -> loop k = 0i32 while k < i32.i64 (i % 7) do k + 1) (iota n))
EOF2
expect explain-chunks 0 'not a grid-stride loop: the body has a loop' -- "$RUNIC" --device-profile nvidia-h100 --explain -o "$WORK/loopsum" "$WORK/loopsum.fut"
expect time-passes 0 'flatten +[0-9.]+ ms' -- "$RUNIC" --time-passes -o "$WORK/dot2" "$WORK/dot.fut"
expect disable-fuse 0 '' -- "$RUNIC" --disable=fuse -o "$WORK/dot2" "$WORK/dot.fut"
# A filter inside a map, distributed without fusion: its count was read back
# under a name the sequentialised scatter did not know (docs/robustness.md,
# defect 11); the interpreter checks every stage.
cat > "$WORK/filter_in_map.fut" <<'EOF2'
-- ==
-- input { [1, 5, 0] [3, 1, 2] } output { [5, 0, 6] }
-- input { empty([0]i32) [1] } output { empty([0]i32) }
def main (xs: []i32) (ys: []i32) = map (\x -> i32.sum (filter (\y -> y > x) ys)) xs
EOF2
for pass in fuse hoist; do
  expect "disable-$pass-filter-in-map" 0 '2 passed, 0 failed' -- "$RUNIC" test --backend=interp --disable=$pass "$WORK/filter_in_map.fut"
done
expect disable-flatten 2 'not a pass that can be switched off' -- "$RUNIC" --disable=flatten "$WORK/dot.fut"
expect dataset 0 '^\[.*f32\]$' -- "$RUNIC" dataset -g [5]f32
expect dataset-bad 1 'bad type' -- "$RUNIC" dataset -g [x]f32
expect library 0 '' -- sh -c "'$RUNIC' --library -o '$WORK/lib' '$WORK/dot.fut' && test -s '$WORK/lib.c'"
# A recursive function inside parallel code: the interpreter runs it, and
# the OpenCL backend runs the map as a loop on the host
# (tests/programs/recursion/in_parallel.fut).
cat > "$WORK/rec_map.fut" <<'EOF2'
def fact (n: i32) : i32 = if n <= 1 then 1 else n * fact (n - 1)
def main (xs: []i32) = map fact xs
EOF2
expect recursion-in-kernel 0 '^\[1i32, 2i32, 6i32\]$' -- sh -c "'$RUNIC' -o '$WORK/rec_map' '$WORK/rec_map.fut' && echo '[1,2,3]' | '$WORK/rec_map'"
expect recursion-in-kernel-interp 0 '^\[1i32, 2i32, 6i32\]$' -- sh -c "echo '[1,2,3]' | '$RUNIC' run '$WORK/rec_map.fut'"

# compiled programs
env -u CFLAGS "$RUNIC" "$WORK/dot.fut" -o "$WORK/dot" >/dev/null 2>&1
expect compile-ok 0 '' -- test -x "$WORK/dot"
# $CFLAGS replaces the C compiler's -O2 (futhark-c(1)); `runic test` keeps -O0.
expect cflags-passed 1 "failed on the generated program with CFLAGS='-O0 --no-such-option'" -- env CFLAGS='-O0 --no-such-option' "$RUNIC" "$WORK/dot.fut" -o "$WORK/dot_flags"
cat > "$WORK/dot_test.fut" <<'EOF2'
-- ==
-- input { [1f32, 2f32] [3f32, 4f32] } output { 11f32 }
def main [n] (xs: [n]f32) (ys: [n]f32) = reduce (+) 0 (map2 (*) xs ys)
EOF2
expect cflags-test-ignores 0 '1 passed, 0 failed' -- env CFLAGS='--no-such-option' "$RUNIC" test --backend=opencl "$WORK/dot_test.fut"
expect exe-text 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot'"
"$RUNIC" "$WORK/rows.fut" -o "$WORK/rows" >/dev/null 2>&1
expect exe-rows 0 '^\[3\.0f32, 7\.0f32\]$' -- sh -c "echo '[[1f32,2f32],[3f32,4f32]]' | '$WORK/rows'"
expect exe-irregular 1 'irregular' -- sh -c "echo '[[1f32],[2f32,3f32]]' | '$WORK/rows'"
expect run-irregular 1 'irregular' -- sh -c "echo '[[1f32],[2f32,3f32]]' | '$RUNIC' run '$WORK/rows.fut'"
expect exe-wrong-rank 1 'argument 1' -- sh -c "echo '1f32 [1f32]' | '$WORK/dot'"
expect exe-truncated 1 'truncated' -- sh -c "printf 'b\002\001 f32\003\000\000\000\000\000\000\000\000\000\200\077' | '$WORK/dot'"
# A header claiming 2^40 elements with no data: "truncated", not an
# allocation of 4 TiB (docs/robustness.md, defect 7).
expect exe-absurd-shape 1 'truncated binary value' -- sh -c "printf 'b\002\001 f32\000\000\000\000\000\001\000\000' | '$WORK/dot'"
expect run-absurd-shape 1 'truncated binary value' -- sh -c "printf 'b\002\001 f32\000\000\000\000\000\001\000\000' | '$RUNIC' run '$WORK/dot.fut'"
expect exe-long-word 1 "found 'emp0000" -- sh -c "echo 'emp0000000000000000000ty' | '$WORK/dot'"
expect exe-size 1 'size' -- sh -c "echo '[1f32,2f32] [1f32]' | '$WORK/dot'"
expect_no_stdout exe-error-no-stdout -- sh -c "echo '[1f32,2f32] [1f32]' | '$WORK/dot'"
expect exe-entry 1 "no entry point" -- sh -c "echo '' | '$WORK/dot' -e nope"
expect exe-list-devices 0 'Platform|platform' -- "$WORK/dot" --list-devices
expect exe-build-option 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --no-cache --build-option -cl-opt-disable --build-option -cl-mad-enable"
expect exe-bad-build-option 1 'CL_INVALID_BUILD_OPTIONS' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --no-cache --build-option -cl-no-such-option"
expect exe-build-option-value 1 'needs a value' -- "$WORK/dot" --build-option
expect exe-no-device 1 'no OpenCL device matches' -- sh -c "echo '[1f32] [1f32]' | '$WORK/dot' -d no-such-device"
expect exe-help 0 '-t, --write-runtime-to FILE' -- "$WORK/dot" --help
expect exe-timing 0 '' -- sh -c "echo '[1f32] [1f32]' | '$WORK/dot' -r 3 -t '$WORK/times' && test \$(wc -l < '$WORK/times') -eq 3"
# A read at a for loop's index, where the row's extent is the trip count,
# has no bounds check; the gather through the value read keeps its check.
"$RUNIC" --device-profile nvidia-h100 "$WORK/loopidx.fut" -o "$WORK/loopidx" >/dev/null 2>&1
expect exe-loop-index-unchecked 0 '^ok$' -- sh -c "echo | '$WORK/loopidx' --dump-opencl '$WORK/loopidx.cl' >/dev/null 2>&1; awk '/>= m_[0-9]+\)+ (\{ )?rn_set_error/ { m++ } />= n_[0-9]+\)+ (\{ )?rn_set_error/ { n++ } END { print (m == 0 && n >= 1 ? \"ok\" : \"checks against m: \" m \", against n: \" n) }' '$WORK/loopidx.cl'"
# -T: four numbers a run (entry µs, host µs, device µs, marker µs); after
# the first run (all commands take events) the device time comes from the
# first and the last command and lies within the marker span.
expect exe-split-timing 0 '^ok$' -- sh -c "echo '[1f32,2f32,3f32,4f32,5f32] [1f32,1f32,1f32,1f32,1f32]' | '$WORK/dot' -r 4 -T '$WORK/split' >/dev/null && awk 'NF != 4 || (NR > 1 && (\$3 < 0 || \$4 < \$3)) { bad = 1 } END { print (NR == 4 && !bad ? \"ok\" : \"bad\") }' '$WORK/split'"
expect exe-profile 0 'peak' -- sh -c "echo '[1f32] [1f32]' | '$WORK/dot' -P"
# Futhark's executable options (usage.rst "Executable Options", the
# futhark-c and futhark-opencl manual pages): long forms, --NAME=VALUE,
# values attached to short options, -n, -L, -D (implies -P), --cache-file,
# -p "#k", the OpenCL program options and the launch-size options that
# runic accepts and ignores.
expect exe-long-options 0 '^32(\.0+)?f32 2 $' -- sh -c "{ echo '[1,2,3] [4,5,6]' | '$WORK/dot' --entry-point=main --runs 2 --write-runtime-to='$WORK/lt' && wc -l < '$WORK/lt'; } | tr '\\n' ' '"
expect exe-long-options2 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --entry-point main --runs=1 --platform='#0' --device '#0'"
expect exe-attached-short 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -emain -r1 -t'$WORK/lt1'"
expect exe-binary-output-long 0 '^b$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --binary-output | head -c 1"
expect exe-no-print 0 '^$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -n"
expect exe-no-print-long 0 '^1$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --no-print-result -r 1 -t '$WORK/lt2' | wc -c; wc -l < '$WORK/lt2'"
expect exe-no-print-errors 1 'size' -- sh -c "echo '[1f32,2f32] [1f32]' | '$WORK/dot' -n"
expect exe-log 0 'building program|kernel cache' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -L 2>&1 >/dev/null"
expect exe-log-long 0 'building program|kernel cache' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --log 2>&1 >/dev/null"
expect exe-debugging-profiles 0 'peak' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --debugging 2>&1 >/dev/null"
expect exe-profile-long 0 'peak' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --profile 2>&1 >/dev/null"
expect exe-ignored-sizes 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --default-thread-block-size 128 --default-group-size=64 --default-num-thread-blocks 8 --default-num-groups=16 --default-tile-size 16 --default-reg-tile-size 2 --default-threshold=1000 --unified-memory 1"
expect exe-ignored-sizes-bad 1 'needs a non-negative integer' -- "$WORK/dot" --default-tile-size x
expect exe-unknown-long 1 "unknown option '--no-such'" -- "$WORK/dot" --no-such
expect exe-platform-index 0 '^32(\.0+)?f32$' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -p '#0' -d '#0'"
expect exe-platform-index-none 1 "no OpenCL platform matches '#9'" -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -p '#9'"
expect exe-cache-file-writes 0 "kernel cache: wrote $WORK/dot.kcache" -- sh -c "rm -f '$WORK/dot.kcache'; echo '[1,2,3] [4,5,6]' | '$WORK/dot' -L --cache-file '$WORK/dot.kcache' 2>&1 >/dev/null"
expect exe-cache-file-loads 0 "kernel cache: loaded $WORK/dot.kcache" -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' -L --cache-file='$WORK/dot.kcache' 2>&1 >/dev/null"
expect exe-dump-opencl 0 '__kernel' -- sh -c "'$WORK/dot' --dump-opencl '$WORK/dot.cl' && cat '$WORK/dot.cl'"
expect exe-load-opencl 0 'loaded program ok' -- sh -c "{ echo '/* edited */'; cat '$WORK/dot.cl'; } > '$WORK/dot2.cl' && echo '[1,2,3] [4,5,6]' | '$WORK/dot' --no-cache --load-opencl '$WORK/dot2.cl' | grep -Eq '^32(\.0+)?f32$' && echo loaded program ok"
expect exe-load-opencl-bad 1 'dot.fut:|error' -- sh -c "echo 'this is not OpenCL' > '$WORK/bad.cl' && echo '[1,2,3] [4,5,6]' | '$WORK/dot' --no-cache --load-opencl '$WORK/bad.cl'"
expect exe-load-opencl-missing 1 'cannot read the OpenCL program' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --load-opencl '$WORK/none.cl'"
expect exe-opencl-binary 0 '^32(\.0+)?f32$' -- sh -c "'$WORK/dot' --dump-opencl-binary '$WORK/dot.bin' </dev/null && test -s '$WORK/dot.bin' && echo '[1,2,3] [4,5,6]' | '$WORK/dot' --load-opencl-binary '$WORK/dot.bin'"
expect exe-opencl-binary-missing 1 'error' -- sh -c "echo '[1,2,3] [4,5,6]' | '$WORK/dot' --load-opencl-binary '$WORK/none.bin'"
# -r: one uncounted warm-up run first (the -P report counts every launch).
expect exe-warmup 0 '^ok$' -- sh -c "a=\$(echo '[1,2,3] [4,5,6]' | '$WORK/dot' -P 2>&1 >/dev/null | awk '\$2 ~ /^[0-9]+\$/ && \$1 != \"total\" { n += \$2 } END { print n }'); b=\$(echo '[1,2,3] [4,5,6]' | '$WORK/dot' -P -r 2 2>&1 >/dev/null | awk '\$2 ~ /^[0-9]+\$/ && \$1 != \"total\" { n += \$2 } END { print n }'); [ \"\$b\" = \$((3 * a)) ] && [ \"\$a\" -gt 0 ] && echo ok || echo \"\$a \$b\""
# --batch FILE: cases one a line (ENTRY, input, result, error, -t file),
# each with its own files; "done K STATUS" after each; a failed case does
# not stop the next.
printf '[1f32,2f32] [3f32,4f32]' > "$WORK/b1.in"
printf '[1f32,2f32] [3f32]' > "$WORK/b2.in"
printf 'main\t%s\t%s\t%s\t\nnope\t%s\t%s\t%s\t\nmain\t%s\t%s\t%s\t%s\n' "$WORK/b1.in" "$WORK/b1.out" "$WORK/b1.err" \
  "$WORK/b1.in" "$WORK/bx.out" "$WORK/bx.err" "$WORK/b2.in" "$WORK/b2.out" "$WORK/b2.err" "$WORK/b2.times" > "$WORK/cases.batch"
expect exe-batch 0 '^done 1 0 done 2 1 done 3 1 11(\.0+)?f32 no entry point size $' -- sh -c "{ '$WORK/dot' --batch '$WORK/cases.batch'; cat '$WORK/b1.out'; grep -o 'no entry point' '$WORK/bx.err'; grep -o size '$WORK/b2.err'; } | tr '\\n' ' '"
expect exe-batch-missing 1 'cannot read the batch file' -- "$WORK/dot" --batch "$WORK/no-such.batch"
# --server: Futhark's server protocol (server-protocol.rst) on stdin and
# stdout, a whole session compared with its expected transcript.
printf '[1f32,2f32,3f32] [4f32,5f32,6f32]' > "$WORK/srv.in"
cat > "$WORK/srv.cmds" <<EOF2
entry_points
inputs main
outputs main
types
restore $WORK/srv.in xs []f32 ys []f32
call main r xs ys
type r
kind []f32
rank [][]f32
elemtype []f32
shape ys
store $WORK/srv.out r
index e xs 2
set ys e 0
call main r2 xs ys
store "$WORK/srv.out2" r2 ys
call main r xs ys
free r r2
rename xs "a b"
type "a b"
free xs
new_array zs []f32 2 e e
call main r zs zs
call main r2 zs xs
restore $WORK/srv.in bad []i32
fields point
clear
pause_profiling
unpause_profiling
set_tuning_param nope 1
nonsense
EOF2
cat > "$WORK/srv.expected" <<'EOF2'
%%% OK
main
%%% OK
[]f32
[]f32
%%% OK
f32
%%% OK
[]f32
f32
%%% OK
%%% OK
%%% OK
f32
%%% OK
array
%%% OK
2
%%% OK
f32
%%% OK
3
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% FAILURE
variable already exists: r
%%% OK
%%% OK
%%% OK
[]f32
%%% OK
%%% FAILURE
unknown variable: xs
%%% OK
%%% OK
%%% OK
%%% FAILURE
unknown variable: xs
%%% OK
%%% FAILURE
restore SRV.IN: variable bad: expected []i32 but found f32 value at line 1, column 2
%%% OK
%%% FAILURE
unknown type: point
%%% OK
%%% OK
%%% OK
%%% OK
%%% FAILURE
unknown tuning parameter: nope
%%% OK
%%% FAILURE
unknown command: nonsense
%%% OK
EOF2
sed -i "s|SRV.IN|$WORK/srv.in|" "$WORK/srv.expected"
expect server-session 0 '' -- sh -c "'$WORK/dot' --server < '$WORK/srv.cmds' | diff '$WORK/srv.expected' -"
# The stored values (binary format): 32f32, then 1*3 + 2*5 + 3*6 = 31f32
# and ys = [3f32, 5f32, 6f32].
expect server-store 0 '^ 62 02 00 20 66 33 32 00 00 00 42$' -- od -An -tx1 "$WORK/srv.out"
expect server-store2 0 '^ 62 02 00 20 66 33 32 00 00 f8 41 62 02 01 20 66 33 32 03 00 00 00 00 00 00 00 00 00 40 40 00 00 a0 40 00 00 c0 40 $' -- sh -c "od -An -tx1 -v '$WORK/srv.out2' | tr -s ' \n' '  '"
expect server-sizes 0 'FAILURE' -- sh -c "printf 'restore $WORK/srv.in xs []f32 ys []f32\nnew_array one []f32 1 xs\n' | '$WORK/dot' --server"
expect server-entry-error 0 'FAILURE.*size' -- sh -c "printf '[1f32,2f32] [1f32]' > '$WORK/srv.bad' && printf 'restore $WORK/srv.bad a []f32 b []f32\ncall main r a b\n' | '$WORK/dot' --server | tr '\n' ' '"
expect server-no-e 1 'not an option of a server' -- "$WORK/dot" --server -e main
expect server-quit-at-eof 0 '^%%% OK$' -- sh -c "'$WORK/dot' --server < /dev/null"
# --server with records, tuples, sums and arrays of records (the entry
# points' source-level types, as Futhark's server has them): types, kind,
# fields, variants, new, project, construct, destruct, variant, zip, unzip,
# index of an array of records, attributes, store and restore of an
# opaque value, and calls with one variable per parameter and result.
cat > "$WORK/srvrec.fut" <<'FUT'
type point = {x: f32, y: f32}
type shape = #circle f32 | #rect f32 f32 | #empty

entry mk (x: f32) (y: f32) : point = {x, y}
entry norm1 (p: point) : f32 = f32.abs p.x + f32.abs p.y
entry area (s: shape) : f32 =
  match s
  case #circle r -> 3 * r * r
  case #rect w h -> w * h
  case #empty -> 0
entry grow (s: shape) : shape =
  match s
  case #circle r -> #circle (r * 2)
  case #rect w h -> #rect (w * 2) (h * 2)
  case #empty -> #empty
entry pairs (xs: []i32) : [](i32, bool) = map (\x -> (x, x > 1)) xs
entry firsts (ps: [](i32, bool)) : []i32 = map (.0) ps
#[foo]
entry both (p: point) (k: i32) : (point, i32) = (p, k + 1)
entry tup (t: (i32, f64)) : f64 = f64.i32 t.0 + t.1
FUT
"$RUNIC" "$WORK/srvrec.fut" -o "$WORK/srvrec" >/dev/null 2>&1
printf '1.5f32 -2f32' > "$WORK/srvrec.x"
printf '[1,2,3]' > "$WORK/srvrec.xs"
cat > "$WORK/srvrec.cmds" <<EOF2
types
inputs norm1
output mk
inputs tup
kind point
kind shape
kind "[](i32, bool)"
rank "[](i32, bool)"
elemtype "[](i32, bool)"
kind "(i32, f64)"
fields point
fields "(i32, f64)"
fields "[](i32, bool)"
variants shape
restore srvrec.x a f32 b f32
call mk p a b
type p
project px p x
project py p z
new q point b a
call norm1 n q
construct c shape circle a
variant c
call area ar c
call grow g c
destruct g r
construct e shape empty
variant e
destruct e
call area ae e
construct bad2 shape rect a
new bad point a
new bad point a p
call norm1 n2 c
restore srvrec.xs xs []i32
call pairs ps xs
type ps
shape ps
unzip ps u0 u1
zip z "[](i32, bool)" u0 u1
call firsts f z
attributes both
attributes norm1
index i ps 1
project i0 i 0
project i1 i 1
store srvrec.p p
restore srvrec.p p2 point
call norm1 n3 p2
store srvrec.res px n ar r ae f n3 i0 i1
EOF2
cat > "$WORK/srvrec.expected" <<'EOF2'
%%% OK
f32
point
shape
[]i32
i32
bool
(i32, bool)
[]bool
[](i32, bool)
f64
(i32, f64)
%%% OK
point
%%% OK
point
%%% OK
(i32, f64)
%%% OK
record
%%% OK
sum
%%% OK
opaque
%%% OK
1
%%% OK
(i32, bool)
%%% OK
record
%%% OK
x f32
y f32
%%% OK
0 i32
1 f64
%%% OK
0 []i32
1 []bool
%%% OK
circle
- f32
empty
rect
- f32
- f32
%%% OK
%%% OK
%%% OK
point
%%% OK
%%% OK
%%% FAILURE
project: point has no field z
%%% OK
%%% OK
%%% OK
%%% OK
circle
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
empty
%%% OK
%%% OK
%%% OK
%%% FAILURE
construct: wrong number of payload values for rect
%%% OK
%%% FAILURE
new: expected a variable for each of the 2 fields
%%% OK
%%% FAILURE
new: p has type point, but f32 was expected
%%% OK
%%% FAILURE
call: c has type shape, but point was expected
%%% OK
%%% OK
%%% OK
[](i32, bool)
%%% OK
3
%%% OK
%%% OK
%%% OK
%%% OK
foo
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
%%% OK
EOF2
expect server-records 0 '' -- sh -c "cd '$WORK' && ./srvrec --server < srvrec.cmds | diff srvrec.expected -"
# 1.5, 3.5, 6.75, 3.0, 0.0, [1, 2, 3], 3.5 (f32 and []i32), 2 and true.
expect server-records-values 0 '^1\.5f32 3\.5f32 6\.75f32 3\.0f32 0\.0f32 \[1i32, 2i32, 3i32\] 3\.5f32 2i32 true $' -- sh -c "printf 'entry main (a: f32) (b: f32) (c: f32) (d: f32) (e: f32) (f: []i32) (g: f32) (h: i32) (i: bool) = (a, b, c, d, e, f, g, h, i)\n' > '$WORK/srvshow.fut' && '$RUNIC' run '$WORK/srvshow.fut' < '$WORK/srvrec.res' | tr '\n' ' '"
# In-place updates in a loop reuse the array: the peak device memory stays
# at one 4 MB array over 20000 updates (no copy per iteration).
"$RUNIC" "$HERE/../programs/uniqueness/inplace_no_copy.fut" -o "$WORK/nocopy" >/dev/null 2>&1
expect exe-inplace-no-copy 0 '^ok$' -- sh -c "echo '1000000i64 20000i64' | '$WORK/nocopy' -P 2>&1 >/dev/null | awk '/peak device memory/ { print (\$4 < 4100000 ? \"ok\" : \"peak \" \$4) }'"
"$RUNIC" "$WORK/idx.fut" -o "$WORK/idx" >/dev/null 2>&1
expect exe-bounds 1 'idx.fut:1:[0-9]+: .*out of bounds' -- sh -c "echo '[1i32,2i32] 5i64' | '$WORK/idx'"

# Derivation variants and autotuning (driver/autotune.h).
cat > "$WORK/tune.fut" <<'FUT'
-- ==
-- random input { [20000]f32 [20000]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) = reduce (+) 0 (map2 (*) xs ys)
FUT
expect autotune 0 'wrote .*tune.fut.tuning' -- "$RUNIC" autotune "$WORK/tune.fut" --budget 0.2
expect autotune-file 0 '^main_k[0-9]+=[0-9]+$' -- grep -E '^[a-z_0-9]+=' "$WORK/tune.fut.tuning"
expect autotune-comments 0 'variant 1: ' -- cat "$WORK/tune.fut.tuning"
expect compile-tuned 0 'derivations from .*tune.fut.tuning' -- "$RUNIC" -v "$WORK/tune.fut" -o "$WORK/tuned"
expect compile-other-profile 0 'ignoring .*tuned for the device profile' -- "$RUNIC" --device-profile nvidia-h100 "$WORK/tune.fut" -o "$WORK/tuned-gpu"
"$RUNIC" --variants 3 "$WORK/tune.fut" -o "$WORK/variants" >/dev/null 2>&1
name=$(grep -Eo '^[a-z_0-9]+' "$WORK/tune.fut.tuning" | head -1)
echo "$name=1" > "$WORK/v1.tuning"
expect exe-tuning-variant 0 '^6(\.0+)?f32$' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/v1.tuning'"
echo "$name=7" > "$WORK/v7.tuning"
expect exe-tuning-no-variant 1 'no variant 7' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/v7.tuning'"
echo "oops" > "$WORK/bad.tuning"
expect exe-tuning-bad 1 'line 1: expected NAME=VALUE' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/bad.tuning'"
expect exe-tuning-missing 1 'cannot read the tuning file' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/none.tuning'"
# Tuning parameters on the command line (usage.rst): --print-params lists
# NAME (CLASS), --param NAME=VALUE sets one (over the tuning file).
expect exe-print-params 0 "^$name \(variant\)\$" -- "$WORK/variants" --print-params
expect exe-print-params-none 0 '^$' -- "$WORK/dot" --print-params
expect exe-param 0 '^6(\.0+)?f32$' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --param $name=2"
expect exe-param-over-file 1 'no variant 7' -- sh -c "echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/v1.tuning' --param=$name=0 --tuning '$WORK/v7.tuning' --param $name=1 && echo '[1,2] [2,2]' | '$WORK/variants' --tuning '$WORK/v7.tuning'"
expect exe-param-unknown 1 'no such tuning parameter' -- "$WORK/variants" --param nope=1
expect exe-param-range 1 'from 0 to 2' -- "$WORK/variants" --param "$name=3"
expect exe-param-form 1 'NAME=VALUE' -- "$WORK/variants" --param "$name"
cp "$WORK/bad.tuning" "$WORK/tune.fut.tuning"
expect compile-bad-tuning 1 'tune.fut.tuning:1: expected NAME=VARIANT' -- "$RUNIC" "$WORK/tune.fut" -o "$WORK/tuned"

# Deeply nested programs: the front end runs on a big stack
# (driver/big_stack.h), so 20,000 nested parentheses, a sum of 20,000 terms
# and 20,000 chained `let`s parse, print and type check; 100,000 nested
# parentheses too (or, on a smaller stack, stop with "nested too deeply").
deep() {  # deep N OPEN CLOSE -> "OPEN"*N "1" "CLOSE"*N
  awk -v n="$1" -v o="$2" -v c="$3" 'BEGIN { for (i = 0; i < n; i++) printf "%s", o; printf "1"; for (i = 0; i < n; i++) printf "%s", c }'
}
{ printf 'def main : i32 = '; deep 20000 '(' ')'; echo; } > "$WORK/deep_parens.fut"
{ printf 'def main : i32 = 1'; awk 'BEGIN { for (i = 1; i < 20000; i++) printf " + 1" }'; echo; } > "$WORK/deep_sum.fut"
{ echo 'def main : i32 ='; awk 'BEGIN { for (i = 0; i < 20000; i++) printf "  let x%d = x%d + 1\n", i + 1, i }' | sed '1s/x0 + 1/1/'; echo '  in x20000'; } > "$WORK/deep_lets.fut"
{ printf 'def main : i32 = '; deep 100000 '(' ')'; echo; } > "$WORK/deep_parens_100k.fut"
{ printf -- '-- ==\n-- input { } output { 1 }\ndef main : i32 = '; deep 20000 '(' ')'; echo; } > "$WORK/deep_test.fut"
expect deep-parens-check 0 '' -- "$RUNIC" check "$WORK/deep_parens.fut"
expect deep-parens-run 0 '^1i32$' -- sh -c "echo | '$RUNIC' run '$WORK/deep_parens.fut'"
expect deep-sum-check 0 '' -- "$RUNIC" check "$WORK/deep_sum.fut"
expect deep-sum-print 0 '^def main: i32 = \(\(\(' -- sh -c "'$RUNIC' check --dump-after=parse '$WORK/deep_sum.fut' 2>&1 | sed -n 2p | cut -c1-40"
expect deep-lets-check 0 '' -- "$RUNIC" check "$WORK/deep_lets.fut"
expect deep-parens-100k 0 '' -- "$RUNIC" check "$WORK/deep_parens_100k.fut"
expect deep-test-runner 0 '1 passed, 0 failed' -- "$RUNIC" test "$WORK/deep_test.fut"

# #[unsafe]: the kernel of the gather reads without a bounds check; without
# the attribute it checks.
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
expect unsafe-no-check 0 '#\[unsafe\]: no check' -- sh -c "'$RUNIC' '$ROOT/tests/programs/attributes/unsafe.fut' -o '$WORK/unsafe' && cat '$WORK/unsafe.c'"
sed 's/#\[unsafe\] map/map/; s/^#\[unsafe\]$//' "$ROOT/tests/programs/attributes/unsafe.fut" > "$WORK/safe_gather.fut"
expect safe-checks 0 'out of bounds' -- sh -c "'$RUNIC' '$WORK/safe_gather.fut' -o '$WORK/safe' && cat '$WORK/safe.c'"
expect safe-checks-all 1 '' -- sh -c "grep -q '#\[unsafe\]: no check' '$WORK/safe.c'"
# `runic check` checks a function once per argument signature; a constant
# i64 argument (a size of the result) is part of the signature.
expect check-size-args 0 '' -- "$RUNIC" check "$ROOT/tests/programs/users/local_size_function.fut"
# A remembered call's result is given in the caller's names: a declared
# `[k]t` result returned from a branch keeps k in every later call, so
# mapping the caller gives rows of size k (`runic test` compiles, which
# does not memoise; these run the check-only path).
for f in "$ROOT"/tests/programs/sizes_branches/*.fut; do
  expect "check-branch-sizes-$(basename "$f" .fut)" 0 '' -- "$RUNIC" check "$f"
done

# Functions: the elaborator emits one Core IR function per instantiation
# and calls them; `inline` inlines them, except #[noinline] ones, which
# survive fusion and are inlined before flattening.
NOINLINE="$ROOT/tests/programs/functions/noinline.fut"
expect fun-elaborated 0 'apply sq1_[0-9]+\(' -- "$RUNIC" --dump-after elaborate "$NOINLINE" -o "$WORK/noinline"
expect fun-noinline-fused 0 '#\[noinline\] fun sq1_' -- "$RUNIC" --dump-after fuse "$NOINLINE" -o "$WORK/noinline"
expect fun-noinline-inlined 1 '' -- sh -c "'$RUNIC' --dump-after inline-noinline '$NOINLINE' -o '$WORK/noinline' 2>&1 | grep -q apply"
expect fun-inline-disabled 0 '' -- sh -c "'$RUNIC' --disable inline '$ROOT/tests/programs/functions/instantiations.fut' -o '$WORK/inst' && echo '[1] [2f32] 1i64' | '$WORK/inst'"
expect fun-inline-not-optional 2 'not a pass that can be switched off' -- "$RUNIC" --disable inline-noinline "$NOINLINE"

# Monomorphisation (elaborate/monomorphise.h): one copy per type
# instantiation, named by its type arguments, sizes left anonymous; local
# polymorphic functions too; the dump prints the copies as source (the
# program's `id`, named like the prelude's, is `id'user` there).
cat > "$WORK/mono.fut" <<'EOF2'
def id 'a (x: a) : a = x
def twice 'a (f: a -> a) (x: a) : a = f (f x)
def main [n] (xs: [n]i32) (y: f32) =
  let dup 'b (z: b) : (b, b) = (z, id z)
  in (twice (\v -> v + 1) (id y), dup (id xs), dup y)
EOF2
cat > "$WORK/mono.expected" <<'EOF2'
==== after monomorphise ====
def id'user[f32] (x: f32): f32 = x
def id'user[[]i32] (x: []i32): []i32 = x
def twice[f32] (f: f32 -> f32) (x: f32): f32 = f (f x)
def main [n] (xs: [n]i32) (y: f32) = let dup[[]i32] (z: []i32): ([]i32, []i32) = (z, id'user[[]i32] z) in let dup[f32] (z: f32): (f32, f32) = (z, id'user[f32] z) in (twice[f32] (\v -> (v + 1)) (id'user[f32] y), dup[[]i32] (id'user[[]i32] xs), dup[f32] y)
EOF2
expect mono-dump 0 '' -- sh -c "'$RUNIC' check --dump-after=monomorphise '$WORK/mono.fut' 2>&1 | diff '$WORK/mono.expected' -"
expect mono-runs 0 '^7\.0f32' -- sh -c "echo '[1, 2] 5f32' | '$RUNIC' run '$WORK/mono.fut'"
# Defunctionalisation (elaborate/defunctionalise.h): a function value is
# its environment, a higher-order definition is copied per static value of
# its functional argument, lambdas given to `map` stay lambdas.
cat > "$WORK/defunc.fut" <<'EOF2'
def twice (f: i32 -> i32) (x: i32) = f (f x)
def main [n] (xs: [n]i32) (k: i32) =
  let add y = y + k
  in (map (\x -> twice add x) xs, twice (* 2) k, twice (\v -> v - k) 0)
EOF2
cat > "$WORK/defunc.expected" <<'EOF2'
==== after defunctionalise ====
def main [n] (xs: [n]i32) (k: i32): ([n]i32, i32, i32) = let add = k in (map (\x -> twice<main.add, _> add x) xs, twice<(* _), _> 2i32 k, twice<main.\4:57, _> k 0i32)
def main.add k y = (y + k)
def twice<main.add, _> f (x: i32) = main.add f (main.add f x)
def twice<(* _), _> f (x: i32) = ((x * f) * f)
def main.\4:57 k v = (v - k)
def twice<main.\4:57, _> f (x: i32) = main.\4:57 f (main.\4:57 f x)
EOF2
expect defunc-dump 0 '' -- sh -c "'$RUNIC' check --dump-after=defunctionalise '$WORK/defunc.fut' 2>&1 | diff '$WORK/defunc.expected' -"
expect defunc-runs 0 '^\[7i32, 8i32\]' -- sh -c "echo '[1, 2] 3' | '$RUNIC' run '$WORK/defunc.fut'"
expect defunc-listed 0 '^defunctionalise$' -- "$RUNIC" --list-passes
# Records and sums (elaborate/records.h): kept by desugar and
# defunctionalise, then tuples in label order and (tag, payloads) tuples;
# `match` becomes `if`s on the tag.
cat > "$WORK/records.fut" <<'EOF2'
type shape = #circle f32 | #rect f32 f32
def area (s: shape) = match s case #circle r -> 3 * r * r case #rect w h -> w * h
def main (p: {x: f32, y: f32}) = (area (#rect p.x p.y), p with y = 1)
EOF2
cat > "$WORK/records.expected" <<'EOF2'
==== after defunctionalise ====
def area (s: #circle f32 | #rect f32 f32) = match s case #circle r -> ((3f32 * r) * r) case #rect w h -> (w * h)
def main (p: {x: f32, y: f32}): (f32, {x: f32, y: f32}) = (area (#rect p.x p.y), p with y = 1f32)
==== after records ====
def area (s: (u8, f32, f32, f32)) = let scrut_rc0 = s in if (scrut_rc0.0 == 0u8) then let (_, r, _, _) = scrut_rc0 in ((3f32 * r) * r) else let (_, _, w, h) = scrut_rc0 in (w * h)
def main (p: (f32, f32)): (f32, (f32, f32)) = (area (1u8, 0f32, p.0, p.1), let rec_rc1 = p in let fld_rc2 = rec_rc1.0 in (fld_rc2, 1f32))
EOF2
expect records-dump 0 '' -- sh -c "'$RUNIC' check --dump-after=defunctionalise --dump-after=records '$WORK/records.fut' 2>&1 | diff '$WORK/records.expected' -"
expect records-unchanged 0 '^\(unchanged\)$' -- sh -c "'$RUNIC' check --dump-after=records '$WORK/defunc.fut' 2>&1"
expect records-runs 0 '^6\.0f32' -- sh -c "echo '2f32 3f32' | '$RUNIC' run '$WORK/records.fut'"
expect records-listed 0 '^records$' -- "$RUNIC" --list-passes
# Doubled calls: elaboration is linear, but inlining every call is not; a
# clear error instead of exhausting memory.
{ echo 'def f0 (x: i32) : i32 = x + 1'
  for i in $(seq 1 30); do echo "def f$i (x: i32) : i32 = f$((i - 1)) x + f$((i - 1)) (x * 2)"; done
  echo 'def main (xs: []i32) = map f30 xs'; } > "$WORK/doubled.fut"
expect doubled-check 0 '' -- "$RUNIC" check "$WORK/doubled.fut"
expect doubled-compile 1 'would make a body of more than 1000000 statements' -- "$RUNIC" "$WORK/doubled.fut" -o "$WORK/doubled"

# A property that does not hold: the runner reports its counterexample.
cat >"$WORK/prop_fails.fut" <<'EOF2'
-- ==
-- property: prop_short
#[prop(size(10))]
entry prop_short (xs: []u8) : bool = length xs <= 3
EOF2
expect property-counterexample 1 'property prop_short .*fails for \[[0-9]+u8, ' -- "$RUNIC" test --backend=interp "$WORK/prop_fails.fut"
# A script input calling a function that is not an entry point.
cat >"$WORK/script_bad.fut" <<'EOF2'
-- ==
-- script input { helper 3 } output { 3 }
def helper (x: i32) = x
def main (x: i32) = x
EOF2
expect script-unknown-function 1 '`helper` is not an entry point' -- "$RUNIC" test --backend=interp "$WORK/script_bad.fut"

# The ad stage: the elaborated program has the jvp, the ad stage's output
# has none; a program without AD is unchanged by it.
cat > "$WORK/ad.fut" <<'EOF2'
def main (x: f64) = jvp (\y -> f64.sin y * y) x 1
EOF2
expect ad-listed 0 '^ad$' -- "$RUNIC" --list-passes
expect ad-elaborated 0 'jvp\(\{' -- "$RUNIC" --dump-after=elaborate -o "$WORK/ad" "$WORK/ad.fut"
expect ad-expanded 1 '' -- sh -c "'$RUNIC' --dump-after=ad -o '$WORK/ad' '$WORK/ad.fut' 2>&1 | grep -Eq 'jvp\(|vjp\('"
expect ad-expanded-cos 0 'f64.cos' -- "$RUNIC" --dump-after=ad -o "$WORK/ad" "$WORK/ad.fut"
expect ad-unchanged 0 'after ad ====' -- sh -c "'$RUNIC' --dump-after=ad -o '$WORK/dot3' '$WORK/dot.fut' 2>&1 | grep -A1 'after ad' | grep -q unchanged && echo '==== after ad ===='"
expect ad-runs 0 '^1.381773290676036' -- sh -c "echo 1.0 | '$RUNIC' run '$WORK/ad.fut'"

# A malformed `entry:` line is an error of the test block, not a hang.
printf 'entry main (x: i32) = x\n-- ==\n-- entry: : input { 1 } output { 1 }\n' > "$WORK/entry_colon.fut"
expect test-entry-colon 1 'malformed test block: `entry:` takes entry point names' -- timeout 20 "$RUNIC" test --backend=interp "$WORK/entry_colon.fut"
printf 'entry main (x: i32) = x\n-- ==\n-- entry: input { 1 } output { 1 }\n' > "$WORK/entry_brace.fut"
expect test-entry-brace 1 'malformed test block: `entry:` takes entry point names' -- timeout 20 "$RUNIC" test --backend=interp "$WORK/entry_brace.fut"

# `runic test --times`, `--schedule` and `--shard` (docs/testing.md).
mkdir -p "$WORK/suite"
printf 'entry main (x: i32) = x + 1\n-- ==\n-- input { 1 } output { 2 }\n' > "$WORK/suite/a.fut"
printf 'entry main (x: i32) = x * 2\n-- ==\n-- input { 2 } output { 4 }\n-- input { 3 } output { 6 }\n' > "$WORK/suite/b.fut"
expect test-times 0 'The 1 slowest of 2 programs' -- "$RUNIC" test --backend=interp --times 1 "$WORK/suite"
expect test-schedule 0 '3 passed, 0 failed' -- sh -c "'$RUNIC' test --backend=interp --schedule '$WORK/times.txt' '$WORK/suite' && grep -q 'suite/b.fut' '$WORK/times.txt' && '$RUNIC' test --backend=interp --schedule '$WORK/times.txt' '$WORK/suite'"
expect test-shards 0 '^3$' -- sh -c "for k in 1 2; do '$RUNIC' test --backend=interp --shard \$k/2 '$WORK/suite'; done | sed -n 's/ passed.*//p' | awk '{ s += \$1 } END { print s }'"
# A part's schedule file keeps its own programs only (a removed program's
# line, or another part's, goes); without --shard, the programs that exist.
expect test-schedule-shard 0 '^1 1 0$' -- sh -c "printf '9 $WORK/suite/gone.fut\\n1 $WORK/suite/a.fut\\n1 $WORK/suite/b.fut\\n' > '$WORK/part.txt'; '$RUNIC' test --backend=interp --shard 1/2 --schedule '$WORK/part.txt' '$WORK/suite' > /dev/null; echo \$(wc -l < '$WORK/part.txt') \$(grep -c 'suite/b.fut' '$WORK/part.txt') \$(grep -c gone '$WORK/part.txt')"
expect test-shard-bad 1 'needs K/N' -- "$RUNIC" test --backend=interp --shard 3/2 "$WORK/suite"

# `runic test --prebuild` (OpenCL on PoCL; docs/testing.md): the builder
# process builds each program before its cases, and the cases' processes
# find the build in PoCL's cache: one cache entry a program (two if the
# prebuild's source or options differed from the program's).  A build that
# fails in the builder fails in the case too, with the case's own message,
# as without --prebuild.
mkdir -p "$WORK/kcache_home" "$WORK/pbsuite"
printf 'entry main (xs: []i32) = map (+1) xs\n-- ==\n-- input { [1, 2] } output { [2, 3] }\n-- input { [5] } output { [6] }\n' > "$WORK/pbsuite/inc.fut"
printf 'entry main (xs: []f32) = reduce (+) 0 xs\n-- ==\n-- input { [1f32, 2f32] } output { 3f32 }\n' > "$WORK/pbsuite/sum.fut"
expect test-prebuild-hits 0 '^prebuild: 2 of 2 programs.*entries: 2$' -- sh -c "env -u POCL_CACHE_DIR POCL_KERNEL_CACHE=1 XDG_CACHE_HOME='$WORK/kcache_home' '$RUNIC' test --backend=opencl --prebuild --times 1 --pass-option=--build-option --pass-option=-cl-opt-disable '$WORK/pbsuite' | grep '^prebuild:' | tr -d '\\n'; echo \" entries: \$(find '$WORK/kcache_home/pocl/kcache' -name program.bc | wc -l)\""
# PoCL's kernel links go through runic test's `ld` script (without -lc and
# -lm where the kernel needs neither; docs/testing.md, suite13): the run
# above left shared objects, each with a dynamic section and none needing
# libc.
expect test-kernel-links 0 '^links ([1-9][0-9]*) dynamic \1 libc 0$' -- sh -c "so=\$(find '$WORK/kcache_home/pocl/kcache' -name '*.so'); echo links \$(echo \"\$so\" | grep -c .) dynamic \$(readelf -d \$so | grep -c '^Dynamic section') libc \$(readelf -d \$so | grep -c 'NEEDED.*libc')"
expect test-prebuild-build-fails 1 '^2 failed, OpenCL program build failed$' -- sh -c "'$RUNIC' test --backend=opencl --prebuild --pass-option=--build-option --pass-option=-cl-no-such-option '$WORK/pbsuite/inc.fut' > '$WORK/pb.txt'; s=\$?; echo \"\$(grep -c '^FAIL.*OpenCL program build failed' '$WORK/pb.txt') failed, \$(grep -o 'OpenCL program build failed' '$WORK/pb.txt' | head -1)\"; exit \$s"
# A program's OpenCL cases run in one process (the executable's --batch);
# a case that hangs there stops it, and the cases it did not finish run
# alone: the hang fails its own case, after --timeout, and the later case
# passes.
printf 'entry spin (x: i64) = loop y = x while y >= 0 do y + 1\nentry inc (x: i32) = x + 1\n-- ==\n-- entry: inc\n-- input { 1 } output { 2 }\n-- entry: spin\n-- input { 0i64 } output { 0i64 }\n-- entry: inc\n-- input { 5 } output { 6 }\n' > "$WORK/spin.fut"
expect test-batch-hang 1 '^spin.fut:7: entry spin: .*time limit.* 2 passed, 1 failed $' -- sh -c "'$RUNIC' test --backend=opencl --timeout 3 '$WORK/spin.fut' > '$WORK/spin.txt'; s=\$?; sed 's|^FAIL .*/||' '$WORK/spin.txt' | tr '\\n' ' '; exit \$s"

# `auto output` results of large cases (over 200,000 statements) are kept
# in the cache folder for the suite's other runs (runic/expected/BUILD/):
# a second run finds them; an entry that cannot be read is made again;
# RUNIC_NO_CACHE keeps nothing.
mkdir -p "$WORK/ecache"
printf 'entry main (n: i64) = i64.sum (map (\\i -> i * i %% 7) (iota n))\n-- ==\n-- input { 300000i64 } auto output\n-- input { 3i64 } auto output\n' > "$WORK/ecache/big.fut"
expect test-expected-cache-store 0 '^2 passed, 0 failed 1 entries$' -- sh -c "XDG_CACHE_HOME='$WORK/ecache/home' '$RUNIC' test --backend=interp '$WORK/ecache/big.fut' | tr '\\n' ' '; find '$WORK/ecache/home/runic/expected' -name '*.bin' | wc -l | sed 's/\$/ entries/'"
expect test-expected-cache-hit 0 '^2 passed, 0 failed$' -- env XDG_CACHE_HOME="$WORK/ecache/home" "$RUNIC" test --backend=interp "$WORK/ecache/big.fut"
expect test-expected-cache-truncated 0 '^2 passed, 0 failed$' -- sh -c "for f in '$WORK/ecache/home/runic/expected'/*/*.bin; do head -c 20 \"\$f\" > \"\$f.cut\" && mv \"\$f.cut\" \"\$f\"; done; XDG_CACHE_HOME='$WORK/ecache/home' '$RUNIC' test --backend=interp '$WORK/ecache/big.fut'"
expect test-expected-cache-off 0 '^2 passed, 0 failed 0 entries$' -- sh -c "RUNIC_NO_CACHE=1 XDG_CACHE_HOME='$WORK/ecache/off' '$RUNIC' test --backend=interp '$WORK/ecache/big.fut' | tr '\\n' ' '; find '$WORK/ecache/off' -name '*.bin' 2>/dev/null | wc -l | sed 's/\$/ entries/'"

# Exit codes of `runic test` as futhark-test(1): 0 when every case
# passes, 1 when one fails (a wrong result, a malformed block); `--exclude
# TAG` skips the programs and cases with that tag.
printf 'entry main (x: i32) = x + 1\n-- ==\n-- tags { slow }\n-- input { 1 } output { 3 }\n' > "$WORK/tagged_wrong.fut"
printf 'entry main (x: i32) = x + 1\n-- ==\n-- input { 1 } output { 2 }\n-- flaky input { 2 } output { 0 }\n' > "$WORK/case_tagged.fut"
expect test-exit-fail 1 '0 passed, 1 failed' -- "$RUNIC" test --backend=interp "$WORK/tagged_wrong.fut"
expect test-exclude-program 0 '0 passed, 0 failed' -- "$RUNIC" test --backend=interp --exclude slow "$WORK/tagged_wrong.fut"
expect test-exclude-case 0 '1 passed, 0 failed' -- "$RUNIC" test --backend=interp --exclude flaky "$WORK/case_tagged.fut"
expect test-exclude-case-not 1 '1 passed, 1 failed' -- "$RUNIC" test --backend=interp "$WORK/case_tagged.fut"
printf 'entry main (x: i32) = x + 1\n-- ==\n-- input { 1 } outptu { 2 }\n' > "$WORK/typo_block.fut"
expect test-exit-malformed 1 'malformed test block' -- "$RUNIC" test --backend=interp "$WORK/typo_block.fut"

printf 'entry main (x: f32) = x\n-- ==\n-- input { 1f32 } output { 1.01f32 }\n-- input { 1f32 } output { 1.001f32 }\n' > "$WORK/tolerance.fut"
expect test-float-tolerance 1 '1 passed, 1 failed' -- "$RUNIC" test --backend=interp "$WORK/tolerance.fut"

# futhark-test(1)'s options: -i (interpreter), -c (compiled), -s (only the
# structure blocks, where the counts of Futhark's own IR names are checked;
# a plain run does not check them, as futhark test), -t (type check only),
# -C (compile only), --entry-point, --concurrency, and accepted no-ops.
cat > "$WORK/structure.fut" <<'FUT'
-- ==
-- entry: main other
-- input { [1, 2] } output { 6 }
-- structure { Screma 5 }
entry main (xs: []i32) = i32.sum (map (* 2) xs)
entry other (xs: []i32) = i32.sum (map (* 2) xs)
FUT
expect test-structure-not-default 0 '^2 passed, 0 failed$' -- "$RUNIC" test --backend=interp "$WORK/structure.fut"
expect test-structure-s 1 'structure: expected 5 Screma, found 2' -- "$RUNIC" test -s "$WORK/structure.fut"
expect test-i 0 '^2 passed, 0 failed$' -- "$RUNIC" test -i --no-terminal --concurrency 1 "$WORK/structure.fut"
expect test-entry-point 0 '^1 passed, 0 failed$' -- "$RUNIC" test -i --entry-point other "$WORK/structure.fut"
expect test-t 0 '^2 passed, 0 failed$' -- "$RUNIC" test -t "$WORK/case_tagged.fut" "$WORK/structure.fut"
expect test-C 0 '^1 passed, 0 failed$' -- "$RUNIC" test -C -c --no-tuning "$WORK/structure.fut"
expect test-c 0 '^2 passed, 0 failed$' -- "$RUNIC" test -c --pass-option=--build-option --pass-option=-cl-opt-disable "$WORK/structure.fut"
expect test-i-and-c 1 'exclude each other' -- "$RUNIC" test -i -c "$WORK/structure.fut"
# error: regexes as futhark test matches them (POSIX, against "Error: MSG."
# and a backtrace), on both backends.
cat > "$WORK/regex.fut" <<'FUT'
-- ==
-- input { [1, 2] 5i64 } error: ^Error: Index \[5\] out of bounds
-- input { [1, 2] 5i64 } error: shape \[2\]\.
-- input { [1, 2] 5i64 } error: bounds.*Backtrace
-- input { [1, 2] 5i64 } error: ^Index
entry main (xs: []i32) (i: i64) = xs[i]
FUT
expect test-regex-interp 0 '^3 passed, 1 failed$' -- sh -c "'$RUNIC' test -i '$WORK/regex.fut' | tail -1"
expect test-regex-opencl 0 '^3 passed, 1 failed$' -- sh -c "'$RUNIC' test -c --pass-option=--build-option --pass-option=-cl-opt-disable '$WORK/regex.fut' | tail -1"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
