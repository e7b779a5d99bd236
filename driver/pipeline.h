// The compiler pipeline, as one list.
//
//   parse        frontend/parser.h      source text -> AST
//   defunctorise elaborate/defunctorise.h  imports and modules -> flat AST
//   typecheck    typecheck/infer.h      names, types, sizes (the typed AST)
//   monomorphise elaborate/monomorphise.h  one copy per type instantiation
//   desugar      elaborate/desugar.h    records, sums, match -> Level-1 AST
//   check        typecheck/typecheck.h  uniqueness (Level-1 AST)
//   elaborate    typecheck/typecheck.h  checked AST -> Core IR
//   simplify     ir/simplify.h          folding, CSE, dead code
//   fuse         fusion/fusion.h        producer-consumer + horizontal fusion
//   simplify     ir/simplify.h
//   flatten      flatten/flatten.h      SOACs -> perfect nests (Kernel IR)
//   simplify     ir/simplify.h
//   lower        backend/backend.h      nests -> pattern derivations -> OpenCL + C
//
// Every stage's output has a printer; --dump-after=NAME prints it.  The IR
// passes are data (IrPass) so that they can be listed, timed, switched off
// (--disable=NAME) and checked by the IR checker and the interpreter after
// each one.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "backend/api_types.h"
#include "backend/backend.h"
#include "frontend/ast.h"
#include "ir/ir.h"

namespace runic {
struct TypedProgram;  // typecheck/infer.h

struct IrPass {
  std::string name;         // the flag name: --dump-after=fuse
  std::string description;  // one line, shown by `runic --list-passes`
  std::function<ir::Program(const ir::Program&)> run;
};

// The IR-to-IR passes after elaboration, in order.
const std::vector<IrPass>& ir_passes();

// Every stage name in order (parse, typecheck, elaborate, the IR passes,
// lower), for --dump-after validation and --help.
std::vector<std::string> stage_names();

struct PipelineOptions {
  std::set<std::string> dump_after;  // stage names; "all" for every stage
  std::set<std::string> disabled;    // IR passes switched off
  bool time_passes = false;
  bool check_ir = true;              // run the IR checker after every pass
  bool verbose = false;
  std::string device_profile;        // for lower
  Tuning tuning;                     // for lower: derivation variants (backend.h)
  std::ostream* dump_out = nullptr;  // where dumps and timings go (stderr if null)
  // Called with (stage name, program) after each IR-producing stage; the
  // test runner uses it to interpret every level.
  std::function<void(const std::string&, const ir::Program&)> on_ir;
  // Called with the typed AST after type checking (`runic check --print-types`).
  std::function<void(const TypedProgram&)> on_typed;
  // Where set, receives the C API types of the entry points (libraries).
  ApiTypes* api_types = nullptr;
};

// Front end: parse + typecheck (+ elaborate).  Throws CompileError.
ast::Program run_parse(const std::string& path, const PipelineOptions& opts);
// The front end from a parsed program on (defunctorise ... elaborate), as
// run_frontend after parsing; for callers that build or parse the AST
// themselves (unit tests).
ir::Program run_frontend_ast(const ast::Program& parsed, const PipelineOptions& opts,
                             bool check_only = false);
ir::Program run_frontend(const std::string& path, const PipelineOptions& opts,
                         bool check_only = false);
// Frontend and every enabled IR pass: the Kernel IR.
ir::Program run_to_kernel_ir(const std::string& path, const PipelineOptions& opts);
// The whole pipeline up to generated code.
GeneratedProgram run_to_code(const std::string& path, const PipelineOptions& opts);

}  // namespace runic
