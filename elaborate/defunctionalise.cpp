// Defunctionalisation: see defunctionalise.h.
//
// Nomenclature (TFP'18 section 3).
//   * A *static value* (SV) is what the pass knows of an expression at
//     compile time: Dyn (an ordinary value, nothing static), a tuple of
//     static values (only when some component is not Dyn; a record or a
//     sum value has that of the tuple elaborate/records.h makes of it:
//     fields in label order, a tag and every constructor's payloads), or
//     a function:
//     its *code* (a top-level definition, a lambda or local function, a
//     built-in, an operator or section, a composition), its *environment*
//     (the static values of the captured variables, the section's operand,
//     the composed functions) and the arguments already given (a partial
//     application) with the number still expected.
//   * The *representation* of a value is what it is at run time: a Dyn
//     value itself, a tuple of representations, for a function the tuple of
//     its environment's and given arguments' representations (its
//     *components*; none: `()`, one: the component itself).
//   * An *instance* is a top-level definition made for a code and the
//     static values of its environment and arguments (the `key`); its
//     parameters bind representations, and its body is defunctionalised
//     with those static values.
#include "elaborate/defunctionalise.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <map>
#include <set>
#include <sstream>

#include "elaborate/records.h"
#include "support/source.h"
#include "typecheck/typecheck.h"

namespace runic {
namespace {

using EK = ast::Expr::Kind;
using PK = ast::Pat::Kind;
using TK = ast::TypeExp::Kind;
using ast::ExprPtr;
using ast::PatPtr;
using ast::TypeExpPtr;

// ---- static values ----

struct Code {
  enum class Kind { Top, Local, Builtin, Op, LeftSec, RightSec, ProjSec, Compose } kind = Kind::Top;
  std::string name;  // Top: the definition; Builtin: its name; Op, sections: the operator;
                     // ProjSec: the field path; Local: the name its instances get
  std::string qual;  // Op, sections: `i32.+` has qual "i32"
  const ast::Expr* node = nullptr;  // Local: the Lambda or LetFun
  std::string key;   // identity of the code
};
using CodeP = std::shared_ptr<const Code>;

// Reference, "In-place updates and higher-order functions", rule 1: in
// `let p = e1 in ...`, the value bound may not be or contain a function if
// e1 updates in place an array bound outside it (`let f = let ys = xs with
// [0] = 1 in \i -> ys[i]`).  Returns the span of such an update in `e`
// (not inside a function's body); `bound`: the names e binds around it.
static const ast::Expr* outer_update(const ast::Expr& e, std::set<std::string> bound) {
  using EK = ast::Expr::Kind;
  std::function<void(const ast::Pat&, std::set<std::string>&)> names = [&](const ast::Pat& p,
                                                                           std::set<std::string>& out) {
    if (p.kind == ast::Pat::Kind::Id) out.insert(p.name);
    for (auto& q : p.elems)
      if (q) names(*q, out);
    if (p.inner) names(*p.inner, out);
    for (auto& [n, q] : p.fields)
      if (q) names(*q, out);
  };
  switch (e.kind) {
    case EK::Lambda: return nullptr;
    case EK::LetFun: {
      std::set<std::string> b2 = bound;
      b2.insert(e.name);
      if (e.params.empty() && e.elems[0])
        if (auto u = outer_update(*e.elems[0], bound)) return u;
      return e.elems.size() > 1 && e.elems[1] ? outer_update(*e.elems[1], b2) : nullptr;
    }
    case EK::Let: {
      if (auto u = outer_update(*e.elems[0], bound)) return u;
      std::set<std::string> b2 = bound;
      names(*e.pat, b2);
      return outer_update(*e.elems[1], b2);
    }
    case EK::Loop: {
      if (e.elems[0])
        if (auto u = outer_update(*e.elems[0], bound)) return u;
      if (auto u = outer_update(*e.elems[1], bound)) return u;
      std::set<std::string> b2 = bound;
      if (e.pat) names(*e.pat, b2);
      if (e.loop_pat) names(*e.loop_pat, b2);
      if (!e.loop_var.empty()) b2.insert(e.loop_var);
      return outer_update(*e.elems[2], b2);
    }
    case EK::Match: {
      if (auto u = outer_update(*e.elems[0], bound)) return u;
      for (size_t i = 0; i < e.cases.size() && i + 1 < e.elems.size(); ++i) {
        std::set<std::string> b2 = bound;
        names(*e.cases[i], b2);
        if (auto u = outer_update(*e.elems[i + 1], b2)) return u;
      }
      return nullptr;
    }
    case EK::With: {
      const ast::Expr* root = e.elems[0].get();
      while (root && root->kind == EK::Proj) root = root->elems[0].get();
      if (root && root->kind == EK::Var && !bound.count(root->name)) return &e;
      break;
    }
    default: break;
  }
  for (auto& x : e.elems)
    if (x)
      if (auto u = outer_update(*x, bound)) return u;
  return nullptr;
}

struct SV;
using SVP = std::shared_ptr<const SV>;
struct SV {
  enum class Kind { Dyn, Tuple, Fun } kind = Kind::Dyn;
  std::vector<SVP> elems;  // Tuple
  CodeP code;              // Fun
  std::vector<std::pair<std::string, SVP>> env;  // Fun: captured names (or "" for
                                                 // a section's operand, a composition's functions)
  std::vector<SVP> applied;  // Fun: arguments given so far
  int remaining = 0;         // Fun: arguments still expected
  size_t ncomps() const { return env.size() + applied.size(); }
};

const SVP& dyn() {
  static const SVP d = std::make_shared<SV>();
  return d;
}
bool is_dyn(const SVP& s) { return s->kind == SV::Kind::Dyn; }

SVP fun_sv(CodeP c, std::vector<std::pair<std::string, SVP>> env, int arity) {
  auto s = std::make_shared<SV>();
  s->kind = SV::Kind::Fun;
  s->code = std::move(c);
  s->env = std::move(env);
  s->remaining = arity;
  return s;
}

SVP tuple_sv(std::vector<SVP> es) {
  bool any = false;
  for (auto& e : es) any = any || !is_dyn(e);
  if (!any) return dyn();
  auto s = std::make_shared<SV>();
  s->kind = SV::Kind::Tuple;
  s->elems = std::move(es);
  return s;
}

// The static value as part of an instance's key.
std::string sv_key(const SVP& s) {
  switch (s->kind) {
    case SV::Kind::Dyn: return "_";
    case SV::Kind::Tuple: {
      std::string r = "(";
      for (auto& e : s->elems) r += sv_key(e) + ",";
      return r + ")";
    }
    case SV::Kind::Fun: {
      std::string r = s->code->key + "{";
      for (auto& [n, e] : s->env) r += n + "=" + sv_key(e) + ",";
      r += "}[";
      for (auto& e : s->applied) r += sv_key(e) + ",";
      return r + "]";
    }
  }
  return "?";
}

// The static value as part of an instance's name (readable, not unique).
std::string sv_show(const SVP& s) {
  switch (s->kind) {
    case SV::Kind::Dyn: return "_";
    case SV::Kind::Tuple: {
      std::string r = "(";
      for (size_t i = 0; i < s->elems.size(); ++i) r += (i ? ", " : "") + sv_show(s->elems[i]);
      return r + ")";
    }
    case SV::Kind::Fun: {
      const Code& c = *s->code;
      std::string op = (c.qual.empty() ? "" : c.qual + ".") + c.name;
      std::string r;
      switch (c.kind) {
        case Code::Kind::Top:
        case Code::Kind::Local:
        case Code::Kind::Builtin: r = c.name; break;
        case Code::Kind::Op: r = "(" + op + ")"; break;
        case Code::Kind::LeftSec: r = "(_ " + op + ")"; break;
        case Code::Kind::RightSec: r = "(" + op + " _)"; break;
        case Code::Kind::ProjSec: r = "(." + c.name + ")"; break;
        case Code::Kind::Compose:
          r = "(" + sv_show(s->env[0].second) + " >-> " + sv_show(s->env[1].second) + ")";
          break;
      }
      for (auto& a : s->applied) r += " " + sv_show(a);
      if (!s->applied.empty()) r = "(" + r + ")";
      return r;
    }
  }
  return "?";
}

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
ExprPtr mk_tuple(std::vector<ExprPtr> es, const Span& sp) {
  if (es.empty()) return mk(EK::Unit, sp);
  if (es.size() == 1) return es[0];
  auto e = mk(EK::Tuple, sp);
  e->elems = std::move(es);
  return e;
}
ExprPtr mk_proj(ExprPtr x, const std::string& field, const Span& sp) {
  auto e = mk(EK::Proj, sp);
  e->elems = {std::move(x)};
  e->field = field;
  return e;
}
ExprPtr mk_apply(ExprPtr f, std::vector<ExprPtr> args, const Span& sp) {
  if (args.empty()) return f;
  auto e = mk(EK::Apply, sp);
  e->elems.push_back(std::move(f));
  for (auto& a : args) e->elems.push_back(std::move(a));
  return e;
}
ExprPtr mk_binop(const std::string& op, const std::string& qual, ExprPtr a, ExprPtr b, const Span& sp) {
  auto e = mk(EK::BinOp, sp);
  e->op = op;
  e->qual = qual;
  e->elems = {std::move(a), std::move(b)};
  return e;
}
ExprPtr mk_let(PatPtr p, ExprPtr v, ExprPtr body, const Span& sp) {
  auto e = mk(EK::Let, sp);
  e->pat = std::move(p);
  e->elems = {std::move(v), std::move(body)};
  return e;
}
PatPtr mk_pid(const std::string& n, const Span& sp) {
  auto p = std::make_shared<ast::Pat>();
  p->kind = PK::Id;
  p->name = n;
  p->span = sp;
  return p;
}
PatPtr mk_ptuple(std::vector<PatPtr> ps, const Span& sp) {
  if (ps.size() == 1) return ps[0];
  auto p = std::make_shared<ast::Pat>();
  p->kind = ps.empty() ? PK::Unit : PK::Tuple;
  p->elems = std::move(ps);
  p->span = sp;
  return p;
}

bool has_arrow(const ast::TypeExp* t) {
  if (!t) return false;
  if (t->kind == TK::Arrow) return true;
  if (has_arrow(t->elem.get())) return true;
  for (auto& e : t->elems)
    if (has_arrow(e.get())) return true;
  for (auto& f : t->fields)
    if (has_arrow(f.second.get())) return true;
  for (auto& c : t->constrs)
    for (auto& p : c.second)
      if (has_arrow(p.get())) return true;
  for (auto& a : t->type_args)
    if (a.type && has_arrow(a.type.get())) return true;
  return false;
}
bool pat_has_arrow(const ast::Pat& p) {
  if (p.kind == PK::Ascribed && has_arrow(p.type.get())) return true;
  if (p.inner && pat_has_arrow(*p.inner)) return true;
  for (auto& e : p.elems)
    if (pat_has_arrow(*e)) return true;
  for (auto& f : p.fields)
    if (pat_has_arrow(*f.second)) return true;
  return false;
}

// ---- free variables ----

// The names `e` uses that it does not bind, in order of first use
// (variables, and names in sizes of type annotations).
class FreeVars {
 public:
  std::vector<std::string> out;

