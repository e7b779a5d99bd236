// Exclusive scans read at their own index as inclusive scans minus the
// element (issue 16, perf30).
//
// The simplifier makes every exclusive scan it recognises (`[0] ++ init
// (scan (+) 0 xs)`, `map (\i -> if i == 0 then 0 else s[i - 1]) (iota
// n)`, ir/simplify.cpp "exclusive scans") one scan that reads its input
// shifted: `scan op ne (map (\i -> if i == 0 then ne else g xs[i - 1])
// (iota w))`.  That is the best form for a scan whose values are the
// result; but a compaction written with an exclusive scan of its flags
// (`offs = exclusive scan of fs`; `scatter dst (map2 (\b o -> if b then o
// else -1) keep offs) xs`, the count `offs[n - 1] + fs[n - 1]`) then has a
// scan whose value at i is not element i's flag, and backend/scan_fusion.h,
// which fuses a scan with the scatters that read it at their own index
// only where it can prove from the flag at i where each element goes,
// leaves flags, offsets and indices in memory (four kernels).
//
// For an operator with an inverse (integer +, whose inverse is -, and
// bitwise xor, its own), the exclusive scan is the inclusive scan of the
// unshifted input minus each element: ex[i] = inc[i] - g xs[i].  After
// fusion (the pass runs before simplify-fused), a shifted scan all of
// whose readers are
//   - maps (Screma) over the same width taking it as an input array, or
//   - reads of one element `ex[k]`,
// becomes the inclusive scan `inc` of `g xs[i]`, each map reading inc and
// xs and computing `inc[i] - g xs[i]` itself, and each element read
// `inc[k] - g xs[k]` (after the same bounds check).  The simplifier then
// takes `(a - b) + b` to a, so the hand-written count `offs[n - 1] +
// fs[n - 1]` is the inclusive scan's last element (which it already
// turns into a reduction the backend fuses into the scan).
//
// The same after fusion (perf33): when the flags' map is fused into the
// scan (a scanomap, whose lambda computes element i's scanned value g
// xs[i], often also a mapped result), the simplifier did not make the
// exclusive scan, and a compaction written `offs = [0] ++ init inc` or
// `offs = tabulate w (\i -> if i == 0 then 0 else inc[i - 1])` kept a
// concatenation or a gather between the scan and the scatter.  An
// exclusive scan `concat(w, [0], inc[0:+(w - 1)])` whose readers are maps
// over w and element reads (the slice's bounds check stays), and, in any
// map over `iota w`, `if i == 0 then 0 else inc[i - 1]`, read inc and the
// scanned value at i instead (the mapped result where there is one, else
// g of the scan's inputs, which must be unable to fail) and subtract.
//
// Conditions, so that the inclusive scan computes nothing the exclusive
// one did not: g reads the shifted index j = i - 1 only as `a[j]` of arrays
// whose outer size is the scan's width w (so a[w - 1], which the shifted
// scan never read, is in bounds), and g's other statements cannot fail
// (scalar arithmetic without integer division, comparisons, conversions,
// branches of such).  A scan whose values are returned, concatenated,
// sliced, consumed or read any other way stays shifted.
//
// Pre: a checked program (names bound once).  Post: a checked program with
// the same interpreter results.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program unshift_exclusive_scans(const Program& prog);

}  // namespace runic::ir
