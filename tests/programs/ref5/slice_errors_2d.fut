-- A slice of a multi-dimensional array outside the array fails with all
-- the indices and slices written and the array's shape.
-- ==
-- entry: s2
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 4i64 } error: Index \[1, 1:4\] out of bounds for array of shape \[2\]\[3\]
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 3i64 } output { [5, 6] }
-- entry: s3
-- input { [[1, 2, 3], [4, 5, 6]] 1i64 3i64 } error: Index \[1:3, 0:2\] out of bounds for array of shape \[2\]\[3\]
-- input { [[1, 2, 3], [4, 5, 6]] 0i64 2i64 } output { [[1, 2], [4, 5]] }
-- entry: s_map
-- input { [[1, 2, 3], [4, 5, 6]] 4i64 } error: Index \[0:4\] out of bounds for array of shape \[3\]

entry s2 (a: [][]i32) (i: i64) (j: i64) = a[i, 1:j]
entry s3 (a: [][]i32) (i: i64) (j: i64) = a[i:j, 0:2]
entry s_map (a: [][]i32) (j: i64) = map (\r -> i32.sum r[0:j]) a
