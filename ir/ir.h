// The Core IR: typed, first-order, A-normal form, tuples flattened into
// multiple values, arrays of tuples turned into tuples of arrays.
//
// A program is a list of functions: entry points, and the functions they
// call with Apply (the elaborator makes one function per definition and
// instantiation; the inline pass, ir/inline.h, inlines them before fusion,
// except those marked #[noinline], which it inlines before flattening, and
// recursive functions, which it never inlines: see is_recursive).  A Body is a list of statements `let pat = exp` and a
// result (a list of SubExps).  Every name is bound once in the whole program
// (names carry a unique numeric suffix: "xs_12").
//
// The same IR serves three levels of the pipeline:
//   * after elaboration: SOACs (Screma, ...) anywhere;
//   * after fusion: fewer, larger SOACs;
//   * the Kernel IR (after flatten/): the top-level body of each function is
//     host code; all parallelism lives in SegOps (perfect nests over a
//     segment space, Futhark's SegMap/SegRed/SegScan); the bodies of SegOps
//     are sequential (no Screma inside, only loops), except a row-group
//     SegMap's (seg_group, ir/rowgroup.h).
// The interpreter (ir/interpreter.h) runs all three, which is what lets tests
// compare results before and after every pass.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "support/source.h"
#include "ir/prim.h"

namespace runic::ir {

using VName = std::string;

// An atom: a constant or a variable.
struct SubExp {
  enum class Kind { Const, Var } kind = Kind::Const;
  PrimValue value;  // Const
  VName var;        // Var

  static SubExp constant(PrimValue v) { return {Kind::Const, v, {}}; }
  static SubExp variable(VName n) { return {Kind::Var, {}, std::move(n)}; }
  static SubExp i64(int64_t v) { return constant(PrimValue::int_value(PrimType::I64, v)); }
  bool is_const() const { return kind == Kind::Const; }
  bool is_var() const { return kind == Kind::Var; }
};

// A scalar (empty shape) or a regular array type; every dimension is an i64
// SubExp.
struct Type {
  PrimType elem = PrimType::I32;
  std::vector<SubExp> shape;
  bool unique = false;  // `*` on parameters and results

