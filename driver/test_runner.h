// `runic test`: runs the `-- ==` blocks of test programs (driver/test_spec.h)
// with the interpreter or through the OpenCL backend, programs in parallel.
//
// With the interpreter, every case runs on the IR after every stage
// (elaborate, simplify, fuse, ..., flatten) and each result is compared:
// this is the differential test of every pass (DESIGN.md, principle 1).
// With OpenCL, each program is compiled to an executable once and every
// case runs it with binary input and output.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace runic {

enum class TestBackend { Interp, OpenCL };

struct TestOptions {
  TestBackend backend = TestBackend::Interp;
  int jobs = 0;                      // 0: one per hardware thread
  bool verbose = false;              // print a line per passing test too
  std::string device_profile;
  std::vector<std::string> exe_args; // extra options for compiled programs (-d, -p)
  // A command that runs compiled programs (its arguments follow it): the
  // program runs under it, e.g. scripts/oclgrind_wrap.sh; empty: directly.
  std::string exec_wrapper;
  // Seconds a compiled program may run (`timeout`); past it the case fails
  // as a hang.  0: no limit.
  int timeout_s = 600;
  // Optional passes switched off (--disable), as for compilation.
  std::set<std::string> disabled;
  std::string runic_path;            // this executable (for nothing yet)
  // `--times N`: after the summary, the N slowest programs with their
  // compile and run times.  0: none.
  int times = 0;
  // `--schedule FILE`: the seconds each program took in an earlier run
  // (read if present, rewritten after this run), so that the slowest
  // programs start first.  Empty: programs without a recorded time are
  // ordered by their size.
  std::string schedule_file;
  // `--shard K/N`: run only the K-th (1-based) of N parts of the programs,
  // parts of about equal size, so that N ctest tests split one run.
  int shard = 0, shards = 0;
  // `--exclude TAG`: programs and cases with this tag are not tested.
  std::vector<std::string> exclude;
  // `--prebuild` (OpenCL): build each program's OpenCL program in a
  // builder process per worker before its cases run, so that the cases'
  // processes find it in PoCL's kernel cache (driver/kernel_prebuild.h).
  // Off with --exec-wrapper and on drivers other than PoCL.
  bool prebuild = false;
  // `--no-batch` (OpenCL): each case in a process of its own.  By default
  // a program's cases run in one process of the compiled program (its
  // --batch mode: one process start, OpenCL context and program build
  // instead of one per case); a case that process did not finish (it
  // crashed, or ran past --timeout) runs again alone.  Always per case
  // with --exec-wrapper.
  bool no_batch = false;
  // futhark-test(1)'s modes: `-s` runs the `structure` blocks only (and
  // checks the counts of Futhark's own IR names too, which a plain run
  // does not: futhark test runs structure tests only with -s); `-t`
  // type-checks the programs only; `-C` compiles them only.
  bool structure_only = false, typecheck_only = false, compile_only = false;
  // `--entry-point NAME` (repeatable): only the cases of these entries.
  std::vector<std::string> entry_points;
};

// Runs every .fut file under `paths`; prints one line per failure and the
// summary "N passed, N failed"; returns 0 if all passed.
int run_tests(const std::vector<std::string>& paths, const TestOptions& opts);

}  // namespace runic
