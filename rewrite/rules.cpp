// The rule table; see rules.h.  Each entry's replacement is the right-hand
// side of the rule in ICFP'15 figures 6-7 (with `pad` added where the paper
// assumes divisible lengths).
#include "rewrite/rules.h"

#include <functional>

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

// The chain of a composition λx. f1(f2(...fn(x))), outermost first.
std::vector<FunPtr> chain(const Fun& f) {
  std::vector<FunPtr> r;
  if (f.kind != FunKind::Lambda || f.params.size() != 1) return r;
  PExprPtr e = f.body;
  while (e->kind == PExpr::Kind::Call && e->args.size() == 1) {
    r.push_back(e->fun);
    e = e->args[0];
  }
  if (e->kind == PExpr::Kind::Param && e->name == f.params[0]) return r;
  return {};
}

// The first adjacent pair (outer, inner) of a chain satisfying `p`.
template <class P>
int find_pair(const std::vector<FunPtr>& c, P p) {
  for (size_t i = 0; i + 1 < c.size(); ++i)
    if (p(*c[i], *c[i + 1])) return (int)i;
  return -1;
}

FunPtr rebuild(std::vector<FunPtr> c) {
  if (c.empty()) return pattern(FunKind::Id);
  if (c.size() == 1) return c[0];
  return compose(c);
}

// Index functions equal up to the name of their variable.
bool same_index(const IndexFun& a, const IndexFun& b) {
  return arith::equal(a.body, arith::subst(b.body, b.var, arith::var(a.var)));
}
// gather(f) o scatter(f) or scatter(f) o gather(f): a permutation undone.
bool cancelling_permutations(const Fun& a, const Fun& b) {
  return ((is(a, FunKind::Gather) && is(b, FunKind::Scatter)) ||
          (is(a, FunKind::Scatter) && is(b, FunKind::Gather))) &&
         same_index(a.index, b.index);
}

