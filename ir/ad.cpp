#include "ir/ad.h"

#include <cmath>
#include <deque>
#include <functional>
#include <map>
#include <set>

#include "ir/ir_walk.h"
#include "support/source.h"

namespace runic::ir {
namespace {

using Stms = std::vector<Stm>;

bool has_tangent(const Type& t) { return is_float(t.elem); }

SubExp zero_of(PrimType t) {
  if (is_float(t)) return SubExp::constant(PrimValue::float_value(t, 0.0));
  if (t == PrimType::Bool) return SubExp::constant(PrimValue::bool_value(false));
  if (t == PrimType::Unit) return SubExp::constant(PrimValue::unit());
  return SubExp::constant(PrimValue::int_value(t, 0));
}

SubExp fconst(PrimType t, double v) { return SubExp::constant(PrimValue::float_value(t, v)); }

bool is_const_value(const SubExp& s, double v) {
  return s.is_const() && is_float(s.value.type) && s.value.f == v && !std::signbit(s.value.f);
}

// Every binding's type in the program (names are bound once), extended as
// the expansion binds new names.
class Types {
 public:
  void add(const VName& n, const Type& t) { types_[n] = t; }
  // A name bound nowhere is a size bound by an entry parameter's shape.
  Type of(const VName& n) const {
    auto it = types_.find(n);
    return it == types_.end() ? Type::scalar(PrimType::I64) : it->second;
  }
  Type of(const SubExp& s) const { return s.is_const() ? Type::scalar(s.value.type) : of(s.var); }

  void collect_lambda(const Lambda& l) {
    for (const Param& p : l.params) add(p.name, p.type);
    if (l.body) collect_body(*l.body);
  }
  void collect_body(const Body& b) {
    for (const Stm& s : b.stms) {
      for (const Param& p : s.pat) add(p.name, p.type);
      const Exp& e = s.exp;
      for (const auto& [p, init] : e.merge) add(p.name, p.type);
      if (e.kind == Exp::Kind::Loop && e.loop_kind == Exp::LoopKind::For) add(e.loop_var, Type::scalar(e.prim));
      for (const auto& [g, size] : e.seg_space.dims) add(g, Type::scalar(PrimType::I64));
      for (const BodyPtr& c : e.bodies)
        if (c) collect_body(*c);
      if (e.map_lambda.body) collect_lambda(e.map_lambda);
      for (const ReduceOp& op : e.scans) collect_lambda(op.lambda);
      for (const ReduceOp& op : e.reduces) collect_lambda(op.lambda);
    }
  }

 private:
  std::map<VName, Type> types_;
};

// Statement builders that record the types of what they bind.
class Emit {
 public:
  explicit Emit(Types& types) : types_(types) {}

  VName bind(Stms& out, Exp e, const Type& t, const std::string& base, const Span& loc) {
    VName n = fresh_name(base);
    types_.add(n, t);
    Stm s;
    s.pat = {{n, t}};
    s.exp = std::move(e);
    s.loc = loc;
    out.push_back(std::move(s));
    return n;
  }
  SubExp bin(Stms& out, BinOp op, PrimType t, SubExp a, SubExp b) {
    // Folding that keeps tangents of constants small (x + 0, x * 1, x * 0).
    if (op == BinOp::Add && is_const_value(b, 0)) return a;
    if (op == BinOp::Add && is_const_value(a, 0)) return b;
    if (op == BinOp::Sub && is_const_value(b, 0)) return a;
    if (op == BinOp::Mul && (is_const_value(a, 0) || is_const_value(b, 0))) return fconst(t, 0);
    if (op == BinOp::Mul && is_const_value(b, 1)) return a;
    if (op == BinOp::Mul && is_const_value(a, 1)) return b;
    if (op == BinOp::Div && is_const_value(a, 0)) return fconst(t, 0);
    Exp e;
    e.kind = Exp::Kind::BinOp;
    e.binop = op;
    e.prim = t;
    e.args = {std::move(a), std::move(b)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(t), "d", loc_));
  }
  SubExp add(Stms& out, PrimType t, SubExp a, SubExp b) { return bin(out, BinOp::Add, t, a, b); }
  SubExp sub(Stms& out, PrimType t, SubExp a, SubExp b) {
    if (is_const_value(a, 0)) return neg(out, t, b);
    return bin(out, BinOp::Sub, t, a, b);
  }
  SubExp mul(Stms& out, PrimType t, SubExp a, SubExp b) { return bin(out, BinOp::Mul, t, a, b); }
  SubExp div(Stms& out, PrimType t, SubExp a, SubExp b) { return bin(out, BinOp::Div, t, a, b); }
  SubExp neg(Stms& out, PrimType t, SubExp a) {
    if (is_const_value(a, 0)) return a;
    return un(out, UnOp::Neg, t, a);
  }
  SubExp un(Stms& out, UnOp op, PrimType t, SubExp a) {
    Exp e;
    e.kind = Exp::Kind::UnOp;
    e.unop = op;
    e.prim = t;
    e.args = {std::move(a)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(t), "d", loc_));
  }
  SubExp fun(Stms& out, const std::string& name, PrimType t, std::vector<SubExp> args) {
    Exp e;
    e.kind = Exp::Kind::PrimFun;
    e.fun_name = name;
    e.prim = t;
    e.args = std::move(args);
    return SubExp::variable(bind(out, std::move(e), Type::scalar(primfun_result(name, t)), "d", loc_));
  }
  SubExp cmp(Stms& out, CmpOp op, PrimType t, SubExp a, SubExp b) {
    Exp e;
    e.kind = Exp::Kind::CmpOp;
    e.cmpop = op;
    e.prim = t;
    e.args = {std::move(a), std::move(b)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(PrimType::Bool), "c", loc_));
  }
  SubExp convert(Stms& out, PrimType to, PrimType from, SubExp a) {
    if (to == from) return a;
    if (a.is_const()) return SubExp::constant(eval_convert(to, a.value));
    Exp e;
    e.kind = Exp::Kind::Convert;
    e.prim = to;
    e.from = from;
    e.args = {std::move(a)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(to), "d", loc_));
  }
  // if c then a else b, on scalars of type t.
  SubExp select(Stms& out, SubExp c, SubExp a, SubExp b, PrimType t) {
    Exp e;
    e.kind = Exp::Kind::If;
    e.args = {std::move(c)};
    auto tb = std::make_shared<Body>();
    tb->result = {std::move(a)};
    auto fb = std::make_shared<Body>();
    fb->result = {std::move(b)};
    e.bodies = {tb, fb};
    e.ret = {Type::scalar(t)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(t), "sel", loc_));
  }
  // Zeros of type t (a constant for a scalar; nested replicates).
  SubExp zeros(Stms& out, const Type& t) {
    SubExp v = zero_of(t.elem);
    for (int d = t.rank() - 1; d >= 0; d--) {
      Type part{t.elem, std::vector<SubExp>(t.shape.begin() + d, t.shape.end()), false};
      Exp e;
      e.kind = Exp::Kind::Replicate;
      e.args = {t.shape[d], v};
      v = SubExp::variable(bind(out, std::move(e), part, "zeros", loc_));
    }
    return v;
  }
  // The product of t's dimensions (an i64).
  SubExp elements(Stms& out, const Type& t) {
    SubExp n = SubExp::i64(1);
    for (const SubExp& d : t.shape) {
      if (n.is_const() && n.value.as_i64() == 1) {
        n = d;
        continue;
      }
      Exp e;
      e.kind = Exp::Kind::BinOp;
      e.binop = BinOp::Mul;
      e.prim = PrimType::I64;
      e.args = {n, d};
      n = SubExp::variable(bind(out, std::move(e), Type::scalar(PrimType::I64), "elems", loc_));
    }
    return n;
  }
  VName reshape(Stms& out, const VName& a, const Type& to) {
    Exp e;
    e.kind = Exp::Kind::Reshape;
    e.array = a;
    e.args = to.shape;
    return bind(out, std::move(e), to, "reshaped", loc_);
  }

  Span loc_;

 protected:
  Types& types_;
};

