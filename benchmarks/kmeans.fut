-- | K-Means (CGO'17, Rodinia's kmeans): `iters` iterations of Lloyd's
-- algorithm on n points of d features with k centres, starting from the
-- first k points.  Each iteration assigns every point to its nearest
-- centre (a map with a sequential arg-min), then computes the new centres
-- with histograms (reduce_by_index) of the points' features and of the
-- cluster sizes.  Measured: the whole clustering; the result is the centres.
-- bench: bytes 4*d0_0*d0_1*v2 flops 3*d0_0*d0_1*v1*v2
-- ==
-- input @ data/kmeans-small.in output @ data/kmeans-small.out
-- large input @ data/kmeans-kdd.in output @ data/kmeans-kdd.out

def dist2 [n][d][k] (ps: [n][d]f32) (cs: [k][d]f32) (i: i64) (c: i64): f32 =
  loop s = 0f32 for t < d do
    let x = ps[i, t] - cs[c, t]
    in s + x * x

def nearest [n][d][k] (ps: [n][d]f32) (cs: [k][d]f32) (i: i64): i64 =
  let (best, _) =
    loop (best, bd) = (0, dist2 ps cs i 0) for c in 1..<k do
      let dc = dist2 ps cs i c
      in if dc < bd then (c, dc) else (best, bd)
  in best

-- The natural formulation of the new centres is one histogram on rows,
--   reduce_by_index (replicate k (replicate d 0)) (map2 (+)) (replicate d 0) assign ps,
-- but the OpenCL backend does not do `hist` on rows yet, so the features
-- are summed by a flat histogram of k*d bins.
def main [n][d] (ps: [n][d]f32) (k: i64) (iters: i32): [][]f32 =
  let flat = flatten ps
  in loop cs = ps[0:k] for _i < iters do
       let assign = map (nearest ps cs) (iota n)
       let bins = map (\j -> assign[j / d] * d + j % d) (iota (n * d))
       let sums = reduce_by_index (replicate (k * d) 0f32) (+) 0 bins flat
       let counts = reduce_by_index (replicate k 0i32) (+) 0 assign (replicate n 1i32)
       in map (\c -> map (\t -> if counts[c] == 0 then cs[c, t]
                                else sums[c * d + t] / f32.i32 counts[c])
                         (iota d))
              (iota k)
