-- Out-of-bounds indices: the message names all the indices the program
-- wrote and the shape of the indexed array (as Futhark words it), the same
-- at every stage and backend.
-- ==
-- entry: one
-- input { [1, 2, 3] 3i64 } error: Index \[3\] out of bounds for array of shape \[3\]
-- input { [1, 2, 3] -1i64 } error: Index \[-1\] out of bounds for array of shape \[3\]
-- entry: two
-- input { [[1, 2], [3, 4]] 2i64 1i64 } error: Index \[2, 1\] out of bounds for array of shape \[2\]\[2\]
-- input { [[1, 2], [3, 4]] 1i64 2i64 } error: Index \[1, 2\] out of bounds for array of shape \[2\]\[2\]
-- entry: in_map
-- input { [1, 2, 3] [0i64, 5i64] } error: Index \[5\] out of bounds for array of shape \[3\]
-- entry: two_in_map
-- input { [[1, 2], [3, 4]] [0i64, 2i64] 1i64 } error: Index \[2, 1\] out of bounds for array of shape \[2\]\[2\]
-- input { [[1, 2], [3, 4]] [0i64, 1i64] 2i64 } error: Index \[0, 2\] out of bounds for array of shape \[2\]\[2\]
-- entry: row_in_map
-- input { [[1, 2], [3, 4]] 2i64 } error: Index \[2\] out of bounds for array of shape \[2\]
-- entry: head_empty
-- input { empty([0]i32) } error: Index \[0\] out of bounds for array of shape \[0\]

entry one (xs: []i32) (i: i64) = xs[i]
entry two (xss: [][]i32) (i: i64) (j: i64) = xss[i, j]
entry in_map (xs: []i32) (is: []i64) = map (\i -> xs[i]) is
entry two_in_map (xss: [][]i32) (is: []i64) (j: i64) = map (\i -> xss[i, j]) is
entry row_in_map (xss: [][]i32) (j: i64) = map (\xs -> xs[j] + xs[0]) xss
entry head_empty (xs: []i32) = head xs
