// Defunctorisation (see defunctorise.h).
//
// Nomenclature.
//   flat name   the name of a definition in the output ("M.f", "M.N.t");
//   Env         what a module (or a scope) binds: values and types to flat
//               names, modules to Mods, module types to Sigs;
//   Frame       one level of scope while declarations are evaluated: a
//               file's top level, a module's body, a functor's parameters;
//   Mod         a module: a structure (an Env) or a functor (its parameters,
//               body and the scope it was defined in);
//   Sig         a module type, its specifications' types already resolved
//               in the scope of its definition, except for the types the
//               module type itself declares (kept as bare names, replaced
//               by the matched module's types when it is matched).
#include "elaborate/defunctorise.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>
#include <vector>

#include "frontend/legacy.h"
#include "frontend/parser.h"
#include "typecheck/infer.h"

namespace runic {
namespace {

// The primitive type a type name denotes here: the numeric types and
// `bool`.  The IR's name of the unit type, `unit`, is not one in the
// source language (`()` is), so a program's own `type unit = i8` keeps
// its meaning.
std::optional<PrimType> type_prim_from_name(const std::string& name) {
  auto p = prim_from_name(name);
  if (p && *p == PrimType::Unit) return std::nullopt;
  return p;
}

using ast::Decl;
using ast::Expr;
using ast::ExprPtr;
using ast::ModExp;
using ast::Pat;
using ast::PatPtr;
using ast::SigExp;
using ast::TypeExp;
using ast::TypeExpPtr;
using EK = ast::Expr::Kind;

struct Mod;
struct Sig;
using ModP = std::shared_ptr<const Mod>;
using SigP = std::shared_ptr<const Sig>;

struct TypeRef {
  std::string flat;
  size_t arity = 0;  // number of type parameters (sizes included)
  // As declared (`type`, `type~`, `type^`), and the kinds of the
  // parameters: what a type specification is matched against.
  ast::TypeDecl::Lift lift = ast::TypeDecl::Lift::Plain;
  std::vector<ast::TypeParam::Kind> params;
  // A `type` whose definition has an anonymous size (`type t = []i32`,
  // which Futhark requires to be `type~`): it does not match `type t`.
  bool anon_size = false;
};

TypeRef type_ref(const std::string& flat, ast::TypeDecl::Lift lift, const std::vector<ast::TypeParam>& tps) {
  TypeRef r{flat, tps.size(), lift, {}, false};
  for (auto& tp : tps) r.params.push_back(tp.kind);
  return r;
}

struct Env {
  std::map<std::string, std::string> vals;
  std::map<std::string, TypeRef> types;
  std::map<std::string, ModP> mods;
  std::map<std::string, SigP> sigs;

  // Values and modules share a name space: the later binding wins.
  void bind_val(const std::string& n, const std::string& flat) {
    mods.erase(n);
    vals[n] = flat;
  }
  void bind_mod(const std::string& n, ModP m) {
    vals.erase(n);
    mods[n] = std::move(m);
  }
  void add_all(const Env& o) {
    for (auto& [n, v] : o.vals) bind_val(n, v);
    for (auto& [n, t] : o.types) types[n] = t;
    for (auto& [n, m] : o.mods) bind_mod(n, m);
    for (auto& [n, s] : o.sigs) sigs[n] = s;
  }
};

struct Functor {
  std::vector<ast::ModParam> params;  // those not yet applied
  ast::SigExpPtr result;              // optional
  ast::ModExpPtr body;
  std::shared_ptr<const Env> closure;  // the scope of the definition, flattened
  // A skeleton of a functor type (check_functor): no body; applied, it
  // gives a skeleton of its result module type.
  bool skeleton = false;
  // The functor as defined (its closure before any parameter was bound)
  // and the arguments applied so far, as matched against their
  // parameters' types: the key of Defunctoriser::applied_.
  const Env* origin = nullptr;
  std::vector<ModP> args;
  // The body was checked with skeletons for all parameters where the
  // functor was defined (check_functor): what an application copies of
  // it cannot break an abstraction (see check_abstraction).
  bool body_checked = false;
};

// Thrown where a skeleton cannot be made (see Defunctoriser::skeleton):
// the check of a functor's body is then left to its applications.
struct NoSkeleton {};

struct Mod {
  Env env;                           // a structure
  std::shared_ptr<Functor> functor;  // or a functor
  std::string display;               // "M", "M.N": for messages
  bool prim = false;                 // a numeric module (`f32`): members checked by the checker
};

struct SigSpec {
  ast::Spec::Kind kind = ast::Spec::Kind::Val;
  std::string name;
  std::vector<ast::TypeParam> type_params;
  TypeExpPtr type;  // Val; Type: definition or null
  SigP sub;         // Module
  Span span;
  std::string text;  // the specification as written (messages)
  // Type: `type`, `type~` or `type^` (what the abstract type may hold);
  // specifications made here without a written one may hold anything.
  ast::TypeDecl::Lift lift = ast::TypeDecl::Lift::Lifted;
};

// A functor type `(P: S) -> R`: S and R are evaluated when a functor of
// this type is applied (R may name P).
struct SigFunctor {
  std::string param;  // "" for `S -> R`
  ast::SigExpPtr param_sig, result;
  std::shared_ptr<const Env> closure;
};

struct Sig {
  std::shared_ptr<const SigFunctor> functor;  // a functor type (no specs)
  std::vector<SigSpec> specs;
  std::set<std::string> local_types;  // types the module type declares
  // The prelude's module types of numeric modules (`numeric`, `integral`,
  // `real`, `float`, `size`, `from_prim`): matched by any module, whose
  // members stay visible (the checker checks each use).
  bool builtin = false;
  bool builtin_real = false;  // `real`, `float`
  // A `with` refined a prelude module type's `t` (`with int.t = T.t`),
  // which is not recorded: functors with such a parameter are not checked
  // before they are applied (see check_functor).
  bool refined_builtin = false;
  // `real with t = f64`: the refined `t` (the matched module's `t` must be
  // this type).
  TypeExpPtr builtin_t;
  bool builtin_extended = false;  // `{ include numeric val sqrt: t -> t }`
  // A prelude module type with its specifications (prelude_sigs_text),
  // used where a module is sealed with it (`module M: integral = i32`,
  // `module int: integral` in a module type that seals).
  SigP full;
};

struct Frame {
  Env env;
  const Frame* parent = nullptr;
  // Values and types defined (not opened) here: defining one again keeps
  // its flat name, so that the checker reports "defined twice".
  std::map<std::string, std::string> defined_vals, defined_types;
  // Where each name of this declaration sequence was defined, by name
  // space (0: values and modules, 1: types, 2: module types), for
  // Futhark's "Duplicate definition" error.
  std::map<std::pair<int, std::string>, Span> defined_at;
};

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

// "did you mean `x`?" for the closest of `cands` to `n`, or "".
std::string did_you_mean(const std::string& n, const std::vector<std::string>& cands, const std::string& prefix = "") {
  size_t best = n.size() <= 2 ? 1 : 3;
  std::string hint;
  for (const auto& c : cands) {
    size_t d = edit_distance(n, c);
    if (d < best) {
      best = d;
      hint = "did you mean `" + prefix + c + "`?";
    }
  }
  return hint;
}

bool is_op_char(char c) { return c && std::string("+-*/%=!><&^|").find(c) != std::string::npos; }
bool is_operator_name(const std::string& n) { return !n.empty() && is_op_char(n[0]); }

// Splits the flat name of an operator `M.N.+` into its qualifier `M.N`
// and the operator `+` (the qualifier is empty for a top-level operator).
std::pair<std::string, std::string> split_operator(const std::string& flat) {
  for (size_t i = 0; i < flat.size(); ++i)
    if (is_op_char(flat[i])) {
      if (i == 0) return {"", flat};
      return {flat.substr(0, i - 1), flat.substr(i)};
    }
  return {"", flat};
}

// Whether `t` has an anonymous size `[]` outside function types.
bool has_anon_size(const TypeExp& t) {
  if (t.kind == TypeExp::Kind::Arrow) return false;
  if (t.kind == TypeExp::Kind::Array && t.dim.kind == ast::DimExp::Kind::Any) return true;
  if (t.elem && has_anon_size(*t.elem)) return true;
  for (auto& e : t.elems)
    if (has_anon_size(*e)) return true;
  for (auto& f : t.fields)
    if (has_anon_size(*f.second)) return true;
  for (auto& c : t.constrs)
    for (auto& p : c.second)
      if (has_anon_size(*p)) return true;
  for (auto& a : t.type_args)
    if (a.is_size ? a.dim.kind == ast::DimExp::Kind::Any : a.type && has_anon_size(*a.type)) return true;
  return false;
}

bool is_prim_name(const std::string& n) {
  static const std::set<std::string> prims = {"i8",  "i16", "i32", "i64", "u8",  "u16",
                                              "u32", "u64", "f16", "f32", "f64", "bool"};
  return prims.count(n) > 0;
}

std::vector<std::string> split_dots(const std::string& q) {
  std::vector<std::string> parts;
  size_t p = 0;
  while (true) {
    size_t d = q.find('.', p);
    parts.push_back(q.substr(p, d == std::string::npos ? std::string::npos : d - p));
    if (d == std::string::npos) break;
    p = d + 1;
  }
  return parts;
}

class Defunctoriser;
ModP intrinsics_of(Defunctoriser& D);  // the module `intrinsics`

// A value the prelude defines (the checker knows those; we do not).
bool is_prelude_name(const std::string& n) {
  static const std::set<std::string> names = [] {
    std::set<std::string> s;
    for (const Decl& d : prelude_decls())
      if (d.kind == Decl::Kind::Val) s.insert(d.val.name);
    return s;
  }();
  return names.count(n) > 0;
}

// A type the prelude defines.
bool is_prelude_type(const std::string& n) {
  static const std::set<std::string> names = [] {
    std::set<std::string> s;
    for (const Decl& d : prelude_decls())
      if (d.kind == Decl::Kind::Type) s.insert(d.type.name);
    return s;
  }();
  return names.count(n) > 0;
}

// ---------------------------------------------------------------------------
// Renaming of expressions, patterns and types: every name that refers to a
// module-level definition becomes its flat name; names bound locally (by
// patterns, type and size parameters) are left alone.

class Renamer {
 public:
  Renamer(Defunctoriser& d, const Frame* fr, const Renamer* outer = nullptr) : D(d), fr_(fr), outer_(outer) {}

  ExprPtr expr(const Expr& e);
  PatPtr pat(const Pat& p, std::vector<std::string>& bound);
  TypeExpPtr type(const TypeExp& t);
  ast::DimExp dim(const ast::DimExp& d);

  // Module types: a type name that is not in scope is an error here (in
  // definitions the checker reports it).
  bool strict_types = false;

  void bind(const std::string& n) { ++locals_[n]; }
  void unbind(const std::string& n) {
    auto it = locals_.find(n);
    if (it != locals_.end() && --it->second == 0) locals_.erase(it);
  }
  void bind_type(const std::string& n) { ++local_types_[n]; }
  bool is_local_type(const std::string& n) const {
    return local_types_.count(n) || (outer_ && outer_->is_local_type(n));
  }
  void unbind_type(const std::string& n) {
    auto it = local_types_.find(n);
    if (it != local_types_.end() && --it->second == 0) local_types_.erase(it);
  }
  void bind_all(const std::vector<std::string>& ns) {
    for (auto& n : ns) bind(n);
  }
  void unbind_all(const std::vector<std::string>& ns) {
    for (auto& n : ns) unbind(n);
  }
  // Type parameters: sizes are values, the others types.
  void bind_params(const std::vector<ast::TypeParam>& tps) {
    for (auto& tp : tps) tp.kind == ast::TypeParam::Kind::Size ? bind(tp.name) : bind_type(tp.name);
  }
  void unbind_params(const std::vector<ast::TypeParam>& tps) {
    for (auto& tp : tps) tp.kind == ast::TypeParam::Kind::Size ? unbind(tp.name) : unbind_type(tp.name);
  }

  // What an unqualified name refers to.
  struct Found {
    enum class Kind { None, Local, Val, Mod } kind = Kind::None;
    std::string flat;
    ModP mod;
  };
  Found find_value(const std::string& n) const {
    Found f;
    if (locals_.count(n)) {
      f.kind = Found::Kind::Local;
      return f;
    }
    for (const Frame* fr = fr_; fr; fr = fr->parent) {
      if (auto v = fr->env.vals.find(n); v != fr->env.vals.end()) {
        f.kind = Found::Kind::Val;
        f.flat = v->second;
        return f;
      }
      if (auto m = fr->env.mods.find(n); m != fr->env.mods.end()) {
        f.kind = Found::Kind::Mod;
        f.mod = m->second;
        return f;
      }
    }
    if (outer_) return outer_->find_value(n);
    if (n == "intrinsics") {
      f.kind = Found::Kind::Mod;
      f.mod = intrinsics_of(D);
    }
    return f;
  }
  // A type name: its flat name, or nullopt when it is local or unknown here.
  std::optional<std::string> find_type(const std::string& n) const {
    if (local_types_.count(n)) return std::nullopt;
    for (const Frame* fr = fr_; fr; fr = fr->parent)
      if (auto t = fr->env.types.find(n); t != fr->env.types.end()) return t->second.flat;
    if (outer_) return outer_->find_type(n);
    return std::nullopt;
  }
  std::vector<std::string> module_names() const {
    std::vector<std::string> out;
    for (const Frame* fr = fr_; fr; fr = fr->parent)
      for (auto& [n, _] : fr->env.mods) out.push_back(n);
    if (outer_) {
      auto o = outer_->module_names();
      out.insert(out.end(), o.begin(), o.end());
    }
    return out;
  }

  // The module named by the qualified name `parts[0..count)`; errors name `span`.
  ModP module_path(const std::vector<std::string>& parts, size_t count, const Span& span) const;

  const Frame* frame() const { return fr_; }

 private:
  Defunctoriser& D;
  const Frame* fr_;
  const Renamer* outer_;
  std::unordered_map<std::string, int> locals_;
  std::unordered_map<std::string, int> local_types_;

