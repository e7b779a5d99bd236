-- Out-of-bounds indexing is a run-time error naming the index.
-- ==
-- input { [1, 2, 3] 3i64 } error: (out of bounds|index)
-- input { [1, 2, 3] -1i64 } error: (out of bounds|index)
-- input { [1, 2, 3] 2i64 } output { 3 }
entry main (xs: []i32) (i: i64) = xs[i]
