#!/bin/sh
# OpenCL smoke test of the runtime (opencl.c + harness.c + values.c): builds
# tests/runtime/smoke.c as C and as C++, checks that the runtime files
# concatenated in the backend's order compile, and runs the entry points
# with text and binary input.  Exits non-zero on the first failure.
# Usage: tests/runtime/run_smoke.sh [BUILD_DIR]   (run from anywhere)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/build-runtime/smoke-test}
mkdir -p "$OUT"
CC=${CC:-cc}
B=$OUT/smoke

$CC -O2 -I "$ROOT/runtime" "$ROOT/tests/runtime/smoke.c" -o "$B" -lOpenCL -lm
$CC -std=c99 -Wall -Wextra -pedantic -Werror -O2 -I "$ROOT/runtime" \
  "$ROOT/tests/runtime/smoke.c" -o "$OUT/smoke_c99" -lOpenCL -lm
g++ -x c++ -Wall -Wextra -Werror -O2 -I "$ROOT/runtime" "$ROOT/tests/runtime/smoke.c" \
  -o "$OUT/smoke_cpp" -lOpenCL -lm
cat "$ROOT/runtime/runtime.h" "$ROOT/runtime/values.c" "$ROOT/runtime/opencl.c" \
  "$ROOT/runtime/harness.c" > "$OUT/concat.c"
g++ -x c++ -Wall -Wextra -Werror -fsyntax-only "$OUT/concat.c"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -fsyntax-only "$OUT/concat.c"

fails=0
# expect NAME EXPECTED_STDOUT ARGS... < input
expect() {
  name=$1; want=$2; shift 2
  if got=$("$@" 2>"$OUT/stderr"); then
    if [ "$got" = "$want" ]; then echo "ok   $name"; return; fi
    echo "FAIL $name: got '$got', want '$want'"
  else
    echo "FAIL $name: exit code non-zero: $(cat "$OUT/stderr")"
  fi
  fails=$((fails + 1))
}
# expect_error NAME STDERR_SUBSTRING ARGS... < input
expect_error() {
  name=$1; want=$2; shift 2
  if got=$("$@" 2>"$OUT/stderr"); then
    echo "FAIL $name: succeeded with '$got'"
  elif [ -n "$got" ]; then
    echo "FAIL $name: printed '$got' on stdout before failing"
  elif ! grep -qF -- "$want" "$OUT/stderr"; then
    echo "FAIL $name: stderr '$(cat "$OUT/stderr")' lacks '$want'"
  else
    echo "ok   $name"; return
  fi
  fails=$((fails + 1))
}

for exe in "$B" "$OUT/smoke_c99" "$OUT/smoke_cpp"; do
  expect "add one ($(basename "$exe"))" "[2i32, 3i32, 4i32]" "$exe" <<IN
[1, 2, 3]
IN
done
expect "text, comments" "[0i32, -9i32]" "$B" -e main <<IN
-- leading comment
[-1i32, -- inner
 -10]
IN
expect "empty array" "empty([0]i32)" "$B" <<IN
empty([0]i32)
IN
expect "two results, scalar input" "$(printf '[4.5f32, 6.0f32]\n3.0f32')" "$B" -e scale <<IN
[1.5, 2] 3
IN
expect "bounds-checked index ok" "30i32" "$B" -e get <<IN
[10, 20, 30] 2i64
IN
expect "select device by index" "[2i32]" "$B" -d '#0' <<IN
[1]
IN
expect "runs" "[2i32]" "$B" -r 3 -t "$OUT/times" <<IN
[1]
IN
[ "$(wc -l < "$OUT/times")" -eq 3 ] && echo "ok   -t writes one line per run" || {
  echo "FAIL -t"; fails=$((fails + 1)); }

# Binary input (mixed with text) and binary output, via the runtime's own writer.
printf 'b\002\001 f32\002\000\000\000\000\000\000\000\000\000\300\077\000\000\000\100' > "$OUT/bin_in"
printf ' 2f32\n' >> "$OUT/bin_in"
expect "binary input" "$(printf '[3.0f32, 4.0f32]\n2.0f32')" "$B" -e scale < "$OUT/bin_in"
"$B" -b < "$OUT/bin_in" -e scale > "$OUT/bin_out"
expect "binary output reads back" "$(printf '[6.0f32, 8.0f32]\n2.0f32')" "$B" -e scale \
  < "$OUT/bin_out"

