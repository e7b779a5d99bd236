// OpenCL kernels for row recurrences (ir/rowloop.h; issue 16: `ema_rows`,
// a `loop` along each row in a `map` over the rows).  The ordinary kernel
// runs one work item per row, each walking its own row: the work items of
// a warp read addresses a row apart, and only n rows' worth of loads are
// in flight.  Here, as in the staging of tiles through local memory of
// the paper's locality optimisations (PLDI'17 section 5.2, there for
// matrix products), a work-group takes kLoopRows consecutive rows and
// runs each tiled loop in chunks of TC columns: the tile of kLoopRows x TC
// elements of each array the loop reads along the row (a[gtid, i + o], or
// s[i] of a row slice s = a[gtid, st:+c]) is loaded into local memory by
// consecutive work items reading consecutive elements of a row
// (coalesced), and the sequential loop reads its elements from local
// memory.  The tiles are double-buffered: while the first kLoopRows work
// items (one per row) run a chunk, the other NL (RowLoopShape::loaders)
// load the next one, each issuing all its loads before its stores; one
// barrier per chunk.  The rows' work items are a fixed n of the device's
// threads (8192 rows: two row warps per H200 SM), so each row's chain of
// iterations bounds the time: over a whole chunk the loop runs U
// iterations a step (body copies in straight-line code), whose tile reads
// do not wait on the chain, and a chunk of TC columns puts R x TC
// elements of loads in flight per group (perf27, benchmarks/IDIOMS.md).
// After each tiled loop the row work items share their results with the
// loaders through local memory, so that every work item runs the rest of
// the body with its row's values (no spurious errors from values a loader
// never computed).
//
//   group g, item t:  gtid = min(g * R + t % R, n - 1)   (R = kLoopRows)
//     statements and untiled loops: every item (the extra items copy a real row)
//     tiled loop: t >= R: tile[0] = rows of chunk 0; barrier
//       for c0 in 0, TC, ..: t >= R: tile[b ^ 1] = rows of chunk c0 + TC
//                                    (element e = t - R + q NL: row e / TC, column e % TC)
//                            t <  R: a whole chunk: for k in 0, U, .., TC - U: body(c0 + k) .. body(c0 + k + U - 1)
//                                    the last, partial one: for i in [c0, L): body(i); reads from tile[b]
//                            barrier; b ^= 1
//       t < R: share[t] = results; barrier; t >= R: results = share[t % R]
//     t < R and g * R + t < n: results[gtid]
//
// Loop counts are invariant, so every work item reaches every barrier.
// Reads are checked as the ordinary kernel checks them (the tile holds
// what the checked read would read).
#include "backend/rowloop_codegen.h"

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <set>
#include <sstream>

#include "backend/kernel_arrays.h"
#include "backend/scalar_code.h"
#include "ir/colred.h"
#include "ir/rowloop.h"

namespace runic::backend {

using rewrite::c_name;

namespace {

std::string escape_percent(const std::string& s) {
  std::string r;
  for (char ch : s) r += ch == '%' ? std::string("%%") : std::string(1, ch);
  return r;
}

// Free variables of a body (names used, not bound inside).
void free_vars(const ir::Body& b, std::set<std::string> bound, std::vector<std::string>& order,
               std::set<std::string>& seen) {
  auto use = [&](const std::string& v) {
    if (v.empty() || bound.count(v) || !seen.insert(v).second) return;
    order.push_back(v);
  };
  auto se = [&](const ir::SubExp& s) { if (s.is_var()) use(s.var); };
  for (auto& s : b.stms) {
    const ir::Exp& e = s.exp;
    for (auto& a : e.args) se(a);
    use(e.array);
    for (auto& a : e.arrays) use(a);
    for (auto& d : e.dims) { se(d.index); se(d.start); se(d.count); se(d.stride); }
    for (auto& [p, init] : e.merge) se(init);
    std::set<std::string> inner = bound;
    for (auto& [p, init] : e.merge) inner.insert(p.name);
    if (!e.loop_var.empty()) inner.insert(e.loop_var);
    for (auto& nb : e.bodies) if (nb) free_vars(*nb, inner, order, seen);
    for (auto& p : s.pat) bound.insert(p.name);
  }
  for (auto& r : b.result) se(r);
}

// One array the loop reads along the row: a[gtid, i + off], or backwards
// (step -1) a[gtid, off - i].
struct Tile {
  std::string array;   // the host array
  ir::SubExp off;      // invariant offset
  std::string buffer;  // the __local buffer
  PrimType elem = PrimType::F32;
  int step = 1;
};

using TileRead = ir::RowLoopRead;

class RowLoopGen {
 public:
  RowLoopGen(const std::map<std::string, ir::Type>& host_types, ErrorTable& errors, const RowLoopShape& shape)
      : host_types_(host_types), errors_(errors), shape_(shape) {}