  void expr(const ast::Expr& e) {
    switch (e.kind) {
      case EK::Var: use(e.name); return;
      case EK::Let: {
        expr(*e.elems[0]);
        std::vector<std::string> b(e.size_params.begin(), e.size_params.end());
        pat(*e.pat, b);
        with(b, [&] { expr(*e.elems[1]); });
        return;
      }
      case EK::LetFun: {
        // Only a recursive local function is in scope of itself; another
        // one's name in its body is an outer binding (reference, "let f
        // params... = e in body").
        std::vector<std::string> b;
        if (e.recursive) b.push_back(e.name);
        for (auto& s : e.size_params) b.push_back(s);
        with(b, [&] { fun(e.params, e.type.get(), *e.elems[0]); });
        with({e.name}, [&] { expr(*e.elems[1]); });
        return;
      }
      case EK::Lambda: fun(e.params, e.type.get(), *e.elems[0]); return;
      case EK::Loop: {
        if (e.elems[0]) {
          expr(*e.elems[0]);
        } else {
          std::vector<std::string> init;
          pat(*e.pat, init);
          for (auto& n : init) use(n);
        }
        std::vector<std::string> b;
        pat(*e.pat, b);
        if (e.loop_form != ast::LoopForm::While) expr(*e.elems[1]);
        if (e.loop_form == ast::LoopForm::For) b.push_back(e.loop_var);
        if (e.loop_form == ast::LoopForm::ForIn) pat(*e.loop_pat, b);
        with(b, [&] {
          if (e.loop_form == ast::LoopForm::While) expr(*e.elems[1]);
          expr(*e.elems[2]);
        });
        return;
      }
      case EK::Match:
        expr(*e.elems[0]);
        for (size_t i = 0; i < e.cases.size(); ++i) {
          std::vector<std::string> b;
          pat(*e.cases[i], b);
          with(b, [&] { expr(*e.elems[i + 1]); });
        }
        return;
      case EK::Constr:
        // In the order of the tuple it becomes (elaborate/records.h): the
        // blank payloads of the other constructors use the sizes in their
        // types.
        if (!e.type) break;
        for (auto& [c, ps] : e.type->constrs) {
          if (c != e.name) {
            for (auto& p : ps) type(*p);
            continue;
          }
          for (auto& x : e.elems) expr(*x);
        }
        return;
      default: break;
    }
    for (auto& x : e.elems)
      if (x) expr(*x);
    for (auto& d : e.indices) index(d);
    // The type of an ascription (that of a field access, record update or
    // comparison only describes a value, elaborate/records.h).
    if (e.type && (e.kind == EK::Ascript || e.kind == EK::Coerce)) type(*e.type);
  }

 private:
  std::map<std::string, int> bound_;
  std::set<std::string> seen_;

