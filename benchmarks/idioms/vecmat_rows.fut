-- | Vector-matrix product v^T A as a sum of scaled rows: a `reduce` of
-- vectors.
-- ==
-- random input { [37][101]f32 [37]f32 } auto output
def main [n][m] (a: [n][m]f32) (v: [n]f32) : [m]f32 =
  reduce (map2 (+)) (replicate m 0) (map2 (\row x -> map (* x) row) a v)
