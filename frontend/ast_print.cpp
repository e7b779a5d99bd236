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

std::string expr_str(const Expr& e, Ctx ctx);
std::string type_str(const TypeExp& t, TCtx ctx);

bool is_op_name(const std::string& s) {
  return !s.empty() && std::string("+-*/%=!><&^|").find(s[0]) != std::string::npos;
}

std::string dim_str(const DimExp& d) {
  switch (d.kind) {
    case DimExp::Kind::Any: return "[]";
    case DimExp::Kind::Const: return "[" + std::to_string(d.value) + "]";
    case DimExp::Kind::Name: return "[" + d.name + "]";
    case DimExp::Kind::Expr: return "[" + expr_str(*d.expr, Ctx::Top) + "]";
  }
  return "[]";
}

// The context a type's own syntax belongs to.
TCtx type_level(const TypeExp& t) {
  if (t.unique) return TCtx::NoArrow;
  switch (t.kind) {
    case TypeExp::Kind::Arrow:
    case TypeExp::Kind::Exists: return TCtx::Top;
    case TypeExp::Kind::Sum: return TCtx::NoArrow;
    case TypeExp::Kind::Hole:
    case TypeExp::Kind::Array: return TCtx::App;
    case TypeExp::Kind::Named:
      return t.type_args.empty() && t.size_args.empty() ? TCtx::Atom : TCtx::App;
    case TypeExp::Kind::Prim:
    case TypeExp::Kind::Unit:
    case TypeExp::Kind::Tuple:
    case TypeExp::Kind::Record: return TCtx::Atom;
  }
  return TCtx::Top;
}

std::string type_body(const TypeExp& t) {
  if (t.unique) {
    TypeExp plain = t;
    plain.unique = false;
    return "*" + type_str(plain, TCtx::App);
  }
  switch (t.kind) {
    case TypeExp::Kind::Hole: return "_";
    case TypeExp::Kind::Prim: return prim_spelling(t.prim);
    case TypeExp::Kind::Unit: return "()";
    case TypeExp::Kind::Array: return dim_str(t.dim) + type_str(*t.elem, TCtx::App);
    case TypeExp::Kind::Tuple: {
      std::string s = "(";
      for (size_t i = 0; i < t.elems.size(); ++i) s += (i ? ", " : "") + type_str(*t.elems[i], TCtx::Top);
      return s + ")";
    }
    case TypeExp::Kind::Arrow: {
      std::string l = t.param_name.empty()
                          ? type_str(*t.elems[0], TCtx::NoArrow)
                          : "(" + t.param_name + ": " + type_str(*t.elems[0], TCtx::Top) + ")";
      return l + " -> " + type_str(*t.elems[1], TCtx::Top);
    }
    case TypeExp::Kind::Named: {
      std::string s = t.name;
      if (!t.type_args.empty()) {
        for (const auto& a : t.type_args)
          s += " " + (a.is_size ? dim_str(a.dim) : type_str(*a.type, TCtx::Atom));
      } else {
        for (const auto& d : t.size_args) s += " " + dim_str(d);
      }
      return s;
    }
    case TypeExp::Kind::Record: {
      std::string s = "{";
      for (size_t i = 0; i < t.fields.size(); ++i)
        s += (i ? ", " : "") + t.fields[i].first + ": " + type_str(*t.fields[i].second, TCtx::Top);
      return s + "}";
    }
    case TypeExp::Kind::Sum: {
      std::string s;
      for (size_t i = 0; i < t.constrs.size(); ++i) {
        s += (i ? " | #" : "#") + t.constrs[i].first;
        for (const auto& p : t.constrs[i].second) s += " " + type_str(*p, TCtx::Atom);
      }
      return s;
    }
    case TypeExp::Kind::Exists: {
      std::string s = "?";
      for (const auto& n : t.ext_sizes) s += "[" + n + "]";
      return s + "." + type_str(*t.elem, TCtx::Top);
    }
  }
  return "?";
}

std::string type_str(const TypeExp& t, TCtx ctx) {
  std::string s = type_body(t);
  return type_level(t) < ctx ? "(" + s + ")" : s;
}

std::string attrs_str(const std::vector<Attr>& attrs) {
  std::string s;
  for (const auto& a : attrs) s += "#[" + a.text + "] ";
  return s;
}

