// Parser tests: source text in, printed AST (fully parenthesised) or
// diagnostics (message and line:column) out.
#include <catch2/catch.hpp>

#include "frontend/parser.h"

using namespace runic;

namespace {

std::shared_ptr<const SourceFile> source(const std::string& text) {
  auto f = std::make_shared<SourceFile>();
  f->path = "test.fut";
  f->text = text;
  return f;
}

ast::Program parse(const std::string& text) { return parse_program(source(text)); }

// The body of `def x = <text>`, printed.
std::string pe(const std::string& text) {
  auto p = parse("def x = " + text);
  REQUIRE(p.decls.size() == 1);
  return ast::print_expr(*p.decls[0].val.body);
}

ast::ExprPtr body(const std::string& text) {
  auto p = parse("def x = " + text);
  REQUIRE(p.decls.size() == 1);
  return p.decls[0].val.body;
}

std::vector<Diagnostic> errors(const std::string& text) {
  try {
    parse(text);
  } catch (const CompileError& e) {
    return e.diagnostics();
  }
  return {};
}

// "line:col: message" of the only error.
std::string error1(const std::string& text) {
  auto ds = errors(text);
  REQUIRE(ds.size() == 1);
  return std::to_string(ds[0].span.begin.line) + ":" + std::to_string(ds[0].span.begin.col) + ": " +
         ds[0].message;
}

}  // namespace

TEST_CASE("example program parses", "[parser]") {
  auto p = parse(
      "-- | Dot product.\n"
      "def dot [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)\n"
      "entry main (xs: []f32) (ys: []f32) = dot xs ys\n"
      "def f (x: i32) = let (a, b) = (x, x + 1)\n"
      "                 let c = loop acc = 0 for i < 10 do acc + i\n"
      "                 in a * b + c |> (+1)\n");
  REQUIRE(p.decls.size() == 3);
  const auto& dot = p.decls[0].val;
  CHECK(dot.name == "dot");
  CHECK(dot.doc == "Dot product.");
  CHECK(!dot.entry);
  CHECK(dot.size_params == std::vector<std::string>{"n"});
  REQUIRE(dot.params.size() == 2);
  CHECK(ast::print_pat(*dot.params[0]) == "(xs: [n]f32)");
  CHECK(ast::print_type(*dot.ret_type) == "f32");
  CHECK(ast::print_expr(*dot.body) == "reduce (+) 0 (map2 (*) xs ys)");
  CHECK(p.decls[1].val.entry);
  CHECK(p.decls[1].val.doc.empty());
  CHECK(ast::print_expr(*p.decls[2].val.body) ==
        "let (a, b) = (x, (x + 1)) in let c = loop acc = 0 for i < 10 do (acc + i) in "
        "(+ 1) ((a * b) + c)");
  CHECK(ast::print_program(p).rfind("-- | Dot product.\ndef dot [n]", 0) == 0);
}

TEST_CASE("main is an entry point; doc comments span lines", "[parser]") {
  auto p = parse("-- not a doc\n-- | First line.\n-- second line.\ndef main = 1\n-- | Type.\ntype t = i32\n");
  REQUIRE(p.decls.size() == 2);
  CHECK(p.decls[0].val.entry);
  CHECK(p.decls[0].val.doc == "First line.\nsecond line.");
  CHECK(p.decls[1].kind == ast::Decl::Kind::Type);
}

