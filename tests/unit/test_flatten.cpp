// Unit tests of flatten/ (PLDI'17 section 5): hand-built Core IR, fused and
// flattened; construct counts after the pass (no Screma left, the expected
// SegOps) and interpreter results before and after.
#include <catch2/catch.hpp>

#include "flatten/flatten.h"
#include "fusion/fusion.h"
#include "ir/check.h"
#include "ir_builders.h"
#include "ir/ir_walk.h"
#include "ir/rowgroup.h"
#include "ir/rowloop.h"
#include "ir/simplify.h"

using namespace runic;
using namespace runic::testing;

namespace {

struct Case {
  Program before, after;
  std::map<std::string, int> counts;
};

Case flatten_case(Program p) {
  check_program(p, "test input");
  Program fused = fuse(p);
  check_program(fused, "fuse");
  Program flat = flatten(fused);
  check_program(flat, "flatten");
  return Case{p, flat, count_constructs(flat)};
}

void same_results(const Case& c, const Values& args) {
  INFO("before:\n" << print_program(c.before) << "after:\n" << print_program(c.after));
  CHECK(run(c.before, args) == run(c.after, args));
}

// The Kernel IR invariant: no Screma anywhere (host level: flattened; SegOp
// bodies: sequentialised).
void kernel_ir(const Case& c) {
  if (getenv("RUNIC_TEST_DUMP")) fprintf(stderr, "%s\n", print_program(c.after).c_str());
  INFO(print_program(c.after));
  CHECK(c.counts.count("Screma") == 0);
}

Lambda add2() {
  return lambda({t_i32(), t_i32()}, {t_i32()}, [](Builder& b, const std::vector<VName>& ps) -> std::vector<SubExp> {
    return {var(b.bind("s", t_i32(), binop(BinOp::Add, PrimType::I32, var(ps[0]), var(ps[1]))))};
  });
}

const SegSpace& first_space(const Program& p, size_t stm) {
  return p.functions[0].body->stms.at(stm).exp.seg_space;
}

}  // namespace

TEST_CASE("flatten: map . map -> one SegMap", "[flatten]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(1)));
  VName zs = b.bind("zs", arr(t_i32(), var(n)), map_binop(var(n), ys, BinOp::Mul, i32c(2)));
  Case c = flatten_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(zs)})));
  kernel_ir(c);
  CHECK(c.counts["SegMap"] == 1);
  Values a;
  a.add_i32({4}, {1, 2, 3, -4});
  same_results(c, a);
}

TEST_CASE("flatten: reduce . map -> SegRed", "[flatten]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName r = b.bind("r", t_i32(),
                   screma(var(n), {ys}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  Case c = flatten_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32()}, b.finish({var(r)})));
  kernel_ir(c);
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
  Values a;
  a.add_i32({4}, {1, 2, 3, -4});
  same_results(c, a);
  Values empty;
  empty.add_i32({0}, {});
  same_results(c, empty);
}

TEST_CASE("flatten: scan . map -> SegScan", "[flatten]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName s = b.bind("s", arr(t_i32(), var(n)),
                   screma(var(n), {ys}, identity({t_i32()}), {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  Case c = flatten_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(s)})));
  kernel_ir(c);
  CHECK(c.counts["SegScan"] == 1);
  Values a;
  a.add_i32({5}, {1, 2, 3, -4, 10});
  same_results(c, a);
}

TEST_CASE("flatten: map of reduce . map -> 2-D segmented SegRed", "[flatten]") {
  // Matrix-vector product: map (\row -> reduce (+) 0 (map2 (*) row v)) m
  VName n = fresh_name("n"), k = fresh_name("k"), m = fresh_name("m"), v = fresh_name("v");
  Builder b;
  Lambda outer = lambda({arr(t_i32(), var(k))}, {t_i32()}, [&](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
    Lambda mul = lambda({t_i32(), t_i32()}, {t_i32()}, [](Builder& ib, const std::vector<VName>& qs) -> std::vector<SubExp> {
      return {var(ib.bind("p", t_i32(), binop(BinOp::Mul, PrimType::I32, var(qs[0]), var(qs[1]))))};
    });
    VName prods = lb.bind("prods", arr(t_i32(), var(k)), screma(var(k), {ps[0], v}, mul));
    return {var(lb.bind("dot", t_i32(),
                        screma(var(k), {prods}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))})))};
  });
  VName r = b.bind("r", arr(t_i32(), var(n)), screma(var(n), {m}, outer));
  Case c = flatten_case(program({{m, arr(arr(t_i32(), var(k)), var(n))}, {v, arr(t_i32(), var(k))}},
                                {arr(t_i32(), var(n))}, b.finish({var(r)})));
  kernel_ir(c);
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
  CHECK(c.counts["Loop"] == 0);
  CHECK(first_space(c.after, 0).dims.size() == 2);
  Values a;
  a.add_i32({3, 2}, {1, 2, 3, 4, 5, 6});
  a.add_i32({2}, {10, -1});
  same_results(c, a);
}

