// Records and sums to tuples and tags (elaborate/records.h): the layout
// shared with defunctionalise, what desugar leaves for the pass, and what
// holds after it (no record, sum or `match` left anywhere).
#include <catch2/catch.hpp>

#include "elaborate/defunctionalise.h"
#include "elaborate/defunctorise.h"
#include "elaborate/desugar.h"
#include "elaborate/monomorphise.h"
#include "elaborate/records.h"
#include "frontend/parser.h"
#include "typecheck/infer.h"

namespace {

using namespace runic;
using EK = ast::Expr::Kind;
using PK = ast::Pat::Kind;
using TK = ast::TypeExp::Kind;

// The program after desugar (the user's declarations after the prelude's).
ast::Program desugared(const std::string& text) {
  auto file = std::make_shared<SourceFile>();
  file->path = "records_test.fut";
  file->text = text;
  ast::Program flat = defunctorise(parse_program(file)).prog;
  auto tp = infer_program(flat);
  monomorphise(*tp);
  return desugar(*tp);
}

struct Counts {
  int records = 0, updates = 0, constrs = 0, matches = 0, typed_projs = 0, typed_eqs = 0;
  int record_pats = 0, constr_pats = 0, record_types = 0, sum_types = 0;
};

void count_type(const ast::TypeExp* t, Counts& c) {
  if (!t) return;
  c.record_types += t->kind == TK::Record;
  c.sum_types += t->kind == TK::Sum;
  count_type(t->elem.get(), c);
  for (auto& e : t->elems) count_type(e.get(), c);
  for (auto& f : t->fields) count_type(f.second.get(), c);
  for (auto& k : t->constrs)
    for (auto& p : k.second) count_type(p.get(), c);
}
void count_pat(const ast::Pat& p, Counts& c) {
  c.record_pats += p.kind == PK::Record;
  c.constr_pats += p.kind == PK::Constr;
  if (p.kind == PK::Ascribed) count_type(p.type.get(), c);
  if (p.inner) count_pat(*p.inner, c);
  for (auto& e : p.elems) count_pat(*e, c);
  for (auto& f : p.fields) count_pat(*f.second, c);
}
void count(const ast::Expr& e, Counts& c) {
  c.records += e.kind == EK::Record;
  c.updates += e.kind == EK::RecordUpdate;
  c.constrs += e.kind == EK::Constr;
  c.matches += e.kind == EK::Match;
  c.typed_projs += e.kind == EK::Proj && e.type;
  c.typed_eqs += e.kind == EK::BinOp && e.type;
  if (e.kind == EK::Ascript || e.kind == EK::Coerce) count_type(e.type.get(), c);
  for (auto& x : e.elems)
    if (x) count(*x, c);
  for (auto& p : e.cases) count_pat(*p, c);
  for (auto& p : e.params) count_pat(*p, c);
  if (e.pat) count_pat(*e.pat, c);
}
Counts count_user(const ast::Program& p) {
  Counts c;
  for (auto& d : p.decls) {
    if (d.kind != ast::Decl::Kind::Val || !d.val.span.file || d.val.span.file->path != "records_test.fut") continue;
    for (auto& q : d.val.params) count_pat(*q, c);
    count_type(d.val.ret_type.get(), c);
    count(*d.val.body, c);
  }
  return c;
}

const char* kProgram = R"(
type shape = #circle f32 | #rect f32 f32
type^ ops = {f: i32 -> i32, n: i32}
def area (s: shape) = match s case #circle r -> 3 * r * r case #rect w h -> w * h
def use (o: ops) = o.f o.n
def main (p: {x: f32, y: f32}) (k: i32) =
  let o : ops = {n = k, f = (+ k)}
  in (area (#rect p.x p.y), p with y = 1, use (o with n = 2), #circle 1 == (#rect 1 2 : shape))
)";

}  // namespace

TEST_CASE("records: a field's place in the tuple", "[records]") {
  CHECK(record_field_position({"y", "x"}, "x") == 0);
  CHECK(record_field_position({"y", "x"}, "y") == 1);
  // Labels 0..n-1: the record is a tuple, by position.
  CHECK(record_field_position({"1", "0"}, "1") == 1);
  CHECK(record_field_position({"2", "10", "1", "0"}, "10") == 2);  // not 0..3: label order ("0" "1" "10" "2")
  CHECK(record_field_position({"0"}, "0") == 0);
  CHECK(record_field_position({"b", "10", "2"}, "2") == 1);
}

TEST_CASE("records: where a constructor's payloads go", "[records]") {
  ast::TypeExp sum;
  sum.kind = TK::Sum;
  auto f32 = std::make_shared<ast::TypeExp>();
  f32->kind = TK::Prim;
  f32->prim = PrimType::F32;
  sum.constrs = {{"circle", {f32}}, {"none", {}}, {"rect", {f32, f32}}};
  SumLayout c = sum_layout(sum, "circle"), n = sum_layout(sum, "none"), r = sum_layout(sum, "rect");
  CHECK((c.tag == 0 && c.offset == 1 && c.total == 4));
  CHECK((n.tag == 1 && n.offset == 2 && n.total == 4));
  CHECK((r.tag == 2 && r.offset == 2 && r.total == 4));
}

TEST_CASE("records: desugar keeps records and sums, records lowers them after defunctionalise", "[records]") {
  ast::Program d = desugared(kProgram);
  Counts before = count_user(d);
  CHECK(before.records == 1);
  CHECK(before.updates == 2);
  CHECK(before.constrs == 3);
  CHECK(before.matches == 1);
  CHECK(before.typed_projs == 4);  // p.x, p.y, o.f, o.n: each with its record's type
  CHECK(before.typed_eqs == 1);    // `==` on a sum
  CHECK(before.constr_pats == 2);
  CHECK(before.sum_types >= 1);
  CHECK(before.record_types >= 1);

  ast::Program f = defunctionalise(d);
  // `use` is copied for the static value of its record of functions.
  bool copied = false;
  for (auto& decl : f.decls)
    if (decl.kind == ast::Decl::Kind::Val && decl.val.name.rfind("use<", 0) == 0) copied = true;
  CHECK(copied);
  CHECK(count_user(f).records == 1);

  Counts after = count_user(lower_records(f));
  CHECK(after.records == 0);
  CHECK(after.updates == 0);
  CHECK(after.constrs == 0);
  CHECK(after.matches == 0);
  CHECK(after.typed_projs == 0);
  CHECK(after.typed_eqs == 0);
  CHECK(after.record_pats == 0);
  CHECK(after.constr_pats == 0);
  CHECK(after.record_types == 0);
  CHECK(after.sum_types == 0);
}
