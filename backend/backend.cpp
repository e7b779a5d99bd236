// Kernel IR -> OpenCL C kernels + a C host program (backend/backend.h).
//
// For each entry point the host code is one C function (rn_entry_fn):
// scalars are C locals, arrays are device buffers (rn_mem*) whose shapes are
// the SubExps of their types.  Each SegOp is lowered by rewrite/lower.h to
// pattern expressions, each becoming a kernel (backend/kernel_codegen.h);
// the host computes launch sizes from the actual array sizes and launches
// them.  Host-level array operations become runtime calls (rn_copy,
// rn_write, rn_read) or, for iota/replicate/transpose, SegMaps built here
// and lowered like any other.  Every device buffer allocated by an entry
// call is released at its end except those returned.  A reduction's
// scalar result that only kernels read stays on the device: the kernels
// read it from the result buffer (device scalars, kernel_only_scalars
// below; pure host arithmetic on it is first sunk into those kernels),
// so the host does not wait for it.
// Pre: Kernel IR (no Screma at host level, SegOp bodies sequential).
#include "backend/backend.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <sys/wait.h>

#include "backend/kernel_codegen.h"
#include "backend/scalar_code.h"
#include "backend/scan_fusion.h"
#include "backend/rowgroup_codegen.h"
#include "backend/colred_codegen.h"
#include "backend/tilemap_codegen.h"
#include "backend/rowloop_codegen.h"
#include "ir/colred.h"
#include "backend/scatter_codegen.h"
#include "backend/thread_sizes.h"
#include "ir/interpreter.h"
#include "ir/ir_walk.h"
#include "ir/rowgroup.h"
#include "rewrite/device_profile.h"
#include "rewrite/lower.h"
#include "rewrite/search.h"

namespace runic {

const std::vector<std::pair<std::string, std::string>>& runtime_files();

namespace {

using backend::c_literal;
using backend::c_type;
using backend::ScalarEmitter;
using backend::Target;
using rewrite::c_name;

[[noreturn]] void unsupported(const Span& loc, const std::string& what) {
  user_error(loc, "not supported by the OpenCL backend yet: " + what);
}

std::string rn_prim_enum(PrimType t, const Span& loc) {
  switch (t) {
    case PrimType::I8: return "RN_I8";
    case PrimType::I16: return "RN_I16";
    case PrimType::I32: return "RN_I32";
    case PrimType::I64: return "RN_I64";
    case PrimType::U8: return "RN_U8";
    case PrimType::U16: return "RN_U16";
    case PrimType::U32: return "RN_U32";
    case PrimType::U64: return "RN_U64";
    case PrimType::F16: return "RN_F16";
    case PrimType::F32: return "RN_F32";
    case PrimType::F64: return "RN_F64";
    case PrimType::Bool: return "RN_BOOL";
    case PrimType::Unit: unsupported(loc, "entry points taking or returning unit");
  }
  return "?";
}

std::string c_string(const std::string& s) {
  std::string r = "\"";
  for (char ch : s) {
    switch (ch) {
      case '"': r += "\\\""; break;
      case '\\': r += "\\\\"; break;
      case '\n': r += "\\n"; break;
      case '\t': r += "\\t"; break;
      default: r += ch;
    }
  }
  return r + "\"";
}

const char* kHostPrelude = R"(
/* ---- generated host code helpers ---- */
typedef struct { rn_mem **v; int n, cap; } rn_pool;
static int rn_pool_add(rn_ctx *ctx, rn_pool *p, rn_mem *m) {
  if (p->n == p->cap) {
    int cap = p->cap ? 2 * p->cap : 16;
    rn_mem **v = (rn_mem **)realloc(p->v, (size_t)cap * sizeof(rn_mem *));
    if (!v) { rn_release(ctx, m); return rn_fail(ctx, "out of host memory"); }
    p->v = v; p->cap = cap;
  }
  p->v[p->n++] = m;
  return 0;
}
/* A product of sizes (element counts, byte sizes) that cannot overflow:
 * it saturates at INT64_MAX, which no allocation can satisfy, so that
 * `iota (2**61)` of i64 fails as out of memory instead of allocating
 * (2^61 * 8) mod 2^64 = 0 bytes.  Negative sizes, which the program's
 * checks stop before, give -1. */
static int64_t rn_mul_size(int64_t a, int64_t b) {
  if (a < 0 || b < 0) return a == 0 || b == 0 ? 0 : -1;
  if (a == 0 || b == 0) return 0;
  return a > INT64_MAX / b ? INT64_MAX : a * b;
}
static int rn_alloc_tracked(rn_ctx *ctx, rn_pool *p, int64_t bytes, const char *what, rn_mem **out) {
  if (bytes == INT64_MAX)
    return rn_fail(ctx, "out of device memory: %s needs 2^63 bytes or more", what ? what : "a buffer");
  if (rn_alloc(ctx, (size_t)(bytes < 0 ? 0 : bytes), what, out)) return 1;
  return rn_pool_add(ctx, p, *out);
}
/* Per-thread scratch of `per_thread` elements of `elem` bytes for `threads`
 * threads; the per-thread count may come from a size kernel (thread-computed
 * sizes), so the product is checked. */
static int rn_alloc_scratch(rn_ctx *ctx, rn_pool *p, int64_t elem, int64_t per_thread, int64_t threads,
                            const char *what, rn_mem **out) {
  if (per_thread < 0) per_thread = 0;
  if (threads < 0) threads = 0;
  if (per_thread > 0 && threads > 0 && per_thread > INT64_MAX / elem / threads)
    return rn_fail(ctx, "out of device memory: %s needs %lld elements of %lld bytes for each of %lld threads, "
                   "over 2^63 bytes", what, (long long)per_thread, (long long)elem, (long long)threads);
  return rn_alloc_tracked(ctx, p, elem * per_thread * threads, what, out);
}
static void rn_pool_release(rn_ctx *ctx, rn_pool *p, rn_mem *const *keep, int nkeep) {
  for (int i = 0; i < p->n; i++) {
    int kept = 0;
    for (int j = 0; j < nkeep; j++) if (keep[j] == p->v[i]) kept = 1;
    if (!kept) rn_release(ctx, p->v[i]);
  }
  free(p->v);
  p->v = NULL; p->n = p->cap = 0;
}
/* The end of a host loop's iteration: the buffers the iteration added to the
 * pool (entries from `mark` on) are released, except `keep` (those flowing
 * into the next iteration), which stay in the pool.  Nothing else refers
 * to them: a loop body's arrays are its own, and the values of the loop
 * after it are its merge parameters.  Without this, radix_sort's 32 passes
 * over 64 MB kept 6.5 GB. */
static void rn_pool_trim(rn_ctx *ctx, rn_pool *p, int mark, rn_mem *const *keep, int nkeep) {
  int w = mark;
  for (int i = mark; i < p->n; i++) {
    int kept = 0;
    for (int j = 0; j < nkeep; j++) if (keep[j] == p->v[i]) kept = 1;
    if (kept) p->v[w++] = p->v[i];
    else rn_release(ctx, p->v[i]);
  }
  p->n = w;
}
static int rn_pool_has(const rn_pool *p, rn_mem *m) {
  for (int i = 0; i < p->n; i++) if (p->v[i] == m) return 1;
  return 0;
}
/* Grid sizes; without overflow for sizes near 2^63 (an empty [0][2^63-1]
 * array is fine), where rn_round_up saturates: a launch that large fails
 * in OpenCL rather than covering a wrapped-around grid. */
static int64_t rn_ceil_div(int64_t a, int64_t b) { return a > 0 ? (a - 1) / b + 1 : (a + b - 1) / b; }
static int64_t rn_round_up(int64_t a, int64_t b) {
  int64_t c = rn_ceil_div(a, b);
  return c > INT64_MAX / b ? INT64_MAX : c * b;
}
static int64_t rn_min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t rn_max64(int64_t a, int64_t b) { return a > b ? a : b; }
/* A row-group kernel's local row of m elements, padded by one in 32
   (backend/rowgroup_codegen.cpp). */
static int64_t rn_rowgroup_padded(int64_t m) { return m <= 0 ? 1 : m + (m >> 5) + 1; }
#define RN_TRY(x) do { if (x) goto rn_failed; } while (0)
)";

// The host code's helpers that are the same text in every program: the
// scalar helpers and kHostPrelude (write_c_host_header puts them in the
// precompiled header of the test runner's programs).
std::string host_fixed_text() { return backend::scalar_helpers(Target::HostC) + kHostPrelude; }


// ------------------------------------------------------------------ device scalars

// Scalars that only kernels read: the names used in `fbody` only inside
// the bodies of its host-level SegOps (in branches and loops too), at least
// once, and never in a type (a size there is the host's: allocations,
// launch grids).  A reduction's scalar result among them can stay on the
// device (HostGen::segop): nothing on the host branches on it, computes
// with it or returns it, so the host need not wait for it.
std::set<std::string> kernel_only_scalars(const ir::Body& fbody) {
  std::map<ir::VName, int> all = ir::walk::count_uses(fbody), in_kernels;
  std::set<ir::VName> in_types;
  auto type_names = [&](const ir::Type& t) {
    ir::walk::for_each_name_type(t, [&](const ir::VName& v, ir::walk::Role) { in_types.insert(v); });
  };
  std::function<void(const ir::Body&, bool)> walk = [&](const ir::Body& b, bool kernel) {
    for (auto& s : b.stms) {
      for (auto& p : s.pat) type_names(p.type);
      const ir::Exp& e = s.exp;
      type_names(e.type);
      for (auto& t : e.ret) type_names(t);
      for (auto& [p, _] : e.merge) type_names(p.type);
      auto lam = [&](const ir::Lambda& l) {
        for (auto& p : l.params) type_names(p.type);
        for (auto& t : l.ret) type_names(t);
        if (l.body) walk(*l.body, true);
      };
      for (auto& op : e.scans) lam(op.lambda);
      for (auto& op : e.reduces) lam(op.lambda);
      if (e.kind == ir::Exp::Kind::Screma || e.kind == ir::Exp::Kind::Stream) lam(e.map_lambda);
      bool segop = e.kind == ir::Exp::Kind::SegOp;
      for (auto& nb : e.bodies)
        if (nb) {
          if (segop && !kernel)
            ir::walk::for_each_name_body(*nb, [&](const ir::VName& v, ir::walk::Role r) {
              if (r == ir::walk::Role::Use) in_kernels[v]++;
            });
          walk(*nb, kernel || segop);
        }
    }
  };
  walk(fbody, false);
  std::set<std::string> r;
  for (auto& [v, n] : in_kernels) {
    auto a = all.find(v);
    if (n > 0 && a != all.end() && a->second == n && !in_types.count(v)) r.insert(v);
  }
  return r;
}

// Whether host statement `s` is scalar arithmetic that cannot fail and
// has no effect (so a kernel may compute it instead, per thread): plain
// bindings, arithmetic, comparisons, conversions and branches of them.
// Integer division, modulo and powers are left on the host, whose error
// must not depend on whether a kernel runs any thread.
bool sinkable_scalar(const ir::Stm& s) {
  for (auto& p : s.pat)
    if (p.type.is_array()) return false;
  const ir::Exp& e = s.exp;
  switch (e.kind) {
    case ir::Exp::Kind::SubExp:
    case ir::Exp::Kind::CmpOp:
    case ir::Exp::Kind::UnOp:
    case ir::Exp::Kind::Convert:
      return true;
    case ir::Exp::Kind::BinOp:
      switch (e.binop) {
        case BinOp::Div: case BinOp::Mod: case BinOp::Quot: case BinOp::Rem: case BinOp::Pow:
          return !is_int(e.prim);
        default:
          return true;
      }
    case ir::Exp::Kind::If:
      for (auto& b : e.bodies) {
        if (!b) return false;
        for (auto& t : b->stms)
          if (!sinkable_scalar(t)) return false;
      }
      return true;
    default:
      return false;
  }
}

// The host-level SegOps of `b` (in its branches and loops too, not in
// kernels), in order.
void host_segops(ir::Body& b, std::vector<ir::Stm*>& out) {
  for (auto& s : b.stms) {
    if (s.exp.kind == ir::Exp::Kind::SegOp) {
      out.push_back(&s);
      continue;
    }
    if (s.exp.kind == ir::Exp::Kind::If || s.exp.kind == ir::Exp::Kind::Loop)
      for (auto& nb : s.exp.bodies)
        if (nb) host_segops(*nb, out);
  }
}

// Host scalar statements that read a reduction's result (`reds`, or what
// such statements compute) and whose results only the bodies of the
// host's kernels read (sinkable_scalar) are moved into those bodies, a
// copy with fresh names in each kernel that reads them: the reduction's
// result then is read by kernels alone and stays on the device
// (kernel_only_scalars).  The hoisting pass put such tests before the
// kernel (`mx == 0` of `map (\x -> if mx == 0 then x else x / mx)`);
// a kernel computes them per thread at no cost it could measure.
void sink_into_kernels(ir::Body& b, const std::set<std::string>& reds) {
  std::set<std::string> tainted(reds.begin(), reds.end());
  std::vector<size_t> cand;
  for (size_t i = 0; i < b.stms.size(); ++i) {
    const ir::Stm& s = b.stms[i];
    if (!sinkable_scalar(s)) continue;
    bool reads = false;
    for (auto& [v, _] : ir::walk::free_vars(s.exp)) reads = reads || tainted.count(v);
    if (!reads) continue;
    cand.push_back(i);
    for (auto& p : s.pat) tainted.insert(p.name);
  }
  if (!cand.empty()) {
    std::map<ir::VName, int> all = ir::walk::count_uses(b), in_kernels;
    std::set<ir::VName> in_types;
    std::function<void(const ir::Body&)> types = [&](const ir::Body& x) {
      for (auto& s : x.stms) {
        for (auto& p : s.pat)
          ir::walk::for_each_name_type(p.type, [&](const ir::VName& v, ir::walk::Role) { in_types.insert(v); });
        for (auto& t : s.exp.ret)
          ir::walk::for_each_name_type(t, [&](const ir::VName& v, ir::walk::Role) { in_types.insert(v); });
        for (auto& nb : s.exp.bodies)
          if (nb) types(*nb);
      }
    };
    types(b);
    std::vector<ir::Stm*> segops;
    host_segops(b, segops);
    for (auto* t : segops)
      for (auto& [v, n] : ir::walk::count_uses(*t->exp.bodies.at(0))) in_kernels[v] += n;
    std::set<size_t> S(cand.begin(), cand.end());
    for (bool changed = true; changed;) {
      changed = false;
      std::map<ir::VName, int> in_s;
      for (size_t i : S)
        for (auto& [v, n] : ir::walk::count_uses(b.stms[i])) in_s[v] += n;
      for (auto it = S.begin(); it != S.end();) {
        bool ok = true;
        for (auto& p : b.stms[*it].pat) {
          int k = in_kernels.count(p.name) ? in_kernels[p.name] : 0, q = in_s.count(p.name) ? in_s[p.name] : 0;
          int a = all.count(p.name) ? all[p.name] : 0;
          ok = ok && a == k + q && !in_types.count(p.name);
        }
        if (ok) {
          ++it;
        } else {
          it = S.erase(it);
          changed = true;
        }
      }
    }
    if (!S.empty()) {
      for (auto* t : segops) {
        ir::Body& kb = *t->exp.bodies[0];
        // The statements of S that this body needs, in order.
        std::set<std::string> need;
        for (auto& [v, _] : ir::walk::count_uses(kb)) need.insert(v);
        std::vector<size_t> take;
        for (auto it = S.rbegin(); it != S.rend(); ++it) {
          const ir::Stm& s = b.stms[*it];
          bool used = false;
          for (auto& p : s.pat) used = used || need.count(p.name);
          if (!used) continue;
          take.push_back(*it);
          for (auto& [v, _] : ir::walk::free_vars(s.exp)) need.insert(v);
        }
        if (take.empty()) continue;
        std::reverse(take.begin(), take.end());
        std::map<ir::VName, ir::VName> fresh;
        std::vector<ir::Stm> copies;
        for (size_t i : take) {
          ir::Stm c{b.stms[i].pat, ir::walk::clone_exp(b.stms[i].exp), b.stms[i].loc};
          ir::walk::for_each_name_stm(c, [&](ir::VName& v, ir::walk::Role r) {
            if (r == ir::walk::Role::Bind && !fresh.count(v)) fresh[v] = ir::fresh_name(v);
          });
          copies.push_back(std::move(c));
        }
        for (auto& c : copies)
          ir::walk::for_each_name_stm(c, [&](ir::VName& v, ir::walk::Role) {
            auto f = fresh.find(v);
            if (f != fresh.end()) v = f->second;
          });
        ir::walk::rename_uses(kb, fresh);
        kb.stms.insert(kb.stms.begin(), std::make_move_iterator(copies.begin()), std::make_move_iterator(copies.end()));
      }
      std::vector<ir::Stm> keep;
      for (size_t i = 0; i < b.stms.size(); ++i)
        if (!S.count(i)) keep.push_back(std::move(b.stms[i]));
      b.stms = std::move(keep);
    }
  }
  for (auto& s : b.stms)
    if (s.exp.kind == ir::Exp::Kind::If || s.exp.kind == ir::Exp::Kind::Loop)
      for (auto& nb : s.exp.bodies)
        if (nb) sink_into_kernels(*nb, tainted);
}

// The scalar results of the host-level reductions of `b`.
void reduction_results(const ir::Body& b, std::set<std::string>& out) {
  for (auto& s : b.stms) {
    if (s.exp.kind == ir::Exp::Kind::SegOp) {
      if (s.exp.seg_kind == ir::SegKind::Red)
        for (auto& p : s.pat)
          if (!p.type.is_array()) out.insert(p.name);
      continue;
    }
    for (auto& nb : s.exp.bodies)
      if (nb) reduction_results(*nb, out);
  }
}

// A kernel's scalar arguments that live on the device (`device`: the
// parameter's name -> the host's rn_mem * of one element): each becomes a
// `__global const T *` parameter read once at the kernel's start under
// the old name, and its argument that buffer.  Every kernel generator
// declares a scalar argument `T name` in the signature (kernel_codegen.cpp,
// rowgroup_codegen.cpp, scatter_codegen.cpp, colred_codegen.cpp).
void use_device_scalars(backend::GeneratedKernel& gk, const std::map<std::string, std::string>& device) {
  if (gk.code.empty() || device.empty()) return;
  // `__kernel void name(` or `__kernel __attribute__((...)) void name(`
  // (the row-group kernels require their work-group size).
  std::string head = " void " + gk.name + "(";
  size_t at = gk.code.find(head);
  internal_assert(at != std::string::npos, "device scalars: no signature of kernel " << gk.name);
  size_t from = at + head.size(), to = gk.code.find(") {\n", from);
  internal_assert(to != std::string::npos, "device scalars: the signature of kernel " << gk.name << " does not end");
  std::vector<std::string> params;
  for (size_t p = from;;) {
    size_t c = gk.code.find(", ", p);
    if (c == std::string::npos || c > to) {
      params.push_back(gk.code.substr(p, to - p));
      break;
    }
    params.push_back(gk.code.substr(p, c - p));
    p = c + 2;
  }
  std::string prologue;
  for (auto& a : gk.args) {
    if (a.kind != backend::KernelArg::Kind::Scalar) continue;
    auto d = device.find(a.name);
    if (d == device.end()) continue;
    std::string T = c_type(a.prim, Target::OpenCL), decl = T + " " + a.name;
    auto pp = std::find(params.begin(), params.end(), decl);
    internal_assert(pp != params.end(), "device scalars: kernel " << gk.name << " has no parameter " << decl);
    *pp = "__global const " + T + " *rn_dev_" + a.name;
    prologue += "  const " + T + " " + a.name + " = rn_dev_" + a.name + "[0];  // a device scalar\n";
    a.kind = backend::KernelArg::Kind::Mem;
    a.name = d->second;
  }
  if (prologue.empty()) return;
  std::string sig;
  for (size_t i = 0; i < params.size(); ++i) sig += (i ? ", " : "") + params[i];
  gk.code = gk.code.substr(0, from) + sig + ") {\n" + prologue + gk.code.substr(to + 4);
}

// ------------------------------------------------------------------ host code

class HostGen {
 public:
  HostGen(const DeviceProfile& dp, GeneratedProgram& out, backend::ErrorTable& errors, const Tuning& tuning)
      : dp_(dp), out_(out), errors_(errors), tuning_(tuning) {}

