// Fuzz target: the C library API (runic --library, docs/c-api.md), driven
// by a byte-coded sequence of operations on the library of fuzz/capi.fut
// (generated at build time).  The input is read as opcodes and operands:
//
//   new array (of any type the library has, with small, negative or huge
//   dimensions, NULL data), free, values, shape, index (indices in and out
//   of bounds), entry calls (arguments chosen among the live arrays, NULL
//   ones, arrays of the other context, NULL result pointers, a NULL
//   context; scalars including negative and huge sizes), sync, error
//   retrieval, a free through the wrong context, a context whose
//   initialisation failed, a context freed and created again, the report.
//
// Only what the API defines or checks is done: no array is used after it
// was freed or consumed (passed to a unique parameter), no context is freed
// with live arrays.  Every outcome is predicted and checked: the return
// code (FUTHARK_ERROR for misuse, FUTHARK_PROGRAM_ERROR for a failing
// program, FUTHARK_OUT_OF_MEMORY where a size needs 2^42 bytes or more),
// that an error leaves a message and nothing else does, and every result
// against values computed here.  A wrong prediction aborts, as do crashes
// and sanitizer reports.  The contexts live across inputs (creating one
// builds the OpenCL program); RUNIC_FUZZ_DEVICE picks the device.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <vector>

#include "capi.h"

