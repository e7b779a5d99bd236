-- One k-means iteration: assign every point to its nearest centroid (a map
-- over point indices with a sequential arg-min loop), then recompute the
-- centroids with a sequential histogram built by in-place updates
-- (`let counts[c] = ...`).
-- A centroid without points keeps its position.
-- ==
-- input { [[0f32], [1f32], [10f32], [11f32]] [[0f32], [10f32]] }
-- output { [0i64, 0i64, 1i64, 1i64] [2, 2] [[0.5f32], [10.5f32]] }
-- input { [[0f32, 0f32], [0f32, 2f32], [4f32, 4f32], [6f32, 4f32], [5f32, 6f32]] [[0f32, 1f32], [5f32, 5f32], [100f32, 100f32]] }
-- output { [0i64, 0i64, 1i64, 1i64, 1i64] [2, 3, 0] [[0f32, 1f32], [5f32, 4.6666665f32], [100f32, 100f32]] }
-- random input { [500][3]f32 [4][3]f32 } auto output

def dist2 [n][k][d] (ps: [n][d]f32) (cs: [k][d]f32) (i: i64) (c: i64): f32 =
  loop s = 0f32 for t < d do
    let x = ps[i, t] - cs[c, t]
    in s + x * x

def nearest [n][k][d] (ps: [n][d]f32) (cs: [k][d]f32) (i: i64): i64 =
  let (best, _) =
    loop (best, bd) = (0, dist2 ps cs i 0) for c in 1..<k do
      let dc = dist2 ps cs i c
      in if dc < bd then (c, dc) else (best, bd)
  in best

entry main [n][k][d] (ps: [n][d]f32) (cs: [k][d]f32) =
  let assign = map (nearest ps cs) (iota n)
  let (sums, counts) =
    loop (sums, counts) = (replicate k (replicate d 0f32), replicate k 0i32)
    for i < n do
      let c = assign[i]
      let sums = loop sums for t < d do
                   let sums[c, t] = sums[c, t] + ps[i, t]
                   in sums
      let counts[c] = counts[c] + 1
      in (sums, counts)
  let new =
    map (\c -> map (\t -> if counts[c] == 0 then cs[c, t] else sums[c, t] / f32.i32 counts[c])
                  (iota d))
        (iota k)
  in (assign, counts, new)
