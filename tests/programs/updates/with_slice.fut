-- A slice as the target of an update.
-- ==
-- input { [0, 1, 2, 3, 4] [9, 9] } output { [0, 9, 9, 3, 4] }
entry main (a: *[]i32) (b: []i32) = a with [1:3] = b
