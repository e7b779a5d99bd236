// Parser tests for the Level-2 syntax (LANGUAGE.md): attributes, size
// expressions, type parameters, user-defined and qualified operators,
// records, sum types and `match`, lambda ascriptions, and deep nesting.
// Each construct is parsed, checked in the AST, printed, and the print must
// parse back to the same print.
#include <catch2/catch.hpp>

#include "driver/big_stack.h"
#include "frontend/parser.h"

using namespace runic;
using K = ast::Expr::Kind;

namespace {

std::shared_ptr<const SourceFile> source(const std::string& text) {
  auto f = std::make_shared<SourceFile>();
  f->path = "test.fut";
  f->text = text;
  return f;
}

ast::Program parse(const std::string& text) {
  return parse_program(source(text));
}

// Prints the program, checks that the print parses back to the same print,
// and returns it.
std::string roundtrip(const std::string& text) {
  std::string once = ast::print_program(parse(text));
  std::string twice = ast::print_program(parse(once));
  CHECK(once == twice);
  return once;
}

// The body of `def x = <text>`, printed (and round-tripped).
std::string pe(const std::string& text) {
  std::string p = roundtrip("def x = " + text);
  REQUIRE(p.rfind("def x = ", 0) == 0);
  return p.substr(8, p.size() - 9);
}

ast::ExprPtr body(const std::string& text) {
  auto p = parse("def x = " + text);
  REQUIRE(p.decls.size() == 1);
  return p.decls[0].val.body;
}

const ast::ValDecl& val(const ast::Program& p, size_t i) {
  REQUIRE(p.decls.size() > i);
  REQUIRE(p.decls[i].kind == ast::Decl::Kind::Val);
  return p.decls[i].val;
}

// "line:col: message" of the only error.
std::string error1(const std::string& text) {
  std::vector<Diagnostic> ds;
  try {
    parse(text);
  } catch (const CompileError& e) {
    ds = e.diagnostics();
  }
  REQUIRE(ds.size() == 1);
  return std::to_string(ds[0].span.begin.line) + ":" + std::to_string(ds[0].span.begin.col) + ": " +
         ds[0].message;
}

}  // namespace

TEST_CASE("attributes on expressions, declarations and patterns", "[parser]") {
  auto e = body("#[unsafe] a[i]");
  REQUIRE(e->kind == K::Attr);
  REQUIRE(e->attrs.size() == 1);
  CHECK(e->attrs[0].name == "unsafe");
  CHECK(e->attrs[0].text == "unsafe");
  CHECK(e->elems[0]->kind == K::Index);
  e = body("#[sequential] map f xs");
  REQUIRE(e->kind == K::Attr);
  CHECK(e->elems[0]->kind == K::Apply);
  // Stacked attributes form one node; arguments are kept, spaces normalised.
  e = body("#[trace( foo )] #[ f(a ,b(c),) ] #[3] x");
  REQUIRE(e->kind == K::Attr);
  REQUIRE(e->attrs.size() == 3);
  CHECK(e->attrs[0].name == "trace");
  CHECK(e->attrs[0].text == "trace(foo)");
  CHECK(e->attrs[1].text == "f(a, b(c))");
  CHECK(e->attrs[2].text == "3");
  CHECK(e->elems[0]->kind == K::Var);
  // Attributes bind less tightly than anything: to the end of the expression.
  CHECK(pe("#[unsafe] a[i] + 1") == "#[unsafe] (a[i] + 1)");
  CHECK(pe("x + #[unsafe] a[i] + 1") == "(x + (#[unsafe] (a[i] + 1)))");
  CHECK(pe("f (#[unroll] loop x = 0 for i < n do x + i)") ==
        "f (#[unroll] loop x = 0 for i < n do (x + i))");

  auto p = parse("#[inline] def f x = x\n#[noinline]\n#[other(1)]\nentry g (#[foo] y: i32) = y\n");
  CHECK(val(p, 0).attrs.size() == 1);
  CHECK(val(p, 0).attrs[0].name == "inline");
  CHECK(val(p, 1).entry);
  REQUIRE(val(p, 1).attrs.size() == 2);
  CHECK(val(p, 1).attrs[1].text == "other(1)");
  const auto& py = *val(p, 1).params.at(0);
  REQUIRE(py.attrs.size() == 1);
  CHECK(py.attrs[0].name == "foo");
  CHECK(py.kind == ast::Pat::Kind::Ascribed);
  CHECK(roundtrip("#[inline] def f x = x\n#[noinline]\nentry g (#[foo] y: i32) = y\n") ==
        "#[inline] def f x = x\n#[noinline] entry g (#[foo] (y: i32)) = y\n");
  CHECK(pe("let #[a] (x, #[b] y) = z in x") == "let (#[a] (x, (#[b] y))) = z in x");
}

