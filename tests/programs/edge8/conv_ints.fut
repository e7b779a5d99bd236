-- Conversions between integer types: truncation to narrower types,
-- sign extension from signed types, zero extension from unsigned ones.
-- ==
-- entry: from_i8
-- input { -1i8 } output { 255u8 65535u16 -1i32 18446744073709551615u64 }
-- input { -128i8 } output { 128u8 65408u16 -128i32 18446744073709551488u64 }
-- entry: from_u8
-- input { 200u8 } output { -56i8 200i16 200i32 200i64 }
-- entry: narrow
-- input { 70000i64 } output { 4464i16 112i8 70000u32 4464u16 }
-- input { 4294967301i64 } output { 5i16 5i8 5u32 5u16 }
-- input { -1i64 } output { -1i16 -1i8 4294967295u32 65535u16 }
-- entry: u64_i64
-- input { 18446744073709551615u64 } output { -1i64 -1i32 }
-- input { 9223372036854775808u64 } output { -9223372036854775808i64 0i32 }
-- entry: bools
-- input { true 0i32 } output { 1i32 1u8 1f32 false }
-- input { false -3i32 } output { 0i32 0u8 0f32 true }
-- entry: in_map
-- input { [-1i32, 256i32, 127i32, 128i32] } output { [255u8, 0u8, 127u8, 128u8] [-1i8, 0i8, 127i8, -128i8] [4294967295u32, 256u32, 127u32, 128u32] }

entry from_i8 (x: i8) = (u8.i8 x, u16.i8 x, i32.i8 x, u64.i8 x)
entry from_u8 (x: u8) = (i8.u8 x, i16.u8 x, i32.u8 x, i64.u8 x)
entry narrow (x: i64) = (i16.i64 x, i8.i64 x, u32.i64 x, u16.i64 x)
entry u64_i64 (x: u64) = (i64.u64 x, i32.u64 x)
entry bools (b: bool) (x: i32) = (i32.bool b, u8.bool b, f32.bool b, bool.i32 x)
entry in_map (xs: []i32) = (map u8.i32 xs, map i8.i32 xs, map u32.i32 xs)
