// Recomputation of elementwise producers, on the Kernel IR after
// flattening.
//
// Distributing a map over rows whose body has several SOACs (softmax:
// `let es = map (\x -> exp (x - mx)) r in map (/ f32.sum es) es`) gives a
// SegMap that writes `es` for the whole array and SegOps that read it back
// point by point.  When such a producer is cheap (a few scalar statements
// without loops) and every use of its result is a read at the reading
// SegOp's own point (`es[g0, g1]`, where g0 and g1 range over the
// producer's dimensions), each read is replaced by the producer's body with
// the reader's indices: the array is never written, and each reader streams
// the producer's inputs instead.  This is the Kernel IR form of Futhark's
// rule that fusion may duplicate cheap maps (PLDI'17 section 4: a map
// whose result has several consumers is fused into each when it is cheap).
//
// Readers may also read the producer at any point (a gather: `rotate` of
// a `reverse`d array, a neighbour `es[i - 1]`): the producer's body runs
// at the read's indices, behind a bounds check worded as the read's own.
// The stored array was an index-function change (Futhark's views): now
// it costs nothing.
//
// A producer of several results (a histogram's bins and weights computed
// by one map, after horizontal fusion joined their maps) is recomputed
// when every use of every result qualifies; each read inlines the body for
// its result (the reader's simplification merges the common statements).
//
// Not for transposing producers (a read whose innermost index is not the
// producer's innermost thread index): their readers would read with a
// stride where the stored array is read coalesced.  Except where every
// reader is a column reduction once the producer is inlined (ir/colred.h:
// a 2-D SegRed (s, r) reading the producer at its own point [s, r], whose
// inlined reads a[r, s] have the segment index last): the column kernel
// reads the rows of `a` coalesced, and the transposed array is neither
// written nor read back.  perf29: `reduce (map2 (+)) zeros (map2 (\row x
// -> map (* x) row) a v)` (v^T a as a sum of scaled rows) wrote the
// scaled rows transposed, then reduced them; it is now one column
// reduction of `a`, as `map (\c -> f32.sum (map2 (*) c v)) (transpose a)`.
//
// Likewise where every reader is an elementwise 2-D SegMap (scalar
// statements and point reads) that reads the transpose at its own point
// [i, j] and reads the transposed array nowhere else: inlined, the map
// reads b[j, i], and backend/tilemap_codegen.h reads b through local
// tiles as the tiled transpose does, so `map2 (map2 (+)) a (transpose b)`
// is one kernel (perf33: 106.8 -> 69.2 us at 4096^2 on the H200) instead
// of a transpose into a buffer and a map reading it.
//
// Applied only when it does not add memory traffic: a producer that
// streams s arrays (reads them at its innermost index) and has u readers is
// recomputed when s * u <= 1 + u (the array's write and u reads against s
// reads per reader); reads that do not depend on the innermost index (a
// row's maximum) are not counted.  The producer's free arrays must be read
// only by index anywhere in the function (none is consumed in place), so
// that reading them later gives the same values.
//
// A producer also read whole in one branch of a later `if` (the row-group
// version of a map over rows, flatten/rowgroup.h, slices its rows; the
// flattened version in the other branch reads points) is recomputed by
// the point readers outside that branch, under the same traffic rule, and
// moves into the branch: the other branch never writes it.  The users'
// 4-bit radix sort (benchmarks/idioms/radix_sort_4bit_hist.fut): its
// one-hot rows, 16 x n, are computed by the flat segmented scan that
// reads them instead of stored and read back.
//
// Pre/post: Kernel IR; the same results.  A producer recomputed by all its
// readers is removed; other dead code is left to the next simplification
// (simplify-kernels).
#include <memory>
#include <optional>
#include <set>

#include "flatten/flatten.h"
#include "ir/colred.h"
#include "ir/ir_walk.h"

