// Type inference (see infer.h for the design).  Sections: environments,
// builtin signatures, type expressions, patterns, expressions, definitions.
#include "typecheck/infer.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>

#include "frontend/legacy.h"
#include "frontend/parser.h"
#include "typecheck/exhaustive.h"
#include "typecheck/prim_members.h"

namespace runic {

tc::TypeP TypedProgram::type_of(const ast::Expr& e) const {
  auto it = expr_types.find(&e);
  internal_assert(it != expr_types.end(), "expression without a type: " << ast::print_expr(e));
  return solver.resolve(it->second);
}
tc::TypeP TypedProgram::type_of(const ast::Pat& p) const {
  auto it = pat_types.find(&p);
  internal_assert(it != pat_types.end(), "pattern without a type: " << ast::print_pat(p));
  return solver.resolve(it->second);
}

// prelude/*.fut, embedded by CMake (cmake/embed.cmake).
const std::vector<std::pair<std::string, std::string>>& prelude_files();

const std::vector<ast::Decl>& prelude_decls() {
  static const std::vector<ast::Decl> decls = [] {
    std::vector<ast::Decl> out;
    for (auto& [name, text] : prelude_files()) {
      auto f = std::make_shared<SourceFile>();
      f->path = "prelude/" + name;
      f->text = text;
      auto p = parse_program(f);
      for (auto& d : p.decls) out.push_back(d);
    }
    return out;
  }();
  return decls;
}

namespace {

using namespace tc;
using K = TypeNode::Kind;
using Ref = TypedProgram::Ref;

// ---------------------------------------------------------------------------
// Environments

struct ValBind {
  Ref::Kind kind = Ref::Kind::Local;
  TypeP type;                       // monomorphic locals
  std::shared_ptr<const Scheme> scheme;  // globals, builtins, polymorphic locals
  SizeP as_size;                    // locals of type i64: the size they denote
  std::string name;                 // globals/builtins: the definition's name
  const ast::ValDecl* decl = nullptr;  // globals: the definition (messages)
  int self_rec = -1;  // a function's own name in its body: index into Checker::self_recs_
  int uid = -1;       // locals: the binding's id (a variable in a size term, `i64.i32 k`)
};

struct TypeBind {
  std::vector<ast::TypeParam> params;
  ast::TypeExpPtr def;  // resolved at each use with the arguments bound
  TypeP type;           // a type without parameters already resolved (type params)
  ast::TypeDecl::Lift lift = ast::TypeDecl::Lift::Plain;
};

// A module's environment: values, types and submodules.  The builtin
// numeric modules (`f32`, `i64`, ...) are module environments.
struct ModEnv {
  std::map<std::string, ValBind> vals;
  std::map<std::string, TypeBind> types;
  std::map<std::string, std::shared_ptr<ModEnv>> mods;
};

// How many live scope entries (of this thread) bind each name: a lookup of
// a name no local scope binds (a global function, an operator) skips the
// walk up the scope chain, which is as long as the chain of `let`s around
// the use.
std::unordered_map<std::string, int>& live_local_names() {
  thread_local std::unordered_map<std::string, int> names;
  return names;
}

struct Scope;
using ScopeP = std::shared_ptr<const Scope>;
struct Scope {
  ScopeP parent;
  std::string name;
  bool is_type = false;
  ValBind val;
  TypeBind type;

  Scope(ScopeP p, std::string n) : parent(std::move(p)), name(std::move(n)) { ++live_local_names()[name]; }
  Scope(const Scope&) = delete;
  Scope& operator=(const Scope&) = delete;
  ~Scope() {
    auto it = live_local_names().find(name);
    if (it != live_local_names().end() && --it->second == 0) live_local_names().erase(it);
  }
};
bool maybe_bound_locally(const std::string& n) { return live_local_names().count(n) > 0; }
// See TypedProgram::shadowed_uids.
std::set<int>& shadowed_uids() {
  thread_local std::set<int> ids;
  return ids;
}
// See TypedProgram::uid_scopes: the span of the expression in which the
// bindings made now are visible (set by BindScope), if known.
const Span*& bind_scope_span() {
  thread_local const Span* sp = nullptr;
  return sp;
}
std::unordered_map<int, Span>& uid_scopes() {
  thread_local std::unordered_map<int, Span> m;
  return m;
}
struct BindScope {
  const Span* saved;
  explicit BindScope(const Span& sp) : saved(bind_scope_span()) { bind_scope_span() = &sp; }
  ~BindScope() { bind_scope_span() = saved; }
  BindScope(const BindScope&) = delete;
  BindScope& operator=(const BindScope&) = delete;
};
ScopeP bind_val(ScopeP sc, const std::string& n, ValBind v) {
  if (v.uid < 0) v.uid = fresh_id();
  if (const Span* scope = bind_scope_span()) uid_scopes()[v.uid] = *scope;
  if (maybe_bound_locally(n))
    for (const Scope* s = sc.get(); s; s = s->parent.get())
      if (s->name == n && !s->is_type) {
        if (s->val.uid >= 0) shadowed_uids().insert(s->val.uid);
        shadowed_uids().insert(v.uid);
        break;
      }
  auto s = std::make_shared<Scope>(std::move(sc), n);
  s->val = std::move(v);
  return s;
}
ScopeP bind_type(ScopeP sc, const std::string& n, TypeBind t) {
  auto s = std::make_shared<Scope>(std::move(sc), n);
  s->is_type = true;
  s->type = std::move(t);
  return s;
}

// ---------------------------------------------------------------------------
// Builtin signatures, written in Futhark's syntax for types:
//   "'a 'b [n] : (a -> b) -> [n]a -> *[n]b"
// `'#a` is a type parameter constrained to numeric types.  A named
// parameter `(n: i64) -> ...` may be used in sizes of the result.

class SigParser {
 public:
  SigParser(const std::string& s) : s_(s) {}

  std::shared_ptr<Scheme> parse() {
    auto sch = std::make_shared<Scheme>();
    skip();
    while (peek() == '\'' || peek() == '[') {
      if (peek() == '[') {
        ++i_;
        std::string n = word();
        expect(']');
        int id = fresh_id();
        sizes_[n] = size_name(id, n);
        sch->size_params.push_back(id);
        sch->size_param_names.push_back(n);
      } else {
        ++i_;
        bool num = false;
        if (peek() == '#') { num = true; ++i_; }
        if (peek() == '^' || peek() == '~') ++i_;
        std::string n = word();
        int id = fresh_id();
        types_[n] = param_type(id, n);
        sch->type_params.push_back(id);
        sch->type_param_names.push_back(n);
        if (num) numeric_.push_back(id);
      }
      skip();
    }
    expect(':');
    sch->type = type();
    // Sizes of the result not bound by a parameter: existential.
    for (auto& [n, s] : sizes_)
      if (std::find(sch->size_params.begin(), sch->size_params.end(), s->id) == sch->size_params.end() &&
          !named_.count(s->id))
        sch->ext_sizes.push_back(s->id);
    return sch;
  }
  std::vector<int> numeric_;

 private:
  char peek() { skip(); return i_ < s_.size() ? s_[i_] : 0; }
  void skip() { while (i_ < s_.size() && s_[i_] == ' ') ++i_; }
  void expect(char c) {
    internal_assert(peek() == c, "builtin signature `" << s_ << "`: expected " << c << " at " << i_);
    ++i_;
  }
  std::string word() {
    skip();
    size_t b = i_;
    while (i_ < s_.size() && (std::isalnum((unsigned char)s_[i_]) || s_[i_] == '_')) ++i_;
    return s_.substr(b, i_ - b);
  }
  SizeP size_atom() {
    skip();
    if (std::isdigit((unsigned char)peek())) return size_const(std::stoll(word()));
    std::string n = word();
    auto it = sizes_.find(n);
    if (it != sizes_.end()) return it->second;
    int id = fresh_id();
    return sizes_[n] = size_name(id, n);
  }
  SizeP size() {
    SizeP a = size_atom();
    while (peek() == '+' || peek() == '-' || peek() == '*') {
      std::string op(1, s_[i_++]);
      a = size_binop(op, a, size_atom());
    }
    return a;
  }
  TypeP type() {
    skip();
    // Named parameter: (n: i64) -> ...
    if (peek() == '(') {
      size_t save = i_;
      ++i_;
      std::string n = word();
      if (!n.empty() && peek() == ':') {
        ++i_;
        TypeP p = type();
        expect(')');
        int id = fresh_id();
        sizes_[n] = size_name(id, n);
        named_.insert(id);
        skip();
        internal_assert(s_.compare(i_, 2, "->") == 0, "named parameter without ->");
        i_ += 2;
        return arrow_type(p, type(), id, n);
      }
      i_ = save;
    }
    TypeP a = btype();
    skip();
    if (s_.compare(i_, 2, "->") == 0) {
      i_ += 2;
      return arrow_type(a, type());
    }
    return a;
  }
  TypeP btype() {
    char c = peek();
    if (c == '*') { ++i_; return with_unique(btype(), true); }
    if (c == '[') {
      ++i_;
      SizeP d = peek() == ']' ? nullptr : size();
      expect(']');
      if (!d) {
        int id = fresh_id();
        d = size_anon(id, "k" + std::to_string(id));
        sizes_["?" + std::to_string(id)] = d;
      }
      return array_type({d}, btype());
    }
    if (c == '(') {
      ++i_;
      std::vector<TypeP> es;
      if (peek() != ')') {
        es.push_back(type());
        while (peek() == ',') { ++i_; es.push_back(type()); }
      }
      expect(')');
      return es.empty() ? unit_type() : tuple_type(es);
    }
    std::string n = word();
    if (auto p = prim_from_name(n)) return prim_type(*p);
    auto it = types_.find(n);
    internal_assert(it != types_.end(), "builtin signature `" << s_ << "`: unknown type " << n);
    return it->second;
  }

  std::string s_;
  size_t i_ = 0;
  std::map<std::string, SizeP> sizes_;
  std::map<std::string, TypeP> types_;
  std::set<int> named_;
};

struct BuiltinSig {
  std::shared_ptr<Scheme> scheme;
  std::vector<int> numeric;  // type params constrained to numeric types
};

const std::map<std::string, BuiltinSig>& builtin_sigs() {
  static const std::map<std::string, BuiltinSig> sigs = [] {
    std::map<std::string, BuiltinSig> m;
    auto add = [&](const std::string& n, const std::string& sig) {
      SigParser p(sig);
      BuiltinSig b;
      b.scheme = p.parse();
      b.numeric = p.numeric_;
      m[n] = b;
    };
    add("map", "'a '^x [n] : (a -> x) -> [n]a -> *[n]x");
    add("map1", "'a '^x [n] : (a -> x) -> [n]a -> *[n]x");
    add("map2", "'a 'b 'x [n] : (a -> b -> x) -> [n]a -> [n]b -> *[n]x");
    add("map3", "'a 'b 'c 'x [n] : (a -> b -> c -> x) -> [n]a -> [n]b -> [n]c -> *[n]x");
    add("map4", "'a 'b 'c 'd 'x [n] : (a -> b -> c -> d -> x) -> [n]a -> [n]b -> [n]c -> [n]d -> *[n]x");
    add("map5",
        "'a 'b 'c 'd 'e 'x [n] : (a -> b -> c -> d -> e -> x) -> [n]a -> [n]b -> [n]c -> [n]d -> [n]e -> *[n]x");
    add("reduce", "'a [n] : (a -> a -> a) -> a -> [n]a -> a");
    add("reduce_comm", "'a [n] : (a -> a -> a) -> a -> [n]a -> a");
    add("scan", "'a [n] : (a -> a -> a) -> a -> [n]a -> *[n]a");
    add("filter", "'a [n] : (a -> bool) -> [n]a -> *[]a");
    add("partition", "'a [n] : (a -> bool) -> [n]a -> ([k]a, [n-k]a)");
    add("scatter", "'t [k] [n] : *[k]t -> [n]i64 -> [n]t -> *[k]t");
    add("hist", "'a [n] : (a -> a -> a) -> a -> (k: i64) -> [n]i64 -> [n]a -> *[k]a");
    add("reduce_by_index", "'a [k] [n] : *[k]a -> (a -> a -> a) -> a -> [n]i64 -> [n]a -> *[k]a");
    add("iota", ": (n: i64) -> *[n]i64");
    add("replicate", "'t : (n: i64) -> t -> *[n]t");
    add("length", "'t [n] : [n]t -> i64");
    add("null", "'t [n] : [n]t -> bool");
    add("indices", "'t [n] : [n]t -> *[n]i64");
    add("zip", "'a 'b [n] : [n]a -> [n]b -> *[n](a, b)");
    add("zip2", "'a 'b [n] : [n]a -> [n]b -> *[n](a, b)");
    add("zip3", "'a 'b 'c [n] : [n]a -> [n]b -> [n]c -> *[n](a, b, c)");
    add("zip4", "'a 'b 'c 'd [n] : [n]a -> [n]b -> [n]c -> [n]d -> *[n](a, b, c, d)");
    add("zip5", "'a 'b 'c 'd 'e [n] : [n]a -> [n]b -> [n]c -> [n]d -> [n]e -> *[n](a, b, c, d, e)");
    add("unzip", "'a 'b [n] : [n](a, b) -> ([n]a, [n]b)");
    add("unzip2", "'a 'b [n] : [n](a, b) -> ([n]a, [n]b)");
    add("unzip3", "'a 'b 'c [n] : [n](a, b, c) -> ([n]a, [n]b, [n]c)");
    add("unzip4", "'a 'b 'c 'd [n] : [n](a, b, c, d) -> ([n]a, [n]b, [n]c, [n]d)");
    add("unzip5", "'a 'b 'c 'd 'e [n] : [n](a, b, c, d, e) -> ([n]a, [n]b, [n]c, [n]d, [n]e)");
    add("transpose", "'t [n] [m] : [n][m]t -> *[m][n]t");
    add("flatten", "'t [n] [m] : [n][m]t -> [n*m]t");
    add("unflatten", "'t [n] [m] : [n*m]t -> [n][m]t");
    add("concat", "'t [n] [m] : [n]t -> [m]t -> *[n+m]t");
    add("++", "'t [n] [m] : [n]t -> [m]t -> *[n+m]t");
    add("reverse", "'t [n] : [n]t -> [n]t");
    add("rotate", "'t [n] : i64 -> [n]t -> [n]t");
    add("copy", "'t : t -> *t");
    add("manifest", "'t : t -> *t");
    add("opaque", "'t : t -> t");
    add("trace", "'t : t -> t");
    add("break", "'t : t -> t");
    add("head", "'t [n] : [n]t -> t");
    add("last", "'t [n] : [n]t -> t");
    add("tail", "'t [n] : [n]t -> [n-1]t");
    add("init", "'t [n] : [n]t -> [n-1]t");
    add("take", "'t [n] : (i: i64) -> [n]t -> [i]t");
    add("drop", "'t [n] : (i: i64) -> [n]t -> [n-i]t");
    add("split", "'t [n] [m] : [n+m]t -> ([n]t, [m]t)");
    add("and", "[n] : [n]bool -> bool");
    add("or", "[n] : [n]bool -> bool");
    add("all", "'a [n] : (a -> bool) -> [n]a -> bool");
    add("any", "'a [n] : (a -> bool) -> [n]a -> bool");
    add("sum", "'#a [n] : [n]a -> a");
    add("product", "'#a [n] : [n]a -> a");
    add("maximum", "'#a [n] : [n]a -> a");
    add("minimum", "'#a [n] : [n]a -> a");
    add("map_stream", "'a 'b [n] : ((m: i64) -> [m]a -> [m]b) -> [n]a -> *[n]b");
    add("map_stream_per", "'a 'b [n] : ((m: i64) -> [m]a -> [m]b) -> [n]a -> *[n]b");
    add("reduce_stream", "'a 'b [n] : (b -> b -> b) -> ((m: i64) -> [m]a -> b) -> [n]a -> b");
    add("reduce_stream_per", "'a 'b [n] : (b -> b -> b) -> ((m: i64) -> [m]a -> b) -> [n]a -> b");
    // The prelude's ad.fut (elaborated to Exp::Kind::Ad, expanded by ir/ad.h).
    add("jvp", "'a 'b : (a -> b) -> a -> a -> b");
    add("jvp2", "'a 'b : (a -> b) -> a -> a -> (b, b)");
    add("vjp", "'a 'b : (a -> b) -> a -> b -> a");
    add("vjp2", "'a 'b : (a -> b) -> a -> b -> (b, a)");
    add("jmp", "'a 'b [n] : (a -> b) -> a -> [n]a -> [n]b");
    add("jmp2", "'a 'b [n] : (a -> b) -> a -> [n]a -> (b, [n]b)");
    add("mjp", "'a 'b [n] : (a -> b) -> a -> [n]b -> [n]a");
    add("mjp2", "'a 'b [n] : (a -> b) -> a -> [n]b -> (b, [n]a)");
    add("with_vjp", "'a 'b : (a -> b) -> (b -> b -> a) -> a -> b");
    add("with_vjp_tape", "'a 'b 'c : (a -> (c, b)) -> ((c, b) -> a) -> a -> b");
    return m;
  }();
  return sigs;
}

const char* const kPrimNames[] = {"i8", "i16", "i32", "i64", "u8",  "u16",
                                  "u32", "u64", "f16", "f32", "f64", "bool"};

// The numeric module of a primitive type: `f32.sqrt`, `i32.i64`, `u8.bool`, ...
std::shared_ptr<ModEnv> prim_module(PrimType t) {
  auto m = std::make_shared<ModEnv>();
  std::string T = prim_name(t);
  auto add = [&](const std::string& n, const std::string& sig) {
    SigParser p(sig);
    ValBind v;
    v.kind = Ref::Kind::PrimModule;
    v.scheme = p.parse();
    v.name = T + "." + n;
    m->vals[n] = v;
  };
  // Conversions from every primitive type.
  for (const char* from : kPrimNames) add(from, std::string(": ") + from + " -> " + T);
  add("t", ": " + T);
  m->types["t"].type = prim_type(t);
  bool flt = is_float(t), integral = is_int(t);
  if (t != PrimType::Bool) {
    for (const char* op : {"+", "-", "*", "/", "%", "**", "//", "%%", "min", "max"})
      add(op, ": " + T + " -> " + T + " -> " + T);
    for (const char* op : {"==", "!=", "<", ">", "<=", ">="}) add(op, ": " + T + " -> " + T + " -> bool");
    for (const char* f : {"abs", "sgn", "neg"}) add(f, ": " + T + " -> " + T);
    for (const char* f : {"highest", "lowest"}) add(f, ": " + T);
    add("sum", "[n] : [n]" + T + " -> " + T);
    add("product", "[n] : [n]" + T + " -> " + T);
    add("maximum", "[n] : [n]" + T + " -> " + T);
    add("minimum", "[n] : [n]" + T + " -> " + T);
  }
  if (integral) {
    for (const char* op : {"&", "|", "^", "<<", ">>", ">>>"}) add(op, ": " + T + " -> " + T + " -> " + T);
    add("not", ": " + T + " -> " + T);
    add("popc", ": " + T + " -> i32");
    add("clz", ": " + T + " -> i32");
    add("ctz", ": " + T + " -> i32");
    add("mul_hi", ": " + T + " -> " + T + " -> " + T);
    add("mad_hi", ": " + T + " -> " + T + " -> " + T + " -> " + T);
  }
  if (flt) {
    for (const char* f : {"sqrt", "cbrt", "exp", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
                          "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
                          "gamma", "lgamma", "floor", "ceil", "round", "trunc", "erf", "erfc"})
      add(f, ": " + T + " -> " + T);
    for (const char* f : {"atan2", "hypot", "copysign", "pow"}) add(f, ": " + T + " -> " + T + " -> " + T);
    for (const char* f : {"fma", "mad", "lerp"}) add(f, ": " + T + " -> " + T + " -> " + T + " -> " + T);
    for (const char* f : {"isnan", "isinf", "isfinite"}) add(f, ": " + T + " -> bool");
    for (const char* c : {"pi", "e", "inf", "nan", "epsilon"}) add(c, ": " + T);
    std::string bits = t == PrimType::F16 ? "u16" : t == PrimType::F32 ? "u32" : "u64";
    add("to_bits", ": " + T + " -> " + bits);
    add("from_bits", ": " + bits + " -> " + T);
  }
  // Members defined in terms of the others (typecheck/prim_members.h).
  for (const DerivedMember& d : derived_members(t)) add(d.name, d.signature);
  if (t == PrimType::Bool) {
    add("not", ": bool -> bool");
    add("&&", ": bool -> bool -> bool");
    add("||", ": bool -> bool -> bool");
    for (const char* op : {"==", "!="}) add(op, ": bool -> bool -> bool");
  }
  return m;
}

}  // namespace

std::string written_name(std::string n) {
  for (const std::string mark : {"'sealed", "'user"})
    for (size_t q; (q = n.find(mark)) != std::string::npos;) {
      size_t end = q + mark.size();
      if (end < n.size() && n[end] == '\'')
        for (++end; end < n.size() && std::isdigit((unsigned char)n[end]);) ++end;
      n.erase(q, end - q);
    }
  return n;
}

const std::set<std::string>& prelude_value_names() {
  static const std::set<std::string> names = [] {
    std::set<std::string> out;
    for (auto& [n, _] : builtin_sigs()) out.insert(n);
    for (auto& d : prelude_decls())
      if (d.kind == ast::Decl::Kind::Val) out.insert(d.val.name);
    return out;
  }();
  return names;
}

std::vector<std::string> prim_module_members(PrimType t) {
  std::vector<std::string> names;
  auto m = prim_module(t);  // kept alive while its members are read
  for (auto& [n, _] : m->vals) names.push_back(n);
  return names;
}

namespace {

// ---------------------------------------------------------------------------
// The checker

// How anonymous and unknown sizes in a type expression are read.
struct DimCtx {
  enum class Mode {
    Param,     // parameter types: `[]` and unknown names are implicit size parameters
    Ret,       // return types: `[]` and unknown names are existential
    RetCheck,  // return type, checked against the body: `[]` is flexible
    Ascribe,   // `e : t`, `e :> t`: `[]` is flexible; unknown names are errors
  } mode = Mode::Ascribe;
  std::map<std::string, SizeP> subst;         // size names bound by the context
  std::vector<std::pair<std::string, SizeP>> implicit;  // Param: new size names
  std::vector<int> ext;                       // Ret: existential ids
  std::set<int> written_anonymous;            // Ret: those of `[]` (not `?[k].`)
  bool lambda = false;                        // Param of a lambda: `[]` is inferred
  // Param of a loop: `[]` is inferred (from the initial value, and made
  // loop-variant where the body changes it, as an unannotated size); the
  // ids of those sizes.
  std::set<int>* loop_anon = nullptr;
};

class Checker {
 public:
  explicit Checker(TypedProgram& tp) : tp_(tp), S(tp.solver) {
    // The primitive types' modules are built at their first use
    // (`module`): most programs use two or three of the twelve.
    for (const char* n : kPrimNames) top_.mods[n] = nullptr;
    for (auto& [n, b] : builtin_sigs()) {
      ValBind v;
      v.kind = Ref::Kind::Builtin;
      v.scheme = b.scheme;
      v.name = n;
      top_.vals[n] = v;
    }
  }

