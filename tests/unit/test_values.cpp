// Unit tests of runtime/values.c (compiled as C++ into runic_runtime_values):
// the textual and binary value formats, their round trips for every
// primitive type and ranks 0..3, and every error message of the reader.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/runtime.h"

namespace {

struct Read {
  int rc = 0;
  std::string err;
  rn_value v{};
  ~Read() { rn_value_free(&v); }
};

// Reads one value of the given type (rank < 0: any type) from text.
void read_from(const std::string& text, rn_prim t, int rank, Read& out) {
  rn_reader* r = rn_reader_mem(text.data(), text.size());
  char err[512] = {0};
  out.rc = rank < 0 ? rn_read_any_value(r, &out.v, err, sizeof err)
                    : rn_read_value(r, t, rank, &out.v, err, sizeof err);
  out.err = err;
  rn_reader_free(r);
}

std::string to_string(const rn_value& v) {
  char* s = rn_value_to_string(&v);
  std::string out = s ? s : "<null>";
  free(s);
  return out;
}

// Reads `text` as (t, rank), prints it, and checks the printed form.
std::string reprint(const std::string& text, rn_prim t, int rank) {
  Read r;
  read_from(text, t, rank, r);
  INFO(text << " -> " << r.err);
  REQUIRE(r.rc == 0);
  return to_string(r.v);
}

std::string read_error(const std::string& text, rn_prim t, int rank) {
  Read r;
  read_from(text, t, rank, r);
  INFO(text);
  REQUIRE(r.rc != 0);
  return r.err;
}

std::string binary_of(const rn_value& v) {
  char* buf = nullptr;
  size_t len = 0;
  FILE* f = open_memstream(&buf, &len);
  REQUIRE(rn_write_value(f, &v, 1) == 0);
  fclose(f);
  std::string out(buf, len);
  free(buf);
  return out;
}

bool same_value(const rn_value& a, const rn_value& b) {
  if (a.type != b.type || a.rank != b.rank) return false;
  for (int i = 0; i < a.rank; i++)
    if (a.shape[i] != b.shape[i]) return false;
  size_t bytes = (size_t)rn_value_elems(&a) * rn_prim_size(a.type);
  return std::memcmp(a.data, b.data, bytes) == 0;
}

// text -> value -> text and -> binary -> value, for one literal.
void round_trip(const std::string& text, rn_prim t, int rank) {
  Read a;
  read_from(text, t, rank, a);
  INFO(text << ": " << a.err);
  REQUIRE(a.rc == 0);
  std::string printed = to_string(a.v);
  Read b;
  read_from(printed, t, rank, b);
  INFO("printed as " << printed << ": " << b.err);
  REQUIRE(b.rc == 0);
  CHECK(same_value(a.v, b.v));
  std::string bin = binary_of(a.v);
  Read c;
  read_from(bin, t, rank, c);
  REQUIRE(c.rc == 0);
  CHECK(same_value(a.v, c.v));
  Read d;  // any-typed reads agree as well
  read_from(printed, t, -1, d);
  REQUIRE(d.rc == 0);
  CHECK(same_value(a.v, d.v));
}

}  // namespace

TEST_CASE("prim names and sizes", "[values]") {
  rn_prim t;
  CHECK(rn_prim_from_name("f16", &t) == 0);
  CHECK(t == RN_F16);
  CHECK(rn_prim_from_name("f128", &t) != 0);
  CHECK(rn_prim_size(RN_U16) == 2);
  CHECK(std::string(rn_prim_name(RN_BOOL)) == "bool");
  char buf[32];
  rn_type_string(RN_F32, 2, buf, sizeof buf);
  CHECK(std::string(buf) == "[][]f32");
  rn_type_string(RN_I64, 0, buf, sizeof buf);
  CHECK(std::string(buf) == "i64");
}

