-- indices and null.
-- ==
-- input { [5, 6, 7] } output { [0i64, 1i64, 2i64] false }
-- input { empty([0]i32) } output { empty([0]i64) true }
entry main (xs: []i32) = (indices xs, null xs)