TEST_CASE("size expressions in types", "[parser]") {
  auto p = parse(
      "def f (a: [n + 1]f32) (b: [m * b]u32) (c: [2 ** k]i32) (d: [n / 8 * 8]u8)\n"
      "      (e: [(n+1)*2]i32) (g: [n-i]i32) (h: [3]i32) (i: [M.n]i32) (j: vec [n+1]) (k: []i32) = "
      "0\n");
  const auto& f = val(p, 0);
  auto dim = [&](size_t i) -> const ast::DimExp& { return f.params.at(i)->type->dim; };
  CHECK(dim(0).kind == ast::DimExp::Kind::Expr);
  REQUIRE(dim(0).expr->kind == K::BinOp);
  CHECK(dim(0).expr->op == "+");
  CHECK(ast::print_expr(*dim(2).expr) == "(2 ** k)");
  CHECK(ast::print_expr(*dim(3).expr) == "((n / 8) * 8)");
  CHECK(ast::print_expr(*dim(4).expr) == "((n + 1) * 2)");
  CHECK(ast::print_expr(*dim(5).expr) == "(n - i)");
  CHECK(dim(6).kind == ast::DimExp::Kind::Const);
  CHECK(dim(6).value == 3);
  CHECK(dim(7).kind == ast::DimExp::Kind::Name);
  CHECK(dim(7).name == "M.n");
  const auto& vec = *f.params.at(8)->type;
  REQUIRE(vec.kind == ast::TypeExp::Kind::Named);
  REQUIRE(vec.type_args.size() == 1);
  CHECK(vec.type_args[0].is_size);
  CHECK(vec.type_args[0].dim.kind == ast::DimExp::Kind::Expr);
  REQUIRE(vec.size_args.size() == 1);
  CHECK(vec.size_args[0].kind == ast::DimExp::Kind::Expr);
  CHECK(dim(9).kind == ast::DimExp::Kind::Any);
  CHECK(ast::print_pat(*f.params[0]) == "(a: [(n + 1)]f32)");
  roundtrip(
      "def f (a: [n + 1]f32) (b: [m * b]u32) (c: [2 ** k]i32) (d: [n / 8 * 8]u8) (e: [(n+1)*2]i32)"
      " (j: vec [n+1]) = 0\n");

  auto e = body("let [n] (ys: [n]i32) = filter p xs in ys");
  REQUIRE(e->kind == K::Let);
  CHECK(e->size_params == std::vector<std::string>{"n"});
  CHECK(e->pat->kind == ast::Pat::Kind::Ascribed);
  e = body("let [n][m] (a: [n][m]i32) = b in a");
  CHECK(e->size_params == std::vector<std::string>{"n", "m"});
  CHECK(pe("let [n][m] (a: [n][m]i32) = b in a") == "let [n] [m] (a: [n][m]i32) = b in a");

  p = parse("type~ t = ?[n][m].[n][m]bool\ndef f (g: (n: i64) -> ?[k].[k]i32) = g\n");
  const auto& ex = *p.decls[0].type.def;
  REQUIRE(ex.kind == ast::TypeExp::Kind::Exists);
  CHECK(ex.ext_sizes == std::vector<std::string>{"n", "m"});
  CHECK(ast::print_type(*ex.elem) == "[n][m]bool");
  const auto& arrow = *val(p, 1).params[0]->type;
  REQUIRE(arrow.kind == ast::TypeExp::Kind::Arrow);
  CHECK(arrow.param_name == "n");
  CHECK(arrow.elems[1]->kind == ast::TypeExp::Kind::Exists);
  CHECK(roundtrip("type~ t = ?[n][m].[n][m]bool\ndef f (g: (n: i64) -> ?[k].[k]i32) = g\n") ==
        "type~ t = ?[n][m].[n][m]bool\ndef f (g: (n: i64) -> ?[k].[k]i32) = g\n");
}

