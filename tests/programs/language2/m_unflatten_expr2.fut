-- unflatten of [n / 2 * 2].
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] } output { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] }
entry main [n] (xs: [n]i32) = unflatten (xs :> [n / 2 * 2]i32)
