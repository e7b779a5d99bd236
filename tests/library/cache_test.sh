#!/bin/sh
# The kernel binary cache (runtime/opencl.c) through a compiled program's
# -D log: the first start builds from source and writes the cache, the
# second loads it; --no-cache and RUNIC_NO_CACHE=1 build from source; a
# corrupt cache file is rebuilt; an unusable cache folder is ignored; the
# library's futhark_context_config_set_cache_file(cfg, FILE) uses FILE.
# On PoCL the cache is off unless asked for (PoCL caches kernels itself, and
# asking it for the binary compiles every kernel): the checks ask with
# RUNIC_NO_CACHE=0; the first checks that it is off without it.
# Usage: tests/library/cache_test.sh RUNIC [WORK_DIR]
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
RUNIC=$1
OUT=${2:-$(mktemp -d)}
mkdir -p "$OUT"
rm -rf "$OUT/cache" "$OUT/lib.cache"
XDG_CACHE_HOME=$OUT/cache
export XDG_CACHE_HOME
unset RUNIC_NO_CACHE || true

"$RUNIC" "$HERE/../../examples/dot.fut" -o "$OUT/dot"
pocl=0
if "$OUT/dot" --list-devices 2>/dev/null | grep -q "Portable Computing Language"; then pocl=1; fi
fails=0
# run NAME WANT_LOG_SUBSTRING [ENV=VALUE...] -- [OPTIONS...]
run() {
  name=$1; want=$2; shift 2
  envs=""
  while [ "$1" != "--" ]; do envs="$envs $1"; shift; done
  shift
  got=$(echo 4 | env $envs "$OUT/dot" -D "$@" 2>"$OUT/log")
  case "$got" in 5f32|5.0f32) ok=1 ;; *) ok=0 ;; esac
  if [ "$ok" = 0 ]; then
    echo "FAIL $name: result '$got': $(cat "$OUT/log")"; fails=$((fails + 1))
  elif ! grep -qF -- "$want" "$OUT/log"; then
    echo "FAIL $name: log lacks '$want':"; grep 'cache\|build' "$OUT/log"; fails=$((fails + 1))
  else
    echo "ok   $name"
  fi
}
if [ "$pocl" = 1 ]; then
  run "PoCL: off by default" "kernel cache: off on PoCL" --
  if ls "$OUT/cache/runic" 2>/dev/null | grep -q .; then echo "FAIL: PoCL wrote the cache"; fails=$((fails + 1)); fi
fi
RUNIC_NO_CACHE=0
export RUNIC_NO_CACHE
run "first start writes the cache" "kernel cache: wrote $OUT/cache/runic/" --
n=$(ls "$OUT/cache/runic" | wc -l)
[ "$n" = 1 ] || { echo "FAIL: $n files in the cache"; fails=$((fails + 1)); }
run "second start loads it" "kernel cache: loaded $OUT/cache/runic/" --
run "--no-cache builds from source" "building program" -- --no-cache
if grep -q "kernel cache" "$OUT/log"; then echo "FAIL --no-cache used the cache"; fails=$((fails + 1)); fi
run "RUNIC_NO_CACHE=1 builds from source" "building program" RUNIC_NO_CACHE=1 --
if grep -q "kernel cache" "$OUT/log"; then echo "FAIL RUNIC_NO_CACHE used the cache"; fails=$((fails + 1)); fi
f=$(ls "$OUT/cache/runic"/*.bin)
head -c 100 "$f" > "$f.cut" && mv "$f.cut" "$f"
run "a truncated file is rebuilt" "kernel cache: wrote" --
run "and loaded next time" "kernel cache: loaded" --
printf 'garbage' > "$f"
run "a garbage file is rebuilt" "kernel cache: wrote" --
# (XDG_CACHE_HOME itself must stay usable: PoCL keeps its own cache there.)
mkdir -p "$OUT/x" && touch "$OUT/x/runic"
run "an unusable cache folder is ignored" "cannot write" XDG_CACHE_HOME=$OUT/x --
run "no HOME and no XDG_CACHE_HOME: no cache" "building program" XDG_CACHE_HOME= HOME= --

# The library: set_cache_file picks the file; NULL switches the cache off.
"$RUNIC" --library "$HERE/two.fut" -o "$OUT/two"
cat > "$OUT/cachefile.c" <<'CEOF'
#include "two.h"
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx;
  int32_t xs[2] = {3, 4}, r = 0;
  struct futhark_i32_1d *a;
  char *e;
  futhark_context_config_set_cache_file(cfg, argc > 1 ? argv[1] : NULL);
  futhark_context_config_set_logging(cfg, 1);
  ctx = futhark_context_new(cfg);
  if ((e = futhark_context_get_error(ctx)) != NULL) { fprintf(stderr, "%s\n", e); return 1; }
  a = futhark_new_i32_1d(ctx, xs, 2);
  if (futhark_entry_sum(ctx, &r, a) != 0 || r != 25) return 1;
  futhark_free_i32_1d(ctx, a);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg);
  return 0;
}
CEOF
${CC:-cc} -I "$OUT" "$OUT/cachefile.c" "$OUT/two.c" -o "$OUT/cachefile" -lOpenCL -lm
lib() { # NAME WANT ARGS...
  name=$1; want=$2; shift 2
  if ! "$OUT/cachefile" "$@" 2>"$OUT/log"; then echo "FAIL $name: $(cat "$OUT/log")"; fails=$((fails + 1))
  elif ! grep -qF -- "$want" "$OUT/log"; then echo "FAIL $name: log lacks '$want'"; fails=$((fails + 1))
  else echo "ok   $name"; fi
}
lib "library: set_cache_file writes FILE" "kernel cache: wrote $OUT/lib.cache" "$OUT/lib.cache"
lib "library: and loads it" "kernel cache: loaded $OUT/lib.cache" "$OUT/lib.cache"
lib "library: set_cache_file(NULL) builds from source" "building program"
if grep -q "kernel cache" "$OUT/log"; then echo "FAIL set_cache_file(NULL) used the cache"; fails=$((fails + 1)); fi

[ "$fails" = 0 ] && echo "kernel cache tests passed"
exit "$fails"
