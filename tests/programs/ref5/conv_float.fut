-- Conversions between floats and integers truncate towards zero; float
-- to float rounds.
-- ==
-- entry: to_int
-- input { 3.7 -3.7 255.9f32 1e18 }
-- output { 3i32 -3i32 255u8 1000000000000000000i64 -3i64 2u16 }
-- entry: to_float
-- input { 16777217 4294967295u32 -5i8 }
-- output { 16777216f32 4294967296f32 -5.0 16777217.0 }
-- entry: float_float
-- input { 0.1f32 1e40 }
-- output { 0.10000000149011612 f32.inf 0.1f32 }
-- entry: module_fns
-- input { 2.5 }
-- output { 2i64 2.5f32 2i32 2.0 2.0f32 2 }

entry to_int (a: f64) (b: f64) (c: f32) (d: f64) =
  (i32.f64 a, i32.f64 b, u8.f32 c, i64.f64 d, i64.f64 b, u16.f64 a - 1)
entry to_float (a: i32) (b: u32) (c: i8) = (f32.i32 a, f32.u32 b, f64.i8 c, f64.i32 a)
entry float_float (a: f32) (b: f64) = (f64.f32 a, f32.f64 b, f32.f64 (f64.f32 a))
entry module_fns (x: f64) = (f64.to_i64 x, f32.f64 x, t64 x, r64 (t64 x), r32 2, t32 (r32 2))
