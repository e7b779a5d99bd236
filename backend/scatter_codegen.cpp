// OpenCL kernels for the Kernel IR's SegScatter and SegHist (ir.h SegKind::
// Scatter/Hist; made by flatten/flatten_soacs.cpp).  These do not go through
// the pattern rewrite system: a scatter is a map whose writes go to computed
// places, which the ICFP'15 patterns cannot express, so the kernel is
// written directly:
//
//   for (gtid = global id; gtid < w; gtid += global size) {   // strided
//     <the SegOp body: computes (idx, v_1..v_k)>
//     if (0 <= idx && idx < m) dest_j[idx] = v_j;          // scatter
//                              dest[idx] = op(dest[idx], v)  // hist, atomically
//   }
//
// Hist updates are atomic (OpenCL 1.2): atomic_add for i32/u32 `+`; any
// other operator on one 32- or 64-bit element type (ints, f32, f64) is a
// compare-and-swap loop on the element's bits (64-bit words need
// cl_khr_int64_base_atomics, enabled by a pragma).  Other histograms (tuples
// of values, 8/16-bit and bool elements) run the same kernel with one work
// item, which is correct but sequential.  A scatter into a destination with
// rows (rank > 1) copies each row; arrays in the body (slices, loops over
// arrays) are backend/kernel_arrays.h's.  Histograms with rows are not
// supported yet.
#include "backend/scatter_codegen.h"

#include <cstdlib>
#include <set>
#include <sstream>
#include <string>

#include "backend/kernel_arrays.h"
#include "backend/kernel_codegen.h"
#include "backend/scalar_code.h"
#include "ir/commutative.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

// Free variables of a sequential body (names used, not bound inside).
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

// Whether `op` is `\a b -> a + b` on i32/u32 (on f32 with `f32`).
bool is_int32_add(const ir::ReduceOp& op, bool f32 = false) {
  const ir::Lambda& l = op.lambda;
  if (l.params.size() != 2 || !l.body || l.body->stms.size() != 1 || l.body->result.size() != 1) return false;
  const ir::Stm& s = l.body->stms[0];
  const ir::Exp& e = s.exp;
  if (e.kind != ir::Exp::Kind::BinOp || e.binop != BinOp::Add) return false;
  if (f32 ? e.prim != PrimType::F32 : (e.prim != PrimType::I32 && e.prim != PrimType::U32)) return false;
  if (s.pat.size() != 1 || !l.body->result[0].is_var() || l.body->result[0].var != s.pat[0].name) return false;
  auto is = [](const ir::SubExp& x, const std::string& n) { return x.is_var() && x.var == n; };
  return (is(e.args[0], l.params[0].name) && is(e.args[1], l.params[1].name)) ||
         (is(e.args[0], l.params[1].name) && is(e.args[1], l.params[0].name));
}

class ScatterGen {
 public:
  ScatterGen(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors)
      : host_types_(host_types), errors_(errors) {}

  ScatterKernel run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name, const Span& loc);

 private:
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  std::unique_ptr<KernelArrays> arrays_;  // arrays in the body (backend/kernel_arrays.h)
  int counter_ = 0;
  std::string fresh(const std::string& b) { return b + std::to_string(counter_++); }

  // Reads of global arrays (bounds-checked) and assertions inside the body.
  bool hook(ScalarEmitter& em, const ir::Stm& s) {
    if (arrays_ && arrays_->stm(em, s)) return true;
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    if (e.kind == ir::Exp::Kind::Index) {
      auto it = host_types_.find(e.array);
      internal_assert(it != host_types_.end(), "scatter kernel reads unknown array " << e.array);
      const ir::Type& t = it->second;
      if ((int)e.dims.size() != t.rank() || s.pat.size() != 1 || s.pat[0].type.is_array())
        user_error(loc, "not supported by the OpenCL backend yet: slicing inside a kernel");
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        if (e.dims[d].is_slice) user_error(loc, "not supported by the OpenCL backend yet: slicing inside a kernel");
        std::string n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        if (e.unsafe) {
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        flat = flat.empty() ? iv : "(" + flat + ") * " + n + " + " + iv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank);
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
    if (e.kind == ir::Exp::Kind::Scatter || e.kind == ir::Exp::Kind::Hist || e.kind == ir::Exp::Kind::Update)
      user_error(loc, "not supported by the OpenCL backend yet: array updates inside a scatter/hist kernel");
    return false;
  }
};

