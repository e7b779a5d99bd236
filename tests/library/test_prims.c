/* The "Values" and "Entry points" sections of Futhark's C API reference,
 * written against the reference alone (tests/library/run.sh builds it over
 * prims.fut): arrays of every primitive type at ranks 1 to 3 with new,
 * values, shape, index, new_raw, values_raw and free; the reference's
 * `entry sum = i32.sum` example; an entry point returning its argument
 * (both freed); a consumed argument; futhark_context_sync after every
 * call; futhark_context_clear_caches; the error codes; and a default
 * configuration that leaves the file system alone.  Prints "prims: N
 * checks passed" or the failures, and exits 1 on any failure. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "prims.h"

#ifndef FUTHARK_BACKEND_opencl
#error "the generated header defines FUTHARK_BACKEND_opencl"
#endif
#if FUTHARK_SUCCESS != 0 || FUTHARK_PROGRAM_ERROR != 2 || FUTHARK_OUT_OF_MEMORY != 3
#error "the error codes are those of the reference"
#endif

static int checks = 0, failures = 0;

static void check(int ok, const char *what, int line) {
  checks++;
  if (!ok) {
    failures++;
    printf("FAIL (line %d): %s\n", line, what);
  }
}
#define CHECK(e) check((e) != 0, #e, __LINE__)

static void report_error(struct futhark_context *ctx, const char *what) {
  char *err = futhark_context_get_error(ctx);
  printf("FAIL: %s: %s\n", what, err ? err : "(no message)");
  free(err);
  failures++;
}

/* One primitive type T (C type CT): builds a of 4, b of 2x3 and c of
 * 2x2x3 elements from VAL(i), calls shuffle_T, and checks every result
 * element against the same values moved as the entry point moves them;
 * then reads an element with index, and makes an array over the result's
 * raw buffer and reads it back. */