  void check_program() {
    // Where each top-level value is defined, so that a use before its
    // definition can say so (mutual recursion is not supported).
    for (size_t i = 0; i < tp_.prog.decls.size(); ++i)
      if (tp_.prog.decls[i].kind == ast::Decl::Kind::Val) decl_index_[tp_.prog.decls[i].val.name] = i;
    for (size_t i = 0; i < tp_.prog.decls.size(); ++i) {
      auto& d = tp_.prog.decls[i];
      cur_decl_ = i;
      in_prelude_ = i < tp_.prelude_decls;
      if (d.kind == ast::Decl::Kind::Type) check_type_decl(d.type);
      else check_val_decl(d.val);
    }
  }

 private:
  TypedProgram& tp_;
  Solver& S;
  ModEnv top_;
  std::map<std::string, size_t> decl_index_;  // top-level value -> its (last) declaration
  size_t cur_decl_ = 0;                       // the declaration being checked
  // Local functions defined later in the `let` chains around the body
  // being checked (name, where), for the message about mutual recursion.
  std::vector<std::pair<std::string, Span>> later_locals_;
  // The local functions whose bodies are being checked (innermost last).
  std::vector<std::string> local_funs_;
  // The existential sizes of each top-level constant, made at its first use.
  std::map<std::shared_ptr<const Scheme>, std::vector<SizeP>> constant_ext_;
  int level_ = 0;
  bool in_prelude_ = false;
  std::set<int> lifted_params_;  // the ids of `'^t` type parameters

  // The module `name` (a primitive type's, built at its first use), or
  // nullptr.
  const ModEnv* module(const std::string& name) {
    auto m = top_.mods.find(name);
    if (m == top_.mods.end()) return nullptr;
    if (!m->second) m->second = prim_module(*prim_from_name(name));
    return m->second.get();
  }

  TypeP record(const ast::Expr& e, TypeP t) {
    tp_.expr_types[&e] = t;
    return t;
  }

  TypeP fresh(Cons c = Cons::None, const Span& sp = {}, const std::string& what = "") {
    return S.new_var(level_, c, Origin{sp, what});
  }
  SizeP fresh_size(const Span& sp = {}, const std::string& what = "") {
    return S.new_size(level_, Origin{sp, what});
  }
  Span span_of_def_;  // the top-level definition being checked (messages)
  // The instantiations of each generalised record or sum parameter of a
  // local function (Scheme::field_params), until the enclosing top-level
  // definition is generalised.
  std::map<int, std::vector<TypeP>> row_instances_;
  std::map<int, Origin> row_origins_;                     // what the parameter was
  std::map<int, std::vector<std::string>> row_fields_;    // its fields, for messages

  // Causality (reference, "Empty array literals"): the sizes of the rows
  // of an empty array must exist when it is made.  Each empty literal with
  // its element type and the id counter at that point; checked at the end
  // of the top-level definition: a row size that is an existential made
  // later (an id above the mark) was needed before it was computed.
  struct EmptyArray {
    const ast::Expr* e;
    TypeP elem;
    int mark;
  };
  std::vector<EmptyArray> empty_arrays_;
  // The sizes of functions' parameters (flexible ones not yet generalised,
  // and the size parameters they became): an empty array's rows may take
  // such a size, which exists before the body runs.
  std::set<int> param_sizes_;
  void note_param_sizes(const std::vector<TypeP>& pts) {
    std::function<void(const SizeP&)> ws = [&](const SizeP& z0) {
      SizeP z = S.resolve(z0);
      if (z->kind == SizeNode::Kind::Flex || z->kind == SizeNode::Kind::Name) param_sizes_.insert(z->id);
      if (z->kind == SizeNode::Kind::BinOp) ws(z->a), ws(z->b);
    };
    std::function<void(const TypeP&)> wt = [&](const TypeP& x) {
      if (x->kind == K::Arrow) return;
      for (auto& d : x->shape) ws(d);
      if (x->elem) wt(x->elem);
      for (auto& t : x->elems) wt(t);
      for (auto& [n, f] : x->fields) wt(f);
      for (auto& c : x->constrs)
        for (auto& p : c.second) wt(p);
    };
    for (auto& pt : pts) wt(S.resolve(pt));
  }
  // `entry_body`: the body of the entry point being checked (null for
  // other functions).
  void check_causality(const ast::Expr* entry_body = nullptr) {
    // The expression an entry point returns: the body under its `let`s.
    const ast::Expr* ret_expr = entry_body;
    while (ret_expr && (ret_expr->kind == ast::Expr::Kind::Let || ret_expr->kind == ast::Expr::Kind::LetFun ||
                        ret_expr->kind == ast::Expr::Kind::Attr || ret_expr->kind == ast::Expr::Kind::Ascript))
      ret_expr = ret_expr->elems.back().get();
    for (auto& ea : empty_arrays_) {
      std::function<const SizeNode*(const SizeP&)> later = [&](const SizeP& z0) -> const SizeNode* {
        SizeP z = S.resolve(z0);
        if (z->kind == SizeNode::Kind::Name && z->anon && z->id > ea.mark && !param_sizes_.count(z->id))
          return z.get();
        if (z->kind == SizeNode::Kind::BinOp) {
          if (auto x = later(z->a)) return x;
          return later(z->b);
        }
        return nullptr;
      };
      std::function<const SizeNode*(const TypeP&)> in_type = [&](const TypeP& x) -> const SizeNode* {
        if (x->kind == K::Arrow) return nullptr;
        for (auto& d : x->shape)
          if (auto y = later(d)) return y;
        if (x->elem)
          if (auto y = in_type(x->elem)) return y;
        for (auto& t : x->elems)
          if (auto y = in_type(t)) return y;
        for (auto& [n, f] : x->fields)
          if (auto y = in_type(f)) return y;
        return nullptr;
      };
      if (in_type(S.resolve(ea.elem)))
        type_error(ea.e->span, "Causality check: the rows of this empty array have a size that is computed only "
                               "later (its type is `" + S.show(array_type({size_const(0)}, ea.elem)) + "`)",
                   "bind the value whose size it takes before the empty array (move the `let` that computes it "
                   "first)");
      // A row size that nothing determined (`entry f : [0][]i32 = []`:
      // an existential of the return type fixes nothing) is ambiguous.
      std::function<bool(const SizeP&)> flex = [&](const SizeP& z0) {
        SizeP z = S.resolve(z0);
        if (z->kind == SizeNode::Kind::Flex) return !param_sizes_.count(z->id);
        return z->kind == SizeNode::Kind::BinOp && (flex(z->a) || flex(z->b));
      };
      std::function<bool(const TypeP&)> flex_in = [&](const TypeP& x) {
        if (x->kind == K::Arrow) return false;
        for (auto& d : x->shape)
          if (flex(d)) return true;
        if (x->elem && flex_in(x->elem)) return true;
        for (auto& t : x->elems)
          if (flex_in(t)) return true;
        for (auto& [n, f] : x->fields)
          if (flex_in(f)) return true;
        return false;
      };
      // An entry point that returns it lets its caller choose that size
      // (error index "size-polymorphic-entry": `entry g : [0][]i32 = []`).
      if (flex_in(S.resolve(ea.elem)) && ea.e == ret_expr)
        type_error(ea.e->span,
                   "Entry point functions must not be size-polymorphic in their return type: Ambiguous size: "
                   "the rows of this empty array, which the entry point returns, have a size that only its "
                   "caller could choose (its type is `" + S.show(array_type({size_const(0)}, ea.elem)) + "`)",
                   "give the array a type with the size of its rows (`[] : [0][2]i32`), or make the size a "
                   "parameter `(n: i64)`");
      if (flex_in(S.resolve(ea.elem)))
        type_error(ea.e->span, "Ambiguous size: the rows of this empty array have a size that nothing determines "
                               "(its type is `" + S.show(array_type({size_const(0)}, ea.elem)) + "`)",
                   "give the array a type with the size of its rows: `[] : [0][2]i32`");
    }
    empty_arrays_.clear();
    param_sizes_.clear();
  }

  // Types of indices and slice bounds still unknown where they were read
  // (defaulted to i64 at generalisation).
  std::vector<TypeP> index_vars_;

  // Whether `z` is a dimension of an array in `t`, outside function types.
  bool dim_of_array(const TypeP& t0, const SizeP& z) const {
    TypeP t = S.head(t0);
    switch (t->kind) {
      case TypeNode::Kind::Array:
        for (auto& d : t->shape)
          if (same_size(S.resolve(d), z)) return true;
        return dim_of_array(t->elem, z);
      case TypeNode::Kind::Tuple:
        for (auto& x : t->elems)
          if (dim_of_array(x, z)) return true;
        return false;
      case TypeNode::Kind::Record:
        for (auto& f : t->fields)
          if (dim_of_array(f.second, z)) return true;
        return false;
      case TypeNode::Kind::Sum:
        for (auto& c : t->constrs)
          for (auto& p : c.second)
            if (dim_of_array(p, z)) return true;
        return false;
      default: return false;
    }
  }

  SizeP existential(const std::string& base = "k") {
    int id = fresh_id();
    return size_anon(id, base + "_" + std::to_string(id));
  }

  // Anonymous sizes of a declared return type (`: ([]i64, []i64)`) are
  // existential; those that the body makes the same size become one
  // existential, as in Futhark, so that the caller may use the results
  // together (`let (is, js) = f x in map2 g is js`).  `checked` is the
  // return type as unified with the body (resolved), `rt` the same type
  // expression read with existential sizes `ext`; returns `rt` with the
  // shared sizes merged and drops the merged ids from `ext`.
  //
  // `outer`, for a function with parameters, holds the sizes known to its
  // callers, and `written` the ids of the sizes written `[]` (its size parameters, also the implicit ones of `[]`
  // parameters, and its named `i64` parameters): a result size written `[]`
  // that the body makes one of those, a constant, or arithmetic on them is
  // that size, not an existential, as in Futhark, whose checker reads a
  // declared return type with non-rigid sizes that the body then
  // determines (`def unpack (x: t) : []f32 = [x.0, x.1]` is `t -> [2]f32`,
  // `def f (n: i64) : []i64 = iota n` is `(n: i64) -> [n]i64`).
  // `outer` holds rigid ids and also the solver variables of sizes that
  // are still inferred (a `[]` parameter's, made a size parameter when the
  // definition is generalised).
  // Names bound before the function being checked (ids below this mark:
  // the enclosing function's values for a local one) and top-level
  // constants (bitset's `def num_bits = ...`, whose size name is made at
  // its first use, S.is_global_size) are in scope where the function is,
  // so its callers know them too.
  int known_below_ = 0;

  bool known_to_callers(const SizeP& z, const std::set<int>& outer) {
    switch (z->kind) {
      case SizeNode::Kind::Const: return true;
      case SizeNode::Kind::Name:
        return outer.count(z->id) > 0 || (!z->anon && (z->id < known_below_ || S.is_global_size(z->id)));
      case SizeNode::Kind::Flex: return outer.count(-1 - z->id) > 0;
      case SizeNode::Kind::BinOp:
        return known_to_callers(S.resolve(z->a), outer) && known_to_callers(S.resolve(z->b), outer);
      default: return false;
    }
  }

  TypeP share_anonymous_results(const TypeP& checked, const TypeP& rt, std::vector<int>& ext,
                                const std::set<int>* outer = nullptr, const std::set<int>* written = nullptr) {
    std::set<int> anon(ext.begin(), ext.end());
    std::map<std::string, SizeP> first;  // the body's size -> the existential kept
    RigidSubst sub;
    std::function<void(const TypeP&, const TypeP&)> walk = [&](const TypeP& c, const TypeP& r) {
      if (!c || !r || c->kind != r->kind) return;
      switch (r->kind) {
        case K::Array:
          for (size_t i = 0; i < r->shape.size() && i < c->shape.size(); ++i) {
            const SizeP& z = r->shape[i];
            if (z->kind != SizeNode::Kind::Name || !z->anon || !anon.count(z->id)) continue;
            SizeP b = S.resolve(c->shape[i]);
            if (outer && written && written->count(z->id) && known_to_callers(b, *outer)) {
              sub.sizes[z->id] = b;
              continue;
            }
            if (b->kind == SizeNode::Kind::Flex) continue;
            auto [it, fresh] = first.emplace(size_key(b), z);
            if (!fresh && it->second->id != z->id) sub.sizes[z->id] = it->second;
          }
          walk(c->elem, r->elem);
          break;
        case K::Tuple:
          for (size_t i = 0; i < r->elems.size() && i < c->elems.size(); ++i) walk(c->elems[i], r->elems[i]);
          break;
        case K::Record:
          for (size_t i = 0; i < r->fields.size() && i < c->fields.size(); ++i)
            walk(c->fields[i].second, r->fields[i].second);
          break;
        case K::Sum:
          for (size_t i = 0; i < r->constrs.size() && i < c->constrs.size(); ++i)
            for (size_t j = 0; j < r->constrs[i].second.size() && j < c->constrs[i].second.size(); ++j)
              walk(c->constrs[i].second[j], r->constrs[i].second[j]);
          break;
        default: break;
      }
    };
    walk(checked, rt);
    if (sub.sizes.empty()) return rt;
    ext.erase(std::remove_if(ext.begin(), ext.end(), [&](int id) { return sub.sizes.count(id) > 0; }), ext.end());
    return subst_rigid(rt, sub);
  }

  // ---- lookups ----
  const ValBind* lookup_local(const ScopeP& sc, const std::string& n) {
    if (!maybe_bound_locally(n)) return nullptr;
    for (const Scope* s = sc.get(); s; s = s->parent.get())
      if (!s->is_type && s->name == n) return &s->val;
    return nullptr;
  }
  const ValBind* lookup_val(const ScopeP& sc, const std::string& n) {
    if (auto v = lookup_local(sc, n)) return v;
    auto it = top_.vals.find(n);
    return it == top_.vals.end() ? nullptr : &it->second;
  }
  const TypeBind* lookup_type(const ScopeP& sc, const std::string& n) {
    if (maybe_bound_locally(n))
      for (const Scope* s = sc.get(); s; s = s->parent.get())
        if (s->is_type && s->name == n) return &s->type;
    auto dot = n.find('.');
    if (dot != std::string::npos) {
      // A type defined in a module: elaborate/defunctorise.h names it `M.t`.
      if (auto t = top_.types.find(n); t != top_.types.end()) return &t->second;
      if (const ModEnv* m = module(n.substr(0, dot))) {
        auto t = m->types.find(n.substr(dot + 1));
        if (t != m->types.end()) return &t->second;
      }
      return nullptr;
    }
    auto it = top_.types.find(n);
    return it == top_.types.end() ? nullptr : &it->second;
  }
  std::string suggest(const ScopeP& sc, const std::string& n) {
    std::vector<std::string> cands;
    for (const Scope* s = sc.get(); s; s = s->parent.get())
      if (!s->is_type) cands.push_back(s->name);
    for (auto& [k, _] : top_.vals) cands.push_back(k);
    std::string best;
    size_t bestd = 1000;
    for (auto& c : cands) {
      size_t d = edit_distance(c, n);
      if (d < bestd) { bestd = d; best = c; }
    }
    if (!best.empty() && bestd <= std::max<size_t>(1, n.size() / 3)) return "did you mean `" + best + "`?";
    return "";
  }
  static size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
      cur[0] = i;
      for (size_t j = 1; j <= b.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
      std::swap(prev, cur);
    }
    return prev[b.size()];
  }

  // Instantiates a scheme: type parameters become fresh variables, size
  // parameters fresh flexible sizes, existential sizes fresh rigid sizes.
  TypeP instantiate(const Scheme& s, const Span& sp, const std::string& what,
                    std::vector<SizeP>* size_args = nullptr,
                    const std::vector<int>* numeric = nullptr,
                    std::vector<std::pair<int, TypeP>>* type_args = nullptr,
                    std::vector<SizeP>* fixed_ext = nullptr) {
    RigidSubst sub;
    for (int id : s.type_params) {
      bool num = numeric && std::find(numeric->begin(), numeric->end(), id) != numeric->end();
      bool eq = s.eq_params.count(id) > 0;
      sub.types[id] = fresh(num ? Cons::Num : eq ? Cons::Eq : Cons::None, sp, what);
      if (type_args) type_args->push_back({id, sub.types[id]});
    }
    for (int id : s.size_params) {
      SizeP z = fresh_size(sp, what);
      sub.sizes[id] = z;
      if (size_args) size_args->push_back(z);
    }
    // A parameter known by some fields keeps that constraint, over this
    // instantiation's parameters.
    for (auto& [id, fs] : s.field_params) {
      row_instances_[id].push_back(sub.types.at(id));
      Solver::TVar& v = S.tvar(S.head(sub.types.at(id))->id);
      v.cons = Cons::Fields;
      for (auto& [f, ft] : fs) v.fields[f] = subst_rigid(ft, sub);
    }
    // A constant's existential sizes are made once, at its first use
    // (`fixed_ext`, kept by the caller), and shared by every later use.
    bool first = fixed_ext && fixed_ext->empty();
    for (size_t i = 0; i < s.ext_sizes.size(); ++i) {
      int id = s.ext_sizes[i];
      if (fixed_ext && !first) {
        sub.sizes[id] = (*fixed_ext)[i];
        continue;
      }
      SizeP z = existential();
      tp_.size_origins[z->id] = sp;
      S.rigid_origin(z->id, Origin{sp, "the unknown size of the result of " + what});
      sub.sizes[id] = z;
      if (first) fixed_ext->push_back(z);
    }
    return subst_rigid(s.type, sub);
  }

  // The language reference's ranges of a size known statically: `0..<n`,
  // `0..1..<n` and `1..2...n` have size n when n is a constant or a
  // variable (of type i64); `a..<b` and `a...b` over i64 have sizes
  // computed from their bounds (below); any other range has an unknown
  // size.
  std::optional<SizeP> range_size(const ast::Expr& e, const TypeP& elem, const ScopeP& sc) {
    using EK = ast::Expr::Kind;
    using RK = ast::Expr::RangeKind;
    auto is_lit = [](const ast::Expr& x, uint64_t v) {
      return x.kind == EK::IntLit && !x.negative && x.int_value == v;
    };
    const auto& el = e.elems;
    bool known = false;
    TypeP h = S.head(elem);
    bool is_i64 = h->kind == K::Prim && h->prim == PrimType::I64;
    if (e.range_kind == RK::UpToExclusive)
      known = is_lit(*el[0], 0) && (el.size() == 2 || is_lit(*el[1], 1));
    else if (e.range_kind == RK::Inclusive)
      known = el.size() == 3 && is_lit(*el[0], 1) && is_lit(*el[1], 2);
    // As Futhark's checker does (beyond the reference's list, like the
    // slices `a[i:j]` of index_type): `a..<b` over i64 has size `b - a`
    // when both bounds are size expressions, so that `map f (lo..<hi)`
    // and the slice `xs[lo:hi]` have the same size.  A range whose end is
    // before its start fails at run time.
    if (!known && e.range_kind == RK::UpToExclusive && el.size() == 2 && is_i64) {
      std::optional<SizeP> a = size_of_expr(*el[0], sc);
      std::optional<SizeP> b = a ? size_of_expr(*el[1], sc) : std::nullopt;
      if (a && b) return size_binop("-", S.resolve(*b), *a);
      return std::nullopt;
    }
    // Likewise `a...b` (no stride: a stride of one) has size `b - a + 1`,
    // so that `1...15` is an array of 15 elements.
    if (!known && e.range_kind == RK::Inclusive && el.size() == 2 && is_i64) {
      std::optional<SizeP> a = size_of_expr(*el[0], sc);
      std::optional<SizeP> b = a ? size_of_expr(*el[1], sc) : std::nullopt;
      if (a && b) return size_binop("+", size_binop("-", S.resolve(*b), *a), size_const(1));
      return std::nullopt;
    }
    if (!known) return std::nullopt;
    const ast::Expr& bound = *el.back();
    if (bound.kind == EK::IntLit) return bound.negative ? std::nullopt : size_of_expr(bound, sc);
    if (bound.kind == EK::Var && h->kind == K::Prim && h->prim == PrimType::I64)
      return size_of_expr(bound, sc);
    return std::nullopt;
  }

  // ---- sizes written as expressions ----
  // The size an expression denotes, if it is a size expression: constants,
  // variables of type i64, and + - * / % ** of those.
  std::optional<SizeP> size_of_expr(const ast::Expr& e, const ScopeP& sc, bool as_written = false) {
    using EK = ast::Expr::Kind;
    switch (e.kind) {
      case EK::IntLit:
        if (e.int_value > (uint64_t)INT64_MAX) return std::nullopt;
        return size_const(e.negative ? -(int64_t)e.int_value : (int64_t)e.int_value);
      case EK::Var: {
        const ValBind* v = lookup_local(sc, e.name);
        if (v && v->as_size) return v->as_size;
        if (!v)
          if (SizeP z = top_size(e.name)) return z;
        return std::nullopt;
      }
      case EK::BinOp: {
        if (!e.qual.empty()) return std::nullopt;
        static const std::set<std::string> ops = {"+", "-", "*", "/", "%", "**"};
        if (!ops.count(e.op)) return std::nullopt;
        auto a = size_of_expr(*e.elems[0], sc, as_written);
        auto b = a ? size_of_expr(*e.elems[1], sc, as_written) : std::nullopt;
        if (!a || !b) return std::nullopt;
        return size_binop(e.op, *a, *b, as_written);
      }
      case EK::Attr: return size_of_expr(*e.elems[0], sc, as_written);
      case EK::Proj: {
        // `r.n`, `r.a.n`: a field of a local variable (the reference: a
        // size is any expression of type i64 that consumes nothing), a term
        // equal to the same projection elsewhere, so that `sized r.n xs`
        // and `sized r.n ys` have one size.
        std::string path;
        const ast::Expr* b = &e;
        while (b->kind == EK::Proj) {
          path = "." + b->field + path;
          b = b->elems[0].get();
        }
        if (b->kind != EK::Var) return std::nullopt;
        const ValBind* v = lookup_local(sc, b->name);
        if (!v || v->uid < 0 || v->scheme) return std::nullopt;
        return size_term("@" + std::to_string(v->uid) + path, b->name + path, {v->uid}, &e);
      }
      case EK::Apply: {
        // `f a b`, f a function of the program or the prelude, each argument
        // a size or a variable: a term, equal to the same term elsewhere.
        const ast::Expr& f = *e.elems[0];
        if (f.kind != EK::Var || lookup_local(sc, f.name) || e.elems.size() < 2) return std::nullopt;
        std::string key = f.name + "(", disp = f.name;
        std::vector<int> deps;
        for (size_t i = 1; i < e.elems.size(); ++i) {
          const ast::Expr& a = *e.elems[i];
          std::string k, d;
          if (auto z = size_of_expr(a, sc, as_written)) {
            k = size_key(*z);
            d = show_size(*z);
            std::function<void(const SizeP&)> collect = [&](const SizeP& x) {
              if (x->kind == SizeNode::Kind::Name) deps.push_back(x->id);
              if (x->kind == SizeNode::Kind::Term) deps.insert(deps.end(), x->deps.begin(), x->deps.end());
              if (x->kind == SizeNode::Kind::BinOp) collect(x->a), collect(x->b);
            };
            collect(*z);
            if ((*z)->kind == SizeNode::Kind::BinOp || (*z)->kind == SizeNode::Kind::Term) d = "(" + d + ")";
          } else if (a.kind == EK::Var) {
            const ValBind* v = lookup_local(sc, a.name);
            if (!v && top_constant(a.name)) {
              // A top-level constant of another type (`iota (i64.i32
              // nb)` with `def nb = 8i32`, a functor's `I.num_bits`): one
              // value everywhere, so the term depends on no local name.
              k = "@top:" + a.name;
              d = a.name;
              key += (i > 1 ? "," : "") + k;
              disp += " " + d;
              continue;
            }
            if (!v || v->uid < 0 || v->scheme) return std::nullopt;
            k = "@" + std::to_string(v->uid);
            d = a.name;
            deps.push_back(v->uid);
          } else {
            return std::nullopt;
          }
          key += (i > 1 ? "," : "") + k;
          disp += " " + d;
        }
        return size_term(key + ")", disp, deps, &e);
      }
      default: return std::nullopt;
    }
  }

