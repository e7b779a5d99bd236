-- Reading an element gives a scalar that does not alias the array, so the
-- array can be updated afterwards while the scalar is still used.
-- ==
-- input { [3, 4, 5] 1i64 } output { [3, 8, 5] 4 }
entry main (xs: *[]i32) (i: i64) =
  let v = xs[i]
  let xs[i] = v * 2
  in (xs, v)
