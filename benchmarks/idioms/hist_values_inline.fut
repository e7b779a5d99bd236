-- | `hist_values` with the bins and the ones as maps inline (issue 16's
-- spellings).
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : [256]i32 =
  hist (+) 0 256 (map (\x -> i64.f32 (x * 256)) xs) (map (\_ -> 1) xs)