// A fresh copy of `l` with every name it binds renamed (its parameters
// included); the copy's types are recorded.
Lambda renamed_copy(const Lambda& l, Types& types) {
  Lambda c = walk::clone_lambda(l);
  std::map<VName, VName> rename;
  walk::for_each_name_lambda(c, [&](const VName& v, walk::Role r) {
    if (r == walk::Role::Bind && !rename.count(v)) rename[v] = fresh_name(v);
  });
  walk::for_each_name_lambda(c, [&](VName& v, walk::Role) {
    auto it = rename.find(v);
    if (it != rename.end()) v = it->second;
  });
  types.collect_lambda(c);
  return c;
}

// Names used in `l` but bound outside it.
std::set<VName> free_names(const Lambda& l) {
  std::set<VName> bound, used;
  walk::for_each_name_lambda(l, [&](const VName& v, walk::Role r) {
    if (r == walk::Role::Bind) bound.insert(v);
    else used.insert(v);
  });
  std::set<VName> out;
  for (const VName& v : used)
    if (!bound.count(v)) out.insert(v);
  return out;
}

class Ad;

// The forward-mode transformation of one region (a differentiated lambda's
// body, or a derivative function's): `tan_` maps each float variable to its
// tangent.
class Forward : public Emit {
 public:
  Forward(Types& types, Ad& ad) : Emit(types), ad_(ad) {}

  std::map<VName, SubExp> tan_;

  SubExp tangent(const SubExp& s, Stms& out) {
    if (s.is_const()) return zero_of(s.value.type);
    auto it = tan_.find(s.var);
    if (it != tan_.end()) return it->second;
    // Bound outside the differentiated function: a constant.
    // (Arrays from outside are given zeros up front: see Ad::expand.)
    return zeros(out, types_.of(s.var));
  }
  VName tangent_array(const VName& a, Stms& out) { return tangent(SubExp::variable(a), out).var; }

  // A fresh tangent variable for `p` (recorded in tan_).
  Param tangent_param(const Param& p) {
    Param t{fresh_name(p.name + "_tan"), p.type};
    types_.add(t.name, t.type);
    tan_[p.name] = SubExp::variable(t.name);
    return t;
  }
  // `ps` split into consecutive groups of the given sizes (the last group
  // takes the rest), each group's float members' tangents after it.
  std::vector<Param> with_tangents(const std::vector<Param>& ps, const std::vector<size_t>& groups) {
    std::vector<Param> out;
    size_t pos = 0;
    for (size_t g = 0; g <= groups.size(); g++) {
      size_t n = g < groups.size() ? groups[g] : ps.size() - pos;
      std::vector<Param> tans;
      for (size_t i = pos; i < pos + n; i++) {
        out.push_back(ps[i]);
        if (has_tangent(ps[i].type)) tans.push_back(tangent_param(ps[i]));
      }
      out.insert(out.end(), tans.begin(), tans.end());
      pos += n;
    }
    return out;
  }
  std::vector<Type> types_with_tangents(const std::vector<Type>& ts, const std::vector<size_t>& groups) {
    std::vector<Type> out;
    size_t pos = 0;
    for (size_t g = 0; g <= groups.size(); g++) {
      size_t n = g < groups.size() ? groups[g] : ts.size() - pos;
      std::vector<Type> tans;
      for (size_t i = pos; i < pos + n; i++) {
        out.push_back(ts[i]);
        if (has_tangent(ts[i])) tans.push_back(ts[i]);
      }
      out.insert(out.end(), tans.begin(), tans.end());
      pos += n;
    }
    return out;
  }
  // Results in groups, each group's float results' tangents after it.
  std::vector<SubExp> results_with_tangents(const std::vector<SubExp>& rs, const std::vector<Type>& ts,
                                            const std::vector<size_t>& groups, Stms& out) {
    std::vector<SubExp> res;
    size_t pos = 0;
    for (size_t g = 0; g <= groups.size(); g++) {
      size_t n = g < groups.size() ? groups[g] : rs.size() - pos;
      std::vector<SubExp> tans;
      for (size_t i = pos; i < pos + n; i++) {
        res.push_back(rs[i]);
        if (has_tangent(ts[i])) tans.push_back(tangent(rs[i], out));
      }
      res.insert(res.end(), tans.begin(), tans.end());
      pos += n;
    }
    return res;
  }

  void stms(const std::vector<Stm>& in, Stms& out) {
    for (const Stm& s : in) stm(s, out);
  }

  // The dual of a body whose results have types `ret`.
  BodyPtr dual_body(const Body& b, const std::vector<Type>& ret, const std::vector<size_t>& groups) {
    auto nb = std::make_shared<Body>();
    stms(b.stms, nb->stms);
    nb->result = results_with_tangents(b.result, ret, groups, nb->stms);
    return nb;
  }
  Lambda dual_lambda(const Lambda& l, const std::vector<size_t>& param_groups,
                     const std::vector<size_t>& ret_groups) {
    Lambda r;
    r.params = with_tangents(l.params, param_groups);
    r.ret = types_with_tangents(l.ret, ret_groups);
    r.body = dual_body(*l.body, l.ret, ret_groups);
    return r;
  }
  ReduceOp dual_op(const ReduceOp& op) {
    size_t k = op.neutral.size();
    ReduceOp r;
    r.commutative = op.commutative;
    r.lambda = dual_lambda(op.lambda, {k, k}, {k});
    r.neutral = op.neutral;
    for (size_t i = 0; i < k; i++)
      if (has_tangent(op.lambda.ret[i])) r.neutral.push_back(zero_of(op.lambda.ret[i].elem));
    return r;
  }
  // The pattern `pat` regrouped with tangents (recorded in tan_).
  std::vector<Param> dual_pattern(const std::vector<Param>& pat, const std::vector<size_t>& groups) {
    return with_tangents(pat, groups);
  }

  void stm(const Stm& s, Stms& out);

 private:
  void scalar_stm(const Stm& s, Stms& out);
  SubExp primfun_tangent(const Exp& e, const SubExp& x, Stms& out);
  SubExp digamma(PrimType t, const SubExp& a, Stms& out);
  SubExp pow_tangent(PrimType t, const SubExp& a, const SubExp& b, const SubExp& x, Stms& out);

  Ad& ad_;
};

// The expansion of every Ad in the program, and the derivative functions
// that calls in differentiated code need.
class Ad {
 public:
  explicit Ad(const Program& p) : prog_(walk::clone_program(p)) {
    for (Function& f : prog_.functions) {
      for (const Param& p : f.params) types_.add(p.name, p.type);
      if (f.body) types_.collect_body(*f.body);
    }
  }

  Program run() {
    for (size_t i = 0; i < prog_.functions.size(); i++) expand_function(prog_.functions[i].name);
    for (Function& f : derivatives_) prog_.functions.push_back(std::move(f));
    return std::move(prog_);
  }

  // The derivative of the function `name`: its parameters, then the
  // tangents of its float parameters; its results, then the tangents of its
  // float results.
  const std::string& derivative(const std::string& name) {
    auto it = derivative_names_.find(name);
    if (it != derivative_names_.end()) return it->second;
    expand_function(name);
    const Function* f = find(name);
    internal_assert(f, "ad: call of unknown function " << name);
    std::string dn = fresh_name(f->name + "_jvp");
    derivative_names_[name] = dn;
    // A renamed copy (its names are bound once in the program; the return
    // types, which name the parameters, are renamed with them).
    Lambda as_lambda{f->params, f->body, f->ret};
    Span loc = f->loc;
    bool noinline = f->noinline;
    Lambda copy = renamed_copy(as_lambda, types_);
    Forward fw(types_, *this);
    fw.loc_ = loc;
    Lambda d = fw.dual_lambda(copy, {}, {});
    Function df;
    df.name = dn;
    df.params = d.params;
    df.ret = d.ret;
    df.body = d.body;
    df.entry = false;
    df.noinline = noinline;
    df.loc = loc;
    derivatives_.push_back(std::move(df));
    return derivative_names_[name];
  }

  Types& types() { return types_; }

 private:
  const Function* find(const std::string& name) {
    for (const Function& f : prog_.functions)
      if (f.name == name) return &f;
    for (const Function& f : derivatives_)
      if (f.name == name) return &f;
    return nullptr;
  }

  void expand_function(const std::string& name) {
    if (expanded_.count(name)) return;
    expanded_.insert(name);
    for (Function& f : prog_.functions)
      if (f.name == name && f.body) {
        f.body = expand_body(*f.body);
        return;
      }
  }

