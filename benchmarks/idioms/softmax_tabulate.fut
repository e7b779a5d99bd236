-- | Softmax of each row, written with indices: `tabulate_2d` whose body
-- reduces the row it reads from (the reductions depend on the row only).
-- ==
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> let mx = f32.maximum xss[i]
                           let s = f32.sum (map (\x -> f32.exp (x - mx)) xss[i])
                           in f32.exp (xss[i, j] - mx) / s)
