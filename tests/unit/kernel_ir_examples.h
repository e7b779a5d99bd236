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

inline Program program(std::vector<Function> fs) {
  Program p;
  p.functions = std::move(fs);
  return p;
}

}  // namespace runic::kernel_examples
