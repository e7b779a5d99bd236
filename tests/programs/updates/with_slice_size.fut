-- Updating a slice with an array of another size is a run-time size error.
-- ==
-- input { [1, 2, 3, 4] [9, 9, 9] } error: .
-- input { [1, 2, 3, 4] [9, 9] } output { [9, 9, 3, 4] }
entry main (a: *[]i32) (b: []i32) = a with [0:2] = b
