// Records and sums to tuples and tags: see records.h.
#include "elaborate/records.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <utility>

#include "support/source.h"

namespace runic {

size_t record_field_position(const std::vector<std::string>& names, const std::string& name) {
  // The labels 0..n-1 (canonical decimals, as typecheck/types.cpp reads
  // them): the record is the n-tuple.
  auto index = [](const std::string& f) -> long {
    if (f.empty() || f.size() > 9 || (f[0] == '0' && f.size() > 1)) return -1;
    for (char c : f)
      if (c < '0' || c > '9') return -1;
    return std::stol(f);
  };
  if (names.size() != 1) {
    std::vector<bool> seen(names.size(), false);
    bool tuple = true;
    for (auto& n : names) {
      long i = index(n);
      if (i < 0 || (size_t)i >= names.size() || seen[i]) {
        tuple = false;
        break;
      }
      seen[i] = true;
    }
    if (tuple) return (size_t)index(name);
  }
  size_t pos = 0;
  for (auto& n : names) pos += n < name;
  return pos;
}

SumLayout sum_layout(const ast::TypeExp& sum, const std::string& constr) {
  SumLayout l;
  bool found = false;
  for (size_t k = 0; k < sum.constrs.size(); ++k) {
    if (sum.constrs[k].first == constr && !found) {
      l.tag = k;
      found = true;
    }
    if (!found) l.offset += sum.constrs[k].second.size();
    l.total += sum.constrs[k].second.size();
  }
  return l;
}

namespace {

using EK = ast::Expr::Kind;
using PK = ast::Pat::Kind;
using TK = ast::TypeExp::Kind;
using ast::ExprPtr;
using ast::PatPtr;
using ast::TypeExpPtr;

// ---- AST construction ----
ExprPtr mk(EK k, const Span& sp) {
  auto e = std::make_shared<ast::Expr>();
  e->kind = k;
  e->span = sp;
  return e;
}
ExprPtr mk_var(const std::string& n, const Span& sp) {
  auto e = mk(EK::Var, sp);
  e->name = n;
  return e;
}
ExprPtr mk_int(int64_t v, PrimType t, const Span& sp) {
  auto e = mk(EK::IntLit, sp);
  e->negative = v < 0;
  uint64_t a = v < 0 ? (uint64_t)(-(v + 1)) + 1 : (uint64_t)v;
  e->int_value = a;
  e->int_digits = std::to_string(a);
  e->suffix = t;
  return e;
}
ExprPtr mk_bool(bool b, const Span& sp) {
  auto e = mk(EK::BoolLit, sp);
  e->bool_value = b;
  return e;
}
ExprPtr mk_tuple(std::vector<ExprPtr> es, const Span& sp) {
  if (es.empty()) return mk(EK::Unit, sp);
  if (es.size() == 1) return es[0];
  auto e = mk(EK::Tuple, sp);
  e->elems = std::move(es);
  return e;
}
ExprPtr mk_proj(ExprPtr x, size_t i, const Span& sp) {
  auto e = mk(EK::Proj, sp);
  e->elems = {std::move(x)};
  e->field = std::to_string(i);
  return e;
}
ExprPtr mk_apply(ExprPtr f, std::vector<ExprPtr> args, const Span& sp) {
  auto e = mk(EK::Apply, sp);
  e->elems = {std::move(f)};
  for (auto& a : args) e->elems.push_back(std::move(a));
  return e;
}
ExprPtr mk_binop(const std::string& op, ExprPtr a, ExprPtr b, const Span& sp) {
  auto e = mk(EK::BinOp, sp);
  e->op = op;
  e->elems = {std::move(a), std::move(b)};
  return e;
}
ExprPtr mk_if(ExprPtr c, ExprPtr t, ExprPtr f, const Span& sp) {
  auto e = mk(EK::If, sp);
  e->elems = {std::move(c), std::move(t), std::move(f)};
  return e;
}
ExprPtr mk_let(PatPtr p, ExprPtr v, ExprPtr body, const Span& sp) {
  auto e = mk(EK::Let, sp);
  e->pat = std::move(p);
  e->elems = {std::move(v), std::move(body)};
  return e;
}
PatPtr mk_pid(const std::string& n, const Span& sp) {
  auto p = std::make_shared<ast::Pat>();
  p->kind = PK::Id;
  p->name = n;
  p->span = sp;
  return p;
}
PatPtr mk_pwild(const Span& sp) {
  auto p = std::make_shared<ast::Pat>();
  p->kind = PK::Wildcard;
  p->span = sp;
  return p;
}
PatPtr mk_ptuple(std::vector<PatPtr> ps, const Span& sp) {
  if (ps.size() == 1) return ps[0];
  auto p = std::make_shared<ast::Pat>();
  p->kind = ps.empty() ? PK::Unit : PK::Tuple;
  p->elems = std::move(ps);
  p->span = sp;
  return p;
}

// A fresh copy of a size expression (desugar makes them of variables,
// literals and operators), so that no node is shared.
ExprPtr copy_expr(const ExprPtr& e) {
  auto c = std::make_shared<ast::Expr>(*e);
  for (auto& x : c->elems)
    if (x) x = copy_expr(x);
  return c;
}

std::vector<std::string> field_names(const ast::TypeExp& rec) {
  std::vector<std::string> names;
  for (auto& f : rec.fields) names.push_back(f.first);
  return names;
}

class Records {
 public:
  ast::Program run(const ast::Program& in) {
    ast::Program out;
    out.file = in.file;
    for (const ast::Decl& d : in.decls) {
      out.decls.push_back(d);
      if (d.kind == ast::Decl::Kind::Val) val_decl(out.decls.back().val);
    }
    return out;
  }