TEST_CASE("operator precedence and associativity", "[parser]") {
  CHECK(pe("1 + 2 * 3 - 4") == "((1 + (2 * 3)) - 4)");
  CHECK(pe("a - b - c") == "((a - b) - c)");
  CHECK(pe("a / b * c % d") == "(((a / b) * c) % d)");
  CHECK(pe("a // b %% c") == "((a // b) %% c)");
  CHECK(pe("a || b && c") == "(a || (b && c))");
  CHECK(pe("a && b || c") == "((a && b) || c)");
  CHECK(pe("a == b && c < d") == "((a == b) && (c < d))");
  CHECK(pe("a & b == c") == "((a & b) == c)");
  CHECK(pe("a << 1 & b") == "((a << 1) & b)");
  CHECK(pe("a >>> 1 + b") == "(a >>> (1 + b))");
  CHECK(pe("a ^ b | c") == "((a ^ b) | c)");
  CHECK(pe("a <= b != c") == "((a <= b) != c)");
  CHECK(pe("a ** b ** c") == "((a ** b) ** c)");
  CHECK(pe("a * b ** c") == "(a * (b ** c))");
  CHECK(pe("-a ** b") == "((-a) ** b)");
  CHECK(pe("-f x") == "(-(f x))");
  CHECK(pe("!a == b") == "((!a) == b)");
  CHECK(pe("a >-> b <-< c") == "((a >-> b) <-< c)");
  CHECK(pe("f x - 1") == "(f x - 1)");
  CHECK(pe("f -1") == "(f - 1)");
  CHECK(pe("a-1") == "(a - 1)");
  // `|>` binds more loosely than `*` and `||`, as in Futhark's parser;
  // pipes become applications.
  CHECK(pe("a * b |> f") == "f (a * b)");
  CHECK(pe("f <| a || b") == "f (a || b)");
  CHECK(pe("x |> f y |> g") == "g (f y x)");
  CHECK(pe("f <| g <| x") == "f (g x)");
  CHECK(pe("f <| x |> g") == "g (f x)");
  CHECK(pe("f x y") == "f x y");
  CHECK(pe("f (g x) y.0 a[1]") == "f (g x) y.0 a[1]");
  // Open expressions extend as far right as possible.
  CHECK(pe("a + if c then x else y + 1") == "(a + (if c then x else (y + 1)))");
  CHECK(pe("1 + let y = 2 in y * 3") == "(1 + (let y = 2 in (y * 3)))");
  CHECK(pe("\\x -> x + 1") == "\\x -> (x + 1)");
  CHECK(pe("x + 1 : i32") == "(x + 1) : i32");
  CHECK(pe("a with [i] = v + 1") == "a with [i] = (v + 1)");
  CHECK(pe("0..<n + 1") == "0..<(n + 1)");
}

TEST_CASE("binary operator spans and structure", "[parser]") {
  auto e = body("a + b * c");
  REQUIRE(e->kind == ast::Expr::Kind::BinOp);
  CHECK(e->op == "+");
  CHECK(e->span.begin.line == 1);
  CHECK(e->span.begin.col == 9);
  CHECK(e->span.end.col == 18);
  CHECK(e->elems[1]->span.begin.col == 13);
  CHECK(e->span.file != nullptr);
  auto app = body("f x (y)");
  REQUIRE(app->kind == ast::Expr::Kind::Apply);
  CHECK(app->elems.size() == 3);
  CHECK(app->span.begin.col == 9);
  CHECK(app->span.end.col == 16);
}

TEST_CASE("integer literals", "[parser]") {
  auto e = body("42");
  CHECK(e->kind == ast::Expr::Kind::IntLit);
  CHECK(e->int_value == 42);
  CHECK(e->int_digits == "42");
  CHECK(!e->suffix);
  CHECK(!e->negative);
  e = body("42i8");
  CHECK(e->int_value == 42);
  CHECK(e->suffix == PrimType::I8);
  e = body("0xFF");
  CHECK(e->int_value == 255);
  CHECK(!e->suffix);
  e = body("0xffu8");
  CHECK(e->int_value == 255);
  CHECK(e->suffix == PrimType::U8);
  e = body("0b101");
  CHECK(e->int_value == 5);
  e = body("1_000");
  CHECK(e->int_value == 1000);
  e = body("-128i8");
  CHECK(e->kind == ast::Expr::Kind::IntLit);
  CHECK(e->negative);
  CHECK(e->int_value == 128);
  CHECK(e->int_digits == "128");
  e = body("18446744073709551616");
  CHECK(e->int_digits == "18446744073709551616");
  e = body("18446744073709551615u64");
  CHECK(e->int_value == 18446744073709551615ull);
  // `- 5` (with a space) is a negation, not a literal.
  CHECK(body("- 5")->kind == ast::Expr::Kind::Neg);
}

