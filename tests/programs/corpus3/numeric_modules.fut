-- Numeric module functions and conversions.
-- ==
-- input { 2.25f32 -7i32 200u8 }
-- output { 1.5f32 2.0f32 3.0f32 -2.0f32 7i32 -1i32 -3i32 -4i32 -1i32 3i32 200i32 44u8 144u8 8i32 true 2i64 -7.0f64 1u8 }

entry main (x: f32) (k: i32) (b: u8) =
  ( f32.sqrt x
  , f32.floor x
  , f32.ceil x + 0
  , f32.round (-2.25f32)
  , i32.abs k
  , i32.sgn k
  , k // 2
  , k / 2
  , k % 2 - 2
  , k %% 4 + 6
  , i32.u8 b
  , b + 100
  , b * 2 - 0
  , u8.popc b + 5
  , f32.isnan (f32.sqrt (-1))
  , i64.f32 x
  , f64.i32 k
  , b >> 6 + 1
  )
