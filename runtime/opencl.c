/* opencl.c - the OpenCL side of the runtime.
 *
 * Platform and device selection (-p, -d, default: the first GPU of any
 * platform, else the first device), context, queue (with profiling under
 * -P) and program build (the build log goes into the error message) with an
 * on-disk cache of built binaries,
 * device buffers from a pool (a free list keyed by size, reused across
 * runs) with current/peak accounting, blocking transfers (small reads
 * through a pinned staging buffer, with the device error words read in
 * the same wait), kernels
 * cached by name, launches (zero-size launches skipped; with profiling each
 * launch's time goes to its kernel's record at the next rn_sync), the device error buffer that
 * kernels use to report bounds/assert failures, and the -P report.
 *
 * Every OpenCL call is checked; failures become a message on the context
 * naming the call and the error code ("clCreateBuffer failed:
 * CL_INVALID_VALUE") and a non-zero return.  Nothing here prints (except
 * -D logging and the reports asked for) or exits.
 *
 * OpenCL 1.2 API only (works with PoCL and NVIDIA's OpenCL 3.0).
 *
 * The part of this file before its first section comment (a line opening
 * with a slash, a star and dashes): the includes, the structures and
 * macros, which generated host code uses (`m->size`).  A program compiled
 * apart from the runtime (backend.h, write_c_program without the runtime:
 * runic test) gets that part pasted in after runtime.h.
 */
#ifndef RUNIC_RUNTIME_H
#include "runtime.h"
#endif

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#ifdef __APPLE__
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct rn_mem {
  cl_mem buf;
  size_t size;
  int foreign; /* rn_mem_wrap: the caller's, never released or pooled */
};

struct rn_kernel {
  char *name;
  cl_kernel k;
  long long launches;
  double total_us;
  /* Set by rn_kernel_cannot_fail: the kernel never writes the device
   * error buffer, so launching it leaves the known error words valid. */
  int cannot_fail;
  struct rn_kernel *next;
};

/* rn_counter's buffers, by name. */
struct rn_counter_entry {
  char *name;
  rn_mem *mem;
  struct rn_counter_entry *next;
};


#define RN_MAX_DEFERRED 32
#define RN_DEFERRED_SLOT 64
struct rn_ctx {
  cl_platform_id platform;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  cl_program program;
  struct rn_kernel *kernels;
  int debug, profile, device_clock;
  int profile_enabled; /* profile as created; rn_set_profiling toggles profile */
  int paused;          /* rn_set_profiling(ctx, 0) with profiling: launches not counted */
  FILE *log;           /* -D logging: stderr unless rn_set_log */
  /* The device clock while it runs: its start marker, and the events of
   * the first and the last command enqueued since (rn_clock_note); the
   * number of commands enqueued since, and that of the previous clocked
   * call (0: none yet). */
  cl_event clock_start, clock_first, clock_last;
  int clock_n, clock_expect;
  size_t cur_bytes, peak_bytes;
  size_t max_group_size;
  /* The local size of launches that give none (rn_launch), 0: the
   * driver's choice.  On PoCL, 64 (rn_free_local). */
  size_t free_local;
  cl_uint compute_units;
  cl_ulong max_alloc;
  rn_mem *error_mem;
  char *error;
  /* The device-memory pool: buffers released by rn_release wait here and
   * are handed out again by rn_alloc (see "buffers" below). */
  struct rn_free_block *free_list;
  int free_n, free_cap;
  size_t free_bytes;
  /* -P: launch events not yet read; resolved at the next rn_sync (so that
   * profiling does not synchronise after every launch). */
  struct rn_pending_event *pending;
  int pending_n, pending_cap;
  /* The device error words, read together with the first blocking read
   * after a launch (err_state 1: err_words hold the words as of the last
   * launch; 0: they must be read). */
  int64_t err_words[RN_ERROR_WORDS];
  int err_state;
  /* Pinned (mapped CL_MEM_ALLOC_HOST_PTR) staging for small reads: reads
   * into pageable memory cost tens of microseconds more on NVIDIA's
   * driver.  NULL when the device cannot map it (then reads go direct). */
  cl_mem stage;
  unsigned char *stage_ptr;
  struct rn_counter_entry *counters;
  /* Scalar results read without waiting (rn_read_result): each lands in a
   * slot of the second half of the stage and is copied to `dst` at the
   * next rn_sync or rn_wait_results. */
  struct { void *dst; size_t bytes; } deferred[RN_MAX_DEFERRED];
  int deferred_n;
  /* Checking mode (under Oclgrind, or RUNIC_KERNEL_COPIES=1): buffer
   * copies and partial writes run as kernels, and released buffers are
   * kept (`kept`) until rn_ctx_free instead of going back to the pool or
   * to OpenCL.  Oclgrind 21.10's uninitialised-value checker keeps one
   * shadow per buffer number, sized by the first host-side write or copy
   * to that number and replaced whole, sized to the command, by each
   * later one: a copy into a buffer at an offset (rows of a literal
   * array) left the rest of the buffer "uninitialised"; and a buffer
   * number reused after a release kept the shadow of its previous,
   * smaller owner, so that a kernel's stores past that size were lost and
   * its reads there "uninitialised".  Kernel stores are tracked byte by
   * byte; with every buffer number used once, each shadow is its own
   * buffer's. */
  int checking;
  cl_program copy_program;
  cl_kernel copy_u8, copy_u32, copy_tail_u8, copy_tail_u32;
  cl_mem *kept;
  int kept_n, kept_cap;
  /* --tuning: parameter names and values. */
  char **tuning_names;
  int *tuning_values;
  int tuning_n;
};

/* The stage: error words and blocking reads in the first 4096 bytes,
 * deferred scalar results (RN_MAX_DEFERRED slots) after them. */
#define RN_STAGE_READ_BYTES 4096
#define RN_STAGE_BYTES (RN_STAGE_READ_BYTES + RN_MAX_DEFERRED * RN_DEFERRED_SLOT)

struct rn_free_block {
  cl_mem buf;
  size_t size;
};

struct rn_pending_event {
  cl_event ev;
  struct rn_kernel *k;
};

static const char *rn_cl_error_name(cl_int e) {
  switch (e) {
#define RN_CL_ERR(x) case x: return #x;
    RN_CL_ERR(CL_SUCCESS)
    RN_CL_ERR(CL_DEVICE_NOT_FOUND)
    RN_CL_ERR(CL_DEVICE_NOT_AVAILABLE)
    RN_CL_ERR(CL_COMPILER_NOT_AVAILABLE)
    RN_CL_ERR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    RN_CL_ERR(CL_OUT_OF_RESOURCES)
    RN_CL_ERR(CL_OUT_OF_HOST_MEMORY)
    RN_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE)
    RN_CL_ERR(CL_MEM_COPY_OVERLAP)
    RN_CL_ERR(CL_IMAGE_FORMAT_MISMATCH)
    RN_CL_ERR(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    RN_CL_ERR(CL_BUILD_PROGRAM_FAILURE)
    RN_CL_ERR(CL_MAP_FAILURE)
    RN_CL_ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    RN_CL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    RN_CL_ERR(CL_COMPILE_PROGRAM_FAILURE)
    RN_CL_ERR(CL_LINKER_NOT_AVAILABLE)
    RN_CL_ERR(CL_LINK_PROGRAM_FAILURE)
    RN_CL_ERR(CL_DEVICE_PARTITION_FAILED)
    RN_CL_ERR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    RN_CL_ERR(CL_INVALID_VALUE)
    RN_CL_ERR(CL_INVALID_DEVICE_TYPE)
    RN_CL_ERR(CL_INVALID_PLATFORM)
    RN_CL_ERR(CL_INVALID_DEVICE)
    RN_CL_ERR(CL_INVALID_CONTEXT)
    RN_CL_ERR(CL_INVALID_QUEUE_PROPERTIES)
    RN_CL_ERR(CL_INVALID_COMMAND_QUEUE)
    RN_CL_ERR(CL_INVALID_HOST_PTR)
    RN_CL_ERR(CL_INVALID_MEM_OBJECT)
    RN_CL_ERR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
    RN_CL_ERR(CL_INVALID_IMAGE_SIZE)
    RN_CL_ERR(CL_INVALID_SAMPLER)
    RN_CL_ERR(CL_INVALID_BINARY)
    RN_CL_ERR(CL_INVALID_BUILD_OPTIONS)
    RN_CL_ERR(CL_INVALID_PROGRAM)
    RN_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE)
    RN_CL_ERR(CL_INVALID_KERNEL_NAME)
    RN_CL_ERR(CL_INVALID_KERNEL_DEFINITION)
    RN_CL_ERR(CL_INVALID_KERNEL)
    RN_CL_ERR(CL_INVALID_ARG_INDEX)
    RN_CL_ERR(CL_INVALID_ARG_VALUE)
    RN_CL_ERR(CL_INVALID_ARG_SIZE)
    RN_CL_ERR(CL_INVALID_KERNEL_ARGS)
    RN_CL_ERR(CL_INVALID_WORK_DIMENSION)
    RN_CL_ERR(CL_INVALID_WORK_GROUP_SIZE)
    RN_CL_ERR(CL_INVALID_WORK_ITEM_SIZE)
    RN_CL_ERR(CL_INVALID_GLOBAL_OFFSET)
    RN_CL_ERR(CL_INVALID_EVENT_WAIT_LIST)
    RN_CL_ERR(CL_INVALID_EVENT)
    RN_CL_ERR(CL_INVALID_OPERATION)
    RN_CL_ERR(CL_INVALID_GL_OBJECT)
    RN_CL_ERR(CL_INVALID_BUFFER_SIZE)
    RN_CL_ERR(CL_INVALID_MIP_LEVEL)
    RN_CL_ERR(CL_INVALID_GLOBAL_WORK_SIZE)
    RN_CL_ERR(CL_INVALID_PROPERTY)
    RN_CL_ERR(CL_INVALID_IMAGE_DESCRIPTOR)
    RN_CL_ERR(CL_INVALID_COMPILER_OPTIONS)
    RN_CL_ERR(CL_INVALID_LINKER_OPTIONS)
    RN_CL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef RN_CL_ERR
  case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
  default: return "unknown OpenCL error";
  }
}

/* ------------------------------------------------------------- messages */

static char *rn_vformat(const char *fmt, va_list ap) {
  va_list ap2;
  int n;
  char *s;
  va_copy(ap2, ap);
  n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) n = 0;
  s = (char *)malloc((size_t)n + 1);
  if (s != NULL) vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

