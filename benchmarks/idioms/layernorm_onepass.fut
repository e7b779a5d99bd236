-- | Layer normalisation of each row from one tuple `reduce` of the sum and
-- the sum of squares (variance as E[x^2] - E[x]^2).
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\r -> let (s, ss) = reduce (\(a, b) (c, d) -> (a + c, b + d)) (0, 0)
                                  (map (\x -> (x, x * x)) r)
             let mean = s / f32.i64 m
             let var = ss / f32.i64 m - mean * mean
             let inv = 1 / f32.sqrt (var + 1e-5)
             in map (\x -> (x - mean) * inv) r) xss
