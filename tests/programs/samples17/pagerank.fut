-- PageRank on a graph in CSR form (row offsets, column indices of the
-- incoming edges' sources), with dangling nodes spreading their rank
-- evenly.  Two formulations of the per-node sum of incoming
-- contributions are checked against each other: a segmented sum written
-- by hand (a scan with a flagged tuple operator) and reduce_by_index.
-- ==
-- entry: pagerank
-- input { [0i64, 1i64, 3i64] [2i64, 0i64, 2i64, 1i64] 0.85f32 50i32 }
-- output { [0.21481063f32, 0.39739966f32, 0.38778971f32] }
-- ==
-- entry: agree
-- input { 100i64 3i64 7i32 }
-- output { true }
-- input { 1000i64 5i64 11i32 }
-- output { true }

module real = f32
type real = real.t

-- Segmented inclusive sum, segments given by start flags.
def segmented_sum [n] (flags: [n]bool) (xs: [n]real) : [n]real =
  let op (f1, x1) (f2, x2) = (f1 || f2, if f2 then x2 else x1 + x2)
  in scan op (false, 0) (zip flags xs) |> map (.1)

type csr [n][e] = {offsets: [n]i64, ends: [n]i64, sources: [e]i64}

def mk_csr [n][e] (offsets: [n]i64) (sources: [e]i64) : csr [n][e] =
  let ends = map (\i -> if i == n-1 then e else offsets[i+1]) (iota n)
  in {offsets, ends, sources}

def out_degrees [n][e] (g: csr [n][e]) : [n]i64 =
  hist (+) 0 n g.sources (replicate e 1)

-- Contribution sums via a hand-written segmented scan: the flag of each
-- edge says whether it starts its target's segment.
def incoming_scan [n][e] (g: csr [n][e]) (contrib: [n]real) : [n]real =
  let flags = scatter (replicate e false) g.offsets (replicate n true)
  let vals = map (\s -> contrib[s]) g.sources
  let sums = segmented_sum flags vals
  in map2 (\o en -> if en > o then sums[en-1] else 0) g.offsets g.ends

-- Contribution sums via reduce_by_index, with the targets recovered
-- from the offsets.
def incoming_hist [n][e] (g: csr [n][e]) (contrib: [n]real) : [n]real =
  let starts = hist (+) 0 e g.offsets (replicate n 1i64)
  let targets = map (\x -> x - 1) (scan (+) 0 starts)
  in reduce_by_index (replicate n 0) (+) 0 targets (map (\s -> contrib[s]) g.sources)

def step [n][e] (incoming: [n]real -> [n]real) (g: csr [n][e]) (deg: [n]i64) (d: real) (rank: [n]real) =
  let contrib = map2 (\r k -> if k == 0 then 0 else r / real.i64 k) rank deg
  let dangling = map2 (\r k -> if k == 0 then r else 0) rank deg |> real.sum
  let nn = real.i64 n
  let base = (1 - d) / nn + d * dangling / nn
  in map (\s -> base + d * s) (incoming contrib)

def run [n][e] (incoming: [n]real -> [n]real) (g: csr [n][e]) (d: real) (iters: i32) =
  let deg = out_degrees g
  in loop rank = replicate n (1 / real.i64 n) for _i < iters do
       step incoming g deg d rank

entry pagerank [n][e] (offsets: [n]i64) (sources: [e]i64) (d: f32) (iters: i32) : [n]f32 =
  let g = mk_csr offsets sources
  in run (incoming_scan g) g d iters

-- A pseudo-random graph: node i has (hash i % maxdeg) incoming edges.
def hash (x: i64) : i64 =
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  in ((x >> 16) ^ x) & 0x7fffffff

entry agree (n: i64) (maxdeg: i64) (seed: i32) : bool =
  let degs = map (\i -> hash (i + i64.i32 seed) % (maxdeg + 1)) (iota n)
  let offsets = scan (+) 0 degs |> map2 (\k o -> o - k) degs
  let e = i64.sum degs
  let sources = tabulate e (\j -> hash (j * 31 + i64.i32 seed) % n)
  let g = mk_csr offsets sources
  let r1 = run (incoming_scan g) g 0.85 20
  let r2 = run (incoming_hist g) g 0.85 20
  let total = real.sum r1
  in real.abs (total - 1) < 1e-3
     && and (map2 (\a b -> real.abs (a - b) <= 1e-5 + 1e-3 * real.abs a) r1 r2)
