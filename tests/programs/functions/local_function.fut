-- Local functions defined in `let`, capturing variables.
-- ==
-- input { 10 } output { 13 }
entry main (k: i32) =
  let add x = x + k
  let twice x = add (add x)
  in twice (-7)
