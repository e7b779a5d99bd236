#include "elaborate/desugar.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

#include "elaborate/monomorphise.h"
#include "elaborate/records.h"
#include "typecheck/prim_members.h"

namespace runic {
namespace {

using namespace tc;
using K = TypeNode::Kind;
using EK = ast::Expr::Kind;
using PK = ast::Pat::Kind;
using TK = ast::TypeExp::Kind;
using ast::ExprPtr;
using ast::PatPtr;
using ast::TypeExpPtr;

// ---- AST construction ----
ExprPtr mk(EK k, const Span& sp) {
  auto e = std::make_shared<ast::Expr>();
  e->kind = k;
  e->span = sp;
  return e;
}
ExprPtr mk_var(const std::string& n, const Span& sp) {
  auto e = mk(EK::Var, sp);
  e->name = n;
  return e;
}
ExprPtr mk_int(int64_t v, PrimType t, const Span& sp) {
  auto e = mk(EK::IntLit, sp);
  e->negative = v < 0;
  uint64_t a = v < 0 ? (uint64_t)(-(v + 1)) + 1 : (uint64_t)v;
  e->int_value = a;
  e->int_digits = std::to_string(a);
  e->suffix = t;
  return e;
}
ExprPtr mk_bool(bool b, const Span& sp) {
  auto e = mk(EK::BoolLit, sp);
  e->bool_value = b;
  return e;
}
ExprPtr mk_apply(ExprPtr f, std::vector<ExprPtr> args, const Span& sp) {
  auto e = mk(EK::Apply, sp);
  e->elems = {std::move(f)};
  for (auto& a : args) e->elems.push_back(std::move(a));
  return e;
}
ExprPtr mk_binop(const std::string& op, ExprPtr a, ExprPtr b, const Span& sp) {
  auto e = mk(EK::BinOp, sp);
  e->op = op;
  e->elems = {std::move(a), std::move(b)};
  return e;
}
PatPtr mk_pid(const std::string& n, const Span& sp) {
  auto p = std::make_shared<ast::Pat>();
  p->kind = PK::Id;
  p->name = n;
  p->span = sp;
  return p;
}
PatPtr mk_pwild(const Span& sp) {
  auto p = std::make_shared<ast::Pat>();
  p->kind = PK::Wildcard;
  p->span = sp;
  return p;
}
ExprPtr mk_let(PatPtr p, ExprPtr v, ExprPtr body, const Span& sp) {
  auto e = mk(EK::Let, sp);
  e->pat = std::move(p);
  e->elems = {std::move(v), std::move(body)};
  return e;
}

std::string mangle_op(const std::string& name) {
  // A copy made by elaborate/monomorphise.h: `+[i32]` -> `op_plus[i32]`.
  std::string op = instance_base_name(name);
  std::string r = "op";
  for (char c : op) {
    switch (c) {
      case '+': r += "_plus"; break;
      case '-': r += "_minus"; break;
      case '*': r += "_star"; break;
      case '/': r += "_slash"; break;
      case '%': r += "_percent"; break;
      case '=': r += "_eq"; break;
      case '!': r += "_bang"; break;
      case '<': r += "_lt"; break;
      case '>': r += "_gt"; break;
      case '&': r += "_amp"; break;
      case '^': r += "_caret"; break;
      case '|': r += "_bar"; break;
      case '.': r += "_dot"; break;
      default: r += "_"; r += c;
    }
  }
  return r + name.substr(op.size());
}

// An operator, possibly qualified by the module it is defined in (`M.+`,
// named so by elaborate/defunctorise.h): a name that ends in an operator
// character.
bool is_op_name(const std::string& name) {
  std::string n = instance_base_name(name);
  return !n.empty() && !std::isalnum((unsigned char)n.back()) && n.back() != '_' && n.back() != '\'';
}

// The name of the operator of a BinOp or section, with its qualifier when
// that is a user module's (`M.+`; not `f32.+`).
std::string op_full_name(const ast::Expr& e) { return e.qual.empty() ? e.op : e.qual + "." + e.op; }

bool is_signature_check(const ast::ValDecl& d) {
  for (auto& a : d.attrs)
    if (a.name == "signature_check") return true;
  return false;
}

class Desugar {
 public:
  explicit Desugar(const TypedProgram& tp) : tp_(tp) {
    // The anonymous sizes that a use of a function passes as a size
    // argument: a `let` that binds an array of such a size names it.
    std::function<void(const SizeP&)> collect = [&](const SizeP& z) {
      if (z->kind == SizeNode::Kind::Name && z->anon) wanted_anon_.insert(z->id);
      if (z->kind == SizeNode::Kind::BinOp) {
        collect(z->a);
        collect(z->b);
      }
    };
    // Only the sizes passed as values: size parameters that are value
    // parameters (see size_value_params_) and the sizes of `unflatten`
    // and `split`.
    for (size_t i = 0; i < tp_.prog.decls.size(); ++i)
      if (tp_.prog.decls[i].kind == ast::Decl::Kind::Val) {
        in_prelude_ = i < tp_.prelude_decls;
        find_size_value_params(tp_.prog.decls[i].val);
      }
    in_prelude_ = false;
    for (auto& [e, r] : tp_.refs) {
      for (size_t i : size_value_indices(r)) collect(tp_.solver.resolve(r.size_args.at(i)));
      if (r.kind == TypedProgram::Ref::Kind::Global) referenced_.insert(r.name);
    }
    // The sizes of an empty array literal's rows (`let b = [filter p xs]
    // let a = [] : [][]i32 in a ++ b`): the elaborator makes its rows of
    // that size, so a `let` before it names the size.
    std::function<void(const TypeP&)> collect_type = [&](const TypeP& t) {
      if (t->kind == K::Array)
        for (auto& d : t->shape) collect(tp_.solver.resolve(d));
      if (t->elem) collect_type(t->elem);
      for (auto& x : t->elems) collect_type(x);
      for (auto& f : t->fields) collect_type(f.second);
      for (auto& c : t->constrs)
        for (auto& p : c.second) collect_type(p);
    };
    for (auto& [e, t] : tp_.expr_types)
      if (e->kind == EK::ArrayLit && e->elems.empty()) collect_type(tp_.solver.resolve(t));
  }

  // The indices of the size arguments of a use of `r` that desugaring
  // passes as values.
  std::vector<size_t> size_value_indices(const TypedProgram::Ref& r) {
    std::vector<size_t> out;
    if (r.kind == TypedProgram::Ref::Kind::Builtin && (r.name == "unflatten" || r.name == "split")) {
      for (size_t i = 0; i < r.size_args.size(); ++i) out.push_back(i);
    } else if (r.kind == TypedProgram::Ref::Kind::Global) {
      auto g = global_decls_.find(r.name);
      if (g == global_decls_.end()) return out;
      auto sv = size_value_params_.find(g->second);
      if (sv != size_value_params_.end())
        for (size_t i : sv->second.index)
          if (i < r.size_args.size()) out.push_back(i);
    }
    return out;
  }

  ast::Program run() {
    ast::Program out;
    out.file = tp_.prog.file;
    for (size_t i = 0; i < tp_.prog.decls.size(); ++i) {
      const ast::Decl& d = tp_.prog.decls[i];
      if (d.kind == ast::Decl::Kind::Type) continue;  // expanded by the checker
      if (is_signature_check(d.val)) continue;        // see elaborate/defunctorise.h
      in_prelude_ = i < tp_.prelude_decls;
      find_size_value_params(d.val);
      out.decls.push_back(val_decl(d.val));
      if (!in_prelude_)
        if (auto c = unused_check(d.val, out.decls.back().val)) out.decls.push_back(*c);
    }
    return out;
  }

