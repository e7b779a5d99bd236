// Rewrite rules over the pattern IR (ICFP'15 figures 6 and 7), as
// declarative entries: a name, the rewrite it performs (for --explain and
// the documentation), a side condition and a replacement.  Rules rewrite
// one function node; the strategy that decides where and with which
// parameters to apply them (rewrite/lower.cpp's default derivations, a
// search later) is separate, and records every application in a
// Derivation.
//
// Algorithmic rules:  map-split-join, reduce-to-partial, partial-split-join,
//   partial-reorder-stride (commutative operators only), partial-iterate,
//   fuse-map-into-partial, map-fusion (map(f) o map(g)), join-split-cancel
//   (join o split(n)), split-join-cancel (split(n) o join on [[T]_n]),
//   map-reorder-stride (map(f) -> reorderStride(m/s) o map(f) o
//   reorderStride(s) on [T]_m: the map reads and writes in another order),
//   private-staging (map(f) -> map(id) o toPrivate(map(f)): all results of
//   a sequential map are computed, so its loads are issued, before the
//   first write), map-vectorize (map(f) -> asScalar o map(mapVec(f)) o
//   asVector(w): ICFP'15 figure 7e), fuse-vector-map-into-partial (the
//   per-thread fold of a vectorised map: lanes folded in order).
// Layout rules (CGO'17 section 3.2: gather, scatter, slide):
//   reorder-stride-as-gather (reorderStride(s) -> gather(i -> i/(n/s) +
//   s*(i%(n/s))) on [T]_n, n given as the rule's argument: the index the
//   code generator's reorderStride view computes), gather-scatter-cancel
//   (gather(f) o scatter(f) -> id, and scatter(f) o gather(f) -> id: f is
//   a permutation), slide-as-split (slide(n, n) -> split(n) on [T]_m when
//   the simplifier proves n divides m, m given as the rule's argument:
//   windows that do not overlap are chunks).  Matrix transposition is not
//   a rule but a composition of views (pattern.h: transpose_gather,
//   transpose_scatter).
// Lowering rules:     map-to-mapGlb/mapWrg/mapLcl/mapSeq, partial-to-reduceSeq,
//   scan-to-scanSeq, to-local/to-global/to-private.
// Macro rules (recorded in the derivation, emitted from a template by the
//   code generator): tile-2d (rewrite/lower.h: Tile2D).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "rewrite/pattern.h"

namespace runic::rewrite {

struct RuleArgs {
  arith::Expr n;             // split size, stride, pad length, iterate count; the
                             // array length of reorder-stride-as-gather and slide-as-split
  arith::Expr n2;            // map-reorder-stride: the inverse stride (length / n)
  int dim = 0;               // mapGlb/mapWrg/mapLcl dimension
  FunPtr g;                  // fuse-map-into-partial: the mapped function
  bool commutative = false;  // facts about the operator (side conditions)
  bool pad = true;           // partial-split-join: pad the input to a multiple

  static RuleArgs size(arith::Expr n) { RuleArgs a; a.n = std::move(n); return a; }
  static RuleArgs at_dim(int d) { RuleArgs a; a.dim = d; return a; }
  static RuleArgs fusing(FunPtr g) { RuleArgs a; a.g = std::move(g); return a; }
  RuleArgs with_commutative(bool c) const { RuleArgs a = *this; a.commutative = c; return a; }
  RuleArgs without_pad() const { RuleArgs a = *this; a.pad = false; return a; }
};

struct Rule {
  std::string name;
  std::string rewrite;  // "map(f) -> mapGlb_d(f)"
  std::function<bool(const Fun&, const RuleArgs&)> applies;  // match + side condition
  std::function<FunPtr(const FunPtr&, const RuleArgs&)> replace;
};

const std::vector<Rule>& all_rules();

// ---- the general matcher (independent of any strategy) ----
// Function nodes of an expression in pre-order: each call's function, then
// its nested functions (map bodies, lambda bodies), then its arguments.
struct Match {
  size_t index;  // pre-order position
  FunPtr fun;
};
// Every position in `e` where rule `name` applies with `args`.
std::vector<Match> find_matches(const PExprPtr& e, const std::string& name, const RuleArgs& args = {});
// Looks a rule up by name (internal error when unknown).
const Rule& find_rule(const std::string& name);

// The rules applied to derive one kernel, with their parameters.
class Derivation {
 public:
  // Applies rule `name` to `f`; the side condition must hold (the strategy
  // checks first with `can_apply` where a rule is optional).
  FunPtr apply(const std::string& name, const FunPtr& f, const RuleArgs& args = {});
  bool can_apply(const std::string& name, const FunPtr& f, const RuleArgs& args = {}) const;
  // Records a step taken outside the rule table (e.g. "kernel-boundary").
  void note(const std::string& step) { steps_.push_back(step); }
  const std::vector<std::string>& steps() const { return steps_; }
  std::string str() const;  // one step per line
  // Rewrites the function node at pre-order position `index` of `e`.
  PExprPtr apply_at(const std::string& name, const PExprPtr& e, size_t index, const RuleArgs& args = {});

 private:
  std::vector<std::string> steps_;
};

}  // namespace runic::rewrite
