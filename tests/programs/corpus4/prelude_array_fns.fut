-- Array functions of the prelude: take, drop, split, rotate, concat,
-- flatten/unflatten, transpose, zip3/unzip3, head/last/tail/init.
-- ==
-- input { [1, 2, 3, 4, 5, 6] }
-- output { [1, 2] [3, 4, 5, 6] [1, 2, 3] [4, 5, 6] [3, 4, 5, 6, 1, 2] [[1, 2, 3], [4, 5, 6]] 1 6 [2, 3, 4, 5, 6] [1, 2, 3, 4, 5] }

entry main (xs: []i32) =
  let (a, b) = split (xs :> [3 + 3]i32)
  let m = unflatten (xs :> [2 * 3]i32)
  in (take 2 xs, drop 2 xs, a, b, rotate 2 xs, m, head xs, last xs, tail xs, init xs)
