#!/usr/bin/env bash
# Runs test programs compiled, under Oclgrind (scripts/oclgrind_wrap.sh):
# data races, out-of-bounds accesses and uninitialised reads in the
# kernels are reported, with the program and entry point.  Oclgrind runs
# kernels about a thousand times slower than PoCL: pass small programs.
#
# usage: scripts/oclgrind_check.sh RUNIC [PATHS...]
#   default PATHS: a sample of tests/programs (CI: ctest oclgrind_sample)
# Prints the test runner's results and the reports; exit 1 on any report.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runic=$1
shift
if ! command -v oclgrind >/dev/null; then
  echo "oclgrind_check: oclgrind is not installed (apt-get install oclgrind); skipped"
  exit 0
fi
paths=("$@")
if [ ${#paths[@]} -eq 0 ]; then
  paths=("$root/tests/programs/runtime_errors" "$root/tests/programs/soacs/dot_sizes.fut"
         "$root/tests/programs/arrays/index.fut" "$root/tests/programs/basics"
         "$root/tests/programs/updates/with_oob.fut" "$root/tests/programs/kernels_arrays/row_slice.fut"
         "$root/tests/programs/kernels_arrays/scatter_rows.fut" "$root/tests/programs/streams/kmeans_counts.fut")
fi
summary=$(mktemp /tmp/runic-oclgrind-summary-XXXXXX)
export RUNIC_OCLGRIND_SUMMARY=$summary
"$runic" test --backend=opencl -j 1 --exec-wrapper "$root/scripts/oclgrind_wrap.sh" "${paths[@]}"
rc=$?
# Runs stopped by a run-time error (expected-error cases) are listed but
# do not fail (scripts/oclgrind_wrap.sh).
reports=$(grep -c '^== .*, exit 0)$' "$summary" || true)
echo "oclgrind_check: $reports executions with Oclgrind reports"
if [ "$reports" -gt 0 ]; then
  cat "$summary"
  rc=1
fi
rm -f "$summary"
exit $rc