  void use(const std::string& n) {
    if (bound_.count(n) || !seen_.insert(n).second) return;
    out.push_back(n);
  }
  void with(const std::vector<std::string>& names, const std::function<void()>& f) {
    for (auto& n : names) ++bound_[n];
    f();
    for (auto& n : names)
      if (--bound_[n] == 0) bound_.erase(n);
  }
  void index(const ast::DimIndex& d) {
    for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
      if (*x) expr(**x);
  }
  void dim(const ast::DimExp& d) {
    if (d.kind == ast::DimExp::Kind::Name) use(d.name);
    if (d.kind == ast::DimExp::Kind::Expr && d.expr) expr(*d.expr);
  }
  void type(const ast::TypeExp& t) {
    if (t.kind == TK::Array) dim(t.dim);
    if (t.kind == TK::Exists) {
      with(t.ext_sizes, [&] { type(*t.elem); });
      return;
    }
    if (t.elem) type(*t.elem);
    for (auto& e : t.elems) type(*e);
    for (auto& f : t.fields) type(*f.second);
    for (auto& c : t.constrs)
      for (auto& p : c.second) type(*p);
    for (auto& a : t.type_args) {
      if (a.is_size) dim(a.dim);
      else if (a.type) type(*a.type);
    }
  }
  // The names `p` binds are added to `b`; the sizes its annotations use
  // are uses.
  void pat(const ast::Pat& p, std::vector<std::string>& b) {
    switch (p.kind) {
      case PK::Id: b.push_back(p.name); break;
      case PK::Ascribed:
        with(b, [&] { type(*p.type); });
        pat(*p.inner, b);
        break;
      default:
        for (auto& e : p.elems) pat(*e, b);
        for (auto& f : p.fields) pat(*f.second, b);
        break;
    }
  }
  void fun(const std::vector<PatPtr>& params, const ast::TypeExp* ret, const ast::Expr& body) {
    std::vector<std::string> b;
    for (auto& p : params) pat(*p, b);
    with(b, [&] {
      if (ret) type(*ret);
      expr(body);
    });
  }
};

// ---- scopes ----

struct Scope;
using ScopeP = std::shared_ptr<const Scope>;
struct Scope {
  ScopeP parent;
  std::string name;
  SVP sv;
};
ScopeP bind_name(ScopeP s, const std::string& n, SVP sv) {
  auto r = std::make_shared<Scope>();
  r->parent = std::move(s);
  r->name = n;
  r->sv = std::move(sv);
  return r;
}
const SVP* lookup(const ScopeP& s, const std::string& n) {
  for (const Scope* p = s.get(); p; p = p->parent.get())
    if (p->name == n) return &p->sv;
  return nullptr;
}

// ---- the pass ----

struct R {
  ExprPtr e;  // the representation
  SVP sv;
};

// An argument of an application: the source expression (a lambda or a
// section stays one when a built-in gets it), its scope, and the result.
struct Arg {
  const ast::Expr* src = nullptr;
  ScopeP scope;
  R r;
};

struct Instance {
  std::string name;
  SVP result;
};

class Defunc {
 public:
  explicit Defunc(const ast::Program& p) : in_(p) {}
  std::map<std::string, const ast::TypeDecl*> types_;

  ast::Program run() {
    for (auto& d : in_.decls) {
      if (d.kind == ast::Decl::Kind::Val) defs_[d.val.name] = &d.val;
      if (d.kind == ast::Decl::Kind::Type) types_[d.type.name] = &d.type;
    }
    extra_.resize(in_.decls.size());
    std::vector<std::optional<ast::Decl>> base(in_.decls.size());
    std::vector<bool> checkable(in_.decls.size(), true);
    for (size_t i = 0; i < in_.decls.size(); ++i) {
      const ast::Decl& d = in_.decls[i];
      cur_ = i;
      if (d.kind != ast::Decl::Kind::Val) {
        base[i] = d;
        continue;
      }
      const ast::ValDecl& v = d.val;
      std::vector<SVP> args(v.params.size(), dyn());
      bool saved = applied_dyn_;
      applied_dyn_ = false;
      auto [nd, res] = make_def(v, v.name, args);
      checkable[i] = !applied_dyn_ && is_dyn(res);
      for (auto& p : v.params) checkable[i] = checkable[i] && !pat_has_arrow(*p);
      checkable[i] = checkable[i] && !has_arrow(v.ret_type.get());
      applied_dyn_ = saved;
      if (v.params.empty()) const_sv_[v.name] = res;
      else top_result_[v.name] = res;
      ast::Decl out = d;
      out.val = std::move(nd);
      base[i] = std::move(out);
    }
    ast::Program out;
    out.file = in_.file;
    for (size_t i = 0; i < in_.decls.size(); ++i) {
      const ast::Decl& d = in_.decls[i];
      bool keep = d.kind != ast::Decl::Kind::Val || d.val.entry || d.val.params.empty() ||
                  demanded_.count(d.val.name) || checkable[i];
      if (keep) out.decls.push_back(std::move(*base[i]));
      for (auto& x : extra_[i]) out.decls.push_back(std::move(x));
    }
    return out;
  }

 private:
  const ast::Program& in_;
  std::map<std::string, const ast::ValDecl*> defs_;
  Span let_rhs_span_;  // the expression the innermost `let` being transformed binds
  std::map<std::string, SVP> const_sv_, top_result_;
  std::set<std::string> demanded_;
  std::map<std::string, Instance> insts_;        // by key
  std::map<std::string, std::string> inst_keys_;  // instance name -> key
  std::vector<std::vector<ast::Decl>> extra_;
  std::map<const ast::Expr*, std::string> local_names_;
  size_t cur_ = 0;
  std::string cur_def_;       // the definition being transformed (names lambdas)
  ScopeP cur_scope_;          // the scope of the expression being transformed
  bool applied_dyn_ = false;  // a non-function was applied (a higher-order
                              // definition transformed without its functions)
  int fresh_ = 0;

  std::string fresh_name(const std::string& base) { return base + "@" + std::to_string(++fresh_); }

  // A name for an instance, unique among instances.
  std::string instance_name(const std::string& base, const std::string& key) {
    std::string n = base;
    for (int k = 2; inst_keys_.count(n) && inst_keys_[n] != key; ++k) n = base + "#" + std::to_string(k);
    inst_keys_[n] = key;
    return n;
  }

  // ---- patterns ----

  // The annotation `t` of a parameter whose static value `sv` holds
  // functions beside data (a tuple or record of them): `t` with its
  // abbreviations expanded down to the functions' places, which keep their
  // arrow types (the elaborator checks no function there: the place holds
  // the function's environment), so that the data parts still bind the
  // sizes they name.  Null where no data part is left, or where the type is
  // not of the static value's shape.
  ast::TypeExpPtr residual_type(const ast::TypeExpPtr& t, const SVP& sv) {
    bool data = false;
    ast::TypeExpPtr r = residual(t, sv, data, 0);
    return data ? r : nullptr;
  }
  ast::TypeExpPtr residual(const ast::TypeExpPtr& t, const SVP& sv, bool& data, int depth) {
    if (!t || depth > 64) return nullptr;
    if (is_dyn(sv)) {
      data = true;
      return t;
    }
    switch (t->kind) {
      case TK::Arrow: return t;
      case TK::Named: {
        auto e = expand_type(*t);
        return e ? residual(e, sv, data, depth + 1) : nullptr;
      }
      case TK::Tuple: {
        if (sv->kind != SV::Kind::Tuple || sv->elems.size() != t->elems.size()) return nullptr;
        auto c = std::make_shared<ast::TypeExp>(*t);
        for (size_t i = 0; i < c->elems.size(); ++i) {
          c->elems[i] = residual(t->elems[i], sv->elems[i], data, depth + 1);
          if (!c->elems[i]) return nullptr;
        }
        return c;
      }
      case TK::Record: {
        auto c = std::make_shared<ast::TypeExp>(*t);
        if (t->fields.size() == 1) {
          c->fields[0].second = residual(t->fields[0].second, sv, data, depth + 1);
          return c->fields[0].second ? c : nullptr;
        }
        if (sv->kind != SV::Kind::Tuple || sv->elems.size() != t->fields.size()) return nullptr;
        std::vector<std::string> names;
        for (auto& f : t->fields) names.push_back(f.first);
        for (size_t i = 0; i < c->fields.size(); ++i) {
          c->fields[i].second =
              residual(t->fields[i].second, part(sv, record_field_position(names, names[i])), data, depth + 1);
          if (!c->fields[i].second) return nullptr;
        }
        return c;
      }
      default: return nullptr;
    }
  }

