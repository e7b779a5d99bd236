-- abs, sgn, min, max, neg, highest, lowest and the array reductions of
-- the numeric modules, including on empty arrays.
-- ==
-- entry: ints
-- input { -5 }
-- output { 5 -1 0 1 -5 5 5 }
-- entry: limits
-- input {}
-- output { 255u8 -128i8 65535u16 -2147483648i32 18446744073709551615u64 0u64 }
-- entry: reductions
-- input { [3, -1, 4] }
-- output { 6 -12 4 -1 }
-- entry: reductions
-- input { empty([0]i32) }
-- output { 0 1 -2147483648 2147483647 }
-- entry: float_red
-- input { empty([0]f32) }
-- output { 0f32 1f32 -f32.inf f32.inf }
-- entry: unsigned
-- input { 3u8 }
-- output { 3u8 1u8 253u8 0u8 }
-- entry: floats
-- input { -2.5 }
-- output { 2.5 -1.0 0.0 1.0 2.5 -2i64 }

entry ints (x: i32) = (i32.abs x, i32.sgn x, i32.sgn 0, i32.sgn 7, i32.min x 5, i32.max x 5, i32.neg x)
entry limits = (u8.highest, i8.lowest, u16.highest, i32.lowest, u64.highest, u64.lowest)
entry reductions (xs: []i32) = (i32.sum xs, i32.product xs, i32.maximum xs, i32.minimum xs)
entry float_red (xs: []f32) = (f32.sum xs, f32.product xs, f32.maximum xs, f32.minimum xs)
entry unsigned (x: u8) = (u8.abs x, u8.sgn x, u8.neg x, u8.sgn 0)
entry floats (x: f64) = (f64.abs x, f64.sgn x, f64.sgn 0, f64.sgn 3, f64.max x 2.5, f64.to_i64 x)
