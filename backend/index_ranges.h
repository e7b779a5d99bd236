// Value ranges of the i64 scalars of a kernel body, to drop the bounds
// checks of reads whose indices are proven in range (CGO'17 section 4:
// arithmetic with value ranges; section 5.3: removing checks).
//
// Before: the body of a SegOp whose parameters are its segment indices
// (each in [0, n) for a size n of the segment space), and the host
// program's scalar definitions (`x = n - 1` computed once before the
// kernel) and asserted size equalities (SizeFacts).
// After: for each Index statement of the body, which of its dimensions are
// proven within the array's extent.
//
// A range is a set of lower bounds and a set of upper bounds, each bound
// the minimum (lower) or maximum (upper) of a few affine forms c + sum a*v
// over sizes v (which are >= 0; a segment size is >= 1 inside the
// segment).  Additions, subtractions, multiplications by constants,
// i64.min and i64.max, `if`s and for-loop indices are followed, and the
// branches of an `if` learn the comparisons of its condition (`i > 0 &&
// i < n - 1`, `i == 0` in the else branch).  What the clamped stencil
// reads `g[i64.max 0 (i - 1)]` and `g[i64.min (n - 1) (i + 1)]` need: the
// lower bound max(0, ..) >= 0, the upper bound max(0, n - 2) <= n - 1
// because n >= 1.  Arithmetic is exact on the affine forms: an index
// computation that overflows i64 is outside what this proves.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

class IndexRanges {
 public:
  IndexRanges(const SizeFacts& facts, const std::map<std::string, ir::Type>& host_types);
  ~IndexRanges();
  // Parameter `p` of the body lies in [0, bound) (a segment index).
  void segment_index(const std::string& p, const ir::SubExp& bound);
  // Analyses `body` (once, after the segment indices are given).
  void analyse(const ir::Body& body);
  // Whether dimension `d` of the Index statement `s` of the analysed body
  // is proven within [0, extent).
  bool in_range(const ir::Stm* s, size_t d) const;
  // Whether the value of `e` (a constant, a segment index, a scalar of the
  // analysed body or a host scalar) lies in [-2^31, 2^31) whenever every
  // size it is bounded by lies in [0, 2^30]: those sizes (canonical names,
  // SizeFacts::find) are added to `sizes`.  The 32-bit kernels of
  // backend/kernel_codegen.cpp compute such values as `int`.
  bool fits_i32(const ir::SubExp& e, std::set<std::string>* sizes) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace runic::backend
