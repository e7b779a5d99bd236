#include "driver/test_runner.h"

#include <sys/stat.h>
#include <sys/wait.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "driver/big_stack.h"
#include "driver/kernel_prebuild.h"
#include "driver/pipeline.h"
#include "driver/script.h"
#include "driver/test_spec.h"
#include "driver/values.h"
#include "flatten/flatten.h"
#include "frontend/parser.h"
#include "ir/interpreter.h"

namespace fs = std::filesystem;

namespace runic {

namespace {

struct Outcome {
  int passed = 0;
  int failed = 0;
  std::vector<std::string> failures;
  std::vector<std::string> passes;  // for -v
  // Seconds (for --times and --schedule).  `compile_s`: the front end and
  // every IR level, plus the host program's C compilation under OpenCL.
  // `run_s`: the interpreter's runs, or the entry points' own time in the
  // compiled program (its -t).  `setup_s` (OpenCL only): the rest of the
  // compiled program's runs: process start, OpenCL set-up, building the
  // kernels (or loading them from the kernel cache), reading and writing
  // values.  `prepare_s`: making the cases' inputs (random inputs, input
  // scripts) and expected results (`auto output`: the interpreter's run
  // of the first level), which the runner does before a case runs.
  double compile_s = 0, setup_s = 0, run_s = 0, prepare_s = 0;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Adds the time from construction to destruction to a counter.
class Stopwatch {
 public:
  explicit Stopwatch(double* total) : total_(total), start_(std::chrono::steady_clock::now()) {}
  ~Stopwatch() { *total_ += seconds_since(start_); }
  Stopwatch(const Stopwatch&) = delete;
  Stopwatch& operator=(const Stopwatch&) = delete;

 private:
  double* total_;
  std::chrono::steady_clock::time_point start_;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const ir::Function* find_entry(const ir::Program& p, const std::string& name) {
  for (const auto& f : p.functions)
    if (f.entry && f.name == name) return &f;
  return nullptr;
}

std::vector<ir::Type> param_types(const ir::Function& f) {
  std::vector<ir::Type> ts;
  for (const auto& p : f.params) ts.push_back(p.type);
  return ts;
}

// Whether `regex` matches anywhere in `text`, as futhark test matches an
// `error:` regex: a POSIX extended regex (regex-tdfa's, whose default
// options are not multi-line: `.` matches a newline too, `^` and `$` only
// at the ends of the whole message), case-sensitive.  A regex that is no
// POSIX ERE (`\d`, `(?:`) is tried as an ECMAScript one.
bool regex_matches(const std::string& regex, const std::string& text, std::string* why) {
  std::string error;
  bool any = false;
  for (auto flavour : {std::regex::extended, std::regex::ECMAScript}) {
    try {
      std::regex re(regex, flavour);
      any = true;
      if (std::regex_search(text, re)) return true;
      // ECMAScript's `.` stops at a newline: try the message as one line.
      if (flavour == std::regex::ECMAScript && text.find('\n') != std::string::npos) {
        std::string one_line = text;
        std::replace(one_line.begin(), one_line.end(), '\n', ' ');
        if (std::regex_search(one_line, re)) return true;
      }
    } catch (const std::regex_error& e) {
      if (error.empty()) error = e.what();
    }
  }
  if (why) *why = any ? "error message does not match /" + regex + "/: " + text
                      : "invalid regex /" + regex + "/: " + error;
  return false;
}

std::string first_line(const std::string& s) {
  auto nl = s.find('\n');
  return nl == std::string::npos ? s : s.substr(0, nl);
}

Values make_random_inputs(const TestCase& c, const ir::Function& f, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Values vs;
  if (c.random_specs.size() != f.params.size())
    throw std::runtime_error("random input gives " + std::to_string(c.random_specs.size()) +
                             " values, entry '" + f.name + "' takes " +
                             std::to_string(f.params.size()));
  for (size_t i = 0; i < c.random_specs.size(); ++i) {
    const RandomSpec& s = c.random_specs[i];
    if (!s.literal.empty()) {
      Values one = read_values_text(s.literal, {f.params[i].type}, {}, "random input");
      vs.get().push_back(one.get()[0]);
      one.get().clear();
      continue;
    }
    auto t = prim_from_name(s.elem);
    if (!t) throw std::runtime_error("unknown type `" + s.elem + "` in random input");
    vs.get().push_back(random_value(*t, s.shape, rng));
  }
  return vs;
}

// Expected results of `auto output` cases, kept in the cache folder
// ($XDG_CACHE_HOME/runic/expected, else ~/.cache/runic/expected) so that
// the other test runs of a suite do not interpret the same case again: the
// OpenCL parts, programs_gpu_profile and programs_interp all make the
// expected result of a case on the first IR level, and the larger cases
// took most of a program's time in the runner (scan_vectors/counting:
// 9 s CPU for one 100,003-element sort in the interpreter).  An entry is
// keyed by this runic executable (its size and modification time: a rebuilt
// interpreter or front end never sees an older build's results), the
// printed first IR level, the entry point and the inputs' bytes; it holds
// the statement count of the run (run_case's large-case rule reads it) and
// the results in the binary value format.  Only cases of more than
// kStoreSteps statements are stored (the small ones are cheaper to run than
// to hash, and the entries stay few); entries of other builds are removed
// when a run starts (prune).  RUNIC_NO_CACHE (set, not 0) turns it off.
class ExpectedCache {
 public:
  static constexpr uint64_t kStoreSteps = 200'000;

  // The folder of this build's entries; empty when the cache is off.
  static const fs::path& dir() {
    static const fs::path d = [] {
      const char* off = std::getenv("RUNIC_NO_CACHE");
      if (off && *off && std::string(off) != "0") return fs::path();
      const char* xdg = std::getenv("XDG_CACHE_HOME");
      const char* home = std::getenv("HOME");
      fs::path base = xdg && *xdg == '/' ? fs::path(xdg) / "runic"
                      : home && *home == '/' ? fs::path(home) / ".cache" / "runic"
                                             : fs::path();
      struct stat st;
      if (base.empty() || stat("/proc/self/exe", &st) != 0) return fs::path();
      char id[64];
      std::snprintf(id, sizeof id, "%llx-%llx", (unsigned long long)st.st_size,
                    (unsigned long long)st.st_mtim.tv_sec * 1000000000ull + (unsigned long long)st.st_mtim.tv_nsec);
      return base / "expected" / id;
    }();
    return d;
  }

