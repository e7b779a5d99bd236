#include "driver/pipeline.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <optional>

#include <time.h>

#include "flatten/flatten.h"
#include "frontend/parser.h"
#include "fusion/fusion.h"
#include "fusion/vector_scans.h"
#include "ir/ad.h"
#include "ir/check.h"
#include "ir/hoist.h"
#include "ir/inline.h"
#include "ir/loop_reduce.h"
#include "ir/neutral.h"
#include "ir/simplify.h"
#include "ir/unshift.h"
#include "ir/serialise.h"
#include "ir/tailrec.h"
#include "elaborate/defunctionalise.h"
#include "elaborate/defunctorise.h"
#include "elaborate/desugar.h"
#include "elaborate/entry_types.h"
#include "elaborate/monomorphise.h"
#include "elaborate/records.h"
#include "typecheck/infer.h"
#include "typecheck/typecheck.h"

namespace runic {

const std::vector<IrPass>& ir_passes() {
  static const std::vector<IrPass> passes = {
      {"tail-calls", "recursive functions whose self-calls are all tail calls become loops", ir::tail_calls_to_loops},
      {"inline", "calls of functions not marked #[noinline] replaced by their bodies", ir::inline_calls},
      {"simplify", "constant folding, copy propagation, CSE, dead code", ir::simplify},
      {"loop-reduce", "host-level for loops that fold, pick the best element or the last one as reductions",
       ir::loops_to_reductions},
      {"hoist", "invariant code motion out of maps and loops", ir::hoist_invariants},
      {"guard-neutral", "reductions and scans of non-commutative operators whose neutral element is not shown "
       "neutral carry a flag, so that padding never reaches the operator",
       ir::guard_neutral_elements},
      {"fuse", "producer-consumer and horizontal fusion (PLDI'17 section 4)", fuse},
      {"vector-scans", "scans of small constant-size vectors with computed rows as scans of tuples, then fusion again",
       vector_scans_as_tuples},
      {"unshift-scans", "exclusive scans read at their own index as inclusive scans minus the element",
       ir::unshift_exclusive_scans},
      {"simplify-fused", "simplify after fusion", ir::simplify},
      {"lower-streams", "streams to maps, redomaps and loops of chunk size 1 (PLDI'17 sections 4-5)",
       lower_streams},
      {"inline-noinline", "the GPU backend calls no functions: #[noinline] ones inlined too",
       ir::inline_all_calls},
      {"serialise-recursive", "SOACs whose functions call recursive functions become sequential loops on the host",
       ir::serialise_recursive_soacs},
      {"flatten", "SOACs to perfect nests: the Kernel IR (PLDI'17 section 5)", flatten},
      {"recompute", "cheap elementwise nests recomputed by their readers, not stored (PLDI'17 section 4)",
       recompute_producers},
      {"simplify-kernels", "simplify the Kernel IR", ir::simplify},
      {"locality", "coalescing transposes and tiling marks (PLDI'17 section 5.2)",
       optimise_locality},
  };
  return passes;
}

std::vector<std::string> stage_names() {
  std::vector<std::string> names = {"parse", "defunctorise", "typecheck", "monomorphise", "desugar", "defunctionalise", "records", "check", "elaborate", "ad"};
  for (const auto& p : ir_passes()) names.push_back(p.name);
  names.push_back("lower");
  return names;
}

namespace {

using Clock = std::chrono::steady_clock;

std::ostream& dump_stream(const PipelineOptions& o) {
  return o.dump_out ? *o.dump_out : std::cerr;
}

bool wants_dump(const PipelineOptions& o, const std::string& stage) {
  return o.dump_after.count("all") || o.dump_after.count(stage);
}

// The texts are printed only where wants_dump says so: printing a program
// costs more than compiling it (the printers are quadratic in the nesting
// depth, and a chain of 4,000 nested `if`s spent minutes in an unasked-for
// print of the IR).
void dump(const PipelineOptions& o, const std::string& stage, const std::string& text) {
  if (!wants_dump(o, stage)) return;
  dump_stream(o) << "==== after " << stage << " ====\n" << text;
  if (!text.empty() && text.back() != '\n') dump_stream(o) << "\n";
}

// The CPU time of the calling thread, in milliseconds: on a loaded machine
// the wall clock says little about a stage.
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// Times `f` under `stage` when --time-passes is on: the wall clock, then
// the thread's CPU time.
template <typename F>
auto timed(const PipelineOptions& o, const std::string& stage, F&& f) {
  auto start = Clock::now();
  double cpu_start = o.time_passes ? thread_cpu_ms() : 0;
  auto result = f();
  if (o.time_passes) {
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    dump_stream(o) << "  " << stage << std::string(stage.size() < 18 ? 18 - stage.size() : 1, ' ')
                   << ms << " ms (cpu " << thread_cpu_ms() - cpu_start << " ms)\n";
  }
  if (o.verbose) dump_stream(o) << "runic: " << stage << " done\n";
  return result;
}

}  // namespace

ast::Program run_parse(const std::string& path, const PipelineOptions& opts) {
  auto file = load_source(path);
  ast::Program ast = timed(opts, "parse", [&] { return parse_program(file); });
  if (wants_dump(opts, "parse")) dump(opts, "parse", ast::print_program(ast));
  return ast;
}

ir::Program run_frontend(const std::string& path, const PipelineOptions& opts,
                         bool check_only) {
  return run_frontend_ast(run_parse(path, opts), opts, check_only);
}

ir::Program run_frontend_ast(const ast::Program& parsed, const PipelineOptions& opts,
                             bool check_only) {
  Defunctorised flat = timed(opts, "defunctorise", [&] { return defunctorise(parsed); });
  dump(opts, "defunctorise", wants_dump(opts, "defunctorise") ? ast::print_program(flat.prog) : "");
  const ast::Program& ast = flat.prog;
  auto typed = timed(opts, "typecheck", [&] {
    try {
      auto t = infer_program(ast);
      check_abstraction(flat);
      return t;
    } catch (const CompileError& e) {
      throw explain_signature_errors(flat, e);
    }
  });
  if (wants_dump(opts, "typecheck")) dump(opts, "typecheck", print_typed(*typed));
  if (opts.on_typed) opts.on_typed(*typed);
  if (opts.api_types) *opts.api_types = entry_api_types(*typed, flat);
  timed(opts, "monomorphise", [&] {
    monomorphise(*typed);
    return 0;
  });
  if (wants_dump(opts, "monomorphise")) dump(opts, "monomorphise", print_monomorphised(*typed));
  ast::Program level1 = timed(opts, "desugar", [&] { return desugar(*typed); });
  if (wants_dump(opts, "desugar")) {
    // The user's declarations only (the prelude comes first).
    ast::Program user = level1;
    user.decls.erase(user.decls.begin(), user.decls.begin() + std::min(user.decls.size(), typed->prelude_decls));
    dump(opts, "desugar", ast::print_program(user));
  }
  // Never-called definitions with functional parameters: checked for
  // uniqueness apart, after the program without them (elaborate/desugar.h).
  ast::Program with_unused_checks;
  auto unused_check = [](const ast::Decl& d) { return d.kind == ast::Decl::Kind::Val && is_unused_check(d.val); };
  bool unused_checks = std::any_of(level1.decls.begin(), level1.decls.end(), unused_check);
  if (unused_checks) {
    with_unused_checks = level1;
    level1.decls.erase(std::remove_if(level1.decls.begin(), level1.decls.end(), unused_check), level1.decls.end());
  }
  level1 = timed(opts, "defunctionalise", [&] { return defunctionalise(level1); });
  if (wants_dump(opts, "defunctionalise")) dump(opts, "defunctionalise", print_defunctionalised(level1));
  {
    std::string before = wants_dump(opts, "records") ? print_defunctionalised(level1) : "";
    level1 = timed(opts, "records", [&] { return lower_records(level1); });
    if (wants_dump(opts, "records")) {
      std::string after = print_defunctionalised(level1);
      dump(opts, "records", after == before ? "(unchanged)\n" : after);
    }
  }
  auto checked = timed(opts, "check", [&] {
    auto c = typecheck(level1, /*desugared=*/true, check_only);
    if (unused_checks) {
      // Only the definitions the unused checks reach (elaborate/desugar.h):
      // the whole program again, prelude included, doubled this stage's
      // time.  Should that part not defunctionalise, the whole program
      // decides, as before.
      std::optional<ast::Program> full;
      try {
        full = lower_records(defunctionalise(unused_check_program(with_unused_checks)));
      } catch (const std::exception&) {
        try {
          full = lower_records(defunctionalise(with_unused_checks));
        } catch (const CompileError&) {
          // reported, if at all, where the definition is used
        }
      }
      if (full) check_uniqueness_if_typed(*full, is_unused_check);
    }
    return c;
  });
  dump(opts, "check", "(uniqueness and elaboration checks succeeded)\n");
  if (check_only) return {};
  ir::Program prog = timed(opts, "elaborate", [&] { return elaborate(*checked); });
  if (opts.check_ir) ir::check_program(prog, "elaborate");
  if (wants_dump(opts, "elaborate")) dump(opts, "elaborate", ir::print_program(prog));
  // jvp and vjp (ir/ad.h): expanded right away; the interpreter runs the
  // program after their expansion.
  bool has_ad = ir::contains_ad(prog);
  if (opts.on_ir && !has_ad) opts.on_ir("elaborate", prog);
  if (!has_ad) {
    dump(opts, "ad", "(unchanged)\n");
    return prog;
  }
  std::vector<std::string> ad_notes;
  prog = timed(opts, "ad", [&] { return ir::expand_ad(prog, &ad_notes); });
  if (opts.check_ir) ir::check_program(prog, "ad");
  std::string notes;
  for (const std::string& n : ad_notes) notes += "-- " + n + "\n";
  if (opts.verbose) std::cerr << notes;
  if (wants_dump(opts, "ad")) dump(opts, "ad", notes + ir::print_program(prog));
  if (opts.on_ir) opts.on_ir("ad", prog);
  return prog;
}

ir::Program run_to_kernel_ir(const std::string& path, const PipelineOptions& opts) {
  ir::Program prog = run_frontend(path, opts);
  for (const auto& pass : ir_passes()) {
    if (opts.disabled.count(pass.name)) {
      dump(opts, pass.name, "(disabled)\n");
      continue;
    }
    std::string before = wants_dump(opts, pass.name) ? ir::print_program(prog) : "";
    prog = timed(opts, pass.name, [&] { return pass.run(prog); });
    if (opts.check_ir) ir::check_program(prog, pass.name);
    if (wants_dump(opts, pass.name)) {
      std::string after = ir::print_program(prog);
      dump(opts, pass.name, after == before ? "(unchanged)\n" : after);
    }
    if (opts.on_ir) opts.on_ir(pass.name, prog);
  }
  return prog;
}

GeneratedProgram run_to_code(const std::string& path, const PipelineOptions& opts) {
  ir::Program prog = run_to_kernel_ir(path, opts);
  GeneratedProgram g =
      timed(opts, "lower", [&] { return generate_program(prog, opts.device_profile, opts.tuning); });
  dump(opts, "lower",
       g.patterns + "\n---- OpenCL ----\n" + g.opencl + "\n---- host C ----\n" + g.host_c);
  return g;
}

}  // namespace runic
