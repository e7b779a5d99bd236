// Fusion driver: producer-consumer fusion by graph reduction (PLDI'17
// section 4), after filter fusion (fuse_filter.h).
//
// Every body of the program (function bodies, lambda bodies, loop and if
// branches, SegOp bodies), innermost first, is treated as a dependence graph
// whose nodes are its statements.  A producer node is fused into a consumer
// node when
//   * the producer is a pure map Screma (no scans, no reductions);
//   * the consumer is a later Screma that takes at least one of the
//     producer's outputs as an input array;
//   * no producer output is used between the two statements, nor inside the
//     consumer other than as one of its input arrays (not indexed, not free
//     in its lambdas); outputs used after the consumer are kept as extra
//     mapped outputs of the fused Screma;
//   * nothing between the two consumes (updates in place, or passes as a
//     loop's initial merge value) an array the producer reads — PLDI'17
//     section 4's remark: moving the producer down past such a consumption
//     would read an overwritten array.
// The pair is replaced by the fused Screma at the consumer's position (see
// fuse_vertical.cpp for the rules) and the search restarts, until no pair
// fuses: the graph shrinks by one node per step, so this terminates.  In
// the first vertical round a producer that also feeds a later Screma waits,
// so that horizontal fusion can first merge its consumers.
//
// Pre: a well-formed Core IR program (names bound once).  Post: the same
// results under the interpreter, with no more Scremas than before.
#include "fusion/fusion.h"

#include <optional>

#include "fusion/fuse_filter.h"
#include "fusion/ir_walk.h"
#include "fusion/rules.h"

