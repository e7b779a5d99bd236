// Reference for lavamd.fut (Rodinia's lavaMD): B^3 boxes of P particles,
// values (rand % 10 + 1) / 10 as in Rodinia.  Usage: lavamd PREFIX B P
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t b1 = arg(argc, argv, 2), par = arg(argc, argv, 3);
  int64_t nb = b1 * b1 * b1, n = nb * par;
  std::mt19937_64 rng(91);
  auto tenth = [&] { return (float)(rng() % 10 + 1) / 10.f; };
  std::vector<float> rv(n), rx(n), ry(n), rz(n), qv(n);
  for (int64_t i = 0; i < n; ++i) { rv[i] = tenth(); rx[i] = tenth(); ry[i] = tenth(); rz[i] = tenth(); }
  for (int64_t i = 0; i < n; ++i) qv[i] = tenth();
  const int64_t nn = 27;
  std::vector<int32_t> neigh(nb * nn, -1);
  for (int64_t x = 0; x < b1; ++x)
    for (int64_t y = 0; y < b1; ++y)
      for (int64_t z = 0; z < b1; ++z) {
        int64_t b = (x * b1 + y) * b1 + z, k = 0;
        neigh[b * nn + k++] = (int32_t)b;
        for (int dx = -1; dx <= 1; ++dx)
          for (int dy = -1; dy <= 1; ++dy)
            for (int dz = -1; dz <= 1; ++dz) {
              if (!dx && !dy && !dz) continue;
              int64_t X = x + dx, Y = y + dy, Z = z + dz;
              if (X < 0 || Y < 0 || Z < 0 || X >= b1 || Y >= b1 || Z >= b1) continue;
              neigh[b * nn + k++] = (int32_t)((X * b1 + Y) * b1 + Z);
            }
      }
  {
    Writer w(p + ".in");
    for (auto* a : {&rv, &rx, &ry, &rz, &qv}) w.array(*a, {nb, par});
    w.array(neigh, {nb, nn});
  }
  const double a2 = 2 * 0.5 * 0.5;
  std::vector<float> fv(n), fx(n), fy(n), fz(n);
#pragma omp parallel for
  for (int64_t g = 0; g < n; ++g) {
    int64_t b = g / par;
    double sv = 0, sx = 0, sy = 0, sz = 0;
    for (int64_t k = 0; k < nn; ++k) {
      int64_t o = neigh[b * nn + k];
      if (o < 0) continue;
      for (int64_t j = o * par; j < (o + 1) * par; ++j) {
        double r2 = (double)rv[g] + rv[j] - ((double)rx[g] * rx[j] + (double)ry[g] * ry[j] + (double)rz[g] * rz[j]);
        double vij = std::exp(-a2 * r2), fs = 2 * vij;
        sv += qv[j] * vij;
        sx += qv[j] * fs * (rx[g] - rx[j]);
        sy += qv[j] * fs * (ry[g] - ry[j]);
        sz += qv[j] * fs * (rz[g] - rz[j]);
      }
    }
    fv[g] = (float)sv; fx[g] = (float)sx; fy[g] = (float)sy; fz[g] = (float)sz;
  }
  Writer w(p + ".out");
  for (auto* a : {&fv, &fx, &fy, &fz}) w.array(*a, {nb, par});
}
