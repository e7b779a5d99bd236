// Locality of reference (PLDI'17 section 5.2), on the Kernel IR after
// flattening:
//
//   Coalescing.  A SegMap whose body reads a host array `a: [n][m]` as
//   `a[g, i]`, with g the innermost thread index and i the counter of a
//   sequential loop, makes consecutive threads read m elements apart.  The
//   array is transposed once on the host (`a_tr = transpose a`, a SegMap)
//   and every read `a[x, y]` in that SegOp becomes `a_tr[y, x]`: consecutive
//   threads now read consecutive elements (the paper's as_column_major,
//   made explicit because the Kernel IR has no layouts).  Only applied when
//   every use of `a` in the SegOp is a 2-D point read, and not to the
//   arrays of a row recurrence's tiled loops (ir/rowloop.h: the backend
//   stages those reads through local memory, coalesced, without a copy).
//
//   Tiling marks.  A SegOp that streams an array — reads it with an index
//   depending on the reduced innermost dimension of a segmented SegRed, or
//   on a sequential loop counter in a SegMap — whose reads do not depend on
//   some of the parallel dimensions gets a TileMark (ir.h) naming those
//   dimensions: ps[j] in N-body is invariant to the outer dimension (1-D
//   tiling); a[i, q] and b[q, j] in matrix multiplication to j and i (2-D
//   tiling).  rewrite/ may turn marked SegOps into local-memory code.
//
//   Transposes read in place.  `x = rearrange perm a` (a SegMap after
//   flattening) whose only uses are point reads in SegMaps and SegReds
//   that, made reads of `a`, have the innermost parallel thread index last
//   (so that they coalesce) is not materialised: x[j, q] in a matrix
//   product's SegRed (i, j, q) reads a[q, j] (the tile-2d loader's
//   row-major case), x[b, j, q] in batched products a[b, q, j].  In a
//   column reduction (ir/colred.h: a SegRed (s, r) that then reads a[r, s],
//   `map f32.sum (transpose a)`), x[s, r] reads a[r, s]: the backend's
//   column kernel reads rows of `a` coalesced.
//
// Pre: Kernel IR (flatten's post-condition).  Post: the same results; new
// host SegMaps (transposes), transposes read in place, and tile marks only.
#include <set>

#include "flatten/build.h"
#include "ir/colred.h"
#include "ir/rowloop.h"
#include "flatten/flatten.h"
#include "ir/ir_walk.h"

namespace runic {

namespace {

using namespace ir;
using namespace flatten_impl;

constexpr int kStream = -1;  // "depends on the streamed dimension"

struct IndexRead {
  VName array;
  std::vector<std::set<int>> deps;  // per index position
};

// Dependencies of the names of a SegOp body on its parallel dimensions and
// on the streamed index; records the reads of arrays bound outside.
class Deps {
 public:
  Deps(const Exp& seg, bool loops_stream) : loops_stream_(loops_stream) {
    const auto& dims = seg.seg_space.dims;
    for (size_t d = 0; d < dims.size(); d++) {
      bool streamed = seg.seg_kind == SegKind::Red && dims.size() >= 2 && d + 1 == dims.size();
      deps_[dims[d].first] = {streamed ? kStream : (int)d};
    }
  }
  void body(const Body& b) {
    for (const Stm& s : b.stms) stm(s);
  }
  std::vector<IndexRead> reads;
  std::set<VName> bound;

 private:
  bool loops_stream_;
  std::map<VName, std::set<int>> deps_;