static char *rn_format(const char *fmt, ...) {
  va_list ap;
  char *s;
  va_start(ap, fmt);
  s = rn_vformat(fmt, ap);
  va_end(ap);
  return s;
}

int rn_fail(rn_ctx *ctx, const char *fmt, ...) {
  va_list ap;
  char *s;
  if (ctx == NULL) return 1;
  va_start(ap, fmt);
  s = rn_vformat(fmt, ap);
  va_end(ap);
  free(ctx->error);
  ctx->error = s;
  return 1;
}

const char *rn_ctx_error(rn_ctx *ctx) { return ctx != NULL ? ctx->error : NULL; }

#define RN_DEBUG(ctx, ...)                  \
  do {                                      \
    if ((ctx)->debug) {                     \
      fprintf((ctx)->log, "[runic] ");      \
      fprintf((ctx)->log, __VA_ARGS__);     \
      fputc('\n', (ctx)->log);              \
    }                                       \
  } while (0)

/* Failure of an OpenCL call; memory exhaustion gets the friendly message. */
static int rn_cl_fail(rn_ctx *ctx, const char *call, const char *what, cl_int e) {
  if (e == CL_MEM_OBJECT_ALLOCATION_FAILURE || e == CL_OUT_OF_RESOURCES ||
      e == CL_OUT_OF_HOST_MEMORY)
    return rn_fail(ctx, "out of device memory: %s%s%s failed with %s", call,
                   what ? " for " : "", what ? what : "", rn_cl_error_name(e));
  return rn_fail(ctx, "%s%s%s failed: %s (%d)", call, what ? " for " : "", what ? what : "",
                 rn_cl_error_name(e), (int)e);
}

/* ------------------------------------------------------ device discovery */

typedef struct {
  cl_platform_id platform;
  cl_device_id device;
  int platform_index;
  char platform_name[256];
  char device_name[256];
  cl_device_type type;
} rn_device_entry;

/* All devices of all platforms, in order; *n gets the count (0 when no
 * platform exists).  Returns NULL with *n = -1 on allocation failure. */
static rn_device_entry *rn_all_devices(int *n, cl_uint *nplatforms) {
  cl_uint np = 0, i;
  cl_platform_id *ps;
  rn_device_entry *out = NULL;
  int count = 0;
  *n = 0;
  *nplatforms = 0;
  if (clGetPlatformIDs(0, NULL, &np) != CL_SUCCESS || np == 0) return NULL;
  ps = (cl_platform_id *)malloc(np * sizeof(cl_platform_id));
  if (ps == NULL || clGetPlatformIDs(np, ps, NULL) != CL_SUCCESS) {
    free(ps);
    return NULL;
  }
  *nplatforms = np;
  for (i = 0; i < np; i++) {
    cl_uint nd = 0, j;
    cl_device_id *ds;
    char pname[256] = "";
    clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    pname[255] = 0;
    if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 0, NULL, &nd) != CL_SUCCESS || nd == 0)
      continue;
    ds = (cl_device_id *)malloc(nd * sizeof(cl_device_id));
    if (ds == NULL) continue;
    if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, nd, ds, NULL) == CL_SUCCESS) {
      rn_device_entry *grown =
          (rn_device_entry *)realloc(out, (size_t)(count + (int)nd) * sizeof(rn_device_entry));
      if (grown != NULL) {
        out = grown;
        for (j = 0; j < nd; j++) {
          rn_device_entry *e = &out[count++];
          memset(e, 0, sizeof *e);
          e->platform = ps[i];
          e->device = ds[j];
          e->platform_index = (int)i;
          memcpy(e->platform_name, pname, sizeof pname);
          clGetDeviceInfo(ds[j], CL_DEVICE_NAME, sizeof e->device_name, e->device_name, NULL);
          e->device_name[255] = 0;
          clGetDeviceInfo(ds[j], CL_DEVICE_TYPE, sizeof e->type, &e->type, NULL);
        }
      }
    }
    free(ds);
  }
  free(ps);
  *n = count;
  return out;
}

static const char *rn_device_type_name(cl_device_type t) {
  if (t & CL_DEVICE_TYPE_GPU) return "GPU";
  if (t & CL_DEVICE_TYPE_CPU) return "CPU";
  if (t & CL_DEVICE_TYPE_ACCELERATOR) return "accelerator";
  return "other";
}

int rn_list_devices(FILE *out) {
  int n, i, last_platform = -1;
  cl_uint np;
  rn_device_entry *ds = rn_all_devices(&n, &np);
  if (np == 0) {
    fprintf(out, "no OpenCL platform found\n");
    return 1;
  }
  for (i = 0; i < n; i++) {
    if (ds[i].platform_index != last_platform) {
      fprintf(out, "Platform #%d: %s\n", ds[i].platform_index, ds[i].platform_name);
      last_platform = ds[i].platform_index;
    }
    fprintf(out, "  Device #%d: %s (%s)\n", i, ds[i].device_name,
            rn_device_type_name(ds[i].type));
  }
  free(ds);
  return 0;
}

/* Case-insensitive substring test. */
static int rn_contains_ci(const char *hay, const char *needle) {
  size_t i, j, nl = strlen(needle);
  if (nl == 0) return 1;
  for (i = 0; hay[i]; i++) {
    for (j = 0; j < nl && hay[i + j]; j++) {
      char a = hay[i + j], b = needle[j];
      if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
      if (b >= 'A' && b <= 'Z') b = (char)(b - 'A' + 'a');
      if (a != b) break;
    }
    if (j == nl) return 1;
  }
  return 0;
}

static char *rn_available_devices(const rn_device_entry *ds, int n) {
  size_t cap = 64;
  int i;
  char *s;
  for (i = 0; i < n; i++)
    cap += strlen(ds[i].device_name) + strlen(ds[i].platform_name) + 32;
  s = (char *)malloc(cap);
  if (s == NULL) return NULL;
  s[0] = 0;
  for (i = 0; i < n; i++) {
    size_t len = strlen(s);
    snprintf(s + len, cap - len, "%s#%d %s (%s)", i ? ", " : "", i, ds[i].device_name,
             ds[i].platform_name);
  }
  if (n == 0) snprintf(s, cap, "none");
  return s;
}

/* Whether device entry d's platform is the one asked for: a substring of
 * its name (case-insensitive), or "#k" for the k-th platform. */
static int rn_platform_matches(const rn_device_entry *d, const char *want) {
  if (want == NULL) return 1;
  if (want[0] == '#' && want[1] != 0) return atoi(want + 1) == d->platform_index;
  return rn_contains_ci(d->platform_name, want);
}

/* Picks a device index per cfg, or -1 with *err set.  As in Futhark, a
 * device "#k" is the k-th of the devices of the matching platforms (of all
 * devices, as --list-devices numbers them, without a platform). */
static int rn_select_device(const rn_config *cfg, const rn_device_entry *ds, int n,
                            char **err) {
  int i, chosen = -1, k = 0;
  const char *want_dev = cfg ? cfg->device : NULL;
  const char *want_plat = cfg ? cfg->platform : NULL;
  if (want_plat != NULL) {
    for (i = 0; i < n; i++)
      if (rn_platform_matches(&ds[i], want_plat)) break;
    if (i == n) {
      char *avail = rn_available_devices(ds, n);
      *err = rn_format("no OpenCL platform matches '%s'; available: %s", want_plat,
                       avail ? avail : "?");
      free(avail);
      return -1;
    }
  }
  for (i = 0; i < n && chosen < 0; i++) {
    if (!rn_platform_matches(&ds[i], want_plat)) continue;
    if (want_dev != NULL) {
      if (want_dev[0] == '#') {
        if (want_dev[1] != 0 && atoi(want_dev + 1) == k) chosen = i;
        k++;
      } else if (rn_contains_ci(ds[i].device_name, want_dev)) {
        chosen = i;
      }
    } else if (ds[i].type & CL_DEVICE_TYPE_GPU) {
      chosen = i;
    }
  }
  if (chosen < 0 && want_dev == NULL) { /* no GPU: the first device */
    for (i = 0; i < n && chosen < 0; i++)
      if (rn_platform_matches(&ds[i], want_plat)) chosen = i;
  }
  if (chosen < 0) {
    char *avail = rn_available_devices(ds, n);
    *err = rn_format("no OpenCL device matches '%s'; available: %s",
                     want_dev ? want_dev : "", avail ? avail : "?");
    free(avail);
  }
  return chosen;
}

/* --------------------------------------------------- kernel binary cache */

/* Building the OpenCL program from source is most of a program's start-up
 * time, so the built binary (clGetProgramInfo CL_PROGRAM_BINARIES) is kept
 * on disk and the next start loads it with clCreateProgramWithBinary.  The
 * file is named by a 128-bit key hashed (FNV-1a, two offset bases) from
 * everything that affects the binary: the source, the build options, the
 * device name and version, the driver version and the platform name and
 * version.  A file is RN_CACHE_MAGIC, the 32 hex digits of the key, the
 * binary's length (8 bytes, native order) and the binary.  Any failure
 * (no cache folder, unreadable or corrupt file, a binary the driver
 * rejects, a full disk) falls back to building from source; the cache never
 * makes rn_ctx_new fail.  Files are written to a temporary name and renamed,
 * so concurrent starts never read half a file. */

#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#define RN_CACHE_MAGIC "RUNICCL1"

static void rn_hash_add(uint64_t h[2], const void *p, size_t n) {
  const unsigned char *s = (const unsigned char *)p;
  size_t i;
  for (i = 0; i <= n; i++) { /* a terminating 0 separates the parts */
    unsigned char c = i < n ? s[i] : 0;
    h[0] = (h[0] ^ c) * 1099511628211ULL;
    h[1] = (h[1] ^ c) * 1099511628211ULL;
  }
}

static void rn_hash_add_str(uint64_t h[2], const char *s) { rn_hash_add(h, s, strlen(s)); }

static void rn_hash_add_info(uint64_t h[2], cl_device_id d, cl_platform_id p,
                             cl_device_info di, cl_platform_info pi) {
  char buf[512];
  buf[0] = 0;
  if (d != NULL) clGetDeviceInfo(d, di, sizeof buf, buf, NULL);
  else clGetPlatformInfo(p, pi, sizeof buf, buf, NULL);
  buf[sizeof buf - 1] = 0;
  rn_hash_add_str(h, buf);
}