  // A definition with a function-typed parameter is checked only in the
  // copies defunctionalisation makes for its calls.  For one that is never
  // called, this makes a first-order definition for the uniqueness checker
  // (see is_unused_check): its function-typed parameters become local
  // functions that fail when called,
  //   def f (g: a -> b) (xs: t) = e   =>   def f'unused_check (xs: t) = let g = \(x0: a) -> ??? in e
  std::optional<ast::Decl> unused_check(const ast::ValDecl& src, const ast::ValDecl& v) {
    bool entry = src.entry || (src.name == "main" && !in_prelude_);
    if (entry || referenced_.count(src.name) || src.params.empty()) return std::nullopt;
    auto sv = size_value_params_.find(&src);
    size_t lead = sv == size_value_params_.end() ? 0 : sv->second.names.size();
    if (v.params.size() < lead + src.params.size()) return std::nullopt;
    ast::Decl d;
    d.kind = ast::Decl::Kind::Val;
    ast::ValDecl& c = d.val;
    c = v;
    c.name = v.name + "'unused_check";
    c.entry = false;
    c.recursive = false;
    ast::Attr a;
    a.name = a.text = "unused_check";
    a.span = v.span;
    c.attrs.push_back(a);
    c.params.assign(v.params.begin(), v.params.begin() + lead);
    std::vector<std::pair<std::string, ExprPtr>> funs;
    for (size_t i = 0; i < src.params.size(); ++i) {
      TypeP t = tp_.type_of(*src.params[i]);
      const PatPtr& q = v.params[lead + i];
      if (t->kind != K::Arrow) {
        c.params.push_back(q);
        continue;
      }
      const ast::Pat* id = q->kind == PK::Ascribed ? q->inner.get() : q.get();
      if (id->kind == PK::Wildcard) continue;
      if (id->kind != PK::Id) return std::nullopt;
      // \(x0: a0) (x1: a1) ... -> assert false (#blank : b)
      auto l = mk(EK::Lambda, q->span);
      int k = 0;
      for (; t->kind == K::Arrow; t = tp_.solver.resolve(t->result)) {
        auto asc = std::make_shared<ast::Pat>();
        asc->kind = PK::Ascribed;
        asc->inner = mk_pid("x" + std::to_string(k++) + "_unused", q->span);
        asc->type = texp(tp_.solver.resolve(t->param), q->span);
        asc->span = q->span;
        l->params.push_back(asc);
      }
      auto hole = mk(EK::Assert, q->span);
      auto blank = mk(EK::Ascript, q->span);
      blank->elems = {mk_var("#blank", q->span)};
      blank->type = texp(strip_unique(t), q->span);
      hole->elems = {mk_bool(false, q->span), blank};
      l->elems = {hole};
      funs.push_back({id->name, l});
    }
    if (funs.empty()) return std::nullopt;
    for (auto it = funs.rbegin(); it != funs.rend(); ++it) c.body = mk_let(mk_pid(it->first, v.span), it->second, c.body, v.span);
    return d;
  }

 private:
  const TypedProgram& tp_;
  // Size parameters that no parameter type has as a whole dimension
  // (`def f [n] (xs: [n * 2]t)`): the elaborator cannot read them from the
  // arguments' shapes, so they become leading `(n: i64)` parameters and
  // every use of the function passes the sizes inference instantiated
  // them with.  Per definition: the indices into its scheme's size
  // parameters and their names.  Inferred ones count too (`def p a = half
  // a` with `half [n] (r: [n * 2]t)` gets `p [n] (a: [n * 2]t)`): `anon`
  // holds the id of each such one (-1 for a declared one), whose name is
  // the one the body's sizes use (see anon_size_name).
  struct SizeValueParams {
    std::vector<size_t> index;
    std::vector<std::string> names;
    std::vector<int> anon;
  };
  std::map<const ast::ValDecl*, SizeValueParams> size_value_params_;
  std::map<std::string, const ast::ValDecl*> global_decls_;

  void find_size_value_params(const ast::ValDecl& d) {
    global_decls_[d.name] = &d;
    bool entry = d.entry || (d.name == "main" && !in_prelude_);
    auto sch = tp_.schemes.find(&d);
    if (entry || sch == tp_.schemes.end()) return;
    std::set<std::string> explicit_sizes(d.size_params.begin(), d.size_params.end());
    for (auto& tp : d.type_params)
      if (tp.kind == ast::TypeParam::Kind::Size) explicit_sizes.insert(tp.name);
    const Scheme& s = sch->second;
    TypeP t = tp_.solver.resolve(s.type);
    std::vector<TypeP> params;
    for (size_t i = 0; i < d.params.size() && t->kind == K::Arrow; ++i, t = tp_.solver.resolve(t->result))
      params.push_back(tp_.solver.resolve(t->param));
    // The parameters that eta-expansion adds to a definition whose result
    // is a function (`def unf = unflatten`, see `decl`).
    std::vector<TypeP> eta;
    for (; t->kind == K::Arrow; t = tp_.solver.resolve(t->result)) eta.push_back(tp_.solver.resolve(t->param));
    SizeValueParams out;
    for (size_t i = 0; i < s.size_params.size(); ++i) {
      const std::string& n = i < s.size_param_names.size() ? s.size_param_names[i] : "";
      bool declared = explicit_sizes.count(n) > 0;
      bool direct = false;
      for (auto& p : params) direct = direct || mentions_size(p, s.size_params[i], true);
      if (direct) continue;
      if (!declared) {
        // An inferred size parameter that only a compound size of a
        // parameter mentions, written or added by eta-expansion (`def
        // unf = unflatten`: `[n * m]t -> [n][m]t`, whose n and m the
        // body passes on to `unflatten`).  One that is a whole dimension
        // of an added parameter is known from the argument there.
        bool mentioned = false, eta_direct = false;
        for (auto& p : params) mentioned = mentioned || mentions_size(p, s.size_params[i], false);
        for (auto& p : eta) {
          mentioned = mentioned || mentions_size(p, s.size_params[i], false);
          eta_direct = eta_direct || mentions_size(p, s.size_params[i], true);
        }
        if (!mentioned || eta_direct) continue;
      }
      out.index.push_back(i);
      int id = s.size_params[i];
      out.names.push_back(declared ? n : n + "_anon" + std::to_string(id));
      out.anon.push_back(declared ? -1 : id);
    }
    if (!out.index.empty()) size_value_params_[&d] = out;
  }
  bool in_prelude_ = false;
  int counter_ = 0;

  std::string fresh(const std::string& base) { return base + "_ds" + std::to_string(counter_++); }

  // ---- types ----
  ast::DimExp dim_of(const SizeP& z, const Span& sp, bool exprs) {
    ast::DimExp d;
    d.span = sp;
    switch (z->kind) {
      case SizeNode::Kind::Const:
        d.kind = ast::DimExp::Kind::Const;
        d.value = z->value;
        break;
      case SizeNode::Kind::Name:
        if (!z->anon) {
          d.kind = ast::DimExp::Kind::Name;
          d.name = z->name;
        } else if (auto n = anon_size_name(z)) {
          d.kind = ast::DimExp::Kind::Name;
          d.name = *n;
          d.anonymous = true;
        }
        break;
      case SizeNode::Kind::BinOp:
        if (exprs) {
          if (auto e = size_expr(z, sp)) {
            d.kind = ast::DimExp::Kind::Expr;
            d.expr = e;
          }
        }
        break;
      default: break;
    }
    return d;
  }

  // The anonymous size parameters of the definition being translated
  // (`def f (xs: []i32)`: `[d0] (xs: [d0]i32)`) get names, so that its
  // body can pass them on (`unflatten (flatten xss)` needs the sizes of
  // `xss`): while its parameters are translated, every one that is the
  // whole size of a dimension of an annotated parameter is bound, as an
  // added size parameter of the definition.
  std::set<int> anon_size_params_;  // ids: the scheme's anonymous size parameters
  std::map<int, std::string> bound_anon_sizes_;
  bool naming_params_ = false;
  std::set<int> wanted_anon_;  // see the constructor
  std::set<std::string> referenced_;  // the top-level definitions some name refers to

  // `let zs = filter p xs in ... apply g ...` where `apply`'s size is the
  // length of `zs`: the sizes of the arrays a `let` binds that are wanted
  // as size arguments get a name (`zs_len = length zs`), in scope in the
  // body.  Returns (name, variable, dimension) for each.
  // A size of a component of a tuple or record (`let p = (filter f xs,
  // 1)`) is reached through its fields: `path` (with each record's type).
  struct NamedSize {
    std::string name, var;
    size_t dim;
    int id;
    std::vector<std::pair<std::string, TypeP>> path;
  };
  void name_sizes_of(const std::string& var, const TypeP& t0, std::vector<NamedSize>& out,
                     std::vector<std::pair<std::string, TypeP>> path = {}) {
    TypeP t = tp_.solver.resolve(t0);
    if (t->kind == K::Tuple || t->kind == K::Record) {
      if (path.size() > 8) return;
      for (size_t i = 0; i < t->elems.size(); ++i) {
        path.push_back({std::to_string(i), t});
        name_sizes_of(var, t->elems[i], out, path);
        path.pop_back();
      }
      for (auto& [f, ft] : t->fields) {
        path.push_back({f, t});
        name_sizes_of(var, ft, out, path);
        path.pop_back();
      }
      return;
    }
    if (t->kind != K::Array) return;
    for (size_t d = 0; d < t->shape.size(); ++d) {
      SizeP z = tp_.solver.resolve(t->shape[d]);
      if (z->kind != SizeNode::Kind::Name || !z->anon || !wanted_anon_.count(z->id) ||
          bound_anon_sizes_.count(z->id))
        continue;
      std::string n = fresh(var + "_len");
      bound_anon_sizes_[z->id] = n;
      out.push_back({n, var, d, z->id, path});
    }
  }
  // `body` in the scope of the names of `named` (and out of theirs after).
  ExprPtr bind_named_sizes(const std::vector<NamedSize>& named, ExprPtr body, const Span& sp) {
    for (auto it = named.rbegin(); it != named.rend(); ++it) {
      ExprPtr a = mk_var(it->var, sp);
      for (auto& [f, rt] : it->path) a = field(a, rt, f, sp);
      body = mk_let(mk_pid(it->name, sp), mk_apply(mk_var("length", sp), {dim_to_front(a, it->dim)}, sp), body, sp);
      bound_anon_sizes_.erase(it->id);
    }
    return body;
  }