namespace {

// ------------------------------------------------------------ the input

struct Input {
  const uint8_t* p;
  size_t n, i = 0;
  bool done() const { return i >= n; }
  uint8_t byte() { return i < n ? p[i++] : 0; }
};

// Sizes: mostly small; now and then negative or huge (2^42 and more: an
// array of them needs 2^42 bytes or more, 4 TiB, which no device allows
// in one buffer, or its size overflows).
constexpr int64_t kHuge = int64_t(1) << 42;
constexpr __int128 kTooManyBytes = (__int128)1 << 42;
const int64_t kSpecialSizes[] = {-1,
                                 INT64_MIN,
                                 kHuge,
                                 int64_t(1) << 61,
                                 int64_t(1) << 62,
                                 INT64_MAX,
                                 -kHuge,
                                 (int64_t(1) << 62) + 1,
                                 int64_t(1) << 44,
                                 INT64_MAX / 4 + 1,
                                 (int64_t(1) << 60) + 3,
                                 -2};

int64_t size_from(Input& in) {
  uint8_t b = in.byte();
  if (b < 0xf0) return b % 8;
  return kSpecialSizes[(b - 0xf0) % (sizeof kSpecialSizes / sizeof kSpecialSizes[0])];
}

bool is_huge(int64_t d) { return d >= kHuge || d <= -kHuge; }

// -------------------------------------------------------------- arrays

enum Kind { NONE, I32_1, I32_2, I64_1, F32_1, BOOL_1, NKINDS };
const int kRank[NKINDS] = {0, 1, 2, 1, 1, 1};
const char* const kKindName[NKINDS] = {"none", "[]i32", "[][]i32", "[]i64", "[]f32", "[]bool"};

struct Slot {
  Kind kind = NONE;
  void* arr = nullptr;
  int owner = 0;  // index into contexts
  int64_t shape[2] = {0, 0};
  std::vector<int64_t> ints;  // i32, i64 and bool elements
  std::vector<float> floats;  // f32 elements
  bool consumed = false;      // passed to a unique parameter: may only be freed
  int64_t count() const { return kRank[kind] == 1 ? shape[0] : shape[0] * shape[1]; }
};

constexpr int kSlots = 8;

struct State {
  futhark_context_config* cfg = nullptr;
  futhark_context_config* bad_cfg = nullptr;
  futhark_context* ctx[2] = {nullptr, nullptr};
};
State* g = nullptr;

int step = 0;  // the operation being checked, for messages

[[noreturn]] void defect(const char* what) {
  std::fprintf(stderr, "fuzz_capi: operation %d: %s\n", step, what);
  std::abort();
}

void* api_new(futhark_context* c, Kind k, const void* data, const int64_t* s) {
  switch (k) {
    case I32_1: return futhark_new_i32_1d(c, (const int32_t*)data, s[0]);
    case I32_2: return futhark_new_i32_2d(c, (const int32_t*)data, s[0], s[1]);
    case I64_1: return futhark_new_i64_1d(c, (const int64_t*)data, s[0]);
    case F32_1: return futhark_new_f32_1d(c, (const float*)data, s[0]);
    case BOOL_1: return futhark_new_bool_1d(c, (const bool*)data, s[0]);
    default: defect("bad kind");
  }
}

int api_free(futhark_context* c, Kind k, void* a) {
  switch (k) {
    case I32_1: return futhark_free_i32_1d(c, (futhark_i32_1d*)a);
    case I32_2: return futhark_free_i32_2d(c, (futhark_i32_2d*)a);
    case I64_1: return futhark_free_i64_1d(c, (futhark_i64_1d*)a);
    case F32_1: return futhark_free_f32_1d(c, (futhark_f32_1d*)a);
    case BOOL_1: return futhark_free_bool_1d(c, (futhark_bool_1d*)a);
    default: defect("bad kind");
  }
}

const int64_t* api_shape(futhark_context* c, Kind k, void* a) {
  switch (k) {
    case I32_1: return futhark_shape_i32_1d(c, (futhark_i32_1d*)a);
    case I32_2: return futhark_shape_i32_2d(c, (futhark_i32_2d*)a);
    case I64_1: return futhark_shape_i64_1d(c, (futhark_i64_1d*)a);
    case F32_1: return futhark_shape_f32_1d(c, (futhark_f32_1d*)a);
    case BOOL_1: return futhark_shape_bool_1d(c, (futhark_bool_1d*)a);
    default: defect("bad kind");
  }
}

size_t elem_size(Kind k) {
  switch (k) {
    case I32_1:
    case I32_2: return 4;
    case I64_1: return 8;
    case F32_1: return 4;
    case BOOL_1: return sizeof(bool);
    default: defect("bad kind");
  }
}

// Reads the elements into `out` (elem_size(k) bytes each).
int api_values(futhark_context* c, Kind k, void* a, void* out) {
  switch (k) {
    case I32_1: return futhark_values_i32_1d(c, (futhark_i32_1d*)a, (int32_t*)out);
    case I32_2: return futhark_values_i32_2d(c, (futhark_i32_2d*)a, (int32_t*)out);
    case I64_1: return futhark_values_i64_1d(c, (futhark_i64_1d*)a, (int64_t*)out);
    case F32_1: return futhark_values_f32_1d(c, (futhark_f32_1d*)a, (float*)out);
    case BOOL_1: return futhark_values_bool_1d(c, (futhark_bool_1d*)a, (bool*)out);
    default: defect("bad kind");
  }
}

int api_index(futhark_context* c, Kind k, void* out, void* a, int64_t i0, int64_t i1) {
  switch (k) {
    case I32_1: return futhark_index_i32_1d(c, (int32_t*)out, (futhark_i32_1d*)a, i0);
    case I32_2: return futhark_index_i32_2d(c, (int32_t*)out, (futhark_i32_2d*)a, i0, i1);
    case I64_1: return futhark_index_i64_1d(c, (int64_t*)out, (futhark_i64_1d*)a, i0);
    case F32_1: return futhark_index_f32_1d(c, (float*)out, (futhark_f32_1d*)a, i0);
    case BOOL_1: return futhark_index_bool_1d(c, (bool*)out, (futhark_bool_1d*)a, i0);
    default: defect("bad kind");
  }
}

// The element `i` of a host buffer of kind k, as the slot stores it.
int64_t int_elem(Kind k, const void* buf, int64_t i) {
  switch (k) {
    case I32_1:
    case I32_2: return ((const int32_t*)buf)[i];
    case I64_1: return ((const int64_t*)buf)[i];
    case BOOL_1: return ((const bool*)buf)[i] ? 1 : 0;
    default: defect("bad kind");
  }
}

bool same_float(float a, float b) { return a == b || (std::isnan(a) && std::isnan(b)); }

// ------------------------------------------------------------- checking

struct Run {
  Slot slot[kSlots];
  bool pending[2] = {false, false};  // an error message waits in the context
  bool recreated = false, bad_context_done = false;

