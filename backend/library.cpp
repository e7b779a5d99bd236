// The C library writer (backend/library.h).
//
// The generated API follows Futhark's C API (names, argument order, and
// that results come first as out-parameters); docs/c-api.md documents it.
// Arrays are `struct P_array` (context, device buffer, rank, shape) wrapped
// in one struct per element type and rank, so that the C compiler checks
// types while one set of static helpers does the work.  An array's buffer
// is reference counted across the arrays that alias it (project, zip,
// destruct).  An opaque value is `struct P_opaque`: its type descriptor and
// its leaves (backend/api_types.h), each a scalar or an array handle of
// its own, so that passing it to an entry point is passing its leaves, and
// projecting, zipping or constructing shares leaves without copying.  The
// entry wrappers
// check everything that can be checked (NULL context, NULL arrays and
// result pointers, arrays of another context); shape constraints are
// checked by the entry functions themselves.  Error codes: 0 success,
// P_ERROR misuse, P_PROGRAM_ERROR a run-time error of the program,
// P_OUT_OF_MEMORY; the message is kept for P_context_get_error.
#include "backend/library.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "support/source.h"

namespace runic {

const std::vector<std::pair<std::string, std::string>>& runtime_files();

namespace {

// ------------------------------------------------------------------ types

struct ArrayType {
  PrimType elem;
  int rank;
  bool operator<(const ArrayType& o) const { return std::tie(elem, rank) < std::tie(o.elem, o.rank); }
};

std::string elem_ctype(PrimType t) {
  switch (t) {
    case PrimType::I8: return "int8_t";
    case PrimType::I16: return "int16_t";
    case PrimType::I32: return "int32_t";
    case PrimType::I64: return "int64_t";
    case PrimType::U8: return "uint8_t";
    case PrimType::U16: return "uint16_t";
    case PrimType::U32: return "uint32_t";
    case PrimType::U64: return "uint64_t";
    case PrimType::F32: return "float";
    case PrimType::F64: return "double";
    case PrimType::Bool: return "bool";
    case PrimType::F16: return "uint16_t";  // the IEEE binary16 bits, as Futhark's C API
    case PrimType::Unit: break;
  }
  user_error(Span{}, "library entry points cannot take or return " + prim_name(t) + " yet");
}

std::string rn_prim(PrimType t) {
  std::string n = prim_name(t);
  for (auto& c : n) c = (char)std::toupper((unsigned char)c);
  return "RN_" + n;
}

std::string array_suffix(const ArrayType& a) { return prim_name(a.elem) + "_" + std::to_string(a.rank) + "d"; }

std::string source_type(PrimType t, int rank) {
  std::string s;
  for (int i = 0; i < rank; ++i) s += "[]";
  return s + prim_name(t);
}

std::string json_string(const std::string& s) {
  std::string r = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') r += '\\', r += c;
    else if ((unsigned char)c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      r += buf;
    } else r += c;
  }
  return r + "\"";
}

std::string c_string(const std::string& s) {
  std::string r = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') r += '\\', r += ch;
    else if (ch == '\n') r += "\\n";
    else r += ch;
  }
  return r + "\"";
}

// ---------------------------------------------------------- the runtime

// Makes every function that runtime.h declares static (a function first
// declared static keeps internal linkage at its definition), so that the
// runtime of two libraries can be linked into one program.  Declarations
// are the top-level lines outside comments that start with a type name and
// contain '('; tests/library checks with nm that nothing else leaks.
std::string static_declarations(const std::string& header) {
  std::istringstream in(header);
  std::ostringstream out;
  std::string line;
  bool in_comment = false;
  while (std::getline(in, line)) {
    bool starts_in_comment = in_comment;
    for (size_t i = 0; i + 1 < line.size(); ++i) {
      if (!in_comment && line[i] == '/' && line[i + 1] == '*') in_comment = true, ++i;
      else if (in_comment && line[i] == '*' && line[i + 1] == '/') in_comment = false, ++i;
    }
    bool decl = !starts_in_comment && !line.empty() && (std::isalpha((unsigned char)line[0]) || line[0] == '_') &&
                line.find('(') != std::string::npos && line.rfind("typedef", 0) != 0 &&
                line.rfind("extern", 0) != 0 && line.rfind("static", 0) != 0;
    out << (decl ? "static " : "") << line << "\n";
  }
  return out.str();
}

void paste_runtime(std::ostream& o) {
  const auto& files = runtime_files();
  auto paste = [&](const std::string& name) {
    for (auto& [n, text] : files) {
      if (n != name) continue;
      o << "\n/* ---- runtime/" << n << " ---- */\n";
      std::istringstream in(n == "runtime.h" ? static_declarations(text) : text);
      std::string line;
      while (std::getline(in, line)) {
        if (line.find("#include \"runtime.h\"") != std::string::npos) continue;
        o << line << "\n";
      }
    }
  };
  paste("runtime.h");
  paste("values.c");
  paste("opencl.c");
  // harness.c is the executables' main(): not part of a library.
  for (auto& [n, _] : files)
    if (n != "runtime.h" && n != "values.c" && n != "opencl.c" && n != "harness.c" && n.size() > 2 &&
        n.substr(n.size() - 2) == ".c")
      paste(n);
}

// -------------------------------------------------------- the API code

// The shared part of the implementation; P_ stands for the prefix.
const char* kApiHelpers = R"RN(
/* ---- the library API (see the header) ---- */
struct P_context_config {
  char *device, *platform, *cache_file, *build_options;
  int debug, profile, no_cache;
  cl_command_queue queue;  /* set_command_queue, or NULL */
  char *program;           /* set_program / load_program_from, or NULL: the embedded one */
  char *dump_program, *dump_binary, *load_binary;
  char *program_error;     /* load_program_from failed: reported by context_new */
  /* Accepted and kept, but without effect (docs/c-api.md): runic chooses
   * each kernel's work-group size, grid and tiles when it derives it. */
  int unified_memory, group_size, num_groups, tile_size, reg_tile_size;
  int tuning_values[P_NUM_TUNING > 0 ? P_NUM_TUNING : 1];
  int tuning_set[P_NUM_TUNING > 0 ? P_NUM_TUNING : 1];
};

struct P_context {
  rn_ctx *rn;   /* NULL when initialisation failed */
  char *error;  /* the pending error message, or NULL */
};

/* Every array type is this struct wrapped in a struct of its own name. */
struct P_array {
  struct P_context *ctx;
  rn_mem *mem;
  long *refs;   /* shared by the arrays that alias mem (project, zip, ...) */
  int rank;
  int64_t shape[RN_MAX_RANK];
};

/* A new array over `mem` (which it then owns), or NULL (mem untouched). */
static struct P_array *P_array_wrap(struct P_context *ctx, rn_mem *mem, int rank,
                                    const int64_t *shape) {
  struct P_array *a = (struct P_array *)calloc(1, sizeof(struct P_array));
  if (a == NULL) return NULL;
  a->refs = (long *)malloc(sizeof(long));
  if (a->refs == NULL) {
    free(a);
    return NULL;
  }
  *a->refs = 1;
  a->ctx = ctx;
  a->mem = mem;
  a->rank = rank;
  memcpy(a->shape, shape, sizeof(int64_t) * (size_t)rank);
  return a;
}

/* Another handle on the same buffer (aliasing `a`), or NULL. */
static struct P_array *P_array_share(const struct P_array *a) {
  struct P_array *b = (struct P_array *)malloc(sizeof(struct P_array));
  if (b == NULL) return NULL;
  *b = *a;
  ++*b->refs;
  return b;
}

/* Drops one handle; the buffer goes when its last handle does. */
static void P_array_drop(struct P_context *ctx, struct P_array *a) {
  if (a == NULL) return;
  if (--*a->refs == 0) {
    rn_release(ctx->rn, a->mem);
    free(a->refs);
  }
  free(a);
}

static char *P_strdup(const char *s) {
  char *r;
  if (s == NULL) return NULL;
  r = (char *)malloc(strlen(s) + 1);
  if (r != NULL) strcpy(r, s);
  return r;
}

static int P_fail(struct P_context *ctx, int code, const char *fmt, ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  free(ctx->error);
  ctx->error = P_strdup(buf);
  return code;
}

/* After a runtime call failed: takes its message, returns the code. */
static int P_runtime_failed(struct P_context *ctx) {
  const char *m = rn_ctx_error(ctx->rn);
  int code = U_PROGRAM_ERROR;
  if (m == NULL) m = "unknown error";
  if (strncmp(m, "out of device memory", 20) == 0 || strncmp(m, "out of host memory", 18) == 0)
    code = U_OUT_OF_MEMORY;
  return P_fail(ctx, code, "%s", m);
}

/* 0 when ctx can run things; else an error code. */
static int P_usable(struct P_context *ctx) {
  if (ctx == NULL) return U_ERROR;
  if (ctx->rn == NULL)
    return P_fail(ctx, U_ERROR, "the context is unusable: its initialisation failed");
  return 0;
}

static void P_set_string(char **field, const char *s) {
  free(*field);
  *field = P_strdup(s);
}

/* As in Futhark, the kernel binary cache is off until
 * futhark_context_config_set_cache_file names a file: by default a library
 * does not touch the file system. */
struct P_context_config *P_context_config_new(void) {
  struct P_context_config *cfg = (struct P_context_config *)calloc(1, sizeof(struct P_context_config));
  if (cfg != NULL) cfg->no_cache = 1;
  return cfg;
}

void P_context_config_free(struct P_context_config *cfg) {
  if (cfg == NULL) return;
  free(cfg->device);
  free(cfg->platform);
  free(cfg->cache_file);
  free(cfg->build_options);
  free(cfg->program);
  free(cfg->dump_program);
  free(cfg->dump_binary);
  free(cfg->load_binary);
  free(cfg->program_error);
  free(cfg);
}

void P_context_config_select_device_interactively(struct P_context_config *cfg) {
  int k = -1;
  char buf[32];
  if (cfg == NULL) return;
  printf("Choose a device (the number of its line):\n");
  rn_list_devices(stdout);
  printf("> ");
  fflush(stdout);
  if (fgets(buf, sizeof buf, stdin) == NULL || sscanf(buf, " %d", &k) != 1 || k < 0) {
    printf("No device chosen: the default one will be used.\n");
    return;
  }
  snprintf(buf, sizeof buf, "#%d", k);
  P_set_string(&cfg->device, buf);
}

void P_context_config_set_command_queue(struct P_context_config *cfg, cl_command_queue queue) {
  if (cfg != NULL) cfg->queue = queue;
}

void P_context_config_set_unified_memory(struct P_context_config *cfg, int flag) {
  if (cfg != NULL) cfg->unified_memory = flag;
}

void P_context_config_set_default_thread_block_size(struct P_context_config *cfg, int size) {
  if (cfg != NULL) cfg->group_size = size;
}

void P_context_config_set_default_group_size(struct P_context_config *cfg, int size) {
  P_context_config_set_default_thread_block_size(cfg, size);
}

void P_context_config_set_default_grid_size(struct P_context_config *cfg, int num) {
  if (cfg != NULL) cfg->num_groups = num;
}

void P_context_config_set_default_num_groups(struct P_context_config *cfg, int num) {
  P_context_config_set_default_grid_size(cfg, num);
}

void P_context_config_set_default_tile_size(struct P_context_config *cfg, int num) {
  if (cfg != NULL) cfg->tile_size = num;
}

void P_context_config_set_default_reg_tile_size(struct P_context_config *cfg, int num) {
  if (cfg != NULL) cfg->reg_tile_size = num;
}

int P_get_tuning_param_count(void) { return P_NUM_TUNING; }

