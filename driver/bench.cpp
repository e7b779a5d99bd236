#include "driver/bench.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <stdexcept>

#include "driver/autotune.h"
#include "driver/kernel_prebuild.h"
#include "driver/pipeline.h"
#include "driver/script.h"
#include "driver/test_spec.h"
#include "driver/values.h"
#include "ir/interpreter.h"

namespace fs = std::filesystem;

namespace runic {

namespace {

using Clock = std::chrono::steady_clock;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// ---------------------------------------------------------------------------
// `-- bench:` size expressions: + - * / ( ), numbers and names.

class ExprParser {
 public:
  ExprParser(const std::string& s, const std::vector<std::pair<std::string, double>>& vars)
      : s_(s), vars_(vars) {}
  double parse() {
    double v = sum();
    skip();
    if (pos_ != s_.size()) fail("unexpected `" + s_.substr(pos_) + "`");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& m) {
    throw std::runtime_error("bad bench expression `" + s_ + "`: " + m);
  }
  void skip() {
    while (pos_ < s_.size() && std::isspace((unsigned char)s_[pos_])) ++pos_;
  }
  bool eat(char c) {
    skip();
    if (pos_ < s_.size() && s_[pos_] == c) return ++pos_, true;
    return false;
  }
  double sum() {
    double v = product();
    for (;;) {
      if (eat('+')) v += product();
      else if (eat('-')) v -= product();
      else return v;
    }
  }
  double product() {
    double v = atom();
    for (;;) {
      if (eat('*')) v *= atom();
      else if (eat('/')) v /= atom();
      else return v;
    }
  }
  double atom() {
    if (eat('(')) {
      double v = sum();
      if (!eat(')')) fail("expected `)`");
      return v;
    }
    if (eat('-')) return -atom();
    skip();
    size_t start = pos_;
    if (pos_ < s_.size() && (std::isdigit((unsigned char)s_[pos_]) || s_[pos_] == '.')) {
      while (pos_ < s_.size() && (std::isalnum((unsigned char)s_[pos_]) || s_[pos_] == '.'))
        ++pos_;
      try {
        return std::stod(s_.substr(start, pos_ - start));
      } catch (...) {
        fail("bad number `" + s_.substr(start, pos_ - start) + "`");
      }
    }
    while (pos_ < s_.size() && (std::isalnum((unsigned char)s_[pos_]) || s_[pos_] == '_')) ++pos_;
    std::string name = s_.substr(start, pos_ - start);
    if (name.empty()) fail(pos_ < s_.size() ? "unexpected `" + s_.substr(pos_, 1) + "`"
                                            : "unexpected end");
    for (const auto& [n, v] : vars_)
      if (n == name) return v;
    fail("unknown name `" + name + "` (use n, dI_J or vI)");
  }

