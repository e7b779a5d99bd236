// Primitive types, values and scalar operators (see prim.h).
//
// The one place that defines the scalar semantics of the language, shared by
// the interpreter, the simplifier's constant folding and the type checker's
// literal checks.  Futhark semantics: integers wrap (computed on the 64-bit
// pattern, then truncated and re-extended to the type's width); `/` and `%`
// round towards negative infinity (the remainder takes the divisor's sign),
// `//` and `%%` truncate; unsigned types use unsigned arithmetic; `>>` is
// arithmetic on signed types and logical on unsigned ones, `>>>` always
// logical.  f32 values are rounded through `float` after every operation,
// f16 values through an IEEE binary16 round-to-nearest-even conversion.
// Nothing here traps: float->int conversions saturate (NaN gives 0) and
// integer division by zero is reported to the caller as std::nullopt.
// Scalar evaluation is the interpreter's hot path: always optimised (see
// interpreter.cpp).
#if defined(__GNUC__) && !defined(__clang__) && !defined(__OPTIMIZE__)
#pragma GCC optimize("O2")
#endif

#include "ir/prim.h"

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace runic {

bool is_signed_int(PrimType t) {
  return t == PrimType::I8 || t == PrimType::I16 || t == PrimType::I32 ||
         t == PrimType::I64;
}
bool is_unsigned_int(PrimType t) {
  return t == PrimType::U8 || t == PrimType::U16 || t == PrimType::U32 ||
         t == PrimType::U64;
}
bool is_float(PrimType t) {
  return t == PrimType::F16 || t == PrimType::F32 || t == PrimType::F64;
}

int prim_bits(PrimType t) {
  switch (t) {
    case PrimType::I8: case PrimType::U8: case PrimType::Bool: return 8;
    case PrimType::I16: case PrimType::U16: case PrimType::F16: return 16;
    case PrimType::I32: case PrimType::U32: case PrimType::F32: return 32;
    case PrimType::I64: case PrimType::U64: case PrimType::F64: return 64;
    case PrimType::Unit: return 0;
  }
  return 0;
}
int prim_bytes(PrimType t) { return prim_bits(t) / 8; }

std::string prim_name(PrimType t) {
  switch (t) {
    case PrimType::I8: return "i8";
    case PrimType::I16: return "i16";
    case PrimType::I32: return "i32";
    case PrimType::I64: return "i64";
    case PrimType::U8: return "u8";
    case PrimType::U16: return "u16";
    case PrimType::U32: return "u32";
    case PrimType::U64: return "u64";
    case PrimType::F16: return "f16";
    case PrimType::F32: return "f32";
    case PrimType::F64: return "f64";
    case PrimType::Bool: return "bool";
    case PrimType::Unit: return "unit";
  }
  return "?";
}

std::optional<PrimType> prim_from_name(const std::string& name) {
  static const PrimType all[] = {
      PrimType::I8,  PrimType::I16, PrimType::I32, PrimType::I64, PrimType::U8,
      PrimType::U16, PrimType::U32, PrimType::U64, PrimType::F16, PrimType::F32,
      PrimType::F64, PrimType::Bool, PrimType::Unit};
  for (PrimType t : all)
    if (prim_name(t) == name) return t;
  return std::nullopt;
}

// ---------------------------------------------------------------------------
// Rounding helpers

namespace {

// IEEE binary16 round trip: float -> half (round to nearest even) -> float.
uint16_t float_to_half_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t exp = (x >> 23) & 0xffu;
  uint32_t mant = x & 0x7fffffu;
  if (exp == 0xff) {  // inf / nan
    return static_cast<uint16_t>(sign | 0x7c00u | (mant ? 0x200u : 0u));
  }
  int e = static_cast<int>(exp) - 127 + 15;
  if (e >= 0x1f) return static_cast<uint16_t>(sign | 0x7c00u);  // overflow
  if (e <= 0) {
    // Subnormal half or zero.
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000u;
    int shift = 14 - e;  // 24-bit mantissa to 10-bit subnormal
    uint32_t half_mant = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half_mant & 1))) half_mant++;
    return static_cast<uint16_t>(sign | half_mant);
  }
  uint32_t half = sign | (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1))) half++;  // may carry into exp: fine
  return static_cast<uint16_t>(half);
}

