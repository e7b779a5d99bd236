// Library mode (`runic --library PROG.fut -o NAME`): writes NAME.c, NAME.h
// and NAME.json, a C library with Futhark's C API (docs/c-api.md).
//
// NAME.h declares the API: a context configuration and a context, one
// opaque array type per element type and rank that an entry point takes or
// returns (`struct futhark_f32_1d`, with new/free/values/shape/index and
// their raw cl_mem forms), one opaque type per record, tuple, sum, array of
// those or abstract type (`struct futhark_opaque_point`, with free/store/
// restore and the record, sum and array functions of c-api.rst; the types
// come from elaborate/entry_types.h), and one function per entry point
// (`futhark_entry_main`: results first, as out-parameters, then one
// argument per parameter; returns 0 or an error code).
// NAME.c is self-contained: the runtime (with every function made static,
// so that two libraries link into one program), the OpenCL program, the
// host code of generate_program, and the API as thin wrappers over the
// rn_entry_fn functions.  NAME.json is a manifest of the entry points and
// types in the form of Futhark's manifests.
//
// Every public symbol starts with the API prefix (default "futhark_";
// `--api-prefix`), macros with its upper-case form.
#pragma once

#include <optional>
#include <string>

#include "backend/api_types.h"
#include "backend/backend.h"

namespace runic {

// Why `prefix` cannot be an API prefix (not a C identifier, or one that
// could clash with the runtime's rn_ names), or nullopt when it can.
std::optional<std::string> api_prefix_problem(const std::string& prefix);

// Writes `base`.c, `base`.h and `base`.json.  `prefix` must pass
// api_prefix_problem; an underscore is appended when it lacks one.
// Throws CompileError when a file cannot be written.
// `types` are the C API types of the entry points (elaborate/entry_types.h).
void write_c_library(const GeneratedProgram& g, const ApiTypes& types, const std::string& base, std::string prefix,
                     const std::string& program_name);

// Without the source types: every flattened parameter and result is one
// C argument (the Core IR's view; for programs built without the front end).
ApiTypes flat_api_types(const GeneratedProgram& g);
void write_c_library(const GeneratedProgram& g, const std::string& base, std::string prefix,
                     const std::string& program_name);

// The C tables of an executable's server (runtime.h, rn_api_type and
// rn_api_entry): `rn_api_types`, `rn_api_entries` and their counts.
std::string server_api_tables(const ApiTypes& types);

}  // namespace runic
