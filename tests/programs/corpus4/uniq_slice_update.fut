-- In-place update of a slice with an array of the slice's size.
-- ==
-- input { [0, 0, 0, 0, 0, 0] }
-- output { [0, 1, 2, 3, 0, 0] }

entry main [n] (xs: *[n]i32) =
  let k = 3
  in xs with [1:1 + k] = map i32.i64 (iota k) |> map (+ 1)
