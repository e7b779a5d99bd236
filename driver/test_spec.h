// Test blocks of test programs (shared/LANGUAGE.md, "Test programs"):
//
//   -- ==
//   -- entry: main other
//   -- input { [1f32, 2f32] } output { 3f32 }
//   -- input { [1, 2] } error: out of bounds
//   -- compiled random input { [1000]f32 i64 } auto output
//   -- structure { SegRed 1 Screma 0 }
//   -- tags { no_opencl }
//   -- error: regex          (alone: an expected compile-time error)
//   -- input @ data/x.in output @ data/x.out   (values in files, text or
//                            binary, paths relative to the program)
//   -- large input @ ...     (a large dataset: `runic bench --size small` skips it)
//   -- script input { mk 10 } output { ... }   (FutharkScript: driver/script.h)
//   -- property: prop_sorted prop_len   (entries `#[prop] entry p (x: t) : bool`,
//                            tried on random candidates; see test_runner.cpp)
//   -- no_opencl notest input { ... }   (tags of one case: `no_B` skips it on
//                            backend B, `notest` in every test run)
//   -- warning: regex        (a compiler warning of Futhark's: read, not checked)
//
// A file may hold several blocks; `entry:` applies to the cases after it.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace runic {

// One element of a `random input { ... }` list: a type with constant
// dimensions ([100][3]f32), or a literal scalar value (10i64).
struct RandomSpec {
  std::vector<int64_t> shape;
  std::string elem;     // "f32"
  std::string literal;  // non-empty for a literal value
};

struct TestCase {
  std::string entry = "main";
  std::string name;                    // `"name" input ...`; empty: from the input
  int line = 0;                        // line of the case in the source
  bool random = false;
  std::string input;                   // text of the values (random: empty)
  std::vector<RandomSpec> random_specs;
  enum class Expect { Success, Output, AutoOutput, RuntimeError } expect = Expect::Success;
  std::string output;                  // text of the expected values
  std::string error_regex;             // RuntimeError
  bool compiled_only = false;          // `compiled`: skipped by the interpreter
  bool nobench = false;
  std::string input_file;              // `input @ FILE` (relative to the program)
  std::string output_file;             // `output @ FILE`
  bool large = false;                  // `large`: a benchmark's big dataset
  bool script = false;                 // `script input`: `input`/`input_file` hold
                                       // a FutharkScript expression
  std::set<std::string> tags;          // the case's own tags (`no_opencl`, `notest`, ...)
};

// A `property: names...` line: entry points of type t -> bool.
struct PropertyCase {
  std::string entry;
  int line = 0;
};

struct TestSpec {
  bool present = false;                // the file has a `-- ==` block
  std::optional<std::string> compile_error;  // regex of an expected compile error
  int compile_error_line = 0;
  std::vector<TestCase> cases;
  std::vector<PropertyCase> properties;
  std::vector<std::pair<std::string, int>> structure;
  std::set<std::string> tags;
  std::vector<std::string> warnings;   // `warning: regex` lines (not checked)
};

// The .fut files named by `paths` (files as given; folders searched
// recursively, sorted).  Throws std::runtime_error for a missing path.
std::vector<std::string> collect_programs(const std::vector<std::string>& paths);

// Parses every block of `source`; throws std::runtime_error
// "file:line: malformed test block: ..." on a malformed block.
TestSpec parse_test_spec(const std::string& source, const std::string& path);

}  // namespace runic
