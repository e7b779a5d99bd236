-- scatter, scatter_2d, hist, reduce_by_index, with out-of-range indices
-- ignored.
-- ==
-- input { [0i64, 2i64, 5i64, 2i64, -1i64] [1i32, 2i32, 3i32, 4i32, 5i32] }
-- output { [1i32, 0i32, 4i32, 0i32] [1i32, 0i32, 6i32, 0i32] [1i32, 0i32, 4i32, 0i32] [[0i32, 9i32], [8i32, 0i32]] [11i32, 10i32, 16i32, 10i32] }

entry main [n] (is: [n]i64) (vs: [n]i32) =
  let s = scatter (replicate 4 0) is (map (\v -> if v == 2 then 4 else v) vs)
  let h = hist (+) 0 4 is vs
  let m = hist i32.max 0 4 is (map (\v -> if v == 2 then 4 else v) vs)
  let s2 = scatter_2d (replicate 2 (replicate 2 0)) [(0, 1), (1, 0), (2, 2)] [9, 8, 7]
  let r = reduce_by_index (replicate 4 10) (+) 0 is vs
  in (s, h, m, s2, r)