// `Atom`: the pattern must be atomic (a function parameter or constructor
// payload).
std::string pat_str(const Pat& p, bool atom = false) {
  if (!p.attrs.empty()) {
    Pat plain = p;
    plain.attrs.clear();
    return "(" + attrs_str(p.attrs) + pat_str(plain) + ")";
  }
  switch (p.kind) {
    case Pat::Kind::Id: return is_op_name(p.name) ? "(" + p.name + ")" : p.name;
    case Pat::Kind::Wildcard: return "_";
    case Pat::Kind::Unit: return "()";
    case Pat::Kind::Tuple: {
      std::string s = "(";
      for (size_t i = 0; i < p.elems.size(); ++i) s += (i ? ", " : "") + pat_str(*p.elems[i]);
      return s + ")";
    }
    case Pat::Kind::Ascribed:
      return "(" + pat_str(*p.inner) + ": " + type_str(*p.type, TCtx::Top) + ")";
    case Pat::Kind::Record: {
      std::string s = "{";
      for (size_t i = 0; i < p.fields.size(); ++i) {
        const auto& [name, fp] = p.fields[i];
        s += i ? ", " : "";
        if (fp->attrs.empty() && fp->kind == Pat::Kind::Id && fp->name == name) {
          s += name;
        } else if (fp->attrs.empty() && fp->kind == Pat::Kind::Ascribed && fp->inner->attrs.empty() &&
                   fp->inner->kind == Pat::Kind::Id && fp->inner->name == name) {
          s += name + ": " + type_str(*fp->type, TCtx::Top);
        } else {
          s += name + " = " + pat_str(*fp);
        }
      }
      return s + "}";
    }
    case Pat::Kind::Literal: return expr_str(*p.literal, Ctx::Top);
    case Pat::Kind::Constr: {
      std::string s = "#" + p.name;
      for (const auto& e : p.elems) s += " " + pat_str(*e, true);
      return atom && !p.elems.empty() ? "(" + s + ")" : s;
    }
  }
  return "?";
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

std::string indices_str(const std::vector<DimIndex>& idx) {
  std::string s = "[";
  for (size_t i = 0; i < idx.size(); ++i) {
    if (i) s += ", ";
    const DimIndex& d = idx[i];
    if (!d.is_slice) {
      s += expr_str(*d.index, Ctx::Top);
      continue;
    }
    if (d.start) s += expr_str(*d.start, Ctx::Operand);
    s += ":";
    if (d.end) s += expr_str(*d.end, Ctx::Operand);
    if (d.stride) s += ":" + expr_str(*d.stride, Ctx::Operand);
  }
  return s + "]";
}

std::string list_str(const std::vector<ExprPtr>& es, size_t from = 0) {
  std::string s;
  for (size_t i = from; i < es.size(); ++i) s += (i > from ? ", " : "") + expr_str(*es[i], Ctx::Top);
  return s;
}

std::string params_str(const std::vector<PatPtr>& ps) {
  std::string s;
  for (const auto& p : ps) s += " " + pat_str(*p, true);
  return s;
}

std::string size_params_str(const std::vector<std::string>& ns) {
  std::string s;
  for (const auto& n : ns) s += " [" + n + "]";
  return s;
}

// The type parameters in source order (the old `size_params` field alone
// when `type_params` is empty).
std::string type_params_str(const std::vector<TypeParam>& tps, const std::vector<std::string>& sizes) {
  if (tps.empty()) return size_params_str(sizes);
  std::string s;
  for (const auto& tp : tps) {
    switch (tp.kind) {
      case TypeParam::Kind::Size: s += " [" + tp.name + "]"; break;
      case TypeParam::Kind::Type: s += " '" + tp.name; break;
      case TypeParam::Kind::SizeLifted: s += " '~" + tp.name; break;
      case TypeParam::Kind::Lifted: s += " '^" + tp.name; break;
    }
  }
  return s;
}

std::string op_str(const Expr& e) { return e.qual.empty() ? e.op : e.qual + "." + e.op; }

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

std::string expr_str(const Expr& e, Ctx ctx) {
  using K = Expr::Kind;
  auto open = [&](const std::string& s) { return ctx == Ctx::Top ? s : "(" + s + ")"; };
  switch (e.kind) {
    case K::IntLit: {
      std::string s = (e.negative ? "-" : "") + e.int_digits;
      if (e.suffix) s += prim_spelling(*e.suffix);
      return e.negative && ctx == Ctx::Arg ? "(" + s + ")" : s;
    }
    case K::FloatLit: {
      std::string s = float_str(e.float_value);
      if (e.suffix) s += prim_spelling(*e.suffix);
      return s[0] == '-' && ctx == Ctx::Arg ? "(" + s + ")" : s;
    }
    case K::BoolLit: return e.bool_value ? "true" : "false";
    case K::CharLit: {
      uint64_t cp = e.int_value;
      if (cp < 0x80) return "'" + escape(std::string(1, static_cast<char>(cp)), '\'') + "'";
      char buf[16];
      std::snprintf(buf, sizeof buf, "'\\U%08x'", static_cast<unsigned>(cp));
      return buf;
    }
    case K::StringLit: return "\"" + escape(e.string_value, '"') + "\"";
    case K::Var: return e.name;
    case K::Unit: return "()";
    case K::Tuple: return "(" + list_str(e.elems) + ")";
    case K::ArrayLit: return "[" + list_str(e.elems) + "]";
    case K::Range: {
      std::string s = expr_str(*e.elems[0], Ctx::Operand);
      const char* last = e.range_kind == Expr::RangeKind::Inclusive       ? "..."
                         : e.range_kind == Expr::RangeKind::UpToExclusive ? "..<"
                                                                          : "..>";
      if (e.elems.size() == 3) s += ".." + expr_str(*e.elems[1], Ctx::Operand);
      return open(s + last + expr_str(*e.elems.back(), Ctx::Operand));
    }
    case K::Proj: return expr_str(*e.elems[0], Ctx::Arg) + "." + e.field;
    case K::Index: return expr_str(*e.elems[0], Ctx::Arg) + indices_str(e.indices);
    case K::Apply: {
      std::string s;
      for (size_t i = 0; i < e.elems.size(); ++i) s += (i ? " " : "") + expr_str(*e.elems[i], Ctx::Arg);
      return ctx == Ctx::Arg ? "(" + s + ")" : s;
    }
    case K::BinOp:
      return "(" + expr_str(*e.elems[0], Ctx::Operand) + " " + op_str(e) + " " +
             expr_str(*e.elems[1], Ctx::Operand) + ")";
    case K::Neg: return "(-" + expr_str(*e.elems[0], Ctx::Arg) + ")";
    case K::Not: return "(!" + expr_str(*e.elems[0], Ctx::Arg) + ")";
    case K::If:
      return open("if " + expr_str(*e.elems[0], Ctx::Top) + " then " + expr_str(*e.elems[1], Ctx::Top) +
                  " else " + expr_str(*e.elems[2], Ctx::Top));
    case K::Let:
      return open("let" + size_params_str(e.size_params) + " " + pat_str(*e.pat) + " = " +
                  expr_str(*e.elems[0], Ctx::Top) + " in " + expr_str(*e.elems[1], Ctx::Top));
    case K::LetFun: {
      std::string name = is_op_name(e.name) ? "(" + e.name + ")" : e.name;
      std::string s = "let " + name + type_params_str(e.type_params, e.size_params) + params_str(e.params);
      if (e.type) s += ": " + type_str(*e.type, TCtx::Top);
      return open(s + " = " + expr_str(*e.elems[0], Ctx::Top) + " in " + expr_str(*e.elems[1], Ctx::Top));
    }
    case K::With:
      return open(expr_str(*e.elems[0], Ctx::Operand) + " with " + indices_str(e.indices) + " = " +
                  expr_str(*e.elems[1], Ctx::Operand));
    case K::RecordUpdate: {
      std::string path;
      for (const auto& f : e.field_path) path += (path.empty() ? "" : ".") + f;
      return open(expr_str(*e.elems[0], Ctx::Operand) + " with " + path + " = " +
                  expr_str(*e.elems[1], Ctx::Operand));
    }
    case K::Loop: {
      std::string s = "loop " + pat_str(*e.pat);
      if (e.elems[0]) s += " = " + expr_str(*e.elems[0], Ctx::Top);
      switch (e.loop_form) {
        case LoopForm::For: s += " for " + e.loop_var + " < " + expr_str(*e.elems[1], Ctx::Top); break;
        case LoopForm::ForIn:
          s += " for " + pat_str(*e.loop_pat) + " in " + expr_str(*e.elems[1], Ctx::Top);
          break;
        case LoopForm::While: s += " while " + expr_str(*e.elems[1], Ctx::Top); break;
      }
      return open(s + " do " + expr_str(*e.elems[2], Ctx::Top));
    }
    case K::Lambda: {
      std::string s = "\\" + params_str(e.params).substr(1);
      if (e.type) s += ": " + type_str(*e.type, TCtx::NoArrow);
      return open(s + " -> " + expr_str(*e.elems[0], Ctx::Top));
    }
    case K::OpSection: return "(" + op_str(e) + ")";
    case K::LeftSection: return "(" + expr_str(*e.elems[0], Ctx::Operand) + " " + op_str(e) + ")";
    case K::RightSection: return "(" + op_str(e) + " " + expr_str(*e.elems[0], Ctx::Operand) + ")";
    case K::ProjSection: return "(." + e.field + ")";
    case K::Ascript:
      return open(expr_str(*e.elems[0], Ctx::Operand) + " : " + type_str(*e.type, TCtx::Top));
    case K::Coerce:
      return open(expr_str(*e.elems[0], Ctx::Operand) + " :> " + type_str(*e.type, TCtx::Top));
    case K::Assert:
      return open("assert " + expr_str(*e.elems[0], Ctx::Arg) + " " + expr_str(*e.elems[1], Ctx::Top));
    case K::Record: {
      std::string s = "{";
      for (size_t i = 0; i < e.elems.size(); ++i) {
        const Expr& v = *e.elems[i];
        s += i ? ", " : "";
        if (v.kind == K::Var && v.name == e.field_names[i]) s += v.name;
        else s += e.field_names[i] + " = " + expr_str(v, Ctx::Top);
      }
      return s + "}";
    }
    case K::Constr: {
      std::string s = "#" + e.name;
      for (const auto& a : e.elems) s += " " + expr_str(*a, Ctx::Arg);
      return ctx == Ctx::Arg && !e.elems.empty() ? "(" + s + ")" : s;
    }
    case K::Match: {
      std::string scrut = expr_str(*e.elems[0], Ctx::Top);
      if (ends_in_match(*e.elems[0])) scrut = "(" + scrut + ")";
      std::string s = "match " + scrut;
      for (size_t i = 0; i < e.cases.size(); ++i) {
        const Expr& body = *e.elems[i + 1];
        std::string b = expr_str(body, Ctx::Top);
        if (i + 1 < e.cases.size() && ends_in_match(body)) b = "(" + b + ")";
        s += " case " + pat_str(*e.cases[i]) + " -> " + b;
      }
      return open(s);
    }
    case K::Attr: return open(attrs_str(e.attrs) + expr_str(*e.elems[0], Ctx::Top));
  }
  return "?";
}

}  // namespace