  // An entry point (`rn_entry_NAME`), or a function that the program
  // calls (a recursive function: `rn_fun_NAME`): both take their
  // arguments in rn_in and give fresh results in rn_out.
  std::string entry(const ir::Function& f);
  // The program's non-entry functions, for Apply.
  std::map<std::string, const ir::Function*> functions_;

 private:
  const DeviceProfile& dp_;
  GeneratedProgram& out_;
  backend::ErrorTable& errors_;
  const Tuning& tuning_;
  std::map<std::string, ir::Type> types_;  // every bound name of the current function
  int kernel_counter_ = 0;
  int rowgroup_counter_ = 0;
  int segscan_counter_ = 0;
  std::string fname_;
  // Sizes proven equal by an assertion that every later statement follows
  // (one at the function's top level): `size_ok = eq_i64(a, b); assert
  // size_ok` makes a and b one class.  Kernels use them to drop bounds
  // checks (backend/kernel_codegen.h, SizeFacts).
  std::set<const ir::Stm*> top_level_;
  // Scalar results of top-level SegReds that the entry returns and nothing
  // else uses: read without waiting (rn_read_result) into rn_out[k].
  std::map<std::string, int> deferred_out_;
  std::map<std::string, std::pair<ir::SubExp, ir::SubExp>> equal_tests_;  // bool variable -> operands
  backend::SizeFacts size_facts_;
  // size_facts_.defs: the i64 scalars of host code (outside kernels)
  // defined by + - * min max, each bound once.
  void collect_scalar_defs(const ir::Body& b) {
    std::set<std::string> twice;
    std::function<void(const ir::Body&)> walk = [&](const ir::Body& body) {
      for (auto& s : body.stms) {
        const ir::Exp& e = s.exp;
        if (e.kind == ir::Exp::Kind::BinOp && e.prim == PrimType::I64 && s.pat.size() == 1 &&
            !s.pat[0].type.is_array() &&
            (e.binop == BinOp::Add || e.binop == BinOp::Sub || e.binop == BinOp::Mul || e.binop == BinOp::Min ||
             e.binop == BinOp::Max)) {
          if (!size_facts_.defs.emplace(s.pat[0].name, backend::SizeFacts::Def{e.binop, e.args[0], e.args[1]}).second)
            twice.insert(s.pat[0].name);
        }
        if (e.kind == ir::Exp::Kind::If || e.kind == ir::Exp::Kind::Loop)
          for (auto& sub : e.bodies)
            if (sub) walk(*sub);
      }
    };
    walk(b);
    for (auto& n : twice) size_facts_.defs.erase(n);
  }

