// OpenCL kernels for column reductions (ir/colred.h; issue 16, item 3): a
// SegRed over (s < m, r < n) whose body reads row-major arrays as a[r, s].
// Written directly, like the scatter and row-group kernels.  Each
// work-group takes a tile of kColTile consecutive segments (columns) and
// kColSlices slices of a range of the rows; work item (c, t) keeps the
// accumulators of column c over its slice's rows in registers, loading
// kColUnroll rows before folding them (independent loads in flight), so a
// warp reads kColTile consecutive elements of one row (coalesced).  The
// slices are combined in order in local memory.  When there are few column
// tiles to fill the device, the rows are split over rn_col_split groups
// (a run-time choice of the host: backend.cpp), which write partial results
// that a second kernel combines in order; else the groups write the
// results once.  Rows and slices are contiguous ranges combined in order,
// so operators that are not commutative are reduced in order too.
//
//   group (cg, rg), item (c, t):  s = cg * kColTile + c
//     rows [lo, hi) of rg, slice t: rows [a, b)
//     acc = ne; for i in [a, b): acc = op(acc, body(s, i))
//     local[t][c] = acc; barrier
//     t == 0: acc = op(local[0][c], ..., local[kColSlices-1][c])
//             rn_col_split == 1 ? result[s] = acc : part[rg][s] = acc
//   final (rn_col_split > 1), item s: result[s] = op(part[0][s], ..., part[R-1][s])
#include "backend/colred_codegen.h"

#include <set>
#include <sstream>

#include "backend/scalar_code.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

// Free variables of a scalar body (names used, not bound inside).
void free_vars(const ir::Body& b, std::set<std::string> bound, std::vector<std::string>& order,
               std::set<std::string>& seen) {
  auto use = [&](const std::string& v) {
    if (v.empty() || bound.count(v) || !seen.insert(v).second) return;
    order.push_back(v);
  };
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) use(s.var); };
  for (auto& s : b.stms) {
    const ir::Exp& e = s.exp;
    for (auto& a : e.args) se(a);
    use(e.array);
    for (auto& a : e.arrays) use(a);
    for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
    for (auto& [p, init] : e.merge) se(init);
    std::set<std::string> inner = bound;
    for (auto& [p, init] : e.merge) inner.insert(p.name);
    if (!e.loop_var.empty()) inner.insert(e.loop_var);
    for (auto& nb : e.bodies) if (nb) free_vars(*nb, inner, order, seen);
    for (auto& p : s.pat) bound.insert(p.name);
  }
  for (auto& r : b.result) se(r);
}

class ColRedGen {
 public:
  ColRedGen(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors)
      : host_types_(host_types), errors_(errors) {}

