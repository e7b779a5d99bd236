-- Arrays whose size each row computes: a filter of each row, iota of a
-- per-row length, and a histogram of each row.
-- ==
-- entry: pos_sums
-- input { [[1, -2, 3], [-1, -1, -1], [0, 5, 0]] } output { [4, 0, 5] [2i64, 0i64, 1i64] }
-- input { empty([0][3]i32) } output { empty([0]i32) empty([0]i64) }
-- entry: tri
-- input { [0i64, 1i64, 4i64] } output { [0i64, 0i64, 6i64] }
-- input { empty([0]i64) } output { empty([0]i64) }
-- entry: row_hist
-- input { [[0i64, 1i64, 1i64], [2i64, 2i64, 9i64]] } output { [[1, 2, 0], [0, 0, 2]] }

entry pos_sums (xss: [][]i32) =
  unzip (map (\r -> let p = filter (> 0) r in (i32.sum p, length p)) xss)
entry tri (ns: []i64) = map (\n -> i64.sum (iota n)) ns
entry row_hist [n][m] (iss: [n][m]i64) =
  map (\is -> hist (+) 0i32 3 is (replicate m 1)) iss
