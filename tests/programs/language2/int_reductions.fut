-- The reductions of the numeric modules: sum, product, maximum, minimum.
-- ==
-- input { [3i64, -1i64, 4i64] [2.5f32, 0.5f32] }
-- output { 6i64 -12i64 4i64 -1i64 3f32 1.25f32 2.5f32 0.5f32 }
-- input { empty([0]i64) empty([0]f32) }
-- output { 0i64 1i64 -9223372036854775808i64 9223372036854775807i64 0f32 1f32 -f32.inf f32.inf }

entry main (xs: []i64) (ys: []f32) =
  ( i64.sum xs, i64.product xs, i64.maximum xs, i64.minimum xs
  , f32.sum ys, f32.product ys, f32.maximum ys, f32.minimum ys )