/* Whether the context's platform is PoCL. */
static int rn_platform_is_pocl(rn_ctx *ctx) {
  char name[256] = {0};
  if (clGetPlatformInfo(ctx->platform, CL_PLATFORM_NAME, sizeof name - 1, name, NULL) != CL_SUCCESS)
    return 0;
  return strstr(name, "Portable Computing Language") != NULL;
}

/* The local size rn_launch gives launches that name none.  A launch
 * without one leaves the choice to the driver, which must pick a divisor
 * of the global size: PoCL picks the largest it allows, so a global size
 * of n gives groups of n's largest divisor (1 for a prime n: n groups of
 * one work-item), and PoCL compiles a kernel's work-group function anew
 * for each local size on its first launch at that size (0.02-0.2 s CPU
 * unoptimised).  The generated kernels launched without a local size (the
 * scatter and histogram kernels, backend/scatter_codegen.cpp) are loops
 * `for (i = get_global_id(0); i < n; i += get_global_size(0))` with their
 * scratch memory used inside the loop only, so on PoCL they get groups of
 * 64 and the global size rounded up: one work-group function a kernel
 * whatever the sizes of its launches.  Other drivers keep their choice. */
static size_t rn_free_local(rn_ctx *ctx) {
  if (!rn_platform_is_pocl(ctx)) return 0;
  return ctx->max_group_size < 64 ? ctx->max_group_size : 64;
}

/* The cache file for this program on this device, malloc'ed, or NULL when
 * the cache is off or has no folder.  *key gets the key's hex digits. */
static char *rn_cache_path(rn_ctx *ctx, const rn_config *cfg, const char *source,
                           const char *options, char key[33]) {
  uint64_t h[2] = {14695981039346656037ULL, 0x6c62272e07bb0142ULL};
  const char *env = getenv("RUNIC_NO_CACHE"), *xdg, *home;
  if (cfg != NULL && cfg->no_cache) return NULL;
  if (env != NULL && env[0] != 0 && strcmp(env, "0") != 0) return NULL;
  /* PoCL keeps a cache of its own and compiles each kernel when it is
   * first launched; asking it for the program binary compiles every kernel
   * of the program, most of which a run may never launch (a program of 300
   * kernels took minutes).  So on PoCL the runtime's cache is off unless it
   * is asked for: RUNIC_NO_CACHE=0 or a cache file of the library's. */
  if (env == NULL && (cfg == NULL || cfg->cache_file == NULL) && rn_platform_is_pocl(ctx)) {
    RN_DEBUG(ctx, "kernel cache: off on PoCL, which caches kernels itself (RUNIC_NO_CACHE=0 turns it on)");
    return NULL;
  }
  rn_hash_add_str(h, RN_CACHE_MAGIC);
  rn_hash_add_str(h, source);
  rn_hash_add_str(h, options);
  rn_hash_add_info(h, ctx->device, NULL, CL_DEVICE_NAME, 0);
  rn_hash_add_info(h, ctx->device, NULL, CL_DEVICE_VERSION, 0);
  rn_hash_add_info(h, ctx->device, NULL, CL_DRIVER_VERSION, 0);
  rn_hash_add_info(h, NULL, ctx->platform, 0, CL_PLATFORM_NAME);
  rn_hash_add_info(h, NULL, ctx->platform, 0, CL_PLATFORM_VERSION);
  snprintf(key, 33, "%016llx%016llx", (unsigned long long)h[0], (unsigned long long)h[1]);
  if (cfg != NULL && cfg->cache_file != NULL) return rn_format("%s", cfg->cache_file);
  xdg = getenv("XDG_CACHE_HOME");
  home = getenv("HOME");
  if (xdg != NULL && xdg[0] == '/') {
    mkdir(xdg, 0700);
    char *dir = rn_format("%s/runic", xdg);
    if (dir != NULL) mkdir(dir, 0700);
    free(dir);
    return rn_format("%s/runic/%s.bin", xdg, key);
  }
  if (home != NULL && home[0] == '/') {
    char *dir = rn_format("%s/.cache", home);
    if (dir != NULL) mkdir(dir, 0700);
    free(dir);
    dir = rn_format("%s/.cache/runic", home);
    if (dir != NULL) mkdir(dir, 0700);
    free(dir);
    return rn_format("%s/.cache/runic/%s.bin", home, key);
  }
  return NULL;
}

/* Builds the program from the cached binary at `path`; NULL on any
 * failure (a miss). */
static cl_program rn_cache_load(rn_ctx *ctx, const char *path, const char *key,
                                const char *options) {
  FILE *f = fopen(path, "rb");
  char head[8 + 32];
  uint64_t len = 0;
  unsigned char *bin = NULL;
  cl_program p = NULL;
  cl_int e, status = CL_SUCCESS;
  size_t size;
  if (f == NULL) {
    RN_DEBUG(ctx, "kernel cache: no file %s", path);
    return NULL;
  }
  if (fread(head, 1, sizeof head, f) != sizeof head || memcmp(head, RN_CACHE_MAGIC, 8) != 0 ||
      memcmp(head + 8, key, 32) != 0 || fread(&len, sizeof len, 1, f) != 1 || len == 0 ||
      len > ((uint64_t)1 << 32)) {
    RN_DEBUG(ctx, "kernel cache: %s is for another program or device", path);
    fclose(f);
    return NULL;
  }
  size = (size_t)len;
  bin = (unsigned char *)malloc(size);
  if (bin == NULL || fread(bin, 1, size, f) != size || fgetc(f) != EOF) {
    RN_DEBUG(ctx, "kernel cache: %s is truncated or too long", path);
    free(bin);
    fclose(f);
    return NULL;
  }
  fclose(f);
  {
    const unsigned char *bins[1];
    bins[0] = bin;
    p = clCreateProgramWithBinary(ctx->context, 1, &ctx->device, &size, bins, &status, &e);
  }
  free(bin);
  if (e != CL_SUCCESS || status != CL_SUCCESS) {
    RN_DEBUG(ctx, "kernel cache: the driver rejects %s (%s)", path,
             rn_cl_error_name(e != CL_SUCCESS ? e : status));
    if (p != NULL) clReleaseProgram(p);
    return NULL;
  }
  e = clBuildProgram(p, 1, &ctx->device, options, NULL, NULL);
  if (e != CL_SUCCESS) {
    RN_DEBUG(ctx, "kernel cache: building the binary of %s failed (%s)", path,
             rn_cl_error_name(e));
    clReleaseProgram(p);
    return NULL;
  }
  RN_DEBUG(ctx, "kernel cache: loaded %s (%lu bytes)", path, (unsigned long)size);
  return p;
}

/* Writes the built program's binary to `path` (via a temporary file);
 * failures are only logged. */
static void rn_cache_store(rn_ctx *ctx, const char *path, const char *key) {
  size_t size = 0;
  unsigned char *bin;
  unsigned char *bins[1];
  uint64_t len;
  char *tmp;
  FILE *f;
  int ok;
  if (clGetProgramInfo(ctx->program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL) !=
          CL_SUCCESS || size == 0) {
    RN_DEBUG(ctx, "kernel cache: the driver gives no program binary");
    return;
  }
  bin = (unsigned char *)malloc(size);
  if (bin == NULL) return;
  bins[0] = bin;
  if (clGetProgramInfo(ctx->program, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL) !=
      CL_SUCCESS) {
    free(bin);
    return;
  }
  tmp = rn_format("%s.tmp%ld", path, (long)getpid());
  f = tmp != NULL ? fopen(tmp, "wb") : NULL;
  len = (uint64_t)size;
  ok = f != NULL && fwrite(RN_CACHE_MAGIC, 1, 8, f) == 8 && fwrite(key, 1, 32, f) == 32 &&
       fwrite(&len, sizeof len, 1, f) == 1 && fwrite(bin, 1, size, f) == size;
  if (f != NULL && fclose(f) != 0) ok = 0;
  if (ok && rename(tmp, path) != 0) ok = 0;
  if (!ok && tmp != NULL) remove(tmp);
  RN_DEBUG(ctx, ok ? "kernel cache: wrote %s" : "kernel cache: cannot write %s (ignored)", path);
  free(tmp);
  free(bin);
}

/* ------------------------------------------------------------- tuning */

int rn_tuning(rn_ctx *ctx, const char *name, int dflt) {
  int i;
  for (i = 0; i < ctx->tuning_n; i++)
    if (strcmp(ctx->tuning_names[i], name) == 0) return ctx->tuning_values[i];
  return dflt;
}

/* Reads a tuning file: NAME=VALUE lines, '#' comments, blank lines.
 * Returns 0, or 1 with a message in *err. */
static int rn_load_tuning(rn_ctx *ctx, const char *path, char **err) {
  char line[1024];
  int lineno = 0;
  FILE *f = fopen(path, "r");
  if (f == NULL) {
    *err = rn_format("cannot read the tuning file %s", path);
    return 1;
  }
  while (fgets(line, sizeof line, f) != NULL) {
    char *p = line, *eq, *end, *name_end;
    long v;
    lineno++;
    if ((end = strchr(p, '#')) != NULL) *end = 0;
    while (*p == ' ' || *p == '\t') p++;
    end = p + strlen(p);
    while (end > p && (end[-1] == '\n' || end[-1] == '\r' || end[-1] == ' ' || end[-1] == '\t')) *--end = 0;
    if (*p == 0) continue;
    eq = strchr(p, '=');
    if (eq == NULL || eq == p) {
      *err = rn_format("tuning file %s, line %d: expected NAME=VALUE", path, lineno);
      fclose(f);
      return 1;
    }
    name_end = eq;
    while (name_end > p && (name_end[-1] == ' ' || name_end[-1] == '\t')) name_end--;
    *name_end = 0;
    v = strtol(eq + 1, &end, 10);
    while (*end == ' ' || *end == '\t') end++;
    if (end == eq + 1 || *end != 0 || v < 0 || v > 1000000) {
      *err = rn_format("tuning file %s, line %d: the value of %s is not a non-negative integer", path, lineno, p);
      fclose(f);
      return 1;
    }
    ctx->tuning_names = (char **)realloc(ctx->tuning_names, (size_t)(ctx->tuning_n + 1) * sizeof(char *));
    ctx->tuning_values = (int *)realloc(ctx->tuning_values, (size_t)(ctx->tuning_n + 1) * sizeof(int));
    if (ctx->tuning_names == NULL || ctx->tuning_values == NULL) {
      *err = rn_format("out of host memory");
      fclose(f);
      return 1;
    }
    ctx->tuning_names[ctx->tuning_n] = strdup(p);
    ctx->tuning_values[ctx->tuning_n] = (int)v;
    ctx->tuning_n++;
  }
  fclose(f);
  return 0;
}