  std::set<int> of(const SubExp& x) const {
    if (!x.is_var()) return {};
    auto it = deps_.find(x.var);
    return it == deps_.end() ? std::set<int>{} : it->second;
  }
  void stm(const Stm& s) {
    const Exp& e = s.exp;
    std::set<int> all;
    for (auto& [v, n] : walk::count_uses(s)) {
      auto it = deps_.find(v);
      if (it != deps_.end()) all.insert(it->second.begin(), it->second.end());
    }
    if (e.kind == Exp::Kind::Loop) {
      for (auto& [p, init] : e.merge) {
        deps_[p.name] = all;
        bound.insert(p.name);
      }
      if (e.loop_kind == Exp::LoopKind::For) {
        deps_[e.loop_var] = loops_stream_ ? std::set<int>{kStream} : std::set<int>{};
        bound.insert(e.loop_var);
      }
    }
    for (auto& nb : e.bodies)
      if (nb) body(*nb);
    if (e.kind == Exp::Kind::Index && !bound.count(e.array)) {
      IndexRead r{e.array, {}};
      for (auto& d : e.dims) r.deps.push_back(d.is_slice ? std::set<int>{kStream} : of(d.index));
      reads.push_back(std::move(r));
    }
    if (e.kind == Exp::Kind::Loop) {
      // Loop results depend on everything the loop uses, and the stream.
      if (loops_stream_) all.insert(kStream);
    }
    for (auto& p : s.pat) {
      deps_[p.name] = all;
      bound.insert(p.name);
    }
  }
};

void mark_tiles(Exp& e) {
  if (e.kind != Exp::Kind::SegOp || !e.bodies.at(0) || e.seg_group) return;
  size_t ndims = e.seg_space.dims.size();
  size_t parallel;
  bool loops_stream;
  if (e.seg_kind == SegKind::Red && ndims >= 2) {
    parallel = ndims - 1;
    loops_stream = false;
  } else if (e.seg_kind == SegKind::Map) {
    parallel = ndims;
    loops_stream = true;
  } else {
    return;
  }
  Deps d(e, loops_stream);
  d.body(*e.bodies[0]);
  std::map<VName, std::set<int>> used;  // array -> parallel dims its reads use
  std::set<VName> streamed;
  // Only the streamed reads count: in N-body, ps[i] (the thread's own
  // particle) and ps[j] (the streamed one) read the same array.
  for (auto& r : d.reads) {
    bool stream = false;
    for (auto& ds : r.deps) stream |= ds.count(kStream) > 0;
    if (!stream) continue;
    streamed.insert(r.array);
    auto& u = used[r.array];
    for (auto& ds : r.deps)
      for (int x : ds)
        if (x != kStream) u.insert(x);
  }
  e.tile_marks.clear();
  for (auto& a : streamed) {
    Exp::TileMark m{a, {}};
    for (size_t k = 0; k < parallel; k++)
      if (!used[a].count((int)k)) m.invariant_dims.push_back((int)k);
    if (!m.invariant_dims.empty()) e.tile_marks.push_back(std::move(m));
  }
}

class Coalescer {
 public:
  explicit Coalescer(TypeEnv env) : env_(std::move(env)) {}
  std::set<VName> transposes_2d_;  // elide_transposes: the 2-D transposes of the body

  void host_body(Body& b, std::map<VName, VName> transposed) {
    elide_transposes(b);
    std::vector<Stm> out;
    for (Stm& s : b.stms) {
      if (s.exp.kind == Exp::Kind::Loop || s.exp.kind == Exp::Kind::If)
        for (auto& nb : s.exp.bodies)
          if (nb) host_body(*nb, transposed);
      if (s.exp.kind == Exp::Kind::SegOp && s.exp.seg_kind == SegKind::Map) coalesce(s, transposed, out);
      if (s.exp.kind == Exp::Kind::SegOp) mark_tiles(s.exp);
      out.push_back(std::move(s));
    }
    b.stms = std::move(out);
  }

 private:
  TypeEnv env_;

