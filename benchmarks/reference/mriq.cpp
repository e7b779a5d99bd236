// Reference for mriq.fut.  Usage: mriq PREFIX K X
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t k = arg(argc, argv, 2), x = arg(argc, argv, 3);
  auto kx = uniform(k, -0.5f, 0.5f, 29), ky = uniform(k, -0.5f, 0.5f, 30),
       kz = uniform(k, -0.5f, 0.5f, 31), phi = uniform(k, 0, 1, 32);
  auto px = uniform(x, -1, 1, 33), py = uniform(x, -1, 1, 34), pz = uniform(x, -1, 1, 35);
  { Writer w(p + ".in"); w.array(kx, {k}); w.array(ky, {k}); w.array(kz, {k}); w.array(phi, {k});
    w.array(px, {x}); w.array(py, {x}); w.array(pz, {x}); }
  std::vector<float> qr(x), qi(x);
#pragma omp parallel for
  for (int64_t i = 0; i < x; ++i) {
    double sr = 0, si = 0;
    for (int64_t j = 0; j < k; ++j) {
      double a = 2 * M_PI * ((double)kx[j] * px[i] + (double)ky[j] * py[i] + (double)kz[j] * pz[i]);
      sr += phi[j] * std::cos(a);
      si += phi[j] * std::sin(a);
    }
    qr[i] = (float)sr; qi[i] = (float)si;
  }
  Writer w(p + ".out"); w.array(qr, {x}); w.array(qi, {x});
}
