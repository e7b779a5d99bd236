-- Rule 1 permits a `let` that binds a function when the update is on an
-- array bound inside the expression, or happens inside the function.
-- ==
-- input { [1, 2, 3] } output { 12 [0, 2, 3] }
entry main (xs: []i32) =
  let g = let t = copy xs with [0] = 10 in \(i: i64) -> t[i] + 2
  let h = \(ys: []i32) -> copy ys with [0] = 0
  in (g 0, h xs)
