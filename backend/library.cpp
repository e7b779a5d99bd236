// The C library writer (backend/library.h).
//
// The generated API follows Futhark's C API (names, argument order, and
// that results come first as out-parameters); docs/c-api.md documents it.
// Arrays are `struct P_array` (context, device buffer, rank, shape) wrapped
// in one struct per element type and rank, so that the C compiler checks
// types while one set of static helpers does the work.  The entry wrappers
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
};

struct P_context {
  rn_ctx *rn;   /* NULL when initialisation failed */
  char *error;  /* the pending error message, or NULL */
};

/* Every array type is this struct wrapped in a struct of its own name. */
struct P_array {
  struct P_context *ctx;
  rn_mem *mem;
  int rank;
  int64_t shape[RN_MAX_RANK];
};

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

struct P_context_config *P_context_config_new(void) {
  return (struct P_context_config *)calloc(1, sizeof(struct P_context_config));
}

void P_context_config_free(struct P_context_config *cfg) {
  if (cfg == NULL) return;
  free(cfg->device);
  free(cfg->platform);
  free(cfg->cache_file);
  free(cfg->build_options);
  free(cfg);
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
  if (ctx == NULL) return NULL;
  memset(&c, 0, sizeof c);
  if (cfg != NULL) {
    c.device = cfg->device;
    c.platform = cfg->platform;
    c.debug = cfg->debug;
    c.profile = cfg->profile;
    c.build_options = cfg->build_options;
    c.no_cache = cfg->no_cache;
    c.cache_file = cfg->cache_file;
  }
  ctx->rn = rn_ctx_new(&c, rn_opencl_src, &err);
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

int P_context_clear_caches(struct P_context *ctx) { return P_usable(ctx); }

char *P_context_report(struct P_context *ctx) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f;
  if (P_usable(ctx)) return NULL;
  f = open_memstream(&buf, &len);
  if (f == NULL) return NULL;
  rn_report(ctx->rn, f);
  if (fclose(f) != 0) {
    free(buf);
    return NULL;
  }
  return buf;
}

static struct P_array *P_array_new(struct P_context *ctx, const void *data, rn_prim t,
                                   int rank, const int64_t *shape, const char *fn) {
  struct P_array *a;
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
  if (n > 0 && data == NULL) {
    P_fail(ctx, U_ERROR, "%s: data is NULL", fn);
    return NULL;
  }
  a = (struct P_array *)calloc(1, sizeof(struct P_array));
  if (a == NULL) {
    P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
    return NULL;
  }
  if (rn_alloc(ctx->rn, bytes, "an array", &a->mem) || rn_write(ctx->rn, a->mem, 0, bytes, data)) {
    if (a->mem != NULL) rn_release(ctx->rn, a->mem);
    free(a);
    P_runtime_failed(ctx);
    return NULL;
  }
  a->ctx = ctx;
  a->rank = rank;
  memcpy(a->shape, shape, sizeof(int64_t) * (size_t)rank);
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
  rn_release(ctx->rn, a->mem);
  free(a);
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
    wrapped[i] = (struct P_array *)calloc(1, sizeof(struct P_array));
    if (wrapped[i] == NULL) {
      failed = 1;
      continue;
    }
    wrapped[i]->ctx = ctx;
    wrapped[i]->mem = out[i].mem;
    wrapped[i]->rank = ranks[i];
    memcpy(wrapped[i]->shape, out[i].shape, sizeof(int64_t) * (size_t)ranks[i]);
  }
  if (!failed) return 0;
  for (i = 0; i < n; i++) {
    if (ranks[i] != 0) rn_release(ctx->rn, out[i].mem);
    free(wrapped[i]);
  }
  return P_fail(ctx, U_OUT_OF_MEMORY, "out of host memory");
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

struct Api {
  std::string P;  // "futhark_"
  std::string U;  // "FUTHARK_"
  std::set<ArrayType> arrays;

  std::string arr(const ArrayType& a) const { return "struct " + P + array_suffix(a); }

