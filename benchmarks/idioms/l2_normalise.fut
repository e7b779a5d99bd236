-- | Each row divided by its Euclidean norm.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  map (\r -> let norm = f32.sqrt (f32.sum (map (\x -> x * x) r)) in map (/ norm) r) xss
