-- Anonymous result sizes the body does not make equal are distinct
-- existential sizes: the two results of `parts` cannot be zipped.
-- ==
-- error: Sizes .* do not match
def parts (xs: []i32) : ([]i32, []i32) =
  (filter (> 0) xs, filter (<= 0) xs)

entry main (xs: []i32) =
  let (a, b) = parts xs
  in map2 (+) a b
