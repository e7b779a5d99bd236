#include "driver/dataset.h"

#include <random>
#include <stdexcept>

#include "driver/values.h"

namespace runic {

void generate_dataset(const DatasetOptions& opts, FILE* out) {
  std::mt19937_64 rng(opts.seed);
  for (const std::string& spec : opts.generate) {
    std::vector<int64_t> shape;
    size_t i = 0;
    while (i < spec.size() && spec[i] == '[') {
      size_t close = spec.find(']', i);
      std::string dim = close == std::string::npos ? "" : spec.substr(i + 1, close - i - 1);
      if (dim.empty() || dim.find_first_not_of("0123456789") != std::string::npos)
        throw std::runtime_error("bad type `" + spec + "`: dimensions must be numbers, e.g. [1000]f32");
      shape.push_back(std::stoll(dim));
      i = close + 1;
    }
    auto t = prim_from_name(spec.substr(i));
    if (!t || *t == PrimType::Unit)
      throw std::runtime_error("bad type `" + spec + "`: unknown element type `" + spec.substr(i) + "`");
    rn_value v = random_value(*t, shape, rng);
    Values owner({v});
    if (rn_write_value(out, &v, opts.binary ? 1 : 0) != 0)
      throw std::runtime_error("could not write the dataset");
    if (!opts.binary) std::fputc('\n', out);
  }
}

}  // namespace runic
