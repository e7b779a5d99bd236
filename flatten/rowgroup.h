// Row-wise map bodies on one work-group per row (ir/rowgroup.h; PPoPP'19
// intra-group parallelism): recognises a host-level map over rows whose
// body is scalar code and SOACs over the row, and builds its row-group
// SegMap (flatten/rowgroup.cpp).  flatten.cpp puts it under a run-time
// choice against the ordinary flattening of the same map.
#pragma once

#include <map>
#include <optional>

#include "flatten/build.h"
#include "ir/ir.h"

namespace runic::flatten_impl {

struct RowGroup {
  ir::Stm cond;   // let c: bool = rowgroup_fits(n, m, bytes per element)
  ir::Stm segop;  // the seg_group SegMap, with a fresh pattern
};

// `s`: a host-level map Screma; `iotas`: the host-level iotas by name.
// std::nullopt when its body is not row-wise (or not worth a group: fewer
// than two SOACs and no tuple operator).
std::optional<RowGroup> rowgroup_segop(const ir::Stm& s, TypeEnv& env, const std::map<ir::VName, ir::Exp>& iotas);

}  // namespace runic::flatten_impl
