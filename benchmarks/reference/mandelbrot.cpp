// Reference for mandelbrot.fut.  Usage: mandelbrot PREFIX W H LIMIT
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t wd = arg(argc, argv, 2), h = arg(argc, argv, 3);
  int32_t limit = (int32_t)arg(argc, argv, 4);
  { Writer w(p + ".in"); w.scalar(wd); w.scalar(h); w.scalar(limit); }
  double total = 0;
#pragma omp parallel for reduction(+ : total)
  for (int64_t y = 0; y < h; ++y)
    for (int64_t x = 0; x < wd; ++x) {
      float cr = -2 + 2.5f * (float)x / (float)wd, ci = -1.25f + 2.5f * (float)y / (float)h;
      float zr = 0, zi = 0;
      int32_t k = 0;
      while (k < limit && zr * zr + zi * zi <= 4) {
        float t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        ++k;
      }
      total += k;
    }
  Writer w(p + ".out"); w.scalar((float)total);
}