  bool stm(ScalarEmitter& em, const ir::Stm& s);
  // Scan-scatter fusion (backend/scan_fusion.h): the statements of each
  // plan, the moved ones already emitted, and the plan whose scan segop()
  // is lowering now.
  std::map<const ir::Stm*, std::shared_ptr<backend::ScanScatterPlan>> ss_at_;
  std::set<const ir::Stm*> ss_done_;
  // Kept parts of fused compactions (fresh buffers of n rows) whose one
  // use is a concat: the concat appends the other parts in place when the
  // buffer has room (a partition's `zeros ++ ones`).
  std::set<std::string> grow_in_place_;
  // Partition counts kept on the device (plan_device_counts): a fused
  // partition's count C whose only host uses are `0 <= C`, `t = n - C`,
  // `0 <= t`, `s = C + t` and the concat `kept ++ rejected` of its two
  // parts is never read back: the comparisons are true by construction
  // (0 <= C <= n), s is n, and the rejected part is appended by a kernel
  // that reads C from the partition kernel's total (rn_copy_tail).  A loop
  // of such partitions (a one-bit radix sort) then runs without a host
  // round trip a pass.
  struct DeviceCount {
    std::string total;  // the C buffer of the count (the scan's `_total`)
    ir::SubExp n;       // the scan's size
    bool precount = false;  // the kernel wrote both parts (below): the concat is the kept buffer
  };
  // Device-count partitions whose count a reduction computes before the
  // scan (backend::count_reduction), so that the scan kernel writes the
  // rejected part itself after the kept one, in the kept part's buffer
  // (no rn_copy_tail); the value: that buffer.  RUNIC_PARTITION_PRECOUNT=0
  // when compiling keeps the copy.
  std::map<const backend::ScanScatterPlan*, std::string> precount_;
  // Set by scan_scatter for the next segop, a reduction to one scalar:
  // the host variable (rn_mem *) that takes its result buffer, which
  // stays on the device (nothing is read back).
  std::string device_result_;
  bool device_result_done_ = false;  // segop bound it
  // Device scalars: reduction results that only kernels read
  // (kernel_only_scalars: IR names), kept where the reduction wrote them
  // (`device_scalar_`: C name -> the rn_mem * variable of one element) and
  // passed to the kernels that read them as buffers (use_device_scalars),
  // so that the host does not wait for them (a radix sort pass's digit
  // totals).
  std::set<std::string> device_wanted_;
  // RUNIC_NO_INIT=0 when compiling keeps the copy before a scatter that
  // writes its destination entirely (ScanScatterPlan::no_init).
  const bool no_init_ = [] {
    const char* v = std::getenv("RUNIC_NO_INIT");
    return !(v && std::string(v) == "0");
  }();
  std::map<ir::VName, int> fn_uses_;
  std::map<std::string, std::string> device_scalar_;
  void add_kernel(backend::GeneratedKernel& gk) {
    use_device_scalars(gk, device_scalar_);
    out_.opencl += "\n" + gk.code;
  }
  std::map<std::string, DeviceCount> dc_count_;    // C -> its count
  std::set<std::string> dc_true_;                  // `0 <= C`, `0 <= t`: 1
  std::set<std::string> dc_skip_;                  // t = n - C: not emitted
  std::set<const ir::Stm*> dc_checks_;             // asserts of dc_true_: not emitted
  std::map<std::string, ir::SubExp> dc_equal_;     // s = C + t: n
  std::map<std::string, DeviceCount> dc_concat_;   // the concat's result
  void plan_device_counts(const ir::Body& fbody, const std::vector<std::shared_ptr<backend::ScanScatterPlan>>& plans,
                          const std::map<ir::VName, int>& fn_uses);
  const backend::ScanScatterPlan* ss_cur_ = nullptr;
  bool scan_scatter(ScalarEmitter& em, const ir::Stm& s, const backend::ScanScatterPlan& p);
  void patch_scan_scatter(rewrite::SegOpLowering& low, const backend::ScanScatterPlan& p);
  void segop(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat, const Span& loc);
  // A segmented reduction over few, long segments (GPU profiles): split
  // each segment across several work-groups at run time (see the
  // definition).  False when it does not apply.
  bool segment_split(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat, const Span& loc);
  bool collapse_dims(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat, const Span& loc);
  std::optional<backend::GeneratedKernel> tiled_transpose(ScalarEmitter& em, const ir::Exp& e,
                                                          const std::vector<ir::Param>& pat, const std::string& base);
  bool in_split_ = false;
  int size_kernel_depth_ = 0;  // size kernels being generated (a size kernel's own size kernel)
  // The derivations of a SegOp to compile: one, or the variants of Tuning.
  // `size_cond` (if set non-empty): a host C condition on the SegOp's sizes
  // under which variant 0 runs, else variant 1 (chosen at run time).
  std::vector<rewrite::SegOpLowering> variants(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat,
                                               const Span& loc, const std::string& base, int* dflt,
                                               std::string* size_cond);
  std::vector<rewrite::SegOpLowering> tile_by_size(ScalarEmitter& em, const ir::Exp& e,
                                                   const std::vector<ir::Param>& pat, const Span& loc,
                                                   const std::string& base, const rewrite::SearchResult& sr,
                                                   const rewrite::SegOpLowering& best, std::string* size_cond);
  std::vector<rewrite::SegOpLowering> segscan_by_size(ScalarEmitter& em, const ir::Exp& e,
                                                      const std::vector<ir::Param>& pat, const Span& loc,
                                                      const std::string& base, std::string* size_cond);
  std::string bytes(const ir::Type& t, ScalarEmitter& em);
  void declare_pat(ScalarEmitter& em, const ir::Param& p);
  void bind(const std::vector<ir::Param>& ps) { for (auto& p : ps) types_[p.name] = p.type; }
  void bounds_check(ScalarEmitter& em, const ir::Type& t, const std::vector<ir::DimIndex>& dims, const Span& loc,
                    int index_rank = 0, const std::vector<int>* shown_perm = nullptr);
  void negative_size_check(ScalarEmitter& em, const std::string& what, const ir::SubExp& n, const Span& loc);
  void slice_update(ScalarEmitter& em, const ir::Stm& s, const Span& loc);
  // A host int64 variable holding the product of `dims`.
  ir::SubExp host_product(ScalarEmitter& em, const std::vector<ir::SubExp>& dims);
};

ir::SubExp HostGen::host_product(ScalarEmitter& em, const std::vector<ir::SubExp>& dims) {
  ir::VName n = ir::fresh_name("rn_count");
  std::string c = "(int64_t)1";
  for (auto& d : dims) c = "rn_mul_size(" + c + ", (int64_t)" + em.subexp(d) + ")";
  em.line("int64_t " + c_name(n) + " = " + c + ";");
  types_[n] = ir::Type::scalar(PrimType::I64);
  return ir::SubExp::variable(n);
}

// `xs with [dims] = ys` with slices at host level, in place: the bounds
// are checked on the host, then a SegScatter over the elements of ys
// writes them into xs seen as one dimension (reshapes are free).
void HostGen::slice_update(ScalarEmitter& em, const ir::Stm& s, const Span& loc) {
  using K = ir::Exp::Kind;
  const ir::Exp& e = s.exp;
  const ir::Type t = types_.at(e.array);
  const ir::Type vt = types_.at(e.args.at(0).var);
  bounds_check(em, t, e.dims, loc, e.index_rank, &e.perm);
  auto body = std::make_shared<ir::Body>();
  auto scalar_stm = [&](ir::Exp x, PrimType pt, const std::string& base) {
    ir::VName n = ir::fresh_name(base);
    ir::Stm st;
    st.pat = {{n, ir::Type::scalar(pt)}};
    st.exp = std::move(x);
    st.loc = loc;
    body->stms.push_back(st);
    return ir::SubExp::variable(n);
  };
  auto bin = [&](BinOp op, ir::SubExp a, ir::SubExp b) {
    ir::Exp x;
    x.kind = K::BinOp;
    x.binop = op;
    x.prim = PrimType::I64;
    x.args = {std::move(a), std::move(b)};
    return scalar_stm(std::move(x), PrimType::I64, "rn_su");
  };
  // The point's position in ys, innermost dimension first.
  ir::VName p = ir::fresh_name("rn_su_p");
  std::vector<ir::SubExp> ks(vt.rank());
  ir::SubExp rest = ir::SubExp::variable(p);
  for (int j = vt.rank(); j-- > 0;) {
    ks[j] = j == 0 ? rest : bin(BinOp::Rem, rest, vt.shape[j]);
    if (j > 0) rest = bin(BinOp::Quot, rest, vt.shape[j]);
  }
  // Its place in xs, row-major.
  ir::SubExp flat = ir::SubExp::i64(0);
  size_t k = 0;
  for (int d = 0; d < t.rank(); ++d) {
    ir::SubExp idx;
    if (d < (int)e.dims.size() && !e.dims[d].is_slice) {
      idx = e.dims[d].index;
    } else if (d < (int)e.dims.size()) {
      idx = bin(BinOp::Add, e.dims[d].start, bin(BinOp::Mul, ks.at(k++), e.dims[d].stride));
    } else {
      idx = ks.at(k++);
    }
    flat = d == 0 ? idx : bin(BinOp::Add, bin(BinOp::Mul, flat, t.shape[d]), idx);
  }
  ir::Exp read;
  read.kind = K::Index;
  read.array = e.args[0].var;
  read.loc = loc;
  for (auto& kk : ks) {
    ir::DimIndex di;
    di.index = kk;
    read.dims.push_back(di);
  }
  ir::SubExp v = scalar_stm(std::move(read), t.elem, "rn_su_v");
  body->result = {flat, v};
  // xs as one dimension, the scatter, and the result in xs's shape.
  ir::SubExp total = host_product(em, t.shape), points = host_product(em, vt.shape);
  ir::Type flat_t{t.elem, {total}, false};
  ir::Stm to_flat;
  to_flat.pat = {{ir::fresh_name("rn_su_flat"), flat_t}};
  to_flat.exp.kind = K::Reshape;
  to_flat.exp.array = e.array;
  to_flat.exp.args = {total};
  stm(em, to_flat);
  ir::Exp sc;
  sc.kind = K::SegOp;
  sc.seg_kind = ir::SegKind::Scatter;
  sc.seg_space.dims = {{p, points}};
  sc.arrays = {to_flat.pat[0].name};
  sc.bodies = {body};
  sc.ret = {ir::Type::scalar(PrimType::I64), ir::Type::scalar(t.elem)};
  std::vector<ir::Param> sc_pat = {{ir::fresh_name("rn_su_res"), flat_t}};
  bind(sc_pat);
  segop(em, sc, sc_pat, loc);
  ir::Stm back;
  back.pat = s.pat;
  back.exp.kind = K::Reshape;
  back.exp.array = sc_pat[0].name;
  back.exp.args = t.shape;
  stm(em, back);
}

std::string HostGen::bytes(const ir::Type& t, ScalarEmitter& em) {
  // Saturating (rn_mul_size): an allocation of a size that overflows fails.
  std::string s = "(int64_t)" + std::to_string(prim_bytes(t.elem));
  for (auto& d : t.shape) s = "rn_mul_size(" + s + ", (int64_t)" + em.subexp(d) + ")";
  return s;
}

void HostGen::declare_pat(ScalarEmitter& em, const ir::Param& p) {
  backend::check_prim_supported(p.type.elem, Span{});
  if (p.type.is_array()) em.line("rn_mem *" + c_name(p.name) + " = NULL;");
  else em.line(c_type(p.type.elem, Target::HostC) + " " + c_name(p.name) + ";");
}

// One check of every index and slice of `t[dims]`, its message worded as
// the interpreter's.
void HostGen::bounds_check(ScalarEmitter& em, const ir::Type& t, const std::vector<ir::DimIndex>& dims, const Span& loc,
                           int index_rank, const std::vector<int>* shown_perm) {
  std::vector<std::string> bad, shape;
  std::vector<std::vector<std::string>> shown;
  for (size_t d = 0; d < dims.size(); ++d) {
    const ir::DimIndex& di = dims[d];
    std::string n = "(int64_t)" + em.subexp(t.shape[d]);
    if (!di.is_slice) {
      std::string i = "(int64_t)" + em.subexp(di.index);
      bad.push_back("(" + i + " < 0 || " + i + " >= " + n + ")");
      shown.push_back({i});
      continue;
    }
    std::string st = "(int64_t)" + em.subexp(di.start), c = "(int64_t)" + em.subexp(di.count),
                sp = "(int64_t)" + em.subexp(di.stride), last = "(" + st + " + (" + c + " - 1) * " + sp + ")";
    bad.push_back("(" + c + " < 0 || (" + c + " > 0 && (" + st + " < 0 || " + st + " >= " + n + " || " + last +
                  " < 0 || " + last + " >= " + n + ")))");
    shown.push_back({st, st + " + " + c + " * " + sp, di.stride.is_var() || di.stride.value.as_i64() != 1 ? sp : "1"});
  }
  for (auto& n : t.shape) shape.push_back("(int64_t)" + em.subexp(n));
  std::string chain = backend::index_check_chain(loc, shown, bad, shape, [](const backend::ErrorText& et) {
    std::string args;
    for (auto& a : et.args) args += ", (long long)" + a;
    return "rn_fail(ctx, " + c_string(et.format) + args + "); goto rn_failed;";
  }, index_rank, shown_perm);
  if (!chain.empty()) em.line(chain);
}

// `iota n` and `replicate n v` with n < 0 fail as in the interpreter.
void HostGen::negative_size_check(ScalarEmitter& em, const std::string& what, const ir::SubExp& n, const Span& loc) {
  if (!n.is_var()) return;
  std::string where;
  for (char ch : loc.str()) where += ch == '%' ? std::string("%%") : std::string(1, ch);
  std::string v = "(int64_t)" + em.subexp(n);
  em.line("if (" + v + " < 0) { rn_fail(ctx, " + c_string(where + ": " + what + " of negative size %lld") +
          ", (long long)" + v + "); goto rn_failed; }");
}

// A SegMap over `dims` whose body is built by the caller: used for iota,
// replicate and rearrange at host level.
ir::Exp make_segmap(std::vector<std::pair<ir::VName, ir::SubExp>> dims, ir::BodyPtr body, ir::Type ret) {
  ir::Exp e;
  e.kind = ir::Exp::Kind::SegOp;
  e.seg_kind = ir::SegKind::Map;
  e.seg_space.dims = std::move(dims);
  e.bodies = {std::move(body)};
  e.ret = {std::move(ret)};
  return e;
}

// Segment splitting (the split-join of ICFP'15's reduce rules applied to
// the segments of a segmented reduction): one work-group per segment
// leaves a GPU idle when there are few, long segments (Backprop: 16
// segments of a million elements).  On GPU profiles the host then chooses
// at run time, when m < 8 x (compute units) and the segments have at least
// 4096 elements:
//
//   G = min(ceil(32 x CUs / m), ceil(n / 2048));  C = ceil(n / G)
//   partial[m*G] = segred(v < m*G, t < C) { let i = v / G; let j = (v % G) * C + t
//                                           in if j < n then body(i, j) else ne }
//   result[m]    = segred(i < m, g < G) { partial[i * G + g] }
//
// both group-per-segment reductions; otherwise the SegOp as it is.
// An OpenCL grid has at most three dimensions.  A SegMap over more (a map
// nest four deep), or a SegRed with more than three segment dimensions,
// (or a SegScan nested in more than one map: rewrite/lower.cpp lowers
// scans of one or two dimensions) runs over its leading dimensions
// collapsed into one: the body recovers
// each original index from the collapsed one (row-major), and the results,
// whose memory layout is the same, are reshaped back (reshapes are free).
bool HostGen::collapse_dims(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat,
                            const Span& loc) {
  using K = ir::Exp::Kind;
  const auto& dims = e.seg_space.dims;
  size_t keep;  // trailing dimensions kept as they are
  if (e.seg_kind == ir::SegKind::Map && dims.size() > 3) keep = 2;
  else if (e.seg_kind == ir::SegKind::Red && dims.size() > 4) keep = 3;
  else if (e.seg_kind == ir::SegKind::Scan && dims.size() > 2) keep = 1;  // lowered as 1-D or 2-D
  else return false;
  size_t lead = dims.size() - keep;  // collapsed into one
  for (auto& p : pat)
    if ((size_t)p.type.rank() < lead) return false;  // not a well-formed SegOp
  std::vector<ir::SubExp> lead_sizes;
  for (size_t d = 0; d < lead; ++d) lead_sizes.push_back(dims[d].second);
  ir::SubExp total = host_product(em, lead_sizes);
  auto body = std::make_shared<ir::Body>();
  auto bin = [&](BinOp op, ir::SubExp a, ir::SubExp b, const ir::VName& into) {
    ir::Stm st;
    st.pat = {{into, ir::Type::scalar(PrimType::I64)}};
    st.exp.kind = K::BinOp;
    st.exp.binop = op;
    st.exp.prim = PrimType::I64;
    st.exp.args = {std::move(a), std::move(b)};
    st.loc = loc;
    body->stms.push_back(std::move(st));
  };
  // Innermost collapsed dimension first: index = rest % size, rest /= size.
  ir::VName flat = ir::fresh_name("rn_flat_i");
  ir::SubExp rest = ir::SubExp::variable(flat);
  for (size_t d = lead; d-- > 0;) {
    if (d == 0) {
      ir::Stm st;
      st.pat = {{dims[0].first, ir::Type::scalar(PrimType::I64)}};
      st.exp.kind = K::SubExp;
      st.exp.args = {rest};
      st.loc = loc;
      body->stms.push_back(std::move(st));
      break;
    }
    bin(BinOp::Rem, rest, dims[d].second, dims[d].first);
    ir::VName q = ir::fresh_name("rn_flat_q");
    bin(BinOp::Quot, rest, dims[d].second, q);
    rest = ir::SubExp::variable(q);
  }
  for (auto& s : e.bodies[0]->stms) body->stms.push_back(s);
  body->result = e.bodies[0]->result;
  ir::Exp c = e;
  c.bodies[0] = body;
  c.seg_space.dims.clear();
  c.seg_space.dims.push_back({flat, total});
  for (size_t d = lead; d < dims.size(); ++d) c.seg_space.dims.push_back(dims[d]);
  std::vector<ir::Param> cpat;
  for (auto& p : pat) {
    ir::Type t = p.type;
    t.shape.erase(t.shape.begin(), t.shape.begin() + (long)lead);
    t.shape.insert(t.shape.begin(), total);
    cpat.push_back({ir::fresh_name(c_name(p.name) + "_flat"), t});
  }
  bind(cpat);
  segop(em, c, cpat, loc);
  for (size_t i = 0; i < pat.size(); ++i) {
    ir::Stm back;
    back.pat = {pat[i]};
    back.exp.kind = K::Reshape;
    back.exp.array = cpat[i].name;
    back.exp.args = pat[i].type.shape;
    back.loc = loc;
    stm(em, back);
  }
  return true;
}

bool HostGen::segment_split(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat,
                            const Span& loc) {
  using K = ir::Exp::Kind;
  const auto& dims = e.seg_space.dims;
  if (in_split_ || !dp_.gpu || e.seg_kind != ir::SegKind::Red || dims.size() != 2 || e.reduces.size() != 1 ||
      ir::is_column_reduction(e))  // the column kernel splits its rows itself
    return false;
  for (auto& t : e.ret)
    if (t.is_array()) return false;
  for (auto& p : pat)
    if (!p.type.is_array()) return false;
  auto i64 = ir::Type::scalar(PrimType::I64);
  auto host_var = [&](const std::string& base) {
    ir::VName v = ir::fresh_name(base);
    types_[v] = i64;
    return v;
  };
  std::string m = "(int64_t)" + em.subexp(dims[0].second), n = "(int64_t)" + em.subexp(dims[1].second);
  int64_t cus = std::max<int64_t>(1, dp_.compute_units);
  ir::VName G = host_var("rn_split_groups"), C = host_var("rn_split_chunk"), MG = host_var("rn_split_segs");
  for (auto& p : pat) declare_pat(em, p);
  em.line("int64_t " + c_name(G) + " = (" + m + " < " + std::to_string(8 * cus) + " && " + n +
          " >= 4096) ? rn_min64(rn_ceil_div(" + std::to_string(32 * cus) + ", rn_max64(1, " + m +
          ")), rn_ceil_div(" + n + ", 2048)) : 1;");
  std::string note = "run-time choice: when there are few long segments (m < " + std::to_string(8 * cus) +
                     ", n >= 4096), segment-split: each segment is reduced by G work-groups into partials, "
                     "then a second group-per-segment reduction; the first two kernels below, else the last";
  out_.derivations.push_back({"segment split (" + c_name(pat[0].name) + ")", note});
  in_split_ = true;
  // Split: the two reductions.
  em.open("if (" + c_name(G) + " > 1)");
  em.line("int64_t " + c_name(C) + " = rn_ceil_div(" + n + ", " + c_name(G) + ");");
  em.line("int64_t " + c_name(MG) + " = " + m + " * " + c_name(G) + ";");
  auto var = [](const ir::VName& v) { return ir::SubExp::variable(v); };
  auto stm = [](ir::Param p, ir::Exp x, const Span& l) {
    ir::Stm st;
    st.pat = {std::move(p)};
    st.exp = std::move(x);
    st.loc = l;
    return st;
  };
  auto bin = [](BinOp op, ir::SubExp a, ir::SubExp b) {
    ir::Exp x;
    x.kind = K::BinOp;
    x.binop = op;
    x.prim = PrimType::I64;
    x.args = {std::move(a), std::move(b)};
    return x;
  };
  ir::VName v = ir::fresh_name("rn_split_v"), t = ir::fresh_name("rn_split_t");
  ir::VName g = ir::fresh_name("rn_split_g"), q0 = ir::fresh_name("rn_split_q0"), ok = ir::fresh_name("rn_split_ok");
  auto body1 = std::make_shared<ir::Body>();
  body1->stms.push_back(stm({dims[0].first, i64}, bin(BinOp::Div, var(v), var(G)), loc));
  body1->stms.push_back(stm({g, i64}, bin(BinOp::Mod, var(v), var(G)), loc));
  body1->stms.push_back(stm({q0, i64}, bin(BinOp::Mul, var(g), var(C)), loc));
  body1->stms.push_back(stm({dims[1].first, i64}, bin(BinOp::Add, var(q0), var(t)), loc));
  ir::Exp cmp;
  cmp.kind = K::CmpOp;
  cmp.cmpop = CmpOp::Lt;
  cmp.prim = PrimType::I64;
  cmp.args = {var(dims[1].first), dims[1].second};
  body1->stms.push_back(stm({ok, ir::Type::scalar(PrimType::Bool)}, cmp, loc));
  ir::Exp iff;
  iff.kind = K::If;
  iff.args = {var(ok)};
  auto neutral = std::make_shared<ir::Body>();
  neutral->result = e.reduces[0].neutral;
  iff.bodies = {e.bodies[0], neutral};
  iff.ret = e.ret;
  ir::Stm is;
  is.exp = std::move(iff);
  is.loc = loc;
  for (auto& rt : e.ret) {
    is.pat.push_back({ir::fresh_name("rn_split_x"), rt});
    body1->result.push_back(var(is.pat.back().name));
  }
  body1->stms.push_back(std::move(is));
  ir::Exp pass1 = e;
  pass1.seg_space.dims = {{v, var(MG)}, {t, var(C)}};
  pass1.bodies = {body1};
  pass1.tile_marks.clear();  // the reads' invariance is not that of the split space
  std::vector<ir::Param> pat1, pat2;
  for (auto& rt : e.ret) pat1.push_back({ir::fresh_name("rn_split_partial"), rt.array_of(var(MG))});
  bind(pat1);
  segop(em, pass1, pat1, loc);
  ir::VName i2 = ir::fresh_name("rn_split_i"), g2 = ir::fresh_name("rn_split_j"), base = ir::fresh_name("rn_split_b"),
            at = ir::fresh_name("rn_split_at");
  auto body2 = std::make_shared<ir::Body>();
  body2->stms.push_back(stm({base, i64}, bin(BinOp::Mul, var(i2), var(G)), loc));
  body2->stms.push_back(stm({at, i64}, bin(BinOp::Add, var(base), var(g2)), loc));
  for (size_t k = 0; k < pat1.size(); ++k) {
    ir::Exp rd;
    rd.kind = K::Index;
    rd.array = pat1[k].name;
    ir::DimIndex di;
    di.index = var(at);
    rd.dims = {di};
    rd.loc = loc;
    ir::VName x = ir::fresh_name("rn_split_y");
    body2->stms.push_back(stm({x, e.ret[k]}, std::move(rd), loc));
    body2->result.push_back(var(x));
  }
  ir::Exp pass2 = e;
  pass2.seg_space.dims = {{i2, dims[0].second}, {g2, var(G)}};
  pass2.bodies = {body2};
  pass2.tile_marks.clear();
  for (auto& p : pat) pat2.push_back({ir::fresh_name(p.name + "_split"), p.type});
  bind(pat2);
  segop(em, pass2, pat2, loc);
  for (size_t k = 0; k < pat.size(); ++k) em.line(c_name(pat[k].name) + " = " + c_name(pat2[k].name) + ";");
  em.close();
  // As it is.
  em.open("else");
  std::vector<ir::Param> pat3;
  for (auto& p : pat) pat3.push_back({ir::fresh_name(p.name + "_whole"), p.type});
  bind(pat3);
  segop(em, e, pat3, loc);
  for (size_t k = 0; k < pat.size(); ++k) em.line(c_name(pat[k].name) + " = " + c_name(pat3[k].name) + ";");
  em.close();
  in_split_ = false;
  return true;
}

void HostGen::segop(ScalarEmitter& em, const ir::Exp& e, const std::vector<ir::Param>& pat, const Span& loc) {
  const backend::ScanScatterPlan* ss = ss_cur_;  // set: this is a fused scan (scan_scatter)
  ss_cur_ = nullptr;
  const std::string device_result = device_result_;  // set: the result stays on the device, in this variable
  device_result_.clear();
  if (segment_split(em, e, pat, loc)) return;
  if (collapse_dims(em, e, pat, loc)) return;
  for (auto& [n, _] : e.seg_space.dims) types_[n] = ir::Type::scalar(PrimType::I64);
  std::function<void(const ir::Body&)> bind_body = [&](const ir::Body& b) {
    for (auto& s : b.stms) {
      bind(s.pat);
      for (auto& [p, _] : s.exp.merge) types_[p.name] = p.type;
      for (auto& bb : s.exp.bodies) if (bb) bind_body(*bb);
    }
  };
  bind_body(*e.bodies[0]);
  for (auto& op : e.reduces) bind(op.lambda.params), bind_body(*op.lambda.body);
  // Arrays of thread-computed sizes in the body: a size kernel first
  // (backend/thread_sizes.h) bounds them for the scratch allocations.
  backend::SizeKernel sizes;
  // A size kernel whose own slice creates arrays of thread-computed sizes
  // gets a size kernel of its own, up to 8 levels (each level's sizes are
  // computed by statements before its parent's arrays: a chain of values
  // read from arrays sized by values read from arrays); past that
  // KernelArrays reports the size it cannot bound.
  if (!e.seg_group && size_kernel_depth_ < 8) sizes = backend::thread_size_kernel(e, ir::SubExp::i64(0), types_);
  if (!sizes.sizes.empty()) {
    std::vector<ir::SubExp> extents;
    for (auto& [_, n] : e.seg_space.dims) extents.push_back(n);
    sizes.stm.exp.seg_space.dims[0].second = extents.size() == 1 ? extents[0] : host_product(em, extents);
    bind(sizes.stm.pat);
    ++size_kernel_depth_;
    segop(em, sizes.stm.exp, sizes.stm.pat, loc);
    --size_kernel_depth_;
    for (size_t j = 0; j < sizes.sizes.size(); ++j)
      types_[backend::size_bound_key(sizes.sizes[j])] =
          ir::Type{PrimType::I64, {ir::SubExp::variable(sizes.stm.pat[j].name)}, false};
  }
  std::string base = c_name(fname_) + "_k" + std::to_string(kernel_counter_++);
  // Binds a generated kernel's arguments and launches it.
  auto launch = [&](const backend::GeneratedKernel& gk, const std::vector<std::string>& global_size,
                    const std::vector<std::string>& local_size) {
    em.open("");
    em.line("rn_kernel *rn_k;");
    em.line("RN_TRY(rn_kernel_get(ctx, " + c_string(gk.name) + ", &rn_k));");
    // Every device error is reported through rn_set_error: a kernel that
    // does not call it leaves the error buffer untouched.
    if (!backend::may_set_error(gk.code)) em.line("rn_kernel_cannot_fail(rn_k);");
    int idx = 0;
    for (auto& a : gk.args) {
      std::string i = std::to_string(idx++);
      switch (a.kind) {
        case backend::KernelArg::Kind::Size:
          em.line("{ int64_t rn_v = " + a.name + "; RN_TRY(rn_arg_scalar(ctx, rn_k, " + i + ", sizeof rn_v, &rn_v)); }");
          break;
        case backend::KernelArg::Kind::Scalar:
          em.line("{ " + c_type(a.prim, Target::HostC) + " rn_v = " + a.name + "; RN_TRY(rn_arg_scalar(ctx, rn_k, " + i +
                  ", sizeof rn_v, &rn_v)); }");
          break;
        case backend::KernelArg::Kind::Mem:
          em.line("RN_TRY(rn_arg_mem(ctx, rn_k, " + i + ", " + a.name + "));");
          break;
        case backend::KernelArg::Kind::Local:
          em.line("RN_TRY(rn_arg_local(ctx, rn_k, " + i + ", (size_t)rn_max64(8, " + a.name + ")));");
          break;
      }
    }
    em.line("RN_TRY(rn_arg_mem(ctx, rn_k, " + std::to_string(idx) + ", rn_error_mem(ctx)));");
    std::string gs, ls;
    for (size_t d = 0; d < global_size.size(); ++d) {
      gs += (d ? ", " : "") + ("(size_t)(" + global_size[d] + ")");
      if (!local_size.empty()) ls += (d ? ", " : "") + ("(size_t)(" + local_size[d] + ")");
    }
    em.line("size_t rn_gs[] = {" + gs + "};");
    if (!local_size.empty()) em.line("size_t rn_ls[] = {" + ls + "};");
    em.line("RN_TRY(rn_launch(ctx, rn_k, " + std::to_string(global_size.size()) + ", rn_gs, " +
            (local_size.empty() ? "NULL" : "rn_ls") + "));");
    em.close();
  };
  if (e.seg_group) {
    // A row-group SegMap (ir/rowgroup.h): one work-group per row.
    int64_t W = 256;
    // A body of sequential loops alone (ir/rowgroup.h) runs on one thread:
    // a group of one warp sets and copies its arrays.
    // A rank loop (ir/rowgroup.h) is run by the whole group: where the
    // body has no SOAC, a group of 32 (RUNIC_RANK_GROUP when compiling
    // sets another size).  The 4-bit radix sort's placement (16M keys,
    // blocks of 256, H100, benchmarks/IDIOMS.md perf10): 32 threads
    // 4455 us a sort, 64: 4654, 128: 5499, 256: 7507 (the scan of the
    // packed counts, log W steps of four 8-byte words a thread, is bound
    // by local memory).
    bool soacs = false, ranks = false;
    for (auto& st : e.bodies.at(0)->stms) {
      soacs = soacs || st.exp.kind == ir::Exp::Kind::Screma || st.exp.kind == ir::Exp::Kind::Hist;
      ranks = ranks || (st.exp.kind == ir::Exp::Kind::Loop && ir::rank_loop(st.exp));
    }
    if (!soacs) {
      W = 32;
      if (ranks) {
        const char* env = std::getenv("RUNIC_RANK_GROUP");
        W = env ? std::atoll(env) : 32;
      }
    }
    while (W > dp_.max_group_size) W /= 2;
    backend::RowGroupKernel rk = backend::generate_rowgroup_kernel(e, pat, base, types_, errors_, W, loc);
    for (auto& p : pat) declare_pat(em, p);
    for (auto& p : pat)
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
    add_kernel(rk.kernel);
    out_.derivations.push_back({base, rk.derivation});
    em.open("if (" + rk.rows + " > 0)");
    launch(rk.kernel, {"rn_mul_size(" + rk.rows + ", " + std::to_string(W) + ")"}, {std::to_string(W)});
    em.close();
    return;
  }
  if (auto tk = tiled_transpose(em, e, pat, base)) {
    const std::string &n = tk->args[0].name, &m = tk->args[1].name;
    launch(*tk, {"rn_round_up(" + n + ", 32)", "rn_mul_size(rn_ceil_div(" + m + ", 32), 8)"}, {"32", "8"});
    return;
  }
  auto same_size = [this](const ir::SubExp& a, const ir::SubExp& b) { return size_facts_.same(a, b); };
  if (backend::is_tile_map(e, types_, same_size)) {
    // An elementwise 2-D map reading arrays transposed (a transpose that
    // flatten/recompute.cpp inlined): their tiles through local memory
    // (backend/tilemap_codegen.h).
    backend::TileMapKernel tk = backend::generate_tile_map_kernel(e, pat, base, types_, same_size, errors_, loc);
    for (auto& p : pat) declare_pat(em, p);
    for (auto& p : pat)
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
    add_kernel(tk.kernel);
    out_.derivations.push_back({base, tk.derivation});
    const std::string side = std::to_string(backend::kTileMapSide), rows = std::to_string(backend::kTileMapRows);
    em.open("if (" + tk.rows + " > 0 && " + tk.cols + " > 0)");
    launch(tk.kernel, {"rn_round_up(" + tk.cols + ", " + side + ")",
                       "rn_mul_size(rn_ceil_div(" + tk.rows + ", " + side + "), " + rows + ")"},
           {side, rows});
    em.close();
    return;
  }
  if (e.seg_kind == ir::SegKind::Scatter || e.seg_kind == ir::SegKind::Hist) {
    // backend/scatter_codegen.h: a direct kernel writing the consumed
    // destinations in place; the results alias them.
    backend::ScatterKernel sk = backend::generate_scatter_kernel(e, pat, base, types_, errors_, loc);
    em.open("");
    std::string gsize = sk.global_size;
    if (sk.local_hist) {
      // Few, full groups with local sub-histograms where the bins fit: as
      // many copies per group as fit (up to kLocalHistCopies), else
      // rn_hist_local = 0 and atomics on the destination.
      std::string gs = std::to_string(backend::kLocalHistGroupSize);
      em.line("int64_t rn_hist_bins = (int64_t)(" + sk.bins + ");");
      em.line("int rn_hist_local = rn_hist_bins <= " + std::to_string(sk.local_bins) + " ? (int)rn_min64(" +
              std::to_string(backend::kLocalHistCopies) + ", " + std::to_string(sk.local_bins) +
              " / rn_max64(1, rn_hist_bins)) : 0;");
      em.line("int64_t rn_hist_gs = rn_hist_local ? rn_min64(rn_round_up(" + sk.global_size + ", " + gs + "), " +
              std::to_string((long long)backend::kLocalHistGroups * backend::kLocalHistGroupSize) + ") : " +
              sk.global_size + ";");
      em.line("int64_t rn_hist_groups = rn_hist_local ? rn_hist_gs / " + gs + " : 0;");
      em.line("(void)rn_hist_groups;  /* read by the kernel's arguments only when merging */");
      if (sk.merge)
        em.line("rn_mem *rn_hpart; RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, rn_mul_size(" +
                std::to_string(prim_bytes(types_.at(e.arrays[0]).elem)) +
                ", rn_max64(1, rn_mul_size(rn_hist_groups, rn_hist_bins))), \"histogram partials\", &rn_hpart));");
      gsize = "rn_hist_gs";
    }
    for (auto& b : sk.kernel.scratch)
      em.line("rn_mem *" + b.name + "; RN_TRY(rn_alloc_scratch(ctx, &rn_pool_, " + std::to_string(prim_bytes(b.elem)) +
              ", (int64_t)(" + b.count + "), (int64_t)(" + gsize + "), " +
              c_string("scratch memory " + b.name) + ", &" + b.name + "));");
    add_kernel(sk.kernel);
    out_.derivations.push_back({base, sk.derivation});
    if (sk.local_hist) {
      // rn_launch with a local size only on the local path.
      em.open("if (rn_hist_local)");
      launch(sk.kernel, {gsize}, {std::to_string(backend::kLocalHistGroupSize)});
      if (sk.merge) {
        add_kernel(*sk.merge);
        em.open("if (rn_hist_bins > 0)");
        launch(*sk.merge,
               {"rn_mul_size(rn_ceil_div(rn_hist_bins, " + std::to_string(backend::kMergeBins) + "), " +
                std::to_string(backend::kLocalHistGroupSize) + ")"},
               {std::to_string(backend::kLocalHistGroupSize)});
        em.close();
      }
      em.close();
      em.open("else");
      launch(sk.kernel, {gsize}, {});
      em.close();
    } else {
      // A one-work-item kernel (sk.sequential: read-modify-write updates of
      // the destination, no atomics) names its local size: on PoCL a
      // launch without one gets a group of 64 (rn_free_local in
      // runtime/opencl.c), and 64 work items racing through its
      // grid-stride loop lost updates (tuple and 8/16-bit histograms).
      launch(sk.kernel, {gsize}, sk.sequential ? std::vector<std::string>{"1"} : std::vector<std::string>{});
    }
    em.close();
    for (size_t j = 0; j < pat.size(); ++j)
      em.line("rn_mem *" + c_name(pat[j].name) + " = " + c_name(e.arrays[j]) + ";");
    return;
  }
  if (ir::is_column_reduction(e)) {
    // A column reduction (ir/colred.h, backend/colred_codegen.h): groups
    // over tiles of columns; the rows split over rn_col_split groups when
    // the column tiles alone do not fill the device (enough groups for
    // every compute unit's resident threads), each group keeping at least
    // 256 rows.
    backend::ColRedKernel ck = backend::generate_colred_kernel(e, pat, base, types_, errors_, loc);
    for (auto& p : pat) declare_pat(em, p);
    for (auto& p : pat)
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
    add_kernel(ck.kernel);
    add_kernel(ck.final_kernel);
    out_.derivations.push_back({base, ck.derivation});
    int64_t fill = std::max<int64_t>(dp_.compute_units, dp_.compute_units * dp_.threads_per_cu /
                                                            (backend::kColTile * backend::kColSlices));
    em.open("");
    em.line("int64_t rn_col_m = " + ck.segments + ", rn_col_n = " + ck.length + ";");
    em.line("int64_t rn_col_tiles = rn_ceil_div(rn_col_m, " + std::to_string(backend::kColTile) + ");");
    em.line("int64_t rn_col_split = rn_max64(1, rn_min64(rn_ceil_div(" + std::to_string(fill) +
            ", rn_max64(1, rn_col_tiles)), rn_col_n / 256));");
    for (size_t j = 0; j < ck.partial_elems.size(); ++j)
      em.line("rn_mem *rn_cpart" + std::to_string(j) + "; RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, rn_mul_size(" +
              std::to_string(prim_bytes(ck.partial_elems[j])) +
              ", rn_col_split > 1 ? rn_mul_size(rn_col_split, rn_col_m) : 1), \"column partials\", &rn_cpart" +
              std::to_string(j) + "));");
    std::string W = std::to_string(backend::kColTile * backend::kColSlices);
    em.open("if (rn_col_m > 0)");
    launch(ck.kernel, {"rn_mul_size(rn_mul_size(rn_col_tiles, rn_col_split), " + W + ")"}, {W});
    em.open("if (rn_col_split > 1)");
    launch(ck.final_kernel, {"rn_round_up(rn_col_m, " + W + ")"}, {W});
    em.close();
    em.close();
    em.close();
    return;
  }
  if (dp_.gpu && !ss && device_result.empty()) {
    // A row recurrence (backend/rowloop_codegen.h): the loop's reads along
    // each row staged in local memory, kLoopRows rows per group.
    if (auto rk = backend::generate_rowloop_kernel(e, pat, base, types_, errors_, loc, dp_.local_mem_bytes)) {
      for (auto& p : pat) declare_pat(em, p);
      for (auto& p : pat)
        em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
                c_name(p.name) + "));");
      add_kernel(rk->kernel);
      out_.derivations.push_back({base, rk->derivation});
      std::string G = std::to_string(rk->group);
      em.open("if (" + rk->rows + " > 0)");
      launch(rk->kernel, {"rn_mul_size(rn_ceil_div(" + rk->rows + ", " + std::to_string(backend::kLoopRows) + "), " + G + ")"},
             {G});
      em.close();
      return;
    }
  }
  int dflt = 0;
  std::string size_cond;
  std::vector<rewrite::SegOpLowering> lows = variants(em, e, pat, loc, base, &dflt, &size_cond);
  if (ss)
    for (auto& low : lows) patch_scan_scatter(low, *ss);
  // Results that only kernels read stay on the device (device_wanted_),
  // where every variant writes them to a buffer of their own.
  std::vector<bool> on_device(pat.size(), false);
  bool all_buffers = e.seg_kind == ir::SegKind::Red && device_result.empty() && !e.seg_group;
  for (auto& low : lows) all_buffers = all_buffers && low.scalar_result_buffers.size() == pat.size();
  for (size_t i = 0; i < pat.size(); ++i) {
    on_device[i] = all_buffers && !pat[i].type.is_array() && device_wanted_.count(pat[i].name) &&
                   !deferred_out_.count(pat[i].name);
    if (!on_device[i]) {
      declare_pat(em, pat[i]);
      continue;
    }
    std::string buf = "rn_dev_" + c_name(pat[i].name);
    em.line("rn_mem *" + buf + " = NULL;  /* " + pat[i].name + ": kept on the device (only kernels read it) */");
  }
  if (!size_cond.empty())
    em.line("int " + base + "_variant = (" + size_cond + ") ? 0 : 1;");
  else if (lows.size() > 1)
    em.line("int " + base + "_variant = rn_tuning(ctx, " + c_string(base) + ", " + std::to_string(dflt) + ");");
  for (size_t v = 0; v < lows.size(); ++v) {
    const rewrite::SegOpLowering& low = lows[v];
    em.open(lows.size() > 1 ? std::string(v ? "else " : "") + "if (" + base + "_variant == " + std::to_string(v) + ")"
                            : std::string());
    std::map<std::string, ir::Type> host_types = types_;
    // The one-pass alternative (rewrite/lower.h: OnePass), only where its
    // kernels cannot report a device error (no rn_set_error); else the
    // two passes.
    std::vector<rewrite::KernelPlan> plans = low.kernels;
    std::vector<backend::GeneratedKernel> pre;
    std::set<std::string> unused;  // sizes only the replaced kernels use
    if (!low.one_pass_kernels.empty()) {
      bool can_fail = false;
      for (auto& k : low.one_pass_kernels) {
        pre.push_back(backend::generate_kernel(k, host_types, errors_, size_facts_));
        can_fail = can_fail || backend::may_set_error(pre.back().code);
      }
      if (can_fail) {
        pre.clear();
        plans[0].derivation += "two passes: one-pass-last-group needs a kernel that cannot report a device error\n";
      } else {
        plans = low.one_pass_kernels;
        unused = low.one_pass_kernels[0].one_pass->unused_sizes;
      }
    }
    for (auto& [n, c] : low.sizes)
      if (!unused.count(n)) em.line("int64_t " + n + " = " + c + ";");
    for (auto& [b, count] : low.temps)
      em.line("rn_mem *" + b.name + "; RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, (int64_t)" +
              std::to_string(prim_bytes(b.elem)) + " * (" + count + "), " + c_string(b.name) + ", &" + b.name + "));");
    if (low.scalar_result_buffers.empty() && (!ss || ss->write_scan)) {
      for (auto& p : pat)
        em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
                c_name(p.name) + "));");
    }
    for (size_t ki = 0; ki < plans.size(); ++ki) {
      const rewrite::KernelPlan& k = plans[ki];
      backend::GeneratedKernel gk =
          ki < pre.size() ? pre[ki] : backend::generate_kernel(k, host_types, errors_, size_facts_);
      if (k.one_pass)
        em.line("rn_mem *" + k.one_pass->counter + "; RN_TRY(rn_counter(ctx, " + c_string(k.name) + ", &" +
                k.one_pass->counter + "));");
      // Scratch memory of arrays created in the body: a region per launched thread.
      for (auto& b : gk.scratch) {
        std::string threads = "(int64_t)1";
        for (auto& g : k.global_size) threads += " * (int64_t)(" + g + ")";
        em.line("rn_mem *" + b.name + "; RN_TRY(rn_alloc_scratch(ctx, &rn_pool_, " + std::to_string(prim_bytes(b.elem)) +
                ", (int64_t)(" + b.count + "), " + threads + ", " + c_string("scratch memory " + b.name) + ", &" +
                b.name + "));");
      }
      add_kernel(gk);
      out_.derivations.push_back({k.name, k.derivation});
      out_.patterns += k.name + ":\n  " + rewrite::print_expr(k.expr) + "\n";
      // The 32-bit variant of a plain map, where its sizes allow it.
      backend::GeneratedKernel narrow;
      // A compaction's scan (a narrow i64 sum of flags in [0, b]): where
      // b * n < 2^31 every prefix fits an int, and a variant publishes
      // and reads one 32-bit piece a group rather than two (H100, 32M f32:
      // filter 186 -> 172 us, radix_sort 4909 -> 4646; benchmarks/IDIOMS.md,
      // perf7).
      std::optional<int64_t> lo_bound;
      // (RUNIC_SCAN_LOW_PIECE=0 when compiling keeps the two-piece kernel
      // alone, to test it at small sizes.)
      static const bool low_piece = [] {
        const char* v = std::getenv("RUNIC_SCAN_LOW_PIECE");
        return !(v && std::string(v) == "0");
      }();
      if (low_piece && k.scan && k.scan->pieces == 2 && !k.scan->low_piece_only)
        lo_bound = backend::narrow_scan_bound(*k.scan);
      if (lo_bound) {
        rewrite::KernelPlan k1 = k;
        auto t1 = std::make_shared<rewrite::ScanLookback>(*k.scan);
        t1->low_piece_only = true;
        k1.scan = t1;
        k1.name = k.name + "_lo";
        narrow = backend::generate_kernel(k1, host_types, errors_, size_facts_);
        narrow.narrow_cond = "(uint64_t)(" + k.scan->n + ") <= (uint64_t)" +
                             std::to_string(int64_t(0x7FFFFFFF) / std::max<int64_t>(1, *lo_bound));
        out_.derivations.push_back({k1.name, k.derivation + "low-piece look-back: one 32-bit word a group where " +
                                                 narrow.narrow_cond + " (every prefix below 2^31)\n"});
      } else if (ki >= pre.size() && gk.scratch.empty())
        narrow = backend::generate_kernel(k, host_types, errors_, size_facts_, backend::IndexWidth::Narrow);
      // The 32-bit variant's condition reads its scalar sizes on the host:
      // none where one of them stays on the device.
      bool device_size = false;
      for (auto& a : narrow.args)
        device_size = device_size || (a.kind == backend::KernelArg::Kind::Scalar && device_scalar_.count(a.name));
      if (device_size) narrow = backend::GeneratedKernel{};
      if (!k.run_if.empty()) em.open("if (" + k.run_if + ")");
      if (!narrow.code.empty()) {
        add_kernel(narrow);
        em.open("if (" + narrow.narrow_cond + ")");
        launch(narrow, k.global_size, k.local_size);
        em.close();
        em.open("else");
      }
      launch(gk, k.global_size, k.local_size);
      if (!narrow.code.empty()) em.close();
      if (!k.run_if.empty()) em.close();
    }
    // Several results the host reads now: enqueued without waiting, then
    // one wait for all of them (a blocking read each costs a round trip).
    if (!device_result.empty()) {
      internal_assert(low.scalar_result_buffers.size() == 1, "a device result: not a reduction to one scalar");
      em.line(device_result + " = " + low.scalar_result_buffers[0] + ";  /* kept on the device */");
      em.line("(void)" + c_name(pat[0].name) + ";");
      em.close();
      device_result_done_ = true;
      continue;
    }
    int host_reads = 0;
    for (size_t i = 0; i < low.scalar_result_buffers.size(); ++i)
      host_reads += !deferred_out_.count(pat[i].name) && !on_device[i];
    for (size_t i = 0; i < low.scalar_result_buffers.size(); ++i) {
      if (on_device[i]) {
        em.line("rn_dev_" + c_name(pat[i].name) + " = " + low.scalar_result_buffers[i] + ";");
        continue;
      }
      auto d = deferred_out_.find(pat[i].name);
      if (d != deferred_out_.end())
        em.line("RN_TRY(rn_read_result(ctx, " + low.scalar_result_buffers[i] + ", 0, sizeof " +
                c_name(pat[i].name) + ", rn_out[" + std::to_string(d->second) + "].scalar));  // at rn_sync");
      else
        em.line("RN_TRY(" + std::string(host_reads > 1 ? "rn_read_result" : "rn_read") + "(ctx, " +
                low.scalar_result_buffers[i] + ", 0, sizeof " + c_name(pat[i].name) + ", &" +
                c_name(pat[i].name) + "));");
    }
    if (host_reads > 1) em.line("RN_TRY(rn_wait_results(ctx));");
    em.close();
  }
  if (lows.size() > 1)
    em.line("else { rn_fail(ctx, \"tuning parameter %s: no variant %d (0 to %d)\", " + c_string(base) + ", " + base +
            "_variant, " + std::to_string(lows.size() - 1) + "); goto rn_failed; }");
  for (size_t i = 0; i < pat.size(); ++i)
    if (on_device[i]) device_scalar_[c_name(pat[i].name)] = "rn_dev_" + c_name(pat[i].name);
}

