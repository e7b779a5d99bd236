-- | The cumulative product of factors close to one.
-- ==
-- random input { [100003]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 =
  scan (*) 1 (map (\x -> 1 + (x - 0.5) / 1024) xs)
