// Hints for programs written for older versions of Futhark.
//
// Much Futhark code in the wild (tutorials, the Futhark book's examples,
// old blog posts) predates changes to the language: `fun` became `def`,
// `unsafe e` became `#[unsafe] e`, tuple components were numbered from 1,
// sizes and indices were `i32`, `zipWith` became `map2`, and the prelude
// lived in `/futlib/`.  runic follows the current language reference and
// rejects such code, as Futhark does; these functions only turn the error
// into one that names the modern form.  Each returns "" when it has
// nothing to say.  The entries are a table in legacy.cpp.
#pragma once

#include <string>
#include <string_view>

namespace runic {

// A declaration that starts with `word` (`fun`, `val`, `default`).
std::string legacy_declaration_hint(std::string_view word);

// An unknown variable `name` (`unsafe`, `zipWith`, `write`, `f32` used as a
// conversion function, ...).
std::string legacy_variable_hint(std::string_view name);

// An unknown binary operator (`=>` of `fn x => e`).
std::string legacy_operator_hint(std::string_view op);

// A member that the prelude module `module` (`i32`, `f32`, ...) lacks
// (`i32.negate`).
std::string legacy_member_hint(std::string_view module, std::string_view member);

// An import path that does not exist (`/futlib/math`).
std::string legacy_import_hint(std::string_view path);

}  // namespace runic
