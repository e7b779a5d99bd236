// Compile-time device detection; see device_detect.h.
#include "driver/device_detect.h"

#include <dlfcn.h>

#define CL_TARGET_OPENCL_VERSION 120

#include <CL/cl.h>

#include <algorithm>
#include <cctype>
#include <vector>

namespace runic {

namespace {

using GetPlatformIDs = cl_int (*)(cl_uint, cl_platform_id*, cl_uint*);
using GetPlatformInfo = cl_int (*)(cl_platform_id, cl_platform_info, size_t, void*, size_t*);
using GetDeviceIDs = cl_int (*)(cl_platform_id, cl_device_type, cl_uint, cl_device_id*, cl_uint*);
using GetDeviceInfo = cl_int (*)(cl_device_id, cl_device_info, size_t, void*, size_t*);

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return (char)std::tolower(c); });
  return s;
}

bool contains(const std::string& hay, const std::string& needle) {
  return needle.empty() || lower(hay).find(lower(needle)) != std::string::npos;
}

struct Found {
  std::string platform, name, vendor;
  cl_device_type type = 0;
};

}  // namespace

std::string detect_device_profile(const std::string& platform_hint, const std::string& device_hint,
                                  std::string* why) {
  auto say = [&](const std::string& s) { if (why) *why = s; };
  void* lib = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libOpenCL.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    say("no OpenCL library found -> default");
    return "default";
  }
  auto get_platforms = (GetPlatformIDs)dlsym(lib, "clGetPlatformIDs");
  auto platform_info = (GetPlatformInfo)dlsym(lib, "clGetPlatformInfo");
  auto get_devices = (GetDeviceIDs)dlsym(lib, "clGetDeviceIDs");
  auto device_info = (GetDeviceInfo)dlsym(lib, "clGetDeviceInfo");
  std::vector<Found> found;
  if (get_platforms && platform_info && get_devices && device_info) {
    cl_uint np = 0;
    if (get_platforms(0, nullptr, &np) == CL_SUCCESS && np > 0) {
      std::vector<cl_platform_id> ps(np);
      get_platforms(np, ps.data(), nullptr);
      for (cl_platform_id p : ps) {
        char pname[256] = {0};
        platform_info(p, CL_PLATFORM_NAME, sizeof pname - 1, pname, nullptr);
        if (!contains(pname, platform_hint)) continue;
        cl_uint nd = 0;
        if (get_devices(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS || nd == 0) continue;
        std::vector<cl_device_id> ds(nd);
        get_devices(p, CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr);
        for (cl_device_id d : ds) {
          Found f;
          f.platform = pname;
          char buf[256] = {0};
          device_info(d, CL_DEVICE_NAME, sizeof buf - 1, buf, nullptr);
          f.name = buf;
          char vbuf[256] = {0};
          device_info(d, CL_DEVICE_VENDOR, sizeof vbuf - 1, vbuf, nullptr);
          f.vendor = vbuf;
          device_info(d, CL_DEVICE_TYPE, sizeof f.type, &f.type, nullptr);
          if (contains(f.name, device_hint)) found.push_back(f);
        }
      }
    }
  }
  dlclose(lib);
  if (found.empty()) {
    say("no OpenCL device found -> default");
    return "default";
  }
  // As generated programs do: the first GPU, else the first device.
  const Found* pick = &found[0];
  for (const auto& f : found)
    if (f.type & CL_DEVICE_TYPE_GPU) { pick = &f; break; }
  std::string profile = "default";
  if ((pick->type & CL_DEVICE_TYPE_GPU) && (contains(pick->vendor, "nvidia") || contains(pick->platform, "nvidia")))
    profile = "nvidia-h100";
  else if (pick->type & CL_DEVICE_TYPE_CPU)
    profile = "pocl-cpu";
  say(pick->name + " (" + pick->platform + ") -> " + profile);
  return profile;
}

}  // namespace runic
