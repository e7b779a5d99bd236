-- A lambda applied directly, and bound to a name.
-- ==
-- input { 4 } output { 16 5 }
entry main (x: i32) =
  let inc = \y -> y + 1
  in ((\y -> y * y) x, inc x)
