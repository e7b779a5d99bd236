// Source-level types of the type checker (typecheck/infer.cpp): the types
// of Futhark's language reference, with type variables for inference.
//
// Nomenclature.
//   * A *type variable* (Type::Kind::Var) is a unification variable of the
//     constraint solver (typecheck/solver.h); it may be bound to a type
//     later, and carries a level and a constraint (numeric, integral,
//     float, equality, "a record with at least these fields", "a sum with
//     at least these constructors").
//   * A *type parameter* (Type::Kind::Param) is rigid: `'t` of a polymorphic
//     definition, or a generalised type variable.
//   * A *size* is an i64 term: a constant, a rigid size name (a size
//     parameter `[n]`, a variable in scope, or an existential size made
//     fresh by inference), a *flexible* size variable (unification variable
//     for sizes), or an expression over sizes (`n + 1`, `m * b`).  Sizes
//     are compared syntactically after light normalisation, as in Futhark.
// Every rigid name and variable has a program-unique integer id; the
// printed name is the source name.
//
// Types are immutable and shared; the solver substitutes by rebuilding.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "support/source.h"
#include "ir/prim.h"

namespace runic::tc {

struct SizeNode;
using SizeP = std::shared_ptr<const SizeNode>;
struct SizeNode {
  enum class Kind { Const, Name, Flex, BinOp, Term } kind = Kind::Const;
  int64_t value = 0;  // Const
  int id = -1;        // Name: rigid id; Flex: solver variable
  std::string name;   // Name: display name
  bool anon = false;  // Name: made by inference (existential, generalised):
                      // no source variable of this name is in scope
  std::string op;     // BinOp: + - * / % ** (i64 arithmetic)
  bool as_written = false;  // BinOp: written in a type (`xs :> [2 + (n - 2)]t`):
                            // not folded, so that `split` can read its terms
  SizeP a, b;         // BinOp
  // Term: any other size expression (`i64.i32 k`, `length xs`), compared
  // syntactically as Futhark does: `op` is its key (variables by their
  // binding's id), `name` how it reads, `deps` the ids it depends on.
  std::vector<int> deps;
  // Term: the expression it was read from (an `ast::Expr` of the program),
  // so that a size argument that is a term can be passed as a value.
  const void* src = nullptr;
};

SizeP size_const(int64_t v);
SizeP size_name(int id, std::string display);
SizeP size_anon(int id, std::string display);  // a Name with `anon` set
SizeP size_flex(int id);
SizeP size_term(std::string key, std::string display, std::vector<int> deps, const void* src = nullptr);
// A key that identifies a size structurally (Term keys are built from it).
std::string size_key(const SizeP& s);
// Folds constants (unless `as_written`: then it is kept as it is).
SizeP size_binop(const std::string& op, SizeP a, SizeP b, bool as_written = false);

struct TypeNode;
using TypeP = std::shared_ptr<const TypeNode>;
struct TypeNode {
  enum class Kind { Prim, Var, Param, Array, Tuple, Record, Sum, Arrow } kind = Kind::Prim;
  PrimType prim = PrimType::I32;        // Prim
  int id = -1;                          // Var: solver id; Param: rigid id
  std::string name;                     // Param: display name
  std::vector<SizeP> shape;             // Array (outermost first, >= 1)
  TypeP elem;                           // Array: a non-array element
  std::vector<TypeP> elems;             // Tuple (0 = unit, or >= 2)
  std::vector<std::pair<std::string, TypeP>> fields;  // Record, sorted by name
  std::vector<std::pair<std::string, std::vector<TypeP>>> constrs;  // Sum, sorted
  TypeP param, result;                  // Arrow
  int param_size = -1;                  // Arrow: `(n: i64) -> ...` binds rigid id
  std::string param_name;               // Arrow: display of the named parameter
  std::vector<int> ext;                 // Arrow: rigid sizes existential in the result
                                        // (`i64 -> ?[k].[k]t`, `[n]t -> []t` in a
                                        // parameter's type): each application, and each
                                        // function matched against this type, makes them anew
  bool unique = false;                  // `*t`
};

TypeP prim_type(PrimType p);
TypeP var_type(int id);
TypeP param_type(int id, std::string display);
TypeP array_type(std::vector<SizeP> shape, TypeP elem);  // merges nested arrays
TypeP tuple_type(std::vector<TypeP> elems);              // one element: itself
TypeP unit_type();
TypeP record_type(std::vector<std::pair<std::string, TypeP>> fields);  // fields 0..n-1: a tuple
TypeP sum_type(std::vector<std::pair<std::string, std::vector<TypeP>>> constrs);
TypeP arrow_type(TypeP param, TypeP result, int param_size = -1, std::string param_name = "");
TypeP with_unique(const TypeP& t, bool unique);
// The type of one row of an array type (rank - 1; the element at rank 1).
TypeP row_type(const TypeP& array);

bool is_prim(const TypeP& t, PrimType p);

// Whether the rigid size `id` occurs in `t` (a resolved type); `direct`:
// only as a whole dimension (`[n]`), not inside a size expression
// (`[n + 1]`) nor in a function type (a function does not carry the sizes
// of its parameter and result: "constructive use").
bool mentions_size(const TypeP& t, int id, bool direct = false);

// Printing, in Futhark's syntax.  Type variables print as `?a`, `?b`, ...
// unless the solver resolves them first (Solver::show).
std::string show_size(const SizeP& s);
std::string show_type(const TypeP& t);

// A type error: user_error with the solver's variable names tidied across
// the message and the hint, in order of appearance (`?t382 -> ?t383`
// reads `?a -> ?b`; flexible sizes `?17` read `?n`, `?m`, ...).
[[noreturn]] void type_error(const Span& span, const std::string& message,
                             const std::string& hint = "");

// The source text of the definition being checked, while one is: the
// names that type_error gives unknown sizes (`?n`, `?m`, ...) are never
// names that occur there, so that an unknown size does not read as the
// program's own `n` (a size parameter, a parameter, a local).  Scoped: the
// previous scope comes back when it ends.
class MessageScope {
 public:
  explicit MessageScope(const Span& definition);
  ~MessageScope();
  MessageScope(const MessageScope&) = delete;
  MessageScope& operator=(const MessageScope&) = delete;

