// Reference for asum.fut.  Usage: asum PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto x = uniform(n, -1, 1, 2);
  { Writer w(p + ".in"); w.array(x, {n}); }
  double s = 0;
  for (float v : x) s += std::fabs(v);
  Writer w(p + ".out"); w.scalar((float)s);
}
