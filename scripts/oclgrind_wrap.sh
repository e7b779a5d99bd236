#!/usr/bin/env bash
# Runs a compiled program under Oclgrind (data races, out-of-bounds
# accesses, uninitialised values, API errors) and fails, with Oclgrind's
# report on stderr, if Oclgrind reports anything; the program's own exit
# status and output pass through otherwise.  Used by scripts/oclgrind_check.sh
# and scripts/oclgrind_suite.sh as `runic test --exec-wrapper`.
#
# Environment:
#   RUNIC_OCLGRIND_SUMMARY  append each report here, headed by
#                           "== EXE -e ENTRY (case CASE, exit RC)"
#   RUNIC_OCLGRIND_TMP      folder for Oclgrind's logs (default /tmp)
#   RUNIC_OCLGRIND_SUPPRESSED  where the known false positives dropped are listed
#   RUNIC_OCLGRIND_OPTIONS  more Oclgrind options (e.g. --local-mem-size N)
#   RUNIC_OCLGRIND_CASE_LIMIT  seconds per run: a run over it is stopped,
#                           fails with "too slow under Oclgrind" and is
#                           listed in RUNIC_OCLGRIND_SLOW (if set)
set -u
log=$(mktemp "${RUNIC_OCLGRIND_TMP:-/tmp}/runic-oclgrind-XXXXXX.log")
trap 'rm -f "$log"' EXIT
# Kernels are built without optimisation: Oclgrind 21.10 cannot run what
# LLVM 14's optimiser makes of some kernels ("Unsupported instruction:
# freeze" in its uninitialised-value checker, after a division by a
# 64-bit value; "Unsupported constant int size: 9 bytes", a 65-bit
# constant from the closed form of a summation loop), and unoptimised code
# keeps every access of the source.  RUNIC_NO_CACHE: the kernel cache
# would bring back a binary built with other options.
limit=()
[ -n "${RUNIC_OCLGRIND_CASE_LIMIT:-}" ] && limit=(timeout -k 5 "$RUNIC_OCLGRIND_CASE_LIMIT")
# shellcheck disable=SC2086  # RUNIC_OCLGRIND_OPTIONS is a list of words
RUNIC_NO_CACHE=1 "${limit[@]}" oclgrind ${RUNIC_OCLGRIND_OPTIONS:-} --build-options -cl-opt-disable --data-races \
  --uninitialized --check-api \
  --max-errors 200 --log "$log" "$@"
rc=$?
# A known false positive, dropped: Oclgrind's uninitialised-value checker
# takes every atomic for a read-modify-write, so atomic_xchg into memory
# not yet written (the partials of a one-pass reduction, published with
# atomic_xchg) "writes an uninitialised value", and every later use of
# that value in the kernel is reported too.  The reports of a kernel with
# such an atomic_xchg report are moved to RUNIC_OCLGRIND_SUPPRESSED (if set).
if [ -s "$log" ] && grep -q '_Z11atomic_xchg' "$log"; then
  python3 - "$log" "${RUNIC_OCLGRIND_SUPPRESSED:-}" "$*" <<'PY'
import re, sys
log, supp, what = sys.argv[1], sys.argv[2], sys.argv[3]
blocks = [b for b in re.split(r"\n\s*\n", open(log).read()) if b.strip()]
def kernel(b):
    m = re.search(r"Kernel: (\S+)", b)
    return m and m.group(1)
bad = {kernel(b) for b in blocks
       if b.lstrip().startswith("Uninitialized value written") and "_Z11atomic_xchg" in b and kernel(b)}
# Oclgrind's notice that it stopped reporting (--max-errors) goes with them
# when the dropped reports are what reached the limit.
cap = lambda b: b.lstrip().startswith("Oclgrind:") and "errors generated" in b
keep = [b for b in blocks if kernel(b) not in bad and not (bad and cap(b))]
drop = [b for b in blocks if kernel(b) in bad]
open(log, "w").write("\n\n".join(keep) + ("\n" if keep else ""))
if supp and drop:
    with open(supp, "a") as f:
        f.write("== %s: %d reports in %s\n" % (what, len(drop), ", ".join(sorted(bad))))
PY
fi
if [ ${#limit[@]} -gt 0 ] && { [ $rc -eq 124 ] || [ $rc -eq 137 ]; }; then
  case_in=$(readlink /proc/self/fd/0 2>/dev/null || true)
  [ -n "${RUNIC_OCLGRIND_SLOW:-}" ] && echo "$* (case ${case_in##*/})" >> "$RUNIC_OCLGRIND_SLOW"
  echo "too slow under Oclgrind (over ${RUNIC_OCLGRIND_CASE_LIMIT} s)" >&2
  exit 98
fi
if [ -s "$log" ]; then
  # The test runner feeds a case's values from EXE_LINE_ENTRY.in: the line
  # of the case's `entry:`/input in the program names the case.
  case_in=$(readlink /proc/self/fd/0 2>/dev/null || true)
  case_in=${case_in##*/}
  if [ -n "${RUNIC_OCLGRIND_SUMMARY:-}" ]; then
    { echo "== $* (case ${case_in:-?}, exit $rc)"; head -c 4000 "$log"; echo; } >> "$RUNIC_OCLGRIND_SUMMARY"
  fi
  # A run stopped by a run-time error (an expected-error case) is recorded
  # above but does not fail: its status and message pass through for the
  # test runner to check.
  if [ "$rc" -eq 0 ]; then
    echo "oclgrind reports:" >&2
    head -c 4000 "$log" >&2
    exit 99
  fi
fi
exit $rc