  // The reads `x[e_0, ..., e_{r-1}]` of a SegMap or SegRed at the top of
  // its body, provided that each one, read as `a[e_{perm[0]}, ...,
  // e_{perm[r-1]}]`, has the innermost parallel thread index (the one
  // consecutive threads differ in) last: those reads of `a` coalesce.
  std::vector<Exp*> coalesced_reads(Exp& e, const VName& x, const std::vector<int>& perm) {
    std::vector<Exp*> r;
    if (e.kind != Exp::Kind::SegOp || !e.bodies.at(0) || e.seg_group) return r;
    const auto& dims = e.seg_space.dims;
    // A segmented reduction over one parallel dimension may run a segment
    // per work-group, whose threads walk the reduced dimension: only with
    // two or more parallel dimensions (matrix products, batched or not) are
    // the threads that read together those of the innermost parallel one.
    // A segmented reduction over one parallel dimension whose reads of x,
    // made reads of `a`, have the segment index last is a column reduction
    // (ir/colred.h): the backend runs it with a thread per segment and
    // groups over tiles of consecutive segments, which read `a` coalesced.
    size_t parallel;
    bool columns = e.seg_kind == SegKind::Red && dims.size() == 2;
    if (e.seg_kind == SegKind::Red && dims.size() >= 3) {
      parallel = dims.size() - 1;
    } else if (columns) {
      parallel = 1;
    } else if (e.seg_kind == SegKind::Map) {
      parallel = dims.size();
    } else {
      return r;
    }
    const VName& inner = dims[parallel - 1].first;
    for (Stm& s : e.bodies[0]->stms) {
      if (s.exp.kind != Exp::Kind::Index || s.exp.array != x) continue;
      if (s.exp.dims.size() != perm.size()) return {};
      for (auto& d : s.exp.dims)
        if (d.is_slice) return {};
      const DimIndex& last = s.exp.dims[perm.back()];
      if (!last.index.is_var() || last.index.var != inner) return {};
      r.push_back(&s.exp);
    }
    if (columns && !r.empty()) {
      // Only when the SegRed, so read, is a column reduction: permute the
      // reads' indices, test, and put them back (elide_transposes permutes
      // them for good).
      // Reads of the other 2-D transposes that may be read in place count
      // as so read (a SegRed that sums the columns of two transposes).
      std::vector<std::vector<DimIndex>> old;
      std::vector<Exp*> tmp = r;
      for (Stm& st : e.bodies[0]->stms)
        if (st.exp.kind == Exp::Kind::Index && st.exp.array != x && transposes_2d_.count(st.exp.array) &&
            st.exp.dims.size() == 2)
          tmp.push_back(&st.exp);
      for (size_t k = 0; k < tmp.size(); ++k) {
        Exp* y = tmp[k];
        old.push_back(y->dims);
        std::vector<DimIndex> d;
        if (k < r.size())
          for (int q : perm) d.push_back(y->dims[q]);
        else
          d = {y->dims[1], y->dims[0]};
        y->dims = std::move(d);
      }
      bool ok = is_column_reduction(e);
      for (size_t k = 0; k < tmp.size(); ++k) tmp[k]->dims = std::move(old[k]);
      if (!ok) return {};
    }
    return r;
  }

  // `x = rearrange perm a` as flattening leaves it: the SegMap (g_0, ...,
  // g_{r-1}) whose body is the one read a[g_{perm[0]}, ..., g_{perm[r-1]}]
  // of a host array, every thread index once; sets `a` and `perm`.
  static bool is_transpose(const Stm& t, VName* a, std::vector<int>* perm) {
    const Exp& e = t.exp;
    size_t rank = e.seg_space.dims.size();
    if (e.kind != Exp::Kind::SegOp || e.seg_kind != SegKind::Map || rank < 2 || !e.bodies.at(0) ||
        t.pat.size() != 1 || t.pat[0].type.rank() != (int)rank)
      return false;
    const Body& body = *e.bodies[0];
    if (body.stms.size() != 1 || body.result.size() != 1 || !body.result[0].is_var()) return false;
    const Stm& r = body.stms[0];
    if (r.exp.kind != Exp::Kind::Index || r.pat.size() != 1 || r.pat[0].name != body.result[0].var ||
        r.exp.dims.size() != rank)
      return false;
    perm->clear();
    std::set<int> seen;
    for (const DimIndex& d : r.exp.dims) {
      if (d.is_slice || !d.index.is_var()) return false;
      int k = -1;
      for (size_t g = 0; g < rank; g++)
        if (e.seg_space.dims[g].first == d.index.var) k = (int)g;
      if (k < 0 || !seen.insert(k).second) return false;
      perm->push_back(k);
    }
    bool identity = true;
    for (size_t k = 0; k < rank; k++) identity &= (*perm)[k] == (int)k;
    if (identity) return false;
    *a = r.exp.array;
    return true;
  }

