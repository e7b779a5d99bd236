// Uses the library generated from lib.fut from C++ (the header inside
// extern "C"), with RAII wrappers as a C++ program would write them.
// Built and run by tests/library/run.sh.
#include "lib.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

struct Context {
  futhark_context_config* cfg = futhark_context_config_new();
  futhark_context* ctx = futhark_context_new(cfg);
  Context() {
    if (char* e = futhark_context_get_error(ctx)) {
      std::string m = e;
      std::free(e);
      throw std::runtime_error(m);
    }
  }
  ~Context() {
    futhark_context_free(ctx);
    futhark_context_config_free(cfg);
  }
  void check(int r) {
    if (r == FUTHARK_SUCCESS) return;
    char* e = futhark_context_get_error(ctx);
    std::string m = e ? e : "?";
    std::free(e);
    throw std::runtime_error(m);
  }
};

struct F32Array {
  Context& c;
  futhark_f32_1d* arr;
  F32Array(Context& c, futhark_f32_1d* a) : c(c), arr(a) {}
  F32Array(Context& c, const std::vector<float>& v)
      : c(c), arr(futhark_new_f32_1d(c.ctx, v.data(), (int64_t)v.size())) {}
  ~F32Array() { futhark_free_f32_1d(c.ctx, arr); }
  std::vector<float> values() {
    std::vector<float> v((size_t)futhark_shape_f32_1d(c.ctx, arr)[0]);
    c.check(futhark_values_f32_1d(c.ctx, arr, v.data()));
    return v;
  }
};

}  // namespace

int main() {
  int fails = 0;
  auto expect = [&](bool ok, const char* what) {
    if (!ok) {
      std::fprintf(stderr, "FAIL %s\n", what);
      ++fails;
    }
  };
  try {
    Context c;
    F32Array xs(c, std::vector<float>{0.5f, 1.5f, -2.0f});
    float s = 0;
    c.check(futhark_entry_sum(c.ctx, &s, xs.arr));
    expect(s == 0.0f, "sum");
    futhark_f32_1d* out = nullptr;
    c.check(futhark_entry_scale(c.ctx, &out, 4.0f, xs.arr));
    F32Array scaled(c, out);
    expect(scaled.values() == std::vector<float>{2.0f, 6.0f, -8.0f}, "scale");
    F32Array ys(c, std::vector<float>{1, 2});
    try {
      c.check(futhark_entry_dot(c.ctx, &s, xs.arr, ys.arr));
      expect(false, "dot with different sizes succeeded");
    } catch (const std::runtime_error& e) {
      expect(std::string(e.what()).find("has size 2 in dimension 1, but 3 was expected") !=
                 std::string::npos,
             e.what());
    }
    bool neg = false;
    futhark_f64_1d* d = futhark_new_f64_1d(c.ctx, std::vector<double>{1, 2}.data(), 2);
    c.check(futhark_entry_any_neg(c.ctx, &neg, d));
    expect(!neg, "any_neg");
    futhark_free_f64_1d(c.ctx, d);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "FAIL: %s\n", e.what());
    return 1;
  }
  std::printf("C++: %d failed\n", fails);
  return fails != 0;
}
