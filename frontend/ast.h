// The abstract syntax tree produced by the parser (frontend/parser.h) and
// read by the type checker (typecheck/).  Every node carries the span of
// source it came from.  Nodes are plain data; a node's kind says which of
// its fields are meaningful.
//
// Desugaring done by the parser (so later stages never see it):
//   x |> f       => Apply(f, [x])          f <| x  => Apply(f, [x])
//   a[i] = v in `let a[i] = v in e`       => Let(a, With(a, [i], v), e)
//   -5 (literal) => IntLit with negative value (so i8 -128 fits)
// Everything else keeps the shape of the source.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/source.h"
#include "ir/prim.h"

namespace runic::ast {

struct TypeExp;
struct Expr;
struct Pat;
using TypeExpPtr = std::shared_ptr<TypeExp>;
using ExprPtr = std::shared_ptr<Expr>;
using PatPtr = std::shared_ptr<Pat>;

// A dimension in a type: `[]`, `[10]`, `[n]`.
struct DimExp {
  enum class Kind { Any, Const, Name } kind = Kind::Any;
  int64_t value = 0;  // Const
  std::string name;   // Name
  Span span;
};

struct TypeExp {
  enum class Kind {
    Prim,   // i32, f32, bool, ...
    Unit,   // ()
    Array,  // [d]elem
    Tuple,  // (t1, t2, ...), at least two
    Named,  // a type abbreviation, possibly applied to sizes: vec [n]
    Arrow,  // function type `t1 -> t2` (right associative): elems = [t1, t2]
  } kind = Kind::Prim;
  Span span;
  PrimType prim = PrimType::I32;      // Prim
  DimExp dim;                         // Array
  TypeExpPtr elem;                    // Array
  std::vector<TypeExpPtr> elems;      // Tuple; Arrow: [param, result]
  std::string name;                   // Named
  std::vector<DimExp> size_args;      // Named: `vec [n]`
  bool unique = false;                // `*t`
};

// A slice or index in `a[...]`.
struct DimIndex {
  bool is_slice = false;
  ExprPtr index;                      // !is_slice: a[i]
  ExprPtr start, end, stride;         // is_slice: a[start:end:stride], each optional
  Span span;
};

struct Pat {
  enum class Kind {
    Id,        // x
    Wildcard,  // _
    Tuple,     // (p1, p2, ...)
    Unit,      // ()
    Ascribed,  // (p : t)
  } kind = Kind::Id;
  Span span;
  std::string name;            // Id
  std::vector<PatPtr> elems;   // Tuple
  PatPtr inner;                // Ascribed
  TypeExpPtr type;             // Ascribed
};

enum class LoopForm { For, ForIn, While };

struct Expr {
  enum class Kind {
    IntLit,       // int_value (+ optional suffix type)
    FloatLit,     // float_value (+ optional suffix type)
    BoolLit,      // bool_value
    CharLit,      // int_value holds the code point; type u8
    StringLit,    // string_value: an array of u8 (UTF-8 bytes)
    Var,          // name, possibly qualified: "x", "f32.sqrt"
    Unit,         // ()
    Tuple,        // elems (two or more)
    ArrayLit,     // elems (may be empty only with an ascription around it)
    Range,        // elems = [start, (second)?, end]; range_kind
    Proj,         // elems[0].field   (tuple projection .0, .1; field holds "0")
    Index,        // elems[0][indices...]
    Apply,        // elems[0] applied to elems[1..] (curried application)
    BinOp,        // op: elems[0] `op` elems[1]; op is the source spelling
    Neg,          // -elems[0]
    Not,          // !elems[0]
    If,           // if elems[0] then elems[1] else elems[2]
    Let,          // let pat = elems[0] in elems[1]
    LetFun,       // let name [size params] params (: ret)? = elems[0] in elems[1]
    With,         // elems[0] with [indices] = elems[1]
    Loop,         // loop pat (= elems[0])? for/while ... do elems[2]; see below
    Lambda,       // \params (: ret)? -> elems[0]
    OpSection,    // (op): `op` holds the operator
    LeftSection,  // (elems[0] op)
    RightSection, // (op elems[0])
    ProjSection,  // (.field)
    Ascript,      // elems[0] : type
    Coerce,       // elems[0] :> type (sizes checked at run time)
    Assert,       // assert elems[0] elems[1]
  } kind = Kind::Var;
  Span span;

  std::vector<ExprPtr> elems;
  std::string name;      // Var, LetFun
  std::string op;        // BinOp and sections: "+", "==", "|>" never appears
  std::string field;     // Proj, ProjSection
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
  std::vector<std::string> size_params;  // LetFun: [n]
  TypeExpPtr type;                 // Ascript, Coerce; Lambda/LetFun return type (optional)

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
  bool entry = false;  // `entry`, or `def main`
  std::string name;
  std::vector<std::string> size_params;  // def f [n] ...
  std::vector<PatPtr> params;
  TypeExpPtr ret_type;  // optional
  ExprPtr body;
  std::string doc;      // text of a preceding `-- |` doc comment
  Span span;            // the whole declaration
  Span name_span;
};

struct TypeDecl {
  std::string name;
  std::vector<std::string> size_params;  // type vec [n] = [n]f32
  TypeExpPtr def;
  Span span;
};

struct Decl {
  enum class Kind { Val, Type } kind = Kind::Val;
  ValDecl val;
  TypeDecl type;
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
