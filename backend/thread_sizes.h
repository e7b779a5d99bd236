// Thread-computed sizes of arrays created inside kernels (PLDI'17 section
// 5, Figure 11: `let cs = scan (+) 0 (iota p)` in a map body, where each
// thread computes its own `p`).
//
// Arrays created in a SegOp body live in per-thread scratch regions that
// the host allocates before the launch (backend/kernel_arrays.h), so the
// host must know a bound on every size a thread computes.  For a SegOp
// whose body creates arrays of such sizes, `thread_size_kernel` builds a
// *size kernel*: a SegRed over the SegOp's points (flattened to one
// dimension) whose body is the backward slice of the top-level statements
// that compute those sizes, and whose operator is `max` (neutral 0).  The
// host runs it first; its results are the per-thread bounds, recorded in
// the host types under `size_bound_key(size)` (a one-dimensional type whose
// only dimension is the host variable holding the bound), where
// KernelArrays finds them to size the scratch regions.
//
// Sizes bound inside nested bodies (a loop body or a branch) are bounded
// by expressions over top-level names, which the size kernel computes too:
// sums, min/max and divisions by constants of bounded sizes; the count of
// a checked slice `a[i:+k]` is at most a's dimension (merge sorts, halves
// of rows); otherwise a slice of the enclosing bodies' scalar statements
// (the loops' counters and conditions) that takes the maximum over the
// iterations (`tabulate ((n + 2*w - 1) / (2*w))` in a `while w < n` loop).
// The size of an array a loop grows (`loop xs = [0] for i < n do xs ++
// [i]`) is a merge parameter: its bound is the larger of its initial value
// and its next values over the iterations.  A statement that binds arrays
// besides the scalars a bound needs (that loop's own statement, an `if`
// returning an array and its size) is cut down to its scalar results.
// A top-level size whose computation reads an array the thread creates
// with a thread-computed size (a field `row[cs[0, 0]:cs[0, 1]]` sliced by
// cut positions `cs` the thread filtered from its row, that field cut
// again and sliced again) is not computed (the size kernel would create
// that array too) but bounded like a nested one, by its definition: the
// count of a checked slice by the sliced array's dimension, a count of
// 0/1 flags by its loop's trip count, sums and branches by their parts;
// the sizes those bounds read are bounded the same way.  Where no rule
// applies (a size read as a value from such an array) it is computed, and
// the size kernel gets a size kernel of its own (backend.cpp: up to 8
// levels).  KernelArrays checks each such size against its bound before
// the array is created: past it (only after the slice's own check failed)
// the error is set and the size is 0, so no thread writes past its region.
// A size that depends on arrays computed inside the loop and has no such
// bound keeps KernelArrays' error.
// Pre: Kernel IR SegOp (bodies sequential).  Post: the size kernel is a
// Kernel IR statement evaluating only statements of the SegOp's body, so it
// fails (bounds, asserts) only where the SegOp itself would.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace runic::backend {

struct SizeKernel {
  std::vector<ir::VName> sizes;  // the thread-computed sizes it bounds
  ir::Stm stm;                   // `let (max_1, ...) = SegRed ...`, one i64 per size
};

// The size kernel of `segop` (no sizes when the body creates no array of
// a thread-computed size reachable from its top level).  `points`: a name
// bound to the number of points of the space (the product of its sizes).
// `host_types`: the types of the host's names (arrays the body slices).
SizeKernel thread_size_kernel(const ir::Exp& segop, const ir::SubExp& points,
                              const std::map<std::string, ir::Type>& host_types);

// The key under which host types record the bound of thread-computed size `size`.
std::string size_bound_key(const std::string& size);

}  // namespace runic::backend
