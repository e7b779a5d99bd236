// Small generic walks over the Core IR, used by fusion/, flatten/ and
// backend/ (header-only).
//
//   for_each_name(x, f)   calls f(name, Role) on every variable name in x
//                         (an Exp, Body, Lambda, Type, SubExp), both binding
//                         occurrences (patterns, lambda/loop parameters, loop
//                         variables, SegOp thread indices) and uses; `f` may
//                         modify the name when x is mutable.
//   count_uses(body)      how often each name is used (not bound) in a body.
//   rename_uses(x, map)   replaces used names by the map (bound names never
//                         collide with the keys: names are bound once).
//
// Every name is bound once in the whole program (ir/ir.h), which is what
// makes these walks simple: no scoping, no capture.
#pragma once

#include <map>
#include <type_traits>

#include "ir/ir.h"

namespace runic::ir::walk {

enum class Role { Use, Bind };

template <class S, class F>
void for_each_name_subexp(S& s, F&& f) {
  if (s.kind == SubExp::Kind::Var) f(s.var, Role::Use);
}

template <class T, class F>
void for_each_name_type(T& t, F&& f) {
  for (auto& d : t.shape) for_each_name_subexp(d, f);
}

template <class B, class F>
void for_each_name_body(B& b, F&& f);

template <class L, class F>
void for_each_name_lambda(L& l, F&& f) {
  for (auto& p : l.params) {
    f(p.name, Role::Bind);
    for_each_name_type(p.type, f);
  }
  for (auto& t : l.ret) for_each_name_type(t, f);
  if (l.body) for_each_name_body(*l.body, f);
}

template <class E, class F>
void for_each_name_exp(E& e, F&& f) {
  for (auto& a : e.args) for_each_name_subexp(a, f);
  if (!e.array.empty()) f(e.array, Role::Use);
  for (auto& d : e.dims) {
    if (d.is_slice) {
      for_each_name_subexp(d.start, f);
      for_each_name_subexp(d.count, f);
      for_each_name_subexp(d.stride, f);
    } else {
      for_each_name_subexp(d.index, f);
    }
  }
  for (auto& a : e.arrays) f(a, Role::Use);
  for_each_name_type(e.type, f);
  for (auto& t : e.ret) for_each_name_type(t, f);
  for (auto& [p, init] : e.merge) {
    f(p.name, Role::Bind);
    for_each_name_type(p.type, f);
    for_each_name_subexp(init, f);
  }
  if (!e.loop_var.empty()) {
    // For loops bind their counter; while loops name a merge parameter.
    f(e.loop_var, e.loop_kind == Exp::LoopKind::For ? Role::Bind : Role::Use);
  }
  for (auto& [g, size] : e.seg_space.dims) {
    f(g, Role::Bind);
    for_each_name_subexp(size, f);
  }
  for (auto& b : e.bodies)
    if (b) for_each_name_body(*b, f);
  if (e.kind == Exp::Kind::Screma || e.kind == Exp::Kind::Stream || e.kind == Exp::Kind::Ad)
    for_each_name_lambda(e.map_lambda, f);
  for (auto& op : e.scans) {
    for_each_name_lambda(op.lambda, f);
    for (auto& n : op.neutral) for_each_name_subexp(n, f);
  }
  for (auto& op : e.reduces) {
    for_each_name_lambda(op.lambda, f);
    for (auto& n : op.neutral) for_each_name_subexp(n, f);
  }
}

template <class S, class F>
void for_each_name_stm(S& s, F&& f) {
  for (auto& p : s.pat) {
    f(p.name, Role::Bind);
    for_each_name_type(p.type, f);
  }
  for_each_name_exp(s.exp, f);
}

template <class B, class F>
void for_each_name_body(B& b, F&& f) {
  for (auto& s : b.stms) for_each_name_stm(s, f);
  for (auto& r : b.result) for_each_name_subexp(r, f);
}

// Use counts of every name in `b` (including nested bodies).
inline std::map<VName, int> count_uses(const Body& b) {
  std::map<VName, int> n;
  for_each_name_body(b, [&](const VName& v, Role r) {
    if (r == Role::Use) n[v]++;
  });
  return n;
}
inline std::map<VName, int> count_uses(const Stm& s) {
  std::map<VName, int> n;
  for_each_name_stm(s, [&](const VName& v, Role r) {
    if (r == Role::Use) n[v]++;
  });
  return n;
}
inline std::map<VName, int> count_uses(const Exp& e) {
  std::map<VName, int> n;
  for_each_name_exp(e, [&](const VName& v, Role r) {
    if (r == Role::Use) n[v]++;
  });
  return n;
}

// Renames used names in place.
inline void rename_uses(Body& b, const std::map<VName, VName>& m) {
  if (m.empty()) return;
  for_each_name_body(b, [&](VName& v, Role r) {
    if (r != Role::Use) return;
    auto it = m.find(v);
    if (it != m.end()) v = it->second;
  });
}
inline void rename_uses(SubExp& s, const std::map<VName, VName>& m) {
  if (s.is_var()) {
    auto it = m.find(s.var);
    if (it != m.end()) s.var = it->second;
  }
}

// The free variables of an expression: used but not bound inside it.
inline std::map<VName, int> free_vars(const Exp& e) {
  std::map<VName, int> uses;
  std::map<VName, bool> bound;
  for_each_name_exp(e, [&](const VName& v, Role r) {
    if (r == Role::Use) uses[v]++;
    else bound[v] = true;
  });
  for (auto it = uses.begin(); it != uses.end();)
    it = bound.count(it->first) ? uses.erase(it) : std::next(it);
  return uses;
}

// Deep copies (Body is held by shared_ptr; passes never mutate their input).
BodyPtr clone_body(const Body& b);
inline Lambda clone_lambda(const Lambda& l) {
  Lambda r = l;
  if (l.body) r.body = clone_body(*l.body);
  return r;
}
inline Exp clone_exp(const Exp& e) {
  Exp r = e;
  for (auto& b : r.bodies)
    if (b) b = clone_body(*b);
  r.map_lambda = clone_lambda(e.map_lambda);
  for (auto& op : r.scans) op.lambda = clone_lambda(op.lambda);
  for (auto& op : r.reduces) op.lambda = clone_lambda(op.lambda);
  return r;
}
inline BodyPtr clone_body(const Body& b) {
  auto r = std::make_shared<Body>();
  r->result = b.result;
  r->stms.reserve(b.stms.size());
  for (const Stm& s : b.stms) r->stms.push_back(Stm{s.pat, clone_exp(s.exp), s.loc});
  return r;
}
inline Program clone_program(const Program& p) {
  Program r = p;
  for (auto& f : r.functions)
    if (f.body) f.body = clone_body(*f.body);
  return r;
}

}  // namespace runic::ir::walk