/* ------------------------------------------------------------- context */

static int rn_alloc_error_mem(rn_ctx *ctx);

/* The tuning parameters of cfg, after (and over) those of the file. */
static int rn_add_tuning(rn_ctx *ctx, const rn_config *cfg, char **err) {
  int i, j;
  for (i = 0; i < cfg->tuning_n; i++) {
    for (j = 0; j < ctx->tuning_n; j++)
      if (strcmp(ctx->tuning_names[j], cfg->tuning_names[i]) == 0) break;
    if (j == ctx->tuning_n) {
      char **nn = (char **)realloc(ctx->tuning_names, (size_t)(ctx->tuning_n + 1) * sizeof(char *));
      int *nv;
      if (nn != NULL) ctx->tuning_names = nn;
      nv = (int *)realloc(ctx->tuning_values, (size_t)(ctx->tuning_n + 1) * sizeof(int));
      if (nv != NULL) ctx->tuning_values = nv;
      if (nn == NULL || nv == NULL || (ctx->tuning_names[j] = strdup(cfg->tuning_names[i])) == NULL) {
        *err = rn_format("out of host memory");
        return 1;
      }
      ctx->tuning_n++;
    }
    ctx->tuning_values[j] = cfg->tuning_values[i];
  }
  return 0;
}

/* Adopts the caller's command queue: its context, device and platform. */
static int rn_use_queue(rn_ctx *ctx, cl_command_queue q, char **err) {
  cl_int e = clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof ctx->context, &ctx->context, NULL);
  cl_command_queue_properties props = 0;
  if (e == CL_SUCCESS) e = clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof ctx->device, &ctx->device, NULL);
  if (e == CL_SUCCESS) e = clGetDeviceInfo(ctx->device, CL_DEVICE_PLATFORM, sizeof ctx->platform, &ctx->platform, NULL);
  if (e == CL_SUCCESS) e = clGetCommandQueueInfo(q, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL);
  if (e != CL_SUCCESS) {
    ctx->context = NULL;
    *err = rn_format("the command queue given is not usable: %s", rn_cl_error_name(e));
    return 1;
  }
  clRetainContext(ctx->context);
  clRetainCommandQueue(q);
  ctx->queue = q;
  if (!(props & CL_QUEUE_PROFILING_ENABLE) && (ctx->profile || ctx->device_clock)) {
    RN_DEBUG(ctx, "the command queue given has no profiling: profiling is off");
    ctx->profile = ctx->profile_enabled = ctx->device_clock = 0;
  }
  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t), &ctx->max_group_size, NULL);
  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(cl_uint), &ctx->compute_units, NULL);
  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(cl_ulong), &ctx->max_alloc, NULL);
  if (ctx->max_group_size == 0) ctx->max_group_size = 1;
  if (ctx->compute_units == 0) ctx->compute_units = 1;
  ctx->free_local = rn_free_local(ctx);
  RN_DEBUG(ctx, "using the command queue given");
  return 0;
}

/* Builds ctx->program from the binary in file `path`. */
static int rn_load_binary(rn_ctx *ctx, const char *path, const char *options, char **err) {
  FILE *f = fopen(path, "rb");
  unsigned char *bin = NULL;
  long len = -1;
  cl_int e, status = CL_SUCCESS;
  size_t n;
  if (f != NULL && fseek(f, 0, SEEK_END) == 0) len = ftell(f);
  if (f == NULL || len <= 0 || fseek(f, 0, SEEK_SET) != 0 || (bin = (unsigned char *)malloc((size_t)len)) == NULL ||
      fread(bin, 1, (size_t)len, f) != (size_t)len) {
    if (f) fclose(f);
    free(bin);
    *err = rn_format("cannot read the OpenCL program binary %s", path);
    return 1;
  }
  fclose(f);
  n = (size_t)len;
  ctx->program = clCreateProgramWithBinary(ctx->context, 1, &ctx->device, &n, (const unsigned char **)&bin,
                                           &status, &e);
  free(bin);
  if (e == CL_SUCCESS && status == CL_SUCCESS) e = clBuildProgram(ctx->program, 1, &ctx->device, options, NULL, NULL);
  if (e != CL_SUCCESS || status != CL_SUCCESS) {
    *err = rn_format("the OpenCL program binary %s was not accepted: %s", path,
                     rn_cl_error_name(e != CL_SUCCESS ? e : status));
    return 1;
  }
  RN_DEBUG(ctx, "program built from the binary %s", path);
  return 0;
}

/* Writes the built program's binary to `path`. */
static int rn_dump_binary(rn_ctx *ctx, const char *path, char **err) {
  size_t n = 0;
  unsigned char *bin;
  FILE *f;
  int ok;
  if (clGetProgramInfo(ctx->program, CL_PROGRAM_BINARY_SIZES, sizeof n, &n, NULL) != CL_SUCCESS || n == 0 ||
      (bin = (unsigned char *)malloc(n)) == NULL) {
    *err = rn_format("cannot get the OpenCL program binary to write %s", path);
    return 1;
  }
  if (clGetProgramInfo(ctx->program, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) != CL_SUCCESS) {
    free(bin);
    *err = rn_format("cannot get the OpenCL program binary to write %s", path);
    return 1;
  }
  f = fopen(path, "wb");
  ok = f != NULL && fwrite(bin, 1, n, f) == n;
  if (f != NULL && fclose(f) != 0) ok = 0;
  free(bin);
  if (!ok) {
    *err = rn_format("cannot write %s", path);
    return 1;
  }
  return 0;
}

void rn_set_log(rn_ctx *ctx, FILE *f) { ctx->log = f != NULL ? f : stderr; }

void rn_set_profiling(rn_ctx *ctx, int on) {
  ctx->profile = ctx->profile_enabled && on;
  ctx->paused = ctx->profile_enabled && !on;
}

void *rn_ctx_queue(rn_ctx *ctx) { return ctx->queue; }

void *rn_ctx_program(rn_ctx *ctx) { return ctx->program; }

rn_ctx *rn_ctx_new(const rn_config *cfg, const char *source, char **err) {
  int n, idx;
  cl_uint np;
  cl_int e;
  rn_device_entry *ds;
  rn_ctx *ctx;
  cl_context_properties props[3];
  size_t srclen;
  const char *options;
  char *cache_path, cache_key[33];
  *err = NULL;
  ctx = (rn_ctx *)calloc(1, sizeof(rn_ctx));
  if (ctx == NULL) {
    *err = rn_format("out of host memory");
    return NULL;
  }
  ctx->debug = cfg ? cfg->debug : 0;
  ctx->profile = cfg ? cfg->profile : 0;
  ctx->profile_enabled = ctx->profile;
  ctx->log = stderr;
  ctx->device_clock = cfg ? cfg->device_clock : 0;
  if (cfg && cfg->tuning_file && rn_load_tuning(ctx, cfg->tuning_file, err) != 0) {
    rn_ctx_free(ctx);
    return NULL;
  }
  if (cfg && cfg->tuning_n > 0 && rn_add_tuning(ctx, cfg, err) != 0) {
    rn_ctx_free(ctx);
    return NULL;
  }
  if (cfg && cfg->queue != NULL) {
    if (rn_use_queue(ctx, (cl_command_queue)cfg->queue, err) != 0) {
      rn_ctx_free(ctx);
      return NULL;
    }
    goto have_queue;
  }
  ds = rn_all_devices(&n, &np);
  if (np == 0) {
    *err = rn_format("no OpenCL platform found");
    free(ds);
    free(ctx);
    return NULL;
  }
  if (n == 0) {
    *err = rn_format("no OpenCL device found");
    free(ds);
    free(ctx);
    return NULL;
  }
  idx = rn_select_device(cfg, ds, n, err);
  if (idx < 0) {
    free(ds);
    free(ctx);
    return NULL;
  }
  ctx->platform = ds[idx].platform;
  ctx->device = ds[idx].device;
  {
    const char *kc = getenv("RUNIC_KERNEL_COPIES");
    ctx->checking = kc != NULL && *kc != '\0' ? strcmp(kc, "0") != 0
                                                : rn_contains_ci(ds[idx].platform_name, "oclgrind");
  }
  RN_DEBUG(ctx, "using device #%d: %s (platform %s)%s", idx, ds[idx].device_name,
           ds[idx].platform_name, ctx->checking ? "; checking mode: copies by kernel, buffers kept" : "");
  free(ds);

  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t),
                  &ctx->max_group_size, NULL);
  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(cl_uint),
                  &ctx->compute_units, NULL);
  clGetDeviceInfo(ctx->device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof(cl_ulong),
                  &ctx->max_alloc, NULL);
  if (ctx->max_group_size == 0) ctx->max_group_size = 1;
  if (ctx->compute_units == 0) ctx->compute_units = 1;
  ctx->free_local = rn_free_local(ctx);

  props[0] = CL_CONTEXT_PLATFORM;
  props[1] = (cl_context_properties)ctx->platform;
  props[2] = 0;
  ctx->context = clCreateContext(props, 1, &ctx->device, NULL, NULL, &e);
  if (e != CL_SUCCESS) goto cl_error_context;
  ctx->queue = clCreateCommandQueue(ctx->context, ctx->device,
                                    ctx->profile || ctx->device_clock ? CL_QUEUE_PROFILING_ENABLE : 0,
                                    &e);
  if (e != CL_SUCCESS) goto cl_error_queue;

