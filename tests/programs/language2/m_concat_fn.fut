-- concat as a function.
-- ==
-- input { [1i32, 2i32] [3i32, 4i32] } output { [1i32, 2i32, 3i32, 4i32] }
entry main (xs: []i32) (ys: []i32) = concat xs ys