  bool match(const ir::Exp& e);
  RowLoopKernel run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name, const Span& loc);
  // Slot k's bytes: the largest double-buffered tile k of the loops.
  std::vector<int64_t> slot_bytes() const {
    std::vector<int64_t> r;
    for (auto& l : loops_)
      for (size_t k = 0; k < l.tiles.size(); ++k) {
        if (r.size() <= k) r.push_back(0);
        r[k] = std::max<int64_t>(r[k], 2 * kLoopRows * (l.tc + 1) * prim_bytes(l.tiles[k].elem));
      }
    return r;
  }
  int64_t local_bytes() const {
    int64_t b = 0;
    for (int64_t x : slot_bytes()) b += x;
    for (auto& l : loops_)
      for (auto& [p, init] : s_body_->stms[l.at].exp.merge) b += kLoopRows * prim_bytes(p.type.elem);
    return b;
  }
  // Halves the widest chunk; false when all are 32 columns wide.
  bool narrow() {
    TiledLoop* w = nullptr;
    for (auto& l : loops_)
      if (l.tc > 32 && (!w || l.tc > w->tc)) w = &l;
    if (!w) return false;
    w->tc /= 2;
    return true;
  }

 private:
  const std::map<std::string, ir::Type>& host_types_;
  ErrorTable& errors_;
  RowLoopShape shape_;
  std::unique_ptr<KernelArrays> arrays_;
  int counter_ = 0;
  std::string fresh(const std::string& b) { return b + std::to_string(counter_++); }

  std::string gtid_;
  ir::SubExp rows_;                         // the segment space's size
  const ir::Body* s_body_ = nullptr;
  std::set<std::string> bound_;             // names bound in the body
  // A top-level loop whose reads along the row go through tiles.
  struct TiledLoop {
    size_t at = 0;  // its place in the body
    std::vector<Tile> tiles;
    int tc = 128;   // columns per chunk: a multiple of 32
    int unroll = 1; // iterations per step of a whole chunk: a power of two, at most 32
  };
  std::vector<TiledLoop> loops_;
  std::map<size_t, size_t> loop_of_;  // place in the body -> loops_ index
  std::map<const ir::Stm*, TileRead> reads_;
  const TiledLoop* cur_ = nullptr;  // the loop being emitted
  std::string cur_loop_var_;
  std::string cur_trip_;  // the emitted trip count of the loop being emitted
  std::string cur_col_;   // the loop index's column in the chunk (a C int expression)

  // Columns per chunk: at most shape_.row_bytes of each row over all
  // tiles, 32 columns times a power of two (a warp of loaders reads 32
  // consecutive elements of one row; a row's padded stride, TC + 1
  // elements, puts the 32 rows' column k in 32 different banks; TC and
  // the loaders' count, also a power-of-two multiple of 32 by default,
  // divide one another: on the H200, 96 or 128 loaders over chunks of
  // other widths ran ema_rows 2x slower).
  int tc_of(const std::vector<Tile>& tiles) const {
    int64_t b = 0;
    for (auto& t : tiles) b += prim_bytes(t.elem);
    int tc = 32;
    while (tc * 2 * b <= shape_.row_bytes) tc *= 2;
    return tc;
  }
  // Iterations per step: enough independent tile reads for the compiler to
  // issue ahead of a short body's dependent chain; fewer for long bodies.
  static int unroll_of(const ir::Body& b, int want) {
    int64_t n = 0;
    std::function<void(const ir::Body&)> count = [&](const ir::Body& x) {
      for (auto& s : x.stms) {
        ++n;
        for (auto& nb : s.exp.bodies)
          if (nb) count(*nb);
      }
    };
    count(b);
    int u = 1;
    while (u * 2 <= std::min(want, 32) && u * 2 * n <= 256) u *= 2;
    return u;
  }