  // Whether a size argument of the function `e` applies (a use of a global
  // function) is an existential size made in one of the arguments of this
  // application (`apply g (filter p xs)`): Futhark evaluates the
  // arguments first, so the size is known; desugaring binds them first.
  bool size_made_in_args(const ast::Expr& e) {
    if (e.elems.empty() || e.elems[0]->kind != EK::Var) return false;
    const TypedProgram::Ref* r = ref(*e.elems[0]);
    if (!r || r->kind != TypedProgram::Ref::Kind::Global) return false;
    auto inside = [](const Span& a, const Span& b) {  // a within b
      auto le = [](const Loc& x, const Loc& y) { return x.line < y.line || (x.line == y.line && x.col <= y.col); };
      return a.file == b.file && le(b.begin, a.begin) && le(a.begin, b.end);
    };
    bool found = false;
    std::function<void(const SizeP&)> find = [&](const SizeP& z) {
      if (z->kind == SizeNode::Kind::Name && z->anon && !bound_anon_sizes_.count(z->id)) {
        auto o = tp_.size_origins.find(z->id);
        if (o != tp_.size_origins.end())
          for (size_t i = 1; i < e.elems.size(); ++i)
            if (inside(o->second, e.elems[i]->span)) found = true;
      }
      if (z->kind == SizeNode::Kind::BinOp) {
        find(z->a);
        find(z->b);
      }
    };
    for (size_t i : size_value_indices(*r)) find(tp_.solver.resolve(r->size_args.at(i)));
    return found;
  }

  // The body of a local function or lambda: the sizes of its parameters
  // that the body needs as values (an empty array's rows) are named, as
  // a `let`'s are.
  ExprPtr fun_body(const std::vector<ast::PatPtr>& params, const ast::Expr& body) {
    std::vector<NamedSize> named;
    for (auto& p : params) {
      std::vector<NamedSize> n = name_let_sizes(*p);
      named.insert(named.end(), n.begin(), n.end());
    }
    return bind_named_sizes(named, expr(body), body.span);
  }

  std::vector<NamedSize> name_let_sizes(const ast::Pat& p) {
    std::vector<NamedSize> out;
    std::function<void(const ast::Pat&)> walk = [&](const ast::Pat& q) {
      if (q.kind == PK::Id && !is_op_name(q.name)) {
        name_sizes_of(q.name, tp_.type_of(q), out);
        return;
      }
      for (auto& x : q.elems) walk(*x);
      for (auto& [n, x] : q.fields) walk(*x);
      if (q.inner) walk(*q.inner);
    };
    walk(p);
    return out;
  }
  std::optional<std::string> anon_size_name(const SizeP& z) {
    auto it = bound_anon_sizes_.find(z->id);
    if (it != bound_anon_sizes_.end()) return it->second;
    if (!naming_params_ || !anon_size_params_.count(z->id)) return std::nullopt;
    std::string n = z->name + "_anon" + std::to_string(z->id);
    bound_anon_sizes_[z->id] = n;
    return n;
  }

  static bool span_within(const Span& a, const Span& b) {
    auto le = [](const Loc& x, const Loc& y) { return x.line < y.line || (x.line == y.line && x.col <= y.col); };
    return a.file && a.file == b.file && le(b.begin, a.begin) && le(a.end, b.end);
  }

  // A size as an expression, when every name in it is a source variable.
  ExprPtr size_expr(const SizeP& z, const Span& sp) {
    switch (z->kind) {
      case SizeNode::Kind::Const: return mk_int(z->value, PrimType::I64, sp);
      case SizeNode::Kind::Name: {
        if (!z->anon) return mk_var(z->name, sp);
        auto n = anon_size_name(z);
        return n ? mk_var(*n, sp) : nullptr;
      }
      case SizeNode::Kind::BinOp: {
        auto a = size_expr(z->a, sp), b = size_expr(z->b, sp);
        if (!a || !b) return nullptr;
        return mk_binop(z->op, a, b, sp);
      }
      case SizeNode::Kind::Term:
        // `length zs`, `i64.i32 k`: the expression it was read from, whose
        // variables the checker found in scope (a term over a name out of
        // scope is an unknown size).
        // A term over a name that some binding shadows is not written out
        // by name: the name might mean another binding here.
        // Only where each of its variables is visible (a term over a name
        // bound by a `let` whose body it left is not known here).
        if (!z->src) return nullptr;
        for (int d : z->deps) {
          if (tp_.shadowed_uids.count(d)) return nullptr;
          auto sc = tp_.uid_scopes.find(d);
          if (sc != tp_.uid_scopes.end() && !span_within(sp, sc->second)) return nullptr;
        }
        return expr(*static_cast<const ast::Expr*>(z->src));
      default: return nullptr;
    }
  }

  // A type expression for a resolved type (records and sums stay:
  // elaborate/records.h lowers them).  `exprs`: sizes that are expressions
  // over variables in scope are written out (else `[]`).
  TypeExpPtr texp(const TypeP& t, const Span& sp, bool exprs = false) {
    auto r = std::make_shared<ast::TypeExp>();
    r->span = sp;
    r->unique = t->unique;
    switch (t->kind) {
      case K::Prim:
        r->kind = TK::Prim;
        r->prim = t->prim;
        break;
      case K::Var:
      case K::Param:
        // Named by the type variable: the same type everywhere in a body.
        r->kind = TK::Hole;
        r->name = "'" + std::string(t->kind == K::Var ? "v" : "p") + std::to_string(t->id);
        break;
      case K::Record:
        r->kind = TK::Record;
        for (auto& [n, f] : t->fields) r->fields.push_back({n, texp(f, sp, exprs)});
        break;
      case K::Sum:
        r->kind = TK::Sum;
        for (auto& [c, ps] : t->constrs) {
          std::vector<TypeExpPtr> es;
          for (auto& p : ps) es.push_back(texp(p, sp, exprs));
          r->constrs.push_back({c, es});
        }
        break;
      case K::Array: {
        TypeExpPtr cur = texp(t->elem, sp, exprs);
        for (size_t i = t->shape.size(); i-- > 0;) {
          auto a = std::make_shared<ast::TypeExp>();
          a->kind = TK::Array;
          a->span = sp;
          a->dim = dim_of(t->shape[i], sp, exprs);
          a->elem = cur;
          cur = a;
        }
        cur->unique = t->unique;
        return cur;
      }
      case K::Tuple:
        if (t->elems.empty()) {
          r->kind = TK::Unit;
        } else {
          r->kind = TK::Tuple;
          for (auto& e : t->elems) r->elems.push_back(texp(e, sp, exprs));
        }
        break;
      case K::Arrow:
        r->kind = TK::Arrow;
        r->elems = {texp(t->param, sp, exprs), texp(t->result, sp, exprs)};
        break;
    }
    return r;
  }

  // ---- patterns ----
  // The Level-1 pattern of a (checked) pattern.  Record, constructor and
  // literal patterns stay for elaborate/records.h: a constructor pattern
  // carries its sum type, a literal is desugared.
  PatPtr pat(const ast::Pat& p) {
    TypeP t = tp_.type_of(p);
    auto out = std::make_shared<ast::Pat>(p);
    out->attrs.clear();
    switch (p.kind) {
      case PK::Id:
        if (is_op_name(p.name)) out->name = mangle_op(p.name);
        return out;
      case PK::Wildcard:
      case PK::Unit: return out;
      case PK::Tuple:
        for (auto& e : out->elems) e = pat(*e);
        return out;
      case PK::Record:
        for (auto& [n, fp] : out->fields) fp = pat(*fp);
        return out;
      case PK::Ascribed: {
        out->inner = pat(*p.inner);
        out->type = texp(t, p.span);
        // The uniqueness the user wrote (loop parameters `(ys: *[]t)`, and
        // per component of a tuple type, `(a, k): (*[]t, i32)`).
        if (p.type) copy_uniqueness(*p.type, *out->type);
        return out;
      }
      case PK::Literal: out->literal = expr(*p.literal); return out;
      case PK::Constr: {
        if (t->kind != K::Sum) return mk_pwild(p.span);
        for (auto& e : out->elems) e = pat(*e);
        out->type = texp(t, p.span);
        return out;
      }
    }
    return out;
  }