TEST_CASE("flatten: 2-D map nest with floated scalar code -> 2-D SegMap", "[flatten]") {
  // map (\row -> let c = row[0] * 2 in map (\x -> x + c) row) xss
  VName n = fresh_name("n"), k = fresh_name("k"), xss = fresh_name("xss");
  Builder b;
  Lambda outer = lambda({arr(t_i32(), var(k))}, {arr(t_i32(), var(k))}, [&](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
    Exp ix;
    ix.kind = Exp::Kind::Index;
    ix.array = ps[0];
    DimIndex d;
    d.index = i64c(0);
    ix.dims = {d};
    VName r0 = lb.bind("r0", t_i32(), ix);
    VName c = lb.bind("c", t_i32(), binop(BinOp::Mul, PrimType::I32, var(r0), i32c(2)));
    return {var(lb.bind("row2", arr(t_i32(), var(k)), map_binop(var(k), ps[0], BinOp::Add, var(c))))};
  });
  VName r = b.bind("r", arr(arr(t_i32(), var(k)), var(n)), screma(var(n), {xss}, outer));
  Case c = flatten_case(program({{xss, arr(arr(t_i32(), var(k)), var(n))}}, {arr(arr(t_i32(), var(k)), var(n))},
                                b.finish({var(r)})));
  kernel_ir(c);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 0);
  CHECK(first_space(c.after, 0).dims.size() == 2);
  Values a;
  a.add_i32({2, 3}, {1, 2, 3, 4, 5, 6});
  same_results(c, a);
}

TEST_CASE("flatten: iota, replicate and transpose at host level -> SegMaps", "[flatten]") {
  VName n = fresh_name("n"), xss = fresh_name("xss"), k = fresh_name("k");
  Builder b;
  Exp io;
  io.kind = Exp::Kind::Iota;
  io.prim = PrimType::I32;
  io.args = {var(n), i32c(5), i32c(3)};
  VName is = b.bind("is", arr(t_i32(), var(n)), io);
  Exp rep;
  rep.kind = Exp::Kind::Replicate;
  rep.args = {var(n), i32c(100)};
  VName rs = b.bind("rs", arr(t_i32(), var(n)), rep);
  VName sum = b.bind("sum", arr(t_i32(), var(n)), screma(var(n), {is, rs}, add2()));
  Exp tr;
  tr.kind = Exp::Kind::Rearrange;
  tr.array = xss;
  tr.perm = {1, 0};
  VName t = b.bind("t", arr(arr(t_i32(), var(n)), var(k)), tr);
  Exp rep2;
  rep2.kind = Exp::Kind::Replicate;
  rep2.args = {i64c(2), var(t)};
  VName t2 = b.bind("t2", arr(arr(arr(t_i32(), var(n)), var(k)), i64c(2)), rep2);
  Exp sl;  // t[1, 0:n:1]... as xss[1:2:1] — a slice along dimension 0
  sl.kind = Exp::Kind::Index;
  sl.array = xss;
  DimIndex d;
  d.is_slice = true;
  d.start = i64c(1);
  d.count = i64c(1);
  d.stride = i64c(1);
  sl.dims = {d};
  VName s = b.bind("s", arr(arr(t_i32(), var(k)), i64c(1)), sl);
  Case c = flatten_case(program({{xss, arr(arr(t_i32(), var(k)), var(n))}},
                                {arr(t_i32(), var(n)), arr(arr(arr(t_i32(), var(n)), var(k)), i64c(2)),
                                 arr(arr(t_i32(), var(k)), i64c(1))},
                                b.finish({var(sum), var(t2), var(s)})));
  kernel_ir(c);
  // iota is computed inside the map (iota fusion): SegMaps for the
  // replicate, the map, the transpose, the replicate of an array, the slice.
  CHECK(c.counts["SegMap"] == 5);
  CHECK(c.counts["Iota"] == 0);
  CHECK(c.counts["Replicate"] == 0);
  CHECK(c.counts["Rearrange"] == 0);
  Values a;
  a.add_i32({2, 3}, {1, 2, 3, 4, 5, 6});
  same_results(c, a);
}