  const std::string& s_;
  const std::vector<std::pair<std::string, double>>& vars_;
  size_t pos_ = 0;
};

// The `-- bench: bytes EXPR flops EXPR` line of a program, if any.
struct Declared {
  std::string bytes, flops;
};

Declared parse_bench_line(const std::string& source, const std::string& path) {
  Declared d;
  std::istringstream is(source);
  int lineno = 0;
  for (std::string line; std::getline(is, line);) {
    ++lineno;
    size_t a = line.find_first_not_of(" \t");
    if (a == std::string::npos || line.compare(a, 9, "-- bench:") != 0) continue;
    std::string rest = line.substr(a + 9);
    // Split at the keywords `bytes` and `flops`.
    std::string* target = nullptr;
    std::istringstream ws(rest);
    for (std::string w; ws >> w;) {
      if (w == "bytes") target = &d.bytes;
      else if (w == "flops") target = &d.flops;
      else if (!target)
        throw std::runtime_error(path + ":" + std::to_string(lineno) +
                                 ": `-- bench:` expects `bytes EXPR` and/or `flops EXPR`");
      else *target += (target->empty() ? "" : " ") + w;
    }
  }
  return d;
}

// Names for size expressions from a dataset's input values.
std::vector<std::pair<std::string, double>> size_vars(const std::vector<rn_value>& inputs) {
  std::vector<std::pair<std::string, double>> vars;
  bool have_n = false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const rn_value& v = inputs[i];
    for (int j = 0; j < v.rank; ++j)
      vars.push_back({"d" + std::to_string(i) + "_" + std::to_string(j), (double)v.shape[j]});
    if (v.rank > 0 && !have_n) {
      vars.push_back({"n", (double)v.shape[0]});
      have_n = true;
    }
    if (v.rank == 0) {
      double x = 0;
      switch (v.type) {
        case RN_I8: x = *(int8_t*)v.data; break;
        case RN_I16: x = *(int16_t*)v.data; break;
        case RN_I32: x = *(int32_t*)v.data; break;
        case RN_I64: x = (double)*(int64_t*)v.data; break;
        case RN_U8: x = *(uint8_t*)v.data; break;
        case RN_U16: x = *(uint16_t*)v.data; break;
        case RN_U32: x = *(uint32_t*)v.data; break;
        case RN_U64: x = (double)*(uint64_t*)v.data; break;
        case RN_F32: x = *(float*)v.data; break;
        case RN_F64: x = *(double*)v.data; break;
        case RN_F16: x = rn_half_to_float(*(uint16_t*)v.data); break;
        case RN_BOOL: x = *(uint8_t*)v.data; break;
      }
      vars.push_back({"v" + std::to_string(i), x});
    }
  }
  return vars;
}

// ---------------------------------------------------------------------------
// Statistics.

// Two-sided 95% quantile of Student's t with `df` degrees of freedom.
double t95(int df) {
  static const double table[] = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
                                 2.262,  2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
                                 2.110,  2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064,
                                 2.060,  2.056, 2.052, 2.048, 2.045, 2.042};
  if (df < 1) return INFINITY;
  if (df <= 30) return table[df - 1];
  return df <= 60 ? 2.000 : df <= 120 ? 1.980 : 1.960;
}

struct Stats {
  double mean = 0, ci = INFINITY;  // half-width of the 95% interval
};

Stats stats(const std::vector<double>& xs) {
  Stats s;
  if (xs.empty()) return s;
  double sum = 0;
  for (double x : xs) sum += x;
  s.mean = sum / (double)xs.size();
  if (xs.size() < 2) return s;
  double ss = 0;
  for (double x : xs) ss += (x - s.mean) * (x - s.mean);
  double sd = std::sqrt(ss / (double)(xs.size() - 1));
  s.ci = t95((int)xs.size() - 1) * sd / std::sqrt((double)xs.size());
  return s;
}

// ---------------------------------------------------------------------------
// A minimal JSON reader for --compare (objects, arrays, numbers, strings,
// true/false/null): enough for the files we and Futhark write.

struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } kind = Null;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::vector<std::pair<std::string, Json>> object;
  const Json* get(const std::string& k) const {
    for (const auto& [key, v] : object)
      if (key == k) return &v;
    return nullptr;
  }
};

