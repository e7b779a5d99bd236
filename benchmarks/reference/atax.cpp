// Reference for atax.fut.  Usage: atax PREFIX M N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t m = arg(argc, argv, 2), n = arg(argc, argv, 3);
  auto a = uniform(m * n, 0, 1, 21), x = uniform(n, 0, 1, 22);
  { Writer w(p + ".in"); w.array(a, {m, n}); w.array(x, {n}); }
  std::vector<double> t(m, 0.0), y(n, 0.0);
#pragma omp parallel for
  for (int64_t i = 0; i < m; ++i) {
    double s = 0;
    for (int64_t j = 0; j < n; ++j) s += (double)a[i * n + j] * x[j];
    t[i] = (float)s;
  }
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) y[j] += (double)a[i * n + j] * t[i];
  std::vector<float> out(y.begin(), y.end());
  Writer w(p + ".out"); w.array(out, {n});
}
