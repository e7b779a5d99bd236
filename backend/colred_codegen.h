// OpenCL kernels for column reductions (ir/colred.h): a segmented SegRed
// whose segments are the columns of row-major arrays (colred_codegen.cpp).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

constexpr int kColTile = 32;   // consecutive segments (columns) per work-group
constexpr int kColSlices = 8;  // row slices per work-group (kColTile x kColSlices work items)
constexpr int kColUnroll = 4;  // rows each work item loads before combining them

struct ColRedKernel {
  GeneratedKernel kernel;  // kColTile * kColSlices-item groups, ceil(m / kColTile) * rn_col_split of them
  // Run when rn_col_split > 1 (same arguments; a work item per segment):
  // combines the rn_col_split partial results of each segment in order.
  GeneratedKernel final_kernel;
  std::string segments;  // host C expression: m
  std::string length;    // host C expression: n (the reduced dimension)
  std::vector<PrimType> partial_elems;  // the kernel's arguments rn_cpart_j (rn_col_split x m elements each)
  std::string derivation;
};

// `segop`: a SegRed for which ir::is_column_reduction holds; `pat`: its
// pattern (the [m] results, allocated by the caller).
ColRedKernel generate_colred_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat, const std::string& name,
                                    const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                    const Span& loc);

}  // namespace runic::backend
