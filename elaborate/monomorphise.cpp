// Monomorphisation: see monomorphise.h.
//
// Nomenclature.
//   * A *definition* is a top-level value declaration (an index into the
//     program's declarations) or a local `let f ... = ...` (LetFun).
//   * An *instance* is a definition with a substitution of its type
//     parameters (rigid ids, typecheck/types.h) by types without type
//     parameters; its *key* is the printed list of those types.
//   * *Cloning* a definition under a substitution copies its AST and enters
//     every copied node in the typed program's maps with its type
//     substituted; a use of a polymorphic definition inside it becomes a
//     use of an instance (made on first request, by the worklist).
#include "elaborate/monomorphise.h"

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include <optional>

#include "support/source.h"

namespace runic {
namespace {

using namespace tc;
using K = TypeNode::Kind;
using EK = ast::Expr::Kind;
using TK = ast::TypeExp::Kind;
using ast::ExprPtr;
using ast::PatPtr;
using ast::TypeExpPtr;

bool is_type_param(const ast::TypeParam& p) { return p.kind != ast::TypeParam::Kind::Size; }

// The sizes of `t` made anonymous: a type argument names sizes of the
// caller's scope, which the copy cannot see.
TypeP blank_sizes(const TypeP& t) {
  switch (t->kind) {
    case K::Prim:
    case K::Var:
    case K::Param: return t;
    case K::Array: {
      std::vector<SizeP> shape;
      for (size_t i = 0; i < t->shape.size(); ++i) shape.push_back(size_anon(fresh_id(), ""));
      return with_unique(array_type(std::move(shape), blank_sizes(t->elem)), t->unique);
    }
    case K::Tuple: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& e : r->elems) e = blank_sizes(e);
      return r;
    }
    case K::Record: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& f : r->fields) f.second = blank_sizes(f.second);
      return r;
    }
    case K::Sum: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& c : r->constrs)
        for (auto& p : c.second) p = blank_sizes(p);
      return r;
    }
    case K::Arrow: {
      auto r = std::make_shared<TypeNode>(*t);
      r->param = blank_sizes(t->param);
      r->result = blank_sizes(t->result);
      r->param_size = -1;
      r->param_name.clear();
      return r;
    }
  }
  return t;
}

// `t` without uniqueness outside function types: a type argument is the
// type of an argument, which may be fresh (`id (xs, {a = map f xs})`), but
// a type parameter never makes a parameter consuming nor a result fresh;
// only a `*` of the definition's own annotation does (which annot keeps).
// A function type keeps its parameters' uniqueness (`'^f` at `*[]i32 ->
// []i32`).
TypeP nonunique(const TypeP& t) {
  switch (t->kind) {
    case K::Array: return with_unique(array_type(t->shape, nonunique(t->elem)), false);
    case K::Tuple: {
      auto r = std::make_shared<TypeNode>(*t);
      r->unique = false;
      for (auto& e : r->elems) e = nonunique(e);
      return r;
    }
    case K::Record: {
      auto r = std::make_shared<TypeNode>(*t);
      r->unique = false;
      for (auto& f : r->fields) f.second = nonunique(f.second);
      return r;
    }
    case K::Sum: {
      auto r = std::make_shared<TypeNode>(*t);
      r->unique = false;
      for (auto& c : r->constrs)
        for (auto& q : c.second) q = nonunique(q);
      return r;
    }
    default: return with_unique(t, false);
  }
}

// The ids of the anonymous dimensions that blank_sizes gave `t`: those of
// its arrays outside functions (a function's sizes are its own).
std::vector<int> anon_dims(const TypeP& t) {
  std::vector<int> out;
  std::function<void(const TypeP&)> walk = [&](const TypeP& u) {
    switch (u->kind) {
      case K::Array:
        for (auto& z : u->shape)
          if (z->kind == SizeNode::Kind::Name && z->anon) out.push_back(z->id);
        walk(u->elem);
        break;
      case K::Tuple:
        for (auto& e : u->elems) walk(e);
        break;
      case K::Record:
        for (auto& f : u->fields) walk(f.second);
        break;
      case K::Sum:
        for (auto& c : u->constrs)
          for (auto& p : c.second) walk(p);
        break;
      default: break;
    }
  };
  walk(t);
  return out;
}

