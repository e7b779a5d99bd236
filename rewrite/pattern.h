// The low-level pattern IR (ICFP'15 sections 3-4; CGO'17 section 3).
//
// A kernel is a pattern expression in the style of Lift: expressions are
// parameters, literals, index spaces (`iota(n)`) and calls of functions;
// functions are lambdas, user functions (sequential code: an ir::Body with
// named scalar inputs), the high-level patterns (map, reduce, reducePart,
// scan) that rewrite rules start from, and the low-level OpenCL patterns
// that the backend turns into code:
//
//   mapGlb(d) mapWrg(d) mapLcl(d) mapSeq     loops over an array
//   reduceSeq, scanSeq, scanSeqExcl          sequential folds (init, array)
//   iterate(k, f)                            f applied k times (tree reductions)
//   split(n) join reorderStride(s) pad(m)    views: no code, only indexing
//   gather(i -> f) scatter(i -> f)           views that permute: gather's
//                                            element i is its input's f(i);
//                                            scatter writes its input's
//                                            element i to position f(i)
//   slide(size, step)                        overlapping windows (stencils):
//                                            window w, element k is w*step + k
//   zip get(i)                               views over several arrays
//   asVector(w) asScalar mapVec(f)           OpenCL vectors <T>_w (ICFP'15 figure 7e,
//                                            CGO'17 section 3): asVector groups w
//                                            neighbouring scalars into a vector (a
//                                            vector load), asScalar undoes it, mapVec
//                                            applies f to every lane
//   toLocal(f) toGlobal(f) toPrivate(f)      the address space of f's output
//
// Lengths are symbolic (arith::Expr); `check_type` infers the type of an
// expression, tracking array lengths (`[f32]_{n/(256*C)}`).  `pad(m)`
// extends an array to length m with absent elements: reductions skip them
// and writes to them are dropped (the generated code guards every access).
// gather/scatter (CGO'17 section 3.2) take an index function: an
// arith::Expr over one named index variable and sizes.  f must map [0, n)
// into [0, n) (a permutation for scatter, where each output element is
// written once).  runic follows the Lift compiler: gather(f)(x)[i] =
// x[f(i)] and scatter(f)(x)[f(i)] = x[i], so gather reads through f and
// scatter writes through f.  With these, CGO'17's scatter transposition
// (section 3.2) holds as written, while its equations for gather and
// scatter and its gather transposition (section 5.3) use f the other way
// round (there, gather takes the function our scatter takes);
// tests/unit/test_views.cpp checks both transpositions on the device.  The code generator supports gather only
// where it is read and scatter only where it is written (the other
// direction would need f's inverse).
// Invariants: every user function returns scalars; all arrays in a view
// chain hold scalars or arrays of scalars.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "rewrite/arith.h"

