#include "typecheck/prim_members.h"

#include <map>
#include <memory>
#include <mutex>

#include "frontend/parser.h"
#include "support/source.h"

namespace runic {
namespace {

struct Template {
  const char* name;
  const char* signature;  // `$T`: the module's type, `$U`: the unsigned type of its width
  const char* body;       // `$N`: its width in bits
};

// Members of every integer module.
const Template int_templates[] = {
    {"to_i64", ": $T -> i64", "\\(x: $T) -> i64.$T x"},
    {"num_bits", ": i32", "$Ni32"},
    {"get_bit", ": i32 -> $T -> i32", "\\(b: i32) (x: $T) -> i32.$T ((x >> $T.i32 b) & 1$T)"},
    {"set_bit", ": i32 -> $T -> i32 -> $T",
     "\\(b: i32) (x: $T) (v: i32) -> (x & $T.not (1$T << $T.i32 b)) | ($T.i32 v << $T.i32 b)"},
};

// Members of every float module.
const Template float_templates[] = {
    {"recip", ": $T -> $T", "\\(x: $T) -> 1$T / x"},
    {"rsqrt", ": $T -> $T", "\\(x: $T) -> 1$T / $T.sqrt x"},
    {"to_i64", ": $T -> i64", "\\(x: $T) -> i64.$T x"},
    {"to_f64", ": $T -> f64", "\\(x: $T) -> f64.$T x"},
    {"from_i64", ": i64 -> $T", "\\(x: i64) -> $T.i64 x"},
    {"from_fraction", ": i64 -> i64 -> $T", "\\(a: i64) (b: i64) -> $T.i64 a / $T.i64 b"},
    {"sinpi", ": $T -> $T", "\\(x: $T) -> $T.sin ($T.pi * x)"},
    {"cospi", ": $T -> $T", "\\(x: $T) -> $T.cos ($T.pi * x)"},
    {"tanpi", ": $T -> $T", "\\(x: $T) -> $T.tan ($T.pi * x)"},
    {"asinpi", ": $T -> $T", "\\(x: $T) -> $T.asin x / $T.pi"},
    {"acospi", ": $T -> $T", "\\(x: $T) -> $T.acos x / $T.pi"},
    {"atanpi", ": $T -> $T", "\\(x: $T) -> $T.atan x / $T.pi"},
    {"atan2pi", ": $T -> $T -> $T", "\\(y: $T) (x: $T) -> $T.atan2 y x / $T.pi"},
    {"num_bits", ": i32", "$Ni32"},
    {"get_bit", ": i32 -> $T -> i32",
     "\\(b: i32) (x: $T) -> i32.$U (($T.to_bits x >> $U.i32 b) & 1$U)"},
    {"set_bit", ": i32 -> $T -> i32 -> $T",
     "\\(b: i32) (x: $T) (v: i32) -> "
     "$T.from_bits (($T.to_bits x & $U.not (1$U << $U.i32 b)) | ($U.i32 v << $U.i32 b))"},
    // One step in the bit pattern: away from zero when y is further from
    // zero in x's direction, towards it otherwise; from a zero, the
    // smallest subnormal with y's sign.
    {"nextafter", ": $T -> $T -> $T",
     "\\(x: $T) (y: $T) -> "
     "if $T.isnan x || $T.isnan y then $T.nan "
     "else if x == y then y "
     "else if x == 0$T then $T.copysign ($T.from_bits 1$U) y "
     "else if (y > x) == (x > 0$T) then $T.from_bits ($T.to_bits x + 1$U) "
     "else $T.from_bits ($T.to_bits x - 1$U)"},
    {"ldexp", ": $T -> i32 -> $T", "\\(x: $T) (n: i32) -> x * 2$T ** $T.i32 n"},
};

std::string unsigned_name(PrimType t) {
  switch (prim_bits(t)) {
    case 8: return "u8";
    case 16: return "u16";
    case 32: return "u32";
    default: return "u64";
  }
}

std::string instantiate(const char* text, PrimType t) {
  std::string out, s = text;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '$' && i + 1 < s.size()) {
      char c = s[++i];
      if (c == 'T') out += prim_name(t);
      else if (c == 'U') out += unsigned_name(t);
      else if (c == 'N') out += std::to_string(prim_bits(t));
      else internal_error("prim_members: bad placeholder $" + std::string(1, c), __FILE__, __LINE__);
    } else {
      out += s[i];
    }
  }
  return out;
}

std::pair<const Template*, const Template*> templates_of(PrimType t) {
  if (is_int(t)) return {std::begin(int_templates), std::end(int_templates)};
  if (is_float(t)) return {std::begin(float_templates), std::end(float_templates)};
  return {nullptr, nullptr};
}

}  // namespace

const std::vector<DerivedMember>& derived_members(PrimType t) {
  static std::mutex mu;
  static std::map<PrimType, std::vector<DerivedMember>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(t);
  if (it != cache.end()) return it->second;
  std::vector<DerivedMember> out;
  auto [b, e] = templates_of(t);
  for (const Template* p = b; p != e; ++p) out.push_back({p->name, instantiate(p->signature, t)});
  return cache[t] = std::move(out);
}

ast::ExprPtr derived_member_body(PrimType t, const std::string& name) {
  static std::mutex mu;
  static std::map<std::pair<PrimType, std::string>, ast::ExprPtr> cache;
  auto [b, e] = templates_of(t);
  const Template* found = nullptr;
  for (const Template* p = b; p != e; ++p)
    if (name == p->name) found = p;
  if (!found) return nullptr;
  std::lock_guard<std::mutex> lock(mu);
  auto key = std::make_pair(t, name);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  auto file = std::make_shared<SourceFile>();
  file->path = "<prelude: " + prim_name(t) + "." + name + ">";
  file->text = "def member = " + instantiate(found->body, t) + "\n";
  ast::Program p = parse_program(file);
  if (p.decls.size() != 1 || !p.decls[0].val.body)
    internal_error("prim_members: the definition of " + prim_name(t) + "." + name + " did not parse",
                   __FILE__, __LINE__);
  return cache[key] = p.decls[0].val.body;
}

}  // namespace runic
