/* runic runtime: the C code pasted into every generated program.
 *
 * Plain C99 that also compiles as C++ (the compiler itself links values.c
 * for its interpreter and test runner).  Every OpenCL call is checked;
 * errors are reported through the context (rn_ctx_error) and return codes,
 * never by exit() inside library code.  Only rn_main() prints and exits.
 *
 * Files:  values.c  - primitive types, textual and binary value formats
 *         opencl.c  - platform/device selection, program build, buffers,
 *                     kernel launches with profiling, device error flags
 *         harness.c - rn_main(): the command line of generated executables
 */
#ifndef RUNIC_RUNTIME_H
#define RUNIC_RUNTIME_H

/* clock_gettime (harness timing) is POSIX: make it visible under -std=c99. */
#if defined(__STRICT_ANSI__) && !defined(_POSIX_C_SOURCE) && !defined(__cplusplus)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- values */

typedef enum {
  RN_I8, RN_I16, RN_I32, RN_I64,
  RN_U8, RN_U16, RN_U32, RN_U64,
  RN_F16, RN_F32, RN_F64,
  RN_BOOL
} rn_prim;

#define RN_MAX_RANK 8

/* A value on the host: a scalar (rank 0) or a row-major array.  `data`
 * holds prod(shape) elements of rn_prim_size(type) bytes (f16 as its IEEE
 * half bit pattern, bool as one byte 0/1).  A scalar owns a one-element
 * buffer.  Free with rn_value_free. */
typedef struct {
  rn_prim type;
  int rank;
  int64_t shape[RN_MAX_RANK];
  void *data;
} rn_value;

size_t rn_prim_size(rn_prim t);
const char *rn_prim_name(rn_prim t);          /* "i32", "bool", ... */
int rn_prim_from_name(const char *s, rn_prim *out); /* 0 on success */
int64_t rn_value_elems(const rn_value *v);
void rn_value_free(rn_value *v);
/* Allocates data for the given shape (zeroed).  0 on success. */
int rn_value_alloc(rn_value *v, rn_prim t, int rank, const int64_t *shape);

float rn_half_to_float(uint16_t h);
uint16_t rn_float_to_half(float f);

/* A reader over a FILE* or a memory buffer that accepts textual and binary
 * values mixed in one stream (see shared/LANGUAGE.md, "Values"). */
typedef struct rn_reader rn_reader;
rn_reader *rn_reader_file(FILE *f);
rn_reader *rn_reader_mem(const char *data, size_t len);
void rn_reader_free(rn_reader *r);
/* Skips whitespace and `--` comments; 1 when the stream is at its end. */
int rn_reader_at_end(rn_reader *r);

/* Reads one value of element type `t` and rank `rank`.  Unsuffixed numbers
 * take type `t`.  On error returns non-zero and writes a message such as
 * "expected [][]f32 but found i32 value at line 3, column 7",
 * "irregular array: row 2 has 3 elements, row 1 has 2 (line 1, column 9)" or
 * "truncated binary value: expected 4000 bytes of data, found 12" into err
 * (and leaves *out empty).  A binary value of another type is an error, not
 * converted. */
int rn_read_value(rn_reader *r, rn_prim t, int rank, rn_value *out,
                  char *err, size_t errlen);
/* Reads a value of any type (the type is taken from suffixes / the binary
 * header; unsuffixed integers are i32 and decimals f64; an empty array must
 * say its type with empty(...)).  Used for test expectations. */
int rn_read_any_value(rn_reader *r, rn_value *out, char *err, size_t errlen);

/* Writes in Futhark's textual format (`[1i32, 2i32]`, `empty([0]f32)`,
 * `f32.nan`, `-f64.inf`, `true`), or the binary format when binary != 0.
 * Floats are printed with enough digits to round-trip. */
int rn_write_value(FILE *f, const rn_value *v, int binary);
/* The textual form into a malloc'ed string (caller frees). */
char *rn_value_to_string(const rn_value *v);
/* The type as source text: "[][]f32", "i64". */
void rn_type_string(rn_prim t, int rank, char *buf, size_t len);

/* -------------------------------------------------------------- OpenCL */

typedef struct rn_ctx rn_ctx;

