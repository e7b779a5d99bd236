// Reference for scal.fut: a * x.  Usage: scal PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  float a = 1.5f;
  auto x = uniform(n, -1, 1, 1);
  { Writer w(p + ".in"); w.scalar(a); w.array(x, {n}); }
  for (auto& v : x) v *= a;
  Writer w(p + ".out"); w.array(x, {n});
}
