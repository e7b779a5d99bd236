-- scatter into an array of tuples.
-- ==
-- input { [1i32, 2i32, 3i32] [true, false, true] } output { [1i32, 9i32, 3i32] [true, true, true] }
entry main [n] (xs: [n]i32) (bs: [n]bool) = unzip (scatter (zip (copy xs) (copy bs)) [1] [(9, true)])
