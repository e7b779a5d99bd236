-- Slices outside the array fail with the slice and the array's shape.
-- ==
-- entry: sl
-- input { [1, 2, 3, 4, 5] 1i64 3i64 }
-- output { [2, 3] }
-- input { [1, 2, 3, 4, 5] 3i64 1i64 }
-- error: Index \[3:1\] out of bounds for array of shape \[5\]
-- input { [1, 2, 3] 0i64 4i64 }
-- error: Index \[0:4\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] -1i64 2i64 }
-- error: out of bounds
-- entry: sl_rev
-- input { [1, 2, 3] 2i64 }
-- output { [3, 2, 1] }
-- input { [1, 2, 3] 3i64 }
-- error: out of bounds

entry sl (xs: []i32) (i: i64) (j: i64) = xs[i:j]
entry sl_rev (xs: []i32) (i: i64) = xs[i::-1]
