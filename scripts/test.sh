#!/usr/bin/env bash
# Builds runic and runs the whole test suite (unit tests, end-to-end test
# programs under the interpreter and under OpenCL on PoCL, command-line tests).
# Ends with ctest's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
# PoCL compiles kernels with LLVM; keep its cache between runs.
export POCL_KERNEL_CACHE=1
ctest --test-dir build --output-on-failure -j"$(nproc)"
