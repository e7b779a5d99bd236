// Unit tests of ir/: primitive semantics (prim.cpp), the IR printer, the
// reference interpreter on hand-built IR (map/reduce/scan, loops, if,
// indexing and slices, iota/replicate, SegOps incl. 2-D segmented
// reductions), the simplifier (results unchanged, folding happens) and the
// IR checker.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>
#include <vector>

#include "ir/check.h"
#include "ir/interpreter.h"
#include "ir/ir.h"
#include "ir/simplify.h"

using namespace runic;
using namespace runic::ir;

namespace {

// ---- builders ----
SubExp v(const std::string& n) { return SubExp::variable(n); }
SubExp ci32(int32_t x) { return SubExp::constant(PrimValue::int_value(PrimType::I32, x)); }
SubExp ci64(int64_t x) { return SubExp::i64(x); }
SubExp cf32(double x) { return SubExp::constant(PrimValue::float_value(PrimType::F32, x)); }

Type sc(PrimType t) { return Type::scalar(t); }
Type arr(PrimType t, std::vector<SubExp> shape) { return Type{t, std::move(shape), false}; }
Param par(const std::string& n, Type t) { return Param{n, std::move(t)}; }

Exp e_sub(SubExp s) {
  Exp e;
  e.kind = Exp::Kind::SubExp;
  e.args = {std::move(s)};
  return e;
}
Exp e_bin(BinOp op, PrimType t, SubExp a, SubExp b) {
  Exp e;
  e.kind = Exp::Kind::BinOp;
  e.binop = op;
  e.prim = t;
  e.args = {std::move(a), std::move(b)};
  return e;
}
Exp e_cmp(CmpOp op, PrimType t, SubExp a, SubExp b) {
  Exp e;
  e.kind = Exp::Kind::CmpOp;
  e.cmpop = op;
  e.prim = t;
  e.args = {std::move(a), std::move(b)};
  return e;
}
Exp e_iota(SubExp n, PrimType t = PrimType::I64) {
  Exp e;
  e.kind = Exp::Kind::Iota;
  e.prim = t;
  e.args = {std::move(n), SubExp::constant(PrimValue::int_value(t, 0)),
            SubExp::constant(PrimValue::int_value(t, 1))};
  return e;
}
Exp e_index(const std::string& a, std::vector<DimIndex> dims) {
  Exp e;
  e.kind = Exp::Kind::Index;
  e.array = a;
  e.dims = std::move(dims);
  return e;
}
DimIndex ix(SubExp i) {
  DimIndex d;
  d.index = std::move(i);
  return d;
}
DimIndex sl(int64_t start, int64_t count, int64_t stride) {
  DimIndex d;
  d.is_slice = true;
  d.start = ci64(start);
  d.count = ci64(count);
  d.stride = ci64(stride);
  return d;
}

Stm let(std::vector<Param> pat, Exp e) { return Stm{std::move(pat), std::move(e), {}}; }
Stm let1(const std::string& n, Type t, Exp e) { return let({par(n, std::move(t))}, std::move(e)); }

BodyPtr body(std::vector<Stm> stms, std::vector<SubExp> res) {
  return std::make_shared<Body>(Body{std::move(stms), std::move(res)});
}

// \(x: t, y: t) -> x op y
Lambda binop_lambda(BinOp op, PrimType t) {
  std::string a = fresh_name("a"), b = fresh_name("b"), r = fresh_name("r");
  Lambda l;
  l.params = {par(a, sc(t)), par(b, sc(t))};
  l.body = body({let1(r, sc(t), e_bin(op, t, v(a), v(b)))}, {v(r)});
  l.ret = {sc(t)};
  return l;
}
Lambda identity_lambda(PrimType t) {
  std::string x = fresh_name("x");
  Lambda l;
  l.params = {par(x, sc(t))};
  l.body = body({}, {v(x)});
  l.ret = {sc(t)};
  return l;
}
ReduceOp red_op(BinOp op, PrimType t, SubExp ne) {
  ReduceOp r;
  r.lambda = binop_lambda(op, t);
  r.neutral = {std::move(ne)};
  return r;
}

Function entry(const std::string& name, std::vector<Param> params, std::vector<Type> ret, BodyPtr b) {
  Function f;
  f.name = name;
  f.params = std::move(params);
  f.ret = std::move(ret);
  f.body = std::move(b);
  return f;
}

// ---- values ----
rn_value vec_i32(std::vector<int32_t> xs) {
  rn_value r{};
  int64_t n = (int64_t)xs.size();
  REQUIRE(rn_value_alloc(&r, RN_I32, 1, &n) == 0);
  if (n) std::memcpy(r.data, xs.data(), xs.size() * 4);
  return r;
}
rn_value vec_f32(std::vector<float> xs) {
  rn_value r{};
  int64_t n = (int64_t)xs.size();
  REQUIRE(rn_value_alloc(&r, RN_F32, 1, &n) == 0);
  if (n) std::memcpy(r.data, xs.data(), xs.size() * 4);
  return r;
}
rn_value scalar_i64(int64_t x) {
  rn_value r{};
  REQUIRE(rn_value_alloc(&r, RN_I64, 0, nullptr) == 0);
  std::memcpy(r.data, &x, 8);
  return r;
}
template <typename T>
std::vector<T> elems(const rn_value& r) {
  int64_t n = rn_value_elems(&r);
  std::vector<T> out((size_t)n);
  if (n) std::memcpy(out.data(), r.data, (size_t)n * sizeof(T));
  return out;
}

struct Run {
  std::vector<rn_value> out;
  Run(const Program& p, std::vector<rn_value> args, const std::string& e = "main") {
    try {
      out = interpret(p, e, args);
    } catch (...) {
      for (auto& a : args) rn_value_free(&a);
      throw;
    }
    for (auto& a : args) rn_value_free(&a);
  }
  ~Run() {
    for (auto& o : out) rn_value_free(&o);
  }
};

Program one(Function f) { return Program{{std::move(f)}}; }

// sum (map (*2) xs) with xs: [n]i32, also returning the mapped array.
Program map_reduce_program() {
  std::string n = fresh_name("n"), xs = fresh_name("xs"), ys = fresh_name("ys"), s = fresh_name("s");
  std::string x = fresh_name("x"), y = fresh_name("y");
  Exp map;
  map.kind = Exp::Kind::Screma;
  map.args = {v(n)};
  map.arrays = {xs};
  map.map_lambda.params = {par(x, sc(PrimType::I32))};
  map.map_lambda.body = body({let1(y, sc(PrimType::I32), e_bin(BinOp::Mul, PrimType::I32, v(x), ci32(2)))}, {v(y)});
  map.map_lambda.ret = {sc(PrimType::I32)};
  Exp red;
  red.kind = Exp::Kind::Screma;
  red.args = {v(n)};
  red.arrays = {ys};
  red.map_lambda = identity_lambda(PrimType::I32);
  red.reduces = {red_op(BinOp::Add, PrimType::I32, ci32(0))};
  return one(entry("main", {par(xs, arr(PrimType::I32, {v(n)}))}, {sc(PrimType::I32), arr(PrimType::I32, {v(n)})},
                   body({let1(ys, arr(PrimType::I32, {v(n)}), map), let1(s, sc(PrimType::I32), red)}, {v(s), v(ys)})));
}

}  // namespace

