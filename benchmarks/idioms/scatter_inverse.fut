-- | A gather through the inverse of a permutation, which is computed by
-- `scatter`: ys[perm[i]] = xs[i], written as a gather.
-- ==
-- input { [2i64, 0i64, 1i64] [1f32, 2f32, 3f32] } output { [2f32, 3f32, 1f32] }
def main [n] (perm: [n]i64) (xs: [n]f32) : [n]f32 =
  let inv = scatter (replicate n 0) perm (iota n)
  in map (\i -> xs[i]) inv
