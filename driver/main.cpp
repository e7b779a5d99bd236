// The `runic` command line.  Subcommands follow Futhark's tools:
//   runic PROG.fut [-o OUT]        compile to an executable (OpenCL)
//   runic --library PROG.fut       compile to a C library (NAME.c, NAME.h, NAME.json)
//   runic check PROG.fut           parse and type check
//   runic run PROG.fut [-e ENTRY]  interpret; arguments on stdin
//   runic test [PATHS...]          run the `-- ==` blocks of test programs
//   runic dataset -g [N]f32 [-b]   write random input values
//   runic bench [PATHS...]         benchmark programs (also `runic --bench`)
//   runic autotune PROG.fut        measure derivation variants, write PROG.fut.tuning
// Exit codes: 0 success; 1 an error in the user's program or input; 2 a bad
// command line; 3 an internal compiler error.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "backend/library.h"
#include "driver/autotune.h"
#include "driver/big_stack.h"
#include "driver/bench.h"
#include "driver/dataset.h"
#include "driver/device_detect.h"
#include "driver/kernel_prebuild.h"
#include "driver/pipeline.h"
#include "driver/test_runner.h"
#include "driver/values.h"
#include "rewrite/device_profile.h"
#include "ir/interpreter.h"
#include "typecheck/infer.h"

namespace fs = std::filesystem;
using namespace runic;

