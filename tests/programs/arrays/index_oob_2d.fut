-- Out-of-bounds in the inner dimension of a 2-D array.
-- ==
-- input { [[1, 2], [3, 4]] 1i64 2i64 } error: (out of bounds|index)
-- input { [[1, 2], [3, 4]] 1i64 1i64 } output { 4 }
entry main (m: [][]i32) (i: i64) (j: i64) = m[i, j]
