// The reference interpreter of the Core IR (all three levels: source SOACs,
// fused SOACs, and Kernel IR with SegOps).  It is the oracle against which
// every pass and the OpenCL backend are tested.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "runtime/runtime.h"

namespace runic::ir {

// How deeply calls of recursive functions may nest, in the interpreter and
// in compiled host code: a recursion that does not end is a run-time
// error ("recursion too deep"), not a stack overflow.  Compiled programs
// run on the caller's stack (8 MiB on Linux by default).
constexpr int kMaxRecursionDepth = 10000;

// A run-time error of the program (index out of bounds, failed assert, size
// mismatch, integer division by zero): the message includes the source
// location, e.g. "tests/x.fut:3:12: Index [10] out of bounds for array of
// size 4".
class RuntimeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Runs entry point `entry` on `args` (host values whose types must match the
// entry's parameters; a mismatch is a RuntimeError naming the argument).
// Returns freshly allocated values; the caller frees them with
// rn_value_free.  `steps`, where given, gets the number of statements
// executed (a measure of the run's work that does not depend on the
// machine; `runic test` uses it to tell large cases).
std::vector<rn_value> interpret(const Program& prog, const std::string& entry,
                                const std::vector<rn_value>& args, uint64_t* steps = nullptr);

}  // namespace runic::ir