namespace {

constexpr int kExitUserError = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 3;

struct CommonFlags {
  std::vector<std::string> dump_after;
  bool dump_all = false;
  bool time_passes = false;
  bool verbose = false;
  bool explain = false;
  bool no_check_ir = false;
  std::vector<std::string> disable;
  std::string device_profile;
};

void add_common_flags(CLI::App& app, CommonFlags& f) {
  app.add_option("--dump-after", f.dump_after,
                 "Print the program after the named stage (repeatable); see --list-passes")
      ->type_name("STAGE")
      ->allow_extra_args(false);
  app.add_flag("--dump-all", f.dump_all, "Print the program after every stage");
  app.add_flag("--time-passes", f.time_passes, "Print the time each stage takes");
  app.add_flag("-v,--verbose", f.verbose, "Say what the compiler is doing");
  app.add_option("--disable", f.disable,
                 "Switch off an optional IR pass (inline, simplify, loop-reduce, hoist, fuse, "
                 "vector-scans, simplify-fused, recompute, simplify-kernels, locality)")
      ->type_name("PASS")
      ->allow_extra_args(false);
  app.add_flag("--no-check-ir", f.no_check_ir, "Do not run the IR checker after each pass");
  app.add_option("--device-profile", f.device_profile,
                 "Choose kernels for this device profile (see --list-device-profiles); "
                 "default 'auto': the profile of the OpenCL device found now (the first GPU, "
                 "else the first device), 'default' where none fits")
      ->type_name("NAME");
}

PipelineOptions pipeline_options(const CommonFlags& f) {
  PipelineOptions o;
  auto stages = stage_names();
  for (const auto& s : f.dump_after) {
    if (s != "all" && std::find(stages.begin(), stages.end(), s) == stages.end()) {
      std::string list;
      for (const auto& n : stages) list += (list.empty() ? "" : ", ") + n;
      throw CLI::ValidationError("--dump-after", "unknown stage '" + s + "'; stages are: " + list);
    }
    o.dump_after.insert(s);
  }
  if (f.dump_all) o.dump_after.insert("all");
  for (const auto& d : f.disable) {
    bool known = false;
    for (const auto& p : ir_passes()) known |= p.name == d;
    if (!known || d == "flatten" || d == "lower-streams" || d == "inline-noinline" || d == "serialise-recursive")
      throw CLI::ValidationError("--disable", "'" + d + "' is not a pass that can be switched off");
    o.disabled.insert(d);
  }
  o.time_passes = f.time_passes;
  o.verbose = f.verbose;
  o.check_ir = !f.no_check_ir;
  o.device_profile = f.device_profile;
  return o;
}

// Replaces an empty or "auto" --device-profile by the profile of the device
// that generated programs will pick (driver/device_detect.h).
void resolve_device_profile(CommonFlags& f, const std::string& platform, const std::string& device) {
  if (!f.device_profile.empty() && f.device_profile != "auto") {
    device_profile(f.device_profile);  // rejects unknown names early
    return;
  }
  std::string why;
  f.device_profile = detect_device_profile(platform, device, &why);
  if (f.verbose || f.explain) std::cerr << "runic: device profile: " << why << "\n";
}

std::string default_output(const std::string& prog) {
  fs::path p(prog);
  if (p.extension() == ".fut") p.replace_extension("");
  else p += ".out";
  return p.string();
}

int compile_command(const std::string& prog, std::string out, bool library, const std::string& api_prefix,
                    int variants, const CommonFlags& flags) {
  PipelineOptions po = pipeline_options(flags);
  po.tuning.variants = variants;
  po.tuning.chosen = tuning_for(prog, flags.device_profile, flags.verbose || flags.explain);
  ApiTypes api;
  po.api_types = &api;  // the library's API, or the executable's server types
  GeneratedProgram g = run_to_code(prog, po);
  if (!library) g.server_api = server_api_tables(api);
  if (flags.explain)
    for (const auto& [kernel, derivation] : g.derivations)
      std::cout << "kernel " << kernel << ":\n" << derivation << "\n";
  if (out.empty()) out = default_output(prog);
  if (library) {
    write_c_library(g, api, out, api_prefix, fs::path(prog).filename().string());
    if (flags.verbose) std::cerr << "runic: wrote " << out << ".c, " << out << ".h and " << out << ".json\n";
    return 0;
  }
  std::string c_path = out + ".c";
  write_c_program(g, OutputKind::Executable, c_path);
  compile_c_program(c_path, out);
  if (flags.verbose) std::cerr << "runic: wrote " << out << "\n";
  return 0;
}

int run_command(const std::string& prog, const std::string& entry, bool binary,
                const CommonFlags& flags) {
  PipelineOptions po = pipeline_options(flags);
  ir::Program p = run_frontend(prog, po);
  const ir::Function* f = nullptr;
  for (const auto& fn : p.functions)
    if (fn.entry && fn.name == entry) f = &fn;
  if (!f) {
    std::string names;
    for (const auto& fn : p.functions)
      if (fn.entry) names += (names.empty() ? "" : ", ") + fn.name;
    std::cerr << "error: no entry point '" << entry << "'; entry points: " << names << "\n";
    return kExitUserError;
  }
  std::vector<ir::Type> types;
  for (const auto& prm : f->params) types.push_back(prm.type);
  rn_reader* r = rn_reader_file(stdin);
  Values args;
  try {
    args = read_values(r, types, f->param_names, "argument");
  } catch (...) {
    rn_reader_free(r);
    throw;
  }
  rn_reader_free(r);
  Values results(ir::interpret(p, entry, args.get()));
  for (const auto& v : results.get()) {
    rn_write_value(stdout, &v, binary ? 1 : 0);
    if (!binary) std::fputc('\n', stdout);
  }
  return 0;
}

// `main`'s work, run on a thread with a large stack (driver/big_stack.h).
int run_main(int argc, char** argv) {
  CLI::App app{"runic: an optimising compiler for a Futhark-style array language to OpenCL"};
  app.set_version_flag("--version", std::string("runic ") + RUNIC_VERSION);
  app.require_subcommand(0, 1);
  app.fallthrough();

  CommonFlags flags;
  add_common_flags(app, flags);
  std::string prog, out;
  bool library = false, list_passes = false, list_profiles = false;
  app.add_option("program", prog, "The program to compile")->type_name("PROG.fut");
  app.add_option("-o,--output", out, "Output file (default: PROG without .fut)");
  app.add_flag("--library", library, "Emit a C library NAME.c, NAME.h and NAME.json instead of an executable");
  std::string api_prefix = "futhark_";
  app.add_option("--api-prefix", api_prefix, "With --library: the prefix of the C API's names (default: futhark_)")
      ->type_name("NAME");
  app.add_flag("--explain", flags.explain, "Print the rewrite derivation of every kernel");
  app.add_flag("--list-passes", list_passes, "List the stages of the pipeline and exit");
  app.add_flag("--list-device-profiles", list_profiles, "List the device profiles (--device-profile) and exit");
  int variants = 1;
  app.add_option("--variants", variants,
                 "Compile the K best derivations of each SegOp; the program picks one at run time by its "
                 "--tuning FILE (default 1; PROG.fut.tuning, written by `runic autotune`, is used when present)")
      ->check(CLI::Range(1, 16))->type_name("K");

  CLI::App* check = app.add_subcommand("check", "Parse and type check a program");
  std::string check_prog;
  check->add_option("program", check_prog, "The program")->required();
  bool print_types = false;
  check->add_flag("--print-types", print_types,
                  "Print the inferred type of every top-level definition (after checking succeeds)");

  CLI::App* run = app.add_subcommand("run", "Interpret an entry point; arguments come on stdin");
  std::string run_prog, entry = "main";
  bool run_binary = false;
  run->add_option("program", run_prog, "The program")->required();
  run->add_option("-e,--entry", entry, "The entry point to run (default: main)");
  run->add_flag("-b,--binary", run_binary, "Print results in the binary value format");

  CLI::App* test = app.add_subcommand("test", "Run the test blocks of test programs");
  std::vector<std::string> test_paths;
  std::string backend = "interp";
  TestOptions topts;
  test->add_option("paths", test_paths, "Files and folders of .fut test programs")->required();
  test->add_option("--backend", backend, "interp (the interpreter, every IR level) or opencl")
      ->check(CLI::IsMember({"interp", "opencl"}));
  test->add_option("-j,--jobs", topts.jobs, "Programs tested in parallel (default: $RUNIC_TEST_JOBS, else CPU threads)");
  test->add_flag("--verbose-tests", topts.verbose, "Also list the tests that pass");
  test->add_option("--times", topts.times,
                   "After the summary, list the N slowest programs with their compile time (front end and "
                   "host code), kernel build time (OpenCL) and run time")
      ->type_name("N")->check(CLI::NonNegativeNumber);
  test->add_option("--schedule", topts.schedule_file,
                   "Start the programs that took longest in the run that wrote FILE first; write this "
                   "run's times to FILE (without it, and for programs FILE lacks, the largest start first)")
      ->type_name("FILE");
  std::string test_shard;
  test->add_option("--shard", test_shard,
                   "Run only part K of N parts of the programs, parts of about equal size (for splitting a run "
                   "into several ctest tests)")
      ->type_name("K/N");
  test->add_option("--timeout", topts.timeout_s,
                   "Seconds a compiled test program may run before it fails as a hang (default 600; 0: no limit)")
      ->check(CLI::NonNegativeNumber);
  test->add_option("--exclude", topts.exclude,
                   "Do not test programs or cases with this tag (repeatable; `disable`, `notest` and `no_BACKEND` "
                   "always)")
      ->type_name("TAG")->allow_extra_args(false);
  test->add_flag("--prebuild", topts.prebuild,
                 "OpenCL on PoCL: build each program's kernels once in a builder process per job before its "
                 "cases run, filling PoCL's kernel cache (the cases then load PoCL's kernel library no more)");
  test->add_flag("--no-batch", topts.no_batch,
                 "OpenCL: run each case in a process of its own (by default a program's cases run one after "
                 "another in one process of the compiled program; cases it did not finish run alone)");
  test->add_option("--exec-wrapper", topts.exec_wrapper,
                   "Run compiled test programs under this command (e.g. scripts/oclgrind_wrap.sh)");
  test->add_option("--pass-option", topts.exe_args,
                   "Pass an option to compiled test programs (repeatable; e.g. --pass-option=-d --pass-option=H200)")
      ->allow_extra_args(false);
  // futhark-test(1)'s options, as it spells them.
  bool test_interp = false, test_compiled = false, ignored_flag = false;
  std::string ignored_value;
  test->add_flag("-i", test_interp, "Test with the interpreter (as --backend=interp)");
  test->add_flag("-c", test_compiled, "Test compiled code (as --backend=opencl)");
  test->add_option("--concurrency", topts.jobs, "The number of programs tested at once (as -j)");
  test->add_flag("-s", topts.structure_only,
                 "Run the structure tests only, also the counts of Futhark's own IR names (not checked "
                 "without -s, as in futhark test)");
  test->add_flag("-t", topts.typecheck_only, "Type-check the programs only");
  test->add_flag("-C", topts.compile_only, "Compile the programs, but do not run them");
  test->add_option("--entry-point", topts.entry_points, "Only run the cases of entry points with this name")
      ->allow_extra_args(false);
  test->add_option("--runner", topts.exec_wrapper, "Run compiled test programs under this program (as --exec-wrapper)");
  test->add_flag("--no-terminal,--no-tuning", ignored_flag, "Accepted; runic test prints no progress display");
  test->add_option("--tuning,--cache-extension,--futhark,--pass-compiler-option", ignored_value,
                   "Accepted and ignored (runic reads no tuning or cache files in tests)");

  CLI::App* dataset = app.add_subcommand("dataset", "Write random input values on stdout");
  DatasetOptions dopts;
  dataset->add_option("-g,--generate", dopts.generate, "A value of this type, e.g. [1000]f32 (repeatable)")
      ->required()->type_name("TYPE")->allow_extra_args(false);
  dataset->add_flag("-b,--binary", dopts.binary, "Binary value format");
  dataset->add_option("-s,--seed", dopts.seed, "Random seed (default 1)");

  CLI::App* bench = app.add_subcommand("bench", "Benchmark the datasets of programs (also --bench)");
  std::vector<std::string> bench_paths, bench_compare;
  std::string bench_size = "all";
  BenchOptions bopts;
  bench->add_option("paths", bench_paths, "Files and folders of .fut benchmark programs");
  bench->add_option("--size", bench_size, "Datasets to run: small (skip `large` ones), large, all")
      ->check(CLI::IsMember({"small", "large", "all"}));
  bench->add_option("--json", bopts.json_file, "Write the results as JSON (Futhark's schema)")
      ->type_name("FILE");
  bench->add_option("--budget", bopts.budget_s, "Seconds of runs per dataset at most (default 10)")
      ->check(CLI::PositiveNumber);
  bench->add_option("--min-runs", bopts.min_runs, "Measured runs per dataset at least (default 10)")
      ->check(CLI::Range(1, 1000000));
  bench->add_option("--ci", bopts.ci_percent,
                    "Stop when the 95% confidence interval is within this % of the mean (default 1)")
      ->check(CLI::PositiveNumber);
  bench->add_option("--pass-option", bopts.exe_args,
                    "Pass an option to the compiled programs (repeatable; e.g. --pass-option=--tuning --pass-option=FILE)")
      ->allow_extra_args(false);
  bench->add_flag("--host-unoptimised", bopts.host_unoptimised,
                  "Compile the host programs at -O0, with the runtime compiled once (checks the flow and "
                  "the outputs faster; the host times are not those of `runic -o`)");
  bench->add_flag("--prebuild", bopts.prebuild,
                  "OpenCL on PoCL: build each program's kernels in one builder process before its runs, "
                  "filling PoCL's kernel cache (PoCL's kernel library is then loaded once)");
  std::string bench_platform, bench_device;
  bench->add_option("-p,--platform", bench_platform, "OpenCL platform for the programs (-p)");
  bench->add_option("-d,--device", bench_device, "OpenCL device for the programs (-d)");
  bench->add_option("--compare", bench_compare, "Compare two JSON result files: OLD NEW")
      ->expected(2)->type_name("OLD NEW");

  CLI::App* tune = app.add_subcommand("autotune",
                                      "Measure the best derivations of each SegOp on this machine's device with the "
                                      "program's benchmark datasets; write PROG.fut.tuning");
  std::string tune_prog, tune_size = "all", tune_platform, tune_device;
  AutotuneOptions aopts;
  aopts.bench.budget_s = 2;
  aopts.bench.min_runs = 5;
  aopts.bench.ci_percent = 2;
  tune->add_option("program", tune_prog, "The program")->required();
  tune->add_option("--size", tune_size, "Datasets to run: small, large, all (default)")
      ->check(CLI::IsMember({"small", "large", "all"}));
  tune->add_option("--variants", aopts.variants, "Derivations tried per SegOp (default 3)")->check(CLI::Range(2, 16));
  tune->add_option("--budget", aopts.bench.budget_s, "Seconds of runs per dataset and trial (default 2)")
      ->check(CLI::PositiveNumber);
  tune->add_option("-o,--output", aopts.out_file, "The tuning file (default: PROG.fut.tuning)");
  tune->add_option("-p,--platform", tune_platform, "OpenCL platform for the program (-p)");
  tune->add_option("-d,--device", tune_device, "OpenCL device for the program (-d)");

  // `runic --bench ...` is `runic bench ...`.
  std::vector<std::string> arg_storage(argv, argv + argc);
  std::vector<char*> args;
  for (auto& a : arg_storage) args.push_back(a == "--bench" ? const_cast<char*>("bench") : a.data());
  argc = (int)args.size();
  argv = args.data();

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : kExitUsage;
  }

