// Type checking (names, types with sizes, literal defaulting, uniqueness and
// aliasing as PLDI'17 section 3) and elaboration of the checked AST into the
// Core IR (inlining every non-entry function, flattening tuples into
// multiple values, arrays of tuples into tuples of arrays, SOACs into
// Screma).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "frontend/ast.h"
#include "ir/ir.h"

namespace runic {

// The result of type checking: the AST plus everything the elaborator needs
// (types of every expression, resolved names).  Opaque to other stages.
struct CheckedProgram;

// Throws CompileError on the first (or first few independent) type errors.
// `desugared`: the program comes from elaborate/desugar.h (prelude
// included, names already checked by typecheck/infer.h).  `check_only`: no
// elaborate() follows (calls with equal argument types are checked once).
std::shared_ptr<CheckedProgram> typecheck(const ast::Program& prog, bool desugared = false,
                                          bool check_only = false);

// Only the uniqueness errors of a desugared program: a program whose types
// do not check here is not reported (for the definitions of
// elaborate/desugar.h's is_unused_check, checked after the program
// without them passed).  Only the definitions `only` selects are
// elaborated (and what they call); the rest passed the first check.
void check_uniqueness_if_typed(const ast::Program& prog,
                               const std::function<bool(const ast::ValDecl&)>& only);

// The Core IR of every entry point.  Entry points are `entry` declarations
// and `main`.
ir::Program elaborate(const CheckedProgram& prog);

// The number of arguments the elaborator's built-in function `name` takes
// (`map`: 2, `f32.sqrt`: 1), or -1 when `name` is not a built-in function
// (a constant such as `f32.pi` included).  For elaborate/defunctionalise.h.
int builtin_function_arity(const std::string& name);

}  // namespace runic
