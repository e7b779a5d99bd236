// AST printer: prints the AST back as normalised source text, for debugging
// (`--dump-after=parse`), error messages and parser tests.
//
// Binary operators are always printed fully parenthesised, `(a + b)`, so that
// the printed text shows exactly how the parser grouped an expression.
// Application is printed by juxtaposition, with parentheses around every
// argument that is not atomic; prefix operators print as `(-e)`/`(!e)`.
// `if`, `let`, `loop`, lambdas, ranges, `with` and ascriptions are printed
// bare at the top of an expression and parenthesised when nested inside
// another one.  The output parses back to the same AST.
#include <charconv>
#include <sstream>

#include "frontend/ast.h"

namespace runic::ast {
namespace {

// Where an expression is printed: at the top (no parentheses needed), as an
// operand of an operator (open expressions need them), or as an argument of
// an application or base of an index/projection (applications need them too).
enum class Ctx { Top, Operand, Arg };

std::string prim_spelling(PrimType t) { return prim_name(t); }

std::string dim_str(const DimExp& d) {
  switch (d.kind) {
    case DimExp::Kind::Any: return "[]";
    case DimExp::Kind::Const: return "[" + std::to_string(d.value) + "]";
    case DimExp::Kind::Name: return "[" + d.name + "]";
  }
  return "[]";
}

std::string type_str(const TypeExp& t) {
  std::string s = t.unique ? "*" : "";
  switch (t.kind) {
    case TypeExp::Kind::Prim: return s + prim_spelling(t.prim);
    case TypeExp::Kind::Unit: return s + "()";
    case TypeExp::Kind::Array: return s + dim_str(t.dim) + type_str(*t.elem);
    case TypeExp::Kind::Tuple: {
      s += "(";
      for (size_t i = 0; i < t.elems.size(); ++i) s += (i ? ", " : "") + type_str(*t.elems[i]);
      return s + ")";
    }
    case TypeExp::Kind::Arrow: {
      const TypeExp& param = *t.elems[0];
      std::string l = type_str(param);
      if (param.kind == TypeExp::Kind::Arrow) l = "(" + l + ")";
      return s + l + " -> " + type_str(*t.elems[1]);
    }
    case TypeExp::Kind::Named: {
      s += t.name;
      for (const auto& d : t.size_args) s += " " + dim_str(d);
      return s;
    }
  }
  return s;
}

std::string pat_str(const Pat& p) {
  switch (p.kind) {
    case Pat::Kind::Id: return p.name;
    case Pat::Kind::Wildcard: return "_";
    case Pat::Kind::Unit: return "()";
    case Pat::Kind::Tuple: {
      std::string s = "(";
      for (size_t i = 0; i < p.elems.size(); ++i) s += (i ? ", " : "") + pat_str(*p.elems[i]);
      return s + ")";
    }
    case Pat::Kind::Ascribed: return "(" + pat_str(*p.inner) + ": " + type_str(*p.type) + ")";
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

std::string expr_str(const Expr& e, Ctx ctx);

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
  for (const auto& p : ps) s += " " + pat_str(*p);
  return s;
}

std::string size_params_str(const std::vector<std::string>& ns) {
  std::string s;
  for (const auto& n : ns) s += " [" + n + "]";
  return s;
}

std::string expr_str(const Expr& e, Ctx ctx) {
  using K = Expr::Kind;
  auto open = [&](const std::string& s) { return ctx == Ctx::Top ? s : "(" + s + ")"; };
  switch (e.kind) {
    case K::IntLit: {
      std::string s = (e.negative ? "-" : "") + e.int_digits;
      if (e.suffix) s += prim_spelling(*e.suffix);
      return s;
    }
    case K::FloatLit: {
      std::string s = float_str(e.float_value);
      if (e.suffix) s += prim_spelling(*e.suffix);
      return s;
    }
    case K::BoolLit: return e.bool_value ? "true" : "false";
    case K::CharLit: {
      std::string s;
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
      const char* last = e.range_kind == Expr::RangeKind::Inclusive       ? ".."
                         : e.range_kind == Expr::RangeKind::UpToExclusive ? "..<"
                                                                          : "..>";
      if (e.elems.size() == 3) {
        s += ".." + expr_str(*e.elems[1], Ctx::Operand);
        if (e.range_kind == Expr::RangeKind::Inclusive) last = "...";
      }
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
      return "(" + expr_str(*e.elems[0], Ctx::Operand) + " " + e.op + " " +
             expr_str(*e.elems[1], Ctx::Operand) + ")";
    case K::Neg: return "(-" + expr_str(*e.elems[0], Ctx::Arg) + ")";
    case K::Not: return "(!" + expr_str(*e.elems[0], Ctx::Arg) + ")";
    case K::If:
      return open("if " + expr_str(*e.elems[0], Ctx::Top) + " then " + expr_str(*e.elems[1], Ctx::Top) +
                  " else " + expr_str(*e.elems[2], Ctx::Top));
    case K::Let:
      return open("let " + pat_str(*e.pat) + " = " + expr_str(*e.elems[0], Ctx::Top) + " in " +
                  expr_str(*e.elems[1], Ctx::Top));
    case K::LetFun: {
      std::string s = "let " + e.name + size_params_str(e.size_params) + params_str(e.params);
      if (e.type) s += ": " + type_str(*e.type);
      return open(s + " = " + expr_str(*e.elems[0], Ctx::Top) + " in " + expr_str(*e.elems[1], Ctx::Top));
    }
    case K::With:
      return open(expr_str(*e.elems[0], Ctx::Operand) + " with " + indices_str(e.indices) + " = " +
                  expr_str(*e.elems[1], Ctx::Operand));
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
      if (e.type) s += ": " + type_str(*e.type);
      return open(s + " -> " + expr_str(*e.elems[0], Ctx::Top));
    }
    case K::OpSection: return "(" + e.op + ")";
    case K::LeftSection: return "(" + expr_str(*e.elems[0], Ctx::Operand) + " " + e.op + ")";
    case K::RightSection: return "(" + e.op + " " + expr_str(*e.elems[0], Ctx::Operand) + ")";
    case K::ProjSection: return "(." + e.field + ")";
    case K::Ascript: return open(expr_str(*e.elems[0], Ctx::Operand) + " : " + type_str(*e.type));
    case K::Coerce: return open(expr_str(*e.elems[0], Ctx::Operand) + " :> " + type_str(*e.type));
    case K::Assert:
      return open("assert " + expr_str(*e.elems[0], Ctx::Arg) + " " + expr_str(*e.elems[1], Ctx::Arg));
  }
  return "?";
}

}  // namespace

std::string print_expr(const Expr& e) { return expr_str(e, Ctx::Top); }
std::string print_type(const TypeExp& t) { return type_str(t); }
std::string print_pat(const Pat& p) { return pat_str(p); }

std::string print_program(const Program& p) {
  std::ostringstream os;
  for (const Decl& d : p.decls) {
    if (d.kind == Decl::Kind::Type) {
      os << "type " << d.type.name << size_params_str(d.type.size_params) << " = "
         << type_str(*d.type.def) << "\n";
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
    os << (v.entry && v.name != "main" ? "entry " : "def ") << v.name << size_params_str(v.size_params)
       << params_str(v.params);
    if (v.ret_type) os << ": " << type_str(*v.ret_type);
    os << " = " << expr_str(*v.body, Ctx::Top) << "\n";
  }
  return os.str();
}

}  // namespace runic::ast
