#!/usr/bin/env python3
"""perf31's yardstick: ONE pass of a 2-bit LSD radix sort of 16M u32 keys
written by hand in CUDA (cupy.RawKernel), to know what a pass can cost on
the device: (a) the digit totals (a grid-stride count, 4 counters a
thread), (b) one decoupled look-back scan-scatter kernel (Merrill and
Garland 2016): each group loads its tile coalesced (key j*W + lane),
ranks each key among the tile's keys of its digit by warp ballots (no
transposes), publishes its 4 digit counts (one 64-bit word per digit:
flag << 32 | count), looks back per digit (4 lanes), and scatters each key
to total-start + group-prefix + tile-rank.  Checked against NumPy's
stable sort by the digit.  Also: a device-to-device copy of the keys, the
state words' memset, and tile sizes W*K in {256*8, 256*16, 512*8}.
"""
import sys, json
import numpy as np
import cupy as cp

SRC = r"""
#define NW (BLOCK / 32)
#define TILE (BLOCK * ITEMS)
extern "C" __global__ void hist4(const uint4* __restrict__ k4, long n4, int s, unsigned* __restrict__ tot) {
  unsigned c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n4; i += (long)gridDim.x * blockDim.x) {
    uint4 v = k4[i];
    unsigned a[4] = {v.x, v.y, v.z, v.w};
    #pragma unroll
    for (int q = 0; q < 4; ++q) {
      unsigned d = (a[q] >> s) & 3u;
      c0 += d == 0; c1 += d == 1; c2 += d == 2; c3 += d == 3;
    }
  }
  c0 = __reduce_add_sync(0xffffffffu, c0); c1 = __reduce_add_sync(0xffffffffu, c1);
  c2 = __reduce_add_sync(0xffffffffu, c2); c3 = __reduce_add_sync(0xffffffffu, c3);
  if ((threadIdx.x & 31) == 0) { atomicAdd(&tot[0], c0); atomicAdd(&tot[1], c1); atomicAdd(&tot[2], c2); atomicAdd(&tot[3], c3); }
}

extern "C" __global__ void __launch_bounds__(BLOCK) pass(const unsigned* __restrict__ in, unsigned* __restrict__ out,
    long n, int s, const unsigned* __restrict__ tot, unsigned long long* state, unsigned* ticket) {
  __shared__ unsigned wc[4][ITEMS * NW];   // per digit, per (row, warp): the warp's count, then its exclusive prefix
  __shared__ int s_tile;
  __shared__ unsigned s_start[4];
  const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  if (tid == 0) s_tile = atomicAdd(ticket, 1u);
  __syncthreads();
  const int t = s_tile;
  const long base = (long)t * TILE;
  unsigned key[ITEMS];
  unsigned char dg[ITEMS], rk[ITEMS];
  const bool full = base + TILE <= n;
  #pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    long i = base + j * BLOCK + tid;
    key[j] = (full || i < n) ? in[i] : 0u;
  }
  const unsigned lt = (1u << lane) - 1u;
  #pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    long i = base + j * BLOCK + tid;
    unsigned d = (full || i < n) ? ((key[j] >> s) & 3u) : 4u;
    unsigned m0 = __ballot_sync(0xffffffffu, d == 0), m1 = __ballot_sync(0xffffffffu, d == 1);
    unsigned m2 = __ballot_sync(0xffffffffu, d == 2), m3 = __ballot_sync(0xffffffffu, d == 3);
    unsigned own = d == 0 ? m0 : d == 1 ? m1 : d == 2 ? m2 : m3;
    dg[j] = (unsigned char)d;
    rk[j] = (unsigned char)__popc(own & lt);
    if (lane < 4) wc[lane][j * NW + warp] = __popc(lane == 0 ? m0 : lane == 1 ? m1 : lane == 2 ? m2 : m3);
  }
  __syncthreads();
  // warps 0..3: digit `warp`'s exclusive scan over the ITEMS*NW (row, warp) counts, in order
  if (warp < 4) {
    const int per = (ITEMS * NW) / 32;
    unsigned v[(ITEMS * NW) / 32];
    unsigned sum = 0;
    #pragma unroll
    for (int q = 0; q < per; ++q) { v[q] = wc[warp][lane * per + q]; sum += v[q]; }
    unsigned incl = sum;
    #pragma unroll
    for (int o = 1; o < 32; o <<= 1) { unsigned y = __shfl_up_sync(0xffffffffu, incl, o); if (lane >= o) incl += y; }
    unsigned run = incl - sum;
    #pragma unroll
    for (int q = 0; q < per; ++q) { wc[warp][lane * per + q] = run; run += v[q]; }
    const unsigned agg = __shfl_sync(0xffffffffu, incl, 31);
    if (lane == 0) {
      const int d = warp;
      volatile unsigned long long* st = state;
      if (t == 0) {
        atomicExch(&state[d], (2ull << 32) | agg);
        s_start[d] = 0;
      } else {
        atomicExch(&state[(long)t * 4 + d], (1ull << 32) | agg);
        unsigned ex = 0;
        long j = t - 1;
        for (;;) {
          unsigned long long w = st[j * 4 + d];
          unsigned f = (unsigned)(w >> 32);
          if (f == 0) continue;
          ex += (unsigned)w;
          if (f == 2) break;
          --j;
        }
        atomicExch(&state[(long)t * 4 + d], (2ull << 32) | (ex + agg));
        s_start[d] = ex;
      }
    }
  }
  __syncthreads();
  unsigned gs[4];
  {
    unsigned t0 = tot[0], t1 = tot[1], t2 = tot[2];
    gs[0] = s_start[0]; gs[1] = t0 + s_start[1]; gs[2] = t0 + t1 + s_start[2]; gs[3] = t0 + t1 + t2 + s_start[3];
  }
  #pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    unsigned d = dg[j];
    if (d < 4) out[gs[d] + wc[d][j * NW + warp] + rk[j]] = key[j];
  }
}
"""

