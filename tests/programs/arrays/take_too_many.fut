-- take more elements than there are is a run-time error.
-- ==
-- input { 4i64 [1, 2, 3] } error: .
entry main (n: i64) (xs: []i32) = take n xs
