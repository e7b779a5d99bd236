/* harness.c - rn_main(), the command line of generated executables.
 *
 * Parses the options, reads the chosen entry point's inputs from stdin
 * (text and binary values mixed), creates the OpenCL context, runs the
 * entry point RUNS times and prints the last run's results, one per line.
 * Inputs the entry does not consume are uploaded once, before the runs.
 * Each run: upload the consumed inputs, wait for the uploads, start the
 * timer, call the entry, rn_sync, stop the timer, check device errors,
 * download outputs (last run only), release.  The -t times exclude input
 * upload, output download and the program build.  On any error: "error: <message>" on stderr, nothing on
 * stdout (results are printed only after every run succeeded), exit 1.
 * With --batch FILE, the cases listed in FILE run one after another in
 * this process, each with files of its own (rn_run_batch).
 */
#ifndef RUNIC_RUNTIME_H
#include "runtime.h"
#endif

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* CPU OpenCL implementations (PoCL) run work-groups on threads that they
 * create with the default thread attributes.  A large kernel built without
 * optimisation (`--build-option -cl-opt-disable`, as the test suite builds
 * them) keeps every work-item's private values in one stack frame: 8.9 MB
 * for the 16x16 groups of the ray tracer of
 * tests/programs/samples15/website/dex-raytrace.fut, past glibc's default
 * thread stack (RLIMIT_STACK, 8 MB), so the thread crashed (SIGSEGV).
 * rn_main raises the default stack of the threads created after it to
 * 64 MB (address space, committed only as used); it never lowers it.
 * glibc 2.34 and later have these functions in libc itself. */
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
#include <pthread.h>
extern int pthread_getattr_default_np(pthread_attr_t *attr);
extern int pthread_setattr_default_np(const pthread_attr_t *attr);
static void rn_raise_thread_stack(void) {
  const size_t want = (size_t)64 << 20;
  pthread_attr_t attr;
  size_t have = 0;
  if (pthread_getattr_default_np(&attr) != 0) return;
  if (pthread_attr_getstacksize(&attr, &have) == 0 && have < want &&
      pthread_attr_setstacksize(&attr, want) == 0)
    (void)pthread_setattr_default_np(&attr);
  pthread_attr_destroy(&attr);
}
#else
static void rn_raise_thread_stack(void) {}
#endif

static double rn_now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static void rn_usage(FILE *out, const char *prog) {
  fprintf(out,
          "Usage: %s [options] < input\n"
          "Reads the arguments of an entry point from stdin (Futhark's textual or binary\n"
          "value format), runs it with OpenCL and prints its results, one per line.\n"
          "\n"
          "Options (Futhark's executable options; long options also as --NAME=VALUE):\n"
          "  -e, --entry-point ENTRY\n"
          "                      run entry point ENTRY (default: main)\n"
          "  -b, --binary-output print results in the binary value format\n"
          "  -n, --no-print-result\n"
          "                      do not print the results\n"
          "  -r, --runs RUNS     run the entry point RUNS times after one uncounted\n"
          "                      warm-up run; the last run's results are printed\n"
          "  -t, --write-runtime-to FILE\n"
          "                      write each counted run's time in microseconds to FILE,\n"
          "                      one per line (excludes program build, input upload and\n"
          "                      output download)\n"
          "  -T FILE             like -t, four numbers a line: the microseconds until\n"
          "                      the entry point returned (host work, enqueueing,\n"
          "                      blocking reads), the run's whole time, its device\n"
          "                      time (from the start of the call's first device\n"
          "                      command to the end of its last, by the device's\n"
          "                      timestamps), and the device time between markers\n"
          "                      enqueued before and after the call (-1 where the\n"
          "                      device gives no timestamps)\n"
          "  -d, --device DEVICE use the first device whose name contains DEVICE, or\n"
          "                      device number k with \"#k\" (see --list-devices)\n"
          "  -p, --platform PLATFORM\n"
          "                      use a platform whose name contains PLATFORM, or\n"
          "                      platform number k with \"#k\"\n"
          "  --list-devices      list OpenCL platforms and devices, then exit\n"
          "  --dump-opencl FILE  write the OpenCL program source to FILE, then exit\n"
          "  --load-opencl FILE  build the OpenCL program in FILE instead of the\n"
          "                      embedded one (e.g. an edited --dump-opencl)\n"
          "  --dump-opencl-binary FILE\n"
          "                      build the program, write its binary to FILE, then exit\n"
          "  --load-opencl-binary FILE\n"
          "                      use the program binary in FILE instead of building\n"
          "  -L, --log           log device selection, builds, the kernel cache,\n"
          "                      allocations and launches on stderr\n"
          "  -D, --debugging     the same log, and -P\n"
          "  -P, --profile       profile: print per-kernel launch counts and times and\n"
          "                      the peak device memory on stderr\n"
          "  --cache-file FILE   keep the built program binary in FILE (the kernel\n"
          "                      binary cache with a file of your choosing)\n"
          "  --no-cache          build the OpenCL program from source, without the\n"
          "                      kernel binary cache ($XDG_CACHE_HOME/runic or\n"
          "                      ~/.cache/runic; also off with RUNIC_NO_CACHE=1)\n"
          "  --build-option OPT  pass OPT to the OpenCL compiler (clBuildProgram);\n"
          "                      repeatable (e.g. --build-option -cl-opt-disable)\n"
          ,
          prog);
  fprintf(out,
          "  --print-params      list the tuning parameters, NAME (CLASS) a line\n"
          "  --param NAME=VALUE  set a tuning parameter (wins over --tuning)\n"
          "  --tuning FILE       set tuning parameters from FILE (NAME=VALUE lines, as\n"
          "                      written by `runic autotune`)\n"
          "  --default-thread-block-size, --default-group-size, --default-num-thread-blocks,\n"
          "  --default-num-groups, --default-grid-size, --default-threshold,\n"
          "  --default-tile-size, --default-reg-tile-size, --unified-memory INT\n"
          "                      accepted and ignored: each kernel's launch sizes are\n"
          "                      fixed when runic derives it\n"
          "  --server            speak Futhark's server protocol on stdin and stdout\n"
          "                      (commands one a line; see docs/c-api.md)\n"
          "  --batch FILE        run the cases listed in FILE, one a line: ENTRY, input\n"
          "                      file, result file, error file and -t file (or empty),\n"
          "                      separated by tabs; prints \"done K STATUS\" after case\n"
          "                      K (runic test runs a program's cases so)\n"
          "  -h, --help          print this help, then exit\n"
          "\n"
          "Without -d/-p the first GPU of any platform is used, else the first device.\n"
          "Errors are printed as \"error: ...\" on stderr with exit code 1.\n");
}

static int rn_main_error(const char *fmt, const char *a, const char *b) {
  fprintf(stderr, "error: ");
  fprintf(stderr, fmt, a, b);
  fputc('\n', stderr);
  return 1;
}

/* Releases the device buffers of one run's inputs and outputs, each once
 * (an entry may return one of its inputs, or one buffer twice). */
static void rn_release_run(rn_ctx *ctx, rn_arg *args, int n) {
  int i, j;
  for (i = 0; i < n; i++) {
    if (args[i].mem == NULL) continue;
    for (j = 0; j < i; j++)
      if (args[j].mem == args[i].mem) break;
    if (j == i) rn_release(ctx, args[i].mem);
  }
  for (i = 0; i < n; i++) args[i].mem = NULL;
}

/* What one run of an entry point prints and where (rn_run_case). */
typedef struct {
  const char *entry_name;
  int binary, runs;
  int warmup;                          /* -r given: one uncounted run first */
  int no_print;                        /* -n: results are not printed */
  const char *times_file, *split_file; /* -t, -T, or NULL */
  int profile;                         /* -P */
  FILE *in, *out, *err;                /* its inputs, results and errors */
} rn_case;

/* Runs one case: reads the entry's inputs from c->in, runs it c->runs
 * times and writes the last run's results to c->out, or "error: ..." to
 * c->err.  *ctxp is the OpenCL context: created here at the first case
 * that reaches the device, and kept for the next case (the caller frees
 * it).  Returns 0, or 1 after an error. */
