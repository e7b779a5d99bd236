// The abstract syntax tree produced by the parser (frontend/parser.h) and
// read by the type checker (typecheck/).  Every node carries the span of
// source it came from.  Nodes are plain data; a node's kind says which of
// its fields are meaningful.
//
// Desugaring done by the parser (so later stages never see it):
//   x |> f       => Apply(f, [x])          f <| x  => Apply(f, [x])
//   x `f` y      => Apply(f, [x, y])       (f as the expression `f` gives:
//                                            a Var, or projections for `M.f`)
//   a[i] = v in `let a[i] = v in e`       => Let(a, With(a, [i], v), e)
//   r.x.y = v in `let r.x.y = v in e`     => Let(r, RecordUpdate(r, [x, y], v), e)
//   a path mixing indices and fields, `a with [i].x = v` (also in `let`)
//                => With(a, [i], RecordUpdate(Index(a, [i]), [x], v)):
//                   each step updates the part the previous steps select;
//                   the target (a variable) and the index expressions are
//                   copied (fresh Expr nodes), so no node is shared.
//   -5 (literal) => IntLit with negative value (so i8 -128 fits)
//   (e)          => e (parentheses leave no node)
// Everything else keeps the shape of the source.
//
// Names and dots.  `f32.sqrt` (a primitive type name, a dot, a name) is one
// Var named "f32.sqrt".  Every other `a.b` is a projection: `r.x.y` is
// Proj(Proj(Var r, "x"), "y"), `p.0` is Proj(Var p, "0"), and a module
// member `M.f` is Proj(Var M, "f") too (the type checker decides whether `M`
// is a module).  Qualified type names `M.t` are one Named type "M.t", and a
// qualified name in a size (`[M.n]`) is one DimExp Name "M.n".
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "support/source.h"
#include "ir/prim.h"

