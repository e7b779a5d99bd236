-- | Softmax of each row, the maximum taken with `f32.maximum` and the sum
-- with `f32.sum`.
-- ==
-- random input { [37][101]f32 } auto output
def softmax [m] (r: [m]f32) : [m]f32 =
  let mx = f32.maximum r
  let es = map (\x -> f32.exp (x - mx)) r
  let s = f32.sum es
  in map (/ s) es

def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map softmax xss
