// OpenCL kernels for SegScatter and SegHist (written directly, not through
// the pattern rewrite system; see scatter_codegen.cpp).
#pragma once

#include <map>
#include <optional>
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
  // An atomic histogram that can use per-group sub-histograms in local
  // memory: the kernel takes `int rn_hist_local` (a host variable the
  // caller defines: the number of sub-histograms per group, 0 when the bins
  // do not fit: bins > local_bins), `long rn_hist_groups` (the number of
  // groups launched) and `rn_hpart` (a buffer of rn_hist_groups x bins
  // elements when `merge` is set), and wants kLocalHistGroupSize-item
  // groups, at most kLocalHistGroups of them, when rn_hist_local > 0.
  bool local_hist = false;
  int64_t local_bins = 0;  // the most bins that fit in local memory
  std::string bins;        // host C expression: the destination's number of bins
  // Compare-and-swap histograms do not merge their sub-histograms with
  // global atomics (contended compare-and-swap loops on the same bins from
  // every group): each group writes its bins to rn_hpart[group][bin] and
  // this kernel (same arguments; kLocalHistGroupSize-item groups,
  // ceil(bins / kMergeBins) of them) combines them into the destination.
  std::optional<GeneratedKernel> merge;
};

constexpr int kLocalHistBytes = 16384;  // 16 KiB of local memory per group
constexpr int kLocalHistCopies = 8;     // at most this many sub-histograms per group
constexpr int kMergeBins = 8;           // bins per merge group (32 slices of groups each)
constexpr int kLocalHistGroupSize = 256;
constexpr int kLocalHistGroups = 1024;

// `segop` is a SegOp of kind Scatter or Hist whose destinations (segop.arrays)
// are host arrays; `pat` its statement's pattern.  The kernel writes the
// destinations in place.  CompileError for cases not supported yet.
ScatterKernel generate_scatter_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat, const std::string& name,
                                      const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                      const Span& loc);

}  // namespace runic::backend
