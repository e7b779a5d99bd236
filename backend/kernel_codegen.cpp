// Pattern expression -> OpenCL C kernel; see kernel_codegen.h.
#include "backend/kernel_codegen.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <set>
#include <sstream>

#include "backend/index_ranges.h"
#include "backend/kernel_arrays.h"
#include "backend/scalar_code.h"

namespace runic::backend {

using namespace rewrite;
using rewrite::c_name;

namespace {
// Message table entries are printf formats: a '%' in a file name must not be one.
std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}
}  // namespace

int ErrorTable::add(const std::string& msg) {
  for (size_t i = 0; i < messages.size(); ++i)
    if (messages[i] == msg) return (int)i + 1;
  messages.push_back(msg);
  return (int)messages.size();
}

bool may_set_error(const std::string& kernel_code) {
  return kernel_code.find("rn_set_error(") != std::string::npos ||
         kernel_code.find("rn_set_errorv(") != std::string::npos;
}

std::string set_error_stmt(int code, const std::vector<std::string>& args) {
  internal_assert(args.size() < 16, "a device error with more arguments than the error buffer holds");
  if (args.size() <= 2)
    return "rn_set_error(rn_err, " + std::to_string(code) + ", " + (args.size() > 0 ? "(long)(" + args[0] + ")" : "0") +
           ", " + (args.size() > 1 ? "(long)(" + args[1] + ")" : "0") + ");";
  std::string vs;
  for (auto& a : args) vs += (vs.empty() ? "" : ", ") + ("(long)(" + a + ")");
  return "{ long rn_ev[] = {" + vs + "}; rn_set_errorv(rn_err, " + std::to_string(code) + ", " +
         std::to_string(args.size()) + ", rn_ev); }";
}

std::string index_check_chain(const Span& loc, const std::vector<std::vector<std::string>>& dims_in,
                              const std::vector<std::string>& bad_in, const std::vector<std::string>& shape_in,
                              const std::function<std::string(const ErrorText&)>& fail, int index_rank,
                              const std::vector<int>* shown_perm) {
  std::vector<std::vector<std::string>> dims = dims_in;
  std::vector<std::string> bad = bad_in, shape = shape_in;
  if (shown_perm && !shown_perm->empty() && shown_perm->size() == dims.size() && dims.size() == shape.size() &&
      bad.size() == dims.size()) {
    for (size_t k = 0; k < dims.size(); ++k) {
      size_t p = (size_t)(*shown_perm)[k];
      dims[k] = dims_in.at(p);
      bad[k] = bad_in.at(p);
      shape[k] = shape_in.at(p);
    }
  }
  size_t first = index_rank > 0 && dims.size() >= (size_t)index_rank ? dims.size() - (size_t)index_rank
                                                                      : dims.size();
  std::string where;
  for (char ch : loc.str()) where += ch == '%' ? std::string("%%") : std::string(1, ch);
  std::string chain;
  for (size_t f = 0; f < dims.size(); ++f) {
    if (bad[f].empty()) continue;
    ErrorText t;
    std::string idx;
    for (size_t d = std::min(f, first); d < dims.size(); ++d) {
      if (d > std::min(f, first)) idx += ", ";
      const auto& di = dims[d];
      t.args.push_back("(" + di[0] + ")");
      if (di.size() == 1) {
        idx += "%lld";
        continue;
      }
      idx += "%lld:%lld";
      t.args.push_back("(" + di[1] + ")");
      if (di[2] != "1") {
        idx += ":%lld";
        t.args.push_back("(" + di[2] + ")");
      }
    }
    std::string sh;
    for (size_t d = std::min(f, first); d < shape.size(); ++d) {
      sh += "[%lld]";
      t.args.push_back("(" + shape[d] + ")");
    }
    t.format = where + ": Index [" + idx + "]" +
               " out of bounds for array of shape " + sh;
    chain += (chain.empty() ? "if (" : " else if (") + bad[f] + ") { " + fail(t) + " }";
  }
  return chain;
}

std::string assert_error_stmt(ScalarEmitter& em, const ir::Exp& e, const Span& loc, ErrorTable& errors) {
  std::vector<int> order;
  std::vector<std::string> pct(e.args.size() > 1 ? e.args.size() - 1 : 0, "%lld"), args;
  int code = errors.add(escape_percent(loc.str()) + ": " + ir::assert_text(e, pct, true, &order));
  for (int k : order) args.push_back("(long)" + em.subexp(e.args[1 + k]));
  return set_error_stmt(code, args);
}

std::string opencl_prelude() {
  std::string s =
      "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
      "// Read-only arrays are `restrict`, except on PoCL: PoCL 3.1's optimiser\n"
      "// miscompiles row-group kernels whose local rows are loaded from\n"
      "// restrict arrays (tests/programs/rowwise/restrict_pocl.fut).\n"
      "#ifdef POCL_DEVICE_ADDRESS_BITS\n"
      "#define RN_RESTRICT\n"
      "#else\n"
      "#define RN_RESTRICT restrict\n"
      "#endif\n"
      "// A row-group kernel's local id (its loop over rows holds barriers) is\n"
      "// `RN_WI_ID const`: volatile on PoCL, read afresh at each use.  PoCL 3.1\n"
      "// with optimised kernels loses a value computed from the local id that\n"
      "// LLVM hoists out of such a loop (an `if (lid < 16)` after a barrier in\n"
      "// the loop is then never taken; tests/runtime/pocl_bugs/README.md).\n"
      "#ifdef POCL_DEVICE_ADDRESS_BITS\n"
      "#define RN_WI_ID volatile\n"
      "#else\n"
      "#define RN_WI_ID\n"
      "#endif\n"
      "// Records the first device error: word 0 the code, then its arguments.\n"
      "static void rn_set_error(__global long *rn_err, int code, long a, long b) {\n"
      "  if (atomic_cmpxchg((volatile __global int *)rn_err, 0, code) == 0) { rn_err[1] = a; rn_err[2] = b; }\n"
      "}\n"
      "static void rn_set_errorv(__global long *rn_err, int code, int n, const long *v) {\n"
      "  if (atomic_cmpxchg((volatile __global int *)rn_err, 0, code) == 0)\n"
      "    for (int i = 0; i < n; i++) rn_err[1 + i] = v[i];\n"
      "}\n";
  return s + scalar_helpers(Target::OpenCL);
}

namespace {

enum class Space { Global, Local, Private };

// ------------------------------------------------------------------ views

struct View;
using ViewPtr = std::shared_ptr<const View>;
struct View {
  // Gather: element i is the inner view's element index(i) (also the
  // output view of a scatter); Slide: element [w][k] is the inner view's
  // element w*step + k.
  enum class Kind { Mem, Iota, Scalar, Split, Join, Reorder, Pad, Gather, Slide, Access } kind = Kind::Mem;
  std::string name;  // Mem: buffer; Scalar: C expression
  PrimType elem = PrimType::I64;
  Space space = Space::Global;
  arith::Expr n;     // Split/Reorder/Pad parameter; Slide window size; Mem/Iota length
  arith::Expr step;  // Slide
  IndexFun index;    // Gather
  arith::Expr idx;   // Access
  ViewPtr inner;
  std::vector<arith::Expr> shape;  // outer first
};

ViewPtr mk(View v) { return std::make_shared<View>(std::move(v)); }

ViewPtr v_mem(const std::string& name, PrimType t, arith::Expr len, Space sp) {
  View v; v.kind = View::Kind::Mem; v.name = name; v.elem = t; v.space = sp; v.n = len; v.shape = {len};
  return mk(v);
}
ViewPtr v_iota(arith::Expr n) {
  View v; v.kind = View::Kind::Iota; v.n = n; v.shape = {n};
  return mk(v);
}
ViewPtr v_scalar(const std::string& expr, PrimType t) {
  View v; v.kind = View::Kind::Scalar; v.name = expr; v.elem = t;
  return mk(v);
}
ViewPtr v_split(arith::Expr n, const ViewPtr& in) {
  View v; v.kind = View::Kind::Split; v.n = n; v.inner = in; v.elem = in->elem;
  v.shape = {arith::ceil_div(in->shape.at(0), n), n};
  v.shape.insert(v.shape.end(), in->shape.begin() + 1, in->shape.end());
  return mk(v);
}
ViewPtr v_join(const ViewPtr& in) {
  internal_assert(in->shape.size() >= 2, "join of a one-dimensional view");
  View v; v.kind = View::Kind::Join; v.inner = in; v.elem = in->elem;
  v.shape = {arith::mul(in->shape[0], in->shape[1])};
  v.shape.insert(v.shape.end(), in->shape.begin() + 2, in->shape.end());
  return mk(v);
}
ViewPtr v_reorder(arith::Expr s, const ViewPtr& in) {
  View v; v.kind = View::Kind::Reorder; v.n = s; v.inner = in; v.elem = in->elem; v.shape = in->shape;
  return mk(v);
}
ViewPtr v_pad(arith::Expr m, const ViewPtr& in) {
  View v; v.kind = View::Kind::Pad; v.n = m; v.inner = in; v.elem = in->elem; v.shape = in->shape;
  v.shape[0] = m;
  return mk(v);
}
ViewPtr v_gather(const IndexFun& f, const ViewPtr& in) {
  View v; v.kind = View::Kind::Gather; v.index = f; v.inner = in; v.elem = in->elem; v.shape = in->shape;
  return mk(v);
}
ViewPtr v_slide(arith::Expr size, arith::Expr step, const ViewPtr& in) {
  View v; v.kind = View::Kind::Slide; v.n = size; v.step = step; v.inner = in; v.elem = in->elem;
  v.shape = {arith::add(arith::div(arith::sub(in->shape.at(0), size), step), arith::cst(1)), size};
  v.shape.insert(v.shape.end(), in->shape.begin() + 1, in->shape.end());
  return mk(v);
}
ViewPtr v_access(arith::Expr i, const ViewPtr& in) {
  internal_assert(!in->shape.empty(), "indexing a scalar view");
  View v; v.kind = View::Kind::Access; v.idx = i; v.inner = in; v.elem = in->elem;
  v.shape.assign(in->shape.begin() + 1, in->shape.end());
  return mk(v);
}

// A value during code generation: a view, or a tuple of values.
struct Val {
  ViewPtr leaf;
  std::vector<Val> tuple;
  bool is_tuple() const { return !leaf; }
};
Val leaf(ViewPtr v) { Val r; r.leaf = std::move(v); return r; }
Val tuple(std::vector<Val> vs) {
  if (vs.size() == 1) return vs[0];
  Val r; r.tuple = std::move(vs); return r;
}
Val map_leaves(const Val& v, const std::function<ViewPtr(const ViewPtr&)>& f) {
  if (!v.is_tuple()) return leaf(f(v.leaf));
  Val r;
  for (auto& c : v.tuple) r.tuple.push_back(map_leaves(c, f));
  return r;
}
void leaves(const Val& v, std::vector<ViewPtr>& out) {
  if (!v.is_tuple()) { out.push_back(v.leaf); return; }
  for (auto& c : v.tuple) leaves(c, out);
}
const ViewPtr& first_leaf(const Val& v) { return v.is_tuple() ? first_leaf(v.tuple.at(0)) : v.leaf; }
// The first scalar of a vector element (asVector): its guards are the
// vector's (a vector is present or absent as a whole).
Val lane0(const Val& v) {
  Val r = v;
  while (!first_leaf(r)->shape.empty())
    r = map_leaves(r, [](const ViewPtr& x) { return v_access(arith::cst(0), x); });
  return r;
}

// Resolves an element access through the view chain into a C expression,
// collecting the guards that padded or bounded accesses need.
// A guard `index < len` in symbolic form.
struct GuardTerm {
  arith::Expr index, len;
};

std::string resolve(const ViewPtr& v, std::vector<arith::Expr>& st, std::vector<std::string>& guards,
                    std::vector<GuardTerm>* terms = nullptr) {
  auto pop = [&]() {
    internal_assert(!st.empty(), "view resolution ran out of indices");
    arith::Expr e = st.back();
    st.pop_back();
    return e;
  };
  auto guard = [&](const arith::Expr& i, const arith::Expr& len) {
    if (arith::known_below(i, len)) return;
    std::string g = arith::to_c(i) + " < " + arith::to_c(len);
    for (auto& x : guards) if (x == g) return;
    guards.push_back(g);
    if (terms) terms->push_back({i, len});
  };
  switch (v->kind) {
    case View::Kind::Access: st.push_back(v->idx); return resolve(v->inner, st, guards, terms);
    case View::Kind::Split: {
      arith::Expr a = pop(), b = pop();
      st.push_back(arith::add(arith::mul(a, v->n), b));
      return resolve(v->inner, st, guards, terms);
    }
    case View::Kind::Join: {
      arith::Expr r = v->inner->shape.at(1), k = pop();
      st.push_back(arith::mod(k, r));
      st.push_back(arith::div(k, r));
      return resolve(v->inner, st, guards, terms);
    }
    case View::Kind::Reorder: {
      arith::Expr i = pop(), I = arith::div(v->inner->shape.at(0), v->n);
      st.push_back(arith::add(arith::div(i, I), arith::mul(v->n, arith::mod(i, I))));
      return resolve(v->inner, st, guards, terms);
    }
    case View::Kind::Gather: st.push_back(v->index(pop())); return resolve(v->inner, st, guards, terms);
    case View::Kind::Slide: {
      arith::Expr w = pop(), k = pop();
      st.push_back(arith::add(arith::mul(w, v->step), k));
      return resolve(v->inner, st, guards, terms);
    }
    case View::Kind::Pad: {
      arith::Expr i = pop();
      guard(i, v->inner->shape.at(0));
      st.push_back(i);
      return resolve(v->inner, st, guards, terms);
    }
    case View::Kind::Iota: {
      arith::Expr i = pop();
      internal_assert(st.empty(), "iota indexed with too many indices");
      return arith::to_c(i);
    }
    case View::Kind::Mem: {
      arith::Expr i = pop();
      internal_assert(st.empty(), "buffer " << v->name << " indexed with too many indices");
      guard(i, v->n);
      return v->name + "[" + arith::to_c(i) + "]";
    }
    case View::Kind::Scalar:
      internal_assert(st.empty(), "scalar " << v->name << " indexed");
      return v->name;
  }
  return "?";
}

std::string guard_str(const std::vector<std::string>& gs) {
  std::string s;
  for (auto& g : gs) s += (s.empty() ? "" : " && ") + ("(" + g + ")");
  return s;
}

// Whether arith expression `e` mentions variable `v`.
bool mentions(const arith::Expr& e, const std::string& v) {
  if (!e) return false;
  if (e->kind == arith::Node::Kind::Var) return e->name == v;
  return mentions(e->a, v) || mentions(e->b, v);
}

// Whether `e` is non-decreasing in variable `v` (all values are
// non-negative: sums, products and minima of non-decreasing terms are, and
// so is a quotient whose divisor does not depend on v).
bool monotone_in(const arith::Expr& e, const std::string& v) {
  using K = arith::Node::Kind;
  switch (e->kind) {
    case K::Const: case K::Var: return true;
    case K::Add: case K::Mul: case K::Min: return monotone_in(e->a, v) && monotone_in(e->b, v);
    case K::Sub: return monotone_in(e->a, v) && !mentions(e->b, v);
    case K::Div: case K::CeilDiv: return monotone_in(e->a, v) && !mentions(e->b, v);
    case K::Mod: return !mentions(e->a, v) && !mentions(e->b, v);
  }
  return false;
}

// Splits `e` as a + s*v with a and s free of variable `v`; false where `e`
// is not of that form (v under a division, a remainder or a minimum, or
// multiplied by itself).
bool affine_in(const arith::Expr& e, const std::string& v, arith::Expr* a, arith::Expr* s) {
  using K = arith::Node::Kind;
  if (!mentions(e, v)) { *a = e; *s = arith::cst(0); return true; }
  switch (e->kind) {
    case K::Var: *a = arith::cst(0); *s = arith::cst(1); return true;
    case K::Add: {
      arith::Expr a1, s1, a2, s2;
      if (!affine_in(e->a, v, &a1, &s1) || !affine_in(e->b, v, &a2, &s2)) return false;
      *a = arith::add(a1, a2);
      *s = arith::add(s1, s2);
      return true;
    }
    case K::Mul: {
      const arith::Expr& c = mentions(e->a, v) ? e->b : e->a;
      const arith::Expr& x = mentions(e->a, v) ? e->a : e->b;
      if (mentions(c, v)) return false;
      arith::Expr ax, sx;
      if (!affine_in(x, v, &ax, &sx)) return false;
      *a = arith::mul(c, ax);
      *s = arith::mul(c, sx);
      return true;
    }
    default: return false;
  }
}

// ------------------------------------------------------------ free variables

struct FreeVars {
  std::vector<std::string> order;
  std::set<std::string> seen;
  void use(const std::string& v, const std::set<std::string>& bound) {
    if (bound.count(v) || seen.count(v)) return;
    seen.insert(v);
    order.push_back(v);
  }
};

void fv_body(const ir::Body& b, std::set<std::string> bound, FreeVars& fv);

void fv_exp(const ir::Exp& e, std::set<std::string>& bound, FreeVars& fv) {
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) fv.use(s.var, bound); };
  for (auto& a : e.args) se(a);
  if (!e.array.empty()) fv.use(e.array, bound);
  for (auto& a : e.arrays) fv.use(a, bound);
  for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
  for (auto& [p, init] : e.merge) se(init);
  std::set<std::string> inner = bound;
  for (auto& [p, init] : e.merge) inner.insert(p.name);
  if (!e.loop_var.empty()) inner.insert(e.loop_var);
  for (auto& b : e.bodies) if (b) fv_body(*b, inner, fv);
}

void fv_body(const ir::Body& b, std::set<std::string> bound, FreeVars& fv) {
  for (auto& s : b.stms) {
    fv_exp(s.exp, bound, fv);
    for (auto& p : s.pat) bound.insert(p.name);
  }
  for (auto& r : b.result) if (r.is_var()) fv.use(r.var, bound);
}

void collect_user_funs(const PExprPtr& e, std::vector<const UserFun*>& out);
void collect_user_funs(const FunPtr& f, std::vector<const UserFun*>& out) {
  if (f->kind == FunKind::UserFun) out.push_back(f->user.get());
  if (f->kind == FunKind::Lambda) collect_user_funs(f->body, out);
  for (auto& g : f->f) collect_user_funs(g, out);
}
void collect_user_funs(const PExprPtr& e, std::vector<const UserFun*>& out) {
  if (e->kind != PExpr::Kind::Call) return;
  collect_user_funs(e->fun, out);
  for (auto& a : e->args) collect_user_funs(a, out);
}

// Whether a pattern folds or scans sequentially, or a body it applies has
// a loop: the 32-bit variant is not made for those.  Their loop counters
// stay 64-bit, and an index narrowed from a truncated counter may cost the
// compiler its induction variables (addresses recomputed each step); not
// measured, so kept out (batched_matmul, mandelbrot keep one kernel).
bool has_loops(const ir::Body& b) {
  for (auto& s : b.stms) {
    if (s.exp.kind == ir::Exp::Kind::Loop) return true;
    for (auto& sub : s.exp.bodies)
      if (sub && has_loops(*sub)) return true;
  }
  return false;
}
bool has_loops(const PExprPtr& e);
bool has_loops(const FunPtr& f) {
  switch (f->kind) {
    case FunKind::ReduceSeq: case FunKind::ScanSeq: case FunKind::ScanSeqExcl: case FunKind::Iterate: return true;
    case FunKind::UserFun: return f->user->body && has_loops(*f->user->body);
    case FunKind::Lambda: return has_loops(f->body);
    default: break;
  }
  for (auto& g : f->f)
    if (has_loops(g)) return true;
  return false;
}
bool has_loops(const PExprPtr& e) {
  if (e->kind != PExpr::Kind::Call) return false;
  if (has_loops(e->fun)) return true;
  for (auto& a : e->args)
    if (has_loops(a)) return true;
  return false;
}

