// Arrays inside kernel bodies; see kernel_arrays.h.
#include "backend/kernel_arrays.h"

#include "backend/kernel_codegen.h"
#include "backend/thread_sizes.h"
#include "rewrite/lower.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

[[noreturn]] void unsupported(const Span& loc, const std::string& what) {
  user_error(loc, "not supported by the OpenCL backend yet: " + what);
}

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

// The flat id of the work-item: scratch buffers hold one region per thread.
const char* kThreadId =
    "(long)(get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2)))";

// Every name an expression refers to, nested bodies included.
void uses_exp(const ir::Exp& e, std::set<std::string>& out);
void uses_body(const ir::Body& b, std::set<std::string>& out) {
  for (auto& s : b.stms) uses_exp(s.exp, out);
  for (auto& r : b.result) if (r.is_var()) out.insert(r.var);
}
void uses_exp(const ir::Exp& e, std::set<std::string>& out) {
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) out.insert(s.var); };
  for (auto& a : e.args) se(a);
  if (!e.array.empty()) out.insert(e.array);
  for (auto& a : e.arrays) out.insert(a);
  for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
  for (auto& [p, init] : e.merge) se(init);
  for (auto& b : e.bodies) if (b) uses_body(*b, out);
}

bool allocates(ir::Exp::Kind k) {
  using K = ir::Exp::Kind;
  return k == K::Copy || k == K::Replicate || k == K::Iota || k == K::ArrayLit || k == K::Concat;
}

}  // namespace

KernelArrays::KernelArrays(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors, std::string prefix)
    : host_types_(host_types), errors_(errors), prefix_(std::move(prefix)) {}

void KernelArrays::analyse(const ir::Body& b) {
  for (size_t k = 0; k < b.stms.size(); ++k) {
    const ir::Stm& s = b.stms[k];
    for (auto& p : s.pat) { body_bound_.insert(p.name); bound_in_[p.name] = &b; }
    for (auto& [p, _] : s.exp.merge) body_bound_.insert(p.name);
    if (!s.exp.loop_var.empty()) body_bound_.insert(s.exp.loop_var);
    if (s.exp.kind == ir::Exp::Kind::Loop) {
      std::set<std::string> after;
      for (size_t j = k + 1; j < b.stms.size(); ++j) uses_exp(b.stms[j].exp, after);
      for (auto& r : b.result) if (r.is_var()) after.insert(r.var);
      live_after_[&s] = after;
    }
    for (auto& bb : s.exp.bodies) if (bb) analyse(*bb);
  }
}

void KernelArrays::begin_body(const ir::Body& body, const std::vector<ir::Param>& params,
                              const std::vector<std::string>& result_rows) {
  views_.clear();
  placement_.clear();
  live_after_.clear();
  bound_in_.clear();
  body_bound_.clear();
  body_stack_ = {&body};
  for (auto& p : params) body_bound_.insert(p.name);
  analyse(body);
  // Results created by a top-level statement are built in their rows.
  for (size_t i = 0; i < result_rows.size() && i < body.result.size(); ++i) {
    if (result_rows[i].empty() || !body.result[i].is_var()) continue;
    const std::string& r = body.result[i].var;
    for (auto& s : body.stms) {
      for (size_t j = 0; j < s.pat.size(); ++j) {
        if (s.pat[j].name != r) continue;
        if (allocates(s.exp.kind)) placement_[r] = result_rows[i];
        if (s.exp.kind != ir::Exp::Kind::Loop) continue;
        placement_[r] = result_rows[i];
        // The initial value may be built there too when nothing else
        // reads it after the loop.
        const ir::SubExp& init = s.exp.merge.at(j).second;
        if (!init.is_var()) continue;
        bool alone = true;
        for (auto& n : live_after_[&s]) {
          bool own = false;
          for (auto& p : s.pat) own = own || p.name == n;
          auto it = host_types_.find(n);
          if (!own && body_bound_.count(n) && it != host_types_.end() && it->second.is_array()) alone = false;
        }
        for (auto& s2 : body.stms)
          for (auto& p2 : s2.pat)
            if (alone && p2.name == init.var && allocates(s2.exp.kind)) placement_[init.var] = result_rows[i];
      }
    }
  }
}

