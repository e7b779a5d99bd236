// Compile-time device detection; see device_detect.h.
#include "driver/device_detect.h"

#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

#define CL_TARGET_OPENCL_VERSION 120

#include <CL/cl.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
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

namespace {

std::string detect_here(const std::string& platform_hint, const std::string& device_hint, std::string* why) {
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

}  // namespace

// The OpenCL driver is loaded in a child process: a GPU driver initialised
// in the compiler would stay loaded (dlclose does not unload it) and, with
// the GPU in exclusive-process mode, hide the device from the programs that
// `runic bench` and `runic test` start.
std::string detect_device_profile(const std::string& platform_hint, const std::string& device_hint,
                                  std::string* why) {
  int fds[2];
  if (pipe(fds) != 0) return detect_here(platform_hint, device_hint, why);
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return detect_here(platform_hint, device_hint, why);
  }
  if (pid == 0) {
    close(fds[0]);
    std::string w;
    std::string msg = detect_here(platform_hint, device_hint, &w) + "\n" + w;
    ssize_t off = 0;
    while (off < (ssize_t)msg.size()) {
      ssize_t k = write(fds[1], msg.data() + off, msg.size() - (size_t)off);
      if (k <= 0) break;
      off += k;
    }
    _exit(0);
  }
  close(fds[1]);
  std::string got;
  char buf[512];
  for (ssize_t k; (k = read(fds[0], buf, sizeof buf)) > 0;) got.append(buf, (size_t)k);
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  auto nl = got.find('\n');
  if (nl == std::string::npos || nl == 0) {
    if (why) *why = "device detection failed -> default";
    return "default";
  }
  if (why) *why = got.substr(nl + 1);
  return got.substr(0, nl);
}

}  // namespace runic