TEST_CASE("flatten: irregular inner SOAC -> sequential loop inside a SegMap", "[flatten]") {
  // map (\x -> reduce (+) 0 (map (*2) (iota x))) xs  (inner size varies)
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  Lambda f = lambda({t_i64()}, {t_i64()}, [&](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
    Exp io;
    io.kind = Exp::Kind::Iota;
    io.prim = PrimType::I64;
    io.args = {var(ps[0]), i64c(0), i64c(1)};
    VName is = lb.bind("is", arr(t_i64(), var(ps[0])), io);
    Lambda dbl = lambda({t_i64()}, {t_i64()}, [](Builder& ib, const std::vector<VName>& qs) -> std::vector<SubExp> {
      return {var(ib.bind("d", t_i64(), binop(BinOp::Mul, PrimType::I64, var(qs[0]), i64c(2))))};
    });
    VName ds = lb.bind("ds", arr(t_i64(), var(ps[0])), screma(var(ps[0]), {is}, dbl));
    return {var(lb.bind("r", t_i64(),
                        screma(var(ps[0]), {ds}, identity({t_i64()}), {}, {binop_op(BinOp::Add, PrimType::I64, i64c(0))})))};
  });
  VName r = b.bind("r", arr(t_i64(), var(n)), screma(var(n), {xs}, f));
  Case c = flatten_case(program({{xs, arr(t_i64(), var(n))}}, {arr(t_i64(), var(n))}, b.finish({var(r)})));
  kernel_ir(c);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 1);
  Values a;
  rn_value v{};
  int64_t shape[1] = {4};
  rn_value_alloc(&v, RN_I64, 1, shape);
  int64_t data[4] = {0, 1, 5, 10};
  std::copy(data, data + 4, static_cast<int64_t*>(v.data));
  a.vs.push_back(v);
  same_results(c, a);
}

TEST_CASE("flatten: redomap with a mapped output and scan+reduce -> fission", "[flatten]") {
  // (r, ys) where ys = map (+7) xs, r = reduce max ys   (fusion keeps ys)
  // plus a Screma with a scan and a reduction at once.
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(7)));
  VName r = b.bind("r", t_i32(),
                   screma(var(n), {ys}, identity({t_i32()}), {}, {binop_op(BinOp::Max, PrimType::I32, i32c(-1000))}));
  Lambda dup = lambda({t_i32()}, {t_i32(), t_i32()}, [](Builder&, const std::vector<VName>& ps) -> std::vector<SubExp> {
    return {var(ps[0]), var(ps[0])};
  });
  auto sr = b.bind_many({{"sc", arr(t_i32(), var(n))}, {"mn", t_i32()}},
                        screma(var(n), {xs}, dup, {binop_op(BinOp::Add, PrimType::I32, i32c(0))},
                               {binop_op(BinOp::Min, PrimType::I32, i32c(1000))}));
  Case c = flatten_case(program({{xs, arr(t_i32(), var(n))}},
                                {t_i32(), arr(t_i32(), var(n)), arr(t_i32(), var(n)), t_i32()},
                                b.finish({var(r), var(ys), var(sr[0]), var(sr[1])})));
  kernel_ir(c);
  CHECK(c.counts["SegRed"] == 2);
  CHECK(c.counts["SegScan"] == 1);
  Values a;
  a.add_i32({5}, {3, -1, 4, 1, 5});
  same_results(c, a);
}

