-- | The maximum of each row, `f32.maximum`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map f32.maximum xss
