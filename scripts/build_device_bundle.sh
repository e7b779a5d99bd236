#!/usr/bin/env bash
# Fills build-dev/ (git-ignored) for scripts/robustness_device.sh on a
# machine without clang: runic from BUILD (stripped) and the libFuzzer
# targets fuzz_values, fuzz_frontend and fuzz_capi from the clang fuzz build
# FUZZ_BUILD (sanitizer and libFuzzer runtimes are linked in statically;
# debug information is dropped, symbols are kept for the sanitizers' stack
# traces).  Builds what is out of date first, then checks with ldd that the
# binaries need no shared library beyond libc, libstdc++, libm, libgcc_s,
# libpthread, libdl, librt and libOpenCL, and lists what they need.
# usage: scripts/build_device_bundle.sh [BUILD] [FUZZ_BUILD]   (default build build-fuzz)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=${1:-build}
fuzz=${2:-build-fuzz}
dev=build-dev
jobs=${JOBS:-2}

cmake --build "$build" -j"$jobs" --target runic
if [ ! -f "$fuzz/CMakeCache.txt" ]; then
  CC=clang CXX=clang++ cmake -S . -B "$fuzz" -DRUNIC_FUZZ=ON -DRUNIC_FUZZ_RUNIC="$root/$build/runic"
elif ! grep -q '^RUNIC_FUZZ_RUNIC:FILEPATH=.' "$fuzz/CMakeCache.txt"; then
  # fuzz_capi's library comes from the runic of $build, not a sanitised one
  cmake "$fuzz" -DRUNIC_FUZZ_RUNIC="$root/$build/runic" >/dev/null
fi
cmake --build "$fuzz" -j"$jobs" --target fuzz_values fuzz_frontend fuzz_capi

mkdir -p "$dev"
strip -o "$dev/runic" "$build/runic"
for t in fuzz_values fuzz_frontend fuzz_capi; do
  objcopy --strip-debug "$fuzz/$t" "$dev/$t"
done

allowed='linux-vdso|ld-linux|libc\.so|libstdc\+\+|libm\.so|libgcc_s|libpthread|libdl\.so|librt\.so|libOpenCL'
bad=0
for b in runic fuzz_values fuzz_frontend fuzz_capi; do
  libs=$(ldd "$dev/$b" | awk '{print $1}' | sort)
  echo "$b ($(du -h "$dev/$b" | cut -f1)): $(echo $libs)"
  other=$(echo "$libs" | grep -vE "$allowed" || true)
  if [ -n "$other" ]; then
    echo "  needs more: $other" >&2
    bad=1
  fi
done
echo "build-dev/: $(du -sh "$dev" | cut -f1) in all"
exit $bad
