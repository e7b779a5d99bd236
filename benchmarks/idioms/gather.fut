-- | A gather: the elements at given indices.
-- ==
-- input { [1f32, 2f32, 3f32] [2i64, 0i64, 0i64, 1i64] } output { [3f32, 1f32, 1f32, 2f32] }
def main [n][m] (xs: [n]f32) (is: [m]i64) : [m]f32 = map (\i -> xs[i]) is