 private:
  int counter_ = 0;

  std::string fresh(const std::string& base) { return base + "_rc" + std::to_string(counter_++); }

  void val_decl(ast::ValDecl& v) {
    for (auto& p : v.params) p = pat(p);
    v.ret_type = type(v.ret_type);
    v.body = expr(v.body);
  }

  // ---- types ----
  // The type a record or sum type becomes, everywhere inside `t`.
  TypeExpPtr type(const TypeExpPtr& t) {
    if (!t) return t;
    switch (t->kind) {
      case TK::Record: {
        std::vector<TypeExpPtr> es;
        for (auto& f : t->fields) es.push_back(type(f.second));
        return tuple_type(std::move(es), t->unique, t->span);
      }
      case TK::Sum: {
        auto tag = std::make_shared<ast::TypeExp>();
        tag->kind = TK::Prim;
        tag->prim = PrimType::U8;
        tag->span = t->span;
        std::vector<TypeExpPtr> es = {tag};
        for (auto& c : t->constrs)
          for (auto& p : c.second) es.push_back(type(p));
        return tuple_type(std::move(es), t->unique, t->span);
      }
      default: {
        auto r = std::make_shared<ast::TypeExp>(*t);
        if (r->elem) r->elem = type(r->elem);
        for (auto& e : r->elems) e = type(e);
        for (auto& a : r->type_args)
          if (a.type) a.type = type(a.type);
        return r;
      }
    }
  }
  // The tuple type of `es` (one: the type itself, unique if the record or
  // its field is: `{x: *[]t}` is `*[]t`) with the uniqueness of the record
  // or sum it stands for.
  static TypeExpPtr tuple_type(std::vector<TypeExpPtr> es, bool unique, const Span& sp) {
    TypeExpPtr r;
    if (es.size() == 1) {
      r = std::make_shared<ast::TypeExp>(*es[0]);
      unique = unique || es[0]->unique;
    } else {
      r = std::make_shared<ast::TypeExp>();
      r->kind = es.empty() ? TK::Unit : TK::Tuple;
      r->elems = std::move(es);
      r->span = sp;
    }
    r->unique = unique;
    return r;
  }

  // ---- patterns ----
  // A tuple pattern for a record or constructor pattern (payloads of
  // other constructors: wildcards); a literal becomes a wildcard (`match`
  // tests it separately).
  PatPtr pat(const PatPtr& p) {
    switch (p->kind) {
      case PK::Record: {
        std::vector<std::string> names;
        for (auto& f : p->fields) names.push_back(f.first);
        std::vector<PatPtr> es(names.size());
        for (auto& [n, fp] : p->fields) es.at(record_field_position(names, n)) = pat(fp);
        return mk_ptuple(es, p->span);
      }
      case PK::Constr: {
        if (!p->type || p->type->kind != TK::Sum) return mk_pwild(p->span);
        std::vector<PatPtr> es = {mk_pwild(p->span)};
        for (auto& [c, ps] : p->type->constrs)
          for (size_t j = 0; j < ps.size(); ++j)
            es.push_back(c == p->name ? pat(p->elems.at(j)) : mk_pwild(p->span));
        return mk_ptuple(es, p->span);
      }
      case PK::Literal: return mk_pwild(p->span);
      default: {
        auto q = std::make_shared<ast::Pat>(*p);
        if (q->inner) q->inner = pat(q->inner);
        for (auto& e : q->elems) e = pat(e);
        q->type = type(q->type);
        return q;
      }
    }
  }

