#include "typecheck/types.h"

#include <algorithm>
#include <cctype>
#include <atomic>
#include <map>
#include <set>

namespace runic::tc {

int fresh_id() {
  static std::atomic<int> next{1};
  return next++;
}

SizeP size_const(int64_t v) {
  auto s = std::make_shared<SizeNode>();
  s->kind = SizeNode::Kind::Const;
  s->value = v;
  return s;
}
SizeP size_name(int id, std::string display) {
  auto s = std::make_shared<SizeNode>();
  s->kind = SizeNode::Kind::Name;
  s->id = id;
  s->name = std::move(display);
  return s;
}
SizeP size_anon(int id, std::string display) {
  auto s = std::make_shared<SizeNode>();
  s->kind = SizeNode::Kind::Name;
  s->id = id;
  s->name = std::move(display);
  s->anon = true;
  return s;
}
SizeP size_flex(int id) {
  auto s = std::make_shared<SizeNode>();
  s->kind = SizeNode::Kind::Flex;
  s->id = id;
  return s;
}

namespace {
bool is_const(const SizeP& s, int64_t v) {
  return s->kind == SizeNode::Kind::Const && s->value == v;
}
}  // namespace

SizeP size_binop(const std::string& op, SizeP a, SizeP b, bool as_written) {
  using K = SizeNode::Kind;
  if (as_written) {
    auto s = std::make_shared<SizeNode>();
    s->kind = K::BinOp;
    s->op = op;
    s->a = std::move(a);
    s->b = std::move(b);
    s->as_written = true;
    return s;
  }
  if (a->kind == K::Const && b->kind == K::Const) {
    int64_t x = a->value, y = b->value;
    if (op == "+") return size_const(x + y);
    if (op == "-") return size_const(x - y);
    // `2 * 3` stays a product: `unflatten (xs :> [2 * 3]t)` reads its factors.
    if (op == "/" && y != 0) return size_const(x / y);
    if (op == "%" && y != 0) return size_const(x % y);
    if (op == "**" && y >= 0 && y < 63) {
      int64_t r = 1;
      for (int64_t i = 0; i < y; ++i) r *= x;
      return size_const(r);
    }
  }
  // Linear normal form for constants: `x + c` / `x - c` with c > 0.
  if (op == "+" && a->kind == K::Const && b->kind != K::Const) std::swap(a, b);
  if ((op == "+" || op == "-") && b->kind == K::Const && a->kind == K::BinOp &&
      (a->op == "+" || a->op == "-") && a->b->kind == K::Const) {
    int64_t c = (a->op == "+" ? a->b->value : -a->b->value) + (op == "+" ? b->value : -b->value);
    return size_binop(c >= 0 ? "+" : "-", a->a, size_const(c >= 0 ? c : -c));
  }
  if (op == "+" && b->kind == K::Const && b->value < 0) return size_binop("-", a, size_const(-b->value));
  if ((op == "+" || op == "-") && is_const(b, 0)) return a;
  if (op == "+" && is_const(a, 0)) return b;
  // Products keep their factors, 1 included: `unflatten_3d (xs :> [1 * a * b]t)`
  // reads three of them (Futhark compares sizes syntactically too).
  if (op == "/" && is_const(b, 1)) return a;
  auto s = std::make_shared<SizeNode>();
  s->kind = K::BinOp;
  s->op = op;
  s->a = std::move(a);
  s->b = std::move(b);
  return s;
}

TypeP prim_type(PrimType p) {
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Prim;
  t->prim = p;
  return t;
}
TypeP var_type(int id) {
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Var;
  t->id = id;
  return t;
}
TypeP param_type(int id, std::string display) {
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Param;
  t->id = id;
  t->name = std::move(display);
  return t;
}
TypeP array_type(std::vector<SizeP> shape, TypeP elem) {
  if (shape.empty()) return elem;
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Array;
  t->unique = elem->unique;
  if (elem->kind == TypeNode::Kind::Array) {
    for (auto& d : elem->shape) shape.push_back(d);
    t->elem = elem->elem;
  } else {
    t->elem = with_unique(elem, false);
  }
  t->shape = std::move(shape);
  return t;
}
TypeP tuple_type(std::vector<TypeP> elems) {
  if (elems.size() == 1) return elems[0];
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Tuple;
  t->elems = std::move(elems);
  return t;
}
TypeP unit_type() { return tuple_type({}); }
// The position of a tuple field name ("0", "1", ...), or -1.
static long tuple_field_index(const std::string& f) {
  if (f.empty() || f.size() > 9 || (f[0] == '0' && f.size() > 1)) return -1;
  for (char c : f)
    if (c < '0' || c > '9') return -1;
  return std::stol(f);
}

TypeP record_type(std::vector<std::pair<std::string, TypeP>> fields) {
  // A record whose fields are exactly 0..n-1 (n != 1) is the n-tuple: the
  // language reference says tuples and such records are the same type.
  if (fields.size() != 1) {
    std::vector<TypeP> elems(fields.size());
    bool tuple = true;
    for (auto& [f, t] : fields) {
      long i = tuple_field_index(f);
      if (i < 0 || (size_t)i >= fields.size() || elems[i]) tuple = false;
      else elems[i] = t;
      if (!tuple) break;
    }
    if (tuple) return tuple_type(std::move(elems));
  }
  std::sort(fields.begin(), fields.end(),
            [](auto& a, auto& b) { return a.first < b.first; });
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Record;
  t->fields = std::move(fields);
  return t;
}
TypeP sum_type(std::vector<std::pair<std::string, std::vector<TypeP>>> constrs) {
  std::sort(constrs.begin(), constrs.end(),
            [](auto& a, auto& b) { return a.first < b.first; });
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Sum;
  t->constrs = std::move(constrs);
  return t;
}
TypeP arrow_type(TypeP param, TypeP result, int param_size, std::string param_name) {
  auto t = std::make_shared<TypeNode>();
  t->kind = TypeNode::Kind::Arrow;
  t->param = std::move(param);
  t->result = std::move(result);
  t->param_size = param_size;
  t->param_name = std::move(param_name);
  return t;
}
TypeP with_unique(const TypeP& t, bool unique) {
  if (t->unique == unique) return t;
  auto r = std::make_shared<TypeNode>(*t);
  r->unique = unique;
  return r;
}
TypeP row_type(const TypeP& a) {
  std::vector<SizeP> rest(a->shape.begin() + 1, a->shape.end());
  return array_type(rest, a->elem);
}
bool is_prim(const TypeP& t, PrimType p) {
  return t->kind == TypeNode::Kind::Prim && t->prim == p;
}

SizeP size_term(std::string key, std::string display, std::vector<int> deps, const void* src) {
  auto z = std::make_shared<SizeNode>();
  z->src = src;
  z->kind = SizeNode::Kind::Term;
  z->op = std::move(key);
  z->name = std::move(display);
  z->deps = std::move(deps);
  return z;
}

std::string size_key(const SizeP& s) {
  switch (s->kind) {
    case SizeNode::Kind::Const: return std::to_string(s->value);
    case SizeNode::Kind::Name: return "#" + std::to_string(s->id);
    case SizeNode::Kind::Flex: return "?" + std::to_string(s->id);
    case SizeNode::Kind::BinOp: return "(" + size_key(s->a) + " " + s->op + " " + size_key(s->b) + ")";
    case SizeNode::Kind::Term: return s->op;
  }
  return "?";
}

namespace {
bool size_mentions(const SizeP& z, int id, bool direct) {
  switch (z->kind) {
    case SizeNode::Kind::Name: return z->id == id;
    case SizeNode::Kind::Term: return !direct && std::find(z->deps.begin(), z->deps.end(), id) != z->deps.end();
    case SizeNode::Kind::BinOp: return !direct && (size_mentions(z->a, id, direct) || size_mentions(z->b, id, direct));
    default: return false;
  }
}
}  // namespace

bool mentions_size(const TypeP& t, int id, bool direct) {
  switch (t->kind) {
    case TypeNode::Kind::Array:
      for (auto& d : t->shape)
        if (size_mentions(d, id, direct)) return true;
      return mentions_size(t->elem, id, direct);
    case TypeNode::Kind::Tuple:
      for (auto& e : t->elems)
        if (mentions_size(e, id, direct)) return true;
      return false;
    case TypeNode::Kind::Record:
      for (auto& f : t->fields)
        if (mentions_size(f.second, id, direct)) return true;
      return false;
    case TypeNode::Kind::Sum:
      for (auto& c : t->constrs)
        for (auto& p : c.second)
          if (mentions_size(p, id, direct)) return true;
      return false;
    case TypeNode::Kind::Arrow:
      return !direct && (mentions_size(t->param, id, direct) || mentions_size(t->result, id, direct));
    default: return false;
  }
}

std::string show_size(const SizeP& s) {
  switch (s->kind) {
    case SizeNode::Kind::Const: return std::to_string(s->value);
    // An inferred name (`n_412`) reads like an unknown size (`?n` after
    // type_error tidies it).
    case SizeNode::Kind::Name: return s->anon ? "?" + std::to_string(s->id) : s->name;
    case SizeNode::Kind::Flex: return "?" + std::to_string(s->id);
    case SizeNode::Kind::BinOp: {
      auto side = [](const SizeP& x) {
        std::string r = show_size(x);
        return x->kind == SizeNode::Kind::BinOp ? "(" + r + ")" : r;
      };
      return side(s->a) + " " + s->op + " " + side(s->b);
    }
    case SizeNode::Kind::Term: return s->name;
  }
  return "?";
}

namespace {
// Renames `?t<id>` and `?<id>` in `s` through the maps (new names in order
// of first appearance).
// Size names the message already uses for sizes written in the program
// (`"n"`, `[n]`, `` `n` ``) are skipped, so that `Sizes "n" and "?m"` does
// not read as `"n"` and `"?n"`, and so are the names of `in_scope` (the
// identifiers of the definition being checked: MessageScope).
std::string tidy_vars(const std::string& s, std::map<std::string, std::string>& tv,
                      std::map<std::string, std::string>& sv, const std::string& whole,
                      const std::set<std::string>& in_scope) {
  static const char* const size_names[] = {"n", "m", "k", "l", "p", "q"};
  auto taken = [&](const std::string& n) {
    if (in_scope.count(n)) return true;
    for (const char* open_close : {"\"\"", "[]", "``"}) {
      std::string w = std::string(1, open_close[0]) + n + open_close[1];
      if (whole.find(w) != std::string::npos) return true;
    }
    return false;
  };
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '?') {
      size_t j = i + 1;
      bool is_type = j < s.size() && s[j] == 't';
      if (is_type) ++j;
      size_t d = j;
      while (j < s.size() && isdigit((unsigned char)s[j])) ++j;
      if (j > d) {
        std::string id = s.substr(d, j - d);
        auto& m = is_type ? tv : sv;
        auto it = m.find(id);
        if (it == m.end()) {
          size_t k = m.size();
          std::string name;
          if (is_type) name = k < 26 ? std::string(1, char('a' + k)) : "t" + std::to_string(k);
          else {
            // The first name neither taken by the program nor by an earlier
            // unknown size of this message.
            std::set<std::string> used;
            for (auto& [key, v] : m) used.insert(v);
            for (size_t c = 0;; ++c) {
              name = c < 6 ? size_names[c] : "n_" + std::to_string(c - 5);  // as Futhark: n_1
              if (!used.count("?" + name) && !taken(name)) break;
            }
          }
          it = m.emplace(id, "?" + name).first;
        }
        out += it->second;
        i = j;
        continue;
      }
    }
    out += s[i++];
  }
  return out;
}
}  // namespace

