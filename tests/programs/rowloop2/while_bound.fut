-- Recurrences spelled as `while` loops: over the whole row with a
-- counter, and one that stops early once its sum passes a bound (rows
-- that never pass it run to their end).
-- ==
-- input { [[1i32, 2i32, 3i32, 4i32], [10i32, 0i32, 0i32, 0i32], [0i32, 0i32, 0i32, 1i32]] 5i32 }
-- output { [10i32, 10i32, 1i32] [6i32, 10i32, 1i32] [3i64, 1i64, 4i64] }
-- random input { [35][200]i32 1000i32 } auto output
-- random input { [64][333]i32 100000i32 } auto output

def main [n][m] (xss: [n][m]i32) (bound: i32) : ([n]i32, [n]i32, [n]i64) =
  let whole = map (\r -> (loop (s, i) = (0, 0) while i < m do (s + r[i], i + 1)).0) xss
  let (early, stop) =
    unzip (map (\r -> loop (s, i) = (0, 0) while i < m && s < bound do (s + r[i] % 50, i + 1)) xss)
  in (whole, early, stop)