  ExprPtr qualified(const Expr& e, bool& done);
  void rename_op(Expr& out, const Span& sp);
  ExprPtr loop(const Expr& e);
};

// The prelude's module types of numeric modules, as the prelude index
// gives them (comments left out).
const char* const prelude_sigs_text = R"FUT(
module type from_prim = {
  type t
  val i8 : i8 -> t
  val i16 : i16 -> t
  val i32 : i32 -> t
  val i64 : i64 -> t
  val u8 : u8 -> t
  val u16 : u16 -> t
  val u32 : u32 -> t
  val u64 : u64 -> t
  val f16 : f16 -> t
  val f32 : f32 -> t
  val f64 : f64 -> t
  val bool : bool -> t
}
module type numeric = {
  include from_prim
  val (+) : t -> t -> t
  val (-) : t -> t -> t
  val (*) : t -> t -> t
  val (/) : t -> t -> t
  val (%) : t -> t -> t
  val (**) : t -> t -> t
  val to_i64 : t -> i64
  val (==) : t -> t -> bool
  val (<) : t -> t -> bool
  val (>) : t -> t -> bool
  val (<=) : t -> t -> bool
  val (>=) : t -> t -> bool
  val (!=) : t -> t -> bool
  val neg : t -> t
  val max : t -> t -> t
  val min : t -> t -> t
  val abs : t -> t
  val sgn : t -> t
  val highest : t
  val lowest : t
  val sum [n] : [n]t -> t
  val product [n] : [n]t -> t
  val maximum [n] : [n]t -> t
  val minimum [n] : [n]t -> t
}
module type integral = {
  include numeric
  val (//) : t -> t -> t
  val (%%) : t -> t -> t
  val (&) : t -> t -> t
  val (|) : t -> t -> t
  val (^) : t -> t -> t
  val not : t -> t
  val (<<) : t -> t -> t
  val (>>) : t -> t -> t
  val (>>>) : t -> t -> t
  val num_bits : i32
  val get_bit : i32 -> t -> i32
  val set_bit : i32 -> t -> i32 -> t
  val popc : t -> i32
  val mul_hi : (x: t) -> (y: t) -> t
  val mad_hi : (a: t) -> (b: t) -> (c: t) -> t
  val clz : t -> i32
  val ctz : t -> i32
}
module type real = {
  include numeric
  val recip : t -> t
  val from_fraction : i64 -> i64 -> t
  val to_i64 : t -> i64
  val to_f64 : t -> f64
  val sqrt : t -> t
  val rsqrt : t -> t
  val cbrt : t -> t
  val exp : t -> t
  val sin : t -> t
  val cos : t -> t
  val tan : t -> t
  val sinpi : t -> t
  val cospi : t -> t
  val tanpi : t -> t
  val asin : t -> t
  val acos : t -> t
  val atan : t -> t
  val asinpi : t -> t
  val acospi : t -> t
  val atanpi : t -> t
  val sinh : t -> t
  val cosh : t -> t
  val tanh : t -> t
  val asinh : t -> t
  val acosh : t -> t
  val atanh : t -> t
  val atan2 : t -> t -> t
  val atan2pi : t -> t -> t
  val hypot : t -> t -> t
  val gamma : t -> t
  val lgamma : t -> t
  val erf : t -> t
  val erfc : t -> t
  val lerp : t -> t -> t -> t
  val log : t -> t
  val log2 : t -> t
  val log10 : t -> t
  val log1p : t -> t
  val ceil : t -> t
  val floor : t -> t
  val trunc : t -> t
  val round : t -> t
  val mad : (a: t) -> (b: t) -> (c: t) -> t
  val fma : (a: t) -> (b: t) -> (c: t) -> t
  val isinf : t -> bool
  val isnan : t -> bool
  val inf : t
  val nan : t
  val pi : t
  val e : t
}
module type float = {
  include real
  type int_t
  val from_bits : int_t -> t
  val to_bits : t -> int_t
  val num_bits : i32
  val get_bit : i32 -> t -> i32
  val set_bit : i32 -> t -> i32 -> t
  val epsilon : t
  val nextafter : (x: t) -> (y: t) -> t
  val ldexp : t -> i32 -> t
  val copysign : (x: t) -> (y: t) -> t
}
)FUT";

// ---------------------------------------------------------------------------

class Defunctoriser {
 public:
  Defunctorised run(const ast::Program& main) {
    main_file_ = main.file;
    if (main.file) {
      std::error_code ec;
      auto p = std::filesystem::weakly_canonical(main.file->path, ec);
      in_progress_.push_back({ec ? main.file->path : p.string(), Span{}});
    }
    // Entry points keep their names: a top-level definition of an imported
    // file with the same name (`module m = import "util"` and `entry f =
    // m.f`) takes another flat name.
    for (const Decl& d : main.decls)
      if (d.kind == Decl::Kind::Val && d.val.entry) used_.insert(d.val.name);
    Frame root;
    eval_decls(main.decls, root, "", nullptr, true);
    result_.prog.file = main.file;
    result_.prog.decls = std::move(out_);
    return std::move(result_);
  }

  [[noreturn]] void error(const Span& sp, const std::string& msg, const std::string& hint = "") {
    user_error(sp, msg, hint);
  }

  // The numeric module `f32` (`i32`, ...) as a module value: its members'
  // flat names are `f32.sqrt`, its type `t` is `f32`.
  ModP prim_mod(const std::string& name) {
    auto it = prim_mods_.find(name);
    if (it != prim_mods_.end()) return it->second;
    auto m = std::make_shared<Mod>();
    m->display = name;
    m->prim = true;
    if (auto t = type_prim_from_name(name))
      for (const std::string& n : prim_module_members(*t)) m->env.vals[n] = name + "." + n;
    m->env.types["t"] = type_ref(name, ast::TypeDecl::Lift::Plain, {});
    if (name == "f16" || name == "f32" || name == "f64")  // `float`'s `int_t`
      m->env.types["int_t"] = type_ref(name == "f16" ? "u16" : name == "f32" ? "u32" : "u64", ast::TypeDecl::Lift::Plain, {});
    prim_mods_[name] = m;
    return m;
  }

  // The module `intrinsics` (language reference, "User-Defined
  // Operators"): the built-in operators, reachable through it where a
  // module shadows them (`def a + b = intrinsics.({re = re a + re b, ...})`).
  // Each member names the built-in itself.
  ModP intrinsics_mod() {
    if (intrinsics_) return intrinsics_;
    auto m = std::make_shared<Mod>();
    m->display = "intrinsics";
    for (const char* op : {"+", "-", "*", "/", "%", "//", "%%", "**", "<<", ">>", ">>>", "&", "|", "^", "==", "!=",
                           "<", "<=", ">", ">=", "&&", "||"})
      m->env.bind_val(op, op);
    intrinsics_ = m;
    return m;
  }
  ModP intrinsics_;

  // The prelude's module type `name` with its specifications.
  SigP prelude_sig(const std::string& name) {
    if (prelude_sigs_.empty()) {
      auto file = std::make_shared<SourceFile>();
      file->path = "<prelude module types>";
      file->text = prelude_sigs_text;
      ast::Program p = parse_program(file);
      Frame fr;
      for (const Decl& d : p.decls) fr.env.sigs[d.name] = eval_sig(*d.sig, fr);
      prelude_sigs_ = fr.env.sigs;
    }
    auto it = prelude_sigs_.find(name);
    return it == prelude_sigs_.end() ? nullptr : it->second;
  }

  // A member of module `m` (named `display` in messages).
  std::string member_val(const Mod& m, const std::string& n, const Span& sp) {
    if (m.functor) error(sp, "Module `" + m.display + "` is a parametric module; apply it before using its members");
    auto v = m.env.vals.find(n);
    if (v != m.env.vals.end()) return v->second;
    if (m.env.mods.count(n)) error(sp, "`" + m.display + "." + n + "` is a module, not a value");
    std::vector<std::string> cands;
    for (auto& [k, _] : m.env.vals) cands.push_back(k);
    for (auto& [k, _] : m.env.mods) cands.push_back(k);
    error(sp, "module `" + m.display + "` has no member `" + n + "`", did_you_mean(n, cands, m.display + "."));
  }
  std::string member_type(const Mod& m, const std::string& n, const Span& sp) {
    if (m.functor) error(sp, "Module `" + m.display + "` is a parametric module; apply it before using its types");
    auto t = m.env.types.find(n);
    if (t != m.env.types.end()) return t->second.flat;
    std::vector<std::string> cands;
    for (auto& [k, _] : m.env.types) cands.push_back(k);
    error(sp, "module `" + m.display + "` has no type `" + n + "`", did_you_mean(n, cands, m.display + "."));
  }
  ModP member_mod(const Mod& m, const std::string& n, const Span& sp) {
    if (m.functor) error(sp, "Module `" + m.display + "` is a parametric module; apply it before using its members");
    auto s = m.env.mods.find(n);
    if (s != m.env.mods.end()) return s->second;
    std::vector<std::string> cands;
    for (auto& [k, _] : m.env.mods) cands.push_back(k);
    error(sp, "module `" + m.display + "` has no module `" + n + "`", did_you_mean(n, cands, m.display + "."));
  }

 private:
  friend class Renamer;
  std::map<std::string, ModP> prim_mods_;
  std::map<std::string, SigP> prelude_sigs_;
  std::map<std::pair<const Sig*, std::string>, ModP> prelude_skeletons_;
  // The types of the module types enclosing a submodule specification
  // being evaluated (eval_sig) or made a skeleton of (skeleton).
  std::vector<std::string> enclosing_sig_types_;
  std::map<std::string, std::string> skeleton_outer_types_;
  std::set<std::string> poly_defs_;  // definitions with type parameters (`def f 'a ...`)
  int functor_arg_ = 0;              // > 0 while a functor's argument is matched with its parameter
  std::map<std::string, std::string> arg_wrappers_;  // arg_wrapper's: definition and type -> wrapper
  // Flat names of the top-level value definitions of imported files.  A
  // file sees them only through its imports' exports (reference,
  // "Referencing other files": an import brings in the non-`local`
  // definitions, and does not export them further), so a name that is
  // not in scope must not reach one of them by its flat name.
  std::set<std::string> file_vals_;
  std::set<std::string> file_types_;  // the same for type abbreviations
                                     // or an inferred type (no return type, or a
                                     // parameter without one)
  // The declared return types of definitions (and their numbers of
  // parameters), for the uniqueness of results of value specifications.
  std::map<std::string, std::pair<TypeExpPtr, size_t>> def_ret_types_;
  std::shared_ptr<const SourceFile> main_file_;
  std::vector<Decl> out_;
  Defunctorised result_;
  std::set<std::string> used_;  // flat names and module paths given out
  std::map<std::string, ModP> files_;  // canonical path -> the file's module
  std::vector<std::pair<std::string, Span>> in_progress_;  // imports being evaluated
  int check_counter_ = 0;
  // The functor applications made (apply), by the functor's body.
  struct Application {
    const Env* origin;
    std::vector<ModP> args;
    ModP result;
  };
  std::multimap<const ast::ModExp*, Application> applied_;

  // Whether two modules have the same members (the same definitions).
  static bool same_mod(const Mod& a, const Mod& b) {
    if (&a == &b) return true;
    if (a.functor != b.functor || a.prim != b.prim || a.env.vals != b.env.vals || a.env.sigs != b.env.sigs ||
        a.env.types.size() != b.env.types.size() || a.env.mods.size() != b.env.mods.size())
      return false;
    for (auto i = a.env.types.begin(), j = b.env.types.begin(); i != a.env.types.end(); ++i, ++j)
      if (i->first != j->first || i->second.flat != j->second.flat || i->second.arity != j->second.arity ||
          i->second.lift != j->second.lift || i->second.params != j->second.params ||
          i->second.anon_size != j->second.anon_size)
        return false;
    for (auto i = a.env.mods.begin(), j = b.env.mods.begin(); i != a.env.mods.end(); ++i, ++j)
      if (i->first != j->first || !same_mod(*i->second, *j->second)) return false;
    return true;
  }
  static bool same_mods(const std::vector<ModP>& a, const std::vector<ModP>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!same_mod(*a[i], *b[i])) return false;
    return true;
  }

  // ---- names ----
  std::string fresh(const std::string& want) {
    std::string n = want;
    for (int k = 1; used_.count(n); ++k) n = want + "'" + std::to_string(k);
    used_.insert(n);
    return n;
  }
  // The flat name of `name` defined in module `path` ("" at a file's top level).
  std::string flat_name(const std::string& path, const std::string& name, bool keep) {
    if (path.empty()) {
      // A top-level definition named like a value of the prelude (`def
      // scatter`, `def map`) takes the flat name `scatter'user`: the
      // passes after the type checker find functions by their flat names,
      // and the uses of the prelude's value (in the prelude itself, in an
      // imported file, or before the definition) must keep meaning it.
      // Messages print it as written (infer.h's written_name).  So does an
      // entry point (`entry sum`, `sum'user`): its external name (the C
      // API's, `-e`, a test block's `entry:`) is the written one, given
      // back where the entry becomes an IR function (typecheck.cpp's
      // elab_entry) and in its API types (entry_types.cpp).  Operators
      // keep their names.
      if (!is_operator_name(name) && prelude_value_names().count(name)) return fresh(name + "'user");
      // Top-level names keep their spelling where they can (entry points
      // must; operators cannot take a suffix).
      if (keep || is_operator_name(name) || !used_.count(name)) {
        used_.insert(name);
        return name;
      }
      return fresh(name);
    }
    std::string want = path + "." + name;
    if (!used_.count(want)) {
      used_.insert(want);
      return want;
    }
    if (!is_operator_name(name)) return fresh(want);
    std::string p = fresh(path);
    used_.insert(p + "." + name);
    return p + "." + name;
  }
  std::string module_path(const std::string& path, const std::string& name) {
    return fresh(path.empty() ? name : path + "." + name);
  }

  static std::shared_ptr<Env> snapshot(const Frame& fr) {
    std::vector<const Frame*> chain;
    for (const Frame* f = &fr; f; f = f->parent) chain.push_back(f);
    auto env = std::make_shared<Env>();
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) env->add_all((*it)->env);
    return env;
  }

  // ---- declarations ----
  void eval_decls(const std::vector<Decl>& ds, Frame& fr, const std::string& path, Env* exports, bool main_top) {
    for (const Decl& d : ds) eval_decl(d, fr, path, exports, main_top);
  }

  // Futhark rejects two definitions of one name in one sequence of
  // declarations (a module's body, a file's top level).
  void check_duplicate(Frame& fr, int space, const std::string& kind, const std::string& name, const Span& sp) {
    auto [it, fresh_name] = fr.defined_at.insert({{space, name}, sp});
    if (fresh_name) return;
    error(sp,
          "Duplicate definition of " + kind + " `" + name + "`: `" + name + "` is defined twice (previously at " +
              it->second.str() + ")",
          "rename one of the two definitions");
  }