  // Removes the entries of other builds (not touched for an hour: a run
  // of another build may be using its own).
  static void prune() {
    if (dir().empty()) return;
    std::error_code ec;
    fs::path parent = dir().parent_path();
    for (auto it = fs::directory_iterator(parent, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
      if (it->path() == dir()) continue;
      auto age = fs::file_time_type::clock::now() - fs::last_write_time(it->path(), ec);
      if (!ec && age > std::chrono::hours(1)) fs::remove_all(it->path(), ec);
    }
  }

  // The key of a case: the first level's printed form (`program`), the
  // entry point and the inputs.
  static std::string key(const std::string& program, const std::string& entry, const Values& inputs) {
    std::string in;
    {
      char* buf = nullptr;
      size_t len = 0;
      FILE* f = open_memstream(&buf, &len);
      if (!f) return "";
      for (const auto& v : inputs.get()) rn_write_value(f, &v, 1);
      std::fclose(f);
      in.assign(buf, len);
      std::free(buf);
    }
    uint64_t h[2] = {14695981039346656037ull, 0x6c62272e07bb0142ull};
    auto add = [&](const std::string& s) {
      for (unsigned char ch : s) {
        h[0] = (h[0] ^ ch) * 1099511628211ull;
        h[1] = (h[1] ^ ch) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
      }
      h[0] = (h[0] ^ s.size()) * 1099511628211ull;
      h[1] = (h[1] ^ s.size()) * 0x100000001b3ull;
    };
    add(program);
    add(entry);
    add(in);
    char hex[33];
    std::snprintf(hex, sizeof hex, "%016llx%016llx", (unsigned long long)h[0], (unsigned long long)h[1]);
    return hex;
  }

  // The cached results of `key` (false: none, or unreadable).
  static bool load(const std::string& key, const std::vector<ir::Type>& ret, Values* results, uint64_t* steps) {
    if (dir().empty() || key.empty()) return false;
    std::ifstream f(dir() / (key + ".bin"), std::ios::binary);
    if (!f) return false;
    std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const std::string magic = "runic-expected 1\n";
    if (data.compare(0, magic.size(), magic) != 0 || data.size() < magic.size() + 8) return false;
    std::memcpy(steps, data.data() + magic.size(), 8);
    size_t at = magic.size() + 8;
    rn_reader* r = rn_reader_mem(data.data() + at, data.size() - at);
    try {
      *results = read_values(r, ret, {}, "cached expected result");
    } catch (const std::exception&) {
      rn_reader_free(r);
      return false;
    }
    rn_reader_free(r);
    return true;
  }

  // Stores the results of a case that took `steps` statements (written to
  // a temporary file and renamed: runs at once may store the same key).
  static void store(const std::string& key, const Values& results, uint64_t steps) {
    if (dir().empty() || key.empty() || steps <= kStoreSteps) return;
    std::error_code ec;
    fs::create_directories(dir(), ec);
    if (ec) return;
    fs::path final_path = dir() / (key + ".bin");
    fs::path tmp = final_path;
    tmp += "." + std::to_string(getpid()) + "." + std::to_string(std::hash<std::thread::id>{}(std::this_thread::get_id())) + ".tmp";
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return;
    std::fputs("runic-expected 1\n", f);
    std::fwrite(&steps, 8, 1, f);
    for (const auto& v : results.get()) rn_write_value(f, &v, 1);
    if (std::fclose(f) != 0) {
      fs::remove(tmp, ec);
      return;
    }
    fs::rename(tmp, final_path, ec);
    if (ec) fs::remove(tmp, ec);
  }
};

// Runs one program's test block; appends to `out`.
class ProgramTester {
 public:
  // `runtime_obj`: the runtime's object file, compiled once for the run
  // (OpenCL).  `prebuilder`: the worker's builder process (--prebuild), or
  // null.
  // `host_header`: the programs' precompiled opening (write_c_host_header);
  // `linker`: fast_linker's.  `run_prefix`: what the shell commands that
  // run the compiled program start with (install_kernel_link_wrapper's
  // PATH), or "".
  ProgramTester(const std::string& path, const TestOptions& opts, const fs::path& workdir,
                const std::string& runtime_obj, const std::string& host_header, const std::string& linker,
                const std::string& run_prefix, KernelPrebuilder* prebuilder)
      : path_(path), opts_(opts), workdir_(workdir), runtime_obj_(runtime_obj), host_header_(host_header),
        linker_(linker), run_prefix_(run_prefix), prebuilder_(prebuilder) {}

  Outcome run() {
    std::string source = read_file(path_);
    TestSpec spec;
    try {
      spec = parse_test_spec(source, path_);
    } catch (const std::exception& e) {
      fail(0, e.what());
      return out_;
    }
    if (!spec.present) return out_;
    // futhark-test(1): programs tagged `disable` or `notest`, `no_B` for
    // this backend B, or a tag given with --exclude are not tested; the
    // same tags on a case skip the case.
    auto excluded = [&](const std::set<std::string>& tags) {
      if (tags.count("disable") || tags.count("notest")) return true;
      if (tags.count(opts_.backend == TestBackend::OpenCL ? "no_opencl" : "no_interp")) return true;
      for (const auto& t : opts_.exclude)
        if (tags.count(t)) return true;
      return false;
    };
    if (excluded(spec.tags)) return out_;
    if (opts_.structure_only) {
      // `-s`: the structure blocks only, every count checked.
      if (spec.structure.empty()) return out_;
      compile(spec);
      return out_;
    }
    if (opts_.typecheck_only && !spec.compile_error) {
      PipelineOptions po;
      po.device_profile = opts_.device_profile;
      try {
        run_frontend(path_, po);
        pass(0, "type check");
      } catch (const CompileError& e) {
        fail(0, "compile error: " + std::string(e.what()));
      }
      return out_;
    }
    if (spec.compile_error) {
      check_compile_error(spec);
      return out_;
    }
    bool compiled = compile(spec);
    if (prebuilding_) {
      // The build began in compile(), beside the C compiler; its result
      // does not matter here (a case's own run builds again and reports).
      Stopwatch watch(&out_.setup_s);
      prebuilder_->wait();
    }
    if (!compiled) return out_;
    if (opts_.compile_only) {
      pass(0, "compiled");
      return out_;
    }
    std::vector<const TestCase*> cases;
    for (const TestCase& c : spec.cases) {
      if (opts_.backend == TestBackend::Interp && c.compiled_only) continue;
      if (excluded(c.tags)) continue;
      if (!opts_.entry_points.empty() &&
          std::find(opts_.entry_points.begin(), opts_.entry_points.end(), c.entry) == opts_.entry_points.end())
        continue;
      cases.push_back(&c);
    }
    if (opts_.backend == TestBackend::OpenCL && !opts_.no_batch && opts_.exec_wrapper.empty() &&
        cases.size() > 1) {
      run_cases_batched(cases);
    } else {
      for (const TestCase* c : cases) {
        try {
          run_case(*c);
        } catch (const std::exception& e) {
          fail(c->line, "entry " + c->entry + ": " + e.what());
        }
      }
    }
    for (const PropertyCase& pc : spec.properties) {
      try {
        run_property(pc);
      } catch (const std::exception& e) {
        fail(pc.line, "property " + pc.entry + ": " + e.what());
      }
    }
    return out_;
  }

