-- Widening an unsigned value zero-extends.
-- ==
-- input { 255u8 } output { 255i16 255i32 255i64 255u16 255u64 -1i8 }
entry main (x: u8) = (i16.u8 x, i32.u8 x, i64.u8 x, u16.u8 x, u64.u8 x, i8.u8 x)
-- ==
-- entry: u32s
-- input { 4294967295u32 } output { 4294967295i64 -1i32 65535u16 }
entry u32s (x: u32) = (i64.u32 x, i32.u32 x, u16.u32 x)
