-- Reference, "Alias Analysis": a result not declared alias-free aliases
-- the arguments passed for non-consumed parameters.
-- ==
-- error: Using `ys`, but this was consumed.*`ys` aliases `xs`

def same (xs: []i32) : []i32 = xs

entry main (xs: *[]i32) =
  let ys = same xs
  let xs[0] = 1
  in ys