class JsonParser {
 public:
  JsonParser(const std::string& s, const std::string& path) : s_(s), path_(path) {}
  Json parse() {
    Json v = value();
    skip();
    if (pos_ != s_.size()) fail("trailing text");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& m) {
    throw std::runtime_error(path_ + ": not valid JSON at byte " + std::to_string(pos_) + ": " + m);
  }
  void skip() {
    while (pos_ < s_.size() && std::isspace((unsigned char)s_[pos_])) ++pos_;
  }
  void expect(char c) {
    skip();
    if (pos_ >= s_.size() || s_[pos_] != c) fail(std::string("expected `") + c + "`");
    ++pos_;
  }
  std::string str() {
    expect('"');
    std::string out;
    while (pos_ < s_.size() && s_[pos_] != '"') {
      char c = s_[pos_++];
      if (c == '\\' && pos_ < s_.size()) {
        char e = s_[pos_++];
        switch (e) {
          case 'n': out += '\n'; break;
          case 't': out += '\t'; break;
          case 'r': out += '\r'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'u':
            if (pos_ + 4 > s_.size()) fail("bad \\u escape");
            out += (char)std::stoi(s_.substr(pos_, 4), nullptr, 16);
            pos_ += 4;
            break;
          default: out += e;
        }
      } else {
        out += c;
      }
    }
    if (pos_ >= s_.size()) fail("unterminated string");
    ++pos_;
    return out;
  }
  Json value() {
    skip();
    if (pos_ >= s_.size()) fail("unexpected end");
    Json j;
    char c = s_[pos_];
    if (c == '{') {
      j.kind = Json::Object;
      ++pos_;
      skip();
      if (pos_ < s_.size() && s_[pos_] == '}') return ++pos_, j;
      for (;;) {
        std::string k = str();
        expect(':');
        j.object.push_back({k, value()});
        skip();
        if (pos_ < s_.size() && s_[pos_] == ',') ++pos_;
        else break;
      }
      expect('}');
    } else if (c == '[') {
      j.kind = Json::Array;
      ++pos_;
      skip();
      if (pos_ < s_.size() && s_[pos_] == ']') return ++pos_, j;
      for (;;) {
        j.array.push_back(value());
        skip();
        if (pos_ < s_.size() && s_[pos_] == ',') ++pos_;
        else break;
      }
      expect(']');
    } else if (c == '"') {
      j.kind = Json::String;
      j.string = str();
    } else if (s_.compare(pos_, 4, "true") == 0 || s_.compare(pos_, 5, "false") == 0) {
      j.kind = Json::Bool;
      j.number = c == 't';
      pos_ += c == 't' ? 4 : 5;
    } else if (s_.compare(pos_, 4, "null") == 0) {
      pos_ += 4;
    } else {
      size_t end = pos_;
      while (end < s_.size() && std::strchr("+-0123456789.eE", s_[end])) ++end;
      if (end == pos_) fail("unexpected character");
      j.kind = Json::Number;
      j.number = std::stod(s_.substr(pos_, end - pos_));
      pos_ = end;
    }
    return j;
  }
  const std::string& s_;
  const std::string& path_;
  size_t pos_ = 0;
};

std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\', o += c;
    else if (c == '\n') o += "\\n";
    else if ((unsigned char)c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      o += buf;
    } else o += c;
  }
  return o;
}

// ---------------------------------------------------------------------------
// Running the benchmarks.

struct DatasetResult {
  std::string program;  // JSON key: path, plus ":entry" for entries other than main
  std::string name;
  std::vector<double> runtimes;         // host clock, µs (the stopping rule uses these)
  std::vector<double> device_runtimes;  // device clock (the call's commands), µs; empty if none
  std::vector<double> marker_runtimes;  // between markers around the call, µs
  double bytes = -1, flops = -1;  // per run; -1 when not declared
  std::string error;              // non-empty on failure
};

std::string dataset_name(const TestCase& c, size_t index) {
  if (!c.name.empty()) return c.name;
  if (!c.input_file.empty()) return c.input_file;
  std::string text;
  if (c.random) {
    for (const auto& s : c.random_specs) {
      std::string t;
      for (int64_t d : s.shape) t += "[" + std::to_string(d) + "]";
      text += (text.empty() ? "" : " ") + t + (s.literal.empty() ? s.elem : s.literal);
    }
  } else {
    std::istringstream is(c.input);
    for (std::string w; is >> w;) text += (text.empty() ? "" : " ") + w;
  }
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return "#" + std::to_string(index) + " (\"" + text + "\")";
}

class ProgramBench {
 public:
  ProgramBench(const std::string& path, const BenchOptions& opts, const fs::path& workdir,
               std::vector<DatasetResult>& results, KernelPrebuilder* prebuilder)
      : path_(path), opts_(opts), workdir_(workdir), results_(results), prebuilder_(prebuilder) {}

  // Returns false if the program is not a benchmark (no cases to run).
  void run() {
    std::string source = read_file(path_);
    TestSpec spec;
    spec = parse_test_spec(source, path_);
    if (!spec.present || spec.compile_error || spec.tags.count("disable") ||
        spec.tags.count("no_opencl"))
      return;
    std::vector<std::pair<size_t, const TestCase*>> cases;
    for (size_t i = 0; i < spec.cases.size(); ++i) {
      const TestCase& c = spec.cases[i];
      if (c.nobench || c.expect == TestCase::Expect::RuntimeError) continue;
      if (opts_.size == BenchSize::Small && c.large) continue;
      if (opts_.size == BenchSize::Large && !c.large) continue;
      cases.push_back({i, &c});
    }
    if (cases.empty()) return;
    declared_ = parse_bench_line(source, path_);
    std::cerr << "Compiling " << path_ << "...\n";
    try {
      compile();
    } catch (const std::exception& e) {
      for (const auto& [i, c] : cases) {
        DatasetResult r;
        r.program = key(*c);
        r.name = dataset_name(*c, i);
        r.error = std::string("compile error: ") + e.what();
        results_.push_back(r);
      }
      return;
    }
    for (const auto& [i, c] : cases) {
      DatasetResult r;
      r.program = key(*c);
      r.name = dataset_name(*c, i);
      try {
        bench_case(*c, r);
      } catch (const std::exception& e) {
        r.error = e.what();
      }
      if (!r.error.empty()) std::cerr << "  " << r.name << ": FAILED: " << r.error << "\n";
      results_.push_back(r);
    }
  }

