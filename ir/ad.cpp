#include "ir/ad.h"

#include <cmath>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>

#include "ir/ir_walk.h"
#include "ir/tailrec.h"
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

Stm bind_stm(const Param& p, const SubExp& v, const Span& loc) {
  Stm s;
  s.pat = {p};
  s.exp.kind = Exp::Kind::SubExp;
  s.exp.args = {v};
  s.loc = loc;
  return s;
}

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
  // The dual of an operator; `out` receives the zeros of an array
  // operator's tangent neutral element (a vectorised operator).
  ReduceOp dual_op(const ReduceOp& op, Stms& out) {
    size_t k = op.neutral.size();
    ReduceOp r;
    r.commutative = op.commutative;
    r.lambda = dual_lambda(op.lambda, {k, k}, {k});
    r.neutral = op.neutral;
    for (size_t i = 0; i < k; i++)
      if (has_tangent(op.lambda.ret[i])) r.neutral.push_back(zeros(out, op.lambda.ret[i]));
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
    for (Function& f : prog_.functions)
      if (f.body) f.body = primal_with_vjp(*f.body);
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
  // One line per vjp: which way it was computed.
  std::vector<std::string> notes_;

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
      // with_vjp stays until the jvp or vjp around it (if any) is expanded.
      if (e.kind == Exp::Kind::Ad && e.ad_mode != Exp::AdMode::WithVjp) expand(s, nb->stms);
      else nb->stms.push_back(std::move(s));
    }
    return nb;
  }

  // b with every with_vjp left (outside any vjp) replaced by f applied to x.
  BodyPtr primal_with_vjp(const Body& b) {
    auto nb = std::make_shared<Body>();
    nb->result = b.result;
    for (const Stm& s0 : b.stms) {
      Stm s = s0;
      Exp& e = s.exp;
      for (BodyPtr& c : e.bodies)
        if (c) c = primal_with_vjp(*c);
      if (e.map_lambda.body) e.map_lambda.body = primal_with_vjp(*e.map_lambda.body);
      for (ReduceOp& op : e.scans) op.lambda.body = primal_with_vjp(*op.lambda.body);
      for (ReduceOp& op : e.reduces) op.lambda.body = primal_with_vjp(*op.lambda.body);
      if (e.kind != Exp::Kind::Ad || e.ad_mode != Exp::AdMode::WithVjp) {
        nb->stms.push_back(std::move(s));
        continue;
      }
      Lambda c = renamed_copy(e.map_lambda, types_);
      for (size_t i = 0; i < c.params.size(); i++) nb->stms.push_back(bind_stm(c.params[i], e.args[i], s.loc));
      nb->stms.insert(nb->stms.end(), c.body->stms.begin(), c.body->stms.end());
      for (size_t k = 0; k < s.pat.size(); k++) nb->stms.push_back(bind_stm(s.pat[k], c.body->result[k], s.loc));
    }
    return nb;
  }

 public:
  // Reverse mode of a call of a recursive function that is not inlined
  // (its self-calls are not all tail calls): the callee's reverse-mode
  // function takes its parameters, then the adjoints of its float results,
  // and returns the adjoints of its float parameters; its body runs the
  // callee's body forward and then sweeps it, and the sweep's rule for a
  // self-call calls the reverse-mode function again.  Whether a callee has
  // one (its body, after inlining, covered by the sweep, a self-call
  // assumed covered; its float results' sizes given by its parameters),
  // and its name (made once per callee).
  bool vjp_coverable(const std::string& name);
  const std::string& vjp_function(const std::string& name, std::set<std::string>& used);

 private:
  void expand(const Stm& s, Stms& out);
  void inline_calls_into(const std::vector<Stm>& in, Stms& out);
  bool scalarise_rows(const Stm& st, Stms& out);
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
  std::map<std::string, bool> vjp_cover_;
  std::map<std::string, std::string> vjp_names_;
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
      for (ReduceOp& op : n.scans) op = dual_op(op, out);
      for (ReduceOp& op : n.reduces) op = dual_op(op, out);
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
      for (ReduceOp& op : n.reduces) op = dual_op(op, out);
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
      if (e.ad_mode == Exp::AdMode::WithVjp) {
        // Forward mode differentiates f itself.
        Lambda c = renamed_copy(e.map_lambda, types_);
        Stms in;
        for (size_t i = 0; i < c.params.size(); i++) in.push_back(bind_stm(c.params[i], e.args[i], s.loc));
        in.insert(in.end(), c.body->stms.begin(), c.body->stms.end());
        for (size_t k = 0; k < s.pat.size(); k++) in.push_back(bind_stm(s.pat[k], c.body->result[k], s.loc));
        stms(in, out);
        return;
      }
      [[fallthrough]];
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


// ---- reverse mode ----
//
// When every statement of the differentiated function's body that has a
// float result is covered by a rule below, vjp is a true reverse sweep
// (Schenck et al., "AD for an Array Language with Nested Parallelism",
// SC'22): the body runs forward, then its statements are visited backwards,
// each adding its results' adjoints, times its local partial derivatives,
// to the adjoints of its inputs.  Bodies nested in a statement (a map's
// lambda, a loop's body, an if's branches) are reversed by a nested sweep
// over a recomputed copy of them.  Nomenclature: the adjoint of v is
// `adj[v]`; an "active" variable is a float variable bound inside the
// differentiated function (values from outside are constants); an adjoint
// array is "owned" when only this sweep refers to it, so that it may be
// updated in place.  The rules:
//   * scalar statements (float inputs and results all scalars: operators,
//     math functions, `if`s and loops over scalars, calls): one jvp of the
//     statement per float input gives the local derivatives;
//   * `map` of any rank and arity (map nests, map2 over rows): per row,
//     the lambda is recomputed and swept backwards.  The adjoints of the
//     arrays mapped over are the rows' adjoints; a float scalar the lambda
//     uses from outside sums its rows' adjoints; a float array the lambda
//     only indexes by scalars (`w[idx[i]]`) gets its rows' adjoints
//     gathered by `reduce_by_index (+)` (a hist) at the indices read; any
//     other float array the lambda uses (a vector in a matrix-vector
//     product) sums per-row adjoint arrays (a reduce with an elementwise
//     `+`);
//   * loops (`for`, and `while`, whose trip count is counted by running it
//     once more): a tape, an array of the loop state (every merge
//     parameter) at the start of each iteration, made by a recomputing
//     `for` loop; then a loop over the iterations backwards that reads the
//     state from the tape, recomputes the body and sweeps it, carrying the
//     adjoints of the merge parameters and of the float values the body
//     uses from outside (Futhark's "checkpoint the loop-variant values",
//     with every iteration checkpointed).  A merge parameter whose size is
//     another merge parameter (an array that changes size) is taped padded
//     to the largest size, by a second recording loop once the first has
//     taped the sizes, and its adjoint is carried padded;
//   * `reduce` with `+` (the adjoint replicated), `min`/`max` (the adjoint
//     to the first element equal to the result), or any other operator on
//     scalars or tuples of scalars (SC'22 section 5.3: with l_i and r_i the
//     exclusive scans from the left and the right, the adjoint of x_i is
//     ybar times the derivative of l_i op x_i op r_i in x_i, one jvp per
//     element; `*` with zeros included);
//   * `reduce` over arrays of rows whose operator is maps over its
//     parameters (`map2 (+)`, column sums): the map over the columns of
//     the rows' operator's reduce, each column by the rules above;
//   * `scan (+)`: the adjoint is the reverse scan (+) of the result's;
//     `scan` with any other operator on scalars or tuples of scalars (Bruun
//     et al., "Reverse-Mode AD of Reduce-by-Index and Scan in Futhark",
//     IFL'23): a scan from the end composing the affine maps z -> ybar_i +
//     J_{i+1}^T z (J the operator's Jacobian in its left operand), then
//     each element's adjoint through the Jacobian in its right operand;
//   * `scan` over arrays of rows with a vectorised operator (`map2 op`): the
//     map over the columns of the rows' operator's scan;
//   * `reduce_by_index` with `+`: the destination's adjoint is the result's,
//     a value's is the result's adjoint at its index; with min/max: a bin's
//     adjoint goes to the contributor that won (the destination's element
//     on a tie, then the first value); with `*`: the product of the bin's
//     other contributors (zeros counted); with any other operator on
//     scalars (IFL'23): the values sorted by bin, segmented exclusive scans
//     from both ends, as for reduce (also on tuples of scalars: the
//     scans on tuples, the bins' adjoints dotted with the float
//     components' derivatives); with a vectorised operator on rows:
//     the map over the columns of the rows' operator's reduce_by_index;
//     `scatter`: a value's adjoint is
//     the result's at its index, and the destination's the result's with
//     zeros at the written indices;
//   * indexing and slicing (the adjoint added at the indices), in-place
//     updates, copies, `replicate`, `transpose` and other rearrangements,
//     reshapes, concatenation, array literals, `if` (each branch recomputed
//     and swept, the adjoints of arrays threaded through and updated in
//     place).
//   * operators of reduce, scan and reduce_by_index on scalars that read
//     float scalars of the function: the variable's adjoint sums, over
//     the applications of the operator in the order of a left fold, the
//     application result's adjoint times its derivative in the variable
//     (the variable fixed in the rest of the reduction);
//   * calls of recursive functions that are not inlined: the callee's
//     reverse-mode function (Ad::vjp_function) returns the float
//     arguments' adjoints given the results'.
// Before the sweep, calls of non-recursive functions are inlined, calls of
// tail-recursive ones inlined as while loops (ir/tailrec.h), streams
// replaced by their chunk function over the whole input, and scans,
// reductions and reduce_by_indexes over rows of a size known at compile
// time whose operator is not vectorised rewritten over the rows' scalars
// (Ad::scalarise_rows).
// Otherwise vjp falls back to forward mode over the basis vectors.  Which
// way each vjp takes is listed at the head of `--dump-after=ad`.
namespace {

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

std::string kind_name(const Exp& e) {
  switch (e.kind) {
    case Exp::Kind::Screma:
      if (!e.scans.empty()) return "scan";
      if (!e.reduces.empty()) return "reduce";
      return "map";
    case Exp::Kind::Scatter: return "scatter";
    case Exp::Kind::Hist: return "reduce_by_index";
    case Exp::Kind::Stream: return "stream";
    case Exp::Kind::Loop: return "loop";
    case Exp::Kind::Apply: {
      // The source name, without the suffix that makes it unique.
      std::string f = e.fun_name;
      size_t u = f.find_last_of('_');
      if (u != std::string::npos && u + 1 < f.size() &&
          f.find_first_not_of("0123456789", u + 1) == std::string::npos)
        f = f.substr(0, u);
      return "call of " + f;
    }
    case Exp::Kind::If: return "if";
    default: return "statement";
  }
}

Lambda body_lambda(std::vector<Param> params, const BodyPtr& b, std::vector<Type> ret) {
  Lambda l;
  l.params = std::move(params);
  l.body = b;
  l.ret = std::move(ret);
  return l;
}

enum class ScremaRule { None, Map, SumReduce, MinMaxReduce, Reduce, VecReduce, SumScan, Scan, VecScan };

// The operator on the rows of a vectorised operator: one whose body is
// only maps over its parameters (`map2 (+)`, `\(a1, a2) (b1, b2) -> (map2
// (+) a1 b1, map2 (*) a2 b2)`) and returns their results, made by binding
// each map's lambda's parameters to the rows of the arrays it maps.
// nullopt if `op` is not one.
std::optional<ReduceOp> row_operator(const ReduceOp& op, Types& types) {
  const Lambda& l = op.lambda;
  size_t k = op.neutral.size();
  if (!l.body || l.params.size() != 2 * k || l.body->result.size() != k || l.body->stms.empty()) return std::nullopt;
  std::map<VName, size_t> param_at;
  for (size_t i = 0; i < 2 * k; i++) {
    if (!l.params[i].type.is_array()) return std::nullopt;
    param_at[l.params[i].name] = i;
  }
  const Exp& first = l.body->stms[0].exp;
  if (first.kind != Exp::Kind::Screma || first.args.empty()) return std::nullopt;
  SubExp w = first.args[0];
  for (const Stm& st : l.body->stms) {
    const Exp& e = st.exp;
    if (e.kind != Exp::Kind::Screma || !e.scans.empty() || !e.reduces.empty()) return std::nullopt;
    bool same_width = e.args[0].is_var() ? w.is_var() && w.var == e.args[0].var
                                         : w.is_const() && w.value.as_i64() == e.args[0].value.as_i64();
    if (!same_width) return std::nullopt;
  }
  std::set<VName> mapped;  // the results of the maps so far
  for (const Stm& st : l.body->stms) {
    for (const VName& a : st.exp.arrays)
      if (!param_at.count(a) && !mapped.count(a)) return std::nullopt;
    for (const Param& p : st.pat) mapped.insert(p.name);
  }
  ReduceOp r;
  r.neutral = op.neutral;
  r.commutative = op.commutative;
  r.lambda.body = std::make_shared<Body>();
  for (size_t i = 0; i < 2 * k; i++) {
    Param p{fresh_name("row"), l.params[i].type.row()};
    types.add(p.name, p.type);
    r.lambda.params.push_back(p);
  }
  std::map<VName, SubExp> value;
  for (const Stm& st : l.body->stms) {
    Lambda c = renamed_copy(st.exp.map_lambda, types);
    std::map<VName, VName> subst;
    for (size_t j = 0; j < c.params.size(); j++) {
      const VName& a = st.exp.arrays[j];
      if (param_at.count(a)) {
        subst[c.params[j].name] = r.lambda.params[param_at[a]].name;
      } else {
        // A row of an earlier map's result: its element's value.
        r.lambda.body->stms.push_back(bind_stm(c.params[j], value[a], st.loc));
      }
    }
    walk::for_each_name_lambda(c, [&](VName& v, walk::Role role) {
      auto it = subst.find(v);
      if (role == walk::Role::Use && it != subst.end()) v = it->second;
    });
    for (SubExp& res : c.body->result)
      if (res.is_var() && subst.count(res.var)) res = SubExp::variable(subst[res.var]);
    r.lambda.body->stms.insert(r.lambda.body->stms.end(), c.body->stms.begin(), c.body->stms.end());
    for (size_t q = 0; q < st.pat.size(); q++) value[st.pat[q].name] = c.body->result[q];
  }
  for (size_t q = 0; q < k; q++) {
    const SubExp& res = l.body->result[q];
    if (!res.is_var() || !value.count(res.var)) return std::nullopt;
    r.lambda.body->result.push_back(value[res.var]);
    r.lambda.ret.push_back(l.ret[q].row());
  }
  return r;
}


}  // namespace

// The reverse sweep of one region (the differentiated function's body, or a
// body nested in one of its statements).
class Reverse : public Emit {
 public:
  Reverse(Types& types, Ad& ad, const std::set<VName>& outside, const std::map<VName, SubExp>& outer_zeros,
          std::set<std::string>& used)
      : Emit(types), ad_(ad), outside_(outside), outer_zeros_(outer_zeros), used_(used) {}

  std::map<VName, SubExp> adj;
  std::set<VName> owned;
  // Free arrays whose scalar reads the enclosing map gathers itself, and
  // the reads' (array, flat index, adjoint); an index of -1 adds nothing.
  std::set<VName> gathered;
  struct Gather {
    VName array;
    SubExp flat, value;
  };
  std::vector<Gather> gathers;

  bool active(const VName& v) const { return has_tangent(types_.of(v)) && !outside_.count(v); }

  // A body where the arrays that in-place updates, scatters and
  // reduce_by_indexes consume are copies made right before them (`let d' =
  // copy d`, consumed instead of d), in nested bodies too: the reverse
  // sweep reads values after the program consumed them (a scan's result
  // updated in place later; the destination of a reduce_by_index by `*`,
  // min or max, whose adjoint reads its values).
  BodyPtr keep_consumed(const Body& b) {
    auto nb = std::make_shared<Body>();
    nb->result = b.result;
    for (const Stm& st0 : b.stms) {
      Stm st = st0;
      Exp& e = st.exp;
      for (BodyPtr& sub : e.bodies)
        if (sub) sub = keep_consumed(*sub);
      if (e.map_lambda.body) e.map_lambda.body = keep_consumed(*e.map_lambda.body);
      loc_ = st.loc;
      if (e.kind == Exp::Kind::Update && active(e.array)) e.array = copy_of(nb->stms, e.array);
      if (e.kind == Exp::Kind::Hist || e.kind == Exp::Kind::Scatter) {
        size_t k = st.pat.size();
        for (size_t q = 0; q < k; q++) {
          VName& dest = e.arrays[1 + k + q];
          bool read_later = e.kind == Exp::Kind::Hist && hist_covered(e) &&
                            hist_rule(e) != HistRule::Sum;
          if (read_later || active(dest)) dest = copy_of(nb->stms, dest);
        }
      }
      nb->stms.push_back(std::move(st));
    }
    return nb;
  }

  // The first statement of `b` no rule covers (nullptr: all are covered).
  const Stm* uncovered(const Body& b) const {
    for (const Stm& st : b.stms)
      if (!covers(st)) return &st;
    return nullptr;
  }

  void add_adj(const VName& v, const SubExp& a, Stms& out) {
    if (!active(v)) return;
    auto it = adj.find(v);
    if (it == adj.end()) {
      adj[v] = a;
      return;
    }
    Type t = types_.of(v);
    SubExp s = elementwise_add(out, t, it->second, a);
    adj[v] = s;
    if (t.is_array()) owned.insert(s.var);
  }
  SubExp adj_or_zero(const VName& v, Stms& out) {
    auto it = adj.find(v);
    if (it != adj.end()) return it->second;
    return zeros(out, types_.of(v));
  }

  void sweep(const std::vector<Stm>& stms, Stms& out) {
    for (const Stm& st : stms)
      if (st.exp.kind == Exp::Kind::Copy) copied_from_[st.pat[0].name] = st.exp.array;
    for (size_t si = stms.size(); si-- > 0;) {
      const Stm& st = stms[si];
      std::vector<size_t> live;
      for (size_t k = 0; k < st.pat.size(); k++)
        if (has_tangent(st.pat[k].type) && adj.count(st.pat[k].name)) live.push_back(k);
      if (live.empty()) continue;
      loc_ = st.loc;
      stm_adjoint(st, live, out);
    }
  }

 private:
  Reverse nested() const {
    Reverse r(types_, ad_, outside_, outer_zeros_, used_);
    r.loc_ = loc_;
    return r;
  }

  bool scalar_only(const Stm& st) const {
    for (const Param& p : st.pat)
      if (p.type.is_array() && has_tangent(p.type)) return false;
    for (const VName& v : stm_free_names(st))
      if (active(v) && types_.of(v).is_array()) return false;
    return st.exp.kind != Exp::Kind::Screma && st.exp.kind != Exp::Kind::Stream &&
           st.exp.kind != Exp::Kind::Hist && st.exp.kind != Exp::Kind::Scatter;
  }

