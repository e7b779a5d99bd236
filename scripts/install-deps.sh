#!/usr/bin/env bash
# Installs runic's build and test dependencies from Debian packages.
# Idempotent: packages already present are skipped by apt-get.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  tao-pegtl-dev libcli11-dev libboost-dev catch2
  ocl-icd-opencl-dev opencl-headers pocl-opencl-icd clinfo
  oclgrind python3
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
