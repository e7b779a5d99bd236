-- Error index "causality-check", a program of runic's own: an empty array inside a tuple, its rows sized by a later `filter`.
-- ==
-- error: Causality check: the rows of this empty array have a size that is computed only later

def main (xs: []f64) =
  let acc = ([] : [][]f64, 0i32)
  let big = filter (> 1) xs
  in length (acc.0 ++ [big])
