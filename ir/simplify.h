// The simplifier: constant folding, copy propagation, common-subexpression
// elimination, dead-code removal and hoisting of loop-invariant statements.
// Keeps interpreter results.  Runs between the big passes.  Marks the
// reduction operators that ir/commutative.h finds commutative.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program simplify(const Program& prog);

}  // namespace runic::ir
