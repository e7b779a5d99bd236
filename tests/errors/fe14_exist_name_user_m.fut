-- The unknown size of `filter`'s result meets the declared `[n]`: the
-- message must not call it `?m`, which is the name of the program's own
-- size of `ys`.
-- ==
-- error: Sizes "n" and "\?k" do not match \("\?k" is the unknown size of the result of `filter` at

def keep [n][m] (xs: [n]i32) (ys: [m]i32) : [n]i32 =
  let zs = filter (> 0) ys
  in zs

entry main (xs: []i32) (ys: []i32) = keep xs ys