  void eval_decl(const Decl& d, Frame& fr, const std::string& path, Env* exports, bool main_top) {
    switch (d.kind) {
      case Decl::Kind::Val:
        check_duplicate(fr, 0, "value", d.val.name, d.val.name_span.known() ? d.val.name_span : d.span);
        break;
      case Decl::Kind::Type: check_duplicate(fr, 1, "type", d.type.name, d.type.span.known() ? d.type.span : d.span); break;
      case Decl::Kind::Module: check_duplicate(fr, 0, "module", d.name, d.span); break;
      case Decl::Kind::ModType: check_duplicate(fr, 2, "module type", d.name, d.span); break;
      default: break;
    }
    switch (d.kind) {
      case Decl::Kind::Val: return val_decl(d, fr, path, exports, main_top);
      case Decl::Kind::Type:
        type_decl(d, fr, path, exports);
        if (!main_top && path.empty()) file_types_.insert(fr.defined_types[d.type.name]);
        return;
      case Decl::Kind::Module: {
        std::string display = path.empty() ? d.name : path + "." + d.name;
        std::string mpath = module_path(path, d.name);
        ModP m = eval_mod(*d.mod, fr, mpath, display);
        if (m->functor && d.mod->kind == ModExp::Kind::Lambda) check_functor(m, mpath, d.span);
        if (m->display != display) {  // `module M = N`: messages say `M`
          auto named = std::make_shared<Mod>(*m);
          named->display = display;
          m = named;
        }
        fr.env.bind_mod(d.name, m);
        if (exports) exports->bind_mod(d.name, m);
        return;
      }
      case Decl::Kind::ModType: {
        SigP s = eval_sig(*d.sig, fr);
        fr.env.sigs[d.name] = s;
        if (exports) exports->sigs[d.name] = s;
        return;
      }
      case Decl::Kind::Open: {
        ModP m = eval_mod(*d.mod, fr, module_path(path, "open"), "");
        if (m->functor) error(d.span, "cannot open a parametric module; apply it first");
        fr.env.add_all(m->env);
        if (exports) exports->add_all(m->env);
        return;
      }
      case Decl::Kind::Import: {
        ModP m = import_file(d.path, d.span);
        fr.env.add_all(m->env);
        return;
      }
      case Decl::Kind::Local: return eval_decl(*d.local_decl, fr, path, nullptr, main_top);
    }
  }

  void val_decl(const Decl& d, Frame& fr, const std::string& path, Env* exports, bool main_top) {
    const ast::ValDecl& v = d.val;
    bool entry = v.entry && main_top;
    // (The parser marks every `main` an entry point, so `def main` inside
    // a module, which is an ordinary function, is not an error here.)
    if (v.entry && !main_top && !path.empty() && v.name != "main")
      error(v.name_span.known() ? v.name_span : v.span,
            "Entry points may not be declared inside modules: `entry " + v.name +
                "` is inside module `" + path + "`; `entry` is allowed only at the top level of the program",
            "define the function with `def` in the module and an entry point at the top level that calls it");
    if (v.entry && main_top && v.name.find('\'') != std::string::npos)
      error(v.name_span.known() ? v.name_span : v.span,
            "the name of an entry point must not contain an apostrophe: `" + v.name + "`",
            "rename the entry point, or define it with `def` and call it from an entry point");
    Decl out = d;
    ast::ValDecl& o = out.val;
    o.entry = entry;
    auto again = fr.defined_vals.find(v.name);
    if (again != fr.defined_vals.end()) o.name = again->second;
    else if (!main_top && path.empty() && v.name == "main") o.name = fresh("main'imported");  // not an entry point
    else o.name = flat_name(path, v.name, entry);
    fr.defined_vals[v.name] = o.name;
    if (!main_top && path.empty()) file_vals_.insert(o.name);
    // A function (a definition with parameters) is in scope in its own
    // body: a recursive call inside a module names the flat name.  A value
    // definition without parameters is not (`def x = x + 1` uses the `x`
    // outside).
    const bool self = !v.params.empty();
    if (self) fr.env.bind_val(v.name, o.name);
    Renamer r(*this, &fr);
    r.bind_params(v.type_params);
    for (auto& s : v.size_params) r.bind(s);  // also in type_params, normally
    std::vector<std::string> bound;
    o.params.clear();
    for (auto& p : v.params) o.params.push_back(r.pat(*p, bound));
    if (v.ret_type) o.ret_type = r.type(*v.ret_type);
    o.body = r.expr(*v.body);
    std::string flat = o.name;
    for (auto& tp : v.type_params)
      if (tp.kind != ast::TypeParam::Kind::Size) poly_defs_.insert(flat);
    // A definition whose type is inferred may be polymorphic too.
    if (!v.ret_type || std::any_of(v.params.begin(), v.params.end(), [](const PatPtr& p) {
          return p->kind != Pat::Kind::Ascribed && p->kind != Pat::Kind::Unit;
        }))
      poly_defs_.insert(flat);
    if (v.ret_type) def_ret_types_[flat] = {v.ret_type, v.params.size()};
    if (checking_functor_ > 0) mark_check(o, o.span);
    out_.push_back(std::move(out));
    fr.env.bind_val(v.name, flat);
    if (exports) exports->bind_val(v.name, flat);
  }

  void type_decl(const Decl& d, Frame& fr, const std::string& path, Env* exports) {
    Decl out = d;
    auto again = fr.defined_types.find(d.type.name);
    out.type.name = again != fr.defined_types.end() ? again->second : flat_name(path, d.type.name, false);
    fr.defined_types[d.type.name] = out.type.name;
    Renamer r(*this, &fr);
    r.bind_params(d.type.type_params);
    for (auto& s : d.type.size_params) r.bind(s);
    out.type.def = r.type(*d.type.def);
    TypeRef t = type_ref(out.type.name, d.type.lift, d.type.type_params);
    t.anon_size = d.type.lift == ast::TypeDecl::Lift::Plain && has_anon_size(*d.type.def);
    if (d.type.type_params.empty() && !d.type.size_params.empty()) {
      t.arity = d.type.size_params.size();
      t.params.assign(t.arity, ast::TypeParam::Kind::Size);
    }
    out_.push_back(std::move(out));
    fr.env.types[d.type.name] = t;
    if (exports) exports->types[d.type.name] = t;
  }

  // ---- checking a parametric module where it is defined ----
  // Futhark checks a functor's body once, with its parameters abstract; a
  // functor that is never applied is checked all the same.  Here the body
  // is evaluated once with a skeleton module for each parameter: each
  // abstract type a nominal type of its own (a sum type with a private
  // constructor), each value a typed hole `???` of its specified type.
  // The definitions this makes are type-checked and then dropped (marked
  // `#[signature_check]`, see elaborate/desugar.cpp).
  int checking_functor_ = 0;
  int skeleton_counter_ = 0;
  std::set<std::string> skeleton_names_;

  static void mark_check(ast::ValDecl& v, const Span& s) {
    ast::Attr a;
    a.name = "signature_check";
    a.text = "signature_check";
    a.span = s;
    v.attrs.push_back(a);
  }

  void check_functor(const ModP& f, const std::string& path, const Span& span) {
    ++checking_functor_;
    ModP cur = f;
    try {
      bool all = true;
      while (cur && cur->functor) {
        const Functor& fn = *cur->functor;
        const ast::ModParam& p = fn.params.at(0);
        Frame cf;
        cf.env = *fn.closure;
        SigP ps = eval_sig(*p.sig, cf);
        ModP sk = skeleton(*ps, fresh(path + "'" + p.name), p.name, p.span);
        if (!sk) {
          all = false;
          break;
        }
        cur = apply(*cur, sk, span, fresh(path + "'body"), cur->display + "(" + p.name + ")");
      }
      if (all) f->functor->body_checked = true;
    } catch (const NoSkeleton&) {
      // checked where it is applied
    } catch (...) {
      --checking_functor_;
      throw;
    }
    --checking_functor_;
  }

  // A module that has exactly what `s` specifies, or null where this
  // cannot be made (functor types, refined prelude module types).
  ModP skeleton(const Sig& s, const std::string& path, const std::string& display, const Span& span) {
    if (s.functor) {
      // A parameter of functor type `(P: S) -> R`: a functor whose
      // applications (checked against S) give skeletons of R.
      auto mod = std::make_shared<Mod>();
      mod->display = display;
      mod->functor = std::make_shared<Functor>();
      ast::ModParam p;
      p.name = s.functor->param.empty() ? " arg" : s.functor->param;
      p.sig = s.functor->param_sig;
      p.span = span;
      mod->functor->params.push_back(p);
      mod->functor->result = s.functor->result;
      mod->functor->closure = s.functor->closure;
      mod->functor->skeleton = true;
      (void)path;
      return mod;
    }
    if (s.refined_builtin) return nullptr;
    if (s.builtin) {
      if (s.builtin_t && s.builtin_extended && s.full) {
        // `{ include real val half: t } with t = f64`
        auto c = std::make_shared<Sig>(*s.full);
        refine(*c, {"t"}, 0, s.builtin_t, {});
        return skeleton(*c, path, display, span);
      }
      if (auto p = refined_prim(s)) return prim_mod(prim_name(*p));
      // The prelude module type's specifications: `t` is a type of its
      // own, as in Futhark (`x N.+ N.i32 1`, not `x + 1`).
      if (!s.full) return nullptr;
      // One skeleton per prelude module type and parameter name, shared by
      // the checks of all functors (each is checked on its own; about a
      // hundred members each).
      auto key = std::make_pair(s.full.get(), display);
      if (auto it = prelude_skeletons_.find(key); it != prelude_skeletons_.end()) return it->second;
      ModP sk = skeleton(*s.full, path, display, span);
      prelude_skeletons_[key] = sk;
      return sk;
    }
    auto mod = std::make_shared<Mod>();
    mod->display = display;
    // A submodule's specifications may name the enclosing module type's
    // types (`module inner : { val f : i32 -> a }` after `type a`).
    std::map<std::string, std::string> type_subst = skeleton_outer_types_, val_subst;
    for (const SigSpec& sp : s.specs) {
      switch (sp.kind) {
        case ast::Spec::Kind::Type: {
          Decl d;
          d.kind = Decl::Kind::Type;
          d.span = sp.span;
          d.type.name = flat_name(path, sp.name, false);
          d.type.span = sp.span;
          d.type.type_params = sp.type_params;
          for (auto& tp : sp.type_params)
            if (tp.kind == ast::TypeParam::Kind::Size) d.type.size_params.push_back(tp.name);
          d.type.lift = sp.lift;
          if (sp.type) {
            d.type.def = subst_types(*sp.type, type_subst, val_subst);
          } else {
            auto t = std::make_shared<TypeExp>();
            t->kind = TypeExp::Kind::Sum;
            t->span = sp.span;
            std::vector<TypeExpPtr> payload;
            // The parameters appear in the payload (a type must use them).
            for (auto& tp : sp.type_params) {
              if (tp.kind == ast::TypeParam::Kind::Size) {
                auto a = std::make_shared<TypeExp>();
                a->kind = TypeExp::Kind::Array;
                a->span = sp.span;
                a->dim.kind = ast::DimExp::Kind::Name;
                a->dim.name = tp.name;
                a->dim.span = sp.span;
                a->elem = std::make_shared<TypeExp>();
                a->elem->kind = TypeExp::Kind::Prim;
                a->elem->prim = PrimType::Bool;
                a->elem->span = sp.span;
                payload.push_back(a);
              } else {
                payload.push_back(t_named(tp.name, sp.span));
              }
            }
            // The constructor's name shows in messages: `(#X.t)`.
            std::string cn = display + "." + sp.name;
            if (!skeleton_names_.insert(cn).second) cn += "'" + std::to_string(++skeleton_counter_);
            t->constrs.push_back({cn, payload});
            d.type.def = t;
          }
          type_subst[sp.name] = d.type.name;
          mod->env.types[sp.name] = type_ref(d.type.name, sp.lift, sp.type_params);
          out_.push_back(std::move(d));
          break;
        }
        case ast::Spec::Kind::Val: {
          std::string flat = flat_name(path, sp.name, false);
          auto vs = val_subst;
          for (auto& tp : sp.type_params) vs.erase(tp.name);
          TypeExpPtr t = subst_types(*sp.type, type_subst, vs);
          Decl d;
          d.kind = Decl::Kind::Val;
          d.span = sp.span;
          ast::ValDecl& v = d.val;
          v.name = flat;
          v.span = sp.span;
          v.name_span = sp.span;
          v.type_params = sp.type_params;
          for (auto& tp : v.type_params)
            if (tp.kind == ast::TypeParam::Kind::Size) v.size_params.push_back(tp.name);
          mark_check(v, sp.span);
          int k = 0;
          while (t->kind == TypeExp::Kind::Arrow) {
            std::string pn = t->param_name.empty() ? "x" + std::to_string(k++) : t->param_name;
            auto id = std::make_shared<Pat>();
            id->kind = Pat::Kind::Id;
            id->name = pn;
            id->span = sp.span;
            auto asc = std::make_shared<Pat>();
            asc->kind = Pat::Kind::Ascribed;
            asc->inner = id;
            asc->type = t->elems[0];
            asc->span = sp.span;
            v.params.push_back(asc);
            t = t->elems[1];
          }
          v.ret_type = t;
          v.body = mk_var("???", sp.span);
          out_.push_back(std::move(d));
          val_subst[sp.name] = flat;
          mod->env.vals[sp.name] = flat;
          break;
        }
        case ast::Spec::Kind::Module: {
          auto saved = skeleton_outer_types_;
          skeleton_outer_types_ = type_subst;
          ModP sub = skeleton(*sp.sub, path + "." + sp.name, display + "." + sp.name, span);
          skeleton_outer_types_ = saved;
          if (!sub) return nullptr;
          mod->env.mods[sp.name] = sub;
          for (auto& [tn, tr] : sub->env.types) type_subst[sp.name + "." + tn] = tr.flat;
          break;
        }
        case ast::Spec::Kind::Include: break;
      }
    }
    return mod;
  }

  // ---- module expressions ----
  // `path`: the unique prefix of the flat names of new definitions;
  // `display`: the module's name in messages ("" if it has none).
  ModP eval_mod(const ModExp& m, const Frame& fr, const std::string& path, const std::string& display) {
    switch (m.kind) {
      case ModExp::Kind::Name: {
        Renamer r(*this, &fr);
        auto parts = split_dots(m.name);
        return r.module_path(parts, parts.size(), m.span);
      }
      case ModExp::Kind::Import:
        if (is_prelude_file(m.path)) return prelude_file_mod(m.path);
        return import_file(m.path, m.span);
      case ModExp::Kind::Struct: {
        Frame inner;
        inner.parent = &fr;
        auto mod = std::make_shared<Mod>();
        mod->display = display.empty() ? path : display;
        eval_decls(*m.decls, inner, path, &mod->env, false);
        return mod;
      }
      case ModExp::Kind::Ascribe: {
        ModP inner = eval_mod(*m.body, fr, path, display);
        SigP s = eval_sig(*m.sig, fr);
        return ascribe(inner, s, m.span, display.empty() ? inner->display : display, true);
      }
      case ModExp::Kind::Lambda: {
        auto mod = std::make_shared<Mod>();
        mod->display = display.empty() ? "the parametric module" : display;
        mod->functor = std::make_shared<Functor>();
        mod->functor->params = m.params;
        mod->functor->result = m.sig;
        mod->functor->body = m.body;
        mod->functor->closure = snapshot(fr);
        mod->functor->origin = mod->functor->closure.get();
        return mod;
      }
      case ModExp::Kind::Apply: {
        ModP f = eval_mod(*m.body, fr, fresh(path + "'fun"), "");
        if (!f->functor)
          error(m.body->span, "`" + (m.body->kind == ModExp::Kind::Name ? f->display : mod_exp_text(*m.body)) +
                                  "` is not a parametric module and cannot be applied");
        std::string arg_display;
        if (m.arg->kind == ModExp::Kind::Name) arg_display = m.arg->name;
        else arg_display = "(the argument of " + (m.body->kind == ModExp::Kind::Name ? f->display : mod_exp_text(*m.body)) + ")";
        ModP a = eval_mod(*m.arg, fr, fresh(path + "'arg"), arg_display);
        return apply(*f, a, m.span, path, display);
      }
    }
    internal_error("unknown module expression", __FILE__, __LINE__);
  }

