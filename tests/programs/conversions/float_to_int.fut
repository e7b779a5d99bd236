-- Float to integer conversion truncates towards zero.
-- ==
-- input { 2.7 -2.7 } output { 2i32 -2i32 2i64 -2i64 2u8 2i8 }
entry main (a: f64) (b: f64) = (i32.f64 a, i32.f64 b, i64.f64 a, i64.f64 b, u8.f64 a, i8.f64 a)
-- ==
-- entry: f32s
-- input { 200.9f32 -0.5f32 } output { 200u8 0i32 200u32 200i16 }
entry f32s (a: f32) (b: f32) = (u8.f32 a, i32.f32 b, u32.f32 a, i16.f32 a)
