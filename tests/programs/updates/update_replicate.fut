-- Updating a fresh array from replicate in a loop (a histogram).
-- ==
-- input { [0i64, 2i64, 2i64, 1i64, 2i64] } output { [1, 1, 3] }
entry main (xs: []i64) =
  loop h = replicate 3 0 for x in xs do
    let h[x] = h[x] + 1
    in h
