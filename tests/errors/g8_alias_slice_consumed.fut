-- Alias analysis: a slice aliases the array it is taken from.
-- ==
-- error: Using `?ys`?, but this was consumed
entry main (xs: *[]i32) =
  let ys = xs[1:]
  let zs = xs with [0] = 1
  in (ys[0], zs)