  // Terms in the type of a function (`def f (k: i32) : [i64.i32 k]t`)
  // name its parameters, which mean nothing at a call: each becomes an
  // unknown size (a size parameter, or existential in the result).  An
  // expression over a term (`[2**(i64.i32 k)]`) is one unknown size as a
  // whole: a size parameter under `**` could not be read from the
  // argument's size.
  SizeP forget_terms(const SizeP& z) {
    SizeP r = S.resolve(z);
    if (r->kind == SizeNode::Kind::Term) return fresh_size(Span{}, "the size `" + r->name + "`");
    if (r->kind == SizeNode::Kind::BinOp) {
      std::function<bool(const SizeP&)> has_term = [&](const SizeP& x0) {
        SizeP x = S.resolve(x0);
        return x->kind == SizeNode::Kind::Term || (x->kind == SizeNode::Kind::BinOp && (has_term(x->a) || has_term(x->b)));
      };
      if (has_term(r)) return fresh_size(Span{}, "the size `" + show_size(r) + "`");
      SizeP a = forget_terms(r->a), b = forget_terms(r->b);
      return a == r->a && b == r->b ? r : size_binop(r->op, a, b, r->as_written);
    }
    return r;
  }
  TypeP forget_terms(const TypeP& t0) {
    TypeP t = S.head(t0);
    switch (t->kind) {
      case K::Array: {
        std::vector<SizeP> shape;
        bool changed = false;
        for (auto& d : t->shape) {
          shape.push_back(forget_terms(d));
          changed = changed || shape.back() != S.resolve(d);
        }
        TypeP el = forget_terms(t->elem);
        if (!changed && el == t->elem) return t;
        return with_unique(array_type(shape, el), t->unique);
      }
      case K::Tuple:
      case K::Record:
      case K::Sum:
      case K::Arrow: {
        auto r = std::make_shared<TypeNode>(*t);
        for (auto& e : r->elems) e = forget_terms(e);
        for (auto& f : r->fields) f.second = forget_terms(f.second);
        for (auto& c : r->constrs)
          for (auto& p : c.second) p = forget_terms(p);
        if (r->param) r->param = forget_terms(r->param);
        if (r->result) r->result = forget_terms(r->result);
        return r;
      }
      default: return t;
    }
  }

  // A top-level value definition of type i64 used as a size (`def n =
  // 3i64` ... `[n]f32`, `replicate n x`): one size for every use.
  std::map<std::string, SizeP> top_sizes_;
  // Whether `n` names a top-level constant of a primitive type (no
  // parameters, not polymorphic): a value known wherever it is in scope.
  // A member of a primitive type's module (`u8.num_bits`, what a
  // functor's `I.num_bits` becomes) is one too.
  bool top_constant(const std::string& n) {
    const ValBind* v = nullptr;
    if (auto g = top_.vals.find(n); g != top_.vals.end()) {
      v = &g->second;
    } else if (auto dot = n.rfind('.'); dot != std::string::npos) {
      if (const ModEnv* m = module(n.substr(0, dot)))
        if (auto g = m->vals.find(n.substr(dot + 1)); g != m->vals.end()) v = &g->second;
    }
    if (!v || !v->scheme) return false;
    const Scheme& sch = *v->scheme;
    if (!sch.type_params.empty() || !sch.size_params.empty()) return false;
    if (v->decl && !v->decl->params.empty()) return false;
    return S.head(sch.type)->kind == K::Prim;
  }

  SizeP top_size(const std::string& n) {
    auto g = top_.vals.find(n);
    if (g == top_.vals.end() || !g->second.scheme || g->second.decl == nullptr) return nullptr;
    const Scheme& sch = *g->second.scheme;
    if (!sch.type_params.empty() || !sch.size_params.empty() || !g->second.decl->params.empty()) return nullptr;
    TypeP t = S.head(sch.type);
    if (t->kind != K::Prim || t->prim != PrimType::I64) return nullptr;
    auto it = top_sizes_.find(n);
    if (it != top_sizes_.end()) return it->second;
    SizeP z = size_name(fresh_id(), n);
    S.global_size(z->id);
    top_sizes_[n] = z;
    return z;
  }

  // A size naming a top-level constant that is not an `i64` (an `i32`
  // length from before sizes were `i64`): say so rather than that the
  // size is unknown.
  void require_i64_top_size(const ast::DimExp& d) {
    auto g = top_.vals.find(d.name);
    if (g == top_.vals.end() || !g->second.scheme || g->second.decl == nullptr ||
        !g->second.decl->params.empty())
      return;
    TypeP t = S.head(g->second.scheme->type);
    if (t->kind != K::Prim || t->prim == PrimType::I64) return;
    std::string shown = d.name;  // without the module path the elaborator adds
    size_t cut = shown.rfind('\'');
    if (cut != std::string::npos && shown.find('.', cut) != std::string::npos)
      shown = shown.substr(shown.find('.', cut) + 1);
    type_error(d.span, "the size `" + shown + "`: expected `i64`, found `" + show_type(t) + "`",
               "sizes are `i64`: declare it as an `i64` or convert it with `i64.i32`");
  }

  SizeP dim_size(const ast::DimExp& d, const ScopeP& sc, DimCtx& ctx) {
    switch (d.kind) {
      case ast::DimExp::Kind::Const: return size_const(d.value);
      case ast::DimExp::Kind::Any:
        switch (ctx.mode) {
          case DimCtx::Mode::Param: {
            if (ctx.lambda) return fresh_size(d.span, "an anonymous size");
            if (ctx.loop_anon) {
              SizeP z = fresh_size(d.span, "an anonymous size of a loop parameter");
              ctx.loop_anon->insert(z->id);
              return z;
            }
            SizeP z = existential("n");
            ctx.implicit.push_back({"", z});
            return z;
          }
          case DimCtx::Mode::Ret: {
            SizeP z = existential("k");
            ctx.ext.push_back(z->id);
            ctx.written_anonymous.insert(z->id);
            return z;
          }
          default: return fresh_size(d.span, "an anonymous size");
        }
      case ast::DimExp::Kind::Name: {
        auto it = ctx.subst.find(d.name);
        if (it != ctx.subst.end()) return it->second;
        if (const ValBind* v = lookup_local(sc, d.name)) {
          if (v->as_size) {
            // A local whose type is still open (`let n = if c then 10 else
            // 20`) is an i64 once it is used as a size.
            if (v->type && S.head(v->type)->kind == K::Var)
              S.unify(prim_type(PrimType::I64), v->type, d.span, "the size `" + d.name + "`");
            return v->as_size;
          }
          if (v->type) {
            S.unify(prim_type(PrimType::I64), v->type, d.span, "the size `" + d.name + "`");
            return size_name(fresh_id(), d.name);
          }
        }
        for (auto& [n, z] : ctx.implicit)
          if (n == d.name) return z;
        if (!lookup_local(sc, d.name))
          if (SizeP z = top_size(d.name)) return z;
        if (!lookup_local(sc, d.name)) require_i64_top_size(d);
        if (!d.anonymous &&
            (ctx.mode == DimCtx::Mode::Param || ctx.mode == DimCtx::Mode::Ret))
          type_error(d.span, "unknown size `" + d.name + "`");
        switch (ctx.mode) {
          case DimCtx::Mode::Param: {
            SizeP z = size_name(fresh_id(), d.name);
            ctx.implicit.push_back({d.name, z});
            return z;
          }
          case DimCtx::Mode::Ret: {
            SizeP z = size_anon(fresh_id(), d.name);
            ctx.ext.push_back(z->id);
            ctx.subst[d.name] = z;
            return z;
          }
          case DimCtx::Mode::RetCheck: {
            SizeP z = fresh_size(d.span, "the size `" + d.name + "`");
            ctx.subst[d.name] = z;
            return z;
          }
          default: type_error(d.span, "unknown size `" + d.name + "`");
        }
      }
      case ast::DimExp::Kind::Expr: {
        // The sizes the type itself binds (`?[k].[n - k]t`, the implicit
        // size parameters before it) are in scope in the expression.
        ScopeP esc = sc;
        auto bind_size = [&](const std::string& n, const SizeP& z) {
          if (n.empty()) return;
          ValBind v;
          v.type = prim_type(PrimType::I64);
          v.as_size = z;
          esc = bind_val(esc, n, v);
        };
        for (auto& [n, z] : ctx.implicit) bind_size(n, z);
        for (auto& [n, z] : ctx.subst) bind_size(n, z);
        infer_expect(*d.expr, esc, prim_type(PrimType::I64), "a size expression");
        // As written (Futhark compares sizes syntactically): `split (xs :>
        // [2 + (n - 2)]t)` reads its two terms.
        if (auto z = size_of_expr(*d.expr, esc, true)) return *z;
        return existential("e");
      }
    }
    return existential();
  }

  // ---- type expressions ----
  // How lifted a type expression is (language reference, "Type
  // Abbreviations"): a function type is lifted (`type^`, `'^t`), an
  // existential or a size-lifted abbreviation or parameter is size-lifted
  // (`type~`, `'~t`).  Arrays are checked where they are made.
  static ast::TypeDecl::Lift param_lift(const ast::TypeParam& p) {
    return p.kind == ast::TypeParam::Kind::Lifted       ? ast::TypeDecl::Lift::Lifted
           : p.kind == ast::TypeParam::Kind::SizeLifted ? ast::TypeDecl::Lift::SizeLifted
                                                        : ast::TypeDecl::Lift::Plain;
  }
  static ast::TypeDecl::Lift lift_max(ast::TypeDecl::Lift a, ast::TypeDecl::Lift b) { return a < b ? b : a; }
  ast::TypeDecl::Lift texp_lift(const ast::TypeExp& t, const ScopeP& sc) {
    using TK = ast::TypeExp::Kind;
    using L = ast::TypeDecl::Lift;
    L l = L::Plain;
    switch (t.kind) {
      case TK::Arrow: return L::Lifted;
      case TK::Exists: return lift_max(L::SizeLifted, texp_lift(*t.elem, sc));
      case TK::Tuple:
        for (auto& e : t.elems) l = lift_max(l, texp_lift(*e, sc));
        return l;
      case TK::Record:
        for (auto& [n, ft] : t.fields) l = lift_max(l, texp_lift(*ft, sc));
        return l;
      case TK::Sum:
        for (auto& [n, ps] : t.constrs)
          for (auto& p : ps) l = lift_max(l, texp_lift(*p, sc));
        return l;
      case TK::Named: {
        const TypeBind* b = lookup_type(sc, t.name);
        if (!b) return l;
        l = b->lift;
        for (size_t i = 0; i < t.type_args.size() && i < b->params.size(); ++i)
          if (b->params[i].kind != ast::TypeParam::Kind::Size && !t.type_args[i].is_size && t.type_args[i].type)
            l = lift_max(l, texp_lift(*t.type_args[i].type, sc));
        return l;
      }
      default: return l;
    }
  }

  // Whether a type expression has an anonymous size `[]` outside function
  // types (those are lifted anyway).
  bool has_anonymous_size(const ast::TypeExp& t, const ScopeP& sc) {
    using TK = ast::TypeExp::Kind;
    switch (t.kind) {
      case TK::Array: return t.dim.kind == ast::DimExp::Kind::Any || has_anonymous_size(*t.elem, sc);
      case TK::Tuple:
        for (auto& e : t.elems)
          if (has_anonymous_size(*e, sc)) return true;
        return false;
      case TK::Record:
        for (auto& [n, ft] : t.fields)
          if (has_anonymous_size(*ft, sc)) return true;
        return false;
      case TK::Sum:
        for (auto& [n, ps] : t.constrs)
          for (auto& p : ps)
            if (has_anonymous_size(*p, sc)) return true;
        return false;
      case TK::Named:
        for (auto& d : t.size_args)
          if (d.kind == ast::DimExp::Kind::Any) return true;
        for (auto& a : t.type_args)
          if (a.is_size ? a.dim.kind == ast::DimExp::Kind::Any : a.type && has_anonymous_size(*a.type, sc))
            return true;
        return false;
      default: return false;
    }
  }

  TypeP texp(const ast::TypeExp& t, const ScopeP& sc, DimCtx& ctx) {
    using TK = ast::TypeExp::Kind;
    TypeP r;
    switch (t.kind) {
      case TK::Prim: r = prim_type(t.prim); break;
      case TK::Unit: r = unit_type(); break;
      case TK::Array: {
        SizeP d = dim_size(t.dim, sc, ctx);
        TypeP e = texp(*t.elem, sc, ctx);
        if (e->kind == K::Arrow)
          type_error(t.span, "arrays of functions are not allowed: `" + ast::print_type(t) + "`");
        if (ast::TypeDecl::Lift l = texp_lift(*t.elem, sc); l != ast::TypeDecl::Lift::Plain)
          type_error(t.span,
                     std::string("Cannot create array with elements of ") +
                         (l == ast::TypeDecl::Lift::Lifted ? "lifted" : "size-lifted") + " type `" +
                         ast::print_type(*t.elem) + "` (might cause irregular array)",
                     "name the element's sizes with size parameters instead of `type~`/`'~`");
        r = array_type({d}, with_unique(e, false));
        break;
      }
      case TK::Tuple: {
        std::vector<TypeP> es;
        for (auto& e : t.elems) es.push_back(texp(*e, sc, ctx));
        r = tuple_type(es);
        break;
      }
      case TK::Record: {
        std::vector<std::pair<std::string, TypeP>> fs;
        std::set<std::string> seen;
        for (auto& [n, ft] : t.fields) {
          if (!seen.insert(n).second) type_error(t.span, "field `" + n + "` appears twice in the record type");
          fs.push_back({n, texp(*ft, sc, ctx)});
        }
        r = record_type(fs);
        break;
      }
      case TK::Sum: {
        std::vector<std::pair<std::string, std::vector<TypeP>>> cs;
        std::set<std::string> seen;
        for (auto& [n, ps] : t.constrs) {
          if (!seen.insert(n).second) type_error(t.span, "constructor #" + n + " appears twice in the sum type");
          std::vector<TypeP> pts;
          for (auto& p : ps) pts.push_back(texp(*p, sc, ctx));
          cs.push_back({n, pts});
        }
        r = sum_type(cs);
        break;
      }
      case TK::Arrow: {
        // The result of a function type in a declared type: its anonymous
        // sizes and `?[k].` are existential in the result of this function
        // type, made anew at each application (language reference, "Size
        // types": `(p: a -> bool) -> (as: [n]a) -> ?[k].[k]a`), not sizes
        // of the enclosing definition.
        bool local_ext = ctx.mode == DimCtx::Mode::Param || ctx.mode == DimCtx::Mode::Ret ||
                         ctx.mode == DimCtx::Mode::RetCheck;
        auto result_type = [&](const ast::TypeExp& rt, DimCtx& c, std::vector<int>& ext) {
          if (!local_ext) return texp(rt, sc, c);
          DimCtx rc = c;
          rc.mode = DimCtx::Mode::Ret;
          rc.ext.clear();
          TypeP res = texp(rt, sc, rc);
          ext = rc.ext;
          c.implicit = rc.implicit;
          return res;
        };
        std::vector<int> ext;
        if (!t.param_name.empty()) {
          TypeP p = texp(*t.elems[0], sc, ctx);
          int id = fresh_id();
          DimCtx inner = ctx;
          inner.subst[t.param_name] = size_name(id, t.param_name);
          TypeP res = result_type(*t.elems[1], inner, ext);
          for (int e : inner.ext) ctx.ext.push_back(e);
          ctx.implicit = inner.implicit;
          r = arrow_type(p, res, id, t.param_name);
        } else {
          // Anonymous sizes in the parameter of a function type in a
          // result (`def g : []f32 -> f32 = f`) are not existential: the
          // function takes any size, so they are inferred (and generalised).
          DimCtx pc = ctx;
          if (ctx.mode == DimCtx::Mode::Ret || ctx.mode == DimCtx::Mode::RetCheck) pc.mode = DimCtx::Mode::Ascribe;
          TypeP p = texp(*t.elems[0], sc, pc);
          if (ctx.mode == DimCtx::Mode::Ret || ctx.mode == DimCtx::Mode::RetCheck) ctx.subst = pc.subst;
          else ctx = pc;
          TypeP res = result_type(*t.elems[1], ctx, ext);
          r = arrow_type(p, res);
        }
        if (!ext.empty()) {
          auto a = std::make_shared<TypeNode>(*r);
          a->ext = std::move(ext);
          r = a;
        }
        break;
      }
      case TK::Exists: {
        DimCtx inner = ctx;
        for (auto& n : t.ext_sizes) {
          // In a parameter's type (directly or through an abbreviation such
          // as `type~ mat [n] = ?[k]. ...`), `?[k].` is an implicit size
          // parameter, as `[]` is: the function takes any size.
          if (ctx.mode == DimCtx::Mode::Param) {
            SizeP z = ctx.lambda ? fresh_size(t.span, "the existential size `" + n + "`") : existential(n);
            if (!ctx.lambda) ctx.implicit.push_back({"", z});
            inner.subst[n] = z;
            continue;
          }
          SizeP z = ctx.mode == DimCtx::Mode::Ret
                        ? existential(n)
                        : fresh_size(t.span, "the existential size `" + n + "`");
          if (z->kind == SizeNode::Kind::Name) ctx.ext.push_back(z->id);
          inner.subst[n] = z;
        }
        r = texp(*t.elem, sc, inner);
        for (auto& n : t.ext_sizes) {
          SizeP z = inner.subst[n];
          TypeP rr = S.resolve(r);
          if (z->kind == SizeNode::Kind::Name && !mentions_size(rr, z->id, true))
            type_error(t.span, "Existential size `" + n + "` not used as array size in `" +
                                   ast::print_type(t) + "`",
                       "its value must be read from an array of that size at run time (a function type does "
                       "not carry it); add a witness, e.g. `?[" + n + "].([" + n + "](), ...)`");
        }
        for (auto& i : inner.implicit) ctx.implicit.push_back(i);
        for (int e : inner.ext)
          if (std::find(ctx.ext.begin(), ctx.ext.end(), e) == ctx.ext.end()) ctx.ext.push_back(e);
        break;
      }
      case TK::Named: r = named_type(t, sc, ctx); break;
      case TK::Hole: r = fresh(); break;
    }
    if (t.unique) r = with_unique(r, true);
    return r;
  }

  TypeP named_type(const ast::TypeExp& t, const ScopeP& sc, DimCtx& ctx) {
    const TypeBind* b = lookup_type(sc, t.name);
    if (!b) type_error(t.span, "Unknown type \"" + t.name + "\"");
    if (b->type) {
      if (!t.type_args.empty()) type_error(t.span, "type `" + t.name + "` takes no arguments");
      return b->type;
    }
    std::vector<ast::TypeArg> args = t.type_args;
    if (args.empty() && !t.size_args.empty())
      for (auto& d : t.size_args) args.push_back(ast::TypeArg{true, d, nullptr});
    if (args.size() != b->params.size())
      type_error(t.span, "type `" + t.name + "` takes " + std::to_string(b->params.size()) +
                             " arguments, but is given " + std::to_string(args.size()));
    // The abbreviation's anonymous sizes are read as the use's own would
    // be: inferred in a function's parameter (`type~ state = [][]f32`,
    // `(c: state)` is `(c: [][]f32)`), also in a loop parameter.
    DimCtx inner;
    inner.mode = ctx.mode;
    inner.lambda = ctx.lambda;
    inner.loop_anon = ctx.loop_anon;
    ScopeP tsc = nullptr;  // abbreviations see only top-level names and their parameters
    for (size_t i = 0; i < args.size(); ++i) {
      const ast::TypeParam& p = b->params[i];
      bool size_param = p.kind == ast::TypeParam::Kind::Size;
      if (size_param != args[i].is_size)
        type_error(t.span, "argument " + std::to_string(i + 1) + " of type `" + t.name + "` must be a " +
                               (size_param ? "size `[...]`" : "type"));
      if (size_param) {
        inner.subst[p.name] = dim_size(args[i].dim, sc, ctx);
      } else {
        // The argument's liftedness is not checked against the
        // parameter's: Futhark's checker applies an abbreviation to any
        // type (`type pair 'a = (a, a)` takes `i32 -> i32`, and a
        // `'^base 'a` parameter list takes a lifted `a`), the result
        // having the abbreviation's declared liftedness; what the
        // substituted type may not be (an array of functions, a function
        // from a branch) is checked where it is used.
        TypeBind tb;
        tb.type = texp(*args[i].type, sc, ctx);
        tsc = bind_type(tsc, p.name, tb);
      }
    }
    TypeP r = texp(*b->def, tsc, inner);
    for (auto& i : inner.implicit) ctx.implicit.push_back(i);
    for (int e : inner.ext) ctx.ext.push_back(e);
    ctx.written_anonymous.insert(inner.written_anonymous.begin(), inner.written_anonymous.end());
    return r;
  }

  // ---- patterns ----
  // The type of a parameter pattern (fresh variables where unannotated).
  TypeP param_type(const ast::Pat& p, const ScopeP& sc, DimCtx& ctx) {
    using PK = ast::Pat::Kind;
    switch (p.kind) {
      case PK::Id:
      case PK::Wildcard: return fresh(Cons::None, p.span, "the parameter `" + (p.name.empty() ? "_" : p.name) + "`");
      case PK::Unit: return unit_type();
      case PK::Tuple: {
        std::vector<TypeP> es;
        for (auto& e : p.elems) es.push_back(param_type(*e, sc, ctx));
        return tuple_type(es);
      }
      case PK::Record: {
        std::vector<std::pair<std::string, TypeP>> fs;
        for (auto& [n, fp] : p.fields) fs.push_back({n, param_type(*fp, sc, ctx)});
        return record_type(fs);
      }
      case PK::Ascribed: {
        TypeP t = texp(*p.type, sc, ctx);
        TypeP inner = param_type(*p.inner, sc, ctx);
        S.unify(t, inner, p.span, "the pattern `" + ast::print_pat(p) + "`");
        return t;
      }
      case PK::Literal: return infer(*p.literal, sc);
      case PK::Constr: {
        TypeP t = fresh(Cons::None, p.span, "the pattern `" + ast::print_pat(p) + "`");
        std::vector<TypeP> ps;
        for (auto& e : p.elems) ps.push_back(param_type(*e, sc, ctx));
        S.require_constr(t, p.name, ps, p.span);
        return t;
      }
    }
    return fresh();
  }

