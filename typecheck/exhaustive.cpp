// Exhaustiveness of `match` and irrefutability of binding patterns.
//
// Futhark requires every `match` to cover all values of its scrutinee's type
// (error index "unmatched-cases") and every pattern outside `match` (`let`,
// parameters of functions and lambdas, loop parameters) to be irrefutable
// (error index "refutable-pattern").  Both are one question, answered by
// Maranget's usefulness algorithm ("Warnings for pattern matching", JFP
// 2007, section 3.1): given the rows of a pattern matrix, is there a value
// that no row matches?  The algorithm also builds such a value, which the
// message shows (`#blue`, `(_, false)`).
//
// Patterns are normalised first: names, wildcards and ascriptions are
// wildcards; tuples and records are the one constructor of their type
// (record fields in the type's sorted order, a field a pattern leaves out is
// a wildcard); literals and sum constructors are constructors.  Whether the
// constructors in a column cover the type is decided by the type: a tuple or
// record always, `bool` with both literals, a sum type with every
// constructor; numbers never (only a wildcard covers them).
//
// Runs after a definition is inferred and its type variables are defaulted,
// on the types recorded in the TypedProgram.
#include "typecheck/exhaustive.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace runic {

using namespace tc;
using K = TypeNode::Kind;
using PK = ast::Pat::Kind;

namespace {

// A normalised pattern.
struct NPat {
  bool wild = true;
  std::string ctor;  // "" for a tuple/record, "#name", "true", "1", "-2", ...
  std::vector<NPat> args;
};

std::string literal_key(const ast::Expr& e) {
  using EK = ast::Expr::Kind;
  switch (e.kind) {
    case EK::BoolLit: return e.bool_value ? "true" : "false";
    case EK::IntLit:
    case EK::CharLit: {
      std::string digits = e.int_digits.empty() ? std::to_string(e.int_value) : e.int_digits;
      return (e.negative ? "-" : "") + digits;
    }
    case EK::FloatLit: {
      std::string s = std::to_string(e.float_value);
      return s;
    }
    case EK::Neg:
      if (!e.elems.empty()) {
        std::string k = literal_key(*e.elems[0]);
        return k.rfind('-', 0) == 0 ? k.substr(1) : "-" + k;
      }
      return "?";
    default: return "?";
  }
}

class Matcher {
 public:
  explicit Matcher(const TypedProgram& tp) : tp_(tp) {}

  NPat normalise(const ast::Pat& p, const TypeP& t0) {
    TypeP t = tp_.solver.resolve(t0);
    switch (p.kind) {
      case PK::Id:
      case PK::Wildcard: return NPat{};
      case PK::Ascribed: return normalise(*p.inner, t);
      case PK::Unit: return NPat{false, "", {}};
      case PK::Tuple: {
        NPat r{false, "", {}};
        for (size_t i = 0; i < p.elems.size(); ++i)
          r.args.push_back(normalise(*p.elems[i], component(t, i)));
        return r;
      }
      case PK::Record: {
        NPat r{false, "", {}};
        if (t->kind == K::Record) {
          for (auto& [f, ft] : t->fields) {
            NPat a;
            for (auto& [pf, pp] : p.fields)
              if (pf == f) a = normalise(*pp, ft);
            r.args.push_back(a);
          }
        } else {
          // A record pattern on a tuple type ({0 = a, 1 = b}).
          for (size_t i = 0; i < p.fields.size(); ++i) r.args.push_back(normalise(*p.fields[i].second, component(t, i)));
        }
        return r;
      }
      case PK::Literal: return NPat{false, literal_key(*p.literal), {}};
      case PK::Constr: {
        NPat r{false, "#" + p.name, {}};
        std::vector<TypeP> payload = payload_of(t, p.name);
        for (size_t i = 0; i < p.elems.size(); ++i)
          r.args.push_back(normalise(*p.elems[i], i < payload.size() ? payload[i] : prim_type(PrimType::I32)));
        return r;
      }
    }
    return NPat{};
  }

  // A value that no row matches, one pattern text per column; nullopt when
  // the rows are exhaustive.
  std::optional<std::vector<std::string>> missing(const std::vector<std::vector<NPat>>& rows,
                                                  const std::vector<TypeP>& types) {
    if (types.empty()) {
      if (rows.empty()) return std::vector<std::string>{};
      return std::nullopt;
    }
    if (++steps_ > 200000) return std::nullopt;  // give up on pathological matrices
    TypeP t = tp_.solver.resolve(types[0]);
    std::vector<TypeP> rest(types.begin() + 1, types.end());
    std::set<std::string> used;
    for (auto& r : rows)
      if (!r[0].wild) used.insert(r[0].ctor);
    std::vector<std::string> domain;
    bool complete = complete_domain(t, used, domain);
    if (complete) {
      for (auto& c : domain) {
        std::vector<TypeP> sub = ctor_types(t, c);
        std::vector<std::vector<NPat>> spec;
        for (auto& r : rows) {
          if (r[0].wild) {
            std::vector<NPat> row(sub.size(), NPat{});
            row.insert(row.end(), r.begin() + 1, r.end());
            spec.push_back(std::move(row));
          } else if (r[0].ctor == c) {
            std::vector<NPat> row = r[0].args;
            row.resize(sub.size());
            row.insert(row.end(), r.begin() + 1, r.end());
            spec.push_back(std::move(row));
          }
        }
        std::vector<TypeP> types2 = sub;
        types2.insert(types2.end(), rest.begin(), rest.end());
        if (auto w = missing(spec, types2)) {
          std::vector<std::string> args(w->begin(), w->begin() + sub.size());
          std::vector<std::string> out{render(t, c, args)};
          out.insert(out.end(), w->begin() + sub.size(), w->end());
          return out;
        }
      }
      return std::nullopt;
    }
    std::vector<std::vector<NPat>> def;
    for (auto& r : rows)
      if (r[0].wild) def.emplace_back(r.begin() + 1, r.end());
    auto w = missing(def, rest);
    if (!w) return std::nullopt;
    std::string head = "_";
    if (t->kind == K::Prim && is_int(t->prim) && !used.empty()) {
      // An integer no row names.
      for (int64_t k = 0;; ++k)
        if (!used.count(std::to_string(k))) {
          head = std::to_string(k);
          break;
        }
    }
    // Name a constructor the rows leave out, where the type has few.
    for (auto& c : domain)
      if (!used.count(c)) {
        std::vector<std::string> blanks(ctor_types(t, c).size(), "_");
        head = render(t, c, blanks);
        break;
      }
    std::vector<std::string> out{head};
    out.insert(out.end(), w->begin(), w->end());
    return out;
  }