  // Expands the Ads in b (innermost first).
  BodyPtr expand_body(const Body& b) {
    auto nb = std::make_shared<Body>();
    nb->result = b.result;
    for (const Stm& s0 : b.stms) {
      Stm s = s0;
      Exp& e = s.exp;
      for (BodyPtr& c : e.bodies)
        if (c) c = expand_body(*c);
      if (e.map_lambda.body) e.map_lambda.body = expand_body(*e.map_lambda.body);
      for (ReduceOp& op : e.scans) op.lambda.body = expand_body(*op.lambda.body);
      for (ReduceOp& op : e.reduces) op.lambda.body = expand_body(*op.lambda.body);
      if (e.kind == Exp::Kind::Ad) expand(s, nb->stms);
      else nb->stms.push_back(std::move(s));
    }
    return nb;
  }

  void expand(const Stm& s, Stms& out);
  void inline_calls_into(const std::vector<Stm>& in, Stms& out);
  bool reverse(const Stm& s, const Lambda& lam, const std::map<VName, SubExp>& outer_zeros,
               const std::vector<SubExp>& xs, const std::vector<SubExp>& ybar, size_t off, Stms& out);
  SubExp directional(const Stm& s, const Lambda& lam, const std::map<VName, SubExp>& outer_zeros,
                     const std::vector<SubExp>& xs, const std::vector<SubExp>& seeds,
                     const std::vector<SubExp>& cotangents, PrimType elem, Stms& out);

  Program prog_;
  Types types_;
  std::set<std::string> expanded_;
  std::map<std::string, std::string> derivative_names_;
  std::deque<Function> derivatives_;
};

// ---- forward mode: statements ----

