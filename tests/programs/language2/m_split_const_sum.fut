-- split after a coercion to [2 + 2].
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 2i32] [3i32, 4i32] }
entry main (xs: [4]i32) = split (xs :> [2 + 2]i32)
