-- Arithmetic on several types: division and modulo of negatives, //, %%,
-- **, unary minus, float division, u8 wrapping.
-- ==
-- input { -7i32 2i32 }
-- output { -4i32 1i32 -3i32 -1i32 49i32 7i32 -3.5f64 4u8 8.0f32 true false }

entry main (x: i32) (y: i32) =
  ( x / y, x % y, x // y, x %% y, x ** 2, -x, f64.i32 x / f64.i32 y
  , 250u8 + 10, 2f32 ** 3, x < y && y > 0 || false, !(x < y) )
