-- | Softmax of each row, the maximum taken by a sequential `loop` over the
-- row and the exponentials' sum by `reduce`.
-- ==
-- random input { [37][101]f32 } auto output
def softmax [m] (r: [m]f32) : [m]f32 =
  let mx = loop mx = f32.lowest for x in r do f32.max mx x
  let s = reduce (+) 0 (map (\x -> f32.exp (x - mx)) r)
  in map (\x -> f32.exp (x - mx) / s) r

def main [n][m] (xss: [n][m]f32) : [n][m]f32 = map softmax xss
