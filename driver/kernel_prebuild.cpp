// The test runner's OpenCL prebuild; see kernel_prebuild.h.
#include "driver/kernel_prebuild.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define CL_TARGET_OPENCL_VERSION 120

#include <CL/cl.h>

#include <chrono>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <type_traits>

extern char** environ;

namespace runic {

namespace {

// ---- the builder process ----

struct OpenCL {
  void* lib = nullptr;
  cl_int (*get_platforms)(cl_uint, cl_platform_id*, cl_uint*) = nullptr;
  cl_int (*platform_info)(cl_platform_id, cl_platform_info, size_t, void*, size_t*) = nullptr;
  cl_int (*get_devices)(cl_platform_id, cl_device_type, cl_uint, cl_device_id*, cl_uint*) = nullptr;
  cl_int (*device_info)(cl_device_id, cl_device_info, size_t, void*, size_t*) = nullptr;
  cl_context (*create_context)(const cl_context_properties*, cl_uint, const cl_device_id*,
                               void(CL_CALLBACK*)(const char*, const void*, size_t, void*), void*,
                               cl_int*) = nullptr;
  cl_program (*create_program)(cl_context, cl_uint, const char**, const size_t*, cl_int*) = nullptr;
  cl_int (*build_program)(cl_program, cl_uint, const cl_device_id*, const char*,
                          void(CL_CALLBACK*)(cl_program, void*), void*) = nullptr;
  cl_int (*release_program)(cl_program) = nullptr;

