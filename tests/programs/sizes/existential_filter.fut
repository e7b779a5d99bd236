-- The size of `filter`'s result is existential; it can be used later as
-- the size of other arrays.
-- ==
-- input { [3, -1, 4, -1, 5] } output { 3i64 [0i64, 1i64, 2i64] [3, 5, 7] }
entry main (xs: []i32) =
  let ys = filter (> 0) xs
  let f [m] (ys: [m]i32) = (m, iota m, map2 (+) ys (map i32.i64 (iota m)))
  in f ys
