/* values.c - primitive types and Futhark's textual and binary value formats.
 *
 * Reads values from a FILE* or a memory buffer (text and binary values may be
 * mixed in one stream) and writes them back in either format.  The text
 * reader is a hand-written scanner over a refillable buffer, so that arrays
 * of 10^7 elements parse in about a second; binary data is read with one
 * fread.  Every failure (malformed input, wrong type or rank, irregular
 * arrays, truncated binary data, out of memory) is reported as a message,
 * never by aborting.  Floats are written with the fewest digits that read
 * back to the same value.
 *
 * Plain C99 that also compiles as C++; every helper is static with an rn_
 * prefix, because the backend pastes all runtime files into one C file.
 * Assumes a little-endian host (as the binary format is little-endian).
 */
#ifndef RUNIC_RUNTIME_H
#include "runtime.h"
#endif

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ prim types */

size_t rn_prim_size(rn_prim t) {
  switch (t) {
  case RN_I8: case RN_U8: case RN_BOOL: return 1;
  case RN_I16: case RN_U16: case RN_F16: return 2;
  case RN_I32: case RN_U32: case RN_F32: return 4;
  case RN_I64: case RN_U64: case RN_F64: return 8;
  }
  return 1;
}

static const char *const rn_prim_names[] = {
  "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64",
  "f16", "f32", "f64", "bool"};
static const char *const rn_binary_names[] = {
  "  i8", " i16", " i32", " i64", "  u8", " u16", " u32", " u64",
  " f16", " f32", " f64", "bool"};
#define RN_NUM_PRIMS 12

const char *rn_prim_name(rn_prim t) {
  int i = (int)t;
  return i >= 0 && i < RN_NUM_PRIMS ? rn_prim_names[i] : "?";
}

int rn_prim_from_name(const char *s, rn_prim *out) {
  int i;
  for (i = 0; i < RN_NUM_PRIMS; i++)
    if (strcmp(s, rn_prim_names[i]) == 0) {
      *out = (rn_prim)i;
      return 0;
    }
  return 1;
}

static int rn_prim_is_float(rn_prim t) {
  return t == RN_F16 || t == RN_F32 || t == RN_F64;
}
static int rn_prim_is_signed(rn_prim t) {
  return t == RN_I8 || t == RN_I16 || t == RN_I32 || t == RN_I64;
}

int64_t rn_value_elems(const rn_value *v) {
  int64_t n = 1;
  int i;
  /* An empty array may have huge other dimensions (empty([2^62][2^62][0]i32)):
   * their product must not be formed. */
  for (i = 0; i < v->rank; i++)
    if (v->shape[i] == 0) return 0;
  for (i = 0; i < v->rank; i++) n *= v->shape[i];
  return n;
}

void rn_value_free(rn_value *v) {
  if (v == NULL) return;
  free(v->data);
  v->data = NULL;
}

int rn_value_alloc(rn_value *v, rn_prim t, int rank, const int64_t *shape) {
  int i;
  uint64_t n = 1;
  size_t bytes;
  memset(v, 0, sizeof(*v));
  if (rank < 0 || rank > RN_MAX_RANK) return 1;
  v->type = t;
  v->rank = rank;
  for (i = 0; i < rank; i++) {
    if (shape[i] < 0) return 1;
    v->shape[i] = shape[i];
    if (shape[i] == 0) n = 0;
  }
  for (i = 0; i < rank && n != 0; i++) {
    if (n > UINT64_MAX / (uint64_t)shape[i]) return 1;
    n *= (uint64_t)shape[i];
  }
  if (n > (uint64_t)SIZE_MAX / rn_prim_size(t)) return 1;
  bytes = (size_t)n * rn_prim_size(t);
  v->data = calloc(bytes ? bytes : 1, 1);
  return v->data == NULL;
}

void rn_type_string(rn_prim t, int rank, char *buf, size_t len) {
  size_t pos = 0;
  int i;
  if (len == 0) return;
  buf[0] = 0;
  for (i = 0; i < rank && pos + 3 < len; i++) {
    buf[pos++] = '[';
    buf[pos++] = ']';
  }
  buf[pos] = 0;
  snprintf(buf + pos, len - pos, "%s", rn_prim_name(t));
}

/* ------------------------------------------------------------------ half */

float rn_half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h >> 15) << 31;
  uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ff, bits;
  float f;
  if (exp == 0) {
    if (mant == 0) {
      bits = sign;
    } else { /* subnormal: renormalise */
      exp = 127 - 15 + 1;
      while ((mant & 0x400) == 0) {
        mant <<= 1;
        exp--;
      }
      mant &= 0x3ff;
      bits = sign | (exp << 23) | (mant << 13);
    }
  } else if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else {
    bits = sign | ((exp + 127 - 15) << 23) | (mant << 13);
  }
  memcpy(&f, &bits, 4);
  return f;
}

uint16_t rn_float_to_half(float f) {
  uint32_t x, sign, mant;
  int32_t exp;
  memcpy(&x, &f, 4);
  sign = (x >> 16) & 0x8000;
  exp = (int32_t)((x >> 23) & 0xff);
  mant = x & 0x7fffff;
  if (exp == 0xff) /* inf or nan (keep nan quiet and non-zero) */
    return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 | (mant >> 13) : 0));
  exp = exp - 127 + 15;
  if (exp >= 0x1f) return (uint16_t)(sign | 0x7c00); /* overflow */
  if (exp <= 0) {                                     /* subnormal or zero */
    uint32_t m, shift, half_bits, rem, halfway;
    if (exp < -10) return (uint16_t)sign;
    m = mant | 0x800000;
    shift = (uint32_t)(14 - exp);
    half_bits = m >> shift;
    rem = m & ((1u << shift) - 1);
    halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half_bits & 1))) half_bits++;
    return (uint16_t)(sign | half_bits);
  }
  {
    uint32_t h = sign | ((uint32_t)exp << 10) | (mant >> 13);
    uint32_t rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1))) h++; /* may carry into exp: fine */
    return (uint16_t)h;
  }
}

/* ---------------------------------------------------------------- reader */

#define RN_READER_CHUNK 65536

struct rn_reader {
  FILE *file;        /* NULL for a memory reader */
  unsigned char *buf;/* owned for a file reader */
  size_t len, pos;   /* valid bytes in buf, next byte */
  int eof;           /* file exhausted */
  int line, col;
};

rn_reader *rn_reader_file(FILE *f) {
  rn_reader *r = (rn_reader *)calloc(1, sizeof(rn_reader));
  if (r == NULL) return NULL;
  r->buf = (unsigned char *)malloc(RN_READER_CHUNK);
  if (r->buf == NULL) {
    free(r);
    return NULL;
  }
  r->file = f;
  r->line = r->col = 1;
  return r;
}

