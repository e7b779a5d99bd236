-- | The matrix product by `tabulate_2d` and a fold over indices.
-- ==
-- random input { [17][33]f32 [33][9]f32 } auto output
def main [n][k][m] (a: [n][k]f32) (b: [k][m]f32) : [n][m]f32 =
  tabulate_2d n m (\i j -> reduce (+) 0 (map (\l -> a[i, l] * b[l, j]) (iota k)))
