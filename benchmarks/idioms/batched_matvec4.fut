-- | Many small 4x4 matrix-vector products.
-- ==
-- random input { [37][4][4]f32 [37][4]f32 } auto output
def main [b] (as: [b][4][4]f32) (vs: [b][4]f32) : [b][4]f32 =
  map2 (\a v -> map (\r -> f32.sum (map2 (*) r v)) a) as vs
