-- | The maximum of each column, a `reduce` of rows with `map2 f32.max`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [m]f32 =
  reduce (map2 f32.max) (replicate m f32.lowest) xss
