// From Kernel IR to a C program: each SegOp is lowered by the rewrite stage
// (rewrite/) to a low-level pattern expression, from which backend/ emits an
// OpenCL kernel; the host code becomes C calling runtime/runtime.h.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace runic {

struct DeviceProfile;  // rewrite/device_profile.h

struct GeneratedProgram {
  std::string opencl;   // all kernels, one OpenCL C program
  std::string host_c;   // entry functions + rn_entry_info table (+ main)
  std::vector<std::string> error_messages;  // device error table
  // For --explain: per kernel, its name and the derivation (rules applied).
  std::vector<std::pair<std::string, std::string>> derivations;
  // Printed pattern IR of each kernel (for --dump-after=lower).
  std::string patterns;
  // The entry points, in rn_entries order, for the C library's API
  // (backend/library.h): host_c defines `rn_entry_<c_name>` for each.
  struct Entry {
    std::string name, c_name;
    std::vector<std::string> param_names;  // one per source parameter
    std::vector<ir::Type> params, results;  // flattened, as rn_entry_fn sees them
  };
  std::vector<Entry> entries;
  // An executable's server tables (library.h, server_api_tables), written
  // before main(), which then calls rn_server_set_api; empty: none.
  std::string server_api;
  // SegOps compiled with several derivation variants (Tuning::variants > 1):
  // the tuning parameter's name, the variants' choices (search rank order)
  // and the variant used when no tuning file names it.
  struct Tunable {
    std::string name;
    std::vector<std::string> choices;
    int dflt = 0;
  };
  std::vector<Tunable> tunables;
  // The row-group choices (flatten/rowgroup.h): tuning parameters that force
  // the row-group version (1) or the flattened one (0) of a map over rows.
  std::vector<std::string> rowgroup_params;
  // The 2-D scans' choices (backend.cpp segscan_by_size): tuning
  // parameters that force the flat segmented scan (1) or a thread per
  // segment (0).
  std::vector<std::string> segscan_params;
};

// Derivation variants (issue 5: "keep several and choose at run time";
// `runic autotune`).  With variants = K > 1 each SegOp keeps its K best
// distinct derivations by the search's cost model, and the generated host
// code picks one at run time by the tuning parameter named after the SegOp
// (rn_tuning; generated programs read `--tuning FILE`).  `chosen` (from a
// tuning file written by `runic autotune`) fixes a SegOp's variant: with
// variants = 1 only that derivation is compiled, otherwise it is the default.
struct Tuning {
  int variants = 1;
  std::map<std::string, int> chosen;
};

enum class OutputKind { Executable, Library };

// A run-time tuning parameter of a generated program: a derivation variant
// (class "variant", values 0 to choices-1), a row-group choice ("rowgroup")
// or a 2-D scan's choice ("segscan"), both 0 or 1.  Executables list them
// with --print-params and set them with --param; libraries with
// futhark_get_tuning_param_* and futhark_context_config_set_tuning_param.
struct TuningParam {
  std::string name, cls;
  int max = 0;
};
std::vector<TuningParam> tuning_params(const GeneratedProgram& g);

// Lowers and generates code for every entry point.  `profile_name` selects
// a device profile ("" = default).
GeneratedProgram generate_program(const ir::Program& kernel_ir,
                                  const std::string& profile_name, const Tuning& tuning = {});

// The OpenCL program exactly as a program written by write_c_program passes
// it to clBuildProgram: every line of g.opencl ended by a newline.  The
// test runner's `--prebuild` builds this text (driver/kernel_prebuild.h);
// PoCL's kernel cache finds a build by its source, byte for byte.
std::string opencl_program_text(const GeneratedProgram& g);

// Writes the complete C source (runtime pasted in, then the generated code,
// then main() for executables) to `c_path`.  With `with_runtime` false, only
// the runtime's header (runtime.h) is pasted in: the program is then linked
// with an object of write_c_runtime's file (compile_c_program's `objects`).
// With `host_header` (and `with_runtime` false), the program includes that
// file, written by write_c_host_header, instead of the runtime's header and
// the host code's fixed helpers: compiled once into a precompiled header
// (compile_c_header), it spares each program's C compilation most of its
// parsing.
void write_c_program(const GeneratedProgram& g, OutputKind kind,
                     const std::string& c_path, bool with_runtime = true,
                     const std::string& host_header = "");

// Writes the header of programs written with a host header: the runtime's
// header (as write_c_program pastes it without the runtime) and the host
// code's helpers that are the same in every program.
void write_c_host_header(const std::string& h_path);

// Precompiles the header `h_path` into `h_path`.gch (gcc's precompiled
// header, which `#include` finds beside the header; -O0 as the programs).
// A C compiler that does not use it parses the header instead.
void compile_c_header(const std::string& h_path);

// Writes the runtime alone (runtime.h, values.c, opencl.c, ..., harness.c,
// as write_c_program pastes them) to `c_path`: one translation unit that
// every program written without its runtime links with.  The test runner
// compiles it once per run instead of once per test program (the runtime
// is most of a small program's C).
void write_c_runtime(const std::string& c_path);

// Compiles `c_path` (a runtime written by write_c_runtime) into the object
// file `obj_path`, as compile_c_program compiles programs.
void compile_c_object(const std::string& c_path, const std::string& obj_path,
                      bool optimise = true);

// Compiles `c_path` into an executable at `exe_path` with the system C
// compiler ($CC or cc), linking OpenCL; throws CompileError with the
// compiler's output on failure.  `optimise` false compiles with -O0: the
// test runner's choice, where the C compiler's -O2 on the pasted-in runtime
// takes most of a small program's test time and the host code's speed does
// not matter (kernels are compiled by the OpenCL driver either way).
// `objects`: object files linked in (the runtime's, for a program written
// without it).
// `linker`: the linker to use (-fuse-ld=LINKER), empty for the compiler's
// own.
void compile_c_program(const std::string& c_path, const std::string& exe_path,
                       bool optimise = true, const std::vector<std::string>& objects = {},
                       const std::string& linker = "");

// "gold" when the C compiler links with -fuse-ld=gold (tried in `dir`),
// else "": gold links a test program in about half bfd's time (0.026
// against 0.050 s CPU for a program and the runtime's object).
std::string fast_linker(const std::string& dir);

}  // namespace runic
