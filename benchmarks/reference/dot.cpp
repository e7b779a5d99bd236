// Reference for dot.fut.  Usage: dot PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto x = uniform(n, 0, 1, 3), y = uniform(n, 0, 1, 4);
  { Writer w(p + ".in"); w.array(x, {n}); w.array(y, {n}); }
  double s = 0;
  for (int64_t i = 0; i < n; ++i) s += (double)x[i] * y[i];
  Writer w(p + ".out"); w.scalar((float)s);
}