  // Binds the names of pattern `p` matched against a value of type `t`.
  ScopeP bind_pat(const ast::Pat& p, const TypeP& t, ScopeP sc,
                  std::map<std::string, Span>* seen = nullptr, bool typed = false) {
    using PK = ast::Pat::Kind;
    tp_.pat_types[&p] = t;
    std::map<std::string, Span> own;
    if (!seen) seen = &own;
    switch (p.kind) {
      case PK::Id: {
        if (auto [prev, fresh_name] = seen->emplace(p.name, p.span); !fresh_name)
          type_error(
              p.span,
              "Name \"" + p.name + "\" also bound at " + prev->second.str() + ": `" + p.name +
                  "` is bound twice in the same pattern (or in the parameters of one function)");
        ValBind v;
        v.type = t;
        TypeP h = S.head(t);
        if (h->kind == K::Prim && h->prim == PrimType::I64) v.as_size = size_name(fresh_id(), p.name);
        else if (h->kind == K::Var) v.as_size = size_name(fresh_id(), p.name);
        return bind_val(sc, p.name, v);
      }
      case PK::Wildcard: return sc;
      case PK::Unit:
        S.unify(unit_type(), t, p.span, "the pattern `()`");
        return sc;
      case PK::Tuple: {
        TypeP h = S.head(t);
        std::vector<TypeP> es;
        if (h->kind == K::Tuple && h->elems.size() == p.elems.size()) {
          es = h->elems;
        } else {
          for (size_t i = 0; i < p.elems.size(); ++i) es.push_back(fresh());
          S.unify(tuple_type(es), t, p.span, "the tuple pattern `" + ast::print_pat(p) + "`");
        }
        for (size_t i = 0; i < p.elems.size(); ++i) sc = bind_pat(*p.elems[i], es[i], sc, seen, typed);
        return sc;
      }
      case PK::Record: {
        TypeP h = S.head(t);
        std::map<std::string, TypeP> fts;
        if (h->kind == K::Record) {
          for (auto& [n, ft] : h->fields) fts[n] = ft;
          if (fts.size() != p.fields.size())
            type_error(p.span, "the record pattern `" + ast::print_pat(p) + "` does not match the type `" +
                                   S.show(t) + "`");
          for (auto& [n, fp] : p.fields)
            if (!fts.count(n))
              type_error(p.span, "the record type `" + S.show(t) + "` has no field `" + n + "`");
        } else {
          std::vector<std::pair<std::string, TypeP>> fs;
          for (auto& [n, fp] : p.fields) fs.push_back({n, fresh()});
          for (auto& [n, ft] : fs) fts[n] = ft;
          S.unify(record_type(fs), t, p.span, "the record pattern `" + ast::print_pat(p) + "`");
        }
        for (auto& [n, fp] : p.fields) sc = bind_pat(*fp, fts[n], sc, seen, typed);
        return sc;
      }
      case PK::Ascribed: {
        if (typed) return bind_pat(*p.inner, t, sc, seen, typed);
        DimCtx ctx;
        ctx.mode = DimCtx::Mode::RetCheck;
        TypeP at = texp(*p.type, sc, ctx);
        // Futhark's wording when the value's type is known: "Pattern ...
        // cannot match value of type ...".
        S.unify(at, t, p.span,
                S.head(t)->kind == K::Var ? "the pattern `" + ast::print_pat(p) + "`"
                                          : "Pattern `" + ast::print_pat(p) +
                                                "` cannot match value of type `" + S.show(t) + "`");
        return bind_pat(*p.inner, t, sc, seen);
      }
      case PK::Literal: {
        TypeP lt = infer(*p.literal, sc);
        S.unify(t, lt, p.span, "the pattern `" + ast::print_pat(p) + "`");
        return sc;
      }
      case PK::Constr: {
        std::vector<TypeP> ps;
        for (size_t i = 0; i < p.elems.size(); ++i) ps.push_back(fresh());
        S.require_constr(t, p.name, ps, p.span);
        for (size_t i = 0; i < p.elems.size(); ++i) sc = bind_pat(*p.elems[i], ps[i], sc, seen, typed);
        return sc;
      }
    }
    return sc;
  }

  // ---- expressions ----
  TypeP infer_expect(const ast::Expr& e, const ScopeP& sc, const TypeP& want, const std::string& what) {
    TypeP t = infer(e, sc);
    S.unify(want, t, e.span, what);
    return t;
  }

  std::string short_text(const ast::Expr& e) {
    std::string s = source_name(ast::print_expr(e));
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return s;
  }

  TypeP infer(const ast::Expr& e, const ScopeP& sc) { return record(e, infer_node(e, sc)); }

  TypeP literal_type(const ast::Expr& e) {
    if (e.suffix) return prim_type(*e.suffix);
    std::string what = "the literal `" + ast::print_expr(e) + "`";
    if (e.kind == ast::Expr::Kind::FloatLit) return fresh(Cons::Float, e.span, what);
    return fresh(Cons::Num, e.span, what);
  }

  TypeP lookup_var(const ast::Expr& e, const std::string& n, const ScopeP& sc) {
    if (const ValBind* v = lookup_val(sc, n)) {
      std::shared_ptr<const Scheme> scheme = v->scheme;
      if (v->self_rec >= 0) {
        SelfRec& rec = self_recs_[v->self_rec];
        rec.uses.push_back(&e);
        if (!rec.scheme) {
          internal_assert(rec.make, "recursive use of `" << n << "` after its definition");
          int save = level_;
          level_ = rec.level;
          rec.make(rec);
          level_ = save;
        }
        scheme = rec.scheme;
      }
      Ref ref;
      ref.kind = v->kind;
      ref.name = v->kind == Ref::Kind::Local ? n : v->name;
      TypeP t;
      if (scheme) {
        const std::vector<int>* numeric = nullptr;
        if (v->kind == Ref::Kind::Builtin) {
          auto it = builtin_sigs().find(v->name);
          if (it != builtin_sigs().end()) numeric = &it->second.numeric;
        }
        // A top-level constant (reference, "Value declarations": "new
        // existential sizes will be constructed" for the anonymous sizes
        // of its type) is one value: its sizes are unknown but the same at
        // every use, so `map (\a -> map (+a) xs) xs` over `def xs: []i32`
        // has a known size for the inner `map`.
        std::vector<SizeP>* fixed = nullptr;
        if (v->kind == Ref::Kind::Global && v->decl && v->decl->params.empty() && !scheme->ext_sizes.empty() &&
            scheme->type_params.empty() && scheme->size_params.empty() &&
            S.resolve(scheme->type)->kind != K::Arrow) {
          auto& slot = constant_ext_[scheme];
          fixed = &slot;
        }
        t = instantiate(*scheme, e.span, "`" + n + "`", &ref.size_args, numeric,
                        v->kind == Ref::Kind::Builtin ? nullptr : &ref.type_args, fixed);
      } else {
        t = v->type;
      }
      tp_.refs[&e] = ref;
      return t;
    }
    // Qualified: a module member (`f32.sqrt`) or a variable's fields
    // (`r.x.y`).  As in Futhark, modules and values are separate name
    // spaces and the module reading comes first: `i32.i64` is the module's
    // function even where a local `i32` is in scope.
    auto dot = n.find('.');
    if (dot != std::string::npos) {
      std::string head = n.substr(0, dot), rest = n.substr(dot + 1);
      const ModEnv* m = module(head);
      bool member = m != nullptr && m->vals.count(rest);
      if (!member && lookup_val(sc, head)) {
        // A projection chain written as one name.
        TypeP t = lookup_var(e, head, sc);
        auto& chain = tp_.proj_chains[&e];
        chain.push_back(t);
        size_t p = 0;
        while (p <= rest.size()) {
          size_t q = rest.find('.', p);
          std::string f = rest.substr(p, q == std::string::npos ? std::string::npos : q - p);
          TypeP ft = fresh();
          S.require_field(t, f, ft, e.span);
          t = ft;
          chain.push_back(t);
          if (q == std::string::npos) break;
          p = q + 1;
        }
        return t;
      }
      if (m != nullptr) {
        auto v = m->vals.find(rest);
        if (v == m->vals.end()) {
          // Name the modules that have it (`i32.sqrt`: f32, f64, f16) or the
          // nearest member.
          std::string have;
          for (auto& [mn, me] : top_.mods)
            if (module(mn)->vals.count(rest)) have += (have.empty() ? "`" : ", `") + mn + "." + rest + "`";
          std::string hint = !have.empty() ? "it exists as " + have : legacy_member_hint(head, rest);
          if (hint.empty()) {
            size_t bestd = 3;
            for (auto& [vn, vb] : m->vals) {
              size_t d = edit_distance(vn, rest);
              if (d < bestd) {
                bestd = d;
                hint = "did you mean `" + head + "." + vn + "`?";
              }
            }
          }
          type_error(e.span, "module `" + head + "` has no member `" + rest + "`", hint);
        }
        Ref ref;
        ref.kind = Ref::Kind::PrimModule;
        ref.name = n;
        tp_.refs[&e] = ref;
        return instantiate(*v->second.scheme, e.span, "`" + n + "`");
      }
    }
    for (size_t i = later_locals_.size(); i-- > 0;)
      if (later_locals_[i].first == n)
        type_error(
            e.span,
            "Unknown name \"" + n + "\": it is defined later (at " + later_locals_[i].second.str() +
                "): a definition is in scope only after it (a function also in its own body), "
                "so mutual recursion is not supported",
            "define `" + n +
                "` before its first use, or merge the mutually recursive functions into one");
    // A member of the same module is flat-named `M.n` (elaborate/defunctorise.h).
    const std::string& cur_name = tp_.prog.decls[cur_decl_].val.name;
    std::string module_prefix =
        tp_.prog.decls[cur_decl_].kind == ast::Decl::Kind::Val && cur_name.rfind('.') != std::string::npos
            ? cur_name.substr(0, cur_name.rfind('.') + 1)
            : "";
    auto later = decl_index_.find(module_prefix + n);
    if (later == decl_index_.end()) later = decl_index_.find(n);
    if (later != decl_index_.end() && later->second > cur_decl_) {
      // Language reference, "Recursive functions": a function is in
      // scope only in its own body and after its definition.
      const ast::ValDecl& d = tp_.prog.decls[later->second].val;
      const Span& at = d.name_span.known() ? d.name_span : d.span;
      type_error(e.span,
                 "Unknown name \"" + n + "\": it is defined later (at " + at.str() +
                     "): a definition is in scope only after it (a function also in its own body), "
                     "so mutual recursion is not supported",
                 "define `" + n +
                     "` before its first use, or merge the mutually recursive functions into one");
    }
    if (std::find(local_funs_.begin(), local_funs_.end(), n) != local_funs_.end())
      type_error(e.span,
                 "Unknown name \"" + n + "\": a local function is not in scope of itself, so `" + n +
                     "` cannot be recursive (language reference, \"let f params... = e in body\")",
                 "define `" + n + "` at the top level with `def`, where a function may call itself");
    std::string hint = legacy_variable_hint(n);
    type_error(e.span, "Unknown name \"" + n + "\"", hint.empty() ? suggest(sc, n) : hint);
  }

  // The type of a binary operator `op` (possibly qualified) as a function.
  TypeP op_type(const ast::Expr& e, const std::string& op, const std::string& qual, const ScopeP& sc) {
    if (!qual.empty()) return lookup_var(e, qual + "." + op, sc);
    // (`f` y): the operator is a name.
    if (std::isalpha((unsigned char)op[0]) || op[0] == '_') return lookup_var(e, op, sc);
    if (const ValBind* v = lookup_val(sc, op); v && v->kind != Ref::Kind::Builtin) return lookup_var(e, op, sc);
    std::string what = "the operator `" + op + "`";
    auto bin = [&](Cons c, bool to_bool) {
      TypeP a = fresh(c, e.span, what);
      return arrow_type(a, arrow_type(a, to_bool ? prim_type(PrimType::Bool) : a));
    };
    if (op == "+" || op == "-" || op == "*" || op == "/" || op == "%" || op == "//" || op == "%%" || op == "**")
      return bin(Cons::Num, false);
    if (op == "==" || op == "!=") return bin(Cons::Eq, true);
    if (op == "<" || op == ">" || op == "<=" || op == ">=") return bin(Cons::Prim, true);
    if (op == "&&" || op == "||") {
      TypeP b = prim_type(PrimType::Bool);
      return arrow_type(b, arrow_type(b, b));
    }
    if (op == "&" || op == "|" || op == "^" || op == "<<" || op == ">>" || op == ">>>") return bin(Cons::Int, false);
    if (op == "++") return lookup_var(e, "++", sc);
    if (op == ">->" || op == "<-<") {
      TypeP a = fresh(), b = fresh(), c = fresh();
      TypeP f = arrow_type(a, b), g = arrow_type(b, c);
      return op == ">->" ? arrow_type(f, arrow_type(g, arrow_type(a, c)))
                         : arrow_type(g, arrow_type(f, arrow_type(a, c)));
    }
    type_error(e.span, "unknown operator `" + op + "`", legacy_operator_hint(op));
  }

  // Error index "consuming-argument": a function with a unique (`*`)
  // parameter passed for a functional parameter whose type does not
  // consume there (`apply consume arr` with `apply (f: a -> b)`).
  void check_consuming_argument(const ast::Expr& arg, const TypeP& expected, const std::string& fname,
                                const ScopeP& sc) {
    const ValBind* v = lookup_val(sc, arg.name);
    if (!v || !v->decl || lookup_local(sc, arg.name)) return;
    TypeP x = S.head(expected);
    for (size_t j = 0; j < v->decl->params.size(); ++j) {
      if (x->kind != K::Arrow) return;
      const ast::Pat& p = *v->decl->params[j];
      if (p.kind == ast::Pat::Kind::Ascribed && p.type && p.type->unique && !S.head(x->param)->unique)
        type_error(arg.span,
                   "Argument of functional type `" + S.show(v->scheme ? v->scheme->type : expected) +
                       "` contains consumption: `" + arg.name +
                       "` consumes its " + (j == 0 ? std::string("first") : "parameter " + std::to_string(j + 1)) +
                       " argument, but " + fname + " expects a function that does not",
                   "copy the argument inside a non-consuming wrapper (`\\x -> " + arg.name +
                       " (copy x)`), or make the functional parameter's type consume (`*`)");
      x = S.head(x->result);
    }
  }

  // Rule 2 of "In-place Updates and Higher-Order Functions" for lambdas,
  // local functions and other function values: a function argument whose
  // type consumes a parameter (`*`) where the expected functional type
  // does not (a type variable included: `map`, `apply 'a 'b (f: a -> b)`).
  void check_consuming_function_value(const ast::Expr& arg, const TypeP& expected, const TypeP& actual,
                                      const std::string& fname) {
    TypeP x = S.head(expected), y = S.head(actual);
    if (x->kind != K::Arrow) return;
    for (int j = 0; x->kind == K::Arrow && y->kind == K::Arrow; ++j) {
      TypeP xp = S.head(x->param), yp = S.head(y->param);
      if (yp->unique && !xp->unique) {
        std::string what = arg.kind == ast::Expr::Kind::Var ? "`" + arg.name + "`" : std::string("the function");
        type_error(arg.span,
                   "Argument of functional type `" + S.show(actual) + "` contains consumption: " + what +
                       " consumes its " + (j == 0 ? std::string("first") : "parameter " + std::to_string(j + 1)) +
                       " argument, but " + fname + " expects a function that does not",
                   "copy the argument inside a non-consuming function (`\\x -> ... (copy x)`), or make the "
                   "functional parameter's type consume (`*`)");
      }
      x = S.head(x->result);
      y = S.head(y->result);
    }
  }

  // A hint for an argument of a built-in function that does not fit its
  // parameter, where the program was likely written for an old version of
  // Futhark: sizes and indices were `i32`, and `unflatten` took the two
  // sizes as arguments.
  std::string builtin_argument_hint(const std::string& fname, size_t i, size_t nargs, const TypeP& param,
                                    const TypeP& arg) {
    auto elem = [&](TypeP t) {
      t = S.resolve(t);
      return t->kind == K::Array ? S.resolve(t->elem) : t;
    };
    TypeP p = elem(param), a = elem(arg);
    if (p->kind == K::Prim && p->prim == PrimType::I64 && a->kind == K::Prim && a->prim == PrimType::I32)
      return "sizes and indices are `i64` (they were `i32` in old Futhark versions): convert with `i64.i32`";
    if (fname == "`unflatten`" && i == 0 && nargs > 1 && S.resolve(arg)->kind != K::Array)
      return "`unflatten` takes no size arguments (old Futhark versions had `unflatten n m xs`): the sizes come "
             "from the type of the array, `unflatten (xs :> [n * m]t)`";
    return "";
  }

  // Whether the result of a function value `at` (an argument whose check
  // made the ids in `made`) has a size made inside the function: an
  // existential size of its type, a size made in its body (`filter p`),
  // or a size term over a name bound in it (`iota (length xs)` in `\xs
  // -> ...`: the reference's "A function whose return type has an unknown
  // size").  `result`: the result type.
  bool result_made_inside(const TypeP& at, std::pair<int, int> made, TypeP& result) {
    TypeP t = S.resolve(at);
    bool ext = false;
    while (t->kind == K::Arrow) {
      ext = ext || !t->ext.empty();
      t = S.resolve(t->result);
    }
    result = t;
    auto made_here = [&](int id) { return id > made.first && id < made.second; };
    std::function<bool(const SizeP&)> inside = [&](const SizeP& z) {
      switch (z->kind) {
        case SizeNode::Kind::Name: return made_here(z->id);
        case SizeNode::Kind::BinOp: return inside(S.resolve(z->a)) || inside(S.resolve(z->b));
        case SizeNode::Kind::Term:
          for (int d : z->deps)
            if (made_here(d)) return true;
          return false;
        default: return false;
      }
    };
    std::function<bool(const TypeP&)> has = [&](const TypeP& x) {
      if (x->kind == K::Arrow) return false;
      for (auto& d : x->shape)
        if (inside(S.resolve(d))) return true;
      if (x->elem && has(S.resolve(x->elem))) return true;
      for (auto& y : x->elems)
        if (has(S.resolve(y))) return true;
      for (auto& [n, f] : x->fields)
        if (has(S.resolve(f))) return true;
      for (auto& c : x->constrs)
        for (auto& y : c.second)
          if (has(S.resolve(y))) return true;
      return false;
    };
    return ext || has(t);
  }

  // The same for the function passed to `map` (`'a 'x : (a -> x) -> ...`,
  // `x` not lifted in Futhark's prelude): `map (\xs -> iota (length xs))
  // xss` is ill-typed, as the reference says.
  void check_map_existential_result(const std::string& fname, const ast::Expr& arg, const TypeP& at,
                                    std::pair<int, int> made) {
    TypeP t;
    // The function's named parameters (`(x: i64) -> [x]t`); `map_stream`
    // takes a function of the chunk's size `(k: i64) -> [k]a -> [k]b`.
    std::set<int> named;
    bool stream = fname.find("stream") != std::string::npos;
    if (!stream)
      for (TypeP a = S.resolve(at); a->kind == K::Arrow; a = S.resolve(a->result))
        if (a->param_size >= 0) named.insert(a->param_size);
    if (!result_made_inside(at, made, t) && named.empty()) return;
    // A size term over a name bound inside the function, an unknown size
    // made inside it (the result of `filter`, of a named function with an
    // existential result, a size bound by `let` inside it) or a size that
    // is a named parameter of the function.  Unknown sizes of slices of a
    // parameter whose size is not known yet (`xs[1:]`, which Futhark sizes
    // `n - 1`) are left to the elaborator, which hoists them when they are
    // sizes known outside.
    std::function<bool(const TypeP&)> has_term = [&](const TypeP& x0) {
      TypeP x = S.resolve(x0);
      if (x->kind == K::Arrow) return false;
      for (auto& d : x->shape) {
        std::function<bool(const SizeP&)> term = [&](const SizeP& z0) {
          SizeP z = S.resolve(z0);
          if (z->kind == SizeNode::Kind::BinOp) return term(z->a) || term(z->b);
          if (z->kind == SizeNode::Kind::Name && !stream) {
            if (named.count(z->id)) return true;
            if (z->id <= made.first || z->id >= made.second) return false;
            const Origin* o = S.rigid_origin_of(z->id);
            return !o || o->what != "the unknown size of a slice";
          }
          if (z->kind != SizeNode::Kind::Term) return false;
          for (int id : z->deps)
            if (id > made.first && id < made.second) return true;
          return false;
        };
        if (term(d)) return true;
      }
      if (x->elem && has_term(x->elem)) return true;
      for (auto& y : x->elems)
        if (has_term(y)) return true;
      for (auto& [n, f] : x->fields)
        if (has_term(f)) return true;
      return false;
    };
    if (!has_term(t)) return;
    type_error(arg.span,
               "Cannot apply " + fname + " to \"" + short_text(arg) +
                   "\" (invalid type): the function's result has an existential size (`" + S.show(t) +
                   "`: a size made inside the function, or computed from a name bound inside it, is an unknown "
                   "size outside it), but " + fname +
                   " needs the same size at every application (reference: \"A function whose return type has an "
                   "unknown size\")",
               "bind the size to a name before the function (`let m = length (head xss)`) or annotate the "
               "parameter with a size from outside (`\\(xs: [m]t) -> iota m`)");
  }

  // Reference, "Higher-order functions": "When a higher-order function
  // takes a functional argument whose return type is a non-lifted type
  // parameter, any instantiation of that type parameter must have a
  // non-existential size" (`def apply 'a 'b (f: a -> b) ...` cannot take
  // `filter p`; `'~b` can).  `made`: the ids made while the argument was
  // checked; a size of its result among them is made inside it.
  void check_existential_result(const ast::ValDecl& decl, size_t i, const ast::Expr& arg, const TypeP& at,
                                std::pair<int, int> made) {
    if (i >= decl.params.size()) return;
    const ast::Pat* p = decl.params[i].get();
    if (p->kind != ast::Pat::Kind::Ascribed || !p->type || p->type->kind != ast::TypeExp::Kind::Arrow) return;
    const ast::TypeExp* r = p->type.get();
    while (r->kind == ast::TypeExp::Kind::Arrow) r = r->elems[1].get();
    if (r->kind != ast::TypeExp::Kind::Named || !r->type_args.empty()) return;
    const ast::TypeParam* tp = nullptr;
    for (auto& q : decl.type_params)
      if (q.name == r->name) tp = &q;
    if (!tp || tp->kind != ast::TypeParam::Kind::Type) return;
    TypeP t;
    if (!result_made_inside(at, made, t)) return;
    type_error(arg.span,
               "Cannot apply \"" + source_name(decl.name) + "\" to \"" + short_text(arg) +
                   "\" (invalid type): the result of the function passed for the parameter " + param_display(*p) +
                   " has an existential size (`" + S.show(t) + "`, a size made inside the function), but its type `" +
                   r->name + "` is a non-lifted type parameter of `" + source_name(decl.name) +
                   "`, whose instances must have the same sizes at every application",
               "declare the type parameter size-lifted (`'~" + r->name +
                   "`), or apply the function first (`xs |> filter p`)");
  }

