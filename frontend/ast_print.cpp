// AST printer: prints the AST back as normalised source text, for debugging
// (`--dump-after=parse`), error messages and parser tests.
//
// Binary operators are always printed fully parenthesised, `(a + b)`, so that
// the printed text shows exactly how the parser grouped an expression.
// Application is printed by juxtaposition, with parentheses around every
// argument that is not atomic; prefix operators print as `(-e)`/`(!e)`.
// `if`, `let`, `loop`, `match`, lambdas, attributes, `assert`, ranges,
// `with` and ascriptions are printed bare at the top of an expression and
// parenthesised when nested inside another one; a `match` that would swallow
// the cases after it is parenthesised too.  Types are parenthesised only
// where the grammar needs it (an array type as a type argument, a function
// type as a parameter type, ...).  Infix operator definitions print in
// prefix form, `def (+^) x y`.  The output parses back to the same AST.
#include <cctype>
#include <charconv>
#include <sstream>

#include "frontend/ast.h"

namespace runic::ast {
namespace {

// Where an expression is printed: at the top (no parentheses needed), as an
// operand of an operator (open expressions need them), or as an argument of
// an application or base of an index/projection (applications need them too).
enum class Ctx { Top, Operand, Arg };

// Where a type is printed, loosest first: anywhere (`type_exp`), as the
// parameter of a function type (no arrow), as an array element (no sum
// type), as a type argument or constructor payload (atomic).
enum class TCtx { Top = 0, NoArrow = 1, App = 2, Atom = 3 };

std::string prim_spelling(PrimType t) { return prim_name(t); }

// Every printer appends to `o`, so that printing a deeply nested AST costs
// time linear in the size of the output.
void expr_out(std::string& o, const Expr& e, Ctx ctx);
void type_out(std::string& o, const TypeExp& t, TCtx ctx);

bool is_op_name(const std::string& s) {
  return !s.empty() && std::string("+-*/%=!><&^|").find(s[0]) != std::string::npos;
}

void dim_out(std::string& o, const DimExp& d) {
  o += '[';
  switch (d.kind) {
    case DimExp::Kind::Any: break;
    case DimExp::Kind::Const: o += std::to_string(d.value); break;
    case DimExp::Kind::Name: o += d.anonymous ? "" : d.name; break;
    case DimExp::Kind::Expr: expr_out(o, *d.expr, Ctx::Top); break;
  }
  o += ']';
}

// The context a type's own syntax belongs to.
TCtx type_level(const TypeExp& t, bool with_unique = true) {
  if (t.unique && with_unique) return TCtx::NoArrow;
  switch (t.kind) {
    case TypeExp::Kind::Arrow:
    case TypeExp::Kind::Exists: return TCtx::Top;
    case TypeExp::Kind::Sum: return TCtx::NoArrow;
    case TypeExp::Kind::Array: return TCtx::App;
    case TypeExp::Kind::Named:
      return t.type_args.empty() && t.size_args.empty() ? TCtx::Atom : TCtx::App;
    case TypeExp::Kind::Hole:
    case TypeExp::Kind::Prim:
    case TypeExp::Kind::Unit:
    case TypeExp::Kind::Tuple:
    case TypeExp::Kind::Record: return TCtx::Atom;
  }
  return TCtx::Top;
}

// `t` without its uniqueness mark.
void type_body_out(std::string& o, const TypeExp& t) {
  switch (t.kind) {
    case TypeExp::Kind::Hole: o += '_'; return;
    case TypeExp::Kind::Prim: o += prim_spelling(t.prim); return;
    case TypeExp::Kind::Unit: o += "()"; return;
    case TypeExp::Kind::Array:
      dim_out(o, t.dim);
      type_out(o, *t.elem, TCtx::App);
      return;
    case TypeExp::Kind::Tuple:
      o += '(';
      for (size_t i = 0; i < t.elems.size(); ++i) {
        if (i) o += ", ";
        type_out(o, *t.elems[i], TCtx::Top);
      }
      o += ')';
      return;
    case TypeExp::Kind::Arrow:
      if (t.param_name.empty()) {
        type_out(o, *t.elems[0], TCtx::NoArrow);
      } else {
        o += "(" + t.param_name + ": ";
        type_out(o, *t.elems[0], TCtx::Top);
        o += ')';
      }
      o += " -> ";
      type_out(o, *t.elems[1], TCtx::Top);
      return;
    case TypeExp::Kind::Named:
      o += t.name;
      if (!t.type_args.empty()) {
        for (const auto& a : t.type_args) {
          o += ' ';
          if (a.is_size) dim_out(o, a.dim);
          else type_out(o, *a.type, TCtx::Atom);
        }
      } else {
        for (const auto& d : t.size_args) {
          o += ' ';
          dim_out(o, d);
        }
      }
      return;
    case TypeExp::Kind::Record:
      o += '{';
      for (size_t i = 0; i < t.fields.size(); ++i) {
        if (i) o += ", ";
        o += t.fields[i].first + ": ";
        type_out(o, *t.fields[i].second, TCtx::Top);
      }
      o += '}';
      return;
    case TypeExp::Kind::Sum:
      for (size_t i = 0; i < t.constrs.size(); ++i) {
        o += (i ? " | #" : "#") + t.constrs[i].first;
        for (const auto& p : t.constrs[i].second) {
          o += ' ';
          type_out(o, *p, TCtx::Atom);
        }
      }
      return;
    case TypeExp::Kind::Exists:
      o += '?';
      for (const auto& n : t.ext_sizes) o += "[" + n + "]";
      o += '.';
      type_out(o, *t.elem, TCtx::Top);
      return;
  }
}

void type_out(std::string& o, const TypeExp& t, TCtx ctx) {
  bool paren = type_level(t) < ctx;
  if (paren) o += '(';
  if (t.unique) {
    o += '*';
    bool inner_paren = type_level(t, false) < TCtx::App;
    if (inner_paren) o += '(';
    type_body_out(o, t);
    if (inner_paren) o += ')';
  } else {
    type_body_out(o, t);
  }
  if (paren) o += ')';
}

void attrs_out(std::string& o, const std::vector<Attr>& attrs) {
  for (const auto& a : attrs) o += "#[" + a.text + "] ";
}

// `atom`: the pattern must be atomic (a function parameter or constructor
// payload).  `with_attrs` false: print `p` without its attributes.
void pat_out(std::string& o, const Pat& p, bool atom = false, bool with_attrs = true) {
  if (with_attrs && !p.attrs.empty()) {
    o += '(';
    attrs_out(o, p.attrs);
    pat_out(o, p, false, false);
    o += ')';
    return;
  }
  switch (p.kind) {
    case Pat::Kind::Id: o += is_op_name(p.name) ? "(" + p.name + ")" : p.name; return;
    case Pat::Kind::Wildcard: o += '_'; return;
    case Pat::Kind::Unit: o += "()"; return;
    case Pat::Kind::Tuple:
      o += '(';
      for (size_t i = 0; i < p.elems.size(); ++i) {
        if (i) o += ", ";
        pat_out(o, *p.elems[i]);
      }
      o += ')';
      return;
    case Pat::Kind::Ascribed:
      o += '(';
      pat_out(o, *p.inner);
      o += ": ";
      type_out(o, *p.type, TCtx::Top);
      o += ')';
      return;
    case Pat::Kind::Record:
      o += '{';
      for (size_t i = 0; i < p.fields.size(); ++i) {
        const auto& [name, fp] = p.fields[i];
        if (i) o += ", ";
        if (fp->attrs.empty() && fp->kind == Pat::Kind::Id && fp->name == name) {
          o += name;
        } else if (fp->attrs.empty() && fp->kind == Pat::Kind::Ascribed && fp->inner->attrs.empty() &&
                   fp->inner->kind == Pat::Kind::Id && fp->inner->name == name) {
          o += name + ": ";
          type_out(o, *fp->type, TCtx::Top);
        } else {
          o += name + " = ";
          pat_out(o, *fp);
        }
      }
      o += '}';
      return;
    case Pat::Kind::Literal: expr_out(o, *p.literal, Ctx::Top); return;
    case Pat::Kind::Constr: {
      bool paren = atom && !p.elems.empty();
      if (paren) o += '(';
      o += "#" + p.name;
      for (const auto& e : p.elems) {
        o += ' ';
        pat_out(o, *e, true);
      }
      if (paren) o += ')';
      return;
    }
  }
}

std::string float_str(double v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".einf") == std::string::npos) s += ".0";
  return s;
}