std::string KernelArrays::size_str(ScalarEmitter& em, const ir::SubExp& s) {
  if (s.is_var() && !body_bound_.count(s.var)) {
    std::string n = c_name(s.var);
    bool have = false;
    for (auto& v : size_vars_) have = have || v == n;
    if (!have) size_vars_.push_back(n);
  }
  return "(long)" + em.subexp(s);
}

std::vector<std::string> KernelArrays::contiguous(const std::vector<std::string>& shape) {
  std::vector<std::string> st(shape.size());
  std::string acc = "1";
  for (size_t d = shape.size(); d-- > 0;) {
    st[d] = acc;
    acc = acc == "1" ? shape[d] : "(" + acc + " * " + shape[d] + ")";
  }
  return st;
}

KernelArrays::View KernelArrays::lookup(ScalarEmitter& em, const std::string& name, const Span& loc) {
  auto it = views_.find(name);
  if (it != views_.end()) return it->second;
  auto ht = host_types_.find(name);
  internal_assert(ht != host_types_.end() && ht->second.is_array(), "kernel code: unknown array " << name);
  if (body_bound_.count(name)) unsupported(loc, "this array operation inside a kernel (" + name + ")");
  check_prim_supported(ht->second.elem, loc);
  View v;
  v.ptr = c_name(name);
  v.elem = ht->second.elem;
  for (auto& d : ht->second.shape) v.shape.push_back(size_str(em, d));
  v.strides = contiguous(v.shape);
  v.root = -2;
  views_[name] = v;
  return v;
}

KernelArrays::View KernelArrays::declare_view(ScalarEmitter& em, const std::string& name, View v) {
  std::string T = c_type(v.elem, Target::OpenCL);
  em.line("__global " + T + " *" + c_name(name) + " = " + v.ptr + ";");
  v.ptr = c_name(name);
  views_[name] = v;
  return v;
}

KernelArrays::View KernelArrays::alloc(ScalarEmitter& em, const ir::Param& p, const Span& loc) {
  check_prim_supported(p.type.elem, loc);
  View v;
  v.elem = p.type.elem;
  std::string count = "1";
  for (auto& d : p.type.shape) {
    v.shape.push_back(size_str(em, d));
    std::string extent = v.shape.back();
    if (d.is_var() && body_bound_.count(d.var) && !placement_.count(p.name)) {
      // A thread-computed size: its scratch region is sized by the bound
      // that the size kernel computed on the host (backend/thread_sizes.h).
      auto bound = host_types_.find(size_bound_key(d.var));
      if (bound == host_types_.end())
        unsupported(loc, "an array created inside a kernel whose size (" + d.var + ") is computed by the thread");
      extent = size_str(em, bound->second.shape.at(0));
      // A bound from a checked slice's count (thread_sizes.h) holds unless
      // that check failed; the thread then carries on with the error set,
      // and must not write past its region: such a size becomes 0 (a
      // statement's own name; a loop's parameter is left alone, so that no
      // loop's trip changes).
      if (bound_in_.count(d.var)) {
        int code = errors_.add(escape_percent(loc.str()) + ": an array of size %lld where its thread's bound is %lld");
        std::string sz = c_name(d.var);
        em.line("if ((long)" + sz + " > " + extent + ") { " + set_error_stmt(code, {sz, extent}) + " " + sz + " = 0; }");
      }
    }
    count = count == "1" ? extent : count + " * " + extent;
  }
  v.strides = contiguous(v.shape);
  v.root = sites_++;
  auto pl = placement_.find(p.name);
  if (pl != placement_.end()) {
    v.ptr = pl->second;
  } else {
    ScratchBuffer b;
    b.name = prefix_ + "_scratch" + std::to_string(scratch_.size());
    b.elem = p.type.elem;
    b.count = count;
    scratch_.push_back(b);
    v.ptr = "(" + b.name + " + " + kThreadId + " * (" + count + "))";
  }
  return declare_view(em, p.name, v);
}

