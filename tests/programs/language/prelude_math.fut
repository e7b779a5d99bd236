-- The numeric modules: f32.sqrt, f64.i64, i64.min, i32.highest, f32.inf,
-- f32.isnan, u8.i32 (wrapping), bool.i32, i32.bool, f32.abs, f64.floor,
-- i32.max, i8.lowest.
-- ==
-- input { 16f32 -3i64 300i32 }
-- output { 4f32 -3f64 -3i64 2147483647i32 true false 44u8 true 1i32 4f32 -2f64 300i32 -128i8 }
-- input { -1f32 5i64 0i32 }
-- output { f32.nan 5f64 0i64 2147483647i32 true true 0u8 false 0i32 21f32 2f64 0i32 -128i8 }

entry main (x: f32) (k: i64) (b: i32) =
  ( f32.sqrt x
  , f64.i64 k
  , i64.min k 0
  , i32.highest
  , f32.inf > 1e38
  , f32.isnan (f32.sqrt x)
  , u8.i32 b
  , bool.i32 b
  , i32.bool (b != 0)
  , f32.abs (x - 20)
  , f64.floor (f64.i64 k / 2)
  , i32.max b 0
  , i8.lowest )
