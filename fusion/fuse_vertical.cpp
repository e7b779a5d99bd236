// Vertical (producer-consumer) fusion rules, PLDI'17 section 4.
//
//   let ys = map f xs                      let (r, ys') =
//   let r  = redomap (+) g ys zs     =>      redomap (+) (\x z -> g (f x) z) xs zs
//
// The fused map lambda takes the producer's parameters followed by the
// consumer's parameters for the inputs that do not come from the producer;
// its body is the producer's body followed by the consumer's body, where each
// consumer parameter fed by the producer is replaced by the producer's result
// for that row.  No intermediate array is built.  The same construction
// covers map-map, map-redomap and map-scanomap: the consumer's operators are
// kept unchanged.  Producer outputs that are still needed after the consumer
// (FusionCandidate::keep_output) are returned as extra mapped outputs.
//
// Pre: the driver (fusion.cpp) checked that the pair may be fused.  The
// producer's and consumer's bodies are moved, not duplicated, so every name
// stays bound once.
#include "ir/ir_walk.h"
#include "fusion/rules.h"

namespace runic::fusion_rules {

using namespace ir;

std::optional<Stm> fuse_map_into_screma(const FusionCandidate& c) {
  const Stm& prod = *c.producer;
  const Stm& cons = *c.consumer;
  const Exp& pe = prod.exp;
  const Exp& ce = cons.exp;
  internal_assert(pe.kind == Exp::Kind::Screma && pe.scans.empty() && pe.reduces.empty(),
                  "fuse: producer is not a map");
  internal_assert(ce.kind == Exp::Kind::Screma, "fuse: consumer is not a Screma");
  internal_assert(pe.map_lambda.body && ce.map_lambda.body, "fuse: lambda without body");

  Lambda pl = walk::clone_lambda(pe.map_lambda);
  Lambda cl = walk::clone_lambda(ce.map_lambda);

  Exp fused = walk::clone_exp(ce);
  fused.arrays = pe.arrays;
  Lambda lam;
  lam.params = pl.params;
  auto body = std::make_shared<Body>();
  body->stms = pl.body->stms;

  std::map<VName, VName> rename;
  std::vector<Stm> const_binds;
  for (size_t k = 0; k < ce.arrays.size(); k++) {
    const VName& arr = ce.arrays[k];
    const Param& cp = cl.params.at(k);
    int from_producer = -1;
    for (size_t m = 0; m < prod.pat.size(); m++)
      if (prod.pat[m].name == arr) from_producer = (int)m;
    if (from_producer >= 0) {
      const SubExp& r = pl.body->result.at(from_producer);
      if (r.is_var()) {
        rename[cp.name] = r.var;
      } else {
        Stm s;
        s.pat = {cp};
        s.exp.kind = Exp::Kind::SubExp;
        s.exp.args = {r};
        s.loc = cons.loc;
        const_binds.push_back(std::move(s));
      }
      continue;
    }
    int already = -1;
    for (size_t q = 0; q < fused.arrays.size(); q++)
      if (fused.arrays[q] == arr) already = (int)q;
    if (already >= 0) {
      rename[cp.name] = lam.params[already].name;
    } else {
      fused.arrays.push_back(arr);
      lam.params.push_back(cp);
    }
  }

  walk::rename_uses(*cl.body, rename);
  for (auto& s : const_binds) body->stms.push_back(std::move(s));
  for (auto& s : cl.body->stms) body->stms.push_back(std::move(s));
  body->result = cl.body->result;
  lam.ret = cl.ret;

  Stm out;
  out.pat = cons.pat;
  out.loc = cons.loc;
  for (size_t m = 0; m < prod.pat.size(); m++) {
    if (m < c.keep_output.size() && c.keep_output[m]) {
      body->result.push_back(pl.body->result.at(m));
      lam.ret.push_back(pl.ret.at(m));
      out.pat.push_back(prod.pat[m]);
    }
  }
  lam.body = body;
  fused.map_lambda = std::move(lam);
  out.exp = std::move(fused);
  return out;
}

}  // namespace runic::fusion_rules