have_queue:
  if (cfg != NULL && cfg->dump_opencl != NULL) {
    FILE *f = fopen(cfg->dump_opencl, "w");
    if (f == NULL || fputs(source, f) < 0) {
      if (f) fclose(f);
      *err = rn_format("cannot write %s", cfg->dump_opencl);
      rn_ctx_free(ctx);
      return NULL;
    }
    fclose(f);
  }
  options = cfg && cfg->build_options ? cfg->build_options : "";
  if (cfg != NULL && cfg->load_binary != NULL) {
    if (rn_load_binary(ctx, cfg->load_binary, options, err) != 0) {
      rn_ctx_free(ctx);
      return NULL;
    }
    goto built;
  }
  cache_path = rn_cache_path(ctx, cfg, source, options, cache_key);
  if (cache_path != NULL) ctx->program = rn_cache_load(ctx, cache_path, cache_key, options);
  if (ctx->program != NULL) {
    free(cache_path);
    goto built;
  }
  srclen = strlen(source);
  ctx->program = clCreateProgramWithSource(ctx->context, 1, &source, &srclen, &e);
  if (e != CL_SUCCESS) {
    free(cache_path);
    goto cl_error_program;
  }
  RN_DEBUG(ctx, "building program (%lu bytes of source), options: %s", (unsigned long)srclen,
           options);
  e = clBuildProgram(ctx->program, 1, &ctx->device, options, NULL, NULL);
  if (e == CL_SUCCESS && cache_path != NULL) rn_cache_store(ctx, cache_path, cache_key);
  free(cache_path);
  if (e != CL_SUCCESS) {
    size_t loglen = 0;
    char *log = NULL;
    clGetProgramBuildInfo(ctx->program, ctx->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &loglen);
    log = (char *)calloc(loglen + 1, 1);
    if (log != NULL)
      clGetProgramBuildInfo(ctx->program, ctx->device, CL_PROGRAM_BUILD_LOG, loglen, log,
                            NULL);
    *err = rn_format("OpenCL program build failed (%s):\n%s", rn_cl_error_name(e),
                     log ? log : "(no build log)");
    free(log);
    rn_ctx_free(ctx);
    return NULL;
  }
  RN_DEBUG(ctx, "program built");
built:
  if (cfg != NULL && cfg->dump_binary != NULL && rn_dump_binary(ctx, cfg->dump_binary, err) != 0) {
    rn_ctx_free(ctx);
    return NULL;
  }
  {
    cl_int se = CL_SUCCESS;
    ctx->stage = clCreateBuffer(ctx->context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR,
                                RN_STAGE_BYTES, NULL, &se);
    if (se == CL_SUCCESS)
      ctx->stage_ptr = (unsigned char *)clEnqueueMapBuffer(
          ctx->queue, ctx->stage, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, RN_STAGE_BYTES, 0, NULL,
          NULL, &se);
    if (se != CL_SUCCESS) ctx->stage_ptr = NULL;
  }
  if (rn_alloc_error_mem(ctx)) {
    *err = rn_format("%s", ctx->error ? ctx->error : "cannot allocate the error buffer");
    rn_ctx_free(ctx);
    return NULL;
  }
  ctx->err_state = 1; /* the words were just written as zeros (err_words is zeroed) */
  return ctx;

cl_error_context:
  *err = rn_format("clCreateContext failed: %s", rn_cl_error_name(e));
  rn_ctx_free(ctx);
  return NULL;
cl_error_queue:
  *err = rn_format("clCreateCommandQueue failed: %s", rn_cl_error_name(e));
  rn_ctx_free(ctx);
  return NULL;
cl_error_program:
  *err = rn_format("clCreateProgramWithSource failed: %s", rn_cl_error_name(e));
  rn_ctx_free(ctx);
  return NULL;
}

static void rn_pool_flush(rn_ctx *ctx);
static int rn_resolve_events(rn_ctx *ctx);
static void rn_clock_drop(rn_ctx *ctx);

void rn_ctx_free(rn_ctx *ctx) {
  struct rn_kernel *k, *next;
  int i;
  if (ctx == NULL) return;
  if (ctx->queue) clFinish(ctx->queue);
  rn_resolve_events(ctx);
  rn_clock_drop(ctx);
  if (ctx->stage != NULL) {
    if (ctx->stage_ptr != NULL) {
      clEnqueueUnmapMemObject(ctx->queue, ctx->stage, ctx->stage_ptr, 0, NULL, NULL);
      clFinish(ctx->queue);
    }
    clReleaseMemObject(ctx->stage);
  }
  free(ctx->pending);
  if (ctx->error_mem) rn_release(ctx, ctx->error_mem);
  {
    struct rn_counter_entry *c, *cn;
    for (c = ctx->counters; c != NULL; c = cn) {
      cn = c->next;
      rn_release(ctx, c->mem);
      free(c->name);
      free(c);
    }
    ctx->counters = NULL;
  }
  rn_pool_flush(ctx);
  free(ctx->free_list);
  for (i = 0; i < ctx->kept_n; i++) clReleaseMemObject(ctx->kept[i]);
  free(ctx->kept);
  for (k = ctx->kernels; k != NULL; k = next) {
    next = k->next;
    clReleaseKernel(k->k);
    free(k->name);
    free(k);
  }
  if (ctx->program) clReleaseProgram(ctx->program);
  if (ctx->copy_u8) clReleaseKernel(ctx->copy_u8);
  if (ctx->copy_u32) clReleaseKernel(ctx->copy_u32);
  if (ctx->copy_tail_u8) clReleaseKernel(ctx->copy_tail_u8);
  if (ctx->copy_tail_u32) clReleaseKernel(ctx->copy_tail_u32);
  if (ctx->copy_program) clReleaseProgram(ctx->copy_program);
  if (ctx->queue) clReleaseCommandQueue(ctx->queue);
  if (ctx->context) clReleaseContext(ctx->context);
  free(ctx->error);
  for (i = 0; i < ctx->tuning_n; i++) free(ctx->tuning_names[i]);
  free(ctx->tuning_names);
  free(ctx->tuning_values);
  free(ctx);
}

/* ------------------------------------------------------------- buffers */

/* The device-memory pool (after Futhark's free list): rn_release keeps the
 * cl_mem in a free list keyed by size instead of releasing it, and
 * rn_alloc first looks there for the smallest block that fits and wastes
 * at most half of itself (plus 4 KiB), so a program that allocates the
 * same sizes on every run (outputs, temporaries, the harness's inputs)
 * calls clCreateBuffer only on its first run.  Reuse is safe without
 * synchronisation: the queue is in order, so commands on a reused buffer
 * run after those of its previous owner.  The pool is released at
 * rn_ctx_free and when clCreateBuffer runs out of memory (then the
 * allocation is retried once).  cur/peak bytes count buffers in use, not
 * pooled ones. */
static void rn_pool_flush(rn_ctx *ctx) {
  int i;
  if (ctx->free_n > 0)
    RN_DEBUG(ctx, "pool: releasing %d free buffers (%llu bytes)", ctx->free_n,
             (unsigned long long)ctx->free_bytes);
  for (i = 0; i < ctx->free_n; i++) clReleaseMemObject(ctx->free_list[i].buf);
  ctx->free_n = 0;
  ctx->free_bytes = 0;
}

static cl_mem rn_pool_take(rn_ctx *ctx, size_t size, size_t *got) {
  int i, best = -1;
  for (i = 0; i < ctx->free_n; i++) {
    size_t s = ctx->free_list[i].size;
    if (s >= size && s - size <= size / 2 + 4096 &&
        (best < 0 || s < ctx->free_list[best].size))
      best = i;
  }
  if (best < 0) return NULL;
  {
    cl_mem b = ctx->free_list[best].buf;
    *got = ctx->free_list[best].size;
    ctx->free_bytes -= *got;
    ctx->free_list[best] = ctx->free_list[--ctx->free_n];
    return b;
  }
}

/* Returns 0 when the block was pooled, 1 when it must be released. */
static int rn_pool_put(rn_ctx *ctx, cl_mem b, size_t size) {
  if (ctx->free_n == ctx->free_cap) {
    int cap = ctx->free_cap ? 2 * ctx->free_cap : 16;
    struct rn_free_block *v =
        (struct rn_free_block *)realloc(ctx->free_list, (size_t)cap * sizeof *v);
    if (v == NULL) return 1;
    ctx->free_list = v;
    ctx->free_cap = cap;
  }
  ctx->free_list[ctx->free_n].buf = b;
  ctx->free_list[ctx->free_n].size = size;
  ctx->free_n++;
  ctx->free_bytes += size;
  return 0;
}

/* Checking mode: a released buffer is kept until rn_ctx_free (see
 * `checking`), or released at once if the list cannot grow. */
static void rn_keep(rn_ctx *ctx, cl_mem b) {
  if (ctx->kept_n == ctx->kept_cap) {
    int cap = ctx->kept_cap ? 2 * ctx->kept_cap : 64;
    cl_mem *v = (cl_mem *)realloc(ctx->kept, (size_t)cap * sizeof *v);
    if (v == NULL) {
      clReleaseMemObject(b);
      return;
    }
    ctx->kept = v;
    ctx->kept_cap = cap;
  }
  ctx->kept[ctx->kept_n++] = b;
}

int rn_alloc(rn_ctx *ctx, size_t bytes, const char *what, rn_mem **out) {
  cl_int e = CL_SUCCESS;
  rn_mem *m;
  size_t size = bytes ? bytes : 1, got = 0;
  cl_mem pooled;
  *out = NULL;
  if (ctx->max_alloc != 0 && (cl_ulong)size > ctx->max_alloc)
    return rn_fail(ctx,
                   "out of device memory: could not allocate %llu bytes for %s (the device "
                   "allows at most %llu bytes per buffer)",
                   (unsigned long long)bytes, what ? what : "a buffer",
                   (unsigned long long)ctx->max_alloc);
  m = (rn_mem *)malloc(sizeof(rn_mem));
  if (m == NULL) return rn_fail(ctx, "out of host memory");
  m->foreign = 0;
  pooled = rn_pool_take(ctx, size, &got);
  if (pooled != NULL) {
    m->buf = pooled;
    m->size = got;
    ctx->cur_bytes += got;
    if (ctx->cur_bytes > ctx->peak_bytes) ctx->peak_bytes = ctx->cur_bytes;
    RN_DEBUG(ctx, "alloc %llu bytes for %s from the pool (a %llu-byte buffer)",
             (unsigned long long)size, what ? what : "a buffer", (unsigned long long)got);
    *out = m;
    return 0;
  }
  m->buf = clCreateBuffer(ctx->context, CL_MEM_READ_WRITE, size, NULL, &e);
  if (e != CL_SUCCESS && ctx->free_n > 0) {
    /* Out of memory (or any failure) with buffers pooled: give them back
     * and retry once. */
    rn_pool_flush(ctx);
    m->buf = clCreateBuffer(ctx->context, CL_MEM_READ_WRITE, size, NULL, &e);
  }
  if (e != CL_SUCCESS) {
    free(m);
    if (e == CL_MEM_OBJECT_ALLOCATION_FAILURE || e == CL_OUT_OF_RESOURCES ||
        e == CL_OUT_OF_HOST_MEMORY || e == CL_INVALID_BUFFER_SIZE)
      return rn_fail(ctx, "out of device memory: could not allocate %llu bytes for %s (%s)",
                     (unsigned long long)bytes, what ? what : "a buffer",
                     rn_cl_error_name(e));
    return rn_cl_fail(ctx, "clCreateBuffer", what, e);
  }
  m->size = size;
  ctx->cur_bytes += size;
  if (ctx->cur_bytes > ctx->peak_bytes) ctx->peak_bytes = ctx->cur_bytes;
  RN_DEBUG(ctx, "alloc %llu bytes for %s (now %llu bytes in use)", (unsigned long long)size,
           what ? what : "a buffer", (unsigned long long)ctx->cur_bytes);
  *out = m;
  return 0;
}

