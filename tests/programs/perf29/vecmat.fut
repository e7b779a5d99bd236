-- Vector-matrix products written as sums of scaled rows (`reduce` of
-- vectors over a map that makes the rows), with an offset per column, and
-- a weighted row sum per column read through `transpose`.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] [1f32, 0f32, -1f32] [10f32, 20f32] }
-- output { [-4f32, -4f32] [39f32, 72f32] [5f32, 6f32] }
-- random input { [37][101]f32 [37]f32 [101]f32 } auto output
-- random input { [1000][3]f32 [1000]f32 [3]f32 } auto output
-- random input { [2][2000]f32 [2]f32 [2000]f32 } auto output

def main [n][m] (a: [n][m]f32) (v: [n]f32) (c: [m]f32) : ([m]f32, [m]f32, [m]f32) =
  let vt = reduce (map2 (+)) (replicate m 0) (map2 (\row x -> map (* x) row) a v)
  let off = reduce (map2 (+)) (replicate m 0) (map (\row -> map2 (\y z -> y + z) row c) a)
  let mx = map (\col -> reduce f32.max f32.lowest (map (\y -> y * 1) col)) (transpose a)
  in (vt, off, mx)
