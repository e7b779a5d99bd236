-- Reference, "Alias Analysis": the result of an `if` aliases the union of
-- the aliases of its branches, so updating it consumes both.
-- ==
-- error: Using `xs`, but this was consumed

entry main (b: bool) (xs: *[]i32) (ys: *[]i32) =
  let zs = if b then xs else ys
  let zs[0] = 1
  in xs