std::string KernelArrays::elem_at(const View& v, const std::vector<std::string>& idx) {
  std::string off;
  for (size_t d = 0; d < idx.size(); ++d)
    off += (off.empty() ? "" : " + ") + (v.strides[d] == "1" ? idx[d] : idx[d] + " * " + v.strides[d]);
  if (off.empty()) off = "0";
  return v.ptr + "[" + off + "]";
}

void KernelArrays::copy(ScalarEmitter& em, const View& dst, const View& src) {
  std::vector<std::string> idx;
  for (size_t d = 0; d < src.shape.size(); ++d) {
    idx.push_back(fresh("rn_c"));
    em.open("for (long " + idx.back() + " = 0; " + idx.back() + " < " + src.shape[d] + "; " + idx.back() + "++)");
  }
  em.line(elem_at(dst, idx) + " = " + elem_at(src, idx) + ";");
  for (size_t d = 0; d < src.shape.size(); ++d) em.close();
}

void KernelArrays::fill_scalar(ScalarEmitter& em, const View& dst, const std::string& value) {
  std::vector<std::string> idx;
  for (size_t d = 0; d < dst.shape.size(); ++d) {
    idx.push_back(fresh("rn_c"));
    em.open("for (long " + idx.back() + " = 0; " + idx.back() + " < " + dst.shape[d] + "; " + idx.back() + "++)");
  }
  em.line(elem_at(dst, idx) + " = " + value + ";");
  for (size_t d = 0; d < dst.shape.size(); ++d) em.close();
}

// The view `a[dims]` with run-time bounds checks.  For a fully indexed
// element, `scalar_ok` receives the condition under which it may be read.
KernelArrays::View KernelArrays::slice(ScalarEmitter& em, const View& a, const std::vector<ir::DimIndex>& dims,
                                       const Span& loc, std::string* scalar_ok, int index_rank, bool checked,
                                       const std::vector<int>* shown_perm) {
  if (dims.size() > a.shape.size()) internal_error("too many indices in kernel code", __FILE__, __LINE__);
  View r;
  r.elem = a.elem;
  r.root = a.root;
  // All indices are read first; one check, worded as the interpreter words
  // it, covers every dimension, and failed indices read the first element.
  std::string off = "0", ok;
  std::vector<std::vector<std::string>> shown;
  std::vector<std::string> fix, bad;
  for (size_t d = 0; d < dims.size(); ++d) {
    const ir::DimIndex& di = dims[d];
    const std::string& n = a.shape[d];
    if (!di.is_slice) {
      std::string iv = fresh("rn_idx");
      em.line("long " + iv + " = (long)" + em.subexp(di.index) + ";");
      off += " + " + iv + " * " + a.strides[d];
      if (!checked) {
        // ScalarEmitter::loop's version whose hoisted condition proves it.
        em.line("// " + iv + " in [0, " + n + ") by the check before the loop");
        continue;
      }
      bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
      fix.push_back(iv + " = 0;");
      shown.push_back({iv});
      ok += (ok.empty() ? "" : " && ") + ("(" + iv + " < " + n + ")");
      continue;
    }
    std::string st = fresh("rn_st"), cnt = fresh("rn_cnt"), sp = fresh("rn_sp");
    em.line("long " + st + " = (long)" + em.subexp(di.start) + ", " + cnt + " = (long)" + em.subexp(di.count) + ", " +
            sp + " = (long)" + em.subexp(di.stride) + ";");
    std::string last = "(" + st + " + (" + cnt + " - 1) * " + sp + ")";
    bad.push_back("(" + cnt + " < 0 || (" + cnt + " > 0 && (" + st + " < 0 || " + st + " >= " + n + " || " + last +
                  " < 0 || " + last + " >= " + n + ")))");
    fix.push_back(st + " = 0; " + cnt + " = 0;");
    std::string stride = di.stride.is_var() || di.stride.value.as_i64() != 1 ? sp : "1";
    shown.push_back({st, st + " + " + cnt + " * " + sp, stride});
    off += " + " + st + " * " + a.strides[d];
    r.shape.push_back(cnt);
    r.strides.push_back(sp == "1" ? a.strides[d] : "(" + sp + " * " + a.strides[d] + ")");
  }
  if (!bad.empty()) {
    std::string fixes;
    for (auto& f : fix) fixes += " " + f;
    em.line(index_check_chain(loc, shown, bad, a.shape, [&](const ErrorText& et) {
      return set_error_stmt(errors_.add(et.format), et.args) + fixes;
    }, index_rank, shown_perm));
  }
  for (size_t d = dims.size(); d < a.shape.size(); ++d) {
    r.shape.push_back(a.shape[d]);
    r.strides.push_back(a.strides[d]);
  }
  r.ptr = "(" + a.ptr + " + " + off + ")";
  if (scalar_ok) *scalar_ok = ok.empty() ? "1" : ok;
  return r;
}

