// Internal helpers of flatten/: statement builders, a type environment, and
// the sequentialiser (sequentialise.cpp).
#pragma once

#include <map>
#include <vector>

#include "ir/ir.h"

namespace runic::flatten_impl {

// Types of every name of the program (names are bound once, so one map
// serves all scopes); passes add the names they create.
struct TypeEnv {
  std::map<ir::VName, ir::Type> types;
  const ir::Type& of(const ir::VName& v) const;
  // Also records the size variables of `p`'s shape as i64 scalars: a
  // function's size parameters are bound only by its parameters' shapes,
  // and flattening may use one as a value (a neutral element `n`).
  void add(const ir::Param& p);
};
// Adds the names that statements `stms` bind (also inside them) to `env`.
void collect_stm_types(const std::vector<ir::Stm>& stms, TypeEnv& env);
TypeEnv collect_types(const ir::Program& prog);

ir::Stm let(ir::Param p, ir::Exp e, const Span& loc);
ir::Exp subexp_exp(ir::SubExp s);
ir::Exp binop_exp(BinOp op, PrimType t, ir::SubExp x, ir::SubExp y);
ir::DimIndex point(ir::SubExp i);
ir::DimIndex full_slice(ir::SubExp n);
// arr[idxs..., full slices for the remaining dimensions of `arr_type`].
ir::Exp index_exp(const ir::VName& arr, const ir::Type& arr_type,
                  const std::vector<ir::SubExp>& idxs, const Span& loc);
// `let p = arr[idxs..., :]`
ir::Stm bind_row(const ir::Param& p, const ir::VName& arr, const ir::Type& arr_type,
                 const std::vector<ir::SubExp>& idxs, const Span& loc);
PrimValue zero_of(PrimType t);

// Several reduction/scan operators as one operator on tuples (parameters:
// all accumulators, then all elements), as SegRed/SegScan want it.
ir::ReduceOp combine_ops(const std::vector<ir::ReduceOp>& ops);
// Binds the lambda's parameters to `args` and appends its body to `out`;
// returns its results.  The lambda's body is moved (inline it only once).
std::vector<ir::SubExp> inline_lambda(ir::Lambda& l, const std::vector<ir::SubExp>& args,
                                      const Span& loc, std::vector<ir::Stm>& out);

// sequentialise.cpp: turns every Screma in `b` (at any depth) into a Loop.
void sequentialise_body(ir::Body& b, TypeEnv& env);
// flatten_soacs.cpp: a host-level Scatter/Hist statement -> a SegOp of kind
// Scatter/Hist; one inside a sequential body -> a Loop of guarded Updates.
// A histogram of rows whose operator works element by element (`map2 op`,
// neutral element `replicate r v`; `replicates`: the host's replicates)
// becomes a histogram of elements.
std::vector<ir::Stm> flatten_scatter(ir::Stm s, TypeEnv& env, const std::map<ir::VName, ir::Exp>& replicates);
std::vector<ir::Stm> sequentialise_scatter(ir::Stm s, TypeEnv& env);
// A histogram of rows whose operator does not combine them element by
// element (`hist (\a b -> if a[0] > b[0] then a else b) ...`): no kernel
// combines whole rows atomically, so it runs as the loop of
// sequentialise_scatter on the host.
bool hist_rows_sequential(const ir::Stm& s, const TypeEnv& env, const std::map<ir::VName, ir::Exp>& replicates);
// One Screma statement -> scratch allocations + a Loop with the same pattern.
std::vector<ir::Stm> sequentialise_screma(ir::Stm s, TypeEnv& env);
// neutral.cpp: every host-level SegRed/SegScan of `b` (Loop and If bodies
// included) whose neutral element is not a constant gets an operator lifted
// to flagged values, with a constant neutral element.
void lift_variable_neutrals(ir::Body& b);

}  // namespace runic::flatten_impl

namespace runic::flatten_impl {

// Cleans up row bindings in a (sequential) SegOp body:
//   let row = xss[g, 0:+n*1]  ...  row[j]     =>     xss[g, j]
// A statement binding a row by point indices followed by full slices, whose
// every use is an Index of that row, is removed and the uses index the base
// array directly (the backend then sees only scalar reads of global arrays).
void inline_row_bindings(ir::Body& b);

}  // namespace runic::flatten_impl