  // Applies a function type to argument expressions, left to right.
  TypeP apply(TypeP ft, const std::string& fname, const std::vector<const ast::Expr*>& args,
              const std::vector<TypeP>& arg_types, const ScopeP& sc, const Span& span,
              const ast::ValDecl* decl = nullptr, bool soac_map = false,
              const std::vector<std::pair<int, int>>* marks = nullptr) {
    for (size_t i = 0; i < args.size(); ++i) {
      if (decl && marks && i < marks->size()) check_existential_result(*decl, i, *args[i], arg_types[i], (*marks)[i]);
      if (!decl && soac_map && i == 0 && marks && !marks->empty())
        check_map_existential_result(fname, *args[0], arg_types[0], (*marks)[0]);
      TypeP h = S.head(ft);
      if (h->kind == K::Var) {
        TypeP a = fresh(), r = fresh();
        S.unify(h, arrow_type(a, r), args[i]->span, "the application of " + fname);
        h = S.head(ft);
      }
      if (h->kind != K::Arrow) {
        if (i == 0)
          type_error(span, "Cannot apply " + quoted_fun_name(fname) + " as function: " + fname +
                               " is not a function: its type is `" + S.show(ft) + "`");
        type_error(args[i]->span,
                   "Cannot apply " + quoted_fun_name(fname) + " to argument #" +
                       std::to_string(i + 1) + " \"" + short_text(*args[i]) + "\", as " +
                       quoted_fun_name(fname) + " only takes " + std::to_string(i) +
                       (i == 1 ? " argument: " : " arguments: ") + fname +
                       " is applied to too many arguments (" + std::to_string(args.size()) +
                       "); its type is `" + S.show(ft) + "` after " + std::to_string(i),
                   fname == "`map`"
                       ? "`map` takes one array: use `map2`, `map3`, ... for several (old Futhark "
                         "versions let `map` take several)"
                       : "");
      }
      if (decl && args[i]->kind == ast::Expr::Kind::Var) check_consuming_argument(*args[i], h->param, fname, sc);
      // `map f xs` with a consuming `f` consumes `xs` instead.
      if (!soac_map) check_consuming_function_value(*args[i], h->param, arg_types[i], fname);
      try {
        const ast::Expr* arg = args[i];
        S.unify(h->param, arg_types[i], arg->span, Why::lazy([this, fname, arg, i] {
                  return "Cannot apply " + quoted_fun_name(fname) + " to \"" + short_text(*arg) +
                         "\" (invalid type): argument " + std::to_string(i + 1) + " of " + fname;
                }));
      } catch (const CompileError& err) {
        if (!decl) {
          std::string hint = builtin_argument_hint(fname, i, args.size(), h->param, arg_types[i]);
          if (hint.empty() || err.diagnostics().empty()) throw;
          std::vector<Diagnostic> ds = err.diagnostics();
          ds[0].hint = ds[0].hint.empty() ? hint : ds[0].hint + "; " + hint;
          throw CompileError(std::move(ds));
        }
        // Name where the parameter's type comes from.
        if (i >= decl->params.size() || err.diagnostics().empty()) throw;
        std::vector<Diagnostic> ds = err.diagnostics();
        const ast::Pat& p = *decl->params[i];
        std::string where = "the parameter " + param_display(p) + " of `" + source_name(decl->name) + "`" +
                            (p.kind == ast::Pat::Kind::Ascribed && p.type
                                 ? " is declared `" + ast::print_type(*p.type) + "`"
                                 : " is inferred") +
                            " at " + p.span.str();
        ds[0].hint = ds[0].hint.empty() ? where : ds[0].hint + "; " + where;
        throw CompileError(std::move(ds));
      }
      TypeP res = h->result;
      if (h->param_size >= 0 || !h->ext.empty()) {
        RigidSubst sub;
        if (h->param_size >= 0) {
          auto z = size_of_expr(*args[i], sc);
          sub.sizes[h->param_size] = z ? *z : existential(h->param_name);
        }
        // The function's existential result sizes: unknown sizes of this
        // application.
        for (int id : h->ext) {
          SizeP z = existential();
          tp_.size_origins[z->id] = span;
          S.rigid_origin(z->id, Origin{span, "the unknown size of the result of this application"});
          sub.sizes[id] = z;
        }
        res = subst_rigid(S.resolve(res), sub);
      }
      ft = res;
    }
    return ft;
  }

  // Error index "existential-param-ret": in `f >-> g`, the result of `f`
  // is the parameter of `g`; a size of it that `f` itself makes (an
  // existential size, e.g. `filter p`'s) does not exist until `f` is
  // applied, so `g`'s type cannot be instantiated with it.  Sizes made
  // while checking the operands have ids above `mark`.
  void check_composition(const ast::Expr& e, const TypeP& first, int mark) {
    TypeP f = S.resolve(first);
    if (f->kind != K::Arrow) return;
    std::function<const SizeNode*(const SizeP&)> in_size = [&](const SizeP& z) -> const SizeNode* {
      if (!z) return nullptr;
      if (z->kind == SizeNode::Kind::Name && z->anon && z->id > mark) return z.get();
      if (z->kind == SizeNode::Kind::BinOp) {
        if (auto x = in_size(z->a)) return x;
        return in_size(z->b);
      }
      return nullptr;
    };
    std::function<const SizeNode*(const TypeP&)> in_type = [&](const TypeP& t) -> const SizeNode* {
      for (auto& d : t->shape)
        if (auto x = in_size(d)) return x;
      if (t->elem)
        if (auto x = in_type(t->elem)) return x;
      for (auto& x : t->elems)
        if (auto y = in_type(x)) return y;
      for (auto& [n, x] : t->fields)
        if (auto y = in_type(x)) return y;
      for (auto& [n, ps] : t->constrs)
        for (auto& x : ps)
          if (auto y = in_type(x)) return y;
      return nullptr;
    };
    if (in_type(f->result))
      type_error(e.span, "Existential size would appear in function parameter of return type: the result of `" +
                             short_text(e.op == ">->" ? *e.elems[0] : *e.elems[1]) +
                             "` has a size that exists only once it is applied (`" + S.show(f->result) + "`)",
                 "apply the functions in a pipeline instead: `x |> f |> g`");
  }

  // Error index "unknown-param-def": a function that a definition returns
  // may not take a parameter whose size is a local of the definition (or
  // unknown): no caller could make an argument of that size.
  void check_unknown_param_sizes(const TypeP& t, std::set<int> bound, int first_id, const std::string& name) {
    if (t->kind != K::Arrow) return;
    std::function<const SizeNode*(const SizeP&)> local = [&](const SizeP& z0) -> const SizeNode* {
      SizeP z = S.resolve(z0);
      if (z->kind == SizeNode::Kind::Name && z->id >= first_id && !bound.count(z->id)) return z.get();
      if (z->kind == SizeNode::Kind::BinOp) {
        if (auto x = local(z->a)) return x;
        return local(z->b);
      }
      return nullptr;
    };
    std::function<const SizeNode*(const TypeP&)> in_type = [&](const TypeP& x) -> const SizeNode* {
      if (x->kind == K::Arrow) return nullptr;
      for (auto& d : x->shape)
        if (auto y = local(d)) return y;
      if (x->elem)
        if (auto y = in_type(x->elem)) return y;
      for (auto& e : x->elems)
        if (auto y = in_type(e)) return y;
      for (auto& [n, f] : x->fields)
        if (auto y = in_type(f)) return y;
      return nullptr;
    };
    if (const SizeNode* z = in_type(S.resolve(t->param)))
      type_error(span_of_def_, "Unknown size `" + (z->anon ? std::string("?") : z->name) +
                                   "` in parameter of the function that `" +
                                   name + "` returns: no caller can make an argument of that size",
                 "take the parameter with any size (`[]t`) and coerce it inside (`y :> [" + z->name + "]t`)");
    if (t->param_size >= 0) bound.insert(t->param_size);
    check_unknown_param_sizes(S.resolve(t->result), bound, first_id, name);
  }

  static std::string param_display(const ast::Pat& p) {
    const ast::Pat* q = p.kind == ast::Pat::Kind::Ascribed ? p.inner.get() : &p;
    if (q->kind == ast::Pat::Kind::Id) return "`" + q->name + "`";
    return "`" + print_pat(p) + "`";
  }

  // A name as the user wrote it (infer.h's written_name): the wrapper of a
  // sealed module's value (`M.f'sealed`) is `M.f`, a definition named like
  // a prelude value (`scatter'user`) is `scatter`.
  static std::string source_name(const std::string& n) { return runic::written_name(n); }
  // The name of a definition as written at its binding (a top-level
  // definition that shadows an imported one is `f'1` after
  // elaborate/defunctorise.h, one named like a prelude value `f'user`).
  static std::string written_name(const std::string& name, const ast::ValDecl* decl) {
    if (decl && decl->name_span.known() && decl->name_span.file && !decl->is_operator) {
      std::string line = decl->name_span.file->line_text(decl->name_span.begin.line);
      size_t b = (size_t)decl->name_span.begin.col - 1, e = b;
      auto ident = [](char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '\''; };
      while (e < line.size() && ident(line[e])) ++e;
      if (e > b) return line.substr(b, e - b);
    }
    return source_name(name);
  }
  // Futhark's spelling of a function in "Cannot apply" messages: the name in
  // double quotes ("f", "+"), from runic's "`f`" or "the operator `+`".
  static std::string quoted_fun_name(const std::string& fname) {
    size_t a = fname.find('`'), b = a == std::string::npos ? a : fname.find('`', a + 1);
    if (b == std::string::npos) return "\"" + fname + "\"";
    return "\"" + fname.substr(a + 1, b - a - 1) + "\"";
  }
  std::string fun_name(const ast::Expr& f) {
    if (f.kind == ast::Expr::Kind::Var) return "`" + source_name(f.name) + "`";
    return "`" + short_text(f) + "`";
  }

  void check_order_zero(const TypeP& t0, const Span& sp, const std::string& what) {
    TypeP t = S.resolve(t0);
    if (has_function_type(t))
      type_error(sp, what + " cannot be a function (its type is `" + show_type(literal_defaults(t)) + "`)");
  }
  // `t` (resolved) for a message: a variable only numeric literals
  // constrain shown as the type it defaults to (i32, or f64 for a float
  // literal), as the program would have it, not as `?a`.
  TypeP literal_defaults(const TypeP& t) {
    switch (t->kind) {
      case K::Var: {
        Cons c = S.tvar(t->id).cons;
        if (c == Cons::Num || c == Cons::Int || c == Cons::IntBool) return prim_type(PrimType::I32);
        if (c == Cons::Float) return prim_type(PrimType::F64);
        return t;
      }
      case K::Array: {
        auto r = std::make_shared<TypeNode>(*t);
        r->elem = literal_defaults(t->elem);
        return r;
      }
      case K::Tuple: {
        auto r = std::make_shared<TypeNode>(*t);
        for (auto& e : r->elems) e = literal_defaults(e);
        return r;
      }
      case K::Record: {
        auto r = std::make_shared<TypeNode>(*t);
        for (auto& f : r->fields) f.second = literal_defaults(f.second);
        return r;
      }
      case K::Sum: {
        auto r = std::make_shared<TypeNode>(*t);
        for (auto& c : r->constrs)
          for (auto& x : c.second) x = literal_defaults(x);
        return r;
      }
      case K::Arrow: {
        auto r = std::make_shared<TypeNode>(*t);
        r->param = literal_defaults(t->param);
        r->result = literal_defaults(t->result);
        return r;
      }
      default: return t;
    }
  }
  bool has_function_type(const TypeP& t0) {
    TypeP t = S.resolve(t0);
    std::function<bool(const TypeP&)> has_fun = [&](const TypeP& x) -> bool {
      switch (x->kind) {
        case K::Arrow: return true;
        case K::Tuple:
          for (auto& e : x->elems) if (has_fun(e)) return true;
          return false;
        case K::Record:
          for (auto& f : x->fields) if (has_fun(f.second)) return true;
          return false;
        case K::Sum:
          for (auto& c : x->constrs)
            for (auto& p : c.second) if (has_fun(p)) return true;
          return false;
        case K::Array: return has_fun(x->elem);
        // Within its function, a lifted type parameter `'^a` counts as a
        // function type (language reference, "Higher-order functions").
        case K::Param: return lifted_params_.count(x->id) > 0;
        default: return false;
      }
    };
    return has_fun(t);
  }

  TypeP index_type(const ast::Expr& e, const TypeP& at, const std::vector<ast::DimIndex>& idx,
                   const ScopeP& sc) {
    // The array must have at least as many dimensions as there are indices.
    TypeP h = S.resolve(at);
    std::vector<SizeP> shape;
    TypeP elem;
    if (h->kind == K::Array && h->shape.size() >= idx.size()) {
      shape = h->shape;
      elem = h->elem;
    } else {
      for (size_t i = 0; i < idx.size(); ++i) shape.push_back(fresh_size());
      elem = fresh();
      const ast::Expr* indexed = e.elems[0].get();
      S.unify(array_type(shape, elem), at, e.span,
              Why::lazy([this, indexed] { return "the indexed value `" + short_text(*indexed) + "`"; }));
      TypeP h2 = S.resolve(at);
      shape = h2->shape;
      elem = h2->elem;
    }
    std::vector<SizeP> out;
    for (size_t i = 0; i < idx.size(); ++i) {
      const ast::DimIndex& d = idx[i];
      auto int_index = [&](const ast::ExprPtr& x) {
        if (!x) return;
        TypeP it = infer(*x, sc);
        S.constrain(it, Cons::Int, x->span, "an index");
        // Futhark's indices are i64: one whose type nothing else decides
        // (`def get {i, n} xs = xs[i:i+n]`) defaults to i64, not i32.
        if (TypeP r = S.resolve(it); r->kind == K::Var) index_vars_.push_back(r);
      };
      if (!d.is_slice) {
        int_index(d.index);
        continue;
      }
      // "Slicing can be done only with expressions of type i64."
      for (const ast::ExprPtr* x : {&d.start, &d.end, &d.stride})
        if (*x) infer_expect(**x, sc, prim_type(PrimType::I64), "a slice bound");
      // Known sizes, as the reference's "Slices" lists them: `a[0:n]`,
      // `a[:n]`, `a[0:n:1]`, `a[:n:1]` have size n when n is a variable or
      // a constant; `a[:]`, `a[::1]` and `a[::-1]` keep the dimension.  Any
      // other slice has an unknown (existential) size.
      SizeP n = shape[i];
      auto is_lit = [](const ast::ExprPtr& x, int64_t v) {
        if (!x) return false;
        if (x->kind == ast::Expr::Kind::IntLit)
          return x->negative ? v < 0 && x->int_value == (uint64_t)-v : v >= 0 && x->int_value == (uint64_t)v;
        return v < 0 && x->kind == ast::Expr::Kind::Neg && x->elems[0]->kind == ast::Expr::Kind::IntLit &&
               x->elems[0]->int_value == (uint64_t)-v;
      };
      bool unit_stride = !d.stride || is_lit(d.stride, 1);
      bool zero_start = !d.start || is_lit(d.start, 0);
      if (!d.start && !d.end && (unit_stride || is_lit(d.stride, -1))) {
        out.push_back(n);
        continue;
      }
      // `a[0:]` (and `a[0::1]`) keeps the dimension, as `a[:]` does
      // (Futhark's checker: a start of 0 and no end give the size `n`).
      if (unit_stride && zero_start && !d.end) {
        out.push_back(n);
        continue;
      }
      if (unit_stride && zero_start && d.end) {
        std::optional<SizeP> b = size_of_expr(*d.end, sc);
        if (b) {
          out.push_back(*b);
          continue;
        }
      }
      // As Futhark's checker does (beyond the reference's list): with a
      // unit stride, `a[i:j]` has size `j - i` and `a[i:]` size `n - i`
      // when the bounds are size expressions, so that `map2 f xs[1:]
      // xs[:n-1]` checks.  A slice out of bounds fails at run time.
      if (unit_stride && d.start && !zero_start) {
        std::optional<SizeP> a = size_of_expr(*d.start, sc);
        std::optional<SizeP> b = d.end ? size_of_expr(*d.end, sc) : std::optional<SizeP>(n);
        SizeP bn = b ? S.resolve(*b) : nullptr;
        if (a && bn && bn->kind != SizeNode::Kind::Flex) {
          out.push_back(size_binop("-", bn, *a));
          continue;
        }
      }
      // `a[i:j:-1]` has size `i - j` (Futhark's checker).
      if (is_lit(d.stride, -1) && d.start && d.end) {
        std::optional<SizeP> a = size_of_expr(*d.start, sc);
        std::optional<SizeP> b = size_of_expr(*d.end, sc);
        if (a && b) {
          out.push_back(size_binop("-", *a, *b));
          continue;
        }
      }
      out.push_back(existential("s"));
      S.rigid_origin(out.back()->id, Origin{e.span, "the unknown size of a slice"});
    }
    for (size_t i = idx.size(); i < shape.size(); ++i) out.push_back(shape[i]);
    return array_type(out, elem);
  }

