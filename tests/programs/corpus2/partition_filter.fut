-- filter, partition, partition2 and compaction by a mask (the usual
-- `filter` over zipped indices), with empty results.
-- ==
-- input { [4, -1, 7, 0, -3, 2] }
-- output { [4, 7, 2] [4, 0, 2] [-1, 7, -3] [4, 7, 2] [-1, 0, -3] [5i64] [-1, -3] [0] [4, 7, 2] 3i64 }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i64) empty([0]i32) empty([0]i32) empty([0]i32) 0i64 }

entry main [n] (xs: [n]i32) =
  let pos = filter (> 0) xs
  let (evens, odds) = partition (\x -> x % 2 == 0) xs
  let (p, np) = partition (> 0) xs
  let (neg, zero, _) = partition2 (< 0) (== 0) xs
  let idx = filter (\i -> xs[i] < 0 || xs[i] == 2) (iota n) |> filter (\i -> i % 3 == 2)
  let k = length (filter id (map (> 1) xs))
  in (pos, evens, odds, p, np, idx, neg, zero, pos, k)
