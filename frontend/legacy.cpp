// The table of old Futhark forms and their modern replacements (see
// legacy.h).  Only forms that the current language no longer has belong
// here: a hint must never suggest that runic differs from Futhark.
#include "frontend/legacy.h"

#include <array>
#include <utility>

namespace runic {
namespace {

struct Entry {
  std::string_view old_form;
  std::string_view hint;
};

constexpr std::string_view kDefaultHint =
    "`default (t)` declarations were removed from Futhark: give the literals a type suffix "
    "(`1.5f32`) or annotate "
    "the definitions";

constexpr std::array kDeclarations{
    Entry{"fun", "`fun` is the syntax of old Futhark versions: write `def`"},
    Entry{"val", "a top-level `val` is the syntax of old Futhark versions: write `def`"},
    Entry{"default", kDefaultHint},
};

constexpr std::array kVariables{
    Entry{"unsafe",
          "`unsafe e` is the syntax of old Futhark versions: write the attribute `#[unsafe] e`"},
    Entry{"zipWith", "`zipWith` is the old name of `map2` (`map3`, ... for more arrays)"},
    Entry{
        "write",
        "`write is vs dest` is the old form of `scatter dest is vs` (the destination comes first)"},
    Entry{
        "shape",
        "`shape` was removed from Futhark: use `length xs`, or name the sizes with size parameters "
        "(`def f [n][m] (xs: [n][m]t)`)"},
    Entry{
        "reshape",
        "`reshape` was removed from Futhark: use `flatten`, `unflatten` or a size coercion (`:>`)"},
    // After another declaration, `default (f32)` reads as part of its body.
    Entry{"default", kDefaultHint},
    Entry{"fn", "`fn x => e` is the syntax of old Futhark versions: write `\\x -> e`"},
    Entry{"sqrt32", "write `f32.sqrt`: the math functions are members of the type's module"},
    Entry{"sin32", "write `f32.sin`: the math functions are members of the type's module"},
    Entry{"cos32", "write `f32.cos`: the math functions are members of the type's module"},
    Entry{"exp32", "write `f32.exp`: the math functions are members of the type's module"},
    Entry{"log32", "write `f32.log`: the math functions are members of the type's module"},
    Entry{"sqrt64", "write `f64.sqrt`: the math functions are members of the type's module"},
    Entry{"sin64", "write `f64.sin`: the math functions are members of the type's module"},
    Entry{"cos64", "write `f64.cos`: the math functions are members of the type's module"},
    Entry{"exp64", "write `f64.exp`: the math functions are members of the type's module"},
    Entry{"log64", "write `f64.log`: the math functions are members of the type's module"},
};

// `i32(x)`, `f32(n)`: conversions were once functions named after the type.
constexpr std::array<std::string_view, 11> kPrimModules{"i8",  "i16", "i32", "i64", "u8", "u16",
                                                        "u32", "u64", "f16", "f32", "f64"};

constexpr std::array kOperators{
    Entry{"=>", "`fn x => e` is the syntax of old Futhark versions: write `\\x -> e`"},
};

constexpr std::array kMembers{
    Entry{"negate", "`negate` is now `neg`"},
};

std::string find(const auto& table, std::string_view key) {
  for (const Entry& e : table)
    if (e.old_form == key) return std::string(e.hint);
  return "";
}

}  // namespace

std::string legacy_declaration_hint(std::string_view word) {
  return find(kDeclarations, word);
}

std::string legacy_variable_hint(std::string_view name) {
  for (std::string_view m : kPrimModules)
    if (m == name)
      return "a conversion is a function of the target type's module, named after the source type: "
             "`" +
             std::string(name) + ".i64 n`, `" + std::string(name) +
             ".f32 x` (old Futhark versions wrote `" + std::string(name) + "(x)`)";
  return find(kVariables, name);
}

std::string legacy_operator_hint(std::string_view op) {
  return find(kOperators, op);
}

std::string legacy_member_hint(std::string_view module, std::string_view member) {
  for (std::string_view m : kPrimModules)
    if (m == module) return find(kMembers, member);
  return "";
}

std::string legacy_import_hint(std::string_view path) {
  if (path.starts_with("/futlib/"))
    return "`/futlib/` held the prelude in old Futhark versions; the prelude is always in scope, "
           "so drop the "
           "import";
  return "";
}

}  // namespace runic