  TypeP infer_node(const ast::Expr& e, const ScopeP& sc) {
    using EK = ast::Expr::Kind;
    switch (e.kind) {
      case EK::IntLit:
      case EK::FloatLit:
      case EK::CharLit: return literal_type(e);
      case EK::BoolLit: return prim_type(PrimType::Bool);
      case EK::StringLit:
        return array_type({size_const((int64_t)e.string_value.size())}, prim_type(PrimType::U8));
      case EK::Var:
        // `???`, the typed hole: any type (its evaluation fails).
        if (e.name == "???") return fresh(Cons::None, e.span, "the typed hole `???`");
        return lookup_var(e, e.name, sc);
      case EK::Unit: return unit_type();
      case EK::Tuple: {
        std::vector<TypeP> es;
        for (auto& x : e.elems) es.push_back(infer(*x, sc));
        return tuple_type(es);
      }
      case EK::Record: {
        std::vector<std::pair<std::string, TypeP>> fs;
        std::set<std::string> seen;
        for (size_t i = 0; i < e.elems.size(); ++i) {
          if (!seen.insert(e.field_names[i]).second)
            type_error(e.elems[i]->span, "field `" + e.field_names[i] + "` is given twice");
          fs.push_back({e.field_names[i], infer(*e.elems[i], sc)});
        }
        return record_type(fs);
      }
      case EK::ArrayLit: {
        if (e.elems.empty()) {
          TypeP elem = fresh(Cons::None, e.span, "the empty array");
          empty_arrays_.push_back({&e, elem, fresh_id()});
          return array_type({size_const(0)}, elem);
        }
        TypeP t0 = infer(*e.elems[0], sc);
        for (size_t i = 1; i < e.elems.size(); ++i)
          S.unify(t0, infer(*e.elems[i], sc), e.elems[i]->span,
                  "element " + std::to_string(i + 1) + " of the array literal");
        check_order_zero(t0, e.span, "an array element");
        return array_type({size_const((int64_t)e.elems.size())}, t0);
      }
      case EK::Range: {
        TypeP t = infer(*e.elems[0], sc);
        S.constrain(t, Cons::Int, e.elems[0]->span, "a range bound");
        for (size_t i = 1; i < e.elems.size(); ++i)
          S.unify(t, infer(*e.elems[i], sc), e.elems[i]->span, "a range bound");
        if (auto z = range_size(e, t, sc)) return array_type({*z}, t);
        SizeP r = existential("r");
        S.rigid_origin(r->id, Origin{e.span, "the unknown size of a range"});
        return array_type({r}, t);
      }
      case EK::Proj: {
        TypeP t = infer(*e.elems[0], sc);
        TypeP ft = fresh();
        S.require_field(t, e.field, ft, e.span);
        return ft;
      }
      case EK::Index: {
        TypeP at = infer(*e.elems[0], sc);
        return index_type(e, at, e.indices, sc);
      }
      case EK::Apply: {
        const ast::Expr& f = *e.elems[0];
        TypeP ft = infer(f, sc);
        std::vector<const ast::Expr*> args;
        std::vector<TypeP> ats;
        std::vector<std::pair<int, int>> marks;  // the ids made while each argument was checked
        for (size_t i = 1; i < e.elems.size(); ++i) {
          args.push_back(e.elems[i].get());
          int before = fresh_id();
          ats.push_back(infer(*e.elems[i], sc));
          marks.push_back({before, fresh_id()});
        }
        const ast::ValDecl* decl = nullptr;
        bool soac_map = false;
        if (f.kind == EK::Var)
          if (const ValBind* v = lookup_val(sc, f.name)) {
            if (v->kind == Ref::Kind::Global) decl = v->decl;
            if (v->kind == Ref::Kind::Builtin && v->name.rfind("map", 0) == 0) soac_map = true;
            if (v->self_rec >= 0) self_recs_[v->self_rec].args[&f] = args;
          }
        return apply(ft, fun_name(f), args, ats, sc, e.span, decl, soac_map, &marks);
      }
      case EK::BinOp: {
        TypeP ft = op_type(e, e.op, e.qual, sc);
        int mark = fresh_id();
        TypeP a = infer(*e.elems[0], sc), b = infer(*e.elems[1], sc);
        std::string name = "`" + (e.qual.empty() ? "" : e.qual + ".") + e.op + "`";
        if (e.op == "==" || e.op == "!=") check_order_zero(a, e.span, "an operand of " + name);
        TypeP r = apply(ft, "the operator " + name, {e.elems[0].get(), e.elems[1].get()}, {a, b}, sc, e.span);
        if ((e.op == ">->" || e.op == "<-<") && e.qual.empty()) check_composition(e, e.op == ">->" ? a : b, mark);
        return r;
      }
      case EK::Neg: {
        TypeP t = infer(*e.elems[0], sc);
        S.constrain(t, Cons::Num, e.span, "the operand of unary `-`");
        return t;
      }
      case EK::Not: {
        TypeP t = infer(*e.elems[0], sc);
        // `!` is logical negation on `bool` and bitwise on integers: an
        // operand not yet known is either (a top-level definition left
        // with it defaults to `bool`).
        S.constrain(t, Cons::IntBool, e.span, "the operand of `!`");
        return t;
      }
      case EK::If: {
        infer_expect(*e.elems[0], sc, prim_type(PrimType::Bool), "the condition of `if`");
        TypeP a = infer(*e.elems[1], sc), b = infer(*e.elems[2], sc);
        TypeP r =
            S.combine(a, b, e.elems[2]->span,
                      "Couldn't match expected type (the branches of `if` have different types)");
        check_order_zero(r, e.span, "the result of `if`");
        return r;
      }
      case EK::Let: {
        TypeP t = infer(*e.elems[0], sc);
        ScopeP inner = sc;
        DimCtx ctx;
        ctx.mode = DimCtx::Mode::RetCheck;
        for (auto& n : e.size_params) {
          SizeP z = fresh_size(e.span, "the size `" + n + "`");
          ctx.subst[n] = z;
        }
        if (!e.size_params.empty()) {
          // `let [n] (p: [n]t) = e`: the sizes are those of the value.
          TypeP pt = param_type_with(*e.pat, sc, ctx);
          // Each size must be the size of an array the pattern binds
          // (error index "unused-size"): a size only in a function type,
          // or in none, could not be read from the value.
          for (auto& n : e.size_params)
            if (!dim_of_array(S.resolve(pt), S.resolve(ctx.subst[n])))
              type_error(e.span, "Size `" + n + "` unused in pattern: `let [" + n + "] " + ast::print_pat(*e.pat) +
                                     "` does not give `" + n + "` as the size of an array",
                         "annotate the bound array with it (`let [" + n + "] (xs: [" + n + "]t) = ...`)");
          S.unify(pt, t, e.span, "the binding `" + ast::print_pat(*e.pat) + "`");
          for (auto& n : e.size_params) {
            SizeP z = S.resolve(ctx.subst[n]);
            // A size of the function's parameters (still open) stays the
            // parameter's: it is not made here.
            if (z->kind == SizeNode::Kind::Flex && !S.guarded(z)) {
              SizeP ex = existential(n);
              S.rigid_origin(ex->id, Origin{e.span, "the size `" + n + "` of `let [" + n + "]`"});
              S.unify_size(z, ex, e.span, "the size `" + n + "`");
              z = ex;
            }
            tp_.let_sizes[&e].push_back(z);
            ValBind v;
            v.type = prim_type(PrimType::I64);
            v.as_size = z;
            inner = bind_val(inner, n, v);
          }
        }
        // `let rs = i64.i32 k`, `let m = n + 1`: inside the body `rs` is a
        // size of its own; where the body's type leaves the `let` it is
        // replaced by its definition (the reference's sizes going out of
        // scope), so a function whose return type names `i64.i32 k` may
        // return `replicate rs x`.  The definition is read before the
        // binding, so `let chunk = i64.i16 chunk` means the outer `chunk`.
        std::optional<SizeP> defined;
        if (e.size_params.empty() && e.pat->kind == ast::Pat::Kind::Id) {
          TypeP h = S.head(t);
          if (h->kind == K::Prim && h->prim == PrimType::I64)
            if (auto z = size_of_expr(*e.elems[0], sc)) {
              SizeP r = S.resolve(*z);
              if (r->kind == SizeNode::Kind::Term || r->kind == SizeNode::Kind::BinOp ||
                  (r->kind == SizeNode::Kind::Name && !r->anon))
                defined = r;
            }
        }
        {
          BindScope bs(e.elems[1]->span);
          inner = bind_pat(*e.pat, t, inner);
        }
        TypeP body = infer(*e.elems[1], inner);
        if (defined && inner->name == e.pat->name && inner->val.as_size) {
          RigidSubst out;
          out.sizes[inner->val.as_size->id] = *defined;
          body = subst_rigid(S.resolve(body), out);
        }
        return body;
      }
      case EK::LetFun: {
        // The local functions defined after this one in the same chain of
        // `let`s: a use of one in this body is mutual recursion.
        size_t outer_later = later_locals_.size();
        for (const ast::Expr* k = e.elems[1].get(); k && (k->kind == EK::Let || k->kind == EK::LetFun);
             k = k->elems[1].get())
          if (k->kind == EK::LetFun) later_locals_.push_back({k->name, k->span});
        std::shared_ptr<Scheme> sch;
        try {
          sch = check_function(e.name, e.type_params, e.size_params, e.params, e.type.get(), *e.elems[0], sc,
                               e.span, false, &e, nullptr);
        } catch (...) {
          later_locals_.resize(outer_later);
          throw;
        }
        later_locals_.resize(outer_later);
        ValBind v;
        v.kind = Ref::Kind::Local;
        v.scheme = sch;
        ScopeP inner = bind_val(sc, e.name, v);
        return infer(*e.elems[1], inner);
      }
      case EK::With: {
        TypeP at = infer(*e.elems[0], sc);
        TypeP rt = index_type(e, at, e.indices, sc);
        TypeP vt = infer(*e.elems[1], sc);
        // Sizes of updated slices are checked when the update runs.
        S.unify(with_fresh_sizes(rt), vt, e.elems[1]->span, "the value written by `with`");
        return at;
      }
      case EK::RecordUpdate: {
        TypeP rt = infer(*e.elems[0], sc);
        TypeP cur = rt;
        if (S.head(rt)->kind == K::Var)
          type_error(e.elems[0]->span,
                     "Full type of `" + ast::print_expr(*e.elems[0]) +
                         "` is not known at this point: a record update needs it",
                     "annotate its type where it is bound, e.g. on the parameter");
        for (auto& f : e.field_path) {
          TypeP ft = fresh();
          S.require_field(cur, f, ft, e.span);
          cur = ft;
        }
        // The field keeps its type up to sizes: a field whose size the
        // record type leaves open (`[]` in a `type~`) may get a value of
        // another size, and the result has the new value's sizes.
        TypeP vt = infer(*e.elems[1], sc);
        S.unify(with_fresh_sizes(cur), vt, e.elems[1]->span,
                "the new value of the field `" + e.field_path.back() + "`");
        return with_field_type(rt, e.field_path, 0, vt);
      }
      case EK::Loop: return infer_loop(e, sc);
      case EK::Lambda: {
        DimCtx ctx;
        ctx.mode = DimCtx::Mode::Param;
        ctx.lambda = true;
        ScopeP inner = sc;
        std::vector<TypeP> pts;
        size_t seen_implicit = 0;
        std::map<std::string, Span> param_names;  // a name bound twice is an error
        for (auto& p : e.params) {
          pts.push_back(param_type(*p, inner, ctx));
          for (; seen_implicit < ctx.implicit.size(); ++seen_implicit) {
            auto& [n, z] = ctx.implicit[seen_implicit];
            if (n.empty()) continue;
            ValBind v;
            v.type = prim_type(PrimType::I64);
            v.as_size = z;
            inner = bind_val(inner, n, v);
          }
          BindScope bs(e.elems[0]->span);
          inner = bind_pat(*p, pts.back(), inner, &param_names, true);
        }
        // A lambda's parameters are in the same scope as a function's: their
        // sizes may not become sizes made in the body (scope violation).
        size_t guard_mark = S.guard_mark();
        int first_inner = fresh_id();
        for (size_t i = 0; i < pts.size(); ++i)
          S.guard(pts[i], first_inner, "the lambda's parameter " + param_display(*e.params[i]));
        TypeP bt = infer(*e.elems[0], inner);
        S.unguard_to(guard_mark);
        if (e.type) {
          DimCtx rc;
          rc.mode = DimCtx::Mode::RetCheck;
          S.unify(texp(*e.type, inner, rc), bt, e.elems[0]->span, "the body of the lambda");
        }
        TypeP t = bt;
        for (size_t i = pts.size(); i-- > 0;) {
          auto [psize, pname] = named_param(*e.params[i], inner);
          t = arrow_type(pts[i], t, psize, pname);
        }
        return t;
      }
      case EK::OpSection: return op_type(e, e.op, e.qual, sc);
      case EK::LeftSection: {
        // (x op): \y -> x op y
        TypeP ft = op_type(e, e.op, e.qual, sc);
        TypeP a = infer(*e.elems[0], sc);
        TypeP h = S.head(ft);
        S.unify(h->param, a, e.elems[0]->span, "the left operand of `" + e.op + "`");
        return h->result;
      }
      case EK::RightSection: {
        // (op y): \x -> x op y
        TypeP ft = op_type(e, e.op, e.qual, sc);
        TypeP b = infer(*e.elems[0], sc);
        TypeP h = S.head(ft);
        TypeP h2 = S.head(h->result);
        if (h2->kind != K::Arrow) type_error(e.span, "the operator `" + e.op + "` takes fewer than two arguments");
        S.unify(h2->param, b, e.elems[0]->span, "the right operand of `" + e.op + "`");
        return arrow_type(h->param, h2->result);
      }
      case EK::ProjSection: {
        TypeP a = fresh(Cons::None, e.span, "the argument of `(." + e.field + ")`");
        TypeP cur = a;
        std::vector<std::string> path = e.field_path;
        if (path.empty()) path = {e.field};
        for (auto& f : path) {
          TypeP ft = fresh();
          S.require_field(cur, f, ft, e.span);
          cur = ft;
        }
        return arrow_type(a, cur);
      }
      case EK::Ascript: {
        TypeP t = infer(*e.elems[0], sc);
        DimCtx ctx;
        ctx.mode = DimCtx::Mode::Ascribe;
        TypeP at = texp(*e.type, sc, ctx);
        S.unify(at, t, e.span, "the type ascription");
        return t;
      }
      case EK::Coerce: {
        TypeP t = infer(*e.elems[0], sc);
        DimCtx ctx;
        ctx.mode = DimCtx::Mode::Ascribe;
        TypeP at = texp(*e.type, sc, ctx);
        return coerce(at, t, e.span);
      }
      case EK::Assert: {
        infer_expect(*e.elems[0], sc, prim_type(PrimType::Bool), "the condition of `assert`");
        return infer(*e.elems[1], sc);
      }
      case EK::Constr: {
        TypeP t = fresh(Cons::None, e.span, "the constructor `#" + e.name + "`");
        std::vector<TypeP> ps;
        for (auto& x : e.elems) ps.push_back(infer(*x, sc));
        S.require_constr(t, e.name, ps, e.span);
        return t;
      }
      case EK::Match: {
        TypeP st = infer(*e.elems[0], sc);
        TypeP r;
        for (size_t i = 0; i < e.cases.size(); ++i) {
          ScopeP inner;
          {
            BindScope bs(e.elems[i + 1]->span);
            inner = bind_pat(*e.cases[i], st, sc);
          }
          TypeP bt = infer(*e.elems[i + 1], inner);
          r = r ? S.combine(r, bt, e.elems[i + 1]->span, "the cases of `match` have different types") : bt;
        }
        if (!r) type_error(e.span, "`match` without cases");
        check_order_zero(r, e.span, "the result of `match`");
        return r;
      }
      case EK::Attr: return infer(*e.elems[0], sc);
      case EK::LocalOpen: break;  // removed by elaborate/defunctorise.h
    }
    internal_error("infer: unhandled expression kind", __FILE__, __LINE__);
  }

  TypeP param_type_with(const ast::Pat& p, const ScopeP& sc, DimCtx& ctx) { return param_type(p, sc, ctx); }

  // A parameter that is a single name of type i64 may be used in sizes of
  // later types: `(n: i64) -> [n]t`.  Returns its rigid size id.
  std::pair<int, std::string> named_param(const ast::Pat& p, const ScopeP& sc) {
    const ast::Pat* q = &p;
    while (q->kind == ast::Pat::Kind::Ascribed) q = q->inner.get();
    if (q->kind != ast::Pat::Kind::Id) return {-1, ""};
    const ValBind* v = lookup_local(sc, q->name);
    if (!v || !v->as_size || v->as_size->kind != SizeNode::Kind::Name) return {-1, ""};
    TypeP t = S.head(v->type);
    if (!(t->kind == K::Prim && t->prim == PrimType::I64)) return {-1, ""};
    return {v->as_size->id, q->name};
  }

  // `t` with the field at `path[i..]` replaced by `vt`.
  TypeP with_field_type(const TypeP& t0, const std::vector<std::string>& path, size_t i, const TypeP& vt) {
    if (i == path.size()) return vt;
    TypeP t = S.head(t0);
    if (t->kind == K::Record) {
      std::vector<std::pair<std::string, TypeP>> fs = t->fields;
      for (auto& [n, f] : fs)
        if (n == path[i]) f = with_field_type(f, path, i + 1, vt);
      return record_type(fs);
    }
    if (t->kind == K::Tuple) {
      std::vector<TypeP> es = t->elems;
      for (size_t k = 0; k < es.size(); ++k)
        if (std::to_string(k) == path[i]) es[k] = with_field_type(es[k], path, i + 1, vt);
      return tuple_type(es);
    }
    return t0;
  }

  // `e :> t`: the structure of `actual` with the sizes of `target` (sizes
  // that `target` leaves anonymous are those of `actual`).
  // `t` with every size a fresh flexible size.
  // `sums`: also in the payloads of sum types.
  TypeP with_fresh_sizes(const TypeP& t0, bool sums = false) {
    TypeP t = S.head(t0);
    switch (t->kind) {
      case K::Array: {
        std::vector<SizeP> shape;
        for (size_t i = 0; i < t->shape.size(); ++i) shape.push_back(fresh_size());
        return array_type(shape, with_fresh_sizes(t->elem, sums));
      }
      case K::Tuple: {
        std::vector<TypeP> es;
        for (auto& e : t->elems) es.push_back(with_fresh_sizes(e, sums));
        return tuple_type(es);
      }
      case K::Record: {
        std::vector<std::pair<std::string, TypeP>> fs;
        for (auto& [n, f] : t->fields) fs.push_back({n, with_fresh_sizes(f, sums)});
        return record_type(fs);
      }
      case K::Sum: {
        if (!sums) return t;
        std::vector<std::pair<std::string, std::vector<TypeP>>> cs;
        for (auto& [c, ps] : t->constrs) {
          cs.push_back({c, {}});
          for (auto& p : ps) cs.back().second.push_back(with_fresh_sizes(p, sums));
        }
        return sum_type(cs);
      }
      default: return t;
    }
  }

  TypeP coerce(const TypeP& target, const TypeP& actual, const Span& sp) {
    if (S.head(actual)->kind == K::Var) S.unify(with_fresh_sizes(target), actual, sp, "the size coercion");
    TypeP t = S.head(target), a = S.head(actual);
    // An array whose element is a variable bound to an array: its whole shape.
    if (t->kind == K::Array && a->kind == K::Array && t->shape.size() != a->shape.size()) {
      t = S.resolve(target);
      a = S.resolve(actual);
    }
    if (t->kind == K::Array && a->kind == K::Array && t->shape.size() == a->shape.size()) {
      for (size_t i = 0; i < t->shape.size(); ++i) {
        SizeP ts = S.resolve(t->shape[i]);
        if (ts->kind == SizeNode::Kind::Flex) S.unify_size(ts, a->shape[i], sp, "the size coercion");
      }
      coerce(t->elem, a->elem, sp);
      return target;
    }
    if (t->kind == K::Tuple && a->kind == K::Tuple && t->elems.size() == a->elems.size()) {
      for (size_t i = 0; i < t->elems.size(); ++i) coerce(t->elems[i], a->elems[i], sp);
      return target;
    }
    if (t->kind == K::Record && a->kind == K::Record && t->fields.size() == a->fields.size()) {
      for (size_t i = 0; i < t->fields.size(); ++i) {
        if (t->fields[i].first != a->fields[i].first) S.unify(target, actual, sp, "the size coercion");
        coerce(t->fields[i].second, a->fields[i].second, sp);
      }
      return target;
    }
    if (a->kind == K::Array && t->kind == K::Array) {
      type_error(sp, "the size coercion changes the rank: `" + S.show(actual) + "` to `" + S.show(target) + "`");
    }
    S.unify(target, actual, sp, "the size coercion");
    return target;
  }

  TypeP infer_loop(const ast::Expr& e, const ScopeP& sc) {
    // The initial value: given, or the pattern's variables in scope.
    TypeP init;
    if (e.elems[0]) {
      init = infer(*e.elems[0], sc);
    } else {
      std::function<TypeP(const ast::Pat&)> from_scope = [&](const ast::Pat& p) -> TypeP {
        switch (p.kind) {
          case ast::Pat::Kind::Id: {
            const ValBind* v = lookup_val(sc, p.name);
            if (!v || !v->type) type_error(p.span, "`loop " + p.name + "` without `=`: `" + p.name + "` is not in scope");
            return v->type;
          }
          case ast::Pat::Kind::Tuple: {
            std::vector<TypeP> es;
            for (auto& x : p.elems) es.push_back(from_scope(*x));
            return tuple_type(es);
          }
          case ast::Pat::Kind::Ascribed: return from_scope(*p.inner);
          default: type_error(p.span, "`loop` without `=` needs a pattern of variables");
        }
      };
      init = from_scope(*e.pat);
    }
    check_order_zero(init, e.span, "a loop parameter");
    // Variables made before the loop that the body binds to a size of a
    // loop parameter that turns out loop-variant: error index
    // "loop-variant-escape".
    int loop_first = fresh_id();
    DimCtx ctx;
    ctx.mode = DimCtx::Mode::Param;
    std::set<int> loop_anon;
    ctx.loop_anon = &loop_anon;
    TypeP mt = param_type(*e.pat, sc, ctx);
    TypeP ann = mt;
    ScopeP inner = sc;
    for (auto& [n, z] : ctx.implicit)
      if (!n.empty()) {
        ValBind v;
        v.type = prim_type(PrimType::I64);
        v.as_size = z;
        inner = bind_val(inner, n, v);
      }
    // Sizes of the parameter's annotation that are anonymous or new are
    // loop-variant: the initial value's where it has the same, else fresh.
    std::set<int> variant_ids;
    for (auto& [n, z] : ctx.implicit)
      if (z->kind == SizeNode::Kind::Name) variant_ids.insert(z->id);
    mt = S.combine_loop_init(mt, init, variant_ids, e.span, "the initial value of the loop");
    const bool typed = true;
    // The iteration's bound or array, once (outside the loop's scope).
    TypeP for_bound, for_row;
    if (e.loop_form == ast::LoopForm::For) {
      for_bound = infer(*e.elems[1], sc);
      S.constrain(for_bound, Cons::Int, e.elems[1]->span, "the bound of a `for` loop");
    } else if (e.loop_form == ast::LoopForm::ForIn) {
      TypeP xs = infer(*e.elems[1], sc);
      for_row = fresh();
      S.unify(array_type({fresh_size()}, for_row), xs, e.elems[1]->span, "the array of a `for ... in` loop");
    }
    const ScopeP inner0 = inner;
    TypeP r;
    std::vector<SizeP> variant_from;
    std::vector<SizeP> outer_bound;
    std::vector<std::pair<int, SizeP>> variant_flex;  // pass 1: each changing size, open
    // The body is checked with the parameters at the initial value's
    // sizes; where the body's result changes a size, it is checked again
    // with that size of the parameters made fresh (as Futhark does), so
    // that sizes the body infers from a parameter (`rep true` as
    // `scatter`'s values for indices computed from it) are the
    // iteration's, not the initial value's.
    for (int pass = 0; pass < 2; ++pass) {
      inner = inner0;
      std::optional<BindScope> loop_scope;  // the loop's names are visible in its body
      loop_scope.emplace(e.elems[2]->span);
      switch (e.loop_form) {
        case ast::LoopForm::For: {
          ValBind v;
          v.type = for_bound;
          v.as_size = size_name(fresh_id(), e.loop_var);
          inner = bind_val(inner, e.loop_var, v);
          inner = bind_pat(*e.pat, mt, inner, nullptr, typed);
          break;
        }
        case ast::LoopForm::ForIn: {
          inner = bind_pat(*e.loop_pat, for_row, inner);
          inner = bind_pat(*e.pat, mt, inner, nullptr, typed);
          break;
        }
        case ast::LoopForm::While: {
          inner = bind_pat(*e.pat, mt, inner, nullptr, typed);
          infer_expect(*e.elems[1], inner, prim_type(PrimType::Bool), "the condition of a `while` loop");
          break;
        }
      }
      loop_scope.reset();
      S.begin_bind_log(loop_first, init);
      // Pass 1: the open sizes are the parameter's, not sizes not known
      // yet: guarded, so that the branches of an `if` over `ys ++ zs` and
      // `ys` differ in size rather than making them one, and a size made
      // in the body cannot become one of them.
      const size_t open_mark = S.guard_mark();
      if (pass == 1) {
        const int open_first = fresh_id();
        for (auto& [id, f] : variant_flex)
          S.guard(array_type({f}, prim_type(PrimType::Bool)), open_first, "a loop-variant size of the loop parameter");
      }
      TypeP body;
      try {
        body = infer(*e.elems[2], inner);
      } catch (...) {
        S.unguard_to(open_mark);
        S.end_bind_log();
        throw;
      }
      S.unguard_to(open_mark);
      outer_bound = S.end_bind_log();
      // A size that the parameter's annotation names from the enclosing
      // scope (`loop (ys: [n]i32) = xs`) or writes as an expression is not
      // loop-variant: the body's result must have it.
      std::set<int> implicit_ids;
      for (auto& [n, z] : ctx.implicit)
        if (z->kind == SizeNode::Kind::Name) implicit_ids.insert(z->id);
      std::function<void(const TypeP&, const TypeP&)> fixed = [&](const TypeP& a0, const TypeP& b0) {
        TypeP a = S.head(a0), b = S.head(b0);
        if (a->kind == K::Array && b->kind == K::Array && a->shape.size() == b->shape.size()) {
          for (size_t i = 0; i < a->shape.size(); ++i) {
            // `[]`: inferred, as an unannotated parameter's size.
            if (a->shape[i]->kind == SizeNode::Kind::Flex && loop_anon.count(a->shape[i]->id)) continue;
            SizeP x = S.resolve(a->shape[i]);
            bool from_scope = (x->kind == SizeNode::Kind::Name && !x->anon && !implicit_ids.count(x->id)) ||
                              x->kind == SizeNode::Kind::Const || x->kind == SizeNode::Kind::BinOp ||
                              x->kind == SizeNode::Kind::Term;
            if (from_scope)
              S.unify_size(x, b->shape[i], e.elems[2]->span,
                           "the loop body's result does not match the loop parameter's declared type");
          }
          fixed(a->elem, b->elem);
        } else if (a->kind == K::Tuple && b->kind == K::Tuple && a->elems.size() == b->elems.size()) {
          for (size_t i = 0; i < a->elems.size(); ++i) fixed(a->elems[i], b->elems[i]);
        } else if (a->kind == K::Record && b->kind == K::Record && a->fields.size() == b->fields.size()) {
          for (size_t i = 0; i < a->fields.size(); ++i) fixed(a->fields[i].second, b->fields[i].second);
        }
      };
      // Only the annotated parts of the pattern: an unannotated parameter
      // beside annotated ones (`loop (k: i64, ys) = (0, xs)`) takes its
      // sizes from the initial value and may change them.
      std::function<void(const ast::Pat&, const TypeP&, const TypeP&)> fixed_pat =
          [&](const ast::Pat& p, const TypeP& a0, const TypeP& b0) {
            if (!ann_has_type(p)) return;
            TypeP a = S.head(a0), b = S.head(b0);
            if (p.kind == ast::Pat::Kind::Tuple && a->kind == K::Tuple && b->kind == K::Tuple &&
                a->elems.size() == p.elems.size() && b->elems.size() == p.elems.size()) {
              for (size_t i = 0; i < p.elems.size(); ++i) fixed_pat(*p.elems[i], a->elems[i], b->elems[i]);
              return;
            }
            fixed(a, b);
          };
      fixed_pat(*e.pat, ann, body);
      variant_from.clear();
      // Pass 1: the loop-variant sizes that the body left open are the
      // iteration's own (rigid, as the sizes of the first pass were).
      std::set<int> own_sizes;
      if (pass == 1)
        for (auto& [id, f] : variant_flex)
          if (S.resolve(f)->kind == SizeNode::Kind::Flex) {
            int nid = fresh_id();
            own_sizes.insert(nid);
            S.unify_size(f, size_anon(nid, "d" + std::to_string(nid)), e.span, "the loop parameter");
          }
      const int combine_first = fresh_id();
      r = S.combine_loop(mt, body, e.elems[2]->span, "the loop body's result does not match the loop parameter",
                               &variant_from);
      if (pass == 1) {
        // A loop-variant size that the body required to be a size known
        // outside the loop is not loop-variant, and the body's result
        // does not have it.
        for (auto& [id, f] : variant_flex) {
          SizeP z = S.resolve(f);
          if (z->kind == SizeNode::Kind::Name && own_sizes.count(z->id)) continue;
          for (const SizeP& v : variant_from)
            if (same_size(S.resolve(v), z))
              type_error(e.elems[2]->span,
                         "the loop body's result does not match the loop parameter: the body requires the size `" +
                             show_size(z) + "` of the loop parameter, which its result changes",
                         "put explicit size annotations on the loop parameter");
        }
      }
      for (const SizeP& v0 : variant_from) {
        SizeP v = S.resolve(v0);
        if (v->kind != SizeNode::Kind::Name && v->kind != SizeNode::Kind::Flex) continue;
        std::function<bool(const SizeP&)> mentions = [&](const SizeP& z0) {
          SizeP z = S.resolve(z0);
          if (z->kind == v->kind && z->id == v->id && (z->kind == SizeNode::Kind::Name || z->kind == SizeNode::Kind::Flex))
            return true;
          return z->kind == SizeNode::Kind::BinOp && (mentions(z->a) || mentions(z->b));
        };
        for (const SizeP& z : outer_bound)
          if (mentions(z))
            type_error(e.span,
                       "Loop-variant size has escaped: the size `" + show_size(v) +
                           "` of the loop parameter changes in every iteration, but the loop body gives a "
                           "variable bound outside the loop the size `" + show_size(S.resolve(z)) + "`",
                       "put explicit size annotations on the function's parameters and the loop parameter");
      }
      if (pass == 1 || variant_from.empty()) break;
      // The body is checked again with each size that changed open (as
      // Futhark's loop parameters have sizes of their own that the body
      // may relate: `loop m = [[1]] for _ < k do square_concat m m` needs
      // the two dimensions of `m` to be one size), each one a size of
      // its own where the body does not relate them.
      RigidSubst open;
      std::function<void(const TypeP&)> collect = [&](const TypeP& x0) {
        TypeP x = S.resolve(x0);
        switch (x->kind) {
          case K::Array:
            for (auto& d : x->shape)
              if (d->kind == SizeNode::Kind::Name && d->anon && d->id > combine_first && !open.sizes.count(d->id)) {
                SizeP f = fresh_size(e.span, "a loop-variant size of the loop parameter");
                open.sizes[d->id] = f;
                variant_flex.push_back({d->id, f});
              }
            collect(x->elem);
            break;
          case K::Tuple:
            for (auto& y : x->elems) collect(y);
            break;
          case K::Record:
            for (auto& y : x->fields) collect(y.second);
            break;
          default: break;
        }
      };
      collect(r);
      mt = open.empty() ? r : subst_rigid(S.resolve(r), open);
    }
    return r;
  }
  // The rigid sizes of a function body's type that the body made (ids
  // after `first_inner`): TypedProgram::body_made_sizes.
  void note_body_made_sizes(const TypeP& t0, int first_inner) {
    TypeP t = S.resolve(t0);
    switch (t->kind) {
      case K::Array:
        for (auto& d0 : t->shape) {
          SizeP d = S.resolve(d0);
          if (d->kind == SizeNode::Kind::Name && d->id > first_inner) tp_.body_made_sizes.insert(d->id);
        }
        note_body_made_sizes(t->elem, first_inner);
        break;
      case K::Tuple:
        for (auto& e : t->elems) note_body_made_sizes(e, first_inner);
        break;
      case K::Record:
        for (auto& f : t->fields) note_body_made_sizes(f.second, first_inner);
        break;
      case K::Sum:
        for (auto& c : t->constrs)
          for (auto& q : c.second) note_body_made_sizes(q, first_inner);
        break;
      default: break;
    }
  }

