-- | A dot product of each row with a vector, by a `reduce` over `map2`
-- with the row as the second argument and a scale applied to each result.
-- ==
-- random input { [37][101]f32 [101]f32 } auto output
def main [n][m] (a: [n][m]f32) (v: [m]f32) : [n]f32 =
  map (\row -> 0.5 * reduce (+) 0 (map2 (\x y -> y * x) v row)) a