static int rn_run_case(rn_ctx **ctxp, const rn_config *cfg, const rn_case *c,
                       const rn_entry_info *entries, int num_entries, const char *opencl_source,
                       const char *const *error_messages, int num_error_messages) {
  const rn_entry_info *entry = NULL;
  rn_value *inputs = NULL, *outputs = NULL;
  rn_arg *args = NULL; /* inputs then outputs */
  rn_arg *kept = NULL; /* inputs uploaded once */
  double *times = NULL, *entry_times = NULL, *device_times = NULL, *marker_times = NULL;
  rn_ctx *ctx = *ctxp;
  rn_reader *reader = NULL;
  char err[1024];
  int i, run, runs = c->runs, status = 1;
  FILE *ferr = c->err;

  for (i = 0; i < num_entries; i++)
    if (strcmp(entries[i].name, c->entry_name) == 0) entry = &entries[i];
  if (entry == NULL) {
    fprintf(ferr, "error: no entry point '%s'; entry points: ", c->entry_name);
    for (i = 0; i < num_entries; i++) fprintf(ferr, "%s%s", i ? ", " : "", entries[i].name);
    fputc('\n', ferr);
    return 1;
  }

  inputs = (rn_value *)calloc((size_t)entry->num_inputs + 1, sizeof(rn_value));
  outputs = (rn_value *)calloc((size_t)entry->num_outputs + 1, sizeof(rn_value));
  args = (rn_arg *)calloc((size_t)(entry->num_inputs + entry->num_outputs) + 1, sizeof(rn_arg));
  /* Run r's times at index r; with a warm-up run, index 0 is its. */
  runs += c->warmup;
  times = (double *)calloc((size_t)runs, sizeof(double));
  entry_times = (double *)calloc((size_t)runs, sizeof(double));
  device_times = (double *)calloc((size_t)runs, sizeof(double));
  marker_times = (double *)calloc((size_t)runs, sizeof(double));
  reader = rn_reader_file(c->in);
  if (inputs == NULL || outputs == NULL || args == NULL || times == NULL || entry_times == NULL || device_times == NULL || marker_times == NULL ||
      reader == NULL) {
    fprintf(ferr, "error: out of host memory\n");
    goto done;
  }

  /* Inputs. */
  for (i = 0; i < entry->num_inputs; i++) {
    const rn_type_info *t = &entry->inputs[i];
    if (rn_read_value(reader, t->type, t->rank, &inputs[i], err, sizeof err) != 0) {
      char ty[64];
      rn_type_string(t->type, t->rank, ty, sizeof ty);
      fprintf(ferr, "error: reading argument %d of entry '%s' (%s): %s\n", i + 1,
              entry->name, ty, err);
      goto done;
    }
  }
  if (!rn_reader_at_end(reader)) {
    fprintf(ferr,
            "error: unexpected input after the last argument of entry '%s' (it takes %d "
            "argument%s)\n",
            entry->name, entry->num_inputs, entry->num_inputs == 1 ? "" : "s");
    goto done;
  }

  /* Device. */
  if (ctx == NULL) {
    char *cerr = NULL;
    ctx = rn_ctx_new(cfg, opencl_source, &cerr);
    if (ctx == NULL) {
      fprintf(ferr, "error: %s\n", cerr ? cerr : "cannot initialise OpenCL");
      free(cerr);
      goto done;
    }
    *ctxp = ctx;
  }

  /* Inputs that the entry point does not consume are uploaded once and
   * kept for every run (as a library user calls an entry point again on the
   * same arrays); consumed (unique) ones are uploaded before each run. */
  kept = (rn_arg *)calloc((size_t)entry->num_inputs + 1, sizeof(rn_arg));
  if (kept == NULL) {
    fprintf(ferr, "error: out of host memory\n");
    goto done;
  }
  for (i = 0; i < entry->num_inputs; i++)
    if (!entry->inputs[i].unique && rn_upload(ctx, &inputs[i], &kept[i])) {
      const char *m = rn_ctx_error(ctx);
      fprintf(ferr, "error: %s\n", m ? m : "cannot upload the inputs");
      goto done;
    }

  /* Runs.  With -T a run is two executions of the entry point: the first
   * timed by the host clock alone, the second by the device clock (events
   * on its commands and markers around it cost the host time, so they stay
   * out of the first). */
  for (run = 0; run < runs; run++) {
    int pass, passes = c->split_file != NULL ? 2 : 1;
    for (pass = 0; pass < passes; pass++) {
      rn_arg *in = args, *out = args + entry->num_inputs;
      double t0;
      int failed = 0, nargs = entry->num_inputs + entry->num_outputs, clocked = pass == 1;
      memset(args, 0, sizeof(rn_arg) * (size_t)nargs);
      for (i = 0; i < entry->num_inputs && !failed; i++) {
        if (entry->inputs[i].unique) failed = rn_upload(ctx, &inputs[i], &in[i]);
        else in[i] = kept[i];
      }
      /* A blocking write may return before the device has the data (the
       * driver stages it): wait, so that the timer measures the entry alone. */
      if (!failed) failed = rn_sync(ctx);
      if (!failed && clocked) failed = rn_clock_start(ctx);
      if (!failed) {
        t0 = rn_now_us();
        failed = entry->fn(ctx, in, out);
        if (clocked) {
          if (!failed) failed = rn_clock_stop(ctx, &device_times[run], &marker_times[run]);
        } else {
          entry_times[run] = rn_now_us() - t0;
          if (!failed) failed = rn_sync(ctx);
          times[run] = rn_now_us() - t0;
        }
        if (!failed) failed = rn_sync(ctx);
      }
      if (!failed) failed = rn_check_errors(ctx, error_messages, num_error_messages);
      if (!failed && run == runs - 1 && pass == passes - 1 && !c->no_print)
        for (i = 0; i < entry->num_outputs && !failed; i++)
          failed = rn_download(ctx, &out[i], entry->outputs[i], &outputs[i]);
      /* kept inputs stay for the next run */
      for (i = 0; i < entry->num_inputs; i++)
        if (!entry->inputs[i].unique) in[i].mem = NULL;
      rn_release_run(ctx, args, nargs);
      if (failed) {
        const char *m = rn_ctx_error(ctx);
        fprintf(ferr, "error: %s\n", m ? m : "entry point failed");
        goto done;
      }
    }
  }

  if (c->times_file != NULL) {
    FILE *f = fopen(c->times_file, "w");
    if (f == NULL) {
      fprintf(ferr, "error: cannot write %s\n", c->times_file);
      goto done;
    }
    for (run = c->warmup; run < runs; run++) fprintf(f, "%.0f\n", times[run]);
    fclose(f);
  }
  if (c->split_file != NULL) {
    FILE *f = fopen(c->split_file, "w");
    if (f == NULL) {
      fprintf(ferr, "error: cannot write %s\n", c->split_file);
      goto done;
    }
    for (run = c->warmup; run < runs; run++) fprintf(f, "%.1f %.1f %.1f %.1f\n", entry_times[run], times[run], device_times[run],
                                     marker_times[run]);
    fclose(f);
  }
  for (i = 0; i < entry->num_outputs && !c->no_print; i++) {
    rn_write_value(c->out, &outputs[i], c->binary);
    if (!c->binary) fputc('\n', c->out);
  }
  if (fflush(c->out) != 0) {
    fprintf(ferr, "error: cannot write the results\n");
    goto done;
  }
  if (c->profile) rn_report(ctx, ferr);
  status = 0;

done:
  if (inputs != NULL)
    for (i = 0; i < entry->num_inputs; i++) rn_value_free(&inputs[i]);
  if (outputs != NULL)
    for (i = 0; i < entry->num_outputs; i++) rn_value_free(&outputs[i]);
  free(inputs);
  free(outputs);
  free(args);
  if (kept != NULL && ctx != NULL)
    for (i = 0; i < entry->num_inputs; i++) rn_arg_release(ctx, &kept[i]);
  free(kept);
  free(times);
  free(entry_times);
  free(device_times);
  free(marker_times);
  rn_reader_free(reader);
  return status;
}

/* --batch FILE: the cases of FILE, one a line, in one process (runic test
 * runs all of a program's cases so: one process start, one OpenCL context
 * and program build instead of one per case).  A line is five fields
 * separated by tabs: ENTRY, the input file, the result file, the error
 * file, and the -t times file (empty for none).  Each case reads, writes
 * and reports as a process of its own with -e ENTRY < IN > OUT 2> ERR
 * would; after it, "done K STATUS" (K from 1, STATUS 0 or 1) goes to
 * stdout, flushed, so that a caller whose process died or was stopped
 * knows which cases finished.  After a failed case the context is made
 * anew for the next (a run-time error leaves its buffers and queue as they
 * were).  Exits 0 when every line was run, 1 when FILE cannot be read or a
 * line is malformed. */
static int rn_run_batch(const char *batch_file, const rn_config *cfg, const rn_case *proto,
                        const rn_entry_info *entries, int num_entries, const char *opencl_source,
                        const char *const *error_messages, int num_error_messages) {
  FILE *bf = fopen(batch_file, "r");
  rn_ctx *ctx = NULL;
  char line[8192];
  int k = 0, status = 0;
  if (bf == NULL) return rn_main_error("cannot read the batch file %s%s", batch_file, "");
  while (fgets(line, sizeof line, bf) != NULL) {
    char *field[5];
    int n = 0, failed;
    char *p = line;
    rn_case c = *proto;
    size_t len = strlen(line);
    if (len > 0 && line[len - 1] == '\n') line[--len] = 0;
    if (len == 0) continue;
    k++;
    field[n++] = p;
    while (*p && n < 5) {
      if (*p == '\t') {
        *p = 0;
        field[n++] = p + 1;
      }
      p++;
    }
    if (n != 5) {
      char num[32];
      snprintf(num, sizeof num, "%d", k);
      status = rn_main_error("batch file %s, case %s: expected 5 tab-separated fields", batch_file, num);
      break;
    }
    c.entry_name = field[0];
    c.times_file = field[4][0] ? field[4] : NULL;
    c.in = fopen(field[1], "rb");
    c.out = fopen(field[2], "wb");
    c.err = fopen(field[3], "wb");
    if (c.in == NULL || c.out == NULL || c.err == NULL) {
      if (c.in) fclose(c.in);
      if (c.out) fclose(c.out);
      if (c.err) fclose(c.err);
      status = rn_main_error("cannot open the files of batch case %s (%s)", field[0], field[1]);
      break;
    }
    failed = rn_run_case(&ctx, cfg, &c, entries, num_entries, opencl_source, error_messages,
                         num_error_messages);
    if (fclose(c.out) != 0 && !failed) {
      fprintf(c.err, "error: cannot write the results\n");
      failed = 1;
    }
    fclose(c.in);
    fclose(c.err);
    if (failed && ctx != NULL) {
      rn_ctx_free(ctx);
      ctx = NULL;
    } else if (ctx != NULL) {
      /* The pool's buffers go back too (opencl.c, pasted before this file),
       * so that the process holds no more for a case than it would alone. */
      rn_pool_flush(ctx);
    }
    printf("done %d %d\n", k, failed);
    fflush(stdout);
  }
  fclose(bf);
  rn_ctx_free(ctx);
  return status;
}

/* ------------------------------------------------------------- --server
 *
 * Futhark's server protocol (server-protocol.rst): commands one a line on
 * stdin, answers on stdout, "%%% OK" after each (and once at start-up),
 * "%%% FAILURE" and a message before it when a command fails.  Variables
 * hold host values of the types the executable's entry points take and
 * return: primitives and arrays of primitives (a record or tuple argument
 * is its fields, one variable each, as on the executable's stdin, so the
 * record, sum and zip commands have nothing to work on).  `call` uploads
 * the inputs, runs the entry point and downloads the results. */

typedef struct {
  char *name;
  rn_value v;        /* a primitive or an array of primitives (api < 0) */
  int api;           /* an opaque type of rn_api_types (record, sum, ...), or -1 */
  int nleaves;       /* api >= 0: the value's leaves */
  rn_value *leaves;
} rn_server_var;

