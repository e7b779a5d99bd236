// SOACs that call recursive functions become sequential loops.
//
// OpenCL C has no recursion, so a kernel cannot call a recursive function.
// By the time this pass runs (just before flattening) every call left in
// the program is a call of a recursive function that the tail-calls pass
// (ir/tailrec.h) could not turn into a loop: `def fib n = if n < 2 then n
// else fib (n - 1) + fib (n - 2)`.  A Screma whose map function or
// operators call one (`map fib xs`) becomes a `for` loop over its rows,
// and so does a Hist whose operator calls one (each point combined into
// its bin in order, indices out of range skipped),
// which flattening leaves on the host, where recursive functions are C
// functions of the host program.  The result is correct but sequential:
// each iteration reads its rows of the inputs and writes its outputs.
// Nested SOACs are rewritten inside out, so in `map (\r -> map fib r) rs`
// both maps become loops.
//
// Before:
//   let {s, r, ys} = screma w (xs) {
//       scan (\a b -> a + b) 0, reduce (\a b -> a * b) 1,
//       map (\x -> let y = apply fib(x) in {y, y, y}) }
// After:
//   let {_, s, r, ys} =
//     loop {sa = 0, s0 = replicate w 0, r0 = 1, ys0 = replicate w 0}
//     for i < w do {
//       let x = xs[i]
//       let y = apply fib(x)
//       let a = sa  let b = y  let sa' = a + b      -- the scan's operator
//       let s' = s0 with [i] = sa'
//       let a' = r0  let b' = y  let r' = a' * b'   -- the reduction's
//       let ys' = ys0 with [i] = y
//       in {sa', s', r', ys'} }
//
// Pre: a checked program in which only recursive functions are called
// (after inline-noinline).  Post: a checked program with the same
// interpreter results, in which no Screma's or Hist's functions call a
// function.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program serialise_recursive_soacs(const Program& prog);

// The statements of the loop that computes Screma statement `s` one row
// after another (as above).  Flattening uses it for a host-level Screma
// whose scan or reduction operator returns arrays and cannot be turned
// into a segmented reduction over rows (`reduce (\x y -> if x[0] > y[0]
// then x else y)`): kernels combine scalars only.
std::vector<Stm> serialise_screma(const Stm& s);

}  // namespace runic::ir