  ModP apply(const Mod& f, const ModP& arg, const Span& span, const std::string& path, const std::string& display) {
    const Functor& fn = *f.functor;
    const ast::ModParam& p = fn.params.at(0);
    Frame cf;
    cf.env = *fn.closure;
    SigP ps = eval_sig(*p.sig, cf);
    if (arg->functor && !ps->functor)
      error(span, "the argument of `" + f.display + "` is a parametric module; it must be a module of type `" +
                      ast_sig_text(*p.sig) + "`");
    ++functor_arg_;
    ModP pa = ascribe(arg, ps, span, arg->display.empty() ? "the argument of `" + f.display + "`" : arg->display);
    --functor_arg_;
    cf.env.bind_mod(p.name, pa);
    if (fn.params.size() > 1) {
      auto mod = std::make_shared<Mod>();
      mod->display = f.display;
      mod->functor = std::make_shared<Functor>(fn);
      mod->functor->params.erase(mod->functor->params.begin());
      mod->functor->closure = std::make_shared<Env>(cf.env);
      mod->functor->args.push_back(pa);
      return mod;
    }
    if (fn.skeleton) {
      SigP rs = eval_sig(*fn.result, cf);
      ModP r = skeleton(*rs, path, display.empty() ? f.display + "(" + arg->display + ")" : display, span);
      if (!r) throw NoSkeleton{};
      return r;
    }
    // The same functor applied to the same modules again is the module
    // the first application made (its definitions are not copied and
    // checked again), unless that application made abstract types: each
    // application of a functor whose result seals types has types of its
    // own (generative), as in Futhark.  Not while a functor's body is
    // checked with skeletons (check_functor): what that makes is dropped.
    std::vector<ModP> args = fn.args;
    args.push_back(pa);
    const bool memo = checking_functor_ == 0 && fn.origin && fn.body;
    ModP r;
    if (memo)
      for (auto [it, end] = applied_.equal_range(fn.body.get()); it != end; ++it)
        if (it->second.origin == fn.origin && same_mods(it->second.args, args)) {
          r = it->second.result;
          break;
        }
    if (!r) {
      size_t sealed_before = result_.opaque.size();
      size_t first = out_.size();
      r = eval_mod(*fn.body, cf, path, display);
      // The copy of a body checked with skeletons (check_functor).
      if (checking_functor_ == 0 && fn.body_checked)
        for (size_t i = first; i < out_.size(); ++i)
          if (out_[i].kind == Decl::Kind::Val) result_.instance_vals.insert(out_[i].val.name);
      if (fn.result) {
        SigP rs = eval_sig(*fn.result, cf);
        r = ascribe(r, rs, span, display.empty() ? r->display : display, true);
      }
      if (memo && result_.opaque.size() == sealed_before)
        applied_.emplace(fn.body.get(), Application{fn.origin, std::move(args), r});
    }
    if (!display.empty() && r->display != display) {
      auto named = std::make_shared<Mod>(*r);
      named->display = display;
      r = named;
    }
    return r;
  }

  static std::string mod_exp_text(const ModExp& m) {
    switch (m.kind) {
      case ModExp::Kind::Name: return m.name;
      case ModExp::Kind::Import: return "import \"" + m.path + "\"";
      case ModExp::Kind::Apply: {
        std::string a = mod_exp_text(*m.arg);
        if (m.arg->kind == ModExp::Kind::Apply) a = "(" + a + ")";
        return mod_exp_text(*m.body) + " " + a;
      }
      case ModExp::Kind::Ascribe: return "(" + mod_exp_text(*m.body) + " : " + ast_sig_text(*m.sig) + ")";
      case ModExp::Kind::Lambda: return "\\(...) -> ...";
      case ModExp::Kind::Struct: return "{...}";
    }
    return "...";
  }

  static std::string ast_sig_text(const SigExp& s) {
    if (s.kind == SigExp::Kind::Name) return s.name;
    if (s.kind == SigExp::Kind::Functor)
      return "(" + (s.name.empty() ? "" : s.name + ": ") + ast_sig_text(*s.base) + ") -> " + ast_sig_text(*s.result);
    if (s.kind == SigExp::Kind::With) return ast_sig_text(*s.base) + " with " + s.name + " = ...";
    return "{...}";
  }

  // ---- imports ----
  // `/prelude/math` and the prelude's other files (prelude-index.md): the
  // prelude is always in scope, so `import "/prelude/math"` adds nothing.
  // A file of the prelude as a module (`module M = import
  // "/prelude/math"`, `open import "/prelude/soacs"`): the names the
  // prelude index lists for that file (and the files it opens), each
  // naming the prelude's own definition.
  ModP prelude_file_mod(const std::string& rel) {
    auto it = prelude_file_mods_.find(rel);
    if (it != prelude_file_mods_.end()) return it->second;
    static const std::map<std::string, std::vector<const char*>> values = {
        {"soacs",
         {"map", "map1", "map2", "map3", "map4", "map5", "reduce", "reduce_comm", "hist", "reduce_by_index",
          "reduce_by_index_2d", "reduce_by_index_3d", "scan", "all", "any", "spread", "scatter", "exscan",
          "scatter_2d", "scatter_3d", "filter", "partition", "partition2", "flatmap"}},
        {"array",
         {"length", "null", "head", "last", "tail", "init", "take", "drop", "sized", "split", "reverse", "++",
          "concat", "iota", "indices", "rotate", "replicate", "rep", "copy", "manifest", "flatten", "flatten_3d",
          "flatten_4d", "unflatten", "unflatten_3d", "unflatten_4d", "transpose", "and", "or", "foldl", "foldr",
          "tabulate", "tabulate_2d", "tabulate_3d"}},
        {"zip", {"zip", "zip2", "zip3", "zip4", "zip5", "unzip", "unzip2", "unzip3", "unzip4", "unzip5"}},
        {"functional",
         {"|>", "<|", ">->", "<-<", "flip", "curry", "uncurry", "const", "id", "iterate", "iterate_until",
          "iterate_while"}},
        {"math", {}},
        {"ad", {"jvp2", "vjp2", "jvp", "vjp"}},
        {"prelude", {"r32", "t32", "r64", "t64", "not", "opaque", "trace", "break"}},
    };
    // The files each file opens (prelude index: `open import`).
    static const std::map<std::string, std::vector<const char*>> opens = {
        {"array", {"zip"}}, {"prelude", {"soacs", "array", "math", "functional", "ad"}}};
    std::string file = rel.substr(std::string("/prelude/").size());
    auto m = std::make_shared<Mod>();
    m->display = "\"" + rel + "\"";
    std::function<void(const std::string&)> add = [&](const std::string& f) {
      for (const char* n : values.at(f)) m->env.bind_val(n, n);
      if (f == "math") {
        for (const char* n : {"bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16", "f32", "f64"})
          m->env.bind_mod(n, prim_mod(n));
        for (const char* n : {"from_prim", "numeric", "integral", "real", "float"})
          if (SigP sg = prelude_sig(n)) m->env.sigs[n] = sg;
      }
      if (auto o = opens.find(f); o != opens.end())
        for (const char* g : o->second) add(g);
    };
    add(file);
    prelude_file_mods_[rel] = m;
    return m;
  }
  std::map<std::string, ModP> prelude_file_mods_;

  static bool is_prelude_file(const std::string& rel) {
    for (const char* f : {"prelude", "soacs", "array", "zip", "functional", "math", "ad"})
      if (rel == std::string("/prelude/") + f) return true;
    return false;
  }

  ModP import_file(const std::string& rel, const Span& span) {
    if (is_prelude_file(rel)) {
      static const ModP nothing = std::make_shared<Mod>();
      return nothing;
    }
    namespace fs = std::filesystem;
    fs::path base = span.file ? fs::path(span.file->path).parent_path() : fs::path();
    fs::path file = base / (rel + ".fut");
    std::error_code ec;
    fs::path canon = fs::weakly_canonical(file, ec);
    std::string key = ec ? file.lexically_normal().string() : canon.string();
    if (auto it = files_.find(key); it != files_.end()) return it->second;
    for (size_t i = 0; i < in_progress_.size(); ++i)
      if (in_progress_[i].first == key) {
        std::string cycle;
        for (size_t j = i; j < in_progress_.size(); ++j)
          cycle += fs::path(in_progress_[j].first).filename().string() + " imports ";
        cycle += fs::path(key).filename().string();
        error(span, "import cycle: " + cycle, "a file cannot import itself, directly or through other files");
      }
    if (!fs::is_regular_file(file, ec))
      error(span, "cannot import \"" + rel + "\": there is no file `" + file.lexically_normal().string() + "`",
            !legacy_import_hint(rel).empty() ? legacy_import_hint(rel)
                                             : "import paths are relative to the importing file, without `.fut`");
    auto src = load_source(file.lexically_normal().string());
    ast::Program prog = parse_program(src);
    in_progress_.push_back({key, span});
    Frame top;
    auto mod = std::make_shared<Mod>();
    mod->display = rel;
    eval_decls(prog.decls, top, "", &mod->env, false);
    in_progress_.pop_back();
    files_[key] = mod;
    return mod;
  }

  // ---- module types ----
  SigP eval_sig(const SigExp& s, const Frame& fr) {
    switch (s.kind) {
      case SigExp::Kind::Name: {
        auto parts = split_dots(s.name);
        if (parts.size() > 1) {
          Renamer r(*this, &fr);
          ModP m = r.module_path(parts, parts.size() - 1, s.span);
          auto it = m->env.sigs.find(parts.back());
          if (it == m->env.sigs.end()) error(s.span, "module `" + m->display + "` has no module type `" + parts.back() + "`");
          return it->second;
        }
        std::vector<std::string> cands;
        for (const Frame* f = &fr; f; f = f->parent) {
          auto it = f->env.sigs.find(s.name);
          if (it != f->env.sigs.end()) return it->second;
          for (auto& [n, _] : f->env.sigs) cands.push_back(n);
        }
        static const std::set<std::string> builtin = {"numeric", "integral", "real", "float", "size", "from_prim"};
        if (builtin.count(s.name)) {
          auto sig = std::make_shared<Sig>();
          sig->builtin = true;
          sig->builtin_real = s.name == "real" || s.name == "float";
          sig->full = prelude_sig(s.name == "size" ? "integral" : s.name);
          return sig;
        }
        error(s.span, "Unknown module type \"" + s.name + "\"", did_you_mean(s.name, cands));
      }
      case SigExp::Kind::Specs: {
        auto sig = std::make_shared<Sig>();
        Renamer r(*this, &fr);
        r.strict_types = true;
        for (const std::string& t : enclosing_sig_types_) r.bind_type(t);
        std::map<std::pair<int, std::string>, Span> specified;
        SigP included_builtin;  // `include numeric`
        size_t after_include = 0;
        for (const ast::Spec& sp : s.specs) {
          if (sp.kind != ast::Spec::Kind::Include) {
            int space = sp.kind == ast::Spec::Kind::Type ? 1 : 0;
            auto [it, first] = specified.insert({{space, sp.name}, sp.span});
            if (!first)
              error(sp.span,
                    "Duplicate specification of " +
                        std::string(sp.kind == ast::Spec::Kind::Type ? "type" : sp.kind == ast::Spec::Kind::Val ? "value" : "module") +
                        " `" + sp.name + "` (previously at " + it->second.str() + ")");
          }
          if (sp.kind == ast::Spec::Kind::Val && sp.type) check_spec_sizes(*sp.type, sp);
          SigSpec out;
          out.kind = sp.kind;
          out.name = sp.name;
          out.type_params = sp.type_params;
          out.span = sp.span;
          out.lift = sp.lift;
          switch (sp.kind) {
            case ast::Spec::Kind::Val:
              r.bind_params(sp.type_params);
              out.type = r.type(*sp.type);
              r.unbind_params(sp.type_params);
              r.bind(sp.name);  // later specifications' sizes may name it
              out.text = "val " + (sp.is_operator ? "(" + sp.name + ")" : sp.name) + " : " + ast::print_type(*sp.type);
              break;
            case ast::Spec::Kind::Type:
              if (sp.type) {
                r.bind_params(sp.type_params);
                out.type = r.type(*sp.type);
                r.unbind_params(sp.type_params);
              }
              out.text = type_spec_text(sp.lift, sp.name, sp.type_params) +
                         (sp.type ? " = " + ast::print_type(*sp.type) : std::string());
              if (!sig->local_types.count(sp.name)) r.bind_type(sp.name);
              sig->local_types.insert(sp.name);
              break;
            case ast::Spec::Kind::Module: {
              auto saved = enclosing_sig_types_;
              enclosing_sig_types_.insert(enclosing_sig_types_.end(), sig->local_types.begin(),
                                          sig->local_types.end());
              out.sub = eval_sig(*sp.sig, fr);
              enclosing_sig_types_ = saved;
              out.text = "module " + sp.name;
              // Later specifications may name the submodule's types
              // (`module int: integral` ... `int.t`): local types `int.t`.
              std::set<std::string> sub_types = out.sub->local_types;
              if (out.sub->builtin) sub_types.insert("t");
              for (const std::string& t : sub_types) {
                std::string q = sp.name + "." + t;
                if (!sig->local_types.count(q)) r.bind_type(q);
                sig->local_types.insert(q);
              }
              break;
            }
            case ast::Spec::Kind::Include: {
              SigP inc = eval_sig(*sp.sig, fr);
              if (inc->functor) error(sp.span, "cannot include a functor type in a module type");
              if (inc->builtin) {
                // `include numeric` (then more specifications on `t`): a
                // prelude module type; any module matches it, its members
                // stay visible, and the other specifications are not
                // checked.
                sig->builtin = true;
                sig->builtin_real = sig->builtin_real || inc->builtin_real;
                sig->builtin_extended = true;
                if (!sig->local_types.count("t")) r.bind_type("t");
                sig->local_types.insert("t");
                if (inc->full) {
                  for (auto& t : inc->full->local_types) {
                    if (!sig->local_types.count(t)) r.bind_type(t);
                    sig->local_types.insert(t);
                  }
                  if (!included_builtin) {
                    included_builtin = inc->full;
                    after_include = sig->specs.size();
                  }
                }
                continue;
              }
              for (auto& is : inc->specs) sig->specs.push_back(is);
              for (auto& t : inc->local_types) {
                if (!sig->local_types.count(t)) r.bind_type(t);
                sig->local_types.insert(t);
              }
              continue;
            }
          }
          sig->specs.push_back(std::move(out));
        }
        if (included_builtin) {
          // The whole module type, for sealing: the prelude module type's
          // specifications, then the others.
          auto full = std::make_shared<Sig>(*included_builtin);
          full->specs.insert(full->specs.begin(), sig->specs.begin(), sig->specs.begin() + after_include);
          full->specs.insert(full->specs.end(), sig->specs.begin() + after_include, sig->specs.end());
          for (auto& t : sig->local_types) full->local_types.insert(t);
          sig->full = full;
        }
        return sig;
      }
      case SigExp::Kind::Functor: {
        auto sig = std::make_shared<Sig>();
        auto f = std::make_shared<SigFunctor>();
        f->param = s.name;
        f->param_sig = s.base;
        f->result = s.result;
        f->closure = snapshot(fr);
        eval_sig(*s.base, fr);  // an unknown module type is reported here
        sig->functor = f;
        return sig;
      }
      case SigExp::Kind::With: {
        SigP base = eval_sig(*s.base, fr);
        if (base->functor) error(s.span, "`with` cannot refine a functor type");
        auto sig = std::make_shared<Sig>(*base);
        Renamer r(*this, &fr);
        r.bind_params(s.type_params);
        TypeExpPtr def = r.type(*s.with_def);
        auto parts = split_dots(s.name);
        if (sig->builtin && parts.size() == 1 && parts[0] == "t") {
          // `real with t = f64`: any module whose `t` is f64 matches.
          sig->builtin_t = def;
          if (!refined_prim(*sig)) sig->refined_builtin = true;
          return sig;
        }
        if (sig->builtin && parts.size() == 1 && parts[0] == "int_t") return sig;  // `float with int_t = u32`
        bool defined = false;
        if (!refine(*sig, parts, 0, def, s.type_params, &defined))
          error(s.span, "the module type has no type `" + s.name + "` to refine with `with`");
        if (defined)
          error(s.span, "`" + s.name + "` is not an abstract type in the module type: it already has a definition",
                "`with` refines only types that the module type declares without a definition (`type t`)");
        return sig;
      }
    }
    internal_error("unknown module type expression", __FILE__, __LINE__);
  }

