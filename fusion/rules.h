// Internal interface between the fusion driver (fusion.cpp) and the files
// that hold the fusion rules (fuse_*.cpp).  Each rule takes two statements
// already known to be a legal producer/consumer pair (the driver checks the
// dependence conditions: see fusion.cpp) and builds the fused statement, or
// declines with std::nullopt.
#pragma once

#include <map>
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

namespace runic::fusion_rules {

// fuse_stream.cpp — the streaming rules of PLDI'17 Figure 9 (see the file
// header for each rule).
//
// F1/F3: a Screma without scans as a stream_map (no reductions) or a
// stream_red whose chunk function applies the Screma to its chunk; same
// pattern.  The Screma's lambdas move into the chunk function.
ir::Stm screma_to_stream(const ir::Stm& s);
// F6/F7: two streams of the same width and kind of parallelism (parallel:
// stream_map/stream_red; sequential: stream_seq) as one; `first` must come
// before `second`, and `second` may read outputs of `first` as input arrays
// (producer-consumer) or not at all (horizontal).  Results: first's
// accumulators, second's accumulators, first's arrays whose `keep_output`
// is true (all when empty), second's arrays.  Declines a parallel/sequential
// pair.
std::optional<ir::Stm> fuse_streams(const ir::Stm& first, const ir::Stm& second,
                                    const std::vector<bool>& keep_output);
// F2/F4/F5: any Screma as a stream_seq (the pattern gains unused names for
// the scans' last elements, and lists accumulators first).
ir::Stm screma_to_stream_seq(const ir::Stm& s);
// Renames every occurrence (bound or used) of the map's keys in `l`.
void rename_all(ir::Lambda& l, const std::map<ir::VName, ir::VName>& m);

}  // namespace runic::fusion_rules
