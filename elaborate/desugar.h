// Desugaring of the typed AST (typecheck/infer.h) into the Level-1 AST that
// the elaborator (typecheck/typecheck.cpp) turns into the Core IR.
//
// Before: a checked, monomorphised program with records, sums and
// `match`, user-defined operators, qualified operator sections, attributes,
// size expressions, unannotated entry points and Futhark 0.28's
// size-polymorphic builtins (`unflatten xs`, `split xs`).
// After: a program of Level-1 constructs only, whose literals all carry a
// type suffix and whose entry points are fully annotated:
//   * records become tuples of their fields in label order (one field: the
//     field itself; none: `()`), field access a tuple projection, record
//     update a tuple rebuilt around the new value, field sections lambdas;
//   * a sum type becomes a tuple (tag: u8, payloads of every constructor,
//     in constructor order); a constructor fills the payloads of the others
//     with blank values (zeros; arrays of the type's size where it is known
//     here, else empty; `#blank : t` where the type is a type parameter
//     `t`); `match` becomes a chain of
//     `if`s testing tags and literals, binding the payloads with `let`;
//   * user-defined operators become functions named `op_...`;
//   * the program is monomorphic (elaborate/monomorphise.h ran before):
//     a type variable that inference left ambiguous becomes a hole
//     (`TypeExp::Kind::Hole`) named `'<id>`, which stands for the type its
//     first occurrence in a parameter matched;
//   * an empty array literal `[]` gets its type as an ascription;
//   * the typed hole `???` becomes `assert false (#blank : t)`;
//   * `==` and `!=` on tuples, records, sums and arrays become comparisons
//     of their scalar parts;
//   * `unflatten xs`, `split xs` get their sizes from the instantiation the
//     checker inferred (`unflatten n m xs`, `split n xs`);
//   * attributes are dropped (none of them changes the meaning).
// Functions stay functions: elaborate/defunctionalise.h runs next and
// makes the program first order.
#pragma once

#include "frontend/ast.h"
#include "typecheck/infer.h"

namespace runic {

ast::Program desugar(const TypedProgram& tp);

// A definition made only for the uniqueness checker: a definition with a
// function-typed parameter that is never called is copied as
// `f'unused_check`, its functional parameters bound to local functions
// that fail when called, so that its body is checked as Futhark checks
// every definition (and what defunctionalisation lifts from it).  The
// driver checks these apart (check_unused_definitions) and drops them.
bool is_unused_check(const ast::ValDecl& d);

}  // namespace runic
