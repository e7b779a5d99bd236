// Entry point types for the C API (elaborate/entry_types.h).
//
// Each type is converted together with a *hint*: the type expression the
// user wrote for it, where there is one (the parameter's ascription, the
// return type, and inside those the definitions of the abbreviations they
// name).  The hint gives names; the checked type (tc::TypeP, resolved)
// gives the structure, so that a type without annotation still converts.
#include "elaborate/entry_types.h"

#include <cctype>
#include <cstdio>
#include <map>

#include "support/source.h"

namespace runic {

namespace {

using tc::TypeNode;
using tc::TypeP;

std::string hash_name(const std::string& key) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : key) h = (h ^ c) * 1099511628211ull;
  char buf[20];
  std::snprintf(buf, sizeof buf, "%08llx", (unsigned long long)(h & 0xffffffffull));
  return buf;
}

bool c_identifier(const std::string& s) {
  if (s.empty() || std::isdigit((unsigned char)s[0])) return false;
  for (char c : s)
    if (!(std::isalnum((unsigned char)c) || c == '_')) return false;
  return true;
}

// A type no C API can express (a function): the entry point is left out
// here, and the elaborator reports it.
struct Unsupported {};

class Converter {
 public:
  Converter(const TypedProgram& tp, const Defunctorised& flat) : tp_(tp), flat_(flat) {
    for (auto& d : tp.prog.decls)
      if (d.kind == ast::Decl::Kind::Type) decls_[d.type.name] = &d.type;
  }

  ApiTypes out;

  // The index of the API type of `t`; `hint` is what the user wrote, or null.
  int convert(const TypeP& t0, const ast::TypeExp* hint) {
    TypeP t = tp_.solver.resolve(t0);
    std::string named;  // the abbreviation naming this type, if any
    while (hint && hint->kind == ast::TypeExp::Kind::Named) {
      if (flat_.opaque.count(hint->name)) return abstract(t, flat_.opaque.at(hint->name));
      auto it = decls_.find(hint->name);
      bool plain = it != decls_.end() && hint->type_args.size() == hint->size_args.size();
      for (auto& p : it != decls_.end() ? it->second->type_params : std::vector<ast::TypeParam>{})
        if (p.kind != ast::TypeParam::Kind::Size) plain = false;
      if (!plain) {
        hint = nullptr;
        break;
      }
      if (named.empty()) named = hint->name;
      hint = it->second->def.get();
    }
    if (hint && hint->kind == ast::TypeExp::Kind::Exists) hint = hint->elem.get();
    switch (t->kind) {
      case TypeNode::Kind::Prim: {
        ApiType a;
        a.kind = ApiType::Kind::Prim;
        a.prim = t->prim;
        a.name = prim_name(t->prim);
        a.leaves = {{t->prim, 0}};
        return add(std::move(a), "");
      }
      case TypeNode::Kind::Array: {
        int rank = (int)t->shape.size();
        const ast::TypeExp* eh = hint;
        for (int d = 0; d < rank && eh; ++d)
          eh = eh->kind == ast::TypeExp::Kind::Array ? eh->elem.get() : nullptr;
        // `[n]vec` where vec = [m]f32: the hint's dimensions do not line up.
        if (eh && eh->kind == ast::TypeExp::Kind::Array) eh = nullptr;
        TypeP elem = tp_.solver.resolve(t->elem);
        if (elem->kind == TypeNode::Kind::Prim) {
          ApiType a;
          a.kind = ApiType::Kind::Array;
          a.prim = elem->prim;
          a.rank = rank;
          a.name = dims(rank) + prim_name(elem->prim);
          a.leaves = {{elem->prim, rank}};
          return add(std::move(a), "");
        }
        int e = convert(elem, eh);
        return array_of(e, rank, named);
      }
      case TypeNode::Kind::Tuple: {
        ApiType a;
        a.kind = ApiType::Kind::Record;
        a.tuple = true;
        std::string cn = "tup" + std::to_string(t->elems.size()), nm = "(";
        for (size_t i = 0; i < t->elems.size(); ++i) {
          const ast::TypeExp* fh =
              hint && hint->kind == ast::TypeExp::Kind::Tuple && i < hint->elems.size() ? hint->elems[i].get()
                                                                                        : nullptr;
          int f = convert(t->elems[i], fh);
          a.fields.push_back({std::to_string(i), f});
          cn += "_" + piece(f);
          nm += (i ? ", " : "") + out.types[f].name;
          append_leaves(a.leaves, f, 0);
        }
        if (t->elems.empty()) cn = "unit";
        a.name = nm + ")";
        a.cname = cn;
        return add(std::move(a), named);
      }
      case TypeNode::Kind::Record: {
        ApiType a;
        a.kind = ApiType::Kind::Record;
        std::string cn = "rec", nm = "{";
        for (size_t i = 0; i < t->fields.size(); ++i) {
          const auto& [fname, ft] = t->fields[i];
          const ast::TypeExp* fh = nullptr;
          if (hint && hint->kind == ast::TypeExp::Kind::Record)
            for (auto& [hn, ht] : hint->fields)
              if (hn == fname) fh = ht.get();
          int f = convert(ft, fh);
          a.fields.push_back({fname, f});
          cn += "_" + fname + "_" + piece(f);
          nm += (i ? ", " : "") + fname + ": " + out.types[f].name;
          append_leaves(a.leaves, f, 0);
        }
        a.name = nm + "}";
        a.cname = cn;
        return add(std::move(a), named);
      }
      case TypeNode::Kind::Sum: {
        ApiType a;
        a.kind = ApiType::Kind::Sum;
        a.leaves = {{PrimType::U8, 0}};
        std::string cn = "sum", nm;
        for (size_t i = 0; i < t->constrs.size(); ++i) {
          const auto& [cname, payload] = t->constrs[i];
          const std::vector<ast::TypeExpPtr>* ph = nullptr;
          if (hint && hint->kind == ast::TypeExp::Kind::Sum)
            for (auto& [hn, hts] : hint->constrs)
              if (hn == cname && hts.size() == payload.size()) ph = &hts;
          std::vector<int> ps;
          nm += std::string(i ? " | " : "") + "#" + cname;
          for (size_t k = 0; k < payload.size(); ++k) {
            int p = convert(payload[k], ph ? (*ph)[k].get() : nullptr);
            ps.push_back(p);
            append_leaves(a.leaves, p, 0);
            nm += " " + paren(out.types[p].name);
          }
          a.variants.push_back({cname, ps});
          cn += "_" + cname;
        }
        a.name = nm;
        a.cname = cn;
        return add(std::move(a), named);
      }
      default: break;
    }
    throw Unsupported{};
  }

