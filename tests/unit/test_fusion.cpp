// Unit tests of fusion/ (PLDI'17 section 4): hand-built Core IR, construct
// counts after the pass, and interpreter results before and after.
#include <catch2/catch.hpp>

#include "flatten/flatten.h"
#include "fusion/fusion.h"
#include "ir/check.h"
#include "ir_builders.h"

using namespace runic;
using namespace runic::testing;

namespace {

struct Case {
  Program before, after;
};

Case fuse_case(Program p) {
  check_program(p, "test input");
  Case c{p, fuse(p)};
  check_program(c.after, "fuse");
  INFO(print_program(c.after));
  return c;
}

void same_results(const Case& c, const Values& args) {
  INFO("before:\n" << print_program(c.before) << "after:\n" << print_program(c.after));
  CHECK(run(c.before, args) == run(c.after, args));
}

Values small_vector() {
  Values v;
  v.add_i32({5}, {3, -1, 4, 1, 5});
  return v;
}

}  // namespace

TEST_CASE("fusion: map . map becomes one map", "[fusion]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(1)));
  VName zs = b.bind("zs", arr(t_i32(), var(n)), map_binop(var(n), ys, BinOp::Mul, i32c(2)));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(zs)})));
  CHECK(count_constructs(c.before)["Screma"] == 2);
  CHECK(count_constructs(c.after)["Screma"] == 1);
  CHECK(count_constructs(c.after)["map"] == 1);
  same_results(c, small_vector());
}

TEST_CASE("fusion: reduce . map becomes a redomap", "[fusion]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName r = b.bind("r", t_i32(),
                   screma(var(n), {ys}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32()}, b.finish({var(r)})));
  auto k = count_constructs(c.after);
  CHECK(k["Screma"] == 1);
  CHECK(k["redomap"] == 1);
  // The fused Screma reads xs directly: no intermediate array.
  CHECK(c.after.functions[0].body->stms[0].exp.arrays == std::vector<VName>{xs});
  same_results(c, small_vector());
}

TEST_CASE("fusion: scan . map . map becomes one scanomap", "[fusion]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName zs = b.bind("zs", arr(t_i32(), var(n)), map_binop(var(n), ys, BinOp::Sub, i32c(1)));
  VName s = b.bind("s", arr(t_i32(), var(n)),
                   screma(var(n), {zs}, identity({t_i32()}), {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(s)})));
  auto k = count_constructs(c.after);
  CHECK(k["Screma"] == 1);
  CHECK(k["scanomap"] == 1);
  same_results(c, small_vector());
}

TEST_CASE("fusion: map2 with a shared input and a producer", "[fusion]") {
  // zs = map2 (+) xs (map (*2) xs): the fused map reads xs once.
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(2)));
  Lambda add = lambda({t_i32(), t_i32()}, {t_i32()}, [](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
    return {var(lb.bind("s", t_i32(), binop(BinOp::Add, PrimType::I32, var(ps[0]), var(ps[1]))))};
  });
  VName zs = b.bind("zs", arr(t_i32(), var(n)), screma(var(n), {xs, ys}, add));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(zs)})));
  CHECK(count_constructs(c.after)["Screma"] == 1);
  CHECK(c.after.functions[0].body->stms[0].exp.arrays == std::vector<VName>{xs});
  same_results(c, small_vector());
}

TEST_CASE("fusion: a producer also used later is kept as an extra output", "[fusion]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(7)));
  VName r = b.bind("r", t_i32(),
                   screma(var(n), {ys}, identity({t_i32()}), {}, {binop_op(BinOp::Max, PrimType::I32, i32c(-1000))}));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32(), arr(t_i32(), var(n))},
                             b.finish({var(r), var(ys)})));
  auto k = count_constructs(c.after);
  CHECK(k["Screma"] == 1);
  CHECK(c.after.functions[0].body->stms[0].pat.size() == 2);
  same_results(c, small_vector());
}

TEST_CASE("fusion: no fusion when the consumer indexes the producer", "[fusion]") {
  // zs = map (\x -> x + ys[0]) xs  where ys = map (+1) xs
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(1)));
  Lambda f = lambda({t_i32()}, {t_i32()}, [&](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
    Exp ix;
    ix.kind = Exp::Kind::Index;
    ix.array = ys;
    DimIndex d;
    d.index = i64c(0);
    ix.dims = {d};
    VName y0 = lb.bind("y0", t_i32(), ix);
    return {var(lb.bind("s", t_i32(), binop(BinOp::Add, PrimType::I32, var(ps[0]), var(y0))))};
  });
  VName zs = b.bind("zs", arr(t_i32(), var(n)), screma(var(n), {xs}, f));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n))}, b.finish({var(zs)})));
  CHECK(count_constructs(c.after)["Screma"] == 2);
  same_results(c, small_vector());
}

