// Inlining: replaces calls (Apply) by the callee's body.
//
// The elaborator (typecheck/typecheck.cpp) makes one Core IR function per
// definition and instantiation (argument types, constant arguments and
// which arguments are the same name: see Elab::call_function), so the
// program it emits is as large as the source, not as large as the call tree.
// The optimiser works on whole entry points, so the pipeline inlines every
// call before fusion (`inline`), as Futhark's simplification pipeline does,
// except calls of functions marked `#[noinline]`; those stay functions
// through simplification and fusion (the interpreter runs them), and the
// GPU backend, which does not call functions, inlines them before
// flattening (`inline-noinline`).
//
// A call `let {r1, r2} = apply f(a, b)` becomes
//   let {p1'} = a;  let {p2'} = b;   (the parameters, renamed)
//   ... f's body, every name bound in it renamed afresh ...
//   let {r1} = res1';  let {r2} = res2'
// and the simplifier after it propagates the copies.  Functions that no
// call reaches any more are dropped.
//
// Calls of recursive functions (ir::is_recursive) are never inlined, by
// either pass: they stay Core IR functions to the end (the backend makes
// host-level ones C functions; see backend/backend.cpp).
//
// Pre: a checked program.
// Post: a checked program with the same interpreter results; with
// `keep_noinline`, Applies remain only to functions marked noinline and to
// recursive functions; without, only to recursive functions.
#pragma once

#include "ir/ir.h"

namespace runic::ir {

Program inline_functions(const Program& prog, bool keep_noinline);

// The two pipeline passes.
inline Program inline_calls(const Program& prog) { return inline_functions(prog, true); }
inline Program inline_all_calls(const Program& prog) { return inline_functions(prog, false); }

}  // namespace runic::ir
