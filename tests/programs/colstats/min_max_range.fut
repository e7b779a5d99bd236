-- Two independent column reductions (smallest and largest element) and
-- their difference; a column count of positives as a third statistic.
-- ==
-- input { [[1i32, -5i32], [7i32, 2i32], [-3i32, 9i32]] } output { [10i32, 14i32] [2i64, 2i64] }
-- random input { [300][90]i32 } auto output
-- random input { [600][200]i32 } auto output
-- random input { [1][3]i32 } auto output

def main [n][m] (xss: [n][m]i32) : ([m]i32, [m]i64) =
  let cols = transpose xss
  let lo = map (reduce i32.min i32.highest) cols
  let hi = map (reduce i32.max i32.lowest) cols
  let pos = map (\c -> i64.sum (map (\x -> if x > 0 then 1 else 0) c)) cols
  in (map2 (-) hi lo, pos)