// ===========================================================================
// prim

TEST_CASE("prim: integer arithmetic wraps", "[ir]") {
  auto i8 = [](int64_t x) { return PrimValue::int_value(PrimType::I8, x); };
  CHECK(eval_binop(BinOp::Add, PrimType::I8, i8(127), i8(1))->as_i64() == -128);
  CHECK(eval_binop(BinOp::Mul, PrimType::I8, i8(16), i8(16))->as_i64() == 0);
  auto u8 = [](uint64_t x) { return PrimValue::uint_value(PrimType::U8, x); };
  CHECK(eval_binop(BinOp::Sub, PrimType::U8, u8(0), u8(1))->as_u64() == 255);
  CHECK(PrimValue::int_value(PrimType::I32, 0x100000000LL + 5).as_i64() == 5);
}

TEST_CASE("prim: floor division and modulo, truncating quot and rem", "[ir]") {
  auto i = [](int64_t x) { return PrimValue::int_value(PrimType::I32, x); };
  auto t = PrimType::I32;
  CHECK(eval_binop(BinOp::Div, t, i(-7), i(2))->as_i64() == -4);
  CHECK(eval_binop(BinOp::Mod, t, i(-7), i(2))->as_i64() == 1);
  CHECK(eval_binop(BinOp::Mod, t, i(7), i(-2))->as_i64() == -1);
  CHECK(eval_binop(BinOp::Quot, t, i(-7), i(2))->as_i64() == -3);
  CHECK(eval_binop(BinOp::Rem, t, i(-7), i(2))->as_i64() == -1);
  CHECK_FALSE(eval_binop(BinOp::Div, t, i(1), i(0)).has_value());
  CHECK(eval_binop(BinOp::Div, t, i(INT32_MIN), i(-1))->as_i64() == INT32_MIN);
  CHECK(eval_binop(BinOp::Pow, t, i(3), i(4))->as_i64() == 81);
  CHECK(eval_binop(BinOp::Shr, t, i(-8), i(1))->as_i64() == -4);
  CHECK(eval_binop(BinOp::LShr, t, i(-8), i(28))->as_i64() == 15);
  auto u = [](uint64_t x) { return PrimValue::uint_value(PrimType::U32, x); };
  CHECK(eval_binop(BinOp::Div, PrimType::U32, u(0xffffffffu), u(2))->as_u64() == 0x7fffffffu);
}