// `iota n` and `replicate n v` with n < 0 fail as in the interpreter; the
// array is then empty (its loops run no iteration).
void KernelArrays::negative_size_check(ScalarEmitter& em, const std::string& what, const ir::SubExp& n, const Span& loc) {
  if (!n.is_var()) return;
  std::string v = "(long)" + em.subexp(n);
  int code = errors_.add(escape_percent(loc.str()) + ": " + what + " of negative size %lld");
  em.line("if (" + v + " < 0) " + set_error_stmt(code, {v}));
}

bool KernelArrays::stm(ScalarEmitter& em, const ir::Stm& s) {
  using K = ir::Exp::Kind;
  const ir::Exp& e = s.exp;
  Span loc = e.loc.known() ? e.loc : s.loc;
  bool array_pat = false;
  for (auto& p : s.pat) array_pat = array_pat || p.type.is_array();
  switch (e.kind) {
    case K::SubExp:
      if (!array_pat) return false;
      declare_view(em, s.pat[0].name, lookup(em, e.args[0].var, loc));
      return true;
    case K::Index: {
      bool slices = false;
      for (auto& d : e.dims) slices = slices || d.is_slice;
      if (!array_pat && !slices && !views_.count(e.array)) return false;  // a host array element
      View a = lookup(em, e.array, loc);
      std::string ok;
      View v = slice(em, a, e.dims, loc, &ok, e.index_rank, !em.unchecked(s), &e.perm);
      if (array_pat) {
        declare_view(em, s.pat[0].name, v);
      } else {
        std::string T = c_type(v.elem, Target::OpenCL);
        em.line(T + " " + c_name(s.pat[0].name) + " = (" + ok + ") ? " + elem_at(v, {}) + " : (" + T + ")0;");
      }
      return true;
    }
    case K::Update: {
      View a = lookup(em, e.array, loc);
      // An update of memory the kernel did not create (a row of a free
      // array) is one the uniqueness checker allowed: the SegOp consumes
      // that array, each thread its own part.
      std::string ok;
      View v = slice(em, a, e.dims, loc, &ok, e.index_rank, true, &e.perm);
      if (v.shape.empty()) em.line("if (" + ok + ") " + elem_at(v, {}) + " = " + em.subexp(e.args[0]) + ";");
      else copy(em, v, lookup(em, e.args[0].var, loc));
      declare_view(em, s.pat[0].name, a);
      return true;
    }
    case K::Copy: {
      View src = lookup(em, e.array, loc);
      View dst = alloc(em, s.pat[0], loc);
      copy(em, dst, src);
      return true;
    }
    case K::Replicate: {
      negative_size_check(em, "replicate", e.args[0], loc);
      View dst = alloc(em, s.pat[0], loc);
      if (s.pat[0].type.rank() == 1) {
        fill_scalar(em, dst, em.subexp(e.args[1]));
        return true;
      }
      View src = lookup(em, e.args[1].var, loc);
      std::string i = fresh("rn_r");
      em.open("for (long " + i + " = 0; " + i + " < " + dst.shape[0] + "; " + i + "++)");
      View row = dst;
      row.ptr = "(" + dst.ptr + " + " + i + " * " + dst.strides[0] + ")";
      row.shape.erase(row.shape.begin());
      row.strides.erase(row.strides.begin());
      copy(em, row, src);
      em.close();
      return true;
    }
    case K::Iota: {
      negative_size_check(em, "iota", e.args[0], loc);
      View dst = alloc(em, s.pat[0], loc);
      std::string i = fresh("rn_r"), T = c_type(e.prim, Target::OpenCL);
      em.open("for (long " + i + " = 0; " + i + " < " + dst.shape[0] + "; " + i + "++)");
      em.line(elem_at(dst, {i}) + " = (" + T + ")(" + em.subexp(e.args[1]) + " + (" + T + ")" + i + " * " +
              em.subexp(e.args[2]) + ");");
      em.close();
      return true;
    }
    case K::ArrayLit: {
      View dst = alloc(em, s.pat[0], loc);
      for (size_t k = 0; k < e.args.size(); ++k) {
        std::string i = std::to_string(k) + "L";
        if (s.pat[0].type.rank() == 1) {
          em.line(elem_at(dst, {i}) + " = " + em.subexp(e.args[k]) + ";");
          continue;
        }
        View row = dst;
        row.ptr = "(" + dst.ptr + " + " + i + " * " + dst.strides[0] + ")";
        row.shape.erase(row.shape.begin());
        row.strides.erase(row.strides.begin());
        copy(em, row, lookup(em, e.args[k].var, loc));
      }
      return true;
    }
    case K::Concat: {
      View dst = alloc(em, s.pat[0], loc);
      std::string off = fresh("rn_off");
      em.line("long " + off + " = 0;");
      for (auto& a : e.arrays) {
        View src = lookup(em, a, loc);
        View part = dst;
        part.ptr = "(" + dst.ptr + " + " + off + " * " + dst.strides[0] + ")";
        part.shape[0] = src.shape[0];
        copy(em, part, src);
        em.line(off + " += " + src.shape[0] + ";");
      }
      return true;
    }
    case K::Rearrange: {
      View a = lookup(em, e.array, loc), r = a;
      for (size_t k = 0; k < e.perm.size(); ++k) {
        r.shape[k] = a.shape[e.perm[k]];
        r.strides[k] = a.strides[e.perm[k]];
      }
      declare_view(em, s.pat[0].name, r);
      return true;
    }
    case K::Reshape: {
      View a = lookup(em, e.array, loc);
      if (a.strides != contiguous(a.shape)) {
        // Not contiguous: copy first.
        ir::Param tmp{ir::fresh_name("rn_reshape"), host_types_.at(e.array)};
        View c = alloc(em, tmp, loc);
        copy(em, c, a);
        a = c;
      }
      View r = a;
      r.shape.clear();
      for (auto& d : s.pat[0].type.shape) r.shape.push_back(size_str(em, d));
      r.strides = contiguous(r.shape);
      declare_view(em, s.pat[0].name, r);
      return true;
    }
    case K::If:
      if (!array_pat) return false;
      return branch(em, s);
    case K::Loop: {
      bool arrays = false;
      for (auto& [p, _] : e.merge) arrays = arrays || p.type.is_array();
      if (!arrays) return false;
      return loop(em, s, loc);
    }
    case K::Scatter: case K::Hist: case K::Screma: case K::SegOp:
      unsupported(loc, "a parallel construct inside a kernel (the flattener should have sequentialised it)");
    default:
      if (array_pat) unsupported(loc, "this array operation inside a kernel");
      return false;
  }
}

