-- Size coercions that hold and that fail at run time, and existential
-- sizes from filter flowing into zips.
-- ==
-- entry: same
-- input { [1, 2, 3] [4, 5, 6] } output { [5, 7, 9] }
-- input { [1, 2, 3] [4, 5] } error: .
-- input { empty([0]i32) empty([0]i32) } output { empty([0]i32) }
-- entry: filtered
-- input { [1, -2, 3, -4] } output { [1, 3] [-2, -4] [-1, -1] }
-- input { [1, -2, 3] } error: .
-- entry: reshape_rows
-- input { [1, 2, 3, 4, 5, 6] 3i64 } output { [[1, 2, 3], [4, 5, 6]] }
-- input { [1, 2, 3, 4, 5, 6] 4i64 } error: .

entry same [n][m] (xs: [n]i32) (ys: [m]i32) = map2 (+) xs (ys :> [n]i32)
entry filtered (xs: []i32) =
  let [k] (pos: [k]i32) = filter (> 0) xs
  let neg = filter (< 0) xs
  in (pos, neg, map2 (\a b -> a / b) pos (neg :> [k]i32))
entry reshape_rows [n] (xs: [n]i32) (k: i64) =
  unflatten (xs :> [(n / k) * k]i32)