TEST_CASE("fusion: no fusion across an in-place update of the producer's input", "[fusion]") {
  // ys = map (+1) xs' ; xs'' = xs' with [0] = 9 ; zs = map (*2) ys
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  Exp cp;
  cp.kind = Exp::Kind::Copy;
  cp.array = xs;
  VName xc = b.bind("xc", arr(t_i32(), var(n)), cp);
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xc, BinOp::Add, i32c(1)));
  Exp up;
  up.kind = Exp::Kind::Update;
  up.array = xc;
  DimIndex d;
  d.index = i64c(0);
  up.dims = {d};
  up.args = {i32c(9)};
  VName xu = b.bind("xu", arr(t_i32(), var(n)), up);
  VName zs = b.bind("zs", arr(t_i32(), var(n)), map_binop(var(n), ys, BinOp::Mul, i32c(2)));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {arr(t_i32(), var(n)), arr(t_i32(), var(n))},
                             b.finish({var(zs), var(xu)})));
  CHECK(count_constructs(c.after)["Screma"] == 2);
  same_results(c, small_vector());
}

TEST_CASE("fusion: inside lambda bodies (map of reduce . map)", "[fusion]") {
  // map (\row -> reduce (+) 0 (map2 (*) row v)) m
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
  Case c = fuse_case(program({{m, arr(arr(t_i32(), var(k)), var(n))}, {v, arr(t_i32(), var(k))}},
                             {arr(t_i32(), var(n))}, b.finish({var(r)})));
  auto cnt = count_constructs(c.after);
  CHECK(cnt["Screma"] == 2);
  CHECK(cnt["redomap"] == 1);
  Values args;
  args.add_i32({3, 2}, {1, 2, 3, 4, 5, 6});
  args.add_i32({2}, {10, -1});
  same_results(c, args);
}

TEST_CASE("fusion: horizontal fusion of independent reductions and maps", "[fusion]") {
  // (reduce (+) 0 (map (*3) xs), reduce max (map (+1) xs), map (-1) xs, map (*7) xs)
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName a = b.bind("a", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName c2 = b.bind("c", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, i32c(1)));
  VName s = b.bind("s", t_i32(),
                   screma(var(n), {a}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  VName m = b.bind("m", t_i32(),
                   screma(var(n), {c2}, identity({t_i32()}), {}, {binop_op(BinOp::Max, PrimType::I32, i32c(-99))}));
  VName d = b.bind("d", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Sub, i32c(1)));
  VName e = b.bind("e", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(7)));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}},
                             {t_i32(), t_i32(), arr(t_i32(), var(n)), arr(t_i32(), var(n))},
                             b.finish({var(s), var(m), var(d), var(e)})));
  auto k = count_constructs(c.after);
  CHECK(k["Screma"] == 2);
  CHECK(k["redomap"] == 1);
  CHECK(k["map"] == 1);
  same_results(c, small_vector());
  // Flattened: one SegRed (with a combined operator) and one SegMap.
  Program flat = flatten(c.after);
  check_program(flat, "flatten");
  auto kf = count_constructs(flat);
  CHECK(kf["SegRed"] == 1);
  CHECK(kf["SegMap"] == 1);
  CHECK(kf["SegOp"] == 2);
  CHECK(run(c.before, small_vector()) == run(flat, small_vector()));
}

TEST_CASE("fusion: no horizontal fusion across a dependence", "[fusion]") {
  // s = reduce (+) 0 xs ; t = reduce (+) 0 (map (+s) xs): t depends on s.
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName s = b.bind("s", t_i32(),
                   screma(var(n), {xs}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Add, var(s)));
  VName t = b.bind("t", t_i32(),
                   screma(var(n), {ys}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32()}, b.finish({var(t)})));
  CHECK(count_constructs(c.after)["Screma"] == 2);
  same_results(c, small_vector());
}

// ---- filter fusion (fusion/fuse_filter.cpp), from source ----

#include "frontend/parser.h"
#include "ir/simplify.h"
#include "typecheck/typecheck.h"

namespace {

Case filter_case(const std::string& text) {
  auto file = std::make_shared<SourceFile>(SourceFile{"test.fut", text});
  auto checked = typecheck(parse_program(file));
  return fuse_case(ir::simplify(elaborate(*checked)));
}

}  // namespace

TEST_CASE("fusion: reduce over a filter becomes one redomap (no scan, no scatter)", "[fusion][filter]") {
  Case c = filter_case("def main (xs: []i32): i32 = reduce (+) 0 (filter (> 1) xs)");
  auto before = count_constructs(c.before), after = count_constructs(c.after);
  CHECK(before["Scatter"] == 1);
  CHECK(after["Scatter"] == 0);
  CHECK(after["Screma"] == 1);
  CHECK(after["redomap"] == 1);
  same_results(c, small_vector());
}

TEST_CASE("fusion: filter of a filter is one filter (one scan, one scatter)", "[fusion][filter]") {
  Case c = filter_case("def main (xs: []i32): []i32 = filter (\\x -> x % 2 == 1) (filter (> 1) xs)");
  auto before = count_constructs(c.before), after = count_constructs(c.after);
  CHECK(before["Scatter"] == 2);
  CHECK(after["Scatter"] == 1);
  same_results(c, small_vector());
}

TEST_CASE("fusion: a filtered array used twice is not fused into its reduction", "[fusion][filter]") {
  Case c = filter_case("def main (xs: []i32): (i32, []i32) = let ys = filter (> 1) xs in (reduce (+) 0 ys, ys)");
  CHECK(count_constructs(c.after)["Scatter"] == 1);
  same_results(c, small_vector());
}
