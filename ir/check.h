// The IR type checker: every name bound before use and bound once, operand
// types match, SOAC lambdas fit their arrays, SegOp bodies are sequential.
// Run after every pass in the driver (with --check-ir, on in tests); throws
// InternalError naming the pass that broke the IR.
#pragma once

#include <string>

#include "ir/ir.h"

namespace runic::ir {

void check_program(const Program& prog, const std::string& after_pass);

}  // namespace runic::ir
