-- Arrays of bool and f64 through a map.
-- ==
-- input { [1.0, -2.0] } output { [true, false] [1.0, 4.0] }
entry main (xs: []f64) = (map (>0.0) xs, map (\x -> x * x) xs)