  // The primitive type that a refined prelude module type's `t` is
  // (`integral with t = u32`), if it is one.
  static std::optional<PrimType> refined_prim(const Sig& s) {
    if (!s.builtin_t) return std::nullopt;
    if (s.builtin_t->kind == TypeExp::Kind::Prim) return s.builtin_t->prim;
    if (s.builtin_t->kind == TypeExp::Kind::Named && s.builtin_t->type_args.empty())
      return type_prim_from_name(s.builtin_t->name);
    return std::nullopt;
  }

  // In a value specification, sizes to the left of a function arrow must
  // be named (language reference, "Module Types"): `val sum [n]: [n]t ->
  // t`, not `val sum: []t -> t`.
  void check_spec_sizes(const TypeExp& t, const ast::Spec& sp) {
    std::function<bool(const TypeExp&)> anon = [&](const TypeExp& u) -> bool {
      if (u.kind == TypeExp::Kind::Arrow) return false;  // a function parameter's own arrows
      if (u.kind == TypeExp::Kind::Array && u.dim.kind == ast::DimExp::Kind::Any) return true;
      if (u.elem && anon(*u.elem)) return true;
      for (auto& e : u.elems)
        if (anon(*e)) return true;
      for (auto& f : u.fields)
        if (anon(*f.second)) return true;
      for (auto& a : u.type_args)
        if (!a.is_size && a.type && anon(*a.type)) return true;
        else if (a.is_size && a.dim.kind == ast::DimExp::Kind::Any) return true;
      return false;
    };
    const TypeExp* cur = &t;
    while (cur->kind == TypeExp::Kind::Arrow) {
      if (anon(*cur->elems[0]))
        error(cur->elems[0]->span.known() ? cur->elems[0]->span : sp.span,
              "anonymous size `[]` in the parameter type of `val " + sp.name +
                  "`: sizes to the left of a function arrow in a value specification must be named",
              "name the size: `val " + sp.name + " [n]: [n]... -> ...`");
      cur = cur->elems[1].get();
    }
  }

  static bool refine(Sig& sig, const std::vector<std::string>& parts, size_t i, const TypeExpPtr& def,
                     const std::vector<ast::TypeParam>& tps, bool* defined = nullptr) {
    for (auto& sp : sig.specs) {
      if (i + 1 == parts.size() && sp.kind == ast::Spec::Kind::Type && sp.name == parts[i]) {
        if (sp.type && defined) *defined = true;
        sp.type = def;
        // `with t = []u8` (an anonymous or existential size): the refined
        // type is size-lifted, as `type~ t = []u8` would be.
        if (sp.lift == ast::TypeDecl::Lift::Plain && (has_anon_size(*def) || def->kind == TypeExp::Kind::Exists))
          sp.lift = ast::TypeDecl::Lift::SizeLifted;
        if (!tps.empty()) sp.type_params = tps;
        sp.text = type_spec_text(sp.lift, sp.name, sp.type_params) + " = " + ast::print_type(*def);
        return true;
      }
      if (i + 1 < parts.size() && sp.kind == ast::Spec::Kind::Module && sp.name == parts[i]) {
        auto sub = std::make_shared<Sig>(*sp.sub);
        if (sp.sub->builtin) {
          // A prelude module type (`integral`): `with int.t = u32`.
          if (i + 2 != parts.size() || parts[i + 1] != "t") return false;
          if (sp.sub->builtin_t && defined) *defined = true;
          sub->builtin_t = def;
          if (!refined_prim(*sub)) {
            sub->refined_builtin = true;
            sig.refined_builtin = true;
          }
          sp.sub = sub;
          return true;
        }
        if (!refine(*sub, parts, i + 1, def, tps, defined)) return false;
        sp.sub = sub;
        return true;
      }
    }
    return false;
  }

  // ---- signature matching ----
  // Checks that `m` has every member `s` specifies; the result has only
  // those members.  Value types are checked by the type checker (see
  // defunctorise.h).
  // `seal`: an ascription that hides (`module M: S = ...`, `(m : S)`, a
  // functor's result module type), not the match of a functor's argument
  // against its parameter's module type (transparent, as in Futhark).  A
  // sealed module's abstract types are new type names (aliases of the
  // module's types here; nominal in the abstraction check, see
  // check_abstraction), and its values whose specified types name them are
  // wrappers of the module's values with the specified types.
  // The type names of the module type enclosing a submodule's
  // specification, as ascribe knows them.
  struct OuterTypes {
    std::map<std::string, std::string> subst, sealed;
    std::set<std::string> hidden;
  };

  ModP ascribe(const ModP& m, const SigP& s, const Span& site, const std::string& display, bool seal = false,
               const OuterTypes* outer = nullptr) {
    if (s->functor) return ascribe_functor(m, *s->functor, site, display);
    if (m->functor)
      error(site, "`" + m->display + "` is a parametric module, but a module with the specified members is needed");
    if (s->builtin) {
      if (s->builtin_t) {
        // `real with t = f64`: the module's `t` is f64.
        SigSpec sp;
        sp.kind = ast::Spec::Kind::Type;
        sp.name = "t";
        sp.span = s->builtin_t->span;
        sp.text = "type t = " + ast::print_type(*s->builtin_t);
        auto t = m->env.types.find("t");
        if (t == m->env.types.end())
          error(site, "module `" + display + "` does not define the type `t`",
                "the module type requires `" + sp.text + "`");
        TypeExpPtr have = t_named(t->second.flat, sp.span);
        if (auto p = type_prim_from_name(t->second.flat)) {
          have->kind = TypeExp::Kind::Prim;
          have->prim = *p;
          have->name.clear();
        }
        type_check(display, sp, s->builtin_t, have, site);
      }
      if (seal && s->full) {
        // Sealed with the prelude module type's specifications, where the
        // module has every member (otherwise it stays as it is: its
        // members are checked where they are used).
        SigP full = s->full;
        if (s->builtin_t) {
          auto c = std::make_shared<Sig>(*full);
          refine(*c, {"t"}, 0, s->builtin_t, {});
          full = c;
        }
        bool all = true;
        for (const SigSpec& sp : full->specs) {
          if (sp.kind == ast::Spec::Kind::Val && !m->env.vals.count(sp.name)) all = false;
          if (sp.kind == ast::Spec::Kind::Type && !m->env.types.count(sp.name)) all = false;
          if (sp.kind == ast::Spec::Kind::Module) all = false;
        }
        if (all) return ascribe(m, full, site, display, true);
      }
      return m;
    }
    auto out = std::make_shared<Mod>();
    out->display = display;
    std::map<std::string, std::string> type_subst;  // the module type's type names -> flat names
    std::map<std::string, std::string> sealed;      // ... -> the sealed module's flat names
    std::set<std::string> hidden;                   // the flat names of the sealed types
    if (outer) {  // an enclosing module type's types
      type_subst = outer->subst;
      sealed = outer->sealed;
      hidden = outer->hidden;
    }
    auto missing = [&](const SigSpec& sp, const std::string& what, const std::vector<std::string>& cands) {
      std::string hint = did_you_mean(sp.name, cands);
      hint += std::string(hint.empty() ? "" : "; ") + "the module type requires `" + sp.text + "` at " + sp.span.str();
      // Futhark's wording first ("Module does not define a value named x"), then runic's.
      std::string kind = what.rfind("the ", 0) == 0 ? what.substr(4) : what;
      error(site,
            "Module does not define a " + kind + " named " + sp.name + ": module `" + display +
                "` does not define " + what + " `" + sp.name + "`",
            hint);
    };
    for (const SigSpec& sp : s->specs) {
      if (sp.kind != ast::Spec::Kind::Type) continue;
      auto t = m->env.types.find(sp.name);
      if (t == m->env.types.end()) {
        std::vector<std::string> cands;
        for (auto& [k, _] : m->env.types) cands.push_back(k);
        missing(sp, "the type", cands);
      }
      check_type_kind(t->second, sp, display, site);
      type_subst[sp.name] = t->second.flat;
      sealed[sp.name] = t->second.flat;
      out->env.types[sp.name] = t->second;
    }
    // Sealing: abstract types (in order: a later abbreviation may name an
    // earlier abstract type).  Abstract types are sealed before the
    // submodules, whose specifications may name them (`module sr : { ...
    // with mat [n][m] = sr[n][m] }`); abbreviations after, as they may
    // name the submodules' types.
    std::set<std::string> sealed_done;
    auto seal_spec = [&](const SigSpec& sp, const std::map<std::string, std::string>& vs) {
      const TypeRef& impl = out->env.types[sp.name];
      TypeExpPtr def;
      bool abstract = !sp.type;
      if (abstract) {
        def = type_named(impl.flat, sp.span);
        for (auto& tp : sp.type_params) {
          ast::TypeArg a;
          a.is_size = tp.kind == ast::TypeParam::Kind::Size;
          if (a.is_size) {
            a.dim.kind = ast::DimExp::Kind::Name;
            a.dim.name = tp.name;
            a.dim.span = sp.span;
            def->size_args.push_back(a.dim);
          } else {
            a.type = t_named(tp.name, sp.span);
          }
          def->type_args.push_back(a);
        }
      } else {
        if (!mentions_any(*sp.type, sealed, hidden)) return;
        def = subst_types(*sp.type, sealed, vs);
      }
      Decl d;
      d.kind = Decl::Kind::Type;
      d.span = sp.span;
      d.type.name = fresh(impl.flat + "'sealed");
      d.type.span = sp.span;
      d.type.type_params = sp.type_params;
      for (auto& tp : sp.type_params)
        if (tp.kind == ast::TypeParam::Kind::Size) d.type.size_params.push_back(tp.name);
      d.type.lift = sp.lift;
      d.type.def = def;
      if (abstract) {
        std::string cn = display + "." + sp.name;
        if (!skeleton_names_.insert(cn).second) cn += "'" + std::to_string(++skeleton_counter_);
        result_.opaque[d.type.name] = cn;
      }
      sealed[sp.name] = d.type.name;
      hidden.insert(d.type.name);
      out->env.types[sp.name] = type_ref(d.type.name, sp.lift, sp.type_params);
      out_.push_back(std::move(d));
    };
    if (seal)
      for (const SigSpec& sp : s->specs)
        if (sp.kind == ast::Spec::Kind::Type && !sp.type) {
          seal_spec(sp, {});
          sealed_done.insert(sp.name);
        }
    // Submodules first: the types of submodules that the specifications
    // name (`int.t`), the module's and the sealed module's.
    for (const SigSpec& sp : s->specs) {
      if (sp.kind != ast::Spec::Kind::Module || !sp.sub) continue;
      auto sub = m->env.mods.find(sp.name);
      if (sub == m->env.mods.end()) {
        std::vector<std::string> cands;
        for (auto& [k, _] : m->env.mods) cands.push_back(k);
        missing(sp, "the module", cands);
      }
      OuterTypes enclosing{type_subst, sealed, hidden};
      ModP sealed_sub = ascribe(sub->second, sp.sub, site, display + "." + sp.name, seal, &enclosing);
      out->env.mods[sp.name] = sealed_sub;
      std::set<std::string> sub_types = sp.sub->local_types;
      if (sp.sub->builtin) sub_types.insert("t");
      for (const std::string& t : sub_types) {
        if (sub->second->env.types.count(t)) type_subst[sp.name + "." + t] = sub->second->env.types.at(t).flat;
        if (sealed_sub->env.types.count(t)) {
          sealed[sp.name + "." + t] = sealed_sub->env.types.at(t).flat;
          if (type_subst[sp.name + "." + t] != sealed[sp.name + "." + t]) hidden.insert(sealed[sp.name + "." + t]);
        }
      }
    }
    // The module type's values, which sizes in its specifications may name.
    std::map<std::string, std::string> val_subst;
    for (const SigSpec& sp : s->specs)
      if (sp.kind == ast::Spec::Kind::Val)
        if (auto v = m->env.vals.find(sp.name); v != m->env.vals.end()) val_subst[sp.name] = v->second;
    auto vals_for = [&](const SigSpec& sp) {
      auto vs = val_subst;
      for (auto& tp : sp.type_params) vs.erase(tp.name);
      return vs;
    };
    if (seal)
      for (const SigSpec& sp : s->specs)
        if (sp.kind == ast::Spec::Kind::Type && !sealed_done.count(sp.name)) seal_spec(sp, vals_for(sp));
    for (const SigSpec& sp : s->specs) {
      switch (sp.kind) {
        case ast::Spec::Kind::Type:
          if (sp.type && sp.type_params.empty())
            type_check(display, sp, subst_types(*sp.type, type_subst, vals_for(sp)),
                       type_named(type_subst[sp.name], sp.span), site);
          break;
        case ast::Spec::Kind::Val: {
          auto v = m->env.vals.find(sp.name);
          if (v == m->env.vals.end()) {
            std::vector<std::string> cands;
            for (auto& [k, _] : m->env.vals) cands.push_back(k);
            missing(sp, "the value", cands);
          }
          if (!m->prim) val_check(display, sp, v->second, subst_types(*sp.type, type_subst, vals_for(sp)), site);
          if (!m->prim) unique_result_check(display, sp, v->second, site);
          out->env.vals[sp.name] = v->second;
          if (!hidden.empty() && mentions_any(*sp.type, sealed, hidden))
            out->env.vals[sp.name] = seal_wrapper(sp, v->second, subst_types(*sp.type, sealed, vals_for(sp)));
          else if (seal && sp.type->kind == TypeExp::Kind::Arrow && poly_defs_.count(v->second) &&
                   std::none_of(sp.type_params.begin(), sp.type_params.end(),
                                [](const ast::TypeParam& tp) { return tp.kind != ast::TypeParam::Kind::Size; }))
            // A polymorphic function sealed with a monomorphic type
            // (`val f: i32 -> i32` for `def f 'a (x: a) = x`) has that type.
            out->env.vals[sp.name] = seal_wrapper(sp, v->second, subst_types(*sp.type, sealed, vals_for(sp)));
          else if (functor_arg_ > 0 && sp.type->kind == TypeExp::Kind::Arrow && poly_defs_.count(v->second))
            // A functor's body sees its parameter's functions with the
            // types of the parameter's specifications (Futhark checks the
            // body once, against the module type), not with the more
            // general types of the argument's definitions: with `val find
            // 't: (t -> maybe t) -> t -> maybe t` and an argument's `def
            // find f x = f x`, `match f x case #none -> P.find f x` has a
            // known sum type.  One wrapper per definition and type, so
            // that applying a functor to the same module again is still
            // the memoised application (same_mods compares flat names).
            out->env.vals[sp.name] = arg_wrapper(sp, v->second, subst_types(*sp.type, sealed, vals_for(sp)));
          break;
        }
        case ast::Spec::Kind::Module: break;  // above
        case ast::Spec::Kind::Include: break;  // spliced by eval_sig
      }
    }
    return out;
  }