  int rank() const { return (int)shape.size(); }
  bool is_array() const { return !shape.empty(); }
  static Type scalar(PrimType t) { return {t, {}, false}; }
  // The type of one row (drops the outermost dimension).
  Type row() const;
  // Prepends a dimension.
  Type array_of(SubExp outer) const;
};

struct Param {
  VName name;
  Type type;
};

struct Stm;
struct Body;
using BodyPtr = std::shared_ptr<Body>;

struct Lambda {
  std::vector<Param> params;
  BodyPtr body;
  std::vector<Type> ret;
};

// One index position of Index/Update: a scalar index, or a slice written as
// (start, count, stride) — `a[i:j:s]` elaborates to count = ceil((j-i)/s).
struct DimIndex {
  bool is_slice = false;
  SubExp index;                  // !is_slice
  SubExp start, count, stride;   // is_slice
};

// A reduction or scan operator with its neutral elements.  The operator's
// lambda takes 2*k parameters (accumulators, then elements) for k neutral
// elements and returns k values.
struct ReduceOp {
  Lambda lambda;
  std::vector<SubExp> neutral;
  bool commutative = false;  // reduce_comm, or an operator known commutative
};

// SegOp space: a perfect nest of parallel dimensions, outermost first.  Each
// dimension binds a thread index (i64) over [0, size).
struct SegSpace {
  std::vector<std::pair<VName, SubExp>> dims;
};

enum class SegKind {
  Map,  // body result per point; result arrays have the space's shape
  Red,  // segmented reduction over the innermost dimension; results have the
        // outer dimensions' shape (scalars when the space has one dimension)
  Scan, // segmented inclusive scan over the innermost dimension
  // Scatter and Hist (flatten/flatten_soacs.cpp) write into existing arrays:
  // `arrays` names k destination arrays, which are consumed; the space has
  // one dimension; bodies[0] returns (index: i64, v_1..v_k) per point and
  // `ret` holds those per-point types.  Results: the k updated arrays (the
  // pattern's types are the destinations' types).  Indices outside
  // [0, rows of the destination) are ignored.
  Scatter,  // dest_j[index] = v_j; which write wins for a duplicate index is
            // unspecified
  Hist,     // dest_j[index] = op(dest_j[index], v_j) with reduces[0] (its
            // arity is k; the operator must be associative and commutative)
};

struct Exp;
using ExpPtr = std::shared_ptr<Exp>;

struct Exp {
  enum class Kind {
    // ---- scalar and array basics ----
    SubExp,     // args[0]
    BinOp,      // binop on type `prim`: args[0], args[1]
    CmpOp,      // cmpop on type `prim`: args[0], args[1]  -> bool
    UnOp,       // unop on type `prim`: args[0]
    Convert,    // convert args[0] (of type `from`) to `prim`
    PrimFun,    // fun_name applied to args on type `prim` (f32.sqrt, ...)
    Index,      // array[dims]: a scalar, or an array when slices remain
    Update,     // array with [dims] = args[0] (in place: `array` is consumed)
    ArrayLit,   // [args...]; type `type` (the whole array)
                // (elaborator: a multi-dimensional literal is an ArrayLit of
                // rows: args are arrays of type `type.row()`; no args = an
                // empty array whose shape is `type`'s)
    Iota,       // iota args[0]=n, args[1]=start, args[2]=step; element `prim`
    Replicate,  // replicate args[0]=n of args[1] (a scalar or an array)
    Rearrange,  // permute dimensions of `array` by `perm` (transpose = [1,0])
    Reshape,    // reshape `array` to shape `args` (flatten/unflatten)
    Concat,     // concatenate `arrays` along dimension 0; args[0] = total size
    Copy,       // a fresh copy of `array`
    Assert,     // check args[0] (bool) or fail with `message` at `loc`;
                // a check with values has more args, i64 values that
                // replace `{0}`, `{1}`, ... in `message` (assert_text):
                // size checks, slice bounds checks
    // ---- control flow ----
    If,         // if args[0] then bodies[0] else bodies[1]; results `ret`
                // (elaborator: when the branches return arrays of different
                // sizes, the sizes are returned first as extra i64 results
                // and the array types in `ret` and the pattern name those
                // pattern variables: `let {ext_1: i64, r_2: [ext_1]f32} =
                // if c : {i64, [ext_1]f32} then {n, xs} else {3i64, ys}`)
    Loop,       // loop with merge params (see below)
    // ---- SOACs ----
    Screma,     // scan-reduce-map: see below
    Scatter,    // scatter: args[0] = w; arrays = [is, vs_1..vs_k, dest_1..dest_k]
                // (is: [w]i64, vs_j: [w]t_j, dest_j: [m]t_j, consumed);
                // dest_j[is[i]] = vs_j[i] for every i whose index is in
                // [0, m); results: the k updated destinations.  Which value
                // wins for duplicate indices is unspecified.
    Hist,       // reduce_by_index: as Scatter, but dest_j[is[i]] =
                // op(dest_j[is[i]], vs_j[i]) with reduces[0] (k neutral
                // elements; associative and commutative).  Out-of-range
                // indices are ignored.
    Stream,     // streaming SOAC (PLDI'17 Figure 8): see below
    // ---- functions ----
    Apply,      // call the non-entry function `fun_name` with args (one
                // per parameter, in order); the pattern receives its
                // results (types in terms of the caller's names)
    // ---- automatic differentiation (expanded by ir/ad.h right after
    //      elaboration; no later stage sees it) ----
    Ad,         // `ad_mode` of map_lambda (the differentiated function, its
                // parameters the leaves of x) at args = x's leaves, then the
                // seed's leaves (x' for jvp: as many as the parameters;
                // y' for vjp: as many as the lambda's results).  Results:
                // Jvp: the tangents of the results; Jvp2: the results, then
                // their tangents; Vjp: the cotangents of the parameters;
                // Vjp2: the results, then the parameters' cotangents.
    // ---- Kernel IR ----
    SegOp,      // parallel perfect nest: see below
  } kind = Kind::SubExp;

