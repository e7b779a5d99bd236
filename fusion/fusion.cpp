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
// so that horizontal fusion can first merge its consumers.  Horizontal
// fusion moves the earlier Screma down to the later one, or, for two
// reductions where something between uses the first's results, the later
// one up (try_fuse_reductions_upwards).
//
// Last, streams (PLDI'17 Figure 9, fuse_stream.cpp): a stream next to a
// stream or a Screma without scans, as a producer-consumer pair or
// horizontally, under the same conditions (a producer's accumulators may
// not be used by the consumer at all: they exist only after the whole
// stream); parallel and sequential streams never fuse together.
//
// Pre: a well-formed Core IR program (names bound once).  Post: the same
// results under the interpreter, with no more Scremas than before.
#include "fusion/fusion.h"

#include <optional>

#include "fusion/fuse_filter.h"
#include "ir/ir_walk.h"
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
void sequential_chunk(Body& b, const VName& chunk_size);

void fuse_nested(Exp& e) {
  for (auto& nb : e.bodies)
    if (nb) fuse_body(*nb);
  if (e.map_lambda.body) fuse_body(*e.map_lambda.body);
  if (e.kind == Exp::Kind::Stream && e.stream_kind != Exp::StreamKind::Seq && e.map_lambda.body)
    sequential_chunk(*e.map_lambda.body, e.map_lambda.params.at(0).name);
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

// Horizontal fusion of reductions the other way: `first` at i cannot move
// down past j (which uses its results: `f32.sqrt` of a sum), so a later
// independent reduction of the same width moves up beside it.  It must
// read nothing bound from i on and consume nothing (cosine similarity's
// third sum, after the first two's square root; perf34).
std::optional<size_t> try_fuse_reductions_upwards(Body& b, size_t i, size_t j) {
  const Stm& first = b.stms[i];
  if (shape_of(first.exp) != ScremaShape::Reduce) return std::nullopt;
  std::map<VName, int> bound_between;
  for (size_t k = i; k < b.stms.size(); k++) {
    const Stm& s = b.stms[k];
    if (k > j && s.exp.kind == Exp::Kind::Screma && shape_of(s.exp) == ScremaShape::Reduce &&
        same_subexp(s.exp.args.at(0), first.exp.args.at(0))) {
      auto reads = walk::free_vars(s.exp);
      bool independent = !consumes_any(s, reads);
      for (auto& [v, n] : reads) independent &= !bound_between.count(v);
      if (independent) {
        auto fused = fusion_rules::fuse_horizontal(first, s);
        if (fused) {
          b.stms.erase(b.stms.begin() + k);
          b.stms[i] = std::move(*fused);
          return i;
        }
      }
    }
    for (auto& p : s.pat) bound_between[p.name]++;
  }
  return std::nullopt;
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
    if (consumes_any(s, reads)) return std::nullopt;
    if (uses_first) return try_fuse_reductions_upwards(b, i, j);
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

// Streams (fuse_stream.cpp, PLDI'17 Figure 9).  Parallel: stream_map,
// stream_red, and Scremas without scans (F1/F3 turn them into streams);
// sequential: stream_seq.  Only two of one kind fuse, and at least one must
// already be a stream (two Scremas are the Screma rules' business).
enum class StreamClass { None, Parallel, Sequential };

StreamClass stream_class(const Exp& e) {
  if (e.kind == Exp::Kind::Stream)
    return e.stream_kind == Exp::StreamKind::Seq ? StreamClass::Sequential : StreamClass::Parallel;
  if (e.kind == Exp::Kind::Screma && e.scans.empty()) return StreamClass::Parallel;
  return StreamClass::None;
}

// Outputs of a stream-like statement that are accumulators (reductions of a
// Screma), not [w] arrays.
size_t accumulator_outputs(const Exp& e) {
  if (e.kind == Exp::Kind::Stream) return e.args.size() - 1;
  size_t n = 0;
  for (auto& op : e.reduces) n += op.neutral.size();
  return n;
}

bool stream_pair(const Exp& a, const Exp& b) {
  StreamClass ca = stream_class(a), cb = stream_class(b);
  return ca != StreamClass::None && ca == cb &&
         (a.kind == Exp::Kind::Stream || b.kind == Exp::Kind::Stream) && same_subexp(a.args.at(0), b.args.at(0));
}

std::optional<size_t> replace_pair(Body& b, size_t i, size_t j, const std::vector<bool>& keep) {
  Stm first = fusion_rules::screma_to_stream(b.stms[i]);
  Stm second = fusion_rules::screma_to_stream(b.stms[j]);
  auto fused = fusion_rules::fuse_streams(first, second, keep);
  if (!fused) return std::nullopt;
  b.stms[j] = std::move(*fused);
  b.stms.erase(b.stms.begin() + i);
  return j - 1;
}

// Horizontal fusion the other way: `prod` at i cannot move down past j
// (which uses its results), so a later independent stream moves up to i:
// it must read nothing bound from i on and consume nothing.
std::optional<size_t> try_fuse_streams_upwards(Body& b, size_t i, size_t j) {
  const Stm& prod = b.stms[i];
  std::map<VName, int> bound_between;
  for (size_t k = i; k < b.stms.size(); k++) {
    const Stm& s = b.stms[k];
    if (k > j && stream_pair(prod.exp, s.exp) && s.exp.kind == Exp::Kind::Stream) {
      bool independent = !consumes_any(s, walk::free_vars(s.exp));
      for (auto& [v, n] : walk::free_vars(s.exp)) independent &= !bound_between.count(v);
      if (independent) {
        Stm second = s;
        b.stms.erase(b.stms.begin() + k);
        b.stms.insert(b.stms.begin() + i + 1, std::move(second));
        return replace_pair(b, i, i + 1, {});
      }
    }
    for (auto& p : s.pat) bound_between[p.name]++;
  }
  return std::nullopt;
}

// F6/F7 (and F1/F3 first): the stream-like statement at i with its first
// consumer (producer-consumer), or else with a later independent one
// (horizontal).
std::optional<size_t> try_fuse_streams_at(Body& b, size_t i) {
  const Stm& prod = b.stms[i];
  if (stream_class(prod.exp) == StreamClass::None || prod.pat.empty()) return std::nullopt;
  auto reads = walk::free_vars(prod.exp);
  size_t nacc = accumulator_outputs(prod.exp);
  for (size_t j = i + 1; j < b.stms.size(); j++) {
    const Stm& s = b.stms[j];
    auto u = walk::count_uses(s);
    bool uses_output = false;
    for (auto& p : prod.pat) uses_output |= uses_in(u, p.name) > 0;
    if (consumes_any(s, reads)) return std::nullopt;
    if (!uses_output) {
      // Horizontal: `prod` moves down to j.
      if (stream_pair(prod.exp, s.exp)) return replace_pair(b, i, j, {});
      continue;
    }
    // Producer-consumer: array outputs only as the consumer's inputs, the
    // accumulators not at all.
    if (!stream_pair(prod.exp, s.exp)) return try_fuse_streams_upwards(b, i, j);
    std::map<VName, int> as_input;
    for (auto& a : s.exp.arrays) as_input[a]++;
    std::map<VName, int> after;
    for (size_t k = j + 1; k < b.stms.size(); k++)
      for (auto& [v, n] : walk::count_uses(b.stms[k])) after[v] += n;
    for (auto& r : b.result)
      if (r.is_var()) after[r.var]++;
    std::vector<bool> keep;
    for (size_t k = 0; k < prod.pat.size(); k++) {
      const VName& v = prod.pat[k].name;
      if (k < nacc ? uses_in(u, v) > 0 : uses_in(u, v) != uses_in(as_input, v)) return std::nullopt;
      keep.push_back(k < nacc || uses_in(after, v) > 0);
    }
    return replace_pair(b, i, j, keep);
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
  for (auto* rule : {&try_fuse_at_first, &try_fuse_horizontally_at, &try_fuse_at, &try_fuse_streams_at}) {
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

// F2/F4/F5 then F7 inside the chunk function of a parallel stream (chunk
// size `chunk_size`): where Screma fusion left a chain of Scremas over the
// chunk (a scan feeding a reduction: PLDI'17 Figure 10b), each becomes a
// stream_seq and F7 fuses them, so that lowering makes one loop whose
// accumulators live in registers (Figure 10c).  Chunk functions of
// stream_seqs are left alone (this would not terminate there).
void sequential_chunk(Body& b, const VName& chunk_size) {
  auto over_chunk = [&](const Stm& s) {
    return s.exp.kind == Exp::Kind::Screma && s.exp.args.at(0).is_var() && s.exp.args[0].var == chunk_size;
  };
  bool chain = false;
  for (size_t i = 0; i < b.stms.size() && !chain; i++) {
    if (!over_chunk(b.stms[i])) continue;
    for (size_t j = i + 1; j < b.stms.size() && !chain; j++)
      if (over_chunk(b.stms[j]))
        for (auto& a : b.stms[j].exp.arrays)
          for (auto& p : b.stms[i].pat) chain |= a == p.name;
  }
  if (!chain) return;
  for (Stm& s : b.stms)
    if (over_chunk(s)) s = fusion_rules::screma_to_stream_seq(s);
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 0; i < b.stms.size() && !changed; i++)
      if (auto at = try_fuse_streams_at(b, i)) {
        changed = true;
        fuse_body(*b.stms[*at].exp.map_lambda.body);
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
