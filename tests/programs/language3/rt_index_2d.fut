-- Out-of-bounds indexing of a 2-D array is a run-time error naming the
-- index and shape.
-- ==
-- input { [[1, 2], [3, 4]] 1i64 1i64 } output { 4 }
-- input { [[1, 2], [3, 4]] 2i64 0i64 } error: Index \[2, 0\] out of bounds for array of shape \[2\]\[2\]
-- input { [[1, 2], [3, 4]] 0i64 -1i64 } error: out of bounds

entry main (m: [][]i32) (i: i64) (j: i64) = m[i, j]
