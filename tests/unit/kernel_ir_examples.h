// Hand-built Kernel IR programs for the rewrite and backend unit tests
// (SegOps as the flattener produces them): dot product (SegRed over a
// fused map2), a 2-D SegMap, a segmented SegRed, a SegScan, and a few
// host-level constructs.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace runic::kernel_examples {

using namespace ir;

inline SubExp v(const VName& n) { return SubExp::variable(n); }
inline Type f32() { return Type::scalar(PrimType::F32); }
inline Type i32() { return Type::scalar(PrimType::I32); }
inline Type i64() { return Type::scalar(PrimType::I64); }
inline SubExp f32c(double x) { return SubExp::constant(PrimValue::float_value(PrimType::F32, x)); }
inline SubExp i32c(int64_t x) { return SubExp::constant(PrimValue::int_value(PrimType::I32, x)); }

inline Stm let(VName n, Type t, Exp e) { return Stm{{Param{std::move(n), std::move(t)}}, std::move(e), {}}; }

inline Exp bin(BinOp op, PrimType t, SubExp a, SubExp b) {
  Exp e;
  e.kind = Exp::Kind::BinOp;
  e.binop = op;
  e.prim = t;
  e.args = {std::move(a), std::move(b)};
  return e;
}

inline Exp index(const VName& arr, std::vector<SubExp> is, int line = 3) {
  Exp e;
  e.kind = Exp::Kind::Index;
  e.array = arr;
  for (auto& i : is) {
    DimIndex d;
    d.index = i;
    e.dims.push_back(d);
  }
  auto file = std::make_shared<SourceFile>();
  file->path = "test.fut";
  e.loc.file = file;
  e.loc.begin = {line, 7};
  e.loc.end = {line, 12};
  return e;
}

inline BodyPtr body(std::vector<Stm> stms, std::vector<SubExp> res) {
  auto b = std::make_shared<Body>();
  b->stms = std::move(stms);
  b->result = std::move(res);
  return b;
}

inline ReduceOp binop_reduce(BinOp op, PrimType t, SubExp ne, bool comm) {
  ReduceOp r;
  Type ty = Type::scalar(t);
  r.lambda.params = {{"op_a", ty}, {"op_b", ty}};
  r.lambda.body = body({let("op_r", ty, bin(op, t, v("op_a"), v("op_b")))}, {v("op_r")});
  r.lambda.ret = {ty};
  r.neutral = {std::move(ne)};
  r.commutative = comm;
  return r;
}

inline Exp segop(SegKind k, std::vector<std::pair<VName, SubExp>> dims, BodyPtr b, std::vector<Type> ret) {
  Exp e;
  e.kind = Exp::Kind::SegOp;
  e.seg_kind = k;
  e.seg_space.dims = std::move(dims);
  e.bodies = {std::move(b)};
  e.ret = std::move(ret);
  return e;
}

inline Function entry(const std::string& name, std::vector<Param> params, std::vector<Type> ret,
                      std::vector<Stm> stms, std::vector<SubExp> res) {
  Function f;
  f.name = name;
  f.params = std::move(params);
  f.ret = std::move(ret);
  f.body = body(std::move(stms), std::move(res));
  return f;
}

// entry dot (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)
inline Exp dot_segred(bool commutative = true) {
  BodyPtr b = body({let("x", f32(), index("xs", {v("gtid")})), let("y", f32(), index("ys", {v("gtid")})),
                    let("p", f32(), bin(BinOp::Mul, PrimType::F32, v("x"), v("y")))},
                   {v("p")});
  Exp e = segop(SegKind::Red, {{"gtid", v("n")}}, b, {f32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::F32, f32c(0), commutative)};
  return e;
}
inline Function dot_fn() {
  Type arr = f32().array_of(v("n"));
  return entry("dot", {{"xs", arr}, {"ys", arr}}, {f32()}, {let("r", f32(), dot_segred())}, {v("r")});
}

// entry sum_i32 (xs: [n]i32): i32 — non-commutative flag: contiguous chunks.
inline Function sum_i32_fn(bool commutative) {
  Type arr = i32().array_of(v("n"));
  BodyPtr b = body({let("x", i32(), index("xs", {v("gtid")}))}, {v("x")});
  Exp e = segop(SegKind::Red, {{"gtid", v("n")}}, b, {i32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::I32, i32c(0), commutative)};
  return entry(commutative ? "sum" : "sum_nc", {{"xs", arr}}, {i32()}, {let("r", i32(), e)}, {v("r")});
}