const char *P_get_tuning_param_name(int i) {
  return i >= 0 && i < P_NUM_TUNING ? P_tuning_names[i] : NULL;
}

const char *P_get_tuning_param_class(int i) {
  return i >= 0 && i < P_NUM_TUNING ? P_tuning_classes[i] : NULL;
}

int P_context_config_set_tuning_param(struct P_context_config *cfg, const char *param_name, size_t new_value) {
  int i;
  if (cfg == NULL || param_name == NULL) return 1;
  for (i = 0; i < P_NUM_TUNING; i++)
    if (strcmp(P_tuning_names[i], param_name) == 0) {
      if (new_value > (size_t)P_tuning_max[i]) return 1;
      cfg->tuning_values[i] = (int)new_value;
      cfg->tuning_set[i] = 1;
      return 0;
    }
  return 1;
}

const char *P_context_config_get_program(struct P_context_config *cfg) {
  if (cfg == NULL) return NULL;
  return cfg->program != NULL ? cfg->program : rn_opencl_src;
}

void P_context_config_set_program(struct P_context_config *cfg, const char *program) {
  if (cfg != NULL) P_set_string(&cfg->program, program);
}

void P_context_config_dump_program_to(struct P_context_config *cfg, const char *path) {
  if (cfg != NULL) P_set_string(&cfg->dump_program, path);
}

void P_context_config_load_program_from(struct P_context_config *cfg, const char *path) {
  FILE *f;
  char *text = NULL;
  long len = -1;
  if (cfg == NULL || path == NULL) return;
  free(cfg->program_error);
  cfg->program_error = NULL;
  f = fopen(path, "rb");
  if (f != NULL && fseek(f, 0, SEEK_END) == 0) len = ftell(f);
  if (f == NULL || len < 0 || fseek(f, 0, SEEK_SET) != 0 || (text = (char *)malloc((size_t)len + 1)) == NULL ||
      fread(text, 1, (size_t)len, f) != (size_t)len) {
    char msg[512];
    free(text);
    snprintf(msg, sizeof msg, "cannot read the OpenCL program %s", path);
    cfg->program_error = P_strdup(msg);
  } else {
    text[len] = 0;
    free(cfg->program);
    cfg->program = text;
  }
  if (f != NULL) fclose(f);
}

void P_context_config_dump_binary_to(struct P_context_config *cfg, const char *path) {
  if (cfg != NULL) P_set_string(&cfg->dump_binary, path);
}

void P_context_config_load_binary_from(struct P_context_config *cfg, const char *path) {
  if (cfg != NULL) P_set_string(&cfg->load_binary, path);
}

void P_context_config_set_device(struct P_context_config *cfg, const char *s) {
  if (cfg != NULL) P_set_string(&cfg->device, s);
}

void P_context_config_set_platform(struct P_context_config *cfg, const char *s) {
  if (cfg != NULL) P_set_string(&cfg->platform, s);
}

void P_context_config_set_profiling(struct P_context_config *cfg, int flag) {
  if (cfg != NULL) cfg->profile = flag != 0;
}

void P_context_config_set_logging(struct P_context_config *cfg, int flag) {
  if (cfg != NULL) cfg->debug = flag != 0;
}

void P_context_config_set_debugging(struct P_context_config *cfg, int flag) {
  if (cfg != NULL) cfg->debug = flag != 0;
}

void P_context_config_set_cache_file(struct P_context_config *cfg, const char *f) {
  if (cfg == NULL) return;
  P_set_string(&cfg->cache_file, f);
  cfg->no_cache = f == NULL;
}

void P_context_config_add_build_option(struct P_context_config *cfg, const char *opt) {
  char *s;
  size_t n;
  if (cfg == NULL || opt == NULL) return;
  n = (cfg->build_options ? strlen(cfg->build_options) + 1 : 0) + strlen(opt) + 1;
  s = (char *)malloc(n);
  if (s == NULL) return;
  snprintf(s, n, "%s%s%s", cfg->build_options ? cfg->build_options : "",
           cfg->build_options ? " " : "", opt);
  free(cfg->build_options);
  cfg->build_options = s;
}

struct P_context *P_context_new(struct P_context_config *cfg) {
  struct P_context *ctx = (struct P_context *)calloc(1, sizeof(struct P_context));
  rn_config c;
  char *err = NULL;
  const char *names[P_NUM_TUNING > 0 ? P_NUM_TUNING : 1];
  int values[P_NUM_TUNING > 0 ? P_NUM_TUNING : 1], i;
  if (ctx == NULL) return NULL;
  memset(&c, 0, sizeof c);
  if (cfg != NULL) {
    if (cfg->program_error != NULL) {
      ctx->error = P_strdup(cfg->program_error);
      return ctx;
    }
    c.device = cfg->device;
    c.platform = cfg->platform;
    c.debug = cfg->debug;
    c.profile = cfg->profile;
    c.build_options = cfg->build_options;
    c.no_cache = cfg->no_cache;
    c.cache_file = cfg->cache_file;
    c.queue = cfg->queue;
    c.dump_opencl = cfg->dump_program;
    c.dump_binary = cfg->dump_binary;
    c.load_binary = cfg->load_binary;
    for (i = 0; i < P_NUM_TUNING; i++)
      if (cfg->tuning_set[i]) {
        names[c.tuning_n] = P_tuning_names[i];
        values[c.tuning_n++] = cfg->tuning_values[i];
      }
    c.tuning_names = names;
    c.tuning_values = values;
    if (cfg->debug && (cfg->group_size || cfg->num_groups || cfg->tile_size || cfg->reg_tile_size))
      fprintf(stderr, "[runic] the default group size, number of groups and tile sizes are ignored: "
                      "each kernel's are chosen when it is derived\n");
  }
  ctx->rn = rn_ctx_new(&c, cfg != NULL && cfg->program != NULL ? cfg->program : rn_opencl_src, &err);
  if (ctx->rn == NULL) ctx->error = err != NULL ? err : P_strdup("cannot initialise OpenCL");
  return ctx;
}

void P_context_free(struct P_context *ctx) {
  if (ctx == NULL) return;
  rn_ctx_free(ctx->rn);
  free(ctx->error);
  free(ctx);
}

int P_context_sync(struct P_context *ctx) {
  int r = P_usable(ctx);
  if (r) return r;
  return rn_sync(ctx->rn) ? P_runtime_failed(ctx) : 0;
}

char *P_context_get_error(struct P_context *ctx) {
  char *e;
  if (ctx == NULL) return NULL;
  e = ctx->error;
  ctx->error = NULL;
  return e;
}

/* The buffers freed values left in the context's pool go back to the
 * device (the pool serves later allocations; opencl.c). */
int P_context_clear_caches(struct P_context *ctx) {
  int r = P_usable(ctx);
  if (r) return r;
  if (rn_sync(ctx->rn)) return P_runtime_failed(ctx);
  rn_pool_flush(ctx->rn);
  return 0;
}

void P_context_set_logging_file(struct P_context *ctx, FILE *f) {
  if (ctx != NULL && ctx->rn != NULL) rn_set_log(ctx->rn, f);
}

void P_context_pause_profiling(struct P_context *ctx) {
  if (ctx != NULL && ctx->rn != NULL) rn_set_profiling(ctx->rn, 0);
}

void P_context_unpause_profiling(struct P_context *ctx) {
  if (ctx != NULL && ctx->rn != NULL) rn_set_profiling(ctx->rn, 1);
}

cl_command_queue P_context_get_command_queue(struct P_context *ctx) {
  return ctx != NULL && ctx->rn != NULL ? (cl_command_queue)rn_ctx_queue(ctx->rn) : NULL;
}

cl_program P_context_get_program(struct P_context *ctx) {
  return ctx != NULL && ctx->rn != NULL ? (cl_program)rn_ctx_program(ctx->rn) : NULL;
}

char *P_context_report(struct P_context *ctx) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f;
  if (P_usable(ctx)) return NULL;
  f = open_memstream(&buf, &len);
  if (f == NULL) return NULL;
  rn_report_json(ctx->rn, f);
  if (fclose(f) != 0) {
    free(buf);
    return NULL;
  }
  return buf;
}

/* A new array of the given shape holding `data` (left uninitialised when
 * data is NULL); NULL with the error set on failure. */
static struct P_array *P_array_make(struct P_context *ctx, const void *data, rn_prim t,
                                    int rank, const int64_t *shape, const char *fn) {
  struct P_array *a;
  rn_mem *mem = NULL;
  int64_t n = 1;
  size_t bytes;
  int d;
  if (P_usable(ctx)) return NULL;
  for (d = 0; d < rank; d++) {
    if (shape[d] < 0) {
      P_fail(ctx, U_ERROR, "%s: dimension %d is negative (%lld)", fn, d + 1, (long long)shape[d]);
      return NULL;
    }
    if (shape[d] != 0 && n > INT64_MAX / shape[d]) {
      P_fail(ctx, U_OUT_OF_MEMORY, "%s: the array is too large", fn);
      return NULL;
    }
    n *= shape[d];
  }
  if ((uint64_t)n > (uint64_t)SIZE_MAX / rn_prim_size(t)) {
    P_fail(ctx, U_OUT_OF_MEMORY, "%s: the array is too large", fn);
    return NULL;
  }
  bytes = (size_t)n * rn_prim_size(t);
  if (rn_alloc(ctx->rn, bytes, "an array", &mem) || (data != NULL && rn_write(ctx->rn, mem, 0, bytes, data))) {
    if (mem != NULL) rn_release(ctx->rn, mem);
    P_runtime_failed(ctx);
    return NULL;
  }
  a = P_array_wrap(ctx, mem, rank, shape);
  if (a == NULL) {
    rn_release(ctx->rn, mem);
    P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
  }
  return a;
}

static struct P_array *P_array_new(struct P_context *ctx, const void *data, rn_prim t,
                                   int rank, const int64_t *shape, const char *fn) {
  int d, empty = 0;
  if (P_usable(ctx)) return NULL;
  for (d = 0; d < rank; d++) empty |= shape[d] <= 0;
  if (!empty && data == NULL) {
    P_fail(ctx, U_ERROR, "%s: data is NULL", fn);
    return NULL;
  }
  return P_array_make(ctx, data, t, rank, shape, fn);
}

/* An array over the caller's cl_mem `data` (not copied, never released). */
static struct P_array *P_array_new_raw(struct P_context *ctx, cl_mem data, rn_prim t, int rank,
                                       const int64_t *shape, const char *fn) {
  struct P_array *a;
  rn_mem *mem = NULL;
  int64_t n = 1;
  int d;
  if (P_usable(ctx)) return NULL;
  for (d = 0; d < rank; d++) {
    if (shape[d] < 0) {
      P_fail(ctx, U_ERROR, "%s: dimension %d is negative (%lld)", fn, d + 1, (long long)shape[d]);
      return NULL;
    }
    if (shape[d] != 0 && n > INT64_MAX / shape[d]) n = INT64_MAX;
    else n *= shape[d];
  }
  if (data == NULL) {
    P_fail(ctx, U_ERROR, "%s: data is NULL", fn);
    return NULL;
  }
  if (rn_mem_wrap(ctx->rn, (void *)data, &mem)) {
    P_runtime_failed(ctx);
    return NULL;
  }
  a = P_array_wrap(ctx, mem, rank, shape);
  if (a == NULL) {
    rn_release(ctx->rn, mem);
    P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
  }
  (void)t;
  return a;
}

/* 0 when `a` can be used with ctx (ctx is usable); else an error code. */
static int P_array_check(struct P_context *ctx, const struct P_array *a, const char *fn) {
  int r = P_usable(ctx);
  if (r) return r;
  if (a == NULL) return P_fail(ctx, U_ERROR, "%s: the array is NULL", fn);
  if (a->ctx != ctx) return P_fail(ctx, U_ERROR, "%s: the array belongs to another context", fn);
  return 0;
}

