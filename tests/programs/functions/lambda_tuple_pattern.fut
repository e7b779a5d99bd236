-- A lambda with a tuple pattern.
-- ==
-- input { [1, 2] [10, 20] } output { [11, 22] }
entry main [n] (xs: [n]i32) (ys: [n]i32) = map (\(a, b) -> a + b) (zip xs ys)
