-- Column means of f64 data, a column reduction with a map over the
-- elements (squares) and a scalar applied after it.
-- ==
-- input { [[1f64, 2f64], [3f64, 4f64]] } output { [2f64, 3f64] [10f64, 20f64] }
-- random input { [37][101]f64 } auto output
-- compiled random input { [4000][17]f64 } auto output
-- random input { [1][300]f64 } auto output
-- random input { [513][1]f64 } auto output

def main [n][m] (xss: [n][m]f64) : ([m]f64, [m]f64) =
  let t = transpose xss
  let means = map (\col -> f64.sum col / f64.i64 n) t
  let sq = map (\col -> reduce (+) 0 (map (\x -> x * x) col)) t
  in (means, sq)
