-- Integer wrap-around and conversions between integer types.
-- ==
-- input { 127i8 }
-- output { -128i8 255u8 4294967295u32 -1i32 65535u16 128i16 255i64 }

entry main (x: i8) =
  ( x + 1, u8.i8 (-1), u32.i32 (-1), i32.u32 4294967295u32, u16.i64 (-1), i16.u8 (u8.i8 x + 1)
  , i64.u8 255u8 )