/* The source-level types (rn_server_set_api), or none. */
static const rn_api_type *rn_api_types_ = NULL;
static int rn_api_num_types_ = 0;
static const rn_api_entry *rn_api_entries_ = NULL;
static int rn_api_num_entries_ = 0;

void rn_server_set_api(const rn_api_type *types, int num_types, const rn_api_entry *entries, int num_entries) {
  rn_api_types_ = types;
  rn_api_num_types_ = num_types;
  rn_api_entries_ = entries;
  rn_api_num_entries_ = num_entries;
}

static int rn_api_opaque(int t) { return rn_api_types_[t].kind >= RN_API_RECORD; }

/* The type named `name` (first of equal names), or -1. */
static int rn_api_type_named(const char *name) {
  int i;
  for (i = 0; i < rn_api_num_types_; i++)
    if (strcmp(rn_api_types_[i].name, name) == 0) return i;
  return -1;
}

typedef struct {
  rn_ctx *ctx;
  const rn_entry_info *entries;
  int num_entries;
  const char *const *error_messages;
  int num_error_messages;
  const rn_tuning_param *params;
  int num_params;
  rn_server_var *vars;
  int num_vars, cap_vars;
  char failure[1024]; /* the failed command's message */
} rn_server;

static int rn_server_fail(rn_server *s, const char *fmt, const char *a, const char *b) {
  snprintf(s->failure, sizeof s->failure, fmt, a, b);
  return 1;
}

static rn_server_var *rn_server_find(rn_server *s, const char *name) {
  int i;
  for (i = 0; i < s->num_vars; i++)
    if (strcmp(s->vars[i].name, name) == 0) return &s->vars[i];
  return NULL;
}

static const rn_entry_info *rn_server_entry(rn_server *s, const char *name) {
  int i;
  for (i = 0; i < s->num_entries; i++)
    if (strcmp(s->entries[i].name, name) == 0) return &s->entries[i];
  rn_server_fail(s, "unknown entry point: %s%s", name, "");
  return NULL;
}

/* Adds variable `name` holding v (taken over); fails when it exists. */
static int rn_server_add(rn_server *s, const char *name, rn_value *v) {
  if (rn_server_find(s, name) != NULL) {
    rn_value_free(v);
    return rn_server_fail(s, "variable already exists: %s%s", name, "");
  }
  if (s->num_vars == s->cap_vars) {
    int cap = s->cap_vars ? 2 * s->cap_vars : 16;
    rn_server_var *nv = (rn_server_var *)realloc(s->vars, (size_t)cap * sizeof(rn_server_var));
    if (nv == NULL) {
      rn_value_free(v);
      return rn_server_fail(s, "out of host memory%s%s", "", "");
    }
    s->vars = nv;
    s->cap_vars = cap;
  }
  s->vars[s->num_vars].name = (char *)malloc(strlen(name) + 1);
  if (s->vars[s->num_vars].name == NULL) {
    rn_value_free(v);
    return rn_server_fail(s, "out of host memory%s%s", "", "");
  }
  strcpy(s->vars[s->num_vars].name, name);
  s->vars[s->num_vars].v = *v;
  s->vars[s->num_vars].api = -1;
  s->vars[s->num_vars].nleaves = 0;
  s->vars[s->num_vars].leaves = NULL;
  s->num_vars++;
  memset(v, 0, sizeof *v);
  return 0;
}

static void rn_server_free_leaves(rn_value *leaves, int n) {
  int j;
  for (j = 0; j < n; j++) rn_value_free(&leaves[j]);
  free(leaves);
}

/* Adds variable `name` of opaque type t holding `leaves` (taken over). */
static int rn_server_add_opaque(rn_server *s, const char *name, int t, rn_value *leaves) {
  rn_value none;
  memset(&none, 0, sizeof none);
  if (rn_value_alloc(&none, RN_BOOL, 0, NULL) != 0 || rn_server_add(s, name, &none) != 0) {
    rn_server_free_leaves(leaves, rn_api_types_[t].num_leaves);
    return s->failure[0] ? 1 : rn_server_fail(s, "out of host memory%s%s", "", "");
  }
  s->vars[s->num_vars - 1].api = t;
  s->vars[s->num_vars - 1].nleaves = rn_api_types_[t].num_leaves;
  s->vars[s->num_vars - 1].leaves = leaves;
  return 0;
}

static void rn_server_remove(rn_server *s, rn_server_var *var) {
  int i = (int)(var - s->vars);
  free(var->name);
  rn_value_free(&var->v);
  if (var->api >= 0) rn_server_free_leaves(var->leaves, var->nleaves);
  s->vars[i] = s->vars[s->num_vars - 1];
  s->num_vars--;
}

/* A type name without sizes ("[][]f32", "i32") -> element type and rank. */
static int rn_server_parse_type(const char *t, rn_prim *p, int *rank) {
  int r = 0;
  while (t[0] == '[' && t[1] == ']') {
    r++;
    t += 2;
  }
  if (r > RN_MAX_RANK || rn_prim_from_name(t, p) != 0) return 1;
  *rank = r;
  return 0;
}

/* Whether some entry point takes or returns type (p, rank). */
static int rn_server_known_type(rn_server *s, rn_prim p, int rank) {
  int i, k;
  for (i = 0; i < s->num_entries; i++) {
    const rn_entry_info *e = &s->entries[i];
    for (k = 0; k < e->num_inputs; k++)
      if (e->inputs[k].type == p && e->inputs[k].rank == rank) return 1;
    for (k = 0; k < e->num_outputs; k++)
      if (e->outputs[k].type == p && e->outputs[k].rank == rank) return 1;
  }
  return 0;
}

static int rn_server_type_arg(rn_server *s, const char *t, rn_prim *p, int *rank) {
  if (rn_server_parse_type(t, p, rank) != 0) return rn_server_fail(s, "unknown type: %s%s", t, "");
  return 0;
}

/* Parses a non-negative index or size. */
static int rn_server_int(rn_server *s, const char *w, int64_t *out) {
  char *end;
  long long v = strtoll(w, &end, 10);
  if (*w == 0 || *end != 0 || v < 0) return rn_server_fail(s, "not a non-negative integer: %s%s", w, "");
  *out = (int64_t)v;
  return 0;
}

/* A deep copy of v into *out. */
static int rn_server_copy(rn_server *s, const rn_value *v, rn_value *out) {
  if (rn_value_alloc(out, v->type, v->rank, v->shape) != 0) return rn_server_fail(s, "out of host memory%s%s", "", "");
  memcpy(out->data, v->data, (size_t)rn_value_elems(v) * rn_prim_size(v->type));
  return 0;
}

/* The api entry of e, when its types' leaves are e's inputs and outputs. */
static const rn_api_entry *rn_api_entry_of(const rn_entry_info *e) {
  int i, k, ins = 0, outs = 0;
  for (i = 0; i < rn_api_num_entries_; i++) {
    const rn_api_entry *a = &rn_api_entries_[i];
    if (strcmp(a->name, e->name) != 0) continue;
    for (k = 0; k < a->num_params; k++) ins += rn_api_types_[a->params[k]].num_leaves;
    for (k = 0; k < a->num_results; k++) outs += rn_api_types_[a->results[k]].num_leaves;
    return ins == e->num_inputs && outs == e->num_outputs ? a : NULL;
  }
  return NULL;
}

/* The type name of variable v. */
static void rn_server_var_type(const rn_server_var *v, char *buf, size_t len) {
  if (v->api >= 0) snprintf(buf, len, "%s", rn_api_types_[v->api].name);
  else rn_type_string(v->v.type, v->v.rank, buf, len);
}

/* Whether variable v has api type t. */
static int rn_server_has_type(const rn_server_var *v, int t) {
  const rn_api_type *a = &rn_api_types_[t];
  if (!rn_api_opaque(t)) return v->api < 0 && v->v.type == a->leaf_prims[0] && v->v.rank == a->leaf_ranks[0];
  return v->api >= 0 && strcmp(rn_api_types_[v->api].name, a->name) == 0;
}

/* The leaves of variable v: *n of them. */
static rn_value *rn_server_leaves(rn_server_var *v, int *n) {
  if (v->api >= 0) {
    *n = v->nleaves;
    return v->leaves;
  }
  *n = 1;
  return &v->v;
}

/* New variable `name` of api type t from leaves (taken over; a primitive
 * or array type has one). */
static int rn_server_add_typed(rn_server *s, const char *name, int t, rn_value *leaves) {
  if (rn_api_opaque(t)) return rn_server_add_opaque(s, name, t, leaves);
  {
    int r = rn_server_add(s, name, &leaves[0]);
    free(leaves);
    return r;
  }
}

/* Copies the leaves of variables w[0..nv) into a new array of `total`
 * leaves starting at leaf `at` (the rest stay zeroed). */
static int rn_server_gather(rn_server *s, char **w, int nv, rn_value *out, int at) {
  int i, j, n;
  for (i = 0; i < nv; i++) {
    rn_value *ls = rn_server_leaves(rn_server_find(s, w[i]), &n);
    for (j = 0; j < n; j++)
      if (rn_server_copy(s, &ls[j], &out[at++])) return 1;
  }
  return 0;
}

/* Checks that variables w[0..n) exist and have the api types ts[0..n). */
static int rn_server_check_args(rn_server *s, const char *cmd, char **w, const int *ts, int n) {
  int i;
  for (i = 0; i < n; i++) {
    rn_server_var *v = rn_server_find(s, w[i]);
    char got[256];
    if (v == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[i], "");
    if (!rn_server_has_type(v, ts[i])) {
      rn_server_var_type(v, got, sizeof got);
      snprintf(s->failure, sizeof s->failure, "%s: %s has type %s, but %s was expected", cmd, w[i], got,
               rn_api_types_[ts[i]].name);
      return 1;
    }
  }
  return 0;
}

