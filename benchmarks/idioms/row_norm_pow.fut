-- | The Euclidean norm of each row, the squares written with `**`.
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  map (\r -> f32.sqrt (f32.sum (map (** 2) r))) xss
