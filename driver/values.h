// C++ conveniences over the runtime's value type (runtime/runtime.h), which
// the compiler shares with generated programs: one reader and one printer
// of Futhark's value formats for the interpreter, the test runner and the
// executables.
#pragma once

#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/runtime.h"

namespace runic {

// Owns a list of rn_values; frees them on destruction.
class Values {
 public:
  Values() = default;
  explicit Values(std::vector<rn_value> vs) : vs_(std::move(vs)) {}
  Values(const Values&) = delete;
  Values& operator=(const Values&) = delete;
  Values(Values&& o) noexcept : vs_(std::move(o.vs_)) { o.vs_.clear(); }
  Values& operator=(Values&& o) noexcept;
  ~Values();
  std::vector<rn_value>& get() { return vs_; }
  const std::vector<rn_value>& get() const { return vs_; }
  size_t size() const { return vs_.size(); }

 private:
  std::vector<rn_value> vs_;
};

rn_prim to_rn_prim(PrimType t);
PrimType from_rn_prim(rn_prim t);

// Source-level spelling of an entry parameter or result type: "[]f32".
std::string type_spelling(const ir::Type& t);

// Reads one value per type from `r`, naming the argument in errors:
// "reading argument 2 (ys: []f32): ...".  Throws std::runtime_error.
Values read_values(rn_reader* r, const std::vector<ir::Type>& types,
                   const std::vector<std::string>& names, const std::string& what);
Values read_values_text(const std::string& text, const std::vector<ir::Type>& types,
                        const std::vector<std::string>& names, const std::string& what);

// Whether a and b are equal: same type and shape; floats within a relative
// tolerance (0.002, as Futhark's test tool), or within 1e-5 times the
// largest magnitude in the expected array, or both NaN / the same infinity.
// On inequality `why` says where they first differ.
bool values_match(const rn_value& expected, const rn_value& actual, std::string* why);

std::string value_to_string(const rn_value& v);

// The bytes of a data file (`input @ FILE`); a FILE ending in `.gz` is
// decompressed (through `gzip -dc`), as futhark test and bench read them.
// Throws std::runtime_error.
std::string read_data_file(const std::string& path);
bool is_gzipped(const std::string& path);

// A random value of element type t and the given shape (deterministic in
// `rng`): integers in [0, 100), floats in [0, 1), bools uniform.
rn_value random_value(PrimType t, const std::vector<int64_t>& shape, std::mt19937_64& rng);

}  // namespace runic
