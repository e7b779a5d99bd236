-- unzip splits an array of pairs.
-- ==
-- input { [1, 2] [true, false] } output { [2, 3] [false, true] }
entry main (xs: []i32) (bs: []bool) =
  let (as, cs) = unzip (map (\(x, b) -> (x + 1, !b)) (zip xs bs))
  in (as, cs)