  std::string param_decl(const ir::Type& t, int k) const {
    if (!t.is_array()) return "const " + elem_ctype(t.elem) + " in" + std::to_string(k);
    return std::string(t.unique ? "" : "const ") + arr({t.elem, t.rank()}) + " *in" + std::to_string(k);
  }
  std::string result_decl(const ir::Type& t, int k) const {
    if (!t.is_array()) return elem_ctype(t.elem) + " *out" + std::to_string(k);
    return arr({t.elem, t.rank()}) + " **out" + std::to_string(k);
  }
  std::string entry_signature(const GeneratedProgram::Entry& e) const {
    std::string s = "int " + P + "entry_" + e.c_name + "(struct " + P + "context *ctx";
    for (size_t k = 0; k < e.results.size(); ++k) s += ", " + result_decl(e.results[k], (int)k);
    for (size_t k = 0; k < e.params.size(); ++k) s += ", " + param_decl(e.params[k], (int)k);
    return s + ")";
  }

  // The declarations of one array type (header), and their definitions.
  std::string array_decls(const ArrayType& a) const {
    std::string T = elem_ctype(a.elem), s = array_suffix(a), A = arr(a), dims, idx;
    for (int d = 0; d < a.rank; ++d) dims += ", int64_t dim" + std::to_string(d);
    for (int d = 0; d < a.rank; ++d) idx += ", int64_t i" + std::to_string(d);
    std::ostringstream o;
    o << A << ";\n";
    o << A << " *" << P << "new_" << s << "(struct " << P << "context *ctx, const " << T << " *data" << dims
      << ");\n";
    o << "int " << P << "free_" << s << "(struct " << P << "context *ctx, " << A << " *arr);\n";
    o << "int " << P << "values_" << s << "(struct " << P << "context *ctx, " << A << " *arr, " << T
      << " *data);\n";
    o << "const int64_t *" << P << "shape_" << s << "(struct " << P << "context *ctx, " << A << " *arr);\n";
    o << "int " << P << "index_" << s << "(struct " << P << "context *ctx, " << T << " *out, " << A << " *arr"
      << idx << ");\n";
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
    std::string ctx = "struct " + P + "context *ctx";
    std::ostringstream o;
    o << A << " {\n  struct " << P << "array a;\n};\n\n";
    o << A << " *" << P << "new_" << s << "(" << ctx << ", const " << T << " *data" << dims << ") {\n"
      << "  int64_t shape[" << a.rank << "] = {" << shape << "};\n"
      << "  return (" << A << " *)" << P << "array_new(ctx, data, " << prim << ", " << a.rank << ", shape, "
      << c_string(P + "new_" + s) << ");\n}\n\n";
    o << "int " << P << "free_" << s << "(" << ctx << ", " << A << " *arr) {\n"
      << "  return " << P << "array_free(ctx, (struct " << P << "array *)arr, " << c_string(P + "free_" + s)
      << ");\n}\n\n";
    o << "int " << P << "values_" << s << "(" << ctx << ", " << A << " *arr, " << T << " *data) {\n"
      << "  return " << P << "array_values(ctx, (struct " << P << "array *)arr, data, " << prim << ", "
      << c_string(P + "values_" + s) << ");\n}\n\n";
    o << "const int64_t *" << P << "shape_" << s << "(" << ctx << ", " << A << " *arr) {\n"
      << "  return " << P << "array_shape(ctx, (struct " << P << "array *)arr, " << c_string(P + "shape_" + s)
      << ");\n}\n\n";
    o << "int " << P << "index_" << s << "(" << ctx << ", " << T << " *out, " << A << " *arr" << idx << ") {\n"
      << "  int64_t idx[" << a.rank << "] = {" << idxs << "};\n"
      << "  return " << P << "array_index(ctx, out, (struct " << P << "array *)arr, " << prim << ", idx, "
      << c_string(P + "index_" + s) << ");\n}\n\n";
    return o.str();
  }

