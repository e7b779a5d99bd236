#!/bin/sh
# The C library tests: generates libraries from lib.fut and two.fut with
# `runic --library`, checks the header compiles as C and C++ and that the
# objects export only names with their API prefix, then builds and runs a
# C program (test_c.c), a C++ program (test_cpp.cpp) and one program that
# links two libraries with different prefixes (test_two.c) on OpenCL; then
# the opaque types (opaque.fut, test_opaque.c: records, tuples, sums, arrays
# of them, an abstract type) and the configuration functions (config.fut,
# test_config.c), and checks the manifests against Futhark's JSON schema.
# Usage: tests/library/run.sh RUNIC [WORK_DIR]
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
RUNIC=$1
OUT=${2:-$(mktemp -d)}
mkdir -p "$OUT"
CC=${CC:-cc}
CXX=${CXX:-c++}
# Kernel binaries go to a cache of our own, not the user's.
XDG_CACHE_HOME=$OUT/cache
export XDG_CACHE_HOME

step() { echo "-- $*"; }

step "runic --library"
"$RUNIC" --library "$HERE/lib.fut" -o "$OUT/lib"
"$RUNIC" --library --api-prefix a_ "$HERE/lib.fut" -o "$OUT/liba"
"$RUNIC" --library --api-prefix b "$HERE/two.fut" -o "$OUT/libb"
"$RUNIC" --library "$HERE/opaque.fut" -o "$OUT/opaque"
"$RUNIC" --library "$HERE/config.fut" -o "$OUT/config"
"$RUNIC" --library "$HERE/prims.fut" -o "$OUT/prims"
for f in lib.c lib.h lib.json liba.h libb.h opaque.h opaque.json config.h; do test -s "$OUT/$f" || { echo "FAIL: no $f"; exit 1; }; done
grep -q '"cfun": "futhark_entry_colsums"' "$OUT/lib.json"
grep -q '"\[\]\[\]i32": {' "$OUT/lib.json"
if command -v python3 >/dev/null; then python3 -m json.tool "$OUT/lib.json" >/dev/null; fi
grep -q '"record_array": {"rank": 1, "elemtype": "point"' "$OUT/opaque.json"
grep -q '"tuning_params": \["softmax_rowgroup0"\]' "$OUT/config.json"
# Each entry point's attributes, as written without #[ and ].
printf '#[noinline] entry f (x: i32) = x + 1\n#[foo(1,2)] #[bar] entry g (x: i32) = x * 2\nentry h (x: i32) = x\n' > "$OUT/attrs.fut"
"$RUNIC" --library "$OUT/attrs.fut" -o "$OUT/attrs"
grep -q '"attributes": \["noinline"\]' "$OUT/attrs.json"
grep -q '"attributes": \["foo(1, 2)", "bar"\]' "$OUT/attrs.json"
test "$(grep -c '"attributes": \[\]' "$OUT/attrs.json")" = 1
# Entry points named like prelude functions keep their names in the C API
# (their flat names inside the compiler are `sum'user`, ...).
"$RUNIC" --library "$HERE/../programs/entrynames/prelude_named.fut" -o "$OUT/names"
for e in map iota reverse sum rotate; do
  grep -q "int futhark_entry_$e(" "$OUT/names.h" || { echo "FAIL: no futhark_entry_$e in names.h"; exit 1; }
  grep -q "\"cfun\": \"futhark_entry_$e\"" "$OUT/names.json" || { echo "FAIL: no cfun futhark_entry_$e"; exit 1; }
done
if grep -q "'user" "$OUT/names.h" "$OUT/names.json" "$OUT/names.c"; then echo "FAIL: an internal name in the library"; exit 1; fi

step "the header compiles as C and as C++"
printf '#include "lib.h"\n#include "lib.h"\n#include "opaque.h"\n' > "$OUT/hdr.c"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -fsyntax-only -I "$OUT" "$OUT/hdr.c"
$CXX -x c++ -std=c++11 -Wall -Wextra -pedantic -Werror -fsyntax-only -I "$OUT" "$OUT/hdr.c"