namespace runic::ast {

struct TypeExp;
struct Expr;
struct Pat;
using TypeExpPtr = std::shared_ptr<TypeExp>;
using ExprPtr = std::shared_ptr<Expr>;
using PatPtr = std::shared_ptr<Pat>;

// A dimension in a type: `[]`, `[10]`, `[n]`, `[n + 1]`, `[m * b]`.
// A size that is a lone (possibly qualified) name is `Name`, a lone integer
// literal without suffix or sign (`10`, `0x10`) `Const`; any other
// expression is `Expr` (an i64 expression over sizes and variables in
// scope, e.g. `[2 ** k]`, `[n / 8 * 8]`, `[(n)]` is a Name: parentheses
// leave no node).
struct DimExp {
  enum class Kind { Any, Const, Name, Expr } kind = Kind::Any;
  int64_t value = 0;  // Const
  std::string name;   // Name (possibly qualified: `M.n`)
  bool anonymous = false;  // Name: not in the source, the name elaborate/desugar.cpp
                           // gave a `[]` (printed as `[]`)
  ExprPtr expr;       // Expr
  Span span;
};

// An argument of a type abbreviation: a size (`vec [n]`, `vec [n + 1]`,
// `vec []`) or a type (`pair i32 f32`).
struct TypeArg {
  bool is_size = false;
  DimExp dim;         // is_size
  TypeExpPtr type;    // !is_size
};

// A type parameter of a definition or a type abbreviation:
//   `[n]` (Size), `'t` (Type), `'~t` (SizeLifted: may hide sizes),
//   `'^t` (Lifted: may be a function type).
struct TypeParam {
  enum class Kind { Size, Type, SizeLifted, Lifted } kind = Kind::Type;
  std::string name;
  Span span;
};

// `#[name]` or `#[name(arg, ...)]`: kept as written, e.g. "unsafe",
// "noinline", "trace(foo)".  `name` is the leading identifier (or number:
// `#[3]`).  `text` has no spaces except one after each comma, and no
// trailing comma: `#[ f(a ,b,) ]` has text "f(a, b)".
struct Attr {
  std::string name;
  std::string text;   // the whole attribute as written, normalised spaces
  Span span;
};

struct TypeExp {
  enum class Kind {
    Prim,    // i32, f32, bool, ...
    Unit,    // ()
    Array,   // [d]elem
    Tuple,   // (t1, t2, ...), at least two
    Named,   // a type name (abbreviation, type parameter, or qualified
             // `M.t`), possibly applied: `vec [n]`, `pair i32 f32`; a
             // primitive type name is always Prim (never applied)
    Arrow,   // function type `t1 -> t2` (right associative): elems = [t1, t2];
             // a named parameter `(n: i64) -> [n]i32` sets `param_name`
    Record,  // {x: f32, y: [n]i32}: fields (names and types, source order)
    Sum,     // #red | #rgb f32 f32 | ...: constrs (name without `#`,
             // payload types); one constructor is a Sum too
    Exists,  // ?[n][m].t: ext_sizes = [n, m], elem = t
    Hole,    // not in source: a type left to the elaborator (elaborate/desugar.h
             // writes it for type parameters)
  } kind = Kind::Prim;
  Span span;
  PrimType prim = PrimType::I32;      // Prim
  DimExp dim;                         // Array
  TypeExpPtr elem;                    // Array, Exists
  std::vector<TypeExpPtr> elems;      // Tuple; Arrow: [param, result]
  std::string name;                   // Named
  std::vector<DimExp> size_args;      // Named: the size arguments `vec [n]`
                                      // (also in type_args, in order)
  std::vector<TypeArg> type_args;     // Named: every argument, in order
  std::string param_name;             // Arrow: `(n: i64) -> ...`, or empty
  std::vector<std::pair<std::string, TypeExpPtr>> fields;  // Record
  std::vector<std::pair<std::string, std::vector<TypeExpPtr>>> constrs;  // Sum
  std::vector<std::string> ext_sizes; // Exists
  bool unique = false;                // `*t`
};

// A slice or index in `a[...]`.
struct DimIndex {
  bool is_slice = false;
  ExprPtr index;                      // !is_slice: a[i]
  ExprPtr start, end, stride;         // is_slice: a[start:end:stride], each optional
  Span span;
};

// Patterns.  Function parameters (def, local functions, lambdas) are only
// Id, Wildcard, Tuple, Unit, Ascribed (parenthesised) and Record; Literal
// and Constr occur in `let`, `loop` and `case` patterns.
struct Pat {
  enum class Kind {
    Id,        // x  (also an operator name bound by `let (+^) = ...`)
    Wildcard,  // _
    Tuple,     // (p1, p2, ...)
    Unit,      // ()
    Ascribed,  // (p : t)
    Record,    // {x, y = p, z: t}: fields (name, pattern); `{x}` binds x,
               // `{x: t}` is `{x = (x : t)}`
    Literal,   // 0, -1, true, 'a', 1.5f32 (in `match` cases): literal
    Constr,    // #some p1 p2: name (without `#`), elems = payload patterns
  } kind = Kind::Id;
  Span span;
  std::string name;            // Id, Constr
  std::vector<PatPtr> elems;   // Tuple, Constr
  PatPtr inner;                // Ascribed
  TypeExpPtr type;             // Ascribed
  std::vector<std::pair<std::string, PatPtr>> fields;  // Record
  ExprPtr literal;             // Literal: an IntLit/FloatLit/BoolLit/CharLit
  std::vector<Attr> attrs;     // `#[attr] p`: on whatever pattern follows
                               // (`#[a] (x: t)` puts it on the Ascribed)
};

enum class LoopForm { For, ForIn, While };

struct Expr {
  enum class Kind {
    IntLit,       // int_value (+ optional suffix type)
    FloatLit,     // float_value (+ optional suffix type)
    BoolLit,      // bool_value
    CharLit,      // int_value holds the code point; type u8
    StringLit,    // string_value: an array of u8 (UTF-8 bytes)
    Var,          // name, possibly qualified: "x", "f32.sqrt" (see "Names
                  // and dots" above); the typed hole `???` is Var "???"
    Unit,         // ()
    Tuple,        // elems (two or more)
    ArrayLit,     // elems (may be empty only with an ascription around it)
    Range,        // elems = [start, (second)?, end]; range_kind
                  // (`a...b` and `a..b` are both Inclusive with 2 elems)
    Proj,         // elems[0].field: record field or tuple position (`.0`:
                  // field holds "0"); `r.x.y` is a chain of Projs
    Index,        // elems[0][indices...]
    Apply,        // elems[0] applied to elems[1..] (curried application);
                  // also `x `f` y` (elems = [f, x, y])
    BinOp,        // op: elems[0] `op` elems[1]; op is the source spelling,
                  // user-defined operators included (`+^`)
    Neg,          // -elems[0]
    Not,          // !elems[0]
    If,           // if elems[0] then elems[1] else elems[2]
    Let,          // let pat = elems[0] in elems[1]
    LetFun,       // let name [size params] params (: ret)? = elems[0] in elems[1];
                  // name may be an operator: `let (+^) a b` and the infix
                  // `let a +^ b` both give name "+^", params [a, b]
    With,         // elems[0] with [indices] = elems[1]
    Loop,         // loop pat (= elems[0])? for/while ... do elems[2]; see below
    Lambda,       // \params (: ret)? -> elems[0]
    OpSection,    // (op): `op` holds the operator
    LeftSection,  // (elems[0] op)
    RightSection, // (op elems[0])
    ProjSection,  // (.field)
    Ascript,      // elems[0] : type
    Coerce,       // elems[0] :> type (sizes checked at run time)
    Assert,       // assert elems[0] elems[1]: the condition is atomic, the
                  // body extends as far right as possible
    // ---- Level 2 ----
    Record,       // {x = e1, y, ...}: field_names[i] = elems[i]; a punned
                  // field `y` has a Var `y` as its element
    RecordUpdate, // elems[0] with a.b.c = elems[1]: field_path = [a, b, c]
    Constr,       // #name elems...: a sum-type constructor (name without
                  // `#`) with its payload (atomic expressions; `#a #b` is
                  // #a with payload #b)
    Match,        // match elems[0] case cases[i] -> elems[i + 1]; the
                  // last case's body extends as far right as possible
    Attr,         // #[attrs] elems[0]: stacked attributes `#[a] #[b] e`
                  // are one node; binds loosest (to the end of the
                  // expression, like `let`)
    LocalOpen,    // M.(elems[0]): name = the module's qualified name "M.N";
                  // removed by elaborate/defunctorise.h
  } kind = Kind::Var;
  Span span;

