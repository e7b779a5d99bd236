// Internal interface between the fusion driver (fusion.cpp) and the files
// that hold the fusion rules (fuse_*.cpp).  Each rule takes two statements
// already known to be a legal producer/consumer pair (the driver checks the
// dependence conditions: see fusion.cpp) and builds the fused statement, or
// declines with std::nullopt.
#pragma once

#include <optional>
#include <vector>

#include "ir/ir.h"

namespace runic::fusion_rules {

// What the driver found out about a producer/consumer pair.
struct FusionCandidate {
  const ir::Stm* producer = nullptr;  // a Screma at position i
  const ir::Stm* consumer = nullptr;  // a later Screma at position j
  // For each producer output: also used after the consumer, so the fused
  // Screma must still return it (as an extra mapped output).
  std::vector<bool> keep_output;
};

// fuse_vertical.cpp — PLDI'17 section 4 (rules F1/F2 in their non-streaming
// form):
//   map f  then  map g          ->  map (g . f)
//   map f  then  redomap (+) g  ->  redomap (+) (g . f)
//   map f  then  scanomap (+) g ->  scanomap (+) (g . f)
// The producer must be a pure map (a Screma without scans and reductions);
// the consumer may be any Screma.  Kept producer outputs become extra mapped
// outputs appended at the end of the fused Screma's results.
std::optional<ir::Stm> fuse_map_into_screma(const FusionCandidate& c);

}  // namespace runic::fusion_rules

namespace runic::fusion_rules {

// fuse_horizontal.cpp — horizontal fusion (PLDI'17 section 4, the
// "horizontal" case of graph reduction): two Scremas over the same width
// with no dependence between them become one Screma whose lambda computes
// both rows, whose operators are both lists of operators, and whose results
// are both results, regrouped as the Screma result order requires (scans,
// then reductions, then mapped outputs; `first`'s before `second`'s in each
// group).  The pattern is regrouped the same way, so later statements are
// unchanged.
std::optional<ir::Stm> fuse_horizontal(const ir::Stm& first, const ir::Stm& second);

}  // namespace runic::fusion_rules
