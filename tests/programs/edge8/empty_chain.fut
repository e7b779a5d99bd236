-- Chains of SOACs where a filter removes everything in the middle.
-- ==
-- entry: chain
-- input { [1, 2, 3] 10 } output { 0 empty([0]i32) }
-- input { [1, 20, 3, 40] 10 } output { 60 [60, 160] }
-- input { empty([0]i32) 0 } output { 0 empty([0]i32) }
-- entry: max_after
-- input { [1, 2] } output { -2147483648 }
-- input { [7, 12, 5] } output { 12 }

entry chain (xs: []i32) (t: i32) =
  let ys = filter (> t) xs
  let zs = map (* 2) ys
  let s = reduce (+) 0 ys
  in (s, map2 (+) ys (scan (+) 0 zs))
entry max_after (xs: []i32) = filter (> 4) xs |> reduce i32.max i32.lowest
