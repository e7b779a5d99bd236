#include "typecheck/solver.h"

#include <functional>
#include <cstdlib>
#include <functional>
#include <optional>

namespace runic::tc {

using K = TypeNode::Kind;

std::string Solver::cons_text(Cons c) {
  switch (c) {
    case Cons::None: return "any type";
    case Cons::Eq: return "a type that supports equality";
    case Cons::Prim: return "a primitive type";
    case Cons::Num: return "a numeric type";
    case Cons::Int: return "an integral type";
    case Cons::Float: return "a floating-point type";
    case Cons::IntBool: return "an integral type or `bool`";
    case Cons::Fields: return "a record";
    case Cons::Constrs: return "a sum type";
  }
  return "?";
}

TypeP Solver::new_var(int level, Cons c, Origin o) {
  int id = fresh_id();
  TVar v;
  v.level = level;
  v.cons = c;
  v.origin = std::move(o);
  tvars_.emplace(id, std::move(v));
  return var_type(id);
}

SizeP Solver::new_size(int level, Origin o) {
  int id = fresh_id();
  SVar v;
  v.level = level;
  v.origin = std::move(o);
  svars_.emplace(id, std::move(v));
  return size_flex(id);
}

TypeP Solver::head(const TypeP& t) const {
  TypeP cur = t;
  std::vector<TVar*> path;    // the variables passed through
  bool marked_inside = false; // a `*` on a link after the first
  while (cur->kind == K::Var) {
    auto it = tvars_.find(cur->id);
    if (it == tvars_.end() || !it->second.bound) break;
    bool u = cur->unique;
    if (u && !path.empty()) marked_inside = true;
    path.push_back(&it->second);
    cur = it->second.bound;
    if (u && !cur->unique) cur = with_unique(cur, true);
  }
  // Path compression, where no link in between adds uniqueness.
  if (path.size() > 2 && !marked_inside && !t->unique)
    for (TVar* v : path) v->bound = cur;
  return cur;
}

SizeP Solver::resolve(const SizeP& s) const {
  switch (s->kind) {
    case SizeNode::Kind::Flex: {
      auto it = svars_.find(s->id);
      if (it == svars_.end() || !it->second.bound) return s;
      SizeP r = resolve(it->second.bound);
      it->second.bound = r;  // path compression
      return r;
    }
    case SizeNode::Kind::BinOp: return size_binop(s->op, resolve(s->a), resolve(s->b), s->as_written);
    default: return s;
  }
}

TypeP Solver::resolve(const TypeP& t0) const {
  TypeP t = head(t0);
  switch (t->kind) {
    case K::Prim:
    case K::Var:
    case K::Param: return t;
    case K::Array: {
      std::vector<SizeP> shape;
      for (auto& d : t->shape) shape.push_back(resolve(d));
      return with_unique(array_type(std::move(shape), resolve(t->elem)), t->unique);
    }
    case K::Tuple: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& e : r->elems) e = resolve(e);
      return r;
    }
    case K::Record: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& f : r->fields) f.second = resolve(f.second);
      return r;
    }
    case K::Sum: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& c : r->constrs)
        for (auto& p : c.second) p = resolve(p);
      return r;
    }
    case K::Arrow: {
      auto r = std::make_shared<TypeNode>(*t);
      r->param = resolve(t->param);
      r->result = resolve(t->result);
      return r;
    }
  }
  return t;
}

bool Solver::size_occurs(int id, const SizeP& s0) const {
  SizeP s = resolve(s0);
  if (s->kind == SizeNode::Kind::Flex) return s->id == id;
  if (s->kind == SizeNode::Kind::BinOp) return size_occurs(id, s->a) || size_occurs(id, s->b);
  return false;
}

bool Solver::occurs(int id, const TypeP& t0) const {
  TypeP t = head(t0);
  switch (t->kind) {
    case K::Var: return t->id == id;
    case K::Array: return occurs(id, t->elem);
    case K::Tuple:
      for (auto& e : t->elems)
        if (occurs(id, e)) return true;
      return false;
    case K::Record:
      for (auto& f : t->fields)
        if (occurs(id, f.second)) return true;
      return false;
    case K::Sum:
      for (auto& c : t->constrs)
        for (auto& p : c.second)
          if (occurs(id, p)) return true;
      return false;
    case K::Arrow: return occurs(id, t->param) || occurs(id, t->result);
    default: return false;
  }
}

void Solver::lower_levels(const SizeP& s0, int level) {
  SizeP s = resolve(s0);
  if (s->kind == SizeNode::Kind::Flex) {
    auto& v = svars_.at(s->id);
    if (v.level > level) v.level = level;
  } else if (s->kind == SizeNode::Kind::BinOp) {
    lower_levels(s->a, level);
    lower_levels(s->b, level);
  }
}

void Solver::lower_levels(const TypeP& t0, int level) {
  TypeP t = head(t0);
  switch (t->kind) {
    case K::Var: {
      auto& v = tvars_.at(t->id);
      if (v.level > level) v.level = level;
      for (auto& f : v.fields) lower_levels(f.second, level);
      for (auto& c : v.constrs)
        for (auto& p : c.second) lower_levels(p, level);
      break;
    }
    case K::Array:
      for (auto& d : t->shape) lower_levels(d, level);
      lower_levels(t->elem, level);
      break;
    case K::Tuple:
      for (auto& e : t->elems) lower_levels(e, level);
      break;
    case K::Record:
      for (auto& f : t->fields) lower_levels(f.second, level);
      break;
    case K::Sum:
      for (auto& c : t->constrs)
        for (auto& p : c.second) lower_levels(p, level);
      break;
    case K::Arrow:
      lower_levels(t->param, level);
      lower_levels(t->result, level);
      break;
    default: break;
  }
}