 private:
  Span prev_;
};

// The identifiers of `text` (`[A-Za-z_][A-Za-z0-9_']*`).
std::set<std::string> identifiers_in(std::string_view text);

// `base` followed by the first of "", "1", "2", ... (or "0", "1", ... when
// `from_zero`) that makes a name neither in `taken` nor in `taken2`.
std::string fresh_display_name(const std::string& base, bool from_zero, const std::set<std::string>& taken,
                               const std::set<std::string>& taken2 = {});

// Structural equality of sizes (after the solver resolved flexible sizes).
bool same_size(const SizeP& a, const SizeP& b);

// A polymorphic type: type parameters and size parameters are rigid ids in
// `type` that become fresh variables at each use; `ext_sizes` are rigid
// ids of the result that become fresh existential sizes at each use.
struct Scheme {
  std::vector<int> type_params;
  std::vector<std::string> type_param_names;
  std::vector<int> size_params;
  std::vector<std::string> size_param_names;
  std::vector<int> ext_sizes;
  std::set<int> eq_params;  // type parameters generalised from equality types (`==`)
  // Type parameters of a local function generalised from a record type
  // known only by some of its fields (`let len r = length r.a`): each
  // instantiation needs those fields, whose types may name the scheme's
  // other parameters.
  std::map<int, std::map<std::string, TypeP>> field_params;
  TypeP type;
};

// Substitution of rigid ids (type parameters and size names).
struct RigidSubst {
  std::map<int, TypeP> types;
  std::map<int, SizeP> sizes;
  bool empty() const { return types.empty() && sizes.empty(); }
};
TypeP subst_rigid(const TypeP& t, const RigidSubst& s);
SizeP subst_rigid(const SizeP& z, const RigidSubst& s);

// A program-unique id for rigid names, variables and solver variables.
int fresh_id();

}  // namespace runic::tc
