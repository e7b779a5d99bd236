-- Language reference probe (gaps8): prim shift.
-- ==
-- input { -16i32 } output { -8 2147483640 -64 -1 4294967280u32 }
entry main (x: i32) = (x >> 1, x >>> 1, x << 2, x >> 31, u32.i32 x)