TEST_CASE("prim: conversions", "[ir]") {
  auto f = PrimValue::float_value(PrimType::F32, -3.7);
  CHECK(eval_convert(PrimType::I32, f).as_i64() == -3);
  CHECK(eval_convert(PrimType::I8, PrimValue::float_value(PrimType::F64, 1e10)).as_i64() == 127);
  CHECK(eval_convert(PrimType::I32, PrimValue::float_value(PrimType::F64, std::nan(""))).as_i64() == 0);
  CHECK(eval_convert(PrimType::U8, PrimValue::float_value(PrimType::F64, -5)).as_u64() == 0);
  CHECK(eval_convert(PrimType::Bool, PrimValue::int_value(PrimType::I32, 7)).as_bool());
  CHECK(eval_convert(PrimType::I32, PrimValue::bool_value(true)).as_i64() == 1);
  CHECK(eval_convert(PrimType::I64, PrimValue::int_value(PrimType::I8, -1)).as_i64() == -1);
  CHECK(eval_convert(PrimType::U64, PrimValue::int_value(PrimType::I8, -1)).as_u64() == 0xffffffffffffffffull);
  CHECK(eval_convert(PrimType::I64, PrimValue::uint_value(PrimType::U8, 255)).as_i64() == 255);
  CHECK(eval_convert(PrimType::F32, PrimValue::int_value(PrimType::I32, 16777217)).f == 16777216.0);
  CHECK(PrimValue::float_value(PrimType::F16, 0.1).f == Approx(0.0999755859375));
}

TEST_CASE("prim: value printing", "[ir]") {
  CHECK(prim_value_str(PrimValue::int_value(PrimType::I32, 5)) == "5i32");
  CHECK(prim_value_str(PrimValue::int_value(PrimType::I64, -3)) == "-3i64");
  CHECK(prim_value_str(PrimValue::uint_value(PrimType::U8, 255)) == "255u8");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F32, 1.5)) == "1.5f32");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F64, 1.0)) == "1.0f64");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F32, 0.1)) == "0.1f32");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F64, 0.1)) == "0.1f64");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F32, std::nan(""))) == "f32.nan");
  CHECK(prim_value_str(PrimValue::float_value(PrimType::F64, -INFINITY)) == "-f64.inf");
  CHECK(prim_value_str(PrimValue::bool_value(true)) == "true");
  CHECK(int_literal_fits(PrimType::I8, "128", true));
  CHECK_FALSE(int_literal_fits(PrimType::I8, "128", false));
  CHECK(int_literal_fits(PrimType::U64, "18446744073709551615", false));
  CHECK_FALSE(int_literal_fits(PrimType::U64, "18446744073709551616", false));
  CHECK_FALSE(int_literal_fits(PrimType::U8, "1", true));
}

TEST_CASE("prim: math functions", "[ir]") {
  PrimValue x = PrimValue::float_value(PrimType::F32, 2.0);
  CHECK(eval_primfun("sqrt", PrimType::F32, &x, 1)->f == Approx(1.41421356));
  CHECK(eval_primfun("isnan", PrimType::F32, &x, 1)->type == PrimType::Bool);
  PrimValue i = PrimValue::int_value(PrimType::I32, 0xf0);
  CHECK(eval_primfun("popc", PrimType::I32, &i, 1)->as_i64() == 4);
  CHECK(eval_primfun("clz", PrimType::I32, &i, 1)->as_i64() == 24);
  CHECK(eval_primfun("ctz", PrimType::I32, &i, 1)->as_i64() == 4);
  CHECK(primfun_result("isinf", PrimType::F64) == PrimType::Bool);
  CHECK_FALSE(eval_primfun("nosuch", PrimType::F32, &x, 1).has_value());
}

// ===========================================================================
// printer and names

TEST_CASE("ir: fresh names and printing", "[ir]") {
  std::string a = fresh_name("xs_17");
  CHECK(a.rfind("xs_", 0) == 0);
  CHECK(a != "xs_17");
  CHECK(fresh_name("xs") != fresh_name("xs"));
  Type t = arr(PrimType::F32, {v("n_3"), ci64(4)});
  CHECK(type_str(t) == "[n_3][4]f32");
  CHECK(type_str(t.row()) == "[4]f32");
  CHECK(type_str(t.row().array_of(v("m"))) == "[m][4]f32");
  std::string text = print_program(map_reduce_program());
  CHECK(text.find("map(") != std::string::npos);
  CHECK(text.find("reduce(") != std::string::npos);
  CHECK(text.find("entry main") != std::string::npos);
}

// ===========================================================================
// interpreter

TEST_CASE("interpreter: map and reduce", "[ir]") {
  Program p = map_reduce_program();
  Run r(p, {vec_i32({1, 2, 3, 4})});
  REQUIRE(r.out.size() == 2);
  CHECK(elems<int32_t>(r.out[0]) == std::vector<int32_t>{20});
  CHECK(r.out[0].rank == 0);
  CHECK(elems<int32_t>(r.out[1]) == std::vector<int32_t>{2, 4, 6, 8});
  Run empty(p, {vec_i32({})});
  CHECK(elems<int32_t>(empty.out[0]) == std::vector<int32_t>{0});
  CHECK(empty.out[1].rank == 1);
  CHECK(empty.out[1].shape[0] == 0);
}

