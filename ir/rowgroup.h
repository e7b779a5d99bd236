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
//   scalar statements                 (run by every thread of the group)
// and the results are scalars or distinct [m] Screma outputs.
//
// Every thread of the group strides over the row for each Screma (a
// contiguous chunk per thread when the Screma scans or its operator is not
// known commutative); reductions combine through local memory and every
// thread reads the result.  An array is kept in local memory when a Screma
// reads it and it is a Screma output, or a row that two Scremas or one
// chunked Screma read (staged once, coalesced); other rows are read from
// global memory where they are used.  Results go straight to the output.
//
// `rowgroup_fits(n, m, bpe)` (a PrimFun on i64, result bool) guards the
// row-group version against the flattened one at run time: bpe is the
// body's local bytes per row element.  The backend compiles it against the
// device profile (rows that fit its local memory, enough rows to fill the
// device; a tuning file can force either side); the interpreter uses
// rowgroup_fits_default.
#pragma once

#include <cstdint>
#include <map>
#include <set>

#include "ir/ir.h"

namespace runic::ir {

struct RowGroupInfo {
  SubExp m;                          // the row length
  std::map<VName, int> screma_uses;  // array -> number of Scremas reading it
  std::set<VName> rows;              // row bindings p = A[gtid]
  std::set<VName> local;             // arrays kept in local memory
  int64_t bytes_per_elem = 0;        // local bytes per row element
};

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
// The interpreter's (and default) choice: the row's local arrays fit in
// 32 KiB less the reserve.
inline bool rowgroup_fits_default(int64_t n, int64_t m, int64_t bpe) {
  (void)n;
  return m >= 0 && m * bpe <= 32768 - kRowGroupReserve;
}

}  // namespace runic::ir
