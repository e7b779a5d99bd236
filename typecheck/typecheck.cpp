// Type checking and elaboration to the Core IR.
//
// Design: checking and elaboration are one traversal (class Elab).  Every
// call of a non-entry function is inlined, so a function body is checked
// once per call site with the actual argument types and sizes ("checked at
// each instantiation"); this gives polymorphism over sizes and over
// unannotated parameters.  The program is first order
// (elaborate/defunctionalise.h ran before): the only function values are
// the lambdas, sections and references given to built-ins (`map`,
// `reduce`, ...), elaborated where the built-in applies them.  A
// top-level constant is one value: it is elaborated once per function
// being built, in its outermost body, and its uses share it (and so its
// sizes; reference, "Value declarations").
// Every array dimension is known as an IR SubExp while checking, so size
// checks are either static (two equal atoms, or two constants that differ:
// a compile error) or dynamic (an ir Assert naming the sizes).
//
// Literal defaulting: an unsuffixed integer literal gets a type variable
// constrained to numeric types (a decimal literal: float types); operators,
// ascriptions and parameters unify it; an unconstrained one defaults to i32
// (f64).  Because the type of a literal may be decided after IR for it was
// emitted, each entry point is traversed twice: run 1 (typecheck()) infers
// and checks everything and records the final type of every literal in
// visiting order; run 2 (elaborate()) repeats the identical traversal with
// those types and keeps the IR.
//
// Preconditions: an AST from the parser.  Postconditions (elaborate): an
// ir::Program in A-normal form with tuples flattened, arrays of tuples as
// several arrays, one Function per entry point, no calls.
// Defs that are never called from an entry point are checked on their own
// when all of their parameters carry type annotations.
#include "typecheck/typecheck.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "frontend/parser.h"
#include "ir/ir_walk.h"
#include "typecheck/elab_types.h"
#include "typecheck/infer.h"
#include "typecheck/uniqueness.h"

namespace runic {
namespace {

using ir::SubExp;
using ir::VName;

// ---------------------------------------------------------------------------
// Types

struct Ty {
  enum class Kind { Prim, Array, Tuple, Fun } kind = Kind::Prim;
  PrimType prim = PrimType::I32;  // Prim, when tv < 0
  int tv = -1;                    // Prim: a type variable
  std::vector<SubExp> shape;      // Array
  std::vector<Ty> elems;          // Array: [elem] (never an array); Tuple

