-- Item 6 in a lambda: the empty array is made before the `filter` whose
-- result gives its rows their size.
-- ==
-- error: fe19_causality_empty_in_lambda.fut:7:[0-9]+: error: Causality check

def main (xss: [][]f32) =
  map (\xs -> let acc = []
              let big = filter (> 0.5) xs
              in length (acc ++ [big])) xss