TEST_CASE("flatten: host loop bodies are flattened, SOACs in SegOp bodies sequentialised", "[flatten]") {
  // loop acc = xs for i < 3 do map (\x -> x + reduce (+) 0 acc?) ... keep simple:
  // loop acc = xs for i < 3 do map (*2) acc
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  Param acc{fresh_name("acc"), arr(t_i32(), var(n))};
  Builder lb;
  VName nxt = lb.bind("nxt", arr(t_i32(), var(n)), map_binop(var(n), acc.name, BinOp::Mul, i32c(2)));
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.loop_var = fresh_name("i");
  loop.prim = PrimType::I64;
  loop.args = {i64c(3)};
  loop.merge = {{acc, var(xs)}};
  loop.ret = {acc.type};
  loop.bodies = {lb.finish({var(nxt)})};
  VName res = b.bind("res", arr(t_i32(), var(n)), loop);
  Case c = flatten_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(res)})));
  kernel_ir(c);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 1);
  Values a;
  a.add_i32({3}, {1, 2, 3});
  same_results(c, a);
}

TEST_CASE("count_constructs counts every nesting level", "[flatten]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(1)));
  Program p = program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(ys)}));
  auto k = count_constructs(p);
  CHECK(k["Screma"] == 1);
  CHECK(k["map"] == 1);
  CHECK(k["BinOp"] == 1);
}

// ---- from source (parser + type checker + elaborator) ----

#include "frontend/parser.h"
#include "typecheck/typecheck.h"

namespace {

Program from_source(const std::string& text) {
  auto file = std::make_shared<SourceFile>(SourceFile{"test.fut", text});
  auto checked = typecheck(parse_program(file));
  return elaborate(*checked);
}

// Source -> fuse -> flatten; checks the Kernel IR invariant and results.
Case source_case(const std::string& text, const std::string& input) {
  Case c = flatten_case(from_source(text));
  kernel_ir(c);
  same_results(c, parse_values(input));
  return c;
}

}  // namespace

TEST_CASE("flatten from source: sum of squares is one SegRed", "[flatten][source]") {
  Case c = source_case("def main (xs: []i32) : i32 = reduce (+) 0 (map (\\x -> x * x) xs)\n",
                       "[1, 2, 3, 4]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
}

TEST_CASE("flatten from source: map . map is one SegMap", "[flatten][source]") {
  Case c = source_case("def main (xs: []i32) : []i32 = map (\\x -> x + 1) (map (\\x -> x * 2) xs)\n",
                       "[1, 2, 3, 4]");
  CHECK(c.counts["SegMap"] == 1);
}

TEST_CASE("flatten from source: matrix-vector product is a 2-D SegRed", "[flatten][source]") {
  Case c = source_case(
      "def main [n][m] (a: [n][m]i32) (v: [m]i32) : [n]i32 =\n"
      "  map (\\row -> reduce (+) 0 (map2 (*) row v)) a\n",
      "[[1, 2], [3, 4], [5, 6]] [10, -1]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
}

TEST_CASE("flatten from source: scan, iota and a 2-D map nest", "[flatten][source]") {
  Case c = source_case(
      "def main (n: i64) (xss: [][]i32) : ([]i64, [][]i32) =\n"
      "  (scan (+) 0 (map (\\i -> i * 3) (iota n)), map (\\r -> map (\\x -> x + 1) r) xss)\n",
      "5i64 [[1, 2], [3, 4]]");
  CHECK(c.counts["SegScan"] == 1);
}

TEST_CASE("flatten from source: an inner loop stays sequential", "[flatten][source]") {
  Case c = source_case(
      "def main (xs: []i64) : []i64 =\n"
      "  map (\\x -> loop acc = 0 for i < x do acc + reduce (+) 0 (iota i)) xs\n",
      "[0i64, 1i64, 4i64, 7i64]");
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] >= 2);
}