  // The condition under which value `v` (already lowered) matches the
  // pattern `p` (not yet lowered); nullptr when it always does.
  ExprPtr cond(const ast::Pat& p, const ExprPtr& v) {
    auto conj = [&](ExprPtr a, ExprPtr b) -> ExprPtr {
      if (!a) return b;
      if (!b) return a;
      return mk_binop("&&", a, b, p.span);
    };
    switch (p.kind) {
      case PK::Id:
      case PK::Wildcard:
      case PK::Unit: return nullptr;
      case PK::Ascribed: return cond(*p.inner, v);
      case PK::Literal: return mk_binop("==", v, std::make_shared<ast::Expr>(*p.literal), p.span);
      case PK::Tuple: {
        ExprPtr c;
        for (size_t i = 0; i < p.elems.size(); ++i) c = conj(c, cond(*p.elems[i], mk_proj(v, i, p.span)));
        return c;
      }
      case PK::Record: {
        // The fields in the order written (the order of the tests).
        std::vector<std::string> names;
        for (auto& f : p.fields) names.push_back(f.first);
        ExprPtr c;
        for (auto& [n, fp] : p.fields) {
          ExprPtr fv = names.size() == 1 ? v : mk_proj(v, record_field_position(names, n), p.span);
          c = conj(c, cond(*fp, fv));
        }
        return c;
      }
      case PK::Constr: {
        if (!p.type || p.type->kind != TK::Sum) return nullptr;
        SumLayout l = sum_layout(*p.type, p.name);
        ExprPtr tagv = l.total == 1 ? v : mk_proj(v, 0, p.span);
        ExprPtr c = mk_binop("==", tagv, mk_int((int64_t)l.tag, PrimType::U8, p.span), p.span);
        for (size_t j = 0; j < p.elems.size(); ++j) c = conj(c, cond(*p.elems[j], mk_proj(v, l.offset + j, p.span)));
        return c;
      }
    }
    return nullptr;
  }

  // ---- values ----
  // A value of a (lowered) type, for the payloads of other constructors.
  ExprPtr blank(const TypeExpPtr& t, const Span& sp) {
    switch (t->kind) {
      case TK::Prim:
        if (t->prim == PrimType::Bool) return mk_bool(false, sp);
        return mk_int(0, t->prim, sp);
      case TK::Unit: return mk_tuple({}, sp);
      case TK::Tuple: {
        std::vector<ExprPtr> es;
        for (auto& e : t->elems) es.push_back(blank(e, sp));
        return mk_tuple(es, sp);
      }
      case TK::Array: {
        // Of the size the type gives where that is known here (Futhark
        // requires it to be): arrays of the sum type must be regular.
        ExprPtr row = blank(t->elem, sp);
        ExprPtr n = dim_expr(t->dim, sp);
        return mk_apply(mk_var("replicate", sp), {n ? n : mk_int(0, PrimType::I64, sp), row}, sp);
      }
      case TK::Hole: {
        // A type parameter: the elaborator makes the blank once it knows it.
        auto e = mk(EK::Ascript, sp);
        e->elems = {mk_var("#blank", sp)};
        e->type = t;
        return e;
      }
      default:
        user_error(sp, "a value of type `" + ast::print_type(*t) + "` cannot be a payload of a sum type here");
    }
  }
  static ExprPtr dim_expr(const ast::DimExp& d, const Span& sp) {
    switch (d.kind) {
      case ast::DimExp::Kind::Const: return mk_int(d.value, PrimType::I64, sp);
      case ast::DimExp::Kind::Name: return mk_var(d.name, sp);
      case ast::DimExp::Kind::Expr: return d.expr ? copy_expr(d.expr) : nullptr;
      case ast::DimExp::Kind::Any: return nullptr;
    }
    return nullptr;
  }

