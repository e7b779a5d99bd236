-- head, last, tail, init, take, drop, and their failures on arrays that
-- are too short.
-- ==
-- entry: ends
-- input { [1, 2, 3, 4] }
-- output { 1 4 [2, 3, 4] [1, 2, 3] }
-- input { [7] }
-- output { 7 7 empty([0]i32) empty([0]i32) }
-- entry: takedrop
-- input { 2i64 [1, 2, 3, 4] }
-- output { [1, 2] [3, 4] }
-- input { 0i64 [1, 2, 3] }
-- output { empty([0]i32) [1, 2, 3] }
-- input { 3i64 [1, 2, 3] }
-- output { [1, 2, 3] empty([0]i32) }
-- input { 4i64 [1, 2, 3] }
-- error: out of bounds
-- entry: head_empty
-- input { empty([0]i32) }
-- error: Index \[0\] out of bounds for array of shape \[0\]
-- entry: last_empty
-- input { empty([0]i32) }
-- error: out of bounds

entry ends (xs: []i32) = (head xs, last xs, tail xs, init xs)
entry takedrop (k: i64) (xs: []i32) = (take k xs, drop k xs)
entry head_empty (xs: []i32) = head xs
entry last_empty (xs: []i32) = last xs