step "the libraries compile cleanly and export only prefixed names"
for l in lib liba libb opaque config prims; do
  $CC -std=c99 -Wall -Wextra -pedantic -Werror -O2 -c "$OUT/$l.c" -o "$OUT/$l.o"
done
check_exports() { # OBJECT PREFIX
  bad=$(nm -g --defined-only "$1" | awk '{print $3}' | grep -v "^$2" || true)
  if [ -n "$bad" ]; then echo "FAIL: $1 exports names without prefix $2:"; echo "$bad"; exit 1; fi
}
check_exports "$OUT/lib.o" futhark_
check_exports "$OUT/liba.o" a_
check_exports "$OUT/libb.o" b_
check_exports "$OUT/opaque.o" futhark_
check_exports "$OUT/prims.o" futhark_

step "C program"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -I "$OUT" "$HERE/test_c.c" "$OUT/lib.o" \
  -o "$OUT/test_c" -lOpenCL -lm
"$OUT/test_c"

step "C++ program"
$CXX -std=c++17 -Wall -Wextra -Werror -I "$OUT" "$HERE/test_cpp.cpp" "$OUT/lib.o" \
  -o "$OUT/test_cpp" -lOpenCL -lm
"$OUT/test_cpp"

step "two libraries in one program"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -I "$OUT" "$HERE/test_two.c" "$OUT/liba.o" \
  "$OUT/libb.o" -o "$OUT/test_two" -lOpenCL -lm
"$OUT/test_two"

step "opaque types from C"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -I "$OUT" "$HERE/test_opaque.c" "$OUT/opaque.o" \
  -o "$OUT/test_opaque" -lOpenCL -lm
"$OUT/test_opaque"

step "configuration and context functions from C"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -I "$OUT" "$HERE/test_config.c" "$OUT/config.o" \
  -o "$OUT/test_config" -lOpenCL -lm
"$OUT/test_config" "$OUT"
echo 0 | "$OUT/test_config" interactive >"$OUT/interactive.txt"
grep -q "Device #0" "$OUT/interactive.txt"

step "every primitive type and rank, the reference's examples (test_prims.c)"
$CC -std=c99 -Wall -Wextra -pedantic -Werror -I "$OUT" "$HERE/test_prims.c" "$OUT/prims.o" \
  -o "$OUT/test_prims" -lOpenCL -lm
# A default configuration must not write a kernel cache, even where the
# environment asks executables for one.
rm -rf "$OUT/prims_cache"
mkdir -p "$OUT/prims_cache"
XDG_CACHE_HOME="$OUT/prims_cache" RUNIC_NO_CACHE=0 "$OUT/test_prims"

step "the manifests follow Futhark's manifest schema"
SCHEMA="$HERE/../../../shared/futhark-reference/manifest.schema.json"
if [ -f "$SCHEMA" ] && python3 -c "import jsonschema" 2>/dev/null; then
  python3 "$HERE/check_manifest.py" "$SCHEMA" \
    "$OUT/lib.json" "$OUT/opaque.json" "$OUT/config.json" "$OUT/prims.json" "$OUT/attrs.json"
else
  echo "(no manifest schema or no python3 jsonschema: skipped)"
fi

step "bad prefixes are refused"
for p in 1x a-b rn_x ''; do
  if "$RUNIC" --library --api-prefix "$p" "$HERE/two.fut" -o "$OUT/bad" 2>"$OUT/err"; then
    echo "FAIL: --api-prefix '$p' accepted"; exit 1
  fi
  grep -q "API prefix" "$OUT/err" || { echo "FAIL: --api-prefix '$p': $(cat "$OUT/err")"; exit 1; }
done
echo "library tests passed"