// entry outer (xs: [n]f32) (ys: [m]f32): [n][m]f32 = map (\x -> map (\y -> x*y+1) ys) xs
inline Function outer_fn() {
  BodyPtr b = body({let("x", f32(), index("xs", {v("i")})), let("y", f32(), index("ys", {v("j")})),
                    let("p", f32(), bin(BinOp::Mul, PrimType::F32, v("x"), v("y"))),
                    let("q", f32(), bin(BinOp::Add, PrimType::F32, v("p"), f32c(1)))},
                   {v("q")});
  Exp e = segop(SegKind::Map, {{"i", v("n")}, {"j", v("m")}}, b, {f32()});
  Type rt = f32().array_of(v("m")).array_of(v("n"));
  return entry("outer", {{"xs", f32().array_of(v("n"))}, {"ys", f32().array_of(v("m"))}}, {rt},
               {let("r", rt, e)}, {v("r")});
}

// entry rowsums (xss: [n][m]i32): [n]i32 = map (reduce (+) 0) xss
inline Function rowsums_fn() {
  BodyPtr b = body({let("x", i32(), index("xss", {v("i"), v("j")}))}, {v("x")});
  Exp e = segop(SegKind::Red, {{"i", v("n")}, {"j", v("m")}}, b, {i32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::I32, i32c(0), true)};
  Type rt = i32().array_of(v("n"));
  return entry("rowsums", {{"xss", i32().array_of(v("m")).array_of(v("n"))}}, {rt}, {let("r", rt, e)}, {v("r")});
}

// entry psum (xs: [n]i32): [n]i32 = scan (+) 0 (map (*2) xs)
inline Function psum_fn() {
  BodyPtr b = body({let("x", i32(), index("xs", {v("gtid")})),
                    let("y", i32(), bin(BinOp::Mul, PrimType::I32, v("x"), i32c(2)))},
                   {v("y")});
  Exp e = segop(SegKind::Scan, {{"gtid", v("n")}}, b, {i32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::I32, i32c(0), true)};
  Type rt = i32().array_of(v("n"));
  return entry("psum", {{"xs", rt}}, {rt}, {let("r", rt, e)}, {v("r")});
}

// entry rowscan (xss: [n][m]i32): [n][m]i32 = map (scan (+) 0) xss
inline Function rowscan_fn() {
  BodyPtr b = body({let("x", i32(), index("xss", {v("i"), v("j")}))}, {v("x")});
  Exp e = segop(SegKind::Scan, {{"i", v("n")}, {"j", v("m")}}, b, {i32()});
  e.reduces = {binop_reduce(BinOp::Add, PrimType::I32, i32c(0), true)};
  Type rt = i32().array_of(v("m")).array_of(v("n"));
  return entry("rowscan", {{"xss", rt}}, {rt}, {let("r", rt, e)}, {v("r")});
}

// entry get (xs: [n]i32) (i: i64): i32 = xs[i] + (host) division/mod semantics
inline Function host_index_fn() {
  Exp d = bin(BinOp::Div, PrimType::I32, v("x"), i32c(-2));
  Exp m = bin(BinOp::Mod, PrimType::I32, v("x"), i32c(-3));
  return entry("get", {{"xs", i32().array_of(v("n"))}, {"i", i64()}}, {i32(), i32(), i32()},
               {let("x", i32(), index("xs", {v("i")}, 9)), let("d", i32(), d), let("mo", i32(), m)},
               {v("x"), v("d"), v("mo")});
}

// entry divmod (xs: [n]i32): ([n]i32, [n]i32) = map (\x -> (x / -3, x % -3)) xs   (two results)
inline Function divmod_fn() {
  BodyPtr b = body({let("x", i32(), index("xs", {v("gtid")})),
                    let("d", i32(), bin(BinOp::Div, PrimType::I32, v("x"), i32c(-3))),
                    let("m", i32(), bin(BinOp::Mod, PrimType::I32, v("x"), i32c(-3)))},
                   {v("d"), v("m")});
  Exp e = segop(SegKind::Map, {{"gtid", v("n")}}, b, {i32(), i32()});
  Type rt = i32().array_of(v("n"));
  Stm s{{Param{"ds", rt}, Param{"ms", rt}}, e, {}};
  return entry("divmod", {{"xs", rt}}, {rt, rt}, {s}, {v("ds"), v("ms")});
}