  // The array of rank `rank` of type `e` (an opaque type): a record array
  // for records, an opaque array otherwise; an array of arrays of records
  // is one array of the combined rank.
  int array_of(int e, int rank, const std::string& named) {
    const ApiType el = out.types[e];
    if (el.kind == ApiType::Kind::Prim || el.kind == ApiType::Kind::Array) {
      ApiType a;
      a.kind = ApiType::Kind::Array;
      a.prim = el.prim;
      a.rank = el.rank + rank;
      a.name = dims(a.rank) + prim_name(el.prim);
      a.leaves = {{el.prim, a.rank}};
      return add(std::move(a), "");
    }
    if (el.kind == ApiType::Kind::RecordArray || el.kind == ApiType::Kind::OpaqueArray)
      return array_of(el.elem, el.rank + rank, named);
    ApiType a;
    a.kind = el.kind == ApiType::Kind::Record ? ApiType::Kind::RecordArray : ApiType::Kind::OpaqueArray;
    a.rank = rank;
    a.elem = e;
    a.tuple = el.tuple;
    a.name = dims(rank) + paren(el.name);
    a.cname = "arr" + std::to_string(rank) + "d_" + el.cname;
    append_leaves(a.leaves, e, rank);
    if (a.kind == ApiType::Kind::RecordArray)
      for (auto& [fname, f] : el.fields) a.fields.push_back({fname, array_of(f, rank, "")});
    return add(std::move(a), named);
  }

 private:
  const TypedProgram& tp_;
  const Defunctorised& flat_;
  std::map<std::string, const ast::TypeDecl*> decls_;
  std::map<std::string, int> by_name_;  // manifest name -> index

  static std::string dims(int rank) {
    std::string s;
    for (int i = 0; i < rank; ++i) s += "[]";
    return s;
  }
  static std::string paren(const std::string& n) {
    return n.find(' ') != std::string::npos && n[0] != '(' && n[0] != '{' ? "(" + n + ")" : n;
  }
  // How a component is spelled inside a generated C name.
  std::string piece(int f) const {
    const ApiType& a = out.types[f];
    if (a.kind == ApiType::Kind::Prim) return prim_name(a.prim);
    if (a.kind == ApiType::Kind::Array) return "arr" + std::to_string(a.rank) + "d_" + prim_name(a.prim);
    return a.cname;
  }
  void append_leaves(std::vector<std::pair<PrimType, int>>& leaves, int t, int rank) const {
    for (auto [p, r] : out.types[t].leaves) leaves.push_back({p, r + rank});
  }

  // The leaves of t, in the Core IR's order (backend/api_types.h).
  void leaves_of(const TypeP& t0, int rank, std::vector<std::pair<PrimType, int>>& leaves) const {
    TypeP t = tp_.solver.resolve(t0);
    switch (t->kind) {
      case TypeNode::Kind::Prim: leaves.push_back({t->prim, rank}); return;
      case TypeNode::Kind::Array: leaves_of(t->elem, rank + (int)t->shape.size(), leaves); return;
      case TypeNode::Kind::Tuple:
        for (auto& e : t->elems) leaves_of(e, rank, leaves);
        return;
      case TypeNode::Kind::Record:
        for (auto& f : t->fields) leaves_of(f.second, rank, leaves);
        return;
      case TypeNode::Kind::Sum:
        leaves.push_back({PrimType::U8, rank});
        for (auto& c : t->constrs)
          for (auto& p : c.second) leaves_of(p, rank, leaves);
        return;
      default: throw Unsupported{};
    }
  }