rn_reader *rn_reader_mem(const char *data, size_t len) {
  rn_reader *r = (rn_reader *)calloc(1, sizeof(rn_reader));
  if (r == NULL) return NULL;
  r->buf = (unsigned char *)data;
  r->len = len;
  r->eof = 1;
  r->line = r->col = 1;
  return r;
}

void rn_reader_free(rn_reader *r) {
  if (r == NULL) return;
  if (r->file != NULL) free(r->buf);
  free(r);
}

/* Makes at least k+1 unread bytes available if the stream has them. */
static int rn_rd_fill(rn_reader *r, size_t k) {
  while (r->len - r->pos <= k && !r->eof) {
    size_t n;
    if (r->pos > 0) {
      memmove(r->buf, r->buf + r->pos, r->len - r->pos);
      r->len -= r->pos;
      r->pos = 0;
    }
    n = fread(r->buf + r->len, 1, RN_READER_CHUNK - r->len, r->file);
    if (n == 0) r->eof = 1;
    r->len += n;
  }
  return r->len - r->pos > k;
}

static int rn_rd_peek_at(rn_reader *r, size_t k) {
  if (r->len - r->pos > k || rn_rd_fill(r, k)) return r->buf[r->pos + k];
  return -1;
}
#define rn_rd_peek(r) \
  ((r)->pos < (r)->len ? (int)(r)->buf[(r)->pos] : rn_rd_peek_at((r), 0))

static int rn_rd_get(rn_reader *r) {
  int c = rn_rd_peek(r);
  if (c < 0) return c;
  r->pos++;
  if (c == '\n') {
    r->line++;
    r->col = 1;
  } else {
    r->col++;
  }
  return c;
}

/* Reads up to n raw bytes; returns how many were read. */
static size_t rn_rd_bytes(rn_reader *r, void *dst, size_t n) {
  size_t have = r->len - r->pos, got;
  if (have > n) have = n;
  memcpy(dst, r->buf + r->pos, have);
  r->pos += have;
  got = have;
  if (got < n && r->file != NULL && !r->eof) {
    size_t m = fread((char *)dst + got, 1, n - got, r->file);
    got += m;
    if (got < n) r->eof = 1;
  }
  return got;
}

static void rn_rd_skip_space(rn_reader *r) {
  for (;;) {
    int c = rn_rd_peek(r);
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      rn_rd_get(r);
    } else if (c == '-' && rn_rd_peek_at(r, 1) == '-') {
      while ((c = rn_rd_peek(r)) >= 0 && c != '\n') rn_rd_get(r);
    } else {
      return;
    }
  }
}

int rn_reader_at_end(rn_reader *r) {
  rn_rd_skip_space(r);
  return rn_rd_peek(r) < 0;
}

/* ---------------------------------------------------------- text parsing */

typedef enum { RN_LIT_INT, RN_LIT_FLOAT, RN_LIT_BOOL, RN_LIT_NAN, RN_LIT_INF } rn_lit_kind;

typedef struct {
  rn_lit_kind kind;
  int neg;
  uint64_t u;       /* integer magnitude, or bool */
  char text[128];   /* float literal without underscores and suffix */
  int has_suffix;
  rn_prim suffix;
  int line, col;
} rn_literal;

/* State of one text value being parsed. */
typedef struct {
  rn_reader *r;
  int any;           /* rn_read_any_value: type/rank learnt from the input */
  rn_prim t;
  int t_known;
  int rank;          /* -1 while unknown (any mode) */
  int max_depth;     /* deepest '[' nesting seen */
  int64_t shape[RN_MAX_RANK];
  int shape_set[RN_MAX_RANK];
  int64_t rows[RN_MAX_RANK];
  unsigned char *data;
  size_t count, cap; /* elements */
  int start_line, start_col;
  char *err;
  size_t errlen;
} rn_parse;

static int rn_perr(rn_parse *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->err, p->errlen, fmt, ap);
  va_end(ap);
  return 1;
}

static void rn_expected_str(rn_parse *p, char *buf, size_t len) {
  if (p->any)
    snprintf(buf, len, "a value");
  else
    rn_type_string(p->t, p->rank, buf, len);
}

static void rn_describe_char(int c, char *buf, size_t len) {
  if (c < 0)
    snprintf(buf, len, "end of input");
  else if (c >= 32 && c < 127)
    snprintf(buf, len, "'%c'", c);
  else
    snprintf(buf, len, "byte 0x%02x", c);
}

static int rn_is_word_char(int c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         c == '_' || c == '.';
}

/* Reads a word of [A-Za-z0-9_.] (and a sign right after a decimal
 * exponent) into buf; returns its length, or -1 if too long. */
static int rn_read_word(rn_reader *r, char *buf, int cap) {
  int n = 0, c, hex = 0;
  while ((c = rn_rd_peek(r)) >= 0) {
    if (rn_is_word_char(c)) {
    } else if ((c == '-' || c == '+') && n > 0 && !hex &&
               (buf[n - 1] == 'e' || buf[n - 1] == 'E') && buf[0] >= '0' && buf[0] <= '9') {
    } else {
      break;
    }
    if (n + 1 >= cap) { /* too long: the prefix read so far, terminated, for messages */
      buf[n] = 0;
      return -1;
    }
    buf[n++] = (char)c;
    rn_rd_get(r);
    if (n == 2 && buf[0] == '0' && (c == 'x' || c == 'X')) hex = 1;
  }
  buf[n] = 0;
  return n;
}

/* A numeric type suffix ("i32", "f16", ...); 1 on success. */
static int rn_suffix_type(const char *s, rn_prim *out) {
  int bits, base;
  if (s[0] == 'i') base = RN_I8;
  else if (s[0] == 'u') base = RN_U8;
  else if (s[0] == 'f') base = RN_F16 - 1; /* f8 does not exist */
  else return 0;
  if (s[1] == '8' && s[2] == 0) bits = 0;
  else if (s[1] == '1' && s[2] == '6' && s[3] == 0) bits = 1;
  else if (s[1] == '3' && s[2] == '2' && s[3] == 0) bits = 2;
  else if (s[1] == '6' && s[2] == '4' && s[3] == 0) bits = 3;
  else return 0;
  if (s[0] == 'f' && bits == 0) return 0;
  *out = (rn_prim)(base + bits);
  return 1;
}

