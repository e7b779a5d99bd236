-- Scans over few long segments in the spellings users write: prefix
-- sums of [k] vectors by `scan (map2 (+))` (k segments after
-- transposition), columns by transposing around a row scan, and a 1-D
-- scan with segment flags written by hand (`segmented_scan`).
-- ==
-- entry: vectors
-- input { [[1, 0, 2], [3, 1, 0], [0, 0, 5]] }
-- output { [[1, 0, 2], [4, 1, 2], [4, 1, 7]] }
-- compiled random input { [10007][16]i32 } auto output
-- random input { [5000][3]i32 } auto output
-- random input { [0][16]i32 } auto output
-- ==
-- entry: columns
-- random input { [5000][3]i32 } auto output
-- compiled random input { [4099][16]i32 } auto output
-- random input { [3][0]i32 } auto output
-- ==
-- entry: flags
-- input { [true, false, false, true, false] [1, 2, 3, 4, 5] }
-- output { [1, 3, 6, 4, 9] }
-- compiled random input { [100000]bool [100000]i32 } auto output
-- random input { [0]bool [0]i32 } auto output
-- ==
-- entry: flags_rows
-- random input { [3][5000]i32 } auto output
-- random input { [1][1]i32 } auto output

entry vectors [n][k] (rows: [n][k]i32) : [n][k]i32 =
  scan (map2 (+)) (replicate k 0) rows

entry columns [n][k] (xss: [n][k]i32) : [n][k]i32 =
  transpose (map (scan (+) 0) (transpose xss))

def segmented_scan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (as: [n]t) : [n]t =
  let pairs = scan (\(xf, x) (yf, y) -> (xf || yf, if yf then y else op x y)) (false, ne) (zip flags as)
  in map (.1) pairs

entry flags [n] (fs: [n]bool) (xs: [n]i32) : [n]i32 =
  segmented_scan (+) 0 fs xs

-- The rows of a matrix scanned by flags at each row's start.
entry flags_rows [m][n] (xss: [m][n]i32) : [m][n]i32 =
  let fs = tabulate (m * n) (\i -> i % n == 0)
  in unflatten (segmented_scan (+) 0 fs (flatten xss))