  ColRedKernel run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name, const Span& loc);

 private:
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  int counter_ = 0;
  std::string fresh(const std::string& b) { return b + std::to_string(counter_++); }
  std::map<std::string, ir::SubExp> space_;  // segment-space index -> its dimension's size

  // Point reads of host arrays (bounds-checked) and assertions.
  bool hook(ScalarEmitter& em, const ir::Stm& s) {
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    if (e.kind == ir::Exp::Kind::Index) {
      auto it = host_types_.find(e.array);
      internal_assert(it != host_types_.end(), "column reduction reads unknown array " << e.array);
      const ir::Type& t = it->second;
      internal_assert((int)e.dims.size() == t.rank() && s.pat.size() == 1, "column reduction: not a point read");
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        std::string n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        // A segment-space index into a dimension of the space's size is
        // in bounds (xss[r, s] of `map f32.sum (transpose xss)`).
        const ir::SubExp& ix = e.dims[d].index;
        auto sz = ix.is_var() ? space_.find(ix.var) : space_.end();
        bool in_space = sz != space_.end() && ((sz->second.is_var() && t.shape[d].is_var() &&
                                                sz->second.var == t.shape[d].var) ||
                                               (sz->second.is_const() && t.shape[d].is_const() &&
                                                sz->second.value.as_i64() == t.shape[d].value.as_i64()));
        if (e.unsafe || in_space) {
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        flat = flat.empty() ? iv : "(" + flat + ") * " + n + " + " + iv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank, &e.perm);
      if (!chain.empty()) em.line(chain);
      if (ok.empty()) em.declare(s.pat[0], c_name(e.array) + "[" + flat + "]");
      else
        em.declare(s.pat[0], "(" + ok + ") ? " + c_name(e.array) + "[" + flat + "] : (" +
                                 c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      return true;
    }
    if (e.kind == ir::Exp::Kind::Assert) {
      em.line("if (!" + em.subexp(e.args[0]) + ") " + assert_error_stmt(em, e, loc, errors_));
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    return false;
  }
};

ColRedKernel ColRedGen::run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name,
                            const Span& loc) {
  const ir::ReduceOp& op = e.reduces[0];
  const ir::Lambda& l = op.lambda;
  size_t k = op.neutral.size();
  const std::string s_var = e.seg_space.dims[0].first, r_var = e.seg_space.dims[1].first;
  for (auto& [v, n] : e.seg_space.dims) space_[v] = n;
  ColRedKernel out;
  auto host_size = [&](const ir::SubExp& x) {
    return x.is_const() ? std::to_string(x.value.as_i64()) + "LL" : c_name(x.var);
  };
  out.segments = host_size(e.seg_space.dims[0].second);
  out.length = host_size(e.seg_space.dims[1].second);
  GeneratedKernel& g = out.kernel;
  g.name = name;
  std::vector<std::string> params;
  std::set<std::string> have;
  g.args.push_back({KernelArg::Kind::Size, out.segments, PrimType::I64});
  params.push_back("long rn_m");
  g.args.push_back({KernelArg::Kind::Size, out.length, PrimType::I64});
  params.push_back("long rn_n");
  g.args.push_back({KernelArg::Kind::Scalar, "rn_col_split", PrimType::I64});
  params.push_back("long rn_split");
  std::vector<std::string> fv;
  std::set<std::string> seen;
  free_vars(*e.bodies[0], {s_var, r_var}, fv, seen);
  std::set<std::string> ob;
  for (auto& p : l.params) ob.insert(p.name);
  free_vars(*l.body, ob, fv, seen);
  for (auto& n : op.neutral)
    if (n.is_var() && seen.insert(n.var).second) fv.push_back(n.var);
  std::vector<std::string> arrays;
  for (auto& v : fv) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "column reduction " << name << " uses unknown variable " << v);
    const ir::Type& t = it->second;
    check_prim_supported(t.elem, loc);
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
    params.push_back("__global " + c_type(t.elem, Target::OpenCL) + " *" + c_name(a));
  }
  std::vector<std::string> T(k), res(k), part(k);
  for (size_t j = 0; j < k; ++j) {
    PrimType el = pat[j].type.elem;
    check_prim_supported(el, loc);
    T[j] = c_type(el, Target::OpenCL);
    res[j] = c_name(pat[j].name);
    part[j] = "rn_cpart" + std::to_string(j);
    g.args.push_back({KernelArg::Kind::Mem, res[j], el});
    params.push_back("__global " + T[j] + " *" + res[j]);
    g.args.push_back({KernelArg::Kind::Mem, part[j], el});
    params.push_back("__global " + T[j] + " *" + part[j]);
    out.partial_elems.push_back(el);
  }
  params.push_back("__global long *rn_err");

  auto hk = [this](ScalarEmitter& em, const ir::Stm& s) { return hook(em, s); };
  auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& lc) {
    int code = errors_.add(escape_percent(lc.str()) + ": division by zero");
    em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
  };
  // acc_j = op(acc_j, x_j), in a block of its own.
  auto apply = [&](ScalarEmitter& em, const std::vector<std::string>& acc, const std::vector<std::string>& x) {
    em.open("");
    for (size_t j = 0; j < k; ++j) em.declare(l.params[j], acc[j]);
    for (size_t j = 0; j < k; ++j) em.declare(l.params[k + j], x[j]);
    em.stms(*l.body);
    for (size_t j = 0; j < k; ++j) em.line(acc[j] + " = " + em.subexp(l.body->result[j]) + ";");
    em.close();
  };
  const std::string tile = std::to_string(kColTile), slices = std::to_string(kColSlices);
  std::vector<std::string> acc(k);
  for (size_t j = 0; j < k; ++j) acc[j] = "rn_acc" + std::to_string(j);

  std::ostringstream os;
  {
    ScalarEmitter em(Target::OpenCL, os, 1, hk, div_check);
    for (size_t j = 0; j < k; ++j)
      em.line("__local " + T[j] + " rn_cl" + std::to_string(j) + "[" + std::to_string(kColTile * kColSlices) + "];");
    em.line("long rn_cg = (rn_m + " + std::to_string(kColTile - 1) + ") / " + tile + ";");
    em.line("long rn_colg = (long)get_group_id(0) % rn_cg, rn_rowg = (long)get_group_id(0) / rn_cg;");
    em.line("int rn_c = get_local_id(0) % " + tile + ", rn_t = get_local_id(0) / " + tile + ";");
    em.line("long " + c_name(s_var) + " = rn_colg * " + tile + " + rn_c;");
    // The rows of this group, then of this slice: contiguous ranges.
    em.line("long rn_chunk = (rn_n + rn_split - 1) / rn_split;");
    em.line("long rn_lo = rn_rowg * rn_chunk, rn_hi = min(rn_n, rn_lo + rn_chunk);");
    em.line("long rn_sub = rn_hi > rn_lo ? (rn_hi - rn_lo + " + std::to_string(kColSlices - 1) + ") / " + slices +
            " : 0;");
    em.line("long rn_a = rn_lo + rn_t * rn_sub, rn_b = min(rn_hi, rn_a + rn_sub);");
    for (size_t j = 0; j < k; ++j) em.line(T[j] + " " + acc[j] + " = " + em.subexp(op.neutral[j]) + ";");
    em.open("if (" + c_name(s_var) + " < rn_m)");
    em.line("long rn_i = rn_a;");
    // kColUnroll rows at a time: their loads are independent.
    em.open("for (; rn_i + " + std::to_string(kColUnroll) + " <= rn_b; rn_i += " + std::to_string(kColUnroll) + ")");
    std::vector<std::vector<std::string>> u(kColUnroll, std::vector<std::string>(k));
    for (int q = 0; q < kColUnroll; ++q) {
      for (size_t j = 0; j < k; ++j) {
        u[q][j] = "rn_u" + std::to_string(q) + "_" + std::to_string(j);
        em.line(T[j] + " " + u[q][j] + ";");
      }
      em.open("");
      em.line("long " + c_name(r_var) + " = rn_i + " + std::to_string(q) + ";");
      em.stms(*e.bodies[0]);
      for (size_t j = 0; j < k; ++j) em.line(u[q][j] + " = " + em.subexp(e.bodies[0]->result[j]) + ";");
      em.close();
    }
    for (int q = 0; q < kColUnroll; ++q) apply(em, acc, u[q]);
    em.close();
    em.open("for (; rn_i < rn_b; rn_i++)");
    for (size_t j = 0; j < k; ++j) em.line(T[j] + " " + u[0][j] + ";");
    em.open("");
    em.line("long " + c_name(r_var) + " = rn_i;");
    em.stms(*e.bodies[0]);
    for (size_t j = 0; j < k; ++j) em.line(u[0][j] + " = " + em.subexp(e.bodies[0]->result[j]) + ";");
    em.close();
    apply(em, acc, u[0]);
    em.close();
    em.close();
    for (size_t j = 0; j < k; ++j) em.line("rn_cl" + std::to_string(j) + "[get_local_id(0)] = " + acc[j] + ";");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    // Slice 0 combines the slices in order (a constant trip count).
    em.open("if (rn_t == 0 && " + c_name(s_var) + " < rn_m)");
    em.open("for (int rn_q = 1; rn_q < " + slices + "; rn_q++)");
    std::vector<std::string> other(k);
    for (size_t j = 0; j < k; ++j) other[j] = "rn_cl" + std::to_string(j) + "[rn_q * " + tile + " + rn_c]";
    apply(em, acc, other);
    em.close();
    em.open("if (rn_split == 1)");
    for (size_t j = 0; j < k; ++j) em.line(res[j] + "[" + c_name(s_var) + "] = " + acc[j] + ";");
    em.close();
    em.open("else");
    for (size_t j = 0; j < k; ++j) em.line(part[j] + "[rn_rowg * rn_m + " + c_name(s_var) + "] = " + acc[j] + ";");
    em.close();
    em.close();
  }
  std::ostringstream fs;
  {
    ScalarEmitter em(Target::OpenCL, fs, 1, hk, div_check);
    em.line("long rn_s = get_global_id(0);");
    em.open("if (rn_s < rn_m)");
    for (size_t j = 0; j < k; ++j) em.line(T[j] + " " + acc[j] + " = " + part[j] + "[rn_s];");
    em.open("for (long rn_g = 1; rn_g < rn_split; rn_g++)");
    std::vector<std::string> other(k);
    for (size_t j = 0; j < k; ++j) other[j] = part[j] + "[rn_g * rn_m + rn_s]";
    apply(em, acc, other);
    em.close();
    for (size_t j = 0; j < k; ++j) em.line(res[j] + "[rn_s] = " + acc[j] + ";");
    em.close();
  }
  auto code = [&](const std::string& kname, const std::string& what, const std::string& body) {
    std::ostringstream o;
    o << "// " << kname << ": " << what << "\n";
    o << "__kernel void " << kname << "(";
    for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
    o << ") {\n" << body << "}\n";
    return o.str();
  };
  g.code = code(name, "column reduction (" + tile + " columns x " + slices + " row slices per group)", os.str());
  out.final_kernel = g;
  out.final_kernel.name = name + "_final";
  out.final_kernel.code = code(out.final_kernel.name, "the column reduction " + name + "'s partial results combined",
                               fs.str());
  out.derivation = "column reduction: segments are columns read as rows (ir/colred.h): work-groups of " + tile +
                   " consecutive columns x " + slices + " row slices (coalesced row reads, " +
                   std::to_string(kColUnroll) +
                   " rows in flight per work item, slices combined in order in local memory); run-time choice: "
                   "the rows split over rn_col_split groups when there are too few column tiles to fill the "
                   "device, their partial results combined in order by a second kernel, else one pass";
  return out;
}

}  // namespace

ColRedKernel generate_colred_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat, const std::string& name,
                                    const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                    const Span& loc) {
  ColRedGen gen(host_types, errors);
  return gen.run(segop, pat, name, loc);
}

}  // namespace runic::backend
