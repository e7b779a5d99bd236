-- `if` choosing between arrays of the same size.
-- ==
-- input { true [1, 2] } output { [2, 3] }
-- input { false [1, 2] } output { [0, 1] }
entry main (c: bool) (xs: []i32) = if c then map (+1) xs else map (\x -> x - 1) xs
