-- A failing `assert` inside a map is a run-time error.
-- ==
-- input { [1, 2, 3] } output { [1, 2, 3] }
-- input { [1, -2, 3] } error: assert
entry main (xs: []i32) = map (\x -> assert (x > 0) x) xs
