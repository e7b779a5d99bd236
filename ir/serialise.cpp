#include "ir/serialise.h"

namespace runic::ir {

namespace {

bool body_applies(const Body& b);

bool lambda_applies(const Lambda& l) { return l.body && body_applies(*l.body); }

// Whether `e`, its nested bodies and lambdas included, calls a function.
bool exp_applies(const Exp& e) {
  if (e.kind == Exp::Kind::Apply) return true;
  for (const BodyPtr& c : e.bodies)
    if (c && body_applies(*c)) return true;
  if (lambda_applies(e.map_lambda)) return true;
  for (const ReduceOp& op : e.scans)
    if (lambda_applies(op.lambda)) return true;
  for (const ReduceOp& op : e.reduces)
    if (lambda_applies(op.lambda)) return true;
  return false;
}

bool body_applies(const Body& b) {
  for (const Stm& s : b.stms)
    if (exp_applies(s.exp)) return true;
  return false;
}

PrimValue zero_of(PrimType t) {
  if (t == PrimType::Bool) return PrimValue::bool_value(false);
  if (is_float(t)) return PrimValue::float_value(t, 0);
  return PrimValue::int_value(t, 0);
}

Stm bind(const Param& p, const SubExp& v, const Span& loc) {
  Stm s;
  s.pat = {p};
  s.exp.kind = Exp::Kind::SubExp;
  s.exp.args = {v};
  s.loc = loc;
  return s;
}

// Statements that make an array of type `t` holding zeros; its name.
VName zeros(const Type& t, std::vector<Stm>& out, const Span& loc) {
  SubExp v = SubExp::constant(zero_of(t.elem));
  for (int d = t.rank() - 1; d >= 0; --d) {
    Type at{t.elem, std::vector<SubExp>(t.shape.begin() + d, t.shape.end()), false};
    Stm s;
    s.pat = {{fresh_name("serial_blank"), at}};
    s.exp.kind = Exp::Kind::Replicate;
    s.exp.args = {t.shape[static_cast<size_t>(d)], v};
    s.loc = loc;
    v = SubExp::variable(s.pat[0].name);
    out.push_back(std::move(s));
  }
  return v.var;
}

// Appends the operator's body to `out`, its accumulator parameters bound to
// `accs` and its element parameters to `xs`; the new accumulators.
std::vector<SubExp> apply_op(const ReduceOp& op, const std::vector<SubExp>& accs, const std::vector<SubExp>& xs,
                             std::vector<Stm>& out, const Span& loc) {
  size_t k = op.neutral.size();
  for (size_t j = 0; j < k; ++j) {
    out.push_back(bind(op.lambda.params[j], accs[j], loc));
    out.push_back(bind(op.lambda.params[k + j], xs[j], loc));
  }
  for (const Stm& s : op.lambda.body->stms) out.push_back(s);
  return op.lambda.body->result;
}

// The loop that computes Screma statement `s` one row after another.
std::vector<Stm> serial_screma(const Stm& s) {
  const Exp& e = s.exp;
  std::vector<Stm> out;
  SubExp w = e.args[0];
  size_t nscan = 0, nred = 0;
  for (const ReduceOp& op : e.scans) nscan += op.neutral.size();
  for (const ReduceOp& op : e.reduces) nred += op.neutral.size();
  size_t nmap = s.pat.size() - nscan - nred;

  // Merge parameters: the scans' accumulators, the scanned arrays, the
  // reductions' accumulators, the mapped arrays.
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.prim = PrimType::I64;
  loop.loop_var = fresh_name("serial_i");
  std::vector<Param> scan_acc, scan_arr, red_acc, map_arr;
  for (const ReduceOp& op : e.scans)
    for (size_t j = 0; j < op.neutral.size(); ++j) {
      Param p{fresh_name("serial_sacc"), op.lambda.params[j].type};
      p.type.unique = false;
      scan_acc.push_back(p);
      loop.merge.push_back({p, op.neutral[j]});
    }
  auto array_param = [&](const Param& result, std::vector<Param>& into) {
    Param p{fresh_name("serial_out"), result.type};
    p.type.unique = true;
    into.push_back(p);
    loop.merge.push_back({p, SubExp::variable(zeros(result.type, out, s.loc))});
  };
  for (size_t j = 0; j < nscan; ++j) array_param(s.pat[j], scan_arr);
  {
    size_t j = 0;
    for (const ReduceOp& op : e.reduces)
      for (size_t q = 0; q < op.neutral.size(); ++q, ++j) {
        Param p{fresh_name("serial_racc"), s.pat[nscan + j].type};
        p.type.unique = false;
        red_acc.push_back(p);
        loop.merge.push_back({p, op.neutral[q]});
      }
  }
  for (size_t j = 0; j < nmap; ++j) array_param(s.pat[nscan + nred + j], map_arr);

  auto body = std::make_shared<Body>();
  SubExp i = SubExp::variable(loop.loop_var);
  // The rows of the inputs, bound to the map function's parameters.
  for (size_t j = 0; j < e.arrays.size(); ++j) {
    Stm ix;
    ix.pat = {e.map_lambda.params[j]};
    ix.exp.kind = Exp::Kind::Index;
    ix.exp.array = e.arrays[j];
    DimIndex d;
    d.index = i;
    ix.exp.dims = {d};
    ix.exp.loc = s.loc;
    ix.loc = s.loc;
    body->stms.push_back(std::move(ix));
  }
  for (const Stm& st : e.map_lambda.body->stms) body->stms.push_back(st);
  const std::vector<SubExp>& r = e.map_lambda.body->result;

  auto update = [&](const Param& arr, const SubExp& v) {
    Stm u;
    u.pat = {{fresh_name("serial_upd"), arr.type}};
    u.exp.kind = Exp::Kind::Update;
    u.exp.array = arr.name;
    DimIndex d;
    d.index = i;
    u.exp.dims = {d};
    u.exp.args = {v};
    u.exp.loc = s.loc;
    u.loc = s.loc;
    body->stms.push_back(u);
    return SubExp::variable(u.pat[0].name);
  };

  std::vector<SubExp> next_scan_acc, next_scan_arr, next_red_acc, next_map_arr;
  size_t at = 0, acc_at = 0;
  for (const ReduceOp& op : e.scans) {
    size_t k = op.neutral.size();
    std::vector<SubExp> accs, xs;
    for (size_t j = 0; j < k; ++j) {
      accs.push_back(SubExp::variable(scan_acc[acc_at + j].name));
      xs.push_back(r[at + j]);
    }
    std::vector<SubExp> nacc = apply_op(op, accs, xs, body->stms, s.loc);
    for (size_t j = 0; j < k; ++j) {
      next_scan_acc.push_back(nacc[j]);
      next_scan_arr.push_back(update(scan_arr[acc_at + j], nacc[j]));
    }
    at += k;
    acc_at += k;
  }
  acc_at = 0;
  for (const ReduceOp& op : e.reduces) {
    size_t k = op.neutral.size();
    std::vector<SubExp> accs, xs;
    for (size_t j = 0; j < k; ++j) {
      accs.push_back(SubExp::variable(red_acc[acc_at + j].name));
      xs.push_back(r[at + j]);
    }
    for (const SubExp& v : apply_op(op, accs, xs, body->stms, s.loc)) next_red_acc.push_back(v);
    at += k;
    acc_at += k;
  }
  for (size_t j = 0; j < nmap; ++j) next_map_arr.push_back(update(map_arr[j], r[at + j]));
  for (auto* part : {&next_scan_acc, &next_scan_arr, &next_red_acc, &next_map_arr})
    body->result.insert(body->result.end(), part->begin(), part->end());

  loop.args = {w};
  loop.bodies = {body};
  for (auto& [p, _] : loop.merge) loop.ret.push_back(p.type);
  Stm ls;
  ls.loc = s.loc;
  for (const Param& p : scan_acc) ls.pat.push_back({fresh_name("serial_last"), p.type});
  for (const Param& p : s.pat) ls.pat.push_back(p);
  ls.exp = std::move(loop);
  out.push_back(std::move(ls));
  return out;
}

// The loop that computes Hist statement `s` one point after another:
// dest_j[is[i]] = op(dest_j[is[i]], vs_j[i]) where the index is in range.
std::vector<Stm> serial_hist(const Stm& s) {
  const Exp& e = s.exp;
  const ReduceOp& op = e.reduces.at(0);
  size_t k = op.neutral.size();
  SubExp w = e.args[0];
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.prim = PrimType::I64;
  loop.loop_var = fresh_name("serial_i");
  SubExp i = SubExp::variable(loop.loop_var);
  std::vector<Param> dest;
  for (size_t j = 0; j < k; ++j) {
    Param p{fresh_name("serial_dest"), s.pat[j].type};
    p.type.unique = true;
    dest.push_back(p);
    loop.merge.push_back({p, SubExp::variable(e.arrays[1 + k + j])});
  }
  auto index = [&](const VName& arr, const SubExp& at, const Type& t, std::vector<Stm>& into) {
    Stm ix;
    ix.pat = {{fresh_name("serial_x"), t}};
    ix.exp.kind = Exp::Kind::Index;
    ix.exp.array = arr;
    DimIndex d;
    d.index = at;
    ix.exp.dims = {d};
    ix.exp.loc = s.loc;
    ix.loc = s.loc;
    into.push_back(ix);
    return SubExp::variable(ix.pat[0].name);
  };
  auto body = std::make_shared<Body>();
  SubExp idx = index(e.arrays[0], i, Type::scalar(PrimType::I64), body->stms);
  auto cmp = [&](CmpOp c, SubExp a, SubExp b) {
    Stm t;
    t.pat = {{fresh_name("serial_ok"), Type::scalar(PrimType::Bool)}};
    t.exp.kind = Exp::Kind::CmpOp;
    t.exp.cmpop = c;
    t.exp.prim = PrimType::I64;
    t.exp.args = {a, b};
    t.loc = s.loc;
    body->stms.push_back(t);
    return SubExp::variable(t.pat[0].name);
  };
  SubExp lo = cmp(CmpOp::Le, SubExp::i64(0), idx);
  SubExp hi = cmp(CmpOp::Lt, idx, s.pat[0].type.shape.at(0));
  Stm both;
  both.pat = {{fresh_name("serial_in"), Type::scalar(PrimType::Bool)}};
  both.exp.kind = Exp::Kind::BinOp;
  both.exp.binop = BinOp::LogAnd;
  both.exp.prim = PrimType::Bool;
  both.exp.args = {lo, hi};
  both.loc = s.loc;
  body->stms.push_back(both);
  // In range: combine and write back; otherwise the destinations as they are.
  auto yes = std::make_shared<Body>(), no = std::make_shared<Body>();
  std::vector<SubExp> olds, vals;
  for (size_t j = 0; j < k; ++j) {
    olds.push_back(index(dest[j].name, idx, dest[j].type.row(), yes->stms));
    vals.push_back(index(e.arrays[1 + j], i, dest[j].type.row(), yes->stms));
  }
  std::vector<SubExp> comb = apply_op(op, olds, vals, yes->stms, s.loc);
  for (size_t j = 0; j < k; ++j) {
    Stm u;
    u.pat = {{fresh_name("serial_upd"), dest[j].type}};
    u.exp.kind = Exp::Kind::Update;
    u.exp.array = dest[j].name;
    DimIndex d;
    d.index = idx;
    u.exp.dims = {d};
    u.exp.args = {comb[j]};
    u.exp.loc = s.loc;
    u.loc = s.loc;
    yes->stms.push_back(u);
    yes->result.push_back(SubExp::variable(u.pat[0].name));
    no->result.push_back(SubExp::variable(dest[j].name));
  }
  Stm br;
  br.loc = s.loc;
  br.exp.kind = Exp::Kind::If;
  br.exp.args = {SubExp::variable(both.pat[0].name)};
  br.exp.bodies = {yes, no};
  for (size_t j = 0; j < k; ++j) {
    br.pat.push_back({fresh_name("serial_next"), dest[j].type});
    br.exp.ret.push_back(dest[j].type);
    body->result.push_back(SubExp::variable(br.pat.back().name));
  }
  body->stms.push_back(br);
  loop.args = {w};
  loop.bodies = {body};
  for (auto& [p, _] : loop.merge) loop.ret.push_back(p.type);
  Stm ls;
  ls.loc = s.loc;
  ls.pat = s.pat;
  ls.exp = std::move(loop);
  return {ls};
}

void serialise_body(Body& b);

void serialise_lambda(Lambda& l) {
  if (!l.body) return;
  auto nb = std::make_shared<Body>(*l.body);
  serialise_body(*nb);
  l.body = nb;
}

void serialise_body(Body& b) {
  std::vector<Stm> out;
  out.reserve(b.stms.size());
  for (Stm& s : b.stms) {
    Exp& e = s.exp;
    for (BodyPtr& c : e.bodies) {
      if (!c) continue;
      auto nc = std::make_shared<Body>(*c);
      serialise_body(*nc);
      c = nc;
    }
    serialise_lambda(e.map_lambda);
    for (ReduceOp& op : e.scans) serialise_lambda(op.lambda);
    for (ReduceOp& op : e.reduces) serialise_lambda(op.lambda);
    if (e.kind == Exp::Kind::Screma && exp_applies(e)) {
      for (Stm& t : serial_screma(s)) out.push_back(std::move(t));
      continue;
    }
    if (e.kind == Exp::Kind::Hist && exp_applies(e)) {
      for (Stm& t : serial_hist(s)) out.push_back(std::move(t));
      continue;
    }
    out.push_back(std::move(s));
  }
  b.stms = std::move(out);
}

}  // namespace

std::vector<Stm> serialise_screma(const Stm& s) { return serial_screma(s); }

Program serialise_recursive_soacs(const Program& prog) {
  Program out = prog;
  for (Function& f : out.functions) {
    if (!f.body || !body_applies(*f.body)) continue;
    auto nb = std::make_shared<Body>(*f.body);
    serialise_body(*nb);
    f.body = nb;
  }
  return out;
}

}  // namespace runic::ir