  ScremaRule screma_rule(const Exp& e) const {
    if (e.scans.empty() && e.reduces.empty()) return uncovered(*e.map_lambda.body) ? ScremaRule::None : ScremaRule::Map;
    if (!identity_lambda(e.map_lambda) || e.arrays.empty()) return ScremaRule::None;
    int rank = types_.of(e.arrays[0]).rank();
    for (const VName& a : e.arrays)
      if (types_.of(a).rank() != rank) return ScremaRule::None;
    if (e.scans.empty() && e.reduces.size() == 1) return reduce_rule(e.reduces[0], rank);
    if (e.reduces.empty() && e.scans.size() == 1) return scan_rule(e.scans[0], rank, e.arrays.size());
    return ScremaRule::None;
  }

  // The rule for a scan by `op` over `k` arrays of rank `rank`: one on
  // scalars, or (rank > 1) a vectorised operator whose rows' operator has
  // a rule one rank lower (a scan of rows is a scan per column).
  ScremaRule scan_rule(const ReduceOp& op, int rank, size_t k) const {
    if (rank > 1) {
      std::optional<ReduceOp> row = row_operator(op, types_);
      if (!row || reads_active(op)) return ScremaRule::None;
      for (const SubExp& ne : op.neutral)
        if (!ne.is_var()) return ScremaRule::None;
      return scan_rule(*row, rank - 1, k) == ScremaRule::None ? ScremaRule::None : ScremaRule::VecScan;
    }
    const Exp* b = binop_operator(op);
    if (b && b->binop == BinOp::Add && k == 1) return ScremaRule::SumScan;
    return scalar_operator(op) ? ScremaRule::Scan : ScremaRule::None;
  }

  // The active float scalars `op` reads from outside it (a weight, a
  // temperature: their adjoints sum every application's contribution);
  // nullopt where it reads an active array, which no rule covers.
  std::optional<std::vector<VName>> op_free_scalars(const ReduceOp& op) const {
    std::vector<VName> vs;
    for (const VName& v : free_names(op.lambda)) {
      if (!active(v)) continue;
      if (types_.of(v).is_array()) return std::nullopt;
      vs.push_back(v);
    }
    return vs;
  }
  // Whether `op` reads an active variable from outside it.
  bool reads_active(const ReduceOp& op) const {
    for (const VName& v : free_names(op.lambda))
      if (active(v)) return true;
    return false;
  }

  // Whether `op` is on scalars, reads no active array (active scalars are
  // covered), and its float components are all of one type.
  bool scalar_operator(const ReduceOp& op) const {
    if (!op_free_scalars(op)) return false;
    std::optional<PrimType> ft;
    for (const Type& t : op.lambda.ret) {
      if (t.is_array()) return false;
      if (!has_tangent(t)) continue;
      if (ft && *ft != t.elem) return false;
      ft = t.elem;
    }
    return ft.has_value();
  }

  // The rule for a reduce by `op` over arrays of rank `rank`: one on
  // scalars, or (rank > 1) a vectorised operator whose rows' operator has
  // a rule one rank lower.
  ScremaRule reduce_rule(const ReduceOp& op, int rank) const {
    if (rank > 1) {
      std::optional<ReduceOp> row = row_operator(op, types_);
      if (!row || reads_active(op)) return ScremaRule::None;
      for (const SubExp& ne : op.neutral)
        if (!ne.is_var()) return ScremaRule::None;
      return reduce_rule(*row, rank - 1) == ScremaRule::None ? ScremaRule::None : ScremaRule::VecReduce;
    }
    const Exp* b = binop_operator(op);
    if (b && b->binop == BinOp::Add) return ScremaRule::SumReduce;
    if (b && (b->binop == BinOp::Min || b->binop == BinOp::Max)) return ScremaRule::MinMaxReduce;
    if (!op_free_scalars(op)) return ScremaRule::None;
    for (const Type& t : op.lambda.ret)
      if (t.is_array()) return ScremaRule::None;
    return ScremaRule::Reduce;
  }

  // Whether `op` on arrays of rank `rank` is `+` elementwise (`map2 (+)`,
  // `map2 (map2 (+))`).
  bool elementwise_sum(const ReduceOp& op, int rank) const {
    if (rank == 1) {
      const Exp* b = binop_operator(op);
      return b && b->binop == BinOp::Add;
    }
    std::optional<ReduceOp> row = row_operator(op, types_);
    return row && elementwise_sum(*row, rank - 1);
  }

  // Whether `op` on arrays of rank `rank` is min or max elementwise.
  bool elementwise_minmax(const ReduceOp& op, int rank) const {
    if (rank == 1) {
      const Exp* b = binop_operator(op);
      return b && (b->binop == BinOp::Min || b->binop == BinOp::Max);
    }
    std::optional<ReduceOp> row = row_operator(op, types_);
    return row && elementwise_minmax(*row, rank - 1);
  }

  // The rule for a reduce_by_index by `op` into a destination of rank
  // `rank`: `+` (also elementwise on rows), `*`, `min` and `max` on float
  // scalars, any other operator on float scalars (a sort by bin and
  // segmented scans), and (rank > 1) a vectorised operator whose rows'
  // operator has a rule one rank lower (per column).
  enum class HistRule { None, Sum, Scalar, General, Columns };
  HistRule hist_op_rule(const ReduceOp& op, int rank) const {
    const Exp* b = binop_operator(op);
    if (b && b->binop == BinOp::Add) return HistRule::Sum;
    if (op.neutral.size() != 1) return rank == 1 && scalar_operator(op) ? HistRule::General : HistRule::None;
    if (rank > 1) {
      if (elementwise_sum(op, rank)) return HistRule::Sum;
      std::optional<ReduceOp> row = row_operator(op, types_);
      if (!row || !op.neutral[0].is_var() || reads_active(op)) return HistRule::None;
      return hist_op_rule(*row, rank - 1) == HistRule::None ? HistRule::None : HistRule::Columns;
    }
    if (b && (b->binop == BinOp::Mul || b->binop == BinOp::Min || b->binop == BinOp::Max) && is_float(b->prim))
      return HistRule::Scalar;
    return scalar_operator(op) ? HistRule::General : HistRule::None;
  }
  HistRule hist_rule(const Exp& e) const {
    if (e.reduces.size() != 1) return HistRule::None;
    size_t k = e.reduces[0].neutral.size();
    return hist_op_rule(e.reduces[0], types_.of(e.arrays[1 + k]).rank());
  }
  bool hist_covered(const Exp& e) const { return hist_rule(e) != HistRule::None; }

  // (public: the note of a fallback gives it)
 public:
  // Why the reverse sweep does not cover `st`: the first part of it that
  // no rule covers, named with its place.
  std::string why(const Stm& st) const {
    const Exp& e = st.exp;
    std::string what = kind_name(e) + " at " + st.loc.str();
    auto inside = [&](const Body& b) -> std::optional<std::string> {
      if (const Stm* bad = uncovered(b)) return why(*bad) + ", in the " + what;
      return std::nullopt;
    };
    switch (e.kind) {
      case Exp::Kind::Loop:
        if (auto r = inside(*e.bodies[0])) return *r;
        break;
      case Exp::Kind::If:
        for (const BodyPtr& b : e.bodies)
          if (auto r = inside(*b)) return *r;
        break;
      case Exp::Kind::Screma:
        if (e.scans.empty() && e.reduces.empty()) {
          if (auto r = inside(*e.map_lambda.body)) return *r;
        } else if (!identity_lambda(e.map_lambda)) {
          return what + ": a map fused with a reduction or scan";
        } else if (!e.scans.empty()) {
          return what + ": only scans with an operator on scalars (reading no float array of the function), " +
                 "or a vectorised one (`map2 op`) on arrays, are covered";
        } else {
          return what + ": only reductions with an operator on scalars (reading no float array of the " +
                 "function), or a vectorised one (`map2 op`) on arrays, are covered";
        }
        break;
      case Exp::Kind::Hist:
        return what + ": only operators on scalars or tuples of scalars (reading no float array of the " +
               "function, float components of one type), and vectorised ones (`map2 op`) on arrays, are covered";
      case Exp::Kind::Apply:
        return what + ": a recursive function whose body the sweep does not cover, or whose float results " +
               "have sizes its parameters do not give";
      default: break;
    }
    return what;
  }

 private:
  bool covers(const Stm& st) const {
    const Exp& e = st.exp;
    bool float_out = false;
    for (const Param& p : st.pat) float_out = float_out || has_tangent(p.type);
    if (!float_out) return true;
    switch (e.kind) {
      case Exp::Kind::Ad: return e.ad_mode == Exp::AdMode::WithVjp;
      case Exp::Kind::Screma: return screma_rule(e) != ScremaRule::None;
      case Exp::Kind::Stream: return false;
      case Exp::Kind::Hist: return hist_covered(e);
      case Exp::Kind::Scatter: return true;
      default: break;
    }
    if (scalar_only(st)) return true;
    switch (e.kind) {
      case Exp::Kind::SubExp:
      case Exp::Kind::Copy:
      case Exp::Kind::Rearrange:
      case Exp::Kind::Reshape:
      case Exp::Kind::ArrayLit:
      case Exp::Kind::Concat:
      case Exp::Kind::Update:
      case Exp::Kind::Index:
      case Exp::Kind::Replicate: return true;
      case Exp::Kind::If: return !uncovered(*e.bodies[0]) && !uncovered(*e.bodies[1]);
      case Exp::Kind::Loop: return !uncovered(*e.bodies[0]);
      case Exp::Kind::Apply: return ad_.vjp_coverable(e.fun_name);
      default: return false;
    }
  }

  // ---- helpers ----

