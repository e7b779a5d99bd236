-- The other order: the empty array is made before the array whose size
-- its rows take (reference, "Causality restriction").
-- ==
-- error: Causality check: the rows of this empty array have a size that is computed only later

entry main (xs: []i32) = length (([] : [][]i32) ++ [filter (> 0) xs])