std::string escape(const std::string& s, char quote) {
  std::string out;
  for (unsigned char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\\': out += "\\\\"; break;
      case '\0': out += "\\0"; break;
      default:
        if (c == static_cast<unsigned char>(quote)) {
          out += '\\';
          out += static_cast<char>(c);
        } else if (c < 0x20 || c == 0x7f) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out;
}

void indices_out(std::string& o, const std::vector<DimIndex>& idx) {
  o += '[';
  for (size_t i = 0; i < idx.size(); ++i) {
    if (i) o += ", ";
    const DimIndex& d = idx[i];
    if (!d.is_slice) {
      expr_out(o, *d.index, Ctx::Top);
      continue;
    }
    if (d.start) expr_out(o, *d.start, Ctx::Operand);
    o += ':';
    if (d.end) expr_out(o, *d.end, Ctx::Operand);
    if (d.stride) {
      o += ':';
      expr_out(o, *d.stride, Ctx::Operand);
    }
  }
  o += ']';
}

void list_out(std::string& o, const std::vector<ExprPtr>& es) {
  for (size_t i = 0; i < es.size(); ++i) {
    if (i) o += ", ";
    expr_out(o, *es[i], Ctx::Top);
  }
}

void params_out(std::string& o, const std::vector<PatPtr>& ps) {
  for (const auto& p : ps) {
    o += ' ';
    pat_out(o, *p, true);
  }
}

void size_params_out(std::string& o, const std::vector<std::string>& ns) {
  for (const auto& n : ns) o += " [" + n + "]";
}

// The type parameters in source order (the old `size_params` field alone
// when `type_params` is empty).
void type_params_out(std::string& o, const std::vector<TypeParam>& tps, const std::vector<std::string>& sizes) {
  if (tps.empty()) return size_params_out(o, sizes);
  for (const auto& tp : tps) {
    switch (tp.kind) {
      case TypeParam::Kind::Size: o += " [" + tp.name + "]"; break;
      case TypeParam::Kind::Type: o += " '" + tp.name; break;
      case TypeParam::Kind::SizeLifted: o += " '~" + tp.name; break;
      case TypeParam::Kind::Lifted: o += " '^" + tp.name; break;
    }
  }
}

std::string op_str(const Expr& e) {
  std::string s = e.qual.empty() ? e.op : e.qual + "." + e.op;
  // A name used as an operator (the section `(`f` y)`) is backticked.
  if (!e.op.empty() && (std::isalpha((unsigned char)e.op[0]) || e.op[0] == '_'))
    return "`" + s + "`";
  return s;
}

// Whether `e`, printed bare, ends in a `match` whose last case would take
// the text that follows (another `case`).
bool ends_in_match(const Expr& e) {
  using K = Expr::Kind;
  const Expr* cur = &e;
  while (true) {
    switch (cur->kind) {
      case K::Match: return true;
      case K::If: cur = cur->elems[2].get(); break;
      case K::Let:
      case K::LetFun: cur = cur->elems[1].get(); break;
      case K::Loop: cur = cur->elems[2].get(); break;
      case K::Lambda:
      case K::Attr: cur = cur->elems[0].get(); break;
      case K::Assert: cur = cur->elems[1].get(); break;
      default: return false;
    }
  }
}

// `e` at the top, in parentheses when `paren`.
void expr_paren_out(std::string& o, const Expr& e, bool paren) {
  if (paren) o += '(';
  expr_out(o, e, Ctx::Top);
  if (paren) o += ')';
}

void expr_out(std::string& o, const Expr& e, Ctx ctx) {
  using K = Expr::Kind;
  // Open forms (extending to the right) are parenthesised below the top.
  const bool open = ctx != Ctx::Top;
  switch (e.kind) {
    case K::IntLit: {
      std::string s = (e.negative ? "-" : "") + e.int_digits;
      if (e.suffix) s += prim_spelling(*e.suffix);
      o += e.negative && ctx == Ctx::Arg ? "(" + s + ")" : s;
      return;
    }
    case K::FloatLit: {
      std::string s = float_str(e.float_value);
      if (e.suffix) s += prim_spelling(*e.suffix);
      o += s[0] == '-' && ctx == Ctx::Arg ? "(" + s + ")" : s;
      return;
    }
    case K::BoolLit: o += e.bool_value ? "true" : "false"; return;
    case K::CharLit: {
      uint64_t cp = e.int_value;
      if (cp < 0x80) {
        o += "'" + escape(std::string(1, static_cast<char>(cp)), '\'') + "'";
        return;
      }
      char buf[16];
      std::snprintf(buf, sizeof buf, "'\\U%08x'", static_cast<unsigned>(cp));
      o += buf;
      return;
    }
    case K::StringLit: o += "\"" + escape(e.string_value, '"') + "\""; return;
    case K::Var: o += e.name; return;
    case K::Unit: o += "()"; return;
    case K::Tuple:
      o += '(';
      list_out(o, e.elems);
      o += ')';
      return;
    case K::ArrayLit:
      o += '[';
      list_out(o, e.elems);
      o += ']';
      return;
    case K::Range: {
      if (open) o += '(';
      expr_out(o, *e.elems[0], Ctx::Operand);
      if (e.elems.size() == 3) {
        o += "..";
        expr_out(o, *e.elems[1], Ctx::Operand);
      }
      o += e.range_kind == Expr::RangeKind::Inclusive       ? "..."
           : e.range_kind == Expr::RangeKind::UpToExclusive ? "..<"
                                                            : "..>";
      expr_out(o, *e.elems.back(), Ctx::Operand);
      if (open) o += ')';
      return;
    }
    case K::Proj:
      expr_out(o, *e.elems[0], Ctx::Arg);
      o += "." + e.field;
      return;
    case K::Index:
      expr_out(o, *e.elems[0], Ctx::Arg);
      indices_out(o, e.indices);
      return;
    case K::Apply: {
      bool paren = ctx == Ctx::Arg;
      if (paren) o += '(';
      for (size_t i = 0; i < e.elems.size(); ++i) {
        if (i) o += ' ';
        expr_out(o, *e.elems[i], Ctx::Arg);
      }
      if (paren) o += ')';
      return;
    }
    case K::BinOp:
      o += '(';
      expr_out(o, *e.elems[0], Ctx::Operand);
      o += " " + op_str(e) + " ";
      expr_out(o, *e.elems[1], Ctx::Operand);
      o += ')';
      return;
    case K::Neg:
    case K::Not:
      o += e.kind == K::Neg ? "(-" : "(!";
      expr_out(o, *e.elems[0], Ctx::Arg);
      o += ')';
      return;
    case K::If:
      if (open) o += '(';
      o += "if ";
      expr_out(o, *e.elems[0], Ctx::Top);
      o += " then ";
      expr_out(o, *e.elems[1], Ctx::Top);
      o += " else ";
      expr_out(o, *e.elems[2], Ctx::Top);
      if (open) o += ')';
      return;
    case K::Let:
      if (open) o += '(';
      o += "let";
      size_params_out(o, e.size_params);
      o += ' ';
      pat_out(o, *e.pat);
      o += " = ";
      expr_out(o, *e.elems[0], Ctx::Top);
      o += " in ";
      expr_out(o, *e.elems[1], Ctx::Top);
      if (open) o += ')';
      return;
    case K::LetFun:
      if (open) o += '(';
      o += "let " + (is_op_name(e.name) ? "(" + e.name + ")" : e.name);
      type_params_out(o, e.type_params, e.size_params);
      params_out(o, e.params);
      if (e.type) {
        o += ": ";
        type_out(o, *e.type, TCtx::Top);
      }
      o += " = ";
      expr_out(o, *e.elems[0], Ctx::Top);
      o += " in ";
      expr_out(o, *e.elems[1], Ctx::Top);
      if (open) o += ')';
      return;
    case K::With:
    case K::RecordUpdate:
      if (open) o += '(';
      expr_out(o, *e.elems[0], Ctx::Operand);
      o += " with ";
      if (e.kind == K::With) {
        indices_out(o, e.indices);
      } else {
        for (size_t i = 0; i < e.field_path.size(); ++i) o += (i ? "." : "") + e.field_path[i];
      }
      o += " = ";
      expr_out(o, *e.elems[1], Ctx::Operand);
      if (open) o += ')';
      return;
    case K::Loop:
      if (open) o += '(';
      o += "loop ";
      pat_out(o, *e.pat);
      if (e.elems[0]) {
        o += " = ";
        expr_out(o, *e.elems[0], Ctx::Top);
      }
      switch (e.loop_form) {
        case LoopForm::For: o += " for " + e.loop_var + " < "; break;
        case LoopForm::ForIn:
          o += " for ";
          pat_out(o, *e.loop_pat);
          o += " in ";
          break;
        case LoopForm::While: o += " while "; break;
      }
      expr_out(o, *e.elems[1], Ctx::Top);
      o += " do ";
      expr_out(o, *e.elems[2], Ctx::Top);
      if (open) o += ')';
      return;
    case K::Lambda:
      if (open) o += '(';
      o += '\\';
      for (size_t i = 0; i < e.params.size(); ++i) {
        if (i) o += ' ';
        pat_out(o, *e.params[i], true);
      }
      if (e.type) {
        o += ": ";
        type_out(o, *e.type, TCtx::NoArrow);
      }
      o += " -> ";
      expr_out(o, *e.elems[0], Ctx::Top);
      if (open) o += ')';
      return;
    case K::OpSection: o += "(" + op_str(e) + ")"; return;
    case K::LeftSection:
      o += '(';
      expr_out(o, *e.elems[0], Ctx::Operand);
      o += " " + op_str(e) + ")";
      return;
    case K::RightSection:
      o += "(" + op_str(e) + " ";
      expr_out(o, *e.elems[0], Ctx::Operand);
      o += ')';
      return;
    case K::ProjSection: o += "(." + e.field + ")"; return;
    case K::Ascript:
    case K::Coerce:
      if (open) o += '(';
      expr_out(o, *e.elems[0], Ctx::Operand);
      o += e.kind == K::Ascript ? " : " : " :> ";
      type_out(o, *e.type, TCtx::Top);
      if (open) o += ')';
      return;
    case K::Assert:
      if (open) o += '(';
      o += "assert ";
      expr_out(o, *e.elems[0], Ctx::Arg);
      o += ' ';
      expr_out(o, *e.elems[1], Ctx::Top);
      if (open) o += ')';
      return;
    case K::Record:
      o += '{';
      for (size_t i = 0; i < e.elems.size(); ++i) {
        const Expr& v = *e.elems[i];
        if (i) o += ", ";
        if (v.kind == K::Var && v.name == e.field_names[i]) {
          o += v.name;
        } else {
          o += e.field_names[i] + " = ";
          expr_out(o, v, Ctx::Top);
        }
      }
      o += '}';
      return;
    case K::Constr: {
      bool paren = ctx == Ctx::Arg && !e.elems.empty();
      if (paren) o += '(';
      o += "#" + e.name;
      for (const auto& a : e.elems) {
        o += ' ';
        expr_out(o, *a, Ctx::Arg);
      }
      if (paren) o += ')';
      return;
    }
    case K::Match:
      if (open) o += '(';
      o += "match ";
      expr_paren_out(o, *e.elems[0], ends_in_match(*e.elems[0]));
      for (size_t i = 0; i < e.cases.size(); ++i) {
        const Expr& body = *e.elems[i + 1];
        o += " case ";
        pat_out(o, *e.cases[i]);
        o += " -> ";
        expr_paren_out(o, body, i + 1 < e.cases.size() && ends_in_match(body));
      }
      if (open) o += ')';
      return;
    case K::Attr:
      if (open) o += '(';
      attrs_out(o, e.attrs);
      expr_out(o, *e.elems[0], Ctx::Top);
      if (open) o += ')';
      return;
    case K::LocalOpen:
      o += e.name + ".(";
      expr_out(o, *e.elems[0], Ctx::Top);
      o += ')';
      return;
  }
}

}  // namespace

