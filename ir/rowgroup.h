// Row-group SegMaps (intra-group parallelism, Henriksen et al., "Incremental
// flattening for nested data parallelism", PPoPP 2019): a SegMap over n rows
// (seg_group) whose body runs on one work-group per row.  Made by
// flatten/rowgroup.cpp, compiled by backend/rowgroup_codegen.cpp.
//
// The body's statements, in any order that respects their dependences:
//   let p: [m]t = A[gtid]             a row of a host array (rank 2)
//   let y: t = B[gtid]                an element of a host array (rank 1)
//   let io: [m]t = iota(m, s, k)      computed in place
//   let ... = screma(m, {arrays}, ...) over the row: its inputs are rows,
//                                      iotas, earlier Screma outputs of the
//                                      body or free host arrays of length m;
//                                      its lambdas are scalar code
//   let z: [K]t = replicate(K, v)     K constant: histogram bins
//   let h: [K]t = hist(m, {is, vs, z}, op)   into local memory: K*t at
//                                      most 4 KiB, one value array, op on
//                                      32/64-bit values (atomic add for
//                                      integer +, else compare-and-swap)
//   scalar statements                 (run by every thread of the group;
//                                      they may read elements of free
//                                      arrays)
// and the results are scalars, distinct [m] Screma outputs or [K]
// histograms.  A map over block indices (no row parameter) whose body
// holds a `hist` is a row group too: its row is the SOACs' width.
//
// Every thread of the group strides over the row for each Screma (a
// contiguous chunk per thread when the Screma scans or its operator is not
// known commutative); reductions combine through local memory and every
// thread reads the result.  An array is kept in local memory when a Screma
// reads it and it is a Screma output, or a row that two Scremas or one
// chunked Screma read (staged once, coalesced); other rows are read from
// global memory where they are used.  Results go straight to the output.
//
// `rowgroup_fits(n, m, bpe, k)` (a PrimFun on i64, result bool; k: the
// body's SOAC count, 0 for a body with a histogram or a loop, -1 for one
// scanning SOAC) guards the
// row-group version against the flattened one at run time: bpe is the
// body's local bytes per row element.  The backend compiles it against the
// device profile (rows that fit its local memory, enough rows to fill the
// device; a tuning file can force either side); the interpreter uses
// rowgroup_fits_default.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>

#include "ir/ir.h"

namespace runic::ir {

struct RowGroupInfo {
  SubExp m;                          // the row length
  std::map<VName, int> screma_uses;  // array -> number of Scremas reading it
  std::set<VName> rows;              // row bindings p = A[gtid]
  std::set<VName> local;             // arrays kept in local memory
  // Outputs of map-only Scremas read by histograms alone: each histogram
  // computes the map's lambda where it reads them (nothing stored).
  std::set<VName> inline_maps;
  int64_t bytes_per_elem = 0;        // local bytes per row element
};

// A sequential loop of a row group whose one array read in its body is a
// running count: `c = seen[d]` then `seen with [d] = c + 1`, the digits d
// and the conditions of the increments computed without reading `seen`,
// its other arrays written only at the loop variable (`ps with [j] = e`,
// e anything) and never read, no scalar merge parameters.  The state of
// `seen` before iteration j is then its initial value plus the increments
// of the iterations before j, which depend on j alone: the group splits
// the iterations into contiguous chunks, counts each chunk's increments
// per counter, scans the counts (an exclusive scan of count vectors, a
// block-wide multi-split) and replays each chunk from its prefix in
// parallel (backend/rowgroup_codegen.cpp).
struct RankLoop {
  size_t counter = 0;           // the merge parameter counted in
  std::map<VName, VName> root;  // every array name of the body -> its merge parameter
  std::set<VName> tainted;      // scalars that depend on a read of the counter
  int64_t increments = 0;  // increment statements in the body (an iteration does at most this many)
};
std::optional<RankLoop> rank_loop(const Exp& loop);
// The most counters a rank loop keeps (each thread's counts are packed in
// words of local memory).
constexpr int64_t kRankLoopMaxCounters = 32;

// Whether a body Screma runs in chunks (scans, or an operator not known to
// be commutative): each thread takes a contiguous part of the row.
bool rowgroup_chunked(const Exp& screma);
// The analysis of a seg_group SegOp.
RowGroupInfo rowgroup_info(const Exp& segop);

// Local memory kept for the reduction trees and scans of the group (of at
// most kRowGroupMaxSize threads: a body whose operators need more is not
// made a row group).
constexpr int64_t kRowGroupReserve = 8192;
constexpr int64_t kRowGroupMaxSize = 256;
// The shortest rows a GPU profile runs as row groups (backend/backend.cpp):
// a sweep on the H100 (benchmarks/rowgroup_sweep.sh; softmax, layer norm,
// centring, argmin by row) had the row group 0.4-0.6x the flattened time
// at m = 1024 and 4096, equal from 16384 on (the fallback: rows beyond
// local memory), but 1.6-2.7x at m = 64, 16 and 8; a body of one SOAC
// (argmin) 1.27x at m = 1024, 0.47x at 4096.
constexpr int64_t kRowGroupMinRow = 512;
constexpr int64_t kRowGroupMinRowOne = 2048;
// A body of one SOAC that scans (`map (scan (+) 0) xss`, 16M i32 on the
// H100, benchmarks/experiments/perf8): the row group 168 us against the
// segmented scan's 388 at m = 256, 184 against 533 at m = 4096.
constexpr int64_t kRowGroupMinRowScan = 256;
// The interpreter's (and default) choice: the row's local arrays fit in
// 32 KiB less the reserve.
inline bool rowgroup_fits_default(int64_t n, int64_t m, int64_t bpe) {
  (void)n;
  return m >= 0 && m * bpe <= 32768 - kRowGroupReserve;
}

}  // namespace runic::ir
