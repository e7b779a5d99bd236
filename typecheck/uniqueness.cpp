// Uniqueness types and alias checking, as PLDI'17 section 3.
//
// Nomenclature (the paper's):
//   alias set    the variables a value may share memory with (ALIAS-* rules);
//                a scalar's is empty, a fresh array's (map, iota, copy, the
//                result of an update or of a function with a unique result)
//                is empty, a variable's is itself plus its own aliases.
//                A zip..zip5 call's result aliases its arrays plus a
//                variable of its own (VarKind::ZipResult): consuming it
//                consumes that variable instead of the arrays and marks
//                the call as copying (CheckedProgram::copied_zips), so the
//                result is unique, as Futhark's prelude declares.
//   consume      an in-place update `a with [i] = v` (and `let a[i] = v`)
//                consumes `a`; passing an argument for a unique parameter
//                `*[]t` consumes it; a loop whose body consumes a merge
//                parameter consumes the initial value; a SOAC whose lambda
//                consumes a parameter consumes the matching array; `scatter`
//                consumes its destination.  Consuming a value consumes
//                every variable in its alias set.
//   observe      any use of a variable.  After a variable is consumed,
//                neither it nor any variable aliasing it may be observed
//                (OCCURRENCE-SEQ: the consumed set of the first part of a
//                sequence and the observed set of the rest are disjoint).
//
// Rules checked (each with its own message, the error span at the
// offending use, the message naming both positions):
//   - use after consumption ("`a` is consumed at 12:5 and used again at
//     14:9"; "`x` aliases `a`, which is consumed at ...");
//   - only unique parameters, locals and loop parameters may be consumed
//     ("cannot consume `xs`: it is not a unique parameter (declare it
//     `*[]i32`)");
//   - a SOAC lambda may consume only its own parameters; a loop body only
//     its merge parameters and its own locals; a function (also a local
//     function or a lambda) only its unique parameters;
//   - a loop that consumes its initial value may not use it in its body,
//     and its body result may not alias a variable from outside the loop;
//   - arguments that alias each other cannot be passed when one of them is
//     consumed; the value written by an update may not alias the array;
//   - a result declared unique (`: *[]t`) may not alias a non-unique
//     parameter or a variable bound outside the function, nor (for a
//     unique component of a tuple) another component, free aliases
//     included (`let xs = iota n in (xs, xs)`: the ids of variables whose
//     scope ended stay in `Al::gone`, Futhark's AliasFree);
//   - a function's result may not alias a top-level definition;
//   - an argument for a consuming parameter may not alias itself (two
//     components sharing memory), and a partial application may not
//     consume (the function value would consume at every call);
//   - the new value of a loop parameter declared unique may not alias
//     another loop parameter or another component of the body's result;
//     read left to right (Futhark's order), the result for a parameter
//     that is declared unique or that the body consumes may not alias an
//     earlier result, nor any result one for such a parameter before it,
//     free aliases included (`let a[i] = 1 in (a, a)`).
//
// Design: the checker (typecheck.cpp) checks and elaborates in one
// traversal that inlines every call, i.e. it sees a function body once per
// call site and has no notion of "the caller" any more.  The PLDI rules are
// intraprocedural (each function is checked once, against the uniqueness
// of its declared parameters and result), so this is a separate pass over
// the source AST, run after type checking succeeded.  From the checker it
// takes only the shape of every expression and pattern variable (scalar,
// array, tuple, function), merged over all instantiations (TypeRecord in
// elab_types.h); that is what decides whether `a[i]` is a scalar (no
// aliases) or a row (aliases `a`).  Definitions the checker never visited
// (unused, not fully annotated) are not checked.  The traversal is
// flow-sensitive: it keeps the set of consumed variables with the position
// of the consumption; `if` branches start from the same set and are joined
// by union.
//
// Preconditions: a type-correct program (typecheck() ran run 1 over every
// entry and annotated def).  Postconditions: none on the program; throws
// CompileError on the first violation.
#include "typecheck/uniqueness.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "typecheck/infer.h"