TEST_CASE("flatten from source: two maps over a row form one 2-D SegMap", "[flatten][source]") {
  // Horizontal fusion inside the lambda makes the nest perfect.
  Case c = source_case(
      "def main (xss: [][]i32) : ([][]i32, [][]i32) =\n"
      "  unzip (map (\\r -> (map (\\x -> x + 1) r, map (\\x -> x * 2) r)) xss)\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 0);
}

TEST_CASE("flatten from source: sum and maximum in one SegRed", "[flatten][source]") {
  Case c = source_case(
      "def main (xs: []i32) : (i32, i32) =\n"
      "  (reduce (+) 0 (map (\\x -> x * 2) xs), reduce i32.max (-1000) xs)\n",
      "[3, -1, 4, 1, 5]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
}

TEST_CASE("flatten from source: segmented scan and 3-D map nest", "[flatten][source]") {
  Case c = source_case(
      "def main (xss: [][]i32) (a: [][][]f32) : ([][]i32, [][][]f32) =\n"
      "  (map (\\r -> scan (+) 0 (map (\\x -> x * 2) r)) xss,\n"
      "   map (\\m -> map (\\r -> map (\\x -> x + 1.5) r) m) a)\n",
      "[[1, 2, 3], [4, 5, 6]] [[[1f32, 2f32], [3f32, 4f32]], [[5f32, 6f32], [7f32, 8f32]], "
      "[[0f32, 0f32], [1f32, 1f32]]]");
  CHECK(c.counts["SegScan"] == 1);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 0);
  bool three_d = false;
  for (auto& s : c.after.functions[0].body->stms)
    if (s.exp.kind == Exp::Kind::SegOp && s.exp.seg_space.dims.size() == 3) three_d = true;
  CHECK(three_d);
}

TEST_CASE("flatten from source: argmax is one SegRed over a pair", "[flatten][source]") {
  Case c = source_case(
      "def main [n] (xs: [n]i32) : (i32, i64) =\n"
      "  reduce (\\(a, i) (b, j) -> if a > b || (a == b && i < j) then (a, i) else (b, j))\n"
      "         (-1000, -1) (zip xs (iota n))\n",
      "[3, 9, 4, 9, 5]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
}

TEST_CASE("flatten from source: map of redomap with floated scalar code", "[flatten][source]") {
  Case c = source_case(
      "def main (xss: [][]i32) : []i32 =\n"
      "  map (\\r -> let c = r[0] + 1 in reduce (+) 0 (map (\\x -> x * c) r)) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegOp"] == 1);
}

TEST_CASE("flatten from source: G4 distributes a map over two inner SOACs", "[flatten][source][distribute]") {
  // Two inner SOACs: the map is distributed (G4); `s` is materialised as an
  // array, giving a segmented SegRed and a 2-D SegMap.
  Case c = source_case(
      "def main (xss: [][]i32) : [][][2]i32 =\n"
      "  map (\\r -> let s = reduce (+) 0 r in map (\\x -> [x, s]) r) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegMap"] == 1);
}

TEST_CASE("flatten from source: G4 distribution gives a segmented scan", "[flatten][source][distribute]") {
  Case c = source_case(
      "def main (xss: [][]i32) : [][]i32 =\n"
      "  map (\\r -> let s = scan (+) 0 r in map2 (+) s (map (\\x -> x * 10) r)) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegScan"] == 1);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 0);
}

TEST_CASE("flatten from source: G4 side condition keeps irregular code sequential", "[flatten][source][distribute]") {
  // `iota p` has a size variant to the map: the scan and the reduction stay
  // in one group, sequentialised inside one SegMap.
  Case c = source_case(
      "def main (ps: []i64) : []i64 =\n"
      "  map (\\p -> let cs = scan (+) 0 (iota p) in reduce (+) 0 cs) ps\n",
      "[0i64, 3i64, 5i64]");
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 2);
}

TEST_CASE("flatten from source: an unfused filter inside a map (its count read back under a new name)", "[flatten][source][distribute]") {
  // Without fusion, the filter's flags, offsets and count are distributed;
  // the scatter left in the last group is sequentialised with the types
  // of the renamed body (its destination's size is the count read back
  // from the distributed array, not the count of before flattening).
  Program p = from_source("def main (xs: []i32) (ys: []i32) : []i32 =\n"
                          "  map (\\x -> i32.sum (filter (\\y -> y > x) ys)) xs\n");
  check_program(p, "test input");
  Program flat = flatten(p);
  check_program(flat, "flatten");
  Case c{p, flat, count_constructs(flat)};
  kernel_ir(c);
  same_results(c, parse_values("[1, 2, 0] [3, 1, 2]"));
}