/* Parses one scalar literal at the current position. */
static int rn_read_literal(rn_parse *p, rn_literal *lit) {
  rn_reader *r = p->r;
  char word[128], body[128], expected[64], found[32];
  int c, n, i, j;
  lit->kind = RN_LIT_INT;
  lit->neg = 0;
  lit->u = 0;
  lit->text[0] = 0;
  lit->has_suffix = 0;
  lit->suffix = RN_I32;
  lit->line = r->line;
  lit->col = r->col;
  c = rn_rd_peek(r);
  if (c == '-') {
    lit->neg = 1;
    rn_rd_get(r);
    c = rn_rd_peek(r);
  }
  if (c < 0 || !rn_is_word_char(c)) {
    rn_expected_str(p, expected, sizeof expected);
    rn_describe_char(c, found, sizeof found);
    return rn_perr(p, "expected %s but found %s at line %d, column %d", expected, found,
                   r->line, r->col);
  }
  n = rn_read_word(r, word, sizeof word);
  if (n < 0) return rn_perr(p, "token too long at line %d, column %d", lit->line, lit->col);
  if (isalpha((unsigned char)word[0])) {
    if (!lit->neg && (strcmp(word, "true") == 0 || strcmp(word, "false") == 0)) {
      lit->kind = RN_LIT_BOOL;
      lit->u = word[0] == 't';
      return 0;
    }
    if (word[0] == 'f' && n == 7 && word[3] == '.') {
      char tn[4];
      memcpy(tn, word, 3);
      tn[3] = 0;
      if (rn_suffix_type(tn, &lit->suffix) && rn_prim_is_float(lit->suffix)) {
        if (strcmp(word + 4, "nan") == 0) lit->kind = RN_LIT_NAN;
        else if (strcmp(word + 4, "inf") == 0) lit->kind = RN_LIT_INF;
        else goto bad;
        lit->has_suffix = 1;
        return 0;
      }
    }
  bad:
    rn_expected_str(p, expected, sizeof expected);
    return rn_perr(p, "expected %s but found '%s%s' at line %d, column %d", expected,
                   lit->neg ? "-" : "", word, lit->line, lit->col);
  }
  /* A number: split off the suffix, drop underscores. */
  {
    int is_hex = n > 2 && word[0] == '0' && (word[1] == 'x' || word[1] == 'X');
    /* Binary literals (0b101), as in the language (language reference,
       "Primitive values"). */
    int is_bin = n > 2 && word[0] == '0' && (word[1] == 'b' || word[1] == 'B');
    int suf = -1, is_float = 0;
    for (i = is_hex || is_bin ? 2 : 0; i < n; i++) {
      char ch = word[i];
      if (ch == 'i' || ch == 'u' || (!is_hex && ch == 'f')) {
        suf = i;
        break;
      }
    }
    if (suf >= 0) {
      if (!rn_suffix_type(word + suf, &lit->suffix)) {
        return rn_perr(p, "invalid number '%s' at line %d, column %d", word, lit->line,
                       lit->col);
      }
      lit->has_suffix = 1;
      word[suf] = 0;
    }
    for (i = j = 0; word[i]; i++)
      if (word[i] != '_') body[j++] = word[i];
    body[j] = 0;
    if (j == 0) goto invalid;
    if (is_hex) {
      uint64_t v = 0;
      if (j <= 2) goto invalid;
      for (i = 2; body[i]; i++) {
        int d = body[i];
        if (d >= '0' && d <= '9') d -= '0';
        else if (d >= 'a' && d <= 'f') d = d - 'a' + 10;
        else if (d >= 'A' && d <= 'F') d = d - 'A' + 10;
        else goto invalid;
        if (v > (UINT64_MAX >> 4)) goto range;
        v = v * 16 + (uint64_t)d;
      }
      lit->kind = RN_LIT_INT;
      lit->u = v;
      return 0;
    }
    if (is_bin) {
      uint64_t v = 0;
      if (j <= 2) goto invalid;
      for (i = 2; body[i]; i++) {
        if (body[i] != '0' && body[i] != '1') goto invalid;
        if (v > (UINT64_MAX >> 1)) goto range;
        v = v * 2 + (uint64_t)(body[i] - '0');
      }
      lit->kind = RN_LIT_INT;
      lit->u = v;
      return 0;
    }
    for (i = 0; body[i]; i++) {
      char ch = body[i];
      if (ch == '.' || ch == 'e' || ch == 'E') is_float = 1;
      else if (!(ch >= '0' && ch <= '9') && ch != '+' && ch != '-') goto invalid;
    }
    if (is_float) {
      /* digits [. digits] [(e|E) [+|-] digits] */
      i = 0;
      while (body[i] >= '0' && body[i] <= '9') i++;
      if (i == 0) goto invalid;
      if (body[i] == '.') {
        int k = ++i;
        while (body[i] >= '0' && body[i] <= '9') i++;
        if (i == k) goto invalid;
      }
      if (body[i] == 'e' || body[i] == 'E') {
        int k;
        i++;
        if (body[i] == '+' || body[i] == '-') i++;
        k = i;
        while (body[i] >= '0' && body[i] <= '9') i++;
        if (i == k) goto invalid;
      }
      if (body[i] != 0) goto invalid;
      lit->kind = RN_LIT_FLOAT;
      memcpy(lit->text, body, (size_t)j + 1);
      return 0;
    }
    {
      uint64_t v = 0;
      for (i = 0; body[i]; i++) {
        uint64_t d = (uint64_t)(body[i] - '0');
        if (body[i] < '0' || body[i] > '9') goto invalid;
        if (v > (UINT64_MAX - d) / 10) goto range;
        v = v * 10 + d;
      }
      lit->kind = RN_LIT_INT;
      lit->u = v;
      return 0;
    }
  invalid:
    return rn_perr(p, "invalid number '%s%s' at line %d, column %d", lit->neg ? "-" : "",
                   word, lit->line, lit->col);
  range:
    return rn_perr(p, "number '%s%s' out of range at line %d, column %d", lit->neg ? "-" : "",
                   word, lit->line, lit->col);
  }
}

/* The type a literal would have on its own, as text ("i32", "f64"). */
static rn_prim rn_literal_default_type(const rn_literal *lit) {
  if (lit->has_suffix) return lit->suffix;
  switch (lit->kind) {
  case RN_LIT_BOOL: return RN_BOOL;
  case RN_LIT_INT: return RN_I32;
  default: return RN_F64;
  }
}