  std::vector<VName> bind_many(Stms& out, Exp e, const std::vector<Type>& ts, const std::string& base) {
    Stm s;
    for (const Type& t : ts) {
      VName n = fresh_name(base);
      types_.add(n, t);
      s.pat.push_back({n, t});
    }
    s.exp = std::move(e);
    s.loc = loc_;
    std::vector<VName> names;
    for (const Param& p : s.pat) names.push_back(p.name);
    out.push_back(std::move(s));
    return names;
  }
  Param param(const std::string& base, const Type& t) {
    Param p{fresh_name(base), t};
    types_.add(p.name, t);
    return p;
  }
  SubExp i64_bin(Stms& out, BinOp op, SubExp a, SubExp b) {
    Exp e;
    e.kind = Exp::Kind::BinOp;
    e.binop = op;
    e.prim = PrimType::I64;
    e.args = {std::move(a), std::move(b)};
    return SubExp::variable(bind(out, std::move(e), Type::scalar(PrimType::I64), "ix", loc_));
  }
  SubExp index(Stms& out, const VName& arr, std::vector<SubExp> is, const std::string& base) {
    Type t = types_.of(arr);
    Exp e;
    e.kind = Exp::Kind::Index;
    e.array = arr;
    for (SubExp& i : is) {
      DimIndex d;
      d.index = std::move(i);
      e.dims.push_back(d);
    }
    Type rt{t.elem, std::vector<SubExp>(t.shape.begin() + (long)e.dims.size(), t.shape.end()), false};
    e.unsafe = true;
    e.index_rank = (int)e.dims.size();
    e.loc = loc_;
    return SubExp::variable(bind(out, std::move(e), rt, base, loc_));
  }
  VName iota(Stms& out, const SubExp& n) {
    Exp io;
    io.kind = Exp::Kind::Iota;
    io.prim = PrimType::I64;
    io.args = {n, SubExp::i64(0), SubExp::i64(1)};
    return bind(out, std::move(io), Type{PrimType::I64, {n}, false}, "is", loc_);
  }
  VName copy_of(Stms& out, const VName& a) {
    Exp cp;
    cp.kind = Exp::Kind::Copy;
    cp.array = a;
    return bind(out, std::move(cp), types_.of(a), a + "_c", loc_);
  }
  // A map over `arrays` (all of outer size w) with a lambda made by `make`
  // from its parameters (a body's statements and results).
  std::vector<VName> map_over(Stms& out, const SubExp& w, const std::vector<VName>& arrays,
                              const std::vector<Type>& ret,
                              const std::function<std::vector<SubExp>(const std::vector<Param>&, Stms&)>& make,
                              const std::string& base) {
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {w};
    m.arrays = arrays;
    for (const VName& a : arrays) m.map_lambda.params.push_back(param("x", types_.of(a).row()));
    m.map_lambda.ret = ret;
    m.map_lambda.body = std::make_shared<Body>();
    m.map_lambda.body->result = make(m.map_lambda.params, m.map_lambda.body->stms);
    std::vector<Type> ts;
    for (const Type& t : ret) ts.push_back(t.array_of(w));
    return bind_many(out, std::move(m), ts, base);
  }
  // a + b, elementwise on arrays (maps, nested to the rank).
  SubExp elementwise_add(Stms& out, const Type& t, const SubExp& a, const SubExp& b) {
    if (!t.is_array()) return add(out, t.elem, a, b);
    Type row = t.row();
    return SubExp::variable(map_over(
        out, t.shape[0], {a.var, b.var}, {row},
        [&](const std::vector<Param>& ps, Stms& body) {
          return std::vector<SubExp>{elementwise_add(body, row, SubExp::variable(ps[0].name),
                                                     SubExp::variable(ps[1].name))};
        },
        "adj_sum")[0]);
  }
  // `+` elementwise on arrays of type rt, its neutral element (zeros)
  // bound in out.
  ReduceOp rows_plus_op(Stms& out, const Type& rt) {
    ReduceOp plus;
    Param a = param("a", rt), b = param("b", rt);
    plus.lambda = body_lambda({a, b}, std::make_shared<Body>(), {rt});
    plus.lambda.body->result = {
        elementwise_add(plus.lambda.body->stms, rt, SubExp::variable(a.name), SubExp::variable(b.name))};
    plus.neutral = {zeros(out, rt)};
    plus.commutative = true;
    return plus;
  }
  // The sum of the rows of `arr` (a reduce with an elementwise +).
  SubExp sum_rows(Stms& out, const VName& arr) {
    Type t = types_.of(arr);
    Type rt = t.row();
    SubExp ne = zeros(out, rt);
    Exp r;
    r.kind = Exp::Kind::Screma;
    r.args = {t.shape[0]};
    r.arrays = {arr};
    Param x = param("x", rt);
    r.map_lambda = body_lambda({x}, std::make_shared<Body>(), {rt});
    r.map_lambda.body->result = {SubExp::variable(x.name)};
    ReduceOp plus;
    Param a = param("a", rt), b = param("b", rt);
    plus.lambda = body_lambda({a, b}, std::make_shared<Body>(), {rt});
    plus.lambda.body->result = {
        elementwise_add(plus.lambda.body->stms, rt, SubExp::variable(a.name), SubExp::variable(b.name))};
    plus.neutral = {ne};
    plus.commutative = true;
    r.reduces = {plus};
    return SubExp::variable(bind(out, std::move(r), rt, "sum", loc_));
  }
  // adj[v] as an array this sweep owns (zeros, or a copy).
  VName own(const VName& v, Stms& out) {
    auto it = adj.find(v);
    VName u;
    if (it == adj.end()) u = zeros(out, types_.of(v)).var;
    else if (owned.count(it->second.var)) u = it->second.var;
    else u = copy_of(out, it->second.var);
    owned.insert(u);
    adj[v] = SubExp::variable(u);
    return u;
  }
  // arr reversed along its outer dimension (of size n).
  VName reversed(Stms& out, const VName& arr, const SubExp& n) {
    Type t = types_.of(arr);
    return map_over(
        out, n, {iota(out, n)}, {t.row()},
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp j = i64_bin(b, BinOp::Sub, i64_bin(b, BinOp::Sub, n, SubExp::i64(1)), SubExp::variable(ps[0].name));
          return std::vector<SubExp>{index(b, arr, {j}, "rev")};
        },
        "rev")[0];
  }
  // Inclusive scans of `arrs` by `op` (its operands swapped when `flipped`).
  std::vector<VName> scan_by(Stms& out, const std::vector<VName>& arrs, const ReduceOp& op, bool flipped,
                             const SubExp& n) {
    Exp s;
    s.kind = Exp::Kind::Screma;
    s.args = {n};
    s.arrays = arrs;
    std::vector<Type> ets, ats;
    for (const VName& a : arrs) {
      ets.push_back(types_.of(a).row());
      ats.push_back(types_.of(a));
    }
    for (const Type& t : ets) s.map_lambda.params.push_back(param("x", t));
    s.map_lambda.ret = ets;
    s.map_lambda.body = std::make_shared<Body>();
    for (const Param& p : s.map_lambda.params) s.map_lambda.body->result.push_back(SubExp::variable(p.name));
    ReduceOp sop;
    sop.lambda = renamed_copy(op.lambda, types_);
    if (flipped) {
      size_t k = op.neutral.size();
      std::vector<Param> ps(sop.lambda.params.begin() + (long)k, sop.lambda.params.end());
      ps.insert(ps.end(), sop.lambda.params.begin(), sop.lambda.params.begin() + (long)k);
      sop.lambda.params = ps;
    }
    sop.neutral = op.neutral;
    sop.commutative = op.commutative;
    s.scans = {sop};
    return bind_many(out, std::move(s), ats, "scanned");
  }
  // map (\j -> if 0 <= j < m then a[j] else zeros) is: the rows of `a` read
  // at the indices of a scatter or hist (out-of-range ones read nothing).
  VName gather(Stms& out, const VName& a, const VName& is, const SubExp& w) {
    Type at = types_.of(a);
    Type row = at.row();
    SubExp m = at.shape[0];
    return map_over(
        out, w, {is}, {row},
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp j = SubExp::variable(ps[0].name);
          SubExp lo = cmp(b, CmpOp::Le, PrimType::I64, SubExp::i64(0), j);
          SubExp hi = cmp(b, CmpOp::Lt, PrimType::I64, j, m);
          Exp both;
          both.kind = Exp::Kind::BinOp;
          both.binop = BinOp::LogAnd;
          both.prim = PrimType::Bool;
          both.args = {lo, hi};
          SubExp inb = SubExp::variable(bind(b, std::move(both), Type::scalar(PrimType::Bool), "inb", loc_));
          Exp e;
          e.kind = Exp::Kind::If;
          e.args = {inb};
          auto tb = std::make_shared<Body>();
          tb->result = {index(tb->stms, a, {j}, "g")};
          auto fb = std::make_shared<Body>();
          fb->result = {zeros(fb->stms, row)};
          e.bodies = {tb, fb};
          e.ret = {row};
          return std::vector<SubExp>{SubExp::variable(bind(b, std::move(e), row, "g", loc_))};
        },
        "gathered")[0];
  }
  ReduceOp plus_op(PrimType t) {
    ReduceOp plus;
    Param a = param("a", Type::scalar(t)), b = param("b", Type::scalar(t));
    plus.lambda = body_lambda({a, b}, std::make_shared<Body>(), {Type::scalar(t)});
    plus.lambda.body->result = {add(plus.lambda.body->stms, t, SubExp::variable(a.name), SubExp::variable(b.name))};
    plus.neutral = {fconst(t, 0)};
    plus.commutative = true;
    return plus;
  }

  // ---- the rules ----

  void stm_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    auto A = [&](size_t k) { return adj[st.pat[k].name]; };
    switch (e.kind) {
      case Exp::Kind::Ad: custom_adjoint(st, out); return;
      case Exp::Kind::Screma: screma_adjoint(st, live, out); return;
      case Exp::Kind::Hist:
        switch (hist_rule(e)) {
          case HistRule::Scalar: hist_adjoint(st, out); return;
          case HistRule::General: general_hist_adjoint(st, out); return;
          case HistRule::Columns:
            used_.insert("reduce_by_index of arrays (per column)");
            columnwise_adjoint(st, live, out);
            return;
          case HistRule::Sum: scatter_adjoint(st, live, out); return;
          case HistRule::None: internal_error("ad: reverse sweep of an uncovered reduce_by_index", __FILE__, __LINE__);
        }
        return;
      case Exp::Kind::Scatter: scatter_adjoint(st, live, out); return;
      default: break;
    }
    if (scalar_only(st)) {
      scalar_adjoint(st, live, out);
      return;
    }
    switch (e.kind) {
      case Exp::Kind::SubExp:
        if (e.args[0].is_var()) add_adj(e.args[0].var, A(0), out);
        return;
      case Exp::Kind::Copy: add_adj(e.array, A(0), out); return;
      case Exp::Kind::Rearrange: {
        if (!active(e.array)) return;
        std::vector<int> inv(e.perm.size());
        for (size_t i = 0; i < e.perm.size(); i++) inv[(size_t)e.perm[i]] = (int)i;
        Exp r;
        r.kind = Exp::Kind::Rearrange;
        r.array = A(0).var;
        r.perm = inv;
        add_adj(e.array, SubExp::variable(bind(out, std::move(r), types_.of(e.array), "adj_t", loc_)), out);
        return;
      }
      case Exp::Kind::Reshape: {
        if (!active(e.array)) return;
        add_adj(e.array, SubExp::variable(reshape(out, A(0).var, types_.of(e.array))), out);
        return;
      }
      case Exp::Kind::Replicate:
        if (e.args[1].is_var() && active(e.args[1].var)) add_adj(e.args[1].var, sum_rows(out, A(0).var), out);
        return;
      case Exp::Kind::ArrayLit:
        for (size_t j = 0; j < e.args.size(); j++)
          if (e.args[j].is_var() && active(e.args[j].var))
            add_adj(e.args[j].var, index(out, A(0).var, {SubExp::i64((int64_t)j)}, "adj_el"), out);
        return;
      case Exp::Kind::Concat: {
        SubExp offset = SubExp::i64(0);
        for (const VName& part : e.arrays) {
          SubExp len = types_.of(part).shape[0];
          if (active(part)) {
            Exp ix;
            ix.kind = Exp::Kind::Index;
            ix.array = A(0).var;
            DimIndex d;
            d.is_slice = true;
            d.start = offset;
            d.count = len;
            d.stride = SubExp::i64(1);
            ix.dims = {d};
            ix.unsafe = true;
            ix.loc = loc_;
            VName sl = bind(out, std::move(ix), types_.of(part), part + "_adj", loc_);
            add_adj(part, SubExp::variable(copy_of(out, sl)), out);
          }
          offset = i64_bin(out, BinOp::Add, offset, len);
        }
        return;
      }
      case Exp::Kind::Index: index_adjoint(st, out); return;
      case Exp::Kind::Update: update_adjoint(st, out); return;
      case Exp::Kind::If: if_adjoint(st, live, out); return;
      case Exp::Kind::Loop: loop_adjoint(st, out); return;
      case Exp::Kind::Apply: call_adjoint(st, out); return;
      default: internal_error("ad: reverse sweep of an uncovered statement", __FILE__, __LINE__);
    }
  }

  // A call of a recursive function (not inlined): its reverse-mode
  // function, given the arguments and the results' adjoints, returns the
  // float arguments' adjoints.
  void call_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    used_.insert("calls of recursive functions (a reverse-mode function per callee)");
    Exp c = e;
    c.fun_name = ad_.vjp_function(e.fun_name, used_);
    for (const Param& p : st.pat)
      if (has_tangent(p.type)) c.args.push_back(adj_or_zero(p.name, out));
    std::vector<Type> ts;
    std::vector<size_t> at;
    for (size_t j = 0; j < e.args.size(); j++) {
      Type t = e.args[j].is_var() ? types_.of(e.args[j].var) : Type::scalar(e.args[j].value.type);
      if (!has_tangent(t)) continue;
      ts.push_back(t);
      at.push_back(j);
    }
    std::vector<VName> adjs = bind_many(out, std::move(c), ts, "call_adj");
    for (size_t q = 0; q < at.size(); q++) {
      const SubExp& a = e.args[at[q]];
      if (!a.is_var() || !active(a.var)) continue;
      if (ts[q].is_array()) owned.insert(adjs[q]);
      add_adj(a.var, SubExp::variable(adjs[q]), out);
    }
  }

  // with_vjp f f' x: x's adjoints are f' y y'.
  void custom_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    used_.insert("with_vjp (custom adjoint)");
    Lambda cp = renamed_copy(e.reduces[0].lambda, types_);
    size_t nr = st.pat.size();
    for (size_t k = 0; k < nr; k++) {
      out.push_back(bind_stm(cp.params[k], SubExp::variable(st.pat[k].name), loc_));
      SubExp a = has_tangent(st.pat[k].type) ? adj_or_zero(st.pat[k].name, out) : zeros(out, st.pat[k].type);
      out.push_back(bind_stm(cp.params[nr + k], a, loc_));
    }
    out.insert(out.end(), cp.body->stms.begin(), cp.body->stms.end());
    for (size_t i = 0; i < e.args.size(); i++)
      if (e.args[i].is_var() && active(e.args[i].var)) add_adj(e.args[i].var, cp.body->result[i], out);
  }

  // A statement on scalars: d results / d v by a jvp of a renamed copy of
  // the statement, for each float input v.
  void scalar_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    for (const VName& v : stm_free_names(st)) {
      if (!active(v)) continue;
      Lambda one;
      one.body = std::make_shared<Body>();
      one.body->stms = {st};
      for (const Param& p : st.pat) {
        one.body->result.push_back(SubExp::variable(p.name));
        one.ret.push_back(p.type);
      }
      Lambda cp = renamed_copy(one, types_);
      Forward fw(types_, ad_);
      fw.loc_ = st.loc;
      fw.tan_ = outer_zeros_;
      PrimType vt = types_.of(v).elem;
      fw.tan_[v] = fconst(vt, 1);
      fw.stms(cp.body->stms, out);
      SubExp acc = fconst(vt, 0);
      for (size_t k : live) {
        SubExp t = fw.tangent(cp.body->result[k], out);
        SubExp term = mul(out, st.pat[k].type.elem, adj[st.pat[k].name], t);
        acc = add(out, vt, acc, convert(out, vt, st.pat[k].type.elem, term));
      }
      add_adj(v, acc, out);
    }
  }

  void index_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    const VName& arr = e.array;
    if (!active(arr)) return;
    SubExp a = adj[st.pat[0].name];
    if (gathered.count(arr)) {
      // A read of an element or of a row (`w[i]` of a matrix w).
      Type vt = types_.of(arr);
      SubExp flat = SubExp::i64(0);
      for (size_t d = 0; d < e.dims.size(); d++) {
        SubExp ix = convert(out, PrimType::I64, types_.of(e.dims[d].index).elem, e.dims[d].index);
        flat = d == 0 ? ix : i64_bin(out, BinOp::Add, i64_bin(out, BinOp::Mul, flat, vt.shape[d]), ix);
      }
      gathers.push_back({arr, flat, a});
      return;
    }
    used_.insert("indexing");
    VName u = own(arr, out);
    Type rt = st.pat[0].type;
    Exp rd = e;
    rd.array = u;
    rd.unsafe = true;
    SubExp cur = SubExp::variable(bind(out, std::move(rd), rt, "cur", loc_));
    SubExp sum = elementwise_add(out, rt, cur, a);
    Exp up;
    up.kind = Exp::Kind::Update;
    up.array = u;
    up.dims = e.dims;
    up.args = {sum};
    up.unsafe = true;
    up.index_rank = e.index_rank;
    up.loc = loc_;
    VName u2 = bind(out, std::move(up), types_.of(arr), arr + "_adj", loc_);
    owned.erase(u);
    owned.insert(u2);
    adj[arr] = SubExp::variable(u2);
  }

  // y = x with [dims] = v: v's adjoint is y's at dims; x's is y's with
  // zeros there.
  void update_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    SubExp a = adj[st.pat[0].name];
    const SubExp& v = e.args[0];
    if (v.is_var() && active(v.var)) {
      Exp rd;
      rd.kind = Exp::Kind::Index;
      rd.array = a.var;
      rd.dims = e.dims;
      rd.unsafe = true;
      rd.index_rank = e.index_rank;
      rd.loc = loc_;
      VName r = bind(out, std::move(rd), types_.of(v.var), v.var + "_adj", loc_);
      add_adj(v.var, SubExp::variable(types_.of(v.var).is_array() ? copy_of(out, r) : r), out);
    }
    if (!active(e.array)) return;
    VName u = owned.count(a.var) ? a.var : copy_of(out, a.var);
    Type vt = v.is_var() ? types_.of(v.var) : Type::scalar(v.value.type);
    Exp up;
    up.kind = Exp::Kind::Update;
    up.array = u;
    up.dims = e.dims;
    up.args = {zeros(out, vt)};
    up.unsafe = true;
    up.index_rank = e.index_rank;
    up.loc = loc_;
    VName u2 = bind(out, std::move(up), types_.of(e.array), e.array + "_adj", loc_);
    owned.erase(u);
    owned.insert(u2);
    add_adj(e.array, SubExp::variable(u2), out);
  }

  void screma_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    SubExp n = e.args[0];
    switch (screma_rule(e)) {
      case ScremaRule::Map: map_adjoint(st, live, out); return;
      case ScremaRule::SumReduce: {
        used_.insert("reduce (+)");
        const VName& arr = e.arrays[0];
        Exp r;
        r.kind = Exp::Kind::Replicate;
        r.args = {n, adj[st.pat[0].name]};
        VName rep = bind(out, std::move(r), types_.of(arr), arr + "_adj", loc_);
        owned.insert(rep);
        add_adj(arr, SubExp::variable(rep), out);
        return;
      }
      case ScremaRule::MinMaxReduce: {
        used_.insert("reduce min/max");
        minmax_adjoint(st, out);
        return;
      }
      case ScremaRule::Reduce: {
        used_.insert("reduce with any operator");
        reduce_adjoint(st, live, out);
        return;
      }
      case ScremaRule::SumScan: {
        used_.insert("scan (+)");
        const VName& arr = e.arrays[0];
        if (!active(arr)) return;
        VName r = reversed(out, adj[st.pat[0].name].var, n);
        VName s = scan_by(out, {r}, e.scans[0], false, n)[0];
        VName contrib = reversed(out, s, n);
        owned.insert(contrib);
        add_adj(arr, SubExp::variable(contrib), out);
        return;
      }
      case ScremaRule::VecReduce: {
        if (elementwise_sum(e.reduces[0], types_.of(e.arrays[0]).rank())) {
          // Column sums: every row's adjoint is the result's.
          used_.insert("reduce of arrays (elementwise +)");
          const VName& arr = e.arrays[0];
          Exp r;
          r.kind = Exp::Kind::Replicate;
          r.args = {n, adj[st.pat[0].name]};
          VName rep = bind(out, std::move(r), types_.of(arr), arr + "_adj", loc_);
          owned.insert(rep);
          add_adj(arr, SubExp::variable(rep), out);
          return;
        }
        if (elementwise_minmax(e.reduces[0], types_.of(e.arrays[0]).rank())) {
          used_.insert("reduce of arrays (elementwise min/max)");
          vec_minmax_adjoint(st, out);
          return;
        }
        used_.insert("reduce of arrays (vectorised operator)");
        vec_reduce_adjoint(st, live, out);
        return;
      }
      case ScremaRule::VecScan: {
        used_.insert("scan of arrays (per column)");
        columnwise_adjoint(st, live, out);
        return;
      }
      case ScremaRule::Scan: {
        used_.insert("scan with any operator");
        scan_adjoint(st, out);
        return;
      }
      case ScremaRule::None: internal_error("ad: reverse sweep of an uncovered SOAC", __FILE__, __LINE__);
    }
  }

  void minmax_adjoint(const Stm& st, Stms& out) {
    // The adjoint goes to the first element equal to the result:
    // idx = reduce min (map2 (\x i -> if x == r then i else n) arr (iota n))
    const Exp& e = st.exp;
    const VName& arr = e.arrays[0];
    Type t = types_.of(arr);
    PrimType el = t.elem;
    SubExp n = t.shape[0];
    SubExp res = SubExp::variable(st.pat[0].name);
    VName is = iota(out, n);
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {n};
    m.arrays = {arr, is};
    Param x = param("x", Type::scalar(el)), i = param("i", Type::scalar(PrimType::I64));
    m.map_lambda = body_lambda({x, i}, std::make_shared<Body>(), {Type::scalar(PrimType::I64)});
    {
      Stms& b = m.map_lambda.body->stms;
      SubExp eq = cmp(b, CmpOp::Eq, el, SubExp::variable(x.name), res);
      m.map_lambda.body->result = {select(b, eq, SubExp::variable(i.name), n, PrimType::I64)};
    }
    ReduceOp mn;
    Param a = param("a", Type::scalar(PrimType::I64)), b = param("b", Type::scalar(PrimType::I64));
    mn.lambda = body_lambda({a, b}, std::make_shared<Body>(), {Type::scalar(PrimType::I64)});
    mn.lambda.body->result = {
        bin(mn.lambda.body->stms, BinOp::Min, PrimType::I64, SubExp::variable(a.name), SubExp::variable(b.name))};
    mn.neutral = {n};
    mn.commutative = true;
    m.reduces = {mn};
    SubExp idx = SubExp::variable(bind(out, std::move(m), Type::scalar(PrimType::I64), "at", loc_));
    SubExp ybar = adj[st.pat[0].name];
    VName contrib = map_over(
        out, n, {is}, {Type::scalar(el)},
        [&](const std::vector<Param>& ps, Stms& body) {
          SubExp eq = cmp(body, CmpOp::Eq, PrimType::I64, SubExp::variable(ps[0].name), idx);
          return std::vector<SubExp>{select(body, eq, ybar, fconst(el, 0), el)};
        },
        arr + "_adj")[0];
    owned.insert(contrib);
    add_adj(arr, SubExp::variable(contrib), out);
  }

  // reduce op ne xs, any associative op on (tuples of) scalars: SC'22
  // section 5.3.  With ls the exclusive scan from the left and rs the one
  // from the right, xbar_i = ybar . d(ls_i op x_i op rs_i)/dx_i.
  void reduce_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    const ReduceOp& op = e.reduces[0];
    size_t k = op.neutral.size();
    SubExp n = e.args[0];
    std::vector<VName> fvs = *op_free_scalars(op);
    bool any_target = !fvs.empty();
    for (size_t j = 0; j < k; j++) any_target = any_target || active(e.arrays[j]);
    if (!any_target) return;
    std::vector<VName> incl = scan_by(out, e.arrays, op, false, n);
    std::vector<VName> revs;
    for (const VName& a : e.arrays) revs.push_back(reversed(out, a, n));
    std::vector<VName> rincl = scan_by(out, revs, op, true, n);
    std::vector<size_t> targets;
    std::vector<Type> rets;
    for (size_t j = 0; j < k; j++)
      if (active(e.arrays[j])) {
        targets.push_back(j);
        rets.push_back(types_.of(e.arrays[j]).row());
      }
    for (const VName& v : fvs) rets.push_back(types_.of(v));
    std::vector<VName> contribs = map_over(
        out, n, {iota(out, n)}, rets,
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp i = SubExp::variable(ps[0].name);
          SubExp last = i64_bin(b, BinOp::Sub, n, SubExp::i64(1));
          SubExp im1 = i64_bin(b, BinOp::Max, i64_bin(b, BinOp::Sub, i, SubExp::i64(1)), SubExp::i64(0));
          SubExp ri = i64_bin(b, BinOp::Max, i64_bin(b, BinOp::Sub, i64_bin(b, BinOp::Sub, last, i), SubExp::i64(1)),
                              SubExp::i64(0));
          SubExp first = cmp(b, CmpOp::Eq, PrimType::I64, i, SubExp::i64(0));
          SubExp is_last = cmp(b, CmpOp::Eq, PrimType::I64, i, last);
          std::vector<SubExp> ls, xs, rs;
          for (size_t j = 0; j < k; j++) {
            PrimType t = op.lambda.ret[j].elem;
            ls.push_back(select(b, first, op.neutral[j], index(b, incl[j], {im1}, "l"), t));
            rs.push_back(select(b, is_last, op.neutral[j], index(b, rincl[j], {ri}, "r"), t));
            xs.push_back(index(b, e.arrays[j], {i}, "x"));
          }
          std::vector<SubExp> res;
          for (size_t j : targets) {
            Lambda c1 = renamed_copy(op.lambda, types_), c2 = renamed_copy(op.lambda, types_);
            for (size_t q = 0; q < k; q++) {
              b.push_back(bind_stm(c1.params[q], ls[q], loc_));
              b.push_back(bind_stm(c1.params[k + q], xs[q], loc_));
            }
            Forward fw(types_, ad_);
            fw.loc_ = loc_;
            fw.tan_ = outer_zeros_;
            PrimType xt = types_.of(e.arrays[j]).elem;
            fw.tan_[c1.params[k + j].name] = fconst(xt, 1);
            fw.stms(c1.body->stms, b);
            Stms binds;
            for (size_t q = 0; q < k; q++) {
              binds.push_back(bind_stm(c2.params[q], c1.body->result[q], loc_));
              binds.push_back(bind_stm(c2.params[k + q], rs[q], loc_));
            }
            fw.stms(binds, b);
            fw.stms(c2.body->stms, b);
            SubExp acc = fconst(xt, 0);
            for (size_t q : live) {
              PrimType rt = st.pat[q].type.elem;
              SubExp d = fw.tangent(c2.body->result[q], b);
              acc = add(b, xt, acc, convert(b, xt, rt, mul(b, rt, adj[st.pat[q].name], d)));
            }
            res.push_back(acc);
          }
          std::vector<std::pair<size_t, SubExp>> ybar;
          for (size_t q : live) ybar.push_back({q, adj[st.pat[q].name]});
          for (const VName& v : fvs) res.push_back(chain_derivative(op, v, 0, ls, xs, &rs, ybar, b));
          return res;
        },
        "red_adj");
    for (size_t q = 0; q < targets.size(); q++) {
      owned.insert(contribs[q]);
      add_adj(e.arrays[targets[q]], SubExp::variable(contribs[q]), out);
    }
    add_free_sums(fvs, std::vector<VName>(contribs.begin() + (long)targets.size(), contribs.end()), out);
  }

  // One application's contribution to an adjoint: sum over q of ybar_q
  // times the derivative of component q of `(as op bs) op cs`, with a
  // tangent 1 in the inner application only (the outer one stands for the
  // rest of the reduction), on v (an active float scalar that `op` reads,
  // fixed in the outer application) or, without v, on the inner
  // application's right operand p; without cs, of `as op bs`.  Each `ybar`
  // entry is (result component, its adjoint).  Of v's type, or of p's.
  SubExp chain_derivative(const ReduceOp& op, const std::optional<VName>& v, size_t p, const std::vector<SubExp>& as,
                          const std::vector<SubExp>& bs, const std::vector<SubExp>* cs,
                          const std::vector<std::pair<size_t, SubExp>>& ybar, Stms& b) {
    size_t k = op.neutral.size();
    Lambda c1 = renamed_copy(op.lambda, types_);
    for (size_t q = 0; q < k; q++) {
      b.push_back(bind_stm(c1.params[q], as[q], loc_));
      b.push_back(bind_stm(c1.params[k + q], bs[q], loc_));
    }
    Forward fw(types_, ad_);
    fw.loc_ = loc_;
    fw.tan_ = outer_zeros_;
    PrimType vt = v ? types_.of(*v).elem : c1.params[k + p].type.elem;
    fw.tan_[v ? *v : c1.params[k + p].name] = fconst(vt, 1);
    fw.stms(c1.body->stms, b);
    if (v) fw.tan_.erase(*v);
    std::vector<SubExp> res = c1.body->result;
    if (cs) {
      Lambda c2 = renamed_copy(op.lambda, types_);
      Stms binds;
      for (size_t q = 0; q < k; q++) {
        binds.push_back(bind_stm(c2.params[q], c1.body->result[q], loc_));
        binds.push_back(bind_stm(c2.params[k + q], (*cs)[q], loc_));
      }
      fw.stms(binds, b);
      fw.stms(c2.body->stms, b);
      res = c2.body->result;
    }
    SubExp acc = fconst(vt, 0);
    for (const auto& [q, yb] : ybar) {
      PrimType rt = op.lambda.ret[q].elem;
      SubExp d = fw.tangent(res[q], b);
      acc = add(b, vt, acc, convert(b, vt, rt, mul(b, rt, yb, d)));
    }
    return acc;
  }
  // Adds to the adjoint of each of `vs` the sum of its contributions (the
  // arrays `contribs`, one per variable).
  void add_free_sums(const std::vector<VName>& vs, const std::vector<VName>& contribs, Stms& out) {
    for (size_t j = 0; j < vs.size(); j++) add_adj(vs[j], sum_rows(out, contribs[j]), out);
  }

  // The float results' tangents of `as op bs` with a tangent 1 on the
  // operator's parameter `p` (a fresh copy of it, bound in b).
  std::vector<SubExp> op_column(const ReduceOp& op, const std::vector<SubExp>& as, const std::vector<SubExp>& bs,
                                size_t p, const std::vector<size_t>& fl, Stms& b) {
    size_t k = op.neutral.size();
    Lambda c = renamed_copy(op.lambda, types_);
    for (size_t q = 0; q < k; q++) {
      b.push_back(bind_stm(c.params[q], as[q], loc_));
      b.push_back(bind_stm(c.params[k + q], bs[q], loc_));
    }
    Forward fw(types_, ad_);
    fw.loc_ = loc_;
    fw.tan_ = outer_zeros_;
    fw.tan_[c.params[p].name] = fconst(c.params[p].type.elem, 1);
    fw.stms(c.body->stms, b);
    std::vector<SubExp> col;
    for (size_t q : fl) col.push_back(fw.tangent(c.body->result[q], b));
    return col;
  }

  // scan op ne xs, any associative op on (tuples of) scalars (Bruun et
  // al., IFL'23): with ys the scan, the adjoint Y_i of ys_i is ybar_i +
  // J_{i+1}^T Y_{i+1}, where J_{i+1} = d(ys_i op x_{i+1})/d ys_i.  That
  // linear recurrence is a scan from the end composing the affine maps
  // z -> c + M z (c = ybar_i, M = J_{i+1}^T; f x f matrices for f float
  // components).  Then xbar_i = D_i^T Y_i with D_i = d(ys_{i-1} op x_i)/d
  // x_i, the identity for i = 0 (ne op x_0 = x_0: no derivative at the
  // neutral element is taken).
  void scan_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    const ReduceOp& op = e.scans[0];
    size_t k = op.neutral.size();
    SubExp n = e.args[0];
    std::vector<size_t> fl;
    for (size_t q = 0; q < k; q++)
      if (has_tangent(op.lambda.ret[q])) fl.push_back(q);
    size_t f = fl.size();
    std::vector<size_t> targets;
    for (size_t r = 0; r < f; r++)
      if (active(e.arrays[fl[r]])) targets.push_back(r);
    std::vector<VName> fvs = *op_free_scalars(op);
    if (targets.empty() && fvs.empty()) return;
    PrimType t = op.lambda.ret[fl[0]].elem;
    Type st_scalar = Type::scalar(t);
    std::vector<VName> ybar;
    for (size_t q : fl) ybar.push_back(adj_or_zero(st.pat[q].name, out).var);
    // The affine maps, from the end: element j is i = n-1-j's.
    std::vector<Type> rets(f * f + f, st_scalar);
    std::vector<VName> maps = map_over(
        out, n, {iota(out, n)}, rets,
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp last = i64_bin(b, BinOp::Sub, n, SubExp::i64(1));
          SubExp i = i64_bin(b, BinOp::Sub, last, SubExp::variable(ps[0].name));
          SubExp ip1 = i64_bin(b, BinOp::Min, i64_bin(b, BinOp::Add, i, SubExp::i64(1)), last);
          SubExp is_last = cmp(b, CmpOp::Eq, PrimType::I64, i, last);
          std::vector<SubExp> as, bs;
          for (size_t q = 0; q < k; q++) {
            as.push_back(index(b, st.pat[q].name, {i}, "y"));
            bs.push_back(index(b, e.arrays[q], {ip1}, "x"));
          }
          std::vector<SubExp> res(f * f + f);
          for (size_t r = 0; r < f; r++) {
            // Column r of J: d out / d a_r, which is row r of M.
            std::vector<SubExp> col = op_column(op, as, bs, fl[r], fl, b);
            for (size_t q = 0; q < f; q++) res[r * f + q] = select(b, is_last, fconst(t, 0), col[q], t);
            res[f * f + r] = index(b, ybar[r], {i}, "yb");
          }
          return res;
        },
        "lin");
    // (Ma, ca) then (Mb, cb): z -> cb + Mb (ca + Ma z).
    ReduceOp compose;
    std::vector<Param> pa, pb;
    for (size_t j = 0; j < f * f + f; j++) pa.push_back(param("a", st_scalar));
    for (size_t j = 0; j < f * f + f; j++) pb.push_back(param("b", st_scalar));
    std::vector<Param> cps = pa;
    cps.insert(cps.end(), pb.begin(), pb.end());
    compose.lambda = body_lambda(cps, std::make_shared<Body>(), rets);
    {
      Stms& b = compose.lambda.body->stms;
      auto A = [&](size_t j) { return SubExp::variable(pa[j].name); };
      auto B = [&](size_t j) { return SubExp::variable(pb[j].name); };
      std::vector<SubExp> res(f * f + f);
      for (size_t r = 0; r < f; r++) {
        for (size_t q = 0; q < f; q++) {
          SubExp acc = fconst(t, 0);
          for (size_t p = 0; p < f; p++) acc = add(b, t, acc, mul(b, t, B(r * f + p), A(p * f + q)));
          res[r * f + q] = acc;
        }
        SubExp acc = B(f * f + r);
        for (size_t p = 0; p < f; p++) acc = add(b, t, acc, mul(b, t, B(r * f + p), A(f * f + p)));
        res[f * f + r] = acc;
      }
      compose.lambda.body->result = res;
    }
    for (size_t r = 0; r < f; r++)
      for (size_t q = 0; q < f; q++) compose.neutral.push_back(fconst(t, r == q ? 1 : 0));
    for (size_t r = 0; r < f; r++) compose.neutral.push_back(fconst(t, 0));
    std::vector<VName> solved = scan_by(out, maps, compose, false, n);
    std::vector<Type> xrets;
    for (size_t r : targets) xrets.push_back(Type::scalar(types_.of(e.arrays[fl[r]]).elem));
    for (const VName& v : fvs) xrets.push_back(types_.of(v));
    std::vector<VName> contribs = map_over(
        out, n, {iota(out, n)}, xrets,
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp i = SubExp::variable(ps[0].name);
          SubExp last = i64_bin(b, BinOp::Sub, n, SubExp::i64(1));
          SubExp j = i64_bin(b, BinOp::Sub, last, i);
          SubExp im1 = i64_bin(b, BinOp::Max, i64_bin(b, BinOp::Sub, i, SubExp::i64(1)), SubExp::i64(0));
          SubExp first = cmp(b, CmpOp::Eq, PrimType::I64, i, SubExp::i64(0));
          std::vector<SubExp> ys;
          for (size_t r = 0; r < f; r++) ys.push_back(index(b, solved[f * f + r], {j}, "Y"));
          std::vector<SubExp> as, bs;
          for (size_t q = 0; q < k; q++) {
            as.push_back(index(b, st.pat[q].name, {im1}, "y"));
            bs.push_back(index(b, e.arrays[q], {i}, "x"));
          }
          std::vector<SubExp> res;
          for (size_t r : targets) {
            std::vector<SubExp> col = op_column(op, as, bs, k + fl[r], fl, b);
            SubExp acc = fconst(t, 0);
            for (size_t q = 0; q < f; q++) acc = add(b, t, acc, mul(b, t, col[q], ys[q]));
            res.push_back(select(b, first, ys[r], acc, t));
          }
          // ys_i = ys_(i-1) op x_i: Y_i times its derivative in v (none
          // for i = 0, ne op x_0 = x_0).
          std::vector<std::pair<size_t, SubExp>> ybar;
          for (size_t r = 0; r < f; r++) ybar.push_back({fl[r], ys[r]});
          for (const VName& v : fvs) {
            PrimType vt = types_.of(v).elem;
            SubExp c = chain_derivative(op, v, 0, as, bs, nullptr, ybar, b);
            res.push_back(select(b, first, fconst(vt, 0), c, vt));
          }
          return res;
        },
        "scan_adj");
    for (size_t q = 0; q < targets.size(); q++) {
      owned.insert(contribs[q]);
      add_adj(e.arrays[fl[targets[q]]], SubExp::variable(contribs[q]), out);
    }
    add_free_sums(fvs, std::vector<VName>(contribs.begin() + (long)targets.size(), contribs.end()), out);
  }

  // if 0 <= j < m then a[j] else 0 (a scalar of a one-dimensional array).
  SubExp read_or_zero(Stms& b, const VName& a, const SubExp& j, const SubExp& zero, PrimType t) {
    SubExp m = types_.of(a).shape[0];
    SubExp lo = cmp(b, CmpOp::Le, PrimType::I64, SubExp::i64(0), j);
    SubExp hi = cmp(b, CmpOp::Lt, PrimType::I64, j, m);
    Exp both;
    both.kind = Exp::Kind::BinOp;
    both.binop = BinOp::LogAnd;
    both.prim = PrimType::Bool;
    both.args = {lo, hi};
    SubExp inb = SubExp::variable(bind(b, std::move(both), Type::scalar(PrimType::Bool), "inb", loc_));
    Exp e;
    e.kind = Exp::Kind::If;
    e.args = {inb};
    auto tb = std::make_shared<Body>();
    tb->result = {index(tb->stms, a, {j}, "g")};
    auto fb = std::make_shared<Body>();
    fb->result = {zero};
    e.bodies = {tb, fb};
    e.ret = {Type::scalar(t)};
    return SubExp::variable(bind(b, std::move(e), Type::scalar(t), "g", loc_));
  }
  // reduce_by_index into a fresh `replicate m ne` by the binary operator
  // `op` on scalars of type t.
  VName hist_by(Stms& out, BinOp bop, PrimType t, const SubExp& ne, const SubExp& m, const SubExp& w,
                const VName& is, const VName& vs, const VName* dest = nullptr) {
    ReduceOp op;
    Param a = param("a", Type::scalar(t)), b = param("b", Type::scalar(t));
    op.lambda = body_lambda({a, b}, std::make_shared<Body>(), {Type::scalar(t)});
    Exp be;
    be.kind = Exp::Kind::BinOp;
    be.binop = bop;
    be.prim = t;
    be.args = {SubExp::variable(a.name), SubExp::variable(b.name)};
    op.lambda.body->result = {
        SubExp::variable(bind(op.lambda.body->stms, std::move(be), Type::scalar(t), "op", loc_))};
    op.neutral = {ne};
    op.commutative = true;
    VName d;
    if (dest) {
      d = *dest;
    } else {
      Exp r;
      r.kind = Exp::Kind::Replicate;
      r.args = {m, ne};
      d = bind(out, std::move(r), Type{t, {m}, false}, "bins", loc_);
    }
    Exp h;
    h.kind = Exp::Kind::Hist;
    h.args = {w};
    h.arrays = {is, vs, d};
    h.reduces = {op};
    return bind(out, std::move(h), Type{t, {m}, false}, "hist", loc_);
  }

  // reduce_by_index with min/max: a bin's adjoint goes to the first of its
  // contributors (the destination's element, then the values in order)
  // equal to the result.  With `*`: to each contributor, the product of
  // the others (the bin's product of its non-zero contributors, divided by
  // the contributor where the bin has no zero; where it has one zero, the
  // zero gets that product and the others nothing).
  void hist_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    BinOp bop = binop_operator(e.reduces[0])->binop;
    const VName& is = e.arrays[0];
    const VName& vs = e.arrays[1];
    // The destination's values, from the copy of it the reduce_by_index
    // consumed (see keep_consumed).
    const VName& dest = copied_from_.at(e.arrays[2]);
    const VName& h = st.pat[0].name;
    PrimType el = types_.of(dest).elem;
    SubExp m = types_.of(dest).shape[0], w = e.args[0];
    VName hbar = adj[h].var;
    SubExp zero = fconst(el, 0), one = fconst(el, 1);
    VName vbar, dbar;
    used_.insert(bop == BinOp::Mul ? "reduce_by_index (*)" : "reduce_by_index min/max");
    if (bop == BinOp::Mul) {
      VName zs = map_over(
          out, w, {vs}, {Type::scalar(PrimType::I64)},
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp z = cmp(b, CmpOp::Eq, el, SubExp::variable(ps[0].name), zero);
            return std::vector<SubExp>{select(b, z, SubExp::i64(1), SubExp::i64(0), PrimType::I64)};
          },
          "zero")[0];
      auto nonzero = [&](const VName& a) {
        return map_over(
            out, types_.of(a).shape[0], {a}, {Type::scalar(el)},
            [&](const std::vector<Param>& ps, Stms& b) {
              SubExp x = SubExp::variable(ps[0].name);
              return std::vector<SubExp>{select(b, cmp(b, CmpOp::Eq, el, x, zero), one, x, el)};
            },
            "nz")[0];
      };
      VName counts = hist_by(out, BinOp::Add, PrimType::I64, SubExp::i64(0), m, w, is, zs);
      VName nzd = nonzero(dest);
      VName prods = hist_by(out, BinOp::Mul, el, one, m, w, is, nonzero(vs), &nzd);
      // The number of zeros of each bin, the destination's included.
      VName zall = map_over(
          out, m, {counts, dest}, {Type::scalar(PrimType::I64)},
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp z = cmp(b, CmpOp::Eq, el, SubExp::variable(ps[1].name), zero);
            return std::vector<SubExp>{i64_bin(b, BinOp::Add, SubExp::variable(ps[0].name),
                                               select(b, z, SubExp::i64(1), SubExp::i64(0), PrimType::I64))};
          },
          "zeros_in")[0];
      // The product of the others of x in a bin with z zeros and non-zero product p.
      auto others = [&](Stms& b, const SubExp& x, const SubExp& z, const SubExp& p) {
        SubExp xz = cmp(b, CmpOp::Eq, el, x, zero);
        SubExp none = cmp(b, CmpOp::Eq, PrimType::I64, z, SubExp::i64(0));
        SubExp just = cmp(b, CmpOp::Eq, PrimType::I64, z, SubExp::i64(1));
        SubExp nz_case = select(b, none, div(b, el, p, select(b, xz, one, x, el)), zero, el);
        SubExp z_case = select(b, just, p, zero, el);
        return select(b, xz, z_case, nz_case, el);
      };
      if (active(vs))
        vbar = map_over(
            out, w, {is, vs}, {Type::scalar(el)},
            [&](const std::vector<Param>& ps, Stms& b) {
              SubExp j = SubExp::variable(ps[0].name);
              SubExp hb = read_or_zero(b, hbar, j, zero, el);
              SubExp z = read_or_zero(b, zall, j, SubExp::i64(0), PrimType::I64);
              SubExp p = read_or_zero(b, prods, j, one, el);
              return std::vector<SubExp>{mul(b, el, hb, others(b, SubExp::variable(ps[1].name), z, p))};
            },
            vs + "_adj")[0];
      if (active(e.arrays[2]))
        dbar = map_over(
            out, m, {hbar, dest, zall, prods}, {Type::scalar(el)},
            [&](const std::vector<Param>& ps, Stms& b) {
              return std::vector<SubExp>{
                  mul(b, el, SubExp::variable(ps[0].name),
                      others(b, SubExp::variable(ps[1].name), SubExp::variable(ps[2].name),
                             SubExp::variable(ps[3].name)))};
            },
            dest + "_adj")[0];
    } else {
      // The index of the first value of each bin equal to its result, w
      // where the destination's element is (or there is none).
      VName cand = map_over(
          out, w, {is, vs, iota(out, w)}, {Type::scalar(PrimType::I64)},
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp j = SubExp::variable(ps[0].name);
            SubExp nanv = fconst(el, std::nan(""));
            SubExp hb = read_or_zero(b, h, j, nanv, el);
            SubExp db = read_or_zero(b, dest, j, nanv, el);
            SubExp won = cmp(b, CmpOp::Eq, el, SubExp::variable(ps[1].name), hb);
            SubExp dwon = cmp(b, CmpOp::Eq, el, db, hb);
            SubExp c = select(b, dwon, w, select(b, won, SubExp::variable(ps[2].name), w, PrimType::I64),
                              PrimType::I64);
            return std::vector<SubExp>{c};
          },
          "cand")[0];
      VName win = hist_by(out, BinOp::Min, PrimType::I64, w, m, w, is, cand);
      if (active(vs))
        vbar = map_over(
            out, w, {is, iota(out, w)}, {Type::scalar(el)},
            [&](const std::vector<Param>& ps, Stms& b) {
              SubExp j = SubExp::variable(ps[0].name);
              SubExp wj = read_or_zero(b, win, j, w, PrimType::I64);
              SubExp hb = read_or_zero(b, hbar, j, zero, el);
              SubExp mine = cmp(b, CmpOp::Eq, PrimType::I64, wj, SubExp::variable(ps[1].name));
              return std::vector<SubExp>{select(b, mine, hb, zero, el)};
            },
            vs + "_adj")[0];
      if (active(e.arrays[2]))
        dbar = map_over(
            out, m, {win, hbar}, {Type::scalar(el)},
            [&](const std::vector<Param>& ps, Stms& b) {
              SubExp none = cmp(b, CmpOp::Eq, PrimType::I64, SubExp::variable(ps[0].name), w);
              return std::vector<SubExp>{select(b, none, SubExp::variable(ps[1].name), zero, el)};
            },
            dest + "_adj")[0];
    }
    if (!vbar.empty()) {
      owned.insert(vbar);
      add_adj(vs, SubExp::variable(vbar), out);
    }
    if (!dbar.empty()) {
      owned.insert(dbar);
      add_adj(e.arrays[2], SubExp::variable(dbar), out);
    }
  }

  // f applied elementwise to arrays of one shape (a map nest), its
  // results of the scalar types `ets`.
  std::vector<VName> zip_with(Stms& out, const std::vector<VName>& arrays, const std::vector<PrimType>& ets,
                              const std::function<std::vector<SubExp>(const std::vector<SubExp>&, Stms&)>& f) {
    Type t = types_.of(arrays[0]);
    std::vector<Type> rets;
    for (PrimType et : ets) rets.push_back(Type{et, std::vector<SubExp>(t.shape.begin() + 1, t.shape.end()), false});
    return map_over(
        out, t.shape[0], arrays, rets,
        [&](const std::vector<Param>& ps, Stms& b) {
          std::vector<SubExp> res;
          if (t.rank() == 1) {
            std::vector<SubExp> xs;
            for (const Param& p : ps) xs.push_back(SubExp::variable(p.name));
            return f(xs, b);
          }
          std::vector<VName> rows;
          for (const Param& p : ps) rows.push_back(p.name);
          for (const VName& v : zip_with(b, rows, ets, f)) res.push_back(SubExp::variable(v));
          return res;
        },
        "zipped");
  }

  // reduce (map2 min/max) over arrays of rows (column minima or maxima):
  // as for one dimension, each position's adjoint goes to the first row
  // equal to the result there; computed row-major: the first such row of
  // each position by a reduce with an elementwise i64 min, then a map over
  // the rows.
  void vec_minmax_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    const VName& arr = e.arrays[0];
    if (!active(arr)) return;
    Type t = types_.of(arr);
    Type row = t.row();
    Type irow{PrimType::I64, row.shape, false};
    PrimType el = t.elem;
    SubExp n = t.shape[0];
    VName res = st.pat[0].name;
    VName ybar = adj[res].var;
    VName is = iota(out, n);
    // cand[i] = where row i equals the result, i, else n.
    VName cand = map_over(
        out, n, {arr, is}, {irow},
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp i = SubExp::variable(ps[1].name);
          return std::vector<SubExp>{SubExp::variable(
              zip_with(b, {ps[0].name, res}, {PrimType::I64}, [&](const std::vector<SubExp>& xs, Stms& bb) {
                SubExp eq = cmp(bb, CmpOp::Eq, el, xs[0], xs[1]);
                return std::vector<SubExp>{select(bb, eq, i, n, PrimType::I64)};
              })[0])};
        },
        "cand")[0];
    ReduceOp mn;
    Param a = param("a", irow), bp = param("b", irow);
    mn.lambda = body_lambda({a, bp}, std::make_shared<Body>(), {irow});
    mn.lambda.body->result = {SubExp::variable(
        zip_with(mn.lambda.body->stms, {a.name, bp.name}, {PrimType::I64}, [&](const std::vector<SubExp>& xs, Stms& bb) {
          return std::vector<SubExp>{bin(bb, BinOp::Min, PrimType::I64, xs[0], xs[1])};
        })[0])};
    SubExp ne = n;
    for (int d = irow.rank() - 1; d >= 0; d--) {
      Type part{PrimType::I64, std::vector<SubExp>(irow.shape.begin() + d, irow.shape.end()), false};
      Exp r;
      r.kind = Exp::Kind::Replicate;
      r.args = {irow.shape[(size_t)d], ne};
      ne = SubExp::variable(bind(out, std::move(r), part, "firsts0", loc_));
    }
    mn.neutral = {ne};
    mn.commutative = true;
    Exp red;
    red.kind = Exp::Kind::Screma;
    red.args = {n};
    red.arrays = {cand};
    Param x = param("x", irow);
    red.map_lambda = body_lambda({x}, std::make_shared<Body>(), {irow});
    red.map_lambda.body->result = {SubExp::variable(x.name)};
    red.reduces = {mn};
    VName firsts = bind(out, std::move(red), irow, "firsts", loc_);
    VName contrib = map_over(
        out, n, {is}, {row},
        [&](const std::vector<Param>& ps, Stms& b) {
          SubExp i = SubExp::variable(ps[0].name);
          return std::vector<SubExp>{SubExp::variable(
              zip_with(b, {firsts, ybar}, {el}, [&](const std::vector<SubExp>& xs, Stms& bb) {
                SubExp mine = cmp(bb, CmpOp::Eq, PrimType::I64, xs[0], i);
                return std::vector<SubExp>{select(bb, mine, xs[1], fconst(el, 0), el)};
              })[0])};
        },
        arr + "_adj")[0];
    owned.insert(contrib);
    add_adj(arr, SubExp::variable(contrib), out);
  }

  // reduce (map2 op) nes xss over arrays of rank r > 1 (a vectorised
  // operator) is map (\col ne -> reduce op ne col) (transpose xss) nes:
  // that map's adjoint (each column's reduce by its own rule), transposed
  // back.
  void vec_reduce_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    const ReduceOp& op = e.reduces[0];
    size_t k = op.neutral.size();
    ReduceOp row = *row_operator(op, types_);
    SubExp n = e.args[0];
    Type xt = types_.of(e.arrays[0]);
    SubExp m = xt.shape[1];
    std::vector<int> perm(xt.shape.size());
    for (size_t d = 0; d < perm.size(); d++) perm[d] = (int)d;
    std::swap(perm[0], perm[1]);
    auto transposed = [&](const VName& a) {
      Type t = types_.of(a);
      Type tt = t;
      std::swap(tt.shape[0], tt.shape[1]);
      Exp r;
      r.kind = Exp::Kind::Rearrange;
      r.array = a;
      r.perm = perm;
      return bind(out, std::move(r), tt, a + "_cols", loc_);
    };
    std::vector<VName> cols;
    for (size_t q = 0; q < k; q++) cols.push_back(transposed(e.arrays[q]));
    Stm s;
    s.loc = st.loc;
    Exp& me = s.exp;
    me.kind = Exp::Kind::Screma;
    me.args = {m};
    me.arrays = cols;
    for (size_t q = 0; q < k; q++) me.arrays.push_back(op.neutral[q].var);
    std::vector<Param> colps, neps;
    for (size_t q = 0; q < k; q++) colps.push_back(param("col", types_.of(cols[q]).row()));
    for (size_t q = 0; q < k; q++) neps.push_back(param("ne", types_.of(op.neutral[q].var).row()));
    std::vector<Param> lps = colps;
    lps.insert(lps.end(), neps.begin(), neps.end());
    std::vector<Type> rrets;
    for (size_t q = 0; q < k; q++) rrets.push_back(st.pat[q].type.row());
    me.map_lambda = body_lambda(lps, std::make_shared<Body>(), rrets);
    {
      Exp r;
      r.kind = Exp::Kind::Screma;
      r.args = {n};
      for (const Param& p : colps) r.arrays.push_back(p.name);
      std::vector<Param> ips;
      for (const Param& p : colps) ips.push_back(param("x", p.type.row()));
      std::vector<Type> its;
      for (const Param& p : ips) its.push_back(p.type);
      r.map_lambda = body_lambda(ips, std::make_shared<Body>(), its);
      for (const Param& p : ips) r.map_lambda.body->result.push_back(SubExp::variable(p.name));
      ReduceOp rop;
      rop.lambda = renamed_copy(row.lambda, types_);
      for (const Param& p : neps) rop.neutral.push_back(SubExp::variable(p.name));
      rop.commutative = op.commutative;
      r.reduces = {rop};
      std::vector<VName> rs = bind_many(me.map_lambda.body->stms, std::move(r), rrets, "col_red");
      for (const VName& v : rs) me.map_lambda.body->result.push_back(SubExp::variable(v));
    }
    for (size_t q = 0; q < k; q++) {
      Param p = param("red", st.pat[q].type);
      s.pat.push_back(p);
    }
    for (size_t q : live) adj[s.pat[q].name] = adj[st.pat[q].name];
    map_adjoint(s, live, out);
    for (size_t q = 0; q < k; q++) {
      auto it = adj.find(cols[q]);
      if (it == adj.end() || !active(e.arrays[q])) continue;
      Exp r;
      r.kind = Exp::Kind::Rearrange;
      r.array = it->second.var;
      r.perm = perm;
      VName back = bind(out, std::move(r), types_.of(e.arrays[q]), e.arrays[q] + "_adj", loc_);
      add_adj(e.arrays[q], SubExp::variable(back), out);
    }
  }

  // A scan of rows, or a reduce_by_index of rows, by a vectorised operator
  // (`scan (map2 op) ne xss`, `reduce_by_index dest (map2 op) ne is rows`):
  // a scan (a reduce_by_index) per column.  Differentiated as the map over
  // the columns (the transposed arrays) of the scan (reduce_by_index) by the
  // rows' operator, each column by the rules one rank lower.
  void columnwise_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    bool is_hist = e.kind == Exp::Kind::Hist;
    const ReduceOp& op = is_hist ? e.reduces[0] : e.scans[0];
    size_t k = op.neutral.size();
    ReduceOp row = *row_operator(op, types_);
    SubExp n = e.args[0];
    std::vector<VName> ins, dests;
    for (size_t q = 0; q < k; q++) ins.push_back(e.arrays[is_hist ? 1 + q : q]);
    if (is_hist)
      for (size_t q = 0; q < k; q++) {
        // The destination's values, from the copy the reduce_by_index
        // consumed (see keep_consumed).
        const VName& d = e.arrays[1 + k + q];
        auto it = copied_from_.find(d);
        dests.push_back(it != copied_from_.end() ? it->second : d);
      }
    SubExp m = types_.of(ins[0]).shape[1];
    std::vector<int> perm(types_.of(ins[0]).shape.size());
    for (size_t d = 0; d < perm.size(); d++) perm[d] = (int)d;
    std::swap(perm[0], perm[1]);
    auto swapped = [](Type t) {
      std::swap(t.shape[0], t.shape[1]);
      return t;
    };
    auto transposed = [&](const VName& a, const Type& to, const std::string& base) {
      Exp r;
      r.kind = Exp::Kind::Rearrange;
      r.array = a;
      r.perm = perm;
      return bind(out, std::move(r), to, base, loc_);
    };
    std::vector<VName> cols, dcols;
    for (const VName& a : ins) cols.push_back(transposed(a, swapped(types_.of(a)), a + "_cols"));
    for (const VName& a : dests) dcols.push_back(transposed(a, swapped(types_.of(a)), a + "_cols"));
    Stm s;
    s.loc = st.loc;
    Exp& me = s.exp;
    me.kind = Exp::Kind::Screma;
    me.args = {m};
    me.arrays = cols;
    me.arrays.insert(me.arrays.end(), dcols.begin(), dcols.end());
    for (size_t q = 0; q < k; q++) me.arrays.push_back(op.neutral[q].var);
    std::vector<Param> colps, dps, neps;
    for (const VName& c : cols) colps.push_back(param("col", types_.of(c).row()));
    for (const VName& c : dcols) dps.push_back(param("dcol", types_.of(c).row()));
    for (size_t q = 0; q < k; q++) neps.push_back(param("ne", types_.of(op.neutral[q].var).row()));
    std::vector<Param> lps = colps;
    lps.insert(lps.end(), dps.begin(), dps.end());
    lps.insert(lps.end(), neps.begin(), neps.end());
    std::vector<Type> rrets;
    for (size_t q = 0; q < k; q++) rrets.push_back(swapped(st.pat[q].type).row());
    me.map_lambda = body_lambda(lps, std::make_shared<Body>(), rrets);
    {
      Stms& body = me.map_lambda.body->stms;
      ReduceOp rop;
      rop.lambda = renamed_copy(row.lambda, types_);
      for (const Param& p : neps) rop.neutral.push_back(SubExp::variable(p.name));
      rop.commutative = op.commutative;
      Exp r;
      r.kind = is_hist ? Exp::Kind::Hist : Exp::Kind::Screma;
      r.args = {n};
      if (is_hist) {
        r.arrays.push_back(e.arrays[0]);
        for (const Param& p : colps) r.arrays.push_back(p.name);
        for (const Param& p : dps) r.arrays.push_back(copy_of(body, p.name));
        r.reduces = {rop};
      } else {
        for (const Param& p : colps) r.arrays.push_back(p.name);
        std::vector<Param> ips;
        for (const Param& p : colps) ips.push_back(param("x", p.type.row()));
        std::vector<Type> its;
        for (const Param& p : ips) its.push_back(p.type);
        r.map_lambda = body_lambda(ips, std::make_shared<Body>(), its);
        for (const Param& p : ips) r.map_lambda.body->result.push_back(SubExp::variable(p.name));
        r.scans = {rop};
      }
      std::vector<VName> rs = bind_many(body, std::move(r), rrets, is_hist ? "col_hist" : "col_scan");
      for (const VName& v : rs) me.map_lambda.body->result.push_back(SubExp::variable(v));
    }
    for (size_t q = 0; q < k; q++) s.pat.push_back(param("cols_res", swapped(st.pat[q].type)));
    for (size_t q : live) adj[s.pat[q].name] = SubExp::variable(transposed(adj[st.pat[q].name].var, s.pat[q].type, "adj_cols"));
    map_adjoint(s, live, out);
    auto back = [&](const VName& c, const VName& to) {
      auto it = adj.find(c);
      if (it == adj.end() || !active(to)) return;
      VName b = transposed(it->second.var, types_.of(to), to + "_adj");
      owned.insert(b);
      add_adj(to, SubExp::variable(b), out);
    };
    for (size_t q = 0; q < k; q++) back(cols[q], ins[q]);
    for (size_t q = 0; q < dcols.size(); q++) back(dcols[q], e.arrays[1 + k + q]);
  }

  // An i64 operator `\a b -> a op b`.
  ReduceOp i64_op(BinOp bop, const SubExp& ne) {
    ReduceOp r;
    Param a = param("a", Type::scalar(PrimType::I64)), b = param("b", Type::scalar(PrimType::I64));
    r.lambda = body_lambda({a, b}, std::make_shared<Body>(), {Type::scalar(PrimType::I64)});
    r.lambda.body->result = {i64_bin(r.lambda.body->stms, bop, SubExp::variable(a.name), SubExp::variable(b.name))};
    r.neutral = {ne};
    r.commutative = true;
    return r;
  }
  // The results of `op` (a fresh copy of it) applied to `as` and `bs`,
  // its statements emitted into b.
  std::vector<SubExp> apply_op(const ReduceOp& op, const std::vector<SubExp>& as, const std::vector<SubExp>& bs,
                               Stms& b) {
    size_t k = op.neutral.size();
    Lambda c = renamed_copy(op.lambda, types_);
    for (size_t q = 0; q < k; q++) {
      b.push_back(bind_stm(c.params[q], as[q], loc_));
      b.push_back(bind_stm(c.params[k + q], bs[q], loc_));
    }
    b.insert(b.end(), c.body->stms.begin(), c.body->stms.end());
    return c.body->result;
  }
  // A loop statement (for loop `i < trip`) with merge parameters `init`
  // whose body `make` builds from the loop variable and the parameters.
  std::vector<VName> for_loop(Stms& out, const SubExp& trip, const std::vector<SubExp>& init,
                              const std::vector<Type>& ts,
                              const std::function<std::vector<SubExp>(const SubExp&, const std::vector<Param>&,
                                                                      Stms&)>& make,
                              const std::string& base) {
    Exp l;
    l.kind = Exp::Kind::Loop;
    l.loop_kind = Exp::LoopKind::For;
    l.prim = PrimType::I64;
    l.loop_var = fresh_name("i");
    types_.add(l.loop_var, Type::scalar(PrimType::I64));
    l.args = {trip};
    std::vector<Param> ps;
    for (size_t j = 0; j < init.size(); j++) {
      ps.push_back(param(base, ts[j]));
      l.merge.push_back({ps.back(), init[j]});
    }
    l.bodies = {std::make_shared<Body>()};
    l.bodies[0]->result = make(SubExp::variable(l.loop_var), ps, l.bodies[0]->stms);
    l.ret = ts;
    return bind_many(out, std::move(l), ts, base);
  }
  // The permutation that sorts `keys` (i64 in [0, top]) stably: element k
  // of the sorted order is keys[perm[k]].  A radix sort: one stable
  // partition (a scan and a scatter) per bit of top.
  VName sort_by_key(Stms& out, const VName& keys, const SubExp& top, const SubExp& w) {
    Type it = Type::scalar(PrimType::I64);
    // The number of bits of top.
    VName bits = for_loop(
        out, SubExp::i64(63), {SubExp::i64(0), SubExp::i64(1)}, {it, it},
        [&](const SubExp&, const std::vector<Param>& ps, Stms& b) {
          SubExp c = SubExp::variable(ps[0].name), p = SubExp::variable(ps[1].name);
          SubExp le = cmp(b, CmpOp::Le, PrimType::I64, p, top);
          return std::vector<SubExp>{select(b, le, i64_bin(b, BinOp::Add, c, SubExp::i64(1)), c, PrimType::I64),
                                     select(b, le, i64_bin(b, BinOp::Mul, p, SubExp::i64(2)), p, PrimType::I64)};
        },
        "nbits")[0];
    Type pt{PrimType::I64, {w}, false};
    return for_loop(
        out, SubExp::variable(bits), {SubExp::variable(iota(out, w))}, {pt},
        [&](const SubExp& i, const std::vector<Param>& ps, Stms& b) {
          VName perm = ps[0].name;
          VName bit = map_over(
              b, w, {perm}, {Type::scalar(PrimType::I64)},
              [&](const std::vector<Param>& xs, Stms& bb) {
                SubExp key = index(bb, keys, {SubExp::variable(xs[0].name)}, "key");
                return std::vector<SubExp>{i64_bin(bb, BinOp::And, i64_bin(bb, BinOp::Shr, key, i), SubExp::i64(1))};
              },
              "bit")[0];
          VName ones = scan_by(b, {bit}, i64_op(BinOp::Add, SubExp::i64(0)), false, w)[0];
          SubExp nzeros = i64_bin(b, BinOp::Sub, w, sum_rows(b, bit));
          VName dst = map_over(
              b, w, {iota(b, w), bit, ones}, {Type::scalar(PrimType::I64)},
              [&](const std::vector<Param>& xs, Stms& bb) {
                SubExp kk = SubExp::variable(xs[0].name), bt = SubExp::variable(xs[1].name),
                       on = SubExp::variable(xs[2].name);
                SubExp zero = cmp(bb, CmpOp::Eq, PrimType::I64, bt, SubExp::i64(0));
                SubExp at_one = i64_bin(bb, BinOp::Sub, i64_bin(bb, BinOp::Add, nzeros, on), SubExp::i64(1));
                return std::vector<SubExp>{select(bb, zero, i64_bin(bb, BinOp::Sub, kk, on), at_one, PrimType::I64)};
              },
              "dst")[0];
          Exp sc;
          sc.kind = Exp::Kind::Scatter;
          sc.args = {w};
          sc.arrays = {dst, perm, zeros(b, pt).var};
          return std::vector<SubExp>{SubExp::variable(bind(b, std::move(sc), pt, "sorted", loc_))};
        },
        "perm")[0];
  }
  // The segmented operator on (flag, values) tuples: (fa, as) (fb, bs) ->
  // (fa || fb, if fb then bs else as op bs), (bs op as) when `flipped`.
  ReduceOp segmented(const ReduceOp& op, bool flipped) {
    size_t k = op.neutral.size();
    Type bt = Type::scalar(PrimType::Bool);
    Param fa = param("fa", bt), fb = param("fb", bt);
    std::vector<Param> as, bs;
    for (size_t q = 0; q < k; q++) as.push_back(param("a", op.lambda.ret[q]));
    for (size_t q = 0; q < k; q++) bs.push_back(param("b", op.lambda.ret[q]));
    std::vector<Param> ps = {fa};
    ps.insert(ps.end(), as.begin(), as.end());
    ps.push_back(fb);
    ps.insert(ps.end(), bs.begin(), bs.end());
    std::vector<Type> rets = {bt};
    rets.insert(rets.end(), op.lambda.ret.begin(), op.lambda.ret.end());
    ReduceOp r;
    r.lambda = body_lambda(ps, std::make_shared<Body>(), rets);
    Stms& body = r.lambda.body->stms;
    Exp both;
    both.kind = Exp::Kind::BinOp;
    both.binop = BinOp::LogOr;
    both.prim = PrimType::Bool;
    both.args = {SubExp::variable(fa.name), SubExp::variable(fb.name)};
    SubExp f = SubExp::variable(bind(body, std::move(both), bt, "seg", loc_));
    Exp e;
    e.kind = Exp::Kind::If;
    e.args = {SubExp::variable(fb.name)};
    auto tb = std::make_shared<Body>();
    std::vector<SubExp> xs, ys;
    for (size_t q = 0; q < k; q++) {
      xs.push_back(SubExp::variable(as[q].name));
      ys.push_back(SubExp::variable(bs[q].name));
    }
    tb->result = ys;
    auto fbody = std::make_shared<Body>();
    fbody->result = flipped ? apply_op(op, ys, xs, fbody->stms) : apply_op(op, xs, ys, fbody->stms);
    e.bodies = {tb, fbody};
    e.ret = op.lambda.ret;
    std::vector<VName> vs = bind_many(body, std::move(e), op.lambda.ret, "seg");
    r.lambda.body->result = {f};
    for (const VName& v : vs) r.lambda.body->result.push_back(SubExp::variable(v));
    r.neutral = {SubExp::constant(PrimValue::bool_value(false))};
    r.neutral.insert(r.neutral.end(), op.neutral.begin(), op.neutral.end());
    r.commutative = false;
    return r;
  }

  // reduce_by_index with any other associative and commutative operator on
  // float scalars or tuples of scalars (Bruun et al., IFL'23): the values
  // sorted by bin (a stable radix sort; out-of-range indices form a bin of
  // their own), segmented exclusive scans from the left and from the right
  // give each value x its bin's other contributors l and r (the bin's
  // result is d op l op x op r, d the destination's element); x's adjoint
  // is the bin's times d(d op l op x op r)/dx (for a tuple, the bin's
  // adjoints dotted with the derivatives of the result's float
  // components).  The destination's adjoint is the bin's times d(d op
  // t)/dd, t the bin's reduction of the values alone (a reduce_by_index
  // into neutral elements).  A float scalar the operator reads gets the sum
  // of every application's contribution.
  void general_hist_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    const ReduceOp& op = e.reduces[0];
    size_t k = op.neutral.size();
    used_.insert(k == 1 ? "reduce_by_index with any operator (sorted by bin)"
                        : "reduce_by_index with an operator on tuples (sorted by bin)");
    const VName& is = e.arrays[0];
    std::vector<VName> vs, dests;
    for (size_t q = 0; q < k; q++) {
      vs.push_back(e.arrays[1 + q]);
      dests.push_back(copied_from_.at(e.arrays[1 + k + q]));
    }
    std::vector<size_t> fl;
    for (size_t q = 0; q < k; q++)
      if (has_tangent(op.lambda.ret[q])) fl.push_back(q);
    SubExp m = types_.of(dests[0]).shape[0], w = e.args[0];
    // The bins' adjoints, of the float components.
    std::vector<VName> hbar(k);
    for (size_t q : fl) hbar[q] = adj_or_zero(st.pat[q].name, out).var;
    Type bt = Type::scalar(PrimType::Bool), it = Type::scalar(PrimType::I64);
    std::vector<VName> fvs = *op_free_scalars(op);
    std::vector<size_t> vtargets;
    for (size_t q : fl)
      if (active(vs[q])) vtargets.push_back(q);
    if (!vtargets.empty() || !fvs.empty()) {
      VName keys = map_over(
          out, w, {is}, {it},
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp j = SubExp::variable(ps[0].name);
            SubExp lo = cmp(b, CmpOp::Le, PrimType::I64, SubExp::i64(0), j);
            SubExp hi = cmp(b, CmpOp::Lt, PrimType::I64, j, m);
            return std::vector<SubExp>{select(b, lo, select(b, hi, j, m, PrimType::I64), m, PrimType::I64)};
          },
          "key")[0];
      VName perm = sort_by_key(out, keys, m, w);
      SubExp last = i64_bin(out, BinOp::Sub, w, SubExp::i64(1));
      std::vector<Type> sts = {it};
      for (size_t q = 0; q < k; q++) sts.push_back(op.lambda.ret[q]);
      std::vector<VName> sorted = map_over(
          out, w, {perm}, sts,
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp j = SubExp::variable(ps[0].name);
            std::vector<SubExp> res = {index(b, keys, {j}, "sk")};
            for (size_t q = 0; q < k; q++) res.push_back(index(b, vs[q], {j}, "sv"));
            return res;
          },
          "sorted");
      VName sk = sorted[0];
      std::vector<VName> sv(sorted.begin() + 1, sorted.end());
      std::vector<VName> flags = map_over(
          out, w, {iota(out, w)}, {bt, bt},
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp kk = SubExp::variable(ps[0].name);
            SubExp km1 = i64_bin(b, BinOp::Max, i64_bin(b, BinOp::Sub, kk, SubExp::i64(1)), SubExp::i64(0));
            SubExp kp1 = i64_bin(b, BinOp::Min, i64_bin(b, BinOp::Add, kk, SubExp::i64(1)), last);
            SubExp here = index(b, sk, {kk}, "sk");
            SubExp first = cmp(b, CmpOp::Eq, PrimType::I64, kk, SubExp::i64(0));
            SubExp lastk = cmp(b, CmpOp::Eq, PrimType::I64, kk, last);
            SubExp newl = cmp(b, CmpOp::Ne, PrimType::I64, here, index(b, sk, {km1}, "sk"));
            SubExp newr = cmp(b, CmpOp::Ne, PrimType::I64, here, index(b, sk, {kp1}, "sk"));
            return std::vector<SubExp>{select(b, first, SubExp::constant(PrimValue::bool_value(true)), newl,
                                              PrimType::Bool),
                                       select(b, lastk, SubExp::constant(PrimValue::bool_value(true)), newr,
                                              PrimType::Bool)};
          },
          "seg");
      VName starts = flags[0], ends = flags[1];
      std::vector<VName> lin = {starts}, rin = {reversed(out, ends, w)};
      for (size_t q = 0; q < k; q++) {
        lin.push_back(sv[q]);
        rin.push_back(reversed(out, sv[q], w));
      }
      std::vector<VName> ls = scan_by(out, lin, segmented(op, false), false, w);
      std::vector<VName> rs = scan_by(out, rin, segmented(op, true), false, w);
      std::vector<Type> srets;
      for (size_t q : vtargets) srets.push_back(Type::scalar(op.lambda.ret[q].elem));
      for (const VName& v : fvs) srets.push_back(types_.of(v));
      std::vector<VName> sbars = map_over(
          out, w, {iota(out, w)}, srets,
          [&](const std::vector<Param>& ps, Stms& b) {
            SubExp kk = SubExp::variable(ps[0].name);
            SubExp km1 = i64_bin(b, BinOp::Max, i64_bin(b, BinOp::Sub, kk, SubExp::i64(1)), SubExp::i64(0));
            SubExp rk = i64_bin(
                b, BinOp::Max, i64_bin(b, BinOp::Sub, i64_bin(b, BinOp::Sub, last, kk), SubExp::i64(1)), SubExp::i64(0));
            SubExp bin = index(b, sk, {kk}, "bin");
            SubExp at_start = index(b, starts, {kk}, "st"), at_end = index(b, ends, {kk}, "en");
            std::vector<SubExp> l, r, d, x;
            std::vector<std::pair<size_t, SubExp>> hb;
            for (size_t q = 0; q < k; q++) {
              PrimType t = op.lambda.ret[q].elem;
              l.push_back(select(b, at_start, op.neutral[q], index(b, ls[1 + q], {km1}, "l"), t));
              r.push_back(select(b, at_end, op.neutral[q], index(b, rs[1 + q], {rk}, "r"), t));
              d.push_back(read_or_zero(b, dests[q], bin, op.neutral[q], t));
              x.push_back(index(b, sv[q], {kk}, "x"));
            }
            for (size_t q : fl) hb.push_back({q, read_or_zero(b, hbar[q], bin, zero_of(op.lambda.ret[q].elem),
                                                              op.lambda.ret[q].elem)});
            std::vector<SubExp> dl = apply_op(op, d, l, b);
            std::vector<SubExp> res;
            for (size_t q : vtargets) res.push_back(chain_derivative(op, std::nullopt, q, dl, x, &r, hb, b));
            // The application (d op l) op x, then op r (the rest of the
            // bin), for a variable the operator reads.
            for (const VName& v : fvs) res.push_back(chain_derivative(op, v, 0, dl, x, &r, hb, b));
            return res;
          },
          "sorted_adj");
      add_free_sums(fvs, std::vector<VName>(sbars.begin() + (long)vtargets.size(), sbars.end()), out);
      for (size_t j = 0; j < vtargets.size(); j++) {
        const VName& v = vs[vtargets[j]];
        Exp sc;
        sc.kind = Exp::Kind::Scatter;
        sc.args = {w};
        sc.arrays = {perm, sbars[j], zeros(out, types_.of(v)).var};
        VName vbar = bind(out, std::move(sc), types_.of(v), v + "_adj", loc_);
        owned.insert(vbar);
        add_adj(v, SubExp::variable(vbar), out);
      }
    }
    std::vector<size_t> dtargets;
    for (size_t q : fl)
      if (active(e.arrays[1 + k + q])) dtargets.push_back(q);
    if (!dtargets.empty()) {
      std::vector<VName> bins;
      for (size_t q = 0; q < k; q++) {
        Exp r;
        r.kind = Exp::Kind::Replicate;
        r.args = {m, op.neutral[q]};
        bins.push_back(bind(out, std::move(r), types_.of(dests[q]), "bins", loc_));
      }
      ReduceOp hop = op;
      hop.lambda = renamed_copy(op.lambda, types_);
      Exp h;
      h.kind = Exp::Kind::Hist;
      h.args = {w};
      h.arrays = {is};
      h.arrays.insert(h.arrays.end(), vs.begin(), vs.end());
      h.arrays.insert(h.arrays.end(), bins.begin(), bins.end());
      h.reduces = {hop};
      std::vector<Type> hts;
      for (size_t q = 0; q < k; q++) hts.push_back(types_.of(dests[q]));
      std::vector<VName> tot = bind_many(out, std::move(h), hts, "bin_tot");
      std::vector<VName> ins;
      for (size_t q : fl) ins.push_back(hbar[q]);
      ins.insert(ins.end(), dests.begin(), dests.end());
      ins.insert(ins.end(), tot.begin(), tot.end());
      std::vector<Type> drets;
      for (size_t q : dtargets) drets.push_back(Type::scalar(op.lambda.ret[q].elem));
      std::vector<VName> dbars = map_over(
          out, m, ins, drets,
          [&](const std::vector<Param>& ps, Stms& b) {
            size_t f = fl.size();
            std::vector<SubExp> ds, ts;
            for (size_t q = 0; q < k; q++) {
              ds.push_back(SubExp::variable(ps[f + q].name));
              ts.push_back(SubExp::variable(ps[f + k + q].name));
            }
            std::vector<SubExp> res;
            for (size_t j : dtargets) {
              std::vector<SubExp> col = op_column(op, ds, ts, j, fl, b);
              PrimType t = op.lambda.ret[j].elem;
              SubExp acc = fconst(t, 0);
              for (size_t r = 0; r < f; r++) {
                PrimType rt = op.lambda.ret[fl[r]].elem;
                acc = add(b, t, acc, convert(b, t, rt, mul(b, rt, SubExp::variable(ps[r].name), col[r])));
              }
              res.push_back(acc);
            }
            return res;
          },
          "dest_adj");
      for (size_t j = 0; j < dtargets.size(); j++) {
        owned.insert(dbars[j]);
        add_adj(e.arrays[1 + k + dtargets[j]], SubExp::variable(dbars[j]), out);
      }
    }
  }

  // The type of a gather's value: an element, or a row.
  Type gather_type(const Gather& g) const {
    return g.value.is_var() ? types_.of(g.value.var) : Type::scalar(types_.of(g.array).elem);
  }

  // Whether every use of the free array v in l is a top-level read of one
  // element (`v[i]`, `v[i, j]`), or every one a read of a row by the same
  // number of indices (`emb[i]`: an embedding's rows).
  bool gathered_only(const Lambda& l, const VName& v) const {
    size_t uses = 0, reads = 0;
    std::set<size_t> ranks;
    walk::for_each_name_lambda(l, [&](const VName& x, walk::Role r) {
      if (r == walk::Role::Use && x == v) uses++;
    });
    int rank = types_.of(v).rank();
    std::function<void(const Body&)> count = [&](const Body& b) {
      for (const Stm& st : b.stms) {
        const Exp& e = st.exp;
        if (e.kind == Exp::Kind::If) {
          count(*e.bodies[0]);
          count(*e.bodies[1]);
        }
        if (e.kind != Exp::Kind::Index || e.array != v || e.dims.empty() || (int)e.dims.size() > rank) continue;
        bool scalar = true;
        for (const DimIndex& d : e.dims) scalar = scalar && !d.is_slice;
        if (scalar) {
          reads++;
          ranks.insert(e.dims.size());
        }
      }
    };
    count(*l.body);
    return uses == reads && ranks.size() <= 1;
  }

  void map_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    const Lambda& l = e.map_lambda;
    SubExp w = e.args[0];
    used_.insert(types_.of(st.pat[0].name).rank() > 1 || e.arrays.empty() || types_.of(e.arrays[0]).rank() > 1
                     ? "map (nested)"
                     : "map");
    Lambda cp = renamed_copy(l, types_);
    std::vector<VName> scalars, dense, sparse;
    for (const VName& v : free_names(l)) {
      if (!active(v)) continue;
      if (!types_.of(v).is_array()) scalars.push_back(v);
      else if (gathered_only(l, v)) sparse.push_back(v);
      else dense.push_back(v);
    }
    std::set<VName> sparse_set(sparse.begin(), sparse.end());
    if (!sparse.empty()) used_.insert("gather by index (hist)");
    if (!dense.empty()) used_.insert("free array in a map (sum of rows)");
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {w};
    m.arrays = e.arrays;
    m.map_lambda.params = cp.params;
    std::vector<Param> adj_rows;
    for (size_t k : live) {
      Param p = param("adj_row", st.pat[k].type.row());
      adj_rows.push_back(p);
      m.arrays.push_back(adj[st.pat[k].name].var);
      m.map_lambda.params.push_back(p);
    }
    auto body = std::make_shared<Body>();
    body->stms = cp.body->stms;
    Reverse in = nested();
    in.gathered = sparse_set;
    for (size_t q = 0; q < live.size(); q++) {
      const SubExp& r = cp.body->result[live[q]];
      if (r.is_var()) in.add_adj(r.var, SubExp::variable(adj_rows[q].name), body->stms);
    }
    in.sweep(cp.body->stms, body->stms);
    std::vector<Type> rets;
    std::vector<SubExp> res;
    std::vector<size_t> mapped;
    for (size_t j = 0; j < e.arrays.size(); j++)
      if (active(e.arrays[j])) {
        mapped.push_back(j);
        res.push_back(in.adj_or_zero(cp.params[j].name, body->stms));
        rets.push_back(cp.params[j].type);
      }
    for (const VName& v : scalars) {
      res.push_back(in.adj_or_zero(v, body->stms));
      rets.push_back(types_.of(v));
    }
    for (const VName& v : dense) {
      res.push_back(in.adj_or_zero(v, body->stms));
      rets.push_back(types_.of(v));
    }
    for (const Gather& g : in.gathers) {
      res.push_back(g.flat);
      rets.push_back(Type::scalar(PrimType::I64));
      res.push_back(g.value);
      rets.push_back(gather_type(g));
    }
    body->result = res;
    m.map_lambda.body = body;
    m.map_lambda.ret = rets;
    std::vector<Type> outs;
    for (const Type& t : rets) outs.push_back(t.array_of(w));
    std::vector<VName> got = bind_many(out, std::move(m), outs, "map_adj");
    size_t pos = 0;
    for (size_t j : mapped) {
      owned.insert(got[pos]);
      add_adj(e.arrays[j], SubExp::variable(got[pos++]), out);
    }
    for (const VName& v : scalars) add_adj(v, sum_rows(out, got[pos++]), out);
    for (const VName& v : dense) {
      SubExp s = sum_rows(out, got[pos++]);
      owned.insert(s.var);
      add_adj(v, s, out);
    }
    for (const Gather& gt : in.gathers) {
      const VName& v = gt.array;
      Type vt = types_.of(v);
      VName is = got[pos++], vals = got[pos++];
      // The reads' indices address rows of rank `inner` (0: elements).
      size_t inner = (size_t)types_.of(vals).rank() - 1;
      size_t lead = (size_t)vt.rank() - inner;
      VName u = own(v, out);
      std::vector<SubExp> rest(vt.shape.begin() + (long)lead, vt.shape.end());
      SubExp total = elements(out, Type{vt.elem, std::vector<SubExp>(vt.shape.begin(), vt.shape.begin() + (long)lead),
                                        false});
      Type flat{vt.elem, {total}, false};
      flat.shape.insert(flat.shape.end(), rest.begin(), rest.end());
      VName dest = lead > 1 ? reshape(out, u, flat) : u;
      Exp h;
      h.kind = Exp::Kind::Hist;
      h.args = {w};
      h.arrays = {is, vals, dest};
      h.reduces = {inner == 0 ? plus_op(vt.elem) : rows_plus_op(out, flat.row())};
      VName r = bind(out, std::move(h), flat, v + "_adj", loc_);
      if (lead > 1) r = reshape(out, r, vt);
      owned.erase(u);
      owned.insert(r);
      adj[v] = SubExp::variable(r);
    }
  }

  void scatter_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    size_t k = st.pat.size();
    SubExp w = e.args[0];
    const VName& is = e.arrays[0];
    used_.insert(e.kind == Exp::Kind::Hist ? "reduce_by_index (+)" : "scatter");
    for (size_t q : live) {
      const VName& vs = e.arrays[1 + q];
      const VName& dest = e.arrays[1 + k + q];
      SubExp a = adj[st.pat[q].name];
      if (active(vs)) {
        VName g = gather(out, a.var, is, w);
        owned.insert(g);
        add_adj(vs, SubExp::variable(g), out);
      }
      if (!active(dest)) continue;
      if (e.kind == Exp::Kind::Hist) {
        add_adj(dest, a, out);
        continue;
      }
      // The written positions get no adjoint.
      VName u = owned.count(a.var) ? a.var : copy_of(out, a.var);
      SubExp zs = zeros(out, types_.of(vs));
      Exp sc;
      sc.kind = Exp::Kind::Scatter;
      sc.args = {w};
      sc.arrays = {is, zs.var, u};
      VName r = bind(out, std::move(sc), types_.of(dest), dest + "_adj", loc_);
      owned.erase(u);
      owned.insert(r);
      add_adj(dest, SubExp::variable(r), out);
    }
  }

  void if_adjoint(const Stm& st, const std::vector<size_t>& live, Stms& out) {
    const Exp& e = st.exp;
    used_.insert("if over arrays");
    std::set<VName> fv;
    for (const BodyPtr& b : e.bodies)
      for (const VName& v : free_names(body_lambda({}, b, e.ret)))
        if (active(v)) fv.insert(v);
    std::vector<VName> vs;
    for (const VName& v : fv)
      if (!gathered.count(v)) vs.push_back(v);
    Exp r;
    r.kind = Exp::Kind::If;
    r.args = e.args;
    std::vector<Type> ts;
    for (const VName& v : vs) ts.push_back(types_.of(v));
    // The adjoints of arrays are threaded through the branches (updated in
    // place there: an `if` in a loop that reads one element of an array
    // costs O(1), not the array's size).
    std::map<VName, VName> threaded;
    for (const VName& v : vs)
      if (types_.of(v).is_array()) threaded[v] = own(v, out);
    std::vector<std::vector<Gather>> branch_gathers;
    for (const BodyPtr& b : e.bodies) {
      Lambda cp = renamed_copy(body_lambda({}, b, e.ret), types_);
      auto nb = std::make_shared<Body>();
      nb->stms = cp.body->stms;
      Reverse in = nested();
      in.gathered = gathered;
      for (const auto& [v, u] : threaded) {
        in.adj[v] = SubExp::variable(u);
        in.owned.insert(u);
      }
      for (size_t k : live)
        if (cp.body->result[k].is_var()) in.add_adj(cp.body->result[k].var, adj[st.pat[k].name], nb->stms);
      in.sweep(cp.body->stms, nb->stms);
      for (const VName& v : vs) nb->result.push_back(in.adj_or_zero(v, nb->stms));
      r.bodies.push_back(nb);
      branch_gathers.push_back(in.gathers);
    }
    // A gather of one branch reads nothing (index -1) in the other.
    std::vector<VName> garrays;
    for (size_t b = 0; b < 2; b++)
      for (const Gather& g : branch_gathers[b]) {
        garrays.push_back(g.array);
        Type vt = gather_type(g);
        for (size_t o = 0; o < 2; o++) {
          r.bodies[o]->result.push_back(o == b ? g.flat : SubExp::i64(-1));
          r.bodies[o]->result.push_back(o == b ? g.value : zeros(r.bodies[o]->stms, vt));
        }
        ts.push_back(Type::scalar(PrimType::I64));
        ts.push_back(vt);
      }
    r.ret = ts;
    std::vector<VName> got = bind_many(out, std::move(r), ts, "if_adj");
    for (size_t i = 0; i < vs.size(); i++) {
      if (!ts[i].is_array()) {
        add_adj(vs[i], SubExp::variable(got[i]), out);
        continue;
      }
      owned.erase(threaded[vs[i]]);
      owned.insert(got[i]);
      adj[vs[i]] = SubExp::variable(got[i]);
    }
    for (size_t q = 0; q < garrays.size(); q++)
      gathers.push_back({garrays[q], SubExp::variable(got[vs.size() + 2 * q]),
                         SubExp::variable(got[vs.size() + 2 * q + 1])});
  }

  // The slice 0:count of a dimension.
  static DimIndex corner(const SubExp& count) {
    DimIndex d;
    d.is_slice = true;
    d.start = SubExp::i64(0);
    d.count = count;
    d.stride = SubExp::i64(1);
    return d;
  }
  // arr[ds] (indices and slices).
  VName slice(Stms& out, const VName& arr, const std::vector<DimIndex>& ds) {
    Type t = types_.of(arr);
    Type rt{t.elem, {}, false};
    for (size_t d = 0; d < ds.size(); d++)
      if (ds[d].is_slice) rt.shape.push_back(ds[d].count);
    for (size_t d = ds.size(); d < t.shape.size(); d++) rt.shape.push_back(t.shape[d]);
    Exp ix;
    ix.kind = Exp::Kind::Index;
    ix.array = arr;
    ix.dims = ds;
    ix.unsafe = true;
    ix.loc = loc_;
    return bind(out, std::move(ix), rt, "corner", loc_);
  }
  // The leading corner of `arr` of the dimensions `dims`.
  VName corner_of(Stms& out, const VName& arr, const std::vector<SubExp>& dims) {
    std::vector<DimIndex> ds;
    for (const SubExp& d : dims) ds.push_back(corner(d));
    return slice(out, arr, ds);
  }
  // Zeros of type `to` with `v` (of the dimensions `dims`) in their
  // leading corner.
  VName pad(Stms& out, const Type& to, const SubExp& v, const std::vector<SubExp>& dims) {
    SubExp z = zeros(out, to);
    Exp up;
    up.kind = Exp::Kind::Update;
    up.array = z.var;
    for (const SubExp& d : dims) up.dims.push_back(corner(d));
    up.args = {v};
    up.unsafe = true;
    up.loc = loc_;
    return bind(out, std::move(up), to, "padded", loc_);
  }
  // The largest of the i64s of `arr` (of size n; 0 if it is empty).
  SubExp max_of(Stms& out, const VName& arr, const SubExp& n) {
    Exp r;
    r.kind = Exp::Kind::Screma;
    r.args = {n};
    r.arrays = {arr};
    Param x = param("x", Type::scalar(PrimType::I64));
    r.map_lambda = body_lambda({x}, std::make_shared<Body>(), {Type::scalar(PrimType::I64)});
    r.map_lambda.body->result = {SubExp::variable(x.name)};
    ReduceOp mx;
    Param a = param("a", Type::scalar(PrimType::I64)), b = param("b", Type::scalar(PrimType::I64));
    mx.lambda = body_lambda({a, b}, std::make_shared<Body>(), {Type::scalar(PrimType::I64)});
    mx.lambda.body->result = {
        bin(mx.lambda.body->stms, BinOp::Max, PrimType::I64, SubExp::variable(a.name), SubExp::variable(b.name))};
    mx.neutral = {SubExp::i64(0)};
    mx.commutative = true;
    r.reduces = {mx};
    return SubExp::variable(bind(out, std::move(r), Type::scalar(PrimType::I64), "largest", loc_));
  }

  // A loop: count its iterations (while), record the state of each
  // iteration on a tape, then run the body's adjoint over the iterations
  // backwards.
  void loop_adjoint(const Stm& st, Stms& out) {
    const Exp& e = st.exp;
    used_.insert("loop (tape)");
    bool is_for = e.loop_kind == Exp::LoopKind::For;
    size_t np = e.merge.size(), off = is_for ? 1 : 0;
    std::vector<Param> lparams;
    if (is_for) lparams.push_back({e.loop_var, Type::scalar(e.prim)});
    std::vector<Type> mtypes;
    for (const auto& [p, init] : e.merge) {
      lparams.push_back(p);
      mtypes.push_back(p.type);
    }
    Lambda as_lambda = body_lambda(lparams, e.bodies[0], mtypes);
    SubExp n;
    if (is_for) {
      n = convert(out, PrimType::I64, e.prim, e.args[0]);
    } else {
      // The trip count: the loop again, with a counter.
      Lambda c = renamed_copy(as_lambda, types_);
      Param cnt = param("count", Type::scalar(PrimType::I64));
      auto body = std::make_shared<Body>(*c.body);
      body->result.push_back(i64_bin(body->stms, BinOp::Add, SubExp::variable(cnt.name), SubExp::i64(1)));
      Exp lp;
      lp.kind = Exp::Kind::Loop;
      lp.loop_kind = Exp::LoopKind::While;
      size_t ci = 0;
      for (size_t j = 0; j < np; j++)
        if (e.merge[j].first.name == e.loop_var) ci = j;
      lp.loop_var = c.params[ci].name;
      for (size_t j = 0; j < np; j++) lp.merge.push_back({c.params[j], e.merge[j].second});
      lp.merge.push_back({cnt, SubExp::i64(0)});
      lp.bodies = {body};
      std::vector<Type> ts = mtypes;
      ts.push_back(Type::scalar(PrimType::I64));
      lp.ret = ts;
      n = SubExp::variable(bind_many(out, std::move(lp), ts, "counted").back());
    }
    // Merge parameters whose sizes are other merge parameters (arrays that
    // change size between iterations): their tapes and adjoints are padded
    // to the largest size of any iteration, recorded by a second loop once
    // the first has recorded the sizes.
    std::map<VName, size_t> merge_at;
    for (size_t j = 0; j < np; j++) merge_at[e.merge[j].first.name] = j;
    std::vector<bool> variant(np, false);
    for (size_t j = 0; j < np; j++)
      for (const SubExp& d : mtypes[j].shape)
        if (d.is_var() && merge_at.count(d.var)) variant[j] = true;
    // tape_j[i] = the merge parameter j at the start of iteration i
    // (padded: its elements in the leading corner).
    std::vector<VName> tapes(np);
    std::vector<Type> padded(np);
    // The dimensions of merge parameter j in a copy whose merge parameters
    // are `ps`.
    auto dims_in = [&](size_t j, const std::vector<Param>& ps) {
      std::vector<SubExp> ds;
      for (const SubExp& d : mtypes[j].shape)
        ds.push_back(d.is_var() && merge_at.count(d.var) ? SubExp::variable(ps[off + merge_at[d.var]].name) : d);
      return ds;
    };
    auto record = [&](const std::vector<size_t>& which) {
      Lambda c = renamed_copy(as_lambda, types_);
      Param iv = is_for ? c.params[0] : param("i", Type::scalar(PrimType::I64));
      auto body = std::make_shared<Body>();
      SubExp i64v = convert(body->stms, PrimType::I64, is_for ? e.prim : PrimType::I64, SubExp::variable(iv.name));
      Exp lp;
      lp.kind = Exp::Kind::Loop;
      lp.loop_kind = Exp::LoopKind::For;
      lp.loop_var = iv.name;
      lp.prim = is_for ? e.prim : PrimType::I64;
      lp.args = {is_for ? e.args[0] : n};
      std::vector<std::pair<Param, SubExp>> tape_merge;
      std::vector<SubExp> tape_next;
      for (size_t j : which) {
        Type tt = (variant[j] ? padded[j] : mtypes[j]).array_of(n);
        SubExp init;
        if (variant[j]) {
          init = zeros(out, tt);
        } else {
          Exp rep;
          rep.kind = Exp::Kind::Replicate;
          rep.args = {n, e.merge[j].second};
          init = SubExp::variable(bind(out, std::move(rep), tt, "tape0", loc_));
        }
        Param tp = param("tape", tt);
        tape_merge.push_back({tp, init});
        Exp up;
        up.kind = Exp::Kind::Update;
        up.array = tp.name;
        DimIndex d;
        d.index = i64v;
        up.dims = {d};
        if (variant[j])
          for (const SubExp& c_d : dims_in(j, c.params)) up.dims.push_back(corner(c_d));
        up.args = {SubExp::variable(c.params[off + j].name)};
        up.unsafe = true;
        up.index_rank = 1;
        up.loc = loc_;
        tape_next.push_back(SubExp::variable(bind(body->stms, std::move(up), tt, "tape", loc_)));
      }
      for (const Stm& s : c.body->stms) body->stms.push_back(s);
      body->result = c.body->result;
      body->result.insert(body->result.end(), tape_next.begin(), tape_next.end());
      for (size_t j = 0; j < np; j++) lp.merge.push_back({c.params[off + j], e.merge[j].second});
      lp.merge.insert(lp.merge.end(), tape_merge.begin(), tape_merge.end());
      lp.bodies = {body};
      std::vector<Type> ts = mtypes;
      for (const auto& [tp, init] : tape_merge) ts.push_back(tp.type);
      lp.ret = ts;
      std::vector<VName> got = bind_many(out, std::move(lp), ts, "taped");
      for (size_t q = 0; q < which.size(); q++) tapes[which[q]] = got[np + q];
    };
    std::vector<size_t> fixed, varying;
    for (size_t j = 0; j < np; j++) (variant[j] ? varying : fixed).push_back(j);
    record(fixed);
    if (!varying.empty()) {
      used_.insert("loop with arrays changing size (padded tape)");
      // The largest value of each size: over the iterations' starts and
      // the end.
      std::map<VName, SubExp> largest;
      for (size_t j : varying)
        for (const SubExp& d : mtypes[j].shape)
          if (d.is_var() && merge_at.count(d.var) && !largest.count(d.var)) {
            size_t k = merge_at[d.var];
            largest[d.var] = i64_bin(out, BinOp::Max, max_of(out, tapes[k], n), SubExp::variable(st.pat[k].name));
          }
      for (size_t j : varying) {
        padded[j] = mtypes[j];
        for (SubExp& d : padded[j].shape)
          if (d.is_var() && largest.count(d.var)) d = largest[d.var];
      }
      record(varying);
    }
    // The adjoint loop, over the iterations backwards.
    std::vector<VName> fv;
    for (const VName& v : free_names(as_lambda))
      if (active(v)) fv.push_back(v);
    std::vector<size_t> floats;
    for (size_t j = 0; j < np; j++)
      if (has_tangent(mtypes[j])) floats.push_back(j);
    Lambda c = renamed_copy(as_lambda, types_);
    Param r = param("r", Type::scalar(PrimType::I64));
    Exp lp;
    lp.kind = Exp::Kind::Loop;
    lp.loop_kind = Exp::LoopKind::For;
    lp.loop_var = r.name;
    lp.prim = PrimType::I64;
    lp.args = {n};
    std::vector<Param> adj_params, acc_params;
    std::vector<Type> ts;
    for (size_t j : floats) {
      Type at = variant[j] ? padded[j] : mtypes[j];
      Param ap = param(e.merge[j].first.name + "_adj", at);
      SubExp init;
      auto it = adj.find(st.pat[j].name);
      if (it == adj.end()) init = zeros(out, at);
      else if (variant[j]) init = SubExp::variable(pad(out, at, it->second, types_.of(st.pat[j].name).shape));
      else if (mtypes[j].is_array() && !owned.count(it->second.var)) init = SubExp::variable(copy_of(out, it->second.var));
      else init = it->second;
      lp.merge.push_back({ap, init});
      adj_params.push_back(ap);
      ts.push_back(at);
    }
    for (const VName& v : fv) {
      Type t = types_.of(v);
      Param ap = param(v + "_acc", t);
      SubExp init = t.is_array() ? SubExp::variable(own(v, out)) : adj_or_zero(v, out);
      lp.merge.push_back({ap, init});
      acc_params.push_back(ap);
      ts.push_back(t);
    }
    auto body = std::make_shared<Body>();
    SubExp i = i64_bin(body->stms, BinOp::Sub, i64_bin(body->stms, BinOp::Sub, n, SubExp::i64(1)),
                       SubExp::variable(r.name));
    if (is_for) body->stms.push_back(bind_stm(c.params[0], convert(body->stms, e.prim, PrimType::I64, i), loc_));
    for (size_t j : fixed) body->stms.push_back(bind_stm(c.params[off + j], index(body->stms, tapes[j], {i}, "state"), loc_));
    for (size_t j : varying) {
      std::vector<DimIndex> ds{DimIndex{false, i, {}, {}, {}}};
      for (const SubExp& d : dims_in(j, c.params)) ds.push_back(corner(d));
      body->stms.push_back(bind_stm(c.params[off + j], SubExp::variable(slice(body->stms, tapes[j], ds)), loc_));
    }
    for (const Stm& s : c.body->stms) body->stms.push_back(s);
    Reverse in = nested();
    for (size_t q = 0; q < fv.size(); q++) {
      in.adj[fv[q]] = SubExp::variable(acc_params[q].name);
      if (acc_params[q].type.is_array()) in.owned.insert(acc_params[q].name);
    }
    for (size_t q = 0; q < floats.size(); q++) {
      const SubExp& res = c.body->result[floats[q]];
      if (variant[floats[q]]) {
        // The result's adjoint: the corner of the padded one its size.
        if (res.is_var())
          in.add_adj(res.var, SubExp::variable(copy_of(body->stms, corner_of(body->stms, adj_params[q].name,
                                                                              types_.of(res.var).shape))),
                     body->stms);
        continue;
      }
      if (adj_params[q].type.is_array()) in.owned.insert(adj_params[q].name);
      if (res.is_var()) in.add_adj(res.var, SubExp::variable(adj_params[q].name), body->stms);
    }
    in.sweep(c.body->stms, body->stms);
    std::set<VName> seen;
    for (size_t j : floats) {
      SubExp a = in.adj_or_zero(c.params[off + j].name, body->stms);
      if (variant[j]) a = SubExp::variable(pad(body->stms, padded[j], a, dims_in(j, c.params)));
      if (a.is_var() && mtypes[j].is_array() && !seen.insert(a.var).second) a = SubExp::variable(copy_of(body->stms, a.var));
      body->result.push_back(a);
    }
    for (const VName& v : fv) {
      SubExp a = in.adj_or_zero(v, body->stms);
      if (a.is_var() && types_.of(v).is_array() && !seen.insert(a.var).second) a = SubExp::variable(copy_of(body->stms, a.var));
      body->result.push_back(a);
    }
    lp.bodies = {body};
    lp.ret = ts;
    std::vector<VName> got = bind_many(out, std::move(lp), ts, "loop_adj");
    for (size_t q = 0; q < floats.size(); q++) {
      const SubExp& init = e.merge[floats[q]].second;
      if (variant[floats[q]]) {
        if (init.is_var())
          add_adj(init.var, SubExp::variable(copy_of(out, corner_of(out, got[q], types_.of(init.var).shape))), out);
        continue;
      }
      if (mtypes[floats[q]].is_array()) owned.insert(got[q]);
      if (init.is_var()) add_adj(init.var, SubExp::variable(got[q]), out);
    }
    for (size_t q = 0; q < fv.size(); q++) {
      VName g = got[floats.size() + q];
      if (types_.of(fv[q]).is_array()) owned.insert(g);
      adj[fv[q]] = SubExp::variable(g);
    }
  }

  Ad& ad_;
  const std::set<VName>& outside_;
  const std::map<VName, SubExp>& outer_zeros_;
  std::set<std::string>& used_;
  // The array each copy in the bodies swept copies.
  std::map<VName, VName> copied_from_;
};

