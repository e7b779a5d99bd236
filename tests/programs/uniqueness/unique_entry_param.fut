-- A unique entry parameter is updated in place, several times.
-- ==
-- input { [5, 6, 7, 8] } output { [0, 6, 9, 8] }
entry main (xs: *[]i32) =
  let xs[0] = 0
  let xs[2] = xs[2] + 2
  in xs
