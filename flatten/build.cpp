// Statement builders and small utilities shared by the flattening files (see
// build.h).
#include "flatten/build.h"

#include "ir/ir_walk.h"

namespace runic::flatten_impl {

using namespace ir;

const Type& TypeEnv::of(const VName& v) const {
  auto it = types.find(v);
  internal_assert(it != types.end(), "flatten: no type known for " << v);
  return it->second;
}

void TypeEnv::add(const Param& p) {
  types[p.name] = p.type;
  for (auto& d : p.type.shape)
    if (d.is_var()) types.emplace(d.var, Type::scalar(PrimType::I64));
}

namespace {
void collect_body(const Body& b, TypeEnv& env);
void collect_lambda(const Lambda& l, TypeEnv& env) {
  for (auto& p : l.params) env.add(p);
  if (l.body) collect_body(*l.body, env);
}
void collect_body(const Body& b, TypeEnv& env) {
  for (auto& s : b.stms) {
    for (auto& p : s.pat) env.add(p);
    const Exp& e = s.exp;
    for (auto& [p, init] : e.merge) env.add(p);
    if (e.kind == Exp::Kind::Loop && e.loop_kind == Exp::LoopKind::For && !e.loop_var.empty())
      env.add(Param{e.loop_var, Type::scalar(e.prim)});
    for (auto& [g, n] : e.seg_space.dims) env.add(Param{g, Type::scalar(PrimType::I64)});
    for (auto& nb : e.bodies)
      if (nb) collect_body(*nb, env);
    if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream) collect_lambda(e.map_lambda, env);
    for (auto& op : e.scans) collect_lambda(op.lambda, env);
    for (auto& op : e.reduces) collect_lambda(op.lambda, env);
  }
}
}  // namespace

void collect_stm_types(const std::vector<Stm>& stms, TypeEnv& env) {
  Body b;
  b.stms = stms;
  collect_body(b, env);
}

TypeEnv collect_types(const Program& prog) {
  TypeEnv env;
  for (auto& f : prog.functions) {
    for (auto& p : f.params) env.add(p);
    if (f.body) collect_body(*f.body, env);
  }
  return env;
}

Stm let(Param p, Exp e, const Span& loc) {
  Stm s;
  s.pat.push_back(std::move(p));
  s.exp = std::move(e);
  s.loc = loc;
  return s;
}

Exp subexp_exp(SubExp s) {
  Exp e;
  e.kind = Exp::Kind::SubExp;
  e.args = {std::move(s)};
  return e;
}

Exp binop_exp(BinOp op, PrimType t, SubExp x, SubExp y) {
  Exp e;
  e.kind = Exp::Kind::BinOp;
  e.binop = op;
  e.prim = t;
  e.args = {std::move(x), std::move(y)};
  return e;
}

DimIndex point(SubExp i) {
  DimIndex d;
  d.is_slice = false;
  d.index = std::move(i);
  return d;
}

DimIndex full_slice(SubExp n) {
  DimIndex d;
  d.is_slice = true;
  d.start = SubExp::i64(0);
  d.count = std::move(n);
  d.stride = SubExp::i64(1);
  return d;
}

Exp index_exp(const VName& arr, const Type& arr_type, const std::vector<SubExp>& idxs,
              const Span& loc) {
  internal_assert((int)idxs.size() <= arr_type.rank(),
                  "flatten: indexing " << arr << " with too many indices");
  Exp e;
  e.kind = Exp::Kind::Index;
  e.array = arr;
  for (auto& i : idxs) e.dims.push_back(point(i));
  for (int k = (int)idxs.size(); k < arr_type.rank(); k++)
    e.dims.push_back(full_slice(arr_type.shape[k]));
  e.loc = loc;
  return e;
}

Stm bind_row(const Param& p, const VName& arr, const Type& arr_type,
             const std::vector<SubExp>& idxs, const Span& loc) {
  return let(p, index_exp(arr, arr_type, idxs, loc), loc);
}

PrimValue zero_of(PrimType t) {
  if (is_float(t)) return PrimValue::float_value(t, 0.0);
  if (t == PrimType::Bool) return PrimValue::bool_value(false);
  if (t == PrimType::Unit) return PrimValue::unit();
  return PrimValue::int_value(t, 0);
}

