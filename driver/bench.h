// `runic bench`: Futhark's `futhark bench` for runic (PLDI'17 section 6 is
// the method: many runs after a warm-up, mean with a confidence interval).
//
//   runic bench [--size small|large|all] [--json FILE] [--budget SECONDS]
//               [--min-runs N] [--ci PERCENT] [-p PLATFORM] [-d DEVICE] PATHS...
//   runic bench --compare OLD.json NEW.json
//
// A benchmark is a test program (driver/test_spec.h) whose cases are its
// datasets: inline `input { ... }`, `random input { ... }` or `input @ FILE`;
// cases marked `nobench` are skipped, and `large` ones with `--size small`.
// Each program is compiled once; each dataset runs the executable once as a
// warm-up whose results are checked against the expected output (`output`,
// `output @ FILE` or `auto output`, from the interpreter), then in batches
// (`-r K -T FILE`, the first run of each batch dropped) until the 95%
// confidence interval of the mean host time is within the target (default
// ±1%) or the time budget of the dataset is spent.  Every run is timed two
// ways: by the host clock (entry call until the device is idle, as `-t`)
// and by the device clock (an OpenCL marker before the call to one after
// it, as CUDA events time a region; absent where the device gives no
// timestamps).  The table shows the host mean with its interval and the
// device mean.
//
// A program may declare what one run moves and computes on a line before
// its `-- ==` block, so that the table shows GB/s and GFLOP/s:
//
//   -- bench: bytes 4*3*n flops 2*n
//
// The expressions use + - * / ( ), numbers, and the dataset's input sizes:
// `n` (the first dimension of the first array argument), `dI_J` (dimension J
// of argument I, from 0) and `vI` (the value of scalar argument I).
// docs/testing.md describes the format.  Results are written as JSON in
// Futhark's schema plus one key: {"prog.fut": {"datasets": {"NAME":
// {"runtimes": [host us...], "device_runtimes": [device us...], "bytes": B,
// "flops": F, "stderr": ""}}}}.  `--compare` and read_bench_means use
// "runtimes" only, so older files without "device_runtimes" still work.
#pragma once

#include <string>
#include <vector>

namespace runic {

enum class BenchSize { Small, Large, All };

struct BenchOptions {
  BenchSize size = BenchSize::All;
  double budget_s = 10;              // time per dataset, seconds
  int min_runs = 10;                 // measured runs at least
  double ci_percent = 1;             // target half-width of the 95% CI, % of the mean
  std::string json_file;             // write results here
  std::vector<std::string> exe_args; // options for the compiled programs (-p, -d)
  std::string device_profile;
  std::string runic_path;            // unused; kept for symmetry with TestOptions
  int variants = 1;                  // derivation variants per SegOp (backend.h Tuning)
  bool use_tuning_files = true;      // compile PROG.fut with PROG.fut.tuning if present
  // The host programs at -O0, linked with the runtime compiled once (the
  // ctest bench_small: it checks the flow and the outputs, not the host's
  // speed; saves about 1.5 s of C compilation a program).
  bool host_unoptimised = false;
  std::string runtime_obj;           // set by run_benchmarks under host_unoptimised
  // Set by run_benchmarks under prebuild: what the commands that run the
  // compiled programs start with (install_kernel_link_wrapper's PATH).
  std::string run_prefix;
  // OpenCL on PoCL: build each program's kernels in one builder process
  // before its runs (as `runic test --prebuild`), which loads PoCL's kernel
  // library once instead of once a program.
  bool prebuild = false;
};

// Benchmarks every .fut program under `paths`; prints progress on stderr and
// the table on stdout.  Returns 0 if every dataset ran and gave the expected
// output, 1 otherwise.
int run_benchmarks(const std::vector<std::string>& paths, const BenchOptions& opts);

// Prints the speedup of every dataset present in both JSON files
// (old mean / new mean).  Returns 0, or 1 on an unreadable file.
int compare_benchmarks(const std::string& old_json, const std::string& new_json);

// The mean run time (µs) of each dataset in a JSON file written by
// run_benchmarks, as (program, dataset, mean).
struct BenchMean {
  std::string program, dataset;
  double mean_us;
};
std::vector<BenchMean> read_bench_means(const std::string& json_file);

// Evaluates a `-- bench:` size expression; exposed for the unit tests.
// Throws std::runtime_error on a malformed expression or unknown name.
double eval_bench_expr(const std::string& expr,
                       const std::vector<std::pair<std::string, double>>& vars);

}  // namespace runic
