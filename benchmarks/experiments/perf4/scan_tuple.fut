-- | A scan with a tuple operator: running sums of two arrays at once.
-- ==
-- random input { [10007]f32 [10007]f32 } auto output
def main [n] (xs: [n]f32) (ys: [n]f32) : ([n]f32, [n]f32) =
  unzip (scan (\(a, b) (c, d) -> (a + c, b + d)) (0, 0) (zip xs ys))
