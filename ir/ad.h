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
// inlining the non-recursive functions it calls) that has a float result
// is one the reverse sweep covers, the body runs forward and then
// backwards, adding each statement's adjoint contributions to its inputs
// (the rules are listed in ad.cpp at "reverse mode"): scalar statements
// (local derivatives from forward mode), maps of any rank (the lambda
// recomputed and swept per row; captured arrays read by index get their
// adjoints by a hist, others by a sum of per-row adjoints), loops (a tape
// of the state of every iteration, padded where its arrays change size,
// then the body's adjoint over the iterations backwards), reduce with any operator on scalars (Schenck et
// al., "AD for an Array Language with Nested Parallelism", SC'22, section
// 5.3) and with vectorised operators on arrays (per column), scan with any
// operator on scalars (Bruun et al., IFL'23: a reverse scan of the
// operator's Jacobians composed as affine maps) and with vectorised ones on
// arrays (per column), reduce_by_index with +, *, min and max, with any
// other operator on scalars (IFL'23: sorted by bin, segmented scans) and
// with vectorised ones on arrays (per column), scatter, indexing, updates,
// the array functions, and with_vjp (its custom adjoint).  Operators on
// scalars may read float scalars of the function (their adjoints sum
// every application's contribution); reduce_by_index's may be on tuples.
// Calls of tail-recursive functions are inlined as while loops, streams
// as their chunk function over one chunk; calls of other recursive
// functions call a reverse-mode function made per callee (its body swept,
// its self-calls calling it again).  Its cost is a small
// multiple of f's.  Otherwise vjp is computed from forward mode: for each
// float component x_j of the input and each of its N_j scalars i, the jvp
// along the basis vector e_i, dotted with the cotangent y'; the scalars of
// x_j are one `map` over iota N_j.  This is exact and parallel, but costs
// (size of the input) x (cost of f).  Integer and bool components of the
// input get zero cotangents.  expand_ad's notes say which way each vjp
// took (printed at the head of `--dump-after=ad`), and for forward mode the
// first statement not covered and why.
//
// with_vjp f f' x (AdMode::WithVjp) stays until the vjp or jvp around it
// is expanded: a vjp uses f', a jvp differentiates f, and one outside
// both becomes f applied to x.
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