  // A value specification whose result is unique (`val f: []i32 ->
  // *[]i32`) is matched only by a definition whose declared result is
  // unique there too: a non-unique result is not a subtype of a unique
  // one.  (A definition without a return type has its uniqueness
  // inferred, and is not checked here.)
  void unique_result_check(const std::string& display, const SigSpec& sp, const std::string& flat,
                           const Span& site) {
    auto d = def_ret_types_.find(flat);
    if (d == def_ret_types_.end()) return;
    const TypeExp* want = sp.type.get();
    const TypeExp* have = d->second.first.get();
    for (size_t i = 0; i < d->second.second && want->kind == TypeExp::Kind::Arrow; ++i) want = want->elems[1].get();
    while (want->kind == TypeExp::Kind::Arrow && have->kind == TypeExp::Kind::Arrow) {
      want = want->elems[1].get();
      have = have->elems[1].get();
    }
    std::function<bool(const TypeExp&, const TypeExp&)> lacks = [&](const TypeExp& w, const TypeExp& h) {
      if (w.unique && !h.unique) return true;
      if (w.kind == TypeExp::Kind::Tuple && h.kind == TypeExp::Kind::Tuple && w.elems.size() == h.elems.size())
        for (size_t i = 0; i < w.elems.size(); ++i)
          if (lacks(*w.elems[i], *h.elems[i])) return true;
      return false;
    };
    if (lacks(*want, *have))
      error(site,
            "`" + display + "." + sp.name + "` does not match `" + sp.text +
                "` of the module type: the specified result is unique (`" + ast::print_type(*want) +
                "`), but the definition's result `" + ast::print_type(*have) + "` is not",
            "declare the definition's result unique (`*`), or drop the `*` from the specification at " +
                sp.span.str());
  }

  static int lift_rank(ast::TypeDecl::Lift l) {
    return l == ast::TypeDecl::Lift::Plain ? 0 : l == ast::TypeDecl::Lift::SizeLifted ? 1 : 2;
  }
  static int lift_rank(ast::TypeParam::Kind k) {
    return k == ast::TypeParam::Kind::Lifted ? 2 : k == ast::TypeParam::Kind::SizeLifted ? 1 : 0;
  }
  static std::string param_text(ast::TypeParam::Kind k, const std::string& n) {
    switch (k) {
      case ast::TypeParam::Kind::Size: return "[" + n + "]";
      case ast::TypeParam::Kind::Type: return "'" + n;
      case ast::TypeParam::Kind::SizeLifted: return "'~" + n;
      case ast::TypeParam::Kind::Lifted: return "'^" + n;
    }
    return n;
  }
  static std::string lift_text(ast::TypeDecl::Lift l) {
    return l == ast::TypeDecl::Lift::Plain ? "type" : l == ast::TypeDecl::Lift::SizeLifted ? "type~" : "type^";
  }
  static std::string type_spec_text(ast::TypeDecl::Lift l, const std::string& n,
                                    const std::vector<ast::TypeParam>& tps) {
    std::string s = lift_text(l) + " " + n;
    for (auto& tp : tps) s += " " + param_text(tp.kind, tp.name);
    return s;
  }

  // A type specification `type[~^] t params` matched by the module's type
  // (language reference, "Module Types"): the same number and kinds of
  // parameters (a size parameter for a size parameter; a type parameter
  // accepting at least the specified one's types), and no more lifted than
  // specified: a `type^` (may be a function) does not match `type` or
  // `type~`, and a `type~` (may hide sizes) does not match `type`.
  void check_type_kind(const TypeRef& have, const SigSpec& sp, const std::string& display, const Span& site) {
    const std::string hint = "the specification `" + sp.text + "` is at " + sp.span.str();
    const std::string name = "`" + display + "." + sp.name + "`";
    if (have.arity != sp.type_params.size())
      error(site,
            "the type " + name + " has " + std::to_string(have.arity) + " parameter(s), but the module type requires " +
                std::to_string(sp.type_params.size()),
            hint);
    for (size_t i = 0; i < have.params.size() && i < sp.type_params.size(); ++i) {
      ast::TypeParam::Kind h = have.params[i], w = sp.type_params[i].kind;
      bool hs = h == ast::TypeParam::Kind::Size, ws = w == ast::TypeParam::Kind::Size;
      if (hs != ws || (!hs && lift_rank(h) < lift_rank(w)))
        error(site,
              "the type " + name + " does not match `" + sp.text + "`: its parameter " + std::to_string(i + 1) +
                  " is " + (hs ? "a size parameter" : "a type parameter `" + param_text(h, "a") + "`") +
                  ", but the module type requires " +
                  (ws ? "a size parameter" : "a type parameter `" + param_text(w, "a") + "`"),
              hint);
    }
    if (have.anon_size && sp.lift == ast::TypeDecl::Lift::Plain)
      error(site,
            "the type " + name + " has an anonymous size, but the module type requires `" + sp.text +
                "` (a non-lifted abstract type may not hide sizes)",
            hint + "; declare it `type~` in both, or give the size a name");
    if (lift_rank(have.lift) > lift_rank(sp.lift))
      error(site,
            "the type " + name + " is declared `" + lift_text(have.lift) + "`, but the module type requires `" +
                lift_text(sp.lift) + "`" +
                (have.lift == ast::TypeDecl::Lift::Lifted ? " (a `type^` may be a function type)"
                                                         : " (a `type~` may hide sizes)"),
            hint);
  }

  // Whether `t` names a type that `names` maps into `hidden`.
  static bool mentions_any(const TypeExp& t, const std::map<std::string, std::string>& names,
                           const std::set<std::string>& hidden) {
    if (t.kind == TypeExp::Kind::Named) {
      auto it = names.find(t.name);
      if (it != names.end() && hidden.count(it->second)) return true;
      for (auto& a : t.type_args)
        if (!a.is_size && a.type && mentions_any(*a.type, names, hidden)) return true;
    }
    if (t.elem && mentions_any(*t.elem, names, hidden)) return true;
    for (auto& e : t.elems)
      if (mentions_any(*e, names, hidden)) return true;
    for (auto& f : t.fields)
      if (mentions_any(*f.second, names, hidden)) return true;
    for (auto& c : t.constrs)
      for (auto& p : c.second)
        if (mentions_any(*p, names, hidden)) return true;
    return false;
  }

  // def <flat>'sealed type_params (x0: A0) ... : R = flat x0 ...  (the
  // specified type, in the sealed module's types)
  // seal_wrapper for a functor's argument (see ascribe), shared by the
  // applications that give the same definition the same type (outside
  // check_functor, whose wrappers are dropped with the body they wrap).
  std::string arg_wrapper(const SigSpec& sp, const std::string& flat, const TypeExpPtr& type) {
    if (checking_functor_ > 0) return seal_wrapper(sp, flat, type);
    std::string key = flat + "\x01";
    for (auto& tp : sp.type_params) key += param_text(tp.kind, tp.name) + " ";
    key += ast::print_type(*type);
    auto it = arg_wrappers_.find(key);
    if (it != arg_wrappers_.end()) return it->second;
    std::string w = seal_wrapper(sp, flat, type);
    arg_wrappers_.emplace(std::move(key), w);
    return w;
  }

  std::string seal_wrapper(const SigSpec& sp, const std::string& flat, const TypeExpPtr& type) {
    Decl d;
    d.kind = Decl::Kind::Val;
    d.span = sp.span;
    ast::ValDecl& v = d.val;
    if (is_operator_name(split_operator(flat).second)) {
      // An operator keeps its spelling; the qualifier takes the suffix.
      auto [q, op] = split_operator(flat);
      std::string p = fresh((q.empty() ? std::string("sealed") : q + "'sealed"));
      used_.insert(p + "." + op);
      v.name = p + "." + op;
    } else {
      v.name = fresh(flat + "'sealed");
    }
    v.span = sp.span;
    v.name_span = sp.span;
    v.type_params = sp.type_params;
    for (auto& tp : v.type_params)
      if (tp.kind == ast::TypeParam::Kind::Size) v.size_params.push_back(tp.name);
    TypeExpPtr t = type;
    auto call = std::make_shared<Expr>();
    call->kind = EK::Apply;
    call->span = sp.span;
    if (auto [q, op] = split_operator(flat); is_operator_name(op)) {
      auto sec = std::make_shared<Expr>();  // `(q.op)`
      sec->kind = EK::OpSection;
      sec->span = sp.span;
      sec->op = op;
      sec->qual = q;
      call->elems.push_back(sec);
    } else {
      call->elems.push_back(mk_var(flat, sp.span));
    }
    int k = 0;
    while (t->kind == TypeExp::Kind::Arrow) {
      std::string pn = t->param_name.empty() ? "x" + std::to_string(k++) : t->param_name;
      auto id = std::make_shared<Pat>();
      id->kind = Pat::Kind::Id;
      id->name = pn;
      id->span = sp.span;
      auto asc = std::make_shared<Pat>();
      asc->kind = Pat::Kind::Ascribed;
      asc->inner = id;
      asc->type = t->elems[0];
      asc->span = sp.span;
      v.params.push_back(asc);
      call->elems.push_back(mk_var(pn, sp.span));
      t = t->elems[1];
    }
    v.ret_type = t;
    v.body = call->elems.size() == 1 ? call->elems[0] : call;
    if (checking_functor_ > 0) mark_check(v, sp.span);  // dropped with the body it wraps
    result_.seal_wrappers.insert(v.name);
    std::string name = v.name;
    out_.push_back(std::move(d));
    return name;
  }

  // A parametric module matched against a functor type `(P: S) -> R`: a
  // functor of one parameter P: S whose body applies `m` to P and whose
  // result is ascribed R (so R hides what it does not name).
  ModP ascribe_functor(const ModP& m, const SigFunctor& f, const Span& site, const std::string& display) {
    if (!m->functor)
      error(site, "module `" + m->display + "` is not a parametric module, but the module type requires one of type `(" +
                      (f.param.empty() ? "" : f.param + ": ") + ast_sig_text(*f.param_sig) + ") -> " +
                      ast_sig_text(*f.result) + "`");
    static const std::string impl = " impl";
    const std::string pn = f.param.empty() ? " arg" : f.param;
    auto env = std::make_shared<Env>(*f.closure);
    env->bind_mod(impl, m);
    auto name = [&](const std::string& n) {
      auto e = std::make_shared<ModExp>();
      e->kind = ModExp::Kind::Name;
      e->name = n;
      e->span = site;
      return e;
    };
    auto app = std::make_shared<ModExp>();
    app->kind = ModExp::Kind::Apply;
    app->span = site;
    app->body = name(impl);
    app->arg = name(pn);
    auto out = std::make_shared<Mod>();
    out->display = display.empty() ? m->display : display;
    out->functor = std::make_shared<Functor>();
    ast::ModParam p;
    p.name = pn;
    p.sig = f.param_sig;
    p.span = site;
    out->functor->params.push_back(p);
    out->functor->result = f.result;
    out->functor->body = app;
    out->functor->closure = env;
    // Compared as a whole (as Futhark does), where it is matched: `m`
    // applied to a module with exactly what S specifies must be accepted,
    // and its result must match R.  The definitions this makes are checked
    // and dropped, as for a functor's body (check_functor).
    Frame cf;
    cf.env = *f.closure;
    SigP ps = eval_sig(*f.param_sig, cf);
    const std::string fdisplay = m->display.empty() ? "the parametric module" : "`" + m->display + "`";
    const std::string ftext =
        "(" + (f.param.empty() ? "" : f.param + ": ") + ast_sig_text(*f.param_sig) + ") -> " + ast_sig_text(*f.result);
    ++checking_functor_;
    try {
      ModP sk = skeleton(*ps, fresh((display.empty() ? std::string("functor") : display) + "'" + pn), pn, site);
      if (sk)
        apply(*out, sk, site, fresh((display.empty() ? std::string("functor") : display) + "'fcheck"),
              (m->display.empty() ? std::string("F") : m->display) + "(" + pn + ")");
    } catch (const NoSkeleton&) {
      // compared where it is applied
    } catch (const CompileError& e) {
      --checking_functor_;
      std::vector<Diagnostic> ds;
      for (const Diagnostic& d : e.diagnostics()) {
        Diagnostic n = d;
        n.message = fdisplay + " does not match the functor type `" + ftext + "`: " + d.message;
        ds.push_back(n);
      }
      throw CompileError(std::move(ds));
    }
    --checking_functor_;
    return out;
  }

  // The type named by a flat name: a primitive type where it is one (the
  // `t` of a numeric module).
  static TypeExpPtr type_named(const std::string& n, const Span& sp) {
    TypeExpPtr t = t_named(n, sp);
    if (auto p = type_prim_from_name(n)) {
      t->kind = TypeExp::Kind::Prim;
      t->prim = *p;
      t->name.clear();
    }
    return t;
  }

  static TypeExpPtr t_named(const std::string& n, const Span& sp) {
    auto t = std::make_shared<TypeExp>();
    t->kind = TypeExp::Kind::Named;
    t->name = n;
    t->span = sp;
    return t;
  }

  // A size expression of a specification with the module type's values
  // (`val k: i64`) replaced by the module's (a copy; the specification's
  // expressions are small: variables, literals, operators, applications).
  static ExprPtr subst_size_vars(const ExprPtr& e, const std::map<std::string, std::string>& vs) {
    if (!e) return e;
    auto o = std::make_shared<Expr>(*e);
    if (e->kind == Expr::Kind::Var)
      if (auto it = vs.find(e->name); it != vs.end()) o->name = it->second;
    for (auto& x : o->elems) x = subst_size_vars(x, vs);
    for (auto& d : o->indices)
      for (auto* x : {&d.index, &d.start, &d.end, &d.stride}) *x = subst_size_vars(*x, vs);
    return o;
  }

