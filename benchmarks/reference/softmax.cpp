// Reference for softmax.fut: the softmax of each row of an R x C matrix
// (in double).  Usage: softmax PREFIX R C
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t r = arg(argc, argv, 2), c = arg(argc, argv, 3);
  auto x = uniform(r * c, -4, 4, 12);
  { Writer w(p + ".in"); w.array(x, {r, c}); }
  std::vector<float> y(r * c);
#pragma omp parallel for
  for (int64_t i = 0; i < r; ++i) {
    const float* xs = &x[i * c];
    double m = xs[0], s = 0;
    for (int64_t j = 0; j < c; ++j) m = std::max(m, (double)xs[j]);
    for (int64_t j = 0; j < c; ++j) s += std::exp(xs[j] - m);
    for (int64_t j = 0; j < c; ++j) y[i * c + j] = (float)(std::exp(xs[j] - m) / s);
  }
  Writer w(p + ".out"); w.array(y, {r, c});
}