TEST_CASE("interpreter: argument type errors", "[ir]") {
  Program p = map_reduce_program();
  CHECK_THROWS_AS(Run(p, {vec_f32({1.0f})}), RuntimeError);
  CHECK_THROWS_AS(Run(p, {}), RuntimeError);
  CHECK_THROWS_AS(Run(p, {vec_i32({1})}, "nosuch"), RuntimeError);
}

TEST_CASE("interpreter: scan and scanomap", "[ir]") {
  std::string n = fresh_name("n"), xs = fresh_name("xs"), ys = fresh_name("ys"), zs = fresh_name("zs");
  std::string x = fresh_name("x"), y = fresh_name("y");
  Exp scan;
  scan.kind = Exp::Kind::Screma;
  scan.args = {v(n)};
  scan.arrays = {xs};
  scan.map_lambda = identity_lambda(PrimType::I32);
  scan.scans = {red_op(BinOp::Add, PrimType::I32, ci32(0))};
  // scanomap: the map squares, the scan takes the max, the map also outputs x+1.
  Exp som;
  som.kind = Exp::Kind::Screma;
  som.args = {v(n)};
  som.arrays = {xs};
  std::string sq = fresh_name("sq"), p1 = fresh_name("p1");
  som.map_lambda.params = {par(x, sc(PrimType::I32))};
  som.map_lambda.body = body({let1(sq, sc(PrimType::I32), e_bin(BinOp::Mul, PrimType::I32, v(x), v(x))),
                              let1(p1, sc(PrimType::I32), e_bin(BinOp::Add, PrimType::I32, v(x), ci32(1)))},
                             {v(sq), v(p1)});
  som.map_lambda.ret = {sc(PrimType::I32), sc(PrimType::I32)};
  som.scans = {red_op(BinOp::Max, PrimType::I32, ci32(INT32_MIN))};
  Type at = arr(PrimType::I32, {v(n)});
  Program p = one(entry("main", {par(xs, at)}, {at, at, at},
                        body({let1(ys, at, scan), let({par(zs, at), par(y, at)}, som)}, {v(ys), v(zs), v(y)})));
  Run r(p, {vec_i32({3, -1, 4, -5})});
  CHECK(elems<int32_t>(r.out[0]) == std::vector<int32_t>{3, 2, 6, 1});
  CHECK(elems<int32_t>(r.out[1]) == std::vector<int32_t>{9, 9, 16, 25});
  CHECK(elems<int32_t>(r.out[2]) == std::vector<int32_t>{4, 0, 5, -4});
  CHECK(print_program(p).find("scanomap(") != std::string::npos);
}

TEST_CASE("interpreter: for and while loops, if", "[ir]") {
  // loop (acc = 0) for i < n do acc + i*i ; then while (c, k) ... k*2 while k < 100
  std::string n = fresh_name("n"), acc = fresh_name("acc"), i = fresh_name("i"), sq = fresh_name("sq");
  std::string nacc = fresh_name("nacc"), res = fresh_name("res");
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.loop_kind = Exp::LoopKind::For;
  loop.prim = PrimType::I64;
  loop.loop_var = i;
  loop.args = {v(n)};
  loop.merge = {{par(acc, sc(PrimType::I64)), ci64(0)}};
  loop.bodies = {body({let1(sq, sc(PrimType::I64), e_bin(BinOp::Mul, PrimType::I64, v(i), v(i))),
                       let1(nacc, sc(PrimType::I64), e_bin(BinOp::Add, PrimType::I64, v(acc), v(sq)))},
                      {v(nacc)})};
  loop.ret = {sc(PrimType::I64)};

  std::string c = fresh_name("c"), k = fresh_name("k"), k2 = fresh_name("k2"), c2 = fresh_name("c2");
  std::string wres = fresh_name("wres"), wc = fresh_name("wc");
  Exp wl;
  wl.kind = Exp::Kind::Loop;
  wl.loop_kind = Exp::LoopKind::While;
  wl.loop_var = c;
  wl.merge = {{par(c, sc(PrimType::Bool)), SubExp::constant(PrimValue::bool_value(true))},
              {par(k, sc(PrimType::I64)), ci64(1)}};
  wl.bodies = {body({let1(k2, sc(PrimType::I64), e_bin(BinOp::Mul, PrimType::I64, v(k), ci64(2))),
                     let1(c2, sc(PrimType::Bool), e_cmp(CmpOp::Lt, PrimType::I64, v(k2), ci64(100)))},
                    {v(c2), v(k2)})};
  wl.ret = {sc(PrimType::Bool), sc(PrimType::I64)};

  std::string cond = fresh_name("cond"), ifr = fresh_name("ifr");
  Exp ife;
  ife.kind = Exp::Kind::If;
  ife.args = {v(cond)};
  ife.bodies = {body({}, {ci64(1)}), body({}, {ci64(2)})};
  ife.ret = {sc(PrimType::I64)};

  Program p = one(entry("main", {par(n, sc(PrimType::I64))}, {sc(PrimType::I64), sc(PrimType::I64), sc(PrimType::I64)},
                        body({let1(res, sc(PrimType::I64), loop), let({par(wc, sc(PrimType::Bool)), par(wres, sc(PrimType::I64))}, wl),
                              let1(cond, sc(PrimType::Bool), e_cmp(CmpOp::Gt, PrimType::I64, v(res), ci64(10))),
                              let1(ifr, sc(PrimType::I64), ife)},
                             {v(res), v(wres), v(ifr)})));
  Run r(p, {scalar_i64(4)});
  CHECK(elems<int64_t>(r.out[0]) == std::vector<int64_t>{14});
  CHECK(elems<int64_t>(r.out[1]) == std::vector<int64_t>{128});
  CHECK(elems<int64_t>(r.out[2]) == std::vector<int64_t>{1});
  Run r2(p, {scalar_i64(2)});
  CHECK(elems<int64_t>(r2.out[2]) == std::vector<int64_t>{2});
}

