-- | Each row minus its mean, written with indices over `iota`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\i -> map (\j -> xss[i, j] - f32.sum xss[i] / f32.i64 m) (iota m)) (iota n)
