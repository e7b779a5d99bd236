-- abs, sgn, popc, clz, ctz, mul_hi at the extremes of each type.
-- ==
-- entry: abs_lowest
-- input { } output { -2147483648 -128i8 127i8 9223372036854775807i64 }
-- entry: counts32
-- input { -1 } output { 32 0 0 }
-- input { 0 } output { 0 32 32 }
-- input { -2147483648 } output { 1 0 31 }
-- entry: counts8
-- input { [0u8, 1u8, 128u8, 255u8] } output { [0, 1, 1, 8] [8, 7, 0, 0] [8, 0, 7, 0] }
-- entry: counts64
-- input { 0i64 } output { 0 64 64 }
-- input { 1i64 } output { 1 63 0 }
-- entry: sgn
-- input { [-5, 0, 7, -2147483648] } output { [-1, 0, 1, -1] }
-- entry: mul_hi
-- input { 18446744073709551615u64 18446744073709551615u64 } output { 18446744073709551614u64 }
-- input { 4294967296u64 4294967296u64 } output { 1u64 }

entry abs_lowest = (i32.abs i32.lowest, i8.abs (-128), i8.abs (-127), i64.abs (-9223372036854775807))
entry counts32 (x: i32) = (i32.popc x, i32.clz x, i32.ctz x)
entry counts8 (xs: []u8) = (map u8.popc xs, map u8.clz xs, map u8.ctz xs)
entry counts64 (x: i64) = (i64.popc x, i64.clz x, i64.ctz x)
entry sgn (xs: []i32) = map i32.sgn xs
entry mul_hi (a: u64) (b: u64) = u64.mul_hi a b