static int rn_server_call(rn_server *s, char **w, int n) {
  const rn_entry_info *e;
  const rn_api_entry *ae;
  rn_arg *args;
  rn_value *outs;
  int i, failed = 0, nargs;
  if (n < 2 || (e = rn_server_entry(s, w[1])) == NULL) return n < 2 ? rn_server_fail(s, "call: no entry point%s%s", "", "") : 1;
  if ((ae = rn_api_entry_of(e)) != NULL) {
    /* Source-level types: one variable per parameter and result, each
     * holding its leaves; the entry function takes and returns leaves. */
    int at = 0, j, nl;
    if (n != 2 + ae->num_results + ae->num_params) {
      char want[64];
      snprintf(want, sizeof want, "%d outputs and %d inputs", ae->num_results, ae->num_params);
      return rn_server_fail(s, "call %s: expected %s", e->name, want);
    }
    for (i = 0; i < ae->num_results; i++)
      if (rn_server_find(s, w[2 + i]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[2 + i], "");
    if (rn_server_check_args(s, "call", w + 2 + ae->num_results, ae->params, ae->num_params)) return 1;
    nargs = e->num_inputs + e->num_outputs;
    args = (rn_arg *)calloc((size_t)nargs + 1, sizeof(rn_arg));
    outs = (rn_value *)calloc((size_t)e->num_outputs + 1, sizeof(rn_value));
    if (args == NULL || outs == NULL) {
      free(args);
      free(outs);
      return rn_server_fail(s, "out of host memory%s%s", "", "");
    }
    for (i = 0; i < ae->num_params && !failed; i++) {
      rn_value *ls = rn_server_leaves(rn_server_find(s, w[2 + ae->num_results + i]), &nl);
      for (j = 0; j < nl && !failed; j++) failed = rn_upload(s->ctx, &ls[j], &args[at++]);
    }
    if (!failed) failed = e->fn(s->ctx, args, args + e->num_inputs);
    if (!failed) failed = rn_sync(s->ctx);
    if (!failed) failed = rn_check_errors(s->ctx, s->error_messages, s->num_error_messages);
    for (i = 0; i < e->num_outputs && !failed; i++)
      failed = rn_download(s->ctx, &args[e->num_inputs + i], e->outputs[i], &outs[i]);
    rn_release_run(s->ctx, args, nargs);
    free(args);
    if (failed) {
      const char *m = rn_ctx_error(s->ctx);
      for (i = 0; i < e->num_outputs; i++) rn_value_free(&outs[i]);
      free(outs);
      return rn_server_fail(s, "%s%s", m ? m : "the entry point failed", "");
    }
    at = 0;
    for (i = 0; i < ae->num_results; i++) {
      int t = ae->results[i], k = rn_api_types_[t].num_leaves;
      rn_value *ls = (rn_value *)calloc((size_t)k + 1, sizeof(rn_value));
      if (ls == NULL) {
        failed = rn_server_fail(s, "out of host memory%s%s", "", "");
        break;
      }
      memcpy(ls, outs + at, (size_t)k * sizeof(rn_value));
      memset(outs + at, 0, (size_t)k * sizeof(rn_value));
      at += k;
      if (!failed) failed = rn_server_add_typed(s, w[2 + i], t, ls);
      else rn_server_free_leaves(ls, k);
    }
    for (i = 0; i < e->num_outputs; i++) rn_value_free(&outs[i]);
    free(outs);
    return failed;
  }
  if (n != 2 + e->num_outputs + e->num_inputs) {
    char want[64];
    snprintf(want, sizeof want, "%d outputs and %d inputs", e->num_outputs, e->num_inputs);
    return rn_server_fail(s, "call %s: expected %s", e->name, want);
  }
  for (i = 0; i < e->num_outputs; i++)
    if (rn_server_find(s, w[2 + i]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[2 + i], "");
  for (i = 0; i < e->num_inputs; i++) {
    rn_server_var *v = rn_server_find(s, w[2 + e->num_outputs + i]);
    char want[64], got[64];
    if (v == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[2 + e->num_outputs + i], "");
    if (v->api >= 0 || v->v.type != e->inputs[i].type || v->v.rank != e->inputs[i].rank) {
      rn_type_string(e->inputs[i].type, e->inputs[i].rank, want, sizeof want);
      rn_server_var_type(v, got, sizeof got);
      snprintf(s->failure, sizeof s->failure, "call %s: input %d (%s) has type %s, but %s was expected", e->name, i + 1,
               v->name, got, want);
      return 1;
    }
  }
  nargs = e->num_inputs + e->num_outputs;
  args = (rn_arg *)calloc((size_t)nargs + 1, sizeof(rn_arg));
  outs = (rn_value *)calloc((size_t)e->num_outputs + 1, sizeof(rn_value));
  if (args == NULL || outs == NULL) {
    free(args);
    free(outs);
    return rn_server_fail(s, "out of host memory%s%s", "", "");
  }
  for (i = 0; i < e->num_inputs && !failed; i++)
    failed = rn_upload(s->ctx, &rn_server_find(s, w[2 + e->num_outputs + i])->v, &args[i]);
  if (!failed) failed = e->fn(s->ctx, args, args + e->num_inputs);
  if (!failed) failed = rn_sync(s->ctx);
  if (!failed) failed = rn_check_errors(s->ctx, s->error_messages, s->num_error_messages);
  for (i = 0; i < e->num_outputs && !failed; i++)
    failed = rn_download(s->ctx, &args[e->num_inputs + i], e->outputs[i], &outs[i]);
  rn_release_run(s->ctx, args, nargs);
  if (failed) {
    const char *m = rn_ctx_error(s->ctx);
    rn_server_fail(s, "%s%s", m ? m : "the entry point failed", "");
  }
  for (i = 0; i < e->num_outputs; i++) {
    if (!failed) failed = rn_server_add(s, w[2 + i], &outs[i]);
    else rn_value_free(&outs[i]);
  }
  free(args);
  free(outs);
  return failed;
}

static int rn_server_restore(rn_server *s, char **w, int n) {
  FILE *f;
  rn_reader *r;
  int i, failed = 0;
  char err[512];
  if (n < 2 || n % 2 != 0) return rn_server_fail(s, "restore: expected a file and pairs of variable and type%s%s", "", "");
  for (i = 2; i < n; i += 2) {
    rn_prim p;
    int rank, t = rn_api_type_named(w[i + 1]);
    if (rn_server_find(s, w[i]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[i], "");
    if (t >= 0 && rn_api_opaque(t)) continue;
    if (rn_server_type_arg(s, w[i + 1], &p, &rank)) return 1;
  }
  f = fopen(w[1], "rb");
  if (f == NULL) return rn_server_fail(s, "cannot read %s%s", w[1], "");
  r = rn_reader_file(f);
  for (i = 2; i < n && !failed && r != NULL; i += 2) {
    rn_prim p = RN_I32;
    int rank = 0;
    rn_value v;
    int t = rn_api_type_named(w[i + 1]);
    if (t >= 0 && rn_api_opaque(t)) {
      /* An opaque value: its leaves, one after another (as `store` writes). */
      const rn_api_type *a = &rn_api_types_[t];
      rn_value *ls = (rn_value *)calloc((size_t)a->num_leaves + 1, sizeof(rn_value));
      int j;
      if (ls == NULL) {
        failed = rn_server_fail(s, "out of host memory%s%s", "", "");
        break;
      }
      for (j = 0; j < a->num_leaves && !failed; j++)
        if (rn_read_value(r, a->leaf_prims[j], a->leaf_ranks[j], &ls[j], err, sizeof err) != 0) {
          snprintf(s->failure, sizeof s->failure, "restore %s: variable %s (leaf %d of %s): %s", w[1], w[i], j + 1,
                   a->name, err);
          failed = 1;
        }
      if (failed) rn_server_free_leaves(ls, a->num_leaves);
      else failed = rn_server_add_opaque(s, w[i], t, ls);
      continue;
    }
    rn_server_parse_type(w[i + 1], &p, &rank);
    if (rn_read_value(r, p, rank, &v, err, sizeof err) != 0) {
      snprintf(s->failure, sizeof s->failure, "restore %s: variable %s: %s", w[1], w[i], err);
      failed = 1;
    } else {
      failed = rn_server_add(s, w[i], &v);
    }
  }
  if (r == NULL) failed = rn_server_fail(s, "out of host memory%s%s", "", "");
  rn_reader_free(r);
  fclose(f);
  return failed;
}

static int rn_server_store(rn_server *s, char **w, int n) {
  FILE *f;
  int i;
  if (n < 2) return rn_server_fail(s, "store: expected a file and variables%s%s", "", "");
  for (i = 2; i < n; i++)
    if (rn_server_find(s, w[i]) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[i], "");
  f = fopen(w[1], "wb");
  if (f == NULL) return rn_server_fail(s, "cannot write %s%s", w[1], "");
  for (i = 2; i < n; i++) {
    int k, nl;
    rn_value *ls = rn_server_leaves(rn_server_find(s, w[i]), &nl);
    for (k = 0; k < nl; k++) rn_write_value(f, &ls[k], 1);
  }
  if (fclose(f) != 0) return rn_server_fail(s, "cannot write %s%s", w[1], "");
  return 0;
}

/* The offset in v's elements of the indices w[0..n) (n must be v's rank)
 * in *offset, and the element as a new scalar in *out unless out is NULL. */
static int rn_server_slice(rn_server *s, const rn_value *v, char **w, int n, rn_value *out, int64_t *offset) {
  int64_t off = 0, idx;
  int d;
  if (n != v->rank) {
    char want[32];
    snprintf(want, sizeof want, "%d", v->rank);
    return rn_server_fail(s, "expected %s indices%s", want, "");
  }
  for (d = 0; d < n; d++) {
    if (rn_server_int(s, w[d], &idx)) return 1;
    if (idx >= v->shape[d]) return rn_server_fail(s, "index %s out of bounds%s", w[d], "");
    off = off * v->shape[d] + idx;
  }
  *offset = off;
  if (out != NULL) {
    if (rn_value_alloc(out, v->type, 0, NULL) != 0) return rn_server_fail(s, "out of host memory%s%s", "", "");
    memcpy(out->data, (const char *)v->data + off * (int64_t)rn_prim_size(v->type), rn_prim_size(v->type));
  }
  return 0;
}

/* The number of leaves of api type t. */
static int rn_api_leaves(int t) { return rn_api_types_[t].num_leaves; }

/* A blank leaf: a zero scalar, or an empty array (the payloads of a sum's
 * other variants, as the library makes them). */
static int rn_server_blank(rn_server *s, rn_prim p, int rank, rn_value *out) {
  static const int64_t zeros[RN_MAX_RANK] = {0};
  if (rn_value_alloc(out, p, rank, zeros) != 0) return rn_server_fail(s, "out of host memory%s%s", "", "");
  if (rank == 0) memset(out->data, 0, rn_prim_size(p));
  return 0;
}

/* The record, sum and zip commands, and `attributes` (server-protocol.rst,
 * "Record Commands", "Sum Commands", "zip"/"unzip"). */
static int rn_server_opaque_command(rn_server *s, char **w, int n) {
  const char *c = w[0];
  const rn_api_type *a;
  rn_server_var *v;
  rn_value *ls;
  int t, i, j, at, total;
  if (strcmp(c, "attributes") == 0) {
    if (n != 2) return rn_server_fail(s, "attributes: expected an entry point%s%s", "", "");
    for (i = 0; i < rn_api_num_entries_; i++)
      if (strcmp(rn_api_entries_[i].name, w[1]) == 0) {
        for (j = 0; j < rn_api_entries_[i].num_attributes; j++) printf("%s\n", rn_api_entries_[i].attributes[j]);
        return 0;
      }
    if (rn_server_entry(s, w[1]) == NULL) return 1;
    return 0;
  }
  if (rn_api_num_types_ == 0)
    return rn_server_fail(s, "%s: this program has no record or sum types at its entry points%s", c, "");
  /* Commands on a type: fields, variants, new, construct, zip. */
  if (strcmp(c, "fields") == 0 || strcmp(c, "variants") == 0 || strcmp(c, "new") == 0 || strcmp(c, "zip") == 0 ||
      strcmp(c, "construct") == 0) {
    int on_type = c[0] == 'f' || c[0] == 'v'; /* the type is w[1], else w[2] */
    if (n < (on_type ? 2 : 3)) return rn_server_fail(s, "%s: expected a type%s", c, "");
    if ((t = rn_api_type_named(w[on_type ? 1 : 2])) < 0) return rn_server_fail(s, "unknown type: %s%s", w[on_type ? 1 : 2], "");
    a = &rn_api_types_[t];
    if (c[0] == 'f' || c[0] == 'n' || c[0] == 'z') {
      int rec_array = a->kind == RN_API_RECORD_ARRAY;
      if (a->kind != RN_API_RECORD && !rec_array) return rn_server_fail(s, "not a record type: %s%s", a->name, "");
      if (c[0] == 'z' && !rec_array) return rn_server_fail(s, "zip: not an array of records: %s%s", a->name, "");
      if (c[0] == 'n' && rec_array) return rn_server_fail(s, "new: %s is an array of records (use zip)%s", a->name, "");
      if (c[0] == 'f') {
        for (i = 0; i < a->num_fields; i++) printf("%s %s\n", a->field_names[i], rn_api_types_[a->field_types[i]].name);
        return 0;
      }
      if (n != 3 + a->num_fields) {
        char want[32];
        snprintf(want, sizeof want, "%d", a->num_fields);
        return rn_server_fail(s, "%s: expected a variable for each of the %s fields", c, want);
      }
      if (rn_server_find(s, w[1]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[1], "");
      if (rn_server_check_args(s, c, w + 3, a->field_types, a->num_fields)) return 1;
      if (rec_array) {
        /* The fields' arrays must agree on the outer dimensions. */
        int nl0;
        rn_value *l0 = rn_server_leaves(rn_server_find(s, w[3]), &nl0);
        for (i = 1; i < a->num_fields; i++) {
          int nl;
          rn_value *li = rn_server_leaves(rn_server_find(s, w[3 + i]), &nl);
          for (j = 0; j < a->rank; j++)
            if (nl0 == 0 || nl == 0 || li[0].shape[j] != l0[0].shape[j])
              return rn_server_fail(s, "zip: the arrays %s and %s differ in size", w[3], w[3 + i]);
        }
      }
      ls = (rn_value *)calloc((size_t)a->num_leaves + 1, sizeof(rn_value));
      if (ls == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
      if (rn_server_gather(s, w + 3, a->num_fields, ls, 0)) {
        rn_server_free_leaves(ls, a->num_leaves);
        return 1;
      }
      return rn_server_add_opaque(s, w[1], t, ls);
    }
    if (a->kind != RN_API_SUM) return rn_server_fail(s, "not a sum type: %s%s", a->name, "");
    if (c[0] == 'v') {
      for (i = 0; i < a->num_variants; i++) {
        printf("%s\n", a->variant_names[i]);
        for (j = a->variant_first[i]; j < a->variant_first[i + 1]; j++)
          printf("- %s\n", rn_api_types_[a->variant_payloads[j]].name);
      }
      return 0;
    }
    /* construct V0 TYPE VARIANT V1 .. VN */
    if (n < 4) return rn_server_fail(s, "construct: expected a variable, a type and a variant%s%s", "", "");
    for (i = 0; i < a->num_variants; i++)
      if (strcmp(a->variant_names[i], w[3]) == 0) break;
    if (i == a->num_variants) return rn_server_fail(s, "construct: %s has no variant %s", a->name, w[3]);
    if (n != 4 + a->variant_first[i + 1] - a->variant_first[i])
      return rn_server_fail(s, "construct: wrong number of payload values for %s%s", w[3], "");
    if (rn_server_find(s, w[1]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[1], "");
    if (rn_server_check_args(s, c, w + 4, a->variant_payloads + a->variant_first[i], n - 4)) return 1;
    ls = (rn_value *)calloc((size_t)a->num_leaves + 1, sizeof(rn_value));
    if (ls == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
    /* Leaf 0 is the tag; then every variant's payload leaves in order. */
    at = 1;
    for (j = 0; j < a->variant_first[i]; j++) at += rn_api_leaves(a->variant_payloads[j]);
    total = at;
    for (j = a->variant_first[i]; j < a->variant_first[i + 1]; j++) total += rn_api_leaves(a->variant_payloads[j]);
    {
      int failed = rn_server_blank(s, a->leaf_prims[0], 0, &ls[0]);
      for (j = 1; j < a->num_leaves && !failed; j++)
        if (j < at || j >= total) failed = rn_server_blank(s, a->leaf_prims[j], a->leaf_ranks[j], &ls[j]);
      if (!failed) failed = rn_server_gather(s, w + 4, n - 4, ls, at);
      if (failed) {
        rn_server_free_leaves(ls, a->num_leaves);
        return 1;
      }
    }
    *(uint8_t *)ls[0].data = (uint8_t)i; /* the tag (u8, as the Core IR keeps it) */
    return rn_server_add_opaque(s, w[1], t, ls);
  }
  /* Commands on a variable: project, unzip, destruct, variant. */
  if (n < 2) return rn_server_fail(s, "%s: expected a variable%s", c, "");
  {
    const char *src = strcmp(c, "project") == 0 ? (n == 4 ? w[2] : NULL) : w[1];
    if (src == NULL) return rn_server_fail(s, "project: expected two variables and a field%s%s", "", "");
    if ((v = rn_server_find(s, src)) == NULL) return rn_server_fail(s, "unknown variable: %s%s", src, "");
  }
  if (v->api < 0) return rn_server_fail(s, "%s: %s is not a record or sum", c, v->name);
  t = v->api;
  a = &rn_api_types_[t];
  if (strcmp(c, "project") == 0 || strcmp(c, "unzip") == 0) {
    int first = 0, last = a->num_fields; /* the fields wanted */
    const char *const *outs = c[0] == 'p' ? (const char *const *)w + 1 : (const char *const *)w + 2;
    if (a->kind != RN_API_RECORD && a->kind != RN_API_RECORD_ARRAY)
      return rn_server_fail(s, "%s: %s is not a record", c, v->name);
    if (c[0] == 'u' && a->kind != RN_API_RECORD_ARRAY)
      return rn_server_fail(s, "unzip: %s is not an array of records%s", v->name, "");
    if (c[0] == 'p') {
      for (first = 0; first < a->num_fields; first++)
        if (strcmp(a->field_names[first], w[3]) == 0) break;
      if (first == a->num_fields) return rn_server_fail(s, "project: %s has no field %s", a->name, w[3]);
      last = first + 1;
    } else if (n != 2 + a->num_fields) {
      return rn_server_fail(s, "unzip: expected a variable for each field of %s%s", a->name, "");
    }
    for (i = first; i < last; i++)
      if (rn_server_find(s, outs[i - first]) != NULL)
        return rn_server_fail(s, "variable already exists: %s%s", outs[i - first], "");
    at = 0;
    for (i = 0; i < first; i++) at += rn_api_leaves(a->field_types[i]);
    for (i = first; i < last; i++) {
      int ft = a->field_types[i], k = rn_api_leaves(ft);
      ls = (rn_value *)calloc((size_t)k + 1, sizeof(rn_value));
      if (ls == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
      for (j = 0; j < k; j++)
        if (rn_server_copy(s, &v->leaves[at + j], &ls[j])) {
          rn_server_free_leaves(ls, k);
          return 1;
        }
      at += k;
      if (rn_server_add_typed(s, outs[i - first], ft, ls)) return 1;
      v = rn_server_find(s, w[c[0] == 'p' ? 2 : 1]); /* the table may have moved */
    }
    return 0;
  }
  if (a->kind != RN_API_SUM) return rn_server_fail(s, "%s: %s is not a sum", c, v->name);
  {
    int tag = (int)*(const uint8_t *)v->leaves[0].data;
    if (tag >= a->num_variants) return rn_server_fail(s, "%s: %s holds no variant", c, v->name);
    if (strcmp(c, "variant") == 0) {
      printf("%s\n", a->variant_names[tag]);
      return 0;
    }
    if (n != 2 + a->variant_first[tag + 1] - a->variant_first[tag])
      return rn_server_fail(s, "destruct: expected a variable for each payload value of %s%s", a->variant_names[tag], "");
    for (i = 2; i < n; i++)
      if (rn_server_find(s, w[i]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[i], "");
    at = 1;
    for (j = 0; j < a->variant_first[tag]; j++) at += rn_api_leaves(a->variant_payloads[j]);
    for (i = 0; i < n - 2; i++) {
      int pt = a->variant_payloads[a->variant_first[tag] + i], k = rn_api_leaves(pt);
      ls = (rn_value *)calloc((size_t)k + 1, sizeof(rn_value));
      if (ls == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
      for (j = 0; j < k; j++)
        if (rn_server_copy(s, &v->leaves[at + j], &ls[j])) {
          rn_server_free_leaves(ls, k);
          return 1;
        }
      at += k;
      if (rn_server_add_typed(s, w[2 + i], pt, ls)) return 1;
      v = rn_server_find(s, w[1]);
    }
    return 0;
  }
}

/* `index V0 V1 I0 ..` on an array of records or sums V1: the element's
 * leaves are the slices of V1's leaves at the indices. */
static int rn_server_index_opaque(rn_server *s, const char *to, rn_server_var *v, char **w, int n) {
  const rn_api_type *a = &rn_api_types_[v->api];
  int64_t off = 0, idx;
  rn_value *ls;
  int d, j, k;
  if (a->kind != RN_API_RECORD_ARRAY && a->kind != RN_API_OPAQUE_ARRAY)
    return rn_server_fail(s, "index: %s is not an array%s", v->name, "");
  if (n != a->rank) return rn_server_fail(s, "index: expected as many indices as %s has dimensions%s", a->name, "");
  for (d = 0; d < n; d++) {
    if (rn_server_int(s, w[d], &idx)) return 1;
    if (v->nleaves == 0 || idx >= v->leaves[0].shape[d]) return rn_server_fail(s, "index %s out of bounds%s", w[d], "");
    off = off * v->leaves[0].shape[d] + idx;
  }
  k = rn_api_leaves(a->elem);
  if (k != v->nleaves) return rn_server_fail(s, "index: the leaves of %s do not match its element type%s", a->name, "");
  ls = (rn_value *)calloc((size_t)k + 1, sizeof(rn_value));
  if (ls == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
  for (j = 0; j < k; j++) {
    const rn_value *l = &v->leaves[j];
    int64_t inner = 1;
    size_t bytes;
    for (d = n; d < l->rank; d++) inner *= l->shape[d];
    if (rn_value_alloc(&ls[j], l->type, l->rank - n, l->shape + n) != 0) {
      rn_server_free_leaves(ls, k);
      return rn_server_fail(s, "out of host memory%s%s", "", "");
    }
    bytes = (size_t)inner * rn_prim_size(l->type);
    memcpy(ls[j].data, (const char *)l->data + (size_t)off * bytes, bytes);
  }
  return rn_server_add_typed(s, to, a->elem, ls);
}

/* Runs one command (words w[0..n)); prints its answer; 0 or 1 (failed,
 * with s->failure set). */
static int rn_server_command(rn_server *s, char **w, int n) {
  const char *c = w[0];
  const rn_entry_info *e;
  rn_server_var *v;
  rn_prim p;
  int i, k, rank;
  char ty[64];
  if (strcmp(c, "entry_points") == 0) {
    for (i = 0; i < s->num_entries; i++) printf("%s\n", s->entries[i].name);
    return 0;
  }
  if (strcmp(c, "types") == 0 && rn_api_num_types_ > 0) {
    for (i = 0; i < rn_api_num_types_; i++)
      if (rn_api_type_named(rn_api_types_[i].name) == i) printf("%s\n", rn_api_types_[i].name);
    return 0;
  }
  if (strcmp(c, "types") == 0) {
    for (rank = 0; rank <= RN_MAX_RANK; rank++)
      for (k = RN_I8; k <= RN_BOOL; k++)
        if (rn_server_known_type(s, (rn_prim)k, rank)) {
          rn_type_string((rn_prim)k, rank, ty, sizeof ty);
          printf("%s\n", ty);
        }
    return 0;
  }
  if (strcmp(c, "call") == 0) return rn_server_call(s, w, n);
  if (strcmp(c, "restore") == 0) return rn_server_restore(s, w, n);
  if (strcmp(c, "store") == 0) return rn_server_store(s, w, n);
  if (strcmp(c, "free") == 0) {
    for (i = 1; i < n; i++)
      if (rn_server_find(s, w[i]) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[i], "");
    for (i = 1; i < n; i++)
      if ((v = rn_server_find(s, w[i])) != NULL) rn_server_remove(s, v);
    return 0;
  }
  if (strcmp(c, "rename") == 0) {
    char *name;
    if (n != 3) return rn_server_fail(s, "rename: expected two variables%s%s", "", "");
    if ((v = rn_server_find(s, w[1])) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[1], "");
    if (strcmp(w[1], w[2]) == 0) return 0;
    if (rn_server_find(s, w[2]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[2], "");
    name = (char *)malloc(strlen(w[2]) + 1);
    if (name == NULL) return rn_server_fail(s, "out of host memory%s%s", "", "");
    strcpy(name, w[2]);
    free(v->name);
    v->name = name;
    return 0;
  }
  if (strcmp(c, "inputs") == 0 || strcmp(c, "outputs") == 0 || strcmp(c, "output") == 0) {
    int in = c[0] == 'i', num;
    const rn_type_info *ts;
    if (n != 2 || (e = rn_server_entry(s, w[1])) == NULL) return n != 2 ? rn_server_fail(s, "%s: expected an entry point%s", c, "") : 1;
    {
      const rn_api_entry *ae = rn_api_entry_of(e);
      if (ae != NULL) {
        num = in ? ae->num_params : ae->num_results;
        for (i = 0; i < num; i++)
          printf("%s%s\n", (in ? ae->params_unique : ae->results_unique)[i] ? "*" : "",
                 rn_api_types_[(in ? ae->params : ae->results)[i]].name);
        return 0;
      }
    }
    num = in ? e->num_inputs : e->num_outputs;
    ts = in ? e->inputs : e->outputs;
    for (i = 0; i < num; i++) {
      rn_type_string(ts[i].type, ts[i].rank, ty, sizeof ty);
      printf("%s%s\n", ts[i].unique ? "*" : "", ty);
    }
    return 0;
  }
  if (strcmp(c, "clear") == 0) {
    if (rn_sync(s->ctx)) return rn_server_fail(s, "%s%s", rn_ctx_error(s->ctx), "");
    rn_pool_flush(s->ctx);
    return 0;
  }
  if ((strcmp(c, "kind") == 0 || strcmp(c, "rank") == 0 || strcmp(c, "elemtype") == 0) && n == 2 &&
      (k = rn_api_type_named(w[1])) >= 0 && rn_api_opaque(k)) {
    const rn_api_type *a = &rn_api_types_[k];
    static const char *const kinds[] = {"primitive", "array", "record", "sum", "opaque", "opaque", "opaque"};
    if (c[0] == 'k') printf("%s\n", kinds[a->kind]);
    else if (a->kind != RN_API_RECORD_ARRAY && a->kind != RN_API_OPAQUE_ARRAY)
      return rn_server_fail(s, "not an array type: %s%s", w[1], "");
    else if (c[0] == 'r') printf("%d\n", a->rank);
    else printf("%s\n", rn_api_types_[a->elem].name);
    return 0;
  }
  if (strcmp(c, "kind") == 0 || strcmp(c, "rank") == 0 || strcmp(c, "elemtype") == 0) {
    if (n != 2) return rn_server_fail(s, "%s: expected a type%s", c, "");
    if (rn_server_type_arg(s, w[1], &p, &rank)) return 1;
    if (c[0] == 'k') printf("%s\n", rank == 0 ? "primitive" : "array");
    else if (rank == 0) return rn_server_fail(s, "not an array type: %s%s", w[1], "");
    else if (c[0] == 'r') printf("%d\n", rank);
    else printf("%s\n", rn_prim_name(p));
    return 0;
  }
  if (strcmp(c, "type") == 0 || strcmp(c, "shape") == 0) {
    if (n != 2) return rn_server_fail(s, "%s: expected a variable%s", c, "");
    if ((v = rn_server_find(s, w[1])) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[1], "");
    if (c[0] == 't') {
      char name[256];
      rn_server_var_type(v, name, sizeof name);
      printf("%s\n", name);
    } else if (v->api >= 0) {
      /* An array of records or sums: the outer dimensions of a leaf. */
      const rn_api_type *a = &rn_api_types_[v->api];
      if (a->kind != RN_API_RECORD_ARRAY && a->kind != RN_API_OPAQUE_ARRAY)
        return rn_server_fail(s, "not an array: %s%s", w[1], "");
      for (i = 0; i < a->rank; i++) printf("%lld\n", (long long)(v->nleaves ? v->leaves[0].shape[i] : 0));
    } else {
      if (v->v.rank == 0) return rn_server_fail(s, "not an array: %s%s", w[1], "");
      for (i = 0; i < v->v.rank; i++) printf("%lld\n", (long long)v->v.shape[i]);
    }
    return 0;
  }
  if (strcmp(c, "pause_profiling") == 0 || strcmp(c, "unpause_profiling") == 0) {
    rn_set_profiling(s->ctx, c[0] == 'u');
    return 0;
  }
  if (strcmp(c, "report") == 0) {
    rn_report_json(s->ctx, stdout);
    return 0;
  }
  if (strcmp(c, "tuning_params") == 0) {
    size_t len;
    if (n != 2 || (e = rn_server_entry(s, w[1])) == NULL) return n != 2 ? rn_server_fail(s, "tuning_params: expected an entry point%s%s", "", "") : 1;
    len = strlen(e->name);
    for (i = 0; i < s->num_params; i++)
      if (strncmp(s->params[i].name, e->name, len) == 0 && s->params[i].name[len] == '_')
        printf("%s %s\n", s->params[i].name, s->params[i].cls);
    return 0;
  }
  if (strcmp(c, "tuning_param_class") == 0 || strcmp(c, "set_tuning_param") == 0) {
    if (n != (c[0] == 't' ? 2 : 3)) return rn_server_fail(s, "%s: wrong number of arguments%s", c, "");
    for (i = 0; i < s->num_params; i++)
      if (strcmp(s->params[i].name, w[1]) == 0) break;
    if (i == s->num_params) return rn_server_fail(s, "unknown tuning parameter: %s%s", w[1], "");
    if (c[0] == 't') {
      printf("%s\n", s->params[i].cls);
      return 0;
    }
    /* runic reads its tuning parameters when the context is created (they
     * choose kernels compiled into the program): start the server with
     * --param or --tuning instead. */
    return rn_server_fail(s, "set_tuning_param %s: tuning parameters are fixed when the context is created; use --param %s=VALUE", w[1], w[1]);
  }
  if (strcmp(c, "new_array") == 0) {
    int64_t shape[RN_MAX_RANK], elems = 1;
    rn_value a;
    size_t sz;
    if (n < 3) return rn_server_fail(s, "new_array: expected a variable, a type, sizes and values%s%s", "", "");
    if (rn_server_find(s, w[1]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[1], "");
    if (rn_server_type_arg(s, w[2], &p, &rank)) return 1;
    if (rank == 0) return rn_server_fail(s, "not an array type: %s%s", w[2], "");
    if (n < 3 + rank) return rn_server_fail(s, "new_array: expected %s sizes%s", w[2], "");
    for (i = 0; i < rank; i++) {
      if (rn_server_int(s, w[3 + i], &shape[i])) return 1;
      elems *= shape[i];
    }
    if (n != 3 + rank + elems) return rn_server_fail(s, "new_array: the number of values is not the product of the sizes%s%s", "", "");
    for (i = 0; i < elems; i++) {
      v = rn_server_find(s, w[3 + rank + i]);
      if (v == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[3 + rank + i], "");
      if (v->api >= 0 || v->v.rank != 0 || v->v.type != p)
        return rn_server_fail(s, "new_array: %s is not a %s", v->name, rn_prim_name(p));
    }
    if (rn_value_alloc(&a, p, rank, shape) != 0) return rn_server_fail(s, "out of host memory%s%s", "", "");
    sz = rn_prim_size(p);
    for (i = 0; i < elems; i++) memcpy((char *)a.data + (size_t)i * sz, rn_server_find(s, w[3 + rank + i])->v.data, sz);
    return rn_server_add(s, w[1], &a);
  }
  if (strcmp(c, "index") == 0) {
    rn_value x;
    int64_t off;
    if (n < 3) return rn_server_fail(s, "index: expected two variables and indices%s%s", "", "");
    if (rn_server_find(s, w[1]) != NULL) return rn_server_fail(s, "variable already exists: %s%s", w[1], "");
    if ((v = rn_server_find(s, w[2])) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[2], "");
    if (v->api >= 0) return rn_server_index_opaque(s, w[1], v, w + 3, n - 3);
    if (rn_server_slice(s, &v->v, w + 3, n - 3, &x, &off)) return 1;
    return rn_server_add(s, w[1], &x);
  }
  if (strcmp(c, "set") == 0) {
    rn_server_var *x;
    int64_t off;
    if (n < 3) return rn_server_fail(s, "set: expected two variables and indices%s%s", "", "");
    if ((v = rn_server_find(s, w[1])) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[1], "");
    if ((x = rn_server_find(s, w[2])) == NULL) return rn_server_fail(s, "unknown variable: %s%s", w[2], "");
    if (v->api >= 0 || x->api >= 0 || x->v.rank != 0 || x->v.type != v->v.type)
      return rn_server_fail(s, "set: %s is not an element of %s", w[2], w[1]);
    if (rn_server_slice(s, &v->v, w + 3, n - 3, NULL, &off)) return 1;
    memcpy((char *)v->v.data + off * (int64_t)rn_prim_size(v->v.type), x->v.data, rn_prim_size(v->v.type));
    return 0;
  }
  if (strcmp(c, "fields") == 0 || strcmp(c, "new") == 0 || strcmp(c, "project") == 0 || strcmp(c, "zip") == 0 ||
      strcmp(c, "unzip") == 0 || strcmp(c, "variants") == 0 || strcmp(c, "construct") == 0 ||
      strcmp(c, "destruct") == 0 || strcmp(c, "variant") == 0 || strcmp(c, "attributes") == 0)
    return rn_server_opaque_command(s, w, n);
  return rn_server_fail(s, "unknown command: %s%s", c, "");
}

/* Splits line into words (in place): runs of non-spaces, or "quoted"
 * text; returns their number, or -1 for an unterminated quote. */
static int rn_server_words(char *line, char **w, int max) {
  int n = 0;
  char *p = line;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    if (*p == 0) return n;
    if (n == max) return -2;
    if (*p == '"') {
      char *q = strchr(p + 1, '"');
      if (q == NULL) return -1;
      w[n++] = p + 1;
      *q = 0;
      p = q + 1;
    } else {
      w[n++] = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n') p++;
      if (*p) *p++ = 0;
    }
  }
}

/* The server loop; returns the process's exit status. */
static int rn_serve(const rn_config *cfg, const rn_entry_info *entries, int num_entries, const char *opencl_source,
                    const char *const *error_messages, int num_error_messages, const rn_tuning_param *params,
                    int num_params) {
  rn_server s;
  char *err = NULL, *line = NULL;
  size_t cap = 0;
  int i;
  memset(&s, 0, sizeof s);
  s.entries = entries;
  s.num_entries = num_entries;
  s.error_messages = error_messages;
  s.num_error_messages = num_error_messages;
  s.params = params;
  s.num_params = num_params;
  s.ctx = rn_ctx_new(cfg, opencl_source, &err);
  if (s.ctx == NULL) {
    fprintf(stderr, "error: %s\n", err ? err : "cannot initialise OpenCL");
    free(err);
    return 1;
  }
  printf("%%%%%% OK\n");
  fflush(stdout);
  while (getline(&line, &cap, stdin) > 0) {
    char *w[4096];
    int n = rn_server_words(line, w, (int)(sizeof w / sizeof w[0]));
    s.failure[0] = 0;
    if (n == 0) continue;
    if (n < 0) rn_server_fail(&s, n == -1 ? "unterminated quote%s%s" : "too many words%s%s", "", "");
    if ((n < 0 || rn_server_command(&s, w, n) != 0)) printf("%%%%%% FAILURE\n%s\n", s.failure);
    printf("%%%%%% OK\n");
    fflush(stdout);
  }
  free(line);
  for (i = 0; i < s.num_vars; i++) {
    free(s.vars[i].name);
    rn_value_free(&s.vars[i].v);
  }
  free(s.vars);
  rn_ctx_free(s.ctx);
  return 0;
}

/* The options of rn_main: each has a short name ("-e"), a long one
 * ("--entry-point"), or both, and takes a value or not.  A value follows
 * as the next argument, after '=' of a long name ("--runs=5"), or attached
 * to a short name ("-r5"), as getopt_long accepts them in Futhark's
 * executables. */
enum {
  RN_O_ENTRY, RN_O_BINARY, RN_O_RUNS, RN_O_TIMES, RN_O_SPLIT, RN_O_DEVICE, RN_O_PLATFORM,
  RN_O_LIST, RN_O_DUMP, RN_O_DUMP_BINARY, RN_O_LOAD, RN_O_LOAD_BINARY, RN_O_DEBUG, RN_O_LOG,
  RN_O_PROFILE, RN_O_NO_CACHE, RN_O_CACHE_FILE, RN_O_BUILD_OPTION, RN_O_BATCH, RN_O_TUNING,
  RN_O_PARAM, RN_O_PRINT_PARAMS, RN_O_NO_PRINT, RN_O_IGNORED, RN_O_SERVER, RN_O_HELP
};
typedef struct {
  const char *short_name, *long_name;
  int takes_value, id;
} rn_option;
static const rn_option rn_options[] = {
  {"-e", "--entry-point", 1, RN_O_ENTRY},
  {"-b", "--binary-output", 0, RN_O_BINARY},
  {"-r", "--runs", 1, RN_O_RUNS},
  {"-t", "--write-runtime-to", 1, RN_O_TIMES},
  {"-T", NULL, 1, RN_O_SPLIT},
  {"-d", "--device", 1, RN_O_DEVICE},
  {"-p", "--platform", 1, RN_O_PLATFORM},
  {NULL, "--list-devices", 0, RN_O_LIST},
  {NULL, "--dump-opencl", 1, RN_O_DUMP},
  {NULL, "--dump-opencl-binary", 1, RN_O_DUMP_BINARY},
  {NULL, "--load-opencl", 1, RN_O_LOAD},
  {NULL, "--load-opencl-binary", 1, RN_O_LOAD_BINARY},
  {"-D", "--debugging", 0, RN_O_DEBUG},
  {"-L", "--log", 0, RN_O_LOG},
  {"-P", "--profile", 0, RN_O_PROFILE},
  {NULL, "--no-cache", 0, RN_O_NO_CACHE},
  {NULL, "--cache-file", 1, RN_O_CACHE_FILE},
  {NULL, "--build-option", 1, RN_O_BUILD_OPTION},
  {NULL, "--batch", 1, RN_O_BATCH},
  {NULL, "--tuning", 1, RN_O_TUNING},
  {NULL, "--param", 1, RN_O_PARAM},
  {NULL, "--print-params", 0, RN_O_PRINT_PARAMS},
  {"-n", "--no-print-result", 0, RN_O_NO_PRINT},
  /* Futhark's launch-size options: runic fixes each kernel's sizes when it
   * derives the kernel (docs/c-api.md), so they are checked and ignored. */
  {NULL, "--default-thread-block-size", 1, RN_O_IGNORED},
  {NULL, "--default-group-size", 1, RN_O_IGNORED},
  {NULL, "--default-num-thread-blocks", 1, RN_O_IGNORED},
  {NULL, "--default-num-groups", 1, RN_O_IGNORED},
  {NULL, "--default-grid-size", 1, RN_O_IGNORED},
  {NULL, "--default-threshold", 1, RN_O_IGNORED},
  {NULL, "--default-tile-size", 1, RN_O_IGNORED},
  {NULL, "--default-reg-tile-size", 1, RN_O_IGNORED},
  {NULL, "--unified-memory", 1, RN_O_IGNORED},
  {NULL, "--server", 0, RN_O_SERVER},
  {"-h", "--help", 0, RN_O_HELP},
};

/* Matches argv[*i] against rn_options: returns the option and sets *value
 * (taking the next argument when needed, advancing *i), or NULL after
 * printing the error; *bad is then the status to return. */
static const rn_option *rn_parse_option(int argc, char **argv, int *i, const char **value, int *bad) {
  const char *a = argv[*i];
  size_t k, n = sizeof rn_options / sizeof rn_options[0];
  *value = NULL;
  for (k = 0; k < n; k++) {
    const rn_option *o = &rn_options[k];
    size_t len = o->long_name ? strlen(o->long_name) : 0;
    int exact = (o->short_name && strcmp(a, o->short_name) == 0) || (o->long_name && strcmp(a, o->long_name) == 0);
    if (exact) {
      if (o->takes_value) {
        if (*i + 1 >= argc) {
          *bad = rn_main_error("option %s needs a value", a, "");
          return NULL;
        }
        *value = argv[++*i];
      }
      return o;
    }
    if (o->takes_value && o->long_name && strncmp(a, o->long_name, len) == 0 && a[len] == '=') {
      *value = a + len + 1;
      return o;
    }
    if (o->takes_value && o->short_name && strncmp(a, o->short_name, 2) == 0 && a[2] != 0) {
      *value = a + 2;
      return o;
    }
  }
  *bad = rn_main_error("unknown option '%s'; see %s --help", a, argv[0]);
  return NULL;
}

/* A malloc'ed copy of the whole file at path, or NULL. */
static char *rn_read_text_file(const char *path) {
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  long len = -1;
  if (f == NULL) return NULL;
  if (fseek(f, 0, SEEK_END) == 0) len = ftell(f);
  if (len >= 0 && fseek(f, 0, SEEK_SET) == 0 && (text = (char *)malloc((size_t)len + 1)) != NULL) {
    if (fread(text, 1, (size_t)len, f) == (size_t)len) {
      text[len] = 0;
    } else {
      free(text);
      text = NULL;
    }
  }
  fclose(f);
  return text;
}

int rn_main(int argc, char **argv, const rn_entry_info *entries, int num_entries,
            const char *opencl_source, const char *const *error_messages,
            int num_error_messages, const rn_tuning_param *params, int num_params) {
  const char *dump_file = NULL, *batch_file = NULL, *load_file = NULL;
  int list_devices = 0, print_params = 0, dump_binary = 0, server = 0, i, status = 1;
  const char *not_server = NULL; /* an option a server does not take */
  rn_config cfg;
  rn_case c;
  rn_ctx *ctx = NULL;
  char *build_options = NULL; /* --build-option values, space-separated */
  char *loaded_source = NULL; /* --load-opencl */
  const char **param_names = (const char **)calloc((size_t)argc, sizeof(char *)); /* --param */
  int *param_values = (int *)calloc((size_t)argc, sizeof(int));
  int num_set = 0;
  rn_raise_thread_stack();
  memset(&cfg, 0, sizeof cfg);
  memset(&c, 0, sizeof c);
  c.entry_name = "main";
  c.runs = 1;
  if (param_names == NULL || param_values == NULL) {
    status = rn_main_error("out of host memory%s%s", "", "");
    goto done;
  }

  for (i = 1; i < argc; i++) {
    const char *v, *word = argv[i];
    const rn_option *o = rn_parse_option(argc, argv, &i, &v, &status);
    if (o == NULL) goto done;
    if (o->id == RN_O_ENTRY || o->id == RN_O_BINARY || o->id == RN_O_RUNS || o->id == RN_O_TIMES ||
        o->id == RN_O_SPLIT || o->id == RN_O_NO_PRINT || o->id == RN_O_BATCH)
      not_server = word;
    switch (o->id) {
    case RN_O_ENTRY: c.entry_name = v; break;
    case RN_O_BINARY: c.binary = 1; break;
    case RN_O_RUNS: {
      char *end;
      long r = strtol(v, &end, 10);
      if (*v == 0 || *end != 0 || r < 1 || r > 1000000000L) {
        status = rn_main_error("-r needs a positive number of runs, not '%s'", v, "");
        goto done;
      }
      c.runs = (int)r;
      c.warmup = 1; /* as in Futhark: one uncounted run first */
      break;
    }
    case RN_O_TIMES: c.times_file = v; break;
    case RN_O_SPLIT:
      c.split_file = v;
      cfg.device_clock = 1;
      break;
    case RN_O_DEVICE: cfg.device = v; break;
    case RN_O_PLATFORM: cfg.platform = v; break;
    case RN_O_LIST: list_devices = 1; break;
    case RN_O_DUMP: dump_file = v; break;
    case RN_O_DUMP_BINARY:
      cfg.dump_binary = v;
      dump_binary = 1;
      break;
    case RN_O_LOAD: load_file = v; break;
    case RN_O_LOAD_BINARY: cfg.load_binary = v; break;
    case RN_O_BATCH: batch_file = v; break;
    case RN_O_DEBUG: /* implies -L and -P */
      cfg.debug = 1;
      cfg.profile = 1;
      c.profile = 1;
      break;
    case RN_O_LOG: cfg.debug = 1; break;
    case RN_O_PROFILE:
      cfg.profile = 1;
      c.profile = 1;
      break;
    case RN_O_NO_CACHE: cfg.no_cache = 1; break;
    case RN_O_CACHE_FILE:
      cfg.cache_file = v;
      cfg.no_cache = 0;
      break;
    case RN_O_TUNING: cfg.tuning_file = v; break;
    case RN_O_BUILD_OPTION: {
      size_t old = build_options ? strlen(build_options) + 1 : 0;
      char *s = (char *)malloc(old + strlen(v) + 1);
      if (s == NULL) {
        status = rn_main_error("out of host memory%s%s", "", "");
        goto done;
      }
      if (build_options) {
        memcpy(s, build_options, old - 1);
        s[old - 1] = ' ';
      }
      strcpy(s + old, v);
      free(build_options);
      build_options = s;
      cfg.build_options = build_options;
      break;
    }
    case RN_O_PARAM: {
      /* NAME=VALUE: a tuning parameter of --print-params and its value. */
      const char *eq = strchr(v, '=');
      char *end;
      long val;
      int k, found = -1;
      for (k = 0; eq != NULL && k < num_params; k++)
        if (strlen(params[k].name) == (size_t)(eq - v) && strncmp(params[k].name, v, (size_t)(eq - v)) == 0) found = k;
      if (eq == NULL) {
        status = rn_main_error("--param needs NAME=VALUE, not '%s'%s", v, "");
        goto done;
      }
      if (found < 0) {
        status = rn_main_error("--param %s: no such tuning parameter (see --print-params)%s", v, "");
        goto done;
      }
      val = strtol(eq + 1, &end, 10);
      if (eq[1] == 0 || *end != 0 || val < 0 || val > params[found].max) {
        char range[64];
        snprintf(range, sizeof range, "0 to %d", params[found].max);
        status = rn_main_error("--param %s: the value must be an integer from %s", v, range);
        goto done;
      }
      param_names[num_set] = params[found].name;
      param_values[num_set++] = (int)val;
      break;
    }
    case RN_O_PRINT_PARAMS: print_params = 1; break;
    case RN_O_SERVER: server = 1; break;
    case RN_O_NO_PRINT: c.no_print = 1; break;
    case RN_O_IGNORED: {
      char *end;
      long val = strtol(v, &end, 10);
      if (*v == 0 || *end != 0 || val < 0) {
        status = rn_main_error("option %s needs a non-negative integer, not '%s'", o->long_name, v);
        goto done;
      }
      break;
    }
    case RN_O_HELP:
      rn_usage(stdout, argv[0]);
      status = 0;
      goto done;
    }
  }
  /* --param wins over the tuning file; of two --param, the last. */
  cfg.tuning_names = param_names;
  cfg.tuning_values = param_values;
  cfg.tuning_n = num_set;

  if (print_params) {
    for (i = 0; i < num_params; i++) printf("%s (%s)\n", params[i].name, params[i].cls);
    status = 0;
    goto done;
  }
  if (list_devices) {
    status = rn_list_devices(stdout) != 0;
    goto done;
  }
  if (load_file != NULL) {
    loaded_source = rn_read_text_file(load_file);
    if (loaded_source == NULL) {
      status = rn_main_error("cannot read the OpenCL program %s%s", load_file, "");
      goto done;
    }
    opencl_source = loaded_source;
  }
  if (dump_file != NULL) {
    FILE *f = fopen(dump_file, "w");
    if (f == NULL || fputs(opencl_source, f) < 0 || fclose(f) != 0) {
      status = rn_main_error("cannot write the OpenCL source to %s", dump_file, "");
      goto done;
    }
    status = 0;
    goto done;
  }
  if (dump_binary) {
    /* Building the program writes its binary (rn_config.dump_binary). */
    char *err = NULL;
    ctx = rn_ctx_new(&cfg, opencl_source, &err);
    if (ctx == NULL) {
      status = rn_main_error("%s%s", err ? err : "cannot initialise OpenCL", "");
      free(err);
    } else {
      status = 0;
    }
    rn_ctx_free(ctx);
    goto done;
  }

  if (server) {
    if (not_server != NULL) {
      status = rn_main_error("%s is not an option of a server (--server)%s", not_server, "");
      goto done;
    }
    status = rn_serve(&cfg, entries, num_entries, opencl_source, error_messages, num_error_messages, params,
                      num_params);
  } else if (batch_file != NULL) {
    status = rn_run_batch(batch_file, &cfg, &c, entries, num_entries, opencl_source, error_messages,
                          num_error_messages);
  } else {
    c.in = stdin;
    c.out = stdout;
    c.err = stderr;
    status = rn_run_case(&ctx, &cfg, &c, entries, num_entries, opencl_source, error_messages,
                         num_error_messages);
    rn_ctx_free(ctx);
  }
done:
  free(build_options);
  free(loaded_source);
  free((void *)param_names);
  free(param_values);
  return status;
}
