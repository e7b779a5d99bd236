// OpenCL kernels for elementwise 2-D maps that read arrays transposed
// (tilemap_codegen.cpp; issue 16: `map2 (map2 (+)) a (transpose b)`).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "backend/kernel_codegen.h"
#include "ir/ir.h"

namespace runic::backend {

constexpr int kTileMapSide = 32;  // tiles of 32 x 32 elements
constexpr int kTileMapRows = 8;   // work-groups of 32 x 8 items

struct TileMapKernel {
  GeneratedKernel kernel;  // work-groups of kTileMapSide x kTileMapRows items, one per output tile
  std::string rows, cols;  // host C expressions: N and M (the output is [N][M])
  std::string derivation;
};

// Whether `segop` is a 2-D SegMap (i < N, j < M) of scalar results whose
// body is scalar statements and point reads (no loops, no nested bodies
// but `if`s of such), with at least one read `b[j, i]` of an array b:
// [M][N] (`same` compares sizes) and every read of such an array of that
// form.
bool is_tile_map(const ir::Exp& segop, const std::map<std::string, ir::Type>& host_types,
                 const std::function<bool(const ir::SubExp&, const ir::SubExp&)>& same);

// `segop`: a SegMap for which is_tile_map holds; `pat`: its pattern (the
// [N][M] results, allocated by the caller).
TileMapKernel generate_tile_map_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                       const std::string& name, const std::map<std::string, ir::Type>& host_types,
                                       const std::function<bool(const ir::SubExp&, const ir::SubExp&)>& same,
                                       ErrorTable& errors, const Span& loc);

}  // namespace runic::backend
