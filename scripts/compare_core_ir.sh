#!/usr/bin/env bash
# Dumps what two builds of runic make of the same programs and diffs it:
# the Core IR after `elaborate` for every program given, and for the
# programs of benchmarks/ also the generated code (`--dump-after=lower`)
# and `--explain`.  Names made by the elaborate/ passes' fresh-name
# counters (`scrut_ds3`, `rec_rc1`) are renumbered in order of first
# appearance, so that a pass that makes the same code with other counters
# shows no difference.
#
#   scripts/compare_core_ir.sh OLD_RUNIC NEW_RUNIC OUTDIR PROG.fut...
# Prints one line per program that differs; exit status 1 if any does.
set -u
old=$1 new=$2 out=$3
shift 3
mkdir -p "$out/old" "$out/new"
canon() {
  # Renumber the fresh-name suffixes _dsN / _rcN per base name.
  perl -pe 'BEGIN { %m = (); %n = (); }
    s{\b([A-Za-z][A-Za-z0-9]*?)_(ds|rc)(\d+)}{ my $k = "$1_$2$3"; $m{$k} //= "$1_fresh" . ++$n{$1}; $m{$k} }ge;'
}
status=0
for f in "$@"; do
  key=$(echo "$f" | tr '/' '_')
  for side in old new; do
    bin=$old
    [ "$side" = new ] && bin=$new
    {
      "$bin" run --dump-after=elaborate -e '#none' "$f" </dev/null 2>&1 | grep -v "^error: no entry point"
      case "$f" in
        benchmarks/*)
          "$bin" --device-profile default --dump-after=lower --library -o "$out/$side/lib" "$f" 2>&1
          "$bin" --device-profile default --explain --library -o "$out/$side/lib" "$f" 2>&1 ;;
      esac
    } | canon > "$out/$side/$key.txt"
  done
  if ! cmp -s "$out/old/$key.txt" "$out/new/$key.txt"; then
    echo "differs: $f"
    status=1
  fi
done
exit $status
