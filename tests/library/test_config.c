/* The configuration and context functions of the library generated from
 * config.fut: tuning parameters (count, name, class, set; the row-group
 * choice forced both ways gives the same results), the accepted-but-
 * ignored launch settings, the program (get, set, dump, load from a
 * file), the program binary (dump, load), a command queue of the caller's,
 * raw cl_mem arrays, the logging file, and pausing profiling.  With the
 * argument "interactive" it only selects the device interactively (stdin
 * gives the answer) and runs one entry point.  Built and run by
 * tests/library/run.sh with a scratch folder as its first argument. */
#include "config.h"

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

#define N 3
#define M 300

static float in[N * M];

/* A new context of cfg, or NULL (the error printed and counted). */
static struct futhark_context *context(struct futhark_context_config *cfg, int line) {
  struct futhark_context *ctx = futhark_context_new(cfg);
  char *err = futhark_context_get_error(ctx);
  if (err != NULL) {
    fprintf(stderr, "FAIL line %d: cannot create a context: %s\n", line, err);
    free(err);
    fails++;
    futhark_context_free(ctx);
    return NULL;
  }
  return ctx;
}

/* Runs softmax on `in`; 1 when every row sums to 1 and rows agree with
 * `want` (when not NULL); `got` receives the result. */
static int run_softmax(struct futhark_context *ctx, float *got, const float *want) {
  struct futhark_f32_2d *a = futhark_new_f32_2d(ctx, in, N, M), *b = NULL;
  int i, j, ok = 1;
  if (futhark_entry_softmax(ctx, &b, a) != 0 || futhark_context_sync(ctx) != 0 ||
      futhark_values_f32_2d(ctx, b, got) != 0)
    ok = 0;
  for (i = 0; ok && i < N; i++) {
    float s = 0;
    for (j = 0; j < M; j++) {
      s += got[i * M + j];
      if (want && fabsf(got[i * M + j] - want[i * M + j]) > 1e-6f) ok = 0;
    }
    if (fabsf(s - 1) > 1e-3f) ok = 0;
  }
  futhark_free_f32_2d(ctx, a);
  futhark_free_f32_2d(ctx, b);
  return ok;
}

static int run_double(struct futhark_context *ctx) {
  float xs[3] = {1, 2, 3}, ys[3] = {0, 0, 0};
  struct futhark_f32_1d *a = futhark_new_f32_1d(ctx, xs, 3), *b = NULL;
  int ok = futhark_entry_double(ctx, &b, a) == 0 && futhark_values_f32_1d(ctx, b, ys) == 0 &&
           futhark_context_sync(ctx) == 0 && ys[0] == 2 && ys[2] == 6;
  futhark_free_f32_1d(ctx, a);
  futhark_free_f32_1d(ctx, b);
  return ok;
}

static char *read_all(const char *path, long *len) {
  FILE *f = fopen(path, "rb");
  char *s;
  if (f == NULL) return NULL;
  fseek(f, 0, SEEK_END);
  *len = ftell(f);
  fseek(f, 0, SEEK_SET);
  s = (char *)calloc((size_t)*len + 1, 1);
  if (s != NULL && fread(s, 1, (size_t)*len, f) != (size_t)*len) *len = -1;
  fclose(f);
  return s;
}

static void tuning(void) {
  float r0[N * M], r1[N * M];
  struct futhark_context_config *cfg;
  struct futhark_context *ctx;
  CHECK(futhark_get_tuning_param_count() == 1);
  CHECK(strcmp(futhark_get_tuning_param_name(0), "softmax_rowgroup0") == 0);
  CHECK(strcmp(futhark_get_tuning_param_class(0), "rowgroup") == 0);
  CHECK(futhark_get_tuning_param_name(1) == NULL && futhark_get_tuning_param_class(-1) == NULL);

  cfg = futhark_context_config_new();
  futhark_context_config_set_device(cfg, "#0");
  CHECK(futhark_context_config_set_tuning_param(cfg, "no_such_param", 1) != 0);
  CHECK(futhark_context_config_set_tuning_param(cfg, "softmax_rowgroup0", 2) != 0);
  CHECK(futhark_context_config_set_tuning_param(cfg, "softmax_rowgroup0", 0) == 0);
  /* Accepted, and without effect on the results (docs/c-api.md). */
  futhark_context_config_set_default_group_size(cfg, 32);
  futhark_context_config_set_default_thread_block_size(cfg, 64);
  futhark_context_config_set_default_num_groups(cfg, 7);
  futhark_context_config_set_default_grid_size(cfg, 9);
  futhark_context_config_set_default_tile_size(cfg, 4);
  futhark_context_config_set_unified_memory(cfg, 1);
  ctx = context(cfg, __LINE__);
  if (ctx != NULL) {
    CHECK(run_softmax(ctx, r0, NULL));
    futhark_context_free(ctx);
  }
  CHECK(futhark_context_config_set_tuning_param(cfg, "softmax_rowgroup0", 1) == 0);
  ctx = context(cfg, __LINE__);
  if (ctx != NULL) {
    CHECK(run_softmax(ctx, r1, r0));
    futhark_context_free(ctx);
  }
  futhark_context_config_free(cfg);
}

