-- An out-of-bounds index inside a map is a run-time error.
-- ==
-- input { [1, 2, 3] [0i64, 5i64] } error: (out of bounds|index)
-- input { [1, 2, 3] [2i64, 0i64] } output { [3, 1] }
entry main (xs: []i32) (is: []i64) = map (\i -> xs[i]) is
