-- | The mean squared error of two vectors, as a chain of maps (the
-- differences, their squares) then `f32.sum`.
-- ==
-- random input { [100003]f32 [100003]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) : f32 =
  let ds = map2 (-) xs ys
  let sq = map (\d -> d * d) ds
  in f32.sum sq / f32.i64 n
