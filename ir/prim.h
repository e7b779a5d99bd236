// Primitive types, primitive values and the scalar operators of the language.
//
// Shared by every stage: the type checker (literal ranges), the Core IR and
// its interpreter (evaluation), the simplifier (constant folding) and the
// backend (OpenCL C spelling of each operator).  Semantics follow Futhark:
// integers wrap on overflow; `/` and `%` round towards negative infinity,
// `//` and `%%` towards zero; floats are IEEE.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace runic {

enum class PrimType {
  I8, I16, I32, I64,
  U8, U16, U32, U64,
  F16, F32, F64,
  Bool,
  Unit,  // the type of `()`; has exactly one value
};

bool is_signed_int(PrimType t);
bool is_unsigned_int(PrimType t);
inline bool is_int(PrimType t) { return is_signed_int(t) || is_unsigned_int(t); }
bool is_float(PrimType t);
inline bool is_numeric(PrimType t) { return is_int(t) || is_float(t); }
int prim_bits(PrimType t);    // 8..64; Bool is 8 (stored as one byte); Unit 0
int prim_bytes(PrimType t);   // storage size in arrays and binary values
std::string prim_name(PrimType t);  // "i32", "f64", "bool", "unit"
std::optional<PrimType> prim_from_name(const std::string& name);

// A scalar value.  Integers are stored sign- or zero-extended in `bits` as a
// 64-bit pattern already wrapped to the type's width; floats (f16 too) in `f`
// rounded to the type's precision.
struct PrimValue {
  PrimType type = PrimType::Unit;
  uint64_t bits = 0;  // integers and bool (0/1)
  double f = 0.0;     // floats

  static PrimValue int_value(PrimType t, int64_t v);   // wraps to t
  static PrimValue uint_value(PrimType t, uint64_t v); // wraps to t
  static PrimValue float_value(PrimType t, double v);  // rounds to t
  static PrimValue bool_value(bool b);
  static PrimValue unit();

  int64_t as_i64() const;   // integers (sign-/zero-extended), bool
  uint64_t as_u64() const;
  double as_f64() const;    // any numeric
  bool as_bool() const;
  bool operator==(const PrimValue& o) const;  // bitwise for floats
};

// Futhark's textual spelling with type suffix: 5i32, 1.5f32, true,
// f32.nan, -f64.inf.
std::string prim_value_str(const PrimValue& v);

// Whether the exact value `v` (an integer literal's value) fits in `t`.
// Integer literals may use the full unsigned range for unsigned types.
// (Exact arithmetic: literals are parsed as arbitrary-precision integers.)
bool int_literal_fits(PrimType t, const std::string& decimal_digits, bool negative);

enum class BinOp {
  Add, Sub, Mul, Div, Mod, Quot, Rem, Pow,  // Div `/`, Mod `%`, Quot `//`, Rem `%%`
  Shl, Shr, LShr,                           // `<<`, `>>` (arithmetic), `>>>`
  And, Or, Xor,                             // bitwise `&`, `|`, `^`
  LogAnd, LogOr,                            // on bool, both operands evaluated
  Min, Max,                                 // i32.min, f32.max, ...
};
enum class CmpOp { Eq, Ne, Lt, Le, Gt, Ge };
enum class UnOp {
  Neg,         // arithmetic negation
  Not,         // logical not on bool
  Complement,  // bitwise not on integers (`!` on an integer)
  Abs, Signum,
};

std::string binop_name(BinOp op);   // "add", "sub", ... (IR printer)
std::string cmpop_name(CmpOp op);   // "eq", "lt", ...
std::string unop_name(UnOp op);

// Evaluate on values of type `t` (both operands of type t).  Integer division
// or remainder by zero returns std::nullopt (the caller raises the error).
std::optional<PrimValue> eval_binop(BinOp op, PrimType t, const PrimValue& x,
                                    const PrimValue& y);
bool eval_cmpop(CmpOp op, PrimType t, const PrimValue& x, const PrimValue& y);
PrimValue eval_unop(UnOp op, PrimType t, const PrimValue& x);
// Conversion between any two primitive types as Futhark's `f32.i32`,
// `i64.u8`, `u8.bool`, `bool.i32` ... (float->int truncates; out of range is
// unspecified but must not trap: saturate).
PrimValue eval_convert(PrimType to, const PrimValue& x);

// Math functions of the numeric modules that are not operators, applied on
// floats (sqrt, exp, log, log2, log10, sin, cos, tan, asin, acos, atan,
// sinh, cosh, tanh, atan2, pow, floor, ceil, round, trunc, isnan, isinf,
// ...), and integer functions (popc, clz, ctz, mul_hi, ...).
// Returns std::nullopt when `name` is unknown.
struct PrimFun {
  std::string name;           // e.g. "sqrt", "atan2", "popc", "isnan"
  int arity;
};
std::optional<PrimValue> eval_primfun(const std::string& name, PrimType t,
                                      const PrimValue* args, int nargs);
bool is_primfun(const std::string& name);
// Result type of primfun `name` applied on arguments of type t (isnan ->
// Bool, popc -> I32, otherwise t).
PrimType primfun_result(const std::string& name, PrimType t);

// IEEE binary16 bit patterns (storage of f16 in arrays and binary values):
// round-to-nearest-even conversion from a double, and back.
uint16_t f16_to_bits(double v);
double f16_from_bits(uint16_t h);

}  // namespace runic
