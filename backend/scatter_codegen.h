// OpenCL kernels for SegScatter and SegHist (written directly, not through
// the pattern rewrite system; see scatter_codegen.cpp).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

struct ScatterKernel {
  GeneratedKernel kernel;
  std::string global_size;  // host C expression (one dimension; no local size)
  std::string derivation;   // for --explain
  bool sequential = false;  // a histogram without atomics: one work item
  // A 32-bit atomic histogram that can use per-group sub-histograms in local
  // memory: the kernel takes `int rn_hist_local` (a host variable the
  // caller defines: bins <= kLocalHistBins), and wants kLocalHistGroupSize-
  // item groups, at most kLocalHistGroups of them, when it is 1.
  bool local_hist = false;
  std::string bins;  // host C expression: the destination's number of bins
};

constexpr int kLocalHistBins = 4096;  // 16 KiB of 32-bit bins
constexpr int kLocalHistGroupSize = 256;
constexpr int kLocalHistGroups = 1024;

// `segop` is a SegOp of kind Scatter or Hist whose destinations (segop.arrays)
// are host arrays; `pat` its statement's pattern.  The kernel writes the
// destinations in place.  CompileError for cases not supported yet.
ScatterKernel generate_scatter_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat, const std::string& name,
                                      const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                      const Span& loc);

}  // namespace runic::backend
