-- Booleans convert to 0 and 1; numbers convert to bool by `!= 0`.
-- ==
-- input { true false } output { 1i32 0u8 1f32 0i64 1f64 }
entry main (a: bool) (b: bool) = (i32.bool a, u8.bool b, f32.bool a, i64.bool b, f64.bool a)