void Solver::mismatch(const TypeP& e, const TypeP& a, const Span& span, const Why& ctx) {
  std::string es = show(e), as = show(a);
  std::string msg = ctx.empty() ? "type mismatch" : ctx.str();
  msg += ": expected `" + es + "`, found `" + as + "`";
  std::string hint;
  auto origin_of = [&](const TypeP& t) -> const Origin* {
    if (t->kind != K::Var) return nullptr;
    auto* v = tvar_if(t->id);
    return v && v->origin.span.known() ? &v->origin : nullptr;
  };
  if (auto* o = origin_of(e))
    hint = "`" + es + "` is the type of " + o->what + " at " + o->span.str();
  type_error(span, msg, hint);
}

static bool satisfies(Cons c, const TypeNode& t) {
  switch (c) {
    case Cons::None: return true;
    case Cons::Eq: return t.kind != K::Arrow;
    case Cons::Prim: return t.kind == K::Prim;
    case Cons::Num: return t.kind == K::Prim && t.prim != PrimType::Bool && t.prim != PrimType::Unit;
    case Cons::Int: return t.kind == K::Prim && is_int(t.prim);
    case Cons::Float: return t.kind == K::Prim && is_float(t.prim);
    case Cons::IntBool: return t.kind == K::Prim && (is_int(t.prim) || t.prim == PrimType::Bool);
    case Cons::Fields: return t.kind == K::Record || t.kind == K::Tuple;
    case Cons::Constrs: return t.kind == K::Sum;
  }
  return false;
}

// The meet of two primitive-ish constraints, or nullopt when they conflict.
static std::optional<Cons> meet(Cons a, Cons b) {
  if (a == b) return a;
  if (a == Cons::None) return b;
  if (b == Cons::None) return a;
  // `!`'s operand (an integral type or bool): with a number it is an
  // integer, with equality or "primitive" it stays as it is.
  if (a == Cons::IntBool || b == Cons::IntBool) {
    Cons o = a == Cons::IntBool ? b : a;
    if (o == Cons::Eq || o == Cons::Prim) return Cons::IntBool;
    if (o == Cons::Num || o == Cons::Int) return Cons::Int;
    return std::nullopt;
  }
  auto rank = [](Cons c) {
    switch (c) {
      case Cons::Eq: return 0;
      case Cons::Prim: return 1;
      case Cons::Num: return 2;
      default: return 3;
    }
  };
  bool a_prim = a == Cons::Eq || a == Cons::Prim || a == Cons::Num || a == Cons::Int || a == Cons::Float;
  bool b_prim = b == Cons::Eq || b == Cons::Prim || b == Cons::Num || b == Cons::Int || b == Cons::Float;
  if (a == Cons::Eq && (b == Cons::Fields || b == Cons::Constrs)) return b;
  if (b == Cons::Eq && (a == Cons::Fields || a == Cons::Constrs)) return a;
  if (!a_prim || !b_prim) return std::nullopt;
  if ((a == Cons::Int && b == Cons::Float) || (a == Cons::Float && b == Cons::Int)) return std::nullopt;
  return rank(a) >= rank(b) ? a : b;
}