// entry divby (xs: [n]i32) (d: i32): [n]i32 = map (\x -> x / d) xs
inline Function divby_fn() {
  Exp dv = bin(BinOp::Div, PrimType::I32, v("x"), v("d"));
  dv.loc = index("xs", {}, 4).loc;
  BodyPtr b = body({let("x", i32(), index("xs", {v("gtid")})), let("q", i32(), dv)}, {v("q")});
  Exp e = segop(SegKind::Map, {{"gtid", v("n")}}, b, {i32()});
  Type rt = i32().array_of(v("n"));
  return entry("divby", {{"xs", rt}, {"d", i32()}}, {rt}, {let("r", rt, e)}, {v("r")});
}

// entry shift (xs: [n]i32) (k: i64): [n]i32 = map (\i -> xs[i+k]) (iota n)
inline Function shift_fn() {
  BodyPtr b = body({let("j", i64(), bin(BinOp::Add, PrimType::I64, v("gtid"), v("k"))),
                    let("x", i32(), index("xs", {v("j")}, 5))},
                   {v("x")});
  Exp e = segop(SegKind::Map, {{"gtid", v("n")}}, b, {i32()});
  Type rt = i32().array_of(v("n"));
  return entry("shift", {{"xs", rt}, {"k", i64()}}, {rt}, {let("r", rt, e)}, {v("r")});
}

inline Program program(std::vector<Function> fs) {
  Program p;
  p.functions = std::move(fs);
  return p;
}

}  // namespace runic::kernel_examples