TEST_CASE("float, bool, char and string literals", "[parser]") {
  auto e = body("1.5f32");
  CHECK(e->kind == ast::Expr::Kind::FloatLit);
  CHECK(e->float_value == 1.5);
  CHECK(e->suffix == PrimType::F32);
  e = body("1e-3");
  CHECK(e->kind == ast::Expr::Kind::FloatLit);
  CHECK(e->float_value == 1e-3);
  CHECK(!e->suffix);
  e = body("2.5E2");
  CHECK(e->float_value == 250.0);
  e = body("0x1.fp3");
  CHECK(e->kind == ast::Expr::Kind::FloatLit);
  CHECK(e->float_value == 15.5);
  e = body("3f64");
  CHECK(e->kind == ast::Expr::Kind::FloatLit);
  CHECK(e->float_value == 3.0);
  CHECK(e->suffix == PrimType::F64);
  e = body("-2.5");
  CHECK(e->kind == ast::Expr::Kind::FloatLit);
  CHECK(e->negative);
  CHECK(e->float_value == -2.5);
  CHECK(body("true")->bool_value);
  CHECK(body("false")->kind == ast::Expr::Kind::BoolLit);
  e = body("'a'");
  CHECK(e->kind == ast::Expr::Kind::CharLit);
  CHECK(e->int_value == 97);
  CHECK(body("'\\n'")->int_value == 10);
  CHECK(body("'\\''")->int_value == 39);
  e = body("\"a\\tb\\\"c\\x41\"");
  CHECK(e->kind == ast::Expr::Kind::StringLit);
  CHECK(e->string_value == "a\tb\"cA");
  CHECK(pe("\"x\\ny\"") == "\"x\\ny\"");
}

TEST_CASE("names, qualified names and projections", "[parser]") {
  auto e = body("f32.sqrt");
  CHECK(e->kind == ast::Expr::Kind::Var);
  CHECK(e->name == "f32.sqrt");
  CHECK(body("u8.bool")->name == "u8.bool");
  CHECK(body("f64.inf")->name == "f64.inf");
  CHECK(body("x'")->name == "x'");
  CHECK(body("_tmp1")->name == "_tmp1");
  CHECK(pe("i64.max a b") == "i64.max a b");
  e = body("t.0.1");
  REQUIRE(e->kind == ast::Expr::Kind::Proj);
  CHECK(e->field == "1");
  CHECK(e->elems[0]->field == "0");
  CHECK(pe("(1, 2).0") == "(1, 2).0");
}

TEST_CASE("tuples, arrays, unit and ranges", "[parser]") {
  CHECK(pe("()") == "()");
  CHECK(body("()")->kind == ast::Expr::Kind::Unit);
  CHECK(pe("(1, 2, 3,)") == "(1, 2, 3)");
  CHECK(pe("((1))") == "1");
  CHECK(pe("[1, 2, 3,]") == "[1, 2, 3]");
  CHECK(pe("[[1], [2]]") == "[[1], [2]]");
  CHECK(body("[]")->elems.empty());
  auto e = body("1..3...9");
  REQUIRE(e->kind == ast::Expr::Kind::Range);
  CHECK(e->elems.size() == 3);
  CHECK(e->range_kind == ast::Expr::Expr::RangeKind::Inclusive);
  CHECK(body("a..>b")->range_kind == ast::Expr::RangeKind::DownToExclusive);
  CHECK(body("a..b")->range_kind == ast::Expr::RangeKind::Inclusive);
  CHECK(pe("0..2..<n") == "0..2..<n");
}

