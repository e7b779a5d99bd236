// Monomorphisation of the typed program (Futhark's `Monomorphise`, as in
// Hovgaard, Henriksen and Elsman, "High-performance defunctionalisation in
// Futhark", TFP 2018, section 5: the defunctionaliser expects a program
// without polymorphism, so monomorphisation runs first).
//
// Before: the typed AST of typecheck/infer.h, prelude first.  A use of a
// polymorphic definition (a top-level `def f 'a ...` or a local
// `let g 'a ... = ...`, explicit or generalised) records its type
// arguments (TypedProgram::Ref::type_args).
// After: every polymorphic definition is replaced by one copy per
// instantiation reachable from the monomorphic definitions (the entry
// points, and the other monomorphic ones so that their errors are still
// reported), found by a worklist; each copy is named by its definition and
// its type arguments, `f[i32]`, `g[[]f32, (i32, bool)]` -- brackets cannot
// occur in a source name, so a copy never collides with a user's name.  A
// copy's expressions and patterns carry their types with the type
// parameters substituted, its uses of other polymorphic definitions refer
// to their copies, and its type-parameter annotations are rewritten, so
// `--dump-after=monomorphise` prints it as a source program.  No use
// carries type arguments any more; no type parameter is left (a type
// variable that inference left ambiguous is, as before, left to the
// elaborator).
//
// Sizes stay parameters: a copy is made per type, never per size.  Sizes
// inside type arguments (`'a` instantiated with `[n]i32`) are made
// anonymous (`[]i32`), since the caller's `n` is not in scope in the copy;
// the elaborator reads the actual sizes from the arguments, as it did when
// it instantiated type parameters itself.
//
// Placement: after `typecheck`, whose types it needs, and before `desugar`,
// so that records, sums and operators are translated once per copy with
// the copy's (monomorphic) types.
#pragma once

#include <string>

#include "typecheck/infer.h"

namespace runic {

// Rewrites `tp` in place (its maps gain the copies' nodes; the replaced
// definitions are kept alive in `tp.retired`, so that no pointer key is
// reused).
void monomorphise(TypedProgram& tp);

// The user's definitions after monomorphise, as source text, with the
// copies made of prelude definitions listed by name.
std::string print_monomorphised(const TypedProgram& tp);

// Whether `name` is the name of a copy made by monomorphise (`f[i32]`),
// and the name of its definition (`f`).
bool is_instance_name(const std::string& name);
std::string instance_base_name(const std::string& name);

}  // namespace runic
