-- Conversions to and from bool: any non-zero number is true.
-- ==
-- entry: from_bool
-- input { true false }
-- output { 1i32 0u8 1f32 0.0 -1i8 }
-- entry: to_bool
-- input { 5 0 0.5 0.0f32 }
-- output { true false true false true }
-- entry: bool_mod
-- input { true }
-- output { true 1i64 }

entry from_bool (a: bool) (b: bool) = (i32.bool a, u8.bool b, f32.bool a, f64.bool b, -(i8.bool a))
entry to_bool (a: i32) (b: i32) (c: f64) (d: f32) = (bool.i32 a, bool.i32 b, bool.f64 c, bool.f32 d, bool.u8 255u8)
entry bool_mod (a: bool) = (bool.bool a, i64.bool a)