 private:
  std::string key(const TestCase& c) const {
    return c.entry == "main" ? path_ : path_ + ":" + c.entry;
  }

  void compile() {
    PipelineOptions po;
    po.device_profile = opts_.device_profile;
    po.on_ir = [&](const std::string&, const ir::Program& p) {
      if (!have_source_ir_) source_ir_ = p, have_source_ir_ = true;
    };
    ir::Program kernel_ir = run_to_kernel_ir(path_, po);
    Tuning tuning;
    tuning.variants = opts_.variants;
    if (opts_.use_tuning_files) tuning.chosen = tuning_for(path_, opts_.device_profile, true);
    GeneratedProgram g = generate_program(kernel_ir, opts_.device_profile, tuning);
    std::string stem = fs::path(path_).stem().string() + "-" +
                       std::to_string(std::hash<std::string>{}(path_) % 100000);
    fs::path c_path = workdir_ / (stem + ".c");
    exe_ = workdir_ / stem;
    // The kernels build in the builder process while the C compiler
    // compiles the host program; the result does not matter (the warm-up
    // run builds again and reports).
    bool prebuilding = false;
    if (prebuilder_) {
      fs::path cl_path = workdir_ / (stem + ".cl");
      std::ofstream cl(cl_path, std::ios::binary);
      cl << opencl_program_text(g);
      cl.close();
      if (cl) prebuilding = prebuilder_->start(cl_path.string());
    }
    struct WaitForBuild {
      KernelPrebuilder* p;
      ~WaitForBuild() {
        if (p) p->wait();
      }
    } wait_for_build{prebuilding ? prebuilder_ : nullptr};
    if (opts_.host_unoptimised) {
      write_c_program(g, OutputKind::Executable, c_path.string(), /*with_runtime=*/false);
      compile_c_program(c_path.string(), exe_.string(), /*optimise=*/false, {opts_.runtime_obj});
    } else {
      write_c_program(g, OutputKind::Executable, c_path.string());
      compile_c_program(c_path.string(), exe_.string());
    }
  }

  const ir::Function& entry(const std::string& name) const {
    for (const auto& f : source_ir_.functions)
      if (f.entry && f.name == name) return f;
    throw std::runtime_error("no entry point '" + name + "'");
  }

  std::string data_path(const std::string& file) const {
    fs::path p = fs::path(path_).parent_path() / file;
    if (!fs::exists(p))
      throw std::runtime_error("missing data file " + p.string() +
                               " (benchmarks/gen_data.sh writes the benchmarks' data)");
    return p.string();
  }

  Values read_file_values(const std::string& file, const std::vector<ir::Type>& types,
                          const std::vector<std::string>& names, const std::string& what) {
    if (is_gzipped(file)) return read_values_text(read_data_file(file), types, names, what + " in " + file);
    FILE* f = std::fopen(file.c_str(), "rb");
    if (!f) throw std::runtime_error("cannot read " + file);
    rn_reader* r = rn_reader_file(f);
    try {
      Values vs = read_values(r, types, names, what + " in " + file);
      rn_reader_free(r);
      std::fclose(f);
      return vs;
    } catch (...) {
      rn_reader_free(r);
      std::fclose(f);
      throw;
    }
  }

  // The times of the runs of one execution (µs): the host clock (entry call
  // until the device is idle), the device clock (from the first command of
  // the call to its last, by the device's timestamps) and the span between
  // markers around the call; -1 where the device gives no timestamps.
  struct RunTimes {
    std::vector<double> host, device, marker;
  };

