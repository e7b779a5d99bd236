// Reference for gemm.fut: C = A B, all n x n.  Usage: gemm PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto a = uniform(n * n, 0, 1, 8), b = uniform(n * n, 0, 1, 9);
  { Writer w(p + ".in"); w.array(a, {n, n}); w.array(b, {n, n}); }
  std::vector<float> c(n * n, 0.f);
#pragma omp parallel for
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < n; ++k) {
      float aik = a[i * n + k];
      for (int64_t j = 0; j < n; ++j) c[i * n + j] += aik * b[k * n + j];
    }
  Writer w(p + ".out"); w.array(c, {n, n});
}