TEST_CASE("type parameters and type applications", "[parser]") {
  auto p = parse(
      "def id 't (x: t) : t = x\n"
      "def reverse [n] 't (a: [n]t) : [n]t = a[::-1]\n"
      "def app '~a '^b [m] (f: a -> b) = f\n"
      "type pair 'a 'b = (a, b)\n"
      "type square [n] 't = [n][n]t\n"
      "type^ fn 'a = a -> a\n"
      "def g (x: pair i32 f32) (y: square [3] f32) (z: M.t) (w: pair (vec [n]) ([2]i32)) = x\n");
  const auto& id = val(p, 0);
  REQUIRE(id.type_params.size() == 1);
  CHECK(id.type_params[0].kind == ast::TypeParam::Kind::Type);
  CHECK(id.type_params[0].name == "t");
  CHECK(id.size_params.empty());
  const auto& rev = val(p, 1);
  REQUIRE(rev.type_params.size() == 2);
  CHECK(rev.type_params[0].kind == ast::TypeParam::Kind::Size);
  CHECK(rev.type_params[1].kind == ast::TypeParam::Kind::Type);
  CHECK(rev.size_params == std::vector<std::string>{"n"});
  const auto& app = val(p, 2);
  REQUIRE(app.type_params.size() == 3);
  CHECK(app.type_params[0].kind == ast::TypeParam::Kind::SizeLifted);
  CHECK(app.type_params[1].kind == ast::TypeParam::Kind::Lifted);
  CHECK(app.type_params[2].kind == ast::TypeParam::Kind::Size);
  CHECK(app.size_params == std::vector<std::string>{"m"});
  const auto& pair = p.decls[3].type;
  CHECK(pair.type_params.size() == 2);
  CHECK(pair.lift == ast::TypeDecl::Lift::Plain);
  CHECK(p.decls[4].type.size_params == std::vector<std::string>{"n"});
  CHECK(p.decls[4].type.type_params.size() == 2);
  CHECK(p.decls[5].type.lift == ast::TypeDecl::Lift::Lifted);
  const auto& g = val(p, 6);
  const auto& t0 = *g.params[0]->type;
  REQUIRE(t0.kind == ast::TypeExp::Kind::Named);
  CHECK(t0.name == "pair");
  REQUIRE(t0.type_args.size() == 2);
  CHECK(!t0.type_args[0].is_size);
  CHECK(t0.type_args[0].type->kind == ast::TypeExp::Kind::Prim);
  CHECK(t0.size_args.empty());
  const auto& t1 = *g.params[1]->type;
  REQUIRE(t1.type_args.size() == 2);
  CHECK(t1.type_args[0].is_size);
  CHECK(t1.type_args[0].dim.value == 3);
  CHECK(t1.size_args.size() == 1);
  CHECK(g.params[2]->type->name == "M.t");
  CHECK(ast::print_pat(*g.params[3]) == "(w: pair (vec [n]) ([2]i32))");
  roundtrip(
      "def id 't (x: t) : t = x\ndef app '~a '^b [m] (f: a -> b) = f\ntype pair 'a 'b = (a, b)\n"
      "type square [n] 't = [n][n]t\ntype^ fn 'a = a -> a\n"
      "def g (x: pair i32 f32) (y: square [3] f32) (z: M.t) (w: pair (vec [n]) ([2]i32)) = x\n");

  auto e = body("let f [n] 't (x: [n]t) : t = x[0] in f");
  REQUIRE(e->kind == K::LetFun);
  CHECK(e->size_params == std::vector<std::string>{"n"});
  REQUIRE(e->type_params.size() == 2);
  CHECK(e->type_params[1].name == "t");
  CHECK(pe("let f [n] 't (x: [n]t) : t = x[0] in f") == "let f [n] 't (x: [n]t): t = x[0] in f");
  // Types of every shape print back.
  CHECK(pe("x : *[n](i32, {a: f32, b: []u8}) -> #some (i32 -> i32) | #none") ==
        "x : *[n](i32, {a: f32, b: []u8}) -> #some (i32 -> i32) | #none");
}

