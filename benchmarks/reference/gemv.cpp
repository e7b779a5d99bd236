// Reference for gemv.fut.  Usage: gemv PREFIX M N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t m = arg(argc, argv, 2), n = arg(argc, argv, 3);
  auto a = uniform(m * n, 0, 1, 5), x = uniform(n, 0, 1, 6), y = uniform(m, 0, 1, 7);
  float alpha = 1.5f, beta = 0.5f;
  { Writer w(p + ".in"); w.array(a, {m, n}); w.array(x, {n}); w.array(y, {m}); w.scalar(alpha); w.scalar(beta); }
  std::vector<float> out(m);
#pragma omp parallel for
  for (int64_t i = 0; i < m; ++i) {
    double s = 0;
    for (int64_t j = 0; j < n; ++j) s += (double)a[i * n + j] * x[j];
    out[i] = (float)(alpha * s + beta * y[i]);
  }
  Writer w(p + ".out"); w.array(out, {m});
}