  futhark_context* ctx(int i) { return g->ctx[i]; }

  // A return code must be one of `allowed`; a failure leaves a message in
  // the context (none can be left without one).
  void expect(int ci, int r, std::initializer_list<int> allowed) {
    bool ok = false;
    for (int a : allowed) ok |= a == r;
    if (!ok) {
      std::fprintf(stderr, "return code %d; allowed:", r);
      for (int a : allowed) std::fprintf(stderr, " %d", a);
      std::fprintf(stderr, "\n");
      if (ci >= 0) {
        char* e = futhark_context_get_error(ctx(ci));
        std::fprintf(stderr, "the context's error: %s\n", e ? e : "(none)");
        std::free(e);
      }
      defect("unexpected return code");
    }
    if (r != 0 && ci >= 0) pending[ci] = true;
  }

  void check_error(int ci) {
    char* e = futhark_context_get_error(ctx(ci));
    if (pending[ci] && (e == nullptr || e[0] == 0)) defect("an error left no message");
    if (!pending[ci] && e != nullptr) {
      std::fprintf(stderr, "message: %s\n", e);
      defect("a message without an error");
    }
    std::free(e);
    pending[ci] = false;
  }

  int free_slot_index() {
    for (int i = 0; i < kSlots; ++i)
      if (slot[i].kind == NONE) return i;
    return -1;
  }

  // A live, unconsumed array of kind k chosen by b (NULL when b says so or
  // there is none).
  Slot* pick(Kind k, uint8_t b) {
    if (b % 8 == 7) return nullptr;
    for (int j = 0; j < kSlots; ++j) {
      Slot& s = slot[(b + j) % kSlots];
      if (s.kind == k && !s.consumed) return &s;
    }
    return nullptr;
  }

  void release(Slot& s) {
    if (s.kind == NONE) return;
    expect(s.owner, api_free(ctx(s.owner), s.kind, s.arr), {0});
    s = Slot();
  }

  // Checks an array against its expected contents and keeps it in a free
  // slot (or frees it).
  void adopt(int ci, Kind k, void* arr, const int64_t* shape, std::vector<int64_t> ints,
             std::vector<float> floats) {
    if (arr == nullptr) defect("a successful call returned a NULL array");
    Slot s;
    s.kind = k;
    s.arr = arr;
    s.owner = ci;
    s.shape[0] = shape[0];
    s.shape[1] = kRank[k] == 2 ? shape[1] : 0;
    s.ints = std::move(ints);
    s.floats = std::move(floats);
    verify(s);
    int i = free_slot_index();
    if (i < 0) release(s);
    else slot[i] = std::move(s);
  }

  void verify(Slot& s) {
    const int64_t* sh = api_shape(ctx(s.owner), s.kind, s.arr);
    if (sh == nullptr) defect("no shape for a live array");
    for (int d = 0; d < kRank[s.kind]; ++d)
      if (sh[d] != s.shape[d]) defect("wrong shape");
    int64_t n = s.count();
    if (n > 4096) defect("an array larger than the fuzzer ever makes");
    std::vector<uint8_t> buf((size_t)n * elem_size(s.kind) + 1);
    expect(s.owner, api_values(ctx(s.owner), s.kind, s.arr, buf.data()), {0});
    for (int64_t i = 0; i < n; ++i) {
      if (s.kind == F32_1) {
        float f;
        std::memcpy(&f, buf.data() + 4 * i, 4);
        if (!same_float(f, s.floats[i])) defect("wrong f32 element");
      } else if (int_elem(s.kind, buf.data(), i) != s.ints[i]) {
        std::fprintf(stderr, "element %lld of %s: %lld, expected %lld\n", (long long)i, kKindName[s.kind],
                     (long long)int_elem(s.kind, buf.data(), i), (long long)s.ints[i]);
        defect("wrong element");
      }
    }
  }

