// Scalar C code for both targets; see scalar_code.h.
#include "backend/scalar_code.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>

#include "rewrite/lower.h"

namespace runic::backend {

using rewrite::c_name;

void check_prim_supported(PrimType t, const Span& loc) {
  if (t == PrimType::Unit) user_error(loc, "not supported by the OpenCL backend yet: values of type unit");
}

std::string c_type(PrimType t, Target target) {
  bool cl = target == Target::OpenCL;
  switch (t) {
    case PrimType::I8: return cl ? "char" : "int8_t";
    case PrimType::I16: return cl ? "short" : "int16_t";
    case PrimType::I32: return cl ? "int" : "int32_t";
    case PrimType::I64: return cl ? "long" : "int64_t";
    case PrimType::U8: return cl ? "uchar" : "uint8_t";
    case PrimType::U16: return cl ? "ushort" : "uint16_t";
    case PrimType::U32: return cl ? "uint" : "uint32_t";
    case PrimType::U64: return cl ? "ulong" : "uint64_t";
    // f16 values are their IEEE binary16 bits, computed on as float.
    case PrimType::F16: return cl ? "ushort" : "uint16_t";
    case PrimType::F32: return "float";
    case PrimType::F64: return "double";
    case PrimType::Bool: return cl ? "uchar" : "unsigned char";
    case PrimType::Unit: return cl ? "uchar" : "unsigned char";
  }
  return "?";
}

namespace {
PrimType unsigned_of(PrimType t) {
  switch (t) {
    case PrimType::I8: return PrimType::U8;
    case PrimType::I16: return PrimType::U16;
    case PrimType::I32: return PrimType::U32;
    case PrimType::I64: return PrimType::U64;
    default: return t;
  }
}
const PrimType kInts[] = {PrimType::I8, PrimType::I16, PrimType::I32, PrimType::I64,
                          PrimType::U8, PrimType::U16, PrimType::U32, PrimType::U64};
}  // namespace

std::string c_literal(const PrimValue& v, Target target) {
  std::string ty = c_type(v.type, target);
  bool cl = target == Target::OpenCL;
  if (is_signed_int(v.type)) {
    int64_t x = v.as_i64();
    std::string s = x == INT64_MIN ? "(-9223372036854775807" + std::string(cl ? "L" : "LL") + "-1)"
                                   : "(" + std::to_string(x) + (cl ? "L" : "LL") + ")";
    return "((" + ty + ")" + s + ")";
  }
  if (is_unsigned_int(v.type)) return "((" + ty + ")" + std::to_string(v.as_u64()) + (cl ? "UL" : "ULL") + ")";
  if (v.type == PrimType::Bool) return v.as_bool() ? "((" + ty + ")1)" : "((" + ty + ")0)";
  if (v.type == PrimType::F16) {
    uint16_t h = f16_to_bits(v.f);
    if (std::isnan(v.f)) h = static_cast<uint16_t>((std::signbit(v.f) ? 0x8000u : 0u) | 0x7e00u);
    return "((" + ty + ")" + std::to_string(h) + ")";
  }
  if (v.type == PrimType::F32 || v.type == PrimType::F64) {
    double d = v.f;
    std::string cast = v.type == PrimType::F32 ? "(float)" : "(double)";
    if (std::isnan(d)) return "(" + cast + "NAN)";
    if (std::isinf(d)) return d > 0 ? "(" + cast + "INFINITY)" : "(-" + cast + "INFINITY)";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%a", d);  // exact
    std::string s = buf;
    if (v.type == PrimType::F32) s += "f";
    return "(" + s + ")";
  }
  return "0";
}

std::string scalar_helpers(Target target) {
  std::ostringstream o;
  std::string inl = "static inline ";
  // f16 <-> float.  Every f16 operation computes in float and rounds the
  // result to nearest even, as the interpreter (ir/prim.cpp) does; a nan
  // becomes the quiet nan 0x7e00 (with its sign).
  if (target == Target::OpenCL) {
    o << inl << "float rn_h2f(ushort x) { return vload_half(0, (const __private half *)&x); }\n";
    o << inl << "ushort rn_f2h(float x) { ushort r; if (isnan(x)) return (ushort)((as_uint(x) >> 16 & 0x8000u) | 0x7e00u); "
      << "vstore_half_rte(x, 0, (__private half *)&r); return r; }\n";
  } else {
    o << inl << "float rn_h2f(uint16_t x) { return rn_half_to_float(x); }\n";
    o << inl << "uint16_t rn_f2h(float x) { if (isnan(x)) return (uint16_t)(signbit(x) ? 0xfe00u : 0x7e00u); "
      << "return rn_float_to_half(x); }\n";
  }
  for (PrimType t : kInts) {
    std::string T = c_type(t, target), U = c_type(unsigned_of(t), target), n = prim_name(t);
    bool s = is_signed_int(t);
    if (s) {
      o << inl << T << " rn_div_" << n << "(" << T << " x, " << T << " y) { if (y == 0) return 0; if (y == -1) return (" << T
        << ")(0 - (" << U << ")x); " << T << " q = x / y, r = x % y; return (r != 0 && ((r < 0) != (y < 0))) ? q - 1 : q; }\n";
      o << inl << T << " rn_mod_" << n << "(" << T << " x, " << T << " y) { if (y == 0 || y == -1) return 0; " << T
        << " r = x % y; return (r != 0 && ((r < 0) != (y < 0))) ? r + y : r; }\n";
      o << inl << T << " rn_quot_" << n << "(" << T << " x, " << T << " y) { if (y == 0) return 0; if (y == -1) return (" << T
        << ")(0 - (" << U << ")x); return x / y; }\n";
      o << inl << T << " rn_rem_" << n << "(" << T << " x, " << T << " y) { if (y == 0 || y == -1) return 0; return x % y; }\n";
      o << inl << T << " rn_abs_" << n << "(" << T << " x) { return x < 0 ? (" << T << ")(0 - (" << U << ")x) : x; }\n";
    } else {
      o << inl << T << " rn_div_" << n << "(" << T << " x, " << T << " y) { return y == 0 ? 0 : x / y; }\n";
      o << inl << T << " rn_mod_" << n << "(" << T << " x, " << T << " y) { return y == 0 ? 0 : x % y; }\n";
      o << inl << T << " rn_quot_" << n << "(" << T << " x, " << T << " y) { return y == 0 ? 0 : x / y; }\n";
      o << inl << T << " rn_rem_" << n << "(" << T << " x, " << T << " y) { return y == 0 ? 0 : x % y; }\n";
    }
    o << inl << T << " rn_pow_" << n << "(" << T << " x, " << T << " y) { " << U << " r = 1, b = (" << U << ")x; "
      << (s ? "if (y < 0) return 0; " : "") << "while (y != 0) { if (y & 1) r *= b; b *= b; y >>= 1; } return (" << T << ")r; }\n";
  }
  // Float to integer, as the interpreter converts (ir/prim.cpp,
  // float_to_int_bits): truncation; an infinity or a nan is 0, as the
  // prelude's `float` module type specifies; a finite value out of range
  // saturates.  A plain C cast is undefined there (x86 gives the lowest
  // value, also for a nan).
  for (PrimType f : {PrimType::F32, PrimType::F64}) {
    std::string F = c_type(f, target), sfx = f == PrimType::F32 ? "f" : "";
    for (PrimType t : kInts) {
      std::string T = c_type(t, target), U = c_type(unsigned_of(t), target);
      int bits = prim_bits(t);
      o << inl << T << " rn_fptoi_" << prim_name(f) << "_" << prim_name(t) << "(" << F << " x) { ";
      if (is_signed_int(t)) {
        std::string hi = "0x1p" + std::to_string(bits - 1) + sfx;
        std::string max = "(" + T + ")((" + U + ")~(" + U + ")0 >> 1)";
        o << "if (!isfinite(x)) return 0; if (x >= " << hi << ") return " << max << "; if (x < -" << hi
          << ") return (" << T << ")(-" << max << " - 1); return (" << T << ")x; }\n";
      } else {
        o << "if (!isfinite(x) || x <= -1) return 0; if (x >= 0x1p" << bits << sfx << ") return (" << T << ")~(" << U
          << ")0; return (" << T << ")x; }\n";
      }
    }
  }
  return o.str();
}

void ScalarEmitter::line(const std::string& s) { out_ << indentation(indent_) << s << "\n"; }

std::string ScalarEmitter::subexp(const ir::SubExp& s) const {
  if (s.is_const()) return c_literal(s.value, target_);
  return c_name(s.var);
}

namespace {
std::string host_math(const std::string& name, PrimType t) {
  return t == PrimType::F32 || t == PrimType::F16 ? name + "f" : name;
}
}  // namespace

std::string ScalarEmitter::scalar_exp(const ir::Exp& e, const Span& loc) const {
  using K = ir::Exp::Kind;
  std::vector<std::string> av;
  for (auto& s : e.args) av.push_back(subexp(s));
  if (e.kind == K::PrimFun && e.fun_name == "from_bits" && (e.prim == PrimType::U16 || e.prim == PrimType::I16))
    return "((" + c_type(PrimType::F16, target_) + ")" + av[0] + ")";
  bool f16 = e.prim == PrimType::F16 || (e.kind == K::Convert && e.from == PrimType::F16);
  if (!f16 || (e.kind != K::BinOp && e.kind != K::CmpOp && e.kind != K::UnOp && e.kind != K::Convert &&
               e.kind != K::PrimFun))
    return scalar_exp_(e, loc, av);
  // f16: the operation on float arguments, its result rounded back to f16.
  if (e.kind == K::PrimFun && e.fun_name == "to_bits")
    return "((" + c_type(primfun_result("to_bits", PrimType::F16), target_) + ")" + av[0] + ")";
  ir::Exp e32 = e;
  e32.prim = e.prim == PrimType::F16 ? PrimType::F32 : e.prim;
  if (e.kind == K::Convert && e.from == PrimType::F16) e32.from = PrimType::F32;
  bool args_f16 = e.kind != K::Convert || e.from == PrimType::F16;
  if (args_f16)
    for (size_t i = 0; i < av.size(); ++i) {
      const ir::SubExp& x = e.args[i];
      bool lit = x.is_const() && x.value.type == PrimType::F16;  // exact as a float literal
      av[i] = lit ? c_literal(PrimValue::float_value(PrimType::F32, x.value.f), target_) : "rn_h2f(" + av[i] + ")";
    }
  std::string r = scalar_exp_(e32, loc, av);
  bool res_f16 = e.kind == K::Convert ? e.prim == PrimType::F16
                 : e.kind == K::PrimFun ? primfun_result(e.fun_name, PrimType::F16) == PrimType::F16
                                        : e.kind != K::CmpOp;
  return res_f16 ? "rn_f2h(" + r + ")" : r;
}

std::string ScalarEmitter::scalar_exp_(const ir::Exp& e, const Span& loc, const std::vector<std::string>& av) const {
  using K = ir::Exp::Kind;
  bool cl = target_ == Target::OpenCL;
  auto a = [&](int i) { return av[i]; };
  switch (e.kind) {
    case K::SubExp: return a(0);
    case K::BinOp: {
      PrimType t = e.prim;
      check_prim_supported(t, loc);
      std::string T = c_type(t, target_), U = c_type(unsigned_of(t), target_), n = prim_name(t);
      std::string x = a(0), y = a(1);
      bool si = is_signed_int(t), ui = is_unsigned_int(t), fl = is_float(t);
      auto wrap = [&](const char* op) {
        if (si || ui) return "((" + T + ")((" + U + ")" + x + " " + op + " (" + U + ")" + y + "))";
        return "(" + x + " " + op + " " + y + ")";
      };
      int bits = prim_bits(t);
      switch (e.binop) {
        case BinOp::Add: return wrap("+");
        case BinOp::Sub: return wrap("-");
        case BinOp::Mul: return wrap("*");
        case BinOp::Div: return fl ? "(" + x + " / " + y + ")" : "rn_div_" + n + "(" + x + ", " + y + ")";
        case BinOp::Mod:
          if (fl) {  // floored, as the interpreter: fmod, plus y when the signs differ
            std::string r = (cl ? std::string("fmod") : host_math("fmod", t)) + "(" + x + ", " + y + ")";
            return "(" + r + " != 0 && ((" + r + " < 0) != (" + y + " < 0)) ? " + r + " + " + y + " : " + r + ")";
          }
          return "rn_mod_" + n + "(" + x + ", " + y + ")";
        case BinOp::Quot: return fl ? "(" + x + " / " + y + ")" : "rn_quot_" + n + "(" + x + ", " + y + ")";
        case BinOp::Rem:
          if (fl) return cl ? "fmod(" + x + ", " + y + ")" : host_math("fmod", t) + "(" + x + ", " + y + ")";
          return "rn_rem_" + n + "(" + x + ", " + y + ")";
        case BinOp::Pow:
          if (fl) return cl ? "pow(" + x + ", " + y + ")" : host_math("pow", t) + "(" + x + ", " + y + ")";
          return "rn_pow_" + n + "(" + x + ", " + y + ")";
        // Shifts by `bits` or more (as unsigned) give 0 (-1 for `>>` of a
        // negative value), as the interpreter (ir/prim.cpp) does.
        case BinOp::Shl:
          return "((" + U + ")" + y + " >= " + std::to_string(bits) + " ? (" + T + ")0 : (" + T + ")((" + U + ")" + x +
                 " << (" + U + ")" + y + "))";
        case BinOp::Shr:
          if (!si) return "((" + U + ")" + y + " >= " + std::to_string(bits) + " ? (" + T + ")0 : (" + T + ")(" + x +
                          " >> (" + U + ")" + y + "))";
          return "((" + U + ")" + y + " >= " + std::to_string(bits) + " ? (" + T + ")(" + x + " < 0 ? -1 : 0) : (" + T +
                 ")(" + x + " >> (" + U + ")" + y + "))";
        case BinOp::LShr:
          return "((" + U + ")" + y + " >= " + std::to_string(bits) + " ? (" + T + ")0 : (" + T + ")((" + U + ")" + x +
                 " >> (" + U + ")" + y + "))";
        case BinOp::And: return "((" + T + ")(" + x + " & " + y + "))";
        case BinOp::Or: return "((" + T + ")(" + x + " | " + y + "))";
        case BinOp::Xor: return "((" + T + ")(" + x + " ^ " + y + "))";
        case BinOp::LogAnd: return "((" + T + ")(" + x + " && " + y + "))";
        case BinOp::LogOr: return "((" + T + ")(" + x + " || " + y + "))";
        case BinOp::Min:
          if (fl) return cl ? "fmin(" + x + ", " + y + ")" : host_math("fmin", t) + "(" + x + ", " + y + ")";
          return "(" + x + " < " + y + " ? " + x + " : " + y + ")";
        case BinOp::Max:
          if (fl) return cl ? "fmax(" + x + ", " + y + ")" : host_math("fmax", t) + "(" + x + ", " + y + ")";
          return "(" + x + " > " + y + " ? " + x + " : " + y + ")";
      }
      break;
    }
    case K::CmpOp: {
      check_prim_supported(e.prim, loc);
      static const char* ops[] = {"==", "!=", "<", "<=", ">", ">="};
      return "((" + c_type(PrimType::Bool, target_) + ")(" + a(0) + " " + ops[(int)e.cmpop] + " " + a(1) + "))";
    }
    case K::UnOp: {
      PrimType t = e.prim;
      check_prim_supported(t, loc);
      std::string T = c_type(t, target_), U = c_type(unsigned_of(t), target_), x = a(0);
      switch (e.unop) {
        case UnOp::Neg:
          if (is_float(t)) return "(-" + x + ")";
          return "((" + T + ")(0 - (" + U + ")" + x + "))";
        case UnOp::Not: return "((" + T + ")!" + x + ")";
        case UnOp::Complement: return "((" + T + ")~" + x + ")";
        case UnOp::Abs:
          if (is_float(t)) return cl ? "fabs(" + x + ")" : host_math("fabs", t) + "(" + x + ")";
          if (is_signed_int(t)) return "rn_abs_" + prim_name(t) + "(" + x + ")";
          return x;
        case UnOp::Signum:
          if (is_float(t)) return "(" + x + " > 0 ? (" + T + ")1 : " + x + " < 0 ? (" + T + ")-1 : " + x + ")";
          return "((" + T + ")((" + x + " > 0) - (" + x + " < 0)))";
      }
      break;
    }
    case K::Convert: {
      check_prim_supported(e.prim, loc);
      check_prim_supported(e.from, loc);
      std::string T = c_type(e.prim, target_);
      if (e.prim == PrimType::Bool) return "((" + T + ")(" + a(0) + " != 0))";
      if (is_float(e.from) && is_int(e.prim))
        return "rn_fptoi_" + prim_name(e.from) + "_" + prim_name(e.prim) + "(" + a(0) + ")";
      return "((" + T + ")" + a(0) + ")";
    }
    case K::PrimFun: {
      PrimType t = e.prim;
      check_prim_supported(t, loc);
      const std::string& f = e.fun_name;
      std::string args;
      for (size_t i = 0; i < e.args.size(); ++i) args += (i ? ", " : "") + a((int)i);
      static const char* float_funs[] = {"sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "asin",
                                         "acos", "atan", "sinh", "cosh", "tanh", "atan2", "pow", "floor",
                                         "ceil", "trunc", "hypot", "cbrt", "expm1", "log1p", "fma"};
      if (is_float(t)) {
        for (const char* ff : float_funs)
          if (f == ff) return (cl ? f : host_math(f, t)) + "(" + args + ")";
        if (f == "round") return (cl ? std::string("rint") : host_math("rint", t)) + "(" + args + ")";
        if (f == "isnan" || f == "isinf" || f == "isfinite")
          return "((" + c_type(PrimType::Bool, target_) + ")(" + f + "(" + args + ") != 0))";
        // Level-1 numeric functions (added by the level-1 tests).
        static const char* more_funs[] = {"asinh", "acosh", "atanh", "erf", "erfc", "lgamma", "copysign"};
        for (const char* ff : more_funs)
          if (f == ff) return (cl ? f : host_math(f, t)) + "(" + args + ")";
        if (f == "gamma") return (cl ? std::string("tgamma") : host_math("tgamma", t)) + "(" + args + ")";
        if (f == "mad") return "(" + a(0) + " * " + a(1) + " + " + a(2) + ")";
        if (f == "lerp") return "(" + a(0) + " + (" + a(1) + " - " + a(0) + ") * " + a(2) + ")";
        if (f == "sgn") {
          std::string T = c_type(t, target_);
          return "(" + a(0) + " > (" + T + ")0 ? (" + T + ")1 : " + a(0) + " < (" + T + ")0 ? (" + T + ")-1 : " + a(0) + ")";
        }
        if (f == "to_bits") {
          PrimType u = t == PrimType::F32 ? PrimType::U32 : PrimType::U64;
          if (cl) return std::string(t == PrimType::F32 ? "as_uint" : "as_ulong") + "(" + a(0) + ")";
          return "((union { " + c_type(t, target_) + " f; " + c_type(u, target_) + " u; }){ .f = " + a(0) + " }).u";
        }
      }
      if (f == "from_bits" && (t == PrimType::U32 || t == PrimType::U64 || t == PrimType::I32 || t == PrimType::I64)) {
        bool w = prim_bits(t) == 32;
        PrimType ft = w ? PrimType::F32 : PrimType::F64;
        if (cl) return std::string(w ? "as_float" : "as_double") + "(" + a(0) + ")";
        return "((union { " + c_type(t, target_) + " u; " + c_type(ft, target_) + " f; }){ .u = " + a(0) + " }).f";
      }
      if (is_int(t)) {
        std::string U = c_type(unsigned_of(t), target_);
        int bits = prim_bits(t);
        if (f == "popc") {
          if (cl) return "((int)popcount((" + U + ")" + args + "))";
          return "((int32_t)__builtin_popcountll((uint64_t)(" + U + ")" + args + "))";
        }
        if (f == "ctz") {  // popc of the bits below the lowest set bit (bits for 0)
          std::string low = "(" + U + ")(((" + U + ")" + a(0) + " & (" + U + ")(0 - (" + U + ")" + a(0) + ")) - (" + U + ")1)";
          if (cl) return "((int)popcount(" + low + "))";
          return "((int32_t)__builtin_popcountll((uint64_t)" + low + "))";
        }
        if (f == "mul_hi" || f == "mad_hi") {
          std::string r;
          if (cl) {
            r = "mul_hi(" + a(0) + ", " + a(1) + ")";
          } else {
            std::string W = bits == 64 ? (is_signed_int(t) ? "__int128" : "unsigned __int128")
                                       : (is_signed_int(t) ? "int64_t" : "uint64_t");
            r = "((" + c_type(t, target_) + ")(((" + W + ")" + a(0) + " * (" + W + ")" + a(1) + ") >> " +
                std::to_string(bits) + "))";
          }
          if (f == "mad_hi") r = "((" + c_type(t, target_) + ")(" + r + " + " + a(2) + "))";
          return r;
        }
        if (f == "clz") {
          if (cl) return "((int)clz((" + U + ")" + args + "))";
          return "((int32_t)((" + U + ")" + args + " == 0 ? " + std::to_string(bits) + " : __builtin_clzll((uint64_t)(" + U +
                 ")" + args + ") - " + std::to_string(64 - bits) + "))";
        }
      }
      user_error(loc, "not supported by the OpenCL backend yet: the function " + f + " on " + prim_name(t));
    }
    default: break;
  }
  user_error(loc, "not supported by the OpenCL backend yet: this expression in scalar code");
}

void ScalarEmitter::declare(const ir::Param& p, const std::string& expr) {
  line(c_type(p.type.elem, target_) + " " + c_name(p.name) + " = " + expr + ";");
}

void ScalarEmitter::loop(const ir::Exp& e, const std::function<void()>& body) {
  std::string header;
  if (e.loop_kind == ir::Exp::LoopKind::For) {
    std::string T = c_type(e.prim, target_), i = c_name(e.loop_var);
    header = "for (" + T + " " + i + " = 0; " + i + " < " + subexp(e.args[0]) + "; " + i + "++)";
  } else {
    header = "while (" + c_name(e.loop_var) + ")";
  }
  LoopHoist h;
  if (e.loop_kind == ir::Exp::LoopKind::For && loop_hoist_ && versioned_ < 2) h = loop_hoist_(*this, e);
  if (h.cond.empty()) {
    open(header);
    body();
    close();
    return;
  }
  ++versioned_;
  line("// " + std::to_string(h.unchecked.size()) + " read(s) in bounds in every iteration when the condition holds");
  open("if (" + h.cond + ")");
  for (auto* s : h.unchecked) unchecked_.insert(s);
  open(header);
  body();
  close();
  for (auto* s : h.unchecked) unchecked_.erase(unchecked_.find(s));
  close("}");
  open("else");
  open(header);
  body();
  close();
  close();
  --versioned_;
}

void ScalarEmitter::stms(const ir::Body& b) {
  for (auto& s : b.stms) stm(s);
}

void ScalarEmitter::stm(const ir::Stm& s) {
  using K = ir::Exp::Kind;
  if (hook_ && hook_(*this, s)) return;
  const ir::Exp& e = s.exp;
  Span loc = e.loc.known() ? e.loc : s.loc;
  for (auto& p : s.pat) {
    if (p.type.is_array())
      user_error(loc, "not supported by the OpenCL backend yet: arrays inside kernel code (" + p.name + ": " +
                          ir::type_str(p.type) + ")");
    check_prim_supported(p.type.elem, loc);
  }
  switch (e.kind) {
    case K::SubExp: case K::BinOp: case K::CmpOp: case K::UnOp: case K::Convert: case K::PrimFun:
      internal_assert(s.pat.size() == 1, "scalar expression binding " << s.pat.size() << " names");
      if (e.kind == K::BinOp && is_int(e.prim) && div_check_ &&
          (e.binop == BinOp::Div || e.binop == BinOp::Mod || e.binop == BinOp::Quot || e.binop == BinOp::Rem) &&
          !(e.args[1].is_const() && e.args[1].value.as_u64() != 0))
        div_check_(*this, subexp(e.args[1]), loc);
      declare(s.pat[0], scalar_exp(e, loc));
      return;
    case K::If: {
      for (auto& p : s.pat) line(c_type(p.type.elem, target_) + " " + c_name(p.name) + ";");
      open("if (" + subexp(e.args[0]) + ")");
      for (int br = 0; br < 2; ++br) {
        if (br == 1) { close("}"); open("else"); }
        stms(*e.bodies[br]);
        for (size_t i = 0; i < s.pat.size(); ++i)
          line(c_name(s.pat[i].name) + " = " + subexp(e.bodies[br]->result[i]) + ";");
      }
      close();
      return;
    }
    case K::Loop: {
      for (auto& [p, init] : e.merge) {
        if (p.type.is_array()) user_error(loc, "not supported by the OpenCL backend yet: array loop variables in kernel code");
        declare(p, subexp(init));
      }
      loop(e, [&] {
        stms(*e.bodies[0]);
        // Assign through temporaries: the new values may read the old ones.
        for (size_t i = 0; i < e.merge.size(); ++i)
          line(c_type(e.merge[i].first.type.elem, target_) + " rn_next_" + std::to_string(i) + " = " +
               subexp(e.bodies[0]->result[i]) + ";");
        for (size_t i = 0; i < e.merge.size(); ++i)
          line(c_name(e.merge[i].first.name) + " = rn_next_" + std::to_string(i) + ";");
      });
      for (size_t i = 0; i < s.pat.size(); ++i) {
        declare(s.pat[i], c_name(e.merge[i].first.name));
        // A while loop's condition, and results nothing reads: no warning
        // in programs compiled with -Wall -Werror.
        line("(void)" + c_name(s.pat[i].name) + ";");
      }
      return;
    }
    case K::Apply: {
      // Only recursive functions survive inlining; a kernel cannot call
      // one (OpenCL C has no recursion).  The source name: the instance's
      // name without its `_N` suffix.
      std::string name = e.fun_name;
      size_t us = name.find_last_of('_');
      if (us != std::string::npos && us + 1 < name.size() &&
          name.find_first_not_of("0123456789", us + 1) == std::string::npos)
        name = name.substr(0, us);
      user_error(loc, "recursive function `" + name +
                          "` called inside parallel code is not supported by the OpenCL backend",
                 "call it outside `map` and the other parallel operators, make every recursive call a tail "
                 "call (such functions become loops), or write the recursion as a `loop`");
    }
    default:
      user_error(loc, "not supported by the OpenCL backend yet: this construct inside a kernel");
  }
}

}  // namespace runic::backend