void Solver::bind(int id, const TypeP& t0, const Span& span, const Why& ctx,
                  bool var_expected) {
  TypeP t = head(t0);
  if (t->kind == K::Var && t->id == id) return;
  TVar& v = tvars_.at(id);
  if (!param_levels_.empty()) {
    // A type parameter of a local function may not escape into a type of
    // the enclosing scope (error index "scope-violation").
    std::function<const TypeNode*(const TypeP&)> deeper = [&](const TypeP& x0) -> const TypeNode* {
      TypeP x = head(x0);
      if (x->kind == K::Param) {
        auto it = param_levels_.find(x->id);
        return it != param_levels_.end() && it->second > v.level ? x.get() : nullptr;
      }
      if (x->elem)
        if (auto r = deeper(x->elem)) return r;
      for (auto& e : x->elems)
        if (auto r = deeper(e)) return r;
      for (auto& [n, f] : x->fields)
        if (auto r = deeper(f)) return r;
      for (auto& [c, ps] : x->constrs)
        for (auto& p : ps)
          if (auto r = deeper(p)) return r;
      if (x->param)
        if (auto r = deeper(x->param)) return r;
      if (x->result)
        if (auto r = deeper(x->result)) return r;
      return nullptr;
    };
    if (const TypeNode* p = deeper(t))
      type_error(span, (ctx.empty() ? std::string("type mismatch") : ctx.str()) + ": Scope violation: the type parameter `" +
                           p->name + "` would escape its function into the type of " +
                           (v.origin.what.empty() ? std::string("a variable bound outside it") : v.origin.what) +
                           " (scope violation: `" + p->name + "` is rigidly bound in a deeper scope)",
                 "add type annotations until the intended types are clear");
  }
  log_bind(id, &t, nullptr);
  if (auto g = type_guard_.find(id); g != type_guard_.end()) {
    if (const SizeNode* in = escaping(t, g->second)) {
      int fid = fresh_id();
      svars_[fid].origin = v.origin;
      if (auto l = type_guard_label_.find(id); l != type_guard_label_.end()) size_guard_label_[fid] = l->second;
      scope_violation(*in, size_flex(fid), span, ctx);
    }
    auto l = type_guard_label_.find(id);
    guard(t, g->second, l == type_guard_label_.end() ? std::string() : l->second);
  }
  if (occurs(id, t)) {
    type_error(span, (ctx.empty() ? std::string("type mismatch") : ctx.str()) + ": Occurs check: the type `" +
                         show(var_type(id)) + "` would contain itself (`" + show(t) + "`)");
  }
  if (t->kind == K::Var) {
    TVar& w = tvars_.at(t->id);
    auto m = meet(v.cons, w.cons);
    if (!m)
      type_error(span, (ctx.empty() ? std::string("type mismatch") : ctx.str()) + ": " +
                           cons_text(v.cons) + " cannot also be " + cons_text(w.cons),
                 v.origin.span.known() ? "the first constraint comes from " + v.origin.what +
                                             " at " + v.origin.span.str()
                                       : "");
    Cons vc = v.cons;
    auto vf = v.fields;
    auto vcs = v.constrs;
    int lvl = std::min(v.level, w.level);
    v.bound = t;
    w.cons = *m;
    w.level = lvl;
    if (!w.origin.span.known()) w.origin = v.origin;
    (void)vc;
    for (auto& [f, ft] : vf) {
      auto it = w.fields.find(f);
      if (it != w.fields.end()) unify(it->second, ft, span, ctx);
      else w.fields[f] = ft;
    }
    for (auto& [c, ps] : vcs) {
      auto it = w.constrs.find(c);
      if (it != w.constrs.end()) {
        if (it->second.size() != ps.size())
          type_error(span, "constructor #" + c + " is used with " + std::to_string(ps.size()) +
                               " and with " + std::to_string(it->second.size()) + " payload values");
        for (size_t i = 0; i < ps.size(); ++i) unify(it->second[i], ps[i], span, ctx);
      } else {
        w.constrs[c] = ps;
      }
    }
    return;
  }
  if (!satisfies(v.cons, *t)) {
    std::string c = ctx.empty() ? std::string("type mismatch") : ctx.str();
    std::string msg, hint;
    bool prim_like = v.cons == Cons::Num || v.cons == Cons::Int || v.cons == Cons::Float ||
                     v.cons == Cons::Prim || v.cons == Cons::IntBool;
    if (t->kind != K::Prim && prim_like && v.origin.span.known()) {
      // Not a near miss (`bool` for a number) but a different kind of value
      // (a function, an array, a tuple): name both sides.
      std::string what = v.origin.what + " at " + v.origin.span.str();
      msg = var_expected ? c + ": expected " + cons_text(v.cons) + " (because of " + what +
                               "), found `" + show(t) + "`"
                         : c + ": expected `" + show(t) + "`, found " + v.origin.what + " (" +
                               cons_text(v.cons) + ")";
    } else {
      msg = c + ": `" + show(t) + "` is not " + cons_text(v.cons);
      if (v.origin.span.known())
        hint = "it must be " + cons_text(v.cons) + " because of " + v.origin.what + " at " +
               v.origin.span.str();
    }
    type_error(span, msg, hint);
  }
  if (v.cons == Cons::Eq && t->kind != K::Var && t->kind != K::Prim) {
    // Equality all the way down: no functions, type parameters or
    // abstract types inside (the variable stays unbound meanwhile).
    std::string c = ctx.empty() ? std::string("type mismatch") : ctx.str();
    constrain(t, Cons::Eq, span, c);
  }
  int lvl = v.level;
  auto fields = v.fields;
  auto constrs = v.constrs;
  // A variable is bound to the type without its outer `*`: uniqueness
  // belongs to a use (a unique result, a consuming parameter), not to every
  // other occurrence of the variable.  `\(d, v) -> reduce_by_index (copy d)
  // ...` unifies d's type with the unique destination through `copy`; bound
  // to `*[n]f32`, d would be a unique parameter and the lambda would consume
  // its argument.
  v.bound = t->unique ? with_unique(t, false) : t;
  lower_levels(t, lvl);
  for (auto& [f, ft] : fields) require_field(t, f, ft, span, ctx);
  for (auto& [c, ps] : constrs) require_constr(t, c, ps, span, ctx);
}

void Solver::guard_size(const SizeP& s0, int first_inner, const std::string& label) {
  SizeP s = resolve(s0);
  if (s->kind == SizeNode::Kind::Flex) {
    auto it = size_guard_.find(s->id);
    if (it != size_guard_.end() && it->second <= first_inner) return;
    if (it == size_guard_.end() && !label.empty()) size_guard_label_[s->id] = label;
    size_guard_[s->id] = first_inner;
    guard_log_.push_back({true, s->id});
  } else if (s->kind == SizeNode::Kind::BinOp) {
    guard_size(s->a, first_inner, label);
    guard_size(s->b, first_inner, label);
  }
}

