// Reference for md.fut.  Particles on a jittered cubic lattice of spacing
// 1; each particle's m neighbours are random particles nearby in index
// order.  Usage: md PREFIX N M
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2), m = arg(argc, argv, 3);
  std::vector<float> x(n), y(n), z(n);
  int64_t side = (int64_t)std::ceil(std::cbrt((double)n));
  auto jit = uniform(3 * n, -0.2f, 0.2f, 13);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = (float)(i % side) + jit[3 * i];
    y[i] = (float)((i / side) % side) + jit[3 * i + 1];
    z[i] = (float)(i / (side * side)) + jit[3 * i + 2];
  }
  std::vector<int32_t> ng(n * m);
  std::mt19937_64 rng(14);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j) {
      int64_t off = (int64_t)(rng() % (uint64_t)(4 * side * side + 1)) - 2 * side * side;
      int64_t k = ((i + off) % n + n) % n;
      ng[i * m + j] = (int32_t)k;
    }
  { Writer w(p + ".in"); w.array(x, {n}); w.array(y, {n}); w.array(z, {n}); w.array(ng, {n, m}); }
  std::vector<float> fx(n), fy(n), fz(n);
#pragma omp parallel for
  for (int64_t i = 0; i < n; ++i) {
    double ax = 0, ay = 0, az = 0;
    for (int64_t j = 0; j < m; ++j) {
      int32_t k = ng[i * m + j];
      float dx = x[i] - x[k], dy = y[i] - y[k], dz = z[i] - z[k];
      float r2 = dx * dx + dy * dy + dz * dz;
      if (r2 < 16 && r2 > 0) {
        double r2inv = 1.0 / r2, r6inv = r2inv * r2inv * r2inv;
        double f = r2inv * r6inv * (1.5 * r6inv - 2);
        ax += dx * f; ay += dy * f; az += dz * f;
      }
    }
    fx[i] = (float)ax; fy[i] = (float)ay; fz[i] = (float)az;
  }
  Writer w(p + ".out"); w.array(fx, {n}); w.array(fy, {n}); w.array(fz, {n});
}