  // ---- values ----
  ExprPtr literal(const ast::Expr& e) {
    auto out = std::make_shared<ast::Expr>(e);
    TypeP t = tp_.type_of(e);
    PrimType p = t->kind == K::Prim ? t->prim : (e.kind == EK::FloatLit ? PrimType::F64 : PrimType::I32);
    if (e.kind == EK::CharLit) {
      out->kind = EK::IntLit;
      out->int_digits = std::to_string(e.int_value);
    }
    out->suffix = p;
    return out;
  }

  // Field `f` of value `v` of type `t` (resolved): a field of a record
  // carries the record's type (elaborate/records.h finds the field's
  // place in it); a tuple's `.0` none.
  ExprPtr field(const ExprPtr& v, const TypeP& t, const std::string& f, const Span& sp) {
    auto e = mk(EK::Proj, sp);
    e->elems = {v};
    e->field = f;
    if (t->kind == K::Record) e->type = texp(t, sp);
    return e;
  }

  // The array `a` with its dimension `d` moved to the front:
  // map^(d-1) transpose, ..., map transpose, transpose.
  ExprPtr dim_to_front(ExprPtr a, size_t d) {
    for (size_t k = d; k-- > 0;) a = under_maps(k, a);
    return a;
  }
  // `transpose` applied `k` levels down in `x`.
  ExprPtr under_maps(size_t k, const ExprPtr& x) {
    const Span& sp = x->span;
    if (k == 0) return mk_apply(mk_var("transpose", sp), {x}, sp);
    std::string r = fresh("row");
    auto l = mk(EK::Lambda, sp);
    l->params = {mk_pid(r, sp)};
    l->elems = {under_maps(k - 1, mk_var(r, sp))};
    return mk_apply(mk_var("map", sp), {l, x}, sp);
  }

  // ---- equality ----
  // `==` or `!=` (op) at operand type `t` (resolved).  Futhark compares
  // tuples, records, sums and arrays structurally: such a comparison
  // carries the operands' type, and elaborate/records.h spells it out.
  ExprPtr compare(const std::string& op, const ExprPtr& a, const ExprPtr& b, const TypeP& t,
                  const Span& sp) {
    ExprPtr r = mk_binop(op, a, b, sp);
    if (t->kind == K::Tuple || t->kind == K::Record || t->kind == K::Sum || t->kind == K::Array)
      r->type = texp(t, sp);
    return r;
  }
  static bool is_eq_op(const ast::Expr& e) {
    return e.qual.empty() && (e.op == "==" || e.op == "!=");
  }

  // `let [n] p = e` where no annotation of `p` names n as an array's
  // dimension (`let [k] xs : t[k] = ...` with an abbreviation, a record
  // pattern `{vals, ...}`): the first variable of the pattern `q` whose
  // checked type has n as a dimension.
  void find_typed(const ast::Expr& e, const ast::Pat& q, size_t i, std::string& found, size_t& dim) {
    auto ls = tp_.let_sizes.find(&e);
    if (ls == tp_.let_sizes.end() || i >= ls->second.size()) return;
    std::string want = size_key(tp_.solver.resolve(ls->second[i]));
    std::function<void(const ast::Pat&)> walk = [&](const ast::Pat& p) {
      if (!found.empty()) return;
      if (p.kind == PK::Id) {
        auto pt = tp_.pat_types.find(&p);
        if (pt == tp_.pat_types.end()) return;
        tc::TypeP t = tp_.solver.resolve(pt->second);
        if (t->kind != tc::TypeNode::Kind::Array) return;
        for (size_t d = 0; d < t->shape.size(); ++d)
          if (size_key(tp_.solver.resolve(t->shape[d])) == want) {
            found = p.name;
            dim = d;
            return;
          }
        return;
      }
      for (auto& x : p.elems) walk(*x);
      for (auto& [n, x] : p.fields) walk(*x);
      if (p.inner) walk(*p.inner);
    };
    walk(q);
  }

  const TypedProgram::Ref* ref(const ast::Expr& e) {
    auto it = tp_.refs.find(&e);
    return it == tp_.refs.end() ? nullptr : &it->second;
  }

  SizeP size_arg(const TypedProgram::Ref& r, size_t i) { return tp_.solver.resolve(r.size_args.at(i)); }
  ExprPtr size_arg_expr(const TypedProgram::Ref& r, size_t i, const ast::Expr& e) {
    SizeP z = size_arg(r, i);
    ExprPtr x = size_expr(z, e.span);
    if (!x && z->kind == SizeNode::Kind::Flex)
      user_error(e.span, "Ambiguous size: nothing in this use of `" + r.name + "` determines its size parameter",
                 "its size parameter appears only in a function type; ascribe a type that names the size, "
                 "e.g. on a lambda's parameter `\\(xs: [3]i64) -> ...`");
    if (!x) causality_error(e, r, i, z);
    if (!x)
      user_error(e.span, "the sizes of `" + r.name + "` are not known here (`" + show_size(size_arg(r, i)) + "`)",
                 "ascribe the argument's size, e.g. `(xs :> [n * m]t)`");
    return x;
  }

  // Language reference, "Causality restriction": the size argument `z`
  // of the use `e` of `r` is an existential size made after it (`let h =
  // apply g in h (filter p xs)`): Futhark's "Causality check" error.
  void causality_error(const ast::Expr& e, const TypedProgram::Ref& r, size_t i, const SizeP& z) {
    std::optional<Span> later;
    std::function<void(const SizeP&)> find = [&](const SizeP& s) {
      if (later) return;
      if (s->kind == SizeNode::Kind::Name && s->anon) {
        auto o = tp_.size_origins.find(s->id);
        if (o != tp_.size_origins.end() && o->second.file == e.span.file &&
            (o->second.begin.line > e.span.begin.line ||
             (o->second.begin.line == e.span.begin.line && o->second.begin.col > e.span.begin.col)))
          later = o->second;
      }
      if (s->kind == SizeNode::Kind::BinOp) {
        find(s->a);
        find(s->b);
      }
    };
    find(z);
    if (!later) return;
    // The size parameter's name and the function's type, as declared.
    std::string size = "", type;
    auto g = global_decls_.find(r.name);
    if (g != global_decls_.end())
      if (auto sch = tp_.schemes.find(g->second); sch != tp_.schemes.end()) {
        if (i < sch->second.size_param_names.size()) size = sch->second.size_param_names[i];
        type = show_type(sch->second.type);
      }
    if (size.empty()) size = show_size(z);
    user_error(e.span,
               "Causality check: size `" + size + "` needed for type of `" + r.name + "`" +
                   (type.empty() ? "" : ": " + type) + ". But `" + size + "` is computed at " + later->str() +
                   ", after this use",
               "bind the expression producing `" + size + "` with `let` beforehand");
  }

  ExprPtr var(const ast::Expr& e) {
    const TypedProgram::Ref* r = ref(e);
    auto chain = tp_.proj_chains.find(&e);
    if (chain != tp_.proj_chains.end()) {
      // r.x.y written as one name.
      std::string n = e.name;
      std::vector<std::string> parts;
      size_t p = 0;
      while (true) {
        size_t q = n.find('.', p);
        parts.push_back(n.substr(p, q == std::string::npos ? std::string::npos : q - p));
        if (q == std::string::npos) break;
        p = q + 1;
      }
      ExprPtr cur = mk_var(parts[0], e.span);
      for (size_t i = 1; i < parts.size(); ++i)
        cur = field(cur, tp_.solver.resolve(chain->second[i - 1]), parts[i], e.span);
      return cur;
    }
    if (!r) return mk_var(e.name, e.span);
    if (r->kind == TypedProgram::Ref::Kind::Global || r->kind == TypedProgram::Ref::Kind::Local)
      return fn_var(e, *r, is_op_name(r->name) ? mangle_op(r->name) : e.name);
    if (r->kind == TypedProgram::Ref::Kind::Builtin) {
      const std::string& n = r->name;
      if (n == "unflatten")
        return mk_apply(mk_var("unflatten", e.span), {size_arg_expr(*r, 0, e), size_arg_expr(*r, 1, e)}, e.span);
      if (n == "split") return mk_apply(mk_var("split", e.span), {size_arg_expr(*r, 0, e)}, e.span);
      if (n == "trace" || n == "break") return mk_var("opaque", e.span);
      if (n == "manifest") return mk_var("copy", e.span);
      if (n == "++") return mk_var("concat", e.span);
    }
    if (r->kind == TypedProgram::Ref::Kind::PrimModule) {
      // `f32.rsqrt`: a member defined by an expression (typecheck/prim_members.h).
      size_t dot = r->name.find('.');
      if (auto t = prim_from_name(r->name.substr(0, dot)))
        if (ExprPtr body = derived_member_body(*t, r->name.substr(dot + 1))) return body;
    }
    return mk_var(e.name, e.span);
  }

