// Enumeration and cost model of the derivation search; see search.h.
#include "rewrite/search.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>

namespace runic::rewrite {

namespace {

int64_t len_of(const ir::SubExp& s, int64_t nominal) {
  if (s.is_const()) return std::max<int64_t>(0, s.value.as_i64());
  return nominal;
}

// Lengths of the SegOp's dimensions; symbolic ones share the nominal size
// (a 2-D space of unknown lengths is taken as sqrt(N) x sqrt(N)).
std::vector<int64_t> dim_lengths(const ir::Exp& e, const DeviceProfile& dp) {
  const auto& dims = e.seg_space.dims;
  int unknown = 0;
  for (auto& [_, s] : dims) if (!s.is_const()) ++unknown;
  int64_t each = unknown ? (int64_t)std::llround(std::pow((double)dp.nominal_elems, 1.0 / unknown)) : 1;
  std::vector<int64_t> r;
  for (auto& [_, s] : dims) r.push_back(len_of(s, each));
  return r;
}

int64_t acc_bytes(const ir::Exp& e) {
  int64_t b = 0;
  for (auto& t : e.ret) b += prim_bytes(t.elem);
  return std::max<int64_t>(b, 1);
}

int64_t ceil_div(int64_t a, int64_t b) { return b <= 0 ? 0 : (a + b - 1) / b; }

bool all_scalar(const ir::Exp& e) {
  for (auto& t : e.ret)
    if (t.is_array()) return false;
  return true;
}

// Little's law: the fraction of the bandwidth reached when `threads`
// threads (at most the resident ones) each have `bytes` of loads in flight.
double inflight_fraction(const DeviceProfile& dp, int64_t threads, int64_t bytes) {
  if (!dp.gpu || dp.inflight_bytes <= 0) return 1;
  double resident = (double)std::min<int64_t>(threads, dp.compute_units * dp.threads_per_cu);
  return std::max(1e-3, std::min(1.0, resident * (double)bytes / (double)dp.inflight_bytes));
}

double log2d(int64_t w) { return std::log2((double)std::max<int64_t>(w, 1)); }

// Seconds-per-byte scale: bandwidth in bytes per microsecond.
double bytes_per_us(const DeviceProfile& dp) { return dp.bandwidth_gbs * 1e3; }

// Fraction of the device kept busy by `groups` groups of `w` threads.
double occupancy(const DeviceProfile& dp, int64_t groups, int64_t w) {
  if (groups <= 0) return 1;
  if (!dp.gpu) return std::min(1.0, (double)groups / (double)dp.compute_units);
  double threads = (double)groups * (double)w;
  double eff = std::min(1.0, threads / (double)(dp.compute_units * dp.threads_per_cu));
  // Tail waves: groups resident at once, and how full the last wave is.
  int64_t resident = std::max<int64_t>(1, std::min<int64_t>(32, dp.threads_per_cu / std::max<int64_t>(w, 1)));
  int64_t per_wave = resident * dp.compute_units;
  if (groups > per_wave) {
    int64_t waves = ceil_div(groups, per_wave);
    eff *= (double)groups / (double)(waves * per_wave);
  }
  return std::max(eff, 1e-3);
}

// Extra transactions per useful byte of a read pattern.
//   lane_contiguous: neighbouring lanes (work-items) read neighbouring
//   addresses; thread_contiguous: one work-item reads neighbouring
//   addresses in consecutive iterations.
double traffic_factor(const DeviceProfile& dp, bool lane_contiguous, bool thread_contiguous, int64_t elem) {
  double waste = std::max(1.0, (double)dp.transaction_bytes / (double)elem);
  if (dp.gpu) return lane_contiguous ? 1.0 : waste;
  return thread_contiguous ? 1.0 : waste;
}

// A segmented reduction whose every per-step read is the same for all
// segments (nbody's `xs[j]`: indices that depend on the folded index but
// on no segment index, found by following the body's scalar dependences):
// with one thread per segment the lanes of a warp read one address at a
// time, one transaction serving them all, and the arrays stay in the
// cache.  Reads that depend on a segment index only are per-thread
// constants.  Conservative: bodies with anything but scalar statements
// and scalar reads (loops, arrays, slices) answer false.
bool step_reads_broadcast(const ir::Exp& e) {
  const auto& dims = e.seg_space.dims;
  if (dims.size() < 2 || !e.bodies[0]) return false;
  std::set<std::string> seg, fold;
  for (size_t d = 0; d + 1 < dims.size(); ++d) seg.insert(dims[d].first);
  fold.insert(dims.back().first);
  using K = ir::Exp::Kind;
  bool any = false;
  for (auto& s : e.bodies[0]->stms) {
    const ir::Exp& x = s.exp;
    for (auto& p : s.pat)
      if (p.type.is_array()) return false;
    std::vector<ir::SubExp> uses = x.args;
    if (x.kind == K::Index) {
      for (auto& d : x.dims) {
        if (d.is_slice) return false;
        uses.push_back(d.index);
      }
    } else if (x.kind != K::SubExp && x.kind != K::BinOp && x.kind != K::CmpOp && x.kind != K::UnOp &&
               x.kind != K::Convert && x.kind != K::PrimFun) {
      return false;
    }
    bool on_seg = false, on_fold = false;
    for (auto& u : uses)
      if (u.is_var()) {
        on_seg = on_seg || seg.count(u.var);
        on_fold = on_fold || fold.count(u.var);
      }
    if (x.kind == K::Index && on_fold) {
      if (on_seg) return false;  // a read that differs per segment and per step
      any = true;
    }
    for (auto& p : s.pat) {
      if (on_seg) seg.insert(p.name);
      if (on_fold) fold.insert(p.name);
    }
  }
  return any;
}

// One work-group tree reduction step costs a barrier; on a CPU the
// work-items of a group run one after the other between barriers.
double tree_cost(const DeviceProfile& dp, int64_t groups, int64_t w) {
  double per_step = dp.gpu ? 0.02 : 0.002 * (double)w;
  double rounds = dp.gpu ? (double)ceil_div(groups, dp.compute_units * std::max<int64_t>(1, dp.threads_per_cu / w))
                         : (double)ceil_div(groups, dp.compute_units);
  return rounds * log2d(w) * per_step;
}

double group_cost(const DeviceProfile& dp, int64_t groups) {
  return dp.group_overhead_us * (double)groups / (double)dp.compute_units;
}

// A first reduction pass over n elements: G groups of W, chunks of C.
double reduce_pass(const DeviceProfile& dp, int64_t n, int64_t elem, const LoweringChoice& ch, bool reorder) {
  int64_t w = ch.group_size;
  int64_t g = std::max<int64_t>(1, std::min(ceil_div(n, w), ch.max_groups));
  double bytes = (double)n * (double)elem * traffic_factor(dp, reorder, !reorder, elem);
  double t = dp.launch_us + bytes / bytes_per_us(dp) / occupancy(dp, g, w);
  t += tree_cost(dp, g, w) + group_cost(dp, g);
  // The second pass: one group folds the G partial results.
  double t2 = dp.launch_us + (double)ceil_div(g, w) * 0.01 + tree_cost(dp, 1, w);
  // Vector loads (map-vectorize): w times fewer load instructions for the
  // same bytes.  Hand-written float4 variants of the BLAS reductions ran
  // 1-3% faster on the H200 (benchmarks/MEMBOUND.md); modelled as 2% per
  // doubling of the width.
  if (ch.vector_width > 1) t *= 1.0 - 0.02 * log2d(ch.vector_width);
  return t + t2;
}

}  // namespace

std::vector<LoweringChoice> enumerate_choices(const ir::Exp& e, const DeviceProfile& dp) {
  std::vector<LoweringChoice> r;
  const size_t rank = e.seg_space.dims.size();
  std::vector<int64_t> ws;
  for (int64_t w = 32; w <= std::min<int64_t>(dp.max_group_size, 1024); w *= 2)
    if (e.seg_kind == ir::SegKind::Map || w * acc_bytes(e) <= dp.local_mem_bytes) ws.push_back(w);
  if (ws.empty()) ws.push_back(1);
  LoweringChoice base;
  base.group_size = dp.group_size;
  base.max_groups = dp.max_groups;
  base.map_group_size = dp.map_group_size;
  bool commutative = !e.reduces.empty() && e.reduces[0].commutative;
  switch (e.seg_kind) {
    case ir::SegKind::Map:
      if (rank != 1) return {base};  // 2-D/3-D maps use fixed 16x16 / 8x8x4 groups
      for (int64_t w : ws) {
        if (w < 64) continue;
        for (int64_t v : {1, 2, 4, 8}) {
          // Coarsening stages results in private memory (scalar results
          // only); it pays where loads in flight limit the bandwidth (GPUs),
          // not on a CPU, whose caches and prefetchers hide the latency.
          if (v > 1 && (!all_scalar(e) || !dp.gpu || dp.inflight_bytes <= 0)) continue;
          LoweringChoice c = base;
          c.map_group_size = w;
          c.map_coarsen = v;
          r.push_back(c);
        }
      }
      break;
    case ir::SegKind::Red:
    case ir::SegKind::Scan: {
      if (rank > 2) {
        r.push_back([&] { LoweringChoice c = base; c.thread_per_segment = true; return c; }());
        // tile-2d (matrix-multiplication-like SegReds, GPU profiles): TS x TS
        // groups, R x R blocks, K-step local tiles that fit local memory.
        // Two local buffers (double buffering) of K x (TS*R + pad) per array.
        Tile2D t;
        if (e.seg_kind == ir::SegKind::Red && dp.gpu && match_tile2d(e, &t))
          for (int64_t ts : {8, 16})
            for (int64_t reg : {1, 2, 4, 8})
              for (int64_t k : {8, 16, 32}) {
                if (ts * ts > dp.max_group_size || 2 * 2 * k * (ts * reg + 4) * t.elem_bytes > dp.local_mem_bytes)
                  continue;
                LoweringChoice c = base;
                c.thread_per_segment = true;
                c.tile = ts;
                c.tile_reg = reg;
                c.tile_k = k;
                r.push_back(c);
              }
        return r;
      }
      bool is_red = e.seg_kind == ir::SegKind::Red;
      for (int64_t w : ws) {
        if ((w & (w - 1)) != 0) continue;
        for (int64_t k : {1, 2, 4, 8, 16}) {
          if (rank == 2 && k != 1) continue;  // groups follow the segments
          for (bool reorder : {true, false}) {
            if (reorder && !(is_red && commutative)) continue;
            LoweringChoice c = base;
            c.group_size = w;
            c.max_groups = dp.compute_units * k;
            c.reorder = reorder;
            r.push_back(c);
            // map-vectorize at the profile's preferred width (at most 4:
            // float4 is a 16-byte load).
            if (rank == 1 && dp.preferred_vector_width > 1 && vectorizable_segred(e)) {
              c.vector_width = std::min<int64_t>(4, dp.preferred_vector_width);
              r.push_back(c);
            }
          }
        }
      }
      // Group per segment over vectors (map-vectorize), as for 1-D.
      if (is_red && rank == 2 && commutative && dp.preferred_vector_width > 1 && vectorizable_segred(e))
        for (size_t i = 0, k = r.size(); i < k; ++i)
          if (r[i].reorder) {
            LoweringChoice c = r[i];
            c.vector_width = std::min<int64_t>(4, dp.preferred_vector_width);
            r.push_back(c);
          }
      if (is_red && rank == 2)
        for (int64_t w : ws) {
          if (w < 64) continue;
          LoweringChoice c = base;
          c.thread_per_segment = true;
          c.map_group_size = w;
          r.push_back(c);
        }
      break;
    }
    case ir::SegKind::Scatter:  // direct kernels (backend/scatter_codegen.h)
    case ir::SegKind::Hist:
      break;
  }
  if (r.empty()) r.push_back(base);
  return r;
}

double estimate_cost(const ir::Exp& e, const LoweringChoice& ch, const DeviceProfile& dp) {
  std::vector<int64_t> len = dim_lengths(e, dp);
  int64_t elem = 4;
  switch (e.seg_kind) {
    case ir::SegKind::Map: {
      int64_t n = 1;
      for (int64_t l : len) n *= l;
      int64_t w = len.size() == 1 ? ch.map_group_size : 256;
      int64_t v = len.size() == 1 ? ch.map_coarsen : 1;
      int64_t threads = ceil_div(n, v);
      int64_t g = ceil_div(threads, w);
      double bytes = 2.0 * (double)n * (double)elem;
      // ties: the profile's default group size, one element per thread
      double pref = (std::fabs(log2d(w) - log2d(dp.map_group_size)) + log2d(v)) * 1e-6;
      return dp.launch_us + bytes / bytes_per_us(dp) / occupancy(dp, g, w) / inflight_fraction(dp, threads, v * elem) +
             group_cost(dp, g) + pref;
    }
    case ir::SegKind::Red: {
      if (len.size() == 1) return reduce_pass(dp, len[0], elem, ch, ch.reorder);
      bool gemm_like = false;  // every step reads two arrays
      if (len.size() == 3 && match_tile2d(e)) {
        // Matrix-multiplication-like: the nominal size is the output's
        // (symbolic extents are nominal^(1/2) each), for both derivations.
        int64_t each = (int64_t)std::llround(std::sqrt((double)dp.nominal_elems));
        for (size_t d = 0; d < 3; ++d)
          if (!e.seg_space.dims[d].second.is_const()) len[d] = each;
        gemm_like = true;
      }
      int64_t segs = 1;
      for (size_t i = 0; i + 1 < len.size(); ++i) segs *= len[i];
      int64_t n = len.back();
      double bytes = (double)segs * (double)n * (double)elem * (gemm_like ? 2.0 : 1.0);
      if (ch.tile > 0 && len.size() == 3) {
        // tile-2d: each element of X (Y) is loaded once per tile column
        // (row) of B = TS*R outputs; the loads are coalesced.  Every step
        // of the fold reads 2/R values per result from local memory (about
        // 128 bytes per clock and compute unit at ~1.7 GHz); fewer, larger
        // groups lose occupancy; one barrier per chunk of q (double buffers).
        int64_t b = ch.tile * ch.tile_reg, w = ch.tile * ch.tile;
        int64_t g = ceil_div(len[0], b) * ceil_div(len[1], b);
        // Registers per thread: the R x R accumulators, two fragments, the
        // prefetched next chunk and ~40 for addresses; a GPU compute unit
        // has 64K.  The fold needs ~16 resident warps to hide latency (an
        // H100 measurement: TS=16 R=8 runs 1.3x faster with K=8 than with
        // K=16, whose prefetch pushes it past 128 registers).
        int64_t regs = ch.tile_reg * ch.tile_reg + 2 * ch.tile_reg + 2 * b * ch.tile_k / w + 40;
        int64_t resident = std::max<int64_t>(1, std::min<int64_t>(dp.threads_per_cu, (int64_t(1) << 16) / regs) / w) * w;
        double hide = std::sqrt(std::min(1.0, (double)resident / 32.0 / 16.0));
        double steps = (double)len[0] * (double)len[1] * (double)len[2];
        double loads = steps * (double)elem * 2.0 / (double)b;
        double local = steps * 2.0 / (double)ch.tile_reg * (double)elem / (128.0 * 1.7e3 * (double)dp.compute_units);
        double barriers = (double)ceil_div(len[2], ch.tile_k) * 0.001 * (double)g /
                          (double)std::max<int64_t>(1, dp.compute_units);
        return dp.launch_us + (loads / bytes_per_us(dp) + local / hide) / occupancy(dp, g, w) + barriers +
               group_cost(dp, g);
      }
      if (ch.thread_per_segment) {
        // Neighbouring threads fold neighbouring segments: their reads are
        // contiguous across lanes only when an inner segment index (not
        // the folded one) addresses the innermost array dimension.
        bool lanes = len.size() > 2;
        int64_t w = len.size() == 2 ? ch.map_group_size : 256;
        int64_t g = ceil_div(segs, w);
        // Broadcast reads: one transaction for a warp's 32 lanes.
        double factor = dp.gpu && step_reads_broadcast(e) ? 1.0 / 32.0 : traffic_factor(dp, lanes, true, elem);
        return dp.launch_us + bytes * factor / bytes_per_us(dp) / occupancy(dp, g, w) + group_cost(dp, g);
      }
      int64_t w = ch.group_size;
      // A group per row over float4 vectors measured slower on the H200
      // than over scalars: gemv's row kernel 23.8 -> 26.2 us (4096^2) and
      // 131.0 -> 137.2 us (8192x16384), with 64-thread groups and two
      // vector loads in flight per thread.  The model keeps the candidate
      // (for `runic autotune` on other devices) behind the scalar one.
      double vec = ch.vector_width > 1 ? 1.05 : 1.0;
      return dp.launch_us + vec * bytes * traffic_factor(dp, ch.reorder, !ch.reorder, elem) / bytes_per_us(dp) /
                                occupancy(dp, segs, w) +
             tree_cost(dp, segs, w) + group_cost(dp, segs);
    }
    case ir::SegKind::Scan: {
      if (len.size() == 2 && dp.gpu) return segscan_cost(dp, len[0], len[1], elem, ch.flat_scan);
      if (len.size() != 1) return dp.launch_us;
      // reduce, scan of the group sums, rescan: two passes over the data.
      return reduce_pass(dp, len[0], elem, ch, false) * 2 + dp.launch_us;
    }
    case ir::SegKind::Scatter:  // direct kernels (backend/scatter_codegen.h)
    case ir::SegKind::Hist:
      return dp.launch_us;
  }
  return 0;
}

double segscan_cost(const DeviceProfile& dp, int64_t m, int64_t n, int64_t elem, bool flat) {
  const double bytes = 2.0 * (double)m * (double)n * (double)elem;  // read and written once
  if (flat)  // the zeroing kernel and the scan; tiles of 2048 elements
    return 2 * dp.launch_us + bytes / bytes_per_us(dp) / occupancy(dp, ceil_div(m * n, 2048), 256);
  const bool lanes = n * elem <= dp.transaction_bytes;
  return dp.launch_us +
         bytes * traffic_factor(dp, lanes, true, elem) / bytes_per_us(dp) / occupancy(dp, ceil_div(m, 64), 64);
}

SegScanRule segscan_flat_rule(const DeviceProfile& dp) {
  // At n * elem <= transaction_bytes both read coalesced, and the thread
  // per segment saves the flat scan's second launch once its m threads
  // fill the device (occupancy 1: m >= compute_units * threads_per_cu);
  // below that, or with longer segments (traffic_factor's waste), the
  // flat scan is the cheaper by the model.
  return {dp.compute_units * dp.threads_per_cu, dp.transaction_bytes};
}

SearchResult search_segop(const ir::Exp& e, const DeviceProfile& dp) {
  SearchResult r;
  for (auto& c : enumerate_choices(e, dp)) r.ranked.push_back({c, estimate_cost(e, c, dp)});
  std::stable_sort(r.ranked.begin(), r.ranked.end(),
                   [](const auto& a, const auto& b) { return a.second < b.second; });
  internal_assert(!r.ranked.empty(), "derivation search without candidates");
  r.best = r.ranked[0].first;
  r.best_cost = r.ranked[0].second;
  return r;
}

std::string describe_choice(const ir::Exp& e, const LoweringChoice& ch) {
  const size_t rank = e.seg_space.dims.size();
  std::string w = "W=" + std::to_string(ch.group_size);
  std::string order = ch.reorder ? " reorderStride" : " contiguous-chunks";
  switch (e.seg_kind) {
    case ir::SegKind::Map:
      return rank == 1 ? "map-group=" + std::to_string(ch.map_group_size) + " elems/thread=" +
                             std::to_string(ch.map_coarsen)
                       : "fixed 2-D/3-D groups";
    case ir::SegKind::Red:
      if (ch.tile > 0)
        return "tile-2d TS=" + std::to_string(ch.tile) + " R=" + std::to_string(ch.tile_reg) +
               " K=" + std::to_string(ch.tile_k);
      if (rank > 2 || ch.thread_per_segment)
        return "thread-per-segment" + (rank == 2 ? " map-group=" + std::to_string(ch.map_group_size) : "");
      if (rank == 2)
        return "group-per-segment " + w + order +
               (ch.vector_width > 1 ? " asVector(" + std::to_string(ch.vector_width) + ")" : "");
      return w + " G<=" + std::to_string(ch.max_groups) + order +
             (ch.vector_width > 1 ? " asVector(" + std::to_string(ch.vector_width) + ")" : "");
    case ir::SegKind::Scan:
      return rank == 1 ? w + " G<=" + std::to_string(ch.max_groups)
                       : ch.flat_scan ? "flat-segmented-scan" : "thread-per-segment";
    default: return ch.str();
  }
}

std::string format_cost(double us) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f us", us);
  return buf;
}

}  // namespace runic::rewrite
