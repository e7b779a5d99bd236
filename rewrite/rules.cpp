// The rule table; see rules.h.  Each entry's replacement is the right-hand
// side of the rule in ICFP'15 figures 6-7 (with `pad` added where the paper
// assumes divisible lengths).
#include "rewrite/rules.h"

namespace runic::rewrite {

namespace {
bool is(const Fun& f, FunKind k) { return f.kind == k; }

FunPtr with_kind(const FunPtr& f, FunKind k, int dim) { return pattern(k, f->f, f->n, dim); }

FunPtr partial(const Fun& like, arith::Expr m) {
  auto p = std::make_shared<Fun>(like);
  p->kind = FunKind::ReducePart;
  p->n = std::move(m);
  return p;
}

std::string args_str(const RuleArgs& a, const std::string& name) {
  std::string s;
  auto add = [&](const std::string& x) { s += (s.empty() ? "" : ", ") + x; };
  if (a.n) add("n=" + arith::str(a.n));
  if (name.find("mapGlb") != std::string::npos || name.find("mapWrg") != std::string::npos ||
      name.find("mapLcl") != std::string::npos)
    add("dim=" + std::to_string(a.dim));
  if (a.g) add("f=" + print_fun(a.g));
  return s.empty() ? "" : "(" + s + ")";
}
}  // namespace

const std::vector<Rule>& all_rules() {
  static const std::vector<Rule> rules = {
      // ---- algorithmic rules ----
      {"map-split-join", "map(f) -> join o map(map(f)) o split(n)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::Map) && a.n; },
       [](const FunPtr& f, const RuleArgs& a) {
         return compose({join(), pattern(FunKind::Map, {f}), split(a.n)});
       }},
      {"reduce-to-partial", "reduce(op, ne) -> reduce(op, ne) o reducePart(op, ne, n)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::Reduce) && a.n; },
       [](const FunPtr& f, const RuleArgs& a) {
         return compose({f, partial(*f, a.n)});
       }},
      {"reduce-as-partial", "reduce(op, ne) -> reducePart(op, ne, 1)",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Reduce); },
       [](const FunPtr& f, const RuleArgs&) { return partial(*f, arith::cst(1)); }},
      {"partial-two-level", "reducePart(op, ne, m) -> reducePart(op, ne, m) o reducePart(op, ne, n)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::ReducePart) && a.n; },
       [](const FunPtr& f, const RuleArgs& a) { return compose({f, partial(*f, a.n)}); }},
      {"partial-split-join",
       "reducePart(op, ne, m) -> join o map(reducePart(op, ne, 1)) o split(n) o pad(m*n)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::ReducePart) && a.n; },
       [](const FunPtr& f, const RuleArgs& a) {
         std::vector<FunPtr> chain = {join(), pattern(FunKind::Map, {partial(*f, arith::cst(1))}),
                                      split(a.n)};
         if (a.pad) chain.push_back(pad(arith::mul(f->n, a.n)));
         return compose(chain);
       }},
      {"partial-reorder-stride",
       "reducePart(op, ne, m) -> reducePart(op, ne, m) o reorderStride(n)   if op is commutative",
       [](const Fun& f, const RuleArgs& a) {
         return is(f, FunKind::ReducePart) && a.n && a.commutative;
       },
       [](const FunPtr& f, const RuleArgs& a) { return compose({f, reorder_stride(a.n)}); }},
      {"partial-iterate",
       "reducePart(op, ne, 1) -> iterate(n, join o map(reducePart(op, ne, 1)) o split(2))",
       [](const Fun& f, const RuleArgs& a) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1 && a.n;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         FunPtr step = compose({join(), pattern(FunKind::Map, {f}), split(arith::cst(2))});
         return pattern(FunKind::Iterate, {step}, a.n);
       }},
      {"fuse-map-into-partial",
       "reducePart(op, ne, 1) o map(g) -> reduceSeq(\\acc x -> op(acc, g(x)), ne)",
       [](const Fun& f, const RuleArgs& a) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1 && a.g;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         // The fused operator takes the accumulator's components and the
         // mapped element; op receives the accumulator and g's results.
         FunPtr fused = lambda({"acc", "x"},
                               call(f->f[0], {param("acc"), call(a.g, {param("x")})}));
         // init holds one expression: the neutral element(s) as a literal tuple.
         return lambda({"xs"}, call(pattern(FunKind::ReduceSeq, {fused}), {f->init[0], param("xs")}));
       }},
      // ---- lowering rules ----
      {"map-to-mapGlb", "map(f) -> mapGlb_d(f)",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Map); },
       [](const FunPtr& f, const RuleArgs& a) { return with_kind(f, FunKind::MapGlb, a.dim); }},
      {"map-to-mapWrg", "map(f) -> mapWrg_d(f)",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Map); },
       [](const FunPtr& f, const RuleArgs& a) { return with_kind(f, FunKind::MapWrg, a.dim); }},
      {"map-to-mapLcl", "map(f) -> mapLcl_d(f)",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Map); },
       [](const FunPtr& f, const RuleArgs& a) { return with_kind(f, FunKind::MapLcl, a.dim); }},
      {"map-to-mapSeq", "map(f) -> mapSeq(f)",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Map); },
       [](const FunPtr& f, const RuleArgs&) { return with_kind(f, FunKind::MapSeq, 0); }},
      {"partial-to-reduceSeq", "reducePart(op, ne, 1) -> reduceSeq(op, ne)",
       [](const Fun& f, const RuleArgs&) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1;
       },
       [](const FunPtr& f, const RuleArgs&) {
         return lambda({"xs"}, call(pattern(FunKind::ReduceSeq, {f->f[0]}), {f->init[0], param("xs")}));
       }},
      {"to-local", "f -> toLocal(f)", [](const Fun&, const RuleArgs&) { return true; },
       [](const FunPtr& f, const RuleArgs&) { return pattern(FunKind::ToLocal, {f}); }},
      {"to-global", "f -> toGlobal(f)", [](const Fun&, const RuleArgs&) { return true; },
       [](const FunPtr& f, const RuleArgs&) { return pattern(FunKind::ToGlobal, {f}); }},
      {"to-private", "f -> toPrivate(f)", [](const Fun&, const RuleArgs&) { return true; },
       [](const FunPtr& f, const RuleArgs&) { return pattern(FunKind::ToPrivate, {f}); }},
  };
  return rules;
}

const Rule& find_rule(const std::string& name) {
  for (auto& r : all_rules())
    if (r.name == name) return r;
  internal_error("unknown rewrite rule " + name, __FILE__, __LINE__);
}

bool Derivation::can_apply(const std::string& name, const FunPtr& f, const RuleArgs& args) const {
  return find_rule(name).applies(*f, args);
}

FunPtr Derivation::apply(const std::string& name, const FunPtr& f, const RuleArgs& args) {
  const Rule& r = find_rule(name);
  internal_assert(r.applies(*f, args), "rule " << name << " does not apply to " << print_fun(f));
  steps_.push_back(name + args_str(args, name));
  return r.replace(f, args);
}

std::string Derivation::str() const {
  std::string s;
  for (auto& st : steps_) s += st + "\n";
  return s;
}

}  // namespace runic::rewrite
