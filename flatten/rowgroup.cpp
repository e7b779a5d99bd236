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

// Scalar code only: scalar operations, ifs of scalar code, assertions.
bool scalar_code(const Body& b);
bool scalar_stm(const Stm& s) {
  for (auto& p : s.pat)
    if (p.type.is_array()) return false;
  const Exp& e = s.exp;
  switch (e.kind) {
    case Exp::Kind::SubExp: case Exp::Kind::BinOp: case Exp::Kind::CmpOp: case Exp::Kind::UnOp:
    case Exp::Kind::Convert: case Exp::Kind::Assert:
      return true;
    case Exp::Kind::PrimFun:
      return e.fun_name != "rowgroup_fits";
    case Exp::Kind::If:
      for (auto& r : e.ret)
        if (r.is_array()) return false;
      return scalar_code(*e.bodies.at(0)) && scalar_code(*e.bodies.at(1));
    default:
      return false;
  }
}
bool scalar_code(const Body& b) {
  for (const Stm& s : b.stms)
    if (!scalar_stm(s)) return false;
  return true;
}
bool scalar_lambda(const Lambda& l) {
  for (auto& p : l.params)
    if (p.type.is_array()) return false;
  for (auto& t : l.ret)
    if (t.is_array()) return false;
  return l.body && scalar_code(*l.body);
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
  if (!m) return std::nullopt;  // no row: e.g. N-body's loops over whole arrays
  if (m->is_var()) {
    for (auto& p : lam.params)
      if (p.name == m->var) return std::nullopt;
  }
  // Arrays of the row in scope: row parameters, Screma outputs so far.
  std::set<VName> row_arrays, outputs, bound;
  for (auto& p : lam.params) {
    bound.insert(p.name);
    if (p.type.is_array()) row_arrays.insert(p.name);
  }
  std::set<VName> free_iotas;
  int scremas = 0;
  bool tuple_op = false;
  int64_t op_bytes = 0;  // the operators' trees and scans in local memory
  for (const Stm& t : b.stms) {
    const Exp& x = t.exp;
    if (x.kind == Exp::Kind::Screma) {
      if (!same(x.args.at(0), *m) || x.args.size() != 1) return std::nullopt;
      bool reads_row = false;
      for (auto& a : x.arrays) {
        if (row_arrays.count(a)) {
          reads_row = true;
          continue;
        }
        if (bound.count(a)) return std::nullopt;
        auto io = iotas.find(a);
        if (io != iotas.end() && same(io->second.args.at(0), *m)) {
          free_iotas.insert(a);
          continue;
        }
        const Type& at = env.of(a);
        if (at.rank() != 1 || !same(at.shape[0], *m)) return std::nullopt;
      }
      if (!reads_row) return std::nullopt;  // over invariant arrays only: not a row
      if (x.map_lambda.params.size() != x.arrays.size() || !scalar_lambda(x.map_lambda)) return std::nullopt;
      for (size_t k = 0; k < arity(x.scans) + arity(x.reduces); k++)
        op_bytes += prim_bytes(x.map_lambda.ret.at(k).elem);
      for (auto& op : x.scans) {
        if (!scalar_lambda(op.lambda)) return std::nullopt;
        if (op.neutral.size() > 1) tuple_op = true;
      }
      for (auto& op : x.reduces) {
        if (!scalar_lambda(op.lambda)) return std::nullopt;
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
    } else if (!scalar_stm(t)) {
      return std::nullopt;
    }
    for (auto& p : t.pat) bound.insert(p.name);
  }
  if (scremas == 0 || (scremas < 2 && !tuple_op)) return std::nullopt;
  if (op_bytes * kRowGroupMaxSize > kRowGroupReserve) return std::nullopt;
  std::set<VName> results;
  for (size_t k = 0; k < b.result.size(); k++) {
    const Type& rt = lam.ret.at(k);
    if (!rt.is_array()) continue;
    const SubExp& r = b.result[k];
    if (!r.is_var() || !outputs.count(r.var) || !results.insert(r.var).second) return std::nullopt;
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
  if (info.local.empty()) return std::nullopt;
  Exp c;
  c.kind = Exp::Kind::PrimFun;
  c.fun_name = "rowgroup_fits";
  c.prim = PrimType::I64;
  c.args = {e.args.at(0), *m, SubExp::i64(info.bytes_per_elem), SubExp::i64(scremas)};
  Param cp{fresh_name("rn_rowgroup_ok"), Type::scalar(PrimType::Bool)};
  env.add(cp);
  return RowGroup{let(cp, std::move(c), s.loc), Stm{pat, std::move(seg), s.loc}};
}

}  // namespace runic::flatten_impl