namespace runic {
namespace {

using IdSet = std::set<int>;
using K = ast::Expr::Kind;

// Alias sets of a value: one per leaf of its shape (tuples are split).
struct Al {
  bool tuple = false;
  std::vector<Al> elems;  // tuple
  IdSet set;              // leaf
  // Free aliases (Futhark's `AliasFree`): variables of the leaf's alias
  // set whose scope ended (`let xs = iota n in (xs, xs)`).  They no
  // longer restrict what may be consumed or observed; they only show that
  // two parts of a function's result share memory.
  IdSet gone;
};

Al leaf(IdSet s) {
  Al a;
  a.set = std::move(s);
  return a;
}
Al tuple_al(std::vector<Al> es) {
  Al a;
  a.tuple = true;
  a.elems = std::move(es);
  return a;
}
IdSet all_ids(const Al& a) {
  if (!a.tuple) return a.set;
  IdSet r;
  for (auto& e : a.elems) {
    auto s = all_ids(e);
    r.insert(s.begin(), s.end());
  }
  return r;
}
IdSet all_gone(const Al& a) {
  if (!a.tuple) return a.gone;
  IdSet r;
  for (auto& e : a.elems) {
    auto s = all_gone(e);
    r.insert(s.begin(), s.end());
  }
  return r;
}
// Aliases `s` (free aliases `g`) spread over a shape: scalars alias nothing.
Al shaped(const Skel& sk, const IdSet& s, const IdSet& g = {}) {
  switch (sk.kind) {
    case Skel::Kind::Prim: return leaf({});
    case Skel::Kind::Tuple: {
      std::vector<Al> es;
      for (auto& e : sk.elems) es.push_back(shaped(e, s, g));
      return tuple_al(es);
    }
    default: {
      Al a = leaf(s);
      a.gone = g;
      return a;
    }
  }
}
// Fits the aliases `a` to the shape `sk` (dropping the aliases of scalars).
Al fit(const Al& a, const Skel& sk) {
  if (sk.kind == Skel::Kind::Tuple && a.tuple && a.elems.size() == sk.elems.size()) {
    std::vector<Al> es;
    for (size_t i = 0; i < a.elems.size(); ++i) es.push_back(fit(a.elems[i], sk.elems[i]));
    return tuple_al(es);
  }
  return shaped(sk, all_ids(a), all_gone(a));
}
Al al_union(const Al& a, const Al& b) {
  if (a.tuple && b.tuple && a.elems.size() == b.elems.size()) {
    std::vector<Al> es;
    for (size_t i = 0; i < a.elems.size(); ++i) es.push_back(al_union(a.elems[i], b.elems[i]));
    return tuple_al(es);
  }
  IdSet s = all_ids(a), t = all_ids(b), g = all_gone(a), h = all_gone(b);
  s.insert(t.begin(), t.end());
  g.insert(h.begin(), h.end());
  Al r = leaf(s);
  r.gone = g;
  return r;
}
// Drops the ids in `gone`.
Al al_remove(const Al& a, const IdSet& gone) {
  if (a.tuple) {
    std::vector<Al> es;
    for (auto& x : a.elems) es.push_back(al_remove(x, gone));
    return tuple_al(es);
  }
  IdSet s;
  for (int x : a.set)
    if (!gone.count(x)) s.insert(x);
  Al r = leaf(s);
  r.gone = a.gone;
  return r;
}
// Drops the ids >= first (variables going out of scope): they become free
// aliases.
Al drop_inner(const Al& a, int first) {
  if (a.tuple) {
    std::vector<Al> es;
    for (auto& e : a.elems) es.push_back(drop_inner(e, first));
    return tuple_al(es);
  }
  Al r = leaf({});
  r.gone = a.gone;
  for (int x : a.set) (x < first ? r.set : r.gone).insert(x);
  return r;
}

std::string pos(const Span& s) {
  return std::to_string(s.begin.line) + ":" + std::to_string(s.begin.col);
}

// Does the (declared) type demand a unique argument?
bool texp_unique(const ast::TypeExp* t) {
  if (!t) return false;
  if (t->unique) return true;
  if (t->kind == ast::TypeExp::Kind::Exists) return texp_unique(t->elem.get());  // `?[m].(*[n]t, [m]t)`
  if (t->kind == ast::TypeExp::Kind::Tuple)
    for (auto& e : t->elems)
      if (texp_unique(e.get())) return true;
  return false;
}
bool pat_unique(const ast::Pat& p) {
  switch (p.kind) {
    case ast::Pat::Kind::Ascribed: return texp_unique(p.type.get()) || pat_unique(*p.inner);
    case ast::Pat::Kind::Tuple:
      for (auto& e : p.elems)
        if (pat_unique(*e)) return true;
      return false;
    default: return false;
  }
}

enum class VarKind {
  Local,           // let, loop variable, pattern in a loop
  UniqueParam,     // a function parameter declared `*t`
  NonUniqueParam,  // any other function parameter
  LambdaParam,     // a parameter of a SOAC lambda (consuming it consumes the array)
  MergeParam,      // a loop parameter
  TopLevel,        // a top-level constant
  ZipResult,       // the result of a call of zip..zip5 (`under`: its arrays)
  Captured,        // a variable of a lifted function's environment (ValDecl::lifted_from)
};

struct FunSig {
  std::string name;
  std::vector<bool> unique_params;
  ast::TypeExpPtr ret;  // may be null
  // Without `ret`: which parts of the result its body makes afresh (an
  // empty leaf set; `{-1}`: aliases the arguments), when known.
  std::shared_ptr<const Al> inferred;
};

struct VarInfo {
  std::string name;
  VarKind kind = VarKind::Local;
  Al al;        // Σ(v), per leaf
  IdSet all;    // Σ(v), all leaves
  std::string hint;  // NonUniqueParam: how to declare it unique
  std::shared_ptr<const FunSig> sig;  // a known function
  // A variable of a tuple type: one variable per component (`r.0`,
  // `r.1`), so that consuming one component leaves the others usable
  // (language reference, "Alias Analysis": aliases of a tuple are
  // tracked for each element).  Empty otherwise.
  std::vector<int> comps;
  // ZipResult: the call, and the aliases of its arguments.  Consuming the
  // zipped array consumes the call's own result (the call copies its
  // arrays), not the arrays it zips.
  Span zip_at;
  IdSet under;
};

struct Boundary {
  enum class Kind { Function, SoacLambda, Loop } kind;
  int first;          // ids >= first are bound inside
  std::string what;   // function name or SOAC name
  std::map<int, Span> free_observed;  // outer variables used inside
};

const std::set<std::string>& fresh_builtins() {
  static const std::set<std::string> s = {
      "map", "map1", "map2", "map3", "map4", "map5", "reduce", "reduce_comm", "scan",
      "iota", "replicate", "concat", "copy", "filter", "partition", "scatter", "scatter_2d",
      "hist", "reduce_by_index", "indices", "sum", "product", "maximum", "minimum", "and",
      "or", "all", "any", "length", "null", "map_stream", "reduce_stream", "stream_map",
      "stream_red", "reduce_stream_per", "map_stream_per", "scan_stream", "jvp", "jvp2", "vjp", "vjp2", "jmp", "jmp2", "mjp", "mjp2"};
  return s;
}
// Builtins whose first argument is consumed.
bool consumes_first(const std::string& n) {
  return n == "scatter" || n == "scatter_2d" || n == "scatter_3d" || n == "reduce_by_index" ||
         n == "hist_inplace";
}
// Builtins whose lambda parameters correspond one to one to their arrays.
bool is_map_like(const std::string& n) {
  return n == "map" || n == "map1" || (n.size() == 4 && n.rfind("map", 0) == 0 && isdigit(n[3]));
}

class Checker {
 public:
  explicit Checker(const CheckedProgram& cp) : cp_(cp) {
    for (auto& d : cp.prog.decls)
      if (d.kind == ast::Decl::Kind::Val) defs_[d.val.name] = &d.val;
  }

  void check_decl(const ast::ValDecl& d) {
    if (!cp_.types.exprs.count(d.body.get())) return;  // never checked
    vars_.clear();
    scope_.clear();
    consumed_.clear();
    bounds_.clear();
    globals_.clear();
    top_decl_ = &d;
    check_function(d.lifted_from.empty() ? d.name : d.lifted_from, d.size_params, d.params, d.ret_type,
                   *d.body, d.span, d.env_param);
    top_decl_ = nullptr;
  }

 private:
  const CheckedProgram& cp_;
  std::map<std::string, const ast::ValDecl*> defs_;
  const ast::Expr* let_rhs_ = nullptr;  // the expression the innermost `let` being checked binds
  std::vector<VarInfo> vars_;
  std::vector<std::pair<std::string, int>> scope_;
  std::map<int, Span> consumed_;
  std::vector<Boundary> bounds_;
  std::map<std::string, int> globals_;
  // Definitions without a return type: which parts of the result alias no
  // parameter (an empty leaf set) and are therefore unique, as Futhark
  // infers the uniqueness of an unannotated return type.
  std::map<std::string, Al> inferred_ret_;
  const ast::ValDecl* top_decl_ = nullptr;
  Al last_fresh_;  // fresh_parts of the body of the function checked last

  static Al fresh_parts(const Al& a) {
    if (a.tuple) {
      std::vector<Al> es;
      for (auto& x : a.elems) es.push_back(fresh_parts(x));
      return tuple_al(es);
    }
    return a.set.empty() ? leaf({}) : leaf({-1});
  }

  Skel skel(const ast::Expr& e) const {
    auto it = cp_.types.exprs.find(&e);
    return it == cp_.types.exprs.end() ? Skel{} : it->second;
  }
  Skel pat_skel(const ast::Pat& p) const {
    auto it = cp_.types.pats.find(&p);
    return it == cp_.types.pats.end() ? Skel{} : it->second;
  }

