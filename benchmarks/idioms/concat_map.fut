-- | Two arrays joined with `concat` (`++`) and scaled.
-- ==
-- random input { [100003]f32 [50001]f32 } auto output
def main [n][m] (xs: [n]f32) (ys: [m]f32) : []f32 =
  map (\x -> 2 * x + 1) (xs ++ ys)
