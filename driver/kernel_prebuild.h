// `runic test --prebuild`: builds each test program's OpenCL program once,
// in a long-lived builder process per test worker, before the program's
// cases run, so that PoCL's kernel cache holds the build when the cases'
// own processes ask for it.
//
// Why: on PoCL, clBuildProgram links every program with PoCL's kernel
// library (/usr/share/pocl/kernel-*.bc, about 10 MB of LLVM bitcode), which
// each new process loads again: about 1.1 s of a test program's first case,
// most of the OpenCL test run on a fresh machine.  A builder process loads
// the library once and then builds program after program; PoCL writes each
// build to its cache (kcache/, keyed by the source, the build options and
// the device), and the case's process finds it there (about 0.15 s).
//
// The builder builds the text the compiled program passes to
// clBuildProgram (opencl_program_text), with the program's build options
// (the `--build-option` values among the test's `--pass-option`s) on the
// device the program picks (-p/-d, else the first GPU, else the first
// device, as runtime/opencl.c picks it).  It runs only on PoCL: other
// drivers keep their own caches and the runtime its binary cache there, and
// a context held on a GPU in exclusive-process mode would hide the device
// from the test programs.  The builder is a separate process (runic itself,
// started with kPrebuildServerFlag) so that neither the OpenCL driver nor a
// crash in it enters the test runner.  A failed build, a builder that dies
// or hangs: the prebuild is skipped (for that worker, from then on) and the
// case's own run builds and reports as without it; no test outcome depends
// on the prebuild.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace runic {

// argv[1] of the builder process.
inline constexpr const char* kPrebuildServerFlag = "--opencl-prebuild-server";

// The builder process's main: `runic --opencl-prebuild-server OPTIONS
// PLATFORM DEVICE`.  Reads paths of OpenCL source files on stdin, one a
// line, builds each and answers "ok" or "failed" on stdout; first answers
// "ready ..." or "off REASON" (then exits).
int prebuild_server_main(int argc, char** argv);

// One test worker's builder process (started at the first build).
class KernelPrebuilder {
 public:
  // `exe_args`: the options the test passes to its compiled programs
  // (`--build-option X`, `-p P`, `-d D` are read from them).  `timeout_s`:
  // seconds one build may take before the builder is stopped (0: none).
  KernelPrebuilder(std::vector<std::string> exe_args, int timeout_s);
  ~KernelPrebuilder();
  KernelPrebuilder(const KernelPrebuilder&) = delete;
  KernelPrebuilder& operator=(const KernelPrebuilder&) = delete;

  // Starts building the OpenCL program in `source_file`.  False when the
  // builder is off (not PoCL, it failed to start, or it died).
  bool start(const std::string& source_file);
  // Waits for the build that start() began.  True when it was built.
  bool wait();
  // Why the builder is off ("" while it is on).
  const std::string& off_reason() const { return off_; }
  // Builds started, and those that succeeded.
  int asked() const { return asked_; }
  int built() const { return built_; }

 private:
  bool launch();
  void stop(const std::string& why);
  bool read_line(std::string* line);

  std::string build_options_, platform_, device_;
  int timeout_s_;
  int fd_ = -1;
  pid_t pid_ = -1;
  bool launched_ = false, pending_ = false;
  int asked_ = 0, built_ = 0;
  std::string off_, buffered_;
};

// PoCL links each kernel it compiles (one work-group function per kernel
// and local size, on the kernel's first launch at that size) into a shared
// object: its Clang driver runs `ld -shared ... -lm -lc ...`, and GNU ld
// spent about 16 ms CPU a link reading libc's and libm's symbols (2 ms
// without them), a fifth of an OpenCL test run's CPU (docs/testing.md,
// suite13).  The kernels use neither: PoCL's kernel library defines what
// they call.  This writes `DIR/ld`, a shell script that links a shared
// object without `-lc` and `-lm` and with `-z defs` (so no symbol is left
// undefined), and only where that fails runs the command as given; every
// other command (no `-shared`) runs as given.  It returns a prefix for the
// shell commands that start the compiled programs, `PATH='DIR':"$PATH" `,
// which puts the script before the real `ld` (Clang looks for `ld` in its
// own folder, where Debian has none, then on PATH); "" when no `ld` is on
// PATH or the script cannot be written.  `runic test` and `runic bench
// --prebuild` only: a program compiled with `runic -o` runs as before.
std::string install_kernel_link_wrapper(const std::string& dir);

}  // namespace runic
