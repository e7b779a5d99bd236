-- Edge values of the value syntax in input and output blocks: the largest
-- u64 and the smallest i64, negative integers and floats (also in arrays,
-- and after a suffix-less first element), f16 literals, special floats of
-- every width, and empty arrays of several element types.
-- ==
-- entry: ints
-- input { 18446744073709551615u64 -9223372036854775808i64 -1 [-1, 2, -3] -128i8 255u8 }
-- output { 18446744073709551614u64 9223372036854775807i64 1 [1, -2, 3] 127i8 0u8 }
-- input { 0u64 0i64 -0 empty([0]i32) 0i8 0u8 }
-- output { 18446744073709551615u64 -1i64 0 empty([0]i32) -1i8 1u8 }

-- ==
-- entry: floats
-- input { 1.5f16 -2.25f64 [-1.0f32, 2.5, -0.0] }
-- output { 3.0f16 2.25f64 [1.0f32, -2.5, 0.0] }
-- input { f16.nan f64.inf [f32.inf, -f32.inf, f32.nan] }
-- output { f16.nan -f64.inf [-f32.inf, f32.inf, f32.nan] }
-- input { -f16.inf -f64.inf empty([0]f32) }
-- output { -f16.inf f64.inf empty([0]f32) }

-- ==
-- entry: empties
-- input { empty([0]i32) empty([0][3]f64) empty([0]bool) empty([2][0]u16) }
-- output { 0i64 0i64 empty([0]bool) empty([0][2]u16) }

entry ints (a: u64) (b: i64) (c: i32) (xs: []i32) (d: i8) (e: u8) =
  (a - 1, b - 1, -c, map (\x -> -x) xs, d - 1, e + 1)

entry floats (a: f16) (b: f64) (xs: []f32) =
  (a * 2, -b, map f32.neg xs)

entry empties (a: []i32) (b: [][3]f64) (c: []bool) (d: [][]u16) =
  (length a, length b, c, transpose d)