  // ---------------------------------------------------------- operations

  void op_new(Input& in, int ci) {
    Kind k = Kind(1 + in.byte() % (NKINDS - 1));
    int64_t shape[2] = {size_from(in), kRank[k] == 2 ? size_from(in) : 1};
    bool null_data = in.byte() % 8 == 0;
    bool negative = shape[0] < 0 || shape[1] < 0;
    __int128 count = negative ? 0 : (__int128)shape[0] * shape[1];
    bool too_big = !negative && (count >= kTooManyBytes || count * (__int128)elem_size(k) >= kTooManyBytes);
    // The data: as many elements as the shape asks for, at most 64 (a
    // larger count is refused before the data is read).
    int64_t n = negative || too_big ? 0 : (int64_t)count;
    std::vector<int64_t> ints;
    std::vector<float> floats;
    std::vector<uint8_t> data(64 * 8);
    for (int64_t i = 0; i < (n < 64 ? n : 64); ++i) {
      uint8_t b = in.byte();
      int64_t v = (int8_t)b;
      if (b % 16 == 1) v = b % 32 == 1 ? INT32_MAX - b : INT32_MIN + b;
      switch (k) {
        case I32_1:
        case I32_2: {
          int32_t x = (int32_t)v;
          std::memcpy(data.data() + 4 * i, &x, 4);
          ints.push_back(x);
          break;
        }
        case I64_1: {
          int64_t x = v * 1000003;
          std::memcpy(data.data() + 8 * i, &x, 8);
          ints.push_back(x);
          break;
        }
        case F32_1: {
          float x = (float)(int8_t)b / 4;
          std::memcpy(data.data() + 4 * i, &x, 4);
          floats.push_back(x);
          break;
        }
        case BOOL_1: {
          bool x = b & 1;
          std::memcpy(data.data() + sizeof(bool) * i, &x, sizeof(bool));
          ints.push_back(x);
          break;
        }
        default: break;
      }
    }
    void* arr = api_new(ctx(ci), k, null_data ? nullptr : data.data(), shape);
    bool should_fail = negative || too_big || (count > 0 && null_data);
    if (should_fail != (arr == nullptr)) {
      if (arr == nullptr) {
        char* e = futhark_context_get_error(ctx(ci));
        std::fprintf(stderr, "new %s [%lld][%lld]: %s\n", kKindName[k], (long long)shape[0],
                     (long long)shape[1], e ? e : "(no message)");
        std::free(e);
      }
      defect(should_fail ? "an array of a bad shape or without data was made" : "new failed");
    }
    if (arr == nullptr) {
      pending[ci] = true;
      return;
    }
    adopt(ci, k, arr, shape, ints, floats);
  }

  void op_free(Input& in) {
    Slot& s = slot[in.byte() % kSlots];
    if (in.byte() % 16 == 0) {
      // through the wrong context: refused, the array stays
      if (s.kind != NONE) expect(1 - s.owner, api_free(ctx(1 - s.owner), s.kind, s.arr), {1});
      return;
    }
    if (s.kind == NONE) {
      expect(0, futhark_free_i32_1d(ctx(0), nullptr), {0});
      return;
    }
    release(s);
  }

  void op_values(Input& in) {
    Slot& s = slot[in.byte() % kSlots];
    if (s.kind == NONE || s.consumed) {
      Kind k = Kind(1 + in.byte() % (NKINDS - 1));
      int64_t buf[8];
      expect(0, api_values(ctx(0), k, nullptr, buf), {1});
      return;
    }
    if (in.byte() % 8 == 0 && s.count() > 0) {
      expect(s.owner, api_values(ctx(s.owner), s.kind, s.arr, nullptr), {1});
      return;
    }
    verify(s);
  }