  // Runs the executable with `-T`; returns the times of the runs.  Throws
  // with the program's stderr on failure.
  RunTimes execute(const TestCase& c, const std::string& input, int runs,
                   const std::string& output) {
    std::string times = (workdir_ / "times").string(), err = (workdir_ / "stderr").string();
    std::string cmd = opts_.run_prefix + shell_quote(exe_.string()) + " -b -e " + shell_quote(c.entry) + " -r " +
                      std::to_string(runs) + " -T " + shell_quote(times);
    for (const auto& a : opts_.exe_args) cmd += " " + shell_quote(a);
    cmd += " < " + shell_quote(input) + " > " + shell_quote(output) + " 2> " + shell_quote(err);
    int status = std::system(cmd.c_str());
    if (status != 0) {
      std::string e = read_file(err);
      while (!e.empty() && e.back() == '\n') e.pop_back();
      throw std::runtime_error(e.empty() ? "the program failed (status " +
                                               std::to_string(status) + ")"
                                         : e);
    }
    // One line a run: entry_us host_us device_us [marker_us].
    RunTimes ts;
    std::istringstream is(read_file(times));
    for (std::string line; std::getline(is, line);) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      std::istringstream ls(line);
      double entry_us, host_us, device_us;
      if (!(ls >> entry_us >> host_us >> device_us))
        throw std::runtime_error("the program wrote a malformed run time line `" + line + "`");
      ts.host.push_back(host_us);
      ts.device.push_back(device_us);
      double marker_us;
      ts.marker.push_back(ls >> marker_us ? marker_us : -1);
    }
    if ((int)ts.host.size() != runs)
      throw std::runtime_error("the program wrote " + std::to_string(ts.host.size()) +
                               " run times, expected " + std::to_string(runs));
    return ts;
  }

  void bench_case(const TestCase& c, DatasetResult& r) {
    const ir::Function& f = entry(c.entry);
    std::vector<ir::Type> types;
    for (const auto& p : f.params) types.push_back(p.type);

    // Inputs: kept in memory for sizes and `auto output`, and as a file.
    Values inputs;
    std::string input_path;
    // A gzipped input file is decompressed into the work folder's input.
    if (!c.input_file.empty() && !c.script && !is_gzipped(c.input_file)) {
      input_path = data_path(c.input_file);
      inputs = read_file_values(input_path, types, f.param_names, "input");
    } else {
      if (c.script) {
        std::string text = c.input;
        if (!c.input_file.empty()) {
          std::ifstream in(data_path(c.input_file), std::ios::binary);
          if (!in) throw std::runtime_error("missing script file " + data_path(c.input_file));
          std::stringstream ss;
          ss << in.rdbuf();
          text = ss.str();
        }
        inputs = eval_script_input(text, source_ir_, f, std::filesystem::path(path_).parent_path().string());
      } else if (c.random) {
        uint64_t seed = std::hash<std::string>{}(path_) ^ (uint64_t)c.line * 0x9e3779b97f4a7c15ull;
        std::mt19937_64 rng(seed);
        if (c.random_specs.size() != types.size())
          throw std::runtime_error("random input gives " + std::to_string(c.random_specs.size()) +
                                   " values, entry '" + c.entry + "' takes " +
                                   std::to_string(types.size()));
        for (size_t i = 0; i < c.random_specs.size(); ++i) {
          const RandomSpec& s = c.random_specs[i];
          if (!s.literal.empty()) {
            Values one = read_values_text(s.literal, {types[i]}, {}, "random input");
            inputs.get().push_back(one.get()[0]);
            one.get().clear();
            continue;
          }
          auto t = prim_from_name(s.elem);
          if (!t) throw std::runtime_error("unknown type `" + s.elem + "` in random input");
          inputs.get().push_back(random_value(*t, s.shape, rng));
        }
      } else if (!c.input_file.empty()) {
        inputs = read_file_values(data_path(c.input_file), types, f.param_names, "input");
      } else {
        inputs = read_values_text(c.input, types, f.param_names, "input");
      }
      input_path = (workdir_ / "input").string();
      FILE* fp = std::fopen(input_path.c_str(), "wb");
      if (!fp) throw std::runtime_error("cannot write " + input_path);
      for (const auto& v : inputs.get()) rn_write_value(fp, &v, 1);
      std::fclose(fp);
    }

    auto vars = size_vars(inputs.get());
    if (!declared_.bytes.empty()) r.bytes = eval_bench_expr(declared_.bytes, vars);
    if (!declared_.flops.empty()) r.flops = eval_bench_expr(declared_.flops, vars);

    Values expected;
    bool check = true;
    if (c.expect == TestCase::Expect::Output)
      expected = c.output_file.empty()
                     ? read_values_text(c.output, f.ret, {}, "expected result")
                     : read_file_values(data_path(c.output_file), f.ret, {}, "expected result");
    else if (c.expect == TestCase::Expect::AutoOutput)
      expected = Values(ir::interpret(source_ir_, c.entry, inputs.get()));
    else
      check = false;
    inputs = Values();  // free before the runs

    // Warm-up, and the check of the results.
    std::cerr << "  " << r.name << ": warm-up" << std::flush;
    std::string out_path = (workdir_ / "output").string();
    std::vector<double> warm = execute(c, input_path, 1, out_path).host;
    if (check) {
      Values actual = read_file_values(out_path, f.ret, {}, "result");
      if (actual.size() != expected.size())
        throw std::runtime_error("expected " + std::to_string(expected.size()) + " results, got " +
                                 std::to_string(actual.size()));
      for (size_t i = 0; i < actual.size(); ++i) {
        std::string why;
        if (!values_match(expected.get()[i], actual.get()[i], &why))
          throw std::runtime_error("result " + std::to_string(i + 1) + ": " + why);
      }
    }
    expected = Values();

    // Batches of runs until the interval is narrow enough or the budget
    // spent, in kMinBatches processes at least (budget permitting): on the
    // H200 a process's median can land in one of two modes 10% apart (the
    // same binary, the same input; benchmarks/gpu_noise.sh), so one
    // process is one sample of that choice.
    constexpr int kMinBatches = 3;
    int batches = 0;
    auto start = Clock::now();
    auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
    // A run with -T executes the entry point twice (once per clock).
    double per_run = 2 * std::max(warm[0], 1.0) * 1e-6;  // seconds
    int batch = std::max(opts_.min_runs, 1);
    const std::string null_out = "/dev/null";
    for (;;) {
      // Keep a batch within the remaining budget, but run min_runs at least.
      double remaining = opts_.budget_s - elapsed();
      int fit = (int)std::min(1e6, std::max(1.0, remaining / per_run));
      int want = (int)r.runtimes.size() < opts_.min_runs
                     ? std::max(batch, opts_.min_runs - (int)r.runtimes.size())
                     : std::min(batch, fit);
      RunTimes ts = execute(c, input_path, want + 1, null_out);
      // The first run of a batch is a warm-up, for both clocks.
      r.runtimes.insert(r.runtimes.end(), ts.host.begin() + 1, ts.host.end());
      for (size_t k = 1; k < ts.device.size(); ++k)
        if (ts.device[k] >= 0) r.device_runtimes.push_back(ts.device[k]);
      for (size_t k = 1; k < ts.marker.size(); ++k)
        if (ts.marker[k] >= 0) r.marker_runtimes.push_back(ts.marker[k]);
      ++batches;
      Stats s = stats(r.runtimes);
      per_run = 2 * std::max(s.mean, 1.0) * 1e-6;
      double rel = s.mean > 0 ? 100 * s.ci / s.mean : 0;
      std::cerr << "\r  " << r.name << ": " << r.runtimes.size() << " runs, " << std::fixed
                << std::setprecision(1) << s.mean << " us +-" << std::setprecision(2) << rel
                << "%        " << std::flush;
      if ((int)r.runtimes.size() >= opts_.min_runs &&
          ((rel <= opts_.ci_percent && batches >= kMinBatches) || elapsed() >= opts_.budget_s))
        break;
      if (batches >= kMinBatches) batch = std::min<int>(2 * batch, 100000);
    }
    std::cerr << "\n";
  }

  std::string path_;
  const BenchOptions& opts_;
  fs::path workdir_;
  std::vector<DatasetResult>& results_;
  Declared declared_;
  ir::Program source_ir_;
  bool have_source_ir_ = false;
  fs::path exe_;
  KernelPrebuilder* prebuilder_;
};