  // A type abbreviation applied to its size arguments (the elaborator's
  // expansion); null for a name that is not an abbreviation.
  ast::TypeExpPtr expand_type(const ast::TypeExp& t) {
    auto it = types_.find(t.name);
    if (it == types_.end()) return nullptr;
    const ast::TypeDecl& d = *it->second;
    if (d.size_params.size() != t.size_args.size() || !d.def) return nullptr;
    std::map<std::string, ast::DimExp> subst;
    for (size_t i = 0; i < d.size_params.size(); ++i) subst[d.size_params[i]] = t.size_args[i];
    std::function<ast::TypeExpPtr(const ast::TypeExpPtr&)> go = [&](const ast::TypeExpPtr& x) -> ast::TypeExpPtr {
      if (!x) return x;
      auto c = std::make_shared<ast::TypeExp>(*x);
      if (c->kind == TK::Array && c->dim.kind == ast::DimExp::Kind::Name && subst.count(c->dim.name))
        c->dim = subst[c->dim.name];
      if (c->elem) c->elem = go(c->elem);
      for (auto& e : c->elems) e = go(e);
      for (auto& f : c->fields) f.second = go(f.second);
      for (auto& a : c->size_args)
        if (a.kind == ast::DimExp::Kind::Name && subst.count(a.name)) a = subst[a.name];
      return c;
    };
    return go(d.def);
  }

  PatPtr bind_pat(const PatPtr& p, const SVP& sv, ScopeP& sc) {
    switch (p->kind) {
      case PK::Id: sc = bind_name(sc, p->name, sv); return p;
      case PK::Ascribed: {
        if (!is_dyn(sv)) {
          // A function type's annotation goes; a tuple or record holding
          // functions keeps the types of its other parts, whose sizes may
          // be the only ones that bind a size parameter (`(l: layer [m][n])`
          // with `l.weights: [n][m]f32` beside `l.run`).
          ast::TypeExpPtr rest = residual_type(p->type, sv);
          if (!rest) return bind_pat(p->inner, sv, sc);
          auto q = std::make_shared<ast::Pat>(*p);
          q->type = rest;
          q->inner = bind_pat(p->inner, sv, sc);
          return q;
        }
        auto q = std::make_shared<ast::Pat>(*p);
        q->inner = bind_pat(p->inner, sv, sc);
        return q;
      }
      case PK::Tuple: {
        auto q = std::make_shared<ast::Pat>(*p);
        for (size_t i = 0; i < q->elems.size(); ++i) q->elems[i] = bind_pat(p->elems[i], part(sv, i), sc);
        return q;
      }
      case PK::Record: {
        // A record is the tuple of its fields (one field: the field).
        auto q = std::make_shared<ast::Pat>(*p);
        std::vector<std::string> names;
        for (auto& f : p->fields) names.push_back(f.first);
        for (size_t i = 0; i < q->fields.size(); ++i) {
          SVP e = names.size() == 1 ? sv : part(sv, record_field_position(names, names[i]));
          q->fields[i].second = bind_pat(p->fields[i].second, e, sc);
        }
        return q;
      }
      case PK::Constr: {
        // A sum is the tuple of its tag and every constructor's payloads.
        auto q = std::make_shared<ast::Pat>(*p);
        size_t offset = p->type ? sum_layout(*p->type, p->name).offset : 1;
        for (size_t j = 0; j < q->elems.size(); ++j) q->elems[j] = bind_pat(p->elems[j], part(sv, offset + j), sc);
        return q;
      }
      default: {
        std::vector<std::string> names;
        std::function<void(const ast::Pat&)> collect = [&](const ast::Pat& x) {
          if (x.kind == PK::Id) names.push_back(x.name);
          if (x.inner) collect(*x.inner);
          for (auto& e : x.elems) collect(*e);
          for (auto& f : x.fields) collect(*f.second);
        };
        collect(*p);
        for (auto& n : names) sc = bind_name(sc, n, dyn());
        return p;
      }
    }
  }

  // Component `i` of a value whose static value is `sv`.
  static SVP part(const SVP& sv, size_t i) {
    return sv->kind == SV::Kind::Tuple && i < sv->elems.size() ? sv->elems[i] : dyn();
  }

  // The static value of `sv` (of type `t`) with its part at `path[k..]`
  // (record fields and tuple positions) replaced by `nsv`.
  static SVP updated(const SVP& sv, const ast::TypeExp* t, const std::vector<std::string>& path, size_t k,
                     const SVP& nsv) {
    if (k == path.size()) return nsv;
    if (!t) return dyn();
    std::vector<const ast::TypeExp*> parts;
    size_t i = 0;
    if (t->kind == TK::Record) {
      if (t->fields.size() == 1) return updated(sv, t->fields[0].second.get(), path, k + 1, nsv);
      std::vector<std::string> names;
      for (auto& f : t->fields) {
        names.push_back(f.first);
        parts.push_back(f.second.get());
      }
      i = record_field_position(names, path[k]);
    } else if (t->kind == TK::Tuple) {
      for (auto& e : t->elems) parts.push_back(e.get());
      i = std::stoul(path[k]);
    } else {
      return dyn();
    }
    std::vector<SVP> es;
    for (size_t j = 0; j < parts.size(); ++j) es.push_back(part(sv, j));
    es.at(i) = updated(es[i], parts[i], path, k + 1, nsv);
    return tuple_sv(std::move(es));
  }

  // ---- definitions ----

  // `v` transformed with its parameters given `args`: the definition named
  // `name` and the static value of its result.
  std::pair<ast::ValDecl, SVP> make_def(const ast::ValDecl& v, const std::string& name,
                                        const std::vector<SVP>& args) {
    ast::ValDecl out = v;
    out.name = name;
    ScopeP sc;
    for (auto& s : v.size_params) sc = bind_name(sc, s, dyn());
    for (size_t i = 0; i < v.params.size(); ++i) out.params[i] = bind_pat(v.params[i], args[i], sc);
    std::string saved = cur_def_;
    cur_def_ = name;
    R r = expr(v.body, sc);
    cur_def_ = saved;
    out.body = r.e;
    if (!is_dyn(r.sv)) out.ret_type = nullptr;
    return {std::move(out), r.sv};
  }

  // The instance of the top-level definition `name` for the static values
  // of its arguments.
  Instance top_instance(const std::string& name, const std::vector<SVP>& args) {
    bool all_dyn = true;
    for (auto& a : args) all_dyn = all_dyn && is_dyn(a);
    if (all_dyn) {
      demanded_.insert(name);
      auto r = top_result_.find(name);
      return {name, r == top_result_.end() ? dyn() : r->second};
    }
    std::string key = "T " + name;
    std::string show;
    for (size_t i = 0; i < args.size(); ++i) {
      key += " " + sv_key(args[i]);
      show += (i ? ", " : "") + sv_show(args[i]);
    }
    auto it = insts_.find(key);
    if (it != insts_.end()) return it->second;
    const ast::ValDecl& v = *defs_.at(name);
    std::string iname = instance_name(name + "<" + show + ">", key);
    insts_[key] = {iname, dyn()};  // a recursive call finds it
    bool saved = applied_dyn_;
    auto [d, res] = make_def(v, iname, args);
    applied_dyn_ = saved;
    d.entry = false;
    insts_[key].result = res;
    ast::Decl decl;
    decl.kind = ast::Decl::Kind::Val;
    decl.val = std::move(d);
    decl.span = v.span;
    extra_[cur_].push_back(std::move(decl));
    return insts_[key];
  }

  // The name by which the output refers to a top-level instance from the
  // expression being transformed.  A definition transformed unchanged keeps
  // its name, which a local binding of the same name hides (`def app (g:
  // f64 -> f64) x = g x` applied to a top-level `g`: the parameter `g` is
  // then the empty environment `()`); there the reference is to a copy of
  // the definition under a name no program can bind.
  std::string top_ref(const std::string& name, const std::vector<SVP>& args) {
    Instance inst = top_instance(name, args);
    if (inst.name != name || !lookup(cur_scope_, name)) return inst.name;
    std::string key = "A " + name;
    auto it = insts_.find(key);
    if (it != insts_.end()) return it->second.name;
    const ast::ValDecl& v = *defs_.at(name);
    std::string iname = instance_name(name + "<top>", key);
    insts_[key] = {iname, inst.result};
    bool saved = applied_dyn_;
    ScopeP saved_scope = cur_scope_;
    cur_scope_ = nullptr;
    auto [d, res] = make_def(v, iname, args);
    cur_scope_ = saved_scope;
    applied_dyn_ = saved;
    d.entry = false;
    ast::Decl decl;
    decl.kind = ast::Decl::Kind::Val;
    decl.val = std::move(d);
    decl.span = v.span;
    extra_[cur_].push_back(std::move(decl));
    return iname;
  }

