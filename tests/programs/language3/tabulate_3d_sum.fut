-- tabulate_3d and segmented reductions over its inner dimensions.
-- ==
-- input { 2i64 3i64 4i64 } output { [[6i64, 10i64, 14i64], [10i64, 14i64, 18i64]] 72i64 }

entry main (a: i64) (b: i64) (c: i64) =
  let t = tabulate_3d a b c (\i j k -> i + j + k)
  let inner = map (map i64.sum) t
  in (inner, flatten_3d t |> i64.sum)
