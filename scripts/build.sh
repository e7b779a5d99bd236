#!/usr/bin/env bash
# Installs dependencies (if missing) and builds runic into build/
# (warnings are errors, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRUNIC_WERROR=ON ${RUNIC_CMAKE_FLAGS:-} >/dev/null
cmake --build build -j"$(nproc)"
