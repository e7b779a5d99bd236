-- take, drop, head, last, init, tail, reverse, concat, unflatten,
-- flatten, replicate, copy, null.
-- ==
-- input { [9i64, 8i64, 7i64, 6i64] }
-- output { [9i64, 8i64] [7i64, 6i64] 9i64 6i64 [9i64, 8i64, 7i64] [8i64, 7i64, 6i64] [6i64, 7i64, 8i64, 9i64] [[9i64, 8i64], [7i64, 6i64]] [9i64, 8i64, 7i64, 6i64, 9i64] false true }

entry main (xs: []i64) =
  let m = unflatten (xs :> [2 * 2]i64)
  in (take 2 xs, drop 2 xs, head xs, last xs, init xs, tail xs, reverse xs,
      m, concat (flatten m) [head xs], null xs, null (copy (drop 4 xs)))