  std::string entry_def(const GeneratedProgram::Entry& e) const {
    std::ostringstream o;
    size_t nin = e.params.size(), nout = e.results.size();
    o << entry_signature(e) << " {\n";
    o << "  rn_arg rn_in[" << std::max<size_t>(nin, 1) << "], rn_out[" << std::max<size_t>(nout, 1) << "];\n";
    o << "  struct " << P << "array *rn_w[" << std::max<size_t>(nout, 1) << "];\n";
    o << "  static const int rn_ranks[" << std::max<size_t>(nout, 1) << "] = {";
    for (size_t k = 0; k < nout; ++k) o << (k ? ", " : "") << e.results[k].rank();
    if (nout == 0) o << "0";
    o << "};\n";
    o << "  int rn_r = " << P << "usable(ctx);\n";
    o << "  if (rn_r) return rn_r;\n";
    o << "  (void)rn_w;\n  (void)rn_ranks;\n";
    o << "  memset(rn_in, 0, sizeof rn_in);\n  memset(rn_out, 0, sizeof rn_out);\n";
    for (size_t k = 0; k < nout; ++k)
      o << "  if (out" << k << " == NULL) return " << P << "fail(ctx, " << U << "ERROR, "
        << c_string("entry " + e.name + ": result pointer " + std::to_string(k + 1) + " is NULL") << ");\n";
    for (size_t k = 0; k < nin; ++k) {
      const ir::Type& t = e.params[k];
      std::string in = "in" + std::to_string(k), slot = "rn_in[" + std::to_string(k) + "]";
      if (t.is_array()) {
        o << "  rn_r = " << P << "entry_arg(ctx, &" << slot << ", (const struct " << P << "array *)" << in << ", "
          << c_string(e.name) << ", " << k + 1 << ");\n  if (rn_r) return rn_r;\n";
      } else if (t.elem == PrimType::Bool) {
        o << "  " << slot << ".scalar[0] = " << in << " ? 1 : 0;\n";
      } else {
        o << "  memcpy(" << slot << ".scalar, &" << in << ", sizeof " << in << ");\n";
      }
    }
    o << "  if (rn_entry_" << e.c_name << "(ctx->rn, rn_in, rn_out)) return " << P << "runtime_failed(ctx);\n";
    // Scalar results may still be on their way (rn_read_result).
    o << "  if (rn_wait_results(ctx->rn)) return " << P << "runtime_failed(ctx);\n";
    o << "  rn_r = " << P << "entry_results(ctx, rn_out, rn_ranks, " << nout << ", rn_w);\n";
    o << "  if (rn_r) return rn_r;\n";
    for (size_t k = 0; k < nout; ++k) {
      const ir::Type& t = e.results[k];
      std::string out = "out" + std::to_string(k), slot = "rn_out[" + std::to_string(k) + "]";
      if (t.is_array())
        o << "  *" << out << " = (" << arr({t.elem, t.rank()}) << " *)rn_w[" << k << "];\n";
      else if (t.elem == PrimType::Bool)
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
  o << "#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n";
  o << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
  o << "/* Return codes. */\n";
  o << "#define " << U << "SUCCESS 0\n";
  o << "#define " << U << "ERROR 1          /* misuse: NULL or foreign arguments, bad sizes, a failed context */\n";
  o << "#define " << U << "PROGRAM_ERROR 2  /* the program failed: bounds check, assertion, size mismatch */\n";
  o << "#define " << U << "OUT_OF_MEMORY 3\n\n";
  std::string cfg = "struct " + P + "context_config";
  o << "/* Configuration. */\n";
  o << cfg << ";\n";
  o << cfg << " *" << P << "context_config_new(void);\n";
  o << "void " << P << "context_config_free(" << cfg << " *cfg);\n";
  o << "void " << P << "context_config_set_device(" << cfg << " *cfg, const char *s);\n";
  o << "void " << P << "context_config_set_platform(" << cfg << " *cfg, const char *s);\n";
  o << "void " << P << "context_config_set_profiling(" << cfg << " *cfg, int flag);\n";
  o << "void " << P << "context_config_set_logging(" << cfg << " *cfg, int flag);\n";
  o << "void " << P << "context_config_set_debugging(" << cfg << " *cfg, int flag);\n";
  o << "void " << P << "context_config_set_cache_file(" << cfg << " *cfg, const char *f);\n";
  o << "void " << P << "context_config_add_build_option(" << cfg << " *cfg, const char *opt);\n\n";
  std::string ctx = "struct " + P + "context";
  o << "/* Context. */\n";
  o << ctx << ";\n";
  o << ctx << " *" << P << "context_new(" << cfg << " *cfg);\n";
  o << "void " << P << "context_free(" << ctx << " *ctx);\n";
  o << "int " << P << "context_sync(" << ctx << " *ctx);\n";
  o << "char *" << P << "context_get_error(" << ctx << " *ctx);\n";
  o << "char *" << P << "context_report(" << ctx << " *ctx);\n";
  o << "int " << P << "context_clear_caches(" << ctx << " *ctx);\n\n";
  if (!api.arrays.empty()) o << "/* Arrays. */\n";
  for (auto& a : api.arrays) o << api.array_decls(a) << "\n";
  o << "/* Entry points. */\n";
  for (auto& e : g.entries) o << api.entry_signature(e) << ";\n";
  o << "\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n";
  return o.str();
}

std::string manifest(const Api& api, const GeneratedProgram& g) {
  const std::string& P = api.P;
  std::ostringstream o;
  o << "{\n  \"backend\": \"opencl\",\n  \"version\": " << json_string(std::string("runic ") + RUNIC_VERSION)
    << ",\n  \"entry_points\": {";
  for (size_t i = 0; i < g.entries.size(); ++i) {
    const auto& e = g.entries[i];
    o << (i ? "," : "") << "\n    " << json_string(e.name) << ": {\n      \"cfun\": "
      << json_string(P + "entry_" + e.c_name) << ",\n      \"inputs\": [";
    bool names_match = e.param_names.size() == e.params.size();
    for (size_t k = 0; k < e.params.size(); ++k) {
      const ir::Type& t = e.params[k];
      o << (k ? "," : "") << "\n        {\"name\": "
        << json_string(names_match ? e.param_names[k] : "arg" + std::to_string(k))
        << ", \"type\": " << json_string(source_type(t.elem, t.rank()))
        << ", \"unique\": " << (t.unique ? "true" : "false") << "}";
    }
    o << (e.params.empty() ? "" : "\n      ") << "],\n      \"outputs\": [";
    for (size_t k = 0; k < e.results.size(); ++k) {
      const ir::Type& t = e.results[k];
      o << (k ? "," : "") << "\n        {\"type\": " << json_string(source_type(t.elem, t.rank()))
        << ", \"unique\": " << (t.unique ? "true" : "false") << "}";
    }
    o << (e.results.empty() ? "" : "\n      ") << "]\n    }";
  }
  o << "\n  },\n  \"types\": {";
  size_t i = 0;
  for (auto& a : api.arrays) {
    std::string s = array_suffix(a);
    o << (i++ ? "," : "") << "\n    " << json_string(source_type(a.elem, a.rank)) << ": {\n"
      << "      \"kind\": \"array\",\n      \"ctype\": " << json_string(api.arr(a) + " *") << ",\n"
      << "      \"rank\": " << a.rank << ",\n      \"elemtype\": " << json_string(prim_name(a.elem)) << ",\n"
      << "      \"ops\": {\"new\": " << json_string(P + "new_" + s) << ", \"free\": "
      << json_string(P + "free_" + s) << ", \"values\": " << json_string(P + "values_" + s)
      << ", \"shape\": " << json_string(P + "shape_" + s) << ", \"index\": " << json_string(P + "index_" + s)
      << "}\n    }";
  }
  o << (api.arrays.empty() ? "" : "\n  ") << "}\n}\n";
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

void write_c_library(const GeneratedProgram& g, const std::string& base, std::string prefix,
                     const std::string& program_name) {
  internal_assert(!api_prefix_problem(prefix), "bad API prefix " + prefix);
  if (prefix.back() != '_') prefix += '_';
  Api api;
  api.P = prefix;
  for (char c : prefix) api.U += (char)std::toupper((unsigned char)c);
  for (auto& e : g.entries) {
    for (auto& t : e.params) {
      elem_ctype(t.elem);  // rejects unit
      if (t.is_array()) api.arrays.insert({t.elem, t.rank()});
    }
    for (auto& t : e.results) {
      elem_ctype(t.elem);
      if (t.is_array()) api.arrays.insert({t.elem, t.rank()});
    }
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
  // The internal helpers are static; they are prefixed all the same so that
  // they cannot clash with the runtime's names.
  c << instantiate(kApiHelpers, api.P, api.U) << "\n";
  for (auto& a : api.arrays) c << api.array_defs(a);
  for (auto& e : g.entries) c << api.entry_def(e);

  write_file(base + ".h", header(api, g, guard, program_name));
  write_file(base + ".c", c.str());
  write_file(base + ".json", manifest(api, g));
}

}  // namespace runic