float half_bits_to_float(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t x;
  if (exp == 0) {
    if (mant == 0) {
      x = sign;
    } else {  // subnormal: normalise
      int e = -1;
      do {
        mant <<= 1;
        e++;
      } while (!(mant & 0x400u));
      mant &= 0x3ffu;
      x = sign | (static_cast<uint32_t>(127 - 15 - e) << 23) | (mant << 13);
    }
  } else if (exp == 0x1f) {
    x = sign | 0x7f800000u | (mant << 13);
  } else {
    x = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

double round_float(PrimType t, double v) {
  switch (t) {
    case PrimType::F16: return half_bits_to_float(float_to_half_bits(static_cast<float>(v)));
    case PrimType::F32: return static_cast<double>(static_cast<float>(v));
    default: return v;
  }
}

// Wraps a 64-bit pattern to the width of integer type t, sign- or
// zero-extending back to 64 bits.
uint64_t wrap_bits(PrimType t, uint64_t v) {
  int bits = prim_bits(t);
  if (t == PrimType::Bool) return v != 0 ? 1 : 0;
  if (bits >= 64 || bits == 0) return v;
  uint64_t mask = (uint64_t{1} << bits) - 1;
  v &= mask;
  if (is_signed_int(t) && (v >> (bits - 1)) & 1) v |= ~mask;
  return v;
}

}  // namespace

// ---------------------------------------------------------------------------
// PrimValue

PrimValue PrimValue::int_value(PrimType t, int64_t v) {
  PrimValue p;
  p.type = t;
  if (is_float(t)) {
    p.f = round_float(t, static_cast<double>(v));
  } else {
    p.bits = wrap_bits(t, static_cast<uint64_t>(v));
  }
  return p;
}
PrimValue PrimValue::uint_value(PrimType t, uint64_t v) {
  PrimValue p;
  p.type = t;
  if (is_float(t)) {
    p.f = round_float(t, static_cast<double>(v));
  } else {
    p.bits = wrap_bits(t, v);
  }
  return p;
}
PrimValue PrimValue::float_value(PrimType t, double v) {
  PrimValue p;
  p.type = t;
  if (is_float(t)) {
    p.f = round_float(t, v);
  } else {
    return eval_convert(t, float_value(PrimType::F64, v));
  }
  return p;
}
PrimValue PrimValue::bool_value(bool b) {
  PrimValue p;
  p.type = PrimType::Bool;
  p.bits = b ? 1 : 0;
  return p;
}
PrimValue PrimValue::unit() { return PrimValue{}; }

int64_t PrimValue::as_i64() const {
  if (is_float(type)) return static_cast<int64_t>(f);
  return static_cast<int64_t>(bits);
}
uint64_t PrimValue::as_u64() const {
  if (is_float(type)) return static_cast<uint64_t>(f);
  return bits;
}
double PrimValue::as_f64() const {
  if (is_float(type)) return f;
  if (is_unsigned_int(type)) return static_cast<double>(bits);
  return static_cast<double>(static_cast<int64_t>(bits));
}
bool PrimValue::as_bool() const {
  if (is_float(type)) return f != 0.0;
  return bits != 0;
}
bool PrimValue::operator==(const PrimValue& o) const {
  if (type != o.type) return false;
  if (is_float(type)) return std::memcmp(&f, &o.f, sizeof f) == 0;
  return bits == o.bits;
}

// ---------------------------------------------------------------------------
// Printing

namespace {

std::string float_digits(double v, PrimType t) {
  // Shortest representation that round-trips at the type's precision.
  char buf[64];
  int max_prec = t == PrimType::F64 ? 17 : 9;
  for (int prec = 1; prec <= max_prec; prec++) {
    std::snprintf(buf, sizeof buf, "%.*g", prec, v);
    double back = std::strtod(buf, nullptr);
    if (round_float(t, back) == v) break;
  }
  std::string s = buf;
  // Make sure there is a decimal point (1.0f32, not 1f32); keep exponents.
  if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
  else if (s.find('.') == std::string::npos && s.find('e') != std::string::npos) {
    size_t e = s.find('e');
    s = s.substr(0, e) + ".0" + s.substr(e);
  }
  return s;
}

}  // namespace

std::string prim_value_str(const PrimValue& v) {
  PrimType t = v.type;
  if (t == PrimType::Unit) return "()";
  if (t == PrimType::Bool) return v.bits ? "true" : "false";
  if (is_signed_int(t)) return std::to_string(static_cast<int64_t>(v.bits)) + prim_name(t);
  if (is_unsigned_int(t)) return std::to_string(v.bits) + prim_name(t);
  std::string name = prim_name(t);
  if (std::isnan(v.f)) return name + ".nan";
  if (std::isinf(v.f)) return (v.f < 0 ? "-" : "") + name + ".inf";
  return float_digits(v.f, t) + name;
}

bool int_literal_fits(PrimType t, const std::string& decimal_digits, bool negative) {
  using boost::multiprecision::cpp_int;
  if (!is_int(t)) return is_float(t);
  cpp_int v;
  try {
    v = cpp_int(decimal_digits);
  } catch (...) {
    return false;
  }
  if (negative) v = -v;
  int bits = prim_bits(t);
  cpp_int lo, hi;
  if (is_signed_int(t)) {
    hi = (cpp_int(1) << (bits - 1)) - 1;
    lo = -(cpp_int(1) << (bits - 1));
  } else {
    hi = (cpp_int(1) << bits) - 1;
    lo = 0;
  }
  return v >= lo && v <= hi;
}

std::string binop_name(BinOp op) {
  switch (op) {
    case BinOp::Add: return "add";
    case BinOp::Sub: return "sub";
    case BinOp::Mul: return "mul";
    case BinOp::Div: return "div";
    case BinOp::Mod: return "mod";
    case BinOp::Quot: return "quot";
    case BinOp::Rem: return "rem";
    case BinOp::Pow: return "pow";
    case BinOp::Shl: return "shl";
    case BinOp::Shr: return "ashr";
    case BinOp::LShr: return "lshr";
    case BinOp::And: return "and";
    case BinOp::Or: return "or";
    case BinOp::Xor: return "xor";
    case BinOp::LogAnd: return "logand";
    case BinOp::LogOr: return "logor";
    case BinOp::Min: return "min";
    case BinOp::Max: return "max";
  }
  return "?";
}
std::string cmpop_name(CmpOp op) {
  switch (op) {
    case CmpOp::Eq: return "eq";
    case CmpOp::Ne: return "ne";
    case CmpOp::Lt: return "lt";
    case CmpOp::Le: return "le";
    case CmpOp::Gt: return "gt";
    case CmpOp::Ge: return "ge";
  }
  return "?";
}
std::string unop_name(UnOp op) {
  switch (op) {
    case UnOp::Neg: return "neg";
    case UnOp::Not: return "not";
    case UnOp::Complement: return "complement";
    case UnOp::Abs: return "abs";
    case UnOp::Signum: return "signum";
  }
  return "?";
}

// ---------------------------------------------------------------------------
// Evaluation

namespace {

PrimValue mk_bits(PrimType t, uint64_t b) {
  PrimValue p;
  p.type = t;
  p.bits = wrap_bits(t, b);
  return p;
}

uint64_t int_pow(uint64_t base, uint64_t exp) {
  uint64_t r = 1;
  while (exp) {
    if (exp & 1) r *= base;
    base *= base;
    exp >>= 1;
  }
  return r;
}

std::optional<PrimValue> eval_signed(BinOp op, PrimType t, int64_t a, int64_t b) {
  uint64_t ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  int bits = prim_bits(t);
  switch (op) {
    case BinOp::Add: return mk_bits(t, ua + ub);
    case BinOp::Sub: return mk_bits(t, ua - ub);
    case BinOp::Mul: return mk_bits(t, ua * ub);
    case BinOp::Div:
    case BinOp::Mod:
    case BinOp::Quot:
    case BinOp::Rem: {
      if (b == 0) return std::nullopt;
      if (b == -1) {  // avoid INT_MIN / -1 trapping; quotient wraps, remainder 0
        if (op == BinOp::Div || op == BinOp::Quot) return mk_bits(t, 0 - ua);
        return mk_bits(t, 0);
      }
      int64_t q = a / b, r = a % b;
      if (op == BinOp::Quot) return mk_bits(t, static_cast<uint64_t>(q));
      if (op == BinOp::Rem) return mk_bits(t, static_cast<uint64_t>(r));
      if (r != 0 && ((r < 0) != (b < 0))) {
        q -= 1;
        r += b;
      }
      return mk_bits(t, static_cast<uint64_t>(op == BinOp::Div ? q : r));
    }
    case BinOp::Pow:
      if (b < 0) return mk_bits(t, 0);
      return mk_bits(t, int_pow(ua, ub));
    case BinOp::Shl: return mk_bits(t, ub >= static_cast<uint64_t>(bits) ? 0 : ua << ub);
    case BinOp::Shr:
      return mk_bits(t, static_cast<uint64_t>(
                            ub >= static_cast<uint64_t>(bits) ? (a < 0 ? -1 : 0) : (a >> ub)));
    case BinOp::LShr: {
      uint64_t mask = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
      return mk_bits(t, ub >= static_cast<uint64_t>(bits) ? 0 : (ua & mask) >> ub);
    }
    case BinOp::And: return mk_bits(t, ua & ub);
    case BinOp::Or: return mk_bits(t, ua | ub);
    case BinOp::Xor: return mk_bits(t, ua ^ ub);
    case BinOp::LogAnd: return mk_bits(t, (a != 0 && b != 0) ? 1 : 0);
    case BinOp::LogOr: return mk_bits(t, (a != 0 || b != 0) ? 1 : 0);
    case BinOp::Min: return mk_bits(t, static_cast<uint64_t>(a < b ? a : b));
    case BinOp::Max: return mk_bits(t, static_cast<uint64_t>(a > b ? a : b));
  }
  return std::nullopt;
}

std::optional<PrimValue> eval_unsigned(BinOp op, PrimType t, uint64_t a, uint64_t b) {
  int bits = prim_bits(t);
  switch (op) {
    case BinOp::Add: return mk_bits(t, a + b);
    case BinOp::Sub: return mk_bits(t, a - b);
    case BinOp::Mul: return mk_bits(t, a * b);
    case BinOp::Div:
    case BinOp::Quot:
      if (b == 0) return std::nullopt;
      return mk_bits(t, a / b);
    case BinOp::Mod:
    case BinOp::Rem:
      if (b == 0) return std::nullopt;
      return mk_bits(t, a % b);
    case BinOp::Pow: return mk_bits(t, int_pow(a, b));
    case BinOp::Shl: return mk_bits(t, b >= static_cast<uint64_t>(bits) ? 0 : a << b);
    case BinOp::Shr:
    case BinOp::LShr: return mk_bits(t, b >= static_cast<uint64_t>(bits) ? 0 : a >> b);
    case BinOp::And: return mk_bits(t, a & b);
    case BinOp::Or: return mk_bits(t, a | b);
    case BinOp::Xor: return mk_bits(t, a ^ b);
    case BinOp::LogAnd: return mk_bits(t, (a != 0 && b != 0) ? 1 : 0);
    case BinOp::LogOr: return mk_bits(t, (a != 0 || b != 0) ? 1 : 0);
    case BinOp::Min: return mk_bits(t, a < b ? a : b);
    case BinOp::Max: return mk_bits(t, a > b ? a : b);
  }
  return std::nullopt;
}

std::optional<PrimValue> eval_floatop(BinOp op, PrimType t, double a, double b) {
  double r;
  switch (op) {
    case BinOp::Add: r = a + b; break;
    case BinOp::Sub: r = a - b; break;
    case BinOp::Mul: r = a * b; break;
    case BinOp::Div:
    case BinOp::Quot: r = a / b; break;
    case BinOp::Mod: {  // Futhark: x - y * floor(x / y)
      r = std::fmod(a, b);
      if (r != 0 && ((r < 0) != (b < 0))) r += b;
      break;
    }
    case BinOp::Rem: r = std::fmod(a, b); break;
    case BinOp::Pow: r = std::pow(a, b); break;
    case BinOp::Min: r = std::isnan(a) ? b : std::isnan(b) ? a : (a < b ? a : b); break;
    case BinOp::Max: r = std::isnan(a) ? b : std::isnan(b) ? a : (a > b ? a : b); break;
    default: return std::nullopt;  // bitwise ops are not defined on floats
  }
  return PrimValue::float_value(t, r);
}

}  // namespace

std::optional<PrimValue> eval_binop(BinOp op, PrimType t, const PrimValue& x,
                                    const PrimValue& y) {
  if (t == PrimType::Bool) {
    bool a = x.bits != 0, b = y.bits != 0;
    switch (op) {
      case BinOp::LogAnd: case BinOp::And: case BinOp::Min: return PrimValue::bool_value(a && b);
      case BinOp::LogOr: case BinOp::Or: case BinOp::Max: return PrimValue::bool_value(a || b);
      case BinOp::Xor: return PrimValue::bool_value(a != b);
      default: return std::nullopt;
    }
  }
  if (is_signed_int(t)) return eval_signed(op, t, x.as_i64(), y.as_i64());
  if (is_unsigned_int(t)) return eval_unsigned(op, t, x.bits, y.bits);
  if (is_float(t)) return eval_floatop(op, t, x.as_f64(), y.as_f64());
  return std::nullopt;
}

bool eval_cmpop(CmpOp op, PrimType t, const PrimValue& x, const PrimValue& y) {
  if (t == PrimType::Unit) return op == CmpOp::Eq || op == CmpOp::Le || op == CmpOp::Ge;
  if (is_float(t)) {
    double a = x.as_f64(), b = y.as_f64();
    switch (op) {
      case CmpOp::Eq: return a == b;
      case CmpOp::Ne: return a != b;
      case CmpOp::Lt: return a < b;
      case CmpOp::Le: return a <= b;
      case CmpOp::Gt: return a > b;
      case CmpOp::Ge: return a >= b;
    }
  }
  auto cmp = [op](auto a, auto b) {
    switch (op) {
      case CmpOp::Eq: return a == b;
      case CmpOp::Ne: return a != b;
      case CmpOp::Lt: return a < b;
      case CmpOp::Le: return a <= b;
      case CmpOp::Gt: return a > b;
      case CmpOp::Ge: return a >= b;
    }
    return false;
  };
  if (is_signed_int(t)) return cmp(x.as_i64(), y.as_i64());
  return cmp(x.bits, y.bits);  // unsigned, bool
}

PrimValue eval_unop(UnOp op, PrimType t, const PrimValue& x) {
  if (t == PrimType::Bool) {
    switch (op) {
      case UnOp::Not: case UnOp::Complement: return PrimValue::bool_value(x.bits == 0);
      default: return x;
    }
  }
  if (is_float(t)) {
    double a = x.as_f64();
    switch (op) {
      case UnOp::Neg: return PrimValue::float_value(t, -a);
      case UnOp::Abs: return PrimValue::float_value(t, std::fabs(a));
      case UnOp::Signum:
        if (std::isnan(a)) return x;
        return PrimValue::float_value(t, a > 0 ? 1.0 : a < 0 ? -1.0 : a);
      default: return x;
    }
  }
  if (is_signed_int(t)) {
    int64_t a = x.as_i64();
    switch (op) {
      case UnOp::Neg: return mk_bits(t, 0 - static_cast<uint64_t>(a));
      case UnOp::Abs: return mk_bits(t, a < 0 ? 0 - static_cast<uint64_t>(a) : static_cast<uint64_t>(a));
      case UnOp::Signum: return mk_bits(t, static_cast<uint64_t>(a > 0 ? 1 : a < 0 ? -1 : 0));
      case UnOp::Complement: case UnOp::Not: return mk_bits(t, ~static_cast<uint64_t>(a));
    }
  }
  if (is_unsigned_int(t)) {
    uint64_t a = x.bits;
    switch (op) {
      case UnOp::Neg: return mk_bits(t, 0 - a);
      case UnOp::Abs: return x;
      case UnOp::Signum: return mk_bits(t, a > 0 ? 1 : 0);
      case UnOp::Complement: case UnOp::Not: return mk_bits(t, ~a);
    }
  }
  return x;
}

namespace {

// Saturating float -> integer conversion (truncation toward zero, NaN -> 0).
// Truncation towards zero.  An infinity or a nan converts to 0, as the
// prelude's `float` module type specifies; a finite value out of range
// saturates (the generated code does the same: rn_fptoi_* in
// backend/scalar_code.cpp).
uint64_t float_to_int_bits(PrimType to, double v) {
  if (!std::isfinite(v)) return 0;
  v = std::trunc(v);
  int bits = prim_bits(to);
  if (is_signed_int(to)) {
    double hi = std::ldexp(1.0, bits - 1);  // 2^(bits-1), exclusive
    if (v >= hi) return wrap_bits(to, (uint64_t{1} << (bits - 1)) - 1);
    if (v < -hi) return wrap_bits(to, ~((uint64_t{1} << (bits - 1)) - 1));
    return wrap_bits(to, static_cast<uint64_t>(static_cast<int64_t>(v)));
  }
  double hi = std::ldexp(1.0, bits);
  if (v <= 0) return 0;
  if (v >= hi) return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  return static_cast<uint64_t>(v);
}

}  // namespace

PrimValue eval_convert(PrimType to, const PrimValue& x) {
  PrimType from = x.type;
  if (to == PrimType::Unit) return PrimValue::unit();
  if (to == PrimType::Bool) {
    if (is_float(from)) return PrimValue::bool_value(x.f != 0.0);
    return PrimValue::bool_value(x.bits != 0);
  }
  if (is_float(to)) {
    if (is_float(from)) return PrimValue::float_value(to, x.f);
    if (is_unsigned_int(from) || from == PrimType::Bool)
      return PrimValue::float_value(to, static_cast<double>(x.bits));
    return PrimValue::float_value(to, static_cast<double>(static_cast<int64_t>(x.bits)));
  }
  // to is an integer type
  if (is_float(from)) return mk_bits(to, float_to_int_bits(to, x.f));
  return mk_bits(to, x.bits);  // integer/bool pattern, sign- or zero-extended already
}

// ---------------------------------------------------------------------------
// Math functions

namespace {

struct FloatFun {
  const char* name;
  int arity;
};
const FloatFun float_funs[] = {
    {"sqrt", 1},   {"cbrt", 1},  {"exp", 1},    {"log", 1},     {"log2", 1},
    {"log10", 1},  {"log1p", 1}, {"sin", 1},    {"cos", 1},     {"tan", 1},
    {"asin", 1},   {"acos", 1},  {"atan", 1},   {"sinh", 1},    {"cosh", 1},
    {"tanh", 1},   {"asinh", 1}, {"acosh", 1},  {"atanh", 1},   {"atan2", 2},
    {"hypot", 2},  {"gamma", 1}, {"lgamma", 1}, {"floor", 1},   {"ceil", 1},
    {"round", 1},  {"trunc", 1}, {"isnan", 1},  {"isinf", 1},   {"isfinite", 1},
    {"copysign", 2}, {"pow", 2}, {"fma", 3},    {"mad", 3},     {"lerp", 3},
    {"erf", 1},    {"erfc", 1},  {"to_bits", 1}, {"from_bits", 1}, {"sgn", 1},
};
const char* int_funs[] = {"popc", "clz", "ctz", "mul_hi", "mad_hi", "abs", "sgn",
                          "min", "max"};

int popcount64(uint64_t v) { return __builtin_popcountll(v); }

}  // namespace

uint16_t f16_to_bits(double v) { return float_to_half_bits(static_cast<float>(v)); }
double f16_from_bits(uint16_t h) { return half_bits_to_float(h); }

bool is_primfun(const std::string& name) {
  if (name == "rowgroup_fits") return true;  // ir/rowgroup.h: not evaluated here
  for (const auto& f : float_funs)
    if (name == f.name) return true;
  for (const char* f : int_funs)
    if (name == f) return true;
  return false;
}

PrimType primfun_result(const std::string& name, PrimType t) {
  if (name == "isnan" || name == "isinf" || name == "isfinite" || name == "rowgroup_fits") return PrimType::Bool;
  if (name == "popc" || name == "clz" || name == "ctz") return PrimType::I32;
  if (name == "to_bits") {
    switch (t) {
      case PrimType::F16: return PrimType::U16;
      case PrimType::F32: return PrimType::U32;
      default: return PrimType::U64;
    }
  }
  if (name == "from_bits") {
    switch (t) {
      case PrimType::U16: case PrimType::I16: return PrimType::F16;
      case PrimType::U32: case PrimType::I32: return PrimType::F32;
      default: return PrimType::F64;
    }
  }
  return t;
}

std::optional<PrimValue> eval_primfun(const std::string& name, PrimType t,
                                      const PrimValue* args, int nargs) {
  if (nargs < 1) return std::nullopt;
  if (is_int(t) || t == PrimType::Bool) {
    int bits = prim_bits(t);
    uint64_t mask = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
    uint64_t a = args[0].bits & mask;
    if (name == "popc") return PrimValue::int_value(PrimType::I32, popcount64(a));
    if (name == "clz") {
      if (a == 0) return PrimValue::int_value(PrimType::I32, bits);
      return PrimValue::int_value(PrimType::I32, __builtin_clzll(a) - (64 - bits));
    }
    if (name == "ctz") {
      if (a == 0) return PrimValue::int_value(PrimType::I32, bits);
      return PrimValue::int_value(PrimType::I32, __builtin_ctzll(a));
    }
    if (name == "abs") return eval_unop(UnOp::Abs, t, args[0]);
    if (name == "sgn") return eval_unop(UnOp::Signum, t, args[0]);
    if (name == "from_bits") {
      PrimType ft = primfun_result(name, t);
      if (ft == PrimType::F16) return PrimValue::float_value(ft, half_bits_to_float(static_cast<uint16_t>(a)));
      if (ft == PrimType::F32) {
        uint32_t u = static_cast<uint32_t>(a);
        float f;
        std::memcpy(&f, &u, 4);
        return PrimValue::float_value(ft, f);
      }
      double d;
      std::memcpy(&d, &a, 8);
      return PrimValue::float_value(ft, d);
    }
    if (nargs >= 2 && (name == "min" || name == "max"))
      return eval_binop(name == "min" ? BinOp::Min : BinOp::Max, t, args[0], args[1]);
    if (nargs >= 2 && (name == "mul_hi" || name == "mad_hi")) {
      PrimValue hi;
      if (is_signed_int(t)) {
        __int128 p = static_cast<__int128>(args[0].as_i64()) * static_cast<__int128>(args[1].as_i64());
        hi = mk_bits(t, static_cast<uint64_t>(static_cast<__int128>(p >> bits)));
      } else {
        unsigned __int128 p = static_cast<unsigned __int128>(args[0].bits & mask) *
                              static_cast<unsigned __int128>(args[1].bits & mask);
        hi = mk_bits(t, static_cast<uint64_t>(p >> bits));
      }
      if (name == "mad_hi" && nargs >= 3) return eval_binop(BinOp::Add, t, hi, args[2]);
      return hi;
    }
    return std::nullopt;
  }
  if (!is_float(t)) return std::nullopt;
  double a = args[0].as_f64();
  double b = nargs >= 2 ? args[1].as_f64() : 0.0;
  double c = nargs >= 3 ? args[2].as_f64() : 0.0;
  auto fl = [t](double v) { return PrimValue::float_value(t, v); };
  if (name == "sqrt") return fl(std::sqrt(a));
  if (name == "cbrt") return fl(std::cbrt(a));
  if (name == "exp") return fl(std::exp(a));
  if (name == "log") return fl(std::log(a));
  if (name == "log2") return fl(std::log2(a));
  if (name == "log10") return fl(std::log10(a));
  if (name == "log1p") return fl(std::log1p(a));
  if (name == "sin") return fl(std::sin(a));
  if (name == "cos") return fl(std::cos(a));
  if (name == "tan") return fl(std::tan(a));
  if (name == "asin") return fl(std::asin(a));
  if (name == "acos") return fl(std::acos(a));
  if (name == "atan") return fl(std::atan(a));
  if (name == "sinh") return fl(std::sinh(a));
  if (name == "cosh") return fl(std::cosh(a));
  if (name == "tanh") return fl(std::tanh(a));
  if (name == "asinh") return fl(std::asinh(a));
  if (name == "acosh") return fl(std::acosh(a));
  if (name == "atanh") return fl(std::atanh(a));
  if (name == "gamma") return fl(std::tgamma(a));
  if (name == "lgamma") return fl(std::lgamma(a));
  if (name == "erf") return fl(std::erf(a));
  if (name == "erfc") return fl(std::erfc(a));
  if (name == "floor") return fl(std::floor(a));
  if (name == "ceil") return fl(std::ceil(a));
  if (name == "round") return fl(std::nearbyint(a));  // Futhark: round half to even
  if (name == "trunc") return fl(std::trunc(a));
  if (name == "abs") return fl(std::fabs(a));
  if (name == "sgn") return eval_unop(UnOp::Signum, t, args[0]);
  if (name == "isnan") return PrimValue::bool_value(std::isnan(a));
  if (name == "isinf") return PrimValue::bool_value(std::isinf(a));
  if (name == "isfinite") return PrimValue::bool_value(std::isfinite(a));
  if (name == "to_bits") {
    PrimType rt = primfun_result(name, t);
    if (t == PrimType::F16) return PrimValue::uint_value(rt, float_to_half_bits(static_cast<float>(a)));
    if (t == PrimType::F32) {
      float f = static_cast<float>(a);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      return PrimValue::uint_value(rt, u);
    }
    uint64_t u;
    std::memcpy(&u, &a, 8);
    return PrimValue::uint_value(rt, u);
  }
  if (nargs >= 2) {
    if (name == "atan2") return fl(std::atan2(a, b));
    if (name == "hypot") return fl(std::hypot(a, b));
    if (name == "pow") return fl(std::pow(a, b));
    if (name == "copysign") return fl(std::copysign(a, b));
    if (name == "min") return eval_binop(BinOp::Min, t, args[0], args[1]);
    if (name == "max") return eval_binop(BinOp::Max, t, args[0], args[1]);
  }
  if (nargs >= 3) {
    if (name == "fma") return fl(std::fma(a, b, c));
    if (name == "mad") return fl(a * b + c);
    if (name == "lerp") return fl(a + (b - a) * c);
  }
  return std::nullopt;
}

}  // namespace runic
