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
          "Options:\n"
          "  -e ENTRY            run entry point ENTRY (default: main)\n"
          "  -b                  print results in the binary value format\n"
          "  -r RUNS             run the entry point RUNS times (default: 1); the last\n"
          "                      run's results are printed\n"
          "  -t FILE             write each run's time in microseconds to FILE, one per\n"
          "                      line (excludes program build, input upload and output\n"
          "                      download)\n"
          "  -T FILE             like -t, four numbers a line: the microseconds until\n"
          "                      the entry point returned (host work, enqueueing,\n"
          "                      blocking reads), the run's whole time, its device\n"
          "                      time (from the start of the call's first device\n"
          "                      command to the end of its last, by the device's\n"
          "                      timestamps), and the device time between markers\n"
          "                      enqueued before and after the call (-1 where the\n"
          "                      device gives no timestamps)\n"
          "  -d DEVICE           use the first device whose name contains DEVICE, or\n"
          "                      device number k with \"#k\" (see --list-devices)\n"
          "  -p PLATFORM         use a platform whose name contains PLATFORM\n"
          "  --list-devices      list OpenCL platforms and devices, then exit\n"
          "  --dump-opencl FILE  write the OpenCL program source to FILE, then exit\n"
          "  -D                  debug: log OpenCL builds, allocations and launches on\n"
          "                      stderr\n"
          "  -P                  profile: print per-kernel launch counts and times and\n"
          "                      the peak device memory on stderr\n"
          "  --no-cache          build the OpenCL program from source, without the\n"
          "                      kernel binary cache ($XDG_CACHE_HOME/runic or\n"
          "                      ~/.cache/runic; also off with RUNIC_NO_CACHE=1)\n"
          "  --build-option OPT  pass OPT to the OpenCL compiler (clBuildProgram);\n"
          "                      repeatable (e.g. --build-option -cl-opt-disable)\n"
          "  --batch FILE        run the cases listed in FILE, one a line: ENTRY, input\n"
          "                      file, result file, error file and -t file (or empty),\n"
          "                      separated by tabs; prints \"done K STATUS\" after case\n"
          "                      K (runic test runs a program's cases so)\n"
          "  --tuning FILE       choose derivation variants from FILE (NAME=VALUE\n"
          "                      lines, as written by `runic autotune`)\n"
          "  -h, --help          print this help, then exit\n"
          "\n"
          "Without -d/-p the first GPU of any platform is used, else the first device.\n"
          "Errors are printed as \"error: ...\" on stderr with exit code 1.\n",
          prog);
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
      if (!failed && run == runs - 1 && pass == passes - 1)
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
    for (run = 0; run < runs; run++) fprintf(f, "%.0f\n", times[run]);
    fclose(f);
  }
  if (c->split_file != NULL) {
    FILE *f = fopen(c->split_file, "w");
    if (f == NULL) {
      fprintf(ferr, "error: cannot write %s\n", c->split_file);
      goto done;
    }
    for (run = 0; run < runs; run++) fprintf(f, "%.1f %.1f %.1f %.1f\n", entry_times[run], times[run], device_times[run],
                                     marker_times[run]);
    fclose(f);
  }
  for (i = 0; i < entry->num_outputs; i++) {
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

int rn_main(int argc, char **argv, const rn_entry_info *entries, int num_entries,
            const char *opencl_source, const char *const *error_messages,
            int num_error_messages) {
  const char *dump_file = NULL, *batch_file = NULL;
  int list_devices = 0, i, status;
  rn_config cfg;
  rn_case c;
  rn_ctx *ctx = NULL;
  char *build_options = NULL; /* --build-option values, space-separated */
  memset(&cfg, 0, sizeof cfg);
  memset(&c, 0, sizeof c);
  c.entry_name = "main";
  c.runs = 1;

  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    int needs_value = strcmp(a, "-e") == 0 || strcmp(a, "-r") == 0 || strcmp(a, "-t") == 0 ||
                      strcmp(a, "-T") == 0 ||
                      strcmp(a, "-d") == 0 || strcmp(a, "-p") == 0 ||
                      strcmp(a, "--dump-opencl") == 0 || strcmp(a, "--tuning") == 0 ||
                      strcmp(a, "--build-option") == 0 || strcmp(a, "--batch") == 0;
    if (needs_value && i + 1 >= argc) return rn_main_error("option %s needs a value", a, "");
    if (strcmp(a, "-e") == 0) c.entry_name = argv[++i];
    else if (strcmp(a, "-b") == 0) c.binary = 1;
    else if (strcmp(a, "-r") == 0) {
      char *end;
      long r = strtol(argv[++i], &end, 10);
      if (*end != 0 || r < 1 || r > 1000000000L)
        return rn_main_error("-r needs a positive number of runs, not '%s'", argv[i], "");
      c.runs = (int)r;
    } else if (strcmp(a, "-t") == 0) c.times_file = argv[++i];
    else if (strcmp(a, "-T") == 0) {
      c.split_file = argv[++i];
      cfg.device_clock = 1;
    }
    else if (strcmp(a, "-d") == 0) cfg.device = argv[++i];
    else if (strcmp(a, "-p") == 0) cfg.platform = argv[++i];
    else if (strcmp(a, "--list-devices") == 0) list_devices = 1;
    else if (strcmp(a, "--dump-opencl") == 0) dump_file = argv[++i];
    else if (strcmp(a, "--batch") == 0) batch_file = argv[++i];
    else if (strcmp(a, "-D") == 0) cfg.debug = 1;
    else if (strcmp(a, "-P") == 0) {
      cfg.profile = 1;
      c.profile = 1;
    }
    else if (strcmp(a, "--no-cache") == 0) cfg.no_cache = 1;
    else if (strcmp(a, "--tuning") == 0) cfg.tuning_file = argv[++i];
    else if (strcmp(a, "--build-option") == 0) {
      const char *opt = argv[++i];
      size_t old = build_options ? strlen(build_options) + 1 : 0;
      char *s = (char *)malloc(old + strlen(opt) + 1);
      if (s == NULL) return rn_main_error("out of host memory%s%s", "", "");
      if (build_options) {
        memcpy(s, build_options, old - 1);
        s[old - 1] = ' ';
      }
      strcpy(s + old, opt);
      free(build_options);
      build_options = s;
      cfg.build_options = build_options;
    }
    else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      rn_usage(stdout, argv[0]);
      return 0;
    } else
      return rn_main_error("unknown option '%s'; see %s --help", a, argv[0]);
  }

  if (list_devices) return rn_list_devices(stdout) != 0;
  if (dump_file != NULL) {
    FILE *f = fopen(dump_file, "w");
    if (f == NULL || fputs(opencl_source, f) < 0 || fclose(f) != 0)
      return rn_main_error("cannot write the OpenCL source to %s", dump_file, "");
    return 0;
  }

  if (batch_file != NULL) {
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
  free(build_options);
  return status;
}
