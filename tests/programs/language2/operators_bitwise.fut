-- Bitwise operators, shifts (arithmetic and logical), complement.
-- ==
-- input { -16i32 3i32 }
-- output { 0i32 -13i32 -13i32 -128i32 -2i32 536870910i32 15i32 -4i32 2u8 }

entry main (x: i32) (y: i32) =
  (x & y, x | y, x ^ y, x << y, x >> y, x >>> y, !x, !y, 255u8 >> 7 << 1)