void arith_vars(const arith::Expr& e, std::vector<std::string>& out) {
  if (!e) return;
  if (e->kind == arith::Node::Kind::Var) {
    for (auto& x : out) if (x == e->name) return;
    out.push_back(e->name);
    return;
  }
  arith_vars(e->a, out);
  arith_vars(e->b, out);
}
void arith_vars(const PExprPtr& e, std::vector<std::string>& out);
void arith_vars(const FunPtr& f, std::vector<std::string>& out) {
  arith_vars(f->n, out);
  arith_vars(f->step, out);
  if (f->index.body) {
    // The sizes in an index function, not its variable.
    std::vector<std::string> vs;
    arith_vars(f->index.body, vs);
    for (auto& v : vs)
      if (v != f->index.var && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  if (f->kind == FunKind::Lambda) arith_vars(f->body, out);
  for (auto& g : f->f) arith_vars(g, out);
}
void arith_vars(const PExprPtr& e, std::vector<std::string>& out) {
  if (e->kind == PExpr::Kind::Iota) arith_vars(e->n, out);
  if (e->kind != PExpr::Kind::Call) return;
  arith_vars(e->fun, out);
  for (auto& a : e->args) arith_vars(a, out);
}

// ------------------------------------------------------------ the generator

class KernelGen {
 public:
  KernelGen(const KernelPlan& plan, const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
            const SizeFacts& size_facts, IndexWidth width)
      : plan_(plan), host_types_(host_types), errors_(errors), size_facts_(size_facts),
        arrays_(host_types, errors, plan.name), narrow_(width == IndexWidth::Narrow) {}

  GeneratedKernel run();

 private:
  const KernelPlan& plan_;

  enum class Trip { Many, Once, AtMostOnce };
  // How often a mapGlb/mapWrg/mapLcl loop over `len` runs per work-item,
  // from the plan's launch sizes (Many when unknown).
  Trip trip_count(FunKind k, int dim, const arith::Expr& len) const {
    if (k != FunKind::MapGlb && k != FunKind::MapWrg && k != FunKind::MapLcl) return Trip::Many;
    if (dim >= (int)plan_.local_size.size() || dim >= (int)plan_.global_size.size()) return Trip::Many;
    const std::string& local = plan_.local_size[dim];
    const std::string& global = plan_.global_size[dim];
    // A grid rounded up to its group size (a constant or a run-time
    // choice, rewrite/lower.cpp grid_shape): each point once at most.
    if (k == FunKind::MapGlb && global == "rn_round_up(" + arith::to_c(len) + ", " + local + ")")
      return Trip::AtMostOnce;
    int64_t l = 0, n = 0;
    try {
      l = std::stoll(local);
    } catch (...) {
      return Trip::Many;
    }
    if (std::to_string(l) != local || l <= 0) return Trip::Many;
    if (k == FunKind::MapLcl) {
      if (!arith::is_const(len, &n)) return Trip::Many;
      return n == l ? Trip::Once : n < l ? Trip::AtMostOnce : Trip::Many;
    }
    if (k == FunKind::MapWrg)
      return global == arith::to_c(arith::mul(len, arith::cst(l))) ? Trip::Once : Trip::Many;
    if (global == "rn_round_up(" + arith::to_c(len) + ", " + local + ")") return Trip::AtMostOnce;
    return Trip::Many;
  }
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  const SizeFacts& size_facts_;
  // Scalars of the kernel code known to lie in [0, bound): the indices of
  // SegOp bodies (UserFun::index_bounds).
  std::map<std::string, ir::SubExp> index_bounds_;
  std::map<std::string, Val> env_;
  TypeEnv tenv_;
  std::vector<std::string> local_decls_;
  std::ostringstream body_;
  int indent_ = 1;
  int counter_ = 0;
  bool uses_local_ = false;
  KernelArrays arrays_;  // array values in user function bodies (backend/kernel_arrays.h)
  // The 32-bit variant (IndexWidth::Narrow): segment indices, sizes and the
  // body scalars whose ranges fit (IndexRanges::fits_i32) are `int`.
  bool narrow_ = false;
  bool narrowed_any_ = false;                // some statement or index was narrowed
  std::set<std::string> narrow_vars_;        // body scalars declared `int`
  std::set<std::string> narrow_sizes_;       // sizes (canonical) the proofs assume <= 2^30
  // A narrowed statement `int x = ...` for an i64 scalar statement whose
  // value and operands fit in 32 bits; false (nothing emitted) otherwise.
  bool narrow_stm(ScalarEmitter& em, const ir::Stm& s, const IndexRanges& ranges) {
    const ir::Exp& e = s.exp;
    if (s.pat.size() != 1 || s.pat[0].type.is_array() || s.pat[0].type.elem != PrimType::I64) return false;
    bool binop = e.kind == ir::Exp::Kind::BinOp && e.prim == PrimType::I64 &&
                 (e.binop == BinOp::Add || e.binop == BinOp::Sub || e.binop == BinOp::Mul ||
                  e.binop == BinOp::Min || e.binop == BinOp::Max);
    if (!binop && e.kind != ir::Exp::Kind::SubExp) return false;
    std::set<std::string> sizes;
    if (!ranges.fits_i32(ir::SubExp::variable(s.pat[0].name), &sizes)) return false;
    std::vector<std::string> av;
    for (auto& a : e.args) {
      if (!ranges.fits_i32(a, &sizes)) return false;
      if (a.is_const()) av.push_back(std::to_string(a.value.as_i64()));
      else if (narrow_vars_.count(a.var)) av.push_back(c_name(a.var));
      else av.push_back("(int)" + em.subexp(a));
    }
    std::string x;
    if (!binop) x = av[0];
    else switch (e.binop) {
      case BinOp::Add: x = av[0] + " + " + av[1]; break;
      case BinOp::Sub: x = av[0] + " - " + av[1]; break;
      case BinOp::Mul: x = av[0] + " * " + av[1]; break;
      case BinOp::Min: x = "min(" + av[0] + ", " + av[1] + ")"; break;
      default: x = "max(" + av[0] + ", " + av[1] + ")"; break;
    }
    em.line("int " + c_name(s.pat[0].name) + " = " + x + ";  // fits in 32 bits");
    narrow_vars_.insert(s.pat[0].name);
    narrow_sizes_.insert(sizes.begin(), sizes.end());
    narrowed_any_ = true;
    return true;
  }

  std::string fresh(const std::string& base) { return base + std::to_string(counter_++); }
  void line(const std::string& s) { body_ << indentation(indent_) << s << "\n"; }
  void open(const std::string& s) { line(s.empty() ? "{" : s + " {"); ++indent_; }
  void close() { --indent_; line("}"); }

  Val gen(const PExprPtr& e, const Val* dest);
  Val gen_call(const PExprPtr& e, const Val* dest);
  // A read of a SegOp body that becomes a vector load under mapVec.
  struct VectorLoad {
    const ir::Stm* stm;
    std::vector<int> index_params;  // per leading index: the body parameter it is
  };
  // The reads `a[.., i]` of body `u` whose last index is the lane
  // parameter `lane` (of `u.params`) and whose other indices are
  // parameters: 4-byte elements, every index provably in range (the scalar
  // code would check none), and for arrays of rank > 1 rows as long as
  // the lane parameter's extent, whose divisibility by the width the host
  // checks before it runs the vector kernel (so rows start aligned).
  std::vector<VectorLoad> vector_loads(const UserFun& u, size_t lane) {
    std::vector<VectorLoad> r;
    if (!u.body || lane >= u.params.size()) return r;
    for (auto& [p, bound] : u.index_bounds) index_bounds_[p] = bound;
    const std::string& L = u.params[lane].name;
    auto lb = u.index_bounds.find(L);
    for (auto& s : u.body->stms) {
      const ir::Exp& x = s.exp;
      if (x.kind != ir::Exp::Kind::Index || x.dims.empty() || s.pat.size() != 1 || s.pat[0].type.is_array() ||
          prim_bytes(s.pat[0].type.elem) != 4)
        continue;
      auto it = host_types_.find(x.array);
      if (it == host_types_.end() || it->second.rank() != (int)x.dims.size()) continue;
      const ir::Type& t = it->second;
      bool ok = x.dims.back().index.is_var() && x.dims.back().index.var == L;
      VectorLoad v{&s, {}};
      for (size_t d = 0; ok && d < x.dims.size(); ++d) {
        ok = !x.dims[d].is_slice && index_in_range(x.dims[d].index, t.shape[d]);
        if (ok && d + 1 < x.dims.size()) {
          int at = -1;
          for (size_t k = 0; k < u.params.size(); ++k)
            if (x.dims[d].index.is_var() && u.params[k].name == x.dims[d].index.var && k != lane) at = (int)k;
          ok = at >= 0;
          v.index_params.push_back(at);
        }
      }
      if (ok && x.dims.size() > 1) ok = lb != u.index_bounds.end() && size_facts_.same(t.shape.back(), lb->second);
      if (ok) r.push_back(v);
    }
    return r;
  }
  // The user function that mapVec's f applies and the position of the lane
  // among its parameters, with f's other arguments as C expressions: f
  // is the user function, or \j -> body(.., j, ..) whose other arguments are
  // parameters bound to scalars.  Null where f is of another form.
  const UserFun* vector_body(const FunPtr& g, size_t* lane, std::vector<std::string>* args) {
    if (g->kind == FunKind::UserFun && g->user->params.size() == 1 && g->user->ret_types.empty()) {
      *lane = 0;
      *args = {""};
      return g->user.get();
    }
    if (g->kind != FunKind::Lambda || g->params.size() != 1 || g->body->kind != PExpr::Kind::Call) return nullptr;
    const FunPtr& h = g->body->fun;
    if (h->kind != FunKind::UserFun || !h->user->ret_types.empty() ||
        g->body->args.size() != h->user->params.size())
      return nullptr;
    args->clear();
    int found = -1;
    for (size_t k = 0; k < g->body->args.size(); ++k) {
      const PExprPtr& a = g->body->args[k];
      if (a->kind != PExpr::Kind::Param) return nullptr;
      if (a->name == g->params[0]) {
        if (found >= 0) return nullptr;
        found = (int)k;
        args->push_back("");
        continue;
      }
      auto it = env_.find(a->name);
      if (it == env_.end() || it->second.is_tuple() || !it->second.leaf->shape.empty()) return nullptr;
      std::vector<std::string> sc = read_scalars(it->second, nullptr);
      args->push_back(sc.at(0));
    }
    if (found < 0) return nullptr;
    *lane = (size_t)found;
    return h->user.get();
  }
  // mapVec(f) on a vector <T>_w (rewrite/pattern.h): f on every lane; see
  // the definition.
  Val gen_map_vec(const PExprPtr& e, const Val* dest);
  // Scalars of user-function bodies replaced by a C expression (a lane of
  // a vector load): the name the body binds -> the expression.
  std::map<std::string, std::string> index_override_;
  // Scalars of user-function bodies also copied into a register where they
  // are bound (a scan-lookback's loads that its fused scatters read again:
  // gen_scan_lookback): the name the body binds -> the register.
  std::map<std::string, std::string> index_capture_;
  Val apply(const FunPtr& f, const std::vector<Val>& args, const std::vector<PType>& types, const Val* dest);
  Val alloc(const PType& t, Space sp);
  // The tile-2d macro rule's template (rewrite/lower.h: Tile2D); false
  // (nothing emitted) when the arrays' shapes are not the SegRed's extents.
  bool gen_tile2d(const Tile2D& t);
  // rewrite/lower.h OnePass: the last group to finish folds the partials.
  void gen_one_pass(const OnePass& op);
  // rewrite/lower.h ScanLookback: a one-pass scan.
  void gen_scan_lookback(const ScanLookback& t);
  Space space_of(const FunPtr& f);
  Space space_of_expr(const PExprPtr& e);
  // Reads the scalars of a value (all leaves fully indexed).
  std::vector<std::string> read_scalars(const Val& v, std::vector<std::string>* guards,
                                        std::vector<GuardTerm>* terms = nullptr);
  // The index of a for loop in a body lies in [0, trip count): a read
  // a[i] in the loop where a's extent is the trip count needs no check.
  // (Names are unique in a body, so the bound holds wherever i is seen.)
  void note_loop_bounds(const ir::Body& b) {
    for (auto& s : b.stms) {
      const ir::Exp& e = s.exp;
      if (e.kind == ir::Exp::Kind::Loop && e.loop_kind == ir::Exp::LoopKind::For && !e.args.empty())
        index_bounds_[e.loop_var] = e.args[0];
      for (auto& sub : e.bodies)
        if (sub) note_loop_bounds(*sub);
    }
  }
  // Loop versioning (ScalarEmitter::loop): the reads of a `for i < k`
  // loop's body whose every index is either invariant in the loop or
  // i + c (c invariant, a constant or a name bound outside the loop; i
  // possibly widened from a narrower integer) from an array bound outside
  // the loop.  Index i + c of an array of extent n lies in bounds for
  // every iteration when c >= 0 and k + c <= n; an invariant j when
  // 0 <= j < n.  The conjunction of these, over the reads that would need
  // a check, is the condition of the unchecked version.  Not for bodies
  // that allocate (scratch per copy) or with more than kMaxVersionedStms
  // statements (the body is emitted twice).
  static constexpr size_t kMaxVersionedStms = 200;
  ScalarEmitter::LoopHoist loop_hoist(ScalarEmitter& em, const ir::Exp& loop, const IndexRanges& ranges) {
    ScalarEmitter::LoopHoist h;
    using K = ir::Exp::Kind;
    std::set<std::string> bound{loop.loop_var};
    for (auto& [p, _] : loop.merge) bound.insert(p.name);
    std::map<std::string, const ir::Exp*> defs;
    std::vector<const ir::Stm*> reads;
    size_t count = 0;
    bool refuse = false;
    std::function<void(const ir::Body&)> walk = [&](const ir::Body& b) {
      for (auto& st : b.stms) {
        ++count;
        const ir::Exp& x = st.exp;
        for (auto& p : st.pat) { bound.insert(p.name); defs[p.name] = &x; }
        for (auto& [p, _] : x.merge) { bound.insert(p.name); refuse = refuse || p.type.is_array(); }
        if (!x.loop_var.empty()) bound.insert(x.loop_var);
        if (x.kind == K::Copy || x.kind == K::Replicate || x.kind == K::Iota || x.kind == K::ArrayLit ||
            x.kind == K::Concat || x.kind == K::Reshape)
          refuse = true;
        if (x.kind == K::Index && st.pat.size() == 1 && !st.pat[0].type.is_array() && !x.unsafe &&
            !index_override_.count(st.pat[0].name))
          reads.push_back(&st);
        for (auto& sub : x.bodies)
          if (sub) walk(*sub);
      }
    };
    walk(*loop.bodies[0]);
    if (refuse || count > kMaxVersionedStms || reads.empty()) return h;
    const std::string k = "(long)" + em.subexp(loop.args[0]);
    auto invariant = [&](const ir::SubExp& x) { return !x.is_var() || !bound.count(x.var); };
    // x = i + c: the C expression of c; empty when x is not of that form.
    auto offset = [&](const ir::SubExp& x) -> std::string {
      if (!x.is_var()) return "";
      if (x.var == loop.loop_var) return "0";
      auto d = defs.find(x.var);
      if (d == defs.end()) return "";
      const ir::Exp& y = *d->second;
      if (y.kind == K::Convert && is_int(y.from) && y.prim == PrimType::I64 && y.args[0].is_var() &&
          y.args[0].var == loop.loop_var)
        return "0";
      if (y.kind != K::BinOp || y.prim != PrimType::I64) return "";
      auto is_i = [&](const ir::SubExp& a) { return a.is_var() && a.var == loop.loop_var; };
      if (y.binop == BinOp::Add && is_i(y.args[0]) && invariant(y.args[1])) return "(long)" + em.subexp(y.args[1]);
      if (y.binop == BinOp::Add && is_i(y.args[1]) && invariant(y.args[0])) return "(long)" + em.subexp(y.args[0]);
      if (y.binop == BinOp::Sub && is_i(y.args[0]) && y.args[1].is_const())
        return "(long)" + std::to_string(-y.args[1].value.as_i64());
      return "";
    };
    std::set<std::string> conds;
    std::string cond;
    for (const ir::Stm* r : reads) {
      const ir::Exp& x = r->exp;
      if (bound.count(x.array)) continue;
      std::vector<std::string> shape;
      bool view = arrays_.view_shape(x.array, &shape);
      auto ht = host_types_.find(x.array);
      if (!view) {
        if (ht == host_types_.end() || (int)x.dims.size() != ht->second.rank()) continue;
        for (auto& d : ht->second.shape) shape.push_back(em.subexp(d));
      }
      if (x.dims.size() > shape.size()) continue;
      std::vector<std::string> mine;
      bool ok = true, needed = false;
      for (size_t d = 0; d < x.dims.size() && ok; ++d) {
        const ir::DimIndex& di = x.dims[d];
        if (di.is_slice) { ok = false; break; }
        if (!view && (index_in_range(di.index, ht->second.shape[d]) || ranges.in_range(r, d))) continue;
        needed = true;
        const std::string n = "(long)" + shape[d];
        if (invariant(di.index)) {
          std::string j = "(long)" + em.subexp(di.index);
          mine.push_back("(" + j + " >= 0 && " + j + " < " + n + ")");
          continue;
        }
        std::string c = offset(di.index);
        if (c.empty()) { ok = false; break; }
        if (c == "0") mine.push_back("(" + k + " <= " + n + ")");
        else mine.push_back("(" + c + " >= 0 && " + k + " + " + c + " <= " + n + ")");
      }
      if (!ok || !needed) continue;
      for (auto& m : mine)
        if (conds.insert(m).second) cond += (cond.empty() ? "" : " && ") + m;
      h.unchecked.push_back(r);
    }
    if (!h.unchecked.empty()) h.cond = cond;
    return h;
  }
  // Whether an index of a body is known to lie in [0, n): a SegOp index
  // whose bound is n, a for loop's index whose trip count is n, or a size
  // asserted equal to n on the host.
  bool index_in_range(const ir::SubExp& index, const ir::SubExp& n) const {
    if (!index.is_var()) return false;
    auto it = index_bounds_.find(index.var);
    return it != index_bounds_.end() && size_facts_.same(it->second, n);
  }
  std::vector<PrimType> scalar_types(const Val& v);
  void write(const Val& dest, const std::vector<std::string>& values);
  // `rows`: for a body with array results, the output row pointer of each
  // array result (empty strings for scalar results).
  std::vector<std::string> user_fun(const UserFun& u, const std::vector<std::string>& args,
                                    const std::vector<PrimType>& arg_types,
                                    const std::vector<std::string>* rows = nullptr);
};

std::vector<std::string> KernelGen::read_scalars(const Val& v, std::vector<std::string>* guards,
                                                 std::vector<GuardTerm>* terms) {
  std::vector<ViewPtr> ls;
  leaves(v, ls);
  std::vector<std::string> r;
  std::vector<std::string> ignored;
  for (auto& l : ls) {
    std::vector<arith::Expr> st;
    r.push_back(resolve(l, st, guards ? *guards : ignored, terms));
  }
  return r;
}

std::vector<PrimType> KernelGen::scalar_types(const Val& v) {
  std::vector<ViewPtr> ls;
  leaves(v, ls);
  std::vector<PrimType> r;
  for (auto& l : ls) r.push_back(l->elem);
  return r;
}

void KernelGen::write(const Val& dest, const std::vector<std::string>& values) {
  std::vector<ViewPtr> ls;
  leaves(dest, ls);
  internal_assert(ls.size() == values.size(), "writing " << values.size() << " values to " << ls.size() << " buffers");
  for (size_t i = 0; i < ls.size(); ++i) {
    std::vector<arith::Expr> st;
    std::vector<std::string> gs;
    std::string target = resolve(ls[i], st, gs);
    std::string store = target + " = " + values[i] + ";";
    if (plan_.one_pass && ls[i]->space == Space::Global) {
      // A one-pass reduction's partial: published with atomic stores (a
      // 64-bit value as two 32-bit halves) for the last group's atomic
      // loads.
      ViewPtr base = ls[i];
      while (base->inner) base = base->inner;
      for (auto& p : plan_.one_pass->partials) {
        if (p.name != base->name) continue;
        if (plan_.one_pass->transposed) {
          // target is NAME[g]: the partial goes to (g % R) * W + g / R.
          size_t lb = target.find('['), rb = target.rfind(']');
          internal_assert(lb != std::string::npos && rb != std::string::npos && rb > lb,
                          "a one-pass partial written without an index");
          const std::string g = target.substr(lb + 1, rb - lb - 1), W = std::to_string(plan_.one_pass->group_size);
          const std::string R = "((" + plan_.one_pass->groups + " + " + W + " - 1) / " + W + ")";
          target = target.substr(0, lb) + "[((" + g + ") % " + R + ") * " + W + " + (" + g + ") / " + R + "]";
        }
        std::string t = c_type(p.elem, Target::OpenCL), q = "(volatile __global int *)&" + target;
        if (prim_bytes(p.elem) == 4)
          store = "atomic_xchg(" + q + ", as_int((" + t + ")(" + values[i] + ")));";
        else
          store = "{ ulong rn_bits = as_ulong((" + t + ")(" + values[i] + ")); atomic_xchg(" + q +
                  ", (int)(uint)rn_bits); atomic_xchg(" + q + " + 1, (int)(uint)(rn_bits >> 32)); }";
      }
    }
    if (gs.empty()) line(store);
    else line("if (" + guard_str(gs) + ") " + store);
  }
}

std::vector<std::string> KernelGen::user_fun(const UserFun& u, const std::vector<std::string>& args,
                                             const std::vector<PrimType>& arg_types,
                                             const std::vector<std::string>* rows) {
  internal_assert(args.size() == u.params.size(), "user function " << u.name << " applied to " << args.size()
                                                                   << " scalars, expects " << u.params.size());
  auto is_array_result = [&](size_t i) { return i < u.ret_types.size() && u.ret_types[i].is_array(); };
  std::vector<std::string> res;
  for (size_t i = 0; i < u.ret.size(); ++i) {
    if (is_array_result(i)) { res.push_back(""); continue; }
    res.push_back(fresh("rn_r"));
    line(c_type(u.ret[i], Target::OpenCL) + " " + res.back() + ";");
  }
  for (auto& [p, bound] : u.index_bounds) index_bounds_[p] = bound;
  note_loop_bounds(*u.body);
  arrays_.begin_body(*u.body, u.params, rows ? *rows : std::vector<std::string>{});
  // Value ranges of the body's indices (backend/index_ranges.h): reads of
  // clamped or guarded neighbours (g[i64.max 0 (i - 1)]) need no check.
  IndexRanges ranges(size_facts_, host_types_);
  for (auto& [p, bound] : u.index_bounds) ranges.segment_index(p, bound);
  ranges.analyse(*u.body);
  open("");  // a block: the body's names stay local to this application
  std::ostringstream os;
  auto hook = [this, &ranges](ScalarEmitter& em, const ir::Stm& s) -> bool {
    if (s.exp.kind == ir::Exp::Kind::Index && s.pat.size() == 1) {
      auto ov = index_override_.find(s.pat[0].name);
      if (ov != index_override_.end()) {
        em.declare(s.pat[0], ov->second);
        return true;
      }
    }
    if (arrays_.stm(em, s)) return true;
    if (narrow_ && narrow_stm(em, s, ranges)) return true;
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    if (e.kind == ir::Exp::Kind::Index) {
      auto it = host_types_.find(e.array);
      internal_assert(it != host_types_.end(), "kernel reads unknown array " << e.array);
      const ir::Type& t = it->second;
      if ((int)e.dims.size() != t.rank() || s.pat.size() != 1 || s.pat[0].type.is_array())
        user_error(loc, "not supported by the OpenCL backend yet: slicing inside a kernel");
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        if (e.dims[d].is_slice) user_error(loc, "not supported by the OpenCL backend yet: slicing inside a kernel");
        std::string i = "(long)" + em.subexp(e.dims[d].index), n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        std::set<std::string> sizes;
        if (narrow_ && ranges.fits_i32(e.dims[d].index, &sizes)) {
          // In the 32-bit kernel: the index and the flat index below are
          // `int` (every buffer holds fewer than 2^31 elements there).
          const ir::SubExp& x = e.dims[d].index;
          em.line("int " + iv + " = " + (x.is_var() && narrow_vars_.count(x.var) ? c_name(x.var) : "(int)" + em.subexp(x)) + ";");
          narrow_sizes_.insert(sizes.begin(), sizes.end());
          narrowed_any_ = true;
        } else
          em.line("long " + iv + " = " + i + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        if (e.unsafe) {
          em.line("// #[unsafe]: no check");
          bad.push_back("");
        } else if (em.unchecked(s)) {
          em.line("// " + iv + " in [0, " + n + ") by the check before the loop: no check");
          bad.push_back("");
        } else if (index_in_range(e.dims[d].index, t.shape[d])) {
          em.line("// " + iv + " in [0, " + n + ") (a segment or loop index): no check");
          bad.push_back("");
        } else if (ranges.in_range(&s, d)) {
          em.line("// " + iv + " in [0, " + n + ") by its value range: no check");
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        std::string fiv = narrow_ ? "(int)" + iv : iv;
        flat = flat.empty() ? fiv : "(" + flat + ") * " + n + " + " + fiv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank, &e.perm);
      if (!chain.empty()) em.line(chain);
      if (ok.empty()) em.declare(s.pat[0], c_name(e.array) + "[" + flat + "]");
      else
        em.declare(s.pat[0], "(" + ok + ") ? " + c_name(e.array) + "[" + flat + "] : (" +
                                 c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      auto cap = index_capture_.find(s.pat[0].name);
      if (cap != index_capture_.end()) em.line(cap->second + " = " + c_name(s.pat[0].name) + ";");
      return true;
    }
    if (e.kind == ir::Exp::Kind::Assert) {
      em.line("if (!" + em.subexp(e.args[0]) + ") " + assert_error_stmt(em, e, loc, errors_));
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    return false;
  };
  auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& loc) {
    int code = errors_.add(escape_percent(loc.str()) + ": division by zero");
    em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
  };
  ScalarEmitter em(Target::OpenCL, os, indent_, hook, div_check);
  em.set_loop_hoist([this, &ranges](ScalarEmitter& e, const ir::Exp& loop) { return loop_hoist(e, loop, ranges); });
  for (size_t i = 0; i < args.size(); ++i) {
    check_prim_supported(u.params[i].type.elem, Span{});
    std::set<std::string> sizes;
    if (narrow_ && u.index_bounds.count(u.params[i].name) && u.params[i].type.elem == PrimType::I64 &&
        ranges.fits_i32(ir::SubExp::variable(u.params[i].name), &sizes)) {
      // A segment index of the 32-bit kernel.
      narrow_sizes_.insert(sizes.begin(), sizes.end());
      em.line("int " + c_name(u.params[i].name) + " = (int)" + args[i] + ";");
      narrow_vars_.insert(u.params[i].name);
      continue;
    }
    em.declare(u.params[i], "(" + c_type(u.params[i].type.elem, Target::OpenCL) + ")" + args[i]);
  }
  (void)arg_types;
  em.stms(*u.body);
  for (size_t i = 0; i < res.size(); ++i) {
    if (is_array_result(i)) {
      internal_assert(rows && i < rows->size() && !(*rows)[i].empty(), "array result of " << u.name << " without a row");
      arrays_.write_result(em, u.body->result[i], u.ret_types[i], (*rows)[i]);
    } else {
      em.line(res[i] + " = " + em.subexp(u.body->result[i]) + ";");
    }
  }
  body_ << os.str();
  close();
  return res;
}

Space KernelGen::space_of_expr(const PExprPtr& e) {
  if (e->kind == PExpr::Kind::Call) {
    switch (e->fun->kind) {
      case FunKind::Split: case FunKind::Join: case FunKind::ReorderStride: case FunKind::Pad:
      case FunKind::Gather: case FunKind::Scatter: case FunKind::Slide: case FunKind::Id: case FunKind::Get:
      case FunKind::AsVector: case FunKind::AsScalar:
        return space_of_expr(e->args.at(0));
      default: return space_of(e->fun);
    }
  }
  internal_error("no address space for the output of " + print_expr(e), __FILE__, __LINE__);
}

Space KernelGen::space_of(const FunPtr& f) {
  switch (f->kind) {
    case FunKind::ToLocal: return Space::Local;
    case FunKind::ToGlobal: return Space::Global;
    case FunKind::ToPrivate: return Space::Private;
    case FunKind::Lambda: return space_of_expr(f->body);
    case FunKind::MapGlb: case FunKind::MapWrg: case FunKind::MapLcl: case FunKind::MapSeq: case FunKind::Iterate:
      return space_of(f->f[0]);
    default: break;
  }
  internal_error("no address space (toLocal/toGlobal/toPrivate) for the output of " + print_fun(f), __FILE__,
                 __LINE__);
}

Val KernelGen::alloc(const PType& t, Space sp) {
  if (t.kind == PType::Kind::Tuple) {
    std::vector<Val> cs;
    for (auto& c : t.comps) cs.push_back(alloc(c, sp));
    return tuple(cs);
  }
  std::vector<arith::Expr> lens;
  const PType* p = &t;
  while (p->kind == PType::Kind::Array) { lens.push_back(p->len); p = p->elem.get(); }
  std::vector<PrimType> comps;
  if (p->kind == PType::Kind::Scalar) comps.push_back(p->prim);
  else for (auto& c : p->comps) {
    internal_assert(c.kind == PType::Kind::Scalar, "cannot allocate " << type_str(t));
    comps.push_back(c.prim);
  }
  std::vector<Val> vals;
  for (PrimType ct : comps) {
    std::string T = c_type(ct, Target::OpenCL);
    if (lens.empty()) {
      std::string n = fresh("rn_p");
      line(T + " " + n + ";");
      vals.push_back(leaf(v_scalar(n, ct)));
      continue;
    }
    arith::Expr total = arith::cst(1);
    for (auto& l : lens) total = arith::mul(total, l);
    int64_t size = 0;
    internal_assert(arith::is_const(total, &size) || sp == Space::Global,
                    "local/private array of non-constant size " << arith::str(total));
    internal_assert(sp != Space::Global, "global temporary arrays inside a kernel are not supported yet");
    std::string n = fresh(sp == Space::Local ? "rn_local" : "rn_priv");
    if (sp == Space::Local) {
      local_decls_.push_back("__local " + T + " " + n + "[" + std::to_string(size) + "];");
      uses_local_ = true;
    } else {
      line(T + " " + n + "[" + std::to_string(size) + "];");
    }
    ViewPtr v = v_mem(n, ct, total, sp);
    for (size_t d = lens.size(); d-- > 1;) v = v_split(lens[d], v);
    vals.push_back(leaf(v));
  }
  return tuple(vals);
}

Val KernelGen::apply(const FunPtr& f, const std::vector<Val>& args, const std::vector<PType>& types,
                     const Val* dest) {
  std::vector<PExprPtr> ps;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string n = fresh("__arg");
    env_[n] = args[i];
    tenv_[n] = types[i];
    ps.push_back(param(n));
  }
  return gen(call(f, ps), dest);
}

Val KernelGen::gen(const PExprPtr& e, const Val* dest) {
  switch (e->kind) {
    case PExpr::Kind::Param: {
      auto it = env_.find(e->name);
      internal_assert(it != env_.end(), "pattern parameter " << e->name << " unbound in kernel " << plan_.name);
      if (dest) write(*dest, read_scalars(it->second, nullptr));  // a copy (id)
      return it->second;
    }
    case PExpr::Kind::Literal: {
      std::vector<Val> vs;
      std::vector<std::string> strs;
      for (auto& v : e->lit) {
        vs.push_back(leaf(v_scalar(c_literal(v, Target::OpenCL), v.type)));
        strs.push_back(c_literal(v, Target::OpenCL));
      }
      if (dest) write(*dest, strs);
      return tuple(vs);
    }
    case PExpr::Kind::Iota:
      internal_assert(!dest, "iota written to memory");
      return leaf(v_iota(e->n));
    case PExpr::Kind::Call: return gen_call(e, dest);
  }
  return {};
}

Val KernelGen::gen_call(const PExprPtr& e, const Val* dest) {
  const FunPtr& f = e->fun;
  auto arg_type = [&](size_t i) { return check_type(e->args.at(i), tenv_); };
  switch (f->kind) {
    case FunKind::Lambda: {
      std::vector<Val> args;
      std::vector<PType> types;
      for (size_t i = 0; i < e->args.size(); ++i) {
        args.push_back(gen(e->args[i], nullptr));
        types.push_back(arg_type(i));
      }
      if (f->params.size() != args.size()) {
        // A tuple argument destructured into several parameters.
        internal_assert(args.size() == 1 && args[0].is_tuple() && args[0].tuple.size() == f->params.size(),
                        "lambda arity mismatch in " << print_expr(e));
        PType t = types[0];
        std::vector<PType> ts;
        if (t.kind == PType::Kind::Array && t.elem->kind == PType::Kind::Tuple) {
          for (auto& c : t.elem->comps) ts.push_back(array_type(c, t.len));
        } else {
          internal_assert(t.kind == PType::Kind::Tuple, "destructuring " << type_str(t));
          ts = t.comps;
        }
        Val tup = args[0];
        args = tup.tuple;
        types = ts;
      }
      // Bind the parameters for the body only (lambdas nest and may reuse names).
      std::vector<std::pair<std::string, std::optional<std::pair<Val, PType>>>> saved;
      for (size_t i = 0; i < args.size(); ++i) {
        const std::string& p = f->params[i];
        if (env_.count(p)) saved.push_back({p, std::make_pair(env_[p], tenv_[p])});
        else saved.push_back({p, std::nullopt});
        env_[p] = args[i];
        tenv_[p] = types[i];
      }
      Val r = gen(f->body, dest);
      for (auto& [p, old] : saved) {
        if (old) { env_[p] = old->first; tenv_[p] = old->second; }
        else { env_.erase(p); tenv_.erase(p); }
      }
      return r;
    }
    case FunKind::Split: case FunKind::Join: case FunKind::ReorderStride: case FunKind::Pad: case FunKind::Id:
    case FunKind::Gather: case FunKind::Scatter: case FunKind::Slide: case FunKind::Zip: case FunKind::Get:
    case FunKind::AsVector: case FunKind::AsScalar: {
      if (dest) {
        // asVector is split(w) and asScalar join, as views.
        if (f->kind == FunKind::AsScalar) {
          arith::Expr w = arg_type(0).elem->len;
          Val d = map_leaves(*dest, [&](const ViewPtr& v) { return v_split(w, v); });
          return gen(e->args[0], &d);
        }
        if (f->kind == FunKind::AsVector) {
          Val d = map_leaves(*dest, [&](const ViewPtr& v) { return v_join(v); });
          return gen(e->args[0], &d);
        }
        // Output views: the producer writes through the inverse layout.
        if (f->kind == FunKind::Join) {
          PType t = arg_type(0);
          arith::Expr row = t.elem->len;
          Val d = map_leaves(*dest, [&](const ViewPtr& v) { return v_split(row, v); });
          return gen(e->args[0], &d);
        }
        if (f->kind == FunKind::Split) {
          Val d = map_leaves(*dest, [&](const ViewPtr& v) { return v_join(v); });
          return gen(e->args[0], &d);
        }
        if (f->kind == FunKind::ReorderStride) {
          // reorderStride(s) on [T]_L is undone by reorderStride(L/s); a
          // destination shorter than L (the producer is padded) drops the
          // writes beyond its end.
          arith::Expr L = arg_type(0).len;
          Val d = map_leaves(*dest, [&](const ViewPtr& v) {
            ViewPtr base = arith::equal(v->shape.at(0), L) ? v : v_pad(L, v);
            return v_reorder(arith::div(L, f->n), base);
          });
          return gen(e->args[0], &d);
        }
        if (f->kind == FunKind::Scatter) {
          // scatter(f)(x)[f(i)] = x[i]: the producer of x writes its
          // element i to the destination's element f(i).
          Val d = map_leaves(*dest, [&](const ViewPtr& v) { return v_gather(f->index, v); });
          return gen(e->args[0], &d);
        }
        if (f->kind == FunKind::Gather)
          internal_error("writing through " + print_fun(f) +
                             " needs the inverse of its index function: write through scatter instead",
                         __FILE__, __LINE__);
        if (f->kind == FunKind::Id) return gen(e->args[0], dest);
        internal_error("writing through " + print_fun(f) + " is not supported", __FILE__, __LINE__);
      }
      if (f->kind == FunKind::Zip) {
        std::vector<Val> vs;
        for (auto& a : e->args) vs.push_back(gen(a, nullptr));
        Val r;
        r.tuple = vs;
        return vs.size() == 1 ? vs[0] : r;
      }
      Val v = gen(e->args.at(0), nullptr);
      switch (f->kind) {
        case FunKind::Split: return map_leaves(v, [&](const ViewPtr& x) { return v_split(f->n, x); });
        case FunKind::Join: return map_leaves(v, [&](const ViewPtr& x) { return v_join(x); });
        case FunKind::ReorderStride: return map_leaves(v, [&](const ViewPtr& x) { return v_reorder(f->n, x); });
        case FunKind::Pad: return map_leaves(v, [&](const ViewPtr& x) { return v_pad(f->n, x); });
        case FunKind::AsVector: return map_leaves(v, [&](const ViewPtr& x) { return v_split(f->n, x); });
        case FunKind::AsScalar: return map_leaves(v, [&](const ViewPtr& x) { return v_join(x); });
        case FunKind::Gather: return map_leaves(v, [&](const ViewPtr& x) { return v_gather(f->index, x); });
        case FunKind::Slide:
          return map_leaves(v, [&](const ViewPtr& x) { return v_slide(f->n, f->step, x); });
        case FunKind::Scatter:
          internal_error("reading through " + print_fun(f) +
                             " needs the inverse of its index function: scatter is supported only as the "
                             "destination of a write (read through gather instead)",
                         __FILE__, __LINE__);
        case FunKind::Get:
          internal_assert(v.is_tuple() && f->dim < (int)v.tuple.size(), "get on a non-tuple");
          return v.tuple[f->dim];
        default: return v;
      }
    }
    case FunKind::ToLocal: case FunKind::ToGlobal: case FunKind::ToPrivate: {
      std::vector<Val> args;
      std::vector<PType> types;
      for (size_t i = 0; i < e->args.size(); ++i) {
        args.push_back(gen(e->args[i], nullptr));
        types.push_back(arg_type(i));
      }
      if (dest) return apply(f->f[0], args, types, dest);
      Space sp = f->kind == FunKind::ToLocal ? Space::Local : f->kind == FunKind::ToPrivate ? Space::Private : Space::Global;
      Val d = alloc(check_type(e, tenv_), sp);
      apply(f->f[0], args, types, &d);
      return d;
    }
    case FunKind::MapGlb: case FunKind::MapWrg: case FunKind::MapLcl: case FunKind::MapSeq: {
      Val in = gen(e->args.at(0), nullptr);
      PType in_t = arg_type(0);
      Val out;
      Space out_space = Space::Global;
      if (dest) {
        out = *dest;
        std::vector<ViewPtr> ls;
        leaves(out, ls);
        ViewPtr base = ls.at(0);
        while (base->inner) base = base->inner;
        out_space = base->space;
      } else {
        out_space = space_of(f->f[0]);
        out = alloc(check_type(e, tenv_), out_space);
      }
      arith::Expr len = first_leaf(in)->shape.at(0);
      std::string i = fresh(f->kind == FunKind::MapGlb ? "rn_gid" : f->kind == FunKind::MapWrg ? "rn_wid"
                                                                : f->kind == FunKind::MapLcl ? "rn_lid" : "rn_i");
      std::string n = arith::to_c(len), d = std::to_string(f->dim);
      // Control-flow simplification: with the launch sizes of the plan, a
      // parallel loop that runs exactly once becomes a statement, one that
      // runs at most once an `if`.
      Trip trip = trip_count(f->kind, f->dim, len);
      if (trip != Trip::Many) {
        std::string id = f->kind == FunKind::MapGlb ? "get_global_id(" : f->kind == FunKind::MapWrg ? "get_group_id(" : "get_local_id(";
        open("");
        line(std::string(narrow_ ? "int " : "long ") + i + " = " + id + d + ");");
        if (trip == Trip::AtMostOnce) open("if (" + i + " < " + n + ")");
      } else
      switch (f->kind) {
        case FunKind::MapGlb: open("for (long " + i + " = get_global_id(" + d + "); " + i + " < " + n + "; " + i + " += get_global_size(" + d + "))"); break;
        case FunKind::MapWrg: open("for (long " + i + " = get_group_id(" + d + "); " + i + " < " + n + "; " + i + " += get_num_groups(" + d + "))"); break;
        case FunKind::MapLcl: open("for (long " + i + " = get_local_id(" + d + "); " + i + " < " + n + "; " + i + " += get_local_size(" + d + "))"); break;
        default: open("for (long " + i + " = 0; " + i + " < " + n + "; " + i + "++)"); break;
      }
      arith::Expr iv = arith::var(i, len);
      Val elem = map_leaves(in, [&](const ViewPtr& v) { return v_access(iv, v); });
      Val elem_dest = map_leaves(out, [&](const ViewPtr& v) { return v_access(iv, v); });
      PType elem_t = *in_t.elem;
      // Scalar elements beyond a pad are absent: skip them.
      std::vector<std::string> guards;
      bool scalar_elems = first_leaf(elem)->shape.empty();
      if (scalar_elems) read_scalars(elem, &guards);
      if (!guards.empty()) open("if (" + guard_str(guards) + ")");
      apply(f->f[0], {elem}, {elem_t}, &elem_dest);
      if (!guards.empty()) close();
      // Between iterations of a group loop, local memory is reused: a
      // barrier is needed only when the loop may run again.
      if (f->kind == FunKind::MapWrg && uses_local_ && trip == Trip::Many) line("barrier(CLK_LOCAL_MEM_FENCE);");
      if (trip == Trip::AtMostOnce) close();
      close();
      if (f->kind == FunKind::MapLcl && out_space == Space::Local) line("barrier(CLK_LOCAL_MEM_FENCE);");
      return out;
    }
    case FunKind::ReduceSeq: case FunKind::ScanSeq: case FunKind::ScanSeqExcl: {
      internal_assert(e->args.size() == 2, "reduceSeq/scanSeq take (init, array)");
      Val init = gen(e->args[0], nullptr);
      Val arr = gen(e->args[1], nullptr);
      PType init_t = arg_type(0), arr_t = arg_type(1);
      std::vector<std::string> init_s = read_scalars(init, nullptr);
      std::vector<PrimType> types = scalar_types(init);
      std::vector<Val> accs;
      std::vector<std::string> acc_names;
      for (size_t k = 0; k < init_s.size(); ++k) {
        acc_names.push_back(fresh("rn_acc"));
        line(c_type(types[k], Target::OpenCL) + " " + acc_names[k] + " = " + init_s[k] + ";");
        accs.push_back(leaf(v_scalar(acc_names[k], types[k])));
      }
      Val acc = tuple(accs);
      Val out;
      if (dest) out = *dest;
      else {
        internal_assert(f->kind == FunKind::ReduceSeq, "scanSeq without a destination");
        out = alloc(check_type(e, tenv_), Space::Private);
      }
      arith::Expr len = first_leaf(arr)->shape.at(0);
      std::string j = fresh("rn_j");
      arith::Expr jv = arith::var(j, len);
      Val elem = map_leaves(arr, [&](const ViewPtr& v) { return v_access(jv, v); });
      std::vector<std::string> guards;
      std::vector<GuardTerm> terms;
      read_scalars(lane0(elem), &guards, &terms);
      // Control-flow simplification (CGO'17 section 5.4): when every guard
      // grows with j, a work-item whose last element is present has all
      // its elements present; it runs the loop without guards, unrolled so
      // that several loads are in flight, to a bound that is the same in
      // all work-items.  Others run the guarded loop; but when every
      // guard is `a + s*j < m` with a, s and m free of j (the chunked and
      // the grid-stride layouts both are), their elements present are a
      // prefix whose length each work-item computes once, and they too
      // run unguarded and unrolled, to that bound.  That pays only where
      // the stride s is not a constant: a grid stride (G*W) cuts most
      // work-items' last element, where a chunk per work-item (stride W)
      // leaves only the tail's work-items to the guarded loop, and the
      // extra unrolled loop cost gemv's row kernel 8% on the H200.
      std::vector<std::string> last_guards;
      bool split = f->kind == FunKind::ReduceSeq && !guards.empty() && !arith::is_const(len);
      for (auto& t : terms) split = split && monotone_in(t.index, j) && !mentions(t.len, j);
      std::vector<std::pair<arith::Expr, arith::Expr>> affine;  // (a, s) per guard
      bool trip_form = split, grid_stride = false;
      for (auto& t : terms) {
        arith::Expr a, st;
        trip_form = trip_form && affine_in(t.index, j, &a, &st);
        if (trip_form) affine.push_back({a, st});
        grid_stride = grid_stride || (trip_form && !arith::is_const(st));
      }
      trip_form = trip_form && grid_stride;
      if (split) {
        arith::Expr j_last = arith::var("(" + arith::to_c(len) + " - 1)", len);
        read_scalars(lane0(map_leaves(arr, [&](const ViewPtr& v) { return v_access(j_last, v); })), &last_guards);
      }
      // Unrolled 4 times: several loads in flight per work-item.  Over
      // vectors (asVector), two 16-byte loads in flight per work-item
      // suffice: on the H200, dot (two vector loads an element) ran 6%
      // faster unrolled once than the scalar loop and 5% slower unrolled
      // 4 times (registers: fewer resident threads); asum (one) ran 3-6%
      // faster unrolled twice, and no faster than the scalar loop once.
      int64_t unroll = 4;
      if (arr_t.elem->vector) {
        int64_t loads = 0;
        std::function<void(const FunPtr&)> count = [&](const FunPtr& h) {
          size_t lane = 0;
          std::vector<std::string> args;
          if (h->kind == FunKind::MapVec) {
            if (const UserFun* u = vector_body(h->f[0], &lane, &args)) loads += (int64_t)vector_loads(*u, lane).size();
            return;
          }
          if (h->kind == FunKind::Lambda) {
            std::function<void(const PExprPtr&)> walk = [&](const PExprPtr& x) {
              if (x->kind != PExpr::Kind::Call) return;
              count(x->fun);
              for (auto& a : x->args) walk(a);
            };
            walk(h->body);
          }
          for (auto& k : h->f) count(k);
        };
        count(f->f[0]);
        unroll = std::max<int64_t>(1, 2 / std::max<int64_t>(1, loads));
      }
      std::string trip;  // the loop bound where it is not len
      auto loop = [&](bool guarded) {
        if (!guarded) line("#pragma unroll " + std::to_string(unroll));
        open("for (long " + j + " = 0; " + j + " < " + (trip.empty() ? arith::to_c(len) : trip) + "; " + j + "++)");
        if (guarded) open("if (" + guard_str(guards) + ")");
        Val elem_dest = map_leaves(out, [&](const ViewPtr& v) { return v_access(jv, v); });
        if (f->kind == FunKind::ScanSeqExcl) write(elem_dest, acc_names);
        Val r = apply(f->f[0], {acc, elem}, {init_t, *arr_t.elem}, nullptr);
        // (A nested reduceSeq, as in fuse-vector-map-into-partial, yields
        // its accumulator as [T]_1.)
        std::vector<std::string> rs = read_scalars(lane0(r), nullptr);
        for (size_t k = 0; k < rs.size(); ++k) line(acc_names[k] + " = " + rs[k] + ";");
        if (f->kind == FunKind::ScanSeq) write(elem_dest, acc_names);
        if (guarded) close();
        close();
      };
      // The prefix length: a >= m, nothing present; s == 0, all or nothing.
      auto trip_loop = [&]() {
        trip = fresh("rn_trip");
        line("long " + trip + " = " + arith::to_c(len) + ";");
        for (size_t k = 0; k < terms.size(); ++k) {
          open("");
          line("long rn_a = " + arith::to_c(affine[k].first) + ", rn_s = " + arith::to_c(affine[k].second) +
               ", rn_m = " + arith::to_c(terms[k].len) + ";");
          line("if (rn_a >= rn_m) " + trip + " = 0;");
          line("else if (rn_s > 0 && (rn_m - rn_a + rn_s - 1) / rn_s < " + trip + ") " + trip +
               " = (rn_m - rn_a + rn_s - 1) / rn_s;");
          close();
        }
        loop(false);
        trip.clear();
      };
      if (split && !last_guards.empty()) {
        open("if (" + guard_str(last_guards) + ")");
        loop(false);
        close();
        open("else");
        if (trip_form) trip_loop();
        else loop(true);
        close();
      } else if (trip_form) {
        trip_loop();
      } else {
        loop(!guards.empty());
      }
      if (f->kind == FunKind::ReduceSeq) {
        Val d0 = map_leaves(out, [&](const ViewPtr& v) { return v_access(arith::cst(0), v); });
        write(d0, acc_names);
      }
      return out;
    }
    case FunKind::MapVec: return gen_map_vec(e, dest);
    case FunKind::Iterate: {
      internal_assert(!dest, "iterate with a destination");
      int64_t k = 0;
      internal_assert(arith::is_const(f->n, &k), "iterate count must be constant");
      Val cur = gen(e->args.at(0), nullptr);
      PType t = arg_type(0);
      for (int64_t s = 0; s < k; ++s) {
        line("// iterate step " + std::to_string(s + 1) + "/" + std::to_string(k));
        Val next = apply(f->f[0], {cur}, {t}, nullptr);
        t = apply_type(f->f[0], {t}, tenv_);
        cur = next;
      }
      return cur;
    }
    case FunKind::UserFun: {
      std::vector<std::string> args;
      std::vector<PrimType> types;
      for (auto& a : e->args) {
        Val v = gen(a, nullptr);
        for (auto& s : read_scalars(v, nullptr)) args.push_back(s);
        for (auto t : scalar_types(v)) types.push_back(t);
      }
      if (!f->user->ret_types.empty()) {
        // Array results are written to their output rows by the body;
        // scalar results as usual.
        internal_assert(dest, "a body returning arrays without a destination");
        std::vector<ViewPtr> ls;
        leaves(*dest, ls);
        internal_assert(ls.size() == f->user->ret.size(), "body results and output buffers differ in number");
        std::vector<std::string> rows;
        for (auto& l : ls) {
          if (l->shape.empty()) { rows.push_back(""); continue; }
          std::vector<arith::Expr> st(l->shape.size(), arith::cst(0));
          std::vector<std::string> gs;
          rows.push_back("(&" + resolve(l, st, gs) + ")");
        }
        std::vector<std::string> res = user_fun(*f->user, args, types, &rows);
        for (size_t i = 0; i < ls.size(); ++i)
          if (!res[i].empty()) write(leaf(ls[i]), {res[i]});
        return *dest;
      }
      std::vector<std::string> res = user_fun(*f->user, args, types);
      if (dest) write(*dest, res);
      std::vector<Val> vs;
      for (size_t i = 0; i < res.size(); ++i) vs.push_back(leaf(v_scalar(res[i], f->user->ret[i])));
      return tuple(vs);
    }
    default:
      internal_error("the OpenCL backend cannot generate code for the high-level pattern " + print_fun(f) +
                         " (lower it first)",
                     __FILE__, __LINE__);
  }
}

// mapVec(f) on a vector of w lanes (ICFP'15 section 3, CGO'17 section 3:
// "the code generator simply applies f to each scalar in the vector").
// The lanes' results go to a private array of w scalars.  Where the vector
// is w consecutive indices (asVector over an iota: the map-vectorize form
// of a reduction's body) and f a SegOp body, each read `a[i]` of a 1-D
// array of 4-byte elements at the body's index becomes one w-wide load
// before the lanes, and lane k uses component k.  The index vector i0 is
// aligned: buffers start at the device's base alignment (at least 16
// bytes), and the load reads a[w*i0 .. w*i0 + w - 1].
Val KernelGen::gen_map_vec(const PExprPtr& e, const Val* dest) {
  const FunPtr& f = e->fun;
  Val in = gen(e->args.at(0), nullptr);
  PType in_t = check_type(e->args.at(0), tenv_);
  int64_t w = 0;
  internal_assert(in_t.kind == PType::Kind::Array && in_t.vector && arith::is_const(in_t.len, &w),
                  "mapVec on " << type_str(in_t));
  Val out = dest ? *dest : alloc(check_type(e, tenv_), Space::Private);
  const FunPtr& g = f->f[0];
  // The asVector(w) at the bottom of the view chain: split(w) over an iota.
  ViewPtr split;
  for (ViewPtr x = in.is_tuple() ? nullptr : in.leaf; x; x = x->inner)
    if (x->kind == View::Kind::Split && x->inner && x->inner->kind == View::Kind::Iota &&
        arith::equal(x->n, arith::cst(w)))
      split = x;
  size_t lane = 0;
  std::vector<std::string> args;
  const UserFun* body = split ? vector_body(g, &lane, &args) : nullptr;
  if (body) {
    const UserFun& u = *body;
    // The vector's index: the same chain over an iota of the vectors.
    std::function<ViewPtr(const ViewPtr&)> rebase = [&](const ViewPtr& x) -> ViewPtr {
      if (x == split) return v_iota(split->shape.at(0));
      View c = *x;
      c.inner = rebase(x->inner);
      return mk(c);
    };
    std::vector<arith::Expr> st;
    std::vector<std::string> gs;
    std::string vi = fresh("rn_vi");
    line("long " + vi + " = " + resolve(rebase(in.leaf), st, gs) + ";  // elements " + vi + "*" + std::to_string(w) +
         " + 0.." + std::to_string(w - 1));
    std::vector<std::pair<std::string, std::string>> loads;  // bound name, vector variable
    for (const VectorLoad& vl : vector_loads(u, lane)) {
      const ir::Stm& s = *vl.stm;
      const ir::Exp& x = s.exp;
      const ir::Type& t = host_types_.at(x.array);
      // Rows: the offset of row (i, ..) is its flat index times the row length.
      std::string row;
      for (size_t d = 0; d + 1 < x.dims.size(); ++d)
        row = row.empty() ? "(long)" + args[vl.index_params[d]]
                          : "(" + row + ") * " + arith::to_c(size_expr(t.shape[d])) + " + (long)" + args[vl.index_params[d]];
      std::string base = c_name(x.array);
      if (!row.empty()) base = "(" + base + " + (" + row + ") * " + arith::to_c(size_expr(t.shape.back())) + ")";
      std::string T = c_type(s.pat[0].type.elem, Target::OpenCL) + std::to_string(w);
      std::string name = fresh("rn_vec");
      line(T + " " + name + " = ((__global const " + T + " *)" + base + ")[" + vi + "];");
      loads.push_back({s.pat[0].name, name});
    }
    static const char* comp = "0123456789abcdef";
    std::vector<PrimType> types;
    for (auto& p : u.params) types.push_back(p.type.elem);
    for (int64_t k = 0; k < w; ++k) {
      for (auto& [bound, name] : loads) index_override_[bound] = name + ".s" + comp[k];
      args[lane] = "(" + vi + " * " + std::to_string(w) + " + " + std::to_string(k) + ")";
      std::vector<std::string> res = user_fun(u, args, types);
      for (auto& [bound, name] : loads) index_override_.erase(bound);
      write(map_leaves(out, [&](const ViewPtr& x) { return v_access(arith::cst(k), x); }), res);
    }
    return out;
  }
  // Any other function: lane by lane.
  for (int64_t k = 0; k < w; ++k) {
    Val lane = map_leaves(in, [&](const ViewPtr& x) { return v_access(arith::cst(k), x); });
    Val lane_dest = map_leaves(out, [&](const ViewPtr& x) { return v_access(arith::cst(k), x); });
    apply(g, {lane}, {*in_t.elem}, &lane_dest);
  }
  return out;
}

// tile-2d (ICFP'15 section 5 tiling, CGO'17 section 5 register
// blocking): group (gx, gy) of TS x TS threads computes outputs
// [gy*B, gy*B+B) x [gx*B, gx*B+B), B = TS*R.  Thread (tx, ty) owns the
// R x R block of rows ty*V + h*TS*V + u and columns tx*V + h*TS*V + u
// (h < R/V, u < V): runs of V = 4 neighbouring rows/columns when R is a
// multiple of 4 (its fragments are read from local memory as vectors),
// else V = 1 (rows ty + a*TS).  Per chunk of KT steps of q the group loads
// X[rows, chunk] and Y[chunk, cols] (consecutive threads at consecutive
// addresses) into one of two local buffers [KT][B + pad]: the loads of the
// next chunk go to registers before the fold of this one and to the other
// buffer after it, so one barrier per chunk suffices; the loads and the
// store to the other buffer run without a branch (the last chunk's copy
// goes to the buffer nobody reads again).  The fold reads its fragments at
// constant offsets from base pointers set once per chunk (no index
// arithmetic per step: 512 FFMA and 32 LDS.128 of about 580 instructions
// a chunk in the H100's code of gemm.fut); the exact variant's loop takes
// two chunks an iteration, from buffers 0 and 1, so that its bases are
// fixed too.  Guarded (any sizes):
// out-of-range elements are not read, the fold stops at the last valid q,
// and only valid outputs are written; t.narrow: int indices (the host
// checks that every index, with a tile's slack, fits); t.aligned: also K
// and N multiples of 4, so vectors of 4 are loaded and stored, each
// wholly in or out of range.  Exact (t.exact: the host runs it only when B
// divides M and N, KT divides K and the indices fit an int): no guards,
// int indices, and global loads and stores of 4 elements at once.
bool KernelGen::gen_tile2d(const Tile2D& t) {
  const ir::Type& xt = host_types_.at(t.x);
  const ir::Type& yt = host_types_.at(t.y);
  auto same = [](const ir::SubExp& s, const arith::Expr& e) { return arith::to_c(size_expr(s)) == arith::to_c(e); };
  if (xt.rank() != 2 || yt.rank() != 2 || plan_.outputs.size() != 1) return false;
  if (!same(xt.shape[0], t.m) || !same(xt.shape[1], t.kd)) return false;
  if (t.y_transposed ? !same(yt.shape[0], t.n) || !same(yt.shape[1], t.kd)
                     : !same(yt.shape[0], t.kd) || !same(yt.shape[1], t.n))
    return false;
  auto vec = [](PrimType p) {
    return p == PrimType::F32 || p == PrimType::I32 || p == PrimType::F64 || p == PrimType::I64;
  };
  auto str = [](int64_t v) { return std::to_string(v); };
  const int64_t ts = t.ts, r = t.r, kt = t.k, b = ts * r, nt = ts * ts;
  const int64_t v = (r % 4 == 0 && vec(xt.elem) && vec(yt.elem)) ? 4 : 1;
  const int64_t p = b + (v == 4 ? 4 : 1), buf = kt * p;  // padded row; one buffer
  const bool exact = t.exact, narrow = t.exact || t.narrow;
  // The exact and narrow variants run only where every index fits an int
  // (the host's condition): 32-bit index arithmetic.
  const std::string M = narrow ? "rn_m" : "(" + arith::to_c(t.m) + ")", N = narrow ? "rn_n" : "(" + arith::to_c(t.n) + ")",
                    KD = narrow ? "rn_kd" : "(" + arith::to_c(t.kd) + ")", IT = narrow ? "int" : "long";
  const std::string TS = str(ts), R = str(r), KT = str(kt), V = str(v), P = str(p);
  const std::string TX = c_type(xt.elem, Target::OpenCL), TY = c_type(yt.elem, Target::OpenCL),
                    TO = c_type(t.elem, Target::OpenCL);
  const std::string X = c_name(t.x), Y = c_name(t.y), out = plan_.outputs[0].name;
  if (v == 4) {
    local_decls_.push_back("__local " + TX + "4 rn_xs4[" + str(2 * buf / 4) + "];");
    local_decls_.push_back("__local " + TY + "4 rn_ys4[" + str(2 * buf / 4) + "];");
  } else {
    local_decls_.push_back("__local " + TX + " rn_xs[" + str(2 * buf) + "];");
    local_decls_.push_back("__local " + TY + " rn_ys[" + str(2 * buf) + "];");
  }
  uses_local_ = true;
  const char* kind = exact ? " (exact)" : t.aligned ? " (32-bit indices, vectors)" : narrow ? " (32-bit indices)" : "";
  line(std::string("// tile-2d") + kind + ": TS=" + TS + " R=" + R + " K=" + KT + " V=" + V);
  if (v == 4) {
    line("__local " + TX + " *rn_xs = (__local " + TX + " *)rn_xs4;");
    line("__local " + TY + " *rn_ys = (__local " + TY + " *)rn_ys4;");
  }
  line("const int rn_tx = get_local_id(0), rn_ty = get_local_id(1), rn_tid = rn_ty * " + TS + " + rn_tx;");
  if (narrow)
    line("const int rn_m = (int)(" + arith::to_c(t.m) + "), rn_n = (int)(" + arith::to_c(t.n) + "), rn_kd = (int)(" +
         arith::to_c(t.kd) + ");");
  line("const " + IT + " rn_i0 = (" + IT + ")get_group_id(1) * " + str(b) + ", rn_j0 = (" + IT + ")get_group_id(0) * " +
       str(b) + ";");

  // One tile loader: `rows` x `cols` elements of `arr` (element type
  // `ty`), element (r, c) at global row `grow`, column `gcol`; stored at
  // local[(q) * P + o] where (q, o) = along_q ? (c, r) : (r, c).
  struct Loader {
    std::string arr, loc, ty, pre;  // global array, local array, C type, register prefix
    bool along_q;                   // the inner (contiguous) dimension is q
    std::string o0, ext, ld;        // offset of the group's rows/cols, their extent, row length
    int64_t lv, per, total;         // vector width, vectors per thread, vectors per tile
  };
  auto loader = [&](const std::string& arr, const std::string& loc, PrimType elem, const std::string& pre,
                    bool along_q, const std::string& o0, const std::string& ext, const std::string& ld) {
    Loader l{arr, loc, c_type(elem, Target::OpenCL), pre, along_q, o0, ext, ld, 1, 0, 0};
    if ((exact || t.aligned) && vec(elem) && kt % 4 == 0 && b % 4 == 0) l.lv = 4;
    l.total = kt * b / l.lv;
    l.per = (l.total + nt - 1) / nt;
    return l;
  };
  std::vector<Loader> ls = {loader(X, "rn_xs", xt.elem, "rn_px", true, "rn_i0", M, KD),
                            t.y_transposed ? loader(Y, "rn_ys", yt.elem, "rn_py", true, "rn_j0", N, KD)
                                           : loader(Y, "rn_ys", yt.elem, "rn_py", false, "rn_j0", N, N)};
  for (auto& l : ls) line(l.ty + " " + l.pre + "[" + str(l.per * l.lv) + "];");
  // (rn_o, rn_k): the tile position of vector rn_e of loader l.
  auto position = [&](const Loader& l) {
    if (l.along_q)
      line("const int rn_o = rn_e / " + str(kt / l.lv) + ", rn_k = (rn_e % " + str(kt / l.lv) + ") * " + str(l.lv) + ";");
    else
      line("const int rn_k = rn_e / " + str(b / l.lv) + ", rn_o = (rn_e % " + str(b / l.lv) + ") * " + str(l.lv) + ";");
  };
  auto each = [&](const Loader& l, const std::function<void()>& body) {
    line("#pragma unroll");
    open("for (int rn_l = 0; rn_l < " + str(l.per) + "; ++rn_l)");
    line("const int rn_e = rn_tid + rn_l * " + str(nt) + ";");
    if (l.total % nt != 0) open("if (rn_e < " + str(l.total) + ")");
    position(l);
    body();
    if (l.total % nt != 0) close();
    close();
  };
  // Global -> registers for the chunk at q0.
  auto load = [&](const std::string& q0) {
    for (auto& l : ls)
      each(l, [&] {
        line("const " + IT + " rn_go = " + l.o0 + " + rn_o, rn_gq = " + q0 + " + rn_k;");
        std::string idx = l.along_q ? "rn_go * " + l.ld + " + rn_gq" : "rn_gq * " + l.ld + " + rn_go";
        if (l.lv == 4) {
          // Guarded (aligned variant: the row length is a multiple of 4):
          // a vector is in range or wholly out of it.
          std::string v4 = "*(__global const " + l.ty + "4 *)(" + l.arr + " + " + idx + ")";
          if (!exact)
            v4 = "(rn_go < " + l.ext + " && rn_gq < " + KD + ") ? " + v4 + " : (" + l.ty + "4)(0)";
          line("const " + l.ty + "4 rn_v = " + v4 + ";");
          for (int u = 0; u < 4; ++u)
            line(l.pre + "[rn_l * 4 + " + str(u) + "] = rn_v.s" + str(u) + ";");
        } else if (exact) {
          line(l.pre + "[rn_l] = " + l.arr + "[" + idx + "];");
        } else {
          line(l.pre + "[rn_l] = (rn_go < " + l.ext + " && rn_gq < " + KD + ") ? " + l.arr + "[" + idx + "] : (" + l.ty +
               ")0;");
        }
      });
  };
  // Registers -> local buffer `bf`.
  auto store = [&](const std::string& bf) {
    for (auto& l : ls)
      each(l, [&] {
        std::string base = "(" + bf + ") * " + str(buf) + " + ";
        if (l.along_q) {
          for (int64_t u = 0; u < l.lv; ++u)
            line(l.loc + "[" + base + "(rn_k + " + str(u) + ") * " + P + " + rn_o] = " + l.pre + "[rn_l * " + str(l.lv) +
                 " + " + str(u) + "];");
        } else if (l.lv == 4 && v == 4) {  // aligned: P and rn_o are multiples of 4
          std::string p4 = l.pre + "[rn_l * 4 + ";
          line(l.loc + "4[(" + base + "rn_k * " + P + " + rn_o) / 4] = (" + l.ty + "4)(" + p4 + "0], " + p4 + "1], " +
               p4 + "2], " + p4 + "3]);");
        } else {
          for (int64_t u = 0; u < l.lv; ++u)
            line(l.loc + "[" + base + "rn_k * " + P + " + rn_o + " + str(u) + "] = " + l.pre + "[rn_l * " + str(l.lv) +
                 " + " + str(u) + "];");
        }
      });
  };

  line(TO + " rn_acc[" + R + "][" + R + "];");
  line("#pragma unroll");
  line("for (int rn_a = 0; rn_a < " + R + "; ++rn_a)");
  line("  #pragma unroll");
  line("  for (int rn_b = 0; rn_b < " + R + "; ++rn_b) rn_acc[rn_a][rn_b] = " + c_literal(t.neutral, Target::OpenCL) + ";");
  open("if (" + KD + " > 0)");
  load("0");
  store("0");
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // The fold over one chunk from the current buffer (rn_xf, rn_yf): unrolled with a constant
  // bound for full chunks, up to the last valid q for the final one.
  auto fold = [&](const std::string& bound, bool unroll) {
    if (unroll) line("#pragma unroll");
    open("for (int rn_kk = 0; rn_kk < " + bound + "; ++rn_kk)");
    line(TX + " rn_xa[" + R + "];");
    line(TY + " rn_yb[" + R + "];");
    if (v == 4) {
      line("#pragma unroll");
      open("for (int rn_h = 0; rn_h < " + str(r / 4) + "; ++rn_h)");
      line("const " + TX + "4 rn_x4 = rn_xf[rn_kk * " + str(p / 4) + " + rn_h * " + TS + "];");
      line("const " + TY + "4 rn_y4 = rn_yf[rn_kk * " + str(p / 4) + " + rn_h * " + TS + "];");
      for (int u = 0; u < 4; ++u) {
        line("rn_xa[rn_h * 4 + " + str(u) + "] = rn_x4.s" + str(u) + ";");
        line("rn_yb[rn_h * 4 + " + str(u) + "] = rn_y4.s" + str(u) + ";");
      }
      close();
    } else {
      line("#pragma unroll");
      line("for (int rn_a = 0; rn_a < " + R + "; ++rn_a) rn_xa[rn_a] = rn_xf[rn_kk * " + P + " + rn_a * " + TS + "];");
      line("#pragma unroll");
      line("for (int rn_b = 0; rn_b < " + R + "; ++rn_b) rn_yb[rn_b] = rn_yf[rn_kk * " + P + " + rn_b * " + TS + "];");
    }
    line("#pragma unroll");
    open("for (int rn_a = 0; rn_a < " + R + "; ++rn_a)");
    line("#pragma unroll");
    open("for (int rn_b = 0; rn_b < " + R + "; ++rn_b)");
    std::vector<std::string> val = user_fun(*t.body, {"rn_xa[rn_a]", "rn_yb[rn_b]"}, {xt.elem, yt.elem});
    std::vector<std::string> acc = user_fun(*t.op, {"rn_acc[rn_a][rn_b]", val.at(0)}, {t.elem, t.elem});
    line("rn_acc[rn_a][rn_b] = " + acc.at(0) + ";");
    close();
    close();
    close();
  };
  // One chunk: the loads of the next one, the fold of this one from buffer
  // `cur`, the store of the next one to the other buffer, a barrier.
  auto chunk = [&](const std::string& cur, const std::string& q0) {
    // The next chunk is loaded and stored to the other buffer without a
    // branch: exact, the last chunk loads itself again (rn_qn); guarded,
    // the loads past K are masked.  The last iteration's copy goes to the
    // buffer nobody reads again.
    if (exact)
      line("const int rn_qn = min(" + q0 + " + " + KT + ", " + KD + " - " + KT + ");");
    else
      line("const " + IT + " rn_qn = " + q0 + " + " + KT + ";");
    load("rn_qn");
    // The fragments' base addresses in buffer `cur`: the unrolled fold
    // reads at constant offsets from them (no index arithmetic per step).
    if (v == 4) {
      line("__local const " + TX + "4 *rn_xf = rn_xs4 + (" + cur + ") * " + str(buf / 4) + " + rn_ty;");
      line("__local const " + TY + "4 *rn_yf = rn_ys4 + (" + cur + ") * " + str(buf / 4) + " + rn_tx;");
    } else {
      line("__local const " + TX + " *rn_xf = rn_xs + (" + cur + ") * " + str(buf) + " + rn_ty;");
      line("__local const " + TY + " *rn_yf = rn_ys + (" + cur + ") * " + str(buf) + " + rn_tx;");
    }
    if (exact) {
      fold(KT, true);
    } else {
      line("const " + IT + " rn_left = " + KD + " - (" + q0 + ");");
      open("if (rn_left >= " + KT + ")");
      fold(KT, true);
      close();
      open("else");
      fold("(int)rn_left", false);
      close();
    }
    store("(" + cur + ") ^ 1");
    line("barrier(CLK_LOCAL_MEM_FENCE);");
  };
  if (exact) {
    // Two chunks an iteration, from buffers 0 and 1: every local address
    // is a constant offset from a base set once (a buffer index toggled
    // per chunk measured 6% slower on the H100: 3078 against 2889 us at
    // 4096^2).  The guarded variants keep the toggled index: with their
    // two folds (full chunk, last chunk) unrolled twice, the scalar one
    // ran 15% slower (1537x1024x1543: 245 -> 283 us).
    open("for (int rn_q0 = 0; rn_q0 < " + KD + "; rn_q0 += " + str(2 * kt) + ")");
    open("");
    chunk("0", "rn_q0");
    close();
    line("if (rn_q0 + " + KT + " >= " + KD + ") break;");
    open("");
    chunk("1", "rn_q0 + " + KT);
    close();
    close();
  } else {
    line("int rn_cur = 0;");
    open("for (" + IT + " rn_q0 = 0; rn_q0 < " + KD + "; rn_q0 += " + KT + ")");
    chunk("rn_cur", "rn_q0");
    line("rn_cur ^= 1;");
    close();
  }
  close();
  // Row (column) of register a (b): ty*V + (a/V)*TS*V + a%V.
  const std::string rows = "rn_i0 + rn_ty * " + V + " + (rn_a / " + V + ") * " + str(ts * v) + " + rn_a % " + V,
                    cols = "rn_j0 + rn_tx * " + V + " + (rn_b / " + V + ") * " + str(ts * v) + " + rn_b % " + V;
  line("#pragma unroll");
  open("for (int rn_a = 0; rn_a < " + R + "; ++rn_a)");
  line("const " + IT + " rn_gi = " + rows + ";");
  if ((exact || t.aligned) && v == 4 && vec(t.elem)) {
    line("#pragma unroll");
    open("for (int rn_b = 0; rn_b < " + R + "; rn_b += 4)");
    line("const " + IT + " rn_gj = " + cols + ";");
    line(std::string(exact ? "" : "if (rn_gi < " + M + " && rn_gj < " + N + ") ") + "*(__global " + TO + "4 *)(" + out +
         " + rn_gi * " + N + " + rn_gj) = (" + TO +
         "4)(rn_acc[rn_a][rn_b], rn_acc[rn_a][rn_b + 1], rn_acc[rn_a][rn_b + 2], rn_acc[rn_a][rn_b + 3]);");
    close();
  } else {
    line("#pragma unroll");
    open("for (int rn_b = 0; rn_b < " + R + "; ++rn_b)");
    line("const " + IT + " rn_gj = " + cols + ";");
    line(std::string(exact ? "" : "if (rn_gi < " + M + " && rn_gj < " + N + ") ") + out + "[rn_gi * " + N +
         " + rn_gj] = rn_acc[rn_a][rn_b];");
    close();
  }
  close();
  return true;
}

// one-pass-last-group (rewrite/lower.h: OnePass).  After the group's
// partial is stored (lane 0, write() above: atomic stores), lane 0 fences
// and counts the group on the counter; the group that sees G-1 is the
// last, and every other group's partial is visible to it.  Its lanes fold
// the partials (atomic loads; 64-bit values as two halves) into local
// memory: lane l takes partials l, l+W, ... when the operator
// is commutative, else the run [l*R, l*R+R) in order; then an in-order
// tree (at step s, lane l with l % 2s == 0 combines l and l+s) leaves the
// result in element 0, which lane 0 writes before resetting the counter.
void KernelGen::gen_one_pass(const OnePass& op) {
  const std::string W = std::to_string(op.group_size), G = op.groups;
  size_t k = op.partials.size();
  std::vector<std::string> types, bufs;
  for (size_t i = 0; i < k; ++i) {
    types.push_back(c_type(op.partials[i].elem, Target::OpenCL));
    bufs.push_back(fresh("rn_last_local"));
    local_decls_.push_back("__local " + types[i] + " " + bufs[i] + "[" + W + "];");
  }
  local_decls_.push_back("__local int rn_is_last;");
  auto load = [&](size_t i, const std::string& at) {
    if (op.transposed) {
      // Plain loads, neighbours in a warp (OnePass::transposed).  They see
      // the other groups' partials: those were stored by atomics, before
      // the fence and the count this group has seen, and a volatile load
      // is not served from a compute unit's own cache.
      return "((volatile __global " + types[i] + " *)" + op.partials[i].name + ")[" + at + "]";
    }
    const std::string p = op.partials[i].name + "[" + at + "]";
    const std::string q = "(volatile __global int *)&" + p;
    if (prim_bytes(op.partials[i].elem) == 4) return "as_" + types[i] + "(atomic_or(" + q + ", 0))";
    return "as_" + types[i] + "((ulong)(uint)atomic_or(" + q + ", 0) | (ulong)(uint)atomic_or(" + q +
           " + 1, 0) << 32)";
  };
  std::vector<PrimType> prims;
  for (auto& p : op.partials) prims.push_back(p.elem);
  auto apply_op = [&](const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> args = a;
    args.insert(args.end(), b.begin(), b.end());
    std::vector<PrimType> at = prims;
    at.insert(at.end(), prims.begin(), prims.end());
    return user_fun(*op.op, args, at);
  };
  line("// one-pass-last-group: count this group as finished; the last of the " + G +
       " groups folds all partials (in group order) and resets the counter");
  open("if (get_local_id(0) == 0)");
  line("mem_fence(CLK_GLOBAL_MEM_FENCE);  // the partial stored above before the count");
  line("rn_is_last = atomic_inc(" + op.counter + ") == (int)(" + G + " - 1);");
  close();
  line("barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);");
  open("if (rn_is_last)");  // uniform in the group: barriers below are fine
  line("long rn_lid = get_local_id(0);");
  std::vector<std::string> acc;
  for (size_t i = 0; i < k; ++i) {
    acc.push_back(fresh("rn_acc"));
    line(types[i] + " " + acc[i] + " = " + c_literal(op.neutral.at(i), Target::OpenCL) + ";");
  }
  // The loads of four partials are issued before they are folded (a fold
  // waited for each load before).
  std::string j = fresh("rn_p");
  std::string step;
  if (op.commutative) {
    line("// commutative: lane l folds partials l, l+" + W + ", ...");
    line("const long rn_lo = rn_lid, rn_hi = " + G + ";");
    step = W;
  } else {
    line("// not commutative: lane l folds its run of R consecutive partials in order");
    line("const long rn_run = (" + G + " + " + W + " - 1) / " + W + ";");
    line("const long rn_lo = rn_lid * rn_run, rn_hi = min(rn_lo + rn_run, (long)(" + G + "));");
    step = "1";
  }
  open("for (long " + j + " = rn_lo; " + j + " < rn_hi; " + j + " += 4 * " + step + ")");
  std::vector<std::vector<std::string>> xs(4);
  for (int u = 0; u < 4; ++u) {
    const std::string at = j + " + " + std::to_string(u) + " * " + step;
    // Transposed: partial g = lane * R + q lies at q * W + lane.
    const std::string where = op.transposed ? "(" + at + " - rn_lo) * " + W + " + rn_lid" : at;
    for (size_t i = 0; i < k; ++i) {
      xs[u].push_back(fresh("rn_x"));
      line(types[i] + " " + xs[u][i] + " = " + at + " < rn_hi ? " + load(i, where) + " : (" + types[i] + ")0;");
    }
  }
  for (int u = 0; u < 4; ++u) {
    open(u == 0 ? "" : "if (" + j + " + " + std::to_string(u) + " * " + step + " < rn_hi)");
    std::vector<std::string> r = apply_op(acc, xs[u]);
    for (size_t i = 0; i < k; ++i) line(acc[i] + " = " + r[i] + ";");
    close();
  }
  close();
  for (size_t i = 0; i < k; ++i) line(bufs[i] + "[rn_lid] = " + acc[i] + ";");
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // The lanes' folds by a tree whose active lanes fold F values a level
  // (group_tree_factors: 8, 8, 4 for 256 lanes), in order: at a level
  // whose values lie s apart, lane l folds l*F*s, l*F*s + s, ...
  line("// in-order tree over the lanes' folds");
  int64_t c = op.group_size, sp = 1;
  for (int64_t f : group_tree_factors(op.group_size)) {
    const int64_t lanes = c / f;
    auto pos = [&](int64_t q) {
      return "rn_lid * " + std::to_string(f * sp) + " + " + std::to_string(q * sp);
    };
    open("if (rn_lid < " + std::to_string(lanes) + ")");
    std::vector<std::string> a;
    for (size_t i = 0; i < k; ++i) {
      a.push_back(fresh("rn_t"));
      line(types[i] + " " + a[i] + " = " + bufs[i] + "[" + pos(0) + "];");
    }
    for (int64_t q = 1; q < f; ++q) {
      std::vector<std::string> b;
      for (size_t i = 0; i < k; ++i) b.push_back(bufs[i] + "[" + pos(q) + "]");
      std::vector<std::string> r = apply_op(a, b);
      for (size_t i = 0; i < k; ++i) line(a[i] + " = " + r[i] + ";");
    }
    for (size_t i = 0; i < k; ++i) line(bufs[i] + "[" + pos(0) + "] = " + a[i] + ";");
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    c = lanes;
    sp *= f;
  }
  open("if (rn_lid == 0)");
  for (size_t i = 0; i < k; ++i) line(op.results[i].name + "[0] = " + bufs[i] + "[0];");
  line("atomic_xchg(" + op.counter + ", 0);  // ready for the next launch");
  close();
  close();
}

// scan-lookback (rewrite/lower.h: ScanLookback; Merrill and Garland 2016).
// Group g (its ticket) owns elements [g*W*K, (g+1)*W*K).  Phase by phase:
// (1) lane l computes elements g*W*K + k*W + l, k < K (the body fused in:
// neighbouring lanes, neighbouring addresses) into K registers, all loads
// issued before any is used; no bounds checks in a full tile; (2) through
// the local tile (padded against bank conflicts) lane l takes elements
// l*K .. l*K+K-1 instead and (3) scans them in registers; (4) the lanes'
// totals are scanned by raking: 32 lanes fold W/32 consecutive totals each,
// then lane 0 scans the 32 partial sums in order; (5) lane 0 publishes the
// group's aggregate, looks back over its predecessors `window` at a time
// (the loads of a window issued together; with ScanLookback::lanes, the
// first 32 lanes load 32 predecessors, one each, into local memory for
// lane 0), folding aggregates until it meets an inclusive prefix, and
// publishes its own inclusive prefix (packed 32-bit counters: lane c
// looks back over counter c alone, `piecewise` below); (6)
// each lane adds its exclusive prefix to its registers, which (7) go back
// through the local tile and are written coalesced.
//
// Publication (no fences): each 32-bit piece of a group's value is one
// 64-bit word (tag << 32 | piece) written by an atomic exchange, tag 1 for
// the aggregate and 2 for the inclusive prefix; a predecessor's value is
// taken only when all its pieces, each read by one 64-bit load (volatile,
// or an atomic for packed aggregates: lb_load in gen_scan_lookback), carry
// the same non-zero tag, so whatever a reader accepts was written whole.
// Ticket order is start order, so the predecessors a group waits for are
// running: no deadlock without forward-progress guarantees between groups
// that have not started.  The words and the ticket are zeroed by the
// kernel before this one at every launch.
// small_nonneg_bound (rewrite/lower.h): an upper bound b >= 0 of a body
// value (one-hot counts: a bool converted, constants, branches of such).
static std::optional<int64_t> small_nonneg(const ir::Body& body, const ir::SubExp& v) {
  return small_nonneg_bound(body, v);
}

// A scan-lookback whose lanes may scan in 32 bits: an i64 sum (`+`, 0)
// of values in [0, b] with b * W * K < 2^31 (filter's and partition's
// flags), so every sum inside one group's tile fits an int; the groups'
// prefixes (the look-back) stay 64-bit.  On an H100 the 32-bit tile took
// the fused filter of 32M f32 from 392 to 308 us.
std::optional<int64_t> narrow_bound(const ScanLookback& t);
static bool narrow_sum(const ScanLookback& t) { return narrow_bound(t).has_value(); }

std::optional<int64_t> narrow_bound(const ScanLookback& t) {
  if (!t.seg_len.empty() || t.types.size() != 1 || t.types[0] != PrimType::I64 || t.neutral.size() != 1 ||
      t.neutral[0].as_i64() != 0 || !t.op || !t.op->body || !t.body || !t.body->body)
    return std::nullopt;
  const ir::Body& ob = *t.op->body;
  if (t.op->params.size() != 2 || ob.stms.size() != 1 || ob.result.size() != 1 || !ob.result[0].is_var())
    return std::nullopt;
  const ir::Exp& e = ob.stms[0].exp;
  auto is = [](const ir::SubExp& x, const std::string& n) { return x.is_var() && x.var == n; };
  const std::string &a = t.op->params[0].name, &b = t.op->params[1].name;
  if (e.kind != ir::Exp::Kind::BinOp || e.binop != BinOp::Add || e.prim != PrimType::I64 ||
      ob.stms[0].pat.size() != 1 || ob.stms[0].pat[0].name != ob.result[0].var ||
      !((is(e.args[0], a) && is(e.args[1], b)) || (is(e.args[0], b) && is(e.args[1], a))))
    return std::nullopt;
  if (t.body->body->result.size() != 1) return std::nullopt;
  std::optional<int64_t> bound = small_nonneg(*t.body->body, t.body->body->result[0]);
  if (!bound || *bound > (int64_t(1) << 31) / (t.group_size * t.per_thread) - 1) return std::nullopt;
  return *bound;
}

// Packed counters (rewrite/lower.h: counter_bounds, counter_layout): a
// scan of k >= 2 integer components by the componentwise sum from zeros,
// each component's body value in [0, b_c] (one-hot counts, the digits of
// a radix sort pass), keeps several components' fields in one 32-bit
// word inside the group: the tile, the lanes' registers, the totals and
// the rakes hold the words (16 one-hot i32 counts in tiles of 1024: 8
// words, not 16 components; lower sizes such tiles by the words); the
// group's aggregate is published as those words (tag 1), its inclusive
// prefix whole (tag 2: packed_agg in gen_scan_lookback), and the group's
// prefix is added to each field when the values are read back (phase
// 7), as the narrow sum does.  (perf32: where a lane's run of K fits
// fewer words, the tile holds the runs' sums in that lane layout and the
// lanes' prefixes are kept once a lane: `two_level` in gen_scan_lookback.)
static std::optional<PackedLayout> packed_layout(const ScanLookback& t) {
  if (t.lanes > 0) return std::nullopt;
  std::optional<std::vector<int64_t>> bounds = counter_bounds(t);
  if (!bounds) return std::nullopt;
  return counter_layout(*bounds, t.group_size * t.per_thread);
}

// One-hot counters (perf32): a counter scan's body whose k components
// are, in order, `conv(v == c0)`, `conv(v == c0 + 1)`, ...,
// `conv(v == c0 + k - 1)` (a bool converted; v one integer variable of
// the body, the constants consecutive: `tabulate k (\j -> i32.bool (j ==
// d))`, `(i32.bool (d == 0), i32.bool (d == 1), ...)`): v and c0, so that
// phase 1 packs an element's counts as one shifted 1 a word (`1 <<
// (v - c0 - first) * bits` where v - c0 falls in the word's range) rather
// than k comparisons, shifts and ors.
struct OneHot {
  std::string var;
  PrimType type;
  int64_t c0;
};
static std::optional<OneHot> onehot_counts(const ir::Body& body, size_t k) {
  if (body.result.size() != k) return std::nullopt;
  auto def = [&](const std::string& x) -> const ir::Stm* {
    for (auto it = body.stms.rbegin(); it != body.stms.rend(); ++it)
      if (it->pat.size() == 1 && it->pat[0].name == x) return &*it;
    return nullptr;
  };
  std::optional<OneHot> oh;
  for (size_t c = 0; c < k; ++c) {
    if (!body.result[c].is_var()) return std::nullopt;
    const ir::Stm* cv = def(body.result[c].var);
    if (!cv || cv->exp.kind != ir::Exp::Kind::Convert || cv->exp.from != PrimType::Bool || !cv->exp.args[0].is_var())
      return std::nullopt;
    const ir::Stm* cmp = def(cv->exp.args[0].var);
    if (!cmp || cmp->exp.kind != ir::Exp::Kind::CmpOp || cmp->exp.cmpop != CmpOp::Eq || !is_int(cmp->exp.prim))
      return std::nullopt;
    const ir::SubExp &a = cmp->exp.args[0], &b = cmp->exp.args[1];
    const ir::SubExp* var = a.is_var() && b.is_const() ? &a : b.is_var() && a.is_const() ? &b : nullptr;
    if (!var) return std::nullopt;
    const int64_t cst = (var == &a ? b : a).value.as_i64();
    if (!oh) oh = OneHot{var->var, cmp->exp.prim, cst};
    else if (oh->var != var->var || oh->type != cmp->exp.prim || cst != oh->c0 + (int64_t)c)
      return std::nullopt;
  }
  // (v must be defined in the body itself or be its parameter: the packing
  // reads it by a body that returns it)
  return oh;
}

void KernelGen::gen_scan_lookback(const ScanLookback& t) {
  // A flat segmented scan (ScanLookback::seg_len): an int flag appended
  // to the components, set where an element starts its segment.
  const bool segmented = !t.seg_len.empty();
  internal_assert(!segmented || t.scatters.empty(), "scan-lookback: a segmented scan with fused scatters");
  std::vector<PrimType> types = t.types;
  if (segmented) types.push_back(PrimType::I32);
  const size_t k = types.size(), kv = t.types.size();
  const int64_t Wn = t.group_size, Kn = t.per_thread, Rn = Wn / 32, Pn = t.pieces;
  // low_piece_only: the words keep their stride (Pn a group), but only the
  // first (the low 32 bits of the i64 prefix) is published and read.
  const bool lo_only = t.low_piece_only && Pn == 2 && narrow_sum(t);
  const int64_t Pu = lo_only ? 1 : Pn;
  internal_assert(Wn % 32 == 0 && Wn >= 32, "scan-lookback: W must be a multiple of 32");
  const std::string W = std::to_string(Wn), K = std::to_string(Kn), WK = std::to_string(Wn * Kn),
                    R = std::to_string(Rn), P = std::to_string(Pn);
  // Narrow: the lanes' registers, the tile, the totals and the rakes are
  // ints (narrow_sum above); the group's prefix stays a long.
  const bool narrow = narrow_sum(t);
  // Packed (packed_layout above): the group's slots are 32-bit words of
  // several components' fields; otherwise a slot is a component.
  const std::optional<PackedLayout> packed = narrow ? std::nullopt : packed_layout(t);
  // Two-level packed counters (perf32; rewrite/lower.h,
  // lane_counter_layout): the tile and the lanes' registers hold each
  // element's sum over its own lane's run of K (phase 3), in the lane
  // layout, whose fields are sized for K elements, not the tile; the
  // lanes' totals, the rakes and the look-back hold the group layout, and
  // phase 6 keeps each lane's exclusive prefix in the group (group
  // layout) in the totals' array, so phase 7 reads an element's value as
  // the group's prefix + its lane's prefix + its own field.  16 one-hot
  // counts (a 4-bit radix sort pass): 2 words an element through the
  // tile rather than 8, tiles of 2048 rather than 1024; 4 counts: 1 word
  // rather than 2.
  std::optional<PackedLayout> lanel;
  if (packed && two_level_counters()) lanel = lane_counter_layout(*counter_bounds(t), Kn, *packed);
  const bool two_level = lanel.has_value();
  // Two-level with 32-bit components (lane_prefix_slots): phase 6 keeps
  // each lane's whole prefix, the group's plus the lane's, as one int a
  // component (KR a lane, k rounded up to 4) in the totals' array
  // (rn_totl4, uint4s), so phase 7 reads an element's KR / 4 uint4s and
  // adds its own field to each component: on the H200 the element's
  // unpacking, not memory, bounded the 16-count pass (perf32).
  const int64_t KR = two_level ? lane_prefix_slots(t.types) : 0;
  // Piecewise look-back (perf31): a packed counter scan whose components
  // are 32-bit integers (one published piece each) is a componentwise
  // sum, so each component's prefix over the groups is a scan of its own:
  // lane c < k publishes piece c and looks back over piece c alone
  // (`window` predecessors a step, volatile loads), each word
  // self-validating on its own tag, no agreement between the pieces of a
  // predecessor needed; the k look-backs run side by side, not one after
  // another in lane 0 (the chain of Merrill and Garland 2016, once per
  // digit, as Onesweep's per-digit look-back does: Adinets and Merrill
  // 2022).  The group prefixes land in rn_pex (local).  H200, 16M u32
  // keys, a pass's scan-scatter kernel (benchmarks/IDIOMS.md, perf31):
  // radix_sort_4bit_hist's 16 counts 791.9 -> 481.0 us (lane 0 loaded 8
  // packed words of 2 predecessors a step by atomics), radix_sort_2bit's
  // 4 counts 129.0 -> 118.1 us; a window of 8 was slower (2,387 and
  // 4,602 us the sorts, against 2,360 and 4,511).
  // RUNIC_SCAN_PIECEWISE=0 when compiling keeps lane 0's look-back.
  static const bool piecewise_on = [] {
    const char* v = std::getenv("RUNIC_SCAN_PIECEWISE");
    return !(v && std::string(v) == "0");
  }();
  bool piecewise = false;
  if (piecewise_on && packed && !segmented && !lo_only && t.count.empty() && t.lanes == 0 && k <= 32 &&
      Pu == (int64_t)k) {
    piecewise = true;
    for (PrimType pt : t.types)
      if (!is_int(pt) || prim_bytes(pt) != 4) piecewise = false;
  }
  // ty: a component's type inside the group; sty: a slot's.
  std::vector<std::string> ty, gty, sty, tile, tot, rake, pre, ne, sne;
  if (piecewise) local_decls_.push_back("__local uint rn_pex[" + std::to_string(k) + "];");
  for (size_t c = 0; c < k; ++c) {
    gty.push_back(c_type(types[c], Target::OpenCL));
    ty.push_back(narrow ? "int" : gty.back());
    ne.push_back(c < kv ? c_literal(t.neutral.at(c), Target::OpenCL) : "0");
    if (piecewise) {
      pre.push_back("((" + gty[c] + ")rn_pex[" + std::to_string(c) + "])");
      continue;
    }
    pre.push_back(fresh("rn_gpre"));
    local_decls_.push_back("__local " + gty[c] + " " + pre[c] + ";");
  }
  const size_t ks = packed ? (size_t)packed->words : k;
  // (ls: the tile's slots an element, the lane layout's words where two_level)
  const size_t ls = two_level ? (size_t)lanel->words : ks;
  std::vector<std::string> lty, lne;  // the tile's and registers' slot types, zeros
  // (packed: the rakes of all words in one array, 33 apart, so that the
  // rake scan's lanes, one a word, read them in different banks)
  if (packed) {
    local_decls_.push_back("__local uint rn_rakes[" + std::to_string(ks * 33) + "], rn_aggw[" + std::to_string(ks) + "];");
  }
  // (KR: the totals of all words in one array of W x max(ks, KR) words,
  // word c's at c * W, the lanes' prefixes at lane * KR after phase 6)
  if (KR > 0)
    local_decls_.push_back("__local uint4 rn_totl4[" + std::to_string(Wn * std::max<int64_t>((int64_t)ks, KR) / 4) + "];");
  for (size_t c = 0; c < ks; ++c) {
    sty.push_back(packed ? "uint" : ty[c]);
    sne.push_back(packed ? "0u" : ne[c]);
    if (KR > 0) {
      tot.push_back("((__local uint *)rn_totl4 + " + std::to_string(c * Wn) + ")");
    } else {
      tot.push_back(fresh("rn_tot"));
      local_decls_.push_back("__local " + sty[c] + " " + tot[c] + "[" + W + "];");
    }
    if (packed) {
      rake.push_back("(rn_rakes + " + std::to_string(c * 33) + ")");
      continue;
    }
    rake.push_back(fresh("rn_rake"));
    local_decls_.push_back("__local " + sty[c] + " " + rake[c] + "[32];");
  }
  for (size_t c = 0; c < ls; ++c) {
    lty.push_back(two_level ? "uint" : sty[c]);
    lne.push_back(two_level ? "0u" : sne[c]);
    tile.push_back(fresh("rn_tile"));
    // One padding element per 32: lane l's run of K (phases 2 and 6)
    // falls in other banks than lane l+1's.
    local_decls_.push_back("__local " + lty[c] + " " + tile[c] + "[" + WK + " + " + WK + " / 32];");
  }
  local_decls_.push_back("__local int rn_ticket;");
  uses_local_ = true;
  std::vector<PrimType> two = t.types;
  two.insert(two.end(), t.types.begin(), t.types.end());
  auto op = [&](const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (narrow) return std::vector<std::string>{"(" + a[0] + " + " + b[0] + ")"};
    std::vector<std::string> args(a.begin(), a.begin() + (long)kv);
    args.insert(args.end(), b.begin(), b.begin() + (long)kv);
    std::vector<std::string> r = user_fun(*t.op, args, two);
    if (!segmented) return r;
    // The segmented operator: b's value alone where b holds a segment's
    // start; the results in fresh variables (the callers assign them back
    // to a's or b's).
    std::vector<std::string> s;
    for (size_t c = 0; c < kv; ++c) {
      s.push_back(fresh("rn_sg"));
      line("const " + c_type(types[c], Target::OpenCL) + " " + s[c] + " = " + b[kv] + " ? " + b[c] + " : " + r[c] + ";");
    }
    s.push_back(fresh("rn_sf"));
    line("const int " + s[kv] + " = " + a[kv] + " | " + b[kv] + ";");
    return s;
  };
  // The operator on slots: on packed words, their sum.
  // (packed: the words of either layout, lane or group)
  auto sop = [&](const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (!packed) return op(a, b);
    std::vector<std::string> r;
    for (size_t w = 0; w < a.size(); ++w) r.push_back("(" + a[w] + " + " + b[w] + ")");
    return r;
  };
  // Component c's field of the words `w` (uints) in layout L.
  auto lfield = [&](const PackedLayout& L, const std::vector<std::string>& w, size_t c) {
    const int b = L.bits[c], sh = L.shift[c];
    std::string v = sh ? "(" + w[L.word[c]] + " >> " + std::to_string(sh) + ")" : w[L.word[c]];
    if (sh + b < 32) v = "(" + v + " & " + std::to_string((uint64_t(1) << b) - 1) + "u)";
    return v;
  };
  // Component c's field of the packed words `w` (the group layout).
  auto field = [&](const std::vector<std::string>& w, size_t c) { return lfield(*packed, w, c); };
  // Words `w` of the lane layout as words of the group layout (a lane's
  // total, phase 3).
  auto regroup = [&](const std::vector<std::string>& w) {
    std::vector<std::string> g(ks);
    for (size_t c = 0; c < k; ++c) {
      std::string f = lfield(*lanel, w, c);
      if (packed->shift[c]) f = "(" + f + " << " + std::to_string(packed->shift[c]) + ")";
      const int gw = packed->word[c];
      g[gw] = g[gw].empty() ? f : g[gw] + " | " + f;
    }
    for (auto& x : g)
      if (x.empty()) x = "0u";
    return g;
  };
  // A slot value as the components' values (of their group types).
  auto unpack = [&](const std::vector<std::string>& v) {
    if (!packed) return v;
    std::vector<std::string> r;
    for (size_t c = 0; c < k; ++c) r.push_back("(" + gty[c] + ")" + field(v, c));
    return r;
  };
  auto at = [&](const std::vector<std::string>& arrs, const std::string& i) {
    std::vector<std::string> r;
    for (auto& a : arrs) r.push_back(a + "[" + i + "]");
    return r;
  };
  // Fresh private variables of the components' types, initialised.
  auto typed_vars = [&](const std::vector<std::string>& types, const std::string& stem,
                        const std::vector<std::string>& init) {
    std::vector<std::string> v;
    for (size_t c = 0; c < types.size(); ++c) {
      v.push_back(fresh(stem));
      line(types[c] + " " + v[c] + (init.empty() ? "" : " = " + init[c]) + ";");
    }
    return v;
  };
  // Slot variables (the lanes' registers, the rakes' runs).
  auto vars = [&](const std::string& stem, const std::vector<std::string>& init) {
    return typed_vars(sty, stem, init);
  };
  // The group's values (its aggregate widened, the look-back's prefixes).
  auto gvars = [&](const std::string& stem, const std::vector<std::string>& init) {
    return typed_vars(gty, stem, init);
  };
  auto assign = [&](const std::vector<std::string>& dst, const std::vector<std::string>& src) {
    internal_assert(dst.size() == src.size(), "scan-lookback: assigning " << src.size() << " values to " << dst.size());
    for (size_t c = 0; c < dst.size(); ++c) line(dst[c] + " = " + src[c] + ";");
  };
  auto pad = [](const std::string& e) { return "RN_PAD(" + e + ")"; };
  const std::string n = "(" + t.n + ")", G = t.groups, S = t.states, L = "(" + t.seg_len + ")";
  const std::string word = "(volatile __global long *)&" + S;
  line("// scan-lookback: W=" + W + " K=" + K + ", " + P + " published words a group" +
       (narrow ? "; 32-bit sums inside the group" : "") +
       (packed ? "; " + std::to_string(k) + " counters packed in " + std::to_string(ks) + " words inside the group"
               : ""));
  line("#define RN_PAD(e) ((e) + ((e) >> 5))");
  line("const int rn_lid = get_local_id(0);");
  open("if (rn_lid == 0)");
  line("rn_ticket = (int)atom_inc(" + word + "[" + G + " * " + P + "]);");
  close();
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  line("const int rn_g = rn_ticket;");
  line("const long rn_base = (long)rn_g * " + WK + ";");
  line("const int rn_full = rn_base + " + WK + " <= " + n + ";");
  // (1) K coalesced loads into registers, the body fused in.
  std::vector<std::vector<std::string>> x(Kn);
  for (int64_t q = 0; q < Kn; ++q) x[q] = typed_vars(lty, "rn_x", {});
  // A full tile is loaded apart, without bounds tests: behind a test per
  // element the NVIDIA compiler waited for each load (filter's flags: a
  // load, a compare, the next load), so a lane had one load in flight.
  // Phase (7) gets a full-tile copy too where it runs scatters (their
  // bodies load again); a plain scan's stores ran slower so (H200:
  // scan_tuple 197 -> 261 us, benchmarks/IDIOMS.md).  RUNIC_SCAN_FULL,
  // read when compiling, is for measuring: a mask of the phases given a
  // full-tile copy (1: phase (1); 2: phase (7) without scatters; 4: with
  // scatters; default 5.)
  static const int full_mask = [] {
    const char* v = std::getenv("RUNIC_SCAN_FULL");
    return v ? std::atoi(v) : 5;
  }();
  // Loads kept for the scatters: where the scan's body reads a[i] at its
  // own element (unconditionally: a statement of the body itself, the
  // index in range) and a fused scatter's body reads a[i] again (a radix
  // sort's keys: once for the digit's flags, once for the value to
  // place), phase (1) copies the loaded value into a register of the lane
  // (one per element it owns) and phase (7), which handles the same
  // elements, takes it from there: the input is loaded once.  Not for
  // arrays the kernel writes, and at most 32 words a lane.  Only for
  // packed counter scans (a radix sort's digits): on the H200 (perf26,
  // benchmarks/IDIOMS.md) the 2-bit sort's pass went from 170 to 158 us,
  // while the flag scans of filter and partition, whose second load hits
  // the cache, ran 1-4% slower with the registers kept.
  // RUNIC_SCAN_KEEP when compiling: 0 loads again, 2 keeps for every scan
  // (for measuring); default 1.
  static const int keep_mode = [] {
    const char* v = std::getenv("RUNIC_SCAN_KEEP");
    return v ? std::atoi(v) : 1;
  }();
  const bool keep_enabled = keep_mode >= 2 || (keep_mode == 1 && packed.has_value());
  struct Kept {
    std::string scan_name;                   // the scan body's binding
    std::vector<std::string> scatter_names;  // the scatter bodies' bindings of the same read
    std::vector<std::string> regs;           // one per element of the lane
  };
  std::vector<Kept> kept;
  if (keep_enabled && !segmented && !t.scatters.empty() && t.body && t.body->body && t.body->params.size() == 1) {
    std::set<std::string> written;
    for (auto& o : plan_.outputs) written.insert(o.name);
    for (auto& sc : t.scatters)
      for (auto& d : sc.dests) written.insert(d.name);
    for (auto& [p, bound] : t.body->index_bounds) index_bounds_[p] = bound;
    // `x = a[p]`, a of rank 1: the array, else "".
    auto read_at = [&](const ir::Stm& st, const std::string& p) -> std::string {
      const ir::Exp& e = st.exp;
      if (e.kind != ir::Exp::Kind::Index || st.pat.size() != 1 || st.pat[0].type.is_array() || e.dims.size() != 1 ||
          e.dims[0].is_slice || !e.dims[0].index.is_var() || e.dims[0].index.var != p || e.unsafe)
        return "";
      auto it = host_types_.find(e.array);
      if (it == host_types_.end() || it->second.rank() != 1 || written.count(e.array)) return "";
      return e.array;
    };
    const std::string& p0 = t.body->params[0].name;
    int64_t words = 0;
    std::set<std::string> seen;
    for (auto& st : t.body->body->stms) {
      const std::string a = read_at(st, p0);
      if (a.empty() || seen.count(a) || !index_in_range(st.exp.dims[0].index, host_types_.at(a).shape[0])) continue;
      Kept kp{st.pat[0].name, {}, {}};
      for (auto& sc : t.scatters) {
        if (!sc.body || !sc.body->body || sc.body->params.empty()) continue;
        const std::string& q0 = sc.body->params[0].name;
        std::function<void(const ir::Body&)> walk = [&](const ir::Body& b) {
          for (auto& s2 : b.stms) {
            if (read_at(s2, q0) == a) kp.scatter_names.push_back(s2.pat[0].name);
            for (auto& nb : s2.exp.bodies)
              if (nb) walk(*nb);
          }
        };
        walk(*sc.body->body);
      }
      const int64_t w = (prim_bytes(st.pat[0].type.elem) + 3) / 4;
      if (kp.scatter_names.empty() || words + w * Kn > 32) continue;
      words += w * Kn;
      seen.insert(a);
      const std::string cty = c_type(st.pat[0].type.elem, Target::OpenCL);
      for (int64_t q = 0; q < Kn; ++q) {
        kp.regs.push_back(fresh("rn_keep"));
        line(cty + " " + kp.regs.back() + ";");
      }
      kept.push_back(std::move(kp));
    }
    if (!kept.empty()) line("// kept from phase (1) for the scatters: " + std::to_string(kept.size()) + " load(s) an element");
  }
  // Around element q's body in phase (1) (capture) or (7) (use).
  auto keep = [&](int64_t q, bool capture, bool on) {
    for (auto& kp : kept) {
      if (capture) {
        if (on) index_capture_[kp.scan_name] = kp.regs[q];
        else index_capture_.erase(kp.scan_name);
      } else {
        for (auto& nm : kp.scatter_names)
          if (on) index_override_[nm] = kp.regs[q];
          else index_override_.erase(nm);
      }
    }
  };
  // Element rn_i's values (and, segmented, its flag).
  // One-hot counts (onehot_counts above) in a layout whose words hold
  // consecutive components in equal fields from bit 0: the body applied
  // for v alone (its other values unused), one word each a shifted 1.
  // RUNIC_SCAN_ONEHOT=0, read when compiling, packs the k values instead.
  static const bool onehot_on = [] {
    const char* v = std::getenv("RUNIC_SCAN_ONEHOT");
    return !(v && std::string(v) == "0");
  }();
  std::optional<OneHot> onehot;
  std::shared_ptr<UserFun> onehot_body;
  if (packed && onehot_on && !segmented && t.body && t.body->body)
    onehot = onehot_counts(*t.body->body, k);
  if (onehot) {
    const PackedLayout& L = two_level ? *lanel : *packed;
    for (size_t c = 0; c < k && onehot; ++c) {
      size_t first = c;
      while (first > 0 && L.word[first - 1] == L.word[c]) --first;
      if (L.bits[c] != L.bits[first] || L.shift[c] != (int)(c - first) * L.bits[c]) onehot.reset();
    }
  }
  if (onehot) {
    auto u = std::make_shared<UserFun>(*t.body);
    auto b = std::make_shared<ir::Body>(*t.body->body);
    b->result = {ir::SubExp::variable(onehot->var)};
    u->body = b;
    u->ret = {onehot->type};
    u->ret_types.clear();
    onehot_body = u;
    line("// phase (1): one-hot counts of v - " + std::to_string(onehot->c0) + " in [0, " + std::to_string(k) + ")");
  }
  auto element = [&](const std::vector<std::string>& xq) {
    if (packed && onehot) {
      const PackedLayout& L = two_level ? *lanel : *packed;
      std::vector<std::string> v = user_fun(*onehot_body, {"rn_i"}, {PrimType::I64});
      line("const long rn_oh = (long)(" + v[0] + ") - " + std::to_string(onehot->c0) + "L;");
      std::vector<std::string> w(ls);
      for (size_t c = 0; c < k; ++c) {
        if (c > 0 && L.word[c - 1] == L.word[c]) continue;
        size_t m = 0;
        while (c + m < k && L.word[c + m] == L.word[c]) ++m;
        const std::string d = "(rn_oh - " + std::to_string(c) + "L)";
        w[L.word[c]] = "((ulong)" + d + " < " + std::to_string(m) + "UL ? 1u << ((uint)" + d + " * " +
                       std::to_string(L.bits[c]) + "u) : 0u)";
      }
      for (auto& x : w)
        if (x.empty()) x = "0u";
      assign(xq, w);
      return;
    }
    if (packed) {
      // (two-level: packed in the lane layout)
      const PackedLayout& L = two_level ? *lanel : *packed;
      std::vector<std::string> v = user_fun(*t.body, {"rn_i"}, {PrimType::I64});
      std::vector<std::string> w(ls);
      for (size_t c = 0; c < k; ++c) {
        std::string f = "(uint)(" + v[c] + ")";
        if (L.shift[c]) f = "(" + f + " << " + std::to_string(L.shift[c]) + ")";
        const int wc = L.word[c];
        w[wc] = w[wc].empty() ? f : w[wc] + " | " + f;
      }
      for (auto& x : w)
        if (x.empty()) x = "0u";
      assign(xq, w);
      return;
    }
    if (!segmented) {
      assign(xq, user_fun(*t.body, {"rn_i"}, {PrimType::I64}));
      return;
    }
    line("const long rn_seg = rn_sseg, rn_pos = rn_spos;");
    std::vector<std::string> v = user_fun(*t.body, {"rn_seg", "rn_pos"}, {PrimType::I64, PrimType::I64});
    for (size_t c = 0; c < kv; ++c) line(xq[c] + " = " + v[c] + ";");
    line(xq[kv] + " = rn_pos == 0;");
  };
  auto phase1 = [&](bool guarded) {
    // Segmented: the lane's (segment, position) for its first element by
    // one division, then carried from element to element (W apart): a
    // division only where the position passes a segment's end.
    if (segmented) {
      line("long rn_sseg = " + L + " > 0 ? (rn_base + rn_lid) / " + L + " : 0;");
      line("long rn_spos = rn_base + rn_lid - rn_sseg * " + L + ";");
    }
    for (int64_t q = 0; q < Kn; ++q) {
      open("");
      line("const long rn_i = rn_base + " + std::to_string(q * Wn) + " + rn_lid;");
      if (segmented && q > 0) {
        line("rn_spos += " + W + ";");
        open("if (rn_spos >= " + L + " && " + L + " > 0)");
        line("const long rn_k = rn_spos / " + L + ";");
        line("rn_sseg += rn_k;");
        line("rn_spos -= rn_k * " + L + ";");
        close();
      }
      keep(q, true, true);
      if (!guarded) {
        element(x[q]);
        keep(q, true, false);
        close();
        continue;
      }
      open("if (rn_full || rn_i < " + n + ")");
      element(x[q]);
      close();
      keep(q, true, false);
      open("else");
      assign(x[q], lne);
      close();
      close();
    }
  };
  auto split_full = [&](bool apart, const std::function<void(bool)>& phase) {
    if (!apart) {
      phase(true);
      return;
    }
    open("if (rn_full)");
    phase(false);
    close();
    open("else");
    phase(true);
    close();
  };
  split_full(full_mask & 1, phase1);
  // (2) striped into the tile, each lane's K consecutive elements back.
  for (int64_t q = 0; q < Kn; ++q)
    for (size_t c = 0; c < ls; ++c)
      line(tile[c] + "[" + pad(std::to_string(q * Wn) + " + rn_lid") + "] = " + x[q][c] + ";");
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  for (int64_t q = 0; q < Kn; ++q)
    for (size_t c = 0; c < ls; ++c)
      line(x[q][c] + " = " + tile[c] + "[" + pad("rn_lid * " + K + " + " + std::to_string(q)) + "];");
  // (3) the lane's inclusive scan in registers (two-level: back to the tile
  // now, where only this lane reads and writes its run; the lane's total
  // regrouped into the group layout).
  for (int64_t q = 1; q < Kn; ++q) assign(x[q], sop(x[q - 1], x[q]));
  if (two_level) {
    for (int64_t q = 0; q < Kn; ++q)
      for (size_t c = 0; c < ls; ++c)
        line(tile[c] + "[" + pad("rn_lid * " + K + " + " + std::to_string(q)) + "] = " + x[q][c] + ";");
    std::vector<std::string> g = regroup(x[Kn - 1]);
    for (size_t c = 0; c < ks; ++c) line(tot[c] + "[rn_lid] = " + g[c] + ";");
  } else {
    for (size_t c = 0; c < ks; ++c) line(tot[c] + "[rn_lid] = " + x[Kn - 1][c] + ";");
  }
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // (4) raking: lane r < 32 scans totals r*R .. r*R+R-1 in place.
  open("if (rn_lid < 32)");
  {
    std::vector<std::string> a = vars("rn_r", at(tot, "rn_lid * " + R));
    for (int64_t q = 1; q < Rn; ++q) {
      std::string idx = "rn_lid * " + R + " + " + std::to_string(q);
      assign(a, sop(a, at(tot, idx)));
      for (size_t c = 0; c < ks; ++c) line(tot[c] + "[" + idx + "] = " + a[c] + ";");
    }
    for (size_t c = 0; c < ks; ++c) line(rake[c] + "[rn_lid] = " + a[c] + ";");
  }
  close();
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // (5) lane 0: the 32 partial sums' exclusive scan, then the look-back
  // (with t.lanes, the predecessors' words loaded by the first t.lanes
  // lanes, one each, and examined by lane 0 from local memory).
  const int64_t Ln = t.lanes;
  // A value's pieces: 32-bit words in component order (8-byte values low
  // half first).
  // (segmented: the flag is not a piece; it rides in the tags, bit 2)
  auto pieces_of = [&](const std::vector<std::string>& val) {
    std::vector<std::string> ps;
    for (size_t c = 0; c < kv; ++c) {
      PrimType pt = types[c];
      if (prim_bytes(pt) > 4) {
        std::string b = fresh("rn_bits");
        line("const ulong " + b + " = " + (pt == PrimType::F64 ? "as_ulong(" + val[c] + ")" : "(ulong)(" + val[c] + ")") + ";");
        ps.push_back("(uint)" + b);
        ps.push_back("(uint)(" + b + " >> 32)");
      } else if (pt == PrimType::F32) {
        ps.push_back("as_uint(" + val[c] + ")");
      } else {
        ps.push_back("(uint)(" + val[c] + ")");
      }
    }
    return ps;
  };
  auto value_of = [&](const std::vector<std::string>& ps) {
    std::vector<std::string> val;
    size_t p = 0;
    for (size_t c = 0; c < kv; ++c) {
      PrimType pt = types[c];
      if (prim_bytes(pt) > 4) {
        std::string b = "((ulong)" + ps[p] + " | (ulong)" + ps[p + 1] + " << 32)";
        p += 2;
        // (gty: a narrow sum's published prefixes are 64-bit, and ty,
        // int, cut them to 32 bits from 2^31 on; low_piece_only runs only
        // where they stay below 2^31, so int is exact there)
        val.push_back(pt == PrimType::F64 ? "as_double(" + b + ")" : "(" + (lo_only ? ty[c] : gty[c]) + ")" + b);
      } else if (pt == PrimType::F32) {
        val.push_back("as_float(" + ps[p++] + ")");
      } else {
        val.push_back("(" + ty[c] + ")" + ps[p++]);
      }
    }
    return val;
  };
  auto publish = [&](const std::vector<std::string>& val, const std::string& kind) {
    std::vector<std::string> ps = pieces_of(val);
    const std::string tag = segmented ? "(" + kind + " | (uint)" + val[kv] + " << 2)" : kind;
    for (int64_t p = 0; p < Pu; ++p)
      line("atom_xchg(" + word + "[rn_g * " + P + " + " + std::to_string(p) + "], (long)((ulong)" + tag +
           " << 32 | (ulong)" + ps[p] + "));");
  };
  // The last group's inclusive prefix is the total (scan-scatter fusion:
  // filter's count).
  auto total = [&](const std::vector<std::string>& incl) {
    if (t.count.empty()) return;
    open("if (rn_g == " + G + " - 1)");
    line(t.count + "[0] = (long)(" + incl[0] + ");");
    close();
  };
  // Packed aggregates: where the counters are packed (and the scan is
  // neither segmented nor publishing its low pieces only), a group
  // publishes its aggregate as the packed words, tag 1, in its first `ks`
  // slots (a tile's aggregate always fits its fields: the layout is
  // chosen so that no field carries within a tile), and its inclusive
  // prefix, tag 2, whole in all Pn slots as before (prefixes over many
  // tiles do not fit the fields).  A look-back step loads the first ks
  // slots of each predecessor (16 one-hot counts: 8 words, not 16 pieces;
  // the aggregate's publication 8 atomics, not 16), and the other slots
  // only where it finds an inclusive prefix, once a look-back.  Every slot
  // carries its tag, so a mix of the two publications reads as not ready.
  // A step's loads are the look-back's cost (H200, 16M keys, a pass's
  // scan-scatter: radix_sort_4bit_hist's 16 one-hot counts, 64 loads a
  // step (16 pieces, window 4) 1,208 us; as 8 words, window 4, 1,194;
  // window 2, 16 loads, 800; radix_sort_2bit's 4 counts, 16 loads a step,
  // 160 us, as 2 words 171: the extra loads at the inclusive prefix are
  // a round trip more on every group's path).  So: packed aggregates only
  // where the whole pieces would take more than 16 loads a step, and
  // then a window of 16 / ks predecessors (at most t.window).
  constexpr int64_t step_loads = 16;
  const bool packed_agg = packed && !segmented && !lo_only && (int64_t)ks < Pu && Pu * t.window > step_loads;
  const int64_t Pl = packed_agg ? (int64_t)ks : Pu;  // slots loaded a step
  const int64_t Wd = packed_agg ? std::max<int64_t>(1, std::min<int64_t>(t.window, step_loads / Pl)) : t.window;
  // A look-back load of the word at index e.  The words are
  // self-validating (tag and piece in one 64-bit word, written whole by
  // an atomic exchange), so a reader needs only that its 64-bit load is
  // single-copy atomic, which an aligned volatile load is (PTX: a
  // relaxed load at system scope, served by L2, not the compute unit's
  // own cache; x86-64 for PoCL: one mov).  Before perf23 each load was an
  // atomic add of 0, a read-modify-write.  H200, one call
  // (benchmarks/IDIOMS.md, perf23): volatile loads took scan_i32 (32M)
  // from 122.8 to 103.8 us, filter_f32 174.7 -> 147.9, the 1-bit radix
  // sort's pass 90.2 -> 77.0, radix_sort_2bit's scan-scatter 159.7 ->
  // 141.4; but the packed aggregates' look-back (radix_sort_4bit_hist's
  // 16 counters, 16 loads a step) 795 -> 1,049 us (1,028 with a window
  // of 1): there the atomics stay.  RUNIC_SCAN_LOAD=atomic, read when
  // compiling, gives the atomics back everywhere (for measuring).
  static const bool atomic_loads = [] {
    const char* v = std::getenv("RUNIC_SCAN_LOAD");
    return v && std::string(v) == "atomic";
  }();
  auto lb_load = [&](const std::string& e) {
    return atomic_loads || packed_agg ? "(ulong)atom_add(" + word + "[" + e + "], 0L)"
                                      : "(ulong)*" + word + "[" + e + "]";
  };
  auto publish_agg = [&](const std::vector<std::string>& words) {
    for (size_t p = 0; p < ks; ++p)
      line("atom_xchg(" + word + "[rn_g * " + P + " + " + std::to_string(p) + "], (long)((ulong)1 << 32 | (ulong)" +
           words[p] + "));");
  };
  // One predecessor's words wq (its pieces, loaded): folded into ex when
  // all carry the same non-zero tag (rn_j moves past it, and an inclusive
  // prefix ends the look-back), else the look-back stops this step.
  // (packed_agg: wq holds the first ks slots; an aggregate is unpacked,
  // an inclusive prefix's other slots are loaded here, predecessor rn_j)
  auto examine_packed = [&](const std::vector<std::string>& wq, const std::vector<std::string>& ex) {
    open("if (!rn_stop)");
    std::string tag = fresh("rn_tag");
    line("const uint " + tag + " = (uint)(" + wq[0] + " >> 32);");
    std::string ready = tag + " != 0";
    for (int64_t p = 1; p < Pl; ++p) ready += " && (uint)(" + wq[p] + " >> 32) == " + tag;
    open("if (!(" + ready + "))");
    line("rn_stop = 1;");
    close();
    open("else if (" + tag + " == 1)");
    {
      std::vector<std::string> ws;
      for (int64_t p = 0; p < Pl; ++p) ws.push_back("(uint)" + wq[p]);
      std::vector<std::string> pv = gvars("rn_p", unpack(ws));
      assign(ex, op(pv, ex));
      line("rn_j--;");
    }
    close();
    open("else");
    {
      std::vector<std::string> rest;
      std::string ready2 = "1";
      for (int64_t p = Pl; p < Pu; ++p) {
        rest.push_back(fresh("rn_w"));
        line("const ulong " + rest.back() + " = " + lb_load("rn_j * " + P + " + " + std::to_string(p)) + ";");
        ready2 += " && (uint)(" + rest.back() + " >> 32) == " + tag;
      }
      open("if (!(" + ready2 + "))");
      line("rn_stop = 1;");
      close();
      open("else");
      std::vector<std::string> ps;
      for (int64_t p = 0; p < Pl; ++p) ps.push_back("(uint)" + wq[p]);
      for (auto& r : rest) ps.push_back("(uint)" + r);
      std::vector<std::string> pv = gvars("rn_p", value_of(ps));
      assign(ex, op(pv, ex));
      line("rn_j--;");
      line("rn_stop = 1;");
      line("rn_found = 1;");
      close();
    }
    close();
    close();
  };
  auto examine = [&](const std::vector<std::string>& wq, const std::vector<std::string>& ex) {
    if (packed_agg) {
      examine_packed(wq, ex);
      return;
    }
    open("if (!rn_stop)");
    std::string tag = fresh("rn_tag");
    line("const uint " + tag + " = (uint)(" + wq[0] + " >> 32);");
    std::string ready = tag + " != 0";
    for (int64_t p = 1; p < Pu; ++p) ready += " && (uint)(" + wq[p] + " >> 32) == " + tag;
    open("if (!(" + ready + "))");
    line("rn_stop = 1;");
    close();
    open("else");
    std::vector<std::string> ps;
    for (int64_t p = 0; p < Pu; ++p) ps.push_back("(uint)" + wq[p]);
    if (lo_only) ps.push_back("0u");  // the high piece: the prefix fits 32 bits
    std::vector<std::string> pval = value_of(ps);
    if (segmented) pval.push_back("(int)(" + tag + " >> 2)");
    std::vector<std::string> pv = gvars("rn_p", pval);
    assign(ex, op(pv, ex));
    line("rn_j--;");
    // (segmented: a predecessor holding a segment's start ends the
    // look-back too; nothing before it reaches this group)
    open("if ((" + tag + " & 3) == 2" + (segmented ? " || " + pv[kv] : std::string()) + ")");
    line("rn_stop = 1;");
    line("rn_found = 1;");
    close();
    close();
    close();
  };
  // Lane 0's group aggregate (run) and exclusive prefix (ex), declared by
  // every lane where the look-back is spread over lanes.
  std::vector<std::string> run, runw, ex;
  // Packed: the rakes' exclusive scan by ks lanes at once, lane w over
  // word w (its 32 words loaded together, then summed in registers),
  // rather than lane 0 over all the words one rake at a time (perf32);
  // the group's aggregate words land in rn_aggw.  Run by the whole group
  // (a barrier after it).
  auto rake_scan_lanes = [&] {
    open("if (rn_lid < " + std::to_string(ks) + ")");
    line("__local uint *rn_rp = rn_rakes + rn_lid * 33;");
    for (int s2 = 0; s2 < 32; ++s2) line("const uint rn_ra" + std::to_string(s2) + " = rn_rp[" + std::to_string(s2) + "];");
    line("uint rn_rsum = 0u;");
    for (int s2 = 0; s2 < 32; ++s2) {
      line("rn_rp[" + std::to_string(s2) + "] = rn_rsum;");
      line("rn_rsum += rn_ra" + std::to_string(s2) + ";");
    }
    line("rn_aggw[rn_lid] = rn_rsum;");
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
  };
  auto rake_scan = [&] {
    if (packed) {
      // (after rake_scan_lanes: the aggregate's words)
      run.clear();
      for (size_t c = 0; c < ks; ++c) {
        run.push_back(fresh("rn_run"));
        line("const uint " + run.back() + " = rn_aggw[" + std::to_string(c) + "];");
      }
      runw = run;
      run = gvars("rn_agg", unpack(run));
      return;
    }
    run = vars("rn_run", sne);
    open("for (int rn_s = 0; rn_s < 32; rn_s++)");
    std::vector<std::string> v = vars("rn_v", at(rake, "rn_s"));
    for (size_t c = 0; c < ks; ++c) line(rake[c] + "[rn_s] = " + run[c] + ";");
    assign(run, sop(run, v));
    close();
    // (packed: the group's aggregate as its components; runw keeps its
    // words, published as they are where packed_agg)
    runw = run;
    if (packed) run = gvars("rn_agg", unpack(run));
  };
  if (Ln > 0) {
    const std::string LN = std::to_string(Ln), PU = std::to_string(Pu);
    local_decls_.push_back("__local ulong rn_lbw[" + std::to_string(Ln * Pu) + "];");
    local_decls_.push_back("__local int rn_lbs[2];");
    // Lane 0's aggregate and exclusive prefix live in local memory across
    // the loop's barriers (PoCL 3.1 lost lane 0's private copies there).
    std::vector<std::string> grun;
    for (size_t c = 0; c < k; ++c) {
      grun.push_back(fresh("rn_grun"));
      local_decls_.push_back("__local " + ty[c] + " " + grun.back() + ";");
    }
    ex = pre;
    open("if (rn_lid == 0)");
    {
      run = vars("rn_run", ne);
      std::vector<std::string> r = run;
      open("for (int rn_s = 0; rn_s < 32; rn_s++)");
      std::vector<std::string> v = vars("rn_v", at(rake, "rn_s"));
      for (size_t c = 0; c < k; ++c) line(rake[c] + "[rn_s] = " + r[c] + ";");
      assign(r, op(r, v));
      close();
      open("if (rn_g == 0)");
      publish(run, "2");
      total(run);
      close();
      open("else");
      publish(run, "1");
      close();
      assign(grun, run);
      assign(ex, ne);
    }
    close();
    // The group-uniform loop: lanes < Ln load predecessors rn_j - l, lane 0
    // folds them in order until one is not ready or holds an inclusive
    // prefix, and tells the group where it stopped.
    // (a while loop on a flag every lane reads after the barrier, not a
    // `break`: PoCL's work-item loops handle that form of barrier loop)
    line("int rn_j = rn_g - 1, rn_lbdone = rn_g == 0;");
    open("while (!rn_lbdone)");
    open("if (rn_lid < " + LN + ")");
    line("const int rn_jl = rn_j - rn_lid;");
    for (int64_t p = 0; p < Pu; ++p)
      line("rn_lbw[" + std::to_string(p) + " * " + LN + " + rn_lid] = rn_jl >= 0 ? " +
           lb_load("rn_jl * " + P + " + " + std::to_string(p)) + " : 0UL;");
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    open("if (rn_lid == 0)");
    line("int rn_stop = 0, rn_found = 0;");
    open("for (int rn_q = 0; rn_q < " + LN + " && !rn_stop; rn_q++)");
    std::vector<std::string> wq;
    for (int64_t p = 0; p < Pu; ++p) {
      wq.push_back(fresh("rn_w"));
      line("const ulong " + wq[p] + " = rn_lbw[" + std::to_string(p) + " * " + LN + " + rn_q];");
    }
    examine(wq, ex);
    close();
    line("rn_lbs[0] = rn_found;");
    line("rn_lbs[1] = rn_j;");
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    line("rn_j = rn_lbs[1];");
    line("rn_lbdone = rn_lbs[0];");
    close();
    (void)PU;
    open("if (rn_lid == 0)");
    open("if (rn_g != 0)");
    std::vector<std::string> incl = gvars("rn_incl", op(ex, grun));
    publish(incl, "2");
    total(incl);
    close();
    close();
  } else if (piecewise) {
    const std::string KC = std::to_string(k);
    rake_scan_lanes();
    open("if (rn_lid < " + KC + ")");
    {
      // (lane c's count: its field of the aggregate's words)
      std::vector<std::string> aw;
      for (size_t w = 0; w < ks; ++w) aw.push_back("rn_aggw[" + std::to_string(w) + "]");
      std::string sel = field(aw, k - 1);
      for (size_t c = k - 1; c-- > 0;) sel = "rn_lid == " + std::to_string(c) + " ? " + field(aw, c) + " : " + sel;
      line("const uint rn_pa = " + sel + ";");
    }
    line("uint rn_pe = 0u;");
    open("if (rn_g == 0)");
    line("atom_xchg(" + word + "[rn_lid], (long)((ulong)2 << 32 | (ulong)rn_pa));");
    close();
    open("else");
    line("atom_xchg(" + word + "[rn_g * " + P + " + rn_lid], (long)((ulong)1 << 32 | (ulong)rn_pa));");
    line("int rn_j = rn_g - 1;");
    open("for (;;)");
    std::vector<std::string> w;
    for (int64_t q = 0; q < t.window; ++q) {
      w.push_back(fresh("rn_w"));
      const std::string j = "rn_j - " + std::to_string(q);
      const std::string e = "(" + j + ") * " + P + " + rn_lid";
      line("const ulong " + w[q] + " = " + j + " >= 0 ? " +
           (atomic_loads ? "(ulong)atom_add(" + word + "[" + e + "], 0L)" : "(ulong)*" + word + "[" + e + "]") +
           " : 0UL;");
    }
    line("int rn_stop = 0, rn_found = 0;");
    for (int64_t q = 0; q < t.window; ++q) {
      open("if (!rn_stop)");
      line("const uint rn_pt = (uint)(" + w[q] + " >> 32);");
      open("if (rn_pt == 0)");
      line("rn_stop = 1;");
      close();
      open("else");
      line("rn_pe += (uint)" + w[q] + ";");
      line("rn_j--;");
      open("if (rn_pt == 2)");
      line("rn_stop = 1;");
      line("rn_found = 1;");
      close();
      close();
      close();
    }
    line("if (rn_found) break;");
    close();
    line("atom_xchg(" + word + "[rn_g * " + P + " + rn_lid], (long)((ulong)2 << 32 | (ulong)(rn_pe + rn_pa)));");
    close();
    line("rn_pex[rn_lid] = rn_pe;");
    close();
  } else {
  if (packed) rake_scan_lanes();
  open("if (rn_lid == 0)");
  {
    rake_scan();
    ex = gvars("rn_ex", ne);
    open("if (rn_g == 0)");
    publish(run, "2");
    total(run);
    close();
    open("else");
    {
      if (packed_agg)
        publish_agg(runw);
      else
        publish(run, "1");
      line("int rn_j = rn_g - 1;");
      open("for (;;)");
      // The window's words, loaded together (groups below 0 not read).
      std::vector<std::vector<std::string>> w(Wd);
      for (int64_t q = 0; q < Wd; ++q)
        for (int64_t p = 0; p < Pl; ++p) {
          w[q].push_back(fresh("rn_w"));
          std::string j = "rn_j - " + std::to_string(q);
          line("const ulong " + w[q][p] + " = " + j + " >= 0 ? " +
               lb_load("(" + j + ") * " + P + " + " + std::to_string(p)) + " : 0UL;");
        }
      line("int rn_stop = 0, rn_found = 0;");
      for (int64_t q = 0; q < Wd; ++q) examine(w[q], ex);
      line("if (rn_found) break;");
      close();
      std::vector<std::string> incl = gvars("rn_incl", op(ex, run));
      publish(incl, "2");
      total(incl);
    }
    close();
    for (size_t c = 0; c < k; ++c) line(pre[c] + " = " + ex[c] + ";");
  }
  close();
  }
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // Ranked scatters (phase 7 below; perf28), off by default: a packed
  // counter scan (one-hot digit counts) whose scatters place each element
  // at its class's run start plus its rank among the group's elements of
  // that class (a radix sort pass: digit_permutation in scan_fusion.cpp
  // is the static form of that fact; here it is checked at run time,
  // group by group) can write a group's elements run by run: sorted into
  // class order in local memory first (the tile, free once read), then
  // stored by neighbouring lanes to neighbouring places (the local
  // ranking before the scatter of Merrill and Garland 2016 and Adinets
  // and Merrill 2022).  Measured on the H200 (benchmarks/IDIOMS.md,
  // perf28) it is slower: the 2-bit sort's scan-scatter 128.5 -> 179.2 us
  // a pass with the check, 128.7 -> 165.7 without it (its placement
  // proven: ScanScatter::placement), the 4-bit hist sort's 791.6 -> 903.4.  A warp's 32 keys
  // already go to runs of about 32 / k keys, whole 32-byte sectors for
  // k = 4, so the direct stores waste little, while the ranking adds two
  // barriers, a pass through local memory and registers kept across them
  // (fewer groups resident).  Where the values' 32-bit pieces do not fit
  // the tile's words, or a scatter has an offset, the scatters are direct.
  // RUNIC_SCAN_REORDER=1 when compiling ranks them (measuring, tests);
  // =9 ranks them and drops the direct scatters of the groups that fail
  // the check (for testing which groups take the ranked path: wrong
  // results otherwise); 0 or unset: direct.
  static const int reorder_mode = [] {
    const char* v = std::getenv("RUNIC_SCAN_REORDER");
    return v ? std::atoi(v) : 0;
  }();
  auto rpiece_count = [](PrimType pt) -> size_t { return prim_bytes(pt) > 4 ? 2 : 1; };
  auto rpiece_ok = [](PrimType pt) {
    return is_int(pt) || pt == PrimType::Bool || pt == PrimType::F32 || pt == PrimType::F64;
  };
  // A value of type pt as 32-bit pieces, and back.
  auto to_pieces = [&](PrimType pt, const std::string& v) -> std::vector<std::string> {
    if (pt == PrimType::F32) return {"as_uint(" + v + ")"};
    if (prim_bytes(pt) <= 4) return {"(uint)(" + v + ")"};
    const std::string b = fresh("rn_bits");
    line("const ulong " + b + " = " + (pt == PrimType::F64 ? "as_ulong(" + v + ")" : "(ulong)(" + v + ")") + ";");
    return {"(uint)" + b, "(uint)(" + b + " >> 32)"};
  };
  auto from_pieces = [&](PrimType pt, const std::vector<std::string>& ps) -> std::string {
    const std::string ct = c_type(pt, Target::OpenCL);
    if (pt == PrimType::F32) return "as_float(" + ps[0] + ")";
    if (prim_bytes(pt) <= 4) return "(" + ct + ")(" + ps[0] + ")";
    const std::string b = "((ulong)" + ps[0] + " | (ulong)" + ps[1] + " << 32)";
    return pt == PrimType::F64 ? "as_double(" + b + ")" : "(" + ct + ")" + b;
  };
  std::vector<int> rpieces;  // one entry per 32-bit piece of the scatters' values
  bool reorder = reorder_mode != 0 && packed && !two_level && !segmented && !t.scatters.empty() && k <= 64 && t.body &&
                 t.body->body;
  if (reorder)
    for (auto& sc : t.scatters) {
      if (!sc.offset.empty() || !sc.body) reorder = false;
      for (auto& d : sc.dests) {
        if (!rpiece_ok(d.elem)) reorder = false;
        for (size_t m = 0; m < rpiece_count(d.elem); ++m) rpieces.push_back(0);
      }
    }
  if (reorder && rpieces.size() > ks) reorder = false;
  if (reorder) {
    local_decls_.push_back("__local long rn_rs[" + std::to_string(k) + "];");
    local_decls_.push_back("__local int rn_ro[" + std::to_string(k) + "];");
    local_decls_.push_back("__local int rn_bad;");
    local_decls_.push_back("__local uchar rn_rcls[" + WK + "];");
    line("// phase (7) ranks the group's elements into class order before its scatters (perf28)");
    open("if (rn_lid == 0)");
    line("rn_bad = 0;");
    close();
  }
  // (6) the lane's exclusive prefix: the group's, its rake's, and the
  // totals before it in its rake.
  {
    // (narrow: the prefix inside the group only; the group's is added
    // when the values are read back in (7))
    // (packed too: the group's prefix is added to each field in (7))
    const bool inside = narrow || packed;
    std::vector<std::string> p = inside ? vars("rn_pre", at(rake, "rn_lid / " + R)) : vars("rn_pre", pre);
    if (!inside) assign(p, op(p, at(rake, "rn_lid / " + R)));
    open("if (rn_lid % " + R + " != 0)");
    assign(p, sop(p, at(tot, "rn_lid - 1")));
    close();
    // (two-level: the lane's prefix kept in the totals' array, once all lanes
    // have read theirs; the tile holds the runs' sums already)
    if (two_level) {
      line("barrier(CLK_LOCAL_MEM_FENCE);");
      if (KR > 0) {
        for (size_t c = 0; c < k; ++c)
          line("((__local uint *)rn_totl4)[rn_lid * " + std::to_string(KR) + " + " + std::to_string(c) + "] = (uint)(" +
               pre[c] + " + (" + gty[c] + ")" + field(p, c) + ");");
      } else {
        for (size_t c = 0; c < ks; ++c) line(tot[c] + "[rn_lid] = " + p[c] + ";");
      }
    }
    for (int64_t q = 0; q < Kn && !two_level; ++q) {
      assign(x[q], sop(p, x[q]));
      for (size_t c = 0; c < ks; ++c)
        line(tile[c] + "[" + pad("rn_lid * " + K + " + " + std::to_string(q)) + "] = " + x[q][c] + ";");
    }
  }
  line("barrier(CLK_LOCAL_MEM_FENCE);");
  // The value of tile element e: with the group's prefix when narrow.
  auto value_at = [&](const std::string& e) {
    std::vector<std::string> v = at(tile, pad(e));
    if (narrow) v[0] = "(" + pre[0] + " + (" + gty[0] + ")" + v[0] + ")";
    if (packed && KR > 0) {
      // (the lane's whole prefix at the element's lane, e / K: KR / 4
      // uint4s)
      std::vector<std::string> w, g;
      for (size_t s = 0; s < ls; ++s) {
        w.push_back(fresh("rn_pw"));
        line("const uint " + w[s] + " = " + v[s] + ";");
      }
      for (int64_t j = 0; j < KR / 4; ++j) {
        g.push_back(fresh("rn_pq"));
        line("const uint4 " + g[j] + " = rn_totl4[(" + e + ") / " + K + " * " + std::to_string(KR / 4) + " + " +
             std::to_string(j) + "];");
      }
      static const char* comp[4] = {".x", ".y", ".z", ".w"};
      v.clear();
      for (size_t c = 0; c < k; ++c)
        v.push_back("((" + gty[c] + ")(" + g[c / 4] + comp[c % 4] + " + " + lfield(*lanel, w, c) + "))");
    } else if (packed && two_level) {
      // (the lane's prefix at the element's lane: e / K)
      std::vector<std::string> w, g;
      for (size_t s = 0; s < ls; ++s) {
        w.push_back(fresh("rn_pw"));
        line("const uint " + w[s] + " = " + v[s] + ";");
      }
      for (size_t s = 0; s < ks; ++s) {
        g.push_back(fresh("rn_pg"));
        line("const uint " + g[s] + " = " + tot[s] + "[(" + e + ") / " + K + "];");
      }
      v.clear();
      for (size_t c = 0; c < k; ++c)
        v.push_back("(" + pre[c] + " + (" + gty[c] + ")(" + field(g, c) + " + " + lfield(*lanel, w, c) + "))");
    } else if (packed) {
      // (each word read once)
      std::vector<std::string> w;
      for (size_t s = 0; s < ks; ++s) {
        w.push_back(fresh("rn_pw"));
        line("const uint " + w[s] + " = " + v[s] + ";");
      }
      v.clear();
      for (size_t c = 0; c < k; ++c) v.push_back("(" + pre[c] + " + (" + gty[c] + ")" + field(w, c) + ")");
    }
    return v;
  };
  // (7) coalesced stores, and the fused scatters: element rn_i's scatter
  // bodies applied to rn_i and its inclusive scan value, in the same
  // coalesced order (neighbouring lanes, neighbouring elements: a filter's
  // kept elements go to neighbouring places).  (scatters false: the
  // scan's stores only; scan false: the scatters only.)
  auto phase7_parts = [&](bool guarded, bool scan_part, bool scatter_part) {
    // The scatters' offsets, read once.
    std::map<std::string, std::string> offset;
    for (auto& sc : t.scatters)
      if (!sc.offset.empty() && !offset.count(sc.offset)) {
        offset[sc.offset] = fresh("rn_off");
        line("const long " + offset[sc.offset] + " = " + sc.offset + "[0];");
      }
    for (int64_t q = 0; q < Kn; ++q) {
      open("");
      line("const long rn_i = rn_base + " + std::to_string(q * Wn) + " + rn_lid;");
      open(guarded ? "if (rn_full || rn_i < " + n + ")" : "");
      if (t.write_scan && scan_part) {
        std::vector<std::string> v = value_at(std::to_string(q * Wn) + " + rn_lid");
        for (size_t c = 0; c < kv; ++c) line(plan_.outputs[c].name + "[rn_i] = " + v[c] + ";");
      }
      if (!t.scatters.empty() && scatter_part) {
        std::vector<std::string> v = gvars("rn_sv", value_at(std::to_string(q * Wn) + " + rn_lid"));
        std::vector<std::string> args = {"rn_i"};
        std::vector<PrimType> arg_types = {PrimType::I64};
        args.insert(args.end(), v.begin(), v.end());
        arg_types.insert(arg_types.end(), t.types.begin(), t.types.end());
        keep(q, false, true);
        for (auto& sc : t.scatters) {
          std::vector<std::string> r = user_fun(*sc.body, args, arg_types);
          open("if (" + r[0] + " >= 0 && " + r[0] + " < " + sc.bound + ")");
          const std::string at = sc.offset.empty() ? r[0] : offset[sc.offset] + " + " + r[0];
          for (size_t j = 0; j < sc.dests.size(); ++j) line(sc.dests[j].name + "[" + at + "] = " + r[1 + j] + ";");
          close();
        }
        keep(q, false, false);
      }
      close();
      close();
    }
  };
  auto phase7 = [&](bool guarded) { phase7_parts(guarded, true, true); };
  if (reorder) {
    // (7) with the group's elements ranked into digit order first
    // (reorder above).  (a) Each element's scatter index and values, its
    // class (the one component of its own scan value that is 1: the scan
    // body again, on the kept key) and its rank among the group's
    // elements of its class (its local inclusive count of the class, less
    // one); the element of rank 0 records the class's run start (its
    // index).  (b) After a barrier every element checks that its index is
    // its run's start plus its rank (else the group is marked `rn_bad`);
    // lane c < k finds where class c's run lies in the group's sorted
    // order: the counts of the classes whose run starts come first.  (c)
    // Each element's values go to their slot in the tile (free now) and
    // its class to rn_rcls; (d) lane l writes slots l, l + W, ...: the
    // runs' elements in order, so neighbouring lanes write neighbouring
    // places.  A group marked bad scatters from the tile as before.
    const std::string KC = std::to_string(k);
    // Every scatter's index proven a stable digit placement (for n up to
    // `limit`): no check and no run starts kept for it, only where n is
    // beyond the proof's range (a host size, the same for every group).
    int64_t limit = INT64_MAX;
    for (auto& sc : t.scatters) limit = std::min(limit, sc.placement);
    const bool proven = limit > 0;
    if (proven) {
      line("// the scatters' indices are proven digit placements" +
           (limit == INT64_MAX ? std::string(": no check") : " for n <= " + std::to_string(limit)));
      line("const int rn_unproven = " + (limit == INT64_MAX ? std::string("0") : n + " > " + std::to_string(limit) + "L") + ";");
    }
    // (a)
    std::vector<std::string> rb, rc;
    std::vector<std::vector<std::string>> rv(Kn);
    for (int64_t q = 0; q < Kn; ++q) {
      rb.push_back(fresh("rn_rb"));
      rc.push_back(fresh("rn_rc"));
      if (!proven) line("long " + rb[q] + " = 0;");
      line("int " + rc[q] + " = -1;");
      for (size_t p = 0; p < rpieces.size(); ++p) {
        rv[q].push_back(fresh("rn_rv"));
        line("uint " + rv[q][p] + " = 0;");
      }
    }
    auto rank_phase = [&](bool guarded) {
      for (int64_t q = 0; q < Kn; ++q) {
        open("");
        line("const long rn_i = rn_base + " + std::to_string(q * Wn) + " + rn_lid;");
        open(guarded ? "if (rn_full || rn_i < " + n + ")" : "");
        const std::string e = std::to_string(q * Wn) + " + rn_lid";
        std::vector<std::string> w;
        for (size_t s = 0; s < ks; ++s) {
          w.push_back(fresh("rn_pw"));
          line("const uint " + w[s] + " = " + tile[s] + "[" + pad(e) + "];");
        }
        std::vector<std::string> local, v;
        for (size_t c = 0; c < k; ++c) {
          local.push_back(fresh("rn_lc"));
          line("const " + gty[c] + " " + local[c] + " = (" + gty[c] + ")" + field(w, c) + ";");
          v.push_back(fresh("rn_sv"));
          line("const " + gty[c] + " " + v[c] + " = " + pre[c] + " + " + local[c] + ";");
        }
        if (t.write_scan)
          for (size_t c = 0; c < kv; ++c) line(plan_.outputs[c].name + "[rn_i] = " + v[c] + ";");
        std::vector<std::string> args = {"rn_i"};
        std::vector<PrimType> arg_types = {PrimType::I64};
        args.insert(args.end(), v.begin(), v.end());
        arg_types.insert(arg_types.end(), t.types.begin(), t.types.end());
        keep(q, false, true);
        std::vector<std::vector<std::string>> r;
        for (auto& sc : t.scatters) r.push_back(user_fun(*sc.body, args, arg_types));
        keep(q, false, false);
        // The element's own counts: the scan body again (its loads from
        // the kept registers).
        for (auto& kp : kept) index_override_[kp.scan_name] = kp.regs[q];
        std::vector<std::string> own = user_fun(*t.body, {"rn_i"}, {PrimType::I64});
        for (auto& kp : kept) index_override_.erase(kp.scan_name);
        std::string cls = "0", one = "0", rank = "-1L";
        for (size_t c = 0; c < k; ++c) {
          cls += " + " + std::to_string(c) + " * (int)(" + own[c] + ")";
          one += " + (long)(" + own[c] + ")";
          rank += " + (long)(" + own[c] + ") * (long)" + local[c];
        }
        line("const int rn_cl = " + cls + ";");
        line("const long rn_one = " + one + ", rn_rk = " + rank + ";");
        std::string same = "rn_one == 1";
        for (size_t s = 1; s < r.size(); ++s) same += " && (long)(" + r[s][0] + ") == (long)(" + r[0][0] + ")";
        open("if (" + same + ")");
        if (!proven) line(rb[q] + " = (long)(" + r[0][0] + ") - rn_rk;");
        line(rc[q] + " = rn_cl | (int)rn_rk << 8;");
        line("if (rn_rk == 0) rn_rs[rn_cl] = (long)(" + r[0][0] + ");");
        size_t p = 0;
        for (size_t s = 0; s < r.size(); ++s)
          for (size_t j = 0; j < t.scatters[s].dests.size(); ++j)
            for (auto& pc : to_pieces(t.scatters[s].dests[j].elem, r[s][1 + j])) line(rv[q][p++] + " = " + pc + ";");
        close();
        open("else");
        line("rn_bad = 1;");
        close();
        close();
        close();
      }
    };
    split_full(full_mask & 4, rank_phase);
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    // (b)
    if (proven) {
      line("if (rn_unproven) rn_bad = 1;");
    } else {
      for (int64_t q = 0; q < Kn; ++q)
        line("if (" + rc[q] + " >= 0 && " + rb[q] + " != rn_rs[" + rc[q] + " & 255]) rn_bad = 1;");
    }
    open("if (rn_lid < " + KC + ")");
    {
      std::vector<std::string> w;
      for (size_t s = 0; s < ks; ++s) {
        w.push_back(fresh("rn_pw"));
        line("const uint " + w[s] + " = " + tile[s] + "[" + pad(WK + " - 1") + "];");
      }
      line("const long rn_my = rn_rs[rn_lid];");
      line("int rn_o = 0;");
      for (size_t c = 0; c < k; ++c) {
        const std::string cnt = "(int)" + field(w, c), C = std::to_string(c);
        line("if (" + cnt + " > 0 && (rn_rs[" + C + "] < rn_my || (rn_rs[" + C + "] == rn_my && " + C +
             " < rn_lid))) rn_o += " + cnt + ";");
      }
      line("rn_ro[rn_lid] = rn_o;");
    }
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    // (c)
    open("if (!rn_bad)");
    for (int64_t q = 0; q < Kn; ++q) {
      open("if (" + rc[q] + " >= 0)");
      line("const int rn_sl = rn_ro[" + rc[q] + " & 255] + (" + rc[q] + " >> 8);");
      for (size_t p = 0; p < rpieces.size(); ++p) line(tile[p] + "[rn_sl] = " + rv[q][p] + ";");
      line("rn_rcls[rn_sl] = (uchar)(" + rc[q] + " & 255);");
      close();
    }
    close();
    line("barrier(CLK_LOCAL_MEM_FENCE);");
    // (d)
    open("if (!rn_bad)");
    {
      line("const long rn_nv = " + n + " - rn_base < " + WK + " ? " + n + " - rn_base : " + WK + ";");
      auto write_phase = [&](bool guarded) {
        for (int64_t q = 0; q < Kn; ++q) {
          open("");
          line("const int rn_j = " + std::to_string(q * Wn) + " + rn_lid;");
          open(guarded ? "if (rn_j < rn_nv)" : "");
          line("const int rn_c = rn_rcls[rn_j];");
          line("const long rn_at = rn_rs[rn_c] + (rn_j - rn_ro[rn_c]);");
          size_t p = 0;
          for (auto& sc : t.scatters) {
            std::vector<std::string> vals;
            for (auto& d : sc.dests) {
              std::vector<std::string> ps;
              for (size_t m = 0; m < rpiece_count(d.elem); ++m) ps.push_back(tile[p++] + "[rn_j]");
              vals.push_back(from_pieces(d.elem, ps));
            }
            open("if (rn_at >= 0 && rn_at < " + sc.bound + ")");
            for (size_t j = 0; j < sc.dests.size(); ++j) line(sc.dests[j].name + "[rn_at] = " + vals[j] + ";");
            close();
          }
          close();
          close();
        }
      };
      split_full(full_mask & 4, write_phase);
    }
    close();
    open("else");
    if (reorder_mode != 9) split_full(full_mask & 4, [&](bool guarded) { phase7_parts(guarded, false, true); });
    close();
  } else {
    split_full(full_mask & (t.scatters.empty() ? 2 : 4), phase7);
  }
  line("#undef RN_PAD");
}

GeneratedKernel KernelGen::run() {
  GeneratedKernel g;
  g.name = plan_.name;
  std::vector<std::string> params;
  // Sizes: every symbolic variable of the pattern and of the buffers' shapes.
  std::vector<std::string> sizes;
  arith_vars(plan_.expr, sizes);
  for (auto& b : plan_.inputs) for (auto& s : b.shape) arith_vars(s, sizes);
  for (auto& b : plan_.outputs) for (auto& s : b.shape) arith_vars(s, sizes);
  for (auto& s : sizes) {
    g.args.push_back({KernelArg::Kind::Size, s, PrimType::I64});
    params.push_back("long " + s);
  }
  for (auto& b : plan_.inputs) {
    check_prim_supported(b.elem, Span{});
    g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
    params.push_back("__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
    arith::Expr total = arith::cst(1);
    for (auto& s : b.shape) total = arith::mul(total, s);
    ViewPtr v = v_mem(b.name, b.elem, total, Space::Global);
    PType t = scalar_type(b.elem);
    for (size_t d = b.shape.size(); d-- > 0;) {
      if (d > 0) v = v_split(b.shape[d], v);
      t = array_type(t, b.shape[d]);
    }
    env_[b.name] = leaf(v);
    tenv_[b.name] = t;
  }
  std::vector<Val> outs;
  for (auto& b : plan_.outputs) {
    check_prim_supported(b.elem, Span{});
    g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
    params.push_back("__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
    arith::Expr total = arith::cst(1);
    for (auto& s : b.shape) total = arith::mul(total, s);
    ViewPtr v = v_mem(b.name, b.elem, total, Space::Global);
    for (size_t d = b.shape.size(); d-- > 1;) v = v_split(b.shape[d], v);
    outs.push_back(leaf(v));
  }
  if (plan_.one_pass) {
    // The counter and the result buffers of a one-pass reduction.
    g.args.push_back({KernelArg::Kind::Mem, plan_.one_pass->counter, PrimType::I32});
    params.push_back("__global int *" + plan_.one_pass->counter);
    for (auto& b : plan_.one_pass->results) {
      g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
      params.push_back("__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
    }
  }
  if (plan_.scan) {
    // Scan-scatter fusion: the scatters' destinations (a buffer two
    // scatters share, a partition's, once), their rows and offsets, the
    // total.
    std::set<std::string> passed;
    for (auto& sc : plan_.scan->scatters) {
      for (auto& b : sc.dests) {
        if (!passed.insert(b.name).second) continue;
        check_prim_supported(b.elem, Span{});
        g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
        params.push_back("__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
      }
      g.args.push_back({KernelArg::Kind::Size, sc.bound, PrimType::I64});
      params.push_back("long " + sc.bound);
      if (!sc.offset.empty() && passed.insert(sc.offset).second) {
        g.args.push_back({KernelArg::Kind::Mem, sc.offset, PrimType::I64});
        params.push_back("__global const long *" + sc.offset);
      }
    }
    if (!plan_.scan->count.empty()) {
      g.args.push_back({KernelArg::Kind::Mem, plan_.scan->count, PrimType::I64});
      params.push_back("__global long *" + plan_.scan->count);
    }
  }
  // Free variables of the user functions: host scalars and arrays.
  std::vector<const UserFun*> ufs;
  collect_user_funs(plan_.expr, ufs);
  if (plan_.scan)
    for (auto& sc : plan_.scan->scatters) ufs.push_back(sc.body.get());
  FreeVars fv;
  std::set<const UserFun*> done;
  for (auto* u : ufs) {
    if (!done.insert(u).second) continue;
    std::set<std::string> bound;
    for (auto& p : u->params) bound.insert(p.name);
    fv_body(*u->body, bound, fv);
  }
  std::set<std::string> have(sizes.begin(), sizes.end());
  std::vector<std::string> arrays;
  for (auto& v : fv.order) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "kernel " << plan_.name << " uses unknown variable " << v);
    const ir::Type& t = it->second;
    check_prim_supported(t.elem, Span{});
    if (t.is_array()) {
      arrays.push_back(v);
      for (auto& d : t.shape)
        if (d.is_var() && have.insert(c_name(d.var)).second) {
          g.args.push_back({KernelArg::Kind::Size, c_name(d.var), PrimType::I64});
          params.push_back("long " + c_name(d.var));
        }
    } else if (have.insert(c_name(v)).second) {
      g.args.push_back({KernelArg::Kind::Scalar, c_name(v), t.elem});
      params.push_back(c_type(t.elem, Target::OpenCL) + " " + c_name(v));
    }
  }
  for (auto& a : arrays) {
    const ir::Type& t = host_types_.at(a);
    g.args.push_back({KernelArg::Kind::Mem, c_name(a), t.elem});
    // Arrays free in the bodies are only read, and no output (always a
    // fresh buffer) aliases them: `restrict` (RN_RESTRICT) lets the OpenCL compiler issue
    // their loads early (several in flight per thread).
    params.push_back("__global " + c_type(t.elem, Target::OpenCL) + " *RN_RESTRICT " + c_name(a));
  }
  params.push_back("__global long *rn_err");

  Val dest = tuple(outs);
  bool tiled = plan_.tile && gen_tile2d(*plan_.tile);
  if (plan_.scan) {
    gen_scan_lookback(*plan_.scan);
    tiled = true;
  }
  if (!tiled) gen(plan_.expr, &dest);
  if (plan_.one_pass) gen_one_pass(*plan_.one_pass);
  // Sizes and scratch buffers of the arrays in the bodies.
  for (auto& v : arrays_.size_vars())
    if (have.insert(v).second) {
      g.args.push_back({KernelArg::Kind::Size, v, PrimType::I64});
      params.insert(params.end() - 1, "long " + v);
    }
  for (auto& b : arrays_.scratch()) {
    g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
    params.insert(params.end() - 1, "__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
  }
  g.scratch = arrays_.scratch();

  std::string prologue;
  if (narrow_) {
    // The 32-bit variant: only for plain maps whose code narrowed something,
    // and whose every assumed size is an argument the host can check.
    if (!narrowed_any_ || plan_.one_pass || plan_.tile || plan_.scan || uses_local_ || !g.scratch.empty() ||
        !arrays_.size_vars().empty() || has_loops(plan_.expr))
      return GeneratedKernel{};
    std::set<std::string> checked;
    std::string cond;
    auto conj = [&](const std::string& c) { cond += (cond.empty() ? "" : " && ") + c; };
    for (auto& a : g.args)
      if (a.kind == KernelArg::Kind::Size) {
        conj("(uint64_t)" + a.name + " <= 1073741824u");
        checked.insert(size_facts_.find(a.name));
      }
    for (auto& v : narrow_sizes_) {
      if (checked.count(v)) continue;
      const KernelArg* arg = nullptr;
      for (auto& a : g.args)
        if (a.kind == KernelArg::Kind::Scalar && a.prim == PrimType::I64 && size_facts_.find(a.name) == v) arg = &a;
      if (!arg) return GeneratedKernel{};
      conj("(uint64_t)" + arg->name + " <= 1073741824u");
      checked.insert(v);
    }
    for (auto& a : g.args)
      if (a.kind == KernelArg::Kind::Mem)
        conj(a.name + "->size < (size_t)" + std::to_string(prim_bytes(a.prim)) + " << 31");
    g.narrow_cond = cond;
    g.name = plan_.name + "_i32";
    for (auto& a : g.args)
      if (a.kind == KernelArg::Kind::Size) {
        for (auto& p : params)
          if (p == "long " + a.name) p = "long rn_w_" + a.name;
        prologue += "  int " + a.name + " = (int)rn_w_" + a.name + ";\n";
      }
  }

  std::ostringstream o;
  o << "// " << plan_.name << ":\n";
  o << "//   " << print_expr(plan_.expr) << "\n";
  if (tiled)
    o << "//   emitted by the " << (plan_.scan ? "scan-lookback" : "tile-2d")
      << " template (the pattern above is its meaning)\n";
  if (plan_.scan) o << "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n";
  o << "__kernel void " << g.name << "(";
  for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
  o << ") {\n" << prologue;
  for (auto& d : local_decls_) o << "  " << d << "\n";
  o << body_.str() << "}\n";
  g.code = o.str();
  return g;
}

}  // namespace

std::string SizeFacts::find(const std::string& x) const {
  std::string r = x;
  for (auto it = parent.find(r); it != parent.end() && it->second != r; it = parent.find(r)) r = it->second;
  return r;
}

void SizeFacts::unite(const ir::SubExp& a, const ir::SubExp& b) {
  std::string ra = find(ir::subexp_str(a)), rb = find(ir::subexp_str(b));
  if (ra != rb) parent[ra] = rb;
}

bool SizeFacts::same(const ir::SubExp& a, const ir::SubExp& b) const {
  return find(ir::subexp_str(a)) == find(ir::subexp_str(b));
}

std::optional<int64_t> narrow_scan_bound(const rewrite::ScanLookback& t) { return narrow_bound(t); }

GeneratedKernel generate_kernel(const KernelPlan& plan, const std::map<std::string, ir::Type>& host_types,
                                ErrorTable& errors, const SizeFacts& size_facts, IndexWidth width) {
  KernelGen gen(plan, host_types, errors, size_facts, width);
  return gen.run();
}

}  // namespace runic::backend