TEST_CASE("scalars of every type print and reread", "[values]") {
  CHECK(reprint("5i32", RN_I32, 0) == "5i32");
  CHECK(reprint("5", RN_I8, 0) == "5i8");
  CHECK(reprint("-128i8", RN_I8, 0) == "-128i8");
  CHECK(reprint("-32768", RN_I16, 0) == "-32768i16");
  CHECK(reprint("-9223372036854775808", RN_I64, 0) == "-9223372036854775808i64");
  CHECK(reprint("255u8", RN_U8, 0) == "255u8");
  CHECK(reprint("65535", RN_U16, 0) == "65535u16");
  CHECK(reprint("0xFFFF_FFFFu32", RN_U32, 0) == "4294967295u32");
  CHECK(reprint("18446744073709551615u64", RN_U64, 0) == "18446744073709551615u64");
  CHECK(reprint("1_000_000", RN_I32, 0) == "1000000i32");
  CHECK(reprint("0xff", RN_I32, 0) == "255i32");
  CHECK(reprint("0b101", RN_I32, 0) == "5i32");
  CHECK(reprint("0b1111_1111u8", RN_U8, 0) == "255u8");
  CHECK(reprint("-0B10i64", RN_I64, 0) == "-2i64");
  CHECK(reprint("true", RN_BOOL, 0) == "true");
  CHECK(reprint("false", RN_BOOL, 0) == "false");
  CHECK(reprint("1.5f32", RN_F32, 0) == "1.5f32");
  CHECK(reprint("2f64", RN_F64, 0) == "2.0f64");
  CHECK(reprint("2", RN_F32, 0) == "2.0f32");
  CHECK(reprint("0.1", RN_F32, 0) == "0.1f32");
  CHECK(reprint("0.1", RN_F64, 0) == "0.1f64");
  CHECK(reprint("1e10", RN_F64, 0) == "1.0e10f64");
  CHECK(reprint("-2.5e-3f32", RN_F32, 0) == "-0.0025f32");
  CHECK(reprint("1.5e-7", RN_F64, 0) == "1.5e-7f64");
  CHECK(reprint("0.5f16", RN_F16, 0) == "0.5f16");
  CHECK(reprint("f32.nan", RN_F32, 0) == "f32.nan");
  CHECK(reprint("-f32.inf", RN_F32, 0) == "-f32.inf");
  CHECK(reprint("f64.inf", RN_F64, 0) == "f64.inf");
  CHECK(reprint("f16.inf", RN_F16, 0) == "f16.inf");
  CHECK(reprint("-0.0", RN_F64, 0) == "-0.0f64");
  CHECK(reprint("  -- a comment\n  7 -- another\n", RN_I32, 0) == "7i32");
}

TEST_CASE("float printing round-trips exactly", "[values]") {
  std::vector<float> fs = {0.1f, 1.0f / 3, 3.4028235e38f, 1.17549435e-38f, 1.4e-45f, 123456.79f,
                           -7.0e-10f};
  for (float f : fs) {
    rn_value v{};
    rn_value_alloc(&v, RN_F32, 0, nullptr);
    std::memcpy(v.data, &f, 4);
    std::string s = to_string(v);
    Read r;
    read_from(s, RN_F32, 0, r);
    REQUIRE(r.rc == 0);
    float g;
    std::memcpy(&g, r.v.data, 4);
    CHECK(g == f);
    rn_value_free(&v);
  }
  std::vector<double> ds = {0.1, 1.0 / 3, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308,
                            123456789.123456789};
  for (double d : ds) {
    rn_value v{};
    rn_value_alloc(&v, RN_F64, 0, nullptr);
    std::memcpy(v.data, &d, 8);
    std::string s = to_string(v);
    Read r;
    read_from(s, RN_F64, 0, r);
    REQUIRE(r.rc == 0);
    double g;
    std::memcpy(&g, r.v.data, 8);
    CHECK(g == d);
    rn_value_free(&v);
  }
}

TEST_CASE("half conversion", "[values]") {
  CHECK(rn_half_to_float(0x3c00) == 1.0f);
  CHECK(rn_float_to_half(1.0f) == 0x3c00);
  CHECK(rn_float_to_half(65504.0f) == 0x7bff);
  CHECK(rn_float_to_half(1e6f) == 0x7c00);
  CHECK(rn_half_to_float(0x0001) == std::ldexp(1.0f, -24));
  CHECK(std::isnan(rn_half_to_float(rn_float_to_half(NAN))));
  for (uint32_t h = 0; h < 0x10000; h++) {  // every finite half survives
    if ((h & 0x7c00) == 0x7c00) continue;
    REQUIRE(rn_float_to_half(rn_half_to_float((uint16_t)h)) == h);
  }
}