bool KernelArrays::branch(ScalarEmitter& em, const ir::Stm& s) {
  const ir::Exp& e = s.exp;
  // Array results: a pointer and strides per result, set by the branch taken.
  std::vector<View> outs(s.pat.size());
  std::vector<int> roots(s.pat.size(), -3);
  for (size_t i = 0; i < s.pat.size(); ++i) {
    const ir::Param& p = s.pat[i];
    check_prim_supported(p.type.elem, s.loc);
    if (!p.type.is_array()) {
      em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + ";");
      continue;
    }
    View& v = outs[i];
    v.elem = p.type.elem;
    v.ptr = c_name(p.name);
    em.line("__global " + c_type(v.elem, Target::OpenCL) + " *" + v.ptr + ";");
    for (size_t d = 0; d < p.type.shape.size(); ++d) {
      v.shape.push_back(size_str(em, p.type.shape[d]));
      v.strides.push_back(fresh("rn_stride"));
      em.line("long " + v.strides.back() + ";");
    }
  }
  em.open("if (" + em.subexp(e.args[0]) + ")");
  for (int br = 0; br < 2; ++br) {
    if (br == 1) { em.close("}"); em.open("else"); }
    body_stack_.push_back(e.bodies[br].get());
    em.stms(*e.bodies[br]);
    body_stack_.pop_back();
    for (size_t i = 0; i < s.pat.size(); ++i) {
      const ir::SubExp& r = e.bodies[br]->result[i];
      if (!s.pat[i].type.is_array()) {
        em.line(c_name(s.pat[i].name) + " = " + em.subexp(r) + ";");
        continue;
      }
      View rv = lookup(em, r.var, s.loc);
      em.line(outs[i].ptr + " = " + rv.ptr + ";");
      for (size_t d = 0; d < rv.strides.size(); ++d) em.line(outs[i].strides[d] + " = " + rv.strides[d] + ";");
      roots[i] = roots[i] == -3 || roots[i] == rv.root ? rv.root : -1;
    }
  }
  em.close();
  for (size_t i = 0; i < s.pat.size(); ++i) {
    if (!s.pat[i].type.is_array()) continue;
    outs[i].root = roots[i] == -3 ? -1 : roots[i];
    views_[s.pat[i].name] = outs[i];
  }
  return true;
}

