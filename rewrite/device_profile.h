// Device profiles: the device properties that parameterise derivations
// (work-group sizes, chunking), ICFP'15 section 6.  The search of a later
// issue reads the same record; the first version uses fixed choices per
// profile.  Launch sizes that depend on array sizes are computed at run
// time by the host code from these parameters.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace runic {

struct DeviceProfile {
  std::string name;
  int64_t max_group_size = 256;
  int64_t local_mem_bytes = 32768;
  int64_t compute_units = 8;
  int preferred_vector_width = 1;
  // Chosen by the profile (the search will choose these later):
  int64_t group_size = 256;      // work-group size of reduction/scan kernels (a power of 2)
  int64_t max_groups = 256;      // upper bound on work-groups of a first reduction pass
  int64_t map_group_size = 256;  // local size of 1-D mapGlb kernels
  // For the cost model of the derivation search (rewrite/search.h):
  bool gpu = false;                 // lanes of a group run in lock-step (coalescing matters);
                                    // otherwise a work-item runs its loops sequentially (CPU)
  int64_t threads_per_cu = 1024;    // resident threads per compute unit that saturate memory
  int64_t transaction_bytes = 64;   // memory transaction (GPU sector) or cache line (CPU)
  double bandwidth_gbs = 50;        // global memory bandwidth
  double launch_us = 10;            // cost of one kernel launch
  double group_overhead_us = 0;     // scheduling cost of one work-group (per compute unit)
  int64_t nominal_elems = int64_t(1) << 24;  // problem size assumed where lengths are symbolic
  // Bytes of loads that must be in flight to saturate memory (bandwidth x
  // latency, Little's law); 0: not modelled (a CPU's caches and prefetchers
  // hide it).  Decides how many elements each thread of a map handles.
  int64_t inflight_bytes = 0;
};

// "pocl-cpu", "nvidia-h100" (also fits H200) and "default" (also "").
// Throws CompileError for an unknown name, listing the known ones.
const DeviceProfile& device_profile(const std::string& name);
std::vector<std::string> device_profile_names();

}  // namespace runic