size_t rn_mem_size(const rn_mem *m) { return m->size; }

int rn_mem_wrap(rn_ctx *ctx, void *cl_buffer, rn_mem **out) {
  rn_mem *m;
  size_t size = 0;
  cl_int e = clGetMemObjectInfo((cl_mem)cl_buffer, CL_MEM_SIZE, sizeof size, &size, NULL);
  *out = NULL;
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clGetMemObjectInfo", "a raw buffer", e);
  m = (rn_mem *)malloc(sizeof(rn_mem));
  if (m == NULL) return rn_fail(ctx, "out of host memory");
  m->buf = (cl_mem)cl_buffer;
  m->size = size;
  m->foreign = 1;
  *out = m;
  return 0;
}

void *rn_mem_cl(rn_mem *m) { return m->buf; }

void rn_release(rn_ctx *ctx, rn_mem *m) {
  if (m == NULL) return;
  if (m->foreign) {
    free(m);
    return;
  }
  ctx->cur_bytes -= m->size;
  RN_DEBUG(ctx, "release %llu bytes%s", (unsigned long long)m->size,
           ctx->checking ? " (kept until the end: checking mode)" : " (to the pool)");
  if (ctx->checking) rn_keep(ctx, m->buf);
  else if (rn_pool_put(ctx, m->buf, m->size)) clReleaseMemObject(m->buf);
  free(m);
}

/* While the device clock runs (rn_clock_start), the first command and
 * the last take an event.  An event costs the device time (about 3 µs a
 * kernel on NVIDIA's driver, benchmarks/gpu/clock_probe.c), so the others
 * take none: the last is the one whose number is the count of commands of
 * the previous clocked call (a call enqueues the same commands each time
 * on the same input); the first clocked call gives every command one.
 * rn_clock_wants counts a command and says whether it takes an event;
 * rn_clock_slot gives the event argument for clEnqueue* (NULL for none);
 * rn_clock_note keeps what it received. */
static int rn_clock_wants(rn_ctx *ctx) {
  if (ctx->clock_start == NULL) return 0;
  ctx->clock_n++;
  return ctx->clock_n == 1 || ctx->clock_expect == 0 || ctx->clock_n == ctx->clock_expect;
}

static cl_event *rn_clock_slot(rn_ctx *ctx, cl_event *slot) {
  *slot = NULL;
  return rn_clock_wants(ctx) ? slot : NULL;
}

static void rn_clock_note(rn_ctx *ctx, cl_event ev) {
  if (ev == NULL) return;
  if (ctx->clock_first == NULL) {
    ctx->clock_first = ev;
    return;
  }
  if (ctx->clock_last != NULL) clReleaseEvent(ctx->clock_last);
  ctx->clock_last = ev;
}

static void rn_clock_drop(rn_ctx *ctx) {
  if (ctx->clock_start != NULL) clReleaseEvent(ctx->clock_start);
  if (ctx->clock_first != NULL) clReleaseEvent(ctx->clock_first);
  if (ctx->clock_last != NULL) clReleaseEvent(ctx->clock_last);
  ctx->clock_start = ctx->clock_first = ctx->clock_last = NULL;
}

static int rn_copy_by_kernel(rn_ctx *ctx, rn_mem *dst, size_t dst_off, rn_mem *src,
                             size_t src_off, size_t bytes);

int rn_write(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, const void *src) {
  cl_int e;
  cl_event ev;
  if (bytes == 0) return 0;
  if (ctx->checking && (offset != 0 || bytes != m->size)) {
    /* A write of the whole of a buffer of its own, then a copy by kernel
     * (see `checking`). */
    rn_mem tmp;
    int r;
    tmp.size = bytes;
    tmp.buf = clCreateBuffer(ctx->context, CL_MEM_READ_WRITE, bytes, NULL, &e);
    if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clCreateBuffer", "a staging buffer", e);
    e = clEnqueueWriteBuffer(ctx->queue, tmp.buf, CL_TRUE, 0, bytes, src, 0, NULL, NULL);
    r = e != CL_SUCCESS ? rn_cl_fail(ctx, "clEnqueueWriteBuffer", NULL, e)
                        : rn_copy_by_kernel(ctx, m, offset, &tmp, 0, bytes);
    rn_keep(ctx, tmp.buf);
    return r;
  }
  e = clEnqueueWriteBuffer(ctx->queue, m->buf, CL_TRUE, offset, bytes, src, 0, NULL, rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueWriteBuffer", NULL, e);
  rn_clock_note(ctx, ev);
  return 0;
}

int rn_read(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, void *dst) {
  cl_int e;
  cl_event ev;
  if (bytes == 0) return 0;
  /* A blocking read waits for the queue anyway: read the error words in
   * the same wait, so that rn_check_errors needs no second round trip. */
  if (ctx->stage_ptr != NULL && bytes <= RN_STAGE_READ_BYTES - sizeof ctx->err_words) {
    unsigned char *at = ctx->stage_ptr + sizeof ctx->err_words;
    int with_err = ctx->err_state == 0 && ctx->error_mem != NULL && m != ctx->error_mem;
    if (with_err) {
      e = clEnqueueReadBuffer(ctx->queue, ctx->error_mem->buf, CL_FALSE, 0, sizeof ctx->err_words,
                              ctx->stage_ptr, 0, NULL, rn_clock_slot(ctx, &ev));
      if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueReadBuffer", "the device error buffer", e);
      rn_clock_note(ctx, ev);
    }
    e = clEnqueueReadBuffer(ctx->queue, m->buf, CL_TRUE, offset, bytes, at, 0, NULL, rn_clock_slot(ctx, &ev));
    if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueReadBuffer", NULL, e);
    rn_clock_note(ctx, ev);
    memcpy(dst, at, bytes);
    if (with_err) {
      memcpy(ctx->err_words, ctx->stage_ptr, sizeof ctx->err_words);
      ctx->err_state = 1;
    }
    return 0;
  }
  if (ctx->err_state == 0 && ctx->error_mem != NULL && m != ctx->error_mem) {
    e = clEnqueueReadBuffer(ctx->queue, ctx->error_mem->buf, CL_FALSE, 0, sizeof ctx->err_words,
                            ctx->err_words, 0, NULL, rn_clock_slot(ctx, &ev));
    if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueReadBuffer", "the device error buffer", e);
    rn_clock_note(ctx, ev);
    ctx->err_state = 1;
  }
  e = clEnqueueReadBuffer(ctx->queue, m->buf, CL_TRUE, offset, bytes, dst, 0, NULL, rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) {
    ctx->err_state = 0;
    return rn_cl_fail(ctx, "clEnqueueReadBuffer", NULL, e);
  }
  rn_clock_note(ctx, ev);
  return 0;
}

int rn_copy(rn_ctx *ctx, rn_mem *dst, size_t dst_off, rn_mem *src, size_t src_off,
            size_t bytes) {
  cl_int e;
  cl_event ev;
  if (bytes == 0) return 0;
  if (ctx->checking) return rn_copy_by_kernel(ctx, dst, dst_off, src, src_off, bytes);
  e = clEnqueueCopyBuffer(ctx->queue, src->buf, dst->buf, src_off, dst_off, bytes, 0, NULL,
                          rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueCopyBuffer", NULL, e);
  rn_clock_note(ctx, ev);
  return 0;
}

/* Checking mode's copies: a program of its own, built on first use. */
static const char *rn_copy_source =
    "__kernel void rn_copy_u8(__global uchar *d, ulong doff, __global const uchar *s, ulong soff,"
    " ulong n) {\n"
    "  for (ulong i = get_global_id(0); i < n; i += get_global_size(0)) d[doff + i] = s[soff + i];\n"
    "}\n"
    "__kernel void rn_copy_u32(__global uint *d, ulong doff, __global const uint *s, ulong soff,"
    " ulong n) {\n"
    "  for (ulong i = get_global_id(0); i < n; i += get_global_size(0)) d[doff + i] = s[soff + i];\n"
    "}\n"
    "__kernel void rn_copy_tail_u8(__global uchar *d, __global const uchar *s, __global const long *c,"
    " ulong n, ulong w) {\n"
    "  const ulong k = (ulong)c[0], m = (n - k) * w, off = k * w;\n"
    "  for (ulong i = get_global_id(0); i < m; i += get_global_size(0)) d[off + i] = s[i];\n"
    "}\n"
    "__kernel void rn_copy_tail_u32(__global uint *d, __global const uint *s, __global const long *c,"
    " ulong n, ulong w) {\n"
    "  const ulong k = (ulong)c[0], m = (n - k) * w, off = k * w;\n"
    "  for (ulong i = get_global_id(0); i < m; i += get_global_size(0)) d[off + i] = s[i];\n"
    "}\n";

static int rn_build_copy_program(rn_ctx *ctx) {
  cl_int e = CL_SUCCESS;
  size_t len = strlen(rn_copy_source);
  if (ctx->copy_program != NULL) return 0;
  ctx->copy_program = clCreateProgramWithSource(ctx->context, 1, &rn_copy_source, &len, &e);
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clCreateProgramWithSource", "the copy kernels", e);
  e = clBuildProgram(ctx->copy_program, 1, &ctx->device, "", NULL, NULL);
  if (e == CL_SUCCESS) ctx->copy_u8 = clCreateKernel(ctx->copy_program, "rn_copy_u8", &e);
  if (e == CL_SUCCESS) ctx->copy_u32 = clCreateKernel(ctx->copy_program, "rn_copy_u32", &e);
  if (e == CL_SUCCESS) ctx->copy_tail_u8 = clCreateKernel(ctx->copy_program, "rn_copy_tail_u8", &e);
  if (e == CL_SUCCESS) ctx->copy_tail_u32 = clCreateKernel(ctx->copy_program, "rn_copy_tail_u32", &e);
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clBuildProgram", "the copy kernels", e);
  return 0;
}

int rn_copy_tail(rn_ctx *ctx, rn_mem *dst, rn_mem *src, rn_mem *count, int64_t n, size_t row_bytes) {
  cl_int e = CL_SUCCESS;
  cl_event ev;
  cl_kernel k;
  cl_ulong a[2];
  size_t unit, global, local = 256, words;
  if (n <= 0 || row_bytes == 0) return 0;
  if (rn_build_copy_program(ctx)) return 1;
  unit = row_bytes % 4 == 0 ? 4 : 1;
  k = unit == 4 ? ctx->copy_tail_u32 : ctx->copy_tail_u8;
  a[0] = (cl_ulong)n;
  a[1] = (cl_ulong)(row_bytes / unit);
  /* At most n rows move (none kept): a thread per word up to 2^20 threads
   * (the grid strides beyond). */
  words = (size_t)n * (size_t)a[1];
  global = words < ((size_t)1 << 20) ? words : ((size_t)1 << 20);
  if (local > ctx->max_group_size) local = ctx->max_group_size;
  global = (global + local - 1) / local * local;
  e = clSetKernelArg(k, 0, sizeof(cl_mem), &dst->buf);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 1, sizeof(cl_mem), &src->buf);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 2, sizeof(cl_mem), &count->buf);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 3, sizeof(cl_ulong), &a[0]);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 4, sizeof(cl_ulong), &a[1]);
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clSetKernelArg", "the tail copy kernel", e);
  e = clEnqueueNDRangeKernel(ctx->queue, k, 1, NULL, &global, &local, 0, NULL, rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueNDRangeKernel", "the tail copy kernel", e);
  rn_clock_note(ctx, ev);
  return 0;
}

