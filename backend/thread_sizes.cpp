// Size kernels for arrays of thread-computed size; see thread_sizes.h.
#include "backend/thread_sizes.h"

#include <map>
#include <optional>
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

// Upper bounds of sizes bound inside nested bodies (loop bodies, branches)
// as expressions over names of the body's top level: the size kernel
// computes them after the top-level slice.
//   v + w, min, max, v / c (c > 0 constant)   from the operands' bounds
//   the count of a checked slice a[i:+v]       a's dimension (the slice
//                                              is checked where v is bound)
//   a scalar computed in nested bodies from scalars only
//                                              the scalar slice of those
//                                              bodies, with the maximum
//                                              over loop iterations
struct Bounder {
  const ir::Body& top_body;
  const std::map<std::string, ir::Type>& host_types;
  const BodyScan& scan;
  std::set<ir::VName> top;               // thread indices and top-level names
  std::set<ir::VName>& needed;           // top-level names the bounds read
  std::vector<ir::Stm> stms;             // the bounds' statements
  std::map<ir::VName, const ir::Stm*> def;        // defining statement of each name
  std::map<ir::VName, const ir::Body*> def_body;  // the body holding it
  std::map<ir::VName, const ir::Stm*> merge_of;   // loop of each merge parameter
  std::map<const ir::Body*, const ir::Stm*> parent_stm;    // the statement holding each nested body
  std::map<const ir::Stm*, const ir::Body*> parent_body;   // the body holding each statement
  std::map<ir::VName, ir::SubExp> memo;
  int depth = 0;

  void index(const ir::Body& b) {
    for (auto& s : b.stms) {
      for (auto& p : s.pat) def[p.name] = &s, def_body[p.name] = &b;
      for (auto& [p, _] : s.exp.merge) merge_of[p.name] = &s;
      parent_body[&s] = &b;
      for (auto& bb : s.exp.bodies)
        if (bb) {
          parent_stm[bb.get()] = &s;
          index(*bb);
        }
    }
  }

  ir::SubExp emit(BinOp op, ir::SubExp a, ir::SubExp b) {
    ir::VName v = ir::fresh_name("rn_size_ub");
    stms.push_back(scalar_stm(v, PrimType::I64, binop(op, std::move(a), std::move(b))));
    return ir::SubExp::variable(v);
  }

  std::optional<ir::SubExp> dim_bound(const ir::VName& arr, size_t d) {
    const ir::Type* t = nullptr;
    auto it = scan.types.find(arr);
    if (it != scan.types.end()) t = &it->second;
    else if (auto h = host_types.find(arr); h != host_types.end()) t = &h->second;
    if (!t || d >= t->shape.size()) return std::nullopt;
    return ub(t->shape[d]);
  }

  std::optional<ir::SubExp> ub(const ir::SubExp& s) {
    if (s.is_const()) return s;
    const ir::VName& v = s.var;
    if (!scan.bound.count(v)) return s;  // a host value
    if (top.count(v)) { needed.insert(v); return s; }
    if (auto m = memo.find(v); m != memo.end()) return m->second;
    if (depth > 32) return std::nullopt;
    ++depth;
    auto r = ub_of_def(v);
    --depth;
    if (r) memo[v] = *r;
    return r;
  }

  std::optional<ir::SubExp> ub_of_def(const ir::VName& v) {
    auto d = def.find(v);
    if (d != def.end() && d->second->exp.kind == K::BinOp && d->second->exp.prim == PrimType::I64) {
      const ir::Exp& e = d->second->exp;
      int64_t c = 0;
      bool const_pos = e.args[1].is_const() && (c = e.args[1].value.as_i64()) > 0;
      switch (e.binop) {
        case BinOp::Add: case BinOp::Min: case BinOp::Max: {
          auto a = ub(e.args[0]), b = ub(e.args[1]);
          if (a && b) return emit(e.binop, *a, *b);
          if (e.binop == BinOp::Min && (a || b)) return a ? a : b;
          break;
        }
        case BinOp::Div: case BinOp::Quot:
          if (const_pos)
            if (auto a = ub(e.args[0])) return emit(e.binop, emit(BinOp::Max, *a, ir::SubExp::i64(0)), e.args[1]);
          break;
        case BinOp::Mul:
          if (e.args[1].is_const() && e.args[1].value.as_i64() >= 0)
            if (auto a = ub(e.args[0])) return emit(BinOp::Mul, *a, e.args[1]);
          break;
        default:
          break;
      }
    }
    // The count of a checked slice in the body that binds v.
    if (d != def.end()) {
      const ir::Body* b = def_body.at(v);
      for (auto& s : b->stms) {
        if (s.exp.kind != K::Index || s.exp.unsafe) continue;
        for (size_t k = 0; k < s.exp.dims.size(); ++k) {
          const ir::DimIndex& di = s.exp.dims[k];
          if (di.is_slice && di.count.is_var() && di.count.var == v)
            if (auto r = dim_bound(s.exp.array, k)) return r;
        }
      }
      // A scalar of a top-level loop's body: the loop's scalar slice.
      return nested_max(v);
    }
    return std::nullopt;
  }

