-- `let a[i] = v`, several times.
-- ==
-- input { [1, 2, 3] } output { [10, 2, 30] }
entry main (a: *[]i32) =
  let a[0] = 10
  let a[2] = a[0] * 3
  in a
