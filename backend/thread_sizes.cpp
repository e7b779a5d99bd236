// Size kernels for arrays of thread-computed size; see thread_sizes.h.
#include "backend/thread_sizes.h"

#include <map>
#include <set>

namespace runic::backend {

namespace {

using K = ir::Exp::Kind;

// Every name an expression refers to, nested bodies included.
void uses_exp(const ir::Exp& e, std::set<ir::VName>& out);
void uses_body(const ir::Body& b, std::set<ir::VName>& out) {
  for (auto& s : b.stms) uses_exp(s.exp, out);
  for (auto& r : b.result) if (r.is_var()) out.insert(r.var);
}
void uses_type(const ir::Type& t, std::set<ir::VName>& out) {
  for (auto& d : t.shape) if (d.is_var()) out.insert(d.var);
}
void uses_exp(const ir::Exp& e, std::set<ir::VName>& out) {
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) out.insert(s.var); };
  for (auto& a : e.args) se(a);
  if (!e.array.empty()) out.insert(e.array);
  for (auto& a : e.arrays) out.insert(a);
  for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
  for (auto& [p, init] : e.merge) { se(init); uses_type(p.type, out); }
  for (auto& b : e.bodies) if (b) uses_body(*b, out);
  for (auto& t : e.ret) uses_type(t, out);
  uses_type(e.type, out);
}

// Walks a SegOp body: the names it binds, their types, and the types of
// the arrays that get storage of their own in kernel code
// (backend/kernel_arrays.cpp: fresh arrays, loop variables, copies made
// for reshapes).
struct BodyScan {
  std::set<ir::VName> bound;
  std::map<ir::VName, ir::Type> types;
  std::vector<ir::Type> stored;

  void body(const ir::Body& b) {
    for (auto& s : b.stms) {
      for (auto& p : s.pat) bound.insert(p.name), types[p.name] = p.type;
      for (auto& [p, _] : s.exp.merge) bound.insert(p.name), types[p.name] = p.type, stored.push_back(p.type);
      if (!s.exp.loop_var.empty()) bound.insert(s.exp.loop_var);
      bool fresh = s.exp.kind == K::Copy || s.exp.kind == K::Replicate || s.exp.kind == K::Iota ||
                   s.exp.kind == K::ArrayLit || s.exp.kind == K::Concat || s.exp.kind == K::Loop;
      if (fresh) for (auto& p : s.pat) stored.push_back(p.type);
      if (s.exp.kind == K::Reshape) {
        auto it = types.find(s.exp.array);
        if (it != types.end()) stored.push_back(it->second);
      }
      for (auto& bb : s.exp.bodies) if (bb) body(*bb);
    }
  }
};

ir::Stm scalar_stm(ir::VName name, PrimType t, ir::Exp e) {
  ir::Stm s;
  s.pat = {{std::move(name), ir::Type::scalar(t)}};
  s.exp = std::move(e);
  return s;
}

ir::Exp binop(BinOp op, ir::SubExp a, ir::SubExp b) {
  ir::Exp e;
  e.kind = K::BinOp;
  e.binop = op;
  e.prim = PrimType::I64;
  e.args = {std::move(a), std::move(b)};
  return e;
}

}  // namespace

std::string size_bound_key(const std::string& size) { return size + " (thread bound)"; }

SizeKernel thread_size_kernel(const ir::Exp& segop, const ir::SubExp& points) {
  SizeKernel out;
  const ir::Body& body = *segop.bodies.at(0);
  BodyScan scan;
  for (auto& [gtid, _] : segop.seg_space.dims) scan.bound.insert(gtid);
  scan.body(body);
  // The thread-computed sizes reachable from the top level: thread indices
  // and names bound by top-level statements.
  std::set<ir::VName> top;
  for (auto& [gtid, _] : segop.seg_space.dims) top.insert(gtid);
  for (auto& s : body.stms) for (auto& p : s.pat) top.insert(p.name);
  std::set<ir::VName> seen;
  for (auto& t : scan.stored)
    for (auto& d : t.shape)
      if (d.is_var() && scan.bound.count(d.var) && top.count(d.var) && seen.insert(d.var).second)
        out.sizes.push_back(d.var);
  if (out.sizes.empty()) return out;

  // The backward slice of the top-level statements computing the sizes.
  std::set<ir::VName> needed(out.sizes.begin(), out.sizes.end());
  std::vector<bool> keep(body.stms.size(), false);
  for (size_t k = body.stms.size(); k-- > 0;) {
    const ir::Stm& s = body.stms[k];
    for (auto& p : s.pat) keep[k] = keep[k] || needed.count(p.name);
    if (!keep[k]) continue;
    uses_exp(s.exp, needed);
    for (auto& p : s.pat) uses_type(p.type, needed);
  }

  auto kbody = std::make_shared<ir::Body>();
  // The point's thread indices from its flat position, innermost first.
  const auto& dims = segop.seg_space.dims;
  ir::VName flat = ir::fresh_name("rn_size_point");
  ir::SubExp rest = ir::SubExp::variable(flat);
  for (size_t d = dims.size(); d-- > 0;) {
    if (d == 0) {
      ir::Exp e;
      e.kind = K::SubExp;
      e.args = {rest};
      kbody->stms.push_back(scalar_stm(dims[d].first, PrimType::I64, e));
      break;
    }
    kbody->stms.push_back(scalar_stm(dims[d].first, PrimType::I64, binop(BinOp::Rem, rest, dims[d].second)));
    ir::VName q = ir::fresh_name("rn_size_rest");
    kbody->stms.push_back(scalar_stm(q, PrimType::I64, binop(BinOp::Quot, rest, dims[d].second)));
    rest = ir::SubExp::variable(q);
  }
  for (size_t k = 0; k < body.stms.size(); ++k)
    if (keep[k]) kbody->stms.push_back(body.stms[k]);
  for (auto& v : out.sizes) kbody->result.push_back(ir::SubExp::variable(v));

  // max over the points, neutral 0 (a negative size fails in the kernel itself).
  ir::ReduceOp op;
  op.commutative = true;
  op.lambda.body = std::make_shared<ir::Body>();
  size_t n = out.sizes.size();
  for (size_t j = 0; j < 2 * n; ++j)
    op.lambda.params.push_back({ir::fresh_name(j < n ? "rn_size_acc" : "rn_size_elem"),
                                ir::Type::scalar(PrimType::I64)});
  for (size_t j = 0; j < n; ++j) {
    ir::VName m = ir::fresh_name("rn_size_max");
    op.lambda.body->stms.push_back(scalar_stm(m, PrimType::I64,
                                              binop(BinOp::Max, ir::SubExp::variable(op.lambda.params[j].name),
                                                    ir::SubExp::variable(op.lambda.params[n + j].name))));
    op.lambda.body->result.push_back(ir::SubExp::variable(m));
    op.lambda.ret.push_back(ir::Type::scalar(PrimType::I64));
    op.neutral.push_back(ir::SubExp::i64(0));
  }

  ir::Exp& red = out.stm.exp;
  red.kind = K::SegOp;
  red.seg_kind = ir::SegKind::Red;
  red.seg_space.dims = {{flat, points}};
  red.bodies = {kbody};
  red.reduces = {op};
  for (size_t j = 0; j < n; ++j) {
    red.ret.push_back(ir::Type::scalar(PrimType::I64));
    out.stm.pat.push_back({ir::fresh_name("rn_size_bound"), ir::Type::scalar(PrimType::I64)});
  }
  return out;
}

}  // namespace runic::backend
