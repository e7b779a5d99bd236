// Sequential scalar code as C: the statements of SegOp bodies (in OpenCL C
// kernels) and of host code (in the C host program).  Spells every
// operator with Futhark's semantics (ir/prim.h): `/` and `%` round towards
// negative infinity through small inline helpers, + - * on signed integers
// go through unsigned arithmetic so that overflow wraps, bool is one byte.
// An f16 is its IEEE binary16 bits (ushort / uint16_t, also in buffers, so
// no cl_khr_fp16 is needed); each f16 operation converts its arguments to
// float (rn_h2f), computes in float and rounds the result to nearest even
// (rn_f2h), as the interpreter does.
// Statements this emitter does not know (array operations, Index, Assert)
// go to a hook supplied by the caller (kernel or host code generator).
#pragma once

#include <algorithm>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace runic::backend {

enum class Target { OpenCL, HostC };

std::string c_type(PrimType t, Target target);
std::string c_literal(const PrimValue& v, Target target);
// Inline helper functions (rn_div_i32, rn_mod_i64, ...) for `target`.
std::string scalar_helpers(Target target);
// Raises CompileError for prim types the backend cannot handle (unit).
void check_prim_supported(PrimType t, const Span& loc);

// The spaces that indent a line of generated code `levels` deep: two a
// level, up to kMaxIndentLevels (a chain of N nested `if`s would otherwise
// write N^2 spaces: 8 MB of host C for N = 1,000).
constexpr int kMaxIndentLevels = 32;
inline std::string indentation(int levels) { return std::string(2 * std::min(levels, kMaxIndentLevels), ' '); }

class ScalarEmitter {
 public:
  // Called for each statement first; returns true when it emitted it.
  using StmHook = std::function<bool(ScalarEmitter&, const ir::Stm&)>;

  // Emits the check before an integer division by `divisor` (a C
  // expression): a run-time error "division by zero" at `loc`.
  using DivCheck = std::function<void(ScalarEmitter&, const std::string& divisor, const Span& loc)>;

  // Loop versioning (backend/kernel_codegen.cpp, `loop_hoist`): for a
  // `for` loop, a C condition, evaluated before the loop, under which the
  // listed statements of its body cannot fail in any iteration (reads whose
  // indices lie in bounds for every value of the loop index); an empty
  // condition when there is none.
  struct LoopHoist {
    std::string cond;
    std::vector<const ir::Stm*> unchecked;
  };
  using LoopHoistFn = std::function<LoopHoist(ScalarEmitter&, const ir::Exp& loop)>;

  ScalarEmitter(Target target, std::ostringstream& out, int indent, StmHook hook, DivCheck div_check = nullptr)
      : target_(target), out_(out), indent_(indent), hook_(std::move(hook)), div_check_(std::move(div_check)) {}

  Target target() const { return target_; }
  void line(const std::string& s);
  void open(const std::string& s) { line(s + " {"); ++indent_; }
  void close(const std::string& s = "}") { --indent_; line(s); }
  int indent() const { return indent_; }

  std::string subexp(const ir::SubExp& s) const;
  // C expression of a scalar operation (SubExp, BinOp, CmpOp, UnOp,
  // Convert, PrimFun); CompileError for others.
  std::string scalar_exp(const ir::Exp& e, const Span& loc) const;
  // Emits all statements of `b` (declaring every bound name).
  void stms(const ir::Body& b);
  void stm(const ir::Stm& s);
  // Declares `name` of type t initialised with expr.
  void declare(const ir::Param& p, const std::string& expr);
  // Emits the header of loop `e` (for or while) around `body()`.  With a
  // loop hoist set and a condition found for `e`: `if (cond) { loop whose
  // listed statements are unchecked } else { the loop with every check }`
  // (two levels of versioned loops at most: four copies of a body).
  void loop(const ir::Exp& e, const std::function<void()>& body);
  void set_loop_hoist(LoopHoistFn f) { loop_hoist_ = std::move(f); }
  // Whether `s` is emitted in a loop version where its checks hold.
  bool unchecked(const ir::Stm& s) const { return unchecked_.count(&s) > 0; }

 private:
  // scalar_exp with the arguments as the C expressions `av`.
  std::string scalar_exp_(const ir::Exp& e, const Span& loc, const std::vector<std::string>& av) const;

  Target target_;
  std::ostringstream& out_;
  int indent_;
  StmHook hook_;
  DivCheck div_check_;
  LoopHoistFn loop_hoist_;
  std::multiset<const ir::Stm*> unchecked_;
  int versioned_ = 0;
};

}  // namespace runic::backend
