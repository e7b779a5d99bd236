-- A function that updates a zip of its non-unique parameter's array in a
-- SOAC lambda: the zipped array is bound outside the lambda.
-- ==
-- error: may only consume its own parameters

def main (xs: []i32) (ys: []i32) =
  let z = zip xs ys
  in map (\i -> (copy (z with [i] = (0, 0)))[0].0) (iota 2)