void Solver::guard(const TypeP& t0, int first_inner, const std::string& label) {
  TypeP t = head(t0);
  switch (t->kind) {
    case K::Var: {
      auto it = type_guard_.find(t->id);
      if (it != type_guard_.end() && it->second <= first_inner) return;
      if (it == type_guard_.end() && !label.empty()) type_guard_label_[t->id] = label;
      type_guard_[t->id] = first_inner;
      guard_log_.push_back({false, t->id});
      auto& v = tvars_.at(t->id);
      for (auto& f : v.fields) guard(f.second, first_inner, label);
      for (auto& c : v.constrs)
        for (auto& p : c.second) guard(p, first_inner, label);
      break;
    }
    case K::Array:
      for (auto& d : t->shape) guard_size(d, first_inner, label);
      guard(t->elem, first_inner, label);
      break;
    case K::Tuple:
      for (auto& e : t->elems) guard(e, first_inner, label);
      break;
    case K::Record:
      for (auto& f : t->fields) guard(f.second, first_inner, label);
      break;
    case K::Sum:
      for (auto& c : t->constrs)
        for (auto& p : c.second) guard(p, first_inner, label);
      break;
    case K::Arrow:
      guard(t->param, first_inner, label);
      guard(t->result, first_inner, label);
      break;
    default: break;
  }
}

void Solver::begin_bind_log(int first_id, const TypeP& init) {
  std::set<int> ids;
  std::function<void(const SizeP&)> ws = [&](const SizeP& z0) {
    SizeP z = resolve(z0);
    if (z->kind == SizeNode::Kind::Flex) ids.insert(z->id);
    if (z->kind == SizeNode::Kind::BinOp) ws(z->a), ws(z->b);
  };
  std::function<void(const TypeP&)> wt = [&](const TypeP& x0) {
    TypeP x = head(x0);
    if (x->kind == K::Var) ids.insert(x->id);
    if (x->kind == K::Array)
      for (auto& d : x->shape) ws(d);
    if (x->elem) wt(x->elem);
    for (auto& e : x->elems) wt(e);
    for (auto& f : x->fields) wt(f.second);
    for (auto& c : x->constrs)
      for (auto& p : c.second) wt(p);
    if (x->param) wt(x->param);
    if (x->result) wt(x->result);
  };
  wt(init);
  bind_logs_.push_back({first_id, std::move(ids), {}});
}

void Solver::log_bind(int id, const TypeP* t, const SizeP* z) {
  for (auto& [first, excluded, sizes] : bind_logs_) {
    if (id >= first || excluded.count(id)) continue;
    if (z) sizes.push_back(*z);
    if (t) {
      std::function<void(const TypeP&)> walk = [&](const TypeP& x0) {
        TypeP x = head(x0);
        if (x->kind == K::Array) sizes.insert(sizes.end(), x->shape.begin(), x->shape.end());
        if (x->elem) walk(x->elem);
        for (auto& e : x->elems) walk(e);
        for (auto& f : x->fields) walk(f.second);
        for (auto& c : x->constrs)
          for (auto& p : c.second) walk(p);
        if (x->param) walk(x->param);
        if (x->result) walk(x->result);
      };
      walk(*t);
    }
  }
}

bool Solver::would_escape(const SizeP& flex, const SizeP& to) const {
  auto g = size_guard_.find(resolve(flex)->id);
  return g != size_guard_.end() && escaping(to, g->second) != nullptr;
}

void Solver::unguard_to(size_t mark) {
  while (guard_log_.size() > mark) {
    auto [is_size, id] = guard_log_.back();
    guard_log_.pop_back();
    (is_size ? size_guard_ : type_guard_).erase(id);
    (is_size ? size_guard_label_ : type_guard_label_).erase(id);
  }
}

const SizeNode* Solver::escaping(const SizeP& s0, int first_inner) const {
  SizeP s = resolve(s0);
  switch (s->kind) {
    case SizeNode::Kind::Name:
      return s->id >= first_inner && !global_sizes_.count(s->id) ? s.get() : nullptr;
    case SizeNode::Kind::BinOp:
      if (auto r = escaping(s->a, first_inner)) return r;
      return escaping(s->b, first_inner);
    case SizeNode::Kind::Term:
      for (int d : s->deps)
        if (d >= first_inner && !global_sizes_.count(d)) return s.get();
      return nullptr;
    default: return nullptr;
  }
}

const SizeNode* Solver::escaping(const TypeP& t0, int first_inner) const {
  TypeP t = head(t0);
  switch (t->kind) {
    case K::Array:
      for (auto& d : t->shape)
        if (auto r = escaping(d, first_inner)) return r;
      return escaping(t->elem, first_inner);
    case K::Tuple:
      for (auto& e : t->elems)
        if (auto r = escaping(e, first_inner)) return r;
      return nullptr;
    case K::Record:
      for (auto& f : t->fields)
        if (auto r = escaping(f.second, first_inner)) return r;
      return nullptr;
    case K::Sum:
      for (auto& c : t->constrs)
        for (auto& p : c.second)
          if (auto r = escaping(p, first_inner)) return r;
      return nullptr;
    case K::Arrow:
      if (auto r = escaping(t->param, first_inner)) return r;
      return escaping(t->result, first_inner);
    default: return nullptr;
  }
}

