// Defunctionalisation of the desugared program, following Hovgaard,
// Henriksen and Elsman, "High-performance defunctionalisation in Futhark"
// (TFP 2018), sections 3-5: every function-typed expression gets a *static
// value* that says which function it is, and its run-time value is only its
// closure environment; higher-order functions are specialised per static
// value of their functional arguments.
//
// Before: the Level-1 program of elaborate/desugar.h (monomorphic; user
// operators functions; records and sums annotated with their types),
// prelude first, with higher-order code: lambdas, sections, partial
// applications, `>->`/`<-<`, local functions, functions in tuples, records,
// sums and `let`s, functions passed to and returned from definitions.
// After: a program in which
//   * a function value is represented by its closure environment: the
//     tuple of the local variables its code uses (`()` if none; one
//     variable: the variable itself), for a partial application the
//     environment followed by the arguments given so far, for a composition
//     the two functions' representations;
//   * every application of a function-typed expression is a direct call of
//     a top-level definition: a lambda or local function applied (or given
//     to a definition) becomes a top-level definition of its own whose
//     first parameter is its environment, named `<def>.\<line>:<col>` (a
//     lambda) or `<def>.<name>` (a local function) after the definition it
//     was written in;
//   * a definition called with functional arguments is copied once per
//     static value of those arguments (the parameter binds the argument's
//     environment), named after the static values: `twice<\3:12>`,
//     `apply<f32.sqrt>`, `compose<inc, double>`; copies of the same
//     definition for the same static values are shared, a recursive call
//     with its functional parameters passed on unchanged calls the copy
//     being made;
//   * a definition returning a function returns its environment (the
//     static value of the result is known at each call);
//   * function-typed `let`s, tuple components, record fields and
//     constructor payloads hold environments.  A record has the static
//     value of the tuple elaborate/records.h makes of it (a record of
//     functions: each field's static value, in label order; one field: the
//     field's), a constructor that of its (tag, payloads) tuple, so that a
//     field access, a record update, a record pattern or a constructor
//     pattern in `match` or `let` finds the static value of its part, and a
//     definition specialised for a record of functions is the copy it was
//     when records became tuples first.  Records and sums themselves stay
//     for elaborate/records.h;
//   * the function arguments of the SOAC intrinsics and prelude built-ins
//     of the elaborator (map, reduce, scan, hist, filter, partition, the
//     streams, ...) stay functions, as in Futhark: a lambda or section
//     written there is kept as it is (its body defunctionalised), and any
//     other function value becomes a reference to (or a partial application
//     of) the top-level definition made for it;
//   * a definition whose parameters take functions is not kept in its
//     original form (only its copies), and neither is one that is never
//     called and cannot be checked on its own.
// Names of the copies contain `<`, `>`, `\` or `.`, which cannot occur in a
// user's value name, so they never collide with the user's definitions.
//
// Futhark's restrictions (functions in arrays, as loop parameters, as the
// result of `if`/`match`, a non-lifted type parameter instantiated with a
// function, a recursive function returning a function or changing its
// functional argument) are reported with source locations by the type
// checker (typecheck/infer.cpp, elaborate/monomorphise.cpp) before this
// pass; the pass re-checks the ones it relies on (`if`, loops, arrays) and
// reports the same errors, so it never builds an ill-formed program.
//
// A lifted definition records what it was lifted from
// (ast::ValDecl::lifted_from, env_param), so that typecheck/uniqueness.cpp
// still says "the function `f` consumes `xs`, which is not one of its
// parameters" when a local function or lambda consumes a captured array;
// a partial application giving an argument for a unique parameter is
// reported here, with the message the uniqueness checker gave before.
//
// What the elaborator (typecheck/typecheck.cpp) keeps of higher-order
// code: closures for the function arguments of built-ins only (a lambda,
// an operator or section, a reference to or partial application of a
// definition or built-in), elaborated where the built-in applies them.
// Its specialisation of higher-order calls in place is gone: a call of a
// definition with a functional argument or result, or a composition,
// is an internal error after this pass.
//
// Placement: after `desugar` (and so after `monomorphise`) and before
// `records`, as in Futhark, but on the Level-1 AST rather than the typed
// AST: a closure environment is an ordinary tuple and needs no record type
// of its own, and the Level-1 AST accepts parameters without type
// annotations, whose types (and sizes) the elaborator reads from the
// arguments at each call.  So the copies need no type reconstruction: a
// captured size stays a variable of the environment and the copy's
// annotations that mention it stay valid.  The types desugar wrote on
// field accesses, updates and comparisons describe values and are not
// uses of the sizes they name; a constructor's blank payloads use the
// sizes of its sum type, and are counted as uses in the tuple's order.
#pragma once

#include <cstddef>

#include "frontend/ast.h"

namespace runic {

// `prog`: the output of desugar.  The result keeps the program's
// declarations in order, each followed by the definitions made for it.
ast::Program defunctionalise(const ast::Program& prog);

// The user's declarations of a defunctionalised program as source text
// (those of the prelude, and the copies made for them, left out).
std::string print_defunctionalised(const ast::Program& prog);

}  // namespace runic