void Forward::stm(const Stm& s, Stms& out) {
  const Exp& e = s.exp;
  loc_ = s.loc;
  auto any_tangent = [&] {
    for (const Param& p : s.pat)
      if (has_tangent(p.type)) return true;
    return false;
  };
  switch (e.kind) {
    case Exp::Kind::SubExp:
      out.push_back(s);
      if (has_tangent(s.pat[0].type)) tan_[s.pat[0].name] = tangent(e.args[0], out);
      return;
    case Exp::Kind::BinOp:
    case Exp::Kind::CmpOp:
    case Exp::Kind::UnOp:
    case Exp::Kind::Convert:
    case Exp::Kind::PrimFun:
      out.push_back(s);
      if (any_tangent()) scalar_stm(s, out);
      return;
    case Exp::Kind::Assert:
    case Exp::Kind::Iota:
      out.push_back(s);
      for (const Param& p : s.pat)
        if (has_tangent(p.type)) tan_[p.name] = zeros(out, p.type);
      return;
    case Exp::Kind::Index:
    case Exp::Kind::Rearrange:
    case Exp::Kind::Reshape:
    case Exp::Kind::Copy: {
      out.push_back(s);
      if (!any_tangent()) return;
      Exp t = e;
      t.array = tangent_array(e.array, out);
      tan_[s.pat[0].name] = SubExp::variable(bind(out, std::move(t), s.pat[0].type, s.pat[0].name + "_tan", s.loc));
      return;
    }
    case Exp::Kind::Update: {
      out.push_back(s);
      if (!any_tangent()) return;
      Exp t = e;
      t.array = tangent_array(e.array, out);
      t.args = {tangent(e.args[0], out)};
      tan_[s.pat[0].name] = SubExp::variable(bind(out, std::move(t), s.pat[0].type, s.pat[0].name + "_tan", s.loc));
      return;
    }
    case Exp::Kind::ArrayLit: {
      out.push_back(s);
      if (!any_tangent()) return;
      Exp t = e;
      for (SubExp& a : t.args) a = tangent(a, out);
      tan_[s.pat[0].name] = SubExp::variable(bind(out, std::move(t), s.pat[0].type, s.pat[0].name + "_tan", s.loc));
      return;
    }
    case Exp::Kind::Replicate: {
      out.push_back(s);
      if (!any_tangent()) return;
      Exp t = e;
      t.args = {e.args[0], tangent(e.args[1], out)};
      tan_[s.pat[0].name] = SubExp::variable(bind(out, std::move(t), s.pat[0].type, s.pat[0].name + "_tan", s.loc));
      return;
    }
    case Exp::Kind::Concat: {
      out.push_back(s);
      if (!any_tangent()) return;
      Exp t = e;
      for (VName& a : t.arrays) a = tangent_array(a, out);
      tan_[s.pat[0].name] = SubExp::variable(bind(out, std::move(t), s.pat[0].type, s.pat[0].name + "_tan", s.loc));
      return;
    }
    case Exp::Kind::If: {
      Stm r = s;
      Exp& n = r.exp;
      std::vector<Type> ret = e.ret;
      n.bodies = {dual_body(*e.bodies[0], ret, {}), dual_body(*e.bodies[1], ret, {})};
      n.ret = types_with_tangents(ret, {});
      r.pat = dual_pattern(s.pat, {});
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Loop: {
      Stm r = s;
      Exp& n = r.exp;
      n.merge.clear();
      std::vector<std::pair<Param, SubExp>> tans;
      std::vector<Type> mtypes;
      for (const auto& [p, init] : e.merge) {
        n.merge.push_back({p, init});
        mtypes.push_back(p.type);
        if (has_tangent(p.type)) tans.push_back({tangent_param(p), tangent(init, out)});
      }
      n.merge.insert(n.merge.end(), tans.begin(), tans.end());
      n.bodies = {dual_body(*e.bodies[0], mtypes, {})};
      if (!e.ret.empty()) n.ret = types_with_tangents(e.ret, {});
      r.pat = dual_pattern(s.pat, {});
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Screma: {
      Stm r = s;
      Exp& n = r.exp;
      std::vector<size_t> groups;
      for (const ReduceOp& op : e.scans) groups.push_back(op.neutral.size());
      for (const ReduceOp& op : e.reduces) groups.push_back(op.neutral.size());
      for (VName a : e.arrays)
        if (has_tangent(types_.of(a))) n.arrays.push_back(tangent_array(a, out));
      n.map_lambda = dual_lambda(e.map_lambda, {}, groups);
      for (ReduceOp& op : n.scans) op = dual_op(op);
      for (ReduceOp& op : n.reduces) op = dual_op(op);
      r.pat = dual_pattern(s.pat, groups);
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Scatter:
    case Exp::Kind::Hist: {
      // arrays = [is, vs_1..vs_k, dest_1..dest_k]
      size_t k = s.pat.size();
      Stm r = s;
      Exp& n = r.exp;
      std::vector<VName> vs(e.arrays.begin() + 1, e.arrays.begin() + 1 + k);
      std::vector<VName> ds(e.arrays.begin() + 1 + k, e.arrays.end());
      std::vector<VName> tvs, tds;
      for (size_t j = 0; j < k; j++)
        if (has_tangent(types_.of(ds[j]))) {
          tvs.push_back(tangent_array(vs[j], out));
          tds.push_back(tangent_array(ds[j], out));
        }
      n.arrays = {e.arrays[0]};
      n.arrays.insert(n.arrays.end(), vs.begin(), vs.end());
      n.arrays.insert(n.arrays.end(), tvs.begin(), tvs.end());
      n.arrays.insert(n.arrays.end(), ds.begin(), ds.end());
      n.arrays.insert(n.arrays.end(), tds.begin(), tds.end());
      for (ReduceOp& op : n.reduces) op = dual_op(op);
      r.pat = dual_pattern(s.pat, {});
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Stream: {
      // Chunk function (m, accs, chunks) -> (accs, arrays).
      size_t p = e.args.size() - 1;
      Stm r = s;
      Exp& n = r.exp;
      for (size_t i = 0; i < p; i++)
        if (has_tangent(types_.of(e.args[1 + i]))) n.args.push_back(tangent(e.args[1 + i], out));
      for (VName a : e.arrays)
        if (has_tangent(types_.of(a))) n.arrays.push_back(tangent_array(a, out));
      n.map_lambda = dual_lambda(e.map_lambda, {1, p}, {p});
      for (ReduceOp& op : n.reduces) {
        ReduceOp d;
        d.commutative = op.commutative;
        d.lambda = dual_lambda(op.lambda, {p, p}, {p});
        op = d;
      }
      r.pat = dual_pattern(s.pat, {p});
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Apply: {
      Stm r = s;
      Exp& n = r.exp;
      n.fun_name = ad_.derivative(e.fun_name);
      for (const SubExp& a : e.args)
        if (has_tangent(types_.of(a))) n.args.push_back(tangent(a, out));
      r.pat = dual_pattern(s.pat, {});
      out.push_back(std::move(r));
      return;
    }
    case Exp::Kind::Ad:
    case Exp::Kind::SegOp:
      internal_error("ad: unexpected " + std::string(e.kind == Exp::Kind::Ad ? "jvp/vjp" : "SegOp") +
                         " in differentiated code",
                     __FILE__, __LINE__);
  }
}

SubExp Forward::pow_tangent(PrimType t, const SubExp& a, const SubExp& b, const SubExp& x, Stms& out) {
  // d(a**b) = b * a**(b-1) * da + a**b * log a * db; the second term only
  // where db is not zero (log a is nan for a < 0).
  SubExp da = tangent(a, out), db = tangent(b, out);
  SubExp r = fconst(t, 0);
  if (!is_const_value(da, 0)) {
    SubExp bm1 = sub(out, t, b, fconst(t, 1));
    SubExp p = bin(out, BinOp::Pow, t, a, bm1);
    r = mul(out, t, mul(out, t, b, p), da);
  }
  if (!is_const_value(db, 0)) {
    SubExp nz = cmp(out, CmpOp::Ne, t, db, fconst(t, 0));
    Stms then_stms;
    SubExp term = mul(then_stms, t, mul(then_stms, t, x, fun(then_stms, "log", t, {a})), db);
    Exp e;
    e.kind = Exp::Kind::If;
    e.args = {nz};
    auto tb = std::make_shared<Body>();
    tb->stms = std::move(then_stms);
    tb->result = {term};
    auto fb = std::make_shared<Body>();
    fb->result = {fconst(t, 0)};
    e.bodies = {tb, fb};
    e.ret = {Type::scalar(t)};
    SubExp guarded = SubExp::variable(bind(out, std::move(e), Type::scalar(t), "dpow", loc_));
    r = add(out, t, r, guarded);
  }
  return r;
}

void Forward::scalar_stm(const Stm& s, Stms& out) {
  const Exp& e = s.exp;
  const Param& res = s.pat[0];
  SubExp x = SubExp::variable(res.name);
  PrimType t = res.type.elem;
  SubExp d;
  switch (e.kind) {
    case Exp::Kind::BinOp: {
      const SubExp &a = e.args[0], &b = e.args[1];
      switch (e.binop) {
        case BinOp::Add: d = add(out, t, tangent(a, out), tangent(b, out)); break;
        case BinOp::Sub: d = sub(out, t, tangent(a, out), tangent(b, out)); break;
        case BinOp::Mul:
          d = add(out, t, mul(out, t, tangent(a, out), b), mul(out, t, a, tangent(b, out)));
          break;
        case BinOp::Div:
          // (da - (a/b) db) / b
          d = div(out, t, sub(out, t, tangent(a, out), mul(out, t, x, tangent(b, out))), b);
          break;
        case BinOp::Pow: d = pow_tangent(t, a, b, x, out); break;
        case BinOp::Min:
        case BinOp::Max: {
          SubExp c = cmp(out, e.binop == BinOp::Min ? CmpOp::Le : CmpOp::Ge, t, a, b);
          d = select(out, c, tangent(a, out), tangent(b, out), t);
          break;
        }
        case BinOp::Mod:
        case BinOp::Rem: {
          // a - b * floor(a/b) (mod) or trunc(a/b) (rem)
          SubExp q = fun(out, e.binop == BinOp::Mod ? "floor" : "trunc", t, {div(out, t, a, b)});
          d = sub(out, t, tangent(a, out), mul(out, t, tangent(b, out), q));
          break;
        }
        default: d = fconst(t, 0); break;  // Quot: piecewise constant
      }
      break;
    }
    case Exp::Kind::UnOp: {
      const SubExp& a = e.args[0];
      switch (e.unop) {
        case UnOp::Neg: d = neg(out, t, tangent(a, out)); break;
        case UnOp::Abs: d = mul(out, t, tangent(a, out), un(out, UnOp::Signum, t, a)); break;
        default: d = fconst(t, 0); break;
      }
      break;
    }
    case Exp::Kind::Convert:
      d = is_float(e.from) ? convert(out, t, e.from, tangent(e.args[0], out)) : fconst(t, 0);
      break;
    case Exp::Kind::PrimFun: d = primfun_tangent(e, x, out); break;
    default: d = fconst(t, 0); break;
  }
  tan_[res.name] = d;
}

SubExp Forward::primfun_tangent(const Exp& e, const SubExp& x, Stms& out) {
  const std::string& f = e.fun_name;
  PrimType t = e.prim;
  bool float_arg = false;
  for (const SubExp& a : e.args) float_arg = float_arg || is_float(types_.of(a).elem);
  if (!is_float(t) || !float_arg) return fconst(types_.of(x).elem, 0);  // from_bits and the like
  const SubExp& a = e.args[0];
  auto da = [&] { return tangent(a, out); };
  auto c = [&](double v) { return fconst(t, v); };
  auto sq = [&](const SubExp& v) { return mul(out, t, v, v); };
  auto chain = [&](const SubExp& deriv) { return mul(out, t, deriv, da()); };
  if (f == "sqrt") return div(out, t, da(), mul(out, t, c(2), x));
  if (f == "cbrt") return div(out, t, da(), mul(out, t, c(3), sq(x)));
  if (f == "exp") return chain(x);
  if (f == "log") return div(out, t, da(), a);
  if (f == "log2") return div(out, t, da(), mul(out, t, a, c(std::log(2.0))));
  if (f == "log10") return div(out, t, da(), mul(out, t, a, c(std::log(10.0))));
  if (f == "log1p") return div(out, t, da(), add(out, t, a, c(1)));
  if (f == "sin") return chain(fun(out, "cos", t, {a}));
  if (f == "cos") return neg(out, t, chain(fun(out, "sin", t, {a})));
  if (f == "tan") return chain(add(out, t, c(1), sq(x)));
  if (f == "asin") return div(out, t, da(), fun(out, "sqrt", t, {sub(out, t, c(1), sq(a))}));
  if (f == "acos") return neg(out, t, div(out, t, da(), fun(out, "sqrt", t, {sub(out, t, c(1), sq(a))})));
  if (f == "atan") return div(out, t, da(), add(out, t, c(1), sq(a)));
  if (f == "sinh") return chain(fun(out, "cosh", t, {a}));
  if (f == "cosh") return chain(fun(out, "sinh", t, {a}));
  if (f == "tanh") return chain(sub(out, t, c(1), sq(x)));
  if (f == "asinh") return div(out, t, da(), fun(out, "sqrt", t, {add(out, t, sq(a), c(1))}));
  if (f == "acosh") return div(out, t, da(), fun(out, "sqrt", t, {sub(out, t, sq(a), c(1))}));
  if (f == "atanh") return div(out, t, da(), sub(out, t, c(1), sq(a)));
  if (f == "erf" || f == "erfc") {
    // 2/sqrt(pi) exp(-a^2)
    SubExp g = mul(out, t, c(2.0 / std::sqrt(M_PI)), fun(out, "exp", t, {neg(out, t, sq(a))}));
    SubExp r = chain(g);
    return f == "erf" ? r : neg(out, t, r);
  }
  if (f == "abs") return chain(un(out, UnOp::Signum, t, a));
  if (f == "floor" || f == "ceil" || f == "round" || f == "trunc" || f == "sgn" || f == "signum") return c(0);
  if (f == "atan2") {
    // atan2(y, x): (x dy - y dx) / (x^2 + y^2)
    const SubExp& b = e.args[1];
    SubExp num = sub(out, t, mul(out, t, b, da()), mul(out, t, a, tangent(b, out)));
    return div(out, t, num, add(out, t, sq(a), sq(b)));
  }
  if (f == "hypot") {
    const SubExp& b = e.args[1];
    return div(out, t, add(out, t, mul(out, t, a, da()), mul(out, t, b, tangent(b, out))), x);
  }
  if (f == "pow") return pow_tangent(t, a, e.args[1], x, out);
  if (f == "min" || f == "max") {
    const SubExp& b = e.args[1];
    SubExp cnd = cmp(out, f == "min" ? CmpOp::Le : CmpOp::Ge, t, a, b);
    return select(out, cnd, da(), tangent(b, out), t);
  }
  if (f == "copysign") {
    // |a| * sign(b): da * sign(x) * sign(a)
    SubExp s = mul(out, t, fun(out, "copysign", t, {c(1), x}), fun(out, "copysign", t, {c(1), a}));
    return chain(s);
  }
  if (f == "fma" || f == "mad") {
    const SubExp &b = e.args[1], &z = e.args[2];
    return add(out, t, add(out, t, mul(out, t, da(), b), mul(out, t, a, tangent(b, out))), tangent(z, out));
  }
  if (f == "lerp") {
    // v0 + (v1 - v0) * s
    const SubExp &v1 = e.args[1], &s = e.args[2];
    SubExp dv0 = da(), dv1 = tangent(v1, out);
    SubExp part = mul(out, t, sub(out, t, dv1, dv0), s);
    SubExp part2 = mul(out, t, sub(out, t, v1, a), tangent(s, out));
    return add(out, t, add(out, t, dv0, part), part2);
  }
  if (f == "gamma" || f == "lgamma") {
    // d lgamma = digamma; gamma' = gamma * digamma.  digamma by the
    // recurrence psi(a) = psi(a + 1) - 1/a up to a >= 6, then the
    // asymptotic series (enough for f64 precision).
    SubExp psi = digamma(t, a, out);
    return chain(f == "gamma" ? mul(out, t, x, psi) : psi);
  }
  user_error(loc_, "jvp: the derivative of `" + f + "` is not supported");
}

SubExp Forward::digamma(PrimType t, const SubExp& a, Stms& out) {
  // loop (go, acc, z) = (a < 6 && a > -1e7, 0, a) while go do
  //   (z + 1 < 6, acc - 1/z, z + 1)
  auto c = [&](double v) { return fconst(t, v); };
  SubExp below = cmp(out, CmpOp::Lt, t, a, c(6));
  SubExp above = cmp(out, CmpOp::Gt, t, a, c(-1e7));
  Exp both;
  both.kind = Exp::Kind::BinOp;
  both.binop = BinOp::LogAnd;
  both.prim = PrimType::Bool;
  both.args = {below, above};
  SubExp go0 = SubExp::variable(bind(out, std::move(both), Type::scalar(PrimType::Bool), "go", loc_));
  Param go{fresh_name("go"), Type::scalar(PrimType::Bool)}, acc{fresh_name("acc"), Type::scalar(t)},
      z{fresh_name("z"), Type::scalar(t)};
  for (const Param* p : {&go, &acc, &z}) types_.add(p->name, p->type);
  auto body = std::make_shared<Body>();
  SubExp zv = SubExp::variable(z.name);
  SubExp acc2 = sub(body->stms, t, SubExp::variable(acc.name), div(body->stms, t, c(1), zv));
  SubExp z2 = add(body->stms, t, zv, c(1));
  SubExp go2 = cmp(body->stms, CmpOp::Lt, t, z2, c(6));
  body->result = {go2, acc2, z2};
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::While;
  loop.loop_var = go.name;
  loop.merge = {{go, go0}, {acc, c(0)}, {z, a}};
  loop.bodies = {body};
  loop.ret = {go.type, acc.type, z.type};
  Stm s;
  VName r_go = fresh_name("go"), r_acc = fresh_name("acc"), r_z = fresh_name("z");
  s.pat = {{r_go, go.type}, {r_acc, acc.type}, {r_z, z.type}};
  for (const Param& p : s.pat) types_.add(p.name, p.type);
  s.exp = std::move(loop);
  s.loc = loc_;
  out.push_back(std::move(s));
  // psi(z) ~ log z - 1/(2z) - 1/(12z^2) + 1/(120z^4) - 1/(252z^6)
  SubExp zz = SubExp::variable(r_z);
  SubExp inv = div(out, t, c(1), zz);
  SubExp inv2 = mul(out, t, inv, inv);
  SubExp series = mul(out, t, inv2, sub(out, t, c(1.0 / 12), mul(out, t, inv2, sub(out, t, c(1.0 / 120), mul(out, t, inv2, c(1.0 / 252))))));
  SubExp psi = sub(out, t, sub(out, t, fun(out, "log", t, {zz}), mul(out, t, c(0.5), inv)), series);
  return add(out, t, SubExp::variable(r_acc), psi);
}

// ---- expansion of one Ad ----

namespace {
Stm bind_stm(const Param& p, const SubExp& v, const Span& loc) {
  Stm s;
  s.pat = {p};
  s.exp.kind = Exp::Kind::SubExp;
  s.exp.args = {v};
  s.loc = loc;
  return s;
}
}  // namespace

void Ad::expand(const Stm& s, Stms& out) {
  const Exp& e = s.exp;
  const Lambda& lam = e.map_lambda;
  size_t np = lam.params.size(), nr = lam.ret.size();
  std::vector<SubExp> xs(e.args.begin(), e.args.begin() + np), seeds(e.args.begin() + np, e.args.end());
  Emit em(types_);
  em.loc_ = s.loc;
  // The float arrays the function uses from outside are constants: zeros,
  // made once here rather than wherever the function reads them.
  std::map<VName, SubExp> outer_zeros;
  for (const VName& v : free_names(lam)) {
    Type t = types_.of(v);
    if (has_tangent(t) && t.is_array()) outer_zeros[v] = em.zeros(out, t);
  }
  bool forward = e.ad_mode == Exp::AdMode::Jvp || e.ad_mode == Exp::AdMode::Jvp2;
  if (forward) {
    Forward fw(types_, *this);
    fw.loc_ = s.loc;
    fw.tan_ = outer_zeros;
    for (size_t i = 0; i < np; i++) {
      out.push_back(bind_stm(lam.params[i], xs[i], s.loc));
      if (has_tangent(lam.params[i].type)) fw.tan_[lam.params[i].name] = seeds[i];
    }
    fw.stms(lam.body->stms, out);
    size_t off = 0;
    if (e.ad_mode == Exp::AdMode::Jvp2) {
      for (size_t k = 0; k < nr; k++) out.push_back(bind_stm(s.pat[k], lam.body->result[k], s.loc));
      off = nr;
    }
    for (size_t k = 0; k < nr; k++) {
      const Param& p = s.pat[off + k];
      SubExp t = has_tangent(p.type) ? fw.tangent(lam.body->result[k], out) : em.zeros(out, p.type);
      out.push_back(bind_stm(p, t, s.loc));
    }
    return;
  }
  size_t off = 0;
  if (e.ad_mode == Exp::AdMode::Vjp2) {
    Lambda c = renamed_copy(lam, types_);
    for (size_t i = 0; i < np; i++) out.push_back(bind_stm(c.params[i], xs[i], s.loc));
    for (const Stm& cs : c.body->stms) out.push_back(cs);
    for (size_t k = 0; k < nr; k++) out.push_back(bind_stm(s.pat[k], c.body->result[k], s.loc));
    off = nr;
  }
  if (reverse(s, lam, outer_zeros, xs, seeds, off, out)) return;
  // The seeds of the components not differentiated: zeros, made once.
  std::vector<SubExp> zero_seeds(np);
  for (size_t j = 0; j < np; j++)
    if (has_tangent(lam.params[j].type)) zero_seeds[j] = em.zeros(out, types_.of(xs[j]));
  for (size_t j = 0; j < np; j++) {
    const Param& p = s.pat[off + j];
    const Type& tj = p.type;
    PrimType elem = tj.elem;
    if (!has_tangent(tj)) {
      out.push_back(bind_stm(p, em.zeros(out, tj), s.loc));
      continue;
    }
    std::vector<SubExp> basis = zero_seeds;
    if (!tj.is_array()) {
      basis[j] = fconst(elem, 1);
      out.push_back(bind_stm(p, directional(s, lam, outer_zeros, xs, basis, seeds, elem, out), s.loc));
      continue;
    }
    // map (\i -> <e_i, y'>-directional derivative) (iota N)
    SubExp n = em.elements(out, tj);
    Exp io;
    io.kind = Exp::Kind::Iota;
    io.prim = PrimType::I64;
    io.args = {n, SubExp::i64(0), SubExp::i64(1)};
    Type flat{elem, {n}, false};
    VName is = em.bind(out, std::move(io), Type{PrimType::I64, {n}, false}, "basis", s.loc);
    Param i{fresh_name("i"), Type::scalar(PrimType::I64)};
    types_.add(i.name, i.type);
    auto body = std::make_shared<Body>();
    SubExp zs = em.zeros(body->stms, flat);
    Exp up;
    up.kind = Exp::Kind::Update;
    up.array = zs.var;
    ir::DimIndex d;
    d.index = SubExp::variable(i.name);
    up.dims = {d};
    up.args = {fconst(elem, 1)};
    up.unsafe = true;
    up.index_rank = 1;
    up.loc = s.loc;
    VName onehot = em.bind(body->stms, std::move(up), flat, "onehot", s.loc);
    if (tj.rank() > 1) onehot = em.reshape(body->stms, onehot, tj);
    basis[j] = SubExp::variable(onehot);
    body->result = {directional(s, lam, outer_zeros, xs, basis, seeds, elem, body->stms)};
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {n};
    m.arrays = {is};
    m.map_lambda.params = {i};
    m.map_lambda.ret = {Type::scalar(elem)};
    m.map_lambda.body = body;
    VName grads = em.bind(out, std::move(m), flat, "grad", s.loc);
    if (tj.rank() > 1) grads = em.reshape(out, grads, tj);
    out.push_back(bind_stm(p, SubExp::variable(grads), s.loc));
  }
}


// ---- reverse mode for a subset ----
//
// When every statement of the differentiated function's body that has a
// float result is of a kind below, vjp is a true reverse sweep: the body
// runs forward, then the statements are visited backwards, each adding its
// results' adjoints, times its local partial derivatives, to the adjoints
// of its inputs.  The local derivatives come from forward mode, so that
// one rule covers many statements:
//   * a statement whose float inputs and results are all scalars (scalar
//     operators, math functions, `if`, loops over scalars, calls): one jvp
//     of the statement per float input;
//   * a `map` over rank-1 arrays whose lambda uses no float array from
//     outside: per row, one jvp of the lambda per float parameter (and per
//     float scalar it uses from outside, whose adjoint sums over the rows);
//   * `reduce (+)`, `reduce min/max` (the adjoint goes to the first
//     element equal to the result), scalar indexing (the adjoint is added
//     at the index), copies and `replicate` of a scalar.
// Otherwise vjp falls back to forward mode over the basis vectors.
namespace {

enum class RevRule { Skip, Scalar, Map, SumReduce, MinMaxReduce, IndexRead, Copy, ReplicateScalar, Unsupported };

// Names used in `s` and bound outside it.
std::set<VName> stm_free_names(const Stm& s) {
  std::set<VName> bound, used;
  walk::for_each_name_stm(s, [&](const VName& v, walk::Role r) {
    if (r == walk::Role::Bind) bound.insert(v);
    else used.insert(v);
  });
  std::set<VName> out;
  for (const VName& v : used)
    if (!bound.count(v)) out.insert(v);
  return out;
}

bool identity_lambda(const Lambda& l) {
  if (!l.body || !l.body->stms.empty() || l.body->result.size() != l.params.size()) return false;
  for (size_t i = 0; i < l.params.size(); i++)
    if (!l.body->result[i].is_var() || l.body->result[i].var != l.params[i].name) return false;
  return true;
}

// The one statement of an operator `\a b -> a op b`, if that is what it is.
const Exp* binop_operator(const ReduceOp& op) {
  const Lambda& l = op.lambda;
  if (l.params.size() != 2 || l.body->stms.size() != 1 || l.body->result.size() != 1) return nullptr;
  const Exp& e = l.body->stms[0].exp;
  const Stm& st = l.body->stms[0];
  if (e.kind != Exp::Kind::BinOp || !l.body->result[0].is_var() || l.body->result[0].var != st.pat[0].name)
    return nullptr;
  bool ab = e.args[0].is_var() && e.args[1].is_var() &&
            ((e.args[0].var == l.params[0].name && e.args[1].var == l.params[1].name) ||
             (e.args[0].var == l.params[1].name && e.args[1].var == l.params[0].name));
  return ab ? &e : nullptr;
}

}  // namespace

void Ad::inline_calls_into(const std::vector<Stm>& in, Stms& out) {
  for (const Stm& st : in) {
    const Function* f = nullptr;
    if (st.exp.kind == Exp::Kind::Apply) {
      expand_function(st.exp.fun_name);
      f = find(st.exp.fun_name);
    }
    if (!f || !f->body || is_recursive(*f)) {
      out.push_back(st);
      continue;
    }
    Lambda callee = renamed_copy(Lambda{f->params, f->body, f->ret}, types_);
    for (size_t i = 0; i < callee.params.size(); i++) out.push_back(bind_stm(callee.params[i], st.exp.args[i], st.loc));
    inline_calls_into(callee.body->stms, out);
    for (size_t k = 0; k < st.pat.size(); k++) out.push_back(bind_stm(st.pat[k], callee.body->result[k], st.loc));
  }
}

bool Ad::reverse(const Stm& s, const Lambda& lam, const std::map<VName, SubExp>& outer_zeros,
                 const std::vector<SubExp>& xs, const std::vector<SubExp>& ybar, size_t off, Stms& out) {
  Lambda c = renamed_copy(lam, types_);
  // Calls of non-recursive functions at the top level inlined (the
  // differentiated lambda is often just a call of a lifted lambda).
  auto inlined = std::make_shared<Body>();
  inline_calls_into(c.body->stms, inlined->stms);
  inlined->result = c.body->result;
  c.body = inlined;
  std::set<VName> inside;
  walk::for_each_name_lambda(c, [&](const VName& v, walk::Role r) {
    if (r == walk::Role::Bind) inside.insert(v);
  });
  auto is_float_var = [&](const VName& v) { return inside.count(v) && has_tangent(types_.of(v)); };
  // Classify (nothing is emitted unless every statement is covered).
  std::vector<RevRule> rules;
  for (const Stm& st : c.body->stms) {
    const Exp& e = st.exp;
    bool float_out = false, array_out = false;
    for (const Param& p : st.pat)
      if (has_tangent(p.type)) {
        float_out = true;
        array_out = array_out || p.type.is_array();
      }
    if (!float_out) {
      rules.push_back(RevRule::Skip);
      continue;
    }
    bool array_in = false;
    for (const VName& v : stm_free_names(st))
      if (is_float_var(v) && types_.of(v).is_array()) array_in = true;
    RevRule r = RevRule::Unsupported;
    if (!array_out && !array_in && e.kind != Exp::Kind::Screma && e.kind != Exp::Kind::Stream) {
      r = RevRule::Scalar;
    } else if (e.kind == Exp::Kind::SubExp && e.args[0].is_var()) {
      r = RevRule::Copy;
    } else if (e.kind == Exp::Kind::Replicate && !types_.of(e.args[1]).is_array() && st.pat[0].type.rank() == 1) {
      r = RevRule::ReplicateScalar;
    } else if (e.kind == Exp::Kind::Index && !array_out) {
      bool scalar_idx = true;
      for (const DimIndex& d : e.dims) scalar_idx = scalar_idx && !d.is_slice;
      if (scalar_idx) r = RevRule::IndexRead;
    } else if (e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.empty()) {
      bool ok = true;
      for (const VName& a : e.arrays) ok = ok && types_.of(a).rank() == 1;
      for (const Param& p : st.pat) ok = ok && p.type.rank() == 1;
      for (const VName& v : free_names(e.map_lambda))
        if (is_float_var(v) && types_.of(v).is_array()) ok = false;
      if (ok) r = RevRule::Map;
    } else if (e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.size() == 1 && e.arrays.size() == 1 &&
               st.pat.size() == 1 && types_.of(e.arrays[0]).rank() == 1 && identity_lambda(e.map_lambda)) {
      const Exp* op = binop_operator(e.reduces[0]);
      if (op && op->binop == BinOp::Add) r = RevRule::SumReduce;
      if (op && (op->binop == BinOp::Min || op->binop == BinOp::Max)) r = RevRule::MinMaxReduce;
    }
    if (r == RevRule::Unsupported) return false;
    rules.push_back(r);
  }

  Forward em(types_, *this);
  em.loc_ = s.loc;
  // The forward sweep.
  for (size_t i = 0; i < c.params.size(); i++) out.push_back(bind_stm(c.params[i], xs[i], s.loc));
  for (const Stm& st : c.body->stms) out.push_back(st);

  std::map<VName, SubExp> adj;
  std::set<VName> owned;  // adjoint arrays this sweep made and nothing else refers to
  auto add_adj = [&](const VName& v, const SubExp& a) {
    if (!is_float_var(v)) return;
    Type t = types_.of(v);
    auto it = adj.find(v);
    if (it == adj.end()) {
      adj[v] = a;
      return;
    }
    if (!t.is_array()) {
      it->second = em.add(out, t.elem, it->second, a);
      return;
    }
    // map2 (+)
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {t.shape[0]};
    m.arrays = {it->second.var, a.var};
    Param x{fresh_name("x"), t.row()}, y{fresh_name("y"), t.row()};
    types_.add(x.name, x.type);
    types_.add(y.name, y.type);
    m.map_lambda.params = {x, y};
    m.map_lambda.ret = {t.row()};
    m.map_lambda.body = std::make_shared<Body>();
    m.map_lambda.body->result = {
        em.add(m.map_lambda.body->stms, t.elem, SubExp::variable(x.name), SubExp::variable(y.name))};
    VName sum = em.bind(out, std::move(m), t, v + "_adj", s.loc);
    it->second = SubExp::variable(sum);
    owned.insert(sum);
  };
  auto sum_of = [&](const VName& arr, PrimType t) {
    Exp r;
    r.kind = Exp::Kind::Screma;
    r.args = {types_.of(arr).shape[0]};
    r.arrays = {arr};
    Param x{fresh_name("x"), Type::scalar(t)};
    types_.add(x.name, x.type);
    r.map_lambda.params = {x};
    r.map_lambda.ret = {Type::scalar(t)};
    r.map_lambda.body = std::make_shared<Body>();
    r.map_lambda.body->result = {SubExp::variable(x.name)};
    ReduceOp plus;
    Param a{fresh_name("a"), Type::scalar(t)}, b{fresh_name("b"), Type::scalar(t)};
    types_.add(a.name, a.type);
    types_.add(b.name, b.type);
    plus.lambda.params = {a, b};
    plus.lambda.ret = {Type::scalar(t)};
    plus.lambda.body = std::make_shared<Body>();
    Exp pe;
    pe.kind = Exp::Kind::BinOp;
    pe.binop = BinOp::Add;
    pe.prim = t;
    pe.args = {SubExp::variable(a.name), SubExp::variable(b.name)};
    plus.lambda.body->result = {
        SubExp::variable(em.bind(plus.lambda.body->stms, std::move(pe), Type::scalar(t), "s", s.loc))};
    plus.neutral = {fconst(t, 0)};
    plus.commutative = true;
    r.reduces = {plus};
    return SubExp::variable(em.bind(out, std::move(r), Type::scalar(t), "sum", s.loc));
  };
  for (size_t k = 0; k < c.ret.size(); k++)
    if (has_tangent(c.ret[k]) && c.body->result[k].is_var()) add_adj(c.body->result[k].var, ybar[k]);

  // The reverse sweep.
  for (size_t si = c.body->stms.size(); si-- > 0;) {
    const Stm& st = c.body->stms[si];
    const Exp& e = st.exp;
    RevRule rule = rules[si];
    if (rule == RevRule::Skip) continue;
    // The results with adjoints.
    std::vector<size_t> live;
    for (size_t k = 0; k < st.pat.size(); k++)
      if (adj.count(st.pat[k].name)) live.push_back(k);
    if (live.empty()) continue;
    em.loc_ = st.loc;
    switch (rule) {
      case RevRule::Scalar: {
        for (const VName& v : stm_free_names(st)) {
          if (!is_float_var(v)) continue;
          // d results / d v by a jvp of a renamed copy of the statement.
          Lambda one;
          one.body = std::make_shared<Body>();
          one.body->stms = {st};
          for (const Param& p : st.pat) {
            one.body->result.push_back(SubExp::variable(p.name));
            one.ret.push_back(p.type);
          }
          Lambda cp = renamed_copy(one, types_);
          Forward fw(types_, *this);
          fw.loc_ = st.loc;
          fw.tan_ = outer_zeros;
          fw.tan_[v] = fconst(types_.of(v).elem, 1);
          fw.stms(cp.body->stms, out);
          SubExp acc = fconst(types_.of(v).elem, 0);
          for (size_t k : live) {
            SubExp t = fw.tangent(cp.body->result[k], out);
            SubExp term = em.mul(out, st.pat[k].type.elem, adj[st.pat[k].name], t);
            acc = em.add(out, types_.of(v).elem, acc, em.convert(out, types_.of(v).elem, st.pat[k].type.elem, term));
          }
          add_adj(v, acc);
        }
        break;
      }
      case RevRule::Copy: {
        const VName& src = e.args[0].var;
        add_adj(src, adj[st.pat[0].name]);
        break;
      }
      case RevRule::ReplicateScalar: {
        if (e.args[1].is_var()) add_adj(e.args[1].var, sum_of(adj[st.pat[0].name].var, st.pat[0].type.elem));
        break;
      }
      case RevRule::SumReduce: {
        const VName& arr = e.arrays[0];
        Type t = types_.of(arr);
        Exp r;
        r.kind = Exp::Kind::Replicate;
        r.args = {t.shape[0], adj[st.pat[0].name]};
        VName rep = em.bind(out, std::move(r), t, arr + "_adj", st.loc);
        owned.insert(rep);
        add_adj(arr, SubExp::variable(rep));
        break;
      }
      case RevRule::MinMaxReduce: {
        // map (\x -> if x == r then a else 0) arr, at the first such x:
        // idx = reduce min (map2 (\x i -> if x == r then i else n) arr (iota n))
        const VName& arr = e.arrays[0];
        Type t = types_.of(arr);
        PrimType el = t.elem;
        SubExp n = t.shape[0];
        SubExp res = SubExp::variable(st.pat[0].name);
        Exp io;
        io.kind = Exp::Kind::Iota;
        io.prim = PrimType::I64;
        io.args = {n, SubExp::i64(0), SubExp::i64(1)};
        VName is = em.bind(out, std::move(io), Type{PrimType::I64, {n}, false}, "is", st.loc);
        Exp m;
        m.kind = Exp::Kind::Screma;
        m.args = {n};
        m.arrays = {arr, is};
        Param x{fresh_name("x"), Type::scalar(el)}, i{fresh_name("i"), Type::scalar(PrimType::I64)};
        types_.add(x.name, x.type);
        types_.add(i.name, i.type);
        m.map_lambda.params = {x, i};
        m.map_lambda.ret = {Type::scalar(PrimType::I64)};
        m.map_lambda.body = std::make_shared<Body>();
        {
          Stms& b = m.map_lambda.body->stms;
          SubExp eq = em.cmp(b, CmpOp::Eq, el, SubExp::variable(x.name), res);
          m.map_lambda.body->result = {em.select(b, eq, SubExp::variable(i.name), n, PrimType::I64)};
        }
        ReduceOp mn;
        Param a{fresh_name("a"), Type::scalar(PrimType::I64)}, b{fresh_name("b"), Type::scalar(PrimType::I64)};
        types_.add(a.name, a.type);
        types_.add(b.name, b.type);
        mn.lambda.params = {a, b};
        mn.lambda.ret = {Type::scalar(PrimType::I64)};
        mn.lambda.body = std::make_shared<Body>();
        mn.lambda.body->result = {
            em.bin(mn.lambda.body->stms, BinOp::Min, PrimType::I64, SubExp::variable(a.name), SubExp::variable(b.name))};
        mn.neutral = {n};
        mn.commutative = true;
        m.reduces = {mn};
        SubExp idx = SubExp::variable(em.bind(out, std::move(m), Type::scalar(PrimType::I64), "at", st.loc));
        Exp g;
        g.kind = Exp::Kind::Screma;
        g.args = {n};
        g.arrays = {is};
        Param j{fresh_name("j"), Type::scalar(PrimType::I64)};
        types_.add(j.name, j.type);
        g.map_lambda.params = {j};
        g.map_lambda.ret = {Type::scalar(el)};
        g.map_lambda.body = std::make_shared<Body>();
        {
          Stms& b2 = g.map_lambda.body->stms;
          SubExp eq = em.cmp(b2, CmpOp::Eq, PrimType::I64, SubExp::variable(j.name), idx);
          g.map_lambda.body->result = {em.select(b2, eq, adj[st.pat[0].name], fconst(el, 0), el)};
        }
        VName contrib = em.bind(out, std::move(g), t, arr + "_adj", st.loc);
        owned.insert(contrib);
        add_adj(arr, SubExp::variable(contrib));
        break;
      }
      case RevRule::IndexRead: {
        const VName& arr = e.array;
        if (!is_float_var(arr)) break;
        Type t = types_.of(arr);
        auto it = adj.find(arr);
        VName u;
        if (it == adj.end()) {
          u = em.zeros(out, t).var;
        } else if (owned.count(it->second.var)) {
          u = it->second.var;
        } else {
          Exp cp;
          cp.kind = Exp::Kind::Copy;
          cp.array = it->second.var;
          u = em.bind(out, std::move(cp), t, arr + "_adj", st.loc);
        }
        Exp rd = e;
        rd.array = u;
        rd.unsafe = true;
        SubExp cur = SubExp::variable(em.bind(out, std::move(rd), Type::scalar(t.elem), "cur", st.loc));
        Exp up;
        up.kind = Exp::Kind::Update;
        up.array = u;
        up.dims = e.dims;
        up.args = {em.add(out, t.elem, cur, adj[st.pat[0].name])};
        up.unsafe = true;
        up.index_rank = e.index_rank;
        up.loc = st.loc;
        VName u2 = em.bind(out, std::move(up), t, arr + "_adj", st.loc);
        owned.erase(u);
        owned.insert(u2);
        adj[arr] = SubExp::variable(u2);
        break;
      }
      case RevRule::Map: {
        // Per row: for each float input (a parameter, or a float scalar the
        // lambda uses from outside), <row adjoints, jvp of the lambda>.
        const Lambda& l = e.map_lambda;
        SubExp w = e.args[0];
        std::vector<VName> targets;
        std::vector<int> param_of;
        for (size_t j = 0; j < e.arrays.size(); j++)
          if (is_float_var(e.arrays[j])) {
            targets.push_back(e.arrays[j]);
            param_of.push_back((int)j);
          }
        for (const VName& v : free_names(l))
          if (is_float_var(v) && !types_.of(v).is_array()) {
            targets.push_back(v);
            param_of.push_back(-1);
          }
        for (size_t ti = 0; ti < targets.size(); ti++) {
          Lambda cp = renamed_copy(l, types_);
          Exp m;
          m.kind = Exp::Kind::Screma;
          m.args = {w};
          m.arrays = e.arrays;
          m.map_lambda.params = cp.params;
          std::vector<Param> adj_rows;
          for (size_t k : live) {
            Param p{fresh_name("adj_row"), st.pat[k].type.row()};
            types_.add(p.name, p.type);
            adj_rows.push_back(p);
            m.arrays.push_back(adj[st.pat[k].name].var);
            m.map_lambda.params.push_back(p);
          }
          PrimType el = types_.of(targets[ti]).elem;
          m.map_lambda.ret = {Type::scalar(el)};
          auto body = std::make_shared<Body>();
          Forward fw(types_, *this);
          fw.loc_ = st.loc;
          fw.tan_ = outer_zeros;
          const VName& seed_name = param_of[ti] >= 0 ? cp.params[param_of[ti]].name : targets[ti];
          fw.tan_[seed_name] = fconst(el, 1);
          fw.stms(cp.body->stms, body->stms);
          SubExp acc = fconst(el, 0);
          for (size_t q = 0; q < live.size(); q++) {
            size_t k = live[q];
            PrimType rk = st.pat[k].type.elem;
            SubExp t = fw.tangent(cp.body->result[k], body->stms);
            SubExp term = em.mul(body->stms, rk, SubExp::variable(adj_rows[q].name), t);
            acc = em.add(body->stms, el, acc, em.convert(body->stms, el, rk, term));
          }
          body->result = {acc};
          m.map_lambda.body = body;
          Type rt{el, {w}, false};
          VName contrib = em.bind(out, std::move(m), rt, targets[ti] + "_adj", st.loc);
          if (param_of[ti] >= 0) {
            owned.insert(contrib);
            add_adj(targets[ti], SubExp::variable(contrib));
          } else {
            add_adj(targets[ti], sum_of(contrib, el));
          }
        }
        break;
      }
      case RevRule::Skip:
      case RevRule::Unsupported: break;
    }
  }
  for (size_t j = 0; j < c.params.size(); j++) {
    const Param& p = s.pat[off + j];
    auto it = adj.find(c.params[j].name);
    SubExp v = it != adj.end() && has_tangent(p.type) ? it->second : em.zeros(out, p.type);
    out.push_back(bind_stm(p, v, s.loc));
  }
  return true;
}

// <y', jvp f xs seeds> for a fresh copy of the differentiated function,
// converted to `elem`.
SubExp Ad::directional(const Stm& s, const Lambda& lam, const std::map<VName, SubExp>& outer_zeros,
                       const std::vector<SubExp>& xs, const std::vector<SubExp>& seeds,
                       const std::vector<SubExp>& cotangents, PrimType elem, Stms& out) {
  Lambda c = renamed_copy(lam, types_);
  Forward fw(types_, *this);
  fw.loc_ = s.loc;
  fw.tan_ = outer_zeros;
  for (size_t i = 0; i < c.params.size(); i++) {
    out.push_back(bind_stm(c.params[i], xs[i], s.loc));
    if (has_tangent(c.params[i].type)) fw.tan_[c.params[i].name] = seeds[i];
  }
  fw.stms(c.body->stms, out);
  SubExp acc = fconst(elem, 0);
  for (size_t k = 0; k < c.ret.size(); k++) {
    if (!has_tangent(c.ret[k])) continue;
    PrimType rk = c.ret[k].elem;
    SubExp tk = fw.tangent(c.body->result[k], out);
    const SubExp& yk = cotangents[k];
    SubExp dot;
    Type yt = types_.of(yk);
    if (!yt.is_array()) {
      dot = fw.mul(out, rk, yk, tk);
    } else {
      // sum (map2 (*) (flatten y') (flatten t))
      SubExp m = fw.elements(out, yt);
      Type flat{rk, {m}, false};
      VName yf = yt.rank() > 1 ? fw.reshape(out, yk.var, flat) : yk.var;
      VName tf = yt.rank() > 1 ? fw.reshape(out, tk.var, flat) : tk.var;
      auto scalar_lambda = [&](BinOp op) {
        Lambda l;
        Param a{fresh_name("a"), Type::scalar(rk)}, b{fresh_name("b"), Type::scalar(rk)};
        types_.add(a.name, a.type);
        types_.add(b.name, b.type);
        l.params = {a, b};
        l.ret = {Type::scalar(rk)};
        l.body = std::make_shared<Body>();
        Exp pe;
        pe.kind = Exp::Kind::BinOp;
        pe.binop = op;
        pe.prim = rk;
        pe.args = {SubExp::variable(a.name), SubExp::variable(b.name)};
        l.body->result = {SubExp::variable(fw.bind(l.body->stms, std::move(pe), Type::scalar(rk), "p", s.loc))};
        return l;
      };
      Exp r;
      r.kind = Exp::Kind::Screma;
      r.args = {m};
      r.arrays = {yf, tf};
      r.map_lambda = scalar_lambda(BinOp::Mul);
      ReduceOp plus;
      plus.lambda = scalar_lambda(BinOp::Add);
      plus.neutral = {fconst(rk, 0)};
      plus.commutative = true;
      r.reduces = {plus};
      dot = SubExp::variable(fw.bind(out, std::move(r), Type::scalar(rk), "dot", s.loc));
    }
    acc = fw.add(out, elem, acc, fw.convert(out, elem, rk, dot));
  }
  return acc;
}

bool body_has_ad(const Body& b) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Ad) return true;
    for (const BodyPtr& c : e.bodies)
      if (c && body_has_ad(*c)) return true;
    if (e.map_lambda.body && body_has_ad(*e.map_lambda.body)) return true;
    for (const ReduceOp& op : e.scans)
      if (op.lambda.body && body_has_ad(*op.lambda.body)) return true;
    for (const ReduceOp& op : e.reduces)
      if (op.lambda.body && body_has_ad(*op.lambda.body)) return true;
  }
  return false;
}

}  // namespace

bool contains_ad(const Program& p) {
  for (const Function& f : p.functions)
    if (f.body && body_has_ad(*f.body)) return true;
  return false;
}

Program expand_ad(const Program& p) {
  if (!contains_ad(p)) return p;
  return Ad(p).run();
}

}  // namespace runic::ir
