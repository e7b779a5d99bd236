-- Shadowing of variables, parameters and definitions by local bindings, and
-- wildcard bindings.
-- ==
-- input { 1 }
-- output { 12 3 }

def x = 100

entry main (y: i32) =
  let _ = y + 1
  let y = y + 1
  let y = y * 2
  let x = y + 8
  let f y = y + 1
  in (x, f 2)
