// Reference for srad.fut (Rodinia's srad v1) on a random image of bright
// and dark blocks with speckle.  Usage: srad PREFIX ROWS COLS ITERATIONS
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t r = arg(argc, argv, 2), c = arg(argc, argv, 3);
  int32_t iters = (int32_t)arg(argc, argv, 4);
  auto speckle = uniform(r * c, 0, 40, 81);
  std::vector<float> img(r * c);
  for (int64_t i = 0; i < r; ++i)
    for (int64_t k = 0; k < c; ++k)
      img[i * c + k] = (((i / 32) + (k / 32)) % 2 ? 180.f : 60.f) + speckle[i * c + k];
  float lambda = 0.5f;
  { Writer w(p + ".in"); w.array(img, {r, c}); w.scalar(iters); w.scalar(lambda); }
  std::vector<float> j(r * c), coef(r * c), nj(r * c);
  for (int64_t x = 0; x < r * c; ++x) j[x] = std::exp(img[x] / 255);
  auto at = [&](const std::vector<float>& a, int64_t i, int64_t k) {
    return a[std::min(r - 1, std::max<int64_t>(0, i)) * c + std::min(c - 1, std::max<int64_t>(0, k))];
  };
  for (int32_t it = 0; it < iters; ++it) {
    double sum = 0, sum2 = 0;
    for (int64_t x = 0; x < r * c; ++x) { sum += j[x]; sum2 += (double)j[x] * j[x]; }
    double mean = sum / (double)(r * c), var = sum2 / (double)(r * c) - mean * mean;
    float q0sqr = (float)(var / (mean * mean));
#pragma omp parallel for
    for (int64_t i = 0; i < r; ++i)
      for (int64_t k = 0; k < c; ++k) {
        float jc = j[i * c + k];
        float dn = at(j, i - 1, k) - jc, ds = at(j, i + 1, k) - jc;
        float dw = at(j, i, k - 1) - jc, de = at(j, i, k + 1) - jc;
        float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
        float l = (dn + ds + dw + de) / jc;
        float num = 0.5f * g2 - (1.f / 16) * (l * l);
        float den = 1 + 0.25f * l;
        float qsqr = num / (den * den);
        den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
        coef[i * c + k] = std::max(0.f, std::min(1.f, 1 / (1 + den)));
      }
#pragma omp parallel for
    for (int64_t i = 0; i < r; ++i)
      for (int64_t k = 0; k < c; ++k) {
        float jc = j[i * c + k];
        float dn = at(j, i - 1, k) - jc, ds = at(j, i + 1, k) - jc;
        float dw = at(j, i, k - 1) - jc, de = at(j, i, k + 1) - jc;
        float cc = coef[i * c + k];
        float d = cc * dn + at(coef, i + 1, k) * ds + cc * dw + at(coef, i, k + 1) * de;
        nj[i * c + k] = jc + 0.25f * lambda * d;
      }
    j.swap(nj);
  }
  std::vector<float> out(r * c);
  for (int64_t x = 0; x < r * c; ++x) out[x] = std::log(j[x]) * 255;
  Writer w(p + ".out"); w.array(out, {r, c});
}