static int P_array_free(struct P_context *ctx, struct P_array *a, const char *fn) {
  int r;
  if (a == NULL) return ctx == NULL ? U_ERROR : 0;
  r = P_array_check(ctx, a, fn);
  if (r) return r;
  P_array_drop(ctx, a);
  return 0;
}

static int64_t P_array_elems(const struct P_array *a) {
  int64_t n = 1;
  int d;
  for (d = 0; d < a->rank; d++) n *= a->shape[d];
  return n;
}

static int P_array_values(struct P_context *ctx, struct P_array *a, void *data, rn_prim t,
                          const char *fn) {
  int r = P_array_check(ctx, a, fn);
  size_t bytes;
  if (r) return r;
  bytes = (size_t)P_array_elems(a) * rn_prim_size(t);
  if (bytes > 0 && data == NULL) return P_fail(ctx, U_ERROR, "%s: data is NULL", fn);
  return rn_read(ctx->rn, a->mem, 0, bytes, data) ? P_runtime_failed(ctx) : 0;
}

static cl_mem P_array_values_raw(struct P_context *ctx, struct P_array *a, const char *fn) {
  if (P_array_check(ctx, a, fn)) return NULL;
  return (cl_mem)rn_mem_cl(a->mem);
}

static const int64_t *P_array_shape(struct P_context *ctx, struct P_array *a, const char *fn) {
  if (P_array_check(ctx, a, fn)) return NULL;
  return a->shape;
}

static int P_array_index(struct P_context *ctx, void *out, struct P_array *a, rn_prim t,
                         const int64_t *idx, const char *fn) {
  int r = P_array_check(ctx, a, fn);
  int64_t flat = 0;
  int d;
  if (r) return r;
  if (out == NULL) return P_fail(ctx, U_ERROR, "%s: out is NULL", fn);
  for (d = 0; d < a->rank; d++) {
    if (idx[d] < 0 || idx[d] >= a->shape[d])
      return P_fail(ctx, U_ERROR, "%s: index %lld out of bounds for dimension %d of size %lld",
                    fn, (long long)idx[d], d + 1, (long long)a->shape[d]);
    flat = flat * a->shape[d] + idx[d];
  }
  return rn_read(ctx->rn, a->mem, (size_t)flat * rn_prim_size(t), rn_prim_size(t), out)
             ? P_runtime_failed(ctx)
             : 0;
}

/* An entry's array argument k (1-based) as an rn_arg. */
static int P_entry_arg(struct P_context *ctx, rn_arg *arg, const struct P_array *a,
                       const char *entry, int k) {
  char fn[256];
  int r;
  snprintf(fn, sizeof fn, "entry %s, argument %d", entry, k);
  r = P_array_check(ctx, a, fn);
  if (r) return r;
  arg->mem = a->mem;
  memcpy(arg->shape, a->shape, sizeof(int64_t) * (size_t)a->rank);
  return 0;
}

/* Wraps an entry's array results (ranks[i] > 0) into arrays; on failure
 * releases every result buffer. */
static int P_entry_results(struct P_context *ctx, rn_arg *out, const int *ranks, int n,
                           struct P_array **wrapped) {
  int i, failed = 0;
  for (i = 0; i < n; i++) {
    wrapped[i] = NULL;
    if (ranks[i] == 0) continue;
    wrapped[i] = P_array_wrap(ctx, out[i].mem, ranks[i], out[i].shape);
    if (wrapped[i] == NULL) failed = 1;
  }
  if (!failed) return 0;
  for (i = 0; i < n; i++) {
    if (wrapped[i] != NULL) {
      free(wrapped[i]->refs);
      free(wrapped[i]);
    }
    if (ranks[i] != 0) rn_release(ctx->rn, out[i].mem);
  }
  return P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
}
)RN";

const char* kOpaqueHelpers = R"RN(
/* ---- opaque values (records, tuples, sums, arrays of them, abstract
 * types): the leaves the entry points take, see backend/api_types.h ---- */
struct P_type_desc {
  const char *name;     /* the type's name in the manifest */
  int nleaves;
  const rn_prim *prims; /* per leaf */
  const int *ranks;     /* per leaf */
  int rank;             /* arrays of records/sums: the outer rank; else 0 */
  uint64_t hash;        /* identifies the type in stored bytes */
};

struct P_leaf {
  unsigned char scalar[8]; /* rank-0 leaves */
  struct P_array *arr;     /* the others: a handle of its own */
};

struct P_opaque {
  struct P_context *ctx;
  const struct P_type_desc *desc;
  struct P_leaf *leaves;
  int64_t shape[RN_MAX_RANK]; /* arrays of records/sums */
};

static struct P_opaque *P_opaque_alloc(struct P_context *ctx, const struct P_type_desc *d) {
  struct P_opaque *o = (struct P_opaque *)calloc(1, sizeof(struct P_opaque));
  if (o != NULL) o->leaves = (struct P_leaf *)calloc((size_t)(d->nleaves ? d->nleaves : 1), sizeof(struct P_leaf));
  if (o == NULL || o->leaves == NULL) {
    free(o);
    P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
    return NULL;
  }
  o->ctx = ctx;
  o->desc = d;
  return o;
}

static void P_opaque_release(struct P_context *ctx, struct P_opaque *o) {
  int j;
  if (o == NULL) return;
  for (j = 0; j < o->desc->nleaves; j++) P_array_drop(ctx, o->leaves[j].arr);
  free(o->leaves);
  free(o);
}

static int P_opaque_check(struct P_context *ctx, const struct P_opaque *o, const char *fn) {
  int r = P_usable(ctx);
  if (r) return r;
  if (o == NULL) return P_fail(ctx, U_ERROR, "%s: the value is NULL", fn);
  if (o->ctx != ctx) return P_fail(ctx, U_ERROR, "%s: the value belongs to another context", fn);
  return 0;
}

static int P_opaque_free(struct P_context *ctx, struct P_opaque *o, const char *fn) {
  int r;
  if (o == NULL) return ctx == NULL ? U_ERROR : 0;
  r = P_opaque_check(ctx, o, fn);
  if (r) return r;
  P_opaque_release(ctx, o);
  return 0;
}

/* The outer shape of an array of records/sums from its first leaf (the
 * dimensions `dims` where it has no leaves). */
static void P_opaque_set_shape(struct P_opaque *o, const int64_t *dims) {
  int d;
  for (d = 0; d < o->desc->rank; d++)
    o->shape[d] = o->desc->nleaves > 0 ? o->leaves[0].arr->shape[d] : (dims ? dims[d] : 0);
}

/* Leaf `at` of dst := array a (shared). */
static int P_put_array(struct P_context *ctx, struct P_opaque *dst, int at, const struct P_array *a,
                       const char *fn, const char *what) {
  if (a == NULL) return P_fail(ctx, U_ERROR, "%s: %s is NULL", fn, what);
  if (a->ctx != ctx) return P_fail(ctx, U_ERROR, "%s: %s belongs to another context", fn, what);
  dst->leaves[at].arr = P_array_share(a);
  return dst->leaves[at].arr == NULL ? P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory") : 0;
}

/* Leaves [at, at + n) of dst := leaves [from, from + n) of src (shared). */
static int P_put_leaves(struct P_context *ctx, struct P_opaque *dst, int at, const struct P_opaque *src,
                        int from, int n, const char *fn, const char *what) {
  int j;
  if (src == NULL) return P_fail(ctx, U_ERROR, "%s: %s is NULL", fn, what);
  if (src->ctx != ctx) return P_fail(ctx, U_ERROR, "%s: %s belongs to another context", fn, what);
  for (j = 0; j < n; j++) {
    memcpy(dst->leaves[at + j].scalar, src->leaves[from + j].scalar, 8);
    if (src->leaves[from + j].arr != NULL) {
      dst->leaves[at + j].arr = P_array_share(src->leaves[from + j].arr);
      if (dst->leaves[at + j].arr == NULL) return P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
    }
  }
  return 0;
}

/* A new value of type d from leaves [from, ...) of src (a projection). */
static int P_opaque_part(struct P_context *ctx, struct P_opaque **out, const struct P_type_desc *d,
                         const struct P_opaque *src, int from, const char *fn) {
  struct P_opaque *o;
  int r = P_opaque_check(ctx, src, fn);
  if (r) return r;
  if (out == NULL) return P_fail(ctx, U_ERROR, "%s: out is NULL", fn);
  o = P_opaque_alloc(ctx, d);
  if (o == NULL) return U_OUT_OF_MEMORY;
  r = P_put_leaves(ctx, o, 0, src, from, d->nleaves, fn, "the value");
  if (r) {
    P_opaque_release(ctx, o);
    return r;
  }
  P_opaque_set_shape(o, src->shape);
  *out = o;
  return 0;
}

/* A projected array field (leaf `at` of src), shared. */
static int P_array_part(struct P_context *ctx, struct P_array **out, const struct P_opaque *src, int at,
                        const char *fn) {
  int r = P_opaque_check(ctx, src, fn);
  if (r) return r;
  if (out == NULL) return P_fail(ctx, U_ERROR, "%s: out is NULL", fn);
  *out = P_array_share(src->leaves[at].arr);
  return *out == NULL ? P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory") : 0;
}

/* Checks that every leaf of an array of records has the outer dimensions
 * of the first (zip's arguments must agree), and sets the shape. */
static int P_check_outer(struct P_context *ctx, struct P_opaque *o, const char *fn) {
  int j, d;
  for (j = 1; j < o->desc->nleaves; j++)
    for (d = 0; d < o->desc->rank; d++)
      if (o->leaves[j].arr->shape[d] != o->leaves[0].arr->shape[d])
        return P_fail(ctx, U_ERROR, "%s: the arrays differ in dimension %d: %lld and %lld", fn, d + 1,
                      (long long)o->leaves[0].arr->shape[d], (long long)o->leaves[j].arr->shape[d]);
  P_opaque_set_shape(o, NULL);
  return 0;
}

static int64_t P_leaf_row_elems(const struct P_opaque *a, int j) {
  int64_t n = 1;
  int d;
  for (d = a->desc->rank; d < a->desc->ranks[j]; d++) n *= a->leaves[j].arr->shape[d];
  return n;
}

/* The flat index of idx in the outer dimensions of a, or -1 (error set). */
static int64_t P_outer_index(struct P_context *ctx, const struct P_opaque *a, const int64_t *idx,
                             const char *fn) {
  int64_t flat = 0;
  int d;
  for (d = 0; d < a->desc->rank; d++) {
    if (idx[d] < 0 || idx[d] >= a->shape[d]) {
      P_fail(ctx, U_ERROR, "%s: index %lld out of bounds for dimension %d of size %lld", fn, (long long)idx[d],
             d + 1, (long long)a->shape[d]);
      return -1;
    }
    flat = flat * a->shape[d] + idx[d];
  }
  return flat;
}