void Ad::inline_calls_into(const std::vector<Stm>& in, Stms& out) {
  // Names of `l` that are its parameters replaced by the given values'
  // variables (the others bound by statements), types included.
  auto bind_params = [&](Lambda& l, const std::vector<SubExp>& given, const Span& loc) {
    std::map<VName, VName> subst;
    for (size_t i = 0; i < l.params.size(); i++) {
      if (given[i].is_var()) subst[l.params[i].name] = given[i].var;
      else out.push_back(bind_stm(l.params[i], given[i], loc));
    }
    walk::for_each_name_lambda(l, [&](VName& v, walk::Role r) {
      auto it = subst.find(v);
      if (r == walk::Role::Use && it != subst.end()) v = it->second;
    });
    types_.collect_lambda(l);
  };
  for (const Stm& st : in) {
    if (scalarise_rows(st, out)) continue;
    if (st.exp.kind == Exp::Kind::Stream) {
      // A stream is its chunk function applied to the whole input as one
      // chunk (every partitioning gives the same result); a Red stream's
      // result is then combined with the initial accumulators.
      const Exp& e = st.exp;
      size_t p = e.args.size() - 1;
      Lambda c = renamed_copy(e.map_lambda, types_);
      std::vector<SubExp> given(e.args.begin(), e.args.end());
      for (const VName& a : e.arrays) given.push_back(SubExp::variable(a));
      bind_params(c, given, st.loc);
      inline_calls_into(c.body->stms, out);
      std::vector<SubExp> res = c.body->result;
      if (e.stream_kind == Exp::StreamKind::Red) {
        Lambda op = renamed_copy(e.reduces[0].lambda, types_);
        std::vector<SubExp> operands(e.args.begin() + 1, e.args.end());
        operands.insert(operands.end(), res.begin(), res.begin() + (long)p);
        bind_params(op, operands, st.loc);
        inline_calls_into(op.body->stms, out);
        for (size_t j = 0; j < p; j++) res[j] = op.body->result[j];
      }
      for (size_t k = 0; k < st.pat.size(); k++) out.push_back(bind_stm(st.pat[k], res[k], st.loc));
      continue;
    }
    const Function* f = nullptr;
    std::optional<Function> looped;
    if (st.exp.kind == Exp::Kind::Apply) {
      expand_function(st.exp.fun_name);
      f = find(st.exp.fun_name);
      // A recursive function whose self-calls are all tail calls is
      // inlined as a while loop (the sweep reverses loops, not calls).
      if (f && f->body && is_recursive(*f)) {
        looped = tail_call_loop(*f, true);
        if (looped && !is_recursive(*looped)) f = &*looped;
      }
    }
    if (!f || !f->body || is_recursive(*f)) {
      // Calls in nested bodies too (a map's lambda, a loop's body).
      Stm n = st;
      auto inline_body = [&](BodyPtr& b) {
        auto nb = std::make_shared<Body>();
        inline_calls_into(b->stms, nb->stms);
        nb->result = b->result;
        b = nb;
      };
      for (BodyPtr& b : n.exp.bodies)
        if (b) inline_body(b);
      if (n.exp.map_lambda.body) inline_body(n.exp.map_lambda.body);
      out.push_back(std::move(n));
      continue;
    }
    Lambda callee = renamed_copy(Lambda{f->params, f->body, f->ret}, types_);
    // Parameters given variables are replaced by them (so that a map's
    // lambda reads a captured array itself, not a copy of it).
    std::map<VName, VName> subst;
    for (size_t i = 0; i < callee.params.size(); i++) {
      if (st.exp.args[i].is_var()) subst[callee.params[i].name] = st.exp.args[i].var;
      else out.push_back(bind_stm(callee.params[i], st.exp.args[i], st.loc));
    }
    walk::for_each_name_lambda(callee, [&](VName& v, walk::Role r) {
      auto it = subst.find(v);
      if (r == walk::Role::Use && it != subst.end()) v = it->second;
    });
    types_.collect_lambda(callee);
    inline_calls_into(callee.body->stms, out);
    for (size_t k = 0; k < st.pat.size(); k++) out.push_back(bind_stm(st.pat[k], callee.body->result[k], st.loc));
  }
}

