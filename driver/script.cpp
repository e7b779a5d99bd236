#include "driver/script.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "ir/interpreter.h"

namespace runic {

namespace {

[[noreturn]] void fail(const std::string& msg) {
  throw std::runtime_error("script input: " + msg);
}

// A value owned by shared pointers, so that script values copy cheaply.
using Leaf = std::shared_ptr<rn_value>;

Leaf own(rn_value v) {
  return Leaf(new rn_value(v), [](rn_value* p) {
    rn_value_free(p);
    delete p;
  });
}

rn_value clone(const rn_value& v) {
  rn_value c{};
  if (rn_value_alloc(&c, v.type, v.rank, v.shape) != 0) throw std::bad_alloc();
  std::memcpy(c.data, v.data, (size_t)rn_value_elems(&v) * rn_prim_size(v.type));
  return c;
}

// A script value: a host value, a literal not yet given its type, or a
// tuple or record of script values.
struct SVal {
  enum class Kind { Value, Literal, Tuple, Record } kind = Kind::Tuple;
  Leaf value;
  std::string literal;
  std::vector<SVal> elems;
  std::vector<std::string> names;  // Record: one per element, sorted
};

// Leaves in order: tuples and records (fields in sorted order, as the
// Core IR lays records out) flattened.
void flatten(const SVal& v, std::vector<const SVal*>& out) {
  if (v.kind == SVal::Kind::Tuple || v.kind == SVal::Kind::Record) {
    for (const auto& e : v.elems) flatten(e, out);
  } else {
    out.push_back(&v);
  }
}

struct Token {
  enum class Kind { Ident, Builtin, String, Literal, Punct, End } kind;
  std::string text;
  size_t pos;
};

bool ident_char(char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '\''; }

std::vector<Token> tokenize(const std::string& s) {
  std::vector<Token> out;
  size_t i = 0;
  while (true) {
    while (i < s.size()) {
      if (std::isspace((unsigned char)s[i])) {
        ++i;
      } else if (s.compare(i, 2, "--") == 0) {
        while (i < s.size() && s[i] != '\n') ++i;
      } else {
        break;
      }
    }
    if (i >= s.size()) break;
    size_t start = i;
    char c = s[i];
    if (c == '"') {
      std::string str;
      ++i;
      while (i < s.size() && s[i] != '"') {
        if (s[i] == '\\' && i + 1 < s.size()) ++i;
        str += s[i++];
      }
      if (i >= s.size()) fail("unterminated string literal");
      ++i;
      out.push_back({Token::Kind::String, str, start});
    } else if (std::isdigit((unsigned char)c) ||
               (c == '-' && i + 1 < s.size() &&
                (std::isdigit((unsigned char)s[i + 1]) || s.compare(i + 1, 1, "f") == 0))) {
      // A number with its suffix (`-3`, `2.5e-3f32`, `0x1Fu8`), or a negated
      // float constant (`-f32.inf`).
      ++i;
      while (i < s.size() &&
             (std::isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.' ||
              ((s[i] == '-' || s[i] == '+') && (s[i - 1] == 'e' || s[i - 1] == 'E') &&
               !(s.compare(start, 2, "0x") == 0))))
        ++i;
      out.push_back({Token::Kind::Literal, s.substr(start, i - start), start});
    } else if (c == '$') {
      ++i;
      while (i < s.size() && ident_char(s[i])) ++i;
      out.push_back({Token::Kind::Builtin, s.substr(start + 1, i - start - 1), start});
    } else if (std::isalpha((unsigned char)c) || c == '_') {
      while (i < s.size() && ident_char(s[i])) ++i;
      std::string w = s.substr(start, i - start);
      // `f32.nan`, `f64.inf`: literals.
      if ((w == "f16" || w == "f32" || w == "f64") && i < s.size() && s[i] == '.') {
        size_t j = i + 1;
        while (j < s.size() && ident_char(s[j])) ++j;
        std::string m = s.substr(i + 1, j - i - 1);
        if (m == "nan" || m == "inf") {
          i = j;
          out.push_back({Token::Kind::Literal, s.substr(start, i - start), start});
          continue;
        }
      }
      if (w == "true" || w == "false")
        out.push_back({Token::Kind::Literal, w, start});
      else
        out.push_back({Token::Kind::Ident, w, start});
    } else if (std::strchr("()[]{},=.", c)) {
      ++i;
      out.push_back({Token::Kind::Punct, std::string(1, c), start});
    } else {
      fail(std::string("unexpected character `") + c + "` at offset " + std::to_string(i));
    }
  }
  out.push_back({Token::Kind::End, "", s.size()});
  return out;
}

class Evaluator {
 public:
  Evaluator(const std::string& text, const ir::Program& prog, const std::string& dir)
      : text_(text), toks_(tokenize(text)), prog_(prog), dir_(dir) {}

