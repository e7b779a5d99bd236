// elaborate/entry_types.h: the C API types of entry points.  Names follow
// the annotations (abbreviations, abstract types of modules) or the
// structure; leaves follow the Core IR's flattening, which is checked
// against the elaborated entry functions' parameters and results.
#include <catch2/catch.hpp>

#include "driver/pipeline.h"
#include "frontend/parser.h"

namespace {

using namespace runic;

struct Compiled {
  ApiTypes api;
  ir::Program ir;
};

Compiled compile_text(const std::string& src) {
  auto f = std::make_shared<SourceFile>();
  f->path = "test.fut";
  f->text = src;
  Compiled c;
  PipelineOptions po;
  po.api_types = &c.api;
  c.ir = run_frontend_ast(parse_program(f), po);
  return c;
}

const ApiType& param(const Compiled& c, const std::string& entry, size_t k) {
  return c.api.types.at((size_t)c.api.entry(entry)->params.at(k));
}
const ApiType& result(const Compiled& c, const std::string& entry, size_t k) {
  return c.api.types.at((size_t)c.api.entry(entry)->results.at(k));
}

// The leaves of an entry's parameters and results, as "f32/0 i32/1 ...",
// from the API types and from the elaborated function.
std::pair<std::string, std::string> leaves(const Compiled& c, const std::string& entry) {
  std::string api, ir;
  for (int t : c.api.entry(entry)->params)
    for (auto [p, r] : c.api.types[(size_t)t].leaves) api += prim_name(p) + "/" + std::to_string(r) + " ";
  api += "->";
  for (int t : c.api.entry(entry)->results)
    for (auto [p, r] : c.api.types[(size_t)t].leaves) api += " " + prim_name(p) + "/" + std::to_string(r);
  for (auto& f : c.ir.functions)
    if (f.entry && f.name == entry) {
      for (auto& p : f.params) ir += prim_name(p.type.elem) + "/" + std::to_string(p.type.rank()) + " ";
      ir += "->";
      for (auto& t : f.ret) ir += " " + prim_name(t.elem) + "/" + std::to_string(t.rank());
    }
  return {api, ir};
}

}  // namespace

TEST_CASE("entry point types for the C API: names and kinds", "[library]") {
  Compiled c = compile_text(R"(
type point = {y: f32, x: f32}
type shape = #circle point f32 | #empty
module m : { type t val mk : i32 -> t } = { type t = {v: i32, w: [1]i32} def mk (x: i32) = {v = x, w = [x]} }
entry mkp (x: f32) (y: f32): point = {x, y}
entry area (s: shape): f32 = match s case #circle _ r -> r case #empty -> 0
entry tup (p: (i32, []f32)): (i32, (f32, bool)) = (p.0, (p.1[0], true))
entry arr (ps: [](f32, i32)) (qs: [][]point): []f32 = map (\(a, b) -> a + f32.i32 b) ps
entry mkt (x: i32): m.t = m.mk x
entry anon (r: {b: bool, a: i64}): i64 = if r.b then r.a else 0
)");
  CHECK(result(c, "mkp", 0).name == "point");
  CHECK(result(c, "mkp", 0).kind == ApiType::Kind::Record);
  REQUIRE(result(c, "mkp", 0).fields.size() == 2);
  CHECK(result(c, "mkp", 0).fields[0].first == "x");  // alphabetical
  CHECK(param(c, "area", 0).kind == ApiType::Kind::Sum);
  CHECK(param(c, "area", 0).variants[0].first == "circle");
  CHECK(c.api.types[(size_t)param(c, "area", 0).variants[0].second[0]].name == "point");
  CHECK(param(c, "tup", 0).cname == "tup2_i32_arr1d_f32");
  CHECK(param(c, "tup", 0).name == "(i32, []f32)");
  REQUIRE(c.api.entry("tup")->results.size() == 2);  // a tuple result is several
  CHECK(result(c, "tup", 1).cname == "tup2_f32_bool");
  CHECK(param(c, "arr", 0).kind == ApiType::Kind::RecordArray);
  CHECK(param(c, "arr", 0).cname == "arr1d_tup2_f32_i32");
  CHECK(param(c, "arr", 1).cname == "arr2d_point");
  CHECK(param(c, "arr", 1).rank == 2);
  CHECK(c.api.types[(size_t)param(c, "arr", 1).fields[0].second].name == "[][]f32");
  CHECK(result(c, "mkt", 0).kind == ApiType::Kind::Abstract);
  CHECK(result(c, "mkt", 0).name == "m.t");
  CHECK(result(c, "mkt", 0).cname == "m_t");
  CHECK(param(c, "anon", 0).cname == "rec_a_i64_b_bool");
  for (const char* e : {"mkp", "area", "tup", "arr", "mkt", "anon"}) {
    auto [api, ir] = leaves(c, e);
    INFO(e);
    CHECK(api == ir);
  }
}

TEST_CASE("entry point types for the C API: point-free entries and named tuple results", "[library]") {
  Compiled c = compile_text(R"(
type pair = (i32, i32)
def twice (x: i32): i32 = x * 2
entry main = twice
entry mkpair (x: i32): pair = (x, x)
)");
  REQUIRE(c.api.entry("main")->params.size() == 1);
  CHECK(param(c, "main", 0).name == "i32");
  REQUIRE(c.api.entry("mkpair")->results.size() == 1);  // the abbreviation names it: one opaque
  CHECK(result(c, "mkpair", 0).cname == "pair");
  auto [api, ir] = leaves(c, "mkpair");
  CHECK(api == ir);
}
