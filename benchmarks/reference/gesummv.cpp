// Reference for gesummv.fut.  Usage: gesummv PREFIX M N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t m = arg(argc, argv, 2), n = arg(argc, argv, 3);
  auto a = uniform(m * n, 0, 1, 23), b = uniform(m * n, 0, 1, 24), x = uniform(n, 0, 1, 25);
  float alpha = 1.5f, beta = 0.5f;
  { Writer w(p + ".in"); w.array(a, {m, n}); w.array(b, {m, n}); w.array(x, {n}); w.scalar(alpha); w.scalar(beta); }
  std::vector<float> out(m);
#pragma omp parallel for
  for (int64_t i = 0; i < m; ++i) {
    double sa = 0, sb = 0;
    for (int64_t j = 0; j < n; ++j) {
      sa += (double)a[i * n + j] * x[j];
      sb += (double)b[i * n + j] * x[j];
    }
    out[i] = (float)(alpha * sa + beta * sb);
  }
  Writer w(p + ".out"); w.array(out, {m});
}
