-- A loop inside a map body (sequential per element).
-- ==
-- input { [1, 2, 3] } output { [1, 4, 27] }
entry main (xs: []i32) = map (\x -> loop p = 1 for _i < x do p * x) xs