TEST_CASE("arrays of ranks 1..3 and empty arrays", "[values]") {
  CHECK(reprint("[1, 2, 3]", RN_I32, 1) == "[1i32, 2i32, 3i32]");
  CHECK(reprint("[[1], [2]]", RN_I32, 2) == "[[1i32], [2i32]]");
  CHECK(reprint("[[1,2],[3,4],[5,6]]", RN_I64, 2) == "[[1i64, 2i64], [3i64, 4i64], [5i64, 6i64]]");
  CHECK(reprint("[[[1u8,2u8]],[[3u8,4u8]]]", RN_U8, 3) == "[[[1u8, 2u8]], [[3u8, 4u8]]]");
  CHECK(reprint("[true, false]", RN_BOOL, 1) == "[true, false]");
  CHECK(reprint("[1.5, f32.nan, -f32.inf]", RN_F32, 1) == "[1.5f32, f32.nan, -f32.inf]");
  CHECK(reprint("empty([0]i32)", RN_I32, 1) == "empty([0]i32)");
  CHECK(reprint("empty([2][0]f32)", RN_F32, 2) == "empty([2][0]f32)");
  CHECK(reprint("[[], []]", RN_F32, 2) == "empty([2][0]f32)");
  CHECK(reprint("[ -- comment\n 1 ,\n\t2 ]", RN_I16, 1) == "[1i16, 2i16]");
  Read r;
  read_from("[[1,2],[3,4],[5,6]]", RN_I32, 2, r);
  REQUIRE(r.rc == 0);
  CHECK(r.v.shape[0] == 3);
  CHECK(r.v.shape[1] == 2);
}

TEST_CASE("string literals read as []u8", "[values]") {
  CHECK(reprint("\"ab\"", RN_U8, 1) == "[97u8, 98u8]");
  CHECK(reprint("\"\"", RN_U8, 1) == "empty([0]u8)");
  CHECK(reprint("\"\\n\\\"\\x41\\u00e9\"", RN_U8, 1) == "[10u8, 34u8, 65u8, 195u8, 169u8]");
  CHECK(reprint(" \"-- not a comment\"", RN_U8, 1).substr(0, 11) == "[45u8, 45u8");
  Read any;
  read_from("\"xyz\"", RN_I32, -1, any);
  REQUIRE(any.rc == 0);
  CHECK(any.v.type == RN_U8);
  CHECK(any.v.rank == 1);
  CHECK(any.v.shape[0] == 3);
  Read wrong;
  read_from("\"abc\"", RN_I32, 1, wrong);
  CHECK(wrong.rc != 0);
  CHECK(wrong.err.find("expected []i32 but found a string literal") != std::string::npos);
  Read open;
  read_from("\"abc", RN_U8, 1, open);
  CHECK(open.rc != 0);
  CHECK(open.err.find("unterminated string literal") != std::string::npos);
}

TEST_CASE("string literals as rows of arrays", "[values]") {
  CHECK(reprint("[\"ab\", \"cd\"]", RN_U8, 2) == "[[97u8, 98u8], [99u8, 100u8]]");
  CHECK(reprint("[\"\"]", RN_U8, 2) == "empty([1][0]u8)");
  CHECK(reprint("[\"\\u00e9\", \"ab\"]", RN_U8, 2) == "[[195u8, 169u8], [97u8, 98u8]]");
  Read any;
  read_from("[[\"x\"], [\"y\"]]", RN_I32, -1, any);
  REQUIRE(any.rc == 0);
  CHECK(any.v.type == RN_U8);
  CHECK(any.v.rank == 3);
  Read ragged;
  read_from("[\"ab\", \"c\"]", RN_U8, 2, ragged);
  CHECK(ragged.rc != 0);
  CHECK(ragged.err.find("irregular array") != std::string::npos);
  Read wrong;
  read_from("[\"ab\"]", RN_I32, 2, wrong);
  CHECK(wrong.rc != 0);
  CHECK(wrong.err.find("expected [][]i32 but found a string literal") != std::string::npos);
}

