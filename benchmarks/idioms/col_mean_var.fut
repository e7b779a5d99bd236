-- | The mean and the (population) variance of each column: two passes
-- over the transpose.
-- ==
-- random input { [37][101]f32 } auto output
def mean [n] (xs: [n]f32) : f32 = f32.sum xs / f32.i64 n

def variance [n] (xs: [n]f32) : f32 =
  let m = mean xs
  in f32.sum (map (\x -> (x - m) * (x - m)) xs) / f32.i64 n

def main [n][m] (xss: [n][m]f32) : ([m]f32, [m]f32) =
  let cols = transpose xss
  in (map mean cols, map variance cols)