  std::vector<SubExp> args;
  PrimType prim = PrimType::I32;  // BinOp/CmpOp/UnOp/PrimFun operand type;
                                  // Convert target; Iota element type
  PrimType from = PrimType::I32;  // Convert source
  BinOp binop = BinOp::Add;
  CmpOp cmpop = CmpOp::Eq;
  UnOp unop = UnOp::Neg;
  std::string fun_name;           // PrimFun; Apply: the callee
  VName array;                    // Index/Update/Rearrange/Reshape/Copy
  std::vector<DimIndex> dims;     // Index/Update
  std::vector<int> perm;          // Rearrange; Index: the order in which an
                                  // index error shows `dims` (shown k = dims[perm[k]]),
                                  // set where flatten/locality.cpp transposes a read
  std::vector<VName> arrays;      // Concat; Screma and SegOp inputs
  Type type;                      // ArrayLit: the array's type
  std::string message;            // Assert
  Span loc;                       // Assert, Index/Update (bounds-check errors)
  bool unsafe = false;            // Index/Update under `#[unsafe]`: compiled code
                                  // does not check bounds (the interpreter does)
  int index_rank = 0;             // Index/Update: the number of indices the program
                                  // wrote (`a[i, j]`: 2; 0: unknown); an
                                  // out-of-bounds message shows the last
                                  // index_rank indices and dimensions, and
                                  // compiler-added leading ones are left out

  std::vector<BodyPtr> bodies;    // If: then/else; Loop, SegOp: bodies[0]
  std::vector<Type> ret;          // If, Loop, SegOp: result types

  // Loop: merge parameters with their initial values; the body returns the
  // next values.  For loops bind `loop_var` (of type `prim`, an integer type)
  // from 0 to args[0] (exclusive).  While loops run while the merge
  // parameter named `loop_var` (a bool) is true.
  std::vector<std::pair<Param, SubExp>> merge;
  enum class LoopKind { For, While } loop_kind = LoopKind::For;
  VName loop_var;

  // Screma over arrays (all of outer size args[0] = w): applies map_lambda
  // to each row; of its results, the first sum(scans' arity) values feed the
  // scans, the next sum(reduces' arity) feed the reductions, the rest are
  // mapped outputs.  Results, in order: scanned arrays, reduced values,
  // mapped arrays.  map = Screma with no scans and reduces; reduce = Screma
  // whose map lambda is the identity.
  Lambda map_lambda;
  std::vector<ReduceOp> scans;
  std::vector<ReduceOp> reduces;

  // Stream (PLDI'17 section 4, Figure 8) over arrays of outer size
  // args[0] = w, with accumulators initialised to args[1..] (p values).
  // map_lambda is the chunk function: its parameters are the chunk size m
  // (an i64 size parameter), p accumulators, then one chunk [m]t per input
  // array; it returns p accumulators, then r arrays of outer size m.  The
  // input is partitioned into any number of consecutive chunks (the user
  // promises that every partitioning gives the same result).  Results: p
  // accumulators, then the r chunk outputs concatenated ([w] arrays).
  //   Map: p = 0; chunks may run in parallel.
  //   Red: chunks run in parallel, each starting from the initial
  //        accumulators (the neutral elements); the per-chunk accumulators
  //        are combined, starting from args[1..], by the associative
  //        operator reduces[0] (its `neutral` is left empty: args hold it).
  //   Seq: chunks run in order, each one's accumulators the next one's
  //        input (the last chunk's are the result).
  enum class StreamKind { Map, Red, Seq } stream_kind = StreamKind::Map;

  // Ad: which operator of the prelude's ad.fut (jvp, jvp2, vjp, vjp2), or
  // WithVjp (`with_vjp f f' x`): args are x's leaves only (no seed), the
  // results are f's (map_lambda's), and reduces[0].lambda is f', taking
  // f's results and their adjoints and returning x's adjoints (its
  // neutral elements are empty).  A vjp whose function contains a WithVjp
  // uses f' for its adjoint; anywhere else it is f applied to x.
  enum class AdMode { Jvp, Jvp2, Vjp, Vjp2, WithVjp } ad_mode = AdMode::Jvp;

