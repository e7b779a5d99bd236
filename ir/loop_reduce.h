// Sequential `for` loops recognised as reductions (issue 16, item 1/3).
//
// Users write reductions as loops: a sum, a count, any/all, argmax with its
// index, the last index satisfying a predicate.  Such a loop at host level
// runs on one thread (argmax over 32M floats: 1.93 s on an H200, against
// 52 us for the `reduce` spelling).  This pass turns a loop
//
//   loop (acc_1, ..., acc_k) = (init_1, ..., init_k) for i < n do body
//
// into `reduce`s over a map of `iota n` when that gives the loop's result
// for EVERY input.  The map's lambda is the loop body itself with each
// accumulator bound to a constant (below), and the loop's components are
// split into independent groups, each of one of these forms:
//
// FOLD  acc_j' = acc_j (+) x(i), x computed from i and values outside the
//   loop only, under conditions that depend on i only (`if p i then c + 1
//   else c`, `acc || p i`, `acc + xs[i] * ys[i]`): (+) is integer +, *,
//   &, |, ^, min or max, or && / || on bool (never float + or *: they are
//   not associative, and the program did not say that reassociating is
//   fine).  Every path of the body gives acc_j (+) x_1 (+) ... (+) x_m
//   (m >= 0), so, with e the neutral element of (+), body(acc_j) =
//   acc_j (+) body(e); the map computes g(i) = body(e), and the loop's
//   result is init_j (+) reduce (+) e (map g (iota n)) by associativity
//   (the fold with `init` as the left-most operand).  The operators are
//   commutative too, so the reduction is marked commutative.  `acc || e`
//   and `acc && e` short-circuit (`if acc then true else e`): the map
//   evaluates e for every element, so e must be unable to fail (below).
//
// PICK  (acc_K) = if k(i) > acc_p then (v_K(i)) else (acc_K), where K is
//   a set of components, p in K, k(i) is the value picked for component p,
//   and the relation is >, >=, < or <= (either operand order; with the
//   branches swapped, ints only: for floats `!(k > a)` is not `k <= a`).
//   Take `>` (the others are symmetric; with >= or <= the last of equal
//   keys wins instead of the first).  Call element i VALID when
//   k(i) > init_p.  Facts:
//   (1) the running key acc_p never decreases, so an element that is not
//       valid is never picked; and a picked element has a key above
//       init_p;
//   (2) the loop's result is the first valid element whose key is largest
//       (for >=: the last), or init when no element is valid.
//   Floats: a NaN key compares false, so an element whose key is NaN is
//   not valid, and (1) holds as well (the key never becomes NaN when
//   init_p is not NaN, by (1)); when init_p is NaN, no element is valid
//   and the result is init, as in the loop.  The valid keys are then all
//   ordinary floats, on which `>` is a total preorder (0.0 and -0.0 equal).
//   The map computes the body with acc = init, which is exactly
//   `if valid then v(i) else init` (the key test reads init_p), and an
//   index, `if valid then i else -1` (or, for the strict relations, the
//   picked value that is i itself, when there is one).  The operator
//   picks the larger (key, index) pair: key by the loop's relation, equal
//   keys by the smaller index for > and < (the first), the larger for >=
//   and <= (the last).  On the values the map produces, init (index -1, or
//   a key below every valid key) and the valid elements (distinct indices
//   >= 0), this is the maximum of a total order: associative and
//   commutative, with the neutral element init (index -1); by (2) it is
//   the loop's result.  The branches that pick run for every valid
//   element instead of every picked one, so their statements must be
//   unable to fail (scalar arithmetic without integer division, reads
//   `a[i]` of arrays of n rows); the other branch runs only where the
//   loop also ran it.
//
// LAST  (acc_K) = if c(i) then (v_K(i)) else (acc_K) (or swapped), c
//   depending on i only: the last element whose c holds, or init: the same
//   operator with no key (the larger index wins).
//
// Everything else stays a loop: a component read by another group, an
// accumulator used in any other way (`acc * 2 + x`, `if acc > 10`), float
// sums, while loops, loops over arrays, loops whose body updates or
// consumes an array.  Only host-level loops are taken (the function's
// body, and the bodies of host-level `if`s and loops): a loop in a map's
// lambda already runs in parallel with the map's other rows (ir/simplify
// takes the folding ones there, and k-means' nearest centre stays one
// thread's work).  The loop variable must be an i64 (`for i < n`).
//
// Pre: a checked program (names bound once).  Post: a checked program with
// the same interpreter results for every input.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program loops_to_reductions(const Program& prog);

}  // namespace runic::ir
