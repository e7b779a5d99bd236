// Type checker and elaborator tests: typing successes and failures (with
// their messages), and elaboration checked by running ir::interpret.
// ASTs are built by hand with a tiny DSL (independent of the parser); when
// frontend/parser.cpp is present the source-level tests at the end of the
// file run the whole path source -> parse -> typecheck -> elaborate ->
// interpret.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstring>

#include "driver/pipeline.h"
#include "ir/check.h"
#include "ir/interpreter.h"
#include "runtime/runtime.h"
#include "typecheck/typecheck.h"

namespace {

using namespace runic;
using namespace runic::ast;
using K = Expr::Kind;

ExprPtr mk(K k, std::vector<ExprPtr> es = {}) {
  auto e = std::make_shared<Expr>();
  e->kind = k;
  e->elems = std::move(es);
  return e;
}
ExprPtr ilit(int64_t v, std::optional<PrimType> suf = std::nullopt) {
  auto e = mk(K::IntLit);
  e->negative = v < 0;
  e->int_value = (uint64_t)(v < 0 ? -v : v);
  e->int_digits = std::to_string(e->int_value);
  e->suffix = suf;
  return e;
}
ExprPtr flit(double v, std::optional<PrimType> suf = std::nullopt) {
  auto e = mk(K::FloatLit);
  e->float_value = v;
  e->negative = v < 0;
  e->suffix = suf;
  return e;
}
ExprPtr var(const std::string& n) {
  auto e = mk(K::Var);
  e->name = n;
  return e;
}
ExprPtr app(ExprPtr f, std::vector<ExprPtr> args) {
  args.insert(args.begin(), f);
  return mk(K::Apply, args);
}
ExprPtr app(const std::string& f, std::vector<ExprPtr> args) { return app(var(f), args); }
ExprPtr bin(const std::string& op, ExprPtr a, ExprPtr b) {
  auto e = mk(K::BinOp, {a, b});
  e->op = op;
  return e;
}
ExprPtr opsec(const std::string& op) {
  auto e = mk(K::OpSection);
  e->op = op;
  return e;
}
PatPtr pid(const std::string& n) {
  auto p = std::make_shared<Pat>();
  p->kind = Pat::Kind::Id;
  p->name = n;
  return p;
}
PatPtr ptup(std::vector<PatPtr> ps) {
  auto p = std::make_shared<Pat>();
  p->kind = Pat::Kind::Tuple;
  p->elems = std::move(ps);
  return p;
}
TypeExpPtr tprim(PrimType t) {
  auto x = std::make_shared<TypeExp>();
  x->kind = TypeExp::Kind::Prim;
  x->prim = t;
  return x;
}
TypeExpPtr tarr(TypeExpPtr elem, const std::string& dim = "") {
  auto x = std::make_shared<TypeExp>();
  x->kind = TypeExp::Kind::Array;
  x->elem = elem;
  if (!dim.empty()) {
    if (isdigit((unsigned char)dim[0])) {
      x->dim.kind = DimExp::Kind::Const;
      x->dim.value = std::stoll(dim);
    } else {
      x->dim.kind = DimExp::Kind::Name;
      x->dim.name = dim;
    }
  }
  return x;
}
PatPtr pasc(const std::string& n, TypeExpPtr t) {
  auto p = std::make_shared<Pat>();
  p->kind = Pat::Kind::Ascribed;
  p->inner = pid(n);
  p->type = t;
  return p;
}
ExprPtr lam(std::vector<PatPtr> ps, ExprPtr body) {
  auto e = mk(K::Lambda, {body});
  e->params = std::move(ps);
  return e;
}
ExprPtr let_(PatPtr p, ExprPtr rhs, ExprPtr body) {
  auto e = mk(K::Let, {rhs, body});
  e->pat = p;
  return e;
}
ExprPtr tup(std::vector<ExprPtr> es) { return mk(K::Tuple, es); }
ExprPtr idx(ExprPtr a, ExprPtr i) {
  auto e = mk(K::Index, {a});
  DimIndex d;
  d.index = i;
  e->indices = {d};
  return e;
}
ExprPtr if_(ExprPtr c, ExprPtr t, ExprPtr f) { return mk(K::If, {c, t, f}); }
ExprPtr loop_for(PatPtr p, ExprPtr init, const std::string& i, ExprPtr bound, ExprPtr body) {
  auto e = mk(K::Loop, {init, bound, body});
  e->pat = p;
  e->loop_form = LoopForm::For;
  e->loop_var = i;
  return e;
}

Decl def(const std::string& name, std::vector<PatPtr> ps, ExprPtr body,
         std::vector<std::string> sizes = {}, TypeExpPtr ret = nullptr) {
  Decl d;
  d.kind = Decl::Kind::Val;
  d.val.name = name;
  d.val.entry = false;
  d.val.params = std::move(ps);
  d.val.body = body;
  d.val.size_params = std::move(sizes);
  d.val.ret_type = ret;
  return d;
}
Program prog(std::vector<Decl> ds) {
  Program p;
  p.decls = std::move(ds);
  return p;
}

// Runs `main` on textual arguments; returns the results as text, one per line.
std::string run(const Program& p, const std::vector<std::string>& args) {
  auto cp = typecheck(p);
  ir::Program ip = elaborate(*cp);
  ir::check_program(ip, "elaborate");
  std::vector<rn_value> in;
  for (auto& a : args) {
    rn_reader* r = rn_reader_mem(a.data(), a.size());
    rn_value v{};
    char err[256];
    REQUIRE(rn_read_any_value(r, &v, err, sizeof err) == 0);
    rn_reader_free(r);
    in.push_back(v);
  }
  std::vector<rn_value> out;
  try {
    out = ir::interpret(ip, "main", in);
  } catch (...) {
    for (auto& v : in) rn_value_free(&v);
    throw;
  }
  std::string s;
  for (auto& v : out) {
    char* t = rn_value_to_string(&v);
    s += t;
    s += "\n";
    free(t);
    rn_value_free(&v);
  }
  for (auto& v : in) rn_value_free(&v);
  return s;
}

std::string type_error(const Program& p) {
  try {
    typecheck(p);
  } catch (const CompileError& e) {
    return e.diagnostics().at(0).message + (e.diagnostics().at(0).hint.empty() ? "" : " | " + e.diagnostics().at(0).hint);
  }
  return "(no error)";
}

TypeExpPtr F32() { return tprim(PrimType::F32); }
TypeExpPtr I32() { return tprim(PrimType::I32); }

}  // namespace

