-- The error index's "causality-check" example with concatenation: the
-- empty array is bound before the `filter` whose size its rows take.
-- ==
-- error: Causality check: .*computed only later

entry main (xs: []i32) =
  let a = [] : [][]i32
  let b = [filter (> 0) xs]
  in length (a ++ b)
