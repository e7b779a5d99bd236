-- Reversal by a slice with stride -1.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [3i32, 2i32, 1i32] }
entry main (xs: []i32) = xs[::-1]