  SVal run() {
    SVal v = exp();
    if (peek().kind != Token::Kind::End) fail("unexpected `" + peek().text + "` after the expression");
    return v;
  }

  // The arguments of `f` from the script's value v.
  Values arguments(const SVal& v, const ir::Function& f) {
    std::vector<const SVal*> leaves;
    flatten(v, leaves);
    if (leaves.size() != f.params.size())
      fail("entry " + f.name + " takes " + std::to_string(f.params.size()) +
           " argument(s), the script gives " + std::to_string(leaves.size()));
    std::vector<rn_value> out;
    try {
      for (size_t i = 0; i < leaves.size(); ++i) out.push_back(leaf_at(*leaves[i], f, i));
    } catch (...) {
      for (auto& x : out) rn_value_free(&x);
      throw;
    }
    return Values(std::move(out));
  }

 private:
  const Token& peek(size_t k = 0) const { return toks_[std::min(pos_ + k, toks_.size() - 1)]; }
  bool at_punct(const char* p) const {
    return peek().kind == Token::Kind::Punct && peek().text == p;
  }
  void expect(const char* p) {
    if (!at_punct(p)) fail(std::string("expected `") + p + "`, found `" + peek().text + "`");
    ++pos_;
  }

  // Whether the next token can start an argument.
  bool at_atom() const {
    const Token& t = peek();
    switch (t.kind) {
      case Token::Kind::Ident: return t.text != "in" && t.text != "let";
      case Token::Kind::Literal: return true;
      case Token::Kind::Builtin:
      case Token::Kind::String: return false;
      case Token::Kind::Punct: return t.text == "(" || t.text == "[" || t.text == "{";
      case Token::Kind::End: return false;
    }
    return false;
  }

  SVal exp() {
    if (peek().kind == Token::Kind::Ident && peek().text == "let") {
      ++pos_;
      std::vector<std::string> names;
      bool tuple = at_punct("(");
      if (tuple) {
        ++pos_;
        do {
          if (peek().kind != Token::Kind::Ident) fail("expected a name in the `let` pattern");
          names.push_back(toks_[pos_++].text);
        } while (at_punct(",") && (++pos_, true));
        expect(")");
      } else {
        if (peek().kind != Token::Kind::Ident) fail("expected a name after `let`");
        names.push_back(toks_[pos_++].text);
      }
      expect("=");
      SVal v = exp();
      if (peek().kind != Token::Kind::Ident || peek().text != "in") fail("expected `in`");
      ++pos_;
      auto saved = env_;
      if (tuple) {
        if (v.kind != SVal::Kind::Tuple || v.elems.size() != names.size())
          fail("the `let` pattern has " + std::to_string(names.size()) +
               " names, the value is not a tuple of that many");
        for (size_t i = 0; i < names.size(); ++i) env_[names[i]] = v.elems[i];
      } else {
        env_[names[0]] = v;
      }
      SVal body = exp();
      env_ = saved;
      return body;
    }
    // An application `f a b ...` of an entry point or builtin.
    const Token& t = peek();
    bool fun = t.kind == Token::Kind::Ident && !env_.count(t.text) &&
               !(t.text == "empty" && peek(1).kind == Token::Kind::Punct && peek(1).text == "(");
    if (t.kind == Token::Kind::Builtin) {
      std::string name = toks_[pos_++].text;
      if (peek().kind != Token::Kind::String) fail("$" + name + " takes a file name in quotes");
      return builtin(name, toks_[pos_++].text);
    }
    if (fun) {
      Token f = toks_[pos_++];
      std::vector<SVal> args;
      while (at_atom()) args.push_back(postfix());
      return apply(f, args);
    }
    return postfix();
  }

