// Parser: source text -> AST (frontend/ast.h), with a PEGTL grammar that
// follows Futhark's syntax and operator precedence.
//
// Errors: a CompileError whose diagnostics give line, column and what was
// expected ("expected an expression after `=`"); after an error the parser
// resumes at the next top-level declaration (`def`, `entry`, `type`), so one
// mistake gives one message, not a cascade.
#pragma once

#include <memory>

#include "frontend/ast.h"

namespace runic {

ast::Program parse_program(std::shared_ptr<const SourceFile> file);

// Reads a file into a SourceFile; a CompileError (without location) if it
// cannot be read.
std::shared_ptr<const SourceFile> load_source(const std::string& path);

}  // namespace runic
