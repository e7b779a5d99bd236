-- Arithmetic on i8, u16, u64, f16 and bool arrays in parallel code.
-- ==
-- entry: narrow
-- input { [100i8, -100i8, 27i8] [65535u16, 1u16, 2u16] }
-- output { [-56i8, 56i8, 54i8] [65534u16, 2u16, 4u16] 27i8 }
-- entry: wide
-- input { [18446744073709551615u64, 3u64] }
-- output { [18446744073709551614u64, 6u64] 2u64 [9223372036854775807u64, 1u64] }
-- entry: halves
-- input { [1f16, 0.5f16, 4f16] }
-- output { [2f16, 1.5f16, 5f16] 5.5f16 }
-- entry: bools
-- input { [true, false, true] }
-- output { [false, true, false] 2 [1u8, 0u8, 1u8] }

entry narrow (a: []i8) (b: []u16) = (map (* 2) a, map (* 2) b, reduce (+) 0 a)
entry wide (a: []u64) = (map (* 2) a, reduce (+) 0 a, map (>> 1) a)
entry halves (a: []f16) = (map (+ 1) a, f16.sum a)
entry bools (a: []bool) = (map not a, i32.sum (map i32.bool a), map u8.bool a)
