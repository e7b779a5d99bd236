-- Unsigned arithmetic wraps modulo 2^n.
-- ==
-- entry: u8s
-- input { 255u8 1u8 } output { 0u8 254u8 255u8 1u8 }
-- input { 0u8 1u8 } output { 1u8 255u8 0u8 0u8 }
-- entry: u16s
-- input { 65535u16 65535u16 } output { 65534u16 0u16 1u16 1u16 }
-- entry: u32s
-- input { 4294967295u32 2u32 } output { 1u32 4294967293u32 4294967294u32 1u32 }
-- entry: u64s
-- input { 0u64 1u64 } output { 1u64 18446744073709551615u64 0u64 0u64 }
-- input { 18446744073709551615u64 18446744073709551615u64 } output { 18446744073709551614u64 0u64 1u64 1u64 }
-- entry: sums
-- input { [200u8, 100u8, 1u8] } output { 45u8 [200u8, 44u8, 45u8] }

entry u8s (a: u8) (b: u8) = (a + b, a - b, a * b, -a)
entry u16s (a: u16) (b: u16) = (a + b, a - b, a * b, -a)
entry u32s (a: u32) (b: u32) = (a + b, a - b, a * b, -a)
entry u64s (a: u64) (b: u64) = (a + b, a - b, a * b, -a)
entry sums (xs: []u8) = (u8.sum xs, scan (+) 0 xs)