std::string fmt(double x, int prec) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(prec) << x;
  return os.str();
}

void print_table(const std::vector<DatasetResult>& results) {
  size_t wp = 7, wd = 7;
  for (const auto& r : results) wp = std::max(wp, r.program.size()), wd = std::max(wd, r.name.size());
  std::cout << std::left << std::setw((int)wp) << "program" << "  " << std::setw((int)wd)
            << "dataset" << std::right << std::setw(14) << "host us" << std::setw(9) << "+-CI"
            << std::setw(12) << "device us" << std::setw(7) << "runs" << std::setw(10) << "GB/s"
            << std::setw(10) << "GFLOP/s" << "\n";
  for (const auto& r : results) {
    std::cout << std::left << std::setw((int)wp) << r.program << "  " << std::setw((int)wd)
              << r.name << std::right;
    if (!r.error.empty()) {
      std::string e = r.error.substr(0, r.error.find('\n'));
      std::cout << "  FAILED: " << e << "\n";
      continue;
    }
    Stats s = stats(r.runtimes);
    Stats d = stats(r.device_runtimes);
    std::cout << std::setw(14) << fmt(s.mean, 1) << std::setw(8)
              << (std::isfinite(s.ci) ? fmt(100 * s.ci / s.mean, 2) : std::string("-")) << "%"
              << std::setw(12) << (r.device_runtimes.empty() ? "-" : fmt(d.mean, 1))
              << std::setw(7) << r.runtimes.size() << std::setw(10)
              << (r.bytes >= 0 && s.mean > 0 ? fmt(r.bytes / s.mean * 1e-3, 2) : "-")
              << std::setw(10)
              << (r.flops >= 0 && s.mean > 0 ? fmt(r.flops / s.mean * 1e-3, 2) : "-") << "\n";
  }
}

