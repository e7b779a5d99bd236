-- scan with a tuple operator.
-- ==
-- input { [1i32, 2i32, 3i32] [1.0f32, 2.0f32, 3.0f32] } output { [1i32, 3i32, 6i32] [1.0f32, 2.0f32, 6.0f32] }

def main [n] (xs: [n]i32) (ys: [n]f32) =
  unzip (scan (\(a, b) (c, d) -> (a + c, b * d)) (0, 1) (zip xs ys))