namespace runic::rewrite {

struct Fun;
struct PExpr;
using FunPtr = std::shared_ptr<const Fun>;
using PExprPtr = std::shared_ptr<const PExpr>;

enum class FunKind {
  Lambda, UserFun,
  // high-level (only before lowering)
  Map, Reduce, ReducePart, Scan,
  // low-level
  MapGlb, MapWrg, MapLcl, MapSeq, ReduceSeq, ScanSeq, ScanSeqExcl, Iterate,
  Split, Join, ReorderStride, Pad, Gather, Scatter, Slide, Zip, Get, Id,
  AsVector, AsScalar, MapVec,
  ToLocal, ToGlobal, ToPrivate,
};

// A user function: scalar parameters in, scalar results out.  Its body may
// read global arrays (free variables of the body) by Index.
struct UserFun {
  std::string name;               // for printing: "mul", "segred_body"
  std::vector<ir::Param> params;  // scalars
  ir::BodyPtr body;
  std::vector<PrimType> ret;      // element types of the results
  // The full result types when some result is an array (SegMap bodies
  // only; backend/kernel_codegen.cpp writes such results to the mapped
  // output row); empty when every result is a scalar.
  std::vector<ir::Type> ret_types = {};
  // Parameters known to lie in [0, bound): the indices of a SegOp body,
  // which is applied only at the points of its segment space.  The backend
  // drops the bounds checks these ranges prove (CGO'17 section 5.3).
  std::map<std::string, ir::SubExp> index_bounds = {};
};

// An index function i -> body of gather/scatter: `body` is over the
// variable `var` and sizes.
struct IndexFun {
  std::string var;
  arith::Expr body;
  arith::Expr operator()(const arith::Expr& i) const { return arith::subst(body, var, i); }
};

struct Fun {
  FunKind kind = FunKind::Id;
  int dim = 0;                    // mapGlb/mapWrg/mapLcl dimension; get index
  arith::Expr n;                  // split/reorderStride/pad/iterate count; slide size; asVector width
  arith::Expr step;               // slide
  IndexFun index;                 // gather/scatter
  std::vector<FunPtr> f;          // nested functions (map body, iterate body, toX)
  std::vector<std::string> params;  // Lambda
  std::vector<std::vector<PrimType>> param_types;  // Lambda: scalar component types (informational)
  PExprPtr body;                  // Lambda
  std::shared_ptr<const UserFun> user;  // UserFun
  std::vector<PExprPtr> init;     // Reduce/ReducePart/Scan: one entry, the neutral element(s)
};

struct PExpr {
  enum class Kind { Param, Literal, Iota, Call } kind = Kind::Param;
  std::string name;           // Param
  std::vector<PrimValue> lit; // Literal (a tuple of scalars when several)
  arith::Expr n;              // Iota length
  FunPtr fun;                 // Call
  std::vector<PExprPtr> args; // Call
};

// ---- builders ----
PExprPtr param(const std::string& name);
PExprPtr literal(std::vector<PrimValue> values);
PExprPtr iota(arith::Expr n);
PExprPtr call(FunPtr f, std::vector<PExprPtr> args);
FunPtr lambda(std::vector<std::string> params, PExprPtr body);
FunPtr user_fun(std::shared_ptr<const UserFun> u);
FunPtr pattern(FunKind k, std::vector<FunPtr> f = {}, arith::Expr n = nullptr, int dim = 0);
FunPtr split(arith::Expr n);
FunPtr join();
FunPtr reorder_stride(arith::Expr s);
FunPtr pad(arith::Expr m);
FunPtr gather(IndexFun f);
FunPtr scatter(IndexFun f);
FunPtr slide(arith::Expr size, arith::Expr step);
// Matrix transposition [[T]_ncols]_nrows -> [[T]_nrows]_ncols as views
// (CGO'17 sections 3.2 and 5.3), as a chain (outermost first) to splice into a
// composition: compose(transpose_gather(r, c)) is the function.  Splice it
// rather than nest it where the transposition is written to: the code
// generator writes through the chain of the outermost composition, and
// allocates the argument of a nested one.  Reading through gather:
//   split(nrows) o gather(i -> (i % nrows)*ncols + i / nrows) o join
std::vector<FunPtr> transpose_gather(arith::Expr nrows, arith::Expr ncols);
// The same permutation written through scatter (CGO'17 section 3.2):
//   split(nrows) o scatter(i -> (i % ncols)*nrows + i / ncols) o join
std::vector<FunPtr> transpose_scatter(arith::Expr nrows, arith::Expr ncols);
FunPtr zip();
FunPtr get(int i);
FunPtr as_vector(int64_t w);
FunPtr as_scalar();
FunPtr map_vec(FunPtr f);
// Composition f∘g as a lambda: λx. f(g(x)).
FunPtr compose(const std::vector<FunPtr>& fs);

// ---- printing (used by --dump-after=lower) ----
std::string print_fun(const FunPtr& f);
std::string print_expr(const PExprPtr& e);

// ---- types ----
struct PType {
  enum class Kind { Scalar, Array, Tuple } kind = Kind::Scalar;
  PrimType prim = PrimType::I32;
  std::shared_ptr<const PType> elem;  // Array
  arith::Expr len;                    // Array
  std::vector<PType> comps;           // Tuple
  // Array: an OpenCL vector <elem>_len of scalars (asVector); `len` is
  // the constant width.  Everything that takes an array takes a vector.
  bool vector = false;
};
PType scalar_type(PrimType t);
PType array_type(PType elem, arith::Expr len);
PType tuple_type(std::vector<PType> comps);
PType vector_type(PrimType t, int64_t w);
std::string type_str(const PType& t);

using TypeEnv = std::map<std::string, PType>;
// Infers the type of `e`; raises InternalError (naming the pattern) when a
// pattern is applied to an argument of the wrong shape.
PType check_type(const PExprPtr& e, const TypeEnv& env);
// The result type of applying f to arguments of the given types.
PType apply_type(const FunPtr& f, const std::vector<PType>& args, const TypeEnv& env);

}  // namespace runic::rewrite
