// Monomorphisation (elaborate/monomorphise.h): what holds after the pass
// (no type arguments, no type parameters), the copies it makes and their
// names, and the restriction on non-lifted type parameters.
#include <catch2/catch.hpp>

#include <algorithm>

#include "elaborate/defunctorise.h"
#include "elaborate/monomorphise.h"
#include "frontend/parser.h"
#include "typecheck/infer.h"

namespace {

using namespace runic;

std::shared_ptr<TypedProgram> mono(const std::string& text) {
  auto file = std::make_shared<SourceFile>();
  file->path = "mono_test.fut";
  file->text = text;
  ast::Program flat = defunctorise(parse_program(file)).prog;
  auto tp = infer_program(flat);
  monomorphise(*tp);
  return tp;
}

template <typename F>
void walk(const ast::Expr& e, F&& f) {
  f(e);
  for (auto& x : e.elems)
    if (x) walk(*x, f);
  for (auto& d : e.indices)
    for (auto* x : {&d.index, &d.start, &d.end, &d.stride})
      if (*x) walk(**x, f);
}

std::vector<std::string> user_defs(const TypedProgram& tp) {
  std::vector<std::string> out;
  for (size_t i = tp.prelude_decls; i < tp.prog.decls.size(); ++i)
    if (tp.prog.decls[i].kind == ast::Decl::Kind::Val) out.push_back(tp.prog.decls[i].val.name);
  return out;
}

}  // namespace

TEST_CASE("monomorphise: one copy per type, in place of the definition", "[monomorphise]") {
  auto tp = mono(
      "def id 'a (x: a) : a = x\n"
      "def twice 'a (f: a -> a) (x: a) : a = f (f x)\n"
      "def unused 'a (x: a) : (a, a) = (x, x)\n"
      "def main (xs: []i32) (y: f32) = (twice (\\v -> v + 1) (id y), id xs, id (id y), twice id 1i64)\n");
  auto defs = user_defs(*tp);
  // A definition nothing uses gets one copy at `i32` (so that it is
  // checked all the same).  The program's `id`, named like the
  // prelude's, is `id'user` after defunctorisation.
  CHECK(defs == std::vector<std::string>{"id'user[f32]", "id'user[[]i32]", "id'user[i64]", "twice[f32]", "twice[i64]",
                                         "unused[i32]", "main"});
  // Nothing polymorphic is left: no use carries type arguments, no
  // definition has type parameters.
  size_t uses = 0;
  for (auto& d : tp->prog.decls)
    if (d.kind == ast::Decl::Kind::Val && d.val.body) walk(*d.val.body, [&](const ast::Expr& e) {
        auto r = tp->refs.find(&e);
        if (r == tp->refs.end()) return;
        ++uses;
        CHECK(r->second.type_args.empty());
      });
  CHECK(uses > 0);
  for (size_t i = 0; i < tp->prog.decls.size(); ++i) {
    const ast::Decl& d = tp->prog.decls[i];
    if (d.kind != ast::Decl::Kind::Val) continue;
    auto sch = tp->schemes.find(&d.val);
    REQUIRE(sch != tp->schemes.end());
    CHECK(sch->second.type_params.empty());
  }
  std::string text = print_monomorphised(*tp);
  CHECK_THAT(text, Catch::Contains("def twice[f32] (f: f32 -> f32) (x: f32): f32 = f (f x)"));
  CHECK_THAT(text, Catch::Contains("twice[i64] id'user[i64] 1i64"));
}

TEST_CASE("monomorphise: local polymorphic functions are copied where they stand", "[monomorphise]") {
  auto tp = mono(
      "def main (x: i32) (y: bool) =\n"
      "  let pair 'a (z: a) : (a, a) = (z, z)\n"
      "  let never 'b (z: b) : b = z\n"
      "  in (pair x, pair y)\n");
  std::string text = print_monomorphised(*tp);
  CHECK_THAT(text, Catch::Contains("let pair[i32] (z: i32): (i32, i32) = (z, z) in let pair[bool] (z: bool)"));
  CHECK_THAT(text, !Catch::Contains("never"));
}

TEST_CASE("monomorphise: sizes stay parameters", "[monomorphise]") {
  // Two uses at different sizes share one copy; the size parameter stays.
  auto tp = mono(
      "def first [n] 't (xs: [n]t) : t = xs[0]\n"
      "def main (a: [3]f32) (b: [5]f32) (c: [][2]i32) = (first a, first b, first c)\n");
  auto defs = user_defs(*tp);
  CHECK(defs == std::vector<std::string>{"first[f32]", "first[[]i32]", "main"});
  CHECK_THAT(print_monomorphised(*tp), Catch::Contains("def first[f32] [n] (xs: [n]f32): f32"));
}

TEST_CASE("monomorphise: a non-lifted type parameter cannot be a function", "[monomorphise]") {
  CHECK_THROWS_WITH(mono("def dup 'a (x: a) : [2]a = [x, x]\n"
                         "def main (x: i32) = (dup (\\(v: i32) -> v))[0] x\n"),
                    Catch::Contains("the type parameter `a` of `dup` cannot be a function type (here `i32 -> i32`)"));
  // A lifted one may.
  CHECK_NOTHROW(mono("def app '^a (f: a) : a = f\n"
                     "def main (x: i32) = app (\\(v: i32) -> v + 1) x\n"));
}
