-- scatter and scatter_2d: writing a diagonal, dropping out-of-range indices,
-- and a sparse matrix built from coordinate lists.
-- ==
-- input { 3i64 [0i64, 2i64, 1i64, 5i64] [1i64, 0i64, 1i64, 0i64] [7, 8, 9, 10] }
-- output { [[1, 7, 0], [0, 9, 0], [8, 0, 1]] [7, 9, 8] [20, 20, 30] }

entry main [k] (n: i64) (rows: [k]i64) (cols: [k]i64) (vals: [k]i32) =
  let eye = tabulate_2d n n (\i j -> if i == j then 1 else 0)
  let m = scatter_2d eye (zip rows cols) vals
  let last_col = scatter (replicate n 0) (map (\r -> r) rows) (map (+ 1) (map (\v -> v - 1) vals))
  -- Only the indices below n are written; index -1 is ignored.
  let d = scatter (copy (map (* 10) (map i32.i64 (iota n)))) [-1, 0] [5, 10]
  in (m, last_col, map2 (+) d (replicate n 10))
