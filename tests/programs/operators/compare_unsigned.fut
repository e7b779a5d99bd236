-- Comparisons on unsigned integers use unsigned order.
-- ==
-- entry: u8s
-- input { 255u8 1u8 } output { false true false false true true }
entry u8s (a: u8) (b: u8) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
-- ==
-- entry: u32s
-- input { 4294967295u32 1u32 } output { false true false false true true }
entry u32s (a: u32) (b: u32) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
-- ==
-- entry: u64s
-- input { 18446744073709551615u64 1u64 } output { false true false false true true }
-- input { 7u64 7u64 } output { true false false true false true }
entry u64s (a: u64) (b: u64) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
