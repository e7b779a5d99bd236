-- Slices out of bounds are run-time errors.
-- ==
-- input { [0, 1, 2, 3, 4] 2i64 7i64 } error: out of bounds
-- input { [0, 1, 2, 3, 4] -1i64 2i64 } error: out of bounds
-- input { [0, 1, 2, 3, 4] 0i64 5i64 } output { [0, 1, 2, 3, 4] }
entry main (a: []i32) (i: i64) (j: i64) = a[i:j]