void Solver::scope_violation(const SizeNode& inner, const SizeP& flex, const Span& span,
                             const Why& ctx) const {
  std::string n = show_size(std::make_shared<const SizeNode>(inner));
  std::string f = show_size(resolve(flex));
  // What the parameter's size is: the parameter it is a part of (the
  // variable's own origin may be the instantiation of the function that
  // first gave the parameter an array type, such as `filter`).
  std::string what = svars_.count(flex->id) ? svars_.at(flex->id).origin.what : std::string();
  if (auto l = size_guard_label_.find(resolve(flex)->id); l != size_guard_label_.end())
    what = "a size of " + l->second;
  else if (auto l2 = size_guard_label_.find(flex->id); l2 != size_guard_label_.end())
    what = "a size of " + l2->second;
  std::string inner_what;
  if (inner.kind == SizeNode::Kind::Name)
    if (auto o = rigid_origins_.find(inner.id); o != rigid_origins_.end())
      inner_what = " (" + o->second.what + " at " + o->second.span.str() + ")";
  type_error(span,
             (ctx.empty() ? std::string("size mismatch") : ctx.str()) + ": Sizes \"" + f + "\" and \"" + n +
                 "\" do not match: \"" + n + "\" is made inside the function" + inner_what + ", but \"" + f + "\" (" +
                 (what.empty() ? std::string("a size of a parameter") : what) +
                 ") is chosen where the function is called (scope violation)",
             "give the parameter a size of its own (`[n]`) and use a size coercion (`e :> [n]t`) where "
             "they are equal at run time");
}

void Solver::unify_size(const SizeP& e0, const SizeP& a0, const Span& span, const Why& ctx) {
  SizeP e = resolve(e0), a = resolve(a0);
  if (same_size(e, a)) return;
  auto bind_size = [&](const SizeP& flex, const SizeP& to) {
    if (size_occurs(flex->id, to))
      type_error(span, ctx.str() + ": the size `" + show_size(flex) + "` would contain itself");
    log_bind(flex->id, nullptr, &to);
    if (auto g = size_guard_.find(flex->id); g != size_guard_.end()) {
      if (const SizeNode* in = escaping(to, g->second))
        scope_violation(*in, flex, span, ctx);
      auto l = size_guard_label_.find(flex->id);
      guard_size(to, g->second, l == size_guard_label_.end() ? std::string() : l->second);
    }
    int lvl = svars_.at(flex->id).level;
    svars_.at(flex->id).bound = to;
    lower_levels(to, lvl);
  };
  if (e->kind == SizeNode::Kind::Flex) return bind_size(e, a);
  if (a->kind == SizeNode::Kind::Flex) return bind_size(a, e);
  // A size as written (`[2 + (n - 2)]`) is also its folded form (`[n]`).
  std::function<SizeP(const SizeP&)> folded = [&](const SizeP& z) -> SizeP {
    if (z->kind != SizeNode::Kind::BinOp) return z;
    return size_binop(z->op, folded(z->a), folded(z->b));
  };
  if (same_size(folded(e), folded(a))) return;
  if (e->kind == SizeNode::Kind::BinOp && a->kind == SizeNode::Kind::BinOp && e->op == a->op) {
    // `?n * ?m` against `a * b`: operand by operand.
    unify_size(e->a, a->a, span, ctx);
    unify_size(e->b, a->b, span, ctx);
    return;
  }
  // `?d - 1` against `1`: Futhark unifies size expressions operand by
  // operand, so a parameter `[d - 1]` meets an argument `[2 - 1]` with
  // d = 2.  Constants are folded here (`2 - 1` is `1`), so an unknown size
  // offset by a constant is solved for against a constant instead.
  auto solve_offset = [&](const SizeP& x, const SizeP& k) {
    if (x->kind != SizeNode::Kind::BinOp || k->kind != SizeNode::Kind::Const) return false;
    if (x->op != "+" && x->op != "-") return false;
    SizeP xa = resolve(x->a), xb = resolve(x->b);
    if (xa->kind == SizeNode::Kind::Flex && xb->kind == SizeNode::Kind::Const) {
      // ?d + c = k, ?d - c = k
      unify_size(xa, size_const(x->op == "+" ? k->value - xb->value : k->value + xb->value), span, ctx);
      return true;
    }
    if (xa->kind == SizeNode::Kind::Const && xb->kind == SizeNode::Kind::Flex) {
      // c + ?d = k, c - ?d = k
      unify_size(xb, size_const(x->op == "+" ? k->value - xa->value : xa->value - k->value), span, ctx);
      return true;
    }
    return false;
  };
  if (solve_offset(e, a) || solve_offset(a, e)) return;
  std::string es = show_size(e);
  // Where each unknown size was made (the application of `filter`, a
  // slice, ...), so that the message names both sources.
  std::string whence;
  std::function<void(const SizeP&)> origin_of = [&](const SizeP& z) {
    if (z->kind == SizeNode::Kind::BinOp) return origin_of(z->a), origin_of(z->b);
    if (z->kind != SizeNode::Kind::Name) return;
    auto o = rigid_origins_.find(z->id);
    if (o == rigid_origins_.end()) return;
    std::string item = "\"" + show_size(z) + "\" is " + o->second.what + " at " + o->second.span.str();
    if (whence.find(item) == std::string::npos) whence += (whence.empty() ? " (" : "; ") + item;
  };
  origin_of(e);
  origin_of(a);
  if (!whence.empty()) whence += ")";
  type_error(
      span,
      (ctx.empty() ? std::string("size mismatch") : ctx.str()) + ": Sizes \"" + es + "\" and \"" +
          show_size(a) + "\" do not match" + whence,
      es.find('?') == std::string::npos
          ? "use a size coercion (`e :> [" + es + "]t`) if they are equal at run time"
          : "sizes written `[]` or left out are inferred, and these two could not be made equal: name "
            "them with a size parameter (`[n]`), or use a size coercion (`e :> [n]t`)");
}

