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

// ---- streams (PLDI'17 Figures 8 and 9; fusion/fuse_stream.cpp) ----
namespace {

// A stream over one i32 array `xs` of width n: the chunk function gets
// (m, accs..., chunk: [m]i32); `body` builds its results from their names.
Exp stream(Exp::StreamKind kind, SubExp n, const VName& xs, std::vector<SubExp> accs, std::vector<Type> acc_types,
           std::vector<Type> chunk_ret,
           const std::function<std::vector<SubExp>(Builder&, const VName& m, const std::vector<VName>& accs,
                                                   const VName& chunk)>& body,
           std::optional<ReduceOp> op = std::nullopt) {
  Exp e;
  e.kind = Exp::Kind::Stream;
  e.stream_kind = kind;
  e.args = {std::move(n)};
  for (auto& a : accs) e.args.push_back(a);
  e.arrays = {xs};
  VName m = fresh_name("m");
  Lambda& l = e.map_lambda;
  l.params.push_back(Param{m, t_i64()});
  std::vector<VName> acc_names;
  for (auto& t : acc_types) {
    acc_names.push_back(fresh_name("acc"));
    l.params.push_back(Param{acc_names.back(), t});
  }
  VName c = fresh_name("chunk");
  l.params.push_back(Param{c, arr(t_i32(), var(m))});
  Builder b;
  auto res = body(b, m, acc_names, c);
  l.body = b.finish(res);
  l.ret = acc_types;
  for (auto& t : chunk_ret) l.ret.push_back(t.array_of(var(m)));
  if (op) {
    op->neutral.clear();
    e.reduces = {*op};
  }
  return e;
}

// stream_map (\m c -> map (+k) c)
Exp stream_map_add(SubExp n, const VName& xs, int k) {
  return stream(Exp::StreamKind::Map, n, xs, {}, {}, {t_i32()},
                [&](Builder& b, const VName& m, const std::vector<VName>&, const VName& c) -> std::vector<SubExp> {
                  return {var(b.bind("ys", arr(t_i32(), var(m)), map_binop(var(m), c, BinOp::Add, i32c(k))))};
                });
}

// stream_red op (\m a c -> reduce op ne c) ne
Exp stream_red(SubExp n, const VName& xs, BinOp op, int ne) {
  return stream(Exp::StreamKind::Red, n, xs, {i32c(ne)}, {t_i32()}, {},
                [&](Builder& b, const VName& m, const std::vector<VName>&, const VName& c) -> std::vector<SubExp> {
                  return {var(b.bind("r", t_i32(),
                                     screma(var(m), {c}, identity({t_i32()}), {}, {binop_op(op, PrimType::I32, i32c(ne))})))};
                },
                binop_op(op, PrimType::I32, i32c(ne)));
}

// stream_seq (\m a c -> (a + reduce (+) 0 c, map (+a) (scan (+) 0 c))) 0:
// the total and the inclusive prefix sums (the same for any partitioning).
Exp stream_seq_running(SubExp n, const VName& xs) {
  return stream(Exp::StreamKind::Seq, n, xs, {i32c(0)}, {t_i32()}, {t_i32()},
                [&](Builder& b, const VName& m, const std::vector<VName>& a, const VName& c) -> std::vector<SubExp> {
                  VName s = b.bind("s", t_i32(),
                                   screma(var(m), {c}, identity({t_i32()}), {}, {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
                  VName a2 = b.bind("a", t_i32(), binop(BinOp::Add, PrimType::I32, var(a[0]), var(s)));
                  VName sc = b.bind("sc", arr(t_i32(), var(m)),
                                    screma(var(m), {c}, identity({t_i32()}), {binop_op(BinOp::Add, PrimType::I32, i32c(0))}));
                  VName ys = b.bind("ys", arr(t_i32(), var(m)),
                                    screma(var(m), {sc}, lambda({t_i32()}, {t_i32()},
                                                               [&](Builder& lb, const std::vector<VName>& ps) -> std::vector<SubExp> {
                                                                 return {var(lb.bind("y", t_i32(), binop(BinOp::Add, PrimType::I32, var(ps[0]), var(a[0]))))};
                                                               })));
                  return {var(a2), var(ys)};
                });
}

Values longer_vector() {
  Values v;
  v.add_i32({11}, {3, -1, 4, 1, 5, 9, -2, 6, 5, 3, 5});
  return v;
}

// Results after fusion, stream lowering and flattening equal the input's.
void same_results_lowered(const Case& c, const Values& args) {
  Program lowered = lower_streams(c.after);
  check_program(lowered, "lower-streams");
  CHECK(count_constructs(lowered)["Stream"] == 0);
  Program flat = flatten(lowered);
  check_program(flat, "flatten");
  INFO("lowered:\n" << print_program(lowered));
  CHECK(run(c.before, args) == run(lowered, args));
  CHECK(run(c.before, args) == run(flat, args));
}

}  // namespace

TEST_CASE("streams: the interpreter runs a stream in several unequal chunks", "[fusion][streams]") {
  // stream_seq (\m (k, big) c -> (k + 1, max big m)) (0, 0) xs: how many
  // chunks, and the largest.
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  auto r = b.bind_many({{"k", t_i64()}, {"big", t_i64()}},
                       stream(Exp::StreamKind::Seq, var(n), xs, {i64c(0), i64c(0)}, {t_i64(), t_i64()}, {},
                              [&](Builder& lb, const VName& m, const std::vector<VName>& a, const VName&) -> std::vector<SubExp> {
                                VName k = lb.bind("k", t_i64(), binop(BinOp::Add, PrimType::I64, var(a[0]), i64c(1)));
                                VName big = lb.bind("big", t_i64(), binop(BinOp::Max, PrimType::I64, var(a[1]), var(m)));
                                return {var(k), var(big)};
                              }));
  Program p = program({{xs, arr(t_i32(), var(n))}}, {t_i64(), t_i64()}, b.finish({var(r[0]), var(r[1])}));
  check_program(p, "test input");
  // 11 elements: chunks of 1, 3, 2, 4, 1.
  CHECK(run(p, longer_vector()) == "5i64\n4i64\n");
}

TEST_CASE("streams: F6 fuses stream_map into stream_red (producer-consumer)", "[fusion][streams]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), stream_map_add(var(n), xs, 1));
  VName r = b.bind("r", t_i32(), stream_red(var(n), ys, BinOp::Add, 0));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32()}, b.finish({var(r)})));
  CHECK(count_constructs(c.before)["Stream"] == 2);
  CHECK(count_constructs(c.after)["Stream"] == 1);
  CHECK(count_constructs(c.after)["stream_red"] == 1);
  same_results(c, longer_vector());
  same_results_lowered(c, longer_vector());
}

