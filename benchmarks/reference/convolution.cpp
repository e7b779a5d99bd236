// Reference for convolution.fut.  Usage: convolution PREFIX H W K
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t h = arg(argc, argv, 2), wd = arg(argc, argv, 3), k = arg(argc, argv, 4);
  auto img = uniform(h * wd, 0, 1, 19), f = uniform(k * k, 0, 1, 20);
  { Writer w(p + ".in"); w.array(img, {h, wd}); w.array(f, {k, k}); }
  std::vector<float> out(h * wd);
  int64_t r = k / 2;
#pragma omp parallel for
  for (int64_t i = 0; i < h; ++i)
    for (int64_t j = 0; j < wd; ++j) {
      double acc = 0;
      for (int64_t a = 0; a < k; ++a)
        for (int64_t b = 0; b < k; ++b) {
          int64_t y = std::min(h - 1, std::max<int64_t>(0, i + a - r));
          int64_t x = std::min(wd - 1, std::max<int64_t>(0, j + b - r));
          acc += (double)img[y * wd + x] * f[a * k + b];
        }
      out[i * wd + j] = (float)acc;
    }
  Writer w(p + ".out"); w.array(out, {h, wd});
}