void Solver::unify(const TypeP& e0, const TypeP& a0, const Span& span, const Why& ctx) {
  TypeP e = head(e0), a = head(a0);
  // Arrays of arrays bound through variables: normalise to one shape.
  if (e->kind == K::Array && head(e->elem)->kind == K::Array) e = resolve(e);
  if (a->kind == K::Array && head(a->elem)->kind == K::Array) a = resolve(a);
  if (e->kind == K::Var) return bind(e->id, a, span, ctx);
  if (a->kind == K::Var) return bind(a->id, e, span, ctx, false);
  if (e->kind != a->kind) {
    // A record with fields 0..n-1 is a tuple (Futhark's tuples are records).
    mismatch(e, a, span, ctx);
  }
  switch (e->kind) {
    case K::Prim:
      if (e->prim != a->prim) mismatch(e, a, span, ctx);
      return;
    case K::Param:
      if (e->id != a->id) mismatch(e, a, span, ctx);
      return;
    case K::Array:
      if (e->shape.size() != a->shape.size()) {
        // Different ranks: the element of the shorter one may be a variable.
        const TypeP& shorter = e->shape.size() < a->shape.size() ? e : a;
        const TypeP& longer = e->shape.size() < a->shape.size() ? a : e;
        TypeP se = head(shorter->elem);
        if (se->kind != K::Var) mismatch(e, a, span, ctx);
        size_t k = shorter->shape.size();
        for (size_t i = 0; i < k; ++i) {
          if (&shorter == &e) unify_size(shorter->shape[i], longer->shape[i], span, ctx);
          else unify_size(longer->shape[i], shorter->shape[i], span, ctx);
        }
        std::vector<SizeP> rest(longer->shape.begin() + k, longer->shape.end());
        bind(se->id, array_type(rest, longer->elem), span, ctx);
        return;
      }
      for (size_t i = 0; i < e->shape.size(); ++i) unify_size(e->shape[i], a->shape[i], span, ctx);
      unify(e->elem, a->elem, span, ctx);
      return;
    case K::Tuple:
      if (e->elems.size() != a->elems.size()) mismatch(e, a, span, ctx);
      for (size_t i = 0; i < e->elems.size(); ++i) unify(e->elems[i], a->elems[i], span, ctx);
      return;
    case K::Record:
      if (e->fields.size() != a->fields.size()) mismatch(e, a, span, ctx);
      for (size_t i = 0; i < e->fields.size(); ++i) {
        if (e->fields[i].first != a->fields[i].first) mismatch(e, a, span, ctx);
        unify(e->fields[i].second, a->fields[i].second, span, ctx);
      }
      return;
    case K::Sum:
      if (e->constrs.size() != a->constrs.size()) mismatch(e, a, span, ctx);
      for (size_t i = 0; i < e->constrs.size(); ++i) {
        if (e->constrs[i].first != a->constrs[i].first ||
            e->constrs[i].second.size() != a->constrs[i].second.size())
          mismatch(e, a, span, ctx);
        for (size_t j = 0; j < e->constrs[i].second.size(); ++j)
          unify(e->constrs[i].second[j], a->constrs[i].second[j], span, ctx);
      }
      return;
    case K::Arrow: {
      {
        // A function that consumes its argument is not a function that
        // does not (error index "unify-consuming-param").
        TypeP ep = head(e->param), ap = head(a->param);
        if (ap->unique && !ep->unique && ep->kind != K::Var && ep->kind != K::Prim)
          type_error(
              span,
              (ctx.empty() ? std::string("type mismatch") : ctx.str()) + ": Parameter types `" +
                  show(ep) + "` and `" + show(ap) +
                  "` are incompatible regarding consuming their arguments",
              "a function whose parameter is unique (`*`) consumes its argument; it cannot be used "
              "where a function that leaves its argument intact is expected");
      }
      unify(e->param, a->param, span, ctx);
      TypeP er = e->result, ar = a->result;
      if (e->param_size >= 0 && a->param_size >= 0 && e->param_size != a->param_size) {
        RigidSubst s;
        s.sizes[a->param_size] = size_name(e->param_size, e->param_name);
        ar = subst_rigid(resolve(ar), s);
      }
      // Existential sizes of the results (`a -> ?[k].[k]b`): the expected
      // type's take whatever size the actual function's result has (even
      // one that depends on its parameter: `\x -> iota x`); the actual
      // type's are unknown sizes, which only an existential size accepts.
      if (!e->ext.empty()) {
        RigidSubst s;
        for (int id : e->ext) s.sizes[id] = new_size(1 << 30, Origin{span, "an existential size"});
        er = subst_rigid(resolve(er), s);
      }
      if (!a->ext.empty()) {
        RigidSubst s;
        for (int id : a->ext) {
          int nid = fresh_id();
          s.sizes[id] = size_anon(nid, "k" + std::to_string(nid));
        }
        ar = subst_rigid(resolve(ar), s);
      }
      unify(er, ar, span, ctx);
      return;
    }
    case K::Var: return;
  }
}

