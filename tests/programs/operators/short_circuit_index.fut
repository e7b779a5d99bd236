-- Short-circuiting guards an out-of-bounds index.
-- ==
-- input { [1, 2, 3] 5i64 } output { false }
-- input { [1, 2, 3] 2i64 } output { true }
entry main (xs: []i32) (i: i64) = i < length xs && xs[i] == 3
