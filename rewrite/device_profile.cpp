// The built-in device profiles; see device_profile.h.
#include "rewrite/device_profile.h"

#include "support/source.h"

namespace runic {

namespace {
const std::vector<DeviceProfile>& profiles() {
  static const std::vector<DeviceProfile> ps = {
      // name, max wg, local mem, CUs, vec, group size, max groups, map group,
      //   gpu, threads/CU, transaction, GB/s, launch us, group overhead us
      // A generic GPU-like device (the choices also run well on a CPU).
      {"default", 1024, 32768, 16, 1, 256, 256, 256, true, 1024, 32, 300, 5, 0},
      // PoCL on a CPU: few work-groups (one per core or so), large chunks;
      // a work-item runs its loops sequentially, so contiguous chunks win.
      {"pocl-cpu", 4096, 262144, 16, 8, 64, 64, 64, false, 1, 64, 20, 20, 0.5},
      // NVIDIA H100/H200: 132 SMs; enough groups to fill them, 256 threads;
      // 32-byte sectors, ~3 TB/s.
      // About 4 MiB of loads in flight (3-4.8 TB/s x ~1 us under load): one
      // 4-byte load per resident thread (132 x 2048) is a quarter of that.
      {"nvidia-h100", 1024, 49152, 132, 4, 256, 1056, 256, true, 2048, 32, 3000, 4, 0, int64_t(1) << 24,
       int64_t(4) << 20},
  };
  return ps;
}
}  // namespace

std::vector<std::string> device_profile_names() {
  std::vector<std::string> r;
  for (auto& p : profiles()) r.push_back(p.name);
  return r;
}

const DeviceProfile& device_profile(const std::string& name) {
  std::string n = name.empty() ? "default" : name;
  if (n == "nvidia-h200") n = "nvidia-h100";
  for (auto& p : profiles())
    if (p.name == n) return p;
  std::string known;
  for (auto& p : profiles()) known += (known.empty() ? "" : ", ") + p.name;
  user_error(Span{}, "unknown device profile '" + name + "'", "known profiles: " + known);
}

}  // namespace runic
