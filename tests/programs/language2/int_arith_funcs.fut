-- Arithmetic functions of the integer modules: abs, sgn, neg, min, max,
-- mul_hi, mad_hi, to_i64, conversions, highest/lowest.
-- ==
-- input { 12i32 -5i32 }
-- output { 5i32 -1i32 -12i32 -5i32 12i32 -1i32 0i32 -5i64 100i32 1u32 -128i8 127i8 65535u16 18446744073709551615u64 -9223372036854775808i64 0u8 255u8 }

entry main (x: i32) (y: i32) =
  ( i32.abs y, i32.sgn y, i32.neg x, i32.min x y, i32.max x y
  , i32.mul_hi x y, i32.mad_hi x y 1, i32.to_i64 y, i32.i64 100i64
  , u32.mul_hi 0xFFFFFFFFu32 2u32, i8.abs (-128i8), i8.highest
  , u16.highest, u64.highest, i64.lowest, u8.lowest, u8.highest )
