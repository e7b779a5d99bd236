-- Every short name is the program's own (sizes n and m, parameters k
-- and l, locals p and q): the unknown size takes the first name that
-- none of them is.
-- ==
-- error: argument 3 of `map2`: Sizes "n" and "\?n_1" do not match \("\?n_1" is the unknown size of the result of `filter`

def f [n][m] (xs: [n]i64) (ys: [m]i64) (k: i64) (l: i64) =
  let p = k + l
  let q = filter (> p) ys
  in map2 (+) xs q

entry main (xs: []i64) (ys: []i64) = f xs ys 1 2