#define TEST_TYPE(T, CT, VAL)                                                                     \
  do {                                                                                            \
    CT a[4], b[6], c[12], ra[4], rb[6], rc[12], x = VAL(1), rx, e;                               \
    struct futhark_##T##_1d *fa, *oa = NULL, *raw;                                                 \
    struct futhark_##T##_2d *fb, *ob = NULL;                                                       \
    struct futhark_##T##_3d *fc, *oc = NULL;                                                       \
    const int64_t *sh;                                                                             \
    int i, j, k;                                                                                   \
    for (i = 0; i < 12; i++) {                                                                     \
      if (i < 4) a[i] = VAL(i);                                                                    \
      if (i < 6) b[i] = VAL(i + 1);                                                                \
      c[i] = VAL(i + 2);                                                                           \
    }                                                                                              \
    fa = futhark_new_##T##_1d(ctx, a, 4);                                                          \
    fb = futhark_new_##T##_2d(ctx, b, 2, 3);                                                       \
    fc = futhark_new_##T##_3d(ctx, c, 2, 2, 3);                                                    \
    CHECK(fa != NULL && fb != NULL && fc != NULL);                                                 \
    if (futhark_entry_shuffle_##T(ctx, &rx, &oa, &ob, &oc, x, fa, fb, fc) != 0 ||                  \
        futhark_context_sync(ctx) != 0) {                                                          \
      report_error(ctx, "shuffle_" #T);                                                            \
      break;                                                                                       \
    }                                                                                              \
    CHECK(memcmp(&rx, &x, sizeof x) == 0);                                                         \
    sh = futhark_shape_##T##_1d(ctx, oa);                                                          \
    CHECK(sh[0] == 4);                                                                             \
    sh = futhark_shape_##T##_2d(ctx, ob);                                                          \
    CHECK(sh[0] == 3 && sh[1] == 2);                                                               \
    sh = futhark_shape_##T##_3d(ctx, oc);                                                          \
    CHECK(sh[0] == 2 && sh[1] == 2 && sh[2] == 3);                                                 \
    CHECK(futhark_values_##T##_1d(ctx, oa, ra) == 0 && futhark_values_##T##_2d(ctx, ob, rb) == 0 && \
          futhark_values_##T##_3d(ctx, oc, rc) == 0 && futhark_context_sync(ctx) == 0);            \
    for (i = 0; i < 4; i++) CHECK(memcmp(&ra[i], &a[3 - i], sizeof(CT)) == 0);                     \
    for (i = 0; i < 3; i++)                                                                        \
      for (j = 0; j < 2; j++) CHECK(memcmp(&rb[i * 2 + j], &b[j * 3 + i], sizeof(CT)) == 0);       \
    for (i = 0; i < 2; i++)                                                                        \
      for (j = 0; j < 2; j++)                                                                      \
        for (k = 0; k < 3; k++)                                                                    \
          CHECK(memcmp(&rc[(i * 2 + j) * 3 + k], &c[(i * 2 + j) * 3 + 2 - k], sizeof(CT)) == 0);   \
    CHECK(futhark_index_##T##_3d(ctx, &e, oc, 1, 0, 2) == 0 && futhark_context_sync(ctx) == 0 &&   \
          memcmp(&e, &c[(1 * 2 + 0) * 3 + 0], sizeof e) == 0);                                     \
    CHECK(futhark_index_##T##_2d(ctx, &e, ob, 2, 1) == 0 && futhark_context_sync(ctx) == 0 &&      \
          memcmp(&e, &b[1 * 3 + 2], sizeof e) == 0);                                               \
    CHECK(futhark_index_##T##_1d(ctx, &e, oa, 4) != 0);                                            \
    free(futhark_context_get_error(ctx));                                                          \
    CHECK(futhark_index_##T##_2d(ctx, &e, ob, 0, -1) != 0);                                        \
    free(futhark_context_get_error(ctx));                                                          \
    raw = futhark_new_raw_##T##_1d(ctx, futhark_values_raw_##T##_1d(ctx, oa), 4);                  \
    CHECK(raw != NULL);                                                                            \
    if (raw != NULL) {                                                                             \
      memset(ra, 0, sizeof ra);                                                                    \
      CHECK(futhark_values_##T##_1d(ctx, raw, ra) == 0 && futhark_context_sync(ctx) == 0);         \
      CHECK(memcmp(&ra[0], &a[3], sizeof(CT)) == 0 && memcmp(&ra[3], &a[0], sizeof(CT)) == 0);     \
      CHECK(futhark_free_##T##_1d(ctx, raw) == 0);                                                 \
    }                                                                                              \
    CHECK(futhark_free_##T##_1d(ctx, fa) == 0 && futhark_free_##T##_2d(ctx, fb) == 0 &&            \
          futhark_free_##T##_3d(ctx, fc) == 0 && futhark_free_##T##_1d(ctx, oa) == 0 &&            \
          futhark_free_##T##_2d(ctx, ob) == 0 && futhark_free_##T##_3d(ctx, oc) == 0);             \
  } while (0)

#define VAL_INT(i) (i * 37 - 50)
#define VAL_UINT(i) (i * 37 + 200)
#define VAL_FLOAT(i) ((i) * 0.25 - 1.5)
#define VAL_BOOL(i) ((i) % 3 == 1)
/* f16 is uint16_t holding IEEE binary16 bits: 0x3c00 is 1.0, + i/1024. */
#define VAL_F16(i) ((uint16_t)(0x3c00 + (i)))

int main(void) {
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx;
  char *err;
  struct stat st;

  ctx = futhark_context_new(cfg);
  err = futhark_context_get_error(ctx);
  if (err != NULL) {
    printf("FAIL: futhark_context_new: %s\n", err);
    free(err);
    futhark_context_free(ctx);
    futhark_context_config_free(cfg);
    return 1;
  }

  /* The reference's example: int futhark_entry_sum(ctx, int32_t *out0,
   * const struct futhark_i32_1d *in0). */
  {
    int32_t data[5] = {1, 2, 3, 4, 5}, out0 = 0;
    struct futhark_i32_1d *in0 = futhark_new_i32_1d(ctx, data, 5);
    CHECK(futhark_entry_sum(ctx, &out0, in0) == 0);
    CHECK(futhark_context_sync(ctx) == 0);
    CHECK(out0 == 15);
    CHECK(futhark_free_i32_1d(ctx, in0) == 0);
  }

  TEST_TYPE(i8, int8_t, VAL_INT);
  TEST_TYPE(i16, int16_t, VAL_INT);
  TEST_TYPE(i32, int32_t, VAL_INT);
  TEST_TYPE(i64, int64_t, VAL_INT);
  TEST_TYPE(u8, uint8_t, VAL_UINT);
  TEST_TYPE(u16, uint16_t, VAL_UINT);
  TEST_TYPE(u32, uint32_t, VAL_UINT);
  TEST_TYPE(u64, uint64_t, VAL_UINT);
  TEST_TYPE(f16, uint16_t, VAL_F16);
  TEST_TYPE(f32, float, VAL_FLOAT);
  TEST_TYPE(f64, double, VAL_FLOAT);
  TEST_TYPE(bool, bool, VAL_BOOL);

  /* An entry point that returns its input unchanged: free both. */
  {
    int32_t data[6] = {1, 2, 3, 4, 5, 6}, back[6] = {0};
    struct futhark_i32_2d *in = futhark_new_i32_2d(ctx, data, 3, 2), *out = NULL;
    CHECK(futhark_entry_same(ctx, &out, in) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(futhark_free_i32_2d(ctx, in) == 0);
    CHECK(out != NULL && futhark_values_i32_2d(ctx, out, back) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(memcmp(back, data, sizeof data) == 0);
    CHECK(futhark_shape_i32_2d(ctx, out)[0] == 3 && futhark_shape_i32_2d(ctx, out)[1] == 2);
    CHECK(futhark_free_i32_2d(ctx, out) == 0);
  }

  /* A consumed argument: the caller may only free it afterwards. */
  {
    uint8_t data[3] = {10, 20, 30}, back[3];
    struct futhark_u8_1d *xs = futhark_new_u8_1d(ctx, data, 3), *ys = NULL;
    CHECK(futhark_entry_bump(ctx, &ys, xs, 1) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(futhark_values_u8_1d(ctx, ys, back) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(back[0] == 10 && back[1] == 21 && back[2] == 30);
    CHECK(futhark_free_u8_1d(ctx, xs) == 0 && futhark_free_u8_1d(ctx, ys) == 0);
    /* An index out of bounds inside the program: FUTHARK_PROGRAM_ERROR, the
     * out-parameter untouched, and a message. */
    xs = futhark_new_u8_1d(ctx, data, 3);
    ys = NULL;
    CHECK(futhark_entry_bump(ctx, &ys, xs, 3) == FUTHARK_PROGRAM_ERROR);
    CHECK(ys == NULL);
    err = futhark_context_get_error(ctx);
    CHECK(err != NULL && strstr(err, "out of bounds") != NULL);
    free(err);
    CHECK(futhark_context_get_error(ctx) == NULL);
    CHECK(futhark_free_u8_1d(ctx, xs) == 0);
  }

  /* A result whose size depends on the values; empty arrays. */
  {
    double data[5] = {1.5, -2, 0, 4, -0.5}, back[5];
    struct futhark_f64_1d *xs = futhark_new_f64_1d(ctx, data, 5), *ys = NULL, *none = NULL, *empty;
    CHECK(futhark_entry_positives(ctx, &ys, xs) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(futhark_shape_f64_1d(ctx, ys)[0] == 2);
    CHECK(futhark_values_f64_1d(ctx, ys, back) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(back[0] == 1.5 && back[1] == 4);
    empty = futhark_new_f64_1d(ctx, NULL, 0);
    CHECK(empty != NULL && futhark_entry_positives(ctx, &none, empty) == 0 && futhark_context_sync(ctx) == 0);
    CHECK(none != NULL && futhark_shape_f64_1d(ctx, none)[0] == 0);
    CHECK(futhark_free_f64_1d(ctx, xs) == 0 && futhark_free_f64_1d(ctx, ys) == 0 &&
          futhark_free_f64_1d(ctx, empty) == 0 && futhark_free_f64_1d(ctx, none) == 0);
  }

  /* clear_caches releases what freed values left behind; the context
   * stays usable. */
  {
    int32_t data[3] = {4, 5, 6}, out0 = 0;
    struct futhark_i32_1d *in0;
    CHECK(futhark_context_clear_caches(ctx) == 0);
    in0 = futhark_new_i32_1d(ctx, data, 3);
    CHECK(futhark_entry_sum(ctx, &out0, in0) == 0 && futhark_context_sync(ctx) == 0 && out0 == 15);
    CHECK(futhark_free_i32_1d(ctx, in0) == 0);
    CHECK(futhark_context_clear_caches(ctx) == 0);
  }

  CHECK(futhark_context_sync(ctx) == 0);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg);

  /* "In its default configuration, Futhark will not access the file
   * system": no kernel binary cache without set_cache_file (run.sh sets
   * XDG_CACHE_HOME to an empty folder and RUNIC_NO_CACHE=0, which turns
   * the cache on for executables even on PoCL). */
  {
    const char *xdg = getenv("XDG_CACHE_HOME");
    char path[4096];
    if (xdg != NULL) {
      snprintf(path, sizeof path, "%s/runic", xdg);
      CHECK(stat(path, &st) != 0);
    }
  }

  printf("prims: %d checks passed", checks - failures);
  if (failures) printf(", %d failed", failures);
  printf("\n");
  return failures != 0;
}