  // Value `v` (lowered) of type `t` with the part at `path[k..]` replaced
  // by `nv` (lowered).
  ExprPtr update(const ExprPtr& v, const TypeExpPtr& t, const std::vector<std::string>& path, size_t k,
                 const ExprPtr& nv, const Span& sp) {
    if (k == path.size()) return nv;
    if (t && t->kind == TK::Record && t->fields.size() == 1) return update(v, t->fields[0].second, path, k + 1, nv, sp);
    std::string tmp = fresh("rec");
    ExprPtr tv = mk_var(tmp, sp);
    std::vector<ExprPtr> es;
    // The fields kept are read into variables of their own before the new
    // value is computed: `r with a = (r.a with [0] = 5)` consumes `r`, and
    // a kept scalar field read afterwards would be a use of `r`.
    std::vector<std::pair<std::string, ExprPtr>> kept;
    auto keep = [&](size_t i) {
      std::string f = fresh("fld");
      kept.push_back({f, mk_proj(tv, i, sp)});
      return mk_var(f, sp);
    };
    if (t && t->kind == TK::Record) {
      size_t idx = record_field_position(field_names(*t), path[k]);
      for (size_t i = 0; i < t->fields.size(); ++i)
        es.push_back(i == idx ? update(mk_proj(tv, i, sp), t->fields[i].second, path, k + 1, nv, sp) : keep(i));
    } else if (t && t->kind == TK::Tuple) {
      size_t idx = std::stoul(path[k]);
      for (size_t i = 0; i < t->elems.size(); ++i)
        es.push_back(i == idx ? update(mk_proj(tv, i, sp), t->elems[i], path, k + 1, nv, sp) : keep(i));
    } else {
      user_error(sp, "record update of a value of type `" + (t ? ast::print_type(*t) : std::string("?")) + "`");
    }
    ExprPtr body = mk_tuple(es, sp);
    for (size_t i = kept.size(); i-- > 0;) body = mk_let(mk_pid(kept[i].first, sp), kept[i].second, body, sp);
    return mk_let(mk_pid(tmp, sp), v, body, sp);
  }

  // ---- equality ----
  // `a == b` on values (lowered) of type `t` (not lowered).  Futhark
  // compares tuples, records, sums and arrays structurally; the elaborator
  // compares scalars only, so the comparison is spelled out: components
  // in turn; the tags, then the payload of the constructor both carry (the
  // other payloads are blanks); arrays by length, then element by element.
  // Scalars and type holes keep the operator.
  ExprPtr equal(const ExprPtr& a, const ExprPtr& b, const TypeExpPtr& t, const Span& sp) {
    if (t->kind != TK::Tuple && t->kind != TK::Unit && t->kind != TK::Record && t->kind != TK::Sum &&
        t->kind != TK::Array)
      return mk_binop("==", a, b, sp);
    std::string x = fresh("eq"), y = fresh("eq");
    ExprPtr xv = mk_var(x, sp), yv = mk_var(y, sp);
    auto conj = [&](ExprPtr c, ExprPtr d) { return c ? mk_binop("&&", c, d, sp) : d; };
    ExprPtr r;
    if (t->kind == TK::Array) {
      auto l = mk(EK::Lambda, sp);
      std::string p = fresh("eq"), q = fresh("eq");
      l->params = {mk_pid(p, sp), mk_pid(q, sp)};
      l->elems = {equal(mk_var(p, sp), mk_var(q, sp), t->elem, sp)};
      auto len = [&](const ExprPtr& v) { return mk_apply(mk_var("length", sp), {v}, sp); };
      r = mk_binop("&&", mk_binop("==", len(xv), len(yv), sp),
                   mk_apply(mk_var("and", sp), {mk_apply(mk_var("map2", sp), {l, xv, yv}, sp)}, sp), sp);
    } else if (t->kind == TK::Sum) {
      size_t total = sum_layout(*t, "").total;
      auto at = [&](const ExprPtr& v, size_t i) { return total == 1 ? v : mk_proj(v, i, sp); };
      r = mk_binop("==", at(xv, 0), at(yv, 0), sp);
      // if tag == 0 then (payloads of 0 equal) else if ... else true
      ExprPtr chain = mk_bool(true, sp);
      size_t offset = 1;
      std::vector<std::pair<size_t, ExprPtr>> arms;
      for (size_t k = 0; k < t->constrs.size(); ++k) {
        ExprPtr c;
        for (size_t j = 0; j < t->constrs[k].second.size(); ++j)
          c = conj(c, equal(at(xv, offset + j), at(yv, offset + j), t->constrs[k].second[j], sp));
        offset += t->constrs[k].second.size();
        if (c) arms.push_back({k, c});
      }
      for (size_t i = arms.size(); i-- > 0;)
        chain = mk_if(mk_binop("==", at(xv, 0), mk_int((int64_t)arms[i].first, PrimType::U8, sp), sp),
                      arms[i].second, chain, sp);
      if (!arms.empty()) r = mk_binop("&&", r, chain, sp);
    } else {
      std::vector<TypeExpPtr> ts;
      if (t->kind == TK::Record) {
        for (auto& f : t->fields) ts.push_back(f.second);
      } else {
        ts = t->elems;
      }
      for (size_t i = 0; i < ts.size(); ++i) {
        ExprPtr xi = ts.size() == 1 ? xv : mk_proj(xv, i, sp), yi = ts.size() == 1 ? yv : mk_proj(yv, i, sp);
        r = conj(r, equal(xi, yi, ts[i], sp));
      }
      if (!r) r = mk_bool(true, sp);
    }
    return mk_let(mk_pid(x, sp), a, mk_let(mk_pid(y, sp), b, r, sp), sp);
  }

