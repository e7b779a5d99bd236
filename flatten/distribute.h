// Map distribution (G4), map-loop interchange (G7) and reduce-map
// interchange (G5) of PLDI'17 section 5.1: Core IR rewrites of host-level
// statements, run by flatten.cpp before it builds SegOps (distribute.cpp).
#pragma once

#include <map>
#include <optional>
#include <vector>

#include "flatten/build.h"
#include "ir/ir.h"

namespace runic::flatten_impl {

// A pure map statement -> equivalent statements: several maps (one per
// group of its body), loops with maps inside (G7), replicates.  Returns the
// statement unchanged (a one-element vector) when nothing applies.
// `outer_replicates`: the replicates bound around it (for G5 inside it).
std::vector<ir::Stm> distribute_map(ir::Stm s, TypeEnv& env,
                                    const std::map<ir::VName, ir::Exp>* outer_replicates = nullptr);

// G5: a reduction (Screma without scans or mapped outputs, one operator)
// whose operator is a map of a scalar operator and whose neutral elements
// are bound by `replicate k v` (`replicates` maps a name to its Replicate
// expression) -> a map producing the rows, a transpose, and a map of
// reductions over the transposed rows.  A scan of that form likewise, with
// the scanned columns transposed back.  std::nullopt when it does not apply.
std::optional<std::vector<ir::Stm>> interchange_reduce_map(
    const ir::Stm& s, const std::map<ir::VName, ir::Exp>& replicates, TypeEnv& env);

// A reduction with several operators (horizontal fusion of `reduce`s over
// the same arrays), no scans, of which one combines arrays -> one
// reduction per operator, the mapped outputs with the first, so that G5
// can take each array-valued one apart.  std::nullopt when it does not
// apply.
std::optional<std::vector<ir::Stm>> split_array_reductions(const ir::Stm& s, TypeEnv& env);

}  // namespace runic::flatten_impl
