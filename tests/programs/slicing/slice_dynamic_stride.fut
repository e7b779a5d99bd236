-- A stride given at run time (with explicit bounds).
-- ==
-- input { [0, 1, 2, 3, 4, 5] 2i64 } output { [0, 2, 4] [1, 3] }
-- input { [0, 1, 2, 3, 4, 5] 1i64 } output { [0, 1, 2, 3, 4, 5] [1, 2, 3, 4] }
-- input { [0, 1, 2, 3, 4, 5] 4i64 } output { [0, 4] [1] }
entry main (a: []i32) (s: i64) = (a[0:6:s], a[1:5:s])