  SVal postfix() {
    SVal v = atom();
    while (at_punct(".")) {
      ++pos_;
      const Token& f = peek();
      if (f.kind != Token::Kind::Ident && f.kind != Token::Kind::Literal) fail("expected a field name after `.`");
      std::string name = toks_[pos_++].text;
      v = field(v, name);
    }
    return v;
  }

  SVal field(const SVal& v, const std::string& name) {
    if (v.kind == SVal::Kind::Record) {
      for (size_t i = 0; i < v.names.size(); ++i)
        if (v.names[i] == name) return v.elems[i];
    } else if (v.kind == SVal::Kind::Tuple && !name.empty() &&
               std::all_of(name.begin(), name.end(), ::isdigit)) {
      size_t i = std::stoul(name);
      if (i < v.elems.size()) return v.elems[i];
    }
    fail("the value has no field `" + name + "`");
  }

  SVal atom() {
    const Token& t = peek();
    if (t.kind == Token::Kind::Literal) {
      ++pos_;
      SVal v;
      v.kind = SVal::Kind::Literal;
      v.literal = t.text;
      return v;
    }
    if (t.kind == Token::Kind::String) fail("a string is only an argument of a builtin ($loaddata \"file\")");
    if (t.kind == Token::Kind::Ident || t.kind == Token::Kind::Builtin) {
      if (t.kind == Token::Kind::Ident && t.text == "empty" && peek(1).kind == Token::Kind::Punct &&
          peek(1).text == "(") {
        // `empty([0]i32)`: its text is a value literal.
        size_t start = t.pos;
        pos_ += 2;
        int depth = 1;
        while (depth > 0) {
          if (peek().kind == Token::Kind::End) fail("unclosed `empty(`");
          if (at_punct("(")) ++depth;
          if (at_punct(")")) --depth;
          ++pos_;
        }
        SVal v;
        v.kind = SVal::Kind::Literal;
        v.literal = text_.substr(start, toks_[pos_ - 1].pos + 1 - start);
        return v;
      }
      if (t.kind == Token::Kind::Ident && env_.count(t.text)) {
        ++pos_;
        return env_.at(t.text);
      }
      // A function with no arguments here.
      Token f = toks_[pos_++];
      return apply(f, {});
    }
    if (at_punct("(")) {
      ++pos_;
      if (at_punct(")")) {
        ++pos_;
        return SVal{};  // ()
      }
      std::vector<SVal> es{exp()};
      while (at_punct(",")) {
        ++pos_;
        es.push_back(exp());
      }
      expect(")");
      if (es.size() == 1) return es[0];
      SVal v;
      v.elems = std::move(es);
      return v;
    }
    if (at_punct("[")) {
      size_t open = pos_++;
      std::vector<SVal> es;
      if (!at_punct("]")) {
        es.push_back(exp());
        while (at_punct(",")) {
          ++pos_;
          es.push_back(exp());
        }
      }
      expect("]");
      bool literal = true;
      for (const auto& e : es) literal = literal && e.kind == SVal::Kind::Literal;
      if (literal) {
        SVal v;
        v.kind = SVal::Kind::Literal;
        v.literal = text_.substr(toks_[open].pos, toks_[pos_ - 1].pos + 1 - toks_[open].pos);
        return v;
      }
      return stack(es);
    }
    if (at_punct("{")) {
      ++pos_;
      std::map<std::string, SVal> fields;
      if (!at_punct("}")) {
        do {
          if (peek().kind != Token::Kind::Ident) fail("expected a field name in a record");
          std::string name = toks_[pos_++].text;
          expect("=");
          fields[name] = exp();
        } while (at_punct(",") && (++pos_, true));
      }
      expect("}");
      SVal v;
      v.kind = SVal::Kind::Record;
      for (auto& [n, e] : fields) {
        v.names.push_back(n);
        v.elems.push_back(e);
      }
      return v;
    }
    fail("unexpected `" + t.text + "`");
  }