  // `x = rearrange perm a` (a transpose: see is_transpose) whose every use
  // is a read in a SegMap or SegRed that, made a read of `a`, coalesces
  // (coalesced_reads): those read `a` instead, and x is not materialised.
  // In a matrix product's SegRed (i, j, q), x[j, q] becomes a[q, j], the
  // tile-2d loader's row-major case; in batched products (b, i, j, q),
  // x[b, j, q] becomes a[b, q, j].  No transposing copy either way.
  void elide_transposes(Body& b) {
    std::set<VName> elided;
    transposes_2d_.clear();
    bool any = false;
    for (const Stm& t : b.stms) {
      VName a;
      std::vector<int> perm;
      if (!is_transpose(t, &a, &perm)) continue;
      any = true;
      if (perm.size() == 2) transposes_2d_.insert(t.pat[0].name);
    }
    // Counting uses walks every nested body: only in a body with a
    // transpose (at each level of a chain of nested `if`s it was
    // quadratic in the depth).
    if (!any) return;
    auto uses = walk::count_uses(b);
    for (size_t i = 0; i < b.stms.size(); ++i) {
      const Stm& t = b.stms[i];
      VName a;
      std::vector<int> perm;
      if (!is_transpose(t, &a, &perm)) continue;
      const VName& x = t.pat[0].name;
      std::vector<Exp*> reads;
      bool consumed = false;  // a may be updated in place later: keep the copy
      for (size_t k = i + 1; k < b.stms.size(); ++k) {
        Exp& e = b.stms[k].exp;
        auto r = coalesced_reads(e, x, perm);
        reads.insert(reads.end(), r.begin(), r.end());
        bool reads_only = e.kind == Exp::Kind::Index || e.kind == Exp::Kind::Rearrange ||
                          (e.kind == Exp::Kind::SegOp && (e.seg_kind == SegKind::Map || e.seg_kind == SegKind::Red));
        if (!reads_only && walk::count_uses(b.stms[k])[a] > 0) consumed = true;
      }
      if (consumed || reads.empty() || (int)reads.size() != uses[x]) continue;
      for (Exp* e : reads) {
        std::vector<DimIndex> dims;
        for (int k : perm) dims.push_back(e->dims[k]);
        e->array = a;
        e->dims = std::move(dims);
        std::vector<int> inv(perm.size());
        for (size_t k = 0; k < perm.size(); k++) inv[(size_t)perm[k]] = (int)k;
        shown_transposed(*e, inv);
      }
      elided.insert(x);
    }
    std::vector<Stm> kept;
    for (Stm& s : b.stms)
      if (!(s.pat.size() == 1 && elided.count(s.pat[0].name)))
        kept.push_back(std::move(s));
    b.stms = std::move(kept);
  }

  // `e`'s dims were permuted so that the source's dim m is now dims[q[m]]:
  // its index errors keep the source's order (Exp::perm).
  static void shown_transposed(Exp& e, const std::vector<int>& q) {
    if (e.perm.empty()) {
      e.perm = q;
      return;
    }
    for (int& k : e.perm) k = q.at((size_t)k);
  }

  static void collect(const Body& b, std::set<VName>& loop_vars,
                      std::vector<const Exp*>& indexes) {
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      if (e.kind == Exp::Kind::Loop && e.loop_kind == Exp::LoopKind::For) loop_vars.insert(e.loop_var);
      if (e.kind == Exp::Kind::Index) indexes.push_back(&e);
      for (auto& nb : e.bodies)
        if (nb) collect(*nb, loop_vars, indexes);
    }
  }

