-- Alias analysis: a loop's result aliases its initial value, which the
-- loop consumes.
-- ==
-- error: Using `?xs`?, but this was consumed
entry main (xs: *[]i32) (n: i32) =
  let ys = loop acc = xs for i < n do acc with [0] = i
  in (xs[0], ys)