TEST_CASE("flatten from source: G4 splits trailing scalar code", "[flatten][source][distribute]") {
  Case c = source_case(
      "def main (xss: [][]f32) : []f32 =\n"
      "  map (\\r -> let s = reduce (+) 0 r in s * s + 1) xss\n",
      "[[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]]");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegMap"] == 1);
}

TEST_CASE("flatten from source: G4 let-floating keeps scalar code out of a reduction's group", "[flatten][source][distribute]") {
  // gesummv: `a * s1` is not needed by the second reduction; it floats to
  // the tail, and both reductions are one SegRed of two results (fusion
  // moves the second sum up past `a * s1`, perf34), not one SegRed and a
  // SegMap with a sequential loop.
  Case c = source_case(
      "def main [n][m] (xss: [n][m]f32) (yss: [n][m]f32) (a: f32) (b: f32) : [n]f32 =\n"
      "  map2 (\\r q -> a * reduce (+) 0 r + b * reduce (+) 0 q) xss yss\n",
      "[[1f32, 2f32], [3f32, 4f32]] [[5f32, 6f32], [7f32, 8f32]] 2f32 3f32");
  CHECK(c.counts["SegRed"] == 1);
  CHECK(c.counts["SegMap"] == 1);
  CHECK(c.counts["Loop"] == 0);
}