TEST_CASE("round trips for every prim type and rank", "[values]") {
  struct Case {
    rn_prim t;
    const char* scalar;
  };
  std::vector<Case> cases = {{RN_I8, "-7i8"},       {RN_I16, "300i16"},    {RN_I32, "-5i32"},
                             {RN_I64, "1234567890123i64"}, {RN_U8, "200u8"}, {RN_U16, "60000u16"},
                             {RN_U32, "4000000000u32"},     {RN_U64, "18446744073709551615u64"},
                             {RN_F16, "1.25f16"},   {RN_F32, "0.3f32"},   {RN_F64, "-1e-300f64"},
                             {RN_BOOL, "true"}};
  for (const Case& c : cases) {
    std::string s = c.scalar;
    std::string r1 = "[" + s + ", " + s + "]";
    std::string r2 = "[" + r1 + ", " + r1 + ", " + r1 + "]";
    std::string r3 = "[" + r2 + "]";
    round_trip(s, c.t, 0);
    round_trip(r1, c.t, 1);
    round_trip(r2, c.t, 2);
    round_trip(r3, c.t, 3);
    std::string e = std::string("empty([3][0]") + rn_prim_name(c.t) + ")";
    round_trip(e, c.t, 2);
  }
  round_trip("[f64.nan, -f64.inf, f64.inf]", RN_F64, 1);
  round_trip("[f16.nan, -f16.inf]", RN_F16, 1);
}

TEST_CASE("any-typed reads", "[values]") {
  Read a;
  read_from("[1, 2]", RN_I32, -1, a);
  REQUIRE(a.rc == 0);
  CHECK(to_string(a.v) == "[1i32, 2i32]");
  Read b;
  read_from("[[1.5], [2]]", RN_I32, -1, b);
  REQUIRE(b.rc == 0);
  CHECK(to_string(b.v) == "[[1.5f64], [2.0f64]]");
  Read c;
  read_from("[3u16, 4]", RN_I32, -1, c);
  REQUIRE(c.rc == 0);
  CHECK(to_string(c.v) == "[3u16, 4u16]");
  CHECK(read_error("[]", RN_I32, -1).find("empty array needs its type") != std::string::npos);
  CHECK(read_error("[1i32, 2i64]", RN_I32, -1) ==
        "array elements of different types: i32 and i64 at line 1, column 8");
}

TEST_CASE("mixed text and binary streams", "[values]") {
  rn_value v{};
  int64_t shape[1] = {3};
  rn_value_alloc(&v, RN_F32, 1, shape);
  float xs[3] = {1.0f, -2.5f, 0.1f};
  std::memcpy(v.data, xs, sizeof xs);
  std::string bin = binary_of(v);
  REQUIRE(bin.size() == 7 + 8 + 12);
  CHECK(bin.substr(0, 7) == std::string("b\x02\x01 f32", 7));
  std::string stream = "5i32 -- first\n" + bin + "  [true]\n" + bin;
  rn_reader* r = rn_reader_mem(stream.data(), stream.size());
  char err[256];
  rn_value a{}, b{}, c{}, d{};
  REQUIRE(rn_read_value(r, RN_I32, 0, &a, err, sizeof err) == 0);
  REQUIRE(rn_read_value(r, RN_F32, 1, &b, err, sizeof err) == 0);
  REQUIRE(rn_read_value(r, RN_BOOL, 1, &c, err, sizeof err) == 0);
  REQUIRE(rn_read_any_value(r, &d, err, sizeof err) == 0);
  CHECK(rn_reader_at_end(r));
  CHECK(to_string(a) == "5i32");
  CHECK(same_value(b, v));
  CHECK(to_string(c) == "[true]");
  CHECK(same_value(d, v));
  for (rn_value* x : {&a, &b, &c, &d, &v}) rn_value_free(x);
  rn_reader_free(r);
}

