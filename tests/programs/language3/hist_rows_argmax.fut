-- Histograms of rows whose operator picks a whole row (not element by
-- element): the best (score, id) pair per bin.
-- ==
-- input { [0i64, 1i64, 0i64, 2i64, 1i64, 5i64] [[3, 10], [7, 11], [9, 12], [1, 13], [2, 14], [99, 15]] }
-- output { [[9, 12], [7, 11], [1, 13]] [[9, 12], [7, 11], [1, 13], [0, -1]] }
-- input { empty([0]i64) empty([0][2]i32) }
-- output { [[-2147483648, -1], [-2147483648, -1], [-2147483648, -1]] [[0, -1], [0, -1], [0, -1], [0, -1]] }

def best (a: [2]i32) (b: [2]i32) : [2]i32 =
  if a[0] > b[0] || (a[0] == b[0] && a[1] < b[1]) then a else b

entry main [n] (is: [n]i64) (rows: [n][2]i32) =
  let h = hist best [i32.lowest, -1] 3 is rows
  let d = reduce_by_index (replicate 4 [0, -1]) best [i32.lowest, -1] is rows
  in (h, d)