  bool is_prim() const { return kind == Kind::Prim; }
  bool is_array() const { return kind == Kind::Array; }
  bool is_tuple() const { return kind == Kind::Tuple; }
  bool is_fun() const { return kind == Kind::Fun; }
};

Ty prim_ty(PrimType p) { Ty t; t.prim = p; return t; }

// The shape of a type as the uniqueness pass sees it; merged over every
// instantiation of a (inlined) function body.
Skel skel_of(const Ty& t) {
  Skel s;
  switch (t.kind) {
    case Ty::Kind::Prim: s.kind = Skel::Kind::Prim; break;
    case Ty::Kind::Array: s.kind = Skel::Kind::Array; break;
    case Ty::Kind::Fun: s.kind = Skel::Kind::Fun; break;
    case Ty::Kind::Tuple:
      s.kind = Skel::Kind::Tuple;
      for (auto& e : t.elems) s.elems.push_back(skel_of(e));
      break;
  }
  return s;
}
template <typename K>
void record_skel(std::map<K, Skel>& m, K key, const Ty& t) {
  Skel s = skel_of(t);
  auto [it, fresh] = m.emplace(key, s);
  if (!fresh) it->second = merge_skel(it->second, s);
}
Ty tv_ty(int v) { Ty t; t.tv = v; return t; }
Ty fun_ty() { Ty t; t.kind = Ty::Kind::Fun; return t; }
Ty tuple_ty(std::vector<Ty> es) {
  if (es.size() == 1) return es[0];
  Ty t; t.kind = Ty::Kind::Tuple; t.elems = std::move(es); return t;
}
Ty unit_ty() { return tuple_ty({}); }
Ty array_ty(std::vector<SubExp> shape, const Ty& elem) {
  if (shape.empty()) return elem;
  Ty t; t.kind = Ty::Kind::Array; t.shape = std::move(shape);
  if (elem.is_array()) {
    for (auto& d : elem.shape) t.shape.push_back(d);
    t.elems = {elem.elems[0]};
  } else {
    t.elems = {elem};
  }
  return t;
}
Ty row_ty(const Ty& a) {
  std::vector<SubExp> rest(a.shape.begin() + 1, a.shape.end());
  return array_ty(rest, a.elems[0]);
}

bool same_subexp(const SubExp& a, const SubExp& b) {
  if (a.kind != b.kind) return false;
  if (a.is_var()) return a.var == b.var;
  return a.value.as_i64() == b.value.as_i64();
}

size_t leaf_count(const Ty& t) {
  switch (t.kind) {
    case Ty::Kind::Prim: return 1;
    case Ty::Kind::Array: return leaf_count(t.elems[0]);
    case Ty::Kind::Tuple: {
      size_t n = 0;
      for (auto& e : t.elems) n += leaf_count(e);
      return n;
    }
    case Ty::Kind::Fun: return 0;
  }
  return 0;
}

struct Closure;

struct Value {
  Ty ty;
  std::vector<SubExp> leaves;  // flattened, one per leaf_count(ty)
  std::shared_ptr<const Closure> fn;  // ty is Fun
  // A tuple with functions among its components (Futhark allows them in
  // tuples and records, not in arrays): the components themselves.
  std::vector<Value> parts = {};
};

// The number a name of ir::fresh_name ends with (0 for none): names made
// later end with larger numbers.
static uint64_t fresh_number(const VName& n) {
  size_t us = n.rfind('_');
  if (us == std::string::npos || us + 1 >= n.size()) return 0;
  uint64_t v = 0;
  for (size_t i = us + 1; i < n.size(); i++) {
    if (!std::isdigit(static_cast<unsigned char>(n[i]))) return 0;
    v = v * 10 + static_cast<uint64_t>(n[i] - '0');
  }
  return v;
}
// The number the next fresh name will end with, or later.
static uint64_t fresh_next() { return fresh_number(ir::fresh_name("memo")) + 1; }

// A call's result remembered by the check-only memo (Elab::memo_key): the
// first call's atoms (its arguments' sizes and leaves, in memo_key's
// order) and the range of fresh-name
// numbers its check made, so that a later call with the same signature
// gets the result in its own names (Elab::memo_result).
struct MemoEntry {
  Value result;
  std::vector<SubExp> atoms;
  uint64_t first = 0, last = 0;
  // The statements that computed the result's sizes from the atoms (pure
  // scalar arithmetic, as FunInst::size_recipes): a remembered call
  // computes them again, so that its sizes are defined where it is, as
  // they are when the call is elaborated (a function mapped over an array
  // whose result size the caller can compute).
  std::vector<ir::Stm> size_recipe;
};

struct Env;
using EnvPtr = std::shared_ptr<const Env>;
struct Env {
  EnvPtr parent;
  std::string name;
  Value value;
};
EnvPtr env_bind(EnvPtr e, const std::string& n, Value v) {
  auto r = std::make_shared<Env>();
  r->parent = std::move(e);
  r->name = n;
  r->value = std::move(v);
  return r;
}
const Value* env_lookup(const EnvPtr& e, const std::string& n) {
  for (const Env* p = e.get(); p; p = p->parent.get())
    if (p->name == n) return &p->value;
  return nullptr;
}

struct Closure {
  enum class Kind { User, Builtin, Op, LeftSec, RightSec, ProjSec, Partial } kind;
  std::string name;  // User: function name ("lambda" for lambdas); Builtin: name; Op: op
  // User
  const std::vector<ast::PatPtr>* params = nullptr;
  const std::vector<std::string>* size_params = nullptr;
  ast::TypeExpPtr ret;
  ast::ExprPtr body;
  EnvPtr env;
  bool global = false;  // a top-level def (env is the global scope)
  const void* key = nullptr;  // the ValDecl or LetFun: instantiations, recursion detection
  bool recursive = false;     // the function calls itself (ast::ValDecl::recursive)
  // Local functions and lambdas: how many calls were being elaborated where
  // the closure was made.  Its body runs in that lexical context, however
  // deep the call that applies it (a lambda given to `tabulate` that calls
  // `tabulate` again is not a recursive call of `tabulate`).
  size_t stack_depth = 0;
  // Sections, Partial (fn applied to args)
  std::vector<Value> vals;
  std::string field;
  int arity = 1;
};

Value fun_value(std::shared_ptr<Closure> c) {
  Value v;
  v.ty = fun_ty();
  v.fn = std::move(c);
  return v;
}

struct TVar {
  int link = -1;
  std::optional<PrimType> t;
  enum class Cons { Num, Int, Float } cons = Cons::Num;
};

// A type expression as source text (for messages).
std::string texp_str(const ast::TypeExp& t) {
  std::string u = t.unique ? "*" : "";
  switch (t.kind) {
    case ast::TypeExp::Kind::Prim: return u + prim_name(t.prim);
    case ast::TypeExp::Kind::Unit: return u + "()";
    case ast::TypeExp::Kind::Array: {
      std::string d = t.dim.kind == ast::DimExp::Kind::Const ? std::to_string(t.dim.value)
                      : t.dim.kind == ast::DimExp::Kind::Name ? t.dim.name : "";
      return u + "[" + d + "]" + texp_str(*t.elem);
    }
    case ast::TypeExp::Kind::Tuple: {
      std::string s = "(";
      for (size_t i = 0; i < t.elems.size(); ++i) s += (i ? ", " : "") + texp_str(*t.elems[i]);
      return u + s + ")";
    }
    case ast::TypeExp::Kind::Arrow:
      return u + "(" + texp_str(*t.elems[0]) + " -> " + texp_str(*t.elems[1]) + ")";
    case ast::TypeExp::Kind::Named: {
      std::string s = t.name;
      for (auto& a : t.size_args) s += " [" + (a.kind == ast::DimExp::Kind::Const ? std::to_string(a.value) : a.name) + "]";
      return u + s;
    }
    case ast::TypeExp::Kind::Hole: return u + "_";
    case ast::TypeExp::Kind::Record:
    case ast::TypeExp::Kind::Sum:
    case ast::TypeExp::Kind::Exists: return ast::print_type(t);
  }
  return "?";
}

// ---- Level-2 constructs ----
// This checker handles Level 1 of LANGUAGE.md; a new checker replaces it.
// The parser already produces the Level-2 AST (records, sum types, `match`,
// type parameters, size expressions, user-defined operators, ...); they are
// rejected here with a user error at their span before checking starts.
// Attributes are the exception: they are ignored (checked through).
[[noreturn]] void unsupported(const Span& sp, const std::string& what) {
  user_error(sp, what + " not supported yet");
}

struct Level2Filter {
  void type_params(const std::vector<ast::TypeParam>& tps) {
    for (const auto& tp : tps)
      if (tp.kind != ast::TypeParam::Kind::Size) unsupported(tp.span, "type parameters are");
  }
  void dim(const ast::DimExp& d, const Span& where) {
    if (d.kind == ast::DimExp::Kind::Expr)
      unsupported(d.span.known() ? d.span : where, "size expressions other than a name or a constant are");
  }
  void type(const ast::TypeExp& t) {
    switch (t.kind) {
      case ast::TypeExp::Kind::Record: unsupported(t.span, "record types are");
      case ast::TypeExp::Kind::Sum: unsupported(t.span, "sum types are");
      case ast::TypeExp::Kind::Exists: unsupported(t.span, "existential types are");
      case ast::TypeExp::Kind::Array: dim(t.dim, t.span); break;
      case ast::TypeExp::Kind::Named:
        for (const auto& a : t.type_args) {
          if (!a.is_size) unsupported(t.span, "type arguments are");
          dim(a.dim, t.span);
        }
        break;
      default: break;
    }
    for (const auto& e : t.elems) if (e) type(*e);
    if (t.elem) type(*t.elem);
  }
  void pat(const ast::Pat& p) {
    switch (p.kind) {
      case ast::Pat::Kind::Record: unsupported(p.span, "record patterns are");
      case ast::Pat::Kind::Literal: unsupported(p.span, "literal patterns are");
      case ast::Pat::Kind::Constr: unsupported(p.span, "constructor patterns are");
      case ast::Pat::Kind::Id:
        if (!p.name.empty() && std::strchr("+-*/%=!><&^|", p.name[0]))
          unsupported(p.span, "user-defined operators are");
        break;
      default: break;
    }
    for (const auto& e : p.elems) pat(*e);
    if (p.inner) pat(*p.inner);
    if (p.type) type(*p.type);
  }
  void expr(const ast::Expr& e) {
    using K = ast::Expr::Kind;
    switch (e.kind) {
      case K::Record: unsupported(e.span, "records are");
      case K::RecordUpdate: unsupported(e.span, "record updates are");
      case K::Constr: unsupported(e.span, "sum types are");
      case K::Match: unsupported(e.span, "`match` is");
      case K::Var:
        if (e.name == "???") unsupported(e.span, "typed holes (`???`) are");
        break;
      case K::BinOp:
      case K::OpSection:
      case K::LeftSection:
      case K::RightSection:
        if (!e.qual.empty()) unsupported(e.span, "qualified operators are");
        break;
      case K::ProjSection:
        if (e.field_path.size() > 1) unsupported(e.span, "sections of nested fields are");
        break;
      case K::Let:
        if (!e.size_params.empty()) unsupported(e.span, "size binders in `let` are");
        break;
      case K::LetFun:
        if (!e.name.empty() && std::strchr("+-*/%=!><&^|", e.name[0]))
          unsupported(e.span, "user-defined operators are");
        type_params(e.type_params);
        break;
      default: break;
    }
    for (const auto& x : e.elems) if (x) expr(*x);
    for (const auto& d : e.indices)
      for (const auto* x : {&d.index, &d.start, &d.end, &d.stride})
        if (*x) expr(**x);
    if (e.pat) pat(*e.pat);
    if (e.loop_pat) pat(*e.loop_pat);
    for (const auto& p : e.params) pat(*p);
    if (e.type) type(*e.type);
  }
  void decl(const ast::Decl& d) {
    if (d.kind == ast::Decl::Kind::Type) {
      type_params(d.type.type_params);
      type(*d.type.def);
      return;
    }
    const ast::ValDecl& v = d.val;
    if (v.is_operator) unsupported(v.name_span.known() ? v.name_span : v.span, "user-defined operators are");
    type_params(v.type_params);
    for (const auto& p : v.params) pat(*p);
    if (v.ret_type) type(*v.ret_type);
    expr(*v.body);
  }
};

// The source text of a one-line span (for assertion messages).
std::string source_text(const Span& sp) {
  if (!sp.known() || sp.end.line != sp.begin.line || sp.end.col <= sp.begin.col)
    return "at " + sp.str();
  std::string line = sp.file->line_text(sp.begin.line);
  if (sp.begin.col - 1 >= (int)line.size()) return "at " + sp.str();
  return line.substr(sp.begin.col - 1, sp.end.col - sp.begin.col);
}

int edit_distance(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = (int)j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = (int)i;
    for (size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1,
                         prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

const std::set<std::string>& builtin_names() {
  static const std::set<std::string> s = {
      "map", "map1", "map2", "map3", "map4", "map5", "reduce", "reduce_comm", "scan",
      "zip", "zip2", "zip3", "zip4", "zip5", "unzip", "unzip2", "unzip3", "unzip4",
      "unzip5", "iota", "replicate", "length", "transpose", "flatten", "unflatten",
      "concat", "reverse", "copy", "head", "tail", "last", "init", "take", "drop",
      "sum", "product", "maximum", "minimum", "and", "or", "all", "any", "filter",
      "null", "indices", "opaque", "rotate",
      // typecheck/elab_soacs.inc
      "scatter", "reduce_by_index", "hist", "partition", "split", "map_stream",
      "map_stream_per", "reduce_stream", "reduce_stream_per", "jvp", "jvp2", "vjp", "vjp2", "jmp", "jmp2", "mjp", "mjp2", "with_vjp",
      "with_vjp_tape"};
  return s;
}

int builtin_arity(const std::string& n) {
  if (n == "map" || n == "map1") return 2;
  if (n.size() == 4 && n.rfind("map", 0) == 0) return n[3] - '0' + 1;
  if (n == "reduce" || n == "reduce_comm" || n == "scan" || n == "unflatten") return 3;
  if (n == "zip" || n == "zip2") return 2;
  if (n == "scatter" || n == "reduce_stream" || n == "reduce_stream_per") return 3;
  if (n == "jvp" || n == "jvp2" || n == "vjp" || n == "vjp2" || n == "jmp" || n == "jmp2" || n == "mjp" ||
      n == "mjp2" || n == "with_vjp" || n == "with_vjp_tape")
    return 3;
  if (n == "reduce_by_index" || n == "hist") return 5;
  if (n == "partition" || n == "split" || n == "map_stream" || n == "map_stream_per") return 2;
  if (n.size() == 4 && n.rfind("zip", 0) == 0) return n[3] - '0';
  if (n == "replicate" || n == "concat" || n == "take" || n == "drop" || n == "all" ||
      n == "any" || n == "filter" || n == "rotate")
    return 2;
  return 1;
}

int primfun_arity(const std::string& n) {
  if (n == "atan2" || n == "hypot" || n == "copysign" || n == "pow" || n == "mul_hi" ||
      n == "min" || n == "max")
    return 2;
  if (n == "fma" || n == "mad" || n == "lerp" || n == "mad_hi") return 3;
  return 1;
}

std::string ordinal(size_t i) {
  static const char* names[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
  return i < 6 ? names[i] : std::to_string(i + 1) + "th";
}

// ---------------------------------------------------------------------------
// The checker/elaborator

enum class Run { Infer, Emit };

// The program's definitions by name (a later one shadows an earlier one:
// the user's shadow the prelude's); built once per program.
struct DeclIndex {
  std::map<std::string, const ast::ValDecl*> defs;
  std::map<std::string, const ast::TypeDecl*> types;
  explicit DeclIndex(const ast::Program& prog) {
    for (auto& d : prog.decls) {
      if (d.kind == ast::Decl::Kind::Val) defs[d.val.name] = &d.val;
      else types[d.type.name] = &d.type;
    }
  }
};

class Elab {
 public:
  Elab(const ast::Program& prog, const DeclIndex& index, Run run, const std::vector<PrimType>* lit_types)
      : prog_(prog), run_(run), lit_types_(lit_types), defs_(index.defs), types_(index.types) {}

  ir::Function elab_entry(const ast::ValDecl& decl);

  // After run 1: default type variables, check literal ranges, and return
  // the literal types in visiting order.
  std::vector<PrimType> finish_literals();

  // Where run 1 records the shape of every expression and pattern variable
  // for the uniqueness pass (typecheck/uniqueness.h); null in run 2.
  TypeRecord* record_ = nullptr;

  // Check only (no run 2 follows): a top-level function is checked once per
  // distinct argument signature (see memo_key) instead of once per call.
  // The new front end (typecheck/infer.h) has already typed every
  // definition once; this keeps `runic check` linear in the program while
  // this traversal still inlines.  Run 2 needs every call visited, so
  // compiling does not memoise.
  bool memoize_calls_ = false;
  // Check only: the results of calls whose result types have no type
  // variables, shared by the checks of all definitions (typecheck()): a
  // definition's callees are checked once for the whole program, not once
  // per definition that calls them.  A remembered result is given back in
  // the caller's names (memo_result): its argument sizes and leaves become
  // the caller's, the sizes its check made fresh ones (a declared `[k]t`
  // result of `f k` is `[k]t` at every call, and an `if` whose other branch
  // is `[k]t` keeps k).
  std::map<std::string, MemoEntry>* shared_memo_ = nullptr;
  // Check only: the names in the values of top-level constants (a
  // constant is evaluated once, memoised like a call without arguments,
  // and is the same value at every use): memo_result keeps them.  Shared
  // like shared_memo_ where that is set.
  std::set<VName>* shared_constants_ = nullptr;
  // The zip calls whose result is consumed (CheckedProgram::copied_zips):
  // they copy their arrays.
  const std::set<CheckedProgram::SpanKey>* copied_zips_ = nullptr;

  // Inside `#[unsafe]` (an Attr the desugarer keeps): indexing and
  // updates are emitted without bounds checks in compiled code.
  int unsafe_ = 0;

 private:
  const ast::Program& prog_;
  Run run_;
  const std::vector<PrimType>* lit_types_;
  const std::map<std::string, const ast::ValDecl*>& defs_;
  const std::map<std::string, const ast::TypeDecl*>& types_;
  std::vector<TVar> tvars_;
  size_t lit_counter_ = 0;
  std::vector<std::pair<const ast::Expr*, int>> lits_;  // run 1: literal, its tvar
  std::vector<std::shared_ptr<ir::Body>> bodies_;
  std::vector<std::set<VName>> defined_;
  std::vector<const void*> call_stack_;
  std::map<std::string, MemoEntry> memo_;  // memoize_calls_: memo_key -> result
  std::set<VName> constant_names_;         // shared_constants_ when that is null
  Span loc_;
  // The outermost body of the function being built: the entry point's, or
  // that of a Core IR function made for a call (call_function,
  // call_recursive); an index into bodies_.
  size_t fn_base_ = 0;
  // A top-level constant is one value (reference, "Value declarations"):
  // it is evaluated once per function being built, in that function's
  // outermost body, and every use shares the value and so its sizes (a
  // constant made by `filter` and used in a mapped function has a size
  // known outside it).  Keyed by the definition and the outermost body,
  // kept alive here (so that its address names no other body meanwhile).
  std::map<std::pair<const void*, const ir::Body*>, std::pair<std::shared_ptr<ir::Body>, Value>> constants_;
  // Sets fn_base_ to the body just pushed, for a Core IR function's body.
  struct FunctionBase {
    Elab& el;
    size_t saved;
    explicit FunctionBase(Elab& e) : el(e), saved(e.fn_base_) { el.fn_base_ = el.bodies_.size() - 1; }
    ~FunctionBase() { el.fn_base_ = saved; }
  };
  Value constant_value(const Closure& c, const Span& span);

  // The Core IR functions made for calls (call_function), by instantiation.
  struct FunInst {
    // Recursive functions (call_recursive): the variables of the caller's
    // scope that the function uses (a local function's free variables,
    // those of a functional argument), passed as extra arguments; and what
    // keeps the closures alive whose addresses are part of the key.
    std::vector<VName> extra;
    std::vector<Value> keep_alive;
    EnvPtr env_alive;
    VName name;
    std::vector<VName> params;      // one per variable atom of the call
    std::vector<VName> returned;    // the body's names it returns
    std::vector<ir::Type> ret;      // their types (in the function's names)
    Value result;                   // the body's value (in the function's names)
    // Returned sizes that are scalar arithmetic on the parameters (`def
    // pad [n] (xs: [n]t) : [n + 1]t`): the statements computing them, which
    // each call repeats, so that the result's size is known at the call
    // (a map over `pad` then has a regular result).
    std::map<VName, std::vector<ir::Stm>> size_recipes;
  };
  std::map<std::string, FunInst> insts_;
  std::vector<ir::Function> functions_;

 public:
  // The functions the elaborated entry points call.
  std::vector<ir::Function>& functions() { return functions_; }

 private:

  using SizeMap = std::map<std::string, SubExp>;

  // ---- type variables ----
  int new_tv(TVar::Cons c) {
    TVar v;
    v.cons = c;
    tvars_.push_back(v);
    return (int)tvars_.size() - 1;
  }
  int find(int v) {
    while (tvars_[v].link >= 0) v = tvars_[v].link;
    return v;
  }
  std::optional<PrimType> resolved(const Ty& t) {
    if (t.tv < 0) return t.prim;
    return tvars_[find(t.tv)].t;
  }
  static PrimType default_of(TVar::Cons c) {
    return c == TVar::Cons::Float ? PrimType::F64 : PrimType::I32;
  }
  PrimType prim_of(const Ty& t) {
    internal_assert(t.is_prim(), "prim_of on a non-primitive type");
    if (auto r = resolved(t)) return *r;
    return default_of(tvars_[find(t.tv)].cons);
  }
  static bool satisfies(TVar::Cons c, PrimType p) {
    switch (c) {
      case TVar::Cons::Num: return is_numeric(p);
      case TVar::Cons::Int: return is_int(p);
      case TVar::Cons::Float: return is_float(p);
    }
    return false;
  }
  bool unify_prim(const Ty& a, const Ty& b) {
    auto ra = resolved(a), rb = resolved(b);
    if (ra && rb) return *ra == *rb;
    if (ra || rb) {
      const Ty& v = ra ? b : a;
      PrimType p = ra ? *ra : *rb;
      TVar& tv = tvars_[find(v.tv)];
      if (!satisfies(tv.cons, p)) return false;
      tv.t = p;
      return true;
    }
    int x = find(a.tv), y = find(b.tv);
    if (x == y) return true;
    auto cx = tvars_[x].cons, cy = tvars_[y].cons;
    TVar::Cons c;
    if (cx == TVar::Cons::Num) c = cy;
    else if (cy == TVar::Cons::Num || cy == cx) c = cx;
    else return false;
    tvars_[x].link = y;
    tvars_[y].cons = c;
    return true;
  }
  // Constrains a primitive type; false if it cannot satisfy `c`.
  bool constrain(const Ty& t, TVar::Cons c) {
    if (!t.is_prim()) return false;
    if (auto r = resolved(t)) return satisfies(c, *r);
    int x = find(t.tv);
    auto cx = tvars_[x].cons;
    if (cx == c || c == TVar::Cons::Num) return true;
    if (cx == TVar::Cons::Num) { tvars_[x].cons = c; return true; }
    return false;
  }
  // Structural unification ignoring sizes.
  bool unify(const Ty& a, const Ty& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
      case Ty::Kind::Prim: return unify_prim(a, b);
      case Ty::Kind::Array:
        return a.shape.size() == b.shape.size() && unify(a.elems[0], b.elems[0]);
      case Ty::Kind::Tuple:
        if (a.elems.size() != b.elems.size()) return false;
        for (size_t i = 0; i < a.elems.size(); ++i)
          if (!unify(a.elems[i], b.elems[i])) return false;
        return true;
      case Ty::Kind::Fun: return true;
    }
    return false;
  }

  std::string dim_str(const SubExp& d) {
    if (d.is_const()) return std::to_string(d.value.as_i64());
    return d.var;
  }
  std::string ty_str(const Ty& t) {
    switch (t.kind) {
      case Ty::Kind::Prim: {
        if (auto r = resolved(t)) return prim_name(*r);
        auto c = tvars_[find(t.tv)].cons;
        // Unresolved: show what it would default to.
        return prim_name(default_of(c));
      }
      case Ty::Kind::Array: {
        std::string s;
        for (auto& d : t.shape) s += "[" + dim_str(d) + "]";
        return s + ty_str(t.elems[0]);
      }
      case Ty::Kind::Tuple: {
        if (t.elems.empty()) return "()";
        std::string s = "(";
        for (size_t i = 0; i < t.elems.size(); ++i)
          s += (i ? ", " : "") + ty_str(t.elems[i]);
        return s + ")";
      }
      case Ty::Kind::Fun: return "a function";
    }
    return "?";
  }

  // ---- IR building ----
  ir::Body& body() { return *bodies_.back(); }
  void push_body() {
    bodies_.push_back(std::make_shared<ir::Body>());
    defined_.emplace_back();
  }
  std::shared_ptr<ir::Body> pop_body(std::set<VName>* inner = nullptr) {
    auto b = bodies_.back();
    bodies_.pop_back();
    if (inner) *inner = std::move(defined_.back());
    defined_.pop_back();
    return b;
  }
  VName fresh(const std::string& base) {
    VName n = ir::fresh_name(base);
    defined_.back().insert(n);
    return n;
  }
  std::vector<SubExp> emit(ir::Exp e, const std::vector<ir::Type>& ts,
                           const std::string& base) {
    ir::Stm s;
    s.exp = std::move(e);
    s.loc = loc_;
    std::vector<SubExp> res;
    for (auto& t : ts) {
      VName n = fresh(base);
      s.pat.push_back({n, t});
      res.push_back(SubExp::variable(n));
    }
    body().stms.push_back(std::move(s));
    return res;
  }
  SubExp emit1(ir::Exp e, ir::Type t, const std::string& base) {
    return emit(std::move(e), {std::move(t)}, base)[0];
  }

  std::vector<ir::Type> leaf_types(const Ty& t) {
    std::vector<ir::Type> out;
    leaf_types_into(t, {}, out);
    return out;
  }
  void leaf_types_into(const Ty& t, const std::vector<SubExp>& outer,
                       std::vector<ir::Type>& out) {
    switch (t.kind) {
      case Ty::Kind::Prim: out.push_back(ir::Type{prim_of(t), outer, false}); break;
      case Ty::Kind::Array: {
        auto sh = outer;
        sh.insert(sh.end(), t.shape.begin(), t.shape.end());
        leaf_types_into(t.elems[0], sh, out);
        break;
      }
      case Ty::Kind::Tuple:
        for (auto& e : t.elems) leaf_types_into(e, outer, out);
        break;
      case Ty::Kind::Fun: break;
    }
  }

  // Splits a tuple value (or an array of tuples) into its components.
  std::vector<Value> split(const Value& v) {
    std::vector<Value> out;
    size_t pos = 0;
    if (!v.parts.empty()) return v.parts;
    if (v.ty.is_tuple()) {
      for (auto& e : v.ty.elems) {
        size_t n = leaf_count(e);
        out.push_back({e, {v.leaves.begin() + pos, v.leaves.begin() + pos + n}, nullptr});
        pos += n;
      }
    } else if (v.ty.is_array() && v.ty.elems[0].is_tuple()) {
      for (auto& e : v.ty.elems[0].elems) {
        size_t n = leaf_count(e);
        out.push_back({array_ty(v.ty.shape, e),
                       {v.leaves.begin() + pos, v.leaves.begin() + pos + n}, nullptr});
        pos += n;
      }
    } else {
      internal_assert(false, "split of a non-tuple");
    }
    return out;
  }
  Value tuple_value(const std::vector<Value>& vs) {
    if (vs.size() == 1) return vs[0];
    Value r;
    std::vector<Ty> ts;
    for (auto& v : vs) {
      if (v.ty.is_fun() || !v.parts.empty()) r.parts = vs;
      ts.push_back(v.ty);
      r.leaves.insert(r.leaves.end(), v.leaves.begin(), v.leaves.end());
    }
    r.ty = tuple_ty(ts);
    return r;
  }
  Value scalar(PrimType p, SubExp s) { return {prim_ty(p), {std::move(s)}, nullptr}; }

  // ---- i64 size arithmetic with folding ----
  SubExp i64_binop(BinOp op, SubExp a, SubExp b) {
    if (a.is_const() && b.is_const()) {
      auto r = eval_binop(op, PrimType::I64, a.value, b.value);
      if (r) return SubExp::constant(*r);
    }
    auto is = [](const SubExp& s, int64_t v) { return s.is_const() && s.value.as_i64() == v; };
    if (op == BinOp::Add && is(b, 0)) return a;
    if (op == BinOp::Add && is(a, 0)) return b;
    if (op == BinOp::Sub && is(b, 0)) return a;
    if (op == BinOp::Mul && is(b, 1)) return a;
    if (op == BinOp::Mul && is(a, 1)) return b;
    if ((op == BinOp::Quot || op == BinOp::Div) && is(b, 1)) return a;
    ir::Exp e;
    e.kind = ir::Exp::Kind::BinOp;
    e.binop = op;
    e.prim = PrimType::I64;
    e.args = {a, b};
    return emit1(std::move(e), ir::Type::scalar(PrimType::I64), "size");
  }
  SubExp to_i64(const Value& v, const std::string& what) {
    if (!v.ty.is_prim()) user_error(loc_, what + " must be an integer, found " + ty_str(v.ty));
    if (!resolved(v.ty)) {
      if (!unify_prim(v.ty, prim_ty(PrimType::I64)))
        user_error(loc_, what + " must be an integer, found " + ty_str(v.ty));
    }
    PrimType p = prim_of(v.ty);
    if (!is_int(p)) user_error(loc_, what + " must be an integer, found " + prim_name(p));
    if (p == PrimType::I64) return v.leaves[0];
    if (v.leaves[0].is_const())
      return SubExp::constant(eval_convert(PrimType::I64, v.leaves[0].value));
    ir::Exp e;
    e.kind = ir::Exp::Kind::Convert;
    e.prim = PrimType::I64;
    e.from = p;
    e.args = {v.leaves[0]};
    return emit1(std::move(e), ir::Type::scalar(PrimType::I64), "i");
  }

  // Requires two sizes to be equal: statically when possible, else a size
  // check (an Assert carrying both sizes, which every backend prints with
  // their run-time values).
  void require_same_size(const SubExp& actual, const SubExp& expected,
                         const std::string& context) {
    std::string ctx = context.empty() ? "" : " (" + context + ")";
    size_check(actual, expected, "size mismatch: an array of size {0} where size {1} is required" + ctx,
               "array of size " + dim_str(actual) + " where size " + dim_str(expected) + " is required" + ctx);
  }
  // `message` names the actual size `{0}` and the required one `{1}`;
  // `static_message` is the compile-time error when both are constants.
  // A coercion (`at_run_time`) is checked when it runs even when both sizes
  // are constants: Futhark's `:>` is a run-time check, so a program whose
  // mismatching coercion is never evaluated is valid.
  void size_check(const SubExp& actual, const SubExp& expected, const std::string& message,
                  const std::string& static_message, bool at_run_time = false) {
    if (same_subexp(actual, expected)) return;
    if (actual.is_const() && expected.is_const() && !at_run_time) user_error(loc_, static_message);
    ir::Exp c;
    c.kind = ir::Exp::Kind::CmpOp;
    c.cmpop = CmpOp::Eq;
    c.prim = PrimType::I64;
    c.args = {actual, expected};
    SubExp ok = emit1(std::move(c), ir::Type::scalar(PrimType::Bool), "size_ok");
    ir::Exp a;
    a.kind = ir::Exp::Kind::Assert;
    a.args = {ok, actual, expected};
    a.message = message;
    a.loc = loc_;
    emit(std::move(a), {}, "assert");
  }
  // `e :> t` (Futhark's size coercion): the type of `e` with the sizes
  // that `t` names; each dimension that may differ is checked at run time.
  Ty coerce_ty(const Ty& actual, const ast::TypeExp& t, SizeMap& sizes, const EnvPtr& env) {
    switch (t.kind) {
      case ast::TypeExp::Kind::Named: return coerce_ty(actual, *expand_named(t), sizes, env);
      case ast::TypeExp::Kind::Tuple: {
        if (!actual.is_tuple() || actual.elems.size() != t.elems.size()) break;
        std::vector<Ty> es;
        for (size_t i = 0; i < t.elems.size(); ++i) es.push_back(coerce_ty(actual.elems[i], *t.elems[i], sizes, env));
        return tuple_ty(es);
      }
      case ast::TypeExp::Kind::Array: {
        if (!actual.is_array()) break;
        SubExp d = actual.shape[0], target = d;
        switch (t.dim.kind) {
          case ast::DimExp::Kind::Any: break;
          case ast::DimExp::Kind::Expr: {
            std::string n = ast::print_expr(*t.dim.expr);
            target = to_i64(elab(*t.dim.expr, env), "the size `" + n + "`");
            size_check(d, target,
                       "size mismatch: coercion to [" + n + "] where " + n + " = {1} but the array has {0} elements",
                       "size mismatch: coercion to [" + n + "] where " + n + " = " + dim_str(target) +
                           " but the array has " + dim_str(d) + " elements",
                       true);
            break;
          }
          case ast::DimExp::Kind::Const:
            target = SubExp::i64(t.dim.value);
            size_check(d, target, "size mismatch: coercion to [" + std::to_string(t.dim.value) +
                                      "] but the array has {0} elements",
                       "size mismatch: coercion to [" + std::to_string(t.dim.value) + "] but the array has " +
                           dim_str(d) + " elements",
                       true);
            break;
          case ast::DimExp::Kind::Name: {
            auto known = lookup_dim(t.dim.name, sizes, env, true);
            if (!known)
              user_error(t.dim.span.known() ? t.dim.span : loc_, "unknown size `" + t.dim.name + "` in the coercion");
            target = *known;
            const std::string& n = t.dim.name;
            size_check(d, target,
                       "size mismatch: coercion to [" + n + "] where " + n + " = {1} but the array has {0} elements",
                       "size mismatch: coercion to [" + n + "] where " + n + " = " + dim_str(target) +
                           " but the array has " + dim_str(d) + " elements",
                       true);
            break;
          }
        }
        return array_ty({target}, coerce_ty(row_ty(actual), *t.elem, sizes, env));
      }
      default: {
        check_ty(actual, t, sizes, env, "in the size coercion", false);
        return actual;
      }
    }
    Ty expected = ty_from_texp(t, sizes, env, DimMode::Lenient);
    user_error(loc_, "in the size coercion: expected type " + ty_str(expected) + ", found " + ty_str(actual));
  }
  void require_same_shape(const Ty& actual, const Ty& expected, const std::string& ctx) {
    if (actual.kind != expected.kind) return;
    if (actual.is_array()) {
      for (size_t i = 0; i < actual.shape.size() && i < expected.shape.size(); ++i)
        require_same_size(actual.shape[i], expected.shape[i], ctx);
      require_same_shape(actual.elems[0], expected.elems[0], ctx);
    } else if (actual.is_tuple()) {
      for (size_t i = 0; i < actual.elems.size() && i < expected.elems.size(); ++i)
        require_same_shape(actual.elems[i], expected.elems[i], ctx);
    }
  }

  // ---- type expressions ----
  ast::TypeExpPtr expand_named(const ast::TypeExp& t) {
    auto it = types_.find(t.name);
    if (it == types_.end()) user_error(t.span, "Unknown type \"" + t.name + "\"");
    const ast::TypeDecl& d = *it->second;
    if (d.size_params.size() != t.size_args.size())
      user_error(t.span, "type `" + t.name + "` expects " +
                             std::to_string(d.size_params.size()) + " size arguments, got " +
                             std::to_string(t.size_args.size()));
    std::map<std::string, ast::DimExp> subst;
    for (size_t i = 0; i < d.size_params.size(); ++i) subst[d.size_params[i]] = t.size_args[i];
    std::function<ast::TypeExpPtr(const ast::TypeExpPtr&)> go =
        [&](const ast::TypeExpPtr& x) -> ast::TypeExpPtr {
      auto c = std::make_shared<ast::TypeExp>(*x);
      if (c->kind == ast::TypeExp::Kind::Array) {
        if (c->dim.kind == ast::DimExp::Kind::Name && subst.count(c->dim.name))
          c->dim = subst[c->dim.name];
        c->elem = go(c->elem);
      } else if (c->kind == ast::TypeExp::Kind::Tuple) {
        for (auto& e : c->elems) e = go(e);
      } else if (c->kind == ast::TypeExp::Kind::Named) {
        for (auto& a : c->size_args)
          if (a.kind == ast::DimExp::Kind::Name && subst.count(a.name)) a = subst[a.name];
      }
      return c;
    };
    return go(d.def);
  }

  // Resolves a named dimension: a size bound in `sizes`, or an i64 variable.
  // `globals`: a name that is not in scope may be a top-level constant
  // (`def n = 3i64` ... `[n]t`); not where a size is being bound (a size
  // parameter of the same name binds it).
  std::optional<SubExp> lookup_dim(const std::string& n, const SizeMap& sizes,
                                   const EnvPtr& env, bool globals = false) {
    auto it = sizes.find(n);
    if (it != sizes.end()) return it->second;
    if (const Value* v = env_lookup(env, n)) {
      if (v->ty.is_prim() && v->leaves.size() == 1) {
        if (!unify_prim(v->ty, prim_ty(PrimType::I64)))
          user_error(loc_, "size `" + n + "` must be of type i64, but it is " + ty_str(v->ty));
        return v->leaves[0];
      }
      return std::nullopt;
    }
    // A top-level constant used as a size (`def n = 3i64` ... `[n]t`).
    if (auto d = defs_.find(n); globals && d != defs_.end() && d->second->params.empty()) {
      ast::Expr e;
      e.kind = ast::Expr::Kind::Var;
      e.name = n;
      e.span = loc_;
      Value v = lookup_value(e, env);
      if (v.ty.is_prim() && v.leaves.size() == 1 && unify_prim(v.ty, prim_ty(PrimType::I64))) return v.leaves[0];
    }
    return std::nullopt;
  }

  // Checks that a value of type `actual` matches the type expression `t`;
  // binds unknown size names in `sizes` (when `bind` is true).
  // The types that check_ty found for named holes, for bind_pat.
  std::vector<std::pair<std::string, Ty>> type_binds_;

  void check_ty(const Ty& actual, const ast::TypeExp& t, SizeMap& sizes, const EnvPtr& env,
                const std::string& what, bool bind) {
    auto mismatch = [&]() {
      Ty expected = ty_from_texp(t, sizes, env, DimMode::Lenient);
      user_error(t.span.known() ? loc_ : loc_, what + ": expected type " + ty_str(expected) +
                                                   ", found " + ty_str(actual));
    };
    switch (t.kind) {
      case ast::TypeExp::Kind::Hole:
        // A type parameter (elaborate/desugar.h): a named one stands for
        // `actual` from here on (bind_pat binds it).
        if (!t.name.empty()) type_binds_.push_back({t.name, actual});
        return;
      case ast::TypeExp::Kind::Named: {
        auto e = expand_named(t);
        check_ty(actual, *e, sizes, env, what, bind);
        return;
      }
      case ast::TypeExp::Kind::Prim:
        if (!actual.is_prim() || !unify_prim(actual, prim_ty(t.prim))) mismatch();
        return;
      case ast::TypeExp::Kind::Record: unsupported(t.span, "record types are");
      case ast::TypeExp::Kind::Sum: unsupported(t.span, "sum types are");
      case ast::TypeExp::Kind::Exists: unsupported(t.span, "existential types are");
      case ast::TypeExp::Kind::Arrow:
        // Function values are checked where they are applied (every call
        // is inlined).  After defunctionalisation the place of a function
        // in a tuple or record parameter holds its environment
        // (elaborate/defunctionalise.h keeps the annotation for the sizes
        // of the other parts).
        return;
      case ast::TypeExp::Kind::Unit:
        if (!actual.is_tuple() || !actual.elems.empty()) mismatch();
        return;
      case ast::TypeExp::Kind::Tuple:
        if (!actual.is_tuple() || actual.elems.size() != t.elems.size()) mismatch();
        for (size_t i = 0; i < t.elems.size(); ++i)
          check_ty(actual.elems[i], *t.elems[i], sizes, env, what, bind);
        return;
      case ast::TypeExp::Kind::Array: {
        if (!actual.is_array()) mismatch();
        const SubExp& d = actual.shape[0];
        switch (t.dim.kind) {
          case ast::DimExp::Kind::Any:
          case ast::DimExp::Kind::Expr: break;  // checked by typecheck/infer.cpp
          case ast::DimExp::Kind::Const:
            require_same_size(d, SubExp::i64(t.dim.value), what);
            break;
          case ast::DimExp::Kind::Name: {
            auto known = lookup_dim(t.dim.name, sizes, env, !bind);
            if (known) require_same_size(d, *known, what + ", size `" + t.dim.name + "`");
            else if (bind) sizes[t.dim.name] = d;
            else user_error(t.dim.span.known() ? t.dim.span : loc_,
                            "unknown size `" + t.dim.name + "`");
            break;
          }
        }
        check_ty(row_ty(actual), *t.elem, sizes, env, what, bind);
        return;
      }
    }
  }

  // Blank: as Zero, and sizes not in scope are 0 too (the types of blank
  // values and type arguments, whose sizes do not matter).
  enum class DimMode { Strict, Lenient, FreshEntry, Zero, Blank };
  // Builds a type from a type expression (entry parameters, empty arrays).
  Ty ty_from_texp(const ast::TypeExp& t, SizeMap& sizes, const EnvPtr& env, DimMode mode) {
    switch (t.kind) {
      case ast::TypeExp::Kind::Named: return ty_from_texp(*expand_named(t), sizes, env, mode);
      case ast::TypeExp::Kind::Prim: return prim_ty(t.prim);
      case ast::TypeExp::Kind::Record: unsupported(t.span, "record types are");
      case ast::TypeExp::Kind::Sum: unsupported(t.span, "sum types are");
      case ast::TypeExp::Kind::Exists: unsupported(t.span, "existential types are");
      case ast::TypeExp::Kind::Arrow: return fun_ty();
      case ast::TypeExp::Kind::Hole:
        if (!t.name.empty()) {
          if (const Value* v = env_lookup(env, t.name)) return v->ty;
        }
        return unit_ty();
      case ast::TypeExp::Kind::Unit: return unit_ty();
      case ast::TypeExp::Kind::Tuple: {
        std::vector<Ty> es;
        for (auto& e : t.elems) es.push_back(ty_from_texp(*e, sizes, env, mode));
        return tuple_ty(es);
      }
      case ast::TypeExp::Kind::Array: {
        SubExp d = SubExp::i64(0);
        switch (t.dim.kind) {
          case ast::DimExp::Kind::Const: d = SubExp::i64(t.dim.value); break;
          case ast::DimExp::Kind::Expr:
          case ast::DimExp::Kind::Any:
            if (mode == DimMode::FreshEntry) d = SubExp::variable(fresh("d"));
            else if (mode == DimMode::Lenient) d = SubExp::variable("?");
            break;
          case ast::DimExp::Kind::Name: {
            auto known = lookup_dim(t.dim.name, sizes, env);
            if (known) d = *known;
            else if (mode == DimMode::FreshEntry) {
              d = SubExp::variable(fresh(t.dim.name));
              sizes[t.dim.name] = d;
            } else if (mode == DimMode::Lenient) {
              d = SubExp::variable(t.dim.name);
            } else if (mode == DimMode::Blank) {
              d = SubExp::i64(0);
            } else {
              user_error(t.dim.span.known() ? t.dim.span : loc_,
                         "unknown size `" + t.dim.name + "`");
            }
            break;
          }
        }
        return array_ty({d}, ty_from_texp(*t.elem, sizes, env, mode));
      }
    }
    return unit_ty();
  }

  // ---- patterns ----
  void bind_pat(const ast::Pat& p, const Value& v, EnvPtr& env, SizeMap& sizes, bool bind_sizes,
                const std::string& what) {
    switch (p.kind) {
      case ast::Pat::Kind::Id:
        if (record_) record_skel(record_->pats, &p, v.ty);
        env = env_bind(env, p.name, v);
        return;
      case ast::Pat::Kind::Record: unsupported(p.span, "record patterns are");
      case ast::Pat::Kind::Literal: unsupported(p.span, "literal patterns are");
      case ast::Pat::Kind::Constr: unsupported(p.span, "constructor patterns are");
      case ast::Pat::Kind::Wildcard: return;
      case ast::Pat::Kind::Unit:
        if (!v.ty.is_tuple() || !v.ty.elems.empty())
          user_error(p.span, what + ": expected (), found " + ty_str(v.ty));
        return;
      case ast::Pat::Kind::Tuple: {
        if (!v.ty.is_tuple() || v.ty.elems.size() != p.elems.size())
          user_error(p.span, what + ": a tuple pattern with " + std::to_string(p.elems.size()) +
                                 " components cannot match a value of type " + ty_str(v.ty));
        auto parts = split(v);
        for (size_t i = 0; i < parts.size(); ++i)
          bind_pat(*p.elems[i], parts[i], env, sizes, bind_sizes, what);
        return;
      }
      case ast::Pat::Kind::Ascribed: {
        Span save = loc_;
        loc_ = p.span;
        if (v.ty.is_fun() && p.type->kind != ast::TypeExp::Kind::Arrow)
          user_error(p.span, what + ": a function cannot have type " + texp_str(*p.type));
        type_binds_.clear();
        check_ty(v.ty, *p.type, sizes, env, what, bind_sizes);
        for (auto& [n, ty] : type_binds_) env = env_bind(env, n, Value{ty, {}, nullptr});
        type_binds_.clear();
        loc_ = save;
        bind_pat(*p.inner, v, env, sizes, bind_sizes, what);
        return;
      }
    }
  }
  // A value of type `t` whose content does not matter (the payloads of
  // the other constructors of a sum): zeros, and arrays with no rows.
  Value blank_value(const Ty& t, const Span& span) {
    Value r;
    r.ty = t;
    switch (t.kind) {
      case Ty::Kind::Prim: {
        PrimType p = prim_of(t);
        PrimValue z = p == PrimType::Bool   ? PrimValue::bool_value(false)
                      : p == PrimType::Unit ? PrimValue::unit()
                      : is_float(p)         ? PrimValue::float_value(p, 0)
                                            : PrimValue::int_value(p, 0);
        r.leaves = {SubExp::constant(z)};
        return r;
      }
      case Ty::Kind::Array: {
        r.ty = array_ty({SubExp::i64(0)}, row_ty(t));
        for (auto& lt : leaf_types(r.ty)) {
          ir::Exp a;
          a.kind = ir::Exp::Kind::ArrayLit;
          a.type = lt;
          r.leaves.push_back(emit1(std::move(a), lt, "blank"));
        }
        return r;
      }
      case Ty::Kind::Tuple: {
        std::vector<Ty> es;
        for (auto& e : t.elems) {
          Value v = blank_value(e, span);
          es.push_back(v.ty);
          for (auto& l : v.leaves) r.leaves.push_back(l);
        }
        r.ty = tuple_ty(es);
        return r;
      }
      case Ty::Kind::Fun: break;
    }
    user_error(span, "a function cannot be the payload of a sum type here");
  }

  // The type a pattern demands when every leaf is annotated (entry params).
  std::optional<Ty> pat_type(const ast::Pat& p, SizeMap& sizes, const EnvPtr& env) {
    switch (p.kind) {
      case ast::Pat::Kind::Ascribed: {
        // A function-typed parameter can only be checked with the function
        // passed at a call site.
        std::function<bool(const ast::TypeExp&)> has_arrow = [&](const ast::TypeExp& t) {
          if (t.kind == ast::TypeExp::Kind::Arrow) return true;
          for (auto& e : t.elems) if (e && has_arrow(*e)) return true;
          return t.elem && has_arrow(*t.elem);
        };
        if (has_arrow(*p.type)) return std::nullopt;
        return ty_from_texp(*p.type, sizes, env, DimMode::FreshEntry);
      }
      case ast::Pat::Kind::Unit: return unit_ty();
      case ast::Pat::Kind::Tuple: {
        std::vector<Ty> es;
        for (auto& e : p.elems) {
          auto t = pat_type(*e, sizes, env);
          if (!t) return std::nullopt;
          es.push_back(*t);
        }
        return tuple_ty(es);
      }
      default: return std::nullopt;
    }
  }

  // ---- expressions ----
  Value elab(const ast::Expr& e, const EnvPtr& env) {
    Value v = elab_node(e, env);
    if (record_) record_skel(record_->exprs, &e, v.ty);
    return v;
  }
  Value elab_node(const ast::Expr& e, const EnvPtr& env);
  Value elab_literal(const ast::Expr& e);
  Value lookup(const ast::Expr& e, const EnvPtr& env);
  Value lookup_value(const ast::Expr& e, const EnvPtr& env);
  Value apply(const Value& f, const std::vector<Value>& args, const Span& span);
  Value call(const Closure& c, const std::vector<Value>& args, const Span& span);
  Value call_user(const Closure& c, const std::vector<Value>& args, const Span& span);
  // `before_body`, if set, runs once the parameters are bound (with the
  // body's environment and the sizes the parameters named).
  Value call_user_body(const Closure& c, const std::vector<Value>& args, const Span& span,
                       const std::function<void(const EnvPtr&, const SizeMap&)>& before_body = nullptr);
  std::string memo_key(const Closure& c, const std::vector<Value>& args, std::vector<SubExp>& atoms);
  Value memo_result(const MemoEntry& m, const std::vector<SubExp>& atoms);
  void memo_size_recipe(MemoEntry& m);
  // A result that means the same in every check: no functions, no type
  // variables (they are this check's own).
  static bool shareable(const Value& v) {
    if (v.fn || !v.parts.empty()) return false;
    std::function<bool(const Ty&)> closed = [&](const Ty& t) {
      if (t.is_fun() || t.tv >= 0) return false;
      for (auto& e : t.elems)
        if (!closed(e)) return false;
      return true;
    };
    return closed(v.ty);
  }
  std::optional<Value> call_function(const Closure& c, const std::vector<Value>& args, const Span& span);
  Value call_recursive(const Closure& c, const std::vector<Value>& args, const Span& span);
  Value without_constants(const Value& v);
  void collect_var_types(const Value& v, std::map<VName, ir::Type>& out, std::set<const void*>& seen);
  void collect_env_types(const EnvPtr& env, std::map<VName, ir::Type>& out, std::set<const void*>& seen);
  Value call_builtin(const std::string& name, const std::vector<Value>& args);
  Value call_qualified(PrimType mod, const std::string& fn, const std::vector<Value>& args);
  Value binop(const std::string& op, const Value& a, const Value& b, const Span& span,
              const ast::Expr* rhs_expr = nullptr, const EnvPtr* rhs_env = nullptr);
  Value elab_if(const ast::Expr& e, const EnvPtr& env);
  Value elab_loop(const ast::Expr& e, const EnvPtr& env);
  Value elab_index(const Value& arr, const std::vector<ast::DimIndex>& idx, const EnvPtr& env,
                   std::vector<ir::DimIndex>* dims_out = nullptr);
  Value elab_array_lit(const ast::Expr& e, const EnvPtr& env);
  Value make_if(const SubExp& cond, const std::function<Value()>& then_f,
                const std::function<Value()>& else_f, const std::string& what);
  Value index_leaves(const Value& arr, const std::vector<ir::DimIndex>& dims, const Ty& rty);

  // SOAC helpers.
  bool hoist_size(ir::Body& b, std::set<VName>& inner, const VName& v, int depth = 0);
  // The width of the map whose function make_lambda is making, if any.
  std::optional<SubExp> hoist_width_;
  ir::Lambda make_lambda(const std::vector<Ty>& arg_tys,
                         const std::function<Value(const std::vector<Value>&)>& f,
                         Ty& result_ty, const std::string& what,
                         std::optional<SubExp> width = std::nullopt);
  Value soac_map(const Value& f, const std::vector<Value>& arrays, const std::string& what);
  Value soac_reduce(const Value& op, const Value& ne, const Value& arr, bool comm, bool scan,
                    const std::string& what);
  bool known_commutative(const Value& op);
  Value builtin_reduce(BinOp op, const Value& arr, const std::string& what);
  // typecheck/elab_soacs.inc: scatter, hist, filter, partition, rotate,
  // split and the streaming SOACs.
  Value call_builtin_soacs(const std::string& name, const std::vector<Value>& args);
  Value ad_apply(const std::string& name, const Value& f, const Value& x, const Value& seed);
  Value soac_with(const std::vector<Value>& arrays,
                  const std::function<Value(const std::vector<Value>&)>& f, const std::string& what);
  SubExp sum_i64(const Value& xs, bool scan);
  SubExp scalar_op(BinOp op, const SubExp& x, const SubExp& y);
  SubExp bool_to_i64(const SubExp& b);
  Value blank_rows(const SubExp& n, const Value& like);
  Value emit_scatter(const Value& dest, const Value& is, const Value& vs, const ir::ReduceOp* op);
  Value check_scatter_args(const Value& dest, const Value& is, const Value& vs, const std::string& what);
  ir::ReduceOp hist_op(const Value& op, const Value& ne, const Ty& row, const std::string& what);
  Value predicate_flags(const Value& p, const Value& xs, const std::string& what);
  Value gather(const Value& xs, const std::vector<ir::DimIndex>& idx);
  Value check_array(const Value& v, const std::string& what) {
    if (!v.ty.is_array())
      user_error(loc_, what + " must be an array, found " + ty_str(v.ty));
    return v;
  }
  Value prim_const(PrimType t, PrimValue v) { return scalar(t, SubExp::constant(v)); }
};

// ---------------------------------------------------------------------------

std::vector<PrimType> Elab::finish_literals() {
  std::vector<PrimType> out;
  for (auto& [e, tv] : lits_) {
    int r = find(tv);
    if (!tvars_[r].t) tvars_[r].t = default_of(tvars_[r].cons);
    PrimType t = *tvars_[r].t;
    if (e->kind == ast::Expr::Kind::IntLit && is_int(t) &&
        !int_literal_fits(t, e->int_digits, e->negative))
      user_error(e->span, "Literal out of bounds: " + std::string(e->negative ? "-" : "") + e->int_digits +
                              " does not fit in type " + prim_name(t));
    out.push_back(t);
  }
  return out;
}

PrimValue int_lit_value(PrimType t, const ast::Expr& e) {
  if (is_float(t)) {
    double d = e.int_digits.empty() ? (double)e.int_value : std::stod(e.int_digits);
    return PrimValue::float_value(t, e.negative ? -d : d);
  }
  if (t == PrimType::Bool) return PrimValue::bool_value(e.int_value != 0);
  if (e.negative) return PrimValue::int_value(t, (int64_t)(0 - (uint64_t)e.int_value));  // -2^63: no signed overflow
  return PrimValue::uint_value(t, e.int_value);
}

Value Elab::elab_literal(const ast::Expr& e) {
  using K = ast::Expr::Kind;
  if (e.suffix) {
    PrimType t = *e.suffix;
    if (e.kind == K::IntLit) {
      if (is_int(t) && !int_literal_fits(t, e.int_digits, e.negative))
        user_error(e.span, "Literal out of bounds: " + std::string(e.negative ? "-" : "") + e.int_digits +
                               " does not fit in type " + prim_name(t));
      return prim_const(t, int_lit_value(t, e));
    }
    if (!is_float(t)) user_error(e.span, "a decimal literal cannot have type " + prim_name(t));
    return prim_const(t, PrimValue::float_value(t, e.float_value));
  }
  size_t seq = lit_counter_++;
  Ty ty;
  if (run_ == Run::Emit) {
    internal_assert(lit_types_ && seq < lit_types_->size(), "literal numbering differs");
    ty = prim_ty((*lit_types_)[seq]);
  } else {
    if (seq < lits_.size()) {
      ty = tv_ty(lits_[seq].second);  // re-traversal of the same code
    } else {
      ty = tv_ty(new_tv(e.kind == K::IntLit ? TVar::Cons::Num : TVar::Cons::Float));
      lits_.push_back({&e, ty.tv});
    }
  }
  PrimType t = prim_of(ty);
  PrimValue v = e.kind == K::IntLit ? int_lit_value(t, e) : PrimValue::float_value(t, e.float_value);
  return {ty, {SubExp::constant(v)}, nullptr};
}

Value Elab::lookup(const ast::Expr& e, const EnvPtr& env) {
  return lookup_value(e, env);
}

Value Elab::lookup_value(const ast::Expr& e, const EnvPtr& env) {
  const std::string& n = e.name;
  if (const Value* v = env_lookup(env, n)) return *v;
  auto d = defs_.find(n);
  if (d != defs_.end()) {
    const ast::ValDecl& decl = *d->second;
    auto c = std::make_shared<Closure>();
    c->kind = Closure::Kind::User;
    c->name = n;
    c->params = &decl.params;
    c->size_params = &decl.size_params;
    c->ret = decl.ret_type;
    c->body = decl.body;
    c->global = true;
    c->key = &decl;
    c->recursive = decl.recursive;
    c->arity = (int)decl.params.size();
    if (c->arity == 0) return constant_value(*c, e.span);
    return fun_value(c);
  }
  if (builtin_names().count(n)) {
    auto c = std::make_shared<Closure>();
    c->kind = Closure::Kind::Builtin;
    c->name = n;
    c->arity = builtin_arity(n);
    return fun_value(c);
  }
  auto dot = n.find('.');
  if (dot != std::string::npos) {
    std::string mod = n.substr(0, dot), fn = n.substr(dot + 1);
    auto mt = prim_from_name(mod);
    if (mt && *mt != PrimType::Unit) {
      PrimType t = *mt;
      // Constants.
      if (is_float(t)) {
        double c = 0;
        bool is_c = true;
        if (fn == "pi") c = 3.14159265358979323846;
        else if (fn == "e") c = 2.71828182845904523536;
        else if (fn == "inf" || fn == "highest") c = INFINITY;
        else if (fn == "nan") c = NAN;
        else if (fn == "lowest") c = -INFINITY;
        else if (fn == "epsilon") c = t == PrimType::F32 ? 1.1920929e-7 : t == PrimType::F64 ? 2.220446049250313e-16 : 9.765625e-4;
        else is_c = false;
        if (is_c) return prim_const(t, PrimValue::float_value(t, c));
      } else if (is_int(t) && (fn == "highest" || fn == "lowest")) {
        int bits = prim_bits(t);
        if (is_signed_int(t)) {
          int64_t hi = bits == 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1;
          return prim_const(t, PrimValue::int_value(t, fn == "highest" ? hi : -hi - 1));
        }
        uint64_t hi = bits == 64 ? UINT64_MAX : (uint64_t{1} << bits) - 1;
        return prim_const(t, PrimValue::uint_value(t, fn == "highest" ? hi : 0));
      }
      int arity = -1;
      if (prim_from_name(fn) && fn != "unit") arity = 1;  // conversion
      else if (fn == "min" || fn == "max") arity = 2;
      else if (fn == "abs" || fn == "sgn" || fn == "neg" || fn == "sum" || fn == "product" ||
               fn == "maximum" || fn == "minimum" || fn == "not")
        arity = 1;
      else if (is_primfun(fn)) arity = primfun_arity(fn);
      if (arity > 0) {
        auto c = std::make_shared<Closure>();
        c->kind = Closure::Kind::Builtin;
        c->name = n;
        c->arity = arity;
        return fun_value(c);
      }
      user_error(e.span, "module `" + mod + "` has no member `" + fn + "`");
    }
  }
  // Unknown: suggest a close name.
  std::vector<std::string> cands;
  for (const Env* p = env.get(); p; p = p->parent.get())
    if (p->name[0] != '\'') cands.push_back(p->name);  // not the type parameters
  for (auto& [k, _] : defs_) cands.push_back(k);
  for (auto& k : builtin_names()) cands.push_back(k);
  std::string best;
  int bestd = 1000;
  for (auto& c : cands) {
    int d = edit_distance(c, n);
    if (d < bestd) { bestd = d; best = c; }
  }
  std::string hint;
  if (!best.empty() && bestd <= std::max<int>(1, (int)n.size() / 3))
    hint = "did you mean `" + best + "`?";
  user_error(e.span, "Unknown name \"" + n + "\"", hint);
}

Value Elab::apply(const Value& f, const std::vector<Value>& args, const Span& span) {
  if (!f.ty.is_fun())
    user_error(span, "cannot apply a value of type " + ty_str(f.ty) + " as a function");
  const Closure& c = *f.fn;
  if ((int)args.size() < c.arity) {
    // A partial application: vals[0] is the function, then the arguments.
    auto part = std::make_shared<Closure>();
    part->kind = Closure::Kind::Partial;
    part->arity = c.arity - (int)args.size();
    part->name = c.name;
    part->vals.push_back(f);
    part->vals.insert(part->vals.end(), args.begin(), args.end());
    return fun_value(part);
  }
  std::vector<Value> now(args.begin(), args.begin() + c.arity);
  std::vector<Value> rest(args.begin() + c.arity, args.end());
  Value r = call(c, now, span);
  if (rest.empty()) return r;
  if (!r.ty.is_fun()) {
    std::string who = c.kind == Closure::Kind::User && c.name != "lambda"
                          ? "function `" + c.name + "`"
                          : c.kind == Closure::Kind::Builtin ? "`" + c.name + "`" : "function";
    user_error(span, who + " expects " + std::to_string(c.arity) + " argument" +
                         (c.arity == 1 ? "" : "s") + ", got " + std::to_string(args.size()));
  }
  return apply(r, rest, span);
}

Value Elab::call(const Closure& c, const std::vector<Value>& args, const Span& span) {
  Span save = loc_;
  loc_ = span;
  Value r;
  switch (c.kind) {
    case Closure::Kind::User: r = call_user(c, args, span); break;
    case Closure::Kind::Builtin: {
      auto dot = c.name.find('.');
      if (dot != std::string::npos && !builtin_names().count(c.name))
        r = call_qualified(*prim_from_name(c.name.substr(0, dot)), c.name.substr(dot + 1), args);
      else
        r = call_builtin(c.name, args);
      break;
    }
    case Closure::Kind::Op: r = binop(c.name, args[0], args[1], span); break;
    case Closure::Kind::LeftSec: r = binop(c.name, c.vals[0], args[0], span); break;
    case Closure::Kind::RightSec: r = binop(c.name, args[0], c.vals[0], span); break;
    case Closure::Kind::ProjSec: {
      const Value& v = args[0];
      size_t i = std::stoul(c.field);
      if (!v.ty.is_tuple() || i >= v.ty.elems.size())
        user_error(span, "cannot project field " + c.field + " of a value of type " + ty_str(v.ty));
      r = split(v)[i];
      break;
    }
    case Closure::Kind::Partial: {
      std::vector<Value> all(c.vals.begin() + 1, c.vals.end());
      all.insert(all.end(), args.begin(), args.end());
      r = apply(c.vals[0], all, span);
      break;
    }
  }
  loc_ = save;
  return r;
}

// The signature of a call for memoize_calls_: the function and the types of
// its arguments with every variable size abstracted (a size check between
// variables is a run-time assertion, never an error, so the check of the
// body does not depend on them, only on which of them are the same
// variable: a repeated variable is marked with the position of its first
// occurrence); `atoms` gets every size and leaf in that order.  Empty (do not memoise) for a local
// function (its environment holds values), a functional argument (its body
// is checked where it is applied), or an unresolved literal type (the call
// may still decide it).
std::string Elab::memo_key(const Closure& c, const std::vector<Value>& args,
                           std::vector<SubExp>& atoms) {
  if (!c.global || !c.key) return "";
  std::ostringstream k;
  k << c.key;
  std::map<VName, size_t> number;
  auto atom = [&](const SubExp& a) {
    if (a.is_var()) {
      auto [it, added] = number.emplace(a.var, atoms.size());
      if (!added) k << '=' << it->second;  // the same variable as atom it->second
    }
    atoms.push_back(a);
  };
  // `leaf`: the argument's leaf of the scalar being described.  A constant
  // integer or boolean can decide a size of the result (`def w (m: i64)
  // (n: i64) = tabulate_2d m n f` gives [2][3] for `w 2 3`, also through a
  // closure's environment), so its value is part of the signature.
  const std::vector<SubExp>* leaves = nullptr;
  size_t leaf = 0;
  std::function<bool(const Ty&)> sig = [&](const Ty& t) {
    switch (t.kind) {
      case Ty::Kind::Fun: return false;
      case Ty::Kind::Prim: {
        auto r = resolved(t);
        if (!r) return false;
        k << prim_name(*r);
        if (leaf < leaves->size()) {
          const SubExp& l = (*leaves)[leaf];
          if (l.is_const() && (is_int(*r) || *r == PrimType::Bool)) k << '#' << l.value.as_i64();
          atom(l);
        }
        ++leaf;
        return true;
      }
      case Ty::Kind::Array:
        for (auto& d : t.shape) {
          k << '[';
          if (d.is_const()) k << d.value.as_i64();
          atom(d);
          k << ']';
        }
        {
          size_t at = leaf;
          bool ok = sig(t.elems[0]);  // the array's leaves, as atoms
          leaf = at + leaf_count(t);
          return ok;
        }
      case Ty::Kind::Tuple:
        k << '(';
        for (auto& e : t.elems) {
          if (!sig(e)) return false;
          k << ',';
        }
        k << ')';
        return true;
    }
    return false;
  };
  for (auto& a : args) {
    k << ' ';
    leaves = &a.leaves;
    leaf = 0;
    if (!sig(a.ty)) return "";
  }
  return k.str();
}

// A top-level constant: evaluated at its first use in the function being
// built, in that function's outermost body (the bodies around the use are
// set aside meanwhile), and shared by the later uses (see constants_).
Value Elab::constant_value(const Closure& c, const Span& span) {
  internal_assert(fn_base_ < bodies_.size(), "constant_value: no body");
  std::pair<const void*, const ir::Body*> key{c.key, bodies_[fn_base_].get()};
  if (auto it = constants_.find(key); it != constants_.end()) return it->second.second;
  std::shared_ptr<ir::Body> outer = bodies_[fn_base_];
  size_t keep = fn_base_ + 1;
  std::vector<std::shared_ptr<ir::Body>> inner_bodies(bodies_.begin() + (long)keep, bodies_.end());
  std::vector<std::set<VName>> inner_defined(defined_.begin() + (long)keep, defined_.end());
  bodies_.resize(keep);
  defined_.resize(keep);
  int saved_unsafe = unsafe_;
  unsafe_ = 0;
  struct Restore {
    Elab& el;
    std::vector<std::shared_ptr<ir::Body>>& b;
    std::vector<std::set<VName>>& d;
    size_t keep;
    int unsafe;
    ~Restore() {
      el.bodies_.resize(keep);
      el.defined_.resize(keep);
      el.bodies_.insert(el.bodies_.end(), b.begin(), b.end());
      el.defined_.insert(el.defined_.end(), d.begin(), d.end());
      el.unsafe_ = unsafe;
    }
  } restore{*this, inner_bodies, inner_defined, keep, saved_unsafe};
  Value v = call_user(c, {}, span);
  constants_.emplace(key, std::make_pair(std::move(outer), v));
  return v;
}

Value Elab::call_user(const Closure& c, const std::vector<Value>& args, const Span& span) {
  if (c.recursive) return call_recursive(c, args, span);
  std::vector<SubExp> atoms;
  std::string key = memoize_calls_ && run_ == Run::Infer ? memo_key(c, args, atoms) : "";
  if (!key.empty()) {
    // A constant is evaluated once per function being built
    // (constant_value), not shared through the memo: a remembered value
    // would name another function's variables.
    auto m = args.empty() ? memo_.end() : memo_.find(key);
    if (m != memo_.end()) return memo_result(m->second, atoms);
    if (shared_memo_ && !args.empty())
      if (auto sm = shared_memo_->find(key); sm != shared_memo_->end())
        return memo_result(sm->second, atoms);
    MemoEntry e;
    e.first = fresh_next();
    e.result = call_user_body(c, args, span);
    e.last = fresh_next();
    e.atoms = std::move(atoms);
    if (!args.empty()) memo_size_recipe(e);
    if (args.empty()) {
      // A constant: its names are the constant's at every use.
      std::set<VName>& names = shared_constants_ ? *shared_constants_ : constant_names_;
      std::function<void(const Ty&)> in_ty = [&](const Ty& t) {
        for (auto& d : t.shape)
          if (d.is_var()) names.insert(d.var);
        for (auto& x : t.elems) in_ty(x);
      };
      in_ty(e.result.ty);
      for (auto& l : e.result.leaves)
        if (l.is_var()) names.insert(l.var);
    }
    if (args.empty()) return e.result;
    if (shared_memo_ && shareable(e.result)) shared_memo_->emplace(key, e);
    return memo_.emplace(key, std::move(e)).first->second.result;
  }
  if (!memoize_calls_)
    if (auto r = call_function(c, args, span)) return *r;
  return call_user_body(c, args, span);
}

namespace {
// Every array dimension in `t`, outermost first, left to right.
void ty_dims(const Ty& t, std::vector<SubExp>& out) {
  if (t.is_array()) out.insert(out.end(), t.shape.begin(), t.shape.end());
  for (auto& e : t.elems) ty_dims(e, out);
}
Ty subst_ty(Ty t, const std::map<VName, SubExp>& m) {
  for (auto& d : t.shape)
    if (d.is_var()) {
      auto it = m.find(d.var);
      if (it != m.end()) d = it->second;
    }
  for (auto& e : t.elems) e = subst_ty(e, m);
  return t;
}
SubExp subst_atom(const SubExp& s, const std::map<VName, SubExp>& m) {
  if (!s.is_var()) return s;
  auto it = m.find(s.var);
  return it == m.end() ? s : it->second;
}
ir::Type subst_ir_type(ir::Type t, const std::map<VName, SubExp>& m) {
  for (auto& d : t.shape) d = subst_atom(d, m);
  return t;
}
bool has_function(const Value& v) {
  if (v.fn || !v.parts.empty()) return true;
  std::function<bool(const Ty&)> f = [&](const Ty& t) {
    if (t.is_fun()) return true;
    for (auto& e : t.elems)
      if (f(e)) return true;
    return false;
  };
  return f(v.ty);
}
}  // namespace

// MemoEntry::size_recipe of a call just checked: the statements of the
// current body that compute the result's sizes made by the call.
void Elab::memo_size_recipe(MemoEntry& m) {
  std::set<VName> atom_vars;
  for (auto& a : m.atoms)
    if (a.is_var()) atom_vars.insert(a.var);
  std::map<VName, const ir::Stm*> def;
  for (auto& st : body().stms)
    if (st.pat.size() == 1) def[st.pat[0].name] = &st;
  std::vector<const ir::Stm*> out;
  std::function<bool(const VName&, int)> recipe = [&](const VName& v, int depth) -> bool {
    uint64_t n = fresh_number(v);
    if (atom_vars.count(v) || n < m.first || n >= m.last) return true;
    auto it = def.find(v);
    if (it == def.end() || depth > 16) return false;
    const ir::Stm& st = *it->second;
    using K = ir::Exp::Kind;
    const ir::Exp& e = st.exp;
    if (st.pat[0].type.is_array()) return false;
    if (e.kind != K::SubExp && e.kind != K::BinOp && e.kind != K::UnOp && e.kind != K::Convert &&
        e.kind != K::CmpOp)
      return false;
    if (e.kind == K::BinOp && (e.binop == BinOp::Div || e.binop == BinOp::Mod || e.binop == BinOp::Quot ||
                               e.binop == BinOp::Rem)) {
      const SubExp& dv = e.args.at(1);
      if (dv.is_const() && dv.value.as_i64() == 0) return false;
    }
    for (const SubExp& a : e.args)
      if (a.is_var() && !recipe(a.var, depth + 1)) return false;
    if (std::find(out.begin(), out.end(), &st) == out.end()) out.push_back(&st);
    return true;
  };
  std::vector<SubExp> dims;
  ty_dims(m.result.ty, dims);
  for (auto& d : dims) {
    if (!d.is_var()) continue;
    std::vector<const ir::Stm*> saved = out;
    if (!recipe(d.var, 0)) out = saved;
  }
  for (auto* st : out) m.size_recipe.push_back(*st);
}

// A remembered result in the names of this call: the first call's
// variable atoms become this call's at the same positions (the signatures
// are equal, so a variable repeated in one is repeated in the other), and each name the first call's check made (an
// existential size, a leaf) a fresh one defined here, as checking the body
// again would make it, except the names of top-level constants' values
// (a `[dim]t` result with `def dim = ...` is `[dim]t` at every call).
Value Elab::memo_result(const MemoEntry& m, const std::vector<SubExp>& atoms) {
  internal_assert(atoms.size() == m.atoms.size(), "memo: signatures differ in their atoms");
  std::map<VName, SubExp> to;
  for (size_t i = 0; i < atoms.size(); ++i)
    if (m.atoms[i].is_var()) to.emplace(m.atoms[i].var, atoms[i]);
  for (const ir::Stm& st : m.size_recipe) {
    ir::Exp e = st.exp;
    for (auto& a : e.args) a = subst_atom(a, to);
    to[st.pat[0].name] = emit1(std::move(e), st.pat[0].type, st.pat[0].name);
  }
  auto name = [&](SubExp& a) {
    if (!a.is_var()) return;
    if (auto it = to.find(a.var); it != to.end()) {
      a = it->second;
      return;
    }
    uint64_t n = fresh_number(a.var);
    if (n < m.first || n >= m.last) return;
    const std::set<VName>& constants = shared_constants_ ? *shared_constants_ : constant_names_;
    if (constants.count(a.var)) return;
    SubExp f = SubExp::variable(fresh(a.var));
    to.emplace(a.var, f);
    a = f;
  };
  std::function<void(Ty&)> in_ty = [&](Ty& t) {
    for (auto& d : t.shape) name(d);
    for (auto& e : t.elems) in_ty(e);
  };
  std::function<void(Value&)> in_value = [&](Value& v) {
    in_ty(v.ty);
    for (auto& l : v.leaves) name(l);
    for (auto& p : v.parts) in_value(p);
  };
  Value r = m.result;
  in_value(r);
  return r;
}


// A call of a top-level definition with first-order arguments becomes an
// Apply of a Core IR function (inlined later by ir/inline.h).  One function
// per instantiation: the definition, the types of the arguments, which of
// their atoms (scalar leaves and array sizes) are constants and which are
// the same variable, and whether `#[unsafe]` is on (type arguments
// need no key: elaborate/monomorphise.h made a definition per type).  So
// the function's body is elaborated with exactly what an inlined body
// would know (constants stay constants, equal sizes stay equal), and the
// elaborated program grows with the source, not with the call tree.  Each
// distinct variable atom is a parameter; the results are the body's
// variables that the value of the call mentions (its leaves and the sizes
// of its arrays, existential ones included); parameters and constants in
// the result need no result.  elaborate/defunctionalise.h ran before: no
// definition takes or returns a function any more (the functions given to
// built-ins are lambdas, sections or references), so there is no
// specialisation in place here; nullopt only for `#[inline]` definitions
// and unresolved literal types (their bodies are elaborated at the call).
std::optional<Value> Elab::call_function(const Closure& c, const std::vector<Value>& args,
                                         const Span& span) {
  if (c.kind != Closure::Kind::User || !c.global || !c.key || c.arity == 0) return std::nullopt;
  const auto* decl = static_cast<const ast::ValDecl*>(c.key);
  bool noinline = false;
  for (auto& a : decl->attrs) {
    if (a.name == "inline") return std::nullopt;
    noinline = noinline || a.name == "noinline";
  }
  internal_assert(!(c.ret && c.ret->kind == ast::TypeExp::Kind::Arrow),
                  "call_function: `" << c.name << "` returns a function after defunctionalise");
  std::ostringstream key;
  key << c.key << (unsafe_ > 0 ? " unsafe" : "");
  std::map<VName, size_t> index;
  std::vector<SubExp> atoms;
  std::vector<ir::Type> atom_types;
  auto atom = [&](const SubExp& s, const ir::Type& t) {
    if (s.is_const()) {
      key << " c" << ir::subexp_str(s) << prim_name(s.value.type);
      return;
    }
    auto [it, fresh_atom] = index.emplace(s.var, atoms.size());
    if (fresh_atom) {
      atoms.push_back(s);
      atom_types.push_back(t);
    }
    key << " #" << it->second;
  };
  std::function<bool(const Ty&)> sig = [&](const Ty& t) {
    switch (t.kind) {
      case Ty::Kind::Fun: return false;
      case Ty::Kind::Prim: {
        auto r = resolved(t);
        if (!r) return false;
        key << ' ' << prim_name(*r);
        return true;
      }
      case Ty::Kind::Array:
        key << " [";
        for (auto& d : t.shape) atom(d, ir::Type::scalar(PrimType::I64));
        key << " ]";
        return sig(t.elems[0]);
      case Ty::Kind::Tuple:
        key << " (";
        for (auto& e : t.elems)
          if (!sig(e)) return false;
        key << " )";
        return true;
    }
    return false;
  };
  for (auto& a : args) {
    internal_assert(!has_function(a), "call_function: a functional argument of `" << c.name
                                          << "` after defunctionalise");
    if (!sig(a.ty)) return std::nullopt;
    auto lts = leaf_types(a.ty);
    key << " =";
    for (size_t k = 0; k < a.leaves.size(); ++k) atom(a.leaves[k], lts[k]);
    key << " ;";
  }

  auto found = insts_.find(key.str());
  if (found == insts_.end()) {
    FunInst inst;
    inst.name = ir::fresh_name(c.name);
    std::map<VName, SubExp> to_param;
    ir::Function f;
    f.name = inst.name;
    f.entry = false;
    f.noinline = noinline;
    f.loc = decl->span;
    for (auto& a : atoms) {
      VName p = ir::fresh_name(a.var);
      inst.params.push_back(p);
      to_param[a.var] = SubExp::variable(p);
    }
    for (size_t i = 0; i < atoms.size(); ++i)
      f.params.push_back({inst.params[i], subst_ir_type(atom_types[i], to_param)});
    std::vector<Value> pargs;
    for (auto& a : args) {
      Value v{subst_ty(a.ty, to_param), {}, nullptr};
      for (auto& l : a.leaves) v.leaves.push_back(subst_atom(l, to_param));
      pargs.push_back(std::move(v));
    }
    const Closure& pc = c;
    push_body();
    Value r;
    try {
      FunctionBase base(*this);
      r = call_user_body(pc, pargs, span);
    } catch (...) {
      pop_body();
      throw;
    }
    auto body = pop_body();
    internal_assert(!has_function(r), "call_function: `" << c.name << "` returns a function after defunctionalise");
    std::set<VName> param_names(inst.params.begin(), inst.params.end()), seen;
    auto ret_atom = [&](const SubExp& s, const ir::Type& t) {
      if (s.is_var() && !param_names.count(s.var) && seen.insert(s.var).second) {
        inst.returned.push_back(s.var);
        inst.ret.push_back(t);
        body->result.push_back(s);
      }
    };
    std::vector<SubExp> rdims;
    ty_dims(r.ty, rdims);
    for (auto& d : rdims) ret_atom(d, ir::Type::scalar(PrimType::I64));
    {
      // Which returned sizes the caller can compute itself.
      std::map<VName, const ir::Stm*> def;
      for (auto& st : body->stms)
        if (st.pat.size() == 1) def[st.pat[0].name] = &st;
      std::function<bool(const VName&, std::vector<const ir::Stm*>&, int)> recipe =
          [&](const VName& v, std::vector<const ir::Stm*>& out, int depth) -> bool {
        if (param_names.count(v)) return true;
        auto it = def.find(v);
        if (it == def.end() || depth > 16) return false;
        const ir::Stm& st = *it->second;
        using K = ir::Exp::Kind;
        const ir::Exp& e = st.exp;
        if (st.pat[0].type.is_array()) return false;
        if (e.kind != K::SubExp && e.kind != K::BinOp && e.kind != K::UnOp && e.kind != K::Convert &&
            e.kind != K::CmpOp)
          return false;
        if (e.kind == K::BinOp && (e.binop == BinOp::Div || e.binop == BinOp::Mod || e.binop == BinOp::Quot ||
                                   e.binop == BinOp::Rem)) {
          // A division by a variable: the call divides by it too, just
          // before (a zero divisor fails there first).
          const SubExp& dv = e.args.at(1);
          if (dv.is_const() && dv.value.as_i64() == 0) return false;
        }
        for (const SubExp& a : e.args)
          if (a.is_var() && !recipe(a.var, out, depth + 1)) return false;
        if (std::find(out.begin(), out.end(), &st) == out.end()) out.push_back(&st);
        return true;
      };
      for (auto& d : rdims) {
        if (!d.is_var() || param_names.count(d.var) || inst.size_recipes.count(d.var)) continue;
        std::vector<const ir::Stm*> stms;
        if (!recipe(d.var, stms, 0)) continue;
        std::vector<ir::Stm> copies;
        for (auto* st : stms) copies.push_back(*st);
        inst.size_recipes[d.var] = std::move(copies);
      }
    }
    auto rts = leaf_types(r.ty);
    for (size_t k = 0; k < r.leaves.size(); ++k) ret_atom(r.leaves[k], rts[k]);
    f.ret = inst.ret;
    f.body = body;
    inst.result = r;
    functions_.push_back(std::move(f));
    found = insts_.emplace(key.str(), std::move(inst)).first;
  }

  // The call.
  const FunInst& inst = found->second;
  std::map<VName, SubExp> m;
  for (size_t i = 0; i < atoms.size(); ++i) m[inst.params[i]] = atoms[i];
  ir::Stm s;
  s.exp.kind = ir::Exp::Kind::Apply;
  s.exp.fun_name = inst.name;
  s.exp.args = atoms;
  s.loc = span;
  for (auto& n : inst.returned) m[n] = SubExp::variable(fresh(n));
  for (size_t j = 0; j < inst.returned.size(); ++j)
    s.pat.push_back({m[inst.returned[j]].var, subst_ir_type(inst.ret[j], m)});
  body().stms.push_back(std::move(s));
  if (inst.size_recipes.empty()) {
    Value out{subst_ty(inst.result.ty, m), {}, nullptr};
    for (auto& l : inst.result.leaves) out.leaves.push_back(subst_atom(l, m));
    return out;
  }
  // The sizes the call computes itself (FunInst::size_recipes); the
  // arrays the function returns are reshaped to them (free).
  std::map<VName, SubExp> m2 = m;
  for (auto& [d, stms] : inst.size_recipes) {
    std::map<VName, SubExp> local;
    for (size_t i = 0; i < atoms.size(); ++i) local[inst.params[i]] = atoms[i];
    SubExp last;
    for (const ir::Stm& st : stms) {
      ir::Exp e = st.exp;
      for (auto& a : e.args) a = subst_atom(a, local);
      last = emit1(std::move(e), st.pat[0].type, "size");
      local[st.pat[0].name] = last;
    }
    m2[d] = local.at(d);
  }
  Value out{subst_ty(inst.result.ty, m2), {}, nullptr};
  auto lts = leaf_types(inst.result.ty);
  for (size_t k = 0; k < inst.result.leaves.size(); ++k) {
    SubExp l = subst_atom(inst.result.leaves[k], m);
    ir::Type from = subst_ir_type(lts[k], m), to = subst_ir_type(lts[k], m2);
    if (l.is_var() && from.is_array() && ir::type_str(from) != ir::type_str(to)) {
      ir::Exp x;
      x.kind = ir::Exp::Kind::Reshape;
      x.array = l.var;
      x.args = to.shape;
      l = emit1(std::move(x), to, "sized");
    }
    out.leaves.push_back(l);
  }
  return out;
}

// ---- recursive functions ----

// `v` with its constant atoms (scalars, sizes) bound to variables: the
// instantiation of a recursive function does not depend on constant
// arguments, or `fact 10` would specialise on 10, 9, 8, ... forever.
Value Elab::without_constants(const Value& v) {
  if (v.fn || !v.parts.empty()) return v;
  auto var_of = [&](const SubExp& s) {
    if (!s.is_const()) return s;
    ir::Exp e;
    e.kind = ir::Exp::Kind::SubExp;
    e.args = {s};
    return emit1(std::move(e), ir::Type::scalar(s.value.type), "arg");
  };
  Value r = v;
  std::function<void(Ty&)> dims = [&](Ty& t) {
    if (t.is_array())
      for (auto& d : t.shape) d = var_of(d);
    for (auto& e : t.elems) dims(e);
  };
  dims(r.ty);
  for (auto& l : r.leaves) l = var_of(l);
  return r;
}

// The types of the variables a value holds (its leaves and sizes, and for
// a function the values it captured).
void Elab::collect_var_types(const Value& v, std::map<VName, ir::Type>& out, std::set<const void*>& seen) {
  std::function<void(const Ty&)> dims = [&](const Ty& t) {
    if (t.is_array())
      for (auto& d : t.shape)
        if (d.is_var()) out.emplace(d.var, ir::Type::scalar(PrimType::I64));
    for (auto& e : t.elems) dims(e);
  };
  dims(v.ty);
  if (!v.ty.is_fun()) {
    auto lts = leaf_types(v.ty);
    for (size_t k = 0; k < v.leaves.size() && k < lts.size(); ++k)
      if (v.leaves[k].is_var()) out.emplace(v.leaves[k].var, lts[k]);
  }
  for (auto& p : v.parts) collect_var_types(p, out, seen);
  if (v.fn && seen.insert(v.fn.get()).second) {
    const Closure& c = *v.fn;
    collect_env_types(c.env, out, seen);
    for (auto& x : c.vals) collect_var_types(x, out, seen);
  }
}
void Elab::collect_env_types(const EnvPtr& env, std::map<VName, ir::Type>& out, std::set<const void*>& seen) {
  for (const Env* e = env.get(); e; e = e->parent.get()) {
    if (!seen.insert(e).second) break;  // and so were its parents
    collect_var_types(e->value, out, seen);
  }
}

// A call of a recursive function (reference, "Recursive functions"): a
// Core IR function that calls itself, one per instantiation as in
// call_function, but keyed without constants (see without_constants); its
// arguments are first-order (elaborate/defunctionalise.h made a copy per
// functional argument, which a recursive call passes on unchanged).  The
// instance is entered in insts_
// before its body is elaborated, with its result taken from the declared
// return type (the desugarer writes it out): the body's recursive calls
// become Applys of the function being made.  Variables of the caller's
// scope that the body uses (a local function's free variables, those a
// functional argument captured) become extra parameters, which every call
// passes.
Value Elab::call_recursive(const Closure& c, const std::vector<Value>& args0, const Span& span) {
  internal_assert(c.kind == Closure::Kind::User && c.key && c.ret, "call_recursive: " << c.name);
  std::vector<Value> args;
  for (auto& a : args0) {
    internal_assert(!has_function(a), "call_recursive: a functional argument of `" << c.name
                                          << "` after defunctionalise");
    args.push_back(without_constants(a));
  }
  std::ostringstream key;
  key << "rec " << c.key << (unsafe_ > 0 ? " unsafe" : "");
  if (!c.global) key << " env " << c.env.get();
  std::map<VName, size_t> index;
  std::vector<SubExp> atoms;
  std::vector<ir::Type> atom_types;
  auto atom = [&](const SubExp& s, const ir::Type& t) {
    internal_assert(s.is_var(), "call_recursive: a constant atom");
    auto [it, fresh_atom] = index.emplace(s.var, atoms.size());
    if (fresh_atom) {
      atoms.push_back(s);
      atom_types.push_back(t);
    }
    key << " #" << it->second;
  };
  // The structure of a type (prims and ranks; with_sizes: its sizes as atoms).
  std::function<void(const Ty&, bool)> sig = [&](const Ty& t, bool with_sizes) {
    switch (t.kind) {
      case Ty::Kind::Fun: key << " fun"; return;
      case Ty::Kind::Prim: key << ' ' << prim_name(prim_of(t)); return;
      case Ty::Kind::Array:
        key << " [";
        for (auto& d : t.shape)
          if (with_sizes) atom(d, ir::Type::scalar(PrimType::I64));
          else key << " _";
        key << " ]";
        sig(t.elems[0], with_sizes);
        return;
      case Ty::Kind::Tuple:
        key << " (";
        for (auto& e : t.elems) sig(e, with_sizes);
        key << " )";
        return;
    }
  };
  for (auto& a : args) {
    sig(a.ty, true);
    auto lts = leaf_types(a.ty);
    key << " =";
    for (size_t k = 0; k < a.leaves.size(); ++k) atom(a.leaves[k], lts[k]);
    key << " ;";
  }

  auto found = insts_.find(key.str());
  if (found == insts_.end()) {
    FunInst fresh_inst;
    fresh_inst.name = ir::fresh_name(c.name);
    fresh_inst.keep_alive = args;
    fresh_inst.env_alive = c.env;
    found = insts_.emplace(key.str(), std::move(fresh_inst)).first;
    FunInst& inst = found->second;  // std::map: stays where it is
    std::map<VName, SubExp> to_param;
    ir::Function f;
    f.name = inst.name;
    f.entry = false;
    f.loc = c.body->span;
    for (auto& a : atoms) {
      VName p = ir::fresh_name(a.var);
      inst.params.push_back(p);
      to_param[a.var] = SubExp::variable(p);
    }
    for (size_t i = 0; i < atoms.size(); ++i)
      f.params.push_back({inst.params[i], subst_ir_type(atom_types[i], to_param)});
    std::vector<Value> pargs;
    for (auto& a : args) {
      Value v{subst_ty(a.ty, to_param), {}, nullptr};
      for (auto& l : a.leaves) v.leaves.push_back(subst_atom(l, to_param));
      pargs.push_back(std::move(v));
    }
    const Closure& pc = c;
    // The declared result, in the function's names: its sizes that the
    // parameters do not give are existential (placeholders that each call
    // binds to a result of the function).
    Ty dty;
    std::set<VName> placeholders;
    std::vector<VName> ph_order;
    auto declare_result = [&](const EnvPtr& env, const SizeMap& sizes) {
      SizeMap sz = sizes;
      std::set<VName> before = defined_.back();
      Span save = loc_;
      loc_ = c.ret->span.known() ? c.ret->span : span;
      dty = ty_from_texp(*c.ret, sz, env, DimMode::FreshEntry);
      loc_ = save;
      for (auto& n : defined_.back())
        if (!before.count(n)) placeholders.insert(n);
      std::function<void(const Ty&)> dims = [&](const Ty& t) {
        if (t.is_array())
          for (auto& d : t.shape)
            if (d.is_var() && placeholders.count(d.var) &&
                std::find(ph_order.begin(), ph_order.end(), d.var) == ph_order.end())
              ph_order.push_back(d.var);
        for (auto& e : t.elems) dims(e);
      };
      dims(dty);
      for (auto& d : ph_order) {
        inst.returned.push_back(d);
        inst.ret.push_back(ir::Type::scalar(PrimType::I64));
      }
      Value res;
      res.ty = dty;
      for (auto& t : leaf_types(dty)) {
        VName n = ir::fresh_name("res");
        inst.returned.push_back(n);
        inst.ret.push_back(t);
        res.leaves.push_back(SubExp::variable(n));
      }
      inst.result = res;
    };
    push_body();
    Value r;
    std::shared_ptr<ir::Body> body;
    try {
      FunctionBase base(*this);
      r = call_user_body(pc, pargs, span, declare_result);
      // The body's value as the declared result: the sizes that stand for
      // the placeholders, and the leaves (reshaped to the declared sizes,
      // which the result check has compared).
      std::map<VName, SubExp> actual;
      std::function<void(const Ty&, const Ty&)> match = [&](const Ty& d, const Ty& a) {
        if (d.kind != a.kind) return;
        if (d.is_array())
          for (size_t i = 0; i < d.shape.size() && i < a.shape.size(); ++i)
            if (d.shape[i].is_var() && placeholders.count(d.shape[i].var) && !actual.count(d.shape[i].var))
              actual[d.shape[i].var] = a.shape[i];
        for (size_t i = 0; i < d.elems.size() && i < a.elems.size(); ++i) match(d.elems[i], a.elems[i]);
      };
      match(dty, r.ty);
      std::vector<SubExp> results;
      for (auto& d : ph_order) results.push_back(actual.count(d) ? actual[d] : SubExp::i64(0));
      auto want_ts = leaf_types(dty), have_ts = leaf_types(r.ty);
      internal_assert(want_ts.size() == r.leaves.size(), "call_recursive: result of " << c.name);
      for (size_t k = 0; k < r.leaves.size(); ++k) {
        SubExp l = r.leaves[k];
        ir::Type want = subst_ir_type(want_ts[k], actual);
        if (l.is_var() && want.is_array() && ir::type_str(want) != ir::type_str(have_ts[k])) {
          ir::Exp x;
          x.kind = ir::Exp::Kind::Reshape;
          x.array = l.var;
          x.args = want.shape;
          l = emit1(std::move(x), want, "sized");
        }
        results.push_back(l);
      }
      body = pop_body();
      body->result = results;
    } catch (...) {
      pop_body();
      insts_.erase(found);
      throw;
    }
    // Free variables: used in the body or in the result's types, bound
    // neither there nor as parameters.
    std::set<VName> bound(inst.params.begin(), inst.params.end());
    bound.insert(inst.returned.begin(), inst.returned.end());
    ir::walk::for_each_name_body(*body, [&](const VName& v, ir::walk::Role role) {
      if (role == ir::walk::Role::Bind) bound.insert(v);
    });
    std::vector<VName> free;
    std::set<VName> seen_free;
    auto use = [&](const VName& v) {
      if (!bound.count(v) && seen_free.insert(v).second) free.push_back(v);
    };
    ir::walk::for_each_name_body(*body, [&](const VName& v, ir::walk::Role role) {
      if (role == ir::walk::Role::Use) use(v);
    });
    for (auto& t : inst.ret)
      for (auto& d : t.shape)
        if (d.is_var()) use(d.var);
    if (!free.empty()) {
      std::map<VName, ir::Type> types;
      std::set<const void*> seen;
      if (!c.global) collect_env_types(c.env, types, seen);
      for (auto& a : args) collect_var_types(a, types, seen);
      std::map<VName, VName> rename;
      for (size_t i = 0; i < free.size(); ++i) {  // grows: the sizes in their types
        const VName v = free[i];
        auto t = types.find(v);
        if (t == types.end())
          user_error(span, "the recursive function `" + c.name + "` uses `" + v +
                               "` of its enclosing scope in a way that is not supported yet");
        for (auto& d : t->second.shape)
          if (d.is_var()) use(d.var);
        rename[v] = ir::fresh_name(v);
        inst.extra.push_back(v);
        f.params.push_back({v, t->second});
      }
      // The recursive calls pass them on.
      std::function<void(ir::Body&)> pass_on = [&](ir::Body& b) {
        for (ir::Stm& st : b.stms) {
          ir::Exp& e = st.exp;
          if (e.kind == ir::Exp::Kind::Apply && e.fun_name == inst.name)
            for (auto& v : inst.extra) e.args.push_back(SubExp::variable(v));
          for (auto& cb : e.bodies)
            if (cb) pass_on(*cb);
          if (e.map_lambda.body) pass_on(*e.map_lambda.body);
          for (auto& op : e.scans)
            if (op.lambda.body) pass_on(*op.lambda.body);
          for (auto& op : e.reduces)
            if (op.lambda.body) pass_on(*op.lambda.body);
        }
      };
      pass_on(*body);
      ir::walk::rename_uses(*body, rename);
      for (auto& p : f.params) {
        auto it = rename.find(p.name);
        if (it != rename.end()) p.name = it->second;
        for (auto& d : p.type.shape) ir::walk::rename_uses(d, rename);
      }
    }
    f.ret = inst.ret;
    if (!free.empty()) {
      std::map<VName, VName> rename;
      for (size_t i = 0; i < inst.extra.size(); ++i)
        rename[inst.extra[i]] = f.params[inst.params.size() + i].name;
      for (auto& t : f.ret)
        for (auto& d : t.shape) ir::walk::rename_uses(d, rename);
    }
    f.body = body;
    functions_.push_back(std::move(f));
  }

  // The call.
  const FunInst& inst = found->second;
  std::map<VName, SubExp> m;
  for (size_t i = 0; i < atoms.size(); ++i) m[inst.params[i]] = atoms[i];
  ir::Stm s;
  s.exp.kind = ir::Exp::Kind::Apply;
  s.exp.fun_name = inst.name;
  s.exp.args = atoms;
  for (auto& v : inst.extra) s.exp.args.push_back(SubExp::variable(v));
  s.loc = span;
  for (auto& n : inst.returned) m[n] = SubExp::variable(fresh(n));
  for (size_t j = 0; j < inst.returned.size(); ++j)
    s.pat.push_back({m[inst.returned[j]].var, subst_ir_type(inst.ret[j], m)});
  body().stms.push_back(std::move(s));
  Value out{subst_ty(inst.result.ty, m), {}, nullptr};
  for (auto& l : inst.result.leaves) out.leaves.push_back(subst_atom(l, m));
  return out;
}

Value Elab::call_user_body(const Closure& c, const std::vector<Value>& args, const Span& span,
                           const std::function<void(const EnvPtr&, const SizeMap&)>& before_body) {
  // A local function or lambda runs in the calls lexically around it, those
  // where it was made (a top-level definition keeps the stack, so that a
  // call of itself in its own body is still found).
  std::vector<const void*> saved_stack = call_stack_;
  if (!c.global) call_stack_.resize(std::min(call_stack_.size(), c.stack_depth));
  struct Restore {
    std::vector<const void*>& stack;
    std::vector<const void*> saved;
    ~Restore() { stack = std::move(saved); }
  } restore{call_stack_, std::move(saved_stack)};
  if (c.key && !c.recursive && std::find(call_stack_.begin(), call_stack_.end(), c.key) != call_stack_.end())
    user_error(span, "recursive function `" + c.name + "` is not supported");
  call_stack_.push_back(c.key);
  EnvPtr env = c.global ? nullptr : c.env;
  // A local recursive function sees itself (a global one is found by name).
  if (c.recursive && !c.global) env = env_bind(env, c.name, fun_value(std::make_shared<Closure>(c)));
  SizeMap sizes;
  std::string who = c.name == "lambda" ? "the lambda" : "`" + c.name + "`";
  for (size_t i = 0; i < args.size(); ++i)
    bind_pat(*(*c.params)[i], args[i], env, sizes, true,
             "in the " + ordinal(i) + " argument of " + who);
  if (c.size_params) {
    for (auto& sp : *c.size_params) {
      auto it = sizes.find(sp);
      if (it == sizes.end())
        user_error(span, "size parameter `" + sp + "` of " + who +
                             " is not used in the type of any parameter");
      env = env_bind(env, sp, scalar(PrimType::I64, it->second));
    }
  }
  if (before_body) before_body(env, sizes);
  Value r;
  const auto& bf = c.body->span.file;
  if (bf && bf->path.rfind("prelude/", 0) == 0 && span.known()) {
    // An error inside a prelude function: report the user's call first.
    try {
      r = elab(*c.body, env);
    } catch (const CompileError& err) {
      std::vector<Diagnostic> ds = err.diagnostics();
      if (ds.empty() || !ds[0].span.file || ds[0].span.file->path.rfind("prelude/", 0) != 0) throw;
      ds.insert(ds.begin(), Diagnostic{span, "in this call of the prelude function `" + c.name + "`: " +
                                                 ds[0].message, ""});
      throw CompileError(std::move(ds));
    }
  } else {
    r = elab(*c.body, env);
  }
  if (c.ret) {
    Span save = loc_;
    loc_ = c.body->span;
    // A function may return a function (`: t -> t`), checked where it is
    // applied; any other declared result must not be one.
    if (r.ty.is_fun() && c.ret->kind != ast::TypeExp::Kind::Arrow)
      user_error(c.ret->span, "the result of " + who + " is a function, not " +
                                  texp_str(*c.ret));
    check_ty(r.ty, *c.ret, sizes, env, "in the result of " + who, true);
    loc_ = save;
  }
  return r;
}

// ---- operators ----

struct OpInfo {
  enum class Cls { Arith, Int, Bool, Cmp, Eq } cls;
  BinOp bin = BinOp::Add;
  CmpOp cmp = CmpOp::Eq;
};
std::optional<OpInfo> op_info(const std::string& op) {
  using C = OpInfo::Cls;
  static const std::map<std::string, OpInfo> m = {
      {"+", {C::Arith, BinOp::Add}},   {"-", {C::Arith, BinOp::Sub}},
      {"*", {C::Arith, BinOp::Mul}},   {"/", {C::Arith, BinOp::Div}},
      {"%", {C::Arith, BinOp::Mod}},   {"//", {C::Int, BinOp::Quot}},
      {"%%", {C::Int, BinOp::Rem}},    {"**", {C::Arith, BinOp::Pow}},
      {"<<", {C::Int, BinOp::Shl}},    {">>", {C::Int, BinOp::Shr}},
      {">>>", {C::Int, BinOp::LShr}},  {"&", {C::Int, BinOp::And}},
      {"|", {C::Int, BinOp::Or}},      {"^", {C::Int, BinOp::Xor}},
      {"&&", {C::Bool, BinOp::LogAnd}}, {"||", {C::Bool, BinOp::LogOr}},
      {"==", {C::Eq, BinOp::Add, CmpOp::Eq}}, {"!=", {C::Eq, BinOp::Add, CmpOp::Ne}},
      {"<", {C::Cmp, BinOp::Add, CmpOp::Lt}}, {"<=", {C::Cmp, BinOp::Add, CmpOp::Le}},
      {">", {C::Cmp, BinOp::Add, CmpOp::Gt}}, {">=", {C::Cmp, BinOp::Add, CmpOp::Ge}},
  };
  auto it = m.find(op);
  if (it == m.end()) return std::nullopt;
  return it->second;
}

Value Elab::binop(const std::string& op, const Value& a, const Value& b0, const Span& span,
                  const ast::Expr* rhs_expr, const EnvPtr* rhs_env) {
  Span save = loc_;
  loc_ = span;
  if (op == "|>") return apply(b0, {a}, span);
  if (op == "<|") return apply(a, {b0}, span);
  // `>->` and `<-<` were removed by elaborate/defunctionalise.h.
  internal_assert(op != ">->" && op != "<-<", "binop: a composition after defunctionalise");
  if (op == "++") {
    Value r = call_builtin("concat", {a, b0});
    loc_ = save;
    return r;
  }
  auto info = op_info(op);
  if (!info) user_error(span, "unknown operator `" + op + "`");
  // Short-circuit && and || whose right operand needs statements.
  Value b = b0;
  std::shared_ptr<ir::Body> rhs_body;
  if (rhs_expr) {
    push_body();
    b = elab(*rhs_expr, *rhs_env);
    rhs_body = pop_body();
  }
  auto fail = [&]() {
    user_error(span, "cannot apply `" + op + "` to arguments of types " + ty_str(a.ty) +
                         " and " + ty_str(b.ty));
  };
  if (!a.ty.is_prim() || !b.ty.is_prim() || !unify_prim(a.ty, b.ty)) fail();
  using C = OpInfo::Cls;
  switch (info->cls) {
    case C::Arith: if (!constrain(a.ty, TVar::Cons::Num)) fail(); break;
    case C::Int: if (!constrain(a.ty, TVar::Cons::Int)) fail(); break;
    case C::Bool: if (!unify_prim(a.ty, prim_ty(PrimType::Bool))) fail(); break;
    case C::Cmp: case C::Eq: break;
  }
  PrimType t = prim_of(a.ty);
  if (info->cls == C::Cmp && t == PrimType::Unit) fail();
  ir::Exp e;
  e.args = {a.leaves[0], b.leaves[0]};
  e.prim = t;
  Value r;
  if (info->cls == C::Cmp || info->cls == C::Eq) {
    e.kind = ir::Exp::Kind::CmpOp;
    e.cmpop = info->cmp;
    r = scalar(PrimType::Bool, emit1(std::move(e), ir::Type::scalar(PrimType::Bool), "cmp"));
  } else if (info->cls == C::Bool && rhs_body && !rhs_body->stms.empty()) {
    // a && b  =>  if a then b else false;   a || b  =>  if a then true else b
    ir::Exp ife;
    ife.kind = ir::Exp::Kind::If;
    ife.args = {a.leaves[0]};
    rhs_body->result = {b.leaves[0]};
    auto constant = std::make_shared<ir::Body>();
    constant->result = {SubExp::constant(PrimValue::bool_value(op == "||"))};
    ife.bodies = op == "&&" ? std::vector<ir::BodyPtr>{rhs_body, constant}
                            : std::vector<ir::BodyPtr>{constant, rhs_body};
    ife.ret = {ir::Type::scalar(PrimType::Bool)};
    r = scalar(PrimType::Bool, emit1(std::move(ife), ir::Type::scalar(PrimType::Bool), "sc"));
  } else {
    if (rhs_body)
      for (auto& s : rhs_body->stms) body().stms.push_back(std::move(s));
    e.kind = ir::Exp::Kind::BinOp;
    e.binop = info->bin;
    r = {a.ty, {emit1(std::move(e), ir::Type::scalar(t), "x")}, nullptr};
  }
  loc_ = save;
  return r;
}

// ---- if ----

Value Elab::make_if(const SubExp& cond, const std::function<Value()>& then_f,
                    const std::function<Value()>& else_f, const std::string& what) {
  Span here = loc_;
  std::set<VName> tin, ein;
  push_body();
  Value tv = then_f();
  auto tb = pop_body(&tin);
  push_body();
  Value ev = else_f();
  auto eb = pop_body(&ein);
  loc_ = here;
  if (tv.ty.is_fun() || ev.ty.is_fun())
    user_error(here, "`" + what + "` cannot return a function");
  if (!unify(tv.ty, ev.ty))
    user_error(here, "`" + what + "` branches have different types: " + ty_str(tv.ty) + " and " +
                         ty_str(ev.ty));
  tb->result = tv.leaves;
  eb->result = ev.leaves;
  // Sizes: equal and defined outside -> kept; otherwise existential: the
  // size becomes an extra i64 result of the If.
  std::vector<SubExp> extra_t, extra_e;
  std::vector<std::pair<size_t, size_t>> ex_pos;  // unused marker
  std::function<Ty(const Ty&, const Ty&)> merge = [&](const Ty& a, const Ty& b) -> Ty {
    Ty r = a;
    if (a.is_array()) {
      for (size_t i = 0; i < a.shape.size(); ++i) {
        const SubExp& x = a.shape[i];
        const SubExp& y = b.shape[i];
        bool inner = (x.is_var() && (tin.count(x.var))) || (y.is_var() && ein.count(y.var));
        if (same_subexp(x, y) && !inner) continue;
        extra_t.push_back(x);
        extra_e.push_back(y);
        r.shape[i] = SubExp::variable("");  // filled below
      }
      r.elems[0] = merge(a.elems[0], b.elems[0]);
    } else if (a.is_tuple()) {
      for (size_t i = 0; i < a.elems.size(); ++i) r.elems[i] = merge(a.elems[i], b.elems[i]);
    }
    return r;
  };
  Ty rty = merge(tv.ty, ev.ty);
  std::vector<VName> ex_names;
  for (size_t i = 0; i < extra_t.size(); ++i) ex_names.push_back(fresh("ext"));
  size_t k = 0;
  std::function<void(Ty&)> fill = [&](Ty& t) {
    if (t.is_array()) {
      for (auto& d : t.shape)
        if (d.is_var() && d.var.empty()) d = SubExp::variable(ex_names[k++]);
      fill(t.elems[0]);
    } else if (t.is_tuple()) {
      for (auto& e : t.elems) fill(e);
    }
  };
  fill(rty);
  tb->result.insert(tb->result.begin(), extra_t.begin(), extra_t.end());
  eb->result.insert(eb->result.begin(), extra_e.begin(), extra_e.end());
  ir::Exp e;
  e.kind = ir::Exp::Kind::If;
  e.args = {cond};
  e.bodies = {tb, eb};
  std::vector<ir::Type> ts(extra_t.size(), ir::Type::scalar(PrimType::I64));
  auto lts = leaf_types(rty);
  ts.insert(ts.end(), lts.begin(), lts.end());
  e.ret = ts;
  // Bind: existential sizes first (their names were reserved above).
  ir::Stm s;
  s.exp = std::move(e);
  s.loc = here;
  for (auto& n : ex_names) s.pat.push_back({n, ir::Type::scalar(PrimType::I64)});
  Value r;
  r.ty = rty;
  for (auto& t : lts) {
    VName n = fresh("r");
    s.pat.push_back({n, t});
    r.leaves.push_back(SubExp::variable(n));
  }
  body().stms.push_back(std::move(s));
  return r;
}

Value Elab::elab_if(const ast::Expr& e, const EnvPtr& env) {
  Value c = elab(*e.elems[0], env);
  loc_ = e.span;
  if (!c.ty.is_prim() || !unify_prim(c.ty, prim_ty(PrimType::Bool)))
    user_error(e.elems[0]->span, "the condition of `if` must be bool, found " + ty_str(c.ty));
  return make_if(c.leaves[0], [&]() { return elab(*e.elems[1], env); },
                 [&]() { return elab(*e.elems[2], env); }, "if");
}

// ---- loops ----

Value Elab::elab_loop(const ast::Expr& e, const EnvPtr& env) {
  Span here = e.span;
  Value init;
  if (e.elems[0]) {
    init = elab(*e.elems[0], env);
  } else {
    // `loop (x, y) for ...`: the initial values are the pattern's variables.
    std::function<Value(const ast::Pat&)> from_pat = [&](const ast::Pat& p) -> Value {
      switch (p.kind) {
        case ast::Pat::Kind::Id: {
          const Value* v = env_lookup(env, p.name);
          if (!v) user_error(p.span, "Unknown name \"" + p.name + "\"");
          return *v;
        }
        case ast::Pat::Kind::Ascribed: return from_pat(*p.inner);
        case ast::Pat::Kind::Tuple: {
          std::vector<Value> vs;
          for (auto& x : p.elems) vs.push_back(from_pat(*x));
          return tuple_value(vs);
        }
        case ast::Pat::Kind::Unit: return tuple_value({});
        default: user_error(p.span, "a loop without `= init` needs named variables");
      }
    };
    init = from_pat(*e.pat);
  }
  loc_ = here;
  if (init.ty.is_fun()) user_error(here, "loop parameters cannot be functions");
  // The bound / array / condition, in the outer scope.
  Value bound;
  SubExp n;
  PrimType ivar_t = PrimType::I64;
  if (e.loop_form == ast::LoopForm::For) {
    bound = elab(*e.elems[1], env);
    loc_ = here;
    if (!bound.ty.is_prim() || !constrain(bound.ty, TVar::Cons::Int))
      user_error(e.elems[1]->span, "the bound of a `for` loop must be an integer, found " +
                                       ty_str(bound.ty));
    ivar_t = prim_of(bound.ty);
    n = bound.leaves[0];
  } else if (e.loop_form == ast::LoopForm::ForIn) {
    bound = check_array(elab(*e.elems[1], env), "the array of `for ... in`");
    n = bound.ty.shape[0];
  }
  // Merge parameters with the initial value's type (and sizes).  A size
  // the body changes (`loop xs = [1] for i < k do xs ++ xs`) becomes
  // existential: the body is elaborated once with the initial sizes; the
  // dimensions whose size the result does not keep become extra i64 merge
  // parameters ("size parameters of the loop") and the body is elaborated
  // again.  Both runs of the checker make the same decision, so literals
  // are visited in the same order.
  std::vector<bool> gen;  // per array dimension of init.ty, in visiting order
  auto dims_of = [](const Ty& t) {
    std::vector<SubExp> out;
    std::function<void(const Ty&)> go = [&](const Ty& x) {
      if (x.is_array()) {
        for (auto& d : x.shape) out.push_back(d);
        go(x.elems[0]);
      } else if (x.is_tuple()) {
        for (auto& el : x.elems) go(el);
      }
    };
    go(t);
    return out;
  };
  auto with_dims = [](const Ty& t, const std::vector<SubExp>& ds) {
    size_t k = 0;
    std::function<Ty(const Ty&)> go = [&](const Ty& x) -> Ty {
      Ty r = x;
      if (x.is_array()) {
        for (auto& d : r.shape) d = ds[k++];
        r.elems[0] = go(x.elems[0]);
      } else if (x.is_tuple()) {
        for (auto& el : r.elems) el = go(el);
      }
      return r;
    };
    return go(t);
  };
  size_t lits_mark = lits_.size(), lit_counter_mark = lit_counter_;
  for (int attempt = 0;; ++attempt) {
  lits_.resize(lits_mark);
  lit_counter_ = lit_counter_mark;
  std::vector<SubExp> init_dims = dims_of(init.ty);
  if (gen.empty()) gen.assign(init_dims.size(), false);
  auto init_lts = leaf_types(init.ty);
  std::vector<std::pair<ir::Param, SubExp>> merge;
  Value mv;
  mv.ty = init.ty;
  bool is_while = e.loop_form == ast::LoopForm::While;
  SubExp cond0;
  VName cond_name;
  if (is_while) {
    // Initial condition: evaluate cond on the initial values.
    EnvPtr cenv = env;
    SizeMap sz;
    bind_pat(*e.pat, init, cenv, sz, true, "in the loop parameter");
    Value c = elab(*e.elems[1], cenv);
    loc_ = here;
    if (!c.ty.is_prim() || !unify_prim(c.ty, prim_ty(PrimType::Bool)))
      user_error(e.elems[1]->span, "the condition of `while` must be bool, found " + ty_str(c.ty));
    cond0 = c.leaves[0];
  }
  push_body();
  if (is_while) {
    cond_name = fresh("cond");
    merge.push_back({{cond_name, ir::Type::scalar(PrimType::Bool)}, cond0});
  }
  size_t nsize = 0;
  {
    std::vector<SubExp> ds = init_dims;
    for (size_t k = 0; k < ds.size(); ++k) {
      if (!gen[k]) continue;
      VName sn = fresh("loop_size");
      merge.push_back({{sn, ir::Type::scalar(PrimType::I64)}, init_dims[k]});
      ds[k] = SubExp::variable(sn);
      ++nsize;
    }
    mv.ty = with_dims(init.ty, ds);
    init_lts = leaf_types(mv.ty);
  }
  for (size_t i = 0; i < init_lts.size(); ++i) {
    VName pn = fresh("loop");
    merge.push_back({{pn, init_lts[i]}, init.leaves[i]});
    mv.leaves.push_back(SubExp::variable(pn));
  }
  EnvPtr benv = env;
  SizeMap sizes;
  bind_pat(*e.pat, mv, benv, sizes, true, "in the loop parameter");
  VName ivar = fresh(e.loop_form == ast::LoopForm::For ? e.loop_var : "i");
  if (e.loop_form == ast::LoopForm::For) {
    benv = env_bind(benv, e.loop_var, scalar(ivar_t, SubExp::variable(ivar)));
  } else if (e.loop_form == ast::LoopForm::ForIn) {
    loc_ = here;
    ir::DimIndex di;
    di.index = SubExp::variable(ivar);
    Value row = index_leaves(bound, {di}, row_ty(bound.ty));
    SizeMap sz;
    bind_pat(*e.loop_pat, row, benv, sz, true, "in the loop variable");
  }
  Value res = elab(*e.elems[2], benv);
  loc_ = here;
  if (res.ty.is_fun() || !unify(res.ty, init.ty))
    user_error(e.elems[2]->span, "the loop body returns a value of type " + ty_str(res.ty) +
                                     " but the loop parameter has type " + ty_str(init.ty));
  std::vector<SubExp> res_dims = dims_of(res.ty), mv_dims = dims_of(mv.ty);
  if (attempt == 0 && res_dims.size() == mv_dims.size()) {
    bool changed = false;
    for (size_t k = 0; k < res_dims.size(); ++k)
      if (!same_subexp(res_dims[k], mv_dims[k])) gen[k] = changed = true;
    if (changed) {
      pop_body();
      continue;
    }
  }
  {
    // Generalised dimensions take the body's sizes; the others must match.
    std::vector<SubExp> want = mv_dims;
    for (size_t k = 0; k < want.size() && k < res_dims.size(); ++k)
      if (gen[k]) want[k] = res_dims[k];
    require_same_shape(res.ty, with_dims(mv.ty, want),
                       "the loop body changes the size of a loop parameter");
  }
  std::vector<SubExp> results;
  for (size_t k = 0; k < gen.size() && k < res_dims.size(); ++k)
    if (gen[k]) results.push_back(res_dims[k]);
  results.insert(results.end(), res.leaves.begin(), res.leaves.end());
  if (is_while) {
    EnvPtr cenv = env;
    SizeMap sz;
    bind_pat(*e.pat, res, cenv, sz, true, "in the loop parameter");
    Value c = elab(*e.elems[1], cenv);
    results.insert(results.begin(), c.leaves[0]);
  }
  auto b = pop_body();
  b->result = results;
  // Re-resolve merge param types now that literals may have been unified.
  auto final_lts = leaf_types(mv.ty);
  for (size_t i = 0; i < final_lts.size(); ++i)
    merge[i + nsize + (is_while ? 1 : 0)].first.type = final_lts[i];
  ir::Exp le;
  le.kind = ir::Exp::Kind::Loop;
  le.merge = merge;
  le.bodies = {b};
  le.loop_kind = is_while ? ir::Exp::LoopKind::While : ir::Exp::LoopKind::For;
  if (is_while) {
    le.loop_var = cond_name;
  } else {
    le.loop_var = ivar;
    le.prim = ivar_t;
    le.args = {n};
  }
  std::vector<ir::Type> rts;
  for (auto& m : merge) rts.push_back(m.first.type);
  le.ret = rts;
  loc_ = here;
  auto outs = emit(std::move(le), rts, "loopres");
  {
    // The results' types name the loop's size results, not its size
    // parameters (which are bound only inside the loop).
    std::map<VName, SubExp> size_of;
    for (size_t k = 0; k < nsize; ++k)
      size_of[merge[k + (is_while ? 1 : 0)].first.name] = outs[k + (is_while ? 1 : 0)];
    for (auto& pe : body().stms.back().pat)
      for (auto& d : pe.type.shape)
        if (d.is_var() && size_of.count(d.var)) d = size_of.at(d.var);
  }
  if (is_while) outs.erase(outs.begin());
  // The result's type: generalised dimensions are the loop's size results.
  std::vector<SubExp> out_dims = init_dims;
  size_t si = 0;
  for (size_t k = 0; k < gen.size(); ++k)
    if (gen[k]) out_dims[k] = outs[si++];
  outs.erase(outs.begin(), outs.begin() + (long)nsize);
  return {with_dims(init.ty, out_dims), outs, nullptr};
  }
}

// ---- indexing ----

Value Elab::index_leaves(const Value& arr, const std::vector<ir::DimIndex>& dims, const Ty& rty) {
  Value r;
  r.ty = rty;
  auto lts = leaf_types(arr.ty);
  size_t nscalar = 0;
  std::vector<SubExp> slice_counts;
  for (auto& d : dims) {
    if (d.is_slice) slice_counts.push_back(d.count);
    else ++nscalar;
  }
  for (size_t i = 0; i < arr.leaves.size(); ++i) {
    ir::Exp e;
    e.kind = ir::Exp::Kind::Index;
    e.array = arr.leaves[i].var;
    e.dims = dims;
    e.index_rank = (int)dims.size();
    e.loc = loc_;
    e.unsafe = unsafe_ > 0;
    ir::Type t = lts[i];
    std::vector<SubExp> sh = slice_counts;
    sh.insert(sh.end(), t.shape.begin() + dims.size(), t.shape.end());
    t.shape = sh;
    t.unique = false;
    r.leaves.push_back(emit1(std::move(e), t, "elem"));
  }
  return r;
}

Value Elab::elab_index(const Value& arr0, const std::vector<ast::DimIndex>& idx,
                       const EnvPtr& env, std::vector<ir::DimIndex>* dims_out) {
  Span here = loc_;
  Value arr = arr0;
  if (!arr.ty.is_array())
    user_error(here, "cannot index a value of type " + ty_str(arr.ty));
  if (idx.size() > arr.ty.shape.size())
    user_error(here, "too many indices (" + std::to_string(idx.size()) + ") for an array of type " +
                         ty_str(arr.ty));
  std::vector<ir::DimIndex> dims;
  std::vector<SubExp> new_shape;
  for (size_t k = 0; k < idx.size(); ++k) {
    const auto& d = idx[k];
    SubExp n = arr.ty.shape[k];
    ir::DimIndex di;
    if (!d.is_slice) {
      Value v = elab(*d.index, env);
      loc_ = here;
      di.index = to_i64(v, "an array index");
    } else {
      di.is_slice = true;
      SubExp s = SubExp::i64(1);
      if (d.stride) {
        s = to_i64(elab(*d.stride, env), "a slice stride");
        loc_ = here;
      }
      bool pos_known = s.is_const() && s.value.as_i64() > 0;
      bool neg_known = s.is_const() && s.value.as_i64() < 0;
      if (!s.is_const()) {
        // Unknown sign of stride: defaults are chosen at run time.
        if (!d.start || !d.end)
          user_error(d.span.known() ? d.span : here,
                     "a slice with a non-constant stride needs explicit bounds");
      }
      if (s.is_const() && s.value.as_i64() == 0) user_error(here, "slice stride cannot be zero");
      SubExp i = d.start ? to_i64(elab(*d.start, env), "a slice bound")
                         : (neg_known ? i64_binop(BinOp::Sub, n, SubExp::i64(1)) : SubExp::i64(0));
      loc_ = here;
      SubExp j = d.end ? to_i64(elab(*d.end, env), "a slice bound")
                       : (neg_known ? SubExp::i64(-1) : n);
      loc_ = here;
      SubExp count;
      if (pos_known && s.value.as_i64() == 1) {
        count = i64_binop(BinOp::Sub, j, i);
      } else {
        // count = (j - i + s - sgn(s)) quot s
        SubExp sg;
        if (s.is_const()) sg = SubExp::i64(s.value.as_i64() > 0 ? 1 : -1);
        else {
          ir::Exp e;
          e.kind = ir::Exp::Kind::UnOp;
          e.unop = UnOp::Signum;
          e.prim = PrimType::I64;
          e.args = {s};
          sg = emit1(std::move(e), ir::Type::scalar(PrimType::I64), "sgn");
        }
        SubExp diff = i64_binop(BinOp::Sub, j, i);
        SubExp num = i64_binop(BinOp::Sub, i64_binop(BinOp::Add, diff, s), sg);
        count = i64_binop(BinOp::Quot, num, s);
      }
      // An empty or reversed range gives count <= 0: clamp to 0 only when
      // statically negative; the interpreter checks the bounds.
      di.start = i;
      di.count = count;
      di.stride = s;
      new_shape.push_back(count);
    }
    dims.push_back(di);
  }
  for (size_t k = idx.size(); k < arr.ty.shape.size(); ++k) new_shape.push_back(arr.ty.shape[k]);
  Ty rty = array_ty(new_shape, arr.ty.elems[0]);
  if (dims_out) *dims_out = dims;
  loc_ = here;
  return index_leaves(arr, dims, rty);
}

// ---- array literals ----

Value Elab::elab_array_lit(const ast::Expr& e, const EnvPtr& env) {
  if (e.elems.empty()) user_error(e.span, "an empty array literal needs a type ascription, e.g. `[] : []i32`");
  std::vector<Value> vs;
  for (auto& x : e.elems) vs.push_back(elab(*x, env));
  loc_ = e.span;
  for (size_t i = 1; i < vs.size(); ++i) {
    if (vs[i].ty.is_fun() || !unify(vs[i].ty, vs[0].ty))
      user_error(e.elems[i]->span, "array literal elements have different types: " +
                                       ty_str(vs[0].ty) + " and " + ty_str(vs[i].ty));
    require_same_shape(vs[i].ty, vs[0].ty, "rows of an array literal");
  }
  if (vs[0].ty.is_fun()) user_error(e.span, "arrays of functions are not supported");
  Ty rty = array_ty({SubExp::i64((int64_t)vs.size())}, vs[0].ty);
  auto lts = leaf_types(rty);
  Value r;
  r.ty = rty;
  for (size_t l = 0; l < lts.size(); ++l) {
    ir::Exp a;
    a.kind = ir::Exp::Kind::ArrayLit;
    for (auto& v : vs) a.args.push_back(v.leaves[l]);
    a.type = lts[l];
    r.leaves.push_back(emit1(std::move(a), lts[l], "arr"));
  }
  return r;
}

// ---- SOACs ----

// A size computed inside a function body from values outside it (`map (\r
// -> r ++ r) xss`: `m + m`) is the same for every call: its statement (and
// those it needs) moves to the enclosing body, before the SOAC.  Only pure
// scalar arithmetic moves.  A division by a non-zero constant moves as it
// is; one by a variable only out of a map of known width (hoist_width_),
// with the divisor made non-zero when the map has no elements: it would
// otherwise fail where the function is never called.  Futhark computes
// such a size (bitset's `(capacity - 1) / num_bits + 1`, the result size of
// a function mapped over an array) before the map as well
// [programs/samples16/map_size_divided].
bool Elab::hoist_size(ir::Body& b, std::set<VName>& inner, const VName& v, int depth) {
  if (depth > 16) return false;
  for (size_t i = 0; i < b.stms.size(); ++i) {
    ir::Stm& s = b.stms[i];
    if (s.pat.size() != 1 || s.pat[0].name != v) continue;
    using K = ir::Exp::Kind;
    const ir::Exp& e = s.exp;
    if (e.kind != K::SubExp && e.kind != K::BinOp && e.kind != K::UnOp && e.kind != K::Convert &&
        e.kind != K::CmpOp)
      return false;
    bool by_variable = false;
    if (e.kind == K::BinOp && (e.binop == BinOp::Div || e.binop == BinOp::Mod || e.binop == BinOp::Quot ||
                               e.binop == BinOp::Rem)) {
      const SubExp& d = e.args.at(1);
      if (d.is_const() && d.value.as_i64() == 0) return false;
      if (!d.is_const()) {
        if (!hoist_width_ || e.prim != PrimType::I64) return false;
        by_variable = true;
      }
    }
    for (const SubExp& a : e.args)
      if (a.is_var() && inner.count(a.var) && !hoist_size(b, inner, a.var, depth + 1)) return false;
    if (by_variable) {
      // `d | i64(w == 0)`: `d` where the function is called, never zero
      // where it is not (w == 0), so the division fails exactly when a
      // call would.
      ir::Exp none;
      none.kind = K::CmpOp;
      none.cmpop = CmpOp::Eq;
      none.prim = PrimType::I64;
      none.args = {*hoist_width_, SubExp::i64(0)};
      SubExp empty = emit1(std::move(none), ir::Type::scalar(PrimType::Bool), "no_calls");
      ir::Exp one;
      one.kind = K::Convert;
      one.prim = PrimType::I64;
      one.from = PrimType::Bool;
      one.args = {empty};
      SubExp bit = emit1(std::move(one), ir::Type::scalar(PrimType::I64), "no_calls");
      ir::Exp guard;
      guard.kind = K::BinOp;
      guard.binop = BinOp::Or;
      guard.prim = PrimType::I64;
      SubExp divisor;
      for (auto& st : b.stms)
        if (st.pat.size() == 1 && st.pat[0].name == v) divisor = st.exp.args.at(1);
      guard.args = {divisor, bit};
      SubExp safe = emit1(std::move(guard), ir::Type::scalar(PrimType::I64), "divisor");
      for (auto& st : b.stms)
        if (st.pat.size() == 1 && st.pat[0].name == v) st.exp.args.at(1) = safe;
    }
    // The operands may have moved: find the statement again.
    for (size_t j = 0; j < b.stms.size(); ++j)
      if (b.stms[j].pat.size() == 1 && b.stms[j].pat[0].name == v) {
        body().stms.push_back(std::move(b.stms[j]));
        b.stms.erase(b.stms.begin() + (long)j);
        inner.erase(v);
        defined_.back().insert(v);
        return true;
      }
    return false;
  }
  return false;
}

ir::Lambda Elab::make_lambda(const std::vector<Ty>& arg_tys,
                             const std::function<Value(const std::vector<Value>&)>& f,
                             Ty& result_ty, const std::string& what, std::optional<SubExp> width) {
  Span here = loc_;
  push_body();
  ir::Lambda lam;
  std::vector<Value> args;
  for (auto& t : arg_tys) {
    Value v;
    v.ty = t;
    for (auto& lt : leaf_types(t)) {
      VName n = fresh("p");
      lam.params.push_back({n, lt});
      v.leaves.push_back(SubExp::variable(n));
    }
    args.push_back(v);
  }
  Value r = f(args);
  std::set<VName> inner;
  auto b = pop_body(&inner);
  loc_ = here;
  if (r.ty.is_fun()) user_error(here, "the function passed to `" + what + "` returns a function");
  std::function<void(const Ty&)> check = [&](const Ty& t) {
    if (t.is_array()) {
      for (auto& d : t.shape)
        if (d.is_var() && inner.count(d.var) && !hoist_size(*b, inner, d.var))
          user_error(here, "the function passed to `" + what +
                               "` returns arrays whose size is computed inside it "
                               "(irregular arrays are not supported)");
      check(t.elems[0]);
    } else if (t.is_tuple()) {
      for (auto& e : t.elems) check(e);
    }
  };
  std::optional<SubExp> saved_width = hoist_width_;
  hoist_width_ = width;
  check(r.ty);
  hoist_width_ = saved_width;
  b->result = r.leaves;
  lam.body = b;
  lam.ret = leaf_types(r.ty);
  result_ty = r.ty;
  return lam;
}

Value Elab::soac_map(const Value& f, const std::vector<Value>& arrays, const std::string& what) {
  Span here = loc_;
  if (!f.ty.is_fun()) user_error(here, "the first argument of `" + what + "` must be a function");
  std::vector<Ty> rows;
  for (size_t i = 0; i < arrays.size(); ++i) {
    if (!arrays[i].ty.is_array())
      user_error(here, "the " + ordinal(i + 1) + " argument of `" + what +
                           "` must be an array, found " + ty_str(arrays[i].ty));
    if (i > 0)
      require_same_size(arrays[i].ty.shape[0], arrays[0].ty.shape[0],
                        "the arrays passed to `" + what + "` must have the same outer size");
    rows.push_back(row_ty(arrays[i].ty));
  }
  SubExp w = arrays[0].ty.shape[0];
  Ty rt;
  ir::Lambda lam = make_lambda(
      rows, [&](const std::vector<Value>& a) { return apply(f, a, here); }, rt, what, w);
  ir::Exp e;
  e.kind = ir::Exp::Kind::Screma;
  e.args = {w};
  for (auto& a : arrays)
    for (auto& l : a.leaves) e.arrays.push_back(l.var);
  e.map_lambda = lam;
  Ty out = array_ty({w}, rt);
  loc_ = here;
  Value r;
  r.ty = out;
  r.leaves = emit(std::move(e), leaf_types(out), "mapped");
  return r;
}

bool Elab::known_commutative(const Value& op) {
  if (!op.fn) return false;
  const Closure& c = *op.fn;
  if (c.kind == Closure::Kind::Op)
    return c.name == "+" || c.name == "*" || c.name == "&&" || c.name == "||" ||
           c.name == "&" || c.name == "|" || c.name == "^";
  if (c.kind == Closure::Kind::Builtin) {
    auto dot = c.name.find('.');
    if (dot == std::string::npos) return false;
    std::string fn = c.name.substr(dot + 1);
    return fn == "min" || fn == "max";
  }
  return false;
}

Value Elab::soac_reduce(const Value& op, const Value& ne, const Value& arr, bool comm, bool scan,
                        const std::string& what) {
  Span here = loc_;
  if (!op.ty.is_fun()) user_error(here, "the first argument of `" + what + "` must be a function");
  if (!arr.ty.is_array())
    user_error(here, "the third argument of `" + what + "` must be an array, found " +
                         ty_str(arr.ty));
  Ty row = row_ty(arr.ty);
  if (ne.ty.is_fun() || !unify(ne.ty, row))
    user_error(here, "the neutral element of `" + what + "` has type " + ty_str(ne.ty) +
                         " but the array elements have type " + ty_str(row));
  require_same_shape(ne.ty, row, "neutral element of `" + what + "`");
  SubExp w = arr.ty.shape[0];
  Ty rt;
  ir::ReduceOp rop;
  rop.lambda = make_lambda(
      {row, row}, [&](const std::vector<Value>& a) { return apply(op, a, here); }, rt, what);
  if (!unify(rt, row))
    user_error(here, "the operator of `" + what + "` returns " + ty_str(rt) +
                         " but must return the element type " + ty_str(row));
  // Re-derive the lambda types after unification (literals in the operator).
  {
    auto lts = leaf_types(row);
    for (size_t i = 0; i < rop.lambda.params.size(); ++i)
      rop.lambda.params[i].type = lts[i % lts.size()];
    rop.lambda.ret = lts;
  }
  rop.neutral = ne.leaves;
  rop.commutative = comm || known_commutative(op);
  // Identity map lambda.
  ir::Lambda id;
  id.body = std::make_shared<ir::Body>();
  for (auto& lt : leaf_types(row)) {
    VName n = fresh("x");
    id.params.push_back({n, lt});
    id.body->result.push_back(SubExp::variable(n));
    id.ret.push_back(lt);
  }
  ir::Exp e;
  e.kind = ir::Exp::Kind::Screma;
  e.args = {w};
  for (auto& l : arr.leaves) e.arrays.push_back(l.var);
  e.map_lambda = id;
  Ty out = scan ? arr.ty : row;
  if (scan) e.scans = {rop};
  else e.reduces = {rop};
  loc_ = here;
  Value r;
  r.ty = out;
  r.leaves = emit(std::move(e), leaf_types(out), scan ? "scanned" : "reduced");
  return r;
}

Value Elab::builtin_reduce(BinOp op, const Value& arr0, const std::string& what) {
  Value arr = check_array(arr0, "the argument of `" + what + "`");
  Ty row = row_ty(arr.ty);
  if (!row.is_prim()) user_error(loc_, "`" + what + "` needs an array of numbers, found " + ty_str(arr.ty));
  bool is_bool_op = op == BinOp::LogAnd || op == BinOp::LogOr;
  if (is_bool_op ? !unify_prim(row, prim_ty(PrimType::Bool)) : !constrain(row, TVar::Cons::Num))
    user_error(loc_, "`" + what + "` cannot be applied to an array of type " + ty_str(arr.ty));
  PrimType t = prim_of(row);
  PrimValue ne;
  switch (op) {
    case BinOp::Add: ne = is_float(t) ? PrimValue::float_value(t, 0) : PrimValue::int_value(t, 0); break;
    case BinOp::Mul: ne = is_float(t) ? PrimValue::float_value(t, 1) : PrimValue::int_value(t, 1); break;
    case BinOp::Max:
    case BinOp::Min: {
      bool hi = op == BinOp::Min;
      if (is_float(t)) ne = PrimValue::float_value(t, hi ? INFINITY : -INFINITY);
      else if (is_signed_int(t)) {
        int bits = prim_bits(t);
        int64_t m = bits == 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1;
        ne = PrimValue::int_value(t, hi ? m : -m - 1);
      } else {
        ne = PrimValue::uint_value(t, hi ? ~uint64_t{0} : 0);
      }
      break;
    }
    case BinOp::LogAnd: ne = PrimValue::bool_value(true); break;
    case BinOp::LogOr: ne = PrimValue::bool_value(false); break;
    default: internal_assert(false, "builtin_reduce op");
  }
  auto c = std::make_shared<Closure>();
  c->kind = Closure::Kind::Builtin;
  c->arity = 2;
  std::string tn = prim_name(t);
  if (op == BinOp::Add) { c->kind = Closure::Kind::Op; c->name = "+"; }
  else if (op == BinOp::Mul) { c->kind = Closure::Kind::Op; c->name = "*"; }
  else if (op == BinOp::LogAnd) { c->kind = Closure::Kind::Op; c->name = "&&"; }
  else if (op == BinOp::LogOr) { c->kind = Closure::Kind::Op; c->name = "||"; }
  else c->name = tn + (op == BinOp::Max ? ".max" : ".min");
  return soac_reduce(fun_value(c), prim_const(t, ne), arr, true, false, what);
}

Value Elab::call_builtin(const std::string& n, const std::vector<Value>& a) {
  Span here = loc_;
  if (n == "map" || n == "map1" || (n.size() == 4 && n.rfind("map", 0) == 0)) {
    std::vector<Value> arrs(a.begin() + 1, a.end());
    return soac_map(a[0], arrs, n);
  }
  if (n == "reduce" || n == "reduce_comm") return soac_reduce(a[0], a[1], a[2], n == "reduce_comm", false, n);
  if (n == "scan") return soac_reduce(a[0], a[1], a[2], false, true, n);
  if (n.rfind("zip", 0) == 0) {
    std::vector<Value> rows;
    for (size_t i = 0; i < a.size(); ++i) {
      check_array(a[i], "the " + ordinal(i) + " argument of `" + n + "`");
      if (i > 0)
        require_same_size(a[i].ty.shape[0], a[0].ty.shape[0],
                          "the arrays passed to `" + n + "` must have the same outer size");
    }
    Value r;
    std::vector<Ty> es;
    for (auto& v : a) {
      es.push_back(row_ty(v.ty));
      r.leaves.insert(r.leaves.end(), v.leaves.begin(), v.leaves.end());
    }
    r.ty = array_ty({a[0].ty.shape[0]}, tuple_ty(es));
    if (copied_zips_ && copied_zips_->count(span_key(here))) return call_builtin("copy", {r});
    return r;
  }
  if (n.rfind("unzip", 0) == 0) {
    Value v = check_array(a[0], "the argument of `" + n + "`");
    if (!v.ty.elems[0].is_tuple() || v.ty.shape.size() != 1)
      user_error(here, "`" + n + "` needs an array of tuples, found " + ty_str(v.ty));
    auto parts = split(v);
    return tuple_value(parts);
  }
  if (n == "iota") {
    SubExp cnt = to_i64(a[0], "the argument of `iota`");
    ir::Exp e;
    e.kind = ir::Exp::Kind::Iota;
    e.args = {cnt, SubExp::i64(0), SubExp::i64(1)};
    e.prim = PrimType::I64;
    Ty t = array_ty({cnt}, prim_ty(PrimType::I64));
    return {t, {emit1(std::move(e), leaf_types(t)[0], "iota")}, nullptr};
  }
  if (n == "replicate") {
    SubExp cnt = to_i64(a[0], "the first argument of `replicate`");
    if (a[1].ty.is_fun()) user_error(here, "cannot replicate a function");
    Ty t = array_ty({cnt}, a[1].ty);
    auto lts = leaf_types(t);
    Value r;
    r.ty = t;
    for (size_t i = 0; i < lts.size(); ++i) {
      ir::Exp e;
      e.kind = ir::Exp::Kind::Replicate;
      e.args = {cnt, a[1].leaves[i]};
      r.leaves.push_back(emit1(std::move(e), lts[i], "rep"));
    }
    return r;
  }
  if (n == "length") {
    Value v = check_array(a[0], "the argument of `length`");
    return scalar(PrimType::I64, v.ty.shape[0]);
  }
  if (n == "null") {
    Value v = check_array(a[0], "the argument of `null`");
    ir::Exp e;
    e.kind = ir::Exp::Kind::CmpOp;
    e.cmpop = CmpOp::Eq;
    e.prim = PrimType::I64;
    e.args = {v.ty.shape[0], SubExp::i64(0)};
    return scalar(PrimType::Bool, emit1(std::move(e), ir::Type::scalar(PrimType::Bool), "null"));
  }
  if (n == "indices") {
    Value v = check_array(a[0], "the argument of `indices`");
    return call_builtin("iota", {scalar(PrimType::I64, v.ty.shape[0])});
  }
  if (n == "opaque") return a[0];
  if (n == "copy") {
    if (!a[0].ty.is_array()) return a[0];
    Value r;
    r.ty = a[0].ty;
    auto lts = leaf_types(a[0].ty);
    for (size_t i = 0; i < lts.size(); ++i) {
      ir::Exp e;
      e.kind = ir::Exp::Kind::Copy;
      e.array = a[0].leaves[i].var;
      r.leaves.push_back(emit1(std::move(e), lts[i], "copy"));
    }
    return r;
  }
  if (n == "transpose") {
    Value v = check_array(a[0], "the argument of `transpose`");
    if (v.ty.shape.size() < 2) user_error(here, "`transpose` needs an array of rank 2 or more, found " + ty_str(v.ty));
    std::vector<SubExp> sh = v.ty.shape;
    std::swap(sh[0], sh[1]);
    Ty t = array_ty(sh, v.ty.elems[0]);
    auto lts = leaf_types(t);
    Value r;
    r.ty = t;
    for (size_t i = 0; i < lts.size(); ++i) {
      ir::Exp e;
      e.kind = ir::Exp::Kind::Rearrange;
      e.array = v.leaves[i].var;
      e.perm.push_back(1);
      e.perm.push_back(0);
      for (int k = 2; k < lts[i].rank(); ++k) e.perm.push_back(k);
      r.leaves.push_back(emit1(std::move(e), lts[i], "tr"));
    }
    return r;
  }
  if (n == "flatten" || n == "unflatten") {
    Value v = check_array(a[n == "flatten" ? 0 : 2], "the array argument of `" + n + "`");
    std::vector<SubExp> sh;
    if (n == "flatten") {
      if (v.ty.shape.size() < 2) user_error(here, "`flatten` needs an array of rank 2 or more, found " + ty_str(v.ty));
      sh.push_back(i64_binop(BinOp::Mul, v.ty.shape[0], v.ty.shape[1]));
      sh.insert(sh.end(), v.ty.shape.begin() + 2, v.ty.shape.end());
    } else {
      SubExp d0 = to_i64(a[0], "the first argument of `unflatten`");
      SubExp d1 = to_i64(a[1], "the second argument of `unflatten`");
      require_same_size(v.ty.shape[0], i64_binop(BinOp::Mul, d0, d1),
                        "`unflatten n m xs` needs an array of size n*m");
      sh = {d0, d1};
      sh.insert(sh.end(), v.ty.shape.begin() + 1, v.ty.shape.end());
    }
    Ty t = array_ty(sh, v.ty.elems[0]);
    auto lts = leaf_types(t);
    Value r;
    r.ty = t;
    for (size_t i = 0; i < lts.size(); ++i) {
      ir::Exp e;
      e.kind = ir::Exp::Kind::Reshape;
      e.array = v.leaves[i].var;
      e.args = lts[i].shape;
      r.leaves.push_back(emit1(std::move(e), lts[i], n == "flatten" ? "flat" : "unflat"));
    }
    return r;
  }
  if (n == "concat") {
    Value x = check_array(a[0], "the first argument of concatenation");
    Value y = check_array(a[1], "the second argument of concatenation");
    if (!unify(x.ty, y.ty))
      user_error(here, "cannot concatenate arrays of types " + ty_str(x.ty) + " and " + ty_str(y.ty));
    for (size_t k = 1; k < x.ty.shape.size(); ++k)
      require_same_size(y.ty.shape[k], x.ty.shape[k], "inner sizes of concatenated arrays");
    SubExp total = i64_binop(BinOp::Add, x.ty.shape[0], y.ty.shape[0]);
    Ty t = x.ty;
    t.shape[0] = total;
    auto lts = leaf_types(t);
    Value r;
    r.ty = t;
    for (size_t i = 0; i < lts.size(); ++i) {
      ir::Exp e;
      e.kind = ir::Exp::Kind::Concat;
      e.arrays = {x.leaves[i].var, y.leaves[i].var};
      e.args = {total};
      r.leaves.push_back(emit1(std::move(e), lts[i], "concat"));
    }
    return r;
  }
  if (n == "reverse" || n == "tail" || n == "init" || n == "take" || n == "drop") {
    Value v = check_array(a[n == "take" || n == "drop" ? 1 : 0], "the array argument of `" + n + "`");
    SubExp len = v.ty.shape[0];
    ir::DimIndex d;
    d.is_slice = true;
    d.stride = SubExp::i64(1);
    if (n == "reverse") {
      d.start = i64_binop(BinOp::Sub, len, SubExp::i64(1));
      d.count = len;
      d.stride = SubExp::i64(-1);
    } else if (n == "tail") {
      d.start = SubExp::i64(1);
      d.count = i64_binop(BinOp::Sub, len, SubExp::i64(1));
    } else if (n == "init") {
      d.start = SubExp::i64(0);
      d.count = i64_binop(BinOp::Sub, len, SubExp::i64(1));
    } else if (n == "take") {
      d.start = SubExp::i64(0);
      d.count = to_i64(a[0], "the first argument of `take`");
    } else {
      SubExp k = to_i64(a[0], "the first argument of `drop`");
      d.start = k;
      d.count = i64_binop(BinOp::Sub, len, k);
    }
    std::vector<SubExp> sh = v.ty.shape;
    sh[0] = d.count;
    return index_leaves(v, {d}, array_ty(sh, v.ty.elems[0]));
  }
  if (n == "head" || n == "last") {
    Value v = check_array(a[0], "the argument of `" + n + "`");
    ir::DimIndex d;
    d.index = n == "head" ? SubExp::i64(0) : i64_binop(BinOp::Sub, v.ty.shape[0], SubExp::i64(1));
    return index_leaves(v, {d}, row_ty(v.ty));
  }
  if (n == "sum") return builtin_reduce(BinOp::Add, a[0], n);
  if (n == "product") return builtin_reduce(BinOp::Mul, a[0], n);
  if (n == "maximum") return builtin_reduce(BinOp::Max, a[0], n);
  if (n == "minimum") return builtin_reduce(BinOp::Min, a[0], n);
  if (n == "and") return builtin_reduce(BinOp::LogAnd, a[0], n);
  if (n == "or") return builtin_reduce(BinOp::LogOr, a[0], n);
  if (n == "all" || n == "any") {
    Value m = soac_map(a[0], {a[1]}, n);
    return builtin_reduce(n == "all" ? BinOp::LogAnd : BinOp::LogOr, m, n);
  }
  if (n == "scatter" || n == "reduce_by_index" || n == "hist" || n == "filter" || n == "partition" ||
      n == "rotate" || n == "split" || n.find("_stream") != std::string::npos || n == "jvp" || n == "jvp2" ||
      n == "vjp" || n == "vjp2" || n == "jmp" || n == "jmp2" || n == "mjp" || n == "mjp2" || n == "with_vjp" ||
      n == "with_vjp_tape")
    return call_builtin_soacs(n, a);
  user_error(here, "`" + n + "` is not supported yet");
}

#include "typecheck/elab_soacs.inc"

Value Elab::call_qualified(PrimType t, const std::string& fn, const std::vector<Value>& a) {
  Span here = loc_;
  std::string full = prim_name(t) + "." + fn;
  auto arg_of = [&](size_t i, PrimType want) -> SubExp {
    if (!a[i].ty.is_prim() || !unify_prim(a[i].ty, prim_ty(want)))
      user_error(here, "the " + ordinal(i) + " argument of `" + full + "` must be " +
                           prim_name(want) + ", found " + ty_str(a[i].ty));
    return a[i].leaves[0];
  };
  if (auto from = prim_from_name(fn)) {
    // Conversion T.from: the argument has type `from`.
    SubExp x = arg_of(0, *from);
    if (*from == t) return scalar(t, x);
    // Between integer types, a constant converts here: `i64.i32
    // I.num_bits` in a functor applied to `u8` is the constant 8, so that a
    // size divided by it can be computed by the function's callers.
    if (x.is_const() && is_int(t) && is_int(*from)) return scalar(t, SubExp::constant(eval_convert(t, x.value)));
    ir::Exp e;
    e.kind = ir::Exp::Kind::Convert;
    e.prim = t;
    e.from = *from;
    e.args = {x};
    return scalar(t, emit1(std::move(e), ir::Type::scalar(t), "conv"));
  }
  if (fn == "sum" || fn == "product" || fn == "maximum" || fn == "minimum") {
    if (a[0].ty.is_array()) unify(row_ty(a[0].ty), prim_ty(t));
    return call_builtin(fn, a);
  }
  if (fn == "from_bits" && is_float(t)) {
    // f32.from_bits: u32 -> f32 (the IR's from_bits is typed by its argument).
    PrimType u = t == PrimType::F16 ? PrimType::U16 : t == PrimType::F32 ? PrimType::U32 : PrimType::U64;
    ir::Exp e;
    e.kind = ir::Exp::Kind::PrimFun;
    e.prim = u;
    e.fun_name = fn;
    e.args = {arg_of(0, u)};
    return scalar(t, emit1(std::move(e), ir::Type::scalar(t), fn));
  }
  std::vector<SubExp> xs;
  for (size_t i = 0; i < a.size(); ++i) xs.push_back(arg_of(i, t));
  ir::Exp e;
  e.prim = t;
  e.args = xs;
  if (fn == "min" || fn == "max") {
    e.kind = ir::Exp::Kind::BinOp;
    e.binop = fn == "min" ? BinOp::Min : BinOp::Max;
  } else if (fn == "abs" || fn == "sgn" || fn == "neg" || fn == "not") {
    e.kind = ir::Exp::Kind::UnOp;
    e.unop = fn == "abs" ? UnOp::Abs : fn == "sgn" ? UnOp::Signum
           : fn == "neg" ? UnOp::Neg : (t == PrimType::Bool ? UnOp::Not : UnOp::Complement);
  } else {
    bool float_only = !(fn == "popc" || fn == "clz" || fn == "ctz" || fn == "mul_hi" ||
                        fn == "mad_hi" || fn == "from_bits");
    if (float_only && !is_float(t))
      user_error(here, "`" + full + "` does not exist: `" + fn + "` is defined on float types only");
    if (!float_only && !is_int(t))
      user_error(here, "`" + full + "` does not exist: `" + fn + "` is defined on integer types only");
    e.kind = ir::Exp::Kind::PrimFun;
    e.fun_name = fn;
  }
  PrimType rt = e.kind == ir::Exp::Kind::PrimFun ? primfun_result(fn, t) : t;
  return scalar(rt, emit1(std::move(e), ir::Type::scalar(rt), fn));
}

// ---- the expression walker ----

Value Elab::elab_node(const ast::Expr& e, const EnvPtr& env) {
  using K = ast::Expr::Kind;
  loc_ = e.span;
  switch (e.kind) {
    case K::Attr: {
      bool unsafe = false;
      for (auto& a : e.attrs) unsafe = unsafe || a.name == "unsafe";
      unsafe_ += unsafe;
      Value r = elab(*e.elems[0], env);
      unsafe_ -= unsafe;
      return r;
    }
    case K::IntLit:
    case K::FloatLit: return elab_literal(e);
    case K::BoolLit: return prim_const(PrimType::Bool, PrimValue::bool_value(e.bool_value));
    case K::CharLit:
      return prim_const(PrimType::U8, PrimValue::uint_value(PrimType::U8, e.int_value));
    case K::StringLit: {
      Value r;
      r.ty = array_ty({SubExp::i64((int64_t)e.string_value.size())}, prim_ty(PrimType::U8));
      ir::Exp a;
      a.kind = ir::Exp::Kind::ArrayLit;
      for (unsigned char ch : e.string_value)
        a.args.push_back(SubExp::constant(PrimValue::uint_value(PrimType::U8, ch)));
      a.type = leaf_types(r.ty)[0];
      // The type is copied before `a` is moved: the order in which a call's
      // arguments are evaluated is unspecified (clang moved first, and the
      // literal became a u8: docs/robustness.md, defect 15).
      ir::Type t = a.type;
      r.leaves = {emit1(std::move(a), t, "str")};
      return r;
    }
    case K::Var: return lookup(e, env);
    case K::Unit: return tuple_value({});
    case K::Record: unsupported(e.span, "records are");
    case K::RecordUpdate: unsupported(e.span, "record updates are");
    case K::Constr: unsupported(e.span, "sum types are");
    case K::Match: unsupported(e.span, "`match` is");
    case K::Tuple: {
      std::vector<Value> vs;
      for (auto& x : e.elems) vs.push_back(elab(*x, env));
      loc_ = e.span;
      return tuple_value(vs);
    }
    case K::ArrayLit: return elab_array_lit(e, env);
    case K::Range: {
      // a..<b, a..b, a..>b, a..s..b  (integers; i64 elements for simplicity
      // of sizes: the element type follows the operands)
      std::vector<Value> vs;
      for (auto& x : e.elems) vs.push_back(elab(*x, env));
      loc_ = e.span;
      for (auto& v : vs)
        if (!v.ty.is_prim() || !unify_prim(v.ty, vs[0].ty) || !constrain(v.ty, TVar::Cons::Int))
          user_error(e.span, "range bounds must be integers of the same type");
      PrimType t = prim_of(vs[0].ty);
      auto conv64 = [&](const Value& v) { return to_i64(v, "a range bound"); };
      SubExp start = conv64(vs[0]);
      SubExp end = conv64(vs.back());
      SubExp step = vs.size() == 3 ? i64_binop(BinOp::Sub, conv64(vs[1]), start)
                                   : SubExp::i64(e.range_kind == ast::Expr::RangeKind::DownToExclusive ? -1 : 1);
      // Futhark's rules: the direction of `a..b...c` is the sign of its
      // step; `..<` goes up and `..>` down; a zero step, a step against
      // the direction or an end beyond the start in the other direction
      // is a run-time error ("Range 1..3...0 is invalid.").
      using RK = ast::Expr::RangeKind;
      auto unary_not = [&](SubExp b) {
        if (b.is_const()) return SubExp::constant(PrimValue::bool_value(!b.value.as_bool()));
        ir::Exp n;
        n.kind = ir::Exp::Kind::UnOp;
        n.unop = UnOp::Not;
        n.prim = PrimType::Bool;
        n.args = {b};
        return emit1(std::move(n), ir::Type::scalar(PrimType::Bool), "range_ok");
      };
      auto cmp = [&](CmpOp op, SubExp a, SubExp b) {
        if (a.is_const() && b.is_const()) {
          int64_t x = a.value.as_i64(), y = b.value.as_i64();
          bool r = op == CmpOp::Lt ? x < y : op == CmpOp::Gt ? x > y : x == y;
          return SubExp::constant(PrimValue::bool_value(r));
        }
        ir::Exp c;
        c.kind = ir::Exp::Kind::CmpOp;
        c.cmpop = op;
        c.prim = PrimType::I64;
        c.args = {a, b};
        return emit1(std::move(c), ir::Type::scalar(PrimType::Bool), "range_cmp");
      };
      auto bool_op = [&](BinOp op, SubExp a, SubExp b) {
        bool is_and = op == BinOp::LogAnd;
        for (int k = 0; k < 2; ++k) {
          const SubExp& x = k == 0 ? a : b;
          const SubExp& y = k == 0 ? b : a;
          if (x.is_const()) return x.value.as_bool() == is_and ? y : x;
        }
        ir::Exp c;
        c.kind = ir::Exp::Kind::BinOp;
        c.binop = op;
        c.prim = PrimType::Bool;
        c.args = {a, b};
        return emit1(std::move(c), ir::Type::scalar(PrimType::Bool), "range_bad");
      };
      SubExp down = e.range_kind == RK::DownToExclusive ? SubExp::constant(PrimValue::bool_value(true))
                    : e.range_kind == RK::UpToExclusive ? SubExp::constant(PrimValue::bool_value(false))
                                                        : cmp(CmpOp::Lt, step, SubExp::i64(0));
      SubExp bad_up = cmp(CmpOp::Lt, end, start), bad_down = cmp(CmpOp::Lt, start, end);
      SubExp bad = bool_op(BinOp::LogOr, bool_op(BinOp::LogAnd, down, bad_down),
                           bool_op(BinOp::LogAnd, unary_not(down), bad_up));
      if (vs.size() == 3) bad = bool_op(BinOp::LogOr, bad, cmp(CmpOp::Eq, step, SubExp::i64(0)));
      if (e.range_kind == RK::UpToExclusive)
        bad = bool_op(BinOp::LogOr, bad, cmp(CmpOp::Lt, step, SubExp::i64(0)));
      if (e.range_kind == RK::DownToExclusive)
        bad = bool_op(BinOp::LogOr, bad, cmp(CmpOp::Gt, step, SubExp::i64(0)));
      {
        std::string sep = e.range_kind == RK::Inclusive ? "..." : e.range_kind == RK::UpToExclusive ? "..<" : "..>";
        ir::Exp a;
        a.kind = ir::Exp::Kind::Assert;
        a.args = {unary_not(bad), start};
        std::string msg = "Range {0}";
        if (vs.size() == 3) {
          a.args.push_back(conv64(vs[1]));
          msg += "..{1}";
        }
        a.args.push_back(end);
        msg += sep + (vs.size() == 3 ? "{2}" : "{1}") + " is invalid.";
        a.message = msg;
        a.loc = loc_;
        emit(std::move(a), {}, "assert");
      }
      // count = ceil(distance / |step|), distance = |end - start| (+ 1 when
      // the end is included); the assertion rules out a negative distance.
      SubExp dist = i64_binop(BinOp::Sub, end, start);
      if (down.is_const() && down.value.as_bool()) {
        dist = i64_binop(BinOp::Sub, start, end);
      } else if (!down.is_const()) {
        ir::Exp ab;
        ab.kind = ir::Exp::Kind::UnOp;
        ab.unop = UnOp::Abs;
        ab.prim = PrimType::I64;
        ab.args = {dist};
        dist = emit1(std::move(ab), ir::Type::scalar(PrimType::I64), "range_dist");
      }
      if (e.range_kind == RK::Inclusive) dist = i64_binop(BinOp::Add, dist, SubExp::i64(1));
      SubExp abs_step = step;
      if (!step.is_const() || step.value.as_i64() < 0) {
        ir::Exp ab;
        ab.kind = ir::Exp::Kind::UnOp;
        ab.unop = UnOp::Abs;
        ab.prim = PrimType::I64;
        ab.args = {step};
        abs_step = step.is_const() ? SubExp::i64(-step.value.as_i64())
                                   : emit1(std::move(ab), ir::Type::scalar(PrimType::I64), "range_step");
      }
      SubExp q = i64_binop(BinOp::Quot, i64_binop(BinOp::Sub, i64_binop(BinOp::Add, dist, abs_step), SubExp::i64(1)),
                           i64_binop(BinOp::Max, abs_step, SubExp::i64(1)));
      SubExp cnt = i64_binop(BinOp::Max, q, SubExp::i64(0));
      // `0..<n`, `0..1..<n` and `1..2...n` (the ranges whose size the type
      // checker knows): once the assertion holds, the count is n itself.
      auto is_lit = [](const ast::Expr& x, uint64_t v) {
        return x.kind == K::IntLit && !x.negative && x.int_value == v;
      };
      bool upto_n = e.range_kind == RK::UpToExclusive && is_lit(*e.elems[0], 0) &&
                    (e.elems.size() == 2 || is_lit(*e.elems[1], 1));
      bool one_to_n = e.range_kind == RK::Inclusive && e.elems.size() == 3 &&
                      is_lit(*e.elems[0], 1) && is_lit(*e.elems[1], 2);
      if (upto_n || one_to_n) cnt = end;
      ir::Exp io;
      io.kind = ir::Exp::Kind::Iota;
      io.prim = t;
      auto back = [&](SubExp s) -> SubExp {
        if (t == PrimType::I64) return s;
        if (s.is_const()) return SubExp::constant(eval_convert(t, s.value));
        ir::Exp c;
        c.kind = ir::Exp::Kind::Convert;
        c.prim = t;
        c.from = PrimType::I64;
        c.args = {s};
        return emit1(std::move(c), ir::Type::scalar(t), "r");
      };
      io.args = {cnt, back(start), back(step)};
      Ty rt = array_ty({cnt}, prim_ty(t));
      return {rt, {emit1(std::move(io), leaf_types(rt)[0], "range")}, nullptr};
    }
    case K::Proj: {
      Value v = elab(*e.elems[0], env);
      loc_ = e.span;
      size_t i = 0;
      try { i = std::stoul(e.field); } catch (...) {
        user_error(e.span, "records are not supported yet (field `" + e.field + "`)");
      }
      if (!v.ty.is_tuple() || i >= v.ty.elems.size())
        user_error(e.span, "cannot project field " + e.field + " of a value of type " + ty_str(v.ty));
      return split(v)[i];
    }
    case K::Index: {
      Value arr = elab(*e.elems[0], env);
      loc_ = e.span;
      return elab_index(arr, e.indices, env);
    }
    case K::Apply: {
      Value f = elab(*e.elems[0], env);
      std::vector<Value> args;
      for (size_t i = 1; i < e.elems.size(); ++i) args.push_back(elab(*e.elems[i], env));
      loc_ = e.span;
      return apply(f, args, e.span);
    }
    case K::BinOp: {
      Value a = elab(*e.elems[0], env);
      if ((e.op == "&&" || e.op == "||"))
        return binop(e.op, a, Value{}, e.span, e.elems[1].get(), &env);
      Value b = elab(*e.elems[1], env);
      return binop(e.op, a, b, e.span);
    }
    case K::Neg: {
      Value a = elab(*e.elems[0], env);
      loc_ = e.span;
      if (!a.ty.is_prim() || !constrain(a.ty, TVar::Cons::Num))
        user_error(e.span, "cannot negate a value of type " + ty_str(a.ty));
      ir::Exp x;
      x.kind = ir::Exp::Kind::UnOp;
      x.unop = UnOp::Neg;
      x.prim = prim_of(a.ty);
      x.args = {a.leaves[0]};
      ir::Type t = ir::Type::scalar(x.prim);
      return {a.ty, {emit1(std::move(x), t, "neg")}, nullptr};
    }
    case K::Not: {
      Value a = elab(*e.elems[0], env);
      loc_ = e.span;
      bool ok = a.ty.is_prim();
      if (ok && !resolved(a.ty)) ok = constrain(a.ty, TVar::Cons::Int);
      PrimType t = ok ? prim_of(a.ty) : PrimType::Unit;
      if (!ok || !(t == PrimType::Bool || is_int(t)))
        user_error(e.span, "`!` needs a bool or an integer, found " + ty_str(a.ty));
      ir::Exp x;
      x.kind = ir::Exp::Kind::UnOp;
      x.unop = t == PrimType::Bool ? UnOp::Not : UnOp::Complement;
      x.prim = t;
      x.args = {a.leaves[0]};
      return {a.ty, {emit1(std::move(x), ir::Type::scalar(t), "not")}, nullptr};
    }
    case K::If: return elab_if(e, env);
    case K::Let: {
      Value v = elab(*e.elems[0], env);
      EnvPtr env2 = env;
      SizeMap sizes;
      loc_ = e.span;
      bind_pat(*e.pat, v, env2, sizes, true, "in the `let` binding");
      return elab(*e.elems[1], env2);
    }
    case K::LetFun: {
      auto c = std::make_shared<Closure>();
      c->kind = Closure::Kind::User;
      c->name = e.name;
      c->params = &e.params;
      c->size_params = &e.size_params;
      c->ret = e.type;
      c->body = e.elems[0];
      c->env = env;  // a recursive one sees itself when called (call_user_body)
      c->key = &e;
      c->stack_depth = call_stack_.size();
      c->recursive = e.recursive && !e.params.empty();
      c->arity = (int)e.params.size();
      Value fv;
      if (c->arity == 0) fv = call_user(*c, {}, e.span);
      else fv = fun_value(c);
      return elab(*e.elems[1], env_bind(env, e.name, fv));
    }
    case K::Lambda: {
      auto c = std::make_shared<Closure>();
      c->kind = Closure::Kind::User;
      c->name = "lambda";
      c->params = &e.params;
      c->ret = e.type;
      c->body = e.elems[0];
      c->env = env;
      c->stack_depth = call_stack_.size();
      c->arity = (int)e.params.size();
      return fun_value(c);
    }
    case K::With: {
      Value arr = elab(*e.elems[0], env);
      loc_ = e.span;
      std::vector<ir::DimIndex> dims;
      // Type of the updated part (computes indices; the Index stms it emits
      // are harmless and removed by dead-code elimination).
      Value part = elab_index(arr, e.indices, env, &dims);
      Value v = elab(*e.elems[1], env);
      loc_ = e.span;
      if (v.ty.is_fun() || !unify(v.ty, part.ty))
        user_error(e.span, "cannot update a part of type " + ty_str(part.ty) +
                               " with a value of type " + ty_str(v.ty));
      require_same_shape(v.ty, part.ty, "in-place update");
      Value r;
      r.ty = arr.ty;
      auto lts = leaf_types(arr.ty);
      for (size_t i = 0; i < lts.size(); ++i) {
        ir::Exp u;
        u.kind = ir::Exp::Kind::Update;
        u.array = arr.leaves[i].var;
        u.dims = dims;
        u.index_rank = (int)dims.size();
        u.args = {v.leaves[i]};
        u.loc = e.span;
        u.unsafe = unsafe_ > 0;
        r.leaves.push_back(emit1(std::move(u), lts[i], "upd"));
      }
      return r;
    }
    case K::Loop: return elab_loop(e, env);
    case K::OpSection: {
      auto c = std::make_shared<Closure>();
      c->kind = Closure::Kind::Op;
      c->name = e.op;
      c->arity = 2;
      return fun_value(c);
    }
    case K::LeftSection:
    case K::RightSection: {
      Value v = elab(*e.elems[0], env);
      auto c = std::make_shared<Closure>();
      c->kind = e.kind == K::LeftSection ? Closure::Kind::LeftSec : Closure::Kind::RightSec;
      c->name = e.op;
      c->vals = {v};
      c->arity = 1;
      return fun_value(c);
    }
    case K::ProjSection: {
      auto c = std::make_shared<Closure>();
      c->kind = Closure::Kind::ProjSec;
      c->field = e.field;
      c->arity = 1;
      return fun_value(c);
    }
    case K::Ascript: {
      SizeMap sizes;
      if (e.elems[0]->kind == K::Var && e.elems[0]->name == "#blank") {
        // `#blank : t` (elaborate/desugar.h): any value of type t.
        loc_ = e.span;
        return blank_value(ty_from_texp(*e.type, sizes, env, DimMode::Blank), e.span);
      }
      if (e.elems[0]->kind == K::ArrayLit && e.elems[0]->elems.empty()) {
        // `[] : [0]t` — the type comes from the ascription.
        const ast::TypeExp* t = e.type.get();
        while (t->kind == ast::TypeExp::Kind::Named) t = expand_named(*t).get();
        if (t->kind != ast::TypeExp::Kind::Array)
          user_error(e.span, "an empty array literal cannot have type " + texp_str(*e.type));
        Ty et = ty_from_texp(*t->elem, sizes, env, DimMode::Zero);
        Ty rt = array_ty({SubExp::i64(0)}, et);
        auto lts = leaf_types(rt);
        Value r;
        r.ty = rt;
        for (auto& lt : lts) {
          ir::Exp a;
          a.kind = ir::Exp::Kind::ArrayLit;
          a.type = lt;
          r.leaves.push_back(emit1(std::move(a), lt, "empty"));
        }
        return r;
      }
      Value v = elab(*e.elems[0], env);
      loc_ = e.span;
      if (v.ty.is_fun() && e.type->kind != ast::TypeExp::Kind::Arrow)
        user_error(e.span, "a function cannot have type " + texp_str(*e.type));
      check_ty(v.ty, *e.type, sizes, env, "in the type ascription", false);
      return v;
    }
    case K::Coerce: {
      Value v = elab(*e.elems[0], env);
      loc_ = e.span;
      if (v.ty.is_fun()) user_error(e.span, "a function cannot be coerced to " + texp_str(*e.type));
      SizeMap sizes;
      Ty nt = coerce_ty(v.ty, *e.type, sizes, env);
      // The leaves get the new sizes in their IR types (a reshape is free).
      std::vector<ir::Type> olds = leaf_types(v.ty), news = leaf_types(nt);
      Value r;
      r.ty = nt;
      for (size_t i = 0; i < v.leaves.size(); ++i) {
        bool same = olds[i].rank() == news[i].rank();
        for (int d = 0; same && d < olds[i].rank(); ++d) same = same_subexp(olds[i].shape[d], news[i].shape[d]);
        if (same || !v.leaves[i].is_var()) {
          r.leaves.push_back(v.leaves[i]);
          continue;
        }
        ir::Exp rs;
        rs.kind = ir::Exp::Kind::Reshape;
        rs.array = v.leaves[i].var;
        rs.args = news[i].shape;
        r.leaves.push_back(emit1(std::move(rs), news[i], "coerced"));
      }
      return r;
    }
    case K::Assert: {
      Value c = elab(*e.elems[0], env);
      loc_ = e.span;
      if (!c.ty.is_prim() || !unify_prim(c.ty, prim_ty(PrimType::Bool)))
        user_error(e.elems[0]->span, "the condition of `assert` must be bool, found " + ty_str(c.ty));
      ir::Exp a;
      a.kind = ir::Exp::Kind::Assert;
      a.args = {c.leaves[0]};
      a.message = source_text(e.elems[0]->span);
      a.loc = e.span;
      emit(std::move(a), {}, "assert");
      return elab(*e.elems[1], env);
    }
    case K::LocalOpen: break;  // removed by elaborate/defunctorise.h
  }
  internal_assert(false, "unhandled expression kind");
}

bool is_entry(const ast::ValDecl& d);

ir::Function Elab::elab_entry(const ast::ValDecl& decl) {
  lit_counter_ = 0;
  bodies_.clear();
  defined_.clear();
  constants_.clear();
  fn_base_ = 0;
  push_body();
  loc_ = decl.span;
  ir::Function f;
  // An entry point named like a prelude value is `sum'user` here
  // (elaborate/defunctorise.cpp); its IR function has the written name.
  const std::string written = written_name(decl.name);
  f.name = is_entry(decl) ? written : decl.name;
  f.entry = true;
  f.loc = decl.span;
  EnvPtr env;
  SizeMap sizes;
  for (auto& p : decl.params) {
    auto t = pat_type(*p, sizes, env);
    if (!t)
      user_error(p->span, "the parameters of entry point `" + written +
                              "` need type annotations, e.g. `(xs: []f32)`");
    Value v;
    v.ty = *t;
    // `*` on the parameter: the entry point consumes its arrays (the
    // harness and the C library then hand it a fresh copy on every call).
    bool consumed = p->kind == ast::Pat::Kind::Ascribed && p->type && p->type->unique;
    for (auto lt : leaf_types(*t)) {
      lt.unique = consumed && lt.is_array();
      VName n = fresh(p->kind == ast::Pat::Kind::Ascribed &&
                              p->inner->kind == ast::Pat::Kind::Id
                          ? p->inner->name
                          : "arg");
      f.params.push_back({n, lt});
      v.leaves.push_back(SubExp::variable(n));
    }
    f.param_names.push_back(p->kind == ast::Pat::Kind::Ascribed &&
                                    p->inner->kind == ast::Pat::Kind::Id
                                ? p->inner->name
                                : "arg" + std::to_string(f.param_names.size()));
    bind_pat(*p, v, env, sizes, true, "in a parameter of `" + written + "`");
  }
  for (auto& sp : decl.size_params) {
    auto it = sizes.find(sp);
    if (it == sizes.end())
      user_error(decl.name_span, "size parameter `" + sp + "` of `" + written +
                                     "` is not used in the type of any parameter");
    env = env_bind(env, sp, scalar(PrimType::I64, it->second));
  }
  call_stack_ = {&decl};
  Value r = elab(*decl.body, env);
  if (decl.ret_type) {
    loc_ = decl.body->span;
    if (r.ty.is_fun() && decl.ret_type->kind != ast::TypeExp::Kind::Arrow)
      user_error(decl.ret_type->span, "the result of `" + written + "` is a function");
    check_ty(r.ty, *decl.ret_type, sizes, env, "in the result of `" + written + "`", true);
  }
  // A def checked on its own (not an entry) may return a function.
  if (r.ty.is_fun() && !is_entry(decl))
    r = Value{unit_ty(), {}, nullptr};
  else if (r.ty.is_fun())
    user_error(decl.span, "entry point `" + written + "` returns a function");
  auto b = pop_body();
  b->result = r.leaves;
  f.body = b;
  f.ret = leaf_types(r.ty);
  // Parameter types may mention literals only through sizes; re-resolve.
  return f;
}

bool all_params_annotated(const ast::ValDecl& d) {
  // Function parameters (also inside tuples) need a call site.
  std::function<bool(const ast::TypeExp&)> has_arrow = [&](const ast::TypeExp& t) {
    if (t.kind == ast::TypeExp::Kind::Arrow) return true;
    for (auto& e : t.elems)
      if (e && has_arrow(*e)) return true;
    return t.elem && has_arrow(*t.elem);
  };
  std::function<bool(const ast::Pat&)> ok = [&](const ast::Pat& p) {
    if (p.kind == ast::Pat::Kind::Ascribed) return !has_arrow(*p.type);
    if (p.kind == ast::Pat::Kind::Unit) return true;
    if (p.kind == ast::Pat::Kind::Tuple) {
      for (auto& e : p.elems)
        if (!ok(*e)) return false;
      return true;
    }
    return false;
  };
  for (auto& p : d.params)
    if (!ok(*p)) return false;
  return true;
}

bool is_entry(const ast::ValDecl& d) { return d.entry || d.name == "main"; }

}  // namespace

int builtin_function_arity(const std::string& n) {
  if (builtin_names().count(n)) return builtin_arity(n);
  auto dot = n.find('.');
  if (dot == std::string::npos) return -1;
  std::string mod = n.substr(0, dot), fn = n.substr(dot + 1);
  auto mt = prim_from_name(mod);
  if (!mt || *mt == PrimType::Unit) return -1;
  if (prim_from_name(fn) && fn != "unit") return 1;  // conversion
  if (fn == "min" || fn == "max") return 2;
  if (fn == "abs" || fn == "sgn" || fn == "neg" || fn == "sum" || fn == "product" || fn == "maximum" ||
      fn == "minimum" || fn == "not")
    return 1;
  if (is_primfun(fn)) return primfun_arity(fn);
  return -1;
}


// prelude/*.fut, embedded by CMake (cmake/embed.cmake).
const std::vector<std::pair<std::string, std::string>>& prelude_files();

// The prelude's declarations (infer.h's prelude_decls, parsed once) come
// before the user's in the checked program, so a user definition of the
// same name shadows them (the "defined twice" check looks at the user's
// file only).

std::shared_ptr<CheckedProgram> typecheck(const ast::Program& prog, bool desugared,
                                          bool check_only) {
  auto cp = std::make_shared<CheckedProgram>();
  cp->prog = prog;
  if (!desugared) {
    cp->prog.decls = prelude_decls();
    cp->prog.decls.insert(cp->prog.decls.end(), prog.decls.begin(), prog.decls.end());
  }
  std::set<std::string> seen;
  for (auto& d : desugared ? std::vector<ast::Decl>{} : prog.decls) {
    const std::string& n = d.kind == ast::Decl::Kind::Val ? d.val.name : d.type.name;
    if (d.kind == ast::Decl::Kind::Val) {
      if (seen.count(n))
        user_error(d.val.name_span.known() ? d.val.name_span : d.val.span,
                   "`" + n + "` is defined twice");
      seen.insert(n);
    }
  }
  DeclIndex index(cp->prog);
  std::map<std::string, MemoEntry> shared_memo;
  std::set<VName> shared_constants;
  for (auto& d : prog.decls) {
    if (d.kind != ast::Decl::Kind::Val) continue;
    const ast::ValDecl& v = d.val;
    bool entry = is_entry(v);
    if (!entry && !all_params_annotated(v)) continue;  // checked where called
    if (!entry && v.params.empty() && !v.ret_type) {
      // a constant: check it like an entry without parameters
    }
    Elab el(cp->prog, index, Run::Infer, nullptr);
    el.record_ = &cp->types;
    el.memoize_calls_ = check_only;
    if (check_only) {
      el.shared_memo_ = &shared_memo;
      el.shared_constants_ = &shared_constants;
    }
    el.elab_entry(v);
    auto lits = el.finish_literals();
    if (entry) cp->entry_literals.push_back({v.name, lits});
  }
  check_uniqueness(*cp);
  return cp;
}

void check_uniqueness_if_typed(const ast::Program& prog,
                               const std::function<bool(const ast::ValDecl&)>& only) {
  auto cp = std::make_shared<CheckedProgram>();
  cp->prog = prog;
  DeclIndex index(cp->prog);
  try {
    for (auto& d : prog.decls) {
      if (d.kind != ast::Decl::Kind::Val) continue;
      const ast::ValDecl& v = d.val;
      if (!only(v) || (!is_entry(v) && !all_params_annotated(v))) continue;
      Elab el(cp->prog, index, Run::Infer, nullptr);
      el.record_ = &cp->types;
      el.memoize_calls_ = true;
      el.elab_entry(v);
      el.finish_literals();
    }
  } catch (const CompileError&) {
    return;  // not a program this check can say anything about
  } catch (const InternalError&) {
    return;
  }
  check_uniqueness(*cp);
}

ir::Program elaborate(const CheckedProgram& cp) {
  ir::Program out;
  DeclIndex index(cp.prog);
  for (auto& [name, lits] : cp.entry_literals) {
    const ast::ValDecl* decl = nullptr;
    for (auto& d : cp.prog.decls)
      if (d.kind == ast::Decl::Kind::Val && d.val.name == name) decl = &d.val;
    internal_assert(decl, "entry " << name << " vanished");
    Elab el(cp.prog, index, Run::Emit, &lits);
    el.copied_zips_ = &cp.copied_zips;
    out.functions.push_back(el.elab_entry(*decl));
    for (auto& f : el.functions()) out.functions.push_back(std::move(f));
  }
  return out;
}

}  // namespace runic
