// The recogniser and builder of row-group SegMaps (flatten/rowgroup.h,
// ir/rowgroup.h).
#include "flatten/rowgroup.h"

#include <set>

#include "ir/ir_walk.h"
#include "ir/rowgroup.h"

namespace runic::flatten_impl {

using namespace ir;

namespace {

size_t arity(const std::vector<ReduceOp>& ops) {
  size_t n = 0;
  for (auto& op : ops) n += op.neutral.size();
  return n;
}

bool same(const SubExp& a, const SubExp& b) { return subexp_str(a) == subexp_str(b); }

// Scalar code only: scalar operations, ifs of scalar code, assertions, and
// reads of elements of free arrays (`Index` with every dimension indexed,
// on an array bound outside the row map: `host` holds the names bound
// inside it).
struct ScalarCheck {
  TypeEnv& env;
  const std::set<VName>& inner;  // names bound inside the row map
  bool code(const Body& b) const {
    for (const Stm& s : b.stms)
      if (!stm(s)) return false;
    return true;
  }
  bool stm(const Stm& s) const {
    for (auto& p : s.pat)
      if (p.type.is_array()) return false;
    const Exp& e = s.exp;
    switch (e.kind) {
      case Exp::Kind::SubExp: case Exp::Kind::BinOp: case Exp::Kind::CmpOp: case Exp::Kind::UnOp:
      case Exp::Kind::Convert: case Exp::Kind::Assert:
        return true;
      case Exp::Kind::PrimFun:
        return e.fun_name != "rowgroup_fits";
      case Exp::Kind::Index: {
        if (inner.count(e.array) || !env.types.count(e.array)) return false;
        if ((int)e.dims.size() != env.of(e.array).rank()) return false;
        for (auto& d : e.dims)
          if (d.is_slice) return false;
        return true;
      }
      case Exp::Kind::If:
        for (auto& r : e.ret)
          if (r.is_array()) return false;
        return code(*e.bodies.at(0)) && code(*e.bodies.at(1));
      default:
        return false;
    }
  }
  bool lambda(const Lambda& l) const {
    for (auto& p : l.params)
      if (p.type.is_array()) return false;
    for (auto& t : l.ret)
      if (t.is_array()) return false;
    return l.body && code(*l.body);
  }
};

// The most bins a row group keeps in local memory for a `hist` of its body
// or a loop's array (each, and all together).
constexpr int64_t kRowGroupHistBytes = 4096;
constexpr int64_t kRowGroupSmallBytes = 16384;

// The body of a sequential loop of a row group: scalar code, reads and
// in-place updates of its array merge parameters (`root`: each name that
// aliases one, to the parameter), ifs of such code whose array results
// alias the same parameter in both branches.
bool loop_code(const ScalarCheck& scalar, const Body& b, std::map<VName, VName>& root) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Index && root.count(e.array)) {
      if (s.pat.size() != 1 || s.pat[0].type.is_array() || e.dims.size() != 1 || e.dims[0].is_slice) return false;
      continue;
    }
    if (e.kind == Exp::Kind::Update && root.count(e.array)) {
      if (s.pat.size() != 1 || e.dims.size() != 1 || e.dims[0].is_slice || e.args.size() != 1) return false;
      if (e.args[0].is_var() && root.count(e.args[0].var)) return false;
      root[s.pat[0].name] = root.at(e.array);
      continue;
    }
    if (e.kind == Exp::Kind::If) {
      std::map<VName, VName> rt = root, re = root;
      if (!loop_code(scalar, *e.bodies.at(0), rt) || !loop_code(scalar, *e.bodies.at(1), re)) return false;
      for (size_t k = 0; k < e.ret.size(); k++) {
        if (!e.ret[k].is_array()) continue;
        const SubExp& a = e.bodies[0]->result.at(k);
        const SubExp& c = e.bodies[1]->result.at(k);
        if (!a.is_var() || !c.is_var() || !rt.count(a.var) || !re.count(c.var) || rt.at(a.var) != re.at(c.var))
          return false;
        root[s.pat.at(k).name] = rt.at(a.var);
      }
      continue;
    }
    if (!scalar.stm(s)) return false;
  }
  return true;
}

}  // namespace