  // The module type's own type names replaced by the module's.
  // `vs`: the module type's values used as sizes (`val n: i64` ...
  // `[n]f32`) replaced by the module's.
  static TypeExpPtr subst_types(const TypeExp& t, const std::map<std::string, std::string>& s,
                                const std::map<std::string, std::string>& vs_in = {}) {
    auto o = std::make_shared<TypeExp>(t);
    // Sizes the type binds itself (`?[nnz].`, `(n: i64) ->`) shadow the
    // module's values of the same name.
    const std::map<std::string, std::string>* vsp = &vs_in;
    std::map<std::string, std::string> shadowed;
    if (!vs_in.empty() && (t.kind == TypeExp::Kind::Exists ||
                           (t.kind == TypeExp::Kind::Arrow && !t.param_name.empty()))) {
      shadowed = vs_in;
      for (auto& n : t.ext_sizes) shadowed.erase(n);
      if (t.kind == TypeExp::Kind::Arrow) shadowed.erase(t.param_name);
      vsp = &shadowed;
    }
    const std::map<std::string, std::string>& vs = *vsp;
    auto dim = [&](ast::DimExp& d) {
      if (d.kind == ast::DimExp::Kind::Expr && d.expr && !vs.empty()) {
        d.expr = subst_size_vars(d.expr, vs);  // `[n + k]` with `val k: i64`
        return;
      }
      if (d.kind != ast::DimExp::Kind::Name) return;
      if (auto it = vs.find(d.name); it != vs.end()) d.name = it->second;
    };
    if (t.kind == TypeExp::Kind::Array) dim(o->dim);
    for (auto& d : o->size_args) dim(d);
    if (t.kind == TypeExp::Kind::Named) {
      if (auto it = s.find(t.name); it != s.end()) o->name = it->second;
      for (auto& a : o->type_args)
        if (a.is_size) dim(a.dim);
        else if (a.type) a.type = subst_types(*a.type, s, vs);
      if (auto p = type_prim_from_name(o->name); p && o->type_args.empty()) {  // a numeric module's `t`
        o->kind = TypeExp::Kind::Prim;
        o->prim = *p;
        o->name.clear();
      }
    }
    if (t.elem) o->elem = subst_types(*t.elem, s, vs);
    for (auto& e : o->elems) e = subst_types(*e, s, vs);
    for (auto& f : o->fields) f.second = subst_types(*f.second, s, vs);
    for (auto& c : o->constrs)
      for (auto& p : c.second) p = subst_types(*p, s, vs);
    return o;
  }

  // Every span of a check's nodes is the specification's, in a private copy
  // of its source file: explain_signature_errors recognises the check by it.
  Span check_span(const std::string& display, const SigSpec& sp, const std::string& flat, const Span& site) {
    Span s = sp.span;
    // A file of its own (the key of sig_checks) that shows the
    // specification's lines as the original does; the rest of the text is
    // not copied (a copy per check made checking quadratic in the file).
    auto copy = std::make_shared<SourceFile>();
    if (const SourceFile* f = sp.span.file.get()) {
      copy->path = f->path;
      if (sp.span.begin.line > 0) {
        copy->text.assign(sp.span.begin.line - 1, '\n');
        for (int l = sp.span.begin.line; l <= std::max(sp.span.begin.line, sp.span.end.line); ++l)
          copy->text += f->line_text(l) + "\n";
      }
    }
    s.file = copy;
    Defunctorised::SigCheck c;
    (void)flat;
    c.what = "`" + display + "." + sp.name + "` does not match `" + sp.text + "` of the module type";
    c.site = site;
    c.spec = sp.span;
    result_.sig_checks[copy.get()] = c;
    return s;
  }

  static void respan_type(TypeExp& t, const Span& s) {
    t.span = s;
    t.dim.span = s;
    if (t.elem) respan_type(*t.elem, s);
    for (auto& e : t.elems) respan_type(*e, s);
    for (auto& f : t.fields) respan_type(*f.second, s);
    for (auto& c : t.constrs)
      for (auto& p : c.second) respan_type(*p, s);
    for (auto& a : t.type_args) {
      a.dim.span = s;
      if (a.type) respan_type(*a.type, s);
    }
    for (auto& d : t.size_args) d.span = s;
  }
  static TypeExpPtr copy_type(const TypeExp& t, const Span& s) {
    auto o = std::make_shared<TypeExp>(t);
    if (t.elem) o->elem = copy_type(*t.elem, s);
    for (auto& e : o->elems) e = copy_type(*e, s);
    for (auto& f : o->fields) f.second = copy_type(*f.second, s);
    for (auto& c : o->constrs)
      for (auto& p : c.second) p = copy_type(*p, s);
    for (auto& a : o->type_args)
      if (a.type) a.type = copy_type(*a.type, s);
    respan_type(*o, s);
    return o;
  }

  static ExprPtr mk_var(const std::string& n, const Span& s) {
    auto e = std::make_shared<Expr>();
    e->kind = EK::Var;
    e->name = n;
    e->span = s;
    return e;
  }

  // #[signature_check] def <check> type_params (x0: A0) ... : R = flat x0 ...
  void val_check(const std::string& display, const SigSpec& sp, const std::string& flat, const TypeExpPtr& type,
                 const Span& site) {
    Span s = check_span(display, sp, flat, site);
    Decl d;
    d.kind = Decl::Kind::Val;
    ast::ValDecl& v = d.val;
    v.name = fresh(flat + "'signature_check");
    v.span = s;
    v.name_span = s;
    v.type_params = sp.type_params;
    for (auto& tp : v.type_params)
      if (tp.kind == ast::TypeParam::Kind::Size) v.size_params.push_back(tp.name);
    ast::Attr a;
    a.name = "signature_check";
    a.text = "signature_check";
    a.span = s;
    v.attrs.push_back(a);
    TypeExpPtr t = copy_type(*type, s);
    auto call = std::make_shared<Expr>();
    call->kind = EK::Apply;
    call->span = s;
    call->elems.push_back(mk_var(flat, s));
    int k = 0;
    while (t->kind == TypeExp::Kind::Arrow) {
      std::string pn = t->param_name.empty() ? "x" + std::to_string(k++) : t->param_name;
      auto id = std::make_shared<Pat>();
      id->kind = Pat::Kind::Id;
      id->name = pn;
      id->span = s;
      auto asc = std::make_shared<Pat>();
      asc->kind = Pat::Kind::Ascribed;
      asc->inner = id;
      asc->type = t->elems[0];
      asc->span = s;
      v.params.push_back(asc);
      call->elems.push_back(mk_var(pn, s));
      t = t->elems[1];
    }
    v.ret_type = t;
    v.body = call->elems.size() == 1 ? call->elems[0] : call;
    out_.push_back(std::move(d));
  }

  // #[signature_check] def <check> (x: <module's type>) : <specified> = x
  void type_check(const std::string& display, const SigSpec& sp, const TypeExpPtr& want, const TypeExpPtr& have,
                  const Span& site) {
    Span s = check_span(display, sp, have->name, site);
    result_.sig_checks[s.file.get()].type_spec = true;
    Decl d;
    d.kind = Decl::Kind::Val;
    ast::ValDecl& v = d.val;
    v.name = fresh(display + "." + sp.name + "'signature_check");
    v.span = s;
    v.name_span = s;
    ast::Attr a;
    a.name = "signature_check";
    a.text = "signature_check";
    a.span = s;
    v.attrs.push_back(a);
    auto id = std::make_shared<Pat>();
    id->kind = Pat::Kind::Id;
    id->name = "x";
    id->span = s;
    auto asc = std::make_shared<Pat>();
    asc->kind = Pat::Kind::Ascribed;
    asc->inner = id;
    asc->type = copy_type(*have, s);
    asc->span = s;
    v.params.push_back(asc);
    v.ret_type = copy_type(*want, s);
    v.body = mk_var("x", s);
    out_.push_back(std::move(d));
  }
};

ModP intrinsics_of(Defunctoriser& D) { return D.intrinsics_mod(); }

// ---------------------------------------------------------------------------
// Renamer

ModP Renamer::module_path(const std::vector<std::string>& parts, size_t count, const Span& span) const {
  Found f = find_value(parts[0]);
  if (f.kind == Found::Kind::None && is_prim_name(parts[0])) {
    if (count > 1) D.error(span, "module `" + parts[0] + "` has no module `" + parts[1] + "`");
    return D.prim_mod(parts[0]);
  }
  if (f.kind != Found::Kind::Mod) {
    if (f.kind == Found::Kind::None)
      D.error(span, "Unknown name \"" + parts[0] + "\": there is no module `" + parts[0] + "`",
              did_you_mean(parts[0], module_names()));
    D.error(span, "`" + parts[0] + "` is a value, not a module");
  }
  ModP m = f.mod;
  for (size_t i = 1; i < count; ++i) m = D.member_mod(*m, parts[i], span);
  return m;
}

ast::DimExp Renamer::dim(const ast::DimExp& d) {
  ast::DimExp o = d;
  if (d.kind == ast::DimExp::Kind::Name) {
    auto parts = split_dots(d.name);
    if (parts.size() > 1) {
      Found f = find_value(parts[0]);
      if (f.kind == Found::Kind::Mod) {
        ModP m = module_path(parts, parts.size() - 1, d.span);
        o.name = D.member_val(*m, parts.back(), d.span);
      }
    } else {
      Found f = find_value(d.name);
      if (f.kind == Found::Kind::Val) o.name = f.flat;
    }
  } else if (d.kind == ast::DimExp::Kind::Expr && d.expr) {
    o.expr = expr(*d.expr);
  }
  return o;
}

TypeExpPtr Renamer::type(const TypeExp& t) {
  auto o = std::make_shared<TypeExp>(t);
  switch (t.kind) {
    case TypeExp::Kind::Named: {
      auto parts = split_dots(t.name);
      if (parts.size() > 1 && !is_local_type(t.name)) {
        ModP m = module_path(parts, parts.size() - 1, t.span);
        o->name = D.member_type(*m, parts.back(), t.span);
      } else if (auto flat = find_type(t.name)) {
        o->name = *flat;
      } else if (strict_types && parts.size() == 1 && !is_local_type(t.name) && !type_prim_from_name(t.name) &&
                 !is_prelude_type(t.name)) {
        D.error(t.span, "Unknown type \"" + t.name + "\"");
      } else if (parts.size() == 1 && !is_local_type(t.name) && D.file_types_.count(t.name)) {
        D.error(t.span, "Unknown type \"" + t.name + "\": `" + t.name +
                            "` is defined in an imported file, but is not in scope here",
                "an imported file's `local` definitions stay private to it, and the files it imports "
                "are not re-exported: import the file that defines `" + t.name + "` here");
      }
      // A numeric module's `t` (`N.t` with N bound to `f32`) is a
      // primitive type.
      if (auto p = type_prim_from_name(o->name); p && o->type_args.empty()) {
        o->kind = TypeExp::Kind::Prim;
        o->prim = *p;
        o->name.clear();
      }
      size_t si = 0;
      for (auto& a : o->type_args) {
        if (a.is_size) {
          a.dim = dim(a.dim);
          if (si < o->size_args.size()) o->size_args[si++] = a.dim;
        } else if (a.type) {
          a.type = type(*a.type);
        }
      }
      break;
    }
    case TypeExp::Kind::Array:
      o->dim = dim(t.dim);
      o->elem = type(*t.elem);
      break;
    case TypeExp::Kind::Arrow:
      o->elems[0] = type(*t.elems[0]);
      if (!t.param_name.empty()) bind(t.param_name);
      o->elems[1] = type(*t.elems[1]);
      if (!t.param_name.empty()) unbind(t.param_name);
      break;
    case TypeExp::Kind::Exists:
      bind_all(t.ext_sizes);
      o->elem = type(*t.elem);
      unbind_all(t.ext_sizes);
      break;
    default:
      if (t.elem) o->elem = type(*t.elem);
      for (auto& e : o->elems) e = type(*e);
      for (auto& f : o->fields) f.second = type(*f.second);
      for (auto& c : o->constrs)
        for (auto& p : c.second) p = type(*p);
      break;
  }
  return o;
}

// Renames the pattern's types; its names go to `bound` and are bound.
PatPtr Renamer::pat(const Pat& p, std::vector<std::string>& bound) {
  auto o = std::make_shared<Pat>(p);
  switch (p.kind) {
    case Pat::Kind::Id:
      bind(p.name);
      bound.push_back(p.name);
      break;
    case Pat::Kind::Ascribed:
      // The type first: names the pattern binds are not in scope in it.
      o->type = type(*p.type);
      o->inner = pat(*p.inner, bound);
      break;
    case Pat::Kind::Record:
      for (auto& f : o->fields) f.second = pat(*f.second, bound);
      break;
    case Pat::Kind::Literal: break;
    default:
      for (auto& e : o->elems) e = pat(*e, bound);
      if (p.inner) o->inner = pat(*p.inner, bound);
      break;
  }
  return o;
}

// `M.x`, `M.N.x.field`: a projection chain whose root names a module.
ExprPtr Renamer::qualified(const Expr& e, bool& done) {
  done = false;
  std::vector<const Expr*> chain;  // outermost first
  const Expr* cur = &e;
  while (cur->kind == EK::Proj) {
    chain.push_back(cur);
    cur = cur->elems[0].get();
  }
  if (cur->kind != EK::Var || cur->name.find('.') != std::string::npos) return nullptr;
  Found f = find_value(cur->name);
  if (f.kind == Found::Kind::None && !is_prelude_name(cur->name)) {
    // Nothing binds the name: it was meant to be a module.
    const Expr* use = chain.back();
    D.error(cur->span,
            "Unknown name \"" + cur->name + "\": there is no module `" + cur->name + "` (in `" +
                cur->name + "." + use->field + "`)",
            did_you_mean(cur->name, module_names()));
  }
  if (f.kind != Found::Kind::Mod) return nullptr;
  ModP m = f.mod;
  // Fields from the innermost projection outwards.
  size_t i = chain.size();
  ExprPtr result;
  while (i > 0) {
    const Expr* p = chain[i - 1];
    --i;
    if (!m->functor && m->env.mods.count(p->field) && i > 0 && !m->env.vals.count(p->field)) {
      m = m->env.mods.at(p->field);
      continue;
    }
    std::string flat = D.member_val(*m, p->field, p->span);
    result = std::make_shared<Expr>();
    result->kind = EK::Var;
    result->name = flat;
    result->span = p->span;
    break;
  }
  if (!result) D.error(e.span, "`" + m->display + "` is a module, not a value");
  // The remaining projections are record fields.
  while (i > 0) {
    const Expr* p = chain[i - 1];
    --i;
    auto pr = std::make_shared<Expr>(*p);
    pr->elems = {result};
    result = pr;
  }
  done = true;
  return result;
}

