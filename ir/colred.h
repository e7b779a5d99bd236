// Column reductions: the shape of a segmented SegRed that reduces the
// columns of an array read row by row (issue 16, item 3).  A SegRed over
// (s < m, r < n) whose body reads host arrays as `a[r, s]` (the segment
// index s last) makes the segments the columns of `a`: consecutive
// segments are consecutive addresses, and one segment's elements are m
// apart.  A kernel with a thread per segment and a work-group per tile of
// consecutive segments (backend/colred_codegen.h) reads such arrays
// coalesced; a group per segment (the ordinary segmented reduction) reads
// them with stride m.  flatten/locality.cpp reads transposes in place for
// such SegReds (`map f32.sum (transpose a)`, `reduce (map2 (+))`), and the
// backend chooses the column kernel for them.
//
// Header only: used by the flatten and backend libraries.
#pragma once

#include <set>

#include "ir/ir.h"

namespace runic::ir {

namespace colred_impl {

// Whether every statement of `b` is scalar code the column kernel emits
// directly (scalar patterns; point reads of arrays bound outside; If and
// Loop with scalar results), and records the last index of each read.
inline bool scalar_body(const Body& b, std::vector<const Exp*>& reads) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat)
      if (p.type.is_array()) return false;
    const Exp& e = s.exp;
    switch (e.kind) {
      case Exp::Kind::SubExp:
      case Exp::Kind::BinOp:
      case Exp::Kind::CmpOp:
      case Exp::Kind::UnOp:
      case Exp::Kind::Convert:
      case Exp::Kind::PrimFun:
      case Exp::Kind::Assert:
        break;
      case Exp::Kind::Index:
        for (const DimIndex& d : e.dims)
          if (d.is_slice) return false;
        reads.push_back(&e);
        break;
      case Exp::Kind::If:
      case Exp::Kind::Loop:
        for (const Type& t : e.ret)
          if (t.is_array()) return false;
        for (auto& [p, init] : e.merge)
          if (p.type.is_array()) return false;
        for (auto& nb : e.bodies)
          if (nb && !scalar_body(*nb, reads)) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

// The names that the statements of `b` and of its nested bodies bind.
inline void bound_names(const Body& b, std::set<VName>& out) {
  for (const Stm& s : b.stms) {
    for (const Param& p : s.pat) out.insert(p.name);
    for (auto& [p, init] : s.exp.merge) out.insert(p.name);
    if (!s.exp.loop_var.empty()) out.insert(s.exp.loop_var);
    for (auto& nb : s.exp.bodies)
      if (nb) bound_names(*nb, out);
  }
}

}  // namespace colred_impl

// Whether `e` is a column reduction: a 2-D SegRed (not a row group) with
// one operator on scalars, a body of scalar code, at least one read whose
// last index is the segment index and none whose last index is the reduced
// index (a row-major read that the ordinary segmented reduction coalesces).
inline bool is_column_reduction(const Exp& e) {
  if (e.kind != Exp::Kind::SegOp || e.seg_kind != SegKind::Red || e.seg_group || e.seg_space.dims.size() != 2 ||
      e.reduces.size() != 1 || !e.bodies.at(0))
    return false;
  const ReduceOp& op = e.reduces[0];
  if (op.neutral.empty() || e.bodies[0]->result.size() != op.neutral.size() || e.ret.size() != op.neutral.size())
    return false;
  for (const Type& t : e.ret)
    if (t.is_array()) return false;
  std::vector<const Exp*> reads;
  if (!colred_impl::scalar_body(*e.bodies[0], reads)) return false;
  std::vector<const Exp*> op_reads;
  if (!op.lambda.body || !colred_impl::scalar_body(*op.lambda.body, op_reads) || !op_reads.empty()) return false;
  const VName& s = e.seg_space.dims[0].first;
  const VName& r = e.seg_space.dims[1].first;
  std::set<VName> bound;  // names the body binds (values that may vary with s)
  colred_impl::bound_names(*e.bodies[0], bound);
  bool column = false;
  for (const Exp* x : reads) {
    if (x->dims.empty()) continue;
    const SubExp& last = x->dims.back().index;
    if (!last.is_var()) continue;
    if (last.var == r) {
      // A read v[r] (or v[c, r] with c the same for every segment: a
      // constant or a value bound outside) is the same for all the
      // segments of a row: the column kernel's threads read it together
      // (`map (\c -> f32.sum (map2 (*) c v)) (transpose a)`).  Any other
      // read with r last is row-major for the segment: not a column
      // reduction.
      for (size_t d = 0; d + 1 < x->dims.size(); ++d) {
        const SubExp& ix = x->dims[d].index;
        if (ix.is_var() && (ix.var == s || ix.var == r || bound.count(ix.var))) return false;
      }
      continue;
    }
    if (last.var == s) column = true;
  }
  return column;
}

}  // namespace runic::ir
