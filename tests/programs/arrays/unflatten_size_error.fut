-- unflatten with sizes whose product is not the length is a run-time error.
-- ==
-- input { [1, 2, 3, 4, 5] 2i64 } error: .
-- input { [1, 2, 3, 4] 2i64 } output { [[1, 2], [3, 4]] }
entry main (xs: []i32) (n: i64) = unflatten (xs :> [n * 2]i32)
