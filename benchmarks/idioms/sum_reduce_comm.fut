-- | The sum of squares with `reduce_comm`.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : f32 =
  reduce_comm (+) 0 (map (\x -> x * x) xs)