  std::vector<ExprPtr> elems;
  std::string name;      // Var, LetFun
  std::string op;        // BinOp and sections: "+", "==", "|>" never appears
  std::string qual;      // BinOp, OpSection, LeftSection, RightSection: the
                         // qualifier of a qualified operator (`i32.&` has
                         // qual "i32", op "&"); empty otherwise
  std::string field;     // Proj (one field), ProjSection (the path joined by '.')
  std::vector<std::string> field_path;  // ProjSection `(.x.y)`, RecordUpdate
  std::vector<std::string> field_names; // Record
  std::vector<PatPtr> cases;            // Match: case patterns (bodies in elems[1..])
  std::vector<Attr> attrs;              // Attr
  std::string string_value;  // StringLit
  // Literals.  Integer literals keep their digits for exact range checks.
  std::string int_digits;    // IntLit: decimal digits of |value|
  bool negative = false;     // IntLit/FloatLit: written with a leading '-'
  uint64_t int_value = 0;    // IntLit/CharLit: |value| if it fits in 64 bits
  double float_value = 0.0;  // FloatLit (sign included)
  bool bool_value = false;   // BoolLit
  std::optional<PrimType> suffix;  // literal type suffix (42i8, 1.5f32)

  std::vector<DimIndex> indices;   // Index, With
  PatPtr pat;                      // Let, Loop (merge pattern)
  std::vector<PatPtr> params;      // Lambda, LetFun
  std::vector<std::string> size_params;  // LetFun: [n] (also in type_params);
                                         // Let: `let [n] p = ...`
  std::vector<TypeParam> type_params;    // LetFun: every `[n]`/`'t` in order
  TypeExpPtr type;                 // Ascript, Coerce; Lambda/LetFun return type (optional)
  // LetFun, after desugaring: the function calls itself (its return type
  // is then written out).
  bool recursive = false;

  // Loop: `loop pat = init for i < bound do body`
  //       `loop pat = init for x in xs do body`
  //       `loop pat = init while cond do body`
  // elems[0] = init (nullptr when `= init` is omitted: the initial value is
  //   the variables of `pat` in scope), elems[1] = bound / xs / cond,
  //   elems[2] = body; loop_var = i or x (the `for x in` pattern is loop_pat).
  LoopForm loop_form = LoopForm::For;
  std::string loop_var;  // For
  PatPtr loop_pat;       // ForIn