  static void rewrite(Body& b, const VName& a, const VName& at) {
    for (Stm& s : b.stms) {
      Exp& e = s.exp;
      if (e.kind == Exp::Kind::Index && e.array == a) {
        e.array = at;
        std::swap(e.dims[0], e.dims[1]);
        shown_transposed(e, {1, 0});
      }
      for (auto& nb : e.bodies)
        if (nb) rewrite(*nb, a, at);
    }
  }

  void coalesce(Stm& s, std::map<VName, VName>& transposed, std::vector<Stm>& out) {
    if (s.exp.seg_group) return;  // a group per row reads its rows coalesced
    Body& body = *s.exp.bodies.at(0);
    const VName& g = s.exp.seg_space.dims.back().first;
    std::set<VName> loop_vars;
    std::vector<const Exp*> indexes;
    collect(body, loop_vars, indexes);
    if (loop_vars.empty()) return;
    std::set<VName> bound;
    walk::for_each_name_body(body, [&](const VName& v, walk::Role r) {
      if (r == walk::Role::Bind) bound.insert(v);
    });
    std::map<VName, int> point_reads;
    std::set<VName> candidates;
    for (const Exp* e : indexes) {
      if (bound.count(e->array) || !env_.types.count(e->array)) continue;
      if (env_.of(e->array).rank() != 2 || e->dims.size() != 2 || e->dims[0].is_slice ||
          e->dims[1].is_slice)
        continue;
      point_reads[e->array]++;
      const SubExp& i0 = e->dims[0].index;
      const SubExp& i1 = e->dims[1].index;
      if (i0.is_var() && i0.var == g && i1.is_var() && loop_vars.count(i1.var))
        candidates.insert(e->array);
    }
    if (candidates.empty()) return;
    // A row recurrence (ir/rowloop.h): its loops' reads along the row go
    // through tiles of consecutive rows in local memory, coalesced,
    // without a transposed copy.
    if (auto plan = row_recurrence(s.exp, [&](const VName& v) -> const Type* {
          return env_.types.count(v) ? &env_.of(v) : nullptr;
        }))
      for (auto& l : plan->loops)
        for (auto& t : l.tiles) candidates.erase(t.array);
    if (candidates.empty()) return;
    auto uses = walk::count_uses(body);
    for (const VName& a : candidates) {
      if (uses[a] != point_reads[a]) continue;
      auto it = transposed.find(a);
      if (it == transposed.end()) {
        const Type& at = env_.of(a);
        Param tr{fresh_name(a + "_tr"), Type{at.elem, {at.shape[1], at.shape[0]}, false}};
        env_.add(tr);
        VName g0 = fresh_name("gtid"), g1 = fresh_name("gtid");
        env_.add(Param{g0, Type::scalar(PrimType::I64)});
        env_.add(Param{g1, Type::scalar(PrimType::I64)});
        auto tb = std::make_shared<Body>();
        Param el{fresh_name("elem"), Type::scalar(at.elem)};
        env_.add(el);
        tb->stms.push_back(
            let(el, index_exp(a, at, {SubExp::variable(g1), SubExp::variable(g0)}, s.loc), s.loc));
        tb->result = {SubExp::variable(el.name)};
        Exp te;
        te.kind = Exp::Kind::SegOp;
        te.seg_kind = SegKind::Map;
        te.seg_space.dims = {{g0, at.shape[1]}, {g1, at.shape[0]}};
        te.bodies = {tb};
        te.ret = {Type::scalar(at.elem)};
        out.push_back(Stm{{tr}, std::move(te), s.loc});
        it = transposed.emplace(a, tr.name).first;
      }
      rewrite(body, a, it->second);
    }
  }
};

}  // namespace

ir::Program optimise_locality(const ir::Program& prog) {
  ir::Program out = ir::walk::clone_program(prog);
  Coalescer c(collect_types(out));
  for (auto& fn : out.functions)
    if (fn.body) c.host_body(*fn.body, {});
  return out;
}

}  // namespace runic