ScatterKernel ScatterGen::run(const ir::Exp& e, const std::vector<ir::Param>& /*pat*/, const std::string& name,
                              const Span& loc) {
  bool hist = e.seg_kind == ir::SegKind::Hist;
  size_t k = e.arrays.size();
  for (size_t j = 0; j < k; ++j) {
    const ir::Type& t = host_types_.at(e.arrays[j]);
    if (t.rank() != 1 && hist)
      user_error(loc, "not supported by the OpenCL backend yet: histograms into arrays of rank > 1");
    check_prim_supported(t.elem, loc);
  }
  const ir::Type& d0 = host_types_.at(e.arrays[0]);
  PrimType elem = d0.elem;
  int bits = prim_bytes(elem) * 8;
  bool atomic_add32 = hist && k == 1 && is_int32_add(e.reduces[0]);
  bool cas = hist && k == 1 && !atomic_add32 && (bits == 32 || bits == 64) && elem != PrimType::Bool;
  // f32 `+` into global memory on NVIDIA's OpenCL (which defines the macro
  // of its extension cl_nv_pragma_unroll): the hardware's atomic float add
  // (PTX red.global.add.f32) rather than a compare-and-swap loop, which
  // takes two atomics an update at the least (perf19, H200: 32M values into
  // 100,000 bins 1,425 us with the loop, PyTorch's atomicAdd 501 us).
  // RUNIC_NV_FLOAT_ATOMICS=0 when compiling keeps the loop.
  static const bool nv_float_atomics = [] {
    const char* v = std::getenv("RUNIC_NV_FLOAT_ATOMICS");
    return !(v && std::string(v) == "0");
  }();
  // Only for a destination of a constant size too large for the local
  // sub-histograms, which never takes the local path: in a kernel that may
  // take either, the inline assembly in the loop's other branch cost time
  // (H200, 32M values into 1024 bins: 151 -> 229 us), and the loop
  // unswitched on rn_lh ran wrong on PoCL (histogram2/f32_sum.fut).
  const ir::SubExp& bins = host_types_.at(e.arrays[0]).shape.at(0);
  bool global_only = bins.is_const() && bins.value.as_i64() > kLocalHistBytes / 4;
  bool nv_f32_add = cas && nv_float_atomics && elem == PrimType::F32 && global_only &&
                    is_int32_add(e.reduces[0], true);
  ScatterKernel out;
  out.sequential = hist && !atomic_add32 && !cas;
  GeneratedKernel& g = out.kernel;
  g.name = name;

  std::vector<std::string> params;
  std::set<std::string> have;
  // The number of points (host expression -> kernel parameter rn_w).
  auto host_size = [&](const ir::SubExp& s) {
    return s.is_const() ? std::to_string(s.value.as_i64()) + "LL" : c_name(s.var);
  };
  g.args.push_back({KernelArg::Kind::Size, host_size(e.seg_space.dims[0].second), PrimType::I64});
  params.push_back("long rn_w");
  // Free variables of the body and of the operator.
  std::vector<std::string> fv;
  std::set<std::string> seen;
  std::set<std::string> bound = {e.seg_space.dims[0].first};
  free_vars(*e.bodies[0], bound, fv, seen);
  if (hist) {
    std::set<std::string> ob;
    for (auto& p : e.reduces[0].lambda.params) ob.insert(p.name);
    free_vars(*e.reduces[0].lambda.body, ob, fv, seen);
    for (auto& n : e.reduces[0].neutral) if (n.is_var() && seen.insert(n.var).second) fv.push_back(n.var);
  }
  for (auto& d : e.arrays) if (seen.insert(d).second) fv.push_back(d);
  std::vector<std::string> arrays;
  for (auto& v : fv) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "scatter kernel " << name << " uses unknown variable " << v);
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
    bool is_dest = false;
    for (auto& d : e.arrays) is_dest |= d == a;
    params.push_back(std::string(is_dest && cas ? "volatile " : "") + "__global " +
                     c_type(t.elem, Target::OpenCL) + " *" + c_name(a));
  }
  params.push_back("__global long *rn_err");

  std::ostringstream os;
  auto hk = [this](ScalarEmitter& em, const ir::Stm& s) { return hook(em, s); };
  auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& l) {
    int code = errors_.add(escape_percent(l.str()) + ": division by zero");
    em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
  };
  ScalarEmitter em(Target::OpenCL, os, 1, hk, div_check);
  const std::string gtid = c_name(e.seg_space.dims[0].first);
  arrays_ = std::make_unique<KernelArrays>(host_types_, errors_, name);
  arrays_->begin_body(*e.bodies[0], {{e.seg_space.dims[0].first, ir::Type::scalar(PrimType::I64)}}, {});
  // Compare-and-swap helpers (cas histograms).
  std::string T = c_type(elem, Target::OpenCL);
  const ir::Lambda& l = e.reduces.empty() ? e.map_lambda : e.reduces[0].lambda;
  std::string W = bits == 32 ? "uint" : "ulong";
  std::string cmpxchg = bits == 32 ? "atomic_cmpxchg" : "atom_cmpxchg";
  auto to_word = [&](const std::string& x) {
    return is_float(elem) ? "as_" + W + "(" + x + ")" : "(" + W + ")(" + x + ")";
  };
  auto from_word = [&](const std::string& x) {
    return is_float(elem) ? "as_" + T + "(" + x + ")" : "(" + T + ")(" + x + ")";
  };
  // The compare-and-swap loop on `space` memory at `where`, combining `value`.
  auto cas_loop = [&](const std::string& space, const std::string& where, const std::string& value) {
    if (nv_f32_add && space == "__global") {
      em.line("#ifdef cl_nv_pragma_unroll");
      em.line("asm volatile(\"red.global.add.f32 [%0], %1;\" :: \"l\"((ulong)&" + where + "), \"f\"((float)(" +
              value + ")) : \"memory\");");
      em.line("#else");
    }
    em.open("");
    em.line("volatile " + space + " " + W + " *rn_p = (volatile " + space + " " + W + " *)&" + where + ";");
    // The first read is atomic too (a compare-and-swap that changes
    // nothing), so that it does not race with the other work items' updates.
    em.line(W + " rn_old = " + cmpxchg + "(rn_p, (" + W + ")0, (" + W + ")0), rn_assumed;");
    em.open("do");
    em.line("rn_assumed = rn_old;");
    em.declare(l.params[0], from_word("rn_assumed"));
    em.declare(l.params[1], value);
    em.stms(*l.body);
    em.line("rn_old = " + cmpxchg + "(rn_p, rn_assumed, " + to_word(em.subexp(l.body->result[0])) + ");");
    em.close("} while (rn_old != rn_assumed);");
    em.close();
    if (nv_f32_add && space == "__global") em.line("#endif");
  };
  // Small histograms go through sub-histograms in local memory (SC'20,
  // section 4): the host passes rn_lh = H > 0 copies per group when H
  // copies of the destination's bins fit in kLocalHistBytes and launches
  // fewer, fuller groups; work item t updates copy t % H, so that the
  // contended atomics hit local memory and are spread over H copies.  At
  // the end each group combines its copies and merges them into the
  // destination once: with atomic_add for i32/u32 `+`, else by writing its
  // bins to rn_hpart[group][bin] for the merge kernel (a compare-and-swap
  // loop on global memory, every group on the same bins, serialises).
  // rn_lh is uniform over a group, so the barriers under it are reached by
  // every work item or by none.
  //
  // The copies start at the neutral element and are combined with each
  // other and with the destination by the operator, so a bin that a copy
  // never received is combined as op(x, ne).  Futhark asks hist's operator
  // to be commutative with `ne` neutral, but an operator written with one
  // argument ignored, `hist (\_ y -> y) 0 k is vs` ("last writer wins",
  // the usual way to pick each run's value after a sort), has `ne` neutral
  // on the left only: op(x, 0) = 0 wipes the bin (Acomage/material's
  // `unique` gave all zeros, tests/programs/wrong1/).  An operator that
  // ir/commutative.h cannot show commutative therefore goes straight to the
  // destination, dest[i] = op(dest[i], v) once per value as the interpreter
  // does (in some order of the bin's values: the same result whenever they
  // commute, as equal values do).
  bool order_free = hist && k == 1 && ir::inferred_commutative(e.reduces[0].lambda);
  bool local_hist = hist && (atomic_add32 || (cas && order_free));
  int64_t local_bins = kLocalHistBytes / (bits / 8);
  std::string m = em.subexp(d0.shape[0]);
  if (local_hist) {
    params.insert(params.end() - 1, "int rn_lh");
    g.args.push_back({KernelArg::Kind::Scalar, "rn_hist_local", PrimType::I32});
    if (cas) {
      params.insert(params.end() - 1, "long rn_hg");
      g.args.push_back({KernelArg::Kind::Scalar, "rn_hist_groups", PrimType::I64});
      params.insert(params.end() - 1, "__global " + T + " *rn_hpart");
      g.args.push_back({KernelArg::Kind::Mem, "rn_hpart", elem});
    }
    em.line("__local " + T + " rn_lhist[" + std::to_string(local_bins) + "];");
    em.line("long rn_lc = rn_lh > 0 ? (long)(get_local_id(0) % rn_lh) * (long)" + m + " : 0;");
    em.open("if (rn_lh)");
    em.line("for (long rn_b = get_local_id(0); rn_b < (long)rn_lh * (long)" + m +
            "; rn_b += get_local_size(0)) rn_lhist[rn_b] = " + em.subexp(e.reduces[0].neutral[0]) + ";");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.close();
  }
  em.open("for (long " + gtid + " = get_global_id(0); " + gtid + " < rn_w; " + gtid + " += get_global_size(0))");
  em.stms(*e.bodies[0]);
  const auto& res = e.bodies[0]->result;
  em.line("long rn_i = (long)" + em.subexp(res[0]) + ";");
  em.open("if (rn_i >= 0 && rn_i < (long)" + m + ")");
  if (!hist) {
    for (size_t j = 0; j < k; ++j) {
      const ir::Type& t = host_types_.at(e.arrays[j]);
      if (t.rank() == 1) {
        em.line(c_name(e.arrays[j]) + "[rn_i] = " + em.subexp(res[1 + j]) + ";");
        continue;
      }
      // A row: copied to its place in the destination.
      std::string row = "1";
      for (int d = 1; d < t.rank(); ++d) row += " * (long)" + em.subexp(t.shape[d]);
      arrays_->write_result(em, res[1 + j], t.row(), "(" + c_name(e.arrays[j]) + " + rn_i * (" + row + "))");
    }
  } else if (atomic_add32) {
    em.line("if (rn_lh) atomic_add((volatile __local " + T + " *)&rn_lhist[rn_lc + rn_i], " + em.subexp(res[1]) +
            ");");
    em.line("else atomic_add((volatile __global " + T + " *)&" + c_name(e.arrays[0]) + "[rn_i], " +
            em.subexp(res[1]) + ");");
  } else {
    if (cas) {
      if (local_hist) {
        em.open("if (rn_lh)");
        cas_loop("__local", "rn_lhist[rn_lc + rn_i]", em.subexp(res[1]));
        em.close();
        em.open("else");
        cas_loop("__global", c_name(e.arrays[0]) + "[rn_i]", em.subexp(res[1]));
        em.close();
      } else {
        cas_loop("__global", c_name(e.arrays[0]) + "[rn_i]", em.subexp(res[1]));
      }
    } else {
      // One work item: a plain read-modify-write.
      for (size_t j = 0; j < k; ++j) em.declare(l.params[j], c_name(e.arrays[j]) + "[rn_i]");
      for (size_t j = 0; j < k; ++j) em.declare(l.params[k + j], em.subexp(res[1 + j]));
      em.stms(*l.body);
      for (size_t j = 0; j < k; ++j) em.line(c_name(e.arrays[j]) + "[rn_i] = " + em.subexp(l.body->result[j]) + ";");
    }
  }
  em.close();
  em.close();
  // The combination of the rn_lh copies of bin rn_b into rn_hv (the
  // operator is commutative and associative: any order).
  auto combine_copies = [&]() {
    em.line(T + " rn_hv = rn_lhist[rn_b];");
    // A constant trip count: PoCL 3/LLVM miscompiles this loop bounded by
    // the kernel argument rn_lh (an endless copy, found by this folder's
    // tests), and the constant one unrolls.
    em.open("for (int rn_c = 1; rn_c < " + std::to_string(kLocalHistCopies) + "; rn_c++) if (rn_c < rn_lh)");
    em.declare(l.params[0], "rn_hv");
    em.declare(l.params[1], "rn_lhist[(long)rn_c * (long)" + m + " + rn_b]");
    em.stms(*l.body);
    em.line("rn_hv = " + em.subexp(l.body->result[0]) + ";");
    em.close();
  };
  if (local_hist) {
    // Each group merges its sub-histograms into the destination.
    em.open("if (rn_lh)");
    em.line("barrier(CLK_LOCAL_MEM_FENCE);");
    em.open("for (long rn_b = get_local_id(0); rn_b < (long)" + m + "; rn_b += get_local_size(0))");
    combine_copies();
    if (atomic_add32)
      em.line("atomic_add((volatile __global " + T + " *)&" + c_name(e.arrays[0]) + "[rn_b], rn_hv);");
    else
      em.line("rn_hpart[(long)get_group_id(0) * (long)" + m + " + rn_b] = rn_hv;");
    em.close();
    em.close();
  }
  // Sizes and scratch buffers of the arrays in the body.
  for (auto& v : arrays_->size_vars())
    if (have.insert(v).second) {
      g.args.push_back({KernelArg::Kind::Size, v, PrimType::I64});
      params.insert(params.end() - 1, "long " + v);
    }
  for (auto& b : arrays_->scratch()) {
    g.args.push_back({KernelArg::Kind::Mem, b.name, b.elem});
    params.insert(params.end() - 1, "__global " + c_type(b.elem, Target::OpenCL) + " *" + b.name);
  }
  g.scratch = arrays_->scratch();
  std::ostringstream o;
  o << "// " << name << ": " << (hist ? "seghist" : "segscatter") << (local_hist ? " (local sub-histograms)" : "")
    << (atomic_add32 ? " (atomic_add)" : cas ? " (compare-and-swap)" : out.sequential ? " (one work item)" : "")
    << "\n";
  if (cas && bits == 64) o << "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n";
  o << "__kernel void " << name << "(";
  for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
  o << ") {\n" << os.str() << "}\n";
  g.code = o.str();
  out.global_size = out.sequential ? "1" : "rn_max64(1, " + host_size(e.seg_space.dims[0].second) + ")";
  out.local_hist = local_hist;
  out.local_bins = local_bins;
  out.bins = host_size(d0.shape[0]);
  if (local_hist && cas) {
    // The merge kernel: group q combines bins [q * kMergeBins, (q + 1) *
    // kMergeBins) of the rn_hg groups' sub-histograms; its 256 work items
    // are kMergeBins bins (consecutive work items read consecutive bins of
    // a row of rn_hpart) x 256 / kMergeBins slices of the rows, combined by
    // a tree in local memory; the destination's old value comes first.
    constexpr int S = kLocalHistGroupSize / kMergeBins;
    std::ostringstream ms;
    ScalarEmitter me(Target::OpenCL, ms, 1, hk, div_check);
    auto apply = [&](const std::string& a, const std::string& b, const std::string& to) {
      me.open("");
      me.declare(l.params[0], a);
      me.declare(l.params[1], b);
      me.stms(*l.body);
      me.line(to + " = " + me.subexp(l.body->result[0]) + ";");
      me.close();
    };
    me.line("__local " + T + " rn_red[" + std::to_string(kLocalHistGroupSize) + "];");
    me.line("long rn_b = (long)get_group_id(0) * " + std::to_string(kMergeBins) + " + get_local_id(0) % " +
            std::to_string(kMergeBins) + ";");
    me.line("int rn_s = get_local_id(0) / " + std::to_string(kMergeBins) + ";");
    me.line(T + " rn_acc = " + me.subexp(e.reduces[0].neutral[0]) + ";");
    me.open("if (rn_b < (long)" + m + ")");
    me.open("for (long rn_g = rn_s; rn_g < rn_hg; rn_g += " + std::to_string(S) + ")");
    apply("rn_acc", "rn_hpart[rn_g * (long)" + m + " + rn_b]", "rn_acc");
    me.close();
    me.close();
    me.line("rn_red[get_local_id(0)] = rn_acc;");
    me.line("barrier(CLK_LOCAL_MEM_FENCE);");
    me.open("for (int rn_o = " + std::to_string(S / 2) + "; rn_o > 0; rn_o >>= 1)");
    me.open("if (rn_s < rn_o)");
    apply("rn_red[get_local_id(0)]", "rn_red[get_local_id(0) + rn_o * " + std::to_string(kMergeBins) + "]",
          "rn_red[get_local_id(0)]");
    me.close();
    me.line("barrier(CLK_LOCAL_MEM_FENCE);");
    me.close();
    me.open("if (rn_s == 0 && rn_b < (long)" + m + ")");
    apply(c_name(e.arrays[0]) + "[rn_b]", "rn_red[get_local_id(0)]", c_name(e.arrays[0]) + "[rn_b]");
    me.close();
    GeneratedKernel mk = g;
    mk.name = name + "_merge";
    std::ostringstream mo;
    mo << "// " << mk.name << ": the merge of " << name << "'s sub-histograms\n";
    if (bits == 64) mo << "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n";
    mo << "__kernel void " << mk.name << "(";
    for (size_t i = 0; i < params.size(); ++i) mo << (i ? ", " : "") << params[i];
    mo << ") {\n" << ms.str() << "}\n";
    mk.code = mo.str();
    out.merge = std::move(mk);
  }
  out.derivation = hist ? (atomic_add32 ? "seghist: atomic_add" : cas ? "seghist: compare-and-swap loop"
                                                                         : "seghist: one work item (no atomics for this type)")
                        : "segscatter: direct kernel";
  if (nv_f32_add) out.derivation += " (global f32 +: red.global.add.f32 on NVIDIA's OpenCL)";
  if (hist && cas && !local_hist)
    out.derivation += "; no local sub-histograms: the operator is not known commutative (its neutral element "
                      "may be neutral on one side only)";
  if (local_hist)
    out.derivation += "; run-time choice: sub-histograms in local memory when there are at most " +
                      std::to_string(local_bins) + " bins (up to " + std::to_string(kLocalHistCopies) +
                      " copies per group as they fit in " + std::to_string(kLocalHistBytes) + " bytes, " +
                      std::to_string(kLocalHistGroupSize) + "-item groups, at most " +
                      std::to_string(kLocalHistGroups) + " groups), merged " +
                      (cas ? "by a second kernel reading each group's bins (no global atomics)"
                           : "with one global atomic per group and bin") +
                      "; else atomics on the destination";
  return out;
}

}  // namespace

ScatterKernel generate_scatter_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat, const std::string& name,
                                      const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                      const Span& loc) {
  ScatterGen gen(host_types, errors);
  return gen.run(segop, pat, name, loc);
}

}  // namespace runic::backend
