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
-- entry: count_nans
-- input { [1f32, f32.nan, 3f32, f32.nan] } output { 2i64 2i64 }

entry cmp (a: f32) (b: f32) = (a == b, a != b, a < b, a <= b, a > b, a >= b)
entry in_map [n] (as: [n]f64) (bs: [n]f64) =
  (map2 (==) as bs, map2 (\a b -> i64.bool (a < b || a > b)) as bs)
entry tuples (x: f32) = ((x, 1i32) == (x, 1i32), [x] != [x])
entry count_nans (xs: []f32) =
  (length (filter (\x -> x != x) xs), length (filter f32.isnan xs))