TEST_CASE("indexing and slices", "[parser]") {
  auto e = body("a[i, j]");
  REQUIRE(e->kind == ast::Expr::Kind::Index);
  REQUIRE(e->indices.size() == 2);
  CHECK(!e->indices[0].is_slice);
  CHECK(pe("a[i:j]") == "a[i:j]");
  CHECK(pe("a[i:j:s]") == "a[i:j:s]");
  CHECK(pe("a[:, 0]") == "a[:, 0]");
  CHECK(pe("a[::-1]") == "a[::-1]");
  CHECK(pe("a[1:]") == "a[1:]");
  CHECK(pe("a[:n-1]") == "a[:(n - 1)]");
  e = body("a[::-1]");
  CHECK(e->indices[0].is_slice);
  CHECK(!e->indices[0].start);
  CHECK(!e->indices[0].end);
  CHECK(e->indices[0].stride->negative);
  CHECK(pe("a[i][j]") == "a[i][j]");
  // With a space, `[i]` is an array literal argument.
  CHECK(pe("f [i]") == "f [i]");
  CHECK(body("a [i]")->kind == ast::Expr::Kind::Apply);
  CHECK(pe("a with [i, j] = 0") == "a with [i, j] = 0");
  CHECK(pe("a with [1:3] = b with [0] = 1") == "(a with [1:3] = b) with [0] = 1");
}

TEST_CASE("sections", "[parser]") {
  CHECK(body("(+)")->kind == ast::Expr::Kind::OpSection);
  CHECK(body("(+)")->op == "+");
  CHECK(body("(-)")->op == "-");
  CHECK(body("(==)")->op == "==");
  auto e = body("(+1)");
  REQUIRE(e->kind == ast::Expr::Kind::RightSection);
  CHECK(e->op == "+");
  e = body("(1+)");
  REQUIRE(e->kind == ast::Expr::Kind::LeftSection);
  CHECK(e->op == "+");
  CHECK(pe("(x * 2 -)") == "((x * 2) -)");
  e = body("(.0)");
  REQUIRE(e->kind == ast::Expr::Kind::ProjSection);
  CHECK(e->field == "0");
  // `(-1)` is a negative literal, `(-x)` a negation.
  CHECK(body("(-1)")->kind == ast::Expr::Kind::IntLit);
  CHECK(body("(-x)")->kind == ast::Expr::Kind::Neg);
  CHECK(pe("map (*2) xs") == "map (* 2) xs");
}

TEST_CASE("let forms", "[parser]") {
  CHECK(pe("let (a, b) = (1, 2) in a") == "let (a, b) = (1, 2) in a");
  CHECK(pe("let x: i32 = 5 in x") == "let (x: i32) = 5 in x");
  CHECK(pe("let _ = 5 in 0") == "let _ = 5 in 0");
  CHECK(pe("let x = 1 let y = 2 in x + y") == "let x = 1 in let y = 2 in (x + y)");
  auto e = body("let f x (y: i32): i32 = x + y in f 1 2");
  REQUIRE(e->kind == ast::Expr::Kind::LetFun);
  CHECK(e->name == "f");
  CHECK(e->params.size() == 2);
  CHECK(ast::print_type(*e->type) == "i32");
  e = body("let g [n] (xs: [n]i32) = xs in g");
  REQUIRE(e->kind == ast::Expr::Kind::LetFun);
  CHECK(e->size_params == std::vector<std::string>{"n"});
  e = body("let a[i] = v in a");
  REQUIRE(e->kind == ast::Expr::Kind::Let);
  CHECK(e->pat->name == "a");
  REQUIRE(e->elems[0]->kind == ast::Expr::Kind::With);
  CHECK(pe("let a[i, 1:] = v in a") == "let a = a with [i, 1:] = v in a");
}