namespace runic {

namespace {

using namespace ir;

constexpr size_t kMaxStms = 16;

bool cheap_kind(Exp::Kind k) {
  switch (k) {
    case Exp::Kind::SubExp:
    case Exp::Kind::BinOp:
    case Exp::Kind::CmpOp:
    case Exp::Kind::UnOp:
    case Exp::Kind::Convert:
    case Exp::Kind::PrimFun:
    case Exp::Kind::Index:
      return true;
    default:
      return false;
  }
}

struct Producer {
  std::shared_ptr<const Stm> stm;
  int streams = 0;       // arrays read at the innermost index
  std::set<VName> free;  // arrays read from outside the body
  bool transposing = false;  // reads an array with the innermost index not last
};

// The producer's description when `s` is an elementwise SegMap this pass
// may recompute.
std::optional<Producer> producer(const Stm& s) {
  const Exp& e = s.exp;
  if (e.kind != Exp::Kind::SegOp || e.seg_kind != SegKind::Map || s.pat.empty() || e.ret.size() != s.pat.size() ||
      !e.arrays.empty() || e.bodies.empty() || !e.bodies[0])
    return std::nullopt;
  for (const Type& t : e.ret)
    if (t.is_array()) return std::nullopt;
  const Body& b = *e.bodies[0];
  if (b.stms.size() > kMaxStms) return std::nullopt;
  Producer p;
  p.stm = std::make_shared<const Stm>(s);
  std::set<VName> bound;
  // Names that depend on the innermost index.
  std::set<VName> inner = {e.seg_space.dims.back().first};
  for (auto& [g, _] : e.seg_space.dims) bound.insert(g);
  for (const Stm& t : b.stms) {
    if (!cheap_kind(t.exp.kind) || t.pat.size() != 1 || t.pat[0].type.is_array()) return std::nullopt;
    bool dep = false;
    walk::for_each_name_exp(t.exp, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Use && inner.count(v)) dep = true;
    });
    if (t.exp.kind == Exp::Kind::Index) {
      for (size_t k = 0; k < t.exp.dims.size(); k++) {
        const DimIndex& d = t.exp.dims[k];
        if (d.is_slice) return std::nullopt;
        // A transposing read (the innermost index not last): the producer
        // is a layout change that flattening and locality make coalesced
        // (tiled transposition); its readers would read with a stride.
        if (k + 1 < t.exp.dims.size() && d.index.is_var() && inner.count(d.index.var)) p.transposing = true;
      }
      if (!bound.count(t.exp.array)) {
        p.free.insert(t.exp.array);
        if (dep) p.streams++;
      }
    }
    if (dep) inner.insert(t.pat[0].name);
    bound.insert(t.pat[0].name);
  }
  return p;
}

// The arrays some statement may write in place: updated arrays, the
// destinations of scatters and histograms, loop initial values (a loop may
// update its parameter in place) and function arguments.
void consumed_arrays(const Body& b, std::set<VName>& out) {
  for (const Stm& s : b.stms) {
    const Exp& e = s.exp;
    if (e.kind == Exp::Kind::Update) out.insert(e.array);
    bool writes_inputs = e.kind == Exp::Kind::Scatter || e.kind == Exp::Kind::Hist ||
                         (e.kind == Exp::Kind::SegOp && e.seg_kind != SegKind::Map &&
                          e.seg_kind != SegKind::Red && e.seg_kind != SegKind::Scan);
    if (writes_inputs)
      for (auto& a : e.arrays) out.insert(a);
    for (auto& [_, init] : e.merge)
      if (init.is_var()) out.insert(init.var);
    if (e.kind == Exp::Kind::Apply)
      for (auto& a : e.args)
        if (a.is_var()) out.insert(a.var);
    for (auto& bb : e.bodies)
      if (bb) consumed_arrays(*bb, out);
  }
}

class Recompute {
 public:
  explicit Recompute(Function& f) : f_(f) {}

