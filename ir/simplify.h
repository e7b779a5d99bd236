// The simplifier: constant folding, copy propagation, common-subexpression
// elimination, dead-code removal and hoisting of loop-invariant statements.
// Keeps interpreter results.  Runs between the big passes.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program simplify(const Program& prog);

}  // namespace runic::ir