std::string args_str(const RuleArgs& a, const std::string& name) {
  std::string s;
  auto add = [&](const std::string& x) { s += (s.empty() ? "" : ", ") + x; };
  if (a.n) add("n=" + arith::str(a.n));
  if (a.n2) add("n2=" + arith::str(a.n2));
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
       "reducePart(op, ne, 1) -> iterate(n, join o map(reducePart(op, ne, 1)) o split(F))   (F = n2, else 2)",
       [](const Fun& f, const RuleArgs& a) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1 && a.n;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         FunPtr step = compose({join(), pattern(FunKind::Map, {f}), split(a.n2 ? a.n2 : arith::cst(2))});
         return pattern(FunKind::Iterate, {step}, a.n);
       }},
      {"partial-iterate-part",
       "reducePart(op, ne, 1) -> reducePart(op, ne, 1) o iterate(n, join o map(reducePart(op, ne, 1)) o split(F))   (F = n2)",
       [](const Fun& f, const RuleArgs& a) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1 && a.n && a.n2;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         FunPtr step = compose({join(), pattern(FunKind::Map, {f}), split(a.n2)});
         return compose({f, pattern(FunKind::Iterate, {step}, a.n)});
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
      {"map-fusion", "map(f) o map(g) -> map(f o g)",
       [](const Fun& f, const RuleArgs&) {
         return find_pair(chain(f), [](const Fun& a, const Fun& b) {
                  return is(a, FunKind::Map) && is(b, FunKind::Map);
                }) >= 0;
       },
       [](const FunPtr& f, const RuleArgs&) {
         auto c = chain(*f);
         int i = find_pair(c, [](const Fun& a, const Fun& b) { return is(a, FunKind::Map) && is(b, FunKind::Map); });
         FunPtr fused = pattern(FunKind::Map, {compose({c[i]->f[0], c[i + 1]->f[0]})});
         c.erase(c.begin() + i, c.begin() + i + 2);
         c.insert(c.begin() + i, fused);
         return rebuild(c);
       }},
      {"join-split-cancel", "join o split(n) -> id",
       [](const Fun& f, const RuleArgs&) {
         return find_pair(chain(f), [](const Fun& a, const Fun& b) {
                  return is(a, FunKind::Join) && is(b, FunKind::Split);
                }) >= 0;
       },
       [](const FunPtr& f, const RuleArgs&) {
         auto c = chain(*f);
         int i = find_pair(c, [](const Fun& a, const Fun& b) { return is(a, FunKind::Join) && is(b, FunKind::Split); });
         c.erase(c.begin() + i, c.begin() + i + 2);
         return rebuild(c);
       }},
      {"split-join-cancel", "split(n) o join -> id   on [[T]_n]_m (n given as the rule's argument)",
       [](const Fun& f, const RuleArgs& a) {
         return a.n && find_pair(chain(f), [&](const Fun& x, const Fun& y) {
                         return is(x, FunKind::Split) && is(y, FunKind::Join) && arith::equal(x.n, a.n);
                       }) >= 0;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         auto c = chain(*f);
         int i = find_pair(c, [&](const Fun& x, const Fun& y) {
           return is(x, FunKind::Split) && is(y, FunKind::Join) && arith::equal(x.n, a.n);
         });
         c.erase(c.begin() + i, c.begin() + i + 2);
         return rebuild(c);
       }},
      {"map-reorder-stride",
       "map(f) -> reorderStride(m/s) o map(f) o reorderStride(s)   on [T]_m (n=s, n2=m/s)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::Map) && a.n && a.n2; },
       [](const FunPtr& f, const RuleArgs& a) {
         // reorderStride(m/s) is the inverse permutation of reorderStride(s).
         return compose({reorder_stride(a.n2), f, reorder_stride(a.n)});
       }},
      // ---- vectorisation (ICFP'15 figure 7e, with Lift's asVector/asScalar) ----
      {"map-vectorize", "map(f) -> asScalar o map(mapVec(f)) o asVector(n)   (n = 2, 4, 8 or 16; once per map)",
       [](const Fun& f, const RuleArgs& a) {
         int64_t w = 0;
         return is(f, FunKind::Map) && a.n && arith::is_const(a.n, &w) && (w == 2 || w == 4 || w == 8 || w == 16) &&
                !is(*f.f[0], FunKind::MapVec);
       },
       [](const FunPtr& f, const RuleArgs& a) {
         int64_t w = 0;
         arith::is_const(a.n, &w);
         return compose({as_scalar(), pattern(FunKind::Map, {map_vec(f->f[0])}), as_vector(w)});
       }},
      {"fuse-vector-map-into-partial",
       "reducePart(op, ne, 1) o asScalar o map(mapVec(g)) -> reduceSeq(\\acc v -> reduceSeq(op)(acc, mapVec(g)(v)), ne)",
       [](const Fun& f, const RuleArgs& a) {
         int64_t m = 0;
         return is(f, FunKind::ReducePart) && arith::is_const(f.n, &m) && m == 1 && a.g;
       },
       [](const FunPtr& f, const RuleArgs& a) {
         // A fold over the lanes of a join is a fold of folds: the lanes of
         // each vector go into the accumulator in order.
         FunPtr lanes = pattern(FunKind::ReduceSeq, {f->f[0]});
         FunPtr fused = lambda({"acc", "v"}, call(lanes, {param("acc"), call(map_vec(a.g), {param("v")})}));
         return lambda({"xs"}, call(pattern(FunKind::ReduceSeq, {fused}), {f->init[0], param("xs")}));
       }},
      {"private-staging", "map(f) -> map(id) o toPrivate(map(f))",
       [](const Fun& f, const RuleArgs&) { return is(f, FunKind::Map); },
       [](const FunPtr& f, const RuleArgs&) {
         return compose({pattern(FunKind::Map, {pattern(FunKind::Id)}), pattern(FunKind::ToPrivate, {f})});
       }},
      // ---- layout rules (CGO'17 section 3.2) ----
      {"reorder-stride-as-gather",
       "reorderStride(s) -> gather(i -> i/(n/s) + s*(i%(n/s)))   on [T]_n (n given as the rule's argument)",
       [](const Fun& f, const RuleArgs& a) { return is(f, FunKind::ReorderStride) && a.n; },
       [](const FunPtr& f, const RuleArgs& a) {
         // Exactly the index of backend/kernel_codegen.cpp's Reorder view.
         arith::Expr i = arith::var("i"), per = arith::div(a.n, f->n);
         return gather({"i", arith::add(arith::div(i, per), arith::mul(f->n, arith::mod(i, per)))});
       }},
      {"gather-scatter-cancel", "gather(f) o scatter(f) -> id, scatter(f) o gather(f) -> id",
       [](const Fun& f, const RuleArgs&) { return find_pair(chain(f), cancelling_permutations) >= 0; },
       [](const FunPtr& f, const RuleArgs&) {
         auto c = chain(*f);
         int i = find_pair(c, cancelling_permutations);
         c.erase(c.begin() + i, c.begin() + i + 2);
         return rebuild(c);
       }},
      {"slide-as-split", "slide(n, n) -> split(n)   on [T]_m when n divides m (m given as the rule's argument)",
       [](const Fun& f, const RuleArgs& a) {
         // (m - n)/n + 1 full windows are the ceil(m/n) chunks of split
         // only when n divides m: (m/n)*n simplifies back to m.
         return is(f, FunKind::Slide) && a.n && arith::equal(f.n, f.step) &&
                arith::equal(arith::mul(arith::div(a.n, f.n), f.n), a.n);
       },
       [](const FunPtr& f, const RuleArgs&) { return split(f->n); }},
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

namespace {
// Pre-order walk over the function nodes of an expression; `fn` may
// return a replacement for the node at its position (then not descended).
struct Walker {
  std::function<FunPtr(size_t, const FunPtr&)> fn;
  size_t next = 0;

  FunPtr fun(const FunPtr& f) {
    size_t at = next++;
    if (FunPtr r = fn(at, f)) return r;
    if (f->kind == FunKind::Lambda) {
      PExprPtr b = expr(f->body);
      if (b == f->body) return f;
      return lambda(f->params, b);
    }
    if (f->f.empty()) return f;
    auto copy = std::make_shared<Fun>(*f);
    bool changed = false;
    for (auto& g : copy->f) {
      FunPtr h = fun(g);
      changed |= h != g;
      g = h;
    }
    return changed ? FunPtr(copy) : f;
  }
  PExprPtr expr(const PExprPtr& e) {
    if (e->kind != PExpr::Kind::Call) return e;
    FunPtr f = fun(e->fun);
    std::vector<PExprPtr> args;
    bool changed = f != e->fun;
    for (auto& a : e->args) {
      args.push_back(expr(a));
      changed |= args.back() != a;
    }
    return changed ? call(f, args) : e;
  }
};
}  // namespace

std::vector<Match> find_matches(const PExprPtr& e, const std::string& name, const RuleArgs& args) {
  const Rule& r = find_rule(name);
  std::vector<Match> out;
  Walker w{[&](size_t at, const FunPtr& f) -> FunPtr {
    if (r.applies(*f, args)) out.push_back({at, f});
    return nullptr;
  }};
  w.expr(e);
  return out;
}

PExprPtr Derivation::apply_at(const std::string& name, const PExprPtr& e, size_t index, const RuleArgs& args) {
  bool done = false;
  Walker w{[&](size_t at, const FunPtr& f) -> FunPtr {
    if (at != index) return nullptr;
    done = true;
    return apply(name, f, args);
  }};
  PExprPtr r = w.expr(e);
  internal_assert(done, "no function node at position " << index);
  return r;
}

std::string Derivation::str() const {
  std::string s;
  for (auto& st : steps_) s += st + "\n";
  return s;
}

}  // namespace runic::rewrite
