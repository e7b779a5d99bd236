-- Reductions, scans and histograms whose operators work on wide tuples
-- and on small types (f16, bool, i8) at once.
-- ==
-- entry: wide_reduce
-- input { [1, 2, 3] } output { 6 6 3 1 true false 6f32 3u8 -3i8 6i64 }
-- input { empty([0]i32) } output { 0 1 -2147483648 2147483647 true false 0f32 0u8 0i8 0i64 }
-- entry: mixed_scan
-- input { [1f16, 2f16, 0.5f16] [true, false, true] [1i8, 127i8, 1i8] } output { [1f16, 3f16, 3.5f16] [true, false, false] [1i8, -128i8, -127i8] }
-- entry: hist_argmin
-- input { [0i64, 1i64, 0i64, 1i64, 2i64] [5f32, 3f32, 2f32, 7f32, 1f32] } output { [2f32, 3f32, 1f32, f32.inf] [2i64, 1i64, 4i64, -1i64] }
-- entry: hist_f16
-- input { [0i64, 0i64, 1i64, 5i64] [0.5f16, 0.25f16, 1f16, 9f16] } output { [0.75f16, 1f16] }

entry wide_reduce (xs: []i32) =
  let t = map (\x -> (x, x, x, x, x > 0, x < 0, f32.i32 x, u8.i32 (i32.sgn x), -(i8.i32 (i32.sgn x)), i64.i32 x)) xs
  in reduce (\(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9) (b0, b1, b2, b3, b4, b5, b6, b7, b8, b9) ->
               (a0 + b0, a1 * b1, i32.max a2 b2, i32.min a3 b3, a4 && b4, a5 || b5, a6 + b6, a7 + b7, a8 + b8, a9 + b9))
            (0, 1, i32.lowest, i32.highest, true, false, 0, 0, 0, 0) t
entry mixed_scan [n] (hs: [n]f16) (bs: [n]bool) (is: [n]i8) =
  unzip3 (scan (\(a, b, c) (x, y, z) -> (a + x, b && y, c + z)) (0, true, 0) (zip3 hs bs is))
entry hist_argmin [n] (is: [n]i64) (vs: [n]f32) =
  let op (v1, i1) (v2, i2) = if v1 < v2 || (v1 == v2 && i1 < i2) then (v1, i1) else (v2, i2)
  in unzip (hist op (f32.inf, -1) 4 is (zip vs (iota n)))
entry hist_f16 [n] (is: [n]i64) (vs: [n]f16) = hist (+) 0 2 is vs
