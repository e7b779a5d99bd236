-- Integer wrapping, unsigned arithmetic, shifts, bit operations.
-- ==
-- input { 127i8 255u8 -1i32 }
-- output { -128i8 0u8 4294967295u32 2147483647i32 -1i32 65280u16 true 6i32 18446744073709551615u64 }

entry main (a: i8) (b: u8) (c: i32) =
  ( a + 1
  , b + 1
  , u32.i32 c
  , i32.u32 (u32.i32 c >> 1)
  , c >> 1
  , u16.u8 b << 8
  , (c & 0xff) == 255
  , (5 ^ 3) | 4
  , u64.i64 (-1)
  )
