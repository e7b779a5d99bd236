-- A parameter with a size shared with another parameter is checked at run time.
-- ==
-- input { [1, 2] [1, 2, 3] } error: .
-- input { [1, 2] [5, 6] } output { 17 }
entry main [n] (xs: [n]i32) (ys: [n]i32) = reduce (+) 0 (map2 (*) xs ys)
