-- split after a coercion to [k + (n - k)].
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32] [2i32, 3i32] }
entry main [n] (xs: [n]i32) = let k = 1 in split (xs :> [k + (n - k)]i32)
