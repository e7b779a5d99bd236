-- Integer literals: decimal, hexadecimal, binary, underscores, upper-case
-- prefixes and every suffix (reference: Primitive Types and Values).
-- ==
-- entry: forms
-- input {} output { 255i32 10u8 65535u16 240u8 171i64 3i8 1000000i32 4096i32 }
-- entry: suffixes
-- input {} output { 42i8 -42i16 7i32 -7i64 200u8 60000u16 4000000000u32 18446744073709551615u64 }
-- entry: extremes
-- input {} output { -128i8 127i8 -32768i16 2147483647i32 -9223372036854775808i64 9223372036854775807i64 }

entry forms = (0xFFi32, 0b1010u8, 0xff_ffu16, 0b1111_0000u8, 0XAbi64, 0B11i8, 1_000_000, 0x10_00i32)
entry suffixes = (42i8, -42i16, 7i32, -7i64, 200u8, 60000u16, 4000000000u32, 18446744073709551615u64)
entry extremes = (-128i8, 127i8, -32768i16, 0x7fffffff, -9223372036854775808i64, 9223372036854775807i64)
