#!/usr/bin/env bash
# Inference tests: each program ends with a `-- types:` block listing the
# type every top-level definition must get, one `-- def ...` line each, in
# the format of `runic check --print-types`.  The test fails on any
# difference (or when the program does not check).
# Usage: run.sh RUNIC [FILES...]
set -uo pipefail
runic=$1
shift
dir=$(cd "$(dirname "$0")" && pwd)
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$dir"/*.fut)
fail=0
for f in "${files[@]}"; do
  expected=$(sed -n '/^-- types:$/,$p' "$f" | tail -n +2 | sed 's/^-- //')
  if ! actual=$("$runic" check --print-types "$f" 2>&1); then
    echo "FAIL $f: does not check"
    echo "$actual"
    fail=1
    continue
  fi
  if [ "$expected" != "$actual" ]; then
    echo "FAIL $f"
    diff <(echo "$expected") <(echo "$actual") | sed 's/^/  /'
    fail=1
  fi
done
[ $fail -eq 0 ] && echo "inference: ${#files[@]} programs pass"
exit $fail
