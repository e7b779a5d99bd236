// Core IR helpers: types, fresh names and the IR printer.
//
// The printer writes a readable, Futhark-IR-like text form used by
// --dump-after and by golden pass tests:
//
//   entry main (xs_1: [n_2]f32) : {f32} = {
//     let {ys_3: [n_2]f32} = map(n_2, {xs_1}, \{x_4: f32}: {f32} -> {...})
//     in {ys_3}
//   }
//
// Screma is printed as `map`, `reduce`, `scan`, `redomap`, `scanomap` (or
// `screma` when it has both scans and reductions) according to its parts,
// streams as `stream_map`/`stream_red`/`stream_seq(w, {arrays}, {accs},
// [reduce op,] chunk function)`, and SegOps as
// `segmap`/`segred`/`segscan(gtid_5 < n_1, ...)`; tests count
// these keywords to check what a pass produced.
#include "ir/ir.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <sstream>

namespace runic::ir {

Type Type::row() const {
  internal_assert(!shape.empty(), "Type::row of a scalar type");
  Type t = *this;
  t.shape.erase(t.shape.begin());
  t.unique = false;
  return t;
}

Type Type::array_of(SubExp outer) const {
  Type t = *this;
  t.shape.insert(t.shape.begin(), std::move(outer));
  return t;
}

std::string subexp_str(const SubExp& s) {
  if (s.is_var()) return s.var;
  return prim_value_str(s.value);
}

std::string type_str(const Type& t) {
  std::string out = t.unique ? "*" : "";
  for (const SubExp& d : t.shape) {
    if (d.is_const())
      out += "[" + std::to_string(d.value.as_i64()) + "]";
    else
      out += "[" + d.var + "]";
  }
  return out + prim_name(t.elem);
}

VName fresh_name(const std::string& base) {
  static std::atomic<uint64_t> counter{1};
  std::string b = base;
  size_t us = b.rfind('_');
  if (us != std::string::npos && us > 0 && us + 1 < b.size()) {
    bool digits = true;
    for (size_t i = us + 1; i < b.size(); i++)
      if (!std::isdigit(static_cast<unsigned char>(b[i]))) digits = false;
    if (digits) b = b.substr(0, us);
  }
  if (b.empty()) b = "v";
  return b + "_" + std::to_string(counter.fetch_add(1));
}

namespace {

template <typename T, typename F>
std::string join(const std::vector<T>& xs, F f, const char* sep = ", ") {
  std::string out;
  for (size_t i = 0; i < xs.size(); i++) {
    if (i) out += sep;
    out += f(xs[i]);
  }
  return out;
}

std::string subexps(const std::vector<SubExp>& xs) { return join(xs, subexp_str); }
std::string param_str(const Param& p) { return p.name + ": " + type_str(p.type); }
std::string params_str(const std::vector<Param>& ps) { return join(ps, param_str); }
std::string types_str(const std::vector<Type>& ts) { return join(ts, type_str); }
std::string names(const std::vector<VName>& ns) {
  return join(ns, [](const VName& n) { return n; });
}

std::string dim_str(const DimIndex& d) {
  if (!d.is_slice) return subexp_str(d.index);
  return subexp_str(d.start) + ":+" + subexp_str(d.count) + "*" + subexp_str(d.stride);
}

// The printers append to one string: a nested body is written in place,
// never returned and copied into its parent's text (the copies were
// quadratic in the depth of nesting: the interpreter's test prints the
// program at every IR level).  Indentation stops growing after 32 levels
// for the same reason.
void indent_to(std::string& out, int n) { out.append(static_cast<size_t>(std::min(n, 32)) * 2, ' '); }

void body_to(std::string& out, const Body& b, int indent);

void lambda_to(std::string& out, const Lambda& l, int indent) {
  out += "\\{" + params_str(l.params) + "}: {" + types_str(l.ret) + "} ->\n";
  if (l.body) body_to(out, *l.body, indent + 1);
}

void reduce_op_to(std::string& out, const ReduceOp& r, int indent) {
  out += "{";
  if (r.commutative) out += "commutative ";
  lambda_to(out, r.lambda, indent);
  indent_to(out, indent);
  out += ", {" + subexps(r.neutral) + "}}";
}

bool is_identity_lambda(const Lambda& l) {
  if (!l.body || !l.body->stms.empty()) return false;
  if (l.body->result.size() != l.params.size()) return false;
  for (size_t i = 0; i < l.params.size(); i++)
    if (!l.body->result[i].is_var() || l.body->result[i].var != l.params[i].name) return false;
  return true;
}

std::string screma_keyword(const Exp& e) {
  bool ident = is_identity_lambda(e.map_lambda);
  if (e.scans.empty() && e.reduces.empty()) return "map";
  if (e.scans.empty()) return ident ? "reduce" : "redomap";
  if (e.reduces.empty()) return ident ? "scan" : "scanomap";
  return "screma";
}

// ",\n" then the indentation of the next level then `prefix` and the operator.
void nested_reduce_op_to(std::string& out, const char* prefix, const ReduceOp& r, int indent) {
  out += ",\n";
  indent_to(out, indent + 1);
  out += prefix;
  reduce_op_to(out, r, indent + 1);
}

void exp_to(std::string& out, const Exp& e, int indent) {
  auto arg = [&](size_t i) { return i < e.args.size() ? subexp_str(e.args[i]) : "?"; };
  switch (e.kind) {
    case Exp::Kind::SubExp: out += arg(0); return;
    case Exp::Kind::BinOp:
      out += binop_name(e.binop) + "_" + prim_name(e.prim) + "(" + arg(0) + ", " + arg(1) + ")";
      return;
    case Exp::Kind::CmpOp:
      out += cmpop_name(e.cmpop) + "_" + prim_name(e.prim) + "(" + arg(0) + ", " + arg(1) + ")";
      return;
    case Exp::Kind::UnOp: out += unop_name(e.unop) + "_" + prim_name(e.prim) + "(" + arg(0) + ")"; return;
    case Exp::Kind::Convert: out += prim_name(e.from) + "_to_" + prim_name(e.prim) + "(" + arg(0) + ")"; return;
    case Exp::Kind::PrimFun: out += prim_name(e.prim) + "." + e.fun_name + "(" + subexps(e.args) + ")"; return;
    case Exp::Kind::Index:
      out += (e.unsafe ? "#[unsafe] " : "") + e.array + "[" + join(e.dims, dim_str) + "]";
      return;
    case Exp::Kind::Update: out += e.array + " with [" + join(e.dims, dim_str) + "] = " + arg(0); return;
    case Exp::Kind::ArrayLit: out += "[" + subexps(e.args) + "]: " + type_str(e.type); return;
    case Exp::Kind::Iota: out += "iota_" + prim_name(e.prim) + "(" + subexps(e.args) + ")"; return;
    case Exp::Kind::Replicate: out += "replicate(" + subexps(e.args) + ")"; return;
    case Exp::Kind::Rearrange:
      out += "rearrange((" + join(e.perm, [](int p) { return std::to_string(p); }) + "), " + e.array + ")";
      return;
    case Exp::Kind::Reshape: out += "reshape((" + subexps(e.args) + "), " + e.array + ")"; return;
    case Exp::Kind::Concat: out += "concat(" + arg(0) + ", " + names(e.arrays) + ")"; return;
    case Exp::Kind::Copy: out += "copy(" + e.array + ")"; return;
    case Exp::Kind::Assert: {
      std::string msg;
      for (char c : e.message) {
        if (c == '"' || c == '\\') msg += '\\';
        msg += c;
      }
      std::string sizes = e.args.size() == 3 ? ", " + arg(1) + ", " + arg(2) : "";
      out += "assert(" + arg(0) + ", \"" + msg + "\"" + sizes + ")";
      return;
    }
    case Exp::Kind::If: {
      out += "if " + arg(0) + " : {" + types_str(e.ret) + "}\n";
      indent_to(out, indent);
      out += "then {\n";
      if (e.bodies.size() > 0 && e.bodies[0]) body_to(out, *e.bodies[0], indent + 1);
      indent_to(out, indent);
      out += "} else {\n";
      if (e.bodies.size() > 1 && e.bodies[1]) body_to(out, *e.bodies[1], indent + 1);
      indent_to(out, indent);
      out += "}";
      return;
    }
    case Exp::Kind::Loop: {
      out += "loop {" +
             join(e.merge,
                  [](const std::pair<Param, SubExp>& m) { return param_str(m.first) + " = " + subexp_str(m.second); }) +
             "}";
      if (e.loop_kind == Exp::LoopKind::For)
        out += " for " + e.loop_var + ": " + prim_name(e.prim) + " < " + arg(0);
      else
        out += " while " + e.loop_var;
      out += " do {\n";
      if (!e.bodies.empty() && e.bodies[0]) body_to(out, *e.bodies[0], indent + 1);
      indent_to(out, indent);
      out += "}";
      return;
    }
    case Exp::Kind::Screma: {
      out += screma_keyword(e) + "(" + arg(0) + ", {" + names(e.arrays) + "}";
      for (const ReduceOp& s : e.scans) nested_reduce_op_to(out, "scan ", s, indent);
      for (const ReduceOp& r : e.reduces) nested_reduce_op_to(out, "reduce ", r, indent);
      out += ",\n";
      indent_to(out, indent + 1);
      lambda_to(out, e.map_lambda, indent + 1);
      indent_to(out, indent);
      out += ")";
      return;
    }
    case Exp::Kind::Stream: {
      // stream_red(w, {xs}, {accs}, reduce {op}, chunk function)
      std::string kw = e.stream_kind == Exp::StreamKind::Map   ? "stream_map"
                       : e.stream_kind == Exp::StreamKind::Red ? "stream_red"
                                                               : "stream_seq";
      std::vector<SubExp> accs(e.args.begin() + (e.args.empty() ? 0 : 1), e.args.end());
      out += kw + "(" + arg(0) + ", {" + names(e.arrays) + "}, {" + subexps(accs) + "}";
      for (const ReduceOp& r : e.reduces) nested_reduce_op_to(out, "reduce ", r, indent);
      out += ",\n";
      indent_to(out, indent + 1);
      lambda_to(out, e.map_lambda, indent + 1);
      indent_to(out, indent);
      out += ")";
      return;
    }
    case Exp::Kind::Ad: {
      // jvp2({xs..., seeds...}, \(params) -> body)
      std::string kw = e.ad_mode == Exp::AdMode::Jvp    ? "jvp"
                       : e.ad_mode == Exp::AdMode::Jvp2 ? "jvp2"
                       : e.ad_mode == Exp::AdMode::Vjp  ? "vjp"
                       : e.ad_mode == Exp::AdMode::Vjp2 ? "vjp2"
                                                         : "with_vjp";
      out += kw + "({" + subexps(e.args) + "},\n";
      indent_to(out, indent + 1);
      lambda_to(out, e.map_lambda, indent + 1);
      if (e.ad_mode == Exp::AdMode::WithVjp && !e.reduces.empty()) {
        indent_to(out, indent + 1);
        out += "adjoint ";
        lambda_to(out, e.reduces[0].lambda, indent + 1);
      }
      indent_to(out, indent);
      out += ")";
      return;
    }
    case Exp::Kind::Apply: out += "apply " + e.fun_name + "(" + subexps(e.args) + ")"; return;
    case Exp::Kind::Scatter:
    case Exp::Kind::Hist: {
      out += std::string(e.kind == Exp::Kind::Scatter ? "scatter" : "hist") + "(" + arg(0) + ", {" +
             names(e.arrays) + "}";
      for (const ReduceOp& r : e.reduces) {
        nested_reduce_op_to(out, "", r, indent);
        indent_to(out, indent);
      }
      out += ")";
      return;
    }
    case Exp::Kind::SegOp: {
      std::string kw = e.seg_kind == SegKind::Map ? (e.seg_group ? "segmap_group" : "segmap")
                       : e.seg_kind == SegKind::Red ? "segred"
                       : e.seg_kind == SegKind::Scan ? "segscan"
                       : e.seg_kind == SegKind::Scatter ? "segscatter"
                                                        : "seghist";
      if (!e.arrays.empty()) kw += "{" + names(e.arrays) + "}";
      out += kw + "(" +
             join(e.seg_space.dims,
                  [](const std::pair<VName, SubExp>& d) { return d.first + " < " + subexp_str(d.second); }) +
             ") : {" + types_str(e.ret) + "}";
      if (!e.tile_marks.empty()) {
        out += " tile{";
        for (size_t k = 0; k < e.tile_marks.size(); k++) {
          out += (k ? ", " : "") + e.tile_marks[k].array + ": [";
          for (size_t d = 0; d < e.tile_marks[k].invariant_dims.size(); d++)
            out += (d ? ", " : "") + std::to_string(e.tile_marks[k].invariant_dims[d]);
          out += "]";
        }
        out += "}";
      }
      for (const ReduceOp& r : e.reduces) {
        out += "\n";
        indent_to(out, indent + 1);
        reduce_op_to(out, r, indent + 1);
      }
      out += " {\n";
      if (!e.bodies.empty() && e.bodies[0]) body_to(out, *e.bodies[0], indent + 1);
      indent_to(out, indent);
      out += "}";
      return;
    }
  }
  out += "?";
}

void body_to(std::string& out, const Body& b, int indent) {
  for (const Stm& s : b.stms) {
    indent_to(out, indent);
    out += "let {" + params_str(s.pat) + "} = ";
    exp_to(out, s.exp, indent);
    out += "\n";
  }
  indent_to(out, indent);
  out += "in {" + subexps(b.result) + "}\n";
}

}  // namespace

std::string print_body(const Body& b, int indent) {
  std::string out;
  body_to(out, b, indent);
  return out;
}

std::string print_program(const Program& p) {
  std::string out;
  bool first = true;
  for (const Function& f : p.functions) {
    if (!first) out += "\n";
    first = false;
    out += std::string(f.entry ? "entry " : f.noinline ? "#[noinline] fun " : "fun ") + f.name + " (" +
           params_str(f.params) + ") : {" + types_str(f.ret) + "} = {\n";
    if (f.body) body_to(out, *f.body, 1);
    out += "}\n";
  }
  return out;
}

}  // namespace runic::ir