namespace {
thread_local Span t_message_scope;

// The text of `span` (from its beginning to its end) in its file.
std::string_view span_text(const Span& span) {
  if (!span.known() || span.end.line < span.begin.line) return {};
  const std::string& text = span.file->text;
  auto offset = [&](const Loc& l) {
    size_t pos = 0;
    for (int line = 1; line < l.line && pos != std::string::npos; ++line) {
      pos = text.find('\n', pos);
      if (pos != std::string::npos) ++pos;
    }
    if (pos == std::string::npos) return text.size();
    return std::min(text.size(), pos + static_cast<size_t>(std::max(l.col, 1) - 1));
  };
  size_t b = offset(span.begin), e = offset(span.end);
  return e > b ? std::string_view(text).substr(b, e - b) : std::string_view{};
}
}  // namespace

MessageScope::MessageScope(const Span& definition) : prev_(t_message_scope) { t_message_scope = definition; }
MessageScope::~MessageScope() { t_message_scope = prev_; }

std::set<std::string> identifiers_in(std::string_view text) {
  std::set<std::string> out;
  auto start = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; };
  auto part = [&](char c) { return start(c) || std::isdigit(static_cast<unsigned char>(c)) || c == '\''; };
  for (size_t i = 0; i < text.size();) {
    if (!start(text[i]) || (i > 0 && part(text[i - 1]))) {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && part(text[j])) ++j;
    out.emplace(text.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string fresh_display_name(const std::string& base, bool from_zero, const std::set<std::string>& taken,
                               const std::set<std::string>& taken2) {
  if (!from_zero && !taken.count(base) && !taken2.count(base)) return base;
  for (int i = from_zero ? 0 : 1;; ++i) {
    std::string n = base + std::to_string(i);
    if (!taken.count(n) && !taken2.count(n)) return n;
  }
}

void type_error(const Span& span, const std::string& message, const std::string& hint) {
  std::map<std::string, std::string> tv, sv;
  std::set<std::string> in_scope;
  if (message.find('?') != std::string::npos || hint.find('?') != std::string::npos)
    in_scope = identifiers_in(span_text(t_message_scope));
  std::string m = tidy_vars(message, tv, sv, message, in_scope);
  std::string h = tidy_vars(hint, tv, sv, message, in_scope);
  user_error(span, m, h);
}

std::string show_type(const TypeP& t) {
  std::string u = t->unique ? "*" : "";
  switch (t->kind) {
    case TypeNode::Kind::Prim: return u + prim_name(t->prim);
    case TypeNode::Kind::Var: return u + "?t" + std::to_string(t->id);
    case TypeNode::Kind::Param: return u + t->name;
    case TypeNode::Kind::Array: {
      std::string r = u;
      for (auto& d : t->shape) r += "[" + show_size(d) + "]";
      return r + show_type(t->elem);
    }
    case TypeNode::Kind::Tuple: {
      std::string r = u + "(";
      for (size_t i = 0; i < t->elems.size(); ++i)
        r += (i ? ", " : "") + show_type(t->elems[i]);
      return r + ")";
    }
    case TypeNode::Kind::Record: {
      std::string r = u + "{";
      for (size_t i = 0; i < t->fields.size(); ++i)
        r += (i ? ", " : "") + t->fields[i].first + ": " + show_type(t->fields[i].second);
      return r + "}";
    }
    case TypeNode::Kind::Sum: {
      std::string r;
      for (size_t i = 0; i < t->constrs.size(); ++i) {
        r += (i ? " | #" : "#") + t->constrs[i].first;
        for (auto& p : t->constrs[i].second) {
          std::string ps = show_type(p);
          bool atomic = p->kind == TypeNode::Kind::Prim || p->kind == TypeNode::Kind::Param ||
                        p->kind == TypeNode::Kind::Var || p->kind == TypeNode::Kind::Tuple ||
                        p->kind == TypeNode::Kind::Record;
          r += " " + (atomic ? ps : "(" + ps + ")");
        }
      }
      return u + "(" + r + ")";
    }
    case TypeNode::Kind::Arrow: {
      std::string p = show_type(t->param);
      if (!t->param_name.empty()) p = "(" + t->param_name + ": " + p + ")";
      else if (t->param->kind == TypeNode::Kind::Arrow) p = "(" + p + ")";
      if (t->ext.empty()) return u + p + " -> " + show_type(t->result);
      // Existential sizes of the result: `i64 -> ?[k].[k]i64`.
      // Their names are not names that the type itself uses.
      RigidSubst sub;
      std::string q = "?";
      std::set<std::string> used = identifiers_in(p + " " + show_type(t->result));
      for (size_t i = 0; i < t->ext.size(); ++i) {
        std::string n = fresh_display_name("k", false, used);
        used.insert(n);
        sub.sizes[t->ext[i]] = size_name(t->ext[i], n);
        q += "[" + n + "]";
      }
      return u + p + " -> " + q + "." + show_type(subst_rigid(t->result, sub));
    }
  }
  return "?";
}

bool same_size(const SizeP& a, const SizeP& b) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case SizeNode::Kind::Const: return a->value == b->value;
    case SizeNode::Kind::Name:
    case SizeNode::Kind::Flex: return a->id == b->id;
    case SizeNode::Kind::BinOp:
      return a->op == b->op && same_size(a->a, b->a) && same_size(a->b, b->b);
    case SizeNode::Kind::Term: return a->op == b->op;
  }
  return false;
}