  int abstract(const TypeP& t, const std::string& display) {
    // The leaves of the underlying type, without exposing its structure.
    ApiType a;
    a.kind = ApiType::Kind::Abstract;
    a.name = display;
    leaves_of(t, 0, a.leaves);
    std::string cn;
    for (char c : display) cn += std::isalnum((unsigned char)c) ? c : '_';
    a.cname = cn;
    return add(std::move(a), display);
  }

  // Adds `a` (its name is `named` where the user gave one), or finds the
  // same type added before.  Two different types never share a name.
  int add(ApiType a, const std::string& named) {
    if (a.opaque()) {
      std::string key = structural_key(a);
      if (!named.empty()) {
        a.name = named;
        std::string cn;
        for (char c : named) cn += std::isalnum((unsigned char)c) ? c : '_';
        a.cname = cn;
      }
      if (!c_identifier(a.cname) || a.cname.size() > 64) a.cname = a.cname.substr(0, 3) + "_" + hash_name(key);
      auto it = by_name_.find(a.name);
      while (it != by_name_.end() && structural_key(out.types[it->second]) != key) {
        a.name += "'";
        a.cname += "_" + hash_name(key);
        it = by_name_.find(a.name);
      }
      if (it != by_name_.end()) return it->second;
    } else {
      auto it = by_name_.find(a.name);
      if (it != by_name_.end()) return it->second;
    }
    out.types.push_back(std::move(a));
    by_name_[out.types.back().name] = (int)out.types.size() - 1;
    return (int)out.types.size() - 1;
  }

  std::string structural_key(const ApiType& a) const {
    std::string k = std::to_string((int)a.kind) + "<" + std::to_string(a.rank) + ":";
    if (a.kind == ApiType::Kind::Abstract) k += a.name;
    for (auto& [n, f] : a.fields) k += n + "=" + out.types[f].name + ",";
    for (auto& [n, ps] : a.variants) {
      k += "#" + n;
      for (int p : ps) k += " " + out.types[p].name;
      k += "|";
    }
    if (a.elem >= 0) k += "elem=" + out.types[a.elem].name;
    for (auto [p, r] : a.leaves) k += prim_name(p) + std::to_string(r) + ";";
    return k + ">";
  }
};

}  // namespace

ApiTypes entry_api_types(const TypedProgram& tp, const Defunctorised& flat) {
  Converter cv(tp, flat);
  for (size_t i = tp.prelude_decls; i < tp.prog.decls.size(); ++i) {
    const ast::Decl& d = tp.prog.decls[i];
    if (d.kind != ast::Decl::Kind::Val || !(d.val.entry || d.val.name == "main")) continue;
    const ast::ValDecl& v = d.val;
    auto sch = tp.schemes.find(&v);
    if (sch == tp.schemes.end()) continue;
    ApiEntry e;
    e.name = written_name(v.name);  // `entry sum` is `sum'user` here
    for (auto& at : v.attrs) e.attributes.push_back(at.text);
    try {
    TypeP t = tp.solver.resolve(sch->second.type);
    for (auto& p : v.params) {
      if (t->kind != TypeNode::Kind::Arrow) break;
      const ast::TypeExp* hint = p->kind == ast::Pat::Kind::Ascribed ? p->type.get() : nullptr;
      e.params.push_back(cv.convert(t->param, hint));
      e.params_unique.push_back(hint && hint->unique);
      t = tp.solver.resolve(t->result);
    }
    // A point-free entry (`entry main = f`): the remaining parameters have
    // no patterns, and the return type annotation, if any, is not theirs.
    const ast::TypeExp* rh = v.ret_type.get();
    for (; t->kind == TypeNode::Kind::Arrow; t = tp.solver.resolve(t->result)) {
      e.params.push_back(cv.convert(t->param, nullptr));
      e.params_unique.push_back(false);
      rh = nullptr;
    }
    if (rh && rh->kind == ast::TypeExp::Kind::Exists) rh = rh->elem.get();
    // A tuple result is several results unless an abbreviation names it.
    if (t->kind == TypeNode::Kind::Tuple && !t->elems.empty() &&
        (!rh || rh->kind == ast::TypeExp::Kind::Tuple)) {
      for (size_t k = 0; k < t->elems.size(); ++k) {
        const ast::TypeExp* h = rh && k < rh->elems.size() ? rh->elems[k].get() : nullptr;
        e.results.push_back(cv.convert(t->elems[k], h));
        e.results_unique.push_back(h && h->unique);
      }
    } else if (!(t->kind == TypeNode::Kind::Tuple && t->elems.empty() && !rh)) {
      e.results.push_back(cv.convert(t, rh));
      e.results_unique.push_back(rh && rh->unique);
    }
    } catch (const Unsupported&) {
      continue;
    }
    cv.out.entries.push_back(std::move(e));
  }
  return std::move(cv.out);
}

}  // namespace runic
