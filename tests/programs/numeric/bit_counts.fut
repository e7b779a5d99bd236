-- popc, clz and ctz (results are i32).
-- ==
-- input { -1 1 8 } output { 32 31 3 }
-- input { 0 0 0 } output { 0 32 32 }
entry main (a: i32) (b: i32) (c: i32) = (i32.popc a, i32.clz b, i32.ctz c)
-- ==
-- entry: small
-- input { 255u8 1u8 1i64 } output { 8 7 63 }
entry small (a: u8) (b: u8) (c: i64) = (u8.popc a, u8.clz b, i64.clz c)
