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

int rn_main(int argc, char **argv, const rn_entry_info *entries, int num_entries,
            const char *opencl_source, const char *const *error_messages,
            int num_error_messages) {
  const char *entry_name = "main", *times_file = NULL, *split_file = NULL, *dump_file = NULL;
  int binary = 0, runs = 1, list_devices = 0, i, run, status = 1;
  rn_config cfg;
  const rn_entry_info *entry = NULL;
  rn_value *inputs = NULL, *outputs = NULL;
  rn_arg *args = NULL; /* inputs then outputs */
  rn_arg *kept = NULL; /* inputs uploaded once */
  double *times = NULL, *entry_times = NULL, *device_times = NULL, *marker_times = NULL;
  rn_ctx *ctx = NULL;
  rn_reader *reader = NULL;
  char err[1024];
  char *build_options = NULL; /* --build-option values, space-separated */
  memset(&cfg, 0, sizeof cfg);

  for (i = 1; i < argc; i++) {
    const char *a = argv[i];
    int needs_value = strcmp(a, "-e") == 0 || strcmp(a, "-r") == 0 || strcmp(a, "-t") == 0 ||
                      strcmp(a, "-T") == 0 ||
                      strcmp(a, "-d") == 0 || strcmp(a, "-p") == 0 ||
                      strcmp(a, "--dump-opencl") == 0 || strcmp(a, "--tuning") == 0 ||
                      strcmp(a, "--build-option") == 0;
    if (needs_value && i + 1 >= argc) return rn_main_error("option %s needs a value", a, "");
    if (strcmp(a, "-e") == 0) entry_name = argv[++i];
    else if (strcmp(a, "-b") == 0) binary = 1;
    else if (strcmp(a, "-r") == 0) {
      char *end;
      long r = strtol(argv[++i], &end, 10);
      if (*end != 0 || r < 1 || r > 1000000000L)
        return rn_main_error("-r needs a positive number of runs, not '%s'", argv[i], "");
      runs = (int)r;
    } else if (strcmp(a, "-t") == 0) times_file = argv[++i];
    else if (strcmp(a, "-T") == 0) {
      split_file = argv[++i];
      cfg.device_clock = 1;
    }
    else if (strcmp(a, "-d") == 0) cfg.device = argv[++i];
    else if (strcmp(a, "-p") == 0) cfg.platform = argv[++i];
    else if (strcmp(a, "--list-devices") == 0) list_devices = 1;
    else if (strcmp(a, "--dump-opencl") == 0) dump_file = argv[++i];
    else if (strcmp(a, "-D") == 0) cfg.debug = 1;
    else if (strcmp(a, "-P") == 0) cfg.profile = 1;
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

  for (i = 0; i < num_entries; i++)
    if (strcmp(entries[i].name, entry_name) == 0) entry = &entries[i];
  if (entry == NULL) {
    fprintf(stderr, "error: no entry point '%s'; entry points: ", entry_name);
    for (i = 0; i < num_entries; i++) fprintf(stderr, "%s%s", i ? ", " : "", entries[i].name);
    fputc('\n', stderr);
    return 1;
  }

  inputs = (rn_value *)calloc((size_t)entry->num_inputs + 1, sizeof(rn_value));
  outputs = (rn_value *)calloc((size_t)entry->num_outputs + 1, sizeof(rn_value));
  args = (rn_arg *)calloc((size_t)(entry->num_inputs + entry->num_outputs) + 1, sizeof(rn_arg));
  times = (double *)calloc((size_t)runs, sizeof(double));
  entry_times = (double *)calloc((size_t)runs, sizeof(double));
  device_times = (double *)calloc((size_t)runs, sizeof(double));
  marker_times = (double *)calloc((size_t)runs, sizeof(double));
  reader = rn_reader_file(stdin);
  if (inputs == NULL || outputs == NULL || args == NULL || times == NULL || entry_times == NULL || device_times == NULL || marker_times == NULL ||
      reader == NULL) {
    fprintf(stderr, "error: out of host memory\n");
    goto done;
  }

  /* Inputs. */
  for (i = 0; i < entry->num_inputs; i++) {
    const rn_type_info *t = &entry->inputs[i];
    if (rn_read_value(reader, t->type, t->rank, &inputs[i], err, sizeof err) != 0) {
      char ty[64];
      rn_type_string(t->type, t->rank, ty, sizeof ty);
      fprintf(stderr, "error: reading argument %d of entry '%s' (%s): %s\n", i + 1,
              entry->name, ty, err);
      goto done;
    }
  }
  if (!rn_reader_at_end(reader)) {
    fprintf(stderr,
            "error: unexpected input after the last argument of entry '%s' (it takes %d "
            "argument%s)\n",
            entry->name, entry->num_inputs, entry->num_inputs == 1 ? "" : "s");
    goto done;
  }

  /* Device. */
  {
    char *cerr = NULL;
    ctx = rn_ctx_new(&cfg, opencl_source, &cerr);
    if (ctx == NULL) {
      fprintf(stderr, "error: %s\n", cerr ? cerr : "cannot initialise OpenCL");
      free(cerr);
      goto done;
    }
  }

  /* Inputs that the entry point does not consume are uploaded once and
   * kept for every run (as a library user calls an entry point again on the
   * same arrays); consumed (unique) ones are uploaded before each run. */
  kept = (rn_arg *)calloc((size_t)entry->num_inputs + 1, sizeof(rn_arg));
  if (kept == NULL) {
    fprintf(stderr, "error: out of host memory\n");
    goto done;
  }
  for (i = 0; i < entry->num_inputs; i++)
    if (!entry->inputs[i].unique && rn_upload(ctx, &inputs[i], &kept[i])) {
      const char *m = rn_ctx_error(ctx);
      fprintf(stderr, "error: %s\n", m ? m : "cannot upload the inputs");
      goto done;
    }

  /* Runs.  With -T a run is two executions of the entry point: the first
   * timed by the host clock alone, the second by the device clock (events
   * on its commands and markers around it cost the host time, so they stay
   * out of the first). */
  for (run = 0; run < runs; run++) {
    int pass, passes = split_file != NULL ? 2 : 1;
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
        fprintf(stderr, "error: %s\n", m ? m : "entry point failed");
        goto done;
      }
    }
  }

  if (times_file != NULL) {
    FILE *f = fopen(times_file, "w");
    if (f == NULL) {
      fprintf(stderr, "error: cannot write %s\n", times_file);
      goto done;
    }
    for (run = 0; run < runs; run++) fprintf(f, "%.0f\n", times[run]);
    fclose(f);
  }
  if (split_file != NULL) {
    FILE *f = fopen(split_file, "w");
    if (f == NULL) {
      fprintf(stderr, "error: cannot write %s\n", split_file);
      goto done;
    }
    for (run = 0; run < runs; run++) fprintf(f, "%.1f %.1f %.1f %.1f\n", entry_times[run], times[run], device_times[run],
                                     marker_times[run]);
    fclose(f);
  }
  for (i = 0; i < entry->num_outputs; i++) {
    rn_write_value(stdout, &outputs[i], binary);
    if (!binary) fputc('\n', stdout);
  }
  if (fflush(stdout) != 0) {
    fprintf(stderr, "error: cannot write the results\n");
    goto done;
  }
  if (cfg.profile) rn_report(ctx, stderr);
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
  rn_ctx_free(ctx);
  free(build_options);
  return status;
}
