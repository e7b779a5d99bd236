-- Alias analysis: the result of a call whose return type is not unique
-- aliases the arguments.
-- ==
-- error: Using `?ys`?, but this was consumed
def f (xs: []i32) : []i32 = xs
entry main (xs: *[]i32) =
  let ys = f xs
  let zs = xs with [0] = 1
  in (ys[0], zs)
