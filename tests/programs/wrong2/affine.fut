-- Composition of affine functions x -> a*x + b, as pairs (a, b):
-- (a, b) then (c, d) is (a*c, b*c + d).  Associative, not commutative,
-- neutral (1, 0).  Flat, segmented through flags, per row and per column.
-- ==
-- entry: compose
-- input { [2, 3] [1, 4] } output { 6 7 }
-- input { empty([0]i32) empty([0]i32) } output { 1 0 }
-- random input { [1]i32 [1]i32 } auto output
-- random input { [31]i32 [31]i32 } auto output
-- random input { [257]i32 [257]i32 } auto output
-- random input { [100003]i32 [100003]i32 } auto output

def after (a: i32, b: i32) (c: i32, d: i32) : (i32, i32) = (a * c, b * c + d)

entry compose (as: []i32) (bs: []i32) : (i32, i32) = reduce after (1, 0) (zip as bs)

-- Linear recurrences x[i] = a[i] * x[i-1] + b[i] as a scan (f32, small
-- factors so that the values stay exact: a in {-1, 1}, b an integer).
-- ==
-- entry: recurrence
-- input { [2, 1, 2] [1, 2, 3] } output { [1f32, 1f32, 4f32] }
-- random input { [31]i32 [31]i32 } auto output
-- random input { [257]i32 [257]i32 } auto output
-- random input { [100003]i32 [100003]i32 } auto output

entry recurrence [n] (as: [n]i32) (bs: [n]i32) : [n]f32 =
  let a = map (\x -> if x % 2 == 0 then 1f32 else -1f32) as
  let b = map (\x -> f32.i32 (x % 16)) bs
  in scan (\(p, q) (r, s) -> (p * r, q * r + s)) (1f32, 0f32) (zip a b) |> map (.1)

-- A segmented scan written with flags (segments start where a flag is
-- set), its operator lifted to (flag, value) pairs.
-- ==
-- entry: seg_compose
-- input { [true, false, true, false] [2, 3, 5, 7] [1, 4, 1, 1] } output { [2, 6, 5, 35] [1, 7, 1, 8] }
-- random input { [1]bool [1]i32 [1]i32 } auto output
-- random input { [31]bool [31]i32 [31]i32 } auto output
-- random input { [257]bool [257]i32 [257]i32 } auto output
-- random input { [100003]bool [100003]i32 [100003]i32 } auto output

def segmented_scan 't [n] (op: t -> t -> t) (ne: t) (flags: [n]bool) (vs: [n]t) : [n]t =
  let (_, r) = unzip (scan (\(f1, x) (f2, y) -> (f1 || f2, if f2 then y else op x y)) (false, ne) (zip flags vs))
  in r

entry seg_compose (flags: []bool) (as: []i32) (bs: []i32) : ([]i32, []i32) =
  unzip (segmented_scan after (1, 0) flags (zip as bs))

-- Segmented reductions from the segmented scan: each segment's total is
-- its last element, the ends picked with a filter.
-- ==
-- entry: seg_totals
-- input { [true, false, true, false, false] [2, 3, 5, 7, 1] [1, 4, 1, 1, 2] } output { [6, 35] [7, 10] }
-- random input { [31]bool [31]i32 [31]i32 } auto output
-- random input { [100003]bool [100003]i32 [100003]i32 } auto output

entry seg_totals [n] (flags: [n]bool) (as: [n]i32) (bs: [n]i32) : ([]i32, []i32) =
  let flags' = map2 (\i f -> i == 0 || f) (iota n) flags
  let s = segmented_scan after (1, 0) flags' (zip as bs)
  let is_end = map (\i -> i == n - 1 || flags'[i + 1]) (iota n)
  in unzip (map (.1) (filter (.0) (zip is_end s)))

-- Per row and per column (nested maps).
-- ==
-- entry: rows
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 } auto output
-- random input { [3][100003]i32 [3][100003]i32 } auto output
-- random input { [100003][1]i32 [100003][1]i32 } auto output

entry rows [m][n] (as: [m][n]i32) (bs: [m][n]i32) : ([m]i32, [m]i32) =
  unzip (map2 (\a b -> reduce after (1, 0) (zip a b)) as bs)

-- ==
-- entry: columns
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 } auto output
-- random input { [100003][3]i32 [100003][3]i32 } auto output

entry columns [m][n] (as: [m][n]i32) (bs: [m][n]i32) : ([n]i32, [n]i32) =
  unzip (reduce (map2 after) (replicate n (1, 0)) (map2 zip as bs))

-- ==
-- entry: columns_t
-- random input { [31][257]i32 [31][257]i32 } auto output
-- random input { [100003][3]i32 [100003][3]i32 } auto output

entry columns_t [m][n] (as: [m][n]i32) (bs: [m][n]i32) : ([n]i32, [n]i32) =
  unzip (map2 (\a b -> reduce after (1, 0) (zip a b)) (transpose as) (transpose bs))

-- ==
-- entry: row_scans
-- random input { [1][1]i32 [1][1]i32 } auto output
-- random input { [31][257]i32 [31][257]i32 } auto output
-- random input { [257][31]i32 [257][31]i32 } auto output
-- random input { [3][100003]i32 [3][100003]i32 } auto output

entry row_scans [m][n] (as: [m][n]i32) (bs: [m][n]i32) : ([m][n]i32, [m][n]i32) =
  let s = map2 (\a b -> scan after (1, 0) (zip a b)) as bs
  in (map (map (.0)) s, map (map (.1)) s)