  void op_shape(Input& in) {
    Slot& s = slot[in.byte() % kSlots];
    if (s.kind == NONE || s.consumed) {
      if (api_shape(ctx(0), Kind(1 + in.byte() % (NKINDS - 1)), nullptr) != nullptr)
        defect("a shape for a NULL array");
      pending[0] = true;
      return;
    }
    const int64_t* sh = api_shape(ctx(s.owner), s.kind, s.arr);
    if (sh == nullptr) defect("no shape for a live array");
    for (int d = 0; d < kRank[s.kind]; ++d)
      if (sh[d] != s.shape[d]) defect("wrong shape");
  }

  void op_index(Input& in) {
    Slot& s = slot[in.byte() % kSlots];
    int64_t i0 = size_from(in), i1 = size_from(in);
    int64_t out[2] = {0, 0};
    if (s.kind == NONE || s.consumed) return;
    bool in_bounds = i0 >= 0 && i0 < s.shape[0] && (kRank[s.kind] == 1 || (i1 >= 0 && i1 < s.shape[1]));
    bool null_out = in.byte() % 16 == 0;
    int r = api_index(ctx(s.owner), s.kind, null_out ? nullptr : out, s.arr, i0, i1);
    expect(s.owner, r, {in_bounds && !null_out ? 0 : 1});
    if (r != 0) return;
    int64_t flat = kRank[s.kind] == 1 ? i0 : i0 * s.shape[1] + i1;
    if (s.kind == F32_1) {
      float f;
      std::memcpy(&f, out, 4);
      if (!same_float(f, s.floats[flat])) defect("index: wrong f32 element");
    } else if (int_elem(s.kind, out, 0) != s.ints[flat]) {
      defect("index: wrong element");
    }
  }

  // Whether an argument makes the call misuse: NULL, or of another context.
  static bool misuse(const Slot* a, int ci) { return a == nullptr || a->owner != ci; }