// A scan, reduce or reduce_by_index over arrays of rows of a size known
// at compile time whose operator is not vectorised (`scan` of 2 x 2 matrix products, of
// affine maps kept as pairs of rows): rewritten over the rows' scalars,
// one [n] array per position, with the operator on tuples of scalars (the
// rows rebuilt by array literals inside it, its results indexed), which
// the rules for scalars cover.  False, and nothing emitted, where it does
// not apply (at most 16 scalars in all).
bool Ad::scalarise_rows(const Stm& st, Stms& out) {
  const Exp& e = st.exp;
  bool hist = e.kind == Exp::Kind::Hist && e.reduces.size() == 1;
  if (!hist && (e.kind != Exp::Kind::Screma || !identity_lambda(e.map_lambda) || e.arrays.empty())) return false;
  bool scan = !hist && e.scans.size() == 1 && e.reduces.empty();
  if (!hist && !scan && !(e.reduces.size() == 1 && e.scans.empty())) return false;
  const ReduceOp& op = scan ? e.scans[0] : e.reduces[0];
  size_t k = hist ? op.neutral.size() : e.arrays.size();
  // The arrays of rows (a reduce_by_index's values, then its destinations).
  auto src = [&](size_t q) { return hist ? e.arrays[1 + q] : e.arrays[q]; };
  if (op.neutral.size() != k || row_operator(op, types_)) return false;
  if (hist)
    for (size_t q = 0; q < k; q++) {
      Type a = types_.of(e.arrays[1 + k + q]).row(), b = types_.of(src(q)).row();
      if (a.elem != b.elem || a.rank() != b.rank()) return false;
      for (int d = 0; d < a.rank(); d++)
        if (!a.shape[(size_t)d].is_const() || !b.shape[(size_t)d].is_const() ||
            a.shape[(size_t)d].value.as_i64() != b.shape[(size_t)d].value.as_i64())
          return false;
    }
  for (const SubExp& ne : op.neutral)
    if (!ne.is_var()) return false;
  // Per array, its rows' type and the positions (index tuples) of their
  // scalars in row-major order.
  std::vector<Type> rows;
  std::vector<std::vector<std::vector<int64_t>>> pos(k);
  size_t total = 0;
  bool any_float = false;
  for (size_t q = 0; q < k; q++) {
    Type t = types_.of(src(q));
    if (t.rank() < 2) return false;
    Type r = t.row();
    std::vector<int64_t> dims;
    for (const SubExp& d : r.shape) {
      if (!d.is_const()) return false;
      dims.push_back(d.value.as_i64());
    }
    int64_t c = 1;
    for (int64_t d : dims) c *= d;
    if (c <= 0 || total + (size_t)c > 16) return false;
    total += (size_t)c;
    for (int64_t j = 0; j < c; j++) {
      std::vector<int64_t> ix(dims.size());
      int64_t rest = j;
      for (size_t d = dims.size(); d-- > 0;) {
        ix[d] = rest % dims[d];
        rest /= dims[d];
      }
      pos[q].push_back(ix);
    }
    rows.push_back(r);
    any_float = any_float || has_tangent(r);
  }
  if (!any_float) return false;
  Emit em(types_);
  em.loc_ = st.loc;
  auto index_at = [&](Stms& b, const VName& a, const std::vector<int64_t>& ix, PrimType t) {
    Exp x;
    x.kind = Exp::Kind::Index;
    x.array = a;
    for (int64_t i : ix) {
      DimIndex d;
      d.index = SubExp::i64(i);
      x.dims.push_back(d);
    }
    x.loc = st.loc;
    return SubExp::variable(em.bind(b, std::move(x), Type::scalar(t), "el", st.loc));
  };
  // The row of type r from its scalars (row-major), by nested literals.
  std::function<SubExp(Stms&, const Type&, const std::vector<SubExp>&, size_t)> literal =
      [&](Stms& b, const Type& r, const std::vector<SubExp>& els, size_t from) -> SubExp {
    if (!r.is_array()) return els[from];
    Type sub = r.row();
    int64_t n = r.shape[0].value.as_i64();
    int64_t step = 1;
    for (const SubExp& d : sub.shape) step *= d.value.as_i64();
    Exp lit;
    lit.kind = Exp::Kind::ArrayLit;
    lit.type = r;
    for (int64_t i = 0; i < n; i++) lit.args.push_back(literal(b, sub, els, from + (size_t)(i * step)));
    return SubExp::variable(em.bind(b, std::move(lit), r, "row", st.loc));
  };
  SubExp n = e.args[0];
  // The scalars' arrays and the neutral elements' scalars.
  std::vector<VName> comps, dcomps;
  std::vector<SubExp> nes;
  std::vector<Type> ets;
  for (size_t q = 0; q < 2 * k; q++) {
    if (q >= k && !hist) break;
    bool dst = q >= k;
    VName arr = dst ? e.arrays[1 + q] : src(q);
    SubExp len = types_.of(arr).shape[0];
    size_t qq = dst ? q - k : q;
    PrimType t = rows[qq].elem;
    Exp m;
    m.kind = Exp::Kind::Screma;
    m.args = {len};
    m.arrays = {arr};
    Param row{fresh_name("row"), rows[qq]};
    types_.add(row.name, row.type);
    m.map_lambda.params = {row};
    m.map_lambda.body = std::make_shared<Body>();
    std::vector<Type> cts;
    for (const auto& ix : pos[qq]) {
      m.map_lambda.body->result.push_back(index_at(m.map_lambda.body->stms, row.name, ix, t));
      m.map_lambda.ret.push_back(Type::scalar(t));
      cts.push_back(Type::scalar(t).array_of(len));
      if (!dst) ets.push_back(Type::scalar(t));
    }
    std::vector<Param> pat;
    for (const Type& ct : cts) {
      pat.push_back(Param{fresh_name("pos"), ct});
      types_.add(pat.back().name, ct);
      (dst ? dcomps : comps).push_back(pat.back().name);
    }
    out.push_back(Stm{pat, std::move(m), st.loc});
    if (dst) continue;
    for (const auto& ix : pos[q]) {
      const SubExp& ne = op.neutral[q];
      internal_assert(ne.is_var(), "ad: a row's neutral element is not a variable");
      nes.push_back(index_at(out, ne.var, ix, t));
    }
  }
  // The operator on the scalars.
  ReduceOp sop;
  sop.commutative = op.commutative;
  sop.neutral = nes;
  std::vector<Param> as, bs;
  for (const Type& t : ets) {
    as.push_back(Param{fresh_name("a"), t});
    types_.add(as.back().name, t);
  }
  for (const Type& t : ets) {
    bs.push_back(Param{fresh_name("b"), t});
    types_.add(bs.back().name, t);
  }
  sop.lambda.params = as;
  sop.lambda.params.insert(sop.lambda.params.end(), bs.begin(), bs.end());
  sop.lambda.ret = ets;
  sop.lambda.body = std::make_shared<Body>();
  {
    Stms& b = sop.lambda.body->stms;
    Lambda c = renamed_copy(op.lambda, types_);
    size_t at = 0;
    for (size_t q = 0; q < k; q++) {
      std::vector<SubExp> la, lb;
      for (size_t j = 0; j < pos[q].size(); j++) {
        la.push_back(SubExp::variable(as[at + j].name));
        lb.push_back(SubExp::variable(bs[at + j].name));
      }
      b.push_back(bind_stm(c.params[q], literal(b, rows[q], la, 0), st.loc));
      b.push_back(bind_stm(c.params[k + q], literal(b, rows[q], lb, 0), st.loc));
      at += pos[q].size();
    }
    b.insert(b.end(), c.body->stms.begin(), c.body->stms.end());
    for (size_t q = 0; q < k; q++) {
      SubExp r = c.body->result[q];
      VName rv = r.var;
      internal_assert(r.is_var(), "ad: a row operator's result is a constant");
      for (const auto& ix : pos[q]) sop.lambda.body->result.push_back(index_at(b, rv, ix, rows[q].elem));
    }
  }
  Exp ns;
  ns.kind = hist ? Exp::Kind::Hist : Exp::Kind::Screma;
  ns.args = {n};
  ns.arrays = comps;
  SubExp m_out = n;
  if (hist) {
    m_out = types_.of(e.arrays[1 + k]).shape[0];
    ns.arrays = {e.arrays[0]};
    ns.arrays.insert(ns.arrays.end(), comps.begin(), comps.end());
    ns.arrays.insert(ns.arrays.end(), dcomps.begin(), dcomps.end());
  }
  std::vector<Param> ids;
  for (const Type& t : ets) {
    ids.push_back(Param{fresh_name("x"), t});
    types_.add(ids.back().name, t);
  }
  ns.map_lambda.params = ids;
  ns.map_lambda.ret = ets;
  ns.map_lambda.body = std::make_shared<Body>();
  for (const Param& p : ids) ns.map_lambda.body->result.push_back(SubExp::variable(p.name));
  if (hist) ns.map_lambda = Lambda{};
  if (scan) ns.scans = {sop};
  else ns.reduces = {sop};
  std::vector<Param> rpat;
  for (const Type& t : ets) {
    Type rt = scan || hist ? t.array_of(m_out) : t;
    rpat.push_back(Param{fresh_name(scan || hist ? "scanned" : "reduced"), rt});
    types_.add(rpat.back().name, rt);
  }
  out.push_back(Stm{rpat, std::move(ns), st.loc});
  // The results rebuilt.
  size_t at = 0;
  for (size_t q = 0; q < k; q++) {
    size_t c = pos[q].size();
    if (!scan && !hist) {
      std::vector<SubExp> els;
      for (size_t j = 0; j < c; j++) els.push_back(SubExp::variable(rpat[at + j].name));
      out.push_back(bind_stm(st.pat[q], literal(out, rows[q], els, 0), st.loc));
    } else {
      Exp m;
      m.kind = Exp::Kind::Screma;
      m.args = {m_out};
      std::vector<SubExp> els;
      for (size_t j = 0; j < c; j++) {
        m.arrays.push_back(rpat[at + j].name);
        Param p{fresh_name("el"), ets[at + j]};
        types_.add(p.name, p.type);
        m.map_lambda.params.push_back(p);
        els.push_back(SubExp::variable(p.name));
      }
      m.map_lambda.body = std::make_shared<Body>();
      m.map_lambda.ret = {rows[q]};
      m.map_lambda.body->result = {literal(m.map_lambda.body->stms, rows[q], els, 0)};
      out.push_back(Stm{{st.pat[q]}, std::move(m), st.loc});
    }
    at += c;
  }
  return true;
}

