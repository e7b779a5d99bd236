// Uniqueness types and alias checking (PLDI'17 section 3) on the checked
// source program.  See typecheck/uniqueness.cpp for the rules and the design.
#pragma once

#include "typecheck/elab_types.h"

namespace runic {

// Checks every definition the type checker visited; throws CompileError
// (with the span of the offending use) on the first violation: a use after
// consumption, consuming a non-unique parameter, a SOAC lambda or a loop
// body consuming a variable bound outside it, a unique result aliasing a
// non-unique parameter, aliased arguments of which one is consumed.
void check_uniqueness(const CheckedProgram& prog);

}  // namespace runic
