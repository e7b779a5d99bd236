// Desugaring of the typed AST (typecheck/infer.h) into the Level-1 AST that
// elaborate/defunctionalise.h, elaborate/records.h and then the elaborator
// (typecheck/typecheck.cpp) transform.
//
// Before: a checked, monomorphised program with records, sums and
// `match`, user-defined operators, qualified operator sections, attributes,
// size expressions, unannotated entry points and Futhark 0.28's
// size-polymorphic builtins (`unflatten xs`, `split xs`).
// After: a program of Level-1 constructs, and records and sums, whose
// literals all carry a type suffix and whose entry points are fully
// annotated:
//   * records and sums stay, with what the later pass needs from the typed
//     AST's side tables written on the nodes (elaborate/records.h lists
//     it): a record literal's fields in the order of the tuple it becomes,
//     the record's type on a field access and a record update, the sum
//     type on a constructor and a constructor pattern, the operand type on
//     `==`/`!=` of compound values; field sections `(.x)` become lambdas;
//     type annotations are the checker's types, records and sums included;
//   * user-defined operators become functions named `op_...`;
//   * the program is monomorphic (elaborate/monomorphise.h ran before):
//     a type variable that inference left ambiguous becomes a hole
//     (`TypeExp::Kind::Hole`) named `'<id>`, which stands for the type its
//     first occurrence in a parameter matched;
//   * an empty array literal `[]` gets its type as an ascription;
//   * the typed hole `???` becomes `assert false (#blank : t)`;
//   * `unflatten xs`, `split xs` get their sizes from the instantiation the
//     checker inferred (`unflatten n m xs`, `split n xs`);
//   * attributes are dropped (none of them changes the meaning).
// Functions stay functions: elaborate/defunctionalise.h runs next and
// makes the program first order, then elaborate/records.h makes records
// and sums tuples (Futhark's order: monomorphise, defunctionalise,
// records).  Keeping the types on the Level-1 nodes, rather than running
// those passes on the typed AST, leaves defunctionalisation free of type
// reconstruction (see its header).
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

// The part of a desugared program that its unused checks need: every type
// declaration, the unused checks, and the value definitions whose name
// they mention, transitively (by name, so every definition of a shadowed
// name is kept).  Defunctionalising this instead of the whole program
// (prelude included) gives the unused checks the same definitions at a
// fraction of the cost; the driver falls back to the whole program if
// this part does not defunctionalise.
ast::Program unused_check_program(const ast::Program& prog);

}  // namespace runic
