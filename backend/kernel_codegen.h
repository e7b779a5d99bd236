// OpenCL C from a low-level pattern expression (CGO'17 sections 3-5).
//
// Walks the kernel's pattern expression once:
//   * mapGlb/mapWrg/mapLcl/mapSeq become loops over global/group/local ids
//     (strided, so any launch size is correct), reduceSeq/scanSeq private
//     accumulator loops, iterate is unrolled;
//   * split/join/reorderStride/pad/gather/slide/zip/get build *views*: no
//     code and no intermediate arrays, only index expressions, simplified
//     symbolically (rewrite/arith.h) when an element is finally read or
//     written; split/join/reorderStride/scatter also as *output views*
//     (the producer writes through the inverse layout: scatter(f) makes
//     its producer write element i to f(i)).  Reading through scatter or
//     writing through gather/slide/pad is an internal error;
//   * toLocal/toPrivate decide the address space of the memory allocated
//     for a map's output (kernel inputs/outputs are global); a barrier
//     follows each mapLcl that writes local memory, and nothing else;
//   * user functions are inlined as C statements (backend/scalar_code.h);
//     their reads of global arrays are bounds-checked and report failures
//     through the runtime's error buffer.
// Elements beyond a pad are absent: folds skip them and writes to them are
// dropped (every such access is guarded).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "backend/kernel_arrays.h"
#include "ir/ir.h"
#include "rewrite/lower.h"

namespace runic::backend {

// The device error message table shared by all kernels of a program.
struct ErrorTable {
  std::vector<std::string> messages;
  int add(const std::string& msg);  // returns the error code (index + 1)
};

// The OpenCL statement that records device error `code` with `args` (C
// expressions, at most RN_ERROR_WORDS - 1 of them) unless an error is
// recorded already.
std::string set_error_stmt(int code, const std::vector<std::string>& args);
// Whether kernel code can record a device error (calls either helper).
bool may_set_error(const std::string& kernel_code);

// The statement that records the failure of assertion `e` (an Assert
// expression) with the values its message shows.
std::string assert_error_stmt(ScalarEmitter& em, const ir::Exp& e, const Span& loc, ErrorTable& errors);

// An out-of-bounds index worded as the interpreter words it
// (ir/interpreter.cpp), from the first failing dimension on, so that the
// message does not change when flattening prefixes a view with segment
// indices: "LOC: Index [i, j:k] out of bounds for array of shape [n][m]".
// `dims[d]` is either an index ({i}) or a slice ({start, end, stride}); a
// stride is shown unless it is the constant "1".  `bad[d]` is the C
// condition under which dimension d fails (empty: it cannot).  Returns one
// statement: an if/else-if chain calling `fail(format, args)` (the printf
// format and its arguments, C expressions of no particular integer type:
// `fail` casts them, `(long)` in kernels, `(long long)` for the host's
// printf, never `long long` in OpenCL C, where it is a reserved 128-bit
// type) for the first failing dimension; empty if no dimension can fail.
struct ErrorText {
  std::string format;
  std::vector<std::string> args;
};
// `index_rank` is the Index's Exp::index_rank: the message starts at the
// first index the program wrote when it is known (not 0).  `shown_perm`
// is the Index's Exp::perm: a read that flatten/locality.cpp turned into a
// read of a transposed array is worded in the source's order and shape.
std::string index_check_chain(const Span& loc, const std::vector<std::vector<std::string>>& dims,
                              const std::vector<std::string>& bad, const std::vector<std::string>& shape,
                              const std::function<std::string(const ErrorText&)>& fail, int index_rank = 0,
                              const std::vector<int>* shown_perm = nullptr);

struct KernelArg {
  enum class Kind { Size, Scalar, Mem, Local } kind = Kind::Size;
  std::string name;  // host C variable (the same name is the kernel parameter);
                     // Local: a host C expression, the bytes of local memory
  PrimType prim = PrimType::I64;
};

struct GeneratedKernel {
  std::string name;
  std::string code;             // OpenCL C
  std::vector<KernelArg> args;  // in order; the error buffer follows as last argument
  // Per-thread scratch buffers of arrays created in the body (also among
  // `args`): the host allocates count x (launched threads) elements each.
  std::vector<ScratchBuffer> scratch;
  // IndexWidth::Narrow: the host C condition under which it may run.
  std::string narrow_cond;
};

// Sizes known equal on the host when a kernel runs (asserted before it):
// classes of size variables and constants, by their printed names.
struct SizeFacts {
  std::map<std::string, std::string> parent;  // union-find
  void unite(const ir::SubExp& a, const ir::SubExp& b);
  bool same(const ir::SubExp& a, const ir::SubExp& b) const;
  std::string find(const std::string& x) const;
  // Host i64 scalars defined by +, -, *, min or max of two others
  // (`x = n - 1`, computed before the kernels), by name: the kernels'
  // range analysis (backend/index_ranges.h) reads through them.
  struct Def {
    BinOp op = BinOp::Add;
    ir::SubExp a, b;
  };
  std::map<std::string, Def> defs;
};

// Index arithmetic of a kernel: 64-bit, or the 32-bit variant of a plain
// map (Narrow): its segment indices, sizes, flat indices and the body's
// i64 scalars whose value ranges fit (backend/index_ranges.h) are `int`;
// the host runs it where `narrow_cond` holds (every size argument at most
// 2^30, every buffer under 2^31 elements).  For a kernel of another kind,
// or where nothing would be narrowed, the Narrow variant is empty (no code).
enum class IndexWidth { Wide, Narrow };

// Where a scan-lookback is a narrow i64 sum (filter's and partition's
// flags: values in [0, b], 32-bit sums inside a group), b; else nothing.
// With b * n < 2^31 every prefix fits an int, and the host may launch the
// kernel generated with ScanLookback::low_piece_only.
std::optional<int64_t> narrow_scan_bound(const rewrite::ScanLookback& t);

// `host_types`: the types of host variables that the kernel's user
// functions refer to (free arrays and scalars).
GeneratedKernel generate_kernel(const rewrite::KernelPlan& plan,
                                const std::map<std::string, ir::Type>& host_types, ErrorTable& errors,
                                const SizeFacts& size_facts = SizeFacts{}, IndexWidth width = IndexWidth::Wide);

// The OpenCL C prelude shared by all kernels (pragmas, helpers, error reporting).
std::string opencl_prelude();

}  // namespace runic::backend
