// Records and sums to tuples and tags (Futhark's `ReplaceRecords`): the
// last pass on the Level-1 AST, after elaborate/defunctionalise.h, so that
// the order is Futhark's: monomorphise, defunctionalise, records.
//
// Before: the first-order program of elaborate/defunctionalise.h, which
// still has the records and sums of the source, as elaborate/desugar.h
// left them, annotated with what it resolved from the typed AST:
//   * a record literal `{y = b, x = a}` has its fields in the order of the
//     tuple it becomes (`{x = a, y = b}`);
//   * a field access `r.x` of a record carries the record's type in `type`
//     (a TypeExp::Kind::Record listing every field); a tuple's `t.0` none;
//   * a record update `r with x.y = v` carries the type of `r`;
//   * a constructor `#c a b` carries its sum type (TypeExp::Kind::Sum,
//     with its array sizes as expressions where they are known), and so
//     does a constructor pattern (ast::Pat::type);
//   * `==` and `!=` on tuples, records, sums and arrays carry the type of
//     their operands;
//   * `match` is as written, its cases' literals desugared;
//   * record patterns name every field (the type checker requires it);
//   * type annotations may contain record and sum types.
// A record or sum that held functions holds their closure environments:
// defunctionalise gives a record the static value of the tuple this pass
// makes of it, and a constructor that of its (tag, payloads) tuple, using
// the layout below.
// After: a program of Level-1 constructs without records or sums, exactly
// as the elaborator (typecheck/typecheck.h) reads it:
//   * a record becomes the tuple of its fields in label order (one field:
//     the field itself; none: `()`); a record whose labels are 0..n-1 is
//     the n-tuple; field access becomes a tuple projection; a record
//     update a tuple rebuilt around the new value (the fields kept are
//     read into variables before the new value is computed);
//   * a sum type becomes a tuple (tag: u8, payloads of every constructor,
//     in constructor order); a constructor fills the payloads of the
//     others with blank values (zeros; arrays of the type's size where it
//     is known, else empty; `#blank : t` where the type is a type hole
//     `t`); `match` becomes a chain of `if`s testing tags and literals,
//     binding the payloads with `let`; the last case is taken when no
//     other matched (the checker proved the match exhaustive);
//   * `==` and `!=` on compound values become comparisons of their scalar
//     parts: components in turn; tags, then the payloads of the
//     constructor both carry; arrays by length, then element by element;
//   * record, constructor and literal patterns become tuple patterns and
//     wildcards; record and sum types in annotations become tuple types.
// Names this pass makes end in `_rc<N>` (`scrut_rc0`, `rec_rc1`).
// `--dump-after=records` prints the user's declarations as source, with
// the printer of defunctionalise's output (print_defunctionalised), whose
// Level-1 AST this is.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "frontend/ast.h"

namespace runic {

// `prog`: the output of defunctionalise (or of desugar, for a program
// without functions).
ast::Program lower_records(const ast::Program& prog);

// ---- the layout of the tuples (shared with elaborate/defunctionalise.h) ----

// The position of field `name` in the tuple a record with fields `names`
// becomes: its place in label order, or, when the labels are exactly
// 0..n-1 (n != 1: the record is a tuple), the label's value.
size_t record_field_position(const std::vector<std::string>& names, const std::string& name);

// Where the payloads of constructor `constr` go in the tuple a value of
// the sum type `sum` (a TypeExp::Kind::Sum) becomes.
struct SumLayout {
  size_t tag = 0;     // the constructor's tag (its place in the type)
  size_t offset = 1;  // the position of its first payload
  size_t total = 1;   // components of the tuple, tag included (1: the tag alone)
};
SumLayout sum_layout(const ast::TypeExp& sum, const std::string& constr);

}  // namespace runic