  // SegOp: seg_kind over seg_space; bodies[0] runs once per point, with the
  // space's thread indices bound, and returns one value per result (`ret`
  // holds the per-point types).  For Red/Scan, `reduces` holds the operators
  // (one ReduceOp whose arity equals the number of results).
  SegKind seg_kind = SegKind::Map;
  SegSpace seg_space;
  // A SegMap over rows with intra-group parallelism (flatten/rowgroup.cpp,
  // PPoPP'19 incremental flattening): one work-group per point; bodies[0]
  // may hold Scremas over the row (see ir/rowgroup.h), run by the group's
  // threads.  Printed `segmap_group`.
  bool seg_group = false;
  // SegOp locality marks (flatten/locality.cpp, PLDI'17 section 5.2): an
  // array the body streams (reads along a reduced or sequential dimension)
  // and the parallel dimensions (indices into seg_space.dims) its reads are
  // invariant to: one (N-body: 1-D tiling) or two (matrix multiplication:
  // 2-D tiling).  Hints for rewrite/; printed as `tile{a: [1], ...}`.
  struct TileMark {
    VName array;
    std::vector<int> invariant_dims;
  };
  std::vector<TileMark> tile_marks;
};

struct Stm {
  std::vector<Param> pat;
  Exp exp;
  Span loc;  // source location, for run-time error messages
};

struct Body {
  std::vector<Stm> stms;
  std::vector<SubExp> result;
};

// Sizes: every array type's dimensions are SubExps in scope where the type
// appears.  A size variable that first appears in an entry parameter's type
// (`xs: [n_1]f32`) is bound by the shape of the argument passed for it;
// arguments that name the same size must agree (a run-time error
// otherwise).
struct Function {
  VName name;          // the entry point's source name
  std::vector<Param> params;
  std::vector<Type> ret;
  BodyPtr body;
  bool entry = true;
  bool noinline = false;  // `#[noinline] def`: the inline pass keeps calls to it
  Span loc;
  // How the entry's parameters and results look to the user (before tuple
  // flattening), for the value reader/writer: e.g. a tuple-returning entry
  // returns several values, printed one per line.
  std::vector<std::string> param_names;   // source names
};

struct Program {
  std::vector<Function> functions;
};

// ---- helpers (ir/ir.cpp) ----
// Whether `f` calls itself (a recursive function: the language has no
// mutual recursion, so a function is recursive exactly when its body, nested
// bodies and lambdas included, has an Apply of it).  Such a function is
// never inlined.
bool is_recursive(const Function& f);
std::string type_str(const Type& t);       // "[n_3][4]f32", "*[n]i32", "i64"
std::string subexp_str(const SubExp& s);
// Prints the program as text (the form used in golden tests and --dump-after).
std::string print_program(const Program& p);
std::string print_body(const Body& b, int indent = 0);

// The failure message of an Assert, `vals[k]` standing for `{k}` (printf
// conversions in generated code, numbers in the interpreter; a missing
// one prints as "?"); `%` in the message is doubled when `printf_format`.
// Asserts without values read "Assertion is false: ..." (Futhark's wording).  `order`
// (optional) receives the value index of each substitution, in order of
// appearance (the order of printf's arguments).
std::string assert_text(const Exp& e, const std::vector<std::string>& vals, bool printf_format,
                        std::vector<int>* order = nullptr);

// Statements that check the slices of an Index/Update of an array of type
// `at` at run time (the interpreter's rule: a slice of count c > 0 needs its
// first and last index in range, c >= 0), failing with "index i:j out of
// bounds ...".  Pre: the names are fresh; nothing for scalar indices.
std::vector<Stm> slice_bounds_checks(const Type& at, const std::vector<DimIndex>& dims, const Span& loc);

// A fresh, program-unique name derived from `base` ("xs" -> "xs_17").
VName fresh_name(const std::string& base);

}  // namespace runic::ir