void write_json(const std::vector<DatasetResult>& results, const std::string& file) {
  std::map<std::string, std::vector<const DatasetResult*>> by_prog;
  std::vector<std::string> order;
  for (const auto& r : results) {
    if (!by_prog.count(r.program)) order.push_back(r.program);
    by_prog[r.program].push_back(&r);
  }
  std::ofstream out(file);
  if (!out) throw std::runtime_error("cannot write " + file);
  out << "{\n";
  for (size_t p = 0; p < order.size(); ++p) {
    out << "  \"" << json_escape(order[p]) << "\": {\n    \"datasets\": {\n";
    const auto& rs = by_prog[order[p]];
    for (size_t i = 0; i < rs.size(); ++i) {
      const DatasetResult& r = *rs[i];
      out << "      \"" << json_escape(r.name) << "\": {\n        \"runtimes\": [";
      for (size_t k = 0; k < r.runtimes.size(); ++k)
        out << (k ? ", " : "") << (long long)std::llround(r.runtimes[k]);
      out << "],\n        \"device_runtimes\": [";
      for (size_t k = 0; k < r.device_runtimes.size(); ++k)
        out << (k ? ", " : "") << fmt(std::round(r.device_runtimes[k] * 10) / 10, 1);
      out << "],\n        \"marker_runtimes\": [";
      for (size_t k = 0; k < r.marker_runtimes.size(); ++k)
        out << (k ? ", " : "") << fmt(std::round(r.marker_runtimes[k] * 10) / 10, 1);
      out << "],\n";
      if (r.bytes >= 0) out << "        \"bytes\": " << (long long)std::llround(r.bytes) << ",\n";
      if (r.flops >= 0) out << "        \"flops\": " << (long long)std::llround(r.flops) << ",\n";
      if (!r.error.empty()) out << "        \"error\": \"" << json_escape(r.error) << "\",\n";
      out << "        \"stderr\": \"\"\n      }" << (i + 1 < rs.size() ? "," : "") << "\n";
    }
    out << "    }\n  }" << (p + 1 < order.size() ? "," : "") << "\n";
  }
  out << "}\n";
  if (!out) throw std::runtime_error("cannot write " + file);
}