namespace runic::ir {

std::string assert_text(const Exp& e, const std::vector<std::string>& vals, bool printf_format,
                        std::vector<int>* order) {
  bool with_values = e.args.size() > 1;
  std::string r = with_values ? "" : "Assertion is false: ";
  for (size_t i = 0; i < e.message.size(); ++i) {
    char c = e.message[i];
    if (with_values && c == '{' && i + 2 < e.message.size() && e.message[i + 2] == '}' &&
        e.message[i + 1] >= '0' && e.message[i + 1] <= '9') {
      int k = e.message[i + 1] - '0';
      r += k < (int)vals.size() ? vals[k] : "?";
      if (order && k < (int)vals.size()) order->push_back(k);
      i += 2;
      continue;
    }
    if (printf_format && c == '%') r += '%';
    r += c;
  }
  return r;
}

std::vector<Stm> slice_bounds_checks(const Type& at, const std::vector<DimIndex>& dims, const Span& loc) {
  std::vector<Stm> out;
  auto emit = [&](Exp x, PrimType t, const std::string& base) {
    Stm s;
    s.pat = {{fresh_name(base), Type::scalar(t)}};
    x.loc = loc;
    s.exp = std::move(x);
    s.loc = loc;
    out.push_back(s);
    return SubExp::variable(out.back().pat[0].name);
  };
  auto bin = [&](BinOp op, PrimType t, SubExp a, SubExp b) {
    Exp x;
    x.kind = Exp::Kind::BinOp;
    x.binop = op;
    x.prim = t;
    x.args = {std::move(a), std::move(b)};
    return emit(std::move(x), t, "slice_ix");
  };
  auto cmp = [&](CmpOp op, SubExp a, SubExp b) {
    Exp x;
    x.kind = Exp::Kind::CmpOp;
    x.cmpop = op;
    x.prim = PrimType::I64;
    x.args = {std::move(a), std::move(b)};
    return emit(std::move(x), PrimType::Bool, "slice_ok");
  };
  // The message shows every index and slice and the array's shape, as
  // Futhark words it ("Index [1, 0:4] out of bounds for array of shape
  // [3][3]"), where its values fit the ten placeholders of a message.
  std::vector<SubExp> ends(dims.size());
  for (size_t d = 0; d < dims.size() && d < at.shape.size(); ++d)
    if (dims[d].is_slice)
      ends[d] = bin(BinOp::Add, PrimType::I64, dims[d].start,
                    bin(BinOp::Mul, PrimType::I64, dims[d].count, dims[d].stride));
  std::vector<SubExp> shown;
  std::string idx, shape;
  auto ph = [&](const SubExp& v) {
    shown.push_back(v);
    return "{" + std::to_string(shown.size() - 1) + "}";
  };
  for (size_t d = 0; d < dims.size() && d < at.shape.size(); ++d) {
    const DimIndex& di = dims[d];
    if (d) idx += ", ";
    if (!di.is_slice) {
      idx += ph(di.index);
      continue;
    }
    idx += ph(di.start) + ":" + ph(ends[d]);
    if (!(di.stride.is_const() && di.stride.value.as_i64() == 1)) idx += ":" + ph(di.stride);
  }
  for (const SubExp& n : at.shape) shape += "[" + ph(n) + "]";
  bool whole = shown.size() <= 10;
  for (size_t d = 0; d < dims.size() && d < at.shape.size(); ++d) {
    const DimIndex& di = dims[d];
    if (!di.is_slice) continue;
    const SubExp& n = at.shape[d];
    SubExp zero = SubExp::i64(0);
    SubExp last = bin(BinOp::Add, PrimType::I64, di.start,
                      bin(BinOp::Mul, PrimType::I64, bin(BinOp::Sub, PrimType::I64, di.count, SubExp::i64(1)), di.stride));
    SubExp in = bin(BinOp::LogAnd, PrimType::Bool, cmp(CmpOp::Le, zero, di.start), cmp(CmpOp::Lt, di.start, n));
    in = bin(BinOp::LogAnd, PrimType::Bool, in, cmp(CmpOp::Le, zero, last));
    in = bin(BinOp::LogAnd, PrimType::Bool, in, cmp(CmpOp::Lt, last, n));
    SubExp ok = bin(BinOp::LogOr, PrimType::Bool, cmp(CmpOp::Eq, di.count, zero), in);
    ok = bin(BinOp::LogAnd, PrimType::Bool, cmp(CmpOp::Le, zero, di.count), ok);
    Exp a;
    a.kind = Exp::Kind::Assert;
    if (whole) {
      a.args = {ok};
      a.args.insert(a.args.end(), shown.begin(), shown.end());
      a.message = "Index [" + idx + "] out of bounds for array of shape " + shape;
    } else {
      a.args = {ok, di.start, ends[d], n};
      a.message = "Index [{0}:{1}] out of bounds for dimension " + std::to_string(d + 1) + " of size {2}";
    }
    a.loc = loc;
    Stm s;
    s.exp = std::move(a);
    s.loc = loc;
    out.push_back(s);
  }
  return out;
}

namespace {
bool body_calls(const Body& b, const VName& name) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Apply && e.fun_name == name) return true;
    for (const BodyPtr& c : e.bodies)
      if (c && body_calls(*c, name)) return true;
    if (e.map_lambda.body && body_calls(*e.map_lambda.body, name)) return true;
    for (const ReduceOp& op : e.scans)
      if (op.lambda.body && body_calls(*op.lambda.body, name)) return true;
    for (const ReduceOp& op : e.reduces)
      if (op.lambda.body && body_calls(*op.lambda.body, name)) return true;
  }
  return false;
}
}  // namespace

bool is_recursive(const Function& f) { return f.body && body_calls(*f.body, f.name); }

}  // namespace runic::ir