  // The instance of a lambda or local function for the static values of
  // its environment and arguments.
  Instance local_instance(const SV& f, const std::vector<SVP>& args) {
    const Code& c = *f.code;
    const ast::Expr& node = *c.node;
    std::string key = "L " + c.key + " {";
    bool all_dyn = true;
    for (auto& [n, s] : f.env) {
      key += n + "=" + sv_key(s) + ",";
      all_dyn = all_dyn && is_dyn(s);
    }
    key += "}";
    std::string show;
    for (size_t i = 0; i < args.size(); ++i) {
      key += " " + sv_key(args[i]);
      show += (i ? ", " : "") + sv_show(args[i]);
      all_dyn = all_dyn && is_dyn(args[i]);
    }
    auto it = insts_.find(key);
    if (it != insts_.end()) return it->second;
    std::string iname = instance_name(all_dyn ? c.name : c.name + "<" + show + ">", key);
    insts_[key] = {iname, dyn()};

    ast::ValDecl d;
    d.name = iname;
    d.span = node.span;
    d.name_span = node.span;
    d.recursive = node.recursive;
    d.lifted_from = node.kind == EK::LetFun ? node.name : "lambda";
    d.size_params = node.size_params;
    d.type_params = node.type_params;
    ScopeP sc;
    std::vector<PatPtr> envpat;
    std::vector<ExprPtr> envrep;
    for (auto& [n, s] : f.env) {
      envpat.push_back(mk_pid(n, node.span));
      envrep.push_back(mk_var(n, node.span));
      sc = bind_name(sc, n, s);
    }
    if (!f.env.empty()) d.params.push_back(mk_ptuple(envpat, node.span));
    d.env_param = !f.env.empty();
    bool self = node.kind == EK::LetFun && node.recursive;
    if (self) {
      auto me = fun_sv(f.code, f.env, (int)node.params.size());
      sc = bind_name(sc, node.name, me);
    }
    for (auto& s : node.size_params) sc = bind_name(sc, s, dyn());
    for (size_t i = 0; i < node.params.size(); ++i) d.params.push_back(bind_pat(node.params[i], args[i], sc));
    bool saved = applied_dyn_;
    std::string saved_def = cur_def_;
    cur_def_ = iname;
    R r = expr(node.elems[0], sc);
    cur_def_ = saved_def;
    applied_dyn_ = saved;
    d.body = r.e;
    if (self) {
      FreeVars fv;
      fv.expr(*node.elems[0]);
      if (std::find(fv.out.begin(), fv.out.end(), node.name) != fv.out.end())
        d.body = mk_let(mk_pid(node.name, node.span), mk_tuple(envrep, node.span), d.body, node.span);
    }
    d.ret_type = is_dyn(r.sv) && !has_arrow(node.type.get()) ? node.type : nullptr;
    insts_[key].result = r.sv;
    ast::Decl decl;
    decl.kind = ast::Decl::Kind::Val;
    decl.val = std::move(d);
    decl.span = node.span;
    extra_[cur_].push_back(std::move(decl));
    return insts_[key];
  }

  // The static value of a lambda or local function: its code and the
  // static values of the local variables it uses.
  SVP closure(const ast::Expr& node, const ScopeP& sc) {
    FreeVars fv;
    if (node.kind == EK::LetFun) {
      auto copy = node;  // the function alone, without the body of the `let`
      copy.elems = {node.elems[0], mk(EK::Unit, node.span)};
      fv.expr(copy);
    } else {
      fv.expr(node);
    }
    std::vector<std::pair<std::string, SVP>> env;
    for (auto& n : fv.out)
      if (const SVP* s = lookup(sc, n)) env.push_back({n, *s});
    auto& nm = local_names_[&node];
    if (nm.empty()) {
      nm = node.kind == EK::LetFun
               ? cur_def_ + "." + node.name
               : cur_def_ + ".\\" + std::to_string(node.span.begin.line) + ":" +
                     std::to_string(node.span.begin.col);
    }
    auto c = std::make_shared<Code>();
    c->kind = Code::Kind::Local;
    c->name = nm;
    c->node = &node;
    c->key = "L" + nm + "@" + std::to_string((uintptr_t)&node);
    return fun_sv(c, std::move(env), (int)node.params.size());
  }

  static CodeP simple_code(Code::Kind k, const std::string& name, const std::string& qual = "") {
    auto c = std::make_shared<Code>();
    c->kind = k;
    c->name = name;
    c->qual = qual;
    c->key = std::to_string((int)k) + ":" + qual + "." + name;
    return c;
  }

  // ---- expressions ----

  R expr(const ExprPtr& e, const ScopeP& sc) {
    ScopeP saved = cur_scope_;
    cur_scope_ = sc;
    R r = expr_in(e, sc);
    cur_scope_ = std::move(saved);
    return r;
  }