/* out := a[idx] (an element of type ed: copied, not shared). */
static int P_opaque_index(struct P_context *ctx, struct P_opaque **out, const struct P_type_desc *ed,
                          const struct P_opaque *a, const int64_t *idx, const char *fn) {
  struct P_opaque *o;
  int64_t flat;
  int j, r = P_opaque_check(ctx, a, fn);
  if (r) return r;
  if (out == NULL) return P_fail(ctx, U_ERROR, "%s: out is NULL", fn);
  flat = P_outer_index(ctx, a, idx, fn);
  if (flat < 0) return U_ERROR;
  o = P_opaque_alloc(ctx, ed);
  if (o == NULL) return U_OUT_OF_MEMORY;
  for (j = 0; j < ed->nleaves; j++) {
    rn_prim t = a->desc->prims[j];
    int64_t row = P_leaf_row_elems(a, j);
    size_t bytes = (size_t)row * rn_prim_size(t);
    if (ed->ranks[j] == 0) {
      r = rn_read(ctx->rn, a->leaves[j].arr->mem, (size_t)flat * bytes, bytes, o->leaves[j].scalar);
    } else {
      o->leaves[j].arr = P_array_make(ctx, NULL, t, ed->ranks[j], a->leaves[j].arr->shape + a->desc->rank, fn);
      if (o->leaves[j].arr == NULL) {
        P_opaque_release(ctx, o);
        return U_OUT_OF_MEMORY;
      }
      r = bytes == 0 ? 0 : rn_copy(ctx->rn, o->leaves[j].arr->mem, 0, a->leaves[j].arr->mem, (size_t)flat * bytes, bytes);
    }
    if (r) {
      P_opaque_release(ctx, o);
      return P_runtime_failed(ctx);
    }
  }
  *out = o;
  return 0;
}

/* Copies element e into position `flat` of the leaves of a. */
static int P_opaque_put_elem(struct P_context *ctx, struct P_opaque *a, int64_t flat, const struct P_opaque *e,
                             const char *fn) {
  int j, d;
  for (j = 0; j < a->desc->nleaves; j++) {
    rn_prim t = a->desc->prims[j];
    int er = a->desc->ranks[j] - a->desc->rank;
    size_t bytes = (size_t)P_leaf_row_elems(a, j) * rn_prim_size(t);
    int r;
    for (d = 0; d < er; d++)
      if (e->leaves[j].arr->shape[d] != a->leaves[j].arr->shape[a->desc->rank + d])
        return P_fail(ctx, U_ERROR, "%s: the element's shape differs from the array's elements", fn);
    if (er == 0)
      r = rn_write(ctx->rn, a->leaves[j].arr->mem, (size_t)flat * bytes, bytes, e->leaves[j].scalar);
    else
      r = bytes == 0 ? 0 : rn_copy(ctx->rn, a->leaves[j].arr->mem, (size_t)flat * bytes, e->leaves[j].arr->mem, 0, bytes);
    if (r) return P_runtime_failed(ctx);
  }
  return 0;
}

static int P_opaque_set(struct P_context *ctx, struct P_opaque *a, const struct P_opaque *e,
                        const int64_t *idx, const char *fn) {
  int64_t flat;
  int r = P_opaque_check(ctx, a, fn);
  if (r) return r;
  r = P_opaque_check(ctx, e, fn);
  if (r) return r;
  flat = P_outer_index(ctx, a, idx, fn);
  if (flat < 0) return U_ERROR;
  return P_opaque_put_elem(ctx, a, flat, e, fn);
}

/* out := the array of type d (rank d->rank, dimensions dims) of the
 * elements elems, copied. */
static int P_opaque_new_array(struct P_context *ctx, struct P_opaque **out, const struct P_type_desc *d,
                              const struct P_opaque *const *elems, const int64_t *dims, const char *fn) {
  struct P_opaque *o;
  int64_t n = 1, i;
  int j, k, r = P_usable(ctx);
  if (r) return r;
  if (out == NULL) return P_fail(ctx, U_ERROR, "%s: out is NULL", fn);
  for (k = 0; k < d->rank; k++) {
    if (dims[k] < 0) return P_fail(ctx, U_ERROR, "%s: dimension %d is negative", fn, k + 1);
    n *= dims[k];
  }
  if (n > 0 && elems == NULL) return P_fail(ctx, U_ERROR, "%s: elems is NULL", fn);
  for (i = 0; i < n; i++) {
    r = P_opaque_check(ctx, elems[i], fn);
    if (r) return r;
  }
  o = P_opaque_alloc(ctx, d);
  if (o == NULL) return U_OUT_OF_MEMORY;
  for (j = 0; j < d->nleaves; j++) {
    int64_t shape[RN_MAX_RANK];
    for (k = 0; k < d->ranks[j]; k++)
      shape[k] = k < d->rank ? dims[k] : n > 0 ? elems[0]->leaves[j].arr->shape[k - d->rank] : 0;
    o->leaves[j].arr = P_array_make(ctx, NULL, d->prims[j], d->ranks[j], shape, fn);
    if (o->leaves[j].arr == NULL) {
      P_opaque_release(ctx, o);
      return U_OUT_OF_MEMORY;
    }
  }
  P_opaque_set_shape(o, dims);
  for (i = 0; i < n; i++) {
    r = P_opaque_put_elem(ctx, o, i, elems[i], fn);
    if (r) {
      P_opaque_release(ctx, o);
      return r;
    }
  }
  *out = o;
  return 0;
}

/* Stored bytes: "RNOPAQ1\0", the type's hash (8 bytes), the number of
 * leaves (8 bytes), then per leaf its type (1 byte), rank (1 byte), shape
 * (8 bytes a dimension) and elements (native byte order, row-major). */
static int P_opaque_store(struct P_context *ctx, const struct P_opaque *o, void **p, size_t *n, const char *fn) {
  size_t size = 24, at;
  unsigned char *b;
  int j, r = P_opaque_check(ctx, o, fn);
  int64_t nl = o ? o->desc->nleaves : 0;
  if (r) return r;
  if (n == NULL) return P_fail(ctx, U_ERROR, "%s: n is NULL", fn);
  for (j = 0; j < o->desc->nleaves; j++) {
    int rank = o->desc->ranks[j];
    size += 2 + 8 * (size_t)rank +
            (rank == 0 ? 1 : (size_t)P_array_elems(o->leaves[j].arr)) * rn_prim_size(o->desc->prims[j]);
  }
  *n = size;
  if (p == NULL) return 0;
  if (*p == NULL) {
    *p = malloc(size);
    if (*p == NULL) return P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
  }
  b = (unsigned char *)*p;
  memcpy(b, "RNOPAQ1", 8);
  memcpy(b + 8, &o->desc->hash, 8);
  memcpy(b + 16, &nl, 8);
  at = 24;
  for (j = 0; j < o->desc->nleaves; j++) {
    int rank = o->desc->ranks[j];
    size_t es = rn_prim_size(o->desc->prims[j]);
    b[at++] = (unsigned char)o->desc->prims[j];
    b[at++] = (unsigned char)rank;
    if (rank == 0) {
      memcpy(b + at, o->leaves[j].scalar, es);
      at += es;
    } else {
      size_t bytes = (size_t)P_array_elems(o->leaves[j].arr) * es;
      memcpy(b + at, o->leaves[j].arr->shape, 8 * (size_t)rank);
      at += 8 * (size_t)rank;
      if (bytes > 0 && rn_read(ctx->rn, o->leaves[j].arr->mem, 0, bytes, b + at)) return P_runtime_failed(ctx);
      at += bytes;
    }
  }
  return 0;
}

static struct P_opaque *P_opaque_restore(struct P_context *ctx, const struct P_type_desc *d, const void *p,
                                         const char *fn) {
  const unsigned char *b = (const unsigned char *)p;
  struct P_opaque *o;
  uint64_t hash;
  int64_t nl;
  size_t at = 24;
  int j;
  if (P_usable(ctx)) return NULL;
  if (b == NULL) {
    P_fail(ctx, U_ERROR, "%s: p is NULL", fn);
    return NULL;
  }
  memcpy(&hash, b + 8, 8);
  memcpy(&nl, b + 16, 8);
  if (memcmp(b, "RNOPAQ1", 8) != 0 || hash != d->hash || nl != d->nleaves) {
    P_fail(ctx, U_ERROR, "%s: the bytes do not hold a stored value of type %s", fn, d->name);
    return NULL;
  }
  o = P_opaque_alloc(ctx, d);
  if (o == NULL) return NULL;
  for (j = 0; j < d->nleaves; j++) {
    int rank = d->ranks[j];
    size_t es = rn_prim_size(d->prims[j]);
    if (b[at] != (unsigned char)d->prims[j] || b[at + 1] != (unsigned char)rank) {
      P_opaque_release(ctx, o);
      P_fail(ctx, U_ERROR, "%s: the bytes do not hold a stored value of type %s", fn, d->name);
      return NULL;
    }
    at += 2;
    if (rank == 0) {
      memcpy(o->leaves[j].scalar, b + at, es);
      at += es;
    } else {
      int64_t shape[RN_MAX_RANK];
      memcpy(shape, b + at, 8 * (size_t)rank);
      at += 8 * (size_t)rank;
      o->leaves[j].arr = P_array_make(ctx, b + at, d->prims[j], rank, shape, fn);
      if (o->leaves[j].arr == NULL) {
        P_opaque_release(ctx, o);
        return NULL;
      }
      at += (size_t)P_array_elems(o->leaves[j].arr) * es;
    }
  }
  P_opaque_set_shape(o, NULL);
  return o;
}

/* The leaves of an opaque entry argument into rn_in[at...]. */
static int P_entry_opaque_arg(struct P_context *ctx, rn_arg *in, const struct P_opaque *o,
                              const struct P_type_desc *d, const char *entry, int k) {
  char fn[256];
  int j, r;
  snprintf(fn, sizeof fn, "entry %s, argument %d", entry, k);
  r = P_opaque_check(ctx, o, fn);
  if (r) return r;
  if (o->desc != d) return P_fail(ctx, U_ERROR, "%s: a value of type %s, not %s", fn, o->desc->name, d->name);
  for (j = 0; j < d->nleaves; j++) {
    if (d->ranks[j] == 0) {
      memcpy(in[j].scalar, o->leaves[j].scalar, 8);
    } else {
      in[j].mem = o->leaves[j].arr->mem;
      memcpy(in[j].shape, o->leaves[j].arr->shape, sizeof(int64_t) * (size_t)d->ranks[j]);
    }
  }
  return 0;
}

/* An opaque entry result from out[0..] and the wrapped arrays w[0..]
 * (which it takes over). */
static struct P_opaque *P_entry_opaque_result(struct P_context *ctx, const rn_arg *out, struct P_array **w,
                                              const struct P_type_desc *d) {
  struct P_opaque *o = P_opaque_alloc(ctx, d);
  int j;
  if (o == NULL) {
    for (j = 0; j < d->nleaves; j++) P_array_drop(ctx, w[j]);
    return NULL;
  }
  for (j = 0; j < d->nleaves; j++) {
    memcpy(o->leaves[j].scalar, out[j].scalar, 8);
    o->leaves[j].arr = w[j];
  }
  P_opaque_set_shape(o, NULL);
  return o;
}

/* Leaves [from, from + n) of o := blank values: zeros (calloc'ed) and
 * empty arrays (the payloads of a sum's other constructors). */
static int P_blank_leaves(struct P_context *ctx, struct P_opaque *o, int from, int n, const char *fn) {
  static const int64_t zeros[RN_MAX_RANK] = {0};
  int j;
  for (j = from; j < from + n; j++)
    if (o->desc->ranks[j] > 0) {
      o->leaves[j].arr = P_array_make(ctx, NULL, o->desc->prims[j], o->desc->ranks[j], zeros, fn);
      if (o->leaves[j].arr == NULL) return U_OUT_OF_MEMORY;
    }
  return 0;
}
)RN";

// kApiHelpers with the identifiers starting with P_ and U_ renamed to the
// prefix and its upper-case form (one pass, so a prefix that itself
// contains "P_" is not substituted again).
std::string instantiate(const std::string& text, const std::string& P, const std::string& U) {
  std::string r;
  auto ident = [](char c) { return std::isalnum((unsigned char)c) || c == '_'; };
  for (size_t i = 0; i < text.size(); ++i) {
    bool start = i == 0 || !ident(text[i - 1]);
    if (start && i + 1 < text.size() && text[i + 1] == '_' && (text[i] == 'P' || text[i] == 'U')) {
      r += text[i] == 'P' ? P : U;
      ++i;
      continue;
    }
    r += text[i];
  }
  return r;
}