  // `==` or `!=` (op) at operand type `t`.
  ExprPtr compare(const std::string& op, const ExprPtr& a, const ExprPtr& b, const TypeExpPtr& t,
                  const Span& sp) {
    ExprPtr r = equal(a, b, t, sp);
    if (r->kind == EK::BinOp) {
      r->op = op;
      return r;
    }
    if (op == "==") return r;
    auto n = mk(EK::Not, sp);
    n->elems = {r};
    return n;
  }

  // ---- expressions ----
  ExprPtr expr(const ExprPtr& e) {
    switch (e->kind) {
      case EK::Record: {
        // Its fields are in the tuple's order already (desugar.h).
        std::vector<ExprPtr> es;
        for (auto& x : e->elems) es.push_back(expr(x));
        return mk_tuple(es, e->span);
      }
      case EK::Proj:
        if (e->type && e->type->kind == TK::Record) {
          ExprPtr v = expr(e->elems[0]);
          if (e->type->fields.size() == 1) return v;
          return mk_proj(v, record_field_position(field_names(*e->type), e->field), e->span);
        }
        break;
      case EK::RecordUpdate:
        return update(expr(e->elems[0]), e->type, e->field_path, 0, expr(e->elems[1]), e->span);
      case EK::Constr: {
        const TypeExpPtr& t = e->type;
        internal_assert(t && t->kind == TK::Sum, "records: constructor #" << e->name << " without its sum type");
        SumLayout l = sum_layout(*t, e->name);
        std::vector<ExprPtr> es = {mk_int((int64_t)l.tag, PrimType::U8, e->span)};
        for (size_t k = 0; k < t->constrs.size(); ++k)
          for (size_t j = 0; j < t->constrs[k].second.size(); ++j)
            es.push_back(k == l.tag ? expr(e->elems.at(j)) : blank(type(t->constrs[k].second[j]), e->span));
        return mk_tuple(es, e->span);
      }
      case EK::Match: {
        std::string s = fresh("scrut");
        ExprPtr sv = mk_var(s, e->span);
        ExprPtr chain;
        for (size_t i = e->cases.size(); i-- > 0;) {
          const ast::Pat& c = *e->cases[i];
          ExprPtr body = mk_let(pat(e->cases[i]), sv, expr(e->elems[i + 1]), c.span);
          // The last case: taken when nothing else matched.
          ExprPtr test = chain ? cond(c, sv) : nullptr;
          chain = test ? mk_if(test, body, chain, c.span) : body;
        }
        return mk_let(mk_pid(s, e->span), expr(e->elems[0]), chain, e->span);
      }
      case EK::BinOp:
        if (e->type && (e->op == "==" || e->op == "!=") && e->qual.empty())
          return compare(e->op, expr(e->elems[0]), expr(e->elems[1]), e->type, e->span);
        break;
      default: break;
    }
    auto out = std::make_shared<ast::Expr>(*e);
    for (auto& x : out->elems)
      if (x) x = expr(x);
    for (auto& d : out->indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x) *x = expr(*x);
    if (out->pat) out->pat = pat(out->pat);
    if (out->loop_pat) out->loop_pat = pat(out->loop_pat);
    for (auto& p : out->params) p = pat(p);
    out->type = type(out->type);
    return out;
  }
};

}  // namespace

ast::Program lower_records(const ast::Program& prog) { return Records().run(prog); }

}  // namespace runic
