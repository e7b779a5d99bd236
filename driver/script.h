// FutharkScript inputs of test cases (`script input { e }`, futhark-test(1)
// and futhark-literate(1), "FUTHARKSCRIPT"): a small expression language
// that calls the program's entry points to make a test's arguments.
//
//   e ::= f e...  |  let p = e in e  |  a (.field)*
//   a ::= f | $builtin | (e) | (e, e, ...) | [e, e, ...] | {} | {x = e, ...}
//       | a value literal (`3`, `2.5f32`, `[1, 2]`, `empty([0]i32)`, `true`)
//       | a string literal (an argument of a builtin)
//   p ::= x | (x, y, ...)
//
// Entry points run in the interpreter on the Core IR (the oracle); the
// values they return become the arguments of the case's entry on every
// backend.  A literal takes its type from the parameter it is passed to
// (`mk 3` with `mk (n: i64)` passes 3i64).  Builtins: `$loaddata "file"`
// (the values of a data file; one value, or a tuple of them) and
// `$loadbytes "file"` ([]u8), with files relative to the program.  A
// function applied to one tuple whose length is its number of parameters
// takes the tuple's elements (automatic uncurrying).
#pragma once

#include <string>

#include "driver/values.h"
#include "ir/ir.h"

namespace runic {

// Evaluates `text` and returns the arguments of `entry`: the script's
// value, a tuple unpacked into its elements, literals read at the types of
// `entry`'s parameters.  `dir` is the folder of the program (data files).
// Throws std::runtime_error with a message on a malformed script, an
// unknown function, or arguments of the wrong number or type; run-time
// errors of the entry points called propagate as ir::RuntimeError.
Values eval_script_input(const std::string& text, const ir::Program& prog,
                         const ir::Function& entry, const std::string& dir);

}  // namespace runic
