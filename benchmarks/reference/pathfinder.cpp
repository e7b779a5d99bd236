// Reference for pathfinder.fut.  Usage: pathfinder PREFIX ROWS COLS
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t rows = arg(argc, argv, 2), cols = arg(argc, argv, 3);
  std::vector<int32_t> wall(rows * cols);
  std::mt19937_64 rng(28);
  for (auto& v : wall) v = (int32_t)(rng() % 10);
  { Writer w(p + ".in"); w.array(wall, {rows, cols}); }
  std::vector<int32_t> prev(wall.begin(), wall.begin() + cols), next(cols);
  for (int64_t r = 1; r < rows; ++r) {
    for (int64_t i = 0; i < cols; ++i) {
      int32_t best = std::min(prev[i], std::min(prev[std::max<int64_t>(0, i - 1)],
                                                prev[std::min(cols - 1, i + 1)]));
      next[i] = wall[r * cols + i] + best;
    }
    prev.swap(next);
  }
  Writer w(p + ".out"); w.array(prev, {cols});
}