// Whether `name` is a plain type parameter (`'t`, not `'~t` or `'^t`) of
// `d`: only a lifted one may stand for types of different sizes.
bool plain_type_param(const ast::ValDecl& d, const std::string& name) {
  for (auto& p : d.type_params)
    if (p.name == name) return p.kind == ast::TypeParam::Kind::Type;
  return false;
}

// A type argument as it appears in an instance's name: Futhark's syntax
// with every dimension `[]` (sizes are not part of an instance).
std::string type_key(const TypeP& t) {
  switch (t->kind) {
    case K::Prim: return prim_name(t->prim);
    case K::Var: return "?" + std::to_string(t->id);
    case K::Param: return t->name;
    case K::Array: {
      std::string r;
      for (size_t i = 0; i < t->shape.size(); ++i) r += "[]";
      return (t->unique ? "*" : "") + r + type_key(t->elem);
    }
    case K::Tuple: {
      std::string r = "(";
      for (size_t i = 0; i < t->elems.size(); ++i) r += (i ? "," : "") + type_key(t->elems[i]);
      return r + ")";
    }
    case K::Record: {
      std::string r = "{";
      for (size_t i = 0; i < t->fields.size(); ++i)
        r += (i ? "," : "") + t->fields[i].first + ": " + type_key(t->fields[i].second);
      return r + "}";
    }
    case K::Sum: {
      std::string r;
      for (size_t i = 0; i < t->constrs.size(); ++i) {
        r += (i ? " | #" : "#") + t->constrs[i].first;
        for (auto& p : t->constrs[i].second) r += " " + type_key(p);
      }
      return "(" + r + ")";
    }
    case K::Arrow: {
      std::string p = type_key(t->param);
      if (t->param->kind == K::Arrow) p = "(" + p + ")";
      return p + " -> " + type_key(t->result);
    }
  }
  return "?";
}

// A type expression for `t`, for the rewritten annotations of a copy
// (printing only: desugar reads the inferred types).
TypeExpPtr texp_of(const TypeP& t, const Span& sp) {
  auto r = std::make_shared<ast::TypeExp>();
  r->span = sp;
  r->unique = t->unique;
  switch (t->kind) {
    case K::Prim:
      r->kind = TK::Prim;
      r->prim = t->prim;
      break;
    case K::Var:
      r->kind = TK::Hole;
      break;
    case K::Param:
      r->kind = TK::Named;
      r->name = t->name;
      break;
    case K::Array: {
      TypeExpPtr cur = texp_of(t->elem, sp);
      for (size_t i = t->shape.size(); i-- > 0;) {
        auto a = std::make_shared<ast::TypeExp>();
        a->kind = TK::Array;
        a->span = sp;
        a->elem = cur;
        cur = a;
      }
      cur->unique = t->unique;
      return cur;
    }
    case K::Tuple:
      r->kind = t->elems.empty() ? TK::Unit : TK::Tuple;
      for (auto& e : t->elems) r->elems.push_back(texp_of(e, sp));
      break;
    case K::Record:
      r->kind = TK::Record;
      for (auto& [n, f] : t->fields) r->fields.push_back({n, texp_of(f, sp)});
      break;
    case K::Sum:
      r->kind = TK::Sum;
      for (auto& [n, ps] : t->constrs) {
        std::vector<TypeExpPtr> es;
        for (auto& p : ps) es.push_back(texp_of(p, sp));
        r->constrs.push_back({n, es});
      }
      break;
    case K::Arrow:
      r->kind = TK::Arrow;
      r->elems = {texp_of(t->param, sp), texp_of(t->result, sp)};
      break;
  }
  return r;
}

