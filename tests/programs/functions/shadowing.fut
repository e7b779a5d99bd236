-- A let binding shadows earlier bindings and parameters.
-- ==
-- input { 1 } output { 6 }
entry main (x: i32) =
  let x = x + 1
  let x = x * 3
  in x
