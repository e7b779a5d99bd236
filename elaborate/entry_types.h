// The C API types of the entry points (backend/api_types.h), read from the
// typed AST before desugaring turns records and sums into tuples.
//
// Before: the checked program (typecheck/infer.h) of a defunctorised
// program (elaborate/defunctorise.h; its `opaque` map names the sealed,
// abstract types).
// After: for each entry point, one ApiType per source parameter and one per
// result.  Naming follows Futhark's C API (c-api.rst, "Opaque Values"): an
// opaque type written in the entry point's annotation as a type
// abbreviation (or an abbreviation inside one) takes its name; any other
// gets a name built from its structure (`tup2_i32_f32`, `arr1d_tup2_f32_i32`,
// `rec_x_f32_y_f32`, `sum_circle_rect`; a hash where that would be too long
// or ambiguous).
#pragma once

#include "backend/api_types.h"
#include "elaborate/defunctorise.h"
#include "typecheck/infer.h"

namespace runic {

ApiTypes entry_api_types(const TypedProgram& tp, const Defunctorised& flat);

}  // namespace runic