 private:
  void fail(int line, const std::string& why) {
    out_.failed++;
    out_.failures.push_back(path_ + (line ? ":" + std::to_string(line) : "") + ": " + why);
  }
  void pass(int line, const std::string& what) {
    out_.passed++;
    out_.passes.push_back(path_ + ":" + std::to_string(line) + ": " + what);
  }

  void check_compile_error(const TestSpec& spec) {
    PipelineOptions po;
    po.device_profile = opts_.device_profile;
    try {
      run_frontend(path_, po);
      fail(spec.compile_error_line, "expected a compile error matching /" +
                                        *spec.compile_error + "/, but compilation succeeded");
    } catch (const CompileError& e) {
      std::string why;
      if (regex_matches(*spec.compile_error, e.what(), &why))
        pass(spec.compile_error_line, "compile error");
      else
        fail(spec.compile_error_line, why);
    } catch (const std::exception& e) {
      fail(spec.compile_error_line, std::string("internal error: ") + e.what());
    }
  }

  // Compiles the program: every IR level (interpreter) or an executable.
  bool compile(const TestSpec& spec) {
    Stopwatch watch(&out_.compile_s);
    PipelineOptions po;
    po.device_profile = opts_.device_profile;
    po.disabled = opts_.disabled;
    // The interpreter runs each case on every level whose program differs
    // from the level before (by its printed form, which shows everything
    // the interpreter reads): a pass that changed nothing would give the
    // same results again.  The stages of a program's pipeline that leave it
    // unchanged (tail-calls without recursion, vector-scans without vector
    // scans, ...) are most of the stages of most test programs.
    std::string previous;
    po.on_ir = [&](const std::string& stage, const ir::Program& p) {
      levels_.push_back({stage, p});
      if (opts_.backend != TestBackend::Interp) return;
      std::string printed = ir::print_program(p);
      if (levels_.size() == 1 || printed != previous) distinct_.push_back(levels_.size() - 1);
      previous = std::move(printed);
    };
    try {
      ir::Program kernel_ir = run_to_kernel_ir(path_, po);
      if (!spec.structure.empty()) check_structure(spec, kernel_ir);
      if (opts_.backend == TestBackend::OpenCL && !opts_.structure_only) {
        GeneratedProgram g = generate_program(kernel_ir, opts_.device_profile);
        std::string stem = std::to_string(std::hash<std::string>{}(path_));
        fs::path c_path = workdir_ / (stem + ".c");
        exe_ = workdir_ / stem;
        if (prebuilder_) {
          // The kernels build in the worker's builder process while the C
          // compiler compiles the host program.
          fs::path cl_path = workdir_ / (stem + ".cl");
          std::ofstream cl(cl_path, std::ios::binary);
          cl << opencl_program_text(g);
          cl.close();
          if (cl) prebuilding_ = prebuilder_->start(cl_path.string());
        }
        // The program without the runtime, linked with the run's runtime
        // object.  The host program's speed does not matter in a test: -O0.
        write_c_program(g, OutputKind::Executable, c_path.string(), /*with_runtime=*/false, host_header_);
        compile_c_program(c_path.string(), exe_.string(), /*optimise=*/false, {runtime_obj_}, linker_);
      }
      return true;
    } catch (const CompileError& e) {
      fail(0, "compile error: " + std::string(e.what()));
    } catch (const std::exception& e) {
      fail(0, "internal error: " + std::string(e.what()));
    }
    return false;
  }

  // `structure { ... }` counts.  `STAGE:Kind` counts after that stage
  // (`kernels:` = the final Kernel IR).  Unqualified, the Kernel IR's own
  // constructs (`SegRed`, `SegMap`, ...) are counted in the final Kernel
  // IR, and the others (`Screma`, `Stream`, `Hist`, `Loop`, ...) after
  // fusion and its simplification, the stage that matches the program
  // Futhark's test tool counts them in (its optimised SOAC program).
  void check_structure(const TestSpec& spec, const ir::Program& p) {
    // The constructs runic counts (flatten/count.cpp); other names are
    // those of Futhark's IR (`Redomap`, `WithAcc`, `Alloc`, ...), which
    // runic does not have: ignored.
    static const std::set<std::string> known = {
        "SubExp", "BinOp", "CmpOp", "UnOp", "Convert", "PrimFun", "Index", "Update", "ArrayLit",
        "Iota", "Replicate", "Rearrange", "Reshape", "Concat", "Copy", "Assert", "If", "Loop",
        "Screma", "SegOp", "Stream", "Scatter", "Hist", "SegMap", "SegRed", "SegScan", "SegScatter",
        "SegHist", "map", "redomap", "scanomap", "stream_map", "stream_red", "stream_seq"};
    auto level = [&](const std::string& stage) -> const ir::Program* {
      if (stage == "kernels") return &p;
      const ir::Program* found = nullptr;
      for (const auto& l : levels_)
        if (l.first == stage) found = &l.second;
      return found;
    };
    for (const auto& [kind, want] : spec.structure) {
      auto colon = kind.find(':');
      std::string k = colon == std::string::npos ? kind : kind.substr(colon + 1);
      if (!known.count(k)) continue;
      // A count of one of Futhark's own IR names, unqualified (`Screma 1`,
      // as Futhark's tests write them): futhark test checks structure
      // blocks only with -s, so a plain run does not either.  runic's own
      // counts (`SegRed 1`, `fuse:Screma 1`) are always checked.
      if (!opts_.structure_only && colon == std::string::npos && k.rfind("Seg", 0) != 0) continue;
      std::string stage;
      if (colon != std::string::npos) stage = kind.substr(0, colon);
      else if (k.rfind("Seg", 0) == 0) stage = "kernels";
      else stage = level("simplify-fused") ? "simplify-fused" : level("fuse") ? "fuse" : "kernels";
      const ir::Program* prog = level(stage);
      if (!prog) {
        fail(0, "structure: no stage named '" + stage + "' ran");
        continue;
      }
      auto counts = count_constructs(*prog);
      int have = counts.count(k) ? counts.at(k) : 0;
      if (have != want)
        fail(0, "structure: expected " + std::to_string(want) + " " + kind + ", found " +
                    std::to_string(have) + (colon == std::string::npos ? " (after " + stage + ")" : ""));
      else
        pass(0, "structure " + kind);
    }
  }