std::string print_expr(const Expr& e) { return expr_str(e, Ctx::Top); }
std::string print_type(const TypeExp& t) { return type_str(t, TCtx::Top); }
std::string print_pat(const Pat& p) { return pat_str(p); }

std::string print_program(const Program& p) {
  std::ostringstream os;
  for (const Decl& d : p.decls) {
    if (d.kind == Decl::Kind::Type) {
      const TypeDecl& t = d.type;
      const char* lift = t.lift == TypeDecl::Lift::SizeLifted ? "~"
                         : t.lift == TypeDecl::Lift::Lifted   ? "^"
                                                              : "";
      os << "type" << lift << " " << t.name << type_params_str(t.type_params, t.size_params) << " = "
         << type_str(*t.def, TCtx::Top) << "\n";
      continue;
    }
    const ValDecl& v = d.val;
    if (!v.doc.empty()) {
      std::istringstream doc(v.doc);
      std::string line;
      bool first = true;
      while (std::getline(doc, line)) {
        os << (first ? "-- | " : "-- ") << line << "\n";
        first = false;
      }
    }
    std::string name = v.is_operator || is_op_name(v.name) ? "(" + v.name + ")" : v.name;
    os << attrs_str(v.attrs) << (v.entry && v.name != "main" ? "entry " : "def ") << name
       << type_params_str(v.type_params, v.size_params) << params_str(v.params);
    if (v.ret_type) os << ": " << type_str(*v.ret_type, TCtx::Top);
    os << " = " << expr_str(*v.body, Ctx::Top) << "\n";
  }
  return os.str();
}

}  // namespace runic::ast
