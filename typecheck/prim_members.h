// The members of the numeric modules (`f32.rsqrt`, `i32.get_bit`, ...)
// that are not primitive operations of the Core IR but are defined in
// terms of others, as Futhark's prelude (math.fut) defines them.
//
// Each is a small Futhark expression written for the module's type: the
// type checker gives the member its signature (typecheck/infer.cpp), and
// the desugarer (elaborate/desugar.cpp) replaces every use by the
// expression, parsed once per module and member.  Their literals carry
// suffixes and their lambdas annotated parameters, as the elaborator's
// input must.
#pragma once

#include <string>
#include <vector>

#include "frontend/ast.h"
#include "ir/prim.h"

namespace runic {

struct DerivedMember {
  std::string name;       // "rsqrt"
  std::string signature;  // for typecheck/infer.cpp's SigParser: ": f32 -> f32"
};

// The derived members of the module of `t`.
const std::vector<DerivedMember>& derived_members(PrimType t);

// The definition of the member `name` of `t`'s module, or null when it is
// not a derived member.
ast::ExprPtr derived_member_body(PrimType t, const std::string& name);

}  // namespace runic
