#!/usr/bin/env bash
# Runs a compiled program under Oclgrind (data races, out-of-bounds
# accesses, uninitialised values, API errors) and fails, with Oclgrind's
# report on stderr, if Oclgrind reports anything; the program's own exit
# status and output pass through otherwise.  Used by scripts/oclgrind_check.sh
# as `runic test --exec-wrapper`.
set -u
log=$(mktemp /tmp/runic-oclgrind-XXXXXX.log)
oclgrind --data-races --uninitialized --check-api --max-errors 20 --log "$log" "$@"
rc=$?
# A run that fails with a run-time error (an expected-error case) stops
# mid-way: what its kernels left behind is not checked.
if [ -s "$log" ] && [ "$rc" -eq 0 ]; then
  # Also collected where the caller asks (expected-error cases hide it otherwise).
  if [ -n "${RUNIC_OCLGRIND_SUMMARY:-}" ]; then
    { echo "== $*"; head -c 4000 "$log"; echo; } >> "$RUNIC_OCLGRIND_SUMMARY"
  fi
  echo "oclgrind reports:" >&2
  head -c 4000 "$log" >&2
  rm -f "$log"
  exit 99
fi
rm -f "$log"
exit $rc
