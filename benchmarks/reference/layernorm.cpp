// Reference for layernorm.fut: each row of an R x C matrix normalised to
// mean 0 and variance 1 (epsilon 1e-5; in double).  Usage: layernorm PREFIX R C
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t r = arg(argc, argv, 2), c = arg(argc, argv, 3);
  auto x = uniform(r * c, -4, 4, 13);
  { Writer w(p + ".in"); w.array(x, {r, c}); }
  std::vector<float> y(r * c);
#pragma omp parallel for
  for (int64_t i = 0; i < r; ++i) {
    const float* xs = &x[i * c];
    double mean = 0, var = 0;
    for (int64_t j = 0; j < c; ++j) mean += xs[j];
    mean /= c;
    for (int64_t j = 0; j < c; ++j) var += (xs[j] - mean) * (xs[j] - mean);
    var /= c;
    double inv = 1 / std::sqrt(var + 1e-5);
    for (int64_t j = 0; j < c; ++j) y[i * c + j] = (float)((xs[j] - mean) * inv);
  }
  Writer w(p + ".out"); w.array(y, {r, c});
}