  // A case whose run on the first IR level executes more statements than
  // this is a large case (run_case).
  static constexpr uint64_t kLargeCaseSteps = 2'000'000;

  // A case's entry point, inputs and expected results (for `auto output`
  // the first level's result, whose run's statement count goes to
  // `first_steps`).
  const ir::Function* prepare_case(const TestCase& c, Values* inputs, Values* expected, uint64_t* first_steps) {
    const ir::Program& source_level = levels_.front().second;
    const ir::Function* f = find_entry(source_level, c.entry);
    if (!f) throw std::runtime_error("no entry point '" + c.entry + "'");
    Stopwatch watch(&out_.prepare_s);
    uint64_t seed = std::hash<std::string>{}(path_) ^ (uint64_t)c.line * 0x9e3779b97f4a7c15ull;
    *inputs = c.random   ? make_random_inputs(c, *f, seed)
              : c.script ? eval_script_input(values_text(c.input, c.input_file), source_level, *f,
                                             fs::path(path_).parent_path().string())
                         : read_values_text(values_text(c.input, c.input_file), param_types(*f),
                                            f->param_names, "input");
    if (c.expect == TestCase::Expect::Output)
      *expected = read_values_text(values_text(c.output, c.output_file), f->ret, {}, "expected result");
    else if (c.expect == TestCase::Expect::AutoOutput) {
      // ExpectedCache: another run of the suite may have made it.
      if (first_level_text_.empty() && !ExpectedCache::dir().empty())
        first_level_text_ = ir::print_program(source_level);
      std::string key = first_level_text_.empty() ? "" : ExpectedCache::key(first_level_text_, c.entry, *inputs);
      if (!ExpectedCache::load(key, f->ret, expected, first_steps)) {
        *expected = Values(ir::interpret(source_level, c.entry, inputs->get(), first_steps));
        ExpectedCache::store(key, *expected, *first_steps);
      }
    }
    return f;
  }

  void run_case(const TestCase& c) {
    Values inputs, expected;
    uint64_t first_steps = 0;  // statements of the first level's run
    const ir::Function* f = prepare_case(c, &inputs, &expected, &first_steps);

    if (opts_.backend == TestBackend::Interp) {
      Stopwatch watch(&out_.run_s);
      auto check_level = [&](size_t k, std::string* why) {
        return check_result(c, expected,
                            [&] {
                              uint64_t steps = 0;
                              Values v(ir::interpret(levels_[k].second, c.entry, inputs.get(), &steps));
                              if (k == 0) first_steps = steps;
                              return v;
                            },
                            why);
      };
      // The first level runs first (for `auto output` it gave the expected
      // result).  A large case (more than kLargeCaseSteps statements there)
      // then runs on the last level only: the levels between do the same
      // work at any size, and a small case of the same entry runs on every
      // level.  Where the last level's result is wrong, every level runs,
      // to name the stage that changed it.
      std::string why;
      if (c.expect != TestCase::Expect::AutoOutput && !check_level(0, &why)) {
        fail(c.line, "entry " + c.entry + " (IR after " + levels_[0].first + "): " + why);
        return;
      }
      if (first_steps > kLargeCaseSteps && distinct_.size() > 2 && check_level(distinct_.back(), &why)) {
        pass(c.line, "entry " + c.entry);
        return;
      }
      for (size_t k : distinct_) {
        if (k == 0) continue;  // checked above
        if (!check_level(k, &why)) {
          fail(c.line, "entry " + c.entry + " (IR after " + levels_[k].first + "): " + why);
          return;
        }
      }
    } else {
      std::string why;
      if (!check_result(c, expected, [&] { return run_executable(c, *f, inputs); }, &why)) {
        fail(c.line, "entry " + c.entry + ": " + why);
        return;
      }
    }
    pass(c.line, "entry " + c.entry);
  }

