// Shared helpers of the C++ references of the benchmarks: a fixed-seed
// random generator and a writer of Futhark's binary value format
// (shared/LANGUAGE.md, "Values"), so that every reference can write the
// input file of a dataset and its expected output:
//
//   ref_NAME PREFIX SIZES...   writes PREFIX.in and PREFIX.out
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace ref {

template <typename T> const char* type_name();
template <> inline const char* type_name<float>() { return " f32"; }
template <> inline const char* type_name<double>() { return " f64"; }
template <> inline const char* type_name<int32_t>() { return " i32"; }
template <> inline const char* type_name<int64_t>() { return " i64"; }

struct Writer {
  FILE* f;
  explicit Writer(const std::string& path) : f(std::fopen(path.c_str(), "wb")) {
    if (!f) {
      std::perror(path.c_str());
      std::exit(1);
    }
  }
  ~Writer() { std::fclose(f); }
  template <typename T> void array(const T* data, std::vector<int64_t> dims) {
    std::fputc('b', f);
    std::fputc(2, f);
    std::fputc((int)dims.size(), f);
    std::fwrite(type_name<T>(), 1, 4, f);
    size_t n = 1;
    for (int64_t d : dims) {
      std::fwrite(&d, 8, 1, f);  // little-endian hosts only
      n *= (size_t)d;
    }
    std::fwrite(data, sizeof(T), n, f);
  }
  template <typename T> void array(const std::vector<T>& v, std::vector<int64_t> dims) {
    array(v.data(), dims);
  }
  template <typename T> void scalar(T x) { array(&x, {}); }
};

// Uniform floats in [lo, hi), from a fixed seed per benchmark.
inline std::vector<float> uniform(size_t n, float lo, float hi, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<float> d(lo, hi);
  std::vector<float> v(n);
  for (auto& x : v) x = d(rng);
  return v;
}

inline int64_t arg(int argc, char** argv, int i) {
  if (i >= argc) {
    std::fprintf(stderr, "usage: %s PREFIX SIZES...\n", argv[0]);
    std::exit(2);
  }
  return std::atoll(argv[i]);
}

}  // namespace ref