# Large input: 10^6 elements, text and binary.
awk 'BEGIN { printf "["; for (i = 0; i < 1000000; i++) printf "%s%d", (i ? ", " : ""), i; print "]" }' \
  > "$OUT/big.txt"
"$B" -b < "$OUT/big.txt" > "$OUT/big.bin"
[ "$(wc -c < "$OUT/big.bin")" -eq $((7 + 8 + 4000000)) ] && echo "ok   big binary size" || {
  echo "FAIL big binary size"; fails=$((fails + 1)); }
"$B" < "$OUT/big.bin" > "$OUT/big_a.txt"
"$B" -b < "$OUT/big.bin" | "$B" -b | "$B" -b | "$B" > "$OUT/big_b.txt"
"$B" < "$OUT/big.txt" | "$B" > "$OUT/big_c.txt"
if cmp -s "$OUT/big_a.txt" "$OUT/big_c.txt" && [ "$(head -c 24 "$OUT/big_b.txt")" = "[5i32, 6i32, 7i32, 8i32," ]; then
  echo "ok   big arrays through text and binary"
else
  echo "FAIL big arrays through text and binary"; fails=$((fails + 1))
fi

# Errors: message on stderr, nothing on stdout, exit code 1.
expect_error "device error" "index 5 out of bounds for array of 3 elements" "$B" -e get <<IN
[1, 2, 3] 5i64
IN
expect_error "wrong type" "reading argument 1 of entry 'main' ([]i32): expected []i32 but found f32 value at line 1, column 2" "$B" <<IN
[1f32]
IN
expect_error "wrong rank" "expected []i32 but found i32 value" "$B" <<IN
7
IN
expect_error "rank too high" "expected []i32 but found an array of higher rank at line 1, column 2" "$B" <<IN
[[1, 2], [3]]
IN
expect_error "garbage" "expected []i32 but found '@' at line 2, column 4" "$B" <<IN
[1,
 2,@]
IN
expect_error "missing argument" "reading argument 2 of entry 'scale' (f32): expected f32 but found end of input" "$B" -e scale <<IN
[1f32]
IN
expect_error "extra input" "unexpected input after the last argument of entry 'main'" "$B" <<IN
[1] [2]
IN
head -c 20 "$OUT/big.bin" > "$OUT/trunc.bin"
expect_error "truncated binary" "truncated binary value: expected 4000000 bytes of data, found 5" "$B" < "$OUT/trunc.bin"
expect_error "binary of wrong type" "expected []i32 but found binary []f32 value" "$B" < "$OUT/bin_in"
expect "small allocation" "1000i64" "$B" -e alloc <<IN
1000i64
IN
expect_error "out of device memory" "out of device memory: could not allocate 1125899906842624 bytes for a big buffer" "$B" -e alloc <<IN
1125899906842624i64
IN
expect_error "unknown entry" "no entry point 'nope'; entry points: main, scale, get, alloc" "$B" -e nope <<IN
[1]
IN
expect_error "unknown device" "no OpenCL device matches 'no-such-device'; available: #0" "$B" -d no-such-device <<IN
[1]
IN
expect_error "unknown option" "unknown option '--frob'" "$B" --frob </dev/null

"$B" --help | grep -q -- "--dump-opencl FILE" && echo "ok   --help" || {
  echo "FAIL --help"; fails=$((fails + 1)); }
"$B" --list-devices | grep -q "Device #0" && echo "ok   --list-devices" || {
  echo "FAIL --list-devices"; fails=$((fails + 1)); }
rm -f "$OUT/dump.cl"
"$B" --dump-opencl "$OUT/dump.cl" </dev/null && grep -q "__kernel void add_one" "$OUT/dump.cl" &&
  echo "ok   --dump-opencl" || { echo "FAIL --dump-opencl"; fails=$((fails + 1)); }
"$B" -P <<IN 2>&1 >/dev/null | grep -q "peak device memory" && echo "ok   -P report" || {
[1, 2]
IN
  echo "FAIL -P"; fails=$((fails + 1)); }

if [ "$fails" -ne 0 ]; then
  echo "$fails smoke test(s) failed"
  exit 1
fi
echo "all smoke tests passed"