  // OpenCL: the cases of the program in one process of the compiled
  // program (its --batch mode), each with its own input, result and error
  // files, so that each is checked and reported as if it had run alone.
  // The process prints "done K STATUS" after case K; the cases it did not
  // finish (it crashed, or ran past --timeout) then run alone, each in a
  // process of its own, as without batching: their errors and time limits
  // are their own.  Each case's inputs and expected results are made first
  // (a case whose inputs cannot be made fails, as run_case's would).
  void run_cases_batched(const std::vector<const TestCase*>& cases) {
    struct Prepared {
      const ir::Function* f = nullptr;
      Values expected;
      std::string error;  // preparing it failed: why
      int status = -1;    // the batch's STATUS for it; -1: not finished there
    };
    std::vector<Prepared> ps(cases.size());
    std::vector<size_t> batched;  // indices into cases of the batch's lines
    std::string lines;
    for (size_t i = 0; i < cases.size(); ++i) {
      const TestCase& c = *cases[i];
      try {
        Values inputs;
        uint64_t steps = 0;
        ps[i].f = prepare_case(c, &inputs, &ps[i].expected, &steps);
        CaseFiles files = case_files(c);
        write_input(files.in, inputs);
        lines += c.entry + "\t" + files.in + "\t" + files.out + "\t" + files.err + "\t" +
                 (opts_.times > 0 ? files.times : "") + "\n";
        batched.push_back(i);
      } catch (const std::exception& e) {
        ps[i].error = e.what();
      }
    }
    if (!batched.empty()) {
      std::string batch = exe_.string() + ".batch", progress = batch + ".done", err = batch + ".err";
      {
        std::ofstream bf(batch, std::ios::binary);
        bf << lines;
        if (!bf) throw std::runtime_error("cannot write " + batch);
      }
      std::string cmd = run_prefix_ +
                        (opts_.timeout_s > 0 ? "timeout -k 5 " + std::to_string(opts_.timeout_s) + " " : "") + "'" +
                        exe_.string() + "' -b --batch '" + batch + "'";
      for (const auto& a : opts_.exe_args) cmd += " '" + a + "'";
      cmd += " > '" + progress + "' 2> '" + err + "'";
      auto start = std::chrono::steady_clock::now();
      (void)std::system(cmd.c_str());  // the cases' outcomes are in `progress`
      double wall = seconds_since(start), entry = 0;
      std::istringstream done(read_file(progress));
      std::string word;
      for (size_t k, status; done >> word >> k >> status;)
        if (word == "done" && k >= 1 && k <= batched.size()) {
          ps[batched[k - 1]].status = (int)status;
          if (opts_.times > 0) {
            std::istringstream ts(read_file(case_files(*cases[batched[k - 1]]).times));
            for (double us; ts >> us;) entry += us / 1e6;
          }
        }
      entry = std::min(entry, wall);
      out_.run_s += entry;
      out_.setup_s += wall - entry;
    }
    for (size_t i = 0; i < cases.size(); ++i) {
      const TestCase& c = *cases[i];
      const Prepared& p = ps[i];
      if (!p.error.empty()) {
        fail(c.line, "entry " + c.entry + ": " + p.error);
        continue;
      }
      try {
        std::string why;
        CaseFiles files = case_files(c);
        bool ok = check_result(c, p.expected,
                               [&] {
                                 if (p.status < 0) return exec_case(c, *p.f, files);
                                 if (p.status != 0) {
                                   std::string err_text = read_file(files.err);
                                   throw ExecError(err_text.empty() ? "program failed" : err_text);
                                 }
                                 return read_values_text(read_file(files.out), p.f->ret, {}, "result");
                               },
                               &why);
        if (ok) pass(c.line, "entry " + c.entry);
        else fail(c.line, "entry " + c.entry + ": " + why);
      } catch (const std::exception& e) {
        fail(c.line, "entry " + c.entry + ": " + e.what());
      }
    }
  }

  // `property: p` (futhark-test(1), "PROPERTY-BASED TESTING"): the entry
  // `#[prop] entry p (x: t) : bool` is applied to random candidates and
  // must return true for each.  With `#[prop(gen(g))]` the candidates come
  // from the entry `g (size: i64) (seed: u64) : t` (run in the
  // interpreter; other integer types of the two are given the values
  // truncated); otherwise every array dimension that is not a constant
  // gets one random length up to the size (so a size shared between
  // parameters holds) and elements as `random input` makes them.  The size
  // is `size(N)` of the attribute, 20 by default.  The first
  // counterexample fails the case, shown as the values it gave; it is not
  // shrunk (`shrink(f)` is accepted).
  void run_property(const PropertyCase& pc) {
    const ir::Program& source_level = levels_.front().second;
    const ir::Function* f = find_entry(source_level, pc.entry);
    if (!f) throw std::runtime_error("no entry point '" + pc.entry + "'");
    if (f->ret.size() != 1 || f->ret[0].is_array() || f->ret[0].elem != PrimType::Bool)
      throw std::runtime_error("a property must return one bool");
    std::string gen;
    int64_t size = 20;
    ast::Program ast = parse_program(load_source(path_));
    for (const auto& d : ast.decls)
      if (d.kind == ast::Decl::Kind::Val && d.val.name == pc.entry)
        for (const auto& a : d.val.attrs) {
          if (a.name != "prop") continue;
          std::smatch m;
          if (std::regex_search(a.text, m, std::regex(R"(gen\s*\(\s*([A-Za-z_][A-Za-z0-9_']*)\s*\))")))
            gen = m[1];
          if (std::regex_search(a.text, m, std::regex(R"(size\s*\(\s*([0-9]+)\s*\))")))
            size = std::stoll(m[1]);
        }
    const ir::Function* g = gen.empty() ? nullptr : find_entry(source_level, gen);
    if (!gen.empty() && !g) throw std::runtime_error("no generator entry point '" + gen + "'");
    const int candidates = 25;
    std::mt19937_64 rng(std::hash<std::string>{}(path_) ^ (uint64_t)pc.line * 0x9e3779b97f4a7c15ull);
    for (int k = 0; k < candidates; ++k) {
      Values in;
      if (g) {
        // The reference gives the generator `(size: i64) (seed: u64)`;
        // generators written for the earlier design of property testing
        // take the seed (or size) as another integer type (the Futhark
        // blog's `gen_i32_array (size: i64) (seed: i32)`), so each
        // argument is given in the integer type of its parameter,
        // truncated (little-endian: the low bytes).
        if (g->params.size() != 2)
          throw std::runtime_error("generator '" + gen + "' must take a size and a seed");
        std::vector<rn_value> ga(2);
        const uint64_t args[2] = {(uint64_t)size, rng()};
        for (int a = 0; a < 2; ++a) {
          const ir::Type& pt = g->params[a].type;
          if (pt.is_array() || !is_int(pt.elem))
            throw std::runtime_error("generator '" + gen + "': argument " + std::to_string(a + 1) +
                                     " must be an integer (the size is i64 and the seed u64)");
          rn_value_alloc(&ga[a], to_rn_prim(pt.elem), 0, nullptr);
          std::memcpy(ga[a].data, &args[a], (size_t)prim_bytes(pt.elem));
        }
        Values gargs(std::move(ga));
        in = Values(ir::interpret(source_level, gen, gargs.get()));
      } else {
        int64_t len = (int64_t)(rng() % (uint64_t)(size + 1));
        for (const auto& p : f->params) {
          std::vector<int64_t> shape;
          for (const auto& d : p.type.shape) shape.push_back(d.is_const() ? d.value.as_i64() : len);
          in.get().push_back(random_value(p.type.elem, shape, rng));
        }
      }
      TestCase c;
      c.entry = pc.entry;
      c.line = pc.line;
      c.expect = TestCase::Expect::Output;
      Values expected;
      {
        rn_value t{};
        rn_value_alloc(&t, RN_BOOL, 0, nullptr);
        *(char*)t.data = 1;
        expected.get().push_back(t);
      }
      auto shown = [&] {
        std::string text;
        for (const auto& v : in.get()) text += (text.empty() ? "" : " ") + value_to_string(v);
        return text;
      };
      if (opts_.backend == TestBackend::Interp) {
        Stopwatch watch(&out_.run_s);
        for (size_t k : distinct_) {
          const auto& [stage, prog] = levels_[k];
          std::string why;
          if (!check_result(c, expected, [&] { return Values(ir::interpret(prog, c.entry, in.get())); }, &why)) {
            fail(pc.line, "property " + pc.entry + " (IR after " + stage + ") fails for " + shown() + ": " + why);
            return;
          }
        }
      } else {
        std::string why;
        if (!check_result(c, expected, [&] { return run_executable(c, *f, in); }, &why)) {
          fail(pc.line, "property " + pc.entry + " fails for " + shown() + ": " + why);
          return;
        }
      }
    }
    pass(pc.line, "property " + pc.entry);
  }

