// Reference for locvolcalib.fut (FinPar's LocVolCalib, sequential CPU
// version): OUTER options, each a PDE solve on a NUMX x NUMY grid over
// NUMT steps, with the Thomas algorithm for the tridiagonal systems.
// Usage: locvolcalib PREFIX OUTER NUMX NUMY NUMT
#include "common.h"
using namespace ref;
using V = std::vector<double>;

static void tridag(const V& a, const V& b, const V& c, const V& y, V& x) {
  int64_t n = (int64_t)b.size();
  V bb(n), yy(n);
  bb[0] = b[0]; yy[0] = y[0];
  for (int64_t i = 1; i < n; ++i) {
    double beta = a[i] / bb[i - 1];
    bb[i] = b[i] - beta * c[i - 1];
    yy[i] = y[i] - beta * yy[i - 1];
  }
  x[n - 1] = yy[n - 1] / bb[n - 1];
  for (int64_t i = n - 2; i >= 0; --i) x[i] = (yy[i] - c[i] * x[i + 1]) / bb[i];
}

static void op(const V& xs, V& d0, V& d1, V& d2) {
  int64_t n = (int64_t)xs.size();
  d0.assign(n, 0); d1.assign(n, 0); d2.assign(n, 0);
  for (int64_t i = 1; i < n - 1; ++i) {
    double dl = xs[i] - xs[i - 1], du = xs[i + 1] - xs[i];
    d0[i] = 2 / dl / (dl + du); d1[i] = -2 * (1 / dl + 1 / du) / (dl + du); d2[i] = 2 / du / (dl + du);
  }
}

int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t outer = arg(argc, argv, 2), nx = arg(argc, argv, 3), ny = arg(argc, argv, 4),
          nt = arg(argc, argv, 5);
  const float s0 = 0.03f, t = 5.0f, alpha = 0.2f, nu = 0.6f, beta = 0.5f;
  {
    Writer w(p + ".in");
    w.scalar(outer); w.scalar(nx); w.scalar(ny); w.scalar(nt);
    w.scalar(s0); w.scalar(t); w.scalar(alpha); w.scalar(nu); w.scalar(beta);
  }
  double dx = 20.0 * alpha * s0 * std::sqrt((double)t) / (double)nx;
  // The index as the program computes it (in f32).
  int64_t xidx = (int64_t)(s0 / (float)(20 * alpha * s0 * std::sqrt(t) / (float)nx)) % nx;
  double dy = 10.0 * nu * std::sqrt((double)t) / (double)ny;
  int64_t yidx = ny / 2;
  V xs(nx), ys(ny), dxx0, dxx1, dxx2, dyy0, dyy1, dyy2;
  for (int64_t i = 0; i < nx; ++i) xs[i] = (double)i * dx - (double)xidx * dx + s0;
  for (int64_t j = 0; j < ny; ++j) ys[j] = (double)j * dy - (double)yidx * dy + std::log((double)alpha);
  op(xs, dxx0, dxx1, dxx2);
  op(ys, dyy0, dyy1, dyy2);
  auto time = [&](int64_t g) { return (double)t * (double)g / (double)(nt - 1); };
  std::vector<float> out(outer);
#pragma omp parallel for
  for (int64_t o = 0; o < outer; ++o) {
    double strike = 0.001 * (double)o;
    V res(nx * ny), u(ny * nx), v(nx * ny), vx(nx * ny), vy(nx * ny);
    for (int64_t i = 0; i < nx; ++i)
      for (int64_t j = 0; j < ny; ++j) res[i * ny + j] = std::max(0.0, xs[i] - strike);
    for (int64_t g = nt - 2; g >= 0; --g) {
      double tg = time(g), dtinv = 1 / (time(g + 1) - tg);
      for (int64_t i = 0; i < nx; ++i)
        for (int64_t j = 0; j < ny; ++j) {
          vx[i * ny + j] = std::exp(2 * (beta * std::log(xs[i]) + ys[j] - 0.5 * nu * nu * tg));
          vy[i * ny + j] = std::exp(2 * (alpha * std::log(xs[i]) + ys[j] - 0.5 * nu * nu * tg));
        }
      for (int64_t i = 0; i < nx; ++i)
        for (int64_t j = 0; j < ny; ++j) {
          double r = res[i * ny + j];
          double vv = dyy1[j] * r;
          if (j > 0) vv += dyy0[j] * res[i * ny + j - 1];
          if (j < ny - 1) vv += dyy2[j] * res[i * ny + j + 1];
          v[i * ny + j] = 0.5 * vy[i * ny + j] * vv;
          double uu = dxx1[i] * r;
          if (i > 0) uu += dxx0[i] * res[(i - 1) * ny + j];
          if (i < nx - 1) uu += dxx2[i] * res[(i + 1) * ny + j];
          u[j * nx + i] = dtinv * r + 0.25 * vx[i * ny + j] * uu + v[i * ny + j];
        }
      V a(nx), b(nx), c(nx), y(nx), x(nx);
      for (int64_t j = 0; j < ny; ++j) {
        for (int64_t i = 0; i < nx; ++i) {
          double cx = 0.5 * vx[i * ny + j];
          a[i] = -0.5 * cx * dxx0[i]; b[i] = dtinv - 0.5 * cx * dxx1[i]; c[i] = -0.5 * cx * dxx2[i];
          y[i] = u[j * nx + i];
        }
        tridag(a, b, c, y, x);
        for (int64_t i = 0; i < nx; ++i) u[j * nx + i] = x[i];
      }
      V ay(ny), by(ny), cy(ny), yv(ny), xv(ny);
      for (int64_t i = 0; i < nx; ++i) {
        for (int64_t j = 0; j < ny; ++j) {
          double cc = 0.5 * vy[i * ny + j];
          ay[j] = -0.5 * cc * dyy0[j]; by[j] = dtinv - 0.5 * cc * dyy1[j]; cy[j] = -0.5 * cc * dyy2[j];
          yv[j] = dtinv * u[j * nx + i] - 0.5 * v[i * ny + j];
        }
        tridag(ay, by, cy, yv, xv);
        for (int64_t j = 0; j < ny; ++j) res[i * ny + j] = xv[j];
      }
    }
    out[o] = (float)res[xidx * ny + yidx];
  }
  Writer w(p + ".out"); w.array(out, {outer});
}