  static bool ann_has_type(const ast::Pat& p) {
    if (p.kind == ast::Pat::Kind::Ascribed) return true;
    for (auto& x : p.elems)
      if (ann_has_type(*x)) return true;
    return false;
  }

  // ---- definitions ----
  // Checks a function (top-level or local) and generalises it.
  std::shared_ptr<Scheme> check_function(const std::string& name, const std::vector<ast::TypeParam>& tparams,
                                         const std::vector<std::string>& size_params,
                                         const std::vector<ast::PatPtr>& params, const ast::TypeExp* ret,
                                         const ast::Expr& body, const ScopeP& outer, const Span& span,
                                         bool entry, const void* key, const ast::ValDecl* decl) {
    int outer_level = level_;
    ++level_;
    int first_id = fresh_id();
    ScopeP sc = outer;
    auto sch = std::make_shared<Scheme>();
    std::set<std::string> sizes_seen;
    auto add_size_param = [&](const std::string& n) {
      if (!sizes_seen.insert(n).second) return;
      int id = fresh_id();
      ValBind v;
      v.type = prim_type(PrimType::I64);
      v.as_size = size_name(id, n);
      sc = bind_val(sc, n, v);
      sch->size_params.push_back(id);
      sch->size_param_names.push_back(n);
    };
    for (auto& tpar : tparams) {
      if (tpar.kind == ast::TypeParam::Kind::Size) add_size_param(tpar.name);
      else {
        int id = fresh_id();
        TypeBind tb;
        tb.type = tc::param_type(id, tpar.name);
        tb.lift = param_lift(tpar);
        sc = bind_type(sc, tpar.name, tb);
        if (tpar.kind == ast::TypeParam::Kind::Lifted) lifted_params_.insert(id);
        S.param_level(id, level_);
        sch->type_params.push_back(id);
        sch->type_param_names.push_back(tpar.name);
      }
    }
    for (auto& n : size_params) add_size_param(n);
    DimCtx ctx;
    ctx.mode = DimCtx::Mode::Param;
    // An anonymous size of a parameter (`xs: []f32`) is inferred, as an
    // unannotated one is (reference, "Size types": "either via inference
    // or by inventing a new name"; error index "loop-variant-escape"):
    // what the body does not fix becomes a size parameter when the
    // definition is generalised.
    ctx.lambda = true;
    std::vector<TypeP> pts;
    ScopeP psc = sc;
    size_t seen_implicit = 0;
    std::vector<std::tuple<int, std::string, size_t>> inner_sizes;  // id, name, params after
    std::map<std::string, Span> param_names;  // a name bound twice is an error
    for (auto& p : params) {
      // Earlier parameters are in scope in the types of later ones.
      pts.push_back(param_type(*p, sc, ctx));
      for (; seen_implicit < ctx.implicit.size(); ++seen_implicit) {
        auto& [n, z] = ctx.implicit[seen_implicit];
        sch->size_params.push_back(z->id);
        sch->size_param_names.push_back(n.empty() ? z->name : n);
        if (!n.empty()) {
          ValBind v;
          v.type = prim_type(PrimType::I64);
          v.as_size = z;
          sc = bind_val(sc, n, v);
        }
      }
      {
        BindScope bs(body.span);
        sc = bind_pat(*p, pts.back(), sc, &param_names, true);
      }
      // Names bound inside a tuple or record parameter cannot appear in
      // the function's type (error index "inaccessible-size").
      const ast::Pat* whole = p->kind == ast::Pat::Kind::Ascribed ? p->inner.get() : p.get();
      if (whole->kind != ast::Pat::Kind::Id) {
        std::function<void(const ast::Pat&)> names = [&](const ast::Pat& q) {
          if (q.kind == ast::Pat::Kind::Id) {
            const ValBind* v = lookup_local(sc, q.name);
            if (v && v->as_size && v->as_size->kind == SizeNode::Kind::Name)
              inner_sizes.push_back({v->as_size->id, q.name, pts.size()});
          }
          if (q.inner) names(*q.inner);
          for (auto& x : q.elems)
            if (x) names(*x);
          for (auto& [n, x] : q.fields)
            if (x) names(*x);
        };
        names(*whole);
      }
    }
    // Each size parameter must be the size of a parameter (error index
    // "unused-size"); an entry point's must be an array size by itself,
    // not only part of a size expression ("nonconstructive-entry").
    std::vector<size_t> unused_in_params;
    for (size_t i = 0; i < sch->size_params.size() && i < sizes_seen.size(); ++i) {
      int id = sch->size_params[i];
      const std::string& n = sch->size_param_names[i];
      bool used = false, direct = false;
      for (auto& pt : pts) {
        TypeP r = S.resolve(pt);
        used = used || mentions_size(r, id);
        direct = direct || mentions_size(r, id, true);
      }
      if (!used && entry)
        type_error(span,
                   "Entry point functions must not be size-polymorphic in their return type: the "
                   "size parameter `" +
                       n + "` of the entry point `" + source_name(name) +
                       "` is not the size of any parameter: its callers could not choose it",
                   "make it a parameter `(" + n + ": i64)`");
      if (!used) unused_in_params.push_back(i);
      if (entry && !direct)
        type_error(span, "Entry point size parameter [" + n +
                             "] only used non-constructively: the size parameter `" + n + "` of the entry point `" +
                             source_name(name) + "` is only used in a size expression, not as an array size",
                   "entry points get their sizes from their arguments: write `[" + n +
                       "]` as the size of an array parameter, or pass it as a parameter `(" + n + ": i64)`");
    }
    // Recursion (reference, "Recursive functions"): a function is in scope
    // in its own body, monomorphically (a recursive call uses the same
    // instantiation of the type parameters), except that the explicit size
    // parameters are instantiated afresh at each recursive call
    // (size-polymorphic recursion).  Its result is the declared return
    // type, or a type variable that the body's type decides.
    // The binding's type is made at the first recursive use (self_scheme),
    // so that a function that does not recurse is checked exactly as before.
    // A local function `let f params = e` is not in scope of itself
    // (reference, "let f params... = e in body"), so it cannot be
    // recursive: where `f` names an earlier binding, `f` in `e` is that
    // binding (`let g x = {v = g, x}` over a value `g`); otherwise it is
    // an unknown name, as in Futhark (local_funs_ gives the reason).
    ScopeP body_sc = sc;
    int self_index = -1;
    struct LocalFun {
      std::vector<std::string>& stack;
      bool pushed;
      ~LocalFun() {
        if (pushed) stack.pop_back();
      }
    } local_fun{local_funs_, outer != nullptr && !name.empty()};
    if (local_fun.pushed) local_funs_.push_back(name);
    if (!params.empty() && !name.empty() && outer == nullptr) {
      self_index = (int)self_recs_.size();
      SelfRec rec;
      rec.make = [this, &sch, &sizes_seen, ret, sc, &pts, &params, span, name](SelfRec& r) {
        auto self = std::make_shared<Scheme>();
        for (size_t i = 0; i < sizes_seen.size() && i < sch->size_params.size(); ++i)
          self->size_params.push_back(sch->size_params[i]);
        if (ret) {
          DimCtx rs;
          rs.mode = DimCtx::Mode::Ret;
          r.ret = texp(*ret, sc, rs);
          for (int id : rs.ext) self->ext_sizes.push_back(id);
        } else {
          r.ret = fresh(Cons::None, span, "the result of `" + source_name(name) + "`");
        }
        TypeP st = r.ret;
        for (size_t i = pts.size(); i-- > 0;) {
          auto [psize, pname] = named_param(*params[i], sc);
          st = arrow_type(pts[i], st, psize, pname);
        }
        self->type = st;
        r.scheme = self;
      };
      rec.level = level_;
      self_recs_.push_back(std::move(rec));
      ValBind v;
      v.kind = outer == nullptr ? Ref::Kind::Global : Ref::Kind::Local;
      v.name = name;
      v.decl = decl;
      v.self_rec = self_index;
      body_sc = bind_val(sc, name, v);
    }
    // The parameters' sizes and types may not be bound to sizes made in
    // the body (Futhark's "scope violation"; error index
    // "loop-variant-escape").
    size_t guard_mark = S.guard_mark();
    int first_inner = fresh_id();
    for (size_t i = 0; i < pts.size(); ++i)
      S.guard(pts[i], first_inner,
              "the parameter " + param_display(*params[i]) + (name.empty() ? "" : " of `" + source_name(name) + "`"));
    TypeP bt = infer(body, body_sc);
    S.unguard_to(guard_mark);
    note_body_made_sizes(bt, first_inner);
    if (self_index >= 0) self_recs_[self_index].make = nullptr;  // it refers to this frame
    if (self_index >= 0 && !self_recs_[self_index].uses.empty()) {
      if (!ret) S.unify(self_recs_[self_index].ret, bt, body.span, "the result of the recursive function `" + source_name(name) + "`");
      check_recursion(self_index, name, params, pts, ret, bt, body, span, sizes_seen.size(), *sch);
    }
    for (auto& [id, n, after] : inner_sizes)
      for (size_t j = after; j < pts.size(); ++j)
        if (mentions_size(S.resolve(pts[j]), id)) {
          std::string pn = param_display(*params[j]);
          type_error(params[j]->span, "Parameter " + pn + " refers to size `" + n +
                                          "`, which will not be accessible to the caller",
                     "`" + n + "` is part of a tuple or record parameter: make it a parameter of its own (`(" + n +
                         ": i64)`), or use a size coercion inside the function");
        }
    TypeP rt = bt;
    if (ret) {
      DimCtx rc;
      rc.mode = DimCtx::Mode::RetCheck;
      TypeP checked = texp(*ret, sc, rc);
      S.unify(checked, bt, body.span,
              "Function body does not have expected type: the body of `" + written_name(name, decl) +
                  "` does not match its return type");
      DimCtx rs;
      rs.mode = DimCtx::Mode::Ret;
      std::set<int> outer_sizes(sch->size_params.begin(), sch->size_params.end());
      for (const auto& p : params)
        if (int psize = named_param(*p, sc).first; psize >= 0) outer_sizes.insert(psize);
      // The inferred sizes of the parameters (solver variables, kept as
      // -1 - id beside the rigid ids).
      std::function<void(const TypeP&)> param_flex = [&](const TypeP& t0) {
        TypeP t = S.resolve(t0);
        if (!t) return;
        for (auto& d : t->shape)
          if (SizeP z = S.resolve(d); z->kind == SizeNode::Kind::Flex) outer_sizes.insert(-1 - z->id);
        if (t->elem) param_flex(t->elem);
        for (auto& e : t->elems) param_flex(e);
        for (auto& f : t->fields) param_flex(f.second);
        for (auto& c : t->constrs)
          for (auto& x : c.second) param_flex(x);
      };
      for (auto& pt : pts) param_flex(pt);
      int saved_below = known_below_;
      known_below_ = first_id;
      rt = share_anonymous_results(S.resolve(checked), texp(*ret, sc, rs), rs.ext,
                                   params.empty() ? nullptr : &outer_sizes, &rs.written_anonymous);
      known_below_ = saved_below;
      for (int id : rs.ext) sch->ext_sizes.push_back(id);
    }
    // A size parameter that only the return type mentions (`def rep 't [n]
    // (x: t) : *[n]t`) is chosen by the context of each call, as Futhark's
    // prelude has it; one that nothing mentions could never be known.
    for (size_t i : unused_in_params)
      if (!ret || !mentions_size(S.resolve(rt), sch->size_params[i]))
        type_error(span, "Size `" + sch->size_param_names[i] + "` unused in pattern: size parameter `" +
                             sch->size_param_names[i] + "` of `" + source_name(name) + "` is not used in the type of any parameter",
                   "its value could not be known when `" + source_name(name) + "` is called: remove it, or use it as the size "
                   "of an array parameter");
    TypeP ft = rt;
    std::set<int> bound(sch->size_params.begin(), sch->size_params.end());
    for (size_t i = pts.size(); i-- > 0;) {
      auto [psize, pname] = named_param(*params[i], sc);
      ft = arrow_type(pts[i], ft, psize, pname);
      if (psize >= 0) bound.insert(psize);
    }
    if (outer == nullptr) {
      note_param_sizes(pts);
      check_causality(entry ? &body : nullptr);
      span_of_def_ = span;
      check_unknown_param_sizes(S.resolve(rt), bound, first_id, name);
    }
    ft = forget_terms(ft);
    level_ = outer_level;
    // An entry point with parameters whose result is a function
    // (`entry f (x: i32) : i32 -> i32`); a point-free entry
    // (`entry f = map2 (+)`) takes the function type's parameters.
    if (entry && outer == nullptr && !params.empty() && S.head(rt)->kind == K::Arrow)
      type_error(ret ? ret->span : body.span,
                 "Entry point functions may not be higher-order: the result of the entry point `" + source_name(name) +
                     "` is a function, `" + S.show(rt) + "`",
                 "give the entry point all of its parameters");
    generalise(*sch, ft, first_id, span, name, entry, outer == nullptr);
    if (outer != nullptr) note_param_sizes(pts);
    (void)psc;
    if (self_index >= 0 && !self_recs_[self_index].uses.empty()) {
      // A recursive call uses the definition's own type parameters: the
      // elaborator instantiates it as the enclosing instantiation.
      tp_.recursive.insert(key);
      for (const ast::Expr* u : self_recs_[self_index].uses) {
        auto& ref = tp_.refs[u];
        ref.type_args.clear();
        for (size_t i = 0; i < sch->type_params.size(); ++i)
          ref.type_args.push_back({sch->type_params[i], tc::param_type(sch->type_params[i], sch->type_param_names[i])});
      }
    }
    return sch;
  }

  // The uses of a function's own name inside its body (see check_function).
  struct SelfRec {
    std::function<void(SelfRec&)> make;  // sets scheme and ret
    int level = 0;                       // the function's level (for make)
    std::shared_ptr<const Scheme> scheme;
    TypeP ret;  // the result in the scheme's type
    std::vector<const ast::Expr*> uses;
    // A use that is the function of an application: its arguments.
    std::map<const ast::Expr*, std::vector<const ast::Expr*>> args;
  };
  std::vector<SelfRec> self_recs_;

  // The restrictions of the reference ("Recursive functions") on a
  // recursive function: no higher-order result, and every recursive call
  // passes each functional parameter on as it is, so that
  // defunctionalisation (specialisation on functional arguments) ends.
  void check_recursion(int self_index, const std::string& name, const std::vector<ast::PatPtr>& params,
                       const std::vector<TypeP>& pts, const ast::TypeExp* ret, const TypeP& bt,
                       const ast::Expr& body, const Span& span, size_t explicit_sizes, const Scheme& sch) {
    const SelfRec& rec = self_recs_[self_index];
    if (has_function_type(bt))
      type_error(ret ? ret->span : span,
                 "the recursive function `" + source_name(name) + "` may not have a higher-order return type (its result has "
                 "type `" + S.show(bt) + "`)",
                 "add parameters instead of returning a function");
    if (!ret)
      for (size_t i = 0; i < explicit_sizes && i < sch.size_params.size(); ++i)
        if (mentions_size(S.resolve(bt), sch.size_params[i]))
          type_error(span, "the recursive function `" + source_name(name) + "` needs a return type annotation: its result's "
                           "type mentions the size parameter `" + sch.size_param_names[i] + "`",
                     "write the return type: `[" + sch.size_param_names[i] +
                         "]` if every call returns that size, `[]` where it varies");
    (void)body;
    for (size_t i = 0; i < params.size(); ++i) {
      if (!has_function_type(pts[i])) continue;
      const ast::Pat* p = params[i].get();
      while (p->kind == ast::Pat::Kind::Ascribed) p = p->inner.get();
      for (const ast::Expr* u : rec.uses) {
        auto a = rec.args.find(u);
        const ast::Expr* arg = a != rec.args.end() && i < a->second.size() ? a->second[i] : nullptr;
        bool same = arg && p->kind == ast::Pat::Kind::Id && arg->kind == ast::Expr::Kind::Var && arg->name == p->name;
        if (same) continue;
        std::string pn = p->kind == ast::Pat::Kind::Id ? "`" + p->name + "`" : param_display(*params[i]);
        type_error(arg ? arg->span : u->span,
                   "a recursive call of the higher-order function `" + source_name(name) + "` must pass its functional parameter " +
                       pn + " on unchanged" +
                       (arg ? std::string(" (found `") + short_text(*arg) + "`)" : std::string(" (it is not passed here)")),
                   p->kind == ast::Pat::Kind::Id
                       ? "pass `" + p->name + "` itself as argument " + std::to_string(i + 1) + " of `" + source_name(name) + "`"
                       : "give the functional parameter a name and pass that name");
      }
    }
  }

