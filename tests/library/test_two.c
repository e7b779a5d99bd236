/* Links two generated libraries into one program: lib.fut with prefix a_
 * and two.fut with prefix b_, both with an entry point `sum` and their own
 * copy of the runtime.  Built and run by tests/library/run.sh. */
#include "liba.h"
#include "libb.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  struct a_context_config *acfg = a_context_config_new();
  struct b_context_config *bcfg = b_context_config_new();
  struct a_context *actx = a_context_new(acfg);
  struct b_context *bctx = b_context_new(bcfg);
  float xs[3] = {1, 2, 3}, fs = 0;
  int32_t ys[3] = {1, 2, 3}, is = 0;
  struct a_f32_1d *a;
  struct b_i32_1d *b;
  int ok;
  char *ea = a_context_get_error(actx), *eb = b_context_get_error(bctx);
  if (ea != NULL || eb != NULL) {
    fprintf(stderr, "FAIL: %s / %s\n", ea ? ea : "", eb ? eb : "");
    return 1;
  }
  a = a_new_f32_1d(actx, xs, 3);
  b = b_new_i32_1d(bctx, ys, 3);
  ok = a_entry_sum(actx, &fs, a) == A_SUCCESS && b_entry_sum(bctx, &is, b) == B_SUCCESS &&
       fs == 6.0f && is == 14;
  a_free_f32_1d(actx, a);
  b_free_i32_1d(bctx, b);
  a_context_free(actx);
  b_context_free(bctx);
  a_context_config_free(acfg);
  b_context_config_free(bcfg);
  printf("two libraries: a_entry_sum = %g, b_entry_sum = %d\n", fs, (int)is);
  return ok ? 0 : 1;
}