  bool load() {
    lib = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libOpenCL.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return false;
    bool ok = true;
    auto sym = [&](auto& fn, const char* name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
      ok = ok && fn != nullptr;
    };
    sym(get_platforms, "clGetPlatformIDs");
    sym(platform_info, "clGetPlatformInfo");
    sym(get_devices, "clGetDeviceIDs");
    sym(device_info, "clGetDeviceInfo");
    sym(create_context, "clCreateContext");
    sym(create_program, "clCreateProgramWithSource");
    sym(build_program, "clBuildProgram");
    sym(release_program, "clReleaseProgram");
    return ok;
  }
};

struct Device {
  cl_platform_id platform;
  cl_device_id device;
  std::string platform_name, name;
  cl_device_type type = 0;
};

bool contains_ci(const std::string& hay, const std::string& needle) {
  if (needle.empty()) return true;
  auto lower = [](std::string s) {
    for (char& c : s) c = (char)std::tolower((unsigned char)c);
    return s;
  };
  return lower(hay).find(lower(needle)) != std::string::npos;
}

// Every device of every platform, in the order runtime/opencl.c lists them.
std::vector<Device> all_devices(const OpenCL& cl) {
  std::vector<Device> out;
  cl_uint np = 0;
  if (cl.get_platforms(0, nullptr, &np) != CL_SUCCESS || np == 0) return out;
  std::vector<cl_platform_id> ps(np);
  if (cl.get_platforms(np, ps.data(), nullptr) != CL_SUCCESS) return out;
  for (cl_platform_id p : ps) {
    char pname[256] = {0};
    cl.platform_info(p, CL_PLATFORM_NAME, sizeof pname - 1, pname, nullptr);
    cl_uint nd = 0;
    if (cl.get_devices(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS || nd == 0) continue;
    std::vector<cl_device_id> ds(nd);
    if (cl.get_devices(p, CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr) != CL_SUCCESS) continue;
    for (cl_device_id d : ds) {
      Device e{p, d, pname, "", 0};
      char name[256] = {0};
      cl.device_info(d, CL_DEVICE_NAME, sizeof name - 1, name, nullptr);
      e.name = name;
      cl.device_info(d, CL_DEVICE_TYPE, sizeof e.type, &e.type, nullptr);
      out.push_back(e);
    }
  }
  return out;
}

// The device a compiled program picks (rn_select_device in
// runtime/opencl.c): with -d, the first device of the -p platform whose
// name contains it (or `#N`, the N-th of all devices); without, the first
// GPU, else the first device.  -1 when none fits.
int select_device(const std::vector<Device>& ds, const std::string& platform, const std::string& device) {
  auto on_platform = [&](const Device& d) { return contains_ci(d.platform_name, platform); };
  for (size_t i = 0; i < ds.size(); ++i) {
    if (!on_platform(ds[i])) continue;
    if (!device.empty()) {
      if (device[0] == '#') {
        if (device.size() > 1 && std::atoi(device.c_str() + 1) == (int)i) return (int)i;
      } else if (contains_ci(ds[i].name, device)) {
        return (int)i;
      }
    } else if (ds[i].type & CL_DEVICE_TYPE_GPU) {
      return (int)i;
    }
  }
  if (device.empty())
    for (size_t i = 0; i < ds.size(); ++i)
      if (on_platform(ds[i])) return (int)i;
  return -1;
}

void answer(const std::string& line) {
  std::string s = line + "\n";
  size_t off = 0;
  while (off < s.size()) {
    ssize_t k = write(1, s.data() + off, s.size() - off);
    if (k <= 0) _exit(0);  // the test runner is gone
    off += (size_t)k;
  }
}

}  // namespace

int prebuild_server_main(int argc, char** argv) {
  if (argc != 5) {
    answer("off usage: runic " + std::string(kPrebuildServerFlag) + " OPTIONS PLATFORM DEVICE");
    return 2;
  }
  const std::string options = argv[2], platform = argv[3], device = argv[4];
  OpenCL cl;
  if (!cl.load()) {
    answer("off no OpenCL library");
    return 0;
  }
  std::vector<Device> ds = all_devices(cl);
  int idx = select_device(ds, platform, device);
  if (idx < 0) {
    answer("off no OpenCL device fits");
    return 0;
  }
  const Device& d = ds[(size_t)idx];
  // PoCL names its platform "Portable Computing Language".
  if (!contains_ci(d.platform_name, "portable computing language")) {
    answer("off the device is not PoCL's (" + d.platform_name + ")");
    return 0;
  }
  cl_context_properties props[3] = {CL_CONTEXT_PLATFORM, (cl_context_properties)d.platform, 0};
  cl_int e = CL_SUCCESS;
  cl_context ctx = cl.create_context(props, 1, &d.device, nullptr, nullptr, &e);
  if (e != CL_SUCCESS || !ctx) {
    answer("off clCreateContext failed");
    return 0;
  }
  answer("ready " + d.name + " (" + d.platform_name + ")");
  std::string path;
  while (std::getline(std::cin, path)) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string source = ss.str();
    bool ok = false;
    if (in) {
      const char* text = source.c_str();
      size_t len = source.size();
      cl_program p = cl.create_program(ctx, 1, &text, &len, &e);
      if (e == CL_SUCCESS && p) {
        ok = cl.build_program(p, 1, &d.device, options.c_str(), nullptr, nullptr) == CL_SUCCESS;
        cl.release_program(p);
      }
    }
    answer(ok ? "ok" : "failed");
  }
  // The context is left to the process's end (PoCL's release of a
  // context at exit is slow and buys nothing here).
  return 0;
}

// ---- the test worker's side ----

KernelPrebuilder::KernelPrebuilder(std::vector<std::string> exe_args, int timeout_s) : timeout_s_(timeout_s) {
  // As runtime/harness.c reads them: each `--build-option X` appended,
  // separated by spaces; the last -p and -d.
  for (size_t i = 0; i + 1 < exe_args.size(); ++i) {
    const std::string& a = exe_args[i];
    if (a == "--build-option") {
      build_options_ += (build_options_.empty() ? "" : " ") + exe_args[++i];
    } else if (a == "-p") {
      platform_ = exe_args[++i];
    } else if (a == "-d") {
      device_ = exe_args[++i];
    } else if (a == "-e" || a == "-r" || a == "-t" || a == "-T" || a == "--dump-opencl" || a == "--tuning") {
      ++i;  // an option with a value that says nothing about the build
    }
  }
}

KernelPrebuilder::~KernelPrebuilder() {
  if (fd_ >= 0) close(fd_);  // the builder reads end of input and exits
  if (pid_ > 0) waitpid(pid_, nullptr, 0);
}

void KernelPrebuilder::stop(const std::string& why) {
  off_ = why;
  pending_ = false;
  if (fd_ >= 0) close(fd_);
  fd_ = -1;
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  pid_ = -1;
}

// One line from the builder, waiting at most timeout_s_ seconds.
bool KernelPrebuilder::read_line(std::string* line) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s_);
  for (;;) {
    auto nl = buffered_.find('\n');
    if (nl != std::string::npos) {
      *line = buffered_.substr(0, nl);
      buffered_.erase(0, nl + 1);
      return true;
    }
    int wait_ms = -1;
    if (timeout_s_ > 0) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        stop("a build took longer than " + std::to_string(timeout_s_) + " s");
        return false;
      }
      wait_ms = (int)left.count();
    }
    pollfd pfd{fd_, POLLIN, 0};
    int r = poll(&pfd, 1, wait_ms);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;  // the deadline is checked above
    char buf[512];
    ssize_t k = read(fd_, buf, sizeof buf);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) {
      stop("the builder process ended");
      return false;
    }
    buffered_.append(buf, (size_t)k);
  }
}

