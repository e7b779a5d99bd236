// Flattening (PLDI'17 section 5): turns SOACs into perfect nests (SegOps of
// the Kernel IR) with host code between them.  After this pass the top-level
// body of each function contains no Screma; every SegOp body is sequential.
#pragma once

#include "ir/ir.h"

namespace runic {

ir::Program flatten(const ir::Program& prog);

// lower_streams.cpp (PLDI'17 sections 4 and 5): streaming SOACs become
// maps/redomaps of chunk size 1 at host level and sequential loops inside
// threads; run before flatten.
ir::Program lower_streams(const ir::Program& prog);

// locality.cpp (PLDI'17 section 5.2): transposes arrays read along a
// sequential inner dimension by consecutive threads (coalescing) and marks
// SegOps that stream arrays invariant to parallel dimensions (tiling).
ir::Program optimise_locality(const ir::Program& prog);

// recompute.cpp (PLDI'17 section 4, cheap maps fused into each consumer):
// a cheap elementwise SegMap whose every use is a read at the reader's own
// point is recomputed by its readers instead of written to memory.
ir::Program recompute_producers(const ir::Program& prog);

}  // namespace runic

#include <map>
#include <string>

namespace runic {

// How often each construct occurs anywhere in the program (all nesting
// levels): Exp kind names ("Screma", "Loop", "If", "Index", "Iota", ...),
// with SegOps counted by kind ("SegMap", "SegRed", "SegScan") and Scremas
// also by shape ("map", "redomap", "scanomap" — a Screma with both scans and
// reductions counts as "scanomap").  Used by the test runner's
// `structure { ... }` blocks.
std::map<std::string, int> count_constructs(const ir::Program& prog);

}  // namespace runic
