// Internal types of the type checker / elaborator (typecheck/typecheck.cpp).
// Not a shared header: only typecheck/*.cpp include it.
//
// Ty is a source-level type whose array dimensions are already Core IR
// SubExps (the checker elaborates while it checks, so every size is a
// concrete IR atom in scope).  Primitive types may be type variables
// (index `tv` into the checker's union-find table) created by unsuffixed
// literals; they carry a constraint (any numeric, integral, float).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "ir/ir.h"

namespace runic {

struct CheckedProgram {
  ast::Program prog;
  // The type of every unsuffixed literal of each entry point, in the order
  // the checker visits them (run 1 infers them, run 2 = elaborate uses them).
  std::vector<std::pair<std::string, std::vector<PrimType>>> entry_literals;
};

}  // namespace runic
