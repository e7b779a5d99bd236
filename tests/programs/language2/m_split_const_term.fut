-- split after a coercion to [2 + (n - 2)].
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 2i32] [3i32] }
entry main [n] (xs: [n]i32) = split (xs :> [2 + (n - 2)]i32)
