-- unflatten after a coercion to a product of a variable.
-- ==
-- input { 4i64 } output { [[0i64, 1i64], [2i64, 3i64]] }
entry main (n: i64) = let m = n / 2 in unflatten (iota (m * 2) :> [m * 2]i64)
