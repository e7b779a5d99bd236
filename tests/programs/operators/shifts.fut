-- Shifts: `<<`, arithmetic `>>` on signed types, logical `>>>`.
-- ==
-- entry: i8s
-- input { 1i8 7i8 } output { -128i8 0i8 0i8 }
-- input { -128i8 7i8 } output { 0i8 -1i8 1i8 }
entry i8s (a: i8) (b: i8) = (a << b, a >> b, a >>> b)
-- ==
-- entry: u8s
-- input { 128u8 7u8 } output { 0u8 1u8 1u8 }
-- input { 3u8 1u8 } output { 6u8 1u8 1u8 }
entry u8s (a: u8) (b: u8) = (a << b, a >> b, a >>> b)
-- ==
-- entry: i32s
-- input { 1 31 } output { -2147483648 0 0 }
-- input { -8 1 } output { -16 -4 2147483644 }
entry i32s (a: i32) (b: i32) = (a << b, a >> b, a >>> b)
-- ==
-- entry: i64s
-- input { 1i64 40i64 } output { 1099511627776i64 0i64 0i64 }
-- input { -1i64 63i64 } output { -9223372036854775808i64 -1i64 1i64 }
entry i64s (a: i64) (b: i64) = (a << b, a >> b, a >>> b)
-- ==
-- entry: u64s
-- input { 1u64 63u64 } output { 9223372036854775808u64 0u64 0u64 }
entry u64s (a: u64) (b: u64) = (a << b, a >> b, a >>> b)
-- ==
-- entry: u16s
-- input { 65535u16 4u16 } output { 65520u16 4095u16 4095u16 }
entry u16s (a: u16) (b: u16) = (a << b, a >> b, a >>> b)
-- Shifting by the width or more gives 0 (or -1 for `>>` of a negative value).
-- ==
-- entry: big_amounts
-- input { 1 32 } output { 0 0 0 }
-- input { -8 40 } output { 0 -1 0 }
-- input { -8 -1 } output { 0 -1 0 }
entry big_amounts (a: i32) (b: i32) = (a << b, a >> b, a >>> b)
