-- A size coercion to [length xs].
-- ==
-- input { [1i32, 2i32] } output { [2i32, 3i32] }
entry main (xs: []i32) = map (\x -> x + 1) xs :> [length xs]i32
