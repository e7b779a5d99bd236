-- Two parameters sharing a size: an argument coerced to it fails at run
-- time when the lengths differ, naming the size.
-- ==
-- input { [1, 2] [3, 4] } output { [4, 6] }
-- input { [1, 2] [3, 4, 5] } error: size mismatch: coercion to \[n\] where n = 2 but the array has 3 elements
def add [n] (a: [n]i32) (b: [n]i32) : [n]i32 = map2 (+) a b

entry main [n][m] (xs: [n]i32) (ys: [m]i32) = add xs (ys :> [n]i32)
