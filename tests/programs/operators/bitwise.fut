-- `&`, `|`, `^` and the complement `!` on integers.
-- ==
-- input { 12 10 } output { 8 14 6 -13 }
-- input { -1 5 } output { 5 -1 -6 0 }
entry main (a: i32) (b: i32) = (a & b, a | b, a ^ b, !a)
-- ==
-- entry: u8s
-- input { 12u8 10u8 } output { 8u8 14u8 6u8 243u8 }
entry u8s (a: u8) (b: u8) = (a & b, a | b, a ^ b, !a)
-- ==
-- entry: i64s
-- input { 1099511627776i64 3i64 } output { 0i64 1099511627779i64 1099511627779i64 -1099511627777i64 }
entry i64s (a: i64) (b: i64) = (a & b, a | b, a ^ b, !a)
-- ==
-- entry: u32s
-- input { 4278190080u32 252645135u32 } output { 251658240u32 4279176975u32 4027518735u32 16777215u32 }
-- input { 0u32 0u32 } output { 0u32 0u32 0u32 4294967295u32 }
entry u32s (a: u32) (b: u32) = (a & b, a | b, a ^ b, !a)
