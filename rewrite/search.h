// The derivation search (ICFP'15 section 6: exploring the rewrite space;
// CGO'17 section 5).  For one SegOp it enumerates the instantiations of its
// derivations that fit the device's limits (work-group size, local memory,
// compute units) -- work-group sizes, numbers of groups, reorderStride or
// contiguous chunks for commutative reductions, one work-group or one
// thread per segment for segmented reductions, the group size of maps,
// tile-2d's tile side, register block and chunk (GPU profiles) --
// ranks them with a cost model parameterised by the DeviceProfile, and
// keeps the cheapest.  The lowering itself (rewrite/lower.cpp) applies the
// rules of rewrite/rules.h with the chosen parameters.
//
// The cost model estimates microseconds from:
//   * memory traffic: bytes moved times a transaction factor (on a GPU,
//     lanes of a warp reading neighbouring addresses share a transaction,
//     so strided-per-thread chunks cost transaction_bytes/4 times more; on
//     a CPU a work-item runs its loops sequentially, so contiguous chunks
//     use whole cache lines and reorderStride does not);
//   * occupancy: the fraction of the device's resident threads (GPU) or
//     cores (CPU) that the launch keeps busy, and tail waves;
//   * tree reductions (log2 W barrier steps per group), group scheduling,
//     and one launch overhead per kernel.
// Lengths unknown at compile time are taken as the profile's nominal size.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ir/ir.h"
#include "rewrite/device_profile.h"
#include "rewrite/lower.h"

namespace runic::rewrite {

struct SearchResult {
  LoweringChoice best;
  double best_cost = 0;
  std::vector<std::pair<LoweringChoice, double>> ranked;  // cheapest first
};

// The candidates for `segop` within the profile's limits.
std::vector<LoweringChoice> enumerate_choices(const ir::Exp& segop, const DeviceProfile& dp);
// Estimated run time in microseconds of `segop` lowered with `ch`.
double estimate_cost(const ir::Exp& segop, const LoweringChoice& ch, const DeviceProfile& dp);
SearchResult search_segop(const ir::Exp& segop, const DeviceProfile& dp);
std::string format_cost(double us);  // "12.3 us"

// A 2-D scan of m segments of n elements of `elem` bytes on a GPU profile
// has two lowerings (rewrite/lower.h): a thread per segment, whose lanes
// read addresses n elements apart and which keeps m threads busy, and the
// flat segmented scan, one look-back scan over all m*n elements (two
// launches, every lane busy, coalesced).  Their estimated times:
double segscan_cost(const DeviceProfile& dp, int64_t m, int64_t n, int64_t elem, bool flat);
// The run-time rule the host applies, from the same model: the thread per
// segment only where it fills the device (m >= min_segments) and a warp's
// segments are neighbours in memory (n * elem <= max_segment_bytes: each
// step's loads share transactions); the flat scan everywhere else.
struct SegScanRule {
  int64_t min_segments = 0;
  int64_t max_segment_bytes = 0;
};
SegScanRule segscan_flat_rule(const DeviceProfile& dp);
// The parameters of `ch` that matter for `segop` ("W=256 G<=1056 reorderStride").
std::string describe_choice(const ir::Exp& segop, const LoweringChoice& ch);

}  // namespace runic::rewrite