  int new_var(const std::string& name, VarKind kind, const Al& al) {
    VarInfo v;
    v.name = name;
    v.kind = kind;
    v.al = al;
    v.all = all_ids(al);
    vars_.push_back(v);
    int id = (int)vars_.size() - 1;
    scope_.push_back({name, id});
    return id;
  }
  int lookup(const std::string& n) {
    for (auto it = scope_.rbegin(); it != scope_.rend(); ++it)
      if (it->first == n) return it->second;
    auto d = defs_.find(n);
    if (d != defs_.end() && d->second->params.empty()) {
      auto g = globals_.find(n);
      if (g != globals_.end()) return g->second;
      VarInfo v;
      v.name = n;
      v.kind = VarKind::TopLevel;
      vars_.push_back(v);
      return globals_[n] = (int)vars_.size() - 1;
    }
    return -1;
  }
  // The type of `f a1 .. ak` for a top-level `f` whose remaining parameters
  // and result are written out, e.g. "`i64 -> i32 -> *[]i32`"; otherwise
  // a description of the partial application.
  std::string rest_type(const ast::Expr* head, size_t k) const {
    std::string fallback = "(a partial application of `" + (head->kind == K::Var ? head->name : std::string("a function")) + "`)";
    if (head->kind != K::Var) return fallback;
    auto d = defs_.find(head->name);
    if (d == defs_.end() || !d->second->ret_type || d->second->params.size() <= k) return fallback;
    std::string t;
    for (size_t i = k; i < d->second->params.size(); ++i) {
      const ast::Pat* p = d->second->params[i].get();
      if (p->kind != ast::Pat::Kind::Ascribed || !p->type) return fallback;
      t += ast::print_type(*p->type) + " -> ";
    }
    return "`" + t + ast::print_type(*d->second->ret_type) + "`";
  }
  std::shared_ptr<const FunSig> def_sig(const std::string& n) {
    auto d = defs_.find(n);
    if (d == defs_.end() || d->second->params.empty()) return nullptr;
    return sig_of(n, d->second->params, d->second->ret_type);
  }
  static std::shared_ptr<const FunSig> sig_of(const std::string& n,
                                              const std::vector<ast::PatPtr>& params,
                                              const ast::TypeExpPtr& ret) {
    auto s = std::make_shared<FunSig>();
    s->name = n;
    for (auto& p : params) s->unique_params.push_back(pat_unique(*p));
    s->ret = ret;
    return s;
  }

  // ---- observe / consume ----

  // The opening of Futhark's error index entry "not-consumable".
  static std::string not_consumable(const std::string& via) {
    return "Would consume " + via + ", which is not consumable: ";
  }

  void observe(int id, const Span& use) {
    const VarInfo& v = vars_[id];
    auto c = consumed_.find(id);
    if (c != consumed_.end())
      user_error(use, "Using `" + v.name + "`, but this was consumed at " + pos(c->second) + ": `" + v.name +
                          "` is consumed at " + pos(c->second) + " and used again at " +
                          pos(use),
                 "an in-place update or a unique (`*`) parameter consumes an array; use `copy` "
                 "before it to keep the original");
    for (int a : v.all) {
      auto ca = consumed_.find(a);
      if (ca != consumed_.end())
        user_error(use, "Using `" + v.name + "`, but this was consumed at " + pos(ca->second) + ": `" +
                            v.name + "` aliases `" + vars_[a].name + "`, which is consumed at " +
                            pos(ca->second) + "; `" + v.name + "` is used again at " + pos(use));
    }
    for (auto& b : bounds_) {
      if (id < b.first) b.free_observed.emplace(id, use);
      for (int a : v.all)
        if (a < b.first) b.free_observed.emplace(a, use);
    }
  }

  // Consuming the values of `s` consumes the copies made by the zips among
  // them, not the arrays those zips were given: removes the arrays and
  // marks the zips as copying.
  void strip_zips(IdSet& s) {
    IdSet given = s;
    for (int id : given)
      if (vars_[id].kind == VarKind::ZipResult) {
        for (int u : vars_[id].under) s.erase(u);
        cp_.copied_zips.insert(span_key(vars_[id].zip_at));
      }
  }

  // Consumes every variable of `s` (the alias set of the value at `at`,
  // spelled `what` in the source).
  void consume(const IdSet& given, const Span& at, const std::string& what) {
    // zip..zip5 return a unique array (Futhark's prelude): consuming a
    // value that comes from a zip consumes a copy made by that zip, and
    // leaves the zipped arrays alone.
    IdSet s = given;
    strip_zips(s);
    for (int id : s) {
      const VarInfo& v = vars_[id];
      if (v.kind == VarKind::ZipResult) continue;  // a fresh copy: its variable is checked
      std::string via = (what.empty() || what == v.name) ? "`" + v.name + "`"
                                                           : "`" + what + "` (which aliases `" + v.name + "`)";
      auto c = consumed_.find(id);
      if (c != consumed_.end())
        user_error(at, "`" + v.name + "` is consumed at " + pos(c->second) +
                           " and consumed again at " + pos(at));
      if (!bounds_.empty() && id < bounds_.back().first) {
        const Boundary& b = bounds_.back();
        switch (b.kind) {
          case Boundary::Kind::SoacLambda:
            user_error(at, not_consumable(via) + "a lambda passed to " + b.what +
                               " may only consume its own parameters; it consumes " + via +
                               " at " + pos(at),
                       "consuming a variable from outside would consume it once per element");
          case Boundary::Kind::Loop:
            user_error(at, not_consumable(via) + "a loop body may only consume its loop parameters and its own "
                           "variables; it consumes " + via + " at " + pos(at) +
                               ", which is bound outside the loop",
                       "make it a loop parameter: `loop (" + v.name + ", ...) = (" + v.name +
                           ", ...)`");
          case Boundary::Kind::Function:
            if (v.kind == VarKind::TopLevel) break;  // reported below
            user_error(at, not_consumable(via) + "the function " + b.what + " consumes " + via + " at " + pos(at) +
                               ", which is not one of its parameters",
                       "pass it as a unique (`*`) parameter");
        }
      }
      if (v.kind == VarKind::Captured)
        user_error(at, not_consumable(via) + "the function " + bounds_.front().what + " consumes " + via + " at " + pos(at) +
                           ", which is not one of its parameters",
                   "pass it as a unique (`*`) parameter");
      if (v.kind == VarKind::NonUniqueParam)
        user_error(at, not_consumable(via) + "cannot consume " + via + ": `" + v.name +
                           "` is not a unique parameter (declare it " + v.hint + ")");
      if (v.kind == VarKind::TopLevel)
        user_error(at, not_consumable(via) + "cannot consume " + via + ": `" + v.name +
                           "` is a top-level definition, which can never be consumed",
                   "update a `copy` of it");
    }
    for (int id : s) consumed_.emplace(id, at);
  }

  static std::string name_of(const ast::Expr& e) {
    if (e.kind == K::Var) return e.name;
    if ((e.kind == K::Index || e.kind == K::Proj || e.kind == K::Ascript || e.kind == K::Coerce) && !e.elems.empty())
      return name_of(*e.elems[0]);
    return "";
  }

  // ---- patterns ----