/* Stores a literal as an element of type p->t at dst. */
static int rn_convert_literal(rn_parse *p, const rn_literal *lit, void *dst) {
  rn_prim t = p->t;
  char expected[64], found[64];
  if ((lit->has_suffix && lit->suffix != t) || (lit->kind == RN_LIT_BOOL) != (t == RN_BOOL) ||
      (lit->kind == RN_LIT_FLOAT && !rn_prim_is_float(t))) {
    if (p->any) {
      rn_type_string(p->t, 0, expected, sizeof expected);
      rn_type_string(rn_literal_default_type(lit), 0, found, sizeof found);
      return rn_perr(p,
                     "array elements of different types: %s and %s at line %d, column %d",
                     expected, found, lit->line, lit->col);
    }
    rn_expected_str(p, expected, sizeof expected);
    if (lit->has_suffix || lit->kind != RN_LIT_FLOAT) {
      rn_type_string(rn_literal_default_type(lit), 0, found, sizeof found);
      return rn_perr(p, "expected %s but found %s value at line %d, column %d", expected,
                     found, lit->line, lit->col);
    }
    return rn_perr(p, "expected %s but found decimal number %s%s at line %d, column %d",
                   expected, lit->neg ? "-" : "", lit->text, lit->line, lit->col);
  }
  if (t == RN_BOOL) {
    *(unsigned char *)dst = (unsigned char)lit->u;
    return 0;
  }
  if (rn_prim_is_float(t)) {
    double d = 0;
    float f = 0;
    if (lit->kind == RN_LIT_NAN) {
      d = NAN;
      f = NAN;
    } else if (lit->kind == RN_LIT_INF) {
      d = lit->neg ? -INFINITY : INFINITY;
      f = (float)d;
    } else if (lit->kind == RN_LIT_INT) {
      d = lit->neg ? -(double)lit->u : (double)lit->u;
      f = lit->neg ? -(float)lit->u : (float)lit->u;
    } else {
      if (t == RN_F64) d = strtod(lit->text, NULL);
      else f = strtof(lit->text, NULL);
      if (lit->neg) {
        d = -d;
        f = -f;
      }
    }
    if (t == RN_F64) memcpy(dst, &d, 8);
    else if (t == RN_F32) memcpy(dst, &f, 4);
    else {
      uint16_t h = rn_float_to_half(f);
      memcpy(dst, &h, 2);
    }
    return 0;
  }
  { /* integers, with a range check */
    int bits = (int)rn_prim_size(t) * 8;
    uint64_t max = bits == 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1;
    uint64_t v;
    int ok;
    if (rn_prim_is_signed(t)) {
      uint64_t lim = (uint64_t)1 << (bits - 1);
      ok = lit->neg ? lit->u <= lim : lit->u < lim;
      v = lit->neg ? (uint64_t)0 - lit->u : lit->u;
    } else {
      ok = lit->neg ? lit->u == 0 : lit->u <= max;
      v = lit->u;
    }
    if (!ok)
      return rn_perr(p, "value %s%llu out of range for %s at line %d, column %d",
                     lit->neg ? "-" : "", (unsigned long long)lit->u, rn_prim_name(t),
                     lit->line, lit->col);
    switch (bits) {
    case 8: { uint8_t x = (uint8_t)v; memcpy(dst, &x, 1); break; }
    case 16: { uint16_t x = (uint16_t)v; memcpy(dst, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(dst, &x, 4); break; }
    default: memcpy(dst, &v, 8); break;
    }
    return 0;
  }
}

static int rn_push_elem(rn_parse *p, void **slot) {
  size_t es = rn_prim_size(p->t);
  if (p->count == p->cap) {
    size_t ncap = p->cap ? p->cap * 2 : 64;
    unsigned char *nd;
    if (ncap > SIZE_MAX / es ||
        (nd = (unsigned char *)realloc(p->data, ncap * es)) == NULL)
      return rn_perr(p, "out of memory: could not allocate %llu bytes while reading a value",
                     (unsigned long long)(ncap * es));
    p->data = nd;
    p->cap = ncap;
  }
  *slot = p->data + p->count * es;
  p->count++;
  return 0;
}

static int rn_parse_elem(rn_parse *p, int depth);

static int rn_parse_row(rn_parse *p, int depth) {
  rn_reader *r = p->r;
  int64_t count = 0;
  int line = r->line, col = r->col, c;
  char expected[64], found[32];
  if (depth >= RN_MAX_RANK || (p->rank >= 0 && depth >= p->rank)) {
    if (p->rank >= 0 && p->max_depth <= p->rank && !p->any) {
      rn_expected_str(p, expected, sizeof expected);
      return rn_perr(p, "expected %s but found an array of higher rank at line %d, column %d",
                     expected, line, col);
    }
    if (depth >= RN_MAX_RANK)
      return rn_perr(p, "array of rank above %d at line %d, column %d", RN_MAX_RANK, line, col);
    return rn_perr(p, "irregular array: nested too deep at line %d, column %d", line, col);
  }
  if (depth + 1 > p->max_depth) p->max_depth = depth + 1;
  rn_rd_get(r); /* '[' */
  rn_rd_skip_space(r);
  if (rn_rd_peek(r) == ']') {
    rn_rd_get(r);
  } else {
    for (;;) {
      if (rn_parse_elem(p, depth + 1)) return 1;
      count++;
      rn_rd_skip_space(r);
      c = rn_rd_peek(r);
      if (c == ',') {
        rn_rd_get(r);
        continue;
      }
      if (c == ']') {
        rn_rd_get(r);
        break;
      }
      rn_describe_char(c, found, sizeof found);
      return rn_perr(p, "expected ',' or ']' but found %s at line %d, column %d", found,
                     r->line, r->col);
    }
  }
  p->rows[depth]++;
  if (!p->shape_set[depth]) {
    p->shape[depth] = count;
    p->shape_set[depth] = 1;
  } else if (p->shape[depth] != count) {
    return rn_perr(p,
                   "irregular array: row %lld has %lld elements, row 1 has %lld "
                   "(line %d, column %d)",
                   (long long)p->rows[depth], (long long)count, (long long)p->shape[depth],
                   line, col);
  }
  return 0;
}

/* A string literal "..." is a []u8 value holding its UTF-8 bytes, as in
   Futhark's text data format. Escapes follow the source language's. */
static int rn_hex_digit(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* One character of a string literal's body, after the opening quote, as
   its UTF-8 bytes in bytes[0..*n); *n = -1 at the closing quote. */
static int rn_string_next(rn_parse *p, unsigned char bytes[4], int *n) {
  rn_reader *r = p->r;
  int c = rn_rd_get(r);
  *n = 1;
  if (c < 0 || c == '\n')
    return rn_perr(p, "unterminated string literal starting at line %d, column %d",
                   p->start_line, p->start_col);
  if (c == '"') {
    *n = -1;
    return 0;
  }
  bytes[0] = (unsigned char)c;
  if (c != '\\') return 0;
  c = rn_rd_get(r);
  switch (c) {
    case 'n': bytes[0] = '\n'; break;
    case 't': bytes[0] = '\t'; break;
    case 'r': bytes[0] = '\r'; break;
    case '0': bytes[0] = 0; break;
    case 'a': bytes[0] = '\a'; break;
    case 'b': bytes[0] = '\b'; break;
    case 'f': bytes[0] = '\f'; break;
    case 'v': bytes[0] = '\v'; break;
    case '\\': case '\'': case '"': bytes[0] = (unsigned char)c; break;
    case 'x': case 'u': case 'U': {
      int want = c == 'x' ? 2 : c == 'u' ? 4 : 8, k;
      uint32_t v = 0;
      for (k = 0; k < want; k++) {
        int h = rn_hex_digit(rn_rd_get(r));
        if (h < 0)
          return rn_perr(p, "expected %d hexadecimal digits after \\%c at line %d, "
                            "column %d", want, c, r->line, r->col);
        v = v * 16 + (uint32_t)h;
      }
      if (c == 'x' || v < 0x80) {
        bytes[0] = (unsigned char)v;
      } else if (v < 0x800) {
        bytes[0] = (unsigned char)(0xC0 | (v >> 6));
        bytes[1] = (unsigned char)(0x80 | (v & 0x3F));
        *n = 2;
      } else if (v < 0x10000) {
        bytes[0] = (unsigned char)(0xE0 | (v >> 12));
        bytes[1] = (unsigned char)(0x80 | ((v >> 6) & 0x3F));
        bytes[2] = (unsigned char)(0x80 | (v & 0x3F));
        *n = 3;
      } else {
        bytes[0] = (unsigned char)(0xF0 | (v >> 18));
        bytes[1] = (unsigned char)(0x80 | ((v >> 12) & 0x3F));
        bytes[2] = (unsigned char)(0x80 | ((v >> 6) & 0x3F));
        bytes[3] = (unsigned char)(0x80 | (v & 0x3F));
        *n = 4;
      }
      break;
    }
    default:
      return rn_perr(p, "unknown escape sequence in a string literal at line %d, column %d",
                     r->line, r->col);
  }
  return 0;
}

/* A string literal inside an array (["ab", "cd"]) is a []u8 row at
   depth + 1; one at the top is read by rn_parse_string. */
static int rn_parse_string_row(rn_parse *p, int depth) {
  rn_reader *r = p->r;
  int64_t count = 0;
  int line = r->line, col = r->col;
  char expected[64], found[64];
  void *slot = NULL;
  if (p->rank < 0) { /* any mode: a string fixes the rank */
    if (p->max_depth > depth + 1)
      return rn_perr(p, "irregular array at line %d, column %d", line, col);
    p->rank = depth + 1;
  }
  if (!p->t_known) {
    p->t = RN_U8;
    p->t_known = 1;
  }
  if (depth + 1 != p->rank || p->t != RN_U8) {
    if (!p->any || p->t != RN_U8) {
      rn_expected_str(p, expected, sizeof expected);
      rn_type_string(RN_U8, depth + 1, found, sizeof found);
      return rn_perr(p, "expected %s but found a string literal (%s) at line %d, column %d", expected,
                     found, line, col);
    }
    return rn_perr(p, "irregular array at line %d, column %d", line, col);
  }
  if (depth + 1 > p->max_depth) p->max_depth = depth + 1;
  rn_rd_get(r); /* '"' */
  for (;;) {
    unsigned char bytes[4];
    int n, i;
    if (rn_string_next(p, bytes, &n)) return 1;
    if (n < 0) break;
    for (i = 0; i < n; i++) {
      if (rn_push_elem(p, &slot)) return 1;
      memcpy(slot, &bytes[i], 1);
      count++;
    }
  }
  p->rows[depth]++;
  if (!p->shape_set[depth]) {
    p->shape[depth] = count;
    p->shape_set[depth] = 1;
  } else if (p->shape[depth] != count) {
    return rn_perr(p,
                   "irregular array: row %lld has %lld elements, row 1 has %lld "
                   "(line %d, column %d)",
                   (long long)p->rows[depth], (long long)count, (long long)p->shape[depth],
                   line, col);
  }
  return 0;
}

static int rn_parse_elem(rn_parse *p, int depth) {
  rn_reader *r = p->r;
  rn_literal lit;
  void *slot = NULL;
  char expected[64], found[64];
  rn_rd_skip_space(r);
  if (rn_rd_peek(r) == '[') return rn_parse_row(p, depth);
  if (rn_rd_peek(r) == '"') return rn_parse_string_row(p, depth);
  if (rn_read_literal(p, &lit)) return 1;
  if (p->rank < 0) { /* any mode: the first scalar fixes the rank */
    if (p->max_depth > depth)
      return rn_perr(p, "irregular array at line %d, column %d", lit.line, lit.col);
    p->rank = depth;
  }
  if (!p->t_known) {
    p->t = rn_literal_default_type(&lit);
    p->t_known = 1;
  }
  if (depth != p->rank) {
    if (p->max_depth <= depth && !p->any) {
      rn_expected_str(p, expected, sizeof expected);
      rn_type_string(p->t_known && !lit.has_suffix && lit.kind != RN_LIT_BOOL
                         ? (lit.kind == RN_LIT_INT ? p->t : RN_F64)
                         : rn_literal_default_type(&lit),
                     depth, found, sizeof found);
      return rn_perr(p, "expected %s but found %s value at line %d, column %d", expected,
                     found, lit.line, lit.col);
    }
    return rn_perr(p, "irregular array at line %d, column %d", lit.line, lit.col);
  }
  if (rn_push_elem(p, &slot)) return 1;
  return rn_convert_literal(p, &lit, slot);
}

/* empty([d1][d2]...t) after the word "empty" has been read. */
static int rn_parse_empty(rn_parse *p, rn_value *out) {
  rn_reader *r = p->r;
  int64_t shape[RN_MAX_RANK];
  int rank = 0, line = r->line, col = r->col;
  char word[64], expected[64], found[64];
  rn_prim t;
  uint64_t prod = 1;
  rn_rd_skip_space(r);
  if (rn_rd_get(r) != '(')
    return rn_perr(p, "expected '(' after 'empty' at line %d, column %d", r->line, r->col);
  for (;;) {
    rn_rd_skip_space(r);
    if (rn_rd_peek(r) != '[') break;
    rn_rd_get(r);
    rn_rd_skip_space(r);
    if (rank >= RN_MAX_RANK)
      return rn_perr(p, "array of rank above %d at line %d, column %d", RN_MAX_RANK, r->line,
                     r->col);
    line = r->line;
    col = r->col;
    if (rn_read_word(r, word, sizeof word) <= 0) goto bad;
    {
      char *end;
      long long d;
      errno = 0;
      d = strtoll(word, &end, 10);
      if (*end != 0 && strcmp(end, "i64") != 0) goto bad;
      if (d < 0 || errno) goto bad;
      shape[rank++] = d;
      if (d == 0) prod = 0; /* a product could wrap to 0 without a zero dimension */
    }
    rn_rd_skip_space(r);
    if (rn_rd_get(r) != ']') goto bad;
  }
  line = r->line;
  col = r->col;
  if (rn_read_word(r, word, sizeof word) <= 0 || rn_prim_from_name(word, &t) != 0) goto bad;
  rn_rd_skip_space(r);
  if (rn_rd_get(r) != ')') goto bad;
  if (rank == 0 || prod != 0)
    return rn_perr(p, "empty(...) needs an array type with a zero dimension at line %d, "
                      "column %d", p->start_line, p->start_col);
  if (!p->any && (t != p->t || rank != p->rank)) {
    rn_expected_str(p, expected, sizeof expected);
    rn_type_string(t, rank, found, sizeof found);
    return rn_perr(p, "expected %s but found empty %s value at line %d, column %d", expected,
                   found, p->start_line, p->start_col);
  }
  if (rn_value_alloc(out, t, rank, shape))
    return rn_perr(p, "out of memory reading a value");
  return 0;
bad:
  return rn_perr(p, "malformed empty(...) at line %d, column %d", line, col);
}

static int rn_parse_string(rn_parse *p, rn_value *out) {
  rn_reader *r = p->r;
  char expected[64];
  unsigned char *buf = NULL;
  size_t len = 0, cap = 0;
  int64_t shape[1];
  if (!p->any && (p->t != RN_U8 || p->rank != 1)) {
    rn_expected_str(p, expected, sizeof expected);
    return rn_perr(p, "expected %s but found a string literal ([]u8) at line %d, column %d",
                   expected, p->start_line, p->start_col);
  }
  rn_rd_get(r); /* the opening quote */
  for (;;) {
    unsigned char bytes[4];
    int n = 0;
    if (rn_string_next(p, bytes, &n)) {
      free(buf);
      return 1;
    }
    if (n < 0) break;
    if (len + (size_t)n > cap) {
      size_t ncap = cap ? cap * 2 : 64;
      unsigned char *nb = (unsigned char *)realloc(buf, ncap);
      if (nb == NULL) {
        free(buf);
        return rn_perr(p, "out of memory reading a value");
      }
      buf = nb;
      cap = ncap;
    }
    memcpy(buf + len, bytes, (size_t)n);
    len += (size_t)n;
  }
  shape[0] = (int64_t)len;
  if (rn_value_alloc(out, RN_U8, 1, shape)) {
    free(buf);
    return rn_perr(p, "out of memory reading a value");
  }
  if (len > 0) memcpy(out->data, buf, len);
  free(buf);
  return 0;
}

/* ---------------------------------------------------------- binary input */

/* The first allocation for a binary value's data; it doubles as data arrives. */
#define RN_BINARY_CHUNK ((size_t)1 << 24)

static int rn_read_binary(rn_reader *r, int any, rn_prim t, int rank, rn_value *out,
                          char *err, size_t errlen) {
  unsigned char hdr[7];
  char tname[5], expected[64], found[64];
  rn_prim bt;
  int brank, i;
  int64_t shape[RN_MAX_RANK];
  uint64_t n = 1;
  size_t bytes, got;
  int line = r->line, col = r->col;
  if (rn_rd_bytes(r, hdr, 7) != 7) {
    snprintf(err, errlen, "truncated binary value header at line %d, column %d", line, col);
    return 1;
  }
  if (hdr[1] != 2) {
    snprintf(err, errlen, "unsupported binary format version %d (expected 2) at line %d, "
                          "column %d", hdr[1], line, col);
    return 1;
  }
  brank = hdr[2];
  memcpy(tname, hdr + 3, 4);
  tname[4] = 0;
  for (i = 0; i < RN_NUM_PRIMS; i++)
    if (memcmp(tname, rn_binary_names[i], 4) == 0) break;
  if (i == RN_NUM_PRIMS) {
    snprintf(err, errlen, "unknown binary element type '%s'", tname);
    return 1;
  }
  bt = (rn_prim)i;
  if (brank > RN_MAX_RANK) {
    snprintf(err, errlen, "binary value of rank %d exceeds the maximum %d", brank, RN_MAX_RANK);
    return 1;
  }
  if (!any && (bt != t || brank != rank)) {
    rn_type_string(t, rank, expected, sizeof expected);
    rn_type_string(bt, brank, found, sizeof found);
    snprintf(err, errlen, "expected %s but found binary %s value at line %d, column %d",
             expected, found, line, col);
    return 1;
  }
  for (i = 0; i < brank; i++) {
    unsigned char d[8];
    uint64_t v = 0;
    int k;
    if (rn_rd_bytes(r, d, 8) != 8) {
      snprintf(err, errlen, "truncated binary value: missing dimensions");
      return 1;
    }
    for (k = 7; k >= 0; k--) v = (v << 8) | d[k];
    if (v > (uint64_t)INT64_MAX) {
      snprintf(err, errlen, "binary value with invalid dimension %llu", (unsigned long long)v);
      return 1;
    }
    shape[i] = (int64_t)v;
    if (v != 0 && n > UINT64_MAX / v) n = UINT64_MAX;
    else n *= v;
  }
  if (n > (uint64_t)SIZE_MAX / rn_prim_size(bt)) {
    snprintf(err, errlen, "out of memory: binary value of %llu elements is too large",
             (unsigned long long)n);
    return 1;
  }
  bytes = (size_t)n * rn_prim_size(bt);
  /* The header's shape is not trusted: the buffer grows as the data arrives
   * (at most twice the bytes actually read), so that a corrupt or truncated
   * header asking for terabytes gets "truncated", not an allocation. */
  {
    size_t cap = bytes < RN_BINARY_CHUNK ? bytes : RN_BINARY_CHUNK;
    unsigned char *buf = (unsigned char *)malloc(cap ? cap : 1), *nb;
    got = 0;
    while (buf != NULL) {
      size_t k = rn_rd_bytes(r, buf + got, cap - got);
      got += k;
      if (got < cap || got == bytes) break;
      cap = cap > bytes / 2 ? bytes : cap * 2;
      nb = (unsigned char *)realloc(buf, cap);
      if (nb == NULL) {
        free(buf);
        buf = NULL;
      } else {
        buf = nb;
      }
    }
    if (buf == NULL) {
      snprintf(err, errlen, "out of memory: could not allocate %llu bytes for a binary value",
               (unsigned long long)bytes);
      return 1;
    }
    if (got != bytes) {
      free(buf);
      snprintf(err, errlen, "truncated binary value: expected %llu bytes of data, found %llu",
               (unsigned long long)bytes, (unsigned long long)got);
      return 1;
    }
    memset(out, 0, sizeof(*out));
    out->type = bt;
    out->rank = brank;
    for (i = 0; i < brank; i++) out->shape[i] = shape[i];
    out->data = buf;
  }
  return 0;
}

/* ------------------------------------------------------------ read entry */

static int rn_read_common(rn_reader *r, int any, rn_prim t, int rank, rn_value *out,
                          char *err, size_t errlen) {
  rn_parse p;
  int c, i, rc;
  char expected[64];
  memset(out, 0, sizeof(*out));
  if (errlen > 0) err[0] = 0;
  rn_rd_skip_space(r);
  c = rn_rd_peek(r);
  if (c == 'b') return rn_read_binary(r, any, t, rank, out, err, errlen);
  memset(&p, 0, sizeof p);
  p.r = r;
  p.any = any;
  p.t = t;
  p.t_known = !any;
  p.rank = any ? -1 : rank;
  p.err = err;
  p.errlen = errlen;
  p.start_line = r->line;
  p.start_col = r->col;
  if (c < 0) {
    rn_expected_str(&p, expected, sizeof expected);
    return rn_perr(&p, "expected %s but found end of input", expected);
  }
  if (c == 'e' && rn_rd_peek_at(r, 1) == 'm') {
    char word[16];
    if (rn_read_word(r, word, sizeof word) > 0 && strcmp(word, "empty") == 0)
      return rn_parse_empty(&p, out);
    rn_expected_str(&p, expected, sizeof expected);
    return rn_perr(&p, "expected %s but found '%s' at line %d, column %d", expected, word,
                   p.start_line, p.start_col);
  }
  if (c == '"') return rn_parse_string(&p, out);
  rc = rn_parse_elem(&p, 0);
  if (rc == 0 && p.rank < 0)
    rc = rn_perr(&p, "an empty array needs its type: write empty([0]i32) at line %d, "
                     "column %d", p.start_line, p.start_col);
  if (rc == 0 && !p.t_known) p.t = RN_I32;
  if (rc != 0) {
    free(p.data);
    return 1;
  }
  out->type = p.t;
  out->rank = p.rank;
  for (i = 0; i < p.rank; i++) out->shape[i] = p.shape_set[i] ? p.shape[i] : 0;
  if (p.data == NULL) {
    p.data = (unsigned char *)calloc(1, rn_prim_size(p.t));
    if (p.data == NULL) return rn_perr(&p, "out of memory reading a value");
  }
  out->data = p.data;
  return 0;
}

int rn_read_value(rn_reader *r, rn_prim t, int rank, rn_value *out, char *err,
                  size_t errlen) {
  return rn_read_common(r, 0, t, rank, out, err, errlen);
}

int rn_read_any_value(rn_reader *r, rn_value *out, char *err, size_t errlen) {
  return rn_read_common(r, 1, RN_I32, 0, out, err, errlen);
}

/* ----------------------------------------------------------------- output */

/* A growable string that may drain into a FILE*. */
typedef struct {
  char *s;
  size_t len, cap;
  FILE *sink;
  int failed;
} rn_sbuf;

static void rn_sb_flush(rn_sbuf *b) {
  if (b->sink != NULL && b->len > 0) {
    if (fwrite(b->s, 1, b->len, b->sink) != b->len) b->failed = 1;
    b->len = 0;
  }
}

static void rn_sb_put(rn_sbuf *b, const char *s, size_t n) {
  if (b->failed) return;
  if (b->sink != NULL && b->len + n > 65536) rn_sb_flush(b);
  if (b->len + n + 1 > b->cap) {
    size_t ncap = b->cap ? b->cap : 256;
    char *ns;
    while (ncap < b->len + n + 1) ncap *= 2;
    ns = (char *)realloc(b->s, ncap);
    if (ns == NULL) {
      b->failed = 1;
      return;
    }
    b->s = ns;
    b->cap = ncap;
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

static void rn_sb_str(rn_sbuf *b, const char *s) { rn_sb_put(b, s, strlen(s)); }

static long double rn_pow10l(int k) {
  static long double table[28];
  static int ready = 0;
  if (!ready) {
    int i;
    table[0] = 1;
    for (i = 1; i < 28; i++) table[i] = table[i - 1] * 10; /* exact up to 10^27 */
    ready = 1;
  }
  return k >= 0 && k < 28 ? table[k] : powl(10.0L, (long double)k);
}

/* Does the decimal m * 10^k read back as x in type t? */
static int rn_reads_back(uint64_t m, int k, double x, rn_prim t) {
  long double c = k >= 0 ? (long double)m * rn_pow10l(k) : (long double)m / rn_pow10l(-k);
  if (t == RN_F64) return (double)c == x;
  if (t == RN_F32) return (float)c == (float)x;
  return rn_float_to_half((float)c) == rn_float_to_half((float)x);
}

/* Fast shortest digits of x > 0 (finite): the fewest digits m (an integer
 * of p digits) with x ~ m * 10^(e10 - p + 1) that read back as x.  Long
 * double arithmetic is exact enough for f16/f32 (64-bit mantissa vs 24);
 * f64 results are verified with strtod by the caller.  Writes the %g-like
 * text into buf; returns 0 when no candidate was found. */
static int rn_format_float_fast(char *buf, size_t len, double x, rn_prim t) {
  int maxp = t == RN_F64 ? 17 : t == RN_F32 ? 9 : 5, p, e10, n = 0, i, ndig;
  long double d = (long double)x;
  char digits[24];
  uint64_t m = 0;
  e10 = (int)floor(log10(x));
  if (rn_pow10l(e10) > d) e10--;
  else if (rn_pow10l(e10 + 1) <= d) e10++;
  for (p = 1; p <= maxp; p++) {
    int k = p - 1 - e10;
    long double scaled = k >= 0 ? d * rn_pow10l(k) : d / rn_pow10l(-k);
    m = (uint64_t)llrintl(scaled);
    if (rn_reads_back(m, -k, x, t)) break;
  }
  if (p > maxp) return 0;
  if (t == RN_F64 && p > 1) {
    /* The long double check is not exact for f64: make sure p-1 digits
     * really do not suffice (else take the slow, exact search). */
    char tmp[400];
    snprintf(tmp, sizeof tmp, "%.*g", p - 1, x);
    if (strtod(tmp, NULL) == x) return 0;
  }
  if (m >= (uint64_t)rn_pow10l(p)) { /* rounded up to 10^p */
    m /= 10;
    e10++;
  }
  ndig = snprintf(digits, sizeof digits, "%llu", (unsigned long long)m);
  while (ndig > 1 && digits[ndig - 1] == '0') digits[--ndig] = 0;
  if (len < 40) return 0;
  if (e10 < -4 || e10 >= p) { /* d.ddde-X */
    buf[n++] = digits[0];
    buf[n++] = '.';
    if (ndig == 1) buf[n++] = '0';
    for (i = 1; i < ndig; i++) buf[n++] = digits[i];
    n += snprintf(buf + n, len - (size_t)n, "e%d", e10);
  } else if (e10 >= 0) { /* ddd.ddd */
    for (i = 0; i <= e10; i++) buf[n++] = i < ndig ? digits[i] : '0';
    buf[n++] = '.';
    if (ndig <= e10 + 1) buf[n++] = '0';
    for (i = e10 + 1; i < ndig; i++) buf[n++] = digits[i];
    buf[n] = 0;
  } else { /* 0.000ddd */
    buf[n++] = '0';
    buf[n++] = '.';
    for (i = 0; i < -e10 - 1; i++) buf[n++] = '0';
    for (i = 0; i < ndig; i++) buf[n++] = digits[i];
    buf[n] = 0;
  }
  if (t == RN_F64 || LDBL_MANT_DIG < 64) {
    double back = strtod(buf, NULL);
    if (t == RN_F64 ? back != x : (float)back != (float)x) return 0;
  }
  return 1;
}

/* Shortest %.*g form of x that reads back exactly (binary search on the
 * precision: more digits never stop round-tripping). */
static void rn_format_float(char *buf, size_t len, double x, rn_prim t) {
  int lo = 1, hi = t == RN_F64 ? 17 : t == RN_F32 ? 9 : 5, mid;
  char tmp[400], *e;
  size_t n;
  while (lo < hi) {
    int ok;
    mid = (lo + hi) / 2;
    snprintf(tmp, sizeof tmp, "%.*g", mid, x);
    if (t == RN_F64) ok = strtod(tmp, NULL) == x;
    else if (t == RN_F32) ok = strtof(tmp, NULL) == (float)x;
    else ok = rn_float_to_half(strtof(tmp, NULL)) == rn_float_to_half((float)x);
    if (ok) hi = mid;
    else lo = mid + 1;
  }
  snprintf(tmp, sizeof tmp, "%.*g", lo, x);
  /* Make it a decimal literal: 1 -> 1.0, 1e+10 -> 1.0e10, 1e-05 -> 1.0e-5. */
  e = strchr(tmp, 'e');
  n = 0;
  {
    char *q = tmp;
    int has_dot = strchr(tmp, '.') != NULL;
    while (*q && q != e && n + 1 < len) buf[n++] = *q++;
    if (!has_dot && n + 2 < len) {
      buf[n++] = '.';
      buf[n++] = '0';
    }
    if (e != NULL) {
      q = e + 1;
      if (n + 1 < len) buf[n++] = 'e';
      if (*q == '-' && n + 1 < len) buf[n++] = *q++;
      else if (*q == '+') q++;
      while (*q == '0' && q[1] != 0) q++;
      while (*q && n + 1 < len) buf[n++] = *q++;
    }
  }
  buf[n] = 0;
}

static void rn_format_elem(char *buf, size_t len, rn_prim t, const void *p) {
  switch (t) {
  case RN_I8: { int8_t x; memcpy(&x, p, 1); snprintf(buf, len, "%di8", (int)x); break; }
  case RN_I16: { int16_t x; memcpy(&x, p, 2); snprintf(buf, len, "%di16", (int)x); break; }
  case RN_I32: { int32_t x; memcpy(&x, p, 4); snprintf(buf, len, "%ldi32", (long)x); break; }
  case RN_I64: { int64_t x; memcpy(&x, p, 8); snprintf(buf, len, "%lldi64", (long long)x); break; }
  case RN_U8: { uint8_t x; memcpy(&x, p, 1); snprintf(buf, len, "%uu8", (unsigned)x); break; }
  case RN_U16: { uint16_t x; memcpy(&x, p, 2); snprintf(buf, len, "%uu16", (unsigned)x); break; }
  case RN_U32: { uint32_t x; memcpy(&x, p, 4); snprintf(buf, len, "%luu32", (unsigned long)x); break; }
  case RN_U64: { uint64_t x; memcpy(&x, p, 8); snprintf(buf, len, "%lluu64", (unsigned long long)x); break; }
  case RN_BOOL: snprintf(buf, len, "%s", *(const unsigned char *)p ? "true" : "false"); break;
  case RN_F16: case RN_F32: case RN_F64: {
    double x;
    const char *name = rn_prim_name(t);
    char num[64];
    if (t == RN_F16) { uint16_t h; memcpy(&h, p, 2); x = rn_half_to_float(h); }
    else if (t == RN_F32) { float f; memcpy(&f, p, 4); x = f; }
    else memcpy(&x, p, 8);
    if (isnan(x)) snprintf(buf, len, "%s.nan", name);
    else if (isinf(x)) snprintf(buf, len, "%s%s.inf", x < 0 ? "-" : "", name);
    else {
      int neg = x < 0 || (x == 0 && signbit(x));
      if (x != 0 && rn_format_float_fast(num + neg, sizeof num - 1, fabs(x), t)) {
        if (neg) num[0] = '-';
      } else {
        rn_format_float(num, sizeof num, x, t);
      }
      snprintf(buf, len, "%s%s", num, name);
    }
    break;
  }
  }
}

static void rn_write_text(rn_sbuf *b, const rn_value *v) {
  int64_t n = rn_value_elems(v), i;
  size_t es = rn_prim_size(v->type);
  char tmp[96];
  int d;
  if (v->rank == 0) {
    rn_format_elem(tmp, sizeof tmp, v->type, v->data);
    rn_sb_str(b, tmp);
    return;
  }
  if (n == 0) {
    rn_sb_str(b, "empty(");
    for (d = 0; d < v->rank; d++) {
      snprintf(tmp, sizeof tmp, "[%lld]", (long long)v->shape[d]);
      rn_sb_str(b, tmp);
    }
    rn_sb_str(b, rn_prim_name(v->type));
    rn_sb_str(b, ")");
    return;
  }
  {
    /* strides[d] = elements per row at depth d; open/close brackets where
     * the flat index crosses a row boundary. */
    int64_t strides[RN_MAX_RANK];
    strides[v->rank - 1] = v->shape[v->rank - 1];
    for (d = v->rank - 2; d >= 0; d--) strides[d] = strides[d + 1] * v->shape[d];
    for (i = 0; i < n && !b->failed; i++) {
      int opens = 0, closes = 0;
      for (d = 0; d < v->rank; d++) {
        if (i % strides[d] == 0) opens++;
        if ((i + 1) % strides[d] == 0) closes++;
      }
      if (i > 0) rn_sb_put(b, ", ", 2);
      while (opens-- > 0) rn_sb_put(b, "[", 1);
      rn_format_elem(tmp, sizeof tmp, v->type, (const char *)v->data + (size_t)i * es);
      rn_sb_str(b, tmp);
      while (closes-- > 0) rn_sb_put(b, "]", 1);
    }
  }
}

int rn_write_value(FILE *f, const rn_value *v, int binary) {
  if (binary) {
    unsigned char hdr[7];
    int d, k;
    size_t bytes = (size_t)rn_value_elems(v) * rn_prim_size(v->type);
    hdr[0] = 'b';
    hdr[1] = 2;
    hdr[2] = (unsigned char)v->rank;
    memcpy(hdr + 3, rn_binary_names[(int)v->type], 4);
    if (fwrite(hdr, 1, 7, f) != 7) return 1;
    for (d = 0; d < v->rank; d++) {
      unsigned char dim[8];
      uint64_t x = (uint64_t)v->shape[d];
      for (k = 0; k < 8; k++) dim[k] = (unsigned char)(x >> (8 * k));
      if (fwrite(dim, 1, 8, f) != 8) return 1;
    }
    return bytes > 0 && fwrite(v->data, 1, bytes, f) != bytes;
  }
  {
    rn_sbuf b;
    memset(&b, 0, sizeof b);
    b.sink = f;
    rn_write_text(&b, v);
    rn_sb_flush(&b);
    free(b.s);
    return b.failed;
  }
}

char *rn_value_to_string(const rn_value *v) {
  rn_sbuf b;
  memset(&b, 0, sizeof b);
  rn_write_text(&b, v);
  if (b.failed) {
    free(b.s);
    return NULL;
  }
  if (b.s == NULL) {
    b.s = (char *)malloc(1);
    if (b.s) b.s[0] = 0;
  }
  return b.s;
}