  // A use of the user's function `name` (which `r` refers to), applied to
  // the sizes that are value parameters (see size_value_params_).  It has
  // no type arguments: elaborate/monomorphise.h named the copy for them.
  ExprPtr fn_var(const ast::Expr& e, const TypedProgram::Ref& r, const std::string& name) {
    internal_assert(r.type_args.empty(), "desugar: a use of the polymorphic `" << r.name
                                             << "` (monomorphise must run first)");
    auto f = mk_var(name, e.span);
    if (r.kind != TypedProgram::Ref::Kind::Global) return f;
    auto g = global_decls_.find(r.name);
    auto sv =
        g == global_decls_.end() ? size_value_params_.end() : size_value_params_.find(g->second);
    if (sv == size_value_params_.end()) return f;
    std::vector<ExprPtr> sizes;
    for (size_t i : sv->second.index) sizes.push_back(size_arg_expr(r, i, e));
    return mk_apply(f, sizes, e.span);
  }

  // The function `name` that the operator of `e` refers to.
  ExprPtr op_var(const ast::Expr& e, const std::string& name) {
    if (const TypedProgram::Ref* r = ref(e)) return fn_var(e, *r, name);
    return mk_var(name, e.span);
  }

  ExprPtr op_lambda(const ast::Expr& e, const std::string& op) {
    // \a b -> a op b
    std::string a = fresh("a"), b = fresh("b");
    auto l = mk(EK::Lambda, e.span);
    l->params = {mk_pid(a, e.span), mk_pid(b, e.span)};
    l->elems = {mk_binop(op, mk_var(a, e.span), mk_var(b, e.span), e.span)};
    return l;
  }

  bool user_op(const ast::Expr& e) {
    const TypedProgram::Ref* r = ref(e);
    return r && (r->kind == TypedProgram::Ref::Kind::Global || r->kind == TypedProgram::Ref::Kind::Local);
  }

  // An operand or argument whose rows' size a later empty array literal
  // takes (`[filter p xs] ++ ([] : [][]i32)`): Futhark evaluates the
  // operands in order, so the size exists when the empty array is made;
  // desugaring binds the earlier operands with `let` and names their
  // sizes before the later ones are desugared.
  std::map<const ast::Expr*, ExprPtr> bound_operands_;
  std::set<const ast::Expr*> binding_operands_;  // the expressions bind_operands_first is desugaring
  bool names_a_wanted_size(const ast::Expr& x) {
    TypeP t = tp_.solver.resolve(tp_.type_of(x));
    if (t->kind != K::Array) return false;
    for (auto& d : t->shape) {
      SizeP z = tp_.solver.resolve(d);
      if (z->kind == SizeNode::Kind::Name && z->anon && wanted_anon_.count(z->id) && !bound_anon_sizes_.count(z->id))
        return true;
    }
    return false;
  }
  ExprPtr bind_operands_first(const ast::Expr& e) {
    if (wanted_anon_.empty() || (e.kind != EK::Apply && e.kind != EK::BinOp) || e.elems.size() < 2) return nullptr;
    std::vector<const ast::Expr*> ops;
    for (size_t i = e.kind == EK::Apply ? 1 : 0; i + 1 < e.elems.size(); ++i) ops.push_back(e.elems[i].get());
    size_t last = ops.size();
    while (last > 0 && !names_a_wanted_size(*ops[last - 1])) --last;
    if (last == 0) return nullptr;
    std::vector<std::tuple<std::string, ExprPtr, std::vector<NamedSize>>> lets;
    for (size_t i = 0; i < last; ++i) {
      std::string a = fresh("arg");
      ExprPtr v = expr(*ops[i]);
      std::vector<NamedSize> named;
      name_sizes_of(a, tp_.type_of(*ops[i]), named);
      lets.emplace_back(a, v, std::move(named));
      bound_operands_[ops[i]] = mk_var(a, ops[i]->span);
    }
    ExprPtr r = expr(e);
    for (size_t i = 0; i < last; ++i) bound_operands_.erase(ops[i]);
    for (auto it = lets.rbegin(); it != lets.rend(); ++it) {
      r = bind_named_sizes(std::get<2>(*it), r, e.span);
      r = mk_let(mk_pid(std::get<0>(*it), e.span), std::get<1>(*it), r, e.span);
    }
    return r;
  }

