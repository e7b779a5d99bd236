// Row recurrences: the shape of a 1-D SegMap over the rows of host arrays
// whose body runs sequential `for` loops along its row (issue 16:
// `ema_rows`, `map (\r -> loop s = r[0] for x in r[1:] do ...) xss`).
// The backend stages such loops' reads along the row through local memory
// in tiles of consecutive rows (backend/rowloop_codegen.h): coalesced
// loads, without a transposed copy; flatten/locality.cpp therefore does
// not transpose the arrays such loops read (on a CPU, each thread reading
// its own row is the cache-friendly order too).
//
// The body: scalar code (ir/colred.h's scalar_body), row slices
// `s = a[gtid, st:+c]` (stride 1 or -1, st and c invariant) of 2-D arrays
// `a` with a row per segment, and `for` loops of an invariant count over
// scalar code.  A loop is tiled when it reads along the row: a[gtid, i],
// a[gtid, x] with x = i + o bound in it (o invariant), or s[i] (i its
// index); at most two (array, offset, step) tiles per loop.  x = i - c (c
// a constant) reads the tile of offset -c.  Backwards (step -1): s[i] of a
// slice of stride -1 (`foldr`'s `for b in bs[::-1]`, `reverse r`) reads
// a[gtid, st - i], and a[gtid, x] with x = o - i (o invariant) reads
// a[gtid, o - i]: tile column j is a[row, off - (c0 + j)].
//
// Header only: used by the flatten and backend libraries.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "ir/colred.h"
#include "ir/ir.h"

namespace runic::ir {

struct RowLoopTile {
  VName array;  // the 2-D array read along the row
  SubExp off;   // invariant offset: the tile's column j is a[row, c0 + j + off]
  PrimType elem = PrimType::F32;
  int step = 1;  // -1: backwards, column j is a[row, off - (c0 + j)]
};

struct RowLoopRead {
  size_t tile = 0;     // in its loop's tiles
  bool view = false;   // s[i] of a row slice (checked against `count`), else a[gtid, x]
  SubExp count;
};

struct RowLoopPlan {
  struct Loop {
    size_t at = 0;  // its place in the body
    std::vector<RowLoopTile> tiles;
  };
  std::vector<Loop> loops;
  std::map<const Stm*, RowLoopRead> reads;  // the tiled loops' reads along the row
};

namespace rowloop_impl {

struct Matcher {
  std::function<const Type*(const VName&)> type_of;  // nullptr: not an array of the host
  VName gtid;
  SubExp rows;
  std::set<VName> bound;
  std::map<VName, std::pair<VName, DimIndex>> slices;  // row slice -> (array, its slice)
  std::vector<RowLoopTile>* tiles = nullptr;
  RowLoopPlan plan;

  bool invariant(const SubExp& x) const { return x.is_const() || (!bound.count(x.var) && x.var != gtid); }

  // A 2-D host array of 4- or 8-byte elements with a row per segment.
  bool row_array(const VName& a) const {
    if (bound.count(a)) return false;
    const Type* t = type_of(a);
    if (!t || t->rank() != 2) return false;
    return (prim_bytes(t->elem) == 4 || prim_bytes(t->elem) == 8) && t->elem != PrimType::Bool &&
           subexp_str(t->shape[0]) == subexp_str(rows);
  }

  size_t tile_of(const VName& a, const SubExp& off, int step = 1) {
    std::vector<RowLoopTile>& ts = *tiles;
    for (size_t k = 0; k < ts.size(); ++k)
      if (ts[k].array == a && subexp_str(ts[k].off) == subexp_str(off) && ts[k].step == step) return k;
    ts.push_back({a, off, type_of(a)->elem, step});
    return ts.size() - 1;
  }

  // The step of a row slice: 1 or -1 (else 0).
  static int slice_step(const DimIndex& d) {
    if (!d.stride.is_const()) return 0;
    const int64_t st = d.stride.value.as_i64();
    return st == 1 || st == -1 ? static_cast<int>(st) : 0;
  }