TEST_CASE("if, loops, lambdas, ascription, assert", "[parser]") {
  CHECK(pe("if a < b then 1 else 2") == "if (a < b) then 1 else 2");
  auto e = body("loop acc = 0 for i < n do acc + i");
  REQUIRE(e->kind == ast::Expr::Kind::Loop);
  CHECK(e->loop_form == ast::LoopForm::For);
  CHECK(e->loop_var == "i");
  CHECK(e->elems[0] != nullptr);
  e = body("loop (a, b) = (0, 1) for x in xs do (b, a + x)");
  CHECK(e->loop_form == ast::LoopForm::ForIn);
  CHECK(e->loop_pat->name == "x");
  CHECK(e->pat->kind == ast::Pat::Kind::Tuple);
  e = body("loop x while x < 10 do x * 2");
  CHECK(e->loop_form == ast::LoopForm::While);
  CHECK(e->elems[0] == nullptr);
  CHECK(pe("loop (s: f32) = 0 for (x, y) in zip a b do s + x * y") ==
        "loop (s: f32) = 0 for (x, y) in zip a b do (s + (x * y))");
  e = body("\\(x: i32) (y, z): i32 -> x");
  REQUIRE(e->kind == ast::Expr::Kind::Lambda);
  CHECK(e->params.size() == 2);
  CHECK(e->type != nullptr);
  CHECK(pe("map (\\x -> x + 1) xs") == "map (\\x -> (x + 1)) xs");
  e = body("x : [n]i32");
  REQUIRE(e->kind == ast::Expr::Kind::Ascript);
  CHECK(ast::print_type(*e->type) == "[n]i32");
  CHECK(pe("assert (n > 0) (xs[0])") == "assert (n > 0) xs[0]");
}

TEST_CASE("types and type declarations", "[parser]") {
  auto p = parse(
      "type vec [n] = [n]f32\n"
      "type pair = (i32, bool)\n"
      "type fn = (i32 -> i32) -> i32 -> []f32\n"
      "def f (a: *[]i64) (b: vec [3]) (c: [2][n]u8) (d: ()): *[10]i32 = a\n");
  REQUIRE(p.decls.size() == 4);
  CHECK(p.decls[0].type.name == "vec");
  CHECK(ast::print_type(*p.decls[2].type.def) == "(i32 -> i32) -> i32 -> []f32");
  CHECK(p.decls[2].type.def->kind == ast::TypeExp::Kind::Arrow);
  CHECK(p.decls[0].type.size_params == std::vector<std::string>{"n"});
  CHECK(ast::print_type(*p.decls[0].type.def) == "[n]f32");
  CHECK(ast::print_type(*p.decls[1].type.def) == "(i32, bool)");
  const auto& f = p.decls[3].val;
  CHECK(ast::print_pat(*f.params[0]) == "(a: *[]i64)");
  CHECK(f.params[0]->type->unique);
  CHECK(f.params[1]->type->kind == ast::TypeExp::Kind::Named);
  CHECK(f.params[1]->type->size_args.at(0).value == 3);
  CHECK(ast::print_pat(*f.params[2]) == "(c: [2][n]u8)");
  CHECK(f.params[3]->type->kind == ast::TypeExp::Kind::Unit);
  CHECK(ast::print_type(*f.ret_type) == "*[10]i32");
  CHECK(f.params[2]->type->dim.kind == ast::DimExp::Kind::Const);
  CHECK(f.params[2]->type->elem->dim.kind == ast::DimExp::Kind::Name);
}

TEST_CASE("comments are whitespace", "[parser]") {
  auto p = parse("def x = 1 -- one\n  + -- plus\n  2 -- two\n-- end\n");
  CHECK(ast::print_expr(*p.decls[0].val.body) == "(1 + 2)");
}