TypeP Solver::combine_rec(const TypeP& a0, const TypeP& b0, const Span& span, const Why& ctx, bool loop,
                                const std::set<int>* variant) {
  TypeP a = head(a0), b = head(b0);
  if (a->kind == K::Array && b->kind == K::Array && a->shape.size() != b->shape.size()) {
    // `[0]?t` (with ?t bound to `[n]i32`) against `[1][k]i32`: dimension by
    // dimension.
    auto peel = [](const TypeP& t) {
      return std::make_pair(t->shape[0], t->shape.size() == 1
                                             ? t->elem
                                             : array_type(std::vector<SizeP>(t->shape.begin() + 1, t->shape.end()),
                                                          t->elem));
    };
    auto [da, ra] = peel(a);
    auto [db, rb] = peel(b);
    TypeP outer = combine_rec(array_type({da}, prim_type(PrimType::Bool)), array_type({db}, prim_type(PrimType::Bool)),
                              span, ctx, loop, variant);
    return array_type({outer->shape[0]}, combine_rec(ra, rb, span, ctx, loop, variant));
  }
  if (a->kind == K::Array && b->kind == K::Array && a->shape.size() == b->shape.size()) {
    std::vector<SizeP> shape;
    for (size_t i = 0; i < a->shape.size(); ++i) {
      SizeP x = resolve(a->shape[i]), y = resolve(b->shape[i]);
      if (same_size(x, y)) shape.push_back(x);
      // A parameter's size (guarded) is not bound by combining to a size
      // made inside the function: the result has a size of its own.  Two
      // sizes not known yet (`if c then x else y` of a lambda's
      // parameters) are one size, as Futhark's branch unification makes
      // them.
      else if ((y->kind == SizeNode::Kind::Flex &&
                !(variant && x->kind == SizeNode::Kind::Name && variant->count(x->id)) &&
                (!size_guard_.count(y->id) || x->kind == SizeNode::Kind::Flex)) ||
               (x->kind == SizeNode::Kind::Flex && !loop &&
                (!size_guard_.count(x->id) || y->kind == SizeNode::Kind::Flex))) {
        unify_size(x, y, span, ctx);
        shape.push_back(resolve(x));
      } else {
        if (loop && variant_from_) variant_from_->push_back(x);
        SizeP made;
        if (branch_sizes_)
          for (auto& m : *branch_sizes_)
            if (same_size(m[0], x) && same_size(m[1], y)) made = m[2];
        if (!made) {
          int id = fresh_id();
          if (!loop) rigid_origins_[id] = Origin{span, "the unknown size of branches whose sizes differ"};
          made = size_anon(id, "d" + std::to_string(id));
          if (branch_sizes_) branch_sizes_->push_back({x, y, made});
        }
        shape.push_back(made);
      }
    }
    return array_type(std::move(shape), combine_rec(a->elem, b->elem, span, ctx, loop, variant));
  }
  if (a->kind == K::Tuple && b->kind == K::Tuple && a->elems.size() == b->elems.size()) {
    std::vector<TypeP> es;
    for (size_t i = 0; i < a->elems.size(); ++i) es.push_back(combine_rec(a->elems[i], b->elems[i], span, ctx, loop, variant));
    return tuple_type(std::move(es));
  }
  if (a->kind == K::Record && b->kind == K::Record && a->fields.size() == b->fields.size()) {
    bool same = true;
    for (size_t i = 0; i < a->fields.size(); ++i) same = same && a->fields[i].first == b->fields[i].first;
    if (same) {
      std::vector<std::pair<std::string, TypeP>> fs;
      for (size_t i = 0; i < a->fields.size(); ++i)
        fs.push_back({a->fields[i].first, combine_rec(a->fields[i].second, b->fields[i].second, span, ctx, loop, variant)});
      return record_type(std::move(fs));
    }
  }
  if (variant && b->kind == K::Var && a->kind != K::Var) {
    // The initial value's type is not known yet (an unannotated lambda
    // parameter): it has the annotation's shape, with open sizes where
    // the annotation's are loop-variant.
    RigidSubst s;
    for (int id : *variant) s.sizes[id] = new_size(1 << 30, Origin{span, "the initial value of the loop"});
    unify(subst_rigid(a, s), b, span, ctx);
    return combine_rec(a, b, span, ctx, loop, variant);
  }
  unify(a, b, span, ctx);
  return a;
}

TypeP Solver::combine(const TypeP& a, const TypeP& b, const Span& span, const Why& ctx) {
  std::vector<std::array<SizeP, 3>> made;
  auto* outer = branch_sizes_;
  branch_sizes_ = &made;
  TypeP r;
  try {
    r = combine_rec(a, b, span, ctx);
  } catch (...) {
    branch_sizes_ = outer;
    throw;
  }
  branch_sizes_ = outer;
  return r;
}

TypeP Solver::combine_loop(const TypeP& a, const TypeP& b, const Span& span, const Why& ctx,
                           std::vector<SizeP>* variant_from) {
  variant_from_ = variant_from;
  std::vector<std::array<SizeP, 3>> made;
  auto* outer = branch_sizes_;
  branch_sizes_ = &made;
  TypeP r;
  try {
    r = combine_rec(a, b, span, ctx, true);
  } catch (...) {
    variant_from_ = nullptr;
    branch_sizes_ = outer;
    throw;
  }
  variant_from_ = nullptr;
  branch_sizes_ = outer;
  return r;
}

TypeP Solver::combine_loop_init(const TypeP& a, const TypeP& b, const std::set<int>& variant, const Span& span,
                                const Why& ctx) {
  return combine_rec(a, b, span, ctx, false, &variant);
}