static void programs(const char *dir) {
  char src[512], bin[512];
  struct futhark_context_config *cfg = futhark_context_config_new(), *cfg2;
  struct futhark_context *ctx;
  const char *prog;
  char *text, *err, *mine;
  long len = 0;
  snprintf(src, sizeof src, "%s/config_program.cl", dir);
  snprintf(bin, sizeof bin, "%s/config_program.bin", dir);
  remove(src);
  remove(bin);
  futhark_context_config_set_device(cfg, "#0");
  prog = futhark_context_config_get_program(cfg);
  CHECK(prog != NULL && strstr(prog, "__kernel") != NULL);
  /* A program of one's own (here the embedded one with a comment). */
  mine = (char *)malloc(strlen(prog) + 64);
  sprintf(mine, "/* set_program */\n%s", prog);
  futhark_context_config_set_program(cfg, mine);
  free(mine);
  CHECK(strncmp(futhark_context_config_get_program(cfg), "/* set_program */", 17) == 0);
  futhark_context_config_dump_program_to(cfg, src);
  futhark_context_config_dump_binary_to(cfg, bin);
  futhark_context_config_set_cache_file(cfg, NULL);
  ctx = context(cfg, __LINE__);
  if (ctx != NULL) {
    CHECK(run_double(ctx));
    CHECK(futhark_context_get_program(ctx) != NULL);
    futhark_context_free(ctx);
  }
  text = read_all(src, &len);
  CHECK(text != NULL && strncmp(text, "/* set_program */", 17) == 0);
  free(text);
  futhark_context_config_free(cfg);

  /* Load both back. */
  cfg2 = futhark_context_config_new();
  futhark_context_config_set_device(cfg2, "#0");
  futhark_context_config_load_program_from(cfg2, src);
  CHECK(strncmp(futhark_context_config_get_program(cfg2), "/* set_program */", 17) == 0);
  futhark_context_config_load_binary_from(cfg2, bin);
  ctx = context(cfg2, __LINE__);
  if (ctx != NULL) {
    CHECK(run_double(ctx));
    futhark_context_free(ctx);
  }
  futhark_context_config_free(cfg2);

  /* Files that are not there. */
  cfg2 = futhark_context_config_new();
  futhark_context_config_load_program_from(cfg2, "/nonexistent/program.cl");
  ctx = futhark_context_new(cfg2);
  err = futhark_context_get_error(ctx);
  CHECK(err != NULL && strstr(err, "cannot read the OpenCL program") != NULL);
  free(err);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg2);
  cfg2 = futhark_context_config_new();
  futhark_context_config_load_binary_from(cfg2, "/nonexistent/program.bin");
  ctx = futhark_context_new(cfg2);
  err = futhark_context_get_error(ctx);
  CHECK(err != NULL && strstr(err, "cannot read the OpenCL program binary") != NULL);
  free(err);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg2);
}

