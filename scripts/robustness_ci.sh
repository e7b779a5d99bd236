#!/usr/bin/env bash
# The bounded robustness slice of CI (ctest robustness_generated and
# oclgrind_sample call the parts): generated programs with a fixed seed
# through the interpreter at every stage, the optional passes off, and
# compiled on PoCL.
# usage: scripts/robustness_ci.sh generated RUNIC WORKDIR [COUNT_INTERP] [COUNT_OPENCL]
#          [COUNT_L2_INTERP] [COUNT_L2_OPENCL]
#        (the last two: programs of gen_programs.py --level2, with the same
#        seeds, beside the others in each folder; they cost about as much
#        each as the others)
#        scripts/robustness_ci.sh oclgrind RUNIC
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
what=$1
runic=$2
case "$what" in
  generated)
    work=$3
    ni=${4:-200}
    no=${5:-22}
    n2i=${6:-100}
    n2o=${7:-8}
    rm -rf "$work"
    python3 "$root/fuzz/gen_programs.py" "$work/interp" "$ni" 1
    python3 "$root/fuzz/gen_programs.py" "$work/opencl" "$no" 100001
    python3 "$root/fuzz/gen_programs.py" "$work/interp" "$n2i" 1 --level2
    python3 "$root/fuzz/gen_programs.py" "$work/opencl" "$n2o" 100001 --level2
    "$runic" test --backend=interp "$work/interp"
    "$runic" test --backend=interp --disable=simplify --disable=hoist --disable=fuse --disable=simplify-fused \
      --disable=simplify-kernels "$work/opencl"
    "$runic" test --backend=opencl --prebuild "$work/opencl"
    ;;
  oclgrind)
    "$root/scripts/oclgrind_check.sh" "$runic"
    ;;
  *)
    echo "unknown part $what" >&2
    exit 2
    ;;
esac
