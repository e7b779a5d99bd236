-- A `[]` result whose size the body computes with `filter` stays
-- existential: the results of two calls are not known to have the same
-- size, so `map2` of them is a size error.
-- ==
-- error: Sizes .* do not match

def positives (xs: []i32) : []i32 = filter (> 0) xs

entry main (xs: []i32) (ys: []i32) = map2 (+) (positives xs) (positives ys)
