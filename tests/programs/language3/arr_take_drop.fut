-- take, drop, head, last, init, tail, null.
-- ==
-- input { [10, 20, 30, 40] 1i64 }
-- output { [10] [20, 30, 40] 10 40 [10, 20, 30] [20, 30, 40] false }
-- input { [10] 1i64 }
-- output { [10] empty([0]i32) 10 10 empty([0]i32) empty([0]i32) false }

entry main (xs: []i32) (k: i64) =
  (take k xs, drop k xs, head xs, last xs, init xs, tail xs, null xs)

-- ==
-- entry: bad_head
-- input { empty([0]i32) } error: out of bounds

entry bad_head (xs: []i32) = head xs
