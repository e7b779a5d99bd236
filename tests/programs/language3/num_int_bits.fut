-- Bit-counting functions of the integer modules.
-- ==
-- input { 0x00F0i32 } output { 4i32 24i32 4i32 }
-- input { 0i32 } output { 0i32 32i32 32i32 }
-- input { -1i32 } output { 32i32 0i32 0i32 }

entry main (x: i32) = (i32.popc x, i32.clz x, i32.ctz x)

-- ==
-- entry: wide
-- input { 1u64 } output { 63i32 0i32 1i32 }
-- input { 0x8000000000000000u64 } output { 0i32 63i32 1i32 }

entry wide (x: u64) = (u64.clz x, u64.ctz x, u64.popc x)

-- ==
-- entry: small
-- input { 0x0Fu8 0x0F0Fi16 } output { 4i32 4i32 8i32 4i32 }

entry small (a: u8) (b: i16) = (u8.clz a, u8.popc a, i16.popc b, i16.clz b)
