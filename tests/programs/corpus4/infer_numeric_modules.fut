-- Numeric functions of the prim modules and conversions between types.
-- ==
-- input { -7i32 2.75f64 }
-- output { 7i32 -7i64 3.0f64 2i32 -4i32 -1i32 249u8 }

entry main (x: i32) (y: f64) =
  ( i32.abs x
  , i64.i32 x
  , f64.ceil y
  , i32.f64 y
  , x / 2
  , x %% 2
  , u8.i32 (x + 256)
  )
