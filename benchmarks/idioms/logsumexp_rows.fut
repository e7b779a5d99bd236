-- | The log of the sum of the exponentials of each row, shifted by the
-- row's maximum for stability.
-- ==
-- random input { [37][101]f32 } auto output
def logsumexp [m] (r: [m]f32) : f32 =
  let mx = reduce f32.max f32.lowest r
  in mx + f32.log (f32.sum (map (\x -> f32.exp (x - mx)) r))

def main [n][m] (xss: [n][m]f32) : [n]f32 = map logsumexp xss