  void find_reads(const Body& b, const VName& i, std::map<VName, SubExp>& plus) {
    std::map<VName, SubExp> minus;  // x = o - i
    find_reads(b, i, plus, minus);
  }
  void find_reads(const Body& b, const VName& i, std::map<VName, SubExp>& plus, std::map<VName, SubExp>& minus) {
    for (const Stm& s : b.stms) {
      const Exp& e = s.exp;
      if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Add && e.prim == PrimType::I64 && s.pat.size() == 1) {
        for (int k = 0; k < 2; ++k)
          if (e.args[k].is_var() && e.args[k].var == i && invariant(e.args[1 - k])) plus[s.pat[0].name] = e.args[1 - k];
      }
      // x = i - c (c a constant): the tile of offset -c (r[i - 1]).
      if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Sub && e.prim == PrimType::I64 && s.pat.size() == 1 &&
          e.args[0].is_var() && e.args[0].var == i && e.args[1].is_const())
        plus[s.pat[0].name] = SubExp::i64(-e.args[1].value.as_i64());
      // x = o - i (o invariant): backwards (`r[m - 1 - i]`).
      if (e.kind == Exp::Kind::BinOp && e.binop == BinOp::Sub && e.prim == PrimType::I64 && s.pat.size() == 1 &&
          e.args[1].is_var() && e.args[1].var == i && invariant(e.args[0]))
        minus[s.pat[0].name] = e.args[0];
      if (e.kind == Exp::Kind::Index && s.pat.size() == 1 && !s.pat[0].type.is_array()) {
        auto sl = slices.find(e.array);
        if (sl != slices.end()) {
          // s[i] of a row slice; its other reads are read from memory.
          if (e.dims.size() == 1 && e.dims[0].index.is_var() && e.dims[0].index.var == i)
            plan.reads[&s] = {tile_of(sl->second.first, sl->second.second.start, slice_step(sl->second.second)), true,
                              sl->second.second.count};
        } else if (e.dims.size() == 2 && e.dims[0].index.is_var() && e.dims[0].index.var == gtid &&
                   e.dims[1].index.is_var() && row_array(e.array)) {
          const VName& x = e.dims[1].index.var;
          if (x == i) plan.reads[&s] = {tile_of(e.array, SubExp::i64(0)), false, {}};
          else if (plus.count(x)) plan.reads[&s] = {tile_of(e.array, plus.at(x)), false, {}};
          else if (minus.count(x)) plan.reads[&s] = {tile_of(e.array, minus.at(x), -1), false, {}};
        }
      }
      for (auto& nb : e.bodies)
        if (nb) find_reads(*nb, i, plus, minus);
    }
  }
};

}  // namespace rowloop_impl

// The plan of `e` when it is a row recurrence (see above); `type_of`: the
// types of the arrays bound outside the SegMap (nullptr for others).
inline std::optional<RowLoopPlan> row_recurrence(const Exp& e,
                                                 const std::function<const Type*(const VName&)>& type_of) {
  using K = Exp::Kind;
  if (e.kind != K::SegOp || e.seg_kind != SegKind::Map || e.seg_group || e.seg_space.dims.size() != 1 ||
      !e.bodies.at(0))
    return std::nullopt;
  for (auto& t : e.ret)
    if (t.is_array()) return std::nullopt;
  rowloop_impl::Matcher m;
  m.type_of = type_of;
  m.gtid = e.seg_space.dims[0].first;
  m.rows = e.seg_space.dims[0].second;
  const Body& b = *e.bodies[0];
  colred_impl::bound_names(b, m.bound);
  for (size_t k = 0; k < b.stms.size(); ++k) {
    const Stm& s = b.stms[k];
    const Exp& x = s.exp;
    if (x.kind == K::Index && s.pat.size() == 1 && s.pat[0].type.rank() == 1 && x.dims.size() == 2 &&
        m.row_array(x.array) && !x.dims[0].is_slice && x.dims[0].index.is_var() && x.dims[0].index.var == m.gtid &&
        x.dims[1].is_slice && rowloop_impl::Matcher::slice_step(x.dims[1]) != 0 &&
        m.invariant(x.dims[1].start) && m.invariant(x.dims[1].count)) {
      m.slices[s.pat[0].name] = {x.array, x.dims[1]};
      continue;
    }
    Body one;
    one.stms.push_back(s);
    std::vector<const Exp*> reads;
    if (!colred_impl::scalar_body(one, reads)) return std::nullopt;
    if (x.kind == K::Loop && x.loop_kind == Exp::LoopKind::For && x.prim == PrimType::I64 &&
        m.invariant(x.args.at(0))) {
      RowLoopPlan::Loop l;
      l.at = k;
      m.tiles = &l.tiles;
      std::map<VName, SubExp> plus;
      std::map<const Stm*, RowLoopRead> before = m.plan.reads;
      m.find_reads(*x.bodies.at(0), x.loop_var, plus);
      m.tiles = nullptr;
      if (l.tiles.empty()) continue;
      if (l.tiles.size() > 2) {
        m.plan.reads = before;
        continue;
      }
      m.plan.loops.push_back(std::move(l));
    }
  }
  if (m.plan.loops.empty()) return std::nullopt;
  return std::move(m.plan);
}

}  // namespace runic::ir