  // An array of computed values (`[f 1, f 2]`): all of one type and shape.
  SVal stack(const std::vector<SVal>& es) {
    std::vector<const rn_value*> vs;
    for (const auto& e : es) {
      if (e.kind != SVal::Kind::Value) fail("the elements of an array must be values of one type");
      vs.push_back(e.value.get());
    }
    const rn_value& first = *vs[0];
    if (first.rank + 1 > RN_MAX_RANK) fail("array of too high a rank");
    for (const auto* v : vs)
      if (v->type != first.type || v->rank != first.rank ||
          !std::equal(v->shape, v->shape + v->rank, first.shape))
        fail("the elements of an array differ in type or shape");
    int64_t shape[RN_MAX_RANK];
    shape[0] = (int64_t)vs.size();
    std::copy(first.shape, first.shape + first.rank, shape + 1);
    rn_value out{};
    if (rn_value_alloc(&out, first.type, first.rank + 1, shape) != 0) throw std::bad_alloc();
    size_t bytes = (size_t)rn_value_elems(&first) * rn_prim_size(first.type);
    for (size_t i = 0; i < vs.size(); ++i) std::memcpy((char*)out.data + i * bytes, vs[i]->data, bytes);
    SVal v;
    v.kind = SVal::Kind::Value;
    v.value = own(out);
    return v;
  }

  rn_value leaf_at(const SVal& leaf, const ir::Function& f, size_t i) {
    if (leaf.kind == SVal::Kind::Value) return clone(*leaf.value);
    std::string name = i < f.param_names.size() ? f.param_names[i] : "";
    Values one = read_values_text(leaf.literal, {f.params[i].type}, {name},
                                  "argument " + std::to_string(i + 1) + " of " + f.name);
    rn_value v = one.get()[0];
    one.get().clear();
    return v;
  }

  SVal apply(const Token& f, const std::vector<SVal>& args) {
    if (f.kind == Token::Kind::Builtin) fail("$" + f.text + " takes a file name in quotes");
    const ir::Function* fn = nullptr;
    for (const auto& g : prog_.functions)
      if (g.entry && g.name == f.text) fn = &g;
    if (!fn) fail("`" + f.text + "` is not an entry point of the program");
    SVal all;
    all.elems = args;
    Values in = arguments(all, *fn);
    std::vector<rn_value> out = ir::interpret(prog_, fn->name, in.get());
    if (out.size() == 1) {
      SVal v;
      v.kind = SVal::Kind::Value;
      v.value = own(out[0]);
      return v;
    }
    SVal v;
    for (auto& x : out) {
      SVal e;
      e.kind = SVal::Kind::Value;
      e.value = own(x);
      v.elems.push_back(e);
    }
    return v;
  }

  std::string read_data_file(const std::string& builtin, const std::string& file) {
    std::filesystem::path p = std::filesystem::path(dir_) / file;
    std::ifstream in(p, std::ios::binary);
    if (!in) fail("$" + builtin + ": cannot read " + p.string());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }

  SVal builtin(const std::string& name, const std::string& file) {
    std::string data = read_data_file(name, file);
    if (name == "loadbytes") {
      rn_value v{};
      int64_t n = (int64_t)data.size();
      if (rn_value_alloc(&v, RN_U8, 1, &n) != 0) throw std::bad_alloc();
      std::memcpy(v.data, data.data(), data.size());
      SVal r;
      r.kind = SVal::Kind::Value;
      r.value = own(v);
      return r;
    }
    if (name != "loaddata") fail("unknown builtin $" + name + " (runic has $loaddata and $loadbytes)");
    rn_reader* r = rn_reader_mem(data.data(), data.size());
    SVal all;
    char err[512];
    while (!rn_reader_at_end(r)) {
      rn_value v{};
      if (rn_read_any_value(r, &v, err, sizeof err) != 0) {
        rn_reader_free(r);
        fail("$loaddata \"" + file + "\": " + err);
      }
      SVal e;
      e.kind = SVal::Kind::Value;
      e.value = own(v);
      all.elems.push_back(e);
    }
    rn_reader_free(r);
    if (all.elems.size() == 1) return all.elems[0];
    return all;
  }

  std::string text_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  const ir::Program& prog_;
  std::string dir_;
  std::map<std::string, SVal> env_;
};

}  // namespace

Values eval_script_input(const std::string& text, const ir::Program& prog,
                         const ir::Function& entry, const std::string& dir) {
  Evaluator ev(text, prog, dir);
  SVal v = ev.run();
  return ev.arguments(v, entry);
}

}  // namespace runic
