-- | Each row minus its mean.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\r -> let mean = f32.sum r / f32.i64 m in map (\x -> x - mean) r) xss