  // Runs `produce`, which returns the results or throws a runtime error
  // (ir::RuntimeError or ExecError), and checks it against the case.
  template <typename F>
  bool check_result(const TestCase& c, const Values& expected, F&& produce, std::string* why) {
    Values actual;
    try {
      actual = produce();
    } catch (const ir::RuntimeError& e) {
      return expect_error(c, e.what(), why);
    } catch (const ExecError& e) {
      return expect_error(c, e.what(), why);
    } catch (const std::bad_alloc&) {
      // The interpreter could not allocate an array: as `runic run` says.
      return expect_error(c, "out of memory", why);
    }
    if (c.expect == TestCase::Expect::RuntimeError) {
      *why = "expected a run-time error matching /" + c.error_regex + "/, but the program succeeded";
      return false;
    }
    if (c.expect == TestCase::Expect::Success) return true;
    if (actual.size() != expected.size()) {
      *why = "expected " + std::to_string(expected.size()) + " results, got " +
             std::to_string(actual.size());
      return false;
    }
    for (size_t i = 0; i < actual.size(); ++i) {
      std::string diff;
      if (!values_match(expected.get()[i], actual.get()[i], &diff)) {
        *why = "result " + std::to_string(i + 1) + ": " + diff;
        return false;
      }
    }
    return true;
  }

  bool expect_error(const TestCase& c, const std::string& raw, std::string* why) {
    if (c.expect != TestCase::Expect::RuntimeError) {
      *why = "run-time error: " + first_line(raw);
      return false;
    }
    // A Futhark program reports a run-time error on stderr as "Error: "
    // followed by the message, then its location in a backtrace:
    //
    //   Error: Index [5] out of bounds for array of shape [3].
    //
    //   Backtrace:
    //   -> #0  prog.fut:14:33-37
    //
    // and futhark test matches the regex against that text, so a regex such
    // as `Error*` or `^Error: Index` must find the prefix.  runic's message
    // starts with its location ("prog.fut:14:33: Index ..."): it is matched
    // as written and as Futhark lays it out.
    // (A compiled program's stderr is "error: " and runic's message.)
    std::string msg = raw.rfind("error: ", 0) == 0 ? raw.substr(7) : raw;
    while (!msg.empty() && (msg.back() == '\n' || msg.back() == '\r')) msg.pop_back();
    static const std::regex located(R"(^([^:\n]+:[0-9]+:[0-9]+(-[0-9]+)?): ([^]*)$)");
    std::smatch m;
    std::string futhark_text = "Error: " + msg;
    if (std::regex_match(msg, m, located)) {
      std::string text = m[3].str();
      while (!text.empty() && text.back() == '\n') text.pop_back();
      futhark_text = "Error: " + text + (text.empty() || text.back() == '.' ? "" : ".") +
                     "\n\nBacktrace:\n-> #0  " + m[1].str() + "\n";
      if (regex_matches(c.error_regex, futhark_text, nullptr)) return true;
    }
    return regex_matches(c.error_regex, "Error: " + msg, why);
  }

  // The values of a case: inline text, or the file of `input @ FILE`
  // (relative to the program's folder).
  std::string values_text(const std::string& inline_text, const std::string& file) {
    if (file.empty()) return inline_text;
    fs::path p = fs::path(path_).parent_path() / file;
    if (!fs::exists(p)) throw std::runtime_error("missing data file " + p.string());
    return read_data_file(p.string());  // gzipped too (`@ x.in.gz`)
  }

  struct ExecError : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  // The files of a case's run: binary inputs, results, errors and -t times.
  struct CaseFiles {
    std::string in, out, err, times;
  };
  CaseFiles case_files(const TestCase& c) const {
    std::string stem = exe_.string() + "_" + std::to_string(c.line) + "_" + c.entry;
    return {stem + ".in", stem + ".out", stem + ".err", stem + ".times"};
  }

  static void write_input(const std::string& in, const Values& inputs) {
    FILE* fp = std::fopen(in.c_str(), "wb");
    if (!fp) throw std::runtime_error("cannot write " + in);
    for (const auto& v : inputs.get()) rn_write_value(fp, &v, 1);
    if (std::fclose(fp) != 0) throw std::runtime_error("cannot write " + in);
  }

  Values run_executable(const TestCase& c, const ir::Function& f, const Values& inputs) {
    CaseFiles files = case_files(c);
    write_input(files.in, inputs);
    return exec_case(c, f, files);
  }