static int rn_copy_by_kernel(rn_ctx *ctx, rn_mem *dst, size_t dst_off, rn_mem *src,
                             size_t src_off, size_t bytes) {
  cl_int e = CL_SUCCESS;
  cl_event ev;
  cl_kernel k;
  cl_ulong a[3];
  size_t unit, global, n;
  if (rn_build_copy_program(ctx)) return 1;
  unit = (dst_off | src_off | bytes) % 4 == 0 ? 4 : 1;
  k = unit == 4 ? ctx->copy_u32 : ctx->copy_u8;
  n = bytes / unit;
  a[0] = dst_off / unit;
  a[1] = src_off / unit;
  a[2] = n;
  global = n < 4096 ? n : 4096;
  e = clSetKernelArg(k, 0, sizeof(cl_mem), &dst->buf);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 1, sizeof(cl_ulong), &a[0]);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 2, sizeof(cl_mem), &src->buf);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 3, sizeof(cl_ulong), &a[1]);
  if (e == CL_SUCCESS) e = clSetKernelArg(k, 4, sizeof(cl_ulong), &a[2]);
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clSetKernelArg", "a copy kernel", e);
  e = clEnqueueNDRangeKernel(ctx->queue, k, 1, NULL, &global, NULL, 0, NULL,
                             rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueNDRangeKernel", "a copy kernel", e);
  rn_clock_note(ctx, ev);
  return 0;
}

/* ------------------------------------------------------------- kernels */

int rn_kernel_get(rn_ctx *ctx, const char *name, rn_kernel **out) {
  struct rn_kernel *k;
  cl_int e;
  size_t len;
  *out = NULL;
  for (k = ctx->kernels; k != NULL; k = k->next)
    if (strcmp(k->name, name) == 0) {
      *out = k;
      return 0;
    }
  k = (struct rn_kernel *)calloc(1, sizeof(struct rn_kernel));
  len = strlen(name);
  if (k == NULL || (k->name = (char *)malloc(len + 1)) == NULL) {
    free(k);
    return rn_fail(ctx, "out of host memory");
  }
  memcpy(k->name, name, len + 1);
  k->k = clCreateKernel(ctx->program, name, &e);
  if (e != CL_SUCCESS) {
    free(k->name);
    free(k);
    return rn_fail(ctx, "clCreateKernel for kernel '%s' failed: %s", name,
                   rn_cl_error_name(e));
  }
  k->next = ctx->kernels;
  ctx->kernels = k;
  *out = k;
  return 0;
}

void rn_kernel_cannot_fail(rn_kernel *k) { k->cannot_fail = 1; }

int rn_counter(rn_ctx *ctx, const char *name, rn_mem **out) {
  struct rn_counter_entry *c;
  int zero = 0;
  for (c = ctx->counters; c != NULL; c = c->next)
    if (strcmp(c->name, name) == 0) {
      *out = c->mem;
      return 0;
    }
  c = (struct rn_counter_entry *)calloc(1, sizeof *c);
  if (c == NULL) return rn_fail(ctx, "out of host memory");
  c->name = (char *)malloc(strlen(name) + 1);
  if (c->name == NULL) {
    free(c);
    return rn_fail(ctx, "out of host memory");
  }
  strcpy(c->name, name);
  if (rn_alloc(ctx, sizeof zero, "a work-group counter", &c->mem) ||
      rn_write(ctx, c->mem, 0, sizeof zero, &zero)) {
    if (c->mem) rn_release(ctx, c->mem);
    free(c->name);
    free(c);
    return 1;
  }
  c->next = ctx->counters;
  ctx->counters = c;
  *out = c->mem;
  return 0;
}

int rn_arg_mem(rn_ctx *ctx, rn_kernel *k, int idx, rn_mem *m) {
  cl_int e = clSetKernelArg(k->k, (cl_uint)idx, sizeof(cl_mem), &m->buf);
  if (e != CL_SUCCESS)
    return rn_fail(ctx, "clSetKernelArg (argument %d of kernel '%s') failed: %s", idx, k->name,
                   rn_cl_error_name(e));
  return 0;
}

int rn_arg_scalar(rn_ctx *ctx, rn_kernel *k, int idx, size_t size, const void *p) {
  cl_int e = clSetKernelArg(k->k, (cl_uint)idx, size, p);
  if (e != CL_SUCCESS)
    return rn_fail(ctx, "clSetKernelArg (argument %d of kernel '%s', %lu bytes) failed: %s",
                   idx, k->name, (unsigned long)size, rn_cl_error_name(e));
  return 0;
}

int rn_arg_local(rn_ctx *ctx, rn_kernel *k, int idx, size_t bytes) {
  cl_int e = clSetKernelArg(k->k, (cl_uint)idx, bytes ? bytes : 1, NULL);
  if (e != CL_SUCCESS)
    return rn_fail(ctx,
                   "clSetKernelArg (local argument %d of kernel '%s', %lu bytes) failed: %s",
                   idx, k->name, (unsigned long)bytes, rn_cl_error_name(e));
  return 0;
}

int rn_launch(rn_ctx *ctx, rn_kernel *k, int dims, const size_t *global,
              const size_t *local) {
  cl_int e;
  cl_event ev = NULL;
  int i, clocked;
  size_t free_global, free_local;
  for (i = 0; i < dims; i++)
    if (global[i] == 0) return 0;
  if (local == NULL && ctx->free_local > 0 && dims == 1) {
    /* rn_free_local: groups of free_local, the global size rounded up. */
    free_local = ctx->free_local;
    free_global = (global[0] + free_local - 1) / free_local * free_local;
    global = &free_global;
    local = &free_local;
  }
  if (ctx->debug) {
    fprintf(ctx->log, "[runic] launch %s global=", k->name);
    for (i = 0; i < dims; i++) fprintf(ctx->log, "%s%lu", i ? "x" : "", (unsigned long)global[i]);
    if (local != NULL) {
      fprintf(ctx->log, " local=");
      for (i = 0; i < dims; i++)
        fprintf(ctx->log, "%s%lu", i ? "x" : "", (unsigned long)local[i]);
    }
    fputc('\n', ctx->log);
  }
  clocked = rn_clock_wants(ctx);
  e = clEnqueueNDRangeKernel(ctx->queue, k->k, (cl_uint)dims, NULL, global, local, 0, NULL,
                             ctx->profile || clocked ? &ev : NULL);
  if (e != CL_SUCCESS) {
    char what[300];
    snprintf(what, sizeof what, "kernel '%s'", k->name);
    return rn_cl_fail(ctx, "clEnqueueNDRangeKernel", what, e);
  }
  if (!ctx->paused) k->launches++;
  if (!k->cannot_fail) ctx->err_state = 0;
  if (clocked) {
    if (ctx->profile) clRetainEvent(ev);
    rn_clock_note(ctx, ev);
  }
  if (ctx->profile) {
    /* The event is read at the next rn_sync: waiting here would
     * synchronise after every launch. */
    if (ctx->pending_n == ctx->pending_cap && rn_resolve_events(ctx)) {
      clReleaseEvent(ev);
      return 1;
    }
    if (ctx->pending_n == ctx->pending_cap) {
      int cap = ctx->pending_cap ? 2 * ctx->pending_cap : 64;
      struct rn_pending_event *v =
          (struct rn_pending_event *)realloc(ctx->pending, (size_t)cap * sizeof *v);
      if (v == NULL) {
        clReleaseEvent(ev);
        return rn_fail(ctx, "out of host memory");
      }
      ctx->pending = v;
      ctx->pending_cap = cap;
    }
    ctx->pending[ctx->pending_n].ev = ev;
    ctx->pending[ctx->pending_n].k = k;
    ctx->pending_n++;
  }
  return 0;
}

/* Adds the times of the launches since the last call to their kernels'
 * records (-P). */
static int rn_resolve_events(rn_ctx *ctx) {
  int i, failed = 0;
  for (i = 0; i < ctx->pending_n; i++) {
    cl_event ev = ctx->pending[i].ev;
    cl_ulong t0 = 0, t1 = 0;
    cl_int e = clWaitForEvents(1, &ev);
    if (e == CL_SUCCESS)
      e = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL);
    if (e == CL_SUCCESS)
      e = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL);
    clReleaseEvent(ev);
    if (e != CL_SUCCESS && !failed) {
      char what[300];
      snprintf(what, sizeof what, "kernel '%s'", ctx->pending[i].k->name);
      failed = rn_cl_fail(ctx, "clWaitForEvents/clGetEventProfilingInfo", what, e);
    }
    if (e == CL_SUCCESS) ctx->pending[i].k->total_us += (double)(t1 - t0) / 1000.0;
  }
  ctx->pending_n = 0;
  return failed;
}

/* After a wait for the whole queue: the deferred results have arrived. */
static void rn_deliver_results(rn_ctx *ctx) {
  int i;
  for (i = 0; i < ctx->deferred_n; i++)
    memcpy(ctx->deferred[i].dst,
           ctx->stage_ptr + RN_STAGE_READ_BYTES + (size_t)i * RN_DEFERRED_SLOT,
           ctx->deferred[i].bytes);
  ctx->deferred_n = 0;
}