TEST_CASE("user-defined operators", "[parser]") {
  auto p = parse(
      "def (++) 't (xs: []t) (ys: []t) = concat xs ys\n"
      "def x +^ y = x + y\n"
      "def (a:i32,b:i32) +* (c:i32,d:i32) : (i32, i32) = (a+c, b+d)\n"
      "def (<=>) a b = a\n");
  const auto& cat = val(p, 0);
  CHECK(cat.is_operator);
  CHECK(cat.name == "++");
  CHECK(cat.type_params.size() == 1);
  CHECK(cat.params.size() == 2);
  const auto& plus = val(p, 1);
  CHECK(plus.is_operator);
  CHECK(plus.name == "+^");
  REQUIRE(plus.params.size() == 2);
  CHECK(plus.params[0]->name == "x");
  CHECK(plus.params[1]->name == "y");
  const auto& star = val(p, 2);
  CHECK(star.name == "+*");
  CHECK(star.params[0]->kind == ast::Pat::Kind::Tuple);
  CHECK(star.ret_type != nullptr);
  CHECK(val(p, 3).name == "<=>");
  CHECK(roundtrip("def x +^ y = x + y\n") == "def (+^) x y = (x + y)\n");
  // A user-defined operator binds like its leading built-in operator.
  CHECK(pe("a +^ b *^ c") == "(a +^ (b *^ c))");
  CHECK(pe("a >>= b + c") == "(a >>= (b + c))");
  CHECK(pe("a !== b && c") == "((a !== b) && c)");
  CHECK(pe("a |>> b * c") == "(a |>> (b * c))");
  // Local operator definitions, prefix and infix.
  auto e = body("let (+^) a b = a + b in let x *^ y = x * y in 1 +^ 2 *^ 3");
  REQUIRE(e->kind == K::LetFun);
  CHECK(e->name == "+^");
  CHECK(e->params.size() == 2);
  REQUIRE(e->elems[1]->kind == K::LetFun);
  CHECK(e->elems[1]->name == "*^");
  CHECK(e->elems[1]->params[0]->name == "x");
  CHECK(pe("let (+^) a b = a + b in let x *^ y = x * y in 1 +^ 2 *^ 3") ==
        "let (+^) a b = (a + b) in let (*^) x y = (x * y) in (1 +^ (2 *^ 3))");
  e = body("let (<+>) = \\a b -> a in a <+> b");
  REQUIRE(e->kind == K::Let);
  CHECK(e->pat->kind == ast::Pat::Kind::Id);
  CHECK(e->pat->name == "<+>");
  CHECK(pe("let (<+>) = \\a b -> a in a <+> b") == "let (<+>) = \\a b -> a in (a <+> b)");
}

TEST_CASE("backticks, qualified operators and sections", "[parser]") {
  auto e = body("x `max` y");
  REQUIRE(e->kind == K::Apply);
  REQUIRE(e->elems.size() == 3);
  CHECK(e->elems[0]->name == "max");
  CHECK(e->elems[1]->name == "x");
  // Left associative, looser than every other infix operator.
  CHECK(pe("a `f` b `g` c") == "g (f a b) c");
  CHECK(pe("a + b `f` c * d") == "f (a + b) (c * d)");
  CHECK(pe("a `f32.max` b") == "f32.max a b");
  CHECK(body("a `f32.max` b")->elems[0]->name == "f32.max");
  CHECK(pe("a `M.f` b") == "M.f a b");
  // Sections of backticked names: (`f`) is f, (x `f`) is f x, (`f` y) is
  // a right section whose operator is the name.
  CHECK(pe("(`max`)") == "max");
  CHECK(pe("map (x `f32.max`) xs") == "map (f32.max x) xs");
  e = body("(`f32.max` 1)");
  REQUIRE(e->kind == K::RightSection);
  CHECK(e->qual == "f32");
  CHECK(e->op == "max");
  CHECK(pe("map (`max` (a + 1)) xs") == "map (`max` (a + 1)) xs");

  e = body("a f32.+ b * c");
  REQUIRE(e->kind == K::BinOp);
  CHECK(e->op == "+");
  CHECK(e->qual == "f32");
  CHECK(pe("a f32.+ b * c") == "(a f32.+ (b * c))");
  CHECK(pe("f x i32.* g y") == "(f x i32.* g y)");
  e = body("(i32.&)");
  REQUIRE(e->kind == K::OpSection);
  CHECK(e->qual == "i32");
  CHECK(e->op == "&");
  e = body("(f32./)");
  CHECK(e->qual == "f32");
  CHECK(e->op == "/");
  e = body("(f32.+ 1)");
  REQUIRE(e->kind == K::RightSection);
  CHECK(e->qual == "f32");
  e = body("(1 f32.-)");
  REQUIRE(e->kind == K::LeftSection);
  CHECK(e->qual == "f32");
  CHECK(e->op == "-");
  CHECK(body("(-)")->kind == K::OpSection);
  CHECK(body("(-)")->qual.empty());
  CHECK(pe("((i32.&), (f32./), (f32.+ 1), (1 f32.-), (-), (!=))") ==
        "((i32.&), (f32./), (f32.+ 1), (1 f32.-), (-), (!=))");
}

