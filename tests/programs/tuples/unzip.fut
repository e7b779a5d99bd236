-- unzip splits an array of pairs.
-- ==
-- input { [1, 2] [true, false] } output { [2, 3] [false, true] }
entry main [n] (xs: [n]i32) (bs: [n]bool) =
  let (as, cs) = unzip (map (\(x, b) -> (x + 1, !b)) (zip xs bs))
  in (as, cs)
