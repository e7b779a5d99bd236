-- rotate with an i32 amount on f32.
-- ==
-- input { -1i32 [1.0f32, 2.0f32, 3.0f32] } output { [3.0f32, 1.0f32, 2.0f32] }

def main (r: i32) (xs: []f32) = rotate (i64.i32 r) xs