 private:
  const TypedProgram& tp_;
  size_t steps_ = 0;

  TypeP component(const TypeP& t, size_t i) {
    if (t->kind == K::Tuple && i < t->elems.size()) return t->elems[i];
    if (t->kind == K::Record && i < t->fields.size()) return t->fields[i].second;
    return prim_type(PrimType::I32);
  }
  std::vector<TypeP> payload_of(const TypeP& t, const std::string& c) {
    if (t->kind == K::Sum)
      for (auto& [n, ps] : t->constrs)
        if (n == c) return ps;
    return {};
  }
  // The constructors of `t`, and whether `used` covers them all.
  bool complete_domain(const TypeP& t, const std::set<std::string>& used, std::vector<std::string>& domain) {
    switch (t->kind) {
      case K::Tuple:
      case K::Record:
        domain = {""};
        return !used.empty();
      case K::Sum:
        for (auto& [n, _] : t->constrs) domain.push_back("#" + n);
        break;
      case K::Prim:
        if (t->prim == PrimType::Bool) domain = {"false", "true"};
        else if (t->prim == PrimType::Unit) domain = {""};
        else return false;
        break;
      default: return false;
    }
    if (used.empty()) return false;
    for (auto& c : domain)
      if (!used.count(c)) return false;
    return true;
  }
  std::vector<TypeP> ctor_types(const TypeP& t, const std::string& c) {
    if (c.empty()) {
      if (t->kind == K::Tuple) return t->elems;
      std::vector<TypeP> r;
      if (t->kind == K::Record)
        for (auto& f : t->fields) r.push_back(f.second);
      return r;
    }
    if (c[0] == '#') return payload_of(t, c.substr(1));
    return {};
  }
  static std::string render(const TypeP& t, const std::string& c, const std::vector<std::string>& args) {
    if (c.empty()) {
      std::string s = t->kind == K::Record ? "{" : "(";
      for (size_t i = 0; i < args.size(); ++i) {
        if (i) s += ", ";
        if (t->kind == K::Record) s += t->fields[i].first + " = ";
        s += args[i];
      }
      return s + (t->kind == K::Record ? "}" : ")");
    }
    std::string s = c;
    for (auto& a : args) s += " " + (a.find(' ') != std::string::npos ? "(" + a + ")" : a);
    return s;
  }
};

class Walker {
 public:
  explicit Walker(const TypedProgram& tp) : tp_(tp) {}

  void irrefutable(const ast::Pat& p, const char* where) {
    auto t = tp_.pat_types.find(&p);
    if (t == tp_.pat_types.end()) return;
    Matcher m(tp_);
    std::vector<std::vector<NPat>> rows{{m.normalise(p, t->second)}};
    if (auto w = m.missing(rows, {t->second}))
      type_error(p.span, std::string("Refutable pattern not allowed here (") + where + "): it does not match every value, e.g. " + (*w)[0],
                 "refutable patterns (with literals or constructors that may not match) are "
                 "allowed only in `match`");
  }

  void expr(const ast::Expr& e) {
    using EK = ast::Expr::Kind;
    switch (e.kind) {
      case EK::Let: irrefutable(*e.pat, "in `let`"); break;
      case EK::LetFun:
      case EK::Lambda:
        for (auto& p : e.params) irrefutable(*p, "as a parameter");
        break;
      case EK::Loop:
        if (e.pat) irrefutable(*e.pat, "as a loop parameter");
        if (e.loop_pat) irrefutable(*e.loop_pat, "in `for ... in`");
        break;
      case EK::Match: match(e); break;
      default: break;
    }
    for (auto& x : e.elems)
      if (x) expr(*x);
    for (auto& d : e.indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x) expr(**x);
  }

 private:
  const TypedProgram& tp_;

  void match(const ast::Expr& e) {
    auto st = tp_.expr_types.find(e.elems[0].get());
    if (st == tp_.expr_types.end()) return;
    Matcher m(tp_);
    std::vector<std::vector<NPat>> rows;
    for (auto& c : e.cases) rows.push_back({m.normalise(*c, st->second)});
    if (auto w = m.missing(rows, {st->second}))
      type_error(e.span, "Unmatched cases in match expression: no case matches, e.g., " + (*w)[0],
                 "add a case for it, or a final `case _ -> ...`");
  }
};

}  // namespace

void check_patterns(const TypedProgram& tp, const ast::ValDecl& d) {
  Walker w(tp);
  for (auto& p : d.params) w.irrefutable(*p, "as a parameter");
  if (d.body) w.expr(*d.body);
}

}  // namespace runic
