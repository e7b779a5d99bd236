-- The left operand of an operator is evaluated before the right one
-- (reference, "Causality restriction"): the empty array's rows would
-- need the size of a `filter` on the right.
-- ==
-- error: Causality check

entry main (xs: []i32) =
  length (([] : [][]i32) ++ [filter (> 0) xs])
