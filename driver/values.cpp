#include "driver/values.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace runic {

Values& Values::operator=(Values&& o) noexcept {
  if (this != &o) {
    for (auto& v : vs_) rn_value_free(&v);
    vs_ = std::move(o.vs_);
    o.vs_.clear();
  }
  return *this;
}

Values::~Values() {
  for (auto& v : vs_) rn_value_free(&v);
}

rn_prim to_rn_prim(PrimType t) {
  switch (t) {
    case PrimType::I8: return RN_I8;
    case PrimType::I16: return RN_I16;
    case PrimType::I32: return RN_I32;
    case PrimType::I64: return RN_I64;
    case PrimType::U8: return RN_U8;
    case PrimType::U16: return RN_U16;
    case PrimType::U32: return RN_U32;
    case PrimType::U64: return RN_U64;
    case PrimType::F16: return RN_F16;
    case PrimType::F32: return RN_F32;
    case PrimType::F64: return RN_F64;
    case PrimType::Bool: return RN_BOOL;
    case PrimType::Unit: break;
  }
  throw std::runtime_error("the unit type () cannot be read or written as a value");
}

PrimType from_rn_prim(rn_prim t) {
  switch (t) {
    case RN_I8: return PrimType::I8;
    case RN_I16: return PrimType::I16;
    case RN_I32: return PrimType::I32;
    case RN_I64: return PrimType::I64;
    case RN_U8: return PrimType::U8;
    case RN_U16: return PrimType::U16;
    case RN_U32: return PrimType::U32;
    case RN_U64: return PrimType::U64;
    case RN_F16: return PrimType::F16;
    case RN_F32: return PrimType::F32;
    case RN_F64: return PrimType::F64;
    case RN_BOOL: return PrimType::Bool;
  }
  return PrimType::Unit;
}

std::string type_spelling(const ir::Type& t) {
  std::string s;
  for (int i = 0; i < t.rank(); ++i) s += "[]";
  return s + prim_name(t.elem);
}

Values read_values(rn_reader* r, const std::vector<ir::Type>& types,
                   const std::vector<std::string>& names, const std::string& what) {
  std::vector<rn_value> out;
  Values owner;
  for (size_t i = 0; i < types.size(); ++i) {
    rn_value v;
    char err[512] = {0};
    std::string label = what + " " + std::to_string(i + 1) + " (" +
                        (i < names.size() && !names[i].empty() ? names[i] + ": " : "") +
                        type_spelling(types[i]) + ")";
    if (rn_reader_at_end(r))
      throw std::runtime_error("reading " + label + ": missing value (input ended)");
    if (rn_read_value(r, to_rn_prim(types[i].elem), types[i].rank(), &v, err, sizeof err) != 0)
      throw std::runtime_error("reading " + label + ": " + err);
    owner.get().push_back(v);
  }
  if (!rn_reader_at_end(r))
    throw std::runtime_error("unexpected input after the last " + what + " (expected " +
                             std::to_string(types.size()) + " values)");
  return owner;
}

Values read_values_text(const std::string& text, const std::vector<ir::Type>& types,
                        const std::vector<std::string>& names, const std::string& what) {
  rn_reader* r = rn_reader_mem(text.data(), text.size());
  try {
    Values v = read_values(r, types, names, what);
    rn_reader_free(r);
    return v;
  } catch (...) {
    rn_reader_free(r);
    throw;
  }
}

namespace {

double element_as_double(const rn_value& v, int64_t i) {
  const char* p = static_cast<const char*>(v.data);
  switch (v.type) {
    case RN_F16: { uint16_t h; std::memcpy(&h, p + 2 * i, 2); return rn_half_to_float(h); }
    case RN_F32: { float f; std::memcpy(&f, p + 4 * i, 4); return f; }
    case RN_F64: { double d; std::memcpy(&d, p + 8 * i, 8); return d; }
    default: return 0;
  }
}

// Relative tolerance 0.002, and an absolute one scaled by the largest
// magnitude in the expected array (`scale`): an element much smaller than
// the rest (a price near zero, a force that nearly cancels) carries the
// rounding error of the larger ones.
bool floats_close(double a, double b, double scale) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  if (std::isinf(a) || std::isinf(b)) return a == b;
  double diff = std::fabs(a - b);
  return diff <= 0.002 * std::max(std::fabs(a), std::fabs(b)) || diff <= 1e-6 ||
         diff <= 1e-5 * scale;
}

