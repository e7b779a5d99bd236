// Internal types of the type checker / elaborator (typecheck/typecheck.cpp).
// Not a shared header: only typecheck/*.cpp include it.
//
// Ty is a source-level type whose array dimensions are already Core IR
// SubExps (the checker elaborates while it checks, so every size is a
// concrete IR atom in scope).  Primitive types may be type variables
// (index `tv` into the checker's union-find table) created by unsuffixed
// literals; they carry a constraint (any numeric, integral, float).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "frontend/ast.h"
#include "ir/ir.h"

namespace runic {

// A coarse shape of a source type, recorded by the checker (run 1) for the
// uniqueness pass: whether a value, or each component of a tuple, is a
// scalar, an array or a function.  Unknown: instantiations disagreed (a
// polymorphic parameter), or the expression was never checked (a lambda that
// is never applied); the uniqueness pass treats it as a possible array.
struct Skel {
  enum class Kind { Prim, Array, Tuple, Fun, Unknown } kind = Kind::Unknown;
  std::vector<Skel> elems;  // Tuple
  bool operator==(const Skel&) const = default;
};
inline Skel merge_skel(const Skel& a, const Skel& b) {
  if (a.kind != b.kind) return Skel{};
  if (a.kind != Skel::Kind::Tuple) return a;
  if (a.elems.size() != b.elems.size()) return Skel{};
  Skel r = a;
  for (size_t i = 0; i < a.elems.size(); ++i) r.elems[i] = merge_skel(a.elems[i], b.elems[i]);
  return r;
}

// Shapes of every checked expression and pattern variable, over all the
// instantiations (call sites) the checker visited.
struct TypeRecord {
  std::map<const ast::Expr*, Skel> exprs;
  std::map<const ast::Pat*, Skel> pats;  // Id patterns
};

struct CheckedProgram {
  TypeRecord types;
  ast::Program prog;
  // The type of every unsuffixed literal of each entry point, in the order
  // the checker visits them (run 1 infers them, run 2 = elaborate uses them).
  std::vector<std::pair<std::string, std::vector<PrimType>>> entry_literals;
  // The calls of zip..zip5 (by the span of the call) whose result is
  // consumed (typecheck/uniqueness.cpp): their result is unique, as
  // Futhark's prelude declares, so these calls copy their arrays; every
  // other zip aliases them at no cost.
  using SpanKey = std::tuple<const void*, int, int, int, int>;
  mutable std::set<SpanKey> copied_zips;
};

inline CheckedProgram::SpanKey span_key(const Span& s) {
  return {s.file.get(), s.begin.line, s.begin.col, s.end.line, s.end.col};
}

}  // namespace runic
