// Which reduction operators are commutative, found from their lambdas.
//
// `reduce` promises only associativity, so a GPU reduction of an operator
// not known commutative folds contiguous chunks in order (rewrite/lower.h),
// which reads memory with a stride between a warp's threads.  Many
// operators users write with `reduce` are commutative all the same:
//
//   argmax:  \(x, i) (y, j) -> if x > y || (x == y && i < j)
//                              then (x, i) else (y, j)
//   componentwise:  \(a, b) (c, d) -> (i32.min a c, b + d)
//
// The check evaluates the operator's body symbolically: every condition it
// tests must be a Boolean combination of comparisons between a component
// of its first argument and the same component of its second (x < y,
// y == x, i < j, ...), and each result must be one of the two arguments'
// components at that position (chosen by those conditions) or a
// commutative operation of the two (integer +, *, bitwise, min, max; float
// min and max; + and * on any numbers, as the simplifier always took
// them).  For every relation (<, =, >) between the two arguments'
// components, op(a, b) and op(b, a) must then pick the same value for each
// component whose two values differ: the argmax operator above passes,
// `if x >= y then (x, i) else (y, j)` (the first of equal values wins)
// does not.
//
// Before that, a symbolic check (perf33): the results as terms over the
// arguments, written canonically (operands of commutative operations
// sorted, `y > x` as `x < y`), for op(x, y) and op(y, x); equal terms
// prove the operator commutative for all values.  It takes operators that
// make a new value from both arguments through non-commutative steps: a
// smooth maximum `let m = f32.max a b in m + f32.log (f32.exp (a - m) +
// f32.exp (b - m))`, `a + b + a * b`.
//
// Floats are taken as totally ordered: with a NaN among the values such an
// operator is not associative either, so its reduction has no defined
// order to keep.  Two float values that compare equal but differ in their
// bits (0.0 and -0.0) count as equal.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

// Whether the operator's lambda (2k parameters, k results) is commutative
// by the check above.
bool inferred_commutative(const Lambda& op);

}  // namespace runic::ir
