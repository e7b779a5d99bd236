-- | Horner evaluation of a polynomial (given by its coefficients,
-- highest first) at each element: a `map` of a `loop`.
-- ==
-- random input { [10007]f32 [16]f32 } auto output
def main [n][k] (xs: [n]f32) (cs: [k]f32) : [n]f32 =
  map (\x -> loop acc = 0 for c in cs do acc * x + c) xs
