-- Size-parametric abbreviations used in lambdas and loop parameters.
-- ==
-- input { [[1.0f64, 2.0f64], [3.0f64, 4.0f64]] 3 } output { [[37.0f64, 54.0f64], [81.0f64, 118.0f64]] }

type mat [n] = [n][n]f64

def mmul [n] (a: mat [n]) (b: mat [n]) : mat [n] =
  map (\(row: [n]f64) -> map (\(col: [n]f64) -> f64.sum (map2 (*) row col)) (transpose b)) a

entry main [n] (a: mat [n]) (k: i32) : mat [n] =
  loop (acc: mat [n]) = a for _i < k - 1 do mmul acc a
