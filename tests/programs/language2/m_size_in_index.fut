-- The size parameter in an index expression.
-- ==
-- input { [1i32, 2i32] } output { [2i32, 1i32] }
entry main [n] (xs: [n]i32) : [n]i32 = map (\i -> xs[n - 1 - i]) (iota n)