std::string print_expr(const Expr& e) {
  std::string o;
  expr_out(o, e, Ctx::Top);
  return o;
}
std::string print_type(const TypeExp& t) {
  std::string o;
  type_out(o, t, TCtx::Top);
  return o;
}
std::string print_pat(const Pat& p) {
  std::string o;
  pat_out(o, p);
  return o;
}

namespace {

void decl_out(std::string& o, const Decl& d, const std::string& ind);
void sig_out(std::string& o, const SigExp& s, const std::string& ind);

void spec_params_out(std::string& o, const std::vector<TypeParam>& tps) {
  for (const auto& p : tps) {
    if (p.kind == TypeParam::Kind::Size) o += " [" + p.name + "]";
    else
      o += std::string(" '") + (p.kind == TypeParam::Kind::SizeLifted ? "~" : p.kind == TypeParam::Kind::Lifted ? "^" : "") + p.name;
  }
}

void sig_out(std::string& o, const SigExp& s, const std::string& ind) {
  switch (s.kind) {
    case SigExp::Kind::Name: o += s.name; return;
    case SigExp::Kind::Functor:
      o += "(";
      if (!s.name.empty()) o += s.name + ": ";
      sig_out(o, *s.base, ind);
      o += ") -> ";
      sig_out(o, *s.result, ind);
      return;
    case SigExp::Kind::With:
      sig_out(o, *s.base, ind);
      o += " with " + s.name;
      spec_params_out(o, s.type_params);
      o += " = ";
      type_out(o, *s.with_def, TCtx::Top);
      return;
    case SigExp::Kind::Specs:
      o += "{\n";
      for (const Spec& sp : s.specs) {
        o += ind + "  ";
        switch (sp.kind) {
          case Spec::Kind::Val:
            o += "val " + (sp.is_operator ? "(" + sp.name + ")" : sp.name);
            spec_params_out(o, sp.type_params);
            o += " : ";
            type_out(o, *sp.type, TCtx::Top);
            break;
          case Spec::Kind::Type:
            o += sp.lift == TypeDecl::Lift::SizeLifted ? "type~ " : sp.lift == TypeDecl::Lift::Lifted ? "type^ " : "type ";
            o += sp.name;
            spec_params_out(o, sp.type_params);
            if (sp.type) {
              o += " = ";
              type_out(o, *sp.type, TCtx::Top);
            }
            break;
          case Spec::Kind::Module:
            o += "module " + sp.name + " : ";
            sig_out(o, *sp.sig, ind + "  ");
            break;
          case Spec::Kind::Include:
            o += "include ";
            sig_out(o, *sp.sig, ind + "  ");
            break;
        }
        o += "\n";
      }
      o += ind + "}";
      return;
  }
}

void mod_out(std::string& o, const ModExp& m, const std::string& ind) {
  switch (m.kind) {
    case ModExp::Kind::Name: o += m.name; return;
    case ModExp::Kind::Import: o += "import \"" + m.path + "\""; return;
    case ModExp::Kind::Struct:
      o += "{\n";
      for (const Decl& d : *m.decls) decl_out(o, d, ind + "  ");
      o += ind + "}";
      return;
    case ModExp::Kind::Ascribe:
      o += "(";
      mod_out(o, *m.body, ind);
      o += " : ";
      sig_out(o, *m.sig, ind);
      o += ")";
      return;
    case ModExp::Kind::Apply:
      o += "(";
      mod_out(o, *m.body, ind);
      o += " ";
      mod_out(o, *m.arg, ind);
      o += ")";
      return;
    case ModExp::Kind::Lambda:
      o += "\\";
      for (const auto& p : m.params) {
        o += "(" + p.name + ": ";
        sig_out(o, *p.sig, ind);
        o += ")";
      }
      if (m.sig) {
        o += " : ";
        sig_out(o, *m.sig, ind);
      }
      o += " -> ";
      mod_out(o, *m.body, ind);
      return;
  }
}

void decl_out(std::string& o, const Decl& d, const std::string& ind) {
  switch (d.kind) {
    case Decl::Kind::Module:
      o += ind + "module " + d.name + " = ";
      mod_out(o, *d.mod, ind);
      o += "\n";
      return;
    case Decl::Kind::ModType:
      o += ind + "module type " + d.name + " = ";
      sig_out(o, *d.sig, ind);
      o += "\n";
      return;
    case Decl::Kind::Open:
      o += ind + "open ";
      mod_out(o, *d.mod, ind);
      o += "\n";
      return;
    case Decl::Kind::Import: o += ind + "import \"" + d.path + "\"\n"; return;
    case Decl::Kind::Local: {
      std::string inner;
      decl_out(inner, *d.local_decl, "");
      o += ind + "local " + inner;
      return;
    }
    case Decl::Kind::Type: {
      const TypeDecl& t = d.type;
      o += ind + "type";
      o += t.lift == TypeDecl::Lift::SizeLifted ? "~" : t.lift == TypeDecl::Lift::Lifted ? "^" : "";
      o += " " + t.name;
      type_params_out(o, t.type_params, t.size_params);
      o += " = ";
      type_out(o, *t.def, TCtx::Top);
      o += '\n';
      return;
    }
    case Decl::Kind::Val: break;
  }
  const ValDecl& v = d.val;
  if (!v.doc.empty()) {
    std::istringstream doc(v.doc);
    std::string line;
    bool first = true;
    while (std::getline(doc, line)) {
      o += ind + (first ? "-- | " : "-- ") + line + "\n";
      first = false;
    }
  }
  o += ind;
  attrs_out(o, v.attrs);
  o += v.entry && v.name != "main" ? "entry " : "def ";
  o += v.is_operator || is_op_name(v.name) ? "(" + v.name + ")" : v.name;
  type_params_out(o, v.type_params, v.size_params);
  params_out(o, v.params);
  if (v.ret_type) {
    o += ": ";
    type_out(o, *v.ret_type, TCtx::Top);
  }
  o += " = ";
  expr_out(o, *v.body, Ctx::Top);
  o += '\n';
}

}  // namespace

std::string print_program(const Program& p) {
  std::string o;
  for (const Decl& d : p.decls) decl_out(o, d, "");
  return o;
}

}  // namespace runic::ast