  void run() {
    std::vector<Producer> cands;
    collect(*f_.body, cands);
    if (cands.empty()) return;
    std::set<VName> consumed;
    consumed_arrays(*f_.body, consumed);
    for (auto it = cands.rbegin(); it != cands.rend(); ++it) {  // readers first (chains)
      const Producer& p = *it;
      // Every use of every result a point read (a producer of several
      // results, `map (\x -> (bin x, 1))` feeding a histogram, is
      // recomputed for all of them or none).
      bool ok = true;
      int total = 0;
      auto uses = walk::count_uses(*f_.body);
      for (const Param& out : p.stm->pat) {
        reads_ = 0;
        bad_ = false;
        count_reads(*f_.body, out.name, p, nullptr);
        int u = uses.count(out.name) ? uses.at(out.name) : 0;
        if (bad_ || reads_ != u) ok = false;
        total += reads_;
      }
      const int outputs = static_cast<int>(p.stm->pat.size());
      bool free_ok = true;
      for (auto& v : p.free) free_ok &= !consumed.count(v);
      if (!free_ok) continue;
      if (!ok) {
        if (outputs == 1) {
          auto copy = std::make_shared<Body>(*f_.body);
          if (sink(*copy, p)) f_.body = copy;
        }
        continue;
      }
      if (total == 0) continue;
      if (p.streams * total > outputs + total) continue;
      for (size_t k = 0; k < p.stm->pat.size(); k++) replace(*f_.body, p.stm->pat[k].name, p, k, nullptr);
      // Nothing reads it now: gone, so that it does not count as a reader
      // of the producers it reads (a transpose of a map, both recomputed
      // by a column reduction: the map's reads by the dead transpose
      // would fail its traffic rule).
      auto copy = std::make_shared<Body>(*f_.body);
      if (remove(*copy, p.stm->pat[0].name)) f_.body = copy;
    }
  }

 private:
  Function& f_;
  int reads_ = 0;
  bool bad_ = false;