  // Range: a..b, a..<b, a..>b, a..b..c (step from second element)
  enum class RangeKind { Inclusive, UpToExclusive, DownToExclusive } range_kind =
      RangeKind::Inclusive;
};

struct ValDecl {
  bool entry = false;  // `entry`, or `def main` (a top-level `let`, deprecated
                       // in Futhark, is a `def`)
  std::string name;    // an operator's spelling for `def (+^) ...` / `def x +^ y`
  bool is_operator = false;  // `def (op)` or infix `def x op y`; the infix form
                             // has params [x, y] (left operand first), exactly
                             // as `def (op) x y`
  std::vector<std::string> size_params;  // def f [n] ...
  std::vector<TypeParam> type_params;    // every `[n]`, `'t`, `'~t`, `'^t`, in order
  std::vector<Attr> attrs;               // `#[inline] def ...` (attributes on a
                                         // `type` declaration are dropped)
  std::vector<PatPtr> params;
  TypeExpPtr ret_type;  // optional
  ExprPtr body;
  bool recursive = false;  // after desugaring: the body calls the function
                           // (its return type is then written out)
  // After elaborate/defunctionalise.h: the local function (its name) or
  // lambda ("lambda") this definition was lifted from; `env_param`: its
  // first parameter is the environment (the captured variables).
  std::string lifted_from;
  bool env_param = false;
  std::string doc;      // text of a preceding `-- |` doc comment
  Span span;            // the whole declaration
  Span name_span;
};

struct TypeDecl {
  std::string name;
  std::vector<std::string> size_params;  // type vec [n] = [n]f32
  std::vector<TypeParam> type_params;    // every `[n]`, `'t`, ... in order
  // `type` (Plain), `type~` (SizeLifted: may hide sizes), `type^` (Lifted:
  // may be a function type).
  enum class Lift { Plain, SizeLifted, Lifted } lift = Lift::Plain;
  TypeExpPtr def;
  Span span;
};

// ---- The module language (removed by elaborate/defunctorise.h) ----
struct Decl;
struct ModExp;
struct SigExp;
using ModExpPtr = std::shared_ptr<ModExp>;
using SigExpPtr = std::shared_ptr<SigExp>;

// One specification of a module type.
struct Spec {
  enum class Kind {
    Val,      // val name [type params] : type  (also `val (op) : t`, `val op : t`)
    Type,     // type[~^] name [params] (= def)?   (def null: abstract)
    Module,   // module name : sig
    Include,  // include sig
  } kind = Kind::Val;
  std::string name;
  bool is_operator = false;               // Val
  std::vector<TypeParam> type_params;     // Val, Type
  TypeExpPtr type;                        // Val: the type; Type: definition or null
  TypeDecl::Lift lift = TypeDecl::Lift::Plain;  // Type
  SigExpPtr sig;                          // Module, Include
  Span span;
};

// A module type expression.
struct SigExp {
  enum class Kind {
    Name,   // a (qualified) module type name
    Specs,  // { spec* }
    With,   // base with type_name [params] = with_def
    Functor,  // (name: base) -> result; name empty for `base -> result`
  } kind = Kind::Name;
  std::string name;                 // Name; With: the refined type (may be qualified)
  std::vector<Spec> specs;          // Specs
  SigExpPtr base;                   // With
  std::vector<TypeParam> type_params;  // With
  TypeExpPtr with_def;              // With
  SigExpPtr result;                 // Functor
  Span span;
};

// A module parameter `(P: S)`.
struct ModParam {
  std::string name;
  SigExpPtr sig;
  Span span;
};

// A module expression.
struct ModExp {
  enum class Kind {
    Name,     // a (qualified) module name
    Struct,   // { decls }
    Ascribe,  // body : sig
    Apply,    // body arg (functor application; curried)
    Lambda,   // \(params) (: sig)? -> body; also `module F (P: S) = ...`
    Import,   // import "path"
  } kind = Kind::Name;
  std::string name;                  // Name
  std::shared_ptr<std::vector<Decl>> decls;  // Struct
  ModExpPtr body;                    // Ascribe, Apply (the functor), Lambda
  ModExpPtr arg;                     // Apply
  SigExpPtr sig;                     // Ascribe; Lambda: result signature (optional)
  std::vector<ModParam> params;      // Lambda
  std::string path;                  // Import: as written
  Span span;
};

struct Decl {
  enum class Kind {
    Val, Type,
    // The module language (only before elaborate/defunctorise.h):
    Module,   // module name = mod_exp (params and `: sig` are in mod_exp)
    ModType,  // module type name = sig
    Open,     // open mod_exp
    Import,   // import "path"  (= local open import "path")
    Local,    // local decl: local_decl holds it
  } kind = Kind::Val;
  ValDecl val;
  TypeDecl type;
  std::string name;                   // Module, ModType
  ModExpPtr mod;                      // Module, Open
  SigExpPtr sig;                      // ModType
  std::string path;                   // Import: as written, without `.fut`
  std::shared_ptr<Decl> local_decl;   // Local
  Span span;                          // Module, ModType, Open, Import, Local
};

struct Program {
  std::shared_ptr<const SourceFile> file;
  std::vector<Decl> decls;
  // The raw text of the `-- ==` test block(s), if any, is not part of the
  // AST: driver/test_spec.h reads it from the source text.
};

// Debug printer: prints the AST back as (normalised) source text.
std::string print_program(const Program& p);
std::string print_expr(const Expr& e);
std::string print_type(const TypeExp& t);
std::string print_pat(const Pat& p);

}  // namespace runic::ast