TEST_CASE("dot product with map2 and reduce", "[typecheck]") {
  // def main (xs: []f32) (ys: []f32) = reduce (+) 0 (map2 (*) xs ys)
  auto p = prog({def("main", {pasc("xs", tarr(F32())), pasc("ys", tarr(F32()))},
                     app("reduce", {opsec("+"), ilit(0), app("map2", {opsec("*"), var("xs"), var("ys")})}))});
  CHECK(run(p, {"[1f32, 2f32, 3f32]", "[4f32, 5f32, 6f32]"}) == "32.0f32\n");
  // Sizes differ: a run-time size error naming the sizes.
  CHECK_THROWS_WITH(run(p, {"[1f32, 2f32]", "[4f32, 5f32, 6f32]"}),
                    Catch::Contains("size mismatch"));
}

TEST_CASE("sum of squares with a lambda and literal defaulting", "[typecheck]") {
  auto p = prog({def("main", {pasc("xs", tarr(F32()))},
                     app("reduce", {opsec("+"), ilit(0),
                                    app("map", {lam({pid("x")}, bin("*", var("x"), var("x"))), var("xs")})}))});
  CHECK(run(p, {"[1f32, 2f32, 3f32]"}) == "14.0f32\n");
  CHECK(run(p, {"empty([0]f32)"}) == "0.0f32\n");
}

TEST_CASE("literals default to i32 and f64, and take the type their use demands", "[typecheck]") {
  CHECK(run(prog({def("main", {}, bin("+", ilit(1), ilit(2)))}), {}) == "3i32\n");
  CHECK(run(prog({def("main", {}, bin("+", flit(1.5), ilit(2)))}), {}) == "3.5f64\n");
  // let x = 1 in x + 1i64   (x becomes i64 after the fact)
  CHECK(run(prog({def("main", {}, let_(pid("x"), ilit(1), bin("+", var("x"), ilit(1, PrimType::I64))))}), {}) ==
        "2i64\n");
  CHECK(type_error(prog({def("main", {}, bin("+", ilit(1, PrimType::I32), flit(2.0)))})) ==
        "cannot apply `+` to arguments of types i32 and f64");
  CHECK(type_error(prog({def("main", {}, ilit(300, PrimType::U8))})) == "Literal out of bounds: 300 does not fit in type u8");
  CHECK(type_error(prog({def("main", {}, bin("+", ilit(300), ilit(1, PrimType::U8)))})) ==
        "Literal out of bounds: 300 does not fit in type u8");
  CHECK(run(prog({def("main", {}, ilit(-128, PrimType::I8))}), {}) == "-128i8\n");
}

