-- An out-of-bounds update is a run-time error.
-- ==
-- input { [1, 2, 3] 3i64 } error: out of bounds
-- input { [1, 2, 3] -1i64 } error: out of bounds
entry main (a: *[]i32) (i: i64) = a with [i] = 0
