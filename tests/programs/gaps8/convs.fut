-- Language reference probe (gaps8): convs.
-- ==
-- input { } output { 3 2.0f32 255u8 1 -1i8 3i64 true 1.5f64 }
entry main = (i32.f32 3.7, f32.i64 2, u8.i32 255, i32.bool true, i8.u8 255, i64.i32 3, bool.i32 5, f64.f32 1.5)