  // A 2-D host array of 4- or 8-byte elements with a row per segment.
  bool row_array(const std::string& a) const {
    auto ht = host_types_.find(a);
    if (ht == host_types_.end() || bound_.count(a) || ht->second.rank() != 2) return false;
    const ir::Type& t = ht->second;
    return (prim_bytes(t.elem) == 4 || prim_bytes(t.elem) == 8) && t.elem != PrimType::Bool &&
           ir::subexp_str(t.shape[0]) == ir::subexp_str(rows_);
  }

  bool invariant(const ir::SubExp& x) const { return x.is_const() || (!bound_.count(x.var) && x.var != gtid_); }

  // Point reads of host arrays (bounds-checked) and assertions.
  bool hook(ScalarEmitter& em, const ir::Stm& s) {
    const ir::Exp& e = s.exp;
    Span loc = e.loc.known() ? e.loc : s.loc;
    auto tr = cur_ ? reads_.find(&s) : reads_.end();
    if (tr != reads_.end()) return tile_read(em, s, tr->second, loc);
    if (arrays_ && arrays_->stm(em, s)) return true;
    if (e.kind == ir::Exp::Kind::Index) {
      auto it = host_types_.find(e.array);
      internal_assert(it != host_types_.end(), "row loop kernel reads unknown array " << e.array);
      const ir::Type& t = it->second;
      internal_assert((int)e.dims.size() == t.rank() && s.pat.size() == 1, "row loop kernel: not a point read");
      std::string flat, ok;
      std::vector<std::vector<std::string>> ivs;
      std::vector<std::string> ns, bad;
      for (int d = 0; d < t.rank(); ++d) {
        std::string n = em.subexp(t.shape[d]);
        std::string iv = fresh("rn_idx");
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        // The clamped segment index of an array with a row per segment.
        bool gt = d == 0 && e.dims[d].index.is_var() && e.dims[d].index.var == gtid_ && row_array(e.array);
        if (e.unsafe || gt) {
          bad.push_back("");
        } else {
          ok += (ok.empty() ? "" : " && ") + ("(" + iv + " >= 0 && " + iv + " < " + n + ")");
          bad.push_back("(" + iv + " < 0 || " + iv + " >= " + n + ")");
        }
        flat = flat.empty() ? iv : "(" + flat + ") * " + n + " + " + iv;
      }
      std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
        return set_error_stmt(errors_.add(et.format), et.args);
      }, e.index_rank, &e.perm);
      if (!chain.empty()) em.line(chain);
      if (ok.empty()) em.declare(s.pat[0], c_name(e.array) + "[" + flat + "]");
      else
        em.declare(s.pat[0], "(" + ok + ") ? " + c_name(e.array) + "[" + flat + "] : (" +
                                 c_type(s.pat[0].type.elem, Target::OpenCL) + ")0");
      return true;
    }
    if (e.kind == ir::Exp::Kind::Assert) {
      em.line("if (!" + em.subexp(e.args[0]) + ") " + assert_error_stmt(em, e, loc, errors_));
      for (auto& p : s.pat) em.line(c_type(p.type.elem, Target::OpenCL) + " " + c_name(p.name) + " = 0;");
      return true;
    }
    return false;
  }

  // The loop's own index read where the loop runs over the whole extent
  // (`for j < m do ... row[j]` with the row `m` long) is in bounds in every
  // iteration: no check, as the ordinary kernel's loop-index reads.
  bool in_loop_range(ScalarEmitter& em, const ir::SubExp& index, const std::string& extent) const {
    return !index.is_const() && index.var == cur_loop_var_ && !cur_trip_.empty() && em.subexp(index) == c_name(cur_loop_var_) &&
           extent == cur_trip_;
  }

  // A read along the row: its check, as the ordinary kernel words it, and
  // the element from the current tile buffer.
  bool tile_read(ScalarEmitter& em, const ir::Stm& s, const TileRead& r, const Span& loc) {
    const ir::Exp& e = s.exp;
    std::vector<std::vector<std::string>> ivs;
    std::vector<std::string> ns, bad;
    if (r.view) {
      std::string iv = fresh("rn_idx"), n = em.subexp(r.count);
      em.line("long " + iv + " = (long)" + em.subexp(e.dims[0].index) + ";");
      ivs.push_back({iv});
      ns.push_back(n);
      bad.push_back(e.unsafe || in_loop_range(em, e.dims[0].index, n) ? "" : "(" + iv + " < 0 || " + iv + " >= " + n + ")");
    } else {
      const ir::Type& at = host_types_.at(e.array);
      for (int d = 0; d < 2; ++d) {
        std::string iv = fresh("rn_idx"), n = em.subexp(at.shape[d]);
        em.line("long " + iv + " = (long)" + em.subexp(e.dims[d].index) + ";");
        ivs.push_back({iv});
        ns.push_back(n);
        bad.push_back(e.unsafe || d == 0 || in_loop_range(em, e.dims[d].index, n) ? ""
                                                                          : "(" + iv + " < 0 || " + iv + " >= " + n + ")");
      }
    }
    std::string chain = index_check_chain(loc, ivs, bad, ns, [&](const ErrorText& et) {
      return set_error_stmt(errors_.add(et.format), et.args);
    }, e.index_rank, &e.perm);
    if (!chain.empty()) em.line(chain);
    em.declare(s.pat[0], "rn_own" + std::to_string(r.tile) + "[" + cur_col_ + "]");
    return true;
  }
};

