-- Lambdas with one and several parameters.
-- ==
-- input { [1, 2, 3] } output { [2, 4, 6] [2, 6, 12] }
entry main (xs: []i32) = (map (\x -> x * 2) xs, map2 (\x y -> x * y) xs (map (+1) xs))
