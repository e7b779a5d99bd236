-- | The maximum of each row, a `while` loop with an index.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> (loop (mx, i) = (r[0], 1i64) while i < m do (f32.max mx r[i], i + 1)).0) xss