  // Removes the statement that binds `a` from `b` or a host-level body
  // nested in it (copied on the way back).
  static bool remove(Body& b, const VName& a) {
    for (size_t i = 0; i < b.stms.size(); i++)
      if (!b.stms[i].pat.empty() && b.stms[i].pat[0].name == a) {
        b.stms.erase(b.stms.begin() + static_cast<std::ptrdiff_t>(i));
        return true;
      }
    for (Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::SegOp) continue;
      for (auto& bb : s.exp.bodies) {
        if (!bb) continue;
        auto copy = std::make_shared<Body>(*bb);
        if (remove(*copy, a)) {
          bb = copy;
          return true;
        }
      }
    }
    return false;
  }

  // The host body that binds the producer (a copy of `b` or of a body
  // nested in it, replaced on the way back): sink_here there.
  bool sink(Body& b, const Producer& p) {
    const VName& a = p.stm->pat[0].name;
    for (size_t i = 0; i < b.stms.size(); i++)
      if (b.stms[i].pat.size() == 1 && b.stms[i].pat[0].name == a) return sink_here(b, i, p);
    for (Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::SegOp) continue;  // host level only
      for (auto& bb : s.exp.bodies) {
        if (!bb) continue;
        auto copy = std::make_shared<Body>(*bb);
        if (sink(*copy, p)) {
          bb = copy;
          return true;
        }
      }
    }
    return false;
  }

  // `b` binds the producer at statement `at`: find a later `if` with a
  // branch such that every use outside it is a point read inside a SegOp;
  // recompute those, and move the producer to the branch's start.
  bool sink_here(Body& b, size_t at, const Producer& p) {
    const VName& a = p.stm->pat[0].name;
    for (size_t si = at + 1; si < b.stms.size(); si++) {
      if (b.stms[si].exp.kind != Exp::Kind::If || b.stms[si].pat.empty()) continue;
      for (size_t bi = 0; bi < b.stms[si].exp.bodies.size(); bi++) {
        BodyPtr branch = b.stms[si].exp.bodies[bi];
        if (!branch || !walk::count_uses(*branch).count(a)) continue;
        b.stms[si].exp.bodies[bi] = nullptr;  // not counted, not rewritten
        auto uses = walk::count_uses(b);
        reads_ = 0;
        bad_ = false;
        count_reads(b, a, p, nullptr);
        int u = uses.count(a) ? uses.at(a) : 0;
        if (bad_ || reads_ != u || reads_ == 0 || p.streams * reads_ > 1 + reads_) {
          b.stms[si].exp.bodies[bi] = branch;
          continue;
        }
        const VName if_name = b.stms[si].pat[0].name;
        replace(b, a, p, 0, nullptr);
        auto moved = std::make_shared<Body>(*branch);
        moved->stms.insert(moved->stms.begin(), *p.stm);
        std::vector<Stm> out;
        for (Stm& s : b.stms) {
          if (s.pat.size() == 1 && s.pat[0].name == a) continue;
          if (!s.pat.empty() && s.pat[0].name == if_name) s.exp.bodies[bi] = moved;
          out.push_back(std::move(s));
        }
        b.stms = std::move(out);
        return true;
      }
    }
    return false;
  }

  void collect(const Body& b, std::vector<Producer>& out) {
    for (const Stm& s : b.stms) {
      if (auto p = producer(s)) out.push_back(*p);
      if (s.exp.kind == Exp::Kind::SegOp) continue;  // host level only
      for (auto& bb : s.exp.bodies)
        if (bb) collect(*bb, out);
    }
  }

  // Whether `idx` reads the producer's point from inside SegOp `seg`: each
  // index is one of seg's thread indices whose extent is the producer's.
  static bool own_point(const Exp& idx, const Exp& prod, const Exp* seg) {
    if (!seg) return false;
    const auto& pd = prod.seg_space.dims;
    if (idx.dims.size() != pd.size()) return false;
    for (size_t d = 0; d < pd.size(); d++) {
      const DimIndex& di = idx.dims[d];
      if (di.is_slice || !di.index.is_var()) return false;
      bool ok = false;
      for (auto& [g, n] : seg->seg_space.dims)
        if (g == di.index.var) ok = subexp_str(n) == subexp_str(pd[d].second);
      if (!ok) return false;
    }
    return true;
  }

  // Whether `idx` reads one element of the producer from inside a SegOp at
  // any point (a gather: `rotate`'s reads of a reversed array): scalar
  // indices, one a dimension.
  static bool point_read(const Exp& idx, const Exp& prod, const Exp* seg) {
    if (!seg || idx.dims.size() != prod.seg_space.dims.size() || idx.dims.size() > 4) return false;
    for (auto& d : idx.dims)
      if (d.is_slice) return false;
    return true;
  }

  void count_reads(const Body& b, const VName& a, const Producer& p, const Exp* seg) {
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      if (e.kind == Exp::Kind::Index && e.array == a) {
        if (p.transposing ? (column_read(s, p, seg) || tiled_map_read(e, p, seg))
                          : (own_point(e, p.stm->exp, seg) || point_read(e, p.stm->exp, seg)))
          reads_++;
        else
          bad_ = true;
      }
      const Exp* inner = e.kind == Exp::Kind::SegOp ? &e : seg;
      for (auto& bb : e.bodies)
        if (bb) count_reads(*bb, a, p, inner);
    }
  }

  // A transposing producer's read `x = a[s, r]` in a 2-D SegRed (s, r)
  // that is a column reduction with the producer inlined (see the header
  // comment).  Tried on a copy of the SegRed.
  static bool column_read(const Stm& read, const Producer& p, const Exp* seg) {
    const Exp& idx = read.exp;
    if (!seg || seg->kind != Exp::Kind::SegOp || seg->seg_kind != SegKind::Red || seg->seg_group ||
        seg->seg_space.dims.size() != 2 || p.stm->exp.seg_space.dims.size() != 2 || !own_point(idx, p.stm->exp, seg))
      return false;
    for (size_t d = 0; d < 2; d++)
      if (idx.dims[d].index.var != seg->seg_space.dims[d].first) return false;
    Exp trial = *seg;
    auto body = std::make_shared<Body>(*seg->bodies.at(0));
    std::vector<Stm> out;
    bool found = false;  // a read in a nested body is not tried
    for (Stm& t : body->stms) {
      if (t.pat.size() == 1 && read.pat.size() == 1 && t.pat[0].name == read.pat[0].name &&
          t.exp.kind == Exp::Kind::Index && t.exp.array == idx.array) {
        inline_at(t, p, result_of(p, idx.array), out);
        found = true;
      } else {
        out.push_back(t);
      }
    }
    if (!found) return false;
    body->stms = std::move(out);
    trial.bodies[0] = body;
    return is_column_reduction(trial);
  }
  // A transpose's read at the point (i, j) of an elementwise 2-D SegMap
  // (scalar statements and point reads only): inlined, the map reads
  // b[j, i], which backend/tilemap_codegen.h reads through local tiles.
  static bool elementwise(const Body& b) {
    for (const Stm& t : b.stms) {
      const Exp::Kind k = t.exp.kind;
      if (!cheap_kind(k) && k != Exp::Kind::If && k != Exp::Kind::Assert) return false;
      for (const Param& q : t.pat)
        if (q.type.is_array()) return false;
      for (const BodyPtr& nb : t.exp.bodies)
        if (nb && !elementwise(*nb)) return false;
    }
    return true;
  }
  static bool tiled_map_read(const Exp& idx, const Producer& p, const Exp* seg) {
    const Exp& prod = p.stm->exp;
    if (!seg || seg->kind != Exp::Kind::SegOp || seg->seg_kind != SegKind::Map || seg->seg_group ||
        seg->seg_space.dims.size() != 2 || prod.seg_space.dims.size() != 2 || p.stm->pat.size() != 1 ||
        !own_point(idx, prod, seg) || !elementwise(*seg->bodies.at(0)))
      return false;
    for (size_t d = 0; d < 2; d++)
      if (!idx.dims[d].index.is_var() || idx.dims[d].index.var != seg->seg_space.dims[d].first) return false;
    // The producer: `b[g1, g0]` and nothing else.
    const Body& pb = *prod.bodies.at(0);
    if (pb.stms.size() != 1 || pb.result.size() != 1) return false;
    const Exp& rd = pb.stms[0].exp;
    if (rd.kind != Exp::Kind::Index || rd.dims.size() != 2 || rd.dims[0].is_slice || rd.dims[1].is_slice ||
        !rd.dims[0].index.is_var() || rd.dims[0].index.var != prod.seg_space.dims[1].first ||
        !rd.dims[1].index.is_var() || rd.dims[1].index.var != prod.seg_space.dims[0].first)
      return false;
    // The map reads b nowhere else (the backend tiles an array only where
    // every read of it is transposed).
    return !walk::count_uses(*seg->bodies.at(0)).count(rd.array);
  }
  static size_t result_of(const Producer& p, const VName& a) {
    for (size_t k = 0; k < p.stm->pat.size(); k++)
      if (p.stm->pat[k].name == a) return k;
    return 0;
  }

  void replace(Body& b, const VName& a, const Producer& p, size_t k, const Exp* seg) {
    std::vector<Stm> out;
    for (Stm& s : b.stms) {
      Exp& e = s.exp;
      if (e.kind == Exp::Kind::Index && e.array == a) {
        if (!own_point(e, p.stm->exp, seg) && !e.unsafe) bounds_checks(s, p, seg, out);
        inline_at(s, p, k, out);
        continue;
      }
      const Exp* inner = e.kind == Exp::Kind::SegOp ? &e : seg;
      for (auto& bb : e.bodies)
        if (bb) {
          auto copy = std::make_shared<Body>(*bb);
          replace(*copy, a, p, k, inner);
          bb = copy;
        }
      out.push_back(std::move(s));
    }
    b.stms = std::move(out);
  }

  // A read at any point keeps the read's bounds check: for each dimension
  // whose index is not one of the reader's own thread indices over the
  // same extent, an assertion worded as the index error it replaces (the
  // indices and the shape from the failing dimension on, as
  // ir/interpreter.cpp and backend/kernel_codegen.h word them).
  static void bounds_checks(const Stm& read, const Producer& p, const Exp* seg, std::vector<Stm>& out) {
    const auto& pd = p.stm->exp.seg_space.dims;
    const auto& dims = read.exp.dims;
    for (size_t d = 0; d < dims.size(); d++) {
      const SubExp& i = dims[d].index;
      bool own = false;
      if (i.is_var())
        for (auto& [g, n] : seg->seg_space.dims)
          if (g == i.var) own = subexp_str(n) == subexp_str(pd[d].second);
      if (own) continue;
      auto cmp = [&](CmpOp op, SubExp a, SubExp b) {
        Param q{fresh_name("in_bounds"), Type::scalar(PrimType::Bool)};
        Stm t;
        t.pat = {q};
        t.exp.kind = Exp::Kind::CmpOp;
        t.exp.cmpop = op;
        t.exp.prim = PrimType::I64;
        t.exp.args = {std::move(a), std::move(b)};
        t.loc = read.loc;
        out.push_back(std::move(t));
        return SubExp::variable(q.name);
      };
      SubExp lo = cmp(CmpOp::Le, SubExp::i64(0), i);
      SubExp hi = cmp(CmpOp::Lt, i, pd[d].second);
      Param ok{fresh_name("in_bounds"), Type::scalar(PrimType::Bool)};
      Stm both;
      both.pat = {ok};
      both.exp.kind = Exp::Kind::BinOp;
      both.exp.binop = BinOp::LogAnd;
      both.exp.prim = PrimType::Bool;
      both.exp.args = {lo, hi};
      both.loc = read.loc;
      out.push_back(std::move(both));
      Stm a;
      a.exp.kind = Exp::Kind::Assert;
      a.exp.args = {SubExp::variable(ok.name)};
      std::string idx, shape;
      size_t k = 0;
      for (size_t e = d; e < dims.size(); e++, k++) {
        idx += (e > d ? ", {" : "{") + std::to_string(k) + "}";
        a.exp.args.push_back(dims[e].index);
      }
      for (size_t e = d; e < dims.size(); e++, k++) {
        shape += "[{" + std::to_string(k) + "}]";
        a.exp.args.push_back(pd[e].second);
      }
      a.exp.message = "Index [" + idx + "] out of bounds for array of shape " + shape;
      a.exp.loc = read.exp.loc.known() ? read.exp.loc : read.loc;
      a.loc = a.exp.loc;
      out.push_back(std::move(a));
    }
  }

  // `let x = a[i0, ..., ik]` becomes the producer's body at (i0, ..., ik)
  // (a is the producer's result `which`).
  static void inline_at(const Stm& read, const Producer& p, size_t which, std::vector<Stm>& out) {
    const Exp& prod = p.stm->exp;
    std::map<VName, VName> names;
    const auto& dims = prod.seg_space.dims;
    for (size_t d = 0; d < dims.size(); d++) {
      const SubExp& i = read.exp.dims[d].index;
      if (i.is_var()) {
        names[dims[d].first] = i.var;
        continue;
      }
      Stm bind;  // a constant index: bound to a name for the body
      bind.pat = {Param{fresh_name(dims[d].first), Type::scalar(PrimType::I64)}};
      bind.exp.kind = Exp::Kind::SubExp;
      bind.exp.args = {i};
      bind.loc = read.loc;
      names[dims[d].first] = bind.pat[0].name;
      out.push_back(std::move(bind));
    }
    Body body = *prod.bodies[0];
    for (Stm& s : body.stms) {
      for (Param& q : s.pat) {
        VName fresh = fresh_name(q.name);
        names[q.name] = fresh;
      }
    }
    walk::for_each_name_body(body, [&](VName& v, walk::Role) {
      auto it = names.find(v);
      if (it != names.end()) v = it->second;
    });
    for (Stm& s : body.stms) {
      s.loc = read.loc;
      out.push_back(std::move(s));
    }
    Stm bind;
    bind.pat = read.pat;
    bind.exp.kind = Exp::Kind::SubExp;
    bind.exp.args = {body.result.at(which)};
    bind.loc = read.loc;
    out.push_back(std::move(bind));
  }
};

}  // namespace

ir::Program recompute_producers(const ir::Program& prog) {
  ir::Program out = prog;
  for (auto& f : out.functions) {
    if (!f.body) continue;
    f.body = std::make_shared<Body>(*f.body);
    Recompute(f).run();
    // Once more where the first round inlined a producer into a
    // transposing one (the transpose of a cheap map: `transpose (map f
    // xs)` reads xs at its own point afterwards and may be recomputed in
    // turn).  A round that finds nothing returns the body unchanged.
    Recompute(f).run();
  }
  return out;
}

}  // namespace runic
