// Reductions and scans whose neutral element is not shown neutral: the
// operator lifted to (flag, value) pairs so that no padding ever reaches it.
//
// Futhark asks `reduce op ne` and `scan op ne` for an associative operator
// with `ne` neutral on both sides, and the interpreter (ir/interpreter.h)
// folds from the left, ne first: foldl op ne xs.  The GPU kernels lean on
// the neutral element: every thread's chunk starts at `ne`, and a chunk,
// work-group or segment that is only partly full is padded with `ne` on
// the right (rewrite/lower.h, `pad`).  Programs do write operators whose
// `ne` is neutral on one side only, to pick an element:
//
//   reduce (\_ y -> y) 0 xs         the last element; op(x, 0) = 0
//   reduce (\x y -> if y >= 0 then y else x) (-1) xs
//
// and on OpenCL the padding then wiped the result (0 for the last element,
// tests/programs/wrong2/not_neutral.fut).  This pass leaves alone every
// operator that ir/commutative.h shows commutative or whose `ne` a
// symbolic evaluation shows neutral on both sides (`proven_neutral`
// below: +/0, */1, identity matrices, affine maps (1, 0), first/last
// non-zero with 0, flagged segmented operators with (false, ne)...), so
// their kernels do not change.  Any other operator of scalars is replaced
// by its lift to a monoid by an adjoined identity (the "option" monoid of
// a semigroup):
//
//   op'((fa, a), (fb, b)) = if fb then (if fa then (true, op(a, b))
//                                       else (true, b))
//                           else (fa, a)          ne' = (false, ne)
//
// each element entering as (true, x).  ne' is neutral for op' on both
// sides and op' is associative whenever op is, so any padding and any
// chunking give op applied to the elements alone, in order; the result is
// then op(ne, that) (ne itself for an empty reduction), which by
// associativity is the interpreter's foldl exactly, whatever `ne` is:
//
//   let r = reduce op ne xs
//   ==>
//   let {f, v} = reduce op' (false, ne) (map (\x -> (true, x)) xs)
//   let r = if f then op(ne, v) else ne
//
// and a scan's results are map (\v -> op(ne, v)) of the lifted scan.
// An operator whose ne is proven neutral on the right (op(x, ne) = x) is
// not lifted either (perf34): by associativity any padding with ne is then
// op of the elements in order with at most one ne in front, so a
// reduction's result is op(ne, v) (v its kernels' result), and a scan's
// first element becomes op(ne, x_0) in its map lambda (an index input
// added), which every later result starts with: a running argmax
// `scan (\(x, i) (y, j) -> if y > x then (y, j) else (x, i)) (-inf, -1)`
// stays one scan without a flag or a map over its results.
//
// Commutative operators are not lifted: for them op(x, ne) = op(ne, x),
// so `ne` is neutral on both sides or on neither (`+` from 1: outside the
// contract, and no order of padding could match foldl).  Operators over
// arrays (`reduce (map2 op) (replicate n ne)`) are not lifted either.
// Hist is not touched (backend/scatter_codegen.cpp updates the destination
// directly for operators not known commutative).
//
// Pre: a checked program.  Post: a checked program with the same
// interpreter results for every input.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

// Whether `op`'s neutral elements are neutral on both sides by a symbolic
// evaluation of its body: op(x, ne) = x and op(ne, y) = y, folding
// constants and identities (x + 0, x * 1, x * 0 = 0, x && true, x || false,
// min with the largest value, max with the smallest, `if x != c then x
// else c` = x, an `if` whose branches agree, `-inf > x` and `x > inf` false
// for every x, integers' extremes likewise).  Floats count as finite and
// 0.0 as equal to -0.0, as the simplifier takes them.
bool proven_neutral(const ReduceOp& op);

// The pass: lifts the scans and reductions of every Screma whose operator
// is neither commutative nor proven neutral, as above.
Program guard_neutral_elements(const Program& prog);

}  // namespace runic::ir