std::optional<RowGroup> rowgroup_segop(const Stm& s, TypeEnv& env, const std::map<VName, Exp>& iotas) {
  const Exp& e = s.exp;
  if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty() || !e.map_lambda.body) return std::nullopt;
  const Lambda& lam = e.map_lambda;
  if (lam.params.size() != e.arrays.size()) return std::nullopt;
  std::optional<SubExp> m;
  for (size_t q = 0; q < lam.params.size(); q++) {
    const Type& pt = lam.params[q].type;
    const Type& at = env.of(e.arrays[q]);
    if (pt.rank() != at.rank() - 1 || pt.rank() > 1) return std::nullopt;
    if (pt.rank() == 1) {
      if (m && !same(*m, pt.shape[0])) return std::nullopt;
      m = pt.shape[0];
    }
  }
  const Body& b = *lam.body;
  // Without a row parameter (`tabulate nb (\b -> ...)`, a map over block
  // indices) the row is the width of the body's SOACs, which then read
  // only iotas, each other's outputs and free arrays through indices; a
  // body with a `hist` or a loop over such a width is a row group (its
  // flattened form runs each row sequentially).  Otherwise whole-array
  // loops (N-body) stay as they are.
  bool no_row = !m;
  if (no_row) {
    for (const Stm& t : b.stms)
      if ((t.exp.kind == Exp::Kind::Screma || t.exp.kind == Exp::Kind::Hist) && !t.exp.args.empty()) {
        m = t.exp.args.at(0);
        break;
      }
    for (const Stm& t : b.stms)
      if (!m && t.exp.kind == Exp::Kind::Loop && t.exp.loop_kind == Exp::LoopKind::For) m = t.exp.args.at(0);
    if (!m) return std::nullopt;
  }
  if (m->is_var()) {
    for (auto& p : lam.params)
      if (p.name == m->var) return std::nullopt;
  }
  std::set<VName> inner;
  walk::for_each_name_lambda(lam, [&](const VName& v, walk::Role role) {
    if (role == walk::Role::Bind) inner.insert(v);
  });
  if (m->is_var() && inner.count(m->var)) return std::nullopt;
  ScalarCheck scalar{env, inner};
  // Arrays of the row in scope: row parameters, Screma outputs so far.
  std::set<VName> row_arrays, outputs, bound;
  for (auto& p : lam.params) {
    bound.insert(p.name);
    if (p.type.is_array()) row_arrays.insert(p.name);
  }
  std::set<VName> free_iotas;
  std::map<VName, int64_t> bins;  // replicates of the body: histogram destinations
  std::set<VName> hist_outputs;
  int scremas = 0, hists = 0, loops = 0;
  std::set<VName> loop_outputs;
  bool tuple_op = false;
  int64_t op_bytes = 0;  // the operators' trees and scans in local memory
  int64_t hist_bytes = 0;
  // An input of a SOAC over the row: a row array, an iota of the row's
  // length, or a free array of that length.
  auto row_input = [&](const VName& a, bool& reads_row) {
    if (row_arrays.count(a)) {
      reads_row = true;
      return true;
    }
    if (bound.count(a)) return false;
    auto io = iotas.find(a);
    if (io != iotas.end() && same(io->second.args.at(0), *m)) {
      free_iotas.insert(a);
      if (no_row) reads_row = true;
      return true;
    }
    if (inner.count(a) || !env.types.count(a)) return false;
    const Type& at = env.of(a);
    return at.rank() == 1 && same(at.shape[0], *m);
  };
  for (const Stm& t : b.stms) {
    const Exp& x = t.exp;
    if (x.kind == Exp::Kind::Screma) {
      if (!same(x.args.at(0), *m) || x.args.size() != 1) return std::nullopt;
      bool reads_row = false;
      for (auto& a : x.arrays)
        if (!row_input(a, reads_row)) return std::nullopt;
      if (!reads_row) return std::nullopt;  // over invariant arrays only: not a row
      if (x.map_lambda.params.size() != x.arrays.size() || !scalar.lambda(x.map_lambda)) return std::nullopt;
      for (size_t k = 0; k < arity(x.scans) + arity(x.reduces); k++)
        op_bytes += prim_bytes(x.map_lambda.ret.at(k).elem);
      for (auto& op : x.scans) {
        if (!scalar.lambda(op.lambda)) return std::nullopt;
        if (op.neutral.size() > 1) tuple_op = true;
      }
      for (auto& op : x.reduces) {
        if (!scalar.lambda(op.lambda)) return std::nullopt;
        if (op.neutral.size() > 1) tuple_op = true;
      }
      for (auto& p : t.pat) {
        if (p.type.is_array()) {
          if (p.type.rank() != 1 || !same(p.type.shape[0], *m)) return std::nullopt;
          row_arrays.insert(p.name);
          outputs.insert(p.name);
        }
      }
      scremas++;
    } else if (x.kind == Exp::Kind::Replicate) {
      // `replicate K v`: the bins of a histogram (K constant and small).
      if (t.pat.size() != 1 || t.pat[0].type.rank() != 1 || !x.args.at(0).is_const()) return std::nullopt;
      int64_t k = x.args[0].value.as_i64();
      int64_t bytes = k * prim_bytes(t.pat[0].type.elem);
      if (k <= 0 || bytes > kRowGroupHistBytes) return std::nullopt;
      if (x.args.at(1).is_var() && env.of(x.args[1].var).is_array()) return std::nullopt;
      bins[t.pat[0].name] = k;
    } else if (x.kind == Exp::Kind::Hist) {
      // reduce_by_index into a replicate of the body, one value array, a
      // scalar operator on 32- or 64-bit values: local atomics.
      if (!same(x.args.at(0), *m) || x.arrays.size() != 3 || x.reduces.size() != 1 ||
          x.reduces[0].neutral.size() != 1 || !scalar.lambda(x.reduces[0].lambda))
        return std::nullopt;
      bool reads_row = false;
      for (size_t q = 0; q < 2; q++)
        if (!row_input(x.arrays[q], reads_row)) return std::nullopt;
      auto bi = bins.find(x.arrays[2]);
      if (bi == bins.end()) return std::nullopt;
      PrimType et = t.pat.at(0).type.elem;
      if (prim_bytes(et) != 4 && prim_bytes(et) != 8) return std::nullopt;
      if (et == PrimType::Bool) return std::nullopt;
      hist_bytes += bi->second * prim_bytes(et);
      bins.erase(bi);  // consumed
      hist_outputs.insert(t.pat.at(0).name);
      hists++;
    } else if (x.kind == Exp::Kind::Loop) {
      // A sequential loop with small arrays (replicates of the body) as
      // merge parameters: one thread runs it, its arrays in local memory.
      if (x.loop_kind != Exp::LoopKind::For) return std::nullopt;
      if (x.args.at(0).is_var() && inner.count(x.args[0].var) && !bound.count(x.args[0].var)) return std::nullopt;
      std::map<VName, VName> root;
      for (auto& [p, init] : x.merge) {
        if (!p.type.is_array()) continue;
        if (p.type.rank() != 1 || !init.is_var()) return std::nullopt;
        auto bi = bins.find(init.var);
        if (bi == bins.end()) return std::nullopt;
        hist_bytes += bi->second * prim_bytes(p.type.elem);
        bins.erase(bi);
        root[p.name] = p.name;
      }
      // Loops of scalars alone (N-body's, MRI-Q's) stay one thread a row.
      if (root.empty()) return std::nullopt;
      if (!loop_code(scalar, *x.bodies.at(0), root)) return std::nullopt;
      for (size_t k = 0; k < x.merge.size(); k++) {
        const Param& p = x.merge[k].first;
        const SubExp& r = x.bodies[0]->result.at(k);
        if (!p.type.is_array()) continue;
        if (!r.is_var() || !root.count(r.var) || root.at(r.var) != p.name) return std::nullopt;
        loop_outputs.insert(t.pat.at(k).name);
      }
      loops++;
    } else if (!scalar.stm(t)) {
      return std::nullopt;
    }
    for (auto& p : t.pat) bound.insert(p.name);
  }
  if (no_row && hists == 0 && loops == 0) return std::nullopt;
  // One SOAC is worth a group when it scans (a scan of the row in local
  // memory; the flattened form is a segmented scan over all rows) or has
  // a tuple operator.
  bool scans = false;
  for (const Stm& t : b.stms)
    if (t.exp.kind == Exp::Kind::Screma && !t.exp.scans.empty()) scans = true;
  if (hists == 0 && loops == 0 && (scremas == 0 || (scremas < 2 && !tuple_op && !scans))) return std::nullopt;
  if (op_bytes * kRowGroupMaxSize > kRowGroupReserve) return std::nullopt;
  if (hist_bytes > kRowGroupSmallBytes) return std::nullopt;
  std::set<VName> results;
  for (size_t k = 0; k < b.result.size(); k++) {
    const Type& rt = lam.ret.at(k);
    if (!rt.is_array()) continue;
    const SubExp& r = b.result[k];
    if (!r.is_var() || !(outputs.count(r.var) || hist_outputs.count(r.var) || loop_outputs.count(r.var)) ||
        !results.insert(r.var).second)
      return std::nullopt;
  }
  // Histograms only read by the results (a scalar statement may not index
  // one: the bins live in local memory).
  for (const Stm& t : b.stms) {
    bool reads_hist = false;
    walk::for_each_name_exp(t.exp, [&](const VName& v, walk::Role role) {
      if (role == walk::Role::Use && (hist_outputs.count(v) || loop_outputs.count(v))) reads_hist = true;
    });
    if (reads_hist) return std::nullopt;
  }

  // The freshened lambda.
  Lambda fl = walk::clone_lambda(lam);
  std::map<VName, VName> ren;
  walk::for_each_name_lambda(fl, [&](const VName& v, walk::Role role) {
    if (role == walk::Role::Bind && !ren.count(v)) ren[v] = fresh_name(v.substr(0, v.rfind('_')));
  });
  for (auto& io : free_iotas) ren[io] = fresh_name("rn_rg_iota");
  walk::for_each_name_lambda(fl, [&](VName& v, walk::Role) {
    auto it = ren.find(v);
    if (it != ren.end()) v = it->second;
  });
  VName gtid = fresh_name("gtid");
  env.add(Param{gtid, Type::scalar(PrimType::I64)});
  auto body = std::make_shared<Body>();
  for (size_t q = 0; q < fl.params.size(); q++) {
    const Param& p = fl.params[q];
    env.add(p);
    body->stms.push_back(bind_row(p, e.arrays[q], env.of(e.arrays[q]), {SubExp::variable(gtid)}, s.loc));
  }
  for (auto& io : free_iotas) {
    Param p{ren.at(io), env.of(io)};
    env.add(p);
    body->stms.push_back(let(p, iotas.at(io), s.loc));
  }
  for (Stm& t : fl.body->stms) {
    for (auto& p : t.pat) env.add(p);
    body->stms.push_back(std::move(t));
  }
  body->result = fl.body->result;

  Exp seg;
  seg.kind = Exp::Kind::SegOp;
  seg.seg_kind = SegKind::Map;
  seg.seg_group = true;
  seg.seg_space.dims = {{gtid, e.args.at(0)}};
  seg.bodies = {body};
  seg.ret = lam.ret;
  std::vector<Param> pat;
  for (auto& p : s.pat) {
    Param q{fresh_name(p.name.substr(0, p.name.rfind('_')) + "_rg"), p.type};
    env.add(q);
    pat.push_back(q);
  }
  RowGroupInfo info = rowgroup_info(seg);
  // Nothing kept in local memory: every SOAC of the body reads its own
  // data once (GESUMMV's two dot products per row), the row group saves no
  // traffic, and the flattened kernels are tuned for that shape (H100:
  // 193 us flattened, 206 us as a row group at 8192x8192).
  if (info.local.empty() && hists == 0 && loops == 0) return std::nullopt;
  Exp c;
  c.kind = Exp::Kind::PrimFun;
  c.fun_name = "rowgroup_fits";
  c.prim = PrimType::I64;
  // k = 0: a body with a histogram or a loop, whose flattened form runs
  // each row sequentially: the row group at any row length; k = -1: one
  // scan (backend/backend.cpp).
  c.args = {e.args.at(0), *m, SubExp::i64(info.bytes_per_elem), SubExp::i64(hists + loops > 0 ? 0 : scremas == 1 && scans && !tuple_op ? -1 : scremas)};
  Param cp{fresh_name("rn_rowgroup_ok"), Type::scalar(PrimType::Bool)};
  env.add(cp);
  return RowGroup{let(cp, std::move(c), s.loc), Stm{pat, std::move(seg), s.loc}};
}

}  // namespace runic::flatten_impl
