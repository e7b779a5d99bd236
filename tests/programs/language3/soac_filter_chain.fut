-- Chained filters and maps, with an empty result.
-- ==
-- input { [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] 3 } output { [9, 36, 81] 3i64 }
-- input { [1, 2] 5 } output { empty([0]i32) 0i64 }

entry main (xs: []i32) (k: i32) =
  let ys = xs |> filter (\x -> x % k == 0) |> map (\x -> x * x)
  in (ys, length ys)