  // Generalisation: defaults overloaded variables made since `first_id`
  // (to i32 / f64), closes sum types, then turns the variables and flexible
  // sizes deeper than the current level into parameters of the scheme.
  void generalise(Scheme& sch, const TypeP& ft, int first_id, const Span& span, const std::string& name,
                  bool entry, bool top_level) {
    int last_id = fresh_id();
    // A local function's parameter known only by some of its fields (`let
    // len r = length r.a`) is generalised with that constraint, so that
    // each use may have other types and sizes in those fields: the
    // variables reachable from the function's type, through such
    // constraints.
    std::set<int> row_vars;
    std::vector<int> sum_vars;
    if (!top_level) {
      std::set<int> seen;
      std::function<void(const TypeP&)> reach = [&](const TypeP& x0) {
        TypeP x = S.head(x0);
        switch (x->kind) {
          case K::Var: {
            if (!seen.insert(x->id).second) break;
            const Solver::TVar& v = S.tvar(x->id);
            if (v.level <= level_ || (v.cons != Cons::Fields && v.cons != Cons::Constrs)) break;
            if (v.cons == Cons::Fields) row_vars.insert(x->id);
            else sum_vars.push_back(x->id);
            for (auto& f : v.fields) reach(f.second);
            for (auto& c : v.constrs)
              for (auto& p : c.second) reach(p);
            break;
          }
          case K::Array: reach(x->elem); break;
          case K::Tuple:
            for (auto& e : x->elems) reach(e);
            break;
          case K::Record:
            for (auto& f : x->fields) reach(f.second);
            break;
          case K::Sum:
            for (auto& c : x->constrs)
              for (auto& p : c.second) reach(p);
            break;
          case K::Arrow:
            reach(x->param);
            reach(x->result);
            break;
          default: break;
        }
      };
      reach(ft);
      // A sum type known by the constructors the function uses, whose
      // payloads have sizes or types of the function's own (`let get x =
      // match x case #some xs -> length xs case #none -> 0`), is closed:
      // it has exactly those constructors, and the payloads' sizes and
      // types are generalised.  (One without such payloads stays open.)
      std::function<bool(const TypeP&)> own = [&](const TypeP& x0) -> bool {
        TypeP x = S.resolve(x0);
        bool r = false;
        std::function<void(const SizeP&)> sz = [&](const SizeP& z) {
          if (z->kind == SizeNode::Kind::Flex && S.svar(z->id).level > level_) r = true;
          if (z->kind == SizeNode::Kind::BinOp) sz(z->a), sz(z->b);
        };
        std::function<void(const TypeP&)> ty = [&](const TypeP& y) {
          switch (y->kind) {
            case K::Var:
              if (S.tvar(y->id).level > level_ && S.tvar(y->id).cons == Cons::None) r = true;
              break;
            case K::Array:
              for (auto& d : y->shape) sz(d);
              ty(y->elem);
              break;
            case K::Tuple:
              for (auto& e : y->elems) ty(e);
              break;
            case K::Record:
              for (auto& f : y->fields) ty(f.second);
              break;
            case K::Sum:
              for (auto& c : y->constrs)
                for (auto& p : c.second) ty(p);
              break;
            default: break;
          }
        };
        ty(x);
        return r;
      };
      for (int id : sum_vars) {
        TypeP h = S.head(var_type(id));
        if (h->kind != K::Var) continue;
        const Solver::TVar& v = S.tvar(h->id);
        if (v.cons != Cons::Constrs) continue;
        bool mine = false;
        std::vector<std::pair<std::string, std::vector<TypeP>>> cs;
        for (auto& [c, ps] : v.constrs) {
          cs.push_back({c, ps});
          for (auto& p : ps) mine = mine || own(p);
        }
        if (mine) S.unify(h, sum_type(cs), span, "");
      }
    }
    if (top_level) {
      // The instances of a local function's parameter known by some
      // fields: one that its use leaves open is the type of the others up
      // to sizes, as if the parameter had not been generalised.
      for (auto& [pid, insts] : row_instances_) {
        // Never used: the record type is not known (as in Futhark, where
        // the uses decide it).
        if (insts.empty()) {
          const Origin& o = row_origins_[pid];
          std::string fs;
          auto f = row_fields_.find(pid);
          if (f != row_fields_.end())
            for (auto& n : f->second) fs += (fs.empty() ? "" : ", ") + n;
          type_error(o.span.known() ? o.span : span,
                     "Type is ambiguous: the type of " + (o.what.empty() ? std::string("a value") : o.what) +
                         " is a record with the fields {" + fs + "} and maybe others",
                     "add a type annotation");
        }
        const TypeP* known = nullptr;
        for (auto& i : insts)
          if (S.head(i)->kind != K::Var) {
            known = &i;
            break;
          }
        if (!known) continue;
        for (auto& i : insts) {
          TypeP h = S.head(i);
          if (h->kind == K::Var && S.tvar(h->id).level > level_)
            S.unify(i, with_fresh_sizes(*known, true), span, "");
        }
      }
      row_instances_.clear();
      row_origins_.clear();
      row_fields_.clear();
      for (const TypeP& t : index_vars_) {
        TypeP r = S.resolve(t);
        if (r->kind != K::Var) continue;
        const Solver::TVar* v = S.tvar_if(r->id);
        if (v && !v->bound && v->level > level_ && (v->cons == Cons::Int || v->cons == Cons::Num))
          S.unify(r, prim_type(PrimType::I64), span, "");
      }
      index_vars_.clear();
    }
    for (int id = first_id; id < last_id; ++id) {
      const Solver::TVar* v = S.tvar_if(id);
      if (!v || v->bound) continue;
      if (v->level <= level_) continue;
      if (!top_level) {
        // Overloaded variables of a local function are not generalised:
        // the enclosing definition's uses decide them.
        if (v->cons != Cons::None && v->cons != Cons::Eq && !row_vars.count(id))
          S.lower_levels(var_type(id), level_);
        continue;
      }
      switch (v->cons) {
        case Cons::Num:
        case Cons::Int:
          S.unify(var_type(id), prim_type(PrimType::I32), span, "");
          break;
        case Cons::Float: S.unify(var_type(id), prim_type(PrimType::F64), span, ""); break;
        case Cons::IntBool: S.unify(var_type(id), prim_type(PrimType::Bool), span, ""); break;
        case Cons::Fields: {
          std::string fs;
          for (auto& [f, _] : v->fields) fs += (fs.empty() ? "" : ", ") + f;
          type_error(v->origin.span.known() ? v->origin.span : span,
                     "Type is ambiguous: the type of " +
                         (v->origin.what.empty() ? std::string("a value") : v->origin.what) +
                         " is a record with the fields {" + fs + "} and maybe others",
                     "add a type annotation");
        }
        case Cons::Constrs: {
          std::string cs;
          for (auto& [c, _] : v->constrs) cs += (cs.empty() ? "#" : " | #") + c;
          type_error(v->origin.span.known() ? v->origin.span : span,
                     "Type is ambiguous: the type of " +
                         (v->origin.what.empty() ? std::string("a value") : v->origin.what) +
                         " is a sum type with the constructors " + cs + " and maybe others",
                     "add a type annotation with the whole sum type (a type abbreviation keeps it short)");
        }
        default: break;
      }
    }
    TypeP t = S.resolve(ft);
    // Free variables and flexible sizes deeper than the current level.
    std::vector<int> tvs;
    std::vector<int> param_sizes, all_sizes;
    std::function<void(const SizeP&, bool)> walk_size = [&](const SizeP& z, bool in_param) {
      SizeP r = S.resolve(z);
      if (r->kind == SizeNode::Kind::Flex) {
        if (S.svar(r->id).level > level_) {
          auto& v = in_param ? param_sizes : all_sizes;
          if (std::find(v.begin(), v.end(), r->id) == v.end()) v.push_back(r->id);
        }
      } else if (r->kind == SizeNode::Kind::BinOp) {
        walk_size(r->a, in_param);
        walk_size(r->b, in_param);
      }
    };
    std::function<void(const TypeP&, bool)> walk = [&](const TypeP& x, bool in_param) {
      switch (x->kind) {
        case K::Var:
          if (S.tvar(x->id).level > level_ && std::find(tvs.begin(), tvs.end(), x->id) == tvs.end()) {
            tvs.push_back(x->id);
            if (row_vars.count(x->id)) {
              const Solver::TVar& v = S.tvar(x->id);
              for (auto& f : v.fields) walk(S.resolve(f.second), true);
              for (auto& c : v.constrs)
                for (auto& p : c.second) walk(S.resolve(p), true);
            }
          }
          break;
        case K::Array:
          for (auto& d : x->shape) walk_size(d, in_param);
          walk(x->elem, in_param);
          break;
        case K::Tuple:
          for (auto& e : x->elems) walk(e, in_param);
          break;
        case K::Record:
          for (auto& f : x->fields) walk(f.second, in_param);
          break;
        case K::Sum:
          for (auto& c : x->constrs)
            for (auto& p : c.second) walk(p, in_param);
          break;
        case K::Arrow:
          walk(x->param, true);
          walk(x->result, in_param);
          break;
        default: break;
      }
    };
    walk(t, false);
    int k = 0;
    std::vector<std::pair<int, Solver::TVar>> rows;  // parameter id, its constraint
    for (int id : tvs) {
      std::string n = "t" + std::to_string(k++);
      int pid = fresh_id();
      if (row_vars.count(id)) {
        Solver::TVar& v = S.tvar(id);
        rows.push_back({pid, v});
        v.cons = Cons::None;
        v.fields.clear();
        v.constrs.clear();
      }
      // A variable compared with `==` stays an equality type at each use.
      if (S.tvar(id).cons == Cons::Eq) {
        S.tvar(id).cons = Cons::None;
        sch.eq_params.insert(pid);
      }
      S.unify(var_type(id), tc::param_type(pid, n), span, "");
      sch.type_params.push_back(pid);
      sch.type_param_names.push_back(n);
    }
    for (int id : param_sizes) {
      int nid = fresh_id();
      S.unify_size(size_flex(id), size_anon(nid, "n" + std::to_string(nid)), span, "");
      sch.size_params.push_back(nid);
      sch.size_param_names.push_back("n" + std::to_string(nid));
    }
    for (int id : all_sizes) {
      if (std::find(param_sizes.begin(), param_sizes.end(), id) != param_sizes.end()) continue;
      if (S.resolve(size_flex(id))->kind != SizeNode::Kind::Flex) continue;
      int nid = fresh_id();
      S.unify_size(size_flex(id), size_anon(nid, "k" + std::to_string(nid)), span, "");
      sch.ext_sizes.push_back(nid);
    }
    for (auto& [pid, v] : rows) {
      row_instances_[pid];
      row_origins_[pid] = v.origin;
      for (auto& [f, ft] : v.fields) {
        sch.field_params[pid][f] = S.resolve(ft);
        row_fields_[pid].push_back(f);
      }
    }
    sch.type = S.resolve(t);
    // A compound size (`(off + len) - off` of a slice) over names bound
    // inside the definition (a lambda's parameters) is one existential
    // size of its own, not an expression over existentials.
    {
      std::set<int> bound(sch.size_params.begin(), sch.size_params.end());
      bound.insert(sch.ext_sizes.begin(), sch.ext_sizes.end());
      std::function<bool(const SizeP&)> inner = [&](const SizeP& z) -> bool {
        switch (z->kind) {
          case SizeNode::Kind::Name: return z->id >= first_id && !bound.count(z->id);
          case SizeNode::Kind::BinOp: return inner(z->a) || inner(z->b);
          case SizeNode::Kind::Term:
            for (int d : z->deps)
              if (d >= first_id && !bound.count(d)) return true;
            return false;
          default: return false;
        }
      };
      std::function<TypeP(const TypeP&)> hide = [&](const TypeP& x) -> TypeP {
        switch (x->kind) {
          case K::Array: {
            std::vector<SizeP> shape;
            for (auto& d : x->shape) {
              if (d->kind != SizeNode::Kind::Name && inner(d)) {
                int nid = fresh_id();
                shape.push_back(size_anon(nid, "k" + std::to_string(nid)));
              } else {
                shape.push_back(d);
              }
            }
            return with_unique(array_type(std::move(shape), hide(x->elem)), x->unique);
          }
          case K::Tuple: {
            auto r = std::make_shared<TypeNode>(*x);
            for (auto& e : r->elems) e = hide(e);
            return r;
          }
          case K::Record: {
            auto r = std::make_shared<TypeNode>(*x);
            for (auto& f : r->fields) f.second = hide(f.second);
            return r;
          }
          case K::Sum: {
            auto r = std::make_shared<TypeNode>(*x);
            for (auto& c : r->constrs)
              for (auto& q : c.second) q = hide(q);
            return r;
          }
          case K::Arrow: {
            if (x->param_size >= 0) bound.insert(x->param_size);
            bound.insert(x->ext.begin(), x->ext.end());
            auto r = std::make_shared<TypeNode>(*x);
            r->param = hide(x->param);
            r->result = hide(x->result);
            return r;
          }
          default: return x;
        }
      };
      sch.type = hide(sch.type);
    }
    // Rigid sizes made inside the definition that are neither parameters
    // nor named parameters are existential.
    {
      std::set<int> bound(sch.size_params.begin(), sch.size_params.end());
      bound.insert(sch.ext_sizes.begin(), sch.ext_sizes.end());
      std::function<void(const SizeP&)> ws = [&](const SizeP& z) {
        if (z->kind == SizeNode::Kind::Name && z->id >= first_id && !bound.count(z->id)) {
          bound.insert(z->id);
          sch.ext_sizes.push_back(z->id);
        } else if (z->kind == SizeNode::Kind::BinOp) {
          ws(z->a);
          ws(z->b);
        }
      };
      std::function<void(const TypeP&)> wt = [&](const TypeP& x) {
        switch (x->kind) {
          case K::Array:
            for (auto& d : x->shape) ws(d);
            wt(x->elem);
            break;
          case K::Tuple:
            for (auto& e : x->elems) wt(e);
            break;
          case K::Record:
            for (auto& f : x->fields) wt(f.second);
            break;
          case K::Sum:
            for (auto& c : x->constrs)
              for (auto& p : c.second) wt(p);
            break;
          case K::Arrow:
            if (x->param_size >= 0) bound.insert(x->param_size);
            bound.insert(x->ext.begin(), x->ext.end());
            wt(x->param);
            wt(x->result);
            break;
          default: break;
        }
      };
      wt(sch.type);
    }
    if (entry) {
      if (!tvs.empty() || !sch.type_params.empty())
        type_error(span, "Entry point functions may not be polymorphic: the entry point `" + source_name(name) +
                             "` has the polymorphic type `" + show_type(sch.type) + "`",
                   "entry points must have concrete types: add type annotations to the parameters");
      TypeP x = sch.type;
      size_t i = 0;
      while (x->kind == K::Arrow) {
        ++i;
        check_order_zero(x->param, span,
                         "Entry point functions may not be higher-order: parameter " + std::to_string(i) +
                             " of the entry point `" + source_name(name) + "`");
        x = x->result;
      }
      check_order_zero(x, span, "Entry point functions may not be higher-order: the result of the entry point `" +
                                    source_name(name) + "`");
    }
  }

  void check_val_decl(const ast::ValDecl& d) {
    bool entry = d.entry || (d.name == "main" && !in_prelude_);
    // Unknown sizes in messages take no name of the definition's text.
    Span whole = d.span;
    if (d.body && d.body->span.known() && d.body->span.file == whole.file &&
        (d.body->span.end.line > whole.end.line ||
         (d.body->span.end.line == whole.end.line && d.body->span.end.col > whole.end.col)))
      whole.end = d.body->span.end;
    MessageScope scope(whole);
    if (d.name == "&&" || d.name == "||")
      type_error(d.name_span.known() ? d.name_span : d.span, "The `" + d.name + "` operator may not be redefined",
                 "`&&` and `||` short-circuit; a function cannot");
    auto sch = check_function(d.name, d.type_params, d.size_params, d.params, d.ret_type.get(), *d.body,
                              nullptr, d.name_span.known() ? d.name_span : d.span, entry, &d, &d);
    tp_.schemes[&d] = *sch;
    check_patterns(tp_, d);
    ValBind v;
    v.kind = Ref::Kind::Global;
    v.scheme = sch;
    v.name = d.name;
    v.decl = &d;
    top_.vals[d.name] = v;
    // Its size, made now: an id older than any later definition's.
    top_sizes_.erase(d.name);
    top_size(d.name);
    // A constant's existential sizes, made now for the same reason: a use
    // inside a later lambda is not a size made inside that lambda.
    if (d.params.empty() && !sch->ext_sizes.empty() && sch->type_params.empty() && sch->size_params.empty() &&
        S.resolve(sch->type)->kind != K::Arrow) {
      auto& slot = constant_ext_[sch];
      slot.clear();
      instantiate(*sch, d.span, "`" + d.name + "`", nullptr, nullptr, nullptr, &slot);
    }
  }

  void check_type_decl(const ast::TypeDecl& d) {
    TypeBind b;
    if (!d.type_params.empty()) b.params = d.type_params;
    else
      for (auto& n : d.size_params) b.params.push_back(ast::TypeParam{ast::TypeParam::Kind::Size, n, d.span});
    b.def = d.def;
    b.lift = d.lift;
    // Check the definition once, with its parameters abstract.
    ScopeP sc = nullptr;
    DimCtx ctx;
    ctx.mode = DimCtx::Mode::Param;
    std::vector<std::pair<std::string, int>> size_ids;
    for (auto& p : b.params) {
      if (p.kind == ast::TypeParam::Kind::Size) {
        size_ids.emplace_back(p.name, fresh_id());
        ctx.subst[p.name] = size_name(size_ids.back().second, p.name);
      } else {
        TypeBind tb;
        tb.type = tc::param_type(fresh_id(), p.name);
        tb.lift = param_lift(p);
        sc = bind_type(sc, p.name, tb);
      }
    }
    TypeP t = texp(*d.def, sc, ctx);
    // Reference, Type Abbreviations: "All size parameters must be used in
    // the definition of the type abbreviation."
    if (d.name.find('\'') == std::string::npos)
      for (auto& [n, id] : size_ids)
        if (!mentions_size(S.resolve(t), id, false))
          type_error(d.span, "Size parameter `[" + n + "]` of type abbreviation `" + d.name + "` is unused",
                     "every size parameter must be used in the definition of the type abbreviation");
    if (ast::TypeDecl::Lift l = texp_lift(*d.def, sc); l > d.lift) {
      // The representation of an abstract type of a module type
      // (elaborate/defunctorise.h names it `M.t'sealed`).
      if (size_t q = d.name.find("'sealed"); q != std::string::npos) {
        std::string n = d.name.substr(0, q);
        bool fun = l == ast::TypeDecl::Lift::Lifted;
        type_error(d.span, "the type `" + n + "` is implemented by a " + (fun ? "lifted" : "size-lifted") +
                               " type, but its specification is not " + (fun ? "`type^`" : "`type~`"),
                   std::string("declare the specification `") + (fun ? "type^" : "type~") + " " +
                       n.substr(n.rfind('.') + 1) + "`");
      }
      if (l == ast::TypeDecl::Lift::Lifted)
        type_error(d.span, "the type `" + d.name + "` may contain a function (a lifted type): declare it with `type^`");
      type_error(d.span, "the type `" + d.name + "` may hide a size (a size-lifted type): declare it with `type~`");
    }
    // An anonymous size (`[]`) of the abbreviation is an existential size
    // of its own, which an array outside every function type must carry
    // (error index "anonymous-nonconstructive": `type^ t = []bool -> bool`).
    for (auto& [n, z] : ctx.implicit)
      if (n.empty() && z->kind == SizeNode::Kind::Name && !mentions_size(S.resolve(t), z->id, true))
        type_error(d.span,
                   "Type abbreviation contains an anonymous size not used constructively as an array size: `" +
                       d.name + "`",
                   "a function type does not carry the sizes of its parameter and result; name the size with a "
                   "size parameter (`type^ " + d.name + " [n] = ...`)");
    if (d.lift != ast::TypeDecl::Lift::Lifted) {
      std::function<bool(const TypeP&)> has_fun = [&](const TypeP& x) -> bool {
        if (x->kind == K::Arrow) return true;
        for (auto& e : x->elems) if (has_fun(e)) return true;
        for (auto& f : x->fields) if (has_fun(f.second)) return true;
        return x->elem && has_fun(x->elem);
      };
      if (has_fun(t))
        type_error(d.span, "the type `" + d.name + "` is a function type: declare it with `type^`");
    }
    // Only a size-lifted (`type~`) or lifted (`type^`) abbreviation may
    // hide a size: an anonymous size (`[]`) or an existential (`?[n]`).
    if (d.lift == ast::TypeDecl::Lift::Plain) {
      bool anon = !ctx.ext.empty();
      for (auto& [n, z] : ctx.implicit) anon = anon || n.empty();
      if (anon && d.name.find("'sealed") != std::string::npos) {
        std::string n = d.name.substr(0, d.name.find("'sealed"));
        type_error(d.span, "the type `" + n + "` is implemented by a size-lifted type, but its specification is not "
                           "`type~`",
                   "declare the specification `type~ " + n.substr(n.rfind('.') + 1) + "`");
      }
      if (anon)
        type_error(d.span, "the type `" + d.name + "` has an anonymous or existential size: declare it with `type~`",
                   "a non-lifted type abbreviation must have all its sizes known: name them with size "
                   "parameters (`type " +
                       d.name + " [n] = ...`), or declare it `type~`");
    }
    // A definition with anonymous or existential sizes (`type~ t = []i32`,
    // `?[n].[n]i32`) is read again at each use, in the use's context.
    if (b.params.empty() && ctx.implicit.empty() && ctx.ext.empty()) b.type = t;
    top_.types[d.name] = b;
  }
};

}  // namespace

std::shared_ptr<TypedProgram> infer_program(const ast::Program& prog) {
  return infer_program(ast::Program(prog));
}

std::shared_ptr<TypedProgram> infer_program(ast::Program&& prog) {
  auto tp = std::make_shared<TypedProgram>();
  tp->prog.file = prog.file;
  tp->prog.decls = prelude_decls();
  tp->prelude_decls = tp->prog.decls.size();
  tp->prog.decls.reserve(tp->prelude_decls + prog.decls.size());
  std::set<std::string> seen;
  for (auto& d : prog.decls) {
    if (d.kind == ast::Decl::Kind::Val) {
      if (!seen.insert(d.val.name).second)
        type_error(d.val.name_span.known() ? d.val.name_span : d.val.span,
                   "`" + d.val.name + "` is defined twice");
    }
    tp->prog.decls.push_back(std::move(d));
  }
  shadowed_uids().clear();
  uid_scopes().clear();
  Checker c(*tp);
  c.check_program();
  tp->shadowed_uids = std::move(shadowed_uids());
  tp->uid_scopes = std::move(uid_scopes());
  shadowed_uids().clear();
  uid_scopes().clear();
  return tp;
}


// A scheme as Futhark writes it: `[n] 't : [n]t -> ?[k].[k]t`.  Sizes that
// inference named (anonymous parameter sizes, existential results) print as
// d0, d1, ... and k0, k1, ..., skipping the names that the scheme itself
// uses (its size and type parameters, its parameters' names) and those of
// `avoid` (the program's top-level names), so that an existential size
// never reads as the program's own `k0`; a parameter keeps its name
// `(n: i64) -> ...` only where the rest of the type refers to it.
std::string print_scheme(const Scheme& s, const Solver& S, const std::set<std::string>& avoid) {
  RigidSubst sub;
  std::string params;
  std::set<std::string> used(s.type_param_names.begin(), s.type_param_names.end());
  auto inferred = [](const std::string& n) {
    return n.empty() || std::isdigit((unsigned char)n.back()) || n.find('_') != std::string::npos;
  };
  for (size_t i = 0; i < s.size_params.size(); ++i)
    if (i < s.size_param_names.size() && !inferred(s.size_param_names[i])) used.insert(s.size_param_names[i]);
  for (TypeP t = S.resolve(s.type); t->kind == TypeNode::Kind::Arrow; t = t->result)
    if (!t->param_name.empty()) used.insert(t->param_name);
  for (size_t i = 0; i < s.size_params.size(); ++i) {
    std::string n = i < s.size_param_names.size() ? s.size_param_names[i] : "";
    if (inferred(n)) {
      n = fresh_display_name("d", true, used, avoid);
      used.insert(n);
      sub.sizes[s.size_params[i]] = size_name(s.size_params[i], n);
    }
    params += " [" + n + "]";
  }
  std::vector<std::string> exts;
  for (int id : s.ext_sizes) {
    std::string n = fresh_display_name("k", true, used, avoid);
    used.insert(n);
    sub.sizes[id] = size_name(id, n);
    exts.push_back(n);
  }
  for (size_t i = 0; i < s.type_params.size(); ++i)
    params += " '" + (i < s.type_param_names.size() ? s.type_param_names[i] : "t" + std::to_string(i));
  TypeP t = subst_rigid(S.resolve(s.type), sub);
  std::string out;
  while (t->kind == TypeNode::Kind::Arrow) {
    std::string p = show_type(t->param);
    if (t->param_size >= 0 && mentions_size(t->result, t->param_size))
      p = "(" + t->param_name + ": " + p + ")";
    else if (t->param->kind == TypeNode::Kind::Arrow)
      p = "(" + p + ")";
    out += p + " -> ";
    t = t->result;
  }
  std::string ext;
  for (auto& n : exts) ext += "[" + n + "]";
  if (!ext.empty()) out += "?" + ext + ".";
  return params + " : " + out + show_type(t);
}

namespace {
// Definitions that defunctorisation (elaborate/defunctorise.cpp) makes and
// the user did not write: a functor's parameter members and generic body
// (`knn'M.dist`, `knn'body.argmin`), an application's argument
// (`knn32'arg.dist`), the wrappers of signature matching and sealing
// (`lt'sealed`, `dist'signature_check`, `(the argument of knn).t...`).
// A module member (`knn32.argmin`) and a renamed user definition (`f'1`,
// `f'user`) have none of these marks.
bool made_by_defunctorise(const std::string& name) {
  if (name.rfind("(the argument of", 0) == 0) return true;
  if (name.find("'signature_check") != std::string::npos || name.find("'sealed") != std::string::npos)
    return true;
  // NAME'MODULE. : a quote followed by a module name and a dot.
  for (size_t q = name.find('\''); q != std::string::npos; q = name.find('\'', q + 1)) {
    size_t k = q + 1;
    while (k < name.size() && (std::isalnum(static_cast<unsigned char>(name[k])) || name[k] == '_')) ++k;
    if (k > q + 1 && k < name.size() && name[k] == '.' && !std::isdigit(static_cast<unsigned char>(name[q + 1])))
      return true;
  }
  return false;
}
}  // namespace

std::string print_typed(const TypedProgram& tp, bool include_prelude, bool user_only) {
  std::ostringstream os;
  std::set<std::string> top;
  for (size_t i = include_prelude ? 0 : tp.prelude_decls; i < tp.prog.decls.size(); ++i)
    if (tp.prog.decls[i].kind == ast::Decl::Kind::Val) top.insert(tp.prog.decls[i].val.name);
  for (size_t i = include_prelude ? 0 : tp.prelude_decls; i < tp.prog.decls.size(); ++i) {
    const ast::Decl& d = tp.prog.decls[i];
    if (d.kind != ast::Decl::Kind::Val) continue;
    auto it = tp.schemes.find(&d.val);
    if (it == tp.schemes.end()) continue;
    if (user_only && made_by_defunctorise(d.val.name)) continue;
    os << (d.val.entry || d.val.name == "main" ? "entry " : "def ");
    // A definition named like a prelude value is `NAME'user` here
    // (elaborate/defunctorise.cpp): print it as written.
    std::string name = d.val.name;
    if (size_t q = name.find("'user"); q != std::string::npos) name = name.substr(0, q) + written_name(name.substr(q));
    os << (d.val.is_operator ? "(" + name + ")" : name);
    os << print_scheme(it->second, tp.solver, top) << "\n";
  }
  return os.str();
}

}  // namespace runic