int rn_sync(rn_ctx *ctx) {
  cl_int e = clFinish(ctx->queue);
  if (e != CL_SUCCESS) {
    ctx->deferred_n = 0;
    return rn_cl_fail(ctx, "clFinish", NULL, e);
  }
  rn_deliver_results(ctx);
  return rn_resolve_events(ctx);
}

int rn_read_result(rn_ctx *ctx, rn_mem *m, size_t offset, size_t bytes, void *dst) {
  cl_int e;
  cl_event ev;
  unsigned char *slot;
  if (ctx->stage_ptr == NULL || bytes > RN_DEFERRED_SLOT || ctx->deferred_n == RN_MAX_DEFERRED)
    return rn_read(ctx, m, offset, bytes, dst);
  slot = ctx->stage_ptr + RN_STAGE_READ_BYTES + (size_t)ctx->deferred_n * RN_DEFERRED_SLOT;
  e = clEnqueueReadBuffer(ctx->queue, m->buf, CL_FALSE, offset, bytes, slot, 0, NULL,
                          rn_clock_slot(ctx, &ev));
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueReadBuffer", "a scalar result", e);
  rn_clock_note(ctx, ev);
  ctx->deferred[ctx->deferred_n].dst = dst;
  ctx->deferred[ctx->deferred_n].bytes = bytes;
  ctx->deferred_n++;
  return 0;
}

int rn_wait_results(rn_ctx *ctx) { return ctx->deferred_n > 0 ? rn_sync(ctx) : 0; }

void rn_cancel_results(rn_ctx *ctx) { ctx->deferred_n = 0; }

int rn_clock_start(rn_ctx *ctx) {
  cl_int e;
  if (!ctx->device_clock) return rn_fail(ctx, "internal error: rn_clock_start without device_clock");
  rn_clock_drop(ctx);
  ctx->clock_n = 0;
  e = clEnqueueMarkerWithWaitList(ctx->queue, 0, NULL, &ctx->clock_start);
  if (e != CL_SUCCESS) return rn_cl_fail(ctx, "clEnqueueMarkerWithWaitList", NULL, e);
  return 0;
}

/* The span from ev_a's START to ev_b's END in µs, or -1 without
 * timestamps. */
static double rn_event_span(cl_event a, cl_event b) {
  cl_ulong t0 = 0, t1 = 0;
  if (clGetEventProfilingInfo(a, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL) == CL_SUCCESS &&
      clGetEventProfilingInfo(b, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL) == CL_SUCCESS &&
      t0 != 0 && t1 >= t0)
    return (double)(t1 - t0) / 1000.0;
  return -1;
}

int rn_clock_stop(rn_ctx *ctx, double *us, double *marker_us) {
  cl_event stop = NULL;
  cl_int e;
  *us = -1;
  if (marker_us != NULL) *marker_us = -1;
  if (ctx->clock_start == NULL) return rn_fail(ctx, "internal error: rn_clock_stop without rn_clock_start");
  e = clEnqueueMarkerWithWaitList(ctx->queue, 0, NULL, &stop);
  if (e == CL_SUCCESS) e = clWaitForEvents(1, &stop);
  if (e != CL_SUCCESS) {
    if (stop != NULL) clReleaseEvent(stop);
    rn_clock_drop(ctx);
    return rn_cl_fail(ctx, "clEnqueueMarkerWithWaitList/clWaitForEvents", NULL, e);
  }
  if (marker_us != NULL) *marker_us = rn_event_span(ctx->clock_start, stop);
  /* Where the count differs from the previous call's, the event taken as
   * the last was not: no time this call. */
  if (ctx->clock_first != NULL && (ctx->clock_expect == 0 || ctx->clock_n == ctx->clock_expect))
    *us = rn_event_span(ctx->clock_first, ctx->clock_last != NULL ? ctx->clock_last : ctx->clock_first);
  ctx->clock_expect = ctx->clock_n;
  clReleaseEvent(stop);
  rn_clock_drop(ctx);
  return 0;
}

size_t rn_max_group_size(rn_ctx *ctx) { return ctx->max_group_size; }
size_t rn_compute_units(rn_ctx *ctx) { return ctx->compute_units; }

/* ------------------------------------------------------- device errors */

static int rn_alloc_error_mem(rn_ctx *ctx) {
  int64_t zeros[RN_ERROR_WORDS];
  memset(zeros, 0, sizeof zeros);
  if (rn_alloc(ctx, sizeof zeros, "the device error buffer", &ctx->error_mem)) return 1;
  return rn_write(ctx, ctx->error_mem, 0, sizeof zeros, zeros);
}

rn_mem *rn_error_mem(rn_ctx *ctx) { return ctx->error_mem; }

int rn_check_errors(rn_ctx *ctx, const char *const *messages, int nmessages) {
  int64_t w[RN_ERROR_WORDS];
  long long code;
  if (ctx->err_state == 1) {
    /* read with the last blocking read, after the last launch */
    memcpy(w, ctx->err_words, sizeof w);
  } else {
    if (rn_read(ctx, ctx->error_mem, 0, sizeof w, w)) return 1;
    memcpy(ctx->err_words, w, sizeof w);
    ctx->err_state = 1;
  }
  code = (long long)w[0];
  if (code == 0) return 0;
  {
    int64_t zeros[RN_ERROR_WORDS];
    memset(zeros, 0, sizeof zeros);
    if (rn_write(ctx, ctx->error_mem, 0, sizeof zeros, zeros)) return 1;
    memcpy(ctx->err_words, zeros, sizeof zeros);
    ctx->err_state = 1;
  }
  if (code >= 1 && code <= nmessages && messages != NULL && messages[code - 1] != NULL) {
    char buf[1024];
    snprintf(buf, sizeof buf, messages[code - 1], (long long)w[1], (long long)w[2],
             (long long)w[3], (long long)w[4], (long long)w[5], (long long)w[6],
             (long long)w[7], (long long)w[8], (long long)w[9], (long long)w[10],
             (long long)w[11], (long long)w[12], (long long)w[13], (long long)w[14],
             (long long)w[15]);
    return rn_fail(ctx, "%s", buf);
  }
  return rn_fail(ctx, "device error code %lld (args %lld %lld %lld)", code, (long long)w[1],
                 (long long)w[2], (long long)w[3]);
}

/* ------------------------------------------------------------- report */

/* The context's kernels in order of first use (they are cached newest
 * first); NULL when out of memory.  *count is set. */
static struct rn_kernel **rn_kernels_in_order(rn_ctx *ctx, int *count) {
  struct rn_kernel *k;
  struct rn_kernel **ks;
  int i;
  *count = 0;
  rn_resolve_events(ctx);
  for (k = ctx->kernels; k != NULL; k = k->next) (*count)++;
  ks = (struct rn_kernel **)malloc((size_t)(*count ? *count : 1) * sizeof *ks);
  if (ks == NULL) return NULL;
  i = *count;
  for (k = ctx->kernels; k != NULL; k = k->next) ks[--i] = k;
  return ks;
}

void rn_report_json(rn_ctx *ctx, FILE *out) {
  int count, i;
  const char *c;
  struct rn_kernel **ks = rn_kernels_in_order(ctx, &count);
  if (ks == NULL) return;
  fprintf(out, "{\"memory\":{\"device\":%llu},\"kernels\":[", (unsigned long long)ctx->peak_bytes);
  for (i = 0; i < count; i++) {
    fprintf(out, "%s{\"name\":\"", i ? "," : "");
    for (c = ks[i]->name; *c; c++) {
      if (*c == '"' || *c == '\\') fputc('\\', out);
      if ((unsigned char)*c >= 0x20) fputc(*c, out);
    }
    fprintf(out, "\",\"launches\":%lld,\"total_us\":%.1f}", ks[i]->launches, ks[i]->total_us);
  }
  fprintf(out, "],\"events\":[]}\n");
  free(ks);
}

void rn_report(rn_ctx *ctx, FILE *out) {
  struct rn_kernel *k;
  int count, i;
  double total = 0;
  struct rn_kernel **ks = rn_kernels_in_order(ctx, &count);
  if (ks == NULL) return;
  fprintf(out, "%-40s %10s %14s %12s\n", "kernel", "launches", "total \xc2\xb5s",
          "mean \xc2\xb5s");
  for (i = 0; i < count; i++) {
    k = ks[i];
    fprintf(out, "%-40s %10lld %14.1f %12.1f\n", k->name, k->launches, k->total_us,
            k->launches ? k->total_us / (double)k->launches : 0.0);
    total += k->total_us;
  }
  fprintf(out, "%-40s %10s %14.1f\n", "total", "", total);
  fprintf(out, "peak device memory: %llu bytes\n", (unsigned long long)ctx->peak_bytes);
  free(ks);
}

/* --------------------------------------------------- host <-> rn_arg */

int rn_upload(rn_ctx *ctx, const rn_value *v, rn_arg *out) {
  size_t bytes;
  memset(out, 0, sizeof *out);
  if (v->rank == 0) {
    memcpy(out->scalar, v->data, rn_prim_size(v->type));
    return 0;
  }
  memcpy(out->shape, v->shape, sizeof(int64_t) * (size_t)v->rank);
  bytes = (size_t)rn_value_elems(v) * rn_prim_size(v->type);
  if (rn_alloc(ctx, bytes, "an input array", &out->mem)) return 1;
  if (rn_write(ctx, out->mem, 0, bytes, v->data)) {
    rn_release(ctx, out->mem);
    out->mem = NULL;
    return 1;
  }
  return 0;
}

int rn_download(rn_ctx *ctx, const rn_arg *a, rn_type_info t, rn_value *out) {
  size_t bytes;
  if (rn_value_alloc(out, t.type, t.rank, a->shape))
    return rn_fail(ctx, "out of host memory: cannot allocate a result of %lld elements",
                   (long long)rn_value_elems(out));
  if (t.rank == 0) {
    memcpy(out->data, a->scalar, rn_prim_size(t.type));
    return 0;
  }
  bytes = (size_t)rn_value_elems(out) * rn_prim_size(t.type);
  if (bytes > 0 && a->mem == NULL) {
    rn_value_free(out);
    return rn_fail(ctx, "internal error: array result without a device buffer");
  }
  if (rn_read(ctx, a->mem, 0, bytes, out->data)) {
    rn_value_free(out);
    return 1;
  }
  return 0;
}

void rn_arg_release(rn_ctx *ctx, rn_arg *a) {
  if (a->mem != NULL) rn_release(ctx, a->mem);
  a->mem = NULL;
}
