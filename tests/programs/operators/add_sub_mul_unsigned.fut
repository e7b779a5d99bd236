-- +, - and * on every unsigned type, with wrap-around.
-- ==
-- entry: u8s
-- input { 250u8 10u8 } output { 4u8 240u8 196u8 }
-- input { 0u8 1u8 } output { 1u8 255u8 0u8 }
entry u8s (a: u8) (b: u8) = (a + b, a - b, a * b)
-- ==
-- entry: u16s
-- input { 65535u16 1u16 } output { 0u16 65534u16 65535u16 }
-- input { 256u16 256u16 } output { 512u16 0u16 0u16 }
entry u16s (a: u16) (b: u16) = (a + b, a - b, a * b)
-- ==
-- entry: u32s
-- input { 0u32 1u32 } output { 1u32 4294967295u32 0u32 }
-- input { 4294967295u32 2u32 } output { 1u32 4294967293u32 4294967294u32 }
entry u32s (a: u32) (b: u32) = (a + b, a - b, a * b)
-- ==
-- entry: u64s
-- input { 0u64 1u64 } output { 1u64 18446744073709551615u64 0u64 }
-- input { 18446744073709551615u64 18446744073709551615u64 } output { 18446744073709551614u64 0u64 1u64 }
entry u64s (a: u64) (b: u64) = (a + b, a - b, a * b)
