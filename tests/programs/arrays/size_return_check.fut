-- A declared result size is checked at the call.
-- ==
-- input { [1, 2, 3] } error: .
-- input { [1, 2] } output { [1, 2] }
def two [n] (xs: [n]i32): [2]i32 = xs :> [2]i32
entry main (xs: []i32) = two xs
