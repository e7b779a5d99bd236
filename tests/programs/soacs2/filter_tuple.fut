-- filter on an array of pairs.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] [1.0f32, 2.0f32, 3.0f32, 4.0f32] } output { [3i32, 4i32] [3.0f32, 4.0f32] }

def main [n] (xs: [n]i32) (ys: [n]f32) = unzip (filter (\(x, y) -> x > 2 && y > 1) (zip xs ys))
