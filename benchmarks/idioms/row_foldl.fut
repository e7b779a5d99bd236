-- | A polynomial per row evaluated with the prelude's `foldl` (Horner's
-- rule over the row's coefficients) at a point per row.
-- ==
-- random input { [37][101]f32 [37]f32 } auto output
def main [n][m] (css: [n][m]f32) (xs: [n]f32) : [n]f32 =
  map2 (\cs x -> foldl (\acc c -> acc * x + c) 0 cs) css xs
