#!/usr/bin/env bash
# Compares what two runic binaries make of the benchmark programs: the
# Kernel IR after `locality` and the --explain derivations, with names
# normalised (`xs_123` -> `xs_N`).  A front-end change (e.g. how the
# elaborator emits functions) must leave every line the same.
# Usage: compare_kernels.sh OLD_RUNIC NEW_RUNIC [PROGRAMS...]
#   default programs: every .fut under benchmarks/ (idioms excluded).
# Prints SAME or DIFF (with the SegOp counts) per program; exit status 1
# when any differs; the normalised outputs of a differing program are left
# in $TMPDIR/compare_kernels/.
set -uo pipefail
old=$(realpath "$1")
new=$(realpath "$2")
shift 2
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -eq 0 ]; then
  mapfile -t progs < <(find "$here" -name '*.fut' -not -path '*/idioms/*' | sort)
else
  progs=("$@")
fi
work=${TMPDIR:-/tmp}/compare_kernels
mkdir -p "$work"
status=0
for f in "${progs[@]}"; do
  for which in old new; do
    bin=$old
    [ "$which" = new ] && bin=$new
    timeout 300 "$bin" --device-profile nvidia-h100 --explain --dump-after locality -o "$work/prog_$which" "$f" 2>&1 |
      sed -E 's/_[0-9]+/_N/g' | grep -v ' ms$' > "$work/$which.txt"
  done
  if cmp -s "$work/old.txt" "$work/new.txt"; then
    echo "SAME $f"
  else
    segops() { grep -cE 'seg(map|red|scan|hist|scatter)' "$1"; }
    echo "DIFF $f (segops: old $(segops "$work/old.txt"), new $(segops "$work/new.txt"))"
    cp "$work/old.txt" "$work/$(basename "$f" .fut).old.txt"
    cp "$work/new.txt" "$work/$(basename "$f" .fut).new.txt"
    status=1
  fi
done
exit $status
