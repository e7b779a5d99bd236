// Fusion (PLDI'17 section 4): producer-consumer fusion by graph reduction
// (map-map, map into reduce/scan: redomap/scanomap) and horizontal fusion.
#pragma once

#include "ir/ir.h"

namespace runic {

ir::Program fuse(const ir::Program& prog);

}  // namespace runic