bool RowLoopGen::match(const ir::Exp& e) {
  auto type_of = [this](const std::string& v) -> const ir::Type* {
    auto it = host_types_.find(v);
    return it == host_types_.end() ? nullptr : &it->second;
  };
  auto plan = ir::row_recurrence(e, type_of);
  if (!plan) return false;
  gtid_ = e.seg_space.dims[0].first;
  rows_ = e.seg_space.dims[0].second;
  s_body_ = e.bodies[0].get();
  ir::colred_impl::bound_names(*s_body_, bound_);
  for (auto& l : plan->loops) {
    TiledLoop tl;
    tl.at = l.at;
    for (auto& t : l.tiles) tl.tiles.push_back({t.array, t.off, "", t.elem, t.step});
    tl.tc = tc_of(tl.tiles);
    tl.unroll = unroll_of(*s_body_->stms[l.at].exp.bodies.at(0), shape_.unroll);
    loop_of_[l.at] = loops_.size();
    loops_.push_back(std::move(tl));
  }
  reads_ = plan->reads;
  return true;
}

RowLoopKernel RowLoopGen::run(const ir::Exp& e, const std::vector<ir::Param>& pat, const std::string& name,
                              const Span& loc) {
  const ir::Body& b = *e.bodies[0];
  RowLoopKernel out;
  const ir::SubExp& n = e.seg_space.dims[0].second;
  out.rows = n.is_const() ? std::to_string(n.value.as_i64()) + "LL" : c_name(n.var);
  out.local_bytes = local_bytes();
  GeneratedKernel& g = out.kernel;
  g.name = name;
  std::vector<std::string> params;
  std::set<std::string> have;
  g.args.push_back({KernelArg::Kind::Size, out.rows, PrimType::I64});
  params.push_back("long rn_n");
  std::vector<std::string> fv;
  std::set<std::string> seen;
  free_vars(b, {gtid_}, fv, seen);
  std::vector<std::string> arrays;
  for (auto& v : fv) {
    auto it = host_types_.find(v);
    internal_assert(it != host_types_.end(), "row loop kernel " << name << " uses unknown variable " << v);
    const ir::Type& t = it->second;
    check_prim_supported(t.elem, loc);
    if (t.is_array()) {
      arrays.push_back(v);
      for (auto& d : t.shape)
        if (d.is_var() && have.insert(c_name(d.var)).second) {
          g.args.push_back({KernelArg::Kind::Size, c_name(d.var), PrimType::I64});
          params.push_back("long " + c_name(d.var));
        }
    } else if (have.insert(c_name(v)).second) {
      g.args.push_back({KernelArg::Kind::Scalar, c_name(v), t.elem});
      params.push_back(c_type(t.elem, Target::OpenCL) + " " + c_name(v));
    }
  }
  for (auto& a : arrays) {
    const ir::Type& t = host_types_.at(a);
    g.args.push_back({KernelArg::Kind::Mem, c_name(a), t.elem});
    params.push_back("__global " + c_type(t.elem, Target::OpenCL) + " *" + c_name(a));
  }
  std::vector<std::string> res(pat.size());
  for (size_t j = 0; j < pat.size(); ++j) {
    check_prim_supported(pat[j].type.elem, loc);
    res[j] = c_name(pat[j].name);
    g.args.push_back({KernelArg::Kind::Mem, res[j], pat[j].type.elem});
    params.push_back("__global " + c_type(pat[j].type.elem, Target::OpenCL) + " *" + res[j]);
  }
  params.push_back("__global long *rn_err");

  auto hk = [this](ScalarEmitter& em, const ir::Stm& s) { return hook(em, s); };
  auto div_check = [this](ScalarEmitter& em, const std::string& y, const Span& lc) {
    int code = errors_.add(escape_percent(lc.str()) + ": division by zero");
    em.line("if (" + y + " == 0) rn_set_error(rn_err, " + std::to_string(code) + ", 0, 0);");
  };
  out.group = kLoopRows + shape_.loaders;
  const std::string R = std::to_string(kLoopRows), G = std::to_string(out.group);
  std::vector<int64_t> slots = slot_bytes();
  std::ostringstream os;
  {
    ScalarEmitter em(Target::OpenCL, os, 1, hk, div_check);
    arrays_ = std::make_unique<KernelArrays>(host_types_, errors_, name);
    std::vector<std::string> rows(b.result.size());
    arrays_->begin_body(b, {{gtid_, ir::Type::scalar(PrimType::I64)}}, rows);
    // Tile slots (8-byte words: any element type), and the loops' results
    // shared with the loaders.
    for (size_t k = 0; k < slots.size(); ++k)
      em.line("__local ulong rn_slot" + std::to_string(k) + "[" + std::to_string(slots[k] / 8 + 1) + "];");
    for (size_t li = 0; li < loops_.size(); ++li)
      for (size_t j = 0; j < b.stms[loops_[li].at].exp.merge.size(); ++j)
        em.line("__local " + c_type(b.stms[loops_[li].at].exp.merge[j].first.type.elem, Target::OpenCL) + " rn_sh" +
                std::to_string(li) + "_" + std::to_string(j) + "[" + R + "];");
    em.line("int rn_t = get_local_id(0);");
    em.line("long rn_row0 = (long)get_group_id(0) * " + R + ";");
    em.line("long " + c_name(gtid_) + " = min(rn_row0 + (long)(rn_t % " + R + "), rn_n - 1);");
    for (size_t k = 0; k < b.stms.size(); ++k) {
      auto lo = loop_of_.find(k);
      if (lo == loop_of_.end()) {
        em.stm(b.stms[k]);
        continue;
      }
      size_t li = lo->second;
      TiledLoop& tl = loops_[li];
      const ir::Stm& ls = b.stms[k];
      const ir::Exp& lp = ls.exp;
      const int TC = tl.tc;
      const std::string tcs = std::to_string(TC);
      for (auto& [p, init] : lp.merge) em.declare(p, em.subexp(init));
      em.open("");
      em.line("long rn_L = (long)" + em.subexp(lp.args[0]) + ";");
      em.line("int rn_b = 0;");
      for (size_t q = 0; q < tl.tiles.size(); ++q) {
        Tile& t = tl.tiles[q];
        t.buffer = "rn_tl" + std::to_string(q);
        std::string T = c_type(t.elem, Target::OpenCL);
        em.line("__local " + T + " *" + t.buffer + " = (__local " + T + " *)rn_slot" + std::to_string(q) + ";");
      }
      // Loaders: the tiles' rows of chunk c0 into buffer `buf`.  Element
      // e = lt + q * NL (q < ceil(R * TC / NL)) of the R x TC tile is row
      // e / TC, column e % TC: a warp of loaders reads 32 consecutive
      // columns of one row (TC is a multiple of 32); all its loads first,
      // then the stores.
      const int NL = shape_.loaders, per = (kLoopRows * TC + NL - 1) / NL;
      const bool ragged = per * NL != kLoopRows * TC;
      auto load = [&](const std::string& c0, const std::string& buf) {
        for (auto& t : tl.tiles) {
          const ir::Type& at = host_types_.at(t.array);
          std::string m = em.subexp(at.shape[1]), T = c_type(t.elem, Target::OpenCL);
          std::string w = std::to_string(TC + 1);
          em.open("");
          em.line("int rn_lt = rn_t - " + R + ", rn_c = rn_lt % " + tcs + ", rn_r = rn_lt / " + tcs + ";");
          // Column c of the chunk is a[row, rn_o + c], backwards a[row, rn_o - c].
          const std::string pm = t.step < 0 ? " - " : " + ";
          if (t.step < 0) em.line("long rn_o = (long)" + em.subexp(t.off) + " - " + c0 + ";");
          else em.line("long rn_o = " + c0 + " + (long)" + em.subexp(t.off) + ";");
          auto e_of = [&](int q) { return "(rn_lt + " + std::to_string(q * NL) + ")"; };
          // Element q's column and row: simpler where NL or TC divides the other.
          auto col_row = [&](int q) -> std::pair<std::string, std::string> {
            if (NL % TC == 0) return {"rn_c", "(rn_r + " + std::to_string(q * (NL / TC)) + ")"};
            if (TC % NL == 0) return {"(rn_lt + " + std::to_string(q * NL % TC) + ")", std::to_string(q * NL / TC)};
            return {"(" + e_of(q) + " % " + tcs + ")", "(" + e_of(q) + " / " + tcs + ")"};
          };
          for (int q = 0; q < per; ++q) {
            std::string e = e_of(q);
            auto [c, r] = col_row(q);
            std::string ok = "(" + c0 + " + " + c + " < rn_L && rn_o" + pm + c + " >= 0 && rn_o" + pm + c + " < " + m + ")";
            if (ragged && (q + 1) * NL > kLoopRows * TC) ok = "(" + e + " < " + std::to_string(kLoopRows * TC) + " && " + ok + ")";
            em.line(T + " rn_v" + std::to_string(q) + " = " + ok + " ? " + c_name(t.array) + "[min(rn_row0 + " + r +
                    ", rn_n - 1) * " + m + " + rn_o" + pm + c + "] : (" + T + ")0;");
          }
          for (int q = 0; q < per; ++q) {
            std::string e = e_of(q);
            auto [c, r] = col_row(q);
            std::string st = t.buffer + "[" + buf + " * " + std::to_string(kLoopRows * (TC + 1)) + " + " + r + " * " + w +
                             " + " + c + "] = rn_v" + std::to_string(q) + ";";
            if (ragged && (q + 1) * NL > kLoopRows * TC) st = "if (" + e + " < " + std::to_string(kLoopRows * TC) + ") " + st;
            em.line(st);
          }
          em.close();
        }
      };
      em.open("if (rn_t >= " + R + ")");
      load("0L", "0");
      em.close();
      em.line("barrier(CLK_LOCAL_MEM_FENCE);");
      em.open("for (long rn_c0 = 0; rn_c0 < rn_L; rn_c0 += " + tcs + ")");
      em.open("if (rn_t >= " + R + ")");
      em.open("if (rn_c0 + " + tcs + " < rn_L)");
      load("(rn_c0 + " + tcs + ")", "(rn_b ^ 1)");
      em.close();
      em.close();
      em.open("else");
      // The row's part of each tile, and one iteration of the loop at
      // column `col` of the chunk.
      for (size_t q = 0; q < tl.tiles.size(); ++q) {
        std::string T = c_type(tl.tiles[q].elem, Target::OpenCL), w = std::to_string(TC + 1);
        em.line("__local " + T + " *rn_own" + std::to_string(q) + " = " + tl.tiles[q].buffer + " + rn_b * " +
                std::to_string(kLoopRows * (TC + 1)) + " + rn_t * " + w + ";");
      }
      cur_ = &tl;
      cur_loop_var_ = lp.loop_var;
      cur_trip_ = em.subexp(lp.args[0]);
      auto iteration = [&](const std::string& col) {
        em.open("");
        em.line("long " + c_name(lp.loop_var) + " = rn_c0 + " + col + ";");
        cur_col_ = col;
        em.stms(*lp.bodies[0]);
        std::vector<std::string> next;
        for (size_t j = 0; j < lp.merge.size(); ++j) {
          std::string v = fresh("rn_next");
          em.line(c_type(lp.merge[j].first.type.elem, Target::OpenCL) + " " + v + " = " +
                  em.subexp(lp.bodies[0]->result[j]) + ";");
          next.push_back(v);
        }
        for (size_t j = 0; j < lp.merge.size(); ++j) em.line(c_name(lp.merge[j].first.name) + " = " + next[j] + ";");
        em.close();
      };
      // A whole chunk: `unroll` iterations a step (TC is a multiple), whose
      // tile reads do not wait on the previous iterations' results.
      em.open("if (rn_c0 + " + tcs + " <= rn_L)");
      em.open("for (int rn_k = 0; rn_k < " + tcs + "; rn_k += " + std::to_string(tl.unroll) + ")");
      for (int u = 0; u < tl.unroll; ++u) iteration(u ? "(rn_k + " + std::to_string(u) + ")" : "rn_k");
      em.close();
      em.close();
      em.open("else");
      em.open("for (int rn_k = 0; rn_k < (int)(rn_L - rn_c0); rn_k++)");
      iteration("rn_k");
      em.close();
      em.close();
      cur_ = nullptr;
      em.close();
      em.line("barrier(CLK_LOCAL_MEM_FENCE);");
      em.line("rn_b ^= 1;");
      em.close();
      // The loaders take their row's results: every work item continues
      // with its row's values.
      std::string sh = "rn_sh" + std::to_string(li) + "_";
      em.open("if (rn_t < " + R + ")");
      for (size_t j = 0; j < lp.merge.size(); ++j)
        em.line(sh + std::to_string(j) + "[rn_t] = " + c_name(lp.merge[j].first.name) + ";");
      em.close();
      em.line("barrier(CLK_LOCAL_MEM_FENCE);");
      em.open("if (rn_t >= " + R + ")");
      for (size_t j = 0; j < lp.merge.size(); ++j)
        em.line(c_name(lp.merge[j].first.name) + " = " + sh + std::to_string(j) + "[rn_t % " + R + "];");
      em.close();
      em.close();
      for (size_t j = 0; j < ls.pat.size(); ++j) em.declare(ls.pat[j], c_name(lp.merge[j].first.name));
    }
    em.open("if (rn_t < " + R + " && rn_row0 + rn_t < rn_n)");
    for (size_t j = 0; j < pat.size(); ++j) em.line(res[j] + "[" + c_name(gtid_) + "] = " + em.subexp(b.result[j]) + ";");
    em.close();
  }
  for (auto& v : arrays_->size_vars())
    if (have.insert(v).second) {
      g.args.push_back({KernelArg::Kind::Size, v, PrimType::I64});
      params.insert(params.end() - 1, "long " + v);
    }
  internal_assert(arrays_->scratch().empty(), "row loop kernel " << name << " with scratch memory");
  std::ostringstream o;
  o << "// " << name << ": row recurrence (" << R << " rows per group, tiles in local memory)\n";
  o << "__kernel __attribute__((reqd_work_group_size(" << G << ", 1, 1))) void " << name << "(";
  for (size_t i = 0; i < params.size(); ++i) o << (i ? ", " : "") << params[i];
  o << ") {\n" << os.str() << "}\n";
  g.code = o.str();
  std::string tcs, us;
  for (auto& l : loops_) {
    tcs += (tcs.empty() ? "" : ", ") + std::to_string(l.tc);
    us += (us.empty() ? "" : ", ") + std::to_string(l.unroll);
  }
  out.derivation = "row recurrence: " + std::to_string(loops_.size()) + " for loop(s) along each row, " + R +
                   " rows per work-group of " + G +
                   ": the loops' reads along the row staged in local memory in tiles of " + R + " rows x (" + tcs +
                   ") columns (coalesced loads by " + std::to_string(shape_.loaders) +
                   " work items, double-buffered: the next tile loads while the " + R +
                   " rows run the current one, (" + us + ") iterations a step)";
  return out;
}

}  // namespace

std::optional<RowLoopKernel> generate_rowloop_kernel(const ir::Exp& segop, const std::vector<ir::Param>& pat,
                                                     const std::string& name,
                                                     const std::map<std::string, ir::Type>& host_types,
                                                     ErrorTable& errors, const Span& loc, int64_t local_mem_bytes) {
  RowLoopGen gen(host_types, errors, rowloop_shape());
  if (!gen.match(segop)) return std::nullopt;
  while (gen.local_bytes() > local_mem_bytes)
    if (!gen.narrow()) return std::nullopt;
  return gen.run(segop, pat, name, loc);
}

RowLoopShape rowloop_shape() {
  RowLoopShape s;
  if (const char* v = std::getenv("RUNIC_ROWLOOP")) {
    int l = 0, b = 0, u = 0;
    if (std::sscanf(v, "%d,%d,%d", &l, &b, &u) == 3 && l >= 32 && l % 32 == 0 && l <= 1024 - kLoopRows && b >= 4 &&
        u >= 1)
      s = {l, b, u};
  }
  return s;
}

}  // namespace runic::backend