TEST_CASE("interpreter: iota, replicate, index, slices, update, rearrange, reshape, concat", "[ir]") {
  std::string is = fresh_name("is"), m = fresh_name("m"), x = fresh_name("x"), sl1 = fresh_name("sl");
  std::string rv = fresh_name("rv"), up = fresh_name("up"), cp = fresh_name("cp"), tr = fresh_name("tr");
  std::string fl = fresh_name("fl"), cc = fresh_name("cc"), rep = fresh_name("rep"), row = fresh_name("row");
  Type i64 = sc(PrimType::I64);
  Exp rep_e;
  rep_e.kind = Exp::Kind::Replicate;
  rep_e.args = {ci64(2), v(is)};  // [2][6]i64
  Exp m_e;  // reshape iota 6 to [2][3]
  m_e.kind = Exp::Kind::Reshape;
  m_e.array = is;
  m_e.args = {ci64(2), ci64(3)};
  Exp tr_e;
  tr_e.kind = Exp::Kind::Rearrange;
  tr_e.array = m;
  tr_e.perm = {1, 0};
  Exp fl_e;
  fl_e.kind = Exp::Kind::Reshape;
  fl_e.array = tr;
  fl_e.args = {ci64(6)};
  Exp cp_e;
  cp_e.kind = Exp::Kind::Copy;
  cp_e.array = is;
  Exp up_e;
  up_e.kind = Exp::Kind::Update;
  up_e.array = cp;
  up_e.dims = {ix(ci64(0))};
  up_e.args = {ci64(42)};
  Exp cc_e;
  cc_e.kind = Exp::Kind::Concat;
  cc_e.arrays = {sl1, rv};
  cc_e.args = {ci64(5)};
  Program p = one(entry(
      "main", {}, {},
      body({let1(is, arr(PrimType::I64, {ci64(6)}), e_iota(ci64(6))),
            let1(m, arr(PrimType::I64, {ci64(2), ci64(3)}), m_e),
            let1(x, i64, e_index(m, {ix(ci64(1)), ix(ci64(2))})),
            let1(row, arr(PrimType::I64, {ci64(3)}), e_index(m, {ix(ci64(1))})),
            let1(sl1, arr(PrimType::I64, {ci64(3)}), e_index(is, {sl(1, 3, 2)})),   // 1,3,5
            let1(rv, arr(PrimType::I64, {ci64(2)}), e_index(is, {sl(5, 2, -3)})),   // 5,2
            let1(cp, arr(PrimType::I64, {ci64(6)}), cp_e),
            let1(up, arr(PrimType::I64, {ci64(6)}), up_e),
            let1(tr, arr(PrimType::I64, {ci64(3), ci64(2)}), tr_e),
            let1(fl, arr(PrimType::I64, {ci64(6)}), fl_e),
            let1(cc, arr(PrimType::I64, {ci64(5)}), cc_e),
            let1(rep, arr(PrimType::I64, {ci64(2), ci64(6)}), rep_e)},
           {v(x), v(row), v(sl1), v(rv), v(up), v(fl), v(cc), v(rep), v(is)})));
  Run r(p, {});
  CHECK(elems<int64_t>(r.out[0]) == std::vector<int64_t>{5});
  CHECK(elems<int64_t>(r.out[1]) == std::vector<int64_t>{3, 4, 5});
  CHECK(elems<int64_t>(r.out[2]) == std::vector<int64_t>{1, 3, 5});
  CHECK(elems<int64_t>(r.out[3]) == std::vector<int64_t>{5, 2});
  CHECK(elems<int64_t>(r.out[4]) == std::vector<int64_t>{42, 1, 2, 3, 4, 5});
  CHECK(elems<int64_t>(r.out[5]) == std::vector<int64_t>{0, 3, 1, 4, 2, 5});
  CHECK(elems<int64_t>(r.out[6]) == std::vector<int64_t>{1, 3, 5, 5, 2});
  CHECK(r.out[7].rank == 2);
  CHECK(elems<int64_t>(r.out[7]) == std::vector<int64_t>{0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5});
  CHECK(elems<int64_t>(r.out[8]) == std::vector<int64_t>{0, 1, 2, 3, 4, 5});  // the copy was updated, not is
}