class Monomorphiser {
 public:
  explicit Monomorphiser(TypedProgram& tp) : tp_(tp) {}

  void run() {
    old_ = std::move(tp_.prog.decls);
    tp_.prog.decls.clear();
    size_t n = old_.size();
    poly_.assign(n, false);
    kept_.resize(n);
    insts_of_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      const ast::Decl& d = old_[i];
      if (d.kind != ast::Decl::Kind::Val) continue;
      by_name_[d.val.name].push_back(i);
      auto sch = tp_.schemes.find(&d.val);
      poly_[i] = sch != tp_.schemes.end() && !sch->second.type_params.empty();
    }
    // The monomorphic definitions, rewritten where they use polymorphic ones.
    for (size_t i = 0; i < n; ++i) {
      const ast::Decl& d = old_[i];
      kept_[i] = d;
      if (d.kind != ast::Decl::Kind::Val || poly_[i] || !d.val.body || !uses_polymorphic(*d.val.body))
        continue;
      kept_[i].val = clone_decl(i, RigidSubst{}, d.val.name);
    }
    drain();
    // A polymorphic definition of the program that nothing uses still gets
    // one copy, its type parameters `i32`, so that the passes after this
    // one (uniqueness) check its body; nothing calls the copy.
    for (size_t i = tp_.prelude_decls; i < n; ++i) {
      if (!poly_[i] || !insts_of_[i].empty()) continue;
      const ast::Decl& d = old_[i];
      if (d.val.entry || !d.val.body) continue;
      auto sch = tp_.schemes.find(&d.val);
      RigidSubst s;
      std::string key;
      for (int id : sch->second.type_params) {
        s.types[id] = prim_type(PrimType::I32);
        key += (key.empty() ? "" : ",") + std::string("i32");
      }
      request_global(i, s, key);
    }
    drain();
    // The program: each definition's copies where it stood.
    size_t prelude = 0;
    std::vector<std::pair<size_t, const RigidSubst*>> src;  // per new decl
    for (size_t i = 0; i < n; ++i) {
      size_t before = tp_.prog.decls.size();
      if (poly_[i]) {
        for (size_t k : insts_of_[i]) {
          ast::Decl d = old_[i];
          d.val = instances_[k].val;
          tp_.prog.decls.push_back(std::move(d));
          src.push_back({i, &instances_[k].subst});
        }
      } else {
        tp_.prog.decls.push_back(kept_[i]);
        src.push_back({i, nullptr});
      }
      if (i < tp_.prelude_decls) prelude += tp_.prog.decls.size() - before;
    }
    tp_.prelude_decls = prelude;
    // The maps keyed by declarations.
    static const RigidSubst none;
    for (size_t j = 0; j < tp_.prog.decls.size(); ++j) {
      const ast::Decl& d = tp_.prog.decls[j];
      if (d.kind != ast::Decl::Kind::Val) continue;
      const ast::ValDecl* from = &old_[src[j].first].val;
      const RigidSubst& s = src[j].second ? *src[j].second : none;
      auto sch = tp_.schemes.find(from);
      if (sch != tp_.schemes.end()) {
        Scheme c = sch->second;
        c.type = subst_rigid(tp_.solver.resolve(c.type), s);
        // The sizes of a plain type parameter's argument (`'t` as `[b]u8`)
        // are one size wherever `t` occurs: they become size parameters of
        // the copy, so that `dummy: t` and the rows of `xs: [n]t` have the
        // same length in it (desugar names those the parameters mention).
        // (Only those a parameter has as a whole dimension outside any
        // function: the elaborator reads them from the arguments.)
        std::set<int> direct;
        TypeP pt = tp_.solver.resolve(c.type);
        for (size_t p = 0; p < d.val.params.size() && pt->kind == K::Arrow; ++p) {
          for (int id : anon_dims(tp_.solver.resolve(pt->param))) direct.insert(id);
          pt = tp_.solver.resolve(pt->result);
        }
        for (size_t k = 0; k < sch->second.type_params.size(); ++k) {
          if (k >= sch->second.type_param_names.size() ||
              !plain_type_param(*from, sch->second.type_param_names[k]))
            continue;
          auto a = s.types.find(sch->second.type_params[k]);
          if (a == s.types.end()) continue;
          for (int id : anon_dims(a->second)) {
            if (!direct.count(id)) continue;
            c.size_params.push_back(id);
            c.size_param_names.push_back("");
          }
        }
        c.type_params.clear();
        c.type_param_names.clear();
        tp_.schemes[&d.val] = c;
      }
      if (tp_.recursive.count(from)) tp_.recursive.insert(&d.val);
    }
    tp_.retired.push_back(std::move(old_));
  }

 private:
  TypedProgram& tp_;
  std::vector<ast::Decl> old_;
  std::vector<bool> poly_;
  std::vector<ast::Decl> kept_;
  std::map<std::string, std::vector<size_t>> by_name_;

  struct Instance {
    size_t decl;
    RigidSubst subst;
    std::string name;
    ast::ValDecl val;
  };
  std::deque<Instance> instances_;  // a deque: references stay valid
  std::vector<std::vector<size_t>> insts_of_;
  std::map<std::pair<size_t, std::string>, size_t> inst_index_;
  std::deque<size_t> work_;
  std::vector<std::pair<size_t, RigidSubst>> sources_;
  std::map<size_t, size_t> source_of_;

  // The definition being cloned: its index and substitution.
  size_t cur_decl_ = 0;
  RigidSubst cur_;
  // Type parameter names of the definitions being cloned, for annotations.
  std::map<std::string, TypeP> tnames_;

  // A local function in scope while its `in` part (and its own body) is
  // cloned: the instances its uses asked for.
  struct LocalFn {
    std::string name;
    RigidSubst outer;
    std::vector<std::pair<std::string, RigidSubst>> insts;
    std::map<std::string, size_t> by_key;
    // While its own body is copied: a local function that does not recurse
    // is not in scope there (its name is an outer binding's).
    bool hidden = false;
  };
  std::vector<LocalFn*> locals_;

  bool uses_polymorphic(const ast::Expr& e) const {
    auto r = tp_.refs.find(&e);
    if (r != tp_.refs.end() && !r->second.type_args.empty()) return true;
    for (auto& x : e.elems)
      if (x && uses_polymorphic(*x)) return true;
    for (auto& d : e.indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x && uses_polymorphic(**x)) return true;
    return false;
  }

  // The declaration a use of `name` in declaration `at` refers to: the last
  // one of that name up to `at` (a definition may call itself).
  std::optional<size_t> global(const std::string& name, size_t at) const {
    auto it = by_name_.find(name);
    if (it == by_name_.end()) return std::nullopt;
    auto ub = std::upper_bound(it->second.begin(), it->second.end(), at);
    if (ub == it->second.begin()) return std::nullopt;
    return *(ub - 1);
  }

  // Futhark's restriction on type parameters (language reference, "Type
  // parameters"): only a lifted one (`'^t`) may be a function type, since a
  // definition may put a value of type `'t` in an array, a loop parameter
  // or a branch of `if`, where no function may be (see defunctionalise.h).
  void check_lifted(size_t decl, const RigidSubst& s, const Span& use) {
    const ast::ValDecl& d = old_[decl].val;
    const Scheme& sch = tp_.schemes.at(&d);
    for (size_t i = 0; i < sch.type_params.size() && i < sch.type_param_names.size(); ++i) {
      auto a = s.types.find(sch.type_params[i]);
      if (a == s.types.end() || !has_arrow(a->second)) continue;
      for (auto& p : d.type_params)
        if (p.name == sch.type_param_names[i] &&
            (p.kind == ast::TypeParam::Kind::Type || p.kind == ast::TypeParam::Kind::SizeLifted))
          user_error(use,
                     "the type parameter `" + p.name + "` of `" + d.name + "` cannot be a function type (here `" +
                         type_key(a->second) + "`)",
                     "only a lifted type parameter (`'^" + p.name + "`) may be a function type");
    }
  }

  static bool has_param(const TypeP& t) {
    switch (t->kind) {
      case K::Param: return true;
      case K::Array: return has_param(t->elem);
      case K::Arrow: return has_param(t->param) || has_param(t->result);
      case K::Tuple:
        for (auto& e : t->elems)
          if (has_param(e)) return true;
        return false;
      case K::Record:
        for (auto& f : t->fields)
          if (has_param(f.second)) return true;
        return false;
      case K::Sum:
        for (auto& c : t->constrs)
          for (auto& p : c.second)
            if (has_param(p)) return true;
        return false;
      default: return false;
    }
  }

  static bool has_arrow(const TypeP& t) {
    switch (t->kind) {
      case K::Arrow: return true;
      case K::Array: return has_arrow(t->elem);
      case K::Tuple:
        for (auto& e : t->elems)
          if (has_arrow(e)) return true;
        return false;
      case K::Record:
        for (auto& f : t->fields)
          if (has_arrow(f.second)) return true;
        return false;
      case K::Sum:
        for (auto& c : t->constrs)
          for (auto& p : c.second)
            if (has_arrow(p)) return true;
        return false;
      default: return false;
    }
  }

  void drain() {
    while (!work_.empty()) {
      size_t k = work_.front();
      work_.pop_front();
      Instance& in = instances_[k];
      ast::ValDecl v = clone_decl(in.decl, in.subst, in.name);
      instances_[k].val = std::move(v);  // (the vector may have grown)
    }
  }

  std::string request_global(size_t decl, const RigidSubst& s, const std::string& key) {
    auto [it, fresh] = inst_index_.emplace(std::make_pair(decl, key), instances_.size());
    if (fresh) {
      instances_.push_back({decl, s, old_[decl].val.name + "[" + key + "]", {}});
      insts_of_[decl].push_back(it->second);
      work_.push_back(it->second);
    }
    return instances_[it->second].name;
  }

  TypeP subst(const TypeP& t) const { return subst_rigid(tp_.solver.resolve(t), cur_); }

  // The type-parameter names of a definition, bound to their instances.
  void bind_names(const std::vector<ast::TypeParam>& tps, const std::vector<int>& ids,
                  const RigidSubst& s) {
    size_t k = 0;
    for (auto& p : tps) {
      if (!is_type_param(p)) continue;
      if (k >= ids.size()) break;
      auto it = s.types.find(ids[k++]);
      if (it != s.types.end()) tnames_[p.name] = it->second;
    }
  }

  ast::ValDecl clone_decl(size_t i, const RigidSubst& s, const std::string& name) {
    const ast::ValDecl& d = old_[i].val;
    size_t save_decl = cur_decl_;
    RigidSubst save = cur_;
    auto save_names = tnames_;
    cur_decl_ = i;
    cur_ = s;
    auto sch = tp_.schemes.find(&d);
    if (sch != tp_.schemes.end()) bind_names(d.type_params, sch->second.type_params, s);
    ast::ValDecl v = d;
    v.name = name;
    v.type_params.erase(std::remove_if(v.type_params.begin(), v.type_params.end(), is_type_param),
                        v.type_params.end());
    for (auto& p : v.params) p = clone(p);
    if (v.ret_type) v.ret_type = annot(v.ret_type);
    v.body = clone(d.body);
    cur_decl_ = save_decl;
    cur_ = save;
    tnames_ = save_names;
    return v;
  }

  // A type annotation with the type parameters being substituted replaced.
  TypeExpPtr annot(const TypeExpPtr& t) {
    if (!t || tnames_.empty()) return t;
    if (t->kind == TK::Named && t->type_args.empty()) {
      auto it = tnames_.find(t->name);
      if (it != tnames_.end()) {
        auto r = texp_of(it->second, t->span);
        r->unique = r->unique || t->unique;
        return r;
      }
      return t;
    }
    auto r = std::make_shared<ast::TypeExp>(*t);
    r->elem = annot(t->elem);
    for (auto& e : r->elems) e = annot(e);
    for (auto& [n, f] : r->fields) f = annot(f);
    for (auto& [n, ps] : r->constrs)
      for (auto& p : ps) p = annot(p);
    for (auto& a : r->type_args) a.type = annot(a.type);
    return r;
  }

  PatPtr clone(const PatPtr& p) {
    if (!p) return p;
    auto n = std::make_shared<ast::Pat>(*p);
    auto t = tp_.pat_types.find(p.get());
    if (t != tp_.pat_types.end()) tp_.pat_types[n.get()] = subst(t->second);
    for (auto& e : n->elems) e = clone(e);
    for (auto& [f, q] : n->fields) q = clone(q);
    n->inner = clone(p->inner);
    if (p->literal) n->literal = clone(p->literal);
    n->type = annot(p->type);
    return n;
  }

  // The instance of a use's definition, renaming the use; nothing when the
  // use has no type arguments.
  void instantiate_use(const ast::Expr& old, ast::Expr& n, TypedProgram::Ref r) {
    if (!r.type_args.empty()) {
      RigidSubst s;
      std::string key;
      for (auto& [id, t] : r.type_args) {
        TypeP a = nonunique(blank_sizes(subst(t)));
        s.types[id] = a;
        key += (key.empty() ? "" : ",") + type_key(a);
      }
      std::string inst;
      if (r.kind == TypedProgram::Ref::Kind::Global) {
        auto d = global(r.name, cur_decl_);
        if (d && poly_[*d]) {
          check_lifted(*d, s, old.span);
          inst = request_global(*d, s, key);
        }
      } else if (r.kind == TypedProgram::Ref::Kind::Local) {
        for (size_t k = locals_.size(); k-- > 0;) {
          LocalFn& lf = *locals_[k];
          if (lf.name != r.name || lf.hidden) continue;
          auto [it, fresh] = lf.by_key.emplace(key, lf.insts.size());
          if (fresh) lf.insts.push_back({lf.name + "[" + key + "]", s});
          inst = lf.insts[it->second].first;
          break;
        }
      }
      if (!inst.empty()) {
        r.name = inst;
        r.type_args.clear();
        if (n.kind == EK::Var) {
          n.name = inst;
        } else {
          n.op = inst;
          n.qual.clear();
        }
      }
    }
    tp_.refs[&n] = std::move(r);
    (void)old;
  }

  ExprPtr clone(const ExprPtr& e) {
    if (!e) return e;
    if (e->kind == EK::LetFun) return clone_letfun(e);
    auto n = std::make_shared<ast::Expr>(*e);
    enter(*e, *n);
    for (auto& x : n->elems) x = clone(x);
    for (auto& c : n->cases) c = clone(c);
    for (auto& d : n->indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride}) *x = clone(*x);
    n->pat = clone(e->pat);
    for (auto& p : n->params) p = clone(p);
    n->loop_pat = clone(e->loop_pat);
    n->type = annot(e->type);
    return n;
  }

  // Enters the copy `n` of `e` in the maps.
  void enter(const ast::Expr& e, ast::Expr& n) {
    auto t = tp_.expr_types.find(&e);
    if (t != tp_.expr_types.end()) tp_.expr_types[&n] = subst(t->second);
    auto r = tp_.refs.find(&e);
    if (r != tp_.refs.end()) instantiate_use(e, n, r->second);
    auto c = tp_.proj_chains.find(&e);
    if (c != tp_.proj_chains.end()) {
      std::vector<TypeP> ts;
      for (auto& x : c->second) ts.push_back(subst(x));
      tp_.proj_chains[&n] = std::move(ts);
    }
    if (tp_.recursive.count(&e)) tp_.recursive.insert(&n);
  }

  // The whole `let f ... in rest` has the type of `rest`.
  void set_let_type(const ExprPtr& let, const ExprPtr& rest) {
    if (let == rest) return;
    auto t = tp_.expr_types.find(rest.get());
    if (t != tp_.expr_types.end()) tp_.expr_types[let.get()] = t->second;
  }

  // `let f params = body in rest`: a polymorphic local function becomes one
  // LetFun per instance that `rest` (or its own body) uses, nested.
  ExprPtr clone_letfun(const ExprPtr& e) {
    LocalFn lf;
    lf.name = e->name;
    lf.outer = cur_;
    locals_.push_back(&lf);
    ExprPtr rest = clone(e->elems[1]);
    bool explicit_poly = std::any_of(e->type_params.begin(), e->type_params.end(), is_type_param);
    auto copy = [&](const std::string& name, const RigidSubst& s, const ExprPtr& in) {
      RigidSubst save = cur_;
      auto save_names = tnames_;
      for (auto& [id, t] : s.types) cur_.types[id] = t;
      // The written type parameters come first among the instantiated ones.
      std::vector<int> ids;
      for (auto& [id, t] : s.types) ids.push_back(id);
      bind_names(e->type_params, ids, cur_);
      auto n = std::make_shared<ast::Expr>(*e);
      enter(*e, *n);
      n->name = name;
      n->type_params.erase(std::remove_if(n->type_params.begin(), n->type_params.end(), is_type_param),
                           n->type_params.end());
      for (auto& p : n->params) p = clone(p);
      n->type = annot(e->type);
      lf.hidden = tp_.recursive.count(e.get()) == 0;
      ExprPtr body = clone(e->elems[0]);
      lf.hidden = false;
      n->elems = {body, in};
      cur_ = save;
      tnames_ = save_names;
      return n;
    };
    ExprPtr out;
    if (lf.insts.empty()) {
      bool poly = explicit_poly;
      for (auto& p : e->params) poly = poly || has_param(subst(tp_.type_of(*p)));
      if (poly) {
        out = rest;  // a polymorphic function never used: nothing to copy
      } else {
        out = copy(e->name, RigidSubst{}, rest);
      }
      set_let_type(out, rest);
    } else {
      // Copies may ask for more copies (a body using another instance).
      std::vector<ExprPtr> bodies;
      for (size_t k = 0; k < lf.insts.size(); ++k) {
        auto [name, s] = lf.insts[k];
        bodies.push_back(copy(name, s, nullptr));
      }
      out = rest;
      for (size_t k = bodies.size(); k-- > 0;) {
        bodies[k]->elems[1] = out;
        set_let_type(bodies[k], out);
        out = bodies[k];
      }
    }
    locals_.pop_back();
    return out;
  }
};

}  // namespace

bool is_instance_name(const std::string& name) {
  return !name.empty() && name.back() == ']' && name.find('[') != std::string::npos &&
         name.find('[') > 0;
}

std::string instance_base_name(const std::string& name) {
  return is_instance_name(name) ? name.substr(0, name.find('[')) : name;
}

void monomorphise(TypedProgram& tp) { Monomorphiser(tp).run(); }

std::string print_monomorphised(const TypedProgram& tp) {
  ast::Program user;
  user.file = tp.prog.file;
  std::vector<std::string> prelude_copies;
  for (size_t i = 0; i < tp.prog.decls.size(); ++i) {
    const ast::Decl& d = tp.prog.decls[i];
    if (i >= tp.prelude_decls) {
      user.decls.push_back(d);
    } else if (d.kind == ast::Decl::Kind::Val && is_instance_name(d.val.name)) {
      prelude_copies.push_back(d.val.name);
    }
  }
  std::ostringstream os;
  if (!prelude_copies.empty()) {
    os << "-- copies of prelude definitions:";
    for (auto& n : prelude_copies) os << " " << n;
    os << "\n";
  }
  os << ast::print_program(user);
  return os.str();
}

}  // namespace runic