  ExprPtr expr(const ast::Expr& e) {
    if (auto b = bound_operands_.find(&e); b != bound_operands_.end()) return b->second;
    if (!wanted_anon_.empty() && !binding_operands_.count(&e)) {
      binding_operands_.insert(&e);
      ExprPtr r = bind_operands_first(e);
      binding_operands_.erase(&e);
      if (r) return r;
    }
    if (e.kind == EK::ArrayLit && e.elems.empty()) {
      // `[]`: the elaborator needs its type.
      auto out = mk(EK::Ascript, e.span);
      out->elems = {std::make_shared<ast::Expr>(e)};
      out->type = texp(tp_.type_of(e), e.span);
      return out;
    }
    switch (e.kind) {
      case EK::IntLit:
      case EK::FloatLit:
      case EK::CharLit: return literal(e);
      case EK::Var:
        if (e.name == "???") {
          // The typed hole fails when evaluated: `assert false (#blank : t)`,
          // whose message is the hole's text.
          auto hole = mk(EK::Assert, e.span);
          auto v = mk(EK::Ascript, e.span);
          v->elems = {mk_var("#blank", e.span)};
          v->type = texp(tp_.type_of(e), e.span);
          hole->elems = {mk_bool(false, e.span), v};
          return hole;
        }
        return var(e);
      case EK::Record: {
        // Translated in the order written, listed in the order of the
        // tuple it becomes (elaborate/records.h).
        auto out = std::make_shared<ast::Expr>(e);
        for (size_t i = 0; i < e.elems.size(); ++i) {
          size_t k = record_field_position(e.field_names, e.field_names[i]);
          out->elems.at(k) = expr(*e.elems[i]);
          out->field_names.at(k) = e.field_names[i];
        }
        return out;
      }
      case EK::Proj: {
        TypeP t = tp_.type_of(*e.elems[0]);
        return field(expr(*e.elems[0]), t, e.field, e.span);
      }
      case EK::RecordUpdate: {
        auto out = std::make_shared<ast::Expr>(e);
        out->elems = {expr(*e.elems[0]), expr(*e.elems[1])};
        out->type = texp(tp_.type_of(*e.elems[0]), e.span);
        return out;
      }
      case EK::ProjSection: {
        TypeP ft = tp_.type_of(e);
        std::string a = fresh("p");
        ExprPtr cur = mk_var(a, e.span);
        TypeP t = ft->param;
        std::vector<std::string> path = e.field_path;
        if (path.empty()) path = {e.field};
        for (auto& f : path) {
          ExprPtr next = field(cur, t, f, e.span);
          TypeP nt = t;
          if (t->kind == K::Record)
            for (auto& [n, x] : t->fields) if (n == f) nt = x;
          if (t->kind == K::Tuple) nt = t->elems.at(std::stoul(f));
          cur = next;
          t = nt;
        }
        auto l = mk(EK::Lambda, e.span);
        l->params = {mk_pid(a, e.span)};
        l->elems = {cur};
        return l;
      }
      case EK::Constr: {
        // With its sum type, whose sizes size the blank payloads.
        TypeP t = tp_.type_of(e);
        internal_assert(t->kind == K::Sum, "constructor of a non-sum type " << show_type(t));
        auto out = std::make_shared<ast::Expr>(e);
        for (auto& x : out->elems) x = expr(*x);
        out->type = texp(t, e.span, /*exprs=*/true);
        return out;
      }
      case EK::Match: {
        auto out = std::make_shared<ast::Expr>(e);
        out->elems[0] = expr(*e.elems[0]);
        for (size_t i = 0; i < e.cases.size(); ++i) {
          out->cases[i] = pat(*e.cases[i]);
          out->elems[i + 1] = expr(*e.elems[i + 1]);
        }
        return out;
      }
      case EK::Attr: {
        // `#[unsafe]` stays (the elaborator drops bounds checks under it);
        // the other attributes have no effect yet.
        ExprPtr inner = expr(*e.elems[0]);
        for (auto& a : e.attrs)
          if (a.name == "unsafe") {
            // `#[unsafe] \x -> e` is the lambda `\x -> #[unsafe] e`: the
            // attribute covers what the function does when applied, and the
            // defunctionaliser sees a lambda, not an attributed value.
            auto wrap = [&](const ExprPtr& x) {
              auto out = mk(EK::Attr, e.span);
              out->attrs = {a};
              out->elems = {x};
              return out;
            };
            if (inner->kind == EK::Lambda) {
              ExprPtr* body = &inner;
              while ((*body)->kind == EK::Lambda) {
                auto l = std::make_shared<ast::Expr>(**body);
                *body = l;
                body = &l->elems[0];
              }
              *body = wrap(*body);
              return inner;
            }
            // Another function-valued expression (`#[unsafe] map f`):
            // eta-expanded, `\x -> #[unsafe] (map f x)`.
            TypeP t = tp_.type_of(*e.elems[0]);
            if (t->kind != K::Arrow) return wrap(inner);
            auto l = mk(EK::Lambda, e.span);
            std::vector<ExprPtr> args;
            while (t->kind == K::Arrow) {
              std::string n = fresh("arg");
              l->params.push_back(mk_pid(n, e.span));
              args.push_back(mk_var(n, e.span));
              t = tp_.solver.resolve(t->result);
            }
            l->elems = {wrap(mk_apply(inner, args, e.span))};
            return l;
          }
        return inner;
      }
      case EK::BinOp: {
        if (user_op(e))
          return mk_apply(op_var(e, mangle_op(op_full_name(e))), {expr(*e.elems[0]), expr(*e.elems[1])},
                          e.span);
        if (is_eq_op(e))
          return compare(e.op, expr(*e.elems[0]), expr(*e.elems[1]), tp_.type_of(*e.elems[0]),
                         e.span);
        auto out = std::make_shared<ast::Expr>(e);
        out->qual.clear();
        out->elems = {expr(*e.elems[0]), expr(*e.elems[1])};
        if (e.op == "++" || !e.qual.empty()) {
          // `f32.+` and friends: the unqualified operator on the same types;
          // `f32.min`-style names are functions.
          if (!e.qual.empty() && std::isalpha((unsigned char)e.op[0]))
            return mk_apply(mk_var(e.qual + "." + e.op, e.span), out->elems, e.span);
        }
        return out;
      }
      case EK::OpSection: {
        if (user_op(e)) return op_var(e, is_op_name(e.op) ? mangle_op(op_full_name(e)) : op_full_name(e));
        if (is_eq_op(e)) {
          TypeP t = tp_.type_of(e)->param;
          if (t->kind != K::Prim) {
            std::string a = fresh("a"), b = fresh("b");
            auto l = mk(EK::Lambda, e.span);
            l->params = {mk_pid(a, e.span), mk_pid(b, e.span)};
            l->elems = {compare(e.op, mk_var(a, e.span), mk_var(b, e.span), t, e.span)};
            return l;
          }
        }
        if (!e.qual.empty()) {
          if (std::isalpha((unsigned char)e.op[0])) return mk_var(e.qual + "." + e.op, e.span);
          return op_lambda(e, e.op);
        }
        return std::make_shared<ast::Expr>(e);
      }
      case EK::LeftSection:
      case EK::RightSection: {
        bool named = std::isalpha((unsigned char)e.op[0]) || e.op[0] == '_';  // (`f` y)
        TypeP operand = tp_.type_of(*e.elems[0]);
        if (is_eq_op(e) && operand->kind != K::Prim) {
          std::string x = fresh("x");
          ExprPtr a = e.kind == EK::LeftSection ? expr(*e.elems[0]) : mk_var(x, e.span);
          ExprPtr b = e.kind == EK::LeftSection ? mk_var(x, e.span) : expr(*e.elems[0]);
          auto l = mk(EK::Lambda, e.span);
          l->params = {mk_pid(x, e.span)};
          l->elems = {compare(e.op, a, b, operand, e.span)};
          return l;
        }
        if (user_op(e) || !e.qual.empty() || named) {
          std::string x = fresh("x");
          ExprPtr f = named        ? op_var(e, e.qual.empty() ? e.op : e.qual + "." + e.op)
                      : user_op(e) ? op_var(e, mangle_op(op_full_name(e)))
                                   : nullptr;
          ExprPtr a = e.kind == EK::LeftSection ? expr(*e.elems[0]) : mk_var(x, e.span);
          ExprPtr b = e.kind == EK::LeftSection ? mk_var(x, e.span) : expr(*e.elems[0]);
          auto l = mk(EK::Lambda, e.span);
          l->params = {mk_pid(x, e.span)};
          l->elems = {f ? mk_apply(f, {a, b}, e.span) : mk_binop(e.op, a, b, e.span)};
          return l;
        }
        auto out = std::make_shared<ast::Expr>(e);
        out->elems = {expr(*e.elems[0])};
        return out;
      }
      case EK::Let: {
        auto out = std::make_shared<ast::Expr>(e);
        out->pat = pat(*e.pat);
        out->size_params.clear();
        // `let [n][m] (_: [n][m]t) = e`: a wildcard whose type names a size
        // becomes a variable, so that the size can be read from it (through
        // tuples and ascriptions, which desugaring keeps in place).
        std::map<const ast::Pat*, std::string> wild_names;
        if (!e.size_params.empty()) {
          std::function<void(const ast::Pat&, ast::Pat&)> name_wild = [&](const ast::Pat& p, ast::Pat& q) {
            if (p.kind == PK::Ascribed && q.kind == PK::Ascribed && p.inner->kind == PK::Wildcard &&
                p.type && p.type->kind == TK::Array) {
              std::string n = fresh("size_witness");
              q.inner = mk_pid(n, p.span);
              wild_names[&p] = n;
            } else if (p.kind == PK::Tuple && q.kind == PK::Tuple && p.elems.size() == q.elems.size()) {
              for (size_t i = 0; i < p.elems.size(); ++i) name_wild(*p.elems[i], *q.elems[i]);
            } else if (p.kind == PK::Ascribed && q.kind == PK::Ascribed) {
              name_wild(*p.inner, *q.inner);
            }
          };
          name_wild(*e.pat, *out->pat);
        }
        std::vector<NamedSize> named = name_let_sizes(*e.pat);
        ExprPtr body = bind_named_sizes(named, expr(*e.elems[1]), e.span);
        // `let [n] (xs: [n]t) = e`: n is the length of the first array
        // whose type names it as a dimension (`let [n][m] (a: [n][m]t)`:
        // m is the length of `transpose a`).
        for (auto it = e.size_params.rbegin(); it != e.size_params.rend(); ++it) {
          std::string found;
          size_t dim = 0;
          std::function<void(const ast::Pat&)> find = [&](const ast::Pat& p) {
            if (!found.empty()) return;
            if (p.kind == PK::Ascribed && (p.inner->kind == PK::Id || wild_names.count(&p))) {
              size_t d = 0;
              for (const ast::TypeExp* t = p.type.get(); t && t->kind == TK::Array;
                   t = t->elem.get(), ++d)
                if (t->dim.kind == ast::DimExp::Kind::Name && t->dim.name == *it) {
                  found = p.inner->kind == PK::Id ? p.inner->name : wild_names.at(&p);
                  dim = d;
                  return;
                }
            }
            for (auto& x : p.elems) find(*x);
            for (auto& [n, x] : p.fields) find(*x);
            if (p.inner) find(*p.inner);
          };
          find(*e.pat);
          if (found.empty()) find_typed(e, *e.pat, (size_t)(e.size_params.rend() - it - 1), found, dim);
          if (found.empty())
            user_error(e.span, "`let [" + *it +
                                   "]`: only sizes that a named array's type names are supported");
          body = mk_let(mk_pid(*it, e.span),
                        mk_apply(mk_var("length", e.span),
                                 {dim_to_front(mk_var(found, e.span), dim)}, e.span),
                        body, e.span);
        }
        out->elems = {expr(*e.elems[0]), body};
        // The pattern's annotations name the sizes bound afterwards.
        if (!e.size_params.empty()) out->pat = strip_annotations(*out->pat);
        return out;
      }
      case EK::LetFun: {
        auto out = std::make_shared<ast::Expr>(e);
        if (is_op_name(e.name)) out->name = mangle_op(e.name);
        out->type_params.clear();
        out->params.clear();
        for (auto& p : e.params) out->params.push_back(pat(*p));
        out->recursive = tp_.recursive.count(&e) > 0;
        out->type = e.type ? ret_texp(tp_.type_of(*e.elems[0]), *e.type, e.span)
                    : out->recursive ? texp(strip_unique(tp_.type_of(*e.elems[0])), e.span)
                                     : nullptr;
        out->elems = {fun_body(e.params, *e.elems[0]), expr(*e.elems[1])};
        return out;
      }
      case EK::Lambda: {
        auto out = std::make_shared<ast::Expr>(e);
        out->params.clear();
        for (auto& p : e.params) out->params.push_back(pat(*p));
        out->type = nullptr;
        out->elems = {fun_body(e.params, *e.elems[0])};
        return out;
      }
      case EK::Loop: {
        auto out = std::make_shared<ast::Expr>(e);
        out->pat = pat(*e.pat);
        if (e.loop_pat) out->loop_pat = pat(*e.loop_pat);
        for (size_t i = 0; i < e.elems.size(); ++i) out->elems[i] = e.elems[i] ? expr(*e.elems[i]) : nullptr;
        return out;
      }
      case EK::Ascript: {
        auto out = std::make_shared<ast::Expr>(e);
        out->elems = {expr(*e.elems[0])};
        out->type = texp(tp_.type_of(e), e.span);
        return out;
      }
      case EK::Coerce: {
        auto out = std::make_shared<ast::Expr>(e);
        out->elems = {expr(*e.elems[0])};
        out->type = texp(tp_.type_of(e), e.span, true);
        return out;
      }
      case EK::Apply:
        if (size_made_in_args(e)) {
          // let a1 = arg1 ... let an = argn (and their sizes) in f a1 ... an
          std::vector<std::pair<std::string, ExprPtr>> args;
          std::vector<NamedSize> named;
          for (size_t i = 1; i < e.elems.size(); ++i) {
            std::string a = fresh("arg");
            args.push_back({a, expr(*e.elems[i])});
            name_sizes_of(a, tp_.type_of(*e.elems[i]), named);
          }
          auto out = std::make_shared<ast::Expr>(e);
          out->elems = {expr(*e.elems[0])};
          for (auto& [a, _] : args) out->elems.push_back(mk_var(a, e.span));
          ExprPtr r = bind_named_sizes(named, out, e.span);
          for (auto it = args.rbegin(); it != args.rend(); ++it) r = mk_let(mk_pid(it->first, e.span), it->second, r, e.span);
          return r;
        }
        [[fallthrough]];
      default: {
        auto out = std::make_shared<ast::Expr>(e);
        for (auto& x : out->elems)
          if (x) x = expr(*x);
        for (auto& d : out->indices) {
          if (d.index) d.index = expr(*d.index);
          if (d.start) d.start = expr(*d.start);
          if (d.end) d.end = expr(*d.end);
          if (d.stride) d.stride = expr(*d.stride);
        }
        return out;
      }
    }
  }