typedef struct {
  const char *device;     /* -d: a substring of the device name, or "#k" */
  const char *platform;   /* -p: a substring of the platform name */
  int debug;              /* -D: log every OpenCL action on stderr */
  int profile;            /* -P: time every kernel launch with events */
  int device_clock;       /* -T: profiling queue for rn_clock_start/stop */
  const char *dump_opencl;/* --dump-opencl FILE: write the program source */
  const char *build_options; /* extra clBuildProgram options, may be NULL */
  /* Kernel binary cache (see opencl.c): on unless no_cache is set or the
   * environment has RUNIC_NO_CACHE=1.  cache_file names the one file to
   * use; NULL means a file named by the key in $XDG_CACHE_HOME/runic (else
   * ~/.cache/runic).  Cache failures never fail rn_ctx_new. */
  int no_cache;           /* --no-cache */
  const char *cache_file;
  /* --tuning FILE: lines NAME=VALUE ('#' starts a comment) that choose
   * among the derivation variants compiled into the program (runic
   * --variants, runic autotune); see rn_tuning.  NULL: none. */
  const char *tuning_file;
  /* Tuning parameters given directly (the C library's
   * futhark_context_config_set_tuning_param); they win over the file's. */
  const char *const *tuning_names;
  const int *tuning_values;
  int tuning_n;
  /* A cl_command_queue to use instead of selecting a device (the context
   * and device are the queue's; the runtime retains it).  NULL: select. */
  void *queue;
  /* Build from this program binary (clCreateProgramWithBinary) instead of
   * the source; write the built binary to dump_binary.  NULL: neither. */
  const char *load_binary;
  const char *dump_binary;
} rn_config;

/* Selects a device (default: the first GPU of any platform, else the first
 * device), creates a context and queue and builds `source`.  On failure
 * returns NULL and stores a message in *err (malloc'ed; caller frees):
 * "no OpenCL platform found", "no OpenCL device matches 'H300'; available:
 * #0 ... (platform), #1 ...", or "OpenCL program build failed (...):\n<log>".
 * -d "#k" picks device k of the list of all devices (--list-devices). */
rn_ctx *rn_ctx_new(const rn_config *cfg, const char *source, char **err);
void rn_ctx_free(rn_ctx *ctx);
/* Where -D logging goes (default stderr). */
void rn_set_log(rn_ctx *ctx, FILE *f);
/* Pauses (0) or resumes (1) the timing of launches; no effect unless the
 * context was created with profiling. */
void rn_set_profiling(rn_ctx *ctx, int on);
/* The context's cl_command_queue and cl_program. */
void *rn_ctx_queue(rn_ctx *ctx);
void *rn_ctx_program(rn_ctx *ctx);
/* Lists platforms and devices on stdout (--list-devices). */
int rn_list_devices(FILE *out);
/* The value of tuning parameter `name` (a SegOp's derivation variant),
 * from the tuning file, else `dflt`. */
int rn_tuning(rn_ctx *ctx, const char *name, int dflt);
/* The last error message set on ctx (owned by ctx), or NULL. */
const char *rn_ctx_error(rn_ctx *ctx);
/* Sets the context's error message (printf-style); returns 1, so that
 * generated code can `return rn_fail(ctx, ...)`. */
int rn_fail(rn_ctx *ctx, const char *fmt, ...);

/* Device buffers.  rn_alloc of 0 bytes returns a valid 1-byte buffer.
 * rn_release returns the buffer to the context's pool, from which later
 * rn_allocs of the same or a somewhat smaller size are served.
 * Allocation failures become "out of device memory: could not allocate N
 * bytes for <what>" (returns non-zero); a lazy allocation failure surfacing
 * in a later write/launch becomes "out of device memory: <call> failed ...".  Tracks current and peak device memory. */
typedef struct rn_mem rn_mem;   /* opaque; wraps a cl_mem */
int rn_alloc(rn_ctx *ctx, size_t bytes, const char *what, rn_mem **out);
void rn_release(rn_ctx *ctx, rn_mem *m);
int rn_write(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, const void *src);
int rn_read(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, void *dst);
int rn_copy(rn_ctx *ctx, rn_mem *dst, size_t dst_off, rn_mem *src,
            size_t src_off, size_t bytes);
/* dst[c .. n) = src[0 .. n - c) in rows of row_bytes, where c is the
 * int64 at the start of `count` on the device (a partition's count, not
 * read back): the rejected part appended to the kept one. */
int rn_copy_tail(rn_ctx *ctx, rn_mem *dst, rn_mem *src, rn_mem *count, int64_t n,
                 size_t row_bytes);
/* A buffer over a cl_mem the caller owns: rn_release forgets it without
 * releasing it.  Its size is the cl_mem's. */
