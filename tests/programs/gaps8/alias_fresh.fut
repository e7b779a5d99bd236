-- Alias analysis: a unique return type, a `copy` in a tuple and an update
-- of a locally made array leave the parameter usable.
def f (xs: []i32) : *[]i32 = copy xs
-- ==
-- input { [5, 6, 7] } output { 5 [1, 6, 7] 5 [5, 9, 7] 3 }
entry main (xs: *[]i32) =
  let ys = f xs
  let zs = ys with [0] = 1
  let (a, b) = (xs, copy xs)
  let ws = b with [1] = 9
  let g = let loc = replicate 3 1i32 with [0] = 3 in \(i: i64) -> loc[i]
  in (xs[0], zs, a[0], ws, g 0)