bool KernelArrays::loop(ScalarEmitter& em, const ir::Stm& s, const Span& loc) {
  const ir::Exp& e = s.exp;
  std::vector<View> store(e.merge.size());
  for (size_t i = 0; i < e.merge.size(); ++i) {
    const auto& [p, init] = e.merge[i];
    if (!p.type.is_array()) {
      check_prim_supported(p.type.elem, loc);
      em.declare(p, em.subexp(init));
      continue;
    }
    View iv = lookup(em, init.var, loc);
    auto pl = i < s.pat.size() ? placement_.find(s.pat[i].name) : placement_.end();
    if (pl != placement_.end()) {
      // The loop's result is a SegMap result: keep the loop variable in its row.
      placement_[p.name] = pl->second;
      store[i] = alloc(em, p, loc);
      em.open("if (" + store[i].ptr + " != " + iv.ptr + ")");
      copy(em, store[i], iv);
      em.close();
      continue;
    }
    // Take over the initial value's storage when it is fresh, contiguous,
    // bound in this body, and nothing reads it (or a view of it) later.
    // Not when the variable's size is itself a merge parameter: the array
    // may outgrow its initial value.
    bool resized = false;
    for (auto& d : p.type.shape)
      for (auto& [q, _] : e.merge) resized = resized || (d.is_var() && d.var == q.name);
    bool take = !resized && iv.root >= 0 && iv.strides == contiguous(iv.shape) && bound_in_.count(init.var) &&
                bound_in_[init.var] == body_stack_.back();
    if (take) {
      for (auto& n : live_after_[&s]) {
        auto it = views_.find(n);
        if (it != views_.end() && (it->second.root == iv.root || it->second.root == -1)) take = false;
      }
    }
    if (take) {
      store[i] = declare_view(em, p.name, iv);
    } else {
      store[i] = alloc(em, p, loc);
      copy(em, store[i], iv);
    }
  }
  em.loop(e, [&] { loop_body(em, s, store, loc); });
  for (size_t i = 0; i < s.pat.size(); ++i) {
    if (s.pat[i].type.is_array()) declare_view(em, s.pat[i].name, store[i]);
    else em.declare(s.pat[i], c_name(e.merge[i].first.name));
  }
  return true;
}

