-- head, last, tail and init.
-- ==
-- input { [1, 2, 3] } output { 1 3 [2, 3] [1, 2] }
-- input { [7] } output { 7 7 empty([0]i32) empty([0]i32) }
entry main (xs: []i32) = (head xs, last xs, tail xs, init xs)
