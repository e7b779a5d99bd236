// Scans of small fixed-size vectors as scans of tuples (issue 16, the
// users' 4-bit radix sort).
//
// `scan (map2 (+)) (replicate k 0) rows` with rows computed by the scan's
// map part (after fusion: a scanomap whose map lambda builds a [k] row from
// each element, such as the one-hot row of a key's digit) is flattened by
// G5 (flatten/distribute.cpp interchange_reduce_map) into k column scans:
// one segmented scan over k*n elements that recomputes the rows k times
// and writes all k*n prefixes, of which a radix sort's scatter reads one
// per element.  Where k is a small constant this pass instead rewrites the
// scanomap into a scan of k-tuples of scalars:
//
//   let rows = scanomap(n, xs, scan{\a b -> map2 f a b, replicate k v},
//                       \x -> ... row)
// =>
//   let (c_0, ..., c_{k-1}) = scanomap(n, xs,
//          scan{\(a_0..a_{k-1}) (b_0..b_{k-1}) -> (f a_0 b_0, ..., f a_{k-1} b_{k-1}),
//               (v, ..., v)},
//          \x -> ... (row[0], ..., row[k-1]))
//   let rows = map(n, c_0..c_{k-1}, \x_0..x_{k-1} -> [x_0, ..., x_{k-1}])
//
// where row[j] is scalarised: a row built by `map` (`tabulate k g`, `map g
// (iota k)`) or an array literal gives g's body at j, not a k-element array
// per element.  The scan is then a 1-D scan (on GPU profiles the one-pass
// look-back scan with the k counters in each thread's registers and k words
// a group published), the row map fuses into its readers (fusion runs again
// after this pass), and a scatter that reads only one component of each row
// (the radix sort's rank of the key's own digit) fuses into the scan's last
// phase (backend/scan_fusion.h), so the k*n prefixes are never written.
//
// Cost rule: k (the sum of the k's of several scanned rows) at most 32 and
// known at compile time; the rows computed from scalars by the map part
// (rows stored in an array are read whole, one row a thread, by the flat
// segmented scan at about the copy rate; a tuple scan would read them
// strided).  Only scans in host bodies (function bodies, loops, branches)
// are rewritten.
//
// Pre: fused Core IR (names bound once).  Post: the same results under the
// interpreter.
#pragma once

#include "ir/ir.h"

namespace runic {

ir::Program vector_scans_as_tuples(const ir::Program& prog);

}  // namespace runic
