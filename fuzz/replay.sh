#!/usr/bin/env bash
# Replays the fuzz corpora through the replay builds of the fuzz targets
# (ctest fuzz_replay): the seeds (fuzz/corpus/), the inputs of past defects
# (fuzz/regressions/) and, for the front end, every test program.
# usage: fuzz/replay.sh BUILD_DIR
set -euo pipefail
build=$1
root=$(cd "$(dirname "$0")/.." && pwd)
"$build/fuzz_values" "$root/fuzz/corpus/values" "$root/fuzz/regressions/values"
"$build/fuzz_frontend" "$root/fuzz/corpus/frontend" "$root/fuzz/regressions/frontend" \
  "$root/tests/programs" "$root/tests/errors" "$root/examples"
# The C library's kernels are cached in the build folder, not the user's.
XDG_CACHE_HOME=$build/fuzz-capi-cache "$build/fuzz_capi" "$root/fuzz/corpus/capi" "$root/fuzz/regressions/capi"