  // Binds the variables of `p` to (parts of) `a`.  `own`: the variables get
  // no aliases of their own (loop and lambda parameters); `comps` receives
  // each variable with the part of `a` it was bound to.
  void bind_pat(const ast::Pat& p, const Al& a, VarKind kind, bool own,
                std::vector<std::pair<int, Al>>* comps = nullptr,
                const std::string& hint = "") {
    switch (p.kind) {
      case ast::Pat::Kind::Id: {
        Skel psk = pat_skel(p);
        Al mine = fit(a, psk);
        Al base = own ? shaped(psk, {}) : mine;
        std::string h = hint.empty() ? "with a unique type, e.g. `*[]t`" : hint;
        if (psk.kind == Skel::Kind::Tuple && base.tuple && base.elems.size() == psk.elems.size() &&
            kind != VarKind::TopLevel) {
          // The components first, then the tuple as their tuple.
          std::vector<int> cs;
          std::vector<Al> es;
          for (size_t i = 0; i < base.elems.size(); ++i) {
            int c = new_var(p.name + "." + std::to_string(i), kind, base.elems[i]);
            vars_[c].hint = h;
            cs.push_back(c);
            Al ei = base.elems[i];
            std::function<void(Al&)> add = [&](Al& x) {
              if (x.tuple)
                for (auto& y : x.elems) add(y);
              else
                x.set.insert(c);
            };
            add(ei);
            es.push_back(fit(ei, psk.elems[i]));
          }
          int id = new_var(p.name, kind, tuple_al(es));
          vars_[id].comps = cs;
          vars_[id].hint = h;
          if (comps) comps->push_back({id, mine});
          return;
        }
        int id = new_var(p.name, kind, base);
        if (kind == VarKind::NonUniqueParam) vars_[id].hint = h;
        if (comps) comps->push_back({id, mine});
        return;
      }
      case ast::Pat::Kind::Wildcard:
      case ast::Pat::Kind::Unit:
      // Level-2 patterns never reach this checker (typecheck.cpp rejects them).
      case ast::Pat::Kind::Record:
      case ast::Pat::Kind::Literal:
      case ast::Pat::Kind::Constr: return;
      case ast::Pat::Kind::Tuple:
        for (size_t i = 0; i < p.elems.size(); ++i) {
          Al part = a.tuple && a.elems.size() == p.elems.size() ? a.elems[i] : leaf(all_ids(a));
          bind_pat(*p.elems[i], part, kind, own, comps, hint);
        }
        return;
      case ast::Pat::Kind::Ascribed: {
        VarKind k = kind;
        std::string h = hint;
        if (kind == VarKind::NonUniqueParam || kind == VarKind::UniqueParam) {
          k = texp_unique(p.type.get()) ? VarKind::UniqueParam : VarKind::NonUniqueParam;
          h = "`*" + ast::print_type(*p.type) + "`";
        }
        bind_pat(*p.inner, a, k, own, comps, h);
        return;
      }
    }
  }

  // ---- functions ----

  // Checks a function body (a top-level or local def, or a lambda that is
  // not a SOAC argument) on its own; returns the outer variables it uses
  // (the aliases of the function value).
  IdSet check_function(const std::string& name, const std::vector<std::string>& size_params,
                       const std::vector<ast::PatPtr>& params, const ast::TypeExpPtr& ret,
                       const ast::Expr& body, const Span& span, bool lifted = false) {
    size_t scope_mark = scope_.size();
    int first = (int)vars_.size();
    bounds_.push_back({Boundary::Kind::Function, first, "`" + name + "`", {}});
    for (auto& sp : size_params) new_var(sp, VarKind::Local, leaf({}));
    for (size_t i = 0; i < params.size(); ++i)
      bind_pat(*params[i], leaf({}), lifted && i == 0 ? VarKind::Captured : VarKind::NonUniqueParam, true);
    bool top = top_decl_ && &body == top_decl_->body.get();
    Al r = check(body);
    if (ret) check_unique_result(name, ret.get(), r, first, span, body);
    last_fresh_ = fresh_parts(r);
    if (!ret && top && !params.empty()) inferred_ret_[top_decl_->name] = last_fresh_;
    if (!params.empty())
      for (int id : all_ids(r))
        if (vars_[id].kind == VarKind::TopLevel)
          user_error(body.span, "Function result aliases the free variable `" + vars_[id].name +
                                    "`: the result of the function `" + name + "` aliases the free variable `" +
                                    vars_[id].name + "` (a top-level definition)",
                     "a function may not return a value that aliases a free variable: return a `copy`");
    IdSet free;
    for (auto& [id, sp] : bounds_.back().free_observed) free.insert(id);
    bounds_.pop_back();
    scope_.resize(scope_mark);
    return free;
  }

  void check_unique_result(const std::string& name, const ast::TypeExp* t, const Al& r, int first,
                           const Span& span, const ast::Expr& body) {
    (void)span;
    if (t->kind == ast::TypeExp::Kind::Exists && t->elem) {
      check_unique_result(name, t->elem.get(), r, first, span, body);
      return;
    }
    if (t->kind == ast::TypeExp::Kind::Tuple && r.tuple && r.elems.size() == t->elems.size()) {
      // A unique component may not share memory with another component.
      for (size_t i = 0; i < t->elems.size(); ++i) {
        if (!texp_unique(t->elems[i].get())) continue;
        // Free aliases count too: `let xs = iota n in (xs, xs)` returns
        // one array twice (Futhark: "aliased to some other component").
        IdSet mine = all_ids(r.elems[i]), mine_gone = all_gone(r.elems[i]);
        mine.insert(mine_gone.begin(), mine_gone.end());
        for (size_t j = 0; j < t->elems.size(); ++j) {
          if (j == i) continue;
          IdSet theirs = all_ids(r.elems[j]), theirs_gone = all_gone(r.elems[j]);
          theirs.insert(theirs_gone.begin(), theirs_gone.end());
          for (int x : theirs)
            if (mine.count(x))
              user_error(body.span, "A unique-typed component of the return value of `" + written_name(name) +
                                        "` is aliased to some other component: a unique component of the result of `" +
                                        written_name(name) +
                                        "` is aliased to another component: components " +
                                        std::to_string(i + 1) + " and " + std::to_string(j + 1) +
                                        " both alias `" + vars_[x].name + "`",
                         "return a `copy` in one of them");
        }
      }
    }
    if (t->unique) {
      IdSet ids = all_ids(r);
      strip_zips(ids);  // a zip's own result is unique (it copies)
      for (int id : ids) {
        const VarInfo& v = vars_[id];
        if (id >= first && v.kind != VarKind::NonUniqueParam && v.kind != VarKind::Captured) continue;
        user_error(body.span, "Unique-typed return value of `" + written_name(name) + "` is aliased to `" + v.name +
                                  "`, which is not consumable: the result of `" + written_name(name) +
                                  "` is declared unique (`*`), but it aliases `" + v.name + "`, " +
                                  (id < first || v.kind == VarKind::Captured ? "which is bound outside `" + written_name(name) + "`"
                                              : "which is not a unique parameter"),
                   "return a `copy`, or declare `" + v.name + "` unique");
      }
      return;
    }
    if (t->kind == ast::TypeExp::Kind::Tuple && r.tuple && r.elems.size() == t->elems.size())
      for (size_t i = 0; i < t->elems.size(); ++i)
        check_unique_result(name, t->elems[i].get(), r.elems[i], first, span, body);
  }

  // Aliases of a call's result (ALIAS-APPLY-UNIQUE / -NONUNIQUE): unique
  // parts are fresh, the rest aliases every argument that is not consumed.
  static Al call_result(const ast::TypeExp* ret, const Skel& sk, const IdSet& args) {
    // An existential result (`?[m].(*[n]t, [m]t)`): its components as
    // declared.
    if (ret && ret->kind == ast::TypeExp::Kind::Exists && ret->elem) return call_result(ret->elem.get(), sk, args);
    if (ret && ret->unique) return shaped(sk, {});
    if (ret && ret->kind == ast::TypeExp::Kind::Tuple && sk.kind == Skel::Kind::Tuple &&
        ret->elems.size() == sk.elems.size()) {
      std::vector<Al> es;
      for (size_t i = 0; i < sk.elems.size(); ++i)
        es.push_back(call_result(ret->elems[i].get(), sk.elems[i], args));
      return tuple_al(es);
    }
    return shaped(sk, args);
  }

