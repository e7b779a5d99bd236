-- | The outer product of two vectors.
-- ==
-- random input { [37]f32 [101]f32 } auto output
def main [n][m] (xs: [n]f32) (ys: [m]f32) : [n][m]f32 =
  map (\x -> map (\y -> x * y) ys) xs
