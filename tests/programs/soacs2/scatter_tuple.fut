-- scatter on an array of tuples writes every component.
-- ==
-- input { [0i32, 0i32, 0i32] [0.0f32, 0.0f32, 0.0f32] [2i64, 0i64] [5i32, 6i32] [1.5f32, 2.5f32] } output { [6i32, 0i32, 5i32] [2.5f32, 0.0f32, 1.5f32] }

def main [m][n] (a: *[m]i32) (b: *[m]f32) (is: [n]i64) (x: [n]i32) (y: [n]f32) =
  unzip (scatter (zip a b) is (zip x y))
