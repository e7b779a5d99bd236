// Tail recursion to loops: a recursive function whose every call of itself
// is a tail call becomes a function with a `while` loop and no call of
// itself, which the inline pass then inlines like any other function (so
// `map gcd`, `map (\n -> collatz_steps n 0)` compile to kernels: OpenCL C
// has no recursion).
//
// Before (`def gcd a b = if b == 0 then a else gcd b (a % b)`):
//   fun gcd (a, b) = { let c = b == 0
//                      let r = if c then {a} else { let m = a % b
//                                                   let r' = apply gcd(b, m)
//                                                   in {r'} }
//                      in {r} }
// After:
//   fun gcd (a0, b0) = {
//     let {_, _, _, r} = loop {go = true, a = a0, b = b0, s = 0} while go do {
//       let c = b == 0
//       let {go', a', b', s'} = if c then {false, a, b, a}
//                               else { let m = a % b in {true, b, m, s} }
//       in {go', a', b', s'} }
//     in {r} }
//
// A tail call is an Apply of the function itself that is the last
// statement of a body whose results are exactly the call's results, where
// that body is the function's body or a branch of an `if` in tail position.
// Applies to functions whose results are scalars; array parameters are
// allowed when every tail call passes the parameter itself on (they stay
// parameters of the function, not of the loop).  Other recursive functions
// are left as they are.
//
// Pre: a checked program (names bound once).  Post: a checked program with
// the same interpreter results.
#pragma once

#include <optional>

#include "ir/ir.h"

namespace runic::ir {

Program tail_calls_to_loops(const Program& prog);

// `f` as tail_calls_to_loops makes it, or nullopt where it does not apply.
// With `arrays` (automatic differentiation, ir/ad.h, which reverses loops
// but not recursive calls), results may be arrays and array parameters that
// tail calls change become loop parameters too, where their sizes are
// constants or parameters passed on unchanged (the result arrays start as
// zeros).
std::optional<Function> tail_call_loop(const Function& f, bool arrays);

}  // namespace runic::ir