std::string index_string(const rn_value& v, int64_t flat) {
  if (v.rank == 0) return "";
  std::vector<int64_t> idx(v.rank);
  for (int d = v.rank - 1; d >= 0; --d) {
    idx[d] = v.shape[d] ? flat % v.shape[d] : 0;
    flat = v.shape[d] ? flat / v.shape[d] : 0;
  }
  std::string s = "[";
  for (int d = 0; d < v.rank; ++d) s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

std::string type_of(const rn_value& v) {
  char buf[64];
  rn_type_string(v.type, v.rank, buf, sizeof buf);
  return buf;
}

std::string element_string(const rn_value& v, int64_t i) {
  rn_value s;
  s.type = v.type;
  s.rank = 0;
  s.data = static_cast<char*>(v.data) + i * rn_prim_size(v.type);
  char* str = rn_value_to_string(&s);
  std::string out = str ? str : "?";
  std::free(str);
  return out;
}

}  // namespace

bool values_match(const rn_value& e, const rn_value& a, std::string* why) {
  if (e.type != a.type || e.rank != a.rank) {
    if (why) *why = "expected a value of type " + type_of(e) + ", got " + type_of(a);
    return false;
  }
  for (int d = 0; d < e.rank; ++d)
    if (e.shape[d] != a.shape[d]) {
      if (why) {
        std::ostringstream os;
        os << "expected shape [";
        for (int k = 0; k < e.rank; ++k) os << (k ? "][" : "") << e.shape[k];
        os << "], got [";
        for (int k = 0; k < a.rank; ++k) os << (k ? "][" : "") << a.shape[k];
        os << "]";
        *why = os.str();
      }
      return false;
    }
  int64_t n = rn_value_elems(&e);
  size_t size = rn_prim_size(e.type);
  bool is_float = e.type == RN_F16 || e.type == RN_F32 || e.type == RN_F64;
  double scale = 0;
  if (is_float)
    for (int64_t i = 0; i < n; ++i) {
      double x = std::fabs(element_as_double(e, i));
      if (std::isfinite(x)) scale = std::max(scale, x);
    }
  for (int64_t i = 0; i < n; ++i) {
    bool same = is_float ? floats_close(element_as_double(e, i), element_as_double(a, i), scale)
                         : std::memcmp(static_cast<const char*>(e.data) + i * size,
                                       static_cast<const char*>(a.data) + i * size, size) == 0;
    if (!same) {
      if (why)
        *why = "value" + index_string(e, i) + " is " + element_string(a, i) + ", expected " +
               element_string(e, i);
      return false;
    }
  }
  return true;
}

std::string value_to_string(const rn_value& v) {
  char* s = rn_value_to_string(&v);
  std::string out = s ? s : "<unprintable>";
  std::free(s);
  return out;
}

rn_value random_value(PrimType t, const std::vector<int64_t>& shape, std::mt19937_64& rng) {
  rn_value v;
  if (rn_value_alloc(&v, to_rn_prim(t), (int)shape.size(), shape.data()) != 0)
    throw std::runtime_error("out of memory generating a random value");
  int64_t n = rn_value_elems(&v);
  char* p = static_cast<char*>(v.data);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t r = rng() % 100;
    switch (t) {
      case PrimType::I8: case PrimType::U8: p[i] = (char)r; break;
      case PrimType::Bool: p[i] = (char)(r & 1); break;
      case PrimType::I16: case PrimType::U16: { uint16_t x = (uint16_t)r; std::memcpy(p + 2 * i, &x, 2); break; }
      case PrimType::I32: case PrimType::U32: { uint32_t x = (uint32_t)r; std::memcpy(p + 4 * i, &x, 4); break; }
      case PrimType::I64: case PrimType::U64: std::memcpy(p + 8 * i, &r, 8); break;
      case PrimType::F16: { uint16_t h = rn_float_to_half((float)unit(rng)); std::memcpy(p + 2 * i, &h, 2); break; }
      case PrimType::F32: { float f = (float)unit(rng); std::memcpy(p + 4 * i, &f, 4); break; }
      case PrimType::F64: { double d = unit(rng); std::memcpy(p + 8 * i, &d, 8); break; }
      case PrimType::Unit: break;
    }
  }
  return v;
}

bool is_gzipped(const std::string& path) {
  return path.size() > 3 && path.compare(path.size() - 3, 3, ".gz") == 0;
}

std::string read_data_file(const std::string& path) {
  std::string text;
  char buf[65536];
  if (!is_gzipped(path)) {
    FILE* fp = std::fopen(path.c_str(), "rb");
    if (!fp) throw std::runtime_error("cannot read " + path);
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, fp)) > 0;) text.append(buf, n);
    std::fclose(fp);
    return text;
  }
  if (path.find('\'') != std::string::npos) throw std::runtime_error("cannot read " + path);
  std::string cmd = "gzip -dc '" + path + "'";
  FILE* fp = popen(cmd.c_str(), "r");
  if (!fp) throw std::runtime_error("cannot run " + cmd);
  for (size_t n; (n = std::fread(buf, 1, sizeof buf, fp)) > 0;) text.append(buf, n);
  if (pclose(fp) != 0) throw std::runtime_error("cannot decompress " + path);
  return text;
}

}  // namespace runic
