-- | An exponential moving average along each row, written as a `while`
-- loop with a counter instead of a `for` loop.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> let (s, _) = loop (s, i) = (r[0], 1) while i < m do (0.9 * s + 0.1 * r[i], i + 1)
             in s) xss
