/* Uses the library generated from lib.fut (default prefix futhark_) from C:
 * results of every entry point, array operations, and the error paths
 * (size mismatch, bounds failure, NULL and foreign arguments, a context
 * whose initialisation failed).  Prints one line per failed check; exits
 * non-zero if any failed.  Built and run by tests/library/run.sh. */
#include "lib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks = 0, fails = 0;

#define CHECK(c)                                                       \
  do {                                                                 \
    checks++;                                                          \
    if (!(c)) {                                                        \
      fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #c);     \
      fails++;                                                         \
    }                                                                  \
  } while (0)

/* r must be `code` and the context's error must contain `want`. */
static void expect_error(struct futhark_context *ctx, int r, int code, const char *want,
                         int line) {
  char *e = futhark_context_get_error(ctx);
  checks++;
  if (r != code || e == NULL || strstr(e, want) == NULL) {
    fprintf(stderr, "FAIL line %d: got code %d and error '%s', want code %d and '%s'\n", line, r,
            e ? e : "(none)", code, want);
    fails++;
  }
  free(e);
}
#define EXPECT_ERROR(r, code, want) expect_error(ctx, (r), (code), (want), __LINE__)

int main(void) {
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx, *ctx2, *bad;
  char *err;
  float xs[5] = {1, 2, 3, 4, 5.5f}, ys[4] = {1, 1, 1, 1}, f, fv[5];
  int32_t m[6] = {1, 2, 3, 4, 5, 6}, iv[4], i32;
  int64_t lv[4];
  double ds[3] = {1.5, -2, 3}, ds2[2] = {0, 7};
  bool flag;
  struct futhark_f32_1d *a, *b = NULL, *c, *e;
  struct futhark_i32_2d *mat;
  struct futhark_i32_1d *cols = NULL, *inc = NULL, *is = NULL;
  struct futhark_i64_1d *ls = NULL;
  struct futhark_f64_1d *d1, *d2;
  uint16_t hs[3] = {0x3c00, 0x4000, 0x3555}, hv[3]; /* 1, 2, 0.33325 */
  struct futhark_f16_1d *h1, *h2 = NULL;
  const int64_t *shape;

  CHECK(cfg != NULL);
  futhark_context_config_set_device(cfg, "#0");
  ctx = futhark_context_new(cfg);
  err = futhark_context_get_error(ctx);
  if (ctx == NULL || err != NULL) {
    fprintf(stderr, "cannot create the context: %s\n", err ? err : "NULL");
    return 1;
  }

  /* sum, shape, index */
  a = futhark_new_f32_1d(ctx, xs, 5);
  CHECK(a != NULL);
  CHECK(futhark_entry_sum(ctx, &f, a) == FUTHARK_SUCCESS && f == 15.5f);
  shape = futhark_shape_f32_1d(ctx, a);
  CHECK(shape != NULL && shape[0] == 5);
  CHECK(futhark_index_f32_1d(ctx, &f, a, 3) == 0 && f == 4);
  EXPECT_ERROR(futhark_index_f32_1d(ctx, &f, a, 5), FUTHARK_ERROR, "out of bounds");

  /* scale: an array result */
  CHECK(futhark_entry_scale(ctx, &b, 2.0f, a) == 0 && b != NULL);
  CHECK(futhark_values_f32_1d(ctx, b, fv) == 0);
  CHECK(fv[0] == 2 && fv[1] == 4 && fv[2] == 6 && fv[3] == 8 && fv[4] == 11);
  CHECK(futhark_context_sync(ctx) == 0);

  /* dot: a size constraint */
  CHECK(futhark_entry_dot(ctx, &f, a, a) == 0 && f == 60.25f);
  c = futhark_new_f32_1d(ctx, ys, 4);
  EXPECT_ERROR(futhark_entry_dot(ctx, &f, a, c), FUTHARK_PROGRAM_ERROR, "but 5 was expected");

  /* iotas: a tuple result of two arrays and a bool */
  CHECK(futhark_entry_iotas(ctx, &ls, &is, &flag, 4) == 0);
  CHECK(futhark_values_i64_1d(ctx, ls, lv) == 0 && lv[0] == 0 && lv[3] == 3);
  CHECK(futhark_values_i32_1d(ctx, is, iv) == 0 && iv[1] == 1 && iv[2] == 2);
  CHECK(flag == true);

  /* colsums: rank 2 */
  mat = futhark_new_i32_2d(ctx, m, 2, 3);
  shape = futhark_shape_i32_2d(ctx, mat);
  CHECK(shape[0] == 2 && shape[1] == 3);
  CHECK(futhark_index_i32_2d(ctx, &i32, mat, 1, 0) == 0 && i32 == 4);
  CHECK(futhark_entry_colsums(ctx, &cols, mat) == 0);
  CHECK(futhark_shape_i32_1d(ctx, cols)[0] == 3);
  CHECK(futhark_values_i32_1d(ctx, cols, iv) == 0 && iv[0] == 5 && iv[1] == 7 && iv[2] == 9);

  /* get: a bounds failure inside the program; the context stays usable */
  EXPECT_ERROR(futhark_entry_get(ctx, &i32, cols, 3), FUTHARK_PROGRAM_ERROR,
               "Index [3] out of bounds for array of shape [3]");
  CHECK(futhark_entry_get(ctx, &i32, cols, 2) == 0 && i32 == 9);

  /* inc: the argument is left alone */
  CHECK(futhark_entry_inc(ctx, &inc, cols) == 0);
  CHECK(futhark_values_i32_1d(ctx, inc, iv) == 0 && iv[0] == 6 && iv[2] == 10);
  CHECK(futhark_values_i32_1d(ctx, cols, iv) == 0 && iv[0] == 5 && iv[2] == 9);

  /* bools and f64 */
  d1 = futhark_new_f64_1d(ctx, ds, 3);
  d2 = futhark_new_f64_1d(ctx, ds2, 2);
  CHECK(futhark_entry_any_neg(ctx, &flag, d1) == 0 && flag == true);
  CHECK(futhark_entry_any_neg(ctx, &flag, d2) == 0 && flag == false);

  /* f16: IEEE binary16 bits; x * 3 + 0.1 rounded after each operation */
  h1 = futhark_new_f16_1d(ctx, hs, 3);
  CHECK(futhark_entry_fma16(ctx, &h2, 0x4200, h1) == 0);
  CHECK(futhark_values_f16_1d(ctx, h2, hv) == 0 && hv[0] == 0x4233 && hv[1] == 0x461a && hv[2] == 0x3c66);
  CHECK(futhark_free_f16_1d(ctx, h1) == 0 && futhark_free_f16_1d(ctx, h2) == 0);

  /* empty arrays */
  e = futhark_new_f32_1d(ctx, NULL, 0);
  CHECK(e != NULL && futhark_shape_f32_1d(ctx, e)[0] == 0);
  CHECK(futhark_entry_sum(ctx, &f, e) == 0 && f == 0);

  /* misuse */
  CHECK(futhark_entry_sum(NULL, &f, a) == FUTHARK_ERROR);
  CHECK(futhark_context_get_error(NULL) == NULL);
  EXPECT_ERROR(futhark_entry_sum(ctx, &f, NULL), FUTHARK_ERROR, "argument 1");
  EXPECT_ERROR(futhark_entry_sum(ctx, NULL, a), FUTHARK_ERROR, "result pointer 1 is NULL");
  EXPECT_ERROR(futhark_values_f32_1d(ctx, NULL, fv), FUTHARK_ERROR, "the array is NULL");
  CHECK(futhark_new_f32_1d(ctx, xs, -1) == NULL);
  EXPECT_ERROR(1, 1, "dimension 1 is negative");
  CHECK(futhark_new_f32_1d(ctx, NULL, 3) == NULL);
  EXPECT_ERROR(1, 1, "data is NULL");
  CHECK(futhark_shape_f32_1d(ctx, NULL) == NULL);
  EXPECT_ERROR(1, 1, "the array is NULL");
  CHECK(futhark_free_f32_1d(ctx, NULL) == 0);
  CHECK(futhark_context_get_error(ctx) == NULL);

  /* an array of another context */
  ctx2 = futhark_context_new(cfg);
  CHECK(futhark_context_get_error(ctx2) == NULL);
  expect_error(ctx2, futhark_entry_sum(ctx2, &f, a), FUTHARK_ERROR, "belongs to another context",
               __LINE__);
  futhark_context_free(ctx2);

  /* freeing */
  CHECK(futhark_free_f32_1d(ctx, a) == 0 && futhark_free_f32_1d(ctx, b) == 0);
  CHECK(futhark_free_f32_1d(ctx, c) == 0 && futhark_free_f32_1d(ctx, e) == 0);
  CHECK(futhark_free_i32_2d(ctx, mat) == 0 && futhark_free_i32_1d(ctx, cols) == 0);
  CHECK(futhark_free_i32_1d(ctx, inc) == 0 && futhark_free_i32_1d(ctx, is) == 0);
  CHECK(futhark_free_i64_1d(ctx, ls) == 0);
  CHECK(futhark_free_f64_1d(ctx, d1) == 0 && futhark_free_f64_1d(ctx, d2) == 0);
  CHECK(futhark_context_get_error(ctx) == NULL);
  futhark_context_free(ctx);

  /* a context whose initialisation failed */
  futhark_context_config_set_device(cfg, "no such device");
  bad = futhark_context_new(cfg);
  CHECK(bad != NULL);
  err = futhark_context_get_error(bad);
  CHECK(err != NULL && strstr(err, "no OpenCL device matches 'no such device'") != NULL);
  free(err);
  CHECK(futhark_entry_sum(bad, &f, NULL) == FUTHARK_ERROR);
  err = futhark_context_get_error(bad);
  CHECK(err != NULL && strstr(err, "initialisation failed") != NULL);
  free(err);
  futhark_context_free(bad);
  futhark_context_config_free(cfg);

  printf("%d checks, %d failed\n", checks, fails);
  return fails != 0;
}
