// Automatic differentiation: expands the prelude's ad.fut operators (jvp,
// jvp2, vjp, vjp2: Exp::Kind::Ad, made by the elaborator with the
// differentiated function as a lambda) into ordinary Core IR.  Runs right
// after elaboration (`--dump-after=ad`); no later stage sees an Ad.
//
// Forward mode (jvp) is the dual-number transformation: every value of a
// float type (f16, f32, f64; scalars and arrays) gets a tangent of the same
// type, propagated by the chain rule through every statement; integers,
// bools and indices have none.  Compound constructs get their tangents
// alongside the primal values:
//   * if and loop return (and loops carry) the tangents of their float
//     results after the primal ones;
//   * a SOAC's lambda takes the tangents of its float parameters after its
//     parameters and returns the tangents after the results (grouped per
//     operator), and its arrays get their tangent arrays;
//   * reduce, scan and reduce_by_index use the dual operator on (value,
//     tangent) pairs, whose neutral element is (ne, 0): it is associative
//     whenever the operator is, and its tangent is the derivative of the
//     whole reduction;
//   * a call of a user function calls its derivative, a function made once
//     per callee that takes and returns the tangents too.
// Values from outside the differentiated function are constants: their
// tangents are zeros.  Before:
//
//   let t = jvp(\(x: f64) -> let y = f64.sin x in y) at (a, da)
// After:
//   let x = a
//   let y = f64.sin x
//   let c = f64.cos x
//   let dy = c * da
//   let t = dy
//
// Reverse mode (vjp): when every statement of the function's body (after
// inlining its top-level calls) that has a float result is one the reverse
// sweep covers (statements on scalars, maps over rank-1 arrays whose
// lambdas use no float array from outside, reduce with + / min / max,
// scalar indexing, copies, replicate of a scalar), the body runs forward
// and then backwards, adding each statement's adjoint contributions to its
// inputs; each statement's local derivatives come from the forward mode
// above (one jvp per float scalar input; per row, one jvp of a map's lambda
// per float parameter).  Its cost is a small multiple of f's (times the
// number of scalar inputs of each scalar statement).
// Otherwise vjp is computed from forward mode: for each float component
// x_j of the input and each of its N_j scalars i, the jvp along the basis
// vector e_i, dotted with the cotangent y'; the scalars of x_j are one `map`
// over iota N_j.  This is exact and parallel, but costs (size of the input)
// x (cost of f).  Neither is the tape-based reverse pass of Futhark's
// compiler (Schenck et al., "AD for an Array Language with Nested
// Parallelism", SC'22): loops, scans, histograms and maps that read
// arrays from outside take the second way.  Integer and bool components of
// the input get zero cotangents.
//
// Nested operators (jvp of a function that calls jvp or vjp, higher-order
// derivatives) are expanded innermost first.
//
// Pre: the program as elaboration makes it (SOACs, no SegOps).  Post: no
// Exp::Kind::Ad remains; every name is still bound once.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

// `notes`, where given, receives one line per vjp saying whether it is a
// reverse sweep (and which rules it used) or forward mode over the basis
// vectors (and the first statement the sweep does not cover).
Program expand_ad(const Program& p, std::vector<std::string>* notes = nullptr);

// Whether `p` has an Ad anywhere (the elaborated program of a program that
// uses jvp or vjp).
bool contains_ad(const Program& p);

}  // namespace runic::ir
