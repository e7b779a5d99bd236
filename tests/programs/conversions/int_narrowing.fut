-- Converting to a narrower integer type keeps the low bits.
-- ==
-- input { 300 -1 70000 } output { 44i8 255u8 4464i16 }
entry main (a: i32) (b: i32) (c: i32) = (i8.i32 a, u8.i32 b, i16.i32 c)
-- ==
-- entry: from64
-- input { 4294967297i64 } output { 1i32 1u32 1u8 }
entry from64 (x: i64) = (i32.i64 x, u32.i64 x, u8.i64 x)
