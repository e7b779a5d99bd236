-- Equality on sum values and on records compares structurally.
-- ==
-- input { 1 } output { true false true }
-- input { 2 } output { false true false }

type color = #red | #green | #blue

entry main (k: i32) =
  let c : color = if k == 1 then #red else #blue
  let r1 = {c = c, n = k}
  let r2 = {c = #red : color, n = 1}
  in (c == #red, c == #blue && k == 1 || k == 2, r1 == r2)