static void own_queue(void) {
  cl_platform_id platform;
  cl_device_id device;
  cl_context clctx;
  cl_command_queue queue;
  cl_mem buf;
  cl_int e;
  float xs[4] = {1, -2, 3, 0.5f}, ys[4] = {0, 0, 0, 0};
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx;
  struct futhark_f32_1d *a, *b = NULL;
  cl_mem raw;
  CHECK(clGetPlatformIDs(1, &platform, NULL) == CL_SUCCESS);
  CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL) == CL_SUCCESS);
  clctx = clCreateContext(NULL, 1, &device, NULL, NULL, &e);
  CHECK(e == CL_SUCCESS);
  queue = clCreateCommandQueue(clctx, device, 0, &e);
  CHECK(e == CL_SUCCESS);
  buf = clCreateBuffer(clctx, CL_MEM_READ_WRITE, sizeof xs, NULL, &e);
  CHECK(e == CL_SUCCESS);
  CHECK(clEnqueueWriteBuffer(queue, buf, CL_TRUE, 0, sizeof xs, xs, 0, NULL, NULL) == CL_SUCCESS);

  futhark_context_config_set_command_queue(cfg, queue);
  futhark_context_config_set_device(cfg, "no such device: ignored with a queue");
  ctx = context(cfg, __LINE__);
  if (ctx != NULL) {
    CHECK(futhark_context_get_command_queue(ctx) == queue);
    CHECK(run_double(ctx));
    /* A raw buffer in, a raw buffer out. */
    a = futhark_new_raw_f32_1d(ctx, buf, 4);
    CHECK(a != NULL);
    CHECK(futhark_entry_double(ctx, &b, a) == 0);
    CHECK(futhark_context_sync(ctx) == 0);
    raw = futhark_values_raw_f32_1d(ctx, b);
    CHECK(raw != NULL);
    CHECK(clEnqueueReadBuffer(queue, raw, CL_TRUE, 0, sizeof ys, ys, 0, NULL, NULL) == CL_SUCCESS);
    CHECK(ys[0] == 2 && ys[1] == -4 && ys[2] == 6 && ys[3] == 1);
    futhark_free_f32_1d(ctx, a); /* does not release buf */
    futhark_free_f32_1d(ctx, b);
    futhark_context_free(ctx);
  }
  futhark_context_config_free(cfg);
  CHECK(clReleaseMemObject(buf) == CL_SUCCESS);
  clReleaseCommandQueue(queue);
  clReleaseContext(clctx);
}

static void logging_and_profiling(const char *dir) {
  char path[512], *text, *rep1, *rep2;
  long len = 0;
  FILE *log;
  struct futhark_context_config *cfg = futhark_context_config_new();
  struct futhark_context *ctx;
  snprintf(path, sizeof path, "%s/config_log.txt", dir);
  futhark_context_config_set_device(cfg, "#0");
  futhark_context_config_set_logging(cfg, 1);
  futhark_context_config_set_profiling(cfg, 1);
  ctx = context(cfg, __LINE__);
  if (ctx == NULL) return;
  log = fopen(path, "w");
  CHECK(log != NULL);
  futhark_context_set_logging_file(ctx, log);
  futhark_context_pause_profiling(ctx);
  CHECK(run_double(ctx));
  rep1 = futhark_context_report(ctx);
  futhark_context_unpause_profiling(ctx);
  CHECK(run_double(ctx));
  rep2 = futhark_context_report(ctx);
  /* Paused: no launch counted; resumed: one. */
  CHECK(rep1 != NULL && rep1[0] == '{' && strstr(rep1, "\"launches\":0") != NULL);
  CHECK(rep2 != NULL && strstr(rep2, "\"launches\":1") != NULL && strstr(rep2, "\"memory\":{") != NULL);
  free(rep1);
  free(rep2);
  futhark_context_free(ctx);
  futhark_context_config_free(cfg);
  fclose(log);
  text = read_all(path, &len);
  CHECK(text != NULL && strstr(text, "[runic] launch") != NULL);
  free(text);
}

int main(int argc, char **argv) {
  int i;
  for (i = 0; i < N * M; i++) in[i] = (float)((i * 37) % 101) / 10.0f;
  if (argc > 1 && strcmp(argv[1], "interactive") == 0) {
    struct futhark_context_config *cfg = futhark_context_config_new();
    struct futhark_context *ctx;
    futhark_context_config_select_device_interactively(cfg);
    ctx = context(cfg, __LINE__);
    if (ctx != NULL) {
      CHECK(run_double(ctx));
      futhark_context_free(ctx);
    }
    futhark_context_config_free(cfg);
  } else {
    const char *dir = argc > 1 ? argv[1] : ".";
    tuning();
    programs(dir);
    own_queue();
    logging_and_profiling(dir);
  }
  if (fails) {
    fprintf(stderr, "%d of %d checks failed\n", fails, checks);
    return 1;
  }
  printf("test_config: %d checks passed\n", checks);
  return 0;
}
