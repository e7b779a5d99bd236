-- Sizes in parameter and return types tie arrays together.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { [5, 7, 9] }
-- input { [1, 2, 3] [4, 5] } error: .
def add [n] (a: [n]i32) (b: [n]i32): [n]i32 = map2 (+) a b
entry main [n][m] (a: [n]i32) (b: [m]i32) = add a (b :> [n]i32)