TEST_CASE("interpreter: run-time errors carry locations", "[ir]") {
  auto file = std::make_shared<SourceFile>(SourceFile{"t.fut", "let x = xs[i]\n"});
  Span loc{file, {3, 12}, {3, 13}};
  std::string xs = fresh_name("xs"), i = fresh_name("i"), x = fresh_name("x"), n = fresh_name("n");
  Stm s = let1(x, sc(PrimType::I32), e_index(xs, {ix(v(i))}));
  s.loc = loc;
  s.exp.loc = loc;
  Program p = one(entry("main", {par(xs, arr(PrimType::I32, {v(n)})), par(i, sc(PrimType::I64))}, {sc(PrimType::I32)},
                        body({s}, {v(x)})));
  try {
    Run r(p, {vec_i32({1, 2, 3, 4}), scalar_i64(10)});
    FAIL("no error");
  } catch (const RuntimeError& e) {
    CHECK(std::string(e.what()) == "t.fut:3:12: Index [10] out of bounds for array of shape [4]");
  }
  Run ok(p, {vec_i32({1, 2, 3, 4}), scalar_i64(3)});
  CHECK(elems<int32_t>(ok.out[0]) == std::vector<int32_t>{4});

  // Division by zero and assertions.
  std::string a = fresh_name("a"), q = fresh_name("q"), c = fresh_name("c"), u = fresh_name("u");
  Stm div = let1(q, sc(PrimType::I32), e_bin(BinOp::Div, PrimType::I32, ci32(1), v(a)));
  div.loc = loc;
  Exp as;
  as.kind = Exp::Kind::Assert;
  as.args = {v(c)};
  as.message = "a must be small";
  as.loc = loc;
  Program p2 = one(entry("main", {par(a, sc(PrimType::I32))}, {sc(PrimType::I32)},
                         body({div, let1(c, sc(PrimType::Bool), e_cmp(CmpOp::Lt, PrimType::I32, v(a), ci32(5))),
                               let1(u, sc(PrimType::Unit), as)},
                              {v(q)})));
  rn_value zero{};
  REQUIRE(rn_value_alloc(&zero, RN_I32, 0, nullptr) == 0);
  CHECK_THROWS_WITH(Run(p2, {zero}), "t.fut:3:12: division by zero");
  rn_value big{};
  REQUIRE(rn_value_alloc(&big, RN_I32, 0, nullptr) == 0);
  *(int32_t*)big.data = 7;
  CHECK_THROWS_WITH(Run(p2, {big}), "t.fut:3:12: Assertion is false: a must be small");
}

TEST_CASE("interpreter: mismatching sizes of entry arguments", "[ir]") {
  std::string n = fresh_name("n"), xs = fresh_name("xs"), ys = fresh_name("ys");
  Type t = arr(PrimType::I32, {v(n)});
  Program p = one(entry("main", {par(xs, t), par(ys, t)}, {sc(PrimType::I64)}, body({}, {v(n)})));
  Run r(p, {vec_i32({1, 2}), vec_i32({3, 4})});
  CHECK(elems<int64_t>(r.out[0]) == std::vector<int64_t>{2});
  CHECK_THROWS_AS(Run(p, {vec_i32({1, 2}), vec_i32({3})}), RuntimeError);
}

TEST_CASE("interpreter: SegOp map, 2-D segmented reduce and scan", "[ir]") {
  // xss: [n][m]i32;  segmap: xss[i,j]*10;  segred over j: sum;  segscan over j.
  std::string n = fresh_name("n"), m = fresh_name("m"), xss = fresh_name("xss");
  auto seg = [&](SegKind k, std::string& out_name, bool times10) {
    std::string gi = fresh_name("gtid"), gj = fresh_name("gtid"), e = fresh_name("e"), e10 = fresh_name("e10");
    Exp s;
    s.kind = Exp::Kind::SegOp;
    s.seg_kind = k;
    s.seg_space.dims = {{gi, v(n)}, {gj, v(m)}};
    std::vector<Stm> stms{let1(e, sc(PrimType::I32), e_index(xss, {ix(v(gi)), ix(v(gj))}))};
    if (times10) stms.push_back(let1(e10, sc(PrimType::I32), e_bin(BinOp::Mul, PrimType::I32, v(e), ci32(10))));
    s.bodies = {body(stms, {v(times10 ? e10 : e)})};
    s.ret = {sc(PrimType::I32)};
    if (k != SegKind::Map) s.reduces = {red_op(BinOp::Add, PrimType::I32, ci32(0))};
    out_name = fresh_name("out");
    return s;
  };
  std::string a, b, c;
  Exp sm = seg(SegKind::Map, a, true), sr = seg(SegKind::Red, b, false), ss = seg(SegKind::Scan, c, false);
  Type t2 = arr(PrimType::I32, {v(n), v(m)});
  Program p = one(entry("main", {par(xss, t2)}, {t2, arr(PrimType::I32, {v(n)}), t2},
                        body({let1(a, t2, sm), let1(b, arr(PrimType::I32, {v(n)}), sr), let1(c, t2, ss)},
                             {v(a), v(b), v(c)})));
  rn_value in{};
  int64_t shape[2] = {2, 3};
  REQUIRE(rn_value_alloc(&in, RN_I32, 2, shape) == 0);
  int32_t data[6] = {1, 2, 3, 4, 5, 6};
  std::memcpy(in.data, data, sizeof data);
  Run r(p, {in});
  CHECK(r.out[0].rank == 2);
  CHECK(elems<int32_t>(r.out[0]) == std::vector<int32_t>{10, 20, 30, 40, 50, 60});
  CHECK(r.out[1].rank == 1);
  CHECK(elems<int32_t>(r.out[1]) == std::vector<int32_t>{6, 15});
  CHECK(elems<int32_t>(r.out[2]) == std::vector<int32_t>{1, 3, 6, 4, 9, 15});
  std::string text = print_program(p);
  CHECK(text.find("segmap(") != std::string::npos);
  CHECK(text.find("segred(") != std::string::npos);
  CHECK(text.find("segscan(") != std::string::npos);
}

