// Reference for hotspot.fut.  Usage: hotspot PREFIX ROWS COLS ITERATIONS
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t r = arg(argc, argv, 2), c = arg(argc, argv, 3);
  int32_t iters = (int32_t)arg(argc, argv, 4);
  auto t = uniform(r * c, 300, 340, 26), pw = uniform(r * c, 0, 1, 27);
  { Writer w(p + ".in"); w.array(t, {r, c}); w.array(pw, {r, c}); w.scalar(iters); }
  const float cap = 0.5f, rx = 1 / 0.1f, ry = 1 / 0.1f, rz = 1 / 3.f, amb = 80, step = 0.001f;
  std::vector<float> nt(r * c);
  for (int32_t it = 0; it < iters; ++it) {
#pragma omp parallel for
    for (int64_t i = 0; i < r; ++i)
      for (int64_t j = 0; j < c; ++j) {
        float here = t[i * c + j];
        float nn = t[std::max<int64_t>(0, i - 1) * c + j], s = t[std::min(r - 1, i + 1) * c + j];
        float w = t[i * c + std::max<int64_t>(0, j - 1)], e = t[i * c + std::min(c - 1, j + 1)];
        nt[i * c + j] = here + step / cap * (pw[i * c + j] + (nn + s - 2 * here) / ry +
                                             (e + w - 2 * here) / rx + (amb - here) / rz);
      }
    t.swap(nt);
  }
  Writer w(p + ".out"); w.array(t, {r, c});
}