bool KernelPrebuilder::launch() {
  launched_ = true;
  char self[4096];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) {
    off_ = "cannot find runic's own executable";
    return false;
  }
  self[n] = 0;
  int sv[2];
  // Close-on-exec: the test programs that other workers start meanwhile
  // must not hold the builder's end open.
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    off_ = "socketpair failed";
    return false;
  }
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
  posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  std::vector<std::string> args = {self, kPrebuildServerFlag, build_options_, platform_, device_};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int err = posix_spawn(&pid_, self, &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  close(sv[1]);
  fd_ = sv[0];
  if (err != 0) {
    pid_ = -1;
    stop("cannot start the builder process");
    return false;
  }
  std::string hello;
  if (!read_line(&hello)) return false;
  if (hello.rfind("ready", 0) != 0) {
    stop(hello.rfind("off ", 0) == 0 ? hello.substr(4) : "the builder said: " + hello);
    return false;
  }
  return true;
}

bool KernelPrebuilder::start(const std::string& source_file) {
  if (pending_) wait();
  if (!launched_ && !launch()) return false;
  if (fd_ < 0) return false;
  std::string req = source_file + "\n";
  size_t off = 0;
  while (off < req.size()) {
    // MSG_NOSIGNAL: a builder that died gives an error here, not SIGPIPE.
    ssize_t k = send(fd_, req.data() + off, req.size() - off, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) {
      stop("the builder process ended");
      return false;
    }
    off += (size_t)k;
  }
  pending_ = true;
  asked_++;
  return true;
}

bool KernelPrebuilder::wait() {
  if (!pending_) return false;
  pending_ = false;
  std::string reply;
  bool ok = read_line(&reply) && reply == "ok";
  built_ += ok;
  return ok;
}

std::string install_kernel_link_wrapper(const std::string& dir) {
  // The `ld` that PoCL's Clang would find: the first on PATH.
  const char* path = std::getenv("PATH");
  std::string real;
  for (std::string rest = path ? path : ""; real.empty() && !rest.empty();) {
    size_t colon = rest.find(':');
    std::string entry = rest.substr(0, colon);
    rest = colon == std::string::npos ? "" : rest.substr(colon + 1);
    if (entry.empty() || entry[0] != '/' || entry == dir) continue;
    std::string candidate = entry + "/ld";
    if (access(candidate.c_str(), X_OK) == 0) real = candidate;
  }
  if (real.empty() || real.find('\'') != std::string::npos || dir.find('\'') != std::string::npos) return "";
  if (mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) return "";
  std::string script = dir + "/ld";
  {
    std::ofstream f(script, std::ios::binary);
    f << "#!/bin/sh\n"
         "# runic test's ld for PoCL's kernel links (driver/kernel_prebuild.h,\n"
         "# install_kernel_link_wrapper): a shared object is linked without -lc\n"
         "# and -lm, with -z defs; where that leaves a symbol undefined, and for\n"
         "# every other command, the real ld runs the command as given.\n"
         "real='" << real << "'\n"
         "shared=\n"
         "for a; do [ \"$a\" = -shared ] && shared=1; done\n"
         "[ -n \"$shared\" ] || exec \"$real\" \"$@\"\n"
         "# $1..$n the command's arguments, then the same without -lc and -lm.\n"
         "n=$#\n"
         "for a; do\n"
         "  case $a in -lc|-lm) ;; *) set -- \"$@\" \"$a\" ;; esac\n"
         "done\n"
         "if (shift $n; exec \"$real\" -z defs \"$@\") 2>/dev/null; then exit 0; fi\n"
         "k=0\n"
         "for a; do k=$((k + 1)); [ $k -le $n ] && set -- \"$@\" \"$a\"; done\n"
         "shift $(($# - n))\n"
         "exec \"$real\" \"$@\"\n";
    if (!f) return "";
  }
  if (chmod(script.c_str(), 0755) != 0) return "";
  return "PATH='" + dir + "':\"$PATH\" ";
}

}  // namespace runic
