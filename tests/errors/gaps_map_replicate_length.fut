-- The same with `replicate` and `map2`: the size is computed from a
-- name bound inside the lambda.
-- ==
-- error: Cannot apply `map2` to .*\(invalid type\).*existential size

entry main (xss: [][]i32) (ys: []i32) =
  map2 (\xs y -> replicate (length xs) y) xss ys
