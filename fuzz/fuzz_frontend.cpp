// Fuzz target: the front end on arbitrary text, as driver/pipeline.cpp runs
// it: parse, infer types (typecheck/infer.h), monomorphise, desugar to
// Level 1, defunctionalise, check
// uniqueness and elaborate to the Core IR, then run the IR checker, on a
// big-stack thread as the driver does (driver/big_stack.h).  A CompileError
// (a clear user error) is the right outcome for bad input; an
// InternalError, another exception, a crash, a sanitizer report or a hang
// is a defect.
// Inputs are capped (RUNIC_FUZZ_MAX_LEN, default 8192 bytes): deep nesting
// beyond that is the stack-depth work of the front end (docs/robustness.md).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "driver/big_stack.h"
#include "elaborate/defunctionalise.h"
#include "elaborate/defunctorise.h"
#include "elaborate/desugar.h"
#include "elaborate/monomorphise.h"
#include "elaborate/records.h"
#include "frontend/parser.h"
#include "ir/check.h"
#include "support/source.h"
#include "typecheck/infer.h"
#include "typecheck/typecheck.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 8192) return 0;
  auto file = std::make_shared<runic::SourceFile>();
  file->path = "fuzz.fut";
  file->text.assign(reinterpret_cast<const char*>(data), size);
  try {
    runic::run_with_big_stack([&] {
      runic::ast::Program parsed = runic::parse_program(file);
      runic::ast::Program ast = runic::defunctorise(parsed).prog;
      auto typed = runic::infer_program(ast);
      runic::monomorphise(*typed);
      runic::ast::Program level1 = runic::desugar(*typed);
      level1 = runic::defunctionalise(level1);
      level1 = runic::lower_records(level1);
      auto checked = runic::typecheck(level1, /*desugared=*/true);
      runic::ir::Program prog = runic::elaborate(*checked);
      runic::ir::check_program(prog, "elaborate");
    });
  } catch (const runic::CompileError& e) {
    // a user error: fine (RUNIC_FUZZ_VERBOSE=1 prints it, to check a corpus)
    static const bool verbose = std::getenv("RUNIC_FUZZ_VERBOSE") != nullptr;
    if (verbose) std::fprintf(stderr, "compile error: %s\n", e.what());
  } catch (const runic::InternalError& e) {
    std::fprintf(stderr, "internal error: %s\n", e.what());
    abort();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "uncaught exception: %s\n", e.what());
    abort();
  }
  return 0;
}