namespace runic {

namespace {

using namespace ir;
using fusion_rules::FusionCandidate;

bool is_pure_map(const Exp& e) {
  return e.kind == Exp::Kind::Screma && e.scans.empty() && e.reduces.empty();
}

// Whether statement `s` (anywhere inside it) consumes one of `names`.
bool consumes_any(const Stm& s, const std::map<VName, int>& names) {
  bool found = false;
  auto visit = [&](auto& self, const Body& b) -> void {
    for (const Stm& t : b.stms) {
      if (t.exp.kind == Exp::Kind::Update && names.count(t.exp.array)) found = true;
      // scatter/hist consume their destinations (the last k arrays).
      if (t.exp.kind == Exp::Kind::Scatter || t.exp.kind == Exp::Kind::Hist)
        for (size_t a = 1 + (t.exp.arrays.size() - 1) / 2; a < t.exp.arrays.size(); a++)
          if (names.count(t.exp.arrays[a])) found = true;
      if (t.exp.kind == Exp::Kind::SegOp) for (auto& a : t.exp.arrays) if (names.count(a)) found = true;
      if (t.exp.kind == Exp::Kind::Loop)
        for (auto& [p, init] : t.exp.merge)
          if (init.is_var() && names.count(init.var)) found = true;
      for (auto& nb : t.exp.bodies)
        if (nb) self(self, *nb);
      if (t.exp.map_lambda.body) self(self, *t.exp.map_lambda.body);
    }
  };
  Body one;
  one.stms.push_back(s);
  visit(visit, one);
  return found;
}

int uses_in(const std::map<VName, int>& uses, const VName& v) {
  auto it = uses.find(v);
  return it == uses.end() ? 0 : it->second;
}

void fuse_body(Body& b);

void fuse_nested(Exp& e) {
  for (auto& nb : e.bodies)
    if (nb) fuse_body(*nb);
  if (e.map_lambda.body) fuse_body(*e.map_lambda.body);
  for (auto& op : e.scans)
    if (op.lambda.body) fuse_body(*op.lambda.body);
  for (auto& op : e.reduces)
    if (op.lambda.body) fuse_body(*op.lambda.body);
}

// Tries to fuse the producer at position i into some later statement;
// returns the fused statement's position.
std::optional<size_t> try_fuse_at_impl(Body& b, size_t i, bool before_horizontal) {
  const Stm& prod = b.stms[i];
  if (!is_pure_map(prod.exp) || prod.pat.empty()) return std::nullopt;

  // The first later statement that uses any producer output is the only
  // possible consumer.
  size_t j = i + 1;
  for (; j < b.stms.size(); j++) {
    auto u = walk::count_uses(b.stms[j]);
    bool uses_output = false;
    for (auto& p : prod.pat) uses_output |= uses_in(u, p.name) > 0;
    if (uses_output) break;
  }
  if (j >= b.stms.size()) return std::nullopt;
  const Stm& cons = b.stms[j];
  if (cons.exp.kind != Exp::Kind::Screma) return std::nullopt;

  auto in_consumer = walk::count_uses(cons);
  std::map<VName, int> as_input;
  for (auto& a : cons.exp.arrays) as_input[a]++;
  std::map<VName, int> after;
  for (size_t k = j + 1; k < b.stms.size(); k++)
    for (auto& [v, n] : walk::count_uses(b.stms[k])) after[v] += n;
  for (auto& r : b.result)
    if (r.is_var()) after[r.var]++;

  FusionCandidate c;
  c.producer = &prod;
  c.consumer = &cons;
  bool feeds = false;
  for (auto& p : prod.pat) {
    int inputs = uses_in(as_input, p.name);
    if (uses_in(in_consumer, p.name) != inputs) return std::nullopt;  // indexed or free
    feeds |= inputs > 0;
    c.keep_output.push_back(uses_in(after, p.name) > 0);
  }
  if (!feeds) return std::nullopt;
  // A producer with several Screma consumers is not fused into the first one
  // before horizontal fusion has had the chance to merge the consumers
  // (then it fuses into the merged one and is not kept as an output).
  if (before_horizontal)
    for (size_t k = j + 1; k < b.stms.size(); k++)
      if (b.stms[k].exp.kind == Exp::Kind::Screma)
        for (auto& a : b.stms[k].exp.arrays)
          for (auto& p : prod.pat)
            if (a == p.name) return std::nullopt;

  auto reads = walk::free_vars(prod.exp);
  for (size_t k = i + 1; k <= j; k++)
    if (consumes_any(b.stms[k], reads)) return std::nullopt;

  auto fused = fusion_rules::fuse_map_into_screma(c);
  if (!fused) return std::nullopt;
  b.stms[j] = std::move(*fused);
  b.stms.erase(b.stms.begin() + i);
  return j - 1;
}

std::optional<size_t> try_fuse_at_first(Body& b, size_t i) { return try_fuse_at_impl(b, i, true); }
std::optional<size_t> try_fuse_at(Body& b, size_t i) { return try_fuse_at_impl(b, i, false); }

// Horizontal fusion policy: only Scremas of the same shape are fused, so
// that flattening can still turn the result into one SegOp (a map fused
// with a reduction would be split again into a SegMap and a SegRed).
enum class ScremaShape { Map, Reduce, Scan, Mixed };

ScremaShape shape_of(const Exp& e) {
  size_t nops = 0;
  for (auto& op : e.scans) nops += op.neutral.size();
  for (auto& op : e.reduces) nops += op.neutral.size();
  bool mapped = e.map_lambda.ret.size() > nops;
  if (e.scans.empty() && e.reduces.empty()) return ScremaShape::Map;
  if (mapped || (!e.scans.empty() && !e.reduces.empty())) return ScremaShape::Mixed;
  return e.scans.empty() ? ScremaShape::Reduce : ScremaShape::Scan;
}

bool same_subexp(const SubExp& a, const SubExp& b) {
  if (a.kind != b.kind) return false;
  return a.is_var() ? a.var == b.var : a.value == b.value;
}

// Tries to fuse the Screma at i with a later independent Screma of the same
// width and shape; returns the fused statement's position.
std::optional<size_t> try_fuse_horizontally_at(Body& b, size_t i) {
  const Stm& first = b.stms[i];
  if (first.exp.kind != Exp::Kind::Screma) return std::nullopt;
  ScremaShape shape = shape_of(first.exp);
  if (shape == ScremaShape::Mixed) return std::nullopt;
  auto reads = walk::free_vars(first.exp);
  for (size_t j = i + 1; j < b.stms.size(); j++) {
    const Stm& s = b.stms[j];
    // `first` moves down to j: nothing up to j may use its results or
    // consume what it reads.
    auto u = walk::count_uses(s);
    bool uses_first = false;
    for (auto& p : first.pat) uses_first |= uses_in(u, p.name) > 0;
    if (uses_first || consumes_any(s, reads)) return std::nullopt;
    if (s.exp.kind == Exp::Kind::Screma && shape_of(s.exp) == shape &&
        same_subexp(s.exp.args.at(0), first.exp.args.at(0))) {
      auto fused = fusion_rules::fuse_horizontal(first, s);
      if (!fused) continue;
      b.stms[j] = std::move(*fused);
      b.stms.erase(b.stms.begin() + i);
      return j - 1;
    }
  }
  return std::nullopt;
}

void fuse_body(Body& b) {
  for (Stm& s : b.stms) fuse_nested(s.exp);
  // Filter fusion first, while filters still have their elaborated shape
  // (fuse_filter.h).
  fusion_rules::fuse_filters(b);
  // Vertical fusion first (it removes intermediate arrays), then horizontal
  // fusion; a horizontal step may enable new vertical ones, so iterate.
  for (auto* rule : {&try_fuse_at_first, &try_fuse_horizontally_at, &try_fuse_at}) {
    bool changed = true;
    while (changed) {
      changed = false;
      for (size_t i = 0; i < b.stms.size() && !changed; i++) {
        if (auto at = (*rule)(b, i)) {
          changed = true;
          // The composed lambda body may hold new pairs (a map nest fused
          // with a map nest); re-fusing already fused parts finds nothing.
          fuse_body(*b.stms[*at].exp.map_lambda.body);
        }
      }
    }
  }
}

}  // namespace

ir::Program fuse(const ir::Program& prog) {
  ir::Program out = ir::walk::clone_program(prog);
  for (auto& f : out.functions)
    if (f.body) fuse_body(*f.body);
  return out;
}

}  // namespace runic
