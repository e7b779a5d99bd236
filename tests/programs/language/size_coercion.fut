-- Size coercions `:>` that hold at run time, and ones that do not: the
-- program stops with an error naming the sizes.
-- ==
-- input { [1i32, 2i32, 3i32] [4i32, 5i32, 6i32] } output { [5i32, 7i32, 9i32] }
-- input { [1i32, 2i32] [4i32, 5i32, 6i32] } error: .
-- input { empty([0]i32) empty([0]i32) } output { empty([0]i32) }

entry main [n] [m] (xs: [n]i32) (ys: [m]i32) : [n]i32 =
  map2 (+) xs (ys :> [n]i32)
