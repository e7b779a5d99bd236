// The constraint solver of the type checker: unification of types and sizes
// with levels (Hindley-Milner with let-generalisation; a variable's level is
// the let-depth where it was made, so generalisation takes exactly the
// variables deeper than the binding) and constrained type variables.
//
// Constraints on a type variable (Futhark's language reference, "Type
// inference"): numeric (from integer literals and arithmetic), integral
// (bitwise operators), float (decimal literals), primitive (comparison),
// equality (`==`: no functions), "a record with at least these fields"
// (projection `r.x`), "a sum type with at least these constructors"
// (`#c x`, `match`).  Binding a variable checks its constraint; two
// constrained variables merge their constraints.
//
// Sizes unify syntactically (after folding constants), as in Futhark: a
// flexible size binds to anything; two different rigid sizes are a type
// error naming both.  `combine` instead makes such sizes existential
// (branches of `if`, `match`).
#pragma once

#include <array>
#include <functional>
#include <set>
#include <tuple>
#include <map>
#include <string>
#include <vector>

#include "support/source.h"
#include "typecheck/types.h"

namespace runic::tc {

// What a unification checks, for its error message ("Cannot apply `f` to
// ..."): the text, or a function that makes it.  The function runs only
// when the check fails: a message that quotes an argument's source,
// built for every application, made checking quadratic in a chain of
// operators (`x + x + ... + x`).
class Why {
 public:
  Why(std::string text) : text_(std::move(text)) {}  // NOLINT: implicit, as a string
  Why(const char* text) : text_(text) {}              // NOLINT
  template <class F>
  static Why lazy(F make) {
    Why w("");
    w.make_ = std::move(make);
    return w;
  }
  bool empty() const { return !make_ && text_.empty(); }
  std::string str() const { return make_ ? make_() : text_; }

 private:
  std::string text_;
  std::function<std::string()> make_;
};

struct Origin {
  Span span;
  std::string what;  // "the literal `1`", "the parameter `x`", ...
};

enum class Cons { None, Eq, Prim, Num, Int, Float, IntBool, Fields, Constrs };

class Solver {
 public:
  struct TVar {
    TypeP bound;
    int level = 0;
    Cons cons = Cons::None;
    std::map<std::string, TypeP> fields;                 // Fields
    std::map<std::string, std::vector<TypeP>> constrs;   // Constrs
    Origin origin;
  };
  struct SVar {
    SizeP bound;
    int level = 0;
    Origin origin;
  };

  TypeP new_var(int level, Cons c, Origin o);
  SizeP new_size(int level, Origin o);

  // Shallow: follows bound variables at the top.
  TypeP head(const TypeP& t) const;
  // Deep: substitutes every bound type and size variable.
  TypeP resolve(const TypeP& t) const;
  SizeP resolve(const SizeP& s) const;
  std::string show(const TypeP& t) const { return show_type(resolve(t)); }

  // Makes `actual` equal to `expected`; on failure a user error at `span`:
  // "<ctx>: expected `E`, found `A`" plus where E's variable came from.
  void unify(const TypeP& expected, const TypeP& actual, const Span& span, const Why& ctx);
  void unify_size(const SizeP& expected, const SizeP& actual, const Span& span, const Why& ctx);
  // Like unify, but array sizes that differ become fresh existential sizes
  // in the result (if branches).
  TypeP combine(const TypeP& a, const TypeP& b, const Span& span, const Why& ctx);
  // A loop's parameter `a` against its body's result `b`: like combine,
  // but a still-open size of the parameter (the initial value's, from a
  // lambda parameter not yet known) is not bound to a size the body
  // computes: the two differ from one iteration to the next, so the
  // size is loop-variant (a fresh existential size in the result).
  // `variant_from`: receives the parameter's size of each dimension that
  // the body changes (the loop-variant ones).
  TypeP combine_loop(const TypeP& a, const TypeP& b, const Span& span, const Why& ctx,
                     std::vector<SizeP>* variant_from = nullptr);
  // A loop parameter's annotation `a` against the initial value `b`: like
  // combine, but the annotation's new or anonymous sizes (`variant`) are
  // loop-variant even where the initial value's size is still open.
  TypeP combine_loop_init(const TypeP& a, const TypeP& b, const std::set<int>& variant, const Span& span,
                          const Why& ctx);

  void constrain(const TypeP& t, Cons c, const Span& span, const Why& ctx);
  // `t` has field `f` of type `ft` (records; tuples for numeric fields).
  void require_field(const TypeP& t, const std::string& f, const TypeP& ft, const Span& span,
                     const Why& ctx = "");
  // `t` is a sum type with constructor `c` whose payload is `ps`.
  void require_constr(const TypeP& t, const std::string& c, const std::vector<TypeP>& ps,
                      const Span& span, const Why& ctx = "");

