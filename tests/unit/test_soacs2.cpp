// Unit tests of scatter and hist (Exp::Kind::Scatter/Hist, SegKind::Scatter/
// Hist): the interpreter's semantics (out-of-range indices ignored), the IR
// checker, flattening to a SegOp at host level, sequentialisation inside a
// map, and the printer.
#include <catch2/catch.hpp>

#include "flatten/flatten.h"
#include "ir/check.h"
#include "ir_builders.h"

using namespace runic;
using namespace runic::testing;

namespace {

// main (dest: [m]i32) (is: [n]i64) (vs: [n]i32) = scatter/hist dest is vs
Program scatter_program(bool hist) {
  Type ti64 = t_i64();
  Param m{fresh_name("m"), t_i64()}, n{fresh_name("n"), t_i64()};
  Param dest{fresh_name("dest"), arr(t_i32(), var(m.name))};
  Param is{fresh_name("is"), arr(ti64, var(n.name))};
  Param vs{fresh_name("vs"), arr(t_i32(), var(n.name))};
  Exp e;
  e.kind = hist ? Exp::Kind::Hist : Exp::Kind::Scatter;
  e.args = {var(n.name)};
  e.arrays = {is.name, vs.name, dest.name};
  if (hist) e.reduces = {binop_op(BinOp::Add, PrimType::I32, i32c(0))};
  Builder b;
  VName r = b.bind("r", dest.type, e);
  Program p = program({dest, is, vs}, {dest.type}, b.finish({var(r)}));
  // The sizes are bound by the parameters' shapes.
  return p;
}

Program scatter_in_map_program() {
  // main (xs: [n]i32) = map (\x -> scatter (replicate 3 0) [0, 5, 2] [x, x, x+1]) xs
  Param n{fresh_name("n"), t_i64()};
  Param xs{fresh_name("xs"), arr(t_i32(), var(n.name))};
  Type row = arr(t_i32(), i64c(3));
  Lambda l = lambda({t_i32()}, {row}, [&](Builder& b, const std::vector<VName>& ps) -> std::vector<SubExp> {
    Exp rep;
    rep.kind = Exp::Kind::Replicate;
    rep.args = {i64c(3), i32c(0)};
    VName z = b.bind("z", row, rep);
    Exp il;
    il.kind = Exp::Kind::ArrayLit;
    il.args = {i64c(0), i64c(5), i64c(2)};
    il.type = arr(t_i64(), i64c(3));
    VName is = b.bind("is", il.type, il);
    VName y = b.bind("y", t_i32(), binop(BinOp::Add, PrimType::I32, var(ps[0]), i32c(1)));
    Exp vl;
    vl.kind = Exp::Kind::ArrayLit;
    vl.args = {var(ps[0]), var(ps[0]), var(y)};
    vl.type = row;
    VName vsn = b.bind("vs", row, vl);
    Exp sc;
    sc.kind = Exp::Kind::Scatter;
    sc.args = {i64c(3)};
    sc.arrays = {is, vsn, z};
    return {var(b.bind("s", row, sc))};
  });
  Builder b;
  VName r = b.bind("r", arr(row, var(n.name)), screma(var(n.name), {xs.name}, l));
  return program({xs}, {arr(row, var(n.name))}, b.finish({var(r)}));
}

}  // namespace

TEST_CASE("interpreter: scatter ignores out-of-range indices", "[soacs2]") {
  Program p = scatter_program(false);
  check_program(p, "test");
  Values a = parse_values("[1, 2, 3, 4] [3i64, -1i64, 4i64, 0i64] [30, 99, 98, 10]");
  CHECK(run(p, a) == "[10i32, 2i32, 3i32, 30i32]\n");
  CHECK(print_program(p).find("scatter(") != std::string::npos);
}

TEST_CASE("interpreter: hist combines duplicates with the operator", "[soacs2]") {
  Program p = scatter_program(true);
  check_program(p, "test");
  Values a = parse_values("[1, 2, 3] [0i64, 0i64, 2i64, 7i64] [5, 6, 7, 8]");
  CHECK(run(p, a) == "[12i32, 2i32, 10i32]\n");
}

TEST_CASE("flatten: host-level scatter and hist become SegScatter/SegHist", "[soacs2]") {
  for (bool hist : {false, true}) {
    Program p = scatter_program(hist);
    Program flat = flatten(p);
    check_program(flat, "flatten");
    auto counts = count_constructs(flat);
    CHECK(counts[hist ? "SegHist" : "SegScatter"] == 1);
    CHECK(counts[hist ? "Hist" : "Scatter"] == 0);
    Values a = parse_values("[1, 2, 3] [2i64, 0i64, -3i64, 2i64] [5, 6, 7, 8]");
    CHECK(run(p, a) == run(flat, a));
  }
}

TEST_CASE("flatten: scatter inside a map is sequentialised", "[soacs2]") {
  Program p = scatter_in_map_program();
  check_program(p, "test");
  Program flat = flatten(p);
  check_program(flat, "flatten");
  auto counts = count_constructs(flat);
  CHECK(counts["Scatter"] == 0);
  CHECK(counts["SegMap"] == 1);
  Values a = parse_values("[1, 2]");
  CHECK(run(p, a) == "[[1i32, 0i32, 2i32], [2i32, 0i32, 3i32]]\n");
  CHECK(run(p, a) == run(flat, a));
}

TEST_CASE("check: scatter with mismatched value and destination types", "[soacs2]") {
  Program p = scatter_program(false);
  auto& st = p.functions[0].body->stms[0];
  std::swap(st.exp.arrays[0], st.exp.arrays[1]);  // indices of type i32
  CHECK_THROWS(check_program(p, "test"));
}
