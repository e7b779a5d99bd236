-- Alias analysis: the result of an `if` aliases both branches.
-- ==
-- error: Using `?xs`?, but this was consumed
entry main (xs: *[]i32) (b: bool) =
  let ys = if b then xs else copy xs
  let zs = ys with [0] = 1
  in (xs[0], zs)
