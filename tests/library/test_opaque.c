/* Uses the library generated from opaque.fut from C, as a Futhark user
 * would: records (new, project, round trips through two entry points),
 * tuples (a tuple parameter is one opaque value, a tuple result several
 * results), sum types (variant, new, destruct), arrays of records (zip,
 * project, index, set, new, shape) and of sums, an abstract type of a
 * module, nested and two-dimensional arrays of records, a sum with array
 * payloads, sizes shared by record fields, a consuming parameter,
 * store/restore of every kind, and the error paths of the new
 * functions.  Prints one line per failed check; exits non-zero if any
 * failed.  Built and run by tests/library/run.sh. */
#include "opaque.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks = 0, fails = 0;

#define CHECK(c)                                                   \
  do {                                                             \
    checks++;                                                      \
    if (!(c)) {                                                    \
      fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); \
      fails++;                                                     \
    }                                                              \
  } while (0)

/* A call that must succeed; prints the context's error otherwise. */
#define OK(call)                                                                   \
  do {                                                                             \
    int ok_r_ = (call);                                                            \
    checks++;                                                                      \
    if (ok_r_ != 0) {                                                              \
      char *ok_e_ = futhark_context_get_error(ctx);                                \
      fprintf(stderr, "FAIL %s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, \
              ok_r_, ok_e_ ? ok_e_ : "(no error)");                                \
      free(ok_e_);                                                                 \
      fails++;                                                                     \
    }                                                                              \
  } while (0)

static int near(float a, float b) { return fabsf(a - b) <= 1e-4f * (1 + fabsf(b)); }

/* r must be non-zero and the context's error must contain `want`. */
static void expect_error(struct futhark_context *ctx, int r, const char *want, int line) {
  char *e = futhark_context_get_error(ctx);
  checks++;
  if (r == 0 || e == NULL || strstr(e, want) == NULL) {
    fprintf(stderr, "FAIL line %d: got code %d and error '%s', want an error with '%s'\n", line, r,
            e ? e : "(none)", want);
    fails++;
  }
  free(e);
}
#define EXPECT_ERROR(r, want) expect_error(ctx, (r), (want), __LINE__)

static void records(struct futhark_context *ctx) {
  struct futhark_opaque_point *p = NULL, *q = NULL, *s = NULL, *r = NULL, *pos = NULL;
  struct futhark_opaque_particle *pa = NULL, *pb = NULL;
  struct futhark_f32_1d *vel, *vel2 = NULL;
  float f, x, y, vs[3] = {1, 2, 3}, vv[3];
  int64_t id;
  void *bytes = NULL;
  size_t n = 0, n2 = 0;

  /* A record from one entry point into another. */
  OK(futhark_entry_mkp(ctx, &p, 3, 4));
  OK(futhark_entry_norm2(ctx, &f, p));
  CHECK(f == 25);
  OK(futhark_project_opaque_point_x(ctx, &x, p));
  OK(futhark_project_opaque_point_y(ctx, &y, p));
  CHECK(x == 3 && y == 4);
  /* new: fields in alphabetical order. */
  OK(futhark_new_opaque_point(ctx, &q, 1, -2));
  OK(futhark_entry_add_points(ctx, &s, p, q));
  OK(futhark_project_opaque_point_x(ctx, &x, s));
  OK(futhark_project_opaque_point_y(ctx, &y, s));
  CHECK(x == 4 && y == 2);
  /* store and restore. */
  OK(futhark_store_opaque_point(ctx, s, NULL, &n));
  CHECK(n > 0);
  OK(futhark_store_opaque_point(ctx, s, &bytes, &n2));
  CHECK(n2 == n && bytes != NULL);
  r = futhark_restore_opaque_point(ctx, bytes);
  CHECK(r != NULL);
  OK(futhark_entry_norm2(ctx, &f, r));
  CHECK(f == 20);
  free(bytes);

  /* A record with a record field and an array field. */
  vel = futhark_new_f32_1d(ctx, vs, 3);
  OK(futhark_new_opaque_particle(ctx, &pa, 7, p, vel));
  OK(futhark_entry_particle_energy(ctx, &f, pa));
  CHECK(f == 1 + 4 + 9 + 7);
  OK(futhark_entry_move(ctx, &pb, 0.5f, pa));
  OK(futhark_project_opaque_particle_pos(ctx, &pos, pb));
  OK(futhark_project_opaque_point_x(ctx, &x, pos));
  OK(futhark_project_opaque_point_y(ctx, &y, pos));
  CHECK(x == 3.5f && y == 5);
  OK(futhark_project_opaque_particle_id(ctx, &id, pb));
  CHECK(id == 7);
  OK(futhark_project_opaque_particle_vel(ctx, &vel2, pb));
  CHECK(futhark_shape_f32_1d(ctx, vel2)[0] == 3);
  OK(futhark_values_f32_1d(ctx, vel2, vv));
  CHECK(vv[0] == 1 && vv[1] == 2 && vv[2] == 3);
  /* The projected array aliases, but lives on its own. */
  OK(futhark_free_opaque_particle(ctx, pb));
  OK(futhark_values_f32_1d(ctx, vel2, vv));
  CHECK(vv[2] == 3);
  bytes = NULL;
  OK(futhark_store_opaque_particle(ctx, pa, &bytes, &n));
  OK(futhark_free_opaque_particle(ctx, pa));
  OK(futhark_free_f32_1d(ctx, vel));
  pa = futhark_restore_opaque_particle(ctx, bytes);
  CHECK(pa != NULL);
  OK(futhark_entry_particle_energy(ctx, &f, pa));
  CHECK(f == 21);
  /* Bytes of another type are refused. */
  CHECK(futhark_restore_opaque_point(ctx, bytes) == NULL);
  EXPECT_ERROR(1, "do not hold a stored value of type point");
  free(bytes);

  /* Misuse. */
  EXPECT_ERROR(futhark_entry_norm2(ctx, &f, NULL), "argument 1");
  EXPECT_ERROR(futhark_new_opaque_particle(ctx, &pb, 1, NULL, vel2), "pos is NULL");
  EXPECT_ERROR(futhark_project_opaque_point_x(ctx, &x, NULL), "NULL");
  CHECK(futhark_free_opaque_point(ctx, NULL) == 0);

  futhark_free_f32_1d(ctx, vel2);
  futhark_free_opaque_particle(ctx, pa);
  futhark_free_opaque_point(ctx, pos);
  futhark_free_opaque_point(ctx, p);
  futhark_free_opaque_point(ctx, q);
  futhark_free_opaque_point(ctx, s);
  futhark_free_opaque_point(ctx, r);
}

static void tuples(struct futhark_context *ctx) {
  struct futhark_opaque_tup2_i32_f32 *t = NULL;
  struct futhark_opaque_tup2_i32_arr1d_f32 *u = NULL;
  struct futhark_opaque_tup2_f32_bool *fb = NULL;
  struct futhark_f32_1d *xs, *ys = NULL;
  float f, v[3] = {1, 2, 4.5f};
  int32_t i;
  bool b;

  OK(futhark_new_opaque_tup2_i32_f32(ctx, &t, 5, 2.5f));
  OK(futhark_entry_swap(ctx, &f, &i, t));
  CHECK(f == 2.5f && i == 5);
  OK(futhark_project_opaque_tup2_i32_f32_1(ctx, &f, t));
  CHECK(f == 2.5f);
  xs = futhark_new_f32_1d(ctx, v, 3);
  OK(futhark_new_opaque_tup2_i32_arr1d_f32(ctx, &u, -3, xs));
  OK(futhark_entry_nested(ctx, &i, &fb, u));
  CHECK(i == -3);
  OK(futhark_project_opaque_tup2_f32_bool_0(ctx, &f, fb));
  OK(futhark_project_opaque_tup2_f32_bool_1(ctx, &b, fb));
  CHECK(f == 7.5f && b == false);
  OK(futhark_project_opaque_tup2_i32_arr1d_f32_1(ctx, &ys, u));
  CHECK(futhark_shape_f32_1d(ctx, ys)[0] == 3);
  futhark_free_f32_1d(ctx, xs);
  futhark_free_f32_1d(ctx, ys);
  futhark_free_opaque_tup2_i32_f32(ctx, t);
  futhark_free_opaque_tup2_i32_arr1d_f32(ctx, u);
  futhark_free_opaque_tup2_f32_bool(ctx, fb);
}

static void sums(struct futhark_context *ctx) {
  struct futhark_opaque_point *a = NULL, *b = NULL, *c = NULL, *d = NULL;
  struct futhark_opaque_shape *s1 = NULL, *s2 = NULL, *s3 = NULL, *s4 = NULL, *s5 = NULL;
  float f, x, y;
  void *bytes = NULL;
  size_t n;

  OK(futhark_new_opaque_point(ctx, &a, 0, 0));
  OK(futhark_new_opaque_point(ctx, &b, 2, 3));
  /* Variants are numbered in manifest order: circle, empty, rect. */
  OK(futhark_new_opaque_shape_rect(ctx, &s1, a, b));
  CHECK(futhark_variant_opaque_shape(ctx, s1) == 2);
  OK(futhark_entry_area(ctx, &f, s1));
  CHECK(f == 6);
  OK(futhark_entry_mk_circle(ctx, &s2, b, 2));
  CHECK(futhark_variant_opaque_shape(ctx, s2) == 0);
  OK(futhark_entry_area(ctx, &f, s2));
  CHECK(f == 12);
  OK(futhark_entry_grow(ctx, &s3, 2, s1));
  OK(futhark_destruct_opaque_shape_rect(ctx, &c, &d, s3));
  OK(futhark_project_opaque_point_x(ctx, &x, d));
  OK(futhark_project_opaque_point_y(ctx, &y, d));
  CHECK(x == 4 && y == 6);
  OK(futhark_new_opaque_shape_empty(ctx, &s4));
  CHECK(futhark_variant_opaque_shape(ctx, s4) == 1);
  OK(futhark_entry_area(ctx, &f, s4));
  CHECK(f == 0);
  /* Destructing another variant is an error. */
  EXPECT_ERROR(futhark_destruct_opaque_shape_circle(ctx, &c, &f, s4), "not a #circle");
  OK(futhark_store_opaque_shape(ctx, s2, &bytes, &n));
  s5 = futhark_restore_opaque_shape(ctx, bytes);
  free(bytes);
  CHECK(s5 != NULL && futhark_variant_opaque_shape(ctx, s5) == 0);
  OK(futhark_entry_area(ctx, &f, s5));
  CHECK(f == 12);
  futhark_free_opaque_point(ctx, a);
  futhark_free_opaque_point(ctx, b);
  futhark_free_opaque_point(ctx, c);
  futhark_free_opaque_point(ctx, d);
  futhark_free_opaque_shape(ctx, s1);
  futhark_free_opaque_shape(ctx, s2);
  futhark_free_opaque_shape(ctx, s3);
  futhark_free_opaque_shape(ctx, s4);
  futhark_free_opaque_shape(ctx, s5);
}

static void record_arrays(struct futhark_context *ctx) {
  float xs[4] = {1, 2, 3, 6}, ys[4] = {0, 4, 8, 0}, out[4], x, y;
  float short_ys[2] = {0, 0};
  struct futhark_f32_1d *fx = futhark_new_f32_1d(ctx, xs, 4), *fy = futhark_new_f32_1d(ctx, ys, 4);
  struct futhark_f32_1d *fs = futhark_new_f32_1d(ctx, short_ys, 2), *px = NULL;
  struct futhark_i64_1d *is = NULL;
  struct futhark_opaque_arr1d_point *ps = NULL, *moved = NULL, *built = NULL, *bad = NULL, *ps2 = NULL;
  struct futhark_opaque_point *c = NULL, *e = NULL, *elems[3];
  struct futhark_opaque_arr1d_tup2_i64_f32 *pairs = NULL;
  struct futhark_opaque_tup2_i64_f32 *pr = NULL;
  int64_t iv[5], i64;
  float f;
  void *bytes = NULL;
  size_t n;
  int k;

  OK(futhark_zip_opaque_arr1d_point(ctx, &ps, fx, fy));
  CHECK(futhark_shape_opaque_arr1d_point(ctx, ps)[0] == 4);
  OK(futhark_entry_centroid(ctx, &c, ps));
  OK(futhark_project_opaque_point_x(ctx, &x, c));
  OK(futhark_project_opaque_point_y(ctx, &y, c));
  CHECK(x == 3 && y == 3);
  OK(futhark_entry_translate(ctx, &moved, 1, ps));
  OK(futhark_project_opaque_arr1d_point_x(ctx, &px, moved));
  OK(futhark_values_f32_1d(ctx, px, out));
  CHECK(out[0] == 2 && out[3] == 7);
  OK(futhark_index_opaque_arr1d_point(ctx, &e, moved, 2));
  OK(futhark_project_opaque_point_y(ctx, &y, e));
  CHECK(y == 7);
  EXPECT_ERROR(futhark_index_opaque_arr1d_point(ctx, &e, moved, 4), "out of bounds");
  /* set writes one element in place. */
  OK(futhark_set_opaque_arr1d_point(ctx, moved, c, 0));
  OK(futhark_values_f32_1d(ctx, px, out)); /* px aliases moved */
  CHECK(out[0] == 3);
  /* new from elements. */
  elems[0] = c;
  elems[1] = e;
  elems[2] = c;
  OK(futhark_new_opaque_arr1d_point(ctx, &built, elems, 3));
  CHECK(futhark_shape_opaque_arr1d_point(ctx, built)[0] == 3);
  futhark_free_opaque_point(ctx, c);
  c = NULL;
  OK(futhark_entry_centroid(ctx, &c, built));
  OK(futhark_project_opaque_point_x(ctx, &x, c));
  OK(futhark_project_opaque_point_y(ctx, &y, c));
  CHECK(near(x, (3 + 4 + 3) / 3.0f) && near(y, (3 + 7 + 3) / 3.0f));
  /* zip needs arrays of one size. */
  EXPECT_ERROR(futhark_zip_opaque_arr1d_point(ctx, &bad, fx, fs), "differ in dimension 1");
  /* An array of tuples as a result; store/restore. */
  OK(futhark_entry_pairs(ctx, &pairs, 5));
  CHECK(futhark_shape_opaque_arr1d_tup2_i64_f32(ctx, pairs)[0] == 5);
  OK(futhark_project_opaque_arr1d_tup2_i64_f32_0(ctx, &is, pairs));
  OK(futhark_values_i64_1d(ctx, is, iv));
  for (k = 0; k < 5; k++) CHECK(iv[k] == k);
  OK(futhark_index_opaque_arr1d_tup2_i64_f32(ctx, &pr, pairs, 3));
  OK(futhark_project_opaque_tup2_i64_f32_0(ctx, &i64, pr));
  OK(futhark_project_opaque_tup2_i64_f32_1(ctx, &f, pr));
  CHECK(i64 == 3 && f == 1.5f);
  OK(futhark_store_opaque_arr1d_point(ctx, built, &bytes, &n));
  ps2 = futhark_restore_opaque_arr1d_point(ctx, bytes);
  free(bytes);
  CHECK(ps2 != NULL && futhark_shape_opaque_arr1d_point(ctx, ps2)[0] == 3);
  /* The empty array. */
  futhark_free_opaque_arr1d_point(ctx, bad);
  bad = NULL;
  OK(futhark_new_opaque_arr1d_point(ctx, &bad, NULL, 0));
  CHECK(futhark_shape_opaque_arr1d_point(ctx, bad)[0] == 0);

  futhark_free_f32_1d(ctx, fx);
  futhark_free_f32_1d(ctx, fy);
  futhark_free_f32_1d(ctx, fs);
  futhark_free_f32_1d(ctx, px);
  futhark_free_i64_1d(ctx, is);
  futhark_free_opaque_arr1d_point(ctx, ps);
  futhark_free_opaque_arr1d_point(ctx, ps2);
  futhark_free_opaque_arr1d_point(ctx, moved);
  futhark_free_opaque_arr1d_point(ctx, built);
  futhark_free_opaque_arr1d_point(ctx, bad);
  futhark_free_opaque_point(ctx, c);
  futhark_free_opaque_point(ctx, e);
  futhark_free_opaque_arr1d_tup2_i64_f32(ctx, pairs);
  futhark_free_opaque_tup2_i64_f32(ctx, pr);
}

static void sum_arrays_and_abstract(struct futhark_context *ctx) {
  struct futhark_opaque_opt *o[4] = {NULL, NULL, NULL, NULL}, *got = NULL;
  struct futhark_opaque_arr1d_opt *os = NULL;
  struct futhark_opaque_counter_t *c0 = NULL, *c1 = NULL, *c2 = NULL, *c3 = NULL;
  int32_t i, v;
  void *bytes = NULL;
  size_t n;

  OK(futhark_new_opaque_opt_some(ctx, &o[0], 4));
  OK(futhark_new_opaque_opt_none(ctx, &o[1]));
  OK(futhark_entry_opt_of(ctx, &o[2], 10));
  OK(futhark_entry_opt_of(ctx, &o[3], -1));
  CHECK(futhark_variant_opaque_opt(ctx, o[3]) == 0); /* none < some */
  OK(futhark_new_opaque_arr1d_opt(ctx, &os, o, 4));
  OK(futhark_entry_opt_sum(ctx, &i, os));
  CHECK(i == 14);
  OK(futhark_index_opaque_arr1d_opt(ctx, &got, os, 2));
  CHECK(futhark_variant_opaque_opt(ctx, got) == 1);
  OK(futhark_destruct_opaque_opt_some(ctx, &v, got));
  CHECK(v == 10);
  OK(futhark_set_opaque_arr1d_opt(ctx, os, o[0], 1));
  OK(futhark_entry_opt_sum(ctx, &i, os));
  CHECK(i == 18);

  OK(futhark_entry_counter_make(ctx, &c0, 5));
  OK(futhark_entry_counter_bump(ctx, &c1, c0));
  OK(futhark_entry_counter_bump(ctx, &c2, c1));
  OK(futhark_entry_counter_value(ctx, &i, c2));
  CHECK(i == 7003);
  OK(futhark_store_opaque_counter_t(ctx, c2, &bytes, &n));
  c3 = futhark_restore_opaque_counter_t(ctx, bytes);
  free(bytes);
  CHECK(c3 != NULL);
  OK(futhark_entry_counter_value(ctx, &i, c3));
  CHECK(i == 7003);
  for (i = 0; i < 4; i++) futhark_free_opaque_opt(ctx, o[i]);
  futhark_free_opaque_opt(ctx, got);
  futhark_free_opaque_arr1d_opt(ctx, os);
  futhark_free_opaque_counter_t(ctx, c0);
  futhark_free_opaque_counter_t(ctx, c1);
  futhark_free_opaque_counter_t(ctx, c2);
  futhark_free_opaque_counter_t(ctx, c3);
}


static void nested_and_sizes(struct futhark_context *ctx) {
  int32_t is[3] = {1, 2, 3};
  float as[3] = {1, 2, 3}, bs[3] = {4, 5, 6}, f, x, y, out[6];
  struct futhark_i32_1d *ia = futhark_new_i32_1d(ctx, is, 3);
  struct futhark_f32_1d *fa = futhark_new_f32_1d(ctx, as, 3), *fb = futhark_new_f32_1d(ctx, bs, 3);
  struct futhark_f32_1d *f2 = futhark_new_f32_1d(ctx, bs, 2), *got = NULL;
  struct futhark_i32_1d *ints = NULL;
  struct futhark_opaque_arr1d_tup2_f32_f32 *inner = NULL;
  struct futhark_opaque_arr1d_tup2_i32_tup2_f32_f32 *outer = NULL;
  struct futhark_opaque_tup2_i32_tup2_f32_f32 *el = NULL;
  struct futhark_opaque_tup2_f32_f32 *el_inner = NULL;
  struct futhark_opaque_arr2d_point *g = NULL, *g2 = NULL;
  struct futhark_f32_2d *gx = NULL;
  struct futhark_opaque_point *p = NULL, *z = NULL;
  struct futhark_opaque_tagged *t1 = NULL, *t2 = NULL, *t3 = NULL;
  struct futhark_opaque_pair_vecs *v = NULL, *vbad = NULL;
  struct futhark_opaque_arr1d_point *ps = NULL, *reset = NULL;
  const int64_t *shape;
  int32_t i;
  void *bytes = NULL;
  size_t n;

  /* An array of tuples with a tuple field: zip of an array and a zip. */
  OK(futhark_zip_opaque_arr1d_tup2_f32_f32(ctx, &inner, fa, fb));
  OK(futhark_zip_opaque_arr1d_tup2_i32_tup2_f32_f32(ctx, &outer, ia, inner));
  OK(futhark_entry_nest_sum(ctx, &f, outer));
  CHECK(f == 6 + 4 + 10 + 18);
  OK(futhark_index_opaque_arr1d_tup2_i32_tup2_f32_f32(ctx, &el, outer, 1));
  OK(futhark_project_opaque_tup2_i32_tup2_f32_f32_0(ctx, &i, el));
  OK(futhark_project_opaque_tup2_i32_tup2_f32_f32_1(ctx, &el_inner, el));
  OK(futhark_project_opaque_tup2_f32_f32_1(ctx, &f, el_inner));
  CHECK(i == 2 && f == 5);

  /* Two-dimensional arrays of records. */
  OK(futhark_entry_grid(ctx, &g, 2, 3));
  shape = futhark_shape_opaque_arr2d_point(ctx, g);
  CHECK(shape != NULL && shape[0] == 2 && shape[1] == 3);
  OK(futhark_index_opaque_arr2d_point(ctx, &p, g, 1, 2));
  OK(futhark_project_opaque_point_x(ctx, &x, p));
  OK(futhark_project_opaque_point_y(ctx, &y, p));
  CHECK(x == 1 && y == 2);
  OK(futhark_entry_grid_sum(ctx, &f, g));
  CHECK(f == 3 * 10 + 2 * (0 + 1 + 2));
  OK(futhark_new_opaque_point(ctx, &z, 100, 0));
  OK(futhark_set_opaque_arr2d_point(ctx, g, z, 0, 0));
  OK(futhark_entry_grid_sum(ctx, &f, g));
  CHECK(f == 3 * 10 + 2 * (0 + 1 + 2) + 1000);
  OK(futhark_project_opaque_arr2d_point_x(ctx, &gx, g));
  OK(futhark_values_f32_2d(ctx, gx, out));
  CHECK(out[0] == 100 && out[3] == 1 && out[5] == 1);
  OK(futhark_store_opaque_arr2d_point(ctx, g, &bytes, &n));
  g2 = futhark_restore_opaque_arr2d_point(ctx, bytes);
  free(bytes);
  bytes = NULL;
  CHECK(g2 != NULL && futhark_shape_opaque_arr2d_point(ctx, g2)[1] == 3);

  /* A sum whose constructors carry arrays: the others' are blank. */
  OK(futhark_new_opaque_tagged_ints(ctx, &t1, ia));
  OK(futhark_entry_tagged_sum(ctx, &f, t1));
  CHECK(f == 6);
  OK(futhark_new_opaque_tagged_floats(ctx, &t2, fb));
  OK(futhark_entry_tagged_sum(ctx, &f, t2));
  CHECK(f == 15);
  OK(futhark_new_opaque_tagged_nothing(ctx, &t3));
  OK(futhark_entry_tagged_sum(ctx, &f, t3));
  CHECK(f == -1);
  OK(futhark_destruct_opaque_tagged_ints(ctx, &ints, t1));
  CHECK(futhark_shape_i32_1d(ctx, ints)[0] == 3);
  OK(futhark_destruct_opaque_tagged_floats(ctx, &got, t2));
  CHECK(futhark_shape_f32_1d(ctx, got)[0] == 3);

  /* A record whose fields must have one size: checked by the entry point. */
  OK(futhark_new_opaque_pair_vecs(ctx, &v, fa, fb));
  OK(futhark_entry_dot_vecs(ctx, &f, v));
  CHECK(f == 4 + 10 + 18);
  OK(futhark_new_opaque_pair_vecs(ctx, &vbad, fa, f2));
  EXPECT_ERROR(futhark_entry_dot_vecs(ctx, &f, vbad), "size");

  /* A consumed argument may only be freed afterwards. */
  OK(futhark_zip_opaque_arr1d_point(ctx, &ps, fa, fb));
  OK(futhark_entry_reset_first(ctx, &reset, ps));
  futhark_free_opaque_point(ctx, p);
  p = NULL;
  OK(futhark_index_opaque_arr1d_point(ctx, &p, reset, 0));
  OK(futhark_project_opaque_point_x(ctx, &x, p));
  CHECK(x == 0);

  futhark_free_i32_1d(ctx, ia);
  futhark_free_i32_1d(ctx, ints);
  futhark_free_f32_1d(ctx, fa);
  futhark_free_f32_1d(ctx, fb);
  futhark_free_f32_1d(ctx, f2);
  futhark_free_f32_1d(ctx, got);
  futhark_free_f32_2d(ctx, gx);
  futhark_free_opaque_arr1d_tup2_f32_f32(ctx, inner);
  futhark_free_opaque_arr1d_tup2_i32_tup2_f32_f32(ctx, outer);
  futhark_free_opaque_tup2_i32_tup2_f32_f32(ctx, el);
  futhark_free_opaque_tup2_f32_f32(ctx, el_inner);
  futhark_free_opaque_arr2d_point(ctx, g);
  futhark_free_opaque_arr2d_point(ctx, g2);
  futhark_free_opaque_point(ctx, z);
  futhark_free_opaque_point(ctx, p);
  futhark_free_opaque_tagged(ctx, t1);
  futhark_free_opaque_tagged(ctx, t2);
  futhark_free_opaque_tagged(ctx, t3);
  futhark_free_opaque_pair_vecs(ctx, v);
  futhark_free_opaque_pair_vecs(ctx, vbad);
  futhark_free_opaque_arr1d_point(ctx, ps);
  futhark_free_opaque_arr1d_point(ctx, reset);
}

int main(void) {
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx;
  char *err;
  futhark_context_config_set_device(cfg, "#0");
  ctx = futhark_context_new(cfg);
  err = futhark_context_get_error(ctx);
  if (err != NULL) {
    fprintf(stderr, "cannot create the context: %s\n", err);
    return 1;
  }
  records(ctx);
  tuples(ctx);
  sums(ctx);
  record_arrays(ctx);
  sum_arrays_and_abstract(ctx);
  nested_and_sizes(ctx);
  CHECK(futhark_context_sync(ctx) == 0);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg);
  if (fails) {
    fprintf(stderr, "%d of %d checks failed\n", fails, checks);
    return 1;
  }
  printf("test_opaque: %d checks passed\n", checks);
  return 0;
}