// A 2-D SegMap whose body only reads `a[j, i]` at its point (i, j), with
// `a` of shape [m][n] for the space i < n, j < m: a transpose, whether the
// program's own or one the locality pass made for coalescing.  One thread
// per element reads a column of `a` with a stride of n floats; instead,
// each 32x8 work-group moves a 32x32 tile through local memory (one padding
// column against bank conflicts), so that reads and writes are both
// coalesced.  The kernel cannot fail: the space is the array's shape.
// Returns the kernel, its output allocated and its sizes bound (arguments
// 0 and 1: n and m), for the caller to launch on a grid of 32x8 groups over
// the tiles; nothing where the SegMap is not a transpose.
std::optional<backend::GeneratedKernel> HostGen::tiled_transpose(ScalarEmitter& em, const ir::Exp& e,
                                                                 const std::vector<ir::Param>& pat,
                                                                 const std::string& base) {
  if (e.seg_kind != ir::SegKind::Map || e.seg_space.dims.size() != 2 || pat.size() != 1) return std::nullopt;
  const ir::Body& b = *e.bodies.at(0);
  if (b.stms.size() != 1 || b.result.size() != 1 || !b.result[0].is_var()) return std::nullopt;
  const ir::Stm& st = b.stms[0];
  if (st.pat.size() != 1 || st.pat[0].name != b.result[0].var || st.exp.kind != ir::Exp::Kind::Index)
    return std::nullopt;
  const auto& [i, n] = e.seg_space.dims[0];
  const auto& [j, m] = e.seg_space.dims[1];
  const ir::Exp& ix = st.exp;
  if (ix.dims.size() != 2 || ix.dims[0].is_slice || ix.dims[1].is_slice) return std::nullopt;
  if (!ix.dims[0].index.is_var() || ix.dims[0].index.var != j) return std::nullopt;
  if (!ix.dims[1].index.is_var() || ix.dims[1].index.var != i) return std::nullopt;
  auto at = types_.find(ix.array);
  if (at == types_.end() || at->second.shape.size() != 2) return std::nullopt;
  if (!size_facts_.same(at->second.shape[0], m) || !size_facts_.same(at->second.shape[1], n)) return std::nullopt;
  const ir::Type& ot = pat[0].type;
  if (ot.shape.size() != 2 || ot.elem != at->second.elem) return std::nullopt;
  backend::check_prim_supported(ot.elem, Span{});
  std::string T = c_type(ot.elem, Target::OpenCL);
  std::string out = c_name(pat[0].name), in = c_name(ix.array);
  std::string N = base + "_n", M = base + "_m";
  backend::GeneratedKernel gk;
  gk.name = base;
  gk.args = {{backend::KernelArg::Kind::Size, N, PrimType::I64},
             {backend::KernelArg::Kind::Size, M, PrimType::I64},
             {backend::KernelArg::Kind::Mem, out, ot.elem},
             {backend::KernelArg::Kind::Mem, in, ot.elem}};
  gk.code =
      "// " + base + ": tiled transpose, " + out + "[i][j] = " + in + "[j][i] (i < " + N + ", j < " + M + ")\n"
      "__kernel void " + base + "(long " + N + ", long " + M + ", __global " + T + " *" + out +
      ", __global const " + T + " *RN_RESTRICT " + in + ", __global long *rn_err) {\n"
      "  __local " + T + " rn_tile[32][33];\n"
      "  long rn_i0 = get_group_id(0) * 32, rn_j0 = get_group_id(1) * 32;\n"
      "  int rn_tx = get_local_id(0), rn_ty = get_local_id(1);\n"
      "  for (int rn_k = 0; rn_k < 32; rn_k += 8) {\n"
      "    long rn_j = rn_j0 + rn_ty + rn_k, rn_i = rn_i0 + rn_tx;  // read row j, column i\n"
      "    if (rn_j < " + M + " && rn_i < " + N + ") rn_tile[rn_ty + rn_k][rn_tx] = " + in + "[rn_j * " + N + " + rn_i];\n"
      "  }\n"
      "  barrier(CLK_LOCAL_MEM_FENCE);\n"
      "  for (int rn_k = 0; rn_k < 32; rn_k += 8) {\n"
      "    long rn_i = rn_i0 + rn_ty + rn_k, rn_j = rn_j0 + rn_tx;  // write row i, column j\n"
      "    if (rn_i < " + N + " && rn_j < " + M + ") " + out + "[rn_i * " + M + " + rn_j] = rn_tile[rn_tx][rn_ty + rn_k];\n"
      "  }\n"
      "}\n";
  declare_pat(em, pat[0]);
  em.line("int64_t " + N + " = " + em.subexp(n) + ", " + M + " = " + em.subexp(m) + ";");
  em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(ot, em) + ", " + c_string(pat[0].name) + ", &" + out +
          "));");
  out_.opencl += "\n" + gk.code;
  out_.derivations.push_back({base, "tiled-transpose: " + pat[0].name + "[i][j] = " + ix.array +
                                        "[j][i] through 32x33 local tiles, 32x8 work-groups (both sides coalesced)\n"});
  out_.patterns += base + ":\n  tiled transpose of " + ix.array + "\n";
  return gk;
}

