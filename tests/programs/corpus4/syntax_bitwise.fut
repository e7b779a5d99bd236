-- Bitwise operators, shifts, complement with `!` on integers, and unsigned
-- wrap-around.
-- ==
-- input { 12i32 10u8 }
-- output { 8i32 14i32 6i32 48i32 3i32 -13i32 245u8 255u8 }

entry main (x: i32) (y: u8) =
  (x & 10, x | 10, x ^ 10, x << 2, x >> 2, !x, !y, y - 11)