namespace runic::kernel_examples {

// entry sumcount (xs: [n]f32): (f32, i32) = reduce over pairs: (sum, count of x > 1)
inline Function sumcount_fn(SegKind kind) {
  BodyPtr b = body({let("x", f32(), index("xs", {v("gtid")})),
                    [] {
                      Exp c;
                      c.kind = Exp::Kind::CmpOp;
                      c.cmpop = CmpOp::Gt;
                      c.prim = PrimType::F32;
                      c.args = {v("x"), f32c(1)};
                      return let("big", Type::scalar(PrimType::Bool), c);
                    }(),
                    [] {
                      Exp c;
                      c.kind = Exp::Kind::Convert;
                      c.from = PrimType::Bool;
                      c.prim = PrimType::I32;
                      c.args = {v("big")};
                      return let("one", i32(), c);
                    }()},
                   {v("x"), v("one")});
  Exp e = segop(kind, {{"gtid", v("n")}}, b, {f32(), i32()});
  ReduceOp r;
  r.lambda.params = {{"a1", f32()}, {"a2", i32()}, {"b1", f32()}, {"b2", i32()}};
  r.lambda.body = body({let("s1", f32(), bin(BinOp::Add, PrimType::F32, v("a1"), v("b1"))),
                        let("s2", i32(), bin(BinOp::Add, PrimType::I32, v("a2"), v("b2")))},
                       {v("s1"), v("s2")});
  r.lambda.ret = {f32(), i32()};
  r.neutral = {f32c(0), i32c(0)};
  r.commutative = false;
  e.reduces = {r};
  bool red = kind == SegKind::Red;
  Type t1 = red ? f32() : f32().array_of(v("n")), t2 = red ? i32() : i32().array_of(v("n"));
  Stm s{{Param{"r1", t1}, Param{"r2", t2}}, e, {}};
  return entry(red ? "sumcount" : "scancount", {{"xs", f32().array_of(v("n"))}}, {t1, t2}, {s},
               {v("r1"), v("r2")});
}

// entry host_ops (n: i64) (xss: [a][b]i32): a tour of host-level constructs:
//   is = iota n (from 5, step 3) : [n]i32;  rs = replicate 2 (replicate n 1.5f32);
//   ts = transpose xss;  lit = [7, 8];  cat = concat lit is;  cp = copy cat;
//   cp' = cp with [1] = 42 (in place);  fl = reshape ts to [b*a];
//   loop (acc = 0) for i < n do if acc < 10 then acc + is[i] else acc
//   assert (n >= 0)
inline Function host_ops_fn() {
  std::vector<Stm> ss;
  Exp io;
  io.kind = Exp::Kind::Iota;
  io.prim = PrimType::I32;
  io.args = {v("n"), i32c(5), i32c(3)};
  Type is_t = i32().array_of(v("n"));
  ss.push_back(let("is", is_t, io));
  Exp rep1;
  rep1.kind = Exp::Kind::Replicate;
  rep1.args = {v("n"), f32c(1.5)};
  Type row_t = f32().array_of(v("n"));
  ss.push_back(let("row", row_t, rep1));
  Exp rep2;
  rep2.kind = Exp::Kind::Replicate;
  rep2.args = {SubExp::i64(2), v("row")};
  Type rs_t = row_t.array_of(SubExp::i64(2));
  ss.push_back(let("rs", rs_t, rep2));
  Exp tr;
  tr.kind = Exp::Kind::Rearrange;
  tr.array = "xss";
  tr.perm = {1, 0};
  Type ts_t = i32().array_of(v("a")).array_of(v("b"));
  ss.push_back(let("ts", ts_t, tr));
  Exp lit;
  lit.kind = Exp::Kind::ArrayLit;
  lit.args = {i32c(7), i32c(8)};
  lit.type = i32().array_of(SubExp::i64(2));
  ss.push_back(let("lit", lit.type, lit));
  Exp tot = bin(BinOp::Add, PrimType::I64, v("n"), SubExp::i64(2));
  ss.push_back(let("tot", i64(), tot));
  Exp cat;
  cat.kind = Exp::Kind::Concat;
  cat.arrays = {"lit", "is"};
  cat.args = {v("tot")};
  Type cat_t = i32().array_of(v("tot"));
  ss.push_back(let("cat", cat_t, cat));
  Exp cp;
  cp.kind = Exp::Kind::Copy;
  cp.array = "cat";
  ss.push_back(let("cp", cat_t, cp));
  Exp up;
  up.kind = Exp::Kind::Update;
  up.array = "cp";
  DimIndex d1;
  d1.index = SubExp::i64(1);
  up.dims = {d1};
  up.args = {i32c(42)};
  ss.push_back(let("cp2", cat_t, up));
  Exp ab = bin(BinOp::Mul, PrimType::I64, v("b"), v("a"));
  ss.push_back(let("ab", i64(), ab));
  Exp rs;
  rs.kind = Exp::Kind::Reshape;
  rs.array = "ts";
  rs.args = {v("ab")};
  Type fl_t = i32().array_of(v("ab"));
  ss.push_back(let("fl", fl_t, rs));
  // loop
  Exp lp;
  lp.kind = Exp::Kind::Loop;
  lp.loop_kind = Exp::LoopKind::For;
  lp.prim = PrimType::I64;
  lp.loop_var = "i";
  lp.args = {v("n")};
  lp.merge = {{Param{"acc", i32()}, i32c(0)}};
  {
    Exp lt;
    lt.kind = Exp::Kind::CmpOp;
    lt.cmpop = CmpOp::Lt;
    lt.prim = PrimType::I32;
    lt.args = {v("acc"), i32c(10)};
    Exp iff;
    iff.kind = Exp::Kind::If;
    iff.args = {v("c")};
    iff.bodies = {body({let("el", i32(), index("is", {v("i")}, 20)),
                        let("nx", i32(), bin(BinOp::Add, PrimType::I32, v("acc"), v("el")))},
                       {v("nx")}),
                  body({}, {v("acc")})};
    iff.ret = {i32()};
    lp.bodies = {body({let("c", Type::scalar(PrimType::Bool), lt), let("acc2", i32(), iff)}, {v("acc2")})};
  }
  lp.ret = {i32()};
  ss.push_back(let("sum", i32(), lp));
  Exp ge;
  ge.kind = Exp::Kind::CmpOp;
  ge.cmpop = CmpOp::Ge;
  ge.prim = PrimType::I64;
  ge.args = {v("n"), SubExp::i64(1)};
  ss.push_back(let("pos", Type::scalar(PrimType::Bool), ge));
  Exp as;
  as.kind = Exp::Kind::Assert;
  as.args = {v("pos")};
  as.message = "n must be positive";
  as.loc = index("is", {}, 30).loc;
  ss.push_back(let("unit", Type::scalar(PrimType::Bool), as));
  return entry("host_ops", {{"n", i64()}, {"xss", i32().array_of(v("b")).array_of(v("a"))}},
               {rs_t, ts_t, cat_t, fl_t, i32()}, ss, {v("rs"), v("ts"), v("cp2"), v("fl"), v("sum")});
}

}  // namespace runic::kernel_examples