TEST_CASE("records", "[parser]") {
  auto e = body("{x = 1, y = 2.0,}");
  REQUIRE(e->kind == K::Record);
  CHECK(e->field_names == std::vector<std::string>{"x", "y"});
  CHECK(e->elems[1]->kind == K::FloatLit);
  e = body("{x, y = 2}");
  REQUIRE(e->kind == K::Record);
  REQUIRE(e->elems[0]->kind == K::Var);
  CHECK(e->elems[0]->name == "x");
  CHECK(pe("{x, y = 2}") == "{x, y = 2}");
  CHECK(pe("{0 = a, 1 = b}") == "{0 = a, 1 = b}");
  CHECK(body("{}")->kind == K::Record);
  CHECK(body("{}")->elems.empty());
  CHECK(pe("{}") == "{}");

  // Field access: projections (a qualified name like `f32.sqrt` stays a Var).
  e = body("r.x.y");
  REQUIRE(e->kind == K::Proj);
  CHECK(e->field == "y");
  REQUIRE(e->elems[0]->kind == K::Proj);
  CHECK(e->elems[0]->field == "x");
  CHECK(e->elems[0]->elems[0]->name == "r");
  CHECK(body("f32.sqrt")->kind == K::Var);
  CHECK(body("M.f")->kind == K::Proj);
  CHECK(pe("a[i].x + (e).0 + f r.x") == "((a[i].x + e.0) + f r.x)");

  e = body("r with x.y = e");
  REQUIRE(e->kind == K::RecordUpdate);
  CHECK(e->field_path == std::vector<std::string>{"x", "y"});
  CHECK(pe("r with x.y = e + 1") == "r with x.y = (e + 1)");
  CHECK(pe("r with x = 1 with y = 2") == "(r with x = 1) with y = 2");
  // A path through an index and a field updates the indexed element.
  CHECK(pe("a with [i].x = 1") == "a with [i] = (a[i] with x = 1)");
  CHECK(pe("let r.x.y = 1 in r") == "let r = r with x.y = 1 in r");
  CHECK(pe("let a[i].x = 1 in a") == "let a = a with [i] = (a[i] with x = 1) in a");

  e = body("(.x.a)");
  REQUIRE(e->kind == K::ProjSection);
  CHECK(e->field_path == std::vector<std::string>{"x", "a"});
  CHECK(e->field == "x.a");
  CHECK(body("(.0)")->field_path == std::vector<std::string>{"0"});
  CHECK(pe("map (.x.0) rs") == "map (.x.0) rs");

  auto p = parse("def f (r: {x: f32, y: [n]i32}) {a, b = (c, d), e: i32} = 0\n");
  const auto& rt = *val(p, 0).params[0]->type;
  REQUIRE(rt.kind == ast::TypeExp::Kind::Record);
  REQUIRE(rt.fields.size() == 2);
  CHECK(rt.fields[1].first == "y");
  CHECK(ast::print_type(*rt.fields[1].second) == "[n]i32");
  const auto& rp = *val(p, 0).params[1];
  REQUIRE(rp.kind == ast::Pat::Kind::Record);
  REQUIRE(rp.fields.size() == 3);
  CHECK(rp.fields[0].second->kind == ast::Pat::Kind::Id);
  CHECK(rp.fields[0].second->name == "a");
  CHECK(rp.fields[1].second->kind == ast::Pat::Kind::Tuple);
  CHECK(rp.fields[2].second->kind == ast::Pat::Kind::Ascribed);
  CHECK(rp.fields[2].second->inner->name == "e");
  CHECK(roundtrip("def f (r: {x: f32, y: [n]i32}) {a, b = (c, d), e: i32} = 0\n") ==
        "def f (r: {x: f32, y: [n]i32}) {a, b = (c, d), e: i32} = 0\n");
  CHECK(pe("loop {a, b} = {a = 1, b = 2} for x in xs do {a = x, b}") ==
        "loop {a, b} = {a = 1, b = 2} for x in xs do {a = x, b}");
}