std::vector<rewrite::SegOpLowering> HostGen::variants(ScalarEmitter& em, const ir::Exp& e,
                                                      const std::vector<ir::Param>& pat, const Span& loc,
                                                      const std::string& base, int* dflt, std::string* size_cond) {
  if (dp_.gpu && e.seg_kind == ir::SegKind::Scan && e.seg_space.dims.size() == 2)
    return segscan_by_size(em, e, pat, loc, base, size_cond);
  auto chosen = tuning_.chosen.find(base);
  if (tuning_.variants <= 1 && chosen == tuning_.chosen.end()) {
    rewrite::SegOpLowering best = rewrite::lower_segop(e, pat, loc, dp_, base);
    // A 1-D map whose threads each take V > 1 elements (map-reorder-stride)
    // only pays where there are enough elements to keep the device full
    // with n / V threads; the search assumed a nominal size.  So the host
    // chooses at run time: the coarsened kernel when n >= V x (resident
    // threads of the device), else the best derivation with V = 1.
    rewrite::SearchResult sr = rewrite::search_segop(e, dp_);
    if (sr.best.tile > 0 && dp_.gpu) return tile_by_size(em, e, pat, loc, base, sr, best, size_cond);
    if (e.seg_kind != ir::SegKind::Map || e.seg_space.dims.size() != 1 || sr.best.map_coarsen <= 1 || !dp_.gpu)
      return {best};
    for (auto& [ch, cost] : sr.ranked) {
      if (ch.map_coarsen != 1) continue;
      rewrite::SegOpLowering plain;
      try {
        plain = rewrite::lower_segop_with(e, pat, loc, dp_, ch, base + "_small");
      } catch (const CompileError&) {
        return {best};
      }
      std::string head = "run-time choice: this kernel when " + rewrite::describe_choice(e, sr.best) +
                         " would leave the device short of threads (n < " +
                         std::to_string(sr.best.map_coarsen * dp_.compute_units * dp_.threads_per_cu) + "): " +
                         rewrite::describe_choice(e, ch) + " (estimated " + rewrite::format_cost(cost) + ")\n";
      for (auto& k : plain.kernels) k.derivation = head + k.derivation;
      *size_cond = em.subexp(e.seg_space.dims[0].second) + " >= (int64_t)" +
                   std::to_string(sr.best.map_coarsen * dp_.compute_units * dp_.threads_per_cu);
      return {best, plain};
    }
    return {best};
  }
  // The distinct choices in the search's order (choices that differ only in
  // parameters this SegOp does not use describe alike).
  rewrite::SearchResult sr = rewrite::search_segop(e, dp_);
  std::vector<std::pair<rewrite::LoweringChoice, double>> distinct;
  std::set<std::string> seen;
  for (auto& [ch, cost] : sr.ranked)
    if (seen.insert(rewrite::describe_choice(e, ch)).second) distinct.push_back({ch, cost});
  auto lower = [&](size_t rank, const std::string& name, const std::string& why) {
    rewrite::SegOpLowering low = rewrite::lower_segop_with(e, pat, loc, dp_, distinct[rank].first, name);
    std::string head = "search (" + dp_.name + "): " + std::to_string(distinct.size()) + " distinct candidates; " + why +
                       " " + rewrite::describe_choice(e, distinct[rank].first) + " (rank " + std::to_string(rank + 1) +
                       ", estimated " + rewrite::format_cost(distinct[rank].second) + ")\n";
    for (auto& k : low.kernels) k.derivation = head + k.derivation;
    for (auto& k : low.one_pass_kernels) k.derivation = head + k.derivation;
    return low;
  };
  int want = chosen == tuning_.chosen.end() ? 0 : chosen->second;
  if (want >= (int)distinct.size()) want = (int)distinct.size() - 1;
  if (tuning_.variants <= 1) return {lower((size_t)want, base, "tuning file chose")};
  std::vector<rewrite::SegOpLowering> out;
  GeneratedProgram::Tunable t{base, {}, want};
  size_t k = std::min<size_t>((size_t)tuning_.variants, distinct.size());
  for (size_t v = 0; v < k; ++v) {
    out.push_back(lower(v, v == 0 ? base : base + "_v" + std::to_string(v),
                        "variant " + std::to_string(v) + " of " + std::to_string(k) + ":"));
    t.choices.push_back(rewrite::describe_choice(e, distinct[v].first));
  }
  if (want >= (int)k) want = 0;
  t.dflt = want;
  *dflt = want;
  if (k > 1) out_.tunables.push_back(t);
  return out;
}

// A 2-D scan (m segments of n) on a GPU profile: the flat segmented scan
// (variant 0) or a thread per segment (variant 1), chosen at run time by
// the cost model's rule (rewrite/search.h segscan_flat_rule) unless the
// tuning parameter FN_segscanK says (1: flat, 0: thread per segment).
// (The row-group version of a map over rows whose body is one scan,
// flatten/rowgroup.h, is chosen before: rows that fit local memory never
// come here.)
std::vector<rewrite::SegOpLowering> HostGen::segscan_by_size(ScalarEmitter& em, const ir::Exp& e,
                                                             const std::vector<ir::Param>& pat, const Span& loc,
                                                             const std::string& base, std::string* size_cond) {
  rewrite::LoweringChoice seq, flat;
  seq.thread_per_segment = true;
  flat.flat_scan = true;
  rewrite::SegOpLowering lf = rewrite::lower_segop_with(e, pat, loc, dp_, flat, base + "_flat");
  rewrite::SegOpLowering ls = rewrite::lower_segop_with(e, pat, loc, dp_, seq, base);
  int64_t elem = 0;
  for (auto& t : e.ret) elem += prim_bytes(t.elem);
  rewrite::SegScanRule rule = rewrite::segscan_flat_rule(dp_);
  std::string m = "(int64_t)" + em.subexp(e.seg_space.dims[0].second),
              n = "(int64_t)" + em.subexp(e.seg_space.dims[1].second);
  std::string name = c_name(fname_) + "_segscan" + std::to_string(segscan_counter_++);
  out_.segscan_params.push_back(name);
  std::string rule_c = "(" + m + " < " + std::to_string(rule.min_segments) + " || " + n + " * " +
                       std::to_string(elem) + " > " + std::to_string(rule.max_segment_bytes) + ")";
  // (a tuning file of `runic autotune` read when compiling sets the default)
  auto chosen = tuning_.chosen.find(name);
  std::string tuned = "rn_tuning(ctx, " + c_string(name) + ", " +
                      std::to_string(chosen == tuning_.chosen.end() ? -1 : chosen->second) + ")";
  *size_cond = "(" + tuned + " >= 0 ? " + tuned + " != 0 : " + rule_c + ")";
  std::string why = "run-time choice (tuning parameter " + name + ": 1 flat, 0 thread per segment): ";
  for (auto& k : lf.kernels)
    k.derivation = why + "this kernel where m < " + std::to_string(rule.min_segments) + " or n * " +
                   std::to_string(elem) + " > " + std::to_string(rule.max_segment_bytes) +
                   " bytes (rewrite/search.h segscan_flat_rule)\n" + k.derivation;
  for (auto& k : ls.kernels)
    k.derivation = why + "this kernel where m >= " + std::to_string(rule.min_segments) + " and n * " +
                   std::to_string(elem) + " <= " + std::to_string(rule.max_segment_bytes) + " bytes\n" + k.derivation;
  return {lf, ls};
}

// tile-2d: the search assumed a nominal size; where the chosen output
// tiles would give fewer groups than the device has compute units, the
// host runs the derivation with tiles of at most half the side that ranks
// best at such sizes.
std::vector<rewrite::SegOpLowering> HostGen::tile_by_size(ScalarEmitter& em, const ir::Exp& e,
                                                          const std::vector<ir::Param>& pat, const Span& loc,
                                                          const std::string& base, const rewrite::SearchResult& sr,
                                                          const rewrite::SegOpLowering& best, std::string* size_cond) {
  const int64_t side = sr.best.tile * sr.best.tile_reg;
  // Ranked again at the sizes where the smaller tiles run (half the
  // threshold's output elements).
  DeviceProfile small_dp = dp_;
  small_dp.nominal_elems = std::max<int64_t>(1, side * side * dp_.compute_units / 2);
  rewrite::SearchResult small_sr = rewrite::search_segop(e, small_dp);
  for (auto& [ch, cost] : small_sr.ranked) {
    if (ch.tile <= 0 || ch.tile * ch.tile_reg * 2 > side) continue;
    rewrite::SegOpLowering small;
    try {
      small = rewrite::lower_segop_with(e, pat, loc, dp_, ch, base + "_small");
    } catch (const CompileError&) {
      return {best};
    }
    const auto& dims = e.seg_space.dims;
    std::string groups = "rn_mul_size(rn_ceil_div(" + em.subexp(dims[0].second) + ", " + std::to_string(side) +
                         "), rn_ceil_div(" + em.subexp(dims[1].second) + ", " + std::to_string(side) + "))";
    std::string head = "run-time choice: this kernel when " + rewrite::describe_choice(e, sr.best) + " would give fewer " +
                       "groups than compute units (" + groups + " < " + std::to_string(dp_.compute_units) + "): " +
                       rewrite::describe_choice(e, ch) + " (estimated " + rewrite::format_cost(cost) + ")\n";
    for (auto& k : small.kernels) k.derivation = head + k.derivation;
    *size_cond = groups + " >= (int64_t)" + std::to_string(dp_.compute_units);
    return {best, small};
  }
  return {best};
}

// The fused scatters' bodies are applied by the scan's kernel in its last
// phase (rewrite/lower.h ScanScatter): one per plan output, writing to the
// destination buffers bound at the scan (form b: fresh, n rows), with the
// total of an i64 sum written by the last group where it replaces the count.
void HostGen::patch_scan_scatter(rewrite::SegOpLowering& low, const backend::ScanScatterPlan& p) {
  bool found = false;
  const ir::SubExp& n = p.scan->exp.seg_space.dims[0].second;
  auto pre = precount_.find(&p);
  for (auto& k : low.kernels) {
    if (!k.scan) continue;
    auto t = std::make_shared<rewrite::ScanLookback>(*k.scan);
    std::string why = "scan-scatter fusion (backend/scan_fusion.h): ";
    for (auto& o : p.outs) {
      const ir::Stm& X = *o.scatter;
      rewrite::ScanScatter sc;
      auto u = std::make_shared<rewrite::UserFun>();
      u->name = "scatter";
      u->params = o.params;
      u->body = o.body;
      for (auto& r : X.exp.ret) u->ret.push_back(r.elem);
      u->index_bounds[o.params[0].name] = n;
      sc.body = u;
      for (size_t j = 0; j < X.exp.arrays.size(); ++j) {
        rewrite::KernelBuffer b;
        b.name = c_name(X.exp.arrays[j]);
        b.elem = X.pat[j].type.elem;
        sc.dests.push_back(b);
      }
      sc.bound = c_name(X.pat[0].name) + "_rows";
      sc.placement = o.placement;
      if (pre != precount_.end() && o.form == "rejected") {
        // Into the kept part's buffer, after the count.
        sc.dests[0].name = c_name(pre->second);
        sc.offset = c_name(p.scan->pat[0].name) + "_total";
        why += "the rejected part written after the count (a reduction before the kernel) in " + pre->second +
               "; ";
      }
      t->scatters.push_back(sc);
      why += "the scatter into " + X.exp.arrays[0] + " (" + o.form + ") in the last phase; ";
    }
    t->write_scan = p.write_scan;
    if (!p.write_scan) {
      k.outputs.clear();
      why += "the scan's values not written (only the scatters read them); ";
    }
    if ((p.count || !p.lasts.empty()) && pre == precount_.end()) t->count = c_name(p.scan->pat[0].name) + "_total";
    if (p.count) why += "the count " + p.count->pat[0].name + " is the last group's inclusive prefix; ";
    if (!p.lasts.empty()) why += "the scan's last element read on the host is the last group's inclusive prefix; ";
    if (p.flags) why += "the flags map " + p.flags->pat[0].name + " inlined, not stored; ";
    for (auto& o : p.outs)
      for (auto* a : o.absorbed) why += "the map " + a->pat[0].name + " inlined into the scatter; ";
    if (!p.moved.empty()) why += std::to_string(p.moved.size()) + " statement(s) the scatters need emitted before the scan; ";
    if (p.totals) why += "the scan's last element they read is a reduction of its body before it; ";
    k.scan = t;
    k.derivation += why + "\n";
    found = true;
  }
  internal_assert(found, "scan-scatter fusion: the scan was not lowered to scan-lookback");
}

