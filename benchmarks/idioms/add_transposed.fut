-- | A matrix plus the transpose of another, with `map2` over `transpose`.
-- ==
-- random input { [97][97]f32 [97][97]f32 } auto output
def main [n] (a: [n][n]f32) (b: [n][n]f32) : [n][n]f32 =
  map2 (map2 (+)) a (transpose b)