SizeP subst_rigid(const SizeP& z, const RigidSubst& s) {
  switch (z->kind) {
    case SizeNode::Kind::Name: {
      auto it = s.sizes.find(z->id);
      return it == s.sizes.end() ? z : it->second;
    }
    case SizeNode::Kind::BinOp:
      return size_binop(z->op, subst_rigid(z->a, s), subst_rigid(z->b, s), z->as_written);
    default: return z;
  }
}

TypeP subst_rigid(const TypeP& t, const RigidSubst& s) {
  if (s.empty()) return t;
  switch (t->kind) {
    case TypeNode::Kind::Prim:
    case TypeNode::Kind::Var: return t;
    case TypeNode::Kind::Param: {
      auto it = s.types.find(t->id);
      return it == s.types.end() ? t : with_unique(it->second, t->unique || it->second->unique);
    }
    case TypeNode::Kind::Array: {
      std::vector<SizeP> shape;
      for (auto& d : t->shape) shape.push_back(subst_rigid(d, s));
      return with_unique(array_type(std::move(shape), subst_rigid(t->elem, s)), t->unique);
    }
    case TypeNode::Kind::Tuple: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& e : r->elems) e = subst_rigid(e, s);
      return r;
    }
    case TypeNode::Kind::Record: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& f : r->fields) f.second = subst_rigid(f.second, s);
      return r;
    }
    case TypeNode::Kind::Sum: {
      auto r = std::make_shared<TypeNode>(*t);
      for (auto& c : r->constrs)
        for (auto& p : c.second) p = subst_rigid(p, s);
      return r;
    }
    case TypeNode::Kind::Arrow: {
      auto r = std::make_shared<TypeNode>(*t);
      r->param = subst_rigid(t->param, s);
      r->result = subst_rigid(t->result, s);
      return r;
    }
  }
  return t;
}

}  // namespace runic::tc