bool HostGen::scan_scatter(ScalarEmitter& em, const ir::Stm& s, const backend::ScanScatterPlan& p) {
  auto bind_body = [&](const ir::Body& b, auto& self) -> void {
    for (auto& st : b.stms) {
      bind(st.pat);
      for (auto& [q, _] : st.exp.merge) types_[q.name] = q.type;
      for (auto& bb : st.exp.bodies) if (bb) self(*bb, self);
    }
  };
  if (&s == p.scan) {
    auto pre = precount_.find(&p);
    // The totals stay on the device where the statements reading them all
    // equal them (total_alias) and only kernels read their results (or
    // nothing does): those statements are then not emitted, their results
    // the totals' buffers.
    bool totals_on_device = false;
    if (p.totals) {
      bool all = !p.rewritten.empty();
      for (auto& [m, _] : p.rewritten)
        for (auto& r : m->pat) {
          auto u = fn_uses_.find(r.name);
          all = all && p.total_alias.count(r.name) &&
                (device_wanted_.count(r.name) || u == fn_uses_.end() || u->second == 0);
        }
      if (all)
        for (auto& t : p.totals->pat) device_wanted_.insert(t.name);
      em.stm(*p.totals);
      totals_on_device = all;
      for (auto& t : p.totals->pat) totals_on_device = totals_on_device && device_scalar_.count(c_name(t.name));
    }
    for (auto* m : p.moved) {
      auto r = p.rewritten.find(m);
      auto ni = p.no_init.find(m);
      if (ni != p.no_init.end() && no_init_ && (m->exp.kind == ir::Exp::Kind::Copy || ni->second == INT64_MAX)) {
        // Written entirely by the scatter (a digit placement): allocated,
        // not initialised; a copy only past the counts' range.
        const ir::Param& q = m->pat.at(0);
        ss_done_.insert(m);  // its own place is skipped
        bind(m->pat);
        declare_pat(em, q);
        em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(q.type, em) + ", " + c_string(q.name) + ", &" +
                c_name(q.name) + "));  /* every element written by the scatter: not initialised */");
        if (ni->second != INT64_MAX)
          em.line("if ((int64_t)" + em.subexp(q.type.shape[0]) + " > (int64_t)" + std::to_string(ni->second) +
                  "LL) RN_TRY(rn_copy(ctx, " + c_name(q.name) + ", 0, " + c_name(m->exp.array) + ", 0, (size_t)(" +
                  bytes(q.type, em) + ")));");
      } else if (r == p.rewritten.end()) {
        em.stm(*m);
      } else if (totals_on_device) {
        ss_done_.insert(m);
        bind(m->pat);
        for (auto& q : m->pat) {
          device_scalar_[c_name(q.name)] = device_scalar_.at(c_name(p.total_alias.at(q.name)));
          em.line("/* " + q.name + ": the total " + p.total_alias.at(q.name) + ", kept on the device */");
        }
      } else {
        ss_done_.insert(m);  // its own place is skipped
        em.stm(*r->second);
      }
    }
    Span loc = s.exp.loc.known() ? s.exp.loc : s.loc;
    const std::string n = "(int64_t)" + em.subexp(s.exp.seg_space.dims[0].second);
    for (auto& o : p.outs) {
      const ir::Stm& X = *o.scatter;
      bind(o.params);
      bind_body(*o.body, bind_body);
      for (auto* b : o.blanks) {
        const ir::Param& bp = b->pat[0];
        bind(b->pat);
        em.line("rn_mem *" + c_name(bp.name) + " = NULL;");
        if (pre != precount_.end() && o.form == "rejected") {
          em.line("/* " + bp.name + ": written in " + pre->second + "'s buffer after the count */");
          continue;
        }
        em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, rn_mul_size((int64_t)" + std::to_string(prim_bytes(bp.type.elem)) +
                ", " + n + "), " + c_string(bp.name) + ", &" + c_name(bp.name) + "));");
      }
      std::string rows = o.blanks.empty() ? "(int64_t)" + em.subexp(X.pat[0].type.shape[0]) : n;
      em.line("int64_t " + c_name(X.pat[0].name) + "_rows = " + rows + ";");
    }
    if (pre != precount_.end()) {
      // The count first (a reduction kept on the device), so that the
      // scan kernel knows where the rejected part begins.
      std::string buf = c_name(p.scan->pat[0].name) + "_total";
      auto red = backend::count_reduction(p, ir::fresh_name(p.scan->pat[0].name + "_count"));
      internal_assert(red, "partition count: no reduction of the scan");
      em.line("rn_mem *" + buf + " = NULL;");
      bind(red->pat);
      device_result_ = buf;
      device_result_done_ = false;
      segop(em, red->exp, red->pat, loc);
      internal_assert(device_result_done_, "partition count: the reduction left no result buffer");
    } else if (p.count || !p.lasts.empty()) {
      std::string buf = c_name(p.scan->pat[0].name) + "_total";
      em.line("rn_mem *" + buf + "; RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, 8, " + c_string(buf) + ", &" + buf + "));");
    }
    ss_cur_ = &p;
    segop(em, p.scan_exp, s.pat, loc);
    ss_cur_ = nullptr;
    return true;
  }
  if (&s == p.flags) {
    for (auto& [v, _] : s.exp.seg_space.dims) types_[v] = ir::Type::scalar(PrimType::I64);
    bind_body(*s.exp.bodies[0], bind_body);
    return true;
  }
  if (&s == p.count) {
    const ir::Param& c = s.pat[0];
    std::string buf = c_name(p.scan->pat[0].name) + "_total";
    if (dc_count_.count(c.name)) {
      em.line("/* " + c.name + ": kept on the device in " + buf + " (only the concat of the parts reads it) */");
      return true;
    }
    declare_pat(em, c);
    auto d = deferred_out_.find(c.name);
    if (d != deferred_out_.end())
      em.line("RN_TRY(rn_read_result(ctx, " + buf + ", 0, sizeof " + c_name(c.name) + ", rn_out[" +
              std::to_string(d->second) + "].scalar));  // at rn_sync");
    else
      em.line("RN_TRY(rn_read(ctx, " + buf + ", 0, sizeof " + c_name(c.name) + ", &" + c_name(c.name) + "));");
    return true;
  }
  for (auto* m : p.moved)
    if (m == &s) return !ss_done_.insert(&s).second;  // emitted before the scan: skip here
  for (auto* l : p.lasts)
    if (l == &s) {
      // offs[n - 1]: checked as any index, read from the kernel's total.
      Span loc = s.exp.loc.known() ? s.exp.loc : s.loc;
      if (!s.exp.unsafe) bounds_check(em, types_.at(s.exp.array), s.exp.dims, loc, s.exp.index_rank, &s.exp.perm);
      declare_pat(em, s.pat[0]);
      em.line("RN_TRY(rn_read(ctx, " + c_name(p.scan->pat[0].name) + "_total, 0, sizeof " + c_name(s.pat[0].name) +
              ", &" + c_name(s.pat[0].name) + "));");
      return true;
    }
  for (auto& o : p.outs) {
    for (auto* a : o.absorbed)
      if (a == &s) {
        for (auto& [v, _] : s.exp.seg_space.dims) types_[v] = ir::Type::scalar(PrimType::I64);
        bind_body(*s.exp.bodies[0], bind_body);
        return true;  // inlined into the scatter's body
      }
    for (auto* b : o.blanks)
      if (b == &s) return true;  // allocated at the scan
    if (o.scatter == &s) {
      for (size_t j = 0; j < s.pat.size(); ++j)
        em.line("rn_mem *" + c_name(s.pat[j].name) + " = " + c_name(s.exp.arrays[j]) + ";");
      return true;
    }
  }
  return false;
}

void HostGen::plan_device_counts(const ir::Body& fbody,
                                 const std::vector<std::shared_ptr<backend::ScanScatterPlan>>& plans,
                                 const std::map<ir::VName, int>& fn_uses) {
  static const bool enabled = [] {
    const char* a = std::getenv("RUNIC_DEVICE_COUNT");
    return !(a && std::string(a) == "0");
  }();
  if (!enabled || plans.empty()) return;
  std::vector<const ir::Stm*> all;
  std::set<const ir::Stm*> in_loop;  // statements of loop bodies, at any depth
  std::function<void(const ir::Body&, bool)> walk = [&](const ir::Body& b, bool looped) {
    for (auto& st : b.stms) {
      all.push_back(&st);
      if (looped) in_loop.insert(&st);
      for (auto& sub : st.exp.bodies)
        if (sub) walk(*sub, looped || st.exp.kind == ir::Exp::Kind::Loop);
    }
  };
  walk(fbody, false);
  auto is_var = [](const ir::SubExp& x, const std::string& v) { return x.is_var() && x.var == v; };
  auto same = [](const ir::SubExp& a, const ir::SubExp& b) {
    if (a.is_var() != b.is_var()) return false;
    return a.is_var() ? a.var == b.var : a.value.bits == b.value.bits;
  };
  auto is_zero = [](const ir::SubExp& x) { return x.is_const() && x.value.as_i64() == 0; };
  auto uses_in = [](const ir::Stm* st, const std::string& v) {
    auto u = ir::walk::count_uses(*st);
    auto it = u.find(v);
    return it == u.end() ? 0 : it->second;
  };
  auto total_uses = [&](const std::string& v) {
    auto it = fn_uses.find(v);
    return it == fn_uses.end() ? 0 : it->second;
  };
  for (auto& p : plans) {
    if (!p->count || p->count->pat.size() != 1 || p->outs.size() != 2) continue;
    const ir::SubExp& n = p->scan->exp.seg_space.dims[0].second;
    const std::string C = p->count->pat[0].name;
    const backend::ScanScatterPlan::Out* kept = nullptr;
    const backend::ScanScatterPlan::Out* rej = nullptr;
    for (auto& o : p->outs) {
      if (o.scatter->pat.size() != 1 || o.blanks.size() != 1) continue;
      if (o.form == "kept" && grow_in_place_.count(o.scatter->pat[0].name)) kept = &o;
      if (o.form == "rejected") rej = &o;
    }
    if (!kept || !rej) continue;
    const std::string K = kept->scatter->pat[0].name, R = rej->scatter->pat[0].name;
    std::set<const ir::Stm*> allowed = {p->count, kept->scatter, rej->scatter, kept->blanks[0], rej->blanks[0]};
    std::string T, S;
    const ir::Stm* concat = nullptr;
    for (auto* st : all) {
      const ir::Exp& e = st->exp;
      if (st->pat.size() != 1) continue;
      if (e.kind == ir::Exp::Kind::BinOp && e.prim == PrimType::I64 && e.binop == BinOp::Sub && same(e.args[0], n) &&
          is_var(e.args[1], C) && T.empty())
        T = st->pat[0].name;
    }
    if (T.empty()) continue;
    // The rejected part's rows must be that t.
    const ir::Type& rt = rej->scatter->pat[0].type;
    if (rt.shape.empty() || !is_var(rt.shape[0], T)) continue;
    std::vector<std::string> trues;
    for (auto* st : all) {
      const ir::Exp& e = st->exp;
      if (st->pat.size() != 1) continue;
      const std::string& v = st->pat[0].name;
      if (e.kind == ir::Exp::Kind::BinOp && e.prim == PrimType::I64 && e.binop == BinOp::Sub && v == T) {
        allowed.insert(st);
      } else if (e.kind == ir::Exp::Kind::BinOp && e.prim == PrimType::I64 && e.binop == BinOp::Add && S.empty() &&
                 ((is_var(e.args[0], C) && is_var(e.args[1], T)) || (is_var(e.args[0], T) && is_var(e.args[1], C)))) {
        S = v;
        allowed.insert(st);
      } else if (e.kind == ir::Exp::Kind::CmpOp && e.prim == PrimType::I64 && e.cmpop == CmpOp::Le &&
                 is_zero(e.args[0]) && (is_var(e.args[1], C) || is_var(e.args[1], T))) {
        trues.push_back(v);
        allowed.insert(st);
      } else if (e.kind == ir::Exp::Kind::Concat && e.arrays.size() == 2 && e.arrays[0] == K && e.arrays[1] == R) {
        concat = st;
      }
    }
    // (The simplifier may have taken count + (n - count) to n itself: the
    // concat's size is then n.)
    if (!concat) continue;
    // The checks of those comparisons (their messages show C or t).
    std::vector<const ir::Stm*> checks;
    for (auto* st : all)
      if (st->exp.kind == ir::Exp::Kind::Assert && !st->exp.args.empty() && st->exp.args[0].is_var() &&
          std::find(trues.begin(), trues.end(), st->exp.args[0].var) != trues.end()) {
        checks.push_back(st);
        allowed.insert(st);
      }
    const ir::Type& ct = concat->pat[0].type;
    if (ct.shape.empty() || !((!S.empty() && is_var(ct.shape[0], S)) || same(ct.shape[0], n))) continue;
    // Every use of C and t is one of those statements'; the concat's
    // operands are used nowhere else.
    int c_allowed = 0, t_allowed = 0;
    for (auto* st : allowed) {
      c_allowed += uses_in(st, C);
      t_allowed += uses_in(st, T);
    }
    if (c_allowed != total_uses(C) || t_allowed != total_uses(T) || total_uses(K) != 1 || total_uses(R) != 1) continue;
    DeviceCount d{c_name(p->scan->pat[0].name) + "_total", n};
    // The rejected part written by the scan kernel after the count, in
    // the kept part's buffer: one-dimensional parts of one type, nothing
    // else reading the scan's last element.
    // Which is faster depends on the rejected share: the reduction reads
    // the n elements, the tail copy reads and writes the n - count
    // rejected ones.  On the H200 (benchmarks/IDIOMS.md, perf17),
    // partition_f32 (3/4 rejected) took 215.6 us with the reduction and
    // 247.4 with the copy, and the one-bit radix sort (1/2 rejected a
    // pass, 32 passes) 3,773 us and 3,660: by default the reduction
    // outside loops, the copy in loop bodies, where a partition is a sort's
    // pass.  RUNIC_PARTITION_PRECOUNT=0 when compiling: the copy always; 1:
    // the reduction always.
    static const int precount = [] {
      const char* a = std::getenv("RUNIC_PARTITION_PRECOUNT");
      return a ? std::atoi(a) : -1;
    }();
    const bool pre = precount == 1 || (precount != 0 && !in_loop.count(p->scan));
    if (pre && p->lasts.empty() && !p->totals && ct.shape.size() == 1 && kept->scatter->exp.arrays.size() == 1 &&
        rej->scatter->exp.arrays.size() == 1 && kept->scatter->pat[0].type.elem == rej->scatter->pat[0].type.elem) {
      d.precount = true;
      precount_[p.get()] = kept->scatter->exp.arrays[0];
    }
    dc_count_[C] = d;
    dc_concat_[concat->pat[0].name] = d;
    dc_skip_.insert(T);
    if (!S.empty()) dc_equal_[S] = n;
    for (auto& v : trues) dc_true_.insert(v);
    for (auto* st : checks) dc_checks_.insert(st);
  }
}

