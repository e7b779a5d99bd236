-- A zipped array is consumed once; using it after its update is an error.
-- ==
-- error: consumed at

def main (xs: []i32) (ys: []i32) =
  let z = zip xs ys
  let z2 = z with [0] = (1, 2)
  in (z2, z[1])
