-- The mean and the population variance of each column, the variance
-- using the mean: helper functions mapped over a let-bound transpose.
-- ==
-- input { [[1f32, 2f32], [3f32, 6f32], [5f32, 10f32]] } output { [3f32, 6f32] [2.6666667f32, 10.666667f32] }
-- random input { [37][101]f32 } auto output
-- random input { [600][200]f32 } auto output
-- random input { [2000][3]f32 } auto output
-- random input { [1][7]f32 } auto output

def mean [n] (xs: [n]f32) : f32 = f32.sum xs / f32.i64 n

def variance [n] (xs: [n]f32) : f32 =
  let m = mean xs
  in f32.sum (map (\x -> (x - m) * (x - m)) xs) / f32.i64 n

def main [n][m] (xss: [n][m]f32) : ([m]f32, [m]f32) =
  let cols = transpose xss
  in (map mean cols, map variance cols)