  R expr_in(const ExprPtr& e, const ScopeP& sc) {
    switch (e->kind) {
      case EK::IntLit:
      case EK::FloatLit:
      case EK::BoolLit:
      case EK::CharLit:
      case EK::StringLit:
      case EK::Unit: return {e, dyn()};
      case EK::Var: return var(e, sc);
      case EK::Tuple: {
        auto n = std::make_shared<ast::Expr>(*e);
        std::vector<SVP> svs;
        for (auto& x : n->elems) {
          R r = expr(x, sc);
          x = r.e;
          svs.push_back(r.sv);
        }
        return {n, tuple_sv(std::move(svs))};
      }
      case EK::ArrayLit: {
        auto n = std::make_shared<ast::Expr>(*e);
        for (auto& x : n->elems) {
          R r = expr(x, sc);
          if (!is_dyn(r.sv)) user_error(x->span, "an array element cannot be a function");
          x = r.e;
        }
        return {n, dyn()};
      }
      case EK::Record: {
        // Its fields in the order of the tuple it becomes
        // (elaborate/records.h), which gives it its static value.
        auto n = std::make_shared<ast::Expr>(*e);
        std::vector<SVP> svs;
        for (auto& x : n->elems) {
          R r = expr(x, sc);
          x = r.e;
          svs.push_back(r.sv);
        }
        return {n, svs.size() == 1 ? svs[0] : tuple_sv(std::move(svs))};
      }
      case EK::RecordUpdate: {
        R v = expr(e->elems[0], sc);
        R nv = expr(e->elems[1], sc);
        auto n = std::make_shared<ast::Expr>(*e);
        n->elems = {v.e, nv.e};
        if (is_dyn(v.sv) && is_dyn(nv.sv)) return {n, dyn()};
        return {n, updated(v.sv, e->type.get(), e->field_path, 0, nv.sv)};
      }
      case EK::Constr: {
        auto n = std::make_shared<ast::Expr>(*e);
        std::vector<SVP> payloads;
        bool all_dyn = true;
        for (auto& x : n->elems) {
          R r = expr(x, sc);
          x = r.e;
          payloads.push_back(r.sv);
          all_dyn = all_dyn && is_dyn(r.sv);
        }
        if (all_dyn || !e->type) return {n, dyn()};
        SumLayout l = sum_layout(*e->type, e->name);
        std::vector<SVP> es(l.total, dyn());
        for (size_t j = 0; j < payloads.size(); ++j) es.at(l.offset + j) = payloads[j];
        return {n, tuple_sv(std::move(es))};
      }
      case EK::Match: {
        auto n = std::make_shared<ast::Expr>(*e);
        R s = expr(e->elems[0], sc);
        n->elems[0] = s.e;
        SVP result = dyn();
        for (size_t i = 0; i < e->cases.size(); ++i) {
          ScopeP sc2 = sc;
          n->cases[i] = bind_pat(e->cases[i], s.sv, sc2);
          R b = expr(e->elems[i + 1], sc2);
          if (!is_dyn(b.sv) && e->cases.size() > 1) user_error(e->span, "the result of `match` cannot be a function");
          n->elems[i + 1] = b.e;
          result = b.sv;
        }
        return {n, result};
      }
      case EK::Proj: {
        R r = expr(e->elems[0], sc);
        if (e->type && e->type->kind == TK::Record) {
          // A field of a record: the part of the tuple it becomes.
          auto n = std::make_shared<ast::Expr>(*e);
          n->elems[0] = r.e;
          if (is_dyn(r.sv)) return {n, dyn()};
          // One field: the record is the field (its representation too).
          if (e->type->fields.size() == 1) return r;
          std::vector<std::string> names;
          for (auto& f : e->type->fields) names.push_back(f.first);
          return {n, part(r.sv, record_field_position(names, e->field))};
        }
        if (r.sv->kind == SV::Kind::Tuple) {
          size_t i = std::stoul(e->field);
          return {mk_proj(r.e, e->field, e->span), r.sv->elems.at(i)};
        }
        auto n = std::make_shared<ast::Expr>(*e);
        n->elems[0] = r.e;
        return {n, dyn()};
      }
      case EK::If: {
        auto n = std::make_shared<ast::Expr>(*e);
        for (size_t i = 0; i < 3; ++i) {
          R r = expr(e->elems[i], sc);
          if (i > 0 && !is_dyn(r.sv)) user_error(e->span, "the result of `if` cannot be a function");
          n->elems[i] = r.e;
        }
        return {n, dyn()};
      }
      case EK::Let: {
        let_rhs_span_ = e->elems[0]->span;
        R v = expr(e->elems[0], sc);
        check_let_update(*e->elems[0], v.sv);
        ScopeP sc2 = sc;
        for (auto& s : e->size_params) sc2 = bind_name(sc2, s, dyn());
        PatPtr p = bind_pat(e->pat, v.sv, sc2);
        R b = expr(e->elems[1], sc2);
        auto n = std::make_shared<ast::Expr>(*e);
        n->pat = p;
        n->elems = {v.e, b.e};
        return {n, b.sv};
      }
      case EK::LetFun: {
        if (e->params.empty()) {
          ScopeP sc1 = sc;
          for (auto& s : e->size_params) sc1 = bind_name(sc1, s, dyn());
          R v = expr(e->elems[0], sc1);
          check_let_update(*e->elems[0], v.sv);
          R b = expr(e->elems[1], bind_name(sc, e->name, v.sv));
          if (!is_dyn(v.sv)) return {mk_let(mk_pid(e->name, e->span), v.e, b.e, e->span), b.sv};
          auto n = std::make_shared<ast::Expr>(*e);
          n->elems = {v.e, b.e};
          return {n, b.sv};
        }
        SVP f = closure(*e, sc);
        R b = expr(e->elems[1], bind_name(sc, e->name, f));
        return {mk_let(mk_pid(e->name, e->span), repr_of_env(*f, e->span), b.e, e->span), b.sv};
      }
      case EK::Lambda: {
        SVP f = closure(*e, sc);
        return {repr_of_env(*f, e->span), f};
      }
      case EK::OpSection: return {mk(EK::Unit, e->span), fun_sv(simple_code(Code::Kind::Op, e->op, e->qual), {}, 2)};
      case EK::LeftSection:
      case EK::RightSection: {
        R v = expr(e->elems[0], sc);
        auto k = e->kind == EK::LeftSection ? Code::Kind::LeftSec : Code::Kind::RightSec;
        return {v.e, fun_sv(simple_code(k, e->op, e->qual), {{"", v.sv}}, 1)};
      }
      case EK::ProjSection: return {mk(EK::Unit, e->span), fun_sv(simple_code(Code::Kind::ProjSec, e->field), {}, 1)};
      case EK::BinOp: {
        if (e->op == ">->" || e->op == "<-<" || e->op == "|>" || e->op == "<|") {
          R a = expr(e->elems[0], sc), b = expr(e->elems[1], sc);
          return binop_fun(e->op, a, b, e->span);
        }
        return generic(e, sc);
      }
      case EK::Apply: {
        R f = expr(e->elems[0], sc);
        std::vector<Arg> args;
        for (size_t i = 1; i < e->elems.size(); ++i)
          args.push_back({e->elems[i].get(), sc, expr(e->elems[i], sc)});
        return apply(f, std::move(args), e->span);
      }
      case EK::Ascript:
      case EK::Coerce: {
        R v = expr(e->elems[0], sc);
        if (!is_dyn(v.sv)) return v;  // a function's type: nothing to check at run time
        auto n = std::make_shared<ast::Expr>(*e);
        n->elems[0] = v.e;
        return {n, dyn()};
      }
      case EK::Loop: {
        auto n = std::make_shared<ast::Expr>(*e);
        if (e->elems[0]) {
          R init = expr(e->elems[0], sc);
          if (!is_dyn(init.sv)) user_error(e->span, "a loop parameter cannot be a function");
          n->elems[0] = init.e;
        }
        ScopeP body = sc;
        bind_pat(e->pat, dyn(), body);
        if (e->loop_form != ast::LoopForm::While) n->elems[1] = dyn_expr(e->elems[1], sc);
        if (e->loop_form == ast::LoopForm::For) body = bind_name(body, e->loop_var, dyn());
        if (e->loop_form == ast::LoopForm::ForIn) bind_pat(e->loop_pat, dyn(), body);
        if (e->loop_form == ast::LoopForm::While) n->elems[1] = dyn_expr(e->elems[1], body);
        R b = expr(e->elems[2], body);
        if (!is_dyn(b.sv)) user_error(e->span, "a loop parameter cannot be a function");
        n->elems[2] = b.e;
        return {n, dyn()};
      }
      default: return generic(e, sc);
    }
  }

  ExprPtr dyn_expr(const ExprPtr& e, const ScopeP& sc) { return expr(e, sc).e; }

  // Every subexpression transformed; the value is not a function.
  R generic(const ExprPtr& e, const ScopeP& sc) {
    auto n = std::make_shared<ast::Expr>(*e);
    for (auto& x : n->elems)
      if (x) x = expr(x, sc).e;
    for (auto& d : n->indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x) *x = expr(*x, sc).e;
    return {n, dyn()};
  }

  R var(const ExprPtr& e, const ScopeP& sc) {
    const std::string& n = e->name;
    if (const SVP* s = lookup(sc, n)) return {e, *s};
    auto d = defs_.find(n);
    if (d != defs_.end()) {
      if (d->second->params.empty()) {
        auto c = const_sv_.find(n);
        return {e, c == const_sv_.end() ? dyn() : c->second};
      }
      return {mk(EK::Unit, e->span), fun_sv(simple_code(Code::Kind::Top, n), {}, (int)d->second->params.size())};
    }
    int a = builtin_function_arity(n);
    if (a > 0) return {mk(EK::Unit, e->span), fun_sv(simple_code(Code::Kind::Builtin, n), {}, a)};
    return {e, dyn()};
  }

  ExprPtr repr_of_env(const SV& f, const Span& sp) {
    std::vector<ExprPtr> es;
    for (auto& [n, _] : f.env) es.push_back(mk_var(n, sp));
    return mk_tuple(std::move(es), sp);
  }