  try {
    if (list_profiles) {
      for (const auto& n : device_profile_names()) {
        const DeviceProfile& p = device_profile(n);
        std::cout << n << "  -- " << (p.gpu ? "GPU" : "CPU") << ", " << p.compute_units
                  << " compute units, work-groups up to " << p.max_group_size << ", "
                  << p.local_mem_bytes / 1024 << " KiB local memory\n";
      }
      return 0;
    }
    if (list_passes) {
      for (const auto& s : stage_names()) {
        std::string desc;
        for (const auto& p : ir_passes())
          if (p.name == s) desc = p.description;
        std::cout << s << (desc.empty() ? "" : "  -- " + desc) << "\n";
      }
      return 0;
    }
    if (*check) {
      PipelineOptions po = pipeline_options(flags);
      std::string types;
      if (print_types) po.on_typed = [&](const TypedProgram& tp) { types = print_typed(tp, false, true); };
      run_frontend(check_prog, po, /*check_only=*/true);
      std::cout << types;
      return 0;
    }
    if (*run) return run_command(run_prog, entry, run_binary, flags);
    if (*dataset) {
      generate_dataset(dopts, stdout);
      return 0;
    }
    if (*bench) {
      if (!bench_compare.empty()) return compare_benchmarks(bench_compare[0], bench_compare[1]);
      if (bench_paths.empty()) {
        std::cerr << "error: runic bench needs programs or folders (or --compare OLD NEW)\n";
        return kExitUsage;
      }
      bopts.size = bench_size == "small" ? BenchSize::Small
                   : bench_size == "large" ? BenchSize::Large : BenchSize::All;
      if (!bench_platform.empty()) bopts.exe_args.insert(bopts.exe_args.end(), {"-p", bench_platform});
      if (!bench_device.empty()) bopts.exe_args.insert(bopts.exe_args.end(), {"-d", bench_device});
      resolve_device_profile(flags, bench_platform, bench_device);
      bopts.device_profile = flags.device_profile;
      return run_benchmarks(bench_paths, bopts);
    }
    if (*tune) {
      aopts.bench.size = tune_size == "small" ? BenchSize::Small
                         : tune_size == "large" ? BenchSize::Large : BenchSize::All;
      if (!tune_platform.empty()) aopts.bench.exe_args.insert(aopts.bench.exe_args.end(), {"-p", tune_platform});
      if (!tune_device.empty()) aopts.bench.exe_args.insert(aopts.bench.exe_args.end(), {"-d", tune_device});
      resolve_device_profile(flags, tune_platform, tune_device);
      aopts.bench.device_profile = flags.device_profile;
      return autotune(tune_prog, aopts);
    }
    if (*test) {
      topts.backend = backend == "opencl" ? TestBackend::OpenCL : TestBackend::Interp;
      if (test_interp && test_compiled) throw std::runtime_error("runic test: -i and -c exclude each other");
      if (test_interp) topts.backend = TestBackend::Interp;
      if (test_compiled) topts.backend = TestBackend::OpenCL;
      if (!test_shard.empty()) {
        int k = 0, n = 0;
        char rest = 0;
        if (std::sscanf(test_shard.c_str(), "%d/%d%c", &k, &n, &rest) != 2 || n < 1 || k < 1 || k > n)
          throw std::runtime_error("--shard needs K/N with 1 <= K <= N, not '" + test_shard + "'");
        topts.shard = k;
        topts.shards = n;
      }
      if (topts.backend == TestBackend::OpenCL) resolve_device_profile(flags, "", "");
      topts.device_profile = flags.device_profile;
      topts.disabled = pipeline_options(flags).disabled;
      return run_tests(test_paths, topts);
    }
    if (prog.empty()) {
      std::cerr << app.help();
      return kExitUsage;
    }
    if (auto why = api_prefix_problem(api_prefix)) throw CLI::ValidationError("--api-prefix", *why);
    resolve_device_profile(flags, "", "");
    return compile_command(prog, out, library, api_prefix, variants, flags);
  } catch (const CLI::ParseError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitUsage;
  } catch (const CompileError& e) {
    std::cerr << e.what();
    return kExitUserError;
  } catch (const ir::RuntimeError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitUserError;
  } catch (const InternalError& e) {
    std::cerr << "internal error: " << e.what() << "\n"
              << "This is a bug in runic; please report it with the program.\n";
    return kExitInternal;
  } catch (const std::bad_alloc&) {
    std::cerr << "error: out of memory\n";
    return kExitUserError;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return kExitUserError;
  }
}

}  // namespace

int main(int argc, char** argv) {
  // `runic test --prebuild`'s builder process (driver/kernel_prebuild.h).
  if (argc > 1 && std::string(argv[1]) == kPrebuildServerFlag) return prebuild_server_main(argc, argv);
  // Deeply nested programs need a deep stack in the front end: the whole
  // command runs on a 1 GiB-stack thread (reserved, not committed).
  int status = kExitInternal;
  std::optional<BigStackThread> worker;
  try {
    worker.emplace([&] { status = run_main(argc, argv); });
  } catch (const std::runtime_error&) {
    return run_main(argc, argv);  // no thread at all: the main thread's stack
  }
  worker->join();
  return status;
}
