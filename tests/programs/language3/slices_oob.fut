-- Out-of-bounds slices are run-time errors.
-- ==
-- input { [1, 2, 3] 0i64 2i64 } output { [1, 2] }
-- input { [1, 2, 3] 2i64 5i64 } error: out of bounds
-- input { [1, 2, 3] 2i64 1i64 } error: out of bounds

entry main (xs: []i32) (i: i64) (j: i64) = xs[i:j]
