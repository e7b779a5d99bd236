// Reference for nn.fut.  Usage: nn PREFIX N
#include "common.h"
using namespace ref;
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2);
  auto lat = uniform(n, -90, 90, 36), lng = uniform(n, -180, 180, 37);
  float tlat = 30, tlng = 90;
  { Writer w(p + ".in"); w.array(lat, {n}); w.array(lng, {n}); w.scalar(tlat); w.scalar(tlng); }
  float best = INFINITY;
  int64_t idx = -1;
  for (int64_t i = 0; i < n; ++i) {
    float d = std::sqrt((lat[i] - tlat) * (lat[i] - tlat) + (lng[i] - tlng) * (lng[i] - tlng));
    if (d < best) best = d, idx = i;
  }
  Writer w(p + ".out"); w.scalar(best); w.scalar(idx);
}
