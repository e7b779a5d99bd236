-- highest and lowest of every integer type.
-- ==
-- input { } output { 127i8 -128i8 255u8 0u8 32767i16 65535u16 2147483647i32 -2147483648i32 4294967295u32 9223372036854775807i64 18446744073709551615u64 0u64 }

entry main =
  (i8.highest, i8.lowest, u8.highest, u8.lowest, i16.highest, u16.highest,
   i32.highest, i32.lowest, u32.highest, i64.highest, u64.highest, u64.lowest)

-- ==
-- entry: floats
-- input { } output { f32.inf -f32.inf true }

entry floats = (f32.highest, f32.lowest, f64.highest == f64.inf)