  void op_call(Input& in) {
    int which = in.byte() % 13;
    uint8_t cb = in.byte();
    int ci = cb % 8 == 0 ? -1 : cb % 8 == 1 ? 1 : 0;  // -1: a NULL context
    futhark_context* c = ci < 0 ? nullptr : ctx(ci);
    bool null_result = in.byte() % 16 == 0;
    int code;
    switch (which) {
      case 0: {  // sum
        Slot* a = pick(I32_1, in.byte());
        int32_t r = 0;
        code = futhark_entry_sum(c, null_result ? nullptr : &r, (const futhark_i32_1d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        expect(ci, code, {0});
        uint32_t s = 0;
        for (int64_t x : a->ints) s += (uint32_t)x;
        if (r != (int32_t)s) defect("sum: wrong result");
        return;
      }
      case 1: {  // dot
        Slot* a = pick(I32_1, in.byte());
        Slot* b = pick(I32_1, in.byte());
        int32_t r = 0;
        code = futhark_entry_dot(c, null_result ? nullptr : &r, (const futhark_i32_1d*)(a ? a->arr : nullptr),
                                 (const futhark_i32_1d*)(b ? b->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci) || misuse(b, ci))) return;
        if (a->shape[0] != b->shape[0]) {
          expect(ci, code, {2});
          return;
        }
        expect(ci, code, {0});
        uint32_t s = 0;
        for (size_t i = 0; i < a->ints.size(); ++i) s += (uint32_t)a->ints[i] * (uint32_t)b->ints[i];
        if (r != (int32_t)s) defect("dot: wrong result");
        return;
      }
      case 2: {  // add_rows
        Slot* a = pick(I32_2, in.byte());
        Slot* b = pick(I32_1, in.byte());
        futhark_i32_2d* r = nullptr;
        code = futhark_entry_add_rows(c, null_result ? nullptr : &r, (const futhark_i32_2d*)(a ? a->arr : nullptr),
                                      (const futhark_i32_1d*)(b ? b->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci) || misuse(b, ci))) return;
        if (a->shape[1] != b->shape[0]) {
          expect(ci, code, {2});
          return;
        }
        bool huge = is_huge(a->shape[0]) || is_huge(a->shape[1]);
        if (huge) expect(ci, code, {0, 3});
        else expect(ci, code, {0});
        if (code != 0) return;
        std::vector<int64_t> v;
        for (int64_t i = 0; i < a->count(); ++i)
          v.push_back((int32_t)((uint32_t)a->ints[i] + (uint32_t)b->ints[i % a->shape[1]]));
        adopt(ci, I32_2, r, a->shape, v, {});
        return;
      }
      case 3:    // tr
      case 4: {  // colsums
        Slot* a = pick(I32_2, in.byte());
        void* r = nullptr;
        code = which == 3 ? futhark_entry_tr(c, null_result ? nullptr : (futhark_i32_2d**)&r,
                                             (const futhark_i32_2d*)(a ? a->arr : nullptr))
                          : futhark_entry_colsums(c, null_result ? nullptr : (futhark_i32_1d**)&r,
                                                  (const futhark_i32_2d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        int64_t n = a->shape[0], m = a->shape[1];
        if (which == 4 && (__int128)m * 4 >= kTooManyBytes) expect(ci, code, {3});
        else if (is_huge(n) || is_huge(m)) expect(ci, code, {0, 3});
        else expect(ci, code, {0});
        if (code != 0) return;
        std::vector<int64_t> v;
        // Loops over the elements (an empty array may have a huge dimension).
        int64_t ln = a->count() == 0 ? 0 : n, lm = a->count() == 0 && which == 3 ? 0 : m;
        if (which == 3) {
          for (int64_t j = 0; j < lm; ++j)
            for (int64_t i = 0; i < ln; ++i) v.push_back(a->ints[i * m + j]);
          int64_t shape[2] = {m, n};
          adopt(ci, I32_2, r, shape, v, {});
        } else {
          for (int64_t j = 0; j < lm; ++j) {
            uint32_t s = 0;
            for (int64_t i = 0; i < ln; ++i) s += (uint32_t)a->ints[i * m + j];
            v.push_back((int32_t)s);
          }
          adopt(ci, I32_1, r, &m, v, {});
        }
        return;
      }
      case 5: {  // get
        Slot* a = pick(I32_1, in.byte());
        int64_t i = size_from(in);
        int32_t r = 0;
        code = futhark_entry_get(c, null_result ? nullptr : &r, (const futhark_i32_1d*)(a ? a->arr : nullptr), i);
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        if (i < 0 || i >= a->shape[0]) {
          expect(ci, code, {2});
          return;
        }
        expect(ci, code, {0});
        if (r != a->ints[i]) defect("get: wrong result");
        return;
      }
      case 6: {  // grid
        int64_t n = size_from(in), m = size_from(in);
        int32_t x = (int8_t)in.byte();
        futhark_i32_2d* r = nullptr;
        code = futhark_entry_grid(c, null_result ? nullptr : &r, n, m, x);
        if (finish_misuse(ci, code, null_result)) return;
        bool huge = is_huge(n) || is_huge(m);
        if (n < 0 || m < 0) {
          if (huge) expect(ci, code, {2, 3});
          else expect(ci, code, {2});
          return;
        }
        if ((n != 0 && m != 0 && (is_huge(n) || is_huge(m))) || (__int128)n * m * 4 >= kTooManyBytes) {
          expect(ci, code, {3});
          return;
        }
        if (huge) expect(ci, code, {0, 3});
        else expect(ci, code, {0});
        if (code != 0) return;
        int64_t shape[2] = {n, m};
        adopt(ci, I32_2, r, shape, std::vector<int64_t>((size_t)(n * m), x), {});
        return;
      }
      case 7: {  // range
        int64_t n = size_from(in);
        futhark_i64_1d* r = nullptr;
        code = futhark_entry_range(c, null_result ? nullptr : &r, n);
        if (finish_misuse(ci, code, null_result)) return;
        if (n < 0) {
          expect(ci, code, {2});
          return;
        }
        if ((__int128)n * 8 >= kTooManyBytes) {
          expect(ci, code, {3});
          return;
        }
        expect(ci, code, {0});
        std::vector<int64_t> v;
        for (int64_t i = 0; i < n; ++i) v.push_back(i);
        adopt(ci, I64_1, r, &n, v, {});
        return;
      }
      case 8: {  // scale
        static const float kFactors[] = {0, 1, -1, 0.5f, 2, -3.25f, 1e30f, INFINITY, NAN, -0.0f};
        float f = kFactors[in.byte() % 10];
        Slot* a = pick(F32_1, in.byte());
        futhark_f32_1d* r = nullptr;
        code = futhark_entry_scale(c, null_result ? nullptr : &r, f, (const futhark_f32_1d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        expect(ci, code, {0});
        std::vector<float> v;
        for (float x : a->floats) v.push_back(x * f);
        adopt(ci, F32_1, r, a->shape, {}, v);
        return;
      }
      case 9: {  // pair
        Slot* a = pick(I32_1, in.byte());
        futhark_i32_1d* r0 = nullptr;
        int32_t r1 = 0;
        bool r2 = false;
        code = futhark_entry_pair(c, &r0, &r1, null_result ? nullptr : &r2,
                                  (const futhark_i32_1d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        expect(ci, code, {0});
        int64_t n = a->shape[0];
        if (r1 != (int32_t)n || r2 != (n > 2)) defect("pair: wrong scalar results");
        std::vector<int64_t> v(a->ints.rbegin(), a->ints.rend());
        adopt(ci, I32_1, r0, &n, v, {});
        return;
      }
      case 10: {  // count
        Slot* a = pick(BOOL_1, in.byte());
        int64_t r = 0;
        code = futhark_entry_count(c, null_result ? nullptr : &r, (const futhark_bool_1d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        expect(ci, code, {0});
        int64_t s = 0;
        for (int64_t x : a->ints) s += x;
        if (r != s) defect("count: wrong result");
        return;
      }
      case 11: {  // checked
        Slot* a = pick(I32_1, in.byte());
        int32_t r = 0;
        code = futhark_entry_checked(c, null_result ? nullptr : &r, (const futhark_i32_1d*)(a ? a->arr : nullptr));
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        uint32_t s = 0;
        for (int64_t x : a->ints) s += (uint32_t)x;
        if ((int32_t)s < 0) {
          expect(ci, code, {2});
          return;
        }
        expect(ci, code, {0});
        if (r != (int32_t)s) defect("checked: wrong result");
        return;
      }
      default: {  // inc: the argument is consumed, whatever happens
        Slot* a = pick(I32_1, in.byte());
        futhark_i32_1d* r = nullptr;
        code = futhark_entry_inc(c, null_result ? nullptr : &r, (futhark_i32_1d*)(a ? a->arr : nullptr));
        if (a != nullptr) a->consumed = true;
        if (finish_misuse(ci, code, null_result || misuse(a, ci))) return;
        expect(ci, code, {0});
        std::vector<int64_t> v;
        for (int64_t x : a->ints) v.push_back((int32_t)((uint32_t)x + 1));
        adopt(ci, I32_1, r, a->shape, v, {});
        return;
      }
    }
  }

  // A call with a NULL context or a misused argument fails with
  // FUTHARK_ERROR (a NULL context keeps no message).  True when it was one.
  bool finish_misuse(int ci, int code, bool misused) {
    if (ci < 0) {
      expect(-1, code, {1});
      return true;
    }
    if (!misused) return false;
    expect(ci, code, {1});
    return true;
  }

  // A context whose initialisation failed: everything on it fails.
  void op_bad_context() {
    if (bad_context_done) return;
    bad_context_done = true;
    futhark_context* bad = futhark_context_new(g->bad_cfg);
    if (bad == nullptr) defect("context_new returned NULL");
    char* e = futhark_context_get_error(bad);
    if (e == nullptr || e[0] == 0) defect("a failed context without a message");
    std::free(e);
    int32_t r;
    if (futhark_entry_sum(bad, &r, nullptr) != 1) defect("a failed context ran an entry");
    if (futhark_new_i32_1d(bad, nullptr, 0) != nullptr) defect("a failed context made an array");
    if (futhark_context_sync(bad) != 1) defect("a failed context synchronised");
    e = futhark_context_get_error(bad);
    if (e == nullptr) defect("no message from a failed context");
    std::free(e);
    futhark_context_free(bad);
  }

  // The first context freed (after its arrays) and created again.
  void op_recreate() {
    if (recreated) return;
    recreated = true;
    for (auto& s : slot)
      if (s.owner == 0) release(s);
    check_error(0);
    futhark_context_free(g->ctx[0]);
    g->ctx[0] = futhark_context_new(g->cfg);
    char* e = futhark_context_get_error(g->ctx[0]);
    if (e != nullptr) {
      std::fprintf(stderr, "%s\n", e);
      defect("the context could not be created again");
    }
  }

  void op_report(Input& in) {
    int ci = in.byte() % 2;
    char* rep = futhark_context_report(ctx(ci));
    if (rep == nullptr) defect("no report");
    std::free(rep);
    expect(ci, futhark_context_clear_caches(ctx(ci)), {0});
    if (futhark_context_report(nullptr) != nullptr) defect("a report for a NULL context");
    if (futhark_context_sync(nullptr) != 1) defect("sync of a NULL context");
    if (futhark_context_get_error(nullptr) != nullptr) defect("an error of a NULL context");
  }

  void run(Input& in) {
    for (step = 0; !in.done() && step < 64; ++step) {
      switch (in.byte() % 16) {
        case 0:
        case 1: op_new(in, 0); break;
        case 2: op_free(in); break;
        case 3: op_values(in); break;
        case 4: op_shape(in); break;
        case 5: op_index(in); break;
        case 6:
        case 7:
        case 8: op_call(in); break;
        case 9: {
          int ci = in.byte() % 2;
          expect(ci, futhark_context_sync(ctx(ci)), {0});
          break;
        }
        case 10: check_error(in.byte() % 2); break;
        case 11: op_new(in, 1); break;
        case 12: op_bad_context(); break;
        case 13: op_recreate(); break;
        case 14: op_report(in); break;
        default: {  // sync on the second context, then verify an array
          expect(1, futhark_context_sync(ctx(1)), {0});
          Slot& s = slot[in.byte() % kSlots];
          if (s.kind != NONE && !s.consumed) verify(s);
        }
      }
    }
    ++step;
    for (auto& s : slot) release(s);
    check_error(0);
    check_error(1);
  }
};

void init() {
  if (g != nullptr) return;
  g = new State;
  g->cfg = futhark_context_config_new();
  if (const char* d = std::getenv("RUNIC_FUZZ_DEVICE")) futhark_context_config_set_device(g->cfg, d);
  for (auto& c : g->ctx) {
    c = futhark_context_new(g->cfg);
    char* e = futhark_context_get_error(c);
    if (e != nullptr) {
      std::fprintf(stderr, "fuzz_capi: cannot create a context: %s\n", e);
      std::exit(1);
    }
  }
  g->bad_cfg = futhark_context_config_new();
  futhark_context_config_set_device(g->bad_cfg, "no such device");
}

}  // namespace

// The OpenCL implementations keep allocations of their own until the
// process ends (PoCL and its LLVM, the NVIDIA driver): not ours to report.
extern "C" const char* __lsan_default_suppressions() {
  return "leak:libpocl\nleak:libLLVM\nleak:libOpenCL\nleak:libnvidia-opencl\nleak:libcuda\n";
}

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  init();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  init();
  Input in{data, size};
  Run().run(in);
  return 0;
}