void Solver::constrain(const TypeP& t0, Cons c, const Span& span, const Why& ctx) {
  TypeP t = head(t0);
  if (t->kind == K::Var) {
    TVar& v = tvars_.at(t->id);
    auto m = meet(v.cons, c);
    if (!m) {
      std::string hint;
      if (v.origin.span.known())
        hint = "it is " + cons_text(v.cons) + " because of " + v.origin.what + " at " + v.origin.span.str();
      type_error(span, ctx.str() + ": " + cons_text(v.cons) + " cannot also be " + cons_text(c), hint);
    }
    if (*m != v.cons) {
      v.cons = *m;
    }
    return;
  }
  if (c == Cons::Eq) {
    // Equality: no functions anywhere inside.
    switch (t->kind) {
      case K::Arrow:
        type_error(span, ctx.str() + ": functions (`" + show(t) + "`) cannot be compared for equality");
      case K::Array: return constrain(t->elem, c, span, ctx);
      case K::Tuple:
        for (auto& e : t->elems) constrain(e, c, span, ctx);
        return;
      case K::Record:
        for (auto& f : t->fields) constrain(f.second, c, span, ctx);
        return;
      case K::Sum:
        // A type that a module type declares abstractly (check_abstraction:
        // one constructor named by its qualified name, `M.t`).
        if (t->constrs.size() == 1 && t->constrs[0].first.find('.') != std::string::npos)
          type_error(span, ctx.str() + ": Type `" + t->constrs[0].first +
                               "` does not support equality: its definition is hidden by a module type",
                     "give the module a function that compares its values");
        for (auto& k : t->constrs)
          for (auto& p : k.second) constrain(p, c, span, ctx);
        return;
      case K::Param:
        type_error(span, ctx.str() + ": Type `" + show(t) + "` does not support equality: `==` is defined on "
                             "primitive types and arrays, tuples, records and sums of them",
                   "pass a comparison function (`eq: " + show(t) + " -> " + show(t) + " -> bool`)");
      default: return;
    }
  }
  if (!satisfies(c, *t)) type_error(span, ctx.str() + ": `" + show(t) + "` is not " + cons_text(c));
}

void Solver::require_field(const TypeP& t0, const std::string& f, const TypeP& ft, const Span& span,
                           const Why& ctx) {
  // `ctx` names the unification that needs the field ("Function body does
  // not have expected type: ..."), when there is one.
  const std::string prefix = ctx.empty() ? "" : ctx.str() + ": ";
  TypeP t = head(t0);
  if (t->kind == K::Var) {
    TVar& v = tvars_.at(t->id);
    if (v.cons != Cons::None && v.cons != Cons::Fields && v.cons != Cons::Eq)
      type_error(span, "field `" + f + "` of a value of " + cons_text(v.cons));
    v.cons = Cons::Fields;
    auto it = v.fields.find(f);
    if (it != v.fields.end()) unify(it->second, ft, span, "field `" + f + "`");
    else v.fields[f] = ft;
    return;
  }
  if (t->kind == K::Record) {
    for (auto& [n, ty] : t->fields)
      if (n == f) return unify(ty, ft, span, "field `" + f + "`");
    std::string have;
    for (auto& [n, _] : t->fields) have += (have.empty() ? "" : ", ") + n;
    type_error(span, prefix + "the record type `" + show(t) + "` has no field `" + f + "`",
               have.empty() ? "" : "its fields: " + have);
  }
  if (t->kind == K::Tuple) {
    char* end = nullptr;
    long i = std::strtol(f.c_str(), &end, 10);
    if (!f.empty() && *end == 0 && i >= 0 && (size_t)i < t->elems.size())
      return unify(t->elems[i], ft, span, "component " + f);
    type_error(span, prefix + "the tuple type `" + show(t) + "` has no component `" + f + "`",
               *end == 0 && (size_t)i == t->elems.size()
                   ? "tuple components are numbered from 0 (`.0` to `." +
                         std::to_string(t->elems.size() - 1) +
                         "`); old Futhark versions numbered them from 1"
                   : "");
  }
  type_error(span, prefix + "field `" + f + "` of a value of type `" + show(t) +
                       "`, which is not a record");
}

void Solver::require_constr(const TypeP& t0, const std::string& c, const std::vector<TypeP>& ps,
                            const Span& span, const Why& ctx) {
  const std::string prefix = ctx.empty() ? "" : ctx.str() + ": ";
  TypeP t = head(t0);
  if (t->kind == K::Var) {
    TVar& v = tvars_.at(t->id);
    if (v.cons != Cons::None && v.cons != Cons::Constrs && v.cons != Cons::Eq)
      type_error(span, prefix + "constructor #" + c + " used as " + cons_text(v.cons));
    v.cons = Cons::Constrs;
    auto it = v.constrs.find(c);
    if (it != v.constrs.end()) {
      if (it->second.size() != ps.size())
        type_error(span, "constructor #" + c + " is used with " + std::to_string(ps.size()) +
                             " and with " + std::to_string(it->second.size()) + " payload values");
      for (size_t i = 0; i < ps.size(); ++i) unify(it->second[i], ps[i], span, "payload of #" + c);
    } else {
      v.constrs[c] = ps;
    }
    return;
  }
  if (t->kind == K::Sum) {
    for (auto& [n, pts] : t->constrs)
      if (n == c) {
        if (pts.size() != ps.size())
          type_error(span, "constructor #" + c + " of `" + show(t) + "` takes " +
                               std::to_string(pts.size()) + " payload values, not " +
                               std::to_string(ps.size()));
        for (size_t i = 0; i < ps.size(); ++i) unify(pts[i], ps[i], span, "payload of #" + c);
        return;
      }
    type_error(span, prefix + "the sum type `" + show(t) + "` has no constructor #" + c);
  }
  type_error(span,
             prefix + "constructor #" + c + " where a value of type `" + show(t) + "` is expected");
}

}  // namespace runic::tc
