-- | The product of a transposed matrix with a vector: a dot product of
-- each column with the vector, by `map` over `transpose`.
-- ==
-- random input { [37][101]f32 [37]f32 } auto output
def main [n][m] (a: [n][m]f32) (v: [n]f32) : [m]f32 =
  map (\c -> f32.sum (map2 (*) c v)) (transpose a)
