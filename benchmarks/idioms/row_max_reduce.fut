-- | The maximum of each row, a reduction that starts at the row's first
-- element.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> reduce f32.max r[0] r) xss