bool HostGen::stm(ScalarEmitter& em, const ir::Stm& s) {
  using K = ir::Exp::Kind;
  const ir::Exp& e = s.exp;
  Span loc = e.loc.known() ? e.loc : s.loc;
  bind(s.pat);
  if (!ss_at_.empty()) {
    auto it = ss_at_.find(&s);
    if (it != ss_at_.end() && scan_scatter(em, s, *it->second)) return true;
  }
  if (!dc_checks_.empty() && dc_checks_.count(&s)) return true;
  if (!dc_count_.empty() && s.pat.size() == 1) {
    const std::string& v = s.pat[0].name;
    if (dc_true_.count(v)) {
      em.line("unsigned char " + c_name(v) + " = 1;  /* a partition's count is in [0, n] */");
      return true;
    }
    if (dc_skip_.count(v)) return true;
    auto q = dc_equal_.find(v);
    if (q != dc_equal_.end()) {
      em.line("int64_t " + c_name(v) + " = (int64_t)" + em.subexp(q->second) + ";  /* count + (n - count) */");
      return true;
    }
    auto c = dc_concat_.find(v);
    if (c != dc_concat_.end() && e.kind == ir::Exp::Kind::Concat) {
      // The kept part's buffer has n rows: the rejected part goes after
      // the count, which a kernel reads on the device.
      const ir::Param& p = s.pat[0];
      declare_pat(em, p);
      em.line(c_name(p.name) + " = " + c_name(e.arrays[0]) + ";");
      if (c->second.precount) {
        em.line("/* the scan kernel wrote " + e.arrays[1] + " after the count, in " + e.arrays[0] + "'s buffer */");
        return true;
      }
      std::string row = "(int64_t)" + std::to_string(prim_bytes(p.type.elem));
      for (size_t d = 1; d < p.type.shape.size(); ++d) row = "rn_mul_size(" + row + ", (int64_t)" + em.subexp(p.type.shape[d]) + ")";
      em.line("RN_TRY(rn_copy_tail(ctx, " + c_name(p.name) + ", " + c_name(e.arrays[1]) + ", " + c->second.total +
              ", (int64_t)" + em.subexp(c->second.n) + ", (size_t)(" + row + ")));");
      return true;
    }
  }
  auto arr = [&](const std::string& v) -> const ir::Type& {
    auto it = types_.find(v);
    internal_assert(it != types_.end(), "host code: unknown array " << v);
    return it->second;
  };
  switch (e.kind) {
    case K::SubExp:
      if (s.pat.size() == 1 && s.pat[0].type.is_array()) {
        em.line("rn_mem *" + c_name(s.pat[0].name) + " = " + c_name(e.args[0].var) + ";");
        return true;
      }
      return false;
    case K::PrimFun:
      if (e.fun_name == "rowgroup_fits") {
        // ir/rowgroup.h: the row-group version where the row's local arrays
        // fit the device's local memory and there are rows enough to fill
        // its compute units; a tuning file may force it (1) or not (0).
        std::string n = "(int64_t)" + em.subexp(e.args.at(0)), m = "(int64_t)" + em.subexp(e.args.at(1)),
                    bpe = em.subexp(e.args.at(2));
        std::string name = c_name(fname_) + "_rowgroup" + std::to_string(rowgroup_counter_++);
        int64_t budget = dp_.local_mem_bytes - ir::kRowGroupReserve;
        int64_t min_rows = dp_.gpu ? dp_.compute_units : 1;
        // Rows too short leave most of a group idle: on a GPU profile the
        // row group needs m >= kRowGroupMinRow (kRowGroupMinRowOne for a
        // body of one SOAC, whose flattened form is already a group per
        // segment).  ir/rowgroup.h gives the measurements.
        int64_t scremas = e.args.size() > 3 && e.args[3].is_const() ? e.args[3].value.as_i64() : 2;
        // k = 0: a body with a histogram or a sequential loop (its
        // flattened form runs each row on one thread): any row length;
        // k = -1: a scan of the row (the flattened form is a segmented
        // scan): rows of kRowGroupMinRowScan on.
        int64_t min_m = !dp_.gpu         ? 0
                        : scremas == 0   ? 0
                        : scremas < 0    ? ir::kRowGroupMinRowScan
                        : scremas >= 2   ? ir::kRowGroupMinRow
                                         : ir::kRowGroupMinRowOne;
        std::string cond = "(" + m + " >= " + std::to_string(min_m) + " && rn_rowgroup_padded(" + m + ") <= " +
                           std::to_string(budget) + " / rn_max64(1, " + bpe + ") && " + n + " >= " +
                           std::to_string(min_rows) + ")";
        out_.rowgroup_params.push_back(name);
        declare_pat(em, s.pat.at(0));
        auto chosen = tuning_.chosen.find(name);  // runic autotune's choice, read when compiling
        em.line("{ int rn_t = rn_tuning(ctx, " + c_string(name) + ", " +
                std::to_string(chosen == tuning_.chosen.end() ? -1 : chosen->second) + "); " + c_name(s.pat[0].name) +
                " = rn_t >= 0 ? rn_t != 0 : " + cond + "; }");
        out_.derivations.push_back({"row-group choice (" + name + ")",
                                    "run-time choice: one work-group per row when rows fit local memory (m * " +
                                        std::to_string(e.args.at(2).is_const() ? e.args[2].value.as_i64() : 0) +
                                        " bytes, padded, <= " + std::to_string(budget) + "), m >= " + std::to_string(min_m) +
                                        " and n >= " + std::to_string(min_rows) + "; else the flattened kernels; tuning parameter " +
                                        name + " (1: row-group, 0: flattened)"});
        return true;
      }
      return false;
    case K::BinOp: case K::CmpOp: case K::UnOp: case K::Convert:
      return false;
    case K::Index: {
      const ir::Type& t = arr(e.array);
      for (auto& d : e.dims)
        if (d.is_slice) unsupported(loc, "slices at host level");
      std::string off = "0";
      if (!e.unsafe) bounds_check(em, t, e.dims, loc, e.index_rank, &e.perm);
      for (size_t d = 0; d < e.dims.size(); ++d) {
        std::string i = em.subexp(e.dims[d].index), n = "(int64_t)" + em.subexp(t.shape[d]);
        off = "(" + off + ") * " + n + " + (int64_t)" + i;
      }
      ir::Type rt = t;
      rt.shape.erase(rt.shape.begin(), rt.shape.begin() + (long)e.dims.size());
      std::string row = bytes(rt, em);
      const ir::Param& p = s.pat.at(0);
      declare_pat(em, p);
      if (!p.type.is_array()) {
        em.line("RN_TRY(rn_read(ctx, " + c_name(e.array) + ", (size_t)((" + off + ") * " + row + "), sizeof " +
                c_name(p.name) + ", &" + c_name(p.name) + "));");
      } else {
        em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + row + ", " + c_string(p.name) + ", &" + c_name(p.name) + "));");
        em.line("RN_TRY(rn_copy(ctx, " + c_name(p.name) + ", 0, " + c_name(e.array) + ", (size_t)((" + off + ") * " +
                row + "), (size_t)(" + row + ")));");
      }
      return true;
    }
    case K::Update: {
      const ir::Type& t = arr(e.array);
      for (auto& d : e.dims)
        if (d.is_slice) {
          slice_update(em, s, loc);
          return true;
        }
      std::string off = "0";
      if (!e.unsafe) bounds_check(em, t, e.dims, loc, e.index_rank, &e.perm);
      for (size_t d = 0; d < e.dims.size(); ++d) {
        std::string i = em.subexp(e.dims[d].index), n = "(int64_t)" + em.subexp(t.shape[d]);
        off = "(" + off + ") * " + n + " + (int64_t)" + i;
      }
      ir::Type rt = t;
      rt.shape.erase(rt.shape.begin(), rt.shape.begin() + (long)e.dims.size());
      std::string row = bytes(rt, em);
      if (rt.is_array()) {
        em.line("RN_TRY(rn_copy(ctx, " + c_name(e.array) + ", (size_t)((" + off + ") * " + row + "), " +
                c_name(e.args[0].var) + ", 0, (size_t)(" + row + ")));");
      } else {
        em.open("");
        em.line(c_type(rt.elem, Target::HostC) + " rn_v = " + em.subexp(e.args[0]) + ";");
        em.line("RN_TRY(rn_write(ctx, " + c_name(e.array) + ", (size_t)((" + off + ") * " + row + "), sizeof rn_v, &rn_v));");
        em.close();
      }
      em.line("rn_mem *" + c_name(s.pat[0].name) + " = " + c_name(e.array) + ";");
      return true;
    }
    case K::ArrayLit: {
      const ir::Param& p = s.pat.at(0);
      declare_pat(em, p);
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
      if (e.args.empty()) return true;
      if (p.type.rank() == 1) {
        std::string T = c_type(p.type.elem, Target::HostC), vals;
        for (size_t i = 0; i < e.args.size(); ++i) vals += (i ? ", " : "") + em.subexp(e.args[i]);
        em.open("");
        em.line(T + " rn_lit[] = {" + vals + "};");
        em.line("RN_TRY(rn_write(ctx, " + c_name(p.name) + ", 0, sizeof rn_lit, rn_lit));");
        em.close();
      } else {
        std::string row = bytes(p.type.row(), em);
        for (size_t i = 0; i < e.args.size(); ++i)
          em.line("RN_TRY(rn_copy(ctx, " + c_name(p.name) + ", (size_t)(" + std::to_string(i) + " * " + row + "), " +
                  c_name(e.args[i].var) + ", 0, (size_t)(" + row + ")));");
      }
      return true;
    }
    case K::Iota: {
      negative_size_check(em, "iota", e.args[0], loc);
      // iota n start step = segmap (i < n) -> start + i*step
      auto body = std::make_shared<ir::Body>();
      ir::VName i = ir::fresh_name("rn_iota_i"), c = ir::fresh_name("rn_iota_c"), m = ir::fresh_name("rn_iota_m"),
                r = ir::fresh_name("rn_iota_r");
      PrimType t = e.prim;
      auto stm_of = [&](ir::VName n, ir::Exp x) {
        ir::Stm st;
        st.pat = {{n, ir::Type::scalar(t)}};
        st.exp = std::move(x);
        body->stms.push_back(st);
      };
      ir::Exp conv; conv.kind = K::Convert; conv.from = PrimType::I64; conv.prim = t; conv.args = {ir::SubExp::variable(i)};
      stm_of(c, conv);
      ir::Exp mul; mul.kind = K::BinOp; mul.binop = BinOp::Mul; mul.prim = t; mul.args = {ir::SubExp::variable(c), e.args[2]};
      stm_of(m, mul);
      ir::Exp add; add.kind = K::BinOp; add.binop = BinOp::Add; add.prim = t; add.args = {e.args[1], ir::SubExp::variable(m)};
      stm_of(r, add);
      body->result = {ir::SubExp::variable(r)};
      segop(em, make_segmap({{i, e.args[0]}}, body, ir::Type::scalar(t)), s.pat, loc);
      return true;
    }
    case K::Replicate: {
      negative_size_check(em, "replicate", e.args[0], loc);
      const ir::Param& p = s.pat.at(0);
      auto body = std::make_shared<ir::Body>();
      std::vector<std::pair<ir::VName, ir::SubExp>> dims = {{ir::fresh_name("rn_rep_i"), e.args[0]}};
      if (p.type.rank() == 1) {
        body->result = {e.args[1]};
      } else {
        ir::Stm st;
        ir::VName v = ir::fresh_name("rn_rep_v");
        st.pat = {{v, ir::Type::scalar(p.type.elem)}};
        st.exp.kind = K::Index;
        st.exp.array = e.args[1].var;
        st.exp.loc = loc;
        for (int d = 1; d < p.type.rank(); ++d) {
          ir::VName j = ir::fresh_name("rn_rep_j");
          dims.push_back({j, p.type.shape[d]});
          ir::DimIndex di;
          di.index = ir::SubExp::variable(j);
          st.exp.dims.push_back(di);
        }
        body->stms.push_back(st);
        body->result = {ir::SubExp::variable(v)};
      }
      segop(em, make_segmap(dims, body, ir::Type::scalar(p.type.elem)), s.pat, loc);
      return true;
    }
    case K::Rearrange: {
      const ir::Param& p = s.pat.at(0);
      auto body = std::make_shared<ir::Body>();
      std::vector<std::pair<ir::VName, ir::SubExp>> dims;
      std::vector<ir::VName> js;
      for (int d = 0; d < p.type.rank(); ++d) {
        js.push_back(ir::fresh_name("rn_tr_j"));
        dims.push_back({js.back(), p.type.shape[d]});
      }
      ir::Stm st;
      ir::VName v = ir::fresh_name("rn_tr_v");
      st.pat = {{v, ir::Type::scalar(p.type.elem)}};
      st.exp.kind = K::Index;
      st.exp.array = e.array;
      st.exp.loc = loc;
      st.exp.dims.resize(p.type.rank());
      for (int k = 0; k < p.type.rank(); ++k) st.exp.dims[e.perm[k]].index = ir::SubExp::variable(js[k]);
      body->stms.push_back(st);
      body->result = {ir::SubExp::variable(v)};
      segop(em, make_segmap(dims, body, ir::Type::scalar(p.type.elem)), s.pat, loc);
      return true;
    }
    case K::Reshape: {
      // The interpreter's check: no negative size, the same element count.
      const ir::Type& t = arr(e.array);
      std::string neg, from = "(int64_t)1", to = "(int64_t)1", shown;
      std::vector<std::string> args;
      for (auto& d : t.shape) {
        from = "rn_mul_size(" + from + ", (int64_t)" + em.subexp(d) + ")";
        shown += "[%lld]";
        args.push_back("(long long)" + em.subexp(d));
      }
      shown += " to shape ";
      for (auto& d : e.args) {
        std::string v = "(int64_t)" + em.subexp(d);
        if (d.is_var()) neg += (neg.empty() ? "" : " || ") + (v + " < 0");
        to = "rn_mul_size(" + to + ", " + v + ")";  // [2^32][2^32] is not 0 elements
        shown += "[%lld]";
        args.push_back("(long long)" + em.subexp(d));
      }
      std::string where;
      for (char ch : loc.str()) where += ch == '%' ? std::string("%%") : std::string(1, ch);
      std::string cond = (neg.empty() ? "" : neg + " || ") + "(" + from + ") != (" + to + ")", vals;
      for (auto& a : args) vals += ", " + a;
      em.line("if (" + cond + ") { rn_fail(ctx, " + c_string(where + ": cannot reshape array of shape " + shown) + vals +
              "); goto rn_failed; }");
      em.line("rn_mem *" + c_name(s.pat.at(0).name) + " = " + c_name(e.array) + ";");
      return true;
    }
    case K::Copy: {
      const ir::Param& p = s.pat.at(0);
      declare_pat(em, p);
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
      em.line("RN_TRY(rn_copy(ctx, " + c_name(p.name) + ", 0, " + c_name(e.array) + ", 0, (size_t)(" + bytes(p.type, em) + ")));");
      return true;
    }
    case K::Concat: {
      const ir::Param& p = s.pat.at(0);
      declare_pat(em, p);
      const bool grow = e.arrays.size() >= 2 && grow_in_place_.count(e.arrays[0]);
      if (grow) {
        // The first part is a fused compaction's kept part in a buffer of
        // n rows that nothing else uses: the others are appended to it.
        const std::string a0 = c_name(e.arrays[0]);
        em.open("if (rn_mem_size(" + a0 + ") >= (size_t)(" + bytes(p.type, em) + "))");
        em.line(c_name(p.name) + " = " + a0 + ";");
        em.line("int64_t rn_off = " + bytes(arr(e.arrays[0]), em) + ";");
        for (size_t j = 1; j < e.arrays.size(); ++j) {
          std::string b = bytes(arr(e.arrays[j]), em);
          em.line("RN_TRY(rn_copy(ctx, " + c_name(p.name) + ", (size_t)rn_off, " +
                  c_name(e.arrays[j]) + ", 0, (size_t)(" + b + ")));");
          em.line("rn_off += " + b + ";");
        }
        em.close();
        em.open("else");
      }
      em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + bytes(p.type, em) + ", " + c_string(p.name) + ", &" +
              c_name(p.name) + "));");
      em.open("");
      em.line("int64_t rn_off = 0;");
      for (auto& a : e.arrays) {
        std::string b = bytes(arr(a), em);
        em.line("RN_TRY(rn_copy(ctx, " + c_name(p.name) + ", (size_t)rn_off, " + c_name(a) + ", 0, (size_t)(" + b + ")));");
        em.line("rn_off += " + b + ";");
      }
      em.close();
      if (grow) em.close();
      return true;
    }
    case K::Assert: {
      if (top_level_.count(&s) && e.args[0].is_var()) {
        auto t = equal_tests_.find(e.args[0].var);
        if (t != equal_tests_.end()) size_facts_.unite(t->second.first, t->second.second);
      }
      if (e.args.size() > 1) {
        std::string where;
        for (char ch : loc.str()) where += ch == '%' ? std::string("%%") : std::string(1, ch);
        std::vector<int> order;
        std::string fmt = where + ": " + ir::assert_text(e, std::vector<std::string>(e.args.size() - 1, "%lld"), true, &order), vals;
        for (int k : order) vals += ", (long long)" + em.subexp(e.args[1 + k]);
        em.line("if (!" + em.subexp(e.args[0]) + ") { rn_fail(ctx, " + c_string(fmt) + vals + "); goto rn_failed; }");
      } else {
        std::string msg = loc.str() + ": " + ir::assert_text(e, {}, false);
        em.line("if (!" + em.subexp(e.args[0]) + ") { rn_fail(ctx, \"%s\", " + c_string(msg) + "); goto rn_failed; }");
      }
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::HostC) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    case K::If: {
      for (auto& p : s.pat) declare_pat(em, p);
      em.open("if (" + em.subexp(e.args[0]) + ")");
      for (int br = 0; br < 2; ++br) {
        if (br == 1) { em.close("}"); em.open("else"); }
        em.stms(*e.bodies[br]);
        for (size_t i = 0; i < s.pat.size(); ++i)
          em.line(c_name(s.pat[i].name) + " = " + em.subexp(e.bodies[br]->result[i]) + ";");
      }
      em.close();
      return true;
    }
    case K::Loop: {
      for (auto& [p, init] : e.merge) {
        types_[p.name] = p.type;
        if (p.type.is_array()) em.line("rn_mem *" + c_name(p.name) + " = " + c_name(init.var) + ";");
        else em.declare(p, em.subexp(init));
      }
      // The pool's entries before the loop: what an iteration adds after
      // them is released at its end (rn_pool_trim), except its results.
      const std::string mark = "rn_mark_" + c_name(s.pat.empty() ? e.loop_var : s.pat[0].name);
      em.line("const int " + mark + " = rn_pool_.n;");
      if (e.loop_kind == ir::Exp::LoopKind::For) {
        std::string T = c_type(e.prim, Target::HostC), i = c_name(e.loop_var);
        types_[e.loop_var] = ir::Type::scalar(e.prim);
        em.open("for (" + T + " " + i + " = 0; " + i + " < " + em.subexp(e.args[0]) + "; " + i + "++)");
      } else {
        em.open("while (" + c_name(e.loop_var) + ")");
      }
      em.stms(*e.bodies[0]);
      for (size_t i = 0; i < e.merge.size(); ++i) {
        const ir::Param& p = e.merge[i].first;
        std::string T = p.type.is_array() ? "rn_mem *" : c_type(p.type.elem, Target::HostC) + " ";
        em.line(T + "rn_next_" + std::to_string(i) + " = " + em.subexp(e.bodies[0]->result[i]) + ";");
      }
      std::string keep;
      int nkeep = 0;
      for (size_t i = 0; i < e.merge.size(); ++i)
        if (e.merge[i].first.type.is_array()) {
          keep += (nkeep ? ", " : "") + std::string("rn_next_") + std::to_string(i);
          ++nkeep;
        }
      if (nkeep)
        em.line("{ rn_mem *rn_keep_[] = {" + keep + "}; rn_pool_trim(ctx, &rn_pool_, " + mark + ", rn_keep_, " +
                std::to_string(nkeep) + "); }");
      else
        em.line("rn_pool_trim(ctx, &rn_pool_, " + mark + ", NULL, 0);");
      for (size_t i = 0; i < e.merge.size(); ++i)
        em.line(c_name(e.merge[i].first.name) + " = rn_next_" + std::to_string(i) + ";");
      em.close();
      for (size_t i = 0; i < s.pat.size(); ++i) {
        if (s.pat[i].type.is_array()) em.line("rn_mem *" + c_name(s.pat[i].name) + " = " + c_name(e.merge[i].first.name) + ";");
        else em.declare(s.pat[i], c_name(e.merge[i].first.name));
        em.line("(void)" + c_name(s.pat[i].name) + ";");  // unread results: no -Wall warning
      }
      return true;
    }
    case K::SegOp:
      segop(em, e, s.pat, loc);
      return true;
    case K::Screma:
    case K::Stream:
    case K::Scatter:
    case K::Hist:
    case K::Ad:
      unsupported(loc, "a SOAC at host level (the program must be flattened first)");
    case K::Apply: {
      // A call of a (recursive) function at host level: a C call.
      auto it = functions_.find(e.fun_name);
      internal_assert(it != functions_.end(), "host code: a call of the unknown function " << e.fun_name);
      const ir::Function& callee = *it->second;
      for (auto& p : s.pat) declare_pat(em, p);
      size_t nin = e.args.size(), nout = s.pat.size();
      em.open("");
      em.line("rn_arg rn_ain[" + std::to_string(std::max<size_t>(nin, 1)) + "], rn_aout[" +
              std::to_string(std::max<size_t>(nout, 1)) + "];");
      for (size_t k = 0; k < nin; ++k) {
        const ir::SubExp& a = e.args[k];
        const ir::Type& pt = callee.params.at(k).type;
        std::string in = "rn_ain[" + std::to_string(k) + "]";
        if (!pt.is_array()) {
          em.line("{ " + c_type(pt.elem, Target::HostC) + " rn_v = " + em.subexp(a) + "; memcpy(" + in +
                  ".scalar, &rn_v, sizeof rn_v); }");
          continue;
        }
        const ir::Type& at = arr(a.var);
        em.line(in + ".mem = " + c_name(a.var) + ";");
        for (int d = 0; d < at.rank(); ++d)
          em.line(in + ".shape[" + std::to_string(d) + "] = (int64_t)" + em.subexp(at.shape[d]) + ";");
      }
      em.line("if (++rn_rec_depth > " + std::to_string(ir::kMaxRecursionDepth) + ") { --rn_rec_depth; rn_fail(ctx, \"%s\", " +
              c_string(loc.str() + ": recursion too deep: more than " + std::to_string(ir::kMaxRecursionDepth) +
                       " nested calls of recursive functions (does the recursion end?)") +
              "); goto rn_failed; }");
      em.line("{ int rn_rc = rn_fun_" + c_name(callee.name) + "(ctx, rn_ain, rn_aout); --rn_rec_depth; if (rn_rc) goto rn_failed; }");
      for (size_t j = 0; j < nout; ++j) {
        const ir::Param& p = s.pat[j];
        std::string out = "rn_aout[" + std::to_string(j) + "]";
        if (!p.type.is_array()) {
          em.line("memcpy(&" + c_name(p.name) + ", " + out + ".scalar, sizeof " + c_name(p.name) + ");");
          continue;
        }
        // A fresh array that this function now owns.
        em.line(c_name(p.name) + " = " + out + ".mem;");
        em.line("RN_TRY(rn_pool_add(ctx, &rn_pool_, " + c_name(p.name) + "));");
      }
      em.close();
      return true;
    }
  }
  return false;
}