bool Ad::vjp_coverable(const std::string& name) {
  auto it = vjp_cover_.find(name);
  if (it != vjp_cover_.end()) return it->second;
  // Assumed while its body is checked (for its self-calls).
  vjp_cover_[name] = true;
  expand_function(name);
  const Function* f = find(name);
  bool ok = f && f->body && !f->entry;
  if (ok) {
    std::set<VName> params;
    for (const Param& p : f->params) params.insert(p.name);
    for (const Type& t : f->ret)
      if (has_tangent(t))
        for (const SubExp& d : t.shape) ok = ok && (d.is_const() || params.count(d.var));
  }
  if (ok) {
    Lambda c = renamed_copy(Lambda{f->params, f->body, f->ret}, types_);
    auto inlined = std::make_shared<Body>();
    inline_calls_into(c.body->stms, inlined->stms);
    inlined->result = c.body->result;
    c.body = inlined;
    std::set<VName> outside = free_names(c);
    std::map<VName, SubExp> none;
    std::set<std::string> used;
    Reverse rv(types_, *this, outside, none, used);
    ok = !rv.uncovered(*c.body);
  }
  vjp_cover_[name] = ok;
  return ok;
}

const std::string& Ad::vjp_function(const std::string& name, std::set<std::string>& used) {
  auto it = vjp_names_.find(name);
  if (it != vjp_names_.end()) return it->second;
  const Function* f = find(name);
  internal_assert(f && f->body, "ad: reverse mode of unknown function " << name);
  std::string vn = fresh_name(f->name + "_vjp");
  vjp_names_[name] = vn;
  Span loc = f->loc;
  bool noinline = f->noinline;
  Lambda c = renamed_copy(Lambda{f->params, f->body, f->ret}, types_);
  auto inlined = std::make_shared<Body>();
  inline_calls_into(c.body->stms, inlined->stms);
  inlined->result = c.body->result;
  c.body = inlined;
  std::set<VName> outside = free_names(c);
  std::map<VName, SubExp> none;
  Reverse rv(types_, *this, outside, none, used);
  rv.loc_ = loc;
  c.body = rv.keep_consumed(*c.body);
  Function vf;
  vf.name = vn;
  vf.params = c.params;
  auto body = std::make_shared<Body>();
  body->stms = c.body->stms;
  for (size_t k = 0; k < c.ret.size(); k++) {
    if (!has_tangent(c.ret[k])) continue;
    Param yb{fresh_name("ybar"), c.ret[k]};
    types_.add(yb.name, yb.type);
    vf.params.push_back(yb);
    if (c.body->result[k].is_var()) rv.add_adj(c.body->result[k].var, SubExp::variable(yb.name), body->stms);
  }
  rv.sweep(c.body->stms, body->stms);
  for (const Param& p : c.params) {
    if (!has_tangent(p.type)) continue;
    body->result.push_back(rv.adj_or_zero(p.name, body->stms));
    vf.ret.push_back(p.type);
  }
  vf.body = body;
  vf.entry = false;
  vf.noinline = noinline;
  vf.loc = loc;
  derivatives_.push_back(std::move(vf));
  return vjp_names_[name];
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
  std::set<VName> outside = free_names(c);
  std::set<std::string> used;
  Reverse rv(types_, *this, outside, outer_zeros, used);
  rv.loc_ = s.loc;
  c.body = rv.keep_consumed(*c.body);
  if (const Stm* bad = rv.uncovered(*c.body)) {
    notes_.push_back("vjp at " + s.loc.str() +
                     ": forward mode over the input's basis vectors (the reverse sweep does not cover the " +
                     rv.why(*bad) + ")");
    return false;
  }
  // The forward sweep.
  for (size_t i = 0; i < c.params.size(); i++) out.push_back(bind_stm(c.params[i], xs[i], s.loc));
  for (const Stm& st : c.body->stms) out.push_back(st);
  for (size_t k = 0; k < c.ret.size(); k++)
    if (has_tangent(c.ret[k]) && c.body->result[k].is_var()) rv.add_adj(c.body->result[k].var, ybar[k], out);
  // The reverse sweep.
  rv.sweep(c.body->stms, out);
  for (size_t j = 0; j < c.params.size(); j++) {
    const Param& p = s.pat[off + j];
    SubExp v = has_tangent(p.type) ? rv.adj_or_zero(c.params[j].name, out) : rv.zeros(out, p.type);
    out.push_back(bind_stm(p, v, s.loc));
  }
  std::string rules;
  for (const std::string& u : used) rules += (rules.empty() ? "" : ", ") + u;
  notes_.push_back("vjp at " + s.loc.str() + ": reverse sweep" + (rules.empty() ? "" : " (" + rules + ")"));
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

Program expand_ad(const Program& p, std::vector<std::string>* notes) {
  if (!contains_ad(p)) return p;
  Ad ad(p);
  Program r = ad.run();
  if (notes) *notes = ad.notes_;
  return r;
}

}  // namespace runic::ir