TEST_CASE("sum types, constructors and match", "[parser]") {
  auto p = parse(
      "type color = #red | #green | #rgb f32 f32 | #arr ([]i32) | #nest (#a | #b) {x: i32}\n");
  const auto& t = *p.decls[0].type.def;
  REQUIRE(t.kind == ast::TypeExp::Kind::Sum);
  REQUIRE(t.constrs.size() == 5);
  CHECK(t.constrs[0].first == "red");
  CHECK(t.constrs[0].second.empty());
  CHECK(t.constrs[2].second.size() == 2);
  CHECK(t.constrs[3].second.at(0)->kind == ast::TypeExp::Kind::Array);
  CHECK(t.constrs[4].second.at(0)->kind == ast::TypeExp::Kind::Sum);
  CHECK(roundtrip("type color = #red | #green | #rgb f32 f32 | #arr ([]i32) | #nest (#a | #b) {x: "
                  "i32}\n") ==
        "type color = #red | #green | #rgb f32 f32 | #arr ([]i32) | #nest (#a | #b) {x: i32}\n");

  auto e = body("#rgb 1 2 3");
  REQUIRE(e->kind == K::Constr);
  CHECK(e->name == "rgb");
  CHECK(e->elems.size() == 3);
  e = body("#foo #bar");
  REQUIRE(e->kind == K::Constr);
  REQUIRE(e->elems.size() == 1);
  CHECK(e->elems[0]->kind == K::Constr);
  CHECK(e->elems[0]->name == "bar");
  CHECK(pe("f #red (#some (-1)) (#p x.0 a[1])") == "f #red (#some (-1)) (#p x.0 a[1])");
  CHECK(pe("#some x + 1") == "(#some x + 1)");

  e = body(
      "match e case #rgb r g b -> r case (0, _) -> 1 case {x, y} -> x case 'a' -> 2 case -1 -> 3 "
      "case 1.5f32 -> 4 case true -> 5 case #some (#pair a b) -> a case (x: i32) -> x case _ -> 6");
  REQUIRE(e->kind == K::Match);
  REQUIRE(e->cases.size() == 10);
  CHECK(e->elems.size() == 11);
  CHECK(e->elems[0]->name == "e");
  const auto& c0 = *e->cases[0];
  CHECK(c0.kind == ast::Pat::Kind::Constr);
  CHECK(c0.name == "rgb");
  CHECK(c0.elems.size() == 3);
  CHECK(e->cases[1]->kind == ast::Pat::Kind::Tuple);
  CHECK(e->cases[1]->elems[0]->kind == ast::Pat::Kind::Literal);
  CHECK(e->cases[2]->kind == ast::Pat::Kind::Record);
  REQUIRE(e->cases[3]->kind == ast::Pat::Kind::Literal);
  CHECK(e->cases[3]->literal->kind == K::CharLit);
  REQUIRE(e->cases[4]->kind == ast::Pat::Kind::Literal);
  CHECK(e->cases[4]->literal->kind == K::IntLit);
  CHECK(e->cases[4]->literal->negative);
  CHECK(e->cases[5]->literal->kind == K::FloatLit);
  CHECK(e->cases[6]->literal->kind == K::BoolLit);
  CHECK(e->cases[7]->elems.at(0)->kind == ast::Pat::Kind::Constr);
  CHECK(e->cases[8]->kind == ast::Pat::Kind::Ascribed);
  CHECK(e->cases[9]->kind == ast::Pat::Kind::Wildcard);
  CHECK(pe("match e case #some (#pair a b) -> a case -1 -> 3 case _ -> 6") ==
        "match e case #some (#pair a b) -> a case -1 -> 3 case _ -> 6");
  // The last case's body extends as far as possible; a nested match takes
  // the cases after it, unless parenthesised.
  CHECK(pe("match x case 1 -> a + 1 case _ -> b + 1") ==
        "match x case 1 -> (a + 1) case _ -> (b + 1)");
  e = body("match x case 1 -> match y case 2 -> 3 case _ -> 4");
  CHECK(e->cases.size() == 1);
  e = body("match x case 1 -> (match y case 2 -> 3) case _ -> 4");
  CHECK(e->cases.size() == 2);
  CHECK(pe("match x case 1 -> (match y case 2 -> 3) case _ -> 4") ==
        "match x case 1 -> (match y case 2 -> 3) case _ -> 4");
  CHECK(pe("match x case 1 -> (let z = 2 in match y case 2 -> z) case _ -> 4") ==
        "match x case 1 -> (let z = 2 in match y case 2 -> z) case _ -> 4");
  CHECK(pe("(match x case _ -> 1) + 1") == "((match x case _ -> 1) + 1)");
  CHECK(pe("let #some x = y in x") == "let #some x = y in x");
}

