// Reference for optionpricing.fut (FinPar's OptionPricing, simplified): an
// Asian basket call on U correlated underlyings over D dates, P Sobol
// paths.  The Sobol direction numbers come from a small table of
// primitive polynomials with fixed-seed initial numbers (not Joe and Kuo's
// tables; the generator is the same).  Usage: optionpricing PREFIX P U D
#include "common.h"
using namespace ref;

static double ugaussian(double p) {
  auto tail = [](double q) {
    return (((((-7.784894002430293e-3 * q - 3.223964580411365e-1) * q - 2.400758277161838) * q -
              2.549732539343734) * q + 4.374664141464968) * q + 2.938163982698783) /
           ((((7.784695709041462e-3 * q + 3.224671290700398e-1) * q + 2.445134137142996) * q +
             3.754408661907416) * q + 1);
  };
  if (p < 0.02425) return tail(std::sqrt(-2 * std::log(p)));
  if (p > 1 - 0.02425) return -tail(std::sqrt(-2 * std::log(1 - p)));
  double q = p - 0.5, r = q * q;
  return (((((-3.969683028665376e1 * r + 2.209460984245205e2) * r - 2.759285104469687e2) * r +
            1.383577518672690e2) * r - 3.066479806614716e1) * r + 2.506628277459239) * q /
         (((((-5.447609879822406e1 * r + 1.615858368580409e2) * r - 1.556989798598866e2) * r +
            6.680131188771972e1) * r - 1.328068155288572e1) * r + 1);
}

int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t paths = arg(argc, argv, 2), u = arg(argc, argv, 3), d = arg(argc, argv, 4);
  const int bits = 30;
  // Direction numbers: degree s and middle coefficients a of primitive polynomials.
  const int polys[][2] = {{1, 0}, {2, 1}, {3, 1}, {3, 2}, {4, 1}, {4, 4}, {5, 2}, {5, 4},
                          {5, 7}, {5, 11}, {5, 13}, {5, 14}, {6, 1}, {6, 13}, {6, 16}, {6, 19}};
  const int npolys = sizeof polys / sizeof polys[0];
  int64_t du = d * u;
  std::vector<int32_t> dirv(du * bits);
  std::mt19937_64 rng(101);
  for (int64_t dim = 0; dim < du; ++dim) {
    std::vector<uint32_t> m(bits + 1, 1);
    if (dim > 0) {
      int s = polys[(dim - 1) % npolys][0], a = polys[(dim - 1) % npolys][1];
      for (int i = 1; i <= s; ++i) m[i] = (uint32_t)(rng() % (1u << (i - 1))) * 2 + 1;
      for (int i = s + 1; i <= bits; ++i) {
        uint32_t v = m[i - s] ^ (m[i - s] << s);
        for (int k = 1; k < s; ++k)
          if ((a >> (s - 1 - k)) & 1) v ^= m[i - k] << k;
        m[i] = v;
      }
    }
    for (int i = 1; i <= bits; ++i) dirv[dim * bits + i - 1] = (int32_t)(m[i] << (bits - i));
  }
  // The Brownian bridge over dates t_i = (i + 1) T / D, by bisection.
  const double T = 1.0, rate = 0.03;
  auto time = [&](int64_t i) { return i < 0 ? 0.0 : (double)(i + 1) * T / (double)d; };
  std::vector<int32_t> bi, li, ri;
  std::vector<float> sd, lw, rw;
  bi.push_back((int32_t)(d - 1)); li.push_back(-1); ri.push_back(-1);
  sd.push_back((float)std::sqrt(time(d - 1))); lw.push_back(0); rw.push_back(0);
  std::vector<std::pair<int64_t, int64_t>> queue = {{-1, d - 1}};
  for (size_t q = 0; q < queue.size(); ++q) {
    auto [a, b] = queue[q];
    if (a + 1 >= b) continue;
    int64_t mid = (a + b + 1) / 2;
    double ta = time(a), tb = time(b), tm = time(mid);
    bi.push_back((int32_t)mid); li.push_back((int32_t)a); ri.push_back((int32_t)b);
    lw.push_back((float)((tb - tm) / (tb - ta))); rw.push_back((float)((tm - ta) / (tb - ta)));
    sd.push_back((float)std::sqrt((tm - ta) * (tb - tm) / (tb - ta)));
    queue.push_back({a, mid});
    queue.push_back({mid, b});
  }
  // The market: correlation 0.5 between all underlyings (Cholesky factor).
  std::vector<double> rho(u * u), L(u * u, 0.0);
  for (int64_t i = 0; i < u; ++i)
    for (int64_t j = 0; j < u; ++j) rho[i * u + j] = i == j ? 1.0 : 0.5;
  for (int64_t i = 0; i < u; ++i)
    for (int64_t j = 0; j <= i; ++j) {
      double s = rho[i * u + j];
      for (int64_t k = 0; k < j; ++k) s -= L[i * u + k] * L[j * u + k];
      L[i * u + j] = i == j ? std::sqrt(s) : s / L[j * u + j];
    }
  std::vector<float> corr(L.begin(), L.end()), drift(d * u), vol(d * u), s0(u), weights(u);
  for (int64_t k = 0; k < u; ++k) {
    s0[k] = 90.f + 10.f * (float)(k % 3);
    weights[k] = 1.f / (float)u;
    double sigma = 0.2 + 0.05 * (double)(k % 4);
    for (int64_t t = 0; t < d; ++t) {
      double dt = time(t) - time(t - 1);
      drift[t * u + k] = (float)((rate - 0.5 * sigma * sigma) * dt);
      vol[t * u + k] = (float)sigma;
    }
  }
  float strike = 100.f, discount = (float)std::exp(-rate * T);
  {
    Writer w(p + ".in");
    w.scalar(paths); w.array(dirv, {du, bits});
    w.array(bi, {d}); w.array(li, {d}); w.array(ri, {d});
    w.array(sd, {d}); w.array(lw, {d}); w.array(rw, {d});
    w.array(corr, {u, u}); w.array(drift, {d, u}); w.array(vol, {d, u});
    w.array(s0, {u}); w.array(weights, {u}); w.scalar(strike); w.scalar(discount);
  }
  double total = 0;