  // Runs the case whose inputs are in files.in in a process of its own.
  Values exec_case(const TestCase& c, const ir::Function& f, const CaseFiles& files) {
    const std::string &in = files.in, &out = files.out, &err = files.err, &times = files.times;
    std::string cmd = run_prefix_ + (opts_.timeout_s > 0 ? "timeout -k 5 " + std::to_string(opts_.timeout_s) + " " : "") +
                      (opts_.exec_wrapper.empty() ? "" : opts_.exec_wrapper + " ") + "'" + exe_.string() + "' -b -e '" +
                      c.entry + "'";
    for (const auto& a : opts_.exe_args) cmd += " '" + a + "'";
    // With --times, the program's -t splits its time into the entry
    // point's run and the rest (set-up, kernel build, value transfer).
    bool timed = opts_.times > 0;
    if (timed) cmd += " -t '" + times + "'";
    cmd += " < '" + in + "' > '" + out + "' 2> '" + err + "'";
    auto start = std::chrono::steady_clock::now();
    int status = std::system(cmd.c_str());
    double wall = seconds_since(start), entry = 0;
    if (timed) {
      std::istringstream ts(read_file(times));
      for (double us; ts >> us;) entry += us / 1e6;
    }
    entry = std::min(entry, wall);
    out_.run_s += entry;
    out_.setup_s += wall - entry;
    std::string err_text = read_file(err);
    if (status != 0) {
      if (opts_.timeout_s > 0 && WIFEXITED(status) && (WEXITSTATUS(status) == 124 || WEXITSTATUS(status) == 137))
        throw ExecError("the program ran past the time limit of " + std::to_string(opts_.timeout_s) +
                        " s (--timeout): a hang, or a case too large for this machine");
      if (err_text.empty()) err_text = "program failed with status " + std::to_string(status);
      throw ExecError(err_text);
    }
    std::string out_text = read_file(out);
    return read_values_text(out_text, f.ret, {}, "result");
  }