  TVar& tvar(int id) { return tvars_.at(id); }
  const TVar* tvar_if(int id) const {
    auto it = tvars_.find(id);
    return it == tvars_.end() ? nullptr : &it->second;
  }
  SVar& svar(int id) { return svars_.at(id); }
  // Records the level at which a function binds its type parameter `id`
  // (a variable of a shallower level may not be bound to a type with it).
  void param_level(int id, int level) { param_levels_[id] = level; }
  // Lowers the level of every variable of `t` to at most `level`.
  void lower_levels(const TypeP& t, int level);
  void lower_levels(const SizeP& s, int level);

  // The scope of a function's parameters (Futhark's "scope violation"):
  // the sizes and type variables of its parameters may not be bound to a
  // size name made in its body (a rigid id at least `first_inner`), other
  // than a global one.  `guard` marks the variables of `t`; a variable
  // bound to a type or size with other variables passes the mark on.
  // `unguard_to` forgets the marks made since `guard_mark()`.
  // `label` says what `t` is, for messages ("the parameter `ys`"); a
  // variable keeps the label of its first mark.
  void guard(const TypeP& t, int first_inner, const std::string& label = "");
  size_t guard_mark() const { return guard_log_.size(); }
  void unguard_to(size_t mark);
  void global_size(int id) { global_sizes_.insert(id); }
  bool is_global_size(int id) const { return global_sizes_.count(id) > 0; }
  // Where the unknown size `id` was made, for messages ("the unknown size
  // of the result of `filter`").
  void rigid_origin(int id, Origin o) { rigid_origins_[id] = std::move(o); }
  const Origin* rigid_origin_of(int id) const {
    auto it = rigid_origins_.find(id);
    return it == rigid_origins_.end() ? nullptr : &it->second;
  }

  // What variables made before a loop are bound to while its body is
  // checked (error index "loop-variant-escape"): `begin_bind_log(first)`
  // records the sizes given to variables with ids below `first` until the
  // matching `end_bind_log()`, which returns them.
  // Variables of `init` (the loop's initial value: the loop parameter
  // shares them) are not recorded.
  void begin_bind_log(int first_id, const TypeP& init);
  std::vector<SizeP> end_bind_log() {
    std::vector<SizeP> r = std::move(std::get<2>(bind_logs_.back()));
    bind_logs_.pop_back();
    return r;
  }
  bool guarded(const SizeP& s) const { return size_guard_.count(resolve(s)->id) > 0; }

  static std::string cons_text(Cons c);

 private:
  void guard_size(const SizeP& s, int first_inner, const std::string& label);
  bool would_escape(const SizeP& flex, const SizeP& to) const;
  const SizeNode* escaping(const SizeP& s, int first_inner) const;
  const SizeNode* escaping(const TypeP& t, int first_inner) const;
  [[noreturn]] void scope_violation(const SizeNode& inner, const SizeP& flex, const Span& span,
                                    const Why& ctx) const;
  // `var_expected`: the variable is on the expected side (for messages).
  void bind(int id, const TypeP& t, const Span& span, const Why& ctx,
            bool var_expected = true);
  bool occurs(int id, const TypeP& t) const;
  bool size_occurs(int id, const SizeP& s) const;
  [[noreturn]] void mismatch(const TypeP& e, const TypeP& a, const Span& span, const Why& ctx);
  TypeP combine_rec(const TypeP& a, const TypeP& b, const Span& span, const Why& ctx,
                    bool loop = false, const std::set<int>* variant = nullptr);

  // Mutable: head() and resolve() compress chains of bound variables
  // (union-find path compression), which keeps long chains of `let`s
  // linear; what a variable stands for never changes.
  mutable std::map<int, TVar> tvars_;
  mutable std::map<int, SVar> svars_;
  std::map<int, int> param_levels_;  // type parameter id -> the level of its function
  std::map<int, int> size_guard_, type_guard_;  // variable id -> first inner rigid id
  std::vector<std::pair<bool, int>> guard_log_;  // (is a size, id) as marked
  std::map<int, std::string> size_guard_label_, type_guard_label_;  // what a guarded variable is a part of
  std::set<int> global_sizes_;                  // rigid sizes of top-level names
  std::map<int, Origin> rigid_origins_;         // unknown sizes: where they were made
  std::vector<std::tuple<int, std::set<int>, std::vector<SizeP>>> bind_logs_;  // (first id, excluded, sizes bound)
  void log_bind(int id, const TypeP* t, const SizeP* z);
  std::vector<SizeP>* variant_from_ = nullptr;
  // combine and combine_loop: the fresh size made for each pair of
  // differing sizes, so that the same pair gives the same size (`if c then
  // ([], []) else (xs, ys)` with `xs, ys: [m]t` is `([d]t, [d]t)`; a loop
  // parameter `[1][1][1]t` whose body gives `[m][m][m]t` is `[d][d][d]t`).
  std::vector<std::array<SizeP, 3>>* branch_sizes_ = nullptr;
};

}  // namespace runic::tc
