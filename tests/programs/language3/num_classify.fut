-- isnan, isinf and comparisons with nan.
-- ==
-- input { [1.0f32, f32.nan, f32.inf, -f32.inf, 0.0f32] }
-- output { [false, true, false, false, false] [false, false, true, true, false] [false, false, false, false, false] }

entry main (xs: []f32) =
  (map f32.isnan xs, map f32.isinf xs, map (\x -> x != x && x == x) xs)
