-- `loop x for ...` and `loop (x, y) for ...` take the initial values from
-- variables of the same names.
-- ==
-- input { 3 } output { 6 8 }
entry main (n: i32) =
  let x = 0
  let y = 1
  let x = loop x for i < n do x + i + 1
  let (a, y) = loop (x, y) for _i < n do (x, y * 2)
  in (x + a - 6, y)
