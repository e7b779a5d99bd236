-- Both branches of an `if` may consume the same array.
-- ==
-- input { true [1, 2] } output { [7, 2] }
-- input { false [1, 2] } output { [1, 7] }
entry main (c: bool) (xs: *[]i32) =
  if c then xs with [0] = 7 else xs with [1] = 7
