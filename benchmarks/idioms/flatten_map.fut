-- | A sigmoid over every element of a matrix by `flatten`, then the
-- `unflatten`ed result summed per row.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  let ys = map (\x -> 1 / (1 + f32.exp (-x))) (flatten xss)
  in map f32.sum (unflatten ys)
