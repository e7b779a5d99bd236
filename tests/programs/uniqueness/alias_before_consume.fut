-- An alias may be used up to the consumption, and a variable bound to the
-- updated array may be used afterwards.
-- ==
-- input { [4, 5, 6] } output { 15 [4, 5, 0] }
entry main (xs: *[]i32) =
  let s = xs[0:3]
  let total = reduce (+) 0 s
  let ys = xs with [2] = 0
  in (total, ys)
