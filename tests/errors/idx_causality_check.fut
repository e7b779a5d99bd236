-- Error index "causality-check": the rows of the empty array `a` must have
-- the size of `b`'s rows, which the filter computes only after `a` is made.
-- ==
-- error: Causality check: the rows of this empty array have a size that is computed only later
def main (xs: []i32) =
  let a = [] : [][]i32
  let b = [filter (>0) xs]
  in a[0] == b[0]
