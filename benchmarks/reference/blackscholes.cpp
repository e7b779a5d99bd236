// Reference for blackscholes.fut (in double precision).  Usage: blackscholes PREFIX N
#include "common.h"
using namespace ref;
static double cnd(double x) {
  double l = std::fabs(x), k = 1 / (1 + 0.2316419 * l);
  double w = 1 - 1 / std::sqrt(2 * M_PI) * std::exp(-l * l / 2) *
                     (k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 +
                      k * (-1.821255978 + k * 1.330274429)))));
  return x < 0 ? 1 - w : w;
}
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto s = uniform(n, 5, 30, 10), x = uniform(n, 1, 100, 11), t = uniform(n, 0.25f, 10, 12);
  { Writer w(p + ".in"); w.array(s, {n}); w.array(x, {n}); w.array(t, {n}); }
  std::vector<float> out(n);
  const double r = 0.02, v = 0.30;
  for (int64_t i = 0; i < n; ++i) {
    double d1 = (std::log((double)s[i] / x[i]) + (r + v * v / 2) * t[i]) / (v * std::sqrt((double)t[i]));
    double d2 = d1 - v * std::sqrt((double)t[i]);
    out[i] = (float)(s[i] * cnd(d1) - x[i] * std::exp(-r * t[i]) * cnd(d2));
  }
  Writer w(p + ".out"); w.array(out, {n});
}