int rn_mem_wrap(rn_ctx *ctx, void *cl_buffer, rn_mem **out);
/* The buffer's size in bytes (at least what was asked for). */
size_t rn_mem_size(const rn_mem *m);
/* The cl_mem of a buffer. */
void *rn_mem_cl(rn_mem *m);

/* Kernel launches.  rn_kernel looks a kernel up by name (cached).
 * Arguments are set with rn_arg_* by index; rn_launch enqueues over
 * `dims` dimensions with the given global and local sizes (local may be
 * NULL).  Launches with a zero global size are skipped.  With profiling on,
 * each launch's time is added to its kernel's record. */
typedef struct rn_kernel rn_kernel;
int rn_kernel_get(rn_ctx *ctx, const char *name, rn_kernel **out);
/* Marks a kernel that never reports a device error (it has no checks):
 * its launches need no read of the device error buffer afterwards. */
void rn_kernel_cannot_fail(rn_kernel *k);
/* A 4-byte device buffer holding int 0, one per `name` (cached for the
 * context's lifetime, released by rn_ctx_free): the counter of finished
 * work-groups of a one-pass reduction kernel, which resets it to 0 itself
 * at the end of every launch. */
int rn_counter(rn_ctx *ctx, const char *name, rn_mem **out);
int rn_arg_mem(rn_ctx *ctx, rn_kernel *k, int idx, rn_mem *m);
int rn_arg_scalar(rn_ctx *ctx, rn_kernel *k, int idx, size_t size, const void *p);
int rn_arg_local(rn_ctx *ctx, rn_kernel *k, int idx, size_t bytes);
int rn_launch(rn_ctx *ctx, rn_kernel *k, int dims, const size_t *global,
              const size_t *local);
int rn_sync(rn_ctx *ctx);
/* A scalar result of an entry point, read without waiting: the `bytes` at
 * `offset` of m reach *dst at the next rn_sync or rn_wait_results (as
 * Futhark's C API makes results valid at futhark_context_sync).  dst must
 * stay valid until then; an entry that fails calls rn_cancel_results.
 * Falls back to a blocking rn_read where no pinned slot is free. */
int rn_read_result(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, void *dst);
int rn_wait_results(rn_ctx *ctx);
void rn_cancel_results(rn_ctx *ctx);
/* Device clock (rn_config.device_clock).  rn_clock_start enqueues a
 * marker; rn_clock_stop enqueues a second, waits for it and stores in *us
 * the device time from the START of the first command enqueued between
 * the two to the END of the last (the device's own timestamps of the
 * call's commands, the gaps between them included), and in *marker_us (if
 * not NULL) the span between the markers.  Only the first and the last
 * command take an event (the last known from the previous clocked call's
 * count of commands; the first clocked call gives all commands events).
 * Either time is -1 where the device gives no timestamps, *us also where
 * the call enqueued nothing or not as many commands as the previous one.
 * The marker span is longer by what the markers themselves cost: on
 * NVIDIA's OpenCL driver about 7 µs each (benchmarks/gpu/clock_probe.c),
 * which CUDA events do not cost. */
int rn_clock_start(rn_ctx *ctx);
int rn_clock_stop(rn_ctx *ctx, double *us, double *marker_us);
/* Device limits used to choose launch sizes. */
size_t rn_max_group_size(rn_ctx *ctx);
size_t rn_compute_units(rn_ctx *ctx);

/* Device-side run-time errors (bounds checks, asserts, size checks).
 * Every kernel that can fail takes rn_error_mem(ctx) as its last argument,
 * a buffer of RN_ERROR_WORDS int64s: word 0 is the error code (0 = none,
 * set once with atomic_cmpxchg), words 1.. its arguments.  After the entry
 * point has run, rn_check_errors() reads it and, if set, formats the
 * program's message table entry code-1 (printf-style with %lld for each
 * argument) into the context error and returns non-zero. */
#define RN_ERROR_WORDS 16
rn_mem *rn_error_mem(rn_ctx *ctx);
int rn_check_errors(rn_ctx *ctx, const char *const *messages, int nmessages);

/* Per-kernel report (-P): launches, total and mean time, and peak device
 * memory, written to `out`. */
void rn_report(rn_ctx *ctx, FILE *out);
/* The same as one JSON object (futhark_context_report): {"memory":
 * {"device": peak bytes}, "kernels": [{"name", "launches", "total_us"}],
 * "events": []} (launches are counted per kernel, not kept one by one). */
void rn_report_json(rn_ctx *ctx, FILE *out);