// C and C++ keywords (and the generated functions' own parameter names)
// cannot name a parameter: a record field `int` becomes parameter `int_`.
std::string param_name(const std::string& field, bool tuple) {
  static const std::set<std::string> reserved = {
      "auto", "bool", "break", "case", "char", "class", "const", "continue", "ctx", "default", "delete",
      "do", "double", "else", "enum", "extern", "false", "float", "for", "goto", "if", "inline", "int",
      "long", "new", "o", "obj", "out", "p", "r", "private", "public", "register", "restrict", "return", "short",
      "signed", "sizeof", "static", "struct", "switch", "template", "this", "true", "typedef", "union",
      "unsigned", "void", "volatile", "while"};
  if (tuple) return "v" + field;
  return reserved.count(field) ? field + "_" : field;
}

uint64_t fnv(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

struct Api {
  std::string P;  // "futhark_"
  std::string U;  // "FUTHARK_"
  std::set<ArrayType> arrays;
  const ApiTypes* types = nullptr;

  const ApiType& ty(int i) const { return types->types[(size_t)i]; }
  std::string arr(const ArrayType& a) const { return "struct " + P + array_suffix(a); }
  std::string opq(const ApiType& a) const { return "struct " + P + "opaque_" + a.cname; }
  std::string ctx() const { return "struct " + P + "context *ctx"; }
  // The C type of a value of type t, as an argument (`float`,
  // `struct futhark_f32_1d *`).
  std::string ctype(int t) const {
    const ApiType& a = ty(t);
    if (a.kind == ApiType::Kind::Prim) return elem_ctype(a.prim);
    if (a.kind == ApiType::Kind::Array) return arr({a.prim, a.rank}) + " *";
    return opq(a) + " *";
  }
  std::string in_decl(int t, bool unique, const std::string& name) const {
    const ApiType& a = ty(t);
    if (a.kind == ApiType::Kind::Prim) return "const " + ctype(t) + " " + name;
    return std::string(unique ? "" : "const ") + ctype(t) + name;
  }
  std::string out_decl(int t, const std::string& name) const {
    const ApiType& a = ty(t);
    if (a.kind == ApiType::Kind::Prim) return ctype(t) + " *" + name;
    return ctype(t) + "*" + name;
  }
  std::string desc(const ApiType& a) const { return "&" + P + "desc_" + a.cname; }
  std::string fn(const std::string& f) const { return c_string(P + f); }

  std::string entry_signature(const GeneratedProgram::Entry& e, const ApiEntry& ae) const {
    std::string s = "int " + P + "entry_" + e.c_name + "(" + ctx();
    for (size_t k = 0; k < ae.results.size(); ++k) s += ", " + out_decl(ae.results[k], "out" + std::to_string(k));
    for (size_t k = 0; k < ae.params.size(); ++k)
      s += ", " + in_decl(ae.params[k], ae.params_unique[k], "in" + std::to_string(k));
    return s + ")";
  }

  // ---- arrays of primitives

  std::string array_decls(const ArrayType& a) const {
    std::string T = elem_ctype(a.elem), s = array_suffix(a), A = arr(a), dims, idx;
    for (int d = 0; d < a.rank; ++d) dims += ", int64_t dim" + std::to_string(d);
    for (int d = 0; d < a.rank; ++d) idx += ", int64_t i" + std::to_string(d);
    std::ostringstream o;
    o << A << ";\n";
    o << A << " *" << P << "new_" << s << "(" << ctx() << ", const " << T << " *data" << dims << ");\n";
    o << A << " *" << P << "new_raw_" << s << "(" << ctx() << ", cl_mem data" << dims << ");\n";
    o << "int " << P << "free_" << s << "(" << ctx() << ", " << A << " *arr);\n";
    o << "int " << P << "values_" << s << "(" << ctx() << ", " << A << " *arr, " << T << " *data);\n";
    o << "cl_mem " << P << "values_raw_" << s << "(" << ctx() << ", " << A << " *arr);\n";
    o << "const int64_t *" << P << "shape_" << s << "(" << ctx() << ", " << A << " *arr);\n";
    o << "int " << P << "index_" << s << "(" << ctx() << ", " << T << " *out, " << A << " *arr" << idx << ");\n";
    return o.str();
  }

  std::string array_defs(const ArrayType& a) const {
    std::string T = elem_ctype(a.elem), s = array_suffix(a), A = arr(a), dims, shape, idx, idxs;
    std::string prim = rn_prim(a.elem);
    for (int d = 0; d < a.rank; ++d) {
      dims += ", int64_t dim" + std::to_string(d);
      shape += std::string(d ? ", " : "") + "dim" + std::to_string(d);
      idx += ", int64_t i" + std::to_string(d);
      idxs += std::string(d ? ", " : "") + "i" + std::to_string(d);
    }
    std::string PA = "(struct " + P + "array *)";
    std::ostringstream o;
    o << A << " {\n  struct " << P << "array a;\n};\n\n";
    o << A << " *" << P << "new_" << s << "(" << ctx() << ", const " << T << " *data" << dims << ") {\n"
      << "  int64_t shape[" << a.rank << "] = {" << shape << "};\n"
      << "  return (" << A << " *)" << P << "array_new(ctx, data, " << prim << ", " << a.rank << ", shape, "
      << fn("new_" + s) << ");\n}\n\n";
    o << A << " *" << P << "new_raw_" << s << "(" << ctx() << ", cl_mem data" << dims << ") {\n"
      << "  int64_t shape[" << a.rank << "] = {" << shape << "};\n"
      << "  return (" << A << " *)" << P << "array_new_raw(ctx, data, " << prim << ", " << a.rank << ", shape, "
      << fn("new_raw_" + s) << ");\n}\n\n";
    o << "int " << P << "free_" << s << "(" << ctx() << ", " << A << " *arr) {\n"
      << "  return " << P << "array_free(ctx, " << PA << "arr, " << fn("free_" + s) << ");\n}\n\n";
    o << "int " << P << "values_" << s << "(" << ctx() << ", " << A << " *arr, " << T << " *data) {\n"
      << "  return " << P << "array_values(ctx, " << PA << "arr, data, " << prim << ", " << fn("values_" + s)
      << ");\n}\n\n";
    o << "cl_mem " << P << "values_raw_" << s << "(" << ctx() << ", " << A << " *arr) {\n"
      << "  return " << P << "array_values_raw(ctx, " << PA << "arr, " << fn("values_raw_" + s) << ");\n}\n\n";
    o << "const int64_t *" << P << "shape_" << s << "(" << ctx() << ", " << A << " *arr) {\n"
      << "  return " << P << "array_shape(ctx, " << PA << "arr, " << fn("shape_" + s) << ");\n}\n\n";
    o << "int " << P << "index_" << s << "(" << ctx() << ", " << T << " *out, " << A << " *arr" << idx << ") {\n"
      << "  int64_t idx[" << a.rank << "] = {" << idxs << "};\n"
      << "  return " << P << "array_index(ctx, out, " << PA << "arr, " << prim << ", idx, " << fn("index_" + s)
      << ");\n}\n\n";
    return o.str();
  }

  // ---- opaque types

  // The declarations (header) or definitions of the functions of opaque
  // type a; `defs` selects which.
  std::string opaque_funcs(const ApiType& a, bool defs) const {
    std::ostringstream o;
    const std::string S = opq(a), c = a.cname, O = "(struct " + P + "opaque *)",
                      CO = "(const struct " + P + "opaque *)";
    auto head = [&](const std::string& ret, const std::string& name, const std::string& params) {
      o << ret << (ret.back() == '*' ? "" : " ") << P << name << "(" << ctx() << params << ")"
        << (defs ? " {\n" : ";\n");
    };
    auto body = [&](const std::string& text) {
      if (defs) o << text << "}\n\n";
    };
    if (defs) {
      o << S << " {\n  struct " << P << "opaque o;\n};\n\n";
    }
    head("int", "free_opaque_" + c, ", " + S + " *obj");
    body("  return " + P + "opaque_free(ctx, " + O + "obj, " + fn("free_opaque_" + c) + ");\n");
    head("int", "store_opaque_" + c, ", const " + S + " *obj, void **p, size_t *n");
    body("  return " + P + "opaque_store(ctx, " + CO + "obj, p, n, " + fn("store_opaque_" + c) + ");\n");
    head(S + " *", "restore_opaque_" + c, ", const void *p");
    body("  return (" + S + " *)" + P + "opaque_restore(ctx, " + desc(a) + ", p, " + fn("restore_opaque_" + c) +
         ");\n");
    // Leaf offsets of the fields / payloads.
    auto nleaves = [&](int t) { return (int)ty(t).leaves.size(); };
    // Puts value `v` of type t at leaf `at` of `o` (code), returning on error.
    auto put = [&](int t, const std::string& v, int at, const std::string& f) {
      const ApiType& ft = ty(t);
      std::string what = c_string(v);
      if (ft.kind == ApiType::Kind::Prim)
        return ft.prim == PrimType::Bool ? "  o->leaves[" + std::to_string(at) + "].scalar[0] = " + v + " ? 1 : 0;\n"
                                         : "  memcpy(o->leaves[" + std::to_string(at) + "].scalar, &" + v +
                                               ", sizeof " + v + ");\n";
      std::string call = ft.kind == ApiType::Kind::Array
                             ? P + "put_array(ctx, o, " + std::to_string(at) + ", (const struct " + P + "array *)" +
                                   v + ", " + f + ", " + what + ")"
                             : P + "put_leaves(ctx, o, " + std::to_string(at) + ", " + CO + v + ", 0, " +
                                   std::to_string(nleaves(t)) + ", " + f + ", " + what + ")";
      return "  if ((r = " + call + ") != 0) {\n    " + P + "opaque_release(ctx, o);\n    return r;\n  }\n";
    };
    // Reads leaf `at` of obj as a value of type t into *v (code).
    auto get = [&](int t, const std::string& v, int at, const std::string& f) {
      const ApiType& ft = ty(t);
      std::string A = std::to_string(at);
      if (ft.kind == ApiType::Kind::Prim)
        return std::string("  if (") + v + " == NULL) return " + P + "fail(ctx, " + U + "ERROR, \"%s: " + v +
               " is NULL\", " + f + ");\n" +
               (ft.prim == PrimType::Bool ? "  *" + v + " = obj->o.leaves[" + A + "].scalar[0] != 0;\n"
                                          : "  memcpy(" + v + ", obj->o.leaves[" + A + "].scalar, sizeof *" + v +
                                                ");\n") +
               "  r = 0;\n";
      if (ft.kind == ApiType::Kind::Array)
        return "  r = " + P + "array_part(ctx, (struct " + P + "array **)" + v + ", " + CO + "obj, " + A + ", " + f +
               ");\n";
      return "  r = " + P + "opaque_part(ctx, (struct " + P + "opaque **)" + v + ", " + desc(ft) + ", " + CO +
             "obj, " + A + ", " + f + ");\n";
    };
    std::string fields_ctx = "  int r = " + P + "usable(ctx);\n  struct " + P + "opaque *o;\n  if (r) return r;\n";
    if (a.kind == ApiType::Kind::Record || a.kind == ApiType::Kind::RecordArray) {
      bool arrays = a.kind == ApiType::Kind::RecordArray;
      std::string mk = arrays ? "zip_opaque_" + c : "new_opaque_" + c, params = ", " + S + " **out";
      for (auto& [fname, f] : a.fields) params += ", " + in_decl(f, false, param_name(fname, a.tuple));
      head("int", mk, params);
      std::string b = fields_ctx + "  if (out == NULL) return " + P + "fail(ctx, " + U + "ERROR, \"%s: out is NULL\", " +
                      fn(mk) + ");\n  o = " + P + "opaque_alloc(ctx, " + desc(a) + ");\n  if (o == NULL) return " + U +
                      "OUT_OF_MEMORY;\n";
      int at = 0;
      for (auto& [fname, f] : a.fields) {
        b += put(f, param_name(fname, a.tuple), at, fn(mk));
        at += nleaves(f);
      }
      if (arrays)
        b += "  if ((r = " + P + "check_outer(ctx, o, " + fn(mk) + ")) != 0) {\n    " + P +
             "opaque_release(ctx, o);\n    return r;\n  }\n";
      b += "  *out = (" + S + " *)o;\n  return 0;\n";
      body(b);
      at = 0;
      for (auto& [fname, f] : a.fields) {
        std::string pj = "project_opaque_" + c + "_" + fname;
        head("int", pj, ", " + out_decl(f, "out") + ", const " + S + " *obj");
        body("  int r = " + P + "opaque_check(ctx, " + CO + "obj, " + fn(pj) + ");\n  if (r) return r;\n" +
             get(f, "out", at, fn(pj)) + "  return r;\n");
        at += nleaves(f);
      }
    }
    if (a.kind == ApiType::Kind::Sum) {
      head("int", "variant_opaque_" + c, ", const " + S + " *v");
      body("  if (" + P + "opaque_check(ctx, " + CO + "v, " + fn("variant_opaque_" + c) +
           ")) return -1;\n  return v->o.leaves[0].scalar[0];\n");
      int at = 1;
      for (size_t k = 0; k < a.variants.size(); ++k) {
        const auto& [vname, payload] = a.variants[k];
        std::string mk = "new_opaque_" + c + "_" + vname, ds = "destruct_opaque_" + c + "_" + vname;
        std::string params = ", " + S + " **out", outs;
        for (size_t i = 0; i < payload.size(); ++i) {
          params += ", " + in_decl(payload[i], false, "v" + std::to_string(i));
          outs += ", " + out_decl(payload[i], "v" + std::to_string(i));
        }
        int n = 0;
        for (int p : payload) n += nleaves(p);
        head("int", mk, params);
        std::string b = fields_ctx + "  if (out == NULL) return " + P + "fail(ctx, " + U +
                        "ERROR, \"%s: out is NULL\", " + fn(mk) + ");\n  o = " + P + "opaque_alloc(ctx, " + desc(a) +
                        ");\n  if (o == NULL) return " + U + "OUT_OF_MEMORY;\n  o->leaves[0].scalar[0] = " +
                        std::to_string(k) + ";\n";
        b += "  if ((r = " + P + "blank_leaves(ctx, o, 1, " + std::to_string(at - 1) + ", " + fn(mk) +
             ")) != 0 || (r = " + P + "blank_leaves(ctx, o, " + std::to_string(at + n) + ", " +
             std::to_string((int)a.leaves.size() - at - n) + ", " + fn(mk) + ")) != 0) {\n    " + P +
             "opaque_release(ctx, o);\n    return r;\n  }\n";
        int pat = at;
        for (size_t i = 0; i < payload.size(); ++i) {
          b += put(payload[i], "v" + std::to_string(i), pat, fn(mk));
          pat += nleaves(payload[i]);
        }
        b += "  *out = (" + S + " *)o;\n  return 0;\n";
        body(b);
        head("int", ds, outs + ", const " + S + " *obj");
        b = "  int r = " + P + "opaque_check(ctx, " + CO + "obj, " + fn(ds) + ");\n  if (r) return r;\n" +
            "  if (obj->o.leaves[0].scalar[0] != " + std::to_string(k) + ")\n    return " + P + "fail(ctx, " + U +
            "ERROR, \"%s: the value is not a #" + vname + "\", " + fn(ds) + ");\n";
        pat = at;
        for (size_t i = 0; i < payload.size(); ++i) {
          b += get(payload[i], "v" + std::to_string(i), pat, fn(ds)) + "  if (r) return r;\n";
          pat += nleaves(payload[i]);
        }
        body(b + "  return 0;\n");
        at += n;
      }
    }
    if (a.kind == ApiType::Kind::RecordArray || a.kind == ApiType::Kind::OpaqueArray) {
      const ApiType& e = ty(a.elem);
      std::string E = opq(e), dims, idx, idxs, dimv;
      for (int d = 0; d < a.rank; ++d) {
        dims += ", int64_t dim" + std::to_string(d);
        dimv += std::string(d ? ", " : "") + "dim" + std::to_string(d);
        idx += ", int64_t i" + std::to_string(d);
        idxs += std::string(d ? ", " : "") + "i" + std::to_string(d);
      }
      std::string R = std::to_string(a.rank);
      head("int", "index_opaque_" + c, ", " + E + " **out, " + S + " *arr" + idx);
      body("  int64_t idx[" + R + "] = {" + idxs + "};\n  return " + P + "opaque_index(ctx, (struct " + P +
           "opaque **)out, " + desc(e) + ", " + CO + "arr, idx, " + fn("index_opaque_" + c) + ");\n");
      head("int", "set_opaque_" + c, ", " + S + " *arr, " + E + " *elem" + idx);
      body("  int64_t idx[" + R + "] = {" + idxs + "};\n  return " + P + "opaque_set(ctx, " + O + "arr, " + CO +
           "elem, idx, " + fn("set_opaque_" + c) + ");\n");
      head("const int64_t *", "shape_opaque_" + c, ", " + S + " *arr");
      body("  if (" + P + "opaque_check(ctx, " + CO + "arr, " + fn("shape_opaque_" + c) +
           ")) return NULL;\n  return arr->o.shape;\n");
      head("int", "new_opaque_" + c, ", " + S + " **out, " + E + " **elems" + dims);
      body("  int64_t dims[" + R + "] = {" + dimv + "};\n  return " + P + "opaque_new_array(ctx, (struct " + P +
           "opaque **)out, " + desc(a) + ", (const struct " + P + "opaque *const *)elems, dims, " +
           fn("new_opaque_" + c) + ");\n");
    }
    return o.str();
  }

  std::string opaque_desc(const ApiType& a) const {
    std::ostringstream o;
    std::string prims, ranks, layout = a.name;
    for (auto [p, r] : a.leaves) {
      prims += (prims.empty() ? "" : ", ") + rn_prim(p);
      ranks += (ranks.empty() ? "" : ", ") + std::to_string(r);
      layout += ";" + prim_name(p) + std::to_string(r);
    }
    if (a.leaves.empty()) prims = "RN_I8", ranks = "0";
    o << "static const rn_prim " << P << "prims_" << a.cname << "[] = {" << prims << "};\n";
    o << "static const int " << P << "ranks_" << a.cname << "[] = {" << ranks << "};\n";
    o << "static const struct " << P << "type_desc " << P << "desc_" << a.cname << " = {" << c_string(a.name)
      << ", " << a.leaves.size() << ", " << P << "prims_" << a.cname << ", " << P << "ranks_" << a.cname << ", "
      << (a.kind == ApiType::Kind::RecordArray || a.kind == ApiType::Kind::OpaqueArray ? a.rank : 0) << ", "
      << fnv(layout) << "ull};\n";
    return o.str();
  }

  // ---- entry points

  std::string entry_def(const GeneratedProgram::Entry& e, const ApiEntry& ae) const {
    std::ostringstream o;
    size_t nin = e.params.size(), nout = e.results.size();
    o << entry_signature(e, ae) << " {\n";
    o << "  rn_arg rn_in[" << std::max<size_t>(nin, 1) << "], rn_out[" << std::max<size_t>(nout, 1) << "];\n";
    o << "  struct " << P << "array *rn_w[" << std::max<size_t>(nout, 1) << "];\n";
    o << "  struct " << P << "opaque *rn_o[" << std::max<size_t>(ae.results.size(), 1) << "];\n";
    o << "  static const int rn_ranks[" << std::max<size_t>(nout, 1) << "] = {";
    for (size_t k = 0; k < nout; ++k) o << (k ? ", " : "") << e.results[k].rank();
    if (nout == 0) o << "0";
    o << "};\n";
    o << "  int rn_r = " << P << "usable(ctx);\n";
    o << "  if (rn_r) return rn_r;\n";
    o << "  (void)rn_w;\n  (void)rn_o;\n  (void)rn_ranks;\n";
    o << "  memset(rn_in, 0, sizeof rn_in);\n  memset(rn_out, 0, sizeof rn_out);\n";
    for (size_t k = 0; k < ae.results.size(); ++k)
      o << "  if (out" << k << " == NULL) return " << P << "fail(ctx, " << U << "ERROR, "
        << c_string("entry " + e.name + ": result pointer " + std::to_string(k + 1) + " is NULL") << ");\n";
    size_t base = 0;
    for (size_t k = 0; k < ae.params.size(); ++k) {
      const ApiType& t = ty(ae.params[k]);
      std::string in = "in" + std::to_string(k), slot = "rn_in[" + std::to_string(base) + "]";
      if (t.kind == ApiType::Kind::Array) {
        o << "  rn_r = " << P << "entry_arg(ctx, &" << slot << ", (const struct " << P << "array *)" << in << ", "
          << c_string(e.name) << ", " << k + 1 << ");\n  if (rn_r) return rn_r;\n";
      } else if (t.opaque()) {
        o << "  rn_r = " << P << "entry_opaque_arg(ctx, &" << slot << ", (const struct " << P << "opaque *)" << in
          << ", " << desc(t) << ", " << c_string(e.name) << ", " << k + 1 << ");\n  if (rn_r) return rn_r;\n";
      } else if (t.prim == PrimType::Bool) {
        o << "  " << slot << ".scalar[0] = " << in << " ? 1 : 0;\n";
      } else {
        o << "  memcpy(" << slot << ".scalar, &" << in << ", sizeof " << in << ");\n";
      }
      base += t.leaves.size();
    }
    o << "  if (rn_entry_" << e.c_name << "(ctx->rn, rn_in, rn_out)) return " << P << "runtime_failed(ctx);\n";
    // Scalar results may still be on their way (rn_read_result).
    o << "  if (rn_wait_results(ctx->rn)) return " << P << "runtime_failed(ctx);\n";
    o << "  rn_r = " << P << "entry_results(ctx, rn_out, rn_ranks, " << nout << ", rn_w);\n";
    o << "  if (rn_r) return rn_r;\n";
    // Opaque results first, so that a failure leaves the out-parameters alone.
    base = 0;
    std::vector<size_t> bases;
    for (size_t k = 0; k < ae.results.size(); ++k) {
      const ApiType& t = ty(ae.results[k]);
      bases.push_back(base);
      o << "  rn_o[" << k << "] = NULL;\n";
      if (t.opaque())
        o << "  if (rn_r == 0 && (rn_o[" << k << "] = " << P << "entry_opaque_result(ctx, rn_out + " << base
          << ", rn_w + " << base << ", " << desc(t) << ")) == NULL) rn_r = " << U << "OUT_OF_MEMORY;\n";
      base += t.leaves.size();
    }
    if (nout > 0) {
      o << "  if (rn_r) {\n";
      for (size_t k = 0; k < ae.results.size(); ++k) {
        const ApiType& t = ty(ae.results[k]);
        if (t.opaque()) o << "    " << P << "opaque_release(ctx, rn_o[" << k << "]);\n";
        else if (t.kind == ApiType::Kind::Array) o << "    " << P << "array_drop(ctx, rn_w[" << bases[k] << "]);\n";
      }
      o << "    return rn_r;\n  }\n";
    }
    for (size_t k = 0; k < ae.results.size(); ++k) {
      const ApiType& t = ty(ae.results[k]);
      std::string out = "out" + std::to_string(k), slot = "rn_out[" + std::to_string(bases[k]) + "]";
      if (t.opaque())
        o << "  *" << out << " = (" << opq(t) << " *)rn_o[" << k << "];\n";
      else if (t.kind == ApiType::Kind::Array)
        o << "  *" << out << " = (" << arr({t.prim, t.rank}) << " *)rn_w[" << bases[k] << "];\n";
      else if (t.prim == PrimType::Bool)
        o << "  *" << out << " = " << slot << ".scalar[0] != 0;\n";
      else
        o << "  memcpy(" << out << ", " << slot << ".scalar, sizeof *" << out << ");\n";
    }
    o << "  return 0;\n}\n\n";
    return o.str();
  }
};

std::string header(const Api& api, const GeneratedProgram& g, const std::string& guard,
                   const std::string& program_name) {
  const std::string& P = api.P;
  const std::string& U = api.U;
  std::ostringstream o;
  o << "/* The C API of a library generated by runic from " << program_name << ".\n"
    << " * Futhark's C API; see runic's docs/c-api.md.  Not thread-safe: use a\n"
    << " * context from one thread at a time. */\n";
  o << "#ifndef " << guard << "\n#define " << guard << "\n\n";
  o << "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n";
  o << "#ifndef CL_TARGET_OPENCL_VERSION\n#define CL_TARGET_OPENCL_VERSION 120\n#endif\n"
    << "#ifdef __APPLE__\n#include <OpenCL/cl.h>\n#else\n#include <CL/cl.h>\n#endif\n\n";
  o << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  o << "#define " << U << "BACKEND_opencl\n\n";
  o << "/* Return codes. */\n";
  o << "#define " << U << "SUCCESS 0\n";
  o << "#define " << U << "ERROR 1          /* misuse: NULL or foreign arguments, bad sizes, a failed context */\n";
  o << "#define " << U << "PROGRAM_ERROR 2  /* the program failed: bounds check, assertion, size mismatch */\n";
  o << "#define " << U << "OUT_OF_MEMORY 3\n\n";
  std::string cfg = "struct " + P + "context_config";
  std::string C = cfg + " *cfg";
  o << "/* Configuration. */\n";
  o << cfg << ";\n";
  o << cfg << " *" << P << "context_config_new(void);\n";
  o << "void " << P << "context_config_free(" << C << ");\n";
  o << "void " << P << "context_config_set_device(" << C << ", const char *s);\n";
  o << "void " << P << "context_config_set_platform(" << C << ", const char *s);\n";
  o << "void " << P << "context_config_select_device_interactively(" << C << ");\n";
  o << "void " << P << "context_config_set_command_queue(" << C << ", cl_command_queue queue);\n";
  o << "void " << P << "context_config_set_profiling(" << C << ", int flag);\n";
  o << "void " << P << "context_config_set_logging(" << C << ", int flag);\n";
  o << "void " << P << "context_config_set_debugging(" << C << ", int flag);\n";
  o << "void " << P << "context_config_set_cache_file(" << C << ", const char *f);\n";
  o << "void " << P << "context_config_add_build_option(" << C << ", const char *opt);\n";
  o << "void " << P << "context_config_set_unified_memory(" << C << ", int flag);\n";
  o << "void " << P << "context_config_set_default_thread_block_size(" << C << ", int size);\n";
  o << "void " << P << "context_config_set_default_group_size(" << C << ", int size);\n";
  o << "void " << P << "context_config_set_default_grid_size(" << C << ", int num);\n";
  o << "void " << P << "context_config_set_default_num_groups(" << C << ", int num);\n";
  o << "void " << P << "context_config_set_default_tile_size(" << C << ", int num);\n";
  o << "void " << P << "context_config_set_default_reg_tile_size(" << C << ", int num);\n";
  o << "int " << P << "context_config_set_tuning_param(" << C << ", const char *param_name, size_t new_value);\n";
  o << "int " << P << "get_tuning_param_count(void);\n";
  o << "const char *" << P << "get_tuning_param_name(int i);\n";
  o << "const char *" << P << "get_tuning_param_class(int i);\n";
  o << "const char *" << P << "context_config_get_program(" << C << ");\n";
  o << "void " << P << "context_config_set_program(" << C << ", const char *program);\n";
  o << "void " << P << "context_config_dump_program_to(" << C << ", const char *path);\n";
  o << "void " << P << "context_config_load_program_from(" << C << ", const char *path);\n";
  o << "void " << P << "context_config_dump_binary_to(" << C << ", const char *path);\n";
  o << "void " << P << "context_config_load_binary_from(" << C << ", const char *path);\n\n";
  std::string ctx = "struct " + P + "context";
  o << "/* Context. */\n";
  o << ctx << ";\n";
  o << ctx << " *" << P << "context_new(" << C << ");\n";
  o << "void " << P << "context_free(" << ctx << " *ctx);\n";
  o << "int " << P << "context_sync(" << ctx << " *ctx);\n";
  o << "char *" << P << "context_get_error(" << ctx << " *ctx);\n";
  o << "void " << P << "context_set_logging_file(" << ctx << " *ctx, FILE *f);\n";
  o << "void " << P << "context_pause_profiling(" << ctx << " *ctx);\n";
  o << "void " << P << "context_unpause_profiling(" << ctx << " *ctx);\n";
  o << "char *" << P << "context_report(" << ctx << " *ctx);\n";
  o << "int " << P << "context_clear_caches(" << ctx << " *ctx);\n";
  o << "cl_command_queue " << P << "context_get_command_queue(" << ctx << " *ctx);\n";
  o << "cl_program " << P << "context_get_program(" << ctx << " *ctx);\n\n";
  if (!api.arrays.empty()) o << "/* Arrays. */\n";
  for (auto& a : api.arrays) o << api.array_decls(a) << "\n";
  bool any_opaque = false;
  for (auto& t : api.types->types) any_opaque |= t.opaque();
  if (any_opaque) {
    o << "/* Opaque types. */\n";
    for (auto& t : api.types->types)
      if (t.opaque()) o << api.opq(t) << ";\n";
    o << "\n";
    for (auto& t : api.types->types)
      if (t.opaque()) o << "/* " << t.name << " */\n" << api.opaque_funcs(t, false) << "\n";
  }
  o << "/* Entry points. */\n";
  for (auto& e : g.entries) o << api.entry_signature(e, *api.types->entry(e.name)) << ";\n";
  o << "\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return o.str();
}

std::string manifest(const Api& api, const GeneratedProgram& g) {
  const std::string& P = api.P;
  std::ostringstream o;
  auto js = json_string;
  o << "{\n  \"backend\": \"opencl\",\n  \"version\": " << js(std::string("runic ") + RUNIC_VERSION)
    << ",\n  \"entry_points\": {";
  for (size_t i = 0; i < g.entries.size(); ++i) {
    const auto& e = g.entries[i];
    const ApiEntry& ae = *api.types->entry(e.name);
    o << (i ? "," : "") << "\n    " << js(e.name) << ": {\n      \"cfun\": " << js(P + "entry_" + e.c_name)
      << ",\n      \"tuning_params\": [";
    // The tuning parameters are named after the entry point they belong to.
    std::set<std::string> params;
    for (auto& t : g.tunables) params.insert(t.name);
    for (auto& n : g.rowgroup_params) params.insert(n);
    for (auto& n : g.segscan_params) params.insert(n);
    bool first = true;
    for (auto& n : params)
      if (n.rfind(e.c_name + "_", 0) == 0) o << (first ? "" : ", ") << js(n), first = false;
    o << "],\n      \"attributes\": [";
    for (size_t k = 0; k < ae.attributes.size(); ++k) o << (k ? ", " : "") << js(ae.attributes[k]);
    o << "],\n      \"inputs\": [";
    for (size_t k = 0; k < ae.params.size(); ++k) {
      o << (k ? "," : "") << "\n        {\"name\": "
        << js(e.param_names.size() == ae.params.size() ? e.param_names[k] : "arg" + std::to_string(k))
        << ", \"type\": " << js(api.ty(ae.params[k]).name)
        << ", \"unique\": " << (ae.params_unique[k] ? "true" : "false") << "}";
    }
    o << (ae.params.empty() ? "" : "\n      ") << "],\n      \"outputs\": [";
    for (size_t k = 0; k < ae.results.size(); ++k)
      o << (k ? "," : "") << "\n        {\"type\": " << js(api.ty(ae.results[k]).name)
        << ", \"unique\": " << (ae.results_unique[k] ? "true" : "false") << "}";
    o << (ae.results.empty() ? "" : "\n      ") << "]\n    }";
  }
  o << "\n  },\n  \"types\": {";
  size_t i = 0;
  for (auto& a : api.arrays) {
    std::string s = array_suffix(a);
    o << (i++ ? "," : "") << "\n    " << js(source_type(a.elem, a.rank)) << ": {\n"
      << "      \"kind\": \"array\",\n      \"ctype\": " << js(api.arr(a) + " *") << ",\n"
      << "      \"rank\": " << a.rank << ",\n      \"elemtype\": " << js(prim_name(a.elem)) << ",\n"
      << "      \"ops\": {\"new\": " << js(P + "new_" + s) << ", \"free\": " << js(P + "free_" + s)
      << ", \"values\": " << js(P + "values_" + s) << ", \"shape\": " << js(P + "shape_" + s)
      << ", \"index\": " << js(P + "index_" + s) << ", \"new_raw\": " << js(P + "new_raw_" + s)
      << ", \"values_raw\": " << js(P + "values_raw_" + s) << "}\n    }";
  }
  for (auto& t : api.types->types) {
    if (!t.opaque()) continue;
    const std::string c = t.cname;
    o << (i++ ? "," : "") << "\n    " << js(t.name) << ": {\n      \"kind\": \"opaque\",\n      \"ctype\": "
      << js(api.opq(t) + " *") << ",\n      \"ops\": {\"free\": " << js(P + "free_opaque_" + c)
      << ", \"store\": " << js(P + "store_opaque_" + c) << ", \"restore\": " << js(P + "restore_opaque_" + c)
      << "}";
    auto fields = [&](const std::string& prefix) {
      std::string s = "\"fields\": [";
      for (size_t k = 0; k < t.fields.size(); ++k)
        s += std::string(k ? ", " : "") + "{\"name\": " + js(t.fields[k].first) + ", \"type\": " +
             js(api.ty(t.fields[k].second).name) + ", \"project\": " +
             js(P + prefix + c + "_" + t.fields[k].first) + "}";
      return s + "]";
    };
    if (t.kind == ApiType::Kind::Record)
      o << ",\n      \"record\": {\"new\": " << js(P + "new_opaque_" + c) << ", " << fields("project_opaque_")
        << "}";
    if (t.kind == ApiType::Kind::Sum) {
      o << ",\n      \"sum\": {\"variant\": " << js(P + "variant_opaque_" + c) << ", \"variants\": [";
      for (size_t k = 0; k < t.variants.size(); ++k) {
        const auto& [vname, payload] = t.variants[k];
        o << (k ? ", " : "") << "{\"name\": " << js(vname) << ", \"construct\": "
          << js(P + "new_opaque_" + c + "_" + vname) << ", \"destruct\": "
          << js(P + "destruct_opaque_" + c + "_" + vname) << ", \"payload\": [";
        for (size_t q = 0; q < payload.size(); ++q) o << (q ? ", " : "") << js(api.ty(payload[q]).name);
        o << "]}";
      }
      o << "]}";
    }
    if (t.kind == ApiType::Kind::RecordArray || t.kind == ApiType::Kind::OpaqueArray) {
      bool rec = t.kind == ApiType::Kind::RecordArray;
      o << ",\n      \"" << (rec ? "record_array" : "opaque_array") << "\": {\"rank\": " << t.rank
        << ", \"elemtype\": " << js(api.ty(t.elem).name);
      if (rec) o << ", \"zip\": " << js(P + "zip_opaque_" + c);
      o << ", \"index\": " << js(P + "index_opaque_" + c) << ", \"shape\": " << js(P + "shape_opaque_" + c)
        << ", \"new\": " << js(P + "new_opaque_" + c) << ", \"set\": " << js(P + "set_opaque_" + c);
      if (rec) o << ", " << fields("project_opaque_");
      o << "}";
    }
    o << "\n    }";
  }
  o << (i == 0 ? "" : "\n  ") << "}\n}\n";
  return o.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream f(path);
  if (!f) user_error(Span{}, "cannot write " + path);
  f << text;
  f.close();
  if (!f) user_error(Span{}, "cannot write " + path);
}

}  // namespace

