-- | A matrix-vector product.
-- ==
-- random input { [37][101]f32 [101]f32 } auto output
def main [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\r -> f32.sum (map2 (*) r v)) a
