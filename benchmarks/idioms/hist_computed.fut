-- | A 100-bin histogram of values in [0, 1), the bins computed inside
-- `reduce_by_index`'s argument.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [100]i32 =
  reduce_by_index (replicate 100 0) (+) 0 (map (\x -> i64.min 99 (i64.f32 (x * 100))) xs) (replicate n 1)
