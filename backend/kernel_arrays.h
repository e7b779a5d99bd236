// Arrays inside kernel bodies: the statements of a SegOp body that bind
// or consume arrays, as OpenCL C over global memory (Futhark's approach to
// in-thread arrays, Henriksen et al., PLDI'17 section 5: the parallelism is
// the outer map; each thread runs its body, including the sequentialised
// inner SOACs, alone).
//
// Every array value of a body is a *view*: a `__global T *` C variable
// pointing at its first element, with per-dimension sizes (from its IR
// type) and strides (C expressions).  Indexing with slices, rearranging and
// reshaping a contiguous array only build new views.  Arrays created in
// the body (copy, replicate, iota, literals, concatenation, the storage of
// array loop variables and of in-place updated copies) live in per-thread
// scratch buffers that the host allocates: one buffer per allocation site,
// of (elements per thread) x (launched threads), the per-thread size a host
// expression of map-invariant sizes, or, for sizes the thread computes at
// the top level of the body, of their bounds computed on the host by a size
// kernel (backend/thread_sizes.h).  In-place updates write through the
// view.  An array loop variable owns storage (or takes over the storage of
// its fresh initial value when nothing reads that value afterwards); each
// iteration's result is copied into it unless it is already there.
// A result array of a SegMap body is built directly in the output row
// when it is created by a top-level statement; otherwise it is copied
// there at the end.
// Pre: Kernel IR SegOp bodies (sequential: no SOACs); array sizes either
// invariant to the SegOp, bounded by a size kernel (host types hold
// `size_bound_key(size)`), or bound inside the body where no scratch is
// needed for them.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "backend/scalar_code.h"
#include "ir/ir.h"

namespace runic::backend {

struct ErrorTable;

// A per-thread scratch buffer of one allocation site; the kernel indexes
// it with the flat global id.
struct ScratchBuffer {
  std::string name;   // kernel parameter and host variable
  PrimType elem = PrimType::I32;
  std::string count;  // elements per thread: a C expression over host sizes
};

class KernelArrays {
 public:
  // `host_types`: types of every name of the enclosing function (bodies
  // included); `prefix`: unique prefix for scratch buffer names.
  KernelArrays(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors, std::string prefix);

  // Prepares one application of a body with parameters `params`.
  // `result_rows`: for each body result, the C pointer to its output row
  // when it is an array (empty strings for scalars).
  void begin_body(const ir::Body& body, const std::vector<ir::Param>& params,
                  const std::vector<std::string>& result_rows);
  // Statement hook for ScalarEmitter: emits statements that involve arrays.
  bool stm(ScalarEmitter& em, const ir::Stm& s);
  void negative_size_check(ScalarEmitter& em, const std::string& what, const ir::SubExp& n, const Span& loc);
  // Copies array result `r` (of type `t`) to its row unless it is there.
  void write_result(ScalarEmitter& em, const ir::SubExp& r, const ir::Type& t, const std::string& row);

  // The C expressions of the shape of `name` when it is a view of this
  // body (declared so far); false for arrays the kernel reads from the host.
  bool view_shape(const std::string& name, std::vector<std::string>* shape) const {
    auto it = views_.find(name);
    if (it == views_.end()) return false;
    *shape = it->second.shape;
    return true;
  }

  const std::vector<ScratchBuffer>& scratch() const { return scratch_; }
  // Host size variables (C names) that the generated code refers to.
  const std::vector<std::string>& size_vars() const { return size_vars_; }

 private:
  struct View {
    std::string ptr;                   // C variable: __global T * to element 0
    PrimType elem = PrimType::I32;
    std::vector<std::string> shape;    // C expressions
    std::vector<std::string> strides;  // C expressions, in elements
    int root = -2;                     // allocation site; -1 mixed; -2 outside memory
  };

  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  std::string prefix_;
  std::vector<ScratchBuffer> scratch_;
  std::vector<std::string> size_vars_;
  std::map<std::string, View> views_;
  std::set<std::string> body_bound_;
  std::map<std::string, std::string> placement_;  // name -> output row pointer
  std::map<const ir::Stm*, std::set<std::string>> live_after_;
  std::map<std::string, const ir::Body*> bound_in_;  // name -> the body binding it
  std::vector<const ir::Body*> body_stack_;
  int counter_ = 0;
  int sites_ = 0;

  // Names of its own ("rn_idx_a3"): the kernel generator that calls it
  // numbers its names with a counter of its own in the same C scope.
  std::string fresh(const std::string& base) { return base + "_a" + std::to_string(counter_++); }
  std::string size_str(ScalarEmitter& em, const ir::SubExp& s);
  View lookup(ScalarEmitter& em, const std::string& name, const Span& loc);
  static std::vector<std::string> contiguous(const std::vector<std::string>& shape);
  View alloc(ScalarEmitter& em, const ir::Param& p, const Span& loc);
  View declare_view(ScalarEmitter& em, const std::string& name, View v);
  View slice(ScalarEmitter& em, const View& a, const std::vector<ir::DimIndex>& dims, const Span& loc,
             std::string* scalar_ok, int index_rank = 0, bool checked = true,
             const std::vector<int>* shown_perm = nullptr);
  void copy(ScalarEmitter& em, const View& dst, const View& src);
  void fill_scalar(ScalarEmitter& em, const View& dst, const std::string& value);
  std::string elem_at(const View& v, const std::vector<std::string>& idx);
  bool loop(ScalarEmitter& em, const ir::Stm& s, const Span& loc);
  void loop_body(ScalarEmitter& em, const ir::Stm& s, const std::vector<View>& store, const Span& loc);
  bool branch(ScalarEmitter& em, const ir::Stm& s);
  void analyse(const ir::Body& b);
};

}  // namespace runic::backend