#pragma omp parallel for reduction(+ : total)
  for (int64_t path = 0; path < paths; ++path) {
    uint32_t g = (uint32_t)(path + 1), gray = g ^ (g >> 1);
    std::vector<double> z(d * u), bb(d * u);
    for (int64_t dim = 0; dim < du; ++dim) {
      uint32_t x = 0;
      for (int k = 0; k < bits; ++k)
        if ((gray >> k) & 1) x ^= (uint32_t)dirv[dim * bits + k];
      float un = ((float)(x >> 7) + 0.5f) / 8388608.f;
      z[dim] = ugaussian(un);
    }
    for (int64_t i = 0; i < d; ++i)
      for (int64_t k = 0; k < u; ++k) {
        double wj = li[i] < 0 ? 0 : bb[li[i] * u + k], wk = ri[i] < 0 ? 0 : bb[ri[i] * u + k];
        bb[bi[i] * u + k] = lw[i] * wj + rw[i] * wk + sd[i] * z[i * u + k];
      }
    double basket = 0;
    for (int64_t k = 0; k < u; ++k) {
      double ls = std::log((double)s0[k]), s = 0;
      for (int64_t t = 0; t < d; ++t) {
        double zc = 0;
        for (int64_t v = 0; v <= k; ++v)
          zc += corr[k * u + v] * (bb[t * u + v] - (t == 0 ? 0 : bb[(t - 1) * u + v]));
        ls += drift[t * u + k] + vol[t * u + k] * zc;
        s += std::exp(ls);
      }
      basket += weights[k] * s / (double)d;
    }
    total += std::max(0.0, basket - strike);
  }
  Writer w(p + ".out"); w.scalar((float)(discount * total / (double)paths));
}
