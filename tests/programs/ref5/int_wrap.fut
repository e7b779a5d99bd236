-- Integer arithmetic wraps around in every integer type.
-- ==
-- entry: add_signed
-- input { 127i8 32767i16 2147483647i32 9223372036854775807i64 }
-- output { -128i8 -32768i16 -2147483648i32 -9223372036854775808i64 }
-- entry: sub_unsigned
-- input { 0u8 0u16 0u32 0u64 }
-- output { 255u8 65535u16 4294967295u32 18446744073709551615u64 }
-- entry: add_unsigned
-- input { 255u8 65535u16 4294967295u32 18446744073709551615u64 }
-- output { 0u8 0u16 0u32 0u64 }
-- entry: mul
-- input { 16i8 -128i8 300i16 65536i32 }
-- output { 0i8 -128i8 24464i16 0i32 }
-- entry: neg
-- input { -128i8 1u8 -2147483648i32 5u32 }
-- output { -128i8 255u8 -2147483648i32 4294967291u32 }

entry add_signed (a: i8) (b: i16) (c: i32) (d: i64) = (a + 1, b + 1, c + 1, d + 1)
entry sub_unsigned (a: u8) (b: u16) (c: u32) (d: u64) = (a - 1, b - 1, c - 1, d - 1)
entry add_unsigned (a: u8) (b: u16) (c: u32) (d: u64) = (a + 1, b + 1, c + 1, d + 1)
entry mul (a: i8) (b: i8) (c: i16) (d: i32) = (a * a, b * -1, c * c, d * d)
entry neg (a: i8) (b: u8) (c: i32) (d: u32) = (-a, -b, -c, -d)