TEST_CASE("streams: F6 fuses independent stream_reds horizontally, tupling the operators", "[fusion][streams]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName s = b.bind("s", t_i32(), stream_red(var(n), xs, BinOp::Add, 0));
  VName m = b.bind("m", t_i32(), stream_red(var(n), xs, BinOp::Max, -1000));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32(), t_i32()}, b.finish({var(s), var(m)})));
  auto k = count_constructs(c.after);
  CHECK(k["stream_red"] == 1);
  CHECK(k["Stream"] == 1);
  same_results(c, longer_vector());
  same_results_lowered(c, longer_vector());
}

TEST_CASE("streams: F7 fuses stream_seq into stream_seq", "[fusion][streams]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  auto r1 = b.bind_many({{"a", t_i32()}, {"ys", arr(t_i32(), var(n))}}, stream_seq_running(var(n), xs));
  auto r2 = b.bind_many({{"b", t_i32()}, {"zs", arr(t_i32(), var(n))}}, stream_seq_running(var(n), r1[1]));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32(), t_i32(), arr(t_i32(), var(n))},
                             b.finish({var(r1[0]), var(r2[0]), var(r2[1])})));
  CHECK(count_constructs(c.before)["stream_seq"] == 2);
  CHECK(count_constructs(c.after)["stream_seq"] == 1);
  same_results(c, longer_vector());
  same_results_lowered(c, longer_vector());
}

TEST_CASE("streams: a parallel stream is never fused with a sequential one", "[fusion][streams]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), stream_map_add(var(n), xs, 1));
  auto r = b.bind_many({{"a", t_i32()}, {"zs", arr(t_i32(), var(n))}}, stream_seq_running(var(n), ys));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32(), arr(t_i32(), var(n))},
                             b.finish({var(r[0]), var(r[1])})));
  CHECK(count_constructs(c.after)["Stream"] == 2);
  same_results(c, longer_vector());
  same_results_lowered(c, longer_vector());
}

TEST_CASE("streams: F1 then F6 fuse a map into a stream_red; F3 a reduce next to a stream_map", "[fusion][streams]") {
  VName n = fresh_name("n"), xs = fresh_name("xs");
  Builder b;
  VName ys = b.bind("ys", arr(t_i32(), var(n)), map_binop(var(n), xs, BinOp::Mul, i32c(3)));
  VName r = b.bind("r", t_i32(), stream_red(var(n), ys, BinOp::Add, 0));
  VName zs = b.bind("zs", arr(t_i32(), var(n)), stream_map_add(var(n), xs, 5));
  VName t = b.bind("t", t_i32(),
                   screma(var(n), {zs}, identity({t_i32()}), {}, {binop_op(BinOp::Max, PrimType::I32, i32c(-1000))}));
  Case c = fuse_case(program({{xs, arr(t_i32(), var(n))}}, {t_i32(), t_i32()}, b.finish({var(r), var(t)})));
  // All four become one stream_red (the map and the reduce first become
  // streams, F1/F3; then F6 vertically and horizontally).
  CHECK(c.after.functions[0].body->stms.size() == 1);
  CHECK(count_constructs(c.after)["stream_red"] == 1);
  same_results(c, longer_vector());
  same_results_lowered(c, longer_vector());
}