  // A return type for the elaborator: the body's type with the uniqueness
  // the user wrote (which the uniqueness checker reads).
  //
  // A size that the body makes and the result mentions (recorded by the
  // checker: TypedProgram::body_made_sizes) is unknown outside the
  // function; written by its name it would be read in the scope of the
  // parameters, where a parameter may have the same name
  // (`def mk (n: i64) : []f32 = let n = 1 << n in replicate n 0`: the
  // result's size is the local `n`, not the parameter): it is left
  // anonymous, as the user's `[]` is.
  TypeExpPtr ret_texp(const TypeP& body, const ast::TypeExp& user, const Span& sp) {
    TypeExpPtr r = texp(strip_unique(hide_body_made_sizes(tp_.solver.resolve(body))), sp);
    // The `*`s the user wrote, also inside an existential result
    // (`?[m].(*[n]t, [m]t)`), whose components the uniqueness check reads
    // one by one.
    const ast::TypeExp* u = &user;
    while (u->kind == TK::Exists && u->elem) u = u->elem.get();
    r->unique = u->unique;
    copy_uniqueness(*u, *r);
    return r;
  }

  TypeP hide_body_made_sizes(const TypeP& t) {
    switch (t->kind) {
      case K::Array: {
        std::vector<SizeP> shape;
        bool changed = false;
        for (auto& d0 : t->shape) {
          SizeP d = tp_.solver.resolve(d0);
          if (d->kind == SizeNode::Kind::Name && !d->anon && tp_.body_made_sizes.count(d->id)) {
            d = size_anon(d->id, d->name);
            changed = true;
          }
          shape.push_back(d);
        }
        TypeP e = hide_body_made_sizes(tp_.solver.resolve(t->elem));
        if (!changed && e == t->elem) return t;
        return with_unique(array_type(std::move(shape), e), t->unique);
      }
      case K::Tuple:
      case K::Record:
      case K::Sum: {
        auto r = std::make_shared<TypeNode>(*t);
        for (auto& e : r->elems) e = hide_body_made_sizes(tp_.solver.resolve(e));
        for (auto& f : r->fields) f.second = hide_body_made_sizes(tp_.solver.resolve(f.second));
        for (auto& c : r->constrs)
          for (auto& q : c.second) q = hide_body_made_sizes(tp_.solver.resolve(q));
        return r;
      }
      default: return t;
    }
  }

  // Copies the `*` the user wrote in `from` onto the same places of `to`
  // (the resolved type's expression), through tuples of equal arity,
  // records (by field name) and sums (by constructor and payload
  // position), so that the uniqueness checker sees a unique component of
  // a record or a constructor's payload as it sees one of a tuple.
  static void copy_uniqueness(const ast::TypeExp& from, ast::TypeExp& to) {
    if (from.unique) to.unique = true;
    if (from.kind == TK::Tuple && to.kind == TK::Tuple && from.elems.size() == to.elems.size())
      for (size_t i = 0; i < from.elems.size(); ++i)
        if (from.elems[i] && to.elems[i]) copy_uniqueness(*from.elems[i], *to.elems[i]);
    if (from.kind == TK::Record && to.kind == TK::Record)
      for (auto& [name, ft] : from.fields)
        for (auto& [tname, tt] : to.fields)
          if (name == tname && ft && tt) copy_uniqueness(*ft, *tt);
    if (from.kind == TK::Sum && to.kind == TK::Sum)
      for (auto& [c, fps] : from.constrs)
        for (auto& [tc, tps] : to.constrs)
          if (c == tc && fps.size() == tps.size())
            for (size_t i = 0; i < fps.size(); ++i)
              if (fps[i] && tps[i]) copy_uniqueness(*fps[i], *tps[i]);
  }

  static TypeP strip_unique(const TypeP& t) {
    TypeP r = with_unique(t, false);
    if (r->kind == K::Tuple) {
      auto c = std::make_shared<TypeNode>(*r);
      for (auto& e : c->elems) e = strip_unique(e);
      return c;
    }
    if (r->kind == K::Record) {
      auto c = std::make_shared<TypeNode>(*r);
      for (auto& f : c->fields) f.second = strip_unique(f.second);
      return c;
    }
    return r;
  }

  PatPtr strip_annotations(const ast::Pat& p) {
    if (p.kind == PK::Ascribed) return strip_annotations(*p.inner);
    auto out = std::make_shared<ast::Pat>(p);
    for (auto& e : out->elems) e = strip_annotations(*e);
    for (auto& [n, f] : out->fields) f = strip_annotations(*f);
    return out;
  }

