// OpenCL kernels for row recurrences: a 1-D SegMap over the rows of a
// host array whose body runs a sequential `for` loop along its row
// (rowloop_codegen.cpp).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

constexpr int kLoopRows = 32;  // rows (computing work items) per work-group

// The shape of the kernel (rowloop_codegen.cpp): `loaders` work items
// (a multiple of 32) load the tiles; a chunk is at most `row_bytes` bytes
// of each row (all tiles together; 32 columns times a power of two, fewer
// where local memory is short); the loop along the row runs `unroll`
// iterations per step of a whole chunk.  Defaults from the H200
// measurements in benchmarks/IDIOMS.md (perf27: ema_rows 56.6 us with
// 256 loaders, 64 with 128, 120-160 with 64 or 96 or ragged chunks);
// RUNIC_ROWLOOP=LOADERS,ROW_BYTES,UNROLL when compiling overrides them
// (for measuring other shapes).
struct RowLoopShape {
  int loaders = 256;
  int row_bytes = 512;
  int unroll = 8;
};
RowLoopShape rowloop_shape();

struct RowLoopKernel {
  GeneratedKernel kernel;  // `group`-item groups, ceil(n / kLoopRows) of them
  int group = 0;           // work items per group: kLoopRows + the loaders
  std::string rows;        // host C expression: n
  int64_t local_bytes = 0;
  std::string derivation;
};

// `segop`: a 1-D SegMap (gtid < n) whose body is scalar code, row slices
// `s = a[gtid, st:+c]` of 2-D host arrays and one `for i < L` loop (L
// invariant) of scalar code that reads a[gtid, i + o] or s[i]; `pat`: its
// pattern (the [n] results, allocated by the caller).  std::nullopt when
// the body is not of that shape or its tiles do not fit `local_mem_bytes`.
std::optional<RowLoopKernel> generate_rowloop_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                                     const std::string& name,
                                                     const std::map<std::string, ir::Type>& host_types,
                                                     ErrorTable& errors, const Span& loc, int64_t local_mem_bytes);

}  // namespace runic::backend
