// Flattening (PLDI'17 section 5): turns SOACs into perfect nests (SegOps of
// the Kernel IR) with host code between them.  After this pass the top-level
// body of each function contains no Screma; every SegOp body is sequential.
#pragma once

#include "ir/ir.h"

namespace runic {

ir::Program flatten(const ir::Program& prog);

}  // namespace runic
