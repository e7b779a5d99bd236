-- | The outer product of two vectors with `tabulate_2d`.
-- ==
-- random input { [37]f32 [101]f32 } auto output
def main [n][m] (xs: [n]f32) (ys: [m]f32) : [n][m]f32 = tabulate_2d n m (\i j -> xs[i] * ys[j])