TEST_CASE("flatten from source: G7 map-loop interchange with inner parallelism", "[flatten][source][interchange]") {
  Case c = source_case(
      "def main (xss: [][]i32) : [][]i32 =\n"
      "  map (\\xs -> loop ys = xs for i < 3 do map (\\y -> y * 2 + i) ys) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["Loop"] == 1);
  CHECK(c.counts["SegMap"] == 1);
  // The loop is on the host: the top-level body holds it.
  bool host_loop = false;
  for (auto& s : c.after.functions[0].body->stms) host_loop |= s.exp.kind == Exp::Kind::Loop;
  CHECK(host_loop);
}

TEST_CASE("flatten from source: no G7 interchange without inner parallelism", "[flatten][source][interchange]") {
  Case c = source_case(
      "def main (xs: []i32) : []i32 =\n"
      "  map (\\x -> loop y = x for i < 10 do y * 3 + 1) xs\n",
      "[1, 2, 3]");
  CHECK(c.counts["SegMap"] == 1);
  bool host_loop = false;
  for (auto& s : c.after.functions[0].body->stms) host_loop |= s.exp.kind == Exp::Kind::Loop;
  CHECK(!host_loop);
}

TEST_CASE("flatten from source: G5 reduce-map interchange (K-means counts)", "[flatten][source][interchange]") {
  Case c = source_case(
      "def main (k: i64) (membership: []i64) : []i32 =\n"
      "  let increments = map (\\c -> let incr = replicate k 0i32 in incr with [c] = 1) membership\n"
      "  in reduce (\\x y -> map2 (+) x y) (replicate k 0) increments\n",
      "3i64 [0i64, 2i64, 1i64, 2i64, 2i64, 0i64]");
  CHECK(c.counts["SegRed"] == 1);
  // The segmented reduction runs over two dimensions (k segments).
  bool two_dims = false;
  for (auto& s : c.after.functions[0].body->stms)
    if (s.exp.kind == Exp::Kind::SegOp && s.exp.seg_kind == SegKind::Red)
      two_dims = s.exp.seg_space.dims.size() == 2;
  CHECK(two_dims);
}

namespace {

// Source -> fuse -> flatten -> locality; same results as the source.
Case locality_case(const std::string& text, const std::string& input) {
  Program p = from_source(text);
  Program flat = optimise_locality(flatten(fuse(p)));
  check_program(flat, "locality");
  Case c{p, flat, count_constructs(flat)};
  kernel_ir(c);
  same_results(c, parse_values(input));
  return c;
}

std::vector<const Exp*> segops(const Program& p, SegKind kind) {
  std::vector<const Exp*> r;
  for (auto& s : p.functions[0].body->stms)
    if (s.exp.kind == Exp::Kind::SegOp && s.exp.seg_kind == kind) r.push_back(&s.exp);
  return r;
}

}  // namespace

TEST_CASE("locality: N-body streams an array invariant to one dimension (1-D tiling)", "[flatten][locality]") {
  Case c = locality_case(
      "def main [n] (ps: [n]f32) : [n]f32 =\n"
      "  map (\\p -> reduce (+) 0 (map (\\q -> p * q) ps)) ps\n",
      "[1f32, 2f32, 4f32]");
  auto reds = segops(c.after, SegKind::Red);
  REQUIRE(reds.size() == 1);
  REQUIRE(reds[0]->tile_marks.size() == 1);
  CHECK(reds[0]->tile_marks[0].invariant_dims == std::vector<int>{0});
  CHECK(print_program(c.after).find("tile{") != std::string::npos);
}

TEST_CASE("locality: matrix product streams two arrays (2-D tiling)", "[flatten][locality]") {
  Case c = locality_case(
      "def main [m][k][n] (a: [m][k]i32) (b: [k][n]i32) : [m][n]i32 =\n"
      "  map (\\row -> map (\\j -> reduce (+) 0 (map (\\q -> row[q] * b[q, j]) (iota k))) (iota n)) a\n",
      "[[1, 2], [3, 4]] [[1, 0, 1], [0, 1, 1]]");
  auto reds = segops(c.after, SegKind::Red);
  REQUIRE(reds.size() == 1);
  REQUIRE(reds[0]->tile_marks.size() == 2);
  std::map<std::vector<int>, int> dims;
  for (auto& m : reds[0]->tile_marks) dims[m.invariant_dims]++;
  CHECK(dims[std::vector<int>{0}] == 1);  // b[q, j]: invariant to i
  CHECK(dims[std::vector<int>{1}] == 1);  // a[i, q]: invariant to j
}

TEST_CASE("locality: a transpose only read by a matrix product is read in place", "[flatten][locality]") {
  Case c = locality_case(
      "def main [m][k][n] (a: [m][k]i32) (b: [k][n]i32) : [m][n]i32 =\n"
      "  let bt = transpose b\n"
      "  in map (\\ar -> map (\\bc -> reduce (+) 0 (map2 (*) ar bc)) bt) a\n",
      "[[1, 2], [3, 4]] [[1, 0, 1], [0, 1, 1]]");
  CHECK(segops(c.after, SegKind::Map).empty());  // no transposing copy
  auto reds = segops(c.after, SegKind::Red);
  REQUIRE(reds.size() == 1);
  REQUIRE(reds[0]->tile_marks.size() == 2);
  for (auto& m : reds[0]->tile_marks) CHECK((m.array.rfind("a", 0) == 0 || m.array.rfind("b", 0) == 0));
  // Used elsewhere too: materialised.
  Case kept = locality_case(
      "def main [m][k][n] (a: [m][k]i32) (b: [k][n]i32) : ([m][n]i32, [n][k]i32) =\n"
      "  let bt = transpose b\n"
      "  in (map (\\ar -> map (\\bc -> reduce (+) 0 (map2 (*) ar bc)) bt) a, bt)\n",
      "[[1, 2], [3, 4]] [[1, 0, 1], [0, 1, 1]]");
  CHECK(segops(kept.after, SegKind::Map).size() == 1);
}

TEST_CASE("locality: a row walked sequentially is transposed for coalescing", "[flatten][locality]") {
  // A loop count computed per row: not a row recurrence (ir/rowloop.h).
  Case c = locality_case(
      "def main [n][m] (xss: [n][m]i32) : [n]i32 =\n"
      "  map (\\xs -> loop acc = 0i32 for i < i64.i32 (xs[0] % 3) + 1 do acc + xs[i] * i32.i64 i) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegMap"] == 2);
  auto maps = segops(c.after, SegKind::Map);
  REQUIRE(maps.size() == 2);
  // The first SegMap is the transpose; the second reads its result.
  CHECK(ir::walk::free_vars(*maps[1]).count(c.after.functions[0].body->stms[0].pat[0].name) == 1);
}

