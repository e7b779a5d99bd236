-- Out-of-bounds in-place updates of elements and slices.
-- ==
-- entry: elem
-- input { [1, 2, 3] 3i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- entry: slice
-- input { [1, 2, 3] 2i64 [1, 2] } error: Index \[2:4\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] -1i64 [1, 2] } error: Index \[-1:1\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] 1i64 [7, 8] } output { [1, 7, 8] }

entry elem (xs: *[]i32) (i: i64) = xs with [i] = 7
entry slice (xs: *[]i32) (i: i64) (ys: []i32) = xs with [i:i+length ys] = ys
