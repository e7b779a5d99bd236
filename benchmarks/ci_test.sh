#!/usr/bin/env bash
# The ctest `bench_small`: runs the benchmark suite's small datasets on
# PoCL with a short budget; checks that every dataset ran, gave the expected
# output and that JSON was written.  Usage: ci_test.sh RUNIC
set -euo pipefail
RUNIC=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$HERE/gen_data.sh" --size small
cd "$(dirname "$HERE")"
# Kernels built unoptimised, as in the OpenCL test programs (CMakeLists.txt),
# the host programs at -O0 with the runtime compiled once
# (--host-unoptimised) and the kernels built in one builder process
# (--prebuild): this checks the flow and the outputs, not the speed.
# The benchmark programs proper (the top folder, ad/, gpu_kernels/); the
# idioms and experiments are checked by the OpenCL test programs' ctests
# (`runic test`, which runs programs in parallel).
"$RUNIC" bench benchmarks/*.fut benchmarks/ad benchmarks/gpu_kernels --size small --budget 0.5 --min-runs 3 --ci 5 --host-unoptimised --prebuild --json "$WORK/small.json" \
  --pass-option=--build-option --pass-option=-cl-opt-disable
grep -q '"runtimes": \[[0-9]' "$WORK/small.json" || { echo "no runtimes in the JSON"; exit 1; }
grep -q '"device_runtimes": \[' "$WORK/small.json" || { echo "no device_runtimes in the JSON"; exit 1; }
# Into a file first: `| grep -q` would close the pipe at the first match,
# and with pipefail the comparison's SIGPIPE on its next write fails the test.
"$RUNIC" bench --compare "$WORK/small.json" "$WORK/small.json" >"$WORK/compare.txt"
grep -q '1.00x' "$WORK/compare.txt" || { echo "no 1.00x in the comparison"; cat "$WORK/compare.txt"; exit 1; }
echo "bench_small: ok"