  // An upper bound of v (bound in a nested body) by a slice of the bodies
  // from the top level down to v's: every enclosing loop keeps the scalar
  // statements its iterations need and the maximum of the level below over
  // its iterations; every enclosing branch runs the slice of the branch
  // holding v under the same condition (0 in the other).
  std::optional<ir::SubExp> nested_max(const ir::VName& v) {
    const ir::Body* b = def_body.at(v);
    ir::VName target = v;
    std::optional<ir::Stm> built;   // replaces `inner` in b's slice
    const ir::Stm* inner = nullptr;
    while (b != &top_body) {
      auto ps = parent_stm.find(b);
      if (ps == parent_stm.end()) return std::nullopt;
      const ir::Stm& S = *ps->second;
      const ir::Exp& e = S.exp;
      bool loop = e.kind == K::Loop;
      if (!loop && e.kind != K::If) return std::nullopt;
      std::set<ir::VName> want = {target};
      if (loop && e.loop_kind == ir::Exp::LoopKind::While) want.insert(e.loop_var);
      std::vector<bool> keep(b->stms.size(), false), keep_merge(loop ? e.merge.size() : 0, false);
      for (bool changed = true; changed;) {
        changed = false;
        for (size_t j = 0; j < keep_merge.size(); ++j)
          if (!keep_merge[j] && want.count(e.merge[j].first.name)) {
            if (e.merge[j].first.type.is_array()) return std::nullopt;
            keep_merge[j] = changed = true;
            if (b->result[j].is_var()) want.insert(b->result[j].var);
          }
        for (size_t k = b->stms.size(); k-- > 0;) {
          const ir::Stm& s = b->stms[k];
          bool w = &s == inner;
          for (auto& p : s.pat) w = w || want.count(p.name);
          if (!w || keep[k]) continue;
          keep[k] = changed = true;
          std::set<ir::VName> uses;
          if (&s == inner) {
            uses_exp(built->exp, uses);
          } else {
            for (auto& p : s.pat) if (p.type.is_array()) return std::nullopt;
            uses_exp(s.exp, uses);
          }
          for (auto& u : uses) {
            // Arrays bound in the kernel are not available to the slice.
            auto t = scan.types.find(u);
            if (scan.bound.count(u) && t != scan.types.end() && t->second.is_array()) return std::nullopt;
            want.insert(u);
          }
        }
      }
      auto nb = std::make_shared<ir::Body>();
      for (size_t k = 0; k < b->stms.size(); ++k)
        if (keep[k]) nb->stms.push_back(&b->stms[k] == inner ? *built : b->stms[k]);
      ir::Stm ns;
      ns.loc = S.loc;
      ir::Exp ne;
      ir::VName res = ir::fresh_name("rn_size_nested");
      ir::Type i64 = ir::Type::scalar(PrimType::I64);
      if (loop) {
        ne.kind = K::Loop;
        ne.loop_kind = e.loop_kind;
        ne.loop_var = e.loop_var;
        ne.prim = e.prim;
        ne.args = e.args;
        for (size_t j = 0; j < e.merge.size(); ++j)
          if (keep_merge[j]) {
            ne.merge.push_back(e.merge[j]);
            nb->result.push_back(b->result[j]);
            ne.ret.push_back(e.merge[j].first.type);
            ns.pat.push_back({ir::fresh_name("rn_size_loop"), e.merge[j].first.type});
          }
        ir::Param acc{ir::fresh_name("rn_size_acc"), i64};
        ne.merge.push_back({acc, ir::SubExp::i64(0)});
        ir::VName next = ir::fresh_name("rn_size_max");
        nb->stms.push_back(scalar_stm(next, PrimType::I64, binop(BinOp::Max, ir::SubExp::variable(acc.name),
                                                                 ir::SubExp::variable(target))));
        nb->result.push_back(ir::SubExp::variable(next));
        ne.ret.push_back(i64);
        ne.bodies = {nb};
      } else {
        ne.kind = K::If;
        ne.args = e.args;
        nb->result = {ir::SubExp::variable(target)};
        auto other = std::make_shared<ir::Body>();
        other->result = {ir::SubExp::i64(0)};
        ne.bodies = e.bodies[0].get() == b ? std::vector<ir::BodyPtr>{nb, other} : std::vector<ir::BodyPtr>{other, nb};
        ne.ret = {i64};
      }
      ns.pat.push_back({res, i64});
      ns.exp = std::move(ne);
      built = std::move(ns);
      inner = &S;
      target = res;
      b = parent_body.at(&S);
    }
    std::set<ir::VName> uses;
    uses_exp(built->exp, uses);
    for (auto& u : uses) if (top.count(u)) needed.insert(u);
    stms.push_back(*built);
    return ir::SubExp::variable(target);
  }
};

}  // namespace

std::string size_bound_key(const std::string& size) { return size + " (thread bound)"; }

SizeKernel thread_size_kernel(const ir::Exp& segop, const ir::SubExp& points,
                              const std::map<std::string, ir::Type>& host_types) {
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
  // Sizes bound in nested bodies: bounds over top-level names (Bounder).
  std::set<ir::VName> needed(out.sizes.begin(), out.sizes.end());
  std::vector<ir::SubExp> results;
  for (auto& v : out.sizes) results.push_back(ir::SubExp::variable(v));
  Bounder bounder{body, host_types, scan, top, needed, {}, {}, {}, {}, {}, {}, {}, 0};
  bounder.index(body);
  for (auto& t : scan.stored)
    for (auto& d : t.shape)
      if (d.is_var() && scan.bound.count(d.var) && !top.count(d.var) && seen.insert(d.var).second)
        if (auto b = bounder.ub(d)) {
          out.sizes.push_back(d.var);
          results.push_back(*b);
        }
  if (out.sizes.empty()) return out;

  // The backward slice of the top-level statements computing the sizes.
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
  for (auto& st : bounder.stms) kbody->stms.push_back(st);
  kbody->result = results;

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
