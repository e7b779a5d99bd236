#!/usr/bin/env bash
# A long robustness campaign, on demand; writes its figures into
# docs/robustness.md (between the "campaign figures" markers).
#
# usage: scripts/robustness_campaign.sh [FUZZ_SECONDS_PER_TARGET] [PROGRAMS] [OCLGRIND_PATHS...]
#   defaults: 600 seconds per fuzz target, 10000 generated programs, the
#   default Oclgrind sample (scripts/oclgrind_check.sh).
# Needs clang with libFuzzer (apt-get install clang libclang-rt-14-dev) for
# the fuzz build (build-fuzz/, made here) and oclgrind for the last part.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
secs=${1:-600}
nprog=${2:-10000}
shift $(( $# > 2 ? 2 : $# ))
jobs=$(nproc)
work=$(mktemp -d /tmp/runic-campaign-XXXXXX)
log() { echo "campaign: $*" >&2; }

# ---- 1. fuzzing
if [ ! -x build-fuzz/fuzz_values ] || [ ! -x build-fuzz/fuzz_frontend ] || [ ! -x build-fuzz/fuzz_capi ]; then
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRUNIC_FUZZ=ON \
    -DRUNIC_FUZZ_RUNIC="$root/build/runic" >/dev/null
  cmake --build build-fuzz --target fuzz_values fuzz_frontend fuzz_capi -j"$jobs" >/dev/null
fi
fuzz_lines=""
total_runs=0
for t in values frontend capi; do
  corpus=$work/corpus-$t
  mkdir -p "$corpus" "$work/crashes-$t"
  cp fuzz/corpus/$t/* "$corpus"/ 2>/dev/null
  [ "$t" = frontend ] && find tests/programs -name '*.fut' -size -8k -exec cp {} "$corpus"/ \; 2>/dev/null
  log "fuzzing $t for $secs s"
  build-fuzz/fuzz_$t -seed=1 -max_total_time="$secs" -max_len=8192 -rss_limit_mb=4096 -timeout=20 \
    -artifact_prefix="$work/crashes-$t/" "$corpus" >"$work/fuzz-$t.log" 2>&1
  runs=$(grep -o 'Done [0-9]* runs' "$work/fuzz-$t.log" | awk '{print $2}')
  runs=${runs:-0}
  [ "$runs" = 0 ] && runs=$(grep -o '^#[0-9]*' "$work/fuzz-$t.log" | tail -1 | tr -d '#')
  crashes=$(ls "$work/crashes-$t" | wc -l)
  total_runs=$((total_runs + ${runs:-0}))
  fuzz_lines+="| fuzz_$t | $secs s | ${runs:-0} | $crashes |"$'\n'
  [ "$crashes" -gt 0 ] && log "fuzz_$t: $crashes defect inputs in $work/crashes-$t"
done

# ---- 2. generated programs
log "generating $nprog programs"
python3 fuzz/gen_programs.py "$work/gen" "$nprog" 1000001
count() { grep -o '[0-9]* passed, [0-9]* failed' "$1" | tail -1; }
build/runic test --backend=interp "$work/gen" >"$work/gen-interp.log" 2>&1
build/runic test --backend=interp --disable=simplify --disable=hoist --disable=fuse --disable=simplify-fused --disable=simplify-kernels "$work/gen" \
  >"$work/gen-interp-off.log" 2>&1
build/runic test --backend=opencl "$work/gen" >"$work/gen-opencl.log" 2>&1

# ---- 3. Oclgrind
ocl=$(scripts/oclgrind_check.sh build/runic "$@" 2>&1 | tee "$work/oclgrind.log" | grep -E 'passed, |executions with' | tr '\n' ' ')

# ---- figures into docs/robustness.md
figures="$work/figures.md"
{
  echo "Campaign of $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD), logs in $work:"
  echo
  echo "| target | time | executions | defect inputs |"
  echo "|---|---|---|---|"
  printf '%s' "$fuzz_lines"
  echo
  echo "Fuzz executions in all: $total_runs."
  echo
  echo "| generated programs ($nprog) | result |"
  echo "|---|---|"
  echo "| interpreter, every stage | $(count "$work/gen-interp.log") |"
  echo "| interpreter, optional passes off | $(count "$work/gen-interp-off.log") |"
  echo "| compiled on PoCL | $(count "$work/gen-opencl.log") |"
  echo
  echo "Oclgrind: $ocl"
} >"$figures"
python3 - "$figures" <<'PY'
import re, sys
doc = "docs/robustness.md"
figs = open(sys.argv[1]).read()
s = open(doc).read()
s = re.sub(r"(<!-- campaign figures -->\n).*?(<!-- end of campaign figures -->)",
           lambda m: m.group(1) + figs + m.group(2), s, flags=re.S)
open(doc, "w").write(s)
PY
cat "$figures"