std::optional<std::string> api_prefix_problem(const std::string& prefix) {
  if (prefix.empty()) return "the API prefix is empty";
  if (!(std::isalpha((unsigned char)prefix[0]) || prefix[0] == '_'))
    return "the API prefix '" + prefix + "' must start with a letter or '_'";
  for (char c : prefix)
    if (!(std::isalnum((unsigned char)c) || c == '_'))
      return "the API prefix '" + prefix + "' may contain only letters, digits and '_'";
  if (prefix.rfind("rn_", 0) == 0 || prefix == "rn")
    return "the API prefix '" + prefix + "' would clash with the runtime's rn_ names";
  return std::nullopt;
}

void write_c_library(const GeneratedProgram& g, const ApiTypes& types, const std::string& base, std::string prefix,
                     const std::string& program_name) {
  internal_assert(!api_prefix_problem(prefix), "bad API prefix " + prefix);
  if (prefix.back() != '_') prefix += '_';
  Api api;
  api.P = prefix;
  api.types = &types;
  for (char c : prefix) api.U += (char)std::toupper((unsigned char)c);
  for (auto& t : types.types) {
    for (auto [p, r] : t.leaves) elem_ctype(p);  // rejects unit
    if (t.kind == ApiType::Kind::Array) api.arrays.insert({t.prim, t.rank});
  }
  // The API types must flatten to exactly what the entry functions take.
  for (auto& e : g.entries) {
    const ApiEntry* ae = types.entry(e.name);
    internal_assert(ae != nullptr, "library: no API types for entry point " + e.name);
    auto check = [&](const std::vector<int>& ts, const std::vector<ir::Type>& flat, const char* what) {
      std::vector<std::pair<PrimType, int>> leaves;
      for (int t : ts)
        for (auto l : types.types[(size_t)t].leaves) leaves.push_back(l);
      bool same = leaves.size() == flat.size();
      for (size_t i = 0; same && i < leaves.size(); ++i)
        same = leaves[i].first == flat[i].elem && leaves[i].second == flat[i].rank();
      internal_assert(same, std::string("library: the API types of the ") + what + " of entry point " + e.name +
                                " do not match its flattened types");
    };
    check(ae->params, e.params, "parameters");
    check(ae->results, e.results, "results");
  }
  std::string stem = std::filesystem::path(base).filename().string();
  std::string guard;
  for (char c : api.U + stem + "_H") guard += std::isalnum((unsigned char)c) ? (char)std::toupper((unsigned char)c) : '_';

  std::ostringstream c;
  c << "/* Generated by runic --library from " << program_name << ": the runtime (all static),\n"
    << " * the OpenCL program, the host code and the C API of " << stem << ".h. */\n";
  c << "#define _POSIX_C_SOURCE 200809L\n#include <math.h>\n#include <stdarg.h>\n#include <stdint.h>\n"
    << "#include <stdlib.h>\n#include <string.h>\n#include \"" << stem << ".h\"\n";
  // The runtime has functions and tables a library does not use, and the
  // OpenCL program is one long string.
  c << "#if defined(__GNUC__)\n#pragma GCC diagnostic ignored \"-Wunused-function\"\n"
    << "#pragma GCC diagnostic ignored \"-Wunused-const-variable\"\n"
    << "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#endif\n";
  paste_runtime(c);
  c << "\n/* ---- the OpenCL program ---- */\nstatic const char rn_opencl_src[] =\n";
  {
    std::istringstream in(g.opencl);
    std::string line;
    while (std::getline(in, line)) c << "  " << c_string(line + "\n") << "\n";
    c << "  \"\";\n";
  }
  c << "\n" << g.host_c << "\n";
  // The tuning parameters: derivation variants and row-group choices.
  {
    std::vector<TuningParam> tp = tuning_params(g);
    std::string names, classes, maxes;
    for (auto& t : tp) {
      names += "  " + c_string(t.name) + ",\n";
      classes += "  " + c_string(t.cls) + ",\n";
      maxes += "  " + std::to_string(t.max) + ",\n";
    }
    if (tp.empty()) names = "  \"\"\n", classes = "  \"\"\n", maxes = "  0\n";
    c << "\n/* ---- tuning parameters ---- */\n#define " << api.P << "NUM_TUNING " << tp.size() << "\n"
      << "static const char *const " << api.P << "tuning_names[] = {\n" << names << "};\n"
      << "static const char *const " << api.P << "tuning_classes[] = {\n" << classes << "};\n"
      << "static const int " << api.P << "tuning_max[] = {\n" << maxes << "};\n";
  }
  // The internal helpers are static; they are prefixed all the same so that
  // they cannot clash with the runtime's names.
  c << instantiate(kApiHelpers, api.P, api.U) << "\n";
  c << instantiate(kOpaqueHelpers, api.P, api.U) << "\n";
  for (auto& a : api.arrays) c << api.array_defs(a);
  for (auto& t : types.types)
    if (t.opaque()) c << api.opaque_desc(t);
  c << "\n";
  for (auto& t : types.types)
    if (t.opaque()) c << api.opaque_funcs(t, true);
  for (auto& e : g.entries) c << api.entry_def(e, *types.entry(e.name));

  write_file(base + ".h", header(api, g, guard, program_name));
  write_file(base + ".c", c.str());
  write_file(base + ".json", manifest(api, g));
}