TEST_CASE("locality: a row recurrence's loop reads its rows in place", "[flatten][locality]") {
  // An invariant loop count: the backend stages the row through local
  // memory (backend/rowloop_codegen.h), no transposed copy.
  Case c = locality_case(
      "def main [n][m] (xss: [n][m]i32) : [n]i32 =\n"
      "  map (\\xs -> loop acc = 0i32 for i < m do acc + xs[i] * i32.i64 i) xss\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegMap"] == 1);
  auto maps = segops(c.after, SegKind::Map);
  REQUIRE(maps.size() == 1);
  CHECK(ir::row_recurrence(*maps[0], [&](const VName& v) -> const Type* {
          for (auto& p : c.after.functions[0].params)
            if (p.name == v) return &p.type;
          return nullptr;
        }).has_value());
}

TEST_CASE("locality: no transpose when the thread index is not the row", "[flatten][locality]") {
  Case c = locality_case(
      "def main [n][m] (xss: [n][m]i32) : [m]i32 =\n"
      "  map (\\j -> loop acc = 0i32 for i < n do acc + xss[i, j]) (iota m)\n",
      "[[1, 2, 3], [4, 5, 6]]");
  CHECK(c.counts["SegMap"] == 1);
}

namespace {

// The loops of a program, in SOAC lambdas and SegOp, loop and if bodies.
void collect_loops(const Body& b, std::vector<const Exp*>& out) {
  for (const Stm& s : b.stms) {
    if (s.exp.kind == Exp::Kind::Loop) out.push_back(&s.exp);
    for (auto& body : s.exp.bodies)
      if (body) collect_loops(*body, out);
    if (s.exp.map_lambda.body) collect_loops(*s.exp.map_lambda.body, out);
  }
}

// rank_loop (ir/rowgroup.h) of the one loop in `main`'s map over blocks
// (the elaborated program, simplified: before fusion and flattening).
std::optional<RankLoop> rank_of(const std::string& step) {
  Program p = simplify(from_source(
      "def main [n] (xs: [n]u32) =\n"
      "  map (\\b ->\n"
      "    let (seen, rs) =\n"
      "      loop (seen, rs) = (replicate 16 0i64, replicate 64 0i64) for j < 64i64 do\n"
      "        let i = b * 64 + j\n"
      "        in if i >= n then (seen, rs) else\n"
      "        let d = i64.u32 (xs[i] & 15)\n"
      "        in " + step + "\n"
      "    in (seen, rs)) (iota ((n + 63) / 64))\n"));
  std::vector<const Exp*> loops;
  for (auto& f : p.functions) collect_loops(*f.body, loops);
  REQUIRE(loops.size() == 1);
  if (getenv("RUNIC_TEST_DUMP")) fprintf(stderr, "%s\n", print_program(p).c_str());
  return rank_loop(*loops[0]);
}

}  // namespace

TEST_CASE("rank_loop: a running count per digit", "[flatten][rowgroup]") {
  auto r = rank_of("let c = seen[d] in (seen with [d] = c + 1, rs with [j] = c)");
  REQUIRE(r);
  CHECK(r->counter == 0);
  CHECK(r->increments == 1);
  // Two increments, one under a condition that does not read the counts,
  // and a read of another counter whose value is only written.
  r = rank_of("let c = seen[d] let seen = seen with [d] = c + 1 "
              "let seen = if d > 3 then let e = seen[0] in seen with [0] = 1 + e else seen "
              "in (seen, rs with [j] = seen[(d + 1) % 16] * 100 + c)");
  REQUIRE(r);
  CHECK(r->increments == 2);
}

TEST_CASE("rank_loop: loops that are not running counts", "[flatten][rowgroup]") {
  // Whether a key counts depends on the counts.
  CHECK(!rank_of("let c = seen[d] in if c < 2 then (seen with [d] = c + 1, rs with [j] = 1) else (seen, rs)"));
  // The digit depends on the counts.
  CHECK(!rank_of("let e = seen[0] let d2 = (d + e) % 16 let c = seen[d2] in (seen with [d2] = c + 1, rs with [j] = c)"));
  // Not an increment by one.
  CHECK(!rank_of("let c = seen[d] in (seen with [d] = c + 2, rs with [j] = c)"));
  // A write elsewhere than at the loop variable.
  CHECK(!rank_of("let c = seen[d] in (seen with [d] = c + 1, rs with [63 - j] = c)"));
  // The other array read too.
  CHECK(!rank_of("let c = seen[d] in (seen with [d] = c + 1, rs with [j] = c + rs[0])"));
}
