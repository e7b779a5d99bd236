// Exhaustiveness of `match` and irrefutability of `let`, parameter and loop
// patterns (Futhark's "unmatched-cases" and "refutable-pattern" errors).
// See typecheck/exhaustive.cpp.
#pragma once

#include "typecheck/infer.h"

namespace runic {

// Checks every pattern of `d` (its parameters and its body) against the
// types inference recorded; throws CompileError at the first `match` that
// leaves out a value (naming it) or refutable pattern outside `match`.
void check_patterns(const TypedProgram& tp, const ast::ValDecl& d);

}  // namespace runic
