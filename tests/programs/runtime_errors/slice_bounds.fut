-- Out-of-bounds slices, take and drop, on the host and in kernels.
-- ==
-- entry: host
-- input { [1, 2, 3] 2i64 5i64 } error: Index \[2:5\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] 2i64 1i64 } error: Index \[2:1\] out of bounds for array of shape \[3\]
-- entry: in_map
-- input { [[1, 2, 3]] 1i64 5i64 } error: Index \[1:5\] out of bounds for array of shape \[3\]
-- input { [[1, 2, 3]] 1i64 3i64 } output { [5] }
-- entry: take_n
-- input { 4i64 [1, 2, 3] } error: Index \[0:4\] out of bounds for array of shape \[3\]
-- input { -1i64 [1, 2, 3] } error: Index \[0:-1\] out of bounds for array of shape \[3\]
-- entry: drop_n
-- input { 4i64 [1, 2, 3] } error: Index \[4:3\] out of bounds for array of shape \[3\]
-- input { -1i64 [1, 2, 3] } error: Index \[-1:3\] out of bounds for array of shape \[3\]

entry host (xs: []i32) (i: i64) (j: i64) = xs[i:j]
entry in_map (xss: [][]i32) (i: i64) (j: i64) = map (\xs -> i32.sum xs[i:j]) xss
entry take_n (n: i64) (xs: []i32) = take n xs
entry drop_n (n: i64) (xs: []i32) = drop n xs
