-- unflatten n m xs reshapes to n×m.
-- ==
-- input { [1, 2, 3, 4, 5, 6] } output { [[1, 2, 3], [4, 5, 6]] [[1, 2], [3, 4], [5, 6]] }
entry main (xs: []i32) = (unflatten 2 3 xs, unflatten 3 2 xs)
