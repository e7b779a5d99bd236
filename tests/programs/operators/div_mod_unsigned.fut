-- Unsigned division and remainder (all four operators agree).
-- ==
-- entry: u8s
-- input { 200u8 7u8 } output { 28u8 4u8 28u8 4u8 }
-- input { 255u8 255u8 } output { 1u8 0u8 1u8 0u8 }
entry u8s (a: u8) (b: u8) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: u16s
-- input { 65535u16 256u16 } output { 255u16 255u16 255u16 255u16 }
entry u16s (a: u16) (b: u16) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: u32s
-- input { 4294967295u32 2u32 } output { 2147483647u32 1u32 2147483647u32 1u32 }
entry u32s (a: u32) (b: u32) = (a / b, a % b, a // b, a %% b)
-- ==
-- entry: u64s
-- input { 18446744073709551615u64 10u64 } output { 1844674407370955161u64 5u64 1844674407370955161u64 5u64 }
entry u64s (a: u64) (b: u64) = (a / b, a % b, a // b, a %% b)
