-- A zero stride given at run time is an error.
-- ==
-- input { [0, 1, 2] 0i64 } error: .
-- input { [0, 1, 2] 2i64 } output { [0, 2] }
entry main (a: []i32) (s: i64) = a[0:3:s]