def build(block, items):
    m = cp.RawModule(code=SRC, options=("-DBLOCK=%d" % block, "-DITEMS=%d" % items, "-std=c++17"))
    return m.get_function("hist4"), m.get_function("pass")

def tmed(fn, reps=30):
    fn(); cp.cuda.Device().synchronize()
    ts = []
    for _ in range(reps):
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record(); fn(); b.record(); b.synchronize()
        ts.append(cp.cuda.get_elapsed_time(a, b) * 1000.0)
    return float(np.median(ts))

def main():
    n = 1 << 24
    rng = np.random.default_rng(31)
    res = {}
    keys_h = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    keys = cp.asarray(keys_h)
    out = cp.empty_like(keys)
    copy_us = tmed(lambda: out.__setitem__(slice(None), keys))
    res["copy_us"] = copy_us
    print("copy of 64 MB: %.1f us (%.0f GB/s counting read+write)" % (copy_us, 2 * 4 * n / copy_us / 1e3))
    for block, items in [(256, 16), (256, 8), (512, 8), (256, 12)]:
        tile = block * items
        if (items * block // 32) % 32: continue
        hist4, pss = build(block, items)
        groups = (n + tile - 1) // tile
        tot = cp.zeros(4, dtype=cp.uint32)
        state = cp.zeros(groups * 4 + 2, dtype=cp.uint64)
        ticket = state[groups * 4:].view(cp.uint32)
        for s in (0, 14, 30):
            tot.fill(0); state.fill(0); out.fill(0xdeadbeef)
            hist4((132 * 8,), (256,), (keys, np.int64(n // 4), np.int32(s), tot))
            pss((groups,), (block,), (keys, out, np.int64(n), np.int32(s), tot, state, ticket))
            cp.cuda.Device().synchronize()
            d = (keys_h >> s) & 3
            ref = keys_h[np.argsort(d, kind="stable")]
            ok = bool((cp.asnumpy(out) == ref).all())
            if not ok:
                print("WRONG at block %d items %d shift %d" % (block, items, s)); sys.exit(1)
        def h():
            tot.fill(0); hist4((132 * 8,), (256,), (keys, np.int64(n // 4), np.int32(6), tot))
        def z(): state.fill(0)
        def p(): pss((groups,), (block,), (keys, out, np.int64(n), np.int32(6), tot, state, ticket))
        def whole(): h(); z(); p()
        th, tz = tmed(h), tmed(z)
        tp = tmed(lambda: (z(), p())) - tz
        tw = tmed(whole)
        regs = pss.attributes.get("num_regs"); sm = pss.attributes.get("shared_size_bytes")
        r = dict(block=block, items=items, hist_us=th, memset_us=tz, scan_scatter_us=tp, pass_us=tw, regs=regs, smem=sm)
        res["W%d_K%d" % (block, items)] = r
        print("W=%d K=%d: totals %.1f us, memset %.1f, scan-scatter %.1f, whole pass %.1f us (checked); %s regs, %s B smem"
              % (block, items, th, tz, tp, tw, regs, sm))
    if len(sys.argv) > 1:
        json.dump(res, open(sys.argv[1], "w"), indent=1)

main()
