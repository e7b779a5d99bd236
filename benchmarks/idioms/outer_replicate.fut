-- | The outer product as `map2 (*)` of a replicated element and a row of a
-- replicated vector (issue 16's spellings).
-- ==
-- random input { [37]f32 [101]f32 } auto output
def main [n][m] (xs: [n]f32) (ys: [m]f32) : [n][m]f32 =
  map2 (\x r -> map2 (*) (replicate m x) r) xs (replicate n ys)
