-- | The textbook matrix product, `transpose` inline.
-- ==
-- random input { [17][33]f32 [33][9]f32 } auto output
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  map (\r -> map (\c -> f32.sum (map2 (*) r c)) (transpose b)) a