// One iteration of loop `s` (ScalarEmitter::loop may emit it twice).
void KernelArrays::loop_body(ScalarEmitter& em, const ir::Stm& s, const std::vector<View>& store, const Span& loc) {
  const ir::Exp& e = s.exp;
  body_stack_.push_back(e.bodies[0].get());
  em.stms(*e.bodies[0]);
  body_stack_.pop_back();
  const ir::Body& b = *e.bodies[0];
  std::vector<std::string> next(e.merge.size());
  for (size_t i = 0; i < e.merge.size(); ++i) {
    const ir::Param& p = e.merge[i].first;
    if (p.type.is_array()) continue;
    next[i] = fresh("rn_next");
    em.line(c_type(p.type.elem, Target::OpenCL) + " " + next[i] + " = " + em.subexp(b.result[i]) + ";");
  }
  // When a result may live in another loop variable's storage (the
  // variables exchange values), all array results go through temporaries.
  std::vector<View> results(e.merge.size());
  bool crossed = false;
  for (size_t i = 0; i < e.merge.size(); ++i) {
    if (!e.merge[i].first.type.is_array()) continue;
    results[i] = lookup(em, b.result[i].var, loc);
    for (size_t j = 0; j < e.merge.size(); ++j)
      if (j != i && e.merge[j].first.type.is_array() &&
          (results[i].root == -1 || (results[i].root >= 0 && results[i].root == store[j].root)))
        crossed = true;
  }
  if (crossed) {
    for (size_t i = 0; i < e.merge.size(); ++i) {
      if (!e.merge[i].first.type.is_array()) continue;
      ir::Param tmp{ir::fresh_name("rn_swap"), e.merge[i].first.type};
      View t = alloc(em, tmp, loc);
      copy(em, t, results[i]);
      results[i] = t;
    }
  }
  for (size_t i = 0; i < e.merge.size(); ++i) {
    const ir::Param& p = e.merge[i].first;
    if (!p.type.is_array()) continue;
    View r = results[i];
    if (r.strides == store[i].strides) {
      em.open("if (" + r.ptr + " != " + store[i].ptr + ")");
      copy(em, store[i], r);
      em.close();
    } else {
      copy(em, store[i], r);
    }
  }
  for (size_t i = 0; i < e.merge.size(); ++i)
    if (!next[i].empty()) em.line(c_name(e.merge[i].first.name) + " = " + next[i] + ";");
}

void KernelArrays::write_result(ScalarEmitter& em, const ir::SubExp& r, const ir::Type& t, const std::string& row) {
  View v = lookup(em, r.var, Span{});
  View dst;
  dst.ptr = row;
  dst.elem = t.elem;
  for (auto& d : t.shape) dst.shape.push_back(size_str(em, d));
  dst.strides = contiguous(dst.shape);
  em.open("if (" + v.ptr + " != " + row + ")");
  copy(em, dst, v);
  em.close();
}

}  // namespace runic::backend
