-- split after a coercion to [h + h].
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 2i32] [3i32, 4i32] }
entry main [n] (xs: [n]i32) = let h = n / 2 in split (xs :> [h + h]i32)
