-- scatter consumes its destination; the destination is a fresh array.
-- ==
-- input { [3i64, 0i64, 2i64] [30, 0, 20] 5i64 }
-- output { [0, -1, 20, 30, -1] }

entry main [k] (is: [k]i64) (vs: [k]i32) (n: i64) =
  let dst = replicate n (-1)
  in scatter dst is vs
