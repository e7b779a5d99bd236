-- concat and `++`, also with empty arrays.
-- ==
-- input { [1, 2] [3] } output { [1, 2, 3] [3, 1, 2] [1, 2, 1, 2] }
-- input { empty([0]i32) [3] } output { [3] [3] empty([0]i32) }
entry main (xs: []i32) (ys: []i32) = (xs ++ ys, concat ys xs, xs ++ xs)