TEST_CASE("interpreter: map over a 2-D array and a loop with in-place updates", "[ir]") {
  // map (\row -> row with [0] = 0 ... via copy) ; loop xs with [i] = i for i < n
  std::string n = fresh_name("n"), acc = fresh_name("acc"), i = fresh_name("i"), acc2 = fresh_name("acc2");
  std::string init = fresh_name("init"), res = fresh_name("res"), iv = fresh_name("iv");
  Exp rep;
  rep.kind = Exp::Kind::Replicate;
  rep.args = {v(n), ci32(7)};
  Exp up;
  up.kind = Exp::Kind::Update;
  up.array = acc;
  up.dims = {ix(v(i))};
  up.args = {v(iv)};
  Exp cv;
  cv.kind = Exp::Kind::Convert;
  cv.from = PrimType::I64;
  cv.prim = PrimType::I32;
  cv.args = {v(i)};
  Exp loop;
  loop.kind = Exp::Kind::Loop;
  loop.prim = PrimType::I64;
  loop.loop_var = i;
  loop.args = {v(n)};
  Type t = arr(PrimType::I32, {v(n)});
  loop.merge = {{par(acc, t), v(init)}};
  loop.bodies = {body({let1(iv, sc(PrimType::I32), cv), let1(acc2, t, up)}, {v(acc2)})};
  loop.ret = {t};
  Program p = one(entry("main", {par(n, sc(PrimType::I64))}, {t, t},
                        body({let1(init, t, rep), let1(res, t, loop)}, {v(res), v(init)})));
  Run r(p, {scalar_i64(4)});
  CHECK(elems<int32_t>(r.out[0]) == std::vector<int32_t>{0, 1, 2, 3});
  CHECK(elems<int32_t>(r.out[1]) == std::vector<int32_t>{7, 7, 7, 7});
}

TEST_CASE("interpreter: a 2*10^6-element redomap runs fast enough", "[ir]") {
  // sum (map (\x -> x * 2 + 1) xs) over f32
  std::string n = fresh_name("n"), xs = fresh_name("xs"), s = fresh_name("s"), x = fresh_name("x");
  std::string y = fresh_name("y"), z = fresh_name("z");
  Exp rm;
  rm.kind = Exp::Kind::Screma;
  rm.args = {v(n)};
  rm.arrays = {xs};
  rm.map_lambda.params = {par(x, sc(PrimType::F32))};
  rm.map_lambda.body = body({let1(y, sc(PrimType::F32), e_bin(BinOp::Mul, PrimType::F32, v(x), cf32(2))),
                             let1(z, sc(PrimType::F32), e_bin(BinOp::Add, PrimType::F32, v(y), cf32(1)))},
                            {v(z)});
  rm.map_lambda.ret = {sc(PrimType::F32)};
  rm.reduces = {red_op(BinOp::Max, PrimType::F32, cf32(-INFINITY))};
  Program p = one(entry("main", {par(xs, arr(PrimType::F32, {v(n)}))}, {sc(PrimType::F32)},
                        body({let1(s, sc(PrimType::F32), rm)}, {v(s)})));
  std::vector<float> data(2000000);  // 10^7 takes ~3 s in an optimised build
  for (size_t k = 0; k < data.size(); k++) data[k] = (float)(k % 1000);
  Run r(p, {vec_f32(data)});
  CHECK(elems<float>(r.out[0]) == std::vector<float>{1999.0f});
  CHECK(print_program(p).find("redomap(") != std::string::npos);
}

// ===========================================================================
// simplifier and checker

