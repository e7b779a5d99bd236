// Defunctorisation: the module language interpreted away, before type
// checking (`--dump-after=defunctorise`).
//
// Before: the parsed program of the main file, with `import`, `module`,
// `module type`, `open`, `local`, functors (parametric modules), functor
// applications, signature ascriptions, qualified names `M.x` / `M.t` /
// `M.+` and local opens `M.(e)`.
// After: one flat program of `def` and `type` declarations in dependency
// order (each imported file's declarations once, before the first
// declaration that imports it) in which every name is unique and resolved
// as Futhark's scoping rules say (language reference, "Modules"):
//   * a member `f` of module `M` is the top-level definition `M.f` (a
//     member of a nested module `M.N.f`; an operator `M.+`), so messages of
//     later stages name it as the user wrote it; a name that is already
//     taken (a module bound twice, a name redefined) gets `'1`, `'2`, ...
//     attached (`M'1.f`);
//   * every functor application copies the functor's body, with the
//     parameter bound to the argument module, and names in the body
//     resolved where the functor was defined (lexical scope); applying a
//     functor again to modules with the same members gives the module of
//     the first application (no copy), unless that application made
//     abstract types (each application makes types of its own then);
//   * `open`, `local`, `import` (= `local open import`) and `M.(e)` only
//     change which definitions names refer to;
//   * an ascription `M : S` (also a functor's parameter and result types)
//     checks that the module defines every `type`, `val` and `module` of S
//     (an error naming the missing member otherwise) and hides the members
//     S does not name.  The types of values are checked by the type checker:
//     for each `val f : t` the pass adds a definition marked
//     `#[signature_check]` whose body uses `M.f` at type t (removed again by
//     elaborate/desugar.h); `explain_signature_errors` rewrites the type
//     checker's message about it into one about the ascription.
// Abstract types are sealed: see check_abstraction.  Type specifications
// are matched by number, kinds and liftedness of parameters.  A functor is
// checked where it is defined, with a skeleton module for its parameter,
// and where it is matched against a functor type.  The prelude's module
// types (`numeric`, `integral`, ...) have their specifications; matching a
// functor's argument against one accepts any module, sealing with one
// makes `t` abstract.
//
// Entry points: `entry` declarations (and `main`) of the main file's top
// level; an `entry` in an imported file is an ordinary definition, and one
// inside a module is an error (Futhark's "Entry points may not be
// declared inside modules").  Two definitions of a name in one sequence
// of declarations are Futhark's "Duplicate definition" error.
#pragma once

#include <map>
#include <set>
#include <memory>
#include <string>

#include "frontend/ast.h"

namespace runic {

struct Defunctorised {
  ast::Program prog;
  // The signature checks: the (private) source file of a check's spans ->
  // what it checks, for explain_signature_errors.
  struct SigCheck {
    std::string what;  // "`M.f` does not match `val f : t -> t`"
    Span site;         // the ascription or functor application
    Span spec;         // the specification in the module type
    bool type_spec = false;  // a type's check: only the checker's "expected ..., found ..." is kept
  };
  std::map<const SourceFile*, SigCheck> sig_checks;
  // Sealing (`module M: S = ...` with an abstract `type t` in S): the
  // sealed types (flat name -> the name messages give it, "M.t"), aliases
  // of the module's types in `prog`, and the wrappers of the module's
  // values with the specified types.
  std::map<std::string, std::string> opaque;
  std::set<std::string> seal_wrappers;
  // The definitions that applications copied from the bodies of functors
  // checked with skeletons where they were defined: check_abstraction
  // needs only their types.
  std::set<std::string> instance_vals;
};

// Throws CompileError (unknown modules and members, missing signature
// members, missing imported files, import cycles, parse errors of imported
// files).
Defunctorised defunctorise(const ast::Program& main);

// A type error inside a signature check becomes an error about the
// ascription; other errors are returned unchanged.
CompileError explain_signature_errors(const Defunctorised& d, const CompileError& e);

// The abstraction check: the program type-checks when every sealed type
// is a type of its own (a program that uses an abstract type's definition
// outside its module is rejected).  Throws CompileError.
void check_abstraction(const Defunctorised& d);

}  // namespace runic
