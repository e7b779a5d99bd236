-- ** on integers wraps like repeated multiplication; 0 ** 0 is 1; on
-- floats it follows pow.
-- ==
-- entry: ipow
-- input { 2 10 } output { 1024 }
-- input { 2 31 } output { -2147483648 }
-- input { 0 0 } output { 1 }
-- input { -3 3 } output { -27 }
-- input { 7 0 } output { 1 }
-- entry: ipow8
-- input { 3i8 5i8 } output { -13i8 }
-- entry: upow
-- input { 2u64 63u64 } output { 9223372036854775808u64 }
-- input { 3u64 41u64 } output { 18026252303461234787u64 }
-- entry: fpow
-- input { 2f32 0.5f32 } output { 1.4142135f32 false }
-- input { -8f32 0.33333334f32 } output { f32.nan true }
-- entry: in_map
-- input { [2i64, 3i64, 10i64] } output { [4i64, 27i64, 10000000000i64] }

entry ipow (a: i32) (b: i32) = a ** b
entry ipow8 (a: i8) (b: i8) = a ** b
entry upow (a: u64) (b: u64) = a ** b
entry fpow (a: f32) (b: f32) = let r = a ** b in (r, f32.isnan r)
entry in_map (xs: []i64) = map (\x -> x ** x) xs
