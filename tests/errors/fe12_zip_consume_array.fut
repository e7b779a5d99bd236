-- The array a zip aliases is consumed while the zipped array is still
-- used: rejected, as in Futhark.
-- ==
-- error: `z` aliases `xs`, which is consumed

def main (xs: *[]i32) (ys: []i32) =
  let z = zip xs ys
  let xs' = xs with [0] = 1
  in (xs', z)