  std::string path_;
  const TestOptions& opts_;
  fs::path workdir_;
  std::string runtime_obj_, host_header_, linker_, run_prefix_;
  KernelPrebuilder* prebuilder_;
  bool prebuilding_ = false;  // a build of this program's kernels is under way
  fs::path exe_;
  std::vector<std::pair<std::string, ir::Program>> levels_;
  std::string first_level_text_;  // levels_[0] printed, for ExpectedCache (made on first use)
  // Interpreter: the indices into levels_ of the first level and of each
  // level whose program differs from the one before.
  std::vector<size_t> distinct_;
  Outcome out_;
};


// The seconds each program took in an earlier run: lines "SECONDS PATH".
std::map<std::string, double> read_schedule(const std::string& file) {
  std::map<std::string, double> seconds;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    std::istringstream ls(line);
    double s;
    std::string path;
    if (ls >> s && std::getline(ls >> std::ws, path) && !path.empty()) seconds[path] = s;
  }
  return seconds;
}

// Orders `files` so that the slowest start first and no long program ends
// the run alone: by the seconds of an earlier run, and where a program has
// none (new, or no --schedule file), by its size times the median seconds
// per byte of those that have one (its size alone if none has).
double size_of(const std::string& file) {
  std::error_code ec;
  auto n = fs::file_size(file, ec);
  return ec ? 0.0 : (double)n;
}

// The programs of part `shard` (1-based) of `shards`: the largest first,
// each to the part with the fewest bytes so far.  By size alone, not by
// --schedule times, so that every part, whatever its own schedule file,
// makes the same split.
std::vector<std::string> shard_of(const std::vector<std::string>& files, int shard, int shards) {
  std::vector<std::pair<double, std::string>> by_size;
  for (const auto& f : files) by_size.push_back({size_of(f), f});
  std::stable_sort(by_size.begin(), by_size.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<double> load(shards, 0.0);
  std::vector<std::string> mine;
  for (const auto& [size, f] : by_size) {
    int least = (int)(std::min_element(load.begin(), load.end()) - load.begin());
    load[least] += size;
    if (least == shard - 1) mine.push_back(f);
  }
  return mine;
}

void order_slowest_first(std::vector<std::string>& files, const std::map<std::string, double>& earlier) {
  std::vector<double> rates;
  for (const auto& f : files) {
    auto it = earlier.find(f);
    if (it != earlier.end() && size_of(f) > 0) rates.push_back(it->second / size_of(f));
  }
  double rate = 1;
  if (!rates.empty()) {
    std::nth_element(rates.begin(), rates.begin() + rates.size() / 2, rates.end());
    rate = rates[rates.size() / 2];
  }
  std::map<std::string, double> estimate;
  for (const auto& f : files) {
    auto it = earlier.find(f);
    estimate[f] = it != earlier.end() ? it->second : size_of(f) * rate;
  }
  std::stable_sort(files.begin(), files.end(),
                   [&](const std::string& a, const std::string& b) { return estimate[a] > estimate[b]; });
}

struct FileTimes {
  std::string path;
  double total_s, compile_s, setup_s, run_s, prepare_s;
};

void print_slowest(std::vector<FileTimes> times, size_t n, TestBackend backend) {
  std::sort(times.begin(), times.end(),
            [](const FileTimes& a, const FileTimes& b) { return a.total_s > b.total_s; });
  double sum = 0;
  for (const auto& t : times) sum += t.total_s;
  n = std::min(n, times.size());
  std::cout << "The " << n << " slowest of " << times.size() << " programs (" << std::fixed
            << std::setprecision(2) << sum << " s in all, summed over the jobs), seconds:\n";
  bool opencl = backend == TestBackend::OpenCL;
  std::cout << "   total  compile" << (opencl ? "  kernels" : "") << "      run   inputs  program\n";
  for (size_t i = 0; i < n; ++i) {
    const FileTimes& t = times[i];
    std::cout << std::setw(8) << t.total_s << std::setw(9) << t.compile_s;
    if (opencl) std::cout << std::setw(9) << t.setup_s;
    std::cout << std::setw(9) << t.run_s << std::setw(9) << t.prepare_s << "  " << t.path << "\n";
  }
  if (opencl)
    std::cout << "(compile: front end, IR levels and the host program's C; kernels: the compiled\n"
                 "program's runs less its entry points' time, mostly building the kernels or\n"
                 "loading them from the cache; run: the entry points; inputs: making the cases'\n"
                 "inputs and expected results, `auto output` in the interpreter)\n";
  else
    std::cout << "(run: the interpreter's runs of the cases; inputs: making the cases' inputs and\n"
                 "expected results, `auto output` on the first level)\n";
  std::cout << std::defaultfloat;
}

}  // namespace

int run_tests(const std::vector<std::string>& paths, const TestOptions& opts) {
  std::vector<std::string> files = collect_programs(paths);
  ExpectedCache::prune();
  if (opts.shards > 0) files = shard_of(files, opts.shard, opts.shards);
  std::map<std::string, double> earlier;
  if (!opts.schedule_file.empty()) earlier = read_schedule(opts.schedule_file);
  order_slowest_first(files, earlier);
  // Under $TMPDIR when set (scripts/oclgrind_suite.sh removes what a run
  // stopped by its time limit leaves there).
  const char* tmpdir = std::getenv("TMPDIR");
  std::string tmpl = std::string(tmpdir && *tmpdir ? tmpdir : "/tmp") + "/runic-test-XXXXXX";
  const char* dir = mkdtemp(tmpl.data());
  if (!dir) throw std::runtime_error("cannot create a temporary folder");
  fs::path workdir = dir;
  // The runtime is the same C for every program: compiled once, here
  // (about 0.7 s of the C compiler's 0.85 s for a small program).
  std::string runtime_obj, host_header, linker, run_prefix;
  if (opts.backend == TestBackend::OpenCL) {
    // PoCL's kernel links without libc's and libm's symbols (about 16 of
    // a link's 18 ms CPU).
    run_prefix = install_kernel_link_wrapper((workdir / "bin").string());
    fs::path rt_c = workdir / "runtime.c";
    runtime_obj = (workdir / "runtime.o").string();
    try {
      write_c_runtime(rt_c.string());
      compile_c_object(rt_c.string(), runtime_obj, /*optimise=*/false);
      // The programs' fixed opening (the runtime's header, with OpenCL's,
      // and the host helpers), precompiled once: about 0.04 s of the C
      // compiler's 0.11 s for each program.
      host_header = (workdir / "runic_host.h").string();
      write_c_host_header(host_header);
      compile_c_header(host_header);
      linker = fast_linker(workdir.string());
    } catch (const std::exception& e) {
      std::error_code ec;
      fs::remove_all(workdir, ec);
      std::cout << "FAIL the runtime's C does not compile: " << e.what() << "\n0 passed, 1 failed\n";
      return 1;
    }
  }

  // Without -j: $RUNIC_TEST_JOBS (the ctest tests set it: several of them
  // run at once, CMakeLists.txt), else one job per hardware thread.
  int jobs = opts.jobs;
  if (jobs <= 0)
    if (const char* env = std::getenv("RUNIC_TEST_JOBS")) jobs = std::atoi(env);
  if (jobs <= 0) jobs = (int)std::max(1u, std::thread::hardware_concurrency());
  std::atomic<size_t> next{0};
  std::mutex mu;
  int passed = 0, failed = 0;
  std::vector<FileTimes> times;
  bool prebuild_off_said = false;
  int prebuild_asked = 0, prebuild_built = 0;
  auto count_prebuilds = [&](const KernelPrebuilder& p) {
    prebuild_asked += p.asked();
    prebuild_built += p.built();
  };
  auto worker = [&] {
    std::unique_ptr<KernelPrebuilder> prebuilder;
    if (opts.prebuild && opts.backend == TestBackend::OpenCL && opts.exec_wrapper.empty())
      prebuilder = std::make_unique<KernelPrebuilder>(opts.exe_args, opts.timeout_s);
    for (size_t i; (i = next++) < files.size();) {
      auto start = std::chrono::steady_clock::now();
      Outcome o = ProgramTester(files[i], opts, workdir, runtime_obj, host_header, linker, run_prefix,
                                prebuilder.get()).run();
      if (prebuilder && !prebuilder->off_reason().empty()) {
        std::lock_guard<std::mutex> lock(mu);
        if (!prebuild_off_said) std::cout << "note: --prebuild is off: " << prebuilder->off_reason() << "\n";
        prebuild_off_said = true;
        count_prebuilds(*prebuilder);
        prebuilder.reset();
      }
      double total = seconds_since(start);
      std::lock_guard<std::mutex> lock(mu);
      times.push_back({files[i], total, o.compile_s, o.setup_s, o.run_s, o.prepare_s});
      passed += o.passed;
      failed += o.failed;
      for (const auto& f : o.failures) std::cout << "FAIL " << f << "\n";
      if (opts.verbose)
        for (const auto& p : o.passes) std::cout << "ok   " << p << "\n";
      std::cout.flush();
    }
    if (prebuilder) {
      std::lock_guard<std::mutex> lock(mu);
      count_prebuilds(*prebuilder);
    }
  };
  // Each worker gets a large stack, as `runic` itself does (driver/big_stack.h).
  std::vector<BigStackThread> threads;
  for (int j = 0; j < jobs; ++j) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  std::error_code ec;
  fs::remove_all(workdir, ec);
  std::cout << passed << " passed, " << failed << " failed\n";
  if (opts.times > 0) print_slowest(times, (size_t)opts.times, opts.backend);
  if (opts.times > 0 && opts.prebuild)
    std::cout << "prebuild: " << prebuild_built << " of " << prebuild_asked
              << " programs' OpenCL built before their cases (--prebuild)\n";
  if (!opts.schedule_file.empty()) {
    // This run's times, and the earlier ones of programs it did not run
    // that still exist; under --shard only this part's programs (the
    // file of one ctest part kept the other parts' programs of every
    // earlier split before, 2,250 lines for its 650 programs).
    for (const auto& t : times) earlier[t.path] = t.total_s;
    std::set<std::string> mine(files.begin(), files.end());
    for (auto it = earlier.begin(); it != earlier.end();) {
      std::error_code fe;
      bool keep = opts.shards > 0 ? mine.count(it->first) > 0 : fs::exists(it->first, fe);
      it = keep ? std::next(it) : earlier.erase(it);
    }
    std::ofstream out(opts.schedule_file);
    for (const auto& [path, s] : earlier) out << s << " " << path << "\n";
    if (!out) std::cerr << "warning: cannot write " << opts.schedule_file << "\n";
  }
  return failed == 0 ? 0 : 1;
}

}  // namespace runic