  // A lambda passed to a SOAC: it may consume only its own parameters.
  // Returns which parameters it consumes and the outer variables it uses.
  std::vector<bool> check_soac_lambda(const ast::Expr& lam, const std::string& soac,
                                      std::map<int, Span>& free) {
    size_t scope_mark = scope_.size();
    int first = (int)vars_.size();
    bounds_.push_back({Boundary::Kind::SoacLambda, first, "`" + soac + "`", {}});
    std::vector<std::pair<int, int>> ranges;
    for (auto& p : lam.params) {
      int b = (int)vars_.size();
      bind_pat(*p, leaf({}), VarKind::LambdaParam, true);
      ranges.push_back({b, (int)vars_.size()});
    }
    check(*lam.elems[0]);
    std::vector<bool> used;
    for (auto [b, e] : ranges) {
      bool c = false;
      for (int i = b; i < e; ++i) c = c || consumed_.count(i);
      used.push_back(c);
    }
    free = bounds_.back().free_observed;
    bounds_.pop_back();
    scope_.resize(scope_mark);
    return used;
  }

  // ---- expressions ----

  Al check(const ast::Expr& e) {
    Skel sk = skel(e);
    switch (e.kind) {
      case K::IntLit:
      case K::FloatLit:
      case K::BoolLit:
      case K::CharLit:
      case K::StringLit:
      case K::Unit:
      case K::OpSection:
      case K::ProjSection: return shaped(sk, {});
      case K::Range:
      case K::ArrayLit:
      case K::Neg:
      case K::Not:
        for (auto& x : e.elems)
          if (x) check(*x);
        return shaped(sk, {});
      case K::Var: return var_value(e.name, e.span, sk);
      case K::Tuple: {
        std::vector<Al> es;
        for (auto& x : e.elems) es.push_back(check(*x));
        return tuple_al(es);
      }
      case K::Proj: {
        // `r.i` of a tuple variable uses only that component.
        if (e.elems[0]->kind == K::Var) {
          int id = lookup(e.elems[0]->name);
          size_t i = 0;
          bool num = !e.field.empty() && std::all_of(e.field.begin(), e.field.end(), ::isdigit);
          if (num) i = std::stoul(e.field);
          if (id >= 0 && num && i < vars_[id].comps.size()) {
            int c = vars_[id].comps[i];
            observe(c, e.span);
            return fit(vars_[id].al.elems[i], sk);
          }
        }
        Al a = check(*e.elems[0]);
        size_t i = 0;
        try { i = std::stoul(e.field); } catch (...) { return fit(a, sk); }
        if (a.tuple && i < a.elems.size()) return fit(a.elems[i], sk);
        return fit(a, sk);
      }
      case K::Index: {
        Al a = check(*e.elems[0]);
        check_indices(e.indices);
        return shaped(sk, all_ids(a));  // ALIAS-INDEXARRAY / ALIAS-SLICEARRAY
      }
      case K::Apply: return check_apply(e);
      case K::BinOp: {
        Al a = check(*e.elems[0]);
        Al b = check(*e.elems[1]);
        if (e.op == "++") return shaped(sk, {});
        return fit(al_union(a, b), sk);
      }
      case K::If: {
        check(*e.elems[0]);
        auto before = consumed_;
        Al a = check(*e.elems[1]);
        auto after_then = consumed_;
        consumed_ = before;
        Al b = check(*e.elems[2]);
        for (auto& kv : after_then) consumed_.insert(kv);
        // ALIAS-IF, less what a branch consumed: in `if c then a with [0]
        // = 1 else a`, `a` is consumed after the `if`, and its memory is
        // the result's own (Futhark's alias analysis of `if` likewise
        // subtracts the branches' consumption).
        IdSet gone;
        for (auto& [id, _] : consumed_)
          if (!before.count(id)) gone.insert(id);
        return fit(al_remove(al_union(a, b), gone), sk);
      }
      case K::Let: {
        let_rhs_ = e.elems[0].get();
        Al a = check(*e.elems[0]);
        size_t mark = scope_.size();
        int first = (int)vars_.size();
        bind_pat(*e.pat, a, VarKind::Local, false);
        if (e.elems[0]->kind == K::Lambda && e.pat->kind == ast::Pat::Kind::Id)
          vars_[first].sig = sig_of(e.pat->name, e.elems[0]->params, e.elems[0]->type);
        Al r = check(*e.elems[1]);
        scope_.resize(mark);
        return drop_inner(r, first);  // ALIAS-LETPAT
      }
      case K::LetFun: {
        IdSet free = check_function(e.name, e.size_params, e.params, e.type, *e.elems[0], e.span);
        size_t mark = scope_.size();
        int first = (int)vars_.size();
        Al fr = last_fresh_;
        int id = new_var(e.name, VarKind::Local, leaf(free));
        if (!e.params.empty()) {
          auto sg = std::make_shared<FunSig>(*sig_of(e.name, e.params, e.type));
          if (!e.type) sg->inferred = std::make_shared<const Al>(fr);
          vars_[id].sig = sg;
        }
        Al r = check(*e.elems[1]);
        scope_.resize(mark);
        return drop_inner(r, first);
      }
      case K::Lambda: {
        IdSet free = check_function("lambda", {}, e.params, e.type, *e.elems[0], e.span);
        return leaf(free);
      }
      case K::With: {
        Al a = check(*e.elems[0]);
        check_indices(e.indices);
        Al v = check(*e.elems[1]);
        IdSet as = all_ids(a), vs = all_ids(v);
        for (int x : vs)
          if (as.count(x))
            // Futhark's wording: "Source array for in-place update ... might
            // alias update value ...".
            user_error(e.elems[1]->span,
                       "Source array for in-place update `" + name_of(*e.elems[0]) +
                           "` might alias the update value" +
                           (e.elems[1]->kind == K::Var ? " `" + e.elems[1]->name + "`" : std::string()) +
                           ": the value written into `" + name_of(*e.elems[0]) + "` aliases it (through `" +
                           vars_[x].name + "`)",
                       "write a `copy` of the value");
        consume(as, e.elems[0]->span, name_of(*e.elems[0]));
        return shaped(sk, {});  // ALIAS-UPDATE: the result owns the memory
      }
      case K::Loop: return check_loop(e);
      case K::LeftSection:
      case K::RightSection: return leaf(all_ids(check(*e.elems[0])));
      case K::Ascript: case K::Coerce: case K::Attr: return check(*e.elems[0]);
      // Level-2 expressions never reach this checker (typecheck.cpp rejects them).
      case K::Record:
      case K::RecordUpdate:
      case K::Constr:
      case K::Match:
      case K::LocalOpen:
        internal_error("a Level-2 expression reached the uniqueness checker", __FILE__, __LINE__);
      case K::Assert:
        check(*e.elems[0]);
        return check(*e.elems[1]);
    }
    return shaped(sk, {});
  }

  void check_indices(const std::vector<ast::DimIndex>& idx) {
    for (auto& d : idx)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x) check(**x);
  }

  Al var_value(const std::string& name, const Span& span, const Skel& sk) {
    int id = lookup(name);
    if (id < 0) return shaped(sk, {});  // a def, builtin or size
    observe(id, span);
    const VarInfo& v = vars_[id];
    Al me = fit(v.al, sk);
    if (!v.comps.empty()) return me;  // the components' ids are in `al`
    std::function<void(Al&)> add = [&](Al& a) {
      if (a.tuple) {
        for (auto& x : a.elems) add(x);
      } else {
        a.set.insert(id);
      }
    };
    add(me);
    return fit(me, sk);  // ALIAS-VAR (fit drops scalar parts again)
  }

