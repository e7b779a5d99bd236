// Reference for kmeans.fut: n points of d features around k true centres
// (Gaussian clusters), clustered from the first k points for ITERS
// iterations of Lloyd's algorithm.  Usage: kmeans PREFIX N D K ITERS
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2), d = arg(argc, argv, 3), k = arg(argc, argv, 4);
  int32_t iters = (int32_t)arg(argc, argv, 5);
  auto centres = uniform(k * d, 0, 100, 61);
  std::mt19937_64 rng(62);
  std::normal_distribution<float> noise(0, 4);
  std::vector<float> ps(n * d);
  for (int64_t i = 0; i < n; ++i) {
    int64_t c = (int64_t)(rng() % (uint64_t)k);
    for (int64_t t = 0; t < d; ++t) ps[i * d + t] = centres[c * d + t] + noise(rng);
  }
  { Writer w(p + ".in"); w.array(ps, {n, d}); w.scalar(k); w.scalar(iters); }
  std::vector<float> cs(ps.begin(), ps.begin() + k * d);
  std::vector<int64_t> assign(n);
  for (int32_t it = 0; it < iters; ++it) {
#pragma omp parallel for
    for (int64_t i = 0; i < n; ++i) {
      int64_t best = 0;
      float bd = 0;
      for (int64_t c = 0; c < k; ++c) {
        float s = 0;
        for (int64_t t = 0; t < d; ++t) {
          float x = ps[i * d + t] - cs[c * d + t];
          s += x * x;
        }
        if (c == 0 || s < bd) { best = c; bd = s; }
      }
      assign[i] = best;
    }
    std::vector<double> sums(k * d, 0.0);
    std::vector<int64_t> counts(k, 0);
    for (int64_t i = 0; i < n; ++i) {
      counts[assign[i]]++;
      for (int64_t t = 0; t < d; ++t) sums[assign[i] * d + t] += ps[i * d + t];
    }
    for (int64_t c = 0; c < k; ++c)
      if (counts[c] > 0)
        for (int64_t t = 0; t < d; ++t) cs[c * d + t] = (float)(sums[c * d + t] / counts[c]);
  }
  Writer w(p + ".out"); w.array(cs, {k, d});
}
