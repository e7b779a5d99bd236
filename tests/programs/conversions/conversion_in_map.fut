-- Conversions inside a map (a parallel kernel on the GPU backend).
-- ==
-- input { [1, -2, 300] } output { [1i8, -2i8, 44i8] [1f32, -2f32, 300f32] }
entry main (xs: []i32) = (map i8.i32 xs, map f32.i32 xs)
