-- Conversions between integer widths and signedness, and float/int.
-- ==
-- input { -1i32 } output { 255u8 -1i64 4294967295u32 -1.0f32 true 65535u16 }
-- input { 300i32 } output { 44u8 300i64 300u32 300.0f32 true 300u16 }
-- input { 0i32 } output { 0u8 0i64 0u32 0.0f32 false 0u16 }

entry main (x: i32) = (u8.i32 x, i64.i32 x, u32.i32 x, f32.i32 x, bool.i32 x, u16.i32 x)

-- ==
-- entry: from_float
-- input { 3.99f64 } output { 3i32 3i8 4i64 }
-- input { -3.99f64 } output { -3i32 -3i8 -4i64 }

entry from_float (x: f64) = (i32.f64 x, i8.f64 x, i64.f64 (f64.round x))