// Mean runtime of every (program, dataset) in a Futhark-schema JSON file.
std::vector<std::pair<std::string, std::pair<std::string, double>>> json_means(
    const std::string& file) {
  std::string text = read_file(file);
  Json root = JsonParser(text, file).parse();
  if (root.kind != Json::Object) throw std::runtime_error(file + ": expected a JSON object");
  std::vector<std::pair<std::string, std::pair<std::string, double>>> out;
  for (const auto& [prog, pv] : root.object) {
    const Json* ds = pv.get("datasets");
    if (!ds || ds->kind != Json::Object) continue;
    for (const auto& [name, dv] : ds->object) {
      const Json* rt = dv.get("runtimes");
      if (!rt || rt->kind != Json::Array || rt->array.empty()) continue;
      double sum = 0;
      for (const auto& x : rt->array) sum += x.number;
      out.push_back({prog, {name, sum / (double)rt->array.size()}});
    }
  }
  return out;
}

}  // namespace

std::vector<BenchMean> read_bench_means(const std::string& json_file) {
  std::vector<BenchMean> out;
  for (auto& [prog, ds] : json_means(json_file)) out.push_back({prog, ds.first, ds.second});
  return out;
}

double eval_bench_expr(const std::string& expr,
                       const std::vector<std::pair<std::string, double>>& vars) {
  return ExprParser(expr, vars).parse();
}

int run_benchmarks(const std::vector<std::string>& paths, const BenchOptions& given) {
  std::vector<std::string> files = collect_programs(paths);
  char tmpl[] = "/tmp/runic-bench-XXXXXX";
  const char* dir = mkdtemp(tmpl);
  if (!dir) throw std::runtime_error("cannot create a temporary folder");
  fs::path workdir = dir;
  BenchOptions opts = given;
  if (opts.host_unoptimised) {
    // The runtime is the same C for every program: compiled once, as the
    // test runner does.
    fs::path rt_c = workdir / "runtime.c";
    opts.runtime_obj = (workdir / "runtime.o").string();
    write_c_runtime(rt_c.string());
    compile_c_object(rt_c.string(), opts.runtime_obj, /*optimise=*/false);
  }
  std::unique_ptr<KernelPrebuilder> prebuilder;
  if (opts.prebuild) {
    prebuilder = std::make_unique<KernelPrebuilder>(opts.exe_args, /*timeout_s=*/600);
    // PoCL's kernel links without libc's and libm's symbols, as in
    // `runic test` (the same machine code; for checking, not timing).
    opts.run_prefix = install_kernel_link_wrapper((workdir / "bin").string());
  }
  std::vector<DatasetResult> results;
  for (const auto& f : files) {
    try {
      ProgramBench(f, opts, workdir, results, prebuilder.get()).run();
    } catch (const std::exception& e) {
      DatasetResult r;
      r.program = f;
      r.name = "-";
      r.error = e.what();
      results.push_back(r);
      std::cerr << f << ": " << e.what() << "\n";
    }
    // Rewritten after each program, so that an interrupted run keeps its results.
    if (!opts.json_file.empty()) write_json(results, opts.json_file);
  }
  std::error_code ec;
  fs::remove_all(workdir, ec);
  print_table(results);
  if (!opts.json_file.empty()) write_json(results, opts.json_file);  // also when empty
  int failed = 0;
  for (const auto& r : results) failed += !r.error.empty();
  std::cout << results.size() - failed << " datasets measured, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}

int compare_benchmarks(const std::string& old_json, const std::string& new_json) {
  auto olds = json_means(old_json);
  auto news = json_means(new_json);
  size_t wp = 7, wd = 7;
  for (const auto& [p, d] : news) wp = std::max(wp, p.size()), wd = std::max(wd, d.first.size());
  std::cout << std::left << std::setw((int)wp) << "program" << "  " << std::setw((int)wd)
            << "dataset" << std::right << std::setw(14) << "old us" << std::setw(14) << "new us"
            << std::setw(10) << "speedup" << "\n";
  int matched = 0;
  for (const auto& [p, d] : news) {
    for (const auto& [op, od] : olds) {
      if (op != p || od.first != d.first) continue;
      ++matched;
      std::cout << std::left << std::setw((int)wp) << p << "  " << std::setw((int)wd) << d.first
                << std::right << std::setw(14) << fmt(od.second, 1) << std::setw(14)
                << fmt(d.second, 1) << std::setw(9)
                << (d.second > 0 ? fmt(od.second / d.second, 2) : "-") << "x\n";
    }
  }
  std::cout << matched << " datasets in both files\n";
  return 0;
}

}  // namespace runic
