// OpenCL kernels for row-group SegMaps (ir/rowgroup.h): one work-group per
// row, the body's SOACs run by the group's threads (rowgroup_codegen.cpp).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

struct RowGroupKernel {
  GeneratedKernel kernel;  // its Local arguments carry host byte counts
  std::string rows;        // host C expression: the number of rows
  std::string derivation;  // for --explain
};

// `segop`: a seg_group SegMap; `pat`: its pattern (host arrays the kernel
// writes: [n][m] rows or [n] scalars); `group_size`: a power of two.
RowGroupKernel generate_rowgroup_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                        const std::string& name, const std::map<std::string, ir::Type>& host_types,
                                        ErrorTable& errors, int64_t group_size, const Span& loc);

}  // namespace runic::backend
