// Scan-scatter fusion (issue 16, item 2): compaction in one pass over
// memory.  `filter p xs` elaborates (typecheck/elab_soacs.inc) to a map of
// i64 flags, their inclusive scan `offs`, a reduction of the flags (the
// count), a blank destination of `count` elements and a scatter of each
// kept element to `offs[i] - 1`; `partition` adds a second scatter of the
// others to `i - offs[i]` into `n - count` elements, and compactions written
// by hand have the same shape.  Flattened, that is four to six kernels with
// the flags and offsets round-tripping through global memory.
//
// Under GPU profiles the one-pass scan (rewrite/lower.h ScanLookback,
// Merrill and Garland 2016) already holds each element's inclusive prefix
// in local memory when it writes it out; this plan makes the scatters that
// consume the scan part of that kernel (phase 7 applies their bodies to
// each element and its prefix), so the whole compaction reads each input
// element once and writes each kept element once:
//
//   - the scan: a 1-D SegScan of a body over [0, n);
//   - the scatters: 1-D SegScatters over the same n whose bodies read the
//     scan's values only at their own index; their destinations are either
//     (a) arrays that exist before the scan and nothing between the scan
//     and the scatter reads (written in place, writes outside their rows
//     dropped as the scatter's meaning says), or (b) blank arrays of
//     `count` or `n - count` elements whose sizes come from the count after
//     the scan: fused only where the index is proven to cover exactly those
//     places, so the blank values are never seen.  The proof evaluates the
//     index as an affine form of (i, offs[i]) under flag = 1 and flag = 0,
//     the flag being the scanned value (0/1 from a bool) and the scan a sum
//     of i64 from 0: `offs - 1` for flag 1 and a negative constant for 0 is
//     the kept form (a bijection onto [0, count)); `i - offs` for 0 and a
//     negative constant for 1 the rejected form (onto [0, n - count)).
//     Such destinations are allocated with n rows (an upper bound) before
//     the kernel;
//   - the count: a SegRed summing the same flags (compared by value
//     numbering through the flags map) is replaced by the last group's
//     inclusive prefix, which the kernel writes;
//   - the flags map: a 1-D SegMap over n whose outputs only these kernels
//     read at their own index is not materialised: its body is inlined into
//     theirs; so is a map over n that only the scatters read at their index
//     (an index map written by hand), also one that several scatters share
//     (a key-value sort's `let is = ...` for the keys' and the values'
//     scatters, perf26) where every one of them is fused (else the plan is
//     made again without sharing);
//   - statements between the scan and the scatters that the scatters need
//     (a destination's initial value, a scalar the body reads) and that do
//     not depend on the scan are emitted before it; those that depend on it
//     only through its last element under a test that n is not 0 (the
//     totals of the digits of a radix sort pass, which place each digit's
//     keys) are emitted after a reduction of the scan's body by its
//     operator, the reads replaced by the reduction's values (integer
//     scans, where both are the same).
// The scan's own values are written only where something else reads them.
//
// After planning, backend.cpp (HostGen::plan_device_counts) keeps a
// partition's count on the device where its only host uses are the
// checks `0 <= count`, `0 <= n - count`, the sizes `n - count` and
// `count + (n - count)` (which is n) and the concatenation `kept ++
// rejected`, and nothing is read back, so a loop of partitions (a one-bit
// radix sort) never waits for the device.  RUNIC_DEVICE_COUNT=0 when
// compiling keeps the host read.  Both parts are then written by the one
// scan kernel: a reduction of the flags (count_reduction below, its
// result kept on the device) runs first, and the kernel writes each
// rejected element at `count + (i - offs[i])` of the kept part's buffer,
// which is the concatenation (perf17; both parts stay stable, as each is
// written in its own prefix order).  RUNIC_PARTITION_PRECOUNT=0 when
// compiling keeps the earlier scheme: the rejected part written to a
// buffer of its own, then appended after the count by a kernel that reads
// it from the scan kernel's total (rn_copy_tail in the runtime).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace runic::backend {