  ast::Decl val_decl(const ast::ValDecl& d) {
    ast::Decl out;
    out.kind = ast::Decl::Kind::Val;
    ast::ValDecl& v = out.val;
    v = d;
    v.attrs.clear();
    for (auto& a : d.attrs)  // the elaborator honours these
      if (a.name == "inline" || a.name == "noinline") v.attrs.push_back(a);
    v.type_params.clear();
    if (d.is_operator || is_op_name(d.name)) v.name = mangle_op(d.name);
    v.is_operator = false;
    bool entry = d.entry || (d.name == "main" && !in_prelude_);
    v.entry = entry;
    v.recursive = tp_.recursive.count(&d) > 0;
    v.params.clear();
    auto sch = tp_.schemes.find(&d);
    internal_assert(sch != tp_.schemes.end(), "no scheme for " << d.name);
    // The parameters first: they name the anonymous sizes the body may use.
    anon_size_params_ = std::set<int>(sch->second.size_params.begin(), sch->second.size_params.end());
    bound_anon_sizes_.clear();
    naming_params_ = true;
    // Entry points: fully annotated parameters and result, from the
    // inferred type.
    TypeP entry_t = tp_.solver.resolve(sch->second.type);
    std::vector<ExprPtr> entry_extra;
    if (entry) {
      v.size_params = d.size_params;
      for (auto& p : d.params) {
        internal_assert(entry_t->kind == K::Arrow, "entry type has too few parameters");
        auto a = std::make_shared<ast::Pat>();
        a->kind = PK::Ascribed;
        a->span = p->span;
        a->inner = strip_annotations(*pat(*p));
        a->type = texp(entry_t->param, p->span);
        v.params.push_back(a);
        entry_t = entry_t->result;
      }
      // A point-free entry (`entry f = map2 (+)`): eta-expanded.
      while (entry_t->kind == K::Arrow) {
        std::string n = fresh("arg");
        auto a = std::make_shared<ast::Pat>();
        a->kind = PK::Ascribed;
        a->span = d.span;
        a->inner = mk_pid(n, d.span);
        a->type = texp(entry_t->param, d.span);
        v.params.push_back(a);
        entry_extra.push_back(mk_var(n, d.span));
        entry_t = entry_t->result;
      }
    } else {
      auto sv = size_value_params_.find(&d);
      if (sv != size_value_params_.end()) {
        for (size_t k = 0; k < sv->second.names.size(); ++k) {
          const std::string& n = sv->second.names[k];
          if (sv->second.anon[k] >= 0) bound_anon_sizes_[sv->second.anon[k]] = n;
          v.size_params.erase(std::remove(v.size_params.begin(), v.size_params.end(), n), v.size_params.end());
          auto a = std::make_shared<ast::Pat>();
          a->kind = PK::Ascribed;
          a->span = d.span;
          a->inner = mk_pid(n, d.span);
          a->type = std::make_shared<ast::TypeExp>();
          a->type->kind = TK::Prim;
          a->type->prim = PrimType::I64;
          a->type->span = d.span;
          v.params.push_back(a);
        }
      }
      // An unannotated parameter whose inferred type is a scalar gets it
      // written out: the definition is then checked (uniqueness) even
      // when nothing calls it.
      // So does one whose type is an array of scalars with the definition's
      // own size parameters (`def f xs = xs with [0] = 1i32` consumes a
      // parameter that is not unique: an error even if f is never used).
      std::function<bool(const TypeP&)> writable = [&](const TypeP& t) {
        if (t->kind == K::Prim) return true;
        // So do tuples and records of such types (`def f (xs, y) = ...`).
        if (t->kind == K::Tuple) {
          for (auto& e : t->elems)
            if (!writable(tp_.solver.resolve(e))) return false;
          return true;
        }
        if (t->kind == K::Record) {
          for (auto& f : t->fields)
            if (!writable(tp_.solver.resolve(f.second))) return false;
          return true;
        }
        if (t->kind != K::Array || t->elem->kind != K::Prim) return false;
        for (auto& z : t->shape) {
          SizeP r = tp_.solver.resolve(z);
          if (r->kind != SizeNode::Kind::Name || (r->anon && !anon_size_params_.count(r->id))) return false;
        }
        return true;
      };
      TypeP pt = tp_.solver.resolve(sch->second.type);
      for (auto& p : d.params) {
        PatPtr q = pat(*p);
        if (pt->kind == K::Arrow && p->kind != PK::Ascribed && writable(tp_.solver.resolve(pt->param))) {
          auto a = std::make_shared<ast::Pat>();
          a->kind = PK::Ascribed;
          a->span = p->span;
          a->inner = q;
          a->type = texp(tp_.solver.resolve(pt->param), p->span);
          q = a;
        }
        v.params.push_back(q);
        if (pt->kind == K::Arrow) pt = tp_.solver.resolve(pt->result);
      }
    }
    naming_params_ = false;
    {
      // (Inferred sizes that are value parameters are not size parameters.)
      auto sv = size_value_params_.find(&d);
      for (auto& [id, n] : bound_anon_sizes_)
        if (sv == size_value_params_.end() ||
            std::find(sv->second.anon.begin(), sv->second.anon.end(), id) == sv->second.anon.end())
          v.size_params.push_back(n);
    }

    v.body = expr(*d.body);
    for (auto& a : d.attrs)
      if (a.name == "unsafe") {  // `#[unsafe] def f ...`: the whole body
        auto w = mk(EK::Attr, d.span);
        w->attrs = {a};
        w->elems = {v.body};
        v.body = w;
        break;
      }
    if (entry) {
      if (!entry_extra.empty()) v.body = mk_apply(v.body, entry_extra, d.span);
      v.ret_type = texp(strip_unique(entry_t), d.span);
      if (d.ret_type) copy_uniqueness(*d.ret_type, *v.ret_type);
    } else {
      v.ret_type = d.ret_type ? ret_texp(tp_.type_of(*d.body), *d.ret_type, d.span)
                   : v.recursive ? texp(strip_unique(tp_.type_of(*d.body)), d.span)
                                 : nullptr;
      // A definition whose result is a function (`def total = reduce (+)
      // 0f32`, `def add x = \y -> x + y`) is eta-expanded with unannotated
      // parameters: the elaborator sees it as a function (checked where it
      // is called), not as a constant holding a function.
      TypeP t = tp_.type_of(*d.body);
      std::vector<ExprPtr> extra;
      while (t->kind == K::Arrow) {
        std::string n = fresh("arg");
        v.params.push_back(mk_pid(n, d.span));
        extra.push_back(mk_var(n, d.span));
        t = tp_.solver.resolve(t->result);
      }
      if (!extra.empty()) {
        v.body = mk_apply(v.body, extra, d.span);
        v.ret_type = nullptr;
      }
    }
    anon_size_params_.clear();
    bound_anon_sizes_.clear();
    return out;
  }
};

}  // namespace

bool is_unused_check(const ast::ValDecl& d) {
  for (auto& a : d.attrs)
    if (a.name == "unused_check") return true;
  return d.name.find("'unused_check") != std::string::npos;  // and what defunctionalise lifts from one
}

namespace {

// Every name an expression, pattern or type may refer to a definition by
// (a superset: local names and fields are collected too).
struct NameCollector {
  std::set<std::string>& out;

  void dim(const ast::DimExp& d) {
    if (!d.name.empty()) out.insert(d.name);
    if (d.expr) expr(*d.expr);
  }
  void type(const ast::TypeExp& t) {
    dim(t.dim);
    if (t.elem) type(*t.elem);
    for (auto& e : t.elems)
      if (e) type(*e);
    if (!t.name.empty()) out.insert(t.name);
    for (auto& d : t.size_args) dim(d);
    for (auto& a : t.type_args) {
      dim(a.dim);
      if (a.type) type(*a.type);
    }
    for (auto& [_, f] : t.fields)
      if (f) type(*f);
    for (auto& [_, ps] : t.constrs)
      for (auto& p : ps)
        if (p) type(*p);
  }
  void pat(const ast::Pat& p) {
    for (auto& e : p.elems)
      if (e) pat(*e);
    if (p.inner) pat(*p.inner);
    if (p.type) type(*p.type);
    for (auto& [_, f] : p.fields)
      if (f) pat(*f);
    if (p.literal) expr(*p.literal);
  }
  void expr(const ast::Expr& e) {
    if (!e.name.empty()) out.insert(e.name);
    if (!e.op.empty()) {
      out.insert(e.op);
      if (!e.qual.empty()) out.insert(e.qual + "." + e.op);
    }
    for (auto& x : e.elems)
      if (x) expr(*x);
    for (auto& c : e.cases)
      if (c) pat(*c);
    for (auto& i : e.indices)
      for (auto* x : {&i.index, &i.start, &i.end, &i.stride})
        if (*x) expr(**x);
    if (e.pat) pat(*e.pat);
    for (auto& p : e.params)
      if (p) pat(*p);
    if (e.type) type(*e.type);
    if (e.loop_pat) pat(*e.loop_pat);
  }
  void val(const ast::ValDecl& v) {
    for (auto& p : v.params)
      if (p) pat(*p);
    if (v.ret_type) type(*v.ret_type);
    if (v.body) expr(*v.body);
  }
};

}  // namespace

ast::Program unused_check_program(const ast::Program& prog) {
  std::map<std::string, std::vector<size_t>> by_name;
  for (size_t i = 0; i < prog.decls.size(); ++i)
    if (prog.decls[i].kind == ast::Decl::Kind::Val) by_name[prog.decls[i].val.name].push_back(i);
  std::vector<bool> keep(prog.decls.size(), false);
  std::vector<size_t> work;
  for (size_t i = 0; i < prog.decls.size(); ++i) {
    const ast::Decl& d = prog.decls[i];
    if (d.kind != ast::Decl::Kind::Val || is_unused_check(d.val)) {
      keep[i] = true;
      if (d.kind == ast::Decl::Kind::Val) work.push_back(i);
    }
  }
  std::set<std::string> seen;
  while (!work.empty()) {
    size_t i = work.back();
    work.pop_back();
    std::set<std::string> names;
    NameCollector{names}.val(prog.decls[i].val);
    for (auto& n : names) {
      if (!seen.insert(n).second) continue;
      auto it = by_name.find(n);
      if (it == by_name.end()) continue;
      for (size_t j : it->second)
        if (!keep[j]) {
          keep[j] = true;
          work.push_back(j);
        }
    }
  }
  ast::Program out = prog;
  out.decls.clear();
  for (size_t i = 0; i < prog.decls.size(); ++i)
    if (keep[i]) out.decls.push_back(prog.decls[i]);
  return out;
}

ast::Program desugar(const TypedProgram& tp) { return Desugar(tp).run(); }

}  // namespace runic