TEST_CASE("unknown names get a did-you-mean hint", "[typecheck]") {
  auto p = prog({def("main", {pasc("xs", tarr(I32()))}, app("length", {var("xz")}))});
  CHECK(type_error(p) == "Unknown name \"xz\" | did you mean `xs`?");
}

TEST_CASE("functions are inlined; argument count and recursion are checked", "[typecheck]") {
  auto sq = def("sq", {pid("x")}, bin("*", var("x"), var("x")));
  auto p = prog({sq, def("main", {pasc("x", I32())}, app("sq", {app("sq", {var("x")})}))});
  CHECK(run(p, {"3i32"}) == "81i32\n");
  auto p2 = prog({sq, def("main", {pasc("x", I32())}, app("sq", {var("x"), var("x")}))});
  CHECK(type_error(p2) == "function `sq` expects 1 argument, got 2");
  auto rec = def("f", {pid("x")}, app("f", {var("x")}));
  CHECK(type_error(prog({rec, def("main", {pasc("x", I32())}, app("f", {var("x")}))})) ==
        "recursive function `f` is not supported");
  // A def taking a function, used in a SOAC: the whole front end, whose
  // defunctionalise pass makes the call first order before elaboration.
  auto twice = def("apply_all", {pid("g"), pid("xs")}, app("map", {var("g"), var("xs")}));
  auto p3 = prog({twice, def("main", {pasc("xs", tarr(I32()))},
                             app("apply_all", {lam({pid("x")}, bin("+", var("x"), ilit(1))), var("xs")}))});
  ir::Program ip3 = run_frontend_ast(p3, PipelineOptions{});
  std::vector<rn_value> in3(1);
  {
    std::string a = "[1, 2, 3]";
    rn_reader* r = rn_reader_mem(a.data(), a.size());
    char err[256];
    REQUIRE(rn_read_any_value(r, &in3[0], err, sizeof err) == 0);
    rn_reader_free(r);
  }
  std::vector<rn_value> out3 = ir::interpret(ip3, "main", in3);
  REQUIRE(out3.size() == 1);
  char* t3 = rn_value_to_string(&out3[0]);
  CHECK(std::string(t3) == "[2i32, 3i32, 4i32]");
  std::free(t3);
  rn_value_free(&out3[0]);
  rn_value_free(&in3[0]);
}

TEST_CASE("if, tuples and loops", "[typecheck]") {
  // def main (n: i32) = loop (a, b) = (0, 1) for i < n do (b, a + b)
  auto body = loop_for(ptup({pid("a"), pid("b")}), tup({ilit(0), ilit(1)}), "i", var("n"),
                       tup({var("b"), bin("+", var("a"), var("b"))}));
  auto p = prog({def("main", {pasc("n", I32())}, body)});
  CHECK(run(p, {"10i32"}) == "55i32\n89i32\n");
  auto p2 = prog({def("main", {pasc("x", I32())},
                      if_(bin("<", var("x"), ilit(0)), app("i32.neg", {var("x")}), var("x")))});
  CHECK(run(p2, {"-4i32"}) == "4i32\n");
  auto bad = prog({def("main", {pasc("x", I32())}, if_(bin("<", var("x"), ilit(0)), var("x"), flit(1.0, PrimType::F32)))});
  CHECK(type_error(bad) == "`if` branches have different types: i32 and f32");
}