struct ScanScatterPlan {
  const ir::Stm* scan = nullptr;
  ir::Exp scan_exp;                // the scan, the flags map's body inlined where absorbed
  const ir::Stm* flags = nullptr;  // the absorbed flags map (not emitted), or none
  const ir::Stm* count = nullptr;  // the SegRed replaced by the kernel's total, or none
  struct Out {
    const ir::Stm* scatter = nullptr;
    ir::Exp exp;                         // the scatter, maps only it reads inlined
    std::vector<const ir::Stm*> absorbed;  // those maps (not emitted)
    std::vector<const ir::Stm*> blanks;  // form (b): one per destination, allocated n rows, not emitted
    ir::BodyPtr body;                    // (index, values...) of (params[0] = i, params[1..] = scan values)
    std::vector<ir::Param> params;
    std::string form;                    // "in place", "kept" or "rejected"
    // The index is a stable digit placement (digit_permutation in
    // scan_fusion.cpp) for n up to this; 0: not proven.
    int64_t placement = 0;
  };
  std::vector<Out> outs;
  std::vector<const ir::Stm*> moved;  // emitted before the scan, in order
  std::vector<const ir::Stm*> lasts;  // host reads offs[n - 1] (i64 scan): the kernel's total
  // Moved statements that read the scan's last element (`offs[n - 1]` in
  // the branch of `if n == 0` where n is not 0; an integer scan): the
  // totals come from `totals`, a SegRed of the scan's body by its operator
  // emitted before them, and they are emitted in the `rewritten` form, the
  // reads replaced by the totals (the radix sort's digit counts).
  std::shared_ptr<ir::Stm> totals;
  std::map<const ir::Stm*, std::shared_ptr<ir::Stm>> rewritten;
  // Results of rewritten statements that equal a totals component for
  // every n (`if n == 0 then ne else total`, ne the operator's neutral
  // element, which the reduction of no elements gives): the result's name
  // -> the component's.  backend.cpp then keeps the totals on the device
  // where only kernels read these results, and emits no branch.
  std::map<std::string, std::string> total_alias;
  // In-place destinations that the scatter writes entirely (a digit
  // placement, digit_permutation in scan_fusion.cpp): their statement (a
  // moved `copy xs` or `replicate n v`) -> the largest n for which the
  // proof holds (the counts' type: i32 counts place n <= 2^31 - 1 keys).
  // backend.cpp allocates them without initialising them where n is at
  // most that.  Every destination of such a scatter (keys and values
  // zipped) and of each scatter that shares the placement's index map.
  std::map<const ir::Stm*, int64_t> no_init;
  bool write_scan = true;
};

// A partition whose parts are concatenated on the device (backend.cpp,
// plan_device_counts) can have its rejected part written by the scan
// kernel itself at `count + (i - offs[i])` of the kept part's buffer, if
// the count is known before the scan: this is the reduction that gives it,
// the plan's scan body (the flags map inlined) summed by the scan's
// operator, its one result an i64 scalar named `name`.  Null where the
// scan is not one i64 component.
std::shared_ptr<ir::Stm> count_reduction(const ScanScatterPlan& p, const std::string& name);

// The fusion plans of `b` and of the host bodies nested in it (loops,
// branches).  The caller uses them only under GPU profiles, where scans
// are lowered to the one-pass look-back scan.
std::vector<std::shared_ptr<ScanScatterPlan>> plan_scan_scatters(const ir::Body& b);

// `filter p xs ++ filter (not <-< p) xs` (either order): the second
// filter's scan is the first's complement, offs2[i] = i + 1 - offs1[i],
// and its count n - count1; `b` with the second scan dropped and its reads
// and count so replaced (in nested host bodies too), which the planner
// then fuses as a partition; null where nothing changed.
ir::BodyPtr fuse_complementary_filters(const ir::Body& b);

}  // namespace runic::backend
