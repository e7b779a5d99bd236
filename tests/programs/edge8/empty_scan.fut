-- Scans of empty arrays and of rows and columns of zero size.
-- ==
-- entry: psum
-- input { empty([0]i32) } output { empty([0]i32) }
-- input { [1, 2, 3] } output { [1, 3, 6] }
-- entry: row_psum
-- input { empty([0][4]i32) } output { empty([0][4]i32) }
-- input { empty([3][0]i32) } output { empty([3][0]i32) }
-- input { [[1, 1], [2, 3]] } output { [[1, 2], [2, 5]] }
-- entry: col_psum
-- input { empty([0][2]i32) } output { empty([0][2]i32) }
-- input { empty([2][0]i32) } output { empty([2][0]i32) }
-- input { [[1, 1], [2, 3]] } output { [[1, 1], [3, 4]] }
-- entry: pair_scan
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
-- input { [3, 1, 2] } output { [3, 4, 6] [3, 3, 3] }

entry psum (xs: []i32) = scan (+) 0 xs
entry row_psum (xss: [][]i32) = map (scan (+) 0) xss
entry col_psum [n][m] (xss: [n][m]i32) : [n][m]i32 =
  scan (map2 (+)) (replicate m 0) xss
entry pair_scan (xs: []i32) =
  unzip (scan (\(a, b) (c, d) -> (a + c, i32.max b d)) (0, i32.lowest)
              (zip xs xs))
