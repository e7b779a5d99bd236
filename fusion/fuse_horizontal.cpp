// Horizontal fusion rule (see rules.h):
//
//   let a = map f xs                let (a, b) =
//   let b = map g xs        =>        map (\x -> (f x, g x)) xs
//
//   let s = reduce (+) 0 xs         let (s, p) =
//   let p = reduce (*) 1 ys  =>       redomap ((+), (*)) (0, 1) (\x y -> (x, y)) xs ys
//
// Inputs shared by both Scremas are read once.  Pre: the driver checked
// that `second` does not use `first`'s results and that the two have the
// same width.  Bodies are moved, not duplicated (names stay bound once).
#include "ir/ir_walk.h"
#include "fusion/rules.h"

#include <array>

namespace runic::fusion_rules {

using namespace ir;

namespace {

size_t arity(const std::vector<ReduceOp>& ops) {
  size_t n = 0;
  for (auto& op : ops) n += op.neutral.size();
  return n;
}

// Splits a Screma's result positions into [scans, reductions, mapped].
std::array<std::pair<size_t, size_t>, 3> groups(const Exp& e) {
  size_t ns = arity(e.scans), nr = arity(e.reduces), n = e.map_lambda.ret.size();
  return {{{0, ns}, {ns, ns + nr}, {ns + nr, n}}};
}

}  // namespace

std::optional<Stm> fuse_horizontal(const Stm& first, const Stm& second) {
  const Exp& a = first.exp;
  const Exp& b = second.exp;
  internal_assert(a.kind == Exp::Kind::Screma && b.kind == Exp::Kind::Screma,
                  "fuse_horizontal: not two Scremas");
  Lambda la = walk::clone_lambda(a.map_lambda);
  Lambda lb = walk::clone_lambda(b.map_lambda);

  Exp fused = walk::clone_exp(a);
  Lambda lam;
  lam.params = la.params;
  std::map<VName, VName> rename;
  for (size_t k = 0; k < b.arrays.size(); k++) {
    int already = -1;
    for (size_t q = 0; q < fused.arrays.size(); q++)
      if (fused.arrays[q] == b.arrays[k]) already = (int)q;
    if (already >= 0) {
      rename[lb.params.at(k).name] = lam.params[already].name;
    } else {
      fused.arrays.push_back(b.arrays[k]);
      lam.params.push_back(lb.params.at(k));
    }
  }
  walk::rename_uses(*lb.body, rename);

  auto body = std::make_shared<Body>();
  body->stms = la.body->stms;
  for (auto& s : lb.body->stms) body->stms.push_back(std::move(s));

  Stm out;
  out.loc = second.loc;
  auto ga = groups(a), gb = groups(b);
  for (int g = 0; g < 3; g++) {
    for (size_t k = ga[g].first; k < ga[g].second; k++) {
      body->result.push_back(la.body->result.at(k));
      lam.ret.push_back(la.ret.at(k));
      out.pat.push_back(first.pat.at(k));
    }
    for (size_t k = gb[g].first; k < gb[g].second; k++) {
      body->result.push_back(lb.body->result.at(k));
      lam.ret.push_back(lb.ret.at(k));
      out.pat.push_back(second.pat.at(k));
    }
  }
  lam.body = body;
  fused.map_lambda = std::move(lam);
  for (auto& op : b.scans) fused.scans.push_back(ReduceOp{walk::clone_lambda(op.lambda), op.neutral, op.commutative});
  for (auto& op : b.reduces)
    fused.reduces.push_back(ReduceOp{walk::clone_lambda(op.lambda), op.neutral, op.commutative});
  out.exp = std::move(fused);
  return out;
}

}  // namespace runic::fusion_rules
