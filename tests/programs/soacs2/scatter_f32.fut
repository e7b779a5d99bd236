-- scatter on f32.
-- ==
-- input { [0.0f32, 0.0f32, 0.0f32, 0.0f32] [0i64, 2i64] [1.5f32, -2.25f32] } output { [1.5f32, 0.0f32, -2.25f32, 0.0f32] }
-- input { [1.0f32, 2.0f32] [5i64, -5i64] [3.0f32, 4.0f32] } output { [1.0f32, 2.0f32] }

def main [n] (dest: *[]f32) (is: [n]i64) (vs: [n]f32) = scatter dest is vs
