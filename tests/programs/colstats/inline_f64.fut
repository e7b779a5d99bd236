-- Column statistics in one lambda over an inline transpose, f64, with
-- `reduce (+)` and `**`: the standard deviation after the mean.
-- ==
-- input { [[2f64, 1f64], [4f64, 1f64], [4f64, 1f64], [6f64, 1f64]] } output { [4f64, 1f64] [1.4142135623730951f64, 0f64] }
-- random input { [64][65]f64 } auto output
-- random input { [700][150]f64 } auto output
-- random input { [5][1]f64 } auto output

def main [n][m] (xss: [n][m]f64) : ([m]f64, [m]f64) =
  unzip (map (\col ->
                let mu = reduce (+) 0 col / f64.i64 n
                let ss = reduce (+) 0 (map (\x -> (x - mu) ** 2) col)
                in (mu, f64.sqrt (ss / f64.i64 n)))
             (transpose xss))
