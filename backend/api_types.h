// The types of the C library's API (backend/library.h): how the parameters
// and results of each entry point look to a C program, before the Core IR
// flattened them.  elaborate/entry_types.h computes them from the typed AST;
// backend/library.cpp turns them into C types and functions.
//
// Futhark's value mapping (usage.rst, "Value Mapping"): a primitive type
// or an array of primitives is passed as itself (`float`, `struct
// futhark_f32_1d *`); every other type is an *opaque* type `struct
// futhark_opaque_NAME *`: records (tuples are records with fields 0, 1,
// ...), sums, arrays of those, and abstract types of modules.
//
// Every opaque value is, underneath, the list of its *leaves*: the scalars
// and arrays of primitives that the Core IR flattens it into, in the Core
// IR's order (records: fields in label order; sums: the u8 tag, then the
// payloads of every constructor in constructor order; an array of records
// or sums: the leaves of the element, each with the array's dimensions in
// front).  The library keeps an opaque value as exactly those leaves, so
// that passing it to an entry point is passing its leaves.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "ir/prim.h"

namespace runic {

struct ApiType {
  enum class Kind {
    Prim,         // a scalar: prim
    Array,        // an array of primitives: prim, rank
    Record,       // a record or a tuple: fields
    Sum,          // variants
    RecordArray,  // an array (rank) of records (elem): fields are the
                  // arrays of the element's fields
    OpaqueArray,  // an array (rank) of sums or abstract values (elem)
    Abstract,     // an abstract type of a module: no operations but
                  // free/store/restore
  } kind = Kind::Prim;
  // The name in the manifest: "f32", "[]f32", "point", "(i32, f32)", "m.t".
  std::string name;
  // Opaque kinds: the C name: `struct futhark_opaque_<cname>`.
  std::string cname;
  PrimType prim = PrimType::I32;  // Prim, Array
  int rank = 0;                   // Array, RecordArray, OpaqueArray
  bool tuple = false;             // Record: the fields are 0, 1, ... (`vX` in C)
  // Record and RecordArray: (field name, type index), in the order of
  // `new` (alphabetical; numerical for tuples), which is also leaf order.
  std::vector<std::pair<std::string, int>> fields;
  // Sum: (constructor name, payload type indices), in tag order.
  std::vector<std::pair<std::string, std::vector<int>>> variants;
  int elem = -1;  // RecordArray, OpaqueArray: the element type
  // The leaves (element type and rank), in the Core IR's order.
  std::vector<std::pair<PrimType, int>> leaves;

  bool opaque() const { return kind != Kind::Prim && kind != Kind::Array; }
};

// One entry point's interface: a type per source parameter, and a type per
// result (a top-level tuple result that its annotation does not name is
// several results, as in Futhark).
struct ApiEntry {
  std::string name;
  std::vector<int> params, results;
  std::vector<bool> params_unique, results_unique;
  // The entry's attributes as written, without `#[` and `]` (`#[foo(1,2)]`
  // is "foo(1, 2)"), for the manifest.
  std::vector<std::string> attributes;
};

struct ApiTypes {
  std::vector<ApiType> types;     // referenced by index
  std::vector<ApiEntry> entries;  // in source order
  const ApiEntry* entry(const std::string& name) const {
    for (auto& e : entries)
      if (e.name == name) return &e;
    return nullptr;
  }
};

}  // namespace runic
