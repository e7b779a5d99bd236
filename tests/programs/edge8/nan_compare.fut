-- Every ordered comparison with nan is false and != is true, also in a
-- kernel and on tuples.
-- ==
-- entry: cmp
-- input { f32.nan 1f32 } output { false true false false false false }
-- input { f32.nan f32.nan } output { false true false false false false }
-- input { 1f32 1f32 } output { true false false true false true }
-- entry: in_map
-- input { [f64.nan, 1f64, f64.inf] [f64.nan, f64.nan, f64.inf] } output { [false, false, true] [0i64, 0i64, 0i64] }
-- entry: tuples
-- input { f32.nan } output { false true }
-- entry: min_max
-- input { [1f32, f32.nan, -1f32] [f32.nan, 2f32, f32.nan] } output { [1f32, 2f32, -1f32] [1f32, 2f32, -1f32] 2f32 -1f32 }
-- entry: count_nans
-- input { [1f32, f32.nan, 3f32, f32.nan] } output { 2i64 2i64 }

entry cmp (a: f32) (b: f32) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
entry in_map [n] (as: [n]f64) (bs: [n]f64) =
  (map2 (==) as bs, map2 (\a b -> i64.bool (a < b || a > b)) as bs)
entry tuples (x: f32) = ((x, 1i32) == (x, 1i32), [x] != [x])
-- f32.max and f32.min return the other operand when one is nan (C's fmax
-- and fmin, which Futhark's prelude uses).
entry min_max [n] (a: [n]f32) (b: [n]f32) =
  (map2 f32.max a b, map2 f32.min a b, f32.maximum (a ++ b), f32.minimum (a ++ b))
entry count_nans (xs: []f32) =
  (length (filter (\x -> x != x) xs), length (filter f32.isnan xs))