TEST_CASE("reading from a FILE", "[values]") {
  // A large array through the refilling file buffer, text then binary.
  const int n = 200000;
  std::string text = "[";
  for (int i = 0; i < n; i++) text += (i ? ", " : "") + std::to_string(i);
  text += "]\n";
  FILE* f = tmpfile();
  fwrite(text.data(), 1, text.size(), f);
  rn_value v{};
  int64_t shape[1] = {n};
  rn_value_alloc(&v, RN_I64, 1, shape);
  for (int i = 0; i < n; i++) ((int64_t*)v.data)[i] = -i;
  REQUIRE(rn_write_value(f, &v, 1) == 0);
  rewind(f);
  rn_reader* r = rn_reader_file(f);
  char err[256];
  rn_value a{}, b{};
  REQUIRE(rn_read_value(r, RN_I32, 1, &a, err, sizeof err) == 0);
  REQUIRE(rn_read_value(r, RN_I64, 1, &b, err, sizeof err) == 0);
  CHECK(rn_reader_at_end(r));
  CHECK(a.shape[0] == n);
  CHECK(((int32_t*)a.data)[n - 1] == n - 1);
  CHECK(same_value(b, v));
  for (rn_value* x : {&a, &b, &v}) rn_value_free(x);
  rn_reader_free(r);
  fclose(f);
}

TEST_CASE("reader error messages", "[values]") {
  CHECK(read_error("[1, 2i32]", RN_F32, 1) ==
        "expected []f32 but found i32 value at line 1, column 5");
  CHECK(read_error("5i32", RN_F32, 1) == "expected []f32 but found i32 value at line 1, column 1");
  CHECK(read_error("[1, 2]", RN_I32, 2) ==
        "expected [][]i32 but found []i32 value at line 1, column 2");
  CHECK(read_error("[[1], [2]]", RN_I32, 1) ==
        "expected []i32 but found an array of higher rank at line 1, column 2");
  CHECK(read_error("[1]", RN_I32, 0) ==
        "expected i32 but found an array of higher rank at line 1, column 1");
  CHECK(read_error("[[1, 2], [3, 4, 5]]", RN_I32, 2) ==
        "irregular array: row 2 has 3 elements, row 1 has 2 (line 1, column 10)");
  CHECK(read_error("[[1, 2], 3]", RN_I32, 2) == "irregular array at line 1, column 10");
  CHECK(read_error("1.5", RN_I32, 0) ==
        "expected i32 but found decimal number 1.5 at line 1, column 1");
  CHECK(read_error("true", RN_I32, 0) == "expected i32 but found bool value at line 1, column 1");
  CHECK(read_error("1", RN_BOOL, 0) == "expected bool but found i32 value at line 1, column 1");
  CHECK(read_error("256u8", RN_U8, 0) == "value 256 out of range for u8 at line 1, column 1");
  CHECK(read_error("-1", RN_U32, 0) == "value -1 out of range for u32 at line 1, column 1");
  CHECK(read_error("128", RN_I8, 0) == "value 128 out of range for i8 at line 1, column 1");
  CHECK(read_error("99999999999999999999", RN_U64, 0) ==
        "number '99999999999999999999' out of range at line 1, column 1");
  CHECK(read_error("", RN_I32, 1) == "expected []i32 but found end of input");
  CHECK(read_error("  -- only a comment\n", RN_I32, 0) == "expected i32 but found end of input");
  CHECK(read_error("\n  hello", RN_I32, 0) ==
        "expected i32 but found 'hello' at line 2, column 3");
  CHECK(read_error("[1 2]", RN_I32, 1) ==
        "expected ',' or ']' but found '2' at line 1, column 4");
  CHECK(read_error("[1,", RN_I32, 1) == "expected []i32 but found end of input at line 1, column 4");
  CHECK(read_error("12abc", RN_I32, 0) == "invalid number '12abc' at line 1, column 1");
  CHECK(read_error("1.5.5", RN_F32, 0) == "invalid number '1.5.5' at line 1, column 1");
  CHECK(read_error("empty([0]i32)", RN_F32, 1) ==
        "expected []f32 but found empty []i32 value at line 1, column 1");
  CHECK(read_error("empty([2]i32)", RN_I32, 1).find("zero dimension") != std::string::npos);
  CHECK(read_error("empty(i32", RN_I32, 1).find("malformed empty") != std::string::npos);
  CHECK(read_error("f32.nan", RN_F64, 0) == "expected f64 but found f32 value at line 1, column 1");
  CHECK(read_error("@", RN_F64, 0) == "expected f64 but found '@' at line 1, column 1");
}