  Al check_apply(const ast::Expr& e) {
    Skel sk = skel(e);
    // Flatten curried applications: ((f a) b) is f a b.
    std::vector<const ast::Expr*> args;
    const ast::Expr* head = &e;
    while (head->kind == K::Apply) {
      for (size_t i = head->elems.size() - 1; i >= 1; --i) args.insert(args.begin(), head->elems[i].get());
      head = head->elems[0].get();
    }
    std::shared_ptr<const FunSig> sig;
    bool builtin = false;
    std::string fname = head->kind == K::Var ? head->name : "";
    IdSet head_aliases;
    if (head->kind == K::Var) {
      int id = lookup(head->name);
      if (id >= 0) {
        observe(id, head->span);
        sig = vars_[id].sig;
        head_aliases = vars_[id].all;
        head_aliases.insert(id);
      } else if ((sig = def_sig(head->name))) {
      } else if (head->name.find('.') == std::string::npos && !defs_.count(head->name)) {
        builtin = true;
      }
    } else {
      head_aliases = all_ids(check(*head));
    }

    // Arguments: lambdas given to builtins are SOAC lambdas.
    std::vector<Al> vals(args.size());
    std::vector<bool> is_fun(args.size(), false);
    std::vector<bool> consumed_param(args.size(), false);  // user functions
    std::vector<std::vector<bool>> lam_consumes(args.size());
    std::vector<std::map<int, Span>> lam_free(args.size());
    for (size_t i = 0; i < args.size(); ++i) {
      const ast::Expr& a = *args[i];
      if (builtin && a.kind == K::Lambda) {
        is_fun[i] = true;
        lam_consumes[i] = check_soac_lambda(a, fname, lam_free[i]);
        for (auto& [id, sp] : lam_free[i]) vals[i].set.insert(id);
        continue;
      }
      vals[i] = check(a);
      if (builtin && skel(a).kind == Skel::Kind::Fun) {
        is_fun[i] = true;
        if (a.kind == K::Var) {
          std::shared_ptr<const FunSig> s;
          int id = lookup(a.name);
          s = id >= 0 ? vars_[id].sig : def_sig(a.name);
          if (s) lam_consumes[i] = s->unique_params;
        }
      }
      if (sig && i < sig->unique_params.size()) consumed_param[i] = sig->unique_params[i];
    }

    // Which arguments are consumed.
    std::vector<bool> consumed_arg(args.size(), false);
    if (builtin) {
      std::vector<size_t> arrays;
      for (size_t i = 0; i < args.size(); ++i)
        if (!is_fun[i]) arrays.push_back(i);
      if (consumes_first(fname) && !args.empty()) consumed_arg[0] = true;
      for (size_t i = 0; i < args.size(); ++i) {
        for (size_t k = 0; k < lam_consumes[i].size(); ++k) {
          if (!lam_consumes[i][k]) continue;
          if (is_map_like(fname)) {
            if (k < arrays.size()) consumed_arg[arrays[k]] = true;
          } else {
            for (size_t j : arrays) consumed_arg[j] = true;
          }
        }
      }
    } else {
      consumed_arg = consumed_param;
    }

    // An argument for a consuming parameter may not alias itself (two
    // components sharing memory would be consumed twice).
    for (size_t i = 0; i < args.size(); ++i) {
      if (!consumed_arg[i] || !vals[i].tuple) continue;
      std::map<int, size_t> owner;
      std::function<void(const Al&, size_t)> walk = [&](const Al& a, size_t comp) {
        if (a.tuple) {
          for (size_t k = 0; k < a.elems.size(); ++k) walk(a.elems[k], comp == SIZE_MAX ? k : comp);
          return;
        }
        for (int x : a.set) {
          auto [it, fresh] = owner.emplace(x, comp);
          if (!fresh && it->second != comp)
            user_error(args[i]->span, "Argument passed for consuming parameter is self-aliased: two components of "
                                      "the argument for the consuming parameter of `" + fname + "` alias `" +
                                          vars_[x].name + "`",
                       "pass a `copy` as one of the components");
        }
      };
      walk(vals[i], SIZE_MAX);
    }
    if (!builtin && sk.kind == Skel::Kind::Fun)
      for (size_t i = 0; i < args.size(); ++i)
        if (consumed_arg[i]) {
          // Futhark's wording (error index "Let-bound expression of
          // higher-order type t contains consumption") where the partial
          // application is what a `let` binds.
          std::string lead = &e == let_rhs_
                                 ? "Let-bound expression of higher-order type " + rest_type(head, args.size()) +
                                       " contains consumption"
                                 : "Expression of higher-order type contains consumption";
          user_error(e.span, lead + ": this partial application of `" + fname + "` consumes its " + ordinal(i) +
                                 " argument, and a function value may not contain consumption",
                     "apply `" + fname + "` to all its arguments where the result is needed; or `copy` the argument");
        }

    // Consumed arguments may not alias other arguments (nor be used by a
    // lambda among them).
    for (size_t i = 0; i < args.size(); ++i) {
      if (!consumed_arg[i]) continue;
      IdSet ci = all_ids(vals[i]);
      std::string what = name_of(*args[i]);
      for (size_t j = 0; j < args.size(); ++j) {
        if (j == i) continue;
        for (int x : all_ids(vals[j])) {
          if (!ci.count(x)) continue;
          Span at = args[j]->span;
          auto lf = lam_free[j].find(x);
          if (lf != lam_free[j].end()) at = lf->second;
          user_error(at, "`" + vars_[x].name + "` is consumed by the " + ordinal(i) +
                             " argument of `" + fname + "` (at " + pos(args[i]->span) +
                             ") and also used by its " + ordinal(j) + " argument at " + pos(at),
                     "arguments that alias each other cannot be passed when one of them is "
                     "consumed; pass a `copy`");
        }
      }
      if (!builtin && sig && args[i]->kind == K::Lambda) continue;
      consume(ci, args[i]->span, what);
    }

    if (builtin) {
      if (fresh_builtins().count(fname)) return shaped(sk, {});
      IdSet u;
      for (size_t i = 0; i < args.size(); ++i)
        if (!consumed_arg[i] && !is_fun[i]) {
          auto s = all_ids(vals[i]);
          u.insert(s.begin(), s.end());
        }
      bool zip = fname == "zip" || (fname.size() == 4 && fname.rfind("zip", 0) == 0 && fname[3] >= '2' &&
                                    fname[3] <= '5');
      if (zip && e.span.known()) {
        // The result aliases the arrays (using it after they are consumed
        // is an error) and the call itself, which consuming it consumes.
        VarInfo v;
        v.name = "the result of `" + fname + "` at " + pos(e.span);
        v.kind = VarKind::ZipResult;
        v.zip_at = e.span;
        v.under = u;
        vars_.push_back(v);
        u.insert((int)vars_.size() - 1);
      }
      return shaped(sk, u);
    }
    IdSet u = head_aliases;
    for (size_t i = 0; i < args.size(); ++i)
      if (!consumed_arg[i]) {
        auto s = all_ids(vals[i]);
        u.insert(s.begin(), s.end());
      }
    if (sig && !sig->ret) {
      if (sig->inferred) return inferred_result(*sig->inferred, sk, u);
      auto it = inferred_ret_.find(sig->name);
      if (it != inferred_ret_.end() && head->kind == K::Var && lookup(head->name) < 0)
        return inferred_result(it->second, sk, u);
    }
    return call_result(sig ? sig->ret.get() : nullptr, sk, u);
  }

  // Aliases of a call of a definition without a return type: the parts
  // its body makes afresh have none.
  static Al inferred_result(const Al& fr, const Skel& sk, const IdSet& args) {
    if (fr.tuple && sk.kind == Skel::Kind::Tuple && fr.elems.size() == sk.elems.size()) {
      std::vector<Al> es;
      for (size_t i = 0; i < sk.elems.size(); ++i) es.push_back(inferred_result(fr.elems[i], sk.elems[i], args));
      return tuple_al(es);
    }
    return shaped(sk, all_ids(fr).empty() ? IdSet{} : args);
  }

