-- A result size that follows from the parameter sizes is known statically.
-- ==
-- input { [1, 2, 3] } output { [2, 3, 4] }
def inc [n] (xs: [n]i32) : [n]i32 = map (+1) xs

entry main [n] (xs: [n]i32) : [n]i32 = inc xs
