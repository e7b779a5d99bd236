// `runic dataset`: generates random input values, as Futhark's
// `futhark dataset`:  runic dataset -b -g [10000000]f32 -g [10000000]f32 > data
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace runic {

struct DatasetOptions {
  std::vector<std::string> generate;  // type specs: "[100][3]f32", "i64"
  bool binary = false;
  uint64_t seed = 1;
};

// Writes one random value per spec to `out`.  Throws std::runtime_error on
// a malformed spec ("bad type `[x]f32`: dimensions must be numbers").
void generate_dataset(const DatasetOptions& opts, FILE* out);

}  // namespace runic