TEST_CASE("binary error messages", "[values]") {
  rn_value v{};
  int64_t shape[1] = {1000};
  rn_value_alloc(&v, RN_I32, 1, shape);
  std::string bin = binary_of(v);
  rn_value_free(&v);
  CHECK(read_error(bin, RN_F32, 1) ==
        "expected []f32 but found binary []i32 value at line 1, column 1");
  CHECK(read_error(bin, RN_I32, 2) ==
        "expected [][]i32 but found binary []i32 value at line 1, column 1");
  CHECK(read_error(bin.substr(0, 7 + 8 + 12), RN_I32, 1) ==
        "truncated binary value: expected 4000 bytes of data, found 12");
  CHECK(read_error(bin.substr(0, 10), RN_I32, 1) ==
        "truncated binary value: missing dimensions");
  CHECK(read_error(bin.substr(0, 4), RN_I32, 1).find("truncated binary value header") == 0);
  CHECK(read_error(std::string("b\x02\x01 i99", 7), RN_I32, 1) ==
        "unknown binary element type ' i99'");
  CHECK(read_error(std::string("b\x01\x01 i32", 7), RN_I32, 1).find("version") !=
        std::string::npos);
  // A huge claimed size is reported, not a crash.
  std::string huge = std::string("b\x02\x02 f64", 7) + std::string("\xff\xff\xff\xff\xff\xff\xff\x0f", 8) +
                     std::string("\xff\xff\xff\xff\xff\xff\xff\x0f", 8);
  CHECK(read_error(huge, RN_F64, 2).find("out of memory") == 0);
}

namespace {

// Significant digits in a printed float literal ("-0.00250f32" -> 2).
int significant_digits(const std::string& s) {
  std::string digits;
  for (char c : s) {
    if (c == 'e' || c == 'f') break;
    if (c >= '0' && c <= '9') digits += c;
  }
  size_t a = digits.find_first_not_of('0'), b = digits.find_last_not_of('0');
  return a == std::string::npos ? 1 : (int)(b - a + 1);
}

template <typename F>
int shortest_precision(F x) {
  char tmp[64];
  for (int p = 1;; p++) {
    snprintf(tmp, sizeof tmp, "%.*g", p, (double)x);
    if ((F)strtod(tmp, nullptr) == x && (sizeof(F) == 8 || strtof(tmp, nullptr) == x)) return p;
  }
}

}  // namespace

TEST_CASE("random floats print shortest and round-trip", "[values]") {
  uint64_t state = 0x9e3779b97f4a7c15ull;
  auto next = [&state]() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  for (int i = 0; i < 100000; i++) {
    uint32_t bits = (uint32_t)next();
    float f;
    std::memcpy(&f, &bits, 4);
    if (std::isnan(f) || std::isinf(f)) continue;
    if (i % 2) f = (float)(next() % 1000000) / 1000.0f;  // "nice" numbers too
    rn_value v{};
    rn_value_alloc(&v, RN_F32, 0, nullptr);
    std::memcpy(v.data, &f, 4);
    std::string s = to_string(v);
    Read r;
    read_from(s, RN_F32, 0, r);
    REQUIRE(r.rc == 0);
    INFO(s);
    REQUIRE(std::memcmp(r.v.data, &f, 4) == 0);
    REQUIRE(significant_digits(s) <= shortest_precision(f));
    rn_value_free(&v);
  }
  for (int i = 0; i < 100000; i++) {
    uint64_t bits = next();
    double d;
    std::memcpy(&d, &bits, 8);
    if (std::isnan(d) || std::isinf(d)) continue;
    if (i % 2) d = (double)(next() % 100000000) / 1e4;
    rn_value v{};
    rn_value_alloc(&v, RN_F64, 0, nullptr);
    std::memcpy(v.data, &d, 8);
    std::string s = to_string(v);
    Read r;
    read_from(s, RN_F64, 0, r);
    REQUIRE(r.rc == 0);
    INFO(s);
    REQUIRE(std::memcmp(r.v.data, &d, 8) == 0);
    REQUIRE(significant_digits(s) <= shortest_precision(d));
    rn_value_free(&v);
  }
}