TEST_CASE("parse errors: messages and positions", "[parser]") {
  CHECK(error1("def x =") == "1:8: expected an expression after `=`");
  CHECK(error1("def x = 1 +\ndef y = 2") == "2:1: expected an expression after `+`");
  CHECK(error1("def x = a ==") == "1:13: expected an expression after `==`");
  CHECK(error1("def x =\n  f (1 + 2\n") == "3:1: unclosed `(` opened at 2:5");
  CHECK(error1("def x =\n  f (1 + 2") == "2:11: unclosed `(` opened at 2:5");
  CHECK(error1("def x = [1, 2") == "1:14: unclosed `[` opened at 1:9");
  CHECK(error1("def x = a[1") == "1:12: unclosed `[` opened at 1:10");
  CHECK(error1("def x = (1 + 2))") == "1:16: unexpected `)`");
  CHECK(error1("def x = if a then b") == "1:20: expected `else`");
  CHECK(error1("def x = if a else c") == "1:14: expected `then`");
  CHECK(error1("def x = let y = 1") == "1:18: expected `in` after the `let` binding");
  CHECK(error1("def x = loop a = 0 for i < n a") == "1:31: expected `do`");
  CHECK(error1("def x = \\x y") == "1:13: expected `->` after the lambda parameters");
  CHECK(error1("def = 1") == "1:5: expected a name after `def`");
  CHECK(error1("def f x 1 = x") == "1:9: expected `=` or a parameter in the definition");
  CHECK(error1("def x = 12abc") == "1:11: invalid numeric literal");
  CHECK(error1("def x = \"abc") == "1:13: unterminated string literal");
  CHECK(error1("def x = 'ab'") == "1:9: a character literal must hold exactly one character");
  CHECK(error1("foo bar") == "1:1: unexpected `foo`");
  CHECK(error1("def let = 1") == "1:5: expected a name after `def`");
  CHECK(error1("def x = a[]") == "1:11: expected an index after `[`");
  CHECK(error1("def f (x: ) = x") == "1:11: expected a type after `:`");
  CHECK(error1("def x = 2.5i32") == "1:9: a float literal cannot have the integer suffix `i32`");
}

TEST_CASE("parse errors: recovery at the next declaration", "[parser]") {
  auto ds = errors(
      "def a = (1 +\n"
      "  2\n"
      "def b = 1\n"
      "def c = if x\n"
      "entry d = )\n"
      "def e = 3\n");
  REQUIRE(ds.size() == 3);
  CHECK(ds[0].span.begin.line == 3);
  CHECK(ds[0].message == "unclosed `(` opened at 1:9");
  CHECK(ds[1].span.begin.line == 5);
  CHECK(ds[1].message == "expected `then`");
  CHECK(ds[2].span.begin.line == 5);
  CHECK(ds[2].message == "expected an expression after `=`");
  // One mistake, one message.
  CHECK(errors("def a = (((1 + \n\n").size() == 1);
  // Formatted with the file name and a caret.
  try {
    parse("def x = )");
    FAIL("no error");
  } catch (const CompileError& e) {
    CHECK(std::string(e.what()).find("test.fut:1:9: error:") != std::string::npos);
  }
}

TEST_CASE("load_source", "[parser]") {
  try {
    load_source("/nonexistent/x.fut");
    FAIL("no error");
  } catch (const CompileError& e) {
    CHECK(e.diagnostics().at(0).message ==
          "cannot read file '/nonexistent/x.fut': No such file or directory");
  }
}

TEST_CASE("printed programs parse back to the same text", "[parser]") {
  const char* src =
      "def f [n] (xs: [n]i32) (y: i32): [n]i32 =\n"
      "  let g (x: i32) = x * 2\n"
      "  let a = map (\\x -> g x + y) xs with [0] = 1\n"
      "  let s = loop (acc, i) = (0, 0) while i < n do (acc + a[i], i + 1)\n"
      "  in if s.0 > 0 then a[1:] ++ [-1, 2.5f32, 'c'] |> reverse else (.0) (a, 1..<n)\n";
  std::string once = ast::print_program(parse(src));
  CHECK(ast::print_program(parse(once)) == once);
}
