-- A copy is fresh: the original stays usable after the copy is consumed.
-- ==
-- input { [1, 2, 3] } output { 6 [0, 2, 3] }
entry main (xs: []i32) =
  let ys = copy xs
  let ys[0] = 0
  in (reduce (+) 0 xs, ys)
