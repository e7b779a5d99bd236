-- PLDI'17 figure 4b: each map iteration updates its own fresh array.
-- ==
-- input { 3i64 [0i64, 2i64, 2i64] } output { [[1, 0, 0], [0, 0, 1], [0, 0, 1]] }
entry main (k: i64) (membership: []i64) =
  map (\c -> let incr = replicate k 0i32
             let incr[c] = 1
             in incr) membership