TEST_CASE("lambdas, loops, holes and other expressions", "[parser]") {
  auto e = body("\\x : i8 -> -x");
  REQUIRE(e->kind == K::Lambda);
  REQUIRE(e->type != nullptr);
  CHECK(ast::print_type(*e->type) == "i8");
  CHECK(e->elems[0]->kind == K::Neg);
  e = body("\\(x: i32) (y: i32) : i32 -> x + y");
  CHECK(e->params.size() == 2);
  CHECK(pe("\\(x: i32) (y: i32) : i32 -> x + y") == "\\(x: i32) (y: i32): i32 -> (x + y)");
  CHECK(pe("\\{x, y} (_, z) -> x") == "\\{x, y} (_, z) -> x");
  CHECK(pe("\\f: (i32 -> i32) -> f") == "\\f: (i32 -> i32) -> f");

  CHECK(body("???")->kind == K::Var);
  CHECK(body("???")->name == "???");
  CHECK(pe("f ??? 1") == "f ??? 1");
  e = body("1...9");
  REQUIRE(e->kind == K::Range);
  CHECK(e->elems.size() == 2);
  CHECK(e->range_kind == ast::Expr::RangeKind::Inclusive);
  CHECK(pe("1..3...9") == "1..3...9");
  CHECK(pe("a != b") == "(a != b)");
  CHECK(pe("f x with [i] = v") == "f x with [i] = v");
  CHECK(pe("assert (x > 0) x + 1") == "assert (x > 0) (x + 1)");
  CHECK(pe("loop (x, y) = (0, 1) while x < 10 do (y, x + y)") ==
        "loop (x, y) = (0, 1) while (x < 10) do (y, (x + y))");
  CHECK(pe("loop #[a] acc = 0 for {x, y} in xs do acc + x * y") ==
        "loop (#[a] acc) = 0 for {x, y} in xs do (acc + (x * y))");
  CHECK(pe("let a = 1\nlet b = 2\nin a + b") == "let a = 1 in let b = 2 in (a + b)");
  CHECK(pe("f (-1) (-2.5) 3") == "f (-1) (-2.5) 3");
  CHECK(pe("(x: i32, y)") == "(x : i32, y)");
  CHECK(pe("x :> [n + 1]i32") == "x :> [(n + 1)]i32");
  CHECK(pe("a[i:][::2, 0,]") == "a[i:][::2, 0]");
}