TEST_CASE("iota, scan, indexing and sizes", "[typecheck]") {
  // def main (n: i64) = let xs = scan (+) 0 (iota n) in xs[n-1]
  auto p = prog({def("main", {pasc("n", tprim(PrimType::I64))},
                     let_(pid("xs"), app("scan", {opsec("+"), ilit(0), app("iota", {var("n")})}),
                          idx(var("xs"), bin("-", var("n"), ilit(1)))))});
  CHECK(run(p, {"5i64"}) == "10i64\n");
  // A size parameter: def main [n] (xs: [n]i32) (ys: [n]i32) = map2 (+) xs ys
  auto p2 = prog({def("main", {pasc("xs", tarr(I32(), "n")), pasc("ys", tarr(I32(), "n"))},
                      app("map2", {opsec("+"), var("xs"), var("ys")}), {"n"})});
  CHECK(run(p2, {"[1, 2]", "[3, 4]"}) == "[4i32, 6i32]\n");
  // A static size mismatch: [1,2,3] : [4]i32
  auto asc = mk(K::Ascript, {mk(K::ArrayLit, {ilit(1), ilit(2), ilit(3)})});
  asc->type = tarr(I32(), "4");
  CHECK(type_error(prog({def("main", {}, asc)})) ==
        "array of size 3 where size 4 is required (in the type ascription)");
  // zip/unzip of tuples and arrays of tuples
  auto p3 = prog({def("main", {pasc("xs", tarr(I32())), pasc("ys", tarr(F32()))},
                      app("unzip", {app("map", {lam({ptup({pid("a"), pid("b")})}, tup({var("b"), var("a")})),
                                                app("zip", {var("xs"), var("ys")})})}))});
  CHECK(run(p3, {"[1, 2]", "[1f32, 2f32]"}) == "[1.0f32, 2.0f32]\n[1i32, 2i32]\n");
}

// ---- whole path: source -> parse -> typecheck -> elaborate -> interpret ----
#include "frontend/parser.h"

namespace {

Program parse_src(const std::string& src) {
  auto f = std::make_shared<SourceFile>();
  f->path = "test.fut";
  f->text = src;
  return parse_program(f);
}
std::string run_src(const std::string& src, const std::vector<std::string>& args) {
  return run(parse_src(src), args);
}
std::string src_error(const std::string& src) { return type_error(parse_src(src)); }
// The whole front end (inference, monomorphise, desugar, defunctionalise),
// for programs whose functions only the defunctionaliser makes first order.
std::string run_full_src(const std::string& src, const std::vector<std::string>& args) {
  ir::Program ip = run_frontend_ast(parse_src(src), PipelineOptions{});
  std::vector<rn_value> in;
  for (auto& a : args) {
    rn_reader* r = rn_reader_mem(a.data(), a.size());
    rn_value v{};
    char err[256];
    REQUIRE(rn_read_any_value(r, &v, err, sizeof err) == 0);
    rn_reader_free(r);
    in.push_back(v);
  }
  std::vector<rn_value> out = ir::interpret(ip, "main", in);
  std::string s;
  for (auto& v : out) {
    char* t = rn_value_to_string(&v);
    s += t;
    s += "\n";
    free(t);
    rn_value_free(&v);
  }
  for (auto& v : in) rn_value_free(&v);
  return s;
}

}  // namespace

TEST_CASE("source programs run through the interpreter", "[typecheck]") {
  CHECK(run_src("def main (xs: []f32) (ys: []f32) = reduce (+) 0 (map2 (*) xs ys)",
                {"[1f32, 2f32]", "[3f32, 4f32]"}) == "11.0f32\n");
  CHECK(run_src("def main (xs: []f32) = reduce (+) 0 (map (\\x -> x * x) xs)", {"[1f32, 2f32, 3f32]"}) ==
        "14.0f32\n");
  CHECK(run_src("def main (xs: []i32) = scan (+) 0 xs", {"[1, 2, 3]"}) == "[1i32, 3i32, 6i32]\n");
  CHECK(run_src("def main (n: i32) = loop (a, b) = (0, 1) for i < n do (b, a + b)", {"10i32"}) ==
        "55i32\n89i32\n");
  CHECK(run_src("def main (n: i32) = loop x = 1 while x < n do x * 2", {"100i32"}) == "128i32\n");
  CHECK(run_src("def main (xs: []i32) = loop s = 0 for x in xs do s + x", {"[1, 2, 3]"}) == "6i32\n");
  CHECK(run_src("def main (x: f32) = if x < 0 then -x else x", {"-2f32"}) == "2.0f32\n");
  CHECK(run_src("def main (x: f32) = (x, x + 1, 2)", {"1f32"}) == "1.0f32\n2.0f32\n2i32\n");
  CHECK(run_src("def main = 1 + 2.0", {}) == "3.0f64\n");
}

