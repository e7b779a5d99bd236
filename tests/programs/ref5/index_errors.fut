-- Indexing outside an array fails with the index and the array's shape.
-- ==
-- entry: ix
-- input { [1, 2, 3] 2i64 } output { 3 }
-- input { [1, 2, 3] 3i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] -1i64 } error: Index \[-1\] out of bounds for array of shape \[3\]
-- entry: ix2
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 2i64 } output { 6 }
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 3i64 } error: Index \[1, 3\] out of bounds for array of shape \[2\]\[3\]
-- input { [[1, 2, 3], [4, 5, 6]] 2i64 0i64 } error: Index \[2, 0\] out of bounds
-- entry: ix_in_map
-- input { [1, 2, 3] [0i64, 5i64] } error: Index \[5\] out of bounds for array of shape \[3\]
-- entry: ix_unsafe
-- input { [1, 2, 3] [2i64, 0i64] } output { [3, 1] }

entry ix (xs: []i32) (i: i64) = xs[i]
entry ix2 (a: [][]i32) (i: i64) (j: i64) = a[i, j]
entry ix_in_map (xs: []i32) (is: []i64) = map (\i -> xs[i]) is
entry ix_unsafe (xs: []i32) (is: []i64) = #[unsafe] map (\i -> xs[i]) is
