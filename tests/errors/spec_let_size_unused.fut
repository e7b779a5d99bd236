-- Every size of `let [n]` must be the size of an array in the pattern
-- (error index "unused-size").
-- ==
-- error: Size `n` unused in pattern

entry main (xs: []i32) =
  let [n] ys = filter (> 0) xs
  in (n, ys)
