-- Conversions between integer types truncate or extend (sign-extending
-- from signed sources, zero-extending from unsigned ones).
-- ==
-- entry: narrow
-- input { 300 200 -1 70000i64 }
-- output { 44i8 -56i8 255u8 4464i16 -1i8 }
-- entry: widen
-- input { 255u8 -1i8 4294967295u32 -1i32 }
-- output { 255i32 -1i32 4294967295u32 4294967295i64 18446744073709551615u64 65535u16 }
-- entry: same_width
-- input { -1i32 3000000000u32 }
-- output { 4294967295u32 -1294967296i32 }

entry narrow (a: i32) (b: i32) (c: i32) (d: i64) = (i8.i32 a, i8.i32 b, u8.i32 c, i16.i64 d, i8.u8 255u8)
entry widen (a: u8) (b: i8) (c: u32) (d: i32) =
  (i32.u8 a, i32.i8 b, u32.i8 b, i64.u32 c, u64.i32 d, u16.i8 b)
entry same_width (a: i32) (b: u32) = (u32.i32 a, i32.u32 b)