TEST_CASE("source: builtins, sizes, slices and updates", "[typecheck]") {
  CHECK(run_src("def main [n] (xs: [n]i32) (ys: [n]i32) : [n]i32 = map2 (+) xs ys", {"[1, 2]", "[3, 4]"}) ==
        "[4i32, 6i32]\n");
  CHECK(run_src("def main (xs: []i32) = xs[1:3]", {"[1, 2, 3, 4]"}) == "[2i32, 3i32]\n");
  CHECK(run_src("def main (xs: []i32) = xs[3::-1]", {"[1, 2, 3, 4]"}) == "[4i32, 3i32, 2i32, 1i32]\n");
  CHECK(run_src("def main (xs: []i32) = xs[3:0:-2]", {"[1, 2, 3, 4]"}) == "[4i32, 2i32]\n");
  CHECK(run_src("def main (xs: *[]i32) = xs with [0] = 7", {"[1, 2]"}) == "[7i32, 2i32]\n");
  CHECK(run_src("def main (xs: *[]i32) = let xs[1] = 9 in xs", {"[1, 2]"}) == "[1i32, 9i32]\n");
  CHECK(run_src("def main (n: i64) = replicate n 1.5f32", {"2i64"}) == "[1.5f32, 1.5f32]\n");
  CHECK(run_src("def main (x: f32) = f32.sqrt x + f32.i32 2 + f32.max 0 x", {"4f32"}) == "8.0f32\n");
  CHECK(run_src("def main (xss: [][]i32) = transpose xss", {"[[1, 2], [3, 4]]"}) ==
        "[[1i32, 3i32], [2i32, 4i32]]\n");
  CHECK(run_src("def main (xs: []i32) = (sum xs, maximum xs, reverse xs, xs ++ xs)", {"[1, 3, 2]"}) ==
        "6i32\n3i32\n[2i32, 3i32, 1i32]\n[1i32, 3i32, 2i32, 1i32, 3i32, 2i32]\n");
  CHECK(run_src("def main (xs: []i32) = map (+1) xs |> map (2*)", {"[1, 2]"}) == "[4i32, 6i32]\n");
  CHECK(run_full_src("def main (xs: []i32) = map ((+1) >-> (*2)) xs", {"[1, 2]"}) == "[4i32, 6i32]\n");
  CHECK(run_src("def main (xs: []i32) = let f x = x * 3 in map f xs", {"[1, 2]"}) == "[3i32, 6i32]\n");
  CHECK(run_src("def main (xs: [][]i32) = map (\\r -> reduce (+) 0 r) xs", {"[[1, 2], [3, 4]]"}) ==
        "[3i32, 7i32]\n");
  CHECK(run_src("def main (b: bool) (xs: []i32) = b && xs[0] > 0", {"false", "empty([0]i32)"}) == "false\n");
  CHECK(run_src("def main (xs: []i64) = flatten (unflatten 2 2 xs)", {"[1i64, 2i64, 3i64, 4i64]"}) ==
        "[1i64, 2i64, 3i64, 4i64]\n");
  CHECK(run_src("def main (xs: []f32) = unzip (zip xs (map (+1) xs))", {"[1f32]"}) == "[1.0f32]\n[2.0f32]\n");
}

TEST_CASE("source: type errors", "[typecheck]") {
  CHECK(src_error("def main (x: i32) (y: f32) = x + y") ==
        "cannot apply `+` to arguments of types i32 and f32");
  CHECK(src_error("def main (xs: []i32) = map (+1) xz") ==
        "Unknown name \"xz\" | did you mean `xs`?");
  CHECK(src_error("def main = 300u8") == "Literal out of bounds: 300 does not fit in type u8");
  CHECK(src_error("def main (x: i32) = if x < 0 then 1f32 else x") ==
        "`if` branches have different types: f32 and i32");
  CHECK(src_error("def f (x: i32) (y: i32) = x + y\ndef main = f 1 2 3") ==
        "function `f` expects 2 arguments, got 3");
  CHECK(src_error("def main = [1, 2, 3] : [4]i32") ==
        "array of size 3 where size 4 is required (in the type ascription)");
  CHECK(src_error("def f (x: i32) : i32 = f x\ndef main = f 1") == "recursive function `f` is not supported");
}

TEST_CASE("source: existential sizes from if, loops over arrays", "[typecheck]") {
  CHECK(run_src("def main (n: i64) = let ys = if n > 2 then iota n else iota 3 in map (+1) ys", {"1i64"}) ==
        "[1i64, 2i64, 3i64]\n");
  CHECK(run_src("def main (xs: []f32) = loop ys = xs for i < 3 do map (*2) ys", {"[1f32]"}) == "[8.0f32]\n");
  CHECK(run_src("def main (x: i32) = assert (x > 0) (x + 1)", {"1i32"}) == "2i32\n");
  CHECK_THROWS_WITH(run_src("def main (x: i32) = assert (x > 0) (x + 1)", {"0i32"}),
                    Catch::Contains("x > 0"));
}
