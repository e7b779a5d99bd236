// Which device profile to compile for when `--device-profile` is not given
// (issue 5: "without the flag, the profile of the device found at compile
// time (or a default) is used").
#pragma once

#include <string>

namespace runic {

// Looks at the OpenCL devices of this machine the way generated programs
// choose theirs (the first GPU, else the first device; `platform_hint` and
// `device_hint` are the substrings of -p/-d if any) and names the built-in
// profile that fits it: "nvidia-h100" for an NVIDIA GPU, "pocl-cpu" for a CPU
// device, "default" for anything else or when no OpenCL is found.  Loads
// libOpenCL at run time, so the compiler does not depend on it.  `why` gets
// a line for --explain/--verbose ("NVIDIA H200 (NVIDIA CUDA) -> nvidia-h100").
std::string detect_device_profile(const std::string& platform_hint, const std::string& device_hint,
                                  std::string* why);

}  // namespace runic