TEST_CASE("Level-2 parse errors", "[parser]") {
  CHECK(error1("def x = {x = 1") == "1:15: unclosed `{` opened at 1:9");
  CHECK(error1("def x = {x = 1 y = 2}") == "1:18: unclosed `{` opened at 1:9");
  CHECK(error1("def x = match x case 1 2") == "1:24: expected `->` after the pattern of the case");
  CHECK(error1("def x = match x") == "1:16: expected `case` after the expression of `match`");
  CHECK(error1("def x = match x case -> 1") == "1:22: expected a pattern after `case`");
  CHECK(error1("def x = #[") == "1:11: expected an attribute after `#[`");
  CHECK(error1("def x = #[foo 1") == "1:15: expected `]` after the attribute");
  CHECK(error1("def x = #[foo(a] 1") == "1:16: expected `)` to close the attribute's arguments");
  CHECK(error1("def x = #[unsafe]") == "1:18: expected an expression after the attribute");
  CHECK(error1("type t = #a |") == "1:14: expected a constructor `#name` after `|`");
  CHECK(error1("type t = {x i32}") == "1:13: expected `:` after the field name");
  CHECK(error1("type t = {x: i32") == "1:17: unclosed `{` opened at 1:10");
  CHECK(error1("def f (x: ?[n]i32) = x") == "1:15: expected `.` after the existential sizes");
  CHECK(error1("def f (x: (n: i32)) = x") == "1:19: expected `->` after a named parameter type");
  CHECK(error1("def f (x: i32 i32) = x") == "1:11: the primitive type `i32` takes no arguments");
  CHECK(error1("def f = r with = 1") == "1:16: expected `[` or a field name after `with`");
  CHECK(error1("def f = {x = 1, x = 2}") == "1:17: field `x` is defined twice in the record");
  CHECK(error1("def f {x, x} = 1") == "1:11: field `x` appears twice in the record pattern");
  CHECK(error1("type t = {a: i32, a: f32}") == "1:19: field `a` appears twice in the record type");
  CHECK(error1("def f = \\x : i32") == "1:17: expected `->` after the lambda parameters");
  // `M.(e)` opens a module locally (elaborate/defunctorise.h resolves it).
  CHECK(pe("M.N.(x + 1)") == "M.N.((x + 1))");  // the printer brackets every BinOp
  // Index sections are lambdas over a name the section does not mention.
  CHECK(pe("(.[i])") == "\\x -> x[i]");
  CHECK(pe("map (.[x, 1:].a) ys") == "map (\\x0 -> x0[x, 1:].a) ys");
  CHECK(error1("def f 'x = 1\ndef g ' = 2") == "2:8: expected a type parameter name after `'`");
  CHECK(error1("def f = a with [i].x = 1 with y.[0] = 2") ==
        "1:32: expected `=` after the updated place");
  CHECK(error1("def f = (f x) with [i].x = 1") ==
        "1:20: an update path that mixes indices and fields needs a variable before `with`");
}

TEST_CASE("deeply nested programs parse and print on a big stack", "[parser]") {
  const int n = 20000;
  std::string parens = "def main = " + std::string(n, '(') + "1" + std::string(n, ')') + "\n";
  std::string sum = "def main = 1";
  for (int i = 1; i < n; ++i) sum += " + 1";
  sum += "\n";
  std::string arrays = "def main = " + std::string(n, '[') + "1" + std::string(n, ']') + "\n";
  std::string lets = "def main =\n";
  for (int i = 0; i < n; ++i)
    lets += "  let x" + std::to_string(i) + " = " + std::to_string(i) + "\n";
  lets += "  in x0\n";
  run_with_big_stack([&] {
    CHECK(ast::print_program(parse(parens)) == "def main = 1\n");
    for (const std::string* src : {&sum, &arrays, &lets}) {
      std::string once = ast::print_program(parse(*src));
      CHECK(ast::print_program(parse(once)) == once);
    }
  });
  // On a small stack (16 MiB), every depth either parses or stops with a
  // clear error; never a crash.
  for (int depth : {1000, 10000, 100000}) {
    std::string d = std::to_string(depth);
    std::vector<std::string> programs = {
        "def main = " + std::string(depth, '(') + "1" + std::string(depth, ')') + "\n",
        "def main = " + std::string(depth, '[') + "1" + std::string(depth, ']') + "\n",
        "def main = ",
        "def main (x: " + std::string(depth, '(') + "i32" + std::string(depth, ')') + ") = x\n",
        "def main " + std::string(depth, '(') + "x" + std::string(depth, ')') + " = x\n"};
    for (int i = 0; i < depth; ++i)
      programs[2] += "let x = 1 in - " + std::string(i % 3 == 0 ? "#[a] " : "");
    programs[2] += "1\n";
    for (const auto& src : programs) {
      std::string message;
      BigStackThread small(
          [&] {
            try {
              parse(src);
            } catch (const CompileError& e) {
              message = e.diagnostics().at(0).message;
            }
          },
          size_t(16) << 20);
      small.join();
      INFO(src.substr(0, 40) << " at depth " << depth);
      if (!message.empty()) CHECK(message.find("nested too deeply") != std::string::npos);
    }
  }
  // Too deep for the stack: a clear error, not a crash (a 32 MiB stack).
  std::string deep =
      "def main = " + std::string(200000, '(') + "1" + std::string(200000, ')') + "\n";
  std::string message;
  BigStackThread t(
      [&] {
        try {
          parse(deep);
        } catch (const CompileError& e) {
          message = e.diagnostics().at(0).message;
        }
      },
      size_t(32) << 20);
  t.join();
  CHECK(message.find("nested too deeply") != std::string::npos);
}
