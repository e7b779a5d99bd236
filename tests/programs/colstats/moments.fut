-- Three statistics of each column that depend on each other (mean,
-- variance, then the third central moment over the variance), and the
-- column path's neighbour: a map over the columns whose result is an
-- array (each column centred), transposed back.
-- ==
-- input { [[0f64, 1f64], [0f64, 2f64], [3f64, 3f64]] }
-- output { [1f64, 2f64] [2f64, 0.6666666666666666f64] [0.7071067811865476f64, 0f64]
--          [[-1f64, -1f64], [-1f64, 0f64], [2f64, 1f64]] }
-- random input { [40][33]f64 } auto output
-- random input { [600][140]f64 } auto output

def main [n][m] (xss: [n][m]f64) : ([m]f64, [m]f64, [m]f64, [n][m]f64) =
  let N = f64.i64 n
  let (mu, var, skew) =
    unzip3 (map (\col ->
                   let mu = f64.sum col / N
                   let var = f64.sum (map (\x -> (x - mu) * (x - mu)) col) / N
                   let m3 = f64.sum (map (\x -> (x - mu) * (x - mu) * (x - mu)) col) / N
                   in (mu, var, if var == 0 then 0 else m3 / (var * f64.sqrt var)))
                (transpose xss))
  let centred = transpose (map2 (\col mu -> map (\x -> x - mu) col) (transpose xss) mu)
  in (mu, var, skew, centred)