  R binop_fun(const std::string& op, const R& a, const R& b, const Span& sp) {
    if (op == "|>") return apply(b, {{nullptr, nullptr, a}}, sp);
    if (op == "<|") return apply(a, {{nullptr, nullptr, b}}, sp);
    const R& f = op == ">->" ? a : b;
    const R& g = op == ">->" ? b : a;
    if (f.sv->kind != SV::Kind::Fun || g.sv->kind != SV::Kind::Fun) {
      // A functional parameter of a higher-order definition transformed
      // without its functions (`def twice f = f >-> f`): the type checker
      // has seen two functions; this transformation of the definition is
      // not kept (as in `apply`).
      applied_dyn_ = true;
      return {mk_tuple({f.e, g.e}, sp), dyn()};
    }
    auto s = fun_sv(simple_code(Code::Kind::Compose, op), {{"", f.sv}, {"", g.sv}}, 1);
    return {mk_tuple({f.e, g.e}, sp), s};
  }

  // The components of a function's representation `rep`; `wrap` receives
  // a `let` to put around the expression that uses them when `rep` must
  // be evaluated once.
  std::vector<ExprPtr> components(const ExprPtr& rep, const SV& f, const Span& sp, PatPtr& bind_to) {
    size_t n = f.ncomps();
    if (n == 0) return {};
    if (n == 1) return {rep};
    if (rep->kind == EK::Tuple && rep->elems.size() == n) return rep->elems;
    ExprPtr base = rep;
    if (rep->kind != EK::Var) {
      std::string t = fresh_name("fn");
      bind_to = mk_pid(t, sp);
      base = mk_var(t, sp);
    }
    std::vector<ExprPtr> out;
    for (size_t i = 0; i < n; ++i) out.push_back(mk_proj(base, std::to_string(i), sp));
    return out;
  }

  R apply(const R& f, std::vector<Arg> args, const Span& sp) {
    if (f.sv->kind != SV::Kind::Fun) {
      // Not a function (in a higher-order definition transformed without
      // its functional arguments, or an error the elaborator reports).
      applied_dyn_ = true;
      std::vector<ExprPtr> as;
      for (auto& a : args) as.push_back(a.r.e);
      return {mk_apply(f.e, std::move(as), sp), dyn()};
    }
    const SV& s = *f.sv;
    PatPtr bind_to;
    std::vector<ExprPtr> comps = components(f.e, s, sp, bind_to);
    auto wrap = [&](R r) {
      if (bind_to) r.e = mk_let(bind_to, f.e, r.e, sp);
      return r;
    };
    if ((int)args.size() < s.remaining) {
      check_partial(s, args.size(), sp);
      auto p = std::make_shared<SV>(s);
      for (auto& a : args) {
        p->applied.push_back(a.r.sv);
        comps.push_back(a.r.e);
      }
      p->remaining -= (int)args.size();
      return wrap({mk_tuple(comps, sp), p});
    }
    std::vector<Arg> now(args.begin(), args.begin() + s.remaining);
    std::vector<Arg> rest(args.begin() + s.remaining, args.end());
    R r = wrap(full(s, comps, std::move(now), sp));
    if (rest.empty()) return r;
    return apply(r, std::move(rest), sp);
  }

  // Rule 1 of the reference's "In-place updates and higher-order
  // functions" (see outer_update).
  void check_let_update(const ast::Expr& rhs, const SVP& bound) {
    if (is_dyn(bound)) return;
    if (const ast::Expr* u = outer_update(rhs, {}))
      user_error(rhs.span,
                 "Let-bound expression of higher-order type (a function value) contains consumption: the value this `let` binds "
                 "is or contains a function, and its expression updates in place an array bound outside it "
                 "(at " + std::to_string(u->span.begin.line) + ":" + std::to_string(u->span.begin.col) + ")",
                 "bind the updated array with a `let` of its own before the function");
  }