/* ---------------------------------------------------- generated programs */

/* Describes one entry point of a generated program to the harness. */
typedef struct {
  rn_prim type;
  int rank;
  int unique;
} rn_type_info;

/* An argument or result of an entry point as the generated code sees it:
 * arrays live on the device (mem + shape), scalars in `scalar` in their
 * native representation (int32_t for i32, float for f32, uint16_t bits for
 * f16, one byte for bool). */
typedef struct {
  rn_mem *mem;
  int64_t shape[RN_MAX_RANK];
  unsigned char scalar[8];
} rn_arg;

/* Host value -> rn_arg (allocates and fills a device buffer for arrays). */
int rn_upload(rn_ctx *ctx, const rn_value *v, rn_arg *out);
/* rn_arg of the given type -> freshly allocated host value. */
int rn_download(rn_ctx *ctx, const rn_arg *a, rn_type_info t, rn_value *out);
/* Releases an rn_arg's device buffer, if any. */
void rn_arg_release(rn_ctx *ctx, rn_arg *a);

/* An entry point: reads `inputs`, fills `outputs` (allocating device
 * buffers for array results, which the caller releases).  Returns 0, or
 * non-zero with the context's error set.  Consumed (unique) inputs may be
 * overwritten in place. */
typedef int (*rn_entry_fn)(rn_ctx *ctx, rn_arg *inputs, rn_arg *outputs);

typedef struct {
  const char *name;
  int num_inputs;
  const rn_type_info *inputs;
  int num_outputs;
  const rn_type_info *outputs;
  rn_entry_fn fn;
} rn_entry_info;

/* A tuning parameter of the program (--print-params, --param): its name,
 * class and largest value. */
typedef struct {
  const char *name, *cls;
  int max;
} rn_tuning_param;

/* The entry points' types as the source program writes them (Futhark's
 * value mapping, backend/api_types.h), for the server's record, sum and
 * opaque commands: a type's value is its leaves (scalars and arrays of
 * primitives, in the Core IR's order), which are the rn_entry_fn's
 * arguments or results.  Kinds: */
enum {
  RN_API_PRIM, RN_API_ARRAY, RN_API_RECORD, RN_API_SUM, RN_API_RECORD_ARRAY, RN_API_OPAQUE_ARRAY,
  RN_API_ABSTRACT
};
typedef struct {
  const char *name; /* "f32", "[]f32", "point", "(i32, f32)", "m.t" */
  int kind, rank, elem; /* elem: the element type of an array of records or sums */
  int num_fields;       /* records (and arrays of records: the fields' arrays) */
  const char *const *field_names;
  const int *field_types;
  int num_variants; /* sums: variant k's payload types are variant_payloads[variant_first[k] ..
                     * variant_first[k + 1]) */
  const char *const *variant_names;
  const int *variant_first, *variant_payloads;
  int num_leaves;
  const rn_prim *leaf_prims;
  const int *leaf_ranks;
} rn_api_type;
typedef struct {
  const char *name;
  int num_params;
  const int *params, *params_unique;
  int num_results;
  const int *results, *results_unique;
  int num_attributes;
  const char *const *attributes;
} rn_api_entry;
/* Gives rn_main's server the source-level types (a generated main calls it
 * first); without it the server sees the leaves only. */
void rn_server_set_api(const rn_api_type *types, int num_types, const rn_api_entry *entries, int num_entries);

/* The main() of a generated executable: parses the options (Futhark's
 * executable options, short and long: -e/--entry-point ENTRY,
 * -b/--binary-output, -r/--runs RUNS, -t/--write-runtime-to FILE, -n,
 * -d/--device, -p/--platform, -D, -L, -P, --cache-file, --tuning, --param,
 * --print-params, --list-devices, --dump-opencl, --load-opencl, ...; see
 * rn_usage), reads the inputs of the chosen entry from stdin ("error:
 * reading argument 2 of entry 'main' ([]f32): ..."; extra input is an
 * error), runs it RUNS times after one warm-up run when -r is given (-t
 * writes the microseconds of each counted run, excluding input, output and
 * program build), prints the results one per line and returns 0; on any
 * error prints "error: ..." on stderr, nothing on stdout, and returns 1. */
int rn_main(int argc, char **argv, const rn_entry_info *entries,
            int num_entries, const char *opencl_source,
            const char *const *error_messages, int num_error_messages,
            const rn_tuning_param *params, int num_params);

#ifdef __cplusplus
}
#endif

#endif