ApiTypes flat_api_types(const GeneratedProgram& g) {
  ApiTypes types;
  std::map<std::pair<PrimType, int>, int> index;
  auto type_of = [&](const ir::Type& t) {
    auto key = std::make_pair(t.elem, t.rank());
    auto it = index.find(key);
    if (it != index.end()) return it->second;
    ApiType a;
    a.kind = t.is_array() ? ApiType::Kind::Array : ApiType::Kind::Prim;
    a.prim = t.elem;
    a.rank = t.rank();
    a.name = source_type(t.elem, t.rank());
    a.leaves = {key};
    types.types.push_back(a);
    return index[key] = (int)types.types.size() - 1;
  };
  for (auto& e : g.entries) {
    ApiEntry ae;
    ae.name = e.name;
    for (auto& t : e.params) ae.params.push_back(type_of(t)), ae.params_unique.push_back(t.unique);
    for (auto& t : e.results) ae.results.push_back(type_of(t)), ae.results_unique.push_back(t.unique);
    types.entries.push_back(ae);
  }
  return types;
}

void write_c_library(const GeneratedProgram& g, const std::string& base, std::string prefix,
                     const std::string& program_name) {
  write_c_library(g, flat_api_types(g), base, prefix, program_name);
}

std::string server_api_tables(const ApiTypes& api) {
  std::ostringstream o;
  auto ints = [](const std::vector<int>& v) {
    std::string r;
    for (int x : v) r += std::to_string(x) + ", ";
    return r.empty() ? std::string("0") : r;
  };
  auto strs = [](const std::vector<std::string>& v) {
    std::string r;
    for (auto& x : v) r += c_string(x) + ", ";
    return r.empty() ? std::string("\"\"") : r;
  };
  for (size_t i = 0; i < api.types.size(); ++i) {
    const ApiType& t = api.types[i];
    std::vector<std::string> fnames, vnames;
    std::vector<int> ftypes, first{0}, payloads, ranks;
    std::string prims;
    for (auto& [n, ty] : t.fields) fnames.push_back(n), ftypes.push_back(ty);
    for (auto& [n, ps] : t.variants) {
      vnames.push_back(n);
      payloads.insert(payloads.end(), ps.begin(), ps.end());
      first.push_back((int)payloads.size());
    }
    for (auto& [p, r] : t.leaves) prims += rn_prim(p) + ", ", ranks.push_back(r);
    if (prims.empty()) prims = "RN_I8";
    std::string id = "rn_api_t" + std::to_string(i);
    o << "static const char *const " << id << "_fn[] = {" << strs(fnames) << "};\n"
      << "static const int " << id << "_ft[] = {" << ints(ftypes) << "};\n"
      << "static const char *const " << id << "_vn[] = {" << strs(vnames) << "};\n"
      << "static const int " << id << "_vf[] = {" << ints(first) << "};\n"
      << "static const int " << id << "_vp[] = {" << ints(payloads) << "};\n"
      << "static const rn_prim " << id << "_lp[] = {" << prims << "};\n"
      << "static const int " << id << "_lr[] = {" << ints(ranks) << "};\n";
  }
  o << "static const rn_api_type rn_api_types[] = {\n";
  for (size_t i = 0; i < api.types.size(); ++i) {
    const ApiType& t = api.types[i];
    std::string id = "rn_api_t" + std::to_string(i);
    o << "  {" << c_string(t.name) << ", " << (int)t.kind << ", " << t.rank << ", " << t.elem << ", "
      << t.fields.size() << ", " << id << "_fn, " << id << "_ft, " << t.variants.size() << ", " << id << "_vn, "
      << id << "_vf, " << id << "_vp, " << t.leaves.size() << ", " << id << "_lp, " << id << "_lr},\n";
  }
  if (api.types.empty()) o << "  {\"\", 0, 0, -1, 0, NULL, NULL, 0, NULL, NULL, NULL, 0, NULL, NULL},\n";
  o << "};\n";
  for (size_t i = 0; i < api.entries.size(); ++i) {
    const ApiEntry& e = api.entries[i];
    std::string id = "rn_api_e" + std::to_string(i);
    std::vector<int> pu(e.params_unique.begin(), e.params_unique.end()),
        ru(e.results_unique.begin(), e.results_unique.end());
    o << "static const int " << id << "_p[] = {" << ints(e.params) << "};\n"
      << "static const int " << id << "_pu[] = {" << ints(pu) << "};\n"
      << "static const int " << id << "_r[] = {" << ints(e.results) << "};\n"
      << "static const int " << id << "_ru[] = {" << ints(ru) << "};\n"
      << "static const char *const " << id << "_a[] = {" << strs(e.attributes) << "};\n";
  }
  o << "static const rn_api_entry rn_api_entries[] = {\n";
  for (size_t i = 0; i < api.entries.size(); ++i) {
    const ApiEntry& e = api.entries[i];
    std::string id = "rn_api_e" + std::to_string(i);
    o << "  {" << c_string(e.name) << ", " << e.params.size() << ", " << id << "_p, " << id << "_pu, "
      << e.results.size() << ", " << id << "_r, " << id << "_ru, " << e.attributes.size() << ", " << id
      << "_a},\n";
  }
  if (api.entries.empty()) o << "  {\"\", 0, NULL, NULL, 0, NULL, NULL, 0, NULL},\n";
  o << "};\n";
  o << "static const int rn_num_api_types = " << api.types.size() << ", rn_num_api_entries = "
    << api.entries.size() << ";\n";
  return o.str();
}

}  // namespace runic
