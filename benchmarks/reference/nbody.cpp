// Reference for nbody.fut.  Usage: nbody PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto x = uniform(n, -1, 1, 15), y = uniform(n, -1, 1, 16), z = uniform(n, -1, 1, 17),
       m = uniform(n, 0.5f, 1, 18);
  { Writer w(p + ".in"); w.array(x, {n}); w.array(y, {n}); w.array(z, {n}); w.array(m, {n}); }
  std::vector<float> ax(n), ay(n), az(n);
#pragma omp parallel for
  for (int64_t i = 0; i < n; ++i) {
    double sx = 0, sy = 0, sz = 0;
    for (int64_t j = 0; j < n; ++j) {
      double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
      double r2 = dx * dx + dy * dy + dz * dz + 0.01;
      double inv = 1 / std::sqrt(r2), s = m[j] * inv * inv * inv;
      sx += dx * s; sy += dy * s; sz += dz * s;
    }
    ax[i] = (float)sx; ay[i] = (float)sy; az[i] = (float)sz;
  }
  Writer w(p + ".out"); w.array(ax, {n}); w.array(ay, {n}); w.array(az, {n});
}