// The operator of a BinOp or section: its definition's flat name.
void Renamer::rename_op(Expr& out, const Span& sp) {
  std::string flat;
  if (!out.qual.empty()) {
    auto parts = split_dots(out.qual);
    if (is_prim_name(parts[0]) && parts.size() == 1) return;
    Found f = find_value(parts[0]);
    if (f.kind != Found::Kind::Mod) return;  // the checker reports it
    ModP m = module_path(parts, parts.size(), sp);
    flat = D.member_val(*m, out.op, sp);
  } else {
    Found f = find_value(out.op);
    if (f.kind != Found::Kind::Val) return;
    flat = f.flat;
  }
  if (is_operator_name(out.op)) {
    auto [q, op] = split_operator(flat);
    out.qual = q;
    out.op = op;
  } else {
    // `x `M.f` y`: a name used as an operator.
    size_t dot = flat.rfind('.');
    if (dot == std::string::npos) {
      out.qual.clear();
      out.op = flat;
    } else {
      out.qual = flat.substr(0, dot);
      out.op = flat.substr(dot + 1);
    }
  }
}

ExprPtr Renamer::expr(const Expr& e) {
  switch (e.kind) {
    case EK::Var: {
      if (e.name.find('.') != std::string::npos) return std::make_shared<Expr>(e);  // `f32.sqrt`
      Found f = find_value(e.name);
      auto o = std::make_shared<Expr>(e);
      if (f.kind == Found::Kind::Val) o->name = f.flat;
      if (f.kind == Found::Kind::Mod) D.error(e.span, "`" + e.name + "` is a module, not a value");
      if (f.kind == Found::Kind::None && D.file_vals_.count(e.name))
        D.error(e.span, "Unknown name \"" + e.name + "\": `" + e.name +
                            "` is defined in an imported file, but is not in scope here",
                "an imported file's `local` definitions stay private to it, and the files it imports "
                "are not re-exported: import the file that defines `" + e.name + "` here");
      return o;
    }
    case EK::Proj: {
      bool done = false;
      if (ExprPtr q = qualified(e, done); done) return q;
      auto o = std::make_shared<Expr>(e);
      o->elems[0] = expr(*e.elems[0]);
      return o;
    }
    case EK::LocalOpen: {
      auto parts = split_dots(e.name);
      ModP m = module_path(parts, parts.size(), e.span);
      if (m->functor) D.error(e.span, "cannot open a parametric module; apply it first");
      Frame opened;
      opened.env = m->env;
      Renamer inner(D, &opened, this);
      return inner.expr(*e.elems[0]);
    }
    case EK::BinOp:
    case EK::OpSection:
    case EK::LeftSection:
    case EK::RightSection: {
      auto o = std::make_shared<Expr>(e);
      for (auto& x : o->elems) x = expr(*x);
      bool had_qual = !o->qual.empty();
      rename_op(*o, e.span);
      if (had_qual && e.kind == EK::BinOp && o->qual.empty() && (o->op == "|>" || o->op == "<|")) {
        // `xs F.|> f` with `F` a module of the prelude's `|>`: an
        // application, as the parser makes of `xs |> f`.
        ExprPtr fn = o->op == "|>" ? o->elems[1] : o->elems[0];
        ExprPtr arg = o->op == "|>" ? o->elems[0] : o->elems[1];
        auto a = std::make_shared<Expr>();
        a->kind = EK::Apply;
        a->span = e.span;
        if (fn->kind == EK::Apply) a->elems = fn->elems;
        else a->elems.push_back(fn);
        a->elems.push_back(arg);
        return a;
      }
      return o;
    }
    case EK::Let: {
      auto o = std::make_shared<Expr>(e);
      o->elems[0] = expr(*e.elems[0]);
      bind_all(e.size_params);
      std::vector<std::string> bound;
      o->pat = pat(*e.pat, bound);
      o->elems[1] = expr(*e.elems[1]);
      unbind_all(bound);
      unbind_all(e.size_params);
      return o;
    }
    case EK::LetFun: {
      auto o = std::make_shared<Expr>(e);
      bind_params(e.type_params);
      for (auto& s : e.size_params) bind(s);
      std::vector<std::string> bound;
      for (auto& p : o->params) p = pat(*p, bound);
      if (e.type) o->type = type(*e.type);
      o->elems[0] = expr(*e.elems[0]);
      unbind_all(bound);
      for (auto& s : e.size_params) unbind(s);
      unbind_params(e.type_params);
      bind(e.name);
      o->elems[1] = expr(*e.elems[1]);
      unbind(e.name);
      return o;
    }
    case EK::Lambda: {
      auto o = std::make_shared<Expr>(e);
      std::vector<std::string> bound;
      for (auto& p : o->params) p = pat(*p, bound);
      if (e.type) o->type = type(*e.type);
      o->elems[0] = expr(*e.elems[0]);
      unbind_all(bound);
      return o;
    }
    case EK::Loop: return loop(e);
    case EK::Match: {
      auto o = std::make_shared<Expr>(e);
      o->elems[0] = expr(*e.elems[0]);
      for (size_t i = 0; i < e.cases.size(); ++i) {
        std::vector<std::string> bound;
        o->cases[i] = pat(*e.cases[i], bound);
        o->elems[i + 1] = expr(*e.elems[i + 1]);
        unbind_all(bound);
      }
      return o;
    }
    default: {
      auto o = std::make_shared<Expr>(e);
      for (auto& x : o->elems)
        if (x) x = expr(*x);
      for (auto& ix : o->indices) {
        if (ix.index) ix.index = expr(*ix.index);
        if (ix.start) ix.start = expr(*ix.start);
        if (ix.end) ix.end = expr(*ix.end);
        if (ix.stride) ix.stride = expr(*ix.stride);
      }
      if (e.type) o->type = type(*e.type);
      return o;
    }
  }
}

ExprPtr Renamer::loop(const Expr& e) {
  auto o = std::make_shared<Expr>(e);
  if (e.elems[0]) o->elems[0] = expr(*e.elems[0]);
  std::vector<std::string> bound;
  if (e.loop_form != ast::LoopForm::While) o->elems[1] = expr(*e.elems[1]);
  o->pat = pat(*e.pat, bound);
  if (e.loop_form == ast::LoopForm::While) o->elems[1] = expr(*e.elems[1]);
  if (e.loop_form == ast::LoopForm::For) {
    bind(e.loop_var);
    bound.push_back(e.loop_var);
  } else if (e.loop_form == ast::LoopForm::ForIn && e.loop_pat) {
    o->loop_pat = pat(*e.loop_pat, bound);
  }
  o->elems[2] = expr(*e.elems[2]);
  unbind_all(bound);
  return o;
}

}  // namespace

Defunctorised defunctorise(const ast::Program& main) {
  Defunctoriser d;
  return d.run(main);
}

CompileError explain_signature_errors(const Defunctorised& d, const CompileError& e) {
  if (d.sig_checks.empty()) return e;
  std::vector<Diagnostic> out;
  bool changed = false;
  for (const Diagnostic& diag : e.diagnostics()) {
    auto it = d.sig_checks.find(diag.span.file.get());
    if (it == d.sig_checks.end()) {
      out.push_back(diag);
      continue;
    }
    changed = true;
    const auto& c = it->second;
    Diagnostic n;
    n.span = c.site;
    std::string why = diag.message;
    if (c.type_spec)
      if (size_t k = why.find("expected "); k != std::string::npos) why = why.substr(k);
    // The check is a generated function: its name means nothing to the user.
    const std::string generated = "does not match its return type: ";
    if (size_t k = why.find(generated); k != std::string::npos)
      why = why.substr(k + generated.size());
    n.message = c.what + ": " + why;
    n.hint = (diag.hint.empty() ? "" : diag.hint + "; ") + "the specification is at " + c.spec.str();
    out.push_back(n);
  }
  if (!changed) return e;
  return CompileError(std::move(out));
}

namespace {

// The names an expression, pattern or type mentions (variables, operators,
// size names; a projection `M.x` also as the one name): a superset of the
// top-level definitions it refers to.
struct NameCollector {
  std::function<void(const std::string&)> use;

  void dim(const ast::DimExp& d) {
    if (d.kind == ast::DimExp::Kind::Name) use(d.name);
    if (d.expr) expr(*d.expr);
  }
  void type(const TypeExp& t) {
    if (t.kind == TypeExp::Kind::Array) dim(t.dim);
    if (t.elem) type(*t.elem);
    for (auto& e : t.elems)
      if (e) type(*e);
    for (auto& a : t.size_args) dim(a);
    for (auto& a : t.type_args) {
      if (a.is_size) dim(a.dim);
      else if (a.type) type(*a.type);
    }
    for (auto& [_, f] : t.fields)
      if (f) type(*f);
    for (auto& [_, ps] : t.constrs)
      for (auto& x : ps)
        if (x) type(*x);
  }
  void pat(const Pat& p) {
    for (auto& e : p.elems)
      if (e) pat(*e);
    if (p.inner) pat(*p.inner);
    if (p.type) type(*p.type);
    for (auto& [_, f] : p.fields)
      if (f) pat(*f);
    if (p.literal) expr(*p.literal);
  }
  void expr(const Expr& e) {
    if (!e.name.empty()) use(e.name);
    if (!e.op.empty()) {
      use(e.op);
      if (!e.qual.empty()) use(e.qual + "." + e.op);
    }
    if (e.kind == EK::Proj && e.elems.size() == 1 && e.elems[0] && e.elems[0]->kind == EK::Var)
      use(e.elems[0]->name + "." + e.field);
    for (auto& x : e.elems)
      if (x) expr(*x);
    for (auto& c : e.cases)
      if (c) pat(*c);
    for (auto& ix : e.indices)
      for (const ExprPtr* x : {&ix.index, &ix.start, &ix.end, &ix.stride})
        if (*x) expr(**x);
    if (e.pat) pat(*e.pat);
    for (auto& p : e.params)
      if (p) pat(*p);
    if (e.type) type(*e.type);
    if (e.loop_pat) pat(*e.loop_pat);
  }
};

// A definition whose type its declaration gives in full: every parameter
// ascribed (or `()`) and the result type written.
// A definition whose declaration gives its type in full: every parameter
// ascribed, and a return type without an anonymous size (`: []u8`, `:
// set[]`), which the body decides where its callers know it
// (typecheck/infer.cpp, share_anonymous_results): a hole of that type
// would have an unknown size there [programs/samples16/functor_result_size_abbrev].
bool fully_annotated(const ast::ValDecl& v) {
  if (!v.ret_type || has_anon_size(*v.ret_type)) return false;
  for (auto& p : v.params)
    if (!p || (p->kind != Pat::Kind::Ascribed && p->kind != Pat::Kind::Unit)) return false;
  return true;
}

}  // namespace

// The second run of the checker needs only part of the program.  A
// definition that an application copied from the body of a functor checked
// with skeletons (Defunctorised::instance_vals) is an instance of that
// check, which ran in this view too (each of the parameter's abstract types
// a type of its own): it cannot use the definition of a sealed type that
// the skeleton did not, so it is not checked again.  It is dropped when
// nothing checked refers to it, and becomes a typed hole of its declared
// type where its declaration gives its type in full; otherwise it is kept
// whole, and what it refers to with it.
void check_abstraction(const Defunctorised& d) {
  if (d.opaque.empty()) return;
  const auto& decls = d.prog.decls;
  std::unordered_map<std::string, size_t> val_index;
  for (size_t i = 0; i < decls.size(); ++i)
    if (decls[i].kind == ast::Decl::Kind::Val) val_index.emplace(decls[i].val.name, i);
  // 0: dropped, 1: its type only (a hole), 2: whole.
  std::vector<char> keep(decls.size(), 0);
  std::vector<size_t> work;
  auto reach = [&](size_t i) {
    if (keep[i]) return;
    const ast::ValDecl& v = decls[i].val;
    // A sealed module's value: a hole of its specified type.
    bool hole = d.seal_wrappers.count(v.name) || (d.instance_vals.count(v.name) && fully_annotated(v));
    keep[i] = hole ? 1 : 2;
    work.push_back(i);
  };
  NameCollector refs;
  refs.use = [&](const std::string& n) {
    if (auto it = val_index.find(n); it != val_index.end()) reach(it->second);
  };
  for (size_t i = 0; i < decls.size(); ++i) {
    const ast::Decl& decl = decls[i];
    if (decl.kind == ast::Decl::Kind::Type) {
      if (decl.type.def) refs.type(*decl.type.def);
    } else if (decl.kind == ast::Decl::Kind::Val && !d.instance_vals.count(decl.val.name)) {
      reach(i);
    }
  }
  while (!work.empty()) {
    size_t i = work.back();
    work.pop_back();
    const ast::ValDecl& v = decls[i].val;
    for (auto& p : v.params)
      if (p) refs.pat(*p);
    if (v.ret_type) refs.type(*v.ret_type);
    if (keep[i] == 2 && v.body) refs.expr(*v.body);
  }
  ast::Program view;
  view.file = d.prog.file;
  for (size_t i = 0; i < decls.size(); ++i) {
    if (decls[i].kind == ast::Decl::Kind::Val && !keep[i]) continue;
    view.decls.push_back(decls[i]);
    ast::Decl& decl = view.decls.back();
    if (decl.kind == ast::Decl::Kind::Type) {
      auto it = d.opaque.find(decl.type.name);
      if (it == d.opaque.end()) continue;
      // A type of its own: one private constructor, whose payload uses
      // the parameters.
      auto t = std::make_shared<TypeExp>();
      t->kind = TypeExp::Kind::Sum;
      t->span = decl.type.span;
      std::vector<TypeExpPtr> payload;
      for (auto& tp : decl.type.type_params) {
        if (tp.kind == ast::TypeParam::Kind::Size) {
          auto a = std::make_shared<TypeExp>();
          a->kind = TypeExp::Kind::Array;
          a->span = t->span;
          a->dim.kind = ast::DimExp::Kind::Name;
          a->dim.name = tp.name;
          a->dim.span = t->span;
          a->elem = std::make_shared<TypeExp>();
          a->elem->kind = TypeExp::Kind::Prim;
          a->elem->prim = PrimType::Bool;
          a->elem->span = t->span;
          payload.push_back(a);
        } else {
          auto a = std::make_shared<TypeExp>();
          a->kind = TypeExp::Kind::Named;
          a->name = tp.name;
          a->span = t->span;
          payload.push_back(a);
        }
      }
      t->constrs.push_back({it->second, payload});
      decl.type.def = t;
    } else if (decl.kind == ast::Decl::Kind::Val && keep[i] == 1) {
      auto hole = std::make_shared<Expr>();
      hole->kind = EK::Var;
      hole->name = "???";
      hole->span = decl.val.span;
      decl.val.body = hole;
    }
  }
  try {
    infer_program(std::move(view));
  } catch (const CompileError& e) {
    std::vector<Diagnostic> out;
    CompileError ex = explain_signature_errors(d, e);
    for (const Diagnostic& diag : ex.diagnostics()) {
      Diagnostic n = diag;
      n.hint = (n.hint.empty() ? "" : n.hint + "; ") +
               "a type that a module type declares abstractly (`type t`) is a type of its own outside "
               "the module (shown as `(#M.t)`): its definition is hidden";
      out.push_back(n);
    }
    throw CompileError(std::move(out));
  }
}

}  // namespace runic
