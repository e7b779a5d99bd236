// Type inference for whole programs: every top-level definition is checked
// once, in source order (Futhark's definitions are in dependency order),
// by constraint-based Hindley-Milner inference with levels
// (typecheck/solver.h), then generalised; local functions (`let f x = ...`)
// are generalised too.  Size types follow Futhark's rules (language
// reference, "Size types"): sizes are names or expressions, size
// parameters of a function are instantiated with flexible sizes at each
// use, anonymous sizes in parameters are implicit size parameters, sizes of
// results that no parameter determines are existential (fresh at each
// use), and applying a function whose parameter is named in its type
// (`(n: i64) -> [n]t`) substitutes the argument expression when it is a
// size expression.  Overloaded literals and operators leave constrained
// type variables that default to i32 / f64 at the end of their definition.
//
// The result is the typed AST: the program (prelude first) with the type of
// every expression and pattern, and what every name refers to (with the
// instantiation of the sizes of builtins).  `elaborate/desugar.h` reads it.
//
// Name resolution is by environments (`Env`): values, types and modules,
// with qualified names (`f32.sqrt`, `M.x`) resolved through module
// environments, so that the module system can be added without changing
// the checker of terms.
#pragma once

#include <map>
#include <set>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "frontend/ast.h"
#include "typecheck/solver.h"
#include "typecheck/types.h"

namespace runic {

struct TypedProgram {
  ast::Program prog;  // prelude declarations, then the user's
  size_t prelude_decls = 0;
  tc::Solver solver;
  std::unordered_map<const ast::Expr*, tc::TypeP> expr_types;
  std::unordered_map<const ast::Pat*, tc::TypeP> pat_types;
  // `let [n][m] p = e`: the sizes n, m as checked, in order.
  std::unordered_map<const ast::Expr*, std::vector<tc::SizeP>> let_sizes;

  // What a Var (or a BinOp / section naming an operator) refers to.
  struct Ref {
    enum class Kind { Local, Global, Builtin, PrimModule } kind = Kind::Local;
    std::string name;  // Global/Builtin: the definition's name; PrimModule: "f32.sqrt"
    std::vector<tc::SizeP> size_args;  // Builtin: its size parameters, instantiated
    // Global/Local polymorphic functions: (type parameter id, its instance).
    std::vector<std::pair<int, tc::TypeP>> type_args;
  };
  std::unordered_map<const ast::Expr*, Ref> refs;
  // A Var naming a projection chain `r.x.y`: the types of r, r.x, r.x.y.
  std::unordered_map<const ast::Expr*, std::vector<tc::TypeP>> proj_chains;

  // The recursive functions: the ast::ValDecl of a top-level definition
  // or the ast::Expr of a local `let f ... = ...` whose body calls it.
  std::set<const void*> recursive;

  // Where an existential size is made: the use of a function whose result
  // has it (`filter p xs`), by the size's rigid id.  For the "Causality
  // check" message (elaborate/desugar.cpp).
  std::unordered_map<int, Span> size_origins;

  // The ids of local bindings that a later binding of the same name
  // shadows somewhere: a size term over one (`length zs`) is not written
  // out again by name where it is passed as a value (elaborate/desugar.cpp).
  std::set<int> shadowed_uids;
  // The span in which each local binding (by id) is visible, where known
  // (`let` bodies, functions' and lambdas' bodies, `match` cases).
  std::unordered_map<int, Span> uid_scopes;

  // The rigid sizes that a function (top-level or local) makes inside its
  // body and that its result mentions, existential in its type (`let n =
  // 1 << n in replicate n 0`).  A result type that
  // desugaring writes out from the body's type leaves them unnamed: the
  // name of such a size may be one that a parameter also has
  // (elaborate/desugar.cpp, ret_texp).
  std::set<int> body_made_sizes;

  // The generalised type of every top-level value definition.
  std::unordered_map<const ast::ValDecl*, tc::Scheme> schemes;

  // Declarations a later pass replaced (elaborate/monomorphise.h), kept
  // alive so that no pointer key of the maps above is reused.
  std::vector<std::vector<ast::Decl>> retired;

  tc::TypeP type_of(const ast::Expr& e) const;  // resolved
  tc::TypeP type_of(const ast::Pat& p) const;   // resolved
};

// Checks the program (and the prelude before it); throws CompileError.
std::shared_ptr<TypedProgram> infer_program(const ast::Program& prog);
std::shared_ptr<TypedProgram> infer_program(ast::Program&& prog);  // takes the declarations

// The typed AST as text: every definition with its inferred type scheme
// (`--dump-after=typecheck`, `runic check --print-types`).  With
// `user_only`, not the definitions that defunctorisation made (a functor's
// parameter members and generic body, signature wrappers): what
// `--print-types` shows.
std::string print_typed(const TypedProgram& tp, bool include_prelude = false, bool user_only = false);

// The members of the numeric module of `t` (`sqrt`, `+`, `i32`, ...), as
// `t.member` is checked: what a module expression `f32` exports when a
// numeric module is passed to a parametric module or opened.
std::vector<std::string> prim_module_members(PrimType t);

// The prelude's declarations (prelude/*.fut), parsed once.
const std::vector<ast::Decl>& prelude_decls();

// The names of the prelude's values: the type checker's intrinsics
// (`map`, `scatter`, `flatten`, ...) and the definitions of
// prelude/*.fut (`tabulate`, `spread`, ...).
const std::set<std::string>& prelude_value_names();

// A flat name as the user wrote it: the wrapper of a sealed module's value
// (`M.f'sealed`, elaborate/defunctorise.h) is `M.f`; a top-level definition
// or entry point named like a prelude value (`scatter'user`, `sum'user'1`)
// is `scatter`, `sum`.  An entry point's external name (the C API's
// `futhark_entry_sum`, `-e sum`, a test block's `entry: sum`) is this.
std::string written_name(std::string flat);

}  // namespace runic