ReduceOp combine_ops(const std::vector<ReduceOp>& ops) {
  internal_assert(!ops.empty(), "flatten: combining no operators");
  if (ops.size() == 1) return ops[0];
  ReduceOp r;
  r.commutative = true;
  auto body = std::make_shared<Body>();
  std::vector<Param> accs, elems;
  for (auto& op : ops) {
    size_t a = op.neutral.size();
    internal_assert(op.lambda.params.size() == 2 * a, "flatten: operator arity");
    for (size_t k = 0; k < a; k++) accs.push_back(op.lambda.params[k]);
    for (size_t k = 0; k < a; k++) elems.push_back(op.lambda.params[a + k]);
    for (auto& s : op.lambda.body->stms) body->stms.push_back(s);
    for (auto& res : op.lambda.body->result) body->result.push_back(res);
    for (auto& t : op.lambda.ret) r.lambda.ret.push_back(t);
    for (auto& n : op.neutral) r.neutral.push_back(n);
    r.commutative = r.commutative && op.commutative;
  }
  r.lambda.params = accs;
  for (auto& p : elems) r.lambda.params.push_back(p);
  r.lambda.body = body;
  return r;
}

std::vector<SubExp> inline_lambda(Lambda& l, const std::vector<SubExp>& args, const Span& loc,
                                  std::vector<Stm>& out) {
  internal_assert(l.params.size() == args.size(), "flatten: inlining with wrong arity");
  for (size_t k = 0; k < args.size(); k++) out.push_back(let(l.params[k], subexp_exp(args[k]), loc));
  for (auto& s : l.body->stms) out.push_back(std::move(s));
  l.body->stms.clear();
  return l.body->result;
}

}  // namespace runic::flatten_impl

namespace runic::flatten_impl {

using namespace ir;

namespace {

template <class F>
void for_each_exp(Body& b, F&& f) {
  for (Stm& s : b.stms) {
    f(s.exp);
    for (auto& nb : s.exp.bodies)
      if (nb) for_each_exp(*nb, f);
    if (s.exp.map_lambda.body) for_each_exp(*s.exp.map_lambda.body, f);
    for (auto* ops : {&s.exp.scans, &s.exp.reduces})
      for (auto& op : *ops)
        if (op.lambda.body) for_each_exp(*op.lambda.body, f);
  }
}

bool is_full_slice(const DimIndex& d, const SubExp& n) {
  auto is = [](const SubExp& s, int64_t v) { return s.is_const() && s.value.as_i64() == v; };
  if (!d.is_slice || !is(d.start, 0) || !is(d.stride, 1)) return false;
  return d.count.kind == n.kind && (n.is_var() ? d.count.var == n.var : d.count.value == n.value);
}

}  // namespace

void inline_row_bindings(Body& b) {
  for (Stm& s : b.stms)
    for (auto& nb : s.exp.bodies)
      if (nb) inline_row_bindings(*nb);
  auto uses = walk::count_uses(b);
  std::map<VName, std::vector<DimIndex>> rows;  // row name -> its point indices
  std::map<VName, VName> base;
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind != Exp::Kind::Index || s.pat.size() != 1 || !s.pat[0].type.is_array()) continue;
    const Type& rt = s.pat[0].type;
    size_t npoints = 0;
    while (npoints < e.dims.size() && !e.dims[npoints].is_slice) npoints++;
    if (npoints == 0 || e.dims.size() - npoints != (size_t)rt.rank()) continue;
    bool full = true;
    for (size_t k = npoints; k < e.dims.size(); k++) full &= is_full_slice(e.dims[k], rt.shape[k - npoints]);
    if (!full) continue;
    rows[s.pat[0].name] = std::vector<DimIndex>(e.dims.begin(), e.dims.begin() + npoints);
    base[s.pat[0].name] = e.array;
  }
  if (rows.empty()) return;
  // Only rows whose every use is as the array of an Index.
  std::map<VName, int> index_uses;
  for_each_exp(b, [&](Exp& e) {
    if (e.kind == Exp::Kind::Index && rows.count(e.array)) index_uses[e.array]++;
  });
  for (auto it = rows.begin(); it != rows.end();) {
    auto u = uses.find(it->first);
    int n = u == uses.end() ? 0 : u->second;
    it = n == index_uses[it->first] ? std::next(it) : rows.erase(it);
  }
  if (rows.empty()) return;
  for_each_exp(b, [&](Exp& e) {
    if (e.kind != Exp::Kind::Index) return;
    // Rows of rows: resolve repeatedly (a row may be indexed from a row).
    while (rows.count(e.array)) {
      std::vector<DimIndex> dims = rows[e.array];
      for (auto& d : e.dims) dims.push_back(d);
      e.dims = std::move(dims);
      e.array = base[e.array];
    }
  });
  std::vector<Stm> keep;
  for (Stm& s : b.stms)
    if (!(s.pat.size() == 1 && rows.count(s.pat[0].name))) keep.push_back(std::move(s));
  b.stms = std::move(keep);
}

}  // namespace runic::flatten_impl
