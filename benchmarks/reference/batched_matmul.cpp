// Reference for batched_matmul.fut: C_b = A_b B_b for B matrices of
// N x N.  Usage: batched_matmul PREFIX B N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t nb = arg(argc, argv, 2), n = arg(argc, argv, 3);
  auto a = uniform(nb * n * n, 0, 1, 10), b = uniform(nb * n * n, 0, 1, 11);
  { Writer w(p + ".in"); w.array(a, {nb, n, n}); w.array(b, {nb, n, n}); }
  std::vector<float> c(nb * n * n, 0.f);
#pragma omp parallel for
  for (int64_t m = 0; m < nb; ++m)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t k = 0; k < n; ++k) {
        float aik = a[(m * n + i) * n + k];
        for (int64_t j = 0; j < n; ++j) c[(m * n + i) * n + j] += aik * b[(m * n + k) * n + j];
      }
  Writer w(p + ".out"); w.array(c, {nb, n, n});
}
