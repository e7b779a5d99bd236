-- Operations inside a map over rows of length zero: reductions, scans,
-- filters and an inner loop over an empty row.
-- ==
-- entry: row_max
-- input { empty([3][0]f32) } output { [-f32.inf, -f32.inf, -f32.inf] }
-- input { [[1f32, 5f32], [-1f32, -2f32]] } output { [5f32, -1f32] }
-- entry: row_counts
-- input { empty([2][0]i32) } output { [0i64, 0i64] }
-- input { [[1, -1, 2], [-3, -4, 0]] } output { [2i64, 0i64] }
-- entry: row_loop
-- input { empty([2][0]i32) } output { [1, 1] }
-- input { [[2, 3], [4, 5]] } output { [6, 20] }
-- entry: row_scan_last
-- input { empty([0][0]i32) } output { empty([0]i32) }
-- input { [[1, 2, 3], [4, 5, 6]] } output { [6, 15] }

entry row_max (xss: [][]f32) = map (reduce f32.max (-f32.inf)) xss
entry row_counts (xss: [][]i32) = map (\r -> length (filter (> 0) r)) xss
entry row_loop (xss: [][]i32) = map (\r -> loop p = 1 for x in r do p * x) xss
entry row_scan_last [m] (xss: [][m]i32) =
  map (\r -> let s = scan (+) 0 r in if m == 0 then 0 else s[m - 1]) xss
