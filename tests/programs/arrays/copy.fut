-- copy gives a fresh array that can be updated in place.
-- ==
-- input { [1, 2, 3] } output { [1, 2, 3] [9, 2, 3] }
entry main (xs: []i32) = let ys = copy xs in (xs, ys with [0] = 9)