TEST_CASE("simplify: folds constants, removes dead code, keeps results", "[ir]") {
  std::string n = fresh_name("n"), a = fresh_name("a"), b = fresh_name("b"), c = fresh_name("c");
  std::string d = fresh_name("d"), dead = fresh_name("dead"), e1 = fresh_name("e"), e2 = fresh_name("e");
  Type i64 = sc(PrimType::I64);
  Program p = one(entry("main", {par(n, i64)}, {i64, i64},
                        body({let1(a, i64, e_bin(BinOp::Add, PrimType::I64, ci64(2), ci64(3))),   // 5
                              let1(b, i64, e_bin(BinOp::Mul, PrimType::I64, v(a), ci64(4))),      // 20
                              let1(c, i64, e_sub(v(n))),                                          // copy
                              let1(dead, i64, e_bin(BinOp::Mul, PrimType::I64, v(c), v(c))),
                              let1(e1, i64, e_bin(BinOp::Add, PrimType::I64, v(c), v(b))),
                              let1(e2, i64, e_bin(BinOp::Add, PrimType::I64, v(c), v(b))),        // CSE
                              let1(d, i64, e_bin(BinOp::Add, PrimType::I64, v(e1), v(e2)))},
                             {v(d), v(b)})));
  Program q = simplify(p);
  check_program(q, "simplify");
  std::string text = print_program(q);
  INFO(text);
  CHECK(text.find(dead) == std::string::npos);
  CHECK(text.find("20i64") != std::string::npos);
  CHECK(q.functions[0].body->stms.size() == 2);
  Run r1(p, {scalar_i64(1)}), r2(q, {scalar_i64(1)});
  CHECK(elems<int64_t>(r1.out[0]) == elems<int64_t>(r2.out[0]));
  CHECK(elems<int64_t>(r2.out[0]) == std::vector<int64_t>{42});
  CHECK(elems<int64_t>(r2.out[1]) == std::vector<int64_t>{20});

  // Larger programs keep their results.
  Program mr = map_reduce_program();
  Program mr2 = simplify(mr);
  check_program(mr2, "simplify");
  Run s1(mr, {vec_i32({5, 6, 7})}), s2(mr2, {vec_i32({5, 6, 7})});
  CHECK(elems<int32_t>(s1.out[0]) == elems<int32_t>(s2.out[0]));
  CHECK(elems<int32_t>(s1.out[1]) == elems<int32_t>(s2.out[1]));
}

TEST_CASE("simplify: keeps assertions and does not fold division by zero", "[ir]") {
  std::string a = fresh_name("a"), c = fresh_name("c"), u = fresh_name("u"), q = fresh_name("q");
  Exp as;
  as.kind = Exp::Kind::Assert;
  as.args = {v(c)};
  as.message = "positive";
  Program p = one(entry("main", {par(a, sc(PrimType::I32))}, {sc(PrimType::I32)},
                        body({let1(c, sc(PrimType::Bool), e_cmp(CmpOp::Gt, PrimType::I32, v(a), ci32(0))),
                              let1(u, sc(PrimType::Unit), as),
                              let1(q, sc(PrimType::I32), e_bin(BinOp::Div, PrimType::I32, ci32(1), ci32(0)))},
                             {v(a)})));
  Program s = simplify(p);
  CHECK(print_program(s).find("assert(") != std::string::npos);
  rn_value m{};
  REQUIRE(rn_value_alloc(&m, RN_I32, 0, nullptr) == 0);
  *(int32_t*)m.data = -1;
  CHECK_THROWS_AS(Run(s, {m}), RuntimeError);
}

TEST_CASE("check: catches unbound names and type errors", "[ir]") {
  check_program(map_reduce_program(), "test");
  std::string x = fresh_name("x"), y = fresh_name("y");
  Program bad = one(entry("main", {}, {sc(PrimType::I32)},
                          body({let1(x, sc(PrimType::I32), e_bin(BinOp::Add, PrimType::I32, v(y), ci32(1)))}, {v(x)})));
  CHECK_THROWS_AS(check_program(bad, "elaborate"), InternalError);
  try {
    check_program(bad, "elaborate");
  } catch (const InternalError& e) {
    CHECK(std::string(e.what()).find("IR check failed after pass 'elaborate'") != std::string::npos);
  }
  std::string z = fresh_name("z");
  Program twice = one(entry("main", {}, {sc(PrimType::I32)},
                            body({let1(z, sc(PrimType::I32), e_sub(ci32(1))), let1(z, sc(PrimType::I32), e_sub(ci32(2)))},
                                 {v(z)})));
  CHECK_THROWS_AS(check_program(twice, "p"), InternalError);
  std::string w = fresh_name("w");
  Program mistyped = one(entry("main", {}, {sc(PrimType::I32)},
                               body({let1(w, sc(PrimType::I32), e_bin(BinOp::Add, PrimType::I32, ci32(1), cf32(2)))},
                                    {v(w)})));
  CHECK_THROWS_AS(check_program(mistyped, "p"), InternalError);
}
