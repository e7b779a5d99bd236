-- `if` inside a map body.
-- ==
-- input { [-2, 3, 0] } output { [2, 3, 0] }
entry main (xs: []i32) = map (\x -> if x < 0 then -x else x) xs
