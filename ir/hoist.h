// Invariant code motion on the Core IR: a statement inside a map's lambda
// or a loop's body whose value does not depend on the lambda's parameters
// (the loop's variable and merge parameters), nor on anything computed from
// them, moves out of it, innermost first and as far out as it can go.
//
//   map (\a -> map (\b -> f32.sum (map2 (*) a b)) (transpose B)) A
//     =>
//   let bt = transpose B
//   in map (\a -> map (\b -> f32.sum (map2 (*) a b)) bt) A
//
// Without it, flattening distributes the inner `transpose B` over the outer
// map (G4) and materialises n copies of it: an n x p x m array for a matrix
// product.  With it, every spelling of a nest reaches flattening in the
// same shape.
//
// Only statements that cannot fail move (a map or loop that runs zero
// times would not have run them): scalar arithmetic other than integer
// division by a value that may be zero, conversions, math functions, iota,
// replicate, rearrange, copies, array literals, scatter, reads whose
// indices are certainly in bounds (a map's parameter over `iota k`, or a
// `for` loop's variable below k, indexing an array of k rows; constants
// below constant sizes; full slices), and SOACs, histograms and ifs whose
// bodies hold only such statements.
//
// A map over `iota k` that reads rows `a[i]` (or `a[i, j]`) of an array
// `a` of k rows bound outside it takes `a` as an input and reads the row
// parameter instead: `tabulate_2d n m (\i j -> ... xss[i, j] ... f32.sum
// xss[i] ...)` becomes, after the sum moves out of the inner map, a map
// over the rows of xss whose inner map runs over the row (the shape of
// `map softmax xss`: row-group kernels, segmented reductions).  Elements
// of arrays in memory (`a[i]` of a 1-D host array) stay reads: as inputs
// they let horizontal fusion join maps to scans that flattening splits
// again.  Invariant
// assertions move too (they guard the invariant code after them; a failing
// one now fails even where the map or loop would have run zero times).  A
// fresh array that the body consumes (updates in place, passes as a loop's
// initial value, scatters into) moves only together with every statement
// of the body that uses it: an invariant filter (its flags, offsets,
// count, the replicate and the scatter into it) moves as a whole, where
// fusion sees it again; if the update stays, the array stays too (each
// iteration needs its own).  An array that a loop body returns stays (it
// would alias the next merge parameter).
//
// A column slice `B[:, j]` (full slices before a point index) of an
// invariant B becomes row j of B's transpose, and the transpose moves out:
// flattening reads rows of a nest as views, so `tabulate_2d n p (\i j ->
// f32.sum (map2 (*) A[i] B[:, j]))` is a matrix-product nest too.
//
// Pre: a checked Core IR program (names bound once), before flattening.
// Post: the same interpreter results; statements are only moved outwards.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program hoist_invariants(const Program& prog);

}  // namespace runic::ir
