-- `split` divides an array whose size is a sum.
-- ==
-- input { [1, 2, 3, 4, 5] } output { [1, 2] [3, 4, 5] }

entry main (xs: [5]i32) =
  let (a, b) = split (xs :> [2 + 3]i32)
  in (a, b)