std::string HostGen::entry(const ir::Function& f) {
  types_.clear();
  fname_ = f.name;
  std::ostringstream os;
  std::string fn = (f.entry ? "rn_entry_" : "rn_fun_") + c_name(f.name);
  os << "static int " << fn << "(rn_ctx *ctx, rn_arg *rn_in, rn_arg *rn_out) {\n";
  ScalarEmitter em(
      Target::HostC, os, 1, [this](ScalarEmitter& em, const ir::Stm& s) { return stm(em, s); },
      [](ScalarEmitter& em, const std::string& y, const Span& loc) {
        em.line("if (" + y + " == 0) { rn_fail(ctx, \"%s\", " + c_string(loc.str() + ": division by zero") +
                "); goto rn_failed; }");
      });
  em.line("rn_pool rn_pool_ = {NULL, 0, 0};");
  // Declarations first: the error path jumps over the rest.
  std::set<std::string> bound;
  for (size_t k = 0; k < f.params.size(); ++k) {
    const ir::Param& p = f.params[k];
    types_[p.name] = p.type;
    backend::check_prim_supported(p.type.elem, f.loc);
    std::string in = "rn_in[" + std::to_string(k) + "]";
    if (!p.type.is_array()) {
      em.line(c_type(p.type.elem, Target::HostC) + " " + c_name(p.name) + ";");
      em.line("memcpy(&" + c_name(p.name) + ", " + in + ".scalar, sizeof " + c_name(p.name) + ");");
      bound.insert(p.name);
      continue;
    }
    em.line("rn_mem *" + c_name(p.name) + " = " + in + ".mem;");
    em.line("(void)" + c_name(p.name) + ";  /* an entry may use only the sizes of an argument */");
    for (int d = 0; d < p.type.rank(); ++d) {
      const ir::SubExp& sz = p.type.shape[d];
      std::string actual = in + ".shape[" + std::to_string(d) + "]";
      if (sz.is_var() && !bound.count(sz.var)) {
        em.line("int64_t " + c_name(sz.var) + " = " + actual + ";");
        bound.insert(sz.var);
        types_[sz.var] = ir::Type::scalar(PrimType::I64);
      } else {
        em.line("if (" + actual + " != (int64_t)" + em.subexp(sz) + ") { rn_fail(ctx, " +
                c_string("entry " + f.name + ": argument " + std::to_string(k + 1) + " (" + p.name +
                         ") has size %lld in dimension " + std::to_string(d + 1) + ", but %lld was expected") +
                ", (long long)" + actual + ", (long long)" + em.subexp(sz) + "); goto rn_failed; }");
      }
    }
  }
  // Scan-scatter fusion on GPU profiles, where scans are one pass
  // (RUNIC_SCAN_SCATTER=0 when compiling keeps the separate kernels, for
  // comparisons); `filter p ++ filter (not <-< p)` is a partition there.
  static const bool ss_enabled = [] {
    const char* a = std::getenv("RUNIC_SCAN_SCATTER");
    const char* b = std::getenv("RUNIC_SCAN_LOOKBACK");
    return !(a && std::string(a) == "0") && !(b && std::string(b) == "0");
  }();
  ir::BodyPtr fbody = f.body;
  if (dp_.gpu && ss_enabled)
    if (auto r = backend::fuse_complementary_filters(*f.body)) fbody = r;
  // RUNIC_DEVICE_SCALARS=0 when compiling reads every reduction's result
  // back (for comparisons).
  static const bool device_scalars = [] {
    const char* v = std::getenv("RUNIC_DEVICE_SCALARS");
    return !(v && std::string(v) == "0");
  }();
  if (device_scalars) {
    std::set<std::string> reds;
    reduction_results(*fbody, reds);
    if (!reds.empty()) {
      fbody = ir::walk::clone_body(*fbody);
      sink_into_kernels(*fbody, reds);
    }
  }
  top_level_.clear();
  equal_tests_.clear();
  size_facts_ = backend::SizeFacts{};
  collect_scalar_defs(*fbody);
  for (auto& s : fbody->stms) {
    top_level_.insert(&s);
    if (s.exp.kind == ir::Exp::Kind::CmpOp && s.exp.cmpop == CmpOp::Eq && s.exp.prim == PrimType::I64 &&
        s.pat.size() == 1)
      equal_tests_[s.pat[0].name] = {s.exp.args.at(0), s.exp.args.at(1)};
  }
  // A scalar result that only leaves the entry need not be waited for.
  deferred_out_.clear();
  if (f.entry) {
    auto uses = ir::walk::count_uses(*fbody);
    for (int k = 0; k < (int)fbody->result.size(); ++k) {
      const ir::SubExp& r = fbody->result[k];
      const ir::Type& t = f.ret.at(k);
      if (!r.is_var() || t.is_array() || t.elem == PrimType::Bool || t.elem == PrimType::F16 || uses[r.var] != 1)
        continue;
      for (auto& st : fbody->stms)
        if (st.exp.kind == ir::Exp::Kind::SegOp && st.exp.seg_kind == ir::SegKind::Red)
          for (auto& p : st.pat)
            if (p.name == r.var) deferred_out_[r.var] = k;
    }
  }
  ss_at_.clear();
  ss_done_.clear();
  grow_in_place_.clear();
  const auto fn_uses = ir::walk::count_uses(*fbody);
  dc_count_.clear();
  dc_true_.clear();
  dc_skip_.clear();
  dc_equal_.clear();
  dc_concat_.clear();
  precount_.clear();  // keyed by plan: a later function's plan may take a freed one's address
  dc_checks_.clear();
  std::vector<std::shared_ptr<backend::ScanScatterPlan>> plans;
  if (dp_.gpu && ss_enabled) plans = backend::plan_scan_scatters(*fbody);
  if (!plans.empty())
    for (auto& p : plans) {
      for (auto& o : p->outs) {
        auto u = fn_uses.find(o.scatter->pat[0].name);
        if (o.form == "kept" && o.scatter->pat.size() == 1 && u != fn_uses.end() && u->second == 1)
          grow_in_place_.insert(o.scatter->pat[0].name);
      }
      ss_at_[p->scan] = p;
      if (p->flags) ss_at_[p->flags] = p;
      if (p->count) ss_at_[p->count] = p;
      for (auto* m : p->moved) ss_at_[m] = p;
      for (auto* l : p->lasts) ss_at_[l] = p;
      for (auto& o : p->outs) {
        ss_at_[o.scatter] = p;
        for (auto* b : o.blanks) ss_at_[b] = p;
        for (auto* a : o.absorbed) ss_at_[a] = p;
      }
    }
  plan_device_counts(*fbody, plans, fn_uses);
  device_wanted_.clear();
  device_scalar_.clear();
  fn_uses_ = fn_uses;
  if (device_scalars) device_wanted_ = kernel_only_scalars(*fbody);
  em.stms(*fbody);
  em.line("if (rn_check_errors(ctx, rn_error_messages, rn_num_error_messages)) goto rn_failed;");
  // Results: arrays that are inputs or already returned are copied.
  int nout = (int)fbody->result.size();
  em.line("rn_mem *rn_keep[" + std::to_string(std::max(nout, 1)) + "] = {NULL};");
  for (int k = 0; k < nout; ++k) {
    const ir::SubExp& r = fbody->result[k];
    std::string out = "rn_out[" + std::to_string(k) + "]";
    const ir::Type& t = f.ret.at(k);
    if (!t.is_array() && r.is_var() && deferred_out_.count(r.var)) continue;  // rn_read_result
    if (!t.is_array()) {
      em.open("");
      em.line(c_type(t.elem, Target::HostC) + " rn_v = " + em.subexp(r) + ";");
      em.line("memcpy(" + out + ".scalar, &rn_v, sizeof rn_v);");
      em.close();
      continue;
    }
    const ir::Type& rt = types_.count(r.var) ? types_.at(r.var) : t;
    std::string m = c_name(r.var), b = bytes(rt, em);
    em.open("");
    em.line("rn_mem *rn_m = " + m + ";");
    em.line("int rn_dup = !rn_pool_has(&rn_pool_, rn_m);");
    for (int j = 0; j < k; ++j) em.line("if (rn_keep[" + std::to_string(j) + "] == rn_m) rn_dup = 1;");
    em.open("if (rn_dup)");
    em.line("RN_TRY(rn_alloc_tracked(ctx, &rn_pool_, " + b + ", \"result\", &rn_m));");
    em.line("RN_TRY(rn_copy(ctx, rn_m, 0, " + m + ", 0, (size_t)(" + b + ")));");
    em.close();
    em.line("rn_keep[" + std::to_string(k) + "] = rn_m;");
    em.line(out + ".mem = rn_m;");
    for (int d = 0; d < rt.rank(); ++d)
      em.line(out + ".shape[" + std::to_string(d) + "] = (int64_t)" + em.subexp(rt.shape[d]) + ";");
    em.close();
  }
  em.line("rn_pool_release(ctx, &rn_pool_, rn_keep, " + std::to_string(nout) + ");");
  em.line("return 0;");
  os << "rn_failed:\n";
  // Nothing is returned on failure: the caller must not release anything.
  for (int k = 0; k < nout; ++k) em.line("rn_out[" + std::to_string(k) + "].mem = NULL;");
  if (!deferred_out_.empty()) em.line("rn_cancel_results(ctx);");
  em.line("rn_pool_release(ctx, &rn_pool_, NULL, 0);");
  em.line("return 1;");
  os << "}\n";
  return os.str();
}

std::string type_infos(const std::string& name, const std::vector<ir::Type>& ts, const Span& loc) {
  std::string s = "static const rn_type_info " + name + "[] = {";
  for (size_t i = 0; i < ts.size(); ++i)
    s += std::string(i ? ", " : "") + "{" + rn_prim_enum(ts[i].elem, loc) + ", " + std::to_string(ts[i].rank()) + ", " +
         (ts[i].unique ? "1" : "0") + "}";
  if (ts.empty()) s += "{RN_I32, 0, 0}";
  return s + "};\n";
}

}  // namespace

GeneratedProgram generate_program(const ir::Program& kernel_ir, const std::string& profile_name,
                                  const Tuning& tuning) {
  const DeviceProfile& dp = device_profile(profile_name);
  GeneratedProgram g;
  backend::ErrorTable errors;
  g.opencl = backend::opencl_prelude();
  HostGen host(dp, g, errors, tuning);
  std::string fns, table;
  int n = 0;
  // Functions that survived inlining (recursive ones) become C functions,
  // declared first: they may call each other in any order.  Their nesting
  // is bounded (rn_rec_depth), as in the interpreter, so that a recursion
  // that does not end fails with a message rather than overflowing the
  // stack.
  bool any_fun = false;
  for (auto& f : kernel_ir.functions) any_fun |= !f.entry;
  if (any_fun) fns += "static _Thread_local int rn_rec_depth;\n";
  for (auto& f : kernel_ir.functions)
    if (!f.entry) {
      host.functions_[f.name] = &f;
      fns += "static int rn_fun_" + c_name(f.name) + "(rn_ctx *ctx, rn_arg *rn_in, rn_arg *rn_out);\n";
    }
  for (auto& f : kernel_ir.functions)
    if (!f.entry) fns += host.entry(f) + "\n";
  for (auto& f : kernel_ir.functions) {
    if (!f.entry) continue;
    fns += host.entry(f) + "\n";
    std::string id = c_name(f.name);
    g.entries.push_back({f.name, id, f.param_names, {}, f.ret});
    std::vector<ir::Type> ins;
    for (auto& p : f.params) ins.push_back(p.type);
    g.entries.back().params = ins;
    fns += type_infos("rn_in_" + id, ins, f.loc) + type_infos("rn_out_" + id, f.ret, f.loc);
    table += "  {" + c_string(f.name) + ", " + std::to_string(ins.size()) + ", rn_in_" + id + ", " +
             std::to_string(f.ret.size()) + ", rn_out_" + id + ", rn_entry_" + id + "},\n";
    ++n;
  }
  g.error_messages = errors.messages;
  std::ostringstream h;
  h << "/* ---- generated by runic ---- */\n";
  h << "static const char *const rn_error_messages[] = {";
  for (auto& m : errors.messages) h << "\n  " << c_string(m) << ",";
  if (errors.messages.empty()) h << "\"\"";
  h << "\n};\nstatic const int rn_num_error_messages = " << errors.messages.size() << ";\n";
  h << host_fixed_text() << "\n" << fns;
  h << "static const rn_entry_info rn_entries[] = {\n" << table;
  if (n == 0) h << "  {\"\", 0, NULL, 0, NULL, NULL},\n";
  h << "};\nstatic const int rn_num_entries = " << n << ";\n";
  g.host_c = h.str();
  return g;
}

namespace {

// The C source's opening: feature macro, standard headers, then the
// runtime's files pasted in (runtime.h alone unless `whole`).
void write_runtime_text(std::ostream& o, bool whole) {
  o << "#define _POSIX_C_SOURCE 200809L\n#include <math.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n";
  const auto& files = runtime_files();
  auto paste = [&](const std::string& name) {
    for (auto& [n, text] : files) {
      if (n != name) continue;
      o << "\n/* ---- runtime/" << n << " ---- */\n";
      std::istringstream in(text);
      std::string line;
      while (std::getline(in, line)) {
        if (line.find("#include \"runtime.h\"") != std::string::npos) continue;
        o << line << "\n";
      }
    }
  };
  paste("runtime.h");
  if (!whole) {
    // The structures and macros of opencl.c that host code uses: the
    // part before its first section comment (runtime/opencl.c says so).
    for (auto& [n, text] : files) {
      if (n != "opencl.c") continue;
      o << "\n/* ---- runtime/opencl.c: its types ---- */\n";
      std::istringstream in(text);
      std::string line;
      while (std::getline(in, line) && line.rfind("/* ---", 0) != 0) {
        if (line.find("#include \"runtime.h\"") != std::string::npos) continue;
        o << line << "\n";
      }
    }
    return;
  }
  paste("values.c");
  paste("opencl.c");
  for (auto& [n, _] : files)
    if (n != "runtime.h" && n != "values.c" && n != "opencl.c" && n != "harness.c" && n.size() > 2 &&
        n.substr(n.size() - 2) == ".c")
      paste(n);
  paste("harness.c");
}

// Runs the C compiler command `cmd`; throws with its output on failure.
// `user_flags`: the command holds the user's $CFLAGS, so a failure may be
// theirs (an unknown option): a user error naming them, not an internal one.
void run_c_compiler(const std::string& cc, const std::string& cmd, const std::string& user_flags = "") {
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) user_error(Span{}, "could not run the C compiler: " + cmd);
  std::string output;
  char buf[4096];
  size_t k;
  while ((k = fread(buf, 1, sizeof buf, p)) > 0) output.append(buf, k);
  int status = pclose(p);
  if (status != 0) {
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code == 127) user_error(Span{}, "could not run the C compiler '" + cc + "': " + output);
    if (!user_flags.empty())
      user_error(Span{}, "the C compiler failed on the generated program with CFLAGS='" + user_flags + "':\n$ " +
                             cmd + "\n" + output);
    throw InternalError("the generated C program does not compile (a bug in runic's backend):\n$ " + cmd + "\n" +
                        output);
  }
}

std::string c_compiler() {
  const char* cc_env = std::getenv("CC");
  return cc_env && *cc_env ? cc_env : "cc";
}

// The options of an optimised compile: $CFLAGS where set (as futhark-c and
// futhark-opencl read it), else -O2; an unoptimised one (the test runner's
// and `runic bench --host-unoptimised`'s) is always -O0.
std::string user_c_flags(bool optimise) {
  const char* flags = std::getenv("CFLAGS");
  return optimise && flags ? flags : "";
}

std::string c_flags(bool optimise) {
  if (!optimise) return " -O0";
  std::string flags = user_c_flags(optimise);
  return flags.empty() ? " -O2" : " " + flags;
}

}  // namespace

void write_c_runtime(const std::string& c_path) {
  std::ostringstream o;
  o << "/* Generated by runic: the runtime, linked with programs written without it. */\n";
  write_runtime_text(o, /*whole=*/true);
  std::ofstream f(c_path);
  if (!f) user_error(Span{}, "cannot write " + c_path);
  f << o.str();
  if (!f) user_error(Span{}, "cannot write " + c_path);
}

void compile_c_object(const std::string& c_path, const std::string& obj_path, bool optimise) {
  std::string cc = c_compiler();
  run_c_compiler(cc, cc + c_flags(optimise) + " -c '" + c_path + "' -o '" + obj_path + "' 2>&1",
                 user_c_flags(optimise));
}

std::string opencl_program_text(const GeneratedProgram& g) {
  std::istringstream in(g.opencl);
  std::string text, line;
  while (std::getline(in, line)) text += line + "\n";
  return text;
}

std::vector<TuningParam> tuning_params(const GeneratedProgram& g) {
  std::vector<TuningParam> tp;
  std::set<std::string> seen;
  for (auto& t : g.tunables)
    if (seen.insert(t.name).second) tp.push_back({t.name, "variant", (int)t.choices.size() - 1});
  for (auto& n : g.rowgroup_params)
    if (seen.insert(n).second) tp.push_back({n, "rowgroup", 1});
  for (auto& n : g.segscan_params)
    if (seen.insert(n).second) tp.push_back({n, "segscan", 1});
  return tp;
}

void write_c_host_header(const std::string& h_path) {
  std::ostringstream o;
  o << "/* Generated by runic: the runtime's header and the host code's fixed helpers, included by\n"
       " * programs written with write_c_program's host_header (precompiled). */\n";
  write_runtime_text(o, /*whole=*/false);
  o << host_fixed_text();
  std::ofstream f(h_path);
  if (!f) user_error(Span{}, "cannot write " + h_path);
  f << o.str();
  if (!f) user_error(Span{}, "cannot write " + h_path);
}

void compile_c_header(const std::string& h_path) {
  std::string cc = c_compiler();
  run_c_compiler(cc, cc + " -O0 -x c-header '" + h_path + "' -o '" + h_path + ".gch' 2>&1");
}

void write_c_program(const GeneratedProgram& g, OutputKind kind, const std::string& c_path, bool with_runtime,
                     const std::string& host_header) {
  std::ostringstream o;
  o << "/* Generated by runic.  Runtime first, then the OpenCL program, then the host code. */\n";
  // With a host header (write_c_host_header), the runtime's header and the
  // fixed helpers come from it: host_c without the helpers' text.
  std::string host_c = g.host_c;
  size_t fixed_at = std::string::npos;
  std::string fixed;
  if (!with_runtime && !host_header.empty()) {
    fixed = host_fixed_text();
    fixed_at = host_c.find(fixed);
  }
  if (fixed_at != std::string::npos) {
    host_c.erase(fixed_at, fixed.size());
    o << "#include \"" << host_header << "\"\n";
  } else {
    write_runtime_text(o, with_runtime);
  }
  o << "\n/* ---- the OpenCL program ---- */\nstatic const char rn_opencl_src[] =\n";
  {
    std::istringstream in(opencl_program_text(g));
    std::string line;
    while (std::getline(in, line)) o << "  " << c_string(line + "\n") << "\n";
    o << "  \"\";\n";
  }
  o << "\n" << host_c << "\n";
  if (kind == OutputKind::Executable) {
    std::vector<TuningParam> tp = tuning_params(g);
    o << "static const rn_tuning_param rn_tuning_params[] = {\n";
    for (auto& t : tp) o << "  {" << c_string(t.name) << ", " << c_string(t.cls) << ", " << t.max << "},\n";
    if (tp.empty()) o << "  {\"\", \"\", 0},\n";
    o << "};\n";
    o << g.server_api;
    o << "int main(int argc, char **argv) {\n";
    if (!g.server_api.empty())
      o << "  rn_server_set_api(rn_api_types, rn_num_api_types, rn_api_entries, rn_num_api_entries);\n";
    o << "  return rn_main(argc, argv, rn_entries, rn_num_entries, rn_opencl_src, "
         "rn_error_messages, rn_num_error_messages, rn_tuning_params, "
      << tp.size() << ");\n}\n";
  }
  std::ofstream f(c_path);
  if (!f) user_error(Span{}, "cannot write " + c_path);
  f << o.str();
  if (!f) user_error(Span{}, "cannot write " + c_path);
}

void compile_c_program(const std::string& c_path, const std::string& exe_path, bool optimise,
                       const std::vector<std::string>& objects, const std::string& linker) {
  std::string cc = c_compiler();
  std::string cmd = cc + c_flags(optimise) + " '" + c_path + "'";
  for (const std::string& obj : objects) cmd += " '" + obj + "'";
  if (!linker.empty()) cmd += " -fuse-ld=" + linker;
  cmd += " -o '" + exe_path + "' -lOpenCL -lm 2>&1";
  run_c_compiler(cc, cmd, user_c_flags(optimise));
}

}  // namespace runic

namespace runic {

std::string fast_linker(const std::string& dir) {
  std::string c_path = dir + "/linker_probe.c", exe = dir + "/linker_probe";
  {
    std::ofstream f(c_path);
    f << "int main(void) { return 0; }\n";
    if (!f) return "";
  }
  std::string cmd = c_compiler() + " -fuse-ld=gold '" + c_path + "' -o '" + exe + "' >/dev/null 2>&1";
  int status = std::system(cmd.c_str());
  std::error_code ec;
  std::filesystem::remove(c_path, ec);
  std::filesystem::remove(exe, ec);
  return status == 0 ? "gold" : "";
}

}  // namespace runic