  static std::string ordinal(size_t i) {
    static const char* names[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
    return i < 6 ? names[i] : std::to_string(i + 1) + "th";
  }

  // The new value of a loop parameter declared unique (`(ys: *[]t)`) may
  // not alias a loop parameter that is not unique nor another component of
  // the body's result: the next iteration may consume what the other one
  // still refers to.  It may take another unique parameter's old value, as
  // double buffering does (`loop (a: *[]t, b: *[]t) = ... do (f b, a)`),
  // and so may a parameter the body consumes without the declaration
  // (`loop (a, b) = ... do (b, a with [i] = x)`).
  //
  // Then Futhark's order: the results are read from left to right; the
  // result for a consuming parameter (declared unique, or consumed by the
  // body: `consuming[k]`) may not alias a result read before it, nor may
  // any result alias one returned for a consuming parameter before it.
  // Free aliases count (`let a[i] = 1 in (a, a)` returns the body's own
  // `a` twice).
  void check_loop_results(const ast::Pat& pat, const std::vector<std::pair<int, Al>>& params,
                          const Al& body, const Span& at, const std::vector<bool>& consuming) {
    const ast::Pat* p = &pat;
    if (p->kind == ast::Pat::Kind::Ascribed) p = p->inner.get();
    if (p->kind != ast::Pat::Kind::Tuple || !body.tuple || body.elems.size() != p->elems.size() ||
        params.size() != p->elems.size())
      return;
    auto declared_unique = [&](size_t k) {
      const ast::Pat& pk = *p->elems[k];
      return pk.kind == ast::Pat::Kind::Ascribed && texp_unique(pk.type.get());
    };
    for (size_t i = 0; i < params.size(); ++i) {
      if (!declared_unique(i)) continue;
      IdSet mine = all_ids(body.elems[i]);
      const std::string& name = vars_[params[i].first].name;
      for (size_t j = 0; j < params.size(); ++j) {
        if (j == i) continue;
        if (mine.count(params[j].first) && !declared_unique(j))
          user_error(at, "Return value for consuming loop parameter `" + name + "` aliases the loop parameter `" +
                             vars_[params[j].first].name + "`",
                     "return a `copy`");
        for (int x : all_ids(body.elems[j])) {
          if (!mine.count(x)) continue;
          // Both consume, and one returns the other's parameter (`(xs,
          // xs)` for `(xs: *[]t, ys: *[]t)`): error index
          // "loop-parameter-aliases-other".
          if (declared_unique(j) && (x == params[i].first || x == params[j].first)) {
            bool own = x == params[i].first;
            user_error(at, "Return value for loop parameter `" + vars_[params[own ? j : i].first].name +
                               "` aliases other consumed loop parameter `" + vars_[x].name + "`",
                       "return a `copy`");
          }
          user_error(at, "Return value for consuming loop parameter `" + name +
                             "` aliases previously returned value: it aliases the value returned for `" +
                             vars_[params[j].first].name + "` (both alias `" + vars_[x].name + "`)",
                     "return a `copy`");
        }
      }
    }
    std::map<int, size_t> consumed_by, observed_by;  // alias -> the parameter whose result has it
    for (size_t i = 0; i < params.size(); ++i) {
      IdSet mine = all_ids(body.elems[i]), mine_gone = all_gone(body.elems[i]);
      mine.insert(mine_gone.begin(), mine_gone.end());
      bool uniq = declared_unique(i) || (i < consuming.size() && consuming[i]);
      const std::string& name = vars_[params[i].first].name;
      for (int x : mine) {
        if (auto c = consumed_by.find(x); c != consumed_by.end())
          user_error(at, "Return value for loop parameter `" + name +
                             "` aliases other consumed loop parameter: the values returned for `" +
                             vars_[params[c->second].first].name + "` (which the loop consumes) and for `" + name +
                             "` both alias `" + vars_[x].name + "`",
                     "return a `copy` in one of them");
        if (auto o = observed_by.find(x); uniq && o != observed_by.end())
          user_error(at, "Return value for consuming loop parameter `" + name +
                             "` aliases previously returned value: it aliases the value returned for `" +
                             vars_[params[o->second].first].name + "` (both alias `" + vars_[x].name + "`)",
                     "return a `copy` in one of them");
      }
      for (int x : mine) (uniq ? consumed_by : observed_by).emplace(x, i);
    }
  }

  // The names of a loop pattern that a unique type annotation covers
  // (`(xs: *[]t)`, or every name of `(a, b): *([]t, []t)`).
  static std::set<std::string> declared_unique_names(const ast::Pat& p) {
    std::set<std::string> out;
    // `t`: the annotation over `q`, if any, read component-wise.
    std::function<void(const ast::Pat&, const ast::TypeExp*)> walk = [&](const ast::Pat& q,
                                                                          const ast::TypeExp* t) {
      switch (q.kind) {
        case ast::Pat::Kind::Id:
          if (texp_unique(t)) out.insert(q.name);
          return;
        case ast::Pat::Kind::Ascribed: walk(*q.inner, q.type.get()); return;
        case ast::Pat::Kind::Tuple: {
          bool split = t && t->kind == ast::TypeExp::Kind::Tuple && t->elems.size() == q.elems.size();
          for (size_t i = 0; i < q.elems.size(); ++i)
            walk(*q.elems[i], split ? t->elems[i].get() : t && t->unique ? t : nullptr);
          return;
        }
        default: return;
      }
    };
    walk(p, nullptr);
    return out;
  }

  Al check_loop(const ast::Expr& e) {
    Skel sk = skel(e);
    // Initial value (or the variables of the pattern).
    Al init;
    std::function<Al(const ast::Pat&)> from_pat = [&](const ast::Pat& p) -> Al {
      switch (p.kind) {
        case ast::Pat::Kind::Id: return var_value(p.name, p.span, pat_skel(p));
        case ast::Pat::Kind::Ascribed: return from_pat(*p.inner);
        case ast::Pat::Kind::Tuple: {
          std::vector<Al> es;
          for (auto& x : p.elems) es.push_back(from_pat(*x));
          return tuple_al(es);
        }
        default: return leaf({});
      }
    };
    init = e.elems[0] ? check(*e.elems[0]) : from_pat(*e.pat);
    Span init_span = e.elems[0] ? e.elems[0]->span : e.pat->span;
    Al arr;
    if (e.loop_form != ast::LoopForm::While) arr = check(*e.elems[1]);

    size_t mark = scope_.size();
    int first = (int)vars_.size();
    bounds_.push_back({Boundary::Kind::Loop, first, "loop", {}});
    std::vector<std::pair<int, Al>> params;
    bind_pat(*e.pat, init, VarKind::MergeParam, true, &params);
    if (e.loop_form == ast::LoopForm::For) new_var(e.loop_var, VarKind::Local, leaf({}));
    if (e.loop_form == ast::LoopForm::ForIn) bind_pat(*e.loop_pat, leaf(all_ids(arr)), VarKind::Local, false);
    if (e.loop_form == ast::LoopForm::While) check(*e.elems[1]);
    Al body = check(*e.elems[2]);
    std::map<int, Span> free = bounds_.back().free_observed;
    bounds_.pop_back();
    scope_.resize(mark);

    // Merge parameters the body consumes, and those declared unique
    // (`loop (xs: *[]t) = ys`: Futhark's loop parameter takes the diet of
    // its annotation, so the loop consumes `ys` even where the body does
    // not): the loop consumes their initial values, which the body may
    // then not use, and the body's result must not alias anything from
    // outside the loop.
    std::set<std::string> declared = declared_unique_names(*e.pat);
    IdSet consumed_init, kept_init;
    std::string consumer;
    bool by_declaration = false;
    bool any_consumed = false;
    std::vector<bool> param_consumed;
    for (auto& [id, comp] : params) {
      IdSet c = all_ids(comp);
      bool in_body = consumed_.count(id) > 0;
      param_consumed.push_back(in_body || declared.count(vars_[id].name) > 0);
      if (in_body || declared.count(vars_[id].name)) {
        consumed_init.insert(c.begin(), c.end());
        if (consumer.empty()) {
          consumer = vars_[id].name;
          by_declaration = !in_body;
        }
        any_consumed = true;
      } else {
        kept_init.insert(c.begin(), c.end());
      }
    }
    strip_zips(consumed_init);
    IdSet body_outer = all_ids(drop_inner(body, first));
    std::vector<bool> consuming;
    for (auto& [id, comp] : params) consuming.push_back(consumed_.count(id) > 0);
    check_loop_results(*e.pat, params, body, e.elems[2]->span, consuming);
    if (any_consumed) {
      for (auto& [id, sp] : free)
        if (consumed_init.count(id))
          user_error(sp, "`" + vars_[id].name + "` is consumed by the loop at " + pos(init_span) +
                             " (it is the initial value of `" + consumer +
                             (by_declaration ? "`, a loop parameter of unique type"
                                             : "`, which the loop body consumes") +
                             ") and used again inside the loop at " + pos(sp),
                     "use a `copy` as the initial value");
      for (int x : all_ids(arr))
        if (consumed_init.count(x))
          user_error(e.elems[1]->span, "`" + vars_[x].name + "` is consumed by the loop at " +
                                           pos(init_span) + " and also iterated over at " +
                                           pos(e.elems[1]->span));
      // What the body returns for a consumed parameter may not alias a
      // variable from outside the loop (the next iteration would consume
      // it), nor may any result alias an initial value the loop consumes;
      // the result for a parameter the loop only observes may alias what
      // it likes (error index "consuming-loop-param-aliases": the rule is
      // about consuming parameters), as `loop (parents, ps) = (parents,
      // is)` returning `f is parents ps` for a function whose non-unique
      // result aliases its arguments.  Per component where the pattern and
      // the body's result are tuples of the parameters, else as a whole.
      const ast::Pat* lp = e.pat.get();
      if (lp->kind == ast::Pat::Kind::Ascribed) lp = lp->inner.get();
      bool per_component = lp->kind == ast::Pat::Kind::Tuple && body.tuple &&
                           body.elems.size() == params.size() && lp->elems.size() == params.size();
      for (size_t i = 0; i < (per_component ? params.size() : 1); ++i) {
        const std::string& who = per_component && param_consumed[i] ? vars_[params[i].first].name : consumer;
        for (int x : per_component ? all_ids(drop_inner(body.elems[i], first)) : body_outer) {
          if (per_component && !param_consumed[i] && !consumed_init.count(x)) continue;
          user_error(e.elems[2]->span,
                     "Return value for consuming loop parameter `" + who + "` aliases `" + vars_[x].name +
                         "`: the loop body's result aliases `" + vars_[x].name +
                         "`, which is bound outside the loop, but the loop consumes its "
                         "parameter `" + who + "`",
                     "return a `copy` of `" + vars_[x].name + "`");
        }
      }
      consume(consumed_init, init_span, e.elems[0] ? name_of(*e.elems[0]) : "");
    }
    IdSet u = kept_init;
    u.insert(body_outer.begin(), body_outer.end());
    for (int x : consumed_init) u.erase(x);
    if (auto per = loop_result_components(e, sk, init, body, params, first, consumed_init)) return *per;
    return shaped(sk, u);  // ALIAS-DOLOOP
  }

  // The reference's "Alias Analysis": aliases of a tuple are tracked per
  // component, and a loop's result aliases the initial values and what the
  // merge parameters alias at the end of an iteration (to a fixed point).
  // Where the pattern is a tuple of names (`loop (set, is) = ...`), each
  // component of the result aliases its own initial value, what its part
  // of the body's result aliases outside the loop, and the components of
  // the parameters that part mentions, so `let set[i] = ...` after the
  // loop does not consume `is`.
  std::optional<Al> loop_result_components(const ast::Expr& e, const Skel& sk, const Al& init, const Al& body,
                                           const std::vector<std::pair<int, Al>>& params, int first,
                                           const IdSet& consumed_init) {
    const ast::Pat* p = e.pat.get();
    while (p->kind == ast::Pat::Kind::Ascribed) p = p->inner.get();
    if (p->kind != ast::Pat::Kind::Tuple || sk.kind != Skel::Kind::Tuple) return std::nullopt;
    size_t n = p->elems.size();
    if (sk.elems.size() != n || !init.tuple || init.elems.size() != n || !body.tuple || body.elems.size() != n ||
        params.size() != n)
      return std::nullopt;
    for (auto& x : p->elems) {
      const ast::Pat* q = x.get();
      while (q->kind == ast::Pat::Kind::Ascribed) q = q->inner.get();
      if (q->kind != ast::Pat::Kind::Id) return std::nullopt;
    }
    // The variable ids of each component's parameter (with its parts).
    std::vector<IdSet> param_ids(n);
    for (size_t i = 0; i < n; ++i) {
      param_ids[i].insert(params[i].first);
      for (int c : vars_[params[i].first].comps) param_ids[i].insert(c);
    }
    std::vector<IdSet> u(n), mentions(n);
    for (size_t i = 0; i < n; ++i) {
      u[i] = all_ids(init.elems[i]);
      IdSet outer = all_ids(drop_inner(body.elems[i], first));
      u[i].insert(outer.begin(), outer.end());
      IdSet b = all_ids(body.elems[i]);
      for (size_t j = 0; j < n; ++j)
        for (int x : param_ids[j])
          if (b.count(x)) mentions[i].insert((int)j);
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t i = 0; i < n; ++i)
        for (int j : mentions[i])
          for (int x : u[j])
            if (u[i].insert(x).second) changed = true;
    }
    std::vector<Al> es;
    for (size_t i = 0; i < n; ++i) {
      for (int x : consumed_init) u[i].erase(x);
      es.push_back(shaped(sk.elems[i], u[i]));
    }
    return tuple_al(es);
  }
};

}  // namespace

void check_uniqueness(const CheckedProgram& prog) {
  Checker c(prog);
  // A first pass learns which results of definitions without a return type
  // are fresh (a lifted local function comes after the definition that
  // calls it); its errors are those of the second pass, which reports them.
  bool any_lifted = false;
  for (auto& d : prog.prog.decls)
    any_lifted = any_lifted || (d.kind == ast::Decl::Kind::Val && !d.val.lifted_from.empty() && !d.val.ret_type);
  if (any_lifted)
    for (auto& d : prog.prog.decls)
      if (d.kind == ast::Decl::Kind::Val) {
        try {
          c.check_decl(d.val);
        } catch (const CompileError&) {
        }
      }
  for (auto& d : prog.prog.decls)
    if (d.kind == ast::Decl::Kind::Val) c.check_decl(d.val);
}

}  // namespace runic
