-- Item 6: the rows of the empty array take the size `n`, which is bound
-- only after the array is made.
-- ==
-- error: fe19_causality_named_size_later.fut:7:[0-9]+: error: Causality check: the rows of this empty array have a size that is computed only later

def main (xs: []i32) =
  let none = []
  let n = length (filter (> 0) xs)
  in length (none ++ [iota n])