  // A partial application may not give an argument for a consuming
  // (unique) parameter: the function value would consume it at every call
  // (the error index's "contains-consumption"; the same message as
  // typecheck/uniqueness.cpp gives higher-order code).
  void check_partial(const SV& f, size_t given, const Span& sp) {
    const std::vector<PatPtr>* params = nullptr;
    std::string name = f.code->name;
    if (f.code->kind == Code::Kind::Top) params = &defs_.at(f.code->name)->params;
    if (f.code->kind == Code::Kind::Local) {
      params = &f.code->node->params;
      name = f.code->node->kind == EK::LetFun ? f.code->node->name : "lambda";
    }
    if (!params) return;
    ast::TypeExpPtr ret;
    if (f.code->kind == Code::Kind::Top) ret = defs_.at(f.code->name)->ret_type;
    if (f.code->kind == Code::Kind::Local && f.code->node->kind == EK::LetFun) ret = f.code->node->type;
    // Futhark's wording where a `let` binds the partial application (error
    // index "Let-bound expression of higher-order type t contains
    // consumption"), with the type when the parameters and result are
    // written out.
    auto lead = [&]() -> std::string {
      bool let_bound = sp.file == let_rhs_span_.file && sp.begin.line == let_rhs_span_.begin.line &&
                       sp.begin.col == let_rhs_span_.begin.col && sp.end.line == let_rhs_span_.end.line &&
                       sp.end.col == let_rhs_span_.end.col;
      if (!let_bound) return "Expression of higher-order type contains consumption";
      std::string t = "(a partial application of `" + name + "`)";
      size_t k = f.applied.size() + given;
      if (ret && k < params->size()) {
        std::string w;
        for (size_t i = k; i < params->size(); ++i) {
          const ast::Pat* p = (*params)[i].get();
          if (p->kind != PK::Ascribed || !p->type) break;
          w += ast::print_type(*p->type) + " -> ";
          if (i + 1 == params->size()) t = "`" + w + ast::print_type(*ret) + "`";
        }
      }
      return "Let-bound expression of higher-order type " + t + " contains consumption";
    };
    static const char* ordinals[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
    for (size_t i = f.applied.size(); i < f.applied.size() + given && i < params->size(); ++i) {
      const ast::Pat* p = (*params)[i].get();
      if (p->kind == PK::Ascribed && p->type && p->type->unique)
        user_error(sp, lead() + ": this partial application of `" +
                           name + "` consumes its " +
                           (i < 6 ? std::string(ordinals[i]) : std::to_string(i + 1) + "th") +
                           " argument, and a function value may not contain consumption",
                   "apply `" + name + "` to all its arguments where the result is needed");
    }
  }

  // A call of `f` with all its arguments: `comps` are its components (the
  // environment's, then the arguments given before), `args` the others.
  R full(const SV& f, const std::vector<ExprPtr>& comps, std::vector<Arg> args, const Span& sp) {
    std::vector<Arg> all;
    for (size_t i = 0; i < f.applied.size(); ++i)
      all.push_back({nullptr, nullptr, {comps[f.env.size() + i], f.applied[i]}});
    for (auto& a : args) all.push_back(std::move(a));
    std::vector<SVP> svs;
    std::vector<ExprPtr> reps;
    for (auto& a : all) {
      svs.push_back(a.r.sv);
      reps.push_back(a.r.e);
    }
    const Code& c = *f.code;
    switch (c.kind) {
      case Code::Kind::Top: {
        Instance inst = top_instance(c.name, svs);
        return {mk_apply(mk_var(top_ref(c.name, svs), sp), reps, sp), inst.result};
      }
      case Code::Kind::Local: {
        Instance inst = local_instance(f, svs);
        std::vector<ExprPtr> as;
        if (!f.env.empty()) as.push_back(mk_tuple({comps.begin(), comps.begin() + f.env.size()}, sp));
        for (auto& r : reps) as.push_back(r);
        return {mk_apply(mk_var(inst.name, sp), as, sp), inst.result};
      }
      case Code::Kind::Builtin: {
        std::vector<ExprPtr> as;
        for (auto& a : all) as.push_back(fun_arg(a, sp));
        return {mk_apply(mk_var(c.name, sp), as, sp), dyn()};
      }
      case Code::Kind::Op:
        if (c.name == "|>" || c.name == "<|" || c.name == ">->" || c.name == "<-<")
          return binop_fun(c.name, all[0].r, all[1].r, sp);
        return {mk_binop(c.name, c.qual, reps[0], reps[1], sp), dyn()};
      case Code::Kind::LeftSec:
        if (c.name == "|>" || c.name == "<|" || c.name == ">->" || c.name == "<-<")
          return binop_fun(c.name, {comps[0], f.env[0].second}, all[0].r, sp);
        return {mk_binop(c.name, c.qual, comps[0], reps[0], sp), dyn()};
      case Code::Kind::RightSec:
        if (c.name == "|>" || c.name == "<|" || c.name == ">->" || c.name == "<-<")
          return binop_fun(c.name, all[0].r, {comps[0], f.env[0].second}, sp);
        return {mk_binop(c.name, c.qual, reps[0], comps[0], sp), dyn()};
      case Code::Kind::ProjSec: {
        R r = all[0].r;
        std::stringstream path(c.name);
        std::string field;
        while (std::getline(path, field, '.')) {
          if (r.sv->kind == SV::Kind::Tuple) r = {mk_proj(r.e, field, sp), r.sv->elems.at(std::stoul(field))};
          else r = {mk_proj(r.e, field, sp), dyn()};
        }
        return r;
      }
      case Code::Kind::Compose: {
        R mid = apply({comps[0], f.env[0].second}, {std::move(all[0])}, sp);
        return apply({comps[1], f.env[1].second}, {{nullptr, nullptr, mid}}, sp);
      }
    }
    internal_error("defunctionalise: unknown code", __FILE__, __LINE__);
  }

  // An argument of a built-in: a function stays a function.
  ExprPtr fun_arg(const Arg& a, const Span& sp) {
    const SVP& s = a.r.sv;
    if (s->kind != SV::Kind::Fun) return a.r.e;
    if (a.src) {
      switch (a.src->kind) {
        case EK::Lambda: {
          // Written here: kept as a lambda, its body defunctionalised.
          auto n = std::make_shared<ast::Expr>(*a.src);
          ScopeP sc = a.scope;
          for (auto& p : n->params) p = bind_pat(p, dyn(), sc);
          R body = expr(a.src->elems[0], sc);
          // A lambda whose body is a function (`map2 (\i -> g i) is xs`)
          // takes the rest of the built-in's arguments itself.
          while (body.sv->kind == SV::Kind::Fun) {
            n->type = nullptr;
            std::vector<Arg> rest;
            for (int i = 0; i < body.sv->remaining; ++i) {
              std::string x = fresh_name("x");
              n->params.push_back(mk_pid(x, sp));
              rest.push_back({nullptr, nullptr, {mk_var(x, sp), dyn()}});
            }
            body = apply(body, std::move(rest), sp);
          }
          n->elems[0] = body.e;
          return n;
        }
        case EK::OpSection:
        case EK::ProjSection: return std::make_shared<ast::Expr>(*a.src);
        case EK::LeftSection:
        case EK::RightSection: {
          auto n = std::make_shared<ast::Expr>(*a.src);
          n->elems[0] = a.r.e;
          return n;
        }
        default: break;
      }
    }
    return as_function(*s, a.r.e, sp);
  }

  // A function value as a function expression of the output: a reference
  // to (or partial application of) a definition, a built-in or a section.
  ExprPtr as_function(const SV& f, const ExprPtr& rep, const Span& sp) {
    PatPtr bind_to;
    std::vector<ExprPtr> comps = components(rep, f, sp, bind_to);
    std::vector<ExprPtr> applied(comps.begin() + f.env.size(), comps.end());
    std::vector<SVP> svs = f.applied;
    for (int i = 0; i < f.remaining; ++i) svs.push_back(dyn());
    const Code& c = *f.code;
    // A definition or lambda whose result is a function (`map2 (map2 (\x
    // -> \y -> x + y)) xss yss`, `def add x = \y -> x + y` passed to
    // `map2`) takes the rest of the built-in's arguments in a lambda, as
    // fun_arg does for a lambda written in place.
    if ((c.kind == Code::Kind::Top && top_instance(c.name, svs).result->kind == SV::Kind::Fun) ||
        (c.kind == Code::Kind::Local && local_instance(f, svs).result->kind == SV::Kind::Fun))
      return eta_lambda(f, rep, sp);
    ExprPtr out;
    switch (c.kind) {
      case Code::Kind::Top:
        out = mk_apply(mk_var(top_ref(c.name, svs), sp), applied, sp);
        break;
      case Code::Kind::Local: {
        std::vector<ExprPtr> as;
        if (!f.env.empty()) as.push_back(mk_tuple({comps.begin(), comps.begin() + f.env.size()}, sp));
        for (auto& a : applied) as.push_back(a);
        out = mk_apply(mk_var(local_instance(f, svs).name, sp), as, sp);
        break;
      }
      case Code::Kind::Builtin: {
        std::vector<ExprPtr> as;
        for (size_t i = 0; i < applied.size(); ++i) as.push_back(fun_arg({nullptr, nullptr, {applied[i], f.applied[i]}}, sp));
        out = mk_apply(mk_var(c.name, sp), as, sp);
        break;
      }
      case Code::Kind::Op:
      case Code::Kind::LeftSec:
      case Code::Kind::RightSec:
      case Code::Kind::ProjSec:
      case Code::Kind::Compose: {
        if (c.kind == Code::Kind::Op && applied.empty() && c.name != ">->" && c.name != "<-<" &&
            c.name != "|>" && c.name != "<|") {
          out = mk(EK::OpSection, sp);
          out->op = c.name;
          out->qual = c.qual;
          break;
        }
        if (c.kind == Code::Kind::ProjSec) {
          out = mk(EK::ProjSection, sp);
          out->field = c.name;
          break;
        }
        // Otherwise a lambda taking the remaining arguments.
        return eta_lambda(f, rep, sp);
      }
    }
    if (bind_to) out = mk_let(bind_to, rep, out, sp);
    return out;
  }

  // `\x1 ... xk -> f x1 ... xk` for the function value `f` (representation
  // `rep`) expecting k more arguments; where that call's result is itself
  // a function, the lambda takes its arguments too, until the result is
  // not a function.
  ExprPtr eta_lambda(const SV& f, const ExprPtr& rep, const Span& sp) {
    auto lam = mk(EK::Lambda, sp);
    R body{rep, std::make_shared<SV>(f)};
    while (body.sv->kind == SV::Kind::Fun) {
      std::vector<Arg> as;
      for (int i = 0; i < body.sv->remaining; ++i) {
        std::string x = fresh_name("x");
        lam->params.push_back(mk_pid(x, sp));
        as.push_back({nullptr, nullptr, {mk_var(x, sp), dyn()}});
      }
      body = apply(body, std::move(as), sp);
    }
    lam->elems = {body.e};
    return lam;
  }
};

}  // namespace

ast::Program defunctionalise(const ast::Program& prog) { return Defunc(prog).run(); }

std::string print_defunctionalised(const ast::Program& prog) {
  // From the user's first declaration on (the prelude comes first).
  ast::Program user;
  user.file = prog.file;
  bool in_user = false;
  for (auto& d : prog.decls) {
    const Span& sp = d.kind == ast::Decl::Kind::Val ? d.val.span : d.span;
    in_user = in_user || sp.file == prog.file;
    if (in_user) user.decls.push_back(d);
  }
  return ast::print_program(user);
}

}  // namespace runic
